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
    const rank = severityRank(this.#severityOf(item));
    if (this.#size < this.#limit) {
      this.#buckets[rank]?.push(this.#keep(item));
      this.#size++;
      return;
    }
    const least = this.#buckets.findLastIndex((bucket) => bucket.length > 0);
    if (least > rank) {
      const replaced = this.#buckets[least]?.pop();
      if (replaced !== undefined) this.#text?.release(replaced as T & object);
      this.#buckets[rank]?.push(this.#keep(item));
    }
  }

  #keep(item: T & object): T {
    return this.#text === undefined ? item : this.#text.keep(item);
  }

  /** The items kept, most severe first (in the order received within a severity). */
  kept(): T[] {
    return this.#buckets.flat();
  }
}
