// What belongs to the scope: repository names compared as the platform's users write them. Pure.
import { createHash } from 'node:crypto';

/** The longest repository key kept as written; a longer one is kept as its hash, so a key costs the same whatever the server names. */
export const KEY_CHARS = 64;

/** The row of the findings that name no repository (key ''): never a row with an empty name. */
export const NO_REPOSITORY = '(findings that name no repository)';

/** The name a project goes by in the list: the projects list's (by its id) where the run read it, else the report's label. */
export function listName(
  project: { label: string; projectId?: string },
  scope: { projects: readonly { name: string; id?: string }[] } | undefined,
): string {
  const id = project.projectId;
  return (id === undefined || scope === undefined ? undefined : namesById(scope.projects).get(id)) ?? project.label;
}

/** Each list's names by id (the first project of an id, as a search would find it), made once a list: a run asks for each of its projects' names. */
const NAMES_BY_ID = new WeakMap<readonly { name: string; id?: string }[], ReadonlyMap<string, string>>();

function namesById(projects: readonly { name: string; id?: string }[]): ReadonlyMap<string, string> {
  let names = NAMES_BY_ID.get(projects);
  if (names === undefined) {
    const made = new Map<string, string>();
    for (const { id, name } of projects) if (id !== undefined && !made.has(id)) made.set(id, name);
    names = made;
    NAMES_BY_ID.set(projects, names);
  }
  return names;
}

/**
 * The keys that more than one project holds: projects whose names fold to one repository key (the
 * same path in another case or on another host). The list names them under one key, so what it names
 * cannot be told apart between them.
 */
export function sharedKeys(keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const key of keys) (seen.has(key) ? shared : seen).add(key);
  return shared;
}

/**
 * A repository name as compared: trimmed, lower-case, without a scheme or a trailing `.git` or `/`, and
 * its host apart where it gives one: a first segment with a dot (or a port) is a host, github.com/acme/api,
 * git.example:8443/acme/api.
 */
function partsOf(name: string): { host?: string; path: string } {
  const bare = name
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    // The slashes after a `.git` too (`https://gitlab.com/acme/api.git/`: attack35 L1), then those before it.
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  const parts = bare.split('/');
  const [first] = parts;
  return parts.length > 2 && first !== undefined && /[.:]/.test(first) ? { host: first, path: parts.slice(1).join('/') } : { path: bare };
}

/**
 * The host a repository name gives, lower case: `legacy.example.org` of `legacy.example.org/acme/api`
 * or `https://legacy.example.org/acme/api`; undefined where it gives none (`acme/api`). The key drops
 * it, so that the report's and the list's forms of one name meet; an exception that names a host
 * applies only where the item's name gives the same one (attack5 F1c).
 */
export function repositoryHost(name: string): string | undefined {
  return partsOf(name).host;
}

/**
 * A repository name reduced for comparison: trimmed, lower-case, without a scheme, a host prefix
 * (`github.com/`) or a trailing `.git`. `Acme/API`, ` acme/api ` and `https://github.com/acme/api` are
 * all `acme/api`.
 */
export function repositoryKey(name: string): string {
  const key = partsOf(name).path;
  // Keys are compared, never shown: a long one is `#` and its SHA-256 (a key written so would need a
  // preimage to meet it), so every map a run keeps by repository holds short keys.
  return key.length > KEY_CHARS ? `#${createHash('sha256').update(key).digest('base64')}` : key;
}

/** The key a project's counts are read by: the one it carries (a row the list made), else its list name's (listName). */
export function projectKey(
  project: { label: string; projectId?: string; key?: string },
  scope: { projects: readonly { name: string; id?: string }[] } | undefined,
): string {
  return project.key ?? repositoryKey(listName(project, scope));
}

/** Whether a repository name (from the API) names `repository` (`owner/name`); an absent or blank name never does. */
export function sameRepository(name: string | undefined, repository: string | undefined): boolean {
  if (name === undefined || repository === undefined) return false;
  const key = repositoryKey(name);
  return key !== '' && key === repositoryKey(repository);
}

/** A project as a report row or the projects list names it: a name, and an id where the source gave one. */
export interface ProjectName {
  label: string;
  projectId?: string;
}

/**
 * The projects of a run, each once: a project is found by its id where both sides have one, and by its
 * repository name otherwise (an older server's report row without a projectId is the project of that
 * name). Two different ids are two projects, whatever their names.
 */
export class ProjectIndex<P extends ProjectName> {
  readonly #byId = new Map<string, P>();
  readonly #byName = new Map<string, P[]>();

  /** The project already added that `wanted` is, if any; `key` is its label's repositoryKey where the caller has it. */
  find(wanted: ProjectName, key?: string): P | undefined {
    const byId = wanted.projectId === undefined ? undefined : this.#byId.get(wanted.projectId);
    if (byId !== undefined) return byId;
    const named = this.#byName.get(key ?? repositoryKey(wanted.label)) ?? [];
    return named.find((project) => project.projectId === undefined || wanted.projectId === undefined);
  }

  /** Adds a project; `key` is its label's repositoryKey where the caller has it. */
  add(project: P, key = repositoryKey(project.label)): void {
    if (project.projectId !== undefined) this.#byId.set(project.projectId, project);
    const named = this.#byName.get(key);
    if (named === undefined) this.#byName.set(key, [project]);
    else named.push(project);
  }

  /** Gives a project found by its name the id another source had for it. */
  identify(project: P, projectId: string | undefined): void {
    if (projectId === undefined || project.projectId !== undefined) return;
    project.projectId = projectId;
    this.#byId.set(projectId, project);
  }
}
