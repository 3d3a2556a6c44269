// The reporting API's series (Beta): findings activity, the backlog by severity and the median open
// age by severity, bucketed by day, week or month over a period, with the report's filters.
// POST /api/reporting/{deploymentId}/reports/activity | backlog/by-severity | median-open-age/by-severity.
import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import { buildReportBody } from './report.ts';
import type { ActivityBucket, ReportFilters, SeverityBucket, TrendQuery, TrendSeries } from './types.ts';
import { checkDeploymentId, expectBody, expectObject, readArray, readCount, readTime } from './wire.ts';

const PATHS: Record<TrendSeries, string> = {
  activity: 'reports/activity',
  backlog: 'reports/backlog/by-severity',
  medianOpenAge: 'reports/median-open-age/by-severity',
};
const BUCKET_SIZE = { day: 'TIME_BUCKET_SIZE_DAY', week: 'TIME_BUCKET_SIZE_WEEK', month: 'TIME_BUCKET_SIZE_MONTH' } as const;
/** More buckets than this is not a series of the period asked for. */
const MAX_BUCKETS = 400;

/** The request body: the report's filters (but its period), the trend's period and bucket size. */
export function buildTrendBody(filters: Omit<ReportFilters, 'timePeriod'>, query: TrendQuery): { filters: Record<string, unknown> } {
  const { filters: body } = buildReportBody(filters);
  return { filters: { ...body, timePeriod: { since: query.since, until: query.until }, timeBucketSize: BUCKET_SIZE[query.bucket] } };
}

/** A bucket's length when it does not say where it ends: the longest of its size (a month of 31 days). */
const BUCKET_MS = { day: 86_400_000, week: 7 * 86_400_000, month: 31 * 86_400_000 } as const;
/** The shortest a bucket can be (a month of 28 days): where one comes without its end, the next may not start before it. */
const SHORTEST_MS = { ...BUCKET_MS, month: 28 * 86_400_000 } as const;

/**
 * The buckets of an answer, each read by `read`, sorted by their start (the API documents no order). A
 * bucket sent twice, or one whose period lies outside the period asked for, makes the answer malformed:
 * the same judgement whatever order the server uses.
 */
function bucketsOf<T>(
  series: TrendSeries,
  json: unknown,
  query: TrendQuery,
  read: (fields: Record<string, unknown>, where: string) => T,
): (T & { start: string })[] {
  const root = expectBody('trend', json, 'buckets');
  const items = readArray('trend', root.buckets, 'buckets');
  if (items.length > MAX_BUCKETS)
    throw malformed('trend', `the ${series} series has ${items.length} buckets, more than a period of 31 points can`);
  const buckets = items.map((item, i) => {
    const where = `buckets[${i}]`;
    const fields = expectObject('trend', item, where);
    const period = expectObject('trend', fields.timePeriod, `${where}.timePeriod`);
    const start = readTime('trend', period.since, `${where}.timePeriod.since`);
    if (start === undefined) throw malformed('trend', `${where}.timePeriod.since is missing`);
    const end = readTime('trend', period.until, `${where}.timePeriod.until`);
    const startMs = Date.parse(start);
    const endMs = end === undefined ? startMs + BUCKET_MS[query.bucket] : Date.parse(end);
    if (endMs <= startMs) throw malformed('trend', `${where} ends at ${end}, not after it starts`);
    const leastEndMs = end === undefined ? startMs + SHORTEST_MS[query.bucket] : endMs;
    return { bucket: { start, ...read(fields, where) }, startMs, endMs, leastEndMs };
  });
  buckets.sort((a, b) => a.startMs - b.startMs);
  const [since, until] = [Date.parse(query.since), Date.parse(query.until)];
  for (const [i, { bucket, startMs, endMs }] of buckets.entries()) {
    const before = buckets[i - 1];
    if (before?.startMs === startMs) throw malformed('trend', `the ${series} series has two buckets that start at ${bucket.start}`);
    // One that starts inside another would judge the backlog at a time of the server's choosing, the period's
    // start or its end (attack29 T1): buckets follow one another.
    if (before !== undefined && startMs < before.leastEndMs) {
      throw malformed(
        'trend',
        `the ${series} series has a bucket that starts at ${bucket.start}, before the one before it ends (${new Date(before.leastEndMs).toISOString()})`,
      );
    }
    if (startMs >= until || endMs <= since) {
      throw malformed(
        'trend',
        `the ${series} series has a bucket that starts at ${bucket.start}, outside the period asked for (${query.since} to ${query.until})`,
      );
    }
  }
  coverPeriod(series, buckets, query, since, until);
  return buckets.map(({ bucket }) => bucket);
}

/**
 * A series judges the period from its first bucket to its last: each bucket at most the size asked for,
 * the first starting at most one bucket after the period's start and the last ending at most one bucket
 * before its end (a server may align its buckets to calendar weeks or months). A series that stops early (or starts late) would judge the backlog at another time than the
 * period's end (or start), so it is malformed, as a bucket outside the period is. An empty series is the
 * caller's to name.
 */
function coverPeriod(
  series: TrendSeries,
  buckets: readonly { bucket: { start: string }; startMs: number; endMs: number }[],
  query: TrendQuery,
  since: number,
  until: number,
): void {
  const size = BUCKET_MS[query.bucket];
  for (const { bucket, startMs, endMs } of buckets) {
    if (endMs - startMs > size)
      throw malformed('trend', `the ${series} series has a bucket that starts at ${bucket.start} and is longer than a ${query.bucket}`);
  }
  const [first, last] = [buckets[0], buckets.at(-1)];
  if (first === undefined || last === undefined) return;
  if (first.startMs > since + size || last.endMs < until - size) {
    throw malformed(
      'trend',
      `the ${series} series runs from ${first.bucket.start} to ${new Date(last.endMs).toISOString()}, and does not cover the period asked for (${query.since} to ${query.until})`,
    );
  }
}

/** Validates an activity answer over the period of `query`. */
export function parseActivity(json: unknown, query: TrendQuery): ActivityBucket[] {
  return bucketsOf('activity', json, query, (fields, where) => ({
    opened: readCount('trend', fields.opened, `${where}.opened`),
    fixed: readCount('trend', fields.fixed, `${where}.fixed`),
    ignored: readCount('trend', fields.ignored, `${where}.ignored`),
    removed: readCount('trend', fields.removed, `${where}.removed`),
  }));
}

/** Validates a by-severity answer (the backlog, or the median open age in days) over the period of `query`. */
export function parseBySeverity(series: 'backlog' | 'medianOpenAge', json: unknown, query: TrendQuery): SeverityBucket[] {
  return bucketsOf(series, json, query, (fields, where) => ({
    low: readCount('trend', fields.low, `${where}.low`),
    medium: readCount('trend', fields.medium, `${where}.medium`),
    high: readCount('trend', fields.high, `${where}.high`),
    critical: readCount('trend', fields.critical, `${where}.critical`),
  }));
}

/** Fetches the findings activity of the period. */
export async function getActivity(
  transport: Transport,
  deploymentId: string,
  filters: Omit<ReportFilters, 'timePeriod'>,
  query: TrendQuery,
): Promise<ActivityBucket[]> {
  return parseActivity(await postSeries(transport, deploymentId, 'activity', filters, query), query);
}

/** Fetches a by-severity series of the period: the backlog, or the median open age. */
export async function getSeverityTrend(
  transport: Transport,
  deploymentId: string,
  series: 'backlog' | 'medianOpenAge',
  filters: Omit<ReportFilters, 'timePeriod'>,
  query: TrendQuery,
): Promise<SeverityBucket[]> {
  return parseBySeverity(series, await postSeries(transport, deploymentId, series, filters, query), query);
}

async function postSeries(
  transport: Transport,
  deploymentId: string,
  series: TrendSeries,
  filters: Omit<ReportFilters, 'timePeriod'>,
  query: TrendQuery,
): Promise<unknown> {
  const id = checkDeploymentId('trend', deploymentId);
  return transport.postJson('trend', `/api/reporting/${id}/${PATHS[series]}`, buildTrendBody(filters, query));
}
