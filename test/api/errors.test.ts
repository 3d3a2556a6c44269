// What on-api-error: warn may soften (src/api/errors.ts isApiFailure): what the API did, never a bound of the
// gate's own, a setting the API refused to match, or anything that is not an API error.
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind, isApiFailure } from '../../src/api/errors.ts';

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
