// attack43 W2 (high, sibling of attack41 W1): the watchdog kept what the policy's walks showed only once all of them had
// answered (collect/index.ts keptShown on collectPolicy's whole promise). The secrets walk lists a secret in Block mode;
// the code walk of fail-on-blocking (its request with policies=) is then held and the proxy stops answering CONNECT: its
// retry waits for a tunnel the deadline does not cut, collectPolicy never settles, and the watchdog ended the run "could
// not decide (on-api-error: warn, the job goes on)", exit 0, though the secret fails the run whatever the code walk holds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetOf } from '../sandbox/data.ts';
import { type Sandbox, startSandbox } from '../sandbox/server.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';

const APP = 'acme/app';

import { temporaryFolder } from '../support/temporary.ts';

/** A self-signed certificate for 127.0.0.1 (openssl), which the gate trusts through NODE_EXTRA_CA_CERTS. */
let TLS = '';
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
beforeAll(async () => {
  if (!hasOpenssl) return;
  TLS = await temporaryFolder('findings-gate-tls-');
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-days', '2'];
  const files = ['-keyout', `${TLS}/key.pem`, '-out', `${TLS}/cert.pem`];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...files, ...subject], { stdio: 'ignore' });
});
const closers: (() => void)[] = [];
afterAll(() => {
  for (const close of closers) close();
});

/** An https front of the sandbox (its own certificate, NODE_EXTRA_CA_CERTS) and a CONNECT proxy before it, which stops answering once the code walk is asked. */
async function stage(sb: Sandbox): Promise<{ base: string; proxy: string }> {
  const state = { tripped: false, tunnels: new Set<Socket>() };
  const https = createHttps({ key: readFileSync(`${TLS}/key.pem`), cert: readFileSync(`${TLS}/cert.pem`) }, (req, res) => {
    if (state.tripped) return;
    if (req.url?.includes('policies=')) {
      // The code walk is held; 1.5 s later (the other walks answered) no tunnel is made any more, and those made are
      // dropped: the gate's retry of the walk asks for a new one, never answered.
      setTimeout(() => {
        state.tripped = true;
        for (const tunnel of state.tunnels) tunnel.destroy();
      }, 1500);
      return;
    }
    const upstream = httpRequest(new URL(req.url ?? '/', sb.url), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => https.listen(0, '127.0.0.1', done));
  const httpsPort = (https.address() as AddressInfo).port;
  const proxy = createServer((socket) => {
    socket.on('error', () => undefined);
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (state.tripped) return; // the CONNECT is never answered
      const out = connect(httpsPort, '127.0.0.1', () => {
        socket.write('HTTP/1.1 200 Connection established\r\n\r\n');
        out.pipe(socket);
        socket.pipe(out);
      });
      out.on('error', () => socket.destroy());
      state.tunnels.add(socket);
      socket.on('close', () => out.destroy());
    };
    socket.on('data', onData);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  closers.push(() => {
    https.closeAllConnections();
    https.close();
    proxy.close();
    for (const tunnel of state.tunnels) tunnel.destroy();
  });
  return { base: `https://127.0.0.1:${httpsPort}`, proxy: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` };
}

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

describe.skipIf(!hasOpenssl)('attack43 W2: one walk held on its tunnel after another showed a failure', () => {
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
    // The secrets walk answered (the secret in Block mode listed) before the code walk's tunnel was refused.
    expect(sb.requests.filter((r) => r.route === 'secrets').length).toBeGreaterThan(1);
    expect(run.stderr).toContain('a request to the API was still waiting');
    // Before: 'findings-gate could not decide (on-api-error: warn, the job goes on)', exit 0.
    expect(run.stderr).not.toContain('the job goes on');
    expect(run.stderr).toContain("error: findings-gate failed: 1 secret blocked by the platform's policy: secret in Block mode");
    expect(run.code).toBe(1);
  }, 90_000);
});
