// Runs the built command line (dist/cli/index.js) as a separate process, the way a CI job does: flags,
// an environment of the CI's variables and nothing else, a working directory of its own. Used by the
// CLI's end-to-end tests, under Node 24 and under Node 22 (nodesUnderTest).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { temporaryFolder } from './temporary.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The command line to run: dist/cli/index.js, or FINDINGS_GATE_CLI_ENTRY (a bundle built elsewhere). */
export const CLI_ENTRY = process.env.FINDINGS_GATE_CLI_ENTRY || join(root, 'dist/cli/index.js');

/**
 * The Node binaries the CLI's end-to-end tests run under: this one (24), and Node 22 from
 * FINDINGS_GATE_NODE22 or scripts/node22.sh's cache. CI fetches Node 22 first (.ci/run); there a
 * missing Node 22 fails the tests rather than skipping them.
 */
export function nodesUnderTest(): { name: string; path: string }[] {
  const cached = join(root, 'node_modules/.cache/node22-22.23.3/bin/node');
  const node22 = process.env.FINDINGS_GATE_NODE22 || (existsSync(cached) ? cached : undefined);
  if (node22 === undefined && process.env.CI) {
    throw new Error('Node 22 is missing: run scripts/node22.sh and set FINDINGS_GATE_NODE22 to the path it prints (.ci/run does).');
  }
  return [
    { name: `node ${process.versions.node.split('.')[0]}`, path: process.execPath },
    ...(node22 ? [{ name: 'node 22', path: node22 }] : []),
  ];
}

export interface CliRun {
  code: number | null;
  /** The signal that ended it: SIGKILL when it outlived killAfterMs. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The working directory the run wrote its files in. */
  cwd: string;
  /** The process's peak resident memory (VmHWM), sampled every 20 ms; absent where /proc is not there. */
  peakRssBytes?: number;
}

/**
 * Runs the CLI once with `args` and exactly `env` (plus PATH, HOME and TMPDIR); never inherits this process's
 * environment. Without `options.cwd` the run gets a working folder and a temp folder (TMPDIR: where the gate
 * writes the Azure summary when AGENT_TEMPDIRECTORY is unset) of its own, as a CI job does, both removed
 * after the test file (test/support/temporary.ts); with it, the run's TMPDIR is this process's.
 */
export async function runCli(
  args: readonly string[],
  env: Record<string, string>,
  options: { node?: string; cwd?: string; killAfterMs?: number } = {},
): Promise<CliRun> {
  const cwd = options.cwd ?? (await temporaryFolder('findings-gate-cli-'));
  const temp = options.cwd === undefined ? await temporaryFolder('findings-gate-cli-temp-') : process.env.TMPDIR;
  const child = spawn(options.node ?? process.execPath, [CLI_ENTRY, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd, ...(temp === undefined ? {} : { TMPDIR: temp }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  let peakRssBytes: number | undefined;
  const sampler = setInterval(() => {
    void readFile(`/proc/${child.pid}/status`, 'utf8')
      .then((status) => {
        const match = /VmHWM:\s+(\d+) kB/.exec(status);
        if (match) peakRssBytes = Math.max(peakRssBytes ?? 0, Number(match[1]) * 1024);
      })
      .catch(() => undefined);
  }, 20);
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 30_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => child.on('close', (c, s) => done([c, s])));
  clearTimeout(killer);
  clearInterval(sampler);
  const text = { stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') };
  return { code, signal, ...text, cwd, ...(peakRssBytes === undefined ? {} : { peakRssBytes }) };
}

/** The environment each CI sets for a job on `repository` at `commit`: the variables the gate reads, as the CI names them. */
export function ciEnvironment(ci: string, repository: string, commit = '9c74af972e7d010e50718be85669c7bcf2c97f93'): Record<string, string> {
  switch (ci) {
    case 'gitlab':
      return { GITLAB_CI: 'true', CI_PROJECT_PATH: repository, CI_COMMIT_SHA: commit, CI_JOB_URL: 'https://gitlab.example/acme/-/jobs/1' };
    case 'azure':
      return {
        TF_BUILD: 'True',
        BUILD_REPOSITORY_NAME: repository,
        BUILD_SOURCEVERSION: commit,
        BUILD_BUILDID: '7',
        SYSTEM_COLLECTIONURI: 'https://dev.azure.com/acme/',
        SYSTEM_TEAMPROJECT: 'gate',
      };
    case 'bitbucket':
      return { BITBUCKET_BUILD_NUMBER: '7', BITBUCKET_REPO_FULL_NAME: repository, BITBUCKET_COMMIT: commit };
    case 'jenkins':
      return { JENKINS_URL: 'https://jenkins.example/', GIT_COMMIT: commit, BUILD_URL: 'https://jenkins.example/job/gate/7/' };
    default:
      return {};
  }
}
