// The details the secrets walk keeps: the most severe, every one counted (when a secret counts: test/gate/secrets.test.ts).
import { describe, expect, it } from 'vitest';
import type { SecretFinding } from '../../src/api/types.ts';
import { collectValidSecrets, SecretDetails } from '../../src/collect/secrets.ts';
import { ExceptionMatcher } from '../../src/gate/exceptions.ts';
import { datasetOf } from '../sandbox/data.ts';
import { sandboxClient } from '../support/sandbox-client.ts';

const OPEN = 'FINDING_STATUS_OPEN';
const VALID = 'VALIDATION_STATE_CONFIRMED_VALID';

function secret(overrides: Partial<SecretFinding> = {}): SecretFinding {
  return {
    id: '1',
    type: 'AWS',
    severity: 'SEVERITY_HIGH',
    status: OPEN,
    validationState: VALID,
    open: 'asked',
    confirmedValid: 'asked',
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

describe('collectValidSecrets, through the real client against the sandbox', () => {
  async function walk(repositories: readonly string[] | 'all', exceptions?: ExceptionMatcher) {
    const dataset = datasetOf({
      projects: ['acme/api', 'acme/web'],
      secrets: [
        { id: '1', repository: 'acme/api', severity: 'high', status: 'open', validationState: 'confirmed_valid' },
        { id: '2', repository: 'acme/api', severity: 'critical', status: 'open', validationState: 'confirmed_valid' },
        { id: '3', repository: 'acme/web', severity: 'high', status: 'open', validationState: 'confirmed_valid' },
        { id: '4', repository: 'acme/api', severity: 'high', status: 'fixed', validationState: 'confirmed_valid' },
      ],
    });
    const { sandbox, client } = await sandboxClient(dataset);
    // A server that ignores the repository filter: the gate's rule re-checks every secret it sends.
    sandbox.inject('secrets', { kind: 'ignore-repo-filter' });
    return collectValidSecrets(client, dataset.deployment.id, repositories, exceptions);
  }

  it('counts the open confirmed-valid secrets of the scope, most severe first, and counts another repository apart', async () => {
    const found = await walk(['acme/api']);
    expect(found.validSecrets.map((secret) => secret.id)).toEqual(['2', '1']);
    expect(found.foreignSecrets).toEqual({ count: 1, repositories: ['acme/web'] });
    expect(found.exceptedSecretCount).toBeUndefined();
  });

  it('marks a secret an exception took on a copy, and counts it apart', async () => {
    const entry = { number: 1, line: 1, kind: 'secrets' as const, secret: '1', reason: 'rotated', expires: '2999-01-01' };
    const matcher = new ExceptionMatcher({ path: 'exceptions.yml', entries: [entry] }, Date.now());
    const found = await walk('all', matcher);
    expect(found.validSecrets.map((secret) => [secret.id, secret.exception])).toEqual([
      ['2', undefined],
      ['1', 1],
      ['3', undefined],
    ]);
    expect(found.exceptedSecretCount).toBe(1);
    expect(matcher.matches().byEntry.get(1)?.secrets).toBe(1);
  });
});
