// The inventory's records through the run's mask: every string of a record masked, the rest as it is, and the
// same object (no copy) wherever nothing changed.
import { describe, expect, it } from 'vitest';
import type { Dependency } from '../../src/api/types.ts';
import { maskedDependency, maskedStrings } from '../../src/inventory/masked.ts';

/** A mask that hides the word "secret"; every other text comes back as the same string. */
const hide = (text: string): string => text.replaceAll('secret', '***');

describe('maskedStrings', () => {
  it('masks a string, and gives back what is no string or container as it is', () => {
    expect(maskedStrings('a secret', hide)).toBe('a ***');
    expect(maskedStrings('plain', hide)).toBe('plain');
    for (const value of [0, 7, true, false, null, undefined]) expect(maskedStrings(value, hide)).toBe(value);
  });

  it('masks every string at any depth, in arrays and objects, and leaves keys and other values as they are', () => {
    const value = {
      secret: 'the secret',
      n: 3,
      on: false,
      none: null,
      unset: undefined,
      list: ['secret', 1, null, ['deeper secret', { k: 'secret' }]],
      nested: { a: { b: 'b secret' }, c: 'c' },
    };
    expect(maskedStrings(value, hide)).toEqual({
      secret: 'the ***',
      n: 3,
      on: false,
      none: null,
      unset: undefined,
      list: ['***', 1, null, ['deeper ***', { k: '***' }]],
      nested: { a: { b: 'b ***' }, c: 'c' },
    });
    expect(value.list[0]).toBe('secret'); // the value given is not changed
  });

  it('gives back the same object and array wherever nothing changed, a new one where any item did', () => {
    const plain = { name: 'left-pad', licenses: ['MIT', 'ISC'], at: { path: 'package.json', line: 1 }, gone: null };
    expect(maskedStrings(plain, hide)).toBe(plain);
    const list = ['a', 'b', 'c'];
    expect(maskedStrings(list, hide)).toBe(list);
    // Only the last item or field changed: a copy, the unchanged parts the same objects.
    const last = { licenses: ['MIT', 'ISC'], at: { path: 'package.json' }, url: 'a secret' };
    const masked = maskedStrings(last, hide);
    expect(masked).not.toBe(last);
    expect(masked).toEqual({ licenses: ['MIT', 'ISC'], at: { path: 'package.json' }, url: 'a ***' });
    expect(masked.licenses).toBe(last.licenses);
    expect(masked.at).toBe(last.at);
    const items = ['MIT', 'ISC', 'secret'];
    expect(maskedStrings(items, hide)).toEqual(['MIT', 'ISC', '***']);
    // Only the first changed.
    expect(maskedStrings(['secret', 'MIT'], hide)).toEqual(['***', 'MIT']);
    expect(maskedStrings({ a: 'secret', b: 'MIT' }, hide)).toEqual({ a: '***', b: 'MIT' });
    // Empty containers are kept.
    const empty = { list: [], object: {} };
    expect(maskedStrings(empty, hide)).toBe(empty);
  });
});

describe('maskedDependency', () => {
  it('masks every string field of a dependency, a field the API adds too, and keeps the record with none to mask', () => {
    const d = {
      name: 'left-pad secret',
      licenses: ['MIT', 'secret'],
      definedAt: { path: 'p', startLine: 3, url: 'u secret' },
      added: 'secret',
    } as Dependency;
    expect(maskedDependency(d, hide)).toEqual({
      name: 'left-pad ***',
      licenses: ['MIT', '***'],
      definedAt: { path: 'p', startLine: 3, url: 'u ***' },
      added: '***',
    });
    const plain: Dependency = { name: 'left-pad', version: '1.0.0', licenses: ['MIT'] };
    expect(maskedDependency(plain, hide)).toBe(plain);
  });
});
