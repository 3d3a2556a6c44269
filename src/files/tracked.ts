// Whether git tracks a file: a file of the checkout's own tree. In a pull request's run the checkout is
// the pull request's, so a file it tracks is one the pull request may have written (attack26 G3g: a
// committed `baseline.json` that a failed download left in place). A leaf: node's child_process.
import { execFile } from 'node:child_process';
import { basename, dirname, resolve } from 'node:path';

/** Long enough for `git ls-files` on a large checkout; a git that answers in no time says nothing. */
const GIT_TIMEOUT_MS = 10_000;

/**
 * True when the git of `path`'s folder tracks `path` (`git ls-files --error-unmatch` exits 0); false where
 * it does not, where the folder is no git checkout, or where git is missing or gives no answer in time.
 * `safe.directory=*` on the command line: a checkout owned by another user (a container job) is still read.
 */
export function trackedByGit(path: string, timeoutMs = GIT_TIMEOUT_MS): Promise<boolean> {
  const absolute = resolve(path);
  return new Promise((done) => {
    execFile(
      'git',
      ['-c', 'safe.directory=*', '-C', dirname(absolute), 'ls-files', '--error-unmatch', '--', basename(absolute)],
      { timeout: timeoutMs, windowsHide: true, maxBuffer: 64 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } },
      (error) => done(error === null),
    );
  });
}
