// The one reader of fetched files (files/remote.ts), against real HTTP servers on loopback: the cap, the
// redirects (the same origin only), the retries, the request timeout and the run's deadline.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoundedUrl, type UrlToRead } from '../../src/files/remote.ts';

type Handler = (request: IncomingMessage, response: ServerResponse, count: number) => void;

/** A loopback server whose answers a test sets, counting the requests of each path and keeping their headers. */
interface Stand {
  url: string;
  handlers: Map<string, Handler>;
  seen: { path: string; authorization?: string }[];
  server: Server;
}

async function stand(): Promise<Stand> {
  const handlers = new Map<string, Handler>();
  const seen: Stand['seen'] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    seen.push({ path, ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
    const handler = handlers.get(path);
    if (handler === undefined) {
      response.writeHead(404).end();
      return;
    }
    handler(request, response, seen.filter((entry) => entry.path === path).length);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, handlers, seen, server };
}

let home: Stand;
let other: Stand;

beforeAll(async () => {
  home = await stand();
  other = await stand();
});

afterAll(async () => {
  for (const { server } of [home, other]) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/** A read of `path` on the home server: a 16-byte cap, a second to spare, no pause before a retry. */
function read(path: string, overrides: Partial<UrlToRead> = {}) {
  return readBoundedUrl({
    url: `${home.url}${path}`,
    headers: { authorization: 'Bearer policy-token' },
    maxBytes: 16,
    deadlineAt: Date.now() + 5_000,
    requestTimeoutMs: 1_000,
    retryMinDelayMs: 1,
    ...overrides,
  });
}

const requestsOf = (server: Stand, path: string) => server.seen.filter((entry) => entry.path === path);

describe('readBoundedUrl', () => {
  it('gives the bytes of a 200, its headers sent', async () => {
    home.handlers.set('/ok', (_, response) => response.end('mode: warn\n'));
    expect(await read('/ok')).toEqual({ bytes: Buffer.from('mode: warn\n') });
    expect(requestsOf(home, '/ok')).toEqual([{ path: '/ok', authorization: 'Bearer policy-token' }]);
  });

  it('reads a body of exactly the cap, and refuses one byte more, said or streamed', async () => {
    home.handlers.set('/cap', (_, response) => response.end('x'.repeat(16)));
    home.handlers.set('/said', (_, response) => response.writeHead(200, { 'content-length': '17' }).end('y'.repeat(17)));
    home.handlers.set('/streamed', (_, response) => {
      response.writeHead(200);
      response.write('z'.repeat(10));
      setTimeout(() => response.end('z'.repeat(7)), 20);
    });
    expect(await read('/cap')).toEqual({ bytes: Buffer.from('x'.repeat(16)) });
    expect(await read('/said')).toEqual({ problem: { kind: 'too-large' } });
    expect(await read('/streamed')).toEqual({ problem: { kind: 'too-large' } });
  });

  it('gives any other status as it is, without another attempt for a 404, 401 or a redirect without a location', async () => {
    home.handlers.set('/gone', (_, response) => response.writeHead(404).end('{"message":"Not Found"}'));
    home.handlers.set('/nowhere', (_, response) => response.writeHead(301).end());
    home.handlers.set('/created', (_, response) => response.writeHead(201).end('{}'));
    expect(await read('/gone')).toEqual({ problem: { kind: 'status', status: 404 } });
    expect(await read('/nowhere')).toEqual({ problem: { kind: 'status', status: 301 } });
    expect(await read('/created')).toEqual({ problem: { kind: 'status', status: 201 } });
    expect(requestsOf(home, '/gone')).toHaveLength(1);
  });

  it('tries again what may pass (429, 502, 503, 504), three attempts in all', async () => {
    home.handlers.set('/flaky', (_, response, count) => (count < 3 ? response.writeHead(502).end() : response.end('ok')));
    home.handlers.set('/down', (_, response) => response.writeHead(503).end('x'.repeat(1000)));
    home.handlers.set('/busy', (_, response, count) => response.writeHead(count === 1 ? 429 : 504).end());
    expect(await read('/flaky')).toEqual({ bytes: Buffer.from('ok') });
    expect(await read('/down')).toEqual({ problem: { kind: 'status', status: 503 } });
    expect(requestsOf(home, '/down')).toHaveLength(3);
    expect(await read('/busy')).toEqual({ problem: { kind: 'status', status: 504 } });
    expect(requestsOf(home, '/busy')).toHaveLength(3);
  });

  it('waits longer before each attempt, and never past the deadline', async () => {
    home.handlers.set('/slow-503', (_, response) => response.writeHead(503).end());
    const started = Date.now();
    expect(await read('/slow-503', { retryMinDelayMs: 60 })).toEqual({ problem: { kind: 'status', status: 503 } });
    // 60 ms, then 120 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(requestsOf(home, '/slow-503')).toHaveLength(3);
    home.handlers.set('/late-503', (_, response) => response.writeHead(503).end());
    expect(await read('/late-503', { retryMinDelayMs: 10_000 })).toEqual({ problem: { kind: 'status', status: 503 } });
    expect(requestsOf(home, '/late-503')).toHaveLength(1);
  });

  it('follows a redirect on its own origin, relative or absolute, with the headers', async () => {
    home.handlers.set('/renamed', (_, response) => response.writeHead(301, { location: '/moved' }).end());
    home.handlers.set('/moved', (_, response) => response.writeHead(307, { location: `${home.url}/ok` }).end());
    expect(await read('/renamed')).toEqual({ bytes: Buffer.from('mode: warn\n') });
    expect(requestsOf(home, '/moved')).toEqual([{ path: '/moved', authorization: 'Bearer policy-token' }]);
  });

  it('follows three redirects at most', async () => {
    for (const [from, to] of [
      ['/r1', '/r2'],
      ['/r2', '/r3'],
      ['/r3', '/r4'],
      ['/r4', '/ok'],
    ] as const) {
      home.handlers.set(from, (_, response) => response.writeHead(302, { location: to }).end());
    }
    expect(await read('/r2')).toEqual({ bytes: Buffer.from('mode: warn\n') });
    expect(await read('/r1')).toEqual({ problem: { kind: 'redirects' } });
    expect(requestsOf(home, '/r4')).toHaveLength(2);
  });

  it('never follows a redirect to another origin: the headers (a token) stay on the one asked', async () => {
    other.handlers.set('/ok', (_, response) => response.end('elsewhere'));
    home.handlers.set('/away', (_, response) => response.writeHead(302, { location: `${other.url}/ok` }).end());
    expect(await read('/away')).toEqual({ problem: { kind: 'elsewhere', origin: other.url } });
    expect(other.seen).toEqual([]);
  });

  it('gives up on a request past its timeout, after three attempts', async () => {
    home.handlers.set('/hang', () => undefined);
    expect(await read('/hang', { requestTimeoutMs: 50 })).toEqual({ problem: { kind: 'timeout', ms: 50, deadline: false } });
    expect(requestsOf(home, '/hang')).toHaveLength(3);
  });

  it("stops at the run's deadline, and makes no request past it", async () => {
    home.handlers.set('/hang-once', () => undefined);
    const cut = await read('/hang-once', { deadlineAt: Date.now() + 100, requestTimeoutMs: 10_000 });
    expect(cut).toMatchObject({ problem: { kind: 'timeout', deadline: true } });
    expect(requestsOf(home, '/hang-once')).toHaveLength(1);
    expect(await read('/ok', { deadlineAt: Date.now() - 1 })).toMatchObject({ problem: { kind: 'timeout', deadline: true } });
  });

  it('says a network failure by its code, and tries again a dropped connection', async () => {
    const closed = await stand();
    const port = new URL(closed.url).port;
    await new Promise((done) => closed.server.close(done));
    const refused = await readBoundedUrl({
      url: `http://127.0.0.1:${port}/x`,
      headers: {},
      maxBytes: 16,
      deadlineAt: Date.now() + 5_000,
      requestTimeoutMs: 1_000,
      retryMinDelayMs: 1,
    });
    expect(refused).toEqual({ problem: { kind: 'network', code: 'ECONNREFUSED' } });
    home.handlers.set('/drop', (request) => request.socket.destroy());
    expect(await read('/drop')).toMatchObject({ problem: { kind: 'network' } });
    expect(requestsOf(home, '/drop')).toHaveLength(3);
  });
});
