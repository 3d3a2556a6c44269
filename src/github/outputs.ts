// The step's outputs: every name action.yml declares, as constants (the contract test checks the two
// against each other), and the values a verdict or an error sets.
import * as core from '@actions/core';
import { MOST_SEVERE_FIRST, PRODUCTS } from '../domain.ts';
import { scanAgeHours } from '../gate/freshness.ts';
import { overdueCount } from '../gate/overdue.ts';
import type { ShownCounts } from '../gate/platform-policy.ts';
import { backlogMove, signedPercent } from '../gate/posture.ts';
import { scaFilterWords } from '../gate/sca-filters.ts';
import type { GateData, GateRules, Verdict } from '../gate/types.ts';
import { OUTPUT, type OutputName } from '../outputs.ts';

export { OUTPUT, type OutputName } from '../outputs.ts';

/** Each severity's output and each new-severity output. */
const NEW_OF = { critical: OUTPUT.newCritical, high: OUTPUT.newHigh, medium: OUTPUT.newMedium, low: OUTPUT.newLow } as const;

/** Where outputs go: the host's setOutput (GITHUB_OUTPUT under the action, by default). */
export type OutputSink = (name: OutputName, value: string | number) => void;

/** Sets one output on GitHub; the value is written as the runner reads it. */
export const setOutputOnGitHub: OutputSink = (name, value) => core.setOutput(name, value);

/** The outputs of a run that could not decide, but `result`: the deployment, when known. */
export function setErrorOutputs(deploymentId: string | undefined, setOutput: OutputSink = setOutputOnGitHub): void {
  if (deploymentId) setOutput(OUTPUT.deploymentId, deploymentId);
}

/**
 * `result`, written last of all: a workflow that reads `result=pass` (to save the report file as the
 * next baseline, say) must find every file of the run complete. A run that dies before has no result.
 */
export function setResult(result: 'pass' | 'fail' | 'error', setOutput: OutputSink = setOutputOnGitHub): void {
  setOutput(OUTPUT.result, result);
}

/**
 * The outputs of a run whose other requests failed where the policy's walks showed what fails it
 * (gate/platform-policy.ts ShownFailure): the counts of what they showed, as a verdict's, then `result`
 * fail, last. The counts in scope are not known, so not set.
 */
export function setShownResult(shown: { counts: ShownCounts }, setOutput: OutputSink = setOutputOnGitHub): void {
  const { blocking, malicious } = shown.counts;
  if (blocking !== undefined) setOutput(OUTPUT.blocking, blocking);
  if (malicious !== undefined) setOutput(OUTPUT.malicious, malicious);
  setResult('fail', setOutput);
}

/** The outputs of a verdict but `result` (setResult): the counts in scope, and the new findings when a baseline was used. */
export function setVerdictOutputs(
  data: GateData,
  verdict: Verdict,
  rules?: Pick<GateRules, 'maxOpenAge' | 'platform' | 'findingTypes'>,
  setOutput: OutputSink = setOutputOnGitHub,
): void {
  setPolicyOutputs(data, rules, setOutput);
  if (rules?.maxOpenAge !== undefined && data.findings?.state === 'listed') {
    setOutput(OUTPUT.overdue, overdueCount(rules, verdict.reading, data.findings));
  }
  const { totals, baseline } = verdict;
  setOutput(OUTPUT.total, totals.total);
  for (const severity of MOST_SEVERE_FIRST) setOutput(OUTPUT[severity], totals.bySeverity[severity]);
  for (const product of PRODUCTS) setOutput(OUTPUT[product], totals.byProduct[product]);
  setOutput(OUTPUT.validSecrets, verdict.counted.validSecrets);
  const move = data.trend === undefined ? undefined : backlogMove(data.trend);
  if (move?.percent !== undefined) setOutput(OUTPUT.backlogChange, signedPercent(move.percent));
  if (verdict.exceptions !== undefined) {
    setOutput(OUTPUT.excepted, verdict.counted.accepted.total);
    setOutput(OUTPUT.exceptionsExpiring, verdict.exceptions.expiring);
  }
  setOutput(OUTPUT.deploymentId, data.deploymentId);
  setOutput(OUTPUT.blockedDependencies, verdict.counted.blockedDependencies);
  if (data.inventory) {
    setOutput(OUTPUT.dependencyInventory, data.inventory.path);
    setOutput(OUTPUT.dependencies, data.inventory.count);
  }
  const scans =
    data.freshness?.state === 'read' && data.freshness.projects.length === 1 ? data.freshness.projects[0]?.newestCompleted : undefined;
  if (scans !== undefined) {
    setOutput(OUTPUT.scanId, scans.id);
    if (scans.commit) setOutput(OUTPUT.scanCommit, scans.commit);
    const hours = scanAgeHours(scans, new Date(data.fetchedAt));
    if (hours !== undefined) setOutput(OUTPUT.scanAgeHours, hours.toFixed(1));
  }
  if (baseline?.used) {
    const { increase, ageHours } = baseline.comparison;
    setOutput(OUTPUT.newTotal, increase.total);
    for (const severity of MOST_SEVERE_FIRST) setOutput(NEW_OF[severity], increase.bySeverity[severity]);
    setOutput(OUTPUT.baselineAgeHours, ageHours.toFixed(1));
  }
}

/** The platform's policy: what it blocks and the malicious dependencies (each when judged), and the supply-chain filters in words. */
function setPolicyOutputs(data: GateData, rules: Pick<GateRules, 'platform' | 'findingTypes'> | undefined, setOutput: OutputSink): void {
  const platform = rules?.platform;
  const policy = data.policy;
  if (platform === undefined || policy === undefined) return;
  if (platform.failOnBlocking) setOutput(OUTPUT.blocking, (policy.blockingCode?.count ?? 0) + (policy.blockingSecrets?.count ?? 0));
  if (policy.malicious !== undefined) setOutput(OUTPUT.malicious, policy.malicious.count);
  const filters = rules?.findingTypes.includes('sca') === true ? scaFilterWords(platform.sca) : [];
  if (filters.length > 0) setOutput(OUTPUT.scaFilters, filters.join('; '));
}
