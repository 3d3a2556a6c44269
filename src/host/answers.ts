// The boundary for the answers of the CIs' own APIs (GitHub's pull-request comments, GitLab's
// merge-request notes): each body is read to at most its cap of bytes, and what parsing it would build is
// counted as it arrives (AnswerShape), so that a page with more items than were asked for, or an answer of
// more values than a page holds, is refused before JSON.parse builds it (16 MiB of `{},` is 5.6 million
// objects: 1.3 GB and minutes of the collector); and the token for them goes only over https (http only to
// a loopback host), by the rule the Semgrep API's token follows (api/base-url.ts), and only to the API's origin,
// whose answer is never another address's: a redirect is refused, not followed.
import { fetch, type RequestInit, Response } from 'undici';
import { checkBaseUrl } from '../api/base-url.ts';
import { proxyAgent } from '../files/remote.ts';

/** Bytes at most of one answer: a page of 100 comments or notes is a few hundred KiB. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** Items at most on one page: the page size the gate asks for. */
export const PAGE_SIZE = 100;

/** An answer the gate does not read: larger than its cap, or a page longer than asked for. */
export class AnswerRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerRefused';
  }
}

/** Values at most in one answer (each list, object and member or item): a page of 100 comments holds about 10,000. */
export const MAX_ANSWER_VALUES = 100_000;
/** Levels at most an answer nests: a comment or a note nests a handful. */
export const MAX_ANSWER_DEPTH = 32;

/**
 * The body's bytes, read to at most `cap`, each chunk counted by an AnswerShape of `what` (the items of a
 * page: `comments`) as it arrives; past a bound, the read stops and AnswerRefused is thrown.
 */
export async function readBounded(body: AsyncIterable<Uint8Array>, cap: number = MAX_ANSWER_BYTES, what = 'items'): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const shape = new AnswerShape(what);
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    // Leaving the loop ends the stream: nothing more is read.
    if (size > cap) throw new AnswerRefused(`the answer is over ${sizeWords(cap)}, and the gate does not read further`);
    shape.push(chunk);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Counts, byte by byte as an answer arrives, what JSON.parse would build from it (the tokenizer of
 * api/answer-reader.ts, cut to the CIs' answers): the items of a list at its root (a page: more than
 * PAGE_SIZE is refused at the comma that starts item PAGE_SIZE + 1), its values in all (lists, objects and
 * what commas separate: past MAX_ANSWER_VALUES), and how deep it nests. It does not check that the bytes
 * are JSON: JSON.parse does, on an answer known to be small.
 */
export class AnswerShape {
  readonly #what: string;
  #inString = false;
  #escaped = false;
  #depth = 0;
  /** Whether the answer is a list: the first list or object opened at its root is one. */
  #rootList: boolean | undefined;
  #rootCommas = 0;
  #values = 0;

  constructor(what: string) {
    this.#what = what;
  }

  /** Counts one chunk; throws AnswerRefused at the first byte past a bound. */
  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (byte === BACKSLASH) this.#escaped = true;
        else if (byte === QUOTE) this.#inString = false;
      } else if (byte === QUOTE) this.#inString = true;
      else if (byte === OPEN_LIST || byte === OPEN_OBJECT) this.#open(byte === OPEN_LIST);
      else if (byte === CLOSE_LIST || byte === CLOSE_OBJECT) this.#depth = Math.max(0, this.#depth - 1);
      else if (byte === COMMA) this.#comma();
    }
  }

  #open(isList: boolean): void {
    this.#rootList ??= isList;
    this.#count();
    if (++this.#depth > MAX_ANSWER_DEPTH) throw new AnswerRefused(`the answer nests deeper than ${MAX_ANSWER_DEPTH} levels`);
  }

  #comma(): void {
    this.#count();
    if (this.#depth !== 1 || this.#rootList !== true) return;
    // Items are the commas and one more: past the page at the comma that starts item PAGE_SIZE + 1.
    if (++this.#rootCommas >= PAGE_SIZE)
      throw new AnswerRefused(`the server sent more than ${PAGE_SIZE} ${this.#what} on a page of ${PAGE_SIZE}`);
  }

  #count(): void {
    if (++this.#values > MAX_ANSWER_VALUES) {
      throw new AnswerRefused(
        `the answer holds more than ${MAX_ANSWER_VALUES.toLocaleString('en-US')} values, more than a page of ${PAGE_SIZE} ${this.#what} does`,
      );
    }
  }
}

/** A cap for a sentence: 16 MiB, or 4096 bytes. */
const sizeWords = (bytes: number): string => (bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes} bytes`);

/** `items`, when it is a page of at most PAGE_SIZE; else AnswerRefused. */
export function boundedPage<T>(items: readonly T[], what: string): readonly T[] {
  if (items.length > PAGE_SIZE) throw new AnswerRefused(`the server sent ${items.length} ${what} on a page of ${PAGE_SIZE}`);
  return items;
}

/**
 * A fetch for Octokit whose answers cross readBounded: the proxy from the environment (as the Semgrep
 * API's client), each body read to at most `cap` and counted as `what` before Octokit parses it, and
 * every request ended by `signal` (Octokit's paginate drops a request's own signal: this one reaches each
 * page). Given `origin` (the API's), a request to any other is refused before it is sent: Octokit's
 * paginate follows an answer's `Link: rel="next"` as it is, with the token.
 */
export function boundedFetch(
  cap: number = MAX_ANSWER_BYTES,
  signal?: AbortSignal,
  { origin, what = 'items' }: { origin?: string; what?: string } = {},
): (input: string | URL, init?: RequestInit) => Promise<Response> {
  const dispatcher = proxyAgent();
  return async (input, init) => {
    if (origin !== undefined && new URL(input).origin !== origin) {
      throw new AnswerRefused(`the API pointed to a page at another origin than ${origin}, and the token goes to no other`);
    }
    const signals = [init?.signal, signal].filter((one): one is AbortSignal => one instanceof AbortSignal);
    // A redirect is never followed (fetch would read another origin's answer as the API's): it is refused, named.
    // Of no signal, one that never aborts: as none.
    const answer = await fetch(input, { ...init, dispatcher, redirect: 'manual', signal: AbortSignal.any(signals) });
    const refused = redirectRefusal(answer.status, answer.headers.get('location'), new URL(input));
    if (refused !== undefined) {
      await answer.body?.cancel().catch(() => undefined);
      throw new AnswerRefused(refused);
    }
    // No body (a 204, a 304, an answer to HEAD) stays none: a Response refuses one for such a status.
    const bytes = answer.body === null ? null : await readBounded(answer.body, cap, what);
    const body = bytes === null ? null : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    const bounded = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
    Object.defineProperty(bounded, 'url', { value: answer.url });
    return bounded;
  };
}

/**
 * Why an answer of `status` is not read, where it is a redirect (3xx but 304, Not Modified): the API's
 * answer is never another address's, so none is followed; the origin it points to is named, nothing more
 * of the address (it may hold what the token's scope shows).
 */
export function redirectRefusal(status: number, location: string | null, asked: URL): string | undefined {
  if (status < 300 || status > 399 || status === 304) return undefined;
  // URL.parse: null of an address that is no URL, as of none.
  const target = location === null ? null : URL.parse(location, asked.href);
  if (target === null) return `the API answered with a redirect (HTTP ${status}) to no usable address; not followed`;
  if (target.origin !== asked.origin) return `the API redirected to another origin (${target.origin}); not followed`;
  return `the API answered with a redirect (HTTP ${status}) to another address of ${asked.origin}; not followed`;
}

/**
 * Why the token may not go to `api` (the CI's API root), or undefined when it may: https, or http to a
 * loopback host; no credentials or query.
 */
export function cleartextRefusal(api: string, variable: string, token: string): string | undefined {
  const checked = checkBaseUrl(api);
  if ('url' in checked) return undefined;
  if (checked.fault === 'cleartext') {
    return `${variable} is http: on a host other than the loopback, and ${token} goes only over https: set ${variable} to the https address of the API`;
  }
  return `${variable} is not an https URL without credentials or query, so ${token} is not sent to it`;
}

/**
 * A signal that aborts after `ms`, on a timer that keeps the process alive until then (AbortSignal.timeout's
 * does not, so a request whose socket holds nothing else could be left unsettled); `clear` when done.
 */
export function timeLimit(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`did not finish within ${ms / 1000} s`, 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
