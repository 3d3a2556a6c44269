// The findings list, to name what the report counts: the open code and supply-chain findings of the
// scope (and AI findings where the deployment has them), deduplicated across branches, read beside the
// report. Every finding is placed and judged by the gate's tally as it arrives (gate/findings.ts); the
// details of at most 10,000 are kept, the most severe and newest first, plus those the summary must
// name first (new since the baseline, past their deadline).

import { countedAnswer, statusAnswer } from '../api/enums.ts';
import { ApiError, malformed } from '../api/errors.ts';
import {
  type ApiClient,
  type DeploymentSlug,
  type FindingsQuery,
  findingsListFilters,
  type IssueType,
  isSlug,
  type ListedFinding,
  type ListStatus,
} from '../api/index.ts';
import { KeptText } from '../api/kept-text.ts';
import type { Config } from '../config/index.ts';
import { filterWord, MOST_SEVERE_FIRST, SEVERITIES, type Severity, severityName, severityRank } from '../domain.ts';
import { emptyMatrix } from '../gate/counts.ts';
import {
  cellKey,
  type FindingJudging,
  FindingsTally,
  type ListedProduct,
  MAX_LISTED_FINDINGS,
  openSince,
  productOf,
} from '../gate/findings.ts';
import { type ListNeeds, listNeeds } from '../gate/listing.ts';
import { listOnlyFilters, reachableReportValues, reportMayCount, type ScaFilters, scaCounts } from '../gate/sca-filters.ts';
import { repositoryKey } from '../gate/scope.ts';
import type { FindingsListing, JudgedFinding, KeptFinding, ProjectTally } from '../gate/types.ts';
import { MostSevere } from './details.ts';
import { isUnavailable } from './scope.ts';
import { settleOrCancel } from './settle.ts';

/** Rows of the summary's Findings section: a run that names only the most severe reads as many. */
export const MAX_FINDING_ROWS = 20;
/** Findings kept in detail; every one is counted. */
export const MAX_FINDING_DETAILS = 10_000;
/** Findings kept in detail because the summary names them first (new, past their deadline), beyond the most severe. */
const MAX_FLAGGED_DETAILS = 1000;
/**
 * The most repositories a list may name: each is a row of the run (its cells, its name, its line where the
 * report and the list differ). Far more than a deployment's report holds in practice; a list that names
 * more stops the run rather than keep them all, or judge fewer.
 */
export const MAX_LISTED_REPOSITORIES = 25_000;
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

/** What the keeper does with the findings of the lists: judges and keeps them, and tells what it kept and counted. */
export interface Keeper {
  keep: (page: readonly ListedFinding[], added?: Map<string, ProjectTally>) => number;
  kept: () => KeptFinding[];
  scaUnfiltered: () => { open: Map<string, number>; added: Map<string, number> };
}

/** The most repositories and findings the lists of a run may name (MAX_LISTED_REPOSITORIES, MAX_LISTED_FINDINGS). */
export interface ListedBounds {
  repositories: number;
  findings: number;
}

/**
 * Each finding of a page judged by the tally, and the details kept: the most severe, and those the
 * summary must name first (new since the baseline, past their deadline or of unknown age).
 */
export function keeper(
  tally: FindingsTally,
  text: KeptText,
  sca?: ScaFilters,
  most: ListedBounds = { repositories: MAX_LISTED_REPOSITORIES, findings: MAX_LISTED_FINDINGS },
  reported?: ReadonlySet<string>,
): Keeper {
  // Within a severity the newest, then the lowest id, as the summary orders them: the same kept whatever order the lists answer in (attack5 F6).
  const tie = (finding: KeptFinding) => [-(openSince(finding) ?? 0), `${finding.id}\u0000${finding.issueType}`] as const;
  const details = new MostSevere<KeptFinding>(MAX_FINDING_DETAILS, (finding) => finding.severity, text, tie);
  const flagged = new MostSevere<KeptFinding>(MAX_FLAGGED_DETAILS, (finding) => finding.severity, text, tie);
  const naming = tally.hasBaselineIds;
  const unfiltered = new Map<string, Set<string>>();
  // The repositories and findings remembered before the filter: they count toward the run's bounds as the tally's do.
  const unfilteredRepositories = new Set<string>();
  let unfilteredFindings = 0;
  const addedSca = new Map<string, number>();
  const keep = (page: readonly ListedFinding[], added?: Map<string, ProjectTally>): number => {
    let kept = 0;
    for (const finding of page) {
      // The open ones before the filter: what the report counts, held against it (gate/sca-filters.ts).
      // Of a reachability the report was not asked for (`reported`), none of them (attack39 T3).
      if (finding.issueType === 'sca' && added === undefined && listOnlyFilters(sca).length > 0 && reportMayCount(finding, reported)) {
        const project = repositoryKey(finding.repository?.name ?? '');
        const ids = mapped(unfiltered, cellKey(project, 'sca', severityName(finding.severity) ?? 'critical'), () => new Set<string>());
        // One finding as the tally knows one: by its match_based_id where it has one (a copy under another id is
        // a repeat there, so it names nothing more here: attack36 S1), else by its id.
        const known = finding.matchBasedId === undefined ? `id ${finding.id}` : `match ${finding.matchBasedId}`;
        if (!ids.has(known)) unfilteredFindings++;
        ids.add(known);
        unfilteredRepositories.add(project);
      }
      // A supply-chain finding the run's SCA filters leave out is not counted, nor named.
      const judged = finding.issueType === 'sca' && !scaCounts(finding, sca) ? undefined : tally.add(finding, added !== undefined);
      if (Math.max(unfilteredRepositories.size, tally.names.size) > most.repositories) throw tooManyRepositories(most.repositories);
      if (unfilteredFindings + tally.count > most.findings) throw tooManyFindings(most.findings);
      if (judged === undefined) continue;
      // The name as the tally keeps it (cut past the run's budget of kept text); the row is found by its key.
      if (added !== undefined) addTo(added, judged, tally.names.get(judged.project) ?? '');
      if (added !== undefined && judged.product === 'sca') {
        const key = cellKey(judged.project, 'sca', judged.severity);
        addedSca.set(key, (addedSca.get(key) ?? 0) + 1);
      }
      kept++;
      const one: KeptFinding = { ...finding, judged };
      details.add(one);
      if ((naming && judged.fresh) || judged.deadline === 'past' || judged.deadline === 'unknown') flagged.add(one);
    }
    return kept;
  };
  const kept = (): KeptFinding[] => {
    const unique = new Map([...details.kept(), ...flagged.kept()].map((finding) => [`${finding.issueType}:${finding.id}`, finding]));
    return mostSevereNewestFirst([...unique.values()]);
  };
  // What a counted state added that the open list named too is the report's already (attack5 F8).
  const addedScaLeft = () => new Map([...addedSca].map(([key, n]) => [key, n - (tally.takenBack.get(key) ?? 0)] as const));
  const scaUnfiltered = () => ({ open: new Map([...unfiltered].map(([key, ids]) => [key, ids.size] as const)), added: addedScaLeft() });
  return { keep, kept, scaUnfiltered };
}

/** The value of `key` in `map`, made by `make` and set when there is none. */
function mapped<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const value = map.get(key) ?? make();
  map.set(key, value);
  return value;
}

/** The error of a list that names more repositories than a run keeps. */
function tooManyRepositories(most: number): ApiError {
  return new ApiError({
    operation: 'findings',
    kind: 'bound',
    reason: `the list names more than ${most.toLocaleString('en-US')} repositories; stopped rather than judge a part of them (narrow projects, or set list-findings to false)`,
  });
}

/** The error of lists that name more findings than a run remembers. */
function tooManyFindings(most: number): ApiError {
  return new ApiError({
    operation: 'findings',
    kind: 'bound',
    reason: `the lists name more than ${most.toLocaleString('en-US')} findings, the most a run remembers; stopped rather than judge a part of them (narrow projects or finding-types, or set list-findings to false)`,
  });
}

/** Counts a finding of a state the report does not count in its project's cell. */
function addTo(added: Map<string, ProjectTally>, judged: JudgedFinding, name: string): void {
  let project = added.get(judged.project);
  if (project === undefined) {
    project = { label: name, counts: emptyMatrix() };
    added.set(judged.project, project);
  }
  project.counts[judged.product][judged.severity]++;
}

/** Takes out of the counted states' counts the findings the open list named too, once every walk is read: the report counts them. */
function takeBack(added: Map<string, ProjectTally>, takenBack: ReadonlyMap<string, number>): void {
  for (const [key, n] of takenBack) {
    const parts = key.split('\u0000');
    const severity = parts.pop() as Severity;
    const product = parts.pop() as ListedProduct;
    // A cell is taken back from only after a counted state's walk added to it (gate/findings.ts): its row is there.
    (added.get(parts.join('\u0000')) as ProjectTally).counts[product][severity] -= n;
  }
}

/**
 * The first page of each issue type, one severity not read whole at a time, most severe first, until
 * those pages named enough findings for the Findings section's rows.
 */
async function readMostSevere(
  api: ApiClient,
  slug: string,
  types: readonly IssueType[],
  needs: ListNeeds,
  queryOf: (issueType: IssueType) => { query: FindingsQuery },
  keep: (page: readonly ListedFinding[]) => number,
): Promise<void> {
  let named = 0;
  for (const severity of MOST_SEVERE_FIRST) {
    if (named >= MAX_FINDING_ROWS) return;
    if (needs.whole.includes(severity)) continue;
    const pages = await Promise.all(
      types.map((issueType) => api.listFirstFindings(slug, { ...queryOf(issueType).query, severities: [severity] })),
    );
    for (const page of pages) named += keep(page);
  }
}

/** The deployment's slug (from `slugs`, the v1 deployments list already asked for), or why the list cannot be read. */
export async function slugOf(deploymentId: string, slugs: Promise<readonly DeploymentSlug[]>): Promise<{ slug: string } | { why: string }> {
  const slug = (await slugs).find((deployment) => deployment.id === deploymentId)?.slug;
  if (slug === undefined) return { why: `the v1 deployments list gives no slug for deployment ${deploymentId}` };
  if (!isSlug(slug)) return { why: `the slug of deployment ${deploymentId} cannot be used in a URL` };
  return { slug };
}

/** The list's query of one issue type over the scope; under sca-reachable-only the SCA list is narrowed as the report's SCA requests are. */
function listQuery(config: Config, scope: readonly string[] | 'all', issueType: IssueType) {
  const filters =
    issueType === 'sca' && config.platform.sca.reachableOnly
      ? { ...config.reportFilters, reachability: reachableReportValues(config.reportFilters.reachability) }
      : config.reportFilters;
  const { params, unapplied: left } = findingsListFilters(filters, issueType);
  return { query: { issueType, ...(scope === 'all' ? {} : { repos: [...scope] }), filters: params }, left };
}

/**
 * The reachabilities (words) the report's supply-chain requests count, as listQuery asks the list for them; undefined
 * where the report is asked for every one.
 */
export function reportedReachabilities(config: Pick<Config, 'reportFilters' | 'platform'>): ReadonlySet<string> | undefined {
  const own = config.reportFilters.reachability;
  const values = config.platform.sca.reachableOnly ? reachableReportValues(own) : own;
  return values === undefined || values.length === 0 ? undefined : new Set(values.map(filterWord));
}

/** Every page of one counted state the report does not count (`status`, one of `counted`), each finding of a state of `counted` kept (the tally counts it once); one of a state the report counts or the run does not (a server that ignored the filter) is not counted again. */
async function readStatus(
  api: ApiClient,
  slug: string,
  query: ReturnType<typeof listQuery>['query'],
  status: ListStatus,
  keep: (page: ListedFinding[]) => unknown,
  ready: Promise<unknown>,
  counted: readonly ListStatus[],
): Promise<void> {
  // Asked for now, its first page made current only once the report is known (api/budget.ts).
  for await (const page of api.listFindings(slug, { ...query, status }, ready)) {
    await keep(
      page.filter((finding) => {
        // One of another counted state is counted here too: that state's walk need not list it (attack35 H1).
        const answer = countedAnswer(finding.status, counted);
        if (answer === 'unknown')
          throw malformed('findings', `a listed finding's status ${JSON.stringify(finding.status)} is not a state the gate knows`);
        return answer === 'asked';
      }),
    );
  }
}

/**
 * An open list's items by the state each says it is in (a server may ignore the status filter, as attack35 H1 had it
 * for the other walks): open or none, the report's as before (a word the gate does not know too, where no other state
 * is counted; else a malformed answer: attack41 S1); a counted state the
 * report does not count (`beyond`), counted as that state's walk counts it, never as the report's (taking back, or
 * keeping out, what that walk lists: attack39 T2); any other state the run does not count, left out as readStatus
 * leaves it.
 */
export function byOwnState(
  page: readonly ListedFinding[],
  beyond: readonly ListStatus[],
): { open: ListedFinding[]; beyond: ListedFinding[] } {
  const open: ListedFinding[] = [];
  const other: ListedFinding[] = [];
  for (const finding of page) {
    const answer = statusAnswer(finding.status, 'open');
    // A word the gate does not know, where a counted state's walk may list the same finding: read as open, the item
    // took that finding back as the report's (attack41 S1: 'FINDING_STATUS_REVIEWING', 'removed', a false pass). A
    // malformed answer, as readStatus has it, never a drop.
    if (answer === 'unknown' && beyond.length > 0)
      throw malformed('findings', `a listed finding's status ${JSON.stringify(finding.status)} is not a state the gate knows`);
    if (answer !== 'other') open.push(finding);
    else if (countedAnswer(finding.status, beyond) === 'asked') other.push(finding);
  }
  return { open, beyond: other };
}

/** The open lists' keeper: each item kept as the state it says it is in (byOwnState), the counted states' ones in `added`. */
function openKeeper(
  keep: Keeper['keep'],
  beyond: readonly ListStatus[],
  added: Map<string, ProjectTally>,
): (page: readonly ListedFinding[]) => number {
  return (page) => {
    const { open, beyond: states } = byOwnState(page, beyond);
    return keep(open) + (states.length > 0 ? keep(states, added) : 0);
  };
}

/** What reading the open lists needs: the issue types, the severities needed whole, each type's query, the keeper, and where unapplied filters are said. */
interface OpenLists {
  types: readonly IssueType[];
  needs: ListNeeds;
  queryOf: (issueType: IssueType) => ReturnType<typeof listQuery>;
  keep: (page: readonly ListedFinding[]) => number;
  unapplied: Partial<Record<ListedProduct, string[]>>;
}

/** The open lists at once, each in its own window (every page of the severities needed whole); the most severe few of the other severities beside them. */
async function readOpen(api: ApiClient, slug: string, lists: OpenLists): Promise<void> {
  const { types, needs, queryOf, keep, unapplied } = lists;
  const read = async (issueType: IssueType): Promise<void> => {
    const { query, left } = queryOf(issueType);
    // All four severities whole: no severity filter at all.
    const severities = needs.whole.length === SEVERITIES.length ? {} : { severities: needs.whole };
    let listedAny = false;
    for await (const page of api.listFindings(slug, { ...query, ...severities })) if (keep(page) > 0) listedAny = true;
    // A filter matters where the list named something it could not narrow.
    const product = productOf({ issueType });
    if (listedAny || issueType !== 'ai_sast') unapplied[product] = [...new Set([...(unapplied[product] ?? []), ...left])];
  };
  await settleWalks(api, [...(needs.whole.length > 0 ? types.map(read) : []), readMostSevere(api, slug, types, needs, queryOf, keep)]);
}

/**
 * The list's walks, settled together. A failure that is not the list's absence (a refused answer, a 500)
 * decides the run: the run's other requests are cancelled at once, not left to read and decode their pages
 * until every walk of the list has ended (2,000 refused findings a page: 43 s and 409 MiB before the run
 * ended, fix-mem). The error thrown is the failure's, not the cancel's.
 */
function settleWalks(api: ApiClient, walks: readonly Promise<unknown>[]): Promise<unknown[]> {
  const absent = (error: unknown): boolean => isUnavailable(error, 'deployments', 'findings');
  // The error thrown is the first that decides, else the list's absence (listFindings says it is not available).
  return settleOrCancel(
    walks,
    () => api.cancel(),
    (error) => absent(error) || (error instanceof ApiError && error.kind === 'deadline'),
    (error) => !absent(error),
  );
}

/** The tally the lists feed, once the report and the baseline are known, with what the run needs of the list and its keeper. */
function judgedListing(
  config: Config,
  judging: Promise<Omit<FindingJudging, 'scope'>>,
  scope: readonly string[] | 'all',
  text: KeptText,
): Promise<{ needs: ListNeeds; tally: FindingsTally } & Keeper> {
  return judging.then((judged) => {
    const tally = new FindingsTally({ ...judged, scope }, (name) => text.text(name));
    const bounds = { repositories: MAX_LISTED_REPOSITORIES, findings: MAX_LISTED_FINDINGS };
    return { needs: listNeeds(config, judged), tally, ...keeper(tally, text, config.platform.sca, bounds, reportedReachabilities(config)) };
  });
}

/**
 * Lists the findings of the scope, each finding judged as it arrives: every page of the severities the
 * run needs whole (gate/listing.ts), and of the others only the first page of each, most severe first,
 * until the Findings section has its rows. A server without the list (404, 405) turns listing off,
 * with the reason. `judging` waits for the baseline the findings are judged against. Each repository's
 * name is charged to the run's budget of kept text (`text`): a list of many long names keeps them cut.
 */
export async function listFindings(
  api: ApiClient,
  config: Config,
  deploymentId: string,
  repos: Promise<readonly string[] | 'all'>,
  judging: Promise<Omit<FindingJudging, 'scope'>>,
  text: KeptText = new KeptText(),
  slugs?: Promise<readonly DeploymentSlug[]>,
  added: Map<string, ProjectTally> = new Map(),
): Promise<FindingsListing> {
  if (!config.listFindings) return { state: 'off' };
  try {
    const types = issueTypes(config);
    // With no code or supply-chain type (finding-types: secrets) no list is walked: nothing waits for the
    // slug, nor fails on it (attack17 R3b).
    const found = types.length === 0 ? { slug: '' } : await slugOf(deploymentId, slugs ?? api.listDeploymentSlugs());
    if ('why' in found) return { state: 'unavailable', why: found.why };
    const scope = await repos;
    const queryOf = (issueType: IssueType) => listQuery(config, scope, issueType);
    // What a listed finding is judged against waits for the report and the baseline (judging); the walks
    // of the counted states the report does not count need neither, so they go out now and judge their
    // pages once it is known.
    const judgedWith = judgedListing(config, judging, scope, text);
    // The counted states the report does not count: every page of each, added to the counts (collect/index.ts).
    const beyond = config.platform.countStates.filter((state) => state !== 'open');
    const states = beyond.flatMap((status) =>
      types.map((type) =>
        readStatus(api, found.slug, queryOf(type).query, status, async (page) => (await judgedWith).keep(page, added), judgedWith, beyond),
      ),
    );
    const unapplied: Partial<Record<ListedProduct, string[]>> = {};
    const open = judgedWith.then(({ needs, keep }) =>
      readOpen(api, found.slug, { types, needs, queryOf, keep: openKeeper(keep, beyond, added), unapplied }),
    );
    await settleWalks(api, [open, ...states]);
    const { needs, tally, kept: keptFindings, scaUnfiltered } = await judgedWith;
    takeBack(added, tally.takenBack);
    const products = [...new Set(types.map((type) => productOf({ issueType: type })))];
    return {
      state: 'listed',
      findings: keptFindings(),
      count: tally.count,
      tally: tally.counted(),
      complete: products.flatMap((product) => needs.whole.map((severity) => `${product}.${severity}`)),
      unapplied,
      ...(needs.whole.length < SEVERITIES.length ? { mostSevereOnly: true } : {}),
      ...(listOnlyFilters(config.platform.sca).length > 0 ? { scaUnfiltered: scaUnfiltered() } : {}),
    };
  } catch (error) {
    if (isUnavailable(error, 'deployments', 'findings')) {
      const { operation, status } = error as ApiError;
      return { state: 'unavailable', why: `the ${operation} list answered HTTP ${status}` };
    }
    throw error;
  }
}
