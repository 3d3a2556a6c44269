// The token's redactor, as a specification: whole, any 8-character run of it, in any case, in every
// string and key of an answer; cheap on answers that cannot hold it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteFilter, REDACTED, tokenRedactor } from '../../src/api/redact.ts';

const TOKEN = 'sgp_Echo7Kq2Zx9Lm4Np8Rt6Vw3Yb1Cd5Fg0Hj2Kl4Mn6Pq8Rs0Tu2Vw4Xy6Za8Bc0De2Fg4Hi6Jk8Lm0No2';

describe('tokenRedactor', () => {
  const { redact, redactValue, mayHold } = tokenRedactor(TOKEN);

  it('replaces the token, any run of 8 of its characters, in any case, by one [redacted] per run', () => {
    expect(redact(`a ${TOKEN} b`)).toBe('a [redacted] b');
    expect(redact(`${TOKEN.slice(10, 18)}x${TOKEN.slice(30, 50).toUpperCase()}`)).toBe('[redacted]x[redacted]');
    expect(redact(TOKEN.slice(0, 7))).toBe(TOKEN.slice(0, 7));
  });

  it('redacts keys and values of parsed JSON, and tells which raw answers may hold it', () => {
    expect(redactValue({ [TOKEN]: [TOKEN.slice(5, 20), 3, null], ok: 'fine' })).toEqual({
      '[redacted]': ['[redacted]', 3, null],
      ok: 'fine',
    });
    expect(mayHold('{"a":"fine"}')).toBe(false);
    expect(mayHold(`{"a":"${TOKEN.slice(3, 11).toUpperCase()}"}`)).toBe(true);
    expect(mayHold('{"a":"\\u0073gp"}')).toBe(true);
  });

  it('redacts a token shorter than 8 characters whole', () => {
    expect(tokenRedactor('abc123').redact('x abc123 ABC123 y')).toBe('x [redacted] [redacted] y');
  });
});

describe('tokenRedactor, edges', () => {
  const { redact, redactValue } = tokenRedactor(TOKEN);

  it('redacts a run of exactly 8 characters, and not one of 7', () => {
    expect(redact(`x${TOKEN.slice(4, 12)}y`)).toBe(`x${REDACTED}y`);
    expect(redact(`x${TOKEN.slice(4, 11)}y`)).toBe(`x${TOKEN.slice(4, 11)}y`);
  });

  it('merges overlapping and touching runs into one, and keeps runs apart when text lies between', () => {
    expect(redact(TOKEN.slice(0, 20) + TOKEN.slice(12, 30))).toBe(REDACTED);
    expect(redact(`${TOKEN.slice(0, 8)}--${TOKEN.slice(0, 8)}`)).toBe(`${REDACTED}--${REDACTED}`);
    expect(redact(`${TOKEN.slice(0, 8)}${TOKEN.slice(40, 48)}`)).toBe(REDACTED);
  });

  it('returns the very same value when nothing is redacted, and copies only what changed', () => {
    const clean = { a: ['x', { b: 'y' }], c: 1, d: true, e: null };
    expect(redactValue(clean)).toBe(clean);
    const dirty = { keep: { same: 'ok' }, list: ['ok', TOKEN] };
    const out = redactValue(dirty);
    expect(out).not.toBe(dirty);
    expect(out.keep).toBe(dirty.keep);
    expect(out.list).toEqual(['ok', REDACTED]);
    expect(dirty.list[1]).toBe(TOKEN);
  });

  it('redacts a key whose value is clean, and leaves numbers, booleans and null as they are', () => {
    expect(redactValue({ [TOKEN]: 'fine', n: 1, b: false, z: null })).toEqual({ [REDACTED]: 'fine', n: 1, b: false, z: null });
    expect(redactValue([1, null, TOKEN])).toEqual([1, null, REDACTED]);
  });

  it('an empty token redacts nothing and never flags an answer', () => {
    const none = tokenRedactor('');
    expect(none.redact('anything')).toBe('anything');
    expect(none.mayHold('{"a":"\\u0041"}')).toBe(false);
    expect(none.redactValue({ a: 'b' })).toEqual({ a: 'b' });
  });

  it('treats regular-expression characters of a token as text', () => {
    const odd = tokenRedactor('ab.*+?^${}()|[]\\cd');
    expect(odd.redact('xx ab.*+?^${}()|[]\\cd yy')).toBe(`xx ${REDACTED} yy`);
    expect(odd.redact('abXXXXXXXXcd')).toBe('abXXXXXXXXcd');
  });
});

describe('tokenRedactor, the check on bytes', () => {
  const tokens = [
    TOKEN,
    'sgp_sandbox_demo_4242',
    '7f3e9a1c5b2d4e6f8a0b1c2d3e4f5a6b',
    'abcdefg',
    'abc123',
    'tok en with spaces 12345',
    'ünïcödé-token-1234',
  ];
  const bytesOf = (text: string, offset: number): Uint8Array => {
    // at every alignment: the answer's bytes need not start at a multiple of 4
    const buffer = new Uint8Array(Buffer.byteLength(text) + offset);
    buffer.set(Buffer.from(text), offset);
    return buffer.subarray(offset);
  };

  const text = fc.oneof(
    fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.stringMatching(/^[a-zA-Z0-9_]{0,40}$/),
  );

  it('says yes whenever the check on the text does, and no on plain answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tokens),
        // text JSON writes as it is (a \u escape would make both checks say yes on their own), ASCII or not
        text,
        text,
        fc.nat(),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('as is', 'upper', 'lower', 'none'),
        fc.integer({ min: 0, max: 3 }),
        (token, before, after, from, size, casing, offset) => {
          const { mayHold, mayHoldBytes } = tokenRedactor(token);
          const start = from % token.length;
          const run = token.slice(start, start + size);
          const inserted = casing === 'none' ? '' : casing === 'upper' ? run.toUpperCase() : casing === 'lower' ? run.toLowerCase() : run;
          const text = `{"a":${JSON.stringify(before + inserted + after)}}`;
          if (mayHold(text)) expect(mayHoldBytes(bytesOf(text, offset))).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
    for (const token of tokens) {
      const { mayHoldBytes } = tokenRedactor(token);
      expect(mayHoldBytes(bytesOf('{"name":"lodash","version":"4.17.21","licenses":["MIT"]}', 1))).toBe(false);
      expect(mayHoldBytes(bytesOf(`{"a":"${token.toUpperCase()}"}`, 2))).toBe(true);
      expect(mayHoldBytes(bytesOf('{"a":"\\u0041"}', 3))).toBe(true);
    }
  });

  it('says no where only shorter pieces of the token are, at every alignment', () => {
    for (const token of [TOKEN, 'sgp_sandbox_demo_4242', 'abcdefg']) {
      const { mayHold, mayHoldBytes } = tokenRedactor(token);
      for (let start = 0; start + 7 <= token.length; start++) {
        for (let offset = 0; offset < 4; offset++) {
          // pieces of 7, one character apart: each holds whole 4-byte words of the token, none a run of 8
          const text = `{"a":"${'#'.repeat(offset)}${token.slice(start, start + 7)}-${token.slice(start, start + 7).toUpperCase()}"}`;
          if (token.length > 7) expect(mayHold(text)).toBe(false);
          expect(mayHoldBytes(bytesOf(text, offset)), `${token} ${start} ${offset}`).toBe(mayHold(text));
        }
      }
    }
  });

  it('finds a token of 6 or of 7 characters whole, and runs of a token that is not ASCII, at every alignment', () => {
    for (const token of ['abc123', 'abcdefg', 'ключдоступатокен', 'abcdefgh-ключ-12345678']) {
      const { mayHold, mayHoldBytes } = tokenRedactor(token);
      for (let start = 0; start + 6 <= token.length; start++) {
        for (let offset = 0; offset < 4; offset++) {
          const text = `{"a":"${'#'.repeat(offset)}${token.slice(start, start + 8).toUpperCase()}"}`;
          expect(mayHoldBytes(bytesOf(text, 0)), `${token} ${start} ${offset}`).toBe(mayHold(text));
        }
      }
    }
  });

  it('handles a token too long for its table of words', () => {
    // 1,100 characters from a small generator, nearly all of its 4-character pieces distinct: more than the table holds
    let seed = 12345;
    const long = Array.from({ length: 1100 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(33 + (seed % 94));
    }).join('');
    const { mayHold, mayHoldBytes } = tokenRedactor(long);
    const text = `{"a":"${long.slice(500, 520)}"}`;
    expect(mayHold(text)).toBe(true);
    expect(mayHoldBytes(Buffer.from(text))).toBe(true);
    expect(mayHoldBytes(Buffer.from('{"a":"fine"}'))).toBe(false);
  });

  it('finds every run of 8 of a long token, in either case, at every alignment', () => {
    for (const token of [TOKEN, '7f3e9a1c5b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f']) {
      const { mayHoldBytes } = tokenRedactor(token);
      for (let start = 0; start + 8 <= token.length; start++) {
        for (let offset = 0; offset < 4; offset++) {
          const run = token.slice(start, start + 8);
          for (const cased of [run, run.toUpperCase(), run.toLowerCase()]) {
            expect(mayHoldBytes(bytesOf(`{"a":"${'#'.repeat(offset)}${cased}"}`, 0)), `${start} ${offset} ${cased}`).toBe(true);
          }
        }
      }
    }
  });

  it('finds a run in every word of a group of four, and in the words after the last whole group', () => {
    // The filter reads four words at a time: the run is put at each of 16 byte offsets (every word of a
    // group, at every alignment), and the answer ends at each of 16 lengths after it (0 to 3 words past the last group).
    const { mayHold, mayHoldBytes } = tokenRedactor(TOKEN);
    for (let pad = 0; pad < 16; pad++) {
      for (let tail = 0; tail < 16; tail++) {
        const text = `${'#'.repeat(pad)}${TOKEN.slice(20, 28)}${'#'.repeat(tail)}`;
        expect(mayHoldBytes(bytesOf(text, 0)), `${pad} ${tail}`).toBe(true);
        expect(mayHoldBytes(bytesOf(text.replace(TOKEN.slice(20, 28), TOKEN.slice(20, 27)), 0)), `${pad} ${tail}`).toBe(false);
        expect(mayHold(text)).toBe(true);
      }
    }
  });

  it('says yes for an answer that starts with a \\u escape', () => {
    expect(tokenRedactor(TOKEN).mayHoldBytes(Buffer.from('\\u0041'))).toBe(true);
  });

  it('says no for an empty token', () => {
    expect(tokenRedactor('').mayHoldBytes(Buffer.from('{"a":"\\u0041"}'))).toBe(false);
  });

  it('finds a run at the very end of an answer, past the last whole 4-byte word', () => {
    const { mayHoldBytes } = tokenRedactor(TOKEN);
    for (let pad = 0; pad < 8; pad++) expect(mayHoldBytes(bytesOf(`${'x'.repeat(pad)}${TOKEN.slice(9, 17).toLowerCase()}`, 0))).toBe(true);
  });
});

describe('the byte filter', () => {
  const any = (token: string): RegExp => {
    const grams = new Set<string>();
    const length = Math.min(8, token.length);
    for (let i = 0; i + length <= token.length; i++) grams.add(token.slice(i, i + length));
    return new RegExp([...grams].map((g) => g.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');
  };
  /** A regular expression that counts how often it runs. */
  const counted = (token: string): { regex: RegExp; runs: () => number } => {
    let runs = 0;
    const inner = any(token);
    const regex = new (class extends RegExp {
      override test(text: string): boolean {
        runs++;
        return inner.test(text);
      }
    })(inner.source, 'i');
    return { regex, runs: () => runs };
  };

  it('is there for a printable-ASCII token of 7 characters or more, and not for a shorter or another one', () => {
    expect(byteFilter('sgp_abcdefgh', 8, any('sgp_abcdefgh'))).toBeTypeOf('function');
    expect(byteFilter('abcdefg', 7, any('abcdefg'))).toBeTypeOf('function');
    expect(byteFilter('abcdef', 6, any('abcdef'))).toBeUndefined();
    expect(byteFilter('abcdéfgh', 8, any('abcdéfgh'))).toBeUndefined();
    expect(byteFilter('abc defgh', 8, any('abc defgh'))).toBeUndefined();
  });

  it('runs the regular expression only around a word of the token: a clean answer costs none', () => {
    const token = 'Zq7TokenXy42';
    const { regex, runs } = counted(token);
    const filter = byteFilter(token, 8, regex) as (raw: Uint8Array) => boolean;
    expect(
      filter(Buffer.from(JSON.stringify({ findings: Array.from({ length: 200 }, (_, i) => ({ id: i, path: `src/a${i}.ts` })) }))),
    ).toBe(false);
    expect(runs()).toBe(0);
    expect(filter(Buffer.from(`{"x":"...zq7tokenxy...."}`))).toBe(true);
    expect(runs()).toBeGreaterThan(0);
  });

  it('finds a run of a 7-character token ending the answer, in its last whole word', () => {
    const token = 'abcdefg';
    const filter = byteFilter(token, 7, any(token)) as (raw: Uint8Array) => boolean;
    for (const prefix of ['x', 'xxxxx']) expect(filter(Buffer.from(`${prefix}${token}`))).toBe(true);
  });
});
