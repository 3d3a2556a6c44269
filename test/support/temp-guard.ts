// Around the whole run (vitest's globalSetup): no test leaves files behind. The run gets a temp folder of
// its own inside the system's (os.tmpdir(), so TMPDIR is honoured), and every test file and every process
// it starts with this environment makes its temporary files there (TMPDIR points at it). When the last
// test file has ended the folder must be empty: each entry left is a test that did not clean up after
// itself, named, and the run fails. The folder is removed either way, so even a failing run leaves nothing.
// Other processes on the machine write the system's temp folder too; the run's own folder is theirs to
// ignore and ours to judge.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The prefix of a run's own temp folder. */
export const RUN_FOLDER_PREFIX = 'findings-gate-tests-';

/** Starts guarding: returns the run's folder and the check that ends the guard. */
export function guardTemporaryFiles(): { folder: string; finish: () => string[] } {
  const system = tmpdir();
  const folder = mkdtempSync(join(system, RUN_FOLDER_PREFIX));
  const before = { TMPDIR: process.env.TMPDIR, NODE_DISABLE_COMPILE_CACHE: process.env.NODE_DISABLE_COMPILE_CACHE };
  process.env.TMPDIR = folder;
  // npm (the tests run it) turns on Node's compile cache, kept in the temp folder and meant to outlive
  // the run: off for every process of the run, so it leaves no cache behind either.
  process.env.NODE_DISABLE_COMPILE_CACHE = '1';
  const finish = (): string[] => {
    const left = readdirSync(folder).sort();
    rmSync(folder, { recursive: true, force: true });
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    return left;
  };
  return { folder, finish };
}

export default function setup(): () => void {
  const { folder, finish } = guardTemporaryFiles();
  return () => {
    const left = finish();
    if (left.length === 0) return;
    process.exitCode = 1;
    const shown = left.slice(0, 20).join(', ') + (left.length > 20 ? ` and ${left.length - 20} more` : '');
    throw new Error(
      `the tests left ${left.length} ${left.length === 1 ? 'entry' : 'entries'} in their temp folder (${folder}, now removed): ${shown}. ` +
        'Make each temporary folder with temporaryFolder() (test/support/temporary.ts), or remove it in the test that made it.',
    );
  };
}
