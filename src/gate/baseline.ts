// The baseline: an earlier run's counts (read by src/report-file/), checked against this run and
// compared with it. Pure: here a baseline becomes the new findings, or the one reason it is not used.
import { filterWord, REPORT_FILTER_NAMES } from '../api/enums.ts';
import { PRODUCTS, SEVERITIES } from '../api/types.ts';
import { computeTotals, emptyMatrix } from './counts.ts';
import type {
  Baseline,
  BaselineComparison,
  BaselineUse,
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
  config: Pick<GateRules, 'projects' | 'projectIds' | 'findingTypes' | 'reportFilters' | 'timeFilters'>,
): CountingBasis {
  const filters: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(config.reportFilters)) {
    if (Array.isArray(value) && value.length > 0) filters[name] = [...value].sort();
  }
  if (config.timeFilters?.since !== undefined) filters.since = config.timeFilters.since;
  if (config.timeFilters?.until !== undefined) filters.until = config.timeFilters.until;
  return {
    projects: config.projects === 'all' ? 'all' : [...config.projects].sort(),
    projectIds: [...config.projectIds].sort(),
    findingTypes: PRODUCTS.filter((p) => config.findingTypes.includes(p)),
    filters: Object.fromEntries(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1))),
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
  return basisDifference(baseline.basis, current.basis);
}

// ---------------------------------------------------------------------------------------------
// Comparing: the counts now against the baseline's
// ---------------------------------------------------------------------------------------------

function increaseOf(now: CountMatrix, before: CountMatrix): CountMatrix {
  const increase = emptyMatrix();
  for (const product of PRODUCTS) {
    for (const severity of SEVERITIES) increase[product][severity] = Math.max(0, now[product][severity] - before[product][severity]);
  }
  return increase;
}

/**
 * Pairs each project with its baseline entry: by id when both sides have one (so a renamed project is
 * still itself), else by name. Projects only in the baseline come last, as `gone`.
 */
function pairProjects(now: readonly ProjectTally[], before: readonly ProjectTally[]): ProjectChange[] {
  const byId = new Map<string, ProjectTally>();
  const byLabel = new Map<string, ProjectTally[]>();
  for (const project of before) {
    if (project.projectId !== undefined) byId.set(project.projectId, project);
    byLabel.set(project.label, [...(byLabel.get(project.label) ?? []), project]);
  }
  // Ids first, for every project, so that a match by name can never take a project another one has by id.
  const matches = now.map((project) => (project.projectId !== undefined ? byId.get(project.projectId) : undefined));
  const paired = new Set(matches.filter((match) => match !== undefined));
  const changes = now.map((project, i): ProjectChange => {
    let match = matches[i];
    // By name only where one side has no id: two different ids are two projects, whatever their names.
    match ??= byLabel
      .get(project.label)
      ?.find((candidate) => !paired.has(candidate) && (candidate.projectId === undefined || project.projectId === undefined));
    if (match !== undefined) paired.add(match);
    const beforeCounts = match?.counts ?? emptyMatrix();
    return {
      label: project.label,
      ...(project.projectId !== undefined ? { projectId: project.projectId } : {}),
      ...(match !== undefined && match.label !== project.label ? { formerLabel: match.label } : {}),
      presence: match === undefined ? 'new' : 'both',
      now: project.counts,
      before: beforeCounts,
      increase: increaseOf(project.counts, beforeCounts),
    };
  });
  for (const project of before) {
    if (paired.has(project)) continue;
    changes.push({
      label: project.label,
      ...(project.projectId !== undefined ? { projectId: project.projectId } : {}),
      presence: 'gone',
      now: emptyMatrix(),
      before: project.counts,
      increase: emptyMatrix(),
    });
  }
  return changes;
}

/**
 * The match_based_id of every finding listed, when the list was read whole and each has one; else
 * undefined (a list cut at its cap, or not read, cannot say which findings are new).
 */
export function completeFindingIds(data: Pick<GateData, 'findings'>): string[] | undefined {
  const listing = data.findings;
  if (listing?.state !== 'listed' || listing.count !== listing.findings.length) return undefined;
  const ids = listing.findings.map((finding) => finding.matchBasedId);
  return ids.every((id) => id !== undefined) ? (ids as string[]) : undefined;
}

/** Why the new findings of this comparison are count deltas; undefined when they can be exact. */
function countDeltasWhy(data: Pick<GateData, 'findings'>, baseline: Baseline): string | undefined {
  if (baseline.findingIds === undefined)
    return 'the baseline holds no finding ids (an older findings-gate, or a list it did not read whole)';
  if (data.findings?.state !== 'listed') return 'this run did not list the findings';
  if (completeFindingIds(data) === undefined) return 'this run could not list every finding with its id (the list is cut at 10,000)';
  return undefined;
}

/** The new code and supply-chain findings by id, as a matrix; the secrets row stays the count deltas. */
function exactIncrease(data: Pick<GateData, 'findings'>, baseline: Baseline, deltas: CountMatrix): { matrix: CountMatrix; ids: string[] } {
  const known = new Set(baseline.findingIds);
  const matrix = emptyMatrix();
  matrix.secrets = { ...deltas.secrets };
  const ids: string[] = [];
  for (const finding of data.findings?.state === 'listed' ? data.findings.findings : []) {
    if (finding.matchBasedId === undefined || known.has(finding.matchBasedId)) continue;
    const severity = SEVERITIES.find((s) => s === finding.severity);
    if (severity === undefined) continue;
    matrix[finding.issueType === 'sca' ? 'sca' : 'code'][severity] += 1;
    ids.push(finding.matchBasedId);
  }
  return { matrix, ids };
}

/** This run's counts and confirmed-valid secrets against a baseline of the same basis. */
export function compareWithBaseline(
  data: Pick<GateData, 'projects' | 'validSecrets' | 'fetchedAt' | 'findings'>,
  findingTypes: readonly Product[],
  baseline: Baseline,
): BaselineComparison {
  const projects = pairProjects(data.projects, baseline.projects);
  const known = new Set(baseline.validSecretIds);
  const ageMs = Date.parse(data.fetchedAt) - Date.parse(baseline.generatedAt);
  const deltas = computeTotals(
    projects.map((p) => ({ counts: p.increase })),
    findingTypes,
  );
  const why = countDeltasWhy(data, baseline);
  const exact = why === undefined ? exactIncrease(data, baseline, deltas.matrix) : undefined;
  return {
    generatedAt: baseline.generatedAt,
    ageHours: Math.round(ageMs / 360_000) / 10,
    before: computeTotals(baseline.projects, findingTypes),
    increase: exact === undefined ? deltas : computeTotals([{ counts: exact.matrix }], findingTypes),
    projects,
    newSecretIds: data.validSecrets.filter((secret) => !known.has(secret.id)).map((secret) => secret.id),
    exact: exact !== undefined,
    ...(why === undefined ? {} : { countDeltasWhy: why }),
    ...(exact === undefined ? {} : { newFindingIds: exact.ids }),
  };
}

/** Whether this run uses its baseline: compared when it is readable and of the same basis, else the reason. */
export function useBaseline(config: GateRules, data: GateData, loaded: LoadedBaseline | undefined): BaselineUse | undefined {
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
  return { used: true, file: loaded.file, comparison: compareWithBaseline(data, config.findingTypes, loaded.baseline) };
}
