// Writes every file generated from the one table of inputs (src/config/input-table.ts) and the package's
// version: action.yml's inputs, the GitLab component, the Azure DevOps task and its extension manifest, the README's tables.
// Run it after changing the table or the version: test/generate.test.ts fails while one is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED, ROOT } from './generate/index.ts';

for (const { path, render } of GENERATED) {
  const file = join(ROOT, path);
  const text = render();
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (before === text) continue;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${path}: ${before === undefined ? 'written' : 'updated'}`);
}
