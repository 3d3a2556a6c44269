// Writes the dependency inventory as pages arrive: each record is encoded into reused buffers, and a
// page's bytes are written while the next page is encoded, so memory holds two pages at most whatever
// the deployment's size, and no page-sized string or buffer is made on the way (a million dependencies
// are about 400 MB of JSON). The file is written under a temporary name and renamed only when
// complete: a failed walk never leaves a file that looks complete. The file crosses the boundary every
// file the gate writes crosses (attack24): opened by host/files.ts's rules (no link, no FIFO, no linked
// folder of the checkout), and each record through the run's mask (its secrets hidden, its URLs cut).
import { type FileHandle, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Dependency } from '../api/types.ts';
import { publicUrls } from '../api/url-text.ts';
import type { InventoryFormat } from '../config/index.ts';
import { openFileToWrite, replaceLinkedFoldersOf } from '../host/files.ts';
import type { ValueMask } from '../host/mask.ts';
import { appendCsvRows, csvHeader } from './csv.ts';
import { cyclonedxClosing, cyclonedxComponents, cyclonedxOpening } from './cyclonedx.ts';
import { InventoryError } from './error.ts';
import { type InventoryContext, jsonClosing, jsonOpening, jsonRecords } from './json.ts';
import { maskedDependency, maskedStrings } from './masked.ts';

export type { InventoryContext };
export { InventoryError };

/** An inventory being written. */
export interface InventoryWriter {
  /** The absolute path the finished file will have. */
  readonly path: string;
  /**
   * Appends one page; resolves when it is encoded and the page before it written. Its own bytes are written
   * while the walk goes on: a failed write surfaces at the next write or at finish.
   */
  write(page: readonly Dependency[]): Promise<void>;
  /** Closes the document, flushes and renames it into place; returns the dependency count. */
  finish(): Promise<number>;
  /** Removes the partial file (the walk failed). Never throws. */
  abort(): Promise<void>;
}

/** How one format opens, appends a page (a record at a time) and closes. */
interface Format {
  opening(context: InventoryContext): string;
  page(page: readonly Dependency[], written: number, append: (text: string) => void): void;
  closing(count: number): string;
  /** The text the check for secrets reads, where each string is not as it is in the text (CSV doubles a quote). */
  unquoted?(text: string): string;
}

const FORMATS: Record<InventoryFormat, Format> = {
  json: { opening: jsonOpening, page: jsonRecords, closing: jsonClosing },
  csv: {
    opening: () => csvHeader(),
    page: (page, _written, append) => appendCsvRows(page, append),
    closing: () => '',
    unquoted: (text) => (text.includes('""') ? text.replaceAll('""', '"') : text),
  },
  cyclonedx: { opening: cyclonedxOpening, page: cyclonedxComponents, closing: () => cyclonedxClosing() },
};

/**
 * Records encoded between two turns of the event loop: the walk has already asked for the next page, and
 * its answer is read off the socket only when the loop turns (as in api/pages.ts ITEMS_PER_TURN).
 */
const RECORDS_PER_TURN = 2000;

/** Size of each reused buffer; a page of 10,000 dependencies fills about four. */
const BUFFER_BYTES = 1 << 20;

/** The partial file: text appended into reused buffers, written in order by flush. */
class PartialFile {
  readonly #handle: FileHandle;
  /** Buffers written and free to fill again. */
  readonly #free: Buffer[] = [];
  /** Buffers filled and not yet written, in order, with the bytes each holds. */
  readonly #full: { buffer: Buffer; length: number }[] = [];
  #current: Buffer;
  #used = 0;

  constructor(handle: FileHandle) {
    this.#handle = handle;
    this.#current = Buffer.allocUnsafe(BUFFER_BYTES);
  }

  /** Appends text, encoded as UTF-8 (a UTF-16 unit is at most 3 bytes, so a piece that may not fit starts a new buffer). */
  append = (text: string): void => {
    if (this.#used + text.length * 3 > BUFFER_BYTES) {
      this.#retire();
      if (text.length * 3 > BUFFER_BYTES) {
        const bytes = Buffer.from(text, 'utf8');
        this.#full.push({ buffer: bytes, length: bytes.length });
        return;
      }
    }
    this.#used += this.#current.write(text, this.#used, 'utf8');
  };

  /** Writes everything appended so far. */
  async flush(): Promise<void> {
    this.#retire();
    for (const { buffer, length } of this.#full.splice(0)) {
      for (let at = 0; at < length; ) at += (await this.#handle.write(buffer, at, length - at)).bytesWritten;
      if (buffer.length === BUFFER_BYTES && this.#free.length < 8) this.#free.push(buffer);
    }
  }

  /** Appends bytes already encoded (a slice's, checked by the mask), after what was appended before. */
  appendBytes(bytes: Buffer): void {
    this.#retire();
    this.#full.push({ buffer: bytes, length: bytes.length });
  }

  /** Flushes and closes the file. */
  async close(): Promise<void> {
    await this.flush();
    await this.#handle.close();
  }

  /** Closes the file after a failure, without writing. Never throws. */
  async discard(): Promise<void> {
    this.#full.length = 0;
    await this.#handle.close().catch(() => undefined);
  }

  /** Moves the current buffer to the written-next list (when it holds anything) and takes a free one. */
  #retire(): void {
    if (this.#used === 0) return;
    this.#full.push({ buffer: this.#current, length: this.#used });
    this.#current = this.#free.pop() ?? Buffer.allocUnsafe(BUFFER_BYTES);
    this.#used = 0;
  }
}

/** The error of a failed write, naming the file; an InventoryError as it is. */
function failureIn(target: string): (error: Error) => Error {
  return (error) =>
    error instanceof InventoryError
      ? error
      : new InventoryError(`could not write the dependency inventory ${target}: ${error.message}`, { cause: error });
}

/**
 * Removes an inventory an earlier run left at `target`: it must not pass for this run's. A link of the checkout on
 * the way is removed first (host/files.ts replaceLinkedFolders), so that rm never reaches through it; a link at
 * `target` itself is removed, never followed.
 */
async function clearTarget(target: string, fail: (error: Error) => Error): Promise<void> {
  try {
    await replaceLinkedFoldersOf(target);
    await rm(target, { force: true });
  } catch (error) {
    throw fail(error as Error);
  }
}

/**
 * Opens the file the inventory is written to until it is complete, by host/files.ts's rules (a link, a FIFO or a
 * linked folder refused, the folder made), with its opening written. What the open refused is left as it was.
 */
async function openPartial(partial: string, opening: string, fail: (error: Error) => Error): Promise<PartialFile> {
  let file: PartialFile | undefined;
  try {
    file = new PartialFile(await openFileToWrite(partial));
  } catch (error) {
    throw fail(error as Error);
  }
  try {
    file.append(opening);
    await file.flush();
    return file;
  } catch (error) {
    await file.discard();
    await rm(partial, { force: true });
    throw fail(error as Error);
  }
}

/**
 * Opens the inventory at `path` (relative to the working directory) in `format`; removes any old file there first.
 * `mask` is the run's: every string written goes through it.
 */
export async function openInventory(
  path: string,
  format: InventoryFormat,
  context: InventoryContext,
  mask: ValueMask,
): Promise<InventoryWriter> {
  const target = resolve(path);
  const partial = `${target}.partial`;
  const fail = failureIn(target);
  const encoding = FORMATS[format];
  await clearTarget(target, fail);
  const file = await openPartial(partial, encoding.opening(maskedStrings(context, mask.value)), fail);
  return inventoryWriter({ file, target, partial, encoding, mask, fail });
}

/**
 * The bytes of one slice of dependencies, `written` before it, through the mask: each string's URLs cut (publicUrls,
 * the mask's URL pass, which returns a URL with nothing to cut unsearched), and where the slice's bytes may hold a
 * secret of the run (mask.mayHoldSecret, on the bytes as they will be written), the slice encoded again with every
 * string masked whole. The check reads the slice at once: a record-by-record redaction costs more than the encoding.
 */
function sliceBytes(slice: readonly Dependency[], written: number, encoding: Format, mask: ValueMask): Buffer {
  const encode = (masking: (text: string) => string): string => {
    let text = '';
    encoding.page(
      slice.map((d) => maskedDependency(d, masking)),
      written,
      (piece) => {
        text += piece;
      },
    );
    return text;
  };
  const text = encode(publicUrls);
  const bytes = Buffer.from(text);
  const checked = encoding.unquoted?.(text) ?? text;
  return mask.mayHoldSecret(checked === text ? bytes : Buffer.from(checked)) ? Buffer.from(encode(mask.value)) : bytes;
}

/** The writer of an opened inventory: pages appended as they come, the file renamed into place once complete. */
function inventoryWriter(parts: {
  file: PartialFile;
  target: string;
  partial: string;
  encoding: Format;
  mask: ValueMask;
  fail: (error: Error) => Error;
}): InventoryWriter {
  const { file, target, partial, encoding, mask, fail } = parts;
  let count = 0;
  let done = false;
  // The bytes of the last page encoded, being written while the walk goes on; one page's writes at a time.
  let writing: Promise<void> = Promise.resolve();
  return {
    path: target,
    async write(page) {
      if (done) throw new InventoryError('the dependency inventory is already closed');
      // A slice at a time, the event loop turning between: the next page's answer is read meanwhile.
      for (let from = 0; from < page.length; from += RECORDS_PER_TURN) {
        if (from > 0) await nextTurn();
        const slice = page.slice(from, from + RECORDS_PER_TURN);
        file.appendBytes(sliceBytes(slice, count, encoding, mask));
        count += slice.length;
      }
      // The previous page's writes first (a failure among them surfaces here), then this page's, in the background.
      await writing;
      writing = file.flush().catch((error: Error) => Promise.reject(fail(error)));
      writing.catch(() => undefined); // observed here; rethrown by the next write or by finish
    },
    async finish() {
      if (done) throw new InventoryError('the dependency inventory is already closed');
      done = true;
      try {
        await writing;
        file.append(encoding.closing(count));
        await file.close();
        // Onto the name clearTarget cleared: a link made there since is replaced, never followed.
        await rename(partial, target);
      } catch (error) {
        await file.discard();
        await rm(partial, { force: true });
        throw fail(error as Error);
      }
      return count;
    },
    async abort() {
      done = true;
      await writing.catch(() => undefined);
      await file.discard();
      await rm(partial, { force: true }).catch(() => undefined);
    },
  };
}
