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
      'see https://h/a then HTTP://h/b and (https://h/c) "https://h/e" <https://h/g>',
    );
    expect(publicUrls('[a](https://h/x?y=1) | https://h/z#L3 |')).toBe('[a](https://h/x) | https://h/z#L3 |');
    expect(publicUrls('ftp://u:p@h/x?y and mailto:a@b?c')).toBe('ftp://u:p@h/x?y and mailto:a@b?c');
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
  // The rule as written before the shortcuts (a URL with nothing to cut, a text without `://`): the same answer for any text.
  const ANCHOR = /^[^#]*(#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7}))$/;
  const read = (raw: string): string => {
    const anchor = ANCHOR.exec(raw)?.[1] ?? '';
    const address = raw.split(/[?#]/, 1)[0] as string;
    const start = address.indexOf('//');
    if (start < 0) return address + anchor;
    const user = (address.slice(start + 2).split('/')[0] as string).lastIndexOf('@');
    return `${address.slice(0, start + 2)}${address.slice(start + 3 + user)}${anchor}`;
  };
  const readAll = (text: string): string => text.replace(/https?:\/\/[^\s"'<>()[\]{}\\`|]+/gi, read);
  const pieces = fc.constantFrom('https://', 'HTTP://', 'h', '/', '//', ':', '?', '#', '@', 'L1', 'a-b', '=', ' ', '"', '%', 'é', 'x.y');
  const texts = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));

  it('cuts exactly what reading every URL cuts', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(publicUrls(text)).toBe(readAll(text));
        expect(publicUrl(text)).toBe(read(text));
        // Whether the text keeps its URLs, as reading every URL says, without the text it would give.
        expect(keepsUrls(text)).toBe(readAll(text) === text);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a text whose URLs have nothing to cut, and only such a text', () => {
    expect(keepsUrls('no address here')).toBe(true);
    expect(keepsUrls('see https://h/x/y.ts#L4 and http://h/z#readme')).toBe(true);
    expect(keepsUrls('see https://h/x/y.ts#L4 and http://h/z?t=1')).toBe(false);
    expect(keepsUrls('"https://u:p@h/x"')).toBe(false);
    expect(keepsUrls('https://h/x#frag=1')).toBe(false);
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
