// The secrets list: GET /api/v1/deployments/{deploymentId}/secrets, walked page by page.

import { SECRET_OPEN, statusAnswer, validationAnswer } from './enums.ts';
import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Key } from './key-set.ts';
import type { Page, WalkSettings } from './pages.ts';
import { walkPages } from './pages.ts';
import type { SecretFinding, SecretsQuery } from './types.ts';
import {
  appendAll,
  appendOne,
  checkDeploymentId,
  checkPageSize,
  describe,
  expectBody,
  ItemFields,
  isObject,
  readArray,
  readString,
} from './wire.ts';

/** Default page size: the largest the API is known to accept. */
export const DEFAULT_SECRETS_LIMIT = 1000;
const MAX_SECRETS_LIMIT = 10_000;

/** The query string of one page, in the spec's names; arrays as repeated keys. */
export function buildSecretsQuery(query: SecretsQuery, limit: number, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(checkPageSize('secrets', 'the secrets page size (limit)', query.limit ?? limit, MAX_SECRETS_LIMIT)));
  appendOne(params, 'since', query.since);
  appendAll(params, 'validationState', query.validationStates);
  appendOne(params, 'status', query.status);
  appendAll(params, 'severity', query.severities);
  appendAll(params, 'repo', query.repos);
  return params;
}

/** Validates a secrets page's envelope (its list and cursor, nested or flat) and leaves its items raw, for parseSecret. */
export function readSecretsEnvelope(json: unknown): Page<unknown> {
  const root = expectBody('secrets', json, 'findings');
  let items: unknown[];
  let cursor = readString('secrets', root.cursor, 'cursor');
  if (isObject(root.findings)) {
    items = readArray('secrets', root.findings.findings, 'findings.findings');
    cursor ??= readString('secrets', root.findings.cursor, 'findings.cursor');
  } else {
    items = readArray('secrets', root.findings, 'findings');
  }
  const page: Page<unknown> = { items };
  if (cursor) page.cursor = cursor;
  return page;
}

const FIELDS = new ItemFields('secrets', 'findings');
/** The optional text fields of a secrets finding. */
const TEXT_FIELDS = [
  'confidence',
  'findingPath',
  'findingPathUrl',
  'ref',
  'refUrl',
  'ruleHashId',
  'mode',
  'createdAt',
  'updatedAt',
] as const;
const REPOSITORY_FIELDS = ['name', 'url', 'scmType', 'visibility'] as const;

/** What makes a secret under its id the same secret: a repeat of its id with other of these is another secret (pages.ts sameOf). */
export function secretItself(s: SecretFinding): Key {
  return [s.type, s.severity, s.status, s.validationState, s.repository?.name ?? '', s.findingPath ?? '', s.ref ?? '', s.mode ?? ''];
}

/** Validates one secrets finding; enums default to their `*_UNSPECIFIED` value when omitted. */
export function parseSecret(value: unknown, index: number): SecretFinding {
  const f = FIELDS;
  const item = f.object(value, index);
  const id = typeof item.id === 'number' && Number.isSafeInteger(item.id) ? String(item.id) : item.id;
  if (typeof id !== 'string' || id === '') throw malformed('secrets', `${f.where(index, '.id')} is ${describe(item.id)}, not an id`);
  f.identifier(id, index, '.id');
  const status = f.string(item.status, index, '.status') || 'FINDING_STATUS_UNSPECIFIED';
  const validationState = f.string(item.validationState, index, '.validationState') || 'VALIDATION_STATE_UNSPECIFIED';
  const finding: SecretFinding = {
    id,
    type: f.string(item.type, index, '.type') ?? '',
    severity: f.string(item.severity, index, '.severity') || 'SEVERITY_UNSPECIFIED',
    status,
    validationState,
    open: statusAnswer(status, SECRET_OPEN),
    confirmedValid: validationAnswer(validationState),
  };
  for (const field of TEXT_FIELDS) {
    const text = f.string(item[field], index, `.${field}`);
    if (text !== undefined) finding[field] = text;
  }
  const repo = f.optionalObject(item.repository, index, '.repository');
  if (repo !== undefined) {
    const repository: NonNullable<SecretFinding['repository']> = {};
    for (const field of REPOSITORY_FIELDS) {
      const text = f.string(repo[field], index, `.repository.${field}`);
      if (text !== undefined) repository[field] = text;
    }
    finding.repository = repository;
  }
  return finding;
}

/** Walks the secrets of a deployment, one page (array) at a time; bad arguments fail on the first step. */
export async function* listSecrets(
  transport: Transport,
  deploymentId: string,
  query: SecretsQuery,
  pageSize: number,
  walk: WalkSettings,
): AsyncGenerator<SecretFinding[], void, undefined> {
  const id = checkDeploymentId('secrets', deploymentId);
  buildSecretsQuery(query, pageSize); // refuse a bad query before the first request
  const path = `/api/v1/deployments/${id}/secrets`;
  yield* walkPages(
    async (cursor, claim) => {
      const answer = await transport.getJsonLater('secrets', path, buildSecretsQuery(query, pageSize, cursor), {
        size: MAX_SECRETS_LIMIT,
        list: 'findings',
        claim,
      });
      return () => readSecretsEnvelope(answer());
    },
    { ...walk, operation: 'secrets', endsWithHasMore: false, keyOf: (finding) => finding.id, sameOf: secretItself, parseItem: parseSecret },
  );
}
