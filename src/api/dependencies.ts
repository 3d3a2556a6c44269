// The dependency list: GET /api/sca/deployments/{deploymentId}/dependencies, walked page by page.
// Items come in two shapes: the seed's {id, name, version} and the spec's FoundDependency.

import { ApiError, malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Page, WalkOptions } from './pages.ts';
import { walkPages } from './pages.ts';
import type { Dependency, DependencyQuery } from './types.ts';
import {
  appendAll,
  appendOne,
  checkDeploymentId,
  checkPageSize,
  describe,
  expectBody,
  expectObject,
  readArray,
  readBoolean,
  readCount,
  readId,
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

/** Validates one dependencies page; `hasMore` absent means false. */
export function parseDependenciesPage(json: unknown): Page<Dependency> {
  const root = expectBody('dependencies', json, 'dependencies');
  const list = readArray('dependencies', root.dependencies, 'dependencies');
  const items = new Array<Dependency>(list.length);
  for (let i = 0; i < list.length; i++) items[i] = parseDependency(list[i], i);
  const page: Page<Dependency> = { items, hasMore: readBoolean('dependencies', root.hasMore, 'hasMore') };
  const cursor = readString('dependencies', root.cursor, 'cursor');
  if (cursor) page.cursor = cursor;
  return page;
}

/** Validates one dependency of either shape into the Dependency type. */
export function parseDependency(value: unknown, index: number): Dependency {
  const where = (path: string): string => `dependencies[${index}]${path}`;
  const item = expectObject('dependencies', value, where(''));
  // fast path for the common case; the readers build their message only on bad input
  const text = (v: unknown, path: string): string | undefined => (typeof v === 'string' ? v : readString('dependencies', v, where(path)));
  const pkg =
    item.package === undefined || item.package === null ? undefined : expectObject('dependencies', item.package, where('.package'));
  const name = text(item.name, '.name') ?? text(pkg?.name, '.package.name');
  if (!name) throw malformed('dependencies', `${where('')} has no name (neither name nor package.name)`);
  const id = readItemId(item.id, where('.id'));
  const version = text(item.version, '.version') ?? text(pkg?.versionSpecifier, '.package.versionSpecifier');
  // protobuf JSON omits zero enums: in a FoundDependency (it has `package`), absent means the zero value
  const ecosystem = text(item.ecosystem, '.ecosystem') || (pkg === undefined ? undefined : 'no_package_manager');
  const transitivity = text(item.transitivity, '.transitivity') || (pkg === undefined ? undefined : 'UNKNOWN_TRANSITIVITY');
  const repositoryId = readId('dependencies', item.repositoryId, where('.repositoryId'));
  const rawLicenses = readArray('dependencies', item.licenses, where('.licenses'));
  for (let i = 0; i < rawLicenses.length; i++) {
    if (typeof rawLicenses[i] !== 'string') throw malformed('dependencies', `${where(`.licenses[${i}]`)} is not a string`);
  }

  const dependency: Dependency = { key: '', name, licenses: rawLicenses as string[] };
  if (id !== undefined) dependency.id = id;
  if (version !== undefined) dependency.version = version;
  if (ecosystem) dependency.ecosystem = ecosystem;
  if (transitivity) dependency.transitivity = transitivity;
  if (repositoryId !== undefined) dependency.repositoryId = repositoryId;
  if (item.definedAt !== undefined && item.definedAt !== null) {
    const at = expectObject('dependencies', item.definedAt, where('.definedAt'));
    const definedAt: NonNullable<Dependency['definedAt']> = {};
    const path = text(at.path, '.definedAt.path');
    const url = text(at.url, '.definedAt.url');
    if (path !== undefined) definedAt.path = path;
    if (at.startLine !== undefined && at.startLine !== null)
      definedAt.startLine = readCount('dependencies', at.startLine, where('.definedAt.startLine'));
    if (url !== undefined) definedAt.url = url;
    dependency.definedAt = definedAt;
  }
  if (item.manifestDefinition !== undefined && item.manifestDefinition !== null) {
    const manifest = expectObject('dependencies', item.manifestDefinition, where('.manifestDefinition'));
    const manifestPath = text(manifest.path, '.manifestDefinition.path');
    if (manifestPath !== undefined) dependency.manifestPath = manifestPath;
  }
  const resolvedUrl = text(item.resolvedUrl, '.resolvedUrl');
  if (resolvedUrl !== undefined) dependency.resolvedUrl = resolvedUrl;
  dependency.key = id ?? `${repositoryId ?? ''}|${ecosystem ?? ''}|${name}|${version ?? ''}|${dependency.definedAt?.path ?? ''}`;
  return dependency;
}

/** Walks the dependencies of a deployment, one page (array) at a time; bad arguments fail on the first step. */
export async function* listDependencies(
  transport: Transport,
  deploymentId: string,
  query: DependencyQuery,
  pageSize: number,
  walk: Omit<WalkOptions<Dependency>, 'operation' | 'endsWithHasMore' | 'keyOf'>,
): AsyncGenerator<Dependency[], void, undefined> {
  const id = checkDeploymentId('dependencies', deploymentId);
  buildDependenciesQuery(query, pageSize); // refuse a bad query before the first request
  const path = `/api/sca/deployments/${id}/dependencies`;
  yield* walkPages(
    async (cursor) => parseDependenciesPage(await transport.getJson('dependencies', path, buildDependenciesQuery(query, pageSize, cursor))),
    { ...walk, operation: 'dependencies', endsWithHasMore: true, keyOf: (dependency) => dependency.key },
  );
}

/** An item id: a non-empty string, or an int64 number; absent gives undefined. */
function readItemId(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  return readId('dependencies', value, what);
}
