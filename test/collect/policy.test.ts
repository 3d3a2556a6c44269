// Which runs walk the platform's policy lists (src/collect/policy.ts walksPolicy), and so spare the lookups
// those walks wait for from another request's failure under on-api-error: warn (attack14 N2).
import { describe, expect, it } from 'vitest';
import { walksPolicy } from '../../src/collect/policy.ts';
import type { Config } from '../../src/config/index.ts';
import { configOf } from '../support/fixtures.ts';

const withPolicy = (failOnBlocking: boolean, failOnMalicious: boolean, findingTypes: Config['findingTypes']): Config => {
  const base = configOf();
  return { ...base, findingTypes, platform: { ...base.platform, failOnBlocking, failOnMalicious } };
};

describe('walksPolicy', () => {
  it('is true where fail-on-malicious gates supply chain, or fail-on-blocking gates code or secrets', () => {
    expect(walksPolicy(withPolicy(false, true, ['sca']))).toBe(true);
    expect(walksPolicy(withPolicy(true, false, ['code']))).toBe(true);
    expect(walksPolicy(withPolicy(true, false, ['secrets']))).toBe(true);
  });

  it('is false where no policy input is on, or where it is on for types the run does not gate', () => {
    expect(walksPolicy(withPolicy(false, false, ['code', 'sca', 'secrets']))).toBe(false);
    expect(walksPolicy(withPolicy(false, true, ['code', 'secrets']))).toBe(false);
    expect(walksPolicy(withPolicy(true, false, ['sca']))).toBe(false);
  });
});
