// Log lines for main.ts to print: the result, the counts and every reason. Pure: strings only.
import { PRODUCTS, SEVERITIES } from '../api/types.ts';
import type { GateData, Verdict } from '../gate/types.ts';
import { logLine } from './escape.ts';

const MAX_LOGGED = 50;

/** The verdict as job-log lines: result, deployment, counts per severity and product, then every reason. */
export function verdictLogLines(verdict: Verdict, data: GateData): string[] {
  const { bySeverity, byProduct, total } = verdict.totals;
  const deployment = data.deploymentName ? `${data.deploymentName} (id ${data.deploymentId})` : `id ${data.deploymentId}`;
  const lines = [
    `findings-gate: ${verdict.result}`,
    `deployment: ${deployment}`,
    `findings in scope: ${[...SEVERITIES]
      .reverse()
      .map((s) => `${s} ${bySeverity[s]}`)
      .join(', ')} (total ${total})`,
    `by product: ${PRODUCTS.map((p) => `${p} ${byProduct[p]}`).join(', ')}`,
    `projects: ${data.projects.length}; confirmed-valid secrets: ${data.validSecrets.length}`,
  ];
  for (const reason of verdict.reasons.slice(0, MAX_LOGGED)) lines.push(`reason: ${reason.text}`);
  if (verdict.reasons.length > MAX_LOGGED) lines.push(`…and ${verdict.reasons.length - MAX_LOGGED} more reasons`);
  return lines.map((line) => logLine(line));
}

/** The warnings for project names that matched nothing in the report (bounded), each one safe line. */
export function unmatchedProjectWarnings(data: GateData): string[] {
  const lines = data.unmatchedProjects
    .slice(0, MAX_LOGGED)
    .map((name) => `No project named ${JSON.stringify(name)} in the report: project names are case-sensitive.`);
  if (data.unmatchedProjects.length > MAX_LOGGED) {
    lines.push(`…and ${data.unmatchedProjects.length - MAX_LOGGED} more project names not in the report.`);
  }
  return lines.map((line) => logLine(line));
}
