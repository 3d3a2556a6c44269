// The projects list: POST /api/v2/deployments/{deploymentId}/projects/list (Experimental), walked by
// `pageToken`. Its `names` filter matches substrings: callers compare names exactly.

import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Key } from './key-set.ts';
import type { Page, WalkSettings } from './pages.ts';
import { walkPages } from './pages.ts';
import type { Project, ProjectsQuery } from './types.ts';
import { checkDeploymentId, expectBody, ItemFields, meaningful, readArray, readString } from './wire.ts';

/** Page size: the largest the API accepts. */
export const PROJECTS_PAGE_SIZE = 3000;

/** The request body of one page. */
export function buildProjectsBody(query: ProjectsQuery, pageToken?: string): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const names = (query.names ?? []).filter((name) => name !== '');
  if (names.length > 0) filter.names = names;
  const statuses = meaningful(query.statuses);
  if (statuses.length > 0) filter.statuses = statuses;
  return { pageSize: PROJECTS_PAGE_SIZE, ...(pageToken ? { pageToken } : {}), ...(Object.keys(filter).length > 0 ? { filter } : {}) };
}

const FIELDS = new ItemFields('projects', 'projects');

/** Reads a projects page's envelope (its list and `pageToken`; empty or absent is the end), the items left raw for parseProject. */
export function readProjectsEnvelope(json: unknown): Page<unknown> {
  const root = expectBody('projects', json, 'projects');
  const page: Page<unknown> = { items: readArray('projects', root.projects, 'projects') };
  const token = readString('projects', root.pageToken, 'pageToken');
  if (token) page.cursor = token;
  return page;
}

/** Validates one project of a page. */
export function parseProject(value: unknown, index: number): Project {
  const f = FIELDS;
  const item = f.object(value, index);
  const id = f.id(item.id, index, '.id');
  const name = f.string(item.name, index, '.name');
  if (id === undefined || !name) throw malformed('projects', `${f.where(index)} has no ${id === undefined ? 'id' : 'name'}`);
  const project: Project = { id, name };
  const latestScanId = f.id(item.latestScanId, index, '.latestScanId');
  if (latestScanId !== undefined) project.latestScanId = latestScanId;
  for (const field of ['defaultBranchId', 'primaryBranchId'] as const) {
    const branchId = f.id(item[field], index, `.${field}`);
    if (branchId !== undefined) project[field] = branchId;
  }
  const url = f.string(item.url, index, '.url');
  if (url !== undefined) project.url = url;
  return project;
}

/**
 * What makes a project under its id the same project (pages.ts sameOf): its name, which the scope, the report's rows
 * and the secrets are matched by, and its branches. One id for two names is a malformed answer (attack33 L6: the walk
 * kept the first, a decoy's name, and the run judged and named projects the deployment does not have).
 */
export function projectItself(project: Project): Key {
  return [project.name, project.defaultBranchId ?? '', project.primaryBranchId ?? ''];
}

/** Walks the projects of a deployment that the query selects, one page at a time. */
export async function* listProjects(
  transport: Transport,
  deploymentId: string,
  query: ProjectsQuery,
  walk: WalkSettings,
): AsyncGenerator<Project[], void, undefined> {
  const id = checkDeploymentId('projects', deploymentId);
  const path = `/api/v2/deployments/${id}/projects/list`;
  yield* walkPages(
    async (token, claim) => {
      const answer = await transport.postJsonLater('projects', path, buildProjectsBody(query, token), {
        size: PROJECTS_PAGE_SIZE,
        list: 'projects',
        claim,
      });
      return () => readProjectsEnvelope(answer());
    },
    {
      ...walk,
      operation: 'projects',
      endsWithHasMore: false,
      keyOf: (project) => project.id,
      sameOf: projectItself,
      parseItem: parseProject,
    },
  );
}
