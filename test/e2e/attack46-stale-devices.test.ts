// A run that could not judge removes the code quality report or the SARIF file at its path (attack43 L1), but only a
// regular file or a link of the checkout: `--code-quality-file /dev/null` on a run that could not judge (a revoked
// token; at 9d333ca also the settings error attack44 F1 made of a device) unlinked the device, /dev/null itself as root
// (GitLab's Docker executor); `--sarif-file /dev/stdout` unlinked that link (attack46 D1). The device and the link here are made in a temp
// folder (mknod as root, else a FIFO), never in /dev.
import { execFileSync } from 'node:child_process';
import { lstatSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

const there = (path: string): boolean => {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
};

describe('a run that could not judge leaves a device, a FIFO and a link outside the checkout at a report path (attack46 D1)', () => {
  it('--code-quality-file naming a device (a FIFO where not root): a run that could not judge leaves it', async () => {
    const sb = await sandbox();
    const dev = await temporaryFolder('findings-gate-dev-');
    const node = join(dev, 'null');
    if (process.getuid?.() === 0) execFileSync('mknod', [node, 'c', '1', '3']);
    else execFileSync('mkfifo', [node]);
    const env = {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      FINDINGS_GATE_API_TOKEN: `${sb.tokens.demo}-revoked`,
      FINDINGS_GATE_BASE_URL: sb.url,
    };
    const run = await runCli(['--code-quality-file', node], env);
    expect(run.code, run.stderr).toBe(2);
    // Before: "warning: removed …/null: this run could not judge …", and the device was gone.
    expect(run.stderr).not.toContain(`removed ${node}`);
    expect(there(node)).toBe(true);
  });

  it('--sarif-file naming a link outside the checkout (as /dev/stdout): a run that could not judge leaves it', async () => {
    const sb = await sandbox();
    const dev = await temporaryFolder('findings-gate-dev-');
    const link = join(dev, 'stdout');
    symlinkSync('/proc/self/fd/1', link);
    const env = {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      FINDINGS_GATE_API_TOKEN: `${sb.tokens.demo}-revoked`,
      FINDINGS_GATE_BASE_URL: sb.url,
    };
    const run = await runCli(['--sarif-file', link], env);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).not.toContain(`removed ${link}`);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });
});
