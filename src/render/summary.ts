// The job summary: Markdown for core.summary.addRaw. Pure: it shows the verdict and its reasons,
// it decides nothing. Every list is bounded and every string capped, so it stays far below 1 MiB.

import type { Config } from '../config/index.ts';
import { INPUT_DEFAULTS } from '../config/inputs.ts';
import { MOST_SEVERE_FIRST } from '../domain.ts';
import { severityTotals } from '../gate/counts.ts';
import type { Product, ProjectChange, ProjectTally, Severity, Verdict } from '../gate/types.ts';
import { count, plural, signed } from '../numbers.ts';
import { baselineDate } from './baseline.ts';
import { logLine, markdownCell, markdownLink, markdownText } from './escape.ts';
import { acceptedRiskSection, acceptedSuffix } from './exceptions.ts';
import { firstInOrder } from './order.ts';
import { blockingSection, judgedItem } from './platform-policy.ts';
import { postureSection } from './posture.ts';
import { foreignFindingsSentence } from './reading.ts';
import { foreignSecretsNote, scansSection, scopeNotes } from './scans.ts';
import {
  baselineHeadline,
  CELL_NAME_MAX,
  comparisonOf,
  findingsSection,
  freshShown,
  manyProjects,
  matrix,
  PRODUCT_LABEL,
  passSentence,
  type SummaryInput,
  secretsSection,
} from './sections.ts';

export type { SummaryInput } from './sections.ts';

export const MAX_PROJECT_ROWS = 25;
export const MAX_SECRET_ROWS = 50;
export const MAX_DEPENDENCY_ROWS = 50;
export const MAX_REASONS = 50;
/** Names listed in a sentence of the summary (projects, budgets) before `…and N more`. */
export const MAX_SUMMARY_LIST_ITEMS = 20;
export const MAX_FILTER_LINES = 30;
/** Final guard: GitHub refuses a step summary over 1 MiB. */
export const SUMMARY_MAX_BYTES = 900 * 1024;

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
  const lines = [
    ...headline(input),
    ...blockingSection(input.config, input.data),
    ...postureSection(input.data.trend),
    ...matrix(input),
    ...projects(input),
    ...findingsSection(input.data, input.config, input.verdict, {
      fresh: freshShown(input.verdict),
      withProject: manyProjects(input.verdict),
    }),
    ...acceptedRiskSection(input.verdict),
    ...scansSection(input.data, new Date(input.data.fetchedAt)),
    ...secretsSection(input, {
      heading: '###',
      maxRows: MAX_SECRET_ROWS,
      more: (n) => `…and ${plural(n, 'more confirmed-valid secret', 'more confirmed-valid secrets')}.`,
      details: true,
    }),
    ...dependencies(input),
    ...footer(input),
  ];
  return guardSize(lines);
}

// ---------------------------------------------------------------------------------------------

/** The title, then what a reviewer must not miss (the baseline's headline, the warnings), then the verdict's reasons. */
function headline(input: SummaryInput): string[] {
  const { config, verdict } = input;
  const foreignFindings = foreignFindingsSentence(input.data);
  const warnings = [
    ...baselineHeadline(input),
    ...foreignSecretsNote(input.data),
    ...(foreignFindings === undefined ? [] : [`> ⚠️ ${markdownText(foreignFindings, 1500)}.`, '']),
  ];
  const accepted = acceptedSuffix(verdict);
  if (verdict.result === 'pass') return [`## ✅ findings-gate: pass${accepted}`, '', ...warnings, passSentence(verdict), ''];
  const title =
    config.mode === 'warn'
      ? `## ⚠️ findings-gate: fail${accepted} (warn mode: the job is not failed)`
      : `## ❌ findings-gate: fail${accepted}`;
  if (verdict.reasons.length === 0) return [title, '', ...warnings];
  const lines = [title, '', ...warnings, '### Reasons', ''];
  for (const reason of verdict.reasons.slice(0, MAX_REASONS)) lines.push(`- ${markdownText(reason.text)}`);
  if (verdict.reasons.length > MAX_REASONS) lines.push(`- …and ${count(verdict.reasons.length - MAX_REASONS)} more reasons`);
  lines.push('');
  return lines;
}

interface ProjectRow {
  label: string;
  bySeverity: Record<Severity, number>;
  total: number;
  /** With a baseline: how it moved. */
  change?: { before: Record<Severity, number>; beforeTotal: number; increase: Record<Severity, number>; change: ProjectChange };
}

function projectRow(project: ProjectTally, findingTypes: readonly Product[]): ProjectRow {
  return { label: project.label, ...severityTotals(project.counts, findingTypes) };
}

function changedProjectRow(change: ProjectChange, findingTypes: readonly Product[]): ProjectRow {
  const before = severityTotals(change.before, findingTypes);
  return {
    label: change.label,
    ...severityTotals(change.now, findingTypes),
    change: {
      before: before.bySeverity,
      beforeTotal: before.total,
      increase: severityTotals(change.increase, findingTypes).bySeverity,
      change,
    },
  };
}

/** Worst first: by critical, high, medium, low counts descending, then by label. */
function worstFirst(a: ProjectRow, b: ProjectRow): number {
  for (const severity of MOST_SEVERE_FIRST) {
    const d = b.bySeverity[severity] - a.bySeverity[severity];
    if (d !== 0) return d;
  }
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

/** The projects that got worse first (most new critical, then high, ...), then worst first. */
function worseFirst(a: ProjectRow, b: ProjectRow): number {
  for (const severity of MOST_SEVERE_FIRST) {
    const d = (b.change?.increase[severity] ?? 0) - (a.change?.increase[severity] ?? 0);
    if (d !== 0) return d;
  }
  return worstFirst(a, b);
}

/** A project's name, and what the baseline knew of it. */
function projectName(row: ProjectRow): string {
  const change = row.change?.change;
  if (change?.presence === 'new') return `${markdownCell(row.label)} (new)`;
  if (change?.formerLabel !== undefined) return `${markdownCell(row.label)} (renamed from ${markdownCell(change.formerLabel)})`;
  return markdownCell(row.label);
}

function projects({ config, data, verdict }: SummaryInput): string[] {
  const lines: string[] = [];
  const comparison = comparisonOf(verdict);
  const present = comparison?.projects.filter((p) => p.presence !== 'gone');
  // The findings as counted (less what exceptions accepted): the rows sum to the matrix.
  const judged = verdict.counted.projects;
  const all = present ?? judged;
  if (all.length > 0) {
    // Without a baseline no row has a change, and worse-first is worst-first.
    const rows = firstInOrder(
      present?.map((p) => changedProjectRow(p, config.findingTypes)) ?? judged.map((p) => projectRow(p, config.findingTypes)),
      MAX_PROJECT_ROWS,
      worseFirst,
    );
    lines.push(
      present === undefined ? `### Projects (${count(all.length)})` : `### Projects (${count(all.length)}), worse since the baseline first`,
      '',
    );
    lines.push(`| project | ${MOST_SEVERE_FIRST.join(' | ')} | total |`);
    lines.push(`| --- | ${MOST_SEVERE_FIRST.map(() => '---:').join(' | ')} | ---: |`);
    for (const row of rows) {
      const shown = (n: number, before: number | undefined): string =>
        before === undefined ? count(n) : `${count(n)} (${signed(n - before)})`;
      const counts = MOST_SEVERE_FIRST.map((s) => shown(row.bySeverity[s], row.change?.before[s]));
      lines.push(`| ${projectName(row)} | ${counts.join(' | ')} | ${shown(row.total, row.change?.beforeTotal)} |`);
    }
    lines.push('');
    if (all.length > MAX_PROJECT_ROWS) {
      lines.push(`…and ${plural(all.length - MAX_PROJECT_ROWS, 'more project', 'more projects')}.`, '');
    }
  }
  const gone = comparison?.projects.filter((p) => p.presence === 'gone') ?? [];
  if (gone.length > 0) {
    const names = gone.slice(0, MAX_SUMMARY_LIST_ITEMS).map((p) => `<code>${markdownText(p.label, CELL_NAME_MAX)}</code>`);
    const more = gone.length > MAX_SUMMARY_LIST_ITEMS ? `, …and ${count(gone.length - MAX_SUMMARY_LIST_ITEMS)} more` : '';
    lines.push(`In the baseline but no longer in the report: ${names.join(', ')}${more}.`, '');
  }
  lines.push(...scopeNotes(data));
  return lines;
}

function dependencies({ data, verdict }: SummaryInput): string[] {
  // An accepted dependency is in the Accepted risk section, and in no count or row here.
  const shown = (data.blockedDependencies ?? []).filter((dep) => dep.exception === undefined);
  const all = verdict.counted.blockedDependencies;
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
  for (const budget of config.budgets.slice(0, MAX_SUMMARY_LIST_ITEMS)) {
    items.push(`${markdownText(budget.key, 40)} ≤ ${count(budget.max)}`);
  }
  if (config.budgets.length > MAX_SUMMARY_LIST_ITEMS) items.push(`…and ${count(config.budgets.length - MAX_SUMMARY_LIST_ITEMS)} more`);
  items.push(`fail-on-valid-secrets ${config.failOnValidSecrets ? 'on' : 'off'}`);
  return items;
}

/** The footer's policy item: the organisation's policy file, the commit it was read at, what this repository made stricter. */
function policyItem({ policy }: Config): string[] {
  if (policy === undefined) return [];
  const forge = { repository: 'this repository', github: 'GitHub', gitlab: 'GitLab' }[policy.from];
  const from = policy.apiFrom ?? 'config-api-url';
  const where = policy.api === undefined ? forge : `${forge} at <code>${markdownText(policy.api, 300)}</code>, ${markdownText(from, 64)}`;
  const at = policy.commit === undefined ? '' : ` at commit <code>${markdownText(policy.commit, 64)}</code>`;
  const stricter = policy.tightened.length === 0 ? '' : `; this repository makes stricter: ${policy.tightened.join(', ')}`;
  const below = (policy.belowDefault ?? []).map(
    (item) => `${item.name} ${markdownText(item.value, 200)} (default ${markdownText(item.default, 200)})`,
  );
  const looser = below.length === 0 ? '' : `; ⚠️ looser than the defaults this run was given, which read as unset: ${below.join(', ')}`;
  return [`- **Policy:** <code>${markdownText(policy.file, 300)}</code> (${where})${at}${stricter}${looser}`];
}

/** The footer's baseline item: the file and its date, or that it was not used. */
function baselineItem({ config, verdict }: SummaryInput): string[] {
  const { baseline } = verdict;
  if (baseline === undefined) return [];
  const file = baseline.file === undefined ? 'none' : `<code>${markdownText(baseline.file, 300)}</code>`;
  const judged =
    verdict.gateOn === 'new'
      ? 'gate-on new: fail-on-severity and thresholds judge the new findings'
      : `gate-on ${config.gateOn}: the totals are judged`;
  if (!baseline.used) return [`- **Baseline:** ${file}, not used (see above); ${judged}`];
  return [`- **Baseline:** ${file} of ${baselineDate(baseline.comparison)}; ${judged}`];
}

/** The first items of a list, and how many more. */
function firstOf(items: readonly string[]): string {
  const more = items.length > MAX_SUMMARY_LIST_ITEMS ? `, …and ${count(items.length - MAX_SUMMARY_LIST_ITEMS)} more` : '';
  return items.slice(0, MAX_SUMMARY_LIST_ITEMS).join(', ') + more;
}

/** The projects judged: their names, all of the deployment's, or those project-ids narrows them to (decimal ids). */
function scopeOf(config: SummaryInput['config']): string {
  if (config.projects !== 'all') return firstOf(config.projects.map((p) => `<code>${markdownText(p, CELL_NAME_MAX)}</code>`));
  return config.projectIds.length === 0 ? 'all projects' : `the projects of id ${firstOf(config.projectIds.map(String))} (project-ids)`;
}

function footer(input: SummaryInput): string[] {
  const { config, data } = input;
  const id = `id ${markdownText(data.deploymentId, 40)}`;
  const named = data.deploymentName ? `${markdownText(data.deploymentName, CELL_NAME_MAX)} (${id})` : id;
  // A base-url other than Semgrep's own is named: the verdict is what that server answered.
  const deployment =
    config.baseUrl === INPUT_DEFAULTS['base-url'] ? named : `${named} at <code>${markdownText(config.baseUrl, 300)}</code>`;
  const scope = scopeOf(config);
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
    ...judgedItem(config, data),
    ...policyItem(config),
    ...baselineItem(input),
    `- **Mode:** ${config.mode === 'warn' ? 'warn (a failing verdict does not fail the job)' : 'enforce'}`,
    `- Took ${duration(input.elapsedMs)}, ${plural(input.requests, 'API request', 'API requests')}${run}`,
    '',
  ];
}

export function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return 'an unknown time';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Joins the lines, cutting at a line boundary before SUMMARY_MAX_BYTES with a note of what was left out. */
export function guardSize(lines: string[]): string {
  const text = `${lines.join('\n')}\n`;
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
