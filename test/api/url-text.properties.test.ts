// The URL cutter's fast path (api/url-text.ts MAY_CUT): a text it returns unsearched is one the full cut
// (urlCuts) leaves as it is. The full cut of `s` is read off `'@ ' + s`: the `@` defeats the fast path, and
// it and the space stand before every URL of `s`, where they change none (a URL's parts are found forward
// of its start; a bare `//` after a space starts a URL as one at the text's start does).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepsUrls, publicUrls } from '../../src/api/url-text.ts';

const fullCut = (text: string): string => publicUrls(`@ ${text}`).slice(2);

/** Pieces of URLs and of what stands around them, with every character the cut reads. */
const ANY = [
  'https:',
  'http:',
  'HTTPS:',
  'ftp:',
  'wss:',
  'ssh://',
  'git+https://',
  '//',
  '/',
  '\\',
  ':',
  '@',
  '?',
  '#',
  '#L12',
  '#L1-L2',
  '#readme',
  '=',
  '&',
  'u',
  'pw',
  'h',
  'x.tgz',
  '1',
  '80',
  '8080',
  ' ',
  '"',
  "'",
  ',',
  '.',
  ';',
  ')',
  '(',
  '<',
  '|',
  '\n',
  '\t',
  '\r',
  '＠',
  '：',
  '／',
  '？',
  '\u200b',
  '%40',
  '-',
  '[',
  ']',
  'L',
  'a.b',
  '~',
];
/**
 * The same without a user info, query or fragment: only `://`, a port's digits before a `/`, and no `@`, `?` or `#` (the
 * fast path returns them unsearched, but a port or a range of lines, which it reads in full).
 */
const QUIET = [
  'https://',
  'http://',
  'https:/',
  'ftp://',
  'ssh://',
  'git+https://',
  '//',
  '/',
  'h',
  'registry.npmjs.org',
  ':80/',
  ':8080/',
  'x.tgz',
  '-',
  '1',
  ' ',
  '"',
  ',',
  '.',
  ';',
  ')',
  '(',
  '=',
  '&',
  'L',
  '~',
  "'",
  '<',
  '|',
  '[',
  ']',
];

const texts = (pieces: string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((parts) => parts.join(''));

describe('publicUrls and keepsUrls: the fast path answers as the full cut does', () => {
  it('on texts with any piece of a URL', () => {
    fc.assert(
      fc.property(texts(ANY), (text) => {
        expect(publicUrls(text)).toBe(fullCut(text));
        expect(keepsUrls(text)).toBe(fullCut(text) === text);
      }),
      { numRuns: 20_000 },
    );
  });

  it('on URLs without a user info, query or fragment, a line anchor or a port at the end (most returned unsearched)', () => {
    fc.assert(
      fc.property(texts(QUIET), fc.constantFrom('', '#L12', '#L3-L9', ':443'), (text, end) => {
        const whole = text + end;
        expect(fullCut(whole)).toBe(whole);
        expect(publicUrls(whole)).toBe(whole);
        expect(keepsUrls(whole)).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ['https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz', true],
    ['https://github.com/acme/api/blob/0123abc/package-lock.json#L42', true],
    ['https://h:8080/x', true],
    ['https://deploy:pa/ss', false],
    ['https://u:pw@h/x', false],
    ['https://h/x?t=1', false],
    ['https://h/x#t0k3n', false],
    ['https://h/x#L12 and more', true],
    // An `L` that starts no line number is no line anchor: a fragment to cut (`#Lx`, and after a range's hyphen).
    ['https://h/x#Lx', false],
    ['https://h/x#L1-Lx', false],
    ['https:\\\\u:pw\\h', false],
  ])('%s is kept whole: %s', (url, kept) => {
    expect(keepsUrls(url)).toBe(kept);
    expect(publicUrls(url) === url).toBe(kept);
    expect(fullCut(url)).toBe(publicUrls(url));
  });
});

// What the fast path's tests and the view must not miss (each a mutant of api/url-text.ts that answered otherwise).
describe('publicUrls: texts only one reading finds the URL of', () => {
  it.each([
    // No printable ASCII at all: a URL in fullwidth characters, which NFKC reads as `https://u@h`.
    ['ｈｔｔｐｓ：／／ｕ＠ｈ', 'ｈｔｔｐｓ：／／ｈ'],
    // No two characters but slashes: a bare `//` and an `@`.
    ['//@', '//'],
    // A special scheme without slashes.
    ['http:u@h', 'http:h'],
    ['ws:u@h', 'ws:h'],
    // U+0080 (a control that is not ASCII) is no break: it stays in the authority, which is then no host and port.
    ['https://h\u0080:x/', 'https:///'],
    // A fullwidth `#` that a break ends the URL before: nothing is cut, the `＃` (read as `#`) kept.
    ['https://h/x\n＃y', 'https://h/x\n＃y'],
  ])('%s is written as %s', (text, shown) => {
    expect(publicUrls(text)).toBe(shown);
    expect(keepsUrls(text)).toBe(shown === text);
  });
});
