// The boundary for the CIs' own APIs' answers: bodies read to at most their cap, pages no longer than
// asked for, and the token sent only over https (http only to a loopback host).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AnswerRefused,
  AnswerShape,
  boundedFetch,
  boundedPage,
  cleartextRefusal,
  MAX_ANSWER_DEPTH,
  MAX_ANSWER_VALUES,
  PAGE_SIZE,
  readBounded,
  redirectRefusal,
  timeLimit,
} from '../../src/host/answers.ts';

describe('readBounded', () => {
  it('reads a body up to its cap, whole', async () => {
    expect((await readBounded(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4)).toString()).toBe('abcd');
    expect((await readBounded(Readable.from([]), 4)).length).toBe(0);
  });

  it('stops one byte past the cap, and reads no further', async () => {
    let pulled = 0;
    const endless = Readable.from(
      (function* () {
        for (;;) {
          pulled++;
          yield Buffer.alloc(1024, 120);
        }
      })(),
    );
    await expect(readBounded(endless, 4096)).rejects.toThrow(
      new AnswerRefused('the answer is over 4096 bytes, and the gate does not read further'),
    );
    expect(pulled).toBeLessThan(10);
    expect(endless.destroyed).toBe(true);
    await expect(readBounded(Readable.from([Buffer.alloc(17 << 20)]))).rejects.toThrow('the answer is over 16 MiB');
  });
});

/** AnswerShape's refusal of `chunks` pushed one after another, or undefined when it takes them all. */
function shapeRefusal(chunks: readonly string[], what = 'notes'): string | undefined {
  const shape = new AnswerShape(what);
  try {
    for (const chunk of chunks) shape.push(Buffer.from(chunk));
  } catch (error) {
    if (error instanceof AnswerRefused) return error.message;
    throw error;
  }
  return undefined;
}

describe('AnswerShape', () => {
  const page = (items: number, item = '{}'): string => `[${Array.from({ length: items }, () => item).join(',')}]`;

  it('takes a page of PAGE_SIZE items, and refuses item PAGE_SIZE + 1 as it starts, however the bytes are cut', () => {
    expect(shapeRefusal([page(PAGE_SIZE, '{"id":1,"body":"a, [b] {c}","user":{"login":"x"},"labels":[1,2,3]}')])).toBeUndefined();
    expect(shapeRefusal([page(0), ' '])).toBeUndefined();
    const over = page(PAGE_SIZE + 1);
    expect(shapeRefusal([over])).toBe('the server sent more than 100 notes on a page of 100');
    // Byte by byte: the count carries across chunks.
    expect(shapeRefusal([...over], 'comments')).toBe('the server sent more than 100 comments on a page of 100');
    // Refused at the comma that starts item 101: what follows is never read.
    expect(shapeRefusal([`${page(PAGE_SIZE).slice(0, -1)},`])).toBe('the server sent more than 100 notes on a page of 100');
    expect(shapeRefusal([page(PAGE_SIZE).slice(0, -1)])).toBeUndefined();
  });

  it('counts no comma or bracket inside a string, an escaped quote included, across chunks', () => {
    const body = `"${',[{'.repeat(500)}\\"${',{'.repeat(500)}"`;
    expect(shapeRefusal([`[{"body":${body}}]`])).toBeUndefined();
    expect(shapeRefusal([...`[{"body":${body}}]`])).toBeUndefined();
    // An escaped backslash ends the escape: the quote after it closes the string.
    expect(shapeRefusal([`["a\\\\"${',{}'.repeat(PAGE_SIZE)}]`])).toBe('the server sent more than 100 notes on a page of 100');
  });

  it('counts items only in a list at the root: an object answer holds any few lists, but no more values than a page', () => {
    expect(shapeRefusal([`{"id":1,"reactions":${page(150)}}`])).toBeUndefined();
    expect(shapeRefusal([`[{"reactions":${page(150)}}]`])).toBeUndefined();
    const values = `the answer holds more than ${MAX_ANSWER_VALUES.toLocaleString('en-US')} values, more than a page of 100 comments does`;
    expect(shapeRefusal([`{"id":1,"reactions":${page(MAX_ANSWER_VALUES)}}`], 'comments')).toBe(values);
    expect(shapeRefusal([`[{"reactions":${page(MAX_ANSWER_VALUES)}}]`], 'comments')).toBe(values);
    expect(shapeRefusal([`{"a":${page(MAX_ANSWER_VALUES / 2 - 2, '1')}}`])).toBeUndefined();
  });

  it('refuses an answer nested deeper than MAX_ANSWER_DEPTH levels', () => {
    expect(shapeRefusal(['['.repeat(MAX_ANSWER_DEPTH)])).toBeUndefined();
    expect(shapeRefusal(['['.repeat(MAX_ANSWER_DEPTH + 1)])).toBe(`the answer nests deeper than ${MAX_ANSWER_DEPTH} levels`);
  });

  it('refuses a page of PAGE_SIZE + 1 items whatever they are: numbers, strings, an empty string first, items apart on lines', () => {
    const numbers = Array.from({ length: PAGE_SIZE }, (_, i) => i + 1);
    // The bytes between commas (digits, spaces, line breaks, colons) are no items of their own.
    expect(shapeRefusal([`[${numbers.join(', ')}]`])).toBeUndefined();
    expect(shapeRefusal([`[\n  ${page(PAGE_SIZE, '{"id": 1}').slice(1, -1).replaceAll(',', ',\n  ')}\n]`])).toBeUndefined();
    expect(shapeRefusal([`[${[...numbers, 101].join(', ')}]`])).toBe('the server sent more than 100 notes on a page of 100');
    // The first string of the answer is read as any other: its closing quote ends it, the commas after it count.
    expect(shapeRefusal([page(PAGE_SIZE + 1, '""')])).toBe('the server sent more than 100 notes on a page of 100');
    expect(shapeRefusal([`[""${',{}'.repeat(PAGE_SIZE)}]`])).toBe('the server sent more than 100 notes on a page of 100');
  });

  it('takes an answer that is an object of any few members, before or after a list: only a list at the root is a page', () => {
    const members = (n: number): string => Array.from({ length: n }, (_, i) => `"m${i}":${i}`).join(',');
    expect(shapeRefusal([`{${members(150)}}`])).toBeUndefined();
    expect(shapeRefusal([`{"labels":[1,2],${members(150)}}`])).toBeUndefined();
    expect(shapeRefusal([`{"user":{"login":"x"},${members(150)}}`])).toBeUndefined();
  });

  it(`takes ${MAX_ANSWER_VALUES.toLocaleString('en-US')} values and refuses one more, lists, objects and the values commas separate alike`, () => {
    const values = `the answer holds more than ${MAX_ANSWER_VALUES.toLocaleString('en-US')} values, more than a page of 100 notes does`;
    // An object, a list, and the values after each of its commas: 2 + (n - 1).
    const numbers = (n: number): string => `{"a":[${'1,'.repeat(n - 1)}1]}`;
    expect(shapeRefusal([numbers(MAX_ANSWER_VALUES - 1)])).toBeUndefined();
    expect(shapeRefusal([numbers(MAX_ANSWER_VALUES)])).toBe(values);
    // Lists count as values too: an object, a list, k + 1 lists in it, its k commas and one more: 2k + 4.
    const lists = (k: number): string => `{"a":[${'[],'.repeat(k)}[]],"b":1}`;
    expect(shapeRefusal([lists(MAX_ANSWER_VALUES / 2 - 2)])).toBeUndefined();
    expect(shapeRefusal([lists(MAX_ANSWER_VALUES / 2 - 1)])).toBe(values);
  });

  it('lets no stray closing bracket buy a level or a page: the depth and the page are counted from the root', () => {
    expect(shapeRefusal([`]]]${'['.repeat(MAX_ANSWER_DEPTH + 1)}`])).toBe(`the answer nests deeper than ${MAX_ANSWER_DEPTH} levels`);
    expect(shapeRefusal([`}]${page(PAGE_SIZE + 1)}`])).toBe('the server sent more than 100 notes on a page of 100');
  });

  it('names its refusals AnswerRefused, and a page of nothing named is of items', async () => {
    const refusal = await readBounded(Readable.from([Buffer.from(page(PAGE_SIZE + 1))])).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AnswerRefused);
    expect((refusal as Error).name).toBe('AnswerRefused');
    expect((refusal as Error).message).toBe('the server sent more than 100 items on a page of 100');
  });

  it('stops readBounded at the first item over the page: the rest of the stream is not read', async () => {
    let pulled = 0;
    const endless = Readable.from(
      (function* () {
        yield Buffer.from('[');
        for (;;) {
          pulled++;
          yield Buffer.from('{},'.repeat(10));
        }
      })(),
    );
    await expect(readBounded(endless, undefined, 'notes')).rejects.toThrow(
      new AnswerRefused('the server sent more than 100 notes on a page of 100'),
    );
    expect(pulled).toBe(10);
    expect(endless.destroyed).toBe(true);
  });
});

describe('boundedPage', () => {
  it('passes a page of at most PAGE_SIZE items, and refuses a longer one', () => {
    const page = Array.from({ length: PAGE_SIZE }, (_, i) => i);
    expect(boundedPage(page, 'notes')).toBe(page);
    expect(() => boundedPage([...page, 0], 'notes')).toThrow(new AnswerRefused('the server sent 101 notes on a page of 100'));
  });
});

describe('redirectRefusal', () => {
  const asked = new URL('https://api.github.com/repos/acme/api/issues/7/comments?per_page=100');

  it('refuses every redirect status but 304, naming only the origin of another one', () => {
    for (const status of [300, 301, 302, 303, 307, 308, 399]) {
      expect(redirectRefusal(status, 'https://elsewhere.example:8443/a/b?token=x', asked), String(status)).toBe(
        'the API redirected to another origin (https://elsewhere.example:8443); not followed',
      );
    }
    expect(redirectRefusal(302, '//elsewhere.example/x', asked)).toBe(
      'the API redirected to another origin (https://elsewhere.example); not followed',
    );
    expect(redirectRefusal(301, 'http://api.github.com/x', asked)).toBe(
      'the API redirected to another origin (http://api.github.com); not followed',
    );
  });

  it('refuses a redirect on the same origin, or to no usable address, too', () => {
    expect(redirectRefusal(301, '/repositories/1/issues/7/comments', asked)).toBe(
      'the API answered with a redirect (HTTP 301) to another address of https://api.github.com; not followed',
    );
    expect(redirectRefusal(302, null, asked)).toBe('the API answered with a redirect (HTTP 302) to no usable address; not followed');
    expect(redirectRefusal(302, 'http://[bad', asked)).toBe(
      'the API answered with a redirect (HTTP 302) to no usable address; not followed',
    );
  });

  it('lets every other status through: a success, 304, an error', () => {
    for (const status of [200, 201, 204, 299, 304, 400, 404, 500])
      expect(redirectRefusal(status, 'https://elsewhere.example/', asked)).toBeUndefined();
  });
});

describe('cleartextRefusal', () => {
  it('lets https go anywhere and http only to a loopback host', () => {
    expect(cleartextRefusal('https://gitlab.example/api/v4', 'CI_API_V4_URL', 'GITLAB_TOKEN')).toBeUndefined();
    expect(cleartextRefusal('http://127.0.0.1:8080/api/v4', 'CI_API_V4_URL', 'GITLAB_TOKEN')).toBeUndefined();
    expect(cleartextRefusal('http://gitlab.example/api/v4', 'CI_API_V4_URL', 'GITLAB_TOKEN')).toBe(
      'CI_API_V4_URL is http: on a host other than the loopback, and GITLAB_TOKEN goes only over https: set CI_API_V4_URL to the https address of the API',
    );
    for (const url of ['https://u:p@gitlab.example/api/v4', 'https://gitlab.example/api/v4?x=1', 'gitlab.example']) {
      expect(cleartextRefusal(url, 'GITHUB_API_URL', 'the github-token')).toBe(
        'GITHUB_API_URL is not an https URL without credentials or query, so the github-token is not sent to it',
      );
    }
  });
});

describe('boundedFetch', () => {
  let url = '';
  let close = (): Promise<void> => Promise.resolve();
  beforeAll(async () => {
    const server = createServer((request, response) => {
      if (request.url === '/big') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify('x'.repeat(2000)));
      } else if (request.url === '/page') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(Array.from({ length: PAGE_SIZE + 1 }, (_, id) => ({ id }))));
      } else if (request.url === '/hang') {
        // Headers and no body: the read waits until a signal ends it.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('[');
      } else if (request.url === '/moved') {
        response.writeHead(302, { location: 'https://elsewhere.example/x?token=1', 'content-type': 'application/json' });
        response.end('{"id":9}');
      } else if (request.url === '/moved-here') {
        response.writeHead(308, { location: '/ok' });
        response.end();
      } else if (request.url === '/empty') {
        response.writeHead(204, { etag: 'e' });
        response.end();
      } else {
        response.writeHead(201, { 'content-type': 'application/json', link: '<https://h/next>; rel="next"' });
        response.end('{"id":3}');
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
  });
  afterAll(() => close());

  it('follows no redirect, to another origin or its own, with a body or without (HEAD): it refuses it, named', async () => {
    const away = new AnswerRefused('the API redirected to another origin (https://elsewhere.example); not followed');
    await expect(boundedFetch(1000)(`${url}/moved`)).rejects.toThrow(away);
    await expect(boundedFetch(1000)(`${url}/moved`, { method: 'HEAD' })).rejects.toThrow(away);
    await expect(boundedFetch(1000, undefined, { origin: url })(`${url}/moved-here`)).rejects.toThrow(
      new AnswerRefused(`the API answered with a redirect (HTTP 308) to another address of ${url}; not followed`),
    );
  });

  it('answers what the server sent, status, headers, URL and body, when the body is within the cap', async () => {
    const answer = await boundedFetch(1000)(`${url}/ok`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('link')).toBe('<https://h/next>; rel="next"');
    expect(answer.url).toBe(`${url}/ok`);
    expect(await answer.json()).toEqual({ id: 3 });
    const empty = await boundedFetch(1000)(`${url}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.headers.get('etag')).toBe('e');
    expect(await empty.text()).toBe('');
    const head = await boundedFetch(1000)(`${url}/ok`, { method: 'HEAD' });
    expect(head.status).toBe(201);
    expect(head.body).toBeNull();
  });

  it('sends nothing to another origin than the one given: the token goes only to the API', async () => {
    const origin = new URL(url).origin;
    const other = `http://localhost:${new URL(url).port}`;
    expect((await boundedFetch(1000, undefined, { origin })(`${url}/ok`)).status).toBe(201);
    expect((await boundedFetch(1000, undefined, { origin })(new URL(`${url}/ok`))).status).toBe(201);
    for (const elsewhere of [`${other}/ok`, `https://127.0.0.1:${new URL(url).port}/ok`, 'http://127.0.0.2/ok']) {
      await expect(boundedFetch(1000, undefined, { origin })(elsewhere)).rejects.toThrow(
        new AnswerRefused(`the API pointed to a page at another origin than ${origin}, and the token goes to no other`),
      );
    }
  });

  it('counts a page as it arrives: of items unless named', async () => {
    await expect(boundedFetch()(`${url}/page`)).rejects.toThrow(new AnswerRefused('the server sent more than 100 items on a page of 100'));
    await expect(boundedFetch(undefined, undefined, { what: 'comments' })(`${url}/page`)).rejects.toThrow(
      new AnswerRefused('the server sent more than 100 comments on a page of 100'),
    );
  });

  it("ends a request by the signal it was given, or by the request's own, while the body is read", async () => {
    const run = new AbortController();
    const pending = boundedFetch(1000, run.signal)(`${url}/hang`);
    run.abort(new Error('the run was cancelled'));
    await expect(pending).rejects.toThrow('the run was cancelled');
    const own = new AbortController();
    const mine = boundedFetch(1000, new AbortController().signal)(`${url}/hang`, { signal: own.signal });
    own.abort(new Error('the request was cancelled'));
    await expect(mine).rejects.toThrow('the request was cancelled');
    const alone = new AbortController();
    const unbound = boundedFetch(1000)(`${url}/hang`, { signal: alone.signal });
    alone.abort(new Error('the request alone was cancelled'));
    await expect(unbound).rejects.toThrow('the request alone was cancelled');
  });

  it('refuses a body over the cap', async () => {
    await expect(boundedFetch(1000)(`${url}/big`)).rejects.toBeInstanceOf(AnswerRefused);
    expect((await (await boundedFetch(5000)(`${url}/big`)).json()) as string).toHaveLength(2000);
  });
});

describe('timeLimit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts its signal after the time given, as a TimeoutError that says the time in seconds', () => {
    vi.useFakeTimers();
    const { signal } = timeLimit(2500);
    vi.advanceTimersByTime(2499);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(DOMException);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
    expect((signal.reason as DOMException).message).toBe('did not finish within 2.5 s');
  });

  it('never aborts once cleared', () => {
    vi.useFakeTimers();
    const { signal, clear } = timeLimit(1000);
    clear();
    vi.advanceTimersByTime(5000);
    expect(signal.aborted).toBe(false);
  });
});
