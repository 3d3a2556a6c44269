// The SARIF file as GitHub code scanning takes it (issues 31 and 39): the SARIF Multitool's validation
// with GitHub's rules and the SARIF rules (`validate --rule-kind "Gh;Sarif"`) finds no error and no
// warning in the demo organisation's SARIF file, written by the action as the runner runs it (without the
// variables of a `uses:` step) and by the command line in a GitLab job. Its driver always says where to
// read about the tool: the package's homepage (SARIF2005 warns otherwise).
import { execFile } from 'node:child_process';
import { chmod, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { datasetOf } from '../sandbox/data.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { gate, sandbox } from './support.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MULTITOOL = join(root, 'node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool');
const HOMEPAGE = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).homepage as string;

/** The Multitool's verdict on a SARIF file: its output lines that name a warning or an error, and the results it wrote. */
async function validate(sarif: string, dir: string): Promise<{ output: string; flagged: string[]; results: unknown[] }> {
  // The package's install script makes it executable; an install that ran no scripts did not.
  await chmod(MULTITOOL, 0o755);
  const validation = join(dir, 'validation.sarif');
  const output = await new Promise<string>((done, failed) =>
    execFile(
      MULTITOOL,
      ['validate', '--rule-kind', 'Gh;Sarif', sarif, '--output', validation],
      { timeout: 120_000, env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1' } },
      (error, stdout, stderr) => (error ? failed(new Error(`${error.message}\n${stdout}\n${stderr}`)) : done(`${stdout}${stderr}`)),
    ),
  );
  const flagged = output.split('\n').filter((line) => /\b(warning|error) [A-Z]+\d+/.test(line));
  return { output, flagged, results: JSON.parse(await readFile(validation, 'utf8')).runs[0].results ?? [] };
}

describe('the SARIF Multitool with GitHub’s rules', () => {
  it('finds no error and no warning in the action’s SARIF file, outside a `uses:` step too', async () => {
    const sb = await sandbox();
    const dir = await temporaryFolder('findings-gate-multitool-');
    const sarif = join(dir, 'gate.sarif');
    // No GITHUB_SERVER_URL or GITHUB_ACTION_REPOSITORY: the action run as a script, or on a runner that sets neither.
    const run = await gate(
      sb,
      { projects: '*', 'sarif-file': sarif, 'fail-on-severity': 'none' },
      { GITHUB_REPOSITORY: 'acme/payments-api' },
    );
    expect(run.outputs['sarif-file']).toBe(sarif);
    const log = JSON.parse(await readFile(sarif, 'utf8'));
    expect(log.runs[0].results.length).toBeGreaterThan(10);
    expect(log.runs[0].tool.driver.informationUri).toBe(HOMEPAGE);
    const { output, flagged, results } = await validate(sarif, dir);
    expect(output).toContain('Analysis completed successfully');
    expect(flagged).toEqual([]);
    expect(results).toEqual([]);
  }, 180_000);

  it('finds no error and no warning in the command line’s SARIF file', async () => {
    const sb = await sandbox();
    const dir = await temporaryFolder('findings-gate-multitool-cli-');
    const run = await runCli(
      ['--base-url', sb.url, '--projects', '*', '--sarif-file', 'gate.sarif', '--fail-on-severity', 'none'],
      { ...ciEnvironment('gitlab', 'acme/payments-api'), SEMGREP_APP_TOKEN: sb.tokens.demo },
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(1); // the demo's confirmed-valid secrets fail it; the SARIF file is written all the same
    const sarif = join(dir, 'gate.sarif');
    const log = JSON.parse(await readFile(sarif, 'utf8'));
    expect(log.runs[0].results.length).toBeGreaterThan(10);
    expect(log.runs[0].tool.driver.informationUri).toBe(HOMEPAGE);
    const { output, flagged, results } = await validate(sarif, dir);
    expect(output).toContain('Analysis completed successfully');
    expect(flagged).toEqual([]);
    expect(results).toEqual([]);
  }, 180_000);

  it('finds no error and no warning in the results of what the platform’s policy fails the run on, shown apart (attack42 M1)', async () => {
    const sb = await sandbox({
      dataset: datasetOf({
        projects: ['acme/app'],
        findings: [
          { project: 'acme/app', product: 'sca', severity: 'high', ruleId: 's.mal', malicious: true, reachability: 'unreachable' },
        ],
        secrets: [{ repository: 'acme/app', validationState: 'confirmed_invalid', mode: 'MODE_BLOCK', type: 'GitHub' }],
      }),
    });
    const dir = await temporaryFolder('findings-gate-multitool-policy-');
    const flags = ['--projects', 'acme/app', '--fail-on-blocking', 'true', '--sca-reachable-only', 'true', '--sarif-file', 'gate.sarif'];
    const run = await runCli(
      ['--base-url', sb.url, ...flags],
      { ...ciEnvironment('gitlab', 'acme/app'), SEMGREP_APP_TOKEN: sb.tokens.demo },
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(1);
    const sarif = join(dir, 'gate.sarif');
    const log = JSON.parse(await readFile(sarif, 'utf8'));
    expect(
      log.runs[0].results.map((r: { partialFingerprints: Record<string, string> }) => Object.values(r.partialFingerprints)[0]),
    ).toEqual([expect.stringMatching(/^policy:malicious:/), expect.stringMatching(/^policy:secret:/)]);
    const { output, flagged, results } = await validate(sarif, dir);
    expect(output).toContain('Analysis completed successfully');
    expect(flagged).toEqual([]);
    expect(results).toEqual([]);
  }, 180_000);
});
