// The one rule for the API's base URL, shared by the config (which names the input) and the client:
// https, or http for a loopback host only; no credentials, query or fragment.

import { isLoopback } from '../files/remote.ts';
import { ApiError } from './errors.ts';

export { isLoopback };

/** Why a base URL is refused; the caller turns it into its own sentence. */
export type BaseUrlFault = 'invalid' | 'credentials' | 'query-or-fragment' | 'cleartext';

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
