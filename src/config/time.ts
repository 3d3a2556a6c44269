// Dates and durations of the time inputs (`since`, `until`): ISO-8601, or a duration back from now.
import type { ReportFilters } from '../api/types.ts';
import { ConfigError, quoteValue } from './inputs.ts';

const DURATION = /^([0-9]{1,9}) ?([mhdw])$/;
const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const DATE_TIME =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,]([0-9]{1,9}))?)?(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?)?$/i;

/** A parsed `since`/`until`: the ISO period the report gets, and each input as written (a duration, or the ISO time). */
/** A duration input (`36h`, `7d`): its length in ms and as written; throws ConfigError naming the input. */
export function parseDuration(input: string, value: string): { ms: number; asWritten: string } {
  const duration = DURATION.exec(value);
  const ms = duration === null ? Number.NaN : Number(duration[1]) * (UNIT_MS[duration[2] ?? ''] ?? Number.NaN);
  if (duration === null || !(ms > 0)) {
    throw new ConfigError(input, `Input '${input}' is ${quoteValue(value)}: use a duration such as 30m, 36h, 7d or 2w, or leave it empty.`);
  }
  return { ms, asWritten: `${Number(duration[1])}${duration[2]}` };
}

export interface ParsedPeriod {
  timePeriod: NonNullable<ReportFilters['timePeriod']>;
  asWritten: { since?: string; until?: string };
}

/** `since`/`until` as ISO strings; durations count back from `now`, date-times without an offset are UTC. */
export function parseTimePeriod(since: string, until: string, now: Date): ParsedPeriod | undefined {
  const sinceTime = since === '' ? undefined : parseTime('since', since, now);
  const untilTime = until === '' ? undefined : parseTime('until', until, now);
  if (sinceTime === undefined && untilTime === undefined) return undefined;
  if (sinceTime !== undefined && sinceTime.getTime() > now.getTime()) {
    throw new ConfigError(
      'since',
      `Input 'since' is ${quoteValue(since)}, which is in the future (now is ${now.toISOString()}): use a past date-time or a duration such as 7d.`,
    );
  }
  if (sinceTime !== undefined && untilTime !== undefined && sinceTime.getTime() > untilTime.getTime()) {
    throw new ConfigError(
      'since',
      `Input 'since' (${sinceTime.toISOString()}) is after input 'until' (${untilTime.toISOString()}): use a since that is before until.`,
    );
  }
  // A duration moves with the clock; two runs with `since: 7d` count the same window, so it is kept as written.
  const written = (value: string, time: Date): string => {
    const duration = DURATION.exec(value);
    return duration ? `${Number(duration[1])}${duration[2]}` : time.toISOString();
  };
  return {
    timePeriod: {
      ...(sinceTime === undefined ? {} : { since: sinceTime.toISOString() }),
      ...(untilTime === undefined ? {} : { until: untilTime.toISOString() }),
    },
    asWritten: {
      ...(sinceTime === undefined ? {} : { since: written(since, sinceTime) }),
      ...(untilTime === undefined ? {} : { until: written(until, untilTime) }),
    },
  };
}

export function parseTime(input: string, value: string, now: Date): Date {
  const invalid = () =>
    new ConfigError(
      input,
      `Input '${input}' is ${quoteValue(value)}: use an ISO-8601 date (2026-11-01) or date-time (2026-11-01T12:00:00Z), or a duration back from now (30m, 12h, 7d, 2w).`,
    );
  const duration = DURATION.exec(value);
  if (duration !== null) {
    const time = new Date(now.getTime() - Number(duration[1]) * (UNIT_MS[duration[2] ?? ''] ?? Number.NaN));
    if (Number.isNaN(time.getTime())) throw invalid();
    return time;
  }
  const match = DATE_TIME.exec(value);
  if (match === null) throw invalid();
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millisecond = Math.trunc(Number(`0.${match[7] ?? '0'}`) * 1000);
  const time = new Date(0);
  time.setUTCFullYear(year, month - 1, day);
  if (time.getUTCFullYear() !== year || time.getUTCMonth() !== month - 1 || time.getUTCDate() !== day) throw invalid();
  if (hour > 23 || minute > 59 || second > 59) throw invalid();
  time.setUTCHours(hour, minute, second, millisecond);
  const zone = match[8]?.toUpperCase();
  if (zone !== undefined && zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMinutes = Number(digits.slice(2) || '0');
    if (offsetHours > 23 || offsetMinutes > 59) throw invalid();
    const sign = zone.startsWith('-') ? -1 : 1;
    time.setTime(time.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  }
  return time;
}
