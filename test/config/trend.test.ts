// `trend` and `max-backlog-growth` (src/config/trend.ts): the bucket size that gives 8 to 31 points.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/inputs.ts';
import { parseMaxBacklogGrowth, parseTrend } from '../../src/config/trend.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('parseTrend', () => {
  it.each([
    ['8d', 'day', 8, '8 days'],
    ['31d', 'day', 31, '31 days'],
    ['12w', 'week', 12, '12 weeks'],
    ['90d', 'week', 13, '90 days'],
    ['8w', 'week', 8, '8 weeks'],
    ['31w', 'week', 31, '31 weeks'],
    ['6m', 'week', 27, '6 months'],
    ['9m', 'month', 9, '9 months'],
    ['24m', 'month', 24, '24 months'],
  ])('%s: %s buckets, %i points', (value, bucket, points, words) => {
    const trend = parseTrend(value, NOW);
    expect(trend).toMatchObject({ bucket, points, words, until: NOW.toISOString() });
  });

  it('counts months back on the calendar', () => {
    expect(parseTrend('6m', NOW)?.since).toBe('2026-05-25T10:00:00.000Z');
    expect(parseTrend('12w', NOW)?.since).toBe('2026-09-02T10:00:00.000Z');
  });

  it('is empty for no trend', () => {
    expect(parseTrend('', NOW)).toBeUndefined();
  });

  it.each(['7d', '45d', '7w', '40m', '0w', '12', 'w', '12y', '-3w'])('refuses %s', (value) => {
    expect(() => parseTrend(value, NOW)).toThrow(ConfigError);
  });

  it('says which periods give a chart', () => {
    expect(() => parseTrend('45d', NOW)).toThrow(
      "Input 'trend' is '45d': 45 days give 45 daily, 7 weekly or 1 monthly points, and a chart needs 8 to 31: use 8d to 31d, 8w to 31w (56d to 217d), or 8m to 31m.",
    );
  });
});

describe('parseMaxBacklogGrowth', () => {
  it.each([
    ['0%', 0],
    ['10%', 10],
    ['2.5%', 2.5],
    ['10 %', 10],
  ])('%s is %d%', (value, percent) => {
    expect(parseMaxBacklogGrowth(value)?.percent).toBe(percent);
  });

  it.each(['10', '-5%', 'ten%', '%'])('refuses %s', (value) => {
    expect(() => parseMaxBacklogGrowth(value)).toThrow(/use a percentage such as 0%/);
  });
});
