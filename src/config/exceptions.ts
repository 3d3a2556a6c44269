// The exceptions file (`exceptions-file`): read when it exists, its grammar (exceptions-grammar.ts, with
// the YAML parser) loaded only by a run that has one. A missing file at the default path means none.
import { readFile } from 'node:fs/promises';
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
  const { path, explicit } = config.exceptionsFile;
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !explicit) return undefined;
    const why = code === 'ENOENT' ? 'it does not exist' : (error as Error).message;
    throw new ConfigError(
      'exceptions-file',
      `Input 'exceptions-file' is ${quoteValue(path)}, and it cannot be read: ${why}. Fix the path (relative to the repository's root), or leave the input empty for the default.`,
    );
  }
  if (bytes.length > MAX_EXCEPTIONS_FILE_BYTES) {
    throw new ConfigError('exceptions-file', `${path}: the file is ${bytes.length} bytes; the limit is 1 MiB.`);
  }
  const { parseExceptions } = await import('./exceptions-grammar.ts');
  return parseExceptions(bytes.toString('utf8'), path, now, config.exceptionsMaxDays);
}
