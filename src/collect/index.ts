// Fetches what the gate decides on, concurrently: the report (one request per severity), the open
// confirmed-valid secrets, the scans of the gated projects, and the dependencies when asked. Knows the
// API's enum names; never sees raw JSON.

import type { ApiClient, DeploymentSlug } from '../api/index.ts';
import { ApiError, isApiFailure } from '../api/index.ts';
import { KeptText } from '../api/kept-text.ts';
import type { Config } from '../config/index.ts';
import { SEVERITIES, type Severity } from '../domain.ts';
import { emptyMatrix } from '../gate/counts.ts';
import type { ExceptionMatcher } from '../gate/exceptions.ts';
import type { FindingJudging } from '../gate/findings.ts';
import { FreshnessError } from '../gate/freshness.ts';
import { type IdRecording, idRecording } from '../gate/listing.ts';
import { stateWords, withShownPolicy, withStatesFromList } from '../gate/platform-policy.ts';
import { listOnlyFilters } from '../gate/sca-filters.ts';
import { ProjectIndex } from '../gate/scope.ts';
import type { FindingsListing, GateData, LoadedBaseline, PolicyData, ProjectTally, ResolvedScope, ScopedProject } from '../gate/types.ts';
import { createMask, type ValueMask } from '../host/mask.ts';
import { collectBlockedDependencies, writeDependencyInventory } from './dependencies.ts';
import { listFindings, slugOf } from './findings.ts';
import { collectPolicy, lookupClient, policyInputs, type ShownHolder } from './policy.ts';
import { ProjectBudget } from './project-budget.ts';
import { reportRequestsFor } from './report-filters.ts';
import { type AnswerCounts, ReportTallies } from './report-tallies.ts';
import { readFreshness } from './scans.ts';
import { checkScopeAgainstReport } from './scope.ts';
import { collectValidSecrets } from './secrets.ts';
import { settleOrCancel } from './settle.ts';
import { collectTrend } from './trend.ts';

export { discardPartialInventory } from './dependencies.ts';
export { lookupClient } from './policy.ts';
export { ProjectBudget } from './project-budget.ts';
export { reportFiltersFor } from './report-filters.ts';
export { waitForScan } from './scans.ts';
export { resolveScope } from './scope.ts';

/** The deployment the run is about: the input's id, its name looked up, or the token's own. */
export async function resolveDeployment(client: ApiClient, config: Config): Promise<{ id: string; name?: string }> {
  const wanted = config.deployment;
  if (wanted && 'id' in wanted) return { id: wanted.id };
  if (!wanted) {
    const identity = await client.getIdentity();
    if (identity.deploymentId) return { id: identity.deploymentId };
  }
  const deployments = await client.listDeployments();
  if (wanted) {
    const found = deployments.find((d) => d.name === wanted.name);
    if (found) return found;
    const names = deployments.map((d) => JSON.stringify(d.name)).join(', ') || 'none';
    throw new ApiError({
      operation: 'deployments',
      kind: 'config',
      message: `deployments: no deployment named ${JSON.stringify(wanted.name)} is visible to this token (it can see: ${names})`,
    });
  }
  const [only] = deployments;
  if (deployments.length === 1 && only) return only;
  throw new ApiError({
    operation: 'deployments',
    kind: 'config',
    message: `deployments: the token's identity names no deployment and it can see ${deployments.length}; set the deployment input`,
  });
}

/**
 * One severity's answer, once merged into the run's tallies: what it counted by product (the findings
 * list's id recording reads it), and the tallies. Its rows are not kept: an answer may name 100,000 projects.
 */
type SeverityReport = { severity: Severity; counted: AnswerCounts; tallies: ReportTallies };

/**
 * The report's requests, one per severity, a few at once (report-tallies.ts ANSWERS_IN_HAND); each answer
 * merged as it arrives, one at a time, its projects drawn on the run's budget (`budget`, shared with the
 * projects list).
 */
function askReport(client: ApiClient, config: Config, deploymentId: string, budget: ProjectBudget): Promise<SeverityReport>[] {
  const tallies = new ReportTallies(budget);
  // Under sca-reachable-only the SCA findings are asked apart, with the report's reachability filter (report-filters.ts).
  return SEVERITIES.flatMap((severity) =>
    reportRequestsFor(config, severity).map(async ({ filters, products }) => {
      const ask = () => client.getFindingsReportLater(deploymentId, filters);
      return { severity, counted: await tallies.answer(severity, products, ask), tallies };
    }),
  );
}

/** The per-severity reports merged into one tally per project, once every answer is. */
async function mergeReport(answers: readonly Promise<SeverityReport>[]): Promise<ProjectTally[]> {
  const [first] = await Promise.all(answers);
  return first?.tallies.tallies() ?? [];
}

/**
 * The report's tallies, each given the id the projects list has for it, plus a row of zeros for each
 * named project that the report does not list: it has no open findings.
 */
function withZeroRows(tallies: ProjectTally[], scope: ResolvedScope): ProjectTally[] {
  const index = new ProjectIndex<ProjectTally>();
  for (const tally of tallies) index.add(tally);
  const zeros: ProjectTally[] = [];
  for (const project of scope.projects) {
    const named = { label: project.name, ...(project.id !== undefined ? { projectId: project.id } : {}) };
    const found = index.find(named);
    if (found !== undefined) index.identify(found, project.id);
    else if (!scope.whole) zeros.push({ ...named, counts: emptyMatrix() });
  }
  return [...tallies, ...zeros];
}

/**
 * The projects whose scans show how fresh the data is: the named ones, or every project of the
 * deployment (archived ones left out: they are not scanned any more). Where the projects list was not
 * available for the whole deployment, the report's projects are shown, and scan-max-age cannot be proved.
 */
function freshnessTargets(config: Config, scope: ResolvedScope): ScopedProject[] {
  if (!scope.whole) return scope.projects;
  if (scope.source === 'report' && config.scanMaxAge !== undefined) {
    throw new FreshnessError(
      `scan-max-age: the projects list is not available (${scope.why ?? 'not read'}), so not every project of the deployment can be checked; name the projects (projects), or leave scan-max-age empty`,
    );
  }
  const scanned = scope.projects.filter((project) => !project.archived);
  // Every project archived: no scan is checked, and nothing proved fresh is no pass (attack25 G2).
  if (scanned.length === 0 && config.scanMaxAge !== undefined) {
    throw new FreshnessError(
      `scan-max-age: every project of the deployment is archived (${scope.projects.length}), so no scan can show the data is fresh; name the projects (projects), or leave scan-max-age empty`,
    );
  }
  return scanned;
}

/**
 * Whether the report file records every listed finding's id (gate/listing.ts idRecording): as set, never
 * in a pull or merge request's run under auto, else by the report's count, decided by the first
 * severity's answer that puts the count past the cap: the findings list need not wait for the others. A
 * report that fails fails the run with its own error wherever this stands.
 */
async function recordsIds(recording: IdRecording, config: Config, answers: readonly Promise<SeverityReport>[]): Promise<boolean> {
  if ('record' in recording) return recording.record;
  const listed = config.findingTypes.filter((product) => product !== 'secrets');
  let total = 0;
  let left = answers.length;
  return new Promise((resolve, reject) => {
    for (const answer of answers) {
      answer.then(({ counted }) => {
        for (const product of listed) total += counted[product];
        if (total > recording.upTo) resolve(false);
        else if (--left === 0) resolve(true);
      }, reject);
    }
  });
}

/** What each listed finding is judged against: the baseline's ids (once it is read), the deadlines, the time, whether ids are recorded. */
async function judgingOf(
  config: Config,
  baseline: Promise<LoadedBaseline> | undefined,
  now: number,
  recording: IdRecording,
  recordIds: Promise<boolean>,
): Promise<Omit<FindingJudging, 'scope'>> {
  const loaded = await baseline;
  const ids = loaded !== undefined && 'baseline' in loaded ? loaded.baseline.findingIds : undefined;
  return {
    ...(ids === undefined ? {} : { baselineIds: ids }),
    ...(config.maxOpenAge === undefined ? {} : { maxOpenAge: config.maxOpenAge }),
    now,
    recordIds: await recordIds,
    // auto recorded because the report counted at most that many: a list that names more is not kept.
    ...('upTo' in recording ? { recordIdsMax: recording.upTo } : {}),
  };
}

/** The repositories named by the inputs, or all; undefined when project ids must first become names. */
function namedRepositories(config: Config): readonly string[] | 'all' | undefined {
  if (config.projectIds.length > 0) return undefined;
  return config.projects;
}

/** The license gate's walk, as GateData holds it; an exception's projects are names, and a dependency names its repository by id. */
async function blockedDependencies(
  client: ApiClient,
  config: Config,
  deploymentId: string,
  scope: Promise<ResolvedScope>,
  exceptions: ExceptionMatcher | undefined,
  text: KeptText,
): Promise<Pick<GateData, 'blockedDependencies' | 'blockedDependencyCount' | 'exceptedDependencyCount'>> {
  const names = (): Promise<ReadonlyMap<string, string>> =>
    scope.then((found) => new Map(found.projects.flatMap((p) => (p.id === undefined ? [] : [[p.id, p.name] as const]))));
  const repositoryNames = exceptions === undefined ? undefined : names();
  repositoryNames?.catch(() => undefined); // observed here; its error surfaces where the walk awaits it, or with the scope's
  const matching = exceptions === undefined || repositoryNames === undefined ? undefined : { matcher: exceptions, repositoryNames };
  const { kept, count, excepted } = await collectBlockedDependencies(client, config, deploymentId, matching, text);
  return { blockedDependencies: kept, blockedDependencyCount: count, ...(excepted > 0 ? { exceptedDependencyCount: excepted } : {}) };
}

/**
 * The v1 deployments list, asked once when the findings list needs it for its slug; from it, the
 * deployment's name where the run has none yet (a token's identity names only the id). The name never
 * fails the run: where the list fails, the findings list says so.
 */
function deploymentSlugs(
  client: ApiClient,
  config: Config,
  deployment: { id: string; name?: string },
): { slugs?: Promise<DeploymentSlug[]>; named: Promise<Pick<GateData, 'deploymentName'>> } {
  // Spared with the policy's walks that wait for it (lookupClient).
  const slugs = config.listFindings ? lookupClient(client, config).listDeploymentSlugs() : undefined;
  const name =
    deployment.name !== undefined
      ? Promise.resolve(deployment.name)
      : (slugs?.then(
          (list) => list.find((d) => d.id === deployment.id)?.name,
          () => undefined,
        ) ?? Promise.resolve(undefined));
  return { ...(slugs === undefined ? {} : { slugs }), named: name.then((found) => (found === undefined ? {} : { deploymentName: found })) };
}

/**
 * Fetches everything the gate judges. `lookupScope` starts the scope's lookup (resolveScope), or gives
 * the one already under way (wait-for-scan): the secrets wait for it only when ids must become names; the
 * scans start as soon as the projects are known. The secrets go out first: their pages, one after another,
 * are the longest chain of requests on a large deployment, and a server that works in arrival order starts
 * on them first, and so does the gate on their answers; then the slug and the scope's projects list, whose
 * answers start the next chains (the findings list, the scans), then the report. The findings list waits
 * for the report only where its count decides whether ids are recorded (record-finding-ids: auto outside a
 * pull or merge request's run), until the first severity that decides it.
 * Every request is settled before the first error is thrown, so that none is left running unobserved; the
 * first failure cancels those still out (it decides the run: none of them could change that), but for the
 * policy's walks under on-api-error: warn (settleFetch). `log` tells a wait the user would not expect.
 * `budget` is the run's, of projects kept, that resolveScope drew the projects list on (project-budget.ts).
 * `mask` is the run's, which the dependency inventory is written through (default: one with no secret, URLs cut).
 */
export async function collectGateData(
  client: ApiClient,
  config: Config,
  deployment: { id: string; name?: string },
  lookupScope: () => Promise<ResolvedScope>,
  baseline?: Promise<LoadedBaseline>,
  exceptions?: ExceptionMatcher,
  log: (line: string) => void = () => undefined,
  budget: ProjectBudget = new ProjectBudget(),
  mask: ValueMask = createMask(),
  shown: ShownHolder = {},
): Promise<GateData> {
  const fetchedAt = new Date().toISOString();
  const text = new KeptText(); // the text of every item the run keeps in detail: findings, secrets, blocked dependencies
  const named = namedRepositories(config); // the secrets' and findings' repositories: names as given, else once ids are names
  const early = named === undefined ? undefined : collectValidSecrets(client, deployment.id, named, exceptions, text);
  const { slugs, named: deploymentName } = deploymentSlugs(client, config, deployment);
  const scopeLookup = lookupScope();
  // Spared with the walks where they wait for the scope the report may prove (attack16 R1, attack17 S1).
  const answers = askReport(named === undefined ? lookupClient(client, config) : client, config, deployment.id, budget);
  const report = mergeReport(answers);
  // The scope, checked against the report where the projects list was not available.
  const scope = scopeLookup.then(async (found) =>
    found.source === 'report' ? checkScopeAgainstReport(config, deployment.id, found, await report) : found,
  );
  const repositories = named === undefined ? scope.then((found) => found.projects.map((p) => p.name)) : Promise.resolve(named);
  const secrets = early ?? repositories.then((repos) => collectValidSecrets(client, deployment.id, repos, exceptions, text));
  const judging = judgingWith(config, baseline, fetchedAt, answers, exceptions);
  const added = new Map<string, ProjectTally>(); // the findings of the counted states the report does not count, by project
  const findings = listFindings(client, config, deployment.id, repositories, judging, text, slugs, added);
  const listPlace = slugs === undefined ? undefined : slugOf(deployment.id, slugs);
  listPlace?.catch(() => undefined); // observed here; its error surfaces with the findings list's
  const policy = collectPolicy(client, config, deployment.id, repositories, listPlace, text, shown);
  const freshness = scope.then((found) => readFreshness(client, config, deployment.id, freshnessTargets(config, found)));
  const blocked = config.failOnBlockedLicenses ? blockedDependencies(client, config, deployment.id, scope, exceptions, text) : undefined;
  const inventory = inventoryWalk(client, config, deployment, mask);
  const trend = collectTrend(client, config, deployment.id);
  const requests = [report, scope, secrets, freshness, blocked, inventory, findings, trend, policy] as const;
  const settled = await settleFetch(client, config, requests, policy, log);
  const [tallies, resolved, found, fresh, blockedResult, inventoryResult, listed, series, platform] = settled;
  return {
    deploymentId: deployment.id,
    fetchedAt,
    ...(await deploymentName),
    projects: withStatesFromList(withZeroRows(tallies, resolved), added, resolved),
    ...found,
    scope: resolved,
    freshness: fresh,
    findings: listed,
    ...(blockedResult ?? {}),
    ...(inventoryResult === undefined ? {} : { inventory: inventoryResult }),
    ...(exceptions === undefined ? {} : { exceptions: exceptions.matches() }),
    ...(series === undefined ? {} : { trend: series }),
    policy: {
      ...platform,
      addedStates: addedStates(config, listed),
      unjudged: [...platform.unjudged, ...scaUnjudged(config, listed), ...statesUnjudged(config, listed)],
    },
  };
}

/** The inventory's walk and file through the run's mask, when `dependency-inventory` is set. */
function inventoryWalk(
  client: ApiClient,
  config: Config,
  deployment: { id: string; name?: string },
  mask: ValueMask,
): ReturnType<typeof writeDependencyInventory> | undefined {
  const target = config.dependencyInventory;
  return target === undefined ? undefined : writeDependencyInventory(client, config, deployment, target, mask);
}

/** How the findings listed are judged: the baseline, ids recorded or not, and the exceptions. */
function judgingWith(
  config: Config,
  baseline: Promise<LoadedBaseline> | undefined,
  fetchedAt: string,
  answers: readonly Promise<SeverityReport>[],
  exceptions: ExceptionMatcher | undefined,
): ReturnType<typeof judgingOf> {
  const recording = idRecording(config.recordFindingIds, config.pullRequest);
  const records = recordsIds(recording, config, answers);
  const judging = judgingOf(config, baseline, Date.parse(fetchedAt), recording, records).then((judged) =>
    exceptions === undefined ? judged : { ...judged, exceptions },
  );
  judging.catch(() => undefined); // observed here: a run that lists no finding never awaits it, and the report's error surfaces with the report
  return judging;
}

/**
 * The fetch's requests, settled. A failure decides the run: what is still out is cancelled, not waited for
 * (attack5 F7), and the error is the failure's, not the cancel's. Where what the policy's walks show
 * changes the job's exit (on-api-error: warn softens the failure, mode: warn a FAIL), they and their lookups
 * are spared the cancel (collect/policy.ts): what they show still fails the run (attack6 G1), whichever
 * answered first (attack14 N2), and the log says the run waits for them. Else they are cancelled too: the
 * failure fails the job whatever they show.
 */
async function settleFetch<T extends readonly unknown[]>(
  client: ApiClient,
  config: Config,
  requests: T,
  policy: Promise<Pick<PolicyData, 'blockingCode' | 'blockingSecrets' | 'malicious'>>,
  log: (line: string) => void,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  // The walks change the exit only where an error's exit (0 under on-api-error: warn) and a FAIL's (0 under
  // mode: warn) differ; where both are 0 or both 1 they change only the result output, and are not waited for.
  const why = config.onApiError === 'warn' ? 'on-api-error: warn' : 'mode: warn';
  const changesExit = (config.onApiError === 'warn') !== (config.mode === 'warn');
  let walked = false;
  policy.then(
    () => (walked = true),
    () => (walked = true),
  );
  const cancel = (error: unknown): void => {
    // Only a failure whose exit the walks can change waits for them: any other fails the job whatever they show.
    const waits = changesExit && isApiFailure(error);
    client.cancel({ spared: !waits });
    // Once the walks have ended nothing still out can change the exit: what is spared ends too (attack17 S1).
    if (waits) {
      const end = () => client.cancel({ spared: true });
      policy.then(end, end);
    }
    // Said only where the walks (or their lookups) are still out once what the failure ends has settled: a
    // policy that waited on the failed request itself ends with it, and is not waited for.
    if (waits && policyInputs(config).length > 0)
      setImmediate(() => {
        if (!walked) log(waitingForPolicy(error, policyInputs(config), why, config.timeoutSeconds));
      });
  };
  try {
    return await settleOrCancel(requests, cancel, (error) => error instanceof ApiError && error.kind === 'deadline');
  } catch (error) {
    const [shown] = await Promise.allSettled([policy]);
    throw shown.status === 'fulfilled' ? withShownPolicy(config.platform, error, shown.value) : error;
  }
}

/** The log line of a failure that waits for the policy's walks before it is softened. */
function waitingForPolicy(error: ApiError, inputs: readonly string[], why: string, timeoutSeconds: number): string {
  return `${error.operation} failed: the policy's walks still out (${inputs.join(', ')}) are waited for before the run is an error (${why}), at most until the run's deadline (timeout-seconds: ${timeoutSeconds})`;
}

/** Under a supply-chain filter only the list applies, a list that is not there leaves the SCA cells unknown: never a pass. */
function scaUnjudged(config: Config, listed: FindingsListing): string[] {
  const [first] = listOnlyFilters(config.platform.sca);
  if (first === undefined || listed.state !== 'unavailable') return [];
  return [`${first}: the supply-chain findings it counts are not known (the findings list is not available: ${listed.why})`];
}

/**
 * The counted states the report does not count are shown by the list alone: where it is not available
 * (a 404 on any of its walks, a server without it), what they hold is not known, and a pass cannot stand.
 */
function statesUnjudged(config: Config, listed: FindingsListing): string[] {
  const beyond = config.platform.countStates.filter((state) => state !== 'open');
  if (beyond.length === 0 || listed.state !== 'unavailable') return [];
  return [`count-triage-states: the ${stateWords(beyond)} findings are not known (the findings list is not available: ${listed.why})`];
}

/** The counted states beyond the report's that the list added to the counts, or why it could not. */
function addedStates(config: Config, listed: FindingsListing): PolicyData['addedStates'] {
  const beyond = config.platform.countStates.filter((state) => state !== 'open');
  if (listed.state === 'listed') return { states: beyond };
  return { why: listed.state === 'off' ? 'list-findings is false' : `the findings list is not available (${listed.why})` };
}
