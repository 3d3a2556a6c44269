// Where config-file points (config/policy-source.ts): a file of the checkout, or another repository's
// through GitHub's or GitLab's API, and the API's URL under the one URL rule.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/inputs.ts';
import { isFullSha, parsePolicySource } from '../../src/config/policy-source.ts';
import { ciContext } from '../../src/host/detect.ts';
import type { CiName } from '../../src/host/types.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';

/** Where `value` points in `ci` with its variables `env`: the forge API as the host reads it (host/detect.ts). */
function sourceIn(value: string, apiUrl: string, ci: CiName, env: Record<string, string>) {
  return parsePolicySource(value, apiUrl, ciContext(ci, env).forgeApi);
}

/** The message parsePolicySource refuses with, and the input it names. */
function refusal(value: string, apiUrl = '', ci: CiName = 'github', env: Record<string, string> = {}): [string, string] {
  try {
    sourceIn(value, apiUrl, ci, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [(error as ConfigError).input, (error as Error).message];
  }
  throw new Error('not refused');
}

describe('isFullSha', () => {
  it('is a commit sha in full, SHA-1 or SHA-256, in lower case', () => {
    expect(isFullSha(SHA)).toBe(true);
    expect(isFullSha('a'.repeat(64))).toBe(true);
    expect(isFullSha(SHA.slice(1))).toBe(false);
    expect(isFullSha(`${SHA}0`)).toBe(false);
    expect(isFullSha(SHA.toUpperCase())).toBe(false);
    expect(isFullSha(`x${SHA.slice(1)}`)).toBe(false);
    expect(isFullSha('main')).toBe(false);
  });
});

describe('parsePolicySource', () => {
  it('reads a path of the checkout as local, whatever it holds', () => {
    const paths = ['.github/policy.yml', 'policy.yml', '/etc/policy.yml', 'config/policies/gate.yml', './a/b/c@d.yml', 'a/b@main'];
    for (const path of [...paths, 'a/b@release/x', '.github/x/y@v2.yml', 'a@b', '@a/b/c']) {
      expect(sourceIn(path, '', 'github', {}), path).toEqual({ kind: 'local', path });
    }
  });

  it("reads owner/repo/path@ref through GitHub's API: GITHUB_API_URL, else api.github.com", () => {
    expect(sourceIn(`acme/policies/gates/findings-gate.yml@${SHA}`, '', 'github', {})).toEqual({
      kind: 'remote',
      forge: 'github',
      api: 'https://api.github.com',
      repository: 'acme/policies',
      path: 'gates/findings-gate.yml',
      ref: SHA,
    });
    const ghes = sourceIn('acme/policies/gate.yml@release/1.2', '', 'azure', { GITHUB_API_URL: ' https://ghe.example/api/v3/ ' });
    expect(ghes).toMatchObject({ forge: 'github', api: 'https://ghe.example/api/v3', ref: 'release/1.2' });
  });

  it("reads it through GitLab's API under GitLab CI: CI_API_V4_URL, else gitlab.com; a subgroup's project before /-/", () => {
    expect(sourceIn('acme/policies/gate.yml@main', '', 'gitlab', {})).toMatchObject({
      forge: 'gitlab',
      api: 'https://gitlab.com/api/v4',
      repository: 'acme/policies',
    });
    expect(sourceIn('acme/security/policies/-/ci/gate.yml@main', '', 'gitlab', { CI_API_V4_URL: 'https://gitlab.example/api/v4' })).toEqual(
      {
        kind: 'remote',
        forge: 'gitlab',
        api: 'https://gitlab.example/api/v4',
        repository: 'acme/security/policies',
        path: 'ci/gate.yml',
        ref: 'main',
      },
    );
  });

  it('takes config-api-url over the CI, and reads the forge from it: /api/v4 is GitLab', () => {
    const env = { GITHUB_API_URL: 'https://api.github.com', CI_API_V4_URL: 'https://gitlab.com/api/v4' };
    expect(sourceIn('a/b/c.yml@main', 'https://gitlab.example/api/v4/', 'github', env)).toMatchObject({
      forge: 'gitlab',
      api: 'https://gitlab.example/api/v4',
    });
    expect(sourceIn('a/b/c.yml@main', 'http://127.0.0.1:8080', 'gitlab', env)).toMatchObject({
      forge: 'github',
      api: 'http://127.0.0.1:8080',
    });
    expect(sourceIn('a/b/c.yml@main', 'https://gitlab.example/api/v4x', 'jenkins', {})).toMatchObject({ forge: 'github' });
  });

  it('refuses an API that is not https (but on a loopback host), or holds credentials, a query or a fragment', () => {
    const accepted =
      'use the https URL of a GitHub API (https://api.github.com) or a GitLab API (https://gitlab.example.com/api/v4), without credentials, query or fragment (http only on a loopback host such as 127.0.0.1).';
    expect(refusal('a/b/c.yml@main', 'http://api.example')).toEqual([
      'config-api-url',
      `Input 'config-api-url' is 'http://api.example': ${accepted}`,
    ]);
    expect(refusal('a/b/c.yml@main', 'https://user:secret@api.example')).toEqual([
      'config-api-url',
      `Input 'config-api-url' holds credentials: ${accepted}`,
    ]);
    expect(refusal('a/b/c.yml@main', '', 'gitlab', { CI_API_V4_URL: 'ftp://gitlab.example' })[1]).toBe(
      `The CI_API_V4_URL environment variable is 'ftp://gitlab.example': ${accepted}`,
    );
    expect(refusal('a/b/c.yml@main', '', 'github', { GITHUB_API_URL: 'https://api.example?x=1' })[1]).toMatch(
      /^The GITHUB_API_URL environment variable is/,
    );
  });

  it('refuses a ref git does not allow, and an empty one', () => {
    const lead = "Input 'config-file' is";
    for (const ref of ['', 'a b', 'a..b', 'x~1', 'x^', 'a:b', 'a?', 'a*', 'a[b', 'a\\b', 'a\tb']) {
      const [input, message] = refusal(`acme/policies/gate.yml@${ref}`);
      expect(input, ref).toBe('config-file');
      expect(message, ref).toMatch(
        new RegExp(`^${lead} .*: the ref after @ is not a branch, tag or commit name; write owner/repo/path@ref`),
      );
    }
  });

  it('refuses a path with an empty, . or .. part: it would walk the API elsewhere', () => {
    for (const path of [
      'acme/policies/../../users/x@main',
      'acme/policies/./x.yml@main',
      'acme/policies/a//b.yml@main',
      'acme/policies/x/@main',
    ]) {
      expect(refusal(path)[1], path).toMatch(/: the path '.*' has an empty, \. or \.\. part; write owner\/repo\/path@ref/);
    }
    expect(refusal('acme/policies/-/@main', '', 'gitlab')[1]).toContain("the path '' has an empty");
  });

  it('refuses /-/ on GitHub, and a repository name that is none', () => {
    expect(refusal('acme/sec/policies/-/gate.yml@main')[1]).toBe(
      "Input 'config-file' is 'acme/sec/policies/-/gate.yml@main': GitHub names a repository owner/repo, without /-/; write owner/repo/path@ref (group/subgroup/project/-/path@ref for a GitLab project in a subgroup), or ./ before a path of this repository that holds an @.",
    );
    expect(refusal('acme/.hidden/gate.yml@main')[1]).toContain("'acme/.hidden' is not a repository name");
    expect(refusal('acme/pol$cies/gate.yml@main')[1]).toContain("'acme/pol$cies' is not a repository name");
    expect(refusal('ac me/policies/gate.yml@main')[1]).toContain("'ac me/policies' is not a repository name");
    expect(refusal('acme//-/gate.yml@main', '', 'gitlab')[1]).toContain("'acme/' is not a repository name");
  });
});
