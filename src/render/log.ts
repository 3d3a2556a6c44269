// Log lines for main.ts to print: the result, the counts and every reason. Pure: strings only.
import { MOST_SEVERE_FIRST, PRODUCTS } from '../domain.ts';
import { unreadPolicyLines } from '../gate/platform-policy.ts';
import type { GateData, GateRules, Totals, Verdict } from '../gate/types.ts';
import { baselineNotUsed, newFindingsHeadline } from './baseline.ts';
import { logLine } from './escape.ts';
import { disagreementSentence, foreignFindingsSentence } from './reading.ts';
import { foreignSecretsWarning } from './scans.ts';

const MAX_LOGGED = 50;

/** `critical 1, high 2, medium 0, low 0 (total 3)`. */
function perSeverity(bySeverity: Totals['bySeverity'], total: number): string {
  return `${MOST_SEVERE_FIRST.map((s) => `${s} ${bySeverity[s]}`).join(', ')} (total ${total})`;
}

/** The verdict as job-log lines: result, deployment, counts per severity and product, then every reason. */
export function verdictLogLines(verdict: Verdict, data: GateData): string[] {
  const { bySeverity, byProduct, total } = verdict.totals;
  const deployment = data.deploymentName ? `${data.deploymentName} (id ${data.deploymentId})` : `id ${data.deploymentId}`;
  const lines = [
    `findings-gate: ${verdict.result}`,
    `deployment: ${deployment}`,
    `findings in scope: ${perSeverity(bySeverity, total)}`,
    `by product: ${PRODUCTS.map((p) => `${p} ${byProduct[p]}`).join(', ')}`,
    `projects: ${verdict.counted.projects.length}; confirmed-valid secrets: ${verdict.counted.validSecrets}`,
  ];
  for (const reason of verdict.reasons.slice(0, MAX_LOGGED)) lines.push(`reason: ${reason.text}`);
  if (verdict.reasons.length > MAX_LOGGED) lines.push(`…and ${verdict.reasons.length - MAX_LOGGED} more reasons`);
  return lines.map((line) => logLine(line));
}

/** The warnings of a verdict run, each one safe line: secrets and findings the API returned for other repositories. */
export function dataWarnings(data: GateData): string[] {
  return [foreignSecretsWarning(data), foreignFindingsSentence(data), ...unreadPolicyLines(data.policy)]
    .filter((w) => w !== undefined)
    .map((w) => logLine(w, 1500));
}

/** The warnings of the reading, each one safe line: the cells where the report and the list disagree; new findings not exact under gate-on new. */
export function readingWarnings(verdict: Verdict): string[] {
  const lines: string[] = [];
  const disagreement = disagreementSentence(verdict);
  if (disagreement !== undefined) lines.push(logLine(disagreement, 2000));
  const comparison = verdict.baseline?.used ? verdict.baseline.comparison : undefined;
  if (verdict.gateOn === 'new' && comparison !== undefined && !comparison.exact) {
    lines.push(logLine(`New findings are not exact: ${comparison.countDeltasWhy ?? 'no finding ids to compare'}.`, 1000));
  }
  return lines;
}

/** The baseline in the log: the one warning of a baseline not used, or the new findings of one in use. */
export function baselineLogLines(verdict: Verdict, config: Pick<GateRules, 'gateOn'>): string[] {
  const { baseline } = verdict;
  if (baseline === undefined) return [];
  if (!baseline.used) return [logLine(baselineNotUsed(baseline, config), 1000)];
  const { comparison } = baseline;
  const { bySeverity, total } = comparison.increase;
  return [
    `baseline: ${baseline.file}, of ${comparison.generatedAt}; the gate judged ${verdict.gateOn === 'new' ? 'the new findings (gate-on new)' : 'the totals'}`,
    `new since the baseline: ${perSeverity(bySeverity, total)}; confirmed-valid secrets ${comparison.newSecretIds.length}`,
    comparison.exact
      ? 'new code and supply-chain findings: exact, by match_based_id'
      : `new findings: not exact (${comparison.countDeltasWhy ?? 'no finding ids'})`,
    newFindingsHeadline(comparison),
  ].map((line) => logLine(line));
}
