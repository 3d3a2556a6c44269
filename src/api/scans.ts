// The scans list of one project: POST /api/v2/deployments/{deploymentId}/projects/{projectId}/scans/list
// (Beta), walked by `cursor`. It covers the past 30 days; its order is not documented.

import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Key } from './key-set.ts';
import type { Page, WalkSettings } from './pages.ts';
import { walkPages } from './pages.ts';
import type { Scan, ScansQuery } from './types.ts';
import {
  checkDeploymentId,
  checkProjectId,
  expectBody,
  ItemFields,
  meaningful,
  readArray,
  readBoolean,
  readString,
  readTime,
} from './wire.ts';

/** Page size: the largest the API accepts. */
export const SCANS_PAGE_SIZE = 500;
/** Most pages of one project's scans read (50,000 scans in the 30 days the list covers). */
export const SCANS_MAX_PAGES = 100;

/** The request body of one page. */
export function buildScansBody(query: ScansQuery, cursor?: string): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (query.branch) filters.branch = query.branch;
  if (query.createdSince) filters.createdSince = query.createdSince;
  const statuses = meaningful(query.statuses);
  if (statuses.length > 0) filters.statuses = statuses;
  return { limit: SCANS_PAGE_SIZE, ...(cursor ? { cursor } : {}), ...(Object.keys(filters).length > 0 ? { filters } : {}) };
}

const FIELDS = new ItemFields('scans', 'scans');
/** A commit as an output, a summary or a log may show it: 7 to 64 hex digits, nothing else. */
const COMMIT = /^[0-9a-f]{7,64}$/i;

/** Reads a scans page's envelope (its list and `cursor`; empty or absent is the end), the items left raw for parseScan. */
export function readScansEnvelope(json: unknown): Page<unknown> {
  const root = expectBody('scans', json, 'scans');
  const page: Page<unknown> = { items: readArray('scans', root.scans, 'scans') };
  const cursor = readString('scans', root.cursor, 'cursor');
  if (cursor) page.cursor = cursor;
  return page;
}

/** A product as the scans list names it, upper case with its prefix: `sast`, `Product_SAST` → `PRODUCT_SAST`. */
function productWord(word: string): string {
  const upper = word.trim().toUpperCase();
  return upper === '' || upper.startsWith('PRODUCT_') ? upper : `PRODUCT_${upper}`;
}

/** Validates one scan; a commit that is not a sha (7 to 64 hex digits) is left out, never shown or matched. */
export function parseScan(value: unknown, index: number): Scan {
  const f = FIELDS;
  const item = f.object(value, index);
  const id = f.id(item.id, index, '.id');
  if (id === undefined) throw malformed('scans', `${f.where(index, '.id')} is missing`);
  const scan: Scan = {
    id,
    status: f.string(item.status, index, '.status') || 'SCAN_STATUS_UNSPECIFIED',
    isFullScan: readBoolean('scans', item.isFullScan, f.where(index, '.isFullScan')),
  };
  for (const field of ['projectId', 'branchId'] as const) {
    const found = f.id(item[field], index, `.${field}`);
    if (found !== undefined) scan[field] = found;
  }
  const commit = f.string(item.commit, index, '.commit');
  if (commit !== undefined && COMMIT.test(commit)) scan.commit = commit.toLowerCase();
  const exitCode = f.string(typeof item.exitCode === 'number' ? String(item.exitCode) : item.exitCode, index, '.exitCode');
  if (exitCode) scan.exitCode = exitCode;
  for (const field of ['startTime', 'completeTime'] as const) {
    const time = readTime('scans', item[field], f.where(index, `.${field}`));
    if (time !== undefined) scan[field] = time;
  }
  if (item.enabledProducts !== undefined && item.enabledProducts !== null) {
    // Which finding types the scan refreshed (gate/freshness.ts covers): a secrets-only scan proves no code fresh (attack45 F3).
    scan.products = f
      .array(item.enabledProducts, index, '.enabledProducts')
      .map((word, n) => productWord(f.string(word, index, `.enabledProducts[${n}]`) ?? ''));
  }
  return scan;
}

/**
 * What makes a scan under its id the same scan: a repeat of its id with other of these is another scan (pages.ts
 * sameOf), never dropped as a repeat: a copy that completed now, sent before the scan, made stale data fresh
 * for scan-max-age, and a completed copy of a running scan would end wait-for-scan (attack35 H5).
 */
export function scanItself(s: Scan): Key {
  const times = [s.startTime ?? '', s.completeTime ?? ''];
  return [
    s.projectId ?? '',
    s.branchId ?? '',
    s.commit ?? '',
    s.status,
    String(s.isFullScan),
    s.exitCode ?? '',
    ...times,
    (s.products ?? []).join(),
  ];
}

/** Walks the scans of one project that the query selects, one page at a time. */
export async function* listScans(
  transport: Transport,
  deploymentId: string,
  projectId: string,
  query: ScansQuery,
  walk: WalkSettings,
): AsyncGenerator<Scan[], void, undefined> {
  const id = checkDeploymentId('scans', deploymentId);
  const project = checkProjectId('scans', projectId);
  const path = `/api/v2/deployments/${id}/projects/${project}/scans/list`;
  yield* walkPages(
    async (cursor, claim) => {
      const answer = await transport.postJsonLater('scans', path, buildScansBody(query, cursor), {
        size: SCANS_PAGE_SIZE,
        list: 'scans',
        claim,
      });
      return () => readScansEnvelope(answer());
    },
    { ...walk, operation: 'scans', endsWithHasMore: false, keyOf: (scan) => scan.id, sameOf: scanItself, parseItem: parseScan },
  );
}
