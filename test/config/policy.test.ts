// The policy file applied before the config is parsed (config/policy.ts, through config/load.ts): the
// policy's values checked as this repository would run them (an error names the policy's line), the
// facts the summary and the log show, and the exceptions file a remote policy names.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/inputs.ts';
import { loadConfig } from '../../src/config/load.ts';
import { ciContext } from '../../src/host/detect.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/github-api.ts';

const HEAD = 'b'.repeat(40);
const NOW = new Date('2026-11-01T00:00:00Z');
const CONTEXT = { ci: 'github', repository: 'acme/payments-api', repositoryVariable: 'GITHUB_REPOSITORY', commit: 'c'.repeat(40) };
/** The context of a run on GitHub whose API is `api` (GITHUB_API_URL), as the host reads it. */
const on = (api: string) => ({ ...ciContext('github', { GITHUB_API_URL: api }), ...CONTEXT });

let dir = '';
let github: FakeGitHub;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'findings-gate-policy-unit-'));
  github = await startFakeGitHub();
  github.repositories['acme/policies'] = {
    refs: { main: HEAD },
    files: {
      [HEAD]: {
        'gate.yml': 'fail-on-severity: critical\nexceptions-file: shared/exceptions.yml\nexceptions-max-days: 90\n',
        'no-exceptions.yml': 'exceptions-file: missing.yml\n',
        'shared/exceptions.yml': 'exceptions:\n  - rule: r\n    reason: why\n    expires: 2026-12-01\n',
      },
    },
  };
});

afterAll(async () => {
  await github.close();
  await rm(dir, { recursive: true, force: true });
});

/** A policy file of the checkout holding `text`, and its path. */
async function local(text: string): Promise<string> {
  const path = join(dir, `policy-${Math.random().toString(36).slice(2)}.yml`);
  await writeFile(path, text);
  return path;
}

/** loadConfig with the demo token and `inputs`, under GitHub's stand-in. */
function load(inputs: Record<string, string>) {
  return loadConfig({ 'api-token': 'sgp_token', ...inputs }, {}, NOW, on(github.url), Date.now());
}

/** The message loadConfig refuses `inputs` with. */
async function refusal(inputs: Record<string, string>): Promise<string> {
  const error = await load(inputs).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as Error).message;
}

describe('loadConfig', () => {
  it('parses the inputs alone when there is no policy', async () => {
    const { config, notes } = await load({ mode: 'warn' });
    expect(config.mode).toBe('warn');
    expect(config.policy).toBeUndefined();
    expect(notes).toEqual([]);
  });

  it("runs with the policy's values where the repository is silent, and says what it applied", async () => {
    const path = await local('fail-on-severity: critical\nmode: warn\n');
    const { config, notes } = await load({ 'config-file': path, 'fail-on-severity': 'medium', mode: 'enforce' });
    expect(config.failOnSeverity).toBe('medium');
    expect(config.mode).toBe('warn');
    expect(config.policy).toEqual({
      file: path,
      from: 'repository',
      commit: CONTEXT.commit,
      sets: ['fail-on-severity', 'mode'],
      tightened: ['fail-on-severity'],
    });
    expect(notes).toEqual([
      {
        level: 'info',
        text: `policy: ${path} at commit ${CONTEXT.commit}: sets fail-on-severity, mode; this repository makes stricter: fail-on-severity`,
      },
    ]);
  });

  it('names a local policy without a commit where the CI names none, and one that sets nothing', async () => {
    const path = await local('# to come\n');
    const { config, notes } = await loadConfig(
      { 'api-token': 'sgp_token', 'config-file': path },
      {},
      NOW,
      { ...ciContext('jenkins', {}), repository: 'acme/x' },
      Date.now(),
    );
    expect(config.policy).toEqual({ file: path, from: 'repository', sets: [], tightened: [] });
    expect(notes).toEqual([{ level: 'info', text: `policy: ${path}: sets no input` }]);
  });

  it("names the policy's line for a value of it the gate cannot take, alone or with the repository's inputs", async () => {
    const huge = await local('mode: warn\nfail-on-severity: huge\n');
    expect(await refusal({ 'config-file': huge })).toBe(
      `${huge}:2: fail-on-severity is 'huge': use one of critical, high, medium, low, none.`,
    );
    // Even where the repository's own value would replace it.
    expect(await refusal({ 'config-file': huge, 'fail-on-severity': 'low' })).toMatch(/:2: fail-on-severity is 'huge'/);
    const growth = await local('max-backlog-growth: 10%\n');
    expect(await refusal({ 'config-file': growth })).toBe(
      `${growth}:1: max-backlog-growth judges the backlog over the trend's period, and trend is empty: set trend (such as 12w), or leave max-backlog-growth empty.`,
    );
  });

  it("leaves an error of the repository's own inputs as it is", async () => {
    const path = await local('mode: warn\n');
    expect(await refusal({ 'config-file': path, 'timeout-seconds': 'soon' })).toMatch(/^Input 'timeout-seconds' is 'soon'/);
  });

  it('refuses a config-token that cannot be a token, without showing it', async () => {
    const path = await local('mode: warn\n');
    const message = await refusal({ 'config-file': path, 'config-token': 'two words' });
    expect(message).toBe(
      "Input 'config-token' contains whitespace, a control character or a non-ASCII character: use the token exactly as it was issued.",
    );
  });

  it("says a local file that cannot be read, with the reader's reason", async () => {
    expect(await refusal({ 'config-file': join(dir, 'none.yml') })).toMatch(
      /, and it cannot be read: it does not exist\. Fix the path \(relative to the repository's root\), or write owner\/repo\/path@ref for another repository's file\.$/,
    );
    expect(await refusal({ 'config-file': dir })).toMatch(
      /it is not a regular file\. Put the policy file itself at that path, as a regular file\.$/,
    );
  });

  it('reads a remote policy, warns of a branch and says the commit to pin, and fetches the exceptions file it names at that commit', async () => {
    const { config, notes } = await load({ 'config-file': 'acme/policies/gate.yml@main' });
    expect(config.policy).toEqual({
      file: 'acme/policies/gate.yml@main',
      from: 'github',
      commit: HEAD,
      sets: ['fail-on-severity', 'exceptions-file', 'exceptions-max-days'],
      tightened: [],
    });
    expect(config.exceptionsFile).toEqual({
      path: `acme/policies/shared/exceptions.yml@${HEAD}`,
      explicit: true,
      text: 'exceptions:\n  - rule: r\n    reason: why\n    expires: 2026-12-01\n',
    });
    expect(config.exceptionsMaxDays).toBe(90);
    expect(notes[1]).toEqual({
      level: 'warning',
      text: `config-file reads the policy at main, a ref that is not a commit sha: the policy can change under the gate from one run to the next (this run read commit ${HEAD}). Pin it by commit: acme/policies/gate.yml@${HEAD}`,
    });
    const pinned = await load({ 'config-file': `acme/policies/gate.yml@${HEAD}` });
    expect(pinned.notes.map((note) => note.level)).toEqual(['info']);
  });

  it('says an exceptions file the remote policy names and its repository does not hold, with the policy line', async () => {
    expect(await refusal({ 'config-file': `acme/policies/no-exceptions.yml@${HEAD}` })).toBe(
      `acme/policies/no-exceptions.yml@${HEAD}:1: exceptions-file 'missing.yml' cannot be read from acme/policies at ${HEAD}: GitHub answered 404: no file missing.yml in acme/policies at ${HEAD} (config-token is empty, and a private repository answers 404 without one). Fix the repository, the path or the ref, or give config-token a token that can read acme/policies.`,
    );
  });

  it("reads a remote policy within the run's deadline, from this repository's timeout-seconds", async () => {
    const started = Date.now() - 10_000;
    const run = loadConfig(
      { 'api-token': 'sgp_token', 'config-file': 'acme/policies/gate.yml@main', 'timeout-seconds': '5' },
      {},
      NOW,
      on(github.url),
      started,
    );
    await expect(run).rejects.toThrow(`did not answer before the run's deadline`);
  });
});
