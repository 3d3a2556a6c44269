// Writes the dependency inventory as pages arrive: each page is formatted and written with
// backpressure, so memory holds one page whatever the deployment's size. The file is written
// under a temporary name and renamed only when complete: a failed walk never leaves a file that
// looks complete.
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Dependency } from '../api/types.ts';
import type { InventoryFormat } from '../config/index.ts';
import { csvHeader, csvRows } from './csv.ts';
import { cyclonedxClosing, cyclonedxComponents, cyclonedxOpening } from './cyclonedx.ts';
import { InventoryError } from './error.ts';
import { type InventoryContext, jsonClosing, jsonOpening, jsonRecords } from './json.ts';

export type { InventoryContext };
export { InventoryError };

/** An inventory being written. */
export interface InventoryWriter {
  /** The absolute path the finished file will have. */
  readonly path: string;
  /** Appends one page; resolves when the stream can take more. */
  write(page: readonly Dependency[]): Promise<void>;
  /** Closes the document, flushes and renames it into place; returns the dependency count. */
  finish(): Promise<number>;
  /** Removes the partial file (the walk failed). Never throws. */
  abort(): Promise<void>;
}

/** How one format opens, appends pages and closes. */
interface Format {
  opening(context: InventoryContext): string;
  page(page: readonly Dependency[], written: number): string;
  closing(count: number): string;
}

const FORMATS: Record<InventoryFormat, Format> = {
  json: { opening: jsonOpening, page: (page, written) => jsonRecords(page, written === 0), closing: jsonClosing },
  csv: { opening: () => csvHeader(), page: (page) => csvRows(page), closing: () => '' },
  cyclonedx: { opening: cyclonedxOpening, page: cyclonedxComponents, closing: () => cyclonedxClosing() },
};

/** A file stream that remembers its first error and writes with backpressure. */
interface PartialFile {
  stream: WriteStream;
  /** Writes a chunk; resolves when the stream can take more; throws the stream's first error. */
  put(chunk: string): Promise<void>;
  /** Ends the stream and waits until everything is flushed. */
  end(): Promise<void>;
}

function partialFile(path: string): PartialFile {
  const stream = createWriteStream(path, { flags: 'w', mode: 0o644 });
  let failure: Error | undefined;
  stream.on('error', (error) => {
    failure ??= error;
  });
  return {
    stream,
    async put(chunk) {
      if (failure) throw failure;
      if (chunk === '') return;
      if (!stream.write(chunk)) await drained(stream);
      if (failure) throw failure;
    },
    async end() {
      await new Promise<void>((ok, ko) => stream.end((error?: Error | null) => (error ? ko(error) : ok())));
      if (failure) throw failure;
    },
  };
}

/** Opens the inventory at `path` (relative to the working directory) in `format`; removes any old file there first. */
export async function openInventory(path: string, format: InventoryFormat, context: InventoryContext): Promise<InventoryWriter> {
  const target = resolve(path);
  const partial = `${target}.partial`;
  const { opening, page: formatPage, closing } = FORMATS[format];
  const fail = (error: Error): Error =>
    error instanceof InventoryError
      ? error
      : new InventoryError(`could not write the dependency inventory ${target}: ${error.message}`, { cause: error });
  try {
    await mkdir(dirname(target), { recursive: true });
    // An inventory from an earlier run must not pass for this run's.
    await rm(target, { force: true });
  } catch (error) {
    throw fail(error as Error);
  }
  const file = partialFile(partial);
  try {
    await once(file.stream, 'open');
    await file.put(opening(context));
  } catch (error) {
    file.stream.destroy();
    await rm(partial, { force: true });
    throw fail(error as Error);
  }
  let count = 0;
  let done = false;
  return {
    path: target,
    async write(page) {
      if (done) throw new InventoryError('the dependency inventory is already closed');
      await file.put(formatPage(page, count)).catch((error: Error) => Promise.reject(fail(error)));
      count += page.length;
    },
    async finish() {
      if (done) throw new InventoryError('the dependency inventory is already closed');
      done = true;
      try {
        await file.put(closing(count));
        await file.end();
        await rename(partial, target);
      } catch (error) {
        file.stream.destroy();
        await rm(partial, { force: true });
        throw fail(error as Error);
      }
      return count;
    },
    async abort() {
      done = true;
      file.stream.destroy();
      await rm(partial, { force: true }).catch(() => undefined);
    },
  };
}

/** Resolves on 'drain'; rejects if the stream fails or closes first. */
function drained(stream: WriteStream): Promise<void> {
  return new Promise((ok, ko) => {
    const cleanup = (): void => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onDrain = (): void => {
      cleanup();
      ok();
    };
    const onError = (error: Error): void => {
      cleanup();
      ko(error);
    };
    const onClose = (): void => {
      cleanup();
      ko(new Error('the file was closed'));
    };
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}
