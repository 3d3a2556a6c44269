// A pull request's run records no finding ids, and with no other check that needs every finding it reads
// only the most severe few of the list; a SARIF file named holds every finding of the repository all the
// same (code scanning closes the alert of a finding a later file no longer holds), as the code quality
// report does (attack42 A3). The built action, on a pull_request event.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { datasetOf, type FindingInput } from '../sandbox/data.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { gate, sandbox } from './support.ts';

const many = (n: number, finding: FindingInput): FindingInput[] => Array.from({ length: n }, () => ({ ...finding }));

it('holds every listed finding of the repository, in a run that would read only the most severe few', async () => {
  const findings = [
    ...many(1, { project: 'acme/api', product: 'code', severity: 'high', ruleId: 'r.high' }),
    ...many(300, { project: 'acme/api', product: 'code', severity: 'low', ruleId: 'r.low' }),
  ] satisfies FindingInput[];
  const sb = await sandbox({ dataset: datasetOf({ projects: ['acme/api'], findings }) });
  const sarif = join(await temporaryFolder('findings-gate-sarif-'), 'gate.sarif');
  const run = await gate(
    sb,
    { projects: 'acme/api', 'fail-on-severity': 'high', 'sarif-file': sarif },
    { GITHUB_REPOSITORY: 'acme/api', GITHUB_EVENT_NAME: 'pull_request' },
  );
  expect(run.code, run.stdout).toBe(1);
  expect(run.summary).toMatch(/^### Findings \(301 code and supply-chain\)$/m);
  const log = JSON.parse(await readFile(sarif, 'utf8')) as { runs: { results: unknown[] }[] };
  expect(log.runs[0]?.results).toHaveLength(301);
  expect(run.stdout).toContain('SARIF: 301 results');
});

it('says the findings are left out where the list is not read (list-findings false): code scanning would close their alerts', async () => {
  const findings = many(5, { project: 'acme/api', product: 'code', severity: 'high', ruleId: 'r.high' });
  const sb = await sandbox({ dataset: datasetOf({ projects: ['acme/api'], findings }) });
  const sarif = join(await temporaryFolder('findings-gate-sarif-'), 'gate.sarif');
  const run = await gate(
    sb,
    { projects: 'acme/api', 'fail-on-severity': 'high', 'sarif-file': sarif, 'list-findings': 'false', 'fail-on-malicious': 'false' },
    { GITHUB_REPOSITORY: 'acme/api', GITHUB_EVENT_NAME: 'push' },
  );
  expect(run.code, run.stdout).toBe(1);
  const log = JSON.parse(await readFile(sarif, 'utf8')) as { runs: { results: unknown[] }[] };
  expect(log.runs[0]?.results).toHaveLength(0);
  // attack43 S1: before, 'SARIF: 0 results (confirmed-valid secrets and findings) written to …' and nothing more.
  expect(run.stdout).toMatch(/SARIF: 0 results .*\(left out: every code and supply-chain finding: list-findings is false\)/);
});
