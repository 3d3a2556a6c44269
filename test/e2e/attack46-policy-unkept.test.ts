// More items the platform's policy fails the run on than the run keeps in detail (1,000): the SARIF file and the code
// quality report name the kept ones apart (attack42 M1), and their log lines now say how many others are in no file,
// as they say the listing's unkept findings (attack46 P2: 1,100 secrets in Block mode, "1000 results" and nothing of
// the 100 others; code scanning closes the alert of a result the SARIF file no longer holds).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf, type SecretInput } from '../sandbox/data.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

const APP = 'acme/app';
const secrets: SecretInput[] = Array.from({ length: 1100 }, (_, i) => ({
  repository: APP,
  validationState: 'confirmed_invalid',
  mode: 'MODE_BLOCK',
  type: 'GitHub',
  findingPath: `src/f${i}.ts:${i + 1}`,
}));

describe('the policy items past the details kept (attack46 P2)', () => {
  it('1,100 secrets in Block mode: the SARIF file and the code quality report name 1,000 and say the 100 others', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: [APP], secrets }) });
    const dir = await temporaryFolder('findings-gate-policy-unkept-');
    const flags = ['--projects', APP, '--fail-on-severity', 'none', '--fail-on-blocking', 'true'];
    const run = await runCli(
      ['--base-url', sb.url, ...flags, '--sarif-file', 'g.sarif', '--code-quality-file', 'cq.json'],
      { ...ciEnvironment('gitlab', APP), SEMGREP_APP_TOKEN: sb.tokens.demo },
      { cwd: dir, killAfterMs: 120_000 },
    );
    expect(run.code, run.stderr).toBe(1);
    expect(JSON.parse(await readFile(join(dir, 'g.sarif'), 'utf8')).runs[0].results).toHaveLength(1000);
    expect(JSON.parse(await readFile(join(dir, 'cq.json'), 'utf8'))).toHaveLength(1000);
    // Before: "SARIF: 1000 results (…) written to …" and "code quality: 1000 issues written to … (1,000 blocked by policy, …)", no more.
    const said = '100 blocked by policy whose details were not kept, of this repository or others';
    expect(run.stderr).toMatch(new RegExp(`SARIF: 1000 results .*left out: .*${said}`));
    expect(run.stderr).toMatch(new RegExp(`code quality: 1000 issues .*left out: .*${said}`));
  }, 180_000);
});
