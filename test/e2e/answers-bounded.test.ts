// The answers of GitLab's notes API and GitHub's comments API cross a bounded reader, through the built
// command line and action against crafted servers: an answer over 16 MiB is not read further, and a page
// with more items than the 100 asked for is refused. Either is a warning that says so; the verdict stands
// and no note or comment is written on what could not be read.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { runAction } from '../support/runner.ts';
import { annotations, sandbox } from './support.ts';

const REPOSITORY = 'acme/payments-api';

interface Crafted {
  url: string;
  requests: string[];
  close(): Promise<void>;
}
const servers: Crafted[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A server that answers every GET with `list` (a JSON array, sent as it is) and every POST with a created item. */
async function crafted(list: () => string): Promise<Crafted> {
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(`${request.method} ${request.url}`);
    request.resume();
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(list());
      return;
    }
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 1, html_url: 'https://github.com/acme/payments-api/pull/7#issuecomment-1', body: 'x' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const handle = { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((done) => server.close(() => done())) };
  servers.push(handle);
  return handle;
}

/** Items of a GitLab notes page and a GitHub comments page alike. */
const item = (id: number, body: string) => ({ id, body, system: false, user: { login: 'someone', type: 'User' } });
/** 17 items of 1 MiB each: 17 MiB, over the cap. */
const oversized = (): string => JSON.stringify(Array.from({ length: 17 }, (_, i) => item(i + 1, 'x'.repeat(1 << 20))));
/** 101 items on a page of 100. */
const overfull = (): string => JSON.stringify(Array.from({ length: 101 }, (_, i) => item(i + 1, `remark ${i}`)));

const CASES = [
  ['over 16 MiB', oversized, 'the answer is over 16 MiB, and the gate does not read further'],
  ['101 items on a page of 100', overfull, 'the server sent 101'],
] as const;

describe.concurrent('the merge request note', () => {
  it.each(CASES)('a notes page %s is not read: a warning, no note, and the verdict stands', async (_, list, words) => {
    const sb = await sandbox();
    const gitlab = await crafted(list);
    const run = await runCli(['--base-url', sb.url, '--comment-on-pr', 'always'], {
      ...ciEnvironment('gitlab', REPOSITORY),
      CI_API_V4_URL: `${gitlab.url}/api/v4`,
      CI_PROJECT_ID: '42',
      CI_MERGE_REQUEST_IID: '7',
      GITLAB_TOKEN: 'glpat-bounded-0123456789',
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
    });
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
    expect(run.stderr).toContain(`warning: findings-gate did not write its note on merge request !7: ${words}`);
    expect(gitlab.requests.filter((request) => request.startsWith('POST') || request.startsWith('PUT'))).toEqual([]);
  });
});

describe.concurrent('the pull request comment', () => {
  it.each(CASES)('a comments page %s is not read: a warning, no comment, and the verdict stands', async (_, list, words) => {
    const sb = await sandbox();
    const github = await crafted(list);
    const dir = await mkdtemp(join(tmpdir(), 'findings-gate-bounded-'));
    const event = join(dir, 'event.json');
    await writeFile(event, JSON.stringify({ number: 7, pull_request: { number: 7 } }));
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, 'comment-on-pr': 'always', 'github-token': 'ghs_bounded0123456789abcdef' },
      env: { GITHUB_REPOSITORY: REPOSITORY, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_API_URL: github.url },
    });
    expect(run.outputs.result).toBe('fail');
    expect(run.code).toBe(1);
    const warnings = annotations(run, 'warning');
    expect(
      warnings.some((warning) => warning.startsWith(`findings-gate could not comment on pull request #7: ${words}`)),
      warnings.join('\n'),
    ).toBe(true);
    expect(github.requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });
});
