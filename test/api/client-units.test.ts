import { describe, expect, it } from 'vitest';
import { isLoopback, parseBaseUrl } from '../../src/api/base-url.ts';
import { ApiError, httpError, sanitizeText, serverMessageOf } from '../../src/api/errors.ts';
import { backoffMs, retryAfterMs } from '../../src/api/http.ts';
import { createApiClient } from '../../src/api/index.ts';
import type { Page } from '../../src/api/pages.ts';
import { ITEMS_PER_TURN, walkPages } from '../../src/api/pages.ts';

/** Collects every page of a walk. */
async function collect<T>(iterable: AsyncIterable<T[]>): Promise<T[][]> {
  const pages: T[][] = [];
  for await (const page of iterable) pages.push(page);
  return pages;
}

/** A fake list server: the page for each cursor. */
function pagesByCursor<T>(pages: Record<string, Page<T>>): (cursor: string | undefined) => Promise<Page<T>> {
  return async (cursor) => {
    const page = pages[cursor ?? ''];
    if (!page) throw new Error(`unexpected cursor ${cursor}`);
    return page;
  };
}

const walkOptions = (warnings: string[], overrides: Partial<{ maxPages: number; endsWithHasMore: boolean }> = {}) => ({
  operation: 'secrets' as const,
  maxPages: 100,
  endsWithHasMore: false,
  keyOf: (item: string) => item,
  onWarning: (message: string) => warnings.push(message),
  ...overrides,
});

describe('pagination', () => {
  it('follows the cursor and stops at an empty cursor', async () => {
    const pages = await collect(
      walkPages(pagesByCursor({ '': { items: ['a'], cursor: 'c1' }, c1: { items: ['b'], cursor: '' } }), walkOptions([])),
    );
    expect(pages).toEqual([['a'], ['b']]);
  });

  it('follows an empty page with a new cursor once, and stops at the second empty page in a row', async () => {
    const pages = await collect(
      walkPages(
        pagesByCursor({
          '': { items: ['a'], cursor: 'c1' },
          c1: { items: [], cursor: 'c2' },
          c2: { items: ['b'], cursor: 'c3' },
          c3: { items: [], cursor: 'c4' },
          c4: { items: [], cursor: 'c5' },
        }),
        walkOptions([]),
      ),
    );
    expect(pages).toEqual([['a'], ['b']]);
  });

  it('follows an empty page that says hasMore, for lists that send it', async () => {
    const fetch = pagesByCursor({
      '': { items: ['a'], cursor: 'c1', hasMore: true },
      c1: { items: [], cursor: 'c2', hasMore: true },
      c2: { items: ['b'], cursor: 'c3', hasMore: false },
    });
    const pages = await collect(walkPages(fetch, { ...walkOptions([]), endsWithHasMore: true }));
    expect(pages).toEqual([['a'], ['b']]);
  });

  it('refuses a page that says hasMore without a cursor: the rest cannot be read', async () => {
    const fetch = pagesByCursor({ '': { items: ['a'], hasMore: true } });
    await expect(collect(walkPages(fetch, { ...walkOptions([]), endsWithHasMore: true }))).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('lets the event loop turn while it checks a long page, so the next answer is read meanwhile', async () => {
    const checked: number[] = [];
    let turnedAt: number | undefined;
    setImmediate(() => {
      turnedAt = checked.length;
    });
    const items = Array.from({ length: 5000 }, (_, i) => `item-${i}`);
    const walk = walkPages(pagesByCursor({ '': { items, cursor: '' } }), {
      ...walkOptions([]),
      parseItem: (raw: unknown) => {
        checked.push(1);
        return raw as string;
      },
    });
    expect((await collect(walk)).flat()).toEqual(items);
    // The turn came after the first slice, not after the whole page.
    expect(turnedAt).toBe(ITEMS_PER_TURN);
  });

  it('never loops on a cursor cycle longer than one step (A → B → A)', async () => {
    const warnings: string[] = [];
    const fetch = pagesByCursor({
      '': { items: ['a'], cursor: 'A' },
      A: { items: ['b'], cursor: 'B' },
      B: { items: ['c'], cursor: 'A' },
    });
    expect(await collect(walkPages(fetch, walkOptions(warnings)))).toEqual([['a'], ['b'], ['c']]);
    expect(warnings).toHaveLength(1);
  });

  it('stops when hasMore is false or absent for lists that send it', async () => {
    const fetch = pagesByCursor({ '': { items: ['a'], cursor: 'c1', hasMore: false } });
    expect(await collect(walkPages(fetch, walkOptions([], { endsWithHasMore: true })))).toEqual([['a']]);
    const more = pagesByCursor({ '': { items: ['a'], cursor: 'c1', hasMore: true }, c1: { items: ['b'], cursor: 'c2' } });
    expect(await collect(walkPages(more, walkOptions([], { endsWithHasMore: true })))).toEqual([['a'], ['b']]);
  });

  it('stops with a warning on a repeated cursor and yields each item once', async () => {
    const warnings: string[] = [];
    const fetch = pagesByCursor({
      '': { items: ['a', 'b'], cursor: 'c1' },
      c1: { items: ['b', 'c', 'c'], cursor: 'c2' },
      c2: { items: ['a', 'd'], cursor: 'c1' },
    });
    expect(await collect(walkPages(fetch, walkOptions(warnings)))).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^secrets: the API sent the same page cursor twice; stopped paging after 3 pages/);
  });

  it('fails past the page cap instead of truncating', async () => {
    let n = 0;
    const endless = async (): Promise<Page<string>> => ({ items: [`i${n}`], cursor: `c${++n}` });
    const error = await collect(walkPages(endless, walkOptions([], { maxPages: 3 }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('pagination');
    expect((error as ApiError).message).toMatch(/^secrets: the list is longer than 3 pages/);
  });

  it('does not fail when the list ends exactly at the page cap', async () => {
    const fetch = pagesByCursor({ '': { items: ['a'], cursor: 'c1' }, c1: { items: ['b'] } });
    expect(await collect(walkPages(fetch, walkOptions([], { maxPages: 2 })))).toEqual([['a'], ['b']]);
  });
});

describe('error messages', () => {
  it('formats HTTP errors as operation, status and one actionable sentence', () => {
    expect(httpError('secrets', 401, 'bad token', 1).message).toBe(
      'secrets: HTTP 401: the API token was rejected (check api-token / SEMGREP_APP_TOKEN)',
    );
    expect(httpError('report', 404, undefined, 1).message).toMatch(
      /^report: HTTP 404: deployment not found, or the token lacks the Web API scope/,
    );
    expect(httpError('secrets', 400, 'limit must be <= 1000', 1).message).toBe(
      'secrets: HTTP 400: the API rejected a parameter: limit must be <= 1000',
    );
    expect(httpError('dependencies', 503, undefined, 4).message).toBe(
      'dependencies: HTTP 503: the API kept answering 503 after 4 attempts; try again later',
    );
    expect(httpError('report', 307, undefined, 1, 'https://evil.example/x?y').message).toBe(
      "report: HTTP 307: the API answered with a redirect to https://evil.example; set base-url to the API's own address",
    );
  });

  it("reads the server's message from error, then message, else bounded single-line text", () => {
    expect(serverMessageOf('{"error":"bad limit","message":"other"}')).toBe('bad limit');
    expect(serverMessageOf('{"message":"bad cursor"}')).toBe('bad cursor');
    expect(serverMessageOf('<html>\n<body>Bad\tGateway</body>\n</html>')).toBe('<html> <body>Bad Gateway</body> </html>');
    expect(serverMessageOf('x'.repeat(1000))?.length).toBe(200);
    expect(serverMessageOf('')).toBeUndefined();
  });

  it('scrubs the token from server text', () => {
    expect(serverMessageOf('{"error":"token sgp_secret123 is invalid"}', 'sgp_secret123')).toBe('token [redacted] is invalid');
    expect(sanitizeText('a\u0000b\u001b[31mc', undefined)).toBe('a b [31mc');
  });
});

describe('retry timing', () => {
  it('backs off exponentially with jitter', () => {
    expect(backoffMs(1, 500, () => 0)).toBe(250);
    expect(backoffMs(1, 500, () => 1)).toBe(500);
    expect(backoffMs(3, 500, () => 1)).toBe(ITEMS_PER_TURN);
    expect(backoffMs(20, 500, () => 1)).toBe(10_000);
  });

  it('honours Retry-After in seconds or as an HTTP date, capped', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs('1', 30_000, now)).toBe(1000);
    expect(retryAfterMs('3600', 30_000, now)).toBe(30_000);
    expect(retryAfterMs('Wed, 01 Jan 2025 00:00:05 GMT', 30_000, now)).toBe(5000);
    expect(retryAfterMs('Tue, 31 Dec 2024 00:00:00 GMT', 30_000, now)).toBe(0);
    expect(retryAfterMs('soon', 30_000, now)).toBeUndefined();
    expect(retryAfterMs(undefined, 30_000, now)).toBeUndefined();
  });
});

describe('base URL', () => {
  it('accepts https anywhere and http only on loopback', () => {
    expect(parseBaseUrl('https://semgrep.dev').origin).toBe('https://semgrep.dev');
    for (const url of ['http://127.0.0.1:8080', 'http://localhost:1', 'http://[::1]:9', 'http://127.1.2.3'])
      expect(() => parseBaseUrl(url)).not.toThrow();
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('127.0.0.1.evil.com')).toBe(false);
  });

  it.each([
    'http://semgrep.dev',
    'http://10.0.0.1',
    'ftp://semgrep.dev',
    'not a url',
    'https://user:pw@semgrep.dev',
    'https://semgrep.dev/?x=1',
  ])('refuses %s with a config error', (url) => {
    const error = (() => {
      try {
        createApiClient({ baseUrl: url, token: 't' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('config');
    expect((error as ApiError).message).toMatch(/^client: base-url /);
  });

  it('refuses an empty token without echoing it', () => {
    expect(() => createApiClient({ baseUrl: 'https://semgrep.dev', token: ' ' })).toThrow(/client: the API token is empty/);
  });
});
