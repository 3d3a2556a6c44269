// Exceptions as code: accepted risk kept in the repository, each entry with a reason, an owner and an
// expiry. An entry matches listed findings, confirmed-valid secrets or blocked-license dependencies; it
// applies only until it expires, and only where the gate can prove what it matched: the findings' cells
// where the list and the report agree (gate/reading.ts decides which). Pure: no I/O.
import type { Dependency, ListedFinding, SecretFinding } from '../api/types.ts';
import { DAY_MS, PURL_TYPE, purlName } from '../domain.ts';
import { globMatches, type PathGlob, pathNames } from './glob.ts';
import { repositoryHost, repositoryKey } from './scope.ts';

/** An item an exception took: the number of its entry. */
export type Excepted<T> = T & { exception?: number };

/** An entry that expires within this many days gets a notice. */
export const EXPIRING_SOON_DAYS = 14;
/** Items an entry names in the summary, beyond which it counts them. */
export const MAX_MATCH_EXAMPLES = 3;

/** What an entry matches: listed code and supply-chain findings, confirmed-valid secrets, or blocked-license dependencies. */
export type ExceptionKind = 'findings' | 'secrets' | 'dependencies';

/** A package as an entry names it: a purl type, the full name (`@babel/core`, `org.apache:commons`), and a version or any. */
export interface PackageMatch {
  asWritten: string;
  type: string;
  name: string;
  version?: string;
}

/** A project as an entry names it: as written, and its key and host, computed once when the file is read. */
export interface ProjectMatch {
  asWritten: string;
  key: string;
  host: string | undefined;
}

/** A project name of an entry, ready to compare. */
export function projectMatch(name: string): ProjectMatch {
  return { asWritten: name, key: repositoryKey(name), host: repositoryHost(name) };
}

/** One entry of the exceptions file, read and checked. */
export interface ExceptionEntry {
  /** Its place in the file: the entry's number (from 1) and the line it starts on. */
  number: number;
  line: number;
  kind: ExceptionKind;
  /** A listed finding's match_based_id. */
  finding?: string;
  /** A rule's full id. */
  rule?: string;
  /** A supply-chain finding's advisory (CVE or GHSA id), upper case. */
  vulnerability?: string;
  /** A secrets finding's id. */
  secret?: string;
  package?: PackageMatch;
  /** Only in these repositories. */
  projects?: ProjectMatch[];
  /** Only at paths that match one of these globs (compiled when the file was read). */
  paths?: PathGlob[];
  reason: string;
  owner?: string;
  /** The last day it applies (UTC), YYYY-MM-DD. */
  expires: string;
}

/** The exceptions file of a run: where it was read from, and its entries. */
export interface ExceptionsFile {
  path: string;
  entries: ExceptionEntry[];
}

/** When an entry stops applying: the end of its expiry day, UTC (ms). */
export function expiresAt(entry: Pick<ExceptionEntry, 'expires'>): number {
  return Date.parse(`${entry.expires}T00:00:00Z`) + DAY_MS;
}

/** Whether an entry applies at `now`, expires within EXPIRING_SOON_DAYS, or has expired. */
export function expiryState(entry: Pick<ExceptionEntry, 'expires'>, now: number): 'active' | 'expiring' | 'expired' {
  const end = expiresAt(entry);
  if (!(now < end)) return 'expired';
  return end - now <= EXPIRING_SOON_DAYS * DAY_MS ? 'expiring' : 'active';
}

/** One item an entry matched, as the summary names it. */
export interface MatchedItem {
  text: string;
  url?: string;
}

/** What one entry matched while the run read its sources. */
export interface EntryMatches {
  /** Listed findings, per cell of the tally (gate/findings.ts cellKey). */
  cells: Map<string, number>;
  secrets: number;
  dependencies: number;
  examples: MatchedItem[];
}

/**
 * A path as the gate compares it with a glob: no leading `./` or `/`. A backslash is a character of a
 * name, never a folder: git on Linux holds `src\legacy\x.js` as one file at the root, and a pull request
 * that adds it must not pass as `src/legacy/x.js` (attack15 B1).
 */
function plainPath(path: string): string {
  return path.replace(/^(\.\/|\/)+/, '');
}

/** The longest path a glob is matched against: a longer one is matched by none, so the entry does not apply. */
export const MAX_MATCHED_PATH = 1024;

/** An item's repository, its key and host computed once for every entry it is compared with. */
interface ItemRepository {
  key: string;
  host: string | undefined;
}

/** Whether an entry's narrowing (projects, paths) lets an item of `repository` at `path` through; `work` counts the globs' cost. */
function narrowed(entry: ExceptionEntry, repository: () => ItemRepository | undefined, path: string | undefined, work: MatchWork): boolean {
  if (entry.projects !== undefined) {
    // An item that names no repository is in no project; a blank name's key is '', which no project's key
    // is (the grammar refuses an empty project).
    const item = repository();
    work.spend(entry.projects.length);
    if (item === undefined) return false;
    const { key, host } = item;
    // A project written with a host applies only to a name that gives the same host: what a reviewer reads is what applies.
    if (!entry.projects.some((project) => project.key === key && (project.host === undefined || project.host === host))) return false;
  }
  if (entry.paths !== undefined) {
    if (path === undefined || path === '') return false;
    const plain = plainPath(path);
    // Longer than any path a repository holds: no glob takes it, the stricter reading (attack15 C1: up to 225 ms an item at 4,095).
    if (plain.length > MAX_MATCHED_PATH) return false;
    const names = pathNames(plain);
    return entry.paths.some((glob) => {
      work.spend(glob.chars * (plain.length + 1));
      return globMatches(glob, names);
    });
  }
  return true;
}

/** The repository of an item, computed at most once, when an entry names projects; undefined where it names none. */
function lazyRepository(name: string | undefined): () => ItemRepository | undefined {
  let known: ItemRepository | undefined;
  return () => {
    if (name !== undefined) known ??= { key: repositoryKey(name), host: repositoryHost(name) };
    return known;
  };
}

/** Glob steps between two looks at the clock: well under a millisecond of matching. */
const STEPS_PER_LOOK = 200_000;

/** The run's deadline passed while its own work (matching the exceptions file) ran: not the API's doing. */
export class ExceptionsDeadlineError extends Error {
  override readonly name = 'ExceptionsDeadlineError';
}

/** The run's deadline, as the matching looks at it: when (ms, by `clock`), and its length for the message. */
export interface MatchDeadline {
  at: number;
  seconds: number;
  clock: () => number;
}

/** The matching's cost so far; past the run's deadline (looked at every STEPS_PER_LOOK steps), it throws. */
class MatchWork {
  #steps = 0;
  readonly #path: string;
  readonly #deadline: MatchDeadline | undefined;

  constructor(path: string, deadline: MatchDeadline | undefined) {
    this.#path = path;
    this.#deadline = deadline;
  }

  spend(steps: number): void {
    this.#steps += steps;
    if (this.#steps < STEPS_PER_LOOK || this.#deadline === undefined) return;
    this.#steps = 0;
    const { at, clock, seconds } = this.#deadline;
    if (clock() >= at) {
      throw new ExceptionsDeadlineError(
        `the run's deadline of ${seconds} s was reached while the gate matched what it read with the entries of ${this.#path} (its own work, not the API's): list fewer or shorter paths globs, or raise timeout-seconds`,
      );
    }
  }
}

/** Whether a dependency is the package an entry names (any version when the entry names none). */
function packageMatches(wanted: PackageMatch, dependency: Pick<Dependency, 'name' | 'version' | 'ecosystem'>): boolean {
  const type = PURL_TYPE[dependency.ecosystem ?? ''] ?? 'generic';
  if (type !== wanted.type || purlName(type, dependency.name) !== wanted.name) return false;
  return wanted.version === undefined || dependency.version === wanted.version;
}

function findingMatches(
  entry: ExceptionEntry,
  finding: ListedFinding,
  repository: () => ItemRepository | undefined,
  work: MatchWork,
): boolean {
  if (entry.finding !== undefined && finding.matchBasedId !== entry.finding) return false;
  if (entry.rule !== undefined && finding.rule !== entry.rule) return false;
  if (entry.vulnerability !== undefined && finding.vulnerability?.toUpperCase() !== entry.vulnerability) return false;
  return narrowed(entry, repository, finding.filePath, work);
}

/** What the exceptions file's entries matched while the run read its sources: plain values, which the decision reads. */
export interface ExceptionMatches {
  file: ExceptionsFile;
  /** The time the entries' expiry is judged at (ms). */
  now: number;
  /** What each entry matched, by its number; absent: nothing. */
  byEntry: ReadonlyMap<number, EntryMatches>;
}

const NOTHING: EntryMatches = { cells: new Map(), secrets: 0, dependencies: 0, examples: [] };

/**
 * The entries that have not expired, matched against each item as the run reads it: the first entry in
 * the file's order that matches takes the item, and records it. The gate's reducer: the walks of
 * collect/ feed it, and `matches()` hands the decision what it recorded.
 */
export class ExceptionMatcher {
  readonly file: ExceptionsFile;
  readonly now: number;
  readonly #live: ExceptionEntry[];
  readonly #matches = new Map<number, EntryMatches>();
  readonly #work: MatchWork;

  /** `deadline`: the run's, past which matching throws ExceptionsDeadlineError (looked at between globs). */
  constructor(file: ExceptionsFile, now: number, deadline?: MatchDeadline) {
    this.file = file;
    this.now = now;
    this.#work = new MatchWork(file.path, deadline);
    this.#live = file.entries.filter((entry) => expiryState(entry, now) !== 'expired');
  }

  /** Whether some entry that has not expired matches items of this kind. */
  has(kind: ExceptionKind): boolean {
    return this.#live.some((entry) => entry.kind === kind);
  }

  /** What the entries matched, once every source is read. */
  matches(): ExceptionMatches {
    return { file: this.file, now: this.now, byEntry: this.#matches };
  }

  /** What an entry matched so far. */
  matchesOf(entry: Pick<ExceptionEntry, 'number'>): EntryMatches {
    return this.#matches.get(entry.number) ?? NOTHING;
  }

  /** What an entry matched so far, recording from here. */
  #recorded(entry: ExceptionEntry): EntryMatches {
    let matches = this.#matches.get(entry.number);
    if (matches === undefined) {
      matches = { cells: new Map(), secrets: 0, dependencies: 0, examples: [] };
      this.#matches.set(entry.number, matches);
    }
    return matches;
  }

  /** The entry that takes a listed finding of tally cell `cell`, if any. */
  matchFinding(finding: ListedFinding, cell: string): ExceptionEntry | undefined {
    const repository = lazyRepository(finding.repository?.name);
    const entry = this.#live.find(
      (candidate) => candidate.kind === 'findings' && findingMatches(candidate, finding, repository, this.#work),
    );
    if (entry === undefined) return undefined;
    const matches = this.#recorded(entry);
    matches.cells.set(cell, (matches.cells.get(cell) ?? 0) + 1);
    // The entry says what it matches: an example says where.
    const place =
      finding.filePath === undefined ? finding.rule : `${finding.filePath}${finding.line === undefined ? '' : `:${finding.line}`}`;
    this.#example(matches, { text: place, ...(finding.url ? { url: finding.url } : {}) });
    return entry;
  }

  /** The entry that takes a confirmed-valid secret, if any. */
  matchSecret(secret: SecretFinding): ExceptionEntry | undefined {
    const repository = lazyRepository(secret.repository?.name);
    const entry = this.#live.find(
      // Only an entry of the secrets kind has a `secret`, and only one of the dependencies kind a `package`.
      (candidate) => candidate.secret === secret.id && narrowed(candidate, repository, secret.findingPath, this.#work),
    );
    if (entry === undefined) return undefined;
    const matches = this.#recorded(entry);
    matches.secrets++;
    const place = secret.findingPath === undefined ? '' : ` in ${secret.findingPath}`;
    this.#example(matches, { text: `${secret.type} secret${place}`, ...(secret.findingPathUrl ? { url: secret.findingPathUrl } : {}) });
    return entry;
  }

  /** The entry that takes a blocked-license dependency of repository `repository` (its name, when known), if any. */
  matchDependency(dependency: Dependency, repository: string | undefined): ExceptionEntry | undefined {
    const path = dependency.definedAt?.path ?? dependency.manifestPath;
    const named = lazyRepository(repository);
    const entry = this.#live.find(
      (candidate) =>
        candidate.package !== undefined && packageMatches(candidate.package, dependency) && narrowed(candidate, named, path, this.#work),
    );
    if (entry === undefined) return undefined;
    const matches = this.#recorded(entry);
    matches.dependencies++;
    const version = dependency.version ? `@${dependency.version}` : '';
    this.#example(matches, { text: `${dependency.name}${version}${path ? ` in ${path}` : ''}` });
    return entry;
  }

  #example(matches: EntryMatches, item: MatchedItem): void {
    if (matches.examples.length < MAX_MATCH_EXAMPLES) matches.examples.push(item);
  }
}

// ---- what the exceptions did in a run ------------------------------------------------------------

/**
 * Where an entry stands after the run: it applied; it matched only what the gate could not prove
 * (`unproven`); it matched nothing (`unused`); its source was not read whole (`unchecked`); it expired.
 */
export type EntryState = 'applied' | 'unproven' | 'unused' | 'unchecked' | 'expired';

/** One entry, and what it did. */
export interface EntryOutcome {
  entry: ExceptionEntry;
  state: EntryState;
  /** Expires within EXPIRING_SOON_DAYS (and has not expired). */
  expiring: boolean;
  /** Items it took out of the gate's counts. */
  applied: number;
  /** Items it matched that the gate could not take out (their cell's list and report disagree). */
  unproven: number;
  examples: MatchedItem[];
  /** Why its source was not checked (`unchecked`). */
  why?: string;
}

/** The exceptions of a run: every entry's outcome, and how many items they took out. */
export interface ExceptionsOutcome {
  file: string;
  /** The time the entries' expiry was judged at (ms). */
  now: number;
  entries: EntryOutcome[];
  excepted: { findings: number; secrets: number; dependencies: number; total: number };
  /** Entries expiring within EXPIRING_SOON_DAYS. */
  expiring: number;
}

/** Why each kind's source was not read whole this run (absent: it was). */
export type UncheckedSources = Partial<Record<ExceptionKind, string>>;

/** What each entry did, given the findings cells where exceptions were applied and the sources not read whole. */
export function exceptionsOutcome(
  matched: ExceptionMatches,
  appliedCells: ReadonlySet<string>,
  unchecked: UncheckedSources,
): ExceptionsOutcome {
  const excepted = { findings: 0, secrets: 0, dependencies: 0, total: 0 };
  let expiring = 0;
  const entries = matched.file.entries.map((entry): EntryOutcome => {
    const state = expiryState(entry, matched.now);
    if (state === 'expiring') expiring++;
    const matches = matched.byEntry.get(entry.number) ?? NOTHING;
    let findings = 0;
    let unproven = 0;
    for (const [cell, n] of matches.cells) {
      if (appliedCells.has(cell)) findings += n;
      else unproven += n;
    }
    const applied = findings + matches.secrets + matches.dependencies;
    excepted.findings += findings;
    excepted.secrets += matches.secrets;
    excepted.dependencies += matches.dependencies;
    excepted.total += applied;
    const base = { entry, expiring: state === 'expiring', applied, unproven, examples: matches.examples };
    if (state === 'expired') return { ...base, state: 'expired' };
    if (applied > 0) return { ...base, state: 'applied' };
    if (unproven > 0) return { ...base, state: 'unproven' };
    const why = unchecked[entry.kind];
    return why === undefined ? { ...base, state: 'unused' } : { ...base, state: 'unchecked', why };
  });
  return { file: matched.file.path, now: matched.now, entries, excepted, expiring };
}

/** How an entry is named in a message: `entry 2 (line 7, rule x.y.z)`. */
export function entryName(entry: ExceptionEntry): string {
  const what =
    entry.finding !== undefined
      ? `finding ${entry.finding}`
      : entry.rule !== undefined
        ? `rule ${entry.rule}`
        : entry.vulnerability !== undefined
          ? `vulnerability ${entry.vulnerability}`
          : entry.secret !== undefined
            ? `secret ${entry.secret}`
            : `package ${entry.package?.asWritten ?? ''}`;
  return `entry ${entry.number} (line ${entry.line}, ${what})`;
}
