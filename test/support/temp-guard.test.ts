// The guard that fails the run when a test leaves something in the temp folder (test/support/temp-guard.ts):
// while it guards, the temp folder (TMPDIR, os.tmpdir()) is the run's own; when it ends it names what was
// left, removes the folder whatever it held, and gives back the environment as it was.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardTemporaryFiles, RUN_FOLDER_PREFIX } from './temp-guard.ts';

describe('the temp folder guard', () => {
  it('names each entry a test left, removes them all, and restores TMPDIR', () => {
    const outer = process.env.TMPDIR;
    const { folder, finish } = guardTemporaryFiles();
    expect(folder.startsWith(join(outer ?? '/tmp', RUN_FOLDER_PREFIX))).toBe(true);
    expect(tmpdir()).toBe(folder);
    mkdirSync(join(folder, 'findings-gate-forgotten-abc123'));
    writeFileSync(join(folder, 'findings-gate-forgotten-abc123', 'report.json'), '{}');
    writeFileSync(join(folder, 'a-stray-file'), '');
    expect(finish()).toEqual(['a-stray-file', 'findings-gate-forgotten-abc123']);
    expect(existsSync(folder)).toBe(false);
    expect(process.env.TMPDIR).toBe(outer);
  });

  it('finds nothing to name when every test cleaned up after itself', () => {
    const { folder, finish } = guardTemporaryFiles();
    expect(finish()).toEqual([]);
    expect(existsSync(folder)).toBe(false);
  });
});
