// What one attempt of the transport (http.ts) came to, and whether another is worth it: the statuses and
// network failures tried again, how long to wait first (the server's Retry-After, else a backoff).

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

/** A Retry-After header (seconds or HTTP date) as milliseconds; undefined if unusable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
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
  // Object(): a value that is not an object (undefined, a string) has no code.
  const record = Object(error) as { code?: unknown; cause?: { code?: unknown }; name?: unknown };
  const code = [record.code, record.cause?.code, record.name].find((value) => typeof value === 'string');
  return code === undefined ? 'unknown error' : sanitizeText(code as string, undefined, 40);
}
