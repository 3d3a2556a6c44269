// Several secrets of one run that share characters (the config-token, the GitLab and the GitHub
// token): through the built command line and action, each one is hidden whole wherever the gate writes,
// whichever the mask knew first. Hiding one and then the next in what is left showed up to 7 last
// characters of the second (issue 37: `--exceptions-file is '[redacted][redacted]12345'`).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf } from '../sandbox/data.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { runAction } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

const API_TOKEN = 'sgp_Shared5Kq2Zx9Lm4Np8Rt6Vw3Yb1Cd5Fg0Hj2Kl4Mn6Pq8';
const REPOSITORY = 'acme/payments-api';
// Each pair shares `SecretTok3n` (11 characters); GITLAB's end (`12345`) is what showed.
const CONFIG = 'ghp_ConfigTok3nSecretValue1234567890';
const GITLAB = 'glpat-GitLabSecretTok3n12345';
const GITHUB = 'ghs_GitHubSecretTok3nAbcdef123456';
const SECRETS = [CONFIG, GITLAB, GITHUB];

/** Every way `text` shows a piece of a secret next to a redaction: a run of 8 of it, or 1 to 7 of its last characters after [redacted]. */
function shown(text: string): string[] {
  const found: string[] = [];
  for (const secret of SECRETS) {
    for (let i = 0; i + 8 <= secret.length; i++) if (text.includes(secret.slice(i, i + 8))) found.push(secret.slice(i, i + 8));
    for (let n = 1; n < 8; n++) if (text.includes(`[redacted]${secret.slice(-n)}`)) found.push(`[redacted]${secret.slice(-n)}`);
  }
  return found;
}

const FILE_FLAGS = ['--summary-file', 'summary.md', '--junit-file', 'junit.xml', '--report-file', 'report.json'];

describe.concurrent('secrets that share a run', () => {
  it('the command line hides each one whole in its log and files, a policy naming one as a path', async () => {
    const sb = await sandbox({ dataset: datasetOf({ tokens: { demo: API_TOKEN }, projects: [REPOSITORY] }) });
    for (const [named, order] of [
      [GITLAB, { GITHUB_TOKEN: GITHUB, FINDINGS_GATE_CONFIG_TOKEN: CONFIG, GITLAB_TOKEN: GITLAB }],
      [CONFIG, { GITLAB_TOKEN: GITLAB, GITHUB_TOKEN: GITHUB, FINDINGS_GATE_CONFIG_TOKEN: CONFIG }],
    ] as const) {
      const cwd = await temporaryFolder('findings-gate-shared-');
      writeFileSync(join(cwd, 'policy.yml'), `fail-on-severity: high\nexceptions-file: ${named}\n`);
      const run = await runCli(
        ['--config-file', 'policy.yml', ...FILE_FLAGS],
        { ...ciEnvironment('gitlab', REPOSITORY), ...order, FINDINGS_GATE_API_TOKEN: API_TOKEN, FINDINGS_GATE_BASE_URL: sb.url },
        { cwd },
      );
      expect(run.code, run.stderr).toBe(2);
      expect(run.stdout + run.stderr).toContain(`--exceptions-file is '[redacted]'`);
      const written = readdirSync(cwd).filter((name) => name !== 'policy.yml');
      const files = Object.fromEntries(written.map((name) => [name, readFileSync(join(cwd, name), 'utf8')]));
      expect(Object.keys(files)).toContain('report.json');
      for (const [name, text] of Object.entries({ ...files, stdout: run.stdout, stderr: run.stderr }))
        expect(shown(text), name).toEqual([]);
    }
  });

  it('the action hides each one whole in its log, outputs and summary', async () => {
    const sb = await sandbox({ dataset: datasetOf({ tokens: { demo: API_TOKEN }, projects: [REPOSITORY] }) });
    // The action knows its `*-token` inputs: a GitLab config-token and the github-token share a run.
    for (const named of [GITLAB, GITHUB]) {
      const run = await runAction({
        inputs: { 'api-token': API_TOKEN, 'base-url': sb.url, 'config-token': GITLAB, 'github-token': GITHUB, 'exceptions-file': named },
        env: { GITHUB_REPOSITORY: REPOSITORY },
      });
      expect(run.code, run.stdout).toBe(1);
      expect(run.stdout).toContain(`exceptions-file' is '[redacted]'`);
      // `::add-mask::` tells the runner the secrets: the one line that must name them.
      expect(shown(run.written.replace(/^::add-mask::.*$/gm, ''))).toEqual([]);
    }
  });
});
