// The projects list: POST /api/v2/deployments/{deploymentId}/projects/list (Experimental), walked by
// `pageToken`. Its `names` filter matches substrings: callers compare names exactly.

import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Page, WalkOptions } from './pages.ts';
import { walkPages } from './pages.ts';
import type { Project, ProjectsQuery } from './types.ts';
import { checkDeploymentId, expectBody, expectObject, meaningful, readArray, readId, readString } from './wire.ts';

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

/** Validates one projects page; an empty or absent `pageToken` is the end. */
export function parseProjectsPage(json: unknown): Page<Project> {
  const root = expectBody('projects', json, 'projects');
  const items = readArray('projects', root.projects, 'projects').map((value, index): Project => {
    const where = `projects[${index}]`;
    const item = expectObject('projects', value, where);
    const id = readId('projects', item.id, `${where}.id`);
    const name = readString('projects', item.name, `${where}.name`);
    if (id === undefined || !name) throw malformed('projects', `${where} has no ${id === undefined ? 'id' : 'name'}`);
    const project: Project = { id, name };
    const latestScanId = readId('projects', item.latestScanId, `${where}.latestScanId`);
    if (latestScanId !== undefined) project.latestScanId = latestScanId;
    for (const field of ['defaultBranchId', 'primaryBranchId'] as const) {
      const branchId = readId('projects', item[field], `${where}.${field}`);
      if (branchId !== undefined) project[field] = branchId;
    }
    const url = readString('projects', item.url, `${where}.url`);
    if (url !== undefined) project.url = url;
    return project;
  });
  const page: Page<Project> = { items };
  const token = readString('projects', root.pageToken, 'pageToken');
  if (token) page.cursor = token;
  return page;
}

/** Walks the projects of a deployment that the query selects, one page at a time. */
export async function* listProjects(
  transport: Transport,
  deploymentId: string,
  query: ProjectsQuery,
  walk: Omit<WalkOptions<Project>, 'operation' | 'endsWithHasMore' | 'keyOf'>,
): AsyncGenerator<Project[], void, undefined> {
  const id = checkDeploymentId('projects', deploymentId);
  const path = `/api/v2/deployments/${id}/projects/list`;
  yield* walkPages(async (token) => parseProjectsPage(await transport.postJson('projects', path, buildProjectsBody(query, token))), {
    ...walk,
    operation: 'projects',
    endsWithHasMore: false,
    keyOf: (project) => project.id,
  });
}
