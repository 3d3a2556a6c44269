// The readers of the wire format, each case a line: what absent means, what is malformed, and the
// words of the message. And the walk's edges that the pagination tests leave open.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { type Page, walkPages } from '../../src/api/pages.ts';
import {
  appendOne,
  checkDeploymentId,
  checkPageSize,
  describe as describeValue,
  expectBody,
  ItemFields,
  isObject,
  meaningful,
  plainUtcMs,
  readArray,
  readBoolean,
  readCount,
  readId,
  readString,
  readTime,
  stampMs,
} from '../../src/api/wire.ts';

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('wire readers', () => {
  it('isObject: only a plain object', () => {
    expect([isObject(null), isObject([]), isObject('x'), isObject({})]).toEqual([false, false, false, true]);
  });

  it('expectBody: an empty or null error beside the list is not an error; any text is', () => {
    expect(expectBody('secrets', { findings: [], error: '' }, 'findings')).toEqual({ findings: [], error: '' });
    expect(expectBody('secrets', { findings: [], message: null }, 'findings')).toEqual({ findings: [], message: null });
    expect(errorOf(() => expectBody('secrets', { findings: [], error: 'down' }, 'findings')).message).toBe(
      'secrets: the API sent a malformed response: the body has a success status but carries error "down"',
    );
    expect(errorOf(() => expectBody('secrets', [], 'findings')).message).toContain('the body is a list, not an object');
  });

  it('readCount: absent is 0, a decimal string counts, anything negative or fractional is malformed', () => {
    expect([
      readCount('report', undefined, 'c'),
      readCount('report', null, 'c'),
      readCount('report', ' 12 ', 'c'),
      readCount('report', 0, 'c'),
    ]).toEqual([0, 0, 12, 0]);
    expect(readCount('report', '0', 'c')).toBe(0);
    expect(errorOf(() => readCount('report', -1, 'code')).message).toBe(
      'report: the API sent a malformed response: code is -1, not a count',
    );
    expect(errorOf(() => readCount('report', '-1', 'code')).kind).toBe('malformed');
    expect(errorOf(() => readCount('report', 1.5, 'code')).kind).toBe('malformed');
    expect(errorOf(() => readCount('report', 'x1', 'code')).message).toContain('code is "x1", not a count');
  });

  it('readId: a non-negative integer or a decimal string, nothing else', () => {
    expect([
      readId('report', undefined, 'id'),
      readId('report', null, 'id'),
      readId('report', 0, 'id'),
      readId('report', '0042', 'id'),
    ]).toEqual([undefined, undefined, '0', '0042']);
    for (const bad of [-1, 1.5, '12x', 'x12', '', '1'.repeat(21), true])
      expect(errorOf(() => readId('report', bad, 'id')).kind).toBe('malformed');
    expect(errorOf(() => readId('report', 'x', 'p.id')).message).toBe(
      'report: the API sent a malformed response: p.id is "x", not a decimal id',
    );
  });

  it('readString, readBoolean, readArray: absent or null gives the empty value; another type is malformed, named', () => {
    expect([readString('secrets', null, 's'), readBoolean('secrets', null, 'b'), readArray('secrets', null, 'a')]).toEqual([
      undefined,
      false,
      [],
    ]);
    expect(errorOf(() => readString('secrets', 5, 's')).message).toBe('secrets: the API sent a malformed response: s is 5, not a string');
    expect(errorOf(() => readBoolean('secrets', 'true', 'b')).message).toBe(
      'secrets: the API sent a malformed response: b is "true", not a boolean',
    );
    expect(errorOf(() => readArray('secrets', {}, 'a')).message).toBe(
      'secrets: the API sent a malformed response: a is an object, not a list',
    );
  });

  it('describe: a short, safe word for any value', () => {
    expect([undefined, null, [], {}, 'abc', 5, false].map(describeValue)).toEqual([
      'missing',
      'null',
      'a list',
      'an object',
      '"abc"',
      '5',
      'false',
    ]);
  });

  it('checkDeploymentId: a decimal string only', () => {
    expect(checkDeploymentId('report', '4242')).toBe('4242');
    expect(errorOf(() => checkDeploymentId('report', '42a')).message).toBe(
      'report: the deployment id must be a decimal number such as 4242 (got "42a")',
    );
    expect(errorOf(() => checkDeploymentId('report', 42 as unknown as string)).kind).toBe('config');
  });

  it('meaningful and appendOne: empty, *_UNSPECIFIED and non-strings are never sent', () => {
    expect(meaningful([1 as unknown as string, '', 'X_UNSPECIFIED', 'A'])).toEqual(['A']);
    expect(meaningful(undefined)).toEqual([]);
    const params = new URLSearchParams();
    for (const value of [undefined, '', 'SEVERITY_UNSPECIFIED']) appendOne(params, 'k', value);
    expect(params.toString()).toBe('');
    appendOne(params, 'k', 'A');
    expect(params.toString()).toBe('k=A');
  });

  it('checkPageSize: a whole number from 1 to the maximum', () => {
    expect([checkPageSize('secrets', 'limit', 1, 10), checkPageSize('secrets', 'limit', 10, 10)]).toEqual([1, 10]);
    for (const bad of [0, 11, 1.5]) expect(errorOf(() => checkPageSize('secrets', 'limit', bad, 10)).kind).toBe('config');
    expect(errorOf(() => checkPageSize('secrets', 'limit', 0, 10)).message).toBe('secrets: limit must be an integer from 1 to 10 (got 0)');
  });
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
        return page;
      },
      {
        operation: 'secrets',
        maxPages: 100,
        endsWithHasMore: false,
        keyOf: (item: string) => item,
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
        return pages[cursor ?? ''] as Page<unknown>;
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
    // a page given as it is stays as it is
    expect(pages['']?.items).toEqual([1, 2, 2]);
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

  it('reads a page given as a function (an answer decoded when the walk reaches it) as the page it returns', async () => {
    const opened: string[] = [];
    const walked = walkPages(
      async (cursor: string | undefined) => () => {
        opened.push(cursor ?? '');
        return cursor === undefined ? { items: ['a'], cursor: 'c1' } : { items: ['b'] };
      },
      { operation: 'secrets', maxPages: 100, endsWithHasMore: false, keyOf: (item: string) => item, onWarning: () => undefined },
    );
    expect(await all(walked)).toEqual([['a'], ['b']]);
    expect(opened).toEqual(['', 'c1']);
  });

  it('leaves no unhandled rejection when the caller stops before a prefetched page that fails', async () => {
    const failing = walkPages(
      async (cursor: string | undefined) => {
        if (cursor === undefined) return { items: ['a'], cursor: 'c1' };
        throw new Error('the next page failed');
      },
      { operation: 'secrets', maxPages: 100, endsWithHasMore: false, keyOf: (item: string) => item, onWarning: () => undefined },
    );
    for await (const page of failing) {
      expect(page).toEqual(['a']);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

describe('stampMs', () => {
  /** What stampMs must equal: Date.parse with the v1 API's space read as T. */
  const reference = (text: string): number => Date.parse(text.includes(' ') ? text.replace(' ', 'T') : text);
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');

  it('is Date.parse (space read as T) for stamps near the plain form, on the fast path and off it', () => {
    const stamp = fc
      .record({
        year: fc.integer({ min: 0, max: 9999 }),
        month: fc.integer({ min: 0, max: 13 }),
        day: fc.integer({ min: 0, max: 32 }),
        hour: fc.integer({ min: 0, max: 25 }),
        minute: fc.integer({ min: 0, max: 61 }),
        second: fc.integer({ min: 0, max: 61 }),
        sep: fc.constantFrom('T', ' ', 't', '_'),
        fraction: fc.option(fc.stringMatching(/^[0-9]{0,11}$/)),
        zone: fc.constantFrom('Z', '+00:00', '+01:00', '-00:00', '', 'z', '+00:00 ', '+0000', 'Zx'),
      })
      .map(
        (p) =>
          `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}${p.sep}${pad(p.hour, 2)}:${pad(p.minute, 2)}:${pad(p.second, 2)}` +
          `${p.fraction === null ? '' : `.${p.fraction}`}${p.zone}`,
      );
    // One character replaced, or the text cut: a stamp the fast path must refuse, or read as Date.parse does.
    const damage = fc.option(
      fc.oneof(
        fc.record({ at: fc.nat(34), char: fc.constantFrom('/', ':', ';', '0', '9', 'a', 'T', ' ', '-', '.', '+', 'Z', '\u0660') }),
        fc.record({ cut: fc.nat(34) }),
      ),
    );
    fc.assert(
      fc.property(stamp, damage, (clean, hurt) => {
        let text = clean;
        if (hurt !== null && 'cut' in hurt) text = clean.slice(0, hurt.cut);
        else if (hurt !== null) text = clean.slice(0, hurt.at) + hurt.char + clean.slice(hurt.at + 1);
        expect(stampMs(text)).toBe(reference(text));
        const plain = plainUtcMs(text);
        if (plain !== undefined) expect(plain).toBe(reference(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads the plain forms itself, every field at its bounds, and leaves every other form to Date.parse', () => {
    const utc = (y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number) => Date.UTC(y, mo - 1, d, h, mi, s, ms);
    const read: [string, number][] = [
      ['2020-11-18 23:28:12.391807+00:00', utc(2020, 11, 18, 23, 28, 12, 391)],
      ['2020-11-18T23:28:12Z', utc(2020, 11, 18, 23, 28, 12, 0)],
      ['2020-11-18T23:28:12.9Z', utc(2020, 11, 18, 23, 28, 12, 900)],
      ['2020-11-18T23:28:12.05+00:00', utc(2020, 11, 18, 23, 28, 12, 50)],
      ['2020-11-18T23:28:12.123456789Z', utc(2020, 11, 18, 23, 28, 12, 123)],
      ['0100-01-01T00:00:00Z', utc(100, 1, 1, 0, 0, 0, 0)],
      ['9999-12-28T23:59:59.999Z', utc(9999, 12, 28, 23, 59, 59, 999)],
      ['2026-10-10 10:10:10+00:00', utc(2026, 10, 10, 10, 10, 10, 0)],
    ];
    for (const [text, ms] of read) {
      expect(plainUtcMs(text)).toBe(ms);
      expect(stampMs(text)).toBe(reference(text));
    }
    const left = [
      '0099-12-28T23:59:59Z',
      '2020-00-18T23:28:12Z',
      '2020-13-18T23:28:12Z',
      '2020-11-00T23:28:12Z',
      '2020-11-29T23:28:12Z',
      '2020-11-18T24:00:00Z',
      '2020-11-18T23:60:12Z',
      '2020-11-18T23:28:60Z',
      '2020-11-18T23:28:12.Z',
      '2020-11-18T23:28:12.1234567890Z',
      '2020-11-18T23:28:12+01:00',
      '2020-11-18T23:28:12+00:00Z',
      '2020-11-18T23:28:12z',
      '2020-11-18T23:28:12',
      '2020-11-18t23:28:12Z',
      '2020/11-18T23:28:12Z',
      '2020-11/18T23:28:12Z',
      '2020-11-18T23-28:12Z',
      '2020-11-18T23:28-12Z',
      '2O20-11-18T23:28:12Z',
      '2020-11-18T23:28:1Z',
    ];
    for (const text of left) expect(plainUtcMs(text)).toBeUndefined();
  });

  it('reads the API forms and their edges exactly', () => {
    for (const text of [
      '2020-11-18 23:28:12.391807+00:00',
      '2020-11-18T23:28:12.391Z',
      '2020-11-18T23:28:12Z',
      '2020-11-18T23:28:12.9Z',
      '2020-11-18T23:28:12.999999999Z',
      '2020-11-18T23:28:12.9999999999Z',
      '2020-11-18T23:28:12.Z',
      '2020-11-18T23:28:60Z',
      '2026-02-28T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-02-31T00:00:00Z',
      '2026-11-18T24:00:00Z',
      '0099-01-01T00:00:00Z',
      '0100-01-01T00:00:00Z',
      '2020-11-18T23:28Z',
      '2020-11-18',
      '2020-11-18T23:28:12+02:00',
      '２020-11-18T23:28:12Z',
      'yesterday',
      '',
    ]) {
      expect(stampMs(text)).toBe(reference(text));
    }
  });
});

describe('ItemFields', () => {
  const fields = new ItemFields('findings', 'findings');
  const message = (read: () => unknown): string => {
    try {
      read();
    } catch (error) {
      return (error as ApiError).message;
    }
    return 'no error';
  };

  it('reads each field as the readers do, absent as they say', () => {
    expect(fields.string('x', 0, '.a')).toBe('x');
    expect(fields.string(null, 0, '.a')).toBeUndefined();
    expect(fields.count(3, 0, '.n')).toBe(3);
    expect(fields.count('12', 0, '.n')).toBe(12);
    expect(fields.count(undefined, 0, '.n')).toBe(0);
    expect(fields.id(42, 0, '.id')).toBe('42');
    expect(fields.id('42', 0, '.id')).toBe('42');
    expect(fields.id(undefined, 0, '.id')).toBeUndefined();
    expect(fields.array(undefined, 0, '.l')).toEqual([]);
    expect(fields.optionalObject(null, 0, '.o')).toBeUndefined();
    expect(readTime('findings', '2020-11-18 23:28:12.391807+00:00', '.t')).toBe('2020-11-18T23:28:12.391Z');
    expect(fields.stamp('', 0, '.t')).toBeUndefined();
    expect(readTime('findings', undefined, 'x')).toBeUndefined();
    expect(readTime('findings', '', 'x')).toBeUndefined();
    expect(readTime('scans', '2020-11-18 23:28:12.391807+00:00', 'x')).toBe('2020-11-18T23:28:12.391Z');
  });

  it('builds no path for a field that is good or absent: only a bad one is described', () => {
    let described = 0;
    const counting = new (class extends ItemFields {
      override where(index: number, path = ''): string {
        described++;
        return super.where(index, path);
      }
    })('findings', 'findings');
    for (const value of [undefined, null]) {
      counting.string(value, 0, '.a');
      counting.count(value, 0, '.a');
      counting.id(value, 0, '.a');
      counting.array(value, 0, '.a');
      counting.optionalObject(value, 0, '.a');
      counting.stamp(value, 0, '.a');
    }
    counting.string('x', 0, '.a');
    counting.count(0, 0, '.a');
    counting.count(7, 0, '.a');
    counting.count('0', 0, '.a');
    counting.count('12', 0, '.a');
    counting.id('0', 0, '.a');
    counting.id(0, 0, '.a');
    counting.id(42, 0, '.a');
    counting.array([], 0, '.a');
    counting.object({}, 0);
    for (const value of [undefined, null, '', '2020-11-18 23:28:12.391807+00:00']) counting.stamp(value, 0, '.a');
    expect(described).toBe(0);
    expect(() => counting.count('x', 0, '.a')).toThrow();
    expect(described).toBe(1);
  });

  it('names the item and the field of a bad value, as the readers word it', () => {
    expect(message(() => fields.string(5, 7, '.location.file_path'))).toContain('findings[7].location.file_path is 5, not a string');
    expect(message(() => fields.count(-1, 2, '.location.line'))).toContain('findings[2].location.line is -1, not a count');
    expect(message(() => fields.count(1.5, 2, '.location.line'))).toContain('findings[2].location.line is 1.5, not a count');
    expect(message(() => fields.count('9007199254740993', 2, '.line'))).toContain('findings[2].line is "9007199254740993", not a count');
    for (const bad of ['-12', '1e3', '0x10', [12], 1.5, true]) expect(message(() => fields.count(bad, 0, '.n'))).toContain('not a count');
    for (const bad of [1.5, -1, '1.5', [4], true]) expect(message(() => fields.id(bad, 0, '.id'))).toContain('not a decimal id');
    expect(fields.where(3)).toBe('findings[3]');
    expect(fields.where(3, '.rule')).toBe('findings[3].rule');
    expect(message(() => fields.id('4x', 3, '.id'))).toContain('findings[3].id is "4x", not a decimal id');
    expect(message(() => fields.id(-4, 3, '.id'))).toContain('findings[3].id is -4, not a decimal id');
    expect(message(() => fields.array('x', 1, '.l'))).toContain('findings[1].l is "x", not a list');
    expect(message(() => fields.object([], 9))).toContain('findings[9] is a list, not an object');
    expect(message(() => fields.optionalObject('x', 9, '.repository'))).toContain('findings[9].repository is "x", not an object');
    expect(message(() => fields.stamp('yesterday', 4, '.created_at'))).toContain('findings[4].created_at is "yesterday", not a date-time');
    expect(message(() => fields.stamp(1605742092, 4, '.created_at'))).toContain('findings[4].created_at is 1605742092, not a string');
  });

  it('keeps a stamp as written once it reads as a time, which stampMs reads back as readTime would', () => {
    for (const text of ['2020-11-18 23:28:12.391807+00:00', '2020-11-18T23:28:12Z', '2020-11-18T23:28:12.391+02:00']) {
      expect(fields.stamp(text, 0, '.created_at')).toBe(text);
      expect(stampMs(text)).toBe(Date.parse(readTime('findings', text, '.created_at') as string));
    }
    for (const absent of [undefined, null, '']) expect(fields.stamp(absent, 0, '.created_at')).toBeUndefined();
  });
});
