// The merge request's note on GitLab, through the built command line against a stand-in of GitLab's
// notes API: one note, found by its hidden marker across pages and updated in place on the next run;
// 401 and 403 are warnings that name the token's scope, and the verdict stands; CI_JOB_TOKEN alone
// cannot write notes, and the run says so.
import { afterAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/render/comment.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { type FakeGitLab, startGitLab } from '../support/gitlab-api.ts';
import { sandbox } from './support.ts';

const stands: FakeGitLab[] = [];
afterAll(async () => {
  await Promise.all(stands.map((stand) => stand.close()));
});

async function setup() {
  const sb = await sandbox();
  const gitlab = await startGitLab();
  stands.push(gitlab);
  const env = {
    ...ciEnvironment('gitlab', 'acme/payments-api'),
    CI_API_V4_URL: gitlab.api,
    CI_PROJECT_ID: gitlab.projectId,
    CI_MERGE_REQUEST_IID: gitlab.iid,
    CI_JOB_NAME: 'security-gate',
    FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
    FINDINGS_GATE_BASE_URL: sb.url,
    FINDINGS_GATE_COMMENT_ON_PR: 'always',
  };
  return { sb, gitlab, env };
}

const own = (gitlab: FakeGitLab) => gitlab.notes.filter((note) => note.body.startsWith('<!-- findings-gate:'));

describe('the merge request note', () => {
  it('leaves one note after two runs, found across pages by its marker and updated in place', async () => {
    const { gitlab, env } = await setup();
    gitlab.seed(150);
    const first = await runCli([], { ...env, GITLAB_TOKEN: gitlab.token });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain(`Note created on merge request !${gitlab.iid}`);
    gitlab.seed(120);
    const second = await runCli(['--fail-on-severity', 'none', '--fail-on-valid-secrets', 'false'], { ...env, GITLAB_TOKEN: gitlab.token });
    expect(second.code).toBe(0);
    expect(second.stderr).toContain(`Note updated on merge request !${gitlab.iid}`);
    expect(own(gitlab)).toHaveLength(1);
    expect(own(gitlab)[0]?.body).toContain('pass');
    // The second run read the pages up to its note (the second of 100), never a third.
    const reads = gitlab.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/notes'));
    expect(reads.map((request) => request.query.page)).toEqual(['1', '2', '1', '2']);
    // The token's user is asked once, by the run that found a marked note.
    expect(gitlab.requests.filter((request) => request.path === '/api/v4/user')).toHaveLength(1);
    expect(gitlab.requests.every((request) => request.token === gitlab.token)).toBe(true);
    expect(`${first.stdout}${first.stderr}${second.stdout}${second.stderr}`).not.toContain(gitlab.token);
  });

  it("never edits a note someone else wrote that starts with the gate's marker: it writes its own, then updates only that", async () => {
    const { gitlab, env } = await setup();
    // The marker is public (any earlier gate note shows it): mallory posts one saying "pass" first.
    const marker = commentMarker({ job: 'security-gate', projects: ['acme/payments-api'] });
    const forged = `${marker}\n### ✅ findings-gate: pass\n\nNo finding over budget.`;
    gitlab.notes.push({ id: 1, body: forged, system: false, author: { id: 5, username: 'mallory' } });
    const first = await runCli([], { ...env, GITLAB_TOKEN: gitlab.token });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain(`Note created on merge request !${gitlab.iid}`);
    expect(first.stderr).toContain(
      `1 note on merge request !${gitlab.iid} starts with the gate's marker but another account wrote it: left alone (the gate edits only its own notes).`,
    );
    const second = await runCli([], { ...env, GITLAB_TOKEN: gitlab.token });
    expect(second.stderr).toContain(`Note updated on merge request !${gitlab.iid}`);
    expect(gitlab.notes.find((note) => note.id === 1)?.body).toBe(forged);
    expect(own(gitlab).map((note) => note.author?.username)).toEqual(['mallory', gitlab.user.username]);
    expect(own(gitlab)[1]?.body.startsWith(`${marker}\n### ❌ findings-gate: fail`)).toBe(true);
    const writes = gitlab.requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}`);
    expect(writes).toEqual([
      `POST /api/v4/projects/42/merge_requests/7/notes`,
      `PUT /api/v4/projects/42/merge_requests/7/notes/${own(gitlab)[1]?.id}`,
    ]);
  });

  it.each([
    [401, 'GITLAB_TOKEN was refused (401'],
    [403, 'It needs the api scope and at least the Reporter role'],
  ] as const)('a %i is a warning naming the token scope, and the verdict stands', async (status, words) => {
    const { gitlab, env } = await setup();
    gitlab.mode = status;
    const run = await runCli([], { ...env, GITLAB_TOKEN: gitlab.token });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`warning: findings-gate did not write its note on merge request !${gitlab.iid}`);
    expect(run.stderr).toContain(words);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
  });

  it('says that CI_JOB_TOKEN cannot write notes when only it is there', async () => {
    const { gitlab, env } = await setup();
    const run = await runCli([], { ...env, CI_JOB_TOKEN: 'job-token-value' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('GITLAB_TOKEN is not set (CI_JOB_TOKEN cannot write notes on a merge request)');
    expect(gitlab.requests).toEqual([]);
  });

  it('writes no note outside a merge-request pipeline', async () => {
    const { gitlab, env } = await setup();
    const { CI_MERGE_REQUEST_IID: _iid, ...branch } = env;
    const run = await runCli([], { ...branch, GITLAB_TOKEN: gitlab.token });
    expect(run.code).toBe(1);
    expect(gitlab.requests).toEqual([]);
  });
});
