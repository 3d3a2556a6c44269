// The findings list, to name what the report counts: open code and supply-chain findings of the scope
// (and AI findings where the deployment has them), deduplicated across branches, read in pages beside
// the report. The details of at most 10,000 are kept, the most severe and newest first; all are counted.

import { severityRank } from '../api/enums.ts';
import { type ApiClient, ApiError, type ArrivedFindingsPage, type IssueType, isSlug, type ListedFinding } from '../api/index.ts';
import type { Config } from '../config/index.ts';
import { openSince } from '../gate/overdue.ts';
import type { FindingsListing } from '../gate/types.ts';
import { MostSevere } from './details.ts';
import { isUnavailable } from './scope.ts';

/** Findings kept in detail; every one is counted. */
export const MAX_FINDING_DETAILS = 10_000;
/** Page size of the list (the API accepts 100 to 3000). */
export const FINDINGS_PAGE_SIZE = 1000;
/** Pages in flight at a time, after the first. */
export const FINDINGS_PAGE_WINDOW = 4;

/** Most severe first, then the newest, then by id; each finding's rank and time are read once, not at every comparison. */
export function mostSevereNewestFirst(findings: ListedFinding[]): ListedFinding[] {
  const keyed = findings.map((finding) => ({ finding, rank: severityRank(finding.severity), since: openSince(finding) ?? 0 }));
  keyed.sort((a, b) => a.rank - b.rank || b.since - a.since || (a.finding.id < b.finding.id ? -1 : 1));
  return keyed.map(({ finding }) => finding);
}

/**
 * Every page of one issue type, in page order: page 0, then a sliding window of pages in flight (the
 * next is asked for as each full page comes back) until a page is short. The pages asked for past the
 * short one are awaited too, and a failure among them fails the list, as the short page cannot prove
 * the end when a later page did not answer.
 */
async function readIssueType(
  api: ApiClient,
  slug: string,
  issueType: IssueType,
  repos: readonly string[] | 'all',
  details: MostSevere<ListedFinding>,
): Promise<void> {
  const query = (page: number) => ({ issueType, page, pageSize: FINDINGS_PAGE_SIZE, ...(repos === 'all' ? {} : { repos: [...repos] }) });
  const inFlight = new Map<number, Promise<ArrivedFindingsPage>>();
  let asked = 0;
  const ask = (): void => {
    const page = api.getFindingsPage(slug, query(asked));
    page.catch(() => undefined); // observed here; rethrown where it is awaited
    inFlight.set(asked++, page);
  };
  ask();
  for (let next = 0; ; next++) {
    const page = (await (inFlight.get(next) as Promise<ArrivedFindingsPage>))();
    inFlight.delete(next);
    const full = page.length >= FINDINGS_PAGE_SIZE;
    // After page 0 the window opens; after each later full page, one more page keeps it full. Asked
    // before this page's findings are validated, so the API serves the next pages meanwhile.
    if (full) while (asked <= next + FINDINGS_PAGE_WINDOW) ask();
    await page.each((finding) => details.add(finding));
    if (!full) break;
  }
  // The pages past the short one are read as every page is: any failure among them fails the list.
  for (const arrived of await Promise.all(inFlight.values())) await arrived().each(() => undefined);
}

/** Lists the findings of the scope; a server without the list (404, 405) turns listing off, with the reason. */
export async function listFindings(
  api: ApiClient,
  config: Config,
  deploymentId: string,
  repos: Promise<readonly string[] | 'all'>,
): Promise<FindingsListing> {
  if (!config.listFindings) return { state: 'off' };
  const details = new MostSevere<ListedFinding>(MAX_FINDING_DETAILS, (finding) => finding.severity);
  try {
    const slug = (await api.listDeploymentSlugs()).find((deployment) => deployment.id === deploymentId)?.slug;
    if (slug === undefined) return { state: 'unavailable', why: `the v1 deployments list gives no slug for deployment ${deploymentId}` };
    if (!isSlug(slug)) return { state: 'unavailable', why: `the slug of deployment ${deploymentId} cannot be used in a URL` };
    const scope = await repos;
    const types: IssueType[] = [
      ...(config.findingTypes.includes('code') ? (['sast'] as const) : []),
      ...(config.findingTypes.includes('sca') ? (['sca'] as const) : []),
    ];
    // AI findings where the deployment has them: a server that does not know the type is not an error.
    const ai = config.findingTypes.includes('code')
      ? [
          readIssueType(api, slug, 'ai_sast', scope, details).catch((error: unknown) => {
            if (!(isUnavailable(error, 'findings') || (error instanceof ApiError && error.status === 400))) throw error;
          }),
        ]
      : [];
    // The three lists at once, each in its own window.
    await Promise.all([...types.map((type) => readIssueType(api, slug, type, scope, details)), ...ai]);
  } catch (error) {
    if (isUnavailable(error, 'deployments', 'findings')) {
      const { operation, status } = error as ApiError;
      return { state: 'unavailable', why: `the ${operation} list answered HTTP ${status}` };
    }
    throw error;
  }
  return { state: 'listed', findings: mostSevereNewestFirst(details.kept()), count: details.count };
}
