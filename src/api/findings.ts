// The findings list: GET /api/v1/deployments/{deploymentSlug}/findings (Experimental), one issue type
// a call, paged by number from 0; a page shorter than page_size is the last. The slug comes from
// GET /api/v1/deployments.

import { setImmediate as nextTurn } from 'node:timers/promises';
import { malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { DeploymentSlug, FindingsQuery, IssueType, ListedFinding } from './types.ts';
import { appendAll, checkPageSize, expectBody, expectObject, ItemFields, isObject, readArray, readId, readString } from './wire.ts';

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

const FIELDS = new ItemFields('findings', 'findings');
/** The optional text fields of a finding, by wire name. */
const TEXT_FIELDS = [
  ['match_based_id', 'matchBasedId'],
  ['status', 'status'],
  ['triage_state', 'triageState'],
  ['triage_reason', 'triageReason'],
] as const;

/** Validates one finding of a page. */
export function parseFinding(value: unknown, index: number, issueType: IssueType): ListedFinding {
  const f = FIELDS;
  const item = f.object(value, index);
  const id = f.id(item.id, index, '.id');
  if (id === undefined) throw malformed('findings', `${f.where(index, '.id')} is missing`);
  const ruleObject = isObject(item.rule) ? item.rule : undefined;
  const rule = ruleObject === undefined ? undefined : f.string(ruleObject.name, index, '.rule.name');
  const finding: ListedFinding = {
    id,
    issueType,
    rule: rule || f.string(item.rule_name, index, '.rule_name') || 'unknown rule',
    severity: (f.string(item.severity, index, '.severity') ?? '').toLowerCase(),
  };
  for (const [field, into] of TEXT_FIELDS) {
    const found = f.string(item[field], index, `.${field}`);
    if (found) finding[into] = found;
  }
  const repository = isObject(item.repository) ? item.repository : undefined;
  if (repository !== undefined) {
    const name = f.string(repository.name, index, '.repository.name');
    const url = f.string(repository.url, index, '.repository.url');
    const kept: NonNullable<ListedFinding['repository']> = {};
    if (name) kept.name = name;
    if (url) kept.url = url;
    finding.repository = kept;
  }
  const location = isObject(item.location) ? item.location : {};
  const filePath = f.string(location.file_path, index, '.location.file_path');
  if (filePath) finding.filePath = filePath;
  const line = f.count(location.line, index, '.location.line');
  if (line > 0) finding.line = line;
  const url = f.string(item.line_of_code_url, index, '.line_of_code_url') || f.string(location.url, index, '.location.url');
  if (url) finding.url = url;
  // Checked, and kept as written: a finding's stamps are only read back as times (openSince).
  const createdAt = f.stamp(item.created_at, index, '.created_at');
  if (createdAt) finding.createdAt = createdAt;
  // Most findings have been open since they were created: the same text is checked once.
  const relevantSince = item.relevant_since === item.created_at ? createdAt : f.stamp(item.relevant_since, index, '.relevant_since');
  if (relevantSince) finding.relevantSince = relevantSince;
  const vulnerability = f.string(item.vulnerability_identifier, index, '.vulnerability_identifier');
  if (vulnerability) finding.vulnerability = vulnerability;
  return finding;
}

/** Validates one page of the findings list. */
export function parseFindingsPage(json: unknown, issueType: IssueType): ListedFinding[] {
  return readFindingsEnvelope(json).map((item, i) => parseFinding(item, i, issueType));
}

/** The findings of a page, not yet validated: the envelope alone is read. */
function readFindingsEnvelope(json: unknown): unknown[] {
  const root = expectBody('findings', json, 'findings');
  return readArray('findings', root.findings, 'findings');
}

/**
 * A page of the findings list whose envelope is read. Its length tells whether the next page exists, so
 * the reader asks for more before the findings are validated, and the API serves the next pages meanwhile.
 */
export interface FindingsPage {
  /** How many findings the page holds. */
  readonly length: number;
  /** Validates the findings in order, handing each over; a bad one throws, naming it. */
  each(take: (finding: ListedFinding) => void): Promise<void>;
}

/** Whether a deployment slug can go into a URL path as it is. */
export function isSlug(slug: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(slug);
}

/**
 * Findings validated between two turns of the event loop, the first turn before any (after the page was
 * decoded). The findings list runs beside the secrets walk, whose pages follow one another: each answer of
 * that chain waited for whatever the gate was computing when it came, and a findings page (decoded, then
 * 1,000 findings validated at once) kept it waiting up to 10 ms.
 */
export const FINDINGS_PER_TURN = 250;

/** A page of the findings list that has arrived: opening it decodes the answer and reads its envelope. */
export type ArrivedFindingsPage = () => FindingsPage;

/**
 * Fetches one page of the findings list. The answer is decoded when the page is opened, and its findings
 * validated when they are read (FindingsPage.each): pages asked for ahead wait as bytes until the list
 * reaches them, not as objects the garbage collector copies.
 */
export async function getFindingsPage(transport: Transport, slug: string, query: FindingsQuery): Promise<ArrivedFindingsPage> {
  if (!isSlug(slug)) throw malformed('findings', `the deployment slug ${JSON.stringify(slug.slice(0, 40))} is not a slug`);
  const path = `/api/v1/deployments/${encodeURIComponent(slug)}/findings`;
  const answer = await transport.getJsonLater('findings', path, buildFindingsQuery(query));
  return () => {
    const items = readFindingsEnvelope(answer());
    return {
      length: items.length,
      async each(take) {
        for (let i = 0; i < items.length; i++) {
          if (i % FINDINGS_PER_TURN === 0) await nextTurn();
          take(parseFinding(items[i], i, query.issueType));
        }
      },
    };
  };
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
