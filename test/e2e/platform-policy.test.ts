// The platform's own policy, followed (issue 40): fail-on-blocking (rules and secrets in Block mode),
// the triage states counted, the supply-chain filters (reachable, fixable, EPSS), fail-on-malicious;
// each through the built action (and the command line) against the sandbox, and a list that cannot be
// read whole under each, an error and never a pass.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf, demoDatasetWithPolicy, type FindingInput, type SecretInput } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { startGitLab } from '../support/gitlab-api.ts';
import { runAction } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectErrorRun, expectWellBehaved, gate, rendered, sandbox } from './support.ts';

const APP = 'acme/app';
const OTHER = 'acme/other';
const quiet = { projects: APP, 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false', 'fail-on-malicious': 'false' };

const findings: FindingInput[] = [
  { project: APP, product: 'code', severity: 'high', ruleId: 'js.block.sqli', status: 'open' },
  { project: APP, product: 'code', severity: 'low', ruleId: 'js.monitor.style', status: 'open' },
  { project: APP, product: 'code', severity: 'medium', ruleId: 'js.block.sqli', status: 'reviewing' },
  { project: APP, product: 'code', severity: 'medium', ruleId: 'js.monitor.style', status: 'provisionally_ignored' },
  { project: APP, product: 'code', severity: 'critical', ruleId: 'js.block.sqli', status: 'ignored' },
  { project: APP, product: 'code', severity: 'critical', ruleId: 'js.block.sqli', status: 'fixed' },
  {
    project: APP,
    product: 'sca',
    severity: 'high',
    ruleId: 'ssc-reachable-fixable',
    reachability: 'reachable',
    epss: { score: 0.5, percentile: 0.9 },
    fixRecommendations: [{ package: 'lodash', version: '4.17.21' }],
  },
  {
    project: APP,
    product: 'sca',
    severity: 'high',
    ruleId: 'ssc-unreachable',
    reachability: 'unreachable',
    epss: { score: 0.01, percentile: 0.1 },
  },
  { project: APP, product: 'sca', severity: 'medium', ruleId: 'ssc-conditional-unscored', reachability: 'conditionally_reachable' },
  { project: APP, product: 'sca', severity: 'low', ruleId: 'ssc-malicious', reachability: 'reachable', malicious: true },
  { project: OTHER, product: 'code', severity: 'high', ruleId: 'js.block.sqli', status: 'open' },
];
const secrets: SecretInput[] = [
  { repository: APP, validationState: 'confirmed_invalid', mode: 'MODE_BLOCK', type: 'GitHub' },
  { repository: APP, validationState: 'confirmed_valid', mode: 'MODE_MONITOR', type: 'AWS' },
  { repository: APP, validationState: 'confirmed_invalid', mode: 'MODE_BLOCK', status: 'ignored', type: 'Slack' },
];
const dataset = () =>
  datasetOf({ projects: [APP, OTHER], findings, secrets, ruleModes: { 'js.block.sqli': 'block', 'js.monitor.style': 'monitor' } });

describe.concurrent('fail-on-blocking', () => {
  it('fails on the code findings of rules in Block mode and the secrets in Block mode, named first with the reason', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, { ...quiet, 'fail-on-blocking': 'true' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', blocking: '3' });
    const summary = rendered(run.summary);
    expect(summary).toContain("- 2 code findings blocked by the platform's policy: rule in Block mode");
    // A secret the provider found invalid still blocks: Block is the platform's word.
    expect(summary).toContain("- 1 secret blocked by the platform's policy: secret in Block mode");
    expect(summary).toContain('### Blocked by policy (3)');
    expect(summary.indexOf('### Blocked by policy')).toBeLessThan(summary.indexOf('### Findings'));
    expect(summary).toMatch(/\| blocked by the platform's policy: rule in Block mode \| high \| .*js\.block\.sqli/);
    expect(summary).toMatch(/\| blocked by the platform's policy: secret in Block mode \| high \| GitHub secret \(confirmed invalid\)/);
    expect(summary).toContain(
      'Supply-chain blocking is judged by the budgets: the API documents no way to list the blocking supply-chain findings.',
    );
    // The list's own filter, one walk per counted state, in scope; the ignored finding and the ignored secret do not block.
    const walks = sb.requests.filter((r) => r.route === 'findings' && r.query.policies !== undefined);
    expect(walks.every((r) => r.query.policies?.[0] === 'rule-board-block' && r.query.repos?.[0] === APP)).toBe(true);
    expect(walks.map((r) => r.query.status?.[0]).sort()).toEqual(['fixing', 'open', 'provisionally_ignored', 'reviewing']);
  });

  it('passes beside the budgets when nothing blocks, and a run fails if either one fails', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: findings.slice(0, 2), ruleModes: {} }) });
    const pass = await gate(sb, { ...quiet, 'fail-on-blocking': 'true' });
    expect(pass.outputs).toMatchObject({ result: 'pass', blocking: '0' });
    const budgets = await gate(sb, { ...quiet, 'fail-on-blocking': 'true', 'fail-on-severity': 'high' });
    expect(budgets.outputs.result).toBe('fail');
  });

  it('a list that cannot be read whole is an error, never a pass', async () => {
    const sb = await sandbox({ dataset: dataset() });
    sb.inject('findings', { kind: 'status', status: 404, when: ({ query }) => query.policies !== undefined });
    const run = await gate(sb, { ...quiet, projects: OTHER, 'fail-on-blocking': 'true', 'finding-types': 'code' });
    expectErrorRun(
      run,
      'fail',
      /fail-on-blocking: the code findings of the rules in Block mode are not known \(the findings list answered HTTP 404\)/,
    );
  });

  it('through the command line: exit 1 and the reason', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await runCli(
      ['--base-url', sb.url, '--projects', APP, '--fail-on-severity', 'none', '--fail-on-blocking', 'true', '--fail-on-malicious', 'false'],
      { FINDINGS_GATE_API_TOKEN: sb.tokens.demo },
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain("2 code findings blocked by the platform's policy: rule in Block mode");
    expect(`${run.stdout}${run.stderr}`).not.toContain(sb.tokens.demo);
  });
});

describe.concurrent('count-triage-states', () => {
  it('counts open, reviewing, fixing and provisionally ignored by default, never ignored or fixed, and says so', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, quiet);
    expectWellBehaved(run, sb.tokens.demo);
    // The report counts the two open code findings; the list adds the reviewing and the provisionally ignored one.
    expect(run.outputs).toMatchObject({ result: 'pass', code: '4', critical: '0' });
    expect(rendered(run.summary)).toContain('- **What was judged:** triage states counted: open, reviewing, fixing, provisionally ignored');
  });

  it('a finding both the open and the reviewing list name counts once, whichever answers first (attack5 F8)', async () => {
    const both: FindingInput[] = [
      { project: APP, product: 'code', severity: 'high', ruleId: 'js.a', status: 'open' },
      { project: APP, product: 'code', severity: 'high', ruleId: 'js.a', status: 'reviewing' },
    ];
    const runWithLate = async (late: string) => {
      const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: both }) });
      // One finding to the list: the same finding in both states (a server bug, or a triage while the run reads):
      // its ids, and its file and line (another finding under its ids is another finding: attack38 W1).
      rewriteItems(
        sb,
        'findings',
        (query) => query.issue_type?.[0] === 'sast',
        (item) => ({
          ...item,
          id: '77',
          match_based_id: 'mb-77',
          location: { ...(item.location as object), file_path: 'src/a.ts', line: 7 },
        }),
      );
      sb.inject('findings', { kind: 'latency', ms: 1000, when: ({ query }) => query.status?.[0] === late });
      return { run: await gate(sb, { ...quiet, thresholds: 'high=1' }), token: sb.tokens.demo };
    };
    for (const late of ['open', 'reviewing']) {
      const { run, token } = await runWithLate(late);
      expectWellBehaved(run, token);
      expect(run.outputs, `${late} answers last`).toMatchObject({ result: 'pass', high: '1' });
      // The warning quotes the report's own count.
      expect(annotations(run, 'warning').join('\n'), late).toContain(
        `${APP} code.high: the report counts 1, the list names 1, and names a finding more than once`,
      );
    }
  });

  it('a counted-state finding that names no repository is counted in the row that says so, never a row with an empty name (attack5 F13)', async () => {
    const two: FindingInput[] = [
      { project: APP, product: 'code', severity: 'high', ruleId: 'js.r', status: 'reviewing' },
      { project: APP, product: 'code', severity: 'high', ruleId: 'js.o', status: 'open' },
    ];
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: two }) });
    rewriteItems(
      sb,
      'findings',
      (query) => query.status?.[0] === 'reviewing',
      (item) => ({ ...item, repository: { name: '' } }),
    );
    const run = await gate(sb, { ...quiet, 'fail-on-severity': 'high' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs).toMatchObject({ result: 'fail', high: '2' });
    const summary = rendered(run.summary);
    expect(summary).toMatch(/\| \(findings that name no repository\) \| 0 \| 1 \|/);
    expect(summary).not.toMatch(/^\|\s*\|/m);
  });

  it('a report that fails ends the run with its error at once: the walks already out are cancelled, not waited for (attack5 F7)', async () => {
    const sb = await sandbox({ dataset: dataset() });
    sb.inject('report', { kind: 'status', status: 500 });
    // Every findings request hangs, each for longer than the harness lets the process live: waited for, the run would be killed.
    sb.inject('findings', { kind: 'hang', times: 100 });
    const run = await gate(
      sb,
      { ...quiet, 'timeout-seconds': '120' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1', FINDINGS_GATE_REQUEST_TIMEOUT_MS: '100000' },
    );
    expectErrorRun(run, 'fail', /report.*HTTP 500/);
    expectWellBehaved(run, sb.tokens.demo);
  });

  it('narrows and widens, open always counted, and refuses a state that does not exist', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const open = await gate(sb, { ...quiet, 'count-triage-states': 'open' });
    expect(open.outputs).toMatchObject({ result: 'pass', code: '2' });
    expect(rendered(open.summary)).toContain('count-triage-states: open');
    const wide = await gate(sb, { ...quiet, 'count-triage-states': 'open,ignored' });
    expect(wide.outputs).toMatchObject({ code: '3', critical: '1' });
    const bad = await gate(sb, { ...quiet, 'count-triage-states': 'open,triaged' });
    expectErrorRun(
      bad,
      'fail',
      /Input 'count-triage-states' has 'triaged': use one of open, reviewing, fixing, provisionally-ignored, ignored, fixed/,
    );
    // Open always counts: the report counts it.
    const reviewing = await gate(sb, { ...quiet, 'count-triage-states': 'reviewing' });
    expect(reviewing.outputs).toMatchObject({ result: 'pass', code: '3' });
  });
});

describe.concurrent('the supply-chain filters', () => {
  it('sca-reachable-only counts reachable findings through the report, the SCA cells only', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, { ...quiet, 'sca-reachable-only': 'true' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs).toMatchObject({
      result: 'pass',
      sca: '3',
      code: '4',
      'sca-filters': 'sca-reachable-only: reachable, always-reachable, conditionally-reachable',
    });
    const reports = sb.requests.filter((r) => r.route === 'report').map((r) => (r.body as { filters: Record<string, unknown> }).filters);
    expect(reports.filter((f) => Array.isArray(f.reachability))).toHaveLength(4);
    expect(
      reports.filter((f) => Array.isArray(f.reachability)).every((f) => JSON.stringify(f.findingTypes) === '["FINDING_TYPE_SCA"]'),
    ).toBe(true);
    expect(rendered(run.summary)).toContain('sca-reachable-only: reachable, always-reachable, conditionally-reachable');
    expect((run.report as { filters: string[] }).filters).toContain(
      'sca-reachable-only: reachable, always-reachable, conditionally-reachable',
    );
  });

  it('sca-fixable-only counts the findings with a fix recommendation, from the list read whole', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, { ...quiet, 'sca-fixable-only': 'true' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs).toMatchObject({
      result: 'pass',
      sca: '1',
      code: '4',
      'sca-filters': 'sca-fixable-only: with a fix recommendation',
    });
  });

  it('sca-min-epss counts the findings at or over it and those with no score', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, { ...quiet, 'sca-min-epss': '0.1' });
    expect(run.outputs).toMatchObject({ result: 'pass', sca: '3', 'sca-filters': 'sca-min-epss: 0.1 (and no EPSS score)' });
    const bad = await gate(sb, { ...quiet, 'sca-min-epss': '10' });
    expectErrorRun(bad, 'fail', /Input 'sca-min-epss' is '10': use an EPSS probability from 0 to 1/);
  });

  it('a list that cannot be read whole under sca-fixable-only or sca-min-epss is an error, never a pass', async () => {
    const many: FindingInput[] = Array.from({ length: 2100 }, (_, i) => ({
      project: APP,
      product: 'sca',
      severity: 'low',
      ruleId: `ssc-${i}`,
    }));
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: many }) });
    sb.inject('findings', { kind: 'status', status: 404, when: ({ query }) => query.issue_type?.[0] === 'sca' && query.page?.[0] === '1' });
    for (const filter of [{ 'sca-fixable-only': 'true' }, { 'sca-min-epss': '0.2' }] as Record<string, string>[]) {
      const run = await gate(sb, { ...quiet, ...filter });
      expectErrorRun(run, 'fail', /page 1 answered HTTP 404 after page 0 had answered, so the list cannot be read whole/);
    }
    const missing = await sandbox({ dataset: dataset() });
    missing.inject('findings', { kind: 'status', status: 404 });
    const run = await gate(missing, { ...quiet, 'sca-fixable-only': 'true' });
    expectErrorRun(run, 'fail', /sca-fixable-only: the supply-chain findings it counts are not known/);
  });

  it('refuses a list-only filter without the list, and any filter without sca', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, { ...quiet, 'sca-fixable-only': 'true', 'list-findings': 'false' });
    expectErrorRun(run, 'fail', /Input 'sca-fixable-only' is applied to the findings list's items/);
    const noSca = await gate(sb, { ...quiet, 'sca-reachable-only': 'true', 'finding-types': 'code' });
    expectErrorRun(noSca, 'fail', /Input 'sca-reachable-only' filters the supply-chain findings, and finding-types leaves out sca/);
  });
});

describe.concurrent('fail-on-malicious', () => {
  it('fails by default on a finding from a malicious dependency, whatever the budgets, naming the package and version', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, { ...quiet, 'fail-on-malicious': 'true' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    const summary = rendered(run.summary);
    expect(summary).toMatch(/- 1 finding from a malicious dependency \(fail-on-malicious\): [a-z-]+@[\d.]+/);
    expect(summary).toMatch(/\| from a malicious dependency \(fail-on-malicious\) \| low \| [a-z-]+@[\d.]+ <code>ssc-malicious<\/code>/);
    const walk = sb.requests.filter((r) => r.route === 'findings' && r.query.is_malicious !== undefined);
    expect(walk.every((r) => r.query.is_malicious?.[0] === 'true' && r.query.issue_type?.[0] === 'sca')).toBe(true);
  });

  it('a counted state whose list answers 404 while the others answer is an error where the run would pass, never a pass without it', async () => {
    // A critical finding provisionally ignored, counted by default; its list alone answers 404 (attack5 F12: exit 0, pass).
    const critical: FindingInput[] = [
      { project: APP, product: 'code', severity: 'critical', ruleId: 'js.monitor.style', status: 'provisionally_ignored' },
    ];
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: critical }) });
    sb.inject('findings', {
      kind: 'status',
      status: 404,
      when: ({ query }) => query.status?.[0] === 'provisionally_ignored' && query.is_malicious === undefined,
    });
    const run = await gate(sb, { projects: APP, 'fail-on-valid-secrets': 'false', 'fail-on-severity': 'high' });
    expectErrorRun(
      run,
      'fail',
      /count-triage-states: the reviewing, fixing, provisionally ignored findings are not known \(the findings list is not available: the findings list answered HTTP 404\)/,
    );
    const asked = await gate(sb, {
      projects: APP,
      'fail-on-valid-secrets': 'false',
      'fail-on-severity': 'high',
      'count-triage-states': 'open',
    });
    expectWellBehaved(asked, sb.tokens.demo);
    expect(asked.outputs.result).toBe('pass');
  });

  it('a malicious list that cannot be read is an error where the run would pass', async () => {
    const sb = await sandbox({ dataset: dataset() });
    sb.inject('findings', { kind: 'status', status: 404, when: ({ query }) => query.is_malicious !== undefined });
    const run = await gate(sb, { ...quiet, 'fail-on-malicious': 'true' });
    expectErrorRun(run, 'fail', /fail-on-malicious: the findings from malicious dependencies are not known/);
  });
});

describe.concurrent('a policy walk that fails beside one that found (attack5 F11)', () => {
  const malicious: FindingInput[] = [{ project: APP, product: 'sca', severity: 'low', ruleId: 'ssc-malicious', malicious: true }];

  it('a malicious finding one state shows fails the run under on-api-error warn, whatever another state answered, the failed state said beside it', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    for (const status of [404, 500])
      sb.inject('findings', {
        kind: 'status',
        status,
        when: ({ query }) =>
          query.is_malicious?.[0] === 'true' && query.status?.[0] === (status === 404 ? 'provisionally_ignored' : 'fixing'),
      });
    const run = await gate(
      sb,
      { ...quiet, 'fail-on-malicious': 'true', 'on-api-error': 'warn' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
    );
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    const summary = rendered(run.summary);
    expect(summary).toMatch(
      /- 1 finding from a malicious dependency \(fail-on-malicious\): [a-z-]+@[\d.]+; not read: the fixing list \([^)]*HTTP 500[^)]*\), the provisionally ignored list \(the findings list answered HTTP 404\), which may name more/,
    );
    expect(annotations(run, 'warning').join('\n')).toMatch(
      /fail-on-malicious: the fixing list could not be read \(.*HTTP 500.*\); the verdict stands on what was read/,
    );
  });

  it('a malicious finding the policy walks showed fails the job under on-api-error warn when another request of the run fails (attack6 G1)', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    // The fixing state's listing walk (a counted triage state, not a policy walk) answers 500, late.
    const fixing = ({ query }: { query: Record<string, string[] | undefined> }) =>
      query.status?.[0] === 'fixing' && query.is_malicious?.[0] !== 'true';
    sb.inject('findings', { kind: 'latency', ms: 1500, when: fixing });
    sb.inject('findings', { kind: 'status', status: 500, when: fixing });
    const run = await gate(
      sb,
      { ...quiet, 'fail-on-malicious': 'true', 'on-api-error': 'warn' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
    );
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    // A FAIL on what was shown (attack7 H3): result fail and the malicious count, as a verdict's outputs.
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    expect(run.outputs.total).toBeUndefined();
    expect(run.stdout).toMatch(
      /::error::findings-gate failed: 1 finding from a malicious dependency \(fail-on-malicious\): [a-z-]+@[\d.]+; findings failed, so the counts are incomplete: findings: HTTP 500: /,
    );
    expect(run.stdout).not.toContain('on-api-error: warn, the job goes on');
    expect(run.stdout).not.toContain('could not decide');
    expectShownSummary(run.summary, /HTTP 500/);
  });

  it("a malicious finding the policy walks showed fails the job when a counted-state listing walk hangs to the run's deadline (attack7 H0)", async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    // The reviewing state's listing walks (not the policy's): headers and half a body, never the rest.
    sb.inject('findings', {
      kind: 'hang',
      times: 100,
      when: ({ query }) => query.status?.[0] === 'reviewing' && query.is_malicious?.[0] !== 'true',
    });
    const run = await gate(sb, { ...quiet, 'fail-on-malicious': 'true', 'on-api-error': 'warn', 'timeout-seconds': '2' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    expect(run.stdout).toMatch(
      /::error::findings-gate failed: 1 finding from a malicious dependency \(fail-on-malicious\): [a-z-]+@[\d.]+; findings failed, so the counts are incomplete: findings: the run's deadline of 2 s was reached/,
    );
    expectShownSummary(run.summary, /the run's deadline of 2 s was reached/);
    // Every policy walk answered whole; only the listing walks of the reviewing state hung.
    const hung = sb.requests.filter(
      (r) => r.route === 'findings' && r.query.status?.[0] === 'reviewing' && r.query.is_malicious === undefined,
    );
    expect(hung.length).toBeGreaterThan(0);
  });

  it('in mode warn, what the policy walks showed while a request failed is a FAIL that does not fail the job, as any failing verdict', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    sb.inject('findings', {
      kind: 'status',
      status: 500,
      when: ({ query }) => query.status?.[0] === 'fixing' && query.is_malicious?.[0] !== 'true',
    });
    const run = await gate(sb, { ...quiet, 'fail-on-malicious': 'true', mode: 'warn' }, { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    expect(rendered(run.summary)).toMatch(/^## ⚠️ findings-gate: fail \(warn mode: the job is not failed\)$/m);
    expect(run.stdout).toMatch(/^::warning::findings-gate failed: 1 finding from a malicious dependency/m);
  });

  it('in mode warn, a policy walk slower than the request that failed is waited for: its FAIL (exit 0), never the error (exit 1), whichever answered first', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    sb.inject('findings', {
      kind: 'status',
      status: 500,
      when: ({ query }) => query.status?.[0] === 'fixing' && query.is_malicious?.[0] !== 'true',
    });
    sb.inject('findings', { kind: 'latency', ms: 1000, when: ({ query }) => query.is_malicious?.[0] === 'true' });
    const run = await gate(sb, { ...quiet, 'fail-on-malicious': 'true', mode: 'warn' }, { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    expect(run.stdout).toMatch(
      /^findings failed: the policy's walks still out \(fail-on-malicious\) are waited for before the run is an error \(mode: warn\)/m,
    );
  });

  it('on the command line, what the policy walks showed while a request failed is a FAIL (exit 1), the counts said incomplete', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    sb.inject('findings', {
      kind: 'status',
      status: 500,
      when: ({ query }) => query.status?.[0] === 'fixing' && query.is_malicious?.[0] !== 'true',
    });
    const run = await runCli(
      [
        '--base-url',
        sb.url,
        '--projects',
        APP,
        '--fail-on-severity',
        'none',
        '--fail-on-valid-secrets',
        'false',
        '--fail-on-malicious',
        'true',
        '--on-api-error',
        'warn',
      ],
      { FINDINGS_GATE_API_TOKEN: sb.tokens.demo, FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
    );
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout.split('\n')[0]).toBe('findings-gate: FAIL, 1 reason (the counts are incomplete: findings failed)');
    expect(run.stdout).toMatch(/^ {2}- 1 finding from a malicious dependency \(fail-on-malicious\): [a-z-]+@[\d.]+/m);
    expect(run.stdout).not.toContain('ERROR, could not judge');
  });

  it('a policy walk slower than the request that failed is not cancelled with it: its finding fails the run, whichever answered first', async () => {
    // The listing walk fails at once; the malicious walk answers a second later. The failure cancels the
    // run's other requests (fix-mem), never the policy's walks: before, this run ended in error (exit 0 in warn).
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    sb.inject('findings', {
      kind: 'status',
      status: 500,
      when: ({ query }) => query.status?.[0] === 'fixing' && query.is_malicious?.[0] !== 'true',
    });
    sb.inject('findings', { kind: 'latency', ms: 1000, when: ({ query }) => query.is_malicious?.[0] === 'true' });
    const run = await gate(
      sb,
      { ...quiet, 'fail-on-malicious': 'true', 'on-api-error': 'warn' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
    );
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    expect(run.stdout).toMatch(/::error::findings-gate failed: 1 finding from a malicious dependency \(fail-on-malicious\)/);
  });

  it('a policy walk waits for its lookups, spared with it: a slow slug or projects list beside a 500 still shows the malicious finding (attack14 N2)', async () => {
    // The counts report fails at once; the lookup the malicious walk waits for answers a second later. Before,
    // the failure cancelled the lookup, the walk was never made, and the run was an error (exit 0 under warn).
    for (const [route, projects] of [
      ['slugs', APP],
      ['projects', '*'],
    ] as const) {
      const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
      sb.inject('report', { kind: 'status', status: 500 });
      sb.inject(route, { kind: 'latency', ms: 1000 });
      const run = await gate(
        sb,
        { ...quiet, projects, 'fail-on-malicious': 'true', 'on-api-error': 'warn' },
        { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
      );
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code, `${route}: ${run.stdout}`).toBe(1);
      expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
      expect(run.stdout).toMatch(/::error::findings-gate failed: 1 finding from a malicious dependency \(fail-on-malicious\)/);
      expect(run.stdout).toMatch(
        /^report failed: the policy's walks still out \(fail-on-malicious\) are waited for before the run is an error \(on-api-error: warn\), at most until the run's deadline \(timeout-seconds: 300\)$/m,
      );
    }
  });

  it('with project-ids and no projects list, the report that proves the scope is spared with the walks: a slow report beside a 500 still FAILs (attack16 R1)', async () => {
    // acme/payments-api (id 1201) holds a malicious dependency; the dependencies walk of fail-on-blocked-licenses
    // fails at once and the report answers 1.5 s late. Before, the failure cancelled the report, the scope it
    // proves was never known, no walk was made, and the run exited 0 under warn.
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    sb.inject('projects', { kind: 'status', status: 404 });
    sb.inject('dependencies', { kind: 'status', status: 500 });
    sb.inject('report', { kind: 'latency', ms: 1500 });
    const run = await gate(
      sb,
      { 'project-ids': '1201', 'on-api-error': 'warn', 'fail-on-malicious': 'true', 'fail-on-blocked-licenses': 'true' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
    );
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    expect(run.stdout).toMatch(/::error::findings-gate failed: .*1 finding from a malicious dependency \(fail-on-malicious\)/);
    // The log names the walk the run waits for, and only it.
    expect(run.stdout).toMatch(/^dependencies failed: the policy's walks still out \(fail-on-malicious\) are waited for/m);
  });

  it("the secrets in Block mode are walked whatever the findings list's slug answers: a slug that fails under warn still FAILs on them (attack16 R3)", async () => {
    for (const types of ['secrets', 'code,sca,secrets']) {
      const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
      sb.inject('slugs', { kind: 'status', status: 500 });
      const run = await gate(
        sb,
        { projects: 'acme/payments-api', 'on-api-error': 'warn', 'fail-on-blocking': 'true', 'finding-types': types },
        { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
      );
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code, `${types}: ${run.stdout}`).toBe(1);
      expect(run.outputs.result).toBe('fail');
      expect(run.stdout).toMatch(/::error::findings-gate failed: .*secret.* blocked by the platform's policy/);
      // The slug's failure is said beside the FAIL where the findings list needs it: the counts are incomplete.
      if (types !== 'secrets') expect(run.stdout).toMatch(/deployments failed, so the counts are incomplete/);
    }
  });

  it('finding-types: secrets needs no slug: a deployments list that fails changes nothing, under warn or fail (attack17 R3b)', async () => {
    for (const onApiError of ['warn', 'fail']) {
      const sb = await sandbox();
      sb.inject('slugs', { kind: 'status', status: 500 });
      const run = await gate(
        sb,
        { projects: 'acme/payments-api', 'on-api-error': onApiError, 'finding-types': 'secrets', 'fail-on-severity': 'none' },
        { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
      );
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code, `${onApiError}: ${run.stdout}`).toBe(1);
      expect(run.outputs.result).toBe('fail');
      expect(run.stdout).toMatch(/::error::findings-gate failed: .*confirmed-valid secret/);
      expect(run.stdout).not.toMatch(/deployments failed/);
    }
  });

  it('once the walks have ended under warn, nothing still spared holds the run: a hanging report beside a 500 ends at once with the FAIL (attack17 S1)', async () => {
    // Named projects: the walks wait for no scope, so the report is not spared; and once they end, what is
    // spared ends too. Before, the run waited for the hanging report until its deadline (120 s: killed at 20).
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    sb.inject('dependencies', { kind: 'status', status: 500 });
    sb.inject('report', { kind: 'hang', times: 100 });
    const run = await gate(
      sb,
      { projects: 'acme/payments-api', 'on-api-error': 'warn', 'fail-on-blocked-licenses': 'true', 'timeout-seconds': '120' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1', FINDINGS_GATE_REQUEST_TIMEOUT_MS: '100000' },
    );
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
  });

  it('the projects list answered 404 and 500 by its two reads: the same FAIL whichever answers first (attack17 P1)', async () => {
    const archived = (request: { body?: unknown }) =>
      (request.body as { filter?: { statuses?: string[] } })?.filter?.statuses?.length === 1;
    for (const slow of [true, false]) {
      const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
      sb.inject('projects', { kind: 'status', status: 500, when: archived });
      sb.inject('projects', { kind: 'status', status: 404, when: (request) => !archived(request) });
      sb.inject('projects', { kind: 'latency', ms: 500, when: (request) => archived(request) === slow });
      const run = await gate(sb, { 'project-ids': '1201', 'on-api-error': 'warn' }, { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' });
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code, `archived slow: ${slow}: ${run.stdout}`).toBe(1);
      expect(run.outputs).toMatchObject({ result: 'fail', malicious: '1' });
    }
  });

  it('under on-api-error: warn and mode: warn the walks change no exit, so a failure does not wait for them (attack17 N1)', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    sb.inject('findings', {
      kind: 'status',
      status: 500,
      when: ({ query }) => query.status?.[0] === 'fixing' && query.is_malicious?.[0] !== 'true',
    });
    sb.inject('findings', { kind: 'hang', times: 100, when: ({ query }) => query.is_malicious?.[0] === 'true' });
    const run = await gate(
      sb,
      { ...quiet, 'fail-on-malicious': 'true', 'on-api-error': 'warn', mode: 'warn', 'timeout-seconds': '120' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1', FINDINGS_GATE_REQUEST_TIMEOUT_MS: '100000' },
    );
    expectErrorRun(run, 'warn', /findings.*HTTP 500/);
    expect(run.stdout).not.toContain('are waited for');
  });

  it('under on-api-error: fail a failure ends the run at once, the policy walks and their lookups cancelled too (attack14 N4)', async () => {
    // The malicious walk never answers: waited for, the run would last until its deadline (120 s) and be
    // killed by the harness (before: killed); the failure fails the run whatever the walk would show.
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    sb.inject('report', { kind: 'status', status: 500 });
    sb.inject('findings', { kind: 'hang', times: 100, when: ({ query }) => query.is_malicious?.[0] === 'true' });
    // The report fails half a second late: the malicious walk is out by then.
    sb.inject('report', { kind: 'latency', ms: 500 });
    const run = await gate(
      sb,
      { ...quiet, 'fail-on-malicious': 'true', 'timeout-seconds': '120' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1', FINDINGS_GATE_REQUEST_TIMEOUT_MS: '100000' },
    );
    expectErrorRun(run, 'fail', /report.*HTTP 500/);
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.stdout).not.toContain('are waited for');
  });

  it('under warn, a policy walk that never answers holds the failed run until its deadline, and the log says why', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    sb.inject('report', { kind: 'status', status: 500 });
    sb.inject('findings', { kind: 'hang', times: 100, when: ({ query }) => query.is_malicious?.[0] === 'true' });
    const run = await gate(
      sb,
      { ...quiet, 'fail-on-malicious': 'true', 'on-api-error': 'warn', 'timeout-seconds': '3' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1', FINDINGS_GATE_REQUEST_TIMEOUT_MS: '100000' },
    );
    expectErrorRun(run, 'warn', /report.*HTTP 500/);
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.stdout).toMatch(/^report failed: the policy's walks still out .* \(timeout-seconds: 3\)$/m);
  });

  it('what the policy walks showed while a request failed is a failure in the JUnit file and the merge request note too', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: malicious }) });
    sb.inject('findings', {
      kind: 'status',
      status: 500,
      when: ({ query }) => query.status?.[0] === 'fixing' && query.is_malicious?.[0] !== 'true',
    });
    const gitlab = await startGitLab();
    try {
      const cwd = await temporaryFolder('shown-sinks-');
      const run = await runCli(
        [
          '--base-url',
          sb.url,
          '--projects',
          APP,
          '--fail-on-severity',
          'none',
          '--fail-on-valid-secrets',
          'false',
          '--fail-on-malicious',
          'true',
          '--on-api-error',
          'warn',
          '--junit-file',
          'junit.xml',
          '--comment-on-pr',
          'on-failure',
        ],
        {
          ...ciEnvironment('gitlab', APP),
          SEMGREP_APP_TOKEN: sb.tokens.demo,
          FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1',
          CI_API_V4_URL: gitlab.api,
          CI_PROJECT_ID: gitlab.projectId,
          CI_MERGE_REQUEST_IID: gitlab.iid,
          GITLAB_TOKEN: gitlab.token,
        },
        { cwd },
      );
      expect(run.code, run.stdout + run.stderr).toBe(1);
      const junit = await readFile(join(cwd, 'junit.xml'), 'utf8');
      expect(junit).toMatch(/tests="2" failures="1" errors="1"/);
      expect(junit).toMatch(/<failure message="1 finding from a malicious dependency \(fail-on-malicious\): [a-z-]+@[\d.]+"/);
      // on-failure: the note is created, as for any failing verdict, and says fail, not error.
      const note = gitlab.notes.find((n) => n.body.startsWith('<!-- findings-gate:'))?.body ?? '';
      expect(note).toMatch(/^### ❌ findings-gate: fail$/m);
      expect(note).toMatch(/^- 1 finding from a malicious dependency \(fail-on-malicious\)/m);
      expect(note).toContain('The counts are incomplete: **findings** failed');
      expect(note).not.toContain('could not decide');
    } finally {
      await gitlab.close();
    }
  });

  it('where nothing was found, the failed walk is the run error it was: never a pass', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], findings: [] }) });
    sb.inject('findings', {
      kind: 'status',
      status: 500,
      when: ({ query }) => query.is_malicious?.[0] === 'true' && query.status?.[0] === 'fixing',
    });
    const run = await gate(
      sb,
      { ...quiet, 'fail-on-malicious': 'true', 'on-api-error': 'warn' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
    );
    expectErrorRun(run, 'warn', /HTTP 500/);
  });

  it("a code finding of a rule in Block mode fails the run when another state's blocking walk and the secrets walks fail", async () => {
    const sb = await sandbox({ dataset: dataset() });
    sb.inject('findings', {
      kind: 'status',
      status: 500,
      when: ({ query }) => query.policies !== undefined && query.status?.[0] === 'open',
    });
    // The Block-mode secrets' walks (no validation filter), not the confirmed-valid secrets' one.
    sb.inject('secrets', { kind: 'status', status: 500, when: ({ query }) => query.validationState === undefined });
    const run = await gate(
      sb,
      { ...quiet, 'fail-on-blocking': 'true', 'fail-on-valid-secrets': 'false', 'on-api-error': 'warn' },
      { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' },
    );
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', blocking: '1' });
    expect(rendered(run.summary)).toMatch(
      /- 1 code finding blocked by the platform's policy: rule in Block mode; not read: the open list \([^)]*HTTP 500/,
    );
  });
});

/** The summary of a run that failed on what the policy walks showed while another request failed (attack7 H3): a failure, never "could not decide". */
function expectShownSummary(summary: string, failure: RegExp): void {
  const text = rendered(summary);
  expect(text).toMatch(/^## ❌ findings-gate: fail$/m);
  expect(text).toMatch(/^- 1 finding from a malicious dependency \(fail-on-malicious\): [a-z-]+@[\d.]+$/m);
  expect(text).toMatch(/The counts are incomplete: \*\*findings\*\* failed, so the rest of the run was not read/);
  expect(text).toMatch(failure);
  expect(text).not.toMatch(/could not decide|transient|re-run|not an API failure|findings-gate: error/i);
}

describe.concurrent('baselines and exceptions under the filters', () => {
  it('a baseline written under other filters is not compared, and the gate says why', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const nightly = await gate(sb, quiet);
    const dir = await temporaryFolder('policy-baseline-');
    const file = join(dir, 'baseline.json');
    await writeFile(file, nightly.reportText ?? '');
    const same = await gate(sb, { ...quiet, 'baseline-file': file });
    expect(annotations(same, 'warning')).toEqual([]);
    const filtered = await gate(sb, { ...quiet, 'baseline-file': file, 'sca-fixable-only': 'true' });
    expect(filtered.outputs.result).toBe('pass');
    expect(annotations(filtered, 'warning').join('\n')).toContain('its filters differ: sca-fixable-only was none, this run has true');
  });

  it('exceptions apply after the filters: an entry for a finding the filter leaves out matches nothing', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const dir = await temporaryFolder('policy-exceptions-');
    const file = join(dir, 'exceptions.yml');
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const entry = (rule: string) =>
      `  - rule: ${rule}\n    reason: accepted for the test\n    owner: '@acme/security'\n    expires: ${expires}\n`;
    await writeFile(file, `exceptions:\n${entry('ssc-unreachable')}${entry('ssc-reachable-fixable')}`);
    const run = await gate(sb, { ...quiet, 'sca-fixable-only': 'true', 'exceptions-file': file });
    expect(run.outputs).toMatchObject({ sca: '0', excepted: '1' });
  });
});

// The adversarial pass on issue 40 (attack40): what a list spells differently, leaves out or answers
// with null never turns into a pass.
type Item = Record<string, unknown>;
/** Rewrites each item of the findings answers (`{findings: [...]}`) or secrets answers (`{findings: {findings: [...]}}`) `when` selects. */
function rewriteItems(
  sb: Sandbox,
  route: 'findings' | 'secrets',
  when: (query: Record<string, string[]>) => boolean,
  change: (item: Item) => Item,
) {
  sb.inject(route, {
    kind: 'rewrite',
    apply: (body, { query }) => {
      const answer = body as { findings?: Item[] | { findings?: Item[] } };
      if (!when(query)) return body;
      if (Array.isArray(answer.findings)) return { ...answer, findings: answer.findings.map(change) };
      const inner = answer.findings;
      if (inner !== undefined && Array.isArray(inner.findings))
        return { ...answer, findings: { ...inner, findings: inner.findings.map(change) } };
      return body;
    },
  });
}
const blockWalk = (query: Record<string, string[]>) => query.policies !== undefined;
const maliciousWalk = (query: Record<string, string[]>) => query.is_malicious !== undefined;
const scaList = (query: Record<string, string[]>) => query.issue_type?.[0] === 'sca' && query.is_malicious === undefined;

describe.concurrent('the lists spelled otherwise fail closed (attack40)', () => {
  it('a listed status in another case is the state asked; a status word the gate does not know is an error, never a drop', async () => {
    const upper = await sandbox({ dataset: dataset() });
    rewriteItems(upper, 'findings', blockWalk, (item) => ({ ...item, status: String(item.status).toUpperCase() }));
    const run = await gate(upper, { ...quiet, 'fail-on-blocking': 'true', 'finding-types': 'code' });
    expectWellBehaved(run, upper.tokens.demo);
    expect(run.outputs).toMatchObject({ result: 'fail', blocking: '2' });
    const unknown = await sandbox({ dataset: dataset() });
    rewriteItems(unknown, 'findings', blockWalk, (item) => ({ ...item, status: 'unresolved' }));
    const bad = await gate(unknown, { ...quiet, 'fail-on-blocking': 'true', 'finding-types': 'code' });
    expectErrorRun(bad, 'fail', /a listed item's status "unresolved" is not a state the gate knows/);
    // The malicious walk and the triage states beyond open alike.
    const malicious = await sandbox({ dataset: dataset() });
    rewriteItems(malicious, 'findings', maliciousWalk, (item) => ({ ...item, status: 'OPEN' }));
    expect((await gate(malicious, { ...quiet, 'fail-on-malicious': 'true' })).outputs).toMatchObject({ result: 'fail', malicious: '1' });
    const states = await sandbox({ dataset: dataset() });
    const plain = await gate(states, { ...quiet, 'finding-types': 'code', 'fail-on-severity': 'medium' });
    rewriteItems(
      states,
      'findings',
      (query) => query.status?.[0] !== 'open',
      (item) => ({ ...item, status: String(item.status).toUpperCase() }),
    );
    const shouted = await gate(states, { ...quiet, 'finding-types': 'code', 'fail-on-severity': 'medium' });
    expect(shouted.outputs.medium).toBe(plain.outputs.medium);
    expect(shouted.outputs).toMatchObject({ result: 'fail', medium: '2' });
    const unknownState = await sandbox({ dataset: dataset() });
    rewriteItems(
      unknownState,
      'findings',
      (query) => query.status?.[0] === 'reviewing',
      (item) => ({ ...item, status: 'triaged' }),
    );
    expectErrorRun(
      await gate(unknownState, { ...quiet, 'finding-types': 'code' }),
      'fail',
      /status "triaged" is not a state the gate knows/,
    );
  });

  it('a secret in Block mode is found whatever the case of its mode and status, and without a status', async () => {
    for (const change of [
      (item: Item) => ({ ...item, mode: String(item.mode).toLowerCase() }),
      (item: Item) => ({ ...item, mode: item.mode === 'MODE_BLOCK' ? 'BLOCK' : item.mode }),
      (item: Item) => ({ ...item, status: String(item.status).toLowerCase() }),
      ({ status: _status, ...item }: Item) => item,
    ]) {
      const sb = await sandbox({ dataset: dataset() });
      rewriteItems(sb, 'secrets', () => true, change);
      const run = await gate(sb, { ...quiet, 'fail-on-blocking': 'true', 'finding-types': 'secrets' });
      expect(run.outputs, run.stdout).toMatchObject({ result: 'fail', blocking: '1' });
    }
    const sb = await sandbox({ dataset: dataset() });
    rewriteItems(
      sb,
      'secrets',
      () => true,
      (item) => ({ ...item, mode: item.mode === 'MODE_BLOCK' ? 'MODE_ENFORCE' : item.mode }),
    );
    const run = await gate(sb, { ...quiet, 'fail-on-blocking': 'true', 'finding-types': 'secrets' });
    expectErrorRun(run, 'fail', /has the mode "MODE_ENFORCE", not a policy mode the gate knows/);
    // A secret that carries no mode: whether the platform blocks it cannot be told (attack40b).
    const modeless = await sandbox({ dataset: dataset() });
    rewriteItems(
      modeless,
      'secrets',
      () => true,
      ({ mode: _mode, ...item }: Item) => item,
    );
    const none = await gate(modeless, { ...quiet, 'fail-on-blocking': 'true', 'finding-types': 'secrets' });
    expectErrorRun(none, 'fail', /carries no mode, not a policy mode the gate knows: whether the platform blocks it cannot be told/);
  });

  it('a listed status of the unknown state is kept; removed, which the findings list never lists, is an error (attack40b)', async () => {
    for (const status of ['unknown', 'FINDING_STATUS_UNKNOWN']) {
      const sb = await sandbox({ dataset: dataset() });
      rewriteItems(sb, 'findings', blockWalk, (item) => ({ ...item, status }));
      const run = await gate(sb, { ...quiet, 'fail-on-blocking': 'true', 'finding-types': 'code' });
      expect(run.outputs, status).toMatchObject({ result: 'fail', blocking: '2' });
    }
    const sb = await sandbox({ dataset: dataset() });
    rewriteItems(sb, 'findings', blockWalk, (item) => ({ ...item, status: 'removed' }));
    const run = await gate(sb, { ...quiet, 'fail-on-blocking': 'true', 'finding-types': 'code' });
    expectErrorRun(run, 'fail', /a listed item's status "removed" is not a state the gate knows/);
  });

  it('an item of the malicious walk without the flag counts; a list of null is an error', async () => {
    const sb = await sandbox({ dataset: dataset() });
    rewriteItems(sb, 'findings', maliciousWalk, ({ is_malicious: _flag, ...item }) => item);
    expect((await gate(sb, { ...quiet, 'fail-on-malicious': 'true' })).outputs).toMatchObject({ result: 'fail', malicious: '1' });
    const empty = await sandbox({ dataset: dataset() });
    empty.inject('findings', { kind: 'rewrite', apply: (body, { query }) => (blockWalk(query) ? { findings: null } : body) });
    const run = await gate(empty, { ...quiet, 'fail-on-blocking': 'true', 'finding-types': 'code' });
    expectErrorRun(run, 'fail', /findings is null, not a list/);
  });

  it('under a list-only filter, what the report counts that the list does not name counts; sca-min-epss 0 is no filter', async () => {
    // The report counts 2 high SCA findings in acme/app (one fixable); the SCA list answers empty.
    const sb = await sandbox({ dataset: dataset() });
    sb.inject('findings', { kind: 'rewrite', apply: (body, { query }) => (scaList(query) ? { findings: [] } : body) });
    const fixable = await gate(sb, { ...quiet, 'sca-fixable-only': 'true', 'finding-types': 'sca', 'fail-on-severity': 'high' });
    expectWellBehaved(fixable, sb.tokens.demo);
    expect(fixable.outputs).toMatchObject({ result: 'fail', high: '2' });
    const epss0 = await gate(sb, { ...quiet, 'sca-min-epss': '0', 'finding-types': 'sca', 'fail-on-severity': 'high' });
    expect(epss0.outputs).toMatchObject({ result: 'fail', high: '2' });
    expect(epss0.outputs['sca-filters']).toBeUndefined();
    // The list whole: the filter applies as before.
    const whole = await sandbox({ dataset: dataset() });
    const run = await gate(whole, { ...quiet, 'sca-fixable-only': 'true', 'finding-types': 'sca', 'fail-on-severity': 'high' });
    expect(run.outputs).toMatchObject({ result: 'fail', high: '1' });
  });

  it('sca-reachable-only counts an unknown or missing reachability word (fail closed), whatever its case', async () => {
    for (const change of [
      (item: Item) => ({ ...item, reachability: String(item.reachability).toUpperCase() }),
      ({ reachability: _r, ...item }: Item) => item,
    ]) {
      const sb = await sandbox({ dataset: dataset() });
      rewriteItems(sb, 'findings', scaList, change);
      const inputs = {
        ...quiet,
        'sca-reachable-only': 'true',
        'sca-fixable-only': 'true',
        'finding-types': 'sca',
        'fail-on-severity': 'high',
      };
      expect((await gate(sb, inputs)).outputs).toMatchObject({ result: 'fail', high: '1' });
    }
  });

  it('list-findings false: refused under a policy that needs the list, and said where fail-on-malicious is not judged', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const off = await gate(sb, { ...quiet, 'fail-on-malicious': 'true', 'list-findings': 'false' });
    expect(off.outputs.result).toBe('pass');
    expect(annotations(off, 'warning')).toContain(
      'fail-on-malicious is not judged: list-findings is false, and the malicious dependencies are read from the findings list. Set list-findings to true, or fail-on-malicious to false.',
    );
    const states = await gate(sb, { ...quiet, 'count-triage-states': 'open,reviewing', 'list-findings': 'false' });
    expectErrorRun(
      states,
      'fail',
      /Input 'count-triage-states' counts reviewing beyond open, read from the findings list only, and list-findings is false/,
    );
    for (const policy of ['fail-on-malicious: true\n', 'count-triage-states: open,reviewing\nfail-on-severity: high\n']) {
      const dir = await temporaryFolder('policy-listoff-');
      await writeFile(join(dir, 'policy.yml'), policy);
      const inputs = { 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false', projects: APP, 'list-findings': 'false' };
      const run = await runAction({
        inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, ...inputs, 'config-file': 'policy.yml' },
        env: { GITHUB_WORKSPACE: dir },
        cwd: dir,
      });
      expectErrorRun(
        run,
        'fail',
        // The policy's line is named where the policy gave the value the list would judge.
        /Input 'list-findings' is 'false', and the policy file policy\.yml sets fail-on-malicious 'true' \(line 1\), which only the findings list judges|policy\.yml:1: count-triage-states counts reviewing beyond open, read from the findings list only, and list-findings is false/,
      );
    }
  });
});
