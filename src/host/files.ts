// The one way the gate writes a file: the report file, the trend's JSON, SARIF, JUnit, code quality,
// the summary file, the job summary, GitHub's outputs and the dotenv of outputs all go through the run's
// mask (host/mask.ts), their folder made first. A later sink that writes a file through the Host cannot
// forget the token. The dependency inventory, which streams its own masked bytes, opens its file here too
// (openFileToWrite), under the same rules.
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, realpathSync, type Stats, unlinkSync, writeSync } from 'node:fs';
import { type FileHandle, lstat, mkdir, open, realpath, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { CHECKOUT_VARIABLES } from '../files/read.ts';
import type { Mask } from './mask.ts';

/** What a file holds: text in a format, or a JSON value (masked string by string, then written with a final newline). */
export type FileContent = string | { json: unknown; indent?: number };

/** How a file is written: replaced (the default), or added to the end of one the CI made (the job summary, GitHub's outputs). */
export interface WriteOptions {
  append?: boolean;
  /** Told each symbolic link of a checkout removed on the file's way (a folder of its path, or its own name): the run says so. */
  onLinkRemoved?: (link: string) => void;
}

/**
 * How a file is opened for writing, as files/read.ts opens one for reading: O_NOFOLLOW refuses a symbolic
 * link (it would write elsewhere), O_NONBLOCK keeps a FIFO from hanging the open (and the thread that
 * opens it, which the exit would wait for); what opens is then checked to be a regular file.
 */
const WRITE_FLAGS = constants.O_WRONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

const flagsOf = (options: WriteOptions): number =>
  WRITE_FLAGS | (options.append ? constants.O_APPEND : constants.O_CREAT | constants.O_TRUNC);

/** JSON is written value by value below this depth (a SARIF run, a report's field), a long array a slice at a time: a large file is never held whole, nor copied. */
const JSON_DEPTH = 4;
/** A longer array is written this many items at a time, each slice masked as one value: a mask's call costs more than a short value's text. */
const SLICE_ITEMS = 64;
/** The most text gathered before it is written. */
const BATCH_CHARS = 1 << 16;

/** The error for a path that is not a regular file. */
function refused(file: string, cause?: unknown): Error {
  const code = (cause as { code?: string } | undefined)?.code;
  if (code === 'ENOENT') return new Error(`${file} does not exist: the gate adds only to a file the CI made`);
  const what = code === 'ELOOP' ? 'a symbolic link' : code === 'ENXIO' || code === undefined ? 'not a regular file' : undefined;
  if (what === undefined) return cause as Error;
  return new Error(`${file} is ${what}: the gate writes only regular files (or a new one)`);
}

/** The error for a file whose folder is reached through a symbolic link. */
function throughLink(file: string, link: string): Error {
  return new Error(`${file} is reached through ${link}, a symbolic link: the gate writes no file through one`);
}

/** The folders of `file`, innermost first (the root, never a link, left out). */
function* foldersOf(file: string): Generator<string> {
  for (let folder = dirname(file); dirname(folder) !== folder; folder = dirname(folder)) yield folder;
}

/**
 * The checkouts a file may be below, as real paths: the CI's (CHECKOUT_VARIABLES) and the working directory
 * (attack6 G3). One that does not resolve (not set, not there) holds nothing to write below, nor does a file
 * system's root: a job run in `/` made every link of the machine a checkout's, each on a written file's way
 * removed (attack46 L1: `--report-file /tmp/x/out/r.json`, out a link, had `out` unlinked).
 */
function checkouts(): string[] {
  const names = [...CHECKOUT_VARIABLES.map((name) => process.env[name] || undefined), process.cwd()];
  return names.flatMap((name) => {
    // An unset name is left out before realpathSync: the error it throws for one cost more than the rest of
    // an output's write (3 of them on each of the ~20 writes of a run, issue 38).
    if (name === undefined) return [];
    try {
      const real = realpathSync(name);
      return dirname(real) === real ? [] : [real];
    } catch {
      return [];
    }
  });
}

/**
 * Whether the link `folder`, where it is (its parent's real path, `parent`, and its name), is below one of
 * the checkouts (real paths too): a pull request controls its checkout, so a link there is its own. A
 * checkout named by a link (a runner's work folder linked to another disk, macOS's /tmp) is compared as
 * the folder it names (attack7 H4); a link above a checkout or outside it (the runner's temp folder) is the CI's.
 */
const inCheckout = (checkouts: string[], parent: string, folder: string): boolean =>
  checkouts.some((checkout) => join(parent, basename(folder)).startsWith(join(checkout, sep)));

/** The folders of `file`, outermost first (the root, never a link, left out). */
const foldersDown = (file: string): string[] => [...foldersOf(file)].reverse();

/**
 * Throws when a folder of `file` is a symbolic link in a checkout (O_NOFOLLOW covers only the file's own
 * name); a folder that does not exist is made by mkdir, a folder. For a file added to (one the CI made: the
 * job summary, GitHub's outputs), which replaceLinkedFolders never touches.
 */
async function refuseLinkedFolder(file: string): Promise<void> {
  const real = checkouts();
  for (const folder of foldersOf(file)) {
    const stats = await lstat(folder).catch((error: unknown) => missing(error));
    if (stats?.isSymbolicLink() && inCheckout(real, await realpath(dirname(folder)), folder)) throw throughLink(file, folder);
  }
}

/** lstatSync, or undefined for a path that is not there (missing). */
function lstatSyncOrMissing(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    return missing(error);
  }
}

function refuseLinkedFolderSync(file: string): void {
  const real = checkouts();
  for (const folder of foldersOf(file)) {
    const stats = lstatSyncOrMissing(folder);
    if (stats?.isSymbolicLink() && inCheckout(real, realpathSync(dirname(folder)), folder)) throw throughLink(file, folder);
  }
}

/**
 * Removes the outermost folder of `file` that is a symbolic link of a checkout, so that mkdir makes a real folder
 * there and the file the gate writes is its own (attack43 L1). A merge request commits such a link (out -> .forged)
 * to a folder holding a file under the name the CI reads the gate's by (out/findings-gate.env: RESULT=pass, a
 * passing JUnit file): refused, that file stood as the gate's. As replaceOwnLink: unlink removes the link itself,
 * never what it names, and nothing below it is read (outermost first: a link further down is reached only through
 * it, and is gone with it); a link outside the checkouts (the CI's: a runner's temp folder, macOS's /tmp) is followed.
 */
async function replaceLinkedFolders(file: string): Promise<string | undefined> {
  const real = checkouts();
  for (const folder of foldersDown(file)) {
    const stats = await lstat(folder).catch((error: unknown) => missing(error));
    // Nothing below a folder that is not there, nor below the link removed: mkdir makes them all.
    if (stats === undefined) return undefined;
    if (stats.isSymbolicLink() && inCheckout(real, await realpath(dirname(folder)), folder)) {
      await unlink(folder);
      return folder;
    }
  }
  return undefined;
}

function replaceLinkedFoldersSync(file: string): void {
  const real = checkouts();
  for (const folder of foldersDown(file)) {
    const stats = lstatSyncOrMissing(folder);
    if (stats === undefined) return;
    if (stats.isSymbolicLink() && inCheckout(real, realpathSync(dirname(folder)), folder)) {
      unlinkSync(folder);
      return;
    }
  }
}

/**
 * Removes `file` where it is a symbolic link of a checkout (its folders are none: replaceLinkedFolders), so that the
 * file the gate writes is a new one. A pull request commits such a link under a name the CI reads the gate's file
 * by (GitLab's findings-gate.env, a JUnit file): refused, the link's own content (RESULT=pass, passing tests)
 * stood as the gate's (attack40). unlink removes the link itself, never what it names; a link outside the
 * checkouts (the CI's own) is left, and refused by O_NOFOLLOW.
 */
async function replaceOwnLink(file: string): Promise<string | undefined> {
  const stats = await lstat(file).catch((error: unknown) => missing(error));
  if (!stats?.isSymbolicLink() || !inCheckout(checkouts(), await realpath(dirname(file)), file)) return undefined;
  await unlink(file);
  return file;
}

function replaceOwnLinkSync(file: string): void {
  const stats = lstatSyncOrMissing(file);
  if (stats?.isSymbolicLink() && inCheckout(checkouts(), realpathSync(dirname(file)), file)) unlinkSync(file);
}

/** Nothing for a path that does not exist; any other error is thrown. */
function missing(error: unknown): undefined {
  if ((error as { code?: string }).code === 'ENOENT') return undefined;
  throw error;
}

/** The text of `content` as it may be written, in batches of about BATCH_CHARS. */
function* maskedText(mask: Mask, content: FileContent): Generator<string> {
  if (typeof content === 'string') {
    yield mask.text(content);
    return;
  }
  let batch = '';
  for (const chunk of jsonChunks(mask, content.json, content.indent ?? 0, '', JSON_DEPTH)) {
    batch += chunk;
    // Stryker disable next-line EqualityOperator,ConditionalExpression,BlockStatement: the same bytes in more or fewer writes (the batch bounds what is held at once, not what is written)
    if (batch.length >= BATCH_CHARS) {
      yield batch;
      batch = '';
    }
  }
  yield `${batch}\n`;
}

/**
 * Whether JSON.stringify writes `value` as an object or an array of its own: an object it writes neither
 * through toJSON nor as the primitive it boxes.
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function' &&
    !(value instanceof String || value instanceof Number || value instanceof Boolean)
  );
}

/** Whether JSON.stringify leaves an object's field out. */
const omitted = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * `mask.json(value, indent)` in pieces, text for text the same: the containers of the first `depth`
 * levels written by hand, each value below masked (mask.json) on its own, and a long array a slice at a
 * time, so that a file of 10,000 SARIF results is held SLICE_ITEMS results at a time.
 */
function* jsonChunks(mask: Mask, value: unknown, indent: number, at: string, depth: number): Generator<string> {
  // A string, a number, a Date…: one line, as JSON.stringify writes it at any indent (no value the gate
  // writes has a toJSON that answers a container).
  if (!isContainer(value)) {
    yield mask.json(value);
    return;
  }
  if (depth === 0) {
    yield mask.json(value, indent).replaceAll('\n', `\n${at}`);
    return;
  }
  const array = Array.isArray(value);
  const gap = ' '.repeat(Math.min(10, Math.max(0, Math.trunc(indent))));
  const newline = gap === '' ? '' : '\n';
  if (array && value.length > SLICE_ITEMS) {
    yield* arraySlices(mask, value, indent, at);
    yield `${newline}${at}]`;
    return;
  }
  const entries = array ? value.map((item) => ['', item] as const) : Object.entries(value).filter(([, item]) => !omitted(item));
  const [open, close] = array ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    yield `${open}${close}`;
    return;
  }
  const inner = `${at}${gap}`;
  yield open;
  for (const [i, [key, item]] of entries.entries()) {
    yield `${i === 0 ? '' : ','}${newline}${inner}${array ? '' : `${JSON.stringify(key)}:${gap === '' ? '' : ' '}`}`;
    yield* jsonChunks(mask, item, indent, inner, depth - 1);
  }
  yield `${newline}${at}${close}`;
}

/**
 * A long array, but its closing line: SLICE_ITEMS items at a time, each slice masked as one value
 * (mask.json of the slice, less its last line's `]`), so that 5,000 secrets cost 79 masks, not one for
 * each of their fields (2 s of the 5,000-secrets run's report file, 0.1 s now; issue 38).
 */
function* arraySlices(mask: Mask, items: unknown[], indent: number, at: string): Generator<string> {
  yield '[';
  for (let start = 0; start < items.length; start += SLICE_ITEMS) {
    const text = mask.json(items.slice(start, start + SLICE_ITEMS), indent);
    // Cut: the `[` and the last line's `]`; left: the items, each on a line of its own when indented.
    const inside = text.slice(1, text.endsWith('\n]') ? -2 : -1);
    yield `${start === 0 ? '' : ','}${inside.replaceAll('\n', `\n${at}`)}`;
  }
}

/** Writes all of `text` at the file's position (a write may take part of it). */
async function writeAll(handle: FileHandle, text: string): Promise<void> {
  const bytes = Buffer.from(text);
  for (let done = 0; done < bytes.length; ) done += (await handle.write(bytes, done)).bytesWritten;
}

function writeAllSync(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
}

/** What a run says of a link of the checkout it removed on a written file's way (never followed; what it named untouched). */
export function linkRemovedWarning(link: string): string {
  return `removed ${link}, a symbolic link of the checkout at or on the way to a file the gate writes: the gate writes its own file, never through a link of the checkout, which could hand the CI another file as the gate's (what the link named is untouched)`;
}

/**
 * Writes `content` to `path` through `mask`; returns the absolute path. Throws what the file system
 * throws, for a path that is not a regular file, and for one added to that is reached through a linked folder of the workspace.
 */
export async function writeMaskedFile(mask: Mask, path: string, content: FileContent, options: WriteOptions = {}): Promise<string> {
  const file = resolve(path);
  const handle = await openChecked(file, options);
  try {
    for (const text of maskedText(mask, content)) await writeAll(handle, text);
  } finally {
    await handle.close();
  }
  return file;
}

/**
 * Opens the absolute path `file` to be written, by the rules above: a folder of a checkout on the way that is a
 * symbolic link removed (refused when appending), the folder made (when not appending), the file itself no link
 * (O_NOFOLLOW), no FIFO (O_NONBLOCK), and a regular file once open. Throws what the file system throws, or `refused`'s error.
 */
async function openChecked(file: string, options: WriteOptions): Promise<FileHandle> {
  if (options.append) await refuseLinkedFolder(file);
  else {
    const folder = await replaceLinkedFolders(file);
    if (folder !== undefined) options.onLinkRemoved?.(folder);
    await mkdir(dirname(file), { recursive: true });
    const own = await replaceOwnLink(file);
    if (own !== undefined) options.onLinkRemoved?.(own);
  }
  const handle = await open(file, flagsOf(options), 0o666).catch((error: unknown) => Promise.reject(refused(file, error)));
  const regular = await handle.stat().then(
    (stats) => stats.isFile(),
    async (error: unknown) => {
      await handle.close();
      throw error;
    },
  );
  if (regular) return handle;
  await handle.close();
  throw refused(file);
}

/**
 * Opens `path` (made absolute) to be written from its start, by writeMaskedFile's rules, for a writer that streams
 * bytes it masked itself (the dependency inventory, inventory/writer.ts): the one place those rules are.
 */
export function openFileToWrite(path: string): Promise<FileHandle> {
  return openChecked(resolve(path), {});
}

/**
 * Removes the linked folder of a checkout on the way to `path` (made absolute), as a write does (replaceLinkedFolders):
 * before a file there is removed or renamed onto, so that neither goes through the link. Answers the link removed.
 */
export function replaceLinkedFoldersOf(path: string): Promise<string | undefined> {
  return replaceLinkedFolders(resolve(path));
}

/**
 * Whether what is at `path` (made absolute) is what a run that could not judge may remove as a stale report: a regular
 * file, or a symbolic link of a checkout (replaceOwnLink's); never a device, a FIFO or a socket (`--code-quality-file
 * /dev/null`, refused as a setting, had its error run unlink /dev/null as root), nor a link outside the checkouts
 * (/dev/stdout): attack46 D1.
 */
export async function isStaleFile(path: string): Promise<boolean> {
  const file = resolve(path);
  const stats = await lstat(file).catch((error: unknown) => missing(error));
  if (stats === undefined) return false;
  return stats.isFile() || (stats.isSymbolicLink() && inCheckout(checkouts(), await realpath(dirname(file)), file));
}

/** writeMaskedFile, synchronously: for the last file of a run, which the exit must not overtake, and GitHub's outputs. */
export function writeMaskedFileSync(mask: Mask, path: string, content: FileContent, options: WriteOptions = {}): string {
  const file = resolve(path);
  if (options.append) refuseLinkedFolderSync(file);
  else replaceLinkedFoldersSync(file);
  if (!options.append) mkdirSync(dirname(file), { recursive: true });
  if (!options.append) replaceOwnLinkSync(file);
  let fd: number;
  try {
    fd = openSync(file, flagsOf(options), 0o666);
  } catch (error) {
    throw refused(file, error);
  }
  try {
    if (!fstatSync(fd).isFile()) throw refused(file);
    for (const text of maskedText(mask, content)) writeAllSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return file;
}
