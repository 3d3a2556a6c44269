// A decided verdict is final (issue 37 item 1c): with on-api-error: warn, a judged FAIL followed by a PR
// comment or an MR note whose server never answers still ends as the FAIL it is (exit 1, result=fail,
// the FAIL printed), and the publication that did not finish is a warning. Each publication is bounded
// from its own start (FINDINGS_GATE_PUBLISH_TIMEOUT_MS), never by what the decision left of the deadline.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { runAction } from '../support/runner.ts';
import { sandbox } from './support.ts';

const servers: Server[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A server that takes every request and never answers it; the paths it was asked for. */
async function silentServer(): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request) => {
    asked.push(`${request.method} ${request.url}`);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

describe('a decided verdict is final', () => {
  it('a merge request note that never answers: exit 1, result=fail, the FAIL printed, and a warning about the note', async () => {
    const sb = await sandbox();
    const gitlab = await silentServer();
    const cwd = await mkdtemp(join(tmpdir(), 'findings-gate-final-'));
    folders.push(cwd);
    const run = await runCli(
      ['--outputs-file', 'gate.env'],
      {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        CI_API_V4_URL: `${gitlab.url}/api/v4`,
        CI_PROJECT_ID: '42',
        CI_MERGE_REQUEST_IID: '7',
        GITLAB_TOKEN: 'glpat-standin-token',
        FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
        FINDINGS_GATE_BASE_URL: sb.url,
        FINDINGS_GATE_COMMENT_ON_PR: 'always',
        FINDINGS_GATE_ON_API_ERROR: 'warn',
        FINDINGS_GATE_TIMEOUT_SECONDS: '2',
        FINDINGS_GATE_PUBLISH_TIMEOUT_MS: '1000',
      },
      { cwd, killAfterMs: 20_000 },
    );
    expect(run.signal).toBeNull();
    expect(gitlab.asked[0]).toMatch(/^GET \/api\/v4\/projects\/42\/merge_requests\/7\/notes/);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
    expect(run.stderr).toMatch(/warning: findings-gate did not write its note on merge request !7: .*did not finish within 1 s/);
    expect(run.stderr).not.toContain('could not decide');
    expect(await readFile(join(cwd, 'gate.env'), 'utf8')).toMatch(/^FINDINGS_GATE_RESULT=fail$/m);
    expect(run.code).toBe(1);
  });

  it('a pull-request comment that never answers: exit 1, result=fail, the failure set, and a warning about the comment', async () => {
    const sb = await sandbox();
    const github = await silentServer();
    const folder = await mkdtemp(join(tmpdir(), 'findings-gate-final-'));
    folders.push(folder);
    const eventPath = join(folder, 'event.json');
    await writeFile(eventPath, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
    const run = await runAction({
      inputs: {
        'api-token': sb.tokens.demo,
        'base-url': sb.url,
        'comment-on-pr': 'always',
        'github-token': 'ghs_fakeGitHubToken0123456789abcdef',
        'on-api-error': 'warn',
        'timeout-seconds': '2',
      },
      env: {
        GITHUB_REPOSITORY: 'acme/payments-api',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_API_URL: github.url,
        FINDINGS_GATE_PUBLISH_TIMEOUT_MS: '1000',
      },
      killAfterMs: 20_000,
    });
    expect(run.signal).toBeNull();
    expect(github.asked[0]).toMatch(/^GET \/repos\/acme\/payments-api\/issues\/7\/comments/);
    expect(run.outputs.result).toBe('fail');
    expect(run.stdout).toMatch(/^::error::findings-gate failed: critical: 7 > 0/m);
    expect(run.stdout).toMatch(/^::warning::findings-gate could not comment on pull request #7: .*did not finish within 1 s/m);
    expect(run.stdout).not.toContain('could not decide');
    expect(run.code).toBe(1);
  });
});
