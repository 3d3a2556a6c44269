// Close matches (src/suggest.ts): taken as the candidates come, only the best few kept, the same as from the whole list.
import { describe, expect, it } from 'vitest';
import { ClosestMatches, closestMatches, didYouMean, editDistance } from '../src/suggest.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('flaw', 'lawn')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
  });

  it('past the limit gives the limit plus one, and at the limit the distance itself', () => {
    // The lengths differ by the limit: the distance is computed; by more: it is past.
    expect(editDistance('ab', 'abcd', 2)).toBe(2);
    expect(editDistance('ab', 'abcde', 2)).toBe(3);
    // No row's best is past the limit (the first is 0), yet the lengths are: 2, not the 5 edits.
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
    // Every row's best reaches the limit, never past it: the distance itself.
    expect(editDistance('abc', 'xyz', 3)).toBe(3);
    // A row whose best is past the limit stops the count (6 edits, told as 3).
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('closestMatches', () => {
  it('is the case-insensitive equal first, then the nearest, each once, within a third of the name', () => {
    expect(
      closestMatches('acme/payments-api', ['x/y', 'acme/payment-api', 'ACME/payments-api', 'acme/paymnts-ap', 'acme/payment-api']),
    ).toEqual(['ACME/payments-api', 'acme/payment-api', 'acme/paymnts-ap']);
    expect(closestMatches('acme/api', ['acme/api', 'zzzz/zzz'])).toEqual([]);
  });

  it('reaches a third of a long name: 5 edits of a name of 17 characters, not 6', () => {
    expect(closestMatches('acme/payments-api', ['acme/pa-api', 'acme/pay-api'])).toEqual(['acme/pay-api']);
  });

  it('puts a name equal ignoring case before any other, even one that sorts first', () => {
    expect(closestMatches('Acme/api', ['Acme/apx', 'acme/API'])).toEqual(['acme/API', 'Acme/apx']);
  });

  it('once `max` are kept, a candidate closer than the furthest of them takes its place', () => {
    const closest = new ClosestMatches('abcdefghi');
    for (const name of ['abcdefghx', 'abcdefgxi', 'abcdefxxx']) closest.add(name);
    expect(closest.matches()).toEqual(['abcdefghx', 'abcdefgxi', 'abcdefxxx']);
    closest.add('abcdefgxx');
    expect(closest.matches()).toEqual(['abcdefghx', 'abcdefgxi', 'abcdefgxx']);
  });

  it('keeps none when asked for none', () => {
    const closest = new ClosestMatches('acme/api', 0);
    closest.add('acme/apx');
    closest.add('ACME/API');
    expect(closest.matches()).toEqual([]);
    expect(didYouMean('acme/api', ['acme/apx'], 0)).toBe('');
  });

  it('keeps the best `max` as it goes, ties by name, whatever the order the candidates come in', () => {
    const names = ['acme/apx', 'acme/apz', 'acme/apa', 'acme/api2', 'Acme/Api', 'other/thing', 'acme/apb'];
    const expected = ['Acme/Api', 'acme/apa', 'acme/apb'];
    for (const order of [names, [...names].reverse(), [...names].sort()]) {
      const closest = new ClosestMatches('acme/api');
      for (const name of order) closest.add(name);
      expect(closest.matches()).toEqual(expected);
    }
  });

  it("offers the owner/name whose last part a bare name is (Azure Repos' BUILD_REPOSITORY_NAME), not a longer name (trial7)", () => {
    expect(closestMatches('payments-api', ['acme/payments-api', 'acme/payments-api-v2', 'payments-apx', 'acme/search'])).toEqual([
      'acme/payments-api',
      'payments-apx',
    ]);
    expect(closestMatches('Payments-API', ['acme/payments-api'])).toEqual(['acme/payments-api']);
    expect(closestMatches('acme/payments-api', ['group/acme/payments-api'])).toEqual([]);
  });

  it('takes a million candidates and keeps three', () => {
    const closest = new ClosestMatches('acme/payments-api');
    for (let i = 0; i < 1_000_000; i++) closest.add(i === 500_000 ? 'acme/payment-api' : `org/p${i}`);
    expect(closest.matches()).toEqual(['acme/payment-api']);
    expect(didYouMean('acme/payments-api', closest.matches())).toBe(' (did you mean "acme/payment-api"?)');
  });
});

describe('didYouMean', () => {
  it('says nothing without a close match, and names one, two or three', () => {
    expect(didYouMean('acme/api', ['zzzz/zzz'])).toBe('');
    expect(didYouMean('acme/api', ['acme/apx'])).toBe(' (did you mean "acme/apx"?)');
    expect(didYouMean('acme/api', ['acme/apy', 'acme/apx'])).toBe(' (did you mean "acme/apx" or "acme/apy"?)');
    expect(didYouMean('acme/api', ['acme/apz', 'acme/apy', 'acme/apx'])).toBe(' (did you mean "acme/apx", "acme/apy" or "acme/apz"?)');
  });
});
