import { describe, expect, it } from 'vitest';
import { hash64, hashParts, KeySet } from '../../src/api/key-set.ts';

describe('KeySet', () => {
  it('adds a key once and counts distinct keys', () => {
    const keys = new KeySet();
    expect(keys.add('a')).toBe(true);
    expect(keys.add('a')).toBe(false);
    expect(keys.add('b')).toBe(true);
    expect(keys.size).toBe(2);
  });

  it('keeps the marks of each key: the marks it had before are returned, and new ones are added to them', () => {
    const keys = new KeySet(4);
    expect(keys.mark('a', 0b0010)).toBe(0);
    expect(keys.mark('a', 0b1000)).toBe(0b0010);
    expect(keys.mark('a', 0b0010)).toBe(0b1010);
    expect(keys.mark(['a'], 0b0001)).toBe(0);
    expect(keys.add('b')).toBe(true);
    expect(keys.mark('b', 0b0100)).toBe(1);
    expect(keys.add('a')).toBe(false);
    // The marks follow their keys through growth.
    for (let i = 0; i < 5000; i++) keys.mark(`k${i}`, (i % 255) + 1);
    for (let i = 0; i < 5000; i += 7) expect(keys.mark(`k${i}`, 128)).toBe((i % 255) + 1);
    expect(keys.mark('a', 1)).toBe(0b1011);
    expect(keys.size).toBe(5003);
  });

  it('keeps every one of 300,000 distinct keys through growth, and knows each again', () => {
    const keys = new KeySet(4);
    const n = 300_000;
    for (let i = 0; i < n; i++) expect(keys.add(`1|npm|package-${i}|1.0.${i % 7}|package-lock.json`)).toBe(true);
    expect(keys.size).toBe(n);
    for (let i = 0; i < n; i += 997) expect(keys.add(`1|npm|package-${i}|1.0.${i % 7}|package-lock.json`)).toBe(false);
    expect(keys.size).toBe(n);
  });

  it('tells apart keys that differ in one character, and the empty string', () => {
    const keys = new KeySet();
    for (const key of ['', 'a', 'b', 'ab', 'ba', 'a ', ' a', '\u0000', 'é', 'e\u0301']) expect(keys.add(key)).toBe(true);
  });

  it('keeps keys of parts apart wherever the parts are cut: no separator can be forged', () => {
    const keys = new KeySet();
    for (const parts of [['a|b', 'c'], ['a', 'b|c'], ['a', 'b', 'c'], ['abc'], ['', 'abc'], ['abc', ''], ['ab', 'c']]) {
      expect(keys.add(parts)).toBe(true);
    }
    expect(keys.add(['a|b', 'c'])).toBe(false);
    expect(keys.add('a|b|c')).toBe(true);
    expect(hashParts(['a', 'b'])).not.toEqual(hashParts(['ab']));
  });

  it('keeps 300,000 keys of parts through growth, and knows each again', () => {
    const keys = new KeySet(4);
    const parts = (i: number) => ['100001', 'npm', `package-${i}`, `1.0.${i % 7}`, 'package-lock.json'];
    for (let i = 0; i < 300_000; i++) expect(keys.add(parts(i))).toBe(true);
    for (let i = 0; i < 300_000; i += 997) expect(keys.add(parts(i))).toBe(false);
    expect(keys.size).toBe(300_000);
  });

  it('hash64 never returns the empty pair and is stable', () => {
    expect(hash64('x')).toEqual(hash64('x'));
    expect(hash64('x')).not.toEqual([0, 0]);
  });

  it('tells a repeat of one item from two items under one key, through growth (attack32 H2)', () => {
    const keys = new KeySet(4);
    for (let i = 0; i < 50_000; i++) expect(keys.addTagged(String(i), ['AWS', `path-${i}`])).toBe('new');
    for (let i = 0; i < 50_000; i += 101) {
      expect(keys.addTagged(String(i), ['AWS', `path-${i}`])).toBe('same');
      expect(keys.addTagged(String(i), ['Slack', `path-${i}`])).toBe('different');
    }
    expect(keys.size).toBe(50_000);
  });

  it("draws the hash's seeds for each run: a server cannot search for two ids of one hash ahead of it", async () => {
    const { execFileSync } = await import('node:child_process');
    const source = new URL('../../src/api/key-set.ts', import.meta.url).pathname;
    const script = `import('${source}').then(({ hash64 }) => console.log(JSON.stringify(hash64('691235'))))`;
    const runs = [0, 1].map(() => execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim());
    expect(runs[0]).not.toBe(runs[1]);
  });
});
