// No false pass from what a server sends (issue 37, item 1): a findings list that repeats a finding, trend
// buckets in any order, a report that names a project without its id. Each case runs the built action
// against a sandbox whose answers are rewritten to the crafted form, and failed on the build before the fix.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf, type FindingRecord } from '../sandbox/data.ts';
import { matchBasedIdOf, type Sandbox } from '../sandbox/server.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectErrorRun, expectWellBehaved, gate, logLines, rendered, sandbox } from './support.ts';

const PROJECT = 'acme/api';
const DAY = 86_400_000;
type Item = Record<string, unknown>;
const quiet = { projects: PROJECT, 'fail-on-valid-secrets': 'false' };

/** Writes an exceptions file that accepts the findings of these match_based_ids, and gives its path. */
async function accepting(...ids: string[]): Promise<string> {
  const expires = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
  const entries = ids.map(
    (id) => `  - finding: ${id}\n    reason: accepted for the test\n    owner: '@acme/security'\n    expires: ${expires}\n`,
  );
  const path = join(await temporaryFolder('findings-gate-boundary-'), 'exceptions.yml');
  await writeFile(path, `exceptions:\n${entries.join('')}`);
  return path;
}

/** A project with two high code findings, A and B, and A's match_based_id. */
async function twoHighFindings(): Promise<{ sb: Sandbox; a: string }> {
  const sb = await sandbox({
    dataset: datasetOf({
      projects: [PROJECT],
      findings: [
        { project: PROJECT, severity: 'high', ruleId: 'rules.a' },
        { project: PROJECT, severity: 'high', ruleId: 'rules.b' },
      ],
    }),
  });
  const a = sb.dataset.findings.find((f) => f.ruleId === 'rules.a') as FindingRecord;
  return { sb, a: matchBasedIdOf(sb.dataset, a) };
}

/**
 * Rewrites page 0 of the open list of `issueType` with `edit` (the sandbox's own findings in, the crafted
 * ones out); the walks of the other counted triage states (issue 40) are the sandbox's own.
 */
function rewriteList(sb: Sandbox, issueType: string, edit: (findings: Item[], sast: Item[]) => Item[]): void {
  let sast: Item[] = [];
  sb.inject('findings', {
    kind: 'rewrite',
    apply: (body, { query }) => {
      if (query.page?.[0] !== '0' || query.status?.[0] !== 'open') return body;
      const findings = (body as { findings: Item[] }).findings;
      if (query.issue_type?.[0] === 'sast' && findings.length > 0) sast = findings;
      return query.issue_type?.[0] === issueType ? { findings: edit(findings, sast) } : body;
    },
  });
}

const ruleOf = (finding: Item): string => (finding.rule as Item).name as string;

describe.concurrent('exceptions over a repeated listing', () => {
  it('the report counts A and B; the list names A twice by two ids and never B; an exception accepts A: the run fails', async () => {
    const { sb, a } = await twoHighFindings();
    rewriteList(sb, 'sast', (findings) => {
      const first = findings.find((f) => ruleOf(f) === 'rules.a') as Item;
      return [first, { ...first, id: Number(first.id) + 7_000 }];
    });
    const run = await gate(sb, { ...quiet, 'exceptions-file': await accepting(a) });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', high: '2', excepted: '0' });
    const summary = rendered(run.summary);
    expect(summary).not.toContain('findings accepted');
    expect(summary).toContain(`${PROJECT} code.high: the report counts 2, the list names 1, and names a finding more than once`);
  });

  it('the list names A once in the sast list and once in the ai_sast list (both are code), never B: the run fails', async () => {
    const { sb, a } = await twoHighFindings();
    rewriteList(sb, 'sast', (findings) => findings.filter((f) => ruleOf(f) === 'rules.a'));
    rewriteList(sb, 'ai_sast', (_, sast) => sast.filter((f) => ruleOf(f) === 'rules.a').map((f) => ({ ...f, id: Number(f.id) + 9_000 })));
    const run = await gate(sb, { ...quiet, 'exceptions-file': await accepting(a) });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', high: '2', excepted: '0' });
    expect(rendered(run.summary)).toContain(
      `${PROJECT} code.high: the report counts 2, the list names 1, and names a finding more than once`,
    );
  });

  it.each([
    ['without its match_based_id', undefined],
    ['under another match_based_id', 'mb-other'],
  ])(
    "the ai_sast list names A again by its list id %s, never B; an exception accepts A's rule: the run fails (attack29 E1)",
    async (_, other) => {
      const { sb } = await twoHighFindings();
      rewriteList(sb, 'sast', (findings) => findings.filter((f) => ruleOf(f) === 'rules.a'));
      rewriteList(sb, 'ai_sast', (_, sast) =>
        sast
          .filter((f) => ruleOf(f) === 'rules.a')
          .map(({ match_based_id: _mb, ...f }) => (other === undefined ? f : { ...f, match_based_id: other })),
      );
      const expires = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
      const file = join(await temporaryFolder('findings-gate-boundary-'), 'exceptions.yml');
      await writeFile(
        file,
        `exceptions:\n  - rule: rules.a\n    reason: accepted for the test\n    owner: '@acme/security'\n    expires: ${expires}\n`,
      );
      const run = await gate(sb, { ...quiet, 'exceptions-file': file });
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code).toBe(1);
      expect(run.outputs).toMatchObject({ result: 'fail', high: '2', excepted: '0' });
      expect(rendered(run.summary)).toContain(
        `${PROJECT} code.high: the report counts 2, the list names 1, and names a finding more than once`,
      );
    },
  );

  it('a list that repeats a finding never agrees with the report, even where the numbers match: the exception does not apply', async () => {
    const { sb, a } = await twoHighFindings();
    // The list names A twice and B once: three names of two findings, against the report's 2.
    rewriteList(sb, 'sast', (findings) => {
      const first = findings.find((f) => ruleOf(f) === 'rules.a') as Item;
      return [...findings, { ...first, id: Number(first.id) + 7_000 }];
    });
    const run = await gate(sb, { ...quiet, 'exceptions-file': await accepting(a) });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', high: '2', excepted: '0' });
    expect(rendered(run.summary)).toContain(
      `${PROJECT} code.high: the report counts 2, the list names 2, and names a finding more than once`,
    );
  });
});

/** A backlog series from 10 to 1,000 open findings over the period asked for, one bucket a week, oldest first. */
function growingBacklog(body: unknown): Item[] {
  const period = (body as { filters: { timePeriod: { since: string; until: string } } }).filters.timePeriod;
  const [since, until] = [Date.parse(period.since), Date.parse(period.until)];
  const buckets: Item[] = [];
  for (let start = since, i = 0; start < until; start += 7 * DAY, i++) {
    const end = Math.min(start + 7 * DAY, until);
    buckets.push({ timePeriod: { since: new Date(start).toISOString(), until: new Date(end).toISOString() }, high: 10 + i * 90, low: 0 });
  }
  (buckets.at(-1) as Item).high = 1000;
  return buckets;
}

const trending = { projects: '*', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false', trend: '12w', 'max-backlog-growth': '0%' };

describe.concurrent('trend buckets in any order', () => {
  const orders: [string, (buckets: Item[]) => Item[]][] = [
    ['oldest first', (buckets) => buckets],
    ['newest first', (buckets) => [...buckets].reverse()],
    ['shuffled', (buckets) => [...buckets.slice(5), ...buckets.slice(0, 5)].reverse()],
  ];
  for (const [order, arrange] of orders) {
    it(`the backlog grows from 10 to 1,000, sent ${order}: the same judgement, max-backlog-growth fails`, async () => {
      const sb = await sandbox();
      sb.inject('backlog', { kind: 'rewrite', apply: (_, { body }) => ({ buckets: arrange(growingBacklog(body)) }) });
      const run = await gate(sb, trending);
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code).toBe(1);
      expect(run.outputs.result).toBe('fail');
      expect(run.outputs['backlog-change']).toBe('+9900.0');
      expect(rendered(run.summary)).toContain('- backlog grew +9900.0% in 12 weeks (10 → 1,000), over max-backlog-growth 0%');
    });
  }

  const malformed: [string, (buckets: Item[]) => Item[], RegExp][] = [
    [
      'a bucket sent twice',
      (buckets) => [...buckets, buckets[3] as Item],
      /^trend: the API sent a malformed response: the backlog series has two buckets that start at /,
    ],
    [
      'a bucket outside the period asked for',
      (buckets) => [
        { ...(buckets[0] as Item), timePeriod: { since: '2019-01-07T00:00:00.000Z', until: '2019-01-14T00:00:00.000Z' } },
        ...buckets,
      ],
      /^trend: the API sent a malformed response: the backlog series has a bucket that starts at 2019-01-07T00:00:00\.000Z, outside the period asked for/,
    ],
    // attack29 T1: a bucket inside another chose the backlog judged at the period's end (10 -> 10) or start.
    [
      "a bucket that starts a day after the last one, with the first week's backlog",
      (buckets) => {
        const last = buckets.at(-1) as { timePeriod: { since: string } };
        const since = new Date(Date.parse(last.timePeriod.since) + DAY).toISOString();
        return [...buckets, { ...(buckets[0] as Item), timePeriod: { since } }];
      },
      /^trend: the API sent a malformed response: the backlog series has a bucket that starts at .*, before the one before it ends/,
    ],
    [
      'a bucket that starts a day before the first one, with a backlog of 100,000',
      (buckets) => {
        const first = buckets[0] as { timePeriod: { since: string } };
        const since = new Date(Date.parse(first.timePeriod.since) - DAY).toISOString();
        return [{ ...(buckets[0] as Item), high: 100_000, timePeriod: { since } }, ...buckets];
      },
      /^trend: the API sent a malformed response: the backlog series has a bucket that starts at .*, before the one before it ends/,
    ],
    // A series that stops early judges the backlog weeks before the period's end (or after its start):
    // growth from 10 to 1,000 hidden behind the first weeks' buckets passed with max-backlog-growth 0%.
    [
      'a series that stops weeks before the period ends',
      (buckets) => buckets.slice(0, 2),
      /^trend: the API sent a malformed response: the backlog series runs from .* and does not cover the period asked for/,
    ],
    [
      'a series that starts weeks after the period starts',
      (buckets) => buckets.slice(-2),
      /^trend: the API sent a malformed response: the backlog series runs from .* and does not cover the period asked for/,
    ],
    [
      'a bucket longer than the size asked for',
      (buckets) => [
        {
          ...(buckets[0] as Item),
          timePeriod: {
            since: (buckets[0] as { timePeriod: { since: string } }).timePeriod.since,
            until: (buckets.at(-1) as { timePeriod: { until: string } }).timePeriod.until,
          },
        },
      ],
      /^trend: the API sent a malformed response: the backlog series has a bucket that starts at .* and is longer than a week/,
    ],
  ];
  for (const [what, edit, message] of malformed) {
    it(`${what} is a malformed answer: an API error, never a pass`, async () => {
      const sb = await sandbox();
      sb.inject('backlog', {
        kind: 'rewrite',
        apply: (_, { body }) => ({ buckets: edit(growingBacklog(body).map((b) => ({ ...b, high: 10 }))) }),
      });
      const run = await gate(sb, trending);
      expectWellBehaved(run, sb.tokens.demo);
      expectErrorRun(run, 'fail', message);
    });
  }
});

describe.concurrent('one project is one project', () => {
  /** The report's rows without their projectId (an older server: protobuf omits fields), for every severity or one. */
  function reportWithoutIds(sb: Sandbox, severity?: string): void {
    sb.inject('report', {
      kind: 'rewrite',
      apply: (body, request) => {
        const asked = (request.body as { filters?: { findingSeverities?: string[] } } | undefined)?.filters?.findingSeverities ?? [];
        if (severity !== undefined && !asked.includes(severity)) return body;
        const byProject = (body as { byProject: Record<string, Item> }).byProject;
        return { byProject: Object.fromEntries(Object.entries(byProject).map(([key, { projectId: _, ...rest }]) => [key, rest])) };
      },
    });
  }

  for (const [what, severity] of [
    ['every report', undefined],
    ['the high report only', 'FINDING_SEVERITY_HIGH'],
  ] as const) {
    it(`${what} names the project without its projectId: one project, no disagreement, and the exception applies`, async () => {
      const { sb, a } = await twoHighFindings();
      const b = matchBasedIdOf(sb.dataset, sb.dataset.findings.find((f) => f.ruleId === 'rules.b') as FindingRecord);
      reportWithoutIds(sb, severity);
      const run = await gate(sb, { ...quiet, 'exceptions-file': await accepting(a, b) });
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ result: 'pass', high: '0', excepted: '2' });
      expect(logLines(run).some((line) => line.includes('projects: 1;'))).toBe(true);
      expect(rendered(run.summary)).not.toContain('the report counts');
      expect(annotations(run, 'warning').filter((w) => w.includes('disagree'))).toEqual([]);
    });
  }
});

describe.concurrent('a key named twice in one object (attack32 M2)', () => {
  it('a report that names a project twice, the last time with zeros, is an error: never the last value', async () => {
    const sb = await sandbox({
      dataset: datasetOf({ projects: [PROJECT], findings: [{ project: PROJECT, severity: 'high', ruleId: 'rules.a' }] }),
    });
    // JSON.parse keeps the last of a repeated key; the sandbox's own answer cannot repeat one, so the text is sent as written.
    const zero = '{"code":"0","sca":"0","secrets":"0","projectId":"1"}';
    const body = `{"byProject":{"${PROJECT}":{"code":"1","sca":"0","secrets":"0","projectId":"1"},"${PROJECT}":${zero}}}`;
    sb.inject('report', { kind: 'status', status: 200, body });
    const run = await gate(sb, { ...quiet, 'fail-on-malicious': 'false' });
    expectWellBehaved(run, sb.tokens.demo);
    expectErrorRun(run, 'fail', /report: .*the body names a key twice in one object: which value it means cannot be told/);
  });

  it('a secret whose status is named twice, the last time fixed, is an error: never left out', async () => {
    const sb = await sandbox({
      dataset: datasetOf({ projects: [PROJECT], secrets: [{ repository: PROJECT, status: 'open', validationState: 'confirmed_valid' }] }),
    });
    // JSON.stringify cannot repeat a key: the answer is sent as written.
    const item = JSON.stringify({
      id: '1',
      type: 'AWS',
      status: 'FINDING_STATUS_OPEN',
      validationState: 'VALIDATION_STATE_CONFIRMED_VALID',
      repository: { name: PROJECT },
    });
    const repeated = `${item.slice(0, -1)},"status":"FINDING_STATUS_FIXED"}`;
    sb.inject('secrets', { kind: 'status', status: 200, body: `{"findings":{"findings":[${repeated}]}}` });
    const run = await gate(sb, { ...quiet, 'fail-on-valid-secrets': 'true', 'fail-on-severity': 'none', 'fail-on-malicious': 'false' });
    expectWellBehaved(run, sb.tokens.demo);
    expectErrorRun(run, 'fail', /secrets: .*findings\[0\] names a key twice in one object/);
  });
});
