import { describe, expect, it } from 'vitest';
import type { SecretFinding } from '../../src/api/types.ts';
import type { Config } from '../../src/config/index.ts';
import type { Reason } from '../../src/gate/types.ts';
import { COMMENT_MAX_CHARS, commentMarker, renderComment, renderErrorComment } from '../../src/render/comment.ts';
import type { SummaryInput } from '../../src/render/sections.ts';
import { gateDataOf, listedOf, listingOf, tallyOf, verdictOf } from '../support/builders.ts';
import { configOf, validSecretOf } from '../support/fixtures.ts';

const MARKER = commentMarker({ workflow: 'ci', job: 'gate', action: 'gate', projects: ['acme/api'] });
const RUN_URL = 'https://github.com/acme/api/actions/runs/42';

function config(overrides: Partial<Config> = {}): Config {
  return configOf({
    projects: ['acme/api'],
    github: { annotations: true, commentOnPr: 'always', token: 'ghs_never_shown' },
    ...overrides,
  });
}

let nextFile = 0;
function secret(overrides: Partial<SecretFinding> = {}): SecretFinding {
  nextFile++;
  return validSecretOf({ findingPath: `src/file-${nextFile}.ts:12`, ...overrides });
}

function input(reasons: Reason[], validSecrets: SecretFinding[] = [], overrides: Partial<SummaryInput> = {}): SummaryInput {
  // Three high code findings, in a project the comment does not list.
  const verdict = verdictOf(config(), { projects: [tallyOf('acme/api', { 'code.high': 3 })], validSecrets }, reasons);
  const data = gateDataOf({ deploymentId: '42', validSecrets });
  return { config: config(), data, verdict, elapsedMs: 10, requests: 5, filters: [], runUrl: RUN_URL, ...overrides };
}

describe('commentMarker', () => {
  it('is a hidden HTML comment, the same for the same step and scope, different otherwise', () => {
    expect(MARKER).toMatch(/^<!-- findings-gate:[0-9a-f]{16} -->$/);
    expect(commentMarker({ workflow: 'ci', job: 'gate', action: 'gate', projects: ['acme/api'] })).toBe(MARKER);
    expect(commentMarker({ workflow: 'ci', job: 'gate', action: 'gate_2', projects: ['acme/api'] })).not.toBe(MARKER);
    expect(commentMarker({ workflow: 'ci', job: 'gate', action: 'gate', projects: 'all' })).not.toBe(MARKER);
  });
});

describe('renderComment', () => {
  it('shows a failing verdict with its reasons, the matrix, the top secrets and a link to the run', () => {
    const secrets = Array.from({ length: 12 }, (_, i) => secret({ severity: i === 11 ? 'SEVERITY_CRITICAL' : 'SEVERITY_LOW' }));
    const body = renderComment(MARKER, input([{ kind: 'severity', text: 'high: 3 > 0 (fail-on-severity high)', key: 'high' }], secrets));
    expect(body.startsWith(`${MARKER}\n### ❌ findings-gate: fail\n`)).toBe(true);
    expect(body).toContain('- high: 3 > 0 (fail-on-severity high)');
    expect(body).toContain('#### Findings in scope');
    expect(body).toMatch(/\| high \| \*\*3\*\* ⛔ \| 0 \| 0 \| \*\*3\*\* ⛔ \|/);
    expect(body).toContain('#### Confirmed-valid secrets (12)');
    expect(body.match(/^\| (critical|low) \| AWS access key \|/gm)).toHaveLength(10);
    expect(body.indexOf('| critical | AWS')).toBeLessThan(body.indexOf('| low | AWS'));
    expect(body).toContain('…and 2 more in the job summary.');
    expect(body).toContain(`[the job summary of this run](${RUN_URL})`);
    expect(body).not.toContain('ghs_never_shown');
    expect(body).not.toContain('never-shown');
  });

  it('says the gate passes, so a comment that reported a failure no longer does', () => {
    const body = renderComment(MARKER, input([]));
    expect(body.startsWith(`${MARKER}\n### ✅ findings-gate: pass\n\n3 findings in scope, none over budget.`)).toBe(true);
    expect(body).not.toContain('❌');
  });

  it('says when warn mode keeps the job green', () => {
    const body = renderComment(
      MARKER,
      input([{ kind: 'secrets', text: '1 confirmed-valid secret' }], [], { config: config({ mode: 'warn' }) }),
    );
    expect(body).toContain('### ⚠️ findings-gate: fail (warn mode: the job is not failed)');
  });

  it('escapes what came from the API: no HTML, no @mention, no link injection', () => {
    const body = renderComment(
      MARKER,
      input([{ kind: 'budget', text: '<img src=x onerror=alert(1)> @acme/security' }], [secret({ type: '[click](https://evil.example)' })]),
    );
    expect(body).not.toContain('<img');
    // The handle reads as written, in one code span, where nobody is mentioned.
    expect(body).toContain('`@acme/security`');
    expect(body).not.toMatch(/(?<!`)@acme/);
    expect(body).not.toContain('[click](https://evil.example)');
  });

  it('stays within GitHub’s 65,536 characters, keeping the marker and the link', () => {
    // The characters that grow most when escaped: each < is &lt;.
    const reasons: Reason[] = Array.from({ length: 60 }, (_, i) => ({ kind: 'budget', text: `${i} ${'<'.repeat(600)}` }));
    const secrets = Array.from({ length: 30 }, () =>
      secret({ type: '<'.repeat(300), findingPath: `${'<'.repeat(400)}:1`, repository: { name: '<'.repeat(300) }, ref: '<'.repeat(300) }),
    );
    const findings = listingOf(
      Array.from({ length: 12 }, (_, i) => listedOf({ id: String(i), rule: `a.b.${'<'.repeat(300)}`, filePath: '<'.repeat(300) })),
    );
    const projects = [tallyOf('acme/api', { 'code.high': 12 })];
    const verdict = verdictOf(config(), { projects, validSecrets: secrets, findings }, reasons);
    const data = gateDataOf({ deploymentId: '42', validSecrets: secrets, projects, findings });
    const body = renderComment(MARKER, input(reasons, secrets, { verdict, data }));
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.length).toBeGreaterThan(COMMENT_MAX_CHARS - 5000);
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toContain('_The comment was cut to fit GitHub’s limit._');
    expect(body).toContain(`(${RUN_URL})`);
  });
});

describe('renderErrorComment', () => {
  it('replaces an earlier verdict with the error, escaped', () => {
    const body = renderErrorComment(MARKER, { operation: 'secrets list', message: 'HTTP 503 <b>down</b>', runUrl: RUN_URL });
    expect(body.startsWith(`${MARKER}\n### ⚠️ findings-gate: error`)).toBe(true);
    expect(body).toContain('An earlier verdict in this comment no longer applies.');
    expect(body).toContain('HTTP 503 &lt;b>down&lt;/b>');
    expect(body).not.toContain('❌');
  });
});

describe('the comment names what the platform’s policy fails the run on (attack42 M1)', () => {
  it('holds the Blocked by policy section, capped, before the matrix; its items are not counted in it', () => {
    const malicious = Array.from({ length: 12 }, (_, i) =>
      listedOf({ id: String(100 + i), issueType: 'sca', rule: 's.mal', dependency: { package: `evil-${i}|x`, version: '1.0.0' } }),
    );
    const policy = { malicious: { kept: malicious, count: 12 }, addedStates: { states: ['open' as const] }, unjudged: [] };
    const reason: Reason = { kind: 'malicious', text: '12 findings from a malicious dependency (fail-on-malicious): evil-0|x@1.0.0' };
    const shown = input([reason], [], {});
    const body = renderComment(MARKER, { ...shown, data: { ...shown.data, policy } });
    expect(body).toContain('#### Blocked by policy (12)');
    expect(body.indexOf('#### Blocked by policy')).toBeLessThan(body.indexOf('| critical'));
    expect(body.split('\n').filter((line) => line.startsWith('| from a malicious dependency'))).toHaveLength(10);
    expect(body).toContain('…and 2 more.');
    // A cell's pipe is escaped: the table keeps its columns.
    expect(body).not.toContain('evil-0|x');
  });
});
