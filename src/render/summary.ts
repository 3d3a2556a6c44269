// The job summary: Markdown for core.summary.addRaw. Pure: it shows the verdict and its reasons,
// it decides nothing. Every list is bounded and every string capped, so it stays far below 1 MiB.

import type { SecretFinding } from '../api/types.ts';
import { PRODUCTS, SEVERITIES } from '../api/types.ts';
import type { BudgetKey, Config, GateData, Product, ProjectTally, Severity, Verdict } from '../gate/types.ts';
import { logLine, markdownCell, markdownLink, markdownText } from './escape.ts';

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

export interface ErrorSummaryInput {
  operation?: string;
  message: string;
  onApiError: 'fail' | 'warn';
  elapsedMs: number;
  requests: number;
  deploymentId?: string;
}

export const MAX_PROJECT_ROWS = 25;
export const MAX_SECRET_ROWS = 50;
export const MAX_DEPENDENCY_ROWS = 50;
export const MAX_REASONS = 50;
export const MAX_LIST_ITEMS = 20;
export const MAX_FILTER_LINES = 30;
/** Final guard: GitHub refuses a step summary over 1 MiB. */
export const SUMMARY_MAX_BYTES = 900 * 1024;

const PRODUCT_LABEL: Record<Product, string> = { code: 'code', sca: 'SCA', secrets: 'secrets' };
const MOST_SEVERE_FIRST: readonly Severity[] = [...SEVERITIES].reverse();
const OVER = '⛔';
/** Cap, in code points, of names in tables (types, repositories, refs, projects). */
const CELL_NAME_MAX = 100;

// Grouped by hand: the first toLocaleString call loads ICU number formatting, ~20 ms of every run.
const count = (n: number): string =>
  Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string): string => `${count(n)} ${n === 1 ? one : many}`;

/** `SEVERITY_HIGH`, `high`, `High` → `high`; anything else → undefined. */
export function severityName(apiSeverity: string): Severity | undefined {
  const word = apiSeverity.toLowerCase().replace(/^severity_/, '');
  return (SEVERITIES as readonly string[]).includes(word) ? (word as Severity) : undefined;
}

/** The plain-text line for core.setFailed, e.g. `findings-gate failed: high: 3 > 0 (fail-on-severity high)`. */
export function failureHeadline(verdict: Verdict): string {
  const [first, ...rest] = verdict.reasons;
  if (verdict.result === 'pass') return 'findings-gate passed';
  if (!first) return 'findings-gate failed';
  const more = rest.length > 0 ? ` (and ${plural(rest.length, 'more reason', 'more reasons')})` : '';
  return logLine(`findings-gate failed: ${first.text}${more}`);
}

/** The job summary of a run that reached a verdict. */
export function renderSummary(input: SummaryInput): string {
  const lines = [...headline(input), ...matrix(input), ...projects(input), ...secrets(input), ...dependencies(input), ...footer(input)];
  return guardSize(lines);
}

/** The job summary of a run that could not decide: the API or the configuration failed. */
export function renderErrorSummary(input: ErrorSummaryInput): string {
  const warn = input.onApiError === 'warn';
  const lines = [
    warn ? '## ⚠️ findings-gate: error (on-api-error: warn, the job is not failed)' : '## ❌ findings-gate: error',
    '',
    input.operation ? `The gate could not decide: **${markdownText(input.operation, 100)}** failed.` : 'The gate could not decide.',
    '',
    `> ${markdownText(input.message, 1000)}`,
    '',
    '### What to do',
    '',
    ...errorAdvice(input.message, input.onApiError).map((line) => `- ${line}`),
    '',
    '---',
    '',
  ];
  const deployment = input.deploymentId ? `Deployment id ${markdownText(input.deploymentId, 40)}. ` : '';
  lines.push(`${deployment}Took ${duration(input.elapsedMs)}, ${plural(input.requests, 'API request', 'API requests')}.`, '');
  return guardSize(lines);
}

// ---------------------------------------------------------------------------------------------

function headline({ config, verdict }: SummaryInput): string[] {
  const [first] = verdict.reasons;
  if (verdict.result === 'pass') {
    const n = verdict.totals.total;
    return ['## ✅ findings-gate: pass', '', `${plural(n, 'finding', 'findings')} in scope, none over budget.`, ''];
  }
  const title = config.mode === 'warn' ? '## ⚠️ findings-gate: fail (warn mode: the job is not failed)' : '## ❌ findings-gate: fail';
  if (!first) return [title, ''];
  const lines = [title, '', `**${markdownText(first.text)}**`, '', '### Reasons', ''];
  for (const reason of verdict.reasons.slice(0, MAX_REASONS)) lines.push(`- ${markdownText(reason.text)}`);
  if (verdict.reasons.length > MAX_REASONS) lines.push(`- …and ${count(verdict.reasons.length - MAX_REASONS)} more reasons`);
  lines.push('');
  return lines;
}

/** Budget keys whose cells are marked: every exceeded budget, plus each severity failing fail-on-severity. */
function markedKeys({ config, verdict }: SummaryInput): Set<BudgetKey> {
  const keys = new Set<BudgetKey>(verdict.exceeded);
  for (const reason of verdict.reasons) {
    if (reason.key && (reason.kind === 'budget' || reason.kind === 'severity')) keys.add(reason.key);
  }
  const floor = config.failOnSeverity;
  if (floor !== 'none' && verdict.reasons.some((r) => r.kind === 'severity')) {
    const { matrix, bySeverity } = verdict.totals;
    for (const severity of SEVERITIES.slice(SEVERITIES.indexOf(floor))) {
      if (bySeverity[severity] > 0) keys.add(severity);
      for (const product of config.findingTypes) {
        if (matrix[product][severity] > 0) keys.add(`${product}.${severity}`);
      }
    }
  }
  return keys;
}

/** The findings in scope as a table: severities × products with totals, cells over budget marked. */
export function matrix(input: SummaryInput): string[] {
  const { config, verdict } = input;
  const { matrix: m, bySeverity, byProduct, total } = verdict.totals;
  const marked = markedKeys(input);
  const inScope = (p: Product): boolean => config.findingTypes.includes(p);
  const cell = (key: BudgetKey, n: number): string => (marked.has(key) ? `**${count(n)}** ${OVER}` : count(n));

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
  const outOfScope = PRODUCTS.filter((p) => !inScope(p));
  if (outOfScope.length > 0) {
    lines.push(`– not counted: ${outOfScope.map((p) => PRODUCT_LABEL[p]).join(', ')} (not in finding-types).`, '');
  }
  return lines;
}

interface ProjectRow {
  label: string;
  bySeverity: Record<Severity, number>;
  total: number;
}

function projectRow(project: ProjectTally, findingTypes: readonly Product[]): ProjectRow {
  const bySeverity = { low: 0, medium: 0, high: 0, critical: 0 };
  let total = 0;
  for (const product of findingTypes) {
    for (const severity of SEVERITIES) {
      const n = project.counts[product]?.[severity] ?? 0;
      bySeverity[severity] += n;
      total += n;
    }
  }
  return { label: project.label, bySeverity, total };
}

/** Worst first: by critical, high, medium, low counts descending, then by label. */
function worstFirst(a: ProjectRow, b: ProjectRow): number {
  for (const severity of MOST_SEVERE_FIRST) {
    const d = b.bySeverity[severity] - a.bySeverity[severity];
    if (d !== 0) return d;
  }
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

function projects({ config, data }: SummaryInput): string[] {
  const lines: string[] = [];
  const all = data.projects;
  if (all.length > 0) {
    const rows = firstInOrder(
      all.map((p) => projectRow(p, config.findingTypes)),
      MAX_PROJECT_ROWS,
      worstFirst,
    );
    lines.push(`### Projects (${count(all.length)})`, '');
    lines.push(`| project | ${MOST_SEVERE_FIRST.join(' | ')} | total |`);
    lines.push(`| --- | ${MOST_SEVERE_FIRST.map(() => '---:').join(' | ')} | ---: |`);
    for (const row of rows) {
      const counts = MOST_SEVERE_FIRST.map((s) => count(row.bySeverity[s]));
      lines.push(`| ${markdownCell(row.label)} | ${counts.join(' | ')} | ${count(row.total)} |`);
    }
    lines.push('');
    if (all.length > MAX_PROJECT_ROWS) {
      lines.push(`…and ${plural(all.length - MAX_PROJECT_ROWS, 'more project', 'more projects')}.`, '');
    }
  }
  const unmatched = data.unmatchedProjects;
  for (const name of unmatched.slice(0, MAX_LIST_ITEMS)) {
    lines.push(
      `> ⚠️ No project named <code>${markdownText(name, CELL_NAME_MAX)}</code> in the report: project names are case-sensitive.`,
      '',
    );
  }
  if (unmatched.length > MAX_LIST_ITEMS) {
    lines.push(`> ⚠️ …and ${plural(unmatched.length - MAX_LIST_ITEMS, 'more project name', 'more project names')} not in the report.`, '');
  }
  return lines;
}

const SEVERITY_RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

function secretRank(secret: SecretFinding): number {
  const severity = severityName(secret.severity);
  return severity ? SEVERITY_RANK[severity] : SEVERITIES.length;
}

/** Most severe first, then oldest first, then by id, so the table is stable. */
export function mostSevereFirst(a: SecretFinding, b: SecretFinding): number {
  const d = secretRank(a) - secretRank(b);
  if (d !== 0) return d;
  const ca = a.createdAt ?? '\uffff';
  const cb = b.createdAt ?? '\uffff';
  if (ca !== cb) return ca < cb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The first `n` items in `order`, without sorting them all (a deployment may hold very many). */
export function firstInOrder<T>(items: Iterable<T>, n: number, order: (a: T, b: T) => number): T[] {
  const top: T[] = [];
  if (n <= 0) return top;
  for (const item of items) {
    if (top.length === n && order(item, top[n - 1]!) >= 0) continue;
    let i = top.length;
    while (i > 0 && order(item, top[i - 1]!) < 0) i--;
    top.splice(i, 0, item);
    if (top.length > n) top.pop();
  }
  return top;
}

function firstSeen(createdAt: string | undefined): string {
  if (!createdAt) return '';
  const date = /^\d{4}-\d{2}-\d{2}/.exec(createdAt);
  return date ? date[0] : markdownCell(createdAt, 40);
}

/** One table row of a confirmed-valid secret: severity, type, repository, location, ref, first seen (escaped). */
export function secretRow(secret: SecretFinding): string {
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

function secrets({ config, data }: SummaryInput): string[] {
  const all = data.validSecrets;
  if (all.length === 0) return [];
  const lines = [`### Confirmed-valid secrets (${count(all.length)})`, ''];
  if (!config.failOnValidSecrets) lines.push('Shown for information: fail-on-valid-secrets is off.', '');
  lines.push('| severity | type | repository | location | ref | first seen |', '| --- | --- | --- | --- | --- | --- |');
  for (const secret of firstInOrder(all, MAX_SECRET_ROWS, mostSevereFirst)) lines.push(secretRow(secret));
  lines.push('');
  if (all.length > MAX_SECRET_ROWS) {
    lines.push(`…and ${plural(all.length - MAX_SECRET_ROWS, 'more confirmed-valid secret', 'more confirmed-valid secrets')}.`, '');
  }
  return lines;
}

function dependencies({ data }: SummaryInput): string[] {
  const shown = data.blockedDependencies ?? [];
  const all = data.blockedDependencyCount ?? shown.length;
  if (all === 0) return [];
  // The API names a dependency's repository by id; the report knows the names of the projects in scope.
  const repositoryNames = new Map(data.projects.flatMap((p) => (p.projectId === undefined ? [] : [[p.projectId, p.label] as const])));
  const lines = [
    `### Dependencies with a blocked license (${count(all)})`,
    '',
    '| package | version | ecosystem | licenses | repository | manifest |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const rows = shown.slice(0, MAX_DEPENDENCY_ROWS);
  for (const dep of rows) {
    const licenses = dep.licenses.slice(0, 5).join(', ') + (dep.licenses.length > 5 ? ', …' : '');
    const repositoryName = dep.repositoryId === undefined ? undefined : repositoryNames.get(dep.repositoryId);
    const repository = repositoryName ?? (dep.repositoryId === undefined ? '' : `id ${dep.repositoryId}`);
    const path = dep.definedAt?.path ?? dep.manifestPath;
    const where = path ? markdownLink(path, dep.definedAt?.url, 160) : '';
    const cells = [
      markdownCell(dep.name, CELL_NAME_MAX),
      markdownCell(dep.version ?? '', 60),
      markdownCell(dep.ecosystem ?? '', 40),
      markdownCell(licenses, CELL_NAME_MAX),
      markdownCell(repository, CELL_NAME_MAX),
      where,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('');
  if (all > rows.length) {
    lines.push(`…and ${plural(all - rows.length, 'more dependency', 'more dependencies')}.`, '');
  }
  return lines;
}

function budgetLines(config: Config): string[] {
  const items: string[] = [];
  items.push(config.failOnSeverity === 'none' ? 'fail-on-severity none' : `fail-on-severity ${config.failOnSeverity}`);
  for (const budget of config.budgets.slice(0, MAX_LIST_ITEMS)) {
    items.push(`${markdownText(budget.key, 40)} ≤ ${count(budget.max)}`);
  }
  if (config.budgets.length > MAX_LIST_ITEMS) items.push(`…and ${count(config.budgets.length - MAX_LIST_ITEMS)} more`);
  items.push(`fail-on-valid-secrets ${config.failOnValidSecrets ? 'on' : 'off'}`);
  return items;
}

function footer(input: SummaryInput): string[] {
  const { config, data } = input;
  const id = `id ${markdownText(data.deploymentId, 40)}`;
  const deployment = data.deploymentName ? `${markdownText(data.deploymentName, CELL_NAME_MAX)} (${id})` : id;
  const scope =
    config.projects === 'all'
      ? 'all projects'
      : config.projects
          .slice(0, MAX_LIST_ITEMS)
          .map((p) => `<code>${markdownText(p, CELL_NAME_MAX)}</code>`)
          .join(', ') + (config.projects.length > MAX_LIST_ITEMS ? `, …and ${count(config.projects.length - MAX_LIST_ITEMS)} more` : '');
  const types = config.findingTypes.map((p) => PRODUCT_LABEL[p]).join(', ') || 'none';
  const filters = input.filters.slice(0, MAX_FILTER_LINES).map((f) => `  - ${markdownText(f, 300)}`);
  if (input.filters.length > MAX_FILTER_LINES) filters.push(`  - …and ${count(input.filters.length - MAX_FILTER_LINES)} more`);
  const run = input.runUrl ? ` · ${markdownLink('this run', input.runUrl)}` : '';

  return [
    '---',
    '',
    `- **Deployment:** ${deployment}`,
    `- **Scope:** ${scope}; finding types: ${types}`,
    ...(filters.length > 0 ? ['- **Filters:**', ...filters] : ['- **Filters:** none']),
    `- **Budgets:** ${budgetLines(config).join('; ')}`,
    `- **Mode:** ${config.mode === 'warn' ? 'warn (a failing verdict does not fail the job)' : 'enforce'}`,
    `- Took ${duration(input.elapsedMs)}, ${plural(input.requests, 'API request', 'API requests')}${run}`,
    '',
  ];
}

function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return 'an unknown time';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Advice for a failed run, from the HTTP status or symptom the message names. */
function errorAdvice(message: string, onApiError: 'fail' | 'warn'): string[] {
  const advice: string[] = [];
  if (/\b401\b|unauthori[sz]ed/i.test(message)) {
    advice.push('Check the `api-token` secret: it is missing, revoked or mistyped (the token needs the Web API scope).');
  }
  if (/\b403\b|forbidden/i.test(message)) {
    advice.push('The token cannot access this deployment: use a token of the same deployment, or fix the `deployment` input.');
  }
  if (/\b404\b|not found/i.test(message)) {
    advice.push('Check the `deployment` and `base-url` inputs: the API did not find what was asked.');
  }
  if (/\b429\b|rate.?limit/i.test(message)) advice.push('The API is rate-limiting: run again later, or less often.');
  if (/\b5\d\d\b|timed? ?out|timeout|ECONNRESET|ENOTFOUND|ECONNREFUSED/i.test(message)) {
    advice.push('This looks transient: re-run the job; raise `timeout-seconds` if the deployment is large.');
  }
  if (advice.length === 0) advice.push('Read the message above: it names the operation and the HTTP status or input at fault.');
  if (onApiError === 'fail') {
    advice.push('Set `on-api-error: warn` to let the job pass while the API is unavailable (the gate then does not check).');
  }
  return advice;
}

/** Joins the lines, cutting at a line boundary before SUMMARY_MAX_BYTES with a note of what was left out. */
function guardSize(lines: string[]): string {
  const text = lines.join('\n') + '\n';
  if (Buffer.byteLength(text, 'utf8') <= SUMMARY_MAX_BYTES) return text;
  const kept: string[] = [];
  let bytes = 0;
  const budget = SUMMARY_MAX_BYTES - 200; // room for the note
  for (const line of lines) {
    const size = Buffer.byteLength(line, 'utf8') + 1;
    if (bytes + size > budget) break;
    kept.push(line);
    bytes += size;
  }
  const left = lines.length - kept.length;
  kept.push('', `_The summary was cut at ${SUMMARY_MAX_BYTES / 1024} KiB: ${plural(left, 'line', 'lines')} left out._`, '');
  return kept.join('\n');
}
