// Writes dist/licenses.txt: the license of every production package in package-lock.json.
// ncc's own --license records only one chunk when the bundle is split (Octokit is loaded lazily),
// so the list comes from the lockfile: a superset of what the bundle holds, never a subset.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockPackage {
  version?: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
}

const root = join(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockPackage> };

/** The text of a package's LICENSE file, if it ships one. */
function licenseText(dir: string): string | undefined {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : undefined;
}

const entries = new Set<string>();
for (const [path, info] of Object.entries(lock.packages)) {
  if (path === '' || info.dev || info.devOptional) continue;
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const text = licenseText(join(root, path));
  entries.add(`${name}@${info.version ?? '?'}\n${info.license ?? 'UNKNOWN'}\n${text ? `${text}\n` : ''}`);
}
const sorted = [...entries].sort();
writeFileSync(join(root, 'dist', 'licenses.txt'), sorted.join('\n'));
console.log(`dist/licenses.txt: ${sorted.length} production packages`);
