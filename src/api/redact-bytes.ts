// The check of an answer's bytes for the token's runs, before they are decoded (redact.ts bytesCheck): a
// table of the token's 4-byte words looked up at every aligned word of the answer, and the chunks of an
// answer cut where a JSON string starts or ends, so only a chunk that may hide a letter is decoded. Per
// 10,000 items it costs a twelfth to a twentieth of the regular expressions on the text (npm run bench:parsers).
import { escaped, QUOTE } from './cut.ts';

export const PERCENT_BYTE = 0x25;
/**
 * Bytes of an answer looked at a time by the check on bytes: only a chunk that may hide a letter is
 * decoded, so the work follows what the answer holds (one accented name decodes a few KiB, not the
 * page), and memory stays flat whatever the answer's size.
 */
export const DECODE_CHUNK = 4096;

/**
 * The most bytes of a string of an answer that are kept (a key's too): a longer one is cut to them in the bytes,
 * marked `…`, before it is parsed (api/http.ts, cut.ts' cutLongStrings). No reader keeps more of a field (the
 * wire cuts at MAX_FIELD_CHARS, 4,096 characters, and refuses an id past MAX_ID_CHARS, 256, either way), and a
 * string's decoded forms are copies of it: one of 30 million characters not ASCII took 1.5 GB (attack29 M1).
 */
export const LONGEST_REDACTED = 65_536;
/**
 * The most bytes of a chunk the check reads: its first DECODE_CHUNK, then the kept bytes of the string that
 * goes on past them, its quote among them; what a string holds past that is cut before anything reads it.
 */
const LONGEST_CHECKED = DECODE_CHUNK + LONGEST_REDACTED + 2;

/**
 * Whether `test` holds for a chunk of the answer: chunks of at least DECODE_CHUNK bytes that end where
 * a JSON string starts or ends (an unescaped quote), so no string, and no character, is ever split; of a
 * string longer than LONGEST_REDACTED, only the part that is kept is looked at (LONGEST_CHECKED).
 */
export function someChunk(raw: Uint8Array, test: (chunk: Buffer) => boolean): boolean {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.length);
  for (let start = 0; start < bytes.length; ) {
    const end = stringEdge(bytes, start + DECODE_CHUNK);
    if (test(bytes.subarray(start, Math.min(end, start + LONGEST_CHECKED)))) return true;
    start = end;
  }
  return false;
}

/** The first unescaped quote at or after `from` (a JSON string starts or ends there), else the end. */
function stringEdge(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(QUOTE, from); at !== -1; at = bytes.indexOf(QUOTE, at + 1)) if (!escaped(bytes, at)) return at;
  return bytes.length;
}

/** Letters to lower case, four bytes at a time (a few other pairs, such as `@` and the backtick, merge too). */
const FOLD = 0x20202020;
/** A 4-byte word's place in the table of marks (a 16-bit hash). */
// Stryker disable next-line ArrowFunction: the marks only spare the exact lookup its work (bench:parsers); any hash gives the same answers
const markOf = (word: number): number => Math.imul(word, 0x9e3779b1) >>> 16;
/** The 4-byte words of bytes in this machine's byte order, from a copy when they do not start at a multiple of 4. */
const wordsOf = (bytes: Uint8Array): Int32Array => {
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: a copy is always aligned; reading in place only spares the copy
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
  return new Int32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
};

/**
 * Whether an answer's bytes hold a run of the token as written, for a printable-ASCII token of 7
 * characters or more (tokenRedactor's mayHoldBytes adds the decoded forms). A run of the
 * token covers a whole 4-byte word at an offset that is a multiple of 4, and that word, folded to lower
 * case (each byte | 0x20, which also merges a few non-letters: more candidates, never fewer), is one of
 * the token's words. So each such word of the answer is looked up in a table of the token's words, and
 * only on a hit does the regular expression run, on the bytes around it. The answer is the regular
 * expression's on the whole text, for a small share of its work. Undefined for any other token.
 */
export function byteFilter(token: string, length: number, any: RegExp): ((raw: Uint8Array) => boolean) | undefined {
  if (length < 7 || !/^[\x21-\x7e]+$/.test(token)) return undefined;
  // The token's words, folded, and a mark for each: nearly every word of an answer misses the marks.
  const tokenWords = new Set<number>();
  for (let at = 0; at + 4 <= token.length; at++) tokenWords.add((wordsOf(Buffer.from(token.slice(at, at + 4)))[0] as number) | FOLD);
  const marks = new Uint8Array(1 << 16);
  for (const word of tokenWords) marks[markOf(word)] = 1;
  return (raw) => {
    const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.length);
    const words = wordsOf(bytes);
    for (let i = 0; i < words.length; i++) {
      // The run around the word starts at most `length` bytes before it and ends at most `length` after.
      const word = (words[i] as number) | FOLD;
      // Stryker disable next-line LogicalOperator,ConditionalExpression,ArithmeticOperator: the mark spares the lookup, and a wider window only rereads the bytes the regular expression reads
      if (marks[markOf(word)] === 1 && tokenWords.has(word) && any.test(bytes.toString('latin1', 4 * i - length, 4 * i + 4 + length)))
        return true;
    }
    return false;
  };
}
