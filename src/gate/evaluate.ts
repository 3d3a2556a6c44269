// The gate's decision: a pure function of the configuration, the fetched data and the baseline.

import { noun } from '../numbers.ts';
import { useBaseline } from './baseline.ts';
import { computeTotals, countFor, severitiesAtOrAbove } from './counts.ts';
import { overdueReasons } from './overdue.ts';
import { readingOf } from './reading.ts';
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
  // The report and the list together: where they disagree, the larger count is judged.
  const reading = readingOf(data, config);
  const totals = computeTotals(reading.projects, config.findingTypes);
  const baseline = useBaseline(config, data, reading, loaded);
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
  // Remediation deadlines: judged on the findings listed one by one, and on those the report counts and the list does not name.
  reasons.push(...overdueReasons(config, reading, data.findings));
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
    reading,
  };
}
