// The imperative shell: read inputs, fetch, decide, show, exit. Everything it calls is pure or I/O at one layer.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { type ApiClient, ApiError, type ApiOperation, createApiClient } from './api/index.ts';
import { readBaseline } from './baseline-file.ts';
import { collectGateData, resolveDeployment } from './collect.ts';
import { ConfigError, describeFilters, INPUT_DEFAULTS, parseConfig, parseTuning } from './config.ts';
import type { LoadedBaseline } from './gate/baseline.ts';
import { evaluate } from './gate/evaluate.ts';
import type { Config, GateData, Verdict } from './gate/types.ts';
import { publishError, publishVerdict } from './github/publish.ts';
import { InventoryError } from './inventory/writer.ts';
import { logLine } from './render/escape.ts';
import { baselineLogLines, unmatchedProjectWarnings, verdictLogLines } from './render/log.ts';
import { failureHeadline, renderErrorSummary, renderSummary } from './render/summary.ts';
import { errorReport, verdictReport } from './report-file.ts';

/** What the run ended with, for outputs, the report file and the exit status. */
type Outcome =
  | { kind: 'verdict'; config: Config; data: GateData; verdict: Verdict }
  | { kind: 'error'; message: string; operation?: string; config?: Config; deploymentId?: string };

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
function errorMessage(error: unknown): { message: string; operation?: string } {
  if (error instanceof ApiError) return { message: error.message, operation: error.operation };
  if (error instanceof ConfigError) return { message: error.message, operation: 'configuration' };
  if (error instanceof InventoryError) return { message: error.message, operation: 'dependency inventory' };
  const text = error instanceof Error ? error.message : String(error);
  return { message: `unexpected error: ${text}` };
}

/** The action's entry point: never throws, sets the exit status. */
export async function run(): Promise<void> {
  const started = performance.now();
  // Mask the token before anything else can print it.
  for (const token of [core.getInput('api-token'), process.env.SEMGREP_APP_TOKEN ?? '', core.getInput('github-token')]) {
    if (token.trim() !== '') core.setSecret(token.trim());
  }

  let config: Config | undefined;
  let client: ApiClient | undefined;
  let deploymentId: string | undefined;
  let outcome: Outcome;
  // Lists the client stopped reading early (a repeated cursor): their data is partial.
  const partialLists: { operation: ApiOperation; message: string }[] = [];
  try {
    config = parseConfig(readInputs(), process.env, new Date());
    const cfg = config;
    armWatchdog(cfg);
    client = createApiClient({
      baseUrl: cfg.baseUrl,
      token: cfg.apiToken,
      deadlineMs: cfg.timeoutSeconds * 1000,
      ...parseTuning(process.env),
      onWarning: (message, operation) => {
        partialLists.push({ operation, message });
        core.warning(logLine(message));
      },
    });
    const api = client;
    const deployment = await phase('Resolving the deployment', async () => {
      const found = await resolveDeployment(api, cfg);
      core.info(logLine(`deployment ${found.id}${found.name ? ` (${found.name})` : ''}`));
      return found;
    });
    deploymentId = deployment.id;
    // A local file: read while the API answers, and never an error (a baseline not used is a warning).
    const baseline: Promise<LoadedBaseline> | undefined = cfg.baselineFile === undefined ? undefined : readBaseline(cfg.baselineFile);
    const data = await phase(fetchingTitle(cfg), () => collectGateData(api, cfg, deployment));
    const verdict = evaluate(cfg, data, await baseline);
    // A partial list can prove a failure, never a pass: the unread pages may hold what fails the gate.
    const partial = partialLists.find(({ operation }) => decidesOn(cfg, operation));
    if (verdict.result === 'pass' && partial) {
      throw new ApiError({
        operation: partial.operation,
        kind: 'pagination',
        message: `${partial.message}; the gate does not pass on a partial list`,
      });
    }
    // An inventory is complete or absent: a walk that stopped early must not leave a file that looks whole.
    const partialDependencies = partialLists.find(({ operation }) => operation === 'dependencies');
    if (data.inventory && partialDependencies) {
      await rm(data.inventory.path, { force: true });
      throw new ApiError({
        operation: 'dependencies',
        kind: 'pagination',
        message: `${partialDependencies.message}; the dependency inventory would be incomplete, so it was removed`,
      });
    }
    outcome = { kind: 'verdict', config: cfg, data, verdict };
  } catch (error) {
    const { message, operation } = errorMessage(error);
    outcome = {
      kind: 'error',
      message,
      ...(operation ? { operation } : {}),
      ...(config ? { config } : {}),
      ...(deploymentId ? { deploymentId } : {}),
    };
  }
  const requests = client?.stats().requests ?? 0;
  await client?.close().catch(() => undefined);
  await finish(outcome, Math.round(performance.now() - started), requests);
}

/** The log group of the fetch phase, naming what it fetches. */
function fetchingTitle(config: Config): string {
  const parts = ['the report', 'the confirmed-valid secrets'];
  if (config.failOnBlockedLicenses) parts.push('the blocked-license dependencies');
  if (config.dependencyInventory !== undefined) parts.push('the dependency inventory');
  return `Fetching ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Whether the data of an operation can turn a pass into a failure under this config. */
function decidesOn(config: Config, operation: ApiOperation): boolean {
  if (operation === 'secrets') return config.failOnValidSecrets;
  if (operation === 'dependencies') return config.failOnBlockedLicenses;
  return true;
}

/** Ends a run that hangs past its deadline: a gate must never hang the job. */
function armWatchdog(config: Config): void {
  const timer = setTimeout(
    () => {
      const message = `the run's deadline of ${config.timeoutSeconds} s was reached`;
      core.setOutput('result', 'error');
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

/** Writes outputs, the report file and the summary, and sets the exit status. */
async function finish(outcome: Outcome, elapsedMs: number, requests: number): Promise<void> {
  const reportFile = join(process.env.RUNNER_TEMP || tmpdir(), `findings-gate-${process.env.GITHUB_ACTION || 'report'}.json`);
  if (outcome.kind === 'error') {
    const onApiError = outcome.config?.onApiError ?? (core.getInput('on-api-error').trim().toLowerCase() === 'warn' ? 'warn' : 'fail');
    core.setOutput('result', 'error');
    if (outcome.deploymentId) core.setOutput('deployment-id', outcome.deploymentId);
    await writeReport(
      reportFile,
      errorReport({
        message: outcome.message,
        ...(outcome.operation ? { operation: outcome.operation } : {}),
        ...(outcome.deploymentId ? { deploymentId: outcome.deploymentId } : {}),
        generatedAt: new Date().toISOString(),
        elapsedMs,
        requests,
      }),
    );
    await writeSummary(
      renderErrorSummary({
        message: outcome.message,
        onApiError,
        elapsedMs,
        requests,
        ...(outcome.operation ? { operation: outcome.operation } : {}),
        ...(outcome.deploymentId ? { deploymentId: outcome.deploymentId } : {}),
      }),
    );
    if (outcome.config) {
      const shown = { message: outcome.message, ...(outcome.operation ? { operation: outcome.operation } : {}), ...runUrl() };
      await publishError(outcome.config, shown, elapsedMs);
    }
    if (onApiError === 'warn')
      core.warning(logLine(`findings-gate could not decide (on-api-error: warn, the job goes on): ${outcome.message}`, 1000));
    else core.setFailed(logLine(`findings-gate could not decide: ${outcome.message}`, 1000));
    return;
  }

  const { config, data, verdict } = outcome;
  const { totals } = verdict;
  for (const line of verdictLogLines(verdict, data)) core.info(line);
  for (const warning of unmatchedProjectWarnings(data)) core.warning(warning);
  const { baseline } = verdict;
  const baselineLines = baselineLogLines(verdict, config);
  if (baseline?.used === false) for (const line of baselineLines) core.warning(line);
  else for (const line of baselineLines) core.info(line);
  core.setOutput('result', verdict.result);
  core.setOutput('total', totals.total);
  for (const severity of ['critical', 'high', 'medium', 'low'] as const) core.setOutput(severity, totals.bySeverity[severity]);
  for (const product of ['code', 'sca', 'secrets'] as const) core.setOutput(product, totals.byProduct[product]);
  core.setOutput('valid-secrets', data.validSecrets.length);
  core.setOutput('deployment-id', data.deploymentId);
  core.setOutput('blocked-dependencies', data.blockedDependencyCount ?? 0);
  if (data.inventory) {
    core.setOutput('dependency-inventory', data.inventory.path);
    core.setOutput('dependencies', data.inventory.count);
    core.info(logLine(`dependency inventory: ${data.inventory.count} dependencies written to ${data.inventory.path}`));
  }
  if (baseline?.used) {
    const { increase, ageHours } = baseline.comparison;
    core.setOutput('new-total', increase.total);
    core.setOutput('new-critical', increase.bySeverity.critical);
    core.setOutput('new-high', increase.bySeverity.high);
    core.setOutput('new-medium', increase.bySeverity.medium);
    core.setOutput('new-low', increase.bySeverity.low);
    core.setOutput('baseline-age-hours', ageHours);
  }
  const filters = describeFilters(config);
  await writeReport(reportFile, verdictReport(config, data, verdict, { elapsedMs, requests, filters }));
  const shown = { config, data, verdict, elapsedMs, requests, filters, ...runUrl() };
  await writeSummary(renderSummary(shown));
  // Annotations, the SARIF file and the PR comment: before setFailed, and never changing the exit status.
  await publishVerdict(shown);

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

async function writeReport(path: string, report: Record<string, unknown>): Promise<void> {
  try {
    await mkdir(join(path, '..'), { recursive: true });
    // Compact: at 50,000 secrets an indented file is 9 MB built as one string.
    await writeFile(path, `${JSON.stringify(report)}\n`);
    core.setOutput('report-file', path);
  } catch (error) {
    core.warning(logLine(`could not write the report file ${path}: ${(error as Error).message}`));
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
