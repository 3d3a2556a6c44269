// The findings list, to name what the report counts: the open code and supply-chain findings of the
// scope (and AI findings where the deployment has them), deduplicated across branches, read beside the
// report. Every finding is placed and judged by the gate's tally as it arrives (gate/findings.ts); the
// details of at most 10,000 are kept, the most severe and newest first, plus those the summary must
// name first (new since the baseline, past their deadline).

import { type ApiClient, type ApiError, findingsListFilters, type IssueType, isSlug, type ListedFinding } from '../api/index.ts';
import type { Config } from '../config/index.ts';
import { SEVERITIES, severityRank } from '../domain.ts';
import { type FindingJudging, FindingsTally, type ListedProduct, openSince, productOf } from '../gate/findings.ts';
import type { FindingsListing, KeptFinding } from '../gate/types.ts';
import { MostSevere } from './details.ts';
import { isUnavailable } from './scope.ts';

/** Findings kept in detail; every one is counted. */
export const MAX_FINDING_DETAILS = 10_000;
/** Findings kept in detail because the summary names them first (new, past their deadline), beyond the most severe. */
const MAX_FLAGGED_DETAILS = 1000;

/** Most severe first, then the newest, then by id; each finding's rank and time are read once, not at every comparison. */
export function mostSevereNewestFirst<T extends ListedFinding>(findings: T[]): T[] {
  const keyed = findings.map((finding) => ({ finding, rank: severityRank(finding.severity), since: openSince(finding) ?? 0 }));
  keyed.sort((a, b) => a.rank - b.rank || b.since - a.since || (a.finding.id < b.finding.id ? -1 : 1));
  return keyed.map(({ finding }) => finding);
}

/** The issue types the scope's products are listed by; AI findings are code findings. */
function issueTypes(config: Config): IssueType[] {
  return [
    ...(config.findingTypes.includes('code') ? (['sast', 'ai_sast'] as const) : []),
    ...(config.findingTypes.includes('sca') ? (['sca'] as const) : []),
  ];
}

/** The deployment's slug, or why the list cannot be read. */
async function slugOf(api: ApiClient, deploymentId: string): Promise<{ slug: string } | { why: string }> {
  const slug = (await api.listDeploymentSlugs()).find((deployment) => deployment.id === deploymentId)?.slug;
  if (slug === undefined) return { why: `the v1 deployments list gives no slug for deployment ${deploymentId}` };
  if (!isSlug(slug)) return { why: `the slug of deployment ${deploymentId} cannot be used in a URL` };
  return { slug };
}

/**
 * Lists the findings of the scope, every page of every issue type at once, each finding judged as it
 * arrives; a server without the list (404, 405) turns listing off, with the reason. `judging` waits for
 * the baseline the findings are judged against.
 */
export async function listFindings(
  api: ApiClient,
  config: Config,
  deploymentId: string,
  repos: Promise<readonly string[] | 'all'>,
  judging: Promise<Omit<FindingJudging, 'scope'>>,
): Promise<FindingsListing> {
  if (!config.listFindings) return { state: 'off' };
  try {
    const found = await slugOf(api, deploymentId);
    if ('why' in found) return { state: 'unavailable', why: found.why };
    const scope = await repos;
    const tally = new FindingsTally({ ...(await judging), scope });
    const details = new MostSevere<KeptFinding>(MAX_FINDING_DETAILS, (finding) => finding.severity);
    const flagged = new MostSevere<KeptFinding>(MAX_FLAGGED_DETAILS, (finding) => finding.severity);
    const naming = tally.hasBaselineIds;
    const unapplied: Partial<Record<ListedProduct, string[]>> = {};
    const read = async (issueType: IssueType): Promise<void> => {
      const { params, unapplied: left } = findingsListFilters(config.reportFilters, issueType);
      const query = { issueType, ...(scope === 'all' ? {} : { repos: [...scope] }), filters: params };
      let listedAny = false;
      for await (const page of api.listFindings(found.slug, query)) {
        for (const finding of page) {
          const judged = tally.add(finding);
          if (judged === undefined) continue;
          listedAny = true;
          const kept = Object.assign(finding, { judged });
          details.add(kept);
          if ((naming && judged.fresh) || judged.deadline === 'past' || judged.deadline === 'unknown') flagged.add(kept);
        }
      }
      // A filter matters where the list named something it could not narrow.
      const product = productOf({ issueType });
      if (listedAny || issueType !== 'ai_sast') unapplied[product] = [...new Set([...(unapplied[product] ?? []), ...left])];
    };
    // The lists at once, each in its own window.
    await Promise.all(issueTypes(config).map(read));
    const products = [...new Set(issueTypes(config).map((type) => productOf({ issueType: type })))];
    const kept = new Map([...details.kept(), ...flagged.kept()].map((finding) => [`${finding.issueType}:${finding.id}`, finding]));
    return {
      state: 'listed',
      findings: mostSevereNewestFirst([...kept.values()]),
      count: tally.count,
      tally,
      complete: products.flatMap((product) => SEVERITIES.map((severity) => `${product}.${severity}`)),
      unapplied,
    };
  } catch (error) {
    if (isUnavailable(error, 'deployments', 'findings')) {
      const { operation, status } = error as ApiError;
      return { state: 'unavailable', why: `the ${operation} list answered HTTP ${status}` };
    }
    throw error;
  }
}
