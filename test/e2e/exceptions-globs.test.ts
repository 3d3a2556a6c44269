// The exceptions file's globs, end to end (attack13 H2, H3): a file a pull request adds can no longer hold
// the run past its deadline with globs node's matcher expands 2^n ways or backtracks on, nor turn a FAIL
// into a softened error under on-api-error: warn. The built action against the sandbox.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf } from '../sandbox/data.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectWellBehaved, gate, sandbox } from './support.ts';

const PROJECT = 'acme/payments-api';
const expires = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
/** The path node's matcher backtracks on longest: a realistic file name. */
const LONG_PATH = 'src/components/AuthenticationProviderConfiguration.tsx';

const dataset = () =>
  datasetOf({
    projects: [PROJECT],
    findings: [{ project: PROJECT, product: 'code', severity: 'high', ruleId: 'javascript.legacy.xss' }],
    secrets: [{ id: '900001', repository: PROJECT, findingPath: `${LONG_PATH}:3` }],
  });

async function exceptionsFile(entries: string): Promise<string> {
  const path = join(await temporaryFolder('findings-gate-globs-'), 'exceptions.yml');
  await writeFile(path, `exceptions:\n${entries}`);
  return path;
}

function entry(match: string, paths: string[]): string {
  const list = paths.map((glob) => `'${glob}'`).join(', ');
  return `  - ${match}\n    paths: [${list}]\n    reason: generated code\n    owner: '@acme/web'\n    expires: ${expires}\n`;
}

describe.concurrent('exceptions: globs a pull request adds', () => {
  it('refuses, before any request, a glob whose braces expand past the bound (node expanded 2^16 patterns per finding)', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const file = await exceptionsFile(entry('rule: javascript.legacy.xss', ['{a,b}'.repeat(16)]));
    const run = await gate(sb, { projects: PROJECT, 'exceptions-file': file, 'timeout-seconds': '10', 'on-api-error': 'warn' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    const [error] = annotations(run, 'error');
    expect(error).toContain(`findings-gate could not decide: ${file}:3: entry 1: paths: the glob '{a,b}{a,b}`);
    expect(error).toContain("' cannot be matched: its braces make more than 64 alternatives: write fewer, or list the globs.");
    expect(sb.requests).toEqual([]);
  });

  it('refuses, at the first glob and before any request, a file whose globs each expand to 64 alternatives of 656 classes (attack14 N1)', async () => {
    const sb = await sandbox({ dataset: dataset() });
    // 40 globs of 1,998 characters: before, every one was expanded (557 MiB peak RSS, 4 s) and the file refused after.
    const glob = `${'{a,b}'.repeat(6)}${'[a]'.repeat(656)}`;
    const file = await exceptionsFile(
      entry(
        'rule: javascript.legacy.xss',
        Array.from({ length: 40 }, () => glob),
      ),
    );
    const run = await gate(sb, { projects: PROJECT, 'exceptions-file': file, 'timeout-seconds': '10', 'on-api-error': 'warn' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.signal).toBeNull();
    expect(run.code).toBe(1);
    // The file is refused as read: the run's peak stays that of a run that reads nothing (the build took 557 MiB).
    expect(run.peakRssBytes ?? Number.POSITIVE_INFINITY).toBeLessThan(200 * 1024 * 1024);
    expect(run.outputs.result).toBe('error');
    const [error] = annotations(run, 'error');
    expect(error).toContain(`findings-gate could not decide: ${file}:3: entry 1: paths: the glob '{a,b}{a,b}`);
    expect(error).toContain("brings the file's paths globs to 64 globs (braces expanded) of 126,336 characters: the limit is 1,000 globs");
    expect(sb.requests).toEqual([]);
  });

  it('matches backtracking globs in linear time: a FAIL stays a FAIL under on-api-error: warn, before the deadline', async () => {
    const sb = await sandbox({ dataset: dataset() });
    // node's matcher took seconds per glob on LONG_PATH; twelve of them passed the 5 s deadline by far.
    const globs = Array.from({ length: 12 }, (_, i) => `*/*/*?*?*?*?*?*?*?*Q${i}`);
    const file = await exceptionsFile(entry('secret: "900001"', globs));
    const run = await gate(sb, { projects: PROJECT, 'exceptions-file': file, 'timeout-seconds': '5', 'on-api-error': 'warn' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.signal).toBeNull();
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
    expect(run.outputs['valid-secrets']).toBe('1');
    expect(run.stdout).not.toContain('deadline');
  });

  it('takes what a brace glob of the documented grammar names, and leaves the rest', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const file = await exceptionsFile(entry('secret: "900001"', ['src/{components,pages}/*Provider*.{ts,tsx}:[0-9]']));
    const run = await gate(sb, { projects: PROJECT, 'exceptions-file': file });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs['valid-secrets']).toBe('0');
    expect(run.outputs.excepted).toBe('1');
  });
});
