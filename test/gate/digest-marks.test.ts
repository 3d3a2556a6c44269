import { describe, expect, it } from 'vitest';
import { DigestMarks } from '../../src/gate/digest-marks.ts';

/** Adds `marks` to a key's, as the tally does; gives those it had. */
function mark(seen: DigestMarks, key: string, marks: number): number {
  const slot = seen.slot(key);
  const before = seen.marksAt(slot);
  seen.setMarksAt(slot, before | marks);
  return before;
}

describe('DigestMarks', () => {
  it('gives a key not seen before no marks, and one seen before the marks it was given', () => {
    const seen = new DigestMarks();
    expect(mark(seen, 'a', 0b0010)).toBe(0);
    expect(mark(seen, 'a', 0b1000)).toBe(0b0010);
    expect(mark(seen, 'b', 0b0001)).toBe(0);
    expect(seen.marksAt(seen.slot('a'))).toBe(0b1010);
    expect(seen.size).toBe(2);
  });

  it('sets the marks as given, taking some away too', () => {
    const seen = new DigestMarks();
    const slot = seen.slot('a');
    seen.setMarksAt(slot, 0b1111_0000);
    seen.setMarksAt(seen.slot('a'), 0b0001_0000);
    expect(seen.marksAt(seen.slot('a'))).toBe(0b0001_0000);
    expect(seen.size).toBe(1);
  });

  it('keeps every key and its marks through growth, and knows each again', () => {
    const seen = new DigestMarks();
    const n = 100_000;
    let known = 0;
    for (let i = 0; i < n; i++) if (mark(seen, `0 code match m${i}`, (i % 255) + 1) !== 0) known++;
    expect([known, seen.size]).toEqual([0, n]);
    const wrong: number[] = [];
    for (let i = 0; i < n; i += 97) if (seen.marksAt(seen.slot(`0 code match m${i}`)) !== (i % 255) + 1) wrong.push(i);
    expect([wrong, seen.size]).toEqual([[], n]);
  });

  it('tells apart keys that differ only in a lone surrogate (UTF-8 would make both U+FFFD: attack8 I6)', () => {
    const seen = new DigestMarks();
    expect(mark(seen, 'x\ud800', 1)).toBe(0);
    expect(mark(seen, 'x\udfff', 2)).toBe(0);
    expect(mark(seen, 'x\ufffd', 4)).toBe(0);
    expect(seen.size).toBe(3);
  });

  it('tells apart keys that differ in one character, long keys, and the empty string', () => {
    const seen = new DigestMarks();
    const long = 'x'.repeat(4096);
    const keys = ['', 'a', 'b', 'ab', 'ba', 'a ', ' a', '\u0000', 'é', 'e\u0301', long, `${long}y`, `y${long}`];
    for (const key of keys) expect(mark(seen, key, 1)).toBe(0);
    for (const key of keys) expect(mark(seen, key, 2)).toBe(1);
    expect(seen.size).toBe(keys.length);
  });
});
