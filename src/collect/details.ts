// The details a walk keeps of a long list: at most `limit` items, the most severe, while every item is
// counted. One bucket per severity, so an item more severe than the least severe kept replaces one of
// those in constant time, whatever the list's length.
import { severityRank } from '../domain.ts';

/** At most `limit` items of a list, the most severe (by `severityOf`), and the count of them all. */
export class MostSevere<T> {
  readonly #buckets: T[][] = [[], [], [], [], []];
  readonly #limit: number;
  readonly #severityOf: (item: T) => string;
  #size = 0;
  count = 0;

  constructor(limit: number, severityOf: (item: T) => string) {
    this.#limit = limit;
    this.#severityOf = severityOf;
  }

  add(item: T): void {
    this.count++;
    const rank = severityRank(this.#severityOf(item));
    if (this.#size < this.#limit) {
      this.#buckets[rank]?.push(item);
      this.#size++;
      return;
    }
    const least = this.#buckets.findLastIndex((bucket) => bucket.length > 0);
    if (least > rank) {
      this.#buckets[least]?.pop();
      this.#buckets[rank]?.push(item);
    }
  }

  /** The items kept, most severe first (in the order received within a severity). */
  kept(): T[] {
    return this.#buckets.flat();
  }
}
