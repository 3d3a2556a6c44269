// attack35 H1 (the built action against the sandbox): a walk of one counted state dropped an item that
// said it was in ANOTHER counted state, trusting that state's own walk to list it; a server that lists it
// in neither walk under its own state hid it, and the run passed. Failed before the fix (3 of 5: the
// result was 'pass'; the 2 controls pass):
// - a malicious finding that the open walk lists as `reviewing` (fail-on-malicious);
// - a Block-mode secret that the open walk lists as provisionally ignored (fail-on-blocking);
// - a critical `reviewing` finding over `code.critical=2`, with the reviewing and fixing walks' statuses swapped.
// (collect/policy.ts isCounted, collect/findings.ts readStatus: one of any counted state is counted, once.)
import { describe, expect, it } from 'vitest';
import { demoDatasetWithPolicy } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;

function secretsOf(body: unknown): Json[] {
  const findings = (body as Json).findings as unknown;
  if (Array.isArray(findings)) return findings as Json[];
  return ((findings as Json | undefined)?.findings as Json[] | undefined) ?? [];
}

/** The findings list's answers to a walk of `asked` (a status), each finding said to be in `said`'s state for it. */
function relabel(said: Record<string, string>, when: (query: Record<string, string[]>) => boolean = () => true) {
  return {
    kind: 'rewrite' as const,
    apply: (body: unknown, { query }: { query: Record<string, string[]> }) => {
      const asked = query.status?.[0];
      const status = asked === undefined ? undefined : said[asked];
      if (status === undefined || !when(query)) return body;
      const findings = ((body as Json).findings as Json[]) ?? [];
      return { ...(body as Json), findings: findings.map((f) => ({ ...f, status })) };
    },
  };
}

const PAYMENTS = { projects: 'acme/payments-api', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' };

describe('attack35 H1: an item that another counted state names is counted', () => {
  it('control: the malicious finding fails the run', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    expect((await gate(sb, PAYMENTS)).outputs.result).toBe('fail');
  });

  it('a malicious finding the open walk lists as reviewing (a counted state) still fails the run', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    sb.inject(
      'findings',
      relabel({ open: 'reviewing' }, (query) => query.is_malicious?.[0] === 'true'),
    );
    const run = await gate(sb, PAYMENTS);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(run.code).toBe(1);
  });

  it('a Block-mode secret the open walk lists as provisionally ignored (a counted state) still fails fail-on-blocking', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    const inputs = { ...PAYMENTS, 'fail-on-malicious': 'false', 'fail-on-blocking': 'true', 'finding-types': 'secrets' };
    expect((await gate(sb, inputs)).outputs.result).toBe('fail');
    sb.inject('secrets', {
      kind: 'rewrite',
      apply: (body, { query }) => {
        if (query.status?.[0] !== 'FINDING_STATUS_OPEN' || query.validationState !== undefined) return body;
        for (const s of secretsOf(body)) s.status = 'FINDING_STATUS_PROVISIONALLY_IGNORED';
        return body;
      },
    });
    const run = await gate(sb, inputs);
    expect(run.outputs.result, run.stdout).toBe('fail');
  });

  it('a critical finding under review whose walks swap reviewing and fixing still counts against code.critical', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    const inputs = { ...PAYMENTS, 'fail-on-malicious': 'false', 'finding-types': 'code,sca', thresholds: 'code.critical=2' };
    const control = await gate(sb, inputs);
    expect(control.outputs.result).toBe('fail');
    sb.inject('findings', relabel({ reviewing: 'fixing', fixing: 'reviewing' }));
    const run = await gate(sb, inputs);
    expect(run.outputs.result, run.stdout).toBe('fail');
    // Counted once, as without the swap.
    expect(run.outputs.critical).toBe(control.outputs.critical);
    expect(run.outputs.code).toBe(control.outputs.code);
  });

  it('a server that ignores the status filter (every walk lists the findings of every counted state) counts each finding once', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    const inputs = { ...PAYMENTS, 'finding-types': 'code,sca' };
    // The answers of each walk as the sandbox gives them, by the query without its status.
    const answers = new Map<string, Map<string, Json[]>>();
    const keyOf = (query: Record<string, string[]>): string =>
      JSON.stringify(
        Object.entries(query)
          .filter(([name]) => name !== 'status' && name !== 'page')
          .sort(),
      );
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) => {
        const byStatus = answers.get(keyOf(query)) ?? new Map<string, Json[]>();
        answers.set(keyOf(query), byStatus);
        byStatus.set(query.status?.[0] ?? '', ((body as Json).findings as Json[]) ?? []);
        return body;
      },
    });
    const control = await gate(sb, inputs);
    expect(control.outputs.result).toBe('fail');
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) => {
        const status = query.status?.[0];
        const byStatus = answers.get(keyOf(query));
        if (status === undefined || byStatus === undefined) return body;
        const all = [...byStatus.entries()].filter(([asked]) => asked !== '').flatMap(([, findings]) => findings);
        return { ...(body as Json), findings: all };
      },
    });
    const run = await gate(sb, inputs);
    expect(run.outputs.result).toBe('fail');
    for (const output of ['total', 'critical', 'high', 'medium', 'low', 'code', 'sca'])
      expect(run.outputs[output], output).toBe(control.outputs[output]);
    expect(run.stdout).toContain('fail-on-malicious');
    expect(run.stdout).toContain('reason: 1 finding from a malicious dependency (fail-on-malicious)');
  });
});
