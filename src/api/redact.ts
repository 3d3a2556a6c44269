// The token never leaves, in whole or in part: every string a server sends is redacted where it is
// decoded, so no output path (log, summary, comment, annotations, SARIF, report file, inventory) has
// to remember it; and every byte the gate writes is masked again on its way out (host/mask.ts). A run
// of 8 or more consecutive characters of the token, in any case, is replaced, as it is written and as a
// reader, a URL parser or a renderer may decode it (percent-decoding, Unicode compatibility forms, the
// characters they drop); so are the token's first characters where a long text was cut (`…`).
import { isAscii } from 'node:buffer';

/** Shortest run of the token's characters that is redacted (the whole token when it is shorter). */
export const REDACT_MIN_RUN = 8;
/** Fewest of the token's first characters hidden before a cut: fewer are its public prefix (`sgp_`). */
export const CUT_MIN_START = 4;
export const REDACTED = '[redacted]';
/** The mark of a cut text (render/escape.ts' truncate, config's quoteValue, api's sanitizeText). */
const CUT = '…';

/** Finds and removes the token's runs in server text and in what the gate writes. */
export interface Redactor {
  /** Whether the raw text of an answer may hold a run of the token, as written or decoded. */
  mayHold(raw: string): boolean;
  /** mayHold on the answer's UTF-8 bytes, before they are decoded: true whenever mayHold of their text is. */
  mayHoldBytes(raw: Uint8Array): boolean;
  /**
   * A string value with every run of the token replaced by [redacted], and the token's first characters
   * before a cut; a value whose decoded form holds a run comes back as that form, redacted.
   */
  redact(value: string): string;
  /**
   * Text in a format (a log line, Markdown, XML, dotenv) with every run replaced where it is, and the
   * token's first characters before a cut; a word whose decoded form holds a run becomes [redacted]
   * whole, so the format around it stays as it was.
   */
  mask(text: string): string;
  /** A parsed JSON value with every string and key redacted (copied only where something changed). */
  redactValue<T>(value: T): T;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Characters something may decode into others: all but printable ASCII, and `%`. */
const DECODABLE = /[^\x20-\x24\x26-\x7e]/;
/** A run of percent-encoded bytes. */
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
/** What a URL parser or a renderer drops: tab, CR, LF and the default-ignorable characters (zero-width space, soft hyphen…). */
const DROPPED = /[\t\n\r\p{Default_Ignorable_Code_Point}]/gu;
/** Rounds of decoding at most: `%2573` takes two; no reader decodes more often than that. */
const MAX_DECODE_ROUNDS = 4;
/** A word of formatted text: what lies between spaces and the characters Markdown, HTML, XML and JSON are built of. */
const WORD = /[^\s"'<>&;\\`()[\]{}|,]+/g;

/**
 * `text` as a reader may come to see it: percent-decoded (UTF-8), in Unicode compatibility form (NFKC:
 * full-width letters are letters), without the characters a URL parser or a renderer drops, until it
 * no longer changes. A URL's host reaches the same form in a URL parser (which lower-cases it too: the
 * runs are found in any case).
 */
export function decodedForm(text: string): string {
  let form = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS && DECODABLE.test(form); round++) {
    const next = form
      .replace(PERCENT_RUN, (run) => Buffer.from(run.replaceAll('%', ''), 'hex').toString('utf8'))
      .normalize('NFKC')
      .replace(DROPPED, '');
    if (next === form) break;
    form = next;
  }
  return form;
}

/** The escapes of JSON text, decoded (the whole text: outside strings, JSON has no backslash). */
function unescapeJson(text: string): string {
  return text.replace(/\\(?:u([0-9a-fA-F]{4})|(.))/gs, (_, hex: string | undefined, char: string) =>
    hex === undefined ? (JSON_ESCAPES[char] ?? char) : String.fromCharCode(Number.parseInt(hex, 16)),
  );
}
const JSON_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

const NOTHING: Redactor = {
  mayHold: () => false,
  mayHoldBytes: () => false,
  redact: (value) => value,
  mask: (text) => text,
  redactValue: (value) => value,
};

/** The redactor of `token`; an empty token redacts nothing. */
export function tokenRedactor(token: string): Redactor {
  const length = Math.min(REDACT_MIN_RUN, token.length);
  if (length === 0) return NOTHING;
  const grams = new Set<string>();
  for (let i = 0; i + length <= token.length; i++) grams.add(token.slice(i, i + length));
  const alternatives = [...grams].map(escapeRegExp).join('|');
  const any = new RegExp(alternatives, 'i');
  const starts = new RegExp(`(?=(?:${alternatives}))`, 'gi');
  // The token's first characters before a cut, longest first (a run of `length` is redacted anyway).
  const firsts: string[] = [];
  for (let n = length - 1; n >= CUT_MIN_START; n--) firsts.push(escapeRegExp(token.slice(0, n)));
  const cutStart = firsts.length === 0 ? undefined : new RegExp(`(?:${firsts.join('|')})(?=${CUT})`, 'gi');
  const hasCutStart = (text: string): boolean => cutStart !== undefined && text.includes(CUT) && text.search(cutStart) >= 0;

  /** `value` with every run, as written, replaced, and the token's first characters before a cut. */
  const replaceRuns = (value: string): string => {
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
    out += value.slice(at);
    return hasCutStart(out) ? out.replace(cutStart as RegExp, REDACTED) : out;
  };
  /** Whether the decoded form of `text` (which differs from it) holds a run. */
  const decodesToRun = (text: string): boolean => {
    if (!DECODABLE.test(text)) return false;
    const form = decodedForm(text);
    return form !== text && any.test(form);
  };

  const redact = (value: string): string => {
    const out = replaceRuns(value);
    return decodesToRun(out) ? replaceRuns(decodedForm(out)) : out;
  };
  const mask = (text: string): string => {
    const out = replaceRuns(text);
    return DECODABLE.test(out) ? out.replace(WORD, (word) => (decodesToRun(word) ? REDACTED : word)) : out;
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

  const mayHold = (raw: string): boolean => {
    if (any.test(raw) || hasCutStart(raw)) return true;
    if (!DECODABLE.test(raw) && !raw.includes('\\')) return false;
    const unescaped = unescapeJson(raw);
    return any.test(unescaped) || hasCutStart(unescaped) || any.test(decodedForm(unescaped));
  };
  const filter = byteFilter(token, length, any);
  // Percent-decoding can change a run of a token that holds a `%`: such a token is looked for before it too.
  const percent = token.includes('%');
  const mayHoldBytes =
    filter === undefined
      ? (raw: Uint8Array): boolean => someChunk(raw, (chunk) => mayHold(chunk.toString('utf8')))
      : (raw: Uint8Array): boolean =>
          filter(raw) ||
          someChunk(raw, (chunk) => {
            if (isAscii(chunk) && !chunk.includes(PERCENT_BYTE) && !chunk.includes(BACKSLASH_BYTE)) return false;
            const unescaped = unescapeJson(chunk.toString('utf8'));
            return hasCutStart(unescaped) || filter(Buffer.from(decodedForm(unescaped))) || (percent && filter(Buffer.from(unescaped)));
          });
  return { mayHold, mayHoldBytes, redact, mask, redactValue };
}

const QUOTE_BYTE = 0x22;
const PERCENT_BYTE = 0x25;
const BACKSLASH_BYTE = 0x5c;
/** Bytes of an answer decoded at a time by the check on bytes: memory stays flat whatever the answer's size. */
const DECODE_CHUNK = 1 << 20;

/**
 * Whether `test` holds for a chunk of the answer: chunks of about DECODE_CHUNK bytes that end where a
 * JSON string starts or ends (an unescaped quote), so no string, and no character, is ever split.
 */
function someChunk(raw: Uint8Array, test: (chunk: Buffer) => boolean): boolean {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.length);
  for (let start = 0; start < bytes.length; ) {
    const end = stringEdge(bytes, start + DECODE_CHUNK);
    if (test(bytes.subarray(start, end))) return true;
    start = end;
  }
  return false;
}

/** The first unescaped quote at or after `from` (a JSON string starts or ends there), else the end. */
function stringEdge(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(QUOTE_BYTE, from); at >= 0; at = bytes.indexOf(QUOTE_BYTE, at + 1)) {
    let backslashes = 0;
    while (bytes[at - 1 - backslashes] === BACKSLASH_BYTE) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
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
