// What one attempt of the transport (http.ts) came to, and whether another is worth it: the statuses and
// network failures tried again, how long to wait first (the server's Retry-After, else a backoff).

import { proxyRefusal } from '../files/remote.ts';
import type { ReadAnswer } from './answer.ts';
import type { ApiError } from './errors.ts';
import { sanitizeText } from './errors.ts';

/** The result of one attempt, before the retry decision. */
export type Attempt =
  | { kind: 'ok'; body: ReadAnswer }
  | { kind: 'status'; status: number; text: string; retryAfter: string | undefined; location?: string }
  /** A 2xx answer that holds more than it may (answer.ts): too large, or malformed; never retried. */
  | { kind: 'refused'; error: ApiError }
  /** No answer in time (`timeout`), or the network failed; `received`: bytes of the answer's body read before it failed (0: no answer at all). */
  | { kind: 'failed'; timeout: boolean; code: string; received: number; arriving: boolean };

/** An attempt that did not end in an answer to decode. */
export type FailedAttempt = Extract<Attempt, { kind: 'status' | 'failed' }>;

/** Whether a failed attempt is worth another, and the wait before it. */
export interface RetryPlan {
  retryable: boolean;
  /** How long to wait before the next attempt: what the server asked, capped, else the backoff. */
  delayMs: number;
  /** What the server's Retry-After asked for, uncapped (none: the wait is the backoff). */
  askedMs: number | undefined;
  /** The status of the answer, where there was one. */
  status: number | undefined;
}

/** Statuses worth another attempt: rate limiting and gateway trouble. Never 400, 401, 404. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** Network failures worth another attempt: the connection dropped. */
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'EAI_AGAIN']);
/** Failures that mean "no answer in time"; also retried. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);
/** The longest exponential backoff step, before jitter. */
const MAX_BACKOFF_MS = 10_000;

/** Delay before retry number `retry` (1-based): exponential with equal jitter. */
export function backoffMs(retry: number, minDelayMs: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_BACKOFF_MS, minDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** The longest wait a Retry-After is read as (setTimeout's limit, and the largest FINDINGS_GATE_MAX_RETRY_AFTER_MS): a longer one is this. */
export const LONGEST_ASKED_MS = 2_147_483_647;

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const TIME = '([01]\\d|2[0-3]):([0-5]\\d):([0-5]\\d|60)';
/** RFC 9110's three forms of an HTTP-date, each as [day, month, year, hours, minutes, seconds]: IMF-fixdate, RFC 850, asctime. */
const HTTP_DATES: readonly [RegExp, readonly number[]][] = [
  [new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d\\d) (${MONTHS}) (\\d{4}) ${TIME} GMT$`), [1, 2, 3, 4, 5, 6]],
  [new RegExp(`^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\\d\\d)-(${MONTHS})-(\\d\\d) ${TIME} GMT$`), [1, 2, 3, 4, 5, 6]],
  [new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (${MONTHS}) ([ \\d]\\d) ${TIME} (\\d{4})$`), [2, 1, 6, 3, 4, 5]],
];

/** An HTTP-date's fields as its pattern matched them: every group takes part in every match. */
type DateFields = [string, string, string, string, string, string];

/**
 * An HTTP-date (RFC 9110 5.6.7) as milliseconds since the epoch; undefined for any other text, even one
 * Date.parse reads ("1.5" and "5, 10" are dates in 2001 to it). A two-digit year is the one of the
 * century that puts it at most 50 years ahead of `now`.
 */
export function httpDateMs(text: string, now: number): number | undefined {
  for (const [pattern, order] of HTTP_DATES) {
    const match = pattern.exec(text);
    if (match === null) continue;
    const [day, month, year, hours, minutes, secs] = order.map((group) => match[group]) as DateFields;
    const monthIndex = MONTHS.split('|').indexOf(month);
    let fullYear = Number(year);
    if (year.length === 2) {
      const thisYear = new Date(now).getUTCFullYear();
      fullYear += thisYear - (thisYear % 100);
      if (fullYear > thisYear + 50) fullYear -= 100;
    }
    const date = new Date(Date.UTC(fullYear, monthIndex, Number(day), Number(hours), Number(minutes), Number(secs)));
    // Date.UTC rolls 31 Feb over into March: a day the month does not have is no date.
    return date.getUTCDate() === Number(day) ? date.getTime() : undefined;
  }
  return undefined;
}

/**
 * A Retry-After header as milliseconds, at most LONGEST_ASKED_MS; undefined if it is neither of RFC 9110's
 * forms (delay-seconds: digits only; an HTTP-date), and the gate's own backoff applies.
 */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  // 400 digits are Infinity as a number: the cap makes them LONGEST_ASKED_MS.
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, LONGEST_ASKED_MS);
  const date = httpDateMs(value, now);
  return date === undefined ? undefined : Math.min(Math.max(0, date - now), LONGEST_ASKED_MS);
}

/** Whether the attempt numbered `attemptNo` (1-based), failed as `result`, is worth another, and how long to wait first. */
export function retryPlan(
  options: { maxRetryAfterMs: number; retryMinDelayMs: number },
  result: FailedAttempt,
  attemptNo: number,
): RetryPlan {
  const backoff = backoffMs(attemptNo, options.retryMinDelayMs);
  if (result.kind === 'failed')
    return { retryable: result.timeout || RETRY_CODES.has(result.code), delayMs: backoff, askedMs: undefined, status: undefined };
  const askedMs = retryAfterMs(result.retryAfter);
  return {
    retryable: RETRY_STATUSES.has(result.status),
    delayMs: askedMs === undefined ? backoff : Math.min(askedMs, options.maxRetryAfterMs),
    askedMs,
    status: result.status,
  };
}

/** Whether a network failure's code means "no answer in time". */
export function isTimeoutCode(code: string): boolean {
  return TIMEOUT_CODES.has(code);
}

/** The most specific code of a network error, without its message (which may be long). */
export function errorCode(error: unknown): string {
  const proxy = proxyRefusal(error);
  if (proxy !== undefined) return proxy;
  // Object(): a value that is not an object (undefined, a string) has no code.
  const record = Object(error) as { code?: unknown; cause?: { code?: unknown }; name?: unknown };
  const code = [record.code, record.cause?.code, record.name].find((value) => typeof value === 'string');
  return code === undefined ? 'unknown error' : sanitizeText(code as string, undefined, 40);
}
