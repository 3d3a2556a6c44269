// The pull-request comment (src/github/comment-pr.ts), against a local stand-in of GitHub's REST API:
// found again by its marker across pages and updated in place, created only when asked, and every
// failure turned into a warning that names the permission to add.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerRefused } from '../../src/host/answers.ts';
import type { FakeGitHub } from '../support/github-api.ts';
import { startFakeGitHub } from '../support/github-api.ts';

let github: FakeGitHub;
let commentPr: typeof import('../../src/github/comment-pr.ts');
beforeAll(async () => {
  github = await startFakeGitHub();
  // Octokit reads its base URL when it is first loaded.
  process.env.GITHUB_API_URL = github.url;
  commentPr = await import('../../src/github/comment-pr.ts');
});
afterAll(async () => {
  await github.close();
});

const request = (number: number, body: string, create = true) => ({
  token: 'ghs_test',
  pullRequest: { owner: github.owner, repo: github.repo, number },
  marker: '<!-- findings-gate:abc -->',
  body: `<!-- findings-gate:abc -->\n${body}`,
  create,
  signal: AbortSignal.timeout(5000),
});

describe('pullRequestOf', () => {
  const repo = { owner: 'acme', repo: 'api' };
  it('is the pull request of a pull_request or pull_request_target event, else none', () => {
    expect(commentPr.pullRequestOf({ eventName: 'pull_request', payload: { pull_request: { number: 7 } }, repo })).toEqual({
      ...repo,
      number: 7,
    });
    expect(commentPr.pullRequestOf({ eventName: 'pull_request_target', payload: { pull_request: { number: 7 } }, repo })?.number).toBe(7);
    expect(commentPr.pullRequestOf({ eventName: 'push', payload: { pull_request: { number: 7 } }, repo })).toBeUndefined();
    for (const number of [0, -1, 1.5, '7', undefined]) {
      expect(commentPr.pullRequestOf({ eventName: 'pull_request', payload: { pull_request: { number } }, repo })).toBeUndefined();
    }
    expect(
      commentPr.pullRequestOf({ eventName: 'pull_request', payload: { pull_request: { number: 7 } }, repo: { owner: '', repo: 'api' } }),
    ).toBeUndefined();
    expect(commentPr.pullRequestOf({ eventName: 'pull_request', payload: {}, repo })).toBeUndefined();
    expect(commentPr.pullRequestOf({ eventName: 'pull_request', payload: { pull_request: { number: 1 } }, repo })?.number).toBe(1);
    expect(commentPr.pullRequestOf({ eventName: 'pull_request', payload: { pull_request: { number: 2 ** 53 } }, repo })).toBeUndefined();
  });
});

describe('upsertComment', () => {
  it('creates the comment once, then updates it in place, found by its marker on a later page', async () => {
    github.seed(11, 150);
    const first = await commentPr.upsertComment(request(11, 'first'));
    expect(first.action).toBe('created');
    const second = await commentPr.upsertComment(request(11, 'second'));
    expect(second).toMatchObject({ action: 'updated', id: (first as { id: number }).id });
    const ours = github.comments.filter((c) => c.issue === 11 && c.body.startsWith('<!-- findings-gate:abc -->'));
    expect(ours.map((c) => c.body)).toEqual(['<!-- findings-gate:abc -->\nsecond']);
  });

  it('creates nothing when not asked to and none exists', async () => {
    expect(await commentPr.upsertComment(request(12, 'x', false))).toEqual({ action: 'none' });
    expect(github.comments.filter((c) => c.issue === 12)).toEqual([]);
  });

  it('stops searching at the 100th page of comments, and reads no page after the one that holds its own', async () => {
    github.seed(14, commentPr.MAX_COMMENT_PAGES * 100);
    expect(await commentPr.upsertComment(request(14, 'x'))).toEqual({ action: 'too-many', pages: commentPr.MAX_COMMENT_PAGES });
    expect(github.comments.filter((c) => c.issue === 14)).toHaveLength(10_000);
    await commentPr.upsertComment(request(15, 'first'));
    github.seed(15, 150);
    const before = github.requests.length;
    expect((await commentPr.upsertComment(request(15, 'second'))).action).toBe('updated');
    // The token's identity is asked once (GraphQL's viewer), when a marked comment is found.
    expect(github.requests.slice(before).map((r) => `${r.method} ${r.path.replace(/.*\//, '')}`)).toEqual([
      'GET comments',
      'POST graphql',
      `PATCH ${github.comments.find((c) => c.issue === 15 && c.body.includes('second'))?.id}`,
    ]);
  });

  it('never edits a marked comment someone else wrote: it writes its own, and updates only that one', async () => {
    const marked = (issue: number, id: number, login: string, type: string) =>
      github.comments.push({ id, issue, body: '<!-- findings-gate:abc -->\n### ✅ findings-gate: pass', user: { login, type } });
    marked(31, 70_001, 'mallory', 'User');
    marked(31, 70_002, 'other-app[bot]', 'Bot');
    const first = await commentPr.upsertComment(request(31, 'fail'));
    expect(first).toMatchObject({ action: 'created', foreign: 2 });
    const second = await commentPr.upsertComment(request(31, 'fail again'));
    expect(second).toMatchObject({ action: 'updated', id: (first as { id: number }).id, foreign: 2 });
    expect(github.comments.filter((c) => c.issue === 31).map((c) => [c.user.login, c.body.split('\n')[1]])).toEqual([
      ['mallory', '### ✅ findings-gate: pass'],
      ['other-app[bot]', '### ✅ findings-gate: pass'],
      ['github-actions[bot]', 'fail again'],
    ]);
  });

  it("knows a personal access token's comments by its login, and without an identity takes only the job token's bot", async () => {
    const saved = github.viewer;
    try {
      github.viewer = 'release-bot-user';
      github.comments.push({
        id: 70_010,
        issue: 32,
        body: '<!-- findings-gate:abc -->\nold',
        user: { login: 'Release-Bot-User', type: 'User' },
      });
      const known: string[] = [];
      expect(await commentPr.upsertComment({ ...request(32, 'new'), log: (line) => known.push(line) })).toEqual(
        expect.objectContaining({ action: 'updated', id: 70_010 }),
      );
      expect(known).toEqual([]); // an identity read is no news
      // GraphQL refuses the viewer (403): a person's marked comment is never the gate's, an app's bot is.
      github.viewer = undefined;
      github.comments.push({
        id: 70_011,
        issue: 33,
        body: '<!-- findings-gate:abc -->\nold',
        user: { login: 'release-bot-user', type: 'User' },
      });
      // Nor another app's (attack23 N1): without an identity, only github-actions[bot] (the job's GITHUB_TOKEN) is the gate.
      github.comments.push({
        id: 70_012,
        issue: 33,
        body: '<!-- findings-gate:abc -->\nold',
        user: { login: 'evil-app[bot]', type: 'Bot' },
      });
      const lines: string[] = [];
      expect(await commentPr.upsertComment({ ...request(33, 'new'), log: (line) => lines.push(line) })).toMatchObject({
        action: 'created',
        foreign: 2,
      });
      expect(lines).toEqual([
        "the github-token's identity could not be read (GraphQL viewer: HTTP 403): only a marked comment of github-actions[bot], the job's own GITHUB_TOKEN, is taken as the gate's; with another token the gate writes a comment of its own.",
      ]);
      expect(github.comments.find((c) => c.id === 70_011)?.body).toBe('<!-- findings-gate:abc -->\nold');
      expect(github.comments.find((c) => c.id === 70_012)?.body).toBe('<!-- findings-gate:abc -->\nold');
      expect(await commentPr.upsertComment(request(33, 'newer'))).toMatchObject({ action: 'updated', foreign: 2 });
    } finally {
      github.viewer = saved;
    }
  });

  it('ends every request with the signal, and checks the API root as it is when it comments', async () => {
    await expect(commentPr.upsertComment({ ...request(16, 'x'), signal: AbortSignal.abort() })).rejects.toThrow();
    const saved = process.env.GITHUB_API_URL;
    // The stand-in by another name, read when the gate comments: Octokit goes there, and only there.
    process.env.GITHUB_API_URL = github.url.replace('127.0.0.1', 'localhost');
    try {
      expect((await commentPr.upsertComment(request(16, 'x'))).action).toBe('created');
    } finally {
      process.env.GITHUB_API_URL = saved;
    }
  });

  it('sends the token only over https, or http to a loopback host', async () => {
    const before = github.requests.length;
    const saved = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = 'http://github.example/api/v3';
    try {
      await expect(commentPr.upsertComment(request(13, 'x'))).rejects.toThrow(
        'GITHUB_API_URL is http: on a host other than the loopback, and the github-token goes only over https',
      );
    } finally {
      process.env.GITHUB_API_URL = saved;
    }
    expect(github.requests.length).toBe(before);
  });
});

describe('upsertComment, the bounds of an answer', () => {
  it('refuses an answer over 16 MiB (as Octokit wraps it), and skips a comment without a body', async () => {
    github.comments.push({ id: 60_000, issue: 23, body: 'x'.repeat(17 << 20), user: { login: 'x', type: 'User' } });
    const error = await commentPr.upsertComment(request(23, 'x', false)).catch((e: unknown) => e);
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(AnswerRefused);
    expect(commentPr.commentFailure(error, { owner: 'acme', repo: 'api', number: 23 })).toContain(
      'the answer is over 16 MiB, and the gate does not read further',
    );
    github.comments.push({ id: 60_001, issue: 24, body: null as unknown as string, user: { login: 'x', type: 'User' } });
    expect(await commentPr.upsertComment(request(24, 'x', false))).toEqual({ action: 'none' });
  });

  it('refuses a page of more than the 100 comments asked for', async () => {
    github.seed(25, 101);
    github.mode = 'overfull';
    try {
      // Refused as it arrives, inside Octokit's fetch (which wraps it), before Octokit parses it.
      const error = await commentPr.upsertComment(request(25, 'x')).catch((e: unknown) => e);
      expect((error as { cause?: unknown }).cause).toEqual(new AnswerRefused('the server sent more than 100 comments on a page of 100'));
      expect(commentPr.commentFailure(error, { owner: 'acme', repo: 'api', number: 25 })).toBe(
        "findings-gate could not comment on pull request #25: the server sent more than 100 comments on a page of 100. The gate's verdict and exit status are unchanged.",
      );
    } finally {
      github.mode = 'ok';
    }
  });
});

describe('commentFailure', () => {
  const pr = { owner: 'acme', repo: 'api', number: 7 };
  const failure = (status: number | undefined, message = 'Nope', headers: Record<string, string> = {}) =>
    Object.assign(new Error(message), { status, response: { headers } });

  it('names the permission to add for a token that cannot write, and keeps the verdict', () => {
    const text = commentPr.commentFailure(failure(403, 'Resource not accessible by integration - https://docs.github.com/x'), pr);
    expect(text).toBe(
      "findings-gate could not comment on pull request #7 (HTTP 403: Resource not accessible by integration): the github-token cannot write pull-request comments. Add `permissions: pull-requests: write` to the job; a pull request from a fork gets a read-only token, so no comment is possible there. The gate's verdict and exit status are unchanged.",
    );
  });

  it('tells a rate limit, a rejected token, a timeout and anything else apart', () => {
    expect(commentPr.commentFailure(failure(403, 'x', { 'x-ratelimit-remaining': '0' }), pr)).toContain(
      'the GitHub API rate limit was reached (HTTP 403)',
    );
    expect(commentPr.commentFailure(failure(429), pr)).toContain('the GitHub API rate limit was reached (HTTP 429)');
    expect(commentPr.commentFailure(failure(401), pr)).toContain('(HTTP 401): the github-token was rejected');
    expect(commentPr.commentFailure(Object.assign(new Error('aborted'), { name: 'TimeoutError' }), pr)).toContain(
      'the GitHub API did not answer in time',
    );
    expect(commentPr.commentFailure(failure(500, 'Server Error'), pr)).toBe(
      "findings-gate could not comment on pull request #7: HTTP 500: Server Error. The gate's verdict and exit status are unchanged.",
    );
  });

  it('reads a status only when it is a number, cuts a long message, and tells a 404, a rate limit by its words, and an abort', () => {
    expect(commentPr.commentFailure(failure('500' as unknown as number, 'odd'), pr)).toBe(
      "findings-gate could not comment on pull request #7: odd. The gate's verdict and exit status are unchanged.",
    );
    expect(commentPr.commentFailure(failure(500, 'y'.repeat(300)), pr)).toContain(`HTTP 500: ${'y'.repeat(200)}. The gate`);
    expect(commentPr.commentFailure(failure(403, 'You have exceeded a secondary rate limit'), pr)).toContain(
      'the GitHub API rate limit was reached (HTTP 403)',
    );
    expect(commentPr.commentFailure(failure(404, 'Not Found'), pr)).toContain('(HTTP 404: Not Found): the github-token cannot write');
    expect(commentPr.commentFailure(Object.assign(new Error('aborted'), { name: 'AbortError' }), pr)).toContain(
      'the GitHub API did not answer in time',
    );
    expect(commentPr.commentFailure(null, pr)).toBe(
      "findings-gate could not comment on pull request #7: null. The gate's verdict and exit status are unchanged.",
    );
  });

  it('says what the bounded reader refused, as it is or as Octokit wraps it', async () => {
    const { AnswerRefused } = await import('../../src/host/answers.ts');
    const refused = new AnswerRefused('the server sent 101 comments on a page of 100');
    const said =
      "findings-gate could not comment on pull request #7: the server sent 101 comments on a page of 100. The gate's verdict and exit status are unchanged.";
    expect(commentPr.commentFailure(refused, pr)).toBe(said);
    expect(commentPr.commentFailure(Object.assign(failure(500, refused.message), { cause: refused }), pr)).toBe(said);
  });
});

describe('writtenBy, with the identity known', () => {
  const by = (login: unknown, bot?: boolean) => ({ login, bot }) as { login?: string; bot?: boolean };

  it("is the token's login in any case, an app's bot with or without its [bot] suffix", () => {
    expect(commentPr.writtenBy(by('Release-User'), 'release-user')).toBe(true);
    expect(commentPr.writtenBy(by('my-app[bot]', true), 'my-app')).toBe(true);
    expect(commentPr.writtenBy(by('My-App', true), 'my-app[bot]')).toBe(true);
    expect(commentPr.writtenBy(by('my-app[bot]', true), 'my-app[bot]')).toBe(true);
  });

  it('is never a person named as the bot, another login, a [bot] inside a name, or an author without a login', () => {
    expect(commentPr.writtenBy(by('my-app[bot]', false), 'my-app')).toBe(false);
    expect(commentPr.writtenBy(by('my-app[bot]'), 'my-app')).toBe(false);
    expect(commentPr.writtenBy(by('other-app[bot]', true), 'my-app')).toBe(false);
    expect(commentPr.writtenBy(by('my[bot]-app', true), 'my-app')).toBe(false);
    expect(commentPr.writtenBy(by(undefined, true), 'my-app')).toBe(false);
    expect(commentPr.writtenBy(by(7, true), 'my-app')).toBe(false);
    expect(commentPr.writtenBy(undefined, 'my-app')).toBe(false);
  });

  it("with the identity unknown, is the job token's bot only as a bot, never a person of its name", () => {
    expect(commentPr.writtenBy(by('GitHub-Actions[bot]', true), undefined)).toBe(true);
    expect(commentPr.writtenBy(by('github-actions', true), undefined)).toBe(true);
    expect(commentPr.writtenBy(by('github-actions[bot]', false), undefined)).toBe(false);
    expect(commentPr.writtenBy(by('github-actions[bot]'), undefined)).toBe(false);
    expect(commentPr.writtenBy(by('github-actions', false), undefined)).toBe(false);
  });
});

describe('upsertComment, odd answers', () => {
  it('takes the API root with any number of trailing slashes', async () => {
    const saved = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = `${github.url}//`;
    try {
      expect((await commentPr.upsertComment(request(41, 'x'))).action).toBe('created');
      expect((await commentPr.upsertComment(request(41, 'y'))).action).toBe('updated');
    } finally {
      process.env.GITHUB_API_URL = saved;
    }
  });

  it("leaves a marked comment of a deleted account (no user) alone, as someone else's", async () => {
    github.comments.push({
      id: 70_020,
      issue: 42,
      body: '<!-- findings-gate:abc -->\nold',
      user: null as unknown as { login: string; type: string },
    });
    expect(await commentPr.upsertComment(request(42, 'new'))).toMatchObject({ action: 'created', foreign: 1 });
    expect(github.comments.find((c) => c.id === 70_020)?.body).toBe('<!-- findings-gate:abc -->\nold');
  });
});

describe('commentFailure, a rate limit', () => {
  const pr = { owner: 'acme', repo: 'api', number: 7 };
  it('is told by its words or its header on a 403 only: another status says what it is', () => {
    const said = (status: number, message: string, headers: Record<string, string> = {}) =>
      commentPr.commentFailure(Object.assign(new Error(message), { status, response: { headers } }), pr);
    expect(said(500, 'upstream rate limit')).toBe(
      "findings-gate could not comment on pull request #7: HTTP 500: upstream rate limit. The gate's verdict and exit status are unchanged.",
    );
    expect(said(502, 'Bad Gateway', { 'x-ratelimit-remaining': '0' })).toBe(
      "findings-gate could not comment on pull request #7: HTTP 502: Bad Gateway. The gate's verdict and exit status are unchanged.",
    );
  });
});

describe('upsertComment, a GraphQL viewer of no usable login', () => {
  it('is as no identity: a login that is empty or not a string names nobody', async () => {
    const marked = (issue: number, id: number) =>
      github.comments.push({ id, issue, body: '<!-- findings-gate:abc -->\nold', user: { login: 'github-actions[bot]', type: 'Bot' } });
    try {
      marked(51, 70_030);
      github.viewerAnswer = { data: { viewer: { login: '' } } };
      expect(await commentPr.upsertComment(request(51, 'new'))).toEqual(expect.objectContaining({ action: 'updated', id: 70_030 }));
      marked(52, 70_031);
      github.viewerAnswer = { data: { viewer: { login: 7 } } };
      expect(await commentPr.upsertComment(request(52, 'new'))).toEqual(expect.objectContaining({ action: 'updated', id: 70_031 }));
      // No data, or a viewer of null: an answer that names no login, said so (not read as an answer it could not read).
      for (const [issue, id, answer] of [
        [53, 70_032, { data: null }],
        [54, 70_033, { data: { viewer: null } }],
      ] as const) {
        marked(issue, id);
        github.viewerAnswer = answer;
        const lines: string[] = [];
        expect(await commentPr.upsertComment({ ...request(issue, 'new'), log: (line) => lines.push(line) })).toEqual(
          expect.objectContaining({ action: 'updated', id }),
        );
        expect(lines).toEqual([commentPr.unknownIdentity('its answer names no login')]);
      }
    } finally {
      github.viewerAnswer = undefined;
    }
  });
});

describe('upsertComment, a GraphQL viewer it cannot read', () => {
  const marked = (issue: number, id: number, login: string, type: string) =>
    github.comments.push({ id, issue, body: '<!-- findings-gate:abc -->\nold', user: { login, type } });
  /** The log of a run on `issue`, whose job-token comment is taken as the gate's (updated) with the identity unknown. */
  async function unknownBecause(issue: number, id: number): Promise<string[]> {
    marked(issue, id, 'github-actions[bot]', 'Bot');
    const lines: string[] = [];
    expect(await commentPr.upsertComment({ ...request(issue, 'new'), log: (line) => lines.push(line) })).toEqual(
      expect.objectContaining({ action: 'updated', id }),
    );
    return lines;
  }

  it('says why: an HTTP status, an answer it could not read (a server error, GraphQL errors), a refusal of the bounded reader', async () => {
    try {
      github.viewerAnswer = { message: 'Bad Gateway' };
      github.viewerStatus = 502;
      expect(await unknownBecause(61, 70_040)).toEqual([commentPr.unknownIdentity('HTTP 502')]);
      // A 500 is also what Octokit makes of a fetch that failed: nothing was read.
      github.viewerAnswer = { message: 'Server Error' };
      github.viewerStatus = 500;
      expect(await unknownBecause(62, 70_041)).toEqual([commentPr.unknownIdentity('no answer it could read')]);
      // GraphQL's own errors, in a 200: no status.
      github.viewerAnswer = { data: null, errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }] };
      github.viewerStatus = undefined;
      expect(await unknownBecause(63, 70_042)).toEqual([commentPr.unknownIdentity('no answer it could read')]);
      // A redirect to another origin, which the bounded fetch refuses (the token is never sent there).
      github.viewerAnswer = undefined;
      github.redirects['/graphql'] = 'https://elsewhere.example/graphql';
      const [line = ''] = await unknownBecause(64, 70_043);
      expect(line).toMatch(/^the github-token's identity could not be read \(GraphQL viewer: .*https:\/\/elsewhere\.example.*\): only/);
    } finally {
      github.viewerAnswer = undefined;
      github.viewerStatus = undefined;
      delete github.redirects['/graphql'];
    }
  });

  it("takes no person's comment as its app's: a [bot] login is named only by a Bot", async () => {
    const saved = github.viewer;
    try {
      github.viewer = 'my-app[bot]';
      marked(65, 70_050, 'my-app', 'User');
      expect(await commentPr.upsertComment(request(65, 'new'))).toMatchObject({ action: 'created', foreign: 1 });
      expect(github.comments.find((c) => c.id === 70_050)?.body).toBe('<!-- findings-gate:abc -->\nold');
      marked(66, 70_051, 'my-app', 'Bot');
      expect(await commentPr.upsertComment(request(66, 'new'))).toMatchObject({ action: 'updated', id: 70_051 });
    } finally {
      github.viewer = saved;
    }
  });
});
