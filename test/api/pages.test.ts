// The walks of the list operations (src/api/pages.ts): by cursor and by page number, each item once,
// never a loop, never a silent truncation, and a bounded memory whatever the server sends.
import { describe, expect, it } from 'vitest';
import { RawItem } from '../../src/api/answer.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Arrived, Page } from '../../src/api/pages.ts';
import {
  BATCH_BYTES,
  ITEMS_PER_BATCH,
  ITEMS_PER_TURN,
  MAX_LIST_ITEMS,
  pagesAhead,
  READ_AHEAD_BYTES,
  walkNumberedPages,
  walkPages,
} from '../../src/api/pages.ts';

/** Collects every page of a walk. */
async function collect<T>(iterable: AsyncIterable<T[]>): Promise<T[][]> {
  const pages: T[][] = [];
  for await (const page of iterable) pages.push(page);
  return pages;
}

/** A fake list server: the page for each cursor. */
function pagesByCursor<T>(pages: Record<string, Page<T>>): (cursor: string | undefined) => Promise<Arrived<Page<unknown>>> {
  return async (cursor) => {
    const page = pages[cursor ?? ''];
    if (!page) throw new Error(`unexpected cursor ${cursor}`);
    return () => ({ ...page, items: [...page.items] });
  };
}

const walkOptions = (warnings: string[], overrides: Partial<{ maxPages: number; endsWithHasMore: boolean }> = {}) => ({
  operation: 'secrets' as const,
  maxPages: 100,
  endsWithHasMore: false,
  keyOf: (item: string) => item,
  parseItem: (raw: unknown) => raw as string,
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
    expect(warnings).toEqual([
      'secrets: the API sent the same page cursor twice; stopped paging after 3 pages and 4 items rather than loop',
    ]);
  });

  it('fails past the page cap instead of truncating', async () => {
    let n = 0;
    const endless = async (): Promise<Arrived<Page<unknown>>> => {
      const page = { items: [`i${n}`], cursor: `c${++n}` };
      return () => page;
    };
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

describe('the walk by page number', () => {
  /** A list served by page number: `total` items, ids `i0`..; `fail` answers a page with an error. */
  function numbered(total: number, pageSize: number, fail: (page: number) => Error | undefined = () => undefined) {
    const asked: number[] = [];
    const fetch = async (page: number): Promise<Arrived<unknown[]>> => {
      asked.push(page);
      const error = fail(page);
      if (error) throw error;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - page * pageSize)) }, (_, i) => `i${page * pageSize + i}`);
      return () => items;
    };
    return { fetch, asked };
  }
  const options = (overrides: Record<string, unknown> = {}) => ({
    operation: 'findings' as const,
    maxPages: 100,
    pageSize: 3,
    window: 2,
    keyOf: (item: string) => item,
    parseItem: (raw: unknown) => raw as string,
    ...overrides,
  });

  it("forgets its items from the run's count when it ends, read whole or failed (attack7 H2: the bound is on what the walks remember at once)", async () => {
    const remembered = { count: 0 };
    const other = { count: 5 };
    expect((await collect(walkNumberedPages(numbered(7, 3).fetch, options({ remembered })))).flat()).toHaveLength(7);
    expect(remembered.count).toBe(0);
    const failing = numbered(9, 3, (page) => (page === 2 ? new Error('cut') : undefined));
    await expect(collect(walkNumberedPages(failing.fetch, options({ remembered: other })))).rejects.toThrow('cut');
    expect(other.count).toBe(5);
  });

  it('reads page 0, then a window of pages, until a short page, and reads the pages asked for past it', async () => {
    const { fetch, asked } = numbered(7, 3);
    expect((await collect(walkNumberedPages(fetch, options()))).flat()).toHaveLength(7);
    expect([...asked].sort()).toEqual([0, 1, 2, 3]);
  });

  it('fails when a page asked for past the short one fails: the short page cannot prove the end', async () => {
    const { fetch } = numbered(4, 3, (page) =>
      page === 2 ? new ApiError({ operation: 'findings', kind: 'http', status: 503, reason: 'x' }) : undefined,
    );
    await expect(collect(walkNumberedPages(fetch, options()))).rejects.toMatchObject({
      kind: 'pagination',
      message: expect.stringContaining('page 2 answered HTTP 503 after page 0 had answered'),
    });
  });

  it('an optional list that answers page 0 with 404 is empty; a later page that fails fails the walk', async () => {
    const missing = (page: number) => new ApiError({ operation: 'findings', kind: 'http', status: page === 0 ? 404 : 400, reason: 'x' });
    expect(
      await collect(walkNumberedPages(numbered(9, 3, (page) => (page === 0 ? missing(0) : undefined)).fetch, options({ optional: true }))),
    ).toEqual([]);
    const later = numbered(9, 3, (page) => (page === 1 ? missing(1) : undefined));
    await expect(collect(walkNumberedPages(later.fetch, options({ optional: true })))).rejects.toMatchObject({ kind: 'pagination' });
    await expect(
      collect(walkNumberedPages(numbered(9, 3, (page) => (page === 0 ? missing(0) : undefined)).fetch, options())),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('a full page of items all seen before is a server that does not page: an error, never a loop', async () => {
    const same = async (): Promise<Arrived<unknown[]>> => () => ['a', 'b', 'c'];
    const error = await collect(walkNumberedPages(same, options())).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect((error as Error).message).toContain('page 1 holds only items of earlier pages: the server is not paging');
  });

  it('fails past the page cap instead of truncating', async () => {
    const { fetch } = numbered(1000, 3);
    await expect(collect(walkNumberedPages(fetch, options({ maxPages: 4 })))).rejects.toMatchObject({ kind: 'pagination' });
  });

  it('asks for as many pages ahead as READ_AHEAD_BYTES holds of the page it read: the whole window for small pages, one for pages near their cap', async () => {
    expect(pagesAhead(4, undefined)).toBe(4);
    expect(pagesAhead(4, 0)).toBe(4);
    expect(pagesAhead(4, 3 * 1024 * 1024)).toBe(4);
    expect(pagesAhead(4, READ_AHEAD_BYTES / 2)).toBe(2);
    expect(pagesAhead(4, READ_AHEAD_BYTES / 2 + 1)).toBe(1);
    expect(pagesAhead(4, 64 * 1024 * 1024)).toBe(1);
    // Pages of 60 MB: while one is read, one more is in flight (the window of 4 had 4).
    let inFlight = 0;
    let most = 0;
    const fetch = async (page: number): Promise<Arrived<unknown[]>> => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((done) => setTimeout(done, 1));
      const items = page < 5 ? ['a', 'b', 'c'].map((item) => `${item}${page}`) : [];
      return Object.assign(
        () => {
          inFlight--;
          return items;
        },
        { bytes: 60_000_000 },
      );
    };
    expect((await collect(walkNumberedPages(fetch, options({ window: 4 })))).flat()).toHaveLength(15);
    expect(most).toBe(1);
  });

  it('never asks for a page past the cap, however wide the window', async () => {
    const { fetch, asked } = numbered(6, 3);
    expect((await collect(walkNumberedPages(fetch, options({ maxPages: 3, window: 4 })))).flat()).toHaveLength(6);
    expect([...asked].sort()).toEqual([0, 1, 2]);
  });

  it('says after how many pages it stopped on a page of repeats', async () => {
    const same = async (): Promise<Arrived<unknown[]>> => () => ['a', 'b', 'c'];
    await expect(collect(walkNumberedPages(same, options()))).rejects.toThrow(
      'findings: the API sent a malformed response: page 1 holds only items of earlier pages: the server is not paging (stopped after 2 pages)',
    );
  });

  it('yields no empty page: a short last page of repeats ends the walk', async () => {
    const pages: unknown[][] = [['a', 'b', 'c'], ['a']];
    const fetch =
      async (page: number): Promise<Arrived<unknown[]>> =>
      () => [...(pages[page] ?? [])];
    expect(await collect(walkNumberedPages(fetch, options()))).toEqual([['a', 'b', 'c']]);
  });

  it('validates the items of the pages asked for past the short one, and fails on a bad one', async () => {
    const strict = (raw: unknown): string => {
      if (typeof raw !== 'string') throw new Error(`bad item ${String(raw)}`);
      return raw;
    };
    const pages: unknown[][] = [['a', 'b', 'c'], ['d'], [7]];
    const fetch =
      async (page: number): Promise<Arrived<unknown[]>> =>
      () => [...(pages[page] ?? [])];
    await expect(collect(walkNumberedPages(fetch, options({ parseItem: strict })))).rejects.toThrow('bad item 7');
    const good: unknown[][] = [['a', 'b', 'c'], ['d'], []];
    const fine =
      async (page: number): Promise<Arrived<unknown[]>> =>
      () => [...(good[page] ?? [])];
    expect((await collect(walkNumberedPages(fine, options({ parseItem: strict })))).flat()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('an optional list fails on page 0 all the same when the failure is not a missing list: another status, a network error', async () => {
    const failing = (error: Error) => async (): Promise<Arrived<unknown[]>> => {
      throw error;
    };
    await expect(
      collect(
        walkNumberedPages(
          failing(new ApiError({ operation: 'findings', kind: 'http', status: 503, reason: 'x' })),
          options({ optional: true }),
        ),
      ),
    ).rejects.toMatchObject({ status: 503 });
    await expect(
      collect(
        walkNumberedPages(failing(new ApiError({ operation: 'findings', kind: 'network', reason: 'down' })), options({ optional: true })),
      ),
    ).rejects.toMatchObject({ kind: 'network' });
    await expect(collect(walkNumberedPages(failing(new Error('boom')), options({ optional: true })))).rejects.toThrow('boom');
  });

  it('names the page that failed among those asked for past the short one', async () => {
    const { fetch } = numbered(4, 3, (page) =>
      page === 3 ? new ApiError({ operation: 'findings', kind: 'http', status: 502, reason: 'x' }) : undefined,
    );
    await expect(collect(walkNumberedPages(fetch, options({ window: 3 })))).rejects.toThrow(
      /^findings: page 3 answered HTTP 502 after page 0 had answered/,
    );
  });

  it('passes on a later page’s failure without a status as it is', async () => {
    const network = new ApiError({ operation: 'findings', kind: 'network', reason: 'down' });
    const plain = new Error('boom');
    for (const error of [network, plain]) {
      const { fetch } = numbered(9, 3, (page) => (page === 1 ? error : undefined));
      await expect(collect(walkNumberedPages(fetch, options()))).rejects.toBe(error);
    }
  });

  it('leaves no unhandled rejection when the caller stops before a page asked ahead that fails', async () => {
    const { fetch } = numbered(9, 3, (page) => (page === 1 ? new Error('the next page failed') : undefined));
    for await (const page of walkNumberedPages(fetch, options())) {
      expect(page).toEqual(['i0', 'i1', 'i2']);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

describe('the bound on memory', () => {
  it('yields a page in batches, each taken by the reader before the next is parsed, every item once and in order', async () => {
    const items = Array.from({ length: ITEMS_PER_BATCH * 3 + 5 }, (_, i) => `i${i}`);
    const parsed: string[] = [];
    const options = { ...walkOptions([]), parseItem: (raw: unknown) => (parsed.push(raw as string), raw as string) };
    const batches: number[] = [];
    for await (const batch of walkPages(
      pagesByCursor({ '': { items, cursor: 'c1' }, c1: { items: ['i0', 'last'], cursor: '' } }),
      options,
    )) {
      // Nothing past this batch was parsed yet (the next page's items aside).
      expect(parsed.filter((item) => items.includes(item)).length).toBeLessThanOrEqual(
        batches.reduce((a, b) => a + b, 0) + batch.length + 1,
      );
      batches.push(batch.length);
    }
    expect(batches).toEqual([ITEMS_PER_BATCH, ITEMS_PER_BATCH, ITEMS_PER_BATCH, 5, 1]);
  });

  it('yields large items in batches of at most about BATCH_BYTES, one alone when it is larger, every item once and in order', async () => {
    const sized = (name: string, size: number) => new RawItem(() => name, size);
    const third = Math.ceil(BATCH_BYTES / 3);
    const items = [...['a', 'b', 'c', 'd'].map((name) => sized(name, third)), sized('huge', 2 * BATCH_BYTES), sized('e', 1), sized('f', 1)];
    const batches: string[][] = [];
    for await (const batch of walkPages(pagesByCursor({ '': { items, cursor: '' } }), walkOptions([]))) batches.push(batch as string[]);
    expect(batches).toEqual([
      ['a', 'b', 'c'],
      ['d', 'huge'],
      ['e', 'f'],
    ]);
  });

  it('counts the bytes of raw items only, and yields no empty batch when large items repeat', async () => {
    // Items decoded already (no RawItem) are batched by number, whatever fields they hold.
    const plain = [
      { id: 'a', size: 2 * BATCH_BYTES },
      { id: 'b', size: 2 * BATCH_BYTES },
    ];
    const byId = { ...walkOptions([]), keyOf: (item: { id: string }) => item.id, parseItem: (raw: unknown) => raw as { id: string } };
    const plainBatches = await collect(walkPages(pagesByCursor({ '': { items: plain, cursor: '' } }), byId));
    expect(plainBatches.map((batch) => batch.map((item) => item.id))).toEqual([['a', 'b']]);
    // A large item seen before adds its bytes but no item: the batch it closes is empty, and not yielded.
    const sized = (name: string) => new RawItem(() => name, BATCH_BYTES);
    const repeated = await collect(
      walkPages(pagesByCursor({ '': { items: [sized('a'), sized('a'), sized('b')], cursor: '' } }), walkOptions([])),
    );
    expect(repeated).toEqual([['a'], ['b']]);
  });

  it(`ends a walk of more than ${MAX_LIST_ITEMS.toLocaleString('en-US')} distinct items with an error that says how to narrow it`, async () => {
    let n = 0;
    const endless = async (): Promise<Arrived<Page<unknown>>> => {
      const items = Array.from({ length: 100_000 }, () => `k${n++}`);
      return () => ({ items, cursor: `c${n}` });
    };
    const error = await collect(walkPages(endless, walkOptions([], { maxPages: 100_000 }))).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bound' });
    expect((error as Error).message).toBe(
      'secrets: the list holds more than 2,000,000 items, the most the gate remembers to detect repeats; stopped rather than grow without bound (narrow the scope: projects, finding-types or the filters)',
    );
    expect(n).toBeLessThanOrEqual(MAX_LIST_ITEMS + 200_000);
  }, 30_000);

  it(`ends the walks of a run that remember more than ${MAX_LIST_ITEMS.toLocaleString('en-US')} items together, each under it alone (attack6 G4)`, async () => {
    const remembered = { count: 0 };
    const walkOf = (prefix: string, length: number) => {
      let n = 0;
      const pages = async (): Promise<Arrived<Page<unknown>>> => {
        const items = Array.from({ length: Math.min(100_000, length - n) }, () => `${prefix}${n++}`);
        return () => ({ items, ...(n < length ? { cursor: `c${n}` } : {}) });
      };
      return collect(walkPages(pages, { ...walkOptions([], { maxPages: 100_000 }), remembered }));
    };
    // One after the other, each walk's items are forgotten when it ends (attack7 H2): nothing adds up.
    expect((await walkOf('a', 1_500_000)).flat()).toHaveLength(1_500_000);
    expect((await walkOf('b', 1_500_000)).flat()).toHaveLength(1_500_000);
    expect(remembered.count).toBe(0);
    // At once, the two hold 3,000,000 items together: the run goes past the bound.
    const both = await Promise.allSettled([walkOf('c', 1_500_000), walkOf('d', 1_500_000)]);
    const rejected = both.filter((result) => result.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    const error = (rejected[0] as PromiseRejectedResult).reason;
    expect(error).toMatchObject({ kind: 'bound' });
    expect((error as Error).message).toBe(
      'secrets: the lists of the run hold more than 2,000,000 items, the most the gate remembers to detect repeats; stopped rather than grow without bound (narrow the scope: projects, finding-types or the filters)',
    );
    expect(remembered.count).toBe(0);
  }, 60_000);

  it(`ends with the error a list of ${MAX_LIST_ITEMS.toLocaleString('en-US')} items and one more alone on its last page`, async () => {
    let n = 0;
    const oneMore = async (): Promise<Arrived<Page<unknown>>> => {
      const items = Array.from({ length: n < MAX_LIST_ITEMS ? 100_000 : 1 }, () => `k${n++}`);
      return () => ({ items, ...(n <= MAX_LIST_ITEMS ? { cursor: `c${n}` } : {}) });
    };
    const error = await collect(walkPages(oneMore, walkOptions([], { maxPages: 100 }))).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bound' });
    expect(n).toBe(MAX_LIST_ITEMS + 1);
  }, 30_000);

  it(`reads a list of exactly ${MAX_LIST_ITEMS.toLocaleString('en-US')} items`, async () => {
    let n = 0;
    const exact = async (): Promise<Arrived<Page<unknown>>> => {
      const items = Array.from({ length: 100_000 }, () => `k${n++}`);
      return () => ({ items, ...(n < MAX_LIST_ITEMS ? { cursor: `c${n}` } : {}) });
    };
    expect((await collect(walkPages(exact, walkOptions([], { maxPages: 100 })))).flat()).toHaveLength(MAX_LIST_ITEMS);
  }, 30_000);
});

describe('walkPages, edges', () => {
  const walk = (
    pages: Record<string, Page<string>>,
    options: Partial<{ maxPages: number; endsWithHasMore: boolean }> = {},
    warnings: string[] = [],
  ) =>
    walkPages(
      async (cursor: string | undefined) => {
        const page = pages[cursor ?? ''];
        if (!page) throw new Error(`unexpected cursor ${cursor}`);
        return () => ({ ...page, items: [...page.items] });
      },
      {
        operation: 'secrets',
        maxPages: 100,
        endsWithHasMore: false,
        keyOf: (item: string) => item,
        parseItem: (raw: unknown) => raw as string,
        onWarning: (m) => warnings.push(m),
        ...options,
      },
    );
  const all = async (iterable: AsyncIterable<string[]>): Promise<string[][]> => {
    const out: string[][] = [];
    for await (const page of iterable) out.push(page);
    return out;
  };

  it('follows an empty first page that carries a cursor, and warns of nothing on a normal walk', async () => {
    const warnings: string[] = [];
    expect(await all(walk({ '': { items: [], cursor: 'c1' }, c1: { items: ['a'] } }, {}, warnings))).toEqual([['a']]);
    expect(warnings).toEqual([]);
  });

  it('ignores hasMore on a list that ends with its cursor, and ends a hasMore list that says false without a cursor', async () => {
    expect(await all(walk({ '': { items: ['a'], hasMore: true } }))).toEqual([['a']]);
    expect(await all(walk({ '': { items: ['a'], hasMore: false } }, { endsWithHasMore: true }))).toEqual([['a']]);
  });

  it('names the page that says hasMore without a cursor', async () => {
    const walked = all(
      walk({ '': { items: ['a'], cursor: 'c1', hasMore: true }, c1: { items: ['b'], hasMore: true } }, { endsWithHasMore: true }),
    );
    await expect(walked).rejects.toThrow(
      'secrets: the API sent a malformed response: page 2 says hasMore but carries no cursor to the next page',
    );
  });

  it('stops at the page cap with a pagination error, reading no page past it', async () => {
    const pages = { '': { items: ['a'], cursor: 'c1' }, c1: { items: ['b'], cursor: 'c2' }, c2: { items: ['c'], cursor: 'c3' } };
    await expect(all(walk(pages, { maxPages: 2 }))).rejects.toMatchObject({ kind: 'pagination' });
    await expect(all(walk(pages, { maxPages: 3 }))).rejects.toMatchObject({ kind: 'pagination' });
  });

  it('validates raw items with parseItem, after it has asked for the next page', async () => {
    const asked: string[] = [];
    const parsed: string[] = [];
    const pages: Record<string, Page<unknown>> = { '': { items: [1, 2, 2], cursor: 'c1' }, c1: { items: [3] } };
    const walked = walkPages(
      async (cursor: string | undefined) => {
        asked.push(cursor ?? '');
        const page = pages[cursor ?? ''] as Page<unknown>;
        return () => ({ ...page, items: [...page.items] });
      },
      {
        operation: 'dependencies',
        maxPages: 100,
        endsWithHasMore: false,
        keyOf: (item: string) => item,
        parseItem: (raw: unknown, index: number) => {
          parsed.push(`${asked.length}:${index}`);
          return `item ${String(raw)}`;
        },
        onWarning: () => undefined,
      },
    );
    expect(await all(walked)).toEqual([['item 1', 'item 2'], ['item 3']]);
    // every item of the first page was read after the second page had been asked for
    expect(parsed).toEqual(['2:0', '2:1', '2:2', '2:0']);
  });

  it('lets each raw item of a page it reads itself go once checked, and yields the parsed items', async () => {
    const read: Record<string, Page<unknown>> = {};
    const walked = walkPages(
      async (cursor: string | undefined) => () => {
        const page = cursor === undefined ? { items: [1, 2], cursor: 'c1' } : { items: [3] };
        read[cursor ?? ''] = page;
        return page;
      },
      {
        operation: 'dependencies',
        maxPages: 100,
        endsWithHasMore: false,
        keyOf: (item: string) => item,
        parseItem: (raw: unknown) => `item ${String(raw)}`,
        onWarning: () => undefined,
      },
    );
    expect(await all(walked)).toEqual([['item 1', 'item 2'], ['item 3']]);
    // the parsed page is not kept whole while the rest of it is checked
    expect(read['']?.items).toEqual([undefined, undefined]);
    expect(read.c1?.items).toEqual([undefined]);
  });

  it('leaves no unhandled rejection when the caller stops before a prefetched page that fails', async () => {
    const failing = walkPages(
      async (cursor: string | undefined) => {
        if (cursor === undefined) return () => ({ items: ['a'], cursor: 'c1' });
        throw new Error('the next page failed');
      },
      {
        operation: 'secrets',
        maxPages: 100,
        endsWithHasMore: false,
        keyOf: (item: string) => item,
        parseItem: (raw: unknown) => raw as string,
        onWarning: () => undefined,
      },
    );
    for await (const page of failing) {
      expect(page).toEqual(['a']);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
