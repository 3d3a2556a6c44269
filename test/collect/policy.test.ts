// Which runs walk the platform's policy lists (src/collect/policy.ts walksPolicy), and so spare the lookups
// those walks wait for from another request's failure under on-api-error: warn (attack14 N2).
import { describe, expect, it } from 'vitest';
import { policyInputs, walksPolicy } from '../../src/collect/policy.ts';
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

  it('leaves out the walks of the findings list where list-findings is false: the Block-mode secrets alone are walked (attack17 L1)', () => {
    const off = (config: Config): Config => ({ ...config, listFindings: false });
    expect(policyInputs(off(withPolicy(true, true, ['code', 'sca', 'secrets'])))).toEqual(['fail-on-blocking']);
    expect(policyInputs(off(withPolicy(true, true, ['code', 'sca'])))).toEqual([]);
    expect(walksPolicy(off(withPolicy(false, true, ['sca'])))).toBe(false);
    expect(policyInputs(withPolicy(true, true, ['code', 'sca']))).toEqual(['fail-on-blocking', 'fail-on-malicious']);
  });

  it('is false where no policy input is on, or where it is on for types the run does not gate', () => {
    expect(walksPolicy(withPolicy(false, false, ['code', 'sca', 'secrets']))).toBe(false);
    expect(walksPolicy(withPolicy(false, true, ['code', 'secrets']))).toBe(false);
    expect(walksPolicy(withPolicy(true, false, ['sca']))).toBe(false);
  });
});
