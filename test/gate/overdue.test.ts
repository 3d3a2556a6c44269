// Remediation deadlines as a specification (src/gate/overdue.ts): one reason per severity, naming the
// oldest; a finding of unknown age counts as past its deadline, never within it, whether the list gives
// no usable date or the report counts a finding the list does not name.
import { describe, expect, it } from 'vitest';
import { durationWords, findingPlace, overdueCount, overdueReasons, shortRule } from '../../src/gate/overdue.ts';
import { readingOf } from '../../src/gate/reading.ts';
import type { ProjectTally } from '../../src/gate/types.ts';
import { gateDataOf, listedOf, listingOf, tallyOf } from '../support/builders.ts';
import { FETCHED_AT } from '../support/fixtures.ts';

const NOW = Date.parse(FETCHED_AT);
const daysAgo = (d: number): string => new Date(NOW - d * 86_400_000).toISOString();
const limits = { critical: { ms: 7 * 86_400_000, asWritten: '7d' }, high: { ms: 30 * 86_400_000, asWritten: '30d' } };
const rules = { maxOpenAge: limits, findingTypes: ['code', 'sca', 'secrets'] as ('code' | 'sca' | 'secrets')[] };

function judge(findings: Parameters<typeof listingOf>[0], projects: ProjectTally[]) {
  const listing = listingOf(findings, { maxOpenAge: limits });
  const data = gateDataOf({ projects, findings: listing });
  const reading = readingOf(data, rules);
  return { reasons: overdueReasons(rules, reading, listing), count: overdueCount(rules, reading, listing) };
}

describe('remediation deadlines', () => {
  it('gives one reason per severity, most severe first, naming the count and the oldest', () => {
    const findings = [
      listedOf({ id: '1', severity: 'critical', relevantSince: daysAgo(10), filePath: 'src/a.ts', line: 12 }),
      listedOf({ id: '2', severity: 'critical', relevantSince: daysAgo(19), filePath: 'src/b.ts', line: 3, rule: 'x.y.tainted-sql' }),
      listedOf({ id: '3', severity: 'high', relevantSince: daysAgo(31) }),
      listedOf({ id: '4', severity: 'high', relevantSince: daysAgo(2) }),
    ];
    const { reasons, count } = judge(findings, [tallyOf('acme/api', { 'code.critical': 2, 'code.high': 2 })]);
    expect(reasons).toEqual([
      { kind: 'overdue', key: 'critical', text: '2 critical findings open past 7 days (oldest: rule tainted-sql in src/b.ts:3, 19 days)' },
      { kind: 'overdue', key: 'high', text: '1 high finding open past 30 days (oldest: rule rule-x in an unknown file, 31 days)' },
    ]);
    expect(count).toBe(3);
  });

  it('counts a finding the report counts and the list does not name as of unknown age, past its deadline', () => {
    const { reasons, count } = judge(
      [listedOf({ severity: 'critical', relevantSince: daysAgo(1) })],
      [tallyOf('acme/api', { 'code.critical': 2 })],
    );
    expect(reasons).toEqual([
      {
        kind: 'overdue',
        key: 'critical',
        text: '1 critical finding of unknown age, counted past 7 days (age unknown: 1 counted by the report but not listed)',
      },
    ]);
    expect(count).toBe(1);
  });

  it('counts a listed finding with no date, an unreadable one or one in the future as of unknown age', () => {
    const findings = [
      listedOf({ id: '1', severity: 'critical', relevantSince: daysAgo(9), filePath: 'src/a.ts' }),
      listedOf({ id: '2', severity: 'critical' }),
      listedOf({ id: '3', severity: 'critical', createdAt: new Date(NOW + 365 * 86_400_000).toISOString() }),
    ];
    const { reasons } = judge(findings, [tallyOf('acme/api', { 'code.critical': 3 })]);
    expect(reasons.map((r) => r.text)).toEqual([
      '3 critical findings open past 7 days or of unknown age (oldest: rule rule-x in src/a.ts, 9 days; age unknown: 2 listed without a usable date)',
    ]);
  });

  it('holds a finding whose severity it cannot read against every deadline', () => {
    const { reasons, count } = judge([listedOf({ severity: 'crit', relevantSince: daysAgo(1) })], [tallyOf('acme/api', {})]);
    expect(reasons.map((r) => r.text)).toEqual([
      '1 finding of a severity the gate cannot read: age unknown against every deadline, counted past it',
    ]);
    expect(count).toBe(1);
  });

  it('never counts a triaged finding (ignored, a false positive); a provisionally ignored one keeps its deadline', () => {
    const findings = [
      listedOf({ id: '1', severity: 'critical', relevantSince: daysAgo(90), triageState: 'ignored' }),
      listedOf({ id: '2', severity: 'critical', relevantSince: daysAgo(90), triageReason: 'false_positive' }),
      listedOf({ id: '3', severity: 'critical', relevantSince: daysAgo(90), triageState: 'provisionally_ignored' }),
    ];
    expect(judge(findings, [tallyOf('acme/api', { 'code.critical': 3 })]).count).toBe(1);
  });

  it('says nothing without deadlines, or when every finding is within its deadline', () => {
    const within = [listedOf({ severity: 'critical', relevantSince: daysAgo(1) })];
    expect(judge(within, [tallyOf('acme/api', { 'code.critical': 1 })])).toEqual({ reasons: [], count: 0 });
    const data = gateDataOf({ projects: [tallyOf('acme/api', { 'code.critical': 1 })], findings: listingOf(within) });
    expect(overdueReasons({}, readingOf(data, rules), data.findings)).toEqual([]);
  });

  it('writes a rule and a place in short', () => {
    expect([shortRule('a.b.c'), shortRule('plain'), shortRule('trailing.')]).toEqual(['c', 'plain', 'trailing.']);
    // A rule holding a URL is whole, never split to a bare query its writer can no longer cut (attack18 U3).
    expect(shortRule('x.https://ci.example/a?q=QSECRET')).toBe('x.https://ci.example/a?q=QSECRET');
    expect([findingPlace(listedOf({ filePath: 'a.ts' })), findingPlace(listedOf({ filePath: 'a.ts', line: 4 }))]).toEqual([
      'a.ts',
      'a.ts:4',
    ]);
  });
});

describe('remediation deadlines, at their edges', () => {
  it('adds the findings of both products the report counts and the list does not name, and names both kinds of unknown age', () => {
    const findings = [listedOf({ id: '1', severity: 'critical' })];
    const { reasons, count } = judge(findings, [tallyOf('acme/api', { 'code.critical': 2, 'sca.critical': 3 })]);
    expect(reasons).toEqual([
      {
        kind: 'overdue',
        key: 'critical',
        text: '5 critical findings of unknown age, counted past 7 days (age unknown: 4 counted by the report but not listed, 1 listed without a usable date)',
      },
    ]);
    expect(count).toBe(5);
  });

  it('counts past, listed without a date, unlisted and unreadable together', () => {
    const findings = [
      listedOf({ id: '1', severity: 'critical', relevantSince: daysAgo(9) }),
      listedOf({ id: '2', severity: 'critical' }),
      listedOf({ id: '3', severity: 'crit' }),
    ];
    expect(judge(findings, [tallyOf('acme/api', { 'code.critical': 5 })]).count).toBe(1 + 1 + 2 + 1);
  });

  it('gives the reason of a severity it cannot read as an overdue reason without a key', () => {
    const { reasons } = judge([listedOf({ severity: 'crit' }), listedOf({ id: '2', severity: 'error' })], [tallyOf('acme/api', {})]);
    expect(reasons).toStrictEqual([
      { kind: 'overdue', text: '2 findings of a severity the gate cannot read: age unknown against every deadline, counted past it' },
    ]);
  });

  it('says which report filters the list could not apply: the findings outside them are judged too', () => {
    const listing = listingOf(
      [listedOf({ severity: 'critical', relevantSince: daysAgo(9) })],
      { maxOpenAge: limits },
      { unapplied: { code: ['teams'] } },
    );
    const data = gateDataOf({ projects: [tallyOf('acme/api', {})], findings: listing });
    expect(overdueReasons(rules, readingOf(data, rules), listing).map((r) => r.text)).toEqual([
      '1 critical finding open past 7 days (oldest: rule rule-x in an unknown file, 9 days); the findings list cannot apply teams, so findings outside that filter are judged too',
    ]);
  });

  it('says nothing, and counts nothing, where the list was not read', () => {
    const data = gateDataOf({ projects: [tallyOf('acme/api', { 'code.critical': 2 })], findings: { state: 'off' } });
    expect(overdueReasons(rules, readingOf(data, rules), data.findings)).toEqual([]);
    expect(overdueCount(rules, readingOf(data, rules), data.findings)).toBe(0);
    expect(overdueCount(rules, readingOf(data, rules), undefined)).toBe(0);
  });
});

describe('durationWords', () => {
  it('writes one of each unit in the singular, and leaves anything else as written', () => {
    expect(['1m', '1h', '1d', '1w'].map(durationWords)).toEqual(['1 minute', '1 hour', '1 day', '1 week']);
    expect(['x7d', '7dx', '7 d', '', 'd'].map(durationWords)).toEqual(['x7d', '7dx', '7 d', '', 'd']);
  });

  it('writes a duration as a reader says it', () => {
    expect(['1d', '7d', '36h', '2w', '30m', 'odd'].map(durationWords)).toEqual([
      '1 day',
      '7 days',
      '36 hours',
      '2 weeks',
      '30 minutes',
      'odd',
    ]);
  });
});
