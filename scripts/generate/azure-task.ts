// The Azure DevOps task (azure-devops/findings-gate/task.json) and the extension that carries it to the
// Marketplace (azure-devops/vss-extension.json). The task's inputs are the table's inputs that do anything
// in Azure Pipelines, plus three of the command line's own flags (src/azure-task/inputs.ts), each with a
// label, its description as help, its default, and the vocabulary's words as a pick list; its outputs are
// the command line's output variables. scripts/azure-vsix.ts packs them with the bundles.
import { TASK_INPUTS, TASK_OPTIONS, taskInputName } from '../../src/azure-task/inputs.ts';
import { CLI_OPTIONS } from '../../src/cli/args.ts';
import { describedFor } from '../../src/cli/help.ts';
import { inputOptions } from '../../src/config/input-options.ts';
import { INPUTS, type InputSpec } from '../../src/config/input-table.ts';
import { DEPENDENCY_FILTERS, ENUM_FILTERS, TEXT_FILTERS } from '../../src/config/vocabulary.ts';
import { OUTPUT } from '../../src/github/outputs.ts';
import { outputVariable } from '../../src/outputs.ts';

/** The task's id: fixed for ever (the Marketplace knows the task by it). */
const TASK_ID = 'ba03e4fe-3986-46da-9ac1-2f554c1f0088';
/** The Marketplace publisher (tfx --publisher overrides it when another publisher publishes). */
export const PUBLISHER = 'findings-gate';
/** The folder of the task in the extension, and its name in a pipeline (`findings-gate@0`). */
export const TASK_FOLDER = 'findings-gate';
/** The first agent with the Node24 handler (the task runs on nothing older: the command line needs Node 22.19+). */
const MINIMUM_AGENT = '4.265.1';

/** Words a label writes in capitals. */
const LABEL_WORDS: Readonly<Record<string, string>> = {
  api: 'API',
  url: 'URL',
  ids: 'IDs',
  id: 'ID',
  ai: 'AI',
  sarif: 'SARIF',
  junit: 'JUnit',
};

/** An input's label: its name as words (`fail-on-severity`: Fail on severity). */
export function taskLabel(name: string): string {
  const words = name.split('-').map((word) => LABEL_WORDS[word] ?? word);
  return words.map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(' ');
}

/** The form's groups, from the vocabulary's lists of filters; every other input stays at the top. */
const GROUPS = [
  { name: 'reportFilters', displayName: 'Report filters', inputs: [...ENUM_FILTERS, ...TEXT_FILTERS].map((filter) => filter.input) },
  { name: 'dependencyFilters', displayName: 'Dependency filters', inputs: DEPENDENCY_FILTERS.map((filter) => filter.input) },
  { name: 'files', displayName: 'Files', inputs: [...TASK_OPTIONS] },
];

interface TaskInput {
  name: string;
  type: string;
  label: string;
  defaultValue: string;
  required: false;
  helpMarkDown: string;
  groupName?: string;
  options?: Record<string, string>;
  properties?: Record<string, string>;
}

/** One task input: free text as a line (a list as lines), true/false as a check box, enumerations as pick lists. */
function taskInput(name: string, spec: Pick<InputSpec, 'type' | 'default' | 'description' | 'words'>): TaskInput {
  const group = GROUPS.find((candidate) => candidate.inputs.includes(name))?.name;
  const words = inputOptions(name);
  const type = { boolean: 'boolean', list: 'multiLine', choice: 'pickList', choices: 'pickList' }[spec.type as string] ?? 'string';
  return {
    name: taskInputName(name),
    type,
    label: taskLabel(name),
    defaultValue: spec.default,
    required: false,
    helpMarkDown: describedFor(spec, 'azure'),
    ...(group === undefined ? {} : { groupName: group }),
    ...(words === undefined ? {} : { options: Object.fromEntries(words.map((word) => [word, word])) }),
    // A list of words: several may be picked (the agent joins them with commas), or typed.
    ...(spec.type === 'choices' ? { properties: { EditableOptions: 'True', MultiSelectFlatList: 'True' } } : {}),
  };
}

/** task.json for the package's `version`; `outputDescriptions` are action.yml's, by output name. */
export function renderTaskJson(version: string, outputDescriptions: Readonly<Record<string, string>>): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  const table = INPUTS as Record<string, InputSpec>;
  const inputs = [
    ...TASK_INPUTS.map((name) => taskInput(name, table[name] as InputSpec)),
    ...TASK_OPTIONS.map((name) => taskInput(name, { type: 'text', default: '', description: CLI_OPTIONS[name].description })),
  ];
  const task = {
    $schema: 'https://raw.githubusercontent.com/Microsoft/azure-pipelines-task-lib/master/tasks.schema.json',
    id: TASK_ID,
    name: TASK_FOLDER,
    friendlyName: 'findings-gate',
    description: 'Fail the job when Semgrep AppSec Platform findings exceed your budgets, or a confirmed-valid secret is open.',
    helpMarkDown:
      'Runs the findings-gate command line (Azure host: issues, the build summary, output variables). Docs: docs/azure-devops.md.',
    category: 'Azure Pipelines',
    author: 'findings-gate',
    version: { Major: major, Minor: minor, Patch: patch },
    minimumAgentVersion: MINIMUM_AGENT,
    instanceNameFormat: 'findings-gate',
    groups: GROUPS.map(({ name, displayName }) => ({ name, displayName, isExpanded: false })),
    inputs,
    OutputVariables: Object.values(OUTPUT).map((name) => ({
      name: outputVariable(name),
      description: outputDescriptions[name] ?? '',
    })),
    execution: { Node24: { target: 'azure-task/index.js', argumentFormat: '' } },
  };
  return `${JSON.stringify(task, null, 2)}\n`;
}

/** vss-extension.json for the package's `version`: one task contribution, its folder, the overview page. */
export function renderExtensionManifest(version: string): string {
  const manifest = {
    manifestVersion: 1,
    id: 'findings-gate',
    name: 'findings-gate',
    version,
    publisher: PUBLISHER,
    description:
      'A CI gate on Semgrep AppSec Platform findings: fails the job when severity budgets are exceeded or confirmed-valid secrets are open.',
    categories: ['Azure Pipelines'],
    tags: ['semgrep', 'security', 'gate', 'secrets', 'supply chain'],
    targets: [{ id: 'Microsoft.VisualStudio.Services' }],
    content: { details: { path: 'overview.md' }, license: { path: 'LICENSE' } },
    files: [{ path: TASK_FOLDER }],
    contributions: [
      {
        id: 'findings-gate-task',
        type: 'ms.vss-distributed-task.task',
        targets: ['ms.vss-distributed-task.tasks'],
        properties: { name: TASK_FOLDER },
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
