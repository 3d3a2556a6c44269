// Cursor pagination shared by the list operations: follow the cursor, stop at the end, never loop on
// a repeated cursor, yield each item once, and never truncate silently. Where a list ends:
// - with `hasMore` (dependencies): only when hasMore is false or absent; an empty page that says more
//   is followed (a server that filters after paginating sends one);
// - with a cursor alone (secrets, projects, scans): when the cursor is empty or absent; an empty page
//   with a new cursor is followed once, and a second empty page in a row ends the walk.

import type { ApiOperation } from './errors.ts';
import { ApiError, malformed } from './errors.ts';
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
  let previousEmpty = false;
  let pending = fetchPage(undefined);
  for (let pages = 1; ; pages++) {
    const page = await pending;
    const fresh: T[] = [];
    for (const item of page.items) {
      if (seenKeys.add(keyOf(item))) fresh.push(item);
    }

    const next = page.cursor ?? '';
    const empty = page.items.length === 0;
    if (options.endsWithHasMore && page.hasMore === true && !next) {
      throw malformed(operation, `page ${pages} says hasMore but carries no cursor to the next page`);
    }
    const more = options.endsWithHasMore ? page.hasMore === true : next !== '' && !(empty && previousEmpty);
    previousEmpty = empty;
    if (more) {
      if (seenCursors.has(next)) {
        options.onWarning(
          `${operation}: the API sent the same page cursor twice; stopped paging after ${pages} pages and ${seenKeys.size} items rather than loop`,
          operation,
        );
      } else if (pages >= maxPages) {
        throw new ApiError({
          operation,
          kind: 'pagination',
          reason: `the list is longer than ${maxPages} pages; stopped rather than report a truncated list (narrow the query)`,
        });
      } else {
        seenCursors.add(next);
        // Ask for the next page before handing this one up: the API works while the caller does.
        pending = fetchPage(next);
        pending.catch(() => undefined); // observed here; rethrown by the await above if the walk goes on
        if (fresh.length > 0) yield fresh;
        continue;
      }
    }
    if (fresh.length > 0) yield fresh;
    return;
  }
}
