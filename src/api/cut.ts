// A long text cut where it is read and marked as cut: by the wire's readers (MAX_FIELD_CHARS), the budget of
// kept text (kept-text.ts) and the redactor (a server's string past what any reader keeps: redact.ts).

/**
 * A text cut to `chars` characters, ending in `…` (marked as cut), never splitting a surrogate pair;
 * copied, so that it does not keep the long text it was cut from alive (a slice would point into it).
 */
export function cutText(text: string, chars: number): string {
  const kept = text.slice(0, chars - 1).replace(/[\uD800-\uDBFF]$/, '');
  return Buffer.from(`${kept}…`).toString();
}

export const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** `…` in UTF-8. */
const CUT_MARK = Buffer.from('…');

/**
 * The bytes of a JSON value with each string (a key too) of more than `longest` bytes cut to at most
 * `longest` of them and marked `…`, never inside a character or an escape; `bytes` themselves where none is
 * that long. A string no reader keeps whole is then never made whole: JSON.parse of an item with one string
 * of 30 million characters built it twice (the text, the value), 1.5 GB with the token check (attack29 M1).
 * Each reader decides on what is kept as on the whole: it cuts a field at 4,096 characters and refuses an id
 * past 256 (wire.ts), and `longest` bytes hold more characters than either.
 */
export function cutLongStrings(bytes: Buffer, longest: number): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  let open = -1;
  for (let at = bytes.indexOf(QUOTE); at !== -1; at = bytes.indexOf(QUOTE, at + 1)) {
    if (open === -1) {
      open = at;
      continue;
    }
    if (escaped(bytes, at)) continue;
    if (at - open - 1 > longest) {
      pieces.push(bytes.subarray(from, keptEnd(bytes, open + 1 + longest)), CUT_MARK);
      from = at;
    }
    open = -1;
  }
  return pieces.length === 0 ? bytes : Buffer.concat([...pieces, bytes.subarray(from)]);
}

/** Whether the byte at `at` (a quote, a backslash) is escaped: an odd number of backslashes before it. */
export function escaped(bytes: Buffer, at: number): boolean {
  let backslashes = 0;
  while (bytes[at - 1 - backslashes] === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

/** Where a string's bytes cut near `end` end: before a character's continuation bytes, and before an escape `end` would split. */
function keptEnd(bytes: Buffer, end: number): number {
  let at = end;
  // A UTF-8 character's continuation bytes are 10xxxxxx: the cut goes before the character they belong to.
  while (((bytes[at] as number) & 0xc0) === 0x80) at--;
  // An escape is at most 6 bytes (`\u0100`); one that starts within them and is not itself escaped is kept whole or not at all.
  for (let start = at - 1; start >= at - 5; start--) {
    if (bytes[start] !== BACKSLASH || escaped(bytes, start)) continue;
    const length = bytes[start + 1] === 0x75 ? 6 : 2;
    return start + length > at ? start : at;
  }
  return at;
}
