// How the Azure DevOps task's entry hands the agent's inputs to the command line, and reports its exit code.
import { describe, expect, it } from 'vitest';
import {
  agentVariable,
  commandLineEnvironment,
  TASK_INPUTS,
  TASK_OPTIONS,
  taskCompletion,
  taskInputName,
} from '../../src/azure-task/inputs.ts';
import { INPUTS } from '../../src/config/input-table.ts';

describe('the task inputs', () => {
  it('are the inputs that do anything in Azure Pipelines, in the table order', () => {
    expect(TASK_INPUTS).toEqual(Object.keys(INPUTS).filter((name) => name !== 'github-token' && name !== 'comment-on-pr'));
    expect(TASK_INPUTS).toContain('api-token');
    expect(TASK_INPUTS).toContain('annotations');
  });

  it('are named in camel case, letters and digits only, each name its own', () => {
    expect(taskInputName('fail-on-severity')).toBe('failOnSeverity');
    expect(taskInputName('api-token')).toBe('apiToken');
    expect(taskInputName('mode')).toBe('mode');
    const names = [...TASK_INPUTS, ...TASK_OPTIONS].map(taskInputName);
    for (const name of names) expect(name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    expect(new Set(names.map((name) => name.toUpperCase())).size).toBe(names.length);
    expect(agentVariable('failOnSeverity')).toBe('INPUT_FAILONSEVERITY');
  });
});

describe('commandLineEnvironment', () => {
  it("turns each input the agent set into the command line's variable, and keeps the pipeline's own", () => {
    const env = commandLineEnvironment({
      INPUT_FAILONSEVERITY: 'critical',
      INPUT_APITOKEN: 'sgp_secret',
      INPUT_JUNITFILE: 'out/gate.xml',
      INPUT_THRESHOLDS: 'high=5\ncode.high=3',
      TF_BUILD: 'True',
      BUILD_REPOSITORY_NAME: 'acme/api',
    });
    expect(env).toEqual({
      FINDINGS_GATE_FAIL_ON_SEVERITY: 'critical',
      FINDINGS_GATE_API_TOKEN: 'sgp_secret',
      FINDINGS_GATE_JUNIT_FILE: 'out/gate.xml',
      FINDINGS_GATE_THRESHOLDS: 'high=5\ncode.high=3',
      // What the task set, for the command line's errors to name as the task's inputs (trial7).
      FINDINGS_GATE_TASK_INPUTS: 'api-token,fail-on-severity,thresholds,junit-file',
      TF_BUILD: 'True',
      BUILD_REPOSITORY_NAME: 'acme/api',
    });
  });

  it('leaves out an empty or blank input (the default applies), and an INPUT_ of no task input', () => {
    const env = commandLineEnvironment({ INPUT_PROJECTS: '', INPUT_DEPLOYMENT: '  ', INPUT_COMMENTONPR: 'always', INPUT_OTHER: 'x' });
    expect(env).toEqual({ FINDINGS_GATE_TASK_INPUTS: '' });
  });

  it('lets an input override a pipeline variable of the same setting', () => {
    expect(commandLineEnvironment({ INPUT_MODE: 'warn', FINDINGS_GATE_MODE: 'enforce' })).toEqual({
      FINDINGS_GATE_MODE: 'warn',
      FINDINGS_GATE_TASK_INPUTS: 'mode',
    });
    expect(commandLineEnvironment({ INPUT_MODE: '', FINDINGS_GATE_MODE: 'enforce' })).toEqual({
      FINDINGS_GATE_MODE: 'enforce',
      FINDINGS_GATE_TASK_INPUTS: '',
    });
  });
});

describe('taskCompletion', () => {
  it('says nothing for 0 (the command line says SucceededWithIssues itself), Failed with the reason otherwise', () => {
    expect(taskCompletion(0)).toBeUndefined();
    expect(taskCompletion(1)).toBe('##vso[task.complete result=Failed]findings-gate: the gate failed (the summary says why)');
    expect(taskCompletion(2)).toBe('##vso[task.complete result=Failed]findings-gate could not judge (the log says why)');
    expect(taskCompletion(null)).toMatch(/^##vso\[task\.complete result=Failed\].*killed by a signal/);
    expect(taskCompletion(137)).toMatch(/exit code 137\)$/);
  });
});
