// docs/errors.md against the built action and command line: every message it lists is one they really
// print (each row reproduced against the sandbox, or with the command line it names). The examples of the
// README and docs/ are checked in test/docs.test.ts.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../sandbox/server.ts';
import { CLI_ENTRY, runCli } from '../support/cli-runner.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/github-api.ts';
import type { RunResult } from '../support/runner.ts';
import { ACTION_ENTRY } from '../support/runner.ts';
import { annotations, gate, sandbox } from './support.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const errorsPage = await readFile(join(root, 'docs/errors.md'), 'utf8');

/** The body of the section of docs/errors.md whose heading is `title`, down to the next `## ` heading. */
function section(title: string): string {
  const start = errorsPage.indexOf(`## ${title}\n`);
  if (start === -1) return '';
  const end = errorsPage.indexOf('\n## ', start + 1);
  return errorsPage.slice(start, end === -1 ? undefined : end);
}

/** The message (first cell, in backticks) of each row of a section's table. */
const messagesIn = (title: string): string[] =>
  section(title)
    .split('\n')
    .map((line) => /^\|\s*`([^`]+)`/.exec(line)?.[1])
    .filter((message): message is string => message !== undefined);

const documented = messagesIn('What each error means');

/** The text of a bundle: its entry and the chunks it loads, every .js file of its folder. */
async function bundleText(entry: string): Promise<string> {
  const folder = dirname(entry);
  const chunks = (await readdir(folder)).filter((name) => name.endsWith('.js'));
  return (await Promise.all(chunks.map((name) => readFile(join(folder, name), 'utf8')))).join('\n');
}

/** Whether each fixed piece of a documented message (between its placeholders and its operation's name) is in a bundle's text. */
const piecesIn = (bundle: string, message: string): boolean =>
  message
    .split(/\bN\b|\bX\b|\bPATH\b|<operation>: |^exceptions: |\.\.\./)
    .map((piece) => piece.trim())
    .every((piece) => bundle.includes(piece));

// Placeholders the table uses, and what each stands for.
const PLACEHOLDERS: Record<string, string> = {
  '...': '.*',
  '<operation>': '(?:identity|deployments|report|secrets|dependencies|projects|scans)',
  X: '.+',
  N: '[0-9][0-9.,]*',
  ORIGIN: 'https?://[^ ;]+',
  CODE: '[A-Z_]+',
  PATH: '/.+',
};

/** A documented message as a regular expression over a printed one. */
function patternOf(message: string): RegExp {
  const parts = message.split(/(\.\.\.|<operation>|\bX\b|\bN\b|\bORIGIN\b|\bCODE\b|\bPATH\b)/);
  const body = parts.map((part) => PLACEHOLDERS[part] ?? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('');
  return new RegExp(`^${body}$`, 's');
}

/** What a run printed as errors and warnings, without the `findings-gate could not decide: ` lead-in. */
function messagesOf(run: RunResult): string[] {
  return [...annotations(run, 'error'), ...annotations(run, 'warning')].map((message) =>
    message.replace(/^findings-gate could not decide(?: \([^)]*\))?: /, ''),
  );
}

/** Messages no sandbox run can provoke (the sandbox's tokens always see one deployment): checked in the bundle's text. */
const NOT_REPRODUCIBLE = [
  "deployments: the token's identity names no deployment and it can see N; set the deployment input",
  // Two million items take a minute to serve; test/e2e/memory.test.ts reaches this cap.
  '<operation>: the list holds more than N items, the most the gate remembers to detect repeats; ...',
  // The same bound over the run's lists together: test/api/pages.test.ts reaches it.
  '<operation>: the lists of the run hold more than N items, the most the gate remembers to detect repeats; ...',
  // 25,001 repositories of a list take half a minute to serve; test/e2e/answers-memory.test.ts reaches this cap.
  '<operation>: the list names more than N repositories; stopped rather than judge a part of them ...',
  // 500,001 findings take half a minute to serve; test/e2e/answers-memory.test.ts reaches this cap.
  '<operation>: the lists name more than N findings, the most a run remembers; stopped rather than judge a part of them ...',
  // 100,001 projects of the list and the report together take 34 pages or 16 MB answers; test/e2e/answers-memory.test.ts reaches this cap.
  "<operation>: the projects list and the report's answers name more than N projects together, the most a run keeps; stopped rather than judge a part of them ...",
  // 14,000,001 characters of project names and labels take pages and answers of long names; test/e2e/answers-memory.test.ts reaches this cap.
  "<operation>: the projects list and the report's answers name projects of more than N characters together (names, labels, ids and addresses; a text past U+00FF counts twice), the most a run keeps; stopped rather than judge a part of them ...",
  // Matching is linear within the exceptions file's bound: its deadline takes a large file and many findings; test/gate/exceptions.test.ts reaches it on an injected clock.
  "exceptions: the run's deadline of N s was reached while the gate matched what it read with the entries of PATH (its own work, not the API's): ...",
  // The watchdog ends a run still busy with its own work 5 s past the deadline: test/finish.test.ts reaches it.
  "the run's deadline of N s was reached, and N s later the run had not ended: the gate's own work held it (its main thread busy N% of the run); on-api-error: warn does not soften it",
  // ... and a run waiting on a connection through a proxy that never answers, the request timeout past the deadline: test/e2e/proxy-silent.test.ts reaches it.
  "the run's deadline of N s was reached, and N s later the run had not ended: a request to the API was still waiting (its main thread busy N% of the run), most likely for a connection to the API or through its proxy, which the deadline does not cut (the request timeout ends it); on-api-error: warn does not soften it, as a walk still out may hold what fails the run",
  // A deadline the gate's own work used takes a list of findings costly to process: test/e2e/own-deadline.test.ts reaches it.
  "<operation>: the run's deadline of N s was reached, and the gate's own work had kept its main thread busy for N% of that time, more than half (it was not mostly waiting on the API), so on-api-error: warn does not soften it: raise timeout-seconds, or gate fewer projects or findings at once",
];

describe("docs/errors.md: 'What each error means'", () => {
  let sb: Sandbox;
  let github: FakeGitHub | undefined;
  let dir = '';
  const printed: string[] = [];
  const fast = { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1', GITHUB_REPOSITORY: 'acme/payments-api' };

  /** A full page of the findings list: 3,000 code findings of the scope. */
  const fullPage = Array.from({ length: 3000 }, (_, i) => ({
    id: 50_000 + i,
    severity: 'low',
    rule: { name: `rules.r${i}` },
    repository: { name: 'acme/payments-api' },
  }));

  beforeAll(async () => {
    sb = await sandbox();
    dir = await mkdtemp(join(tmpdir(), 'findings-gate-readme-'));
    await writeFile(join(dir, 'a-file'), '');
    const exceptions = async (name: string, text: string): Promise<string> => {
      await writeFile(join(dir, name), text);
      return join(dir, name);
    };
    const unusable = await exceptions('unusable.yml', 'exceptions:\n  - rule: x\n    reason: r\n    expires: someday\n');
    const notYaml = await exceptions('not-yaml.yml', 'exceptions:\n  - rule: [x\n');
    const tagged = await exceptions('tagged.yml', 'exceptions:\n  - rule: x\n    reason: !!binary cg==\n');
    const anchored = await exceptions('anchored.yml', 'exceptions:\n  - rule: &r x\n    reason: *r\n');
    const nested = await exceptions('nested.yml', `exceptions: ${'['.repeat(9)}${']'.repeat(9)}\n`);
    const crowded = await exceptions('crowded.yml', `exceptions:\n${'  - rule: x\n'.repeat(20_000)}`);
    const negated = await exceptions('negated.yml', "exceptions:\n  - rule: x\n    paths: ['!src/**']\n    reason: r\n    owner: o\n");
    const stale = await exceptions(
      'stale.yml',
      `exceptions:\n  - rule: no.such.rule\n    reason: r\n    expires: ${new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10)}\n  - rule: x\n    reason: r\n    expires: 2020-01-01\n`,
    );
    // A nightly's report file that records the finding ids: a baseline of ids.
    const nightly = await gate(sb, { 'record-finding-ids': 'true', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' }, fast);
    const baselineWithIds = await exceptions('baseline-ids.json', nightly.reportText ?? '');
    // An organisation's policy file: of the checkout, and of another repository (GitHub's stand-in).
    const head = 'b'.repeat(40);
    github = await startFakeGitHub();
    github.repositories['acme/policies'] = {
      refs: { main: head },
      files: { [head]: { 'gate.yml': 'fail-on-severity: critical\n', 'lost-exceptions.yml': 'exceptions-file: missing.yml\n' } },
    };
    const remote = { GITHUB_API_URL: github.url };
    const policy = async (name: string, text: string): Promise<string> => exceptions(name, text);
    const typo = await policy('policy-typo.yml', 'mode: enforce\nfail-on-severty: high\n');
    const withToken = await policy('policy-token.yml', 'api-token: sgp_in_a_file\n');
    const blank = await policy('policy-blank.yml', 'mode:\n');
    const huge = await policy('policy-huge.yml', 'fail-on-severity: huge\n');
    const strict = await policy('policy-strict.yml', 'mode: enforce\n');
    const fixed = await policy('policy-fixed.yml', 'base-url: https://semgrep.example\n');
    const scoped = await policy('policy-scoped.yml', 'projects: acme/payments-api\n');
    const scenarios: { inputs?: Record<string, string>; env?: Record<string, string>; fault?: () => void }[] = [
      { inputs: { 'config-file': join(dir, 'no-policy.yml') } },
      { inputs: { 'config-file': 'acme/policies/gate.yml@a..b' } },
      { inputs: { 'config-file': 'acme/policies/gate.yml@main', 'config-api-url': 'http://example.com' } },
      { inputs: { 'config-file': typo, 'config-token': 'two words' } },
      { inputs: { 'config-file': 'acme/policies/gate.yml@main' }, env: remote },
      { inputs: { 'config-file': `acme/policies/lost-exceptions.yml@${head}` }, env: remote },
      { inputs: { 'config-file': typo } },
      { inputs: { 'config-file': withToken } },
      { inputs: { 'config-file': blank } },
      { inputs: { 'config-file': huge } },
      { inputs: { 'config-file': strict, mode: 'warn' } },
      { inputs: { 'config-file': fixed } },
      { inputs: { 'config-file': scoped, projects: 'acme/search-service' } },
      { inputs: { 'exceptions-file': join(dir, 'no-exceptions.yml') } },
      { inputs: { 'exceptions-file': unusable } },
      { inputs: { 'exceptions-file': notYaml } },
      { inputs: { 'exceptions-file': tagged } },
      { inputs: { 'exceptions-file': anchored } },
      { inputs: { 'exceptions-file': nested } },
      { inputs: { 'exceptions-file': crowded } },
      { inputs: { 'exceptions-file': negated } },
      // gate-on new against a baseline of finding ids (the nightly's report file), the list turned off, nothing new.
      {
        inputs: {
          'baseline-file': baselineWithIds,
          'gate-on': 'new',
          'list-findings': 'false',
          'fail-on-malicious': 'false',
          'fail-on-valid-secrets': 'false',
        },
      },
      { inputs: { 'exceptions-file': stale } },
      { inputs: { 'api-token': '' } },
      { inputs: { 'fail-on-severity': 'huge' } },
      { inputs: { 'base-url': 'http://example.com' } },
      { inputs: { 'api-token': 'sgp_wrong' } },
      { inputs: { 'api-token': sb.tokens.noWebApi } },
      { inputs: { deployment: '9999' } },
      { inputs: { deployment: 'no-such-deployment' } },
      { fault: () => sb.inject('report', { kind: 'status', status: 403, times: 1 }) },
      { fault: () => sb.inject('report', { kind: 'status', status: 400, times: 1, body: '{"error":"invalid value"}' }) },
      { fault: () => sb.inject('report', { kind: 'status', status: 503 }) },
      { fault: () => sb.inject('report', { kind: 'status', status: 500, times: 1 }) },
      // A Retry-After (capped at 30 s) that would pass the deadline of 5 s: the run stops at once, naming the wait asked.
      { inputs: { 'timeout-seconds': '5' }, fault: () => sb.inject('report', { kind: 'status', status: 429, retryAfter: '3600' }) },
      { fault: () => sb.inject('report', { kind: 'redirect', location: 'https://elsewhere.example/x', times: 1 }) },
      { inputs: { 'base-url': 'http://127.0.0.1:1' } },
      { env: { FINDINGS_GATE_REQUEST_TIMEOUT_MS: '200' }, fault: () => sb.inject('report', { kind: 'hang' }) },
      { fault: () => sb.inject('report', { kind: 'malformed', times: 1 }) },
      {
        inputs: { 'dependency-inventory': join(dir, 'inventory.json') },
        fault: () => sb.inject('dependencies', { kind: 'stuck-cursor' }),
      },
      { inputs: { 'dependency-inventory': join(dir, 'a-file', 'inventory.json') } },
      { env: { FINDINGS_GATE_MAX_PAGES: '1' }, fault: () => sb.inject('secrets', { kind: 'stuck-cursor' }) },
      // 3 s: a run busy more than half its deadline is the gate's own error (start-up alone, on a loaded machine, can be half of 1 s).
      { inputs: { 'timeout-seconds': '3' }, fault: () => sb.inject('report', { kind: 'hang' }) },
      { inputs: { projects: 'acme/Payments-API' } },
      { inputs: { 'baseline-file': join(dir, 'no-baseline.json') } },
      { inputs: { 'project-ids': '999999' } },
      // A name the projects list gives two live projects: which one to judge is not known (attack45 F2).
      {
        inputs: { projects: 'acme/payments-api' },
        fault: () =>
          sb.inject('projects', {
            kind: 'rewrite',
            apply: (body) => {
              const projects = (body as { projects?: { name?: string }[] }).projects ?? [];
              const twin = projects.find((project) => project.name === 'acme/payments-api');
              return twin === undefined ? body : { ...(body as object), projects: [...projects, { ...twin, id: '999' }] };
            },
          }),
      },
      // A token of another deployment, which holds no project: nothing to judge is no pass (attack23 G4b).
      { inputs: { 'api-token': sb.tokens.other, projects: '*' } },
      { inputs: { 'fail-on-blocked-license': 'true' } },
      { inputs: { 'scan-max-age': '1m' } },
      { inputs: { 'wait-for-scan': 'abcdef1', 'timeout-seconds': '2' }, env: { FINDINGS_GATE_SCAN_POLL_MIN_MS: '200' } },
      { fault: () => sb.inject('secrets', { kind: 'ignore-repo-filter' }) },
      { env: { FINDINGS_GATE_MAX_RESPONSE_BYTES: '50' } },
      { fault: () => sb.inject('report', { kind: 'truncated' }) },
      { fault: () => sb.inject('report', { kind: 'status', status: 404, body: '<html><body>Not Found</body></html>' }) },
      // A full first page of code findings, then a later page that fails.
      {
        fault: () => {
          sb.inject('findings', {
            kind: 'rewrite',
            apply: (body, { query }) => (query.issue_type?.[0] === 'sast' ? { findings: fullPage } : body),
          });
          sb.inject('findings', {
            kind: 'status',
            status: 404,
            when: ({ query }) => query.issue_type?.[0] === 'sast' && query.page?.[0] !== '0',
          });
        },
      },
      // The same full page for every page number.
      {
        fault: () =>
          sb.inject('findings', {
            kind: 'rewrite',
            apply: (body, { query }) => (query.issue_type?.[0] === 'sast' ? { findings: fullPage } : body),
          }),
      },
      // A list that names none of the code findings the report counts.
      {
        fault: () =>
          sb.inject('findings', {
            kind: 'rewrite',
            apply: (body, { query }) => (query.issue_type?.[0] === 'sast' ? { findings: [] } : body),
          }),
      },
    ];
    for (const { inputs = {}, env = {}, fault } of scenarios) {
      sb.clearFaults();
      fault?.();
      printed.push(...messagesOf(await gate(sb, inputs, { ...fast, ...env })));
    }
    sb.clearFaults();
    // 58 runs one after another, on one sandbox (each scenario sets its faults): over 120 s at load 15-19 on
    // 2 cores, where the hook failed, and ~390 s at load 23-30. Each run is killed at 20 s of its own (gate()):
    // 58 x 20 s is the most they can take without a hang, and the bound is just above it.
  }, 1_220_000);

  afterAll(async () => {
    await github?.close();
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });

  it('has a table of messages', () => {
    expect(documented.length).toBeGreaterThan(10);
  });

  it('lists only messages the action prints, as it prints them', async () => {
    const bundle = await bundleText(ACTION_ENTRY);
    const missing = documented.filter((message) => {
      if (NOT_REPRODUCIBLE.includes(message)) return !piecesIn(bundle, message);
      const pattern = patternOf(message);
      return !printed.some((line) => pattern.test(line));
    });
    expect(missing, `printed messages:\n${printed.join('\n')}`).toEqual([]);
  });
});

describe("docs/errors.md: the command line's own errors", () => {
  const own = messagesIn("The command line's own errors");
  // A Node.js too old is checked in the bundle's text: the test runs under the Node it needs.
  const tooOld = own.filter((message) => message.startsWith('findings-gate needs Node.js'));

  it('lists only messages the command line prints, as it prints them, with exit 2', async () => {
    expect(own.length).toBeGreaterThan(5);
    const printed: string[] = [];
    const misuses: { args: string[]; env?: Record<string, string> }[] = [
      { args: ['extra'] },
      { args: ['--api-token', 'sgp_x'] },
      { args: ['--fail-on-severty', 'high'] },
      { args: ['--mode', 'warn', '--mode', 'warn'] },
      { args: ['--mode'] },
      { args: ['--ci', 'nope'] },
      { args: [], env: { FINDINGS_GATE_MODDE: 'warn' } },
      // No CI variable names the repository: the scope must be given (a configuration error, printed as the run's).
      { args: [], env: { FINDINGS_GATE_API_TOKEN: 'sgp_not_used' } },
    ];
    for (const { args, env = {} } of misuses) {
      const run = await runCli(args, env);
      await rm(run.cwd, { recursive: true, force: true });
      expect(run.code, args.join(' ')).toBe(2);
      printed.push(
        ...run.stderr.split('\n').map((line) => line.replace(/^(?:findings-gate: |error: findings-gate could not decide: )/, '')),
      );
    }
    const bundle = await bundleText(CLI_ENTRY);
    const missing = own.filter((message) =>
      tooOld.includes(message) ? !piecesIn(bundle, message) : !printed.some((line) => patternOf(message).test(line)),
    );
    expect(missing, `printed messages:\n${printed.join('\n')}`).toEqual([]);
  });
});

describe("docs/errors.md: the action's own errors", () => {
  it('are in the action', async () => {
    const own = messagesIn("The action's own errors");
    expect(own.length).toBeGreaterThan(0);
    const bundle = await bundleText(ACTION_ENTRY);
    expect(own.filter((message) => !piecesIn(bundle, message))).toEqual([]);
  });
});
