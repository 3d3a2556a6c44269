import { describe, expect, it } from 'vitest';
import { PRODUCTS, SEVERITIES, type SecretFinding } from '../src/api/types.ts';
import { countFor, emptyMatrix, evaluate, severitiesAtOrAbove } from '../src/gate/evaluate.ts';
import type { BudgetKey, GateData, Product, ProjectTally, Severity, SeverityFloor } from '../src/gate/types.ts';
import { configOf } from './support/fixtures.ts';

const config = configOf;

const project = (label: string, cells: Partial<Record<`${Product}.${Severity}`, number>>): ProjectTally => {
  const counts = emptyMatrix();
  for (const [key, n] of Object.entries(cells)) {
    const [product, severity] = key.split('.') as [Product, Severity];
    counts[product][severity] = n ?? 0;
  }
  return { label, counts };
};

const data = (projects: ProjectTally[], validSecrets: number = 0): GateData => ({
  deploymentId: '1',
  projects,
  validSecrets: Array.from(
    { length: validSecrets },
    (_, i): SecretFinding => ({
      id: String(i),
      type: 'AWS',
      severity: 'SEVERITY_HIGH',
      status: 'FINDING_STATUS_OPEN',
      validationState: 'VALIDATION_STATE_CONFIRMED_VALID',
    }),
  ),
  unmatchedProjects: [],
});

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

  it('combines fail-on-severity, budgets and secrets, in that order', () => {
    const verdict = evaluate(
      config({ failOnSeverity: 'high', budgets: [{ key: 'code.critical', max: 1 }] }),
      data([project('p', { 'code.critical': 2, 'sca.high': 3 })], 2),
    );
    expect(verdict.reasons.map((r) => r.text)).toEqual([
      'critical: 2 > 0 (fail-on-severity high)',
      'high: 3 > 0 (fail-on-severity high)',
      'code.critical: 2 > 1',
      '2 confirmed-valid secrets',
    ]);
  });

  it('fails on one confirmed-valid secret, and not when fail-on-valid-secrets is off', () => {
    expect(evaluate(config(), data([], 1)).reasons.map((r) => r.text)).toEqual(['1 confirmed-valid secret']);
    expect(evaluate(config({ failOnValidSecrets: false }), data([], 1)).result).toBe('pass');
  });

  it('fails on blocked dependencies', () => {
    const blocked = { ...data([]), blockedDependencies: [{ key: 'k', name: 'left-pad', licenses: ['GPL-3.0'] }] };
    expect(evaluate(config(), blocked).reasons.map((r) => r.text)).toEqual(['1 dependency with a blocked license']);
  });

  it('counts every blocked dependency the API listed, not only those kept in memory', () => {
    const kept = [{ key: 'k', name: 'left-pad', licenses: ['GPL-3.0'] }];
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
