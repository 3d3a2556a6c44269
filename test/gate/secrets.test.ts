// When a secret counts, re-checked on each one received: a server that ignores the status, validation or
// repository filter of the secrets list can neither inflate the count nor move a secret into scope. Each
// secret is read from the wire by the API's parser, so that its words and the gate's rule are held together.
import { describe, expect, it } from 'vitest';
import { parseSecret } from '../../src/api/secrets.ts';
import type { SecretFinding } from '../../src/api/types.ts';
import { repositoryKey } from '../../src/gate/scope.ts';
import { isValidSecretInScope, secretPlace } from '../../src/gate/secrets.ts';

/** A secret as the secrets list sends it (acme/api, open, confirmed valid unless overridden), parsed. */
function secret(overrides: Record<string, unknown> = {}): SecretFinding {
  const wire = {
    id: '1',
    type: 'AWS',
    severity: 'SEVERITY_HIGH',
    status: 'FINDING_STATUS_OPEN',
    validationState: 'VALIDATION_STATE_CONFIRMED_VALID',
    repository: { name: 'acme/api', url: 'https://github.com/acme/api' },
    ...overrides,
  };
  return parseSecret(JSON.parse(JSON.stringify(wire)), 0);
}

describe('secretPlace', () => {
  it('keeps an open, confirmed-valid secret of a project in scope', () => {
    expect(isValidSecretInScope(secret(), ['acme/web', 'acme/api'])).toBe(true);
  });

  it.each([
    'FINDING_STATUS_FIXED',
    'FINDING_STATUS_IGNORED',
    'FINDING_STATUS_REMOVED',
    'FINDING_STATUS_PROVISIONALLY_IGNORED',
    'fixed',
    ' Finding-Status-Ignored ',
  ])('drops a secret whose status is %s (a known other state, in any case or spelling)', (status) => {
    expect(isValidSecretInScope(secret({ status }), ['acme/api'])).toBe(false);
    expect(isValidSecretInScope(secret({ status }), 'all')).toBe(false);
  });

  it.each([
    'VALIDATION_STATE_CONFIRMED_INVALID',
    'VALIDATION_STATE_VALIDATION_ERROR',
    'VALIDATION_STATE_NO_VALIDATOR',
    'confirmed_invalid',
    'No Validator',
  ])('drops a secret whose validation state is %s (a known other state, in any case or spelling)', (validationState) => {
    expect(isValidSecretInScope(secret({ validationState }), ['acme/api'])).toBe(false);
    expect(isValidSecretInScope(secret({ validationState }), 'all')).toBe(false);
  });

  // attack32 H1: the walk asked for open, confirmed-valid secrets; a word spelt otherwise, or none, is no reason
  // to leave a live credential out (the policy walk of the same list reads words so: api/enums.ts statusAnswer).
  it.each([
    { status: 'finding_status_open' },
    { status: 'FINDING_STATUS_OPEN ' },
    { status: 'OPEN' },
    { status: 'FINDING_STATUS_UNSPECIFIED' },
    { status: 'FINDING_STATUS_UNKNOWN' },
    { status: undefined },
    { validationState: 'validation_state_confirmed_valid' },
    { validationState: 'CONFIRMED_VALID' },
    { validationState: ' Confirmed Valid' },
    { validationState: 'VALIDATION_STATE_UNSPECIFIED' },
    { validationState: undefined },
  ])('keeps a secret of %o: asked for, or saying nothing against it', (overrides) => {
    expect(secretPlace(secret(overrides), new Set(['acme/api']))).toBe('in-scope');
  });

  it.each([
    { status: 'FINDING_STATUS_TRIAGED' },
    { validationState: 'VALIDATION_STATE_CONFIRMED_VALID_V2' },
    { status: 'FINDING_STATUS_FIXED', validationState: 'maybe' },
  ])('finds no place for a secret of %o: a word the gate does not know (the walk refuses the answer)', (overrides) => {
    expect(secretPlace(secret(overrides), new Set(['acme/api']))).toBe('unknown');
    expect(secretPlace(secret(overrides), 'all')).toBe('unknown');
  });

  it('drops a secret of a repository not in scope', () => {
    expect(isValidSecretInScope(secret({ repository: { name: 'acme/other' } }), ['acme/api'])).toBe(false);
    expect(secretPlace(secret({ repository: { name: 'acme/other' } }), new Set(['acme/api']))).toBe('foreign');
  });

  it.each([
    'Acme/API',
    'acme/api ',
    ' ACME/api',
    'github.com/acme/api',
    'https://github.com/acme/api',
    'https://github.com/acme/api.git',
    'acme/api/',
  ])('counts a secret of %j for the repository acme/api: names compare trimmed, in any case, without a host', (name) => {
    expect(isValidSecretInScope(secret({ repository: { name } }), ['acme/api'])).toBe(true);
    expect(repositoryKey(name)).toBe('acme/api');
  });

  it('keeps the owner of a GitLab group path, and never takes a dotted owner for a host', () => {
    expect(repositoryKey('gitlab.example.com/group/sub/repo')).toBe('group/sub/repo');
    expect(repositoryKey('my.org/api')).toBe('my.org/api');
  });

  it('keeps a secret of any repository when the scope is the whole deployment', () => {
    expect(isValidSecretInScope(secret({ repository: { name: 'acme/other' } }), 'all')).toBe(true);
  });

  it('keeps a secret without a repository name: a live credential the server sent is never dropped as out of scope', () => {
    expect(isValidSecretInScope(secret({ repository: undefined }), ['acme/api'])).toBe(true);
    expect(isValidSecretInScope(secret({ repository: {} }), ['acme/api'])).toBe(true);
  });

  it('counts exactly the valid ones of a page a filter-ignoring server sent', () => {
    const page = [
      secret({ id: '1' }),
      secret({ id: '2', status: 'FINDING_STATUS_FIXED' }),
      secret({ id: '3', validationState: 'VALIDATION_STATE_CONFIRMED_INVALID' }),
      secret({ id: '4', repository: { name: 'acme/web' } }),
      secret({ id: '5' }),
    ];
    expect(page.filter((s) => isValidSecretInScope(s, ['acme/api'])).map((s) => s.id)).toEqual(['1', '5']);
  });
});
