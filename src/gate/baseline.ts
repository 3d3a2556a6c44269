// The baseline: an earlier run's counts (read by src/report-file/), checked against this run and
// compared with it. Pure: here a baseline becomes the new findings, or the one reason it is not used.

import { filterWord, PRODUCTS, REPORT_FILTER_NAMES, SEVERITIES } from '../domain.ts';
import { count, plural } from '../numbers.ts';
import { computeTotals, emptyMatrix } from './counts.ts';
import type { ListedProduct } from './findings.ts';
import { DEFAULT_STATES } from './platform-policy.ts';
import { judgedCounts, type Reading, type ReadProject, unlisted } from './reading.ts';
import type {
  Baseline,
  BaselineComparison,
  BaselineUse,
  CountedProject,
  CountingBasis,
  CountMatrix,
  GateData,
  GateRules,
  LoadedBaseline,
  Product,
  ProjectChange,
  ProjectTally,
} from './types.ts';

/** The counting basis of a configuration. */
export function countingBasis(
  config: Pick<GateRules, 'projects' | 'projectIds' | 'findingTypes' | 'reportFilters' | 'timeFilters' | 'platform'>,
): CountingBasis {
  // The platform's filters count other findings: a baseline written under others is not compared (each only where it is not the default).
  const filters: Record<string, string | string[]> = platformBasis(config.platform);
  for (const [name, value] of Object.entries(config.reportFilters)) {
    if (Array.isArray(value) && value.length > 0) filters[name] = [...value].sort();
  }
  if (config.timeFilters?.since !== undefined) filters.since = config.timeFilters.since;
  if (config.timeFilters?.until !== undefined) filters.until = config.timeFilters.until;
  return {
    projects: config.projects === 'all' ? 'all' : [...config.projects].sort(),
    projectIds: [...config.projectIds].sort(),
    findingTypes: PRODUCTS.filter((p) => config.findingTypes.includes(p)),
    // The names in code-unit order (no two are the same: a comparator's `<` and `<=` were one); each a key of filters.
    filters: Object.fromEntries(
      Object.keys(filters)
        .sort()
        .map((name) => [name, filters[name] as string | string[]]),
    ),
  };
}

/** The filters of the platform's policy that change what counts, where they are not the default, by input name. */
function platformBasis(platform: GateRules['platform']): Record<string, string | string[]> {
  if (platform === undefined) return {};
  const { sca, countStates } = platform;
  return {
    ...(countStates.join() === DEFAULT_STATES.join() ? {} : { 'count-triage-states': [...countStates].sort() }),
    ...(sca.reachableOnly ? { 'sca-reachable-only': 'true' } : {}),
    ...(sca.fixableOnly ? { 'sca-fixable-only': 'true' } : {}),
    ...(sca.minEpss === undefined ? {} : { 'sca-min-epss': String(sca.minEpss) }),
  };
}

// ---------------------------------------------------------------------------------------------
// Checking: is this baseline about the same numbers as this run?
// ---------------------------------------------------------------------------------------------

/** A basis value as the inputs spell it: `FINDING_REACHABILITY_REACHABLE` → `reachable`; none when empty. */
const shown = (value: unknown): string =>
  value === undefined ? 'none' : Array.isArray(value) ? value.map(filterWord).join(', ') || 'none' : filterWord(String(value));
/** A report filter's input name: `ruleIds` → `rule-ids`. */
const inputName = (field: string): string => REPORT_FILTER_NAMES[field] ?? field;

/** The first way the two bases differ, as a clause; undefined when they are the same. */
function basisDifference(before: CountingBasis, now: CountingBasis): string | undefined {
  const differs = (a: unknown, b: unknown): boolean => JSON.stringify(a) !== JSON.stringify(b);
  const scope: [string, unknown, unknown][] = [
    ['projects', before.projects, now.projects],
    ['project-ids', before.projectIds, now.projectIds],
    ['finding-types', before.findingTypes, now.findingTypes],
  ];
  for (const [name, a, b] of scope) {
    if (differs(a, b)) return `its scope differs: ${name} was ${shown(a)}, this run has ${shown(b)}`;
  }
  const names = [...new Set([...Object.keys(before.filters), ...Object.keys(now.filters)])].sort();
  for (const name of names) {
    const [a, b] = [before.filters[name], now.filters[name]];
    if (differs(a, b)) return `its filters differ: ${inputName(name)} was ${shown(a)}, this run has ${shown(b)}`;
  }
  return undefined;
}

/** Why `baseline` cannot be compared with this run's data, as a clause; undefined when it can. */
export function baselineMismatch(
  baseline: Baseline,
  current: { deploymentId: string; basis: CountingBasis; fetchedAt: string },
): string | undefined {
  if (baseline.deploymentId !== current.deploymentId) {
    return `it is of deployment ${baseline.deploymentId}, and this run is of deployment ${current.deploymentId}`;
  }
  if (Date.parse(baseline.generatedAt) > Date.parse(current.fetchedAt)) {
    return `it was written at ${baseline.generatedAt}, after this run's data (${current.fetchedAt}): a baseline must be older than what it is compared with`;
  }
  return basisDifference(baseline.basis, current.basis) ?? movingWindow(current.basis);
}

/** A `since` or `until` the basis keeps as a duration (`7d`), not a date-time. */
const DURATION_WRITTEN = /^[0-9]+[mhdw]$/;

/**
 * Why a basis whose `since` or `until` is a duration cannot be compared with the baseline's: the same `7d` is another
 * window each run, and the findings list cannot apply it, so "new" is the rise of the counts, in which every finding
 * that left the window hides a new one (attack36 M1: a new high finding passed gate-on new). Undefined otherwise.
 */
function movingWindow(basis: CountingBasis): string | undefined {
  for (const name of ['since', 'until'] as const) {
    const value = basis.filters[name];
    if (typeof value === 'string' && DURATION_WRITTEN.test(value)) {
      return `its ${name} is ${value}, a window that moves with the clock: the baseline counted the findings of another window than this run's, and a finding that left it would hide a new one; set ${name} to a date-time to compare with a baseline`;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Comparing: the counts now against the baseline's
// ---------------------------------------------------------------------------------------------

/**
 * Pairs each project with its baseline entry: by id when both sides have one (so a renamed project is
 * still itself), else by name. Projects only in the baseline come last, without a project of now.
 */
function pairProjects<P extends ProjectTally>(now: readonly P[], before: readonly ProjectTally[]): { now?: P; before?: ProjectTally }[] {
  const byId = new Map<string | undefined, ProjectTally>();
  const byLabel = new Map<string, ProjectTally[]>();
  for (const project of before) {
    // A project without an id is found by its name only: no id is ever the key of two projects.
    if (project.projectId !== undefined) byId.set(project.projectId, project);
    byLabel.set(project.label, [...(byLabel.get(project.label) ?? []), project]);
  }
  // Ids first, for every project, so that a match by name can never take a project another one has by id.
  const matches = now.map((project) => byId.get(project.projectId));
  const paired = new Set(matches);
  const pairs: { now?: P; before?: ProjectTally | undefined }[] = now.map((project, i) => {
    // By name only where one side has no id: two different ids are two projects, whatever their names.
    const match =
      matches[i] ??
      byLabel
        .get(project.label)
        ?.find((candidate) => !paired.has(candidate) && (candidate.projectId === undefined || project.projectId === undefined));
    paired.add(match);
    return { now: project, before: match };
  });
  for (const project of before) if (!paired.has(project)) pairs.push({ before: project });
  return pairs;
}

/**
 * What a list read this run can say of "new", per product: exact where the baseline holds ids and the
 * list was read whole and filtered as the report is; else nothing, and "new" is the rise of the counts.
 */
function exactProducts(reading: Reading, baseline: Baseline): readonly ListedProduct[] {
  return baseline.findingIds === undefined ? [] : reading.compared;
}

/**
 * A project's new findings per cell: at least the rise of its count over the baseline, and, where the
 * list can say, at least the listed findings whose match_based_id the baseline lacks plus the findings
 * the report counts and the list does not name (their ids unknown, each may be new: fail closed, as the
 * deadlines count them of unknown age).
 */
function increaseOf(now: ReadProject | undefined, before: CountMatrix, exact: readonly ListedProduct[]): CountMatrix {
  const increase = emptyMatrix();
  if (now === undefined) return increase;
  for (const product of PRODUCTS) {
    for (const severity of SEVERITIES) {
      const rise = Math.max(0, now.counts[product][severity] - before[product][severity]);
      // The list has no secrets: their cells are never read, and stay the rise of their counts.
      const cell = now.listed.get(`${product}.${severity}`);
      const isExact = cell !== undefined && exact.includes(product as ListedProduct);
      const fresh = isExact ? cell.fresh + unlisted(now, product as ListedProduct, severity) : 0;
      // An excepted finding is not new, where the list can tell which findings are new (exact); elsewhere the rise stands.
      const exceptedFresh = isExact ? (now.excepted.get(`${product}.${severity}`)?.fresh ?? 0) : 0;
      increase[product][severity] = Math.max(0, Math.max(rise, fresh) - exceptedFresh);
    }
  }
  return increase;
}

/** What a baseline's project had open: what its run counted, plus what its exceptions accepted. */
function openBefore(before: CountedProject | undefined): CountMatrix {
  const open = structuredClone(before?.counts ?? emptyMatrix());
  if (before?.accepted === undefined) return open;
  for (const product of PRODUCTS) for (const severity of SEVERITIES) open[product][severity] += before.accepted[product][severity];
  return open;
}

/** The match_based_id of every finding listed, when the run read the list whole and recorded them; else undefined. */
export function completeFindingIds(data: Pick<GateData, 'findings'>): string[] | undefined {
  const listing = data.findings;
  return listing?.state === 'listed' ? listing.tally.recordedIds : undefined;
}

/** Why the new code and supply-chain findings are not exact (each listed finding known or new by its id); undefined when they are. */
export function notExactWhy(data: Pick<GateData, 'findings'>, reading: Reading, baseline: Baseline): string | undefined {
  if (baseline.findingIds === undefined)
    return "the baseline holds no finding ids (an older findings-gate, a pull or merge request's run under record-finding-ids: auto, a list it did not read whole, or more ids than it records: the file's findingIdsWhyNot says which)";
  const listing = data.findings;
  if (listing?.state !== 'listed') return 'this run did not list the findings';
  const unapplied = [...new Set(Object.values(reading.unapplied).flat())];
  if (unapplied.length > 0) {
    return `the findings list cannot apply ${unapplied.join(', ')} as the report does, so those products' new findings are the rise of the counts`;
  }
  const { tally } = listing;
  const missed: string[] = [];
  if (tally.withoutId > 0)
    missed.push(`${plural(tally.withoutId, 'listed finding has', 'listed findings have')} no match_based_id (counted as new)`);
  if (tally.duplicateIds > 0)
    missed.push(`${plural(tally.duplicateIds, 'listed finding repeats', 'listed findings repeat')} a match_based_id`);
  if (tally.unreadableSeverity > 0)
    missed.push(`${plural(tally.unreadableSeverity, 'listed finding has', 'listed findings have')} a severity the gate cannot read`);
  if (reading.differences.length > 0) {
    const notNamed = unlistedOf(reading);
    const counted = notNamed > 0 ? ` (${count(notNamed)} counted by the report but not listed, counted as new)` : '';
    missed.push(`the report and the list disagree in ${plural(reading.differences.length, 'cell', 'cells')}${counted}`);
  }
  if (missed.length === 0) return undefined;
  return `${missed.join('; ')}: in each cell, new findings are the rise of the count, or the listed ids the baseline lacks and the findings the list does not name, whichever is more`;
}

/** The findings the report counts and the list, read whole, does not name, over the products it can compare: each counted as new. */
function unlistedOf(reading: Reading): number {
  let sum = 0;
  for (const project of reading.projects) {
    for (const product of reading.compared) for (const severity of SEVERITIES) sum += unlisted(project, product, severity);
  }
  return sum;
}

/** This run's counts and confirmed-valid secrets against a baseline of the same basis. */
export function compareWithBaseline(
  data: Pick<GateData, 'validSecrets' | 'fetchedAt' | 'findings'>,
  reading: Reading,
  findingTypes: readonly Product[],
  baseline: Baseline,
): BaselineComparison {
  const exact = exactProducts(reading, baseline);
  const projects = pairProjects(reading.projects, baseline.projects).map(({ now, before }): ProjectChange => {
    const shown = (now ?? before) as ProjectTally;
    return {
      label: shown.label,
      ...(shown.projectId !== undefined ? { projectId: shown.projectId } : {}),
      ...(now !== undefined && before !== undefined && before.label !== now.label ? { formerLabel: before.label } : {}),
      presence: now === undefined ? 'gone' : before === undefined ? 'new' : 'both',
      // What each run counted: the difference a reader sees. A rise is judged on what was open, accepted or not.
      now: now === undefined ? emptyMatrix() : judgedCounts(now),
      before: before?.counts ?? emptyMatrix(),
      increase: increaseOf(now, openBefore(before), exact),
    };
  });
  const known = new Set(baseline.validSecretIds);
  const ageMs = Date.parse(data.fetchedAt) - Date.parse(baseline.generatedAt);
  const why = notExactWhy(data, reading, baseline);
  return {
    generatedAt: baseline.generatedAt,
    ageHours: Math.round(ageMs / 360_000) / 10,
    before: computeTotals(baseline.projects, findingTypes),
    increase: computeTotals(
      projects.map((p) => ({ counts: p.increase })),
      findingTypes,
    ),
    projects,
    // An excepted secret is never new.
    newSecretIds: data.validSecrets.filter((secret) => !known.has(secret.id) && secret.exception === undefined).map((secret) => secret.id),
    exact: why === undefined,
    freshListed: exact.length > 0,
    ...(why === undefined ? {} : { countDeltasWhy: why }),
  };
}

/** Whether this run uses its baseline: compared when it is readable and of the same basis, else the reason. */
export function useBaseline(
  config: GateRules,
  data: GateData,
  reading: Reading,
  loaded: LoadedBaseline | undefined,
): BaselineUse | undefined {
  if (loaded === undefined) {
    return config.gateOn === 'new' ? { used: false, why: 'gate-on is new, but baseline-file is empty' } : undefined;
  }
  if ('problem' in loaded) return { used: false, file: loaded.file, why: loaded.problem };
  const why = baselineMismatch(loaded.baseline, {
    deploymentId: data.deploymentId,
    basis: countingBasis(config),
    fetchedAt: data.fetchedAt,
  });
  if (why !== undefined) return { used: false, file: loaded.file, why };
  return { used: true, file: loaded.file, comparison: compareWithBaseline(data, reading, config.findingTypes, loaded.baseline) };
}
