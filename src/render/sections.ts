// The sections the job summary and the pull-request comment share, and their one route: the verdict's
// opening lines, the severity matrix, the Findings section (render/findings.ts) and the table of
// confirmed-valid secrets. Pure: strings only, every value escaped.
import type { SecretFinding } from '../api/types.ts';
import type { Config } from '../config/index.ts';
import { MOST_SEVERE_FIRST, PRODUCTS, SEVERITIES } from '../domain.ts';
import { countFor } from '../gate/counts.ts';
import type { BaselineComparison, BudgetKey, Excepted, GateData, Product, Totals, Verdict } from '../gate/types.ts';
import { count, plural, signed } from '../numbers.ts';
import { baselineDate, baselineNotUsed, newFindingsHeadline } from './baseline.ts';
import { markdownCell, markdownLink, markdownText } from './escape.ts';
import { firstInOrder, mostSevereFirst, severityName } from './order.ts';
import { disagreementSentence } from './reading.ts';

export { findingsSection } from './findings.ts';

/** What a verdict's renderers show: the run's config, data and verdict, and what the run did. */
export interface SummaryInput {
  config: Config;
  data: GateData;
  verdict: Verdict;
  elapsedMs: number;
  requests: number;
  /** Human lines describing the filters in force, raw (escaped here). */
  filters: string[];
  runUrl?: string;
}

export const PRODUCT_LABEL: Record<Product, string> = { code: 'code', sca: 'SCA', secrets: 'secrets' };
const OVER = '⛔';
/** Cap, in code points, of names in tables (types, repositories, refs, projects). */
export const CELL_NAME_MAX = 100;

/** Whether more than one project is in scope: then each finding's row names its project. */
export function manyProjects(verdict: Pick<Verdict, 'counted'>): boolean {
  return verdict.counted.projects.length > 1;
}

/** The baseline in use, when the run compared with one. */
export function comparisonOf(verdict: Verdict): BaselineComparison | undefined {
  return verdict.baseline?.used ? verdict.baseline.comparison : undefined;
}

/** Under the title: where the report and the list disagree (a reviewer must not miss it), then the baseline's headline. */
export function baselineHeadline({ config, verdict }: Pick<SummaryInput, 'config' | 'verdict'>): string[] {
  const disagreement = disagreementSentence(verdict);
  const lines = disagreement === undefined ? [] : [`> ⚠️ ${markdownText(disagreement, 2500)}.`, ''];
  return [...lines, ...baselineLines(config, verdict)];
}

/** The new findings since the baseline, or why the baseline was not used. */
function baselineLines(config: Pick<SummaryInput, 'config'>['config'], verdict: Verdict): string[] {
  const { baseline } = verdict;
  if (baseline === undefined) return [];
  if (!baseline.used) return [`> ⚠️ ${markdownText(baselineNotUsed(baseline, config), 1000)}`, ''];
  const { comparison } = baseline;
  const worse = comparison.increase.total > 0 || comparison.newSecretIds.length > 0;
  return [`${worse ? '📈' : '🟰'} ${markdownText(newFindingsHeadline(comparison))}.`, ''];
}

/** The line under a passing title: `12 findings in scope, none over budget.` (with gate-on new: no new findings over budget). */
export function passSentence(verdict: Verdict): string {
  const budget = verdict.gateOn === 'new' ? 'no new findings over budget' : 'none over budget';
  return `${plural(verdict.totals.total, 'finding', 'findings')} in scope, ${budget}.`;
}

/** Every count the matrix shows: each cell, each severity row, each product column and the grand total. */
const MATRIX_KEYS: readonly BudgetKey[] = [
  ...PRODUCTS.flatMap((p) => SEVERITIES.map((s): BudgetKey => `${p}.${s}`)),
  ...SEVERITIES,
  ...PRODUCTS,
  'total',
];

/**
 * Whether some count of the matrix has more new findings than it rose: a fix beside a new finding,
 * in another project or (for a row, a column or the total) in another cell.
 */
export function offsetElsewhere(comparison: BaselineComparison, now: Totals): boolean {
  return MATRIX_KEYS.some((key) => countFor(comparison.increase, key) > Math.max(0, countFor(now, key) - countFor(comparison.before, key)));
}

/**
 * A count of the matrix as the summary and the plain-text table both show it: `3`, or beside a baseline
 * `3 (+1)`, its difference from the baseline's count.
 */
export function matrixCount(comparison: BaselineComparison | undefined, key: BudgetKey, n: number): string {
  return comparison === undefined ? count(n) : `${count(n)} (${signed(n - countFor(comparison.before, key))})`;
}

/** The findings in scope as a table: severities × products with totals, cells over budget marked, differences from a baseline. */
export function matrix(input: SummaryInput): string[] {
  const { config, verdict } = input;
  const { matrix: m, bySeverity, byProduct, total } = verdict.totals;
  const marked = new Set(verdict.overBudget);
  const comparison = comparisonOf(verdict);
  const inScope = (p: Product): boolean => config.findingTypes.includes(p);
  const cell = (key: BudgetKey, n: number): string => {
    const shown = matrixCount(comparison, key, n);
    return marked.has(key) ? `**${shown}** ${OVER}` : shown;
  };

  const lines = [
    '### Findings in scope',
    '',
    `| severity | ${PRODUCTS.map((p) => PRODUCT_LABEL[p]).join(' | ')} | total |`,
    `| --- | ${PRODUCTS.map(() => '---:').join(' | ')} | ---: |`,
  ];
  for (const severity of MOST_SEVERE_FIRST) {
    const cells = PRODUCTS.map((p) => (inScope(p) ? cell(`${p}.${severity}`, m[p][severity]) : '–'));
    lines.push(`| ${severity} | ${cells.join(' | ')} | ${cell(severity, bySeverity[severity])} |`);
  }
  const totals = PRODUCTS.map((p) => (inScope(p) ? cell(p, byProduct[p]) : '–'));
  lines.push(`| **total** | ${totals.join(' | ')} | ${cell('total', total)} |`);
  lines.push('');
  // What exceptions accepted is counted once, in the verdict's line and the Accepted risk section: not here.
  if (verdict.counted.accepted.findings > 0) lines.push('Findings accepted by exceptions are not in these counts (see Accepted risk).', '');
  const outOfScope = PRODUCTS.filter((p) => !inScope(p));
  if (outOfScope.length > 0) {
    lines.push(`– not counted: ${outOfScope.map((p) => PRODUCT_LABEL[p]).join(', ')} (not in finding-types).`, '');
  }
  if (comparison !== undefined) {
    lines.push(`In parentheses: the difference from the baseline of ${baselineDate(comparison)}.`, '');
    lines.push(
      comparison.exact
        ? '_New code and supply-chain findings are exact: a finding is new when its match_based_id is not in the baseline (secrets findings: the rise of their counts)._'
        : comparison.freshListed
          ? `_New findings are not exact: ${markdownText(comparison.countDeltasWhy ?? 'no finding ids to compare', 400)}._`
          : `_New findings are the rise of the counts: ${markdownText(comparison.countDeltasWhy ?? 'no finding ids to compare', 400)}._`,
      '',
    );
    if (offsetElsewhere(comparison, verdict.totals)) {
      lines.push(
        '_New findings are counted per project, product and severity: a fix never offsets a new finding elsewhere, so a count of new findings can exceed the rise of its total._',
        '',
      );
    }
  }
  return lines;
}

function firstSeen(createdAt: string | undefined): string {
  if (!createdAt) return '';
  const date = /^\d{4}-\d{2}-\d{2}/.exec(createdAt);
  return date ? date[0] : markdownCell(createdAt, 40);
}

/** The ids of the confirmed-valid secrets the baseline did not have; undefined without a baseline in use. */
export function newSecretIds(verdict: Verdict): ReadonlySet<string> | undefined {
  const comparison = comparisonOf(verdict);
  return comparison === undefined ? undefined : new Set(comparison.newSecretIds);
}

/** Whether the listed findings can be marked new since the baseline: one is in use, it holds ids, and the list was read. */
export function freshShown(verdict: Verdict): boolean {
  return comparisonOf(verdict)?.freshListed === true;
}

/** New since the baseline first, then most severe first. */
export function newFirst(fresh: ReadonlySet<string> | undefined): (a: SecretFinding, b: SecretFinding) => number {
  if (fresh === undefined) return mostSevereFirst;
  return (a, b) => Number(fresh.has(b.id)) - Number(fresh.has(a.id)) || mostSevereFirst(a, b);
}

/** The table of the first `limit` secrets, new ones marked (with a baseline) and first. */
export function secretTable(secrets: readonly Excepted<SecretFinding>[], limit: number, fresh: ReadonlySet<string> | undefined): string[] {
  const columns = ['severity', 'type', 'repository', 'location', 'ref', 'first seen'];
  if (fresh !== undefined) columns.unshift('since baseline');
  const lines = [`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`];
  for (const secret of firstInOrder(secrets, limit, newFirst(fresh))) {
    const row = secretRow(secret);
    lines.push(fresh === undefined ? row : `| ${fresh.has(secret.id) ? '🆕 **new**' : ''} ${row}`);
  }
  return lines;
}

/**
 * The section of the confirmed-valid secrets: the verdict's count, new ones first. An accepted secret is in
 * the Accepted risk section, and in no count or row here.
 */
export function secretsSection(
  { config, data, verdict }: Pick<SummaryInput, 'config' | 'data' | 'verdict'>,
  options: { heading: string; maxRows: number; more: (n: number) => string; details: boolean },
): string[] {
  const total = verdict.counted.validSecrets;
  if (total === 0) return [];
  const fresh = newSecretIds(verdict);
  const kept = data.validSecrets.filter((secret) => secret.exception === undefined);
  const lines = [`${options.heading} Confirmed-valid secrets ${secretsCount(total, fresh)}`, ''];
  if (!config.failOnValidSecrets) lines.push('Shown for information: fail-on-valid-secrets is off.', '');
  else if (fresh !== undefined && options.details)
    lines.push('Each one fails the gate, new or not: a confirmed-valid secret is a live credential.', '');
  lines.push(...secretTable(kept, options.maxRows, fresh), '');
  if (total > options.maxRows) lines.push(options.more(total - options.maxRows), '');
  if (options.details && total > kept.length) {
    lines.push(
      `_The details of ${count(kept.length)} are kept (the most severe); ${plural(total - kept.length, 'more is', 'more are')} counted but left out of the annotations, the SARIF file and the report file._`,
      '',
    );
  }
  return lines;
}

/** One table row of a confirmed-valid secret: severity, type, repository, location, ref, first seen (escaped). */
export function secretRow(secret: Excepted<SecretFinding>): string {
  const severity = severityName(secret.severity) ?? markdownCell(secret.severity, 40);
  const repository = secret.repository?.name ? markdownLink(secret.repository.name, secret.repository.url, CELL_NAME_MAX) : '';
  const location = secret.findingPath
    ? markdownLink(secret.findingPath, secret.findingPathUrl, 160)
    : secret.findingPathUrl
      ? markdownLink('view', secret.findingPathUrl)
      : '';
  const ref = secret.ref ? markdownLink(secret.ref, secret.refUrl, CELL_NAME_MAX) : '';
  const cells = [severity, markdownCell(secret.type, CELL_NAME_MAX), repository, location, ref, firstSeen(secret.createdAt)];
  return `| ${cells.join(' | ')} |`;
}

/** `(5)`, or with a baseline `(5, 1 new since the baseline)`. */
export function secretsCount(all: number, fresh: ReadonlySet<string> | undefined): string {
  return fresh === undefined ? `(${count(all)})` : `(${count(all)}, ${count(fresh.size)} new since the baseline)`;
}
