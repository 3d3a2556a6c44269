// One set of numbers (issue 39): every section of the job summary, the pull-request comment, the merge
// request's note, the summary file, the plain-text table, the outputs (the action's and GitLab's dotenv)
// and the report file count the same findings; what exceptions accepted is counted apart, in the
// verdict's one line and the Accepted risk section, and in no other total. The built action and command
// line run against the sandbox as a CI runs them, with exceptions, confirmed-valid secrets, blocked
// licenses, a baseline and several projects; every check adds up what a reader sees, across sections.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signed } from '../../src/numbers.ts';
import { datasetOf, type FindingInput, type SecretInput } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { type CliRun, ciEnvironment, runCli } from '../support/cli-runner.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/github-api.ts';
import { type FakeGitLab, startGitLab } from '../support/gitlab-api.ts';
import type { RunResult } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { expectWellBehaved, gate, matrixNumbers, PRODUCTS, rendered, SEVERITIES_MOST_SEVERE_FIRST, sandbox } from './support.ts';

type Severity = (typeof SEVERITIES_MOST_SEVERE_FIRST)[number];

const PROJECTS = ['acme/api', 'acme/web', 'acme/docs'];
const many = (n: number, finding: FindingInput): FindingInput[] => Array.from({ length: n }, () => ({ ...finding }));

/** The night before: findings in two projects (two of them of a rule an exception accepts), two confirmed-valid secrets. */
const NIGHT: FindingInput[] = [
  ...many(1, { project: 'acme/api', product: 'code', severity: 'critical', ruleId: 'javascript.sqli' }),
  ...many(2, { project: 'acme/api', product: 'code', severity: 'high', ruleId: 'javascript.legacy.xss' }),
  ...many(1, { project: 'acme/api', product: 'code', severity: 'high', ruleId: 'javascript.eval' }),
  ...many(2, { project: 'acme/api', product: 'sca', severity: 'medium', ruleId: 'ssc-qs' }),
  ...many(4, { project: 'acme/web', product: 'code', severity: 'medium', ruleId: 'javascript.eqeq' }),
  ...many(1, { project: 'acme/web', product: 'sca', severity: 'high', ruleId: 'ssc-lodash' }),
  ...many(2, { project: 'acme/web', product: 'sca', severity: 'low', ruleId: 'ssc-minimist' }),
];
const SECRETS: SecretInput[] = [
  { id: '700001', repository: 'acme/web', severity: 'high', type: 'Stripe', findingPath: 'test/fixtures/stripe.json:3' },
  { id: '700002', repository: 'acme/api', severity: 'medium', type: 'GitHub', findingPath: '.github/workflows/release.yml:9' },
];
/** The next day: acme/api gains a high of the accepted rule, a high and a supply-chain critical; acme/web fixes two mediums; one more secret. */
const DAY: FindingInput[] = [
  ...NIGHT.filter((f) => !(f.project === 'acme/web' && f.severity === 'medium')),
  ...many(2, { project: 'acme/web', product: 'code', severity: 'medium', ruleId: 'javascript.eqeq' }),
  ...many(1, { project: 'acme/api', product: 'code', severity: 'high', ruleId: 'javascript.legacy.xss' }),
  ...many(1, { project: 'acme/api', product: 'code', severity: 'high', ruleId: 'javascript.open-redirect' }),
  ...many(1, { project: 'acme/api', product: 'sca', severity: 'critical', ruleId: 'ssc-axios' }),
];
const DAY_SECRETS: SecretInput[] = [
  ...SECRETS,
  { id: '700003', repository: 'acme/api', severity: 'high', type: 'GitLab', findingPath: 'deploy/ci.env:4' },
];
const DEPENDENCIES = [
  { project: 'acme/api', name: 'gpl-thing', version: '2.0.0', licenses: ['GPL-3.0'] },
  { project: 'acme/web', name: 'agpl-thing', version: '1.0.0', licenses: ['AGPL-3.0'] },
];
const organisation = (findings: FindingInput[], secrets: SecretInput[]) =>
  datasetOf({ projects: PROJECTS, findings, secrets, dependencies: DEPENDENCIES });

const EXCEPTIONS = (expires: string): string => `exceptions:
  - rule: javascript.legacy.xss
    projects: [acme/api]
    reason: The legacy pages are being rewritten.
    owner: '@acme/web-team'
    expires: ${expires}
  - secret: "700001"
    reason: A test key of the payment provider's sandbox.
    owner: '@acme/security'
    expires: ${expires}
  - package: npm:gpl-thing
    reason: Linked dynamically; legal agreed.
    owner: '@acme/legal'
    expires: ${expires}
`;

const GATE = {
  projects: '*',
  'fail-on-severity': 'high',
  thresholds: 'medium=3',
  'fail-on-blocked-licenses': 'true',
};
const GH_TOKEN = 'ghs_fakeGitHubToken0123456789abcdef';

let dir: string;
let sb: Sandbox;
let github: FakeGitHub;
let gitlab: FakeGitLab;
let action: RunResult;
let comment: string;
let cli: CliRun;
let note: string;

beforeAll(async () => {
  dir = await temporaryFolder('findings-gate-numbers-');
  const exceptions = join(dir, 'exceptions.yml');
  await writeFile(exceptions, EXCEPTIONS(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)));
  sb = await sandbox({ dataset: organisation(NIGHT, SECRETS) });
  const night = await gate(sb, { ...GATE, mode: 'warn', 'exceptions-file': exceptions }, { GITHUB_REPOSITORY: 'acme/api' });
  expect(night.reportText, night.stdout).toBeDefined();
  const baseline = join(dir, 'baseline.json');
  await writeFile(baseline, night.reportText ?? '');
  sb.setDataset(organisation(DAY, DAY_SECRETS));

  github = await startFakeGitHub({ owner: 'acme', repo: 'api' });
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
  const inputs = { ...GATE, 'baseline-file': baseline, 'gate-on': 'new', 'exceptions-file': exceptions };
  action = await gate(
    sb,
    { ...inputs, 'comment-on-pr': 'always', 'github-token': GH_TOKEN },
    { GITHUB_REPOSITORY: 'acme/api', GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath, GITHUB_API_URL: github.url },
  );
  comment = github.comments[0]?.body ?? '';

  gitlab = await startGitLab();
  const flags = Object.entries({ ...inputs, 'comment-on-pr': 'always', 'summary-file': 'summary.md', 'outputs-file': 'gate.env' }).flatMap(
    ([name, value]) => [`--${name}`, value],
  );
  cli = await runCli(['--base-url', sb.url, ...flags], {
    ...ciEnvironment('gitlab', 'acme/api'),
    SEMGREP_APP_TOKEN: sb.tokens.demo,
    CI_API_V4_URL: gitlab.api,
    CI_PROJECT_ID: gitlab.projectId,
    CI_MERGE_REQUEST_IID: gitlab.iid,
    GITLAB_TOKEN: gitlab.token,
  });
  note = gitlab.notes.find((n) => n.body.startsWith('<!-- findings-gate:'))?.body ?? '';
}, 120_000);

afterAll(async () => {
  await github?.close();
  await gitlab?.close();
});

// ---- what a reader reads --------------------------------------------------------------------------

const num = (text: string | undefined): number => Number((text ?? '').replaceAll(',', ''));

/** The section of `md` under the heading that starts with `heading`, up to the next heading of any level. */
function section(md: string, heading: RegExp): string {
  const lines = md.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return '';
  const end = lines.findIndex((line, i) => i > start && /^#{2,4} /.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The data rows of the first table in `text`, each as its cells. */
function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .replaceAll('\\|', '\u0000')
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('\u0000', '|')),
    );
}

/** `3 findings, 1 secret and 1 dependency`: the counts by kind. */
function acceptedKinds(words: string): { findings: number; secrets: number; dependencies: number } {
  const of = (kind: string): number => num(new RegExp(`([\\d,]+) ${kind}`).exec(words)?.[1] ?? '0');
  return { findings: of('findings?'), secrets: of('secrets?'), dependencies: of('dependenc(?:y|ies)') };
}

/** The matrix's differences from the baseline: `12 (+3)` → +3. */
function matrixDifferences(md: string): Record<Severity | 'total', Record<(typeof PRODUCTS)[number] | 'total', number>> {
  const rows = tableRows(section(md, /^#{3,4} Findings in scope/));
  const diff = (cell: string): number => {
    const match = /\(([+−±])([\d,]+)\)/.exec(cell);
    return match ? (match[1] === '−' ? -num(match[2]) : num(match[2])) : Number.NaN;
  };
  const out = {} as Record<Severity | 'total', Record<(typeof PRODUCTS)[number] | 'total', number>>;
  for (const row of rows) {
    const label = (row[0] ?? '').replaceAll('*', '') as Severity | 'total';
    out[label] = { code: diff(row[1] ?? ''), sca: diff(row[2] ?? ''), secrets: diff(row[3] ?? ''), total: diff(row[4] ?? '') };
  }
  return out;
}

/** Everything a reader can add up in one summary, comment or note. */
function numbersOf(markdown: string) {
  const md = rendered(markdown);
  const matrix = matrixNumbers(md);
  const title = md.split('\n').find((line) => /^#{2,3} .*findings-gate: /.test(line)) ?? '';
  const accepted = / · (.*) accepted by exceptions/.exec(title)?.[1];
  const risk = section(md, /^#{3,4} Accepted risk /);
  const riskHeading = /Accepted risk \((.*), ([\d,]+) exceptions?\)/.exec(risk.split('\n')[0] ?? '');
  const riskRows = tableRows(risk).map((row) => num(/^([\d,]+):/.exec(row[4] ?? '')?.[1]));
  const findings = /^#{3,4} Findings \(([\d,]+) code and supply-chain\)$/m.exec(md)?.[1];
  const findingRows = tableRows(section(md, /^#{3,4} Findings \(/));
  const more = /…and ([\d,]+) more findings?\./.exec(section(md, /^#{3,4} Findings \(/))?.[1];
  const secrets = /^#{3,4} Confirmed-valid secrets \(([\d,]+)(?:, ([\d,]+) new since the baseline)?\)$/m.exec(md);
  const secretRows = tableRows(section(md, /^#{3,4} Confirmed-valid secrets /));
  const reasons = md.split('\n').filter((line) => line.startsWith('- '));
  const reason = (pattern: RegExp): number | undefined => {
    const line = reasons.map((r) => pattern.exec(r)).find((m) => m !== null);
    return line ? num(line[1]) : undefined;
  };
  return {
    md,
    matrix,
    differences: matrixDifferences(md),
    accepted: accepted === undefined ? undefined : acceptedKinds(accepted),
    risk: riskHeading ? { ...acceptedKinds(riskHeading[1] ?? ''), exceptions: num(riskHeading[2]), rows: riskRows } : undefined,
    findings: findings === undefined ? undefined : num(findings),
    findingRows: findingRows.length,
    moreFindings: more === undefined ? 0 : num(more),
    secrets: secrets ? { count: num(secrets[1]), fresh: num(secrets[2]), rows: secretRows } : undefined,
    secretsReason: reason(/^- ([\d,]+) confirmed-valid secrets?/),
    licensesReason: reason(/^- ([\d,]+) (?:dependency|dependencies) with a blocked license/),
    newHeadline: /📈 (.*) findings? since the baseline/.exec(md)?.[1],
  };
}

/** The Projects table: each row's counts per severity and total, and each difference from the baseline. */
function projectsTable(md: string): { label: string; counts: number[]; differences: number[] }[] {
  return tableRows(section(rendered(md), /^### Projects \(/)).map((row) => ({
    label: row[0] ?? '',
    counts: row.slice(1).map((cell) => num(/^[\d,]+/.exec(cell)?.[0])),
    differences: row.slice(1).map((cell) => {
      const match = /\(([+−±])([\d,]+)\)/.exec(cell);
      return match ? (match[1] === '−' ? -num(match[2]) : num(match[2])) : Number.NaN;
    }),
  }));
}

const COLUMNS = [...SEVERITIES_MOST_SEVERE_FIRST, 'total'] as const;

// ---- the sums -------------------------------------------------------------------------------------

describe('one set of numbers, across every section, output and file', () => {
  it('runs as a pull request would: a failing verdict, a comment and a merge request note', () => {
    expectWellBehaved(action, sb.tokens.demo);
    expect(action.code).toBe(1);
    expect(action.outputs.result).toBe('fail');
    expect(comment).toContain('findings-gate: fail');
    expect(cli.code, cli.stderr).toBe(1);
    expect(note).toContain('findings-gate: fail');
  });

  it('the matrix adds up: each row, each column, the total', () => {
    const { matrix } = numbersOf(action.summary);
    for (const row of COLUMNS) {
      const cells = matrix[row];
      expect(cells.total, `the ${row} row`).toBe(PRODUCTS.reduce((n, p) => n + (cells[p] as number), 0));
    }
    for (const column of [...PRODUCTS, 'total'] as const) {
      expect(matrix.total[column], `the ${column} column`).toBe(
        SEVERITIES_MOST_SEVERE_FIRST.reduce((n, s) => n + (matrix[s][column] as number), 0),
      );
    }
  });

  it('the Projects table sums to the matrix, and its differences to the matrix’s', () => {
    const { matrix, differences } = numbersOf(action.summary);
    const rows = projectsTable(action.summary);
    expect(rows.map((row) => row.label).sort()).toEqual(PROJECTS.slice().sort());
    COLUMNS.forEach((column, i) => {
      expect(
        rows.reduce((n, row) => n + (row.counts[i] ?? 0), 0),
        `the ${column} column`,
      ).toBe(matrix[column].total);
      expect(
        rows.reduce((n, row) => n + (row.differences[i] ?? 0), 0),
        `the ${column} column's difference`,
      ).toBe(differences[column].total);
    });
  });

  it('the Findings section counts the matrix’s code and supply-chain cells, row by row to its last', () => {
    const { matrix, findings, findingRows, moreFindings } = numbersOf(action.summary);
    expect(findings).toBe((matrix.total.code as number) + (matrix.total.sca as number));
    expect(findingRows + moreFindings).toBe(findings);
    // More than one project in scope: each row says which.
    const rows = tableRows(section(rendered(action.summary), /^### Findings \(/));
    for (const row of rows) expect(row[3]).toMatch(/^acme\/(api|web) · /);
  });

  it('what exceptions accepted is counted once, apart: the verdict’s line, the Accepted risk section, the output and the report file', () => {
    const { accepted, risk, md } = numbersOf(action.summary);
    // Two legacy XSS of the night before and the new one, the Stripe key, the GPL dependency.
    expect(accepted).toEqual({ findings: 3, secrets: 1, dependencies: 1 });
    expect(risk).toMatchObject({ ...accepted, exceptions: 3 });
    expect(risk?.rows.reduce((n, x) => n + x, 0)).toBe(5);
    expect(action.outputs.excepted).toBe('5');
    const report = action.report as { exceptions: { excepted: unknown } };
    expect(report.exceptions.excepted).toEqual({ ...accepted, total: 5 });
    // Nowhere else: the line under the matrix names no number.
    expect(md).toContain('Findings accepted by exceptions are not in these counts (see Accepted risk).');
    expect(md.match(/accepted by exceptions/g)).toHaveLength(2);
  });

  it('the confirmed-valid secrets and the blocked licenses: the section, the reason and the output say one number', () => {
    const { secrets, secretsReason, licensesReason, md } = numbersOf(action.summary);
    // Three open, one accepted: two count.
    expect(secrets?.count).toBe(2);
    expect(secrets?.fresh).toBe(1);
    expect(secrets?.rows).toHaveLength(2);
    expect(secretsReason).toBe(2);
    expect(action.outputs['valid-secrets']).toBe('2');
    const dependencies = /^### Dependencies with a blocked license \(([\d,]+)\)$/m.exec(md)?.[1];
    expect(num(dependencies)).toBe(1);
    expect(licensesReason).toBe(1);
    expect(action.outputs['blocked-dependencies']).toBe('1');
  });

  it('the outputs are the matrix’s, and the new findings the headline’s', () => {
    const { matrix, newHeadline } = numbersOf(action.summary);
    expect(num(action.outputs.total)).toBe(matrix.total.total);
    for (const severity of SEVERITIES_MOST_SEVERE_FIRST) expect(num(action.outputs[severity]), severity).toBe(matrix[severity].total);
    for (const product of PRODUCTS) expect(num(action.outputs[product]), product).toBe(matrix.total[product]);
    // `1 new critical and 2 new high`: the new findings, the accepted one not among them.
    const fresh = Object.fromEntries(
      [...(newHeadline ?? '').matchAll(/([\d,]+) new (critical|high|medium|low)/g)].map((m) => [m[2], num(m[1])]),
    );
    expect(fresh).toEqual({ critical: 1, high: 2 });
    expect(action.outputs['new-critical']).toBe('1');
    expect(action.outputs['new-high']).toBe('2');
  });

  it('the report file counts what the summary counts: its totals, and its projects summed', () => {
    const { matrix } = numbersOf(action.summary);
    const report = action.report as {
      counts: { total: number; bySeverity: Record<Severity, number>; byProduct: Record<string, number> };
      projects: { label: string; counts: Record<string, Record<Severity, number>> }[];
      validSecretCount: number;
      blockedDependencyCount: number;
    };
    expect(report.counts.total).toBe(matrix.total.total);
    for (const severity of SEVERITIES_MOST_SEVERE_FIRST) expect(report.counts.bySeverity[severity]).toBe(matrix[severity].total);
    let summed = 0;
    for (const project of report.projects)
      for (const product of PRODUCTS)
        for (const severity of SEVERITIES_MOST_SEVERE_FIRST) summed += project.counts[product]?.[severity] ?? 0;
    expect(summed).toBe(report.counts.total);
    expect(report.validSecretCount).toBe(2);
    expect(report.blockedDependencyCount).toBe(1);
  });

  it('the pull-request comment, the merge request’s note and the summary file say what the job summary says', async () => {
    const summary = numbersOf(action.summary);
    const file = await readFile(join(cli.cwd, 'summary.md'), 'utf8');
    for (const [name, other] of [
      ['the comment', comment],
      ['the note', note],
      ['the summary file', file],
    ] as const) {
      const numbers = numbersOf(other);
      expect(numbers.matrix, name).toEqual(summary.matrix);
      expect(numbers.differences, name).toEqual(summary.differences);
      expect(numbers.accepted, name).toEqual(summary.accepted);
      expect(numbers.risk && { ...numbers.risk, rows: undefined }, name).toEqual(summary.risk && { ...summary.risk, rows: undefined });
      expect(numbers.findings, name).toBe(summary.findings);
      expect(numbers.secrets?.count, name).toBe(summary.secrets?.count);
      expect(numbers.newHeadline, name).toBe(summary.newHeadline);
    }
  });

  it('the plain-text table and the dotenv outputs of the command line are the same numbers', async () => {
    const { matrix, differences, md } = numbersOf(action.summary);
    const marked = tableRows(section(md, /^#{3,4} Findings in scope/)).map((row) => row.slice(1).map((cell) => cell.includes('⛔')));
    COLUMNS.forEach((row, i) => {
      const line = cli.stdout.split('\n').find((l) => new RegExp(`^${row}\\s`).test(l)) ?? '';
      // Each cell as the summary shows it: the count, its difference from the baseline, `*` where the summary marks it.
      const cells = line.trim().split(/ {2,}/).slice(1);
      const fields = ['code', 'sca', 'secrets', 'total'] as const;
      expect(
        cells.map((cell) => num(/^[\d,]+/.exec(cell)?.[0])),
        `the ${row} row of the plain-text table`,
      ).toEqual(fields.map((field) => matrix[row][field]));
      expect(
        cells.map((cell) => /\(([+−±][\d,]+)\)/.exec(cell)?.[1]),
        `the differences of the ${row} row`,
      ).toEqual(fields.map((field) => signed(differences[row][field])));
      expect(
        cells.map((cell) => cell.endsWith('*')),
        `the marks of the ${row} row`,
      ).toEqual(marked[i]);
    });
    expect(cli.stdout).toMatch(/^confirmed-valid secrets open: 2$/m);
    expect(cli.stdout).toMatch(/^accepted by exceptions, counted apart: 3 findings, 1 secret and 1 dependency$/m);
    const dotenv = Object.fromEntries(
      (await readFile(join(cli.cwd, 'gate.env'), 'utf8'))
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const name of [
      'total',
      'critical',
      'high',
      'medium',
      'low',
      'code',
      'sca',
      'secrets',
      'valid-secrets',
      'blocked-dependencies',
      'excepted',
    ]) {
      expect(dotenv[`FINDINGS_GATE_OUT_${name.replaceAll('-', '_').toUpperCase()}`], name).toBe(action.outputs[name]);
    }
  });
});
