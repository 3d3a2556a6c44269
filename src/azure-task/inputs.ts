// The Azure DevOps task's inputs, and how its entry (azure-task.ts) hands them to the command line. The
// task takes the table's inputs that do anything in Azure Pipelines (input-table.ts `ci`) and three of the
// command line's own flags; task.json allows letters and digits only in a name, so `fail-on-severity` is
// `failOnSeverity` there, and the agent hands it to the entry as INPUT_FAILONSEVERITY. Pure.
import { INPUTS } from '../config/input-table.ts';
import { environmentVariable, TASK_INPUTS_VARIABLE, taskInputName } from '../outputs.ts';
import { azureCommand } from '../render/azure.ts';

/** The command line's own flags the task takes as inputs (the CI is always azure). */
export const TASK_OPTIONS = ['summary-file', 'report-file', 'junit-file'] as const;

/** The table's inputs the task takes: those that do anything in Azure Pipelines, in the table's order. */
export const TASK_INPUTS: readonly string[] = Object.entries(INPUTS)
  .filter(([, spec]) => !('ci' in spec) || (spec.ci as readonly string[]).includes('azure'))
  .map(([name]) => name);

export { taskInputName };

/** The variable the agent sets for a task input: INPUT_ and the name upper-cased. */
export function agentVariable(taskName: string): string {
  return `INPUT_${taskName.toUpperCase()}`;
}

/**
 * The command line's environment in the task: the agent's (the pipeline's variables, TF_BUILD, BUILD_*,
 * SYSTEM_*), without its INPUT_ variables, plus FINDINGS_GATE_<NAME> for each task input set to
 * something. An empty input is left out: the command line's default applies.
 */
export function commandLineEnvironment(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && !name.startsWith('INPUT_')) out[name] = value;
  const set: string[] = [];
  for (const name of [...TASK_INPUTS, ...TASK_OPTIONS]) {
    const value = env[agentVariable(taskInputName(name))];
    if (value === undefined || value.trim() === '') continue;
    out[environmentVariable(name)] = value;
    set.push(name);
  }
  // What the task set, for the command line's errors to name in the task's words.
  out[TASK_INPUTS_VARIABLE] = set.join(',');
  return out;
}

/**
 * The task's result for the command line's exit code, as the logging command that sets it; undefined for
 * 0 (passed, or warned: the command line says SucceededWithIssues itself). The agent reads a Node task's
 * non-zero exit as a broken task, not as a verdict, so the entry says Failed here and exits 0.
 */
export function taskCompletion(code: number | null): string | undefined {
  if (code === 0) return undefined;
  const message =
    code === 1
      ? 'findings-gate: the gate failed (the summary says why)'
      : code === 2
        ? 'findings-gate could not judge (the log says why)'
        : `findings-gate's command line ended without a verdict (${code === null ? 'killed by a signal' : `exit code ${code}`})`;
  return azureCommand('task.complete', { result: 'Failed' }, message);
}
