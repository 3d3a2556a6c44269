// The JavaScript heap, kept near what the run holds. Two V8 flags, read by V8 each time it sizes the heap
// after a collection, so setting them at start takes effect (Node lets flags change after start):
// - The young generation at its first size for the whole run. V8 doubles it each time the bytes that
//   outlived its collections add up to its size, up to 128 MiB on Node's own binary (no pointer
//   compression): a run that reads tens of MiB of answers grows it to that cap, and holds those pages in
//   its resident memory to the end. At its first size (a few MiB) it is collected more often, each time
//   with as little to copy. Measured on 10,000 confirmed-valid secrets of 4 KiB two-byte fields
//   (test/e2e/answers-memory.test.ts): peak RSS 377-398 MiB before, 304-346 MiB after, the run ~10% longer.
// - The old generation grows to at most twice what outlived the last full collection before the next one
//   (V8 lets it grow up to four times when collecting is cheap, as it is with a small live heap). A run
//   that parses millions of list items makes garbage the old generation holds until then: an inventory of
//   1,700,000 dependencies beside 200,000 findings (attack7 m5) held 27-52 MiB live, yet the heap grew to
//   ~200 MiB between full collections, 399-418 MiB peak RSS; at twice, 283 MiB (at 1.3 times, 261 MiB).
import { setFlagsFromString } from 'node:v8';

/** Keeps V8's young generation at its first size, and the old generation's growth to twice what is live, from now on. */
export function keepHeapSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--heap-growing-percent=100');
}
