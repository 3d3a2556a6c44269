// The imperative shell: read inputs, fetch, decide, show, exit. It only orchestrates: every rule is in
// config/, gate/ or the renderers, every output name in github/outputs.ts.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { type ApiClient, ApiError, createApiClient } from './api/index.ts';
import { collectGateData, discardPartialInventory, resolveDeployment, resolveScope, waitForScan } from './collect/index.ts';
import { readExceptions } from './config/exceptions.ts';
import { type Config, ConfigError, INPUT_DEFAULTS, onApiErrorOf, parseConfig, parseTuning, type Tuning } from './config/index.ts';
import { evaluate } from './gate/evaluate.ts';
import { ExceptionMatcher } from './gate/exceptions.ts';
import { FreshnessError } from './gate/freshness.ts';
import { notJudgeable, type PartialList, unprovenPass } from './gate/judgeable.ts';
import type { GateData, LoadedBaseline, ResolvedScope, TrendData, Verdict } from './gate/types.ts';
import { headCommit } from './github/event.ts';
import { OUTPUT, setErrorOutputs, setOutput, setResult, setVerdictOutputs } from './github/outputs.ts';
import { publishError, publishVerdict } from './github/publish.ts';
import { InventoryError } from './inventory/error.ts';
import { logLine } from './render/escape.ts';
import { exceptionLogLines } from './render/exceptions.ts';
import { describeFilters } from './render/filters.ts';
import { baselineLogLines, dataWarnings, readingWarnings, verdictLogLines } from './render/log.ts';
import { scanLogLines } from './render/scans.ts';
import { failureHeadline, renderErrorSummary, renderSummary } from './render/summary.ts';
import type { ReportFile } from './report-file/format.ts';
import { errorReport, verdictReport, writeReportFile } from './report-file/write.ts';

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

/** Reads every input the action declares, as the runner passes them. */
function readInputs(): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const name of Object.keys(INPUT_DEFAULTS)) inputs[name] = core.getInput(name);
  return inputs;
}

/** Runs a phase inside a collapsed log group, with its timing. */
async function phase<T>(title: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  core.startGroup(title);
  try {
    return await work();
  } finally {
    core.info(`${title}: ${Math.round(performance.now() - started)} ms`);
    core.endGroup();
  }
}

/** The one-line message of anything thrown, without a stack trace. */
function errorMessage(error: unknown): { message: string; operation?: string; apiFailure: boolean } {
  // An ApiError of kind config is a setting the API refused to match (a deployment name): the user's to fix.
  if (error instanceof ApiError) return { message: error.message, operation: error.operation, apiFailure: error.kind !== 'config' };
  if (error instanceof ConfigError) return { message: error.message, operation: 'configuration', apiFailure: false };
  if (error instanceof FreshnessError) return { message: error.message, operation: 'scan freshness', apiFailure: false };
  if (error instanceof InventoryError) return { message: error.message, operation: 'dependency inventory', apiFailure: false };
  const text = error instanceof Error ? error.message : String(error);
  return { message: `unexpected error: ${text}`, apiFailure: false };
}

/** When the run began (ms since the epoch): its deadline counts from here. */
const runStartedAt = Date.now();

/** The action's entry point: never throws, sets the exit status. */
export async function run(): Promise<void> {
  const started = performance.now();
  // Mask the tokens before anything else can print them.
  for (const token of [core.getInput('api-token'), process.env.SEMGREP_APP_TOKEN ?? '', core.getInput('github-token')]) {
    if (token.trim() !== '') core.setSecret(token.trim());
  }
  const known: { config?: Config; client?: ApiClient; deploymentId?: string } = {};
  let outcome: Decided | Undecided;
  try {
    outcome = await decide(known);
  } catch (error) {
    const { message, operation, apiFailure } = errorMessage(error);
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
    if ('verdict' in outcome) await finishVerdict(outcome, facts);
    else await finishError(outcome, facts);
  } finally {
    await closing;
  }
}

/** Parses the config, fetches and decides; `known` collects what an error report can still say. */
async function decide(known: { config?: Config; client?: ApiClient; deploymentId?: string }): Promise<Decided> {
  const now = new Date();
  const config = parseConfig(readInputs(), process.env, now);
  known.config = config;
  armWatchdog(config);
  // The exceptions file is read before any request: an entry that cannot be read fails the run, never applies.
  const exceptionsFile = await readExceptions(config, now);
  const exceptions = exceptionsFile === undefined ? undefined : new ExceptionMatcher(exceptionsFile, now.getTime());
  if (exceptionsFile !== undefined)
    core.info(logLine(`exceptions: ${exceptionsFile.entries.length} entries read from ${exceptionsFile.path}`));
  const partialLists: PartialList[] = [];
  const tuning = parseTuning(process.env);
  const api = createApiClient({
    baseUrl: config.baseUrl,
    token: config.apiToken,
    deadlineMs: config.timeoutSeconds * 1000,
    ...transportTuning(tuning),
    onWarning: (message, operation) => {
      partialLists.push({ operation, message });
      core.warning(logLine(message));
    },
  });
  known.client = api;
  const deployment = await phase('Resolving the deployment', async () => {
    const found = await resolveDeployment(api, config);
    core.info(logLine(`deployment ${found.id}${found.name ? ` (${found.name})` : ''}`));
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
  const waited = config.waitForScan === undefined ? undefined : await waitPhase(api, config, deployment.id, scope, tuning);
  const collected = await phase(fetchingTitle(config), () => collectGateData(api, config, deployment, scope, baseline, exceptions));
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
  api: ApiClient,
  config: Config,
  deploymentId: string,
  scope: Promise<ResolvedScope>,
  tuning: Tuning,
): Promise<{ project: string; id: string; commit: string }[]> {
  const wanted = config.waitForScan;
  const commit = wanted === 'head' ? await headCommit() : (wanted?.commit ?? '');
  return phase(`Waiting for a completed scan of ${commit.slice(0, 7)}`, async () => {
    const found = await scope;
    const startedAt = Date.now();
    return waitForScan(api, deploymentId, found.projects, commit, {
      minIntervalMs: tuning.scanPollMinMs ?? 5_000,
      maxIntervalMs: Math.max(tuning.scanPollMinMs ?? 5_000, tuning.scanPollMaxMs ?? 30_000),
      startedAt,
      deadlineAt: runStartedAt + config.timeoutSeconds * 1000 - 1000,
      log: (line) => core.info(logLine(line)),
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
function armWatchdog(config: Config): void {
  const timer = setTimeout(
    () => {
      const message = `the run's deadline of ${config.timeoutSeconds} s was reached`;
      setResult('error');
      if (config.onApiError === 'warn') {
        core.warning(message);
        process.exit(0);
      }
      core.setFailed(message);
      process.exit(1);
    },
    config.timeoutSeconds * 1000 + 5000,
  );
  timer.unref();
}

/** The error path: outputs, the report file, the summary, the PR comment, and the exit status per on-api-error. */
async function finishError(outcome: Undecided, facts: RunFacts): Promise<void> {
  const { message, operation, deploymentId } = outcome;
  // on-api-error softens only what the API did: a configuration or freshness error always fails the job.
  const onApiError = outcome.apiFailure ? (outcome.config?.onApiError ?? onApiErrorOf(readInputs())) : 'fail';
  setErrorOutputs(deploymentId);
  const known = { ...(operation ? { operation } : {}), ...(deploymentId ? { deploymentId } : {}) };
  await writeReport(errorReport({ message, ...known, generatedAt: new Date().toISOString(), ...facts }));
  await writeSummary(renderErrorSummary({ message, onApiError, apiFailure: outcome.apiFailure, ...facts, ...known }));
  if (outcome.config) await publishError(outcome.config, { message, ...(operation ? { operation } : {}), ...runUrl() }, facts.elapsedMs);
  setResult('error');
  if (onApiError === 'warn')
    core.warning(logLine(`findings-gate could not decide (on-api-error: warn, the job goes on): ${message}`, 1000));
  else core.setFailed(logLine(`findings-gate could not decide: ${message}`, 1000));
}

/** The verdict path: log, outputs, the report file, the summary, annotations, SARIF, the PR comment, the exit status. */
async function finishVerdict({ config, data, verdict }: Decided, facts: RunFacts): Promise<void> {
  for (const line of verdictLogLines(verdict, data)) core.info(line);
  for (const line of scanLogLines(data, new Date(data.fetchedAt))) core.info(line);
  for (const warning of dataWarnings(data)) core.warning(warning);
  const baselineLines = baselineLogLines(verdict, config);
  for (const line of baselineLines) (verdict.baseline?.used === false ? core.warning : core.info)(line);
  for (const line of readingWarnings(verdict)) core.warning(line);
  for (const { level, text } of exceptionLogLines(verdict)) {
    if (level === 'warning') core.warning(text);
    else if (level === 'notice') core.notice(text);
    else core.info(text);
  }
  setVerdictOutputs(data, verdict, config);
  if (data.inventory) core.info(logLine(`dependency inventory: ${data.inventory.count} dependencies written to ${data.inventory.path}`));
  const filters = describeFilters(config);
  // The report file's writes go on while the summary is rendered (writeReport never throws).
  const reportWritten = writeReport(verdictReport(config, data, verdict, { ...facts, filters }));
  if (data.trend !== undefined) await writeTrend(data.trend);
  const shown = { config, data, verdict, ...facts, filters, ...runUrl() };
  await writeSummary(renderSummary(shown));
  await reportWritten;
  // Annotations, the SARIF file and the PR comment: before setFailed, and never changing the exit status.
  await publishVerdict(shown);
  setResult(verdict.result);
  if (verdict.result === 'fail') {
    const headline = `${failureHeadline(verdict)} (see the job summary for details)`;
    if (config.mode === 'enforce') core.setFailed(headline);
    else core.warning(`${headline}; mode is warn, so the job is not failed`);
  }
}

/** The link to this run, when running on GitHub. */
function runUrl(): { runUrl?: string } {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = process.env;
  return server && repo && id ? { runUrl: `${server}/${repo}/actions/runs/${id}` } : {};
}

/** Writes the report file into the runner's temp folder; a failed write is a warning and sets no output. */
async function writeReport(report: ReportFile): Promise<void> {
  const path = join(process.env.RUNNER_TEMP || tmpdir(), `findings-gate-${process.env.GITHUB_ACTION || 'report'}.json`);
  try {
    await writeReportFile(path, report);
    setOutput(OUTPUT.reportFile, path);
  } catch (error) {
    core.warning(logLine(`could not write the report file ${path}: ${(error as Error).message}`));
  }
}

/** Writes the trend's series as JSON beside the report file (output `trend-json`), for charts made elsewhere; a failed write is a warning. */
async function writeTrend(trend: TrendData): Promise<void> {
  const path = join(process.env.RUNNER_TEMP || tmpdir(), `findings-gate-trend-${process.env.GITHUB_ACTION || 'report'}.json`);
  try {
    await writeFile(path, `${JSON.stringify(trend, null, 2)}\n`);
    setOutput(OUTPUT.trendJson, path);
  } catch (error) {
    core.warning(logLine(`could not write the trend file ${path}: ${(error as Error).message}`));
  }
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (error) {
    core.warning(logLine(`could not write the job summary: ${(error as Error).message}`));
  }
}
