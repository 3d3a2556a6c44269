// The API's enumerations that a person filters the report by, each value with the word a person
// types for it (`always-reachable` for FINDING_REACHABILITY_ALWAYS_REACHABLE). One table, read both
// ways: the config maps words to API names, messages map API names back to words.
import type { ReportFilters } from './types.ts';

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

/** The enum-valued report filters, in the order the summary lists them. */
export const REPORT_ENUM_FILTERS: readonly { field: ReportListField; values: readonly EnumValue[] }[] = [
  { field: 'confidence', values: prefixed('FINDING_CONFIDENCE_', ['low', 'medium', 'high']) },
  {
    field: 'reachability',
    values: prefixed('FINDING_REACHABILITY_', [
      'reachable',
      'always-reachable',
      'conditionally-reachable',
      'no-reachability-analysis',
      'unreachable',
    ]),
  },
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
