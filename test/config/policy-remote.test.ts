// Another repository's file through GitHub's and GitLab's APIs (config/policy-remote.ts), against the
// stand-ins of test/support and a loopback server for the answers they never give.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteFile } from '../../src/config/policy-remote.ts';
import type { RemoteFile } from '../../src/config/policy-source.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/github-api.ts';
import { type FakeGitLab, startGitLab } from '../support/gitlab-api.ts';

const HEAD = 'b'.repeat(40);
const TOKEN = 'policy-reader-token';
const LIMITS = { deadlineAt: Date.now() + 60_000, requestTimeoutMs: 2_000, retryMinDelayMs: 1 };

let github: FakeGitHub;
let gitlab: FakeGitLab;
/** Answers each path as the test says: for what the stand-ins never answer. */
let odd: Server;
let oddUrl = '';
const answers = new Map<string, (response: ServerResponse) => void>();

beforeAll(async () => {
  github = await startFakeGitHub();
  gitlab = await startGitLab();
  const repository = {
    refs: { main: HEAD, broken: 'not-a-sha' },
    files: { [HEAD]: { 'dir/policy file.yml': 'mode: warn\n', 'big.yml': 'x'.repeat(40) } },
    token: TOKEN,
  };
  github.repositories['acme/policies'] = repository;
  gitlab.projects['acme/sec/policies'] = repository;
  odd = createServer((request, response) => {
    const answer = answers.get((request.url ?? '').split('?')[0] ?? '');
    if (answer === undefined) response.writeHead(404).end();
    else answer(response);
  });
  await new Promise<void>((done) => odd.listen(0, '127.0.0.1', done));
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all([github.close(), gitlab.close(), new Promise((done) => odd.close(done))]);
});

const onGitHub = (file: Partial<RemoteFile> = {}): RemoteFile => ({
  forge: 'github',
  api: github.url,
  repository: 'acme/policies',
  path: 'dir/policy file.yml',
  ref: 'main',
  ...file,
});
const onGitLab = (file: Partial<RemoteFile> = {}): RemoteFile => ({
  forge: 'gitlab',
  api: gitlab.api,
  repository: 'acme/sec/policies',
  path: 'dir/policy file.yml',
  ref: 'main',
  ...file,
});

describe('fetchRemoteFile on GitHub', () => {
  it("resolves the ref to its commit, then reads the file's raw bytes at that commit, with the token", async () => {
    const before = github.requests.length;
    expect(await fetchRemoteFile(onGitHub(), TOKEN, 1024, LIMITS)).toEqual({ bytes: Buffer.from('mode: warn\n'), commit: HEAD });
    expect(github.requests.slice(before).map(({ path, query, authorization }) => ({ path, query, authorization }))).toEqual([
      { path: '/repos/acme/policies/commits/main', query: {}, authorization: `Bearer ${TOKEN}` },
      { path: '/repos/acme/policies/contents/dir/policy%20file.yml', query: { ref: HEAD }, authorization: `Bearer ${TOKEN}` },
    ]);
  });

  it('reads a full commit sha without resolving it', async () => {
    const before = github.requests.length;
    expect(await fetchRemoteFile(onGitHub({ ref: HEAD }), TOKEN, 1024, LIMITS)).toMatchObject({ commit: HEAD });
    expect(github.requests.slice(before).map(({ path }) => path)).toEqual(['/repos/acme/policies/contents/dir/policy%20file.yml']);
  });

  it('says what each refusal means, and what to do', async () => {
    expect(await fetchRemoteFile(onGitHub(), '', 1024, LIMITS)).toEqual({
      why: 'GitHub answered 404: no repository acme/policies with a ref main that config-token can read (config-token is empty, and a private repository answers 404 without one)',
      fix: 'Fix the repository, the path or the ref, or give config-token a token that can read acme/policies.',
    });
    expect(await fetchRemoteFile(onGitHub({ path: 'none.yml' }), TOKEN, 1024, LIMITS)).toMatchObject({
      why: `GitHub answered 404: no file none.yml in acme/policies at ${HEAD}`,
    });
    expect(await fetchRemoteFile(onGitHub({ ref: 'gone' }), TOKEN, 1024, LIMITS)).toMatchObject({
      why: 'GitHub answered 422: no repository acme/policies with a ref gone that config-token can read',
    });
    expect(await fetchRemoteFile(onGitHub(), 'revoked', 1024, LIMITS)).toEqual({
      why: 'GitHub answered 401: config-token was rejected (expired or revoked)',
      fix: 'Give config-token a token that can read acme/policies.',
    });
  });

  it('refuses a file over its cap', async () => {
    expect(await fetchRemoteFile(onGitHub({ path: 'big.yml' }), TOKEN, 39, LIMITS)).toEqual({
      why: 'it is larger than 39 bytes',
      fix: 'Keep it to 39 bytes at most.',
    });
    expect(await fetchRemoteFile(onGitHub({ path: 'big.yml' }), TOKEN, 40, LIMITS)).toMatchObject({ commit: HEAD });
  });

  it('refuses a commit that is no sha', async () => {
    expect(await fetchRemoteFile(onGitHub({ ref: 'broken' }), TOKEN, 1024, LIMITS)).toEqual({
      why: 'GitHub answered something that is not the file (the commit of broken is not a sha)',
      fix: 'Check that config-api-url is the API of your GitHub or GitLab.',
    });
  });

  it('says 403, another status, a redirect elsewhere, too many redirects, a timeout and a network failure', async () => {
    const file = onGitHub({ api: oddUrl, ref: HEAD, path: 'p.yml' });
    const path = '/repos/acme/policies/contents/p.yml';
    const cases: [(response: ServerResponse) => void, object][] = [
      [
        (response) => response.writeHead(403).end(),
        {
          why: "GitHub answered 403: config-token may not read acme/policies, or the API's rate limit is spent",
          fix: 'Give config-token a token that can read acme/policies, or try again later.',
        },
      ],
      [(response) => response.writeHead(500).end(), { why: 'GitHub answered HTTP 500', fix: 'Try again later, or check config-api-url.' }],
      [
        (response) => response.writeHead(302, { location: `${github.url}${path}` }).end(),
        {
          why: `GitHub answered with a redirect to ${github.url}, and config-token goes only to ${oddUrl}: it was not followed`,
          fix: 'Set config-api-url to the API that serves acme/policies.',
        },
      ],
      [
        (response) => response.writeHead(308, { location: path }).end(),
        { why: 'GitHub answered with more than 3 redirects', fix: 'Set config-api-url to the API that serves acme/policies.' },
      ],
    ];
    for (const [answer, expected] of cases) {
      answers.set(path, answer);
      expect(await fetchRemoteFile(file, TOKEN, 1024, LIMITS)).toEqual(expected);
    }
    answers.set(path, () => undefined);
    expect(await fetchRemoteFile(file, TOKEN, 1024, { ...LIMITS, requestTimeoutMs: 30, retryMinDelayMs: 1 })).toEqual({
      why: `the API at ${oddUrl} did not answer within 0.03 s`,
      fix: 'Try again later, or raise FINDINGS_GATE_REQUEST_TIMEOUT_MS.',
    });
    expect(await fetchRemoteFile(file, TOKEN, 1024, { ...LIMITS, deadlineAt: Date.now() + 50 })).toEqual({
      why: `the API at ${oddUrl} did not answer before the run's deadline`,
      fix: 'Raise timeout-seconds, or check that the API answers.',
    });
    expect(await fetchRemoteFile({ ...file, api: 'http://127.0.0.1:1' }, TOKEN, 1024, LIMITS)).toEqual({
      why: 'could not reach http://127.0.0.1:1: ECONNREFUSED',
      fix: "Check config-api-url, the runner's network and HTTPS_PROXY.",
    });
  });
});

describe('fetchRemoteFile on GitLab', () => {
  it('reads the file at the ref, its commit from the answer, with the token as PRIVATE-TOKEN', async () => {
    const before = gitlab.requests.length;
    expect(await fetchRemoteFile(onGitLab(), TOKEN, 1024, LIMITS)).toEqual({ bytes: Buffer.from('mode: warn\n'), commit: HEAD });
    expect(gitlab.requests.slice(before).map(({ path, query, token }) => ({ path, query, token }))).toEqual([
      { path: '/api/v4/projects/acme%2Fsec%2Fpolicies/repository/files/dir%2Fpolicy%20file.yml', query: { ref: 'main' }, token: TOKEN },
    ]);
  });

  it('says a 404 and a 401 in its terms', async () => {
    expect(await fetchRemoteFile(onGitLab({ path: 'none.yml' }), TOKEN, 1024, LIMITS)).toMatchObject({
      why: 'GitLab answered 404: no file none.yml in acme/sec/policies at main that config-token can read',
    });
    expect(await fetchRemoteFile(onGitLab(), '', 1024, LIMITS)).toMatchObject({
      why: 'GitLab answered 404: no file dir/policy file.yml in acme/sec/policies at main that config-token can read (config-token is empty, and a private repository answers 404 without one)',
    });
    expect(await fetchRemoteFile(onGitLab(), 'revoked', 1024, LIMITS)).toMatchObject({
      why: 'GitLab answered 401: config-token was rejected (expired or revoked)',
    });
  });

  it('refuses content over its cap once decoded', async () => {
    expect(await fetchRemoteFile(onGitLab({ path: 'big.yml' }), TOKEN, 39, LIMITS)).toEqual({
      why: 'it is larger than 39 bytes',
      fix: 'Keep it to 39 bytes at most.',
    });
    expect(await fetchRemoteFile(onGitLab({ path: 'big.yml' }), TOKEN, 40, LIMITS)).toMatchObject({ commit: HEAD });
  });

  it('refuses an answer that is not the file', async () => {
    const path = '/projects/acme%2Fsec%2Fpolicies/repository/files/p.yml';
    const file = onGitLab({ api: oddUrl, path: 'p.yml' });
    const fix = 'Check that config-api-url is the API of your GitHub or GitLab.';
    const bodies: [string, string][] = [
      ['<html>', 'the answer is not JSON'],
      ['null', 'the answer holds no base64 content and commit_id'],
      [JSON.stringify({ content: 'bW9kZQ==', encoding: 'text', commit_id: HEAD }), 'the answer holds no base64 content and commit_id'],
      [JSON.stringify({ content: 1, encoding: 'base64', commit_id: HEAD }), 'the answer holds no base64 content and commit_id'],
      [JSON.stringify({ content: 'bW9kZQ==', encoding: 'base64', commit_id: 'main' }), 'the answer holds no base64 content and commit_id'],
      [JSON.stringify({ content: 'bW9kZQ==', encoding: 'base64', commit_id: 7 }), 'the answer holds no base64 content and commit_id'],
      // attack33 L4: a repeated key (JSON.parse keeps the last content), however it is spaced.
      [
        `{"content": "bW9kZQ==", "encoding": "base64", "commit_id": "${HEAD}", "content" : "bW9kZTogd2Fybg=="}`,
        'the answer names a key twice in one object',
      ],
    ];
    for (const [body, what] of bodies) {
      answers.set(path, (response) => response.end(body));
      expect(await fetchRemoteFile(file, TOKEN, 1024, LIMITS), body).toEqual({
        why: `GitLab answered something that is not the file (${what})`,
        fix,
      });
    }
    answers.set(path, (response) => response.end(JSON.stringify({ content: 'bW9kZQ==', encoding: 'base64', commit_id: HEAD })));
    expect(await fetchRemoteFile(file, TOKEN, 1024, LIMITS)).toEqual({ bytes: Buffer.from('mode'), commit: HEAD });
  });
});
