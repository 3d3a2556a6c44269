// A findings list of more than the details a run keeps (10,000), with an exception: the "more findings"
// notice and the code quality report's warning count what the summary counts (attack42 A1, A2). The built
// command line under Azure Pipelines, whose log issues are the annotations, with a code quality file.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasetOf, type FindingInput } from '../sandbox/data.ts';
import { type CliRun, ciEnvironment, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

const many = (n: number, finding: FindingInput): FindingInput[] => Array.from({ length: n }, () => ({ ...finding }));
const FINDINGS: FindingInput[] = [
  ...many(10_050, { project: 'acme/api', product: 'code', severity: 'low', ruleId: 'r.low' }),
  ...many(2, { project: 'acme/api', product: 'code', severity: 'high', ruleId: 'r.accepted' }),
  ...many(1, { project: 'acme/web', product: 'code', severity: 'medium', ruleId: 'r.web' }),
];
const EXCEPTIONS = (expires: string): string =>
  `exceptions:\n  - rule: r.accepted\n    reason: Accepted.\n    owner: '@acme/sec'\n    expires: ${expires}\n`;

let run: CliRun;
let summary: string;

beforeAll(async () => {
  const sb = await sandbox({ dataset: datasetOf({ projects: ['acme/api', 'acme/web'], findings: FINDINGS }) });
  const dir = await temporaryFolder('findings-gate-kept-');
  await writeFile(join(dir, 'exceptions.yml'), EXCEPTIONS(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)));
  const flags = [
    '--projects',
    '*',
    '--exceptions-file',
    'exceptions.yml',
    '--summary-file',
    'summary.md',
    '--code-quality-file',
    'cq.json',
    '--sarif-file',
    'gate.sarif',
  ];
  run = await runCli(
    ['--base-url', sb.url, ...flags],
    { ...ciEnvironment('azure', 'acme/api'), SEMGREP_APP_TOKEN: sb.tokens.demo },
    { cwd: dir },
  );
  summary = await readFile(join(dir, 'summary.md'), 'utf8');
}, 120_000);

const num = (text: string | undefined): number => Number((text ?? 'NaN').replaceAll(',', ''));

describe('a findings list kept in part', () => {
  it('is judged, and the summary says how many details it kept', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(summary).toMatch(/^### Findings \(10,051 code and supply-chain\)$/m);
    expect(summary).toContain('_The details of 9,998 are kept (the most severe and newest); 53 more are counted._');
  });

  it('counts every finding of this repository the notices leave out, not only the kept ones (A1)', () => {
    const issues = run.stdout.split('\n').filter((line) => line.startsWith('##vso[task.logissue type=warning;sourcepath='));
    const more = /findings-gate: more findings: ([\d,]+) more findings of this repository are not annotated/.exec(run.stdout);
    // acme/api: 10,050 counted (the two accepted are not), 9 annotated.
    expect(issues).toHaveLength(9);
    expect(num(more?.[1])).toBe(10_050 - 9);
  });

  it('says the SARIF file leaves out the findings whose details were not kept (A4)', () => {
    // 10,053 listed, 10,000 kept: 53 in no file.
    expect(run.stdout + run.stderr).toMatch(
      /^SARIF: \d+ results .*left out: .*53 listed whose details were not kept, of this repository or others\)$/m,
    );
  });

  it('the report file counts the list in the same numbers, what exceptions accepted apart (R1)', async () => {
    const report = JSON.parse(await readFile(join(run.cwd, 'findings-gate-report.json'), 'utf8')) as {
      findings: unknown;
      exceptions: { excepted: { findings: number } };
    };
    expect(report.findings).toEqual({ state: 'listed', count: 10_051, kept: 9_998 });
    expect(report.exceptions.excepted.findings).toBe(2);
  });

  it("says the code quality report's share in the summary's numbers (A2)", () => {
    expect(run.stdout).toContain(
      'the code quality report names 9,998 of 10,051 listed findings (the most severe and newest): the summary counts them all.',
    );
  });
});
