// attack44 F1 (medium; high where a later job reads RESULT): a merge request commits folders at the names the
// GitLab component's job uploads (findings-gate.env as the dotenv report, findings-gate.xml as the JUnit report),
// each holding a forged passing file. The gate warned EISDIR after its verdict and left them, and the runner's
// archiver, which walks a folder a report path names, would upload the forged pass. Expected: a file the run
// writes, named where a folder is, is a settings error before any request, naming the setting.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../sandbox/server.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';

const FORGED_ENV = 'FINDINGS_GATE_OUT_RESULT=pass\n';

describe('attack44 F1: a folder committed at the name of a file the gate writes', () => {
  it('is a settings error before any request, the folder and its files untouched', async () => {
    const sb = await startSandbox();
    try {
      const cwd = await temporaryFolder('findings-gate-a44-f1-');
      mkdirSync(join(cwd, 'findings-gate.env'));
      writeFileSync(join(cwd, 'findings-gate.env', 'x.env'), FORGED_ENV);
      mkdirSync(join(cwd, 'findings-gate.xml'));
      const run = await runCli(
        ['--outputs-file', 'findings-gate.env', '--junit-file', 'findings-gate.xml'],
        {
          ...ciEnvironment('gitlab', 'acme/payments-api'),
          CI_MERGE_REQUEST_IID: '7',
          FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
          FINDINGS_GATE_BASE_URL: sb.url,
        },
        { cwd },
      );
      // Before: exit 1 after every request, "could not write the outputs file …: EISDIR", the folders left as committed.
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(
        '--junit-file is "findings-gate.xml", where a folder is: the JUnit file is a file the gate writes there.',
      );
      expect(sb.requests).toEqual([]);
      expect(readFileSync(join(cwd, 'findings-gate.env', 'x.env'), 'utf8')).toBe(FORGED_ENV);
      expect(existsSync(join(cwd, 'gl-code-quality-report.json'))).toBe(false);
    } finally {
      await sb.close();
    }
  }, 60_000);
});
