// A merge request commits the folder of a file the gate writes as a symbolic link inside the checkout (out ->
// .forged), the folder it names holding a forged file under the name the CI reads the gate's by: a dotenv that says
// RESULT=pass, a passing JUnit file, an empty code quality report. The gate refused to write through the link (a
// warning), and the forged file stood as the job's (attack43 L1). Each such link is now replaced by a real folder,
// never followed: what the CI reads there is the gate's file, and what the links named is untouched. A judged run
// and one that could not judge alike; links outside the checkout (the CI's) are followed as before.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

const PASS = 'FINDINGS_GATE_OUT_RESULT=pass\n';
const PASSING_JUNIT =
  '<testsuites tests="1" failures="0"><testsuite name="gate" tests="1" failures="0"><testcase name="ok"/></testsuite></testsuites>\n';
const FORGED = {
  'findings-gate.env': PASS,
  'findings-gate.xml': PASSING_JUNIT,
  'gl-code-quality-report.json': '[]\n',
  'findings-gate-report.json': '{"result":"pass"}\n',
  'gate.sarif': '{"version":"2.1.0","runs":[]}\n',
  'summary.md': 'findings-gate: PASS\n',
} as const;

/** `folder` holding every forged file. */
function forge(folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(FORGED)) writeFileSync(join(folder, name), text);
}

/**
 * A checkout whose every output folder is a link of its own, each kind the brief names: to a folder of the checkout,
 * a chain of links, a folder outside the checkout, a link to a folder not there; each named folder holds the forged files.
 */
async function linkedCheckout(): Promise<{ cwd: string; outside: string }> {
  const cwd = await temporaryFolder('findings-gate-linked-folder-');
  const outside = await temporaryFolder('findings-gate-forged-');
  forge(join(cwd, '.forged'));
  forge(outside);
  symlinkSync('.forged', join(cwd, 'out'));
  symlinkSync('.forged', join(cwd, 'a'));
  symlinkSync('a', join(cwd, 'test-results'));
  symlinkSync(outside, join(cwd, 'quality'));
  symlinkSync('.not-there', join(cwd, 'reports'));
  mkdirSync(join(cwd, 'build'));
  symlinkSync('../.forged', join(cwd, 'build', 'sarif'));
  symlinkSync('.forged', join(cwd, 'summary'));
  return { cwd, outside };
}

const FLAGS = [
  ['--outputs-file', 'out/findings-gate.env'],
  ['--junit-file', 'test-results/findings-gate.xml'],
  ['--code-quality-file', 'quality/gl-code-quality-report.json'],
  ['--report-file', 'reports/findings-gate-report.json'],
  ['--sarif-file', 'build/sarif/gate.sarif'],
  ['--summary-file', 'summary/summary.md'],
].flat();

/** The forged files are all where they were: nothing was written, made or removed through a link. */
function expectForgedUntouched(cwd: string, outside: string): void {
  for (const folder of [join(cwd, '.forged'), outside]) {
    expect(readdirSync(folder).sort(), folder).toEqual(Object.keys(FORGED).sort());
    for (const [name, text] of Object.entries(FORGED)) expect(readFileSync(join(folder, name), 'utf8'), name).toBe(text);
  }
  expect(existsSync(join(cwd, '.not-there'))).toBe(false);
  // A link not on the way of any file (the chain's middle) stays.
  expect(lstatSync(join(cwd, 'a')).isSymbolicLink()).toBe(true);
}

/** Whether `path` is a real folder now, not a link. */
const isRealFolder = (path: string): boolean => !lstatSync(path).isSymbolicLink() && lstatSync(path).isDirectory();

describe('a linked folder of the checkout on the way to a file the gate writes (attack43 L1)', () => {
  it("a judged run: every file is the gate's, in a real folder; the dotenv says fail, the JUnit fails", async () => {
    const sb = await sandbox();
    const { cwd, outside } = await linkedCheckout();
    const run = await runCli(
      FLAGS,
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        CI_MERGE_REQUEST_IID: '7',
        FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
        FINDINGS_GATE_BASE_URL: sb.url,
      },
      { cwd },
    );
    // Before: exit 1, a warning for each file ("is reached through …, a symbolic link: the gate writes no file
    // through one"), and out/findings-gate.env read RESULT=pass, test-results/findings-gate.xml passed.
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).not.toContain('the gate writes no file through one');
    for (const folder of ['out', 'test-results', 'quality', 'reports', 'build/sarif', 'summary'])
      expect(isRealFolder(join(cwd, folder)), folder).toBe(true);
    expect(readFileSync(join(cwd, 'out/findings-gate.env'), 'utf8')).toMatch(/^FINDINGS_GATE_OUT_RESULT=fail$/m);
    expect(readFileSync(join(cwd, 'test-results/findings-gate.xml'), 'utf8')).toContain('<failure');
    expect(JSON.parse(readFileSync(join(cwd, 'quality/gl-code-quality-report.json'), 'utf8'))).not.toEqual([]);
    expect(JSON.parse(readFileSync(join(cwd, 'reports/findings-gate-report.json'), 'utf8'))).toMatchObject({ result: 'fail' });
    expect(JSON.parse(readFileSync(join(cwd, 'build/sarif/gate.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(readFileSync(join(cwd, 'summary/summary.md'), 'utf8')).toMatch(/findings-gate: fail/);
    expectForgedUntouched(cwd, outside);
    // Each link removed is said, once (attack46 L1: a developer's own link was removed without a word).
    const said = run.stderr
      .split('\n')
      .filter((line) => line.includes('a symbolic link of the checkout at or on the way to a file the gate writes'));
    expect(said.length, run.stderr).toBeGreaterThanOrEqual(5);
    expect(said.some((line) => line.includes(`removed ${join(cwd, 'out')},`))).toBe(true);
  });

  it('a run that could not judge: the dotenv says error and the JUnit file holds the error, not the forged pass', async () => {
    const sb = await sandbox();
    const { cwd, outside } = await linkedCheckout();
    const run = await runCli(
      FLAGS,
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        CI_MERGE_REQUEST_IID: '7',
        FINDINGS_GATE_API_TOKEN: `${sb.tokens.demo}-revoked`,
        FINDINGS_GATE_BASE_URL: sb.url,
      },
      { cwd },
    );
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).not.toContain('the gate writes no file through one');
    expect(readFileSync(join(cwd, 'out/findings-gate.env'), 'utf8')).toMatch(/^FINDINGS_GATE_OUT_RESULT=error$/m);
    expect(readFileSync(join(cwd, 'test-results/findings-gate.xml'), 'utf8')).toMatch(/<error|<failure/);
    expect(JSON.parse(readFileSync(join(cwd, 'reports/findings-gate-report.json'), 'utf8'))).toMatchObject({ result: 'error' });
    expect(readFileSync(join(cwd, 'summary/summary.md'), 'utf8')).not.toBe(FORGED['summary.md']);
    // A run that could not judge writes no code quality report nor SARIF file: the links on their way are removed
    // (as GitLab's default code quality report of the working directory is: attack40 C1), and the run says so.
    // Before: quality/gl-code-quality-report.json read the forged `[]` ("no new issues"), build/sarif/gate.sarif an empty log.
    for (const [link, file] of [
      ['quality', 'gl-code-quality-report.json'],
      ['build/sarif', 'gate.sarif'],
    ] as const) {
      expect(existsSync(join(cwd, link)), link).toBe(false);
      expect(run.stderr).toContain(
        `warning: removed ${join(cwd, link)}, a symbolic link of the checkout on the way to ${join(cwd, link, file)}: this run could not judge`,
      );
    }
    expectForgedUntouched(cwd, outside);
  });

  it('a run that could not judge removes a code quality report and a SARIF file the checkout holds at the paths named (no link)', async () => {
    const sb = await sandbox();
    const cwd = await temporaryFolder('findings-gate-stale-named-');
    forge(join(cwd, 'ci'));
    const run = await runCli(
      ['--code-quality-file', 'ci/gl-code-quality-report.json', '--sarif-file', 'ci/gate.sarif'],
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        FINDINGS_GATE_API_TOKEN: `${sb.tokens.demo}-revoked`,
        FINDINGS_GATE_BASE_URL: sb.url,
      },
      { cwd },
    );
    expect(run.code, run.stderr).toBe(2);
    // Before: both stood (only the default code quality report of the working directory was removed), the upload's.
    expect(readdirSync(join(cwd, 'ci')).sort()).toEqual(
      Object.keys(FORGED)
        .filter((name) => !['gl-code-quality-report.json', 'gate.sarif'].includes(name))
        .sort(),
    );
    expect(run.stderr).toContain(
      `warning: removed ${join(cwd, 'ci/gl-code-quality-report.json')}: this run could not judge and wrote no code quality report, and GitLab would have shown that file as this job's.`,
    );
    expect(run.stderr).toContain(
      `warning: removed ${join(cwd, 'ci/gate.sarif')}: this run could not judge and wrote no SARIF file, and an upload would have taken that file as this run's.`,
    );
  });
});
