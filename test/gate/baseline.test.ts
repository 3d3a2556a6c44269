// The baseline, as a specification: the report file of an earlier run read back as counts, checked
// against this run (same deployment, older data, same counting basis) and compared with it.
import { describe, expect, it } from 'vitest';
import { PRODUCTS, SEVERITIES } from '../../src/api/types.ts';
import { type Config, parseConfig } from '../../src/config/index.ts';
import {
  baselineMismatch,
  compareWithBaseline as compareReading,
  completeFindingIds,
  countingBasis,
  useBaseline as useReading,
} from '../../src/gate/baseline.ts';
import { computeTotals, copyMatrix, emptyMatrix, severityTotals } from '../../src/gate/counts.ts';
import { evaluate } from '../../src/gate/evaluate.ts';
import { readingOf } from '../../src/gate/reading.ts';
import type { Baseline, GateData, LoadedBaseline, Product, ProjectTally } from '../../src/gate/types.ts';
import { ciContext } from '../../src/host/detect.ts';
import { parseBaseline } from '../../src/report-file/read.ts';
import { errorReport, verdictReport } from '../../src/report-file/write.ts';
import { type Cell, gateDataOf, listedOf, listingOf, matrixOf, tallyOf } from '../support/builders.ts';
import { configOf, FETCHED_AT, validSecretOf } from '../support/fixtures.ts';

/** The comparison of a run whose findings were not listed: its reading is the report's counts. */
const compareWithBaseline = (data: GateData, findingTypes: Product[], baseline: Baseline) =>
  compareReading(data, readingOf(data, { findingTypes }), findingTypes, baseline);
/** useBaseline of a run whose reading is made from its data, as evaluate makes it. */
const useBaseline = (config: Config, data: GateData, loaded: LoadedBaseline | undefined) =>
  useReading(config, data, readingOf(data, config), loaded);

const matrix = matrixOf;
const tally = tallyOf;

/** This run's data: deployment 1234, fetched at FETCHED_AT. */
function dataOf(projects: ProjectTally[], validSecretIds: string[] = [], overrides: Partial<GateData> = {}): GateData {
  return gateDataOf({ deploymentName: 'acme', projects, validSecrets: validSecretIds.map((id) => validSecretOf({ id })), ...overrides });
}

/** 31.5 hours before FETCHED_AT (2026-11-23T12:00:00.000Z). */
const DAY_BEFORE = '2026-11-22T04:30:00.000Z';

/** A baseline of deployment 1234 written at DAY_BEFORE, with the basis of the default config. */
function baselineOf(projects: ProjectTally[], overrides: Partial<Baseline> = {}): Baseline {
  return {
    generatedAt: DAY_BEFORE,
    deploymentId: '1234',
    basis: countingBasis(configOf()),
    projects,
    validSecretIds: [],
    ...overrides,
  };
}

const FACTS = { elapsedMs: 1200, requests: 5, filters: [] };

/** The text of the report file a run with `config` and `data` writes. */
function reportText(config: Config, data: GateData, loaded?: LoadedBaseline): string {
  return JSON.stringify(verdictReport(config, data, evaluate(config, data, loaded), FACTS), null, 2);
}

// ---------------------------------------------------------------------------------------------
// The report file read back as a baseline
// ---------------------------------------------------------------------------------------------

describe('a report file read back as a baseline', () => {
  const config = configOf({
    projects: ['acme/web', 'acme/api'],
    projectIds: ['7', '42'],
    findingTypes: ['sca', 'code'],
    reportFilters: {
      timePeriod: { since: '2026-11-16T12:00:00.000Z' },
      reachability: ['REACHABLE', 'ALWAYS_REACHABLE'],
      tags: [],
    },
    timeFilters: { since: '7d' },
  });
  const full = (offset: number): Partial<Record<Cell, number>> =>
    Object.fromEntries(PRODUCTS.flatMap((p, i) => SEVERITIES.map((s, j): [Cell, number] => [`${p}.${s}`, offset + i * 4 + j])));
  const data = dataOf(
    [tally('acme/api', full(1), '7'), tally('acme/web', full(100), '42'), tally('legacy', { 'secrets.critical': 3 })],
    ['s-1', 's-2'],
  );

  it('gives back the time, deployment, basis, every project with its full matrix, and the valid secret ids', () => {
    expect(parseBaseline(reportText(config, data))).toEqual({
      baseline: {
        generatedAt: FETCHED_AT,
        deploymentId: '1234',
        basis: {
          projects: ['acme/api', 'acme/web'],
          projectIds: ['42', '7'],
          findingTypes: ['code', 'sca'],
          filters: { reachability: ['ALWAYS_REACHABLE', 'REACHABLE'], since: '7d' },
        },
        projects: [
          {
            label: 'acme/api',
            projectId: '7',
            counts: {
              code: { low: 1, medium: 2, high: 3, critical: 4 },
              sca: { low: 5, medium: 6, high: 7, critical: 8 },
              secrets: { low: 9, medium: 10, high: 11, critical: 12 },
            },
          },
          {
            label: 'acme/web',
            projectId: '42',
            counts: {
              code: { low: 100, medium: 101, high: 102, critical: 103 },
              sca: { low: 104, medium: 105, high: 106, critical: 107 },
              secrets: { low: 108, medium: 109, high: 110, critical: 111 },
            },
          },
          { label: 'legacy', counts: matrix({ 'secrets.critical': 3 }) },
        ],
        validSecretIds: ['s-1', 's-2'],
      },
    });
  });

  it('holds the basis countingBasis gives for the config of the run that wrote it', () => {
    const parsed = parseBaseline(reportText(config, data));
    expect('baseline' in parsed && parsed.baseline.basis).toEqual(countingBasis(config));
  });

  it('is a baseline again when the run that wrote it used a baseline itself', () => {
    const loaded: LoadedBaseline = { file: 'baseline.json', baseline: { ...baselineOf([]), basis: countingBasis(config) } };
    const parsed = parseBaseline(reportText(config, data, loaded));
    expect('baseline' in parsed && parsed.baseline.projects).toEqual(data.projects);
  });

  it('reads a run of the whole deployment with no filters: projects all, filters empty', () => {
    const parsed = parseBaseline(reportText(configOf(), dataOf([])));
    expect(parsed).toEqual({
      baseline: {
        generatedAt: FETCHED_AT,
        deploymentId: '1234',
        basis: { projects: 'all', projectIds: [], findingTypes: ['code', 'sca', 'secrets'], filters: {} },
        projects: [],
        validSecretIds: [],
      },
    });
  });

  it('reads a generatedAt with an offset as its UTC ISO time', () => {
    const report = JSON.parse(reportText(configOf(), dataOf([])));
    report.generatedAt = '2026-11-22T14:00:00+02:00';
    const parsed = parseBaseline(JSON.stringify(report));
    expect('baseline' in parsed && parsed.baseline.generatedAt).toBe('2026-11-22T12:00:00.000Z');
  });
});

// ---------------------------------------------------------------------------------------------
// Why a file is not a baseline
// ---------------------------------------------------------------------------------------------

describe('parseBaseline refuses, with the reason as a clause', () => {
  const DELETE = Symbol('delete');

  /** The problem parseBaseline gives for a valid report file with the value at `path` replaced (or deleted). */
  function problemWith(path: (string | number)[], value: unknown): string | undefined {
    const report: unknown = JSON.parse(
      reportText(configOf(), dataOf([tally('acme/api', { 'code.high': 1 }, '7'), tally('acme/web', { 'sca.low': 2 }, '8')], ['s-1'])),
    );
    let parent = report as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = path.at(-1) as string | number;
    if (value === DELETE) delete parent[last];
    else parent[last] = value;
    const parsed = parseBaseline(JSON.stringify(report));
    return 'problem' in parsed ? parsed.problem : undefined;
  }

  it('accepts the unedited report file (the base of the cases below)', () => {
    expect(problemWith(['mode'], 'enforce')).toBeUndefined();
  });

  it('text that is not JSON', () => {
    for (const text of ['', '{"format": ', 'findings-gate-report', '{format: 1}']) {
      expect(parseBaseline(text)).toEqual({ problem: 'it is not JSON' });
    }
  });

  it('JSON that is not an object', () => {
    for (const text of ['[]', 'null', '42', '"findings-gate-report"', 'true']) {
      expect(parseBaseline(text)).toEqual({ problem: 'it is not a findings-gate report file' });
    }
  });

  it('another JSON file, such as a package.json', () => {
    const packageJson = JSON.stringify({ name: 'findings-gate', version: '0.1.0', type: 'module', scripts: { test: 'vitest run' } });
    expect(parseBaseline(packageJson)).toEqual({ problem: 'it is not a findings-gate report file' });
    expect(problemWith(['format'], 'semgrep-report')).toBe('it is not a findings-gate report file');
  });

  it('an older report file: a result but no format', () => {
    const older = JSON.stringify({ result: 'pass', counts: { total: 0 }, reasons: [], deploymentId: '1234' });
    expect(parseBaseline(older)).toEqual({
      problem: 'it was written by an older findings-gate, without a format version: let the baseline job run once with this version',
    });
  });

  it('another format version', () => {
    expect(problemWith(['formatVersion'], 3)).toBe('it has format version 3, and this findings-gate reads versions 1 and 2');
    expect(problemWith(['formatVersion'], '1')).toBe('it has format version "1", and this findings-gate reads versions 1 and 2');
  });

  it('the report of a run that could not decide (result error)', () => {
    const report = errorReport({
      message: 'HTTP 503',
      operation: 'report',
      deploymentId: '1234',
      generatedAt: DAY_BEFORE,
      elapsedMs: 9,
      requests: 3,
    });
    expect(parseBaseline(JSON.stringify(report))).toEqual({ problem: 'its run could not decide (result error), so it holds no counts' });
  });

  it('a missing or invalid generatedAt', () => {
    expect(problemWith(['generatedAt'], DELETE)).toBe('its generatedAt is missing or not a string');
    expect(problemWith(['generatedAt'], '')).toBe('its generatedAt is missing or not a string');
    expect(problemWith(['generatedAt'], 1763900000000)).toBe('its generatedAt is missing or not a string');
    expect(problemWith(['generatedAt'], 'yesterday')).toBe('its generatedAt is not an ISO date-time');
    // Date.parse would read "1" as 2001-01-01: only an ISO date-time is a time.
    expect(problemWith(['generatedAt'], '1')).toBe('its generatedAt is not an ISO date-time');
    expect(problemWith(['generatedAt'], '2026-11-20')).toBe('its generatedAt is not an ISO date-time');
  });

  it('a missing deployment or deployment id', () => {
    expect(problemWith(['deployment'], DELETE)).toBe('its deployment is missing or not an object');
    expect(problemWith(['deployment', 'id'], DELETE)).toBe('its deployment.id is missing or not a string');
    expect(problemWith(['deployment', 'id'], 1234)).toBe('its deployment.id is missing or not a string');
  });

  it('projects that are not a list, or a project without a label', () => {
    expect(problemWith(['projects'], { 'acme/api': 1 })).toBe('its projects are missing or not a list');
    expect(problemWith(['projects', 1, 'label'], DELETE)).toBe('its projects[1].label is missing or not a string');
    expect(problemWith(['projects', 1], 'acme/web')).toBe('its projects[1] is missing or not an object');
  });

  it('a count that is negative, fractional, a string or missing, naming its path', () => {
    for (const bad of [-1, 1.5, '3', null, DELETE]) {
      expect(problemWith(['projects', 0, 'counts', 'sca', 'high'], bad)).toBe(
        'its projects[0].counts.sca.high is not a whole number, 0 or more',
      );
    }
    expect(problemWith(['projects', 1, 'counts', 'secrets', 'critical'], 2 ** 53)).toBe(
      'its projects[1].counts.secrets.critical is not a whole number, 0 or more',
    );
  });

  it('a missing row or matrix of counts', () => {
    expect(problemWith(['projects', 0, 'counts', 'secrets'], DELETE)).toBe('its projects[0].counts.secrets is missing or not an object');
    expect(problemWith(['projects', 1, 'counts'], [])).toBe('its projects[1].counts is missing or not an object');
  });

  it('a project id that is not a string', () => {
    expect(problemWith(['projects', 0, 'projectId'], 7)).toBe('its projects[0].projectId is missing or not a string');
  });

  it('valid secret ids that are not strings, or missing', () => {
    expect(problemWith(['validSecretIds'], [1, 2])).toBe('its validSecretIds is missing or not a list of strings');
    expect(problemWith(['validSecretIds'], DELETE)).toBe('its validSecretIds is missing or not a list of strings');
  });

  it('a basis that is missing, or names an unknown product or a filter that is not text', () => {
    expect(problemWith(['basis'], DELETE)).toBe('its basis is missing or not an object');
    expect(problemWith(['basis', 'findingTypes'], ['code', 'iac'])).toBe('its basis.findingTypes names an unknown product');
    expect(problemWith(['basis', 'projects'], 'acme/api')).toBe('its basis.projects is missing or not a list of strings');
    expect(problemWith(['basis', 'filters'], { reachability: [1] })).toBe(
      'its basis.filters.reachability is missing or not a list of strings',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The counting basis
// ---------------------------------------------------------------------------------------------

describe('countingBasis', () => {
  it('is the whole deployment, every product and no filters for the defaults', () => {
    expect(countingBasis(configOf())).toEqual({ projects: 'all', projectIds: [], findingTypes: ['code', 'sca', 'secrets'], filters: {} });
  });

  it('sorts the projects, project ids and filter values, so their order does not matter', () => {
    const one = countingBasis(
      configOf({ projects: ['b', 'a', 'c'], projectIds: ['9', '10'], reportFilters: { tags: ['z', 'x'], confidence: ['HIGH', 'LOW'] } }),
    );
    const other = countingBasis(
      configOf({ projects: ['c', 'b', 'a'], projectIds: ['10', '9'], reportFilters: { confidence: ['LOW', 'HIGH'], tags: ['x', 'z'] } }),
    );
    expect(one).toEqual(other);
    expect(JSON.stringify(one)).toBe(JSON.stringify(other));
    expect(one).toEqual({
      projects: ['a', 'b', 'c'],
      projectIds: ['10', '9'],
      findingTypes: ['code', 'sca', 'secrets'],
      filters: { confidence: ['HIGH', 'LOW'], tags: ['x', 'z'] },
    });
  });

  it('does not depend on the order or repetition of list inputs (parseConfig drops duplicates)', () => {
    const now = new Date(FETCHED_AT);
    const env = { SEMGREP_APP_TOKEN: 'sgp_token123', GITHUB_REPOSITORY: 'acme/api' };
    const basisOf = (inputs: Record<string, string>) => countingBasis(parseConfig(inputs, env, now, ciContext('github', env)));
    expect(basisOf({ projects: 'acme/web,acme/api,acme/web', reachability: 'reachable,unreachable,reachable', tags: 'b,a,b' })).toEqual(
      basisOf({ projects: 'acme/api,acme/web', reachability: 'unreachable,reachable', tags: 'a,b' }),
    );
  });

  it('keeps projects all apart from a list', () => {
    expect(countingBasis(configOf({ projects: 'all' })).projects).toBe('all');
    expect(countingBasis(configOf({ projects: ['acme/api'] })).projects).toEqual(['acme/api']);
  });

  it('lists finding types in the order code, sca, secrets', () => {
    expect(countingBasis(configOf({ findingTypes: ['secrets', 'code'] })).findingTypes).toEqual(['code', 'secrets']);
    expect(countingBasis(configOf({ findingTypes: ['secrets', 'sca', 'code'] })).findingTypes).toEqual(['code', 'sca', 'secrets']);
  });

  it('takes since and until as written from timeFilters, not the ISO period sent to the API', () => {
    const config = configOf({
      reportFilters: { timePeriod: { since: '2026-11-16T12:00:00.000Z', until: '2026-11-20T00:00:00.000Z' } },
      timeFilters: { since: '7d', until: '2026-11-20T00:00:00.000Z' },
    });
    expect(countingBasis(config).filters).toEqual({ since: '7d', until: '2026-11-20T00:00:00.000Z' });
    expect(countingBasis(configOf({ timeFilters: { until: '12h' } })).filters).toEqual({ until: '12h' });
  });

  it("holds the platform's filters that change what counts, where they are not the default, by input name", () => {
    const platform = configOf().platform as NonNullable<Config['platform']>;
    expect(countingBasis(configOf({ platform: { ...platform, failOnBlocking: true, failOnMalicious: false } })).filters).toEqual({});
    expect(countingBasis(configOf({ platform: undefined })).filters).toEqual({});
    const changed = countingBasis(
      configOf({
        platform: { ...platform, countStates: ['reviewing', 'open'], sca: { reachableOnly: true, fixableOnly: true, minEpss: 0.25 } },
      }),
    );
    expect(changed.filters).toEqual({
      'count-triage-states': ['open', 'reviewing'],
      'sca-fixable-only': 'true',
      'sca-min-epss': '0.25',
      'sca-reachable-only': 'true',
    });
    expect(Object.keys(changed.filters)).toEqual(['count-triage-states', 'sca-fixable-only', 'sca-min-epss', 'sca-reachable-only']);
    // Each alone, and an EPSS floor of 0 is a floor.
    const one = (sca: Partial<NonNullable<Config['platform']>['sca']>) =>
      countingBasis(configOf({ platform: { ...platform, sca: { ...platform.sca, ...sca } } })).filters;
    expect(one({ reachableOnly: true })).toEqual({ 'sca-reachable-only': 'true' });
    expect(one({ fixableOnly: true })).toEqual({ 'sca-fixable-only': 'true' });
    expect(one({ minEpss: 0 })).toEqual({ 'sca-min-epss': '0' });
  });

  it('omits empty filter lists and sorts the filter names', () => {
    const basis = countingBasis(
      configOf({ reportFilters: { tags: ['t'], confidence: [], reachability: ['REACHABLE'], teams: [] }, timeFilters: { since: '30d' } }),
    );
    expect(basis.filters).toEqual({ reachability: ['REACHABLE'], since: '30d', tags: ['t'] });
    expect(Object.keys(basis.filters)).toEqual(['reachability', 'since', 'tags']);
  });
});

// ---------------------------------------------------------------------------------------------
// Whether a baseline is about the same numbers as this run
// ---------------------------------------------------------------------------------------------

describe('baselineMismatch', () => {
  const basis = countingBasis(configOf());
  const current = { deploymentId: '1234', basis, fetchedAt: FETCHED_AT };
  const baseline = baselineOf([]);
  /** The mismatch between a baseline of `before` and a run of `now`, all else equal. */
  const basisMismatch = (before: Partial<Config>, now: Partial<Config>) =>
    baselineMismatch(baselineOf([], { basis: countingBasis(configOf(before)) }), { ...current, basis: countingBasis(configOf(now)) });

  it('accepts a baseline of the same deployment and basis, written earlier', () => {
    expect(baselineMismatch(baseline, current)).toBeUndefined();
  });

  it('refuses a baseline of another deployment, naming both', () => {
    expect(baselineMismatch(baseline, { ...current, deploymentId: '5678' })).toBe(
      'it is of deployment 1234, and this run is of deployment 5678',
    );
  });

  it('refuses a baseline newer than this run’s data', () => {
    expect(baselineMismatch(baselineOf([], { generatedAt: '2026-11-23T12:00:00.001Z' }), current)).toBe(
      "it was written at 2026-11-23T12:00:00.001Z, after this run's data (2026-11-23T12:00:00.000Z): a baseline must be older than what it is compared with",
    );
  });

  it('refuses a baseline from the future', () => {
    expect(baselineMismatch(baselineOf([], { generatedAt: '2099-01-01T00:00:00.000Z' }), current)).toBe(
      "it was written at 2099-01-01T00:00:00.000Z, after this run's data (2026-11-23T12:00:00.000Z): a baseline must be older than what it is compared with",
    );
  });

  it('accepts a baseline written at the very time of this run’s data', () => {
    expect(baselineMismatch(baselineOf([], { generatedAt: FETCHED_AT }), current)).toBeUndefined();
  });

  it('refuses another projects scope, naming projects', () => {
    expect(basisMismatch({ projects: 'all' }, { projects: ['acme/api'] })).toBe(
      'its scope differs: projects was all, this run has acme/api',
    );
    expect(basisMismatch({ projects: ['acme/web', 'acme/api'] }, { projects: ['acme/api'] })).toBe(
      'its scope differs: projects was acme/api, acme/web, this run has acme/api',
    );
  });

  it('accepts the same projects listed in another order', () => {
    expect(basisMismatch({ projects: ['acme/web', 'acme/api'] }, { projects: ['acme/api', 'acme/web'] })).toBeUndefined();
  });

  it('refuses other project ids, naming project-ids', () => {
    expect(basisMismatch({ projectIds: [] }, { projectIds: ['7'] })).toBe('its scope differs: project-ids was none, this run has 7');
  });

  it('refuses other finding types, naming finding-types', () => {
    expect(basisMismatch({}, { findingTypes: ['code'] })).toBe(
      'its scope differs: finding-types was code, sca, secrets, this run has code',
    );
  });

  it('refuses a filter added, removed or changed, naming the filter', () => {
    expect(basisMismatch({}, { reportFilters: { reachability: ['REACHABLE'] } })).toBe(
      'its filters differ: reachability was none, this run has REACHABLE',
    );
    expect(basisMismatch({ reportFilters: { reachability: ['REACHABLE'] } }, {})).toBe(
      'its filters differ: reachability was REACHABLE, this run has none',
    );
    expect(basisMismatch({ reportFilters: { reachability: ['REACHABLE'] } }, { reportFilters: { reachability: ['UNREACHABLE'] } })).toBe(
      'its filters differ: reachability was REACHABLE, this run has UNREACHABLE',
    );
  });

  it('names the first filter that differs in the order of the names, whatever order the baseline wrote them in', () => {
    const written = baselineOf([], { basis: { ...basis, filters: { tags: ['a'], confidence: ['HIGH'] } } });
    expect(baselineMismatch(written, { ...current, basis: { ...basis, filters: { tags: ['b'], confidence: ['LOW'] } } })).toBe(
      'its filters differ: confidence was HIGH, this run has LOW',
    );
    expect(basisMismatch({ reportFilters: { tags: ['a'] } }, { reportFilters: { confidence: ['HIGH'] } })).toBe(
      'its filters differ: confidence was none, this run has HIGH',
    );
  });

  it('names a filter and its values as the inputs spell them', () => {
    expect(basisMismatch({}, { reportFilters: { ruleIds: ['r1'] } })).toBe('its filters differ: rule-ids was none, this run has r1');
    expect(
      basisMismatch(
        { reportFilters: { aiVerdicts: ['VERDICT_TRUE_POSITIVE'] } },
        { reportFilters: { aiVerdicts: ['VERDICT_FALSE_POSITIVE'] } },
      ),
    ).toBe('its filters differ: ai-verdicts was true-positive, this run has false-positive');
    expect(basisMismatch({}, { reportFilters: { reachability: ['FINDING_REACHABILITY_ALWAYS_REACHABLE'] } })).toBe(
      'its filters differ: reachability was none, this run has always-reachable',
    );
  });

  it('refuses another since or until, as written', () => {
    expect(basisMismatch({ timeFilters: { since: '7d' } }, { timeFilters: { since: '30d' } })).toBe(
      'its filters differ: since was 7d, this run has 30d',
    );
    expect(basisMismatch({}, { timeFilters: { since: '7d' } })).toBe('its filters differ: since was none, this run has 7d');
    expect(basisMismatch({ timeFilters: { until: '2026-11-01T00:00:00.000Z' } }, {})).toBe(
      'its filters differ: until was 2026-11-01T00:00:00.000Z, this run has none',
    );
  });

  it('refuses a since or until written as a duration, the same in both: each run counts another window (attack36 M1)', () => {
    expect(
      basisMismatch(
        { timeFilters: { since: '7d' }, reportFilters: { timePeriod: { since: '2026-11-15T04:30:00.000Z' } } },
        { timeFilters: { since: '7d' }, reportFilters: { timePeriod: { since: '2026-11-16T12:00:00.000Z' } } },
      ),
    ).toBe(
      "its since is 7d, a window that moves with the clock: the baseline counted the findings of another window than this run's, and a finding that left it would hide a new one; set since to a date-time to compare with a baseline",
    );
    expect(basisMismatch({ timeFilters: { until: '1d' } }, { timeFilters: { until: '1d' } })).toMatch(
      /^its until is 1d, a window that moves/,
    );
    // The same date-time is the same window: compared.
    const fixed = { timeFilters: { since: '2026-11-01T00:00:00.000Z' } };
    expect(basisMismatch(fixed, fixed)).toBeUndefined();
  });

  it('checks the deployment first, then the time, then the basis', () => {
    const everything = baselineOf([], {
      deploymentId: '9',
      generatedAt: '2099-01-01T00:00:00.000Z',
      basis: countingBasis(configOf({ projects: ['x'] })),
    });
    expect(baselineMismatch(everything, current)).toBe('it is of deployment 9, and this run is of deployment 1234');
    expect(baselineMismatch({ ...everything, deploymentId: '1234' }, current)).toMatch(
      /^it was written at 2099-01-01T00:00:00.000Z, after/,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The counts now against the baseline's
// ---------------------------------------------------------------------------------------------

describe('compareWithBaseline', () => {
  const ALL: Product[] = ['code', 'sca', 'secrets'];
  const ones = Object.fromEntries(PRODUCTS.flatMap((p) => SEVERITIES.map((s): [Cell, number] => [`${p}.${s}`, 1])));

  for (const product of PRODUCTS) {
    for (const severity of SEVERITIES) {
      it(`shows a rise of 2 in ${product}.${severity} alone as 2 new in exactly that cell and its totals`, () => {
        const comparison = compareWithBaseline(
          dataOf([tally('acme/api', { ...ones, [`${product}.${severity}`]: 3 })]),
          ALL,
          baselineOf([tally('acme/api', ones)]),
        );
        const increase = matrix({ [`${product}.${severity}`]: 2 });
        expect(comparison.increase).toEqual({
          matrix: increase,
          bySeverity: { low: 0, medium: 0, high: 0, critical: 0, [severity]: 2 },
          byProduct: { code: 0, sca: 0, secrets: 0, [product]: 2 },
          total: 2,
        });
        expect(comparison.projects).toEqual([
          { label: 'acme/api', presence: 'both', now: matrix({ ...ones, [`${product}.${severity}`]: 3 }), before: matrix(ones), increase },
        ]);
        expect(comparison.before.total).toBe(12);
      });
    }
  }

  it('never shows a fall as a negative increase', () => {
    const comparison = compareWithBaseline(
      dataOf([tally('acme/api', { 'code.high': 1, 'sca.low': 4 })]),
      ALL,
      baselineOf([tally('acme/api', { 'code.high': 5, 'sca.low': 4 })]),
    );
    expect(comparison.increase.total).toBe(0);
    expect(comparison.increase.matrix).toEqual(emptyMatrix());
    expect(comparison.projects[0]?.increase).toEqual(emptyMatrix());
    expect(comparison.before.bySeverity).toEqual({ low: 4, medium: 0, high: 5, critical: 0 });
  });

  it('counts every finding of a project not in the baseline as new', () => {
    const comparison = compareWithBaseline(
      dataOf([tally('acme/api', { 'code.high': 1 }, '7'), tally('acme/new', { 'code.low': 2, 'secrets.critical': 1 }, '9')]),
      ALL,
      baselineOf([tally('acme/api', { 'code.high': 1 }, '7')]),
    );
    expect(comparison.projects[1]).toEqual({
      label: 'acme/new',
      projectId: '9',
      presence: 'new',
      now: matrix({ 'code.low': 2, 'secrets.critical': 1 }),
      before: emptyMatrix(),
      increase: matrix({ 'code.low': 2, 'secrets.critical': 1 }),
    });
    expect(comparison.increase.total).toBe(3);
  });

  it('lists a project only in the baseline last, as gone, with no increase', () => {
    const comparison = compareWithBaseline(
      dataOf([tally('acme/web', { 'code.low': 1 }, '8'), tally('acme/api', { 'code.low': 1 }, '7')]),
      ALL,
      baselineOf([tally('acme/old', { 'sca.high': 4 }, '3'), tally('acme/api', { 'code.low': 1 }, '7')]),
    );
    expect(comparison.projects.map((p) => [p.label, p.presence])).toEqual([
      ['acme/web', 'new'],
      ['acme/api', 'both'],
      ['acme/old', 'gone'],
    ]);
    expect(comparison.projects[2]).toEqual({
      label: 'acme/old',
      projectId: '3',
      presence: 'gone',
      now: emptyMatrix(),
      before: matrix({ 'sca.high': 4 }),
      increase: emptyMatrix(),
    });
    expect(comparison.increase.total).toBe(1);
    expect(comparison.before.total).toBe(5);
  });

  it('pairs a renamed project by its id, with its former label', () => {
    const comparison = compareWithBaseline(
      dataOf([tally('acme/api-v2', { 'code.high': 3 }, '7')]),
      ALL,
      baselineOf([tally('acme/api', { 'code.high': 2 }, '7')]),
    );
    expect(comparison.projects).toEqual([
      {
        label: 'acme/api-v2',
        projectId: '7',
        formerLabel: 'acme/api',
        presence: 'both',
        now: matrix({ 'code.high': 3 }),
        before: matrix({ 'code.high': 2 }),
        increase: matrix({ 'code.high': 1 }),
      },
    ]);
  });

  it('never pairs one baseline project twice: a match by id wins over a match by name, whatever the order', () => {
    const before = baselineOf([tally('api', { 'code.high': 5 }, '7')]);
    const byName = tally('api', { 'code.high': 5 });
    const byId = tally('api-v2', { 'code.high': 5 }, '7');
    for (const now of [
      [byName, byId],
      [byId, byName],
    ]) {
      const comparison = compareWithBaseline(dataOf(now), ALL, before);
      expect(comparison.increase.total).toBe(5);
      expect(comparison.projects.map((p) => [p.label, p.presence])).toEqual(now.map((p) => [p.label, p === byId ? 'both' : 'new']));
    }
  });

  it('does not pair two projects with the same label but different ids: one is new, the other gone', () => {
    const comparison = compareWithBaseline(
      dataOf([tally('acme/api', { 'code.high': 2 }, '8')]),
      ALL,
      baselineOf([tally('acme/api', { 'code.high': 2 }, '7')]),
    );
    expect(comparison.projects.map((p) => [p.label, p.projectId, p.presence])).toEqual([
      ['acme/api', '8', 'new'],
      ['acme/api', '7', 'gone'],
    ]);
    expect(comparison.increase.bySeverity.high).toBe(2);
  });

  it('pairs by label when the project has no id on one side', () => {
    const withoutIdNow = compareWithBaseline(
      dataOf([tally('acme/api', { 'code.high': 3 })]),
      ALL,
      baselineOf([tally('acme/api', { 'code.high': 2 }, '7')]),
    );
    expect(withoutIdNow.projects).toEqual([
      {
        label: 'acme/api',
        presence: 'both',
        now: matrix({ 'code.high': 3 }),
        before: matrix({ 'code.high': 2 }),
        increase: matrix({ 'code.high': 1 }),
      },
    ]);
    const withoutIdBefore = compareWithBaseline(
      dataOf([tally('acme/api', { 'code.high': 3 }, '7')]),
      ALL,
      baselineOf([tally('acme/api', { 'code.high': 2 })]),
    );
    expect(withoutIdBefore.projects.map((p) => [p.label, p.projectId, p.presence, p.increase.code.high])).toEqual([
      ['acme/api', '7', 'both', 1],
    ]);
    expect(withoutIdBefore.projects[0]).not.toHaveProperty('formerLabel');
  });

  it('does not let a fix in one project offset a rise in another', () => {
    const data = dataOf([tally('A', { 'code.high': 3 }), tally('B', { 'code.high': 0 })]);
    const comparison = compareWithBaseline(data, ALL, baselineOf([tally('A', { 'code.high': 0 }), tally('B', { 'code.high': 3 })]));
    expect(comparison.increase.bySeverity.high).toBe(3);
    expect(comparison.increase.total).toBe(3);
    expect(computeTotals(data.projects, ALL).total - comparison.before.total).toBe(0);
  });

  it('leaves products that do not count out of the increase and the baseline totals', () => {
    const comparison = compareWithBaseline(
      dataOf([tally('acme/api', { 'code.low': 2, 'sca.high': 7, 'secrets.critical': 1 })]),
      ['code'],
      baselineOf([tally('acme/api', { 'code.low': 1, 'sca.high': 2 })]),
    );
    expect(comparison.increase.byProduct).toEqual({ code: 1, sca: 0, secrets: 0 });
    expect(comparison.increase.total).toBe(1);
    expect(comparison.before.byProduct).toEqual({ code: 1, sca: 0, secrets: 0 });
    expect(comparison.before.total).toBe(1);
  });

  it('lists as new the valid secrets open now that the baseline did not have, in the order of the data', () => {
    const comparison = compareWithBaseline(dataOf([], ['s-4', 's-2', 's-3']), ALL, baselineOf([], { validSecretIds: ['s-1', 's-2'] }));
    expect(comparison.newSecretIds).toEqual(['s-4', 's-3']);
  });

  it('never lists as new a valid secret an exception accepted', () => {
    const validSecrets = [{ ...validSecretOf({ id: 's-5' }), exception: 1 }, validSecretOf({ id: 's-6' })];
    const comparison = compareWithBaseline(dataOf([], [], { validSecrets }), ALL, baselineOf([]));
    expect(comparison.newSecretIds).toEqual(['s-6']);
  });

  it('judges a rise on what the baseline had open: what its run counted and what its exceptions accepted', () => {
    // The baseline counted 1 and accepted 2: 3 were open. The rise shows against the 1 it counted.
    const before = { ...tally('acme/api', { 'code.high': 1 }), accepted: matrix({ 'code.high': 2 }) };
    const same = compareWithBaseline(dataOf([tally('acme/api', { 'code.high': 3 })]), ALL, baselineOf([before]));
    expect(same.increase.total).toBe(0);
    expect(same.projects[0]?.before.code.high).toBe(1);
    const more = compareWithBaseline(dataOf([tally('acme/api', { 'code.high': 4 })]), ALL, baselineOf([before]));
    expect(more.increase.matrix).toEqual(matrix({ 'code.high': 1 }));
  });

  it('lists no new secret when every valid secret was already in the baseline', () => {
    const comparison = compareWithBaseline(dataOf([], ['s-1']), ALL, baselineOf([], { validSecretIds: ['s-1', 's-2'] }));
    expect(comparison.newSecretIds).toEqual([]);
  });

  it('gives the baseline’s time and its age in hours, to a tenth', () => {
    const comparison = compareWithBaseline(dataOf([]), ALL, baselineOf([]));
    expect(comparison.generatedAt).toBe(DAY_BEFORE);
    expect(comparison.ageHours).toBe(31.5);
    expect(compareWithBaseline(dataOf([]), ALL, baselineOf([], { generatedAt: '2026-11-23T11:50:00.000Z' })).ageHours).toBe(0.2);
    expect(compareWithBaseline(dataOf([]), ALL, baselineOf([], { generatedAt: FETCHED_AT })).ageHours).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Whether the run uses its baseline
// ---------------------------------------------------------------------------------------------

describe('useBaseline', () => {
  const data = dataOf([tally('acme/api', { 'code.high': 3 })], ['s-1']);
  const loaded = (baseline: Baseline): LoadedBaseline => ({ file: 'baseline/findings-gate.json', baseline });

  it('is undefined with no baseline file and gate-on total', () => {
    expect(useBaseline(configOf({ gateOn: 'total' }), data, undefined)).toBeUndefined();
  });

  it('is not used, without a file, when gate-on is new and no baseline file is set', () => {
    expect(useBaseline(configOf({ gateOn: 'new' }), data, undefined)).toEqual({
      used: false,
      why: 'gate-on is new, but baseline-file is empty',
    });
  });

  it('is not used when the file could not be read, giving the file and the problem', () => {
    for (const gateOn of ['total', 'new'] as const) {
      expect(useBaseline(configOf({ gateOn }), data, { file: 'baseline/findings-gate.json', problem: 'it is not JSON' })).toEqual({
        used: false,
        file: 'baseline/findings-gate.json',
        why: 'it is not JSON',
      });
    }
  });

  it('is not used when the baseline does not match this run, giving the mismatch', () => {
    expect(useBaseline(configOf({ gateOn: 'new' }), data, loaded(baselineOf([], { deploymentId: '99' })))).toEqual({
      used: false,
      file: 'baseline/findings-gate.json',
      why: 'it is of deployment 99, and this run is of deployment 1234',
    });
  });

  it('checks the baseline against the counting basis of the config', () => {
    const config = configOf({ gateOn: 'new', timeFilters: { since: '7d' } });
    const baseline = baselineOf([], { basis: countingBasis(configOf({ timeFilters: { since: '30d' } })) });
    expect(useBaseline(config, data, loaded(baseline))).toEqual({
      used: false,
      file: 'baseline/findings-gate.json',
      why: 'its filters differ: since was 30d, this run has 7d',
    });
  });

  it('is used when it matches, with the comparison over the finding types that count', () => {
    const config = configOf({ gateOn: 'total', findingTypes: ['code', 'sca'] });
    const baseline = baselineOf([tally('acme/api', { 'code.high': 1 })], { basis: countingBasis(config) });
    const use = useBaseline(config, data, loaded(baseline));
    expect(use).toEqual({
      used: true,
      file: 'baseline/findings-gate.json',
      comparison: compareWithBaseline(data, ['code', 'sca'], baseline),
    });
    expect(use?.used && use.comparison.increase.bySeverity.high).toBe(2);
    expect(use?.used && use.comparison.newSecretIds).toEqual(['s-1']);
  });
});

describe('copyMatrix', () => {
  it('is a deep copy: equal to what it copies, and changing either leaves the other as it was', () => {
    const matrix = emptyMatrix();
    matrix.code.high = 3;
    matrix.secrets.low = 2;
    const copy = copyMatrix(matrix);
    expect(copy).toEqual(structuredClone(matrix));
    copy.code.high++;
    matrix.sca.critical = 5;
    expect(matrix.code.high).toBe(3);
    expect(copy.sca.critical).toBe(0);
  });
});

describe('severityTotals', () => {
  it("is computeTotals' bySeverity and total for one project, over every set of products that count", () => {
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % 1000;
    };
    const subsets = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => PRODUCTS.filter((_, i) => bits & (1 << i)));
    for (let round = 0; round < 50; round++) {
      const counts = emptyMatrix();
      for (const product of PRODUCTS) for (const severity of SEVERITIES) counts[product][severity] = next();
      for (const findingTypes of subsets) {
        const { bySeverity, total } = computeTotals([{ counts }], findingTypes);
        expect(severityTotals(counts, findingTypes)).toEqual({ bySeverity, total });
      }
    }
  });
});

describe('completeFindingIds', () => {
  it('is every match_based_id the tally recorded, or none for a list not read', () => {
    expect(completeFindingIds(gateDataOf({ findings: listingOf([listedOf({ matchBasedId: 'mb-1' })]) }))).toEqual(['mb-1']);
    expect(completeFindingIds(gateDataOf({ findings: listingOf([listedOf()]) }))).toBeUndefined();
    expect(completeFindingIds(gateDataOf({ findings: { state: 'off' } }))).toBeUndefined();
    expect(completeFindingIds(gateDataOf({}))).toBeUndefined();
  });
});
