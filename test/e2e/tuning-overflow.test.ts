// The tuning knobs take whole numbers up to 2147483647 ms (config/tuning.ts), setTimeout's limit. A timer of a knob
// plus anything more is past it, and Node then waits 1 ms (TimeoutOverflowWarning): the watchdog (deadline + grace)
// and its backstop ended a run at once, killed, its verdict lost; each publication (publish timeout + 1 s) was
// 'left out' at once, the dotenv's result with it (attack40 T1). Such a timer waits the longest it can.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { sandbox } from './support.ts';

const LONGEST = '2147483647';

describe.concurrent('a tuning knob at its largest (attack40 T1)', () => {
  for (const variable of ['FINDINGS_GATE_WATCHDOG_GRACE_MS', 'FINDINGS_GATE_PUBLISH_TIMEOUT_MS']) {
    it(`${variable}=${LONGEST}: the verdict, its exit status and every file stand`, async () => {
      const sb = await sandbox();
      const run = await runCli(['--outputs-file', 'gate.env', '--junit-file', 'gate.xml'], {
        ...ciEnvironment('gitlab', 'acme/payments-api'),
        FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
        FINDINGS_GATE_BASE_URL: sb.url,
        [variable]: LONGEST,
      });
      expect(run.stderr).not.toContain('TimeoutOverflowWarning');
      expect(run.stderr).not.toContain('left out');
      expect(run.signal).toBeNull();
      expect(run.code).toBe(1);
      expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
      expect(await readFile(join(run.cwd, 'gate.env'), 'utf8')).toMatch(/^FINDINGS_GATE_OUT_RESULT=fail\n$/m);
      expect(await readFile(join(run.cwd, 'gate.xml'), 'utf8')).toContain('<testsuites');
    });
  }
});
