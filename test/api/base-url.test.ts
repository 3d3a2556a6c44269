// The URL rule of what the gate writes: scheme, host and path, and a line anchor; never a user name,
// password, query or other fragment (a token pasted as ?t=… must not reach an artifact).
import { describe, expect, it } from 'vitest';
import { publicUrl, publicUrls } from '../../src/api/base-url.ts';

describe('publicUrl', () => {
  it.each([
    ['https://semgrep.dev/?t=sgp_secret', 'https://semgrep.dev/'],
    ['https://semgrep.dev/api?a=1#frag', 'https://semgrep.dev/api'],
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
    expect(publicUrls('see https://h/a?t=1, then HTTP://u:p@h/b#x and (https://h/c?d) "https://h/e?f" <https://h/g?x>')).toBe(
      'see https://h/a then HTTP://h/b and (https://h/c) "https://h/e" <https://h/g>',
    );
    expect(publicUrls('[a](https://h/x?y=1) | https://h/z#L3 |')).toBe('[a](https://h/x) | https://h/z#L3 |');
    expect(publicUrls('ftp://u:p@h/x?y and mailto:a@b?c')).toBe('ftp://u:p@h/x?y and mailto:a@b?c');
  });
});
