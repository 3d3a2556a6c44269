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

/**
 * A text whose fragment only points at a line (`#L12`, `#L12-L14`) or a heading (`#readme`,
 * `#exit-codes`: lower-case words joined by hyphens, no digit): kept, since it cannot hold a secret.
 */
const ANCHOR = /^[^#]*(#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7}))$/;
/** An http or https URL in text, up to the first character that ends one in Markdown, HTML, XML, JSON or a log line. */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>()[\]{}\\`|]+/gi;
/** What publicUrl may cut a URL at: a query, a fragment, a user name. */
const CUT_AT = /[?#@]/;

/**
 * The part of a URL the gate may write anywhere: its scheme, host and path, and a line or heading
 * anchor; never a user name, password, query or other fragment, which may hold a secret (a token pasted as `?t=…`).
 * Read as text, so what is kept stays as it was written, parsed or not.
 */
export function publicUrl(raw: string): string {
  // Nothing to cut (no query, fragment or user name): the URL as it is, without the work of reading it.
  if (!CUT_AT.test(raw)) return raw;
  const anchor = ANCHOR.exec(raw)?.[1] ?? '';
  const address = raw.split(/[?#]/, 1)[0] as string;
  const start = address.indexOf('//');
  if (start < 0) return address + anchor;
  // The user name and password end at the authority's last @ (none: -1, and nothing is cut).
  const user = (address.slice(start + 2).split('/')[0] as string).lastIndexOf('@');
  return `${address.slice(0, start + 2)}${address.slice(start + 3 + user)}${anchor}`;
}

/** `text` with every http or https URL in it cut to publicUrl. */
export function publicUrls(text: string): string {
  // Every URL holds `://`: a text without it (most of what a file holds) is returned as it is, unsearched.
  return text.includes('://') ? text.replace(URL_IN_TEXT, publicUrl) : text;
}

/** Whether publicUrls leaves `text` as it is (every URL in it kept whole), without building the text it would give. */
export function keepsUrls(text: string): boolean {
  if (!text.includes('://')) return true;
  for (const [url] of text.matchAll(URL_IN_TEXT)) if (publicUrl(url) !== url) return false;
  return true;
}
