// Remediation deadlines, as a specification: counted from relevant_since (else created_at), per
// severity, triaged findings never; one reason per severity naming the oldest.
import { describe, expect, it } from 'vitest';
import type { ListedFinding } from '../src/api/types.ts';
import {
  deadlinesUnproven,
  durationWords,
  findingPlace,
  isOverdue,
  isTriaged,
  openSince,
  overdueCount,
  overdueReasons,
  shortRule,
} from '../src/gate/overdue.ts';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const daysAgo = (d: number): string => new Date(NOW - d * 86_400_000).toISOString();
const finding = (over: Partial<ListedFinding>): ListedFinding => ({
  id: '1',
  issueType: 'sast',
  rule: 'a.b.rule-x',
  severity: 'critical',
  ...over,
});
const limits = { critical: { ms: 7 * 86_400_000, asWritten: '7d' }, high: { ms: 30 * 86_400_000, asWritten: '30d' } };

describe('remediation deadlines', () => {
  it('reads a stamp as the v1 list writes it (kept as written by the parser) as the same time as its ISO text', () => {
    const v1 = '2026-11-14 09:30:00.123456+00:00';
    expect(openSince(finding({ createdAt: v1 }))).toBe(Date.parse('2026-11-14T09:30:00.123Z'));
    expect(isOverdue(finding({ relevantSince: v1 }), limits, NOW)).toBe(true);
    expect(isOverdue(finding({ relevantSince: '2026-11-20 09:30:00+00:00' }), limits, NOW)).toBe(false);
  });

  it('counts from relevant_since, else created_at, and only severities with a deadline', () => {
    expect(isOverdue(finding({ relevantSince: daysAgo(8), createdAt: daysAgo(1) }), limits, NOW)).toBe(true);
    expect(isOverdue(finding({ createdAt: daysAgo(8) }), limits, NOW)).toBe(true);
    expect(isOverdue(finding({ relevantSince: daysAgo(6) }), limits, NOW)).toBe(false);
    expect(isOverdue(finding({ severity: 'low', relevantSince: daysAgo(900) }), limits, NOW)).toBe(false);
    expect(isOverdue(finding({}), limits, NOW)).toBe(false);
  });

  it('never counts a triaged finding: ignored or a false positive', () => {
    expect(isTriaged(finding({ triageState: 'ignored' }))).toBe(true);
    expect(isTriaged(finding({ triageReason: 'false_positive' }))).toBe(true);
    expect(isTriaged(finding({ triageState: 'reviewing' }))).toBe(false);
    expect(isOverdue(finding({ relevantSince: daysAgo(90), triageState: 'ignored' }), limits, NOW)).toBe(false);
  });

  it('gives one reason per severity, most severe first, naming the count and the oldest', () => {
    const findings = [
      finding({ id: '1', relevantSince: daysAgo(10), filePath: 'src/a.ts', line: 12 }),
      finding({ id: '2', relevantSince: daysAgo(19), filePath: 'src/b.ts', line: 3, rule: 'x.y.tainted-sql' }),
      finding({ id: '3', severity: 'high', relevantSince: daysAgo(31) }),
      finding({ id: '4', severity: 'high', relevantSince: daysAgo(2) }),
    ];
    expect(overdueReasons(findings, limits, NOW)).toEqual([
      { kind: 'overdue', key: 'critical', text: '2 critical findings open past 7 days (oldest: rule tainted-sql in src/b.ts:3, 19 days)' },
      { kind: 'overdue', key: 'high', text: '1 high finding open past 30 days (oldest: rule rule-x in an unknown file, 31 days)' },
    ]);
    expect(overdueCount(findings, limits, NOW)).toBe(3);
  });

  it('writes a rule and a place in short', () => {
    expect([shortRule('a.b.c'), shortRule('plain'), shortRule('trailing.')]).toEqual(['c', 'plain', 'trailing.']);
    expect([findingPlace(finding({ filePath: 'a.ts' })), findingPlace(finding({ filePath: 'a.ts', line: 4 }))]).toEqual(['a.ts', 'a.ts:4']);
  });
});

describe('durationWords', () => {
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

describe('deadlinesUnproven: a pass never stands on a list kept in part', () => {
  const limitsOnly = { maxOpenAge: limits };
  const listed = (count: number, kept: number) => ({
    findings: { state: 'listed' as const, count, findings: Array.from({ length: kept }, (_, i) => finding({ id: String(i) })) },
  });

  it('refuses a pass when more findings were counted than kept', () => {
    expect(deadlinesUnproven(limitsOnly, listed(10_001, 3), { result: 'pass' })).toMatch(
      /^max-open-age: 10001 findings are open and the details of 3 were kept/,
    );
  });

  it('lets a failure, a whole list and a run without deadlines stand', () => {
    expect(deadlinesUnproven(limitsOnly, listed(10_001, 3), { result: 'fail' })).toBeUndefined();
    expect(deadlinesUnproven(limitsOnly, listed(3, 3), { result: 'pass' })).toBeUndefined();
    expect(deadlinesUnproven({}, listed(10_001, 3), { result: 'pass' })).toBeUndefined();
  });
});
