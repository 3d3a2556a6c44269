// The workflow's event (src/host/github-event.ts): the pull request and the commit wait-for-scan waits for,
// read from the runner's files and environment.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/index.ts';
import { eventContext, headCommit } from '../../src/host/github-event.ts';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['GITHUB_EVENT_NAME', 'GITHUB_EVENT_PATH', 'GITHUB_REPOSITORY', 'GITHUB_SHA']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function eventFile(payload: unknown): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'findings-gate-event-'));
  folders.push(folder);
  const path = join(folder, 'event.json');
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

  it('reads the event file through the one reader: a FIFO or a link is an empty payload at once, and says why', async () => {
    const fifo = join(dirname(await eventFile('')), 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    Object.assign(process.env, { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: fifo });
    expect(await eventContext()).toMatchObject({ payload: {}, problem: 'it is not a regular file' });
    const link = join(dirname(fifo), 'link.json');
    await symlink(await eventFile({ pull_request: { number: 4 } }), link);
    process.env.GITHUB_EVENT_PATH = link;
    expect(await eventContext()).toMatchObject({ payload: {}, problem: 'it is a symbolic link, and only a regular file is read' });
  });

  it('is an empty context where the runner sets nothing, and a repository without a slash is an owner alone', async () => {
    for (const name of ['GITHUB_EVENT_NAME', 'GITHUB_EVENT_PATH', 'GITHUB_REPOSITORY']) delete process.env[name];
    expect(await eventContext()).toStrictEqual({ eventName: '', payload: {}, repo: { owner: '', repo: '' } });
    process.env.GITHUB_REPOSITORY = 'acme';
    expect((await eventContext()).repo).toStrictEqual({ owner: 'acme', repo: '' });
  });

  it('says why a payload that is not a JSON object is not used', async () => {
    Object.assign(process.env, { GITHUB_EVENT_PATH: await eventFile('{not json') });
    expect(await eventContext()).toMatchObject({ payload: {}, problem: 'it is not JSON' });
    for (const text of ['null', '[]', '"pull_request"']) {
      process.env.GITHUB_EVENT_PATH = await eventFile(text);
      expect(await eventContext()).toMatchObject({ payload: {}, problem: 'it is not a JSON object' });
    }
    delete process.env.GITHUB_EVENT_PATH;
    expect(await eventContext()).not.toHaveProperty('problem');
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

  it('takes a sha of 7 to 40 hex digits whole, and nothing else: a number, a longer or a padded one is no sha', async () => {
    Object.assign(process.env, { GITHUB_EVENT_NAME: 'push' });
    for (const sha of ['abcdef1', 'A'.repeat(40)]) {
      process.env.GITHUB_SHA = sha;
      expect(await headCommit()).toBe(sha.toLowerCase());
    }
    for (const sha of ['abcdef', 'a'.repeat(41), 'xabcdef1', 'abcdef1x', 'abcdeg1']) {
      process.env.GITHUB_SHA = sha;
      await expect(headCommit(), sha).rejects.toMatchObject({
        input: 'wait-for-scan',
        message: expect.stringContaining('GITHUB_SHA is not set'),
      });
    }
    Object.assign(process.env, {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: await eventFile({ pull_request: { head: { sha: 1234567 } } }),
    });
    await expect(headCommit()).rejects.toMatchObject({
      input: 'wait-for-scan',
      message: expect.stringContaining('no pull_request.head.sha'),
    });
  });

  it('says why on a pull request whose event file cannot be read', async () => {
    Object.assign(process.env, { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: '/no/such/event.json' });
    await expect(headCommit()).rejects.toThrow(
      "Input 'wait-for-scan' is true, but the event file (GITHUB_EVENT_PATH) cannot be read: it does not exist: set wait-for-scan to the commit sha to wait for.",
    );
  });
});
