// Remediation deadlines (`max-open-age`): an open finding of a severity may stay open so long, counted
// from when it became relevant (else from its creation). Triaged findings never count. Pure.
import type { ListedFinding, Severity } from '../api/types.ts';
import { MOST_SEVERE_FIRST } from '../api/types.ts';
import { stampMs } from '../api/wire.ts';
import { ageWords } from './freshness.ts';
import type { GateData, GateRules, OpenAgeLimits, Reason, Verdict } from './types.ts';

/** Triage states and reasons that take a finding out of the deadlines. */
const TRIAGED = new Set(['ignored', 'false_positive', 'provisionally_ignored']);

/** Whether a finding was triaged away (ignored, or a false positive). */
export function isTriaged(finding: ListedFinding): boolean {
  return TRIAGED.has(finding.triageState ?? '') || TRIAGED.has(finding.triageReason ?? '');
}

/** Since when a finding has been open (ms), or undefined when the API did not say. */
export function openSince(finding: ListedFinding): number | undefined {
  const time = finding.relevantSince ?? finding.createdAt;
  return time === undefined ? undefined : stampMs(time);
}

/** The short name of a rule: the last segment of its dotted id. */
export function shortRule(rule: string): string {
  return rule.split('.').at(-1) || rule;
}

/** Where a finding is: `src/a.ts:12`, or the rule alone. */
export function findingPlace(finding: ListedFinding): string {
  if (finding.filePath === undefined) return 'an unknown file';
  return finding.line === undefined ? finding.filePath : `${finding.filePath}:${finding.line}`;
}

/** Whether a finding is past its severity's deadline at `now`. */
export function isOverdue(finding: ListedFinding, limits: OpenAgeLimits, now: number): boolean {
  const limit = limits[finding.severity as Severity];
  const since = openSince(finding);
  return limit !== undefined && since !== undefined && !isTriaged(finding) && now - since > limit.ms;
}

const UNIT_WORDS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
};

/** A duration as written (`7d`) in words (`7 days`). */
export function durationWords(asWritten: string): string {
  const match = /^(\d+)([mhdw])$/.exec(asWritten);
  const words = match === null ? undefined : UNIT_WORDS[match[2] ?? ''];
  if (match === null || words === undefined) return asWritten;
  return `${match[1]} ${match[1] === '1' ? words[0] : words[1]}`;
}

/** One reason per severity with findings past their deadline, most severe first, naming the oldest. */
export function overdueReasons(findings: readonly ListedFinding[], limits: OpenAgeLimits, now: number): Reason[] {
  const reasons: Reason[] = [];
  for (const severity of MOST_SEVERE_FIRST) {
    const limit = limits[severity];
    if (limit === undefined) continue;
    const overdue = findings.filter((finding) => finding.severity === severity && isOverdue(finding, limits, now));
    if (overdue.length === 0) continue;
    const oldest = overdue.reduce((a, b) => ((openSince(b) ?? now) < (openSince(a) ?? now) ? b : a));
    const days = ageWords((now - (openSince(oldest) ?? now)) / 3_600_000);
    const what = `${overdue.length} ${severity} ${overdue.length === 1 ? 'finding' : 'findings'} open past ${durationWords(limit.asWritten)}`;
    reasons.push({
      kind: 'overdue',
      key: severity,
      text: `${what} (oldest: rule ${shortRule(oldest.rule)} in ${findingPlace(oldest)}, ${days})`,
    });
  }
  return reasons;
}

/** How many listed findings are past their deadline. */
export function overdueCount(findings: readonly ListedFinding[], limits: OpenAgeLimits, now: number): number {
  return findings.filter((finding) => isOverdue(finding, limits, now)).length;
}

/**
 * Why a pass cannot stand on the deadlines, if it cannot: the findings were listed in part (their
 * details are kept for the 10,000 most severe and newest), so an older finding past its deadline may
 * be among those left out.
 */
export function deadlinesUnproven(
  rules: Pick<GateRules, 'maxOpenAge'>,
  data: Pick<GateData, 'findings'>,
  verdict: Pick<Verdict, 'result'>,
): string | undefined {
  const listing = data.findings;
  if (rules.maxOpenAge === undefined || verdict.result !== 'pass' || listing?.state !== 'listed') return undefined;
  if (listing.count <= listing.findings.length) return undefined;
  return `max-open-age: ${listing.count} findings are open and the details of ${listing.findings.length} were kept, so a finding past its deadline may be among those left out; narrow the scope (projects) or the deadlines' severities`;
}
