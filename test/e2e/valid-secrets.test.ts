// End to end: confirmed-valid secrets spread over several pages of the secrets list, in both wire
// shapes and both int64 encodings, counted exactly once each, and only the open, valid, in-scope ones.
import { createServer, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { SecretInput } from '../sandbox/data.ts';
import { datasetOf } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { type Forwarder, startForwarder } from '../support/forwarder.ts';
import { annotations, expectWellBehaved, gate, rendered, sandbox } from './support.ts';

/** The client's secrets page size (src/api/secrets.ts DEFAULT_SECRETS_LIMIT), which the sandbox accepts as its maximum. */
const PAGE_SIZE = 1000;
const REPO = 'acme/vault';
/** Open, confirmed-valid, in acme/vault: the only secrets that count. More than two pages' worth. */
const VALID_IN_REPO = 2 * PAGE_SIZE + 345;

/** `n` secrets like `secret`, with the severities taking turns. */
function secrets(n: number, secret: SecretInput): SecretInput[] {
  const severities = ['critical', 'high', 'medium', 'low'];
  return Array.from({ length: n }, (_, i) => ({ severity: severities[i % severities.length], ...secret }));
}

const NOT_COUNTED = {
  fixed: secrets(60, { repository: REPO, status: 'fixed', validationState: 'confirmed_valid' }),
  ignored: secrets(40, { repository: REPO, status: 'ignored', validationState: 'confirmed_valid' }),
  removed: secrets(20, { repository: REPO, status: 'removed', validationState: 'confirmed_valid' }),
  invalid: secrets(70, { repository: REPO, status: 'open', validationState: 'confirmed_invalid' }),
  validationError: secrets(30, { repository: REPO, status: 'open', validationState: 'validation_error' }),
  noValidator: secrets(50, { repository: REPO, status: 'open', validationState: 'no_validator' }),
  otherRepo: secrets(110, { repository: 'acme/other', status: 'open', validationState: 'confirmed_valid' }),
};
const OPEN_IN_REPO = VALID_IN_REPO + NOT_COUNTED.invalid.length + NOT_COUNTED.validationError.length + NOT_COUNTED.noValidator.length;

/** The valid secrets interleaved with the rest, so every page mixes what counts with what does not. */
function vault() {
  const rest = Object.values(NOT_COUNTED).flat();
  const valid = secrets(VALID_IN_REPO, { repository: REPO, status: 'open', validationState: 'confirmed_valid' });
  const all: SecretInput[] = [];
  for (let i = 0; i < Math.max(valid.length, rest.length); i++) {
    const v = valid[i];
    const r = rest[i];
    if (v) all.push(v);
    if (r) all.push(r);
  }
  return datasetOf({ projects: [REPO, 'acme/other'], secrets: all });
}

const secretsRequests = (sb: Sandbox) => sb.requests.filter((r) => r.route === 'secrets');

describe.concurrent('valid secrets on several pages', () => {
  it.each([
    ['nested', 'string'],
    ['nested', 'number'],
    ['flat', 'string'],
    ['flat', 'number'],
  ] as const)('%s pages with int64 as %s: every valid secret counted once, nothing else', async (secretsShape, int64) => {
    const sb = await sandbox({ dataset: vault(), secretsShape, int64 });
    const run = await gate(sb, { projects: REPO, 'fail-on-severity': 'none' });

    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', 'valid-secrets': String(VALID_IN_REPO), secrets: String(OPEN_IN_REPO) });
    expect(annotations(run, 'error')).toEqual([
      `findings-gate failed: ${VALID_IN_REPO} confirmed-valid secrets (see the job summary for details)`,
    ]);
    const summary = rendered(run.summary);
    expect(summary).toContain(`### Confirmed-valid secrets (${VALID_IN_REPO.toLocaleString('en-US')})`);
    expect(summary).toContain(`- ${VALID_IN_REPO} confirmed-valid secrets`);
    expect((run.report as { validSecrets: unknown[] }).validSecrets).toHaveLength(VALID_IN_REPO);

    const pages = secretsRequests(sb);
    expect(pages).toHaveLength(Math.ceil(VALID_IN_REPO / PAGE_SIZE));
    expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
    expect(pages.map((p) => p.query.limit)).toEqual(pages.map(() => [String(PAGE_SIZE)]));
    expect(pages[0]?.query.cursor).toBeUndefined();
    for (const page of pages.slice(1)) expect(page.query.cursor?.[0]).toMatch(/./);
    for (const page of pages) {
      expect(page.query).toMatchObject({
        status: ['FINDING_STATUS_OPEN'],
        validationState: ['VALIDATION_STATE_CONFIRMED_VALID'],
        repo: [REPO],
      });
    }
  });

  it('with fail-on-valid-secrets false, still counts and shows them, and passes', async () => {
    const sb = await sandbox({ dataset: vault() });
    const run = await gate(sb, { projects: REPO, 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' });

    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'pass', 'valid-secrets': String(VALID_IN_REPO) });
    expect(rendered(run.summary)).toContain('Shown for information: fail-on-valid-secrets is off.');
  });

  it('over the whole deployment (projects: *), counts the valid secrets of every repository', async () => {
    const sb = await sandbox({ dataset: vault(), secretsShape: 'flat' });
    const run = await gate(sb, { projects: '*', 'fail-on-severity': 'none' });

    expectWellBehaved(run, sb.tokens.demo);
    const expected = VALID_IN_REPO + NOT_COUNTED.otherRepo.length;
    expect(run.outputs).toMatchObject({ result: 'fail', 'valid-secrets': String(expected) });
    expect(secretsRequests(sb)).toHaveLength(Math.ceil(expected / PAGE_SIZE));
    for (const page of secretsRequests(sb)) expect(page.query.repo).toBeUndefined();
  });

  it('a server that ignores the status, validation and repository filters cannot inflate the count', async () => {
    const sb = await sandbox({ dataset: vault() });
    const proxy = await filterIgnoringProxy(sb);
    try {
      const run = await gate(sb, { 'base-url': proxy.url, projects: REPO, 'fail-on-severity': 'none' });

      expectWellBehaved(run, sb.tokens.demo);
      expect(run.outputs).toMatchObject({ result: 'fail', 'valid-secrets': String(VALID_IN_REPO) });
      // The premise: the server really did send everything, every secret of the deployment.
      const everything = sb.dataset.secrets.length;
      expect(secretsRequests(sb)).toHaveLength(Math.ceil(everything / PAGE_SIZE));
      for (const page of secretsRequests(sb))
        expect(Object.keys(page.query).sort()).toEqual(page.query.cursor ? ['cursor', 'limit'] : ['limit']);
    } finally {
      await proxy.close();
    }
  });
});

/** An HTTP front for the sandbox that drops the secrets list's filters, like a server that ignores them. */
function filterIgnoringProxy(sb: Sandbox): Promise<Forwarder> {
  return startForwarder({
    target: sb.url,
    rewrite: (url) => {
      if (url.pathname.endsWith('/secrets')) for (const name of ['status', 'validationState', 'repo']) url.searchParams.delete(name);
    },
  });
}

describe('the annotations of confirmed-valid secrets follow the verdict (trial8)', () => {
  it('are errors where fail-on-valid-secrets judges them, notices on a run that does not: a passing job shows no error', async () => {
    const sb = await sandbox({ dataset: vault() });
    const env = { GITHUB_REPOSITORY: REPO };
    const judged = await gate(sb, { projects: REPO, 'fail-on-severity': 'none' }, env);
    expect(judged.code).toBe(1);
    const secretLines = (run: typeof judged, level: string) =>
      run.stdout.split('\n').filter((line) => line.startsWith(`::${level} `) && line.includes('title=Confirmed-valid secret'));
    expect(secretLines(judged, 'error').length).toBeGreaterThan(0);
    const off = await gate(sb, { projects: REPO, 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' }, env);
    expect(off.code).toBe(0);
    expect(off.outputs.result).toBe('pass');
    // Before: the same ::error annotations on a passing run.
    expect(off.stdout.split('\n').filter((line) => line.startsWith('::error'))).toEqual([]);
    expect(secretLines(off, 'notice')).toHaveLength(secretLines(judged, 'error').length);
    expect(secretLines(off, 'warning')).toEqual([]);
  });

  it('is an error where the platform blocks it, fail-on-valid-secrets off (attack47 S1)', async () => {
    const app = 'acme/app';
    const secrets: SecretInput[] = [{ repository: app, validationState: 'confirmed_valid', mode: 'MODE_BLOCK', type: 'GitHub' }];
    const sb = await sandbox({ dataset: datasetOf({ projects: [app], findings: [], secrets }) });
    const inputs = { projects: app, 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false', 'fail-on-blocking': 'true' };
    const run = await gate(sb, inputs, { GITHUB_REPOSITORY: app });
    expect(run.code).toBe(1);
    // Before: its one annotation a warning, the run's failure the only error.
    const own = run.stdout.split('\n').filter((line) => line.includes('title=Confirmed-valid secret'));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/^::error /);
  });
});
