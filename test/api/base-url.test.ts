// The URL rule of what the gate writes: scheme, host and path, and a line anchor; never a user name,
// password, query or other fragment (a token pasted as ?t=… must not reach an artifact).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBaseUrl, isLoopback, keepsUrls, normalBaseUrl, parseBaseUrl, publicUrl, publicUrls } from '../../src/api/base-url.ts';

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
    expect(publicUrls('ftp://u:p@h/x?y and mailto:a@b?c')).toBe('ftp://u:p@h/x?y and mailto:a@b?c');
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
  // port, and is cut whole; what is after it is a path (shown) or a query or fragment (cut). A `%40` is no `@`: the same.
  it.each([
    ['https://deploy:SEC/RET@h/a', 'https:///RET@h/a'],
    ['https://deploy:SEC?RET@h/a', 'https://'],
    ['https://deploy:SEC#RET@h/a', 'https://'],
    ['https://user:PW%40ci.example/a', 'https:///a'],
    ['https://h:8080/a and https://h:/b and https://[::1]:9/c', 'https://h:8080/a and https://h:/b and https://[::1]:9/c'],
    ['https://h:80x/a', 'https:///a'],
  ])('the authority of %s, no host and port, is cut: %s', (raw, shown) => {
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
    const n = 110_000;
    for (const [unit, cut] of [
      ['https://@', 'https://'.repeat(n)],
      ['https:\\\\@', 'https:\\\\'],
      ['https://h?', 'https://h'],
      ['https://h/a#L1)', 'https://h/a#L1)'.repeat(n)],
      ['https://h/a#L1x ', 'https://h/a '.repeat(n)],
      ['https://u:p@h/ ', 'https://h/ '.repeat(n)],
    ] as const) {
      const text = unit.repeat(n);
      expect(publicUrls(text)).toBe(cut);
      expect(keepsUrls(text)).toBe(cut === text);
    }
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
  // publicUrls's rule read plainly, character by character, at every index, without its pointers: a URL starts at every
  // http: or https: and the `/` and `\` after it, and ends at ASCII whitespace; its authority ends at `/`, `?` or `#`; what
  // its user info, query and fragment hold is dropped, but a line or heading anchor followed by the URL's end or a closer.
  const KEPT_ANCHOR = /^#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7})(?=[\t\n\v\f\r )\]}>"'`|<;,]|$)/;
  const readAll = (text: string): string => {
    const dropped = new Set<number>();
    for (let i = 0; i < text.length; i++) {
      const scheme = /^https?:[/\\]*/i.exec(text.slice(i));
      if (scheme === null) continue;
      const host = i + scheme[0].length;
      const url = text.slice(host).split(/[\t\n\v\f\r ]/)[0] as string;
      const authority = url.split(/[/?#]/)[0] as string;
      for (let j = 0; j <= authority.lastIndexOf('@'); j++) dropped.add(host + j);
      // No @, and not a host and a port of digits, then a sentence's punctuation (nor an IPv6 host): the whole authority.
      if (!authority.includes('@') && !authority.startsWith('[') && !/^[^:]*(:[0-9]*[.,;:!?)\]}>'"`|]*)?$/.test(authority))
        for (let j = 0; j < authority.length; j++) dropped.add(host + j);
      const after = url.slice(authority.length).search(/[?#]/);
      if (after < 0) continue;
      const query = host + authority.length + after;
      const hash = text.slice(query, host + url.length).indexOf('#');
      const to = hash >= 0 && KEPT_ANCHOR.test(text.slice(query + hash)) ? query + hash : host + url.length;
      for (let j = query; j < to; j++) dropped.add(j);
    }
    return [...text.split('').entries()]
      .filter(([j]) => !dropped.has(j))
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
  );
  const texts = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));

  it('cuts exactly what reading every URL cuts', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(publicUrls(text)).toBe(readAll(text));
        expect(publicUrl(text)).toBe(readAll(read(text)));
        // Whether the text keeps its URLs, as reading every URL says, without the text it would give.
        expect(keepsUrls(text)).toBe(readAll(text) === text);
      }),
      { numRuns: 5000 },
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
