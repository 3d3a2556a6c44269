// The HTTP path against a scripted local server: what the client sends and how it reacts to
// failures the sandbox may not produce (truncated bodies, HTTP-date Retry-After, the deadline).

import { createServer, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiClientOptions } from '../../src/api/index.ts';
import { ApiError, createApiClient } from '../../src/api/index.ts';
import { json, listen, type Step, serve } from '../support/scripted-server.ts';

const TOKEN = 'sgp_transport_secret_token';

/** The clients of a test, closed after it (before its servers). */
let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup) await fn();
  cleanup = [];
});

/** A client with fast retries, closed after the test. */
function client(url: string, options: Partial<ApiClientOptions> = {}): ApiClient {
  const c = createApiClient({ baseUrl: url, token: TOKEN, retryMinDelayMs: 5, requestTimeoutMs: 2000, ...options });
  cleanup.unshift(() => c.close());
  return c;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(String((error as Error).message)).not.toContain(TOKEN);
  return error as ApiError;
}

describe('transport', () => {
  it('sends the bearer token, a JSON body for the report, and counts bytes', async () => {
    const server = await serve([json(200, { byProject: { a: { code: '2' } } })]);
    const c = client(server.url);
    const report = await c.getFindingsReport('4242', { findingSeverities: ['FINDING_SEVERITY_HIGH'] });
    expect(report.projects).toEqual([{ label: 'a', code: 2, sca: 0, secrets: 0 }]);
    const [request] = server.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/reporting/4242/reports/by-project/by-product');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ filters: { findingSeverities: ['FINDING_SEVERITY_HIGH'] } });
    expect(c.stats()).toEqual({ requests: 1, retries: 0, bytesReceived: JSON.stringify({ byProject: { a: { code: '2' } } }).length });
  });

  it('keeps a base URL path prefix', async () => {
    const server = await serve([json(200, { deployments: [] })]);
    await client(`${server.url}/proxy/`).listDeployments();
    expect(server.seen[0]?.url).toBe('/proxy/api/v2/deployments');
  });

  it('retries the POST of the report after a dropped connection', async () => {
    const server = await serve([(req) => req.socket.destroy(), json(200, { byProject: {} })]);
    const c = client(server.url);
    await expect(c.getFindingsReport('1', {})).resolves.toEqual({ projects: [] });
    expect(server.seen.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(c.stats()).toMatchObject({ requests: 2, retries: 1 });
  });

  it('retries a body cut off mid-stream', async () => {
    const truncated: Step = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"byProject":');
      setTimeout(() => res.socket?.destroy(), 10);
    };
    const server = await serve([truncated, json(200, { byProject: {} })]);
    await expect(client(server.url).getFindingsReport('1', {})).resolves.toEqual({ projects: [] });
    expect(server.seen).toHaveLength(2);
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    // The date is written as the answer is sent, 1.5 s ahead: cut to the second (HTTP dates have no finer
    // resolution), it is more than 0.5 s ahead of the answer, so the retry comes more than 0.5 s after the start
    // whatever the load. (Written before the server started, the date lost whatever the start took: a date cut to
    // just over 0.5 s ahead, and a start of over 100 ms on a loaded machine, left less than 400 ms to wait.)
    const busy: Step = (req, res, body) =>
      json(503, { error: 'busy' }, { 'retry-after': new Date(Date.now() + 1500).toUTCString() })(req, res, body);
    const server = await serve([busy, json(200, { deployments: [{ id: 1, name: 'a' }] })]);
    const started = Date.now();
    await client(server.url).listDeployments();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('caps Retry-After at maxRetryAfterMs', async () => {
    const server = await serve([json(429, {}, { 'retry-after': '120' }), json(200, { deployments: [] })]);
    const started = Date.now();
    await client(server.url, { maxRetryAfterMs: 50 }).listDeployments();
    // Uncapped, the wait is 120 s (30 s at the default cap): a bound far above two requests on a loaded machine.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('never retries 400, 401 or 404', async () => {
    for (const status of [400, 401, 404]) {
      const server = await serve([json(status, { error: `no ${status}` })]);
      const error = await failure(client(server.url).listDeployments());
      expect(error.status).toBe(status);
      expect(error.serverMessage).toBe(`no ${status}`);
      expect(server.seen).toHaveLength(1);
    }
  });

  it('does not follow a redirect, so the token stays with the API', async () => {
    const server = await serve([
      (_req, res) => {
        res.writeHead(307, { location: 'https://elsewhere.example/steal' });
        res.end();
      },
    ]);
    const error = await failure(client(server.url).getIdentity());
    expect(error.message).toBe(
      "identity: HTTP 307: the API answered with a redirect to https://elsewhere.example; set base-url to the API's own address",
    );
    expect(server.seen).toHaveLength(1);
  });

  it('fails at the run deadline with a sentence naming it', async () => {
    const server = await serve([() => {}]);
    const error = await failure(client(server.url, { deadlineMs: 300, requestTimeoutMs: 5000 }).getIdentity());
    expect(error.kind).toBe('deadline');
    expect(error.message).toMatch(
      /^identity: the run's deadline of 0\.3 s was reached; raise timeout-seconds, or check that the API at http:\/\/127\.0\.0\.1:\d+ answers$/,
    );
  });

  it('gives up at the deadline rather than wait out a long Retry-After', async () => {
    const server = await serve([json(503, {}, { 'retry-after': '25' })]);
    const started = Date.now();
    // A deadline far off: a client that waited for it, or for the 25 s asked, would take 20 s or more; one request on
    // a loaded machine takes far less than 10 (with a deadline of 1 s and a bound of 900 ms, a slow one failed).
    const error = await failure(client(server.url, { deadlineMs: 20_000 }).listDeployments());
    expect(error.kind).toBe('deadline');
    expect(error.message).toContain('the API asked to wait 25 s (HTTP 503), the next attempt would start past the run');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 40_000);

  it('reports an unreachable server with its origin and the error code', async () => {
    const server = await serve([json(200, {})]);
    await server.close();
    const error = await failure(client(server.url).getIdentity());
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`identity: could not reach ${server.url}: ECONNREFUSED`);
  });

  it('scrubs the token if a server echoes it', async () => {
    const server = await serve([
      (req, res) => {
        res.writeHead(400);
        res.end(`bad header: ${req.headers.authorization}`);
      },
    ]);
    const error = await failure(client(server.url).listDeployments());
    expect(error.message).toBe('deployments: HTTP 400: the API rejected a parameter: bad header: Bearer [redacted]');
  });

  it('redacts the token from the one item of a page that holds it, as written or encoded, and leaves the others as sent', async () => {
    // The answer is checked for the token once, and its items only where it may hold it: each item's bytes are a part of the answer's.
    const secret = (n: number, path = `src/file${n}.ts`) => ({ id: n, type: 'aws', findingPath: path, repository: { name: `repo${n}` } });
    const items = Array.from({ length: 300 }, (_, n) => secret(n));
    items[150] = secret(150, `https://x.test/a?t=${TOKEN.replace('secret', '%73ecret')}`);
    items[299] = secret(299, `config/${TOKEN.toUpperCase()}.env`);
    const server = await serve([json(200, { findings: items })]);
    const seen: { id: string; findingPath?: string }[] = [];
    for await (const page of client(server.url).listSecrets('1', {})) seen.push(...page);
    expect(seen).toHaveLength(300);
    expect(seen[150]?.findingPath).toBe('https://x.test/a?t=[redacted]');
    expect(seen[299]?.findingPath).toBe('config/[redacted].env');
    expect(seen.filter((_s, n) => n !== 150 && n !== 299).every((s) => s.findingPath === `src/file${s.id}.ts`)).toBe(true);
  });

  it('never sends an http: request (a loopback host only) through the proxy named by HTTP_PROXY: its token in clear text would go wherever the proxy forwards it (attack43 X4)', async () => {
    const server = await serve([json(200, { deployments: [{ id: '9', name: 'via-proxy' }] })]);
    // plain-http targets are forwarded in absolute form (https targets would use CONNECT)
    const forwarded: string[] = [];
    const proxy = createServer((req, res) => {
      forwarded.push(req.url ?? '');
      const upstream = httpRequest(req.url ?? '', { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    const { url: proxyUrl } = await listen(proxy);
    const saved = {
      HTTP_PROXY: process.env.HTTP_PROXY,
      http_proxy: process.env.http_proxy,
      NO_PROXY: process.env.NO_PROXY,
      no_proxy: process.env.no_proxy,
    };
    process.env.HTTP_PROXY = proxyUrl;
    delete process.env.http_proxy;
    delete process.env.NO_PROXY;
    delete process.env.no_proxy;
    try {
      const c = client(server.url);
      expect(await c.listDeployments()).toEqual([{ id: '9', name: 'via-proxy' }]);
      expect(forwarded).toEqual([]);
      expect(server.seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});

describe('transport, an answer that is not retried, and the sentence that says why', () => {
  /** Headers and the first bytes of a body, then nothing more (`trickle`: a byte every 20 ms, never the end). */
  const stalled =
    (trickle: boolean): Step =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"deployments"');
      if (trickle) {
        const timer = setInterval(() => res.write(' '), 20);
        res.on('close', () => clearInterval(timer));
      }
    };

  it('refuses an answer over its bytes at once, in bytes, KiB or MiB, and never asks again', async () => {
    const deployments = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `deployment-${i}` }));
    for (const [maxResponseBytes, words] of [
      [100, '100 bytes'],
      [1024, '1 KiB'],
      [1536, '1.5 KiB'],
      [1_048_576, '1 MiB'],
      [1_572_864, '1.5 MiB'],
    ] as const) {
      const padding = 'x'.repeat(maxResponseBytes);
      const server = await serve([json(200, { deployments, padding })]);
      const error = await failure(client(server.url, { maxResponseBytes }).listDeployments());
      expect(error.kind).toBe('too-large');
      expect(error.message).toBe(
        `deployments: the response is over ${words}; the gate does not read further (narrow the query, or raise FINDINGS_GATE_MAX_RESPONSE_BYTES)`,
      );
      expect(server.seen).toHaveLength(1);
    }
  });

  it('refuses an answer that holds more than it may as malformed, and never asks again', async () => {
    const server = await serve([json(200, { deployments: Array.from({ length: 10_001 }, (_, i) => i) })]);
    const error = await failure(client(server.url).listDeployments());
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('a list holds more than 10,000 items, more than this answer can hold');
    expect(server.seen).toHaveLength(1);
  });

  it('refuses an answer of status 300 as the HTTP error it is', async () => {
    const server = await serve([json(300, { deployments: [] })]);
    const error = await failure(client(server.url).listDeployments());
    expect(error.status).toBe(300);
  });

  it('names a timeout, with the attempts made, and what to raise', async () => {
    for (const maxAttempts of [1, 2]) {
      const server = await serve([() => {}]);
      const error = await failure(client(server.url, { requestTimeoutMs: 200, maxAttempts }).getIdentity());
      expect(error.kind).toBe('timeout');
      const made =
        maxAttempts === 1
          ? '; try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (1 attempt made)'
          : ' after 2 attempts; try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (2 attempts made)';
      expect(error.message).toBe(`identity: the API at ${server.url} did not answer within 0.2 s${made} or timeout-seconds`);
      expect(server.seen).toHaveLength(maxAttempts);
    }
  });

  it('says where an answer stopped, or that it was still arriving when its time was up', async () => {
    // Still arriving: a byte within the last quarter of the 1.2 s timeout (300 ms); the trickle sends one every 20 ms.
    const quiet = await serve([stalled(false)]);
    const stopped = await failure(client(quiet.url, { requestTimeoutMs: 1200, maxAttempts: 1 }).listDeployments());
    expect(stopped.kind).toBe('timeout');
    expect(stopped.message).toBe(
      `deployments: the API at ${quiet.url} did not answer within 1.2 s (the last answer stopped after 14 bytes); try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (1 attempt made) or timeout-seconds`,
    );
    const busy = await serve([stalled(true)]);
    const arriving = await failure(client(busy.url, { requestTimeoutMs: 1200, maxAttempts: 1 }).listDeployments());
    expect(arriving.kind).toBe('timeout');
    expect(arriving.message).toBe(
      `deployments: the API at ${busy.url} did not answer within 1.2 s; try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (1 attempt made) or timeout-seconds; or narrow the query: the answer was still arriving`,
    );
  });

  it('says how much of an answer arrived before the connection dropped', async () => {
    const cut: Step = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"deployments"');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    for (const maxAttempts of [1, 2]) {
      const server = await serve([cut]);
      const error = await failure(client(server.url, { maxAttempts }).listDeployments());
      expect(error.kind).toBe('network');
      const after = maxAttempts === 1 ? '' : ' after 2 attempts';
      expect(error.message).toMatch(
        new RegExp(`^deployments: the answer from ${server.url} was cut off after 14 bytes \\([A-Z_]+\\)${after}$`),
      );
    }
  });

  it('reads at most 64 KiB of an error answer', async () => {
    const server = await serve([
      (_req, res) => {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('e'.repeat(400_000));
      },
    ]);
    const c = client(server.url);
    await failure(c.listDeployments());
    const { bytesReceived } = c.stats();
    expect(bytesReceived).toBeGreaterThan(64 * 1024);
    expect(bytesReceived).toBeLessThan(200_000);
  });
});

describe('transport, edges of a request', () => {
  it('names an empty answer and one that is not JSON as malformed', async () => {
    for (const [body, words] of [
      ['', 'the body is empty, not JSON'],
      ['  \n', 'the body is empty, not JSON'],
      ['{"deployments": [', 'the body is not JSON'],
    ] as const) {
      const server = await serve([
        (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(body);
        },
      ]);
      const error = await failure(client(server.url).listDeployments());
      expect(error.kind).toBe('malformed');
      expect(error.message).toContain(words);
    }
  });

  it('keeps a base URL path prefix whatever slashes end it', async () => {
    const server = await serve([json(200, { deployments: [] })]);
    await client(`${server.url}/proxy//`).listDeployments();
    expect(server.seen[0]?.url).toBe('/proxy/api/v2/deployments');
  });

  it('sends nothing once the run deadline has passed', async () => {
    const server = await serve([json(200, { deployments: [] })]);
    const c = client(server.url, { deadlineMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const error = await failure(c.listDeployments());
    expect(error.kind).toBe('deadline');
    expect(server.seen).toHaveLength(0);
    expect(c.stats().requests).toBe(0);
  });
});
