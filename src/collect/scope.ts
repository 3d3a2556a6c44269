// The named projects, proved to exist: each name of `projects` (or the default, the current repository)
// and each id of `project-ids` must be a project of the deployment, or the run is a configuration error
// that says how to fix it. Checked against the projects list; where the server has no projects list,
// against the report's labels once it has answered.
import { type ApiClient, ApiError, PROJECT_STATUSES, type Project } from '../api/index.ts';
import { type Config, ConfigError } from '../config/index.ts';
import type { ProjectTally, ResolvedScope, ScopedProject } from '../gate/types.ts';
import { ClosestMatches, didYouMean } from '../suggest.ts';
import { MAX_RUN_PROJECTS, ProjectBudget } from './project-budget.ts';

/** Statuses of an endpoint the server does not have (Experimental and Beta endpoints may be missing). */
const UNAVAILABLE = new Set([404, 405, 501]);

/** Whether an error says that the endpoint of one of `operations` does not exist on this server. */
export function isUnavailable(error: unknown, ...operations: ApiError['operation'][]): boolean {
  return error instanceof ApiError && operations.includes(error.operation) && error.status !== undefined && UNAVAILABLE.has(error.status);
}

/**
 * The items of a paged list that `keep` keeps, as the pages arrive; past the budget (`most` items, or the
 * run's budget, shared with the scope's other read and the report: project-budget.ts), the bound's error.
 */
export async function readAll<T>(
  pages: AsyncIterable<T[]>,
  keep: (item: T) => boolean = () => true,
  most: number | ProjectBudget = MAX_RUN_PROJECTS,
): Promise<T[]> {
  const budget = typeof most === 'number' ? new ProjectBudget(most) : most;
  const all: T[] = [];
  for await (const page of pages) {
    for (const item of page) {
      if (!keep(item)) continue;
      budget.take('projects', item);
      all.push(item);
    }
  }
  return all;
}

/** The sentence for a name no project has. */
function unknownProject(
  config: Config,
  deploymentId: string,
  name: string,
  candidates: readonly string[],
  where: string,
  why = '',
): ConfigError {
  const base = `projects: no project named ${JSON.stringify(name)} ${where} ${deploymentId}${didYouMean(name, candidates)}`;
  const fix = config.projectsFromRepository
    ? `; the scope defaults to this repository (${config.repositoryVariable ?? 'GITHUB_REPOSITORY'}): set the projects input to its Semgrep project name, or * for the whole deployment`
    : '; project names are exact (case included): fix the name in the projects input';
  return new ConfigError('projects', `${base}${why}${fix}.`);
}

/**
 * Both reads of the projects list (every status, then the archived). A list that is not there (either
 * read says so) is thrown at once, and wins over any other failure, whichever answered first, so the
 * caller falls back to the report the same way every time (attack17 P1): another failure waits for the
 * other read (the run's deadline ends it) before it is thrown.
 */
async function bothReads(reads: readonly [Promise<Project[]>, Promise<Project[]>]): Promise<[Project[], Project[]]> {
  try {
    return await Promise.all(reads);
  } catch (error) {
    if (isUnavailable(error, 'projects')) throw error;
    const settled = await Promise.allSettled(reads);
    const failures = settled.flatMap((read) => (read.status === 'rejected' ? [read.reason as unknown] : []));
    throw failures.find((failure) => isUnavailable(failure, 'projects')) ?? error;
  }
}

/** Every project of the deployment, for `projects: *`: its names and ids (the freshness of each is shown, and may be required). */
async function wholeDeployment(api: ApiClient, config: Config, deploymentId: string, budget: ProjectBudget): Promise<ResolvedScope> {
  try {
    const [listed, archived] = await bothReads([
      readAll(api.listProjects(deploymentId, { statuses: [...PROJECT_STATUSES] }), () => true, budget),
      readAll(api.listProjects(deploymentId, { statuses: ['PROJECT_STATUS_ARCHIVED'] }), () => true, budget),
    ]);
    if (listed.length === 0) throw nothingToJudge(config, deploymentId, 'the projects list');
    const archivedIds = new Set(archived.map((project) => project.id));
    return { source: 'projects-list', whole: true, projects: listed.map((project) => scoped(project, archivedIds.has(project.id))) };
  } catch (error) {
    if (!isUnavailable(error, 'projects')) throw error;
    return { source: 'report', whole: true, projects: [], why: `the projects list answered HTTP ${(error as ApiError).status}` };
  }
}

/**
 * The sentence for `projects: *` in a deployment that shows no project (attack22 G4, attack23 G4b): nothing
 * judged is never a pass, least of all where a token of another deployment than the one meant is in use.
 */
function nothingToJudge(config: Config, deploymentId: string, shown: string, why = ''): ConfigError {
  const policy = config.policy?.sets.includes('projects') ? config.policy : undefined;
  const scope = policy === undefined ? 'projects: *' : `projects: * (set by the policy file ${policy.file})`;
  const pin =
    policy !== undefined && !policy.sets.includes('deployment') ? ', or pin the deployment in the policy (deployment: <id or name>)' : '';
  return new ConfigError(
    'projects',
    `${scope}: ${shown} of deployment ${deploymentId} names no project${why}, so the gate has nothing to judge and does not pass on nothing; check that api-token is a token of the deployment meant (the summary's Deployment names the one used)${pin}, or scan a project into it first.`,
  );
}

/**
 * The names of the projects closest to `name`, for the suggestions of a name that matched nothing, taken
 * as the whole list's pages arrive (only the closest few are kept); none when the list cannot be read.
 */
async function closestNames(api: ApiClient, deploymentId: string, name: string): Promise<string[]> {
  const closest = new ClosestMatches(name);
  try {
    for await (const page of api.listProjects(deploymentId, { statuses: [...PROJECT_STATUSES] })) {
      for (const project of page) closest.add(project.name);
    }
    return closest.matches();
  } catch {
    // The name matched nothing whatever the suggestions call does: the error stands, without suggestions.
    return [];
  }
}

/**
 * Resolves the scope with the projects list: the named projects, proved to exist, or (for `*`) every project
 * of the deployment. The projects kept draw on `budget`, the run's, which the report's answers share.
 */
export async function resolveScope(
  api: ApiClient,
  config: Config,
  deploymentId: string,
  budget: ProjectBudget = new ProjectBudget(),
): Promise<ResolvedScope> {
  const names = config.projects === 'all' ? [] : config.projects;
  if (names.length === 0 && config.projectIds.length === 0) return wholeDeployment(api, config, deploymentId, budget);
  const everything = config.projectIds.length > 0;
  const query = { ...(everything ? {} : { names }), statuses: [...PROJECT_STATUSES] };
  // Only the projects the scope names are kept, whatever the list holds (a server may ignore the names filter).
  const wantedNames = new Set(names);
  const wantedIds = new Set(config.projectIds);
  const wanted = (project: Project): boolean => wantedNames.has(project.name) || wantedIds.has(project.id);
  let listed: Project[];
  let archived: Project[];
  try {
    [listed, archived] = await bothReads([
      readAll(api.listProjects(deploymentId, query), wanted, budget),
      readAll(api.listProjects(deploymentId, { ...query, statuses: ['PROJECT_STATUS_ARCHIVED'] }), wanted, budget),
    ]);
  } catch (error) {
    if (!isUnavailable(error, 'projects')) throw error;
    return {
      source: 'report',
      projects: names.map((name) => ({ name })),
      why: `the projects list answered HTTP ${(error as ApiError).status}`,
    };
  }
  const archivedIds = new Set(archived.map((project) => project.id));
  const byName = projectsByName(config, deploymentId, listed, wantedNames, archivedIds);
  const missing = names.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    // The names filter matches substrings: a typo matches nothing, so suggestions come from every project.
    const name = missing[0] ?? '';
    throw unknownProject(config, deploymentId, name, await closestNames(api, deploymentId, name), 'in deployment');
  }
  const byId = new Map(listed.map((project) => [project.id, project]));
  const unknownId = config.projectIds.find((id) => !byId.has(id));
  if (unknownId !== undefined) {
    throw new ConfigError(
      'project-ids',
      `project-ids: no project with id ${unknownId} in deployment ${deploymentId}; use the ids of the deployment's projects (Settings > Projects in Semgrep).`,
    );
  }
  const chosen = [...names.map((name) => byName.get(name)), ...config.projectIds.map((id) => byId.get(id))];
  const unique = [...new Map(chosen.filter((p) => p !== undefined).map((p) => [p.id, p])).values()];
  return { source: 'projects-list', projects: unique.map((project) => scoped(project, archivedIds.has(project.id))) };
}

/**
 * The listed projects by name, for the names the scope gives. A name the list gives two live projects is refused: the
 * report counts by name, while the scans (scan-max-age, wait-for-scan) and the scan outputs would follow one of them,
 * the last listed, so a fresh scan of one hid the stale scans of the other (attack45 F2). A live project wins over an
 * archived one of its name (a repository removed and added again), whatever the order of the list.
 */
function projectsByName(
  config: Config,
  deploymentId: string,
  listed: readonly Project[],
  names: ReadonlySet<string>,
  archivedIds: ReadonlySet<string>,
): Map<string, Project> {
  const byName = new Map<string, Project>();
  const twice = new Map<string, Set<string>>();
  for (const project of listed) {
    const known = byName.get(project.name);
    if (known === undefined || known.id === project.id) byName.set(project.name, known ?? project);
    else if (archivedIds.has(known.id) && !archivedIds.has(project.id)) byName.set(project.name, project);
    else if (archivedIds.has(known.id) === archivedIds.has(project.id) && names.has(project.name)) {
      twice.set(project.name, (twice.get(project.name) ?? new Set([known.id])).add(project.id));
    }
  }
  const [name, ids] = [...twice][0] ?? [];
  if (name !== undefined && ids !== undefined) {
    const state = archivedIds.has([...ids][0] ?? '') ? 'archived' : 'live';
    const policy = config.policy?.sets.includes('projects') ? ` (set by the policy file ${config.policy.file})` : '';
    throw new ConfigError(
      'projects',
      `projects${policy}: the projects list of deployment ${deploymentId} names ${ids.size} ${state} projects ${JSON.stringify(name)} (ids ${[...ids].join(', ')}), and the name alone cannot tell which one to judge: name each one meant by its id in project-ids instead.`,
    );
  }
  return byName;
}

function scoped(project: Project, archived: boolean): ScopedProject {
  return {
    name: project.name,
    id: project.id,
    ...(archived ? { archived: true } : {}),
    ...(project.defaultBranchId !== undefined ? { defaultBranchId: project.defaultBranchId } : {}),
  };
}

/**
 * Where the projects list was not available, the report's labels stand in: every name and id must be
 * in the report, since a project with no findings cannot be told from a name that matches nothing.
 * Returns the scope with the ids the report gave.
 */
export function checkScopeAgainstReport(
  config: Config,
  deploymentId: string,
  scope: ResolvedScope,
  tallies: readonly ProjectTally[],
): ResolvedScope {
  // The whole deployment names nothing to prove: the report's projects are what it holds, and none is nothing judged.
  if (scope.whole) {
    if (tallies.length === 0) {
      const why = `, and the projects list was not available (${scope.why ?? 'not read'}) to tell a deployment without projects from projects without findings`;
      throw nothingToJudge(config, deploymentId, 'the report', why);
    }
    return { ...scope, projects: tallies.map((t) => (t.projectId === undefined ? { name: t.label } : { name: t.label, id: t.projectId })) };
  }
  const labels = new Map(tallies.map((tally) => [tally.label, tally]));
  const why = `, and the project list was not available (${scope.why ?? 'not read'}) to tell a project with no findings from a name that matches nothing`;
  for (const { name } of scope.projects) {
    if (!labels.has(name)) throw unknownProject(config, deploymentId, name, [...labels.keys()], 'in the report of deployment', why);
  }
  const byId = new Map(tallies.filter((tally) => tally.projectId !== undefined).map((tally) => [tally.projectId, tally]));
  const unknownId = config.projectIds.find((id) => !byId.has(id));
  if (unknownId !== undefined) {
    throw new ConfigError('project-ids', `project-ids: no project with id ${unknownId} in the report of deployment ${deploymentId}${why}.`);
  }
  const projects: ScopedProject[] = scope.projects.map(({ name }) => {
    const id = labels.get(name)?.projectId;
    return id === undefined ? { name } : { name, id };
  });
  for (const id of config.projectIds) {
    const tally = byId.get(id);
    if (tally !== undefined && !projects.some((p) => p.id === id)) projects.push({ name: tally.label, id });
  }
  return { ...scope, projects };
}
