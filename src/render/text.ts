// The verdict as plain text for a terminal or a CI log that renders no Markdown: the result, every
// reason, the findings in scope as a fixed-width table. Pure: strings only, each line safe as a log line.
import { MOST_SEVERE_FIRST, PRODUCTS } from '../domain.ts';
import type { BudgetKey, Reason } from '../gate/types.ts';
import { plural } from '../numbers.ts';
import { baselineDate } from './baseline.ts';
import { logLine } from './escape.ts';
import { acceptedWords } from './exceptions.ts';
import { comparisonOf, matrixCount, offsetElsewhere, PRODUCT_LABEL, type SummaryInput } from './sections.ts';

/**
 * Reasons printed at most: more than any run has but one with hundreds of unused exceptions entries. The
 * verdict orders them most urgent first (gate/checks.ts), so those cut off are never the most urgent.
 */
export const MAX_TEXT_REASONS = 100;

/** `pass`, or `FAIL` with the reasons, then the table and what it covers. */
export function verdictText({ config, data, verdict }: SummaryInput): string[] {
  const { reasons, result } = verdict;
  const warn = config.mode === 'warn' ? ' (mode warn: the job is not failed)' : '';
  const lines = [result === 'pass' ? 'findings-gate: PASS' : `findings-gate: FAIL, ${plural(reasons.length, 'reason', 'reasons')}${warn}`];
  // The report file holds every reason (the summary file at most 50): it is where the rest are.
  lines.push(
    ...reasonLines(reasons, ' (the report file lists them all)'),
    '',
    ...countTable(verdict, config.findingTypes, new Set(verdict.overBudget)),
    '',
  );
  const deployment = data.deploymentName ? `${data.deploymentName} (id ${data.deploymentId})` : `id ${data.deploymentId}`;
  const { accepted, validSecrets, projects } = verdict.counted;
  lines.push(
    `confirmed-valid secrets open: ${validSecrets}`,
    ...(accepted.total > 0 ? [`accepted by exceptions, counted apart: ${acceptedWords(accepted)}`] : []),
    `deployment ${deployment}, ${plural(projects.length, 'project', 'projects')} in scope`,
  );
  return lines.map((line) => logLine(line, 1000));
}

/** A line for each reason, at most MAX_TEXT_REASONS, then how many more and, where given, `where` they are. */
function reasonLines(reasons: readonly Pick<Reason, 'text'>[], where = ''): string[] {
  const lines = reasons.slice(0, MAX_TEXT_REASONS).map((reason) => `  - ${reason.text}`);
  const more = reasons.length - MAX_TEXT_REASONS;
  return more > 0 ? [...lines, `  - and ${more} more${where}`] : lines;
}

/**
 * The findings in scope: severities down, products across, totals; each count as the summary's matrix
 * shows it (beside a baseline, its difference from it in parentheses), and the counts the verdict marks
 * over budget marked `*`, as the summary marks them.
 */
function countTable(verdict: SummaryInput['verdict'], findingTypes: readonly string[], over: ReadonlySet<BudgetKey>): string[] {
  const { matrix, bySeverity, byProduct, total } = verdict.totals;
  const comparison = comparisonOf(verdict);
  const shown = (key: BudgetKey, n: number, counted = true): string =>
    counted ? `${matrixCount(comparison, key, n)}${over.has(key) ? '*' : ''}` : '-';
  const rows: string[][] = [['', ...PRODUCTS.map((p) => PRODUCT_LABEL[p]), 'total']];
  for (const severity of MOST_SEVERE_FIRST) {
    rows.push([
      severity,
      ...PRODUCTS.map((p) => shown(`${p}.${severity}`, matrix[p][severity], findingTypes.includes(p))),
      shown(severity, bySeverity[severity]),
    ]);
  }
  rows.push(['total', ...PRODUCTS.map((p) => shown(p, byProduct[p], findingTypes.includes(p))), shown('total', total)]);
  const widths = rows.reduce<number[]>((most, row) => row.map((cell, column) => Math.max(most[column] ?? 0, cell.length)), []);
  const table = rows.map((row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  const notes = over.size > 0 ? ['* over its budget'] : [];
  if (comparison !== undefined) notes.push(`(in parentheses: the difference from the baseline of ${baselineDate(comparison)})`);
  if (verdict.gateOn === 'new') notes.push('(the gate judged the new findings since the baseline)');
  if (comparison !== undefined && offsetElsewhere(comparison, verdict.totals)) {
    notes.push(
      '(new findings are counted per project, product and severity: a fix never offsets a new finding elsewhere, so a count of new findings can exceed the rise of its total)',
    );
  }
  return [...table, ...notes];
}

/** What the policy's walks showed that fails a run whose other requests failed (gate/platform-policy.ts ShownFailure). */
export interface ShownRun {
  reasons: readonly Pick<Reason, 'text'>[];
  failure: string;
  operation?: string;
}

/** Why a failure on what the policy's lists showed has incomplete counts (`failed`: the request, as Markdown): the summary's and the comment's words. */
export const shownIncomplete = (failed: string): string =>
  `The counts are incomplete: ${failed} failed, so the rest of the run was not read. What the platform's policy lists showed fails the run whatever the rest holds.`;

/** The one line of a run that the policy's walks failed while another request failed: what was shown, and that the counts are incomplete. */
export function shownHeadline(shown: ShownRun): string {
  // A ShownRun has a reason at least (gate/platform-policy.ts withShownPolicy).
  const [first, ...rest] = shown.reasons as readonly [Pick<Reason, 'text'>, ...Pick<Reason, 'text'>[]];
  const more = rest.length > 0 ? ` (and ${plural(rest.length, 'more reason', 'more reasons')})` : '';
  const failed = shown.operation ?? 'a request';
  return logLine(`findings-gate failed: ${first.text}${more}; ${failed} failed, so the counts are incomplete: ${shown.failure}`, 1000);
}

/** An error run as plain text; where the policy's walks showed what fails the run, that failure. */
export function errorText(error: { message: string; operation?: string; shown?: ShownRun }): string[] {
  const { shown } = error;
  if (shown !== undefined) {
    const failed = error.operation ?? 'a request';
    const lines = [
      `findings-gate: FAIL, ${plural(shown.reasons.length, 'reason', 'reasons')} (the counts are incomplete: ${failed} failed)`,
      ...reasonLines(shown.reasons),
      // The request's own message most often names its operation already ("report: HTTP 500: …"): once.
      shown.failure.startsWith(`${failed}: `) ? shown.failure : `${failed}: ${shown.failure}`,
    ];
    return lines.map((line) => logLine(line, 1000));
  }
  return [logLine(`findings-gate: ERROR, could not judge${error.operation ? ` (${error.operation} failed)` : ''}: ${error.message}`, 1000)];
}
