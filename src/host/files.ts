// The one way the gate writes a file: the report file, the trend's JSON, SARIF, JUnit, code quality,
// the summary file and the dotenv of outputs all go through the run's mask (host/mask.ts), their folder
// made first. A later sink that writes a file through the Host cannot forget the token.
import { lstatSync, mkdirSync, writeFileSync } from 'node:fs';
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Mask } from './mask.ts';

/** What a file holds: text in a format, or a JSON value (masked string by string, then written with a final newline). */
export type FileContent = string | { json: unknown; indent?: number };

/** The bytes of `content` as they may be written. */
function maskedText(mask: Mask, content: FileContent): string {
  return typeof content === 'string' ? mask.text(content) : `${mask.json(content.json, content.indent)}\n`;
}

/** What is at a path the gate would write, when it is not a regular file: a FIFO would block the write, a link would write elsewhere. */
function notRegular(stats: { isFile(): boolean; isSymbolicLink(): boolean; isFIFO(): boolean } | undefined): string | undefined {
  if (stats === undefined || stats.isFile()) return undefined;
  return stats.isSymbolicLink() ? 'a symbolic link' : stats.isFIFO() ? 'a FIFO' : 'not a regular file';
}

/** The error for a path that is not a regular file. */
function refused(file: string, what: string): Error {
  return new Error(`${file} is ${what}: the gate writes only regular files (or a new one)`);
}

/** Writes `content` to `path` through `mask`; returns the absolute path. Throws what the file system throws, and for a path that is not a regular file. */
export async function writeMaskedFile(mask: Mask, path: string, content: FileContent): Promise<string> {
  const file = resolve(path);
  const text = maskedText(mask, content);
  await mkdir(dirname(file), { recursive: true });
  const what = notRegular(await lstat(file).catch(() => undefined));
  if (what !== undefined) throw refused(file, what);
  await writeFile(file, text);
  return file;
}

/** writeMaskedFile, synchronously: for the last file of a run, which the exit must not overtake. */
export function writeMaskedFileSync(mask: Mask, path: string, content: FileContent): string {
  const file = resolve(path);
  const text = maskedText(mask, content);
  mkdirSync(dirname(file), { recursive: true });
  const what = notRegular(lstatSync(file, { throwIfNoEntry: false }));
  if (what !== undefined) throw refused(file, what);
  writeFileSync(file, text);
  return file;
}
