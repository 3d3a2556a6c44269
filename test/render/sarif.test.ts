import { describe, expect, it } from 'vitest';
import type { SecretFinding } from '../../src/api/types.ts';
import { artifactUri, buildSarif, FINGERPRINT_KEY, ruleIdOf, type SarifLog } from '../../src/render/sarif.ts';
import { HOMEPAGE } from '../../src/version.ts';
import { validSecretOf } from '../support/fixtures.ts';
import { sarifProblems } from '../support/sarif.ts';

const secret = validSecretOf;

describe('buildSarif', () => {
  it('writes a SARIF 2.1.0 log with one result per secret, at its file and line, fingerprinted by the finding id', () => {
    const secrets = [
      secret({ id: '7001', type: 'AWS access key', severity: 'SEVERITY_CRITICAL', findingPath: 'deploy/aws.env:3' }),
      secret({ id: '7002', type: 'Stripe key', severity: 'SEVERITY_HIGH', findingPath: './billing/keys.py:40' }),
      secret({ id: '7003', type: 'Slack webhook', severity: 'SEVERITY_MEDIUM', findingPath: 'ops/notify.sh' }),
      secret({ id: '7004', type: 'AWS access key', severity: 'SEVERITY_LOW', findingPath: 'old/creds.txt:9' }),
    ];
    const { log, withoutLocation } = buildSarif({ secrets, informationUri: 'https://github.com/acme/findings-gate', version: 'v1' });
    const parsed = JSON.parse(JSON.stringify(log)) as SarifLog;
    expect(sarifProblems(parsed)).toEqual([]);
    expect(withoutLocation).toBe(0);
    const run = parsed.runs[0];
    expect(run?.tool.driver).toMatchObject({
      name: 'findings-gate',
      informationUri: 'https://github.com/acme/findings-gate',
      version: 'v1',
    });
    expect(run?.tool.driver.rules.map((rule) => rule.id)).toEqual([
      'findings-gate/secret/aws-access-key',
      'findings-gate/secret/stripe-key',
      'findings-gate/secret/slack-webhook',
    ]);
    expect(
      run?.results.map((r) => [
        r.ruleId,
        r.level,
        r.locations[0]?.physicalLocation.artifactLocation.uri,
        r.locations[0]?.physicalLocation.region?.startLine,
        r.partialFingerprints[FINGERPRINT_KEY],
      ]),
    ).toEqual([
      ['findings-gate/secret/aws-access-key', 'error', 'deploy/aws.env', 3, '7001'],
      ['findings-gate/secret/stripe-key', 'error', 'billing/keys.py', 40, '7002'],
      ['findings-gate/secret/slack-webhook', 'warning', 'ops/notify.sh', undefined, '7003'],
      ['findings-gate/secret/aws-access-key', 'note', 'old/creds.txt', 9, '7004'],
    ]);
    expect(run?.results[2]?.locations[0]?.physicalLocation).not.toHaveProperty('region');
  });

  it("escapes every literal square bracket of a result's message, which SARIF reads as an embedded link (attack34 S1)", () => {
    const { log } = buildSarif({
      secrets: [secret({ id: '7101', type: '[details](https://evil.example/x)', severity: 'SEVERITY_HIGH', findingPath: 'a.env:1' })],
      findings: [
        {
          id: '9',
          issueType: 'sast',
          rule: '[x](https://evil.example/r)',
          severity: 'high',
          status: 'open',
          filePath: 'src/a.ts',
          line: 2,
        } as never,
      ],
      informationUri: 'https://github.com/acme/findings-gate',
      version: 'v1',
    });
    const texts = log.runs[0]?.results.map((r) => r.message.text) ?? [];
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text).toContain('\\[');
      expect(text).toContain('\\]');
      expect(text).not.toMatch(/(^|[^\\])[[\]]/);
    }
    expect(texts[0]).toContain('this \\[details\\](https://evil.example/x) secret');
  });

  it('gives each rule the level and security-severity of its most severe secret', () => {
    const { log } = buildSarif({
      secrets: [
        secret({ type: 'GitHub token', severity: 'SEVERITY_LOW' }),
        secret({ type: 'GitHub token', severity: 'SEVERITY_CRITICAL' }),
      ],
    });
    const [rule] = log.runs[0]?.tool.driver.rules ?? [];
    expect(rule?.defaultConfiguration.level).toBe('error');
    expect(rule?.properties['security-severity']).toBe('9.5');
    expect(rule?.properties.tags).toContain('security');
    // Without one given, the package's home: a driver always says where to read about it.
    expect(log.runs[0]?.tool.driver.informationUri).toBe(HOMEPAGE);
  });

  it('leaves out, and counts, a secret without a file path', () => {
    const { log, withoutLocation } = buildSarif({ secrets: [secret({ findingPath: undefined }), secret()] });
    expect(withoutLocation).toBe(1);
    expect(log.runs[0]?.results).toHaveLength(1);
  });

  it('writes an empty but valid log when there is no secret', () => {
    const { log } = buildSarif({ secrets: [] });
    expect(sarifProblems(log)).toEqual([]);
    expect(log.runs[0]?.results).toEqual([]);
  });

  it('percent-encodes each path segment, so no path reads as a URI scheme or query', () => {
    expect(artifactUri('src/config.ts')).toBe('src/config.ts');
    expect(artifactUri('my dir/a#b?.env')).toBe('my%20dir/a%23b%3F.env');
    expect(artifactUri('c:secret/x')).toBe('c%3Asecret/x');
    // A URL keeps its scheme, host, path and an anchor only: cut before encoding could hide it from the mask (attack17 U1).
    expect(artifactUri('see https://user:pw@ci.example/a?key=s3cret#f')).toBe('see%20https%3A//ci.example/a%23f');
    expect(artifactUri('win\\path\\file.txt')).toBe('win/path/file.txt');
    const { log } = buildSarif({ secrets: [secret({ findingPath: 'c:secret/x y.txt:2' })] });
    expect(sarifProblems(log)).toEqual([]);
  });

  it('derives a stable rule id from the secret type', () => {
    expect(ruleIdOf('AWS Access Key')).toBe('findings-gate/secret/aws-access-key');
    expect(ruleIdOf('  ')).toBe('findings-gate/secret/unknown');
    expect(ruleIdOf('Ünïcode ✓ key')).toBe('findings-gate/secret/n-code-key');
  });

  it('never carries more than the finding id, type, severity, repository and location of a secret', () => {
    const { log } = buildSarif({
      secrets: [
        secret({ findingPathUrl: 'https://github.com/acme/api/blob/abc/src/config.ts#L12', ref: 'refs/heads/main', ruleHashId: 'rh-1' }),
      ],
    });
    const text = JSON.stringify(log);
    expect(text).not.toContain('blob/abc');
    expect(text).not.toContain('rh-1');
  });

  it('is caught by the structural check when a required field is missing', () => {
    const { log } = buildSarif({ secrets: [secret()] });
    const broken = JSON.parse(JSON.stringify(log)) as { runs: { results: { message?: unknown; locations?: unknown }[] }[] };
    delete broken.runs[0]?.results[0]?.message;
    delete broken.runs[0]?.results[0]?.locations;
    expect(sarifProblems(broken)).toEqual([
      'runs[0].results[0].message.text is missing',
      'runs[0].results[0].locations must hold one physical location',
    ]);
  });
});
