// When a secret counts: open, confirmed valid, and of a repository in scope. The secrets walk
// (collect/secrets.ts) asks the server for exactly those, and re-checks each one it receives here (a
// server may ignore a filter): one that names a known other status or validation state is left out; one
// that names a word the gate does not know refuses the answer; one that names no status, no validation
// state or no repository is kept, so that the gate fails closed; one that names another repository is
// counted apart and shown, never dropped without a word. Pure.
import type { SecretFinding } from '../api/types.ts';
import { repositoryKey } from './scope.ts';

/** Confirmed-valid secrets kept in detail (rows, annotations, SARIF, the report file's ids); every one is counted. */
export const MAX_SECRET_DETAILS = 10_000;

/**
 * Where a secret received belongs: counted, another repository's, not an open valid secret at all (it names a
 * known other status or validation state), or unknown (it names a word the gate does not know: the answer is
 * malformed, and never a reason to leave a live credential out: attack32 H1).
 */
export type SecretPlace = 'in-scope' | 'foreign' | 'not-valid' | 'unknown';

/** Where a secret received belongs, against the repository keys in scope (gate/scope.ts repositoryKey), or all. */
export function secretPlace(
  secret: Pick<SecretFinding, 'open' | 'confirmedValid' | 'repository'>,
  scope: ReadonlySet<string> | 'all',
): SecretPlace {
  if (secret.open === 'unknown' || secret.confirmedValid === 'unknown') return 'unknown';
  if (secret.open === 'other' || secret.confirmedValid === 'other') return 'not-valid';
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
