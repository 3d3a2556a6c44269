// The imperative shell: read inputs, fetch, decide, show, exit. It only orchestrates: every rule is in
// config/, gate/ or the renderers, every output name in github/outputs.ts, and everything that differs
// between CI systems (the log, outputs, summary, annotations, exit status) behind the Host (host/).
import { type ApiClient, ApiError, createApiClient } from './api/index.ts';
import { collectGateData, discardPartialInventory, resolveDeployment, resolveScope, waitForScan } from './collect/index.ts';
import { readExceptions } from './config/exceptions.ts';
import { type Config, ConfigError, onApiErrorOf, parseTuning, type Tuning } from './config/index.ts';
import { loadConfig } from './config/load.ts';
import { evaluate } from './gate/evaluate.ts';
import { ExceptionMatcher } from './gate/exceptions.ts';
import { FreshnessError } from './gate/freshness.ts';
import { notJudgeable, type PartialList, unprovenPass } from './gate/judgeable.ts';
import { unprovenPolicyPass } from './gate/platform-policy.ts';
import type { GateData, LoadedBaseline, ResolvedScope, TrendData, Verdict } from './gate/types.ts';
import { OUTPUT, setErrorOutputs, setResult, setVerdictOutputs } from './github/outputs.ts';
import { publishError, publishVerdict } from './github/publish.ts';
import type { Host } from './host/types.ts';
import { InventoryError } from './inventory/error.ts';
import { logLine } from './render/escape.ts';
import { exceptionLogLines } from './render/exceptions.ts';
import { describeFilters } from './render/filters.ts';
import { baselineLogLines, dataWarnings, readingWarnings, verdictLogLines } from './render/log.ts';
import { scanLogLines } from './render/scans.ts';
import { failureHeadline, renderErrorSummary, renderSummary } from './render/summary.ts';
import type { ReportFile } from './report-file/format.ts';
import { errorReport, verdictReport } from './report-file/write.ts';

/** A run that reached a verdict. */
interface Decided {
  config: Config;
  data: GateData;
  verdict: Verdict;
}

/** A run that could not decide: the one-line message, and what is known of the run. */
interface Undecided {
  message: string;
  /** Whether on-api-error may soften it: only what the API did (unreachable, 5xx, malformed, out of time). */
  apiFailure: boolean;
  operation?: string;
  config?: Config;
  deploymentId?: string;
}

/** What a run did, for the summary footer and the report file. */
interface RunFacts {
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
function errorMessage(error: unknown, host: Host): { message: string; operation?: string; apiFailure: boolean } {
  // An ApiError of kind config is a setting the API refused to match (a deployment name): the user's to fix.
  if (error instanceof ApiError) return { message: error.message, operation: error.operation, apiFailure: error.kind !== 'config' };
  if (error instanceof ConfigError) return { message: host.inputWords(error.message), operation: 'configuration', apiFailure: false };
  if (error instanceof FreshnessError) return { message: error.message, operation: 'scan freshness', apiFailure: false };
  if (error instanceof InventoryError) return { message: error.message, operation: 'dependency inventory', apiFailure: false };
  const text = error instanceof Error ? error.message : String(error);
  return { message: `unexpected error: ${text}`, apiFailure: false };
}

/** When the run began (ms since the epoch): its deadline counts from here. */
const runStartedAt = Date.now();

/** The entry point of the action and of the CLI, in the CI `host` is: never throws, sets the exit status. */
export async function run(host: Host): Promise<void> {
  const started = performance.now();
  // Mask the tokens (every input named *-token) before anything else can print them.
  const inputs = host.inputs();
  const tokens = Object.entries(inputs).filter(([name]) => name.endsWith('-token') && name !== 'api-token');
  for (const token of [inputs['api-token'] ?? '', process.env.SEMGREP_APP_TOKEN ?? '', ...tokens.map(([, value]) => value)]) {
    if (token.trim() !== '') host.setSecret(token.trim());
  }
  const known: { config?: Config; client?: ApiClient; deploymentId?: string } = {};
  let outcome: Decided | Undecided;
  try {
    outcome = await decide(host, inputs, known);
  } catch (error) {
    const { message, operation, apiFailure } = errorMessage(error, host);
    const { config, deploymentId } = known;
    outcome = {
      message,
      apiFailure,
      ...(operation ? { operation } : {}),
      ...(config ? { config } : {}),
      ...(deploymentId ? { deploymentId } : {}),
    };
  }
  const facts = { elapsedMs: Math.round(performance.now() - started), requests: known.client?.stats().requests ?? 0 };
  // Nothing more is asked of the API: its sockets close while the verdict is written, not in front of it.
  const closing = known.client?.close().catch(() => undefined);
  try {
    if ('verdict' in outcome) await finishVerdict(host, outcome, facts);
    else await finishError(host, inputs, outcome, facts);
  } finally {
    await closing;
  }
}

/** Parses the config, fetches and decides; `known` collects what an error report can still say. */
async function decide(
  host: Host,
  inputs: Record<string, string>,
  known: { config?: Config; client?: ApiClient; deploymentId?: string },
): Promise<Decided> {
  const now = new Date();
  const { config: parsed, notes } = await loadConfig(inputs, process.env, now, host.context, runStartedAt);
  for (const { level, text } of notes) (level === 'warning' ? host.warning : host.info)(logLine(text));
  const every = host.nameEveryFindingFor(parsed);
  const config = every === undefined ? parsed : { ...parsed, nameEveryFindingFor: every };
  known.config = config;
  armWatchdog(host, config);
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
  const partial = unprovenPass(config, verdict, partialLists);
  if (partial) {
    throw new ApiError({
      operation: partial.operation,
      kind: 'pagination',
      message: `${partial.message}; the gate does not pass on a partial list`,
    });
  }
  const unproven = unprovenPolicyPass(verdict, data.policy);
  if (unproven !== undefined) {
    throw new ApiError({
      operation: 'findings',
      kind: 'pagination',
      message: `${unproven}; the gate does not pass on a list it could not read`,
    });
  }
  await discardPartialInventory(data, partialLists);
  return { config, data, verdict };
}

/** The transport's share of the tuning knobs. */
function transportTuning(
  tuning: Tuning,
): Pick<Tuning, 'requestTimeoutMs' | 'retryMinDelayMs' | 'maxRetryAfterMs' | 'maxPages' | 'maxResponseBytes'> {
  const { scanPollMinMs: _min, scanPollMaxMs: _max, ...transport } = tuning;
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
function fetchingTitle(config: Config): string {
  const parts = ['the report', 'the confirmed-valid secrets'];
  if (config.failOnBlockedLicenses) parts.push('the blocked-license dependencies');
  if (config.dependencyInventory !== undefined) parts.push('the dependency inventory');
  return `Fetching ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Ends a run that hangs past its deadline: a gate must never hang the job. */
function armWatchdog(host: Host, config: Config): void {
  const timer = setTimeout(
    () => {
      const message = `the run's deadline of ${config.timeoutSeconds} s was reached`;
      setResult('error', host.setOutput);
      const soften = config.onApiError === 'warn';
      host.end({ kind: 'error', message, soften });
      process.exit(soften ? 0 : host.errorExitCode);
    },
    config.timeoutSeconds * 1000 + 5000,
  );
  timer.unref();
}

/** The error path: outputs, the report file, the summary, the PR comment, and the exit status per on-api-error. */
async function finishError(host: Host, inputs: Record<string, string>, outcome: Undecided, facts: RunFacts): Promise<void> {
  const { message, operation, deploymentId } = outcome;
  // on-api-error softens only what the API did: a configuration or freshness error always fails the job.
  const onApiError = outcome.apiFailure ? (outcome.config?.onApiError ?? onApiErrorOf(inputs)) : 'fail';
  setErrorOutputs(deploymentId, host.setOutput);
  const known = { ...(operation ? { operation } : {}), ...(deploymentId ? { deploymentId } : {}) };
  await writeReport(host, errorReport({ message, ...known, generatedAt: new Date().toISOString(), ...facts }));
  await host.writeSummary(renderErrorSummary({ message, onApiError, apiFailure: outcome.apiFailure, ...facts, ...known }));
  if (outcome.config)
    await publishError(outcome.config, { message, ...(operation ? { operation } : {}), ...runUrl(host) }, facts.elapsedMs, host);
  await host.publish({ error: { message, ...(operation ? { operation } : {}) } });
  setResult('error', host.setOutput);
  const soften = onApiError === 'warn';
  host.end({
    kind: 'error',
    soften,
    message: soften
      ? logLine(`findings-gate could not decide (on-api-error: warn, the job goes on): ${message}`, 1000)
      : logLine(`findings-gate could not decide: ${message}`, 1000),
  });
}

/** The verdict path: log, outputs, the report file, the summary, annotations, SARIF, the PR comment, the exit status. */
async function finishVerdict(host: Host, { config, data, verdict }: Decided, facts: RunFacts): Promise<void> {
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
  if (data.inventory) host.info(logLine(`dependency inventory: ${data.inventory.count} dependencies written to ${data.inventory.path}`));
  const filters = describeFilters(config);
  // The report file's writes go on while the summary is rendered (writeReport never throws).
  const reportWritten = writeReport(host, verdictReport(config, data, verdict, { ...facts, filters }));
  if (data.trend !== undefined) await writeTrend(host, data.trend);
  const shown = { config, data, verdict, ...facts, filters, ...runUrl(host) };
  await host.writeSummary(renderSummary(shown));
  await reportWritten;
  // Annotations, the SARIF file, the PR comment and the CI's own reports: before the exit status, and never changing it.
  await publishVerdict(shown, host);
  await host.publish({ shown });
  setResult(verdict.result, host.setOutput);
  if (verdict.result === 'pass') host.end({ kind: 'pass' });
  else {
    const headline = `${failureHeadline(verdict)} (${host.context.ci === 'github' ? 'see the job summary for details' : 'details above'})`;
    const enforce = config.mode === 'enforce';
    host.end({ kind: 'findings', enforce, message: enforce ? headline : `${headline}; mode is warn, so the job is not failed` });
  }
}

/** The link to this run, when the CI gives one. */
function runUrl(host: Host): { runUrl?: string } {
  return host.context.runUrl ? { runUrl: host.context.runUrl } : {};
}

/** Writes the report file where the host keeps it; a failed write is a warning and sets no output. */
async function writeReport(host: Host, report: ReportFile): Promise<void> {
  const path = host.filePath('report');
  try {
    // Compact: at 50,000 secrets an indented file is 9 MB built as one string.
    await host.writeFile(path, { json: report });
    host.setOutput(OUTPUT.reportFile, path);
  } catch (error) {
    host.warning(logLine(`could not write the report file ${path}: ${(error as Error).message}`));
  }
}

/** Writes the trend's series as JSON beside the report file (output `trend-json`), for charts made elsewhere; a failed write is a warning. */
async function writeTrend(host: Host, trend: TrendData): Promise<void> {
  const path = host.filePath('trend');
  try {
    await host.writeFile(path, { json: trend, indent: 2 });
    host.setOutput(OUTPUT.trendJson, path);
  } catch (error) {
    host.warning(logLine(`could not write the trend file ${path}: ${(error as Error).message}`));
  }
}
