// Every file generated from the one table of inputs, with the function that writes it. scripts/generate.ts
// writes them (npm run generate); test/generate.test.ts fails when one on disk is not what it would write.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { renderActionYml } from './action-yml.ts';
import { renderExtensionManifest, renderTaskJson, TASK_FOLDER } from './azure-task.ts';
import { renderGitLabComponent } from './gitlab-component.ts';
import { withTables } from './readme-tables.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The package's version: every generated file names it (the component's npx line, the task, the extension). */
export function packageVersion(): string {
  return (JSON.parse(read('package.json')) as { version: string }).version;
}

/** action.yml's output descriptions (written by hand there), by name. */
function outputDescriptions(): Record<string, string> {
  const action = parse(read('action.yml')) as { outputs?: Record<string, { description?: string }> };
  return Object.fromEntries(Object.entries(action.outputs ?? {}).map(([name, output]) => [name, output.description ?? '']));
}

/** Each generated file, by its path from the repository's root, and what it should hold now. */
export const GENERATED: readonly { path: string; render: () => string }[] = [
  { path: 'action.yml', render: () => renderActionYml(read('action.yml')) },
  { path: 'templates/findings-gate.yml', render: () => renderGitLabComponent(packageVersion()) },
  { path: `azure-devops/${TASK_FOLDER}/task.json`, render: () => renderTaskJson(packageVersion(), outputDescriptions()) },
  { path: 'azure-devops/vss-extension.json', render: () => renderExtensionManifest(packageVersion()) },
  // After action.yml: the Outputs table takes its descriptions from it.
  { path: 'README.md', render: () => withTables(read('README.md'), read('action.yml')) },
];
