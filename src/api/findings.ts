// The findings list: GET /api/v1/deployments/{deploymentSlug}/findings (Experimental), one issue type
// a call, paged by number from 0; a page shorter than page_size is the last. The slug comes from
// GET /api/v1/deployments.

import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { DeploymentSlug, FindingsQuery, IssueType, ListedFinding } from './types.ts';
import {
  appendAll,
  checkPageSize,
  expectBody,
  expectObject,
  isObject,
  readArray,
  readCount,
  readId,
  readString,
  readTime,
} from './wire.ts';

/** Largest page the API accepts (and the smallest is 100). */
export const FINDINGS_MAX_PAGE_SIZE = 3000;

/** The query string of one page: open findings, deduplicated across branches, no ref. */
export function buildFindingsQuery(query: FindingsQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('issue_type', query.issueType);
  params.set('page', String(query.page));
  params.set('page_size', String(checkPageSize('findings', 'the findings page size (page_size)', query.pageSize, FINDINGS_MAX_PAGE_SIZE)));
  params.set('status', 'open');
  params.set('dedup', 'true');
  appendAll(params, 'repos', query.repos);
  return params;
}

/** Validates one finding of a page. */
export function parseFinding(value: unknown, index: number, issueType: IssueType): ListedFinding {
  const where = `findings[${index}]`;
  const item = expectObject('findings', value, where);
  const id = readId('findings', item.id, `${where}.id`);
  if (id === undefined) throw malformed('findings', `${where}.id is missing`);
  const rule = isObject(item.rule) ? readString('findings', item.rule.name, `${where}.rule.name`) : undefined;
  const finding: ListedFinding = {
    id,
    issueType,
    rule: rule || readString('findings', item.rule_name, `${where}.rule_name`) || 'unknown rule',
    severity: (readString('findings', item.severity, `${where}.severity`) ?? '').toLowerCase(),
  };
  const text = (field: string, into: 'matchBasedId' | 'status' | 'triageState' | 'triageReason'): void => {
    const found = readString('findings', item[field], `${where}.${field}`);
    if (found) finding[into] = found;
  };
  text('match_based_id', 'matchBasedId');
  text('status', 'status');
  text('triage_state', 'triageState');
  text('triage_reason', 'triageReason');
  if (isObject(item.repository)) {
    const name = readString('findings', item.repository.name, `${where}.repository.name`);
    const url = readString('findings', item.repository.url, `${where}.repository.url`);
    finding.repository = { ...(name ? { name } : {}), ...(url ? { url } : {}) };
  }
  const location = isObject(item.location) ? item.location : {};
  const filePath = readString('findings', location.file_path, `${where}.location.file_path`);
  if (filePath) finding.filePath = filePath;
  const line = readCount('findings', location.line, `${where}.location.line`);
  if (line > 0) finding.line = line;
  const url =
    readString('findings', item.line_of_code_url, `${where}.line_of_code_url`) ||
    readString('findings', location.url, `${where}.location.url`);
  if (url) finding.url = url;
  const createdAt = readTime('findings', item.created_at, `${where}.created_at`);
  if (createdAt) finding.createdAt = createdAt;
  const relevantSince = readTime('findings', item.relevant_since, `${where}.relevant_since`);
  if (relevantSince) finding.relevantSince = relevantSince;
  const vulnerability = readString('findings', item.vulnerability_identifier, `${where}.vulnerability_identifier`);
  if (vulnerability) finding.vulnerability = vulnerability;
  return finding;
}

/** Validates one page of the findings list. */
export function parseFindingsPage(json: unknown, issueType: IssueType): ListedFinding[] {
  const root = expectBody('findings', json, 'findings');
  return readArray('findings', root.findings, 'findings').map((item, i) => parseFinding(item, i, issueType));
}

/** Whether a deployment slug can go into a URL path as it is. */
export function isSlug(slug: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(slug);
}

/** Fetches one page of the findings list. */
export async function getFindingsPage(transport: Transport, slug: string, query: FindingsQuery): Promise<ListedFinding[]> {
  if (!isSlug(slug)) throw malformed('findings', `the deployment slug ${JSON.stringify(slug.slice(0, 40))} is not a slug`);
  const json = await transport.getJson('findings', `/api/v1/deployments/${encodeURIComponent(slug)}/findings`, buildFindingsQuery(query));
  return parseFindingsPage(json, query.issueType);
}

/** The v1 deployments list, for the slug of each deployment. */
export async function listDeploymentSlugs(transport: Transport): Promise<DeploymentSlug[]> {
  const root = expectBody('deployments', await transport.getJson('deployments', '/api/v1/deployments'), 'deployments');
  return readArray('deployments', root.deployments, 'deployments').flatMap((item, index) => {
    const deployment = expectObject('deployments', item, `deployments[${index}]`);
    const id = readId('deployments', deployment.id, `deployments[${index}].id`);
    const slug = readString('deployments', deployment.slug, `deployments[${index}].slug`);
    return id !== undefined && slug ? [{ id, slug }] : [];
  });
}
