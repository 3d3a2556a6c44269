// The command line, run as a CI job runs it (dist/cli/index.js in a process of its own, the CI's
// variables and nothing else), under Node 24 and Node 22: the exit-code matrix in every CI, what each
// CI shows (stdout, GitLab's sections, Azure's logging commands, the dotenv file), the default scope,
// and the refusals (an unknown flag, a token on the command line).
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciEnvironment, nodesUnderTest, runCli } from '../support/cli-runner.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { sandbox } from './support.ts';

const REPOSITORY = 'acme/payments-api';
const CIS = ['gitlab', 'azure', 'bitbucket', 'jenkins', 'generic'] as const;
/** Tuning for a fast failing API: one quick retry. */
const FAST = { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1', FINDINGS_GATE_REQUEST_TIMEOUT_MS: '2000' };

/** What a CI that names no repository must be told: the projects. */
const scopeFlags = (ci: string): string[] => (ci === 'jenkins' || ci === 'generic' ? ['--projects', REPOSITORY] : []);

interface Row {
  name: string;
  args: string[];
  fault?: boolean;
  code: number;
  /** The first line of stdout, when the gate reached a verdict or an error. */
  stdout?: RegExp;
}

const MATRIX: Row[] = [
  { name: 'pass', args: ['--fail-on-severity', 'none', '--fail-on-valid-secrets', 'false'], code: 0, stdout: /^findings-gate: PASS/ },
  { name: 'fail', args: [], code: 1, stdout: /^findings-gate: FAIL, 3 reasons/ },
  { name: 'warn (mode warn)', args: ['--mode', 'warn'], code: 0, stdout: /^findings-gate: FAIL, 3 reasons \(mode warn/ },
  { name: 'API error', args: [], fault: true, code: 2, stdout: /^findings-gate: ERROR, could not judge/ },
  { name: 'API error under on-api-error warn', args: ['--on-api-error', 'warn'], fault: true, code: 0, stdout: /^findings-gate: ERROR/ },
  {
    name: 'a bad setting',
    args: ['--fail-on-severity', 'severe'],
    code: 2,
    stdout: /^findings-gate: ERROR, could not judge \(configuration failed\): --fail-on-severity/,
  },
  { name: 'an unknown flag', args: ['--fail-on-severty', 'high'], code: 2 },
  { name: 'a token on the command line', args: ['--api-token', 'sgp_leaked_on_the_command_line'], code: 2 },
];

describe.each(nodesUnderTest())('findings-gate under $name', ({ path: node }) => {
  describe.each(CIS)('in %s', (ci) => {
    it.each(MATRIX)('$name exits $code', async ({ args, fault, code, stdout }) => {
      const sb = await sandbox();
      if (fault) sb.inject('report', { kind: 'status', status: 503 });
      const run = await runCli(
        ['--base-url', sb.url, ...scopeFlags(ci), ...args],
        {
          ...ciEnvironment(ci, REPOSITORY),
          FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
          ...FAST,
        },
        { node },
      );
      expect(run.code, run.stderr).toBe(code);
      // Azure's logging commands go to stdout too: the verdict is the first plain line.
      const plain = run.stdout.split('\n').filter((line) => !line.startsWith('##'));
      if (stdout) expect(plain[0]).toMatch(stdout);
      else expect(run.stdout).toBe('');
      // Outside GitHub, no workflow command; never the token.
      expect(`${run.stdout}\n${run.stderr}`).not.toMatch(/^::/m);
      expect(`${run.stdout}\n${run.stderr}`).not.toContain(sb.tokens.demo);
      expect(`${run.stdout}\n${run.stderr}`).not.toContain('sgp_leaked_on_the_command_line');
    });
  });
});

describe('findings-gate, refusing what it cannot take', () => {
  it('refuses --api-token, saying why and where the token goes, without echoing it', async () => {
    for (const form of [['--api-token', 'sgp_x_secret'], ['--api-token=sgp_x_secret']]) {
      const run = await runCli(form, {});
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--api-token is refused');
      expect(run.stderr).toContain('process');
      expect(run.stderr).toContain('FINDINGS_GATE_API_TOKEN or SEMGREP_APP_TOKEN');
      expect(run.stderr).not.toContain('sgp_x_secret');
    }
  });

  it('names the flag an unknown one is close to, and never its value', async () => {
    const run = await runCli(['--fail-on-severty=sgp_value_secret'], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown flag --fail-on-severty (did you mean --fail-on-severity?)');
    expect(run.stderr).not.toContain('sgp_value_secret');
  });

  it('refuses a misspelled FINDINGS_GATE_ variable, which would leave its setting at the default', async () => {
    const run = await runCli([], { FINDINGS_GATE_FAIL_ON_SEVERTY: 'low' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('FINDINGS_GATE_FAIL_ON_SEVERITY');
  });

  it('refuses a flag given an empty value, which would hide the variable set for the run behind the default (attack19 E1)', async () => {
    const sb = await sandbox();
    const env = { ...ciEnvironment('gitlab', REPOSITORY), SEMGREP_APP_TOKEN: sb.tokens.demo, FINDINGS_GATE_THRESHOLDS: 'total=10' };
    const flags = ['--base-url', sb.url, '--fail-on-severity', 'none', '--fail-on-valid-secrets', 'false', '--fail-on-malicious', 'false'];
    const byVariable = await runCli(flags, env);
    expect(byVariable.code).toBe(1);
    expect(byVariable.stdout).toMatch(/total: \d+ > 10/);
    // A template's `--thresholds "$GATE_THRESHOLDS"` where GATE_THRESHOLDS is unset: the run passed, silently.
    const empty = await runCli([...flags, '--thresholds', ''], env);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('--thresholds needs a value, and was given an empty one');
    expect(empty.stdout).not.toContain('PASS');
  });

  it('refuses two files at one path, a default among them, before any request (attack26 F1b)', async () => {
    const sb = await sandbox();
    const env = { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo };
    const cwd = await temporaryFolder('findings-gate-cli-files-');
    for (const [flags, message] of [
      [
        ['--sarif-file', './gl-code-quality-report.json'],
        '--sarif-file is "./gl-code-quality-report.json", the file the code quality report ("gl-code-quality-report.json") is written to: the SARIF file would replace the code quality report.',
      ],
      [
        ['--dependency-inventory', join(cwd, 'findings-gate-report.json')],
        `--dependency-inventory is ${JSON.stringify(join(cwd, 'findings-gate-report.json'))}, the file the report file ("${join(cwd, 'findings-gate-report.json')}") is written to: the report file would replace the dependency inventory.`,
      ],
      [
        ['--junit-file', 'out.xml', '--summary-file', join(cwd, 'out.xml')],
        '--junit-file is "out.xml", the file the summary file is written to: the JUnit file would replace the summary file.',
      ],
    ] as const) {
      const run = await runCli(['--base-url', sb.url, ...flags], env, { cwd });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stdout).toContain(message);
    }
    // The run that shows the error leaves the later writer out: the file is not replaced after all (attack29 W2).
    expect(await readFile(join(cwd, 'out.xml'), 'utf8')).toMatch(/^## .*findings-gate: error/);
    const report = await runCli(['--base-url', sb.url, '--report-file', 'r.json', '--junit-file', './r.json'], env, { cwd });
    expect(report.code).toBe(2);
    expect(JSON.parse(await readFile(join(cwd, 'r.json'), 'utf8'))).toMatchObject({ result: 'error' });
    // Through a link to a folder not made yet, which the report file's write would make (attack31 W3).
    await symlink(join(cwd, 'later'), join(cwd, 'dangling'));
    const dangling = await runCli(['--base-url', sb.url, '--report-file', 'later/r.json', '--junit-file', 'dangling/r.json'], env, { cwd });
    expect(dangling.code).toBe(2);
    expect(dangling.stdout).toContain('--junit-file is "dangling/r.json", the file the report file is written to');
    expect(sb.requests).toEqual([]);
  });

  it('requires --projects where the CI names no repository, and never gates the whole deployment by default', async () => {
    const sb = await sandbox();
    for (const ci of ['jenkins', 'generic']) {
      const run = await runCli(['--base-url', sb.url], { ...ciEnvironment(ci, REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo });
      expect(run.code).toBe(2);
      expect(run.stdout).toContain(`--projects is required in this CI (${ci})`);
    }
    expect(sb.requests.filter((request) => request.route === 'report')).toEqual([]);
  });

  it('reads every setting from FINDINGS_GATE_<NAME>, and a flag wins over it', async () => {
    const sb = await sandbox();
    const env = { ...ciEnvironment('gitlab', REPOSITORY), SEMGREP_APP_TOKEN: sb.tokens.demo, FINDINGS_GATE_BASE_URL: sb.url };
    const byVariable = await runCli([], { ...env, FINDINGS_GATE_FAIL_ON_SEVERITY: 'none', FINDINGS_GATE_FAIL_ON_VALID_SECRETS: 'false' });
    expect(byVariable.code).toBe(0);
    const flagWins = await runCli(['--fail-on-severity', 'critical'], {
      ...env,
      FINDINGS_GATE_FAIL_ON_SEVERITY: 'none',
      FINDINGS_GATE_FAIL_ON_VALID_SECRETS: 'false',
    });
    expect(flagWins.code).toBe(1);
    expect(flagWins.stdout).toContain('critical: 7 > 0 (fail-on-severity critical)');
  });

  it('prints --help (every flag, the exit codes) and --version', async () => {
    const help = await runCli(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes:');
    expect(help.stdout).toContain('--fail-on-severity <value>');
    const version = await runCli(['--version'], {});
    const pkg = JSON.parse(await readFile(join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
    expect(version.stdout.trim()).toBe(pkg.version);
  });
});

describe('findings-gate, where each CI shows results', () => {
  it('GitLab: the scope is CI_PROJECT_PATH, the log in collapsed sections, the dotenv outputs, the code quality report by default', async () => {
    const sb = await sandbox();
    const run = await runCli(['--base-url', sb.url, '--outputs-file', 'gate.env'], {
      ...ciEnvironment('gitlab', REPOSITORY),
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /\u001b\[0Ksection_start:\d+:findings_gate_1_resolving_the_deployment\[collapsed=true\]\r\u001b\[0KResolving the deployment/,
    );
    expect(run.stderr).toMatch(/\u001b\[0Ksection_end:\d+:findings_gate_1_resolving_the_deployment\r\u001b\[0K/);
    const dotenv = await readFile(join(run.cwd, 'gate.env'), 'utf8');
    const lines = dotenv.trim().split('\n');
    for (const line of lines) expect(line).toMatch(/^FINDINGS_GATE_OUT_[A-Z_]+=[^\r\n]*$/);
    expect(lines.at(-1)).toBe('FINDINGS_GATE_OUT_RESULT=fail');
    expect(lines).toContain('FINDINGS_GATE_OUT_TOTAL=39');
    const issues = JSON.parse(await readFile(join(run.cwd, 'gl-code-quality-report.json'), 'utf8')) as unknown[];
    expect(issues.length).toBeGreaterThan(0);
    expect(sb.requests.some((request) => request.route === 'report')).toBe(true);
  });

  it("GitLab: a later job that gets the dotenv report's variables takes none of them as its settings (attack23 N2)", async () => {
    const sb = await sandbox();
    const env = { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo, FINDINGS_GATE_BASE_URL: sb.url };
    const files = await temporaryFolder('findings-gate-job-one-');
    const sarif = join(files, 'job1.sarif');
    const inventory = join(files, 'job1-inventory.json');
    const one = await runCli(['--outputs-file', join(files, 'gate.env'), '--sarif-file', sarif, '--dependency-inventory', inventory], env);
    expect(one.code).toBe(1);
    const dotenv = await readFile(join(files, 'gate.env'), 'utf8');
    const variables = Object.fromEntries(
      dotenv
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(variables).toMatchObject({
      FINDINGS_GATE_OUT_SARIF_FILE: sarif,
      FINDINGS_GATE_OUT_DEPENDENCY_INVENTORY: inventory,
      FINDINGS_GATE_OUT_RESULT: 'fail',
    });
    // Job 1's files, as its artifacts keep them: job 2 must not write over them.
    for (const file of [sarif, inventory]) await writeFile(file, 'kept from job 1\n');
    // Job 2, in a later stage, with job 1's dotenv variables: it asks for no inventory, and writes over none of job 1's files.
    const before = sb.requests.length;
    const two = await runCli([], { ...env, ...variables });
    expect(two.code).toBe(1);
    expect(two.stderr).not.toMatch(/unknown environment variable/);
    expect(sb.requests.slice(before).some((request) => request.route === 'dependencies')).toBe(false);
    for (const file of [sarif, inventory]) expect(await readFile(file, 'utf8')).toBe('kept from job 1\n');
  });

  it('GitLab: no code quality report for the whole deployment unless asked (a nightly need not walk every finding)', async () => {
    const sb = await sandbox();
    const env = { ...ciEnvironment('gitlab', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo };
    const whole = await runCli(['--base-url', sb.url, '--projects', '*', '--mode', 'warn'], env);
    expect(whole.code).toBe(0);
    await expect(readFile(join(whole.cwd, 'gl-code-quality-report.json'), 'utf8')).rejects.toThrow();
    const asked = await runCli(['--base-url', sb.url, '--projects', '*', '--mode', 'warn', '--code-quality-file', 'cq.json'], env);
    expect(JSON.parse(await readFile(join(asked.cwd, 'cq.json'), 'utf8')).length).toBeGreaterThan(0);
  });

  it('Azure: issues, output variables and the summary as logging commands; the summary file uploaded', async () => {
    const sb = await sandbox();
    const run = await runCli(['--base-url', sb.url], { ...ciEnvironment('azure', REPOSITORY), FINDINGS_GATE_API_TOKEN: sb.tokens.demo });
    expect(run.code).toBe(1);
    const commands = run.stdout.split('\n').filter((line) => line.startsWith('##vso['));
    expect(commands).toContain('##vso[task.setvariable variable=FINDINGS_GATE_OUT_RESULT;isOutput=true]fail');
    expect(
      commands.some((line) => /^##vso\[task\.logissue type=error;sourcepath=[^;\]]+;linenumber=\d+\]Confirmed-valid secret/.test(line)),
    ).toBe(true);
    const upload = commands.find((line) => line.startsWith('##vso[task.uploadsummary]'));
    expect(upload).toBeDefined();
    const summary = await readFile((upload ?? '').slice('##vso[task.uploadsummary]'.length), 'utf8');
    expect(summary).toContain('findings-gate');
    expect(commands.at(-1)).toMatch(/^##vso\[task\.logissue type=error\]findings-gate failed/);
  });

  it('writes the summary file in any CI, and the plain verdict with its table on stdout', async () => {
    const sb = await sandbox();
    const run = await runCli(['--base-url', sb.url, '--projects', REPOSITORY, '--summary-file', 'out/summary.md'], {
      ...ciEnvironment('jenkins', REPOSITORY),
      FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^\s+code\s+SCA\s+secrets\s+total$/m);
    // The cells the summary marks over budget: each product's criticals and their total.
    expect(run.stdout).toMatch(/^critical\s+2\*\s+3\*\s+2\*\s+7\*$/m);
    expect(await readFile(join(run.cwd, 'out/summary.md'), 'utf8')).toContain('### Findings in scope');
  });

  it('waits for the scan of the CI commit (CI_COMMIT_SHA) with wait-for-scan true', async () => {
    const sb = await sandbox();
    const projectId = sb.dataset.projects.find((p) => p.name === REPOSITORY)?.id;
    const commit = sb.dataset.scans?.find((scan) => scan.projectId === projectId && scan.status === 'SCAN_STATUS_COMPLETED')?.commit;
    expect(commit).toBeDefined();
    const run = await runCli(
      ['--base-url', sb.url, '--wait-for-scan', 'true', '--fail-on-severity', 'none', '--fail-on-valid-secrets', 'false'],
      {
        ...ciEnvironment('gitlab', REPOSITORY, commit),
        FINDINGS_GATE_API_TOKEN: sb.tokens.demo,
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`Waiting for a completed scan of ${commit?.slice(0, 7)}`);
  });
});

describe('findings-gate, hostile server text in other CIs', () => {
  const PROJECT = 'acme/api';
  const HOSTILE = [
    'AWS ##vso[task.setvariable variable=FINDINGS_GATE_OUT_RESULT;isOutput=true]pass',
    'Stripe\r\n##vso[task.complete result=Succeeded;]done',
    'Slack ##[group]fake section',
    `GitLab \u001b[0Ksection_start:1:fake[collapsed=true]\r\u001b[0Kfake`,
  ];

  async function hostileSandbox() {
    const { datasetOf } = await import('../sandbox/data.ts');
    return sandbox({
      dataset: datasetOf({
        deploymentName: 'acme ##vso[task.complete result=Succeeded]',
        projects: [PROJECT],
        findings: [{ project: PROJECT, severity: 'critical' }],
        secrets: HOSTILE.map((type, i) => ({
          repository: {
            name: PROJECT,
            url: 'https://github.com/acme/api',
            scmType: 'SCM_TYPE_GITHUB',
            visibility: 'REPOSITORY_VISIBILITY_PRIVATE',
          },
          type,
          severity: 'high',
          findingPath: `src/a;type=warning]##vso[task.complete result=Succeeded]\n${i}.ts:${i + 1}`,
        })),
      }),
    });
  }

  it('Azure: every ##vso line is one the gate wrote, and its values read back as sent', async () => {
    const sb = await hostileSandbox();
    const run = await runCli(['--base-url', sb.url], { ...ciEnvironment('azure', PROJECT), FINDINGS_GATE_API_TOKEN: sb.tokens.demo });
    expect(run.code).toBe(1);
    const lines = `${run.stdout}\n${run.stderr}`.split('\n');
    const commands = lines.filter((line) => /##vso\[/i.test(line));
    // Each command starts its line, and is one the gate writes; none is task.complete (only a softened run writes one).
    for (const line of commands) expect(line).toMatch(/^##vso\[(task\.logissue |task\.setvariable |task\.uploadsummary\])/);
    expect(commands.filter((line) => line.startsWith('##vso[task.setvariable variable=FINDINGS_GATE_OUT_RESULT'))).toEqual([
      '##vso[task.setvariable variable=FINDINGS_GATE_OUT_RESULT;isOutput=true]fail',
    ]);
    // The secrets' issues: the path's ; and ] escaped, the type's command broken.
    const issues = commands.filter((line) => line.startsWith('##vso[task.logissue type=error;sourcepath='));
    expect(issues.length).toBe(HOSTILE.length);
    for (const issue of issues) {
      const head = issue.slice(0, issue.indexOf(']'));
      expect(head).toMatch(/^##vso\[task\.logissue type=error;sourcepath=[^;\]]+;linenumber=\d+$/);
      expect(issue.slice(head.length + 1)).not.toMatch(/##vso\[|##\[/i);
    }
    expect(lines.filter((line) => line.startsWith('##[') && !/^##\[(group|endgroup|debug)\]/.test(line))).toEqual([]);
  });

  it("GitLab: no section marker but the gate's own, no escape character from the server", async () => {
    const sb = await hostileSandbox();
    const run = await runCli(['--base-url', sb.url], { ...ciEnvironment('gitlab', PROJECT), FINDINGS_GATE_API_TOKEN: sb.tokens.demo });
    expect(run.code).toBe(1);
    const markers = [...run.stderr.matchAll(/section_(start|end):\d+:([^[\r]+)/g)].map((match) => match[2]);
    expect(markers.every((name) => name?.startsWith('findings_gate_'))).toBe(true);
    expect(
      `${run.stdout}${run.stderr}`.replace(
        /\u001b\[0Ksection_(start|end):\d+:findings_gate_[a-z0-9_]+(\[collapsed=true\])?\r\u001b\[0K/g,
        '',
      ),
    ).not.toMatch(/[\u001b\r]/);
  });
});

describe('findings-gate in a GitHub workflow', () => {
  it("writes GitHub's workflow commands, outputs and job summary, and still exits 2 when it could not judge", async () => {
    const { writeFile } = await import('node:fs/promises');
    const dir = await temporaryFolder('findings-gate-cli-gh-');
    const github = {
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      RUNNER_TEMP: dir,
    };
    await writeFile(github.GITHUB_OUTPUT, '');
    await writeFile(github.GITHUB_STEP_SUMMARY, '');
    const sb = await sandbox();
    const failed = await runCli(['--base-url', sb.url], { ...github, FINDINGS_GATE_API_TOKEN: sb.tokens.demo });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^::error::findings-gate failed/m);
    expect(await readFile(github.GITHUB_OUTPUT, 'utf8')).toMatch(/^result<<.+\nfail\n/m);
    expect(await readFile(github.GITHUB_STEP_SUMMARY, 'utf8')).toContain('### Findings in scope');
    sb.inject('report', { kind: 'status', status: 503 });
    const error = await runCli(['--base-url', sb.url], { ...github, FINDINGS_GATE_API_TOKEN: sb.tokens.demo, ...FAST });
    expect(error.code).toBe(2);
    expect(error.stdout).toMatch(/^::error::findings-gate could not decide/m);
  });
});
