import { describe, expect, it } from 'vitest';
import { PRODUCTS, SEVERITIES } from '../../src/api/types.ts';
import { countFor, severitiesAtOrAbove } from '../../src/gate/counts.ts';
import { evaluate } from '../../src/gate/evaluate.ts';
import { unprovenPass } from '../../src/gate/judgeable.ts';
import type { BudgetKey, GateData, ProjectTally, SeverityFloor } from '../../src/gate/types.ts';
import { bareSecrets, type Cells, gateDataOf, listedOf, listingOf, tallyOf } from '../support/builders.ts';
import { configOf } from '../support/fixtures.ts';

const config = configOf;

const project = (label: string, cells: Cells): ProjectTally => tallyOf(label, cells);
const data = (projects: ProjectTally[], validSecrets: number = 0): GateData =>
  gateDataOf({ deploymentId: '1', projects, validSecrets: bareSecrets(validSecrets) });

describe('evaluate', () => {
  it('passes a clean deployment with no reasons', () => {
    const verdict = evaluate(config(), data([project('acme/a', {})]));
    expect(verdict).toMatchObject({ result: 'pass', reasons: [], exceeded: [] });
    expect(verdict.totals.total).toBe(0);
  });

  it('passes with no projects at all', () => {
    expect(evaluate(config(), data([])).result).toBe('pass');
  });

  for (const floor of SEVERITIES) {
    for (const severity of SEVERITIES) {
      const fails = SEVERITIES.indexOf(severity) >= SEVERITIES.indexOf(floor);
      it(`fail-on-severity ${floor} ${fails ? 'fails' : 'passes'} on one ${severity} finding`, () => {
        const verdict = evaluate(config({ failOnSeverity: floor }), data([project('p', { [`code.${severity}`]: 1 })]));
        expect(verdict.result).toBe(fails ? 'fail' : 'pass');
        if (fails) expect(verdict.reasons[0]?.text).toBe(`${severity}: 1 > 0 (fail-on-severity ${floor})`);
      });
    }
  }

  it('fail-on-severity none never fails on counts', () => {
    const all = Object.fromEntries(PRODUCTS.flatMap((p) => SEVERITIES.map((s) => [`${p}.${s}`, 9])));
    expect(evaluate(config({ failOnSeverity: 'none' }), data([project('p', all)])).result).toBe('pass');
  });

  it('lists every severity at or above the floor, most severe first', () => {
    const verdict = evaluate(
      config({ failOnSeverity: 'medium' }),
      data([project('p', { 'code.medium': 2, 'sca.critical': 1, 'secrets.high': 3, 'code.low': 5 })]),
    );
    expect(verdict.reasons.map((r) => r.text)).toEqual([
      'critical: 1 > 0 (fail-on-severity medium)',
      'high: 3 > 0 (fail-on-severity medium)',
      'medium: 2 > 0 (fail-on-severity medium)',
    ]);
  });

  it('carries its checks, each failed with its own reasons, and the counts over budget it marks', () => {
    const verdict = evaluate(
      config({ failOnSeverity: 'high', budgets: [{ key: 'code.medium', max: 1 }], failOnValidSecrets: true }),
      data([project('p', { 'code.high': 2, 'sca.high': 1, 'code.medium': 3 })], 0),
    );
    expect(verdict.checks.map(({ id, reasons }) => [id, reasons.map((r) => r.text)])).toEqual([
      ['secrets', []],
      ['severity.critical', []],
      ['severity.high', ['high: 3 > 0 (fail-on-severity high)']],
      ['budget.code.medium', ['code.medium: 3 > 1']],
    ]);
    expect(verdict.checks.flatMap((check) => check.reasons)).toEqual(verdict.reasons);
    expect(new Set(verdict.overBudget)).toEqual(new Set(['high', 'code.high', 'sca.high', 'code.medium']));
  });

  it('sums projects and ignores products that do not count', () => {
    const verdict = evaluate(
      config({ findingTypes: ['code'], failOnSeverity: 'none' }),
      data([project('a', { 'code.high': 2, 'sca.critical': 7 }), project('b', { 'code.high': 1, 'code.low': 4 })]),
    );
    expect(verdict.totals.total).toBe(7);
    expect(verdict.totals.bySeverity).toEqual({ low: 4, medium: 0, high: 3, critical: 0 });
    expect(verdict.totals.byProduct).toEqual({ code: 7, sca: 0, secrets: 0 });
  });

  const budgetCases: Array<[BudgetKey, number]> = [
    ['total', 10],
    ['high', 4],
    ['code', 6],
    ['code.critical', 1],
    ['sca.high', 3],
    ['secrets.low', 0],
  ];
  const counted = project('p', { 'code.critical': 1, 'code.high': 1, 'code.low': 4, 'sca.high': 3, 'secrets.medium': 1 });
  for (const [key, count] of budgetCases) {
    it(`budget ${key} just at its count passes and just under fails`, () => {
      const at = evaluate(config({ failOnSeverity: 'none', budgets: [{ key, max: count }] }), data([counted]));
      expect(at.result).toBe('pass');
      if (count === 0) return;
      const under = evaluate(config({ failOnSeverity: 'none', budgets: [{ key, max: count - 1 }] }), data([counted]));
      expect(under.result).toBe('fail');
      expect(under.reasons).toEqual([{ kind: 'budget', key, text: `${key}: ${count} > ${count - 1}` }]);
      expect(under.exceeded).toEqual([key]);
    });
  }

  it('combines secrets, fail-on-severity and budgets, in that order: a live credential before the counts (attack9 J7)', () => {
    const verdict = evaluate(
      config({ failOnSeverity: 'high', budgets: [{ key: 'code.critical', max: 1 }] }),
      data([project('p', { 'code.critical': 2, 'sca.high': 3 })], 2),
    );
    expect(verdict.reasons.map((r) => r.text)).toEqual([
      '2 confirmed-valid secrets',
      'critical: 2 > 0 (fail-on-severity high)',
      'high: 3 > 0 (fail-on-severity high)',
      'code.critical: 2 > 1',
    ]);
  });

  it('fails on one confirmed-valid secret, and not when fail-on-valid-secrets is off', () => {
    expect(evaluate(config(), data([], 1)).reasons.map((r) => r.text)).toEqual(['1 confirmed-valid secret']);
    expect(evaluate(config({ failOnValidSecrets: false }), data([], 1)).result).toBe('pass');
  });

  it('fails on blocked dependencies', () => {
    const blocked = { ...data([]), blockedDependencies: [{ name: 'left-pad', licenses: ['GPL-3.0'] }] };
    expect(evaluate(config(), blocked).reasons.map((r) => r.text)).toEqual(['1 dependency with a blocked license']);
  });

  it('counts every blocked dependency the API listed, not only those kept in memory', () => {
    const kept = [{ name: 'left-pad', licenses: ['GPL-3.0'] }];
    const blocked = { ...data([]), blockedDependencies: kept, blockedDependencyCount: 2_500 };
    expect(evaluate(config(), blocked).reasons.map((r) => r.text)).toEqual(['2500 dependencies with a blocked license']);
    expect(evaluate(config(), { ...data([]), blockedDependencies: [], blockedDependencyCount: 0 }).result).toBe('pass');
  });

  it('countFor reads every kind of key', () => {
    const { totals } = evaluate(config(), data([counted]));
    expect(countFor(totals, 'total')).toBe(10);
    expect(countFor(totals, 'critical')).toBe(1);
    expect(countFor(totals, 'secrets')).toBe(1);
    expect(countFor(totals, 'code.low')).toBe(4);
  });

  it('severitiesAtOrAbove orders most severe first', () => {
    const floors: SeverityFloor[] = ['low', 'critical'];
    expect(floors.map((f) => (f === 'none' ? [] : severitiesAtOrAbove(f)))).toEqual([['critical', 'high', 'medium', 'low'], ['critical']]);
  });
});

describe('with a baseline', () => {
  type Loaded = NonNullable<Parameters<typeof evaluate>[2]>;
  const FILE = 'baseline/findings-gate.json';
  /** A baseline of the fixtures' deployment (1) and default basis, a day before FETCHED_AT. */
  const baselineOf = (projects: ProjectTally[], validSecretIds: string[] = [], deploymentId = '1'): Loaded => ({
    file: FILE,
    baseline: {
      generatedAt: '2026-11-22T12:00:00.000Z',
      deploymentId,
      basis: { projects: 'all', projectIds: [], findingTypes: ['code', 'sca', 'secrets'], filters: {} },
      projects,
      validSecretIds,
    },
  });
  const gateOnNew = (overrides: Parameters<typeof config>[0] = {}) => config({ gateOn: 'new', ...overrides });
  const texts = (verdict: ReturnType<typeof evaluate>) => verdict.reasons.map((r) => r.text);

  it('gate-on new fails fail-on-severity high on new high findings, naming how many are new', () => {
    const verdict = evaluate(gateOnNew(), data([project('p', { 'code.high': 5 })]), baselineOf([project('p', { 'code.high': 2 })]));
    expect(verdict.result).toBe('fail');
    expect(verdict.reasons).toEqual([{ kind: 'severity', key: 'high', text: 'high: 3 new > 0 (fail-on-severity high, gate-on new)' }]);
    expect(verdict.gateOn).toBe('new');
    expect(verdict.totals.total).toBe(5);
    expect(verdict.baseline?.used).toBe(true);
  });

  it('gate-on new fails fail-on-severity high on new critical findings', () => {
    const verdict = evaluate(gateOnNew(), data([project('p', { 'sca.critical': 2 })]), baselineOf([project('p', { 'sca.critical': 1 })]));
    expect(texts(verdict)).toEqual(['critical: 1 new > 0 (fail-on-severity high, gate-on new)']);
  });

  it('gate-on new passes when there are many high and critical findings but none new', () => {
    const counts = { 'code.high': 40, 'sca.critical': 3, 'secrets.high': 2 };
    const verdict = evaluate(gateOnNew(), data([project('p', counts)]), baselineOf([project('p', counts)]));
    expect(verdict).toMatchObject({ result: 'pass', reasons: [], exceeded: [], gateOn: 'new' });
    expect(verdict.totals.total).toBe(45);
  });

  it('gate-on new passes fail-on-severity high on new findings below high', () => {
    const verdict = evaluate(gateOnNew(), data([project('p', { 'code.medium': 5, 'sca.low': 9 })]), baselineOf([project('p', {})]));
    expect(verdict.result).toBe('pass');
  });

  it('gate-on new counts every finding of a project not in the baseline as new', () => {
    const verdict = evaluate(gateOnNew(), data([project('p', {}), project('q', { 'code.high': 2 })]), baselineOf([project('p', {})]));
    expect(texts(verdict)).toEqual(['high: 2 new > 0 (fail-on-severity high, gate-on new)']);
  });

  it('gate-on new does not let a fix in one project offset a new finding in another', () => {
    const verdict = evaluate(
      gateOnNew(),
      data([project('A', { 'code.high': 3 }), project('B', {})]),
      baselineOf([project('A', {}), project('B', { 'code.high': 3 })]),
    );
    expect(texts(verdict)).toEqual(['high: 3 new > 0 (fail-on-severity high, gate-on new)']);
    expect(verdict.totals.total).toBe(3);
  });

  it('gate-on new with thresholds high=0 fails only on new high findings', () => {
    const budget = gateOnNew({ failOnSeverity: 'none', budgets: [{ key: 'high', max: 0 }] });
    const before = baselineOf([project('p', { 'code.high': 4 })]);
    expect(evaluate(budget, data([project('p', { 'code.high': 4, 'code.critical': 1, 'sca.medium': 6 })]), before).result).toBe('pass');
    const verdict = evaluate(budget, data([project('p', { 'code.high': 5 })]), before);
    expect(verdict.reasons).toEqual([{ kind: 'budget', key: 'high', text: 'high: 1 new > 0' }]);
    expect(verdict.exceeded).toEqual(['high']);
  });

  it('gate-on new with thresholds code.critical=2 fails at 3 new and passes at 2 new', () => {
    const budget = gateOnNew({ failOnSeverity: 'none', budgets: [{ key: 'code.critical', max: 2 }] });
    const before = baselineOf([project('p', { 'code.critical': 10 })]);
    const three = evaluate(budget, data([project('p', { 'code.critical': 13 })]), before);
    expect(three.reasons).toEqual([{ kind: 'budget', key: 'code.critical', text: 'code.critical: 3 new > 2' }]);
    expect(three.exceeded).toEqual(['code.critical']);
    const two = evaluate(budget, data([project('p', { 'code.critical': 12 })]), before);
    expect(two).toMatchObject({ result: 'pass', reasons: [], exceeded: [] });
  });

  it('gate-on new never fails on a count that fell', () => {
    const strict = gateOnNew({ failOnSeverity: 'low', budgets: [{ key: 'total', max: 0 }] });
    const verdict = evaluate(
      strict,
      data([project('p', { 'code.critical': 1, 'sca.high': 2 })]),
      baselineOf([project('p', { 'code.critical': 4, 'sca.high': 9 })]),
    );
    expect(verdict).toMatchObject({ result: 'pass', reasons: [], exceeded: [], gateOn: 'new' });
  });

  it('gate-on total with the same baseline judges the totals, and still uses the baseline', () => {
    const verdict = evaluate(
      config({ gateOn: 'total' }),
      data([project('p', { 'code.high': 5 })]),
      baselineOf([project('p', { 'code.high': 5 })]),
    );
    expect(verdict.result).toBe('fail');
    expect(texts(verdict)).toEqual(['high: 5 > 0 (fail-on-severity high)']);
    expect(verdict.gateOn).toBe('total');
    expect(verdict.baseline?.used).toBe(true);
    expect(verdict.baseline?.used && verdict.baseline.comparison.increase.total).toBe(0);
  });

  it('gate-on new still fails on confirmed-valid secrets when none of them is new', () => {
    const verdict = evaluate(gateOnNew(), data([], 2), baselineOf([], ['0', '1']));
    expect(verdict.reasons).toEqual([
      {
        kind: 'secrets',
        text: '2 confirmed-valid secrets (none new since the baseline: they fail every run until rotated and closed in Semgrep, or accepted by an exception)',
      },
    ]);
    expect(texts(evaluate(gateOnNew(), data([], 2), baselineOf([], ['1'])))).toEqual([
      '2 confirmed-valid secrets (1 new since the baseline)',
    ]);
  });

  it('gate-on total with a baseline in use also says how many confirmed-valid secrets are new', () => {
    expect(texts(evaluate(config(), data([], 1), baselineOf([])))).toEqual(['1 confirmed-valid secret (1 new since the baseline)']);
  });

  const judgedOnTotals: Array<[string, Loaded | undefined, object]> = [
    [
      'of another deployment',
      baselineOf([project('p', { 'code.high': 5 })], [], '2'),
      { used: false, file: FILE, why: 'it is of deployment 2, and this run is of deployment 1' },
    ],
    ['that could not be read', { file: FILE, problem: 'it is not JSON' }, { used: false, file: FILE, why: 'it is not JSON' }],
    ['that was not given', undefined, { used: false, why: 'gate-on is new, but baseline-file is empty' }],
  ];
  for (const [what, loaded, use] of judgedOnTotals) {
    it(`gate-on new with a baseline ${what} judges the totals, as without a baseline`, () => {
      const now = data([project('p', { 'code.high': 5, 'sca.critical': 1 })], 1);
      const strict = gateOnNew({ budgets: [{ key: 'code.high', max: 4 }] });
      const verdict = evaluate(strict, now, loaded);
      const without = evaluate(config({ budgets: [{ key: 'code.high', max: 4 }] }), now);
      expect(verdict.result).toBe('fail');
      expect(verdict.reasons).toEqual(without.reasons);
      expect(texts(verdict)).toEqual([
        '1 confirmed-valid secret',
        'critical: 1 > 0 (fail-on-severity high)',
        'high: 5 > 0 (fail-on-severity high)',
        'code.high: 5 > 4',
      ]);
      expect(verdict.exceeded).toEqual(['code.high']);
      expect(verdict.gateOn).toBe('total');
      expect(verdict.baseline).toEqual(use);
    });
  }

  it('has no baseline at all with gate-on total and no baseline file', () => {
    expect(evaluate(config(), data([])).baseline).toBeUndefined();
    expect(evaluate(config(), data([])).gateOn).toBe('total');
  });
});

describe('evaluate, exactly', () => {
  it('gives a licenses reason its kind, and no baseline field without a baseline', () => {
    const blocked = { ...data([]), blockedDependencyCount: 2 };
    const verdict = evaluate(config(), blocked);
    expect(verdict.reasons).toEqual([{ kind: 'licenses', text: '2 dependencies with a blocked license' }]);
    expect('baseline' in verdict).toBe(false);
  });

  it('judges the totals with gate-on total even when a baseline is in use', () => {
    const now = data([project('acme/a', { 'code.high': 2 })]);
    const loaded = {
      file: 'b.json',
      baseline: {
        generatedAt: '2026-11-22T00:00:00.000Z',
        deploymentId: '1',
        basis: {
          projects: 'all' as const,
          projectIds: [],
          findingTypes: ['code' as const, 'sca' as const, 'secrets' as const],
          filters: {},
        },
        projects: [project('acme/a', { 'code.high': 1 })],
        validSecretIds: [],
      },
    };
    const verdict = evaluate(config({ gateOn: 'total' }), now, loaded);
    expect(verdict.baseline?.used).toBe(true);
    expect(verdict.judged).toEqual(verdict.totals);
    expect(verdict.judged.total).toBe(2);
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

  it('severitiesAtOrAbove none is empty', () => {
    expect(severitiesAtOrAbove('none')).toEqual([]);
  });
});

describe('evaluate, with the findings list', () => {
  it('fails on a finding past its deadline, and judges the larger of the report’s and the list’s counts', () => {
    const limits = { critical: { ms: 86_400_000, asWritten: '1d' } };
    const findings = listingOf(
      [
        listedOf({ severity: 'critical', relevantSince: '2020-01-01T00:00:00Z' }),
        listedOf({ id: '2', severity: 'critical', relevantSince: '2020-01-01T00:00:00Z' }),
      ],
      { maxOpenAge: limits },
    );
    const verdict = evaluate(
      config({ failOnSeverity: 'none', maxOpenAge: limits }),
      gateDataOf({ projects: [project('acme/api', { 'code.critical': 1 })], findings }),
    );
    expect(verdict.result).toBe('fail');
    expect(verdict.reasons.map((r) => r.kind)).toEqual(['overdue']);
    expect(verdict.totals.bySeverity.critical).toBe(2);
    expect(verdict.reading.differences).toHaveLength(1);
  });
});
