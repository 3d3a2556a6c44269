// When a secret counts: open, confirmed valid, and of a repository in scope. The secrets walk
// (collect/secrets.ts) asks the server for exactly those, and re-checks each one it receives here (a
// server may ignore a filter): one that names another repository is counted apart and shown, never
// dropped without a word; one that names none is kept, so that the gate fails closed. Pure.
import type { SecretFinding } from '../api/types.ts';
import { repositoryKey } from './scope.ts';

/** Confirmed-valid secrets kept in detail (rows, annotations, SARIF, the report file's ids); every one is counted. */
export const MAX_SECRET_DETAILS = 10_000;

/** Where a secret received belongs: counted, another repository's, or not an open valid secret at all. */
export type SecretPlace = 'in-scope' | 'foreign' | 'not-valid';

/** Where a secret received belongs, against the repository keys in scope (gate/scope.ts repositoryKey), or all. */
export function secretPlace(
  secret: Pick<SecretFinding, 'open' | 'confirmedValid' | 'repository'>,
  scope: ReadonlySet<string> | 'all',
): SecretPlace {
  if (!secret.open || !secret.confirmedValid) return 'not-valid';
  const repo = secret.repository?.name;
  // A secret without a repository name is kept: the gate fails closed.
  if (scope === 'all' || repo === undefined || repo.trim() === '') return 'in-scope';
  return scope.has(repositoryKey(repo)) ? 'in-scope' : 'foreign';
}

/** The repository keys of the names in scope, or all. */
export function secretScope(repositories: readonly string[] | 'all'): ReadonlySet<string> | 'all' {
  return repositories === 'all' ? 'all' : new Set(repositories.map(repositoryKey));
}

/** Whether a secret received is really open, confirmed valid and in scope (`projects` names, or all). */
export function isValidSecretInScope(
  secret: Pick<SecretFinding, 'open' | 'confirmedValid' | 'repository'>,
  projects: readonly string[] | 'all',
): boolean {
  return secretPlace(secret, secretScope(projects)) === 'in-scope';
}
