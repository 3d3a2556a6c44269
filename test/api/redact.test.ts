// The token's redactor, as a specification: whole, any 8-character run of it, in any case, in every
// string and key of an answer, as written and as a reader may decode it (percent-decoding, Unicode
// compatibility forms, the characters a URL parser drops), and its first characters before a cut;
// cheap on answers that cannot hold it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUT_MIN_START, decodedForm, FIRST_RUN, REDACTED, secretsRedactor, tokenRedactor, unescapeJson } from '../../src/api/redact.ts';
import { byteFilter, DECODE_CHUNK, LONGEST_REDACTED, someChunk } from '../../src/api/redact-bytes.ts';

const TOKEN = 'sgp_Echo7Kq2Zx9Lm4Np8Rt6Vw3Yb1Cd5Fg0Hj2Kl4Mn6Pq8Rs0Tu2Vw4Xy6Za8Bc0De2Fg4Hi6Jk8Lm0No2';

describe('tokenRedactor', () => {
  const { redact, redactValue, mayHold } = tokenRedactor(TOKEN);

  it('replaces the token, any run of 8 of its characters, in any case, by one [redacted] per run', () => {
    expect(redact(`a ${TOKEN} b`)).toBe('a [redacted] b');
    expect(redact(`${TOKEN.slice(10, 18)}x${TOKEN.slice(30, 50).toUpperCase()}`)).toBe('[redacted]x[redacted]');
    expect(redact(TOKEN.slice(1, 8))).toBe(TOKEN.slice(1, 8));
  });

  it('redacts keys and values of parsed JSON, and tells which raw answers may hold it', () => {
    expect(redactValue({ [TOKEN]: [TOKEN.slice(5, 20), 3, null], ok: 'fine' })).toEqual({
      '[redacted]': ['[redacted]', 3, null],
      ok: 'fine',
    });
    expect(mayHold('{"a":"fine"}')).toBe(false);
    expect(mayHold(`{"a":"${TOKEN.slice(3, 11).toUpperCase()}"}`)).toBe(true);
    // A \u escape is read as what it stands for: a run written so is found, an escape alone is not a run.
    expect(mayHold('{"a":"\\u0073gp_Echo7"}')).toBe(true);
    expect(mayHold('{"a":"\\u0073gp"}')).toBe(false);
  });

  it('keeps apart two keys that are one once redacted: no value of a copy is lost (attack35 H2)', () => {
    const answer = { [`acme/${TOKEN}`]: { code: 99 }, 'acme/[redacted]': {}, [`acme/${TOKEN.slice(2, 12)}`]: { code: 1 } };
    expect(redactValue(answer)).toEqual({
      'acme/[redacted]': { code: 99 },
      'acme/[redacted] (2)': {},
      'acme/[redacted] (3)': { code: 1 },
    });
    // A key a server named so itself is kept apart as well, and __proto__ stays a key.
    const named = JSON.parse(`{"x/${TOKEN}":1,"x/[redacted] (2)":2,"x/[redacted]":3,"__proto__":4}`);
    expect(Object.entries(redactValue(named))).toEqual([
      ['x/[redacted]', 1],
      ['x/[redacted] (2)', 2],
      ['x/[redacted] (3)', 3],
      ['__proto__', 4],
    ]);
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
    expect(none.mask('anything')).toBe('anything');
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
      expect(mayHoldBytes(bytesOf('{"a":"\\u0041"}', 3))).toBe(false);
      const escaped = `\\u${(token.codePointAt(0) as number).toString(16).padStart(4, '0')}${token.slice(1, 8)}`;
      expect(mayHoldBytes(bytesOf(`{"a":"${escaped}"}`, 3)), token).toBe(true);
    }
  });

  it('says no where only shorter pieces of the token are, at every alignment', () => {
    for (const token of [TOKEN, 'sgp_sandbox_demo_4242', 'abcdefg']) {
      const { mayHold, mayHoldBytes } = tokenRedactor(token);
      for (let start = 0; start + 7 <= token.length; start++) {
        for (let offset = 0; offset < 4; offset++) {
          // pieces of 7, one character apart: each holds whole 4-byte words of the token, none a run of 8
          const text = `{"a":"${'#'.repeat(offset)}${token.slice(start, start + 7)}-${token.slice(start, start + 7).toUpperCase()}"}`;
          // (its first 7 characters are a run: FIRST_RUN)
          if (token.length > 7) expect(mayHold(text)).toBe(start === 0);
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

  it('reads \\u escapes, and other escapes, for what they stand for', () => {
    const { mayHoldBytes } = tokenRedactor(TOKEN);
    expect(mayHoldBytes(Buffer.from('\\u0041'))).toBe(false);
    expect(mayHoldBytes(Buffer.from(`{"a":"\\u0073\\u0067${TOKEN.slice(2, 8)}"}`))).toBe(true);
    expect(mayHoldBytes(Buffer.from(`{"a":"\\"\\\\\\/${TOKEN.slice(1, 8)}"}`))).toBe(false);
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

/** `text` in full-width letters and digits (U+FF01 to U+FF5E), as NFKC reads back to ASCII. */
const fullWidth = (text: string): string => [...text].map((c) => String.fromCodePoint((c.codePointAt(0) as number) + 0xfee0)).join('');
/** `text` percent-encoded byte by byte. */
const percentEncoded = (text: string): string => [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

describe('decodedForm', () => {
  it('percent-decodes (UTF-8), reads compatibility forms as their letters, and drops what a URL parser or a renderer drops', () => {
    expect(decodedForm('a%20b%C3%A9')).toBe('a be');
    expect(decodedForm(fullWidth('Sgp_1'))).toBe('Sgp_1');
    expect(decodedForm('\uFB01x\u212A\u00B2')).toBe('fixK2');
    expect(decodedForm('a\u200Bb\u00ADc\u2060d\uFEFFe\tf\ng\rh')).toBe('abcdefgh');
    expect(decodedForm('%EF%BC%B3')).toBe('S');
  });

  it('reads a letter with combining marks as the letter (attack6 G6), whether written composed or not', () => {
    expect(decodedForm('e\u0301a\u0308\u0323')).toBe('ea');
    expect(decodedForm('\u00e9\u00c5')).toBe('eA');
    expect(decodedForm('\uAC00')).toBe('\uAC00'); // a Hangul syllable stays one
  });

  it('decodes again what decoding made (twice-encoded, a full-width percent sign), up to four rounds', () => {
    expect(decodedForm('%2573')).toBe('s');
    expect(decodedForm(`${fullWidth('%')}73`)).toBe('s');
    expect(decodedForm('%25252573')).toBe('s');
    expect(decodedForm('%2525252573')).toBe('%73');
  });

  it('leaves plain text, and a percent sign that starts no byte, as they are', () => {
    const plain = 'https://github.com/acme/api/blob/main/a.ts#L3 100% sure %zz';
    expect(decodedForm(plain)).toBe(plain);
    expect(decodedForm('%')).toBe('%');
  });
});

describe('tokenRedactor, decoded forms', () => {
  const { redact, mask, redactValue } = tokenRedactor(TOKEN);

  it('redacts a run that shows only once decoded, and gives back the decoded form', () => {
    expect(redact(`https://${fullWidth(TOKEN)}.example/a.ts`)).toBe(`https://${REDACTED}.example/a.ts`);
    expect(redact(`https://github.com/acme/${percentEncoded(TOKEN.slice(0, 12))}/x`)).toBe(`https://github.com/acme/${REDACTED}/x`);
    expect(redact(`${TOKEN.slice(0, 5)}\u200B${TOKEN.slice(5, 12)}`)).toBe(REDACTED);
    expect(redact(`https://h/${TOKEN.slice(0, 6)}\t${TOKEN.slice(6, 10)}\n${TOKEN.slice(10, 14)}`)).toBe(`https://h/${REDACTED}`);
    expect(redactValue({ [fullWidth(TOKEN.slice(3, 11))]: 'x' })).toEqual({ [REDACTED]: 'x' });
  });

  it('redacts a token with an accent after every seventh character (attack6 G6)', () => {
    const accented = [...TOKEN].map((char, i) => (i % 7 === 6 ? `${char}\u0301` : char)).join('');
    const { redact: hide, mask: cover, mayHoldBytes } = tokenRedactor(TOKEN);
    expect(hide(`see ${accented} here`)).not.toMatch(new RegExp(TOKEN.slice(0, 7)));
    expect(cover(`see ${accented} here`)).toBe(`see ${REDACTED} here`);
    expect(mayHoldBytes(Buffer.from(JSON.stringify({ note: accented })))).toBe(true);
  });

  it('keeps text whose decoded form holds no run as it was written', () => {
    const text = `caf\u00e9 %20 ${fullWidth('abc')} ${TOKEN.slice(1, 8)}`;
    expect(redact(text)).toBe(text);
    expect(mask(text)).toBe(text);
  });

  it('in formatted text, replaces a word whose decoded form holds a run whole, and keeps what surrounds it', () => {
    expect(mask(`<a href="https://${fullWidth(TOKEN)}.example/x">link</a> and ${TOKEN.slice(2, 12)}`)).toBe(
      `<a href="${REDACTED}">link</a> and ${REDACTED}`,
    );
    expect(mask(`| [x](https://h/${percentEncoded(TOKEN.slice(0, 9))}) | %41 |`)).toBe(`| [x](${REDACTED}) | %41 |`);
    expect(mask(`caf\u00e9 ${TOKEN.slice(1, 8)}`)).toBe(`caf\u00e9 ${TOKEN.slice(1, 8)}`);
  });
});

describe('tokenRedactor, the token cut short', () => {
  const { redact, redactValue, mask, mayHold, mayHoldBytes } = tokenRedactor(TOKEN);

  it(`hides ${CUT_MIN_START} to 7 of the token's first characters where a cut (…) follows them`, () => {
    for (let n = CUT_MIN_START; n < 8; n++) {
      expect(redact(`'aaaa${TOKEN.slice(0, n)}…'`)).toBe(`'aaaa${REDACTED}…'`);
      expect(mask(`x ${TOKEN.slice(0, n).toUpperCase()}…`)).toBe(`x ${REDACTED}…`);
      expect(mayHold(`{"a":"${TOKEN.slice(0, n)}…"}`)).toBe(true);
      expect(mayHoldBytes(Buffer.from(`{"a":"${TOKEN.slice(0, n)}…"}`))).toBe(true);
    }
    expect(redact(`${TOKEN.slice(0, 9)}…`)).toBe(`${REDACTED}…`);
  });

  it('hides nothing else before a cut', () => {
    expect(redact('Stryker was here…')).toBe('Stryker was here…');
    expect(redact(`${TOKEN.slice(0, 10).toLowerCase()}…`)).toBe(`${REDACTED}…`);
  });

  it('keeps fewer first characters, other pieces before a cut, and first characters no cut follows', () => {
    expect(redact(`${TOKEN.slice(0, CUT_MIN_START - 1)}…`)).toBe(`${TOKEN.slice(0, CUT_MIN_START - 1)}…`);
    expect(redact(`${TOKEN.slice(2, 9)}…`)).toBe(`${TOKEN.slice(2, 9)}…`);
    expect(redact(`${TOKEN.slice(0, 6)} …`)).toBe(`${TOKEN.slice(0, 6)} …`);
    expect(mayHold(`{"a":"${TOKEN.slice(0, 6)} …"}`)).toBe(false);
    expect(mayHoldBytes(Buffer.from(`{"a":"${TOKEN.slice(0, 6)} …"}`))).toBe(false);
  });

  it('hides them where the cut, or they, show only once decoded: a percent-encoded cut, a mark before the cut or among them (attack8 I7)', () => {
    const percent = (text: string): string => [...Buffer.from(text)].map((byte) => `%${byte.toString(16)}`).join('');
    // (FIRST_RUN of them are hidden whatever follows: the next describe)
    for (let n = CUT_MIN_START; n < FIRST_RUN; n++) {
      const firsts = TOKEN.slice(0, n);
      const cases: [string, string][] = [
        [`x ${firsts}%E2%80%A6 y`, `x ${REDACTED}%E2%80%A6 y`],
        [`x ${firsts}\u0301… y`, `x ${REDACTED}… y`],
        [`x ${firsts.slice(0, 2)}\u0301${firsts.slice(2)}… y`, `x ${REDACTED}… y`],
        [`x ${percent(firsts)}… y`, `x ${REDACTED}… y`],
      ];
      for (const [written, redacted] of cases) {
        expect(redact(written), written).toBe(redacted);
        expect(mask(written), written).toBe(`x ${REDACTED} y`);
        expect(mayHold(`{"a":"${written}"}`), written).toBe(true);
        expect(mayHoldBytes(Buffer.from(`{"a":"${written}"}`)), written).toBe(true);
      }
    }
    expect(redactValue({ [`${TOKEN.slice(0, 7)}%e2%80%a6`]: [`é ${TOKEN.slice(0, 5)}\u0301…`] })).toEqual({
      [`${REDACTED}%e2%80%a6`]: [`é ${REDACTED}…`],
    });
  });

  it('takes three full stops for a cut only in a decoded form: as written they are text', () => {
    const written = `x ${TOKEN.slice(0, 6)}... y`;
    expect(redact(written)).toBe(written);
    expect(mask(written)).toBe(written);
    expect(mayHold(`{"a":"${written}"}`)).toBe(false);
    expect(mayHoldBytes(Buffer.from(`{"a":"${written}"}`))).toBe(false);
    // A text that decodes into itself (its `%` starts no escape) is judged as written.
    expect(mayHold(`{"a":"${written} 100%"}`)).toBe(false);
    expect(mayHoldBytes(Buffer.from(`{"a":"${written} 100%"}`))).toBe(false);
    // Decoded elsewhere, and only other first characters before the decoded cut: nothing of the token.
    expect(redact(`é ${TOKEN.slice(0, 3)}%E2%80%A6 ${TOKEN.slice(1, 8)}%E2%80%A6`)).toBe(
      `é ${TOKEN.slice(0, 3)}%E2%80%A6 ${TOKEN.slice(1, 8)}%E2%80%A6`,
    );
    expect(mayHold(`{"a":"${TOKEN.slice(0, 3)}%E2%80%A6"}`)).toBe(false);
  });

  it('has no first characters to hide for a token too short to have them', () => {
    const short = tokenRedactor('abcd');
    expect(short.redact('abc…')).toBe('abc…');
    expect(short.redact('abcd…')).toBe(`${REDACTED}…`);
    expect(short.mayHold('abc…')).toBe(false);
    expect(short.mayHold('{"a":"\\u0061bc…"}')).toBe(false);
    const five = tokenRedactor('abcde');
    expect(five.redact('xabcd…')).toBe(`x${REDACTED}…`);
    expect(five.mayHold('abcd…')).toBe(true);
    expect(five.mayHold('abcd …')).toBe(false);
    const three = tokenRedactor('abc');
    for (const text of ['x ab… y', 'x a… y', 'x ab\n… y'])
      for (const hide of [three.redact, three.mask]) expect(hide(text), text).toBe(text);
    expect(three.redact('x abc… y')).toBe(`x ${REDACTED}… y`);
    expect(three.mask('x ABC… y')).toBe(`x ${REDACTED}… y`);
  });
});

describe(`tokenRedactor, the token's first ${FIRST_RUN} characters, whatever follows them (attack9 J8)`, () => {
  const { redact, redactValue, mask, mayHold, mayHoldBytes } = tokenRedactor(TOKEN);
  const firsts = TOKEN.slice(0, FIRST_RUN);
  const percent = (text: string): string => [...Buffer.from(text)].map((byte) => `%${byte.toString(16)}`).join('');
  // Every cut attack9 lists, and a few more: what follows the first characters, as a JSON string's text.
  const cuts = [
    '...',
    '&#8230;',
    '&hellip;',
    '\\u2026',
    '\u22ef',
    '[…]',
    '\u00a0…',
    '\n…',
    '',
    ' (cut)',
    '\u200b…',
    '\u2025.',
    '\uff0e\uff0e\uff0e',
    '…',
    '%E2%80%A6',
  ];

  it('hides them before any cut, or none, in redact and in mask alike, and the checks on the raw answer see them', () => {
    for (const cut of cuts)
      for (const written of [firsts, firsts.toUpperCase(), firsts.toLowerCase()]) {
        const text = `x ${written}${cut} y`;
        // A cut that opens Markdown syntax ('[…]') is kept apart from the marker by a space (attack25 R1).
        const shown = `x ${REDACTED}${/^[([:]/.test(cut) ? ' ' : ''}${cut} y`;
        expect(redact(text), text).toBe(shown);
        expect(mask(text), text).toBe(shown);
        expect(redactValue({ [text]: [text] }), text).toEqual({ [shown]: [shown] });
        const raw = `{"a":${JSON.stringify(text)}}`;
        expect(mayHold(raw), text).toBe(true);
        for (let offset = 0; offset < 4; offset++) expect(mayHoldBytes(Buffer.from(`${' '.repeat(offset)}${raw}`)), text).toBe(true);
      }
    expect(redact(firsts)).toBe(REDACTED);
    // fewer of them, before a cut a reader sees through a line break or a zero-width space: mask as redact
    for (let n = CUT_MIN_START; n < FIRST_RUN; n++)
      for (const cut of ['\n…', '\r\n\u200b…']) {
        const text = `x ${TOKEN.slice(0, n)}${cut} y`;
        expect(redact(text), text).toBe(`x ${REDACTED}${cut} y`);
        expect(mask(text), text).toBe(redact(text));
      }
  });

  it('hides them where they show only once decoded, the rest kept as written', () => {
    const cases: [string, string][] = [
      [`x ${percent(firsts)}... y`, `x ${REDACTED}... y`],
      [`x ${firsts.slice(0, 5)}\u0301${firsts.slice(5)}&hellip; y`, `x ${REDACTED}&hellip; y`],
      [`é ${firsts.slice(0, 6)}%${firsts.charCodeAt(6).toString(16)}`, `é ${REDACTED}`],
    ];
    for (const [written, redacted] of cases) {
      expect(redact(written), written).toBe(redacted);
      expect(mask(written), written).not.toContain(firsts.slice(4, 6));
      expect(mayHold(`{"a":${JSON.stringify(written)}}`), written).toBe(true);
      expect(mayHoldBytes(Buffer.from(`{"a":${JSON.stringify(written)}}`)), written).toBe(true);
    }
  });

  it('keeps fewer of them, the public prefix, and other pieces of the token as they are', () => {
    for (const text of [
      `x ${TOKEN.slice(0, FIRST_RUN - 1)}... y`,
      `tokens start with ${TOKEN.slice(0, 4)}, as in ${TOKEN.slice(0, 4)}xxxxxxx`,
      `x ${TOKEN.slice(1, FIRST_RUN + 1)} y`,
      `x ${TOKEN.slice(0, FIRST_RUN - 1)}-${TOKEN.slice(FIRST_RUN - 1, FIRST_RUN + 1)} y`,
    ]) {
      expect(redact(text), text).toBe(text);
      expect(mask(text), text).toBe(text);
      expect(mayHold(`{"a":${JSON.stringify(text)}}`), text).toBe(false);
      expect(mayHoldBytes(Buffer.from(`{"a":${JSON.stringify(text)}}`)), text).toBe(false);
    }
  });

  it('hides a token of 8 characters by its first 7 too, and a token of 7 or fewer only whole', () => {
    expect(tokenRedactor('abcdefgh').redact('x abcdefg.')).toBe(`x ${REDACTED}.`);
    expect(tokenRedactor('abcdefg').redact('x abcdef.')).toBe('x abcdef.');
    expect(tokenRedactor('abcdefg').redact('x abcdefg.')).toBe(`x ${REDACTED}.`);
  });
});

describe('unescapeJson', () => {
  it('reads a quote, a backslash, a slash and \\u escapes as their characters, and drops the other escapes', () => {
    expect(unescapeJson('a\\"b\\\\c\\/d\\u0041\\u00e9')).toBe('a"b\\c/dAé');
    expect(unescapeJson('a\\nb\\rc\\td\\be\\ff\\x')).toBe('abcdef');
    expect(unescapeJson('\\\\u0041')).toBe('\\u0041');
    expect(unescapeJson('\\u00zz')).toBe('00zz');
  });

  it('lets the check see a run that escapes split', () => {
    const { mayHold, mayHoldBytes } = tokenRedactor(TOKEN);
    for (const sequence of ['\\n', '\\r', '\\t', '\\b', '\\f']) {
      const answer = `{"a":"${TOKEN.slice(0, 5)}${sequence}${TOKEN.slice(5, 10)}"}`;
      expect(mayHold(answer), sequence).toBe(true);
      expect(mayHoldBytes(Buffer.from(answer)), sequence).toBe(true);
    }
    const quoted = tokenRedactor('abcd"efgh');
    expect(quoted.mayHold('{"a":"abcd\\"efgh"}')).toBe(true);
    expect(quoted.mayHold('{"a":"abcd\\u0022efgh"}')).toBe(true);
    // A token that holds a quote, a backslash or a slash shows behind that escape only: its bytes are decoded then.
    for (const [token, answer] of [
      ['abcd"efgh', '{"a":"abcd\\"efgh"}'],
      ['abcd\\efgh', '{"a":"abcd\\\\efgh"}'],
      ['abcd/efgh', '{"a":"abcd\\/efgh"}'],
    ] as const) {
      expect(tokenRedactor(token).mayHoldBytes(Buffer.from(answer)), token).toBe(true);
      expect(tokenRedactor(token).mayHoldBytes(Buffer.from(answer.replace('abcd', 'abc').replace('efgh', 'efg'))), token).toBe(false);
    }
  });

  it('sees a run, or first characters before a cut, as written, where unescaping would break them', () => {
    // The token holds a backslash before a letter: unescapeJson drops `\n`, so only the text as written shows it.
    const { mayHold, mayHoldBytes } = tokenRedactor('ab\\ncdefghij');
    expect(mayHold('{"a":"x ab\\ncdefg y"}')).toBe(true);
    expect(mayHold('{"a":"x ab\\nc… y"}')).toBe(true);
    expect(mayHoldBytes(Buffer.from('{"a":"x ab\\ncdefg y"}'))).toBe(true);
    expect(mayHold('{"a":"x ab\\ncd y"}')).toBe(false);
  });
});

describe('someChunk', () => {
  const CHUNK = DECODE_CHUNK;
  const sizes = (text: string): number[] => {
    const seen: number[] = [];
    someChunk(Buffer.from(text), (chunk) => {
      seen.push(chunk.length);
      return false;
    });
    return seen;
  };

  it('cuts an answer where a JSON string starts or ends, at least 4 KiB apart', () => {
    expect(DECODE_CHUNK).toBe(4096);
    const pieces = `["${'a'.repeat(CHUNK)}","${'b'.repeat(CHUNK)}","c"]`;
    expect(sizes(pieces)).toEqual([CHUNK + 2, CHUNK + 3, 6]);
    expect(sizes('["a"]')).toEqual([5]);
    expect(sizes('')).toEqual([]);
  });

  it('never cuts at an escaped quote, and does after an escaped backslash', () => {
    const escaped = `["${'a'.repeat(CHUNK - 3)}\\"\\"x","y"]`;
    expect(sizes(escaped)).toEqual([CHUNK + 4, 6]);
    const backslash = `["${'a'.repeat(CHUNK - 4)}\\\\","y"]`;
    expect(sizes(backslash)).toEqual([CHUNK, 6]);
    const three = `["${'a'.repeat(CHUNK - 5)}\\\\\\"x","y"]`;
    expect(sizes(three)).toEqual([CHUNK + 2, 6]);
  });

  it('reads of a string past a chunk only the part that is kept: its first LONGEST_REDACTED characters (attack29 M1)', () => {
    const long = `["${'a'.repeat(CHUNK)}","${'\\u0100'.repeat(2 * LONGEST_REDACTED)}","b"]`;
    // The first string and its quotes, then up to the longest string's first LONGEST_REDACTED bytes, which are kept.
    expect(sizes(long)).toEqual([CHUNK + 2, CHUNK + LONGEST_REDACTED + 2, 6]);
  });

  it('stops at the first chunk the test holds for', () => {
    let calls = 0;
    expect(someChunk(Buffer.from(`["${'a'.repeat(CHUNK)}","b"]`), () => ++calls === 1)).toBe(true);
    expect(calls).toBe(1);
  });
});

describe('tokenRedactor, answers of any size', () => {
  const CHUNK = DECODE_CHUNK;

  it('reads no run past what a string keeps (attack29 M1)', () => {
    const { mayHoldBytes } = tokenRedactor(TOKEN);
    // A run past what is kept is not read: the string is cut before it (the check reads up to a chunk more).
    const past = (before: number) => `{"a":"${'\\u0100'.repeat(before)}${fullWidth(TOKEN)}"}`;
    expect(mayHoldBytes(Buffer.from(past((LONGEST_REDACTED + CHUNK) / 6 + 10)))).toBe(false);
    expect(mayHoldBytes(Buffer.from(past(LONGEST_REDACTED / 6 - 10)))).toBe(true);
  });

  it('finds a disguised run past the first chunks of an answer, and in a string longer than a chunk', () => {
    const { mayHoldBytes } = tokenRedactor(TOKEN);
    const answer = `{"a":"${'x'.repeat(3 * CHUNK)}","b":"é","c":"${fullWidth(TOKEN.slice(10, 18))}"}`;
    expect(mayHoldBytes(Buffer.from(answer))).toBe(true);
    expect(mayHoldBytes(Buffer.from(answer.replace(fullWidth(TOKEN.slice(10, 18)), fullWidth(TOKEN.slice(10, 17)))))).toBe(false);
  });

  it('never splits an answer at an escaped quote, where a token that holds one would be cut in two', () => {
    // Every run of this token holds its quote: in an answer, only the decoded (unescaped) text shows one.
    const token = 'abcd"efgh';
    const { mayHoldBytes } = tokenRedactor(token);
    for (const before of [0, 1, 2, 5]) {
      // The quote of `\"` lies at the first mebibyte's end, after one or more quotes that are escaped too.
      const escapedQuotes = '\\"'.repeat(before);
      const pad = CHUNK - 11 - 2 * before;
      const answer = `{"a":"${'x'.repeat(pad)}${escapedQuotes}abcd\\"efgh"}`;
      expect(answer.indexOf('"efgh')).toBe(CHUNK);
      expect(mayHoldBytes(Buffer.from(answer)), String(before)).toBe(true);
    }
    // After an escaped backslash, the quote ends the string: the answer may be split there.
    const { mayHoldBytes: plain } = tokenRedactor(TOKEN);
    expect(plain(Buffer.from(`{"a":"${'x'.repeat(CHUNK - 10)}\\\\","b":"${fullWidth(TOKEN.slice(0, 8))}"}`))).toBe(true);
    expect(plain(Buffer.from(`{"a":"${'x'.repeat(CHUNK + 10)}"}`))).toBe(false);
  });

  it('looks for a token that holds a % before the answer is percent-decoded too', () => {
    const token = 'ab%41cdefgh';
    const { mayHoldBytes, redact } = tokenRedactor(token);
    expect(mayHoldBytes(Buffer.from('{"a":"ab\\u002541cdefgh"}'))).toBe(true);
    expect(mayHoldBytes(Buffer.from('{"a":"abAcdefgh é"}'))).toBe(false);
    expect(redact('ab%41cdefgh')).toBe(REDACTED);
  });

  it('finds runs of a token the bytes cannot be searched for in every chunk', () => {
    const { mayHoldBytes } = tokenRedactor('ab c1');
    expect(mayHoldBytes(Buffer.from(`{"a":"${'x'.repeat(CHUNK + 5)}","b":"AB C1"}`))).toBe(true);
    expect(mayHoldBytes(Buffer.from(`{"a":"${'x'.repeat(CHUNK + 5)}","b":"AB C"}`))).toBe(false);
  });
});

describe('tokenRedactor, the check on bytes against redact', () => {
  const tokens = [TOKEN, 'sgp_sandbox_demo_4242', 'abcdefg', 'abc123', 'ab%41cd"efgh'];
  /** The token's piece, disguised as a server may send it. */
  const disguise = fc.constantFrom(
    (s: string) => s,
    (s: string) => s.toUpperCase(),
    fullWidth,
    percentEncoded,
    (s: string) => percentEncoded(percentEncoded(s)),
    (s: string) => [...s].join('\u200B'),
    (s: string) => [...s].join('\t'),
    (s: string) => `${s}…`,
  );

  it('says yes for every answer one of whose strings or keys redact changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tokens),
        fc.string({ maxLength: 20 }),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
        fc.nat(),
        fc.integer({ min: 1, max: 12 }),
        disguise,
        fc.boolean(),
        (token, before, after, from, size, how, asKey) => {
          const { redact, mayHold, mayHoldBytes } = tokenRedactor(token);
          const start = from % token.length;
          const value = before + how(token.slice(start, start + size)) + after;
          const answer = JSON.stringify(asKey ? { [value]: 1 } : { a: [value] });
          if (redact(value) !== value) {
            expect(mayHold(answer)).toBe(true);
            expect(mayHoldBytes(Buffer.from(answer))).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never leaves a run in a redacted value, as written or decoded, nor in a masked word', () => {
    /** Whether `text` holds a run of 8 of `token` (or all of a shorter one), in any case, as written or decoded. */
    const holdsRun = (token: string, text: string): boolean => {
      const length = Math.min(8, token.length);
      return [text, decodedForm(text)].some((form) => {
        for (let i = 0; i + length <= token.length; i++)
          if (form.toLowerCase().includes(token.slice(i, i + length).toLowerCase())) return true;
        return false;
      });
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...tokens),
        fc.string({ maxLength: 20 }),
        fc.nat(),
        fc.integer({ min: 8, max: 40 }),
        disguise,
        (token, text, from, size, how) => {
          const { redact, mask } = tokenRedactor(token);
          const start = from % token.length;
          const value = text + how(token.slice(start, start + size)) + text;
          expect(holdsRun(token, redact(value)), redact(value)).toBe(false);
          // Formatted text is masked word by word: a word is what lies between spaces (a tab among them) and
          // the characters formats are built of, which a token of letters and digits never holds.
          if (!token.includes('"')) for (const word of mask(value).split(/\s+/)) expect(holdsRun(token, word), word).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('secretsRedactor: several secrets, found in the text as given, then replaced at once', () => {
  const GITHUB = 'ghs_GitHubSecretTok3nAbcdef123456';
  const GITLAB = 'glpat-GitLabSecretTok3n12345';

  it('hides the whole of a secret another one shares a run with, whatever their order', () => {
    for (const secrets of [
      [GITHUB, GITLAB],
      [GITLAB, GITHUB],
    ]) {
      const { redact, mask, redactValue } = secretsRedactor(secrets);
      expect(redact(`a ${GITLAB} b ${GITHUB}`)).toBe(`a ${REDACTED} b ${REDACTED}`);
      expect(mask(`'${GITLAB}' and '${GITHUB}'`)).toBe(`'${REDACTED}' and '${REDACTED}'`);
      expect(redactValue({ [GITLAB]: [GITHUB] })).toEqual({ [REDACTED]: [REDACTED] });
    }
  });

  it('tells which answers may hold any of them, and redacts nothing with no secret', () => {
    const { mayHold, mayHoldBytes } = secretsRedactor([GITHUB, '', GITLAB, GITLAB]);
    expect(mayHold(`{"a":"${GITLAB.slice(0, 8)}"}`)).toBe(true);
    expect(mayHoldBytes(Buffer.from(`{"a":"${GITHUB.slice(-8)}"}`))).toBe(true);
    expect(mayHold('{"a":"GitLab"}')).toBe(false);
    expect(mayHoldBytes(Buffer.from('{"a":"GitLab"}'))).toBe(false);
    const none = secretsRedactor(['']);
    expect(none.redact(GITHUB)).toBe(GITHUB);
    expect(none.mayHold(GITHUB)).toBe(false);
  });

  it('hides a token whose first characters are written as they are and whose last ones are percent-encoded', () => {
    // A run as written, then 5 characters encoded: redacting the run first left those 5 for a reader to decode.
    const { redact, mask } = tokenRedactor(TOKEN);
    const value = `x/${TOKEN.slice(0, 12)}${percentEncoded(TOKEN.slice(12, 17))}/y`;
    expect(redact(value)).toBe(`x/${REDACTED}/y`);
    expect(mask(`see ${value} now`)).toBe(`see ${REDACTED} now`);
    // Decoding shows nothing more than the run as written: the text stays as it was written, line breaks kept.
    expect(redact(`a\n${TOKEN.slice(0, 12)}%20b`)).toBe(`a\n${REDACTED}%20b`);
    expect(mask(`a ${TOKEN.slice(0, 12)}%20b`)).toBe(`a ${REDACTED}%20b`);
  });

  it('never leaves a character of a whole secret, as written or with its end encoded, whatever the secrets share', () => {
    const piece = fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/);
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 2, maxLength: 5 }),
        fc.array(fc.array(fc.nat(), { minLength: 2, maxLength: 5 }), { minLength: 2, maxLength: 4 }),
        fc.nat(),
        fc.nat({ max: 7 }),
        (pieces, picks, which, encoded) => {
          // Secrets made of shared pieces (a run two secrets share, one that holds another, a prefix).
          const secrets = picks.map((pick) => pick.map((i) => pieces[i % pieces.length]).join('')).filter((secret) => secret.length >= 8);
          fc.pre(secrets.length > 0);
          const secret = secrets[which % secrets.length] as string;
          const cut = secret.length - Math.min(encoded, secret.length - 8);
          const { redact, mask } = secretsRedactor(secrets);
          for (const written of [secret, secret.slice(0, cut) + percentEncoded(secret.slice(cut))]) {
            expect(redact(` ${written} `)).toBe(` ${REDACTED} `);
            expect(mask(`' ${written} '`)).toBe(`' ${REDACTED} '`);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a run that shows only once decoded is redacted where it is written (attack7 H5)', () => {
  const { redact, redactValue } = tokenRedactor(TOKEN);
  /** The token with an accent after every seventh character: no run as written. */
  const accented = [...TOKEN].map((char, i) => (i % 7 === 6 ? `${char}\u0301` : char)).join('');

  it('keeps every other character of the value as written: accents, Japanese and Devanagari marks, compatibility forms', () => {
    // Before, the value came back in its decoded form: データ as テータ, हिन्दी as हनद, café as cafe.
    expect(redact(`src/データ/ガイド.ts: हिन्दी café key=${accented}`)).toBe(`src/データ/ガイド.ts: हिन्दी café key=${REDACTED}`);
    expect(redact(`ﬁle ① ㎏ ${fullWidth(TOKEN.slice(5, 20))}/naïve`)).toBe(`ﬁle ① ㎏ ${REDACTED}/naïve`);
    expect(redact(`é/${percentEncoded(TOKEN.slice(0, 12))}/é`)).toBe(`é/${REDACTED}/é`);
    // Percent-encoded UTF-8 is one piece, whatever the number of its bytes: データ written encoded stays so.
    expect(redact(`${percentEncoded('データ')}/${accented}`)).toBe(`${percentEncoded('データ')}/${REDACTED}`);
    expect(redactValue({ [`データ ${accented}`]: `हिन्दी ${fullWidth(TOKEN)}` })).toEqual({ [`データ ${REDACTED}`]: `हिन्दी ${REDACTED}` });
  });

  it('takes the marks drawn on the run’s last character with it, and leaves the dropped characters around it', () => {
    expect(redact(`a\u200B${fullWidth(TOKEN.slice(0, 8))}\u0301\u0302\u200Bb\u0301`)).toBe(`a\u200B${REDACTED}\u200Bb\u0301`);
    // A mark written percent-encoded after the run is a piece of its own, kept as written.
    expect(redact(`${fullWidth(TOKEN.slice(0, 8))}%CC%81 ü`)).toBe(`${REDACTED}%CC%81 ü`);
    // Two runs, each in a form of its own, with text between them kept.
    expect(redact(`${accented} ü ${fullWidth(TOKEN.slice(30, 40))}`)).toBe(`${REDACTED} ü ${REDACTED}`);
  });

  it('gives back the decoded form, redacted, when the value decodes across its pieces (two rounds of escapes, Hangul letters)', () => {
    // %2573 is %73 after one round and s after the next: the pieces %25, 7 and 3 decode to %73 each on their own.
    expect(redact(`ü ${percentEncoded(TOKEN.slice(0, 12)).replaceAll('%', '%25')}`)).toBe(`u ${REDACTED}`);
    // Conjoining jamo compose into one syllable only together.
    expect(redact(`\u1100\u1161 ${fullWidth(TOKEN.slice(0, 9))}`)).toBe(`\uac00 ${REDACTED}`);
    // Without a run, such a value is kept as written.
    expect(redact('\u1100\u1161 %2541 é')).toBe('\u1100\u1161 %2541 é');
  });

  it('for any text around a token in any decoded-only form: the text as written, the token as one [redacted]', () => {
    const piece = fc.constantFrom('データ', 'हिन्दी', 'café', 'e\u0301', '%41', 'ﬁ', '/', 'x', '…', '\u200B', '①', 'ü', '=');
    const text = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(''));
    const inserted = fc.constantFrom('\u0301', '\u200B', '\uFE0F', '%CC%81', '\u00AD');
    const form = fc.oneof(
      fc.constant(fullWidth(TOKEN)),
      fc
        .array(inserted, { minLength: TOKEN.length, maxLength: TOKEN.length })
        .map((marks) => [...TOKEN].map((char, i) => (i % 7 === 6 && i < TOKEN.length - 1 ? `${char}${marks[i]}` : char)).join('')),
    );
    fc.assert(
      fc.property(text, form, text, (before, token, after) => {
        expect(redact(`${before} ${token} ${after}`)).toBe(`${before} ${REDACTED} ${after}`);
      }),
    );
  });
});
