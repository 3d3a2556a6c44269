// The dependency list: GET /api/sca/deployments/{deploymentId}/dependencies, walked page by page.
// Items come in two shapes: the seed's {id, name, version} and the spec's FoundDependency.

import { ApiError, malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Key } from './key-set.ts';
import type { Page, WalkSettings } from './pages.ts';
import { walkPages } from './pages.ts';
import type { Dependency, DependencyQuery } from './types.ts';
import {
  appendAll,
  appendOne,
  checkDeploymentId,
  checkPageSize,
  describe,
  expectBody,
  ItemFields,
  readArray,
  readBoolean,
  readString,
} from './wire.ts';

/** Default and largest page size (the spec's upper bound). */
export const DEFAULT_DEPENDENCIES_PAGE_SIZE = 10_000;
const MAX_DEPENDENCIES_PAGE_SIZE = 10_000;

/** The query string of one page: `dependencyFilter.*`, `cursor`, `pageSize`; arrays as repeated keys. */
export function buildDependenciesQuery(query: DependencyQuery, pageSize: number, cursor?: string): URLSearchParams {
  for (const repositoryId of query.repositoryIds ?? []) {
    if (!/^[0-9]{1,19}$/.test(repositoryId)) {
      throw new ApiError({
        operation: 'dependencies',
        kind: 'config',
        reason: `a repository id must be a decimal number (got ${describe(repositoryId)})`,
      });
    }
  }
  const size = checkPageSize(
    'dependencies',
    'the dependencies page size (pageSize)',
    query.pageSize ?? pageSize,
    MAX_DEPENDENCIES_PAGE_SIZE,
  );
  const params = new URLSearchParams();
  appendOne(params, 'dependencyFilter.name', query.name);
  appendOne(params, 'dependencyFilter.version', query.version);
  appendAll(params, 'dependencyFilter.repositoryId', query.repositoryIds);
  appendAll(params, 'dependencyFilter.transitivity', query.transitivity);
  appendAll(params, 'dependencyFilter.ecosystem', query.ecosystems);
  appendOne(params, 'dependencyFilter.lockfilePath', query.lockfilePath);
  appendAll(params, 'dependencyFilter.licensePolicySettings', query.licensePolicySettings);
  appendAll(params, 'dependencyFilter.license', query.licenses);
  if (query.includeArchived) params.set('dependencyFilter.includeArchived', 'true');
  if (cursor) params.set('cursor', cursor);
  params.set('pageSize', String(size));
  return params;
}

const FIELDS = new ItemFields('dependencies', 'dependencies');

/** Validates a dependencies page's envelope (its list, `hasMore`, `cursor`) and leaves its items raw, for parseDependency. */
export function readDependenciesEnvelope(json: unknown): Page<unknown> {
  const root = expectBody('dependencies', json, 'dependencies');
  const items = readArray('dependencies', root.dependencies, 'dependencies');
  const page: Page<unknown> = { items, hasMore: readBoolean('dependencies', root.hasMore, 'hasMore') };
  const cursor = readString('dependencies', root.cursor, 'cursor');
  if (cursor) page.cursor = cursor;
  return page;
}

/** Validates one dependency of either shape into the Dependency type. */
export function parseDependency(value: unknown, index: number): Dependency {
  const f = FIELDS;
  const item = f.object(value, index);
  const pkg = f.optionalObject(item.package, index, '.package');
  const name = f.string(item.name, index, '.name') ?? f.string(pkg?.name, index, '.package.name');
  if (!name) throw malformed('dependencies', `${f.where(index)} has no name (neither name nor package.name)`);
  const id = readItemId(item.id, index);
  const version = f.string(item.version, index, '.version') ?? f.string(pkg?.versionSpecifier, index, '.package.versionSpecifier');
  // protobuf JSON omits zero enums: in a FoundDependency (it has `package`), absent means the zero value
  const ecosystem = f.string(item.ecosystem, index, '.ecosystem') || (pkg === undefined ? undefined : 'no_package_manager');
  const transitivity = f.string(item.transitivity, index, '.transitivity') || (pkg === undefined ? undefined : 'UNKNOWN_TRANSITIVITY');
  const repositoryId = f.id(item.repositoryId, index, '.repositoryId');
  const licenses = f.array(item.licenses, index, '.licenses');
  for (let i = 0; i < licenses.length; i++) {
    if (typeof licenses[i] !== 'string') throw malformed('dependencies', `${f.where(index, `.licenses[${i}]`)} is not a string`);
  }

  const dependency: Dependency = { name, licenses: licenses as string[] };
  if (id !== undefined) dependency.id = id;
  if (version !== undefined) dependency.version = version;
  if (ecosystem) dependency.ecosystem = ecosystem;
  if (transitivity) dependency.transitivity = transitivity;
  if (repositoryId !== undefined) dependency.repositoryId = repositoryId;
  const at = f.optionalObject(item.definedAt, index, '.definedAt');
  if (at !== undefined) {
    const definedAt: NonNullable<Dependency['definedAt']> = {};
    const path = f.string(at.path, index, '.definedAt.path');
    const url = f.string(at.url, index, '.definedAt.url');
    if (path !== undefined) definedAt.path = path;
    if (at.startLine !== undefined && at.startLine !== null) definedAt.startLine = f.count(at.startLine, index, '.definedAt.startLine');
    if (url !== undefined) definedAt.url = url;
    dependency.definedAt = definedAt;
  }
  const manifest = f.optionalObject(item.manifestDefinition, index, '.manifestDefinition');
  if (manifest !== undefined) {
    const manifestPath = f.string(manifest.path, index, '.manifestDefinition.path');
    if (manifestPath !== undefined) dependency.manifestPath = manifestPath;
  }
  const resolvedUrl = f.string(item.resolvedUrl, index, '.resolvedUrl');
  if (resolvedUrl !== undefined) dependency.resolvedUrl = resolvedUrl;
  return dependency;
}

/**
 * What makes a dependency itself in a walk: the server's id, or its repository, ecosystem, name, version
 * and path, as parts (never joined: a name may hold any separator, and two dependencies must not become one).
 * The path is the one an exception reads (gate/exceptions.ts matchDependency): where it defines none, its
 * manifest's, so a copy in another manifest is another dependency, never a repeat (attack35 H4).
 */
export function dependencyKey(d: Dependency): Key {
  return d.id ?? [d.repositoryId ?? '', d.ecosystem ?? '', d.name, d.version ?? '', d.definedAt?.path ?? d.manifestPath ?? ''];
}

/**
 * What makes a dependency under its id the same dependency: a repeat of its id with other of these is another
 * dependency (pages.ts sameOf; without an id, the key is these already).
 */
export function dependencyItself(d: Dependency): Key {
  if (d.id === undefined) return '';
  const paths = [d.definedAt?.path ?? '', d.manifestPath ?? ''];
  return [d.repositoryId ?? '', d.ecosystem ?? '', d.name, d.version ?? '', ...paths, d.transitivity ?? '', ...d.licenses];
}

/** Walks the dependencies of a deployment, one page (array) at a time; bad arguments fail on the first step. */
export async function* listDependencies(
  transport: Transport,
  deploymentId: string,
  query: DependencyQuery,
  pageSize: number,
  walk: WalkSettings & { ready?: Promise<unknown> },
): AsyncGenerator<Dependency[], void, undefined> {
  const id = checkDeploymentId('dependencies', deploymentId);
  buildDependenciesQuery(query, pageSize); // refuse a bad query before the first request
  const path = `/api/sca/deployments/${id}/dependencies`;
  yield* walkPages(
    async (cursor, claim) => {
      const answer = await transport.getJsonLater('dependencies', path, buildDependenciesQuery(query, pageSize, cursor), {
        size: MAX_DEPENDENCIES_PAGE_SIZE,
        list: 'dependencies',
        claim,
      });
      return () => readDependenciesEnvelope(answer());
    },
    {
      ...walk,
      operation: 'dependencies',
      endsWithHasMore: true,
      keyOf: dependencyKey,
      sameOf: dependencyItself,
      parseItem: parseDependency,
    },
  );
}

/** An item id: a non-empty string, or an int64 number; absent gives undefined. */
function readItemId(value: unknown, index: number): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return FIELDS.identifier(value, index, '.id');
  return FIELDS.id(value, index, '.id');
}
