// YAML files of the checkout, bounded before they are parsed (attack10 K2): the exceptions file at its
// default path, which any pull request can add, and a checkout policy file (config-file), nested 524,000
// deep or holding 60,000 keys within their 1 MiB. At the default settings (no tuning variable) each run
// ends by itself, refused with the file and the line, its memory flat: the parser never runs on them
// (it overflowed the stack at 625 MiB, and its key check took minutes, past the run's deadline).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli-runner.ts';
import { runAction } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, sandbox } from './support.ts';

const MiB = 1024 * 1024;
/** Well under the 400 MiB: a refused file is never parsed, so the run holds little more than Node. */
const PEAK = 200 * MiB;
const DEFAULT_PATH = '.github/findings-gate-exceptions.yml';

/** 524,000 nested flow sequences under `exceptions:`, 1,048,013 bytes (attack10's file). */
const NESTED = `exceptions: ${'['.repeat(524_000)}${']'.repeat(524_000)}\n`;
/** A mapping of 60,000 keys under `exceptions:` (attack10's file: 359 s at the default deadline of 300 s). */
const MANY_KEYS = `exceptions:\n${Array.from({ length: 60_000 }, (_, i) => `  k${i}: a`).join('\n')}\n`;

/** A workspace whose exceptions file at the default path holds `text`. */
async function workspaceWith(text: string): Promise<string> {
  const workspace = await temporaryFolder('findings-gate-workspace-');
  await mkdir(join(workspace, '.github'));
  await writeFile(join(workspace, DEFAULT_PATH), text);
  return workspace;
}

describe.concurrent('YAML of the checkout, bounded before it is parsed', () => {
  it.each([
    [
      'nested 524,000 deep',
      NESTED,
      /^findings-gate could not decide: \.github\/findings-gate-exceptions\.yml:1: the file nests deeper than 8 levels/,
    ],
    [
      'holding 60,000 keys',
      MANY_KEYS,
      /^findings-gate could not decide: \.github\/findings-gate-exceptions\.yml:\d+: the file holds more than 20000 entries/,
    ],
  ])('the exceptions file at the default path, %s: refused naming the file, exit 1, memory flat', async (_, text, error) => {
    const sb = await sandbox();
    const workspace = await workspaceWith(text);
    const run = await runAction({
      inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url },
      env: { GITHUB_WORKSPACE: workspace, GITHUB_REPOSITORY: 'acme/payments-api' },
      cwd: workspace,
      killAfterMs: 120_000,
    });
    expect(run.signal, 'the process ended on its own').toBeNull();
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(annotations(run, 'error')[0]).toMatch(error);
    expect(run.stderr).not.toMatch(/^\s+at .+/m);
    expect(sb.requests).toEqual([]);
    if (run.peakRssBytes !== undefined) {
      console.log(`peak RSS, an exceptions file ${_}: ${Math.round(run.peakRssBytes / MiB)} MiB in ${Math.round(run.elapsedMs)} ms`);
      expect(run.peakRssBytes).toBeLessThan(PEAK);
    }
  });

  it.each([
    [
      'nested 524,000 deep',
      `fail-on-severity: ${'['.repeat(524_000)}${']'.repeat(524_000)}\n`,
      /policy\.yml:1: the file nests deeper than 8 levels/,
    ],
    [
      'holding 60,000 keys',
      `${Array.from({ length: 60_000 }, (_, i) => `k${i}: a`).join('\n')}\n`,
      /policy\.yml:\d+: the file holds more than 20000 entries/,
    ],
  ])('a checkout policy file (config-file) %s: the command line refuses it naming the file, exit 2', async (_, text, error) => {
    const sb = await sandbox();
    const folder = await temporaryFolder('findings-gate-policy-');
    await writeFile(join(folder, 'policy.yml'), text);
    const run = await runCli(
      ['--base-url', sb.url, '--config-file', join(folder, 'policy.yml')],
      { SEMGREP_APP_TOKEN: sb.tokens.demo },
      { killAfterMs: 120_000 },
    );
    expect(run.signal, 'the process ended on its own').toBeNull();
    expect(run.code).toBe(2);
    expect(`${run.stdout}${run.stderr}`).toMatch(error);
    expect(sb.requests).toEqual([]);
  });
});
