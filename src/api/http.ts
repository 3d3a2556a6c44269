// The one HTTP path of the client: one undici dispatcher per run (keep-alive, proxy from the
// environment), bearer auth, per-request timeout, run deadline, bounded retries with backoff,
// no redirects. Every answer is read through the boundary for answers (answer.ts: its bytes, items,
// values and depth bounded as they arrive), then parsed; returns the JSON as `unknown` (getJsonLater:
// the decoding, for when a walk reaches the page); the operation modules validate it.

import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import { EnvHttpProxyAgent, request } from 'undici';
import {
  type AnswerBounds,
  AnswerReader,
  AnswerRefused,
  answerBounds,
  decodeAnswer,
  type PageOf,
  type ReadAnswer,
  SpareBuffer,
} from './answer.ts';
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
  | { kind: 'status'; status: number; text: string; retryAfter?: string; location?: string }
  | { kind: 'too-large'; bytes: number }
  /** A 2xx answer that holds more than it may (answer.ts): malformed, never retried. */
  | { kind: 'refused'; reason: string }
  /** `received`: bytes of the answer's body read before it failed (0: no answer at all). */
  | { kind: 'failed'; failure: 'network' | 'timeout' | 'deadline'; code: string; received: number; arriving: boolean };

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
  deadline: AbortController;
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
function transportState(options: TransportOptions, deadline: AbortController): TransportState {
  const { requestTimeoutMs } = options;
  return {
    options,
    dispatcher: new EnvHttpProxyAgent({
      keepAliveTimeout: 30_000,
      headersTimeout: requestTimeoutMs,
      bodyTimeout: requestTimeoutMs,
      connect: { timeout: requestTimeoutMs },
    }),
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
  const deadlineTimer = setTimeout(() => deadline.abort(), options.deadlineMs);
  deadlineTimer.unref();
  const state = transportState(options, deadline);
  const exchange = (operation: ApiOperation, method: 'GET' | 'POST', path: string, page: PageOf | undefined): Exchange => ({
    operation,
    method,
    path,
    bounds: answerBounds(operation, page?.size, options.maxResponseBytes),
    ...(page === undefined ? {} : { list: page.list }),
    ...(page?.claim === undefined ? {} : { claim: page.claim }),
  });
  return {
    // A page asked for and awaited at once: current from its start, given back once decoded (page-read.ts).
    getJson: (operation, path, query, page) =>
      awaitedPage(page, async (asked) =>
        decode(
          state,
          operation,
          await send(state, { ...exchange(operation, 'GET', path, asked), query }),
          asked?.list,
          buffersOf(state, asked?.claim),
        ),
      ),
    getJsonLater: async (operation, path, query, page) =>
      decodeOnce(state, operation, await send(state, { ...exchange(operation, 'GET', path, page), query }), page),
    postJson: async (operation, path, body, page) =>
      decode(
        state,
        operation,
        await send(state, { ...exchange(operation, 'POST', path, page), body }),
        page?.list,
        buffersOf(state, page?.claim),
      ),
    postJsonLater: async (operation, path, body, page) =>
      decodeOnce(state, operation, await send(state, { ...exchange(operation, 'POST', path, page), body }), page),
    stats: () => ({ ...state.counters }),
    cancel: () => deadline.abort(),
    async close() {
      clearTimeout(deadlineTimer);
      await state.dispatcher.close();
    },
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
  progress: { received: number; lastAt: number },
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    progress.received = size;
    progress.lastAt = Date.now();
    state.counters.bytesReceived += chunk.length;
    chunks.push(chunk);
    if (size > limit) {
      body.destroy();
      break;
    }
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
  exchange: Pick<Exchange, 'bounds' | 'list' | 'claim'>,
  progress: { received: number; lastAt: number },
  page: PageRead,
  announced?: number,
): Promise<ReadAnswer> {
  const reader = new AnswerReader(exchange.bounds, exchange.list, announced, buffersOf(state, exchange.claim));
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      // A page's bytes are charged to the run's budget of pages before they are kept: a page read ahead may wait here, its socket paused.
      await page.charge(chunk.length);
      progress.lastAt = Date.now();
      state.counters.bytesReceived += chunk.length;
      try {
        reader.push(chunk);
      } finally {
        progress.received = reader.received;
      }
    }
    return reader.end();
  } catch (error) {
    reader.discard();
    throw error;
  }
}

/** One HTTP exchange, bounded by the request timeout and the run deadline. */
async function attempt(
  state: TransportState,
  method: 'GET' | 'POST',
  url: string,
  payload: string | undefined,
  exchange: Pick<Exchange, 'bounds' | 'list' | 'claim'>,
): Promise<Attempt> {
  const { requestTimeoutMs } = state.options;
  state.counters.requests += 1;
  const timeout = new AbortController();
  let timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
  // A page waiting for the budget of pages is not late: the request's timer stops while it waits (undici's does too: the body is paused).
  const onWait = (waiting: boolean): void => {
    clearTimeout(timer);
    if (!waiting) timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
  };
  const progress = { received: 0, lastAt: 0 };
  const signal = AbortSignal.any([timeout.signal, state.deadline.signal]);
  const page = pageRead(state.pages, exchange.claim, signal, onWait);
  let read = false;
  try {
    const response = await request(url, {
      dispatcher: state.dispatcher,
      method,
      headers: payload === undefined ? state.headers : { ...state.headers, 'content-type': 'application/json' },
      body: payload ?? null,
      signal,
      headersTimeout: requestTimeoutMs,
      bodyTimeout: requestTimeoutMs,
    });
    const status = response.statusCode;
    if (status >= 200 && status < 300) {
      try {
        const length = announcedLength(response.headers['content-length']);
        const body = await readAnswer(state, response.body, exchange, progress, page, length);
        read = true;
        return { kind: 'ok', body };
      } catch (error) {
        if (!(error instanceof AnswerRefused)) throw error;
        response.body.destroy();
        return error.tooLarge ? { kind: 'too-large', bytes: progress.received } : { kind: 'refused', reason: error.message };
      }
    }
    return await statusAttempt(state, response, url, progress);
  } catch (error) {
    if (error instanceof PageAbandoned) throw error;
    return failedAttempt(state, error, progress, timeout.signal);
  } finally {
    clearTimeout(timer);
    page.end(read);
  }
}

/** A non-2xx answer as an attempt: its status, its error body (read in part), Retry-After and Location. */
async function statusAttempt(
  state: TransportState,
  response: Dispatcher.ResponseData,
  url: string,
  progress: { received: number; lastAt: number },
): Promise<Attempt> {
  const status = response.statusCode;
  const text = (await readErrorBody(state, response.body, MAX_ERROR_BODY, progress)).toString('utf8');
  const result: Attempt = { kind: 'status', status, text };
  const retryAfter = firstHeader(response.headers['retry-after']);
  if (retryAfter !== undefined) result.retryAfter = retryAfter;
  const location = firstHeader(response.headers['location']);
  if (location !== undefined) result.location = resolveLocation(location, url);
  return result;
}

/** An attempt that failed with no answer to judge: the run's deadline, the request's timeout, or the network. */
function failedAttempt(
  state: TransportState,
  error: unknown,
  progress: { received: number; lastAt: number },
  timeout: AbortSignal,
): Attempt {
  const { received } = progress;
  // Still arriving: the last bytes came within the last quarter of the timeout (at most a second ago).
  const arriving = received > 0 && Date.now() - progress.lastAt < Math.min(1000, state.options.requestTimeoutMs / 4);
  if (state.deadline.signal.aborted) return { kind: 'failed', failure: 'deadline', code: 'deadline', received, arriving };
  const code = errorCode(error);
  if (timeout.aborted || TIMEOUT_CODES.has(code)) return { kind: 'failed', failure: 'timeout', code, received, arriving };
  return { kind: 'failed', failure: 'network', code, received, arriving };
}

/** Whether a failed attempt is worth another, and how long the server asked to wait. */
function retryPlan(state: TransportState, operation: ApiOperation, result: Exclude<Attempt, { kind: 'ok' }>) {
  if (result.kind === 'status') {
    return {
      retryable: RETRY_STATUSES.has(result.status),
      waitMs: retryAfterMs(result.retryAfter, state.options.maxRetryAfterMs),
      lastStatus: result.status,
    };
  }
  if (result.kind === 'too-large' || result.kind === 'refused') return { retryable: false, waitMs: undefined, lastStatus: undefined };
  if (result.failure === 'deadline') throw deadlineError(state, operation, undefined, result.arriving);
  return { retryable: result.failure === 'timeout' || RETRY_CODES.has(result.code), waitMs: undefined, lastStatus: undefined };
}

/** One logical request: its operation, method, path, query or body, and the bounds of its answer. */
interface Exchange {
  operation: ApiOperation;
  method: 'GET' | 'POST';
  path: string;
  query?: URLSearchParams | undefined;
  body?: unknown;
  bounds: AnswerBounds;
  /** The key of the page's list, where the answer is a page. */
  list?: string;
  /** The page's share of the budget of pages in hand, where its walk gives one. */
  claim?: PageClaim;
}

/** Sends one logical request, retrying what is worth retrying; the body of its 2xx answer, to decode. */
async function send(state: TransportState, exchange: Exchange): Promise<ReadAnswer> {
  const { operation, method, path, query, body, bounds } = exchange;
  const search = query?.toString();
  const url = `${state.origin}${state.prefix}${path}${search ? `?${search}` : ''}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  for (let attemptNo = 1; ; attemptNo++) {
    if (state.deadline.signal.aborted) throw deadlineError(state, operation);
    const result = await attempt(state, method, url, payload, exchange);
    if (result.kind === 'ok') return result.body;
    const { retryable, waitMs, lastStatus } = retryPlan(state, operation, result);
    if (!retryable || attemptNo >= state.options.maxAttempts) throw finalError(state, operation, result, attemptNo, bounds);
    const delay = waitMs ?? backoffMs(attemptNo, state.options.retryMinDelayMs);
    if (Date.now() + delay >= state.deadlineAt) throw deadlineError(state, operation, lastStatus);
    state.counters.retries += 1;
    try {
      await sleep(delay, undefined, { signal: state.deadline.signal });
    } catch {
      throw deadlineError(state, operation, lastStatus);
    }
  }
}

/** The error for an attempt that will not be retried. */
function finalError(
  state: TransportState,
  operation: ApiOperation,
  result: Exclude<Attempt, { kind: 'ok' }>,
  attempts: number,
  bounds: AnswerBounds,
): ApiError {
  const after = attempts > 1 ? ` after ${attempts} attempts` : '';
  if (result.kind === 'too-large') {
    return new ApiError({
      operation,
      kind: 'too-large',
      reason: `the response is over ${sizeWords(bounds.bytes)}; the gate does not read further (narrow the query, or raise FINDINGS_GATE_MAX_RESPONSE_BYTES)`,
    });
  }
  if (result.kind === 'refused') return malformed(operation, result.reason);
  if (result.kind === 'status') {
    const location = result.location === undefined ? undefined : state.redactor.redact(result.location);
    const answer = { apiShaped: isApiErrorBody(result.text), origin: state.origin };
    return httpError(operation, result.status, serverMessageOf(result.text, state.options.token), attempts, location, answer);
  }
  const tries = `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
  if (result.failure === 'timeout') {
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
    throw malformed(operation, text.trim() === '' ? `${what} is empty, not JSON` : `${what} is not JSON`);
  }
  return answerMayHold && state.redactor.mayHoldBytes(bytes) ? state.redactor.redactValue(value) : value;
}

/** The length an answer announces (content-length), when it is one whole number. */
function announcedLength(value: string | string[] | undefined): number | undefined {
  const text = firstHeader(value);
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
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
  const record = error as { code?: unknown; cause?: { code?: unknown }; name?: unknown } | null;
  if (record && typeof record.code === 'string') return sanitizeText(record.code, undefined, 40);
  if (typeof record?.cause?.code === 'string') return sanitizeText(record.cause.code, undefined, 40);
  if (record && typeof record.name === 'string') return sanitizeText(record.name, undefined, 40);
  return 'unknown error';
}
