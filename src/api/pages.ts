// Cursor pagination shared by the list operations: follow the cursor, stop at the end, never loop on
// a repeated cursor, yield each item once, and never truncate silently. Where a list ends:
// - with `hasMore` (dependencies): only when hasMore is false or absent; an empty page that says more
//   is followed (a server that filters after paginating sends one);
// - with a cursor alone (secrets, projects, scans): when the cursor is empty or absent; an empty page
//   with a new cursor is followed once, and a second empty page in a row ends the walk.

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ApiOperation } from './errors.ts';
import { ApiError, malformed } from './errors.ts';
import { type Key, KeySet } from './key-set.ts';

/**
 * Items validated between two turns of the event loop. The next page is asked for before this one's
 * items are checked; its answer (4 MB for 10,000 dependencies) is read off the socket only when the loop
 * turns, and a server whose socket buffers are full stops sending until then. Checking a long page in
 * one go left the walk waiting for the rest of the next answer after each page.
 */
export const ITEMS_PER_TURN = 2000;

/** One validated page: its items and where the server says the next one is. */
export interface Page<T> {
  items: T[];
  /** The forward cursor; empty or absent means the end. */
  cursor?: string;
  /** Only for lists that send it: false (or absent) means the end even with a cursor. */
  hasMore?: boolean;
}

/** How to walk one list. */
export interface WalkOptions<T> {
  operation: ApiOperation;
  maxPages: number;
  /** True when the list signals its end with `hasMore` (dependencies). */
  endsWithHasMore: boolean;
  keyOf: (item: T) => Key;
  /**
   * Validates one raw item of a page whose envelope fetchPage read alone. The walk runs it after it has
   * asked for the next page, so the API serves the next page while this one's items are checked.
   * Without it, fetchPage's items are used as they are.
   */
  parseItem?: (raw: unknown, index: number) => T;
  onWarning: (message: string, operation: ApiOperation) => void;
}

/**
 * A page as fetchPage gives it: read, or to be read when the walk reaches it (a function that decodes the
 * answer and reads its envelope; the page asked for ahead then waits as bytes while this one is checked).
 */
export type Fetched<T> = Page<T> | (() => Page<T>);

/** Yields pages of items (each item once) until the list ends; items fetchPage left raw are validated by parseItem. */
export function walkPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<Fetched<unknown>>,
  options: WalkOptions<T> & Required<Pick<WalkOptions<T>, 'parseItem'>>,
): AsyncGenerator<T[], void, undefined>;
export function walkPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<Fetched<T>>,
  options: WalkOptions<T>,
): AsyncGenerator<T[], void, undefined>;
export async function* walkPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<Fetched<unknown>>,
  options: WalkOptions<T>,
): AsyncGenerator<T[], void, undefined> {
  const { operation, maxPages, keyOf, parseItem } = options;
  const seenKeys = new KeySet();
  const seenCursors = new Set<string>();
  let previousEmpty = false;
  let pending: Promise<Fetched<unknown>> = fetchPage(undefined);
  for (let pages = 1; ; pages++) {
    const fetched = await pending;
    // A page the walk reads itself (from the answer's bytes) is the walk's alone: its raw items can go.
    const owned = typeof fetched === 'function';
    const page = owned ? fetched() : fetched;
    const next = page.cursor ?? '';
    const empty = page.items.length === 0;
    if (options.endsWithHasMore && page.hasMore === true && !next) {
      throw malformed(operation, `page ${pages} says hasMore but carries no cursor to the next page`);
    }
    const more = options.endsWithHasMore ? page.hasMore === true : next !== '' && !(empty && previousEmpty);
    previousEmpty = empty;
    let follow = false;
    let repeated = false;
    if (more) {
      if (seenCursors.has(next)) {
        repeated = true;
      } else if (pages >= maxPages) {
        throw new ApiError({
          operation,
          kind: 'pagination',
          reason: `the list is longer than ${maxPages} pages; stopped rather than report a truncated list (narrow the query)`,
        });
      } else {
        seenCursors.add(next);
        // Ask for the next page before anything else is done with this one: the API works while the walk does.
        pending = fetchPage(next);
        pending.catch(() => undefined); // observed here; rethrown by the await above if the walk goes on
        follow = true;
      }
    }
    const fresh: T[] = [];
    const raw = page.items;
    for (let i = 0; i < raw.length; i++) {
      if (i > 0 && i % ITEMS_PER_TURN === 0) await nextTurn();
      const item = parseItem === undefined ? (raw[i] as T) : parseItem(raw[i], i);
      // The raw item of a page the walk read itself is done with once checked: let it go, so the collector
      // does not copy the whole parsed page (10 MB for 10,000 dependencies) at every turn while the rest is checked.
      if (owned) raw[i] = undefined;
      if (seenKeys.add(keyOf(item))) fresh.push(item);
    }
    if (repeated) {
      options.onWarning(
        `${operation}: the API sent the same page cursor twice; stopped paging after ${pages} pages and ${seenKeys.size} items rather than loop`,
        operation,
      );
    }
    if (fresh.length > 0) yield fresh;
    if (!follow) return;
  }
}
