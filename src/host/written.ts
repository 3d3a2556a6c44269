// One file, one writer: every file a run writes (the sinks' files and the dependency inventory) at its
// own path, checked before any request. Two settings naming one file would have the later writer replace
// the earlier one while the log and the outputs still name both (attack25 F1, attack26 F1b): `out.json`
// and `/workspace/out.json`, a path through a linked folder, or a setting against a default
// (gl-code-quality-report.json under GitLab, the command line's findings-gate-report.json).
import { lstat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Config } from '../config/index.ts';
import { ConfigError } from '../config/inputs.ts';
import { realFolder } from '../files/read.ts';
import type { Sink, WrittenFile } from './types.ts';

/**
 * The file `path` names, the same for every spelling of it: a regular file that exists by its device and
 * inode (two hard links are one file: attack26 F1c), else absolute, through the real folders that exist;
 * one case where the system has one.
 */
export async function fileIdentity(path: string, platform: NodeJS.Platform = process.platform): Promise<string> {
  const absolute = resolve(path);
  const status = await lstat(absolute, { bigint: true }).catch(() => undefined);
  // One bigint of the device and the inode: a number would round an inode past 2^53 (two files, one identity),
  // and one mixed with a bigint throws rather than give a wrong identity.
  if (status?.isFile()) return `inode ${(status.dev << 64n) | status.ino}`;
  // resolve removed `.` and `..`; the folders that exist are read through their links.
  const identity = join(await realFolder(dirname(absolute)), basename(absolute));
  return platform === 'win32' || platform === 'darwin' ? identity.toLowerCase() : identity;
}

/** The files a run with `config` writes, in the order written: the inventory (while the API answers), then each sink's. */
export function writtenFiles(config: Config, sinks: readonly Sink[]): WrittenFile[] {
  const inventory = config.dependencyInventory;
  const first: WrittenFile[] =
    inventory === undefined
      ? []
      : [{ setting: 'dependency-inventory', path: inventory.path, named: true, what: 'the dependency inventory' }];
  return [...first, ...sinks.flatMap((sink) => sink.writes?.(config) ?? [])];
}

/**
 * Two settings that name one file, refused. `later` is the sink of the one written later: the run that
 * shows this error leaves it out, so that the file it names is not replaced after all (attack29 W2).
 */
export class SharedFileError extends ConfigError {
  readonly later: Sink | undefined;

  constructor(input: string, message: string, subject: string, later: Sink | undefined) {
    super(input, message, subject);
    this.later = later;
  }
}

/**
 * Throws a ConfigError when a file the run writes is named where a folder is: the write would fail after the verdict
 * with a warning, and a folder of the checkout at that name, a forged report in it, would stay for the CI to upload as
 * the job's (attack44 F1). A link there is replaced when written, and a FIFO (never in a checkout: git keeps none) is
 * refused then with a warning (files.ts).
 */
async function refuseFolders(files: readonly WrittenFile[]): Promise<void> {
  const statuses = await Promise.all(files.map((file) => lstat(resolve(file.path)).catch(() => undefined)));
  for (const [i, file] of files.entries()) {
    if (statuses[i]?.isDirectory() !== true) continue;
    const subject = subjectOf(file.setting);
    throw new ConfigError(
      file.setting,
      `${subject} is ${JSON.stringify(file.path)}, where a folder is: ${file.what} is a file the gate writes there. Name another path, or remove the folder.`,
      subject,
    );
  }
}

/**
 * Throws a SharedFileError naming two settings when two of the files `config` makes the run write are one file, and a
 * ConfigError when one is named where a folder is (refuseFolders).
 */
export async function refuseSharedFiles(config: Config, sinks: readonly Sink[]): Promise<void> {
  const files = writtenFiles(config, sinks);
  await refuseFolders(files);
  // Who writes each file, in writtenFiles' order: the inventory (no sink), then each sink that writes one.
  const writers = [
    ...(config.dependencyInventory === undefined ? [] : [undefined]),
    ...sinks.filter((sink) => sink.writes?.(config) !== undefined),
  ];
  const identities = await Promise.all(files.map((file) => fileIdentity(file.path)));
  const seen = new Map<string, WrittenFile>();
  for (const [i, file] of files.entries()) {
    const earlier = seen.get(identities[i] as string);
    if (earlier === undefined) {
      seen.set(identities[i] as string, file);
      continue;
    }
    // The setting the user gave is the one to change: the later one where both were given.
    const [blamed, other] = file.named || !earlier.named ? [file, earlier] : [earlier, file];
    const subject = subjectOf(blamed.setting);
    const otherPath = other.named ? '' : ` (${JSON.stringify(other.path)})`;
    throw new SharedFileError(
      blamed.setting,
      `${subject} is ${JSON.stringify(blamed.path)}, the file ${other.what}${otherPath} is written to: ${file.what} would replace ${earlier.what}. Give each its own path.`,
      subject,
      writers[i],
    );
  }
}

/** How a message names a setting: the action's words (`Input 'x'`), which the command line renders as its flag. */
const subjectOf = (setting: string): string => `Input '${setting}'`;
