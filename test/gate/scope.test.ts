// What belongs to the scope (src/gate/scope.ts): repository names compared as the platform's users
// write them, and never a match for a blank name.
import { describe, expect, it } from 'vitest';
import { repositoryKey, sameRepository } from '../../src/gate/scope.ts';

describe('repositoryKey, exactly', () => {
  it('strips a scheme only at the start, .git only at the end, and every trailing slash', () => {
    expect(repositoryKey('acme/x://y')).toBe('acme/x://y');
    expect(repositoryKey('acme/api.github')).toBe('acme/api.github');
    expect(repositoryKey('acme/api//')).toBe('acme/api');
  });

  it('keeps the first segment of a three-part path without a host', () => {
    expect(repositoryKey('acme/group/repo')).toBe('acme/group/repo');
    expect(repositoryKey('git.example:8443/acme/api')).toBe('acme/api');
  });
});

describe('repositoryKey, schemes', () => {
  it('drops a scheme whatever the host looks like', () => {
    expect(repositoryKey('ssh://acme/api')).toBe('acme/api');
  });
});

describe('sameRepository', () => {
  it('is the scope rule of names, and never true for a blank name', () => {
    expect(sameRepository('github.com/Acme/API', 'acme/api')).toBe(true);
    expect(sameRepository('acme/api', 'acme/web')).toBe(false);
    expect(sameRepository(' ', 'acme/api')).toBe(false);
    expect(sameRepository('acme/api', undefined)).toBe(false);
    expect(sameRepository(undefined, 'acme/api')).toBe(false);
    // Two blank names are not the same repository: a blank name names none.
    for (const [a, b] of [
      ['', '/'],
      ['https://', ''],
      [undefined, undefined],
      ['', ''],
      [' ', ' '],
      ['', ' '],
      [' ', ''],
    ]) {
      expect(sameRepository(a as string | undefined, b as string | undefined)).toBe(false);
    }
  });
});
