// A proxy that takes the CONNECT and never answers it (or answers and then says nothing over the tunnel): each
// request ends at the request timeout, as a server that never answers does, and the run ends before its deadline
// with the API's error (attack37 P1: the wait held the run to the watchdog, which named the gate's own work and
// hardened on-api-error: warn).
import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';

const sockets: Socket[] = [];
const servers: ReturnType<typeof createServer>[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  for (const server of servers) server.close();
});

async function proxy(answer: string): Promise<string> {
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    let head = '';
    socket.on('data', (chunk) => {
      if (head.includes('\r\n\r\n')) return;
      head += chunk.toString('latin1');
      if (head.includes('\r\n\r\n') && answer !== '') socket.write(answer);
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe('a proxy that never answers (attack37 P1)', () => {
  for (const [what, answer] of [
    ['the CONNECT', ''],
    ['over the tunnel', 'HTTP/1.1 200 Connection established\r\n\r\n'],
  ] as const) {
    it(`ends each request at the request timeout, and the run before its deadline, when it says nothing ${what}`, async () => {
      const started = Date.now();
      const run = await runCli(
        ['--base-url', 'https://semgrep.example.test', '--timeout-seconds', '20', '--on-api-error', 'warn'],
        {
          ...ciEnvironment('gitlab', 'acme/payments-api'),
          FINDINGS_GATE_API_TOKEN: 'sgp_proxy-silent-0123456789',
          HTTPS_PROXY: await proxy(answer),
          FINDINGS_GATE_REQUEST_TIMEOUT_MS: '1000',
          FINDINGS_GATE_RETRY_MIN_DELAY_MS: '100',
          FINDINGS_GATE_WATCHDOG_GRACE_MS: '2000',
        },
        { killAfterMs: 40_000 },
      );
      expect(run.stderr).not.toContain("the gate's own work");
      expect(Date.now() - started).toBeLessThan(20_000);
      // on-api-error: warn softens an API that could not be reached.
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/the API at https:\/\/semgrep\.example\.test did not answer within 1 s/);
    }, 60_000);
  }

  it('names a wait the deadline cannot cut, a CONNECT never answered within a longer request timeout, never softened: a walk still out may hold what fails the run (attack37 P1, attack43 W3)', async () => {
    // Before: "the gate's own work held it (a wait on the API ends at the deadline)"; the wait is named now, and stays unsoftened.
    const run = await runCli(
      ['--base-url', 'https://semgrep.example.test', '--timeout-seconds', '3', '--on-api-error', 'warn'],
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        FINDINGS_GATE_API_TOKEN: 'sgp_proxy-silent-0123456789',
        HTTPS_PROXY: await proxy(''),
        FINDINGS_GATE_REQUEST_TIMEOUT_MS: '30000',
        FINDINGS_GATE_WATCHDOG_GRACE_MS: '1000',
      },
      { killAfterMs: 40_000 },
    );
    expect(run.stderr).not.toContain("the gate's own work");
    expect(run.stderr).toMatch(
      /findings-gate could not decide: the run's deadline of 3 s was reached, and 1 s later the run had not ended: a request to the API was still waiting \(its main thread busy \d+% of the run\), most likely for a connection to the API or through its proxy, which the deadline does not cut \(the request timeout ends it\); on-api-error: warn does not soften it/,
    );
    expect(run.code).toBe(2);
    // Without warn, the job fails as for any API error.
    const failing = await runCli(['--base-url', 'https://semgrep.example.test', '--timeout-seconds', '3'], {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      FINDINGS_GATE_API_TOKEN: 'sgp_proxy-silent-0123456789',
      HTTPS_PROXY: await proxy(''),
      FINDINGS_GATE_REQUEST_TIMEOUT_MS: '30000',
      FINDINGS_GATE_WATCHDOG_GRACE_MS: '1000',
    });
    expect(failing.code).toBe(2);
    expect(failing.stderr).toContain('a request to the API was still waiting');
  }, 60_000);

  it("ends the remote policy file's read at the request timeout, and the run before its deadline", async () => {
    const started = Date.now();
    const run = await runCli(
      [
        '--base-url',
        'https://semgrep.example.test',
        '--timeout-seconds',
        '20',
        '--config-file',
        'acme/policy/policy.yml@0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c',
        '--config-api-url',
        'https://gh.example.test',
      ],
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        FINDINGS_GATE_API_TOKEN: 'sgp_proxy-silent-0123456789',
        FINDINGS_GATE_CONFIG_TOKEN: 'cfg-proxy-silent-token',
        HTTPS_PROXY: await proxy(''),
        FINDINGS_GATE_REQUEST_TIMEOUT_MS: '1000',
        FINDINGS_GATE_RETRY_MIN_DELAY_MS: '100',
        FINDINGS_GATE_WATCHDOG_GRACE_MS: '2000',
      },
      { killAfterMs: 40_000 },
    );
    expect(run.signal).toBeNull();
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cannot be read');
  }, 60_000);

  it("names a proxy's refusal of the CONNECT (407), not undici's code (attack37 P2)", async () => {
    const env = {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      FINDINGS_GATE_API_TOKEN: 'sgp_proxy-silent-0123456789',
      FINDINGS_GATE_CONFIG_TOKEN: 'cfg-proxy-silent-token',
      HTTPS_PROXY: await proxy('HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n'),
    };
    const api = await runCli(['--base-url', 'https://semgrep.example.test'], env);
    expect(api.stderr).toContain('could not reach https://semgrep.example.test: the proxy (HTTPS_PROXY) answered 407 to CONNECT');
    const policy = await runCli(
      [
        '--base-url',
        'https://semgrep.example.test',
        '--config-file',
        'acme/policy/policy.yml@0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c',
        '--config-api-url',
        'https://gh.example.test',
      ],
      env,
    );
    expect(policy.stderr).toContain('could not reach https://gh.example.test: the proxy (HTTPS_PROXY) answered 407 to CONNECT');
  }, 60_000);
});
