// The supply-chain filters teams ask for (sca-reachable-only, sca-fixable-only, sca-min-epss): which
// supply-chain findings count, for the SCA cells only. Reachability is a filter of the report, so those
// counts still come from the report; a fix and an EPSS probability only the list's items carry, so under
// those filters the SCA cells are the list's, read whole. Pure.
import type { ListedFinding } from '../api/types.ts';
import { REPORT_ENUM_FILTERS, SEVERITIES } from '../domain.ts';
import { copyMatrix } from './counts.ts';
import { cellKey } from './findings.ts';
import type { ScaFilters } from './policy-types.ts';
import { projectKey, sharedKeys } from './scope.ts';
import type { GateData, ListedTally, ProjectTally } from './types.ts';

export type { ScaFilters } from './policy-types.ts';

/** The reachabilities `sca-reachable-only` counts, as words. */
export const REACHABLE = ['reachable', 'always-reachable', 'conditionally-reachable'] as const;

/** The report's `reachability` values of the SCA requests under sca-reachable-only: the reachable ones the user's own filter keeps. */
export function reachableReportValues(own: readonly string[] | undefined): string[] {
  const values = REPORT_ENUM_FILTERS.find(({ field }) => field === 'reachability')?.values ?? [];
  const reachable = values.filter(({ word }) => (REACHABLE as readonly string[]).includes(word)).map(({ api }) => api);
  return own === undefined || own.length === 0 ? reachable : reachable.filter((api) => own.includes(api));
}

/** The reachabilities sca-reachable-only leaves out, as words: the documented ones only. */
const NOT_REACHABLE: readonly string[] = ['unreachable', 'no-reachability-analysis'];

/**
 * Whether a supply-chain finding counts under the filters: only a documented unreachable (or
 * no-analysis) reachability leaves it out, so a missing or unknown word counts (the list named it for
 * the reachable exposures; unknown is never safe), as an unknown EPSS does.
 */
export function scaCounts(
  finding: Pick<ListedFinding, 'reachabilityWord' | 'fixRecommendations' | 'epssScore'>,
  filters: ScaFilters | undefined,
): boolean {
  if (filters === undefined) return true;
  if (filters.reachableOnly && finding.reachabilityWord !== undefined && NOT_REACHABLE.includes(finding.reachabilityWord)) return false;
  if (filters.fixableOnly && (finding.fixRecommendations ?? []).length === 0) return false;
  return filters.minEpss === undefined || finding.epssScore === undefined || finding.epssScore >= filters.minEpss;
}

/**
 * Whether the report, asked for the reachabilities `reported` (words; undefined: every one), may count a listed
 * supply-chain finding: one whose reachability is known and outside them, which a list that ignored its `exposures`
 * filter named, is none of the report's, and names none of them before a list-only filter (attack39 T3).
 */
export function reportMayCount(finding: Pick<ListedFinding, 'reachabilityWord'>, reported: ReadonlySet<string> | undefined): boolean {
  return reported === undefined || finding.reachabilityWord === undefined || reported.has(finding.reachabilityWord);
}

/** The filters only the list can apply (the report has no fix and no EPSS filter), by input name. */
export function listOnlyFilters(filters: ScaFilters | undefined): string[] {
  if (filters === undefined) return [];
  return [...(filters.fixableOnly ? ['sca-fixable-only'] : []), ...(filters.minEpss === undefined ? [] : ['sca-min-epss'])];
}

/** The filters in words, as the summary, the report file and the outputs show them; none when none is set. */
export function scaFilterWords(filters: ScaFilters | undefined): string[] {
  if (filters === undefined) return [];
  return [
    ...(filters.reachableOnly ? [`sca-reachable-only: ${REACHABLE.join(', ')}`] : []),
    ...(filters.fixableOnly ? ['sca-fixable-only: with a fix recommendation'] : []),
    ...(filters.minEpss === undefined ? [] : [`sca-min-epss: ${filters.minEpss} (and no EPSS score)`]),
  ];
}

/**
 * Under a filter only the list applies, the SCA cells the gate reads as "the report's" are the list's:
 * each project's SCA counts become what the list, read whole and filtered, names for it (zero where it
 * names none). Every other cell, and a run without such a filter or without the list, is left as it is.
 */
export function withScaFromList<T extends Pick<GateData, 'projects' | 'findings' | 'scope'>>(data: T, filters: ScaFilters | undefined): T {
  const listing = data.findings;
  if (listOnlyFilters(filters).length === 0 || listing?.state !== 'listed') return data;
  // Projects under one key (attack5 F1b): the list cannot say which of them a finding is, so their report counts stand.
  const shared = sharedKeys(data.projects.map((project) => projectKey(project, data.scope)));
  const projects = data.projects.map((project): ProjectTally => {
    const key = projectKey(project, data.scope);
    if (shared.has(key)) return project;
    const counts = copyMatrix(project.counts);
    for (const severity of SEVERITIES) {
      const listed = listedIn(listing.tally, key, severity);
      // Held against the report first, as without the filter: findings the report counts that the list
      // does not name before filtering are not known to pass the filter, so they count (fail closed).
      counts.sca[severity] = listed + unnamed(listing.scaUnfiltered, cellKey(key, 'sca', severity), project.counts.sca[severity]);
    }
    return { ...project, counts };
  });
  return { ...data, projects };
}

/**
 * How many open findings of a cell the report counts that the list does not name before its filter:
 * the report's count is its open ones plus those of the other counted states the list added.
 */
export function unnamed(
  before: { open: Map<string, number>; added: Map<string, number> } | undefined,
  key: string,
  counted: number,
): number {
  if (before === undefined) return 0;
  const reportOpen = counted - (before.added.get(key) ?? 0);
  return Math.max(0, reportOpen - (before.open.get(key) ?? 0));
}

/** The SCA findings the list names in one project's cell of a severity. */
function listedIn(tally: Pick<ListedTally, 'cells'>, key: string, severity: (typeof SEVERITIES)[number]): number {
  return tally.cells.get(cellKey(key, 'sca', severity))?.listed ?? 0;
}
