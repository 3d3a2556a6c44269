// A job run in `/` (a container started with `-w /`): the working directory counts as a checkout (attack6 G3), and
// `/` holds every path, so each symbolic link on the way to a file the gate wrote was "the checkout's" and unlinked
// (attack46 L1: out -> real, --report-file …/out/report.json, out removed). A file system's root is no checkout: the
// link is followed, as any link outside the checkouts is, and the file written where it points.
import { existsSync, lstatSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

describe('a run whose working directory is / (attack46 L1)', () => {
  it('leaves a link on the way to the report file, and writes through it', async () => {
    const sb = await sandbox();
    const tmp = await temporaryFolder('findings-gate-root-cwd-');
    mkdirSync(join(tmp, 'real'));
    symlinkSync(join(tmp, 'real'), join(tmp, 'out'));
    const run = await runCli(
      ['--projects', '*', '--report-file', join(tmp, 'out', 'report.json')],
      { FINDINGS_GATE_API_TOKEN: sb.tokens.demo, FINDINGS_GATE_BASE_URL: sb.url },
      { cwd: '/' },
    );
    expect(run.code, run.stderr).toBe(1);
    // Before: out was unlinked and a real folder made in its place, silently.
    expect(lstatSync(join(tmp, 'out')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(tmp, 'real', 'report.json'))).toBe(true);
  });
});
