// Help and version only on their own: through the built command line, against a deployment that fails,
// `-h`, `-V`, `--help` and `--version` answer only when given alone. As the value of a flag they are
// that value, and the run judges; beside other flags, an unknown one included, they are refused (exit
// 2). The command line never ends 0 without judging unless asked only for its help or version.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { sandbox } from './support.ts';

const REPOSITORY = 'acme/payments-api';
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

async function failingDeployment() {
  const sb = await sandbox();
  const env = { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo };
  return { sb, env, requests: () => sb.requests.length };
}

describe.concurrent('help and version', () => {
  it.each([
    ['--tags', '-V'],
    ['--rule-ids', '-h'],
    ['--tags', '--version'],
  ])('%s %s: the word is the value of the flag, and the run judges the failing deployment', async (flag, word) => {
    const { sb, env, requests } = await failingDeployment();
    const run = await runCli(['--base-url', sb.url, flag, word], env);
    if (word.startsWith('--')) {
      // A value cannot start with --: the flag has none, and nothing runs.
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`${flag} needs a value`);
      expect(requests()).toBe(0);
      return;
    }
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).not.toContain(VERSION);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
    expect(requests()).toBeGreaterThan(0);
  });

  it.each([
    [['--bogus', '-V'], 'unknown flag --bogus'],
    [['-V', '--bogus'], "-V is taken only alone: run 'findings-gate -V' by itself"],
    [['--bogus', '--help'], 'unknown flag --bogus'],
    [['--projects', REPOSITORY, '--version'], "--version is taken only alone: run 'findings-gate --version' by itself"],
    [['-h', '--fail-on-severity', 'none'], "-h is taken only alone: run 'findings-gate -h' by itself"],
    [['--help=yes'], "--help is taken only alone: run 'findings-gate --help' by itself"],
  ])('%j beside other arguments is refused with exit 2, and nothing is asked of the API', async (args, words) => {
    const { sb, env, requests } = await failingDeployment();
    const run = await runCli([...args, '--base-url', sb.url], env);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`findings-gate: ${words}`);
    expect(requests()).toBe(0);
  });

  it.each([
    ['-V', `${VERSION}\n`],
    ['--version', `${VERSION}\n`],
  ])('%s alone prints the version and exits 0', async (word, out) => {
    const { env, requests } = await failingDeployment();
    const run = await runCli([word], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(out);
    expect(requests()).toBe(0);
  });

  it.each(['-h', '--help'])('%s alone prints the help and exits 0', async (word) => {
    const { env } = await failingDeployment();
    const run = await runCli([word], { ...env, FINDINGS_GATE_UNKNOWN: 'x' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^findings-gate \S+: a CI gate on Semgrep AppSec Platform findings\./);
  });
});
