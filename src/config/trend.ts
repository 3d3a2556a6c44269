// `trend` and `max-backlog-growth`: the period the Posture section charts (`12w`, `90d`, `6m`), with the
// bucket size that gives 8 to 31 points, and how much the backlog may grow over it. Pure.
import { DAY_MS } from '../domain.ts';
import { ConfigError, quoteValue } from './inputs.ts';
import type { Config } from './types.ts';

/** Fewest and most points a chart shows: fewer says nothing of a direction, more does not fit GitHub's width. */
export const MIN_POINTS = 8;
export const MAX_POINTS = 31;
const BUCKET_DAYS = { day: 1, week: 7, month: 30.44 } as const;
const UNIT_WORDS: Record<string, [string, string]> = { d: ['day', 'days'], w: ['week', 'weeks'], m: ['month', 'months'] };

/** The trend of a run: its period (from `since` to the run's time), the bucket size and how many points it gives. */
export type Trend = NonNullable<Config['trend']>;

/** `trend`: `N` days, weeks or months back from `now`; empty means no trend. Throws ConfigError when no bucket size gives 8 to 31 points. */
export function parseTrend(value: string, now: Date): Trend | undefined {
  if (value === '') return undefined;
  const match = /^([0-9]{1,4}) ?([dwm])$/.exec(value.toLowerCase());
  const n = Number(match?.[1] ?? Number.NaN);
  if (match === null || !(n > 0)) {
    throw new ConfigError(
      'trend',
      `Input 'trend' is ${quoteValue(value)}: use a period such as 12w, 90d or 6m (days, weeks or months), or leave it empty.`,
    );
  }
  const unit = match[2] as 'd' | 'w' | 'm';
  const since = new Date(now.getTime());
  if (unit === 'm') since.setUTCMonth(since.getUTCMonth() - n);
  else since.setTime(now.getTime() - n * (unit === 'w' ? 7 : 1) * DAY_MS);
  const days = (now.getTime() - since.getTime()) / DAY_MS;
  for (const bucket of ['day', 'week', 'month'] as const) {
    const points = Math.ceil(days / BUCKET_DAYS[bucket] - 0.01);
    if (points >= MIN_POINTS && points <= MAX_POINTS) {
      const [one, many] = UNIT_WORDS[unit] as [string, string];
      return {
        asWritten: `${n}${unit}`,
        words: `${n} ${n === 1 ? one : many}`,
        since: since.toISOString(),
        until: now.toISOString(),
        bucket,
        points,
      };
    }
  }
  throw new ConfigError(
    'trend',
    `Input 'trend' is ${quoteValue(value)}: ${Math.round(days)} days give ${Math.ceil(days)} daily, ${Math.ceil(days / 7)} weekly or ${Math.round(days / 30.44)} monthly points, and a chart needs ${MIN_POINTS} to ${MAX_POINTS}: use 8d to 31d, 8w to 31w (56d to 217d), or 8m to 31m.`,
  );
}

/** `max-backlog-growth`: a percentage (`0%`, `10%`, `2.5%`) the backlog may grow by over the trend's period; empty means no limit. */
export function parseMaxBacklogGrowth(value: string): Config['maxBacklogGrowth'] {
  if (value === '') return undefined;
  const match = /^([0-9]{1,5}(?:\.[0-9]{1,2})?) ?%$/.exec(value);
  if (match === null) {
    throw new ConfigError(
      'max-backlog-growth',
      `Input 'max-backlog-growth' is ${quoteValue(value)}: use a percentage such as 0% (the backlog may not grow) or 10%, or leave it empty.`,
    );
  }
  return { percent: Number(match[1]), asWritten: `${Number(match[1])}%` };
}
