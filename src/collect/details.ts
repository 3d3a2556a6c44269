// The details a walk keeps of a long list: at most `limit` items, the most severe, while every item is
// counted. One bucket per severity, so an item more severe than the least severe kept replaces one of
// those in constant time, whatever the list's length. The text of what is kept is charged to the run's
// budget (api/kept-text.ts), and given back when an item is replaced.
import type { KeptText } from '../api/kept-text.ts';
import { severityRank } from '../domain.ts';

/** Where an item stands among those of its severity: the smaller first (kept before, dropped after). */
export type TieKey = readonly [number, string];

/** One kept item, with its place among those of its severity where the keeper orders them. */
interface Entry<T> {
  item: T;
  key: TieKey | undefined;
}

/** Whether `a` stands after `b`: by its number, then its text. */
function after(a: TieKey | undefined, b: TieKey | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return a[0] !== b[0] ? a[0] > b[0] : a[1] > b[1];
}

/**
 * At most `limit` items of a list, the most severe (by `severityOf`), and the count of them all. Within a
 * severity the earliest received are kept, or, given `tieKey`, those that stand first by it: then the
 * same items are kept whatever order they arrive in (attack5 F6), each bucket a heap of the last-standing on top.
 */
export class MostSevere<T> {
  readonly #buckets: Entry<T>[][] = [[], [], [], [], []];
  readonly #limit: number;
  readonly #severityOf: (item: T) => string;
  readonly #text: KeptText | undefined;
  readonly #tieKey: ((item: T) => TieKey) | undefined;
  #size = 0;
  count = 0;

  constructor(limit: number, severityOf: (item: T) => string, text?: KeptText, tieKey?: (item: T) => TieKey) {
    this.#limit = limit;
    this.#severityOf = severityOf;
    this.#text = text;
    this.#tieKey = tieKey;
  }

  add(item: T & object): void {
    this.count++;
    this.#place(item, true);
  }

  /**
   * Takes in what another kept, in its order, as if its items had been added here after this one's: the
   * same items are kept as if one had seen them all (the most severe first, the earliest within a
   * severity). Its count is added; the text of an item it kept and this one drops is released.
   */
  absorb(other: MostSevere<T>): void {
    this.count += other.count;
    for (const item of other.kept()) this.#place(item as T & object, false);
  }

  /** Keeps an item (its text taken when it is fresh), or drops it (its text released when it was kept elsewhere). */
  #place(item: T & object, fresh: boolean): void {
    const rank = severityRank(this.#severityOf(item));
    const key = this.#tieKey?.(item);
    if (this.#size < this.#limit) {
      this.#push(rank, { item: fresh ? this.#keep(item) : item, key });
      this.#size++;
      return;
    }
    const least = this.#buckets.findLastIndex((bucket) => bucket.length > 0);
    const bucket = this.#buckets[least];
    if (bucket !== undefined && (least > rank || (least === rank && after(bucket[0]?.key, key)))) {
      const replaced = this.#pop(least);
      if (replaced !== undefined) this.#text?.release(replaced as T & object);
      this.#push(rank, { item: fresh ? this.#keep(item) : item, key });
    } else if (!fresh) this.#text?.release(item);
  }

  /** Adds an entry to its severity's bucket: at the end, or (with a tie key) into its heap. */
  #push(rank: number, entry: Entry<T>): void {
    const heap = this.#buckets[rank];
    if (heap === undefined) return;
    heap.push(entry);
    if (this.#tieKey === undefined) return;
    let at = heap.length - 1;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (!after(heap[at]?.key, heap[up]?.key)) break;
      [heap[at], heap[up]] = [heap[up] as Entry<T>, heap[at] as Entry<T>];
      at = up;
    }
  }

  /** Takes the item dropped first out of a bucket: the latest received, or (with a tie key) the one standing last. */
  #pop(rank: number): T | undefined {
    const heap = this.#buckets[rank];
    if (heap === undefined) return undefined;
    if (this.#tieKey === undefined || heap.length <= 1) return heap.pop()?.item;
    const top = heap[0] as Entry<T>;
    heap[0] = heap.pop() as Entry<T>;
    let at = 0;
    for (;;) {
      const [left, right] = [2 * at + 1, 2 * at + 2];
      let last = at;
      if (left < heap.length && after(heap[left]?.key, heap[last]?.key)) last = left;
      if (right < heap.length && after(heap[right]?.key, heap[last]?.key)) last = right;
      if (last === at) break;
      [heap[at], heap[last]] = [heap[last] as Entry<T>, heap[at] as Entry<T>];
      at = last;
    }
    return top.item;
  }

  #keep(item: T & object): T {
    return this.#text === undefined ? item : this.#text.keep(item);
  }

  /** The items kept, most severe first (in the order received within a severity, or with a tie key in its order). */
  kept(): T[] {
    if (this.#tieKey === undefined) return this.#buckets.flatMap((bucket) => bucket.map(({ item }) => item));
    return this.#buckets.flatMap((bucket) =>
      [...bucket].sort((a, b) => (after(a.key, b.key) ? 1 : after(b.key, a.key) ? -1 : 0)).map(({ item }) => item),
    );
  }
}
