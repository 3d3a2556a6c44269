// The token never leaves, in whole or in part: every string a server sends is redacted where it is
// decoded, so no output path (log, summary, comment, annotations, SARIF, report file, inventory) has
// to remember it. A run of 8 or more consecutive characters of the token, in any case, is replaced.

/** Shortest run of the token's characters that is redacted (the whole token when it is shorter). */
export const REDACT_MIN_RUN = 8;
export const REDACTED = '[redacted]';

/** Finds and removes the token's runs in server text. */
export interface Redactor {
  /** Whether the raw text of an answer may hold a run of the token (or hides characters in \u escapes). */
  mayHold(raw: string): boolean;
  /** mayHold on the answer's UTF-8 bytes, before they are decoded: true whenever mayHold of their text is. */
  mayHoldBytes(raw: Uint8Array): boolean;
  /** The string with every run of the token replaced by [redacted]. */
  redact(value: string): string;
  /** A parsed JSON value with every string and key redacted (copied only where something changed). */
  redactValue<T>(value: T): T;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The redactor of `token`; an empty token redacts nothing. */
export function tokenRedactor(token: string): Redactor {
  const length = Math.min(REDACT_MIN_RUN, token.length);
  const grams = new Set<string>();
  for (let i = 0; i + length <= token.length; i++) grams.add(token.slice(i, i + length));
  if (length === 0) return { mayHold: () => false, mayHoldBytes: () => false, redact: (value) => value, redactValue: (value) => value };
  const alternatives = [...grams].map(escapeRegExp).join('|');
  const any = new RegExp(alternatives, 'i');
  const starts = new RegExp(`(?=(?:${alternatives}))`, 'gi');

  const redact = (value: string): string => {
    // Every start of a run, overlapping: the covered ranges merge into one [redacted] each.
    const ranges: [number, number][] = [];
    for (const match of value.matchAll(starts)) {
      const start = match.index;
      const last = ranges.at(-1);
      if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], start + length);
      else ranges.push([start, start + length]);
    }
    let out = '';
    let at = 0;
    for (const [start, end] of ranges) {
      out += value.slice(at, start) + REDACTED;
      at = end;
    }
    return out + value.slice(at);
  };

  const redactValue = <T>(value: T): T => {
    switch (typeof value) {
      case 'string':
        return redact(value) as T;
      case 'object':
        return value === null ? value : Array.isArray(value) ? (redactArray(value) as T) : (redactObject(value) as T);
      default:
        return value;
    }
  };
  /** The array with each item redacted; the same array when nothing changed. */
  const redactArray = (value: unknown[]): unknown[] => {
    const next = value.map(redactValue);
    return next.some((item, i) => item !== value[i]) ? next : value;
  };
  /** The object with each key and value redacted; the same object when nothing changed. */
  const redactObject = (value: object): object => {
    let changed = false;
    const next = Object.entries(value).map(([key, item]) => {
      const [cleanKey, cleanItem] = [redact(key), redactValue(item)];
      if (cleanKey !== key || cleanItem !== item) changed = true;
      return [cleanKey, cleanItem] as const;
    });
    return changed ? Object.fromEntries(next) : value;
  };

  const mayHold = (raw: string): boolean => raw.includes('\\u') || any.test(raw);
  const mayHoldBytes = byteFilter(token, length, any) ?? ((raw: Uint8Array): boolean => mayHold(Buffer.from(raw).toString('utf8')));
  return { mayHold, mayHoldBytes, redact, redactValue };
}

const BACKSLASH_U = Buffer.from('\\u');
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
 * mayHold on the answer's bytes, for a printable-ASCII token of 7 characters or more. A run of the
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
    if (bytes.includes(BACKSLASH_U)) return true;
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
