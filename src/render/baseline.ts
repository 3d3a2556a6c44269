// The words of the baseline, shared by the log, the job summary and the PR comment: the headline of
// the new findings, the signed differences, and why a baseline was not used. Plain text, unescaped:
// each caller escapes it for where it goes.
import { MOST_SEVERE_FIRST } from '../domain.ts';
import type { BaselineComparison, BaselineUse, GateRules } from '../gate/types.ts';
import { count } from '../numbers.ts';

/** `2026-11-20`, the day of the baseline's data, with its age: `2026-11-20 (31 hours old)`. */
export function baselineDate(comparison: Pick<BaselineComparison, 'generatedAt' | 'ageHours'>): string {
  const hours = comparison.ageHours;
  const age = hours < 1 ? 'less than an hour old' : `${count(Math.round(hours))} ${Math.round(hours) === 1 ? 'hour' : 'hours'} old`;
  return `${comparison.generatedAt.slice(0, 10)} (${age})`;
}

/** One line: `1 new critical and 3 new high findings since the baseline of 2026-11-20 (31 hours old)`, or none new. */
export function newFindingsHeadline(comparison: BaselineComparison): string {
  const { increase, newSecretIds } = comparison;
  const since = `since the baseline of ${baselineDate(comparison)}`;
  const parts = MOST_SEVERE_FIRST.filter((s) => increase.bySeverity[s] > 0).map((s) => `${count(increase.bySeverity[s])} new ${s}`);
  const findings =
    parts.length === 0
      ? `No new findings ${since}`
      : `${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`} ${increase.total === 1 ? 'finding' : 'findings'} ${since}`;
  const secrets = newSecretIds.length;
  if (secrets === 0) return findings;
  return `${findings}; ${count(secrets)} new confirmed-valid ${secrets === 1 ? 'secret' : 'secrets'}`;
}

/** Why the baseline was not used and what the gate judged instead, in one sentence. */
export function baselineNotUsed(use: Extract<BaselineUse, { used: false }>, config: Pick<GateRules, 'gateOn'>): string {
  const what = use.file === undefined ? 'No baseline was used' : `The baseline ${JSON.stringify(use.file)} was not used`;
  const instead =
    config.gateOn === 'new' ? 'the gate judged the totals instead of the new findings (the stricter reading)' : 'no differences are shown';
  return `${what}: ${use.why}; ${instead}.`;
}
