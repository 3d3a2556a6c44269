// The SARIF file as GitHub code scanning takes it (issue 31): the SARIF Multitool's validation with
// GitHub's rules and the SARIF rules (`validate --rule-kind "Gh;Sarif"`) finds no error and no warning
// in the demo organisation's SARIF file, written as the runner runs the action.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { gate, sandbox } from './support.ts';

const MULTITOOL = resolve(dirname(fileURLToPath(import.meta.url)), '../../node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool');

it('passes the SARIF Multitool with GitHub’s rules: no error, no warning', async () => {
  // The package's install script makes it executable; an install that ran no scripts did not.
  await chmod(MULTITOOL, 0o755);
  const sb = await sandbox();
  const dir = await mkdtemp(join(tmpdir(), 'findings-gate-multitool-'));
  const sarif = join(dir, 'gate.sarif');
  const run = await gate(
    sb,
    { projects: '*', 'sarif-file': sarif, 'fail-on-severity': 'none' },
    {
      GITHUB_REPOSITORY: 'acme/payments-api',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_ACTION_REPOSITORY: 'acme/findings-gate',
      GITHUB_ACTION_REF: 'v1.2.0',
    },
  );
  expect(run.outputs['sarif-file']).toBe(sarif);
  const log = JSON.parse(await readFile(sarif, 'utf8'));
  expect(log.runs[0].results.length).toBeGreaterThan(10);
  const output = await new Promise<string>((done, failed) =>
    execFile(
      MULTITOOL,
      ['validate', '--rule-kind', 'Gh;Sarif', sarif, '--output', join(dir, 'validation.sarif')],
      { timeout: 120_000, env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1' } },
      (error, stdout, stderr) => (error ? failed(new Error(`${error.message}\n${stdout}\n${stderr}`)) : done(`${stdout}${stderr}`)),
    ),
  );
  expect(output).toContain('Analysis completed successfully');
  expect(output.split('\n').filter((line) => /\b(warning|error) [A-Z]+\d+/.test(line))).toEqual([]);
  const validation = JSON.parse(await readFile(join(dir, 'validation.sarif'), 'utf8'));
  expect(validation.runs[0].results ?? []).toEqual([]);
}, 180_000);
