// attack43 W3 (high, a false pass in this session's watchdog): the secrets walk of fail-on-blocking lists Block-mode
// secrets on its first page, then its second page's request waits for a proxy's CONNECT that is never answered, which
// the deadline does not cut. The watchdog softened the undecided run under on-api-error: warn (exit 0, "the job goes
// on"): what the walk had read was never kept, as a walk keeps its items when it ends. The watchdog now never softens
// (finish.ts): the run ends as an error, exit 2, whatever on-api-error says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetOf } from '../sandbox/data.ts';
import { type Sandbox, startSandbox } from '../sandbox/server.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { certificate, hasOpenssl, heldStage } from '../support/held-proxy.ts';

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

/** The stage whose held request is this test's. */
const stage = (sb: Sandbox) => heldStage(sb, TLS, (req) => req.url?.includes('/secrets') === true && req.url.includes('cursor='), closers);

async function box(): Promise<Sandbox> {
  const dataset = datasetOf({
    projects: [APP],
    findings: [],
    secrets: Array.from({ length: 1500 }, () => ({
      repository: APP,
      validationState: 'confirmed_invalid',
      mode: 'MODE_BLOCK',
      type: 'GitHub',
    })),
  });
  const sb = await startSandbox({ dataset });
  closers.push(() => void sb.close());
  return sb;
}

const args = (url: string) => [
  ...['--base-url', url, '--projects', APP, '--fail-on-blocking', 'true', '--fail-on-severity', 'none'],
  ...['--fail-on-valid-secrets', 'false', '--fail-on-malicious', 'false', '--on-api-error', 'warn', '--timeout-seconds', '6'],
];
const env = (sb: Sandbox) => ({
  ...ciEnvironment('gitlab', APP),
  FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
  NODE_EXTRA_CA_CERTS: `${TLS}/cert.pem`,
  FINDINGS_GATE_REQUEST_TIMEOUT_MS: '30000',
  FINDINGS_GATE_RETRY_MIN_DELAY_MS: '100',
  FINDINGS_GATE_WATCHDOG_GRACE_MS: '1000',
});

describe.skipIf(!hasOpenssl)('attack43 W3: the secrets walk held at its second page after its first listed Block-mode secrets', () => {
  it('control: the report held past the deadline FAILs on the secret in Block mode (exit 1)', async () => {
    const sb = await box();
    sb.inject('report', { kind: 'hang' });
    const run = await runCli(args(sb.url), { ...env(sb) }, { killAfterMs: 60_000 });
    expect(run.code).toBe(1);
  }, 90_000);

  it('a CONNECT never answered past the deadline after the first page: the job fails (exit 2), never softened (exit 0)', async () => {
    const sb = await box();
    const { base, proxy } = await stage(sb);
    const run = await runCli(args(base), { ...env(sb), HTTPS_PROXY: proxy }, { killAfterMs: 60_000 });
    // The secrets walk's first page answered before its next request's tunnel was refused.
    expect(sb.requests.filter((r) => r.route === 'secrets').length).toBeGreaterThan(0);
    expect(run.stderr).toContain('a request to the API was still waiting');
    // Before: 'findings-gate could not decide (on-api-error: warn, the job goes on)', exit 0.
    expect(run.stderr).not.toContain('the job goes on');
    expect(run.code).toBe(2);
  }, 90_000);
});
