// The boundary for the answers of the CIs' own APIs (GitHub's pull-request comments, GitLab's
// merge-request notes): each body is read to at most its cap of bytes, then refused, and a page with more
// items than were asked for is malformed; and the token for them goes only over https (http only to a
// loopback host), by the rule the Semgrep API's token follows (api/base-url.ts).
import { EnvHttpProxyAgent, fetch, type RequestInit, Response } from 'undici';
import { checkBaseUrl } from '../api/base-url.ts';

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

/** The body's bytes, read to at most `cap` (past it, the read stops and AnswerRefused is thrown). */
export async function readBounded(body: AsyncIterable<Uint8Array>, cap: number = MAX_ANSWER_BYTES): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    // Leaving the loop ends the stream: nothing more is read.
    if (size > cap) throw new AnswerRefused(`the answer is over ${sizeWords(cap)}, and the gate does not read further`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
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
 * API's client), each body read to at most `cap` before Octokit parses it.
 */
export function boundedFetch(cap: number = MAX_ANSWER_BYTES): (input: string | URL, init?: RequestInit) => Promise<Response> {
  const dispatcher = new EnvHttpProxyAgent();
  return async (input, init) => {
    const answer = await fetch(input, { ...init, dispatcher });
    // No body (a 204, a 304, an answer to HEAD) stays none: a Response refuses one for such a status.
    const bytes = answer.body === null ? null : await readBounded(answer.body, cap);
    const body = bytes === null ? null : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    const bounded = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
    Object.defineProperty(bounded, 'url', { value: answer.url });
    return bounded;
  };
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
