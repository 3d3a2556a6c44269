// Shared by the end-to-end tests: run the built action against a sandbox, and read what a user
// sees (exit status, outputs, annotations, the rendered job summary) without reaching into src/.
import { afterAll, expect } from 'vitest';
import type { Dataset, Product, Severity } from '../sandbox/data.ts';
import type { Sandbox, SandboxOptions } from '../sandbox/server.ts';
import { startSandbox } from '../sandbox/server.ts';
import type { RunResult } from '../support/runner.ts';
import { runAction } from '../support/runner.ts';

export const SEVERITIES_MOST_SEVERE_FIRST = ['critical', 'high', 'medium', 'low'] as const satisfies readonly Severity[];
export const PRODUCTS = ['code', 'sca', 'secrets'] as const satisfies readonly Product[];

/** Product × severity counts, as a test states them. */
export type Counts = Record<Product, Record<Severity, number>>;

const sandboxes: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(sandboxes.map((sb) => sb.close()));
});

/** A sandbox of its own for one test (its request log is that test's alone); closed after the file. */
export async function sandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const sb = await startSandbox(options);
  sandboxes.push(sb);
  return sb;
}

/** Runs the built action against `sb` with the demo token, plus `inputs` and `env`. */
export function gate(sb: Sandbox, inputs: Record<string, string> = {}, env: Record<string, string> = {}): Promise<RunResult> {
  return runAction({ inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, ...inputs }, env, killAfterMs: 20_000 });
}

/** The messages of the `::error::` or `::warning::` workflow commands in stdout, unescaped. */
export function annotations(run: RunResult, level: 'error' | 'warning'): string[] {
  const prefix = `::${level}`;
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(line.indexOf('::', 2) + 2))
    .map((message) => message.replaceAll('%0A', '\n').replaceAll('%0D', '\r').replaceAll('%25', '%'));
}

/** Plain log lines (not workflow commands). */
export function logLines(run: RunResult): string[] {
  return run.stdout.split('\n').filter((line) => !line.startsWith('::'));
}

/** The job summary as a reader sees it rendered: HTML entities and Markdown backslash escapes undone. */
export function rendered(markdown: string): string {
  return markdown
    .replace(/`([:.])`/g, '$1') // the one-character code spans that break autolinks
    .replace(/`([^`\s]*@[^`\s]*)`/g, '$1') // a handle or an address, in one code span where nobody is mentioned
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\\([\\`*_{}[\]()#+\-!|~$=.<>])/g, '$1')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/** One cell of the summary's "Findings in scope" matrix: its number, and whether it is marked over budget. */
export interface MatrixCell {
  n: number;
  over: boolean;
}

/** The summary's matrix: rows critical..low and total; columns code, sca, secrets, total ('–' = not counted). */
export function summaryMatrix(summary: string): Record<Severity | 'total', Record<Product | 'total', MatrixCell | '–'>> {
  const cell = (text: string): MatrixCell | '–' => {
    const t = text.trim();
    if (t === '–') return '–';
    // `12 (+3)`: the difference from a baseline, when the run used one, follows the count.
    const digits = t
      .replace(/\*\*|⛔|,/g, '')
      .trim()
      .replace(/\s*\([+−±][0-9]+\)$/, '')
      .trim();
    expect(digits, `matrix cell ${JSON.stringify(t)}`).toMatch(/^\d+$/);
    return { n: Number(digits), over: t.includes('⛔') };
  };
  const start = summary.indexOf('### Findings in scope');
  expect(start, 'the summary has a findings matrix').toBeGreaterThanOrEqual(0);
  const lines = summary.slice(start).split('\n');
  const rows = {} as Record<Severity | 'total', Record<Product | 'total', MatrixCell | '–'>>;
  for (const row of [...SEVERITIES_MOST_SEVERE_FIRST, 'total'] as const) {
    const label = row === 'total' ? '**total**' : row;
    const line = lines.find((l) => l.startsWith(`| ${label} |`));
    expect(line, `matrix row ${row}`).toBeDefined();
    const [code = '', sca = '', secrets = '', total = ''] = (line as string).split('|').slice(2, 6);
    rows[row] = { code: cell(code), sca: cell(sca), secrets: cell(secrets), total: cell(total) };
  }
  return rows;
}

/** The numbers of summaryMatrix, without the marks. */
export function matrixNumbers(summary: string): Record<Severity | 'total', Record<Product | 'total', number | '–'>> {
  const matrix = summaryMatrix(summary);
  const strip = (row: Record<Product | 'total', MatrixCell | '–'>) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === '–' ? '–' : v.n])) as Record<Product | 'total', number | '–'>;
  return {
    critical: strip(matrix.critical),
    high: strip(matrix.high),
    medium: strip(matrix.medium),
    low: strip(matrix.low),
    total: strip(matrix.total),
  };
}

/** The matrix a correct summary shows for `counts` (every product counted). */
export function expectedMatrix(counts: Counts): Record<Severity | 'total', Record<Product | 'total', number>> {
  const row = (severity: Severity) => ({
    code: counts.code[severity],
    sca: counts.sca[severity],
    secrets: counts.secrets[severity],
    total: counts.code[severity] + counts.sca[severity] + counts.secrets[severity],
  });
  const sum = (product: Product) => SEVERITIES_MOST_SEVERE_FIRST.reduce((n, s) => n + counts[product][s], 0);
  const total = { code: sum('code'), sca: sum('sca'), secrets: sum('secrets'), total: 0 };
  total.total = total.code + total.sca + total.secrets;
  return { critical: row('critical'), high: row('high'), medium: row('medium'), low: row('low'), total };
}

/** The count outputs a correct run sets for `counts`, as the strings the runner writes. */
export function expectedCountOutputs(counts: Counts): Record<string, string> {
  const matrix = expectedMatrix(counts);
  return {
    total: String(matrix.total.total),
    critical: String(matrix.critical.total),
    high: String(matrix.high.total),
    medium: String(matrix.medium.total),
    low: String(matrix.low.total),
    code: String(matrix.total.code),
    sca: String(matrix.total.sca),
    secrets: String(matrix.total.secrets),
  };
}

/** Open findings of a dataset per product × severity, over the named projects (or all): what the report must count. */
export function openCounts(dataset: Dataset, projects: readonly string[] | 'all'): Counts {
  const ids = new Set(dataset.projects.filter((p) => projects === 'all' || projects.includes(p.name)).map((p) => p.id));
  const counts = zeroCounts();
  for (const finding of dataset.findings) {
    if (counted(finding) && ids.has(finding.projectId)) counts[finding.product][finding.severity] += 1;
  }
  return counts;
}

/**
 * Whether the gate counts a finding by default (count-triage-states, issue 40): open, and for code and
 * supply chain also reviewing, fixing and provisionally ignored (read from the findings list).
 */
function counted(finding: Dataset['findings'][number]): boolean {
  if (finding.status === 'open') return true;
  return finding.product !== 'secrets' && ['reviewing', 'fixing', 'provisionally_ignored'].includes(finding.status);
}

/** Counts with every cell zero. */
export function zeroCounts(): Counts {
  const row = () => ({ critical: 0, high: 0, medium: 0, low: 0 });
  return { code: row(), sca: row(), secrets: row() };
}

/** Checks what every run must show: the token masked first and never printed, no stack trace. */
export function expectWellBehaved(run: RunResult, token: string): void {
  expect(run.signal, 'the process ended on its own').toBeNull();
  if (token !== '') {
    expect(run.stdout.startsWith(`::add-mask::${token}\n`), 'the token is masked before anything else').toBe(true);
    const withoutMask = run.written
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    expect(withoutMask).not.toContain(token);
  }
  expect(run.stdout).not.toMatch(/^\s+at .+/m);
  expect(run.stderr).not.toMatch(/^\s+at .+/m);
  expect(run.stderr).toBe('');
}

/** What the one annotation of an undecided run starts with, per on-api-error. */
export const ERROR_PREFIX = {
  fail: 'findings-gate could not decide: ',
  warn: 'findings-gate could not decide (on-api-error: warn, the job goes on): ',
} as const;

/**
 * Checks a run that could not decide: exit status per on-api-error, `result=error` and no counts, one
 * one-line annotation (an error, or a warning with on-api-error: warn) whose message after ERROR_PREFIX
 * matches `detail`, and the error summary quoting that message.
 */
export function expectErrorRun(run: RunResult, onApiError: 'fail' | 'warn', detail: RegExp): void {
  expect(run.code).toBe(onApiError === 'fail' ? 1 : 0);
  expect(run.outputs.result).toBe('error');
  for (const name of ['total', 'critical', 'high', 'medium', 'low', 'code', 'sca', 'secrets', 'valid-secrets']) {
    expect(run.outputs[name], `output ${name} is not set on an error`).toBeUndefined();
  }
  const [level, other] = onApiError === 'fail' ? (['error', 'warning'] as const) : (['warning', 'error'] as const);
  const messages = annotations(run, level);
  expect(messages).toHaveLength(1);
  const message = messages[0] ?? '';
  expect(message.startsWith(ERROR_PREFIX[onApiError]), message).toBe(true);
  const text = message.slice(ERROR_PREFIX[onApiError].length);
  expect(text).toMatch(detail);
  expect(text).not.toMatch(/[\r\n]/);
  expect(annotations(run, other)).toEqual([]);
  const summary = rendered(run.summary);
  expect(summary).toContain(onApiError === 'fail' ? '## ❌ findings-gate: error\n' : '## ⚠️ findings-gate: error (on-api-error: warn');
  expect(summary).toContain(`\n> ${text}\n`);
}
