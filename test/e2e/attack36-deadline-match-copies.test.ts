// attack36 S2 (the built action against the sandbox): max-open-age reads the age of the listed finding the tally
// counts, and the tally counts a finding once by its id or its match_based_id: the first item of the two. A copy
// of each finding sent before it under another id, its match_based_id the finding's, opened today, was the one
// judged; the finding open for 100+ days was a repeat, and the run passed its deadlines (failed before the fix:
// result 'pass', overdue 0, where the control fails with 33). A repeat past its deadline now counts where the
// copy counted is within it, a finding once at most.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;

const DEADLINES = {
  projects: 'acme/payments-api',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'fail-on-severity': 'none',
  'finding-types': 'code,sca',
  'max-open-age': 'critical=1d, high=1d, medium=1d, low=1d',
};

/** Every findings answer with a copy of each finding, opened now under another id, sent before it. */
function youngCopies() {
  const now = new Date().toISOString();
  return {
    kind: 'rewrite' as const,
    apply: (body: unknown) => {
      const findings = ((body as Json).findings as Json[]) ?? [];
      return {
        ...(body as Json),
        findings: findings.flatMap((f) => [{ ...f, id: `${String(f.id)}0`, relevant_since: now, created_at: now }, f]),
      };
    },
  };
}

describe('attack36 S2: a younger copy under the match_based_id of a finding past its deadline', () => {
  it('control: findings open 100+ days fail max-open-age 1d', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const run = await gate(sb, DEADLINES);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(run.outputs.overdue).toBe('33');
  });

  it('a copy opened today under another id before each finding keeps it past its deadline', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    sb.inject('findings', youngCopies());
    const run = await gate(sb, DEADLINES);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(run.outputs.overdue).toBe('33');
  });

  it('a copy under another id, as old as the finding, counts it once', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    sb.inject('findings', {
      kind: 'rewrite' as const,
      apply: (body: unknown) => {
        const findings = ((body as Json).findings as Json[]) ?? [];
        return { ...(body as Json), findings: findings.flatMap((f) => [{ ...f, id: `${String(f.id)}0` }, f]) };
      },
    });
    const run = await gate(sb, DEADLINES);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(run.outputs.overdue).toBe('33');
  });
});
