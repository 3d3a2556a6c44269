// A local node:http server that plays GitLab's merge-request notes API (v4): list the notes (paginated
// with X-Next-Page), create a note, update a note, and the token's user (`GET /user`, `user`): a note
// it creates is that user's; one a test adds names its author. It checks the PRIVATE-TOKEN header, can answer 401
// or 403 to every call, and records every request, so a test can count the notes the gate left. It also
// serves the files of the projects a test hosts on it (`repository/files/{path}?ref=`, the content in
// base64 beside the ref's commit), as a remote policy file is read.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFileRead, type FakeRepository } from './github-api.ts';

export interface FakeNote {
  id: number;
  body: string;
  system: boolean;
  author?: { id: number; username: string };
}

export interface GitLabRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  token?: string;
  status: number;
}

export interface FakeGitLab {
  /** For CI_API_V4_URL. */
  api: string;
  projectId: string;
  iid: string;
  token: string;
  notes: FakeNote[];
  /** The token's user (a project access token's bot user). */
  user: { id: number; username: string };
  requests: GitLabRequest[];
  /** Projects whose files it serves, by their full path (group/project). */
  projects: Record<string, FakeRepository>;
  /** Request paths (as sent, encoded) answered with a 302 to the given location. */
  redirects: Record<string, string>;
  /** `ok`, or a status every call answers (401: a bad token; 403: a token without the api scope). */
  mode: 'ok' | 401 | 403;
  /** Adds `count` notes by people (and one system note) before the gate's. */
  seed(count: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the stand-in on a free loopback port. */
export async function startGitLab(): Promise<FakeGitLab> {
  let nextId = 1000;
  const fake: Omit<FakeGitLab, 'api' | 'close'> = {
    projectId: '42',
    iid: '7',
    token: 'glpat-standin-token',
    notes: [],
    user: { id: 77, username: 'project_42_bot_findings' },
    requests: [],
    mode: 'ok',
    projects: {},
    redirects: {},
    seed(count) {
      const author = { id: 5, username: 'reviewer' };
      fake.notes.push({ id: nextId++, body: 'merged main into this branch', system: true, author });
      for (let i = 0; i < count; i++) fake.notes.push({ id: nextId++, body: `review remark ${i}`, system: false, author });
    },
  };
  const base = `/api/v4/projects/${fake.projectId}/merge_requests/${fake.iid}/notes`;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const token = request.headers['private-token'];
    const body = await readBody(request);
    const reply = (status: number, json: unknown, headers: Record<string, string> = {}): void => {
      fake.requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        ...(typeof token === 'string' ? { token } : {}),
        status,
      });
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(json));
    };
    const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
    const redirect = fake.redirects[rawPath];
    if (redirect !== undefined) return reply(302, { message: '302 Found' }, { location: redirect });
    const file = /^\/api\/v4\/projects\/([^/]+)\/repository\/files\/([^/]+)$/.exec(rawPath);
    if (request.method === 'GET' && file !== null) {
      const [, project = '', path = ''] = file;
      const ref = url.searchParams.get('ref') ?? '';
      const read = answerFileRead(
        fake.projects[decodeURIComponent(project)],
        typeof token === 'string' ? token : undefined,
        ref,
        decodeURIComponent(path),
      );
      // GitLab answers 404 for an unknown ref too.
      if (read.status !== 200)
        return reply(read.status === 422 ? 404 : read.status, { message: `${read.status === 401 ? 401 : 404} Not found` });
      const content = Buffer.from(read.text ?? '', 'utf8');
      return reply(200, {
        file_path: decodeURIComponent(path),
        size: content.length,
        encoding: 'base64',
        content: content.toString('base64'),
        ref,
        commit_id: read.commit,
        last_commit_id: read.commit,
      });
    }
    if (fake.mode !== 'ok') return reply(fake.mode, { message: fake.mode === 401 ? '401 Unauthorized' : '403 Forbidden' });
    if (token !== fake.token) return reply(401, { message: '401 Unauthorized' });
    if (request.method === 'GET' && url.pathname === '/api/v4/user') return reply(200, { ...fake.user, bot: true });
    if (request.method === 'GET' && url.pathname === base) {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 20));
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = fake.notes.slice((page - 1) * perPage, page * perPage);
      const next = page * perPage < fake.notes.length ? String(page + 1) : '';
      return reply(200, items, { 'x-next-page': next, 'x-page': String(page) });
    }
    if (request.method === 'POST' && url.pathname === base) {
      const note = { id: nextId++, body: (JSON.parse(body) as { body: string }).body, system: false, author: { ...fake.user } };
      fake.notes.push(note);
      return reply(201, note);
    }
    const match = new RegExp(`^${base}/(\\d+)$`).exec(url.pathname);
    if (request.method === 'PUT' && match) {
      const note = fake.notes.find((n) => n.id === Number(match[1]));
      if (note === undefined) return reply(404, { message: '404 Not found' });
      note.body = (JSON.parse(body) as { body: string }).body;
      return reply(200, note);
    }
    return reply(404, { message: '404 Not found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    api: `http://127.0.0.1:${port}/api/v4`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}
