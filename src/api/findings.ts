// The findings list: GET /api/v1/deployments/{deploymentSlug}/findings (Experimental), one issue type
// a call, paged by number from 0; a page shorter than page_size is the last. The slug comes from
// GET /api/v1/deployments.

import { openItem } from './answer.ts';
import { LIST_STATUSES, POLICY_MODES, REACHABILITIES, REPORT_FILTER_NAMES, reachabilityOfListed } from './enums.ts';
import { ApiError, malformed } from './errors.ts';
import type { Transport } from './http.ts';
import type { Key } from './key-set.ts';
import { MISSING_LIST, type WalkSettings, walkNumberedPages } from './pages.ts';
import type {
  DeploymentSlug,
  FindingsQuery,
  FixRecommendation,
  FoundDependency,
  IssueType,
  ListedFinding,
  ReportFilters,
} from './types.ts';
import {
  appendAll,
  checkPageSize,
  describe,
  expectBody,
  expectObject,
  ItemFields,
  isObject,
  readArray,
  readId,
  readString,
  type WireObject,
} from './wire.ts';

/** Largest page the API accepts (and the smallest is 100). */
export const FINDINGS_MAX_PAGE_SIZE = 3000;
/** Page size of a walk. */
export const FINDINGS_PAGE_SIZE = 2000;
/** Pages in flight at a time, after the first. */
export const FINDINGS_PAGE_WINDOW = 4;

// ---------------------------------------------------------------------------------------------
// The report's filters, as the list can apply them
// ---------------------------------------------------------------------------------------------

/** The list's own words for the report's enum values it can filter on. */
const LIST_WORDS: Readonly<Record<string, string>> = {
  FINDING_CONFIDENCE_LOW: 'low',
  FINDING_CONFIDENCE_MEDIUM: 'medium',
  FINDING_CONFIDENCE_HIGH: 'high',
  VERDICT_TRUE_POSITIVE: 'true_positive',
  VERDICT_FALSE_POSITIVE: 'false_positive',
  ...Object.fromEntries(REACHABILITIES.flatMap(({ api, exposure }) => (exposure === undefined ? [] : [[api, exposure]]))),
};

/**
 * Each report filter the list can apply: the list's parameter, the issue types it applies to, whether
 * it takes one value only, and whether its values are passed as given (free text) or mapped through
 * LIST_WORDS. A report filter not here (tags, teams, validity, deployment statuses, public exposures,
 * the period), a value without a list word, or several values for a one-value parameter, cannot be applied.
 */
const LIST_FILTERS: readonly {
  field: keyof ReportFilters;
  param: string;
  issueTypes: readonly IssueType[];
  single: boolean;
  text: boolean;
}[] = [
  { field: 'confidence', param: 'confidence', issueTypes: ['sast'], single: true, text: false },
  { field: 'ruleIds', param: 'rules', issueTypes: ['sast'], single: false, text: true },
  { field: 'findingCategories', param: 'categories', issueTypes: ['sast'], single: false, text: true },
  { field: 'aiVerdicts', param: 'autotriage_verdict', issueTypes: ['sast'], single: true, text: false },
  { field: 'reachability', param: 'exposures', issueTypes: ['sca'], single: false, text: false },
];

/** The report filters that narrow which findings count (the scope and the severities are sent apart). */
const COUNTED_FILTERS: readonly (keyof ReportFilters)[] = [
  'confidence',
  'reachability',
  'validity',
  'aiVerdicts',
  'deploymentStatuses',
  'publicExposures',
  'tags',
  'teams',
  'ruleIds',
  'findingCategories',
];

/** The list parameters that apply the report's filters to one issue type, and the filters (input names) it cannot apply. */
export function findingsListFilters(
  filters: Omit<ReportFilters, 'projects' | 'projectIds' | 'findingTypes' | 'findingSeverities'>,
  issueType: IssueType,
): { params: Record<string, string[]>; unapplied: string[] } {
  const params: Record<string, string[]> = {};
  const unapplied: string[] = [];
  if (filters.timePeriod?.since !== undefined) unapplied.push('since');
  if (filters.timePeriod?.until !== undefined) unapplied.push('until');
  for (const field of COUNTED_FILTERS) {
    const values = (filters as Record<string, unknown>)[field];
    if (!Array.isArray(values) || values.length === 0) continue;
    const rule = LIST_FILTERS.find((candidate) => candidate.field === field && candidate.issueTypes.includes(issueType));
    const words = rule?.text ? (values as string[]) : (values as string[]).map((value) => LIST_WORDS[value]);
    if (rule === undefined || words.some((word) => word === undefined) || (rule.single && words.length > 1)) {
      unapplied.push(REPORT_FILTER_NAMES[field] ?? field);
      continue;
    }
    params[rule.param] = words as string[];
  }
  return { params, unapplied };
}

// ---------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------

const POLICY_OF_MODE = new Map<string, string>(POLICY_MODES.flatMap((mode) => ('policy' in mode ? [[mode.word, mode.policy]] : [])));

/** A query the list would answer with more than was asked: refused before any request. */
function refuse(reason: string): ApiError {
  return new ApiError({ operation: 'findings', kind: 'config', reason });
}

/**
 * The query string of one page: findings of one status (open unless asked), deduplicated across
 * branches, no ref. The API ignores `policies` for any issue type but `sast`, and `is_malicious` for
 * any but `sca` (it would list every finding): such a query is refused, never sent.
 */
export function buildFindingsQuery(query: FindingsQuery, page: number, pageSize: number): URLSearchParams {
  const params = new URLSearchParams();
  params.set('issue_type', query.issueType);
  params.set('page', String(page));
  params.set('page_size', String(checkPageSize('findings', 'the findings page size (page_size)', pageSize, FINDINGS_MAX_PAGE_SIZE)));
  const status = query.status ?? 'open';
  if (!LIST_STATUSES.includes(status)) {
    throw refuse(`the findings list's status must be one of ${LIST_STATUSES.join(', ')} (got ${describe(status)})`);
  }
  params.set('status', status);
  params.set('dedup', 'true');
  appendAll(params, 'repos', query.repos);
  appendAll(params, 'severities', query.severities);
  if (query.policies !== undefined && query.policies.length > 0) {
    if (query.issueType !== 'sast')
      throw refuse(`the findings list filters by policy mode (policies) code findings only, not ${query.issueType}`);
    for (const mode of query.policies) {
      const policy = POLICY_OF_MODE.get(mode);
      if (policy === undefined) throw refuse(`the findings list has no policies value for the mode ${describe(mode)}`);
      params.append('policies', policy);
    }
  }
  if (query.isMalicious !== undefined) {
    if (query.issueType !== 'sca')
      throw refuse(`the findings list filters by is_malicious supply-chain findings only, not ${query.issueType}`);
    params.set('is_malicious', String(query.isMalicious));
  }
  for (const [name, values] of Object.entries(query.filters ?? {})) appendAll(params, name, values);
  return params;
}

const FIELDS = new ItemFields('findings', 'findings');
/** The optional text fields of a finding, by wire name. */
const TEXT_FIELDS = [
  ['status', 'status'],
  ['triage_state', 'triageState'],
  ['triage_reason', 'triageReason'],
  ['vulnerability_identifier', 'vulnerability'],
  ['reachability', 'reachability'],
] as const;
const DEPENDENCY_FIELDS = ['package', 'version', 'ecosystem', 'transitivity'] as const;

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
  const matchBasedId = f.identifier(item.match_based_id, index, '.match_based_id');
  if (matchBasedId) finding.matchBasedId = matchBasedId;
  for (const [field, into] of TEXT_FIELDS) {
    const found = f.string(item[field], index, `.${field}`);
    if (found) finding[into] = found;
  }
  const reachability = reachabilityOfListed(finding.reachability);
  if (reachability !== undefined) finding.reachabilityWord = reachability;
  const repository = f.optionalObject(item.repository, index, '.repository');
  if (repository !== undefined) {
    const name = f.string(repository.name, index, '.repository.name');
    const url = f.string(repository.url, index, '.repository.url');
    finding.repository = { ...(name ? { name } : {}), ...(url ? { url } : {}) };
  }
  const location = f.optionalObject(item.location, index, '.location') ?? {};
  const filePath = f.string(location.file_path, index, '.location.file_path');
  if (filePath) finding.filePath = filePath;
  const line = f.count(location.line, index, '.location.line');
  if (line > 0) finding.line = line;
  const url = f.string(item.line_of_code_url, index, '.line_of_code_url') || f.string(location.url, index, '.location.url');
  if (url) finding.url = url;
  // Checked, and kept as written: a finding's stamps are only read back as times (stampMs).
  const createdAt = f.stamp(item.created_at, index, '.created_at');
  if (createdAt) finding.createdAt = createdAt;
  const relevantSince = f.stamp(item.relevant_since, index, '.relevant_since');
  if (relevantSince) finding.relevantSince = relevantSince;
  const found = f.optionalObject(item.found_dependency, index, '.found_dependency');
  if (found !== undefined) {
    const dependency: FoundDependency = {};
    for (const field of DEPENDENCY_FIELDS) {
      const text = f.string(found[field], index, `.found_dependency.${field}`);
      if (text) dependency[field] = text;
    }
    finding.dependency = dependency;
  }
  readSupplyChainFields(f, item, index, finding);
  return finding;
}

/** The fields a supply-chain finding adds: its fixes, its EPSS score and whether its dependency is malicious. */
function readSupplyChainFields(f: ItemFields, item: WireObject, index: number, finding: ListedFinding): void {
  if (item.fix_recommendations !== undefined && item.fix_recommendations !== null) {
    finding.fixRecommendations = f.array(item.fix_recommendations, index, '.fix_recommendations').map((entry, n) => {
      const path = `.fix_recommendations[${n}]`;
      const fix = f.object(entry, index, path);
      const recommendation: FixRecommendation = {};
      const pkg = f.string(fix.package, index, `${path}.package`);
      if (pkg) recommendation.package = pkg;
      const version = f.string(fix.version, index, `${path}.version`);
      if (version) recommendation.version = version;
      return recommendation;
    });
  }
  const epss = f.optionalObject(item.epss_score, index, '.epss_score');
  if (epss !== undefined) {
    // Checked whole: a malformed percentile is a malformed answer even though the gate reads the score only.
    f.probability(epss.percentile, index, '.epss_score.percentile');
    const score = f.probability(epss.score, index, '.epss_score.score');
    if (score !== undefined) finding.epssScore = score;
  }
  const malicious = f.flag(item.is_malicious, index, '.is_malicious');
  if (malicious !== undefined) finding.isMalicious = malicious;
}

/** The findings of a page, not yet validated: the envelope alone is read. */
export function readFindingsEnvelope(json: unknown): unknown[] {
  const root = expectBody('findings', json, 'findings');
  // A list that is null is not an empty list: the server did not say what it holds.
  if (root.findings === null) throw malformed('findings', 'findings is null, not a list');
  return readArray('findings', root.findings, 'findings');
}

/** Whether a deployment slug can go into a URL path as it is. */
export function isSlug(slug: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(slug);
}

/** The list's path for a deployment's slug, checked to be one. */
function findingsPath(slug: string): string {
  if (!isSlug(slug)) throw malformed('findings', `the deployment slug ${JSON.stringify(slug.slice(0, 40))} is not a slug`);
  return `/api/v1/deployments/${encodeURIComponent(slug)}/findings`;
}

/**
 * What makes a listed finding under its id the same finding: a repeat of its id with other of these is another
 * finding (pages.ts sameOf). A page that shifted repeats a finding as it was; the policy's walks have no report
 * to agree with, so a copy under the id of a malicious or Block-mode finding, marked fixed, must not hide it
 * (attack33 H3); nor may a copy that a filter or a deadline reads otherwise (attack35 H3): every field a
 * decision reads of a listed finding is here.
 */
export function findingItself(f: ListedFinding): Key {
  const { dependency: d } = f;
  const where = [f.repository?.name ?? '', f.filePath ?? '', String(f.line ?? '')];
  const advisory = [
    String(f.isMalicious ?? ''),
    f.reachability ?? '',
    d?.package ?? '',
    d?.version ?? '',
    d?.ecosystem ?? '',
    f.vulnerability ?? '',
    // What the supply-chain filters read (gate/sca-filters.ts scaCounts): a copy of lower EPSS or without a fix must not hide it (attack35 H3).
    String(f.epssScore ?? ''),
    ...(f.fixRecommendations ?? []).flatMap((fix) => [fix.package ?? '', fix.version ?? '']),
  ];
  // What the deadlines read (gate/findings.ts deadlineOf): a younger or triaged copy must not hide an overdue finding.
  const deadline = [f.triageState ?? '', f.triageReason ?? '', f.relevantSince ?? '', f.createdAt ?? ''];
  return [f.status ?? '', f.severity, f.rule, f.matchBasedId ?? '', ...where, ...deadline, ...advisory];
}

/**
 * Walks the open findings of one issue type, page by page from 0. The AI list is optional: a server
 * that answers its page 0 with 400, 404 or 405 has none; any later failure fails the walk.
 */
export async function* listFindings(
  transport: Transport,
  slug: string,
  query: FindingsQuery,
  walk: Pick<WalkSettings, 'maxPages' | 'remembered'> & { ready?: Promise<unknown> },
): AsyncGenerator<ListedFinding[], void, undefined> {
  const path = findingsPath(slug);
  buildFindingsQuery(query, 0, FINDINGS_PAGE_SIZE); // refuse a bad query before the first request
  yield* walkNumberedPages(
    async (page, claim) => {
      const answer = await transport.getJsonLater('findings', path, buildFindingsQuery(query, page, FINDINGS_PAGE_SIZE), {
        size: FINDINGS_MAX_PAGE_SIZE,
        list: 'findings',
        claim,
      });
      return Object.assign(() => readFindingsEnvelope(answer()), { bytes: answer.bytes });
    },
    {
      operation: 'findings',
      maxPages: walk.maxPages,
      ...(walk.remembered === undefined ? {} : { remembered: walk.remembered }),
      pageSize: FINDINGS_PAGE_SIZE,
      window: FINDINGS_PAGE_WINDOW,
      ...(walk.ready === undefined ? {} : { ready: walk.ready }),
      optional: query.issueType === 'ai_sast',
      keyOf: (finding) => finding.id,
      sameOf: findingItself,
      parseItem: (raw, index) => parseFinding(raw, index, query.issueType),
    },
  );
}

/** Smallest page the API serves: the most severe findings are read in one page of it. */
export const FINDINGS_MIN_PAGE_SIZE = 100;

/**
 * The first page of the open findings of one issue type, most recent first: enough to name the most
 * severe few when `query.severities` narrows it, without a walk. A server without the AI list (400,
 * 404 or 405) gives none.
 */
export async function listFirstFindings(transport: Transport, slug: string, query: FindingsQuery): Promise<ListedFinding[]> {
  const path = findingsPath(slug);
  let raw: unknown[];
  try {
    const answer = await transport.getJson('findings', path, buildFindingsQuery(query, 0, FINDINGS_MIN_PAGE_SIZE), {
      size: FINDINGS_MAX_PAGE_SIZE,
      list: 'findings',
    });
    raw = readFindingsEnvelope(answer);
  } catch (error) {
    if (query.issueType === 'ai_sast' && error instanceof ApiError && MISSING_LIST.has(error.status as number)) return [];
    throw error;
  }
  return raw.map((item, index) => parseFinding(openItem(item), index, query.issueType));
}

/** The v1 deployments list, for the slug of each deployment (and its name, which the summary shows). */
export async function listDeploymentSlugs(transport: Transport): Promise<DeploymentSlug[]> {
  const root = expectBody('deployments', await transport.getJson('deployments', '/api/v1/deployments'), 'deployments');
  return readArray('deployments', root.deployments, 'deployments').flatMap((item, index) => {
    const deployment = expectObject('deployments', item, `deployments[${index}]`);
    const id = readId('deployments', deployment.id, `deployments[${index}].id`);
    const slug = readString('deployments', deployment.slug, `deployments[${index}].slug`);
    const name = readString('deployments', deployment.name, `deployments[${index}].name`);
    return id !== undefined && slug ? [{ id, slug, ...(name ? { name } : {}) }] : [];
  });
}
