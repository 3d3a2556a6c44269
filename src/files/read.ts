// The one reader of every file the gate reads (the exceptions file, the baseline, the event payload, a
// settings file). A pull request controls its own checkout, so each file is untrusted input: opened
// without following a symbolic link, without blocking (a FIFO cannot hang the open, nor a worker thread
// the exit waits for), checked as a regular file on the opened handle (nothing can swap it between the
// check and the read), and read to at most its cap plus one byte. Never throws: each caller says what a
// problem means for its file. A leaf: node's fs only.
import { constants } from 'node:fs';
import { type FileHandle, open, readlink, realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { getSystemErrorMessage } from 'node:util';

/** A file to read: where it is, the most bytes it may hold, and what it is called in messages. */
export interface FileToRead {
  /** As the user gave it; a relative path is read from the working directory. */
  path: string;
  /** The most bytes read: a larger file is refused, never cut. */
  maxBytes: number;
  /** What a message calls it: "the exceptions file", "the settings file". */
  name: string;
}

/** What kept a file from being read: only `missing` (no such file) may mean "none" to a caller. */
export type FileProblemKind = 'missing' | 'link' | 'not-a-file' | 'too-large' | 'unreadable';

export interface FileProblem {
  kind: FileProblemKind;
  /** Why, as a clause about the file: "it is a symbolic link, and only a regular file is read". */
  why: string;
  /** What to do, as a sentence that names the file. */
  fix: string;
}

export type FileRead = { bytes: Buffer } | { problem: FileProblem };

/** A cap as a user would write it: whole MiB as such, bytes otherwise. */
function sizeText(bytes: number): string {
  return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes} bytes`;
}

const putFile = (name: string): string => `Put ${name} itself at that path, as a regular file.`;
const notAFile = (name: string): FileProblem => ({ kind: 'not-a-file', why: 'it is not a regular file', fix: putFile(name) });

/** Why a file could not be opened or read, from the error's code. */
function errorProblem(error: unknown, name: string): FileProblem {
  const { code, errno } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT') return { kind: 'missing', why: 'it does not exist', fix: `Fix the path of ${name}.` };
  if (code === 'ENOTDIR') return { kind: 'not-a-file', why: 'a part of its path is not a folder', fix: `Fix the path of ${name}.` };
  if (code === 'ELOOP') return { kind: 'link', why: 'it is a symbolic link, and only a regular file is read', fix: putFile(name) };
  // A socket: open(2) gives no file to read.
  if (code === 'ENXIO') return notAFile(name);
  // The system's own words: "permission denied", "i/o error"; an error of node's (a path with a NUL) by its code.
  const words = errno === undefined ? code : getSystemErrorMessage(errno);
  return {
    kind: 'unreadable',
    why: `it cannot be read (${words})`,
    fix: `Put ${name} at that path as a regular file the job's user can read.`,
  };
}

/**
 * The variables that name a CI's checkout (GitHub, GitLab, Azure DevOps, Bitbucket, Jenkins): a pull request
 * controls what is below it. A step may run in a folder of it, and a path may climb out of it, so the working
 * directory is not enough.
 */
export const CHECKOUT_VARIABLES = [
  'GITHUB_WORKSPACE',
  'CI_PROJECT_DIR',
  'BUILD_SOURCESDIRECTORY',
  'BITBUCKET_CLONE_DIR',
  'WORKSPACE',
] as const;

/**
 * `folder` as a real path: its deepest folder that exists, through its links, and the parts below it as written (a
 * file about to be written, a folder not made yet). Where two spellings name one place (host/written.ts), or whether a
 * path lies in the checkout (report-file/read.ts).
 */
export async function realFolder(folder: string, hops = 0): Promise<string> {
  try {
    return await realpath(folder);
  } catch {
    // A link to a folder not made yet is the folder it names: a write that makes that folder makes the link
    // live (attack31 W3: a dangling link to the report file's folder let the JUnit file replace it).
    const target = hops < MAX_LINK_HOPS ? await readlink(folder).catch(() => undefined) : undefined;
    if (target !== undefined) return realFolder(resolve(dirname(folder), target), hops + 1);
    const parent = dirname(folder);
    return parent === folder ? folder : join(await realFolder(parent, hops), basename(folder));
  }
}

/** Links followed at most in a row, as the system does (Linux's 40). */
const MAX_LINK_HOPS = 40;

/**
 * A folder of the path that is a symbolic link, where the path lies in the working directory (the
 * checkout): open(2) refuses a link only as the last part. Outside it (the runner's temp folder, where
 * the event payload is) the folders are not the checkout's, and a system's own links (/tmp on macOS) stay.
 */
async function linkedFolder(absolute: string): Promise<boolean> {
  const folder = dirname(absolute);
  const workspace = process.cwd();
  if (!folder.startsWith(workspace + sep)) return false;
  return (await realpath(folder)) !== folder;
}

/**
 * Reads to the end, or to `limit` + 1 bytes: a file larger than its size said (it grew, or /proc says 0)
 * is still caught. The buffer is the cap's size up front: untouched pages take no memory.
 */
async function readCapped(handle: FileHandle, limit: number): Promise<Buffer | undefined> {
  const buffer = Buffer.alloc(limit + 1);
  let filled = 0;
  while (filled <= limit) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
    if (bytesRead === 0) return buffer.subarray(0, filled);
    filled += bytesRead;
  }
  return undefined;
}

/** The bytes of `file`, or the one problem that kept it from being read; never throws. */
export async function readBoundedFile({ path, maxBytes, name }: FileToRead): Promise<FileRead> {
  const absolute = resolve(path);
  let handle: FileHandle | undefined;
  try {
    if (await linkedFolder(absolute)) {
      return {
        problem: { kind: 'link', why: 'a folder of its path is a symbolic link, and only a regular file is read', fix: putFile(name) },
      };
    }
    // O_NOFOLLOW: a symbolic link is refused, not followed; O_NONBLOCK: a FIFO cannot hang the open.
    handle = await open(absolute, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    if (!(await handle.stat()).isFile()) return { problem: notAFile(name) };
    const bytes = await readCapped(handle, maxBytes);
    if (bytes === undefined) {
      return {
        problem: {
          kind: 'too-large',
          why: `it is larger than ${sizeText(maxBytes)}`,
          fix: `Keep ${name} to ${sizeText(maxBytes)} at most.`,
        },
      };
    }
    return { bytes };
  } catch (error) {
    return { problem: errorProblem(error, name) };
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
