// Close matches (src/suggest.ts): taken as the candidates come, only the best few kept, the same as from the whole list.
import { describe, expect, it } from 'vitest';
import { ClosestMatches, closestMatches, didYouMean } from '../src/suggest.ts';

describe('closestMatches', () => {
  it('is the case-insensitive equal first, then the nearest, each once, within a third of the name', () => {
    expect(
      closestMatches('acme/payments-api', ['x/y', 'acme/payment-api', 'ACME/payments-api', 'acme/paymnts-ap', 'acme/payment-api']),
    ).toEqual(['ACME/payments-api', 'acme/payment-api', 'acme/paymnts-ap']);
    expect(closestMatches('acme/api', ['acme/api', 'zzzz/zzz'])).toEqual([]);
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

  it('takes a million candidates and keeps three', () => {
    const closest = new ClosestMatches('acme/payments-api');
    for (let i = 0; i < 1_000_000; i++) closest.add(i === 500_000 ? 'acme/payment-api' : `org/p${i}`);
    expect(closest.matches()).toEqual(['acme/payment-api']);
    expect(didYouMean('acme/payments-api', closest.matches())).toBe(' (did you mean "acme/payment-api"?)');
  });
});
