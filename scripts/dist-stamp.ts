// What dist/ was built from. `npm run bundle` ends by writing dist/build.sha256: the SHA-256 of every file
// the bundles are built from (BUNDLE_INPUTS) and of every file the bundle wrote, one `<hash>  <path>` line
// each, as sha256sum writes them (`sha256sum -c dist/build.sha256` checks it by hand). The tests' setup
// (test/support/fresh-dist.ts) compares it with the files as they are now, by content: a checkout or a
// fresh clone gives every file a new mtime and changes nothing here, so a clean clone runs the committed
// dist/ as it is, and an edit of src/ not yet bundled is never run silently.
// Usage (the last step of npm run bundle, from the package's root): node scripts/dist-stamp.ts
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The stamp, relative to the package's root. */
export const STAMP = 'dist/build.sha256';

/**
 * Everything `npm run bundle` reads besides node_modules (which package-lock.json pins): the sources, the
 * manifest and lock, the compiler's settings, the script that writes licenses.txt, and this file.
 */
export const BUNDLE_INPUTS = ['src', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/licenses.ts', 'scripts/dist-stamp.ts'];

/** The files under `path` (itself, when it is a file), relative to `root`, in code-point order; none when it is missing. */
function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** `<sha256>  <path>` for each input and each file of dist/ but the stamp: what the stamp holds when dist/ is fresh. */
export function stampText(root: string): string {
  const paths = [...BUNDLE_INPUTS.flatMap((input) => files(root, input)), ...files(root, 'dist').filter((path) => path !== STAMP)];
  return paths
    .map(
      (path) =>
        `${createHash('sha256')
          .update(readFileSync(join(root, path)))
          .digest('hex')}  ${path}\n`,
    )
    .join('');
}

/**
 * Why dist/ is not what `npm run bundle` would write from the files as they are now: the paths whose
 * content differs from the stamp (changed, added or removed), or that the stamp is missing. Empty when fresh.
 */
export function staleness(root: string): string[] {
  const stampFile = join(root, STAMP);
  if (!existsSync(stampFile)) return [`${STAMP} is missing`];
  const lines = (text: string): Map<string, string> =>
    new Map(
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => [line.slice(66), line.slice(0, 64)]),
    );
  const stamped = lines(readFileSync(stampFile, 'utf8'));
  const now = lines(stampText(root));
  // The inputs first: a changed source says more than the bundles it changes.
  const built = (path: string): number => Number(path.startsWith('dist/'));
  const paths = [...new Set([...stamped.keys(), ...now.keys()])].sort((a, b) => built(a) - built(b) || (a < b ? -1 : 1));
  return paths
    .filter((path) => stamped.get(path) !== now.get(path))
    .map((path) => `${path} ${!stamped.has(path) ? 'is new' : !now.has(path) ? 'is gone' : 'changed'}`);
}

if (import.meta.main) {
  const text = stampText(process.cwd());
  writeFileSync(join(process.cwd(), STAMP), text);
  console.log(`${STAMP}: ${text.split('\n').length - 1} files`);
}
