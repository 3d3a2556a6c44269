// The gate's decision: a pure function of the configuration, the fetched data and the baseline.

import { noun, plural } from '../numbers.ts';
import { useBaseline } from './baseline.ts';
import { computeTotals, countFor, emptyMatrix, severitiesAtOrAbove } from './counts.ts';
import { type ExceptionsOutcome, entryName, exceptionsOutcome, type UncheckedSources } from './exceptions.ts';
import { overdueReasons } from './overdue.ts';
import { policyReasons } from './platform-policy.ts';
import { postureReasons } from './posture.ts';
import { judgedCounts, readingOf } from './reading.ts';
import { withScaFromList } from './sca-filters.ts';
import {
  type BaselineComparison,
  type BudgetKey,
  type Counted,
  type CountedProject,
  type GateData,
  type GateRules,
  type LoadedBaseline,
  type Product,
  type Reading,
  type Reason,
  type Severity,
  type Verdict,
  validSecretCount,
} from './types.ts';

/**
 * Decides pass or fail, with every reason, most important first. With `gate-on: new` and a baseline in
 * use, fail-on-severity and thresholds judge the new findings; a baseline not used leaves the totals.
 */
export function evaluate(config: GateRules, fetched: GateData, loaded?: LoadedBaseline): Verdict {
  // Under a supply-chain filter only the list applies (a fix, an EPSS probability), the SCA cells are the list's.
  const data = withScaFromList(fetched, config.platform?.sca);
  // The report and the list together: where they disagree, the larger count is judged.
  const reading = readingOf(data, config);
  const exceptions =
    data.exceptions === undefined
      ? undefined
      : exceptionsOutcome(data.exceptions, new Set(reading.exceptedCells.keys()), unchecked(config, data));
  const counted = countedOf(data, reading);
  const totals = computeTotals(counted.projects, config.findingTypes);
  const baseline = useBaseline(config, data, reading, loaded);
  const comparison = baseline?.used ? baseline.comparison : undefined;
  const gateOn = config.gateOn === 'new' && comparison !== undefined ? 'new' : 'total';
  const judged = (gateOn === 'new' ? comparison?.increase : undefined) ?? totals;
  const what = gateOn === 'new' ? ' new' : '';
  // The platform's policy first: what it blocks, then malicious dependencies, whatever the budgets.
  const reasons: Reason[] = policyReasons(config.platform, data.policy);
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
  reasons.push(...secretReasons(config, counted, comparison));
  // Remediation deadlines: judged on the findings listed one by one, and on those the report counts and the list does not name.
  reasons.push(...overdueReasons(config, reading, data.findings));
  reasons.push(...licenseReasons(counted), ...unusedReasons(config, exceptions), ...postureReasons(config, data.trend));
  return {
    result: reasons.length > 0 ? 'fail' : 'pass',
    reasons,
    totals,
    counted,
    exceeded,
    gateOn,
    judged,
    ...(baseline !== undefined ? { baseline } : {}),
    reading,
    ...(exceptions === undefined ? {} : { exceptions }),
  };
}

/**
 * One set of numbers for every section, output and file: the findings of each project as counted (the
 * stricter reading, less what exceptions took out where they could be proved), the findings the list
 * names, the confirmed-valid secrets and blocked dependencies, each less what exceptions accepted; and
 * what they accepted, counted apart.
 */
export function countedOf(
  data: Pick<
    GateData,
    | 'findings'
    | 'validSecrets'
    | 'validSecretCount'
    | 'exceptedSecretCount'
    | 'blockedDependencies'
    | 'blockedDependencyCount'
    | 'exceptedDependencyCount'
  >,
  reading: Pick<Reading, 'projects' | 'exceptedCells'>,
): Counted {
  const projects = reading.projects.map(({ label, projectId, counts, excepted }): CountedProject => {
    const taken = emptyMatrix();
    for (const [cell, { listed }] of excepted) {
      const [product, severity] = cell.split('.') as [Product, Severity];
      taken[product][severity] += listed;
    }
    return {
      label,
      ...(projectId === undefined ? {} : { projectId }),
      counts: judgedCounts({ counts, excepted }),
      ...(excepted.size === 0 ? {} : { accepted: taken }),
    };
  });
  // Findings are taken out only in the cells where the list and the report agree (gate/reading.ts); secrets and dependencies as they were read.
  let findings = 0;
  for (const cell of reading.exceptedCells.values()) findings += cell.listed;
  const secrets = data.exceptedSecretCount ?? 0;
  const dependencies = data.exceptedDependencyCount ?? 0;
  // The list is read for the products that count, in scope: what it names, less what exceptions took out.
  const listed = data.findings?.state === 'listed' ? data.findings.count - findings : undefined;
  return {
    projects,
    ...(listed === undefined ? {} : { listed }),
    validSecrets: validSecretCount(data) - secrets,
    blockedDependencies: (data.blockedDependencyCount ?? data.blockedDependencies?.length ?? 0) - dependencies,
    accepted: { findings, secrets, dependencies, total: findings + secrets + dependencies },
  };
}

/** A live credential is live however old: confirmed-valid secrets fail on what is open now (less what exceptions accepted), new or not. */
function secretReasons(config: GateRules, counted: Counted, comparison: BaselineComparison | undefined): Reason[] {
  const n = counted.validSecrets;
  if (!config.failOnValidSecrets || n === 0) return [];
  const fresh = comparison === undefined ? '' : ` (${comparison.newSecretIds.length} new since the baseline)`;
  return [{ kind: 'secrets', text: `${n} ${noun(n, 'confirmed-valid secret', 'confirmed-valid secrets')}${fresh}` }];
}

/** Blocked-license dependencies, less what exceptions accepted. */
function licenseReasons(counted: Counted): Reason[] {
  const blocked = counted.blockedDependencies;
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
