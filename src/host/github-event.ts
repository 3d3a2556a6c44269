// The workflow's event, read from the runner's files as @actions/github's context does, without
// loading Octokit on every run: the pull request, and the commit this run is about.
import { ConfigError } from '../config/index.ts';
import { readBoundedFile } from '../files/read.ts';
import { isPullRequestEvent } from './detect.ts';

/** Largest event payload read: GitHub delivers no webhook payload over 25 MB. */
export const MAX_EVENT_BYTES = 25 * 1024 * 1024;

/** The event as the comment and wait-for-scan need it. */
export interface EventContext {
  eventName?: string;
  payload: { pull_request?: { number?: unknown; head?: { sha?: unknown } } };
  repo: { owner: string; repo: string };
  /** Why the event file named by GITHUB_EVENT_PATH could not be read (the payload is then empty). */
  problem?: string;
}

/** Reads the event file named by GITHUB_EVENT_PATH; an unreadable file is an empty payload, and says why. */
export async function eventContext(): Promise<EventContext> {
  const { GITHUB_EVENT_NAME: eventName = '', GITHUB_EVENT_PATH: eventPath, GITHUB_REPOSITORY: repository = '' } = process.env;
  const [owner = '', repo = ''] = repository.split('/');
  const context: EventContext = { eventName, payload: {}, repo: { owner, repo } };
  if (!eventPath) return context;
  const read = await readBoundedFile({ path: eventPath, maxBytes: MAX_EVENT_BYTES, name: 'the event file' });
  if ('problem' in read) return { ...context, problem: read.problem.why };
  try {
    const payload: unknown = JSON.parse(read.bytes.toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? { ...context, payload: payload as EventContext['payload'] }
      : { ...context, problem: 'it is not a JSON object' };
  } catch {
    return { ...context, problem: 'it is not JSON' };
  }
}

/**
 * The commit `wait-for-scan: true` waits for: the pull request's head commit on pull_request and
 * pull_request_target events (GITHUB_SHA is a merge commit there, which no scan has), GITHUB_SHA otherwise.
 */
export async function headCommit(): Promise<string> {
  const context = await eventContext();
  const pullRequest = isPullRequestEvent(context.eventName);
  const sha = pullRequest ? context.payload.pull_request?.head?.sha : process.env.GITHUB_SHA;
  if (typeof sha !== 'string' || !/^[0-9a-f]{7,40}$/i.test(sha)) {
    const where = !pullRequest
      ? 'GITHUB_SHA is not set'
      : context.problem === undefined
        ? 'the event has no pull_request.head.sha'
        : `the event file (GITHUB_EVENT_PATH) cannot be read: ${context.problem}`;
    throw new ConfigError('wait-for-scan', `Input 'wait-for-scan' is true, but ${where}: set wait-for-scan to the commit sha to wait for.`);
  }
  return sha.toLowerCase();
}
