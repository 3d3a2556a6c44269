// attack43 W3 (high, a false pass in this session's watchdog): a walk of the platform's policy lists items that fail
// the run on its first page, then its next page's request waits for a proxy's CONNECT that is never answered, which
// the deadline does not cut. The watchdog softened the undecided run under on-api-error: warn (exit 0, "the job goes
// on"): what the walk had read was never kept, as a walk kept its items only when it ended. Then (the watchdog never
// softens) it ended as an error, exit 2, under both on-api-error values: not the FAIL the first page proved. Now the
// watchdog reads what every walk has listed so far (collect/policy.ts shownPolicySoFar): a walk that listed what
// fails the run makes it that FAIL (exit 1), its list said not read ("which may name more"), as a page that fails
// does; one that listed nothing failing leaves the run the error (result error; exit 2 from the command line, 1 from
// the action), never a pass, under fail and warn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetOf, type FindingInput, type SecretInput } from '../sandbox/data.ts';
import { type Sandbox, startSandbox } from '../sandbox/server.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { certificate, hasOpenssl, heldStage } from '../support/held-proxy.ts';
import { runAction } from '../support/runner.ts';

const APP = 'acme/app';

/** The certificate's folder (test/support/held-proxy.ts), made once where openssl is. */
let TLS = '';
beforeAll(async () => {
  if (hasOpenssl) TLS = await certificate();
});
const closers: (() => void)[] = [];
afterAll(() => {
  for (const close of closers) close();
});

/** The secrets list's next page (1,000 a page): the request held. */
const secretsNextPage = (url: string) => url.includes('/secrets') && url.includes('cursor=');
/** The second page (2,000 a page) of the code walk of fail-on-blocking (`policies=`): the request held. */
const blockingCodeNextPage = (url: string) => url.includes('/findings') && url.includes('policies=') && url.includes('page=1');

/** The stage whose held request is the one `held` picks. */
const stage = (sb: Sandbox, held: (url: string) => boolean) => heldStage(sb, TLS, (req) => held(req.url ?? ''), closers);

/** `n` secrets of acme/app in `mode`, open. */
const secretsIn = (n: number, mode: string): SecretInput[] =>
  Array.from({ length: n }, () => ({ repository: APP, validationState: 'confirmed_invalid', mode, type: 'GitHub' }));

/** `n` open low code findings of acme/app of a rule in Block mode. */
const blockingCode = (n: number): FindingInput[] =>
  Array.from({ length: n }, () => ({ project: APP, product: 'code', severity: 'low', ruleId: 'js.block.sqli', status: 'open' }));

async function box(secrets: SecretInput[], findings: FindingInput[] = []): Promise<Sandbox> {
  const dataset = datasetOf({ projects: [APP], findings, secrets, ruleModes: { 'js.block.sqli': 'block' } });
  const sb = await startSandbox({ dataset });
  closers.push(() => void sb.close());
  return sb;
}

const args = (url: string) => [
  ...['--base-url', url, '--projects', APP, '--fail-on-blocking', 'true', '--fail-on-severity', 'none'],
  ...['--fail-on-valid-secrets', 'false', '--fail-on-malicious', 'false', '--on-api-error', 'warn', '--timeout-seconds', '6'],
];
/** The tuning that keeps the held run short: the watchdog 1 s past the 6 s deadline, a request timeout it never reaches. */
const TUNING = {
  FINDINGS_GATE_REQUEST_TIMEOUT_MS: '30000',
  FINDINGS_GATE_RETRY_MIN_DELAY_MS: '100',
  FINDINGS_GATE_WATCHDOG_GRACE_MS: '1000',
};
const env = (sb: Sandbox) => ({
  ...ciEnvironment('gitlab', APP),
  FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
  NODE_EXTRA_CA_CERTS: `${TLS}/cert.pem`,
  ...TUNING,
});

/** The built action through the held stage of `held`, with fail-on-blocking and `on-api-error`. */
async function heldAction(sb: Sandbox, held: (url: string) => boolean, onApiError: 'fail' | 'warn') {
  const { base, proxy } = await stage(sb, held);
  const inputs = {
    ...{ 'api-token': sb.tokens.demo, 'base-url': base, projects: APP, 'fail-on-blocking': 'true', 'fail-on-severity': 'none' },
    ...{ 'fail-on-valid-secrets': 'false', 'fail-on-malicious': 'false', 'on-api-error': onApiError, 'timeout-seconds': '6' },
  };
  const run = await runAction({
    inputs,
    env: { NODE_EXTRA_CA_CERTS: `${TLS}/cert.pem`, HTTPS_PROXY: proxy, ...TUNING },
    killAfterMs: 60_000,
  });
  // The held page's walk had answered its first page, and the watchdog ended the run, never softened.
  const said = run.stdout + run.stderr;
  expect(said).toContain('a request to the API was still waiting');
  expect(said).not.toContain('the job goes on');
  return { ...run, said };
}

describe.skipIf(!hasOpenssl)('attack43 W3: a policy walk held at its next page after its first listed what fails the run', () => {
  it('control: the report held past the deadline FAILs on the secrets in Block mode (exit 1)', async () => {
    const sb = await box(secretsIn(1500, 'MODE_BLOCK'));
    sb.inject('report', { kind: 'hang' });
    const run = await runCli(args(sb.url), { ...env(sb) }, { killAfterMs: 60_000 });
    expect(run.code).toBe(1);
  }, 90_000);

  it('the command line: the secrets walk held at its next page FAILs on the first page (exit 1), its list said not read', async () => {
    const sb = await box(secretsIn(1500, 'MODE_BLOCK'));
    const { base, proxy } = await stage(sb, secretsNextPage);
    const run = await runCli(args(base), { ...env(sb), HTTPS_PROXY: proxy }, { killAfterMs: 60_000 });
    expect(sb.requests.filter((r) => r.route === 'secrets').length).toBeGreaterThan(0);
    expect(run.stderr).toContain('a request to the API was still waiting');
    // Before: 'findings-gate could not decide (on-api-error: warn, the job goes on)', exit 0; then the error, exit 2.
    expect(run.stderr).not.toContain('the job goes on');
    expect(run.stderr).toContain(
      "error: findings-gate failed: 1,000 secrets blocked by the platform's policy: secret in Block mode; not read: the open list (still being read at the run's deadline), which may name more",
    );
    expect(run.code).toBe(1);
  }, 90_000);

  for (const onApiError of ['fail', 'warn'] as const) {
    it(`the action, on-api-error: ${onApiError}: the Block-mode secrets' walk held at its next page FAILs (exit 1), result fail`, async () => {
      const sb = await box(secretsIn(1500, 'MODE_BLOCK'));
      const run = await heldAction(sb, secretsNextPage, onApiError);
      expect(run.said).toContain(
        "::error::findings-gate failed: 1,000 secrets blocked by the platform's policy: secret in Block mode; not read: the open list (still being read at the run's deadline), which may name more",
      );
      expect(run.outputs).toMatchObject({ result: 'fail', blocking: '1000' });
      expect(run.code).toBe(1);
    }, 90_000);

    it(`the action, on-api-error: ${onApiError}: the Block-mode code walk held at its next page FAILs (exit 1), result fail`, async () => {
      const sb = await box([], blockingCode(2100));
      const run = await heldAction(sb, blockingCodeNextPage, onApiError);
      expect(sb.requests.some((r) => r.route === 'findings' && r.query.policies !== undefined)).toBe(true);
      expect(run.said).toContain(
        "::error::findings-gate failed: 2,000 code findings blocked by the platform's policy: rule in Block mode; not read: the open list (still being read at the run's deadline), which may name more",
      );
      expect(run.outputs).toMatchObject({ result: 'fail', blocking: '2000' });
      expect(run.code).toBe(1);
    }, 90_000);

    it(`the action, on-api-error: ${onApiError}: a walk held after listing nothing that fails ends as the error (result error), never a pass`, async () => {
      const sb = await box(secretsIn(1500, 'MODE_MONITOR'));
      const run = await heldAction(sb, secretsNextPage, onApiError);
      expect(run.said).not.toContain('findings-gate failed');
      expect(run.said).toContain('::error::findings-gate could not decide: ');
      expect(run.outputs).toMatchObject({ result: 'error' });
      // The action's exit of an error, under both values (docs/errors.md): the watchdog never softens.
      expect(run.code).toBe(1);
    }, 90_000);

    it(`the command line, on-api-error: ${onApiError}: a walk held after listing nothing that fails ends as the error (exit 2), never a pass`, async () => {
      const sb = await box(secretsIn(1500, 'MODE_MONITOR'));
      const { base, proxy } = await stage(sb, secretsNextPage);
      const flags = args(base).map((flag) => (flag === 'warn' ? onApiError : flag));
      const run = await runCli(flags, { ...env(sb), HTTPS_PROXY: proxy }, { killAfterMs: 60_000 });
      expect(run.stderr).toContain('a request to the API was still waiting');
      expect(run.stderr).not.toContain('findings-gate failed');
      expect(run.stderr).not.toContain('the job goes on');
      expect(run.code).toBe(2);
    }, 90_000);
  }
});
