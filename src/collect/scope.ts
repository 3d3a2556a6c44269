// The named projects, proved to exist: each name of `projects` (or the default, the current repository)
// and each id of `project-ids` must be a project of the deployment, or the run is a configuration error
// that says how to fix it. Checked against the projects list; where the server has no projects list,
// against the report's labels once it has answered.
import { type ApiClient, ApiError, PROJECT_STATUSES, type Project } from '../api/index.ts';
import { type Config, ConfigError } from '../config/index.ts';
import type { ProjectTally, ResolvedScope, ScopedProject } from '../gate/types.ts';
import { didYouMean } from '../suggest.ts';

/** Statuses of an endpoint the server does not have (Experimental and Beta endpoints may be missing). */
const UNAVAILABLE = new Set([404, 405, 501]);

/** Whether an error says that the endpoint of one of `operations` does not exist on this server. */
export function isUnavailable(error: unknown, ...operations: ApiError['operation'][]): boolean {
  return error instanceof ApiError && operations.includes(error.operation) && error.status !== undefined && UNAVAILABLE.has(error.status);
}

/** Every item of a paged list. */
export async function readAll<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
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

/** Every project of the deployment, for `projects: *`: its names and ids (the freshness of each is shown, and may be required). */
async function wholeDeployment(api: ApiClient, deploymentId: string): Promise<ResolvedScope> {
  try {
    const [listed, archived] = await Promise.all([
      readAll(api.listProjects(deploymentId, { statuses: [...PROJECT_STATUSES] })),
      readAll(api.listProjects(deploymentId, { statuses: ['PROJECT_STATUS_ARCHIVED'] })),
    ]);
    const archivedIds = new Set(archived.map((project) => project.id));
    return { source: 'projects-list', whole: true, projects: listed.map((project) => scoped(project, archivedIds.has(project.id))) };
  } catch (error) {
    if (!isUnavailable(error, 'projects')) throw error;
    return { source: 'report', whole: true, projects: [], why: `the projects list answered HTTP ${(error as ApiError).status}` };
  }
}

/** The names of every project, for the suggestions of a name that matched nothing; none when the list cannot be read. */
async function allNames(api: ApiClient, deploymentId: string): Promise<string[]> {
  try {
    return (await readAll(api.listProjects(deploymentId, { statuses: [...PROJECT_STATUSES] }))).map((project) => project.name);
  } catch {
    // The name matched nothing whatever the suggestions call does: the error stands, without suggestions.
    return [];
  }
}

/** Resolves the scope with the projects list: the named projects, proved to exist, or (for `*`) every project of the deployment. */
export async function resolveScope(api: ApiClient, config: Config, deploymentId: string): Promise<ResolvedScope> {
  const names = config.projects === 'all' ? [] : config.projects;
  if (names.length === 0 && config.projectIds.length === 0) return wholeDeployment(api, deploymentId);
  const everything = config.projectIds.length > 0;
  const query = { ...(everything ? {} : { names }), statuses: [...PROJECT_STATUSES] };
  let listed: Project[];
  let archived: Project[];
  try {
    [listed, archived] = await Promise.all([
      readAll(api.listProjects(deploymentId, query)),
      readAll(api.listProjects(deploymentId, { ...query, statuses: ['PROJECT_STATUS_ARCHIVED'] })),
    ]);
  } catch (error) {
    if (!isUnavailable(error, 'projects')) throw error;
    return {
      source: 'report',
      projects: names.map((name) => ({ name })),
      why: `the projects list answered HTTP ${(error as ApiError).status}`,
    };
  }
  const byName = new Map(listed.map((project) => [project.name, project]));
  const missing = names.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    // The names filter matches substrings: a typo matches nothing, so suggestions come from every project.
    const candidates = everything ? listed.map((project) => project.name) : await allNames(api, deploymentId);
    throw unknownProject(config, deploymentId, missing[0] ?? '', candidates, 'in deployment');
  }
  const byId = new Map(listed.map((project) => [project.id, project]));
  const unknownId = config.projectIds.find((id) => !byId.has(id));
  if (unknownId !== undefined) {
    throw new ConfigError(
      'project-ids',
      `project-ids: no project with id ${unknownId} in deployment ${deploymentId}; use the ids of the deployment's projects (Settings > Projects in Semgrep).`,
    );
  }
  const archivedIds = new Set(archived.map((project) => project.id));
  const chosen = [...names.map((name) => byName.get(name)), ...config.projectIds.map((id) => byId.get(id))];
  const unique = [...new Map(chosen.filter((p) => p !== undefined).map((p) => [p.id, p])).values()];
  return { source: 'projects-list', projects: unique.map((project) => scoped(project, archivedIds.has(project.id))) };
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
  // The whole deployment names nothing to prove: the report's projects are what it holds.
  if (scope.whole)
    return { ...scope, projects: tallies.map((t) => (t.projectId === undefined ? { name: t.label } : { name: t.label, id: t.projectId })) };
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
