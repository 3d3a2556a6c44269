// The sinks of a run (src/host/sinks.ts): which pickSinks picks for a CI and its settings, in which order,
// and the two that report the outputs when the run ends: the outputs file (GitLab's dotenv report) and
// Azure's output variables. Each runs on a real text host; stdout is a plain function that keeps lines.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/config/index.ts';
import type { GateData, TrendData, Verdict } from '../../src/gate/types.ts';
import { ciContext } from '../../src/host/detect.ts';
import { githubHost } from '../../src/host/github.ts';
import { pickSinks } from '../../src/host/sinks.ts';
import { textHost } from '../../src/host/text.ts';
import type { CiName, CliFiles, ErrorRun, Host, Sink } from '../../src/host/types.ts';
import type { SummaryInput } from '../../src/render/sections.ts';
import { renderSummary } from '../../src/render/summary.ts';
import { gateDataOf, listedOf, listingOf, tallyOf, verdictOf } from '../support/builders.ts';
import { configOf, TWELVE_WEEKS, validSecretOf } from '../support/fixtures.ts';
import { type FakeGitLab, startGitLab } from '../support/gitlab-api.ts';
import { parseOutputFile } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';

const TOKEN = 'sgp_0123456789abcdef0123456789';

/** A text host in `ci`, the sinks picked for it with `files`, and what was written to stdout and stderr. */
function picked(
  ci: CiName,
  files: CliFiles = {},
  env: Record<string, string> = {},
): { host: Host; sinks: Sink[]; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = (text: string): void => void out.push(text);
  const host = textHost({
    context: ciContext(ci, env),
    inputs: {},
    files,
    inputWords: (error) => error.message,
    stdout,
    stderr: (text) => err.push(text),
    env,
  });
  host.setSecret(TOKEN);
  return { host, sinks: pickSinks(host, { files, env, stdout }), out, err };
}

/** Runs every sink's ending, as main.ts does when the run ends. */
async function end(host: Host, sinks: readonly Sink[]): Promise<void> {
  for (const sink of sinks) await sink.ending?.({ host, timeoutMs: 1000 });
}

describe('pickSinks', () => {
  it('picks the files first, then what people read, the outputs once every other sink set its own, the comment last', () => {
    const names = (ci: CiName, files: CliFiles = {}) => picked(ci, files).sinks.map((sink) => sink.name);
    expect(names('gitlab', { outputsFile: 'o.env', junitFile: 'j.xml', summaryFile: 's.md' })).toEqual([
      'the report file',
      'the trend file',
      'the summary file',
      'the verdict on stdout',
      'the JUnit file',
      'the code quality report',
      'the SARIF file',
      'the outputs file',
      'the merge request note',
    ]);
    expect(names('azure')).toEqual([
      'the report file',
      'the trend file',
      'the summary file',
      'the verdict on stdout',
      'the code quality report',
      'the log issues',
      'the SARIF file',
      'the output variables',
      'the pull-request comment',
    ]);
    expect(names('jenkins')).toEqual([
      'the report file',
      'the trend file',
      'the verdict on stdout',
      'the code quality report',
      'the SARIF file',
      'the pull-request comment',
    ]);
  });

  it('gives only the outputs sinks an ending', () => {
    const { sinks } = picked('azure', { outputsFile: 'o.env' });
    expect(sinks.filter((sink) => sink.ending !== undefined).map((sink) => sink.name)).toEqual([
      'the outputs file',
      'the output variables',
    ]);
  });
});

describe('the outputs file', () => {
  it('holds every single-line output as FINDINGS_GATE_OUT_<NAME>=value (never a setting variable), the last value of each, result last, masked', async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    const path = join(dir, 'outputs.env');
    const { host, sinks } = picked('gitlab', { outputsFile: path });
    host.setOutput('result', 'error');
    host.setOutput('total-findings', 3);
    host.setOutput('findings-json', '[\n]');
    host.setOutput('deployment-id', TOKEN);
    host.setOutput('result', 'fail');
    host.setOutput('report-file', '/tmp/report.json');
    await end(host, sinks);
    expect(await readFile(path, 'utf8')).toBe(
      [
        'FINDINGS_GATE_OUT_TOTAL_FINDINGS=3',
        'FINDINGS_GATE_OUT_DEPLOYMENT_ID=[redacted]',
        'FINDINGS_GATE_OUT_REPORT_FILE=/tmp/report.json',
        'FINDINGS_GATE_OUT_RESULT=fail',
        '',
      ].join('\n'),
    );
  });

  it('leaves out, and says, a value whose URL the mask would read on into the next lines: the result stays (attack34 D1)', async () => {
    // A path ending in a URL's fragment (or holding a query): the mask of the whole file read every next line (each
    // holds an `=`) as part of it, and cut them, FINDINGS_GATE_OUT_RESULT=fail among them.
    const dir = await temporaryFolder('findings-gate-sinks-');
    const path = join(dir, 'outputs.env');
    const { host, sinks, err } = picked('gitlab', { outputsFile: path });
    host.setOutput('result', 'fail');
    host.setOutput('report-file', '/tmp/r/https:/h/x#readme');
    host.setOutput('sarif-file', '/tmp/s/https:/h/x?t');
    host.setOutput('dependency-inventory', '/tmp/https://h/inventory.json');
    host.setOutput('total', 3);
    await end(host, sinks);
    expect(await readFile(path, 'utf8')).toBe(
      [
        // A query the mask cuts on its own line alone is cut, as it was.
        'FINDINGS_GATE_OUT_SARIF_FILE=/tmp/s/https:/h/x',
        'FINDINGS_GATE_OUT_DEPENDENCY_INVENTORY=/tmp/https://h/inventory.json',
        'FINDINGS_GATE_OUT_TOTAL=3',
        'FINDINGS_GATE_OUT_RESULT=fail',
        '',
      ].join('\n'),
    );
    expect(err.join('')).toContain(
      'warning: the outputs file leaves out FINDINGS_GATE_OUT_REPORT_FILE: its value reads as a URL that would run on into the lines after it.',
    );
  });

  it('leaves out a value whose URL the mask would read on over a plain line into a later one (attack37 D2)', async () => {
    // Two lines at a time were checked: a URL at a line's end, a line with no space, `?`, `@`, then a line with a
    // `?` (a SARIF path `s?x.sarif`): the mask of the whole file read the URL on over the plain line to that `?` and
    // cut the query it began there, to the file's end, FINDINGS_GATE_OUT_RESULT=fail with it.
    const dir = await temporaryFolder('findings-gate-sinks-');
    const path = join(dir, 'outputs.env');
    const { host, sinks, err } = picked('gitlab', { outputsFile: path });
    host.setOutput('result', 'fail');
    host.setOutput('report-file', '/tmp/https:h');
    host.setOutput('trend-json', '/tmp/findings-gate-trend.json');
    host.setOutput('sarif-file', '/tmp/s?x.sarif');
    await end(host, sinks);
    expect(await readFile(path, 'utf8')).toBe(
      [
        'FINDINGS_GATE_OUT_TREND_JSON=/tmp/findings-gate-trend.json',
        'FINDINGS_GATE_OUT_SARIF_FILE=/tmp/s?x.sarif',
        'FINDINGS_GATE_OUT_RESULT=fail',
        '',
      ].join('\n'),
    );
    expect(err.join('')).toContain('warning: the outputs file leaves out FINDINGS_GATE_OUT_REPORT_FILE:');
  });

  it('is written with no line but a newline when no output was set', async () => {
    const path = join(await temporaryFolder('findings-gate-sinks-'), 'outputs.env');
    const { host, sinks } = picked('jenkins', { outputsFile: path });
    await end(host, sinks);
    expect(await readFile(path, 'utf8')).toBe('\n');
  });

  it('warns, and throws nothing, when it cannot be written', async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    await mkdir(join(dir, 'taken'));
    const { host, sinks, err } = picked('gitlab', { outputsFile: join(dir, 'taken') });
    host.setOutput('result', 'pass');
    await end(host, sinks);
    expect(err.join('')).toMatch(new RegExp(`^warning: could not write the outputs file ${join(dir, 'taken')}: `));
  });
});

describe("Azure's output variables", () => {
  it('sets one for each single-line output, the last value of each, masked, and none for a value on several lines', async () => {
    const { host, sinks, out } = picked('azure');
    host.setOutput('result', 'error');
    host.setOutput('total-findings', 3);
    host.setOutput('findings-json', '[\n]');
    host.setOutput('deployment-id', TOKEN);
    host.setOutput('result', 'pass');
    await end(host, sinks);
    expect(out).toEqual([
      '##vso[task.setvariable variable=FINDINGS_GATE_OUT_RESULT;isOutput=true]pass\n',
      '##vso[task.setvariable variable=FINDINGS_GATE_OUT_TOTAL_FINDINGS;isOutput=true]3\n',
      '##vso[task.setvariable variable=FINDINGS_GATE_OUT_DEPLOYMENT_ID;isOutput=true][redacted]\n',
    ]);
  });

  it('writes a value that holds a command as one line that starts with its own command', async () => {
    const { host, sinks, out } = picked('azure');
    host.setOutput('deployment-name', 'acme]##vso[task.complete result=Succeeded;]');
    await end(host, sinks);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^##vso\[task\.setvariable variable=FINDINGS_GATE_OUT_DEPLOYMENT_NAME;isOutput=true\][^\n]*\n$/);
  });
});

/** `verdict` with the check fail-on-valid-secrets makes (gate/checks.ts): its confirmed-valid secrets are errors, not notices. */
function judgingSecrets(verdict: Verdict): Verdict {
  return {
    ...verdict,
    checks: [...verdict.checks, { id: 'secrets', rule: 'secrets', label: 'no open confirmed-valid secret', reasons: [] }],
  };
}

/** What a run decided on plain values: two high code findings of acme/api, failing at high. */
function shownOf(config = configOf({ projects: ['acme/api'] })): SummaryInput {
  const data = gateDataOf({ projects: [tallyOf('acme/api', { 'code.high': 2 })] });
  const verdict = verdictOf(config, data, [{ kind: 'severity', text: '2 high findings' }]);
  return { config, data, verdict, elapsedMs: 1500, requests: 3, filters: [] };
}

const ERROR: ErrorRun = {
  message: 'the API did not answer',
  operation: 'report',
  onApiError: 'fail',
  apiFailure: true,
  elapsedMs: 10,
  requests: 1,
};

/** Runs every sink's rendering of `shown` (or of the error), as main.ts does once the verdict is final. */
async function render(host: Host, sinks: readonly Sink[], shown: SummaryInput | ErrorRun): Promise<void> {
  for (const sink of sinks) {
    if ('verdict' in shown) await sink.verdict?.(shown, { host, timeoutMs: 1000 });
    else await sink.error?.(shown, { host, timeoutMs: 1000 });
  }
}

describe('the sinks of a verdict and of an error', () => {
  it('writes the report file, sets its output, and prints the verdict on stdout; the JUnit file has a case per check', async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    const files = { reportFile: join(dir, 'report.json'), junitFile: join(dir, 'junit.xml'), summaryFile: join(dir, 'summary.md') };
    const { host, sinks, out, err } = picked('jenkins', files);
    await render(host, sinks, shownOf());
    const report = JSON.parse(await readFile(files.reportFile, 'utf8'));
    expect(report).toMatchObject({ result: 'fail', elapsedMs: 1500, requests: 3 });
    expect(host.outputs().get('report-file')).toBe(files.reportFile);
    expect(host.outputs().has('trend-json')).toBe(false);
    expect(out.join('')).toContain('FAIL');
    const junit = await readFile(files.junitFile, 'utf8');
    expect(junit).toContain('2 high findings');
    // The run's time in seconds, and when it ended to the second, as JUnit's readers take them.
    expect(junit).toMatch(/<testsuite name="findings-gate" [^>]* time="1\.500" timestamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d">/);
    expect(await readFile(files.summaryFile, 'utf8')).toContain('acme/api');
    expect(err.join('')).toContain(`JUnit: written to ${files.junitFile}`);
  });

  it("renders the error in the report file, the summary file, stdout and JUnit's error", async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    const files = { reportFile: join(dir, 'report.json'), junitFile: join(dir, 'junit.xml'), summaryFile: join(dir, 'summary.md') };
    const { host, sinks, out } = picked('jenkins', files);
    await render(host, sinks, ERROR);
    const report = JSON.parse(await readFile(files.reportFile, 'utf8'));
    expect(report).toMatchObject({ result: 'error', operation: 'report' });
    expect(host.outputs().get('report-file')).toBe(files.reportFile);
    expect(out.join('')).toContain('the API did not answer');
    expect(await readFile(files.junitFile, 'utf8')).toContain('report failed: the API did not answer');
    expect(await readFile(files.summaryFile, 'utf8')).toContain('the API did not answer');
    // An error of no operation, with the deployment known: the report names it, JUnit gives the message alone.
    await render(host, sinks, { ...ERROR, operation: undefined, deploymentId: '4242' } as ErrorRun);
    expect(JSON.parse(await readFile(files.reportFile, 'utf8'))).toMatchObject({ result: 'error', deploymentId: '4242' });
    expect(await readFile(files.junitFile, 'utf8')).toContain('<error message="the API did not answer" type="findings-gate">');
  });

  it("attaches Azure's summary file to the build, and writes each finding as a log issue", async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    const out: string[] = [];
    const env = { AGENT_TEMPDIRECTORY: dir };
    const stdout = (text: string): void => void out.push(text);
    const host = textHost({
      context: ciContext('azure', env),
      inputs: {},
      files: { reportFile: join(dir, 'r.json') },
      inputWords: (e) => e.message,
      stdout,
      stderr: () => undefined,
      env,
    });
    await render(host, pickSinks(host, { files: { reportFile: join(dir, 'r.json') }, env, stdout }), shownOf());
    expect(out).toContain(`##vso[task.uploadsummary]${join(dir, 'findings-gate-summary.md')}\n`);
    expect(await readFile(join(dir, 'findings-gate-summary.md'), 'utf8')).toContain('acme/api');
  });

  it('says that a CI without a comment the gate keeps cannot have one, and asks nothing when comment-on-pr is never', async () => {
    const asked = picked('jenkins');
    await render(
      asked.host,
      asked.sinks.filter((sink) => sink.name === 'the pull-request comment'),
      shownOf(configOf({ projects: ['acme/api'], github: { annotations: true, commentOnPr: 'always', token: '' } })),
    );
    expect(asked.err.join('')).toContain('warning: comment-on-pr is always, but jenkins has no comment the gate can keep up to date');
    const never = picked('jenkins');
    await render(
      never.host,
      never.sinks.filter((sink) => sink.name === 'the pull-request comment'),
      shownOf(),
    );
    expect(never.err.join('')).not.toContain('comment-on-pr');
  });

  it("names every finding for GitLab's code quality report of named projects, and for no nightly over the whole deployment", () => {
    const quality = (ci: CiName, projects: Config['projects'], files: CliFiles = {}) =>
      picked(ci, files)
        .sinks.find((sink) => sink.name === 'the code quality report')
        ?.everyFindingFor?.(configOf({ projects }));
    expect(quality('gitlab', ['acme/api'])).toBe('the code quality report');
    expect(quality('gitlab', 'all')).toBeUndefined();
    expect(quality('jenkins', ['acme/api'])).toBeUndefined();
    expect(quality('jenkins', 'all', { codeQualityFile: 'cq.json' })).toBe('the code quality report');
  });
});

/** Sets `values` in process.env for one test (undefined: unset) and puts back what was there after it. */
function environment(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!(name in savedEnv)) savedEnv[name] = process.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
const savedEnv: Record<string, string | undefined> = {};
afterEach(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    delete savedEnv[name];
  }
  // The toolkit keeps one summary per process: its text, and the file it found first (a run has one).
  core.summary.emptyBuffer();
  Reflect.set(core.summary, '_filePath', undefined);
  vi.restoreAllMocks();
});

/** What the toolkit writes to stdout (workflow commands: annotations, warnings, debug lines) while the test runs. */
function githubStdout(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(
      ...String(chunk)
        .split('\n')
        // The toolkit's own ::add-mask:: lines (setSecret) are not what the sinks write.
        .filter((line) => line !== '' && !line.startsWith('::add-mask::')),
    );
    return true;
  });
  return lines;
}

/** The sink named `name` of `sinks`. */
function sinkNamed(sinks: readonly Sink[], name: string): Sink {
  const sink = sinks.find((each) => each.name === name);
  if (sink === undefined) throw new Error(`no sink named ${name}`);
  return sink;
}

const period = TWELVE_WEEKS;
const TREND: TrendData = {
  period,
  backlog: { state: 'read', buckets: [{ start: '2026-09-02T00:00:00Z', low: 0, medium: 0, high: 3, critical: 0 }] },
  activity: { state: 'read', buckets: [{ start: '2026-09-02T00:00:00Z', opened: 3, fixed: 5, ignored: 1, removed: 0 }] },
  medianOpenAge: { state: 'missing', why: 'HTTP 404' },
};

describe("GitHub's sinks", () => {
  /** A GitHub host in a runner whose temp folder, outputs file and job summary are in a new folder. */
  async function onGitHub(
    more: Record<string, string | undefined> = {},
  ): Promise<{ dir: string; host: Host; sinks: Sink[]; stdout: string[] }> {
    const dir = await temporaryFolder('findings-gate-sinks-');
    await writeFile(join(dir, 'output'), '');
    await writeFile(join(dir, 'summary.md'), '');
    environment({
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      GITHUB_REPOSITORY: 'acme/api',
      RUNNER_TEMP: dir,
      GITHUB_ACTION: 'gate',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: undefined,
      ...more,
    });
    const stdout = githubStdout();
    const host = githubHost({ inputs: () => ({}) });
    host.setSecret(TOKEN);
    return { dir, host, sinks: pickSinks(host, { files: {}, env: process.env }), stdout };
  }

  it('picks the report and trend files, the job summary, code quality, annotations, SARIF and the comment, in that order', async () => {
    const { sinks } = await onGitHub();
    expect(sinks.map((sink) => sink.name)).toEqual([
      'the report file',
      'the trend file',
      'the job summary',
      'the code quality report',
      'the annotations',
      'the SARIF file',
      'the pull-request comment',
    ]);
  });

  it("writes the report and the trend in the runner's temp folder, named after the step, and names them in the outputs", async () => {
    const { dir, host, sinks } = await onGitHub();
    const shown = shownOf();
    await render(host, sinks.slice(0, 2), { ...shown, data: { ...shown.data, trend: TREND } });
    expect(JSON.parse(await readFile(join(dir, 'findings-gate-gate.json'), 'utf8'))).toMatchObject({ result: 'fail' });
    expect(await readFile(join(dir, 'findings-gate-trend-gate.json'), 'utf8')).toBe(`${JSON.stringify(TREND, null, 2)}\n`);
    const outputs = parseOutputFile(await readFile(join(dir, 'output'), 'utf8'));
    expect(outputs['report-file']).toBe(join(dir, 'findings-gate-gate.json'));
    expect(outputs['trend-json']).toBe(join(dir, 'findings-gate-trend-gate.json'));
  });

  it("names the files 'report' when the step has no id, and puts them in the system's temp folder without a runner's", async () => {
    const tmp = await temporaryFolder('findings-gate-sinks-tmp-');
    const { host, sinks } = await onGitHub({ GITHUB_ACTION: '', RUNNER_TEMP: '', TMPDIR: tmp });
    const shown = shownOf();
    await render(host, sinks.slice(0, 2), { ...shown, data: { ...shown.data, trend: TREND } });
    expect((await readdir(tmp)).sort()).toEqual(['findings-gate-report.json', 'findings-gate-trend-report.json']);
    expect(host.outputs().get('report-file')).toBe(join(tmp, 'findings-gate-report.json'));
  });

  it('appends the summary of a verdict, and of an error, to the job summary, masked', async () => {
    const { dir, host, sinks } = await onGitHub();
    host.setSecret('acme/api');
    const summary = sinkNamed(sinks, 'the job summary');
    await render(host, [summary], shownOf());
    const verdict = await readFile(join(dir, 'summary.md'), 'utf8');
    expect(verdict).toContain('findings-gate: fail');
    expect(verdict).toContain('[redacted]');
    expect(verdict).not.toContain('acme/api');
    await render(host, [summary], ERROR);
    const both = await readFile(join(dir, 'summary.md'), 'utf8');
    expect(both.startsWith(verdict)).toBe(true);
    expect(both.slice(verdict.length)).toContain('the API did not answer');
  });

  it('appends the summary as it is rendered, and a line end after it', async () => {
    const { dir, host, sinks } = await onGitHub();
    const shown = shownOf();
    await render(host, [sinkNamed(sinks, 'the job summary')], shown);
    expect(await readFile(join(dir, 'summary.md'), 'utf8')).toBe(`${renderSummary(shown)}${EOL}`);
  });

  it('writes no job summary outside a runner, and warns when the file cannot be written', async () => {
    const { dir, host, sinks, stdout } = await onGitHub({ GITHUB_STEP_SUMMARY: '' });
    await render(host, [sinkNamed(sinks, 'the job summary')], shownOf());
    expect(stdout).toEqual([]);
    environment({ GITHUB_STEP_SUMMARY: join(dir, 'missing', 'summary.md') });
    await render(host, [sinkNamed(sinks, 'the job summary')], ERROR);
    expect(stdout).toHaveLength(1);
    // Added through the one writer, only to the file the runner made (core.summary said "Unable to access summary file").
    expect(stdout[0]).toBe(
      `::warning::could not write the job summary: ${join(dir, 'missing', 'summary.md')} does not exist: the gate adds only to a file the CI made`,
    );
  });

  it('annotates the findings of this repository (errors for secrets, notices for findings), masked, and none when annotations is false', async () => {
    const { host, sinks, stdout } = await onGitHub();
    host.setSecret('src/secret-path');
    const findings = listingOf([listedOf({ id: '1', filePath: 'src/a.ts', line: 3 }), listedOf({ id: '2', filePath: 'src/b.ts' })]);
    const config = configOf({ projects: ['acme/api'], github: { annotations: true, commentOnPr: 'never', token: '' } });
    const data = gateDataOf({
      projects: [tallyOf('acme/api', { 'code.high': 2 })],
      findings,
      validSecrets: [validSecretOf({ repository: { name: 'acme/api' }, findingPath: 'src/secret-path/key.ts:9' })],
    });
    const shown = { config, data, verdict: judgingSecrets(verdictOf(config, data)), elapsedMs: 1, requests: 1, filters: [] };
    await render(host, [sinkNamed(sinks, 'the annotations')], shown);
    const errors = stdout.filter((line) => line.startsWith('::error '));
    const notices = stdout.filter((line) => line.startsWith('::notice '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^::error title=[^,]+,file=\[redacted\]\/key\.ts,line=9::/);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatch(/^::notice title=[^,]+,file=src\/a\.ts,line=3::/);
    expect(notices[1]).toMatch(/^::notice title=[^,]+,file=src\/b\.ts::/);
    stdout.length = 0;
    const off = configOf({ projects: ['acme/api'], github: { annotations: false, commentOnPr: 'never', token: '' } });
    await render(host, [sinkNamed(sinks, 'the annotations')], { ...shown, config: off });
    expect(stdout).toEqual([]);
  });

  it('asks for the pull-request comment as comment-on-pr says: nothing when never, else the event is looked at', async () => {
    const { host, sinks, stdout } = await onGitHub();
    const comment = sinkNamed(sinks, 'the pull-request comment');
    await render(host, [comment], shownOf());
    await render(host, [comment], ERROR);
    expect(stdout).toEqual([]);
    const asking = configOf({ projects: ['acme/api'], github: { annotations: false, commentOnPr: 'on-failure', token: '' } });
    await render(host, [comment], shownOf(asking));
    await render(host, [comment], { ...ERROR, config: asking });
    expect(stdout).toEqual([
      '::debug::comment-on-pr is on-failure, but the event push is not a pull request: no comment.',
      '::debug::comment-on-pr is on-failure, but the event push is not a pull request: no comment.',
    ]);
  });
});

describe('the default report and trend paths of the command line', () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it('writes the report in the working folder, and the trend beside it (or beside --report-file)', async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    process.chdir(dir);
    const { host, sinks } = picked('jenkins');
    const shown = shownOf();
    await render(host, sinks.slice(0, 2), { ...shown, data: { ...shown.data, trend: TREND } });
    expect((await readdir(dir)).sort()).toEqual(['findings-gate-report.json', 'findings-gate-trend.json']);
    expect(host.outputs().get('report-file')).toBe(join(dir, 'findings-gate-report.json'));
    expect(host.outputs().get('trend-json')).toBe(join(dir, 'findings-gate-trend.json'));
    await mkdir(join(dir, 'out'));
    const beside = picked('github', { reportFile: join('out', 'r.json') });
    await render(beside.host, beside.sinks.slice(0, 2), { ...shown, data: { ...shown.data, trend: TREND } });
    expect((await readdir(join(dir, 'out'))).sort()).toEqual(['findings-gate-trend.json', 'r.json']);
  });
});

describe('a file that cannot be written', () => {
  it('is a warning naming the file and why, for the report, the trend, the summary and JUnit, and sets no output', async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    await writeFile(join(dir, 'file'), '');
    const under = (name: string) => join(dir, 'file', name);
    const files = { reportFile: under('r.json'), summaryFile: under('s.md'), junitFile: under('j.xml') };
    const { host, sinks, err } = picked('jenkins', files);
    const shown = shownOf();
    await render(host, sinks, { ...shown, data: { ...shown.data, trend: TREND } });
    const log = err.join('');
    for (const [what, path] of [
      ['report', files.reportFile],
      ['trend', under('findings-gate-trend.json')],
      ['summary', files.summaryFile],
      ['JUnit', files.junitFile],
    ]) {
      expect(log).toContain(`warning: could not write the ${what} file ${path}: EEXIST`);
    }
    expect(log).not.toContain('JUnit: written');
    expect(host.outputs().size).toBe(0);
    await render(host, sinks, ERROR);
    expect(err.join('').split('could not write the report file').length).toBe(3);
  });

  it("attaches no Azure summary that could not be written, and writes Azure's by default in the system's temp folder", async () => {
    const tmp = await temporaryFolder('findings-gate-sinks-');
    environment({ TMPDIR: tmp });
    const { host, sinks, out } = picked('azure', { reportFile: join(tmp, 'r.json') });
    await render(host, [sinkNamed(sinks, 'the summary file')], shownOf());
    expect(out).toEqual([`##vso[task.uploadsummary]${join(tmp, 'findings-gate-summary.md')}\n`]);
    await rm(join(tmp, 'findings-gate-summary.md'));
    await mkdir(join(tmp, 'findings-gate-summary.md'));
    out.length = 0;
    await render(host, [sinkNamed(sinks, 'the summary file')], ERROR);
    expect(out.filter((line) => line.includes('uploadsummary'))).toEqual([]);
  });
});

describe('the sinks of Azure without its stdout', () => {
  it('has no summary file, log issues nor output variables when the command line gives no stdout', () => {
    const env = {};
    const host = textHost({
      context: ciContext('azure', env),
      inputs: {},
      files: {},
      inputWords: (e) => e.message,
      stdout: () => undefined,
      stderr: () => undefined,
      env,
    });
    expect(pickSinks(host, { files: {}, env }).map((sink) => sink.name)).toEqual([
      'the report file',
      'the trend file',
      'the code quality report',
      'the SARIF file',
      'the pull-request comment',
    ]);
  });

  it('writes each annotation as a log issue: an error stays an error, a notice becomes a warning, none when annotations is false', async () => {
    const { host, sinks, out } = picked('azure', {}, { BUILD_REPOSITORY_NAME: 'acme/api' });
    const config = configOf({ projects: ['acme/api'], github: { annotations: true, commentOnPr: 'never', token: '' } });
    const data = gateDataOf({
      projects: [tallyOf('acme/api', { 'code.high': 1 })],
      findings: listingOf([listedOf({ id: '1', filePath: 'src/a.ts', line: 3 }), listedOf({ id: '2', filePath: 'src/b.ts' })]),
      validSecrets: [validSecretOf({ repository: { name: 'acme/api' }, findingPath: 'k.ts:9' })],
    });
    const issues = sinkNamed(sinks, 'the log issues');
    await render(host, [issues], {
      config,
      data,
      verdict: judgingSecrets(verdictOf(config, data)),
      elapsedMs: 1,
      requests: 1,
      filters: [],
    });
    expect(out).toHaveLength(3);
    expect(out[0]).toMatch(/^##vso\[task\.logissue type=error;sourcepath=k\.ts;linenumber=9\][^\n]+: [^\n]+\n$/);
    expect(out[1]).toMatch(/^##vso\[task\.logissue type=warning;sourcepath=src\/a\.ts;linenumber=3\]/);
    expect(out[2]).toMatch(/^##vso\[task\.logissue type=warning;sourcepath=src\/b\.ts\]/);
    out.length = 0;
    await render(host, [issues], {
      config: configOf({ projects: ['acme/api'], github: { annotations: false, commentOnPr: 'never', token: '' } }),
      data,
      verdict: verdictOf(config, data),
      elapsedMs: 1,
      requests: 1,
      filters: [],
    });
    expect(out).toEqual([]);
  });

  it("keeps a file's [redacted] marker inside its property: the `]` escaped, the line number and the message kept", async () => {
    // attack25: a file name holding the token's first characters before a cut (`sgp_0…`) is redacted whole; masked
    // after the command was built, the marker's `]` ended the properties, and the file and line were lost.
    const { host, sinks, out } = picked('azure', {}, { BUILD_REPOSITORY_NAME: 'acme/api' });
    const config = configOf({ projects: ['acme/api'], github: { annotations: true, commentOnPr: 'never', token: '' } });
    const data = gateDataOf({
      projects: [tallyOf('acme/api', { 'code.high': 1 })],
      findings: listingOf([listedOf({ id: '1', filePath: 'src/sgp_0\u0301\u2026x.ts', line: 12 })]),
    });
    await render(host, [sinkNamed(sinks, 'the log issues')], {
      config,
      data,
      verdict: verdictOf(config, data),
      elapsedMs: 1,
      requests: 1,
      filters: [],
    });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^##vso\[task\.logissue type=warning;sourcepath=[^\]\n]*redacted[^\]\n]*;linenumber=12\][^\]\n]+\n$/);
    expect(out[0]).not.toContain('sgp_0');
  });

  it("keeps a file's URL from reading on into the message: the mask of the line never cuts the `]` (attack34 A1)", async () => {
    // `src/https:/h:1` is a URL whose authority `h:1;linenumber=3]Confirmed-valid` is no host and port: the line's mask
    // cut it to the next space, the `]` with it, and the secret type's `;type=warning]` set the issue's properties.
    const { host, sinks, out } = picked('azure', {}, { BUILD_REPOSITORY_NAME: 'acme/api' });
    const config = configOf({ projects: ['acme/api'], github: { annotations: true, commentOnPr: 'never', token: '' } });
    const type = 'AWS;type=warning;sourcepath=elsewhere.ts]';
    const data = gateDataOf({
      projects: [tallyOf('acme/api', { 'code.high': 1 })],
      findings: listingOf([
        listedOf({ id: '1', filePath: 'src/https:/h:1', line: 3 }),
        listedOf({ id: '2', filePath: 'src/a.ts', line: 4 }),
      ]),
      validSecrets: [validSecretOf({ repository: { name: 'acme/api' }, findingPath: 'src/https:/h:1:', type })],
    });
    await render(host, [sinkNamed(sinks, 'the log issues')], {
      config,
      data,
      verdict: judgingSecrets(verdictOf(config, data)),
      elapsedMs: 1,
      requests: 1,
      filters: [],
    });
    expect(out).toHaveLength(3);
    expect(out[0]).toMatch(/^##vso\[task\.logissue type=error\]Confirmed-valid secret: AWS;type=warning;sourcepath=elsewhere\.ts\] /);
    expect(out[0]).toMatch(/\(at src\/https:\/h:1\)\n$/);
    expect(out[1]).toMatch(/^##vso\[task\.logissue type=warning\]Semgrep code finding [^\n]* \(at src\/https:\/h:1, line 3\)\n$/);
    expect(out[2]).toMatch(/^##vso\[task\.logissue type=warning;sourcepath=src\/a\.ts;linenumber=4\]Semgrep code finding/);
  });
});

describe('the code quality report', () => {
  /** The code quality sink of `ci` writing to `path`, run on `data`. */
  async function quality(ci: CiName, data: GateData, files: CliFiles, projects: Config['projects'] = ['acme/api'], env = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const host = textHost({
      context: ciContext(ci, env),
      inputs: {},
      files,
      inputWords: (e) => e.message,
      stdout: (text) => void out.push(text),
      stderr: (text) => void err.push(text),
      env,
    });
    const config = configOf({ projects });
    const sink = sinkNamed(pickSinks(host, { files, env }), 'the code quality report');
    await sink.verdict?.(
      { config, data, verdict: verdictOf(config, data), elapsedMs: 1, requests: 1, filters: [] },
      { host, timeoutMs: 1000 },
    );
    return err.join('');
  }
  const secret = validSecretOf({ repository: { name: 'acme/api' }, findingPath: 'k.ts:9' });

  it('holds only the confirmed-valid secrets, and says why, when the findings list is off or not available', async () => {
    const path = join(await temporaryFolder('findings-gate-sinks-'), 'cq.json');
    const data = gateDataOf({ projects: [tallyOf('acme/api')], validSecrets: [secret] });
    expect(await quality('jenkins', data, { codeQualityFile: path })).toContain(
      'warning: the code quality report holds only the confirmed-valid secrets: list-findings is false.\n',
    );
    expect(JSON.parse(await readFile(path, 'utf8'))).toHaveLength(1);
    expect(await quality('jenkins', { ...data, findings: { state: 'off' } }, { codeQualityFile: path })).toContain(
      'list-findings is false.',
    );
    expect(await quality('jenkins', { ...data, findings: { state: 'unavailable', why: 'HTTP 404' } }, { codeQualityFile: path })).toContain(
      'warning: the code quality report holds only the confirmed-valid secrets: the findings list is not available (HTTP 404).\n',
    );
  });

  it('names the findings it holds, says how many of the listed ones, and what it left out', async () => {
    const path = join(await temporaryFolder('findings-gate-sinks-'), 'cq.json');
    const findings = listingOf(
      [
        listedOf({ id: '1', filePath: 'src/a.ts', line: 3 }),
        listedOf({ id: '2', filePath: 'src/b.ts', repository: { name: 'acme/web' } }),
        listedOf({ id: '3' }),
      ],
      {},
      { count: 5 },
    );
    const accepted = { ...validSecretOf({ repository: { name: 'acme/api' }, findingPath: 'old.ts:1' }), exception: 1 };
    const data = gateDataOf({ projects: [tallyOf('acme/api')], findings, validSecrets: [secret, accepted] });
    const log = await quality('gitlab', data, { codeQualityFile: path }, ['acme/api'], { GITLAB_CI: 'true', CI_PROJECT_PATH: 'acme/api' });
    expect(log).toContain(
      'warning: the code quality report names 3 of 5 listed findings (the most severe and newest): the summary counts them all.\n',
    );
    expect(log).toContain(
      `code quality: 2 issues written to ${path} (left out: 1 accepted by exceptions, 1 of other repositories, 1 without a file path)\n`,
    );
    expect(log).not.toContain('holds only');
    const whole = listingOf([listedOf({ id: '1', filePath: 'src/a.ts', line: 3 })]);
    const plain = await quality('gitlab', { ...data, findings: whole, validSecrets: [secret] }, { codeQualityFile: path }, ['acme/api'], {
      CI_PROJECT_PATH: 'acme/api',
    });
    expect(plain).toBe(`code quality: 2 issues written to ${path}\n`);
  });

  it('is written where GitLab looks for it for named projects, not for the whole deployment, and a failed write is a warning', async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const data = gateDataOf({ projects: [tallyOf('acme/api')], findings: listingOf([]) });
      await quality('gitlab', data, {}, 'all');
      expect(await readdir(dir)).toEqual([]);
      await quality('gitlab', data, {});
      expect(await readdir(dir)).toEqual(['gl-code-quality-report.json']);
      await mkdir(join(dir, 'taken'));
      expect(await quality('jenkins', data, { codeQualityFile: 'taken' })).toMatch(
        new RegExp(`^warning: could not write the code quality file ${join(dir, 'taken')}: EISDIR`),
      );
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('the SARIF file', () => {
  it('is written where sarif-file says, in any CI, and not at all when it is empty', async () => {
    const dir = await temporaryFolder('findings-gate-sinks-');
    const { host, sinks } = picked('jenkins');
    const sarifFile = join(dir, 'results.sarif');
    await render(host, [sinkNamed(sinks, 'the SARIF file')], shownOf(configOf({ projects: ['acme/api'] })));
    expect(await readdir(dir)).toEqual([]);
    const config = configOf({ projects: ['acme/api'], github: { annotations: false, commentOnPr: 'never', token: '', sarifFile } });
    await render(host, [sinkNamed(sinks, 'the SARIF file')], shownOf(config));
    expect(JSON.parse(await readFile(sarifFile, 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(host.outputs().get('sarif-file')).toBe(sarifFile);
  });
});

describe('the merge request note', () => {
  const closers: FakeGitLab[] = [];
  afterEach(async () => {
    for (const gitlab of closers.splice(0)) await gitlab.close();
  });

  /** A GitLab merge-request pipeline whose API is a stand-in, the sinks of its text host. */
  async function inMergeRequest(): Promise<{ gitlab: FakeGitLab; host: Host; note: Sink; err: string[] }> {
    const gitlab = await startGitLab();
    closers.push(gitlab);
    environment({
      CI_API_V4_URL: gitlab.api,
      CI_PROJECT_ID: gitlab.projectId,
      CI_MERGE_REQUEST_IID: gitlab.iid,
      GITLAB_TOKEN: gitlab.token,
      CI_JOB_NAME: 'gate',
    });
    const { host, sinks, err } = picked('gitlab');
    return { gitlab, host, note: sinkNamed(sinks, 'the merge request note'), err };
  }
  const asking = (commentOnPr: Config['github']['commentOnPr']) =>
    configOf({ projects: ['acme/api'], github: { annotations: false, commentOnPr, token: '' } });

  it('writes the note of a failing verdict on-failure, masked, and none for a pass', async () => {
    const { gitlab, host, note, err } = await inMergeRequest();
    host.setSecret('2 high findings');
    const passing = shownOf(asking('on-failure'));
    await render(host, [note], { ...passing, verdict: verdictOf(passing.config, passing.data) });
    expect(gitlab.notes).toEqual([]);
    expect(err.join('')).toContain('No note on merge request !7: comment-on-pr is on-failure, the gate passed and no earlier note exists.');
    await render(host, [note], shownOf(asking('on-failure')));
    expect(gitlab.notes).toHaveLength(1);
    expect(gitlab.notes[0]?.body).toContain('- [redacted]');
    expect(gitlab.notes[0]?.body).not.toContain('2 high findings');
    expect(err.join('')).toContain('Note created on merge request !7');
  });

  it('updates a note with the error, creates none for it, and asks nothing without the settings or when never', async () => {
    const { gitlab, host, note, err } = await inMergeRequest();
    await render(host, [note], ERROR);
    await render(host, [note], shownOf(asking('never')));
    expect(gitlab.requests).toEqual([]);
    await render(host, [note], { ...ERROR, config: asking('always') });
    expect(gitlab.notes).toEqual([]);
    expect(err.join('')).toContain(
      'No note on merge request !7: comment-on-pr is always, the gate could not decide and no earlier note exists.',
    );
    await render(host, [note], shownOf(asking('always')));
    await render(host, [note], { ...ERROR, config: asking('always') });
    expect(gitlab.notes).toHaveLength(1);
    expect(gitlab.notes[0]?.body).toContain('the API did not answer');
  });
});
