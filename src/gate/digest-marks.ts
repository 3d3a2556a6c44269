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
  /** Slot i's digest in words WORDS·i to WORDS·i + 3; a first word of 0 is an empty slot. */
  #slots = new Int32Array(2048 * WORDS);
  #marks = new Uint8Array(2048);
  #size = 0;

  /** How many distinct keys were seen. */
  get size(): number {
    return this.#size;
  }

  /** The slot of a key, where its marks are (none for a key not seen before); valid until the next key is added. */
  slot(key: string): number {
    const digest = digestOf(key);
    let slot = this.#probe(digest);
    if (this.#slots[slot * WORDS] !== 0) return slot;
    this.#size += 1;
    if (this.#size * 2 > this.#marks.length) {
      this.#grow();
      slot = this.#probe(digest);
    }
    this.#slots.set(digest, slot * WORDS);
    return slot;
  }

  /** The marks at a slot (a byte). */
  marksAt(slot: number): number {
    return this.#marks[slot] as number;
  }

  /** Sets the marks at a slot (0 to 255). */
  setMarksAt(slot: number, marks: number): void {
    this.#marks[slot] = marks;
  }

  /** The slot that holds `digest`, else the first empty one from its own. */
  #probe(digest: ArrayLike<number>): number {
    const slots = this.#marks.length;
    let slot = (digest[0] as number) & (slots - 1);
    while (this.#slots[slot * WORDS] !== 0 && !holds(this.#slots, slot * WORDS, digest)) slot = (slot + 1) % slots;
    return slot;
  }

  /** Twice the slots: the table stays at most half full. */
  #grow(): void {
    const old = this.#slots;
    const oldMarks = this.#marks;
    this.#slots = new Int32Array(old.length * 2);
    this.#marks = new Uint8Array(oldMarks.length * 2);
    // An empty slot too: copied to the first empty slot from 0, it leaves that slot as it was.
    for (const [slot, marks] of oldMarks.entries()) {
      const digest = old.subarray(slot * WORDS, (slot + 1) * WORDS);
      const at = this.#probe(digest);
      this.#slots.set(digest, at * WORDS);
      this.#marks[at] = marks;
    }
  }
}

/** Whether the slot at word `at` holds `digest`. */
function holds(slots: Int32Array, at: number, digest: ArrayLike<number>): boolean {
  for (let word = 0; word < WORDS; word++) if (slots[at + word] !== digest[word]) return false;
  return true;
}

/** The first 128 bits of the SHA-256 of a key's code units, as four 32-bit words, the first never 0 (an empty slot's). */
function digestOf(key: string): number[] {
  // Its UTF-16 code units, not UTF-8: UTF-8 makes every lone surrogate U+FFFD, two ids one digest (attack8 I6).
  const bytes = hash('sha256', Buffer.from(key, 'utf16le'), 'buffer');
  return [bytes.readInt32LE(0) || 1, bytes.readInt32LE(4), bytes.readInt32LE(8), bytes.readInt32LE(12)];
}
