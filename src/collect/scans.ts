// The scans of the gated projects: their newest scans, to show (and with scan-max-age, to prove) how
// fresh the judged data is; and, with wait-for-scan, a wait until this change's own scan completed.
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiClient, ApiError, SCAN_STATUS, type Scan } from '../api/index.ts';
import type { Config } from '../config/index.ts';
import { PRODUCTS, type Product } from '../domain.ts';
import {
  ageWords,
  covers,
  FAILED_SCAN_STATUSES,
  FreshnessError,
  NewestScans,
  requiredTypes,
  scanAgeHours,
  scanFact,
  statusWords,
} from '../gate/freshness.ts';
import type { Freshness, ProjectScans, ScopedProject } from '../gate/types.ts';
import { isUnavailable } from './scope.ts';

/** Most projects whose scans are read when nothing requires it (scan-max-age requires them all). */
export const MAX_FRESHNESS_PROJECTS = 50;
/** Scans lists read at a time. */
const SCANS_CONCURRENCY = 8;

/** A project whose scans can be asked for. */
type Target = ScopedProject & { id: string };

/** Runs `work` on each item, at most `limit` at a time, keeping the order of the items. */
async function inWindow<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** The projects with an id, or the sentence why the scans cannot be read. */
function targetsOf(projects: readonly ScopedProject[]): Target[] {
  return projects.filter((project): project is Target => project.id !== undefined);
}

/**
 * The newest scans of each project, 8 requests at a time. Where nothing requires them (no scan-max-age,
 * no wait-for-scan) a scope over 50 projects is not read, and a scans list the server does not have
 * or that fails leaves the freshness unknown; where something requires them, both are errors.
 */
export async function readFreshness(
  api: ApiClient,
  config: Config,
  deploymentId: string,
  projects: readonly ScopedProject[],
): Promise<Freshness> {
  const required = config.scanMaxAge !== undefined || config.waitForScan !== undefined;
  const targets = targetsOf(projects);
  if (!required && targets.length > MAX_FRESHNESS_PROJECTS) {
    return {
      state: 'unknown',
      why: `not read: ${targets.length} projects in scope, and scans are read for up to ${MAX_FRESHNESS_PROJECTS}`,
    };
  }
  if (targets.length < projects.length) {
    const why = 'the report gave no project id for every project in scope';
    if (required) throw new FreshnessError(`scan-max-age: the scans cannot be read: ${why}`);
    return { state: 'unknown', why };
  }
  try {
    const read = await inWindow(targets, SCANS_CONCURRENCY, async (project): Promise<ProjectScans> => {
      const newest = new NewestScans(project, config.findingTypes);
      for await (const page of api.listScans(deploymentId, project.id)) for (const scan of page) newest.add(scan);
      return newest.result();
    });
    return { state: 'read', projects: read };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (required && isUnavailable(error, 'scans')) {
      throw new FreshnessError(
        `${config.scanMaxAge ? 'scan-max-age' : 'wait-for-scan'}: the scans list is not available (${error.message}), so the scans of the gated projects cannot be checked`,
      );
    }
    if (required) throw error;
    return { state: 'unknown', why: isUnavailable(error, 'scans') ? `the scans list answered HTTP ${error.status}` : error.message };
  }
}

/** How a wait polls: the first interval, the longest, and where it must end. */
export interface WaitOptions {
  minIntervalMs: number;
  maxIntervalMs: number;
  /** When the wait must have ended (ms since the epoch). */
  deadlineAt: number;
  startedAt: number;
  log: (line: string) => void;
  /** The gated finding types, each of which a scan of the commit must have covered (gate/freshness.ts covers); default: all. */
  products?: readonly Product[];
}

/** A scan in a few words: `2 h ago, running`. */
function scanWords(scan: Scan | undefined, now: Date): string {
  if (scan === undefined) return 'none in the past 30 days';
  const hours = scanAgeHours(scanFact(scan), now);
  return `${hours === undefined ? 'unknown age' : `${ageWords(hours)} ago`}, ${statusWords(scan.status)}`;
}

/**
 * Whether a scan is of the commit waited for: a full sha (40 hex digits or more) matches exactly; a
 * shorter one (at least 7) is a prefix.
 */
export function isOfCommit(scan: Pick<Scan, 'commit'>, commit: string): boolean {
  if (scan.commit === undefined) return false;
  return commit.length >= 40 ? scan.commit === commit : scan.commit.startsWith(commit);
}

/** A scan of the commit a project's wait ended on. */
export interface WaitedScan {
  project: string;
  id: string;
  /** The full sha the scan ran on. */
  commit: string;
}

/** Where one project stands in the wait: done (with the scan), failed (throws), or still waiting (the newest scan, for the message). */
async function pollProject(
  api: ApiClient,
  deploymentId: string,
  project: Target,
  commit: string,
  products: readonly Product[],
): Promise<{ done?: WaitedScan; newest?: Scan }> {
  // Per gated type, the first completed scan of the commit that covered it, and the latest of the commit that did (attack45 F3).
  const completed = new Map<Product, Scan>();
  const latest = new Map<Product, Scan>();
  const seen = new Set<Product>();
  let ofCommit: Scan | undefined;
  let newest: Scan | undefined;
  const later = (a: Scan, b: Scan | undefined): boolean =>
    b === undefined || (Date.parse(a.startTime ?? '') || 0) > (Date.parse(b.startTime ?? '') || 0);
  for await (const page of api.listScans(deploymentId, project.id)) {
    for (const scan of page) {
      if (scan.projectId !== undefined && scan.projectId !== project.id) continue; // another project's scan proves nothing here
      if (later(scan, newest)) newest = scan;
      for (const product of products) if (covers(scan, product)) seen.add(product);
      if (!isOfCommit(scan, commit)) continue;
      if (later(scan, ofCommit)) ofCommit = scan;
      for (const product of products.filter((p) => covers(scan, p))) {
        if (later(scan, latest.get(product))) latest.set(product, scan);
        if (scan.status === SCAN_STATUS.completed && !completed.has(product)) completed.set(product, scan);
      }
    }
  }
  const waiting = requiredTypes(products, seen).filter((product) => !completed.has(product));
  const [first] = [...completed.values()];
  if (waiting.length === 0 && first !== undefined) return { done: { project: project.name, id: first.id, commit: first.commit ?? commit } };
  const failed = waiting.map((product) => latest.get(product)).find((scan) => scan !== undefined && FAILED_SCAN_STATUSES.has(scan.status));
  if (failed !== undefined) {
    throw new FreshnessError(
      `wait-for-scan: the scan ${failed.id} of ${commit.slice(0, 7)} for ${project.name} ended ${failed.status}; fix the scan (or re-run it), then re-run this job`,
    );
  }
  // The scan of the commit a waiting type waits for (its code scan still running), not the one of another type that completed.
  const shown = waiting.map((product) => latest.get(product)).find((scan) => scan !== undefined) ?? ofCommit ?? newest;
  return shown === undefined ? {} : { newest: shown };
}

/**
 * Polls the scans of each gated project until a scan of `commit` completed: at once, then with a
 * growing interval. A scan of that commit that ended without a result, no completed scan by the
 * deadline, or a scans list the server does not have, is a FreshnessError. Returns the scans it found.
 */
export async function waitForScan(
  api: ApiClient,
  deploymentId: string,
  projects: readonly ScopedProject[],
  commit: string,
  options: WaitOptions,
): Promise<WaitedScan[]> {
  try {
    return await pollUntilDone(api, deploymentId, projects, commit, options);
  } catch (error) {
    if (isUnavailable(error, 'scans')) {
      throw new FreshnessError(
        `wait-for-scan: the scans list is not available (${(error as ApiError).message}), so the scan of ${commit.slice(0, 7)} cannot be found; leave wait-for-scan empty on this server`,
      );
    }
    throw error;
  }
}

async function pollUntilDone(
  api: ApiClient,
  deploymentId: string,
  projects: readonly ScopedProject[],
  commit: string,
  options: WaitOptions,
): Promise<WaitedScan[]> {
  // By id: two gated projects of one name are two projects, each waited for (attack45 L1).
  const targets = targetsOf(projects);
  const pending = new Map(targets.map((project) => [project.id, project]));
  if (targets.length < projects.length || projects.length === 0)
    throw new FreshnessError(
      'wait-for-scan: the gated projects have no ids (the project list was not available), so their scans cannot be found',
    );
  const found: WaitedScan[] = [];
  let interval = options.minIntervalMs;
  for (let poll = 1; ; poll++) {
    const standing: [string, Scan | undefined][] = [];
    for (const project of [...pending.values()]) {
      const { done, newest } = await pollProject(
        api,
        deploymentId,
        project,
        commit,
        options.products?.length ? options.products : PRODUCTS,
      );
      if (done !== undefined) {
        pending.delete(project.id);
        found.push(done);
      } else standing.push([project.name, newest]);
    }
    const seconds = Math.round((Date.now() - options.startedAt) / 1000);
    if (pending.size === 0) {
      options.log(`wait-for-scan: every gated project has a completed scan of ${commit.slice(0, 7)} (${seconds} s, ${poll} polls)`);
      return found;
    }
    const [name, newest] = standing[0] ?? ['', undefined];
    const waiting = `${pending.size} of ${projects.length} ${projects.length === 1 ? 'project' : 'projects'}`;
    if (Date.now() + interval >= options.deadlineAt) {
      throw new FreshnessError(
        `wait-for-scan: no completed scan of ${commit.slice(0, 7)} for ${name} after ${seconds} s (newest: ${scanWords(newest, new Date())}); raise timeout-seconds, or make this job wait for the scan job (needs:)`,
      );
    }
    options.log(
      `wait-for-scan: waiting for ${waiting} (${name}: ${scanWords(newest, new Date())}); next poll in ${Math.round(interval / 100) / 10} s`,
    );
    await sleep(interval);
    interval = Math.min(options.maxIntervalMs, Math.round(interval * 1.5));
  }
}
