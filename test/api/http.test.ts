// The transport (src/api/http.ts) on its own, against a scripted server on a loopback port: what it sends,
// the answers it decodes now or later, when it retries and when it stops, and the sentence of each failure.
// Retries and timeouts come from the transport's options, so no test waits through a real interval.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { openItem, RawItem } from '../../src/api/answer.ts';
import { PageClaim } from '../../src/api/budget.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createTransport, type Transport, type TransportOptions } from '../../src/api/http.ts';
import { LONGEST_REDACTED } from '../../src/api/redact-bytes.ts';
import { json, type Step, serve } from '../support/scripted-server.ts';

const TOKEN = 'sgp_http_unit_secret_token';

/** The transports of a test, closed after it (before its servers). */
let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup) await fn();
  cleanup = [];
});

/** A transport with fast retries, closed after the test. */
function transport(url: string, options: Partial<TransportOptions> = {}): Transport {
  const t = createTransport({
    baseUrl: new URL(url),
    token: TOKEN,
    requestTimeoutMs: 2000,
    deadlineMs: 20_000,
    maxAttempts: 3,
    maxRetryAfterMs: 1000,
    retryMinDelayMs: 1,
    userAgent: 'findings-gate-test',
    ...options,
  });
  cleanup.unshift(() => t.close());
  return t;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as Error).message).not.toContain(TOKEN);
  return error as ApiError;
}

/** A value with every RawItem in it opened. */
function opened(value: unknown): unknown {
  const item = openItem(value);
  if (Array.isArray(item)) return item.map(opened);
  if (item !== null && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, opened(v)]));
  return item;
}

/** A full collection now (V8's gc, exposed to this process). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const PAGE = { findings: [{ id: 1, text: 'a' }, { id: 2 }], cursor: 'c' };
const PAGE_TEXT = JSON.stringify(PAGE);

describe('the transport: what it sends', () => {
  it('sends a GET with the token, accept and user agent, no body and no content type; a query only when there is one', async () => {
    const server = await serve([json(200, { a: 1 })]);
    const t = transport(server.url);
    expect(await t.getJson('identity', '/api/me')).toEqual({ a: 1 });
    expect(await t.getJson('identity', '/api/me', new URLSearchParams())).toEqual({ a: 1 });
    expect(await t.getJson('identity', '/api/me', new URLSearchParams({ q: 'x y' }))).toEqual({ a: 1 });
    expect(server.seen.map((s) => s.url)).toEqual(['/api/me', '/api/me', '/api/me?q=x+y']);
    const [first] = server.seen;
    expect(first?.method).toBe('GET');
    expect(first?.body).toBe('');
    expect(first?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(first?.headers.accept).toBe('application/json');
    expect(first?.headers['user-agent']).toBe('findings-gate-test');
    expect(first?.headers['content-type']).toBeUndefined();
  });

  it('sends a POST with its JSON body and content type, after the base URL path', async () => {
    const server = await serve([json(200, { ok: true })]);
    const t = transport(`${server.url}/base/`);
    expect(await t.postJson('report', '/api/x', { filters: { a: [1] } })).toEqual({ ok: true });
    expect(opened(await (await t.postJsonLater('report', '/api/y', { b: 2 }))())).toEqual({ ok: true });
    expect(server.seen.map((s) => [s.method, s.url, s.body, s.headers['content-type']])).toEqual([
      ['POST', '/base/api/x', '{"filters":{"a":[1]}}', 'application/json'],
      ['POST', '/base/api/y', '{"b":2}', 'application/json'],
    ]);
    expect(server.seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('counts requests, retries and bytes, and gives a copy of its counters', async () => {
    const server = await serve([json(503, 'busy'), json(200, PAGE_TEXT)]);
    const t = transport(server.url);
    await t.getJson('findings', '/f');
    const stats = t.stats();
    expect(stats).toEqual({ requests: 2, retries: 1, bytesReceived: 'busy'.length + PAGE_TEXT.length });
    stats.requests = 100;
    expect(t.stats().requests).toBe(2);
  });
});

describe('the transport: its timers and connections', () => {
  const timers = (): number => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

  it("keeps no process alive for the run's deadline, nor for a request's time limit once its answer is in", async () => {
    const server = await serve([json(503, {}), json(200, { a: 1 })]);
    const before = timers();
    const t = transport(server.url, { requestTimeoutMs: 600_000, deadlineMs: 600_000 });
    expect(timers()).toBe(before);
    expect(await t.getJson('identity', '/me')).toEqual({ a: 1 });
    expect(t.stats().requests).toBe(2);
    // At most: a timer of the test's own may have ended meanwhile; each attempt's timer would be one more.
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('closes its connections when closed', async () => {
    const server = await serve([json(200, { a: 1 })]);
    const t = createTransport({
      baseUrl: new URL(server.url),
      token: TOKEN,
      requestTimeoutMs: 2000,
      deadlineMs: 20_000,
      maxAttempts: 1,
      maxRetryAfterMs: 0,
      retryMinDelayMs: 1,
      userAgent: 'x',
    });
    expect(await t.getJsonLater('identity', '/me').then((later) => later())).toEqual({ a: 1 });
    expect(server.open()).toBe(1);
    await t.close();
    await expect.poll(() => server.open()).toBe(0);
  });
});

describe('the transport: a page, decoded now or later', () => {
  it('gives a page its items as RawItems, each parsed when opened, by GET or POST, now or later', async () => {
    const server = await serve([json(200, PAGE_TEXT)]);
    const t = transport(server.url);
    const page = { size: 10, list: 'findings' };
    const answers = [
      await t.getJson('findings', '/f', undefined, page),
      await t.postJson('findings', '/f', {}, page),
      (await t.getJsonLater('findings', '/f', undefined, page))(),
      (await t.postJsonLater('findings', '/f', {}, page))(),
    ];
    for (const answer of answers) {
      const items = (answer as { findings: unknown[] }).findings;
      expect(items).toHaveLength(2);
      expect(items[0]).toBeInstanceOf(RawItem);
      expect((items[0] as RawItem).size).toBe('{"id":1,"text":"a"}'.length);
      expect(opened(answer)).toEqual(PAGE);
    }
  });

  it('bounds a page by the size asked for: more items are malformed, never retried', async () => {
    const server = await serve([json(200, PAGE_TEXT)]);
    const t = transport(server.url);
    for (const read of [
      () => t.getJson('findings', '/f', undefined, { size: 1, list: 'findings' }),
      () => t.getJsonLater('findings', '/f', undefined, { size: 1, list: 'findings' }),
      () => t.postJson('findings', '/f', {}, { size: 1, list: 'findings' }),
      () => t.postJsonLater('findings', '/f', {}, { size: 1, list: 'findings' }),
    ]) {
      const error = await failure(read());
      expect(error.message).toBe(
        'findings: the API sent a malformed response: a list holds more than 1 items, more than a page of this list holds',
      );
    }
    expect(server.seen).toHaveLength(4);
  });

  it('decodes a later answer once, says how many bytes it holds, and names what is not JSON only when called', async () => {
    const server = await serve([json(200, ` ${PAGE_TEXT} `), json(200, '{"findings": [1,}')]);
    const t = transport(server.url);
    const later = await t.getJsonLater('findings', '/f', undefined, { size: 10, list: 'findings' });
    expect(later.bytes).toBe(PAGE_TEXT.length);
    expect(opened(later())).toEqual(PAGE);
    expect(() => later()).toThrow('an answer is decoded once');
    const broken = await t.postJsonLater('findings', '/f', {});
    expect(broken.bytes).toBe('{"findings":[1,}'.length);
    expect(() => broken()).toThrow('findings: the API sent a malformed response: the body is not JSON');
  });

  it('redacts the token from every string of an answer, and leaves an answer without it as sent', async () => {
    const server = await serve([json(200, { a: `x ${TOKEN} y`, list: [TOKEN] }), json(200, { a: 'sgp_other' })]);
    const t = transport(server.url);
    expect(await t.getJson('identity', '/me')).toEqual({ a: 'x [redacted] y', list: ['[redacted]'] });
    expect(await t.getJson('identity', '/me')).toEqual({ a: 'sgp_other' });
  });

  it("bounds an answer by the operation's own bytes unless maxResponseBytes replaces them", async () => {
    const big = JSON.stringify({ a: 'x'.repeat(1_100_000) });
    const server = await serve([json(200, big)]);
    const error = await failure(transport(server.url).getJson('identity', '/me'));
    expect(error.message).toBe(
      'identity: the response is over 1 MiB; the gate does not read further (narrow the query, or raise FINDINGS_GATE_MAX_RESPONSE_BYTES)',
    );
    // Read whole; its one string, longer than any reader keeps, cut to what is kept (attack29 M1).
    const read = { a: `${'x'.repeat(LONGEST_REDACTED)}…` };
    expect(await transport(server.url, { maxResponseBytes: 2_000_000 }).getJson('identity', '/me')).toEqual(read);
    expect(await transport(server.url).getJson('report', '/r')).toEqual(read);
  });
});

describe("the transport: a page's share of the run's budget of pages", () => {
  it('gives back what an attempt read of a page as it fails, before the wait for the next; holds the page read whole', async () => {
    const cut: Step = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(PAGE_TEXT.slice(0, 20), () => res.destroy());
    };
    const server = await serve([cut, json(200, PAGE_TEXT)]);
    const claim = new PageClaim();
    claim.makeCurrent();
    const t = transport(server.url, { retryMinDelayMs: 1500 });
    const later = t.getJsonLater('findings', '/f', undefined, { size: 2, list: 'findings', claim });
    await expect.poll(() => t.stats().retries).toBe(1);
    expect(server.seen).toHaveLength(1);
    expect(claim.bytes).toBe(0);
    expect((await later).bytes).toBe(PAGE_TEXT.length);
    expect(claim.bytes).toBe(PAGE_TEXT.length);
    claim.release();
    expect(claim.bytes).toBe(0);
  });

  it("gives a walk's page's memory back as its last item is opened: never kept for another answer", async () => {
    // A page of 8 MiB, its buffer as large: a spare kept is memory the budget of pages does not count.
    const findings = [...Array.from({ length: 4 }, (_, id) => ({ id, text: 'x'.repeat(2 * 1024 * 1024) })), { id: 4 }];
    const text = JSON.stringify({ findings });
    const server = await serve([json(200, text)]);
    const claim = new PageClaim();
    claim.makeCurrent();
    const later = await transport(server.url).getJsonLater('findings', '/f', undefined, { size: 10, list: 'findings', claim });
    const items = (later() as { findings: RawItem[] }).findings;
    for (const item of items.slice(0, -1)) item.open();
    // The collector first frees the chunks the page arrived in: what is left to free is the page's buffer.
    collectGarbage();
    // The page's memory is mapped for it alone (answer.ts answerMemory), outside what Node counts as its
    // ArrayBuffers: freed, it leaves the process's resident memory at once.
    const held = process.memoryUsage.rss();
    expect(items.at(-1)?.open()).toEqual({ id: 4 });
    expect(held - process.memoryUsage.rss()).toBeGreaterThanOrEqual(text.length - 64 * 1024);
    claim.release();
  });

  it('gives back the buffer an answer was read into as its read fails: none is held while the run goes on', async () => {
    // A 3 MiB buffer for the length announced, and the connection cut after a few bytes.
    const cut: Step = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(3 * 1024 * 1024) });
      res.write('{"a":[1,2', () => res.destroy());
    };
    const server = await serve([cut]);
    const t = transport(server.url, { maxAttempts: 1 });
    collectGarbage();
    const before = process.memoryUsage().arrayBuffers;
    expect((await failure(t.getJson('report', '/r'))).message).toContain('report');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1024 * 1024);
  });
});

describe('the transport: when it retries, and the sentence when it stops', () => {
  it('retries 429, 502, 503 and 504 up to the attempts allowed, and no other status', async () => {
    for (const status of [429, 502, 503, 504]) {
      const server = await serve([json(status, { error: 'later' })]);
      const error = await failure(transport(server.url, { maxAttempts: 3 }).getJson('deployments', '/d'));
      expect(error.status).toBe(status);
      expect(error.message).toBe(`deployments: HTTP ${status}: the API kept answering ${status} after 3 attempts; try again later`);
      expect(server.seen).toHaveLength(3);
    }
    for (const status of [400, 401, 403, 404, 409, 500, 501]) {
      const server = await serve([json(status, { error: 'no' })]);
      const error = await failure(transport(server.url, { maxAttempts: 3 }).getJson('deployments', '/d'));
      expect(error.status).toBe(status);
      expect(server.seen).toHaveLength(1);
    }
  });

  it('makes one attempt when one is allowed, and says so', async () => {
    const server = await serve([json(503, { error: 'busy' })]);
    const error = await failure(transport(server.url, { maxAttempts: 1 }).getJson('deployments', '/d'));
    expect(error.message).toBe('deployments: HTTP 503: the API answered 503: busy');
    expect(server.seen).toHaveLength(1);
  });

  it('reads a Retry-After given twice by its first value', async () => {
    const server = await serve([json(503, {}, { 'retry-after': ['0', '100'] }), json(200, { a: 1 })]);
    const t = transport(server.url, { maxRetryAfterMs: 100_000, deadlineMs: 5000 });
    expect(await t.getJson('identity', '/me')).toEqual({ a: 1 });
    expect(t.stats().retries).toBe(1);
  });

  it('stops at once, as a deadline, when the wait the API asks for would pass the deadline, naming that wait (attack8 I6)', async () => {
    // A wait of 999,999,999 s (capped at 30 s) against a deadline of 8 s: the transport does not start it
    // (a test that waited would time out); the deadline was not reached, the wait asked for was too long.
    const server = await serve([json(429, { error: 'slow down' }, { 'retry-after': '999999999' })]);
    const t = transport(server.url, { maxRetryAfterMs: 30_000, deadlineMs: 8000 });
    const error = await failure(t.getJson('identity', '/me'));
    expect(error.kind).toBe('deadline');
    expect(error.message).toMatch(
      /^identity: the API asked to wait more than a day \(HTTP 429\), the next attempt would start past the run's deadline of 8 s \((7\.\d+|8) s left\); raise timeout-seconds, or try again later$/,
    );
    expect(server.seen).toHaveLength(1);
    expect(t.stats().retries).toBe(0);
  });

  it('takes a Retry-After that is neither seconds nor an HTTP-date as none: the backoff applies, not a wait of 0 (attack9 J6)', async () => {
    // Date.parse reads "1.5" and "5, 10" as dates in 2001: the old transport retried at once. With a backoff of
    // at least 5 s against a deadline of 3 s, the transport stops before its second attempt, naming its own wait.
    for (const value of ['1.5', '5, 10']) {
      const server = await serve([json(429, {}, { 'retry-after': value }), json(200, { a: 1 })]);
      const t = transport(server.url, { retryMinDelayMs: 10_000, deadlineMs: 3000 });
      const error = await failure(t.getJson('identity', '/me'));
      expect(error.message).toMatch(
        /^identity: after a wait of (\d+(\.\d+)?) s \(last answer: HTTP 429\), the next attempt would start past/,
      );
      expect(server.seen).toHaveLength(1);
    }
  });

  it('waits what the API asks when the next attempt starts before the deadline, and stops before a wait that would not', async () => {
    const server = await serve([json(502, {}, { 'retry-after': '1' })]);
    const t = transport(server.url, { maxRetryAfterMs: 60_000, deadlineMs: 1500 });
    const error = await failure(t.getJson('identity', '/me'));
    expect(error.kind).toBe('deadline');
    expect(error.message).toMatch(
      /^identity: the API asked to wait 1 s \(HTTP 502\), the next attempt would start past the run's deadline of 1\.5 s \(0\.\d+ s left\)/,
    );
    expect(server.seen).toHaveLength(2);
    expect(t.stats().retries).toBe(1);
  });

  it('ends a wait between attempts at once when the transport is cancelled (the run has failed elsewhere)', async () => {
    // The server asks for a minute's wait; the test's own timeout (30 s) fails it if cancel does not end the wait.
    const server = await serve([json(503, {}, { 'retry-after': '60' })]);
    const t = transport(server.url, { maxRetryAfterMs: 60_000, deadlineMs: 120_000 });
    const asked = failure(t.getJson('identity', '/me'));
    await expect.poll(() => server.seen.length).toBe(1);
    await expect.poll(() => t.stats().retries).toBe(1);
    t.cancel();
    const error = await asked;
    expect(error.kind).toBe('deadline');
    expect(error.message).toMatch(
      /^identity: the run's deadline of 120 s was reached \(last answer: HTTP 503\); raise timeout-seconds, or check that the API at http:\/\/127\.0\.0\.1:\d+ answers$/,
    );
    expect(server.seen).toHaveLength(1);
  });

  it('a spared request outlives the cancel (a policy walk), and the run’s deadline still ends it; both count in one set of stats', async () => {
    // First answer: a 503 that asks for a second's wait; then the identity. The cancel comes during the wait.
    const server = await serve([json(503, {}, { 'retry-after': '1' }), json(200, { user: { id: 1 } })]);
    const t = transport(server.url, { maxRetryAfterMs: 60_000, deadlineMs: 120_000 });
    const spared = t.spared();
    const asked = spared.getJson('identity', '/me');
    await expect.poll(() => t.stats().retries).toBe(1);
    t.cancel();
    expect(await asked).toEqual({ user: { id: 1 } });
    expect(server.seen).toHaveLength(2);
    expect(t.stats()).toMatchObject({ requests: 2, retries: 1 });
    // The cancelled transport's own requests end at once; the spared one's spared() is itself.
    expect((await failure(t.getJson('identity', '/me'))).kind).toBe('deadline');
    expect(spared.spared()).toBe(spared);
    const late = await serve([json(503, {}, { 'retry-after': '60' })]);
    const short = transport(late.url, { maxRetryAfterMs: 60_000, deadlineMs: 1500 }).spared();
    expect((await failure(short.getJson('identity', '/me'))).kind).toBe('deadline');
  });

  it('a cancel that says so ends the spared requests too, at once (on-api-error: fail waits for no policy walk)', async () => {
    // The server asks for a minute's wait; the test's own timeout (30 s) fails it if the cancel does not end it.
    const server = await serve([json(503, {}, { 'retry-after': '60' })]);
    const t = transport(server.url, { maxRetryAfterMs: 60_000, deadlineMs: 120_000 });
    const asked = failure(t.spared().getJson('identity', '/me'));
    await expect.poll(() => t.stats().retries).toBe(1);
    t.cancel();
    t.cancel({ spared: false });
    // Neither cancel ends the spared request: it still waits.
    const still = await Promise.race([asked.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);
    expect(still).toBe('waiting');
    t.cancel({ spared: true });
    expect((await asked).kind).toBe('deadline');
    expect(server.seen).toHaveLength(1);
    // The run's own requests are ended too, and any asked after.
    expect((await failure(t.getJson('identity', '/me'))).kind).toBe('deadline');
    expect((await failure(t.spared().getJson('identity', '/me'))).kind).toBe('deadline');
  });

  it('stops at once when the backoff before the next attempt would pass the deadline, naming the last status if any', async () => {
    const dropped = await serve([(req) => req.socket.destroy()]);
    const error = await failure(transport(dropped.url, { retryMinDelayMs: 5000, deadlineMs: 1000 }).getJson('identity', '/me'));
    expect(error.kind).toBe('deadline');
    expect(error.message).toMatch(
      /^identity: after a wait of [2-5](\.\d+)? s, the next attempt would start past the run's deadline of 1 s \((0\.\d+|1) s left\); raise timeout-seconds, or try again later$/,
    );
    const busy = await serve([json(503, {})]);
    const again = await failure(transport(busy.url, { retryMinDelayMs: 5000, deadlineMs: 1000 }).getJson('identity', '/me'));
    expect(again.message).toMatch(/^identity: after a wait of [\d.]+ s \(last answer: HTTP 503\), the next attempt would start past/);
    expect(dropped.seen.length + busy.seen.length).toBe(2);
  });

  it('says an answer was still arriving when the deadline came, and to narrow the query', async () => {
    const server = await serve([
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"findings":[');
        const timer = setInterval(() => res.write('1,'), 20);
        res.on('close', () => clearInterval(timer));
      },
    ]);
    // The request's own timeout is far off: the deadline ends the request in flight.
    const error = await failure(transport(server.url, { deadlineMs: 600, requestTimeoutMs: 120_000 }).getJson('findings', '/f'));
    expect(error.kind).toBe('deadline');
    expect(error.message).toBe(
      "findings: the run's deadline of 0.6 s was reached; the answer was still arriving: raise timeout-seconds, or narrow the query",
    );
  });

  it('ends a request in flight at the deadline, an error answer still arriving too', async () => {
    const server = await serve([
      (_req, res) => {
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.write('busy');
        const timer = setInterval(() => res.write('.'), 20);
        res.on('close', () => clearInterval(timer));
      },
    ]);
    const error = await failure(transport(server.url, { deadlineMs: 600, requestTimeoutMs: 120_000 }).getJson('identity', '/me'));
    expect(error.message).toBe(
      "identity: the run's deadline of 0.6 s was reached; the answer was still arriving: raise timeout-seconds, or narrow the query",
    );
    const silent = await serve([() => {}]);
    const stopped = await failure(transport(silent.url, { deadlineMs: 300, requestTimeoutMs: 120_000 }).getJson('identity', '/me'));
    expect(stopped.message).toMatch(/^identity: the run's deadline of 0\.3 s was reached; raise timeout-seconds, or check that the API/);
  });

  it('says where an answer stopped when nothing came in the last quarter of the timeout', async () => {
    const server = await serve([
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"deployments"');
      },
    ]);
    const error = await failure(transport(server.url, { requestTimeoutMs: 400, maxAttempts: 1 }).getJson('deployments', '/d'));
    expect(error.message).toBe(
      `deployments: the API at ${server.url} did not answer within 0.4 s (the last answer stopped after 14 bytes); try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (1 attempt made) or timeout-seconds`,
    );
  });

  it('names a redirect without a location as such', async () => {
    const server = await serve([
      (_req, res) => {
        res.writeHead(303);
        res.end();
      },
    ]);
    expect((await failure(transport(server.url).getJson('identity', '/me'))).message).toBe(
      "identity: HTTP 303: the API answered with a redirect to an unnamed address; set base-url to the API's own address",
    );
  });

  it('drops the connection of an answer refused as it arrives, so that nothing is left to close', async () => {
    let closed = 0;
    const server = await serve([
      (_req, res) => {
        res.on('close', () => closed++);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(`{"a":"${'x'.repeat(5000)}`);
      },
    ]);
    const t = createTransport({
      baseUrl: new URL(server.url),
      token: TOKEN,
      requestTimeoutMs: 120_000,
      deadlineMs: 120_000,
      maxAttempts: 1,
      maxRetryAfterMs: 0,
      retryMinDelayMs: 1,
      userAgent: 'x',
      maxResponseBytes: 1000,
    });
    const error = await failure(t.getJson('identity', '/me'));
    expect(error.kind).toBe('too-large');
    await t.close();
    await expect.poll(() => closed).toBe(1);
  });

  it('names a redirect by the origin it points to: a relative one is the same server, one holding the token is redacted first', async () => {
    const server = await serve([
      (_req, res) => {
        res.writeHead(302, { location: '/elsewhere?x=1' });
        res.end();
      },
      (_req, res) => {
        res.writeHead(301, { location: 'http://[bad' });
        res.end();
      },
      (_req, res) => {
        res.writeHead(308, { location: `https://${TOKEN}.example/x` });
        res.end();
      },
    ]);
    const t = transport(server.url);
    expect((await failure(t.getJson('identity', '/me'))).message).toBe(
      `identity: HTTP 302: the API answered with a redirect to ${server.url}; set base-url to the API's own address`,
    );
    expect((await failure(t.getJson('identity', '/me'))).message).toBe(
      "identity: HTTP 301: the API answered with a redirect to a relative or invalid address (same server, other path); set base-url to the API's own address",
    );
    expect((await failure(t.getJson('identity', '/me'))).message).toBe(
      "identity: HTTP 308: the API answered with a redirect to a relative or invalid address (same server, other path); set base-url to the API's own address",
    );
  });

  it("says a 404 that is not the API's error may be the wrong base URL, naming the origin", async () => {
    const server = await serve([json(404, '<html>not here</html>'), json(404, { error: 'no deployment' })]);
    const t = transport(server.url);
    expect((await failure(t.getJson('report', '/r'))).message).toBe(
      `report: HTTP 404: the server at ${server.url} answered 404 with something that is not the API's error (an HTML page, a proxy's page or an empty body): base-url may not be the API root (it is https://semgrep.dev for Semgrep's own service)`,
    );
    expect((await failure(t.getJson('report', '/r'))).message).toMatch(/^report: HTTP 404: deployment not found/);
  });

  it('shows an error answer cut at 64 KiB only in part', async () => {
    const server = await serve([json(400, `${'e'.repeat(65_536)}TAIL`)]);
    const t = transport(server.url);
    const error = await failure(t.getJson('secrets', '/s'));
    expect(error.message).not.toContain('TAIL');
    expect(t.stats().bytesReceived).toBeGreaterThan(65_536);
  });

  it('retries an answer cut off, and names where it stopped when the last one is too', async () => {
    const cut: Step = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.write('x'.repeat(1500));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const server = await serve([cut]);
    const error = await failure(transport(server.url, { maxAttempts: 2 }).getJson('identity', '/me'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(
      /^identity: the answer from http:\/\/127\.0\.0\.1:\d+ was cut off after 1\.5 KiB \([A-Z_]+\) after 2 attempts$/,
    );
    expect(server.seen).toHaveLength(2);
  });
});
