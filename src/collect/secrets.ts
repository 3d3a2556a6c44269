// The open confirmed-valid secrets in scope, re-checked one by one (servers may ignore filters).
// Repository names are compared as people write them; a secret that names another repository is not
// counted, but counted apart and shown, never dropped without a word.
import type { ApiClient, SecretFinding } from '../api/index.ts';
import type { KeptText } from '../api/kept-text.ts';
import type { ExceptionMatcher } from '../gate/exceptions.ts';
import { repositoryKey } from '../gate/scope.ts';
import type { GateData } from '../gate/types.ts';
import { MostSevere } from './details.ts';

const SECRET_OPEN = 'FINDING_STATUS_OPEN';
const SECRET_VALID = 'VALIDATION_STATE_CONFIRMED_VALID';
/** Names of other repositories kept for the warning and the summary; the count stays exact. */
export const MAX_FOREIGN_REPOSITORIES = 20;
/** Confirmed-valid secrets kept in detail (rows, annotations, SARIF); every one is counted. */
export const MAX_SECRET_DETAILS = 10_000;

/** The details of at most `limit` secrets (default 10,000), the most severe kept; every one counted. */
export class SecretDetails extends MostSevere<SecretFinding> {
  constructor(limit: number = MAX_SECRET_DETAILS, text?: KeptText) {
    super(limit, (secret) => secret.severity, text);
  }
}

/** Where a secret received belongs: counted, another repository's, or not an open valid secret at all. */
export function secretPlace(secret: SecretFinding, scope: ReadonlySet<string> | 'all'): 'in-scope' | 'foreign' | 'not-valid' {
  if (secret.status !== SECRET_OPEN || secret.validationState !== SECRET_VALID) return 'not-valid';
  const repo = secret.repository?.name;
  // A secret without a repository name is kept: the gate fails closed.
  if (scope === 'all' || repo === undefined || repo.trim() === '') return 'in-scope';
  return scope.has(repositoryKey(repo)) ? 'in-scope' : 'foreign';
}

/** Whether a secret received is really open, confirmed valid and in scope (`projects` names, or all). */
export function isValidSecretInScope(secret: SecretFinding, projects: readonly string[] | 'all'): boolean {
  return secretPlace(secret, projects === 'all' ? 'all' : new Set(projects.map(repositoryKey))) === 'in-scope';
}

/** Walks the open confirmed-valid secrets of the repositories named (or all), re-checking each one. */
export async function collectValidSecrets(
  client: ApiClient,
  deploymentId: string,
  repositories: readonly string[] | 'all',
  exceptions?: ExceptionMatcher,
  text?: KeptText,
): Promise<Pick<GateData, 'validSecrets' | 'validSecretCount' | 'foreignSecrets' | 'exceptedSecretCount'>> {
  const details = new SecretDetails(MAX_SECRET_DETAILS, text);
  let excepted = 0;
  const foreign = { count: 0, repositories: [] as string[] };
  const scope = repositories === 'all' ? 'all' : new Set(repositories.map(repositoryKey));
  const query = { status: SECRET_OPEN, validationStates: [SECRET_VALID], ...(repositories === 'all' ? {} : { repos: [...repositories] }) };
  for await (const page of client.listSecrets(deploymentId, query)) {
    for (const secret of page) {
      const place = secretPlace(secret, scope);
      if (place === 'in-scope') {
        const entry = exceptions?.matchSecret(secret);
        if (entry !== undefined) excepted++;
        details.add(entry === undefined ? secret : Object.assign(secret, { exception: entry.number }));
      } else if (place === 'foreign') {
        foreign.count++;
        const name = secret.repository?.name ?? '';
        if (foreign.repositories.length < MAX_FOREIGN_REPOSITORIES && !foreign.repositories.includes(name)) foreign.repositories.push(name);
      }
    }
  }
  const validSecrets = details.kept();
  return {
    validSecrets,
    ...(details.count > validSecrets.length ? { validSecretCount: details.count } : {}),
    ...(foreign.count > 0 ? { foreignSecrets: foreign } : {}),
    ...(excepted > 0 ? { exceptedSecretCount: excepted } : {}),
  };
}
