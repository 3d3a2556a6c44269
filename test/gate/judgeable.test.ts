// Whether a run can be judged (src/gate/judgeable.ts): the scans fresh enough and the list the
// deadlines need available before the verdict, and no pass on a list read in part after it.
import { describe, expect, it } from 'vitest';
import { FreshnessError } from '../../src/gate/freshness.ts';
import { foreignSecretsPass, notJudgeable, uncheckedUnusedPass, unlistedNewPass, unprovenPass } from '../../src/gate/judgeable.ts';
import type { Baseline, BaselineComparison, Freshness, LoadedBaseline } from '../../src/gate/types.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const hoursAgo = (h: number): string => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const scans = (...completeHoursAgo: number[]): Freshness => ({
  state: 'read',
  projects: completeHoursAgo.map((hours, i) => ({
    project: `acme/p${i}`,
    projectId: String(i),
    newestCompleted: { id: String(9 + i), status: 'SCAN_STATUS_COMPLETED', isFullScan: true, completeTime: hoursAgo(hours) },
  })),
});
const day = { ms: 86_400_000, asWritten: '1d' };

describe('notJudgeable', () => {
  it('is a freshness error naming each stale project and scan-max-age, whatever on-api-error says', () => {
    const error = notJudgeable({ scanMaxAge: day }, { freshness: scans(30, 2, 50) }, NOW);
    expect(error).toBeInstanceOf(FreshnessError);
    expect(error?.message).toBe(
      'scan-max-age: the newest completed scan of "acme/p0" (9) is 30 h old; the newest completed scan of "acme/p2" (11) is 2 days old; scan-max-age is 1d: run a scan, or raise scan-max-age',
    );
  });

  it('lets fresh scans, no scan-max-age or unknown freshness through', () => {
    expect(notJudgeable({ scanMaxAge: day }, { freshness: scans(2) }, NOW)).toBeUndefined();
    expect(notJudgeable({}, { freshness: scans(300) }, NOW)).toBeUndefined();
    expect(notJudgeable({ scanMaxAge: day }, {}, NOW)).toBeUndefined();
  });

  it('refuses max-open-age without the findings list, naming why it is missing', () => {
    const limits = { critical: { ms: 1, asWritten: '1m' } };
    expect(
      notJudgeable({ maxOpenAge: limits }, { findings: { state: 'unavailable', why: 'the findings list answered HTTP 404' } }, NOW)
        ?.message,
    ).toBe('max-open-age: the findings list is not available (the findings list answered HTTP 404), so the deadlines cannot be checked');
    expect(notJudgeable({ maxOpenAge: limits }, { findings: { state: 'off' } }, NOW)).toBeUndefined();
    expect(notJudgeable({}, { findings: { state: 'unavailable', why: 'x' } }, NOW)).toBeUndefined();
    expect(notJudgeable({ maxOpenAge: limits }, {}, NOW)).toBeUndefined();
  });
});

describe('unprovenPass: a partial list can prove a failure, never a pass', () => {
  const partial = (operation: 'secrets' | 'dependencies' | 'report' | 'projects') => ({ operation, message: `${operation}: cut` });
  const rules = { failOnValidSecrets: true, failOnBlockedLicenses: false };

  it('keeps a pass from standing on a partial list that decides it', () => {
    expect(unprovenPass(rules, { result: 'pass' }, [partial('secrets')])).toEqual(partial('secrets'));
    expect(unprovenPass(rules, { result: 'pass' }, [partial('report')])).toEqual(partial('report'));
    expect(unprovenPass(rules, { result: 'pass' }, [partial('projects')])).toEqual(partial('projects'));
    expect(unprovenPass({ ...rules, failOnBlockedLicenses: true }, { result: 'pass' }, [partial('dependencies')])).toEqual(
      partial('dependencies'),
    );
  });

  it('lets a failure stand, and ignores a partial list that cannot fail the gate', () => {
    expect(unprovenPass(rules, { result: 'fail' }, [partial('secrets')])).toBeUndefined();
    expect(unprovenPass(rules, { result: 'pass' }, [partial('dependencies')])).toBeUndefined();
    expect(unprovenPass({ ...rules, failOnValidSecrets: false }, { result: 'pass' }, [partial('secrets')])).toBeUndefined();
    expect(unprovenPass(rules, { result: 'pass' }, [])).toBeUndefined();
  });

  it("lets the platform's fail-on-blocking make a partial secrets list decide, as fail-on-valid-secrets does", () => {
    const platform = { failOnBlocking: true, countStates: [], failOnMalicious: false, sca: {} } as never;
    const blocking = { failOnValidSecrets: false, failOnBlockedLicenses: false, platform };
    expect(unprovenPass(blocking, { result: 'pass' }, [partial('dependencies'), partial('secrets')])).toEqual(partial('secrets'));
    const off = { ...blocking, platform: { ...(platform as object), failOnBlocking: false } as never };
    expect(unprovenPass(off, { result: 'pass' }, [partial('secrets')])).toBeUndefined();
  });
});

describe('foreignSecretsPass: secrets of another repository keep a pass from standing where they are judged (attack35 M1)', () => {
  const foreign = { foreignSecrets: { count: 2, repositories: ['acme/platform/api'] } };
  it('refuses a pass under fail-on-valid-secrets, naming them', () => {
    expect(foreignSecretsPass({ failOnValidSecrets: true }, { result: 'pass' }, foreign)).toBe(
      'fail-on-valid-secrets: 2 confirmed-valid secrets returned for the scope name another repository ("acme/platform/api"), and whether they are the scope\'s cannot be told; check that the projects input names the repositories you mean',
    );
  });
  it('leaves a FAIL, a run that does not judge the secrets, and one without them as they are', () => {
    expect(foreignSecretsPass({ failOnValidSecrets: true }, { result: 'fail' }, foreign)).toBeUndefined();
    expect(foreignSecretsPass({ failOnValidSecrets: false }, { result: 'pass' }, foreign)).toBeUndefined();
    expect(foreignSecretsPass({ failOnValidSecrets: true }, { result: 'pass' }, {})).toBeUndefined();
    expect(
      foreignSecretsPass({ failOnValidSecrets: true }, { result: 'pass' }, { foreignSecrets: { count: 0, repositories: [] } }),
    ).toBeUndefined();
  });
});

describe('unlistedNewPass: gate-on new by ids never passes on a findings list that is not there (attack11 L2)', () => {
  const absent = { findings: { state: 'unavailable' as const, why: 'the findings list answered HTTP 404' } };
  const baselineWith = (findingIds?: string[]): LoadedBaseline => ({
    file: 'b.json',
    baseline: { findingIds, projects: [] } as unknown as Baseline,
  });
  const used = { used: true as const, file: 'b.json', comparison: {} as BaselineComparison };
  const pass = { result: 'pass' as const, baseline: used };
  const ids = baselineWith(['mb-0']);
  const NEW = { gateOn: 'new' as const, findingTypes: ['code' as const, 'secrets' as const] };

  it('refuses a pass of gate-on new against a baseline of ids, naming gate-on and why the list is missing', () => {
    expect(unlistedNewPass(NEW, pass, absent, ids)?.message).toBe(
      "gate-on: new: the findings list is not available (the findings list answered HTTP 404), so the new findings cannot be told by the baseline's finding ids",
    );
  });

  it('lets a FAIL stand, and a run that does not need the list by ids through', () => {
    expect(unlistedNewPass(NEW, { ...pass, result: 'fail' }, absent, ids)).toBeUndefined();
    expect(unlistedNewPass({ gateOn: 'total', findingTypes: ['code'] }, pass, absent, ids)).toBeUndefined();
    expect(unlistedNewPass(NEW, pass, absent, baselineWith(undefined))).toBeUndefined();
    expect(unlistedNewPass(NEW, { result: 'pass', baseline: { used: false, why: 'x' } }, absent, ids)).toBeUndefined();
    expect(unlistedNewPass(NEW, pass, absent, undefined)).toBeUndefined();
    // A pass that used no baseline, a list the run never asked for, a baseline file that could not be read.
    expect(unlistedNewPass(NEW, { result: 'pass' }, absent, ids)).toBeUndefined();
    expect(unlistedNewPass(NEW, pass, {}, ids)).toBeUndefined();
    expect(unlistedNewPass(NEW, pass, absent, { file: 'b.json', problem: 'not JSON' })).toBeUndefined();
    expect(unlistedNewPass(NEW, pass, absent, ids)?.cause).toBe('api');
    expect(unlistedNewPass(NEW, pass, { findings: { state: 'listed' } as never }, ids)).toBeUndefined();
    // Secrets alone: the list holds none of them, so their new ones never needed it.
    expect(unlistedNewPass({ ...NEW, findingTypes: ['secrets'] }, pass, absent, ids)).toBeUndefined();
  });
});

describe('unlistedNewPass: gate-on new by ids with list-findings false is the settings’ error where it would pass (attack13 L2)', () => {
  const off = { findings: { state: 'off' as const } };
  const ids: LoadedBaseline = { file: 'b.json', baseline: { findingIds: ['mb-0'], projects: [] } as unknown as Baseline };
  const noIds: LoadedBaseline = { file: 'b.json', baseline: { projects: [] } as unknown as Baseline };
  const used = { used: true as const, file: 'b.json', comparison: {} as BaselineComparison };
  const NEW = { gateOn: 'new' as const, findingTypes: ['code' as const] };

  it('names list-findings, gate-on and what to set', () => {
    expect(unlistedNewPass(NEW, { result: 'pass', baseline: used }, off, ids)?.cause).toBe('settings');
    expect(unlistedNewPass(NEW, { result: 'pass', baseline: used }, off, ids)?.message).toBe(
      "Input 'list-findings' is false, and gate-on is new against a baseline that holds finding ids: without the list the new findings are only the rise of the counts, which a fix elsewhere offsets. Set list-findings to true, or gate against a baseline recorded with record-finding-ids: false.",
    );
  });

  it('leaves a FAIL, a baseline without ids or not used, gate-on total and secrets alone to the rest', () => {
    const pass = { result: 'pass' as const, baseline: used };
    expect(unlistedNewPass(NEW, { result: 'fail', baseline: used }, off, ids)).toBeUndefined();
    expect(unlistedNewPass(NEW, pass, off, noIds)).toBeUndefined();
    expect(unlistedNewPass(NEW, pass, off, undefined)).toBeUndefined();
    expect(unlistedNewPass(NEW, { result: 'pass', baseline: { ...used, used: false } as never }, off, ids)).toBeUndefined();
    expect(unlistedNewPass({ ...NEW, gateOn: 'total' }, pass, off, ids)).toBeUndefined();
    expect(unlistedNewPass({ ...NEW, findingTypes: ['secrets'] }, pass, off, ids)).toBeUndefined();
  });
});

describe('uncheckedUnusedPass: fail-on-unused-exceptions never passes on an entry it could not check (attack23 P1, P2)', () => {
  const entry = {
    number: 1,
    line: 2,
    kind: 'findings',
    rule: 'javascript.gone',
    reason: 'r',
    owner: '@acme/security',
    expires: '2099-01-01',
  };
  const outcome = (state: string) =>
    ({
      entries: [
        { entry, state, why: 'list-findings is false, so no finding is named', applied: 0, unproven: 0, expiring: false, examples: [] },
      ],
    }) as never;

  it('is the settings where the list was turned off, the API where it was not available, naming the entry', () => {
    const off = uncheckedUnusedPass(
      { failOnUnusedExceptions: true },
      { result: 'pass', exceptions: outcome('unchecked') },
      { findings: { state: 'off' } },
    );
    expect(off?.cause).toBe('settings');
    expect(off?.message).toMatch(
      /^fail-on-unused-exceptions: entry 1 \(line 2, .*\) could not be checked \(list-findings is false, so no finding is named\), so the run cannot show that no entry matched nothing$/,
    );
    const gone = uncheckedUnusedPass(
      { failOnUnusedExceptions: true },
      { result: 'pass', exceptions: outcome('unchecked') },
      { findings: { state: 'unavailable', why: '404' } },
    );
    expect(gone?.cause).toBe('api');
    // No listing at all (the list never asked for): not the settings' doing, so the API's; the entry named
    // is the first that could not be checked, and without a why the sentence still says what was not read.
    const entries = [
      { entry, state: 'applied', applied: 1, unproven: 0, expiring: false, examples: [] },
      { entry: { ...entry, number: 2, line: 9 }, state: 'unchecked', applied: 0, unproven: 0, expiring: false, examples: [] },
    ];
    const unknown = uncheckedUnusedPass({ failOnUnusedExceptions: true }, { result: 'pass', exceptions: { entries } as never }, {});
    expect(unknown?.cause).toBe('api');
    expect(unknown?.message).toMatch(
      /^fail-on-unused-exceptions: entry 2 \(line 9, .*\) could not be checked \(its source was not read whole\), so the run cannot show that no entry matched nothing$/,
    );
  });

  it('is the settings for a package entry under fail-on-blocked-licenses off, though the findings list was read (attack24 J1)', () => {
    const pkg = {
      entry: { ...entry, number: 2, line: 7, kind: 'dependencies', rule: undefined, package: { purl: 'pkg:npm/lodash@4.17.20' } },
      state: 'unchecked',
      why: 'fail-on-blocked-licenses is off, so no dependency is judged',
      applied: 0,
      unproven: 0,
      expiring: false,
      examples: [],
    };
    const read = uncheckedUnusedPass(
      { failOnUnusedExceptions: true },
      { result: 'pass', exceptions: { entries: [pkg] } as never },
      { findings: { state: 'read' } as never },
    );
    expect(read?.cause).toBe('settings');
    expect(read?.message).toMatch(
      /^fail-on-unused-exceptions: entry 2 \(line 7, .*\) could not be checked \(fail-on-blocked-licenses is off/,
    );
    // A findings entry the API could not check beside it: the settings' error is raised, naming the package entry.
    const both = uncheckedUnusedPass(
      { failOnUnusedExceptions: true },
      {
        result: 'pass',
        exceptions: {
          entries: [
            {
              entry,
              state: 'unchecked',
              why: 'the findings list is not available (404)',
              applied: 0,
              unproven: 0,
              expiring: false,
              examples: [],
            },
            pkg,
          ],
        } as never,
      },
      { findings: { state: 'unavailable', why: '404' } },
    );
    expect(both?.cause).toBe('settings');
    expect(both?.message).toMatch(/entry 2 \(line 7/);
  });

  it('stands without the rule, on a FAIL, or where every entry was checked', () => {
    const data = { findings: { state: 'off' } } as const;
    expect(
      uncheckedUnusedPass({ failOnUnusedExceptions: false }, { result: 'pass', exceptions: outcome('unchecked') }, data),
    ).toBeUndefined();
    expect(
      uncheckedUnusedPass({ failOnUnusedExceptions: true }, { result: 'fail', exceptions: outcome('unchecked') }, data),
    ).toBeUndefined();
    for (const state of ['unused', 'applied', 'expired', 'unproven'])
      expect(
        uncheckedUnusedPass({ failOnUnusedExceptions: true }, { result: 'pass', exceptions: outcome(state) }, data),
        state,
      ).toBeUndefined();
    expect(uncheckedUnusedPass({ failOnUnusedExceptions: true }, { result: 'pass' }, data)).toBeUndefined();
  });
});
