// attack41 X3 (medium): a base-url below localhost (http://semgrep.localhost:PORT, allowed in clear text as a loopback host)
// is handed, Bearer token and all, to an HTTP_PROXY on the loopback, which resolves the name itself: glibc (and squid,
// cntlm, any forwarder to an upstream proxy) asks the network's resolver for semgrep.localhost, the very lookup
// attack40 X2's localhostLookup keeps the gate from making. Expected: a name below localhost is reached directly, as
// localhost (the proxy never sees the request); got: the proxy receives `GET http://semgrep.localhost:PORT/...` with
// `authorization: Bearer …`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../sandbox/server.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';

const closers: (() => unknown)[] = [];
afterAll(() => {
  for (const close of closers) close();
});

describe('attack41 X3: a name below localhost through a loopback proxy', () => {
  for (const name of ['semgrep.localhost', 'semgrep.localhost.', 'localhost.']) {
    it(`http://${name}: the loopback proxy never gets the request (nor the token)`, async () => {
      const sb = await startSandbox();
      closers.push(() => sb.close());
      const seen: string[] = [];
      const proxy = createServer((req, res) => {
        seen.push(`${req.method} ${req.url} authorization=${req.headers.authorization === undefined ? 'no' : 'yes'}`);
        res.writeHead(502).end();
      });
      await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
      closers.push(() => proxy.close());
      const port = new URL(sb.url).port;
      const run = await runCli(['--base-url', `http://${name}:${port}`, '--timeout-seconds', '10'], {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
        HTTP_PROXY: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        FINDINGS_GATE_RETRY_MIN_DELAY_MS: '10',
      });
      // Before: the proxy got 'GET http://semgrep.localhost:PORT/api/agent/identity' with the Bearer token.
      expect(seen).toEqual([]);
      expect(run.code).toBe(1);
      expect(sb.requests.length).toBeGreaterThan(0);
    }, 60_000);
  }
});
