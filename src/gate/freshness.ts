// How fresh the judged data is: the newest scans of each gated project, and the rule of `scan-max-age`.
// Pure: the scans come in as values, the time as an argument.
import type { Scan } from '../api/types.ts';
import { ageMs, PRODUCTS, type Product, SCAN_STATUS } from '../domain.ts';
import type { Freshness, ProjectScans, ScanFact } from './types.ts';

/** A check on what was judged that failed: always an error, whatever on-api-error says. */
export class FreshnessError extends Error {
  override readonly name = 'FreshnessError';
}

/** Statuses of a scan that ended without a result. */
export const FAILED_SCAN_STATUSES: ReadonlySet<string> = new Set([SCAN_STATUS.error, SCAN_STATUS.cancelled, SCAN_STATUS.neverFinished]);

/** When a scan started (ms), 0 when the API did not say. */
const started = (scan: Scan): number => (scan.startTime === undefined ? 0 : Date.parse(scan.startTime));

/** Decimal ids in numeric order: shorter first, then by digits. */
// Stryker disable next-line EqualityOperator: the ids of one list are distinct, so < and <= order them alike
const idOrder = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : 1);

/** Whether `a` is newer than `b`: started later, or (at the same start) the higher id. */
const newer = (a: Scan, b: Scan | undefined): boolean =>
  b === undefined || started(a) - started(b) > 0 || (started(a) === started(b) && idOrder(a.id, b.id) > 0);

/** The scans list's word (`enabledProducts`) for the product each finding type comes from. */
export const SCAN_PRODUCT: Readonly<Record<Product, string>> = { code: 'PRODUCT_SAST', sca: 'PRODUCT_SCA', secrets: 'PRODUCT_SECRETS' };

/** The finding types as the messages name them. */
export const TYPE_WORDS: Readonly<Record<Product, string>> = { code: 'code findings', sca: 'supply-chain findings', secrets: 'secrets' };

/**
 * Whether a scan refreshed a finding type: one that names its products must name the type's (a secrets-only scan
 * proves no code fresh, attack45 F3); one that names none (an older server) is taken as covering every type.
 */
export function covers(scan: Pick<Scan, 'products'>, product: Product): boolean {
  return scan.products === undefined || scan.products.length === 0 || scan.products.includes(SCAN_PRODUCT[product]);
}

/**
 * The gated types a proof needs: those some scan of the project covered in the list's 30 days, whatever its status
 * or commit (a product the deployment does not have is never scanned, and cannot be proved fresh); every gated type
 * where no scan covered any.
 */
export function requiredTypes(gated: readonly Product[], seen: ReadonlySet<Product>): readonly Product[] {
  const scanned = gated.filter((product) => seen.has(product));
  return scanned.length === 0 ? gated : scanned;
}

/** The gated types as a keeper reads them: every type where none is given. */
const gatedTypes = (products: readonly Product[] | undefined): readonly Product[] =>
  products === undefined || products.length === 0 ? PRODUCTS : products;

/** A scan as the summary shows it; `defaultBranchId` tells whether it ran on the default branch. */
export function scanFact(scan: Scan, defaultBranchId?: string): ScanFact {
  const fact: ScanFact = { id: scan.id, status: scan.status, isFullScan: scan.isFullScan };
  if (scan.commit !== undefined) fact.commit = scan.commit;
  if (scan.branchId !== undefined) fact.branchId = scan.branchId;
  if (scan.branchId !== undefined && defaultBranchId !== undefined) fact.onDefaultBranch = scan.branchId === defaultBranchId;
  if (scan.startTime !== undefined) fact.startTime = scan.startTime;
  if (scan.completeTime !== undefined) fact.completeTime = scan.completeTime;
  return fact;
}

/**
 * The newest scan of one project, and the completed scan that proves its gated finding types fresh, by start time
 * (the API does not document its order), kept as the scans are read: nothing else is held, however long the list.
 * Each gated type its scans cover at all (requiredTypes) is proved by the newest completed scan that covered it
 * (covers); the project's proof is the stalest of those, none where a type has none. A scan that names another
 * project is not this project's, and does not count.
 */
export class NewestScans {
  readonly #project: { name: string; id: string; defaultBranchId?: string };
  readonly #products: readonly Product[];
  #newest: Scan | undefined;
  readonly #completed = new Map<Product, Scan>();
  /** The gated types any scan of the project covered (requiredTypes). */
  readonly #seen = new Set<Product>();

  constructor(project: { name: string; id: string; defaultBranchId?: string }, products?: readonly Product[]) {
    this.#project = project;
    this.#products = gatedTypes(products);
  }

  add(scan: Scan): void {
    if (scan.projectId !== undefined && scan.projectId !== this.#project.id) return;
    if (newer(scan, this.#newest)) this.#newest = scan;
    for (const product of this.#products) if (covers(scan, product)) this.#seen.add(product);
    if (scan.status !== SCAN_STATUS.completed) return;
    for (const product of this.#products) {
      if (covers(scan, product) && newer(scan, this.#completed.get(product))) this.#completed.set(product, scan);
    }
  }

  /** The stalest of the required types' newest completed scans; none where a type has none. */
  #proof(): Scan | undefined {
    let stalest: Scan | undefined;
    for (const product of requiredTypes(this.#products, this.#seen)) {
      const scan = this.#completed.get(product);
      if (scan === undefined) return undefined;
      if (stalest === undefined || newer(stalest, scan)) stalest = scan;
    }
    return stalest;
  }

  result(): ProjectScans {
    const { name, id, defaultBranchId } = this.#project;
    const proof = this.#proof();
    const uncovered = requiredTypes(this.#products, this.#seen).filter((product) => !this.#completed.has(product));
    return {
      project: name,
      projectId: id,
      ...(this.#newest === undefined ? {} : { newest: scanFact(this.#newest, defaultBranchId) }),
      ...(proof === undefined ? {} : { newestCompleted: scanFact(proof, defaultBranchId) }),
      ...(this.#completed.size > 0 && uncovered.length > 0 ? { uncovered } : {}),
    };
  }
}

/** The newest scan and the completed one that proves the gated types (all where none is given) fresh, of a list of scans. */
export function newestScans(
  project: { name: string; id: string; defaultBranchId?: string },
  scans: readonly Scan[],
  products?: readonly Product[],
): ProjectScans {
  const keeper = new NewestScans(project, products);
  for (const scan of scans) keeper.add(scan);
  return keeper.result();
}

/** How long ago a scan completed (or started, when it has not), in ms; undefined when unknown or in the future (not a time to trust). */
export function scanAgeMs(scan: Pick<ScanFact, 'completeTime' | 'startTime'>, now: Date): number | undefined {
  // No time at all parses as NaN: an age unknown, as a time in the future is.
  return ageMs(Date.parse(scan.completeTime ?? scan.startTime ?? ''), now.getTime());
}

/** Hours since a scan completed (or started, when it has not), one decimal; undefined when unknown. */
export function scanAgeHours(scan: ScanFact, now: Date): number | undefined {
  const ms = scanAgeMs(scan, now);
  return ms === undefined ? undefined : Math.round(ms / 360_000) / 10;
}

/** `SCAN_STATUS_NEVER_FINISHED` → `never finished`. */
export function statusWords(status: string): string {
  return status
    .replace(/^SCAN_STATUS_/, '')
    .toLowerCase()
    .replaceAll('_', ' ');
}

/** A duration in words: `45 min`, `3 h`, `4 days`. */
export function ageWords(hours: number): string {
  if (hours < 1) return `${Math.max(0, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} days`;
}

/**
 * The gated projects whose newest completed scan is older than `maxAgeMs`, or that have none in the
 * 30 days the scans list covers, as one sentence each; empty when all are fresh.
 */
export function staleProjects(freshness: Freshness, maxAge: { ms: number; asWritten: string }, now: Date): string[] {
  if (freshness.state !== 'read') return [];
  const problems: string[] = [];
  for (const project of freshness.projects) {
    const completed = project.newestCompleted;
    const age = completed === undefined ? undefined : scanAgeMs(completed, now);
    if (completed === undefined) {
      const types = (project.uncovered ?? []).map((product) => `${TYPE_WORDS[product]} (${SCAN_PRODUCT[product]})`).join(', ');
      problems.push(
        `${JSON.stringify(project.project)} has no completed scan${types === '' ? '' : ` of its ${types}`} in the past 30 days`,
      );
    } else if (age === undefined) {
      const why = completed.completeTime === undefined && completed.startTime === undefined ? '' : ': its time is in the future';
      problems.push(`the age of the newest completed scan of ${JSON.stringify(project.project)} (${completed.id}) is unknown${why}`);
    } else if (age > maxAge.ms) {
      problems.push(
        `the newest completed scan of ${JSON.stringify(project.project)} (${completed.id}) is ${ageWords(age / 3_600_000)} old`,
      );
    }
  }
  return problems;
}
