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

/** The buckets of an answer, each with the start of its period; an answer without buckets gives none. */
function bucketsOf(series: TrendSeries, json: unknown): { start: string; fields: Record<string, unknown>; where: string }[] {
  const root = expectBody('trend', json, 'buckets');
  const items = readArray('trend', root.buckets, 'buckets');
  if (items.length > MAX_BUCKETS)
    throw malformed('trend', `the ${series} series has ${items.length} buckets, more than a period of 31 points can`);
  return items.map((item, i) => {
    const where = `buckets[${i}]`;
    const fields = expectObject('trend', item, where);
    const period = expectObject('trend', fields.timePeriod, `${where}.timePeriod`);
    const start = readTime('trend', period.since, `${where}.timePeriod.since`);
    if (start === undefined) throw malformed('trend', `${where}.timePeriod.since is missing`);
    return { start, fields, where };
  });
}

/** Validates an activity answer. */
export function parseActivity(json: unknown): ActivityBucket[] {
  return bucketsOf('activity', json).map(({ start, fields, where }) => ({
    start,
    opened: readCount('trend', fields.opened, `${where}.opened`),
    fixed: readCount('trend', fields.fixed, `${where}.fixed`),
    ignored: readCount('trend', fields.ignored, `${where}.ignored`),
    removed: readCount('trend', fields.removed, `${where}.removed`),
  }));
}

/** Validates a by-severity answer (the backlog, or the median open age in days). */
export function parseBySeverity(series: 'backlog' | 'medianOpenAge', json: unknown): SeverityBucket[] {
  return bucketsOf(series, json).map(({ start, fields, where }) => ({
    start,
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
  return parseActivity(await postSeries(transport, deploymentId, 'activity', filters, query));
}

/** Fetches a by-severity series of the period: the backlog, or the median open age. */
export async function getSeverityTrend(
  transport: Transport,
  deploymentId: string,
  series: 'backlog' | 'medianOpenAge',
  filters: Omit<ReportFilters, 'timePeriod'>,
  query: TrendQuery,
): Promise<SeverityBucket[]> {
  return parseBySeverity(series, await postSeries(transport, deploymentId, series, filters, query));
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
