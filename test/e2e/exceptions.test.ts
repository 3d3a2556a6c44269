// Exceptions as code (issue 28), end to end: the built action against the sandbox with an exceptions
// file. Each match kind and its narrowing, expiry, entries that match nothing, files that cannot be
// read, a findings list that is not whole, SARIF suppressions, the PR comment and the license gate.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { datasetOf, type FindingRecord } from '../sandbox/data.ts';
import { matchBasedIdOf, type Sandbox } from '../sandbox/server.ts';
import { startFakeGitHub } from '../support/github-api.ts';
import { runAction } from '../support/runner.ts';
import { sarifProblems } from '../support/sarif.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectErrorRun, expectWellBehaved, gate, rendered, sandbox } from './support.ts';

const PROJECT = 'acme/payments-api';
const DAY = 86_400_000;
/** A date `days` from today (UTC), as an exceptions file writes it. */
const day = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const inputs = { projects: PROJECT, 'finding-types': 'code,sca' };

const dataset = () =>
  datasetOf({
    projects: [PROJECT, 'acme/web'],
    findings: [
      { project: PROJECT, product: 'code', severity: 'high', ruleId: 'javascript.legacy.xss', category: 'legacy' },
      { project: PROJECT, product: 'code', severity: 'high', ruleId: 'javascript.legacy.xss', category: 'security' },
      { project: PROJECT, product: 'code', severity: 'critical', ruleId: 'javascript.new.sqli' },
      { project: PROJECT, product: 'sca', severity: 'high', ruleId: 'ssc-lodash' },
    ],
    secrets: [{ id: '900001', repository: PROJECT, findingPath: 'test/fixtures/keys.ts:3' }],
  });

/** The dataset's findings, their match_based_ids and the advisory the list gives the supply-chain one. */
function facts(sb: Sandbox): { sqli: string; advisory: string } {
  const sqli = sb.dataset.findings.find((f) => f.ruleId === 'javascript.new.sqli') as FindingRecord;
  const sca = sb.dataset.findings.find((f) => f.product === 'sca') as FindingRecord;
  return { sqli: matchBasedIdOf(sb.dataset, sqli), advisory: `CVE-2026-${1000 + (Number(sca.id) % 9000)}` };
}

/** Writes an exceptions file in a folder of its own and gives its path. */
async function exceptionsFile(text: string): Promise<string> {
  const path = join(await temporaryFolder('findings-gate-exceptions-'), 'exceptions.yml');
  await writeFile(path, text);
  return path;
}

/**
 * Runs a test whose file dates (day()) meet the gate's own "today": when a UTC midnight passed while it ran,
 * the two may differ by a day ("in 4 days" where the test wrote 5), so a failure then runs it once more, within
 * one day. Any other failure is the test's.
 */
async function withinOneDay(test: () => Promise<void>): Promise<void> {
  const started = day(0);
  try {
    await test();
  } catch (error) {
    if (day(0) === started) throw error;
    await test();
  }
}

/** One entry of an exceptions file. */
function entry(match: string, extra = '', expires = day(60)): string {
  return `  - ${match}\n${extra}    reason: accepted for the test\n    owner: '@acme/security'\n    expires: ${expires}\n`;
}

describe.concurrent('exceptions', () => {
  it('accepts a finding, a rule, an advisory and a secret: the run passes, counts them, lists them and leaves them out of the annotations', () =>
    withinOneDay(async () => {
      const sb = await sandbox({ dataset: dataset() });
      const { sqli, advisory } = facts(sb);
      const file = await exceptionsFile(
        `exceptions:\n${entry('rule: javascript.legacy.xss')}${entry(`finding: ${sqli}`)}${entry(`vulnerability: ${advisory}`)}${entry('secret: "900001"')}`,
      );
      const sarif = join(await temporaryFolder('findings-gate-sarif-'), 'gate.sarif');
      const run = await gate(sb, { ...inputs, 'exceptions-file': file, 'sarif-file': sarif }, { GITHUB_REPOSITORY: PROJECT });
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code).toBe(0);
      expect(run.outputs.result).toBe('pass');
      expect(run.outputs.excepted).toBe('5');
      expect(run.outputs['exceptions-expiring']).toBe('0');
      expect(run.outputs.high).toBe('0');
      expect(run.outputs.critical).toBe('0');
      const summary = rendered(run.summary);
      // Issue 39: what exceptions accepted is counted once, by kind, in the verdict's line and the Accepted risk section.
      expect(summary).toContain('## ✅ findings-gate: pass · 4 findings and 1 secret accepted by exceptions');
      expect(summary).toContain('Findings accepted by exceptions are not in these counts (see Accepted risk).');
      expect(summary).toContain('### Accepted risk (4 findings and 1 secret, 4 exceptions)');
      const rows = summary.split('\n').filter((line) => line.includes(` | ${day(60)} | `));
      expect(rows).toHaveLength(4);
      expect(rows[0]).toMatch(/ \| 2: \[src\/\w+\/module\d+\.ts:\d+\]\(https:\/\/github\.com\/acme\/payments-api\/blob\/main\//);
      expect(rows[0]).toMatch(/^\| rule <code>javascript\.legacy\.xss<\/code> \(line 2\) \| accepted for the test \| @acme\/security \| /);
      expect(rows[2]).toMatch(
        new RegExp(`^\\| vulnerability <code>${advisory}</code> \\(line 10\\) \\| .* \\| 1: \\[package-lock\\.json:\\d+\\]\\(`),
      );
      expect(rows[3]).toContain(' | 1: [AWS secret in test/fixtures/keys.ts:3](');
      // Issue 39: an accepted item is in the Accepted risk section, and in no other count or table.
      expect(summary).toContain('### Findings (0 code and supply-chain)');
      expect(summary).not.toContain('### Confirmed-valid secrets');
      expect(summary).not.toMatch(/\| critical \| code \| sqli /);
      expect(run.outputs['valid-secrets']).toBe('0');
      // What an exception accepted is never annotated.
      expect(annotations(run, 'error')).toEqual([]);
      expect(run.stdout.split('\n').filter((line) => line.startsWith('::notice') && line.includes('Semgrep'))).toEqual([]);
      // SARIF keeps them, dismissed by the exception's reason.
      const log = JSON.parse(await readFile(sarif, 'utf8'));
      expect(sarifProblems(log)).toEqual([]);
      const results = log.runs[0].results as { suppressions?: unknown }[];
      expect(results).toHaveLength(5);
      for (const result of results) expect(result.suppressions).toEqual([{ kind: 'external', justification: 'accepted for the test' }]);
      // The report file records what each entry did.
      const report = run.report as { exceptions: { excepted: unknown; entries: { state: string; applied: number }[] } };
      expect(report.exceptions.excepted).toEqual({ findings: 4, secrets: 1, dependencies: 0, total: 5 });
      expect(report.exceptions.entries.map((e) => [e.state, e.applied])).toEqual([
        ['applied', 2],
        ['applied', 1],
        ['applied', 1],
        ['applied', 1],
      ]);
    }));

  it('narrows by paths and projects: a rule accepted under src/legacy/ only, and an entry of another repository that matches nothing', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const { sqli } = facts(sb);
    const file = await exceptionsFile(
      `exceptions:\n${entry('rule: javascript.legacy.xss', '    paths: [src/legacy/**]\n')}${entry(`finding: ${sqli}`, '    projects: [acme/web]\n')}`,
    );
    const run = await gate(sb, { ...inputs, 'exceptions-file': file, 'fail-on-valid-secrets': 'false' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs.excepted).toBe('1');
    expect(run.outputs.high).toBe('2'); // the xss outside src/legacy/ and the advisory
    expect(run.outputs.critical).toBe('1');
    const summary = rendered(run.summary);
    expect(summary).toContain('## ❌ findings-gate: fail · 1 finding accepted by exceptions');
    expect(summary).toContain('### Accepted risk (1 finding, 1 exception)');
    expect(summary).toContain(`- ⚠️ **Matched nothing**: entry 2 (line 7, finding ${sqli}), owner @acme/security: remove it.`);
    expect(annotations(run, 'warning')).toContain(
      `${file}: entry 2 (line 7, finding ${sqli}), owner @acme/security matched nothing: remove it`,
    );
  });

  it('counts an expired entry’s findings again with a warning that names it, its owner and the day, and gives notice of one expiring soon', () =>
    withinOneDay(async () => {
      const sb = await sandbox({ dataset: dataset() });
      const { sqli, advisory } = facts(sb);
      const file = await exceptionsFile(
        `exceptions:\n${entry(`finding: ${sqli}`, '', day(-1))}${entry(`vulnerability: ${advisory}`, '', day(5))}`,
      );
      const run = await gate(sb, { ...inputs, 'exceptions-file': file, 'fail-on-severity': 'critical', 'fail-on-valid-secrets': 'false' });
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code).toBe(1);
      expect(run.outputs.critical).toBe('1');
      expect(run.outputs.excepted).toBe('1');
      expect(run.outputs['exceptions-expiring']).toBe('1');
      expect(annotations(run, 'warning')).toContain(
        `${file}: entry 1 (line 2, finding ${sqli}), owner @acme/security expired on ${day(-1)}: what it matches counts again`,
      );
      const notices = run.stdout.split('\n').filter((line) => line.startsWith('::notice::'));
      expect(notices).toContain(
        `::notice::${file}: entry 2 (line 6, vulnerability ${advisory}), owner @acme/security expires on ${day(5)}: renew it or fix what it accepts`,
      );
      const summary = rendered(run.summary);
      expect(summary).toContain(
        `- ⚠️ **Expired**: entry 1 (line 2, finding ${sqli}), owner @acme/security: expired on ${day(-1)}: what it matches counts again; renew it with a new expiry, or remove it.`,
      );
      expect(summary).toContain(` | ${day(5)} ⏳ in 5 days | 1: [package-lock.json:`);
    }));

  it('fails on an entry that matched nothing only with fail-on-unused-exceptions', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const file = await exceptionsFile(`exceptions:\n${entry('rule: javascript.gone')}`);
    const quiet = { ...inputs, 'exceptions-file': file, 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' };
    const warned = await gate(sb, quiet);
    expect(warned.code).toBe(0);
    expect(warned.outputs.excepted).toBe('0');
    expect(annotations(warned, 'warning')).toEqual([
      `${file}: entry 1 (line 2, rule javascript.gone), owner @acme/security matched nothing: remove it`,
    ]);
    const failed = await gate(sb, { ...quiet, 'fail-on-unused-exceptions': 'true' });
    expect(failed.code).toBe(1);
    expect(failed.outputs.result).toBe('fail');
    expect(rendered(failed.summary)).toContain(
      '- 1 exceptions entry matched nothing (fail-on-unused-exceptions): entry 1 (line 2, rule javascript.gone); remove it',
    );
  });

  it('never passes with fail-on-unused-exceptions where an entry could not be checked: the list off, or not available (attack23 P1, P2)', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const file = await exceptionsFile(`exceptions:\n${entry('rule: javascript.gone')}`);
    const strict = {
      ...inputs,
      'exceptions-file': file,
      'fail-on-severity': 'none',
      'fail-on-valid-secrets': 'false',
      'fail-on-unused-exceptions': 'true',
    };
    const off = await gate(sb, { ...strict, 'list-findings': 'false' });
    expect(off.code, off.stdout).toBe(1);
    expect(off.outputs.result).toBe('error');
    expect(annotations(off, 'error').join('\n')).toMatch(
      /fail-on-unused-exceptions: entry 1 \(line 2, rule javascript\.gone\) could not be checked \(list-findings is false, so no finding is named\), so the run cannot show that no entry matched nothing/,
    );
    sb.inject('findings', { kind: 'status', status: 404 });
    // The other rules only the list judges turned off, so that this one is what stops the pass.
    const gone = await gate(sb, { ...strict, 'fail-on-malicious': 'false', 'count-triage-states': 'open' });
    expect(gone.code, gone.stdout).toBe(1);
    expect(gone.outputs.result).toBe('error');
    expect(annotations(gone, 'error').join('\n')).toMatch(
      /fail-on-unused-exceptions: entry 1 .* could not be checked .*; the gate does not pass on a list it could not read/,
    );
  });

  it('is a settings error, never softened, where a package entry is unchecked because fail-on-blocked-licenses is off (attack24 J1)', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const file = await exceptionsFile(`exceptions:\n${entry('package: pkg:npm/lodash@4.17.20')}`);
    const run = await gate(sb, {
      ...inputs,
      'exceptions-file': file,
      'fail-on-severity': 'none',
      'fail-on-valid-secrets': 'false',
      'fail-on-malicious': 'false',
      'count-triage-states': 'open',
      'fail-on-unused-exceptions': 'true',
      'on-api-error': 'warn',
    });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs.result).toBe('error');
    const [error] = annotations(run, 'error');
    expect(error).toMatch(
      /fail-on-unused-exceptions: entry 1 \(line 2, package pkg:npm\/lodash@4\.17\.20\) could not be checked \(fail-on-blocked-licenses is off, so no dependency is judged\)/,
    );
    expect(error).not.toContain('a list it could not read');
    expect(rendered(run.summary)).toContain('**configuration** failed');
  });

  it.each([
    ['a file that is not YAML', 'exceptions:\n  - rule: [x\n    reason: r\n', /:\d+: not valid YAML/],
    [
      'an unknown key',
      `exceptions:\n${entry('rule: x', '    expiry: 2026-12-01\n')}`,
      /:3: entry 1: unknown key 'expiry' \(did you mean "expires"\?\)/,
    ],
    ['a bad date', `exceptions:\n${entry('rule: x', '', '2026-13-01')}`, /:5: entry 1: expires is '2026-13-01', not a date/],
    [
      'an expiry past exceptions-max-days',
      // Written as the test runs, not as the file is read: the gate counts the days from its own today.
      () => `exceptions:\n${entry('rule: x', '', day(400))}`,
      /:5: entry 1: expires is \S+, 400 days ahead, and exceptions-max-days is 365/,
    ],
  ])('refuses %s before any request, naming the line: it never applies', (_, text, message) =>
    withinOneDay(async () => {
      const sb = await sandbox({ dataset: dataset() });
      const file = await exceptionsFile(typeof text === 'string' ? text : text());
      const run = await gate(sb, { ...inputs, 'exceptions-file': file });
      expectWellBehaved(run, sb.tokens.demo);
      expect(run.code).toBe(1);
      expect(run.outputs.result).toBe('error');
      expect(sb.requests).toEqual([]);
      const [error] = annotations(run, 'error');
      expect(error).toContain(`findings-gate could not decide: ${file}:`);
      expect(error).toMatch(message);
      expect(rendered(run.summary)).toContain('**configuration** failed');
    }),
  );

  it('reads the default path from the workspace, runs without exceptions where it is missing, and refuses a path that was set and is missing', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const workspace = await temporaryFolder('findings-gate-workspace-');
    const base = {
      'api-token': sb.tokens.demo,
      'base-url': sb.url,
      ...inputs,
      'fail-on-valid-secrets': 'false',
      'fail-on-severity': 'none',
    };
    const none = await runAction({ inputs: base, cwd: workspace });
    expect(none.code).toBe(0);
    expect(none.outputs.excepted).toBeUndefined();
    expect(none.summary).not.toContain('Accepted risk');
    // Said in the log, so that a file kept elsewhere, or a workflow without a checkout, is noticed (trial6 C2).
    expect(none.stdout).toMatch(
      /^exceptions: none applied \(no file at \S*\.github\/findings-gate-exceptions\.yml, the default exceptions-file\)$/m,
    );
    await mkdir(join(workspace, '.github'));
    await writeFile(join(workspace, '.github/findings-gate-exceptions.yml'), `exceptions:\n${entry('rule: javascript.legacy.xss')}`);
    const found = await runAction({ inputs: base, cwd: workspace });
    expect(found.code).toBe(0);
    expect(found.outputs.excepted).toBe('2');
    expect(found.stdout).not.toContain('exceptions: none applied');
    const missing = await runAction({ inputs: { ...base, 'exceptions-file': 'security/exceptions.yml' }, cwd: workspace });
    expect(missing.code).toBe(1);
    expect(annotations(missing, 'error')[0]).toContain(
      "Input 'exceptions-file' is 'security/exceptions.yml', and it cannot be read: it does not exist.",
    );
  });

  it('applies no exception where the findings list names fewer than the report counts: the counts stand, and it says why', async () => {
    const sb = await sandbox({ dataset: dataset() });
    // The list leaves out the critical finding; the report still counts it.
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        query.issue_type?.[0] === 'sast'
          ? { findings: (body as { findings: { rule_name: string }[] }).findings.filter((f) => f.rule_name !== 'javascript.new.sqli') }
          : body,
    });
    const file = await exceptionsFile(`exceptions:\n${entry('rule: javascript.legacy.xss')}`);
    const run = await gate(sb, {
      ...inputs,
      'exceptions-file': file,
      'fail-on-severity': 'none',
      thresholds: 'code.high=1',
      'fail-on-valid-secrets': 'false',
    });
    expectWellBehaved(run, sb.tokens.demo);
    // code.high: the list agrees (2), so the xss findings are accepted; the critical cell disagrees but no exception matched there.
    expect(run.code).toBe(0);
    expect(run.outputs.excepted).toBe('2');

    const lagging = await sandbox({ dataset: dataset() });
    lagging.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        query.issue_type?.[0] === 'sast'
          ? {
              findings: (body as { findings: { category?: string; location: { file_path: string } }[] }).findings.filter(
                (f) => !f.location.file_path.startsWith('src/legacy/'),
              ),
            }
          : body,
    });
    const strict = await gate(lagging, {
      ...inputs,
      'exceptions-file': file,
      'fail-on-severity': 'none',
      thresholds: 'code.high=1',
      'fail-on-valid-secrets': 'false',
    });
    expectWellBehaved(strict, lagging.tokens.demo);
    expect(strict.code).toBe(1);
    expect(strict.outputs.excepted).toBe('0');
    const summary = rendered(strict.summary);
    expect(summary).toContain('- code.high: 2 > 1');
    expect(summary).toMatch(
      /⚠️ \*\*Not applied\*\*: entry 1 \(line 2, rule javascript\.legacy\.xss\), owner @acme\/security: matched 1 finding in cells where the findings list and the report disagree/,
    );
  });

  it('says an entry for findings was not checked when list-findings is false, and leaves the counts as they are', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const file = await exceptionsFile(`exceptions:\n${entry('rule: javascript.legacy.xss')}`);
    const run = await gate(sb, { ...inputs, 'exceptions-file': file, 'list-findings': 'false', 'fail-on-unused-exceptions': 'true' });
    expect(run.code).toBe(1);
    expect(run.outputs.high).toBe('3');
    expect(run.outputs.excepted).toBe('0');
    const summary = rendered(run.summary);
    expect(summary).toContain(
      '- ℹ️ **Not checked**: entry 1 (line 2, rule javascript.legacy.xss), owner @acme/security: list-findings is false, so no finding is named.',
    );
    expect(summary).not.toContain('fail-on-unused-exceptions');
  });

  it('accepts a blocked-license dependency by package', async () => {
    const sb = await sandbox({
      dataset: datasetOf({
        projects: [PROJECT],
        dependencies: [
          { project: PROJECT, name: 'gpl-thing', version: '2.0.0', licenses: ['GPL-3.0'] },
          { project: PROJECT, name: 'agpl-thing', version: '1.0.0', licenses: ['AGPL-3.0'] },
        ],
      }),
    });
    const only = { projects: PROJECT, 'finding-types': 'code', 'fail-on-valid-secrets': 'false', 'fail-on-blocked-licenses': 'true' };
    const file = await exceptionsFile(`exceptions:\n${entry('package: npm:gpl-thing', `    projects: [${PROJECT}]\n`)}`);
    const one = await gate(sb, { ...only, 'exceptions-file': file });
    expectWellBehaved(one, sb.tokens.demo);
    expect(one.code).toBe(1);
    expect(rendered(one.summary)).toContain('- 1 dependency with a blocked license');
    // Issue 39: the accepted one is counted apart, in the Accepted risk section; the section of blocked licenses counts and lists the other.
    expect(rendered(one.summary)).toContain('### Dependencies with a blocked license (1)');
    expect(rendered(one.summary)).not.toContain('| gpl-thing |');
    expect(one.outputs['blocked-dependencies']).toBe('1');
    const both = await gate(sb, {
      ...only,
      'exceptions-file': await exceptionsFile(
        `exceptions:\n${entry('package: npm:gpl-thing')}${entry('package: pkg:npm/agpl-thing@1.0.0')}`,
      ),
    });
    expect(both.code).toBe(0);
    // Issue 39: the outputs count what the summary counts; what exceptions accepted is in `excepted` alone.
    expect(both.outputs['blocked-dependencies']).toBe('0');
    expect(both.outputs.excepted).toBe('2');
  });

  it('refuses a list that names one id for two different items, where an exception of that id would accept them all (attack32 H2)', async () => {
    const sb = await sandbox({
      dataset: datasetOf({
        projects: [PROJECT],
        secrets: ['Slack', 'AWS', 'GitHub'].map((type) => ({
          repository: PROJECT,
          type,
          status: 'open',
          validationState: 'confirmed_valid',
        })),
        dependencies: [
          { project: PROJECT, name: 'gpl-thing', version: '2.0.0', licenses: ['GPL-3.0'] },
          { project: PROJECT, name: 'agpl-thing', version: '1.0.0', licenses: ['AGPL-3.0'] },
        ],
      }),
    });
    /** The list of an answer (the secrets list's, nested or not, or the dependencies'), each item changed by `change`. */
    const rewrite = (change: (items: Record<string, unknown>[]) => Record<string, unknown>[]) => ({
      kind: 'rewrite' as const,
      apply: (body: unknown) => {
        const answer = body as Record<string, unknown>;
        const key = 'dependencies' in answer ? 'dependencies' : 'findings';
        const list = answer[key] as Record<string, unknown>[] | { findings: Record<string, unknown>[] };
        return { ...answer, [key]: Array.isArray(list) ? change(list) : { ...list, findings: change(list.findings) } };
      },
    });
    const oneId = (id: string) => rewrite((items) => items.map((item) => ({ ...item, id })));
    const secretsOnly = { projects: PROJECT, 'finding-types': 'secrets', 'fail-on-malicious': 'false' };
    const secret = await exceptionsFile(`exceptions:\n${entry('secret: "691235"')}`);
    sb.inject('secrets', oneId('691235'));
    const secrets = await gate(sb, { ...secretsOnly, 'exceptions-file': secret });
    expectWellBehaved(secrets, sb.tokens.demo);
    expectErrorRun(secrets, 'fail', /secrets: .*the list names the id "691235" for two different items/);
    // The same secret sent twice (a cursor that shifted) is one secret: counted once, no error.
    sb.clearFaults();
    sb.inject(
      'secrets',
      rewrite((items) => [...items, ...items.slice(0, 1)]),
    );
    const repeated = await gate(sb, secretsOnly);
    expect(repeated.outputs).toMatchObject({ result: 'fail', 'valid-secrets': '3' });
    sb.clearFaults();
    sb.inject('dependencies', oneId('7001'));
    const only = { projects: PROJECT, 'finding-types': 'code', 'fail-on-valid-secrets': 'false', 'fail-on-blocked-licenses': 'true' };
    const dependencies = await gate(sb, {
      ...only,
      'exceptions-file': await exceptionsFile(`exceptions:\n${entry('package: npm:gpl-thing')}`),
    });
    expectErrorRun(dependencies, 'fail', /dependencies: .*the list names the id "7001" for two different items/);
  });

  it('shows the accepted risk in the pull-request comment', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const github = await startFakeGitHub({ owner: 'acme', repo: 'payments-api' });
    try {
      const dir = await temporaryFolder('findings-gate-exceptions-pr-');
      const eventPath = join(dir, 'event.json');
      await writeFile(eventPath, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
      const file = await exceptionsFile(`exceptions:\n${entry('rule: javascript.legacy.xss')}`);
      const run = await gate(
        sb,
        { ...inputs, 'exceptions-file': file, 'comment-on-pr': 'always', 'github-token': 'ghs_fakeGitHubToken0123456789abcdef' },
        { GITHUB_REPOSITORY: PROJECT, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath, GITHUB_API_URL: github.url },
      );
      expect(run.code).toBe(1);
      const [comment] = github.comments;
      const body = rendered(comment?.body ?? '');
      expect(body).toContain('### ❌ findings-gate: fail · 2 findings accepted by exceptions');
      expect(body).toContain('#### Accepted risk (2 findings, 1 exception)');
      expect(body).toContain('| rule <code>javascript.legacy.xss</code> (line 2) | accepted for the test | @acme/security | ');
    } finally {
      await github.close();
    }
  });

  it('shows a reason the pull request wrote as text, also after the mask cut URLs: no mention, no mail link, no split row (attack24 M1)', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const github = await startFakeGitHub({ owner: 'acme', repo: 'payments-api' });
    try {
      const dir = await temporaryFolder('findings-gate-exceptions-pr-');
      const eventPath = join(dir, 'event.json');
      await writeFile(eventPath, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
      // An escape's backslash next to the text's `\` or `/` read as a URL's start by the mask, whose cut took escapes and a backtick.
      const reasons = [' \\a@b/x,@acme/security-team', ' \\a@b/x,victim@evil.example', ' \\*＠|fake cell|more'];
      const matches = ['rule: javascript.legacy.xss', 'rule: javascript.new.sqli', `vulnerability: ${facts(sb).advisory}`];
      const entries = reasons.map(
        (reason, i) => `  - ${matches[i]}\n    reason: ${JSON.stringify(reason)}\n    owner: '@acme/security'\n    expires: ${day(60)}\n`,
      );
      const file = await exceptionsFile(`exceptions:\n${entries.join('')}`);
      const run = await gate(
        sb,
        { ...inputs, 'exceptions-file': file, 'comment-on-pr': 'always', 'github-token': 'ghs_fakeGitHubToken0123456789abcdef' },
        { GITHUB_REPOSITORY: PROJECT, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath, GITHUB_API_URL: github.url },
      );
      expectWellBehaved(run, sb.tokens.demo);
      const [comment] = github.comments;
      for (const markdown of [comment?.body ?? '', run.summary]) {
        const { live, rows } = readMarkdown(markdown);
        expect(live).toEqual([]);
        // Each reason in its row's reason cell, as the file wrote it (less its leading space), the owner in the next.
        for (const reason of reasons)
          expect(rows).toContainEqual([expect.any(String), reason.trim(), '@acme/security', expect.any(String), expect.any(String)]);
      }
    } finally {
      await github.close();
    }
  });
});

describe('the mask after the renderers (attack25 R1)', () => {
  it("writes a word redacted whole apart from a '(' after it: no link labelled [redacted] to the pull request's host", async () => {
    const sb = await sandbox({ dataset: dataset() });
    const github = await startFakeGitHub({ owner: 'acme', repo: 'payments-api' });
    try {
      const dir = await temporaryFolder('findings-gate-exceptions-pr-');
      const eventPath = join(dir, 'event.json');
      await writeFile(eventPath, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
      // The github-token's first characters before a cut (an ellipsis after a combining mark): the whole word is redacted.
      // (Percent-encoded, `ghs_f%E2%80%A6`, the word is in a code span already: `%E` is GitLab's milestone reference, attack26 R2.)
      const reason = 'see ghs_f\u0301\u2026(//evil.example/phish) for the waiver';
      const file = await exceptionsFile(
        `exceptions:\n  - rule: javascript.legacy.xss\n    reason: ${JSON.stringify(reason)}\n    owner: '@acme/security'\n    expires: ${day(60)}\n`,
      );
      const run = await gate(
        sb,
        { ...inputs, 'exceptions-file': file, 'comment-on-pr': 'always', 'github-token': 'ghs_fakeGitHubToken0123456789abcdef' },
        { GITHUB_REPOSITORY: PROJECT, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath, GITHUB_API_URL: github.url },
      );
      expectWellBehaved(run, sb.tokens.demo);
      const [comment] = github.comments;
      for (const markdown of [comment?.body ?? '', run.summary]) expect(readMarkdown(markdown).live).toEqual([]);
      expect(comment?.body).toContain('[redacted] (');
    } finally {
      await github.close();
    }
  });
});

/** What a GFM renderer would make live in `markdown` (a mention outside code, a link, a table row of another width), and its table rows' texts. */
function readMarkdown(markdown: string): { live: string[]; rows: string[][] } {
  const live: string[] = [];
  const rows: string[][] = [];
  const text = (node: Nodes): string =>
    node.type === 'text' || node.type === 'inlineCode'
      ? node.value
      : 'children' in node
        ? node.children.map((child) => text(child as Nodes)).join('')
        : '';
  const visit = (node: Nodes): void => {
    if (node.type === 'text' && /(?:^|[^A-Za-z0-9_`])@[A-Za-z0-9]/.test(node.value))
      live.push(`a mention in ${JSON.stringify(node.value)}`);
    if (node.type === 'link' && !node.url.startsWith('https://')) live.push(`a link to ${node.url}`);
    if (node.type === 'table')
      for (const row of node.children) {
        if (row.children.length !== node.children[0]?.children.length) live.push(`a row of ${row.children.length} cells`);
        rows.push(row.children.map((cell) => text(cell).trim()));
      }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return { live, rows };
}
