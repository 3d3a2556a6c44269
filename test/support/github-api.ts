// A local node:http server that plays the GitHub REST endpoints the pull-request comment calls:
// list an issue's comments (paginated with Link headers), create a comment, update a comment; and the
// GraphQL's `{ viewer { login } }` (the token's identity, `viewer`; undefined answers 403 as an app
// token without it would); and the two a remote policy file is read through: a ref's commit (`commits/{ref}` as its sha) and a file's
// raw bytes at a commit (`contents/{path}`), of the repositories a test hosts on it.
// It records every request, so a test can check the calls the action made.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
  issue: number;
  user: { login: string; type: string };
}

export interface GitHubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  body?: unknown;
  status: number;
}

/**
 * `ok`; `read-only`: writes are 403 (a fork's token); `rate-limited`: writes are 403 with no rate limit
 * left; `down`: every call is 500; `overfull`: a list page holds one comment more than asked for.
 */
export type GitHubMode = 'ok' | 'read-only' | 'rate-limited' | 'down' | 'overfull';

/** A repository whose files the stand-in serves: refs (a branch or tag → its commit), files per commit, the token it needs (none: public). */
export interface FakeRepository {
  refs: Record<string, string>;
  files: Record<string, Record<string, string>>;
  token?: string;
}

/**
 * How the stand-in answers a read of a hosted repository: a private one without a token is 404 (GitHub
 * hides it), a wrong token 401, an unknown ref 422, a missing file 404.
 */
export function answerFileRead(
  repository: FakeRepository | undefined,
  token: string | undefined,
  ref: string,
  path?: string,
): { status: number; commit?: string; text?: string } {
  if (repository === undefined || (repository.token !== undefined && token === undefined)) return { status: 404 };
  if (token !== undefined && repository.token !== undefined && token !== repository.token) return { status: 401 };
  const commit = repository.refs[ref] ?? (repository.files[ref] ? ref : undefined);
  if (commit === undefined) return { status: 422 };
  if (path === undefined) return { status: 200, commit };
  const text = repository.files[commit]?.[path];
  return text === undefined ? { status: 404 } : { status: 200, commit, text };
}

export interface FakeGitHub {
  /** Base URL, for GITHUB_API_URL. */
  url: string;
  owner: string;
  repo: string;
  comments: FakeComment[];
  requests: GitHubRequest[];
  mode: GitHubMode;
  /** The token's login GraphQL's `viewer` answers (github-actions[bot], the default token's); undefined: 403. */
  viewer: string | undefined;
  /** When set, the whole body GraphQL answers with 200 instead (a viewer of no login, an odd one). */
  viewerAnswer?: unknown;
  /** The status viewerAnswer is sent with (200 unless set: a server error, a gateway's). */
  viewerStatus?: number;
  /** Repositories whose files it serves, by owner/repo. */
  repositories: Record<string, FakeRepository>;
  /** Request paths answered with a 301 to the given location. */
  redirects: Record<string, string>;
  /** Adds `count` comments by people to the issue (so that the gate's comment lands on a later page). */
  seed(issue: number, count: number): void;
  close(): Promise<void>;
}

const DEFAULT_PER_PAGE = 30;

export async function startFakeGitHub(options: { owner?: string; repo?: string } = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'acme';
  const repo = options.repo ?? 'payments-api';
  let nextId = 9_000;
  const state: FakeGitHub = {
    url: '',
    owner,
    repo,
    comments: [],
    requests: [],
    mode: 'ok',
    viewer: 'github-actions[bot]',
    repositories: {},
    redirects: {},
    seed(issue, count) {
      for (let i = 0; i < count; i++) {
        state.comments.push({
          id: nextId++,
          issue,
          body: `Looks good to me (${i + 1})`,
          user: { login: `reviewer${i % 3}`, type: 'User' },
        });
      }
    },
    close: () => new Promise((done) => server.close(() => done())),
  };

  const asJson = (comment: FakeComment) => ({
    id: comment.id,
    body: comment.body,
    user: comment.user,
    html_url: `https://github.com/${owner}/${repo}/pull/${comment.issue}#issuecomment-${comment.id}`,
  });

  async function handle(req: IncomingMessage, log: GitHubRequest): Promise<[number, unknown, Record<string, string>?]> {
    const text = await readBody(req);
    if (text !== '') log.body = JSON.parse(text);
    if (state.mode === 'down') return [500, { message: 'Server Error' }];
    const files = fileRead(log);
    if (files !== undefined) return files;
    if (!/^token \S+$/.test(log.authorization ?? '')) return [401, { message: 'Bad credentials' }];
    const base = `/repos/${owner}/${repo}/issues`;
    const list = new RegExp(`^${base}/(\\d+)/comments$`).exec(log.path);
    const one = new RegExp(`^${base}/comments/(\\d+)$`).exec(log.path);
    const write = (req.method === 'POST' && log.path !== '/graphql') || req.method === 'PATCH';
    if (write && state.mode === 'read-only') {
      return [403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' }];
    }
    if (write && state.mode === 'rate-limited') {
      return [403, { message: 'API rate limit exceeded for installation.' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' }];
    }
    if (log.path === '/graphql' && req.method === 'POST') {
      if (!/viewer\s*\{\s*login\s*\}/.test(String((log.body as { query?: unknown }).query))) return [400, { message: 'Unknown query' }];
      if (state.viewerAnswer !== undefined) return [state.viewerStatus ?? 200, state.viewerAnswer];
      if (state.viewer === undefined) return [403, { message: 'Resource not accessible by integration' }];
      return [200, { data: { viewer: { login: state.viewer } } }];
    }
    if (list && req.method === 'GET') {
      const issue = Number(list[1]);
      const perPage = Math.min(100, Number(log.query.per_page ?? DEFAULT_PER_PAGE));
      const page = Math.max(1, Number(log.query.page ?? 1));
      const all = state.comments.filter((c) => c.issue === issue);
      const pages = Math.max(1, Math.ceil(all.length / perPage));
      const headers: Record<string, string> = {};
      if (page < pages) {
        const link = (p: number) => `<${state.url}${log.path}?per_page=${perPage}&page=${p}>`;
        headers.link = `${link(page + 1)}; rel="next", ${link(pages)}; rel="last"`;
      }
      const end = page * perPage + (state.mode === 'overfull' ? 1 : 0);
      return [200, all.slice((page - 1) * perPage, end).map(asJson), headers];
    }
    if (list && req.method === 'POST') {
      const comment = {
        id: nextId++,
        issue: Number(list[1]),
        body: String((log.body as { body?: unknown }).body),
        user: { login: state.viewer ?? 'github-actions[bot]', type: state.viewer?.endsWith('[bot]') === false ? 'User' : 'Bot' },
      };
      state.comments.push(comment);
      return [201, asJson(comment)];
    }
    if (one && req.method === 'PATCH') {
      const comment = state.comments.find((c) => c.id === Number(one[1]));
      if (!comment) return [404, { message: 'Not Found' }];
      comment.body = String((log.body as { body?: unknown }).body);
      return [200, asJson(comment)];
    }
    return [404, { message: 'Not Found' }];
  }

  /** A read of a hosted repository's ref or file; undefined for any other request. */
  function fileRead(log: GitHubRequest): [number, unknown, Record<string, string>?] | undefined {
    const redirect = state.redirects[log.path];
    if (redirect !== undefined) return [301, { message: 'Moved Permanently' }, { location: redirect }];
    const match = /^\/repos\/([^/]+)\/([^/]+)\/(commits|contents)\/(.+)$/.exec(log.path);
    if (match === null) return undefined;
    const [, owner = '', repo = '', kind, rest = ''] = match;
    const token = /^(?:token|Bearer) (\S+)$/.exec(log.authorization ?? '')?.[1];
    const repository = state.repositories[`${owner}/${repo}`];
    const ref = kind === 'commits' ? decodeURIComponent(rest) : (log.query.ref ?? 'main');
    const path = kind === 'contents' ? rest.split('/').map(decodeURIComponent).join('/') : undefined;
    const answer = answerFileRead(repository, token, ref, path);
    if (answer.status !== 200) return [answer.status, { message: answer.status === 401 ? 'Bad credentials' : 'Not Found' }];
    return [200, answer.text ?? answer.commit, { 'content-type': 'text/plain; charset=utf-8' }];
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const log: GitHubRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      status: 0,
    };
    state.requests.push(log);
    handle(req, log).then(
      ([status, body, headers]) => {
        log.status = status;
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        // A hosted file or a commit's sha goes as it is, as GitHub's raw and sha media types answer.
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      },
      (error: unknown) => {
        log.status = 500;
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}
