// The platform's own policy, followed: what Semgrep blocks (the code findings of rules in Block mode,
// the secrets in Block mode), the findings from malicious dependencies, and the triage states that
// count. Only the findings list knows which findings are blocking or malicious, so a list that could
// not be read leaves a pass unproven, never passing. Pure.
import type { ListedFinding, ListStatus } from '../api/types.ts';
import { SEVERITIES } from '../domain.ts';
import { count, noun } from '../numbers.ts';
import { copyMatrix, emptyMatrix } from './counts.ts';
import type { Named, PlatformRules, PolicyData } from './policy-types.ts';
import { NO_REPOSITORY, projectKey } from './scope.ts';
import type { ProjectTally, Reason, ResolvedScope } from './types.ts';

export type { Named, PlatformRules, PolicyData } from './policy-types.ts';

/** The default states: what the platform blocks on. */
export const DEFAULT_STATES: readonly ListStatus[] = ['open', 'reviewing', 'fixing', 'provisionally_ignored'];

/** What the report counts: open findings (the reporting API keeps the other states apart; see docs/api.md). */
export const REPORT_STATES: readonly ListStatus[] = ['open'];

/** A state as a person writes it: `provisionally_ignored` → `provisionally ignored`. */
export function stateWords(states: readonly ListStatus[]): string {
  return states.map((state) => state.replaceAll('_', ' ')).join(', ');
}

/** The summary's line of the triage states counted: all of them, or the report's and why the others were not read. */
export function countedStatesLine(rules: Pick<PlatformRules, 'countStates'>, policy: Pick<PolicyData, 'addedStates'> | undefined): string {
  const beyond = rules.countStates.filter((state) => !REPORT_STATES.includes(state));
  const added = policy?.addedStates;
  if (beyond.length === 0 || (added !== undefined && 'states' in added)) return `triage states counted: ${stateWords(rules.countStates)}`;
  const why = added === undefined ? 'the findings list was not read' : added.why;
  return `triage states counted: ${stateWords(REPORT_STATES)} (the report's); not ${stateWords(beyond)}: ${why}`;
}

/** The reasons the platform's policy fails the gate: blocking code findings and secrets, then malicious dependencies. */
export function policyReasons(
  rules: PlatformRules | undefined,
  policy: Pick<PolicyData, 'blockingCode' | 'blockingSecrets' | 'malicious'> | undefined,
): Reason[] {
  if (rules === undefined || policy === undefined) return [];
  const reasons: Reason[] = [];
  const { blockingCode: code, blockingSecrets: secrets, malicious } = failingLists(rules, policy);
  if (code !== undefined)
    reasons.push({
      kind: 'blocking',
      text: `${count(code.count)} code ${noun(code.count, 'finding', 'findings')} blocked by the platform's policy: rule in Block mode${unreadNote(code)}`,
    });
  if (secrets !== undefined)
    reasons.push({
      kind: 'blocking',
      text: `${count(secrets.count)} ${noun(secrets.count, 'secret', 'secrets')} blocked by the platform's policy: secret in Block mode${unreadNote(secrets)}`,
    });
  if (malicious !== undefined) {
    const names = packagesOf(malicious.kept);
    const more = malicious.count > names.length ? `, and ${count(malicious.count - names.length)} more` : '';
    reasons.push({
      kind: 'malicious',
      text: `${count(malicious.count)} ${noun(malicious.count, 'finding', 'findings')} from a malicious dependency (fail-on-malicious): ${names.join(', ')}${more}${unreadNote(malicious)}`,
    });
  }
  return reasons;
}

/**
 * The lists of the platform's policy that fail the run, each where its rule is on and it names something: what
 * policyReasons says, and whose items the sinks that name findings name too (gate/policy-items.ts).
 */
export function failingLists(
  rules: PlatformRules,
  policy: Pick<PolicyData, 'blockingCode' | 'blockingSecrets' | 'malicious'>,
): Pick<PolicyData, 'blockingCode' | 'blockingSecrets' | 'malicious'> {
  const code = naming(rules.failOnBlocking, policy.blockingCode);
  const secrets = naming(rules.failOnBlocking, policy.blockingSecrets);
  const malicious = naming(rules.failOnMalicious, policy.malicious);
  return {
    ...(code === undefined ? {} : { blockingCode: code }),
    ...(secrets === undefined ? {} : { blockingSecrets: secrets }),
    ...(malicious === undefined ? {} : { malicious }),
  };
}

/** A list of the platform's policy that fails the run: its rule is on and it names something. */
function naming<T>(on: boolean, list: Named<T> | undefined): Named<T> | undefined {
  return on && list !== undefined && list.count > 0 ? list : undefined;
}

/** Said beside a reason whose list some state's walk could not read: what was found fails the run, and there may be more. */
function unreadNote(list: Named<unknown>): string {
  const unread = list.unread ?? [];
  if (unread.length === 0) return '';
  return `; not read: ${unread.map(({ state, why }) => `the ${stateWords([state as ListStatus])} list (${why})`).join(', ')}, which may name more`;
}

/** The lists of the platform's policy a run read, in the order a failure is said. */
function policyLists(policy: PolicyData | undefined): [string, Named<unknown> | undefined][] {
  return [
    ['fail-on-blocking', policy?.blockingCode],
    ['fail-on-blocking', policy?.blockingSecrets],
    ['fail-on-malicious', policy?.malicious],
  ];
}

/**
 * The error a pass cannot stand on: the first failed walk of a policy list (not a list that is not there:
 * `unprovenPolicyPass` says that). A FAIL stands on what the walks that answered showed (attack5 F11):
 * on-api-error softens what the API did, never what it showed.
 */
export function policyWalkError(verdict: { result: 'pass' | 'fail' }, policy: PolicyData | undefined): unknown {
  if (verdict.result !== 'pass') return undefined;
  for (const [, list] of policyLists(policy)) {
    const failed = list?.unread?.find((walk) => walk.error !== undefined);
    if (failed !== undefined) return failed.error;
  }
  return undefined;
}

/** The policy walks that could not be read, each a line for the log of a run that failed on something else. */
export function unreadPolicyLines(policy: PolicyData | undefined): string[] {
  return policyLists(policy).flatMap(([input, list]) =>
    (list?.unread ?? []).map(
      ({ state, why }) =>
        `${input}: the ${stateWords([state as ListStatus])} list could not be read (${why}); the verdict stands on what was read`,
    ),
  );
}

/** The outputs' counts of what the policy's walks showed: `blocking` with fail-on-blocking, `malicious` where its lists were read. */
export interface ShownCounts {
  blocking?: number;
  malicious?: number;
}

/**
 * A run where another request failed (its counts are incomplete) but the policy's walks that answered
 * showed a blocking or malicious item: that fails the run whatever the rest holds, so on-api-error never
 * softens it (what the API did is softened, never what it showed). Its verdict is a FAIL on `reasons`;
 * `failure` is the request that failed. The message says both.
 */
export class ShownFailure extends Error {
  override readonly name = 'ShownFailure';
  readonly operation: string | undefined;
  /** The failed request's own message: why the counts are incomplete. */
  readonly failure: string;
  readonly reasons: readonly Reason[];
  readonly counts: ShownCounts;

  constructor(failure: { message: string; operation?: string }, reasons: readonly Reason[], counts: ShownCounts) {
    super(`${failure.message}; what was read already fails the run: ${reasons.map(({ text }) => text).join('; ')}`);
    this.operation = failure.operation;
    this.failure = failure.message;
    this.reasons = reasons;
    this.counts = counts;
  }
}

/** The counts of what the policy's walks showed, as the verdict's outputs give them. */
export function shownCounts(rules: PlatformRules, shown: Pick<PolicyData, 'blockingCode' | 'blockingSecrets' | 'malicious'>): ShownCounts {
  return {
    ...(rules.failOnBlocking ? { blocking: (shown.blockingCode?.count ?? 0) + (shown.blockingSecrets?.count ?? 0) } : {}),
    ...(shown.malicious === undefined ? {} : { malicious: shown.malicious.count }),
  };
}

/** The fetch's error, or a ShownFailure where the policy's walks had answered with what fails the run. */
export function withShownPolicy(
  rules: PlatformRules,
  error: unknown,
  shown: Pick<PolicyData, 'blockingCode' | 'blockingSecrets' | 'malicious'>,
): unknown {
  const reasons = policyReasons(rules, shown);
  if (reasons.length === 0 || !(error instanceof Error)) return error;
  const operation = (error as { operation?: unknown }).operation;
  return new ShownFailure(
    { message: error.message, ...(typeof operation === 'string' ? { operation } : {}) },
    reasons,
    shownCounts(rules, shown),
  );
}

/** Most packages a reason names. */
const NAMED_PACKAGES = 5;

/** The first few findings' packages, `name@version`, each once. */
function packagesOf(findings: readonly ListedFinding[]): string[] {
  const names = findings.map(({ dependency }) => `${dependency?.package ?? 'unknown package'}@${dependency?.version ?? 'unknown version'}`);
  return [...new Set(names)].slice(0, NAMED_PACKAGES);
}

/** Why a pass cannot stand on what the run read of the platform's policy: the first list that could not be read; undefined when none. */
export function unprovenPolicyPass(
  verdict: { result: 'pass' | 'fail' },
  policy: Pick<PolicyData, 'unjudged'> | undefined,
): string | undefined {
  if (verdict.result !== 'pass') return undefined;
  return policy?.unjudged[0];
}

/**
 * The counts of listed findings in the counted states the report does not count, added to the report's
 * cells of each project (by its repository key: the projects list's name by id where `scope` has it, else the
 * label, as the reading keys it); a project the report does not have gets a row of its own.
 */
export function withStatesFromList(
  projects: readonly ProjectTally[],
  added: ReadonlyMap<string, ProjectTally>,
  scope?: Pick<ResolvedScope, 'projects'>,
): ProjectTally[] {
  const left = new Map(added);
  const out = projects.map((project): ProjectTally => {
    // The key the reading reads the row by (the projects list's name by id, else the label): one row a repository (attack5 F2).
    const key = projectKey(project, scope);
    const extra = left.get(key);
    if (extra === undefined) return project;
    left.delete(key);
    const counts = copyMatrix(project.counts);
    for (const product of ['code', 'sca'] as const) {
      for (const severity of SEVERITIES) counts[product][severity] += extra.counts[product][severity];
    }
    return { ...project, counts, fromStates: { code: extra.counts.code, sca: extra.counts.sca } };
  });
  for (const [key, extra] of left) {
    // A finding that names no repository is counted in the row that says so, as the list's own (attack5 F13).
    const label = key === '' ? NO_REPOSITORY : extra.label;
    const counts = { ...emptyMatrix(), code: extra.counts.code, sca: extra.counts.sca };
    out.push({ label, key, counts, fromStates: { code: extra.counts.code, sca: extra.counts.sca } });
  }
  return out;
}
