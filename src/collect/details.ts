// The details a walk keeps of a long list: at most `limit` items, the most severe, while every item is
// counted. One bucket per severity, so an item more severe than the least severe kept replaces one of
// those in constant time, whatever the list's length. The text of what is kept is charged to the run's
// budget (api/kept-text.ts), and given back when an item is replaced.
import type { KeptText } from '../api/kept-text.ts';
import { severityRank } from '../domain.ts';

/** At most `limit` items of a list, the most severe (by `severityOf`), and the count of them all. */
export class MostSevere<T> {
  readonly #buckets: T[][] = [[], [], [], [], []];
  readonly #limit: number;
  readonly #severityOf: (item: T) => string;
  readonly #text: KeptText | undefined;
  #size = 0;
  count = 0;

  constructor(limit: number, severityOf: (item: T) => string, text?: KeptText) {
    this.#limit = limit;
    this.#severityOf = severityOf;
    this.#text = text;
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
    if (this.#size < this.#limit) {
      this.#buckets[rank]?.push(fresh ? this.#keep(item) : item);
      this.#size++;
      return;
    }
    const least = this.#buckets.findLastIndex((bucket) => bucket.length > 0);
    if (least > rank) {
      const replaced = this.#buckets[least]?.pop();
      if (replaced !== undefined) this.#text?.release(replaced as T & object);
      this.#buckets[rank]?.push(fresh ? this.#keep(item) : item);
    } else if (!fresh) this.#text?.release(item);
  }

  #keep(item: T & object): T {
    return this.#text === undefined ? item : this.#text.keep(item);
  }

  /** The items kept, most severe first (in the order received within a severity). */
  kept(): T[] {
    return this.#buckets.flat();
  }
}
