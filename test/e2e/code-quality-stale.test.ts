// GitLab takes gl-code-quality-report.json of the working directory as the job's code quality report (the docs'
// pipeline: `reports: codequality`, `when: always`). A merge request can commit that file; a judged run replaces it,
// but a run that could not judge wrote none and left the request's own there: the widget showed what the merge
// request chose ("no new issues", "5 fixed") beside a red job (attack40 C1). Such a run removes it, and says so.
import { existsSync, lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

describe('a code quality report the checkout holds, in a run that could not judge (attack40 C1)', () => {
  it('is removed, not shown as the run’s', async () => {
    const sb = await sandbox();
    const cwd = await temporaryFolder('findings-gate-code-quality-');
    const report = join(cwd, 'gl-code-quality-report.json');
    writeFileSync(report, '[]\n');
    const run = await runCli(
      [],
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        CI_MERGE_REQUEST_IID: '7',
        FINDINGS_GATE_API_TOKEN: `${sb.tokens.demo}-revoked`,
        FINDINGS_GATE_BASE_URL: sb.url,
      },
      { cwd },
    );
    expect(run.code).toBe(2);
    expect(existsSync(report)).toBe(false);
    expect(run.stderr).toContain('removed gl-code-quality-report.json');
  });

  it('is left alone where another setting names that file (the run refused for it)', async () => {
    const sb = await sandbox();
    const cwd = await temporaryFolder('findings-gate-code-quality-');
    const report = join(cwd, 'gl-code-quality-report.json');
    writeFileSync(report, 'FINDINGS_GATE_OUT_RESULT=pass\n');
    const run = await runCli(
      ['--outputs-file', 'gl-code-quality-report.json'],
      { ...ciEnvironment('gitlab', 'acme/payments-api'), FINDINGS_GATE_API_TOKEN: sb.tokens.demo, FINDINGS_GATE_BASE_URL: sb.url },
      { cwd },
    );
    expect(run.code).toBe(2);
    expect(existsSync(report)).toBe(true);
    expect(run.stderr).not.toContain('removed gl-code-quality-report.json');
  });

  it("is left alone for the whole deployment, whose judged run writes none there either (another tool's report)", async () => {
    const sb = await sandbox();
    const cwd = await temporaryFolder('findings-gate-code-quality-');
    const report = join(cwd, 'gl-code-quality-report.json');
    writeFileSync(report, '[]\n');
    const run = await runCli(
      ['--projects', '*'],
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        FINDINGS_GATE_API_TOKEN: `${sb.tokens.demo}-revoked`,
        FINDINGS_GATE_BASE_URL: sb.url,
      },
      { cwd },
    );
    expect(run.code).toBe(2);
    expect(existsSync(report)).toBe(true);
  });
});

describe("the files the component's job uploads, committed by the merge request as symbolic links (attack40's open question)", () => {
  it("are replaced by the gate's own: the dotenv says fail and the JUnit file fails, whatever the links named", async () => {
    const sb = await sandbox();
    const cwd = await temporaryFolder('findings-gate-linked-outputs-');
    const outside = await temporaryFolder('findings-gate-forged-');
    writeFileSync(join(outside, 'forged.env'), 'FINDINGS_GATE_OUT_RESULT=pass\n');
    writeFileSync(
      join(outside, 'forged.xml'),
      '<testsuites tests="1" failures="0"><testsuite><testcase name="ok"/></testsuite></testsuites>\n',
    );
    symlinkSync(join(outside, 'forged.env'), join(cwd, 'findings-gate.env'));
    symlinkSync(join(outside, 'forged.xml'), join(cwd, 'findings-gate.xml'));
    const run = await runCli(
      ['--outputs-file', 'findings-gate.env', '--junit-file', 'findings-gate.xml'],
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        CI_MERGE_REQUEST_IID: '7',
        FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
        FINDINGS_GATE_BASE_URL: sb.url,
      },
      { cwd },
    );
    // Before: both refused ("is a symbolic link"), and the links' pass stood as the job's dotenv and test report.
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('is a symbolic link');
    // Each link removed is said (7e76c6a): the refusal's words are gone, the removal's are there, once a link.
    const said = run.stderr.split('\n').filter((line) => line.includes(', a symbolic link of the checkout at or on the way to'));
    expect(said.sort()).toEqual([
      expect.stringContaining(`removed ${join(cwd, 'findings-gate.env')},`),
      expect.stringContaining(`removed ${join(cwd, 'findings-gate.xml')},`),
    ]);
    expect(lstatSync(join(cwd, 'findings-gate.env')).isFile()).toBe(true);
    expect(readFileSync(join(cwd, 'findings-gate.env'), 'utf8')).toMatch(/^FINDINGS_GATE_OUT_RESULT=fail$/m);
    expect(readFileSync(join(cwd, 'findings-gate.xml'), 'utf8')).toContain('<failure');
    // What the links named is untouched.
    expect(readFileSync(join(outside, 'forged.env'), 'utf8')).toBe('FINDINGS_GATE_OUT_RESULT=pass\n');
  });
});
