// The gate's decision: a pure function of the configuration, the fetched data and the baseline.

import type { ApiOperation } from '../api/errors.ts';
import { noun } from '../numbers.ts';
import { useBaseline } from './baseline.ts';
import { computeTotals, countFor, severitiesAtOrAbove } from './counts.ts';
import { overdueReasons } from './overdue.ts';
import {
  type BudgetKey,
  type GateData,
  type GateRules,
  type LoadedBaseline,
  type Reason,
  type Verdict,
  validSecretCount,
} from './types.ts';

/**
 * Decides pass or fail, with every reason, most important first. With `gate-on: new` and a baseline in
 * use, fail-on-severity and thresholds judge the new findings; a baseline not used leaves the totals.
 */
export function evaluate(config: GateRules, data: GateData, loaded?: LoadedBaseline): Verdict {
  const totals = computeTotals(data.projects, config.findingTypes);
  const baseline = useBaseline(config, data, loaded);
  const comparison = baseline?.used ? baseline.comparison : undefined;
  const gateOn = config.gateOn === 'new' && comparison !== undefined ? 'new' : 'total';
  const judged = (gateOn === 'new' ? comparison?.increase : undefined) ?? totals;
  const what = gateOn === 'new' ? ' new' : '';
  const reasons: Reason[] = [];
  const exceeded: BudgetKey[] = [];

  const floor = `fail-on-severity ${config.failOnSeverity}${gateOn === 'new' ? ', gate-on new' : ''}`;
  for (const severity of severitiesAtOrAbove(config.failOnSeverity)) {
    const n = judged.bySeverity[severity];
    if (n > 0) reasons.push({ kind: 'severity', key: severity, text: `${severity}: ${n}${what} > 0 (${floor})` });
  }
  for (const budget of config.budgets) {
    const n = countFor(judged, budget.key);
    if (n > budget.max) {
      reasons.push({ kind: 'budget', key: budget.key, text: `${budget.key}: ${n}${what} > ${budget.max}` });
      exceeded.push(budget.key);
    }
  }
  // A live credential is live however old: valid secrets fail on what is open now, new or not.
  const n = validSecretCount(data);
  if (config.failOnValidSecrets && n > 0) {
    const fresh = comparison === undefined ? '' : ` (${comparison.newSecretIds.length} new since the baseline)`;
    reasons.push({ kind: 'secrets', text: `${n} ${noun(n, 'confirmed-valid secret', 'confirmed-valid secrets')}${fresh}` });
  }
  // Remediation deadlines: judged on the findings listed one by one.
  if (config.maxOpenAge !== undefined && data.findings?.state === 'listed') {
    reasons.push(...overdueReasons(data.findings.findings, config.maxOpenAge, Date.parse(data.fetchedAt)));
  }
  const blocked = data.blockedDependencyCount ?? data.blockedDependencies?.length ?? 0;
  if (blocked > 0) {
    reasons.push({
      kind: 'licenses',
      text: `${blocked} ${noun(blocked, 'dependency with a blocked license', 'dependencies with a blocked license')}`,
    });
  }
  return {
    result: reasons.length > 0 ? 'fail' : 'pass',
    reasons,
    totals,
    exceeded,
    gateOn,
    judged,
    ...(baseline !== undefined ? { baseline } : {}),
  };
}

/** A list the client stopped reading before the server's end (a repeated cursor): its data is partial. */
export interface PartialList {
  operation: ApiOperation;
  message: string;
}

/** Whether the data of an operation can turn a pass into a failure under these rules. */
function decidesOn(rules: Pick<GateRules, 'failOnValidSecrets' | 'failOnBlockedLicenses'>, operation: ApiOperation): boolean {
  if (operation === 'secrets') return rules.failOnValidSecrets;
  if (operation === 'dependencies') return rules.failOnBlockedLicenses;
  return true;
}

/**
 * The partial list that keeps a pass from standing, if any: a partial list can prove a failure, never
 * a pass, since its unread pages may hold what fails the gate.
 */
export function unprovenPass(
  rules: Pick<GateRules, 'failOnValidSecrets' | 'failOnBlockedLicenses'>,
  verdict: Pick<Verdict, 'result'>,
  partialLists: readonly PartialList[],
): PartialList | undefined {
  if (verdict.result !== 'pass') return undefined;
  return partialLists.find(({ operation }) => decidesOn(rules, operation));
}
