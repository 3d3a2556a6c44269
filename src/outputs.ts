// The names every CI takes from a run: the outputs (a step's outputs on GitHub, FINDINGS_GATE_OUT_<NAME>
// variables in a dotenv or Azure's output variables), the command line's files, and the variable a name
// becomes. A leaf: the command line reads them without loading a host or @actions/core.

/** The outputs of the action, by name. */
export const OUTPUT = Object.freeze({
  result: 'result',
  total: 'total',
  critical: 'critical',
  high: 'high',
  medium: 'medium',
  low: 'low',
  code: 'code',
  sca: 'sca',
  secrets: 'secrets',
  validSecrets: 'valid-secrets',
  deploymentId: 'deployment-id',
  blockedDependencies: 'blocked-dependencies',
  dependencyInventory: 'dependency-inventory',
  dependencies: 'dependencies',
  reportFile: 'report-file',
  sarifFile: 'sarif-file',
  newTotal: 'new-total',
  newCritical: 'new-critical',
  newHigh: 'new-high',
  newMedium: 'new-medium',
  newLow: 'new-low',
  baselineAgeHours: 'baseline-age-hours',
  scanId: 'scan-id',
  scanCommit: 'scan-commit',
  scanAgeHours: 'scan-age-hours',
  overdue: 'overdue',
  excepted: 'excepted',
  exceptionsExpiring: 'exceptions-expiring',
  backlogChange: 'backlog-change',
  trendJson: 'trend-json',
  blocking: 'blocking',
  malicious: 'malicious',
  scaFilters: 'sca-filters',
});

/** The name of an output. */
export type OutputName = (typeof OUTPUT)[keyof typeof OUTPUT];

/** The files the command line writes, from its own flags (not inputs of the action). */
export interface CliFiles {
  summaryFile?: string;
  outputsFile?: string;
  reportFile?: string;
  codeQualityFile?: string;
  junitFile?: string;
}

/**
 * The variable the Azure DevOps task sets for the command line it runs: the inputs it set from the task's own
 * (comma separated), so an error names an input as the task's user wrote it (`failOnSeverity`), not as a flag.
 */
export const TASK_INPUTS_VARIABLE = 'FINDINGS_GATE_TASK_INPUTS';

/**
 * The variable the GitLab component's job sets for the command line it runs: the component passes each input's
 * default for one the include leaves out, so a value equal to its default may be unset (a policy's then applies),
 * as under the action and the Azure task; on the command line otherwise, a flag or a variable given is set.
 */
export const COMPONENT_VARIABLE = 'FINDINGS_GATE_COMPONENT';

/** An input's name in the Azure task (task.json): camel case (`failOnSeverity`), the only form the task schema allows. */
export function taskInputName(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** An input or a flag as an environment variable: `FINDINGS_GATE_` and the name in upper snake case. */
export function environmentVariable(name: string): string {
  return `FINDINGS_GATE_${name.replaceAll('-', '_').toUpperCase()}`;
}

/**
 * An output as a variable (a dotenv report's line, Azure's output variable): `FINDINGS_GATE_OUT_` and the
 * name, so that no output is ever a setting's variable: a dotenv report brings its variables into every
 * later job, where FINDINGS_GATE_SARIF_FILE would have set that job's sarif-file (attack23 N2).
 */
export function outputVariable(name: string): string {
  return environmentVariable(`out-${name}`);
}
