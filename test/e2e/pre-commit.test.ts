// The pre-commit hook (.pre-commit-hooks.yaml) as a developer gets it, with Debian's pre-commit: a local
// clone of this repository with the current hook and dist/cli/ committed, run by `pre-commit try-repo`
// against the sandbox, and docs/pre-commit.md's config installed as a real pre-push hook in front of a
// local remote. No network: the hook's language (script) installs nothing. .ci/run installs pre-commit;
// elsewhere these tests are skipped where it is missing.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { Sandbox } from '../sandbox/server.ts';
import { sandbox } from './support.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPOSITORY = 'acme/payments-api';

const hasPreCommit = (() => {
  try {
    execFileSync('pre-commit', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPreCommit && process.env.CI)
  throw new Error("pre-commit is missing: .ci/run installs Debian's package (apt-get install pre-commit).");

interface Run {
  code: number | null;
  output: string;
}

/** Runs a command with exactly `env` (plus the Node 24 that runs this test first on PATH: the hook runs `node`). */
function run(command: string, args: readonly string[], cwd: string, env: Record<string, string>): Promise<Run> {
  const child = spawn(command, args, {
    cwd,
    env: { PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((done) => child.on('close', (code) => done({ code, output: Buffer.concat(chunks).toString('utf8') })));
}

describe.skipIf(!hasPreCommit)('the findings-gate pre-commit hook', () => {
  let dir = '';
  let hookRepo = '';
  let sb: Sandbox;
  let env: Record<string, string>;
  const git = (cwd: string, ...args: string[]): string =>
    execFileSync('git', args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' }).trim();

  beforeAll(async () => {
    sb = await sandbox();
    dir = await mkdtemp(join(tmpdir(), 'findings-gate-pre-commit-'));
    env = {
      HOME: dir,
      PRE_COMMIT_HOME: join(dir, 'pre-commit-home'),
      GIT_AUTHOR_NAME: 'dev',
      GIT_AUTHOR_EMAIL: 'dev@example.com',
      GIT_COMMITTER_NAME: 'dev',
      GIT_COMMITTER_EMAIL: 'dev@example.com',
      GIT_CONFIG_NOSYSTEM: '1',
      SEMGREP_APP_TOKEN: sb.tokens.demo,
      FINDINGS_GATE_BASE_URL: sb.url,
    };
    // The hook's repository as a tag would hold it: a clone, with the current hook, its script and dist/cli/ committed.
    hookRepo = join(dir, 'findings-gate');
    execFileSync('git', ['clone', '--quiet', root, hookRepo]);
    cpSync(join(root, '.pre-commit-hooks.yaml'), join(hookRepo, '.pre-commit-hooks.yaml'));
    cpSync(join(root, 'scripts/pre-commit-hook.sh'), join(hookRepo, 'scripts/pre-commit-hook.sh'));
    rmSync(join(hookRepo, 'dist/cli'), { recursive: true, force: true });
    cpSync(join(root, 'dist/cli'), join(hookRepo, 'dist/cli'), { recursive: true });
    git(hookRepo, 'add', '-A');
    git(hookRepo, 'commit', '--quiet', '--allow-empty', '-m', 'the hook as released');
  }, 60_000);

  afterAll(async () => {
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });

  /** A developer's repository with one commit. */
  async function developerRepo(name: string): Promise<string> {
    const repo = join(dir, name);
    git(dir, 'init', '--quiet', '--initial-branch', 'main', repo);
    writeFileSync(join(repo, 'app.ts'), 'export const answer = 42;\n');
    git(repo, 'add', 'app.ts');
    git(repo, 'commit', '--quiet', '-m', 'first');
    return repo;
  }

  it('declares findings-gate on the pre-push stage, with no file names, always run, in a language that installs nothing', () => {
    const [hook] = parse(readFileSync(join(root, '.pre-commit-hooks.yaml'), 'utf8')) as Record<string, unknown>[];
    expect(hook).toMatchObject({ id: 'findings-gate', language: 'script', pass_filenames: false, always_run: true, stages: ['push'] });
    expect(git(root, 'ls-files', '--stage', 'scripts/pre-commit-hook.sh')).toMatch(/^100755 /);
  });

  it('fails on the sandbox findings (exit 1), and keeps its report file out of the working tree', async () => {
    const repo = await developerRepo('fails');
    const result = await run('pre-commit', ['try-repo', hookRepo, 'findings-gate', '--hook-stage', 'push', '--all-files'], repo, {
      ...env,
      FINDINGS_GATE_PROJECTS: REPOSITORY,
    });
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain('- exit code: 1');
    expect(result.output).toContain('findings-gate: FAIL, 3 reasons');
    // The push that fixes it is held back too: the hook says how to push anyway (trial7).
    expect(result.output).toContain('To push anyway (the fix itself, or without a Semgrep token): SKIP=findings-gate git push');
    expect(git(repo, 'status', '--porcelain')).toBe('');
    expect(existsSync(join(repo, '.git', 'findings-gate-report.json'))).toBe(true);
    expect(result.output).not.toContain(sb.tokens.demo);
  }, 60_000);

  it('says why when it cannot judge (exit 2): no --projects outside a CI', async () => {
    const repo = await developerRepo('cannot-judge');
    const result = await run('pre-commit', ['try-repo', hookRepo, 'findings-gate', '--hook-stage', 'push', '--all-files'], repo, env);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain('- exit code: 2');
    expect(result.output).toContain('--projects is required in this CI (generic)');
    expect(result.output).toContain('SKIP=findings-gate git push');
  }, 60_000);

  it("holds back `git push` with docs/pre-commit.md's config, and lets it through when the gate only warns", async () => {
    const repo = await developerRepo('pushes');
    const remote = join(dir, 'remote.git');
    git(dir, 'init', '--quiet', '--bare', remote);
    git(repo, 'remote', 'add', 'origin', remote);
    const page = readFileSync(join(root, 'docs/pre-commit.md'), 'utf8');
    const config = parse(/```yaml\n(# \.pre-commit-config\.yaml\n[\s\S]*?)```/.exec(page)?.[1] ?? '') as {
      repos: { repo: string; rev: string }[];
    };
    expect(config.repos).toHaveLength(1);
    // The page's hook, from the local clone at its commit.
    config.repos[0] = { ...config.repos[0], repo: hookRepo, rev: git(hookRepo, 'rev-parse', 'HEAD') } as { repo: string; rev: string };
    writeFileSync(join(repo, '.pre-commit-config.yaml'), stringify(config));
    const installed = await run('pre-commit', ['install', '--hook-type', 'pre-push'], repo, env);
    expect(installed.code, installed.output).toBe(0);

    const blocked = await run('git', ['push', 'origin', 'main'], repo, env);
    expect(blocked.code, blocked.output).not.toBe(0);
    expect(blocked.output).toContain('critical: 7 > 0 (fail-on-severity critical)');
    expect(git(remote, 'for-each-ref')).toBe('');

    const warned = await run('git', ['push', 'origin', 'main'], repo, { ...env, FINDINGS_GATE_MODE: 'warn' });
    expect(warned.code, warned.output).toBe(0);
    expect(git(remote, 'rev-parse', 'main')).toBe(git(repo, 'rev-parse', 'main'));
  }, 90_000);
});
