// The platform's policy, read from the lists that know it: the code findings of the rules in Block mode
// (the findings list's policies=rule-board-block) and the secrets in Block mode (a secret's mode, read
// from each item: the secrets list has no mode filter), with fail-on-blocking; the supply-chain findings
// from malicious dependencies (is_malicious=true), with fail-on-malicious. Each list is read whole, one
// walk per counted state, each item re-checked (servers may ignore filters); a list that is not there
// leaves the verdict unable to pass (gate/platform-policy.ts), and any other failure is an error where the
// run would pass: what the walks that answered found still fails it (attack5 F11).

import { countedAnswer, FINDING_STATES, isBlockMode } from '../api/enums.ts';
import { malformed } from '../api/errors.ts';
import type { ApiClient, FindingsQuery, ListedFinding, ListStatus, SecretFinding } from '../api/index.ts';
import type { KeptText } from '../api/kept-text.ts';
import { KeySet } from '../api/key-set.ts';
import type { Config } from '../config/index.ts';
import { repositoryKey } from '../gate/scope.ts';
import type { Named, PolicyData, UnreadWalk } from '../gate/types.ts';
import { MostSevere } from './details.ts';
import { isUnavailable } from './scope.ts';
import { settleAll } from './settle.ts';

/** Blocking and malicious items kept in detail (the summary names the first); every one is counted. */
export const MAX_POLICY_DETAILS = 1000;

/** Whether a repository name is in scope; an item that names none is kept (the gate fails closed). */
function inScope(name: string | undefined, scope: ReadonlySet<string> | 'all'): boolean {
  return scope === 'all' || name === undefined || name.trim() === '' || scope.has(repositoryKey(name));
}

/** Repositories named, at most, where the walks' items of another repository are said. */
const MAX_NAMED_REPOSITORIES = 5;

/**
 * The items a walk found that the scope's query returned and that name another repository (a GitLab subgroup, a
 * mirror, a rename): not counted, and never left out without a word (attack32 L3). Said in `unjudged`, so a
 * pass they could have failed is no pass.
 */
class Elsewhere {
  count = 0;
  readonly names: string[] = [];

  /** Whether an item of `name` is in `scope`; one that is not is remembered. */
  inScope(name: string | undefined, scope: ReadonlySet<string> | 'all'): boolean {
    if (inScope(name, scope)) return true;
    this.count++;
    const named = (name ?? '').slice(0, 100);
    if (this.names.length < MAX_NAMED_REPOSITORIES && !this.names.includes(named)) this.names.push(named);
    return false;
  }

  /** The clause for `unjudged`, where there were any. */
  said(input: string, what: string): string[] {
    if (this.count === 0) return [];
    const names = this.names.map((name) => JSON.stringify(name)).join(', ');
    return [
      `${input}: ${this.count} of ${what} returned for the scope name another repository (${names}), so whether they are the scope's is not known`,
    ];
  }
}

/**
 * Walks a findings query once per state, keeping what `counts` says yes to; the list's absence is a clause,
 * never a pass. The states' walks go out together (none needs another's answer) and are taken in the
 * states' order, so what is kept does not depend on which answers first.
 */
async function walkFindings(
  client: ApiClient,
  slug: string,
  query: Omit<FindingsQuery, 'status'>,
  states: readonly ListStatus[],
  counts: (finding: ListedFinding) => boolean,
  text: KeptText | undefined,
  watch: Watch<ListedFinding>,
): Promise<Named<ListedFinding>> {
  const walk = async (status: ListStatus, kept: MostSevere<ListedFinding>, listed: KeySet) => {
    for await (const page of client.listFindings(slug, { ...query, status })) {
      // A finding of a state not counted: a server that ignored the filter. One of another counted state is counted (attack35 H1), once.
      for (const finding of page) {
        if (isCounted(finding.status, states, 'findings') && counts(finding) && listed.add(finding.id)) kept.add(finding);
      }
    }
  };
  return keptPerState(states, text, walk, watch);
}

/** Where a walk gives, as it begins, what it has listed so far (ShownHolder): asked by the watchdog alone. */
type Watch<T> = (soFar: () => Named<T>) => void;

/** Why a state's walk still out at the run's deadline is not read, as the watchdog says it. */
const STILL_OUT = "still being read at the run's deadline";

/**
 * One walk per state, all at once (none needs another's answer), each keeping what it finds; taken in the
 * states' order, so what is kept is what one walk after another would keep, whichever answers first. A walk
 * that fails stops only itself: what it and the others listed still counts (a found item fails the run
 * whatever failed beside it), and the failure is said in `unread` (gate/platform-policy.ts decides on it).
 */
async function keptPerState<S extends string, T extends { severity: string }>(
  states: readonly S[],
  text: KeptText | undefined,
  walk: (state: S, kept: MostSevere<T>, listed: KeySet) => Promise<void>,
  watch: Watch<T>,
): Promise<Named<T>> {
  const perState = states.map((state) => ({ state, kept: new MostSevere<T>(MAX_POLICY_DETAILS, (item) => item.severity, text) }));
  // The ids the walks counted, together: an item of another counted state than its walk's is counted by the first walk that lists it.
  const listed = new KeySet();
  const ends: (PromiseSettledResult<void> | undefined)[] = perState.map(() => undefined);
  const walks = perState.map(({ state, kept }, i) =>
    Promise.allSettled([walk(state, kept, listed)]).then(([end]) => {
      ends[i] = end;
    }),
  );
  // What the walks listed so far, for the watchdog: kept apart from the run's text (nothing is released), a state still out not read.
  watch(() => together(perState, ends, undefined));
  await Promise.all(walks);
  return together(perState, ends, text);
}

/**
 * What the walks of each state kept, as one list: taken in the states' order, so what is kept is what one walk
 * after another would keep, whichever answers first. A state whose walk failed, or is still out (`ends` has no
 * end for it), is said not read; what every walk listed still counts.
 */
function together<S extends string, T extends { severity: string }>(
  perState: readonly { state: S; kept: MostSevere<T> }[],
  ends: readonly (PromiseSettledResult<void> | undefined)[],
  text: KeptText | undefined,
): Named<T> {
  const all = new MostSevere<T>(MAX_POLICY_DETAILS, (item) => item.severity, text);
  const unread: UnreadWalk[] = [];
  perState.forEach(({ state, kept }, i) => {
    all.absorb(kept);
    const end = ends[i];
    if (end === undefined) unread.push({ state, why: STILL_OUT, error: new Error(STILL_OUT) });
    else if (end.status === 'rejected') unread.push({ state, why: messageOf(end.reason), error: end.reason });
  });
  return { kept: all.kept(), count: all.count, ...(unread.length > 0 ? { unread } : {}) };
}

/** An error's one line, as the run would print it. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether a listed item's status is one the run counts (`counted`, its walk's own among them), whatever its case
 * (api/enums.ts countedAnswer): an item without one is kept (the gate fails closed), one of a state not counted is
 * not (a server that ignored the filter), and a status word the gate does not know is a malformed answer, never a drop.
 */
function isCounted(found: string | undefined, counted: readonly string[], operation: 'findings' | 'secrets'): boolean {
  const answer = countedAnswer(found, counted);
  if (answer === 'unknown') throw malformed(operation, `a listed item's status ${JSON.stringify(found)} is not a state the gate knows`);
  return answer === 'asked';
}

/** Whether a secret is in Block mode, whatever the case of its mode; a mode the gate does not know is a malformed answer. */
function blocks(secret: SecretFinding): boolean {
  const block = isBlockMode(secret.mode);
  if (block === undefined) {
    const what = secret.mode === undefined || secret.mode.trim() === '' ? 'carries no mode' : `has the mode ${JSON.stringify(secret.mode)}`;
    throw malformed(
      'secrets',
      `secret ${JSON.stringify(secret.id)} ${what}, not a policy mode the gate knows: whether the platform blocks it cannot be told`,
    );
  }
  return block;
}

/** The secrets in Block mode, of every validity, in the counted states secrets have (open, provisionally ignored, ...). */
async function blockingSecrets(
  client: ApiClient,
  deploymentId: string,
  repositories: readonly string[] | 'all',
  states: readonly ListStatus[],
  text: KeptText | undefined,
  elsewhere: Elsewhere,
  watch: Watch<SecretFinding>,
): Promise<Named<SecretFinding>> {
  const scope = repositories === 'all' ? 'all' : new Set(repositories.map(repositoryKey));
  // Walked by the secrets list's word for each state, said by the findings list's (the one a reader knows).
  const statuses = new Map(
    FINDING_STATES.flatMap((state) =>
      'status' in state && 'secretStatus' in state && states.includes(state.status) ? [[state.status, state.secretStatus] as const] : [],
    ),
  );
  const counted = [...statuses.values()];
  const keys = [...statuses.keys()];
  const walk = async (state: (typeof keys)[number], kept: MostSevere<SecretFinding>, listed: KeySet) => {
    const status = statuses.get(state) ?? state;
    const query = { status, ...(repositories === 'all' ? {} : { repos: [...repositories] }) };
    for await (const page of client.listSecrets(deploymentId, query)) {
      for (const secret of page) {
        if (!blocks(secret) || !isCounted(secret.status, counted, 'secrets')) continue;
        if (elsewhere.inScope(secret.repository?.name, scope) && listed.add(secret.id)) kept.add(secret);
      }
    }
  };
  return keptPerState(keys, text, walk, watch);
}

/** Where the findings list is: its deployment's slug, or why it cannot be read. */
export type ListPlace = { slug: string } | { why: string };

/** What reading one list of the platform's policy needs: where the list is, the scope, the states counted, and where to say what is not known. */
interface PolicyLists {
  client: ApiClient;
  place: ListPlace | undefined;
  filter: { repos?: string[] };
  scope: ReadonlySet<string> | 'all';
  countStates: Config['platform']['countStates'];
  unjudged: string[];
  text?: KeptText;
}

/** One list read whole for what it names; where the findings list is not there, what it would name is not known (said in `unjudged`). */
async function fromList(
  lists: PolicyLists,
  input: string,
  what: string,
  query: Omit<FindingsQuery, 'status'>,
  counts: (finding: ListedFinding) => boolean,
  watch: Watch<ListedFinding>,
): Promise<Named<ListedFinding> | undefined> {
  const { client, place, filter, scope, countStates, text, unjudged } = lists;
  if (place === undefined) return undefined;
  if ('why' in place) {
    unjudged.push(`${input}: ${what} are not known (${place.why})`);
    return undefined;
  }
  const elsewhere = new Elsewhere();
  const found = await walkFindings(
    client,
    place.slug,
    { ...query, ...filter },
    countStates,
    (f) => counts(f) && elsewhere.inScope(f.repository?.name, scope),
    text,
    watch,
  );
  unjudged.push(...elsewhere.said(input, what));
  if (found.unread === undefined) return found;
  // A state's list that is not there: what it would name is not known (a clause, never a pass); any other failure is an error where the run would pass.
  const unread = found.unread.map((walk): UnreadWalk => {
    if (!isUnavailable(walk.error, 'findings')) return walk;
    const why = `the findings list answered HTTP ${(walk.error as { status?: number }).status}`;
    return { state: walk.state, why };
  });
  const missing = unread.find((walk) => walk.error === undefined);
  if (missing !== undefined) unjudged.push(`${input}: ${what} are not known (${missing.why})`);
  return { ...found, unread };
}

/** The inputs whose lists of the platform's policy the run walks: fail-on-blocking, fail-on-malicious, each over a type it gates. */
export function policyInputs(config: Config): string[] {
  const { failOnBlocking, failOnMalicious } = config.platform;
  const types = config.findingTypes;
  // The code and supply-chain walks are of the findings list: none where list-findings is false.
  const listed = config.listFindings;
  return [
    ...(failOnBlocking && ((listed && types.includes('code')) || types.includes('secrets')) ? ['fail-on-blocking'] : []),
    ...(failOnMalicious && listed && types.includes('sca') ? ['fail-on-malicious'] : []),
  ];
}

/** Whether the run walks a list of the platform's policy (policyInputs). */
export function walksPolicy(config: Config): boolean {
  return policyInputs(config).length > 0;
}

/**
 * The client of the lookups the policy's walks wait for (the projects of the scope, the findings list's
 * place): spared with the walks where the run walks the policy, so that a failure beside them cannot keep a
 * walk from being made, nor the verdict from depending on which answered first (attack14 N2).
 */
export function lookupClient(client: ApiClient, config: Config): ApiClient {
  return walksPolicy(config) ? client.spared() : client;
}

/** What the policy's walks show, by the field of PolicyData each answers. */
export type ShownPolicy = Pick<PolicyData, 'blockingCode' | 'blockingSecrets' | 'malicious'>;

/**
 * Where the watchdog (finish.ts Final) reads what the policy's walks have listed, each walk's own read: from the
 * moment it begins, its items so far, a state's list still being read said not read (keptPerState); once it has
 * answered, its answer (keepEach).
 */
export type ShownHolder = { policySoFar?: { [K in keyof ShownPolicy]?: () => NonNullable<ShownPolicy[K]> } };

/**
 * What the policy's walks have listed so far, read as the watchdog fires; undefined where no walk has begun. A walk
 * still out at a page that never comes shows what its pages before listed (attack43 W3): the FAIL they prove, its
 * list said not read ("which may name more"), as a page that fails; nothing listed that fails shows no failure.
 */
export function shownPolicySoFar(shown: ShownHolder): ShownPolicy | undefined {
  const reads = shown.policySoFar;
  if (reads === undefined) return undefined;
  return {
    ...(reads.blockingCode === undefined ? {} : { blockingCode: reads.blockingCode() }),
    ...(reads.blockingSecrets === undefined ? {} : { blockingSecrets: reads.blockingSecrets() }),
    ...(reads.malicious === undefined ? {} : { malicious: reads.malicious() }),
  };
}

/** Where the walk of `key` gives its read so far (ShownHolder). */
function watchOf<K extends keyof ShownPolicy>(shown: ShownHolder, key: K): (soFar: () => NonNullable<ShownPolicy[K]>) => void {
  return (soFar) => {
    shown.policySoFar = { ...shown.policySoFar, [key]: soFar };
  };
}

/** The policy's walks, by the field of PolicyData each answers. */
type PolicyWalks = { [K in keyof ShownPolicy]: Promise<PolicyData[K] | undefined> | undefined };

/**
 * Keeps each walk's answer in `shown` as soon as it comes, not once all have answered: the watchdog ends a run held
 * past its deadline as the failure one walk showed while another still waits for its connection (attack43 W2, after
 * attack41 W1: a secret in Block mode listed, the code walk's retry waiting for its tunnel, ended softened, exit 0).
 */
function keepEach(shown: ShownHolder, walks: PolicyWalks): void {
  for (const [key, walk] of Object.entries(walks) as [keyof PolicyWalks, PolicyWalks[keyof PolicyWalks]][]) {
    walk?.then(
      (value) => {
        if (value !== undefined) watchOf(shown, key)(() => value);
      },
      () => undefined,
    );
  }
}

/**
 * What the run reads of the platform's policy: with fail-on-blocking the code findings of rules in Block
 * mode and the secrets in Block mode; with fail-on-malicious the supply-chain findings from malicious
 * dependencies. `list` is where the findings list is (absent when list-findings is false). Each walk's answer
 * is kept in `shown` as it comes (keepEach).
 *
 * What a walk found fails the run whatever failed beside it. Under on-api-error: warn another request's
 * failure, which cancels the run's requests (settle.ts), leaves the walks and the lookups they wait for
 * (lookupClient) to end: the run's deadline still ends them. Under fail it ends them too: the failure
 * fails the run whatever they would show (docs/errors.md).
 */
export async function collectPolicy(
  client: ApiClient,
  config: Config,
  deploymentId: string,
  repositories: Promise<readonly string[] | 'all'>,
  list: Promise<ListPlace> | undefined,
  text?: KeptText,
  shown: ShownHolder = {},
): Promise<Omit<PolicyData, 'addedStates'>> {
  const { failOnBlocking, failOnMalicious, countStates } = config.platform;
  const walks = client.spared();
  const unjudged: string[] = [];
  const repos = await repositories;
  const scope = repos === 'all' ? 'all' : new Set(repos.map(repositoryKey));
  const filter = repos === 'all' ? {} : { repos: [...repos] };
  // The secrets' walk needs no place of the findings list: it goes out first, whatever that lookup answers (attack16 R3).
  const secretsElsewhere = new Elsewhere();
  const secrets =
    failOnBlocking && config.findingTypes.includes('secrets')
      ? blockingSecrets(walks, deploymentId, repos, countStates, text, secretsElsewhere, watchOf(shown, 'blockingSecrets'))
      : undefined;
  secrets?.catch(() => undefined); // observed here; settled below
  // A lookup that failed leaves the findings list's walks not made: what they would name is not known
  // (never a pass), and the lookup's error is the findings list's, the run's.
  const listWalks = (failOnBlocking && config.findingTypes.includes('code')) || (failOnMalicious && config.findingTypes.includes('sca'));
  const place = list === undefined || !listWalks ? undefined : await list.catch((error: unknown): ListPlace => ({ why: messageOf(error) }));
  const lists: PolicyLists = { client: walks, place, filter, scope, countStates, unjudged, ...(text === undefined ? {} : { text }) };
  const code =
    failOnBlocking && config.findingTypes.includes('code')
      ? fromList(
          lists,
          'fail-on-blocking',
          'the code findings of the rules in Block mode',
          { issueType: 'sast', policies: ['block'] },
          () => true,
          watchOf(shown, 'blockingCode'),
        )
      : undefined;
  const malicious =
    failOnMalicious && config.findingTypes.includes('sca')
      ? fromList(
          lists,
          'fail-on-malicious',
          'the findings from malicious dependencies',
          { issueType: 'sca', isMalicious: true },
          // Listed for is_malicious=true: only an item that says it is not malicious is left out (fail closed).
          (f) => f.isMalicious !== false,
          watchOf(shown, 'malicious'),
        )
      : undefined;
  keepEach(shown, { blockingCode: code, blockingSecrets: secrets, malicious });
  const [blockingCode, blockingSecretsFound, maliciousFound] = await settleAll([code, secrets, malicious] as const);
  unjudged.push(...secretsElsewhere.said('fail-on-blocking', 'the secrets in Block mode'));
  return {
    ...(blockingCode === undefined ? {} : { blockingCode }),
    ...(blockingSecretsFound === undefined ? {} : { blockingSecrets: blockingSecretsFound }),
    ...(maliciousFound === undefined ? {} : { malicious: maliciousFound }),
    unjudged,
  };
}
