// The gate's decision: a pure function of the configuration, the fetched data and the baseline.

import { noun, plural } from '../numbers.ts';
import { useBaseline } from './baseline.ts';
import { checksOf, overBudgetOf, type RuleReasons } from './checks.ts';
import { computeTotals, countFor, emptyMatrix, severitiesAtOrAbove } from './counts.ts';
import { type ExceptionsOutcome, entryName, exceptionsOutcome, type UncheckedSources } from './exceptions.ts';
import { overdueReasons } from './overdue.ts';
import { policyReasons } from './platform-policy.ts';
import { postureReasons } from './posture.ts';
import { judgedCounts, readingOf } from './reading.ts';
import { withScaFromList } from './sca-filters.ts';
import {
  type BaselineComparison,
  type Counted,
  type CountedProject,
  type GateData,
  type GateOn,
  type GateRules,
  type LoadedBaseline,
  type Product,
  type Reading,
  type Reason,
  type Severity,
  type Totals,
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
  // The platform's policy first: what it blocks, then malicious dependencies, whatever the budgets.
  const platform = policyReasons(config.platform, data.policy);
  const found: RuleReasons = {
    blocking: platform.filter((reason) => reason.kind === 'blocking'),
    // A check only where the malicious list was read (not with list-findings false).
    ...(data.policy?.malicious === undefined ? {} : { malicious: platform.filter((reason) => reason.kind === 'malicious') }),
    severity: severityReasons(config, judged, gateOn),
    budget: budgetReasons(config, judged, gateOn),
    secrets: secretReasons(config, counted, comparison),
    // Remediation deadlines: judged on the findings listed one by one, and on those the report counts and the list does not name.
    overdue: overdueReasons(config, reading, data.findings),
    licenses: licenseReasons(counted),
    exceptions: unusedReasons(config, exceptions),
    posture: postureReasons(config, data.trend),
  };
  // One order, the checks' (most urgent first): every sink that cuts the list keeps its head.
  const checks = checksOf(config, gateOn, found);
  const reasons = [...new Set(checks.flatMap((made) => made.reasons))];
  return {
    result: reasons.length > 0 ? 'fail' : 'pass',
    reasons,
    totals,
    counted,
    exceeded: found.budget.flatMap((reason) => (reason.key === undefined ? [] : [reason.key])),
    checks,
    overBudget: overBudgetOf(config, judged, found),
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

/** fail-on-severity: a reason for each severity at or above the floor with findings judged. */
function severityReasons(config: GateRules, judged: Totals, gateOn: GateOn): Reason[] {
  const what = gateOn === 'new' ? ' new' : '';
  const floor = `fail-on-severity ${config.failOnSeverity}${gateOn === 'new' ? ', gate-on new' : ''}`;
  return severitiesAtOrAbove(config.failOnSeverity).flatMap((severity): Reason[] => {
    const n = judged.bySeverity[severity];
    return n > 0 ? [{ kind: 'severity', key: severity, text: `${severity}: ${n}${what} > 0 (${floor})` }] : [];
  });
}

/** thresholds: a reason for each budget exceeded, in the order given. */
function budgetReasons(config: GateRules, judged: Totals, gateOn: GateOn): Reason[] {
  const what = gateOn === 'new' ? ' new' : '';
  return config.budgets.flatMap(({ key, max }): Reason[] => {
    const n = countFor(judged, key);
    return n > max ? [{ kind: 'budget', key, text: `${key}: ${n}${what} > ${max}` }] : [];
  });
}

/** A live credential is live however old: confirmed-valid secrets fail on what is open now (less what exceptions accepted), new or not. */
function secretReasons(config: GateRules, counted: Counted, comparison: BaselineComparison | undefined): Reason[] {
  const n = counted.validSecrets;
  if (!config.failOnValidSecrets || n === 0) return [];
  const added = comparison?.newSecretIds.length;
  // None new: the reason says why a change that adds nothing still fails, and what ends it (trial7).
  const fresh =
    added === undefined
      ? ''
      : added === 0
        ? ` (none new since the baseline: ${n === 1 ? 'it fails' : 'they fail'} every run until rotated and closed in Semgrep, or accepted by an exception)`
        : ` (${added} new since the baseline)`;
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
