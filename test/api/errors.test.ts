// What on-api-error: warn may soften (src/api/errors.ts isApiFailure): what the API did, never a bound of the
// gate's own, a setting the API refused to match, or anything that is not an API error.
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  type ApiErrorKind,
  isApiFailure,
  OWN_WORK_MIN_MS,
  OWN_WORK_SHARE,
  ownDeadline,
  sanitizeText,
} from '../../src/api/errors.ts';

const failure = (kind: ApiErrorKind) => new ApiError({ operation: 'report', kind, reason: 'x' });

describe('isApiFailure', () => {
  it('is true of what the API did: a status, the network, a timeout, the deadline, a malformed or partial answer, one too large', () => {
    for (const kind of ['http', 'network', 'timeout', 'deadline', 'malformed', 'pagination', 'too-large'] as const) {
      expect(isApiFailure(failure(kind)), kind).toBe(true);
    }
  });

  it("is false of the gate's own bound, a setting the API refused, and any other error", () => {
    expect(isApiFailure(failure('bound'))).toBe(false);
    expect(isApiFailure(failure('config'))).toBe(false);
    expect(isApiFailure(new Error('report: HTTP 500'))).toBe(false);
    expect(isApiFailure('report failed')).toBe(false);
  });
});

describe('ownDeadline', () => {
  const deadline = failure('deadline');

  it("is the gate's own error where the main thread was busy for more than half the deadline: the share and the deadline named", () => {
    expect(ownDeadline(deadline, 0.51, 300)).toBe(
      "report: the run's deadline of 300 s was reached, and the gate's own work had kept its main thread busy for 51% of that time, more than half (it was not mostly waiting on the API), so on-api-error: warn does not soften it: raise timeout-seconds, or gate fewer projects or findings at once",
    );
    expect(ownDeadline(deadline, 0.999, 2, 1000)).toMatch(
      /^report: the run's deadline of 2 s was reached, and .* busy for 100% of that time/,
    );
    // Busy past the deadline (a stretch of work that ended after it): said as all of it.
    expect(ownDeadline(deadline, 1.7, 2, 1000)).toMatch(/busy for 100% of that time/);
    expect(OWN_WORK_SHARE).toBe(0.5);
  });

  it('is undefined where the main thread was busy for less than the floor in all (10 s by default): a short deadline is mostly start-up', () => {
    expect(OWN_WORK_MIN_MS).toBe(10_000);
    // 99.9% of 2 s is 1,998 ms: under the default floor, and under a floor of 1,999 ms.
    expect(ownDeadline(deadline, 0.999, 2)).toBeUndefined();
    expect(ownDeadline(deadline, 0.999, 2, 1999)).toBeUndefined();
    expect(ownDeadline(deadline, 0.999, 2, 1998)).toMatch(/busy for 100% of that time/);
    // 51% of 20 s is 10.2 s: past the default floor; 50% of 19 s is not more than half.
    expect(ownDeadline(deadline, 0.51, 20)).toMatch(/busy for 51% of that time/);
    expect(ownDeadline(deadline, 0.5, 19)).toBeUndefined();
  });

  it('is undefined where the run mostly waited on the API: at most half busy, or no share known', () => {
    for (const busy of [0, 0.1, 0.5, Number.NaN]) expect(ownDeadline(deadline, busy, 300), String(busy)).toBeUndefined();
  });

  it('is undefined for any error but a deadline, however busy the run was', () => {
    for (const kind of ['http', 'network', 'timeout', 'malformed', 'pagination', 'too-large', 'bound', 'config'] as const) {
      expect(ownDeadline(failure(kind), 0.9, 300), kind).toBeUndefined();
    }
    expect(ownDeadline(new Error("the run's deadline of 300 s was reached"), 0.9, 300)).toBeUndefined();
  });
});

describe('sanitizeText', () => {
  it('cuts a URL split by a tab or a newline before control characters become spaces: no piece of its password or query (fix-u7)', () => {
    for (const text of [
      'see https://u:PW\tSECRET1@h/x now',
      'see https://u:PW\nSECRET1@h/x',
      'see https:\t//u:SECRET1@h/x',
      'https://h/x?t=\tSECRET1',
    ]) {
      const clean = sanitizeText(text);
      expect(clean, JSON.stringify(text)).not.toMatch(/SECRET|PW/);
      expect(clean).not.toMatch(/[\t\n]/);
    }
    expect(sanitizeText('see https://h/x\tthen more')).toBe('see https://h/x then more');
  });
});
