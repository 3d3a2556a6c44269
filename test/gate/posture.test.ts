// The posture over the trend's period (src/gate/posture.ts): the backlog's move, and max-backlog-growth.
import { describe, expect, it } from 'vitest';
import type { SeverityBucket } from '../../src/api/types.ts';
import { backlogMove, backlogTotal, medianAgeMove, openedAndFixed, postureReasons, signedPercent } from '../../src/gate/posture.ts';
import type { TrendData } from '../../src/gate/types.ts';
import { TWELVE_WEEKS } from '../support/fixtures.ts';

const period = TWELVE_WEEKS;
const bucket = (start: string, high: number, critical = 0): SeverityBucket => ({ start, low: 0, medium: 0, high, critical });
const trendOf = (start: number, end: number): TrendData => ({
  period,
  backlog: {
    state: 'read',
    buckets: [bucket('2026-09-02T00:00:00Z', start), bucket('2026-09-09T00:00:00Z', 999), bucket('2026-11-18T00:00:00Z', end)],
  },
  activity: {
    state: 'read',
    buckets: [
      { start: '2026-09-02T00:00:00Z', opened: 3, fixed: 5, ignored: 1, removed: 0 },
      { start: '2026-09-09T00:00:00Z', opened: 4, fixed: 1, ignored: 0, removed: 2 },
    ],
  },
  medianOpenAge: { state: 'read', buckets: [bucket('2026-09-02T00:00:00Z', 30, 21), bucket('2026-11-18T00:00:00Z', 12, 9)] },
});

describe('the posture', () => {
  it('reads the backlog at the first and the last bucket, the activity summed, the median age of the most severe', () => {
    expect(backlogMove(trendOf(1204, 1031))).toEqual({ start: 1204, end: 1031, percent: ((1031 - 1204) / 1204) * 100 });
    expect(openedAndFixed(trendOf(1, 1))).toEqual({ opened: 7, fixed: 6 });
    expect(medianAgeMove(trendOf(1, 1))).toEqual({ severity: 'critical', first: 21, last: 9 });
  });

  it('has no percentage for a backlog that started at 0 and grew; 0% when it stayed at 0', () => {
    expect(backlogMove(trendOf(0, 5))).toEqual({ start: 0, end: 5 });
    expect(backlogMove(trendOf(0, 0))).toEqual({ start: 0, end: 0, percent: 0 });
  });

  it('writes a change with its sign and one decimal', () => {
    expect([signedPercent(-14.37), signedPercent(3), signedPercent(0), signedPercent(-0.04), signedPercent(0.04)]).toEqual([
      '-14.4',
      '+3.0',
      '0.0',
      '0.0',
      '0.0',
    ]);
  });
});

describe('max-backlog-growth', () => {
  const limit = (percent: number) => ({ maxBacklogGrowth: { percent, asWritten: `${percent}%` } });
  it('fails on growth over the limit, naming the figures, and passes at the limit or under it', () => {
    expect(postureReasons(limit(10), trendOf(1000, 1101))).toEqual([
      { kind: 'posture', text: 'backlog grew +10.1% in 12 weeks (1,000 → 1,101), over max-backlog-growth 10%' },
    ]);
    expect(postureReasons(limit(10), trendOf(1000, 1100))).toEqual([]);
    expect(postureReasons(limit(0), trendOf(1000, 900))).toEqual([]);
    expect(postureReasons(limit(0), trendOf(1000, 1001))).toHaveLength(1);
  });

  it('fails on any growth from 0, and judges nothing without a limit', () => {
    expect(postureReasons(limit(50), trendOf(0, 3))).toEqual([
      { kind: 'posture', text: 'backlog grew from 0 to 3 in 12 weeks (max-backlog-growth 50%)' },
    ]);
    expect(postureReasons(limit(0), trendOf(0, 0))).toEqual([]);
    expect(postureReasons({}, trendOf(1, 1000))).toEqual([]);
  });
});

describe('the posture, cell by cell', () => {
  it('sums every severity of a bucket', () => {
    expect(backlogTotal({ low: 1, medium: 20, high: 300, critical: 4000 })).toBe(4321);
  });

  it('reads nothing of a series that is missing', () => {
    const missing = { state: 'missing' as const, why: 'HTTP 404' };
    const trend = { ...trendOf(1, 2), backlog: missing, activity: missing, medianOpenAge: missing };
    expect([backlogMove(trend), openedAndFixed(trend), medianAgeMove(trend)]).toEqual([undefined, undefined, undefined]);
    expect(postureReasons({ maxBacklogGrowth: { percent: 0, asWritten: '0%' } }, trend)).toEqual([]);
    expect(postureReasons({ maxBacklogGrowth: { percent: 0, asWritten: '0%' } }, undefined)).toEqual([]);
  });

  it('takes the median age of the most severe severity that has open findings at either end', () => {
    const ages = (first: Partial<SeverityBucket>, last: Partial<SeverityBucket>): TrendData => ({
      ...trendOf(1, 1),
      medianOpenAge: {
        state: 'read',
        buckets: [
          { start: 'a', low: 0, medium: 0, high: 0, critical: 0, ...first },
          { start: 'b', low: 0, medium: 0, high: 0, critical: 0, ...last },
        ],
      },
    });
    expect(medianAgeMove(ages({ high: 4 }, { critical: 2, high: 5 }))).toEqual({ severity: 'critical', first: 0, last: 2 });
    expect(medianAgeMove(ages({ critical: 3, high: 4 }, { high: 5 }))).toEqual({ severity: 'critical', first: 3, last: 0 });
    expect(medianAgeMove(ages({ medium: 1 }, { low: 2 }))).toEqual({ severity: 'medium', first: 1, last: 0 });
    expect(medianAgeMove(ages({}, {}))).toBeUndefined();
  });
});
