// The one reader of a file the gate fetches from another repository (a policy file, the exceptions file
// it names), bounded as files/read.ts bounds a local one: at most its cap read (a larger answer is
// refused as it streams, never cut), within the run's deadline, a few redirects at most, and each only
// on the origin it was asked of, so the headers (a token) never reach another host. Which URLs may be
// asked (https, or http on a loopback host) is the caller's rule (api/base-url.ts): a redirect never
// leaves the origin, so it cannot leave the scheme either. Never throws: each caller says what a
// problem means. Its own undici dispatcher (proxy from the environment), closed after the read.
import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher, EnvHttpProxyAgent, Pool, request } from 'undici';

/** A file to fetch: where, with which headers, how large it may be, and by when. */
export interface UrlToRead {
  url: string;
  /** Sent with each request, to the URL's origin only. */
  headers: Readonly<Record<string, string>>;
  /** The most bytes read: a larger answer is refused, never cut. */
  maxBytes: number;
  /** When the run ends (ms since the epoch): no request outlives it. */
  deadlineAt: number;
  /** The longest one request may take. */
  requestTimeoutMs: number;
  /** The first pause before a retry (doubled each time). */
  retryMinDelayMs: number;
}

/** What kept a file from being fetched. */
export type UrlProblem =
  | { kind: 'status'; status: number }
  | { kind: 'elsewhere'; origin: string }
  | { kind: 'redirects' }
  | { kind: 'too-large' }
  /** `ms`: the time it had; `deadline`: the run's deadline cut it, not the request's own timeout. */
  | { kind: 'timeout'; ms: number; deadline: boolean }
  | { kind: 'network'; code: string };

export type UrlRead = { bytes: Buffer } | { problem: UrlProblem };

/** Redirects followed at most (on the same origin: a renamed repository). */
export const MAX_REDIRECTS = 3;
/** Attempts at most for what may pass on its own: 429, 502, 503, 504, a dropped connection. */
const MAX_ATTEMPTS = 3;
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'EAI_AGAIN']);

/** One exchange's outcome: the body, a redirect to follow, or a problem (and whether to try again). */
type Exchange = { bytes: Buffer } | { location: string } | { problem: UrlProblem; again: boolean };

/**
 * A dispatcher with the proxy from the environment, every connection bounded by `timeoutMs`. Through a proxy, a
 * request waits for the proxy's answer to CONNECT and the handshake over the tunnel before it is sent, and neither
 * its signal nor its headers timeout reaches that wait: a proxy that never answered held the run past its deadline
 * (the policy file: until undici's 300 s; the API: to the watchdog, which named the gate's own work and hardened
 * on-api-error: warn; attack37 P1). The proxy's client and the tunnel's handshake take the timeout too.
 */
export function boundedAgent(timeoutMs: number, options: Agent.Options = {}): Dispatcher {
  return proxyAgent({
    ...options,
    connect: { timeout: timeoutMs },
    connectTimeout: timeoutMs,
    clientFactory: (origin: URL, pool: Pool.Options) => new Pool(origin, { ...pool, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
  });
}

/** True for localhost (and a name below it), 127.0.0.0/8 and ::1: the hosts a request may reach over http (api/base-url.ts). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Whether the proxy URL names a host of this machine's loopback (an unreadable one does not). */
function onLoopback(proxy: string): boolean {
  try {
    return isLoopback(new URL(proxy).hostname);
  } catch {
    return false;
  }
}

/** A name RFC 6761 keeps for the loopback: `localhost`, a name below it, either with a final dot. */
const LOCALHOST_NAME = /(^|\.)localhost\.?$/i;

/**
 * dns.lookup, but a name below `localhost` (or `localhost.`) is looked up as `localhost` itself, from the hosts file,
 * never asked of a resolver. api/base-url.ts lets such a name take http: as a loopback host, yet glibc reads only
 * `localhost` from /etc/hosts and sent `semgrep.localhost` to the network's resolver, whose answer got the token in
 * clear text (attack40 X2).
 */
function localhostLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  lookup(LOCALHOST_NAME.test(hostname) ? 'localhost' : hostname, { ...options, all: true }, (error, addresses) => {
    if (error !== null || options.all) return callback(error, addresses);
    const [first] = addresses;
    return first === undefined ? callback(error, []) : callback(null, first.address, first.family);
  });
}

/**
 * The proxies' agent, but an http: request, and one to a loopback host (a localhost name: `localhost`, a name below it,
 * either with a final dot; 127.0.0.0/8, ::1), goes directly, a localhost name looked up as localhost (localhostLookup). http: is allowed only to a
 * loopback host, which no proxy is needed to reach; a proxy, even one on the loopback, looks a name up itself, with
 * the network's resolver for a name below localhost, or forwards the request to an upstream proxy (cntlm's default):
 * the http: request, its token in clear text, went wherever that took it (attack41 X3, attack43 X4, after attack40 X2).
 */
class LocalNamesDirect extends EnvHttpProxyAgent {
  // A plain property: compose() hands out a Proxy of this agent, through which a private field cannot be read.
  private readonly direct: Agent;

  constructor(options: EnvHttpProxyAgent.Options) {
    super(options);
    const { httpProxy: _http, httpsProxy: _https, noProxy: _none, ...direct } = options;
    this.direct = new Agent(direct);
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const origin = options.origin === undefined ? '' : String(options.origin);
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    // Every loopback host, by name or address (attack44 L1: https://127.0.0.1 and [::1] went to HTTPS_PROXY, which cannot reach them).
    const local = url !== undefined && (url.protocol === 'http:' || isLoopback(url.hostname));
    return local ? this.direct.dispatch(options, handler) : super.dispatch(options, handler);
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | undefined {
    // undici's close() calls close(callback), this one: the callback form of its own closes the agent itself.
    const own = new Promise<void>((done) => super.close(() => done()));
    const both = Promise.all([this.direct.close(), own]).then(() => undefined);
    if (callback === undefined) return both;
    void both.then(callback, callback);
    return undefined;
  }
}

/**
 * The proxies of the environment (HTTP_PROXY, HTTPS_PROXY, NO_PROXY, as undici reads them), but an http: request goes
 * through HTTP_PROXY only where that proxy is on the loopback too, else directly. http: is allowed only to a loopback
 * host (the API's base-url, CI_API_V4_URL, GITHUB_API_URL, config-api-url), so that a token never crosses a network in
 * clear text; a proxy off this machine carried such a request there, its token in clear text, and could not reach
 * this machine's loopback anyway (attack40 X1). An https: request keeps its proxy (HTTPS_PROXY, else HTTP_PROXY).
 */
export function proxyAgent(options: EnvHttpProxyAgent.Options = {}, env: NodeJS.ProcessEnv = process.env): EnvHttpProxyAgent {
  const http = env.http_proxy ?? env.HTTP_PROXY;
  // Every connection (the API's, a proxy's) looks a localhost name up as localhost (attack40 X2).
  const own = { ...options, connect: { ...(options.connect as object | undefined), lookup: localhostLookup } };
  try {
    if (!http || onLoopback(http)) return new LocalNamesDirect(own);
    const https = (env.https_proxy ?? env.HTTPS_PROXY) || http;
    return new LocalNamesDirect({ ...own, httpProxy: '', httpsProxy: https });
  } catch (error) {
    // undici's words name no variable ("Invalid URL protocol: …" read as the base-url's fault: attack40 P3); the value is never shown.
    throw new Error(
      `HTTPS_PROXY or HTTP_PROXY (or https_proxy, http_proxy) is not a proxy URL such as http://proxy.example:3128: ${(error as Error).message}`,
    );
  }
}

/**
 * What a proxy's refusal of the CONNECT (a 407: it wants credentials; a 502) says, where undici's error holds only the
 * code UND_ERR_ABORTED and its message names the status (attack37 P2: `could not reach …: UND_ERR_ABORTED`); undefined
 * for any other error.
 */
export function proxyRefusal(error: unknown): string | undefined {
  const record = Object(error) as { message?: unknown; cause?: { message?: unknown } };
  const text = `${String(record.message ?? '')}\n${String(record.cause?.message ?? '')}`;
  const status = /^Proxy response \(([0-9]{3})\) !== 200/m.exec(text)?.[1];
  return status === undefined ? undefined : `the proxy (HTTPS_PROXY) answered ${status} to CONNECT`;
}

/** The bytes of `file`, or the one problem that kept it from being fetched; never throws. */
export async function readBoundedUrl(file: UrlToRead): Promise<UrlRead> {
  // No connection outlives the deadline either.
  const dispatcher = boundedAgent(Math.max(1, Math.min(file.requestTimeoutMs, file.deadlineAt - Date.now())));
  const origin = new URL(file.url).origin;
  let url = file.url;
  let redirects = 0;
  try {
    for (let attempt = 1; ; ) {
      const outcome = await exchange(dispatcher, url, file);
      if ('bytes' in outcome) return outcome;
      if ('location' in outcome) {
        const next = new URL(outcome.location, url);
        if (next.origin !== origin) return { problem: { kind: 'elsewhere', origin: next.origin } };
        if (++redirects > MAX_REDIRECTS) return { problem: { kind: 'redirects' } };
        url = next.href;
        continue;
      }
      const pause = file.retryMinDelayMs * 2 ** (attempt - 1);
      if (!outcome.again || ++attempt > MAX_ATTEMPTS || Date.now() + pause >= file.deadlineAt) return { problem: outcome.problem };
      await sleep(pause);
    }
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
}

/** One GET, bounded by the request timeout and the deadline; its body read to the cap plus one byte. */
async function exchange(dispatcher: Dispatcher, url: string, file: UrlToRead): Promise<Exchange> {
  const left = file.deadlineAt - Date.now();
  const timeout = Math.min(left, file.requestTimeoutMs);
  const timedOut: Exchange = { problem: { kind: 'timeout', ms: timeout, deadline: timeout === left }, again: timeout !== left };
  if (left <= 0) return timedOut;
  const signal = AbortSignal.timeout(timeout);
  try {
    const response = await request(url, {
      dispatcher,
      method: 'GET',
      headers: { ...file.headers },
      signal,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    const { statusCode: status, headers, body } = response;
    // A body dropped before its end reports the abort as an error event: nothing is left to hear it.
    body.on('error', () => undefined);
    if (status === 200) {
      if (Number(headers['content-length']) > file.maxBytes) {
        body.destroy();
        return { problem: { kind: 'too-large' }, again: false };
      }
      const bytes = await readCapped(body, file.maxBytes);
      return bytes === undefined ? { problem: { kind: 'too-large' }, again: false } : { bytes };
    }
    body.destroy();
    const location = headers['location'];
    if (REDIRECT_STATUSES.has(status) && typeof location === 'string') return { location };
    return { problem: { kind: 'status', status }, again: RETRY_STATUSES.has(status) };
  } catch (error) {
    const code = proxyRefusal(error) ?? (error as { code?: string }).code ?? 'ERROR';
    if (signal.aborted || /TIMEOUT/.test(code)) return timedOut;
    return { problem: { kind: 'network', code }, again: RETRY_CODES.has(code) };
  }
}

/** The body to its end, or undefined past `limit` bytes (the connection is dropped there). */
async function readCapped(body: Dispatcher.ResponseData['body'], limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
