// files/tracked.ts: whether git tracks a file, against real git checkouts in a temporary folder.
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackedByGit } from '../../src/files/tracked.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'findings-gate-tracked-'));
  await mkdir(join(dir, 'repo', 'sub'), { recursive: true });
  await mkdir(join(dir, 'plain'));
  execFileSync('git', ['init', '-q', join(dir, 'repo')]);
  for (const file of ['repo/baseline.json', 'repo/sub/deep.json', 'repo/loose.json', 'plain/baseline.json']) {
    await writeFile(join(dir, file), '{}');
  }
  execFileSync('git', ['-C', join(dir, 'repo'), 'add', 'baseline.json', 'sub/deep.json']);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('trackedByGit', () => {
  it('is true for a file the checkout tracks, at its root or in a folder', async () => {
    expect(await trackedByGit(join(dir, 'repo', 'baseline.json'))).toBe(true);
    expect(await trackedByGit(join(dir, 'repo', 'sub', 'deep.json'))).toBe(true);
  });

  it('is false for a file the checkout does not track, a file outside any checkout, and no file', async () => {
    expect(await trackedByGit(join(dir, 'repo', 'loose.json'))).toBe(false);
    expect(await trackedByGit(join(dir, 'plain', 'baseline.json'))).toBe(false);
    expect(await trackedByGit(join(dir, 'repo', 'missing.json'))).toBe(false);
    expect(await trackedByGit(join(dir, 'nowhere', 'baseline.json'))).toBe(false);
  });

  it('is false where git cannot be run at all', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'plain');
    try {
      expect(await trackedByGit(join(dir, 'repo', 'baseline.json'))).toBe(false);
    } finally {
      process.env.PATH = path;
    }
  });

  it('is false where git gives no answer in time, and does not wait for one', async () => {
    // A git that hangs (a network file system, a credential prompt): it would answer "tracked" after 20 s.
    await mkdir(join(dir, 'hung'));
    await writeFile(join(dir, 'hung', 'git'), '#!/bin/sh\nexec /bin/sleep 20\n');
    await chmod(join(dir, 'hung', 'git'), 0o755);
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'hung');
    try {
      expect(await trackedByGit(join(dir, 'repo', 'baseline.json'), 100)).toBe(false);
    } finally {
      process.env.PATH = path;
    }
  }, 10_000);
});
