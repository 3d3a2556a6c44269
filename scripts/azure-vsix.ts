// Packs the Azure DevOps extension (.vsix) with tfx-cli, offline: the generated task.json and manifest
// (azure-devops/), the task's entry (dist/azure-task/) and the command line it runs (dist/cli/), the
// overview page (docs/azure-devops.md) and the license. Source maps stay out: the package ships what runs.
// Run `npm run bundle` first. Usage: node scripts/azure-vsix.ts [--out path.vsix] [--publisher id] (the
// Marketplace publisher to upload it under, in place of the manifest's findings-gate).
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { TASK_FOLDER } from './generate/azure-task.ts';
import { packageVersion, ROOT } from './generate/index.ts';

const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag > 0 ? (process.argv[outFlag + 1] ?? '') : join(ROOT, `findings-gate-${packageVersion()}.vsix`));
const publisherFlag = process.argv.indexOf('--publisher');
const publisher = publisherFlag > 0 ? (process.argv[publisherFlag + 1] ?? '') : undefined;
if (publisher !== undefined && !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(publisher)) {
  throw new Error('--publisher takes the id of a Marketplace publisher: letters, digits and dashes.');
}
for (const bundle of ['dist/azure-task/index.js', 'dist/cli/index.js']) {
  if (!existsSync(join(ROOT, bundle))) throw new Error(`${bundle} is missing: run npm run bundle first.`);
}

const staging = mkdtempSync(join(tmpdir(), 'findings-gate-vsix-'));
try {
  const task = join(staging, TASK_FOLDER);
  const withoutMaps = (source: string): boolean => !source.endsWith('.map');
  cpSync(join(ROOT, 'azure-devops', TASK_FOLDER), task, { recursive: true });
  cpSync(join(ROOT, 'dist', 'azure-task'), join(task, 'azure-task'), { recursive: true, filter: withoutMaps });
  cpSync(join(ROOT, 'dist', 'cli'), join(task, 'cli'), { recursive: true, filter: withoutMaps });
  copyFileSync(join(ROOT, 'azure-devops', 'vss-extension.json'), join(staging, 'vss-extension.json'));
  copyFileSync(join(ROOT, 'docs', 'azure-devops.md'), join(staging, 'overview.md'));
  copyFileSync(join(ROOT, 'LICENSE'), join(staging, 'LICENSE'));
  mkdirSync(dirname(out), { recursive: true });
  const tfx = join(ROOT, 'node_modules', 'tfx-cli', '_build', 'tfx-cli.js');
  execFileSync(
    process.execPath,
    [
      tfx,
      'extension',
      'create',
      '--root',
      staging,
      '--manifests',
      'vss-extension.json',
      '--output-path',
      out,
      ...(publisher === undefined ? [] : ['--publisher', publisher]),
      '--no-prompt',
      '--no-color',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
} finally {
  rmSync(staging, { recursive: true, force: true });
}
