// The run (src/main.ts): its pure parts on plain values (the one-line message of what was thrown, the
// fetch phase's title, the transport's tuning), and whole runs on a real text host against the sandbox on
// a loopback port: what a user sees is the exit status, `result` and the log. How a run ends through its
// sinks is test/finish.test.ts.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/index.ts';
import { ConfigError } from '../src/config/index.ts';
import { ExceptionsDeadlineError } from '../src/gate/exceptions.ts';
import { FreshnessError } from '../src/gate/freshness.ts';
import type { CliFiles } from '../src/host/types.ts';
import { InventoryError } from '../src/inventory/error.ts';
import { errorMessage, fetchingTitle, run, transportTuning } from '../src/main.ts';
import { datasetOf } from './sandbox/data.ts';
import { type Sandbox, startSandbox } from './sandbox/server.ts';
import { configOf } from './support/fixtures.ts';
import { hostOf, keepRunState, TOKEN } from './support/jenkins-host.ts';
import { temporaryFolder } from './support/temporary.ts';

keepRunState();

describe('errorMessage', () => {
  const { host } = hostOf();

  it("keeps an API error's message and operation, and lets on-api-error soften it unless the API refused a setting", () => {
    const down = new ApiError({ operation: 'report', kind: 'http', status: 503, message: 'report: HTTP 503: unavailable' });
    expect(errorMessage(down, host)).toEqual({ message: 'report: HTTP 503: unavailable', operation: 'report', apiFailure: true });
    const refused = new ApiError({ operation: 'deployments', kind: 'config', message: 'deployments: no deployment named "x"' });
    expect(errorMessage(refused, host)).toEqual({
      message: 'deployments: no deployment named "x"',
      operation: 'deployments',
      apiFailure: false,
    });
  });

  it("makes a deadline the gate's own work used its own error, never softened; a deadline the run waited for stays the API's", () => {
    const deadline = new ApiError({
      operation: 'findings',
      kind: 'deadline',
      reason: "the run's deadline of 2 s was reached; raise timeout-seconds",
    });
    expect(errorMessage(deadline, host, { busy: 0.5, timeoutSeconds: 2 })).toEqual({
      message: deadline.message,
      operation: 'findings',
      apiFailure: true,
    });
    const own = errorMessage(deadline, host, { busy: 0.93, timeoutSeconds: 2, minBusyMs: 1000 });
    expect(own.apiFailure).toBe(false);
    expect(own.operation).toBe('findings');
    expect(own.message).toMatch(
      /^findings: the run's deadline of 2 s was reached, and the gate's own work had kept its main thread busy for 93% of that time/,
    );
    // However busy, another error of the API stays the API's.
    const down = new ApiError({ operation: 'report', kind: 'http', status: 503, message: 'report: HTTP 503: unavailable' });
    expect(errorMessage(down, host, { busy: 0.99, timeoutSeconds: 2 }).apiFailure).toBe(true);
  });

  it("says a configuration error in the host's words, and never lets on-api-error soften the user's own errors", () => {
    expect(errorMessage(new ConfigError('mode', "Input 'mode' is wrong."), host)).toEqual({
      message: "in the command line's words: Input 'mode' is wrong.",
      operation: 'configuration',
      apiFailure: false,
    });
    expect(errorMessage(new FreshnessError('the last scan is 9 days old'), host)).toEqual({
      message: 'the last scan is 9 days old',
      operation: 'scan freshness',
      apiFailure: false,
    });
    // attack13 H2: the run's deadline passed while the gate matched the checkout's exceptions file: its own work.
    expect(errorMessage(new ExceptionsDeadlineError("the run's deadline of 9 s was reached"), host)).toEqual({
      message: "the run's deadline of 9 s was reached",
      operation: 'exceptions',
      apiFailure: false,
    });
    expect(errorMessage(new InventoryError('the inventory file cannot be written'), host)).toEqual({
      message: 'the inventory file cannot be written',
      operation: 'dependency inventory',
      apiFailure: false,
    });
  });

  it('calls anything else unexpected, with its message or its text, and names no operation', () => {
    expect(errorMessage(new TypeError('x is undefined'), host)).toEqual({ message: 'unexpected error: x is undefined', apiFailure: false });
    expect(errorMessage('a thrown string', host)).toEqual({ message: 'unexpected error: a thrown string', apiFailure: false });
    expect(errorMessage(undefined, host)).toEqual({ message: 'unexpected error: undefined', apiFailure: false });
  });
});

describe('fetchingTitle', () => {
  it('names what the fetch phase fetches, the last after "and"', () => {
    expect(fetchingTitle(configOf())).toBe('Fetching the report and the confirmed-valid secrets');
    expect(fetchingTitle(configOf({ failOnBlockedLicenses: true }))).toBe(
      'Fetching the report, the confirmed-valid secrets and the blocked-license dependencies',
    );
    expect(fetchingTitle(configOf({ failOnBlockedLicenses: true, dependencyInventory: { path: 'deps.json', format: 'json' } }))).toBe(
      'Fetching the report, the confirmed-valid secrets, the blocked-license dependencies and the dependency inventory',
    );
    expect(fetchingTitle(configOf({ dependencyInventory: { path: 'deps.json', format: 'json' } }))).toBe(
      'Fetching the report, the confirmed-valid secrets and the dependency inventory',
    );
  });
});

describe('transportTuning', () => {
  it("keeps the transport's knobs and leaves out the scan poll's and the publication's", () => {
    const transport = {
      requestTimeoutMs: 1,
      retryMinDelayMs: 2,
      maxRetryAfterMs: 3,
      maxPages: 4,
      maxResponseBytes: 5,
    };
    expect(transportTuning({ ...transport, scanPollMinMs: 6, scanPollMaxMs: 7, publishTimeoutMs: 8, watchdogGraceMs: 9 })).toEqual(
      transport,
    );
    expect(transportTuning({})).toEqual({});
  });
});

describe('run, on a text host against the sandbox', () => {
  const dataset = datasetOf({
    deploymentName: 'acme',
    projects: ['acme/api'],
    findings: [
      { project: 'acme/api', severity: 'high' },
      { project: 'acme/api', severity: 'low' },
    ],
  });
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await startSandbox({ dataset });
  });
  afterEach(async () => {
    await sandbox.close();
  });

  /** The inputs of a run against the sandbox; a deadline no test reaches, so the watchdog never ends the test's process. */
  const inputsOf = (more: Record<string, string> = {}): Record<string, string> => ({
    'api-token': sandbox.tokens.demo,
    'base-url': sandbox.url,
    projects: 'acme/api',
    'timeout-seconds': '3600',
    ...more,
  });

  /** Runs the gate on a Jenkins text host, its report file in a new folder. */
  async function runOf(inputs: Record<string, string>, files: CliFiles = {}) {
    const dir = await temporaryFolder('findings-gate-main-');
    const all = { reportFile: join(dir, 'report.json'), ...files };
    const { host, out, err } = hostOf(inputs, all);
    await run(host, { files: all, env: {}, stdout: (text) => void out.push(text) });
    return { host, out: out.join(''), err: err.join(''), reportFile: all.reportFile };
  }

  it('passes when no finding reaches fail-on-severity: exit 0, result pass, the report file written', async () => {
    const { host, out, reportFile } = await runOf(inputsOf({ 'fail-on-severity': 'critical' }));
    expect(process.exitCode).toBe(0);
    expect(host.outputs().get('result')).toBe('pass');
    expect(host.outputs().get('report-file')).toBe(reportFile);
    const report = JSON.parse(await readFile(reportFile, 'utf8'));
    // The run's facts: every request it made, and its time.
    expect(report).toMatchObject({ result: 'pass', requests: sandbox.requests.length });
    expect(report.requests).toBeGreaterThan(0);
    expect(report.elapsedMs).toBeLessThan(60_000);
    expect(out).toMatch(/^findings-gate: PASS/);
  });

  it('fails at high: exit 1, result fail, the FAIL on stdout, the phases in the log, the token never', async () => {
    const { host, out, err } = await runOf(inputsOf({ 'fail-on-severity': 'high', deployment: 'acme' }));
    expect(process.exitCode).toBe(1);
    expect(host.outputs().get('result')).toBe('fail');
    expect(out).toMatch(/^findings-gate: FAIL/);
    expect(err).toContain('== Resolving the deployment');
    expect(err).toContain('== Fetching the report and the confirmed-valid secrets');
    expect(err).not.toContain(sandbox.tokens.demo);
    expect(err).toContain(`deployment ${dataset.deployment.id} (acme)\n`);
    // Each phase's time, from its own start.
    const took = Number(/^Resolving the deployment: (\d+) ms$/m.exec(err)?.[1]);
    expect(took).toBeLessThan(60_000);
  });

  it('keeps the FAIL when a sink cannot write its file afterwards: a warning, exit 1, result fail, no report-file output', async () => {
    const dir = await temporaryFolder('findings-gate-main-');
    // A FIFO at the report file's path: refused when written, after the verdict (a folder there is refused before any request).
    execFileSync('mkfifo', [join(dir, 'taken')]);
    const { host, err } = await runOf(inputsOf(), { reportFile: join(dir, 'taken') });
    expect(err).toContain(`warning: could not write the report file ${join(dir, 'taken')}: `);
    expect(process.exitCode).toBe(1);
    expect(host.outputs().get('result')).toBe('fail');
    expect(host.outputs().has('report-file')).toBe(false);
  });

  it('could not decide when the API fails: exit 2, result error, the report file says why', async () => {
    sandbox.inject('report', { kind: 'status', status: 500 });
    const { host, err, reportFile } = await runOf(inputsOf({ 'fail-on-severity': 'high' }));
    expect(process.exitCode).toBe(2);
    expect(host.outputs().get('result')).toBe('error');
    expect(host.outputs().get('deployment-id')).toBe(dataset.deployment.id);
    expect(err).toMatch(/error: findings-gate could not decide: .*HTTP 500/);
    expect(JSON.parse(await readFile(reportFile, 'utf8'))).toMatchObject({ result: 'error' });
  });

  it('goes on with a warning when the API fails and on-api-error is warn: exit 0, result error', async () => {
    sandbox.inject('report', { kind: 'status', status: 500 });
    const { host, err } = await runOf(inputsOf({ 'on-api-error': 'warn' }));
    expect(process.exitCode).toBe(0);
    expect(host.outputs().get('result')).toBe('error');
    expect(err).toMatch(/warning: findings-gate could not decide \(on-api-error: warn, the job goes on\): .*HTTP 500/);
  });

  it('fails a configuration error with exit 2 even with on-api-error warn, and asks the API nothing', async () => {
    const { host, err, reportFile } = await runOf(inputsOf({ 'on-api-error': 'warn', mode: 'loud' }));
    expect(process.exitCode).toBe(2);
    expect(JSON.parse(await readFile(reportFile, 'utf8'))).toMatchObject({ result: 'error', operation: 'configuration', requests: 0 });
    expect(host.outputs().get('result')).toBe('error');
    expect(err).toMatch(/error: findings-gate could not decide: in the command line's words: Input 'mode'/);
    expect(sandbox.requests).toEqual([]);
  });

  it('masks every *-token input, api-token and SEMGREP_APP_TOKEN, trimmed, before anything is written', async () => {
    // Each run names a token in the one message it prints (the refused mode quotes its value).
    const shown = async (inputs: Record<string, string>, token: string): Promise<string> => {
      const { err } = await runOf(inputsOf({ ...inputs, mode: token }));
      expect(err).toContain("Input 'mode'");
      return err;
    };
    process.env.SEMGREP_APP_TOKEN = ' sgp_fromTheEnvironment000000 ';
    expect(await shown({}, 'sgp_fromTheEnvironment000000')).not.toContain('sgp_fromTheEnvironment');
    delete process.env.SEMGREP_APP_TOKEN;
    expect(await shown({ 'github-token': ' ghs_aGitHubTokenThatMustNotShow ' }, 'ghs_aGitHubTokenThatMustNotShow')).not.toContain(
      'ghs_aGitHub',
    );
    expect(await shown({ 'api-token': ' sgp_anInputTokenThatMustNotShow ' }, 'sgp_anInputTokenThatMustNotShow')).not.toContain(
      'sgp_anInput',
    );
    // What is not a token is shown as it is.
    expect(await shown({ 'github-token': ' ' }, 'loud')).toContain("'loud'");
  });
});
