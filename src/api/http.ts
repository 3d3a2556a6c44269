// The one HTTP path of the client: one undici dispatcher per run (keep-alive, proxy from the
// environment), bearer auth, per-request timeout, run deadline, bounded retries with backoff,
// no redirects. Every answer is read through the boundary for answers (answer.ts: its bytes, items,
// values and depth bounded as they arrive), then parsed; returns the JSON as `unknown` (getJsonLater:
// the decoding, for when a walk reaches the page); the operation modules validate it.

import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import { request } from 'undici';
import { boundedAgent } from '../files/remote.ts';
import {
  type AnswerBounds,
  AnswerRefused,
  answerBounds,
  decodeAnswer,
  MAX_ITEM_BYTES,
  namesAKeyTwice,
  type PageOf,
  type ParsedPart,
  type ReadAnswer,
  SpareBuffer,
} from './answer.ts';
import { AnswerReader } from './answer-reader.ts';
import { PageAbandoned, PageBudget, type PageClaim } from './budget.ts';
import { cutLongStrings } from './cut.ts';
import type { ApiOperation } from './errors.ts';
import { malformed } from './errors.ts';
import { deadlineError, finalError, refusedError, waitPastDeadline } from './failures.ts';
import { awaitedPage, type PageRead, pageRead } from './page-read.ts';
import { type Redactor, tokenRedactor } from './redact.ts';
import { LONGEST_REDACTED } from './redact-bytes.ts';
import { type Attempt, errorCode, isTimeoutCode, retryPlan } from './retry.ts';
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
  /** Ends every request still out, and any asked after, as the deadline would: but the spared ones, unless `spared: true`. */
  cancel(options?: { spared?: boolean }): void;
  /** The same transport (dispatcher, counters, budgets) whose requests only `cancel({ spared: true })` or the deadline end (collect/policy.ts). */
  spared(): Transport;
}

/** An answer that waits as its bytes, decoded when called; `bytes`: how many it holds (a walk reads ahead by them). */
export type Later = (() => unknown) & { readonly bytes: number };

/** The most of an error body worth reading. */
const MAX_ERROR_BODY = 64 * 1024;
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
    // Stryker disable next-line EqualityOperator: `<=` differs only in the millisecond the last bytes are exactly `ms` old, which no test can aim at
    return Date.now() - this.#lastAt < ms;
  }
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
  /** Aborted at the run's deadline, or when the transport is cancelled (a spared transport's: the deadline, or a cancel that says so). */
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
    // Through a proxy too, each connection bounded by the request timeout (attack37 P1).
    dispatcher: boundedAgent(options.requestTimeoutMs, { keepAliveTimeout: 30_000 }),
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
  const cancelled = new AbortController();
  const all = new AbortController();
  // Unref'd, and left to fire after close: it then aborts nothing that runs.
  setTimeout(() => deadline.abort(), options.deadlineMs).unref();
  const cancel = (told?: { spared?: boolean }): void => {
    cancelled.abort();
    if (told?.spared === true) all.abort();
  };
  const state = transportState(options, AbortSignal.any([deadline.signal, cancelled.signal, all.signal]));
  const transport = transportOver(state, cancel);
  const spared: Transport = {
    ...transportOver({ ...state, deadline: AbortSignal.any([deadline.signal, all.signal]) }, cancel),
    spared: () => spared,
  };
  return { ...transport, spared: () => spared };
}

/** The transport's requests over `state` (shared, but for the signal that ends them). */
function transportOver(state: TransportState, cancel: Transport['cancel']): Omit<Transport, 'spared'> {
  const { options } = state;
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
    cancel,
    close: () => state.dispatcher.close(),
  };
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
    // Stryker disable next-line EqualityOperator: `>=` stops after a chunk ending exactly at the limit, where the loop ends anyway: the same bytes read
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
      headers: state.headers,
      signal,
      headersTimeout: requestTimeoutMs,
      bodyTimeout: requestTimeoutMs,
      // A GET (undici's method when none is given) unless there is a payload.
      ...(payload === undefined
        ? {}
        : { method: 'POST', headers: { ...state.headers, 'content-type': 'application/json' }, body: payload }),
    });
    if (Math.trunc(response.statusCode / 100) === 2) {
      try {
        // The length announced is only the first size of the buffer the answer is read into (answer.ts checks it).
        // Stryker disable next-line StringLiteral: without the announced length the first buffer grows as the bytes arrive: the same answer, in more copies
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
  return { kind: 'failed', timeout: timeout.aborted || isTimeoutCode(code), code, received: progress.received, arriving };
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
    const plan = retryPlan(state.options, result, attemptNo);
    if (!plan.retryable || attemptNo >= state.options.maxAttempts) throw finalError(state, operation, result, attemptNo);
    // A wait whose next attempt would start past the deadline is not waited: the run stops now, saying so.
    const leftMs = state.deadlineAt - Date.now();
    // Stryker disable next-line EqualityOperator: at `>` a wait of exactly the time left ends at the deadline, which stops the run as a deadline too (a millisecond no test can aim at)
    if (plan.delayMs >= leftMs) throw waitPastDeadline(state, operation, plan, leftMs);
    state.counters.retries += 1;
    try {
      // Ended at once by the deadline's signal when the transport is cancelled (the wait itself ends before the deadline).
      await sleep(plan.delayMs, undefined, { signal: state.deadline });
    } catch {
      throw deadlineError(state, operation, plan.status);
    }
  }
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
  return decodeAnswer(
    answer,
    list,
    (bytes, what, part, members) => parse(state, operation, { bytes, what, part, members }, mayHold),
    buffers,
  );
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
 * it cannot, neither can they; when it can, every part is redacted: the value of one without it is as sent).
 */
function parse(
  state: TransportState,
  operation: ApiOperation,
  { bytes, what, part, members }: { bytes: Buffer; what: string; part: ParsedPart; members: number | undefined },
  answerMayHold: boolean,
): unknown {
  if (part !== 'body' && bytes.length > MAX_ITEM_BYTES) {
    const size = `${bytes.length.toLocaleString('en-US')} bytes`;
    const limit = `(${MAX_ITEM_BYTES / 1024 / 1024} MiB)`;
    throw malformed(
      operation,
      part === 'item'
        ? `${what} is ${size}, more than an item of a list holds ${limit}`
        : `the page is ${size} beside its list's items, more than a page holds there ${limit}`,
    );
  }
  // A string past what any reader keeps is cut in the bytes, before it is made (attack29 M1).
  const text = (bytes.length > LONGEST_REDACTED ? cutLongStrings(bytes, LONGEST_REDACTED) : bytes).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The reader keeps no whitespace between tokens: an answer of nothing but whitespace is empty here.
    throw malformed(operation, bytes.length === 0 ? `${what} is empty, not JSON` : `${what} is not JSON`);
  }
  if (namesAKeyTwice(members, value))
    throw malformed(operation, `${what} names a key twice in one object: which value it means cannot be told`);
  return answerMayHold ? state.redactor.redactValue(value) : value;
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
