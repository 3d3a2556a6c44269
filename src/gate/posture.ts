// The posture over the trend's period: where the backlog went, what opened and what was fixed, how old
// the open findings are; and `max-backlog-growth`, the one posture rule that can fail the gate. Pure.
import { MOST_SEVERE_FIRST, type Severity } from '../domain.ts';
import { count } from '../numbers.ts';
import type { GateRules, Reason, TrendData } from './types.ts';

/** Open findings at the end of a bucket, every severity. */
export function backlogTotal(bucket: Record<Severity, number>): number {
  return bucket.low + bucket.medium + bucket.high + bucket.critical;
}

/** The backlog at the start and the end of the period, and its change in percent (none when it started at 0 and did not stay there). */
export function backlogMove(trend: TrendData): { start: number; end: number; percent?: number } | undefined {
  if (trend.backlog.state !== 'read') return undefined;
  const { buckets } = trend.backlog;
  const start = backlogTotal(buckets[0] as Record<Severity, number>);
  const end = backlogTotal(buckets.at(-1) as Record<Severity, number>);
  if (start === 0) return end === 0 ? { start, end, percent: 0 } : { start, end };
  return { start, end, percent: ((end - start) / start) * 100 };
}

/** Findings opened and fixed over the period. */
export function openedAndFixed(trend: TrendData): { opened: number; fixed: number } | undefined {
  if (trend.activity.state !== 'read') return undefined;
  let opened = 0;
  let fixed = 0;
  for (const bucket of trend.activity.buckets) {
    opened += bucket.opened;
    fixed += bucket.fixed;
  }
  return { opened, fixed };
}

/** The median age (days) of open findings of the most severe severity that has any, first bucket and last. */
export function medianAgeMove(trend: TrendData): { severity: Severity; first: number; last: number } | undefined {
  if (trend.medianOpenAge.state !== 'read') return undefined;
  const { buckets } = trend.medianOpenAge;
  const [first, last] = [buckets[0], buckets.at(-1)] as [Record<Severity, number>, Record<Severity, number>];
  const severity = MOST_SEVERE_FIRST.find((s) => first[s] > 0 || last[s] > 0);
  return severity === undefined ? undefined : { severity, first: first[severity], last: last[severity] };
}

/** A change in percent as the output and the sentences write it: `+3.0`, `-14.4`, `0.0`. */
export function signedPercent(percent: number): string {
  // A change that rounds to zero (also -0.04, as toFixed writes -0 as 0) has no sign.
  const fixed = (Math.round(percent * 10) / 10).toFixed(1);
  return percent > 0 && fixed !== '0.0' ? `+${fixed}` : fixed;
}

/** With max-backlog-growth: a reason when the backlog at the end of the period exceeds its start by more than the limit. */
export function postureReasons(rules: Pick<GateRules, 'maxBacklogGrowth'>, trend: TrendData | undefined): Reason[] {
  const limit = rules.maxBacklogGrowth;
  if (limit === undefined || trend === undefined) return [];
  const move = backlogMove(trend);
  if (move === undefined) return [];
  const during = `in ${trend.period.words}`;
  const over = `max-backlog-growth ${limit.asWritten}`;
  if (move.percent === undefined) {
    return [{ kind: 'posture', text: `backlog grew from 0 to ${count(move.end)} ${during} (${over})` }];
  }
  if (move.percent <= limit.percent) return [];
  return [
    {
      kind: 'posture',
      text: `backlog grew ${signedPercent(move.percent)}% ${during} (${count(move.start)} → ${count(move.end)}), over ${over}`,
    },
  ];
}
