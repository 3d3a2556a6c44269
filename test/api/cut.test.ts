// api/cut.ts: a long text cut where it is read, marked; a string of an answer past what any reader keeps cut
// in the bytes, before it is made (attack29 M1).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutLongStrings, cutText } from '../../src/api/cut.ts';
import { LONGEST_REDACTED } from '../../src/api/redact-bytes.ts';
import { MAX_FIELD_CHARS, MAX_ID_CHARS } from '../../src/api/wire.ts';

const cut = (json: string, longest: number): unknown => JSON.parse(cutLongStrings(Buffer.from(json), longest).toString('utf8'));

describe('cutText', () => {
  it('cuts to the characters asked for, the last one the mark, never splitting a surrogate pair', () => {
    expect(cutText('abcdef', 4)).toBe('abc…');
    expect(cutText('ab😀cd', 4)).toBe('ab…');
    // Only a high surrogate at the cut goes: a pair before it is kept whole.
    expect(cutText('😀abcdef', 5)).toBe('😀ab…');
  });
});

describe('cutLongStrings', () => {
  it('keeps more than any reader keeps of a field or an id', () => {
    // Six bytes a character at most (`\u0100`): what is kept is still longer than a field a reader keeps.
    expect(LONGEST_REDACTED / 6).toBeGreaterThan(Math.max(MAX_FIELD_CHARS, MAX_ID_CHARS));
  });

  it('cuts each string and key longer than asked, marked, and leaves the rest as they are', () => {
    const json = JSON.stringify({ short: 'abc', long: 'x'.repeat(20), ['k'.repeat(12)]: [1, 'y'.repeat(11), null] });
    expect(cut(json, 10)).toEqual({ short: 'abc', long: `${'x'.repeat(10)}…`, [`${'k'.repeat(10)}…`]: [1, `${'y'.repeat(10)}…`, null] });
    const none = Buffer.from('{"a":"abc","b":[1,2]}');
    expect(cutLongStrings(none, 10)).toBe(none);
  });

  it('never cuts inside a character or an escape, and reads escaped quotes and backslashes as text', () => {
    expect(cut('["ééééé"]', 5)).toEqual(['éé…']);
    expect(cut('["ab\\u0100cd"]', 5)).toEqual(['ab…']);
    expect(cut('["abc\\"de\\"fgh"]', 5)).toEqual(['abc"…']);
    expect(cut('["a\\\\\\\\bcdefg","ok"]', 4)).toEqual(['a\\…', 'ok']);
    expect(cut('["a\\\\"]', 1)).toEqual(['a…']);
    // An escape that starts just past the cut is not looked at: no more than `longest` bytes are kept.
    expect(cut('["abcdef\\nxyz"]', 5)).toEqual(['abcde…']);
  });

  it('gives JSON that parses to the same value cut as a reader cuts it, for any strings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }))),
        fc.integer({ min: 6, max: 40 }),
        (pairs, longest) => {
          const value = Object.fromEntries(pairs);
          const parsed = cut(JSON.stringify(value), longest) as Record<string, string>;
          const entries = Object.entries(parsed);
          expect(entries.length).toBeLessThanOrEqual(Object.keys(value).length);
          for (const [key, text] of entries) {
            for (const kept of [key, text]) expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(longest + 2 + 3 + 12);
          }
          // What is not cut is as sent.
          for (const [key, text] of Object.entries(value))
            if (Buffer.byteLength(JSON.stringify(key)) - 2 <= longest && Buffer.byteLength(JSON.stringify(text)) - 2 <= longest)
              expect(parsed[key]).toBe(text);
        },
      ),
    );
  });
});
