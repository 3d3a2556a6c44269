// The gate's decision: a pure function of the configuration, the fetched data and the baseline.

import { noun, plural } from '../numbers.ts';
import { useBaseline } from './baseline.ts';
import { computeTotals, countFor, severitiesAtOrAbove } from './counts.ts';
import { type ExceptionsOutcome, entryName, exceptionsOutcome, type UncheckedSources } from './exceptions.ts';
import { overdueReasons } from './overdue.ts';
import { postureReasons } from './posture.ts';
import { judgedCounts, readingOf } from './reading.ts';
import {
  type BaselineComparison,
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
  // Judged: the stricter reading, less what exceptions took out where they could be proved.
  const totals = computeTotals(
    reading.projects.map((project) => ({ counts: judgedCounts(project) })),
    config.findingTypes,
  );
  const exceptions =
    data.exceptions === undefined
      ? undefined
      : exceptionsOutcome(data.exceptions, new Set(reading.exceptedCells.keys()), unchecked(config, data));
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
  reasons.push(...secretReasons(config, data, comparison));
  // Remediation deadlines: judged on the findings listed one by one, and on those the report counts and the list does not name.
  reasons.push(...overdueReasons(config, reading, data.findings));
  reasons.push(...licenseReasons(data), ...unusedReasons(config, exceptions), ...postureReasons(config, data.trend));
  return {
    result: reasons.length > 0 ? 'fail' : 'pass',
    reasons,
    totals,
    exceeded,
    gateOn,
    judged,
    ...(baseline !== undefined ? { baseline } : {}),
    reading,
    ...(exceptions === undefined ? {} : { exceptions }),
  };
}

/** A live credential is live however old: confirmed-valid secrets fail on what is open now (less what exceptions accepted), new or not. */
function secretReasons(config: GateRules, data: GateData, comparison: BaselineComparison | undefined): Reason[] {
  const n = validSecretCount(data) - (data.exceptedSecretCount ?? 0);
  if (!config.failOnValidSecrets || n === 0) return [];
  const fresh = comparison === undefined ? '' : ` (${comparison.newSecretIds.length} new since the baseline)`;
  return [{ kind: 'secrets', text: `${n} ${noun(n, 'confirmed-valid secret', 'confirmed-valid secrets')}${fresh}` }];
}

/** Blocked-license dependencies, less what exceptions accepted. */
function licenseReasons(data: GateData): Reason[] {
  const blocked = (data.blockedDependencyCount ?? data.blockedDependencies?.length ?? 0) - (data.exceptedDependencyCount ?? 0);
  if (blocked === 0) return [];
  return [
    { kind: 'licenses', text: `${blocked} ${noun(blocked, 'dependency with a blocked license', 'dependencies with a blocked license')}` },
  ];
}

/** With fail-on-unused-exceptions: the entries that matched nothing, named. */
function unusedReasons(config: GateRules, exceptions: ExceptionsOutcome | undefined): Reason[] {
  const unused = exceptions?.entries.filter((entry) => entry.state === 'unused') ?? [];
  if (!config.failOnUnusedExceptions || unused.length === 0) return [];
  const names = unused.slice(0, 5).map(({ entry }) => entryName(entry));
  const more = unused.length > names.length ? `, and ${unused.length - names.length} more` : '';
  const them = unused.length === 1 ? 'it' : 'them';
  return [
    {
      kind: 'exceptions',
      text: `${plural(unused.length, 'exceptions entry matched', 'exceptions entries matched')} nothing (fail-on-unused-exceptions): ${names.join(', ')}${more}; remove ${them}`,
    },
  ];
}

/** Why each kind of exception could not be checked against a source read whole this run (absent: it could). */
export function unchecked(config: GateRules, data: Pick<GateData, 'findings'>): UncheckedSources {
  const listing = data.findings;
  const findings =
    listing === undefined || listing.state === 'off'
      ? 'list-findings is false, so no finding is named'
      : listing.state === 'unavailable'
        ? `the findings list is not available (${listing.why})`
        : undefined;
  return {
    ...(findings === undefined ? {} : { findings }),
    ...(config.failOnBlockedLicenses ? {} : { dependencies: 'fail-on-blocked-licenses is off, so no dependency is judged' }),
  };
}
