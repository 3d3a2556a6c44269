// The HTTP path against a scripted local server: what the client sends and how it reacts to
// failures the sandbox may not produce (truncated bodies, HTTP-date Retry-After, the deadline).

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiClientOptions } from '../../src/api/index.ts';
import { ApiError, createApiClient } from '../../src/api/index.ts';

const TOKEN = 'sgp_transport_secret_token';

type Step = (req: IncomingMessage, res: ServerResponse, body: string) => void;
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup) await fn();
  cleanup = [];
});

/** Starts a server that answers the n-th request with steps[n] (the last step repeats). */
async function serve(steps: Step[]): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      steps[Math.min(seen.length - 1, steps.length - 1)]?.(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** A client with fast retries, closed after the test. */
function client(url: string, options: Partial<ApiClientOptions> = {}): ApiClient {
  const c = createApiClient({ baseUrl: url, token: TOKEN, retryMinDelayMs: 5, requestTimeoutMs: 2000, ...options });
  cleanup.unshift(() => c.close());
  return c;
}

const json =
  (status: number, value: unknown, headers: Record<string, string> = {}): Step =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(value));
  };

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
    const server = await serve([
      json(503, { error: 'busy' }, { 'retry-after': new Date(Date.now() + 1500).toUTCString() }),
      json(200, { deployments: [{ id: 1, name: 'a' }] }),
    ]);
    const started = Date.now();
    await client(server.url).listDeployments();
    // HTTP dates have one-second resolution
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('caps Retry-After at maxRetryAfterMs', async () => {
    const server = await serve([json(429, {}, { 'retry-after': '120' }), json(200, { deployments: [] })]);
    const started = Date.now();
    await client(server.url, { maxRetryAfterMs: 50 }).listDeployments();
    expect(Date.now() - started).toBeLessThan(2000);
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
    const server = await serve([json(503, {}, { 'retry-after': '10' })]);
    const started = Date.now();
    const error = await failure(client(server.url, { deadlineMs: 1000 }).listDeployments());
    expect(error.kind).toBe('deadline');
    expect(error.message).toContain('(last answer: HTTP 503)');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports an unreachable server with its origin and the error code', async () => {
    const server = await serve([json(200, {})]);
    await cleanup.pop()?.();
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

  it('goes through the proxy named by HTTP_PROXY', async () => {
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
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          proxy.closeAllConnections();
          proxy.close(() => resolve());
        }),
    );
    const saved = {
      HTTP_PROXY: process.env.HTTP_PROXY,
      http_proxy: process.env.http_proxy,
      NO_PROXY: process.env.NO_PROXY,
      no_proxy: process.env.no_proxy,
    };
    process.env.HTTP_PROXY = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    delete process.env.http_proxy;
    delete process.env.NO_PROXY;
    delete process.env.no_proxy;
    try {
      const c = client(server.url);
      expect(await c.listDeployments()).toEqual([{ id: '9', name: 'via-proxy' }]);
      expect(forwarded).toEqual([`${server.url}/api/v2/deployments`]);
      expect(server.seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
