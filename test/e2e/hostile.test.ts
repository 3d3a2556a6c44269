// Hostile API data through the BUILT action: project names, secret types, paths, refs and URLs that
// carry Markdown table breakers, HTML, javascript: URLs, workflow commands and very long strings.
// The summary, the log (and its annotations) and the report file must stay well-formed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../sandbox/data.ts';
import { datasetOf } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { startSandbox } from '../sandbox/server.ts';
import type { RunResult } from '../support/runner.ts';
import { runAction } from '../support/runner.ts';

/** A project name a runner would also accept as GITHUB_REPOSITORY (no control characters). */
const HOSTILE_PROJECT =
  'acme/<img src=x onerror=alert(1)>|x|<script>alert(1)</script> ::error::pwned ##[warning]pwned [a](javascript:alert(1))';
/** Multi-line hostile strings: these can only come from the API. */
const INJECTIONS = [
  'AWS|x|<img src=x onerror=alert(1)>',
  'Stripe\n::error::pwned-type',
  'GitHub\r\n##[warning]pwned-type',
  '<script>alert(1)</script>\n::warning file=x::pwned',
  `${'A'.repeat(5000)}|`,
];
const JAVASCRIPT_URL = 'javascript:alert(document.cookie)';

function hostileDataset(): Dataset {
  return datasetOf({
    deploymentName: 'acme<script>alert(1)</script>\n::error::pwned-deployment',
    projects: [HOSTILE_PROJECT, 'acme/two\n::error::pwned-project|<b>x</b>', `acme/${'long'.repeat(2000)}`],
    findings: [
      { project: HOSTILE_PROJECT, severity: 'critical' },
      { project: 'acme/two\n::error::pwned-project|<b>x</b>', severity: 'high' },
    ],
    secrets: INJECTIONS.map((type, i) => ({
      repository: {
        name: HOSTILE_PROJECT,
        url: JAVASCRIPT_URL,
        scmType: 'SCM_TYPE_GITHUB',
        visibility: 'REPOSITORY_VISIBILITY_PRIVATE',
      },
      type,
      severity: i === 0 ? 'critical' : 'high',
      findingPath: `src/<img src=x onerror=alert(${i})>|\n::error::pwned-path.ts:${i + 1}`,
      findingPathUrl: i % 2 === 0 ? JAVASCRIPT_URL : `https://github.com/acme/x/blob/main/a.ts#L1"onmouseover="alert(1)`,
      ref: `refs/heads/<script>x</script>\n##[error]pwned-ref|${i}`,
      refUrl: i % 2 === 0 ? 'JaVaScRiPt:alert(1)' : 'data:text/html,<script>alert(1)</script>',
    })),
  });
}

/** Workflow commands the action itself emits (as @actions/core writes them). */
const OUR_COMMANDS = /^::(add-mask|group|endgroup|error|warning|notice|debug)(::| )/;

/** `s` with each backslash escape removed: what is left is read by the Markdown parser as is. */
const unescaped = (s: string): string => s.replace(/\\[\s\S]/g, '');

let sb: Sandbox;
let byRepository: RunResult;
let wholeDeployment: RunResult;

beforeAll(async () => {
  sb = await startSandbox({ dataset: hostileDataset() });
  const env = { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '10' };
  [byRepository, wholeDeployment] = await Promise.all([
    // The secrets are in scope: GITHUB_REPOSITORY names the hostile project.
    runAction({ inputs: { 'api-token': sb.tokens.demo, 'base-url': sb.url }, env: { ...env, GITHUB_REPOSITORY: HOSTILE_PROJECT } }),
    // The JWT has no deployment in its identity: the deployment (and its hostile name) comes from the list.
    runAction({ inputs: { 'api-token': sb.tokens.jwt, 'base-url': sb.url, projects: '*' }, env }),
  ]);
});

afterAll(async () => {
  await sb?.close();
});

describe('hostile API data', () => {
  const runs = () =>
    [
      ['GITHUB_REPOSITORY = the hostile project', byRepository],
      ['projects: * with the JWT', wholeDeployment],
    ] as const;

  it('the runs decide (fail: critical findings and valid secrets), they do not crash', () => {
    for (const [, run] of runs()) {
      expect(run.signal).toBeNull();
      expect(run.stderr).toBe('');
      expect(run.outputs.result).toBe('fail');
      expect(run.code).toBe(1);
      expect(run.written).not.toMatch(/\n\s+at .+:\d+:\d+/);
      for (const token of [sb.tokens.demo, sb.tokens.jwt]) {
        const unmasked = run.written.split('\n').filter((line) => line !== `::add-mask::${token}`);
        expect(unmasked.join('\n').includes(token), 'the token is never written').toBe(false);
      }
    }
    expect(byRepository.outputs['valid-secrets']).toBe(String(INJECTIONS.length));
  });

  it('no stdout line is a workflow command the action did not mean to write', () => {
    for (const [name, run] of runs()) {
      for (const line of run.stdout.split('\n')) {
        if (/^\s*::/.test(line)) expect(line, `${name}: ${line.slice(0, 120)}`).toMatch(OUR_COMMANDS);
        expect(line, `${name}: the older ##[ form`).not.toContain('##[');
      }
      // The injected commands never start a line.
      expect(run.stdout).not.toMatch(/^\s*::[a-z-]+( [^:\n]*)?::pwned/m);
      // Annotations (the verdict, and one per confirmed-valid secret): properties escaped so no value
      // ends the property list or the command early; the verdict exactly once.
      const annotations = run.stdout.split('\n').filter((line) => /^::(error|warning|notice)[ :]/.test(line));
      for (const line of annotations) {
        const match = /^::(error|warning|notice)(?: ([^:]*))?::/.exec(line);
        expect(match, `${name}: ${line.slice(0, 160)}`).not.toBeNull();
        for (const property of match?.[2]?.split(',') ?? []) {
          expect(property, `${name}: ${line.slice(0, 160)}`).toMatch(/^(title|file|line|endLine|col|endColumn)=[^,]*$/);
        }
      }
      expect(annotations.filter((line) => line.startsWith('::error::findings-gate failed: ')).length, `${name}: the verdict`).toBe(1);
    }
  });

  it('the summary renders no HTML and links only to http(s)', () => {
    for (const [name, run] of runs()) {
      const summary = run.summary;
      expect(summary.length, name).toBeGreaterThan(0);
      // Outside link destinations (where every <, >, " and space is percent-encoded, so no attribute can form).
      const text = summary.replace(/(?<!\\)\]\([^)\s]*\)/g, '](…)');
      // No tag can open (every < is &lt;), so an attribute's text such as onerror= is text (issue 39: `=` is not escaped where it is no syntax).
      expect(text).not.toMatch(/<img|<script|<b>|<[a-z]+ [^>]*onerror=|onmouseover="/i);
      expect(summary).not.toMatch(/<img|<script|<b>|onmouseover="/i);
      // A link opens at a bracket that is not escaped (issue 39: `(` is not escaped, `]` is).
      expect(summary).not.toMatch(/(?<!\\)\]\(\s*(javascript|data|vbscript):/i);
      for (const [, destination] of summary.matchAll(/(?<!\\)\]\(([^)\s]*)/g)) expect(destination, name).toMatch(/^https?:\/\//);
      expect(summary).not.toMatch(/^\s*::/m);
    }
  });

  it('every table row has as many cells as its header', () => {
    for (const [name, run] of runs()) {
      let header: number | undefined;
      let tables = 0;
      for (const line of run.summary.split('\n')) {
        if (!line.startsWith('|')) {
          header = undefined;
          continue;
        }
        const pipes = unescaped(line).split('|').length - 1;
        if (header === undefined) {
          header = pipes;
          tables += 1;
        } else expect(pipes, `${name}: ${line.slice(0, 160)}`).toBe(header);
      }
      expect(tables, `${name}: the summary has tables`).toBeGreaterThan(0);
    }
  });

  it('the report file is valid JSON holding the raw strings (data, not markup), each cut at 4 KiB', () => {
    const report = byRepository.report as { validSecrets: { type: string }[] };
    const kept = (text: string): string => (text.length > 4096 ? `${text.slice(0, 4095)}…` : text);
    expect(report.validSecrets.map((s) => s.type).sort()).toEqual(INJECTIONS.map(kept).sort());
  });
});
