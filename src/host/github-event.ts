// The workflow's event, read from the runner's files as @actions/github's context does, without
// loading Octokit on every run: the pull request, and the commit this run is about.
import { readFile } from 'node:fs/promises';
import { ConfigError } from '../config/index.ts';

/** The event as the comment and wait-for-scan need it. */
export interface EventContext {
  eventName?: string;
  payload: { pull_request?: { number?: unknown; head?: { sha?: unknown } } };
  repo: { owner: string; repo: string };
}

/** Reads the event file named by GITHUB_EVENT_PATH; an unreadable file is an empty payload. */
export async function eventContext(): Promise<EventContext> {
  const { GITHUB_EVENT_NAME: eventName = '', GITHUB_EVENT_PATH: eventPath, GITHUB_REPOSITORY: repository = '' } = process.env;
  let payload: EventContext['payload'] = {};
  if (eventPath) {
    try {
      payload = JSON.parse(await readFile(eventPath, 'utf8')) ?? {};
    } catch {
      payload = {};
    }
  }
  const [owner = '', repo = ''] = repository.split('/');
  return { eventName, payload, repo: { owner, repo } };
}

/**
 * The commit `wait-for-scan: true` waits for: the pull request's head commit on pull_request and
 * pull_request_target events (GITHUB_SHA is a merge commit there, which no scan has), GITHUB_SHA otherwise.
 */
export async function headCommit(): Promise<string> {
  const context = await eventContext();
  const pullRequest = context.eventName === 'pull_request' || context.eventName === 'pull_request_target';
  const sha = pullRequest ? context.payload.pull_request?.head?.sha : process.env.GITHUB_SHA;
  if (typeof sha !== 'string' || !/^[0-9a-f]{7,40}$/i.test(sha)) {
    const where = pullRequest ? 'the event has no pull_request.head.sha' : 'GITHUB_SHA is not set';
    throw new ConfigError('wait-for-scan', `Input 'wait-for-scan' is true, but ${where}: set wait-for-scan to the commit sha to wait for.`);
  }
  return sha.toLowerCase();
}
