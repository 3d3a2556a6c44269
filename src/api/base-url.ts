// The one rule for the API's base URL, shared by the config (which names the input) and the client:
// https, or http for a loopback host only; no credentials, query or fragment.

import { ApiError } from './errors.ts';
/** Why a base URL is refused; the caller turns it into its own sentence. */
export type BaseUrlFault = 'invalid' | 'credentials' | 'query-or-fragment' | 'cleartext';

/** True for localhost, 127.0.0.0/8 and ::1. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The base URL parsed, or the first rule it breaks. */
export function checkBaseUrl(raw: string): { url: URL } | { fault: BaseUrlFault } {
  // The URL parser would silently drop tabs and newlines and read backslashes as slashes.
  if (typeof raw !== 'string' || /[\s\p{Cc}\\]/u.test(raw) || !/^https?:\/\//i.test(raw)) return { fault: 'invalid' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { fault: 'invalid' };
  }
  if (url.username !== '' || url.password !== '') return { fault: 'credentials' };
  if (raw.includes('?') || raw.includes('#')) return { fault: 'query-or-fragment' };
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) return { fault: 'cleartext' };
  return { url };
}

/** The base URL as the client joins paths to it: origin and path, without trailing slashes. */
export function normalBaseUrl(url: URL): string {
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The client's reading of its base URL: parsed, or an ApiError of kind config naming base-url. */
export function parseBaseUrl(raw: string): URL {
  const checked = checkBaseUrl(raw);
  if ('url' in checked) return checked.url;
  throw new ApiError({ operation: 'client', kind: 'config', reason: `base-url ${CLIENT_REASON[checked.fault]}` });
}

const CLIENT_REASON: Record<BaseUrlFault, string> = {
  invalid: 'is not an http or https URL',
  credentials: 'must not carry a user name or password',
  'query-or-fragment': 'must not carry a query or fragment',
  cleartext: 'must use https: so the token is not sent in clear text (http: is allowed only for a loopback host)',
};

// What the gate writes holds URLs only as this part cuts them (SECURITY.md). A URL is read as a browser
// would read it, so that whatever a browser takes for a user name, a password or a query is cut:
// - it starts at every `http:` or `https:` (any case) and the run of `/` and `\` after it (a browser reads
//   `http:\\h`, `https:/h` and `https:h` as `https://h`), including one inside another URL's path or query
//   (a repository named `acme/https://u:pw@h`, attack18 U6);
// - it ends at ASCII whitespace only: a quote, a bracket, a pipe or a no-break space may be part of a
//   password or a query (attack18 U4). A line or heading anchor also ends it where a closing bracket, a
//   quote, a pipe, `<`, `;` or `,` follows (the `)` of a Markdown link, the `"` of an XML attribute, the `;`
//   between an Azure command's properties);
// - its authority ends at the first `/`, `?` or `#` (RFC 3986), and everything before the authority's last
//   `@` is its user info, whatever it holds; a backslash does not end it (a browser would, but cutting more
//   shows less). An authority without `@` that is not a host and a port of digits (`deploy:pa` where a `/` in
//   the password ended it, `u:pw%40h`) is cut whole; a sentence's punctuation after the port (`h:8080,`) is
//   no password;
// - from the first `?` or `#` after the authority to its end, the query and fragment are cut, but a line or
//   heading anchor (`#L12`, `#L12-L14`, `#readme`), which cannot hold a secret.
// Every part is found by a pointer that only moves forward: the work is linear in the text, whatever it holds.

/** A scheme whose URLs are cut, and what separates it from the authority. */
const SCHEME = /https?:[/\\]*/gi;
/** What ends a URL (ASCII whitespace, and `extra`), its authority, its path and its query, as patterns a pointer searches for. */
function endsOf(extra: string) {
  const end = `\\t\\n\\v\\f\\r ${extra}`;
  return {
    url: new RegExp(`[${end}]`, 'g'),
    authority: new RegExp(`[/?#${end}]`, 'g'),
    path: new RegExp(`[?#${end}]`, 'g'),
    query: new RegExp(`[#${end}]`, 'g'),
  };
}
const IN_TEXT = endsOf('');
/** In JSON without a backslash, every `"` ends a string: a URL ends there too, as it does in the string that holds it. */
const IN_JSON = endsOf('"');
const AT = /@/g;
const COLON = /:/g;
const NOT_DIGIT = /[^0-9]/g;
/** What may follow a port in text without being part of the URL: the punctuation of a sentence or a format. */
const NOT_TRAILING = /[^.,;:!?)\]}>'"`|]/g;
/** A line or heading anchor at a fragment's start, where the URL ends or what ends a value in a format follows it. */
const ANCHOR_AT = /#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7})(?=[\t\n\v\f\r )\]}>"'`|<;,]|$)/y;

/** The first index at or after `from` where `pattern` (global) matches `text`, or its length: asked in increasing order, one pass in all. */
function finder(pattern: RegExp, text: string): (from: number) => number {
  let asked = -1;
  let found = -1;
  return (from) => {
    if (from < asked || from > found) {
      pattern.lastIndex = from;
      found = pattern.exec(text)?.index ?? text.length;
    }
    asked = from;
    return found;
  };
}

/** The last index before `bound` found by `next` (-1 for none): asked with bounds that never decrease, one pass in all. */
function lastBefore(next: (from: number) => number): (bound: number) => number {
  let last = -1;
  let scan = 0;
  return (bound) => {
    for (let at = next(scan); at < bound; at = next(scan)) {
      last = at;
      scan = at + 1;
    }
    return last;
  };
}

/** The spans publicUrls removes from `text` (some may be empty or overlap), each URL's in turn. */
function* urlCuts(text: string, ends = IN_TEXT): Generator<readonly [number, number]> {
  const authorityEnd = finder(ends.authority, text);
  const queryStart = finder(ends.path, text);
  const fragmentStart = finder(ends.query, text);
  const urlEnd = finder(ends.url, text);
  const lastAt = lastBefore(finder(AT, text));
  const colon = finder(COLON, text);
  const notDigit = finder(NOT_DIGIT, text);
  const notTrailing = finder(NOT_TRAILING, text);
  for (const scheme of text.matchAll(SCHEME)) {
    const host = scheme.index + scheme[0].length;
    const end = authorityEnd(host);
    // The user name and password: everything before the authority's last @.
    const at = lastAt(end);
    if (at >= host) yield [host, at + 1];
    else if (text[host] !== '[' && colon(host) < end && notTrailing(notDigit(colon(host) + 1)) < end) {
      // No @, and no host and port either (`deploy:pa` of `https://deploy:pa/ss@h`, `u:pw%40h`): a user name and password
      // whose authority a `/`, `?` or `#` ended, or whose @ is encoded. Cut whole (an IPv6 host, in brackets, is kept).
      yield [host, end];
    }
    const query = queryStart(end);
    if (text[query] !== '?' && text[query] !== '#') continue;
    const fragment = fragmentStart(query);
    ANCHOR_AT.lastIndex = fragment;
    // The query and fragment, but a line or heading anchor, which is kept and ends the URL.
    yield [query, text[fragment] === '#' && ANCHOR_AT.test(text) ? fragment : urlEnd(query)];
  }
}

/**
 * A text whose fragment only points at a line (`#L12`, `#L12-L14`) or a heading (`#readme`,
 * `#exit-codes`: lower-case words joined by hyphens, no digit): kept, since it cannot hold a secret.
 */
const ANCHOR = /^[^#]*(#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7}))$/;
/** What publicUrl may cut a URL at: a query, a fragment, a user name. */
const CUT_AT = /[?#@]/;

/**
 * The part of a URL the gate may write anywhere: its scheme, host and path, and a line or heading
 * anchor; never a user name, password, query or other fragment, which may hold a secret (a token pasted as `?t=…`).
 * Read as text, so what is kept stays as it was written, parsed or not. `raw` is one URL of any scheme
 * (`//u@h`, `ftp://u@h`); an http or https URL inside it is cut as publicUrls cuts it.
 */
export function publicUrl(raw: string): string {
  // No query, fragment or user name: the URL as publicUrls reads it (an authority that is no host and port is still cut).
  if (!CUT_AT.test(raw)) return publicUrls(raw);
  const anchor = ANCHOR.exec(raw)?.[1] ?? '';
  const address = raw.split(/[?#]/, 1)[0] as string;
  const start = address.indexOf('//');
  if (start < 0) return publicUrls(address + anchor);
  // The user name and password end at the authority's last @ (none: -1, and nothing is cut).
  const user = (address.slice(start + 2).split('/')[0] as string).lastIndexOf('@');
  return publicUrls(`${address.slice(0, start + 2)}${address.slice(start + 3 + user)}${anchor}`);
}

/** Whether `text` may hold a URL to cut: most texts a file holds have no `http:` in them, and are returned unsearched. */
const MAY_HOLD = /https?:/i;

/** `text` with every http or https URL in it cut to its scheme, host and path, and a line or heading anchor. */
export function publicUrls(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  const cuts = [...urlCuts(text)].filter(([from, to]) => to > from);
  if (cuts.length === 0) return text;
  cuts.sort((a, b) => a[0] - b[0]);
  let out = '';
  let kept = 0;
  for (const [from, to] of cuts) {
    if (from > kept) out += text.slice(kept, from);
    kept = Math.max(kept, to);
  }
  return out + text.slice(kept);
}

/**
 * Whether publicUrls leaves `text` as it is (every URL in it kept whole), without building the text it would give.
 * `json`: `text` is JSON without a backslash, and the question is whether publicUrls leaves each of its strings as it is.
 */
export function keepsUrls(text: string, json = false): boolean {
  if (!MAY_HOLD.test(text)) return true;
  for (const [from, to] of urlCuts(text, json ? IN_JSON : IN_TEXT)) if (to > from) return false;
  return true;
}
