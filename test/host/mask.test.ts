// The one mask of what the gate writes: every secret the run knows, as api/redact.ts finds it, and every
// URL cut to its scheme, host and path; text masked where it stands, JSON string by string.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/api/redact.ts';
import { publicUrls } from '../../src/api/url-text.ts';
import { createMask, MIN_SECRET_LENGTH } from '../../src/host/mask.ts';

const API = 'sgp_Mask7Kq2Zx9Lm4Np8Rt6Vw3Yb1Cd5Fg0Hj2';
const GITLAB = 'glpat-Ab3dEf6hIj9kLm2nOp5q';

describe('createMask', () => {
  it('hides every secret it was given, each run of it, in any case, and cuts URLs, in text', () => {
    const mask = createMask();
    mask.add(API);
    mask.add(GITLAB);
    expect(mask.text(`a ${API} b ${GITLAB.toUpperCase()} c ${API.slice(9, 19)}`)).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED}`);
    expect(mask.text('see https://x.example/p?t=1 now')).toBe('see https://x.example/p now');
    expect(mask.text(`'${API.slice(0, 5)}…'`)).toBe(`'${REDACTED}…'`);
  });

  it('hides nothing before a secret is added, a secret shorter than 4 characters never, and each secret once', () => {
    const mask = createMask();
    expect(mask.text(`x ${API}`)).toBe(`x ${API}`);
    mask.add('abc');
    expect(MIN_SECRET_LENGTH).toBe(4);
    expect(mask.text('abc abcd')).toBe('abc abcd');
    mask.add('abcd');
    mask.add('abcd');
    expect(mask.text('x abcd y')).toBe(`x ${REDACTED} y`);
  });

  it('writes JSON string by string: values masked and URLs cut, the rest as JSON.stringify writes it', () => {
    const mask = createMask();
    mask.add(API);
    mask.add(GITLAB);
    const value = {
      list: [`${API}!`, 'https://github.com/a/b/blob/main/x.ts?sig=1#L4', null, true, 2.5, `${GITLAB.slice(2)}`],
      date: new Date('2026-11-25T00:00:00Z'),
      quote: 'a "quoted" \\ text',
      toJSON: 'a string, not a method',
    };
    expect(JSON.parse(mask.json(value))).toEqual({
      list: [`${REDACTED}!`, 'https://github.com/a/b/blob/main/x.ts#L4', null, true, 2.5, REDACTED],
      date: '2026-11-25T00:00:00.000Z',
      quote: 'a "quoted" \\ text',
      toJSON: 'a string, not a method',
    });
    expect(mask.json({ a: [1] }, 2)).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(mask.json(undefined)).toBe('null');
    // One secret of two: the file is masked for both.
    expect(JSON.parse(mask.json({ only: GITLAB }))).toEqual({ only: REDACTED });
  });

  it('writes the characters that reorder or break what a reader sees as their escapes: the same value (attack29 J2)', () => {
    const mask = createMask();
    mask.add(API);
    const value = { name: 'a\u202eb\u2066c\u2028d\u0085e\u007f', plain: 'é' };
    const written = mask.json(value);
    expect(written).toBe('{"name":"a\\u202eb\\u2066c\\u2028d\\u0085e\\u007f","plain":"é"}');
    expect(JSON.parse(written)).toEqual(value);
    // With a secret, the same.
    expect(mask.json({ name: `\u202e${API}` })).toBe('{"name":"\\u202e[redacted]"}');
  });

  it('writes a JSON value with no secret and no URL to cut exactly as JSON.stringify does, and cuts every other URL', () => {
    const mask = createMask();
    mask.add(API);
    const value = { url: 'https://github.com/a/b/blob/main/x.ts#L12-L14', n: [1, 2], s: 'plain' };
    expect(mask.json(value, 2)).toBe(JSON.stringify(value, null, 2));
    for (const [url, cut] of [
      ['https://h/a\u0001b?t=secret', 'https://h/a\u0001b'],
      ['http://u:p@h/x', 'http://h/x'],
      ['https://h/x#frag=1', 'https://h/x'],
      ['https://h/x#readme', 'https://h/x#readme'],
      ['https://h/x#L12x', 'https://h/x'],
      ['https://h/x#L1-L2y', 'https://h/x'],
      ['see http://h/x?q=1 and https://h/y#L3', 'see http://h/x and https://h/y#L3'],
    ]) {
      expect(JSON.parse(mask.json({ u: url }))).toEqual({ u: cut });
    }
  });
});

describe('createMask, JSON as it was written string by string', () => {
  // How mask.json wrote every value before it wrote most as JSON.stringify does: each string's URLs cut (these values hold no secret).
  const byString = (value: unknown, indent?: number): string =>
    JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? publicUrls(item) : item), indent) ?? 'null';
  const pieces = fc.constantFrom(
    'https://',
    'http://',
    'h',
    '/',
    ':',
    '?',
    '#',
    '#L4',
    '@',
    '"',
    '\\',
    '\n',
    '\u0001',
    '\ud800',
    ' ',
    'é',
    'x',
    "'",
    ')',
    '{',
    '|',
    ';',
    '\u00a0',
    'https:',
    '#readme',
  );
  const text = fc.array(pieces, { maxLength: 10 }).map((parts) => parts.join(''));
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(text, tie('node'), { maxKeys: 4 }),
    ),
  })).node;

  it('writes any value with no secret in it as string by string, with every URL of its values cut and none of its keys', () => {
    const mask = createMask();
    mask.add(API);
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 0, 2), (item, indent) => {
        expect(mask.json(item, indent)).toBe(byString(item, indent));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('createMask, secrets that share characters', () => {
  // Three secrets that share the run `SecretTok3n` (11 characters), as a run's tokens may.
  const GITHUB = 'ghs_GitHubSecretTok3nAbcdef123456';
  const GITLAB_SHARED = 'glpat-GitLabSecretTok3n12345';
  const CONFIG = 'ghp_ConfigTok3nSecretValue1234567890';
  const shared = (): ReturnType<typeof createMask> => {
    const mask = createMask();
    for (const secret of [GITHUB, CONFIG, GITLAB_SHARED]) mask.add(secret);
    return mask;
  };

  it('hides the whole of each one, whichever was added first, in text and in JSON', () => {
    for (const order of [
      [GITHUB, CONFIG, GITLAB_SHARED],
      [GITLAB_SHARED, CONFIG, GITHUB],
      [CONFIG, GITLAB_SHARED, GITHUB],
    ]) {
      const mask = createMask();
      for (const secret of order) mask.add(secret);
      for (const secret of [GITHUB, CONFIG, GITLAB_SHARED]) {
        expect(mask.text(`--exceptions-file is '${secret}'`)).toBe(`--exceptions-file is '${REDACTED}'`);
        expect(JSON.parse(mask.json({ v: `x ${secret} y` }))).toEqual({ v: `x ${REDACTED} y` });
      }
    }
  });

  it('hides a secret that holds another, and one that starts with another, whole', () => {
    const inner = 'Inner5ecretValue42';
    const outer = `ab${inner}cd`;
    const prefix = 'sgp_Pref1xValue9';
    const longer = `${prefix}Tail77x`;
    for (const order of [
      [inner, outer, prefix, longer],
      [longer, prefix, outer, inner],
    ]) {
      const mask = createMask();
      for (const secret of order) mask.add(secret);
      expect(mask.text(`1 ${outer} 2 ${inner} 3 ${longer} 4 ${prefix} 5`)).toBe(
        `1 ${REDACTED} 2 ${REDACTED} 3 ${REDACTED} 4 ${REDACTED} 5`,
      );
      expect(JSON.parse(mask.json([outer, longer]))).toEqual([REDACTED, REDACTED]);
    }
  });

  it('hides a secret whose end is percent-encoded after a run another secret shares', () => {
    const mask = shared();
    // GITLAB_SHARED's last 5 characters, encoded: the shared run as written is no longer enough to hide them.
    const encoded = `glpat-GitLabSecretTok3n${[...'12345'].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('')}`;
    expect(mask.text(`see ${encoded} now`)).toBe(`see ${REDACTED} now`);
    expect(JSON.parse(mask.json({ v: encoded }))).toEqual({ v: REDACTED });
  });

  it('hides the first characters of one secret before a cut that another secret runs into', () => {
    const mask = shared();
    expect(mask.text(`'xyzSecretTok3nAbcdef123456 ${GITLAB_SHARED.slice(0, 6)}…'`)).toBe(`'xyz${REDACTED} ${REDACTED}…'`);
  });
});

describe('the marker of a word redacted whole (attack25 R1)', () => {
  it("is kept apart from a '(', '[' or ':' after it by a space, so it opens no Markdown link, reference or definition", () => {
    const mask = createMask();
    mask.add('glpat-Zq81xYvB2nK9aa77PQrs');
    expect(mask.text('see glpat-%E2%80%A6(//evil.example/phish) for')).toBe('see [redacted] (//evil.example/phish) for');
    expect(mask.text('a glpat-\u0301…[x] b')).toBe('a [redacted] [x] b');
    expect(mask.text('glpat-Zq81xYvB2nK9aa77PQrs: //elsewhere')).toBe('[redacted] : //elsewhere');
    expect(mask.text('ok glpat-Zq81xYvB2nK9aa77PQrs(x) and glpat-Zq81xYvB2nK9aa77PQrs.')).toBe('ok [redacted] (x) and [redacted].');
  });
});
