// The findings a tally counted, each by a digest of its key with a byte of marks: the first 128 bits of
// the key's SHA-256, in a typed array at most half full (16 to 32 bytes a finding, and its marks), where a
// Map of the keys' strings held ~160 bytes a finding: 500,000 findings, the most a run remembers, were
// ~80 MiB of live heap, and the heap grows past what is live. SHA-256 rather than the walks' 64-bit hash
// (api/key-set.ts): a server can search for two ids of one 64-bit hash, never for two of one SHA-256
// prefix of 128 bits, so no two findings can be made to count as one.
import { hash } from 'node:crypto';

/** 32-bit words of a digest: 128 bits. */
const WORDS = 4;

/** Keys by their digest, open addressing with linear probing, each with one byte of marks. */
export class DigestMarks {
  /** Slot i's digest in words WORDS·i to WORDS·i + 3; all four 0 is an empty slot. */
  #slots: Int32Array;
  #marks: Uint8Array;
  #mask: number;
  #size = 0;

  constructor(capacity = 1024) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.#slots = new Int32Array(slots * WORDS);
    this.#marks = new Uint8Array(slots);
    this.#mask = slots - 1;
  }

  /** How many distinct keys were seen. */
  get size(): number {
    return this.#size;
  }

  /** The slot of a key, where its marks are (none for a key not seen before); valid until the next key is added. */
  slot(key: string): number {
    const digest = digestOf(key);
    const found = this.#find(digest);
    if (found >= 0) return found;
    this.#size += 1;
    if (this.#size * 2 > this.#mask + 1) this.#grow();
    return this.#insert(digest);
  }

  /** The marks at a slot (a byte). */
  marksAt(slot: number): number {
    return this.#marks[slot] as number;
  }

  /** Sets the marks at a slot (0 to 255). */
  setMarksAt(slot: number, marks: number): void {
    this.#marks[slot] = marks;
  }

  /** The slot that holds `digest`, or -1. */
  #find(digest: readonly number[]): number {
    const slots = this.#slots;
    const [a, b, c, d] = digest;
    for (let slot = (a as number) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const at = slot * WORDS;
      if (slots[at] === a && slots[at + 1] === b && slots[at + 2] === c && slots[at + 3] === d) return slot;
      if (isEmpty(slots, at)) return -1;
    }
  }

  /** Puts `digest` in the first empty slot from its own, and gives that slot. */
  #insert(digest: readonly number[]): number {
    const slots = this.#slots;
    let slot = (digest[0] as number) & this.#mask;
    while (!isEmpty(slots, slot * WORDS)) slot = (slot + 1) & this.#mask;
    slots.set(digest, slot * WORDS);
    return slot;
  }

  /** Twice the slots: the table stays at most half full. */
  #grow(): void {
    const old = this.#slots;
    const oldMarks = this.#marks;
    this.#slots = new Int32Array(old.length * 2);
    this.#marks = new Uint8Array(oldMarks.length * 2);
    this.#mask = oldMarks.length * 2 - 1;
    for (let at = 0; at < old.length; at += WORDS) {
      if (!isEmpty(old, at)) this.#marks[this.#insert([...old.subarray(at, at + WORDS)])] = oldMarks[at / WORDS] as number;
    }
  }
}

/** Whether the slot at word `at` is empty. */
function isEmpty(slots: Int32Array, at: number): boolean {
  return slots[at] === 0 && slots[at + 1] === 0 && slots[at + 2] === 0 && slots[at + 3] === 0;
}

/** The first 128 bits of the SHA-256 of a key's code units, as four 32-bit words (never all 0: that is an empty slot). */
function digestOf(key: string): number[] {
  // Its UTF-16 code units, not UTF-8: UTF-8 makes every lone surrogate U+FFFD, two ids one digest (attack8 I6).
  const bytes = hash('sha256', Buffer.from(key, 'utf16le'), 'buffer');
  const digest = [bytes.readInt32LE(0), bytes.readInt32LE(4), bytes.readInt32LE(8), bytes.readInt32LE(12)];
  return digest.every((word) => word === 0) ? [0, 0, 0, 1] : digest;
}
