// What the platform's policy fails the run on, named where findings are named (attack42 M1): a finding from a
// malicious dependency that an SCA filter leaves out of the counts, or a secret in Block mode that is not
// confirmed valid, fails the gate; the code quality report (GitLab's merge request widget), the SARIF file
// (code scanning), the annotations and Azure's log issues name it too, once, apart from the counted findings
// (the matrix and the outputs count nothing more), with a fingerprint of its own. A blocked finding the list
// already names is not named twice.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf, type FindingInput, type SecretInput } from '../sandbox/data.ts';
import { ciEnvironment, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectWellBehaved, gate, rendered, sandbox } from './support.ts';

const APP = 'acme/app';
const findings: FindingInput[] = [
  { project: APP, product: 'sca', severity: 'high', ruleId: 's.mal', malicious: true, reachability: 'unreachable' },
  { project: APP, product: 'code', severity: 'high', ruleId: 'js.block.sqli', status: 'open' },
  { project: APP, product: 'code', severity: 'low', ruleId: 'js.monitor.style', status: 'open' },
];
const secrets: SecretInput[] = [{ repository: APP, validationState: 'confirmed_invalid', mode: 'MODE_BLOCK', type: 'GitHub' }];
const dataset = () =>
  datasetOf({ projects: [APP], findings, secrets, ruleModes: { 'js.block.sqli': 'block', 'js.monitor.style': 'monitor' } });

interface Entry {
  description: string;
  check_name: string;
  fingerprint: string;
  location: { path: string };
}
interface Sarif {
  runs: { results: { ruleId: string; level: string; message: { text: string }; partialFingerprints: Record<string, string> }[] }[];
}

describe.concurrent('the policy items apart from the counted findings (attack42 M1)', () => {
  it('the code quality report and the SARIF file of the command line name the malicious finding an SCA filter leaves out, the counts unchanged', async () => {
    const sb = await sandbox({
      dataset: datasetOf({ projects: ['acme/api'], findings: [{ ...findings[0], project: 'acme/api' } as FindingInput] }),
    });
    const dir = await temporaryFolder('policy-apart-');
    const flags = ['--projects', 'acme/api', '--sca-reachable-only', 'true', '--summary-file', 's.md', '--code-quality-file', 'cq.json'];
    const run = await runCli(
      ['--base-url', sb.url, ...flags, '--sarif-file', 'g.sarif', '--outputs-file', 'o.env'],
      { ...ciEnvironment('gitlab', 'acme/api'), SEMGREP_APP_TOKEN: sb.tokens.demo },
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('1 finding from a malicious dependency (fail-on-malicious)');
    // One set of numbers: the policy's item is shown, not counted again.
    const summary = rendered(await readFile(join(dir, 's.md'), 'utf8'));
    expect(summary).toContain('### Blocked by policy (1)');
    expect(summary).not.toMatch(/### Findings \([1-9]/);
    const env = await readFile(join(dir, 'o.env'), 'utf8');
    expect(env).toContain('FINDINGS_GATE_OUT_TOTAL=0\n');
    expect(env).toContain('FINDINGS_GATE_OUT_MALICIOUS=1\n');
    const cq = JSON.parse(await readFile(join(dir, 'cq.json'), 'utf8')) as Entry[];
    expect(cq).toHaveLength(1);
    expect(cq[0]?.check_name).toBe('s.mal');
    expect(cq[0]?.description).toMatch(/blocked by policy: from a malicious dependency \(fail-on-malicious\).*not counted again/);
    const sarif = JSON.parse(await readFile(join(dir, 'g.sarif'), 'utf8')) as Sarif;
    expect(sarif.runs[0]?.results).toHaveLength(1);
    expect(sarif.runs[0]?.results[0]).toMatchObject({ ruleId: 's.mal', level: 'error' });
    expect(sarif.runs[0]?.results[0]?.message.text).toContain('blocked by policy: from a malicious dependency (fail-on-malicious)');
    expect(run.stderr).toMatch(/code quality: 1 issues written to .*\(1 blocked by policy, shown apart from the counted findings\)/);
  }, 60_000);

  it('the action annotates the malicious finding and the secret in Block mode once each, and the SARIF file holds them under fingerprints of their own', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const dir = await temporaryFolder('policy-apart-gh-');
    const sarifFile = join(dir, 'g.sarif');
    const run = await gate(
      sb,
      { projects: APP, 'fail-on-severity': 'none', 'fail-on-blocking': 'true', 'sca-reachable-only': 'true', 'sarif-file': sarifFile },
      { GITHUB_REPOSITORY: APP },
    );
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', blocking: '2', malicious: '1' });
    const errors = annotations(run, 'error');
    expect(errors.filter((text) => text.includes('blocked by policy'))).toHaveLength(2);
    expect(errors.some((text) => /secret in Block mode \(fail-on-blocking\)/.test(text))).toBe(true);
    expect(errors.some((text) => /from a malicious dependency \(fail-on-malicious\)/.test(text))).toBe(true);
    // The blocked code finding the list names is a notice of the list, never an error beside it.
    const notices = run.stdout.split('\n').filter((line) => line.startsWith('::notice'));
    expect(notices.filter((line) => line.includes('js.block.sqli'))).toHaveLength(1);
    expect(errors.some((text) => text.includes('js.block.sqli'))).toBe(false);
    const sarif = JSON.parse(await readFile(sarifFile, 'utf8')) as Sarif;
    const results = sarif.runs[0]?.results ?? [];
    expect(results.map((r) => r.ruleId).sort()).toEqual([
      'findings-gate/policy/secret/github',
      'js.block.sqli',
      'js.monitor.style',
      's.mal',
    ]);
    const prints = results.map((r) => Object.values(r.partialFingerprints).join());
    expect(new Set(prints).size).toBe(results.length);
    expect(rendered(run.summary)).toContain('### Blocked by policy (3)');
  }, 60_000);

  it("Azure's log issues name them too", async () => {
    const sb = await sandbox({ dataset: dataset() });
    const dir = await temporaryFolder('policy-apart-az-');
    const run = await runCli(
      ['--base-url', sb.url, '--projects', APP, '--fail-on-severity', 'none', '--fail-on-blocking', 'true', '--sca-reachable-only', 'true'],
      { ...ciEnvironment('azure', APP), AGENT_TEMPDIRECTORY: dir, SEMGREP_APP_TOKEN: sb.tokens.demo },
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(1);
    const issues = run.stdout.split('\n').filter((line) => line.startsWith('##vso[task.logissue type=error'));
    expect(issues.filter((line) => line.includes('blocked by policy'))).toHaveLength(2);
  }, 60_000);
});
