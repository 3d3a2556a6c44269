// attack36 S1 (the built action against the sandbox): under a filter only the list applies (sca-min-epss), a
// project's SCA cells are the list's filtered count plus what the report counts that the list does not name
// before filtering (gate/sca-filters.ts unnamed). The list's count before filtering was of ids, but the tally
// counts a finding once by its id or its match_based_id. In each cell, every finding after the first listed as
// a copy of the first (its match_based_id, its own id) was named before the filter and counted once after it:
// 3 critical and 3 high the report counts were judged 1 and 1, and a budget of sca.critical=2 passed (failed
// before the fix: the result was 'pass', critical 1). Without such a filter the same answers count 3 (the
// report's count stands where the list repeats a finding).
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;

const BASE = {
  projects: 'acme/payments-api',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'finding-types': 'sca',
  'fail-on-severity': 'none',
  thresholds: 'sca.critical=2',
};
const EPSS = { ...BASE, 'sca-min-epss': '0.01' };

/** In each SCA cell (repository × severity), every finding after the first listed as a copy of the first under its own id. */
function copiesOfFirst(copy: (head: Json) => Json) {
  return {
    kind: 'rewrite' as const,
    apply: (body: unknown) => {
      const findings = ((body as Json).findings as Json[]) ?? [];
      const first = new Map<string, Json>();
      const out = findings.map((f) => {
        if (f.vulnerability_identifier === undefined && f.epss_score === undefined) return f;
        const key = `${JSON.stringify(f.repository)} ${String(f.severity)}`;
        const head = first.get(key);
        if (head === undefined) {
          first.set(key, f);
          return f;
        }
        return { ...copy(head), id: f.id };
      });
      return { ...(body as Json), findings: out };
    },
  };
}

describe('attack36 S1: copies under one match_based_id and the list-only SCA filters', () => {
  it('control: 3 critical supply-chain findings fail sca.critical=2, with sca-min-epss or without', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    for (const inputs of [BASE, EPSS]) {
      const run = await gate(sb, inputs);
      expect(run.outputs.result, run.stdout).toBe('fail');
      expect(run.outputs.critical).toBe('3');
    }
    // Without a list-only filter, the copies change nothing: the report's count stands where the list repeats.
    sb.inject(
      'findings',
      copiesOfFirst((head) => head),
    );
    const run = await gate(sb, BASE);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(run.outputs.critical).toBe('3');
  });

  for (const [name, copy] of [
    ['the same EPSS', (head: Json) => head],
    ['an EPSS under the filter', (head: Json) => ({ ...head, epss_score: { score: 0.0001, percentile: 0.01 } })],
  ] as const) {
    it(`copies of the first finding of each cell (${name}) hide no finding the report counts under sca-min-epss`, async () => {
      const sb = await sandbox({ dataset: demoDataset() });
      sb.inject('findings', copiesOfFirst(copy));
      const run = await gate(sb, EPSS);
      expect(run.outputs.result, run.stdout).toBe('fail');
      expect(run.outputs.critical).toBe('3');
      expect(run.outputs.high).toBe('3');
    });
  }
});
