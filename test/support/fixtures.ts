// Plain values for unit tests: one Config and one secret with every field set, overridden per test.
// One place, so that a new input changes one fixture, not every test file.
import type { SecretFinding } from '../../src/api/types.ts';
import type { Config } from '../../src/config/index.ts';
import type { TrendData } from '../../src/gate/types.ts';

/** A valid Config with the action's defaults (the whole deployment in scope), overridden as given. */
export function configOf(overrides: Partial<Config> = {}): Config {
  return {
    apiToken: 'never-shown',
    baseUrl: 'https://semgrep.dev',
    projects: 'all',
    projectIds: [],
    findingTypes: ['code', 'sca', 'secrets'],
    failOnSeverity: 'high',
    budgets: [],
    failOnValidSecrets: true,
    failOnBlockedLicenses: false,
    platform: {
      failOnBlocking: false,
      countStates: ['open', 'reviewing', 'fixing', 'provisionally_ignored'],
      failOnMalicious: true,
      sca: { reachableOnly: false, fixableOnly: false },
    },
    dependencyFilters: {},
    github: { annotations: true, commentOnPr: 'never', token: '' },
    reportFilters: {},
    mode: 'enforce',
    onApiError: 'fail',
    timeoutSeconds: 300,
    gateOn: 'total',
    projectsFromRepository: false,
    listFindings: true,
    exceptionsFile: { path: '.github/findings-gate-exceptions.yml', explicit: false },
    exceptionsMaxDays: 365,
    failOnUnusedExceptions: false,
    recordFindingIds: false,
    ...overrides,
  };
}

/** The time of the fixtures' data: when a run fetched it. */
export const FETCHED_AT = '2026-11-23T12:00:00.000Z';

let nextSecretId = 0;

/** An open, confirmed-valid secret of acme/api with a unique id, overridden as given. */
export function validSecretOf(overrides: Partial<SecretFinding> = {}): SecretFinding {
  nextSecretId++;
  return {
    id: String(nextSecretId),
    type: 'AWS access key',
    severity: 'SEVERITY_HIGH',
    status: 'FINDING_STATUS_OPEN',
    validationState: 'VALIDATION_STATE_CONFIRMED_VALID',
    open: 'asked',
    confirmedValid: 'asked',
    findingPath: 'src/config.ts:12',
    repository: { name: 'acme/api' },
    createdAt: '2026-10-01T00:00:00Z',
    ...overrides,
  };
}

/** A trend's period of 12 weeks, by week, to 2026-11-25. */
export const TWELVE_WEEKS: TrendData['period'] = {
  asWritten: '12w',
  words: '12 weeks',
  since: '2026-09-02T00:00:00Z',
  until: '2026-11-25T00:00:00Z',
  bucket: 'week',
  points: 12,
};
