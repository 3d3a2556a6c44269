import { describe, expect, it } from 'vitest';
import type { SecretFinding } from '../../src/api/types.ts';
import { MAX_ERROR_ANNOTATIONS, secretAnnotations } from '../../src/render/annotations.ts';
import { belongsToRepository, findingLocation } from '../../src/render/location.ts';
import { validSecretOf } from '../support/fixtures.ts';

const secret = validSecretOf;

describe('findingLocation', () => {
  it('cuts a URL in a path before its empty segment is dropped, which spelled https:/ the mask does not read (attack18 U5)', () => {
    const location = findingLocation('see https://deploy:PWSECRET@ci.example/a?q=QSECRET:12');
    expect(JSON.stringify(location)).not.toMatch(/PWSECRET|QSECRET|deploy/);
  });

  it('splits path:line, dropping a leading ./', () => {
    expect(findingLocation('src/config.ts:12')).toEqual({ file: 'src/config.ts', line: 12 });
    expect(findingLocation('./deploy/.env:3')).toEqual({ file: 'deploy/.env', line: 3 });
    expect(findingLocation('a:b/c.ts:7')).toEqual({ file: 'a:b/c.ts', line: 7 });
  });

  it('keeps the file when the line is missing, zero or absurd', () => {
    expect(findingLocation('src/config.ts')).toEqual({ file: 'src/config.ts' });
    expect(findingLocation('src/config.ts:')).toEqual({ file: 'src/config.ts' });
    expect(findingLocation('src/config.ts:0')).toEqual({ file: 'src/config.ts' });
    expect(findingLocation('src/config.ts:99999999999999999999')).toEqual({ file: 'src/config.ts' });
  });

  it('is undefined without a path', () => {
    expect(findingLocation(undefined)).toBeUndefined();
    expect(findingLocation('')).toBeUndefined();
    expect(findingLocation(':12')).toBeUndefined();
  });
});

describe('belongsToRepository', () => {
  it('compares repository.name with GITHUB_REPOSITORY, ignoring case as GitHub does', () => {
    expect(belongsToRepository(secret(), 'acme/api')).toBe(true);
    expect(belongsToRepository(secret(), 'Acme/API')).toBe(true);
    expect(belongsToRepository(secret(), 'acme/api-gateway')).toBe(false);
    expect(belongsToRepository(secret({ repository: {} }), 'acme/api')).toBe(false);
    expect(belongsToRepository(secret(), undefined)).toBe(false);
  });
});

describe('secretAnnotations', () => {
  it('annotates each secret of the current repository on its file and line, titled with type and severity', () => {
    const annotations = secretAnnotations(
      [
        secret({ type: 'Stripe key', severity: 'SEVERITY_CRITICAL', findingPath: 'billing/keys.py:40' }),
        secret({ repository: { name: 'acme/other' } }),
      ],
      'acme/api',
    );
    expect(annotations).toEqual([
      {
        level: 'error',
        title: 'Confirmed-valid secret: Stripe key (critical)',
        message:
          'Semgrep confirmed that this Stripe key secret is valid: it is a live credential. Rotate it at its provider first, then remove it from the code and from the git history.',
        file: 'billing/keys.py',
        startLine: 40,
      },
    ]);
  });

  it('annotates the file alone when findingPath has no usable line, and no file when there is no path', () => {
    const [withFile, withoutPath] = secretAnnotations(
      [secret({ findingPath: 'deploy/.env', severity: 'SEVERITY_CRITICAL' }), secret({ findingPath: undefined })],
      'acme/api',
    );
    expect(withFile).toMatchObject({ file: 'deploy/.env' });
    expect(withFile).not.toHaveProperty('startLine');
    expect(withoutPath).not.toHaveProperty('file');
  });

  it('annotates the 10 most severe, then one notice counting the rest', () => {
    const secrets = [
      ...Array.from({ length: 8 }, () => secret({ severity: 'SEVERITY_LOW', findingPath: 'low.txt:1' })),
      ...Array.from({ length: 4 }, () => secret({ severity: 'SEVERITY_CRITICAL', findingPath: 'critical.txt:1' })),
      ...Array.from({ length: 3 }, () => secret({ severity: 'SEVERITY_MEDIUM', findingPath: 'medium.txt:1' })),
    ];
    const annotations = secretAnnotations(secrets, 'acme/api');
    expect(annotations).toHaveLength(MAX_ERROR_ANNOTATIONS + 1);
    expect(annotations.slice(0, 10).map((a) => a.file)).toEqual([
      ...Array(4).fill('critical.txt'),
      ...Array(3).fill('medium.txt'),
      ...Array(3).fill('low.txt'),
    ]);
    expect(annotations.filter((a) => a.level === 'error')).toHaveLength(10);
    expect(annotations[10]).toMatchObject({ level: 'notice' });
    expect(annotations[10]?.message).toMatch(/^5 more confirmed-valid secrets are not annotated .*see the job summary/);
  });

  it('adds no notice when every secret is annotated', () => {
    const annotations = secretAnnotations(
      Array.from({ length: 10 }, () => secret()),
      'acme/api',
    );
    expect(annotations.map((a) => a.level)).toEqual(Array(10).fill('error'));
  });

  it('annotates nothing when the current repository is unknown', () => {
    expect(secretAnnotations([secret()], undefined)).toEqual([]);
  });

  it('keeps control characters and workflow commands out of the file, title and message', () => {
    const [annotation] = secretAnnotations([secret({ type: 'Evil\r\n::warning::x ##[group]', findingPath: 'a,b:c%d\n::x:7' })], 'acme/api');
    expect(annotation?.file).toBe('a,b:c%d ::x');
    expect(annotation?.startLine).toBe(7);
    for (const text of [annotation?.title, annotation?.message, annotation?.file]) {
      expect(text).not.toMatch(/[\r\n]/);
      expect(text).not.toContain('##[');
    }
  });
});
