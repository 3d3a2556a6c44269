// The exceptions file (`exceptions-file`): read when it exists, through the one reader of files
// (files/read.ts: a regular file only, never through a symbolic link, at most 1 MiB), its grammar
// (exceptions-grammar.ts, with the YAML parser) loaded only by a run that has one. A missing file at
// the default path means none; any other problem fails the run before any request.
import { readBoundedFile } from '../files/read.ts';
import type { ExceptionsFile } from '../gate/exceptions.ts';
import { ConfigError, quoteValue } from './inputs.ts';
import type { Config } from './types.ts';

/** Largest exceptions file read, in bytes. */
export const MAX_EXCEPTIONS_FILE_BYTES = 1024 * 1024;

/** Reads the exceptions file of `config`: undefined when the default path is missing; throws ConfigError for anything else wrong. */
export async function readExceptions(
  config: Pick<Config, 'exceptionsFile' | 'exceptionsMaxDays'>,
  now: Date,
): Promise<ExceptionsFile | undefined> {
  const { path, explicit, text } = config.exceptionsFile;
  // Fetched from a remote policy's repository (through files/remote.ts) when the policy was read.
  if (text !== undefined) return (await import('./exceptions-grammar.ts')).parseExceptions(text, path, now, config.exceptionsMaxDays);
  const read = await readBoundedFile({ path, maxBytes: MAX_EXCEPTIONS_FILE_BYTES, name: 'the exceptions file' });
  if ('problem' in read) {
    const { kind, why, fix } = read.problem;
    if (kind === 'missing' && !explicit) return undefined;
    throw new ConfigError(
      'exceptions-file',
      `Input 'exceptions-file' is ${quoteValue(path)}, and it cannot be read: ${why}. ${
        kind === 'missing' ? "Fix the path (relative to the repository's root), or leave the input empty for the default." : fix
      }`,
    );
  }
  const { parseExceptions } = await import('./exceptions-grammar.ts');
  return parseExceptions(read.bytes.toString('utf8'), path, now, config.exceptionsMaxDays);
}
