// The workflow's event (src/host/github-event.ts): the pull request and the commit wait-for-scan waits for,
// read from the runner's files and environment.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/index.ts';
import { eventContext, headCommit } from '../../src/host/github-event.ts';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['GITHUB_EVENT_NAME', 'GITHUB_EVENT_PATH', 'GITHUB_REPOSITORY', 'GITHUB_SHA']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

async function eventFile(payload: unknown): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'findings-gate-event-')), 'event.json');
  await writeFile(path, typeof payload === 'string' ? payload : JSON.stringify(payload));
  return path;
}

describe('eventContext', () => {
  it('reads the event name, its payload and the repository', async () => {
    Object.assign(process.env, {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: await eventFile({ pull_request: { number: 4 } }),
      GITHUB_REPOSITORY: 'acme/api',
    });
    expect(await eventContext()).toEqual({
      eventName: 'pull_request',
      payload: { pull_request: { number: 4 } },
      repo: { owner: 'acme', repo: 'api' },
    });
  });

  it('reads an unreadable or absent event file as an empty payload', async () => {
    Object.assign(process.env, { GITHUB_EVENT_PATH: await eventFile('{not json') });
    expect((await eventContext()).payload).toEqual({});
    process.env.GITHUB_EVENT_PATH = '/no/such/file.json';
    expect((await eventContext()).payload).toEqual({});
  });
});

describe('headCommit', () => {
  it('is the pull request’s head on pull-request events (GITHUB_SHA is a merge commit there), GITHUB_SHA otherwise, in lower case', async () => {
    const head = 'ABCDEF1234567890ABCDEF1234567890ABCDEF12';
    Object.assign(process.env, {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: await eventFile({ pull_request: { head: { sha: head } } }),
      GITHUB_SHA: '1'.repeat(40),
    });
    expect(await headCommit()).toBe(head.toLowerCase());
    process.env.GITHUB_EVENT_NAME = 'push';
    expect(await headCommit()).toBe('1'.repeat(40));
  });

  it('is an error naming the input when there is no usable sha', async () => {
    Object.assign(process.env, { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: await eventFile({ pull_request: {} }) });
    await expect(headCommit()).rejects.toBeInstanceOf(ConfigError);
    await expect(headCommit()).rejects.toThrow("Input 'wait-for-scan' is true, but the event has no pull_request.head.sha");
    Object.assign(process.env, { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 'not-a-sha' });
    await expect(headCommit()).rejects.toThrow("Input 'wait-for-scan' is true, but GITHUB_SHA is not set");
  });
});
