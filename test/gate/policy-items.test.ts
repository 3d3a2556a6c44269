// The items of the platform's policy shown apart from the counted findings (attack42 M1), and how the sinks
// that name findings render them: the lists that fail the run only, none the listing names as open, each once;
// in the code quality report, the SARIF file and the annotations, with fingerprints of their own and every
// string from the API made safe. Pure.
import { describe, expect, it } from 'vitest';
import type { ListedFinding, SecretFinding } from '../../src/api/types.ts';
import { evaluate } from '../../src/gate/evaluate.ts';
import { apartCount, policyApart } from '../../src/gate/policy-items.ts';
import type { GateData, PolicyData } from '../../src/gate/types.ts';
import { policyAnnotations } from '../../src/render/annotations.ts';
import { codeQualityReport } from '../../src/render/code-quality.ts';
import { buildSarif, FINGERPRINT_KEY } from '../../src/render/sarif.ts';
import { gateDataOf, listedOf, listingOf, tallyOf } from '../support/builders.ts';
import { configOf, validSecretOf } from '../support/fixtures.ts';
import { sarifProblems } from '../support/sarif.ts';

const MALICIOUS = listedOf({
  id: '50',
  issueType: 'sca',
  rule: 's.mal',
  severity: 'high',
  filePath: 'package-lock.json',
  line: 7,
  matchBasedId: 'mb-mal',
  isMalicious: true,
  dependency: { package: 'lodash', version: '4.17.15' },
});
const BLOCKED = listedOf({ id: '60', rule: 'js.block.sqli', severity: 'medium', filePath: 'src/db.ts', line: 3, matchBasedId: 'mb-sqli' });
const BLOCK_SECRET = validSecretOf({
  id: '900',
  type: 'GitHub',
  validationState: 'VALIDATION_STATE_CONFIRMED_INVALID',
  mode: 'MODE_BLOCK',
  repository: { name: 'acme/api' },
  findingPath: 'ci/token.txt:2',
});
const named = <T>(kept: T[]) => ({ kept, count: kept.length });
const policyOf = (over: Partial<PolicyData> = {}): PolicyData => ({ addedStates: { states: ['open'] }, unjudged: [], ...over });
const rules = (over: { failOnBlocking?: boolean; failOnMalicious?: boolean } = {}) => ({
  ...configOf().platform,
  failOnBlocking: true,
  failOnMalicious: true,
  ...over,
});

function dataOf(listed: ListedFinding[], policy: PolicyData, validSecrets: SecretFinding[] = []): GateData {
  return gateDataOf({ projects: [tallyOf('acme/api', {})], findings: listingOf(listed), validSecrets, policy });
}

const reading = (data: GateData) => evaluate(configOf(), data).reading;

describe('policyApart', () => {
  it('names the items of the lists that fail the run that the listing does not name, each once', () => {
    const policy = policyOf({
      malicious: named([MALICIOUS, MALICIOUS]),
      blockingCode: named([BLOCKED]),
      blockingSecrets: named([BLOCK_SECRET]),
    });
    const data = dataOf([BLOCKED], policy);
    const apart = policyApart(rules(), data, reading(data));
    expect(apart.findings.map(({ finding, why }) => [finding.id, why])).toEqual([['50', 'malicious']]);
    expect(apart.secrets.map((secret) => secret.id)).toEqual(['900']);
    expect(apartCount(apart)).toBe(2);
  });

  it('names nothing of a list whose rule is off, nor without the rules or the policy', () => {
    const policy = policyOf({ malicious: named([MALICIOUS]), blockingSecrets: named([BLOCK_SECRET]) });
    const data = dataOf([], policy);
    expect(apartCount(policyApart(rules({ failOnBlocking: false, failOnMalicious: false }), data, reading(data)))).toBe(0);
    expect(apartCount(policyApart(undefined, data, reading(data)))).toBe(0);
    expect(apartCount(policyApart(rules(), { ...data, policy: undefined }, reading(data)))).toBe(0);
  });

  it('a secret in Block mode the confirmed-valid secrets name is not named again', () => {
    const valid = { ...BLOCK_SECRET, validationState: 'VALIDATION_STATE_CONFIRMED_VALID' };
    const data = dataOf([], policyOf({ blockingSecrets: named([valid]) }), [valid]);
    expect(policyApart(rules(), data, reading(data)).secrets).toEqual([]);
  });
});

describe('the sinks that name findings render the items apart', () => {
  const apart = { findings: [{ finding: MALICIOUS, why: 'malicious' as const }], secrets: [BLOCK_SECRET] };

  it('the code quality report: an entry each, saying why and that it is not counted again, its fingerprint its own and stable', () => {
    const listed = listingOf([{ ...MALICIOUS, isMalicious: false }]).findings;
    const data = dataOf([], policyOf());
    const first = codeQualityReport({ findings: listed, secrets: [], reading: reading(data), repository: 'acme/api', apart });
    expect(first.apart).toBe(2);
    expect(first.issues).toHaveLength(3);
    const [listedEntry, malicious, secret] = first.issues;
    expect(malicious?.description).toBe(
      'Semgrep supply-chain finding lodash@4.17.15, rule s.mal: blocked by policy: from a malicious dependency (fail-on-malicious); it fails the gate, shown apart from the counted findings (not counted again).',
    );
    expect(secret?.description).toContain('GitHub secret: blocked by policy: secret in Block mode (fail-on-blocking)');
    expect(malicious?.fingerprint).not.toBe(listedEntry?.fingerprint);
    // A line that moves keeps the fingerprint.
    const moved = { findings: [{ finding: { ...MALICIOUS, line: 99 }, why: 'malicious' as const }], secrets: [BLOCK_SECRET] };
    const again = codeQualityReport({ findings: listed, secrets: [], reading: reading(data), repository: 'acme/api', apart: moved });
    expect(again.issues.map((issue) => issue.fingerprint)).toEqual(first.issues.map((issue) => issue.fingerprint));
    // Of another repository: left out, and said.
    const elsewhere = codeQualityReport({ findings: [], secrets: [], reading: reading(data), repository: 'acme/web', apart });
    expect(elsewhere).toMatchObject({ issues: [], apart: 0, leftOut: { elsewhere: 2 } });
  });

  it('the SARIF file: an error result each under a fingerprint of its own, valid SARIF', () => {
    const { log, apart: written } = buildSarif({ secrets: [], findings: [MALICIOUS], apart });
    expect(written).toBe(2);
    expect(sarifProblems(JSON.parse(JSON.stringify(log)))).toEqual([]);
    const results = log.runs[0]?.results ?? [];
    expect(results.map((r) => [r.ruleId, r.level, r.partialFingerprints[FINGERPRINT_KEY]])).toEqual([
      ['s.mal', 'error', 'mb-mal'],
      ['s.mal', 'error', 'policy:malicious:mb-mal'],
      ['findings-gate/policy/secret/github', 'error', 'policy:secret:900'],
    ]);
    expect(results[1]?.message.text).toContain('blocked by policy: from a malicious dependency (fail-on-malicious)');
  });

  it('the annotations: errors in what the secrets left, then a notice counting the rest; hostile text made safe', () => {
    const hostile = { ...MALICIOUS, rule: 's.mal\n::error::forged', dependency: { package: 'evil\r\npkg', version: '1' } };
    const all = policyAnnotations({ findings: [{ finding: hostile, why: 'malicious' }], secrets: [BLOCK_SECRET] }, 'acme/api', 10);
    expect(all.map((a) => a.level)).toEqual(['error', 'error']);
    expect(all[0]).toMatchObject({ file: 'package-lock.json', startLine: 7 });
    expect(all.every((a) => !/[\r\n]/.test(a.message + a.title))).toBe(true);
    expect(all[1]?.message).toContain('secret in Block mode (fail-on-blocking)');
    const one = policyAnnotations(apart, 'acme/api', 1);
    expect(one.map((a) => a.level)).toEqual(['error', 'notice']);
    expect(one[1]?.message).toMatch(/^1 more item the platform's policy fails the run on is not annotated/);
    expect(policyAnnotations(apart, undefined, 10)).toEqual([]);
  });
});
