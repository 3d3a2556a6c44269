// The action's inputs, parsed and validated into a Config in one place. Pure: no I/O, no @actions/core.
// Each input is parsed on its own first; the rules that span several inputs come last, together.
import { PRODUCTS, SEVERITIES } from '../domain.ts';
import { parseApiToken, parseBaseUrl, parseDeployment } from './connection.ts';

export { isUnexpandedVariable } from './connection.ts';

import {
  ConfigError,
  checkDeclaredInputs,
  checkText,
  dedupe,
  type Env,
  INPUT_DEFAULTS,
  type InputName,
  type Inputs,
  parseDecimalId,
  present,
  quoteValue,
  readInput,
  splitList,
} from './inputs.ts';
import { checkListOff, checkPlatformInputs, parsePlatform } from './platform.ts';
import type { ForgeApi } from './policy-source.ts';
import { parseThresholds } from './thresholds.ts';
import { parseDuration, parseTimePeriod } from './time.ts';
import { parseMaxBacklogGrowth, parseTrend } from './trend.ts';
import type { Config, OnApiError } from './types.ts';
import {
  BOOLEAN_CHOICES,
  COMMENT_ON_PR_CHOICES,
  DEPENDENCY_FILTERS,
  ENUM_FILTERS,
  FINDING_TYPE_CHOICES,
  GATE_ON_CHOICES,
  INVENTORY_FORMATS,
  MODE_CHOICES,
  ON_API_ERROR_CHOICES,
  parseChoice,
  parseChoiceList,
  RECORD_IDS_CHOICES,
  SEVERITY_FLOOR_CHOICES,
  TEXT_FILTERS,
  wordsOf,
} from './vocabulary.ts';

export { ConfigError, INPUT_DEFAULTS, isTokenShaped, quoteValue } from './inputs.ts';
export type { ForgeApi } from './policy-source.ts';
export { parseTuning, TUNING_VARIABLES, type Tuning } from './tuning.ts';
export type * from './types.ts';

/**
 * What the CI says the config defaults to, as plain values (the host reads them: host/detect.ts
 * ciContext): the repository the scope defaults to, what a scope means where it names none, and the
 * API a remote policy file is read through.
 */
export interface ScopeContext {
  /** The CI (`jenkins`), for messages. */
  ci: string;
  repository?: string;
  /** The variable that named the repository, for messages. */
  repositoryVariable?: string;
  /** Where the CI names no repository: true, the scope is the whole deployment (the action's behaviour on GitHub); false, `projects` must be set. */
  wholeDeploymentByDefault: boolean;
  /** The API a remote policy file (config-file) is read through when config-api-url is not set. */
  forgeApi: ForgeApi;
  /** What says this is a pull or merge request's run, where it is one (record-finding-ids: auto records no ids there). */
  pullRequest?: string;
  /** What says the run's checkout may hold a pull request's code (a baseline there is not used). */
  requestCheckout?: string;
  /**
   * The inputs whose value the CI may have filled in with the default for one a workflow leaves out (the Azure task's
   * inputs, the GitLab component's flags), so that a value equal to its default may be unset; any other was given (the
   * command line's own flags and variables). Absent: every input (the action, which is handed each default).
   */
  defaultsFilled?: ReadonlySet<string>;
}

/**
 * Parses every input (kebab-case names, raw runner strings) into a validated Config; throws ConfigError.
 * `context` is the CI's (host/detect.ts ciContext): the repository the scope defaults to.
 */
export function parseConfig(inputs: Inputs, env: Env, now: Date, context: ScopeContext): Config {
  checkDeclaredInputs(env);
  // Built in the order of the inputs, so that the first bad one is the one reported.
  const config: Config = {
    apiToken: parseApiToken(inputs, env),
    baseUrl: parseBaseUrl(readInput(inputs, 'base-url')),
    ...present('deployment', parseDeployment(readInput(inputs, 'deployment'))),
    ...parseScope(inputs, context),
    failOnSeverity: parseChoice('fail-on-severity', readInput(inputs, 'fail-on-severity'), SEVERITY_FLOOR_CHOICES),
    budgets: parseThresholds(readInput(inputs, 'thresholds')),
    failOnValidSecrets: parseChoice('fail-on-valid-secrets', readInput(inputs, 'fail-on-valid-secrets'), BOOLEAN_CHOICES),
    failOnBlockedLicenses: parseChoice('fail-on-blocked-licenses', readInput(inputs, 'fail-on-blocked-licenses'), BOOLEAN_CHOICES),
    platform: parsePlatform(inputs),
    dependencyFilters: parseDependencyFilters(inputs),
    ...present('dependencyInventory', parseInventoryPath(readInput(inputs, 'dependency-inventory'))),
    ...parseReportFilters(inputs, now),
    mode: parseChoice('mode', readInput(inputs, 'mode'), MODE_CHOICES),
    onApiError: parseChoice('on-api-error', readInput(inputs, 'on-api-error'), ON_API_ERROR_CHOICES),
    timeoutSeconds: parseTimeout(readInput(inputs, 'timeout-seconds')),
    github: parseGitHubReporting(inputs),
    ...present('baselineFile', parseOptionalPath('baseline-file', readInput(inputs, 'baseline-file'))),
    gateOn: parseChoice('gate-on', readInput(inputs, 'gate-on'), GATE_ON_CHOICES),
    projectsFromRepository: readInput(inputs, 'projects') === '' && context.repository !== undefined,
    // Named only outside GitHub: messages say GITHUB_REPOSITORY when it is absent.
    ...present(
      'repositoryVariable',
      readInput(inputs, 'projects') === '' && context.repositoryVariable !== 'GITHUB_REPOSITORY' ? context.repositoryVariable : undefined,
    ),
    ...present(
      'scanMaxAge',
      readInput(inputs, 'scan-max-age') === '' ? undefined : parseDuration('scan-max-age', readInput(inputs, 'scan-max-age')),
    ),
    ...present('waitForScan', parseWaitForScan(readInput(inputs, 'wait-for-scan'))),
    listFindings: parseChoice('list-findings', readInput(inputs, 'list-findings'), BOOLEAN_CHOICES),
    ...present('maxOpenAge', parseMaxOpenAge(readInput(inputs, 'max-open-age'))),
    exceptionsFile: {
      path: checkText('exceptions-file', readInput(inputs, 'exceptions-file')),
      // Another path than the default: the user named a file, and it must exist.
      explicit: readInput(inputs, 'exceptions-file') !== INPUT_DEFAULTS['exceptions-file'],
    },
    exceptionsMaxDays: parseMaxDays(readInput(inputs, 'exceptions-max-days')),
    failOnUnusedExceptions: parseChoice('fail-on-unused-exceptions', readInput(inputs, 'fail-on-unused-exceptions'), BOOLEAN_CHOICES),
    recordFindingIds: parseChoice('record-finding-ids', readInput(inputs, 'record-finding-ids'), RECORD_IDS_CHOICES),
    ...present('pullRequest', context.pullRequest),
    ...present('requestCheckout', context.requestCheckout),
    ...present('trend', parseTrend(readInput(inputs, 'trend'), now)),
    ...present('maxBacklogGrowth', parseMaxBacklogGrowth(readInput(inputs, 'max-backlog-growth'))),
  };
  // The policy's own inputs were read (config/policy.ts) before the others; here they are only held to the size of any input.
  for (const name of ['config-file', 'config-token', 'config-api-url'] as const) readInput(inputs, name);
  checkAcrossInputs(config);
  checkListOff(config, inputs['count-triage-states'] ?? '', INPUT_DEFAULTS['count-triage-states']);
  return config;
}

/**
 * `on-api-error` alone, for a run whose config could not be parsed: the same words as parseConfig
 * accepts; anything else fails closed.
 */
export function onApiErrorOf(inputs: Inputs): OnApiError {
  try {
    return parseChoice('on-api-error', readInput(inputs, 'on-api-error'), ON_API_ERROR_CHOICES);
  } catch {
    return 'fail';
  }
}

// ---------------------------------------------------------------------------------------------
// The rules that span several inputs, in the manner of a schema's refinements
// ---------------------------------------------------------------------------------------------

/** Most projects `wait-for-scan` waits for: each is polled until its scan completes. */
export const MAX_WAITED_PROJECTS = 10;

/** Throws the first rule between inputs that the config breaks. */
function checkAcrossInputs(config: Config): void {
  checkPlatformInputs(config);
  if (config.maxOpenAge !== undefined && !config.listFindings) {
    throw new ConfigError(
      'max-open-age',
      "Input 'max-open-age' judges the findings one by one, and list-findings is false: set list-findings to true, or leave max-open-age empty.",
    );
  }
  if (config.waitForScan !== undefined) {
    const count = config.projects === 'all' ? config.projectIds.length : config.projects.length + config.projectIds.length;
    if (config.projects === 'all' && config.projectIds.length === 0) {
      throw new ConfigError(
        'wait-for-scan',
        "Input 'wait-for-scan' waits for the scans of the gated projects, and projects is * (the whole deployment): name the projects (at most 10) or leave wait-for-scan empty.",
      );
    }
    if (count > MAX_WAITED_PROJECTS) {
      throw new ConfigError(
        'wait-for-scan',
        `Input 'wait-for-scan' waits for each gated project, and the scope names ${count}: name at most ${MAX_WAITED_PROJECTS} projects, or leave wait-for-scan empty.`,
      );
    }
  }
  if (config.maxBacklogGrowth !== undefined && config.trend === undefined) {
    throw new ConfigError(
      'max-backlog-growth',
      "Input 'max-backlog-growth' judges the backlog over the trend's period, and trend is empty: set trend (such as 12w), or leave max-backlog-growth empty.",
    );
  }
  for (const { key } of config.budgets) {
    const product = PRODUCTS.find((p) => key === p || key.startsWith(`${p}.`));
    if (product !== undefined && !config.findingTypes.includes(product)) {
      throw new ConfigError(
        'thresholds',
        `Input 'thresholds' sets a budget for ${key}, but finding-types leaves out ${product}: add ${product} to finding-types or remove the budget.`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// One input, or one group of inputs, at a time
// ---------------------------------------------------------------------------------------------

/** `projects`, `project-ids` and `finding-types`: what the gate covers. */
function parseScope(inputs: Inputs, context: ScopeContext): Pick<Config, 'projects' | 'projectIds' | 'findingTypes'> {
  const projects = parseProjects(readInput(inputs, 'projects'), context);
  const projectIds = dedupe(splitList('project-ids', readInput(inputs, 'project-ids')).map((item) => parseDecimalId('project-ids', item)));
  const findingTypes = parseChoiceList('finding-types', readInput(inputs, 'finding-types'), FINDING_TYPE_CHOICES);
  if (findingTypes.length === 0) {
    throw new ConfigError(
      'finding-types',
      `Input 'finding-types' lists no finding type: use one of ${wordsOf(FINDING_TYPE_CHOICES)}, or leave it empty for all.`,
    );
  }
  return { projects, projectIds, findingTypes };
}

/** The report filters (the period, the enum filters and the free-text filters, in API names), and since/until as written. */
function parseReportFilters(inputs: Inputs, now: Date): Pick<Config, 'reportFilters' | 'timeFilters'> {
  const period = parseTimePeriod(readInput(inputs, 'since'), readInput(inputs, 'until'), now);
  const reportFilters: Config['reportFilters'] = {};
  if (period !== undefined) reportFilters.timePeriod = period.timePeriod;
  for (const { input, field, choices } of ENUM_FILTERS) {
    const values = parseChoiceList(input, readInput(inputs, input as InputName), choices);
    if (values.length > 0) reportFilters[field] = values;
  }
  for (const { input, field } of TEXT_FILTERS) {
    const values = dedupe(splitList(input, readInput(inputs, input as InputName)).map((item) => checkText(input, item)));
    if (values.length > 0) reportFilters[field] = values;
  }
  return { reportFilters, ...present('timeFilters', period?.asWritten) };
}

/** `annotations`, `comment-on-pr`, `github-token` and `sarif-file`. The token is checked only where it is used. */
function parseGitHubReporting(inputs: Inputs): Config['github'] {
  const annotations = parseChoice('annotations', readInput(inputs, 'annotations'), BOOLEAN_CHOICES);
  const commentOnPr = parseChoice('comment-on-pr', readInput(inputs, 'comment-on-pr'), COMMENT_ON_PR_CHOICES);
  const rawToken = readInput(inputs, 'github-token');
  const token = rawToken === INPUT_DEFAULTS['github-token'] ? '' : rawToken;
  return { annotations, commentOnPr, token, ...present('sarifFile', parseOptionalPath('sarif-file', readInput(inputs, 'sarif-file'))) };
}

/** A file path input: undefined when empty, else any text without control characters. */
function parseOptionalPath(input: string, value: string): string | undefined {
  return value === '' ? undefined : checkText(input, value);
}

function parseProjects(value: string, context: ScopeContext): string[] | 'all' {
  if (value === '') {
    if (context.repository !== undefined) return [checkText('projects', context.repository)];
    // Outside GitHub, a CI that names no repository never means the whole deployment by default.
    if (context.wholeDeploymentByDefault) return 'all';
    throw new ConfigError(
      'projects',
      `Input 'projects' is required in this CI (${context.ci}): it names no repository for the scope to default to; list the Semgrep project names, or * for the whole deployment.`,
    );
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

/** The `dependencyFilter.*` inputs (DEPENDENCY_FILTERS), in API names; empty lists are left out (the API reads absent as all). */
function parseDependencyFilters(inputs: Inputs): Config['dependencyFilters'] {
  const filters: Record<string, unknown> = {};
  for (const { input, field, kind, choices = [] } of DEPENDENCY_FILTERS) {
    const value = readInput(inputs, input);
    if (kind === 'flag') {
      if (parseChoice(input, value, BOOLEAN_CHOICES)) filters[field] = true;
      continue;
    }
    if (kind === 'text') {
      if (value !== '') filters[field] = checkText(input, value);
      continue;
    }
    const items =
      kind === 'ids'
        ? dedupe(splitList(input, value).map((item) => parseDecimalId(input, item)))
        : kind === 'choices'
          ? parseChoiceList(input, value, choices)
          : dedupe(splitList(input, value).map((item) => checkText(input, item)));
    if (items.length > 0) filters[field] = items;
  }
  return filters as Config['dependencyFilters'];
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

/** `max-open-age`: `critical=7d, high=30d`, a severity and a duration each; empty means no deadline. */
export function parseMaxOpenAge(value: string): Config['maxOpenAge'] {
  if (value === '') return undefined;
  const limits: NonNullable<Config['maxOpenAge']> = {};
  for (const item of splitList('max-open-age', value)) {
    const [key = '', duration = ''] = item.split('=').map((part) => part.trim());
    const severity = SEVERITIES.find((s) => s === key.toLowerCase());
    if (severity === undefined || !item.includes('=')) {
      throw new ConfigError(
        'max-open-age',
        `Input 'max-open-age' has ${quoteValue(item)}: write severity=duration, such as critical=7d or high=30d (severities: critical, high, medium, low).`,
      );
    }
    if (limits[severity] !== undefined) throw new ConfigError('max-open-age', `Input 'max-open-age' sets ${severity} twice: keep one.`);
    limits[severity] = parseDuration('max-open-age', duration);
  }
  return limits;
}

/** `wait-for-scan`: empty or false (off), true (the run's own head commit), or a commit sha of 7 to 40 hex digits. */
function parseWaitForScan(value: string): Config['waitForScan'] {
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'false') return undefined;
  if (lower === 'true') return 'head';
  if (/^[0-9a-f]{7,40}$/.test(lower)) return { commit: lower };
  throw new ConfigError(
    'wait-for-scan',
    `Input 'wait-for-scan' is ${quoteValue(value)}: use true (the pull request's head commit, else GITHUB_SHA), a commit sha of 7 to 40 hex digits, or leave it empty.`,
  );
}

/** `exceptions-max-days`: a whole number of days from 1 to 3650. */
function parseMaxDays(value: string): number {
  const days = /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(days >= 1 && days <= 3650)) {
    throw new ConfigError(
      'exceptions-max-days',
      `Input 'exceptions-max-days' is ${quoteValue(value)}: use a whole number of days from 1 to 3650 (how far ahead an exception may expire).`,
    );
  }
  return days;
}

/** `timeout-seconds`: a whole number of seconds from 1 to 3600. */
export function parseTimeout(value: string): number {
  const seconds = /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds >= 1 && seconds <= 3600)) {
    throw new ConfigError(
      'timeout-seconds',
      `Input 'timeout-seconds' is ${quoteValue(value)}: use a whole number of seconds from 1 to 3600.`,
    );
  }
  return seconds;
}
