// The keys a list walk has seen, kept as 64-bit hashes in a typed array: 8 bytes a key instead of a
// retained string, so a walk of a million dependencies stays flat in memory. Two distinct keys share a
// hash with odds of about n²/2^65 (3e-8 for a million keys): exact for any list an API serves.
// A key is a string (an id) or a list of parts (the fields that make a dependency itself): parts are
// hashed with their lengths, never joined, since a server's text can hold any separator. Each key may
// carry up to 8 marks (one byte), so that one pass can tell where a key was seen before, not only whether,
// and a tag (32 bits of the hash of what the item under it was), so that a walk tells a repeat of one item
// from two items under one key (attack32 H2). The hash's seeds are drawn for each run: a server cannot
// search for two ids of one hash (which would make the second a repeat) without knowing them.
import { randomBytes } from 'node:crypto';

/** A key: one string, or parts that are equal only when each part is. */
export type Key = string | readonly string[];

const EMPTY = 0;

/** A set of keys by their 64-bit hash, open addressing with linear probing; a slot's two halves side by side, and its marks. */
export class KeySet {
  /** Slot i holds its hash's high half at 2i and its low half at 2i + 1. */
  #slots: Int32Array;
  /** Slot i's marks. */
  #marks: Uint8Array;
  /** Slot i's tag, where the set keeps tags (addTagged): 4 bytes a slot more. */
  #tags: Int32Array | undefined;
  #mask: number;
  #size = 0;

  constructor(capacity = 1024) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.#slots = new Int32Array(slots * 2);
    this.#marks = new Uint8Array(slots);
    this.#mask = slots - 1;
  }

  /** How many distinct keys were added. */
  get size(): number {
    return this.#size;
  }

  /** Adds a key; false when it was already there. */
  add(key: Key): boolean {
    return this.mark(key, 1) === 0;
  }

  /** Adds a key with the marks of `marks` (1 to 255) added to those it had: the marks it had before, 0 when it is new. */
  mark(key: Key, marks: number): number {
    return this.#put(key, marks, 0).before;
  }

  /**
   * Adds a key with the tag of the item it names (`tag`: what makes that item itself): `new` when the key was
   * not there, `same` when it was, with this tag (a repeat of one item), `different` when it was with another
   * (two items under one key). A set is used either with tags for every key or without.
   */
  addTagged(key: Key, tag: Key): 'new' | 'same' | 'different' {
    const [value] = typeof tag === 'string' ? hash64(tag) : hashParts(tag);
    this.#tags ??= new Int32Array(this.#marks.length);
    const { before, slot } = this.#put(key, 1, value);
    if (before === 0) return 'new';
    return this.#tags[slot] === value ? 'same' : 'different';
  }

  /** Finds or adds `key` (a new one with `tag`, where the set keeps tags): its marks before `marks` are added, and its slot. */
  #put(key: Key, marks: number, tag: number): { before: number; slot: number } {
    const [high, low] = typeof key === 'string' ? hash64(key) : hashParts(key);
    const slots = this.#slots;
    for (let slot = (high ^ low) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const h = slots[2 * slot] ?? EMPTY;
      const l = slots[2 * slot + 1] ?? EMPTY;
      if (h === EMPTY && l === EMPTY) break;
      if (h === high && l === low) {
        const before = this.#marks[slot] as number;
        this.#marks[slot] = before | marks;
        return { before, slot };
      }
    }
    this.#size += 1;
    if (this.#size * 2 > this.#mask + 1) this.#grow();
    return { before: 0, slot: this.#insert(high, low, marks, tag) };
  }

  #insert(high: number, low: number, marks: number, tag: number): number {
    const slots = this.#slots;
    let slot = (high ^ low) & this.#mask;
    while (slots[2 * slot] !== EMPTY || slots[2 * slot + 1] !== EMPTY) slot = (slot + 1) & this.#mask;
    slots[2 * slot] = high;
    slots[2 * slot + 1] = low;
    this.#marks[slot] = marks;
    if (this.#tags !== undefined) this.#tags[slot] = tag;
    return slot;
  }

  /** Twice the slots: the table stays at most half full, and at the walk's cap (MAX_LIST_ITEMS) it is 36 MiB. */
  #grow(): void {
    const old = this.#slots;
    const oldMarks = this.#marks;
    const oldTags = this.#tags;
    this.#slots = new Int32Array(old.length * 2);
    this.#marks = new Uint8Array(old.length);
    if (oldTags !== undefined) this.#tags = new Int32Array(old.length);
    this.#mask = old.length - 1;
    for (let at = 0; at < old.length; at += 2) {
      const h = old[at] ?? EMPTY;
      const l = old[at + 1] ?? EMPTY;
      if (h !== EMPTY || l !== EMPTY) this.#insert(h, l, oldMarks[at / 2] as number, oldTags?.[at / 2] ?? 0);
    }
  }
}

/** The hash's seeds, drawn for each run (the header). */
const SEEDS = randomBytes(8);
const SEED_1 = SEEDS.readInt32LE(0);
const SEED_2 = SEEDS.readInt32LE(4);

/** Two well-mixed 32-bit hashes of a string (cyrb53's mixing, both halves kept); never the empty pair. */
export function hash64(text: string): [number, number] {
  let h1 = SEED_1;
  let h2 = SEED_2;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  return finish(h1, h2);
}

/** hash64 of parts, each preceded by its length: ['a|b', 'c'] and ['a', 'b|c'] hash apart. */
export function hashParts(parts: readonly string[]): [number, number] {
  let h1 = SEED_1;
  let h2 = SEED_2;
  for (const part of parts) {
    // A length is mixed in as one more unit: a UTF-16 unit is below 2^16, a length may be above, and either way
    // the mix is a different step from any character's, so the boundaries between parts are part of the hash.
    h1 = Math.imul(h1 ^ (part.length + 0x10000), 2654435761);
    h2 = Math.imul(h2 ^ (part.length + 0x10000), 1597334677);
    for (let i = 0; i < part.length; i++) {
      const ch = part.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
  }
  return finish(h1, h2);
}

function finish(h1: number, h2: number): [number, number] {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  h1 |= 0;
  h2 |= 0;
  return h1 === EMPTY && h2 === EMPTY ? [0, 1] : [h1, h2];
}
