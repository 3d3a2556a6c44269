// A stage where a request waits on a connection the run's deadline cannot cut (attack37 P1, attack41 W1, attack43 W2/W3):
// an https front of the sandbox, with its own certificate (openssl, trusted through NODE_EXTRA_CA_CERTS), behind a
// CONNECT proxy. The front holds the first request `held` picks; 1.5 s later (the other walks answered) the proxy
// drops its tunnels and answers no CONNECT any more, so the gate's retry waits for a tunnel that never comes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';
import type { Sandbox } from '../sandbox/server.ts';
import { temporaryFolder } from './temporary.ts';

/** Whether openssl is on this machine: the stage needs it for its certificate. */
export const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * The name the front is asked by: a reserved name (RFC 6761 `.test`), so that the gate sends the request through
 * HTTPS_PROXY, whose tunnel reaches the front on the loopback (a loopback host, 127.0.0.1 or localhost, is reached
 * directly, never through a proxy: attack44 L1).
 */
export const FRONT_NAME = 'semgrep.held.test';

/** A self-signed certificate for FRONT_NAME, 127.0.0.1 and localhost in a folder of its own: `cert.pem` and `key.pem`. */
export async function certificate(): Promise<string> {
  const tls = await temporaryFolder('findings-gate-tls-');
  const subject = ['-subj', '/CN=localhost', '-addext', `subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:${FRONT_NAME}`, '-days', '2'];
  const files = ['-keyout', `${tls}/key.pem`, '-out', `${tls}/cert.pem`];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...files, ...subject], { stdio: 'ignore' });
  return tls;
}

/** The front and its proxy (see the top of this file), their close pushed onto `closers`: the base URL and HTTPS_PROXY. */
export async function heldStage(
  sb: Sandbox,
  tls: string,
  held: (req: IncomingMessage) => boolean,
  closers: (() => void)[],
): Promise<{ base: string; proxy: string }> {
  const state = { tripped: false, tunnels: new Set<Socket>() };
  const https = createHttps({ key: readFileSync(`${tls}/key.pem`), cert: readFileSync(`${tls}/cert.pem`) }, (req, res) => {
    if (state.tripped) return;
    if (held(req)) {
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
  return { base: `https://${FRONT_NAME}:${httpsPort}`, proxy: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` };
}
