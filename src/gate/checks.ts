// The checks a verdict made: one for each rule the config turns on, in a fixed order, each with the
// reasons it failed on (none: it passed); and the counts of the matrix over budget. JUnit lists the
// checks, the summary, the comment and the plain-text table mark the counts: none of them decides
// again. A new rule adds its reasons to RuleReasons and its check here. Pure.
import { severitiesAtOrAbove } from './counts.ts';
import type { BudgetKey, Check, GateOn, GateRules, Reason, Totals } from './types.ts';

/** Each rule's reasons, as evaluate found them. */
export interface RuleReasons {
  /** The platform's policy (gate/platform-policy.ts): what it blocks, and malicious dependencies (where the list was read). */
  blocking: Reason[];
  malicious?: Reason[];
  severity: Reason[];
  budget: Reason[];
  secrets: Reason[];
  licenses: Reason[];
  overdue: Reason[];
  exceptions: Reason[];
  posture: Reason[];
}

type CheckedRules = Pick<
  GateRules,
  | 'failOnSeverity'
  | 'budgets'
  | 'failOnValidSecrets'
  | 'failOnBlockedLicenses'
  | 'scanMaxAge'
  | 'maxOpenAge'
  | 'failOnUnusedExceptions'
  | 'maxBacklogGrowth'
  | 'platform'
>;

const check = (id: string, label: string, reasons: Reason[]): Check => ({ id, rule: id.split('.')[0] ?? id, label, reasons });

/**
 * The checks of the rules turned on, most urgent first: the order JUnit lists them in, and the verdict its
 * reasons (what blocks, malicious dependencies, confirmed-valid secrets, then the counts). A reason no check names (a
 * deadline on a severity the gate could not read) is a failed check of its own, at the end.
 */
export function checksOf(rules: CheckedRules, gateOn: GateOn, found: RuleReasons): Check[] {
  const judged = gateOn === 'new' ? 'new findings' : 'findings';
  const keyed = (reasons: Reason[], key: string): Reason[] => reasons.filter((reason) => reason.key === key);
  const checks: Check[] = [
    ...(rules.platform?.failOnBlocking === true
      ? [check('blocking', "nothing the platform's policy blocks (fail-on-blocking)", found.blocking)]
      : []),
    ...(rules.platform?.failOnMalicious === true && found.malicious !== undefined
      ? [check('malicious', 'no finding from a malicious dependency (fail-on-malicious)', found.malicious)]
      : []),
    // A secret confirmed valid is a live credential: before the counts, whose reasons may be many.
    ...(rules.failOnValidSecrets ? [check('secrets', 'no open confirmed-valid secret', found.secrets)] : []),
    ...severitiesAtOrAbove(rules.failOnSeverity).map((severity) =>
      check(`severity.${severity}`, `no ${severity} ${judged} (fail-on-severity ${rules.failOnSeverity})`, keyed(found.severity, severity)),
    ),
    ...rules.budgets.map(({ key, max }) =>
      check(`budget.${key}`, `${key} ${judged} at most ${max} (thresholds)`, keyed(found.budget, key)),
    ),
  ];
  if (rules.failOnBlockedLicenses) checks.push(check('licenses', 'no dependency with a blocked license', found.licenses));
  // A run with a scan too old never reaches a verdict: it is an error, so this check passes where there is one.
  if (rules.scanMaxAge !== undefined)
    checks.push(check('freshness', `scans younger than ${rules.scanMaxAge.asWritten} (scan-max-age)`, []));
  for (const [severity, limit] of Object.entries(rules.maxOpenAge ?? {})) {
    const label = `no ${severity} finding open longer than ${limit.asWritten} (max-open-age)`;
    checks.push(check(`deadline.${severity}`, label, keyed(found.overdue, severity)));
  }
  if (rules.failOnUnusedExceptions)
    checks.push(check('exceptions', 'every exceptions entry matched (fail-on-unused-exceptions)', found.exceptions));
  if (rules.maxBacklogGrowth !== undefined) {
    checks.push(check('posture', `backlog grew at most ${rules.maxBacklogGrowth.asWritten} (max-backlog-growth)`, found.posture));
  }
  const named = new Set(checks.flatMap((made) => made.reasons));
  const unnamed = Object.values(found)
    .flat()
    .filter((reason) => !named.has(reason));
  for (const [n, reason] of unnamed.entries()) checks.push(check(`${reason.kind}.${n + 1}`, reason.text, [reason]));
  return checks;
}

/**
 * The counts of the matrix over budget: each budget exceeded, and where fail-on-severity failed, each
 * severity at or above its floor and each count of it in a product that counts, where the counts judged
 * are not zero.
 */
export function overBudgetOf(
  rules: Pick<GateRules, 'failOnSeverity' | 'findingTypes'>,
  judged: Totals,
  found: Pick<RuleReasons, 'severity' | 'budget'>,
): BudgetKey[] {
  const keys = new Set<BudgetKey>();
  // Each severity that failed and each budget exceeded: its reason names it (evaluate's reasons of
  // fail-on-severity are the severities at or above the floor whose judged counts are not zero).
  for (const reason of [...found.severity, ...found.budget]) if (reason.key !== undefined) keys.add(reason.key);
  if (found.severity.length > 0) {
    for (const severity of severitiesAtOrAbove(rules.failOnSeverity)) {
      for (const product of rules.findingTypes) if (judged.matrix[product][severity] > 0) keys.add(`${product}.${severity}`);
    }
  }
  return [...keys];
}
