// attack38 W1 (the built action against the sandbox): a finding of a counted triage state (reviewing) that the
// reviewing walk lists under the id of an OPEN finding, with its own match_based_id and rule, is merged with that
// open finding: the tally (gate/findings.ts #repeated) knows a finding by its id OR its match_based_id, and the
// open list naming the id takes it back (attack5 F8) as "the report counts it already". The reviewing finding is
// a different finding (another match_based_id, another rule), never counted: code.critical=C passes with C+1
// critical findings. Within one list the same id for two different items is refused (api/pages.ts, attack35 H3);
// across the walks it is silently one.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;
const listOf = (body: unknown): Json[] => ((body as Json).findings as Json[]) ?? [];

const BASE = {
  projects: 'acme/payments-api',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'finding-types': 'code',
  'fail-on-severity': 'none',
};

describe("attack38 W1: a reviewing finding under an open finding's id", () => {
  it('is counted (as it is under its own id)', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const open: Json[] = [];
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) => {
        if (query.status?.[0] === 'open' && query.issue_type?.[0] === 'sast')
          for (const f of listOf(body)) if (f.severity === 'critical' && !open.some((o) => o.id === f.id)) open.push(f);
        return body;
      },
    });
    const first = await gate(sb, BASE);
    const c = Number(first.outputs.critical);
    expect(open.length, first.stdout).toBeGreaterThan(0);
    const head = open[0] as Json;
    const reviewing = (id: unknown, match: unknown = 'attack38-reviewing-match') => ({
      ...head,
      id,
      match_based_id: match,
      rule_name: 'attack38.other-rule',
      rule: { ...(head.rule as Json), name: 'attack38.other-rule' },
      status: 'reviewing',
      triage_state: 'reviewing',
      path: 'src/other.ts',
      location: { ...(head.location as Json), file_path: 'src/other.ts', line: 999 },
    });
    const inputs = { ...BASE, thresholds: `code.critical=${c}` };
    // Control: the reviewing finding under its own id is counted: C+1 > C fails.
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        query.status?.[0] === 'reviewing' && query.issue_type?.[0] === 'sast'
          ? { ...(body as Json), findings: [...listOf(body), reviewing(typeof head.id === 'number' ? 987654321 : 'attack38-own-id')] }
          : body,
    });
    const control = await gate(sb, inputs);
    console.log(control.stdout);
    expect(control.outputs.result, control.stdout).toBe('fail');
    expect(Number(control.outputs.critical)).toBe(c + 1);
    // The same finding under the id of an open critical finding.
    const sb2 = await sandbox({ dataset: demoDataset() });
    sb2.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        query.status?.[0] === 'reviewing' && query.issue_type?.[0] === 'sast'
          ? { ...(body as Json), findings: [...listOf(body), reviewing(head.id)] }
          : body,
    });
    const run = await gate(sb2, inputs);
    console.log(run.stdout);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBe(c + 1);
  });

  it("W1b: a reviewing finding (another rule, path, line) under its own id but an open finding's match_based_id is counted", async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const open: Json[] = [];
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) => {
        if (query.status?.[0] === 'open' && query.issue_type?.[0] === 'sast')
          for (const f of listOf(body)) if (f.severity === 'critical' && !open.some((o) => o.id === f.id)) open.push(f);
        return body;
      },
    });
    const first = await gate(sb, BASE);
    const c = Number(first.outputs.critical);
    const head = open[0] as Json;
    const sb2 = await sandbox({ dataset: demoDataset() });
    sb2.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        query.status?.[0] === 'reviewing' && query.issue_type?.[0] === 'sast'
          ? {
              ...(body as Json),
              findings: [
                ...listOf(body),
                {
                  ...head,
                  id: typeof head.id === 'number' ? 987654321 : 'attack38-own-id',
                  rule_name: 'attack38.other-rule',
                  rule: { ...(head.rule as Json), name: 'attack38.other-rule' },
                  status: 'reviewing',
                  triage_state: 'reviewing',
                  path: 'src/other.ts',
                  location: { ...(head.location as Json), file_path: 'src/other.ts', line: 999 },
                },
              ],
            }
          : body,
    });
    const run = await gate(sb2, { ...BASE, thresholds: `code.critical=${c}` });
    console.log(run.stdout);
    expect(run.outputs.result, run.stdout).toBe('fail');
  });
});
