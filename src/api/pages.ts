// The walks shared by the list operations: by cursor (or page token), and by page number. Each follows
// the list to its end, never loops, yields each item once, keeps a bounded memory whatever the server
// sends, and never truncates silently. Where a list ends:
// - with `hasMore` (dependencies): only when hasMore is false or absent; an empty page that says more
//   is followed (a server that filters after paginating sends one);
// - with a cursor alone (secrets, projects, scans): when the cursor is empty or absent; an empty page
//   with a new cursor is followed once, and a second empty page in a row ends the walk;
// - by page number (the findings list): at the first page shorter than the page size.

import { setImmediate as nextTurn } from 'node:timers/promises';
import { openItem, RawItem } from './answer.ts';
import { PageClaim } from './budget.ts';
import type { ApiOperation } from './errors.ts';
import { ApiError, malformed } from './errors.ts';
import { type Key, KeySet } from './key-set.ts';

/**
 * Items validated between two turns of the event loop. The next page is asked for before this one's
 * items are checked; its answer is read off the socket only when the loop turns, and a server whose
 * socket buffers are full stops sending until then. Small, because walks share the loop: the secrets
 * walk, the verdict's longest chain, asks for its next page only once the loop reaches its answer, and
 * a long findings list read beside it (for the report file's ids) must not hold that answer back for a
 * page at a time (issue 38: 5,000 valid secrets beside 14 pages of findings).
 */
export const ITEMS_PER_TURN = 250;

/** Items a walk yields at a time: what its reader keeps of them is taken before more are parsed. */
export const ITEMS_PER_BATCH = 64;

/**
 * Bytes of items a walk yields at a time, whatever their number: a batch of large items is yielded before
 * the young generation's next collection would find it alive twice and move it to the old one, where only
 * a full collection frees it (heap.ts keeps the young generation at a few MiB). One item of more is
 * yielded alone. Measured on 10,000 secrets of 17 fields of 4 KiB two-byte text: peak RSS 312 MiB in
 * batches of 64 items (and of 8), 249 MiB in batches of this size.
 */
export const BATCH_BYTES = 128 * 1024;

/**
 * Items one walk remembers to detect repeats (8 bytes each): past it the walk ends with an error, so a
 * server that sends new items forever cannot grow the process without bound.
 */
export const MAX_LIST_ITEMS = 2_000_000;

/** One page whose envelope is read, its items still raw, and where the server says the next one is. */
export interface Page<T> {
  items: T[];
  /** The forward cursor; empty or absent means the end. */
  cursor?: string;
  /** Only for lists that send it: false (or absent) means the end even with a cursor. */
  hasMore?: boolean;
}

/** What every walk needs: its operation, its caps, what makes an item itself, and how an item is validated. */
interface WalkBase<T> {
  operation: ApiOperation;
  maxPages: number;
  keyOf: (item: T) => Key;
  /**
   * What makes an item under its key the same item (its fields that count): a key seen again with other fields
   * is two items under one key, a malformed answer, where without it the second would be dropped as a repeat
   * (attack32 H2: four secrets under one id counted once, and an exception of that id passed the run).
   */
  sameOf?: (item: T) => Key;
  /** Validates one raw item; the walk runs it after it has asked for the next page. */
  parseItem: (raw: unknown, index: number) => T;
  /**
   * What the walk's reader waits for before it takes an item (the report, another walk): the first page is
   * asked for at once, but made current (allowed past the budget of pages) only once this settles, so a page
   * held past the budget never waits on anything but its own reader.
   */
  ready?: Promise<unknown>;
  /** The items every walk of the run remembers, together: at most MAX_LIST_ITEMS across the run (attack6 G4). */
  remembered?: Remembered;
}

/** The count of items the walks of one run remember to detect repeats, shared by them. */
export interface Remembered {
  count: number;
}

/** How to walk a list by cursor. */
export interface WalkOptions<T> extends WalkBase<T> {
  /** True when the list signals its end with `hasMore` (dependencies). */
  endsWithHasMore: boolean;
  onWarning: (message: string, operation: ApiOperation) => void;
}

/** The settings a list operation passes on to its walk unchanged. */
export type WalkSettings = Pick<WalkOptions<unknown>, 'maxPages' | 'onWarning' | 'remembered'>;

/** A page as it arrived: opening it decodes the answer and reads its envelope (a page read ahead waits as bytes, `bytes` of them when known). */
export type Arrived<P> = (() => P) & { readonly bytes?: number };

/**
 * The bytes of pages a numbered walk asks for ahead of the one it reads, judged by the size of that one:
 * pages of a few MiB are read the whole window ahead, pages near their cap one at a time (each waits as
 * its bytes, so a window of four 64 MiB pages would hold a quarter of a GiB).
 */
export const READ_AHEAD_BYTES = 32 * 1024 * 1024;

/** How many pages to ask for ahead of one of `bytes` (unknown: the whole window): at least one, so the walk goes on. */
export function pagesAhead(window: number, bytes: number | undefined): number {
  if (bytes === undefined || bytes <= 0) return window;
  return Math.max(1, Math.min(window, Math.floor(READ_AHEAD_BYTES / bytes)));
}

/** The error of a walk past MAX_LIST_ITEMS items, its own or the run's lists' together: it says how to narrow the list. */
function tooManyItems(operation: ApiOperation, together: boolean): ApiError {
  const most = MAX_LIST_ITEMS.toLocaleString('en-US');
  const narrow = 'stopped rather than grow without bound (narrow the scope: projects, finding-types or the filters)';
  return new ApiError({
    operation,
    // The gate's own bound, not what the API did: on-api-error does not soften it (attack7 H1).
    kind: 'bound',
    reason: together
      ? `the lists of the run hold more than ${most} items, the most the gate remembers to detect repeats; ${narrow}`
      : `the list holds more than ${most} items, the most the gate remembers to detect repeats; ${narrow}`,
  });
}

/** A walk that ended holds its items no more: the run's count is of what the walks remember at once (attack7 H2). */
function forget(remembered: Remembered | undefined, seen: KeySet): void {
  if (remembered !== undefined) remembered.count -= seen.size;
}

/** Past MAX_LIST_ITEMS items remembered, by the walk or by the run's walks together: the error. */
function pastRemembered(options: WalkBase<unknown>, seen: KeySet): ApiError | undefined {
  if (seen.size > MAX_LIST_ITEMS) return tooManyItems(options.operation, false);
  if ((options.remembered?.count ?? 0) > MAX_LIST_ITEMS) return tooManyItems(options.operation, true);
  return undefined;
}

/**
 * Validates the raw items of a page in order and yields those not seen before, a batch of at most
 * ITEMS_PER_BATCH at a time, a turn of the event loop every ITEMS_PER_TURN; past MAX_LIST_ITEMS items
 * remembered, the walk ends (a batch at most over it). A batch is small so that what the walk's reader
 * keeps of an item (a count, a cut text) is taken before the next batch is parsed: the text of an item it
 * drops dies young, instead of a whole page of it outliving the collections of the young generation.
 */
async function* freshItems<T>(raw: unknown[], options: WalkBase<T>, seen: KeySet): AsyncGenerator<T[], void, undefined> {
  const { parseItem } = options;
  let fresh: T[] = [];
  let bytes = 0;
  for (let i = 0; i < raw.length; i++) {
    if (i > 0 && i % ITEMS_PER_TURN === 0) await nextTurn();
    const value = raw[i];
    if (value instanceof RawItem) bytes += value.size;
    const item = parseItem(openItem(value), i);
    // The raw item is done with once checked: the collector need not copy the whole parsed page at every turn.
    raw[i] = undefined;
    if (seenAs(item, options, seen) === 'new') {
      fresh.push(item);
      if (options.remembered !== undefined) options.remembered.count++;
    }
    if (fresh.length >= ITEMS_PER_BATCH || bytes >= BATCH_BYTES) {
      const past = pastRemembered(options as WalkBase<unknown>, seen);
      if (past !== undefined) throw past;
      if (fresh.length > 0) yield fresh;
      fresh = [];
      bytes = 0;
    }
  }
  const past = pastRemembered(options as WalkBase<unknown>, seen);
  if (past !== undefined) throw past;
  if (fresh.length > 0) yield fresh;
}

/** Whether an item's key is new to the walk, or a repeat of the same item; two items under one key are a malformed answer. */
function seenAs<T>(item: T, options: WalkBase<T>, seen: KeySet): 'new' | 'same' {
  const key = options.keyOf(item);
  if (options.sameOf === undefined) return seen.add(key) ? 'new' : 'same';
  const answer = seen.addTagged(key, options.sameOf(item));
  if (answer !== 'different') return answer;
  const named = typeof key === 'string' ? `the id ${JSON.stringify(key.slice(0, 100))}` : 'one key';
  throw malformed(options.operation, `the list names ${named} for two different items: which one it names cannot be told`);
}

function tooManyPages(operation: ApiOperation, maxPages: number): ApiError {
  return new ApiError({
    operation,
    kind: 'pagination',
    reason: `the list is longer than ${maxPages} pages; stopped rather than report a truncated list (narrow the query)`,
  });
}

/** Yields pages of items (each item once) until the list ends, following the cursor. */
export async function* walkPages<T>(
  fetchPage: (cursor: string | undefined, claim: PageClaim) => Promise<Arrived<Page<unknown>>>,
  options: WalkOptions<T>,
): AsyncGenerator<T[], void, undefined> {
  const { operation, maxPages } = options;
  const seen = new KeySet();
  const seenCursors = new Set<string>();
  let previousEmpty = false;
  let claim = new PageClaim();
  let pending = fetchPage(undefined, claim);
  // Every page's share of the run's budget of pages goes back when the walk ends, however it ends.
  const claims = new Set([claim]);
  try {
    await options.ready;
    for (let pages = 1; ; pages++) {
      const current = claim;
      current.makeCurrent();
      const page = (await pending)();
      const next = page.cursor ?? '';
      const empty = page.items.length === 0;
      if (options.endsWithHasMore && page.hasMore === true && !next) {
        throw malformed(operation, `page ${pages} says hasMore but carries no cursor to the next page`);
      }
      const more = options.endsWithHasMore ? page.hasMore === true : next !== '' && !(empty && previousEmpty);
      previousEmpty = empty;
      const repeated = more && seenCursors.has(next);
      const follow = more && !repeated;
      if (follow) {
        if (pages >= maxPages) throw tooManyPages(operation, maxPages);
        seenCursors.add(next);
        // Ask for the next page before anything else is done with this one: the API works while the walk does.
        claim = new PageClaim();
        claims.add(claim);
        pending = fetchPage(next, claim);
        pending.catch(() => undefined); // observed here; rethrown by the await above if the walk goes on
      }
      yield* freshItems(page.items, options, seen);
      current.release();
      claims.delete(current);
      if (repeated) {
        options.onWarning(
          `${operation}: the API sent the same page cursor twice; stopped paging after ${pages} pages and ${seen.size} items rather than loop`,
          operation,
        );
      }
      if (!follow) return;
    }
  } finally {
    for (const left of claims) left.release();
    forget(options.remembered, seen);
  }
}

/** How to walk a list by page number. */
export interface NumberedWalkOptions<T> extends WalkBase<T> {
  pageSize: number;
  /** Pages in flight at a time after the first. */
  window: number;
  /** A 400, 404 or 405 on page 0 means the server has no such list: the walk ends with nothing. Any later failure fails it. */
  optional?: boolean;
}

/** Statuses of a page 0 that say the server has no such list (the AI list is optional). */
export const MISSING_LIST = new Set([400, 404, 405]);

/**
 * A page after page 0 that failed with a status: never "the server has no such list" (page 0 proved it
 * has), but a list that cannot be read whole: an API error whatever its status.
 */
function laterPageError(operation: ApiOperation, page: number, error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === undefined) return error;
  return new ApiError({
    operation,
    kind: 'pagination',
    reason: `page ${page} answered HTTP ${error.status} after page 0 had answered, so the list cannot be read whole (${error.reason})`,
  });
}

/** The error of a full page whose items were all seen before: the server is not paging. */
function notPaging(operation: ApiOperation, page: number): ApiError {
  return malformed(operation, `page ${page} holds only items of earlier pages: the server is not paging (stopped after ${page + 1} pages)`);
}

/** A page asked for, with its share of the run's budget of pages. */
interface AskedPage {
  page: Promise<Arrived<unknown[]>>;
  claim: PageClaim;
}

/**
 * Reads the pages asked for past the short one (page `first` on), as every page is read: their items
 * parsed, and any failure among them fails the list. `take` hands each over as the one the walk waits for.
 */
async function readPagesPastTheEnd<T>(
  queue: readonly AskedPage[],
  first: number,
  take: () => AskedPage,
  options: NumberedWalkOptions<T>,
): Promise<void> {
  for (let i = first; queue.length > 0; i++) {
    const taken = take();
    let raw: unknown[];
    try {
      raw = (await taken.page)();
    } catch (error) {
      throw laterPageError(options.operation, i, error);
    }
    for (const [index, item] of raw.entries()) options.parseItem(openItem(item), index);
    taken.claim.release();
  }
}

/**
 * Yields pages of items (each item once), page 0 first, then a sliding window of pages in flight (the
 * next is asked for as each full page is opened) until a page is short. The pages asked for past the
 * short one are read too, and a failure among them fails the list: the short page cannot prove the end
 * when a later page did not answer. A full page of items all seen before means the server is not
 * paging: an error, never a loop.
 */
export async function* walkNumberedPages<T>(
  fetchPage: (page: number, claim: PageClaim) => Promise<Arrived<unknown[]>>,
  options: NumberedWalkOptions<T>,
): AsyncGenerator<T[], void, undefined> {
  const { operation, maxPages, pageSize } = options;
  const seen = new KeySet();
  // The pages asked for and not read yet, in order, each with its share of the run's budget of pages: the first is always page `next`.
  const queue: AskedPage[] = [];
  let asked = 0;
  const ask = (): void => {
    const claim = new PageClaim();
    const page = fetchPage(asked++, claim);
    page.catch(() => undefined); // observed here; rethrown where it is awaited
    queue.push({ page, claim });
  };
  // The page the walk waits for (or last waited for): given back if the walk ends early.
  let current: PageClaim | undefined;
  /** The next page asked for, now the one the walk waits for: it may read past the budget of pages. */
  const take = (): AskedPage => {
    const first = queue.shift() as AskedPage;
    first.claim.makeCurrent();
    current = first.claim;
    return first;
  };
  ask();
  try {
    // A first page waiting for its reader holds no more than a page read ahead: it is not current yet.
    await options.ready;
    for (let next = 0; ; next++) {
      let items: unknown[];
      let bytes: number | undefined;
      try {
        const arrived = await take().page;
        bytes = arrived.bytes;
        items = arrived();
      } catch (error) {
        if (next > 0) throw laterPageError(operation, next, error);
        const missing = error instanceof ApiError && MISSING_LIST.has(error.status as number);
        if (options.optional === true && missing) return;
        throw error;
      }
      const full = items.length >= pageSize;
      if (full && next + 1 >= maxPages) throw tooManyPages(operation, maxPages);
      // Asked before this page's items are validated, so the API serves the next pages meanwhile.
      if (full) while (asked <= next + pagesAhead(options.window, bytes) && asked < maxPages) ask();
      const before = seen.size;
      yield* freshItems(items, options, seen);
      current?.release();
      if (full && seen.size === before) throw notPaging(operation, next);
      if (!full) break;
    }
    // The pages past the short one are read as every page is: any failure among them fails the list.
    await readPagesPastTheEnd(queue, asked - queue.length, take, options);
  } finally {
    // A walk that ends early (an error, its reader stopped) gives back what it holds, and stops the pages still being read.
    current?.release();
    for (const left of queue) left.claim.release();
    forget(options.remembered, seen);
  }
}
