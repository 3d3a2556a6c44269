// The imperative shell: read inputs, fetch, decide, show, exit. It only orchestrates: every rule is in
// config/, gate/ or the renderers, every output name in github/outputs.ts, what every CI has (the log,
// outputs, exit status) behind the Host, and what each CI shows in its sinks (host/sinks.ts), run in a
// loop once the verdict is final, each bounded from its own start.
import { type ApiClient, ApiError, createApiClient } from './api/index.ts';
import { collectGateData, discardPartialInventory, resolveDeployment, resolveScope, waitForScan } from './collect/index.ts';
import { readExceptions } from './config/exceptions.ts';
import { type Config, ConfigError, onApiErrorOf, parseTuning, type Tuning } from './config/index.ts';
import { loadConfig } from './config/load.ts';
import { evaluate } from './gate/evaluate.ts';
import { ExceptionMatcher } from './gate/exceptions.ts';
import { FreshnessError } from './gate/freshness.ts';
import { notJudgeable, type PartialList, unprovenPass } from './gate/judgeable.ts';
import { policyWalkError, ShownFailure, unprovenPolicyPass } from './gate/platform-policy.ts';
import type { GateData, LoadedBaseline, ResolvedScope, Verdict } from './gate/types.ts';
import { setErrorOutputs, setResult, setShownResult, setVerdictOutputs } from './github/outputs.ts';
import { hardExit } from './host/exit.ts';
import { pickSinks } from './host/sinks.ts';
import type { Ending, ErrorRun, Host, Sink, SinkSettings } from './host/types.ts';
import { InventoryError } from './inventory/error.ts';
import { logLine } from './render/escape.ts';
import { exceptionLogLines } from './render/exceptions.ts';
import { describeFilters } from './render/filters.ts';
import { baselineLogLines, dataWarnings, readingWarnings, verdictLogLines } from './render/log.ts';
import { scanLogLines } from './render/scans.ts';
import { failureHeadline } from './render/summary.ts';
import { shownHeadline } from './render/text.ts';

/** A run that reached a verdict. */
export interface Decided {
  config: Config;
  data: GateData;
  verdict: Verdict;
}

/** A run that could not decide: the one-line message, and what is known of the run. */
export interface Undecided {
  message: string;
  /** Whether on-api-error may soften it: only what the API did (unreachable, 5xx, malformed, out of time). */
  apiFailure: boolean;
  operation?: string;
  config?: Config;
  deploymentId?: string;
  /** What the policy's walks showed that fails the run, where another request failed: the run's verdict is a FAIL. */
  shown?: ShownFailure;
}

/** What a run did, for the summary footer and the report file. */
export interface RunFacts {
  elapsedMs: number;
  requests: number;
}

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
): { message: string; operation?: string; apiFailure: boolean; shown?: ShownFailure } {
  // An ApiError of kind config is a setting the API refused to match (a deployment name): the user's to fix;
  // of kind bound, a bound of the gate's own: the same every run, not what the API did.
  if (error instanceof ApiError)
    return { message: error.message, operation: error.operation, apiFailure: error.kind !== 'config' && error.kind !== 'bound' };
  // What the policy's walks showed fails the run: on-api-error softens what the API did, never what it showed.
  if (error instanceof ShownFailure) return { message: error.message, operation: error.operation, apiFailure: false, shown: error };
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
    if (token.trim() !== '') host.setSecret(token.trim());
  }
  const known: { config?: Config; client?: ApiClient; deploymentId?: string } = {};
  const sinks = pickSinks(host, settings);
  const final: Final = {};
  let outcome: Decided | Undecided;
  try {
    outcome = await decide(host, inputs, known, sinks, final);
  } catch (error) {
    const { message, operation, apiFailure, shown } = errorMessage(error, host);
    const { config, deploymentId } = known;
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
  // Nothing more is asked of the API: its sockets close while the verdict is written, not in front of it.
  const closing = known.client?.close().catch(() => undefined);
  try {
    if ('verdict' in outcome) await finishVerdict(host, sinks, outcome, facts, final);
    else await finishError(host, sinks, inputs, outcome, facts, final);
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
  const exceptions = exceptionsFile === undefined ? undefined : new ExceptionMatcher(exceptionsFile, now.getTime());
  if (exceptionsFile !== undefined)
    host.info(logLine(`exceptions: ${exceptionsFile.entries.length} entries read from ${exceptionsFile.path}`));
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
    baselineFile === undefined ? undefined : import('./report-file/read.ts').then(({ readBaseline }) => readBaseline(baselineFile));
  const scope = resolveScope(api, config, deployment.id);
  scope.catch(() => undefined); // observed here; its error surfaces where it is awaited
  const waited = config.waitForScan === undefined ? undefined : await waitPhase(host, api, config, deployment.id, scope, tuning);
  const collected = await phase(host, fetchingTitle(config), () => collectGateData(api, config, deployment, scope, baseline, exceptions));
  const data = waited === undefined ? collected : { ...collected, waited };
  const unjudgeable = notJudgeable(config, data, new Date());
  if (unjudgeable !== undefined) throw unjudgeable;
  const verdict = evaluate(config, data, await baseline);
  refuseUnprovenPass(config, verdict, data, partialLists);
  await discardPartialInventory(data, partialLists);
  return { config, data, verdict };
}

/** A pass the lists could not prove (a partial list, a policy list not read) is an API error, never a pass. */
function refuseUnprovenPass(config: Config, verdict: Verdict, data: GateData, partialLists: readonly PartialList[]): void {
  const partial = unprovenPass(config, verdict, partialLists);
  if (partial) {
    throw new ApiError({
      operation: partial.operation,
      kind: 'pagination',
      message: `${partial.message}; the gate does not pass on a partial list`,
    });
  }
  // A walk of a policy list that failed: its own error where the run would pass; a FAIL stands on what the others showed.
  const failed = policyWalkError(verdict, data.policy);
  if (failed !== undefined) throw failed;
  const unproven = unprovenPolicyPass(verdict, data.policy);
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
    return waitForScan(api, deploymentId, found.projects, commit, {
      minIntervalMs: tuning.scanPollMinMs ?? 5_000,
      maxIntervalMs: Math.max(tuning.scanPollMinMs ?? 5_000, tuning.scanPollMaxMs ?? 30_000),
      startedAt,
      deadlineAt: runStartedAt + config.timeoutSeconds * 1000 - 1000,
      log: (line) => host.info(logLine(line)),
    });
  });
}

/** The log group of the fetch phase, naming what it fetches. */
export function fetchingTitle(config: Config): string {
  const parts = ['the report', 'the confirmed-valid secrets'];
  if (config.failOnBlockedLicenses) parts.push('the blocked-license dependencies');
  if (config.dependencyInventory !== undefined) parts.push('the dependency inventory');
  return `Fetching ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The longest a publication may take, from its own start, unless tuned. */
const PUBLISH_TIMEOUT_MS = 30_000;

/**
 * How a run ends once its verdict is decided: final. The watchdog ends the run with it (a publication
 * still running is left, with a warning), and nothing after it can change it. `ended`: the sinks'
 * endings and the host's end ran; `left`: a publication was left running past its time.
 */
export interface Final {
  ending?: Ending;
  ended?: boolean;
  left?: boolean;
}

/** How long past the run's deadline the watchdog waits, unless tuned: the requests end at the deadline themselves. */
const WATCHDOG_GRACE_MS = 5000;

/** The time each sink's ending has when the watchdog ends the run (the outputs file, Azure's variables). */
const WATCHDOG_ENDING_MS = 1000;

/** Ends a run that hangs past its deadline: a gate must never hang the job, and never softens a verdict it decided. */
function armWatchdog(host: Host, config: Config, sinks: readonly Sink[], final: Final): void {
  const timer = setTimeout(
    () => {
      if (final.ended) hardExit();
      const message = `the run's deadline of ${config.timeoutSeconds} s was reached`;
      if (final.ending !== undefined) {
        host.warning(`${message} while the verdict was being published: what was not written is left out. The verdict stands.`);
        void endOnce(host, sinks, final.ending, WATCHDOG_ENDING_MS, final).finally(() => hardExit());
        return;
      }
      setResult('error', host.setOutput);
      const soften = config.onApiError === 'warn';
      void endOnce(host, sinks, { kind: 'error', message, soften }, WATCHDOG_ENDING_MS, final).finally(() =>
        hardExit(soften ? 0 : host.errorExitCode),
      );
    },
    config.timeoutSeconds * 1000 + (parseTuning(process.env).watchdogGraceMs ?? WATCHDOG_GRACE_MS),
  );
  timer.unref();
}

/** Ends the run once: each sink's ending (every output is set by now), bounded, then the host's end of the decided verdict, or of the error. */
async function endOnce(host: Host, sinks: readonly Sink[], ending: Ending, timeoutMs: number, final: Final): Promise<void> {
  if (final.ended) return;
  final.ended = true;
  for (const sink of sinks) {
    const end = sink.ending?.bind(sink);
    if (end !== undefined) await bounded(host, sink.name, timeoutMs, () => end({ host, timeoutMs }), final);
  }
  host.end(ending);
}

/**
 * Runs one publication after the decision, bounded from its own start: past `timeoutMs` (and a second
 * for it to say why itself) it is left running, with a warning; its failure is a warning too. Neither
 * can change the verdict, the result or the exit status.
 */
export async function bounded(host: Host, what: string, timeoutMs: number, work: () => Promise<void>, final: Final): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => {
    timer = setTimeout(() => done('late'), timeoutMs + 1000);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([work().then(() => 'done' as const), late]);
    if (outcome === 'late') {
      final.left = true;
      host.warning(logLine(`findings-gate did not finish ${what} within ${timeoutMs / 1000} s: it is left out. The verdict stands.`));
    }
  } catch (error) {
    host.warning(logLine(`findings-gate could not write ${what}: ${(error as Error).message}. The verdict stands.`));
  } finally {
    clearTimeout(timer);
  }
}

/** The error path: outputs, the exit status per on-api-error, and each sink's rendering of the error. */
export async function finishError(
  host: Host,
  sinks: readonly Sink[],
  inputs: Record<string, string>,
  outcome: Undecided,
  facts: RunFacts,
  final: Final,
): Promise<void> {
  const { message, operation, deploymentId, config, shown } = outcome;
  // on-api-error softens only what the API did: a configuration or freshness error always fails the job.
  const onApiError = outcome.apiFailure ? (config?.onApiError ?? onApiErrorOf(inputs)) : 'fail';
  setErrorOutputs(deploymentId, host.setOutput);
  if (shown === undefined) setResult('error', host.setOutput);
  else setShownResult(shown, host.setOutput);
  final.ending = errorEnding(message, onApiError === 'warn', shown, config);
  const error: ErrorRun = {
    message,
    ...(shown ? { shown: { reasons: shown.reasons, failure: shown.failure } } : {}),
    ...(operation ? { operation } : {}),
    ...(deploymentId ? { deploymentId } : {}),
    onApiError,
    apiFailure: outcome.apiFailure,
    ...facts,
    ...runUrl(host),
    ...(config ? { config } : {}),
  };
  const timeoutMs = publishTimeout();
  for (const sink of sinks) {
    const show = sink.error?.bind(sink);
    if (show !== undefined) await bounded(host, sink.name, timeoutMs, () => show(error, { host, timeoutMs }), final);
  }
  await endOnce(host, sinks, final.ending, timeoutMs, final);
}

/**
 * How an undecided run ends: as its error (softened under on-api-error: warn), or, where the policy's walks
 * showed what fails the run, as that failure (gate/platform-policy.ts ShownFailure): a FAIL that mode warn
 * alone keeps from failing the job, as it does any failing verdict.
 */
function errorEnding(message: string, soften: boolean, shown: ShownFailure | undefined, config: Config | undefined): Ending {
  if (shown !== undefined) return { kind: 'findings', headline: shownHeadline(shown), enforce: config?.mode !== 'warn' };
  return {
    kind: 'error',
    soften,
    message: soften
      ? logLine(`findings-gate could not decide (on-api-error: warn, the job goes on): ${message}`, 1000)
      : logLine(`findings-gate could not decide: ${message}`, 1000),
  };
}

/** The verdict path: log, outputs, the exit status, and each sink's rendering of the verdict. */
export async function finishVerdict(
  host: Host,
  sinks: readonly Sink[],
  { config, data, verdict }: Decided,
  facts: RunFacts,
  final: Final,
): Promise<void> {
  for (const line of verdictLogLines(verdict, data)) host.info(line);
  for (const line of scanLogLines(data, new Date(data.fetchedAt))) host.info(line);
  for (const warning of dataWarnings(data)) host.warning(warning);
  const baselineLines = baselineLogLines(verdict, config);
  for (const line of baselineLines) (verdict.baseline?.used === false ? host.warning : host.info)(line);
  for (const line of readingWarnings(verdict)) host.warning(line);
  for (const { level, text } of exceptionLogLines(verdict)) {
    if (level === 'warning') host.warning(text);
    else if (level === 'notice') host.notice(text);
    else host.info(text);
  }
  setVerdictOutputs(data, verdict, config, host.setOutput);
  // The verdict is final from here: what follows can only add a warning.
  setResult(verdict.result, host.setOutput);
  final.ending =
    verdict.result === 'pass'
      ? { kind: 'pass' }
      : { kind: 'findings', headline: failureHeadline(verdict), enforce: config.mode === 'enforce' };
  if (data.inventory) host.info(logLine(`dependency inventory: ${data.inventory.count} dependencies written to ${data.inventory.path}`));
  const shown = { config, data, verdict, ...facts, filters: describeFilters(config), ...runUrl(host) };
  const timeoutMs = publishTimeout();
  for (const sink of sinks) {
    const show = sink.verdict?.bind(sink);
    if (show !== undefined) await bounded(host, sink.name, timeoutMs, () => show(shown, { host, timeoutMs }), final);
  }
  await endOnce(host, sinks, final.ending, timeoutMs, final);
}

/** The time each publication may take, from its own start. */
function publishTimeout(): number {
  return parseTuning(process.env).publishTimeoutMs ?? PUBLISH_TIMEOUT_MS;
}

/** The link to this run, when the CI gives one. */
function runUrl(host: Host): { runUrl?: string } {
  return host.context.runUrl ? { runUrl: host.context.runUrl } : {};
}
