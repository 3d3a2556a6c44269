// The sinks of a run (src/host/sinks.ts): which pickSinks picks for a CI and its settings, in which order,
// and the two that report the outputs when the run ends: the outputs file (GitLab's dotenv report) and
// Azure's output variables. Each runs on a real text host; stdout is a plain function that keeps lines.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/index.ts';
import { ciContext } from '../../src/host/detect.ts';
import { pickSinks } from '../../src/host/sinks.ts';
import { textHost } from '../../src/host/text.ts';
import type { CiName, CliFiles, ErrorRun, Host, Sink } from '../../src/host/types.ts';
import type { SummaryInput } from '../../src/render/sections.ts';
import { gateDataOf, tallyOf, verdictOf } from '../support/builders.ts';
import { configOf } from '../support/fixtures.ts';
import { temporaryFolder } from '../support/temporary.ts';

const TOKEN = 'sgp_0123456789abcdef0123456789';

/** A text host in `ci`, the sinks picked for it with `files`, and what was written to stdout and stderr. */
function picked(ci: CiName, files: CliFiles = {}): { host: Host; sinks: Sink[]; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const env = {};
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
  it('holds every single-line output as FINDINGS_GATE_<NAME>=value, the last value of each, result last, masked', async () => {
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
        'FINDINGS_GATE_TOTAL_FINDINGS=3',
        'FINDINGS_GATE_DEPLOYMENT_ID=[redacted]',
        'FINDINGS_GATE_REPORT_FILE=/tmp/report.json',
        'FINDINGS_GATE_RESULT=fail',
        '',
      ].join('\n'),
    );
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
      '##vso[task.setvariable variable=FINDINGS_GATE_RESULT;isOutput=true]pass\n',
      '##vso[task.setvariable variable=FINDINGS_GATE_TOTAL_FINDINGS;isOutput=true]3\n',
      '##vso[task.setvariable variable=FINDINGS_GATE_DEPLOYMENT_ID;isOutput=true][redacted]\n',
    ]);
  });

  it('writes a value that holds a command as one line that starts with its own command', async () => {
    const { host, sinks, out } = picked('azure');
    host.setOutput('deployment-name', 'acme]##vso[task.complete result=Succeeded;]');
    await end(host, sinks);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^##vso\[task\.setvariable variable=FINDINGS_GATE_DEPLOYMENT_NAME;isOutput=true\][^\n]*\n$/);
  });
});

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
    expect(report.result).toBe('fail');
    expect(host.outputs().get('report-file')).toBe(files.reportFile);
    expect(host.outputs().has('trend-json')).toBe(false);
    expect(out.join('')).toContain('FAIL');
    expect(await readFile(files.junitFile, 'utf8')).toContain('2 high findings');
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
