// The scans list of one project: POST /api/v2/deployments/{deploymentId}/projects/{projectId}/scans/list
// (Beta), walked by `cursor`. It covers the past 30 days; its order is not documented.

import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Page, WalkOptions } from './pages.ts';
import { walkPages } from './pages.ts';
import type { Scan, ScansQuery } from './types.ts';
import { checkDeploymentId, expectBody, expectObject, meaningful, readArray, readBoolean, readId, readString, readTime } from './wire.ts';

/** Page size: the largest the API accepts. */
export const SCANS_PAGE_SIZE = 500;

/** The request body of one page. */
export function buildScansBody(query: ScansQuery, cursor?: string): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (query.branch) filters.branch = query.branch;
  if (query.createdSince) filters.createdSince = query.createdSince;
  const statuses = meaningful(query.statuses);
  if (statuses.length > 0) filters.statuses = statuses;
  return { limit: SCANS_PAGE_SIZE, ...(cursor ? { cursor } : {}), ...(Object.keys(filters).length > 0 ? { filters } : {}) };
}

/** Validates one scans page; an empty or absent `cursor` is the end. */
export function parseScansPage(json: unknown): Page<Scan> {
  const root = expectBody('scans', json, 'scans');
  const items = readArray('scans', root.scans, 'scans').map((value, index): Scan => {
    const where = `scans[${index}]`;
    const item = expectObject('scans', value, where);
    const id = readId('scans', item.id, `${where}.id`);
    if (id === undefined) throw malformed('scans', `${where}.id is missing`);
    const scan: Scan = {
      id,
      status: readString('scans', item.status, `${where}.status`) || 'SCAN_STATUS_UNSPECIFIED',
      isFullScan: readBoolean('scans', item.isFullScan, `${where}.isFullScan`),
    };
    for (const field of ['projectId', 'branchId'] as const) {
      const found = readId('scans', item[field], `${where}.${field}`);
      if (found !== undefined) scan[field] = found;
    }
    const commit = readString('scans', item.commit, `${where}.commit`);
    if (commit) scan.commit = commit;
    const exitCode = readString('scans', typeof item.exitCode === 'number' ? String(item.exitCode) : item.exitCode, `${where}.exitCode`);
    if (exitCode) scan.exitCode = exitCode;
    for (const field of ['startTime', 'completeTime'] as const) {
      const time = readTime('scans', item[field], `${where}.${field}`);
      if (time !== undefined) scan[field] = time;
    }
    return scan;
  });
  const page: Page<Scan> = { items };
  const cursor = readString('scans', root.cursor, 'cursor');
  if (cursor) page.cursor = cursor;
  return page;
}

/** Walks the scans of one project that the query selects, one page at a time. */
export async function* listScans(
  transport: Transport,
  deploymentId: string,
  projectId: string,
  query: ScansQuery,
  walk: Omit<WalkOptions<Scan>, 'operation' | 'endsWithHasMore' | 'keyOf'>,
): AsyncGenerator<Scan[], void, undefined> {
  const id = checkDeploymentId('scans', deploymentId);
  const project = checkDeploymentId('scans', projectId);
  const path = `/api/v2/deployments/${id}/projects/${project}/scans/list`;
  yield* walkPages(async (cursor) => parseScansPage(await transport.postJson('scans', path, buildScansBody(query, cursor))), {
    ...walk,
    operation: 'scans',
    endsWithHasMore: false,
    keyOf: (scan) => scan.id,
  });
}
