// The sentence of each way a request of the transport (http.ts) fails: an HTTP error, no answer in time,
// the network, an answer refused as it arrived, and the run's deadline (reached, or a wait that would pass it).

import type { AnswerBounds, AnswerRefused } from './answer.ts';
import type { ApiOperation } from './errors.ts';
import { ApiError, httpError, isApiErrorBody, malformed, serverMessageOf } from './errors.ts';
import type { Redactor } from './redact.ts';
import type { FailedAttempt, RetryPlan } from './retry.ts';

/** What a failure's sentence names: the API's origin, the run's time limits, and the token kept out of it. */
export interface FailureTerms {
  origin: string;
  redactor: Redactor;
  options: { token: string; requestTimeoutMs: number; deadlineMs: number };
}

/** Bytes for a sentence: 64 MiB, 1.5 KiB, 312 bytes. */
function sizeWords(bytes: number): string {
  if (bytes >= 1_048_576) return `${Number((bytes / 1_048_576).toFixed(1))} MiB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KiB`;
  return `${bytes} bytes`;
}

/** Seconds for a sentence: 30 s, 0.25 s. */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** A wait longer than this is "more than a day": its seconds would say nothing more (a Retry-After of 400 digits). */
const DAY_MS = 86_400_000;

/** The error of a run whose deadline was reached; "narrow the query" only when an answer was still arriving. */
export function deadlineError(terms: FailureTerms, operation: ApiOperation, status?: number, arriving = false): ApiError {
  const advice = arriving
    ? 'the answer was still arriving: raise timeout-seconds, or narrow the query'
    : `raise timeout-seconds, or check that the API at ${terms.origin} answers`;
  return new ApiError({
    operation,
    kind: 'deadline',
    reason: `the run's deadline of ${seconds(terms.options.deadlineMs)} was reached${status ? ` (last answer: HTTP ${status})` : ''}; ${advice}`,
  });
}

/**
 * The error of a run that stops before the wait for its next attempt, as that attempt would start past
 * the run's deadline (`leftMs` away): the wait the server asked for (Retry-After), else the backoff.
 */
export function waitPastDeadline(terms: FailureTerms, operation: ApiOperation, plan: RetryPlan, leftMs: number): ApiError {
  const last = plan.status === undefined ? '' : ` (last answer: HTTP ${plan.status})`;
  const wait =
    plan.askedMs === undefined
      ? `after a wait of ${seconds(plan.delayMs)}${last}`
      : `the API asked to wait ${plan.askedMs > DAY_MS ? 'more than a day' : seconds(plan.askedMs)} (HTTP ${plan.status})`;
  return new ApiError({
    operation,
    kind: 'deadline',
    reason: `${wait}, the next attempt would start past the run's deadline of ${seconds(terms.options.deadlineMs)} (${seconds(leftMs)} left); raise timeout-seconds, or try again later`,
  });
}

/** An answer refused at its first byte over a bound: too large, or malformed. */
export function refusedError(operation: ApiOperation, error: AnswerRefused, bounds: AnswerBounds): ApiError {
  if (!error.tooLarge) return malformed(operation, error.message);
  return new ApiError({
    operation,
    kind: 'too-large',
    reason: `the response is over ${sizeWords(bounds.bytes)}; the gate does not read further (narrow the query, or raise FINDINGS_GATE_MAX_RESPONSE_BYTES)`,
  });
}

/** The error for an attempt that will not be retried. */
export function finalError(terms: FailureTerms, operation: ApiOperation, result: FailedAttempt, attempts: number): ApiError {
  const after = attempts > 1 ? ` after ${attempts} attempts` : '';
  if (result.kind === 'status') {
    const location = result.location === undefined ? undefined : terms.redactor.redact(result.location);
    const answer = { apiShaped: isApiErrorBody(result.text), origin: terms.origin };
    return httpError(operation, result.status, serverMessageOf(result.text, terms.options.token), attempts, location, answer);
  }
  const tries = `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
  if (result.timeout) {
    const stalled = result.received > 0 && !result.arriving ? ` (the last answer stopped after ${sizeWords(result.received)})` : '';
    const narrow = result.arriving ? '; or narrow the query: the answer was still arriving' : '';
    return new ApiError({
      operation,
      kind: 'timeout',
      reason: `the API at ${terms.origin} did not answer within ${seconds(terms.options.requestTimeoutMs)}${after}${stalled}; try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (${tries} made) or timeout-seconds${narrow}`,
    });
  }
  if (result.received > 0) {
    return new ApiError({
      operation,
      kind: 'network',
      reason: `the answer from ${terms.origin} was cut off after ${sizeWords(result.received)} (${result.code})${after}`,
    });
  }
  return new ApiError({ operation, kind: 'network', reason: `could not reach ${terms.origin}: ${result.code}${after}` });
}
