// The merge request's note (src/gitlab/note.ts), against a local stand-in of GitLab's notes API and
// crafted servers: found by its marker, updated or created, and every answer read through the bounded
// reader (16 MiB, 100 notes a page) as JSON.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  GitLabError,
  gitlabNote,
  MAX_NOTE_PAGES,
  mergeRequestOf,
  noteFailure,
  ownNote,
  ownNotes,
  upsertNote,
} from '../../src/gitlab/note.ts';
import { AnswerRefused } from '../../src/host/answers.ts';
import { ciContext } from '../../src/host/detect.ts';
import { textHost } from '../../src/host/text.ts';
import type { CommentRequest } from '../../src/host/types.ts';
import { type FakeGitLab, startGitLab } from '../support/gitlab-api.ts';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(closers.map((closer) => closer.close()));
});

async function stand(): Promise<FakeGitLab> {
  const gitlab = await startGitLab();
  closers.push(gitlab);
  return gitlab;
}

/** A server whose every answer is `status` with `body` (of the path asked for), the next page `next` and `headers` when given. */
async function crafted(status: number, body: (url: string) => string, next = '', headers: Record<string, string> = {}): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(status, { 'content-type': 'application/json', 'x-next-page': next, ...headers });
    response.end(body(request.url ?? ''));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push({ close: () => new Promise<void>((done) => server.close(() => done())) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`;
}

const mr = (api: string) => ({ api, projectId: '42', iid: '7' });
const signal = () => AbortSignal.timeout(10_000);
const MARKER = '<!-- findings-gate:t -->';

describe('mergeRequestOf', () => {
  it('is the merge request of a merge-request pipeline, its API root without trailing slashes', () => {
    expect(mergeRequestOf({ CI_API_V4_URL: 'https://gitlab.com/api/v4//', CI_PROJECT_ID: '42', CI_MERGE_REQUEST_IID: '7' })).toEqual({
      api: 'https://gitlab.com/api/v4',
      projectId: '42',
      iid: '7',
    });
    for (const env of [
      { CI_PROJECT_ID: '42', CI_MERGE_REQUEST_IID: '7' },
      { CI_API_V4_URL: 'https://g/api/v4', CI_MERGE_REQUEST_IID: '7' },
      { CI_API_V4_URL: 'https://g/api/v4', CI_PROJECT_ID: '42' },
      { CI_API_V4_URL: 'https://g/api/v4', CI_PROJECT_ID: 'x42', CI_MERGE_REQUEST_IID: '7' },
      { CI_API_V4_URL: 'https://g/api/v4', CI_PROJECT_ID: '42', CI_MERGE_REQUEST_IID: '7a' },
    ]) {
      expect(mergeRequestOf(env)).toBeUndefined();
    }
  });
});

describe('ownNote', () => {
  it("finds the first note by the token's user that starts with the marker", () => {
    const gate = { id: 77 };
    const page = [
      { id: 1, body: `${MARKER} system`, system: true, author: gate },
      { id: 2, body: 'hello', author: gate },
      { id: 3, body: 7, author: gate },
      { id: '4', body: MARKER, author: gate },
      null,
      { id: 5, body: `${MARKER}\nby someone else`, author: { id: 5 } },
      { id: 6, body: `${MARKER}\nno author` },
      { id: 7, body: `${MARKER}\nauthor of no id`, author: { id: '77' } },
      { id: 8, body: `${MARKER}\nverdict`, author: gate },
      { id: 9, body: MARKER, author: gate },
    ];
    expect(ownNote(page, MARKER, 77)).toBe(8);
    expect(ownNote(page, MARKER, 5)).toBe(5);
    expect(ownNote([], MARKER, 77)).toBeUndefined();
  });

  it("reads each note's id, body and author's id, and no author where it has no numeric id", () => {
    expect(
      ownNotes([
        { id: 1, body: 'a', author: { id: 7, username: 'x' } },
        { id: 2, body: 'b', author: { id: '7' } },
        { id: 3, body: 'c', author: null },
        { id: 4, body: 'd' },
      ]),
    ).toStrictEqual([
      { id: 1, body: 'a', author: { id: 7 } },
      { id: 2, body: 'b' },
      { id: 3, body: 'c' },
      { id: 4, body: 'd' },
    ]);
  });

  it('refuses what is not a list, and a page longer than the 100 notes asked for', () => {
    expect(() => ownNote({ id: 1 }, MARKER, 1)).toThrow(new GitLabError(200, 'the notes list is not a JSON array'));
    const full = Array.from({ length: 100 }, (_, i) => ({ id: i, body: 'x' }));
    expect(ownNote(full, MARKER, 1)).toBeUndefined();
    expect(() => ownNote([...full, { id: 100, body: MARKER }], MARKER, 1)).toThrow(AnswerRefused);
  });
});

describe('upsertNote', () => {
  it('creates the note once, then updates it in place, found across pages', async () => {
    const gitlab = await stand();
    gitlab.seed(150);
    const target = { api: gitlab.api, projectId: gitlab.projectId, iid: gitlab.iid };
    const created = await upsertNote(target, gitlab.token, { marker: MARKER, body: `${MARKER}\none`, create: true }, signal());
    expect(created.action).toBe('created');
    const updated = await upsertNote(target, gitlab.token, { marker: MARKER, body: `${MARKER}\ntwo`, create: false }, signal());
    expect(updated).toEqual({ action: 'updated', id: (created as { id: number }).id });
    expect(gitlab.notes.filter((note) => note.body.startsWith(MARKER)).map((note) => note.body)).toEqual([`${MARKER}\ntwo`]);
    expect(gitlab.requests.every((request) => request.token === gitlab.token)).toBe(true);
    const notes = gitlab.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/notes'));
    expect(notes.map((r) => r.query.per_page)).toEqual(['100', '100', '100', '100']);
    // The token's user is asked once, by the run that found a marked note (the first found none).
    expect(gitlab.requests.filter((r) => r.path === '/api/v4/user').length).toBe(1);
  });

  it('leaves a marked note someone else wrote alone and writes its own, then updates only that one', async () => {
    const gitlab = await stand();
    gitlab.seed(3);
    gitlab.notes.push({ id: 1, body: `${MARKER}\n### ✅ findings-gate: pass`, system: false, author: { id: 5, username: 'mallory' } });
    const target = { api: gitlab.api, projectId: gitlab.projectId, iid: gitlab.iid };
    const created = await upsertNote(target, gitlab.token, { marker: MARKER, body: `${MARKER}\nfail`, create: true }, signal());
    expect(created).toEqual({ action: 'created', id: expect.any(Number), foreign: 1 });
    expect(gitlab.notes.find((note) => note.id === 1)?.body).toBe(`${MARKER}\n### ✅ findings-gate: pass`);
    const updated = await upsertNote(target, gitlab.token, { marker: MARKER, body: `${MARKER}\nfail again`, create: false }, signal());
    expect(updated).toEqual({ action: 'updated', id: (created as { id: number }).id, foreign: 1 });
    expect(gitlab.notes.filter((note) => note.body.startsWith(MARKER)).map((note) => [note.author?.username, note.body])).toEqual([
      ['mallory', `${MARKER}\n### ✅ findings-gate: pass`],
      [gitlab.user.username, `${MARKER}\nfail again`],
    ]);
    expect(gitlab.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/api/v4/projects/42/merge_requests/7/notes/${(created as { id: number }).id}`,
    ]);
  });

  it('writes nothing when the user of the token cannot be learned', async () => {
    const api = await crafted(200, () => JSON.stringify([{ id: 1, body: MARKER, author: { id: 1 } }]));
    // GET /user answers the same list: no user id, no edit of a note that may be anybody's.
    await expect(upsertNote(mr(api), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      new GitLabError(200, 'GET /user answered no user id'),
    );
  });

  it('writes nothing when GET /user answers null', async () => {
    const api = await crafted(200, (url) =>
      url === '/api/v4/user' ? 'null' : JSON.stringify([{ id: 1, body: MARKER, author: { id: 1 } }]),
    );
    await expect(upsertNote(mr(api), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      new GitLabError(200, 'GET /user answered no user id'),
    );
  });

  it('writes nothing when not asked to create and none exists', async () => {
    const gitlab = await stand();
    const target = { api: gitlab.api, projectId: gitlab.projectId, iid: gitlab.iid };
    expect(await upsertNote(target, gitlab.token, { marker: MARKER, body: MARKER, create: false }, signal())).toEqual({ action: 'none' });
    expect(gitlab.notes).toEqual([]);
  });

  it(`stops after ${MAX_NOTE_PAGES} pages of notes`, async () => {
    const api = await crafted(200, () => JSON.stringify([{ id: 1, body: 'x' }]), '2');
    expect(await upsertNote(mr(api), 't', { marker: MARKER, body: MARKER, create: true }, signal())).toEqual({
      action: 'too-many',
      pages: MAX_NOTE_PAGES,
    });
  });

  it('reads the id of the created note, 0 when the answer has none', async () => {
    const api = await crafted(201, () => '{"note":"created"}');
    // Every GET of the crafted server answers an object, not a list: the first page is refused.
    await expect(upsertNote(mr(api), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      'the notes list is not a JSON array',
    );
    const list = await crafted(200, () => '[]');
    expect(await upsertNote(mr(list), 't', { marker: MARKER, body: MARKER, create: true }, signal())).toEqual({ action: 'created', id: 0 });
  });

  it('takes a write GitLab accepted as written, whatever its answer reads as (attack37 N3)', async () => {
    // The notes' pages (a GET has a query) are JSON; the POST's answer of 201 is not: the note was created all the same.
    const api = await crafted(201, (url) => (url.includes('?') ? '[]' : '<html>created</html>'));
    expect(await upsertNote(mr(api), 't', { marker: MARKER, body: MARKER, create: true }, signal())).toEqual({ action: 'created', id: 0 });
  });

  it('refuses an answer that is not JSON, one over 16 MiB, and a status of 300 or more', async () => {
    const notJson = await crafted(200, () => '<html>');
    await expect(upsertNote(mr(notJson), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      new GitLabError(200, 'GET /api/v4/projects/42/merge_requests/7/notes answered something that is not JSON'),
    );
    const huge = await crafted(200, () => JSON.stringify(['x'.repeat(17 << 20)]));
    await expect(upsertNote(mr(huge), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      'the answer is over 16 MiB, and the gate does not read further',
    );
    // A page of more notes than asked for is refused as it arrives, its items named.
    const overfull = await crafted(200, () => JSON.stringify(Array.from({ length: 101 }, (_, id) => ({ id, body: 'x' }))));
    await expect(upsertNote(mr(overfull), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      new AnswerRefused('the server sent more than 100 notes on a page of 100'),
    );
    const gone = await crafted(404, () => '{"message":"404 Not found"}');
    await expect(upsertNote(mr(gone), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      new GitLabError(404, 'GET /api/v4/projects/42/merge_requests/7/notes answered 404'),
    );
    // The origin a redirect points to is named, nothing more of it.
    const away = await crafted(301, () => '', '', { location: 'https://elsewhere.example/api/v4/notes?private_token=x' });
    await expect(upsertNote(mr(away), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      new GitLabError(301, 'the API redirected to another origin (https://elsewhere.example); not followed'),
    );
    const moved = await crafted(302, () => '');
    await expect(upsertNote(mr(moved), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      new GitLabError(302, 'the API answered with a redirect (HTTP 302) to no usable address; not followed'),
    );
  });
});

describe('noteFailure', () => {
  it('names the token scope for a 401 or a 403, and says what else happened otherwise', () => {
    expect(noteFailure(new GitLabError(401, 'x'), '7')).toContain('GITLAB_TOKEN was refused (401');
    expect(noteFailure(new GitLabError(403, 'x'), '7')).toContain('It needs the api scope and at least the Reporter role');
    expect(noteFailure(new GitLabError(500, 'GET /x answered 500'), '7')).toBe(
      'findings-gate did not write its note on merge request !7: GET /x answered 500. The verdict stands.',
    );
    expect(noteFailure('plain', '7')).toBe('findings-gate did not write its note on merge request !7: plain. The verdict stands.');
  });

  it("names a dropped connection in words, not the HTTP client's internals (attack37 N4)", () => {
    const undici = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(
      noteFailure(undici('UND_ERR_REQ_RETRY', 'server does not support the range header and the payload was partially consumed'), '7'),
    ).toBe(
      'findings-gate did not write its note on merge request !7: the connection to GitLab was dropped in the middle of an answer. The verdict stands.',
    );
    expect(noteFailure(undici('UND_ERR_HEADERS_OVERFLOW', 'Headers Overflow Error'), '7')).toContain(
      "GitLab's answer had larger headers than the gate reads",
    );
    expect(noteFailure(undici('ECONNRESET', 'read ECONNRESET'), '7')).toContain('the connection to GitLab was reset');
  });
});

describe('upsertNote, the wire', () => {
  /** A server that records each request's method, headers and body, and answers GET with `list` and writes with a note. */
  async function recording(list: (call: number) => { status: number; body: string; next?: string }) {
    const seen: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];
    let calls = 0;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        });
        if (request.method === 'GET' && request.url === '/api/v4/user') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"id":1}');
          return;
        }
        if (request.method === 'GET') {
          const answer = list(calls++);
          response.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.next ? { 'x-next-page': answer.next } : {}) });
          response.end(answer.body);
          return;
        }
        const failing = request.method === 'PUT' && seen.filter((s) => s.method === 'PUT').length === 1;
        response.writeHead(failing ? 502 : 200, { 'content-type': 'application/json' });
        response.end(failing ? '{}' : request.method === 'POST' ? 'null' : '{"id":5}');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    closers.push({ close: () => new Promise<void>((done) => server.close(() => done())) });
    return { api: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`, seen };
  }

  it('sends the token and asks for JSON as findings-gate, with a JSON body only when it writes, and retries a GET and a PUT that failed', async () => {
    const { VERSION } = await import('../../src/version.ts');
    const { api, seen } = await recording((call) =>
      call === 0
        ? { status: 503, body: '{}' }
        : { status: 200, body: JSON.stringify([{ id: 5, body: `${MARKER}\nold`, author: { id: 1 } }]) },
    );
    expect(await upsertNote(mr(api), 'glpat-x', { marker: MARKER, body: `${MARKER}\nnew`, create: false }, signal())).toEqual({
      action: 'updated',
      id: 5,
    });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'GET', 'PUT', 'PUT']);
    expect(seen[2]?.url).toBe('/api/v4/user');
    for (const { headers } of seen) {
      expect(headers['private-token']).toBe('glpat-x');
      expect(headers.accept).toBe('application/json');
      expect(headers['user-agent']).toBe(`findings-gate/${VERSION}`);
    }
    expect(seen[0]?.headers['content-type']).toBeUndefined();
    expect(seen[0]?.url).toBe('/api/v4/projects/42/merge_requests/7/notes?per_page=100&page=1&sort=asc&order_by=created_at');
    expect(seen[3]?.headers['content-type']).toBe('application/json');
    expect(seen[3]?.url).toBe('/api/v4/projects/42/merge_requests/7/notes/5');
    expect(JSON.parse(seen[4]?.body ?? '')).toEqual({ body: `${MARKER}\nnew` });
  });

  it('retries a 429, and reads the id of a created note as 0 when GitLab answers none', async () => {
    const { api, seen } = await recording((call) => (call === 0 ? { status: 429, body: '{}' } : { status: 200, body: '[]' }));
    expect(await upsertNote(mr(api), 't', { marker: MARKER, body: MARKER, create: true }, signal())).toEqual({ action: 'created', id: 0 });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'POST']);
  });

  it('follows only a next page of digits, and reads no page after the one that holds the note', async () => {
    const pages: Record<string, { status: number; body: string; next?: string }> = {
      '1': { status: 200, body: '[]', next: '12' },
      '12': { status: 200, body: JSON.stringify([{ id: 9, body: MARKER, author: { id: 1 } }]), next: '13' },
    };
    const { api, seen } = await recording((call) => pages[call === 0 ? '1' : '12'] as { status: number; body: string });
    expect(await upsertNote(mr(api), 't', { marker: MARKER, body: MARKER, create: false }, signal())).toEqual({ action: 'updated', id: 9 });
    expect(
      seen.filter((s) => s.method === 'GET' && s.url.includes('/notes')).map((s) => new URL(s.url, 'http://h').searchParams.get('page')),
    ).toEqual(['1', '12']);
    for (const next of ['2x', 'x2', '']) {
      const { api: other, seen: read } = await recording(() => ({ status: 200, body: '[]', next }));
      expect(await upsertNote(mr(other), 't', { marker: MARKER, body: MARKER, create: false }, signal())).toEqual({ action: 'none' });
      expect(read.length, next).toBe(1);
    }
  });

  it('refuses a status of 300', async () => {
    const api = await crafted(300, () => '[]');
    await expect(upsertNote(mr(api), 't', { marker: MARKER, body: MARKER, create: true }, signal())).rejects.toThrow(
      new GitLabError(300, 'the API answered with a redirect (HTTP 300) to no usable address; not followed'),
    );
  });
});

describe('the errors', () => {
  it('are named', () => {
    expect(new GitLabError(401, 'x').name).toBe('GitLabError');
    expect(() =>
      ownNote(
        Array.from({ length: 101 }, () => ({})),
        MARKER,
        1,
      ),
    ).toThrow('the server sent 101 notes on a page of 100');
  });

  it('read only ids and merge requests of digits', () => {
    const env = (projectId: string, iid: string) => ({
      CI_API_V4_URL: 'https://g/api/v4',
      CI_PROJECT_ID: projectId,
      CI_MERGE_REQUEST_IID: iid,
    });
    expect(mergeRequestOf(env('42', '17'))?.iid).toBe('17');
    for (const [projectId, iid] of [
      ['42x', '17'],
      ['x42', '17'],
      ['42', '17x'],
      ['42', 'x17'],
    ] as const) {
      expect(mergeRequestOf(env(projectId, iid)), `${projectId} ${iid}`).toBeUndefined();
    }
  });
});

describe('gitlabNote, through the command line host', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** The real text host of a CI, its stdout and stderr kept. */
  function host(ci: 'generic' | 'azure' = 'generic') {
    const out: string[] = [];
    const err: string[] = [];
    const text = textHost({
      context: ciContext(ci, {}),
      inputs: {},
      files: {},
      inputWords: (error) => error.message,
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
      env: {},
    });
    return { text, out: () => out.join(''), err: () => err.join('') };
  }
  const request = (over: Partial<CommentRequest> = {}): CommentRequest => ({
    policy: 'always' as const,
    failing: true,
    render: (marker: string) => `${marker}\nthe verdict`,
    timeoutMs: 10_000,
    projects: ['acme/api'],
    ...over,
  });
  async function inMergeRequest(gitlab: FakeGitLab, token = gitlab.token): Promise<void> {
    vi.stubEnv('CI_API_V4_URL', gitlab.api);
    vi.stubEnv('CI_PROJECT_ID', gitlab.projectId);
    vi.stubEnv('CI_MERGE_REQUEST_IID', gitlab.iid);
    vi.stubEnv('GITLAB_TOKEN', token);
    vi.stubEnv('CI_JOB_TOKEN', '');
    vi.stubEnv('CI_JOB_NAME', '');
  }
  it('writes no note outside a merge-request pipeline, and says so in the debug log', async () => {
    vi.stubEnv('CI_MERGE_REQUEST_IID', '');
    const { text, out } = host('azure');
    await gitlabNote(text, request());
    expect(out()).toContain('comment-on-pr is always, but this is not a merge-request pipeline (no CI_MERGE_REQUEST_IID): no note.');
  });

  it('warns without GITLAB_TOKEN, naming CI_JOB_TOKEN when only it is there', async () => {
    const gitlab = await stand();
    await inMergeRequest(gitlab, '  ');
    const bare = host();
    await gitlabNote(bare.text, request({ policy: 'on-failure' }));
    expect(bare.err()).toContain(
      'warning: comment-on-pr is on-failure, but GITLAB_TOKEN is not set: add a project access token with the api scope and the Reporter role as a masked CI/CD variable GITLAB_TOKEN. No note was written.',
    );
    // Not set at all, as not set to blanks: no token, and CI_JOB_TOKEN not named.
    vi.stubEnv('GITLAB_TOKEN', undefined);
    vi.stubEnv('CI_JOB_TOKEN', undefined);
    const unset = host();
    await gitlabNote(unset.text, request({ policy: 'on-failure' }));
    expect(unset.err()).toContain('warning: comment-on-pr is on-failure, but GITLAB_TOKEN is not set: add a project access token');
    vi.stubEnv('GITLAB_TOKEN', '');
    vi.stubEnv('CI_JOB_TOKEN', 'job');
    const job = host();
    await gitlabNote(job.text, request());
    expect(job.err()).toContain('GITLAB_TOKEN is not set (CI_JOB_TOKEN cannot write notes on a merge request):');
    expect(gitlab.requests).toEqual([]);
  });

  it('sends GITLAB_TOKEN only over https, or http to a loopback host', async () => {
    const gitlab = await stand();
    await inMergeRequest(gitlab);
    vi.stubEnv('CI_API_V4_URL', 'http://gitlab.example/api/v4');
    const { text, err } = host();
    await gitlabNote(text, request());
    expect(err()).toContain(
      'warning: findings-gate did not write its note on merge request !7: CI_API_V4_URL is http: on a host other than the loopback, and GITLAB_TOKEN goes only over https: set CI_API_V4_URL to the https address of the API. The verdict stands.',
    );
  });

  it('gives up on a note that does not finish in its time, counted from its own start, with a warning', async () => {
    const gitlab = await stand();
    await inMergeRequest(gitlab);
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    vi.stubEnv('CI_API_V4_URL', `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/v4`);
    const late = host();
    const started = Date.now();
    await gitlabNote(late.text, request({ timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.closeAllConnections();
    silent.close();
    expect(late.err()).toContain(
      'warning: findings-gate did not write its note on merge request !7: it did not finish within 0.3 s (GitLab did not answer in time, or asked to wait longer: a 429 or 503 with Retry-After). The verdict stands.',
    );
    vi.stubEnv('CI_API_V4_URL', gitlab.api);
    const just = host();
    await gitlabNote(just.text, request({ timeoutMs: 1000 }));
    expect(just.err()).toContain('Note created on merge request !7');
  });

  it('creates a note for a failing verdict, or any verdict with always; updates it; and says when none is written', async () => {
    const gitlab = await stand();
    await inMergeRequest(gitlab);
    const passing = host();
    await gitlabNote(passing.text, request({ policy: 'on-failure', failing: false }));
    expect(passing.err()).toContain(
      'No note on merge request !7: comment-on-pr is on-failure, the gate passed and no earlier note exists.',
    );
    const error = host();
    await gitlabNote(error.text, request({ policy: 'always', failing: undefined }));
    expect(error.err()).toContain('the gate could not decide and no earlier note exists.');
    const always = host();
    await gitlabNote(always.text, request({ policy: 'always', failing: false }));
    expect(always.err()).toContain('Note created on merge request !7');
    const again = host();
    await gitlabNote(again.text, request({ policy: 'on-failure', failing: true, render: (marker) => `${marker}\nagain` }));
    expect(again.err()).toContain('Note updated on merge request !7');
    expect(gitlab.notes.map((note) => note.body.split('\n')[1])).toEqual(['again']);
  });

  it('says in the log that a marked note someone else wrote was left alone, and writes its own', async () => {
    const gitlab = await stand();
    await inMergeRequest(gitlab);
    const { commentMarker } = await import('../../src/render/comment.ts');
    const marker = commentMarker({ projects: ['acme/api'] });
    gitlab.notes.push({ id: 1, body: `${marker}\ncopied`, system: false, author: { id: 5, username: 'mallory' } });
    const run = host();
    await gitlabNote(run.text, request());
    expect(run.err()).toContain(
      "1 note on merge request !7 starts with the gate's marker but another account wrote it: left alone (the gate edits only its own notes).",
    );
    expect(run.err()).toContain('Note created on merge request !7');
    const alone = host();
    await gitlabNote(alone.text, request());
    expect(alone.err()).toContain('1 note on merge request !7 starts');
    const clean = await stand();
    await inMergeRequest(clean);
    const own = host();
    await gitlabNote(own.text, request());
    expect(own.err()).not.toContain('another account');
  });

  it('keeps one note per job: the job names its marker', async () => {
    const gitlab = await stand();
    await inMergeRequest(gitlab);
    await gitlabNote(host().text, request());
    vi.stubEnv('CI_JOB_NAME', 'other-job');
    await gitlabNote(host().text, request());
    await gitlabNote(host().text, request());
    expect(gitlab.notes).toHaveLength(2);
    expect(new Set(gitlab.notes.map((note) => note.body.split('\n')[0])).size).toBe(2);
  });

  it('warns when the notes are too many to search, and when GitLab refuses', async () => {
    const many = await crafted(200, () => '[]', '2');
    vi.stubEnv('CI_API_V4_URL', many);
    vi.stubEnv('CI_PROJECT_ID', '42');
    vi.stubEnv('CI_MERGE_REQUEST_IID', '7');
    vi.stubEnv('GITLAB_TOKEN', 'glpat-x');
    const { text, err } = host();
    await gitlabNote(text, request());
    // Empty pages that say there are more (attack37 N2): no note was seen, so no count of notes is claimed.
    expect(err()).toContain(
      "warning: findings-gate did not write its note on merge request !7: the list of its notes did not end within 100 pages (10000 notes at most), so the gate's own note could not be found.",
    );
    const gitlab = await stand();
    gitlab.mode = 403;
    await inMergeRequest(gitlab);
    const refused = host();
    await gitlabNote(refused.text, request());
    expect(refused.err()).toContain(
      'warning: findings-gate did not write its note on merge request !7: GITLAB_TOKEN may not write notes there (403)',
    );
  });
});
