// The answers of GitLab's notes API and GitHub's comments API cross a bounded reader, through the built
// command line and action against crafted servers: an answer over 16 MiB is not read further, and a page
// with more items than the 100 asked for is refused as it arrives, before it is parsed (a page of 8 MB of
// `{}` is 2.7 million objects). Either is a warning that says so; the verdict stands and no note or comment
// is written on what could not be read. The github-token goes to GITHUB_API_URL's origin only: a `Link` to
// another origin is not followed.
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { runAction } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, sandbox } from './support.ts';

const REPOSITORY = 'acme/payments-api';

interface Crafted {
  url: string;
  requests: string[];
  /** The authorization header of each request, in order ('' where none). */
  authorizations: string[];
  close(): Promise<void>;
}
const servers: Crafted[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const CREATED = JSON.stringify({ id: 1, html_url: 'https://github.com/acme/payments-api/pull/7#issuecomment-1', body: 'x' });

/**
 * A server that answers every GET with `list` (a JSON array, sent as it is) and `headers`, and every POST
 * with `created` (a created item).
 */
async function crafted(
  list: () => string,
  { created = () => CREATED, headers = {} }: { created?: () => string; headers?: Record<string, string> } = {},
): Promise<Crafted> {
  const requests: string[] = [];
  const authorizations: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(`${request.method} ${request.url}`);
    authorizations.push(request.headers.authorization ?? '');
    request.resume();
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json', ...headers });
      response.end(list());
      return;
    }
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(created());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((done) => server.close(() => done()));
  const handle = { url: `http://127.0.0.1:${port}`, requests, authorizations, close };
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
  ['101 items on a page of 100', overfull, 'the server sent more than 100'],
] as const;

/** `[{},{},…]` of about 8 MB: 2.7 million objects, which JSON.parse built before their count was checked (730 MiB to 1.3 GB of peak RSS). */
const EMPTIES = `[${'{},'.repeat(2_666_665)}{}]`;
const MiB = 1024 * 1024;

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
    const dir = await temporaryFolder('findings-gate-bounded-');
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

describe('an answer of millions of small items', () => {
  it('a notes page of 8 MB of {} is refused as it arrives: a warning, the verdict, and a run of little memory', {
    timeout: 150_000,
  }, async () => {
    const sb = await sandbox();
    const gitlab = await crafted(() => EMPTIES);
    const run = await runCli(
      ['--base-url', sb.url, '--comment-on-pr', 'always'],
      {
        ...ciEnvironment('gitlab', REPOSITORY),
        CI_API_V4_URL: `${gitlab.url}/api/v4`,
        CI_PROJECT_ID: '42',
        CI_MERGE_REQUEST_IID: '7',
        GITLAB_TOKEN: 'glpat-bounded-0123456789',
        FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
      },
      { killAfterMs: 120_000 },
    );
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
    expect(run.stderr).toContain(
      'warning: findings-gate did not write its note on merge request !7: the server sent more than 100 notes on a page of 100',
    );
    // Before, the page was parsed whole: 10 MB took 419 MiB and 40 s (attack19 C2).
    expect(run.peakRssBytes ?? Number.POSITIVE_INFINITY).toBeLessThan(256 * MiB);
  });

  it('a comments page of 8 MB of {} is refused as it arrives: a warning, the verdict, and a run of little memory', {
    timeout: 150_000,
  }, async () => {
    const sb = await sandbox();
    const github = await crafted(() => EMPTIES);
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, 'comment-on-pr': 'always', 'github-token': 'ghs_bounded0123456789abcdef' },
      env: {
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: await pullRequestEvent(),
        GITHUB_API_URL: github.url,
      },
      killAfterMs: 120_000,
    });
    expect(run.outputs.result).toBe('fail');
    expect(run.code).toBe(1);
    const warnings = annotations(run, 'warning');
    const refused = 'findings-gate could not comment on pull request #7: the server sent more than 100 comments on a page of 100';
    expect(
      warnings.some((warning) => warning.startsWith(refused)),
      warnings.join('\n'),
    ).toBe(true);
    expect(github.requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
    // Before, the page was parsed whole: 6 MB took 727 MiB and 47 s (attack19 C1).
    expect(run.peakRssBytes ?? Number.POSITIVE_INFINITY).toBeLessThan(256 * MiB);
  });

  it('the answer to the comment created, of 8 MB of {}, is refused as it arrives: a warning and the verdict', {
    timeout: 150_000,
  }, async () => {
    const sb = await sandbox();
    const github = await crafted(() => '[]', { created: () => `{"id":1,"html_url":"x","reactions":${EMPTIES}}` });
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, 'comment-on-pr': 'always', 'github-token': 'ghs_bounded0123456789abcdef' },
      env: {
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: await pullRequestEvent(),
        GITHUB_API_URL: github.url,
      },
      killAfterMs: 120_000,
    });
    expect(run.outputs.result).toBe('fail');
    expect(run.code).toBe(1);
    const warnings = annotations(run, 'warning');
    const refused = 'findings-gate could not comment on pull request #7: the answer holds more than 100,000 values';
    expect(
      warnings.some((warning) => warning.startsWith(refused)),
      warnings.join('\n'),
    ).toBe(true);
    expect(run.peakRssBytes ?? Number.POSITIVE_INFINITY).toBeLessThan(256 * MiB);
  });
});

describe('the next page of comments', () => {
  it('is not asked of another origin than GITHUB_API_URL: nothing reaches it, a warning, and the verdict stands', async () => {
    const sb = await sandbox();
    // Another port of the loopback is another origin.
    const elsewhere = await crafted(() => '[]');
    const page2 = `${elsewhere.url}/repos/${REPOSITORY}/issues/7/comments?per_page=100&page=2`;
    const github = await crafted(() => JSON.stringify([item(1, 'a remark')]), { headers: { link: `<${page2}>; rel="next"` } });
    const run = await runAction({
      inputs: {
        'api-token': sb.tokens.demo,
        'base-url': sb.url,
        'comment-on-pr': 'always',
        'github-token': 'ghs_elsewhere0123456789abcdef',
      },
      env: {
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: await pullRequestEvent(),
        GITHUB_API_URL: github.url,
      },
    });
    expect(run.outputs.result).toBe('fail');
    expect(run.code).toBe(1);
    expect(elsewhere.requests).toEqual([]);
    expect(github.authorizations.every((authorization) => authorization.includes('ghs_elsewhere0123456789abcdef'))).toBe(true);
    const warnings = annotations(run, 'warning');
    const refused = `findings-gate could not comment on pull request #7: the API pointed to a page at another origin than ${github.url}`;
    expect(
      warnings.some((warning) => warning.startsWith(refused)),
      warnings.join('\n'),
    ).toBe(true);
    expect(github.requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });
});

/** The event file of a pull_request event on pull request 7. */
async function pullRequestEvent(): Promise<string> {
  const event = join(await temporaryFolder('findings-gate-bounded-'), 'event.json');
  await writeFile(event, JSON.stringify({ number: 7, pull_request: { number: 7 } }));
  return event;
}
