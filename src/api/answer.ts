// The boundary for answers: what one answer of the API may hold before it is parsed. The byte cap of a
// response bounds what crosses the wire, not what JSON.parse builds from it (64 MiB of `{},` is 22
// million objects), so each answer is read through an AnswerReader as it arrives: its bytes, how deep it
// nests, how many items any one list (or members any one object) holds, and how many values it holds in
// all are checked chunk by chunk, the read stops at the first that is over, and the whitespace between
// tokens is dropped. JSON.parse then only ever builds an answer whose size is known to fit.

import type { PageClaim } from './budget.ts';
import type { ApiOperation } from './errors.ts';

/** What one answer may hold. */
export interface AnswerBounds {
  /** Bytes of the body as sent, whitespace included. */
  bytes: number;
  /** Items of any one list: a page's items are at most the largest page the API serves for its list. */
  items: number;
  /** Members of any one object. */
  members: number;
  /** Whether `items` is the largest page of a list (the words of the error say so). */
  pageSize: boolean;
  /** Values in all (each list's items and each object's members, and the lists and objects themselves): what parsing builds. */
  values: number;
}

/** A page: the most items a page of its list holds (the largest page the API serves for it), and the key of its list (`findings`), so that it is parsed one item at a time. */
export interface PageOf {
  size: number;
  list: string;
  /** The page's share of the run's budget of pages in hand (budget.ts), given by its walk: it releases it once done with the page. */
  claim?: PageClaim;
}

/**
 * An item of a page's list, not parsed yet: a page is parsed one item at a time, as the walk checks it,
 * so that parsing a page never holds more than its bytes and one item.
 */
export class RawItem {
  #parse: (() => unknown) | undefined;
  /** The item's bytes as read: about what parsing it builds. */
  readonly size: number;

  constructor(parse: () => unknown, size = 0) {
    this.#parse = parse;
    this.size = size;
  }

  /** Parses the item: once, as its bytes may then be read into again (SpareBuffer). */
  open(): unknown {
    const parse = this.#parse;
    if (parse === undefined) throw new Error('an item of a page is opened once');
    this.#parse = undefined;
    return parse();
  }
}

/** The least a buffer holds to be worth giving back: a page of tens of KiB is allocated as it comes. */
const MIN_SPARE = 1024 * 1024;

/**
 * The buffer of a page every item of which was parsed, kept for the next answer to be read into. A
 * walk reads the next page while the items of this one are parsed, so a page of tens of MiB would
 * otherwise allocate a new buffer each time, and the collector frees the old ones only at its next full
 * collection: five pages of 27 MiB were alive at once, the most of a run's memory. With the spare, a
 * walk holds two buffers. A buffer is given only once nothing reads it (its items are parsed from copies
 * made by decoding; its envelope is copied first).
 */
export class SpareBuffer {
  #spare: Buffer | undefined;
  readonly #keeps: boolean;

  /** `keeps` false: every buffer given is freed, none kept (the pages of a walk: budget.ts counts what they read, not a spare's resident memory). */
  constructor(keeps = true) {
    this.#keeps = keeps;
  }

  /** The spare when it holds at least `size` bytes (it is then no longer the spare). */
  take(size: number): Buffer | undefined {
    const spare = this.#spare;
    if (spare === undefined || spare.length < size) return undefined;
    this.#spare = undefined;
    return spare;
  }

  /** Keeps `buffer` when it is large, and larger than the spare it has; the one not kept is freed (nothing reads it). */
  give(buffer: Buffer): void {
    if (buffer.length < MIN_SPARE) return;
    if (!this.#keeps) {
      free(buffer);
      return;
    }
    if (this.#spare !== undefined && this.#spare.length >= buffer.length) {
      free(buffer);
      return;
    }
    if (this.#spare !== undefined) free(this.#spare);
    this.#spare = buffer;
  }
}

/**
 * Gives a large buffer's memory back now, where it is the whole of its own memory (not a slice of Node's
 * pool): the collector would free it only at its next full collection, and a run that reads pages of
 * tens of MiB would hold several it no longer reads (the run's budget of pages in hand, budget.ts,
 * counts what the walks read, not what the collector has yet to free). Only for a buffer nothing reads.
 */
export function free(buffer: Buffer): void {
  const memory = buffer.buffer;
  if (buffer.length >= MIN_SPARE && buffer.byteOffset === 0 && memory.byteLength === buffer.length && memory instanceof ArrayBuffer)
    memory.transfer(0);
}

/** An item of a list as it was decoded: parsed now if it was not yet. */
export function openItem(value: unknown): unknown {
  return value instanceof RawItem ? value.open() : value;
}

/**
 * Decodes an answer as read, with `parse` (JSON.parse, the token redacted): a page's list (named by
 * `list`) is left out of what is parsed now and put back as RawItems, each parsed from its own bytes when
 * it is opened, so that parsing never holds more than the page's bytes and one item. Once every item is
 * opened, the value is exactly what parse gives for the whole answer.
 */
export function decodeAnswer(
  answer: ReadAnswer,
  list: string | undefined,
  parse: (bytes: Buffer, what: string) => unknown,
  spare?: SpareBuffer,
): unknown {
  const { bytes } = answer;
  const found = answer.list;
  const done = (): void => spare?.give(answer.buffer);
  if (list === undefined || found === undefined || found.items.length === 0) {
    const value = parse(bytes, 'the body');
    done();
    return value;
  }
  const envelope = parse(Buffer.concat([bytes.subarray(0, found.open + 1), bytes.subarray(found.close)]), 'the body');
  const items: RawItem[] = [];
  let unopened = found.items.length / 2;
  for (let i = 0; i < found.items.length; i += 2) {
    const item = bytes.subarray(found.items[i], found.items[i + 1]);
    items.push(
      new RawItem(() => {
        try {
          return parse(item, `${list}[${i / 2}]`);
        } finally {
          if (--unopened === 0) done();
        }
      }, item.length),
    );
  }
  // The list parse keeps (the last of a repeated key, through the nested page): there, the items.
  let node: unknown = envelope;
  while (isPlainObject(node) && isPlainObject(node[list])) node = node[list];
  if (isPlainObject(node) && Array.isArray(node[list]) && node[list].length === 0) node[list] = items;
  return envelope;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The first buffer of an answer that did not announce its length. */
const MIN_BUFFER = 64 * 1024;

/** How deep an answer may nest: the API's deepest answer is a handful of levels. */
export const MAX_DEPTH = 32;

const MiB = 1024 * 1024;

/**
 * The largest answer read of each operation, in bytes: about ten times the largest answer a real
 * deployment gives (a report over 10,000 projects is about 1 MB; a page of 2,000 findings with the
 * assistant's text a few MB), and 64 MiB for the lists whose pages a server fills as it likes.
 */
export const ANSWER_BYTES: Readonly<Record<ApiOperation, number>> = {
  identity: MiB,
  deployments: MiB,
  report: 16 * MiB,
  trend: MiB,
  projects: 16 * MiB,
  scans: 4 * MiB,
  secrets: 64 * MiB,
  findings: 64 * MiB,
  dependencies: 64 * MiB,
  client: MiB,
};

/**
 * Values one item of a list (or one member of an answer that is not a list) may hold: a finding of the
 * v1 list, with its rule, location, assistant and comments, holds about a hundred.
 */
const VALUES_PER_ITEM: Readonly<Record<ApiOperation, number>> = {
  identity: 64,
  deployments: 64,
  report: 16,
  trend: 32,
  projects: 64,
  scans: 64,
  secrets: 64,
  findings: 256,
  dependencies: 64,
  client: 64,
};

/** Items (or members) of an answer that is not a page: projects in a report, deployments a token sees, buckets of a series. */
const ANSWER_ITEMS: Readonly<Record<ApiOperation, number>> = {
  identity: 64,
  deployments: 10_000,
  report: 100_000,
  trend: 400,
  projects: 3000,
  scans: 500,
  secrets: 10_000,
  findings: 3000,
  dependencies: 10_000,
  client: 64,
};

/** Members of an object in a page: an item of the API's lists has a few dozen fields. */
const PAGE_MEMBERS = 1000;

/** The bounds of one answer of `operation`: of a page of `pageSize` items when it is one; `maxBytes` replaces the operation's byte cap. */
export function answerBounds(operation: ApiOperation, pageSize?: number, maxBytes?: number): AnswerBounds {
  const items = pageSize ?? ANSWER_ITEMS[operation];
  return {
    bytes: maxBytes ?? ANSWER_BYTES[operation],
    items,
    members: pageSize === undefined ? items : PAGE_MEMBERS,
    pageSize: pageSize !== undefined,
    values: items * VALUES_PER_ITEM[operation] + 1024,
  };
}

/** Why an answer was refused as it arrived: over its byte cap, or holding more than it may (a malformed answer). */
export class AnswerRefused extends Error {
  readonly tooLarge: boolean;

  constructor(reason: string, tooLarge = false) {
    super(reason);
    this.tooLarge = tooLarge;
  }
}

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

/** An answer as read: its bytes without the whitespace between tokens, and where the items of its list are. */
export interface ReadAnswer {
  bytes: Buffer;
  /** The whole buffer `bytes` are at the start of: given back (SpareBuffer) once nothing reads them. */
  buffer: Buffer;
  /** The list's brackets and each item's bytes, as offsets in `bytes`; absent when the answer has no such list. */
  list?: { open: number; close: number; items: number[] };
}

/** The list the key names: its depth, the offsets of its `[` and `]` (-1 until read), where its next item starts, its items' [start, end) pairs. */
interface ListBeingRead {
  depth: number;
  open: number;
  close: number;
  start: number;
  items: number[];
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
  /** Per open list or object, the commas seen in it: its items are one more (or none). */
  readonly #commas = new Int32Array(MAX_DEPTH + 1);
  /** Per open list or object, whether it is a list. */
  readonly #isList = new Uint8Array(MAX_DEPTH + 1);
  /** Per open list or object, whether the list's key leads to it from the root. */
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

  /** Where a buffer given back is taken from, before a new one is allocated. */
  readonly #spare: SpareBuffer | undefined;

  /**
   * `announced`: the length the answer gave (content-length), if any: the buffer is that size from the
   * start, within the bounds. `spare`: a buffer given back, read into when it is large enough.
   */
  constructor(bounds: AnswerBounds, listKey?: string, announced?: number, spare?: SpareBuffer) {
    this.#bounds = bounds;
    this.#listKey = listKey === undefined ? undefined : Buffer.from(listKey);
    this.#spare = spare;
    if (announced !== undefined && Number.isSafeInteger(announced) && announced > 0)
      this.#bytes = this.#allocate(Math.min(announced, bounds.bytes));
  }

  /** A buffer of at least `size` bytes: the spare when it is large enough, else a new one. */
  #allocate(size: number): Buffer {
    return this.#spare?.take(size) ?? Buffer.allocUnsafeSlow(size);
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
    // The chunk's bytes go to the answer's buffer as they are read, without the whitespace between tokens.
    this.#reserve(chunk.length);
    const bytes = this.#bytes;
    let i = 0;
    while (i < chunk.length) {
      if (this.#inString) {
        const end = this.#stringEnd(chunk, i);
        // Byte by byte: a call to copy for each string (most are a few bytes) cost more than the copying.
        let kept = this.#kept;
        for (; i < end; i++) bytes[kept++] = chunk[i] as number;
        this.#kept = kept;
        this.#last = QUOTE;
        continue;
      }
      const byte = chunk[i] as number;
      if (WHITESPACE[byte] === 1) {
        // One space stays between a number or a literal and what follows: `1 2` must not read as 12.
        if (STRUCTURAL[this.#last] !== 1) {
          bytes[this.#kept++] = 0x20;
          this.#last = QUOTE;
        }
        i++;
        continue;
      }
      this.#token(byte, this.#kept);
      bytes[this.#kept++] = byte;
      this.#last = byte;
      i++;
    }
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
    return list === undefined || list.close < 0
      ? { bytes, buffer }
      : { bytes, buffer, list: { open: list.open, close: list.close, items: list.items } };
  }

  /** One byte outside a string, at offset `at` of the bytes kept. */
  #token(byte: number, at: number): void {
    if (byte === QUOTE) {
      this.#inString = true;
      this.#key = this.#expectKey && this.#onPath[this.#depth] === 1 && this.#listKey !== undefined ? [] : undefined;
      this.#expectKey = false;
    } else if (byte === COMMA) {
      this.#comma(at);
      this.#keyMatched = false;
      this.#expectKey = this.#isList[this.#depth] === 0;
    } else if (byte === OPEN_LIST || byte === OPEN_OBJECT) this.#open(byte === OPEN_LIST, at);
    else if ((byte === CLOSE_LIST || byte === CLOSE_OBJECT) && this.#depth > 0) this.#close(at);
    else if (byte !== COLON) this.#keyMatched = false;
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
    const bytes = Buffer.from(key);
    if (!bytes.includes(BACKSLASH)) return this.#listKey.equals(bytes);
    try {
      return JSON.parse(`"${bytes.toString('utf8')}"`) === this.#listKey.toString();
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
    this.#onPath[this.#depth] = onPath && this.#listKey !== undefined ? 1 : 0;
    this.#expectKey = !isList;
    // The list the key names (the last one, as JSON.parse keeps the last of a repeated key).
    if (isList && onPath && this.#depth > 1) this.#list = { depth: this.#depth, open: at, close: -1, start: at + 1, items: [] };
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
    if (at > list.start || afterComma) list.items.push(list.start, at);
    list.start = at + 1;
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
