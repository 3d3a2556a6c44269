// The action's inputs, parsed and validated into a Config in one place. Pure: no I/O, no @actions/core.

import type { Product } from './api/types.ts';
import { PRODUCTS } from './api/types.ts';
import { parseThresholds } from './gate/thresholds.ts';
import type { CommentOnPr, Config, GateOn, InventoryFormat, Mode, OnApiError, SeverityFloor } from './gate/types.ts';

/** Largest accepted value of any one input, in UTF-8 bytes. */
export const MAX_INPUT_BYTES = 64 * 1024;
/** Most items accepted in any one list input. */
export const MAX_LIST_ITEMS = 1000;
/** Longest quoted value an error message shows (escaped characters count as shown). */
const QUOTE_LIMIT = 60;
const INT64_MAX = 9_223_372_036_854_775_807n;

/** An input the user can fix: `input` names it, the message says what it accepts. */
export class ConfigError extends Error {
  readonly input: string;

  constructor(input: string, message: string) {
    super(message);
    this.name = 'ConfigError';
    this.input = input;
  }
}

/** Every input of the action with its default: the one place for defaults (action.yml is checked against it). */
export const INPUT_DEFAULTS = Object.freeze({
  'api-token': '', // empty: the SEMGREP_APP_TOKEN environment variable
  'base-url': 'https://semgrep.dev',
  deployment: '', // empty: the token's own deployment
  projects: '', // empty: the current repository (GITHUB_REPOSITORY), else all
  'project-ids': '',
  'finding-types': 'code,sca,secrets',
  'fail-on-severity': 'high',
  thresholds: '',
  'fail-on-valid-secrets': 'true',
  'fail-on-blocked-licenses': 'false',
  'dependency-repository-ids': '',
  ecosystems: '',
  transitivity: '',
  'lockfile-path': '',
  licenses: '',
  'include-archived': 'false',
  'dependency-inventory': '', // empty: no inventory file
  confidence: '',
  reachability: '',
  validity: '',
  'ai-verdicts': '',
  'deployment-statuses': '',
  'public-exposures': '',
  tags: '',
  teams: '',
  'rule-ids': '',
  'finding-categories': '',
  since: '',
  until: '',
  mode: 'enforce',
  'on-api-error': 'fail',
  'timeout-seconds': '300',
  annotations: 'true',
  'comment-on-pr': 'never',
  // The runner evaluates this default; read literally (outside a runner) it means no token.
  'github-token': '${{ github.token }}',
  'sarif-file': '',
  'baseline-file': '', // empty: no baseline, the gate judges the totals
  'gate-on': 'total',
}) satisfies Readonly<Record<string, string>>;

type InputName = keyof typeof INPUT_DEFAULTS;
type Inputs = Record<string, string | undefined>;
type Env = Record<string, string | undefined>;
type ReportFilters = Config['reportFilters'];
type ListFilterField = Exclude<keyof ReportFilters, 'timePeriod'>;

/** One accepted value of an enum input: the words a person types (first is shown), the API name, the result. */
interface Choice<T> {
  words: readonly string[];
  full?: string;
  value: T;
}

/** Choices whose value is the API enum name: `prefix` + the word in upper snake case. */
function apiChoices(prefix: string, words: readonly string[]): Choice<string>[] {
  return words.map((word) => {
    const full = prefix + word.toUpperCase().replaceAll('-', '_');
    return { words: [word], full, value: full };
  });
}

const FINDING_TYPE_CHOICES: Choice<Product>[] = [
  { words: ['code'], full: 'FINDING_TYPE_CODE', value: 'code' },
  { words: ['sca', 'supply-chain'], full: 'FINDING_TYPE_SCA', value: 'sca' },
  { words: ['secrets'], full: 'FINDING_TYPE_SECRETS', value: 'secrets' },
];

const SEVERITY_FLOOR_CHOICES: Choice<SeverityFloor>[] = [
  { words: ['critical'], full: 'FINDING_SEVERITY_CRITICAL', value: 'critical' },
  { words: ['high'], full: 'FINDING_SEVERITY_HIGH', value: 'high' },
  { words: ['medium'], full: 'FINDING_SEVERITY_MEDIUM', value: 'medium' },
  { words: ['low'], full: 'FINDING_SEVERITY_LOW', value: 'low' },
  { words: ['none'], value: 'none' },
];

const BOOLEAN_CHOICES: Choice<boolean>[] = [
  { words: ['true', 'yes', 'on', '1'], value: true },
  { words: ['false', 'no', 'off', '0'], value: false },
];

const MODE_CHOICES: Choice<Mode>[] = [
  { words: ['enforce'], value: 'enforce' },
  { words: ['warn'], value: 'warn' },
];

const ON_API_ERROR_CHOICES: Choice<OnApiError>[] = [
  { words: ['fail'], value: 'fail' },
  { words: ['warn'], value: 'warn' },
];

const GATE_ON_CHOICES: Choice<GateOn>[] = [
  { words: ['total'], value: 'total' },
  { words: ['new'], value: 'new' },
];

const COMMENT_ON_PR_CHOICES: Choice<CommentOnPr>[] = [
  { words: ['never'], value: 'never' },
  { words: ['always'], value: 'always' },
  { words: ['on-failure'], value: 'on-failure' },
];

/** Report filters whose values are API enums, in the order the summary lists them. */
const ENUM_FILTERS: readonly { input: InputName; field: ListFilterField; choices: Choice<string>[] }[] = [
  { input: 'confidence', field: 'confidence', choices: apiChoices('FINDING_CONFIDENCE_', ['low', 'medium', 'high']) },
  {
    input: 'reachability',
    field: 'reachability',
    choices: apiChoices('FINDING_REACHABILITY_', [
      'reachable',
      'always-reachable',
      'conditionally-reachable',
      'no-reachability-analysis',
      'unreachable',
    ]),
  },
  {
    input: 'validity',
    field: 'validity',
    choices: apiChoices('FINDING_VALIDITY_', ['valid', 'invalid', 'error', 'no-validator']),
  },
  {
    input: 'ai-verdicts',
    field: 'aiVerdicts',
    choices: apiChoices('VERDICT_', ['true-positive', 'false-positive', 'no-verdict']),
  },
  {
    input: 'deployment-statuses',
    field: 'deploymentStatuses',
    choices: apiChoices('DEPLOYMENT_STATUS_', ['unknown', 'deployed', 'not-deployed']),
  },
  {
    input: 'public-exposures',
    field: 'publicExposures',
    choices: apiChoices('PUBLIC_EXPOSURE_', ['unknown', 'public', 'not-public']),
  },
];

/** `ecosystems`: the API's own lower-case names (`no_package_manager` also as `no-package-manager`). */
const ECOSYSTEM_CHOICES: Choice<string>[] = [
  { words: ['no_package_manager', 'no-package-manager'], full: 'NO_PACKAGE_MANAGER', value: 'no_package_manager' },
  ...['npm', 'pypi', 'gomod', 'cargo', 'maven', 'gem', 'composer', 'nuget', 'pub', 'swiftpm', 'hex', 'cocoapods', 'mix', 'opam'].map(
    (word) => ({ words: [word], value: word }),
  ),
];

const TRANSITIVITY_CHOICES: Choice<string>[] = [
  { words: ['direct'], full: 'DIRECT', value: 'DIRECT' },
  { words: ['transitive'], full: 'TRANSITIVE', value: 'TRANSITIVE' },
  { words: ['unknown'], full: 'UNKNOWN_TRANSITIVITY', value: 'UNKNOWN_TRANSITIVITY' },
];

/** `dependency-inventory` extensions and the format each picks; `.cdx.json` is checked before `.json`. */
const INVENTORY_FORMATS: readonly { extension: string; format: InventoryFormat }[] = [
  { extension: '.cdx.json', format: 'cyclonedx' },
  { extension: '.json', format: 'json' },
  { extension: '.csv', format: 'csv' },
];

/** Report filters that are free strings, passed as given. */
const TEXT_FILTERS: readonly { input: InputName; field: ListFilterField }[] = [
  { input: 'tags', field: 'tags' },
  { input: 'teams', field: 'teams' },
  { input: 'rule-ids', field: 'ruleIds' },
  { input: 'finding-categories', field: 'findingCategories' },
];

/** Parses every input (kebab-case names, raw runner strings) into a validated Config; throws ConfigError. */
export function parseConfig(inputs: Inputs, env: Env, now: Date): Config {
  const apiToken = parseApiToken(inputs, env);
  const baseUrl = parseBaseUrl(readInput(inputs, 'base-url'));
  const deployment = parseDeployment(readInput(inputs, 'deployment'));
  const projects = parseProjects(readInput(inputs, 'projects'), env);
  const projectIds = dedupe(splitList('project-ids', readInput(inputs, 'project-ids')).map((item) => parseDecimalId('project-ids', item)));
  const findingTypes = parseChoiceList('finding-types', readInput(inputs, 'finding-types'), FINDING_TYPE_CHOICES);
  if (findingTypes.length === 0) {
    throw new ConfigError(
      'finding-types',
      `Input 'finding-types' lists no finding type: use one of ${wordsOf(FINDING_TYPE_CHOICES)}, or leave it empty for all.`,
    );
  }
  const failOnSeverity = parseChoice('fail-on-severity', readInput(inputs, 'fail-on-severity'), SEVERITY_FLOOR_CHOICES);
  const budgets = parseThresholds(readInput(inputs, 'thresholds'));
  for (const { key } of budgets) {
    const product = PRODUCTS.find((p) => key === p || key.startsWith(`${p}.`));
    if (product !== undefined && !findingTypes.includes(product)) {
      throw new ConfigError(
        'thresholds',
        `Input 'thresholds' sets a budget for ${key}, but finding-types leaves out ${product}: add ${product} to finding-types or remove the budget.`,
      );
    }
  }
  const failOnValidSecrets = parseChoice('fail-on-valid-secrets', readInput(inputs, 'fail-on-valid-secrets'), BOOLEAN_CHOICES);
  const failOnBlockedLicenses = parseChoice('fail-on-blocked-licenses', readInput(inputs, 'fail-on-blocked-licenses'), BOOLEAN_CHOICES);
  const dependencyFilters = parseDependencyFilters(inputs);
  const dependencyInventory = parseInventoryPath(readInput(inputs, 'dependency-inventory'));

  const reportFilters: ReportFilters = {};
  const period = parseTimePeriod(readInput(inputs, 'since'), readInput(inputs, 'until'), now);
  if (period !== undefined) reportFilters.timePeriod = period.timePeriod;
  for (const { input, field, choices } of ENUM_FILTERS) {
    const values = parseChoiceList(input, readInput(inputs, input), choices);
    if (values.length > 0) reportFilters[field] = values;
  }
  for (const { input, field } of TEXT_FILTERS) {
    const values = dedupe(splitList(input, readInput(inputs, input)).map((item) => checkText(input, item)));
    if (values.length > 0) reportFilters[field] = values;
  }

  const mode = parseChoice('mode', readInput(inputs, 'mode'), MODE_CHOICES);
  const onApiError = parseChoice('on-api-error', readInput(inputs, 'on-api-error'), ON_API_ERROR_CHOICES);
  const timeoutSeconds = parseTimeout(readInput(inputs, 'timeout-seconds'));
  const github = parseGitHubReporting(inputs);
  const baselineFile = readInput(inputs, 'baseline-file');
  if (baselineFile !== '') checkText('baseline-file', baselineFile);
  const gateOn = parseChoice('gate-on', readInput(inputs, 'gate-on'), GATE_ON_CHOICES);

  return {
    apiToken,
    baseUrl,
    ...(deployment === undefined ? {} : { deployment }),
    projects,
    projectIds,
    findingTypes,
    failOnSeverity,
    budgets,
    failOnValidSecrets,
    failOnBlockedLicenses,
    dependencyFilters,
    ...(dependencyInventory === undefined ? {} : { dependencyInventory }),
    reportFilters,
    ...(period === undefined ? {} : { timeFilters: period.asWritten }),
    mode,
    onApiError,
    timeoutSeconds,
    github,
    ...(baselineFile === '' ? {} : { baselineFile }),
    gateOn,
  };
}

/** `annotations`, `comment-on-pr`, `github-token` and `sarif-file`. The token is checked only where it is used. */
function parseGitHubReporting(inputs: Inputs): Config['github'] {
  const annotations = parseChoice('annotations', readInput(inputs, 'annotations'), BOOLEAN_CHOICES);
  const commentOnPr = parseChoice('comment-on-pr', readInput(inputs, 'comment-on-pr'), COMMENT_ON_PR_CHOICES);
  const rawToken = readInput(inputs, 'github-token');
  const token = rawToken === INPUT_DEFAULTS['github-token'] ? '' : rawToken;
  const sarifFile = readInput(inputs, 'sarif-file');
  if (sarifFile !== '') checkText('sarif-file', sarifFile);
  return { annotations, commentOnPr, token, ...(sarifFile === '' ? {} : { sarifFile }) };
}

/** Lines describing the scope and filters, for the summary footer ("confidence: high, medium"); raw values, not escaped. */
export function describeFilters(config: Config): string[] {
  const lines = [`projects: ${config.projects === 'all' ? 'all' : config.projects.join(', ')}`];
  if (config.projectIds.length > 0) lines.push(`project-ids: ${config.projectIds.join(', ')}`);
  if (config.findingTypes.length < PRODUCTS.length) lines.push(`finding-types: ${config.findingTypes.join(', ')}`);
  const { timePeriod } = config.reportFilters;
  if (timePeriod?.since !== undefined) lines.push(`since: ${timePeriod.since}`);
  if (timePeriod?.until !== undefined) lines.push(`until: ${timePeriod.until}`);
  for (const { input, field, choices } of ENUM_FILTERS) {
    const values = config.reportFilters[field];
    if (values === undefined || values.length === 0) continue;
    const words = values.map((value) => choices.find((choice) => choice.value === value)?.words[0] ?? value);
    lines.push(`${input}: ${words.join(', ')}`);
  }
  for (const { input, field } of TEXT_FILTERS) {
    const values = config.reportFilters[field];
    if (values !== undefined && values.length > 0) lines.push(`${input}: ${values.join(', ')}`);
  }
  if (config.failOnBlockedLicenses || config.dependencyInventory !== undefined) {
    const deps = config.dependencyFilters;
    const words = (values: readonly string[] | undefined, choices: readonly Choice<string>[]): string | undefined =>
      values?.map((value) => choices.find((choice) => choice.value === value)?.words[0] ?? value).join(', ');
    const shown: [string, string | undefined][] = [
      ['dependency-repository-ids', deps.repositoryIds?.join(', ')],
      ['ecosystems', words(deps.ecosystems, ECOSYSTEM_CHOICES)],
      ['transitivity', words(deps.transitivity, TRANSITIVITY_CHOICES)],
      ['lockfile-path', deps.lockfilePath],
      ['licenses', deps.licenses?.join(', ')],
      ['include-archived', deps.includeArchived ? 'true (archived repositories only)' : undefined],
    ];
    for (const [input, text] of shown) if (text) lines.push(`${input}: ${text}`);
  }
  return lines;
}

/** A value quoted for an error message: at most 60 characters shown, quotes, backslashes and invisible characters escaped. */
export function quoteValue(value: string): string {
  const pieces: string[] = [];
  let length = 0;
  for (const char of value) {
    const piece = escapeChar(char);
    pieces.push(piece);
    length += piece.length;
    if (length > QUOTE_LIMIT) break;
  }
  if (length <= QUOTE_LIMIT) return `'${pieces.join('')}'`;
  let shown = '';
  for (const piece of pieces) {
    if (shown.length + piece.length > QUOTE_LIMIT - 1) break;
    shown += piece;
  }
  return `'${shown}…'`;
}

function escapeChar(char: string): string {
  if (char === '\\' || char === "'") return `\\${char}`;
  // Control, format (bidi), line/paragraph separators and lone surrogates: never shown raw.
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u.test(char)) {
    let escaped = '';
    for (let i = 0; i < char.length; i++) escaped += `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
    return escaped;
  }
  return char;
}

/** Throws when an input is over the size limit (checked before any parsing). */
export function checkInputSize(input: string, value: string): void {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes > MAX_INPUT_BYTES) {
    throw new ConfigError(input, `Input '${input}' is ${bytes} bytes: the limit is ${MAX_INPUT_BYTES} bytes (64 KiB).`);
  }
}

/** The trimmed input, or its default when unset or blank. */
function readInput(inputs: Inputs, name: InputName): string {
  const raw = inputs[name] ?? '';
  checkInputSize(name, raw);
  const value = raw.trim();
  return value === '' ? INPUT_DEFAULTS[name] : value;
}

/** Items of a list input: split on commas and newlines, trimmed, blanks dropped (not yet deduplicated). */
function splitList(input: string, value: string): string[] {
  const items = value
    .split(/[,\r\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length > MAX_LIST_ITEMS) {
    throw new ConfigError(input, `Input '${input}' lists ${items.length} items: the limit is ${MAX_LIST_ITEMS}.`);
  }
  return items;
}

function dedupe<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function wordsOf<T>(choices: readonly Choice<T>[]): string {
  return choices.map((choice) => choice.words[0]).join(', ');
}

/** Matches one enum value: a short word (any case, `-`, `_` or space between words) or the full API name (any case). */
function matchChoice<T>(item: string, choices: readonly Choice<T>[]): Choice<T> | undefined {
  const word = item.toLowerCase().replace(/[-_ ]/g, '-');
  const upper = item.toUpperCase();
  return choices.find((choice) => choice.words.includes(word) || choice.full === upper);
}

function parseChoice<T>(input: string, value: string, choices: readonly Choice<T>[], verb = 'is', emptyMeansAll = false): T {
  const choice = matchChoice(value, choices);
  if (choice !== undefined) return choice.value;
  const accepted = `use one of ${wordsOf(choices)}`;
  if (/UNSPECIFIED$/i.test(value)) {
    throw new ConfigError(input, `Input '${input}' ${verb} ${quoteValue(value)}: leave the input empty for all, or ${accepted}.`);
  }
  throw new ConfigError(
    input,
    `Input '${input}' ${verb} ${quoteValue(value)}: ${accepted}${emptyMeansAll ? ', or leave it empty for all' : ''}.`,
  );
}

/** A list of enum values, mapped and deduplicated in the order given. */
function parseChoiceList<T>(input: string, value: string, choices: readonly Choice<T>[]): T[] {
  return dedupe(splitList(input, value).map((item) => parseChoice(input, item, choices, 'has', true)));
}

/** A free string (name, tag, rule id): any text but control characters. */
function checkText(input: string, item: string): string {
  if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(item)) {
    throw new ConfigError(input, `Input '${input}' has ${quoteValue(item)}: remove the control character.`);
  }
  return item;
}

/** A decimal int64 id, normalised (no leading zeros). */
function parseDecimalId(input: string, item: string): string {
  if (!/^[0-9]{1,19}$/.test(item) || BigInt(item) > INT64_MAX) {
    throw new ConfigError(input, `Input '${input}' has ${quoteValue(item)}: use a decimal id such as 1234.`);
  }
  return BigInt(item).toString();
}

function parseApiToken(inputs: Inputs, env: Env): string {
  const fromInput = readInput(inputs, 'api-token');
  const fromEnv = env['SEMGREP_APP_TOKEN'] ?? '';
  checkInputSize('api-token', fromEnv);
  const token = fromInput !== '' ? fromInput : fromEnv.trim();
  if (token === '') {
    throw new ConfigError('api-token', 'No API token: set the api-token input or the SEMGREP_APP_TOKEN environment variable.');
  }
  // It becomes an HTTP header value: printable ASCII only. The value itself is never quoted.
  if (!/^[\x21-\x7E]+$/.test(token)) {
    const source = fromInput !== '' ? "Input 'api-token'" : 'The SEMGREP_APP_TOKEN environment variable';
    throw new ConfigError(
      'api-token',
      `${source} contains whitespace, a control character or a non-ASCII character: use the token exactly as Semgrep issued it.`,
    );
  }
  return token;
}

function parseBaseUrl(value: string): string {
  const accepted = 'use an http or https URL such as https://semgrep.dev, without credentials, query or fragment';
  const invalid = (why: string) => new ConfigError('base-url', `Input 'base-url' is ${quoteValue(value)}: ${why}${accepted}.`);
  // The URL parser would silently drop tabs and newlines and read backslashes as slashes.
  if (/[\s\p{Cc}\\]/u.test(value) || !/^https?:\/\//i.test(value)) throw invalid('');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('');
  }
  if (url.username !== '' || url.password !== '') {
    // Never quote it: the value holds a secret.
    throw new ConfigError('base-url', `Input 'base-url' contains credentials: remove them (the token goes in api-token) and ${accepted}.`);
  }
  if (value.includes('?') || value.includes('#')) throw invalid('remove the query or fragment; ');
  if (url.hostname === '') throw invalid('');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

function parseDeployment(value: string): Config['deployment'] {
  if (value === '') return undefined;
  if (/^[0-9]+$/.test(value)) return { id: parseDecimalId('deployment', value) };
  return { name: checkText('deployment', value) };
}

function parseProjects(value: string, env: Env): string[] | 'all' {
  if (value === '') {
    const repository = (env['GITHUB_REPOSITORY'] ?? '').trim();
    return repository === '' ? 'all' : [checkText('projects', repository)];
  }
  const items = dedupe(splitList('projects', value));
  if (items.length === 0) {
    throw new ConfigError(
      'projects',
      "Input 'projects' lists no project: list project names, use * for all, or leave it empty for the current repository.",
    );
  }
  if (items.includes('*')) {
    if (items.length === 1) return 'all';
    throw new ConfigError('projects', "Input 'projects' mixes * with project names: use * alone for all projects, or list names only.");
  }
  for (const item of items) {
    checkText('projects', item);
    if (item.includes('*')) {
      throw new ConfigError(
        'projects',
        `Input 'projects' has ${quoteValue(item)}: patterns are not supported; list exact project names, or use * alone for all.`,
      );
    }
  }
  return items;
}

const DURATION = /^([0-9]{1,9}) ?([mhdw])$/;
const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const DATE_TIME =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,]([0-9]{1,9}))?)?(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?)?$/i;

/** A parsed `since`/`until`: the ISO period the report gets, and each input as written (a duration, or the ISO time). */
interface ParsedPeriod {
  timePeriod: NonNullable<ReportFilters['timePeriod']>;
  asWritten: NonNullable<Config['timeFilters']>;
}

/** `since`/`until` as ISO strings; durations count back from `now`, date-times without an offset are UTC. */
function parseTimePeriod(since: string, until: string, now: Date): ParsedPeriod | undefined {
  const sinceTime = since === '' ? undefined : parseTime('since', since, now);
  const untilTime = until === '' ? undefined : parseTime('until', until, now);
  if (sinceTime === undefined && untilTime === undefined) return undefined;
  if (sinceTime !== undefined && sinceTime.getTime() > now.getTime()) {
    throw new ConfigError(
      'since',
      `Input 'since' is ${quoteValue(since)}, which is in the future (now is ${now.toISOString()}): use a past date-time or a duration such as 7d.`,
    );
  }
  if (sinceTime !== undefined && untilTime !== undefined && sinceTime.getTime() > untilTime.getTime()) {
    throw new ConfigError(
      'since',
      `Input 'since' (${sinceTime.toISOString()}) is after input 'until' (${untilTime.toISOString()}): use a since that is before until.`,
    );
  }
  // A duration moves with the clock; two runs with `since: 7d` count the same window, so it is kept as written.
  const written = (value: string, time: Date): string => {
    const duration = DURATION.exec(value);
    return duration ? `${Number(duration[1])}${duration[2]}` : time.toISOString();
  };
  return {
    timePeriod: {
      ...(sinceTime === undefined ? {} : { since: sinceTime.toISOString() }),
      ...(untilTime === undefined ? {} : { until: untilTime.toISOString() }),
    },
    asWritten: {
      ...(sinceTime === undefined ? {} : { since: written(since, sinceTime) }),
      ...(untilTime === undefined ? {} : { until: written(until, untilTime) }),
    },
  };
}

function parseTime(input: string, value: string, now: Date): Date {
  const invalid = () =>
    new ConfigError(
      input,
      `Input '${input}' is ${quoteValue(value)}: use an ISO-8601 date (2026-11-01) or date-time (2026-11-01T12:00:00Z), or a duration back from now (30m, 12h, 7d, 2w).`,
    );
  const duration = DURATION.exec(value);
  if (duration !== null) {
    const time = new Date(now.getTime() - Number(duration[1]) * (UNIT_MS[duration[2] ?? ''] ?? Number.NaN));
    if (Number.isNaN(time.getTime())) throw invalid();
    return time;
  }
  const match = DATE_TIME.exec(value);
  if (match === null) throw invalid();
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millisecond = Math.trunc(Number(`0.${match[7] ?? '0'}`) * 1000);
  const time = new Date(0);
  time.setUTCFullYear(year, month - 1, day);
  if (time.getUTCFullYear() !== year || time.getUTCMonth() !== month - 1 || time.getUTCDate() !== day) throw invalid();
  if (hour > 23 || minute > 59 || second > 59) throw invalid();
  time.setUTCHours(hour, minute, second, millisecond);
  const zone = match[8]?.toUpperCase();
  if (zone !== undefined && zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMinutes = Number(digits.slice(2) || '0');
    if (offsetHours > 23 || offsetMinutes > 59) throw invalid();
    const sign = zone.startsWith('-') ? -1 : 1;
    time.setTime(time.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  }
  return time;
}

/** The `dependencyFilter.*` inputs, in API names; empty lists are left out (the API reads absent as all). */
function parseDependencyFilters(inputs: Inputs): Config['dependencyFilters'] {
  const filters: Config['dependencyFilters'] = {};
  const repositoryIds = dedupe(
    splitList('dependency-repository-ids', readInput(inputs, 'dependency-repository-ids')).map((item) =>
      parseDecimalId('dependency-repository-ids', item),
    ),
  );
  if (repositoryIds.length > 0) filters.repositoryIds = repositoryIds;
  const ecosystems = parseChoiceList('ecosystems', readInput(inputs, 'ecosystems'), ECOSYSTEM_CHOICES);
  if (ecosystems.length > 0) filters.ecosystems = ecosystems;
  const transitivity = parseChoiceList('transitivity', readInput(inputs, 'transitivity'), TRANSITIVITY_CHOICES);
  if (transitivity.length > 0) filters.transitivity = transitivity;
  const lockfilePath = readInput(inputs, 'lockfile-path');
  if (lockfilePath !== '') filters.lockfilePath = checkText('lockfile-path', lockfilePath);
  const licenses = dedupe(splitList('licenses', readInput(inputs, 'licenses')).map((item) => checkText('licenses', item)));
  if (licenses.length > 0) filters.licenses = licenses;
  if (parseChoice('include-archived', readInput(inputs, 'include-archived'), BOOLEAN_CHOICES)) filters.includeArchived = true;
  return filters;
}

/** `dependency-inventory`: a path whose extension picks the format. */
function parseInventoryPath(value: string): Config['dependencyInventory'] {
  if (value === '') return undefined;
  checkText('dependency-inventory', value);
  const fileName = value.slice(Math.max(value.lastIndexOf('/'), value.lastIndexOf('\\')) + 1).toLowerCase();
  const match = INVENTORY_FORMATS.find(({ extension }) => fileName.endsWith(extension) && fileName.length > extension.length);
  if (match === undefined) {
    throw new ConfigError(
      'dependency-inventory',
      `Input 'dependency-inventory' is ${quoteValue(value)}: use a file path ending in .json, .csv or .cdx.json (the extension picks the format).`,
    );
  }
  return { path: value, format: match.format };
}

function parseTimeout(value: string): number {
  const seconds = /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds >= 1 && seconds <= 3600)) {
    throw new ConfigError(
      'timeout-seconds',
      `Input 'timeout-seconds' is ${quoteValue(value)}: use a whole number of seconds from 1 to 3600.`,
    );
  }
  return seconds;
}

/** Transport settings a test or an operator may tune through the environment; not inputs of the action. */
export interface Tuning {
  requestTimeoutMs?: number;
  retryMinDelayMs?: number;
  maxRetryAfterMs?: number;
  maxPages?: number;
}

/** The environment variable of each tuning knob (documented in CONTRIBUTING.md). */
export const TUNING_VARIABLES = Object.freeze({
  requestTimeoutMs: 'FINDINGS_GATE_REQUEST_TIMEOUT_MS',
  retryMinDelayMs: 'FINDINGS_GATE_RETRY_MIN_DELAY_MS',
  maxRetryAfterMs: 'FINDINGS_GATE_MAX_RETRY_AFTER_MS',
  maxPages: 'FINDINGS_GATE_MAX_PAGES',
}) satisfies Readonly<Record<keyof Tuning, string>>;

/** Reads the tuning knobs: each a whole number from 1 to 2147483647; anything else is ignored (the client's default applies). */
export function parseTuning(env: Env): Tuning {
  const tuning: Tuning = {};
  for (const [field, variable] of Object.entries(TUNING_VARIABLES) as [keyof Tuning, string][]) {
    const value = (env[variable] ?? '').trim();
    if (!/^[0-9]{1,10}$/.test(value)) continue;
    const number = Number(value);
    if (number >= 1 && number <= 2_147_483_647) tuning[field] = number;
  }
  return tuning;
}
