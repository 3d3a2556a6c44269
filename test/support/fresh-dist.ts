// Before any test file runs (the first of vitest's globalSetup): the end-to-end tests run the bundles in
// dist/, so dist/ must be what `npm run bundle` writes from the files as they are now. dist/build.sha256
// (scripts/dist-stamp.ts) says what dist/ was built from, by content; when a source differs from it, this
// runs `npm run bundle` once, here, before any test reads dist/, and the tests run what was just built. A
// bundle that fails, or that leaves dist/ still stale, stops the run: a stale build never runs silently.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP, staleness } from '../../scripts/dist-stamp.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `a changed, b is new and 3 more`: the first few reasons, for one line of the log. */
function firstReasons(reasons: readonly string[]): string {
  const shown = reasons.slice(0, 3).join(', ');
  return reasons.length > 3 ? `${shown} and ${reasons.length - 3} more` : shown;
}

/** Makes dist/ of the package at `root` current: nothing when it is, `npm run bundle` when it is not. */
export function freshDist(root: string, log: (line: string) => void = console.log): void {
  const stale = staleness(root);
  if (stale.length === 0) return;
  log(`dist/ was not built from the files as they are (${firstReasons(stale)}): running npm run bundle before the tests.`);
  // Node's compile cache off, as for the tests (test/support/temp-guard.ts): npm would leave it in the temp folder.
  const bundle = spawnSync('npm', ['run', 'bundle'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
  });
  const still = staleness(root);
  if (bundle.status !== 0 || still.length > 0) {
    const why =
      bundle.status !== 0
        ? `it ended with ${bundle.error?.message ?? `exit status ${bundle.status}`}`
        : `${STAMP} still differs: ${firstReasons(still)}`;
    throw new Error(
      `dist/ is stale and npm run bundle did not bring it up to date (${why}): run npm run bundle, fix what it reports, and run the tests again.`,
    );
  }
  log('dist/ rebuilt: the tests run it. Commit dist/ with your change (CI checks that it equals a fresh npm run bundle).');
}

export default function setup(): void {
  freshDist(ROOT);
}
