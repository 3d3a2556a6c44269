// The one HTTP path of the client: one undici dispatcher per run (keep-alive, proxy from the
// environment), bearer auth, per-request timeout, run deadline, bounded retries with backoff,
// no redirects. Every answer is read through the boundary for answers (answer.ts: its bytes, items,
// values and depth bounded as they arrive), then parsed; returns the JSON as `unknown` (getJsonLater:
// the decoding, for when a walk reaches the page); the operation modules validate it.

import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import { EnvHttpProxyAgent, request } from 'undici';
import { type AnswerBounds, AnswerRefused, answerBounds, decodeAnswer, type PageOf, type ReadAnswer, SpareBuffer } from './answer.ts';
import { AnswerReader } from './answer-reader.ts';
import { PageAbandoned, PageBudget, type PageClaim } from './budget.ts';
import type { ApiOperation } from './errors.ts';
import { ApiError, httpError, isApiErrorBody, malformed, sanitizeText, serverMessageOf } from './errors.ts';
import { awaitedPage, type PageRead, pageRead } from './page-read.ts';
import { type Redactor, tokenRedactor } from './redact.ts';
import type { ClientStats } from './types.ts';

/** Settings of the transport, defaults already applied. */
export interface TransportOptions {
  baseUrl: URL;
  token: string;
  requestTimeoutMs: number;
  deadlineMs: number;
  maxAttempts: number;
  maxRetryAfterMs: number;
  retryMinDelayMs: number;
  userAgent: string;
  /** Largest successful answer read of every operation, in bytes, replacing each operation's own (answer.ts); past it the read stops and the call fails. */
  maxResponseBytes?: number;
}

/**
 * JSON over HTTP for the operation modules. `page`: where the answer is a page, the items it was asked for
 * (no list or object in it may hold more) and its list's key (its items are RawItems, parsed as each is
 * opened); else the operation's own bounds (answer.ts).
 */
export interface Transport {
  getJson(operation: ApiOperation, path: string, query?: URLSearchParams, page?: PageOf): Promise<unknown>;
  /**
   * getJson, its answer decoded only when the returned function is called (and then as getJson decodes
   * it: parsed, the token redacted, malformed if it is not JSON). A page read ahead of a list waits as its
   * bytes, off the JavaScript heap, instead of as thousands of objects the garbage collector copies
   * while the page before is checked.
   */
  getJsonLater(operation: ApiOperation, path: string, query?: URLSearchParams, page?: PageOf): Promise<Later>;
  postJson(operation: ApiOperation, path: string, body: unknown, page?: PageOf): Promise<unknown>;
  /** postJson, its answer decoded only when the returned function is called (as getJsonLater). */
  postJsonLater(operation: ApiOperation, path: string, body: unknown, page?: PageOf): Promise<Later>;
  stats(): ClientStats;
  close(): Promise<void>;
  /** Ends every request still out, and any asked after, as the run's deadline would: the run has failed and waits for none. */
  cancel(): void;
}

/** An answer that waits as its bytes, decoded when called; `bytes`: how many it holds (a walk reads ahead by them). */
export type Later = (() => unknown) & { readonly bytes: number };

/** Statuses worth another attempt: rate limiting and gateway trouble. Never 400, 401, 404. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** Network failures worth another attempt: the connection dropped. */
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'EAI_AGAIN']);
/** Failures that mean "no answer in time"; also retried. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);
/** The most of an error body worth reading. */
const MAX_ERROR_BODY = 64 * 1024;
/** The longest exponential backoff step, before jitter. */
const MAX_BACKOFF_MS = 10_000;

/** The result of one attempt, before the retry decision. */
type Attempt =
  | { kind: 'ok'; body: ReadAnswer }
  | { kind: 'status'; status: number; text: string; retryAfter: string | undefined; location?: string }
  /** A 2xx answer that holds more than it may (answer.ts): too large, or malformed; never retried. */
  | { kind: 'refused'; error: ApiError }
  /** No answer in time (`timeout`), or the network failed; `received`: bytes of the answer's body read before it failed (0: no answer at all). */
  | { kind: 'failed'; timeout: boolean; code: string; received: number; arriving: boolean };

/** What of an answer's body arrived: how many bytes, and when the last came. */
class Progress {
  /** Bytes of the body read (0: no answer at all). */
  received = 0;
  #lastAt = 0;

  /** More of the body arrived: `received` bytes of it so far. */
  arrived(received: number): void {
    this.received = received;
    this.#lastAt = Date.now();
  }

  /** Whether the last bytes came less than `ms` ago (none came: no). */
  within(ms: number): boolean {
    return Date.now() - this.#lastAt < ms;
  }
}

/** Delay before retry number `retry` (1-based): exponential with equal jitter. */
export function backoffMs(retry: number, minDelayMs: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_BACKOFF_MS, minDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** A Retry-After header (seconds or HTTP date) as milliseconds, capped; undefined if unusable. */
export function retryAfterMs(header: string | undefined, capMs: number, now = Date.now()): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else {
    const date = Date.parse(value);
    if (Number.isNaN(date)) return undefined;
    ms = Math.max(0, date - now);
  }
  return Math.min(ms, capMs);
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

/** What one transport holds for its run: settings, dispatcher, counters and the run deadline. */
interface TransportState {
  options: TransportOptions;
  dispatcher: Dispatcher;
  counters: ClientStats;
  origin: string;
  prefix: string;
  headers: Record<string, string>;
  deadlineAt: number;
  /** Aborted at the run's deadline, or when the transport is cancelled. */
  deadline: AbortSignal;
  /** Every string of every answer passes through it where the answer is decoded. */
  redactor: Redactor;
  /** The buffer of the last large answer decoded whole, read into by the next one. */
  spare: SpareBuffer;
  /**
   * Where a page's buffer goes once its items are parsed: freed at once, never kept. A spare is resident
   * memory the budget of pages does not count, and a page read ahead that took it would hold it while it
   * waits (measured on sixteen walks of 64 MiB pages: 370-420 MiB of peak RSS with a spare, 310-365 without).
   */
  pageBuffers: SpareBuffer;
  /** The bytes of list pages in hand across the run (budget.ts). */
  pages: PageBudget;
}

/** What the transport holds for its run: its dispatcher, counters, headers and the run deadline (from now). */
function transportState(options: TransportOptions, deadline: AbortSignal): TransportState {
  return {
    options,
    // The headers' and the body's timeouts are each request's (attempt).
    dispatcher: new EnvHttpProxyAgent({ keepAliveTimeout: 30_000, connect: { timeout: options.requestTimeoutMs } }),
    counters: { requests: 0, retries: 0, bytesReceived: 0 },
    origin: options.baseUrl.origin,
    prefix: options.baseUrl.pathname.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.token}`, accept: 'application/json', 'user-agent': options.userAgent },
    deadlineAt: Date.now() + options.deadlineMs,
    deadline,
    redactor: tokenRedactor(options.token),
    spare: new SpareBuffer(),
    pages: new PageBudget(),
    pageBuffers: new SpareBuffer(false),
  };
}

/** Creates the transport and its dispatcher; the run deadline starts now. */
export function createTransport(options: TransportOptions): Transport {
  const deadline = new AbortController();
  // Unref'd, and left to fire after close: it then aborts nothing that runs.
  setTimeout(() => deadline.abort(), options.deadlineMs).unref();
  const state = transportState(options, deadline.signal);
  /** Asks for `path` (a POST when there is a payload); its answer is decoded when the Later is called. */
  const later = async (
    operation: ApiOperation,
    path: string,
    query: URLSearchParams | undefined,
    payload: string | undefined,
    page: PageOf | undefined,
  ): Promise<Later> => {
    const search = query?.toString();
    const url = `${state.origin}${state.prefix}${path}${search ? `?${search}` : ''}`;
    const bounds = answerBounds(operation, page?.size, options.maxResponseBytes);
    return decodeOnce(state, operation, await send(state, { operation, url, payload, bounds, page }), page);
  };
  // A page asked for and awaited at once: current from its start, given back once decoded (page-read.ts).
  return {
    getJson: (operation, path, query, page) =>
      awaitedPage(page, async (asked) => (await later(operation, path, query, undefined, asked))()),
    getJsonLater: (operation, path, query, page) => later(operation, path, query, undefined, page),
    postJson: (operation, path, body, page) =>
      awaitedPage(page, async (asked) => (await later(operation, path, undefined, JSON.stringify(body), asked))()),
    postJsonLater: (operation, path, body, page) => later(operation, path, undefined, JSON.stringify(body), page),
    stats: () => ({ ...state.counters }),
    cancel: () => deadline.abort(),
    close: () => state.dispatcher.close(),
  };
}

/** The error of a run whose deadline was reached; "narrow the query" only when an answer was still arriving. */
function deadlineError(state: TransportState, operation: ApiOperation, status?: number, arriving = false): ApiError {
  const advice = arriving
    ? 'the answer was still arriving: raise timeout-seconds, or narrow the query'
    : `raise timeout-seconds, or check that the API at ${state.origin} answers`;
  return new ApiError({
    operation,
    kind: 'deadline',
    reason: `the run's deadline of ${seconds(state.options.deadlineMs)} was reached${status ? ` (last answer: HTTP ${status})` : ''}; ${advice}`,
  });
}

/** Reads an error body, counting bytes into `progress`; past `limit` it drops the connection and keeps what it read (shown only in part). */
async function readErrorBody(
  state: TransportState,
  body: Dispatcher.ResponseData['body'],
  limit: number,
  progress: Progress,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop (break) destroys the body: the connection is dropped.
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    progress.arrived(size);
    state.counters.bytesReceived += chunk.length;
    chunks.push(chunk);
    if (size > limit) break;
  }
  return Buffer.concat(chunks, size);
}

/**
 * Reads a 2xx body through an AnswerReader, counting bytes into `progress`: the answer without the
 * whitespace between its tokens. At the first byte over a bound it drops the connection and throws
 * AnswerRefused.
 */
async function readAnswer(
  state: TransportState,
  body: Dispatcher.ResponseData['body'],
  exchange: Exchange,
  progress: Progress,
  page: PageRead,
  announced: number,
): Promise<ReadAnswer> {
  const reader = new AnswerReader(exchange.bounds, exchange.page?.list, announced, buffersOf(state, exchange.page?.claim));
  try {
    // A throw out of the loop destroys the body: the connection is dropped.
    for await (const chunk of body as AsyncIterable<Buffer>) {
      // A page's bytes are charged to the run's budget of pages before they are kept: a page read ahead may wait here, its socket paused.
      await page.charge(chunk.length);
      state.counters.bytesReceived += chunk.length;
      try {
        reader.push(chunk);
      } finally {
        progress.arrived(reader.received);
      }
    }
    return reader.end();
  } catch (error) {
    reader.discard();
    throw error;
  }
}

/** One HTTP exchange, bounded by the request timeout and the run deadline. */
async function attempt(state: TransportState, exchange: Exchange): Promise<Attempt> {
  const { operation, url, payload } = exchange;
  const { requestTimeoutMs } = state.options;
  state.counters.requests += 1;
  const timeout = new AbortController();
  let timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
  // A page waiting for the budget of pages is not late: the request's timer stops while it waits (undici's does too: the body is paused).
  const onWait = (waiting: boolean): void => {
    clearTimeout(timer);
    if (!waiting) timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
  };
  const progress = new Progress();
  const signal = AbortSignal.any([timeout.signal, state.deadline]);
  const page = pageRead(state.pages, exchange.page?.claim, signal, onWait);
  let read = false;
  try {
    const response = await request(url, {
      dispatcher: state.dispatcher,
      method: payload === undefined ? 'GET' : 'POST',
      headers: payload === undefined ? state.headers : { ...state.headers, 'content-type': 'application/json' },
      body: payload,
      signal,
      headersTimeout: requestTimeoutMs,
      bodyTimeout: requestTimeoutMs,
    });
    if (Math.trunc(response.statusCode / 100) === 2) {
      try {
        // The length announced is only the first size of the buffer the answer is read into (answer.ts checks it).
        const length = Number(response.headers['content-length']);
        const body = await readAnswer(state, response.body, exchange, progress, page, length);
        read = true;
        return { kind: 'ok', body };
      } catch (error) {
        if (!(error instanceof AnswerRefused)) throw error;
        return { kind: 'refused', error: refusedError(operation, error, exchange.bounds) };
      }
    }
    return await statusAttempt(state, response, url, progress);
  } catch (error) {
    if (error instanceof PageAbandoned) throw error;
    return failedAttempt(state, operation, error, progress, timeout.signal);
  } finally {
    clearTimeout(timer);
    page.end(read);
  }
}

/** A non-2xx answer as an attempt: its status, its error body (read in part), Retry-After and Location. */
async function statusAttempt(state: TransportState, response: Dispatcher.ResponseData, url: string, progress: Progress): Promise<Attempt> {
  const status = response.statusCode;
  const text = (await readErrorBody(state, response.body, MAX_ERROR_BODY, progress)).toString('utf8');
  const result: Attempt = { kind: 'status', status, text, retryAfter: firstHeader(response.headers['retry-after']) };
  const location = firstHeader(response.headers['location']);
  if (location !== undefined) result.location = resolveLocation(location, url);
  return result;
}

/** An attempt that failed with no answer to judge: the request's timeout, or the network; the run's deadline throws its error. */
function failedAttempt(state: TransportState, operation: ApiOperation, error: unknown, progress: Progress, timeout: AbortSignal): Attempt {
  // Still arriving: the last bytes came within the last quarter of the timeout (at most a second ago).
  const arriving = progress.within(Math.min(1000, state.options.requestTimeoutMs / 4));
  if (state.deadline.aborted) throw deadlineError(state, operation, undefined, arriving);
  const code = errorCode(error);
  return { kind: 'failed', timeout: timeout.aborted || TIMEOUT_CODES.has(code), code, received: progress.received, arriving };
}

/** Whether a failed attempt is worth another, and how long the server asked to wait. */
function retryPlan(state: TransportState, result: Extract<Attempt, { kind: 'status' | 'failed' }>) {
  if (result.kind === 'failed')
    return { retryable: result.timeout || RETRY_CODES.has(result.code), waitMs: undefined, lastStatus: undefined };
  return {
    retryable: RETRY_STATUSES.has(result.status),
    waitMs: retryAfterMs(result.retryAfter, state.options.maxRetryAfterMs),
    lastStatus: result.status,
  };
}

/** An answer refused at its first byte over a bound: too large, or malformed. */
function refusedError(operation: ApiOperation, error: AnswerRefused, bounds: AnswerBounds): ApiError {
  if (!error.tooLarge) return malformed(operation, error.message);
  return new ApiError({
    operation,
    kind: 'too-large',
    reason: `the response is over ${sizeWords(bounds.bytes)}; the gate does not read further (narrow the query, or raise FINDINGS_GATE_MAX_RESPONSE_BYTES)`,
  });
}

/** One logical request: its operation, URL, JSON payload (a POST) and the bounds of its answer, and its page where the answer is one. */
interface Exchange {
  operation: ApiOperation;
  url: string;
  /** The JSON body of a POST; none: a GET. */
  payload: string | undefined;
  bounds: AnswerBounds;
  /** The page's list's key and its share of the budget of pages in hand (given by its walk), where the answer is a page. */
  page: PageOf | undefined;
}

/** Sends one logical request, retrying what is worth retrying; the body of its 2xx answer, to decode. */
async function send(state: TransportState, exchange: Exchange): Promise<ReadAnswer> {
  const { operation } = exchange;
  for (let attemptNo = 1; ; attemptNo++) {
    if (state.deadline.aborted) throw deadlineError(state, operation);
    const result = await attempt(state, exchange);
    if (result.kind === 'ok') return result.body;
    if (result.kind === 'refused') throw result.error;
    const { retryable, waitMs, lastStatus } = retryPlan(state, result);
    if (!retryable || attemptNo >= state.options.maxAttempts) throw finalError(state, operation, result, attemptNo);
    const delay = waitMs ?? backoffMs(attemptNo, state.options.retryMinDelayMs);
    if (Date.now() + delay >= state.deadlineAt) throw deadlineError(state, operation, lastStatus);
    state.counters.retries += 1;
    try {
      // Ended at once by the deadline's signal when the transport is cancelled (the wait itself ends before the deadline).
      await sleep(delay, undefined, { signal: state.deadline });
    } catch {
      throw deadlineError(state, operation, lastStatus);
    }
  }
}

/** The error for an attempt that will not be retried. */
function finalError(
  state: TransportState,
  operation: ApiOperation,
  result: Extract<Attempt, { kind: 'status' | 'failed' }>,
  attempts: number,
): ApiError {
  const after = attempts > 1 ? ` after ${attempts} attempts` : '';
  if (result.kind === 'status') {
    const location = result.location === undefined ? undefined : state.redactor.redact(result.location);
    const answer = { apiShaped: isApiErrorBody(result.text), origin: state.origin };
    return httpError(operation, result.status, serverMessageOf(result.text, state.options.token), attempts, location, answer);
  }
  const tries = `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
  if (result.timeout) {
    const stalled = result.received > 0 && !result.arriving ? ` (the last answer stopped after ${sizeWords(result.received)})` : '';
    const narrow = result.arriving ? '; or narrow the query: the answer was still arriving' : '';
    return new ApiError({
      operation,
      kind: 'timeout',
      reason: `the API at ${state.origin} did not answer within ${seconds(state.options.requestTimeoutMs)}${after}${stalled}; try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (${tries} made) or timeout-seconds${narrow}`,
    });
  }
  if (result.received > 0) {
    return new ApiError({
      operation,
      kind: 'network',
      reason: `the answer from ${state.origin} was cut off after ${sizeWords(result.received)} (${result.code})${after}`,
    });
  }
  return new ApiError({ operation, kind: 'network', reason: `could not reach ${state.origin}: ${result.code}${after}` });
}

/**
 * Decodes a 2xx answer. A page's list (named by `list`) is left out of what is parsed now, and put back
 * as RawItems, each parsed from its own bytes when the walk opens it: JSON.parse never holds more than
 * the page's bytes and one item. What is parsed is exactly what JSON.parse of the whole answer gives.
 */
function decode(
  state: TransportState,
  operation: ApiOperation,
  answer: ReadAnswer,
  list: string | undefined,
  buffers: SpareBuffer,
): unknown {
  // The token is looked for once in the answer's bytes: each item's bytes are a part of them (cut outside
  // any string), so where the answer cannot hold a run of it, no item can, and no item is looked at again.
  const mayHold = state.redactor.mayHoldBytes(answer.bytes);
  return decodeAnswer(answer, list, (bytes, what) => parse(state, operation, bytes, what, mayHold), buffers);
}

/** Where an answer's buffer comes from and goes back to: a page of a walk's is never kept as the spare. */
function buffersOf(state: TransportState, claim: PageClaim | undefined): SpareBuffer {
  return claim === undefined ? state.spare : state.pageBuffers;
}

/** An answer decoded when the returned function is called, once: its buffer is then given back (to be read into again, or freed). */
function decodeOnce(state: TransportState, operation: ApiOperation, answer: ReadAnswer, page: PageOf | undefined): Later {
  let left: ReadAnswer | undefined = answer;
  const later = () => {
    if (left === undefined) throw new Error('an answer is decoded once');
    const taken = left;
    left = undefined;
    return decode(state, operation, taken, page?.list, buffersOf(state, page?.claim));
  };
  return Object.assign(later, { bytes: answer.bytes.length });
}

/**
 * Parses bytes, or reports them as malformed; the token is redacted from every string of them here, once.
 * `answerMayHold`: whether the whole answer these bytes are a part of may hold a run of the token (when
 * it cannot, neither can they).
 */
function parse(state: TransportState, operation: ApiOperation, bytes: Buffer, what: string, answerMayHold: boolean): unknown {
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The reader keeps no whitespace between tokens: an answer of nothing but whitespace is empty here.
    throw malformed(operation, bytes.length === 0 ? `${what} is empty, not JSON` : `${what} is not JSON`);
  }
  return answerMayHold && state.redactor.mayHoldBytes(bytes) ? state.redactor.redactValue(value) : value;
}

/** The first value of a header that may repeat. */
function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A redirect target made absolute against the request URL. */
function resolveLocation(location: string, requestUrl: string): string {
  try {
    return new URL(location, requestUrl).href;
  } catch {
    return location;
  }
}

/** The most specific code of a network error, without its message (which may be long). */
function errorCode(error: unknown): string {
  // Object(): a value that is not an object (undefined, a string) has no code.
  const record = Object(error) as { code?: unknown; cause?: { code?: unknown }; name?: unknown };
  const code = [record.code, record.cause?.code, record.name].find((value) => typeof value === 'string');
  return code === undefined ? 'unknown error' : sanitizeText(code as string, undefined, 40);
}
