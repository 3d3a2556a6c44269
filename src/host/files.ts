// The one way the gate writes a file: the report file, the trend's JSON, SARIF, JUnit, code quality,
// the summary file and the dotenv of outputs all go through the run's mask (host/mask.ts), their folder
// made first. A later sink that writes a file through the Host cannot forget the token.
import { closeSync, constants, fstatSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Mask } from './mask.ts';

/** What a file holds: text in a format, or a JSON value (masked string by string, then written with a final newline). */
export type FileContent = string | { json: unknown; indent?: number };

/** The bytes of `content` as they may be written. */
function maskedText(mask: Mask, content: FileContent): string {
  return typeof content === 'string' ? mask.text(content) : `${mask.json(content.json, content.indent)}\n`;
}

/**
 * How a file is opened for writing, as files/read.ts opens one for reading: O_NOFOLLOW refuses a symbolic
 * link (it would write elsewhere), O_NONBLOCK keeps a FIFO from hanging the open; what opens is then
 * checked to be a regular file.
 */
const WRITE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** The error for a path that is not a regular file. */
function refused(file: string, cause?: unknown): Error {
  const code = (cause as { code?: string } | undefined)?.code;
  const what = code === 'ELOOP' ? 'a symbolic link' : code === 'ENXIO' || code === undefined ? 'not a regular file' : undefined;
  if (what === undefined) return cause as Error;
  return new Error(`${file} is ${what}: the gate writes only regular files (or a new one)`);
}

/** Writes `content` to `path` through `mask`; returns the absolute path. Throws what the file system throws, and for a path that is not a regular file. */
export async function writeMaskedFile(mask: Mask, path: string, content: FileContent): Promise<string> {
  const file = resolve(path);
  const text = maskedText(mask, content);
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, WRITE_FLAGS, 0o666).catch((error: unknown) => Promise.reject(refused(file, error)));
  try {
    if (!(await handle.stat()).isFile()) throw refused(file);
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
  return file;
}

/** writeMaskedFile, synchronously: for the last file of a run, which the exit must not overtake. */
export function writeMaskedFileSync(mask: Mask, path: string, content: FileContent): string {
  const file = resolve(path);
  const text = maskedText(mask, content);
  mkdirSync(dirname(file), { recursive: true });
  let fd: number;
  try {
    fd = openSync(file, WRITE_FLAGS, 0o666);
  } catch (error) {
    throw refused(file, error);
  }
  try {
    if (!fstatSync(fd).isFile()) throw refused(file);
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return file;
}
