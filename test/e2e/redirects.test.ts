// A redirect to another origin is never followed, on any HTTP path of the gate: the Semgrep API's answer, the
// pull request's comments on GitHub and the merge request's notes on GitLab. Through the built action and
// command line: each stand-in server answers a redirect (302; the sandbox's is 307) to a second loopback server (another port is another
// origin), which must receive nothing; the Semgrep API's redirect is an API error (on-api-error decides),
// a publication's is a warning, and the verdict stands. Before, GitHub's comments followed it: the token
// was dropped, but the other origin's answer was read as the page.
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { runAction } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectWellBehaved, gate, sandbox } from './support.ts';

const REPOSITORY = 'acme/payments-api';

interface Recorder {
  url: string;
  requests: string[];
  close(): Promise<void>;
}
const servers: Recorder[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/**
 * A loopback server that records each request and answers it: with a 302 to `to` (the same path) when given,
 * else with an empty list, as a page of comments or notes from another origin would be.
 */
async function recorder(to?: string): Promise<Recorder> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    request.resume();
    if (to !== undefined) {
      response.writeHead(302, { location: `${to}${request.url}` });
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('[]');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  const handle = { url: `http://127.0.0.1:${port}`, requests, close };
  servers.push(handle);
  return handle;
}

describe('a redirect to another origin', () => {
  it("from the Semgrep API is the API's error, naming the origin only: nothing reaches it, and on-api-error: warn softens it", async () => {
    const sb = await sandbox();
    const elsewhere = await recorder();
    sb.inject('report', { kind: 'redirect', location: `${elsewhere.url}/api/reporting/4242/reports?token=secret-path` });
    const run = await gate(sb, { projects: REPOSITORY, 'on-api-error': 'warn' });
    expect(elsewhere.requests).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs.result).toBe('error');
    const warnings = annotations(run, 'warning').join('\n');
    expect(warnings).toContain(
      `report: HTTP 307: the API answered with a redirect to ${elsewhere.url}; set base-url to the API's own address`,
    );
    expect(run.written).not.toContain('secret-path');
    expectWellBehaved(run, sb.tokens.demo);
  });

  it('from the GitHub API, for the comments page, is not followed: nothing reaches it, a warning, and the verdict stands', async () => {
    const sb = await sandbox();
    const elsewhere = await recorder();
    const github = await recorder(elsewhere.url);
    const event = join(await temporaryFolder('findings-gate-redirect-'), 'event.json');
    await writeFile(event, JSON.stringify({ number: 7, pull_request: { number: 7 } }));
    const run = await runAction({
      inputs: {
        'api-token': sb.tokens.demo,
        'base-url': sb.url,
        'comment-on-pr': 'always',
        'github-token': 'ghs_Zq8Lm2Xv0123456789abcdef',
      },
      env: { GITHUB_REPOSITORY: REPOSITORY, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_API_URL: github.url },
      killAfterMs: 60_000,
    });
    expect(elsewhere.requests).toEqual([]);
    expect(github.requests).toEqual([`GET /repos/${REPOSITORY}/issues/7/comments?per_page=100`]);
    expect(run.outputs.result).toBe('fail');
    expect(run.code).toBe(1);
    const warnings = annotations(run, 'warning');
    expect(warnings, warnings.join('\n')).toContain(
      `findings-gate could not comment on pull request #7: the API redirected to another origin (${elsewhere.url}); not followed. The gate's verdict and exit status are unchanged.`,
    );
    expectWellBehaved(run, sb.tokens.demo);
  });

  it('from the GitLab API, for the notes page, is not followed: nothing reaches it, a warning, and the verdict stands', async () => {
    const sb = await sandbox();
    const elsewhere = await recorder();
    const gitlab = await recorder(elsewhere.url);
    const run = await runCli(['--base-url', sb.url, '--comment-on-pr', 'always'], {
      ...ciEnvironment('gitlab', REPOSITORY),
      CI_API_V4_URL: `${gitlab.url}/api/v4`,
      CI_PROJECT_ID: '42',
      CI_MERGE_REQUEST_IID: '7',
      GITLAB_TOKEN: 'glpat-Zq8Lm2Xv0123456789',
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
    });
    expect(elsewhere.requests).toEqual([]);
    expect(gitlab.requests).toHaveLength(1);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
    expect(run.stderr).toContain(
      `warning: findings-gate did not write its note on merge request !7: the API redirected to another origin (${elsewhere.url}); not followed. The verdict stands.`,
    );
  });
});
