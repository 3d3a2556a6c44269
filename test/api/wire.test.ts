// The readers of the wire format, each case a line: what absent means, what is malformed, and the
// words of the message.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import {
  appendOne,
  checkDeploymentId,
  checkPageSize,
  checkProjectId,
  describe as describeValue,
  expectBody,
  ItemFields,
  isObject,
  MAX_FIELD_CHARS,
  MAX_ID_CHARS,
  meaningful,
  readArray,
  readBoolean,
  readCount,
  readId,
  readString,
  readTime,
} from '../../src/api/wire.ts';
import { stampMs } from '../../src/domain.ts';

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

  it('checkProjectId: a decimal id before it enters a URL path', () => {
    expect(checkProjectId('scans', '1201')).toBe('1201');
    for (const bad of ['', '12a', '../1', '1'.repeat(20), 12 as unknown as string])
      expect(errorOf(() => checkProjectId('scans', bad)).kind).toBe('config');
    expect(errorOf(() => checkProjectId('scans', '../1')).message).toBe(
      'scans: a project id must be a decimal number such as 1201 (got "../1")',
    );
  });

  it('checkPageSize: a whole number from 1 to the maximum', () => {
    expect([checkPageSize('secrets', 'limit', 1, 10), checkPageSize('secrets', 'limit', 10, 10)]).toEqual([1, 10]);
    for (const bad of [0, 11, 1.5]) expect(errorOf(() => checkPageSize('secrets', 'limit', bad, 10)).kind).toBe('config');
    expect(errorOf(() => checkPageSize('secrets', 'limit', 0, 10)).message).toBe('secrets: limit must be an integer from 1 to 10 (got 0)');
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

  it(`cuts a text field longer than ${MAX_FIELD_CHARS} characters, and says so with a final ellipsis`, () => {
    const long = `src/${'a'.repeat(60_000)}.ts`;
    const cut = fields.string(long, 0, '.location.file_path') ?? '';
    expect(cut).toHaveLength(MAX_FIELD_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    const exactly = 'x'.repeat(MAX_FIELD_CHARS);
    expect(fields.string(exactly, 0, '.a')).toBe(exactly);
    // A surrogate pair inside the kept part stays whole.
    const inside = fields.string(`ab😀${'x'.repeat(MAX_FIELD_CHARS)}`, 0, '.a') ?? '';
    expect(inside.startsWith('ab😀xx')).toBe(true);
    // A surrogate pair is never split by the cut.
    const emoji = fields.string(`${'x'.repeat(MAX_FIELD_CHARS - 2)}😀😀`, 0, '.a') ?? '';
    expect(emoji.endsWith('x…')).toBe(true);
  });

  it(`keeps an id of ${MAX_ID_CHARS} characters whole, and refuses a longer one as malformed, never cut (attack9 J3)`, () => {
    const vendor = `${'0f8c79a6'.repeat(16)}_1`;
    expect(fields.identifier(vendor, 0, '.match_based_id')).toBe(vendor);
    const longest = 'Ā'.repeat(MAX_ID_CHARS);
    expect(fields.identifier(longest, 0, '.match_based_id')).toBe(longest);
    for (const absent of [undefined, null]) expect(fields.identifier(absent, 0, '.match_based_id')).toBeUndefined();
    const error = errorOf(() => fields.identifier(`${longest}x`, 7, '.match_based_id'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('findings[7].match_based_id is 257 characters long, longer than an id (at most 256)');
    expect(message(() => fields.identifier(4, 2, '.match_based_id'))).toContain('findings[2].match_based_id is 4, not a string');
  });

  it('keeps a stamp as written once it reads as a time, which stampMs reads back as readTime would', () => {
    for (const text of ['2020-11-18 23:28:12.391807+00:00', '2020-11-18T23:28:12Z', '2020-11-18T23:28:12.391+02:00']) {
      expect(fields.stamp(text, 0, '.created_at')).toBe(text);
      expect(stampMs(text)).toBe(Date.parse(readTime('findings', text, '.created_at') as string));
    }
    for (const absent of [undefined, null, '']) expect(fields.stamp(absent, 0, '.created_at')).toBeUndefined();
  });
});
