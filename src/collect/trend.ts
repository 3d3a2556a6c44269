// The trend of `trend`: the activity, backlog and median-open-age series over its period, with the run's
// scope and report filters, read beside the report. A series the server does not give (404, an empty
// answer) or cannot give (an API error) is missing with why, and the Posture section shows the rest:
// a chart never fails the gate. With max-backlog-growth the backlog series is judged: its failure is an
// API error, which on-api-error decides.
import { type ApiClient, ApiError } from '../api/index.ts';
import type { Config } from '../config/index.ts';
import type { SeriesReading, TrendData } from '../gate/types.ts';
import { reportFiltersFor } from './report-filters.ts';

/** The report's filters for the series: the scope, the types and the filters, over every severity; the trend's period replaces since/until. */
function seriesFilters(config: Config) {
  const { timePeriod: _period, findingSeverities: _severities, ...filters } = reportFiltersFor(config, 'low');
  return filters;
}

/** Why a series is missing, from what its request threw. */
function missingWhy(error: ApiError): string {
  if (error.status === 404) return 'the server has no such report (HTTP 404)';
  return error.message;
}

/** Reads the three series at once. */
export async function collectTrend(client: ApiClient, config: Config, deploymentId: string): Promise<TrendData | undefined> {
  const period = config.trend;
  if (period === undefined) return undefined;
  const query = { since: period.since, until: period.until, bucket: period.bucket };
  const filters = seriesFilters(config);
  /** One series: read, or missing with why; with max-backlog-growth the backlog's failure is the run's. */
  const read = async <T>(judged: boolean, fetch: () => Promise<T[]>): Promise<SeriesReading<T>> => {
    try {
      const buckets = await fetch();
      if (buckets.length > 0) return { state: 'read', buckets };
      if (judged) {
        throw new ApiError({
          operation: 'trend',
          kind: 'malformed',
          reason: 'the backlog series holds no bucket for the period, so max-backlog-growth cannot be judged',
        });
      }
      return { state: 'missing', why: 'the answer holds no bucket for the period' };
    } catch (error) {
      if (judged || !(error instanceof ApiError)) throw error;
      return { state: 'missing', why: missingWhy(error) };
    }
  };
  const [activity, backlog, medianOpenAge] = await Promise.all([
    read(false, () => client.getActivity(deploymentId, filters, query)),
    read(config.maxBacklogGrowth !== undefined, () => client.getSeverityTrend(deploymentId, 'backlog', filters, query)),
    read(false, () => client.getSeverityTrend(deploymentId, 'medianOpenAge', filters, query)),
  ]);
  return { period, activity, backlog, medianOpenAge };
}
