// Reading the exceptions file (src/config/exceptions.ts), on real files: none at the default path is no
// exceptions, any other problem a ConfigError that names the input, the file and what to fix.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readExceptions } from '../../src/config/exceptions.ts';
import { ConfigError, quoteValue } from '../../src/config/inputs.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const ENTRY = 'exceptions:\n  - rule: a\n    reason: r\n    expires: 2026-12-31\n';
const read = (path: string, explicit: boolean) => readExceptions({ exceptionsFile: { path, explicit }, exceptionsMaxDays: 365 }, NOW);

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'findings-gate-exceptions-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readExceptions', () => {
  it('reads the entries of the file, at the default path or one that was set', async () => {
    const path = join(dir, 'exceptions.yml');
    await writeFile(path, ENTRY);
    for (const explicit of [false, true]) {
      expect(await read(path, explicit)).toEqual({
        path,
        entries: [{ number: 1, line: 2, kind: 'findings', rule: 'a', reason: 'r', expires: '2026-12-31' }],
      });
    }
  });

  it("reads the text fetched from a remote policy's repository, never a file of the checkout of that name", async () => {
    const path = `acme/policies/exceptions.yml@${'b'.repeat(40)}`;
    const fetched = (text: string) => readExceptions({ exceptionsFile: { path, explicit: true, text }, exceptionsMaxDays: 365 }, NOW);
    expect(await fetched(ENTRY)).toEqual({
      path,
      entries: [{ number: 1, line: 2, kind: 'findings', rule: 'a', reason: 'r', expires: '2026-12-31' }],
    });
    expect(await fetched('')).toEqual({ path, entries: [] });
    await expect(fetched('exceptions:\n  - rule: a\n')).rejects.toThrow(`${path}:2: entry 1: reason is required`);
  });

  it('reads no file at the default path as no exceptions, and refuses a path that was set and is missing', async () => {
    const path = join(dir, 'absent.yml');
    expect(await read(path, false)).toBeUndefined();
    const refused = read(path, true);
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toMatchObject({ input: 'exceptions-file' });
    await expect(refused).rejects.toThrow(
      `Input 'exceptions-file' is ${quoteValue(path)}, and it cannot be read: it does not exist. Fix the path (relative to the repository's root), or leave the input empty for the default.`,
    );
  });

  it('refuses a link even at the default path, saying what to put there', async () => {
    const target = join(dir, 'elsewhere.yml');
    await writeFile(target, ENTRY);
    const path = join(dir, 'exceptions.yml');
    await symlink(target, path);
    await expect(read(path, false)).rejects.toThrow(
      `Input 'exceptions-file' is ${quoteValue(path)}, and it cannot be read: it is a symbolic link, and only a regular file is read. Put the exceptions file itself at that path, as a regular file.`,
    );
  });

  it('refuses a file over 1 MiB, and reads one of 1 MiB', async () => {
    const path = join(dir, 'exceptions.yml');
    await writeFile(path, `${ENTRY}${'#'.repeat(1024 * 1024 - ENTRY.length - 1)}\n`);
    expect((await read(path, false))?.entries).toHaveLength(1);
    await writeFile(path, `${ENTRY}${'#'.repeat(1024 * 1024 - ENTRY.length)}\n`);
    await expect(read(path, false)).rejects.toThrow(
      `Input 'exceptions-file' is ${quoteValue(path)}, and it cannot be read: it is larger than 1 MiB. Keep the exceptions file to 1 MiB at most.`,
    );
  });
});
