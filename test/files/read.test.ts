// The one reader of files (src/files/read.ts), on real files: a regular file only, never through a
// symbolic link, never hanging on a FIFO, read to at most its cap; every problem comes back with its
// kind, a clause and a fix that names the file, never as an exception.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileRead, readBoundedFile } from '../../src/files/read.ts';

const NAME = 'the exceptions file';
const read = (path: string, maxBytes = 1024): Promise<FileRead> => readBoundedFile({ path, maxBytes, name: NAME });
const PUT_FILE = 'Put the exceptions file itself at that path, as a regular file.';

/** Resolves to 'hung' if `work` has not settled after 2 s: a FIFO must never block. */
async function withinTwoSeconds<T>(work: Promise<T>): Promise<T | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), 2_000);
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'findings-gate-files-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readBoundedFile', () => {
  it('reads a regular file, by an absolute path or one relative to the working directory', async () => {
    const path = join(dir, 'exceptions.yml');
    await writeFile(path, 'exceptions: []\n');
    expect(await read(path)).toEqual({ bytes: Buffer.from('exceptions: []\n') });
    expect(await read(relative(process.cwd(), path))).toEqual({ bytes: Buffer.from('exceptions: []\n') });
  });

  it('reads an empty file as no bytes', async () => {
    const path = join(dir, 'empty.yml');
    await writeFile(path, '');
    expect(await read(path)).toEqual({ bytes: Buffer.alloc(0) });
  });

  it('reads a file of exactly its cap, and refuses one a byte larger, naming the cap', async () => {
    const path = join(dir, 'exceptions.yml');
    await writeFile(path, 'x'.repeat(100));
    expect(await read(path, 100)).toEqual({ bytes: Buffer.from('x'.repeat(100)) });
    expect(await read(path, 99)).toEqual({
      problem: { kind: 'too-large', why: 'it is larger than 99 bytes', fix: 'Keep the exceptions file to 99 bytes at most.' },
    });
  });

  it('names a cap of whole MiB as such', async () => {
    const path = join(dir, 'exceptions.yml');
    await writeFile(path, ' '.repeat(1024 * 1024 + 1));
    expect(await read(path, 1024 * 1024)).toEqual({
      problem: { kind: 'too-large', why: 'it is larger than 1 MiB', fix: 'Keep the exceptions file to 1 MiB at most.' },
    });
    const bytes = await read(path, 2 * 1024 * 1024);
    expect('bytes' in bytes && bytes.bytes.equals(Buffer.from(' '.repeat(1024 * 1024 + 1)))).toBe(true);
  });

  it.skipIf(process.platform !== 'linux')('reads a file whose size says 0 to its end (a /proc file), and holds it to its cap', async () => {
    const whole = readFileSync('/proc/version');
    expect(whole.length).toBeGreaterThan(10);
    expect(await read('/proc/version', whole.length)).toEqual({ bytes: whole });
    expect(await read('/proc/version', 10)).toEqual({
      problem: { kind: 'too-large', why: 'it is larger than 10 bytes', fix: 'Keep the exceptions file to 10 bytes at most.' },
    });
  });

  it('says a missing file does not exist', async () => {
    expect(await read(join(dir, 'absent.yml'))).toEqual({
      problem: { kind: 'missing', why: 'it does not exist', fix: 'Fix the path of the exceptions file.' },
    });
  });

  it('says a path through a file is not a folder', async () => {
    const file = join(dir, 'exceptions.yml');
    await writeFile(file, 'exceptions: []\n');
    expect(await read(join(file, 'exceptions.yml'))).toEqual({
      problem: { kind: 'not-a-file', why: 'a part of its path is not a folder', fix: 'Fix the path of the exceptions file.' },
    });
  });

  it('refuses a symbolic link to a regular file, and to /dev/zero, without reading through it', async () => {
    const target = join(dir, 'elsewhere.yml');
    await writeFile(target, 'exceptions: []\n');
    const link = join(dir, 'exceptions.yml');
    await symlink(target, link);
    const refused = { problem: { kind: 'link', why: 'it is a symbolic link, and only a regular file is read', fix: PUT_FILE } };
    expect(await read(link)).toEqual(refused);
    const zero = join(dir, 'zero.yml');
    await symlink('/dev/zero', zero);
    expect(await read(zero, 64 * 1024 * 1024)).toEqual(refused);
  });

  it('refuses a device, a directory and a socket as not a regular file', async () => {
    const notAFile = { problem: { kind: 'not-a-file', why: 'it is not a regular file', fix: PUT_FILE } };
    expect(await read('/dev/zero')).toEqual(notAFile);
    const folder = join(dir, 'exceptions.yml');
    await mkdir(folder);
    expect(await read(folder)).toEqual(notAFile);
    const socket = join(dir, 'socket.yml');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    try {
      expect(await read(socket)).toEqual(notAFile);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a FIFO as not a regular file, at once, without waiting for a writer', async () => {
    const path = join(dir, 'exceptions.yml');
    execFileSync('mkfifo', [path]);
    expect(await withinTwoSeconds(read(path))).toEqual({ problem: { kind: 'not-a-file', why: 'it is not a regular file', fix: PUT_FILE } });
  });

  it('refuses a file under a linked folder of the working directory (the checkout), and reads one under a linked folder outside it', async () => {
    // In the working directory's tmp/ (ignored by git): the folders a checkout holds.
    await mkdir(join(process.cwd(), 'tmp'), { recursive: true });
    const inside = await mkdtemp(join(process.cwd(), 'tmp', 'files-'));
    try {
      await writeFile(join(dir, 'exceptions.yml'), 'exceptions: []\n');
      await symlink(dir, join(inside, '.github'));
      expect(await read(join(inside, '.github/exceptions.yml'))).toEqual({
        problem: { kind: 'link', why: 'a folder of its path is a symbolic link, and only a regular file is read', fix: PUT_FILE },
      });
      expect(await read(relative(process.cwd(), join(inside, '.github/exceptions.yml')))).toMatchObject({ problem: { kind: 'link' } });
      await mkdir(join(inside, 'real'));
      await writeFile(join(inside, 'real/exceptions.yml'), 'exceptions: []\n');
      expect(await read(join(inside, 'real/exceptions.yml'))).toEqual({ bytes: Buffer.from('exceptions: []\n') });
      const outside = join(dir, 'linked');
      await symlink(inside, outside);
      expect(await read(join(outside, 'real/exceptions.yml'))).toEqual({ bytes: Buffer.from('exceptions: []\n') });
    } finally {
      await rm(inside, { recursive: true, force: true });
    }
  });

  it('says why the system refused any other file, in its own words, and what to do', async () => {
    const fix = "Put the exceptions file at that path as a regular file the job's user can read.";
    expect(await read(join(dir, `${'x'.repeat(300)}.yml`))).toEqual({
      problem: { kind: 'unreadable', why: 'it cannot be read (name too long)', fix },
    });
    // An error of node's own has no number: named by its code.
    expect(await read('exceptions\0.yml')).toEqual({
      problem: { kind: 'unreadable', why: 'it cannot be read (ERR_INVALID_ARG_VALUE)', fix },
    });
    // Root reads a file whatever its mode, so the refusal can only be seen as another user: skipped as root.
    if (process.getuid?.() === 0) return;
    const path = join(dir, 'exceptions.yml');
    await writeFile(path, 'exceptions: []\n');
    await chmod(path, 0o000);
    expect(await read(path)).toEqual({ problem: { kind: 'unreadable', why: 'it cannot be read (permission denied)', fix } });
  });

  it.skipIf(process.platform !== 'linux')('leaves no file open, whether it read the file or refused it', async () => {
    const open = () => readdirSync('/proc/self/fd').length;
    const path = join(dir, 'exceptions.yml');
    await writeFile(path, 'exceptions: []\n');
    const before = open();
    for (let i = 0; i < 5; i++) {
      await read(path);
      await read(path, 1);
      await read(dir);
    }
    expect(open()).toBe(before);
  });

  it('names the file as the caller calls it', async () => {
    const missing = await readBoundedFile({ path: join(dir, 'absent.json'), maxBytes: 10, name: 'the settings file' });
    expect(missing).toEqual({ problem: { kind: 'missing', why: 'it does not exist', fix: 'Fix the path of the settings file.' } });
  });
});
