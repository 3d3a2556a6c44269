// attack41 W1 (high): the watchdog's softened ending (2f6057d, finish.ts heldBy) forgets what the policy's walks showed.
// fail-on-blocking: a secret in Block mode is listed; that fails the run whatever the rest holds, and on-api-error:
// warn never softens it (gate/platform-policy.ts ShownFailure). Then the proxy stops answering CONNECT (attack37 P1's
// proxy): the report's retry waits for its tunnel, which the deadline does not cut, and the watchdog ends the run
// "could not decide (on-api-error: warn, the job goes on)", exit 0. The same run whose report fails any other way
// (the control: the report's answer held past the deadline) FAILs, exit 1.
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
const stage = (sb: Sandbox) => heldStage(sb, TLS, (req) => req.url?.includes('/report') === true, closers);

async function box(): Promise<Sandbox> {
  const dataset = datasetOf({
    projects: [APP],
    findings: [],
    secrets: [{ repository: APP, validationState: 'confirmed_invalid', mode: 'MODE_BLOCK', type: 'GitHub' }],
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

describe.skipIf(!hasOpenssl)('attack41 W1: what the policy walks showed, under the watchdog', () => {
  it('control: the report held past the deadline FAILs on the secret in Block mode (exit 1)', async () => {
    const sb = await box();
    sb.inject('report', { kind: 'hang' });
    const run = await runCli(args(sb.url), { ...env(sb) }, { killAfterMs: 60_000 });
    expect(run.code).toBe(1);
  }, 90_000);

  it('a CONNECT never answered past the deadline: must FAIL (exit 1), not end softened (exit 0)', async () => {
    const sb = await box();
    const { base, proxy } = await stage(sb);
    const run = await runCli(args(base), { ...env(sb), HTTPS_PROXY: proxy }, { killAfterMs: 60_000 });
    // The walks answered (the secret in Block mode listed) before the report's tunnel was refused.
    expect(sb.requests.filter((r) => r.route === 'secrets').length).toBeGreaterThan(1);
    expect(run.stderr).toContain('a request to the API was still waiting');
    // Before: 'findings-gate could not decide (on-api-error: warn, the job goes on)', exit 0.
    expect(run.stderr).not.toContain('the job goes on');
    expect(run.stderr).toContain("error: findings-gate failed: 1 secret blocked by the platform's policy: secret in Block mode");
    expect(run.code).toBe(1);
  }, 90_000);
});
