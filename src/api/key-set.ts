// The keys a list walk has seen, kept as 64-bit hashes in typed arrays: 8 bytes a key instead of a
// retained string, so a walk of a million dependencies stays flat in memory. Two distinct keys share a
// hash with odds of about n²/2^65 (3e-8 for a million keys): exact for any list an API serves.

const EMPTY = 0;

/** A set of strings by their 64-bit hash, open addressing with linear probing. */
export class KeySet {
  #high: Int32Array;
  #low: Int32Array;
  #mask: number;
  #size = 0;

  constructor(capacity = 1024) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.#high = new Int32Array(slots);
    this.#low = new Int32Array(slots);
    this.#mask = slots - 1;
  }

  /** How many distinct keys were added. */
  get size(): number {
    return this.#size;
  }

  /** Adds a key; false when it was already there. */
  add(key: string): boolean {
    const [high, low] = hash64(key);
    for (let slot = (high ^ low) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const h = this.#high[slot] ?? EMPTY;
      const l = this.#low[slot] ?? EMPTY;
      if (h === EMPTY && l === EMPTY) break;
      if (h === high && l === low) return false;
    }
    this.#size += 1;
    if (this.#size * 2 > this.#high.length) this.#grow();
    this.#insert(high, low);
    return true;
  }

  #insert(high: number, low: number): void {
    let slot = (high ^ low) & this.#mask;
    while (this.#high[slot] !== EMPTY || this.#low[slot] !== EMPTY) slot = (slot + 1) & this.#mask;
    this.#high[slot] = high;
    this.#low[slot] = low;
  }

  #grow(): void {
    const high = this.#high;
    const low = this.#low;
    this.#high = new Int32Array(high.length * 2);
    this.#low = new Int32Array(low.length * 2);
    this.#mask = this.#high.length - 1;
    for (let slot = 0; slot < high.length; slot++) {
      const h = high[slot] ?? EMPTY;
      const l = low[slot] ?? EMPTY;
      if (h !== EMPTY || l !== EMPTY) this.#insert(h, l);
    }
  }
}

/** Two well-mixed 32-bit hashes of a string (cyrb53's mixing, both halves kept); never the empty pair. */
export function hash64(text: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  h1 |= 0;
  h2 |= 0;
  return h1 === EMPTY && h2 === EMPTY ? [0, 1] : [h1, h2];
}
