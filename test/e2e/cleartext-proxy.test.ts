// http: is allowed only to a loopback host, so that a token never crosses a network in clear text (api/base-url.ts,
// GITLAB_TOKEN's CI_API_V4_URL). A proxy elsewhere (HTTP_PROXY off this machine) would carry such a request, token
// and all, in clear text, and could not reach this machine's loopback anyway: an http: request goes direct unless
// the proxy is on the loopback too (attack40 X1). `proxy.invalid` stands for the office's proxy: a request sent to
// it fails (no such host), one that goes around it reaches the stand-ins on 127.0.0.1.
import { afterAll, describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { type FakeGitLab, startGitLab } from '../support/gitlab-api.ts';
import { sandbox } from './support.ts';

const stands: FakeGitLab[] = [];
afterAll(async () => {
  await Promise.all(stands.map((stand) => stand.close()));
});

const OFFICE_PROXY = 'http://proxy.invalid:3128';

describe.concurrent('an http: loopback URL with a proxy off this machine (attack40 X1)', () => {
  it('the API is asked directly, never through the proxy', async () => {
    const sb = await sandbox();
    const run = await runCli([], {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
      FINDINGS_GATE_BASE_URL: sb.url.replace('127.0.0.1', 'localhost'),
      HTTP_PROXY: OFFICE_PROXY,
      FINDINGS_GATE_RETRY_MIN_DELAY_MS: '10',
    });
    expect(run.stderr).not.toContain('could not reach');
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
  });

  it("GitLab's notes API is asked directly, never through the proxy", async () => {
    const sb = await sandbox();
    const gitlab = await startGitLab();
    stands.push(gitlab);
    const run = await runCli([], {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      CI_API_V4_URL: gitlab.api,
      CI_PROJECT_ID: gitlab.projectId,
      CI_MERGE_REQUEST_IID: gitlab.iid,
      CI_JOB_NAME: 'security-gate',
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
      FINDINGS_GATE_BASE_URL: sb.url,
      FINDINGS_GATE_COMMENT_ON_PR: 'always',
      GITLAB_TOKEN: gitlab.token,
      HTTP_PROXY: OFFICE_PROXY,
      NO_PROXY: new URL(sb.url).host,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Note created on merge request !${gitlab.iid}`);
    expect(gitlab.requests.length).toBeGreaterThan(0);
  });
});

describe.concurrent('a proxy variable that is not a proxy URL (attack40 P3)', () => {
  it('names the proxy variables, not an unnamed URL (the base-url is fine)', async () => {
    const sb = await sandbox();
    // A scheme left out, as curl takes it: undici refuses it with "Invalid URL protocol: the URL must start with `http:` or `https:`".
    const run = await runCli([], {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
      FINDINGS_GATE_BASE_URL: sb.url,
      HTTPS_PROXY: 'proxy.example:3128',
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('HTTPS_PROXY');
    expect(run.stderr).toContain('is not a proxy URL such as http://proxy.example:3128');
  });
});

describe.concurrent('a localhost name (attack40 X2)', () => {
  it('http://semgrep.localhost reaches this machine as localhost does, never asked of DNS', async () => {
    const sb = await sandbox();
    // The runner's resolver is asked for semgrep.localhost (glibc reads only `localhost` from /etc/hosts): whatever
    // it answers would get the token in clear text. Here the resolver knows no such name: ENOTFOUND.
    const run = await runCli([], {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
      FINDINGS_GATE_BASE_URL: sb.url.replace('127.0.0.1', 'semgrep.localhost'),
      FINDINGS_GATE_RETRY_MIN_DELAY_MS: '10',
    });
    expect(run.stderr).not.toContain('ENOTFOUND');
    expect(run.code).toBe(1);
  });
});
