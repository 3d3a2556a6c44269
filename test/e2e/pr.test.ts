// The pull-request experience, end to end: the built bundle against the API sandbox and a local
// server playing the GitHub REST API. Annotations, the one sticky comment, and the SARIF file.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/render/comment.ts';
import { datasetOf, demoDatasetNextDay, type SecretInput } from '../sandbox/data.ts';
import { type Sandbox, startSandbox } from '../sandbox/server.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/github-api.ts';
import { runAction } from '../support/runner.ts';
import { sarifProblems } from '../support/sarif.ts';

const REPOSITORY = 'acme/payments-api';
const PR = 7;
const GH_TOKEN = 'ghs_fakeGitHubToken0123456789abcdef';

let sandbox: Sandbox;
let dir: string;
let eventPath: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  dir = await mkdtemp(join(tmpdir(), 'findings-gate-pr-'));
  eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify({ action: 'synchronize', number: PR, pull_request: { number: PR } }));
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

/** The environment of a pull_request run of `REPOSITORY` on GitHub, talking to `github`. */
function prEnv(github: FakeGitHub | undefined, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_API_URL: github?.url ?? 'http://127.0.0.1:9',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '5001',
    GITHUB_WORKFLOW: 'findings gate',
    GITHUB_JOB: 'gate',
    ...overrides,
  };
}

function gateInputs(target: Sandbox, extra: Record<string, string> = {}): Record<string, string> {
  return { 'api-token': target.tokens.demo, 'base-url': target.url, ...extra };
}

/** The workflow commands of a kind in stdout: their properties (unescaped names, raw values) and raw message. */
function commands(
  stdout: string,
  kind: 'error' | 'warning' | 'notice' | 'debug',
): { properties: Record<string, string>; message: string }[] {
  const found: { properties: Record<string, string>; message: string }[] = [];
  for (const line of stdout.split('\n')) {
    const match = new RegExp(`^::${kind}(?: ([^:]*))?::(.*)$`).exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const pair of (match[1] ?? '').split(',').filter((p) => p !== '')) {
      const at = pair.indexOf('=');
      properties[pair.slice(0, at)] = pair.slice(at + 1);
    }
    found.push({ properties, message: match[2] ?? '' });
  }
  return found;
}

/** The open confirmed-valid secrets of the demo repository, as the sandbox holds them. */
function demoValidSecrets() {
  return sandbox.dataset.secrets.filter(
    (s) =>
      s.repository.name === REPOSITORY && s.status === 'FINDING_STATUS_OPEN' && s.validationState === 'VALIDATION_STATE_CONFIRMED_VALID',
  );
}

describe('annotations', () => {
  it('put an error on the file and line of each valid secret of the repository, most severe first, never the secret', async () => {
    const run = await runAction({ inputs: gateInputs(sandbox), env: prEnv(undefined, { GITHUB_EVENT_NAME: 'push' }) });
    expect(run.code).toBe(1);
    const expected = demoValidSecrets();
    expect(expected).toHaveLength(4);
    const annotations = commands(run.stdout, 'error').filter((c) => c.properties.file !== undefined);
    expect(annotations.map((a) => `${a.properties.file}:${a.properties.line}`).sort()).toEqual(expected.map((s) => s.findingPath).sort());
    const critical = expected.find((s) => s.severity === 'SEVERITY_CRITICAL');
    expect(`${annotations[0]?.properties.file}:${annotations[0]?.properties.line}`).toBe(critical?.findingPath);
    expect(annotations[0]?.properties.title).toBe(`Confirmed-valid secret%3A ${critical?.type} (critical)`);
    for (const annotation of annotations) {
      expect(annotation.message).toMatch(/Rotate it at its provider first, then remove it from the code/);
    }
    // The notices are the findings of the repository (named by their rule), never a secret.
    for (const notice of commands(run.stdout, 'notice'))
      expect(notice.message).toMatch(
        /^Rule .*\. Fix it, or triage it in Semgrep\.$|^CVE-\d+-\d+ in \S+ \S+ \([a-z, ]+\)\. Rule ssc-\S+\. Upgrade the package, or triage it in Semgrep\.$|more findings of this repository/,
      );
  });

  it('escape the file path and the title as workflow-command properties', async () => {
    const weird = await startSandbox({
      dataset: datasetOf({
        projects: [REPOSITORY],
        secrets: [{ repository: REPOSITORY, type: 'Key, type: 100%', severity: 'high', findingPath: 'a,b:c%d\n::x:7' }],
      }),
    });
    try {
      const run = await runAction({ inputs: gateInputs(weird), env: prEnv(undefined, { GITHUB_EVENT_NAME: 'push' }) });
      const line = run.stdout.split('\n').find((l) => l.startsWith('::error') && l.includes('file='));
      expect(line).toBe(
        '::error title=Confirmed-valid secret%3A Key%2C type%3A 100%25 (high),file=a%2Cb%3Ac%25d %3A%3Ax,line=7::' +
          'Semgrep confirmed that this Key, type: 100%25 secret is valid: it is a live credential. ' +
          'Rotate it at its provider first, then remove it from the code and from the git history.',
      );
    } finally {
      await weird.close();
    }
  });

  it('stop at 10 errors and add one notice counting the rest; a path without a line still annotates its file', async () => {
    const secrets: SecretInput[] = Array.from({ length: 12 }, (_, i) => ({
      repository: REPOSITORY,
      severity: i < 3 ? 'critical' : 'low',
      findingPath: i === 0 ? 'deploy/secrets.env' : `src/file${i}.ts:${i + 1}`,
    }));
    secrets.push({ repository: 'acme/other-repo', severity: 'critical', findingPath: 'elsewhere.ts:1' });
    const many = await startSandbox({ dataset: datasetOf({ projects: [REPOSITORY, 'acme/other-repo'], secrets }) });
    try {
      const run = await runAction({ inputs: gateInputs(many, { projects: '*' }), env: prEnv(undefined, { GITHUB_EVENT_NAME: 'push' }) });
      const errors = commands(run.stdout, 'error').filter((c) => c.properties.file !== undefined);
      expect(errors).toHaveLength(10);
      expect(errors.map((e) => e.properties.file)).not.toContain('elsewhere.ts');
      const unlined = errors.find((e) => e.properties.file === 'deploy/secrets.env');
      expect(unlined?.properties).not.toHaveProperty('line');
      expect(errors.slice(0, 3).every((e) => e.properties.title?.endsWith('(critical)'))).toBe(true);
      const notices = commands(run.stdout, 'notice');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.message).toMatch(/^2 more confirmed-valid secrets are not annotated .*see the job summary/);
    } finally {
      await many.close();
    }
  });

  it('are off with annotations: false', async () => {
    const run = await runAction({
      inputs: gateInputs(sandbox, { annotations: 'false' }),
      env: prEnv(undefined, { GITHUB_EVENT_NAME: 'push' }),
    });
    expect(run.code).toBe(1);
    expect(commands(run.stdout, 'error').filter((c) => c.properties.file !== undefined)).toEqual([]);
    expect(run.stdout).toContain('::error::findings-gate failed');
  });
});

describe('the pull-request comment', () => {
  let github: FakeGitHub;

  beforeEach(async () => {
    github = await startFakeGitHub({ owner: 'acme', repo: 'payments-api' });
    github.seed(PR, 120); // the gate's comment lands on the second page of 100
  });

  afterEach(async () => {
    await github.close();
  });

  const gateComments = () => github.comments.filter((c) => c.body.startsWith('<!-- findings-gate:'));
  const calls = () => github.requests.map((r) => `${r.method} ${r.path}${r.query.page ? `?page=${r.query.page}` : ''}`);

  it('is created once, then found again across pages and updated in place, never duplicated', async () => {
    const inputs = gateInputs(sandbox, { 'comment-on-pr': 'always', 'github-token': GH_TOKEN });
    const first = await runAction({ inputs, env: prEnv(github) });
    expect(first.code).toBe(1);
    expect(first.outputs.result).toBe('fail');
    expect(calls()).toEqual([
      `GET /repos/acme/payments-api/issues/${PR}/comments`,
      `GET /repos/acme/payments-api/issues/${PR}/comments?page=2`,
      `POST /repos/acme/payments-api/issues/${PR}/comments`,
    ]);
    expect(github.requests.every((r) => r.authorization === `token ${GH_TOKEN}`)).toBe(true);
    expect(gateComments()).toHaveLength(1);
    const [comment] = gateComments();
    expect(comment?.body).toMatch(/^<!-- findings-gate:[0-9a-f]{16} -->\n### ❌ findings-gate: fail\n/);
    expect(comment?.body).toContain('#### Findings in scope');
    expect(comment?.body).toContain('#### Confirmed-valid secrets (4)');
    expect(comment?.body).toContain('(https://github.com/acme/payments-api/actions/runs/5001)');
    expect(first.stdout).toMatch(/Comment created on pull request #7/);

    github.requests.length = 0;
    const second = await runAction({ inputs, env: prEnv(github, { GITHUB_RUN_ID: '5002' }) });
    expect(second.code).toBe(1);
    expect(calls()).toEqual([
      `GET /repos/acme/payments-api/issues/${PR}/comments`,
      `GET /repos/acme/payments-api/issues/${PR}/comments?page=2`,
      'POST /graphql',
      `PATCH /repos/acme/payments-api/issues/comments/${comment?.id}`,
    ]);
    expect(gateComments()).toHaveLength(1);
    expect(gateComments()[0]?.id).toBe(comment?.id);
    expect(gateComments()[0]?.body).toContain('/actions/runs/5002)');
    expect(github.comments).toHaveLength(121);
    for (const run of [first, second]) {
      // The one place the token may appear is the ::add-mask:: command that masks it (the runner consumes it).
      expect(run.stdout).toContain(`::add-mask::${GH_TOKEN}\n`);
      const unmasked = run.written.split('\n').filter((line) => line !== `::add-mask::${GH_TOKEN}`);
      expect(unmasked.join('\n')).not.toContain(GH_TOKEN);
    }
  });

  it("never edits a comment someone else wrote that starts with the gate's marker: it writes its own, then updates only that", async () => {
    // The marker is public (any earlier gate comment shows it): mallory posts one saying "pass" first.
    const marker = commentMarker({ workflow: 'findings gate', job: 'gate', action: 'gate', projects: [REPOSITORY] });
    const forged = `${marker}\n### ✅ findings-gate: pass\n\nNo finding over budget.`;
    github.comments.unshift({ id: 1, issue: PR, body: forged, user: { login: 'mallory', type: 'User' } });
    const inputs = gateInputs(sandbox, { 'comment-on-pr': 'on-failure', 'github-token': GH_TOKEN });
    const first = await runAction({ inputs, env: prEnv(github) });
    expect(first.code).toBe(1);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(github.comments.find((c) => c.id === 1)?.body).toBe(forged);
    const own = gateComments().filter((c) => c.user.login === 'github-actions[bot]');
    expect(own).toHaveLength(1);
    expect(own[0]?.body.startsWith(`${marker}\n### ❌ findings-gate: fail\n`)).toBe(true);
    expect(first.stdout).toContain(
      "1 comment on pull request #7 starts with the gate's marker but another account wrote it: left alone (the gate edits only its own comments).",
    );
    expect(first.stdout).toMatch(/Comment created on pull request #7/);
    expect(first.stdout).not.toContain('::warning::findings-gate could not comment');

    const second = await runAction({ inputs, env: prEnv(github, { GITHUB_RUN_ID: '5002' }) });
    expect(second.code).toBe(1);
    expect(github.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      `/repos/acme/payments-api/issues/comments/${own[0]?.id}`,
    ]);
    expect(gateComments().map((c) => c.user.login)).toEqual(['mallory', 'github-actions[bot]']);
    expect(github.comments.find((c) => c.id === 1)?.body).toBe(forged);
    expect(second.stdout).toMatch(/Comment updated on pull request #7/);
  });

  it("where GraphQL cannot say who the token is, edits no other app's comment, says so in one line, and still updates its own (attack23 N1)", async () => {
    const marker = commentMarker({ workflow: 'findings gate', job: 'gate', action: 'gate', projects: [REPOSITORY] });
    const forged = `${marker}\n### ✅ findings-gate: pass\n\nNo finding over budget.`;
    github.comments.unshift({ id: 1, issue: PR, body: forged, user: { login: 'evil-app[bot]', type: 'Bot' } });
    github.viewer = undefined; // GraphQL's viewer answers 403
    const inputs = gateInputs(sandbox, { 'comment-on-pr': 'on-failure', 'github-token': GH_TOKEN });
    const first = await runAction({ inputs, env: prEnv(github) });
    expect(first.code).toBe(1);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(github.comments.find((c) => c.id === 1)?.body).toBe(forged);
    const unknown =
      "the github-token's identity could not be read (GraphQL viewer: HTTP 403): only a marked comment of github-actions[bot], the job's own GITHUB_TOKEN, is taken as the gate's; with another token the gate writes a comment of its own.";
    expect(first.stdout.split('\n').filter((line) => line.includes('identity could not be read'))).toEqual([unknown]);
    expect(first.stdout).toMatch(/Comment created on pull request #7/);

    // The job's own token (github-actions[bot]) wrote the new one: the next push updates it, no second comment.
    const second = await runAction({ inputs, env: prEnv(github, { GITHUB_RUN_ID: '5002' }) });
    expect(second.code).toBe(1);
    expect(gateComments().map((c) => c.user.login)).toEqual(['evil-app[bot]', 'github-actions[bot]']);
    expect(github.comments.find((c) => c.id === 1)?.body).toBe(forged);
    expect(second.stdout).toMatch(/Comment updated on pull request #7/);
  });

  it('with on-failure, is updated to say the pull request now passes, and is never created for a pass', async () => {
    const inputs = gateInputs(sandbox, { 'comment-on-pr': 'on-failure', 'github-token': GH_TOKEN });
    const passing = { 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' };

    const cleanBefore = await runAction({ inputs: { ...inputs, ...passing }, env: prEnv(github) });
    expect(cleanBefore.code).toBe(0);
    expect(cleanBefore.outputs.result).toBe('pass');
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(gateComments()).toEqual([]);

    const failing = await runAction({ inputs, env: prEnv(github) });
    expect(failing.code).toBe(1);
    expect(gateComments()).toHaveLength(1);
    expect(gateComments()[0]?.body).toContain('❌ findings-gate: fail');

    const fixed = await runAction({ inputs: { ...inputs, ...passing }, env: prEnv(github) });
    expect(fixed.code).toBe(0);
    expect(gateComments()).toHaveLength(1);
    expect(gateComments()[0]?.body).toContain('### ✅ findings-gate: pass');
    expect(gateComments()[0]?.body).not.toContain('❌');
  });

  it('turns a read-only token (403) into a warning naming pull-requests: write, without changing the verdict or exit status', async () => {
    github.mode = 'read-only';
    const failing = await runAction({
      inputs: gateInputs(sandbox, { 'comment-on-pr': 'always', 'github-token': GH_TOKEN }),
      env: prEnv(github),
    });
    expect(failing.code).toBe(1);
    expect(failing.outputs.result).toBe('fail');
    const [warning] = commands(failing.stdout, 'warning').filter((w) => w.message.includes('comment'));
    expect(warning?.message).toMatch(/could not comment on pull request #7 \(HTTP 403: Resource not accessible by integration\)/);
    expect(warning?.message).toContain('`permissions: pull-requests: write`');
    expect(warning?.message).toContain("The gate's verdict and exit status are unchanged.");

    const passing = await runAction({
      inputs: gateInputs(sandbox, {
        'comment-on-pr': 'always',
        'github-token': GH_TOKEN,
        'fail-on-severity': 'none',
        'fail-on-valid-secrets': 'false',
      }),
      env: prEnv(github),
    });
    expect(passing.code).toBe(0);
    expect(passing.outputs.result).toBe('pass');
    expect(commands(passing.stdout, 'warning').some((w) => w.message.includes('pull-requests: write'))).toBe(true);
    expect(gateComments()).toEqual([]);
  });

  it('turns a rate limit into a warning that says so', async () => {
    github.mode = 'rate-limited';
    const run = await runAction({
      inputs: gateInputs(sandbox, { 'comment-on-pr': 'always', 'github-token': GH_TOKEN }),
      env: prEnv(github),
    });
    expect(run.code).toBe(1);
    expect(commands(run.stdout, 'warning').some((w) => /GitHub API rate limit was reached \(HTTP 403\)/.test(w.message))).toBe(true);
  });

  it('turns a GitHub outage into a warning, and a passing gate still passes', async () => {
    github.mode = 'down';
    const run = await runAction({
      inputs: gateInputs(sandbox, {
        'comment-on-pr': 'always',
        'github-token': GH_TOKEN,
        'fail-on-severity': 'none',
        'fail-on-valid-secrets': 'false',
      }),
      env: prEnv(github),
    });
    expect(run.code).toBe(0);
    expect(run.outputs.result).toBe('pass');
    expect(commands(run.stdout, 'warning').some((w) => /could not comment on pull request #7: HTTP 500/.test(w.message))).toBe(true);
  });

  it('shows the differences from a baseline, and marks the new confirmed-valid secret', async () => {
    const own = await startSandbox();
    try {
      const nightly = await runAction({
        inputs: gateInputs(own, { mode: 'warn' }),
        env: prEnv(undefined, { GITHUB_EVENT_NAME: 'schedule' }),
      });
      const baseline = join(dir, 'pr-baseline.json');
      await writeFile(baseline, nightly.reportText ?? '');
      own.setDataset(demoDatasetNextDay());
      const inputs = gateInputs(own, { 'comment-on-pr': 'always', 'github-token': GH_TOKEN, 'baseline-file': baseline, 'gate-on': 'new' });
      const run = await runAction({ inputs, env: prEnv(github) });
      expect(run.code).toBe(1);
      const body = gateComments()[0]?.body ?? '';
      // Issue 39: the comment's Markdown reads as text: nothing escaped that GitHub would not read as syntax there.
      expect(body).toMatch(
        /\n📈 1 new critical and 4 new high findings since the baseline of \d{4}-\d\d-\d\d \(less than an hour old\); 1 new confirmed-valid secret\.\n/,
      );
      expect(body).toContain('- critical: 1 new > 0 (fail-on-severity high, gate-on new)');
      expect(body).toContain('| critical | **3 (+1)** ⛔ | 3 (±0) | 2 (±0) | **8 (+1)** ⛔ |');
      expect(body).toContain('| **total** | 20 (+3) | 17 (+1) | 7 (+1) | 44 (+5) |');
      expect(body).toContain('#### Confirmed-valid secrets (5, 1 new since the baseline)');
      expect(body).toMatch(/\n\| 🆕 \*\*new\*\* \| high \| GitLab \|/);
    } finally {
      await own.close();
    }
  });

  it('is ignored, with a debug line, outside a pull_request event', async () => {
    const run = await runAction({
      inputs: gateInputs(sandbox, { 'comment-on-pr': 'always', 'github-token': GH_TOKEN }),
      env: prEnv(github, { GITHUB_EVENT_NAME: 'push' }),
    });
    expect(run.code).toBe(1);
    expect(github.requests).toEqual([]);
    expect(
      commands(run.stdout, 'debug').some((d) => d.message.includes('comment-on-pr is always, but the event push is not a pull request')),
    ).toBe(true);
  });

  it('is updated, not created, to say the gate could not decide after an API error', async () => {
    const inputs = gateInputs(sandbox, { 'comment-on-pr': 'always', 'github-token': GH_TOKEN });
    const broken = await startSandbox();
    broken.inject('report', { kind: 'status', status: 400, body: JSON.stringify({ error: 'invalid value' }) });
    try {
      const noComment = await runAction({ inputs: { ...inputs, 'base-url': broken.url }, env: prEnv(github) });
      expect(noComment.outputs.result).toBe('error');
      expect(gateComments()).toEqual([]);

      await runAction({ inputs, env: prEnv(github) });
      expect(gateComments()).toHaveLength(1);

      const errored = await runAction({ inputs: { ...inputs, 'base-url': broken.url }, env: prEnv(github) });
      expect(errored.code).toBe(1);
      expect(errored.outputs.result).toBe('error');
      expect(gateComments()).toHaveLength(1);
      expect(gateComments()[0]?.body).toContain('### ⚠️ findings-gate: error');
    } finally {
      await broken.close();
    }
  });
});

describe('the SARIF file', () => {
  it('parses as SARIF 2.1.0 and carries every valid secret with its location and finding id, and no secret value', async () => {
    const path = join(dir, 'out', 'findings-gate.sarif');
    const run = await runAction({
      inputs: gateInputs(sandbox, { 'sarif-file': path }),
      env: prEnv(undefined, { GITHUB_EVENT_NAME: 'push' }),
    });
    expect(run.code).toBe(1);
    expect(run.outputs['sarif-file']).toBe(path);
    const text = await readFile(path, 'utf8');
    const log = JSON.parse(text) as {
      runs: {
        results: {
          ruleId: string;
          level: string;
          partialFingerprints: Record<string, string>;
          locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
        }[];
      }[];
    };
    expect(sarifProblems(log)).toEqual([]);
    // The secrets' results (the findings of the repository are results too, under their Semgrep rules).
    const results = (log.runs[0]?.results ?? []).filter((r) => r.ruleId.startsWith('findings-gate/secret/'));
    expect((log.runs[0]?.results ?? []).length).toBeGreaterThan(results.length);
    const expected = demoValidSecrets();
    expect(
      results
        .map(
          (r) =>
            `${r.partialFingerprints['findingsGate/v1']} ${r.locations[0]?.physicalLocation.artifactLocation.uri}:${r.locations[0]?.physicalLocation.region?.startLine}`,
        )
        .sort(),
    ).toEqual(expected.map((s) => `${s.id} ${s.findingPath}`).sort());
    for (const result of results) expect(result.ruleId).toMatch(/^findings-gate\/secret\/[a-z0-9-]+$/);
    expect(text).not.toContain(sandbox.tokens.demo);
    expect(text).not.toContain('findingPathUrl');
  });
});
