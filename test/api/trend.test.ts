// The trend's series (src/api/trend.ts): buckets sorted by their start, whatever order the server sends;
// a bucket sent twice, or one outside the period asked for, is a malformed answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { buildTrendBody, parseActivity, parseBySeverity } from '../../src/api/trend.ts';
import type { TrendQuery } from '../../src/api/types.ts';

const DAY = 86_400_000;
const SINCE = Date.parse('2026-09-03T05:00:00.000Z');
const query: TrendQuery = { since: new Date(SINCE).toISOString(), until: new Date(SINCE + 12 * 7 * DAY).toISOString(), bucket: 'week' };
const iso = (ms: number): string => new Date(ms).toISOString();
/** A period of one bucket of `bucket`'s size, from SINCE: a series of one bucket covers it. */
const oneBucket = (bucket: TrendQuery['bucket']): TrendQuery => ({
  since: query.since,
  until: iso(SINCE + { day: 1, week: 7, month: 31 }[bucket] * DAY),
  bucket,
});
/** Twelve weekly buckets over the period, the backlog growing by one each week. */
const weeks = (): Record<string, unknown>[] =>
  Array.from({ length: 12 }, (_, i) => ({
    timePeriod: { since: iso(SINCE + i * 7 * DAY), until: iso(SINCE + (i + 1) * 7 * DAY) },
    high: String(i + 1),
    opened: i,
  }));
const malformedMessage = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    expect((error as ApiError).operation).toBe('trend');
    return (error as ApiError).reason;
  }
  throw new Error('no error');
};

describe('the trend series', () => {
  it('sorts the buckets by their start, whatever order they came in', () => {
    const sorted = parseBySeverity('backlog', { buckets: weeks() }, query);
    expect(sorted.map((b) => b.high)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(sorted[0]).toEqual({ start: query.since, low: 0, medium: 0, high: 1, critical: 0 });
    expect(parseBySeverity('backlog', { buckets: weeks().reverse() }, query)).toEqual(sorted);
    const activity = parseActivity({ buckets: weeks().reverse() }, query);
    expect(activity.map((b) => b.opened)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(activity[11]).toEqual({ start: iso(SINCE + 11 * 7 * DAY), opened: 11, fixed: 0, ignored: 0, removed: 0 });
  });

  it('gives the same buckets for every order of the same answer', () => {
    const sorted = parseBySeverity('medianOpenAge', { buckets: weeks() }, query);
    fc.assert(
      fc.property(fc.shuffledSubarray(weeks(), { minLength: 12, maxLength: 12 }), (buckets) => {
        expect(parseBySeverity('medianOpenAge', { buckets }, query)).toEqual(sorted);
      }),
    );
  });

  it('refuses a bucket sent twice, even with other counts', () => {
    const buckets = [...weeks(), { ...weeks()[4], high: '99' }];
    expect(malformedMessage(() => parseBySeverity('backlog', { buckets }, query))).toBe(
      `the API sent a malformed response: the backlog series has two buckets that start at ${iso(SINCE + 4 * 7 * DAY)}`,
    );
  });

  it('refuses a bucket that starts inside another, at either end of the period (attack29 T1)', () => {
    const end = { timePeriod: { since: iso(SINCE + 78 * DAY), until: iso(SINCE + 84 * DAY) }, high: '1' };
    expect(malformedMessage(() => parseBySeverity('backlog', { buckets: [...weeks(), end] }, query))).toBe(
      `the API sent a malformed response: the backlog series has a bucket that starts at ${iso(SINCE + 78 * DAY)}, before the one before it ends (${iso(SINCE + 84 * DAY)})`,
    );
    // With its end, a bucket reaches that end, however much longer than its size it is.
    const long = { timePeriod: { since: query.since, until: iso(SINCE + 10 * DAY) }, high: '1' };
    expect(malformedMessage(() => parseBySeverity('backlog', { buckets: [long, ...weeks().slice(1)] }, query))).toBe(
      `the API sent a malformed response: the backlog series has a bucket that starts at ${iso(SINCE + 7 * DAY)}, before the one before it ends (${iso(SINCE + 10 * DAY)})`,
    );
    // Without its end, a bucket is at least as long as its size's shortest (a week; a month of 28 days).
    const start = { timePeriod: { since: iso(SINCE - DAY) }, high: '100000' };
    expect(malformedMessage(() => parseBySeverity('backlog', { buckets: [start, ...weeks()] }, query))).toBe(
      `the API sent a malformed response: the backlog series has a bucket that starts at ${query.since}, before the one before it ends (${iso(SINCE + 6 * DAY)})`,
    );
    // Calendar months without their ends follow one another: February's 28 days, then March.
    const months: TrendQuery = { since: '2027-02-01T00:00:00.000Z', until: '2027-04-01T00:00:00.000Z', bucket: 'month' };
    const month = (since: string) => ({ timePeriod: { since }, high: '1' });
    expect(
      parseBySeverity('backlog', { buckets: [month('2027-02-01T00:00:00.000Z'), month('2027-03-01T00:00:00.000Z')] }, months),
    ).toHaveLength(2);
    expect(() =>
      parseBySeverity('backlog', { buckets: [month('2027-02-01T00:00:00.000Z'), month('2027-02-28T00:00:00.000Z')] }, months),
    ).toThrow(/before the one before it ends \(2027-03-01T00:00:00.000Z\)/);
  });

  it('refuses a bucket outside the period asked for, on either side', () => {
    const before = { timePeriod: { since: iso(SINCE - 8 * DAY), until: iso(SINCE - DAY) } };
    expect(malformedMessage(() => parseActivity({ buckets: [...weeks(), before] }, query))).toBe(
      `the API sent a malformed response: the activity series has a bucket that starts at ${iso(SINCE - 8 * DAY)}, outside the period asked for (${query.since} to ${query.until})`,
    );
    const after = { timePeriod: { since: query.until } };
    expect(malformedMessage(() => parseActivity({ buckets: [after, ...weeks()] }, query))).toContain(
      `a bucket that starts at ${query.until}, outside the period asked for`,
    );
    // Without an end, a bucket reaches one bucket size: a week that starts 6 days before the period overlaps it, 7 do not.
    const aligned = (days: number) => ({ timePeriod: { since: iso(SINCE - days * DAY) } });
    expect(parseActivity({ buckets: [aligned(6)] }, oneBucket('week'))).toHaveLength(1);
    expect(() => parseActivity({ buckets: [aligned(7)] }, query)).toThrow(/outside the period asked for/);
    expect(parseActivity({ buckets: [aligned(29)] }, oneBucket('month'))).toHaveLength(1);
    expect(parseActivity({ buckets: [{ timePeriod: { since: iso(SINCE - DAY + 1) } }] }, oneBucket('day'))).toHaveLength(1);
    expect(() => parseActivity({ buckets: [aligned(1)] }, { ...query, bucket: 'day' })).toThrow(/outside the period/);
    // A bucket that starts before the period and ends inside it is of the period.
    expect(
      parseActivity({ buckets: [{ timePeriod: { since: iso(SINCE - DAY), until: iso(SINCE + DAY) } }] }, oneBucket('week')),
    ).toHaveLength(1);
    expect(() => parseActivity({ buckets: [{ timePeriod: { since: iso(SINCE - DAY), until: iso(SINCE) } }] }, query)).toThrow(
      /outside the period/,
    );
  });

  it('refuses a series that does not cover the period, or a bucket longer than the size asked for', () => {
    // The backlog judged at the period's end: a series that stops weeks early (or starts late) would judge another time.
    expect(malformedMessage(() => parseBySeverity('backlog', { buckets: weeks().slice(0, 2) }, query))).toBe(
      `the API sent a malformed response: the backlog series runs from ${query.since} to ${iso(SINCE + 14 * DAY)}, and does not cover the period asked for (${query.since} to ${query.until})`,
    );
    expect(() => parseBySeverity('backlog', { buckets: weeks().slice(2) }, query)).toThrow(/does not cover the period asked for/);
    // Within one bucket of either end is the period (a server may align its buckets to calendar weeks).
    expect(parseBySeverity('backlog', { buckets: weeks().slice(0, 11) }, query)).toHaveLength(11);
    expect(parseBySeverity('backlog', { buckets: weeks().slice(1) }, query)).toHaveLength(11);
    const whole = { timePeriod: { since: query.since, until: query.until } };
    expect(malformedMessage(() => parseBySeverity('backlog', { buckets: [whole] }, query))).toBe(
      `the API sent a malformed response: the backlog series has a bucket that starts at ${query.since} and is longer than a week`,
    );
    expect(parseBySeverity('backlog', { buckets: [] }, query)).toEqual([]);
  });

  it('refuses a bucket that ends before it starts, and checks counts before the order', () => {
    const backwards = { timePeriod: { since: iso(SINCE + DAY), until: iso(SINCE + DAY) } };
    expect(malformedMessage(() => parseActivity({ buckets: [backwards] }, query))).toBe(
      `the API sent a malformed response: buckets[0] ends at ${iso(SINCE + DAY)}, not after it starts`,
    );
    const badCount = [...weeks(), { ...weeks()[0], opened: -4 }];
    expect(malformedMessage(() => parseActivity({ buckets: badCount }, query))).toBe(
      'the API sent a malformed response: buckets[12].opened is -4, not a count',
    );
  });

  it('refuses more buckets than a period of 31 points can have, and a bucket without a start', () => {
    const many = Array.from({ length: 401 }, (_, i) => ({ timePeriod: { since: iso(SINCE + i * 1000) } }));
    expect(malformedMessage(() => parseActivity({ buckets: many }, query))).toContain('the activity series has 401 buckets');
    expect(malformedMessage(() => parseActivity({ buckets: [{ timePeriod: {} }] }, query))).toContain(
      'buckets[0].timePeriod.since is missing',
    );
    expect(parseActivity({ buckets: [] }, query)).toEqual([]);
  });

  it('asks for the period and its bucket size with the report’s filters', () => {
    expect(buildTrendBody({ projects: ['acme/api'] }, query)).toEqual({
      filters: { projects: ['acme/api'], timePeriod: { since: query.since, until: query.until }, timeBucketSize: 'TIME_BUCKET_SIZE_WEEK' },
    });
  });
});
