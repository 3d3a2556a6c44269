// End to end: an organisation's policy file (config-file) bounding a repository's inputs, with the built
// action (dist/index.js) and the built command line (dist/cli/index.js) in processes of their own: a file
// of the checkout, a file of another repository read through GitHub's and GitLab's APIs (stand-ins that
// answer 200, 404, 401, a redirect and an oversized file), a repository that makes the gate stricter, and
// one that tries to loosen it. A policy that cannot be applied stops the run before any Semgrep request.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../sandbox/server.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { type FakeGitHub, type FakeRepository, startFakeGitHub } from '../support/github-api.ts';
import { type FakeGitLab, startGitLab } from '../support/gitlab-api.ts';
import { type RunResult, runAction } from '../support/runner.ts';
import { annotations, expectWellBehaved, gate, logLines, rendered, sandbox } from './support.ts';

const REPOSITORY = 'acme/payments-api';
const POLICY_TOKEN = 'ghp_policy_reader_0123456789';
const GITLAB_TOKEN = 'glpat-policy-reader-0123456789';
const OLD = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
/** The policy: the gate passes the demo's payments-api under it (no severity floor, valid secrets not failed). */
const POLICY = 'fail-on-severity: none\nfail-on-valid-secrets: false\nmode: enforce\n';
/** More than the 1 MiB a policy file may hold. */
const OVERSIZED = `${'# padding\n'.repeat(110_000)}mode: enforce\n`;
const EXPIRES = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
const EXCEPTIONS = `exceptions:\n  - rule: no.such.rule\n    reason: accepted by the security team\n    expires: ${EXPIRES}\n`;
const FAST = { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1', FINDINGS_GATE_REQUEST_TIMEOUT_MS: '2000' };

let sb: Sandbox;
let github: FakeGitHub;
let elsewhere: FakeGitHub;
let gitlab: FakeGitLab;
let workspace = '';
/** A folder outside the checkout, with a file a pull request's policy must not overwrite. */
let victim = '';

beforeAll(async () => {
  sb = await sandbox();
  github = await startFakeGitHub();
  elsewhere = await startFakeGitHub();
  gitlab = await startGitLab();
  const policies: FakeRepository = {
    refs: { main: HEAD },
    files: {
      [OLD]: { 'findings-gate.yml': 'fail-on-severity: critical\n' },
      [HEAD]: {
        'findings-gate.yml': POLICY,
        'with-exceptions.yml': `${POLICY}exceptions-file: exceptions.yml\n`,
        'exceptions.yml': EXCEPTIONS,
        'big.yml': OVERSIZED,
        'strict.yml': 'fail-on-severity: medium\nthresholds: high=5, total=50\nmode: enforce\n',
        'scope.yml': 'projects: "*"\nfail-on-severity: high\nfail-on-blocked-licenses: true\n',
      },
    },
    token: POLICY_TOKEN,
  };
  github.repositories['acme/policies'] = policies;
  github.redirects['/repos/acme/old-policies/contents/findings-gate.yml'] = `/repos/acme/policies/contents/findings-gate.yml?ref=${HEAD}`;
  github.redirects['/repos/acme/moved/contents/findings-gate.yml'] =
    `${elsewhere.url}/repos/acme/policies/contents/findings-gate.yml?ref=${HEAD}`;
  gitlab.projects['acme/security/policies'] = { ...policies, token: GITLAB_TOKEN };
  gitlab.redirects['/api/v4/projects/acme%2Fmoved/repository/files/findings-gate.yml'] =
    `${elsewhere.url}/api/v4/projects/acme%2Fsecurity%2Fpolicies/repository/files/findings-gate.yml`;
  workspace = await mkdtemp(join(tmpdir(), 'findings-gate-policy-'));
  await mkdir(join(workspace, '.github'));
  await writeFile(join(workspace, '.github/findings-gate-policy.yml'), POLICY);
  await writeFile(join(workspace, '.github/typo.yml'), 'mode: enforce\nfail-on-severty: high\n');
  victim = await mkdtemp(join(tmpdir(), 'findings-gate-victim-'));
  await writeFile(join(victim, 'config'), 'precious\n');
  await writeFile(
    join(workspace, '.github/writes-outside.yml'),
    `${POLICY}sarif-file: ${join(victim, 'config')}\ndependency-inventory: ../inventory.json\n`,
  );
  await writeFile(join(workspace, '.github/writes-inside.yml'), `${POLICY}sarif-file: reports/findings.sarif\n`);
  // A pull request's policy that sends the Semgrep token to a host of its own (attack9 J1).
  await writeFile(join(workspace, '.github/sends-token.yml'), `${POLICY}base-url: ${elsewhere.url}\n`);
});

afterAll(async () => {
  await Promise.all([github.close(), elsewhere.close(), gitlab.close()]);
  if (workspace !== '') await rm(workspace, { recursive: true, force: true });
  if (victim !== '') await rm(victim, { recursive: true, force: true });
});

/** Semgrep API requests of the last run. */
let semgrepRequests = 0;

/** The action on acme/payments-api, with GitHub's API the stand-in and the policy's token. */
async function action(inputs: Record<string, string>): Promise<RunResult> {
  const before = sb.requests.length;
  const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: github.url, GITHUB_SHA: 'c'.repeat(40), ...FAST };
  const run = await gate(sb, { 'config-token': POLICY_TOKEN, ...inputs }, env);
  semgrepRequests = sb.requests.length - before;
  return run;
}

/** The action in the workspace (a checkout holding .github/findings-gate-policy.yml). */
async function inWorkspace(inputs: Record<string, string>): Promise<RunResult> {
  const before = sb.requests.length;
  const run = await runAction({
    inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url, ...inputs },
    env: { GITHUB_REPOSITORY: REPOSITORY, GITHUB_SHA: 'c'.repeat(40) },
    cwd: workspace,
  });
  semgrepRequests = sb.requests.length - before;
  return run;
}

/** Every byte a run wrote, but the mask commands: the config token is never among them. */
function expectTokenKept(run: RunResult): void {
  expect(run.stdout).toContain(`::add-mask::${POLICY_TOKEN}\n`);
  const written = run.written
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  expect(written).not.toContain(POLICY_TOKEN);
}

/** An action run that stopped on the policy: exit 1, result error, one error annotation, and not one Semgrep request. */
function expectStopped(run: RunResult, message: RegExp): string {
  expect(run.code).toBe(1);
  expect(run.outputs.result).toBe('error');
  expect(semgrepRequests, 'no request reached the Semgrep API').toBe(0);
  const [error = ''] = annotations(run, 'error');
  expect(error).toMatch(message);
  expect(rendered(run.summary)).toContain('## ❌ findings-gate: error');
  return error;
}

describe('the action under a remote policy file (GitHub)', () => {
  it('applies a policy pinned by commit, names it and its commit in the summary, and keeps the token to the API it was given for', async () => {
    const run = await action({ 'config-file': `acme/policies/findings-gate.yml@${HEAD}` });
    expectWellBehaved(run, sb.tokens.demo);
    expectTokenKept(run);
    expect(run.code).toBe(0);
    expect(run.outputs.result).toBe('pass');
    expect(annotations(run, 'warning')).toEqual([]);
    // The stand-in's API is not api.github.com: the variable that named it and where it is are said (attack32 M1).
    expect(logLines(run)).toContain(
      `policy: acme/policies/findings-gate.yml@${HEAD} at commit ${HEAD}, read through ${github.url} (GITHUB_API_URL): sets fail-on-severity, fail-on-valid-secrets, mode`,
    );
    expect(rendered(run.summary)).toMatch(
      new RegExp(
        `- \\*\\*Policy:\\*\\* <code>acme/policies/findings-gate.yml@${HEAD}</code> \\(GitHub at <code>http[^<]*127\\.0\\.0\\.1[^<]*</code>, GITHUB_API_URL\\) at commit <code>${HEAD}</code>\n`,
      ),
    );
    const reads = github.requests.filter((request) => request.path.startsWith('/repos/acme/policies/'));
    expect(reads.map((request) => `${request.path} ${request.authorization}`)).toContain(
      `/repos/acme/policies/contents/findings-gate.yml Bearer ${POLICY_TOKEN}`,
    );
    expect(sb.requests.length).toBeGreaterThan(0);
  });

  it('warns that a branch can change under the gate, and says the commit to pin', async () => {
    const run = await action({ 'config-file': 'acme/policies/findings-gate.yml@main' });
    expect(run.code).toBe(0);
    expect(annotations(run, 'warning')).toEqual([
      `config-file reads the policy at main, a ref that is not a commit sha: the policy can change under the gate from one run to the next (this run read commit ${HEAD}). Pin it by commit: acme/policies/findings-gate.yml@${HEAD}`,
    ]);
    expect(rendered(run.summary)).toContain(`at commit <code>${HEAD}</code>`);
  });

  it('lets the repository make the gate stricter: its own fail-on-severity applies, and the summary says it tightened', async () => {
    const run = await action({ 'config-file': `acme/policies/findings-gate.yml@${HEAD}`, 'fail-on-severity': 'critical' });
    expectTokenKept(run);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
    expect(rendered(run.summary)).toMatch(/critical: \d+ > 0 \(fail-on-severity critical\)/);
    expect(rendered(run.summary)).toContain('; this repository makes stricter: fail-on-severity\n');
  });

  it('warns where the run was given a default the policy is looser than: GitHub passes it for an input left out, so it reads as unset (trial7)', async () => {
    // action.yml's defaults, as GitHub passes them: the workflow may have written them, or said nothing.
    const run = await action({
      'config-file': `acme/policies/findings-gate.yml@${HEAD}`,
      'fail-on-severity': 'high',
      'fail-on-valid-secrets': 'true',
      mode: 'enforce',
    });
    expect(run.code).toBe(0);
    expect(annotations(run, 'warning')).toEqual([
      "the policy sets fail-on-severity to 'none', looser than its default 'high', which this run was given: a CI passes the default for an input a workflow leaves out, so 'high' reads as unset and the policy's 'none' applies. To hold this repository to 'high', write it in capitals ('HIGH'), or choose a stricter value",
      "the policy sets fail-on-valid-secrets to 'false', looser than its default 'true', which this run was given: a CI passes the default for an input a workflow leaves out, so 'true' reads as unset and the policy's 'false' applies. To hold this repository to 'true', write it in capitals ('TRUE'), or choose a stricter value",
    ]);
    expect(rendered(run.summary)).toContain(
      '; ⚠️ looser than the defaults this run was given, which read as unset: fail-on-severity none (default high), fail-on-valid-secrets false (default true)\n',
    );
    // Written in capitals, the default is the repository's own, stricter than the policy: it fails.
    const held = await action({ 'config-file': `acme/policies/findings-gate.yml@${HEAD}`, 'fail-on-severity': 'HIGH' });
    expect(held.code).toBe(1);
    expect(annotations(held, 'warning').join('\n')).not.toContain('fail-on-severity to');
  });

  it('lowers a budget of the policy and keeps its others', async () => {
    const run = await action({ 'config-file': `acme/policies/strict.yml@${HEAD}`, thresholds: 'high=1', 'fail-on-severity': 'low' });
    expect(run.code).toBe(1);
    const summary = rendered(run.summary);
    expect(summary).toContain('fail-on-severity low; high ≤ 1; total ≤ 50;');
    expect(summary).toContain('this repository makes stricter: fail-on-severity, thresholds');
  });

  it('refuses a repository that loosens the policy, naming both values and the file, before any Semgrep request', async () => {
    const run = await action({ 'config-file': `acme/policies/findings-gate.yml@${HEAD}`, mode: 'warn' });
    const error = expectStopped(run, /Input 'mode' is 'warn', looser than 'enforce'/);
    expect(error).toBe(
      `findings-gate could not decide: Input 'mode' is 'warn', looser than 'enforce' that the policy file acme/policies/findings-gate.yml@${HEAD} sets (line 3): 'warn' is looser than enforce. A repository may make the gate stricter, never looser: set it to enforce, or leave the input unset.`,
    );
    expectTokenKept(run);
  });

  it('refuses a raised budget', async () => {
    const run = await action({ 'config-file': `acme/policies/strict.yml@${HEAD}`, thresholds: 'high=9' });
    expectStopped(run, /Input 'thresholds' is 'high=9', looser than 'high=5, total=50' .*: it raises the budget high from 5 to 9\./);
  });

  it('refuses what would narrow the scope or the filters the policy leaves out, before any Semgrep request (attack21 F1, F2, F5)', async () => {
    const file = `acme/policies/scope.yml@${HEAD}`;
    expectStopped(
      await action({ 'config-file': file, 'project-ids': '1208' }),
      /^findings-gate could not decide: Input 'project-ids' is '1208', and the policy file .* sets projects '\*' \(line 1\)/,
    );
    expectStopped(
      await action({ 'config-file': file, 'lockfile-path': 'nope.lock' }),
      /Input 'lockfile-path' is 'nope.lock': it judges only the dependencies of that lockfile/,
    );
    expectStopped(
      await action({ 'config-file': file, 'include-archived': 'true' }),
      /Input 'include-archived' is 'true': it judges only the dependencies of archived repositories/,
    );
    expectStopped(
      await action({ 'config-file': file, 'list-findings': 'false' }),
      /Input 'list-findings' is 'false', and the policy file .* leaves count-triage-states out/,
    );
    // attack22 G2: gate-on new judges only what is new since a baseline.
    expectStopped(
      await action({ 'config-file': file, 'gate-on': 'new' }),
      /Input 'gate-on' is 'new': it judges only the findings new since a baseline/,
    );
  });

  it('warns that a policy setting projects without deployment is judged in the deployment of whatever token the repository uses (attack22 G4)', async () => {
    const run = await action({ 'config-file': `acme/policies/scope.yml@${HEAD}` });
    expect(run.code).toBe(1);
    expect(annotations(run, 'warning').join('\n')).toContain(
      "the policy sets projects but not deployment: they are judged in the deployment of this repository's api-token, whichever that is (see the summary's Deployment). Pin it in the policy: deployment: <id or name>",
    );
  });

  it('a policy projects: * under a token of another deployment without a project is an error, not a PASS of nothing, whatever on-api-error says (attack23 G4b)', async () => {
    for (const onApiError of ['fail', 'warn']) {
      const run = await action({
        'config-file': `acme/policies/scope.yml@${HEAD}`,
        'api-token': sb.tokens.other,
        'on-api-error': onApiError,
      });
      expect(run.code).toBe(1);
      expect(run.outputs.result).toBe('error');
      expect(run.outputs.total).toBeUndefined();
      expect(annotations(run, 'error')).toEqual([
        `findings-gate could not decide: projects: * (set by the policy file acme/policies/scope.yml@${HEAD}): the projects list of deployment 5150 names no project, so the gate has nothing to judge and does not pass on nothing; check that api-token is a token of the deployment meant (the summary's Deployment names the one used), or pin the deployment in the policy (deployment: <id or name>), or scan a project into it first.`,
      ]);
      expect(rendered(run.summary)).toContain('## ❌ findings-gate: error');
    }
  });

  it('names the API it read the policy through where config-api-url names one, in the log and the summary (attack21 F6)', async () => {
    const run = await action({ 'config-file': `acme/policies/findings-gate.yml@${HEAD}`, 'config-api-url': github.url });
    expect(run.code).toBe(0);
    expect(logLines(run).join('\n')).toContain(`at commit ${HEAD}, read through ${github.url} (config-api-url): sets`);
    expect(rendered(run.summary)).toMatch(/\(GitHub at <code>http:\/\/127\.0\.0\.1:\d+<\/code>, config-api-url\) at commit/);
  });

  it('reads the exceptions file the policy names from its repository, at its commit', async () => {
    const run = await action({ 'config-file': `acme/policies/with-exceptions.yml@${HEAD}` });
    expect(run.code).toBe(0);
    expect(logLines(run)).toContain(`exceptions: 1 entries read from acme/policies/exceptions.yml@${HEAD}`);
    expect(annotations(run, 'warning').join('\n')).toContain(
      `acme/policies/exceptions.yml@${HEAD}: entry 1 (line 2, rule no.such.rule) matched nothing: remove it`,
    );
  });

  it('follows a redirect on the API itself (a renamed repository), with the token', async () => {
    const run = await action({ 'config-file': `acme/old-policies/findings-gate.yml@${HEAD}` });
    expect(run.code).toBe(0);
    const followed = github.requests.filter((request) => request.path === '/repos/acme/policies/contents/findings-gate.yml');
    expect(followed.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a file that is not there (404)',
      { 'config-file': `acme/policies/missing.yml@${HEAD}` },
      /GitHub answered 404: no file missing\.yml in acme\/policies at b+/,
    ],
    [
      'a ref that is not there',
      { 'config-file': 'acme/policies/findings-gate.yml@no-such-branch' },
      /GitHub answered 422: no repository acme\/policies with a ref no-such-branch/,
    ],
    [
      'a private repository without a token (404)',
      { 'config-file': `acme/policies/findings-gate.yml@${HEAD}`, 'config-token': '' },
      /GitHub answered 404/,
    ],
    [
      'a token GitHub rejects (401)',
      { 'config-file': `acme/policies/findings-gate.yml@${HEAD}`, 'config-token': 'ghp_revoked_0000' },
      /GitHub answered 401: config-token was rejected \(expired or revoked\)\. Give config-token a token that can read acme\/policies\./,
    ],
    [
      'an oversized file',
      { 'config-file': `acme/policies/big.yml@${HEAD}` },
      /and it cannot be read: it is larger than 1 MiB\. Keep it to 1 MiB at most\./,
    ],
  ])('stops on %s, before any Semgrep request', async (_, inputs, message) => {
    const run = await action(inputs);
    expectStopped(run, message);
  });

  it('never follows a redirect to another origin, so the token never reaches it', async () => {
    const run = await action({ 'config-file': `acme/moved/findings-gate.yml@${HEAD}` });
    expectStopped(
      run,
      new RegExp(`GitHub answered with a redirect to ${elsewhere.url}, and config-token goes only to ${github.url}: it was not followed`),
    );
    expect(elsewhere.requests).toEqual([]);
  });
});

describe('the action under a policy file of its own checkout', () => {
  it('applies it, and names it with the checkout commit', async () => {
    const run = await inWorkspace({ 'config-file': '.github/findings-gate-policy.yml' });
    expect(run.code).toBe(0);
    expect(rendered(run.summary)).toContain(
      `- **Policy:** <code>.github/findings-gate-policy.yml</code> (this repository) at commit <code>${'c'.repeat(40)}</code>\n`,
    );
  });

  it('stops on a key no input has, with the file, the line and the input it may be a typo of', async () => {
    const run = await inWorkspace({ 'config-file': '.github/typo.yml' });
    expect(expectStopped(run, /typo/)).toBe(
      `findings-gate could not decide: .github/typo.yml:2: unknown key 'fail-on-severty' (did you mean "fail-on-severity"?): a policy file sets inputs by their names.`,
    );
  });

  it('refuses a file the policy of one checkout names in another beside it, in the same workspace (attack26 W1)', async () => {
    // actions/checkout with `path:` twice: the pull request's checkout in pr/, a trusted one in tools/.
    await mkdir(join(workspace, 'pr', '.git'), { recursive: true });
    await mkdir(join(workspace, 'pr', '.github'), { recursive: true });
    await mkdir(join(workspace, 'tools'), { recursive: true });
    await writeFile(join(workspace, 'tools', 'renovate.json'), '{"trusted": true}\n');
    await writeFile(join(workspace, 'pr', '.github', 'sibling.yml'), `${POLICY}dependency-inventory: tools/renovate.json\n`);
    await writeFile(join(workspace, 'pr', '.github', 'own.yml'), `${POLICY}dependency-inventory: pr/reports/inventory.json\n`);
    const run = await inWorkspace({ 'config-file': 'pr/.github/sibling.yml' });
    expect(expectStopped(run, /sibling/)).toBe(
      "findings-gate could not decide: pr/.github/sibling.yml:4: dependency-inventory is 'tools/renovate.json': a policy file of this checkout names a file to write only below the checkout that holds it, 'pr' (its path resolved against the working directory), since the pull request can change it. Set the path in the pipeline's own settings (an input or a flag), or in a policy of another repository.",
    );
    expect(await readFile(join(workspace, 'tools', 'renovate.json'), 'utf8')).toBe('{"trusted": true}\n');
    // Below its own checkout, the same policy writes its file.
    const own = await inWorkspace({ 'config-file': 'pr/.github/own.yml' });
    expect(own.code, own.stdout).toBe(0);
    expect(await readFile(join(workspace, 'pr', 'reports', 'inventory.json'), 'utf8')).toContain('findings-gate/dependency-inventory');
  });

  it("refuses a file to write outside the working directory that the checkout's policy names (the pull request controls it), before any request", async () => {
    const run = await inWorkspace({ 'config-file': '.github/writes-outside.yml' });
    // The value is quoted as any long value is (cut at 60 characters: the temporary folder's name varies).
    expect(expectStopped(run, /writes-outside/)).toMatch(
      /^findings-gate could not decide: \.github\/writes-outside\.yml:4: sarif-file is '\/[^']+': a policy file of this checkout names a file to write only below the working directory \(its path resolved against it\), since the pull request can change it\. Set the path in the pipeline's own settings \(an input or a flag\), or in a policy of another repository\.$/,
    );
    expect(await readFile(join(victim, 'config'), 'utf8')).toBe('precious\n');
    // The workflow's own input wins, and the policy's value is then not used: no refusal.
    const own = await inWorkspace({
      'config-file': '.github/writes-outside.yml',
      'sarif-file': 'own.sarif',
      'dependency-inventory': 'own.json',
    });
    expect(own.code, own.stdout).toBe(0);
    expect(await readFile(join(victim, 'config'), 'utf8')).toBe('precious\n');
    const inside = await inWorkspace({ 'config-file': '.github/writes-inside.yml' });
    expect(inside.code, inside.stdout).toBe(0);
    expect(inside.outputs['sarif-file']).toBe(join(workspace, 'reports/findings.sarif'));
  });

  it("refuses a base-url that the checkout's policy sets (the pull request controls it), before any request: the token never leaves", async () => {
    const refusal = `.github/sends-token.yml:4: base-url is '${elsewhere.url}': a policy file of this checkout may not set base-url, since the pull request can change it and the Semgrep token is sent there. Set base-url in the pipeline's own settings (an input or a flag), or in a policy of another repository.`;
    const before = elsewhere.requests.length;
    // The workflow leaves base-url at its default, which reads as not set: the policy's would apply.
    const inputs = { 'api-token': sb.tokens.demo, 'base-url': 'https://semgrep.dev', 'config-file': '.github/sends-token.yml' };
    const sandboxBefore = sb.requests.length;
    const run = await runAction({ inputs, env: { GITHUB_REPOSITORY: REPOSITORY, GITHUB_SHA: 'c'.repeat(40) }, cwd: workspace });
    semgrepRequests = sb.requests.length - sandboxBefore;
    expect(expectStopped(run, /sends-token/)).toBe(`findings-gate could not decide: ${refusal}`);
    const cli = await runCli(
      ['--config-file', '.github/sends-token.yml'],
      { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo },
      { cwd: workspace },
    );
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain(refusal);
    // The token shows only in the command that masks it.
    const shown = `${run.written}\n${cli.stdout}\n${cli.stderr}`.replace(`::add-mask::${sb.tokens.demo}\n`, '');
    expect(shown).not.toContain(sb.tokens.demo);
    expect(elsewhere.requests.slice(before), 'no request reached the host the policy names').toEqual([]);
  });

  it('stops on a file that is not there', async () => {
    const run = await inWorkspace({ 'config-file': '.github/no-policy.yml' });
    expect(expectStopped(run, /no-policy/)).toBe(
      "findings-gate could not decide: Input 'config-file' is '.github/no-policy.yml', and it cannot be read: it does not exist. Fix the path (relative to the repository's root), or write owner/repo/path@ref for another repository's file.",
    );
  });
});

describe('the command line under a remote policy file (GitLab)', () => {
  /** The command line in GitLab CI, the stand-in its API, the token in its masked variable. */
  async function cli(args: string[], env: Record<string, string> = {}) {
    const before = sb.requests.length;
    const run = await runCli(['--base-url', sb.url, '--summary-file', 'summary.md', ...args], {
      ...ciEnvironment('gitlab', REPOSITORY),
      CI_API_V4_URL: gitlab.api,
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
      FINDINGS_GATE_CONFIG_TOKEN: GITLAB_TOKEN,
      ...FAST,
      ...env,
    });
    const summary = await readFile(join(run.cwd, 'summary.md'), 'utf8').catch(() => '');
    await rm(run.cwd, { recursive: true, force: true });
    expect(`${run.stdout}\n${run.stderr}\n${summary}`).not.toContain(GITLAB_TOKEN);
    return { ...run, summary, semgrep: sb.requests.length - before };
  }

  it('reads a project of a subgroup at a branch, warns that it can move, and names the commit in the summary', async () => {
    const run = await cli(['--config-file', 'acme/security/policies/-/findings-gate.yml@main']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `config-file reads the policy at main, a ref that is not a commit sha: the policy can change under the gate from one run to the next (this run read commit ${HEAD}).`,
    );
    // The API is not gitlab.com's: what named it (CI_API_V4_URL, which a project, group or earlier job's dotenv can set)
    // and where it is are in the log and the summary, beside the commit it vouches for (attack32 M1).
    expect(rendered(run.summary)).toMatch(
      new RegExp(
        `- \\*\\*Policy:\\*\\* <code>acme/security/policies/-/findings-gate.yml@main</code> \\(GitLab at <code>http[^<]*127\\.0\\.0\\.1[^<]*/api/v4</code>, CI_API_V4_URL\\) at commit <code>${HEAD}</code>\n`,
      ),
    );
    expect(`${run.stdout}${run.stderr}`).toContain(`at commit ${HEAD}, read through ${gitlab.api} (CI_API_V4_URL): sets`);
    const read = gitlab.requests.find((request) => request.path.includes('/repository/files/'));
    expect(read?.token).toBe(GITLAB_TOKEN);
  });

  it('lets the repository make it stricter, and refuses a looser value with exit 2', async () => {
    const stricter = await cli(['--config-file', `acme/security/policies/-/findings-gate.yml@${HEAD}`, '--fail-on-severity', 'critical']);
    expect(stricter.code).toBe(1);
    const looser = await cli(['--config-file', `acme/security/policies/-/strict.yml@${HEAD}`, '--fail-on-severity', 'critical']);
    expect(looser.code).toBe(2);
    expect(looser.semgrep).toBe(0);
    expect(looser.stderr).toContain(
      `--fail-on-severity is 'critical', looser than 'medium' that the policy file acme/security/policies/-/strict.yml@${HEAD} sets (line 1): it fails on fewer severities than medium. A repository may make the gate stricter, never looser: use medium or a lower severity (low), or leave the input unset.`,
    );
  });

  it.each([
    [
      '404',
      ['--config-file', `acme/security/policies/-/missing.yml@${HEAD}`],
      {},
      /GitLab answered 404: no file missing\.yml in acme\/security\/policies/,
    ],
    [
      '401',
      ['--config-file', `acme/security/policies/-/findings-gate.yml@${HEAD}`],
      { FINDINGS_GATE_CONFIG_TOKEN: 'glpat-revoked' },
      /GitLab answered 401: config-token was rejected/,
    ],
    [
      'a redirect to another origin',
      ['--config-file', `acme/moved/findings-gate.yml@${HEAD}`],
      {},
      /GitLab answered with a redirect to http:\/\/127\.0\.0\.1:\d+, and config-token goes only to http:\/\/127\.0\.0\.1:\d+: it was not followed/,
    ],
    ['an oversized file', ['--config-file', `acme/security/policies/-/big.yml@${HEAD}`], {}, /it is larger than 1 MiB/],
  ])('stops on %s with exit 2, before any Semgrep request', async (_, args, env, message) => {
    const run = await cli(args, env);
    expect(run.code).toBe(2);
    expect(run.semgrep).toBe(0);
    expect(run.stdout).toMatch(/^findings-gate: ERROR, could not judge \(configuration failed\): --config-file is /);
    expect(run.stderr).toMatch(message);
  });

  it("holds the repository to a default it gives by a flag or a variable, which the command line's user wrote (trial8 F1)", async () => {
    // The policy sets fail-on-severity none and fail-on-valid-secrets false, looser than their defaults.
    const policy = `acme/security/policies/-/findings-gate.yml@${HEAD}`;
    // Before: 'high' given read as unset, the policy's 'none' applied, and the run passed with its high findings.
    const flag = await cli(['--config-file', policy, '--fail-on-severity', 'high']);
    expect(flag.code, flag.stderr).toBe(1);
    expect(flag.stdout).toMatch(/high: \d+ > 0 \(fail-on-severity high\)/);
    expect(flag.summary).toContain('this repository makes stricter: fail-on-severity');
    const variable = await cli(['--config-file', policy], { FINDINGS_GATE_FAIL_ON_SEVERITY: 'high' });
    expect(variable.code, variable.stderr).toBe(1);
    // The GitLab component passes every default: there a default reads as unset, the policy's value applies, and a warning says so.
    const component = await cli(['--config-file', policy, '--fail-on-severity', 'high'], { FINDINGS_GATE_COMPONENT: 'true' });
    expect(component.code, component.stderr).toBe(0);
    expect(component.stderr).toContain(
      "the policy sets fail-on-severity to 'none', looser than its default 'high', which this run was given",
    );
  });

  it('refuses the token as a flag', async () => {
    const run = await cli(['--config-token', 'glpat-on-the-command-line']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--config-token is refused');
    expect(run.stderr).toContain('FINDINGS_GATE_CONFIG_TOKEN');
    expect(run.stderr).not.toContain('glpat-on-the-command-line');
  });
});
