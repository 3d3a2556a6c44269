// The API's enumerations, each value with the word a person types for it (`always-reachable` for
// FINDING_REACHABILITY_ALWAYS_REACHABLE): the report's filters, a finding's reachability, the policy
// modes and the states of a finding, each as every operation spells it. One table each, read both
// ways: the config maps words to API names, the parsers and messages map API names back to words.
import {
  REPORT_ENUM_FILTERS as DOMAIN_ENUM_FILTERS,
  REPORT_TEXT_FILTERS as DOMAIN_TEXT_FILTERS,
  type EnumValue,
  type ReachabilityWord,
} from '../domain.ts';
import type { ListedPolicyMode, ListStatus, ReportFilters, WordAnswer } from './types.ts';

export type { EnumValue } from '../domain.ts';

/** A report filter a person sets (not the scope, not the period) that holds a list. */
export type ReportListField = Exclude<keyof ReportFilters, 'timePeriod' | 'findingTypes' | 'findingSeverities' | 'projects' | 'projectIds'>;

/** The findings list's `exposures` value and a listed finding's `reachability` text of each reachability word. */
const WIRE_OF_REACHABILITY: Record<ReachabilityWord, { exposure?: string; listed: string }> = {
  reachable: { exposure: 'reachable', listed: 'reachable' },
  'always-reachable': { exposure: 'always_reachable', listed: 'always reachable' },
  'conditionally-reachable': { exposure: 'conditionally_reachable', listed: 'conditionally reachable' },
  'no-reachability-analysis': { listed: 'no reachability analysis' },
  unreachable: { exposure: 'unreachable', listed: 'unreachable' },
};

/**
 * A supply-chain finding's reachability, as each place spells it: the word a person types, the report's
 * `reachability` filter value, the findings list's `exposures` filter value, and the text of a listed
 * finding's `reachability`. The list has no `exposures` value for "no reachability analysis" (its
 * `unknown` is not documented as that), so a filter on it cannot be applied to the list.
 */
export const REACHABILITIES: readonly { word: string; api: string; exposure?: string; listed: string }[] = (
  DOMAIN_ENUM_FILTERS.find(({ field }) => field === 'reachability')?.values ?? []
).map(({ word, api }) => ({ word, api, ...WIRE_OF_REACHABILITY[word as ReachabilityWord] }));

const REACHABILITY_OF_LISTED = new Map(REACHABILITIES.map(({ word, listed }) => [listed, word] as const));

/** A wire word as compared: trimmed, lower case, with runs of spaces, hyphens and underscores as one space. */
function wireKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

const REACHABILITY_OF_KEY = new Map(
  REACHABILITIES.flatMap(({ word, listed }) => [[wireKey(listed), word] as const, [wireKey(word), word] as const]),
);

/** The word of a listed finding's `reachability` text (`always reachable`, `ALWAYS_REACHABLE` → `always-reachable`), whatever its case; a text not in the table gives undefined. */
export function reachabilityOfListed(listed: string | undefined): string | undefined {
  return listed === undefined ? undefined : (REACHABILITY_OF_LISTED.get(listed) ?? REACHABILITY_OF_KEY.get(wireKey(listed)));
}

/**
 * The modes of the platform's policies (a Rule Board rule's, a secret's): the word, the `MODE_*` value
 * a secret carries in `mode`, and the findings list's `policies` value that lists the code findings of
 * the rules in that mode (none for Disabled).
 */
export const POLICY_MODES = [
  { word: 'monitor', mode: 'MODE_MONITOR', policy: 'rule-board-audit' },
  { word: 'comment', mode: 'MODE_COMMENT', policy: 'rule-board-pr-comments' },
  { word: 'block', mode: 'MODE_BLOCK', policy: 'rule-board-block' },
  { word: 'disabled', mode: 'MODE_DISABLED' },
] as const satisfies readonly ({ word: ListedPolicyMode; mode: string; policy: string } | { word: 'disabled'; mode: string })[];

/** A policy mode, by its word. */
export type PolicyMode = (typeof POLICY_MODES)[number]['word'];

const MODE_OF_WIRE = new Map<string, PolicyMode>(POLICY_MODES.map(({ word, mode }) => [mode, word]));

const MODE_OF_KEY = new Map<string, PolicyMode>(
  POLICY_MODES.flatMap(({ word, mode }) => [[wireKey(mode), word] as const, [wireKey(word), word] as const]),
);

/**
 * Whether a secret's `mode` is Block, whatever its case (`MODE_BLOCK`, `mode_block`, `BLOCK`): `false`
 * when absent, `MODE_UNSPECIFIED` or another known mode; `undefined` for a word the gate does not know
 * (a malformed answer: the gate cannot say it does not block).
 */
export function isBlockMode(mode: string | undefined): boolean | undefined {
  // No mode at all: whether the platform blocks the secret cannot be told (a field renamed or dropped).
  if (mode === undefined || mode.trim() === '') return undefined;
  const key = wireKey(mode);
  if (key === wireKey('MODE_UNSPECIFIED')) return false;
  const word = MODE_OF_KEY.get(key) ?? MODE_OF_KEY.get(key.replace(/^mode /, ''));
  return word === undefined ? undefined : word === 'block';
}

/** The word of a secret's `mode` (`MODE_BLOCK` → `block`); absent, `MODE_UNSPECIFIED` or a value not in the table gives undefined. */
export function policyModeOf(mode: string | undefined): PolicyMode | undefined {
  return mode === undefined ? undefined : MODE_OF_WIRE.get(mode);
}

/**
 * The states of a finding, as each list names them: the word, the findings list's `status` (ONE a
 * walk; the list never lists a removed finding) and the secrets list's `status` (ONE a walk; secrets
 * are never reviewing or fixing). Which of them the report counts is not documented.
 */
export const FINDING_STATES = [
  { word: 'open', status: 'open', secretStatus: 'FINDING_STATUS_OPEN' },
  { word: 'reviewing', status: 'reviewing' },
  { word: 'fixing', status: 'fixing' },
  { word: 'provisionally-ignored', status: 'provisionally_ignored', secretStatus: 'FINDING_STATUS_PROVISIONALLY_IGNORED' },
  { word: 'ignored', status: 'ignored', secretStatus: 'FINDING_STATUS_IGNORED' },
  { word: 'fixed', status: 'fixed', secretStatus: 'FINDING_STATUS_FIXED' },
  { word: 'removed', secretStatus: 'FINDING_STATUS_REMOVED' },
  { word: 'unknown', secretStatus: 'FINDING_STATUS_UNKNOWN' },
] as const satisfies readonly { word: string; status?: ListStatus; secretStatus?: string }[];

/** A state of a finding, by its word. */
export type FindingState = (typeof FINDING_STATES)[number]['word'];

/** The findings list's statuses, in the table's order. */
export const LIST_STATUSES: readonly ListStatus[] = FINDING_STATES.flatMap((state) => ('status' in state ? [state.status] : []));

const STATE_OF_WIRE = new Map<string, FindingState>(
  FINDING_STATES.flatMap((state) => [
    ...('status' in state ? [[state.status, state.word] as const] : []),
    ...('secretStatus' in state ? [[state.secretStatus, state.word] as const] : []),
  ]),
);

/** The states the secrets list names (each with a `secretStatus`). */
const SECRET_STATES = new Set<FindingState>(FINDING_STATES.flatMap((state) => ('secretStatus' in state ? [state.word] : [])));

const STATE_OF_KEY = new Map<string, FindingState>(
  FINDING_STATES.flatMap((state) => [
    [wireKey(state.word), state.word] as const,
    ...('status' in state ? [[wireKey(state.status), state.word] as const] : []),
    ...('secretStatus' in state ? [[wireKey(state.secretStatus), state.word] as const] : []),
  ]),
);
/** The secrets list's status when a secret has none (the parser's default): no status at all. */
const UNSPECIFIED_STATUS = wireKey('FINDING_STATUS_UNSPECIFIED');

/**
 * How a listed item's status answers a walk that asked for one state, whatever its case or spelling
 * (`OPEN`, `Provisionally Ignored`, `FINDING_STATUS_OPEN`): `asked` (or no status: the item is kept, the
 * gate fails closed), `other` (a known other state: a server that ignored the filter), or `unknown` (a
 * word the gate does not know: a malformed answer, never a drop).
 */
export function statusAnswer(status: string | undefined, asked: string): WordAnswer {
  if (status === undefined || status.trim() === '' || wireKey(status) === UNSPECIFIED_STATUS) return 'asked';
  const state = STATE_OF_KEY.get(wireKey(status));
  if (state === undefined) return 'unknown';
  // A state the platform does not know is no state it was not asked for: kept, as no status is.
  if (state === 'unknown') return 'asked';
  // Each list knows only its own states: removed is no state of the findings list, reviewing and fixing none of the
  // secrets list (a secret said to be `fixing` is still live: attack33 H4). A word of the other list is unknown there.
  const askedFindings = (LIST_STATUSES as readonly string[]).includes(asked);
  if (askedFindings ? state === 'removed' : !SECRET_STATES.has(state)) return 'unknown';
  return state === STATE_OF_KEY.get(wireKey(asked)) ? 'asked' : 'other';
}

/**
 * statusAnswer against every state a run counts (`counted`, one list's, at least one): `asked` where the status is
 * any of them (or none), `other` for a known state outside them, `unknown` for a word the gate does not know. An
 * item a walk lists under another counted state than its own is counted all the same (attack35 H1).
 */
export function countedAnswer(status: string | undefined, counted: readonly string[]): WordAnswer {
  for (const state of counted) {
    // `unknown` is the same against every state of one list, and `asked` ends the search.
    const answer = statusAnswer(status, state);
    if (answer !== 'other') return answer;
  }
  return 'other';
}

/** The word of a listed finding's `status` (`provisionally_ignored`) or a secret's (`FINDING_STATUS_PROVISIONALLY_IGNORED`); a value not in the table gives undefined. */
export function findingStateOf(status: string | undefined): FindingState | undefined {
  return status === undefined ? undefined : STATE_OF_WIRE.get(status);
}

/** The secrets list's status of an open secret: the one status a walk of the valid secrets asks for. */
export const SECRET_OPEN = 'FINDING_STATUS_OPEN';
/** The secrets list's validation state of a secret confirmed valid: a live credential. */
export const SECRET_CONFIRMED_VALID = 'VALIDATION_STATE_CONFIRMED_VALID';

/** The secrets list's validation states (SEED-API.md), each also by its word without the prefix (`CONFIRMED_VALID`). */
const VALIDATION_OF_KEY = new Map(
  [
    'VALIDATION_STATE_CONFIRMED_VALID',
    'VALIDATION_STATE_CONFIRMED_INVALID',
    'VALIDATION_STATE_VALIDATION_ERROR',
    'VALIDATION_STATE_NO_VALIDATOR',
  ].flatMap((state) => [[wireKey(state), state] as const, [wireKey(state.replace(/^VALIDATION_STATE_/, '')), state] as const]),
);

/**
 * How a secret's validation state answers the walk of the valid secrets, whatever its case or spelling (as
 * statusAnswer reads a status): `asked` (confirmed valid, or no state: the item is kept, the gate fails closed),
 * `other` (a known other state), or `unknown` (a word the gate does not know: a malformed answer, never a drop).
 */
export function validationAnswer(state: string | undefined): WordAnswer {
  if (state === undefined || state.trim() === '' || wireKey(state) === wireKey('VALIDATION_STATE_UNSPECIFIED')) return 'asked';
  const known = VALIDATION_OF_KEY.get(wireKey(state));
  if (known === undefined) return 'unknown';
  return known === SECRET_CONFIRMED_VALID ? 'asked' : 'other';
}

// The report filters' words (domain.ts, shared with the config and the gate), each field checked to be one of the report's filters.
export const REPORT_ENUM_FILTERS: readonly { field: ReportListField; values: readonly EnumValue[] }[] = DOMAIN_ENUM_FILTERS;
export const REPORT_TEXT_FILTERS: readonly ReportListField[] = DOMAIN_TEXT_FILTERS;
export { filterWord, PURL_TYPE, purlName, REPORT_FILTER_NAMES, severityName, severityRank } from '../domain.ts';
