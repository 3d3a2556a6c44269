// The trend's series as the gate holds them: its period, and each series read or missing. A leaf of
// gate/ (api types only), so that gate/types.ts and gate/posture.ts both take them from here.
import type { ActivityBucket, SeverityBucket } from '../api/types.ts';

/** One series of the trend: read, or why it is missing. */
export type SeriesReading<T> = { state: 'read'; buckets: T[] } | { state: 'missing'; why: string };

/** The series of the trend's period. */
export interface TrendData {
  period: TrendPeriod;
  activity: SeriesReading<ActivityBucket>;
  backlog: SeriesReading<SeverityBucket>;
  medianOpenAge: SeriesReading<SeverityBucket>;
}

/** The period of `trend`: as written and in words, its ISO bounds, the bucket size and the points it gives. */
export interface TrendPeriod {
  asWritten: string;
  words: string;
  since: string;
  until: string;
  bucket: 'day' | 'week' | 'month';
  points: number;
}
