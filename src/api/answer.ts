// The boundary for answers: what one answer of the API may hold before it is parsed. The byte cap of a
// response bounds what crosses the wire, not what JSON.parse builds from it (64 MiB of `{},` is 22
// million objects), so each answer is read through an AnswerReader (answer-reader.ts) as it arrives: its
// bytes, how deep it nests, how many items any one list (or members any one object) holds, and how many
// values it holds in all are checked chunk by chunk against its bounds (here), the read stops at the first
// that is over, and the whitespace between tokens is dropped. JSON.parse then only ever builds an answer
// whose size is known to fit; a page's items are parsed one at a time (decodeAnswer, here).

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
    if (buffer.length < MIN_SPARE || !this.#keeps) {
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
 * Memory for an answer's bytes, `size` of them, that may grow in place up to `most` (grownInPlace). It is a
 * resizable ArrayBuffer: V8 maps its pages from the system itself, commits them as it grows, and unmaps
 * them when it is freed, never through malloc. A buffer malloc gave and took back stays resident where
 * anything else was allocated after it: glibc maps a large allocation on its own, but once one of up to
 * 32 MiB is freed it serves every allocation up to that size from its heap, so the pages of a run (27 MiB
 * of secrets, then 1 MiB of findings, a page near 64 MiB beside them) left that heap at 211 MiB resident
 * while it held 50 MiB (mem4: 10,000 secrets of 4 KiB two-byte fields beside 486,000 findings, 398-410 MiB
 * of peak RSS, 294 MiB with glibc's threshold fixed).
 */
export function answerMemory(size: number, most: number): Buffer {
  return Buffer.from(new ArrayBuffer(size, { maxByteLength: Math.max(size, most) }), 0, size);
}

/** `buffer` grown to `size` bytes in place, where its memory can (answerMemory, with room): the same bytes, none copied; else undefined. */
export function grownInPlace(buffer: Buffer, size: number): Buffer | undefined {
  const memory = buffer.buffer;
  if (!(memory instanceof ArrayBuffer) || !memory.resizable || buffer.byteOffset !== 0 || size > memory.maxByteLength) return undefined;
  memory.resize(size);
  return Buffer.from(memory, 0, size);
}

/**
 * Gives a buffer's memory back now, where it is the whole of its own memory (not a slice of Node's pool)
 * and large or answerMemory's: the collector would free it only at its next full collection, and a run
 * that reads pages of tens of MiB would hold several it no longer reads (the run's budget of pages in
 * hand, budget.ts, counts what the walks read, not what the collector has yet to free); answerMemory's
 * holds its pages reserved until then. Only for a buffer nothing reads.
 */
export function free(buffer: Buffer): void {
  const memory = buffer.buffer;
  // A view as long as its memory starts at its start. A fixed length of none: a resizable buffer's own
  // transfer keeps its memory reserved, up to its largest size.
  if (!(memory instanceof ArrayBuffer) || memory.byteLength !== buffer.length) return;
  if (memory.resizable || buffer.length >= MIN_SPARE) memory.transferToFixedLength(0);
}

/** An item of a list as it was decoded: parsed now if it was not yet. */
export function openItem(value: unknown): unknown {
  return value instanceof RawItem ? value.open() : value;
}

/** What `parse` is told it parses when it is an answer's whole body, or its envelope (else an item: `findings[3]`). */
export const BODY = 'the body';

/**
 * The most bytes one item of a list may hold: a finding of the v1 list, with its rule, location, assistant and
 * comments, is a few KiB (each field kept to 4,096 characters). One that holds more is malformed, refused before
 * it is parsed: an item of 66 MB of distinct keys, each parsed into a string V8 keeps until a full collection,
 * four walks at once, was 449 MiB at the peak (attack30 M1b).
 */
export const MAX_ITEM_BYTES = 4 * 1024 * 1024;

/**
 * What `parse` parses: an answer that is not a page (`body`), a page beside its list's items (`page`: its
 * cursor and a few fields; the whole of a page whose list is empty or missing), or one item of the list.
 * A page and an item are each at most MAX_ITEM_BYTES (attack31 M1c: 66 MB beside a one-item list, or in a
 * repeated list key JSON.parse drops, was parsed whole: 485-510 MiB at the peak).
 */
export type ParsedPart = 'body' | 'page' | 'item';

/**
 * Decodes an answer as read, with `parse` (JSON.parse, the token redacted): a page's list (named by
 * `list`) is left out of what is parsed now and put back as RawItems, each parsed from its own bytes when
 * it is opened, so that parsing never holds more than the page's bytes and one item. Once every item is
 * opened, the value is exactly what parse gives for the whole answer.
 */
export function decodeAnswer(
  answer: ReadAnswer,
  list: string | undefined,
  parse: (bytes: Buffer, what: string, part: ParsedPart, members: number | undefined) => unknown,
  spare?: SpareBuffer,
): unknown {
  const { bytes } = answer;
  const found = answer.list;
  const done = (): void => spare?.give(answer.buffer);
  if (list === undefined || found === undefined || found.items.length === 0) {
    const value = parse(bytes, BODY, list === undefined ? 'body' : 'page', answer.members);
    done();
    return value;
  }
  // The envelope's members: the answer's, but its items'.
  const itemMembers = found.members?.reduce((sum, one) => sum + one, 0);
  const envelopeMembers = answer.members === undefined || itemMembers === undefined ? undefined : answer.members - itemMembers;
  const envelope = parse(Buffer.concat([bytes.subarray(0, found.open + 1), bytes.subarray(found.close)]), BODY, 'page', envelopeMembers);
  const items: RawItem[] = [];
  let unopened = found.items.length / 2;
  for (let i = 0; i < found.items.length; i += 2) {
    const item = bytes.subarray(found.items[i], found.items[i + 1]);
    items.push(
      new RawItem(() => {
        try {
          return parse(item, `${list}[${i / 2}]`, 'item', found.members?.[i / 2]);
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

/**
 * Whether a parsed value holds fewer keys than `members`, the members its text named (counted by the reader):
 * its text named a key twice in one object. JSON.parse keeps the last value, another reader the first, so
 * what the server meant cannot be told (attack32 M2: a report's project named twice, the last time with zeros).
 */
export function namesAKeyTwice(members: number | undefined, value: unknown): boolean {
  return members !== undefined && keysIn(value) < members;
}

/** How many keys the objects of a parsed value hold, nested ones too. */
function keysIn(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += keysIn(item);
    return count;
  }
  for (const key in value) count += 1 + keysIn((value as Record<string, unknown>)[key]);
  return count;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

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

/** An answer as read: its bytes without the whitespace between tokens, and where the items of its list are. */
export interface ReadAnswer {
  bytes: Buffer;
  /** The whole buffer `bytes` are at the start of: given back (SpareBuffer) once nothing reads them. */
  buffer: Buffer;
  /** The list's brackets and each item's bytes, as offsets in `bytes`, and each item's members; absent when the answer has no such list. */
  list?: { open: number; close: number; items: number[]; members?: number[] };
  /**
   * The members of every object of the answer as read (the reader counts the colons outside strings): JSON.parse
   * keeps fewer keys only where one was named twice in one object (namesAKeyTwice).
   */
  members?: number;
}
