// Writes licenses.txt beside each bundle (dist/ for the action, dist/cli/ for the command line,
// dist/azure-task/ for the Azure DevOps task's entry): the license of every package the bundle holds, read
// from its source maps (each file ncc bundled, every chunk), so the list is exactly what ships. The bundles have no runtime dependencies: every package
// is a devDependency, bundled.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The text of a package's LICENSE file, if it ships one. */
function licenseText(dir: string): string | undefined {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : undefined;
}

/** The node_modules folders of the packages a bundle's source maps name. */
function bundledPackages(dist: string): Set<string> {
  const packages = new Set<string>();
  for (const name of readdirSync(dist).filter((file) => file.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(join(dist, name), 'utf8')) as { sources: string[] };
    for (const source of sources) {
      // `../node_modules/a/node_modules/@b/c/x.js`: the innermost package, with the folders that lead to it.
      const path = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(source.replace(/^(\.\.?\/)+/, ''))?.[1];
      if (path !== undefined) packages.add(path);
    }
  }
  return packages;
}

for (const dist of ['dist', 'dist/cli', 'dist/azure-task']) {
  const folder = join(root, dist);
  if (!existsSync(folder)) continue;
  const entries: string[] = [];
  for (const path of bundledPackages(folder)) {
    const dir = join(root, path);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version?: string; license?: string };
    const text = licenseText(dir);
    entries.push(`${manifest.name}@${manifest.version ?? '?'}\n${manifest.license ?? 'UNKNOWN'}\n${text ? `${text}\n` : ''}`);
  }
  entries.sort();
  writeFileSync(join(folder, 'licenses.txt'), entries.length === 0 ? 'No third-party package is bundled.\n' : entries.join('\n'));
  console.log(`${dist}/licenses.txt: ${entries.length} bundled packages`);
}
