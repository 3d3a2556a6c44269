// The domain's words, a leaf that every layer imports: severities and products, the order they are
// shown in, how old something is, and the words the gate, the config and the API layer share: a scan's
// status, a package's purl type, the report's filters as a person names them. Pure: no imports.

/** Finding severities, from least to most severe. */
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** The same severities, most severe first: the order every list and table shows them in. */
export const MOST_SEVERE_FIRST: readonly Severity[] = [...SEVERITIES].reverse();

/** The three products the report counts. */
export const PRODUCTS = ['code', 'sca', 'secrets'] as const;
export type Product = (typeof PRODUCTS)[number];

/** `SEVERITY_HIGH`, `high`, `High` → `high`; anything else → undefined. */
export function severityName(apiSeverity: string): Severity | undefined {
  const word = apiSeverity.toLowerCase().replace(/^severity_/, '');
  return (SEVERITIES as readonly string[]).includes(word) ? (word as Severity) : undefined;
}

/** A severity's place, most severe first (critical 0 … low 3); an unknown severity comes last (4). */
export function severityRank(apiSeverity: string): number {
  const severity = severityName(apiSeverity);
  return severity === undefined ? SEVERITIES.length : MOST_SEVERE_FIRST.indexOf(severity);
}

/** A day in ms: exceptions expire by the day, and the trend's buckets are days, weeks or months. */
export const DAY_MS = 86_400_000;

/**
 * How far ahead of this machine's clock a time from the API may be and still be read as "just now":
 * two clocks differ by seconds. A time further ahead is not a time the gate can trust.
 */
export const CLOCK_SKEW_MS = 60_000;

/** How long ago `sinceMs` was at `now` (never negative), or undefined when it is unknown or in the future. */
export function ageMs(sinceMs: number | undefined, now: number): number | undefined {
  // Number.isFinite is false for undefined and NaN alike.
  if (!Number.isFinite(sinceMs) || (sinceMs as number) - now > CLOCK_SKEW_MS) return undefined;
  return Math.max(0, now - (sinceMs as number));
}

/** A time stamp from the API in ms: ISO-8601, or the v1 API's `2020-11-18 23:28:12.391807+00:00`; NaN when unreadable. */
export function stampMs(text: string): number {
  return Date.parse(text.replace(' ', 'T'));
}

/**
 * A scan's status, as the scans list names it and the gate keeps it (a scan's fact, the report file):
 * which ended complete, which ended without a result.
 */
export const SCAN_STATUS = Object.freeze({
  running: 'SCAN_STATUS_RUNNING',
  completed: 'SCAN_STATUS_COMPLETED',
  pending: 'SCAN_STATUS_PENDING',
  cancelled: 'SCAN_STATUS_CANCELLED',
  error: 'SCAN_STATUS_ERROR',
  neverFinished: 'SCAN_STATUS_NEVER_FINISHED',
});

/** The purl type (package-url) of each ecosystem the API names; anything else is `generic`. */
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

/** A report filter a person sets that holds a list (api/enums.ts checks each is a field of the report's filters). */
export type ReportFilterField =
  | 'confidence'
  | 'reachability'
  | 'validity'
  | 'aiVerdicts'
  | 'deploymentStatuses'
  | 'publicExposures'
  | 'tags'
  | 'teams'
  | 'ruleIds'
  | 'findingCategories';

/** One value of a report filter: the word a person types, and the API's name for it. */
export interface EnumValue {
  word: string;
  api: string;
}

/** Values whose API name is `prefix` + the word in upper snake case. */
function prefixed(prefix: string, words: readonly string[]): EnumValue[] {
  return words.map((word) => ({ word, api: prefix + word.toUpperCase().replaceAll('-', '_') }));
}

/** A supply-chain finding's reachability, as a person names it (api/enums.ts REACHABILITIES: as each list spells it). */
export const REACHABILITY_WORDS = [
  'reachable',
  'always-reachable',
  'conditionally-reachable',
  'no-reachability-analysis',
  'unreachable',
] as const;
export type ReachabilityWord = (typeof REACHABILITY_WORDS)[number];

/**
 * The report's filters whose values are API enums, each value with the word a person types for it
 * (`always-reachable` for FINDING_REACHABILITY_ALWAYS_REACHABLE), in the order the summary lists them:
 * the config reads the words, the API layer sends the names, the gate's messages show the words.
 */
export const REPORT_ENUM_FILTERS: readonly { field: ReportFilterField; values: readonly EnumValue[] }[] = [
  { field: 'confidence', values: prefixed('FINDING_CONFIDENCE_', ['low', 'medium', 'high']) },
  { field: 'reachability', values: prefixed('FINDING_REACHABILITY_', REACHABILITY_WORDS) },
  { field: 'validity', values: prefixed('FINDING_VALIDITY_', ['valid', 'invalid', 'error', 'no-validator']) },
  { field: 'aiVerdicts', values: prefixed('VERDICT_', ['true-positive', 'false-positive', 'no-verdict']) },
  { field: 'deploymentStatuses', values: prefixed('DEPLOYMENT_STATUS_', ['unknown', 'deployed', 'not-deployed']) },
  { field: 'publicExposures', values: prefixed('PUBLIC_EXPOSURE_', ['unknown', 'public', 'not-public']) },
];

/** The report filters whose values are free text (names, tags, rule ids), passed as given. */
export const REPORT_TEXT_FILTERS: readonly ReportFilterField[] = ['tags', 'teams', 'ruleIds', 'findingCategories'];

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
