// The built CLI whose stdout or stderr cannot be written (a full disk, a reader gone): the verdict's exit status and
// the files of the run stand (attack37 E1: an 'error' event without a listener crashed the run, exit 1, no dotenv).
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_ENTRY, ciEnvironment } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

async function runInto(
  fd: 'stdout' | 'stderr',
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; cwd: string; other: string }> {
  const cwd = await temporaryFolder('findings-gate-cli-');
  const full = openSync('/dev/full', 'w');
  try {
    const child = spawn(process.execPath, [CLI_ENTRY, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: cwd, TMPDIR: cwd, ...env },
      stdio: fd === 'stdout' ? ['ignore', full, 'pipe'] : ['ignore', 'pipe', full],
    });
    let other = '';
    (fd === 'stdout' ? child.stderr : child.stdout)?.on('data', (chunk: Buffer) => {
      other += chunk.toString('utf8');
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    clearTimeout(killer);
    return { code, cwd, other };
  } finally {
    closeSync(full);
  }
}

describe.runIf(process.platform === 'linux')('a stdout or stderr that cannot be written (attack37 E1)', () => {
  for (const fd of ['stdout', 'stderr'] as const) {
    it(`keeps the verdict's exit status and writes the dotenv with ${fd} on /dev/full`, async () => {
      const sb = await sandbox();
      const env = { ...ciEnvironment('gitlab', 'acme/payments-api'), FINDINGS_GATE_API_TOKEN: sb.tokens.demo };
      const base = ['--base-url', sb.url, '--outputs-file', 'gate.env'];
      const passing = await runInto(fd, [...base, '--fail-on-severity', 'none', '--fail-on-valid-secrets', 'false'], env);
      expect(passing.other).not.toContain('Unhandled');
      expect(passing.code).toBe(0);
      expect(await readFile(join(passing.cwd, 'gate.env'), 'utf8')).toMatch(/^FINDINGS_GATE_OUT_RESULT=pass$/m);
      const failing = await runInto(fd, base, env);
      expect(failing.code).toBe(1);
      expect(await readFile(join(failing.cwd, 'gate.env'), 'utf8')).toMatch(/^FINDINGS_GATE_OUT_RESULT=fail$/m);
    }, 60_000);
  }
});
