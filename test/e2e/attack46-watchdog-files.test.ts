// A run the watchdog ends (a request held past the deadline: test/support/held-proxy.ts) ran only the sinks' endings
// (the outputs file), never their error(): the merge request's committed JUnit file (passing), code quality report
// (`[]`), SARIF file (an empty log) and report file stood as the job's, as no run that could not judge by another path
// leaves them (attack40 C1, attack43 L1, attack44 F1). GitLab's widget showed the tests passing for a job that failed
// (attack46 H1). Now each file sink's error() runs once the endings have written the outputs: the JUnit file holds the
// error or the failure shown, the report file the error, the code quality report and the SARIF file are removed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetOf, type SecretInput } from '../sandbox/data.ts';
import { type Sandbox, startSandbox } from '../sandbox/server.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { certificate, hasOpenssl, heldStage } from '../support/held-proxy.ts';
import { temporaryFolder } from '../support/temporary.ts';

const APP = 'acme/app';
let TLS = '';
beforeAll(async () => {
  if (hasOpenssl) TLS = await certificate();
});
const closers: (() => void)[] = [];
afterAll(() => {
  for (const close of closers) close();
});

const PASSING_JUNIT =
  '<testsuites tests="1" failures="0"><testsuite name="gate" tests="1" failures="0"><testcase name="ok"/></testsuite></testsuites>\n';
const FORGED = {
  'findings-gate.env': 'FINDINGS_GATE_OUT_RESULT=pass\n',
  'findings-gate.xml': PASSING_JUNIT,
  'gl-code-quality-report.json': '[]\n',
  'gate.sarif': '{"version":"2.1.0","runs":[]}\n',
  'findings-gate-report.json': '{"result":"pass"}\n',
};

/** The command line in a merge request's checkout holding FORGED, its secrets walk held at `held`. */
async function heldRun(secrets: number, held: (url: string) => boolean) {
  const blocking: SecretInput[] = Array.from({ length: secrets }, () => ({
    repository: APP,
    validationState: 'confirmed_invalid',
    mode: 'MODE_BLOCK',
    type: 'GitHub',
  }));
  const sb: Sandbox = await startSandbox({ dataset: datasetOf({ projects: [APP], secrets: blocking }) });
  closers.push(() => void sb.close());
  const { base, proxy } = await heldStage(sb, TLS, (req) => held(req.url ?? ''), closers);
  const cwd = await temporaryFolder('findings-gate-watchdog-files-');
  for (const [name, text] of Object.entries(FORGED)) writeFileSync(join(cwd, name), text);
  const run = await runCli(
    [
      ...['--base-url', base, '--projects', APP, '--fail-on-blocking', 'true', '--fail-on-severity', 'none', '--timeout-seconds', '6'],
      ...['--outputs-file', 'findings-gate.env', '--junit-file', 'findings-gate.xml', '--sarif-file', 'gate.sarif'],
    ],
    {
      ...ciEnvironment('gitlab', APP),
      CI_MERGE_REQUEST_IID: '7',
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
      NODE_EXTRA_CA_CERTS: `${TLS}/cert.pem`,
      HTTPS_PROXY: proxy,
      FINDINGS_GATE_REQUEST_TIMEOUT_MS: '30000',
      FINDINGS_GATE_RETRY_MIN_DELAY_MS: '100',
      FINDINGS_GATE_WATCHDOG_GRACE_MS: '1000',
    },
    { cwd, killAfterMs: 60_000 },
  );
  expect(run.stderr).toContain('a request to the API was still waiting');
  const read = (name: string): string | undefined => (existsSync(join(cwd, name)) ? readFileSync(join(cwd, name), 'utf8') : undefined);
  return { run, read };
}

describe.skipIf(!hasOpenssl)('a run the watchdog ends leaves none of the files a merge request committed (attack46 H1)', () => {
  it('nothing shown: the JUnit file and the report hold the error, the code quality report and the SARIF file are removed', async () => {
    const { run, read } = await heldRun(0, (url) => url.includes('/secrets'));
    expect(run.code, run.stderr).toBe(2);
    expect(read('findings-gate.env')).toMatch(/^FINDINGS_GATE_OUT_RESULT=error$/m);
    // Before: each of these read as FORGED (a passing JUnit file, `[]`, an empty log, result pass).
    expect(read('findings-gate.xml')).toMatch(/<error/);
    expect(JSON.parse(read('findings-gate-report.json') ?? '{}')).toMatchObject({ result: 'error' });
    expect(read('gl-code-quality-report.json')).toBeUndefined();
    expect(read('gate.sarif')).toBeUndefined();
  }, 90_000);

  it('a FAIL the first page showed: the JUnit file fails on it', async () => {
    const { run, read } = await heldRun(1500, (url) => url.includes('/secrets') && url.includes('cursor='));
    expect(run.code, run.stderr).toBe(1);
    expect(read('findings-gate.env')).toMatch(/^FINDINGS_GATE_OUT_RESULT=fail$/m);
    expect(read('findings-gate.xml')).toContain('<failure');
    expect(read('findings-gate.xml')).toContain('secrets blocked by the platform');
    expect(read('gl-code-quality-report.json')).toBeUndefined();
    expect(read('gate.sarif')).toBeUndefined();
  }, 90_000);
});
