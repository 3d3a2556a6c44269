// attack44 L1 (low): an https: base-url at a loopback address (https://127.0.0.1:PORT, https://[::1]:PORT) went through
// HTTPS_PROXY (the proxy saw `CONNECT 127.0.0.1:PORT`), while https://localhost:PORT went directly: a proxy off this
// machine cannot reach this machine's loopback, so such a run failed on the proxy's words. Expected: every loopback
// host, by name or address, is reached directly; the proxy sees nothing.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';

const closers: (() => unknown)[] = [];
afterAll(() => {
  for (const close of closers) close();
});

describe('attack44 L1: an https: base-url on a loopback address never goes through HTTPS_PROXY', () => {
  for (const host of ['127.0.0.1', '[::1]', 'localhost']) {
    it(`https://${host}: the proxy never sees a CONNECT`, async () => {
      const seen: string[] = [];
      const proxy = createServer((req, res) => {
        seen.push(`${req.method} ${req.url}`);
        res.writeHead(502).end();
      });
      proxy.on('connect', (req, socket) => {
        seen.push(`CONNECT ${req.url}`);
        socket.end('HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n');
      });
      await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
      closers.push(() => proxy.close());
      // The API: a listener that takes the connection and closes it (no TLS), on the address the base-url names.
      const reached: string[] = [];
      const api = createTcpServer((socket) => {
        reached.push('connection');
        socket.destroy();
      });
      const address = host === '[::1]' ? '::1' : '127.0.0.1';
      const listened = await new Promise<boolean>((done) => {
        api.once('error', () => done(false));
        api.listen(0, address, () => done(true));
      });
      if (!listened) return; // no IPv6 loopback on this machine
      closers.push(() => api.close());
      const port = (api.address() as AddressInfo).port;
      const run = await runCli(['--base-url', `https://${host}:${port}`, '--timeout-seconds', '5'], {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        FINDINGS_GATE_API_TOKEN: 'tok_attack44_l1_0123456789',
        HTTPS_PROXY: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        FINDINGS_GATE_RETRY_MIN_DELAY_MS: '10',
      });
      // Before: https://127.0.0.1 and https://[::1] went to the proxy as 'CONNECT 127.0.0.1:PORT'.
      expect(seen, run.stderr + run.stdout).toEqual([]);
      expect(reached.length, run.stderr + run.stdout).toBeGreaterThan(0);
      expect(run.code).toBe(2);
    }, 60_000);
  }
});
