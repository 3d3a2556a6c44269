// The URL rule of what the gate writes: scheme, host and path, and a line anchor; never a user name,
// password, query or other fragment (a token pasted as ?t=… must not reach an artifact).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBaseUrl, isLoopback, normalBaseUrl, parseBaseUrl } from '../../src/api/base-url.ts';
import { keepsUrls, publicUrl, publicUrls } from '../../src/api/url-text.ts';

describe('publicUrl', () => {
  it.each([
    ['https://semgrep.dev/?t=sgp_secret', 'https://semgrep.dev/'],
    ['https://semgrep.dev/api?a=1#frag', 'https://semgrep.dev/api#frag'],
    ['https://github.com/findings-gate/findings-gate#readme', 'https://github.com/findings-gate/findings-gate#readme'],
    ['https://h/docs/errors.md#exit-codes', 'https://h/docs/errors.md#exit-codes'],
    ['https://h/a#t=abc', 'https://h/a'],
    ['https://h/a#Secret', 'https://h/a'],
    ['https://h/a#-x', 'https://h/a'],
    ['https://user:pw@github.com/acme/api', 'https://github.com/acme/api'],
    ['https://a@b@host.example/x@y?z', 'https://host.example/x@y'],
    ['https://user@host.example', 'https://host.example'],
    ['https://github.com/acme/api/blob/main/a.ts#L12', 'https://github.com/acme/api/blob/main/a.ts#L12'],
    ['https://github.com/acme/api/blob/main/a.ts?x=1#L12-L14', 'https://github.com/acme/api/blob/main/a.ts#L12-L14'],
    ['https://github.com/acme/api/pull/7#issuecomment-1', 'https://github.com/acme/api/pull/7'],
    ['https://h/a#L12x', 'https://h/a'],
    ['https://h/a#xL12', 'https://h/a'],
    ['https://h/a#top?L1', 'https://h/a'],
    ['not a url ?t=x', 'not a url '],
    ['//user@host/p', '//host/p'],
    ['https://host.example/path', 'https://host.example/path'],
  ])('%s is written as %s', (raw, shown) => {
    expect(publicUrl(raw)).toBe(shown);
  });
});

describe('publicUrls', () => {
  it('cuts every http and https URL in text, and leaves the text around it', () => {
    expect(publicUrls('see https://h/a?t=1, then HTTP://u:p@h/b#x9 and (https://h/c?d) "https://h/e?f" <https://h/g?x>')).toBe(
      'see https://h/a then HTTP://h/b and (https://h/c "https://h/e <https://h/g',
    );
    expect(publicUrls('[a](https://h/x) | https://h/z#L3 | [b](https://h/y#L4)')).toBe(
      '[a](https://h/x) | https://h/z#L3 | [b](https://h/y#L4)',
    );
    // A mailto: has no authority: nothing in it is a user name or a query a browser would send.
    expect(publicUrls('ftp://u:p@h/x?y and mailto:a@b?c')).toBe('ftp://h/x and mailto:a@b?c');
  });

  // attack18 U4: the URL ended at a quote, a bracket, a pipe or `<`, before the @ or inside the query.
  it.each([
    ['https://deploy:p(PWPAREN)@ci.example/a', 'https://ci.example/a'],
    ["https://deploy:pa'PWQUOTE@ci.example/a", 'https://ci.example/a'],
    ['https://deploy:pa|PW"<>`{}[]\\@ci.example/a', 'https://ci.example/a'],
    ['https://u:PW\u00a0NBSP@ci.example/a', 'https://ci.example/a'],
    ['https://ci.example/a?token={QBRACE} next', 'https://ci.example/a next'],
    ['https://ci.example/a?x=1|PW7 and https://ci.example/b?k=<PW8>', 'https://ci.example/a and https://ci.example/b'],
    ['[x](https://h/a?q=(1)) | y', '[x](https://h/a | y'],
    ['HTTPS://USER:PW@CI.EXAMPLE/A', 'HTTPS://CI.EXAMPLE/A'],
    ['git+https://u:PW@h/a', 'git+https://h/a'],
    ['https://a@b@host.example/x@y?z', 'https://host.example/x@y'],
    ['https://u:PW@[::1]:8/a and https://[::1]:8/b', 'https://[::1]:8/a and https://[::1]:8/b'],
  ])('%s is written as %s', (raw, shown) => {
    expect(publicUrls(raw)).toBe(shown);
    expect(keepsUrls(raw)).toBe(false);
  });

  // A password holding `/`, `?` or `#` ends the authority there (RFC 3986, and a browser): what is before it is no host and
  // port, and is cut whole, and so is what is after it up to the first `@` (the rest of the password), if one stands before the
  // URL's end; a query or fragment is cut anyway. A `%40` is no `@`: the same.
  it.each([
    ['https://deploy:SEC/RET@h/a', 'https://h/a'],
    ['https://deploy:SEC?RET@h/a', 'https://'],
    ['https://deploy:SEC#RET@h/a', 'https://'],
    ['https://user:PW%40ci.example/a', 'https:///a'],
    ['https://h:8080/a and https://h:/b and https://[::1]:9/c', 'https://h:8080/a and https://h:/b and https://[::1]:9/c'],
    ['https://h:80x/a', 'https:///a'],
    ['https://deploy:SE/C/RET@h/a?q=1', 'https://h/a'],
    ['x https://deploy:SEC/RET/h/a y@z', 'x https:///RET/h/a y@z'],
    ['https://u:x/a?b@c', 'https:///a'],
    ['https://u:x/a#b@c d@e', 'https:///a d@e'],
    ['https://u:x/a\nhttps://b@c', 'https:///a\nhttps://c'],
  ])('the authority of %s, no host and port, is cut: %s', (raw, shown) => {
    expect(publicUrls(raw)).toBe(shown);
  });

  // A space ends a URL, but a browser reads `https://u:PW SECRET@h` as one (the space is percent-encoded in the password):
  // after an authority that is no host and port, the word that follows the URL is cut up to its `@`, if it holds one.
  it.each([
    ['x https://u:PW SECRET@h/a y', 'x https://h/a y'],
    ['x https://u:PW SE\tCRET@h/a?t=Q y', 'x https://\th/a y'],
    ['x https://u:PW SECRET@h/a#t=Q y', 'x https://h/a y'],
    ['x https://u:PW SE\nCRET@h/a', 'x https://\nh/a'],
    ['"https://u:PW SECRET@h/a"', '"https://h/a"'],
  ])('the password of %j, split by a space, is cut: %j', (raw, shown) => {
    expect(publicUrls(raw)).toBe(shown);
    expect(publicUrl(raw.trim())).not.toContain('SE');
  });

  // Only there: a host and port, or a word without `@` right after the URL, leave the text as it was.
  it.each([
    ['https://h:8080 bob@x.com', 'https://h:8080 bob@x.com'],
    ['https://h/a bob@x.com', 'https://h/a bob@x.com'],
    ['https://u:x and bob@x.com', 'https:// and bob@x.com'],
    ['//u:x bob@x.com', '//u:x bob@x.com'],
    ['https://u:x?q bob@x.com', 'https:// bob@x.com'],
  ])('%j is written as %j', (raw, shown) => {
    expect(publicUrls(raw)).toBe(shown);
  });

  // A browser reads `http:\\h`, `https:/\h`, `https:/h` and `https:h` as `https://h`: so does the cut.
  it.each([
    ['http:\\\\user:PW@host/a', 'http:\\\\host/a'],
    ['https:/\\user:PW@host/a', 'https:/\\host/a'],
    ['https:\\/user:PW@host/a?q=1', 'https:\\/host/a'],
    ['https:/user:PW@host/a', 'https:/host/a'],
    ['https:user:PW@host/a', 'https:host/a'],
    ['https:////user:PW@host/a', 'https:////host/a'],
  ])('the backslash and slash form %s is written as %s', (raw, shown) => {
    expect(publicUrls(raw)).toBe(shown);
  });

  // attack18 U6: a URL in another URL's path or query (a repository named after a URL) is cut where it stands.
  it.each([
    ['](https://github.com/acme/https://u:PWPROJ1@ci.example/x#L36)', '](https://github.com/acme/https://ci.example/x#L36)'],
    ["acme/https://u:p'PWPROJ3@ci.example/x: ece724f", 'acme/https://ci.example/x: ece724f'],
    ['https://h/a/https://u:PW@i/b?q=QPROJ1#L3)', 'https://h/a/https://i/b#L3)'],
    ['https://h/a?next=https://u:PW@i/b', 'https://h/a'],
    ['https://h/https://h/https://u:PW@i/https:\\\\v:PW2@j/x', 'https://h/https://h/https://i/https:\\\\j/x'],
  ])('the inner URL of %s is cut: %s', (raw, shown) => {
    expect(publicUrls(raw)).toBe(shown);
  });

  it("keeps a host and port followed by a sentence's punctuation, and cuts an authority that holds more", () => {
    expect(publicUrls('another origin than http://127.0.0.1:8080, and the token')).toBe(
      'another origin than http://127.0.0.1:8080, and the token',
    );
    expect(publicUrls('at https://h:443). Then')).toBe('at https://h:443). Then');
    expect(publicUrls('https://u:12,pw/x and https://u:12.x')).toBe('https:///x and https://');
  });

  it('keeps a line or heading anchor where a format closes the URL after it, and cuts one that goes on', () => {
    expect(publicUrls('<failure message="https://h/a#L5">https://h/b#readme</failure>')).toBe(
      '<failure message="https://h/a#L5">https://h/b#readme</failure>',
    );
    expect(publicUrls('sourcepath=src/https://h/a#readme;linenumber=3]x, https://h/c#L1, https://h/d#L1x')).toBe(
      'sourcepath=src/https://h/a#readme;linenumber=3]x, https://h/c#L1, https://h/d',
    );
  });

  // Each part is found by a pointer that only moves forward: 1 MB of the worst texts found for the old reading take a few
  // hundred milliseconds at most (no timing is asserted; a quadratic reading would take minutes).
  it('cuts a megabyte of URLs inside URLs, each a start of the next', () => {
    // FINDINGS_GATE_URL_UNITS sets another number of units (a mutation run's, where each mutant pays for the megabyte).
    const n = Number(process.env.FINDINGS_GATE_URL_UNITS ?? 110_000);
    for (const [unit, cut] of [
      ['https://@', 'https://'.repeat(n)],
      ['https:\\\\@', 'https:\\\\'],
      ['https://h?', 'https://h'],
      ['https://h/a#L1)', 'https://h/a#L1)'.repeat(n)],
      ['https://h/a#L1x ', 'https://h/a '.repeat(n)],
      ['https://u:p@h/ ', 'https://h/ '.repeat(n)],
      ['https://u@\n', 'https://\n'.repeat(n)],
      ['//@\t', '//\t'.repeat(n)],
      ['a://?\n', 'a://\n'.repeat(n)],
      ['https://h/#\n=', `https://h/${'\n'.repeat(n)}`],
      ['\u200bhttps：／／@', '\u200bhttps：／／'.repeat(n)],
      ['https://u:x ', 'https:// '.repeat(n)],
      ['https://u:x a@', 'https://'.repeat(n)],
      ['https://u:x/a@ ', 'https:// '.repeat(n)],
    ] as const) {
      const text = unit.repeat(n);
      // Compared as a boolean: a diff of two megabytes would take longer than the cut.
      expect(publicUrls(text) === cut, unit).toBe(true);
      expect(keepsUrls(text)).toBe(cut === text);
    }
  });
});

// attack20 U7: a browser drops a tab, LF or CR wherever it stands in a URL (WHATWG), so a password or a query split by
// one is still the password or the query; the cut reads the URL as the browser does, and keeps the breaks themselves.
describe('publicUrls, a URL a tab, a newline or a CR splits', () => {
  it.each([
    ['x https:\t//deploy:PWSECRET@h/a', 'x https:\t//h/a'],
    ['x ht\ttps://deploy:PWSECRET@h/a', 'x ht\ttps://h/a'],
    ['x https://deploy:PW\tSECRET@h/a', 'x https://\th/a'],
    ['x https://deploy:PW\nSECRET@h/a', 'x https://\nh/a'],
    ['x https://deploy:PW\r\nSECRET@h/a y', 'x https://\r\nh/a y'],
    ['x https://de\nploy:PW\tSEC\nRET@h/a', 'x https://\n\t\nh/a'],
    ['x https://h/a?\ttoken=PWSECRET', 'x https://h/a\t'],
    ['x https://h/a\t?token=PWSECRET', 'x https://h/a\t'],
    ['x https://h/a?token=PW\nSECRET next', 'x https://h/a\n next'],
    ['x https://h/a\n/b?t=PW\nSE\tCRET', 'x https://h/a\n/b\n\t'],
    ['x https://h\n:8\n0/a?t=S\n#L1 y', 'x https://h\n:8\n0/a\n#L1 y'],
    ['x https://h/a#access\n_token=SECRET', 'x https://h/a\n'],
    ['x https://h/a#L12\nt=SECRET', 'x https://h/a\n'],
    ['x https://h/a\n#t=SECRET y', 'x https://h/a\n y'],
    ['x https://h:80\nu@v y', 'x https://\nv y'],
    ['x https://u:PW\vSE\fCRET@h/a', 'x https://\v\fh/a'],
  ])('%j is written as %j', (raw, shown) => {
    expect(publicUrls(raw)).toBe(shown);
    expect(keepsUrls(raw)).toBe(false);
  });

  // A break after which nothing a browser would cut can follow ends the URL: the next line is text.
  it.each([
    'see https://semgrep.dev/x\nnext line',
    '[a](https://h/x)\n## Next\n- [b](https://h/y#L3)\n- c',
    'https://h/a#L12\nnext line',
    'https://github.com/acme/api/blob/main/a.ts#readme\r\n  at a.ts:12',
    'https://h:8080\nnext: 1',
    'https://h:8080\n/a and https://h\n\t#3 fixed',
    'https://h/x\nfoo=bar and https://h:80\nk=v',
    'https://\nfoo',
  ])('%j stays as it is', (text) => {
    expect(publicUrls(text)).toBe(text);
    expect(keepsUrls(text)).toBe(true);
  });

  it('takes the first word of the next line with a query at a line end: a browser reads it as part of the query', () => {
    expect(publicUrls('see https://h/a?q=1\nnext line\nand more')).toBe('see https://h/a\n line\nand more');
    expect(publicUrls('see https://h/a#Frag\nnext line')).toBe('see https://h/a\nnext line');
    // But another URL at the next line's start is a URL of its own: a list of URLs, one a line.
    expect(publicUrls('https://h/a?q=1\nhttps://h/b?r=2\r\nHTTP://u:p@h/c\n//u@h/d?s x')).toBe(
      'https://h/a\nhttps://h/b\r\nHTTP://h/c\n//h/d x',
    );
    // A user name or password split before what reads as a scheme: `ws:` after a letter is none, `http:` is a URL of its own.
    expect(publicUrls('https://a\tws:PW@h and https://u:p\nhttp:PW@h')).toBe('https://\th and https://\nhttp:h');
  });

  // For random breaks (tab, LF, CR, and a zero-width space) anywhere in a URL with a user name, a password and a query, in
  // text of several lines: no three characters of the password or of the query's value show. The password is of capital
  // letters and the value of digits, which nothing else in the text holds, so that no three of them can meet by chance.
  it('never shows a piece of a password or a query value, wherever breaks split the URL', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    const secret = (alphabet: string) => fc.string({ unit: fc.constantFrom(...alphabet), minLength: 3, maxLength: 16 });
    const breaks = fc.array(fc.tuple(fc.nat(), fc.constantFrom('\t', '\n', '\r', '\r\n', '\n\n', '\u200b')), { maxLength: 6 });
    const scheme = fc.constantFrom('https://', 'http:/', 'http:\\\\', 'ftp://', 'ssh://', 'git+ssh://', ' //', 'https：／／');
    fc.assert(
      fc.property(
        word,
        scheme,
        word,
        secret('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        word,
        word,
        secret('0123456789'),
        breaks,
        word,
        (before, scheme, user, password, host, name, value, splits, after) => {
          let url = `${scheme}${user}:${password}@${host}.example/${name}?${name}=${value}`;
          for (const [at, split] of splits) {
            const i = at % (url.length + 1);
            url = url.slice(0, i) + split + url.slice(i);
          }
          const shown = publicUrls(`${before}\n${before} ${url} ${after}\n${after}`);
          for (const piece of [password, value]) {
            for (let i = 0; i + 3 <= piece.length; i++) expect(shown).not.toContain(piece.slice(i, i + 3));
          }
          // Each break stays: the text keeps its lines.
          const text = `${before}\n${before} ${url} ${after}\n${after}`;
          for (const split of ['\t', '\n', '\r']) expect(shown.split(split).length).toBe(text.split(split).length);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

// The spellings of a URL beyond http and https (attack18's list): another scheme's `://`, a bare `//` where it plainly
// starts an authority, and the characters a reader drops or folds inside `://`.
describe('publicUrls, other schemes and spellings', () => {
  it.each([
    ['ftp://u:PW@h/x?t=Q', 'ftp://h/x'],
    ['FTP:\\u:PW@h/x', 'FTP:\\h/x'],
    ['ssh://git:PW@h:22/x', 'ssh://h:22/x'],
    ['git+ssh://u:PW@h/x.git', 'git+ssh://h/x.git'],
    ['svn+ssh://u:PW@h/r', 'svn+ssh://h/r'],
    ['jdbc:postgresql://u:PW@h:5432/db?password=Q', 'jdbc:postgresql://h:5432/db'],
    ['redis://:PW@h:6379', 'redis://h:6379'],
    ['wss://u:PW@h/s and ws:u:PW@h', 'wss://h/s and ws:h'],
    ['s3.x-y+z://u:PW@h', 's3.x-y+z://h'],
    ['//u:PW@h/x', '//h/x'],
    ['see //u:PW@h/x, "//u:PW@h" (//u:PW@h) href=//u:PW@h \\\\u:PW@h', 'see //h/x, "//h" (//h) href=//h \\\\h'],
    ["'//h/x?t=Q'", "'//h/x"],
    ['x\n//u:PW@h', 'x\n//h'],
    ['https：／／u:PW@h/x', 'https：／／h/x'],
    ['ｈｔｔｐｓ://u:PW@h/x？t=Q', 'ｈｔｔｐｓ://h/x'],
    ['https:/\u200b/u:PW@h/x', 'https:/\u200b/h/x'],
    ['ht\u00adtps://u:PW@h', 'ht\u00adtps://h'],
    ['https://u:PW\u200b@h', 'https://h'],
    ['https://u:PW＠h/x', 'https://h/x'],
    ['https://u:PW\ufe6bh/x', 'https://h/x'],
    ['h\tttps:u:PW@h', 'h\tttps:h'],
    ['/\n/u:PW@h', '/\n/h'],
    ['é http:u:PW@h', 'é http:h'],
    // Read though nothing but the scheme's colon or a break marks them (no `//`, all ASCII): the shortcut reads them.
    ['x http:u:PW@h/a', 'x http:h/a'],
    ['ws:u:PW@h', 'ws:h'],
    ['ht\vtp:u:PW@h', 'ht\vtp:h'],
    ['//@/?', '///'],
    ['ｈｔｔｐｓ：／／ｕ：ＰＷ＠ｈ', 'ｈｔｔｐｓ：／／ｈ'],
    // `⁉` reads as `!?`: a query that starts inside what one character reads as takes the whole character.
    ['https://h/a\u2049t=1 x', 'https://h/a x'],
  ])('%j is written as %j', (raw, shown) => {
    expect(publicUrls(raw)).toBe(shown);
    expect(keepsUrls(raw)).toBe(false);
  });

  // A `//` inside a word or a path, after a colon of no scheme, or after `://`'s own colon, is no start; a bare `//` cuts
  // only a user info, a query and a fragment (`//nolint:gosec` is a comment, not a host and a port).
  it.each([
    'a//u:PW@h',
    'path/to//u@h',
    '//nolint:gosec and // TODO: x',
    'C:\\Users\\me',
    '_://u@h',
    'news:bob@x and views:?a',
    'mailto:a@b?subject=x',
    'ｈｔｔｐｓ　u@h',
    'x ℀ y',
  ])('%j stays as it is', (text) => {
    expect(publicUrls(text)).toBe(text);
    expect(keepsUrls(text)).toBe(true);
  });

  it('keeps what it does not cut as written: folded and hidden characters outside a cut stay', () => {
    expect(publicUrls('\u200bｈｔｔｐｓ：／／ｈ／ａ\u200b？ｔ=1 ℀ https://u:p@h ﬁ')).toBe(
      '\u200bｈｔｔｐｓ：／／ｈ／ａ\u200b ℀ https://h ﬁ',
    );
    expect(publicUrls('https://h/a\u200b?\u200bt=1\u200b y')).toBe('https://h/a\u200b\u200b y');
    expect(publicUrls('https://h/a?t=℀b c')).toBe('https://h/a c');
  });
});

describe('publicUrl, the edges of the text', () => {
  it.each([
    ['#L12', '#L12'],
    ['#top', '#top'],
    ['#top9', ''],
    ['?t=1', ''],
    ['a@b', 'a@b'],
    ['mailto:a@b?subject=x', 'mailto:a@b'],
    ['//@h/p', '//h/p'],
    ['https://h', 'https://h'],
    ['https://@h', 'https://h'],
    ['x https://u@h/p', 'x https://h/p'],
  ])('%s is written as %s', (raw, shown) => {
    expect(publicUrl(raw)).toBe(shown);
  });
});

describe('publicUrl and publicUrls, against the reading of every URL', () => {
  // publicUrl's rule for one URL as written before its shortcut (a URL with nothing to cut).
  const ANCHOR = /^[^#]*(#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7}))$/;
  const read = (raw: string): string => {
    const anchor = ANCHOR.exec(raw)?.[1] ?? '';
    const address = raw.split(/[?#]/, 1)[0] as string;
    const start = address.indexOf('//');
    if (start < 0) return address + anchor;
    const user = (address.slice(start + 2).split('/')[0] as string).lastIndexOf('@');
    return `${address.slice(0, start + 2)}${address.slice(start + 3 + user)}${anchor}`;
  };
  // publicUrls's rule read plainly, character by character, at every index, without its pointers. The view first: tab, LF,
  // VT, FF and CR dropped (a break where they stood), default-ignorable characters dropped, every other character as NFKC
  // has it unless that holds a space or a quote; each character of the view knows the characters of the text it comes from.
  const viewOf = (text: string) => {
    const view: { c: string; from: number; to: number }[] = [];
    const breaks = new Set<number>();
    const hidden: { at: number; before: number }[] = [];
    let i = 0;
    for (const c of text) {
      const read = c.normalize('NFKC');
      if (/^[\t\n\v\f\r]$/.test(c)) breaks.add(view.length);
      else if (/^\p{Default_Ignorable_Code_Point}$/u.test(c)) hidden.push({ at: i, before: view.length });
      else if (read === c || /[\s"]/.test(read))
        for (let k = 0; k < c.length; k++) view.push({ c: c[k] as string, from: i + k, to: i + k + 1 });
      else for (const unit of read.split('')) view.push({ c: unit, from: i, to: i + c.length });
      i += c.length;
    }
    return { view, breaks, hidden, v: view.map(({ c }) => c).join('') };
  };
  // Then, in the view: a URL starts at every http: or https: and the `/` and `\` after it, at ftp:, ws: and wss: after no
  // letter or digit, at any other scheme's `://`, at a bare `//` or `\\` first or after whitespace, a break, a quote, `(`
  // or `=`. It ends at a space, or at a break outside its query after which, up to that space, stands no `@`, no `?` and no
  // `=` after its `#`. Its authority ends at `/`, `?` or `#`; what its user info, query and fragment hold is dropped, but a
  // line or heading anchor followed by the URL's end or a closer. In the text: what any dropped character of the view comes
  // from, a hidden character between two dropped ones; never a break.
  const KEPT_ANCHOR = /^#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7})(?=[ )\]}>"'`|<;,]|$)/;
  // Read as a regular expression reads from the left: a start found is not read again from inside it.
  const START = /(?:https?|(?<![a-z0-9])(?:ftp|wss?)):[/\\]*|[a-z0-9+.-]:\/\/|[/\\]{2,}/iy;
  const urlEnd = (v: string, breaks: Set<number>, starts: Set<number>, host: number, hard: number, query: number): number => {
    const hash = v.indexOf('#', host);
    for (let j = host; j < hard; j++) {
      if (!breaks.has(j)) continue;
      if (starts.has(j)) return j;
      const inQuery = v[query] === '?' && query < j && !v.slice(query, j).includes('#');
      const rest = v.slice(j, hard);
      const marked = /[@?]/.test(rest) || (hash >= 0 && hash < hard && v.slice(Math.max(j, hash), hard).includes('='));
      if (!inQuery && !marked) return j;
    }
    return hard;
  };
  // Where the reading from the left finds a start with a scheme (not a bare `//`).
  const startsOf = (v: string): Set<number> => {
    const starts = new Set<number>();
    for (let i = 0; i < v.length; i++) {
      START.lastIndex = i;
      const start = START.exec(v);
      if (start === null) continue;
      if (!/^[/\\]/.test(start[0])) starts.add(i);
      i += start[0].length - 1;
    }
    return starts;
  };
  const droppedOf = (v: string, breaks: Set<number>): Set<number> => {
    const dropped = new Set<number>();
    const starts = startsOf(v);
    for (let i = 0; i < v.length; i++) {
      START.lastIndex = i;
      const start = START.exec(v);
      if (start === null) continue;
      const host = i + start[0].length;
      const bare = /^[/\\]/.test(start[0]);
      const at = i;
      i = host - 1;
      if (bare && !(at === 0 || breaks.has(at) || /[\s"'(=]/.test(v[at - 1] as string))) continue;
      const hard = v.includes(' ', host) ? v.indexOf(' ', host) : v.length;
      const joined = v.slice(host, hard);
      const authorityEnd = host + (joined.split(/[/?#]/)[0] as string).length;
      const afterAuthority = v.slice(authorityEnd, hard).search(/[?#]/);
      const query = afterAuthority < 0 ? hard : authorityEnd + afterAuthority;
      const end = urlEnd(v, breaks, starts, host, hard, query);
      const authority = v.slice(host, Math.min(authorityEnd, end));
      for (let j = 0; j <= authority.lastIndexOf('@'); j++) dropped.add(host + j);
      // No @, and not a host and a port of digits, then a sentence's punctuation (nor an IPv6 host, nor after a bare //): the whole authority.
      if (!bare && !authority.includes('@') && !authority.startsWith('[') && !/^[^:]*(:[0-9]*[.,;:!?)\]}>'"`|]*)?$/.test(authority)) {
        // And on to the first @ after it before the URL's query and end, or, where a space ended the authority, before the end
        // of the next word, whose query and fragment then go too.
        const word = v[host + authority.length] === ' ';
        const next = v.indexOf(' ', end + 1);
        const bound = word ? (next < 0 ? v.length : next) : Math.min(query, end);
        const after = v.indexOf('@', host);
        const split = after >= 0 && after < bound;
        for (let j = host; j < (split ? after + 1 : host + authority.length); j++) dropped.add(j);
        const wordQuery = v.slice(after, bound).search(/[?#]/);
        if (word && split && wordQuery >= 0) for (let j = after + wordQuery; j < bound; j++) dropped.add(j);
      }
      if (query >= end) continue;
      const hash = v.slice(query, end).indexOf('#');
      const to = hash >= 0 && KEPT_ANCHOR.test(v.slice(query + hash, end)) ? query + hash : end;
      for (let j = query; j < to; j++) dropped.add(j);
    }
    return dropped;
  };
  const readAll = (text: string): string => {
    const { view, breaks, hidden, v } = viewOf(text);
    const dropped = droppedOf(v, breaks);
    const gone = new Set<number>();
    for (const [j, { from, to }] of view.entries()) if (dropped.has(j)) for (let k = from; k < to; k++) gone.add(k);
    for (const { at, before } of hidden) if (dropped.has(before - 1) && dropped.has(before)) gone.add(at);
    return [...text.split('').entries()]
      .filter(([j]) => !gone.has(j))
      .map(([, c]) => c)
      .join('');
  };
  const pieces = fc.constantFrom(
    'https://',
    'HTTP://',
    'http:\\\\',
    'https:/',
    'https:',
    'h',
    '/',
    '\\',
    ':',
    '?',
    '#',
    '@',
    'L1',
    '#L1',
    'a-b',
    '=',
    ' ',
    '\t',
    '"',
    "'",
    '(',
    ')',
    '|',
    '{',
    '<',
    ';',
    '%',
    'é',
    '\u00a0',
    'x.y',
    '[::1]',
    ':80',
    '[',
    ']',
    ',',
    '.',
    '\n',
    '\r',
    '\t\n',
    '\u200b',
    '\u00ad',
    '：',
    '／',
    '＠',
    '？',
    '℀',
    'ftp:',
    'xws:',
    'ssh://',
    '//',
    '=',
    '&',
  );
  const texts = fc.array(pieces, { maxLength: 14 }).map((parts) => parts.join(''));

  it('cuts exactly what reading every URL cuts', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(publicUrls(text)).toBe(readAll(text));
        expect(publicUrl(text)).toBe(readAll(read(text)));
        // Whether the text keeps its URLs, as reading every URL says, without the text it would give.
        expect(keepsUrls(text)).toBe(readAll(text) === text);
      }),
      { numRuns: 10_000 },
    );
  });

  it('keeps a text whose URLs have nothing to cut, and only such a text', () => {
    expect(keepsUrls('no address here')).toBe(true);
    expect(keepsUrls('see https://h/x/y.ts#L4 and http://h/z#readme')).toBe(true);
    expect(keepsUrls('see https://h/x/y.ts#L4 and http://h/z?t=1')).toBe(false);
    expect(keepsUrls('"https://u:p@h/x"')).toBe(false);
    expect(keepsUrls('https://h/x#frag=1')).toBe(false);
  });

  it("reads JSON without a backslash string by string when asked: a URL ends at its string's closing quote", () => {
    const json = JSON.stringify({ a: 'https://h/x', b: 'why? see #3', c: 'https://h/y#L3', d: 'a@b' });
    expect(keepsUrls(json)).toBe(false);
    expect(keepsUrls(json, true)).toBe(true);
    expect(keepsUrls(JSON.stringify(['https://h', 'u@h']), true)).toBe(true);
    expect(keepsUrls(JSON.stringify(['https://u:p(w)@h/x']), true)).toBe(false);
    expect(keepsUrls(JSON.stringify(['https://h/x?{q}']), true)).toBe(false);
    expect(keepsUrls(JSON.stringify(['https://h/x#L3x']), true)).toBe(false);
  });
});

describe('checkBaseUrl', () => {
  it.each([
    ['https://semgrep.dev', 'https://semgrep.dev/'],
    ['HTTPS://semgrep.dev/api/', 'https://semgrep.dev/api/'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['http://localhost.:1', 'http://localhost.:1/'],
    ['http://api.localhost', 'http://api.localhost/'],
    ['http://[::1]:9', 'http://[::1]:9/'],
    ['http://127.255.0.1', 'http://127.255.0.1/'],
  ])('takes %s', (raw, href) => {
    const checked = checkBaseUrl(raw);
    expect('url' in checked && checked.url.href).toBe(href);
  });

  it.each([
    ['semgrep.dev', 'invalid'],
    ['ftp://semgrep.dev', 'invalid'],
    ['https://sem grep.dev', 'invalid'],
    ['https://semgrep.dev/\tx', 'invalid'],
    ['https://semgrep.dev\\api', 'invalid'],
    ['https://exa mple', 'invalid'],
    ['https://[::1', 'invalid'],
    ['ftp://https://semgrep.dev', 'invalid'],
    ['http://', 'invalid'],
    ['https://user@semgrep.dev', 'credentials'],
    ['https://:pw@semgrep.dev', 'credentials'],
    ['https://semgrep.dev/?x=1', 'query-or-fragment'],
    ['https://semgrep.dev/#x', 'query-or-fragment'],
    ['https://semgrep.dev/?', 'query-or-fragment'],
    ['http://semgrep.dev', 'cleartext'],
    ['http://10.0.0.1', 'cleartext'],
    ['http://127.0.0.1.evil.com', 'cleartext'],
    ['http://localhost.evil.com', 'cleartext'],
    ['http://evil.com.localhost.x', 'cleartext'],
  ])('refuses %s: %s', (raw, fault) => {
    expect(checkBaseUrl(raw)).toEqual({ fault });
  });

  it('refuses what is not a string', () => {
    expect(checkBaseUrl(undefined as unknown as string)).toEqual({ fault: 'invalid' });
  });
});

describe('isLoopback', () => {
  it('is localhost, a name under localhost, 127.0.0.0/8 and ::1, in any case and with a final dot', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'localhost.',
      'a.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '127.255.255.255',
      '[::1]',
      '::1',
    ]) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['localhost.com', 'xlocalhost', '128.0.0.1', '127.0.0', '127.0.0.1.x', 'x127.0.0.1', '127.1234.0.1', '::2', '']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });
});

describe('normalBaseUrl and parseBaseUrl', () => {
  it('joins paths to the origin and path without trailing slashes', () => {
    expect(normalBaseUrl(new URL('https://semgrep.dev'))).toBe('https://semgrep.dev');
    expect(normalBaseUrl(new URL('https://semgrep.dev/api//'))).toBe('https://semgrep.dev/api');
    expect(normalBaseUrl(new URL('https://semgrep.dev/a/b/'))).toBe('https://semgrep.dev/a/b');
  });

  it('says which rule a base URL breaks, as the client words it', () => {
    expect(parseBaseUrl('https://semgrep.dev').href).toBe('https://semgrep.dev/');
    const reason = (raw: string): string => {
      try {
        parseBaseUrl(raw);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(reason('nope')).toBe('client: base-url is not an http or https URL');
    expect(reason('https://u:p@h')).toBe('client: base-url must not carry a user name or password');
    expect(reason('https://h/?q')).toBe('client: base-url must not carry a query or fragment');
    expect(reason('http://h')).toBe(
      'client: base-url must use https: so the token is not sent in clear text (http: is allowed only for a loopback host)',
    );
  });
});
