// Who the token belongs to (GET /api/agent/identity) and what it may access (GET /api/v2/deployments).

import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Deployment, Identity } from './types.ts';
import { expectBody, expectObject, readArray, readId, readString } from './wire.ts';

/** Validates an identity response (`identity` is required); the ids are absent for identities that are not API tokens. */
export function parseIdentity(json: unknown): Identity {
  const root = expectBody('identity', json, 'identity');
  const name = readString('identity', root.identity, 'identity');
  if (!name) throw malformed('identity', 'identity is missing');
  const identity: Identity = { identity: name };
  const userId = readId('identity', root.userId, 'userId');
  const deploymentId = readId('identity', root.deploymentId, 'deploymentId');
  if (userId !== undefined) identity.userId = userId;
  if (deploymentId !== undefined) identity.deploymentId = deploymentId;
  return identity;
}

/** Validates a deployments response; ids become decimal strings. */
export function parseDeployments(json: unknown): Deployment[] {
  const root = expectBody('deployments', json, 'deployments');
  return readArray('deployments', root.deployments, 'deployments').map((item, index) => {
    const where = `deployments[${index}]`;
    const deployment = expectObject('deployments', item, where);
    const id = readId('deployments', deployment.id, `${where}.id`);
    if (id === undefined) throw malformed('deployments', `${where}.id is missing`);
    return { id, name: readString('deployments', deployment.name, `${where}.name`) ?? '' };
  });
}

/** Fetches the identity of the token's bearer. */
export async function getIdentity(transport: Transport): Promise<Identity> {
  return parseIdentity(await transport.getJson('identity', '/api/agent/identity'));
}

/** Fetches the deployments the token can access. */
export async function listDeployments(transport: Transport): Promise<Deployment[]> {
  return parseDeployments(await transport.getJson('deployments', '/api/v2/deployments'));
}
