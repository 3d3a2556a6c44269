// The imperative shell: read inputs, fetch, decide. It only orchestrates: every rule is in config/, gate/
// or the renderers, what every CI has (the log, outputs, exit status) behind the Host, and what each CI
// shows in its sinks (host/sinks.ts), which finish.ts runs in a loop once the verdict is final.
import { performance } from 'node:perf_hooks';
import { type ApiClient, ApiError, createApiClient, isApiFailure, OWN_WORK_MIN_MS, ownDeadline } from './api/index.ts';
import {
  collectGateData,
  discardPartialInventory,
  lookupClient,
  ProjectBudget,
  resolveDeployment,
  resolveScope,
  waitForScan,
} from './collect/index.ts';
import { readExceptions } from './config/exceptions.ts';
import { type Config, ConfigError, isUnexpandedVariable, parseTuning, type Tuning } from './config/index.ts';
import { loadConfig } from './config/load.ts';
import { armWatchdog, type Decided, type Final, finishError, finishVerdict, type Undecided } from './finish.ts';
import { evaluate } from './gate/evaluate.ts';
import { ExceptionMatcher, ExceptionsDeadlineError } from './gate/exceptions.ts';
import { FreshnessError } from './gate/freshness.ts';
import {
  foreignSecretsPass,
  notJudgeable,
  type PartialList,
  uncheckedUnusedPass,
  unlistedNewPass,
  unprovenPass,
} from './gate/judgeable.ts';
import { policyWalkError, ShownFailure, unprovenPolicyPass } from './gate/platform-policy.ts';
import type { GateData, LoadedBaseline, ResolvedScope, ScopedProject, Verdict } from './gate/types.ts';
import { hardExit } from './host/exit.ts';
import { pickSinks } from './host/sinks.ts';
import type { Host, Sink, SinkSettings } from './host/types.ts';
import { refuseSharedFiles, SharedFileError } from './host/written.ts';
import { InventoryError } from './inventory/error.ts';
import { logLine } from './render/escape.ts';

/** Runs a phase inside a collapsed log group, with its timing. */
function phase<T>(host: Host, title: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return host.group(title, async () => {
    try {
      return await work();
    } finally {
      host.info(`${title}: ${Math.round(performance.now() - started)} ms`);
    }
  });
}

/** The one-line message of anything thrown, without a stack trace. */
export function errorMessage(
  error: unknown,
  host: Host,
  run?: { busy: number; timeoutSeconds: number; minBusyMs?: number },
): { message: string; operation?: string; apiFailure: boolean; shown?: ShownFailure } {
  // A deadline the gate's own work used (its main thread busy most of the run): not what the API did, never softened.
  const own = run === undefined ? undefined : ownDeadline(error, run.busy, run.timeoutSeconds, run.minBusyMs);
  if (own !== undefined) return { message: own, operation: (error as ApiError).operation, apiFailure: false };
  // An ApiError of kind config or bound is not what the API did (isApiFailure): never softened.
  if (error instanceof ApiError) return { message: error.message, operation: error.operation, apiFailure: isApiFailure(error) };
  // What the policy's walks showed fails the run: on-api-error softens what the API did, never what it showed.
  if (error instanceof ShownFailure) return { message: error.message, operation: error.operation, apiFailure: false, shown: error };
  // The run's own matching of the exceptions file passed the deadline: the checkout's doing, never softened.
  if (error instanceof ExceptionsDeadlineError) return { message: error.message, operation: 'exceptions', apiFailure: false };
  if (error instanceof ConfigError) return { message: host.inputWords(error), operation: 'configuration', apiFailure: false };
  if (error instanceof FreshnessError) return { message: error.message, operation: 'scan freshness', apiFailure: false };
  if (error instanceof InventoryError) return { message: error.message, operation: 'dependency inventory', apiFailure: false };
  const text = error instanceof Error ? error.message : String(error);
  return { message: `unexpected error: ${text}`, apiFailure: false };
}

/** When the run began (ms since the epoch): its deadline counts from here. */
const runStartedAt = Date.now();

/** The entry point of the action and of the CLI, in the CI `host` is: never throws, sets the exit status. */
export async function run(host: Host, settings: SinkSettings): Promise<void> {
  const started = performance.now();
  // Mask the tokens (every input named *-token) before anything else can print them.
  const inputs = host.inputs();
  const tokens = Object.entries(inputs).filter(([name]) => name.endsWith('-token') && name !== 'api-token');
  for (const token of [inputs['api-token'] ?? '', process.env.SEMGREP_APP_TOKEN ?? '', ...tokens.map(([, value]) => value)]) {
    // A variable reference Azure left as written is no secret: masked, it would cut the error that names it.
    if (token.trim() !== '' && !isUnexpandedVariable(token)) host.setSecret(token.trim());
  }
  const known: { config?: Config; client?: ApiClient; deploymentId?: string } = {};
  const sinks = pickSinks(host, settings);
  const final: Final = {};
  let outcome: Decided | Undecided;
  let shownBy = sinks;
  try {
    outcome = await decide(host, inputs, known, sinks, final);
  } catch (error) {
    // Two settings that name one file: the later writer is left out, or it would replace the file after all.
    if (error instanceof SharedFileError) shownBy = sinks.filter((sink) => sink !== error.later);
    const { config, deploymentId } = known;
    // How long the main thread was busy since the run began, as a share of the deadline: a deadline is the
    // API's only when the run mostly waited on it (attack19 H2).
    const busyMs = performance.eventLoopUtilization().active;
    const busy = config === undefined ? 0 : busyMs / (config.timeoutSeconds * 1000);
    if (error instanceof ApiError && error.kind === 'deadline')
      host.info(
        `the run's main thread was busy ${Math.round(busyMs)} ms, ${Math.round(busy * 100)}% of its deadline (a deadline is the gate's own past 50% and 10 s busy, unless tuned)`,
      );
    const { message, operation, apiFailure, shown } = errorMessage(
      error,
      host,
      config && { busy, timeoutSeconds: config.timeoutSeconds, minBusyMs: parseTuning(process.env).ownWorkMinMs ?? OWN_WORK_MIN_MS },
    );
    outcome = {
      message,
      apiFailure,
      ...(shown ? { shown } : {}),
      ...(operation ? { operation } : {}),
      ...(config ? { config } : {}),
      ...(deploymentId ? { deploymentId } : {}),
    };
  }
  const facts = { elapsedMs: Math.round(performance.now() - started), requests: known.client?.stats().requests ?? 0 };
  // Nothing more is asked of the API: what is still out (a lookup no one awaits any more) is ended, and its
  // sockets close while the verdict is written, not in front of it (attack16 R2: held until the deadline).
  known.client?.cancel({ spared: true });
  const closing = known.client?.close().catch(() => undefined);
  try {
    if ('verdict' in outcome) await finishVerdict(host, sinks, outcome, facts, final);
    else await finishError(host, shownBy, inputs, outcome, facts, final);
  } finally {
    await closing;
  }
  // A publication left running (past its time) must not hold the job open: the run has ended.
  if (final.left) hardExit();
}

/** The run's settings, their notes logged; a sink that names every finding (the code quality report) has the list read whole. */
async function settings(host: Host, inputs: Record<string, string>, sinks: readonly Sink[], now: Date): Promise<Config> {
  const { config, notes } = await loadConfig(inputs, process.env, now, host.context, runStartedAt);
  for (const { level, text } of notes) (level === 'warning' ? host.warning : host.info)(logLine(text));
  await refuseSharedFiles(config, sinks);
  const every = sinks.map((sink) => sink.everyFindingFor?.(config)).find((why) => why !== undefined);
  return every === undefined ? config : { ...config, nameEveryFindingFor: every };
}

/** Parses the config, fetches and decides; `known` collects what an error report can still say. */
async function decide(
  host: Host,
  inputs: Record<string, string>,
  known: { config?: Config; client?: ApiClient; deploymentId?: string },
  sinks: readonly Sink[],
  final: Final,
): Promise<Decided> {
  const now = new Date();
  const config = await settings(host, inputs, sinks, now);
  known.config = config;
  armWatchdog(host, config, sinks, final);
  // The exceptions file is read before any request: an entry that cannot be read fails the run, never applies.
  const exceptionsFile = await readExceptions(config, now);
  // Matching looks at the run's deadline as it goes: synchronous work, which no timer can interrupt.
  const deadline = { at: runStartedAt + config.timeoutSeconds * 1000, seconds: config.timeoutSeconds, clock: Date.now };
  const exceptions = exceptionsFile === undefined ? undefined : new ExceptionMatcher(exceptionsFile, now.getTime(), deadline);
  sayExceptions(host, config, exceptionsFile);
  const partialLists: PartialList[] = [];
  const tuning = parseTuning(process.env);
  const api = createApiClient({
    baseUrl: config.baseUrl,
    token: config.apiToken,
    deadlineMs: config.timeoutSeconds * 1000,
    ...transportTuning(tuning),
    onWarning: (message, operation) => {
      partialLists.push({ operation, message });
      host.warning(logLine(message));
    },
  });
  known.client = api;
  final.requests = () => api.stats().requests;
  const deployment = await phase(host, 'Resolving the deployment', async () => {
    const found = await resolveDeployment(api, config);
    host.info(logLine(`deployment ${found.id}${found.name ? ` (${found.name})` : ''}`));
    return found;
  });
  known.deploymentId = deployment.id;
  // A local file: read while the API answers, and never an error (a baseline not used is a warning).
  // The reader is loaded only by a run that has a baseline.
  const baselineFile = config.baselineFile;
  const baseline: Promise<LoadedBaseline> | undefined =
    baselineFile === undefined
      ? undefined
      : import('./report-file/read.ts').then(({ readRunBaseline }) => readRunBaseline(baselineFile, config.requestCheckout));
  const projects = new ProjectBudget(); // the projects list's and the report's projects, kept together (attack18 M3)
  const scope = scopeLookup(api, config, deployment.id, projects);
  const waited = config.waitForScan === undefined ? undefined : await waitPhase(host, api, config, deployment.id, scope(), tuning);
  const say = (line: string) => host.info(logLine(line));
  const collected = await phase(host, fetchingTitle(config), () =>
    collectGateData(api, config, deployment, scope, baseline, exceptions, say, projects, host.streamMask, final),
  );
  const data = waited === undefined ? collected : { ...collected, waited };
  const unjudgeable = notJudgeable(config, data, new Date());
  if (unjudgeable !== undefined) throw unjudgeable;
  const loaded = await baseline;
  const verdict = evaluate(config, data, loaded);
  refuseUnprovenPass(config, verdict, data, partialLists, loaded);
  await discardPartialInventory(data, partialLists);
  return { config, data, verdict };
}

/** The log's line of the exceptions read, or of the default file not there (trial6 C2: a file kept elsewhere, or no checkout, is noticed). */
function sayExceptions(host: Host, config: Config, file: { entries: readonly unknown[]; path: string } | undefined): void {
  if (file !== undefined) host.info(logLine(`exceptions: ${file.entries.length} entries read from ${file.path}`));
  else host.info(logLine(`exceptions: none applied (no file at ${config.exceptionsFile.path}, the default exceptions-file)`));
}

/**
 * The scope's lookup (resolveScope), started once, when first asked for: before the wait for a scan, which
 * needs it, else by collectGateData after the secrets' first request (a server that works in arrival order
 * starts on the longest chain first).
 */
function scopeLookup(api: ApiClient, config: Config, deploymentId: string, projects: ProjectBudget): () => Promise<ResolvedScope> {
  let lookup: Promise<ResolvedScope> | undefined;
  return () => {
    if (lookup === undefined) {
      lookup = resolveScope(lookupClient(api, config), config, deploymentId, projects);
      lookup.catch(() => undefined); // observed here; its error surfaces where it is awaited
    }
    return lookup;
  };
}

/**
 * A pass the lists could not prove (a partial list, a policy list not read, "new" by ids without the list) is
 * an API error, never a pass; "new" by ids with the list turned off is the settings' error.
 */
function refuseUnprovenPass(
  config: Config,
  verdict: Verdict,
  data: GateData,
  partialLists: readonly PartialList[],
  loaded: LoadedBaseline | undefined,
): void {
  const partial = unprovenPass(config, verdict, partialLists);
  if (partial) {
    throw new ApiError({
      operation: partial.operation,
      kind: 'pagination',
      message: `${partial.message}; the gate does not pass on a partial list`,
    });
  }
  const foreign = foreignSecretsPass(config, verdict, data);
  if (foreign !== undefined)
    throw new ApiError({
      operation: 'secrets',
      kind: 'pagination',
      message: `${foreign}; the gate does not pass on secrets it cannot place`,
    });
  // A walk of a policy list that failed: its own error where the run would pass; a FAIL stands on what the others showed.
  const failed = policyWalkError(verdict, data.policy);
  if (failed !== undefined) throw failed;
  // A list that is not there, where the policy or "new" by ids needed it: the same error, naming what needed it;
  // a list turned off where "new" by ids needed it: the settings' error, never softened.
  const unlisted = unlistedNewPass(config, verdict, data, loaded);
  if (unlisted?.cause === 'settings') throw new ConfigError('list-findings', unlisted.message);
  // An exceptions entry that could not be checked, where fail-on-unused-exceptions would fail an unused one.
  const unusedUnchecked = uncheckedUnusedPass(config, verdict, data);
  if (unusedUnchecked?.cause === 'settings') throw new ConfigError('fail-on-unused-exceptions', unusedUnchecked.message);
  const unproven = unprovenPolicyPass(verdict, data.policy) ?? unlisted?.message ?? unusedUnchecked?.message;
  if (unproven !== undefined) {
    throw new ApiError({
      operation: 'findings',
      kind: 'pagination',
      message: `${unproven}; the gate does not pass on a list it could not read`,
    });
  }
}

/** The transport's share of the tuning knobs. */
export function transportTuning(
  tuning: Tuning,
): Pick<Tuning, 'requestTimeoutMs' | 'retryMinDelayMs' | 'maxRetryAfterMs' | 'maxPages' | 'maxResponseBytes'> {
  const { scanPollMinMs: _min, scanPollMaxMs: _max, publishTimeoutMs: _publish, watchdogGraceMs: _grace, ...transport } = tuning;
  return transport;
}

/** wait-for-scan: polls the gated projects' scans until this commit's scan completed, within the run's deadline. */
async function waitPhase(
  host: Host,
  api: ApiClient,
  config: Config,
  deploymentId: string,
  scope: Promise<ResolvedScope>,
  tuning: Tuning,
): Promise<{ project: string; id: string; commit: string }[]> {
  const wanted = config.waitForScan;
  const commit = wanted === 'head' ? await host.headCommit() : (wanted?.commit ?? '');
  return phase(host, `Waiting for a completed scan of ${commit.slice(0, 7)}`, async () => {
    const found = await scope;
    const startedAt = Date.now();
    return waitForScan(api, deploymentId, waitedProjects(config, found), commit, {
      minIntervalMs: tuning.scanPollMinMs ?? 5_000,
      maxIntervalMs: Math.max(tuning.scanPollMinMs ?? 5_000, tuning.scanPollMaxMs ?? 30_000),
      startedAt,
      deadlineAt: runStartedAt + config.timeoutSeconds * 1000 - 1000,
      log: (line) => host.info(logLine(line)),
      products: config.findingTypes,
    });
  });
}

/**
 * The projects wait-for-scan waits for: the scope's; where the projects list was not there, also the ids
 * project-ids gives (their scans are asked by id), never none where the settings named some (attack17 W1).
 */
export function waitedProjects(config: Config, found: ResolvedScope): ScopedProject[] {
  if (found.source !== 'report') return found.projects;
  const known = new Set(found.projects.flatMap((project) => (project.id === undefined ? [] : [project.id])));
  const ids = config.projectIds.filter((id) => !known.has(id)).map((id) => ({ name: `project ${id}`, id }));
  return [...found.projects, ...ids];
}

/** The log group of the fetch phase, naming what it fetches. */
export function fetchingTitle(config: Config): string {
  const parts = ['the report', 'the confirmed-valid secrets'];
  if (config.failOnBlockedLicenses) parts.push('the blocked-license dependencies');
  if (config.dependencyInventory !== undefined) parts.push('the dependency inventory');
  return `Fetching ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
