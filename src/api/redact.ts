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
    if (typeof value === 'string') return redact(value) as T;
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item: unknown) => {
        const redacted = redactValue(item);
        if (redacted !== item) changed = true;
        return redacted;
      });
      return (changed ? next : value) as T;
    }
    // Stryker disable next-line ConditionalExpression: for a number or a boolean, Object.entries gives nothing and the value comes back unchanged all the same
    if (value === null || typeof value !== 'object') return value;
    let changed = false;
    const next = Object.entries(value).map(([key, item]) => {
      const [cleanKey, cleanItem] = [redact(key), redactValue(item)];
      if (cleanKey !== key || cleanItem !== item) changed = true;
      return [cleanKey, cleanItem] as const;
    });
    return (changed ? Object.fromEntries(next) : value) as T;
  };

  const mayHold = (raw: string): boolean => raw.includes('\\u') || any.test(raw);
  const bytes = byteFilter(token, length);
  const mayHoldBytes = (raw: Uint8Array): boolean =>
    // Stryker disable next-line ConditionalExpression: the regular expression on the decoded text gives the filter's answer, only slower
    bytes === undefined ? mayHold(Buffer.from(raw.buffer, raw.byteOffset, raw.length).toString('utf8')) : bytes(raw);
  return { mayHold, mayHoldBytes, redact, redactValue };
}

/** Letters to lower case, four bytes at a time (a few other pairs, such as `@` and the backtick, merge too). */
const FOLD = 0x20202020;
/** Size of the table of the token's folded 4-byte words (a token has at most a few hundred). */
const ANCHOR_SLOTS = 1024;
const BACKSLASH_U = Buffer.from('\\u');

/**
 * A faster mayHold for a printable-ASCII token, on the answer's bytes: four bytes at a time instead of
 * a regular expression at every character (on a page of 10,000 dependencies, 3 ms instead of 19 ms for
 * a token of random letters and digits; JSON.parse takes 10 ms). Any run of `length` (7 or more)
 * characters covers a 4-byte word at an offset that is a multiple of 4, so an answer that holds a run
 * of the token holds, at such an offset, one of the token's 4-byte words; only there does the filter
 * compare the bytes around with the token's runs. It finds what the regular expression finds: an ASCII
 * character of the text matches the token's case-insensitively only as the same byte or its other
 * case, and multi-byte UTF-8 characters hold no ASCII byte. Folding also merges some non-letters,
 * which can only add a candidate, never lose one. Undefined for a token this does not hold for.
 */
// Stryker disable next-line BlockStatement: without the filter the regular expression answers, only slower
function byteFilter(token: string, length: number): ((raw: Uint8Array) => boolean) | undefined {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: `true` and `<= 7` only send more tokens to the regular expression (a token of 6 on the filter is caught by the tests)
  if (length < 7) return undefined;
  // The table of the token's words must keep free slots.
  if (token.length > ANCHOR_SLOTS / 2) return undefined;
  if (!/^[\x21-\x7e]+$/.test(token)) return undefined;
  // Stryker disable next-line StringLiteral: the token is printable ASCII, which latin1 and UTF-8 write alike
  const tokenBytes = Buffer.from(token, 'latin1');
  const folded = tokenBytes.map((byte) => byte | 0x20);
  // The token's 4-byte words, folded, read in this machine's byte order, as the answer's words are.
  const word = new Int32Array(1);
  const wordBytes = new Uint8Array(word.buffer);
  const slots = new Int32Array(ANCHOR_SLOTS);
  const used = new Uint8Array(ANCHOR_SLOTS);
  // One byte per 16-bit hash of a word, set for the token's words: nearly every word of an answer misses
  // it, and is passed over with one load (the table below is probed only on a hit).
  const marks = new Uint8Array(1 << 16);
  // Stryker disable next-line ArrowFunction: a constant slot makes the table a list searched in full, slower but with the same answers
  const slotOf = (value: number): number => Math.imul(value, 0x9e3779b1) >>> 22;
  // Stryker disable next-line ArithmeticOperator: words past the end only add candidates
  for (let at = 0; at + 4 <= folded.length; at++) {
    wordBytes.set(folded.subarray(at, at + 4));
    const value = word[0] as number;
    let slot = slotOf(value);
    // Stryker disable next-line ConditionalExpression: a word stored twice is only found twice
    while (used[slot] === 1 && slots[slot] !== value) slot = (slot + 1) & (ANCHOR_SLOTS - 1);
    slots[slot] = value;
    used[slot] = 1;
    marks[Math.imul(value, 0x9e3779b1) >>> 16] = 1;
  }
  /** Whether the `length` bytes from `start` are, folded, a run of the token. */
  const runAt = (raw: Uint8Array, start: number): boolean => {
    // Stryker disable next-line ArithmeticOperator: comparing past the token's end never matches
    for (let from = 0; from + length <= folded.length; from++) {
      let same = true;
      for (let k = 0; k < length && same; k++) same = ((raw[start + k] as number) | 0x20) === folded[from + k];
      if (same) return true;
    }
    return false;
  };
  /** Whether the folded word `value`, at word `i` of the answer, is the token's and begins or ends a run of it there. */
  const runAround = (raw: Uint8Array, i: number, value: number): boolean => {
    for (let slot = slotOf(value); used[slot] === 1; slot = (slot + 1) & (ANCHOR_SLOTS - 1)) {
      // Stryker disable next-line ConditionalExpression: comparing the bytes around every word only adds candidates
      if (slots[slot] !== value) continue;
      // A run that covers the word at 4i starts at most length - 4 bytes before it.
      // Stryker disable next-line MethodExpression,ArithmeticOperator: a wider window only adds candidates
      const first = Math.max(0, 4 * i - (length - 4));
      // Stryker disable next-line MethodExpression,ArithmeticOperator: a wider window only adds candidates
      const last = Math.min(4 * i, raw.length - length);
      for (let start = first; start <= last; start++) if (runAt(raw, start)) return true;
      return false;
    }
    // Stryker disable next-line BooleanLiteral: a marked word that is not the token's (a shared hash) taken as a candidate only sends the answer to the slower check
    return false;
  };
  /** Whether a word from `from` to `to` is marked and begins or ends a run of the token there. */
  const markedRun = (raw: Uint8Array, words: Int32Array, from: number, to: number): boolean => {
    // Stryker disable next-line EqualityOperator: the word past the end reads as undefined, folded to four spaces, never a run
    for (let i = from; i < to; i++) {
      const value = (words[i] as number) | FOLD;
      // Stryker disable next-line ConditionalExpression: probing the table for every word gives the same answers, only slower
      if (marks[Math.imul(value, 0x9e3779b1) >>> 16] !== 0 && runAround(raw, i, value)) return true;
    }
    return false;
  };
  return (raw) => {
    if (Buffer.from(raw.buffer, raw.byteOffset, raw.length).indexOf(BACKSLASH_U) >= 0) return true;
    // Stryker disable next-line ArithmeticOperator,ConditionalExpression: copying an aligned answer too changes only the speed
    const aligned = raw.byteOffset % 4 === 0 ? raw : new Uint8Array(raw);
    const words = new Int32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
    // The loop every byte of an answer goes through: four words at a time, their marks read with one
    // branch, and only a marked group looked at word by word (the table probed in a call). 0.27 ms per
    // MiB of an answer, against 0.63 one word at a time and 0.9 when every word probed the table.
    // Stryker disable next-line ArithmeticOperator: a group boundary past the end reads undefined words (four spaces, never a run), one before the start leaves every word to the loop after; the answers are the same
    const whole = words.length - (words.length % 4);
    // Stryker disable next-line EqualityOperator: a group past the end reads undefined words, folded to four spaces, never a run
    for (let i = 0; i < whole; i += 4) {
      const m0 = marks[Math.imul((words[i] as number) | FOLD, 0x9e3779b1) >>> 16] as number;
      const m1 = marks[Math.imul((words[i + 1] as number) | FOLD, 0x9e3779b1) >>> 16] as number;
      const m2 = marks[Math.imul((words[i + 2] as number) | FOLD, 0x9e3779b1) >>> 16] as number;
      const m3 = marks[Math.imul((words[i + 3] as number) | FOLD, 0x9e3779b1) >>> 16] as number;
      const marked = m0 | m1 | m2 | m3;
      // Stryker disable next-line ConditionalExpression: looking at every group word by word gives the same answers, only slower
      if (marked !== 0 && markedRun(aligned, words, i, i + 4)) return true;
    }
    return markedRun(aligned, words, whole, words.length);
  };
}
