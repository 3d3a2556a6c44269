// The transport (src/api/http.ts) when the network fails before an answer: which failures are worth
// another attempt, which mean "no answer in time", and the code a failure is named by. A loopback server
// cannot make the operating system fail a connection with EPIPE, EAI_AGAIN or ETIMEDOUT on demand, so
// undici's own dispatcher is given a connector (undici's documented `connect` function option) that fails
// the next connections with the errors queued in `faults`, and connects for real once they are used up.
// Everything else is the real path: the transport's code, undici, and a node:http server on 127.0.0.1.
import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { createTransport, type Transport, type TransportOptions } from '../../src/api/http.ts';
import { listen } from '../support/scripted-server.ts';

/** The errors the next connections fail with, first first; empty: connections are real. */
const faults = vi.hoisted((): unknown[] => []);

vi.mock('undici', async (importOriginal) => {
  const real = await importOriginal<typeof import('undici')>();
  type Options = ConstructorParameters<typeof real.EnvHttpProxyAgent>[0] & { connect?: { timeout?: number } };
  // The connector of each dispatcher the transport makes: the proxies' agent, and the direct agent an http: request to
  // the loopback takes (files/remote.ts: never through a proxy, attack43 X4).
  const faulty = (options: Options = {}): Options => {
    const connectForReal = real.buildConnector({ ...(options.connect ?? {}) });
    return {
      ...options,
      connect: (connectOptions, callback) => {
        if (faults.length > 0) callback(faults.shift() as Error, null);
        else connectForReal(connectOptions, callback);
      },
    };
  };
  class EnvHttpProxyAgent extends real.EnvHttpProxyAgent {
    constructor(options: Options = {}) {
      super(faulty(options));
    }
  }
  class Agent extends real.Agent {
    constructor(options: Options = {}) {
      super(faulty(options));
    }
  }
  return { ...real, EnvHttpProxyAgent, Agent };
});

const TOKEN = 'sgp_http_faults_secret_token';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  faults.length = 0;
  for (const fn of cleanup) await fn();
  cleanup = [];
});

/** A server that answers every request `{"ok":true}`, and counts them. */
async function serve(): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  return { url: (await listen(server)).url, requests: () => requests };
}

function transport(url: string, options: Partial<TransportOptions> = {}): Transport {
  const t = createTransport({
    baseUrl: new URL(url),
    token: TOKEN,
    requestTimeoutMs: 2000,
    deadlineMs: 20_000,
    maxAttempts: 2,
    maxRetryAfterMs: 1000,
    retryMinDelayMs: 1,
    userAgent: 'findings-gate-test',
    ...options,
  });
  cleanup.unshift(() => t.close());
  return t;
}

/** An error as the operating system (or undici) gives it: a message and a code. */
const coded = (code: string): Error => Object.assign(new Error(`connect ${code}`), { code });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the transport when a connection fails', () => {
  it('tries again after a dropped connection, a broken pipe, an aborted connection or a failed name lookup', async () => {
    for (const code of ['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'EAI_AGAIN']) {
      const server = await serve();
      faults.push(coded(code));
      const t = transport(server.url);
      expect(await t.getJson('identity', '/me')).toEqual({ ok: true });
      expect(t.stats()).toMatchObject({ requests: 2, retries: 1 });
      expect(server.requests()).toBe(1);
    }
  });

  it('names the failure by its code when no attempt is left', async () => {
    const server = await serve();
    faults.push(coded('EPIPE'), coded('EAI_AGAIN'));
    const error = await failure(transport(server.url).getJson('identity', '/me'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`identity: could not reach ${server.url}: EAI_AGAIN after 2 attempts`);
  });

  it('never tries again after a failure that is not worth it', async () => {
    for (const code of ['ENOTFOUND', 'ECONNREFUSED', 'EHOSTUNREACH', 'CERT_HAS_EXPIRED']) {
      const server = await serve();
      faults.push(coded(code));
      const t = transport(server.url, { maxAttempts: 4 });
      const error = await failure(t.getJson('identity', '/me'));
      expect(error.kind).toBe('network');
      expect(error.message).toBe(`identity: could not reach ${server.url}: ${code}`);
      expect(t.stats()).toMatchObject({ requests: 1, retries: 0 });
    }
  });

  it("takes undici's and the system's timeouts for a timeout, tried again", async () => {
    for (const code of ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']) {
      const server = await serve();
      faults.push(coded(code));
      const error = await failure(transport(server.url, { maxAttempts: 1, requestTimeoutMs: 1500 }).getJson('identity', '/me'));
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe(
        `identity: the API at ${server.url} did not answer within 1.5 s; try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (1 attempt made) or timeout-seconds`,
      );
      faults.push(coded(code));
      const t = transport(server.url);
      expect(await t.getJson('identity', '/me')).toEqual({ ok: true });
      expect(t.stats().retries).toBe(1);
    }
  });

  it("names a failure by its cause's code, else its name, else not at all, each cut and on one line", async () => {
    const server = await serve();
    const cases: Array<[unknown, string]> = [
      [new Error('fetch failed', { cause: coded('EAI_AGAIN') }), 'EAI_AGAIN'],
      [Object.assign(new Error('x', { cause: coded('ENOTFOUND') }), { code: 'E_OWN' }), 'E_OWN'],
      [Object.assign(new Error('x'), { code: 7, cause: { code: 8 } }), 'Error'],
      [Object.assign(new Error('x'), { name: 'SocketError' }), 'SocketError'],
      [{ code: null, name: 42, cause: null }, 'unknown error'],
      [{}, 'unknown error'],
      [coded(`E_${'X'.repeat(60)}`), `E_${'X'.repeat(37)}…`],
      [coded('E_A\nB'), 'E_A B'],
      [new Error('x', { cause: { code: `C_${'Y'.repeat(60)}` } }), `C_${'Y'.repeat(37)}…`],
      [Object.assign(new Error('x'), { name: `N_${'Z'.repeat(60)}` }), `N_${'Z'.repeat(37)}…`],
    ];
    for (const [fault, code] of cases) {
      faults.push(fault);
      const error = await failure(transport(server.url, { maxAttempts: 1 }).getJson('identity', '/me'));
      expect(error.message).toBe(`identity: could not reach ${server.url}: ${code}`);
    }
    // The cause's code decides the retry as the error's own would.
    faults.push(new Error('fetch failed', { cause: coded('ECONNRESET') }));
    const t = transport(server.url);
    expect(await t.getJson('identity', '/me')).toEqual({ ok: true });
    expect(t.stats().retries).toBe(1);
  });
});
