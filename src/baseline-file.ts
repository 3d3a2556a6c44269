// Reads the baseline file: a regular file only, checked on the opened file rather than its path (so
// nothing can swap it between the check and the read), never through a symbolic link, size capped.
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type LoadedBaseline, parseBaseline } from './gate/baseline.ts';

/** Largest baseline read: a report file of 50,000 secrets is about 10 MB. */
export const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

/** Why a file could not be opened, as a clause a user can act on. */
function openProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'it does not exist (no baseline was restored: a cache miss, or the first run)';
  if (code === 'ELOOP') return 'it is a symbolic link, and only a regular file is read';
  if (code === 'EACCES' || code === 'EPERM') return 'it cannot be read (permission denied)';
  if (code === 'ENOTDIR') return 'a part of its path is not a folder';
  return `it cannot be opened (${code ?? (error as Error).message})`;
}

/** Reads at most `limit` + 1 bytes, so a file that grew after its size was read is still caught. */
async function readCapped(handle: FileHandle, size: number, limit: number): Promise<Buffer | undefined> {
  const buffer = Buffer.alloc(Math.min(size, limit) + 1);
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled > limit ? undefined : buffer.subarray(0, filled);
}

/** The baseline in `path` (relative to the workspace), or why it cannot be used; never throws. */
export async function readBaseline(path: string, limit: number = MAX_BASELINE_BYTES): Promise<LoadedBaseline> {
  let handle: FileHandle;
  try {
    // O_NOFOLLOW: a symbolic link is refused, not followed; O_NONBLOCK: a FIFO cannot hang the open.
    handle = await open(resolve(path), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return { file: path, problem: openProblem(error) };
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { file: path, problem: 'it is not a regular file' };
    const bytes = await readCapped(handle, stats.size, limit);
    const size = limit % 1_048_576 === 0 ? `${limit / 1_048_576} MiB` : `${limit} bytes`;
    if (bytes === undefined) return { file: path, problem: `it is larger than ${size}` };
    const parsed = parseBaseline(bytes.toString('utf8'));
    return 'baseline' in parsed ? { file: path, baseline: parsed.baseline } : { file: path, problem: parsed.problem };
  } catch (error) {
    return { file: path, problem: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  } finally {
    await handle.close().catch(() => undefined);
  }
}
