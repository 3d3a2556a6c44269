// The walk of the open confirmed-valid secrets in scope: each one received is placed by the gate's rule
// (gate/secrets.ts secretPlace: a server may ignore a filter) and matched against the exceptions as it
// arrives; the details of the most severe are kept, every one counted.

import { SECRET_CONFIRMED_VALID, SECRET_OPEN } from '../api/enums.ts';
import { malformed } from '../api/errors.ts';
import type { ApiClient, SecretFinding } from '../api/index.ts';
import type { KeptText } from '../api/kept-text.ts';
import type { ExceptionMatcher } from '../gate/exceptions.ts';
import { MAX_SECRET_DETAILS, secretPlace, secretScope } from '../gate/secrets.ts';
import type { Excepted, GateData } from '../gate/types.ts';
import { MostSevere } from './details.ts';
/** Names of other repositories kept for the warning and the summary; the count stays exact. */
export const MAX_FOREIGN_REPOSITORIES = 20;

/** The details of at most `limit` secrets (default 10,000), the most severe kept; every one counted. */
export class SecretDetails extends MostSevere<Excepted<SecretFinding>> {
  constructor(limit: number = MAX_SECRET_DETAILS, text?: KeptText) {
    super(limit, (secret) => secret.severity, text);
  }
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
  const scope = secretScope(repositories);
  const query = {
    status: SECRET_OPEN,
    validationStates: [SECRET_CONFIRMED_VALID],
    ...(repositories === 'all' ? {} : { repos: [...repositories] }),
  };
  for await (const page of client.listSecrets(deploymentId, query)) {
    for (const secret of page) {
      const place = secretPlace(secret, scope);
      if (place === 'in-scope') {
        const entry = exceptions?.matchSecret(secret);
        if (entry !== undefined) excepted++;
        details.add(entry === undefined ? secret : { ...secret, exception: entry.number });
      } else if (place === 'unknown') {
        throw malformed(
          'secrets',
          `secret ${JSON.stringify(secret.id.slice(0, 100))} has the status ${JSON.stringify(secret.status.slice(0, 100))} and the validation state ${JSON.stringify(secret.validationState.slice(0, 100))}, a word the gate does not know: whether it is an open, confirmed-valid secret cannot be told`,
        );
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
