// The token never leaves, in whole or in part: every string a server sends is redacted where it is
// decoded, so no output path (log, summary, comment, annotations, SARIF, report file, inventory) has
// to remember it; and every byte the gate writes is masked again on its way out (host/mask.ts). A run
// of 8 or more consecutive characters of the token, in any case, is replaced, as it is written and as a
// reader, a URL parser or a renderer may decode it (percent-decoding, Unicode compatibility forms, the
// characters they drop); so are the token's first FIRST_RUN characters wherever they are, whatever follows
// them (a cut in any form: `...`, `&hellip;`, `[…]`, the end of the text), and fewer of them where a long
// text was cut (`…`), as written or decoded (`%E2%80%A6`, an accent before the cut or among them).
// redact() and mask() find both through the same runs (rangesOf, decodedHolds). Several secrets (host/mask.ts: every
// token of the run) are looked for in the text as given, then replaced at once.
import { isAscii } from 'node:buffer';
import { byteFilter, PERCENT_BYTE, someChunk } from './redact-bytes.ts';

/** Shortest run of the token's characters that is redacted (the whole token when it is shorter). */
export const REDACT_MIN_RUN = 8;
/**
 * The token's first characters hidden wherever they are, whatever follows them (attack9 J8: a cut mark
 * is one of many forms, `...`, `&hellip;`, `\u2026`, `[…]`, the end of the text): its public prefix
 * (`sgp_`) and 3 characters of its random part. Honest text never holds them: a text that names a token
 * (`sgp_` and 3 letters or digits) matches them one time in 36^3 = 46,656 (in any case), and it is then
 * another token, whose start is hidden too, never the gate's own text. 7 is also the shortest run the
 * check on bytes finds exactly (it always covers a whole 4-byte word), so the common path stays as it was.
 */
export const FIRST_RUN = REDACT_MIN_RUN - 1;
/** Fewest of the token's first characters hidden before a cut (`…`): fewer are its public prefix (`sgp_`). */
export const CUT_MIN_START = 4;
export const REDACTED = '[redacted]';
/** The mark of a cut text (render/escape.ts' truncate, config's quoteValue, api's sanitizeText). */
const CUT = '…';
/** The mark of a cut in a decoded form: decodedForm writes `…` as three full stops (NFKD). */
const DECODED_CUT = '...';

/** Finds and removes the token's runs in server text and in what the gate writes. */
export interface Redactor {
  /** Whether the raw text of an answer may hold a run of the token, as written or decoded. */
  mayHold(raw: string): boolean;
  /** mayHold on the answer's UTF-8 bytes, before they are decoded: true whenever mayHold of their text is. */
  mayHoldBytes(raw: Uint8Array): boolean;
  /**
   * A string value with every run of the token replaced by [redacted], and the token's first characters
   * before a cut; a run that shows only once decoded is replaced where its characters are written, the
   * rest of the value kept as written (attack7 H5: not its decoded form, which has lost every accent).
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
/** Combining marks: accents and the like, drawn on the character before them. */
const MARKS = /\p{M}/gu;
/** Rounds of decoding at most: `%2573` takes two; no reader decodes more often than that. */
const MAX_DECODE_ROUNDS = 4;
/**
 * A piece of text that decodes on its own: a run of percent-encoded bytes, or a character with the marks
 * drawn on it. A value's decoded run is redacted where these pieces of it are, the rest kept as written.
 */
const UNIT = /(?:%[0-9A-Fa-f]{2})+|.\p{M}*/gsu;
/** A word of formatted text: what lies between spaces and the characters Markdown, HTML, XML and JSON are built of. */
const WORD = /[^\s"'<>&;\\`()[\]{}|,]+/g;

/**
 * `text` as a reader may come to see it: percent-decoded (UTF-8), in Unicode compatibility form (NFKC:
 * full-width letters are letters) without combining marks (an accented letter is the letter), without the
 * characters a URL parser or a renderer drops, until it
 * no longer changes. A URL's host reaches the same form in a URL parser (which lower-cases it too: the
 * runs are found in any case).
 */
export function decodedForm(text: string): string {
  let form = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS && DECODABLE.test(form); round++) {
    const next = form
      .replace(PERCENT_RUN, (run) => Buffer.from(run.replaceAll('%', ''), 'hex').toString('utf8'))
      // Compatibility form (full-width letters are letters) without combining marks: a letter with an accent
      // is the letter to a reader (attack6 G6: an accent after every 7th character hid every run).
      .normalize('NFKD')
      .replace(MARKS, '')
      .normalize('NFC')
      .replace(DROPPED, '');
    if (next === form) break;
    form = next;
  }
  return form;
}

/**
 * The escapes of JSON text, decoded for the check (the whole text: outside strings, JSON has no
 * backslash): `\"`, `\\` and `\/` as their character, \u escapes as theirs; the others (tab, line
 * breaks, backspace, form feed) as nothing, as decodedForm drops them or more (a check may say yes
 * too often, never too rarely).
 */
export function unescapeJson(text: string): string {
  return text.replace(/\\(?:u([0-9a-fA-F]{4})|(.))/gs, (_, hex: string | undefined, char: string) =>
    hex === undefined ? (KEPT_ESCAPES.includes(char) ? char : '') : String.fromCharCode(Number.parseInt(hex, 16)),
  );
}
const KEPT_ESCAPES = '"\\/';

const NOTHING: Redactor = {
  mayHold: () => false,
  mayHoldBytes: () => false,
  redact: (value) => value,
  mask: (text) => text,
  redactValue: (value) => value,
};

/** The redactor of `token`; an empty token redacts nothing. */
export function tokenRedactor(token: string): Redactor {
  return secretsRedactor([token]);
}

/**
 * The redactor of several secrets at once (the run's tokens): each one's runs are found in the text as
 * it was given, and every range found is replaced in one pass. Redacting one secret, then the next in
 * what is left, would miss the end of a secret that shares a run with one redacted before it (up to 7
 * characters), a secret that holds another, or one that starts with another. Empty secrets are left out.
 */
export function secretsRedactor(secrets: readonly string[]): Redactor {
  const all = [...new Set(secrets)].filter((secret) => secret.length > 0).map(secretOf);
  if (all.length === 0) return NOTHING;
  const runs = all.map((secret) => secret.runs);
  const replace = (text: string): string => replaceRanges(text, rangesOf(runs, text));
  const replaceDecoded = (form: string): string => replaceRanges(form, rangesOf(runs, form, true));
  const formShows = (text: string, form: string): boolean => runs.some((one) => decodedHolds(one, text, form));
  /**
   * Whether `out` (`text` with its runs as written replaced) still shows a reader who decodes it
   * something of a secret: a run or a cut start in its decoded form, or anything that redacting the
   * decoded form of `text` hides (the end of a run that was half written, half encoded).
   */
  const decodedShows = (text: string, out: string): boolean => {
    const decoded = decodedForm(out);
    if (formShows(out, decoded)) return true;
    const whole = decodedForm(text);
    return formShows(text, whole) && decoded !== replaceDecoded(whole);
  };
  /**
   * The ranges of `text` that decode into a run: each run of the decoded form goes back to the units it
   * was decoded from. Undefined when the decoded form is not its units' forms end to end (a unit that
   * decodes into part of an escape, Hangul letters that compose into one).
   */
  const decodedRanges = (text: string): [number, number][] | undefined => {
    const at: number[] = [];
    const from: number[] = [];
    let form = '';
    for (const unit of text.matchAll(UNIT)) {
      at.push(unit.index);
      from.push(form.length);
      form += decodedForm(unit[0]);
    }
    at.push(text.length);
    if (form !== decodedForm(text)) return undefined;
    return writtenRanges(at, from, rangesOf(runs, form, true));
  };
  const redact = (value: string): string => {
    const out = replace(value);
    if (!decodedShows(value, out)) return out;
    const decoded = decodedRanges(value);
    return decoded === undefined ? replaceDecoded(decodedForm(value)) : replaceRanges(value, [...rangesOf(runs, value), ...decoded]);
  };
  const mask = (text: string): string => {
    const ranges = rangesOf(runs, text);
    if (DECODABLE.test(text))
      for (const word of text.matchAll(WORD))
        if (DECODABLE.test(word[0]) && decodedShows(word[0], replace(word[0]))) ranges.push([word.index, word.index + word[0].length]);
    return replaceRanges(text, ranges);
  };
  return {
    mayHold: (raw) => all.some((secret) => secret.mayHold(raw)),
    mayHoldBytes: (raw) => all.some((secret) => secret.mayHoldBytes(raw)),
    redact,
    mask,
    redactValue: (value) => redactJson(value, redact),
  };
}

/** One secret's runs, and the checks of raw answers for them. */
interface Secret {
  runs: Runs;
  mayHold(raw: string): boolean;
  mayHoldBytes(raw: Uint8Array): boolean;
}

function secretOf(token: string): Secret {
  const runs = runsOf(token);
  const mayHold = (raw: string): boolean => {
    if (runs.any.test(raw) || hasCutStart(runs, raw)) return true;
    const unescaped = unescapeJson(raw);
    return runs.any.test(unescaped) || hasCutStart(runs, unescaped) || decodedHolds(runs, unescaped, decodedForm(unescaped));
  };
  return { runs, mayHold, mayHoldBytes: bytesCheck(token, runs, mayHold) };
}

/** How one token's runs are found. */
interface Runs {
  /** The length of a run: REDACT_MIN_RUN, or the whole token when it is shorter. */
  length: number;
  /** Any run, or the token's first FIRST_RUN characters, in any case. */
  any: RegExp;
  /** Where each of them starts, overlapping (global; the one found is the match's group 1). */
  starts: RegExp;
  /** The token's first characters before a cut, longest first (global); undefined when the token is too short to have them. */
  cutStart: RegExp | undefined;
  /** The same before a cut in a decoded form (DECODED_CUT). */
  decodedCutStart: RegExp | undefined;
}

function runsOf(token: string): Runs {
  const length = Math.min(REDACT_MIN_RUN, token.length);
  const grams = new Set<string>();
  for (let i = 0; i + length <= token.length; i++) grams.add(token.slice(i, i + length));
  // The token's first FIRST_RUN characters are a run too, after the runs of `length` (the longer one
  // found where both start); of a token of FIRST_RUN characters or fewer they are the whole, its one run.
  const first = token.slice(0, FIRST_RUN);
  grams.add(first);
  const alternatives = [...grams].map(escapeRegExp).join('|');
  // The first characters hidden before a cut, from CUT_MIN_START on (all of `first` is a run anyway).
  const firsts: string[] = [];
  for (let n = first.length; n >= CUT_MIN_START; n--) firsts.push(escapeRegExp(first.slice(0, n)));
  const before = (mark: string): RegExp | undefined =>
    // What a reader drops may lie between them and the cut (`\n…`): redact sees through it, so mask does.
    firsts.length === 0 ? undefined : new RegExp(`(?:${firsts.join('|')})(?=${DROPPED.source}*${escapeRegExp(mark)})`, 'giu');
  return {
    length,
    any: new RegExp(alternatives, 'i'),
    starts: new RegExp(`(?=(${alternatives}))`, 'gi'),
    cutStart: before(CUT),
    decodedCutStart: before(DECODED_CUT),
  };
}

/** Whether `text` (a decoded form when `decoded`) holds the token's first characters before a cut. */
function hasCutStart(runs: Runs, text: string, decoded = false): boolean {
  const cutStart = decoded ? runs.decodedCutStart : runs.cutStart;
  return cutStart !== undefined && text.includes(decoded ? DECODED_CUT : CUT) && text.search(cutStart) >= 0;
}

/**
 * Whether `form`, the decoded form of `text`, holds a run, or the token's first characters before a cut
 * where it differs from `text` (a text that decodes into itself is judged as written: three full stops
 * written as such are no cut).
 */
function decodedHolds(runs: Runs, text: string, form: string): boolean {
  return runs.any.test(form) || (form !== text && hasCutStart(runs, form, true));
}

/**
 * Where `text` holds a run of any of the secrets, as written, or a secret's first characters before a
 * cut: every start of a run, overlapping, each secret's found in the same text.
 */
function rangesOf(all: readonly Runs[], text: string, decoded = false): [number, number][] {
  const ranges: [number, number][] = [];
  for (const runs of all) {
    for (const match of text.matchAll(runs.starts)) ranges.push([match.index, match.index + (match[1] as string).length]);
    if (hasCutStart(runs, text, decoded))
      for (const match of text.matchAll((decoded ? runs.decodedCutStart : runs.cutStart) as RegExp))
        ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/**
 * Where the `ranges` of a decoded form were written: unit i of the text starts at `at[i]` (`at` ends with
 * the text's length) and decodes into the form from `from[i]` on; a range goes from the unit that holds
 * its first character to the end of the unit that holds its last. A unit is found by a binary search in
 * `from`, which never decreases (attack19 H1: a scan of every unit for each range was quadratic in the
 * text's length, 53 s for an answer of 180 KB); of units that start at the same place (those that decode
 * into nothing, before one that does not), the last.
 */
export function writtenRanges(at: readonly number[], from: readonly number[], ranges: readonly [number, number][]): [number, number][] {
  const unitOf = (index: number): number => {
    let low = 0;
    let high = from.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((from[middle] as number) <= index) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  };
  return ranges.map(([start, end]) => [at[unitOf(start)] as number, at[unitOf(end - 1) + 1] as number]);
}

/**
 * What opens Markdown syntax right after a `[redacted]`: a link's `(`, a reference's `[`, a definition's `:`. The
 * marker is written after the renderers escaped the text, so it is kept apart from such a character by a space
 * (attack25 R1: `glpat-%E2%80%A6(//evil.example)`, a word redacted whole, was written `[redacted](//evil.example)`,
 * a live link labelled "redacted").
 */
const OPENS_AFTER_MARKER = /^[([:]/;

/** `text` with the ranges replaced: ranges that overlap or touch merge into one [redacted]. */
function replaceRanges(text: string, ranges: [number, number][]): string {
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  const [first, firstEnd] = ranges[0] as [number, number];
  let out = text.slice(0, first) + REDACTED;
  // The end of the [redacted] written last: a range that starts after it opens another.
  let end = firstEnd;
  for (const [start, stop] of ranges) {
    if (start > end) out += spaced(text.slice(end, start)) + REDACTED;
    end = Math.max(end, stop);
  }
  return out + spaced(text.slice(end));
}

/** The text after a `[redacted]`, a space before it where it opens Markdown syntax (OPENS_AFTER_MARKER). */
function spaced(rest: string): string {
  return OPENS_AFTER_MARKER.test(rest) ? ` ${rest}` : rest;
}

/** A parsed JSON value with `redact` applied to every string and key (copied only where something changed). */
function redactJson<T>(value: T, redact: (value: string) => string): T {
  if (typeof value === 'string') return redact(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const next = value.map((item) => redactJson(item, redact));
    return (next.some((item, i) => item !== value[i]) ? next : value) as T;
  }
  let changed = false;
  const next = Object.entries(value).map(([key, item]) => {
    const [cleanKey, cleanItem] = [redact(key), redactJson(item, redact)];
    if (cleanKey !== key || cleanItem !== item) changed = true;
    return [cleanKey, cleanItem] as const;
  });
  return (changed ? Object.fromEntries(apart(next)) : value) as T;
}

/**
 * The entries with keys kept apart: two keys that are one once redacted (`acme/<token>` and `acme/[redacted]`)
 * would be one key of the copy, holding the last value only (attack35 H2: a report row of 99 findings left out),
 * so a later one gets ` (2)`, ` (3)`... Only a redacted key can meet another: a key without the token is as sent.
 */
function apart(entries: readonly (readonly [string, unknown])[]): (readonly [string, unknown])[] {
  const used = new Set<string>();
  return entries.map(([key, item]) => {
    let unique = key;
    for (let n = 2; used.has(unique); n++) unique = `${key} (${n})`;
    used.add(unique);
    return [unique, item] as const;
  });
}

/**
 * mayHold on an answer's bytes: the word filter for runs as written, and the decoded form of only
 * the chunks (someChunk) that hold something that decodes into letters (not ASCII, a %, an escape other than of
 * a quote, a backslash or a slash). A token the filter cannot take is looked for with mayHold, chunk
 * by chunk.
 */
function bytesCheck(token: string, runs: Runs, mayHold: (raw: string) => boolean): (raw: Uint8Array) => boolean {
  const filter = byteFilter(token, runs.length, runs.any);
  // Stryker disable next-line ConditionalExpression: the regular expression on every chunk gives the same answers, at several times the cost of JSON.parse (bench:parsers)
  if (filter === undefined) return (raw) => someChunk(raw, (chunk) => mayHold(chunk.toString('utf8')));
  const escapes = hidingEscapes(token);
  return (raw) =>
    filter(raw) ||
    someChunk(raw, (chunk) => {
      // Stryker disable next-line ConditionalExpression: decoding a chunk that cannot hide a letter gives the same answer, at up to three times the cost of JSON.parse (bench:parsers)
      if (isAscii(chunk) && !chunk.includes(PERCENT_BYTE) && !escapes.some((sequence) => chunk.includes(sequence))) return false;
      const text = chunk.toString('utf8');
      const unescaped = unescapeJson(text);
      const decoded = decodedForm(unescaped);
      if (hasCutStart(runs, unescaped) || (decoded !== unescaped && hasCutStart(runs, decoded, true))) return true;
      // Unescaped and decoded (before decodedForm too: percent-decoding can change a run of a token that
      // holds a `%`); the bytes as written were searched already, so only a form that differs is.
      const forms = new Set([unescaped, decoded]);
      forms.delete(text);
      return [...forms].some((form) => filter(Buffer.from(form)));
    });
}

/**
 * The JSON escapes that can hide a character of `token`: \u, those of the characters decodedForm drops or
 * unescapeJson leaves out (tab, line breaks, backspace, form feed), and those of its own quote,
 * backslash or slash (a chunk whose only escapes are others needs no decoding).
 */
function hidingEscapes(token: string): Buffer[] {
  const own = [...'"\\/'].filter((char) => token.includes(char));
  return [...'utnrbf', ...own].map((char) => Buffer.from(`\\${char}`));
}
