// The pull-request comment over the GitHub REST API (@actions/github's Octokit): the GitHub adapter of
// host/comment.ts's upsertMarkedComment (which finds the gate's comment by its marker, and updates or creates it). Every answer
// crosses the bounded reader of host/answers.ts, and the token goes only over https, to GITHUB_API_URL's origin.
import { AnswerRefused, boundedFetch, boundedPage, cleartextRefusal, PAGE_SIZE } from '../host/answers.ts';
import { type CommentAuthor, type CommentThread, type MarkedCommentResult, upsertMarkedComment } from '../host/comment.ts';
import { isPullRequestEvent } from '../host/detect.ts';

export { MAX_COMMENT_PAGES } from '../host/comment.ts';

/** The pull request a comment goes to. */
export interface PullRequest {
  owner: string;
  repo: string;
  number: number;
}

export interface CommentRequest {
  token: string;
  pullRequest: PullRequest;
  /** The hidden first line that identifies the gate's comment. */
  marker: string;
  /** The whole body, starting with the marker. */
  body: string;
  /** Create the comment when none exists yet; otherwise only an existing one is updated. */
  create: boolean;
  /** Ends every request (the run has a deadline). */
  signal: AbortSignal;
  /** Takes the log line of an identity that could not be read. */
  log?: (line: string) => void;
}

export type CommentResult = MarkedCommentResult;

/** The pull request of a `pull_request` or `pull_request_target` event, from @actions/github's context; else undefined. */
export function pullRequestOf(context: {
  eventName?: string;
  payload: { pull_request?: { number?: unknown } };
  repo: { owner: string; repo: string };
}): PullRequest | undefined {
  if (!isPullRequestEvent(context.eventName)) return undefined;
  const number = context.payload.pull_request?.number;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) return undefined;
  const { owner, repo } = context.repo;
  if (!owner || !repo) return undefined;
  return { owner, repo, number };
}

/** The GitHub API's root, as @actions/github reads it. */
const apiUrl = (): string => process.env.GITHUB_API_URL || 'https://api.github.com';

/** Creates or updates the gate's comment on the pull request. Throws what Octokit throws, and AnswerRefused. */
export async function upsertComment(request: CommentRequest): Promise<CommentResult> {
  const refused = cleartextRefusal(apiUrl(), 'GITHUB_API_URL', 'the github-token');
  if (refused !== undefined) throw new Error(refused);
  return upsertMarkedComment(await pullRequestThread(request), request);
}

/** The pull request's comments over Octokit, every answer through the bounded fetch, every request ended by the request's signal. */
async function pullRequestThread({ token, pullRequest, signal, log }: CommentRequest): Promise<CommentThread> {
  // Loaded here, not at start-up: only a run that comments pays for Octokit.
  const { getOctokit } = await import('@actions/github');
  // The API root checked (upsertComment), as it is now, and its origin only: a `Link` to another is
  // refused (Octokit would send the token with it).
  const baseUrl = apiUrl().replace(/\/+$/, '');
  const fetch = boundedFetch(undefined, signal, { origin: new URL(baseUrl).origin, what: 'comments' });
  const octokit = getOctokit(token, { baseUrl, request: { fetch } });
  const { owner, repo, number } = pullRequest;
  const options = { request: { signal } };
  return {
    async *pages() {
      const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: number,
        per_page: PAGE_SIZE,
        ...options,
      });
      for await (const page of pages) {
        yield boundedPage(page.data, 'comments').flatMap((comment) =>
          typeof comment.body === 'string'
            ? [{ id: comment.id, body: comment.body, author: { login: comment.user?.login, bot: comment.user?.type === 'Bot' } }]
            : [],
        );
      }
    },
    async mine() {
      const viewer = await viewerLogin(octokit.graphql, signal);
      if ('why' in viewer) log?.(unknownIdentity(viewer.why));
      const login = 'login' in viewer ? viewer.login : undefined;
      return (comment) => writtenBy(comment.author, login);
    },
    async update(id, body) {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body, ...options });
      return { id: data.id, url: data.html_url };
    },
    async create(body) {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body, ...options });
      return { id: data.id, url: data.html_url };
    },
  };
}

/**
 * The token's own login, from GraphQL's `viewer` (a personal access token's user; an app installation
 * token's bot, `<slug>[bot]`): REST's `GET /user` answers 403 to an installation token and `GET /app`
 * needs the app's JWT, so the viewer is the one question every kind of token can answer. Else why not
 * (then only the job token's bot counts as the gate: see writtenBy).
 */
async function viewerLogin(
  graphql: (query: string, parameters: { request: { signal: AbortSignal } }) => Promise<unknown>,
  signal: AbortSignal,
): Promise<{ login: string } | { why: string }> {
  try {
    const answer = (await graphql('query { viewer { login } }', { request: { signal } })) as { viewer?: { login?: unknown } } | null;
    const login = answer?.viewer?.login;
    return typeof login === 'string' && login !== '' ? { login } : { why: 'its answer names no login' };
  } catch (error) {
    const status = (error as { status?: unknown })?.status;
    const refused = error instanceof AnswerRefused ? error : (error as { cause?: unknown })?.cause;
    if (refused instanceof AnswerRefused) return { why: refused.message };
    return { why: typeof status === 'number' && status !== 500 ? `HTTP ${status}` : 'no answer it could read' };
  }
}

/** The login of the job's own GITHUB_TOKEN (the default github-token): an app's bot, whatever the repository. */
export const JOB_TOKEN_LOGIN = 'github-actions[bot]';

/** The log line of an identity GraphQL did not give: whose marked comment is taken as the gate's instead (attack23 N1). */
export function unknownIdentity(why: string): string {
  return `the github-token's identity could not be read (GraphQL viewer: ${why}): only a marked comment of ${JOB_TOKEN_LOGIN}, the job's own GITHUB_TOKEN, is taken as the gate's; with another token the gate writes a comment of its own.`;
}

/**
 * Whether a GitHub comment's author is the token's identity `login` (from the GraphQL `viewer`): the same
 * login, an app's bot named with or without its `[bot]` suffix. With the identity unknown, the job token's
 * bot only (attack23 N1: any app's bot let the gate edit another app's comment): never a person, never
 * another app; a token of another app then writes a new comment rather than edit one it cannot tell.
 */
export function writtenBy(author: CommentAuthor | undefined, login: string | undefined): boolean {
  if (author === undefined || typeof author.login !== 'string') return false;
  const name = author.login.toLowerCase();
  const own = (login ?? JOB_TOKEN_LOGIN).toLowerCase();
  if (name === own) return login !== undefined || author.bot === true;
  const bare = (text: string) => text.replace(/\[bot\]$/, '');
  return author.bot === true && bare(name) === bare(own);
}

/** A warning for a comment that could not be written: what happened and which permission to add. */
export function commentFailure(error: unknown, pullRequest: PullRequest): string {
  const where = `findings-gate could not comment on pull request #${pullRequest.number}`;
  const unchanged = "The gate's verdict and exit status are unchanged.";
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : undefined;
  const headers = ((error as { response?: { headers?: Record<string, unknown> } })?.response?.headers ?? {}) as Record<string, unknown>;
  const text = error instanceof Error ? error.message : String(error);
  const detail = text.split(' - https://')[0]?.slice(0, 200) ?? '';
  if (status === 429 || (status === 403 && (String(headers['x-ratelimit-remaining']) === '0' || /rate limit/i.test(text)))) {
    return `${where}: the GitHub API rate limit was reached (HTTP ${status}); the comment is written again on the next run. ${unchanged}`;
  }
  if (status === 403 || status === 404) {
    return (
      `${where} (HTTP ${status}: ${detail}): the github-token cannot write pull-request comments. ` +
      'Add `permissions: pull-requests: write` to the job; a pull request from a fork gets a read-only token, so no comment is possible there. ' +
      unchanged
    );
  }
  if (status === 401) return `${where} (HTTP 401): the github-token was rejected; pass \${{ github.token }} or a valid token. ${unchanged}`;
  // Octokit wraps what its fetch throws (an answer over its cap) in an error of status 500.
  const refused = error instanceof AnswerRefused ? error : (error as { cause?: unknown })?.cause;
  if (refused instanceof AnswerRefused) return `${where}: ${refused.message}. ${unchanged}`;
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return `${where}: the GitHub API did not answer in time. ${unchanged}`;
  }
  return `${where}: ${status ? `HTTP ${status}: ` : ''}${detail}. ${unchanged}`;
}
