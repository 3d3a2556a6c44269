// The one error type of the API layer, and the sentences a user sees when a call fails.
import { tokenRedactor } from './redact.ts';
import { publicUrls } from './url-text.ts';

/** The operation a failure belongs to; 'client' is used only for a bad base URL at creation. */
export type ApiOperation =
  | 'identity'
  | 'deployments'
  | 'report'
  | 'secrets'
  | 'dependencies'
  | 'projects'
  | 'scans'
  | 'findings'
  | 'trend'
  | 'client';

/** What went wrong, coarsely: callers branch on this, users read the message. */
/** `bound`: a bound of the gate's own that the lists went past (too many findings or repositories to judge): not what the API did. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'deadline' | 'malformed' | 'pagination' | 'config' | 'too-large' | 'bound';

/**
 * Fields of an ApiError. Give `reason` (the sentence; the `operation: HTTP n:` prefix is added)
 * or `message` (the whole message, used as is, for errors raised above the API layer).
 */
export type ApiErrorInit = {
  operation: ApiOperation;
  kind: ApiErrorKind;
  status?: number;
  serverMessage?: string;
} & ({ reason: string; message?: undefined } | { message: string; reason?: undefined });

/** A failed API call, with a one-sentence message naming the operation (and the HTTP status). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly operation: ApiOperation;
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly serverMessage?: string;
  /** The actionable sentence alone, without the `operation: HTTP n:` prefix. */
  readonly reason: string;

  constructor(init: ApiErrorInit) {
    const prefix = init.status === undefined ? `${init.operation}: ` : `${init.operation}: HTTP ${init.status}: `;
    const reason = init.reason ?? (init.message.startsWith(prefix) ? init.message.slice(prefix.length) : init.message);
    super(init.message ?? prefix + reason);
    this.operation = init.operation;
    this.kind = init.kind;
    this.reason = reason;
    // Own properties whether given or not (class fields): undefined when not given.
    this.status = init.status;
    this.serverMessage = init.serverMessage;
  }
}

/**
 * Whether `error` is what the API did, which on-api-error: warn may soften: an ApiError, but of kind config
 * (a setting the API refused to match, the user's to fix) or bound (a bound of the gate's own, the same every run).
 */
export function isApiFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind !== 'config' && error.kind !== 'bound';
}

/**
 * The share of the run's time (its deadline, timeout-seconds) past which its main thread was busy with the
 * gate's own work rather than waiting on the API: more than half. A run that waits on the network spends
 * most of its time idle (an answer the sandbox holds back leaves it idle nine tenths of the time); one whose
 * own work (decoding and redacting what it read, judging it) used the time keeps its main thread busy.
 */
export const OWN_WORK_SHARE = 0.5;

/**
 * The least busy time, in ms, that makes a deadline the gate's own (FINDINGS_GATE_OWN_WORK_MIN_MS tunes it):
 * a short deadline on a runner short of CPU is mostly start-up, which counts as busy while the process waits
 * for a core; ten seconds of the gate's own work is far past any honest run's start-up and judging.
 */
export const OWN_WORK_MIN_MS = 10_000;

/**
 * The message of a deadline that the gate's own work used (attack19 H2: crafted findings that are costly to
 * redact), or undefined when the run was mostly waiting on the API. `busy`: the time its main thread was
 * busy since the run began (its event loop's active time), as a share of the deadline (0 to 1, or more).
 * Such a deadline is not what the API did: on-api-error never softens it. A share of the deadline, not of
 * the time so far: a wait the API asked for that would pass the deadline (Retry-After) ends a run early.
 * Busy for less than `minBusyMs` in all, a deadline stays the API's (OWN_WORK_MIN_MS).
 */
export function ownDeadline(error: unknown, busy: number, timeoutSeconds: number, minBusyMs = OWN_WORK_MIN_MS): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'deadline' || !(busy > OWN_WORK_SHARE)) return undefined;
  if (!(busy * timeoutSeconds * 1000 >= minBusyMs)) return undefined;
  return `${error.operation}: the run's deadline of ${timeoutSeconds} s was reached, and the gate's own work had kept its main thread busy for ${Math.min(100, Math.round(busy * 100))}% of that time, more than half (it was not mostly waiting on the API), so on-api-error: warn does not soften it: raise timeout-seconds, or gate fewer projects or findings at once`;
}

const MAX_SERVER_TEXT = 200;

/** Makes untrusted text safe for a one-line message: no token, no control characters, bounded. */
export function sanitizeText(text: string, token?: string, max = MAX_SERVER_TEXT): string {
  let clean = text;
  if (token) clean = tokenRedactor(token).redact(clean);
  // URLs cut before control characters become spaces: a tab or a newline inside a URL, which a browser drops,
  // would end it at the space and show the rest of its password (fix-u7).
  clean = publicUrls(clean)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length > max) clean = `${clean.slice(0, max - 1)}…`;
  return clean;
}

/** The server's own words from an error body: `error`, then `message`, else the raw text. */
export function serverMessageOf(bodyText: string, token?: string): string | undefined {
  let message: string | undefined;
  try {
    // Any JSON value as an object (null as an empty one): a list, a string or a number has no such field.
    const record: Record<string, unknown> = Object(JSON.parse(bodyText));
    if (says(record.error)) message = record.error;
    else if (says(record.message)) message = record.message;
  } catch {
    // not JSON: fall back to the raw text below
  }
  const text = sanitizeText(message ?? bodyText, token);
  return text === '' ? undefined : text;
}

/** Whether a field of an error body says something: a string that is not blank. */
const says = (field: unknown): field is string => typeof field === 'string' && field.trim() !== '';

/** Whether an error body has the API's own shape, `{"error": ...}` or `{"message": ...}` (not a proxy's HTML page, not empty). */
export function isApiErrorBody(bodyText: string): boolean {
  try {
    // As in serverMessageOf: null, a list, a string or a number holds neither key.
    const parsed: object = Object(JSON.parse(bodyText));
    return 'error' in parsed || 'message' in parsed;
  } catch {
    return false;
  }
}

/** Maps a final non-2xx answer to an ApiError with a sentence the user can act on. */
export function httpError(
  operation: ApiOperation,
  status: number,
  serverMessage: string | undefined,
  attempts: number,
  location?: string,
  answer?: { apiShaped: boolean; origin: string },
): ApiError {
  const withServer = (sentence: string): string => (serverMessage ? `${sentence}: ${serverMessage}` : sentence);
  let reason: string;
  if (status === 404 && answer !== undefined && !answer.apiShaped) {
    reason = `the server at ${answer.origin} answered 404 with something that is not the API's error (an HTML page, a proxy's page or an empty body): base-url may not be the API root (it is https://semgrep.dev for Semgrep's own service)`;
  } else if (status >= 300 && status < 400) {
    reason = `the API answered with a redirect to ${originOf(location)}; set base-url to the API's own address`;
  } else if (status === 401) {
    reason = 'the API token was rejected: check the Semgrep token the run was given (wrong, expired or revoked)';
  } else if (status === 404) {
    reason =
      operation === 'identity' || operation === 'deployments'
        ? "the token lacks the Web API scope (a CI-scope token, semgrep ci's, is answered so), or base-url is not the API (check the token in Settings > Tokens)"
        : 'deployment not found, or the token lacks the Web API scope (check the deployment id and the token in Settings > Tokens)';
  } else if (status === 400) {
    reason = `the API rejected a parameter: ${serverMessage ?? 'no details given'}`;
  } else if (status === 403) {
    reason = withServer('the token is not allowed to do this (give it the Web API scope)');
  } else if (attempts > 1) {
    reason = `the API kept answering ${status} after ${attempts} attempts; try again later`;
  } else {
    reason = withServer(`the API answered ${status}`);
  }
  return new ApiError({ operation, kind: 'http', status, reason, ...(serverMessage ? { serverMessage } : {}) });
}

/** A malformed-response error: the server sent something the client cannot trust. */
export function malformed(operation: ApiOperation, detail: string): ApiError {
  return new ApiError({
    operation,
    kind: 'malformed',
    reason: `the API sent a malformed response: ${sanitizeText(detail, undefined, 300)}`,
  });
}

/** The origin of a redirect target, or a placeholder when there is none to show. */
function originOf(location: string | undefined): string {
  if (!location) return 'an unnamed address';
  try {
    const origin = new URL(location).origin;
    return origin === 'null' ? 'an unusable address' : sanitizeText(origin);
  } catch {
    return 'a relative or invalid address (same server, other path)';
  }
}
