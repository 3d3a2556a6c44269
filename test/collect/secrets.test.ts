// The details the secrets walk keeps: the most severe, every one counted (when a secret counts: test/gate/secrets.test.ts).
import { describe, expect, it } from 'vitest';
import type { SecretFinding } from '../../src/api/types.ts';
import { SecretDetails } from '../../src/collect/secrets.ts';

const OPEN = 'FINDING_STATUS_OPEN';
const VALID = 'VALIDATION_STATE_CONFIRMED_VALID';

function secret(overrides: Partial<SecretFinding> = {}): SecretFinding {
  return {
    id: '1',
    type: 'AWS',
    severity: 'SEVERITY_HIGH',
    status: OPEN,
    validationState: VALID,
    open: true,
    confirmedValid: true,
    repository: { name: 'acme/api', url: 'https://github.com/acme/api' },
    ...overrides,
  };
}

describe('SecretDetails', () => {
  const bySeverity = (severity: string, id: string): SecretFinding => secret({ id, severity });

  it('counts every secret and keeps the most severe, most severe first', () => {
    const details = new SecretDetails(3);
    for (const [severity, id] of [
      ['SEVERITY_LOW', 'l1'],
      ['SEVERITY_HIGH', 'h1'],
      ['SEVERITY_LOW', 'l2'],
      ['SEVERITY_CRITICAL', 'c1'],
      ['SEVERITY_MEDIUM', 'm1'],
      ['SEVERITY_LOW', 'l3'],
    ] as const)
      details.add(bySeverity(severity, id));
    expect(details.count).toBe(6);
    expect(details.kept().map((s) => s.id)).toEqual(['c1', 'h1', 'm1']);
  });

  it('keeps the first ones received within a severity', () => {
    const details = new SecretDetails(2);
    for (const id of ['a', 'b', 'c']) details.add(bySeverity('SEVERITY_HIGH', id));
    expect(details.kept().map((s) => s.id)).toEqual(['a', 'b']);
    expect(details.count).toBe(3);
  });
});
