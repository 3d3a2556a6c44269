// attack35 H3 (the built action against the sandbox): a walk drops a second item under an id when its tag
// (api/findings.ts findingItself) is the first one's, and the tag left out what the supply-chain filters and
// the deadlines read. A copy of each SCA finding with an EPSS score of 0.0001, sent before it, hid it from
// sca-min-epss: a run that fails on 3 critical and 3 high findings passed (failed before the fix: the result
// was 'pass'). A younger copy of each finding, sent before it, hid it from max-open-age the same way. Both
// are now two different items under one id: a malformed answer. An exact repeat (a shifted page) still is one.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;

const PAYMENTS = { projects: 'acme/payments-api', 'fail-on-valid-secrets': 'false', 'fail-on-malicious': 'false' };

/** Every findings answer with `copy` of each finding sent before it, under its id. */
function copied(copy: (finding: Json) => Json) {
  return {
    kind: 'rewrite' as const,
    apply: (body: unknown) => {
      const findings = ((body as Json).findings as Json[]) ?? [];
      return { ...(body as Json), findings: findings.flatMap((f) => [copy(f), f]) };
    },
  };
}

describe('attack35 H3: a copy under a finding id that a filter or a deadline reads otherwise', () => {
  const epss = { ...PAYMENTS, 'fail-on-severity': 'high', 'finding-types': 'sca', 'sca-min-epss': '0.01' };

  it('control: sca-min-epss 0.01 fails on the critical and high supply-chain findings, and an exact repeat changes nothing', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    expect((await gate(sb, epss)).outputs.result).toBe('fail');
    sb.inject(
      'findings',
      copied((f) => ({ ...f })),
    );
    const run = await gate(sb, epss);
    expect(run.outputs.result, run.stdout).toBe('fail');
  });

  it('a copy of EPSS 0.0001 before each supply-chain finding is no pass: two items under one id', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    sb.inject(
      'findings',
      copied((f) => ({ ...f, epss_score: { score: 0.0001, percentile: 0.01 } })),
    );
    const run = await gate(sb, epss);
    expect(run.outputs.result, run.stdout).toBe('error');
    expect(run.stdout).toContain('for two different items');
  });

  it('a copy opened today before each finding is no pass under max-open-age: two items under one id', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const deadlines = {
      ...PAYMENTS,
      'fail-on-severity': 'none',
      'finding-types': 'code,sca',
      'max-open-age': 'critical=1d, high=1d, medium=1d, low=1d',
    };
    expect((await gate(sb, deadlines)).outputs.result).toBe('fail');
    const now = new Date().toISOString();
    sb.inject(
      'findings',
      copied((f) => ({ ...f, relevant_since: now, created_at: now })),
    );
    const run = await gate(sb, deadlines);
    expect(run.outputs.result, run.stdout).toBe('error');
    expect(run.stdout).toContain('for two different items');
  });
});
