// The boundary for answers (src/api/answer.ts, its reader src/api/answer-reader.ts): an answer read as it arrives, refused at the first byte
// over a bound, and decoded one item of its list at a time into exactly what JSON.parse gives, whatever
// the server sends and however its bytes are cut into chunks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_BYTES,
  AnswerRefused,
  answerBounds,
  answerMemory,
  decodeAnswer,
  free,
  grownInPlace,
  MAX_DEPTH,
  namesAKeyTwice,
  openItem,
  RawItem,
  type ReadAnswer,
  SpareBuffer,
} from '../../src/api/answer.ts';
import { AnswerReader, gathering } from '../../src/api/answer-reader.ts';

const wide = { bytes: 1 << 30, items: 1 << 20, members: 1 << 20, pageSize: false, values: 1 << 24 };

/** Reads `text` through a reader, cut into chunks at `cuts` (offsets in its bytes). */
function read(text: string | Buffer, options: { bounds?: typeof wide; list?: string; cuts?: number[] } = {}): ReadAnswer {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const reader = new AnswerReader(options.bounds ?? wide, options.list);
  let at = 0;
  for (const cut of [...(options.cuts ?? [])].sort((a, b) => a - b)) {
    if (cut <= at || cut >= bytes.length) continue;
    reader.push(bytes.subarray(at, cut));
    at = cut;
  }
  reader.push(bytes.subarray(at));
  return reader.end();
}

/** A value with every RawItem in it opened. */
function opened(value: unknown): unknown {
  const item = openItem(value);
  if (Array.isArray(item)) return item.map(opened);
  if (item !== null && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, opened(v)]));
  return item;
}

const jsonParse = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));
/** Decodes `text` as the transport does, every item opened: throws where JSON.parse of some part does. */
const decoded = (text: string, list?: string, cuts?: number[]): unknown =>
  opened(decodeAnswer(read(text, { ...(list === undefined ? {} : { list }), ...(cuts === undefined ? {} : { cuts }) }), list, jsonParse));
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AnswerRefused);
    // Holding more than it may is a malformed answer, not one over its bytes.
    expect((error as AnswerRefused).tooLarge).toBe(false);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('the reader', () => {
  it('drops the whitespace between tokens and keeps what is inside strings, and one space after a number or a literal', () => {
    expect(read(' { "a" : [ 1 , true , "x y" ] ,\n\t"b":null } ').bytes.toString()).toBe('{"a":[1 ,true ,"x y"],"b":null }');
    expect(read('[1 2]').bytes.toString()).toBe('[1 2]');
    expect(read('[tr ue]').bytes.toString()).toBe('[tr ue]');
    // A run of whitespace after a number or a literal is one space, whatever it is made of.
    expect(read('[1 \t\n 2,true  \r\n]').bytes.toString()).toBe('[1 2,true ]');
    // A string's escaped quote and backslash, cut anywhere, never end it early.
    const text = '["a\\\\" , "b\\" c" ,  "\\\\\\"" ]';
    for (let cut = 1; cut < text.length; cut++) expect(read(text, { cuts: [cut] }).bytes.toString()).toBe('["a\\\\","b\\" c","\\\\\\""]');
  });

  it('reads an answer into one buffer: of its announced length, or grown as it arrives; a wrong announcement changes nothing read', () => {
    const text = '{"findings": [' + Array.from({ length: 5000 }, (_, i) => `{"id": ${i}}`).join(', ') + ']}';
    const bytes = Buffer.from(text);
    const expected = Buffer.from(JSON.stringify(JSON.parse(text)).replaceAll(',', ','));
    for (const announced of [undefined, bytes.length, 10, bytes.length * 3, 0, Number.NaN]) {
      const reader = new AnswerReader(wide, 'findings', announced);
      for (let at = 0; at < bytes.length; at += 777) reader.push(bytes.subarray(at, at + 777));
      const answer = reader.end();
      expect(answer.bytes.toString()).toBe(expected.toString());
      expect(answer.list?.items).toHaveLength(10_000);
      expect(reader.received).toBe(bytes.length);
    }
    // An announcement past the answer's bytes reserves no more than those bytes.
    const bounded = new AnswerReader({ ...wide, bytes: 64 }, undefined, 1 << 30);
    bounded.push(Buffer.from('{"a":1}'));
    expect(bounded.end().bytes.toString()).toBe('{"a":1}');
  });

  it('refuses an answer over its bytes, counting whitespace too', () => {
    const error = (() => {
      try {
        read(`{"a":${' '.repeat(100)}1}`, { bounds: { ...wide, bytes: 100 } });
      } catch (caught) {
        return caught as AnswerRefused;
      }
      return undefined;
    })();
    expect(error?.tooLarge).toBe(true);
    expect(error?.message).toBe('too large');
    expect(read(' '.repeat(99), { bounds: { ...wide, bytes: 99 } }).bytes.length).toBe(0);
  });

  it('refuses a list of more items than a page of its list holds, at the comma that starts the first one over', () => {
    const bounds = answerBounds('secrets', 3);
    expect(read('{"findings":[{},{},{}]}', { bounds }).bytes.toString()).toBe('{"findings":[{},{},{}]}');
    expect(refusal(() => read('{"findings":[{},{},{},{}]}', { bounds }))).toBe(
      'a list holds more than 3 items, more than a page of this list holds',
    );
    // An item's fields are not items: an object of a page holds up to a thousand members.
    expect(read(`{${Array.from({ length: 1000 }, (_, i) => `"k${i}":${i}`).join(',')}}`, { bounds }).bytes.length).toBeGreaterThan(0);
    expect(refusal(() => read(`{${Array.from({ length: 1001 }, (_, i) => `"k${i}":${i}`).join(',')}}`, { bounds }))).toBe(
      'an object holds more than 1,000 members, more than this answer can hold',
    );
    expect(refusal(() => read('{"byProject":{"a":1,"b":2,"c":3}}', { bounds: { ...wide, members: 2 } }))).toBe(
      'an object holds more than 2 members, more than this answer can hold',
    );
    // Each list and object counts its own items: a sibling at the same depth starts again from none.
    expect(read('[[1,2,3],[4,5,6],[]]', { bounds: { ...wide, items: 3 } }).bytes.toString()).toBe('[[1,2,3],[4,5,6],[]]');
    expect(read('[{"a":1,"b":2},{"a":1,"b":2}]', { bounds: { ...wide, members: 2 } }).bytes.length).toBe(29);
    // Commas inside strings are text.
    expect(read('["a,b,c,d,e"]', { bounds: { ...wide, items: 1 } }).bytes.toString()).toBe('["a,b,c,d,e"]');
  });

  it('says an answer over its bytes is too large whatever else it holds: after a refusal the rest is only counted', () => {
    const bounds = { ...wide, items: 2, bytes: 40 };
    const reader = new AnswerReader(bounds);
    reader.push(Buffer.from('[1,2,3,4,'));
    reader.push(Buffer.from('5,6,7'));
    expect(refusal(() => reader.end())).toBe('a list holds more than 2 items, more than this answer can hold');
    const over = new AnswerReader(bounds);
    over.push(Buffer.from('[1,2,3,4,'));
    const tooLarge = (() => {
      try {
        over.push(Buffer.alloc(40, 0x31));
      } catch (error) {
        return error as AnswerRefused;
      }
      return undefined;
    })();
    expect(tooLarge?.tooLarge).toBe(true);
    expect(over.received).toBe(49);
    // What follows a refusal is not read: the first reason stands, whatever the rest would be refused for.
    const deep = new AnswerReader(bounds);
    deep.push(Buffer.from('[1,2,3,'));
    deep.push(Buffer.from('['.repeat(MAX_DEPTH + 1)));
    expect(refusal(() => deep.end())).toBe('a list holds more than 2 items, more than this answer can hold');
  });

  it('refuses an answer of more values than its items can hold, and one nested deeper than the API nests', () => {
    expect(refusal(() => read('[[[],[]],[[],[]]]', { bounds: { ...wide, values: 6 } }))).toBe(
      'the answer holds more than 6 values, more than its items can',
    );
    expect(read('[[[],[]],[[],[]]]', { bounds: { ...wide, values: 10 } }).bytes.length).toBe(17);
    expect(read(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`).bytes.length).toBe(2 * MAX_DEPTH);
    // The commas between items are values too: ten items are ten values and their list one more.
    expect(read('[1,2,3,4,5,6,7,8,9,10]', { bounds: { ...wide, values: 10 } }).bytes.length).toBe(22);
    expect(refusal(() => read('[1,2,3,4,5,6,7,8,9,10]', { bounds: { ...wide, values: 9 } }))).toBe(
      'the answer holds more than 9 values, more than its items can',
    );
    // At the deepest level allowed, a list still counts its items as a list, and from none.
    const deepest = (inner: string): string => `${'['.repeat(MAX_DEPTH)}${inner}${']'.repeat(MAX_DEPTH)}`;
    expect(read(deepest('1,2,3'), { bounds: { ...wide, items: 3 } }).bytes.toString()).toBe(deepest('1,2,3'));
    expect(refusal(() => read(deepest('1,2,3,4'), { bounds: { ...wide, items: 3 } }))).toBe(
      'a list holds more than 3 items, more than this answer can hold',
    );
    expect(refusal(() => read('['.repeat(MAX_DEPTH + 1)))).toBe(`the answer nests deeper than ${MAX_DEPTH} levels`);
    // A stray closing bracket does not make room for more depth.
    expect(refusal(() => read(`]]]${'['.repeat(MAX_DEPTH + 1)}`))).toContain('nests deeper');
  });

  it('bounds each operation: its bytes, a page by the size asked for, other answers by what they can hold', () => {
    expect(answerBounds('findings', 2000)).toEqual({
      bytes: ANSWER_BYTES.findings,
      items: 2000,
      members: 1000,
      pageSize: true,
      values: 2000 * 256 + 1024,
    });
    expect(answerBounds('report')).toEqual({
      bytes: 16 * 1024 * 1024,
      items: 100_000,
      members: 100_000,
      pageSize: false,
      values: 100_000 * 16 + 1024,
    });
    expect(answerBounds('secrets', 1000, 50).bytes).toBe(50);
    expect(ANSWER_BYTES.secrets).toBe(64 * 1024 * 1024);
  });
});

describe('the bounds of each operation, and the buffer an answer is read into', () => {
  const MiB = 1024 * 1024;
  it('bounds every operation by its own bytes, items and values', () => {
    const table = {
      identity: [MiB, 64, 64],
      deployments: [MiB, 10_000, 64],
      report: [16 * MiB, 100_000, 16],
      trend: [MiB, 400, 32],
      projects: [16 * MiB, 3000, 64],
      scans: [4 * MiB, 500, 64],
      secrets: [64 * MiB, 10_000, 64],
      findings: [64 * MiB, 3000, 256],
      dependencies: [64 * MiB, 10_000, 64],
      client: [MiB, 64, 64],
    } as const;
    for (const [operation, [bytes, items, perItem]] of Object.entries(table)) {
      const name = operation as keyof typeof table;
      expect(ANSWER_BYTES[name], operation).toBe(bytes);
      expect(answerBounds(name), operation).toEqual({ bytes, items, members: items, pageSize: false, values: items * perItem + 1024 });
      expect(answerBounds(name, 7, 99), operation).toEqual({
        bytes: 99,
        items: 7,
        members: 1000,
        pageSize: true,
        values: 7 * perItem + 1024,
      });
    }
  });

  /** The length of the buffer a reader holds after reading `chunks`, given `announced` and a byte cap. */
  const bufferAfter = (chunks: number[], announced?: number, bytes = wide.bytes): number => {
    const reader = new AnswerReader({ ...wide, bytes }, undefined, announced);
    for (const length of chunks) reader.push(Buffer.alloc(length, 0x31));
    const answer = reader.end();
    // What was read before the buffer grew is in the grown one.
    expect(
      answer.bytes.equals(
        Buffer.alloc(
          chunks.reduce((a, b) => a + b, 0),
          0x31,
        ),
      ),
    ).toBe(true);
    return answer.buffer.length;
  };

  it('reads into a buffer of the announced length, within the byte cap, else of 64 KiB, grown by doubling or to what a chunk needs', () => {
    expect(bufferAfter([2])).toBe(64 * 1024);
    expect(bufferAfter([2], undefined, 100)).toBe(100);
    expect(bufferAfter([70_000])).toBe(70_000);
    expect(bufferAfter([40_000, 40_000])).toBe(128 * 1024);
    expect(bufferAfter([65_536, 1])).toBe(128 * 1024);
    expect(bufferAfter([65_536])).toBe(65_536);
    expect(bufferAfter([90, 10], undefined, 100)).toBe(100);
    expect(bufferAfter([100], 100)).toBe(100);
    expect(bufferAfter([60, 40], 100)).toBe(100);
    expect(bufferAfter([101], 100)).toBe(64 * 1024);
    expect(bufferAfter([300], 100)).toBe(64 * 1024);
    expect(bufferAfter([1000], 10, 2000)).toBe(2000);
    expect(bufferAfter([10], 5000, 2000)).toBe(2000);
    expect(bufferAfter([1], 1)).toBe(1);
    for (const unusable of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(bufferAfter([2], unusable), String(unusable)).toBe(64 * 1024);
    // Nothing read, nothing announced: an empty buffer.
    expect(bufferAfter([])).toBe(0);
  });

  it('reads into memory of its own, never malloc’s: reserved up to the announced length or the byte cap, grown in place', () => {
    // mem4: pages malloc gave and took back stayed resident (10,000 secrets beside 486,000 findings: 398-410 MiB of peak RSS).
    const unannounced = new AnswerReader({ ...wide, bytes: 4 * MiB });
    unannounced.push(Buffer.alloc(40_000, 0x31));
    const memory = unannounced.end().buffer.buffer as ArrayBuffer;
    expect([memory.resizable, memory.maxByteLength, memory.byteLength]).toEqual([true, 4 * MiB, 64 * 1024]);
    unannounced.push(Buffer.from('2'.repeat(40_000)));
    const grown = unannounced.end();
    expect(grown.buffer.buffer).toBe(memory);
    expect([memory.byteLength, grown.buffer.length]).toEqual([128 * 1024, 128 * 1024]);
    expect(grown.bytes.equals(Buffer.concat([Buffer.alloc(40_000, 0x31), Buffer.alloc(40_000, 0x32)]))).toBe(true);
    const announced = new AnswerReader({ ...wide, bytes: 4 * MiB }, undefined, 3000);
    announced.push(Buffer.from('[1]'));
    const reserved = announced.end().buffer.buffer as ArrayBuffer;
    expect([reserved.resizable, reserved.maxByteLength, reserved.byteLength]).toEqual([true, 3000, 3000]);
    // Past what was announced (undici refuses more): memory of its own again, the bytes read copied.
    announced.push(Buffer.alloc(3000, 0x33));
    const past = announced.end();
    expect(past.buffer.buffer).not.toBe(reserved);
    expect(reserved.detached).toBe(true);
    expect((past.buffer.buffer as ArrayBuffer).resizable).toBe(true);
    expect(past.bytes.equals(Buffer.concat([Buffer.from('[1]'), Buffer.alloc(3000, 0x33)]))).toBe(true);
  });

  it('grows in place only the whole of memory of its own with room: else none', () => {
    const own = answerMemory(10, 100);
    own.write('0123456789');
    const grown = grownInPlace(own, 100) as Buffer;
    expect([grown.buffer, grown.length, grown.toString('utf8', 0, 10)]).toEqual([own.buffer, 100, '0123456789']);
    expect(grownInPlace(grown, 101)).toBeUndefined();
    expect(grownInPlace(Buffer.alloc(10), 20)).toBeUndefined();
    // Memory of a fixed length is never resized, even where it has room: a view shorter than it, or a size it holds.
    const fixed = Buffer.alloc(10);
    expect(grownInPlace(fixed.subarray(0, 5), 8)).toBeUndefined();
    expect(grownInPlace(fixed, 10)).toBeUndefined();
    expect(grownInPlace(Buffer.from(new SharedArrayBuffer(10, { maxByteLength: 20 }), 0, 5), 8)).toBeUndefined();
    expect(grownInPlace(grown.subarray(1), 50)).toBeUndefined();
    expect(answerMemory(50, 10).buffer.maxByteLength).toBe(50);
  });

  it('gathers every chunk in one buffer, replaced only by a longer one for a chunk longer than it: never a buffer a chunk', () => {
    // Compared as booleans: a failure's diff of two buffers of 64 KiB takes a minute to print.
    const buffer = gathering(1);
    expect(gathering(buffer.length) === buffer).toBe(true);
    const longer = gathering(buffer.length + 1);
    expect([longer === buffer, longer.length]).toEqual([false, buffer.length + 1]);
    expect(gathering(1) === longer).toBe(true);
    // Chunks of every size read through it give their bytes, the last chunk's over no earlier one's.
    const text = `[${'"x",'.repeat(5000)}1]`;
    expect(read(text, { cuts: [10, 20_000, 20_001] }).bytes.toString()).toBe(text);
  });

  it('frees memory of its own of any size, its reservation too; malloc’s only from 1 MiB', () => {
    const own = answerMemory(10, 64 * MiB);
    const memory = own.buffer as ArrayBuffer;
    free(own.subarray(0, 5));
    expect(memory.detached).toBe(false);
    free(own);
    expect([memory.detached, own.length]).toEqual([true, 0]);
    const small = Buffer.allocUnsafeSlow(10);
    free(small);
    expect(small.length).toBe(10);
  });

  it('reads into the spare buffer when it is large enough for what is needed, else into a new one', () => {
    const spare = new SpareBuffer();
    const given = Buffer.alloc(2 * MiB);
    spare.give(given);
    const small = new AnswerReader(wide, undefined, 3 * MiB, spare);
    small.push(Buffer.from('[1]'));
    expect(small.end().buffer).not.toBe(given);
    const large = new AnswerReader(wide, undefined, undefined, spare);
    large.push(Buffer.alloc(2 * MiB, 0x31));
    const answer = large.end();
    expect(answer.buffer).toBe(given);
    expect(answer.bytes.length).toBe(2 * MiB);
  });

  it('frees the buffer it read into once nothing reads it: the answer refused or discarded, or the buffer outgrown', () => {
    /** A reader of an answer announced at 2 MiB, reading into a spare buffer of ours (a buffer freed reads as empty). */
    const readerInto = (): [AnswerReader, Buffer] => {
      const spare = new SpareBuffer();
      const given = Buffer.allocUnsafeSlow(2 * MiB);
      spare.give(given);
      return [new AnswerReader(wide, undefined, 2 * MiB, spare), given];
    };
    const [refusing, refused] = readerInto();
    refusing.push(Buffer.from('['.repeat(MAX_DEPTH + 1)));
    expect(refused.length).toBe(0);
    expect(() => refusing.end()).toThrow(`the answer nests deeper than ${MAX_DEPTH} levels`);
    const [discarded, read] = readerInto();
    discarded.push(Buffer.from('[1,'));
    expect(read.length).toBe(2 * MiB);
    discarded.discard();
    expect(read.length).toBe(0);
    const [growing, outgrown] = readerInto();
    growing.push(Buffer.alloc(2 * MiB + 1, 0x31));
    expect(outgrown.length).toBe(0);
    expect(growing.end().bytes.equals(Buffer.alloc(2 * MiB + 1, 0x31))).toBe(true);
  });
});

describe('a page decoded one item at a time', () => {
  it('notes the items of the list its key names, flat or nested in the page, and parses each when it is opened', () => {
    const flat = decodeAnswer(read('{"cursor":"c","findings":[{"id":1}, {"id":2}]}', { list: 'findings' }), 'findings', jsonParse) as {
      findings: unknown[];
    };
    expect(flat.findings).toHaveLength(2);
    expect(flat.findings[0]).toBeInstanceOf(RawItem);
    expect(openItem(flat.findings[1])).toEqual({ id: 2 });
    expect(openItem(flat.findings[0])).toEqual({ id: 1 });
    expect(decoded('{"cursor":"c","findings":[{"id":1}, {"id":2}]}', 'findings')).toEqual({
      cursor: 'c',
      findings: [{ id: 1 }, { id: 2 }],
    });
    expect(decoded('{"findings":{"cursor":"d","findings":[1,[2],{"findings":[3]}]}}', 'findings')).toEqual({
      findings: { cursor: 'd', findings: [1, [2], { findings: [3] }] },
    });
    // A list the key does not name from the root is parsed with its answer.
    const other = decodeAnswer(read('{"other":{"findings":[1]},"findings":[]}', { list: 'findings' }), 'findings', jsonParse) as {
      other: { findings: unknown[] };
    };
    expect(other.other.findings).toEqual([1]);
  });

  it('gives what JSON.parse gives for a repeated key, an escaped key, and an empty item', () => {
    for (const text of [
      '{"findings":[1],"findings":[2,3]}',
      '{"findings":[1],"findings":{"findings":[4]}}',
      '{"findings":{"findings":[4]},"findings":[5]}',
      '{"findings":[1],"find\\u0069ngs":[6]}',
      '{"findings":[1],"findings":"x"}',
      '{"findings":[1],"findings":null}',
      '{"findings":[1,2],"other":[3,4]}',
      '{"findings":{"findings":[1,2],"other":[3,4]}}',
      '{"findings":[1],"other":{"findings":[2]}}',
      '{"findings":[[1,2],[3]],"x":[4,5]}',
      '{"findings":[]}',
      '[1,2]',
    ])
      expect(decoded(text, 'findings'), text).toEqual(JSON.parse(text));
    for (const text of ['{"findings":[1,]}', '{"findings":[,1]}', '{"findings":[1,,2]}', '{"findings":[1 2]}', '{"findings":[1]'])
      expect(() => decoded(text, 'findings'), text).toThrow(SyntaxError);
  });

  it('reads a key as JSON.parse reads it, escapes decoded: the list read item by item is the one JSON.parse keeps', () => {
    const escaped = (key: string, every = false): string =>
      [...key].map((char, i) => (every || i % 3 === 1 ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char)).join('');
    for (const text of [
      '{"findings":[{"id":1},{"id":2}],"find\\u0069ngs":[]}',
      '{"find\\u0069ngs":[],"findings":[{"id":1}]}',
      '{"findings":[1],"\\u0066indings":[]}',
      '{"findings":{"findings":[1]},"findings":{"find\\u0069ngs":[]}}',
      `{"findings":[1],"${escaped('findings', true)}":[]}`,
    ])
      expect(decoded(text, 'findings'), text).toEqual(JSON.parse(text));
    // An escaped key that is the list's: its items are read one at a time, wherever the chunks cut the escape.
    for (const [list, key] of [
      ['findings', 'find\\u0069ngs'],
      ['findings', escaped('findings', true)],
      ['dependencies', escaped('dependencies', true)],
      ['secrets', '\\u0073ecrets'],
    ] as const) {
      const text = `{"cursor":"c","${key}":[{"id":1},{"id":2}]}`;
      for (let cut = 0; cut < text.length; cut += 3) {
        const page = decodeAnswer(read(text, { list, cuts: [cut, cut + 1] }), list, jsonParse) as Record<string, unknown[]>;
        expect(page[list]?.[0], `${text} cut at ${cut}`).toBeInstanceOf(RawItem);
        expect(opened(page)).toEqual(JSON.parse(text));
      }
    }
  });

  it('never takes for the list a key that is another once its escapes are read', () => {
    for (const key of [
      'findings\\u0000',
      '\\\\u0066indings',
      'findings\\\\',
      'find\\u0069ngs\\u0020',
      'f\\u0069\\u006Edings\\t',
      'FINDINGS',
      'f\\u0049ndings',
    ]) {
      const text = `{"${key}":[{"id":1}],"findings":[]}`;
      const page = decodeAnswer(read(text, { list: 'findings' }), 'findings', jsonParse) as Record<string, unknown[]>;
      expect(page.findings, key).toEqual([]);
      expect(opened(page), key).toEqual(JSON.parse(text));
    }
    // A key longer than the list's key with every character escaped is not it, and costs no more than that.
    const long = `{"${'\\u0066'.repeat(9)}":[1],"findings":[]}`;
    expect(decoded(long, 'findings')).toEqual(JSON.parse(long));
    // A key JSON.parse refuses (a line break in it) is refused with its answer, never read as the list.
    expect(() => decoded('{"find\\u0069ngs\n":[1]}', 'findings')).toThrow(SyntaxError);
  });

  it('gives what JSON.parse gives where a later value of the key is not a list', () => {
    for (const text of ['{"findings":[1,2],"findings":""}', '{"findings":[1,2],"findings":5}', '{"findings":[1,2],"findings":{"a":1}}']) {
      expect(decoded(text, 'findings'), text).toEqual(JSON.parse(text));
    }
    const whats: string[] = [];
    const parse = (bytes: Buffer, what: string): unknown => {
      whats.push(what);
      return jsonParse(bytes);
    };
    opened(decodeAnswer(read('{"findings":[1,2]}', { list: 'findings' }), 'findings', parse));
    expect(whats).toEqual(['the body', 'findings[0]', 'findings[1]']);
  });

  it('reads the list item by item at the deepest level an answer may nest', () => {
    const text = `${'{"findings":'.repeat(MAX_DEPTH - 1)}[1,2]${'}'.repeat(MAX_DEPTH - 1)}`;
    let node = decodeAnswer(read(text, { list: 'findings' }), 'findings', jsonParse) as Record<string, unknown>;
    for (let depth = 1; depth < MAX_DEPTH - 1; depth++) node = node.findings as Record<string, unknown>;
    expect((node.findings as unknown[])[0]).toBeInstanceOf(RawItem);
    expect(opened(decodeAnswer(read(text, { list: 'findings' }), 'findings', jsonParse))).toEqual(JSON.parse(text));
  });

  it('holds no more of a key than the list key takes with every character escaped, however long the key is', () => {
    // A key of 2 MiB still being read (no closing quote yet): kept whole, it would be 2 million numbers on the heap
    // (16 MiB and more; held to its bound, none).
    const chunk = Buffer.from(`{"cursor":"c","${'f'.repeat(2 * 1024 * 1024)}`);
    const reader = new AnswerReader(wide, 'findings');
    const before = process.memoryUsage().heapUsed;
    reader.push(chunk);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(4 * 1024 * 1024);
    reader.push(Buffer.from('":[1],"findings":[2]}'));
    const answer = reader.end();
    expect(answer.list?.items).toEqual([answer.bytes.length - 3, answer.bytes.length - 2]);
  });

  it('notes no list whose closing bracket never came', () => {
    expect(read('{"findings":[1,2', { list: 'findings' }).list).toBeUndefined();
    expect(read('{"findings":[1,2]', { list: 'findings' }).list).toEqual({ open: 12, close: 16, items: [13, 14, 15, 16], members: [0, 0] });
  });

  it('reads a key longer than the list key can be, cut across chunks, as another key', () => {
    const text = `{"${'x'.repeat(100)}":1,"findings":[1]}`;
    expect(decoded(text, 'findings', [40, 80])).toEqual(JSON.parse(text));
  });

  it('never puts the items over a list the body kept whole: only where the list was left out', () => {
    // The reader notes the list JSON.parse keeps (the tests above); an answer whose list is another keeps its own.
    const text = '{"findings":[9],"x":[1,2]}';
    const bytes = Buffer.from(text);
    const open = text.indexOf('[1');
    const page = decodeAnswer(
      { bytes, buffer: bytes, list: { open, close: open + 4, items: [open + 1, open + 2, open + 3, open + 4] } },
      'findings',
      jsonParse,
    );
    expect((page as { findings: unknown }).findings).toEqual([9]);
  });

  it('names the item that is not JSON', () => {
    const page = decodeAnswer(read('{"findings":[{}, {"a":}]}', { list: 'findings' }), 'findings', (bytes, what) => {
      try {
        return JSON.parse(bytes.toString());
      } catch {
        throw new Error(`${what} is not JSON`);
      }
    }) as { findings: unknown[] };
    expect(() => openItem(page.findings[1])).toThrow('findings[1] is not JSON');
  });
});

/** Arbitrary JSON text: a value, pretty-printed or not, with whitespace put between tokens at random. */
const spaced = (value: unknown, spaces: number[]): string =>
  JSON.stringify(value, null, spaces[0] ?? 0).replace(
    /([,:[\]{}])/g,
    (token, _, at: number) => `${' '.repeat((spaces[at % spaces.length] ?? 0) % 3)}${token}`,
  );

describe('the property: the bounded reading is JSON.parse, or a refusal, never something laxer', () => {
  const items = fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 8 });
  const page = fc.oneof(
    items.map((findings) => ({ findings })),
    fc.record({ cursor: fc.string(), findings: fc.record({ cursor: fc.string(), findings: items }) }),
    fc.dictionary(fc.constantFrom('findings', 'cursor', 'find"ings', 'findings\u0000', 'x'), fc.jsonValue({ maxDepth: 3 })),
    fc.jsonValue({ maxDepth: 5 }),
  );

  it('decodes any JSON, however spaced and cut into chunks, to what JSON.parse gives', () => {
    fc.assert(
      fc.property(
        page,
        fc.array(fc.nat(5), { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(400), { maxLength: 6 }),
        (value, spaces, cuts) => {
          const text = spaced(value, spaces);
          expect(decoded(text, 'findings', cuts)).toEqual(JSON.parse(text));
          expect(opened(decodeAnswer(read(text, { cuts }), undefined, jsonParse))).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('decodes any JSON whose keys are written with escapes to what JSON.parse gives', () => {
    fc.assert(
      fc.property(
        page,
        fc.tuple(items, fc.oneof(fc.constant([]), items), fc.boolean()),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 9 }),
        fc.array(fc.nat(400), { maxLength: 6 }),
        (value, [first, second, nested], which, cuts) => {
          // Every `findings` key (and key-like string) with some of its letters written as \u escapes.
          let n = 0;
          const escaped = (text: string): string =>
            text.replace(
              /"findings"/g,
              () =>
                `"${[...'findings'].map((char) => (which[n++ % which.length] ? `\\u00${char.charCodeAt(0).toString(16)}` : char)).join('')}"`,
            );
          // A page whose list key is repeated, the later one escaped (JSON.parse keeps it, empty or not).
          const repeated = `{"findings":${JSON.stringify(first)},${escaped('"findings"')}:${JSON.stringify(second)}}`;
          for (const text of [escaped(JSON.stringify(value)), nested ? `{"findings":${repeated}}` : repeated])
            expect(decoded(text, 'findings', cuts), text).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never accepts text JSON.parse refuses: a byte dropped, doubled or changed anywhere is refused by the one or the other', () => {
    fc.assert(
      fc.property(page, fc.nat(), fc.constantFrom('drop', 'double', ' ', '1', ',', '"', '\\', ']'), (value, where, edit) => {
        const whole = JSON.stringify(value);
        const at = where % whole.length;
        const text =
          edit === 'drop'
            ? whole.slice(0, at) + whole.slice(at + 1)
            : edit === 'double'
              ? whole.slice(0, at + 1) + whole.slice(at)
              : whole.slice(0, at) + edit + whole.slice(at);
        let expected: unknown;
        try {
          expected = JSON.parse(text);
        } catch {
          expect(() => decoded(text, 'findings')).toThrow();
          return;
        }
        expect(decoded(text, 'findings')).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
    // Synchronous: a time limit cannot stop it, only fail a slow run after it. These cases took 8.1 s at load 20-30
    // on 2 cores (a run of 15 times as many, divided), against the default 30 s: a loaded CI must not fail it.
  }, 120_000);
});

describe('the spare buffer: a page read into the buffer of a page every item of which was parsed', () => {
  const MiB = 1024 * 1024;
  /** A page of `count` items of about `size` bytes each, announced at its length. */
  const pageText = (tag: string, count: number, size: number): string =>
    JSON.stringify({ cursor: tag, findings: Array.from({ length: count }, (_, i) => ({ id: `${tag}-${i}`, text: tag.repeat(size) })) });
  const readWith = (text: string, spare: SpareBuffer): ReadAnswer => {
    const reader = new AnswerReader(wide, 'findings', Buffer.byteLength(text), spare);
    reader.push(Buffer.from(text));
    return reader.end();
  };

  it('is given back once every item is opened, not before, and the next page read into it parses as JSON.parse does', () => {
    const spare = new SpareBuffer();
    const first = pageText('a', 4, MiB / 2);
    const answer = readWith(first, spare);
    const page = decodeAnswer(answer, 'findings', jsonParse, spare) as { findings: RawItem[] };
    const items = page.findings.slice(0, 3).map((item) => item.open());
    // An item still unparsed reads the buffer: it is not given back.
    expect(spare.take(1)).toBeUndefined();
    items.push(page.findings[3]?.open());
    expect(items).toEqual((JSON.parse(first) as { findings: unknown[] }).findings);
    // Every item parsed: the next page is read into the same buffer, and decodes as JSON.parse does.
    const second = pageText('b', 2, MiB);
    const next = readWith(second, spare);
    expect(next.buffer).toBe(answer.buffer);
    expect(opened(decodeAnswer(next, 'findings', jsonParse, spare))).toEqual(JSON.parse(second));
  });

  it('frees at once each large buffer it does not keep (its memory given back: it reads as empty), and nothing it keeps', () => {
    const spare = new SpareBuffer();
    const large = Buffer.allocUnsafeSlow(2 * MiB);
    spare.give(large);
    const smaller = Buffer.allocUnsafeSlow(MiB);
    spare.give(smaller);
    expect([large.length, smaller.length]).toEqual([2 * MiB, 0]);
    const larger = Buffer.allocUnsafeSlow(3 * MiB);
    spare.give(larger);
    expect([large.length, larger.length]).toEqual([0, 3 * MiB]);
    const keepsNone = new SpareBuffer(false);
    const given = Buffer.allocUnsafeSlow(MiB);
    keepsNone.give(given);
    expect(given.length).toBe(0);
  });

  it('frees only a buffer of at least 1 MiB that is the whole of its own memory', () => {
    const under = Buffer.allocUnsafeSlow(MiB - 1);
    free(under);
    expect(under.length).toBe(MiB - 1);
    const exact = Buffer.allocUnsafeSlow(MiB);
    free(exact);
    expect(exact.length).toBe(0);
    const memory = Buffer.allocUnsafeSlow(2 * MiB + 1);
    for (const slice of [memory.subarray(1), memory.subarray(0, 2 * MiB)]) {
      free(slice);
      expect(slice.length).toBe(2 * MiB);
    }
    expect(memory.length).toBe(2 * MiB + 1);
    // Memory shared with other threads is not this buffer's to give back.
    const shared = Buffer.from(new SharedArrayBuffer(MiB));
    free(shared);
    expect(shared.length).toBe(MiB);
  });

  it('keeps only a large buffer, the larger of two, and gives it to one reader only', () => {
    const spare = new SpareBuffer();
    spare.give(Buffer.alloc(1024));
    expect(spare.take(1)).toBeUndefined();
    const small = Buffer.alloc(MiB);
    const large = Buffer.alloc(2 * MiB);
    spare.give(large);
    spare.give(small);
    expect(spare.take(3 * MiB)).toBeUndefined();
    expect(spare.take(MiB)).toBe(large);
    expect(spare.take(MiB)).toBeUndefined();
  });

  it('keeps a buffer of exactly 1 MiB, takes it for exactly its size, and keeps the first of two of a size, the larger one given after', () => {
    const spare = new SpareBuffer();
    const first = Buffer.alloc(MiB);
    const second = Buffer.alloc(MiB);
    spare.give(first);
    spare.give(second);
    expect(spare.take(MiB)).toBe(first);
    const large = Buffer.alloc(2 * MiB);
    spare.give(first);
    spare.give(large);
    expect(spare.take(MiB)).toBe(large);
  });

  it('gives back the buffer of an answer decoded whole: one with an empty list, or read for no list', () => {
    for (const [text, list] of [
      ['{"findings":[]}', 'findings'],
      ['{"findings":[1]}', undefined],
    ] as const) {
      const spare = new SpareBuffer();
      const reader = new AnswerReader(wide, 'findings', 2 * MiB);
      reader.push(Buffer.from(text));
      const answer = reader.end();
      const whats: string[] = [];
      const parse = (bytes: Buffer, what: string): unknown => {
        whats.push(what);
        return jsonParse(bytes);
      };
      expect(decodeAnswer(answer, list, parse, spare)).toEqual(JSON.parse(text));
      expect(whats).toEqual(['the body']);
      expect(spare.take(1)).toBe(answer.buffer);
    }
  });

  it('an item is opened once: its bytes may since hold another page', () => {
    const page = decodeAnswer(read('{"findings":[{"id":1}]}', { list: 'findings' }), 'findings', jsonParse) as { findings: RawItem[] };
    expect(page.findings[0]?.open()).toEqual({ id: 1 });
    expect(() => page.findings[0]?.open()).toThrow(/opened once/);
  });
});

describe('namesAKeyTwice (attack32 M2)', () => {
  /** Read as the transport reads it (spaced, cut into chunks), then parsed whole. */
  const twice = (text: string): boolean => {
    const spaced = text.replace(/([,:{[])/g, '$1 ');
    const answer = read(spaced, { cuts: [3, 7, 11] });
    return namesAKeyTwice(answer.members, JSON.parse(answer.bytes.toString()));
  };
  it.each([
    '{"a":1,"a":2}',
    '{"x":{"a":1,"b":{"c":1,"c":1}}}',
    '[{"a":1},{"b":2,"b":3}]',
    '{"byProject":{"acme/api":{"code":"1"},"acme/api":{"code":"0"}}}',
    '{"__proto__":1,"__proto__":2}',
    '{"a\\\\":1,"a\\\\":2}',
  ])('finds the key named twice in %s', (text) => {
    expect(twice(text)).toBe(true);
  });

  it.each([
    '{"a":1,"b":2}',
    '{"a":{"a":{"a":1}}}',
    '[{"a":1},{"a":2}]',
    '{"a\\":":1,"b":"x\\":y"}',
    '{"a\\\\":1,"a":2}',
    '{"text":"\\":\\":\\":"}',
    '{"__proto__":{"a":1}}',
    '[]',
    '"a\\":"',
    '{}',
  ])('finds none in %s: each key once, whatever its quotes and backslashes', (text) => {
    expect(twice(text)).toBe(false);
  });

  it("counts each item's members and the envelope's apart: a key named twice in one item, or beside the list, is found there", () => {
    const page = read('{"findings":[{"a":1,"b":2},{"c":3,"c":4}],"cursor":"x","cursor":"y"}', { list: 'findings' });
    expect(page.members).toBe(7);
    expect(page.list?.members).toEqual([2, 2]);
    const items = (page.list?.items ?? []).length / 2;
    const parsedItems = Array.from({ length: items }, (_, i) =>
      JSON.parse(page.bytes.subarray(page.list?.items[2 * i], page.list?.items[2 * i + 1]).toString()),
    );
    expect(parsedItems.map((item, i) => namesAKeyTwice(page.list?.members?.[i], item))).toEqual([false, true]);
  });
});
