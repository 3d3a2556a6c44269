// The supply-chain filters (gate/sca-filters.ts): which SCA findings count, the report's reachability
// values, the filters only the list applies, their words, and the SCA cells taken from the list.
import { describe, expect, it } from 'vitest';
import { reachabilityOfListed } from '../../src/api/enums.ts';
import type { ListedFinding } from '../../src/api/types.ts';
import { emptyMatrix } from '../../src/gate/counts.ts';
import { cellKey } from '../../src/gate/findings.ts';
import {
  listOnlyFilters,
  REACHABLE,
  reachableReportValues,
  type ScaFilters,
  scaCounts,
  scaFilterWords,
  unnamed,
  withScaFromList,
} from '../../src/gate/sca-filters.ts';
import type { FindingsListing, GateData, ListedCell, ListedTally, ProjectTally } from '../../src/gate/types.ts';

const OFF: ScaFilters = { reachableOnly: false, fixableOnly: false };
/** A listed finding as the API's parser gives it: its reachability's word beside the text. */
const finding = (fields: Partial<ListedFinding> = {}): Pick<ListedFinding, 'reachabilityWord' | 'fixRecommendations' | 'epssScore'> => {
  const word = reachabilityOfListed(fields.reachability);
  return word === undefined ? fields : { ...fields, reachabilityWord: word };
};

describe('scaCounts', () => {
  it('counts every finding without filters', () => {
    expect(scaCounts(finding(), undefined)).toBe(true);
    expect(scaCounts(finding(), OFF)).toBe(true);
    expect(scaCounts(finding({ reachability: 'unreachable', epssScore: 0 }), OFF)).toBe(true);
  });

  it('sca-reachable-only: never unreachable or unanalysed; an unknown or missing reachability counts (fail closed)', () => {
    const only = { ...OFF, reachableOnly: true };
    // Issue 40 (attack40 finding 5): the list named these for the reachable exposures; an unknown word is never safe.
    for (const text of ['reachable', 'always reachable', 'conditionally reachable', 'REACHABLE', 'something else', undefined])
      expect(scaCounts(finding(text === undefined ? {} : { reachability: text }), only), String(text)).toBe(true);
    for (const text of ['unreachable', 'no reachability analysis', 'UNREACHABLE', 'No_Reachability_Analysis'])
      expect(scaCounts(finding({ reachability: text }), only), text).toBe(false);
  });

  it('sca-fixable-only: at least one fix recommendation', () => {
    const only = { ...OFF, fixableOnly: true };
    expect(scaCounts(finding({ fixRecommendations: [{ package: 'a', version: '1' }] }), only)).toBe(true);
    expect(scaCounts(finding({ fixRecommendations: [] }), only)).toBe(false);
    expect(scaCounts(finding(), only)).toBe(false);
  });

  it('sca-min-epss: at or over the threshold, and a finding without a score (unknown is never safe)', () => {
    const min = { ...OFF, minEpss: 0.1 };
    expect(scaCounts(finding({ epssScore: 0.1 }), min)).toBe(true);
    expect(scaCounts(finding({ epssScore: 0.5 }), min)).toBe(true);
    expect(scaCounts(finding({ epssScore: 0.0999 }), min)).toBe(false);
    expect(scaCounts(finding(), min)).toBe(true);
    expect(scaCounts(finding({ epssScore: 0 }), { ...OFF, minEpss: 0 })).toBe(true);
  });

  it('every filter must agree', () => {
    const all = { reachableOnly: true, fixableOnly: true, minEpss: 0.2 };
    const fix = [{ package: 'a', version: '1' }];
    expect(scaCounts(finding({ reachability: 'reachable', fixRecommendations: fix, epssScore: 0.3 }), all)).toBe(true);
    expect(scaCounts(finding({ reachability: 'unreachable', fixRecommendations: fix, epssScore: 0.3 }), all)).toBe(false);
    expect(scaCounts(finding({ reachability: 'reachable', epssScore: 0.3 }), all)).toBe(false);
    expect(scaCounts(finding({ reachability: 'reachable', fixRecommendations: fix, epssScore: 0.1 }), all)).toBe(false);
  });
});

describe('reachableReportValues', () => {
  const REPORT = [
    'FINDING_REACHABILITY_REACHABLE',
    'FINDING_REACHABILITY_ALWAYS_REACHABLE',
    'FINDING_REACHABILITY_CONDITIONALLY_REACHABLE',
  ];
  it('the three reachable values, or those of them the run already filters on', () => {
    expect(REACHABLE).toEqual(['reachable', 'always-reachable', 'conditionally-reachable']);
    expect(reachableReportValues(undefined)).toEqual(REPORT);
    expect(reachableReportValues([])).toEqual(REPORT);
    expect(reachableReportValues(['FINDING_REACHABILITY_ALWAYS_REACHABLE', 'FINDING_REACHABILITY_UNREACHABLE'])).toEqual([
      'FINDING_REACHABILITY_ALWAYS_REACHABLE',
    ]);
    expect(reachableReportValues(['FINDING_REACHABILITY_UNREACHABLE'])).toEqual([]);
  });
});

describe('listOnlyFilters and scaFilterWords', () => {
  it('names the filters only the list applies', () => {
    expect(listOnlyFilters(undefined)).toEqual([]);
    expect(listOnlyFilters({ ...OFF, reachableOnly: true })).toEqual([]);
    expect(listOnlyFilters({ ...OFF, fixableOnly: true })).toEqual(['sca-fixable-only']);
    expect(listOnlyFilters({ ...OFF, minEpss: 0 })).toEqual(['sca-min-epss']);
    expect(listOnlyFilters({ reachableOnly: true, fixableOnly: true, minEpss: 0.5 })).toEqual(['sca-fixable-only', 'sca-min-epss']);
  });

  it('says each filter in words', () => {
    expect(scaFilterWords(undefined)).toEqual([]);
    expect(scaFilterWords(OFF)).toEqual([]);
    expect(scaFilterWords({ reachableOnly: true, fixableOnly: true, minEpss: 0.25 })).toEqual([
      'sca-reachable-only: reachable, always-reachable, conditionally-reachable',
      'sca-fixable-only: with a fix recommendation',
      'sca-min-epss: 0.25 (and no EPSS score)',
    ]);
  });
});

describe('withScaFromList', () => {
  const cell = (listed: number): ListedCell => ({ listed, fresh: 0, past: 0, unknownAge: 0 });
  const listing = (cells: [string, number][]): FindingsListing => ({
    state: 'listed',
    findings: [],
    count: 0,
    tally: { cells: new Map(cells.map(([key, n]) => [key, cell(n)])) } as unknown as ListedTally,
    complete: [],
    unapplied: {},
  });
  const project = (label: string, projectId?: string): ProjectTally => {
    const counts = emptyMatrix();
    counts.code.high = 5;
    counts.sca.high = 9;
    counts.sca.low = 4;
    return { label, ...(projectId === undefined ? {} : { projectId }), counts };
  };
  const data = (findings: FindingsListing | undefined, projects = [project('acme/App'), project('renamed', '7')]) =>
    ({
      projects,
      ...(findings === undefined ? {} : { findings }),
      scope: { whole: false, source: 'projects', projects: [{ name: 'acme/new', id: '7' }] },
    }) as unknown as Pick<GateData, 'projects' | 'findings' | 'scope'>;

  it('leaves the report counts of projects whose names fold to one repository: the list cannot say whose a finding is', () => {
    // attack5 F1b: acme/app and ACME/App read one list cell; the filter would take both to its count.
    const read = listing([[cellKey('acme/app', 'sca', 'high'), 1]]);
    const projects = [project('acme/app', '1'), project('ACME/App', '2'), project('acme/other', '3')];
    const given = data(read, projects);
    const out = withScaFromList(given, { reachableOnly: false, fixableOnly: false, minEpss: 0.1 });
    expect(out.projects.map((p) => [p.label, p.counts.sca.high, p.counts.sca.low])).toEqual([
      ['acme/app', 9, 4],
      ['ACME/App', 9, 4],
      ['acme/other', 0, 0],
    ]);
  });

  it('leaves the counts alone without a list-only filter, or without the list read', () => {
    const read = listing([[cellKey('acme/app', 'sca', 'high'), 1]]);
    for (const [filters, findings] of [
      [undefined, read],
      [{ ...OFF, reachableOnly: true }, read],
      [{ ...OFF, fixableOnly: true }, undefined],
      [{ ...OFF, fixableOnly: true }, { state: 'off' }],
      [
        { ...OFF, fixableOnly: true },
        { state: 'unavailable', why: 'x' },
      ],
    ] as [ScaFilters | undefined, FindingsListing | undefined][]) {
      const given = data(findings);
      expect(withScaFromList(given, filters)).toBe(given);
    }
  });

  it('takes each SCA cell from the list (by the projects list name where the id says), zero where it names none; other cells stay', () => {
    const given = data(
      listing([
        [cellKey('acme/app', 'sca', 'high'), 2],
        [cellKey('acme/new', 'sca', 'critical'), 3],
        [cellKey('acme/app', 'code', 'high'), 1],
      ]),
    );
    const out = withScaFromList(given, { ...OFF, minEpss: 0.1 });
    expect(out.projects[0]?.counts.sca).toEqual({ critical: 0, high: 2, medium: 0, low: 0 });
    expect(out.projects[0]?.counts.code.high).toBe(5);
    expect(out.projects[1]?.counts.sca).toEqual({ critical: 3, high: 0, medium: 0, low: 0 });
    expect(out.projects[1]).toMatchObject({ label: 'renamed', projectId: '7' });
    // The data given is not changed.
    expect(given.projects[0]?.counts.sca.high).toBe(9);
  });

  it('holds the list before its filter against the report: findings the report counts that the list does not name count (fail closed)', () => {
    // Issue 40 (attack40 finding 4): the report counts 9 high and 4 low SCA in acme/App; the list names 7 high (5 pass the filter) and 4 low before it.
    const read = {
      ...listing([[cellKey('acme/app', 'sca', 'high'), 5]]),
      scaUnfiltered: {
        open: new Map([
          [cellKey('acme/app', 'sca', 'high'), 7],
          [cellKey('acme/app', 'sca', 'low'), 4],
        ]),
        added: new Map<string, number>(),
      },
    } as FindingsListing;
    const out = withScaFromList(data(read, [project('acme/App')]), { ...OFF, fixableOnly: true });
    expect(out.projects[0]?.counts.sca).toEqual({ critical: 0, high: 5 + 2, medium: 0, low: 0 });
    // An empty list before the filter: every report count stands.
    const empty = { ...listing([]), scaUnfiltered: { open: new Map(), added: new Map() } } as FindingsListing;
    expect(withScaFromList(data(empty, [project('acme/App')]), { ...OFF, minEpss: 0.5 }).projects[0]?.counts.sca).toEqual({
      critical: 0,
      high: 9,
      medium: 0,
      low: 4,
    });
  });

  it("unnamed: the report's open count (its count less what the list added of other states) past what the list named before its filter", () => {
    const key = cellKey('a', 'sca', 'high');
    expect(unnamed(undefined, key, 5)).toBe(0);
    expect(unnamed({ open: new Map([[key, 3]]), added: new Map() }, key, 5)).toBe(2);
    expect(unnamed({ open: new Map([[key, 3]]), added: new Map([[key, 2]]) }, key, 5)).toBe(0);
    expect(unnamed({ open: new Map([[key, 6]]), added: new Map() }, key, 5)).toBe(0);
    expect(unnamed({ open: new Map(), added: new Map() }, key, 4)).toBe(4);
  });

  it('a project of an id the scope does not know goes by its label', () => {
    const given = data(listing([[cellKey('acme/old', 'sca', 'low'), 1]]), [project('acme/old', '99')]);
    expect(withScaFromList(given, { ...OFF, fixableOnly: true }).projects[0]?.counts.sca.low).toBe(1);
    const scopeless = { ...given, scope: undefined } as unknown as Pick<GateData, 'projects' | 'findings' | 'scope'>;
    expect(withScaFromList(scopeless, { ...OFF, fixableOnly: true }).projects[0]?.counts.sca.low).toBe(1);
  });
});
