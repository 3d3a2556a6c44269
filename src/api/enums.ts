// The API's enumerations, each value with the word a person types for it (`always-reachable` for
// FINDING_REACHABILITY_ALWAYS_REACHABLE): the report's filters, a finding's reachability, the policy
// modes and the states of a finding, each as every operation spells it. One table each, read both
// ways: the config maps words to API names, the parsers and messages map API names back to words.
import type { ListedPolicyMode, ListStatus, ReportFilters } from './types.ts';

/** A report filter a person sets (not the scope, not the period) that holds a list. */
export type ReportListField = Exclude<keyof ReportFilters, 'timePeriod' | 'findingTypes' | 'findingSeverities' | 'projects' | 'projectIds'>;

/** One API enum value and the word for it. */
export interface EnumValue {
  word: string;
  api: string;
}

/** Values whose API name is `prefix` + the word in upper snake case. */
function prefixed(prefix: string, words: readonly string[]): EnumValue[] {
  return words.map((word) => ({ word, api: prefix + word.toUpperCase().replaceAll('-', '_') }));
}

/**
 * A supply-chain finding's reachability, as each place spells it: the word a person types, the report's
 * `reachability` filter value, the findings list's `exposures` filter value, and the text of a listed
 * finding's `reachability`. The list has no `exposures` value for "no reachability analysis" (its
 * `unknown` is not documented as that), so a filter on it cannot be applied to the list.
 */
export const REACHABILITIES: readonly { word: string; api: string; exposure?: string; listed: string }[] = [
  { word: 'reachable', api: 'FINDING_REACHABILITY_REACHABLE', exposure: 'reachable', listed: 'reachable' },
  { word: 'always-reachable', api: 'FINDING_REACHABILITY_ALWAYS_REACHABLE', exposure: 'always_reachable', listed: 'always reachable' },
  {
    word: 'conditionally-reachable',
    api: 'FINDING_REACHABILITY_CONDITIONALLY_REACHABLE',
    exposure: 'conditionally_reachable',
    listed: 'conditionally reachable',
  },
  { word: 'no-reachability-analysis', api: 'FINDING_REACHABILITY_NO_REACHABILITY_ANALYSIS', listed: 'no reachability analysis' },
  { word: 'unreachable', api: 'FINDING_REACHABILITY_UNREACHABLE', exposure: 'unreachable', listed: 'unreachable' },
];

const REACHABILITY_OF_LISTED = new Map(REACHABILITIES.map(({ word, listed }) => [listed, word] as const));

/** The word of a listed finding's `reachability` text (`always reachable` → `always-reachable`); a text not in the table gives undefined. */
export function reachabilityOfListed(listed: string | undefined): string | undefined {
  return listed === undefined ? undefined : REACHABILITY_OF_LISTED.get(listed);
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

/** The word of a listed finding's `status` (`provisionally_ignored`) or a secret's (`FINDING_STATUS_PROVISIONALLY_IGNORED`); a value not in the table gives undefined. */
export function findingStateOf(status: string | undefined): FindingState | undefined {
  return status === undefined ? undefined : STATE_OF_WIRE.get(status);
}

/** The secrets list's status of an open secret: the one status a walk of the valid secrets asks for. */
export const SECRET_OPEN = 'FINDING_STATUS_OPEN';
/** The secrets list's validation state of a secret confirmed valid: a live credential. */
export const SECRET_CONFIRMED_VALID = 'VALIDATION_STATE_CONFIRMED_VALID';

/** The enum-valued report filters, in the order the summary lists them. */
export const REPORT_ENUM_FILTERS: readonly { field: ReportListField; values: readonly EnumValue[] }[] = [
  { field: 'confidence', values: prefixed('FINDING_CONFIDENCE_', ['low', 'medium', 'high']) },
  { field: 'reachability', values: REACHABILITIES.map(({ word, api }) => ({ word, api })) },
  { field: 'validity', values: prefixed('FINDING_VALIDITY_', ['valid', 'invalid', 'error', 'no-validator']) },
  { field: 'aiVerdicts', values: prefixed('VERDICT_', ['true-positive', 'false-positive', 'no-verdict']) },
  { field: 'deploymentStatuses', values: prefixed('DEPLOYMENT_STATUS_', ['unknown', 'deployed', 'not-deployed']) },
  { field: 'publicExposures', values: prefixed('PUBLIC_EXPOSURE_', ['unknown', 'public', 'not-public']) },
];

/** The report filters whose values are free text (names, tags, rule ids), passed as given. */
export const REPORT_TEXT_FILTERS: readonly ReportListField[] = ['tags', 'teams', 'ruleIds', 'findingCategories'];

/** The name a person uses for a report filter (the action's input of the same name): `ruleIds` → `rule-ids`. */
export const REPORT_FILTER_NAMES: Readonly<Record<string, string>> = {
  confidence: 'confidence',
  reachability: 'reachability',
  validity: 'validity',
  aiVerdicts: 'ai-verdicts',
  deploymentStatuses: 'deployment-statuses',
  publicExposures: 'public-exposures',
  tags: 'tags',
  teams: 'teams',
  ruleIds: 'rule-ids',
  findingCategories: 'finding-categories',
  since: 'since',
  until: 'until',
};

const WORD_OF_API = new Map(REPORT_ENUM_FILTERS.flatMap(({ values }) => values.map(({ word, api }) => [api, word] as const)));

/** The word of a report filter's API value; a value not in the table (free text) as it is. */
export function filterWord(apiValue: string): string {
  return WORD_OF_API.get(apiValue) ?? apiValue;
}

/** The purl type of each ecosystem the API names; anything else is `generic`. */
export const PURL_TYPE: Record<string, string> = {
  npm: 'npm',
  pypi: 'pypi',
  gomod: 'golang',
  cargo: 'cargo',
  maven: 'maven',
  gem: 'gem',
  composer: 'composer',
  nuget: 'nuget',
  pub: 'pub',
  swiftpm: 'swift',
  hex: 'hex',
  mix: 'hex',
  cocoapods: 'cocoapods',
  opam: 'opam',
  no_package_manager: 'generic',
};

/**
 * A package's name as its purl type compares it: pypi names are case-insensitive and `_` is `-`;
 * composer, hex and pub names are case-insensitive; every other name as written. The inventory's purls
 * and the exceptions' packages both take it from here.
 */
export function purlName(type: string, name: string): string {
  if (type === 'pypi') return name.toLowerCase().replaceAll('_', '-');
  return type === 'composer' || type === 'hex' || type === 'pub' ? name.toLowerCase() : name;
}

export { severityName, severityRank } from '../domain.ts';
