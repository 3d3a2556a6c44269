// attack43 W3 (high, a false pass in this session's watchdog): the secrets walk of fail-on-blocking lists Block-mode
// secrets on its first page, then its second page's request waits for a proxy's CONNECT that is never answered, which
// the deadline does not cut. The watchdog softened the undecided run under on-api-error: warn (exit 0, "the job goes
// on"): what the walk had read was never kept, as a walk keeps its items when it ends. The watchdog now never softens
// (finish.ts): the run ends as an error, exit 2, whatever on-api-error says.
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
    if (req.url?.includes('/secrets') && req.url.includes('cursor=')) {
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
