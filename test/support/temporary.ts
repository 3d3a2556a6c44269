// Temporary folders that a test file makes and the run removes: each is made in the system's temp folder
// (os.tmpdir(), which honours TMPDIR) and removed after the test file that made it, by the afterAll that
// test/support/cleanup.ts (vitest's setupFiles) adds to every test file. Free of vitest itself, so the demo
// may import the runners that use it (test/support/cli-runner.ts).
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new empty folder `<tmpdir>/<prefix>XXXXXX`, removed with everything in it after the test file. */
export async function temporaryFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** temporaryFolder, for code that cannot wait (a describe block, a synchronous helper). */
export function temporaryFolderSync(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder made so far; test/support/cleanup.ts calls it after each test file. */
export async function removeTemporaryFolders(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
