// The reader of an answer's bytes as they arrive (http.ts runs it on each successful answer): it counts
// what parsing them could build against the answer's bounds (answer.ts), stops at the first byte over one,
// drops the whitespace between tokens, and notes where the items of a page's list are, so that a page is
// parsed one item at a time (decodeAnswer). It is a tokenizer, not a parser: JSON.parse checks the rest.

import {
  type AnswerBounds,
  AnswerRefused,
  answerMemory,
  free,
  grownInPlace,
  MAX_DEPTH,
  type ReadAnswer,
  type SpareBuffer,
} from './answer.ts';

/** The first buffer of an answer that did not announce its length. */
const MIN_BUFFER = 64 * 1024;

// Bytes the reader tells apart; everything else is part of a token.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_OBJECT = 0x7d;
/** Space, tab, line feed, carriage return: the whitespace JSON allows between tokens. */
const WHITESPACE = new Uint8Array(256);
for (const byte of [0x20, 0x09, 0x0a, 0x0d]) WHITESPACE[byte] = 1;
/** Bytes after which whitespace is not dropped whole: a number or a literal, which one space must keep apart from the next. */
const STRUCTURAL = new Uint8Array(256);
for (const byte of [QUOTE, COMMA, COLON, OPEN_LIST, OPEN_OBJECT, CLOSE_LIST, CLOSE_OBJECT]) STRUCTURAL[byte] = 1;
/** Bytes one character of a key may take as written: `\u0066` (a character past U+FFFF is two such). */
const KEY_BYTES_PER_CHARACTER = 6;

/**
 * Where one chunk's bytes are gathered before they are copied to the answer's buffer at once (the reader
 * is synchronous: one at a time). Byte by byte into an answer's own memory (answer.ts answerMemory, a
 * resizable ArrayBuffer) is slower: V8 checks a view of resizable memory against its length at every byte
 * (a page of 33 MiB read in 3.4 s instead of 1.0 s).
 */
let gathered = Buffer.allocUnsafeSlow(MIN_BUFFER);

/** The buffer a chunk of `size` bytes is gathered in: the last one, replaced by a new one only when it is shorter. */
export function gathering(size: number): Buffer {
  if (gathered.length < size) gathered = Buffer.allocUnsafeSlow(size);
  return gathered;
}

/**
 * The list the key names: its depth, the offsets of its `[` and `]` (-1 until read), where its next item starts,
 * its items' [start, end) pairs, the members read before its next item (colons), and each item's members.
 */
interface ListBeingRead {
  depth: number;
  open: number;
  close: number;
  start: number;
  items: number[];
  colonsAt: number;
  members: number[];
}

/**
 * Reads one answer's bytes as they arrive (push), and gives them back without the whitespace between
 * tokens (end). It does not check that the bytes are JSON (JSON.parse does, on what it gives back); it
 * counts what parsing them could build, and throws AnswerRefused at the first byte over a bound. Given
 * the key of a page's list (`findings`), it notes where each item of that list is (the list the key
 * names in the root object, or in an object the key names there: the secrets list nests its page), so
 * that a page is parsed one item at a time.
 */
export class AnswerReader {
  readonly #bounds: AnswerBounds;
  readonly #listKey: Buffer | undefined;
  /** The bytes kept so far, at the start of a buffer grown as they arrive. */
  #bytes: Buffer = Buffer.alloc(0);
  /** The colons read outside strings: each one ends a member's key, so this is the members of every object read. */
  #colons = 0;
  /** Per open list or object, the commas seen in it: its items are one more (or none). */
  readonly #commas = new Int32Array(MAX_DEPTH + 1);
  /** Per open list or object, whether it is a list. */
  readonly #isList = new Uint8Array(MAX_DEPTH + 1);
  /** Per open list or object, whether the list's key leads to it from the root (the root is on the path). */
  readonly #onPath = new Uint8Array(MAX_DEPTH + 1);
  #depth = 0;
  #values = 0;
  #received = 0;
  #kept = 0;
  #inString = false;
  #escaped = false;
  /** The last byte kept: whitespace after a number or a literal is kept as one space. */
  #last = QUOTE;
  /** In an object, before the next member's key. */
  #expectKey = false;
  /** The key being read, when it may be the list's: its bytes as written, or null once they are more than the list's key can take. */
  #key: number[] | null | undefined;
  /** The member being read is the list's key, in an object on the path. */
  #keyMatched = false;
  /** The list the key names, as far as it was read. */
  #list: ListBeingRead | undefined;
  /** Why the answer is refused, once it is: the rest is only counted, so that an answer over its bytes says so first. */
  #refused: string | undefined;

  /** The most bytes the buffer may grow to in place: the answer's announced length, else its bytes. */
  #most: number | undefined;

  /** Where a buffer given back is taken from, before a new one is allocated. */
  readonly #spare: SpareBuffer | undefined;

  /**
   * `announced`: the length the answer gave (content-length), if any: the buffer is that size from the
   * start, within the bounds (a length of no whole byte is none). `spare`: a buffer given back, read into
   * when it is large enough.
   */
  constructor(bounds: AnswerBounds, listKey?: string, announced = 0, spare?: SpareBuffer) {
    this.#bounds = bounds;
    this.#listKey = listKey === undefined ? undefined : Buffer.from(listKey);
    this.#spare = spare;
    if (Number.isSafeInteger(announced) && announced >= 1) {
      this.#most = Math.min(announced, bounds.bytes);
      this.#bytes = this.#allocate(this.#most);
    }
  }

  /** A buffer of at least `size` bytes: the spare when it is large enough, else memory of its own (answerMemory). */
  #allocate(size: number): Buffer {
    return this.#spare?.take(size) ?? answerMemory(size, this.#most ?? this.#bounds.bytes);
  }

  /** Bytes received so far, whitespace included. */
  get received(): number {
    return this.#received;
  }

  /**
   * Reads one chunk: throws AnswerRefused (too large) past the answer's bytes. Past another bound the
   * answer is refused at its end: its bytes are no longer kept, only counted, so that an answer over its
   * bytes is named as such whatever else it holds.
   */
  push(chunk: Buffer): void {
    this.#received += chunk.length;
    if (this.#received > this.#bounds.bytes) throw new AnswerRefused('too large', true);
    if (this.#refused !== undefined) return;
    try {
      this.#read(chunk);
    } catch (error) {
      if (!(error instanceof AnswerRefused)) throw error;
      this.#refused = error.message;
      this.discard();
    }
  }

  #read(chunk: Buffer): void {
    // The chunk's bytes are gathered as they are read, without the whitespace between tokens, then copied
    // to the answer's buffer at once; `start + n` is where the nth byte gathered goes in the answer.
    this.#reserve(chunk.length);
    const start = this.#kept;
    const out = gathering(chunk.length);
    let n = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.#inString) {
        const end = this.#stringEnd(chunk, i);
        // Byte by byte: a call to copy for each string (most are a few bytes) cost more than the copying.
        for (; i < end; i++) out[n++] = chunk[i] as number;
        this.#last = QUOTE;
        continue;
      }
      const byte = chunk[i] as number;
      if (WHITESPACE[byte] === 1) {
        // One space stays between a number or a literal and what follows: `1 2` must not read as 12.
        if (STRUCTURAL[this.#last] !== 1) {
          out[n++] = 0x20;
          this.#last = QUOTE;
        }
        i++;
        continue;
      }
      this.#token(byte, start + n);
      out[n++] = byte;
      this.#last = byte;
      i++;
    }
    out.copy(this.#bytes, start, 0, n);
    this.#kept = start + n;
  }

  /**
   * Room for `more` bytes in the one buffer the answer is read into: sized by the answer's announced length
   * when it gave one, else grown by doubling (never past the answer's bytes). One buffer, not one a chunk
   * and their concatenation: a page of tens of MiB then holds its size once, and its chunks die young.
   */
  #reserve(more: number): void {
    const needed = this.#kept + more;
    if (needed <= this.#bytes.length) return;
    const size = Math.min(Math.max(needed, this.#bytes.length * 2, MIN_BUFFER), Math.max(needed, this.#bounds.bytes));
    const inPlace = grownInPlace(this.#bytes, size);
    if (inPlace !== undefined) {
      this.#bytes = inPlace;
      return;
    }
    const grown = this.#allocate(size);
    this.#bytes.copy(grown, 0, 0, this.#kept);
    free(this.#bytes);
    this.#bytes = grown;
  }

  /** The answer will not be read further (refused, or its read failed): its buffer is freed. */
  discard(): void {
    free(this.#bytes);
    this.#bytes = Buffer.alloc(0);
  }

  /** The answer's bytes without the whitespace between its tokens, and where its list's items are; throws AnswerRefused when it was refused. */
  end(): ReadAnswer {
    if (this.#refused !== undefined) throw new AnswerRefused(this.#refused);
    const buffer = this.#bytes;
    const bytes = buffer.subarray(0, this.#kept);
    const list = this.#list;
    const members = this.#colons;
    return list === undefined || list.close < 0
      ? { bytes, buffer, members }
      : { bytes, buffer, members, list: { open: list.open, close: list.close, items: list.items, members: list.members } };
  }

  /** One byte outside a string, at offset `at` of the bytes kept. */
  #token(byte: number, at: number): void {
    if (byte === QUOTE) {
      this.#inString = true;
      this.#key = this.#expectKey && this.#onPath[this.#depth] === 1 ? [] : undefined;
      this.#expectKey = false;
    } else if (byte === COMMA) {
      this.#comma(at);
      this.#keyMatched = false;
      this.#expectKey = this.#isList[this.#depth] === 0;
    } else if (byte === OPEN_LIST || byte === OPEN_OBJECT) this.#open(byte === OPEN_LIST, at);
    else if ((byte === CLOSE_LIST || byte === CLOSE_OBJECT) && this.#depth > 0) this.#close(at);
    else if (byte === COLON) this.#colons++;
    else this.#keyMatched = false;
  }

  /**
   * Where the string the reader is in ends in `chunk`, from `from`: just past its closing quote (the reader
   * is then out of it), or the chunk's end (still in it; a trailing backslash escapes the next chunk's first byte).
   */
  #stringEnd(chunk: Buffer, from: number): number {
    let at = from;
    if (this.#escaped) {
      this.#escaped = false;
      at++;
    }
    // A loop over the bytes, not indexOf: most strings of an answer are a few bytes (keys, ids, enums), and
    // a call to indexOf for each cost more than reading them (a third of the reader's time on a page).
    for (; at < chunk.length; at++) {
      const byte = chunk[at];
      if (byte === BACKSLASH) {
        if (at + 1 === chunk.length) {
          this.#escaped = true;
          break;
        }
        at++;
      } else if (byte === QUOTE) {
        this.#inString = false;
        this.#keyBytes(chunk, from, at);
        this.#keyMatched = this.#isListKey();
        this.#key = undefined;
        return at + 1;
      }
    }
    this.#keyBytes(chunk, from, chunk.length);
    return chunk.length;
  }

  /**
   * Adds the bytes of a key being read to what is compared with the list's key: at most what the list's
   * key takes with every character escaped; a longer key is not the list's.
   */
  #keyBytes(chunk: Buffer, from: number, to: number): void {
    if (this.#key === undefined || this.#key === null || this.#listKey === undefined) return;
    if (this.#key.length + (to - from) > KEY_BYTES_PER_CHARACTER * this.#listKey.toString().length) this.#key = null;
    else for (let i = from; i < to; i++) this.#key.push(chunk[i] as number);
  }

  /**
   * Whether the key just read is the list's, as JSON.parse reads it: its escapes decoded (`"find\u0069ngs"`
   * is `findings`), so that the list read item by item is the one JSON.parse keeps. A key JSON.parse
   * refuses is no key (the answer is refused whole).
   */
  #isListKey(): boolean {
    const key = this.#key;
    if (key === undefined || key === null || this.#listKey === undefined) return false;
    // Parsed whatever it holds: keys are read only in the objects on the list's path, a few an answer. Only
    // the parse may throw (a key JSON.parse refuses).
    const text = Buffer.from(key).toString('utf8');
    const listKey = this.#listKey.toString();
    try {
      return JSON.parse(`"${text}"`) === listKey;
    } catch {
      return false;
    }
  }

  #open(isList: boolean, at: number): void {
    this.#count();
    if (this.#depth >= MAX_DEPTH) throw new AnswerRefused(`the answer nests deeper than ${MAX_DEPTH} levels`);
    // The root is on the path, and so is what the list's key names in an object on the path.
    const onPath = this.#depth === 0 || this.#keyMatched;
    this.#keyMatched = false;
    this.#depth++;
    this.#commas[this.#depth] = 0;
    this.#isList[this.#depth] = isList ? 1 : 0;
    this.#onPath[this.#depth] = onPath ? 1 : 0;
    this.#expectKey = !isList;
    // The list the key names (the last one, as JSON.parse keeps the last of a repeated key).
    if (isList && onPath && this.#depth > 1)
      this.#list = { depth: this.#depth, open: at, close: -1, start: at + 1, items: [], colonsAt: this.#colons, members: [] };
  }

  #close(at: number): void {
    const list = this.#list;
    if (list !== undefined && list.depth === this.#depth && list.close < 0) {
      this.#item(at, (this.#commas[this.#depth] as number) > 0);
      list.close = at;
    }
    this.#depth--;
    this.#expectKey = false;
    this.#keyMatched = false;
  }

  /** An item of the list ends at `at`; an empty one is kept only where a comma says there was one (JSON.parse refuses it). */
  #item(at: number, afterComma: boolean): void {
    const list = this.#list as ListBeingRead;
    if (at > list.start || afterComma) {
      list.items.push(list.start, at);
      list.members.push(this.#colons - list.colonsAt);
    }
    list.start = at + 1;
    list.colonsAt = this.#colons;
  }

  #comma(at: number): void {
    this.#count();
    const depth = this.#depth;
    if (this.#list !== undefined && this.#list.depth === depth && this.#list.close < 0) this.#item(at, true);
    // Items are the commas and one more: past the bound at the comma that starts item bound + 1.
    const commas = (this.#commas[depth] as number) + 1;
    this.#commas[depth] = commas;
    const isList = this.#isList[depth] === 1;
    const bound = isList ? this.#bounds.items : this.#bounds.members;
    if (commas < bound) return;
    const what = isList
      ? `a list holds more than ${bound.toLocaleString('en-US')} items`
      : `an object holds more than ${bound.toLocaleString('en-US')} members`;
    const why = isList && this.#bounds.pageSize ? 'more than a page of this list holds' : 'more than this answer can hold';
    throw new AnswerRefused(`${what}, ${why}`);
  }

  #count(): void {
    this.#values++;
    if (this.#values > this.#bounds.values) {
      throw new AnswerRefused(`the answer holds more than ${this.#bounds.values.toLocaleString('en-US')} values, more than its items can`);
    }
  }
}
