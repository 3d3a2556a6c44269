// The words each enum input accepts and the value each one means: one table per input, read both
// ways (a word to its value when parsing, a value to its word when describing the filters).
import { FINDING_STATES, REPORT_ENUM_FILTERS, REPORT_FILTER_NAMES, REPORT_TEXT_FILTERS, type ReportListField } from '../api/enums.ts';
import type { ListStatus, Product } from '../api/types.ts';
import type { GateOn, SeverityFloor } from '../gate/types.ts';
import { ConfigError, dedupe, quoteValue, splitList } from './inputs.ts';
import type { CommentOnPr, InventoryFormat, Mode, OnApiError } from './types.ts';

/** One accepted value of an enum input: the words a person types (first is shown), the API name, the result. */
export interface Choice<T> {
  words: readonly string[];
  full?: string;
  value: T;
}

export const FINDING_TYPE_CHOICES: Choice<Product>[] = [
  { words: ['code'], full: 'FINDING_TYPE_CODE', value: 'code' },
  { words: ['sca', 'supply-chain'], full: 'FINDING_TYPE_SCA', value: 'sca' },
  { words: ['secrets'], full: 'FINDING_TYPE_SECRETS', value: 'secrets' },
];

export const SEVERITY_FLOOR_CHOICES: Choice<SeverityFloor>[] = [
  { words: ['critical'], full: 'FINDING_SEVERITY_CRITICAL', value: 'critical' },
  { words: ['high'], full: 'FINDING_SEVERITY_HIGH', value: 'high' },
  { words: ['medium'], full: 'FINDING_SEVERITY_MEDIUM', value: 'medium' },
  { words: ['low'], full: 'FINDING_SEVERITY_LOW', value: 'low' },
  { words: ['none'], value: 'none' },
];

export const BOOLEAN_CHOICES: Choice<boolean>[] = [
  { words: ['true', 'yes', 'on', '1'], value: true },
  { words: ['false', 'no', 'off', '0'], value: false },
];

/** `count-triage-states`: the states of a finding the findings list has (one walk each), by the word a person types. */
export const TRIAGE_STATE_CHOICES: Choice<ListStatus>[] = FINDING_STATES.flatMap((state) =>
  'status' in state ? [{ words: [state.word, ...(state.word === state.status ? [] : [state.status])], value: state.status }] : [],
);

/** `record-finding-ids`: a boolean, or auto (decided by the report's count). */
export const RECORD_IDS_CHOICES: Choice<boolean | 'auto'>[] = [{ words: ['auto'], value: 'auto' }, ...BOOLEAN_CHOICES];

export const MODE_CHOICES: Choice<Mode>[] = [
  { words: ['enforce'], value: 'enforce' },
  { words: ['warn'], value: 'warn' },
];

export const ON_API_ERROR_CHOICES: Choice<OnApiError>[] = [
  { words: ['fail'], value: 'fail' },
  { words: ['warn'], value: 'warn' },
];

export const GATE_ON_CHOICES: Choice<GateOn>[] = [
  { words: ['total'], value: 'total' },
  { words: ['new'], value: 'new' },
];

export const COMMENT_ON_PR_CHOICES: Choice<CommentOnPr>[] = [
  { words: ['never'], value: 'never' },
  { words: ['always'], value: 'always' },
  { words: ['on-failure'], value: 'on-failure' },
];

/** Report filters whose values are API enums: the input, the filter field and its choices, in the order the summary lists them. */
export const ENUM_FILTERS: readonly { input: string; field: ReportListField; choices: Choice<string>[] }[] = REPORT_ENUM_FILTERS.map(
  ({ field, values }) => ({
    input: REPORT_FILTER_NAMES[field] ?? field,
    field,
    choices: values.map(({ word, api }) => ({ words: [word], full: api, value: api })),
  }),
);

/** Report filters that are free strings, passed as given. */
export const TEXT_FILTERS: readonly { input: string; field: ReportListField }[] = REPORT_TEXT_FILTERS.map((field) => ({
  input: REPORT_FILTER_NAMES[field] ?? field,
  field,
}));

/** `ecosystems`: the API's own lower-case names (`no_package_manager` also as `no-package-manager`). */
export const ECOSYSTEM_CHOICES: Choice<string>[] = [
  { words: ['no_package_manager', 'no-package-manager'], full: 'NO_PACKAGE_MANAGER', value: 'no_package_manager' },
  ...['npm', 'pypi', 'gomod', 'cargo', 'maven', 'gem', 'composer', 'nuget', 'pub', 'swiftpm', 'hex', 'cocoapods', 'mix', 'opam'].map(
    (word) => ({ words: [word], value: word }),
  ),
];

export const TRANSITIVITY_CHOICES: Choice<string>[] = [
  { words: ['direct'], full: 'DIRECT', value: 'DIRECT' },
  { words: ['transitive'], full: 'TRANSITIVE', value: 'TRANSITIVE' },
  { words: ['unknown'], full: 'UNKNOWN_TRANSITIVITY', value: 'UNKNOWN_TRANSITIVITY' },
];

/** How a dependency filter's input reads: decimal ids, enum words, one text, texts, or a boolean. */
export type DependencyFilterKind = 'ids' | 'choices' | 'text' | 'texts' | 'flag';

/**
 * The dependency filters, one table read both ways as the report filters are: each input, the
 * `dependencyFilter.*` field (DependencyQuery) it sets, how its value reads, and its choices.
 */
export const DEPENDENCY_FILTERS: readonly {
  input: 'dependency-repository-ids' | 'ecosystems' | 'transitivity' | 'lockfile-path' | 'licenses' | 'include-archived';
  field: 'repositoryIds' | 'ecosystems' | 'transitivity' | 'lockfilePath' | 'licenses' | 'includeArchived';
  kind: DependencyFilterKind;
  choices?: readonly Choice<string>[];
}[] = [
  { input: 'dependency-repository-ids', field: 'repositoryIds', kind: 'ids' },
  { input: 'ecosystems', field: 'ecosystems', kind: 'choices', choices: ECOSYSTEM_CHOICES },
  { input: 'transitivity', field: 'transitivity', kind: 'choices', choices: TRANSITIVITY_CHOICES },
  { input: 'lockfile-path', field: 'lockfilePath', kind: 'text' },
  { input: 'licenses', field: 'licenses', kind: 'texts' },
  { input: 'include-archived', field: 'includeArchived', kind: 'flag' },
];

/** `dependency-inventory` extensions and the format each picks; `.cdx.json` is checked before `.json`. */
export const INVENTORY_FORMATS: readonly { extension: string; format: InventoryFormat }[] = [
  { extension: '.cdx.json', format: 'cyclonedx' },
  { extension: '.json', format: 'json' },
  { extension: '.csv', format: 'csv' },
];

/** The words a person would type for these choices, first word each: `enforce, warn`. */
export function wordsOf<T>(choices: readonly Choice<T>[]): string {
  return choices.map((choice) => choice.words[0]).join(', ');
}

/** The word of a value (its first word), or the value itself when no choice has it. */
export function wordOf<T>(value: T, choices: readonly Choice<T>[]): string {
  return choices.find((choice) => choice.value === value)?.words[0] ?? String(value);
}

/** Matches one enum value: a short word (any case, `-`, `_` or space between words) or the full API name (any case). */
function matchChoice<T>(item: string, choices: readonly Choice<T>[]): Choice<T> | undefined {
  const word = item.toLowerCase().replace(/[-_ ]/g, '-');
  const upper = item.toUpperCase();
  return choices.find((choice) => choice.words.includes(word) || choice.full === upper);
}

/** One enum input's value; a word no choice has is a ConfigError saying what is accepted. */
export function parseChoice<T>(
  input: string,
  value: string,
  choices: readonly Choice<T>[],
  verb = 'is',
  emptyMeans: string | false = false,
): T {
  const choice = matchChoice(value, choices);
  if (choice !== undefined) return choice.value;
  const accepted = `use one of ${wordsOf(choices)}`;
  if (/UNSPECIFIED$/i.test(value)) {
    throw new ConfigError(input, `Input '${input}' ${verb} ${quoteValue(value)}: leave the input empty for all, or ${accepted}.`);
  }
  throw new ConfigError(
    input,
    `Input '${input}' ${verb} ${quoteValue(value)}: ${accepted}${emptyMeans === false ? '' : `, or leave it empty for ${emptyMeans}`}.`,
  );
}

/** A list of enum values, mapped and deduplicated in the order given. */
export function parseChoiceList<T>(input: string, value: string, choices: readonly Choice<T>[], emptyMeans = 'all'): T[] {
  return dedupe(splitList(input, value).map((item) => parseChoice(input, item, choices, 'has', emptyMeans)));
}
