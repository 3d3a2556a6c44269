// Retry-After as RFC 9110 writes it (delay-seconds: digits; an HTTP-date in one of three forms), with plain
// values: anything else is no wait asked (the gate's backoff applies), and no wait is Infinity (attack9 J6).
import { describe, expect, it } from 'vitest';
import { errorCode, httpDateMs, isTimeoutCode, LONGEST_ASKED_MS, retryAfterMs, retryPlan } from '../../src/api/retry.ts';

const now = Date.parse('2026-11-27T00:00:00Z');

describe('retryAfterMs', () => {
  it('reads no text Date.parse happens to read as a date: a fraction, a list, a sign, two numbers', () => {
    for (const value of ['1.5', '5, 10', '-5', '+10', '1 2', '2026-11-27T00:00:05Z', 'Nov 27 2026', '1e3', '0x10', ''])
      expect(retryAfterMs(value, now), value).toBeUndefined();
  });

  it('reads the three forms of an HTTP-date, and none with a field out of range or a day the month lacks', () => {
    expect(retryAfterMs('Fri, 27 Nov 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Friday, 27-Nov-26 00:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Fri Nov 27 00:00:09 2026', now)).toBe(9000);
    expect(retryAfterMs('Tue Dec  1 00:00:00 2026', now)).toBe(4 * 86_400_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 23:00:00 GMT', now)).toBe(0);
    for (const value of [
      'Fri, 27 Nov 2026 00:00:05 UTC',
      'Fri, 27 Nov 2026 24:00:05 GMT',
      'Fri, 27 Nov 2026 00:60:05 GMT',
      'Mon, 31 Feb 2027 00:00:00 GMT',
      'Fri, 27 nov 2026 00:00:05 GMT',
      'Fri, 7 Nov 2026 00:00:05 GMT',
      'Fri, 27 Nov 2026 00:00:05 GMT x',
      'Fri 27 Nov 2026 00:00:05 GMT',
    ])
      expect(retryAfterMs(value, now), value).toBeUndefined();
  });

  it('never asks a wait past LONGEST_ASKED_MS: 400 digits and a date in 9999 are that wait, not Infinity', () => {
    expect(retryAfterMs('9'.repeat(400), now)).toBe(LONGEST_ASKED_MS);
    expect(retryAfterMs('2147483', now)).toBe(2_147_483_000);
    expect(retryAfterMs('2147484', now)).toBe(LONGEST_ASKED_MS);
    expect(retryAfterMs('Fri, 31 Dec 9999 23:59:59 GMT', now)).toBe(LONGEST_ASKED_MS);
    expect(retryAfterMs('007', now)).toBe(7000);
  });
});

describe('httpDateMs', () => {
  it('puts a two-digit year at most 50 years ahead (RFC 9110 5.6.7)', () => {
    expect(httpDateMs('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(Date.parse('1994-11-06T08:49:37Z'));
    expect(httpDateMs('Monday, 06-Nov-76 08:49:37 GMT', now)).toBe(Date.parse('2076-11-06T08:49:37Z'));
    expect(httpDateMs('Monday, 06-Nov-77 08:49:37 GMT', now)).toBe(Date.parse('1977-11-06T08:49:37Z'));
    expect(httpDateMs('Sun Nov  6 08:49:37 1994', now)).toBe(Date.parse('1994-11-06T08:49:37Z'));
  });
});

describe('retryPlan', () => {
  const options = { maxRetryAfterMs: 30_000, retryMinDelayMs: 1000 };
  const status = (retryAfter: string) => ({ kind: 'status', status: 429, text: '{}', retryAfter }) as const;

  it('waits the backoff (at least half of the first step) where the Retry-After is no wait, not 0', () => {
    for (const value of ['1.5', '5, 10']) {
      const plan = retryPlan(options, status(value), 1);
      expect(plan.askedMs, value).toBeUndefined();
      expect(plan.delayMs, value).toBeGreaterThanOrEqual(500);
    }
  });

  it('caps what it waits at maxRetryAfterMs, and keeps what was asked, finite', () => {
    const plan = retryPlan(options, status('9'.repeat(400)), 1);
    expect(plan).toMatchObject({ retryable: true, delayMs: 30_000, askedMs: LONGEST_ASKED_MS, status: 429 });
  });

  it('tries again the statuses of rate limiting and gateway trouble only, waiting what the server asked', () => {
    const answered = (code: number, retryAfter?: string) => ({ kind: 'status', status: code, text: '', retryAfter }) as const;
    for (const code of [429, 502, 503, 504])
      expect(retryPlan(options, answered(code, '7'), 2), String(code)).toEqual({
        retryable: true,
        delayMs: 7000,
        askedMs: 7000,
        status: code,
      });
    for (const code of [400, 401, 403, 404, 500, 501]) expect(retryPlan(options, answered(code), 1).retryable, String(code)).toBe(false);
  });

  it('tries again a network failure that dropped the connection or timed out, after the backoff, and no other', () => {
    const failed = (code: string, timeout = false) => ({ kind: 'failed', timeout, code, received: 0, arriving: false }) as const;
    for (const code of ['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'EAI_AGAIN']) {
      const plan = retryPlan(options, failed(code), 1);
      expect(plan, code).toMatchObject({ retryable: true, askedMs: undefined, status: undefined });
      expect(plan.delayMs, code).toBeGreaterThanOrEqual(500);
      expect(plan.delayMs, code).toBeLessThanOrEqual(1000);
    }
    expect(retryPlan(options, failed('UND_ERR_HEADERS_TIMEOUT', true), 1).retryable).toBe(true);
    for (const code of ['ENOTFOUND', 'ECONNREFUSED', 'CERT_HAS_EXPIRED', 'unknown error'])
      expect(retryPlan(options, failed(code), 1).retryable, code).toBe(false);
  });
});

describe('isTimeoutCode', () => {
  it('says "no answer in time" for the timeouts of undici and of the socket, and for nothing else', () => {
    for (const code of ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT'])
      expect(isTimeoutCode(code), code).toBe(true);
    for (const code of ['ECONNRESET', 'UND_ERR_SOCKET', 'TimeoutError', '']) expect(isTimeoutCode(code), code).toBe(false);
  });
});

describe('errorCode', () => {
  it("names an error by its code, else its cause's code, else its name, as bounded one-line text", () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'ECONNRESET', cause: { code: 'EPIPE' } }))).toBe('ECONNRESET');
    expect(errorCode(Object.assign(new Error('x'), { cause: { code: 'EPIPE' } }))).toBe('EPIPE');
    expect(errorCode({ code: 42, cause: { code: null }, name: 'AbortError' })).toBe('AbortError');
    expect(errorCode({ code: `a\nb${'c'.repeat(60)}` })).toBe(`a b${'c'.repeat(36)}…`);
  });

  it('says "unknown error" for what has no code: undefined, null, a string, an object without one', () => {
    for (const value of [undefined, null, 'ECONNRESET', 42, {}, { cause: 'x' }])
      expect(errorCode(value), String(value)).toBe('unknown error');
  });
});
