// The checks a verdict made and the counts it marks over budget, case by case with plain values.
import { describe, expect, it } from 'vitest';
import { checksOf, overBudgetOf, type RuleReasons } from '../../src/gate/checks.ts';
import { computeTotals } from '../../src/gate/counts.ts';
import type { GateRules, Reason } from '../../src/gate/types.ts';
import { tallyOf } from '../support/builders.ts';

const rulesOf = (over: Partial<GateRules> = {}): Parameters<typeof checksOf>[0] => ({
  failOnSeverity: 'none',
  budgets: [],
  failOnValidSecrets: false,
  failOnBlockedLicenses: false,
  failOnUnusedExceptions: false,
  ...over,
});
const none: RuleReasons = { blocking: [], severity: [], budget: [], secrets: [], licenses: [], overdue: [], exceptions: [], posture: [] };
/** Each check as [id, label, the texts of its reasons]. */
const shown = (rules: Partial<GateRules>, found: Partial<RuleReasons> = {}, gateOn: 'total' | 'new' = 'total') =>
  checksOf(rulesOf(rules), gateOn, { ...none, ...found }).map(({ id, rule, label, reasons }) => [
    id,
    rule,
    label,
    reasons.map((r) => r.text),
  ]);

describe('checksOf', () => {
  it('makes no check the rules do not ask for', () => {
    expect(shown({})).toEqual([]);
  });

  it('has one check per rule, in a fixed order, each holding only its own reasons', () => {
    const found: RuleReasons = {
      blocking: [],
      severity: [{ kind: 'severity', key: 'high', text: 'high: 2 > 0' }],
      budget: [{ kind: 'budget', key: 'high', text: 'high: 2 > 1' }],
      secrets: [],
      licenses: [{ kind: 'licenses', text: '1 dependency with a blocked license' }],
      overdue: [
        { kind: 'overdue', key: 'critical', text: '1 critical open past 7d' },
        { kind: 'overdue', key: 'high', text: '1 high open past 30d' },
        { kind: 'overdue', text: '1 finding of a severity the gate cannot read' },
      ],
      exceptions: [{ kind: 'exceptions', text: '1 exceptions entry matched nothing' }],
      posture: [{ kind: 'posture', text: 'backlog grew +20%' }],
    };
    const rules: Partial<GateRules> = {
      failOnSeverity: 'high',
      budgets: [{ key: 'high', max: 1 }],
      failOnBlockedLicenses: true,
      scanMaxAge: { asWritten: '1h' },
      maxOpenAge: { critical: { ms: 1, asWritten: '7d' }, high: { ms: 1, asWritten: '30d' } },
      failOnUnusedExceptions: true,
      maxBacklogGrowth: { percent: 10, asWritten: '10%' },
    };
    expect(shown(rules, found, 'new')).toEqual([
      ['severity.critical', 'severity', 'no critical new findings (fail-on-severity high)', []],
      ['severity.high', 'severity', 'no high new findings (fail-on-severity high)', ['high: 2 > 0']],
      ['budget.high', 'budget', 'high new findings at most 1 (thresholds)', ['high: 2 > 1']],
      ['licenses', 'licenses', 'no dependency with a blocked license', ['1 dependency with a blocked license']],
      ['freshness', 'freshness', 'scans younger than 1h (scan-max-age)', []],
      ['deadline.critical', 'deadline', 'no critical finding open longer than 7d (max-open-age)', ['1 critical open past 7d']],
      ['deadline.high', 'deadline', 'no high finding open longer than 30d (max-open-age)', ['1 high open past 30d']],
      ['exceptions', 'exceptions', 'every exceptions entry matched (fail-on-unused-exceptions)', ['1 exceptions entry matched nothing']],
      ['posture', 'posture', 'backlog grew at most 10% (max-backlog-growth)', ['backlog grew +20%']],
      // A reason no check names still fails a check of its own.
      ['overdue.1', 'overdue', '1 finding of a severity the gate cannot read', ['1 finding of a severity the gate cannot read']],
    ]);
  });

  it('holds several reasons of one check; passes a check whose rule held', () => {
    const secrets: Reason[] = [
      { kind: 'secrets', text: 'a' },
      { kind: 'secrets', text: 'b' },
    ];
    const rules = { failOnValidSecrets: true, failOnBlockedLicenses: true, failOnUnusedExceptions: true };
    expect(shown({ ...rules, maxBacklogGrowth: { percent: 0, asWritten: '0%' } }, { secrets })).toEqual([
      ['secrets', 'secrets', 'no open confirmed-valid secret', ['a', 'b']],
      ['licenses', 'licenses', 'no dependency with a blocked license', []],
      ['exceptions', 'exceptions', 'every exceptions entry matched (fail-on-unused-exceptions)', []],
      ['posture', 'posture', 'backlog grew at most 0% (max-backlog-growth)', []],
    ]);
  });

  it("checks the platform's policy first where the rules follow it: what it blocks, then malicious dependencies where their list was read", () => {
    const platform = { failOnBlocking: true, failOnMalicious: true, countStates: [], sca: { reachableOnly: false, fixableOnly: false } };
    const found = {
      blocking: [{ kind: 'blocking', text: '1 finding the platform blocks' }],
      malicious: [{ kind: 'malicious', text: '1 finding from a malicious dependency' }],
      secrets: [{ kind: 'secrets', text: '1 confirmed-valid secret' }],
      severity: [{ kind: 'severity', key: 'high', text: 'high: 1 > 0' }],
    } satisfies Partial<RuleReasons>;
    expect(shown({ platform, failOnValidSecrets: true, failOnSeverity: 'high' }, found)).toEqual([
      ['blocking', 'blocking', "nothing the platform's policy blocks (fail-on-blocking)", ['1 finding the platform blocks']],
      ['malicious', 'malicious', 'no finding from a malicious dependency (fail-on-malicious)', ['1 finding from a malicious dependency']],
      ['secrets', 'secrets', 'no open confirmed-valid secret', ['1 confirmed-valid secret']],
      ['severity.critical', 'severity', 'no critical findings (fail-on-severity high)', []],
      ['severity.high', 'severity', 'no high findings (fail-on-severity high)', ['high: 1 > 0']],
    ]);
    // The malicious list not read (list-findings false): no check of it, the blocking one passes.
    expect(shown({ platform }, { blocking: [] })).toEqual([
      ['blocking', 'blocking', "nothing the platform's policy blocks (fail-on-blocking)", []],
    ]);
    // Neither rule turned on: no check of either.
    const off = { ...platform, failOnBlocking: false, failOnMalicious: false };
    expect(shown({ platform: off }, { blocking: [], malicious: [] })).toEqual([]);
  });
});

describe('overBudgetOf', () => {
  const judged = computeTotals([tallyOf('p', { 'code.high': 2, 'sca.high': 1, 'code.critical': 0, 'secrets.medium': 4 })], ['code', 'sca']);

  it('marks each budget exceeded, and nothing else while fail-on-severity held', () => {
    const budget: Reason[] = [{ kind: 'budget', key: 'code.high', text: '' }];
    expect(overBudgetOf({ failOnSeverity: 'high', findingTypes: ['code', 'sca'] }, judged, { severity: [], budget })).toEqual([
      'code.high',
    ]);
  });

  it('where fail-on-severity failed, marks every count it judged at or above its floor that is not zero, in the products that count', () => {
    const severity: Reason[] = [{ kind: 'severity', key: 'high', text: '' }];
    expect(new Set(overBudgetOf({ failOnSeverity: 'medium', findingTypes: ['code', 'sca'] }, judged, { severity, budget: [] }))).toEqual(
      new Set(['high', 'code.high', 'sca.high']),
    );
  });
});
