// Cursor pagination shared by the secrets and dependency lists: follow the cursor, stop at the
// end, never loop on a repeated cursor, yield each item once, and never truncate silently.

import type { ApiOperation } from './errors.ts';
import { ApiError } from './errors.ts';
import { KeySet } from './key-set.ts';

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
  keyOf: (item: T) => string;
  onWarning: (message: string, operation: ApiOperation) => void;
}

/** Yields pages of items (each item once) until the list ends. */
export async function* walkPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  options: WalkOptions<T>,
): AsyncGenerator<T[], void, undefined> {
  const { operation, maxPages, keyOf } = options;
  const seenKeys = new KeySet();
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  for (let pages = 1; ; pages++) {
    const page = await fetchPage(cursor);
    const fresh: T[] = [];
    for (const item of page.items) {
      if (seenKeys.add(keyOf(item))) fresh.push(item);
    }
    if (fresh.length > 0) yield fresh;

    const next = page.cursor;
    if (page.items.length === 0 || !next) return;
    if (options.endsWithHasMore && page.hasMore !== true) return;
    if (seenCursors.has(next) || next === cursor) {
      options.onWarning(
        `${operation}: the API sent the same page cursor twice; stopped paging after ${pages} pages and ${seenKeys.size} items rather than loop`,
        operation,
      );
      return;
    }
    if (pages >= maxPages) {
      throw new ApiError({
        operation,
        kind: 'pagination',
        reason: `the list is longer than ${maxPages} pages; stopped rather than report a truncated list (narrow the query)`,
      });
    }
    if (cursor !== undefined) seenCursors.add(cursor);
    seenCursors.add(next);
    cursor = next;
  }
}
