// The baseline: the report file of an earlier run, parsed, checked against this run and compared with
// it. Pure: the shell reads the file; here its text becomes counts, or the one reason it is not used.
import { PRODUCTS, SEVERITIES } from '../api/types.ts';
import { computeTotals, emptyMatrix } from './counts.ts';
import type { Config, CountMatrix, GateData, Product, ProjectTally, Totals } from './types.ts';

/** The `format` of the report file, and the version this code writes and reads. */
export const REPORT_FORMAT = 'findings-gate-report';
export const REPORT_FORMAT_VERSION = 1;

/** What two runs must share for their counts to compare: the scope and the report filters. */
export interface CountingBasis {
  projects: string[] | 'all';
  projectIds: string[];
  findingTypes: Product[];
  /** Report filters in API names, each list sorted; `since`/`until` as written (`7d`, or an ISO time). */
  filters: Record<string, string | string[]>;
}

/** An earlier run's counts, as its report file holds them. */
export interface Baseline {
  /** When that run fetched its data (ISO). */
  generatedAt: string;
  deploymentId: string;
  basis: CountingBasis;
  projects: ProjectTally[];
  /** Ids of the open confirmed-valid secrets that run saw. */
  validSecretIds: string[];
}

/** What the shell hands the decision: the file's path and its baseline, or why it could not be read. */
export type LoadedBaseline = { file: string; baseline: Baseline } | { file: string; problem: string };

/** How one project's counts moved since the baseline. */
export interface ProjectChange {
  label: string;
  projectId?: string;
  /** The baseline's name of the project (same id) when it has been renamed since. */
  formerLabel?: string;
  /** `new`: not in the baseline; `gone`: only in the baseline; `both`: in each. */
  presence: 'both' | 'new' | 'gone';
  now: CountMatrix;
  before: CountMatrix;
  /** Per product × severity, how many more than in the baseline; never negative. */
  increase: CountMatrix;
}

/** This run against the baseline. */
export interface BaselineComparison {
  generatedAt: string;
  ageHours: number;
  /** The baseline's totals over the products that count. */
  before: Totals;
  /**
   * The new findings: per project and cell, the rise over the baseline, summed. A fix in one project
   * does not offset a new finding in another, so this can exceed the difference of the totals.
   */
  increase: Totals;
  projects: ProjectChange[];
  /** Ids of the confirmed-valid secrets open now that the baseline did not have. */
  newSecretIds: string[];
}

/** Whether the run used its baseline, and if not, the one reason why. */
export type BaselineUse = { used: true; file: string; comparison: BaselineComparison } | { used: false; file?: string; why: string };

/** The counting basis of a configuration. */
export function countingBasis(
  config: Pick<Config, 'projects' | 'projectIds' | 'findingTypes' | 'reportFilters' | 'timeFilters'>,
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
// Parsing: the text of a report file into a Baseline, or the reason it is not one
// ---------------------------------------------------------------------------------------------

class Unusable extends Error {}

/** What the report file writes (`Date#toISOString`), and offsets: Date.parse alone accepts almost anything. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function field(value: unknown, where: string): Record<string, unknown> {
  if (!isObject(value)) throw new Unusable(`its ${where} is missing or not an object`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new Unusable(`its ${where} is missing or not a string`);
  return value;
}

function texts(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Unusable(`its ${where} is missing or not a list of strings`);
  }
  return value as string[];
}

function matrixOf(value: unknown, where: string): CountMatrix {
  const counts = field(value, where);
  const matrix = emptyMatrix();
  for (const product of PRODUCTS) {
    const row = field(counts[product], `${where}.${product}`);
    for (const severity of SEVERITIES) {
      const n = row[severity];
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
        throw new Unusable(`its ${where}.${product}.${severity} is not a whole number, 0 or more`);
      }
      matrix[product][severity] = n;
    }
  }
  return matrix;
}

function basisOf(value: unknown): CountingBasis {
  const basis = field(value, 'basis');
  const projects = basis.projects === 'all' ? 'all' : texts(basis.projects, 'basis.projects');
  const findingTypes = texts(basis.findingTypes, 'basis.findingTypes');
  if (!findingTypes.every((p) => (PRODUCTS as readonly string[]).includes(p))) {
    throw new Unusable('its basis.findingTypes names an unknown product');
  }
  const filters: Record<string, string | string[]> = {};
  for (const [name, filter] of Object.entries(field(basis.filters, 'basis.filters'))) {
    filters[name] = typeof filter === 'string' ? filter : texts(filter, `basis.filters.${name}`);
  }
  return { projects, projectIds: texts(basis.projectIds, 'basis.projectIds'), findingTypes: findingTypes as Product[], filters };
}

/** Parses the text of a report file; `problem` says, as a clause, why it cannot be a baseline. */
export function parseBaseline(json: string): { baseline: Baseline } | { problem: string } {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch {
    return { problem: 'it is not JSON' };
  }
  try {
    if (!isObject(root)) throw new Unusable('it is not a findings-gate report file');
    if (root.format !== REPORT_FORMAT) {
      throw new Unusable(
        'result' in root && !('format' in root)
          ? 'it was written by an older findings-gate, without a format version: let the baseline job run once with this version'
          : 'it is not a findings-gate report file',
      );
    }
    if (root.formatVersion !== REPORT_FORMAT_VERSION) {
      throw new Unusable(
        `it has format version ${JSON.stringify(root.formatVersion)}, and this findings-gate reads version ${REPORT_FORMAT_VERSION}`,
      );
    }
    if (root.result === 'error') throw new Unusable('its run could not decide (result error), so it holds no counts');
    const generatedAt = text(root.generatedAt, 'generatedAt');
    if (!ISO_TIME.test(generatedAt) || Number.isNaN(Date.parse(generatedAt))) throw new Unusable('its generatedAt is not an ISO date-time');
    const deploymentId = text(field(root.deployment, 'deployment').id, 'deployment.id');
    if (!Array.isArray(root.projects)) throw new Unusable('its projects are missing or not a list');
    const projects = root.projects.map((item, i): ProjectTally => {
      const project = field(item, `projects[${i}]`);
      const tally: ProjectTally = {
        label: text(project.label, `projects[${i}].label`),
        counts: matrixOf(project.counts, `projects[${i}].counts`),
      };
      if (project.projectId !== undefined) tally.projectId = text(project.projectId, `projects[${i}].projectId`);
      return tally;
    });
    return {
      baseline: {
        generatedAt: new Date(generatedAt).toISOString(),
        deploymentId,
        basis: basisOf(root.basis),
        projects,
        validSecretIds: texts(root.validSecretIds, 'validSecretIds'),
      },
    };
  } catch (error) {
    if (error instanceof Unusable) return { problem: error.message };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Checking: is this baseline about the same numbers as this run?
// ---------------------------------------------------------------------------------------------

const API_PREFIX = /^(?:FINDING_[A-Z]+|VERDICT|DEPLOYMENT_STATUS|PUBLIC_EXPOSURE)_(?=[A-Z_]+$)/;
/** A filter's value as the inputs spell it: `FINDING_REACHABILITY_REACHABLE` → `reachable`. */
const word = (value: string): string => (API_PREFIX.test(value) ? value.replace(API_PREFIX, '').toLowerCase().replaceAll('_', '-') : value);
const shown = (value: unknown): string =>
  value === undefined ? 'none' : Array.isArray(value) ? value.map(word).join(', ') || 'none' : word(String(value));
/** A report filter's input name: `ruleIds` → `rule-ids`. */
const inputName = (field: string): string => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

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

/** This run's counts and confirmed-valid secrets against a baseline of the same basis. */
export function compareWithBaseline(
  data: Pick<GateData, 'projects' | 'validSecrets' | 'fetchedAt'>,
  findingTypes: readonly Product[],
  baseline: Baseline,
): BaselineComparison {
  const projects = pairProjects(data.projects, baseline.projects);
  const known = new Set(baseline.validSecretIds);
  const ageMs = Date.parse(data.fetchedAt) - Date.parse(baseline.generatedAt);
  return {
    generatedAt: baseline.generatedAt,
    ageHours: Math.round(ageMs / 360_000) / 10,
    before: computeTotals(baseline.projects, findingTypes),
    increase: computeTotals(
      projects.map((p) => ({ counts: p.increase })),
      findingTypes,
    ),
    projects,
    newSecretIds: data.validSecrets.filter((secret) => !known.has(secret.id)).map((secret) => secret.id),
  };
}

/** Whether this run uses its baseline: compared when it is readable and of the same basis, else the reason. */
export function useBaseline(config: Config, data: GateData, loaded: LoadedBaseline | undefined): BaselineUse | undefined {
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
