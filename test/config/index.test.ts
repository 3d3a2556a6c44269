import { describe, expect, it } from 'vitest';
import { type Config, ConfigError, INPUT_DEFAULTS, parseConfig } from '../../src/config/index.ts';
import { listOffWarnings } from '../../src/config/platform.ts';
import { ciContext } from '../../src/host/detect.ts';
import { describeFilters } from '../../src/render/filters.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ENV = { SEMGREP_APP_TOKEN: 'sgp_token123', GITHUB_REPOSITORY: 'acme/api' };

function parse(inputs: Record<string, string | undefined> = {}, env: Record<string, string | undefined> = ENV): Config {
  return parseConfig(inputs, env, NOW, ciContext('github', env));
}

/** The ConfigError thrown for `inputs`, checked to name `input` and to stay on one line. */
function errorOf(input: string, inputs: Record<string, string | undefined>, env: Record<string, string | undefined> = ENV): ConfigError {
  try {
    parse(inputs, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.name).toBe('ConfigError');
    expect(configError.input).toBe(input);
    expect(configError.message).not.toMatch(/[\r\n\u2028\u2029]/);
    return configError;
  }
  throw new Error(`parseConfig(${JSON.stringify(inputs)}) did not throw`);
}

describe('INPUT_DEFAULTS', () => {
  it('lists every input with its default', () => {
    expect(INPUT_DEFAULTS).toEqual({
      'api-token': '',
      'base-url': 'https://semgrep.dev',
      deployment: '',
      projects: '',
      'project-ids': '',
      'finding-types': 'code,sca,secrets',
      'fail-on-severity': 'high',
      thresholds: '',
      'fail-on-valid-secrets': 'true',
      'fail-on-blocked-licenses': 'false',
      'fail-on-blocking': 'false',
      'count-triage-states': 'open,reviewing,fixing,provisionally-ignored',
      'sca-reachable-only': 'false',
      'sca-fixable-only': 'false',
      'sca-min-epss': '',
      'fail-on-malicious': 'true',
      'dependency-repository-ids': '',
      ecosystems: '',
      transitivity: '',
      'lockfile-path': '',
      licenses: '',
      'include-archived': 'false',
      'dependency-inventory': '',
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
      'github-token': '${{ github.token }}',
      'sarif-file': '',
      'baseline-file': '',
      'gate-on': 'total',
      'scan-max-age': '',
      'wait-for-scan': '',
      'list-findings': 'true',
      'max-open-age': '',
      'exceptions-file': '.github/findings-gate-exceptions.yml',
      'exceptions-max-days': '365',
      'fail-on-unused-exceptions': 'false',
      'record-finding-ids': 'auto',
      trend: '',
      'max-backlog-growth': '',
      'config-file': '',
      'config-token': '',
      'config-api-url': '',
    });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(INPUT_DEFAULTS)).toBe(true);
  });

  it('parses to the same config as no inputs at all', () => {
    expect(parse({ ...INPUT_DEFAULTS })).toEqual(parse({}));
  });
});

describe('parseConfig defaults', () => {
  it('fills every input from its default', () => {
    expect(parse({})).toEqual({
      apiToken: 'sgp_token123',
      baseUrl: 'https://semgrep.dev',
      projects: ['acme/api'],
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
      reportFilters: {},
      mode: 'enforce',
      onApiError: 'fail',
      timeoutSeconds: 300,
      github: { annotations: true, commentOnPr: 'never', token: '' },
      gateOn: 'total',
      projectsFromRepository: true,
      listFindings: true,
      exceptionsFile: { path: '.github/findings-gate-exceptions.yml', explicit: false },
      exceptionsMaxDays: 365,
      failOnUnusedExceptions: false,
      recordFindingIds: 'auto',
    });
  });

  it('treats undefined, empty and blank inputs as unset', () => {
    const blank = Object.fromEntries(Object.keys(INPUT_DEFAULTS).map((name) => [name, ' \n\t ']));
    const empty = Object.fromEntries(Object.keys(INPUT_DEFAULTS).map((name) => [name, '']));
    const undef = Object.fromEntries(Object.keys(INPUT_DEFAULTS).map((name) => [name, undefined]));
    expect(parse(blank)).toEqual(parse({}));
    expect(parse(empty)).toEqual(parse({}));
    expect(parse(undef)).toEqual(parse({}));
  });

  it('leaves deployment out when unset', () => {
    expect('deployment' in parse({})).toBe(false);
  });
});

describe('projects', () => {
  it('defaults to the current repository', () => {
    expect(parse({}, { ...ENV, GITHUB_REPOSITORY: ' acme/web ' }).projects).toEqual(['acme/web']);
  });

  it('defaults to all without GITHUB_REPOSITORY', () => {
    expect(parse({}, { SEMGREP_APP_TOKEN: 't' }).projects).toBe('all');
    expect(parse({}, { SEMGREP_APP_TOKEN: 't', GITHUB_REPOSITORY: '  ' }).projects).toBe('all');
  });

  it('is all for * alone', () => {
    expect(parse({ projects: '*' }).projects).toBe('all');
    expect(parse({ projects: ' * ,\n*' }).projects).toBe('all');
  });

  it('lists names split on commas, newlines and CRLF, trimmed, blanks dropped, deduplicated in order, case kept', () => {
    expect(parse({ projects: 'acme/web, Acme/Web\r\n\r\n acme/api ,,acme/web\nacme/cli\r' }).projects).toEqual([
      'acme/web',
      'Acme/Web',
      'acme/api',
      'acme/cli',
    ]);
  });

  it('rejects * mixed with names', () => {
    const error = errorOf('projects', { projects: 'acme/api, *' });
    expect(error.message).toBe("Input 'projects' mixes * with project names: use * alone for all projects, or list names only.");
  });

  it('rejects patterns in names', () => {
    expect(errorOf('projects', { projects: 'acme/*' }).message).toContain("Input 'projects' has 'acme/*': patterns are not supported");
  });

  it('rejects a list with no names', () => {
    expect(errorOf('projects', { projects: ', ,' }).message).toBe(
      "Input 'projects' lists no project: list project names, use * for all, or leave it empty for the current repository.",
    );
  });

  it('rejects control characters in names', () => {
    expect(errorOf('projects', { projects: 'acme/\u001B[31mapi' }).message).toContain("'acme/\\u001B[31mapi'");
  });
});

describe('project-ids', () => {
  it('lists decimal ids, deduplicated, leading zeros dropped', () => {
    expect(parse({ 'project-ids': '12\n34, 012,\r\n56' }).projectIds).toEqual(['12', '34', '56']);
  });

  it.each(['abc', '-1', '1.5', '0x10', '12345678901234567890', '1 2'])('rejects %j', (id) => {
    expect(errorOf('project-ids', { 'project-ids': `1,${id}` }).message).toBe(
      `Input 'project-ids' has '${id}': use a decimal id such as 1234.`,
    );
  });
});

describe('finding-types', () => {
  it.each([
    ['code', ['code']],
    ['sca', ['sca']],
    ['supply-chain', ['sca']],
    ['Supply_Chain', ['sca']],
    ['supply chain', ['sca']],
    ['secrets', ['secrets']],
    ['CODE', ['code']],
    ['FINDING_TYPE_CODE', ['code']],
    ['finding_type_sca', ['sca']],
    ['Finding_Type_Secrets', ['secrets']],
    ['secrets,code', ['secrets', 'code']],
    ['sca\nsupply-chain\r\nFINDING_TYPE_SCA, code', ['sca', 'code']],
  ])('reads %j', (input, expected) => {
    expect(parse({ 'finding-types': input }).findingTypes).toEqual(expected);
  });

  it('rejects an unknown type and lists the accepted ones', () => {
    expect(errorOf('finding-types', { 'finding-types': 'code, sast' }).message).toBe(
      "Input 'finding-types' has 'sast': use one of code, sca, secrets, or leave it empty for all.",
    );
  });

  it('rejects the hyphenated form of a full name', () => {
    expect(errorOf('finding-types', { 'finding-types': 'finding-type-code' }).message).toContain('use one of code, sca, secrets');
  });

  it('rejects *_UNSPECIFIED', () => {
    expect(errorOf('finding-types', { 'finding-types': 'FINDING_TYPE_UNSPECIFIED' }).message).toBe(
      "Input 'finding-types' has 'FINDING_TYPE_UNSPECIFIED': leave the input empty for all, or use one of code, sca, secrets.",
    );
  });

  it('rejects a list that is empty after parsing', () => {
    expect(errorOf('finding-types', { 'finding-types': ',\n,' }).message).toBe(
      "Input 'finding-types' lists no finding type: use one of code, sca, secrets, or leave it empty for all.",
    );
  });
});

describe('fail-on-severity', () => {
  it.each([
    ['critical', 'critical'],
    ['high', 'high'],
    ['medium', 'medium'],
    ['low', 'low'],
    ['none', 'none'],
    ['HIGH', 'high'],
    ['Critical', 'critical'],
    ['NONE', 'none'],
    ['FINDING_SEVERITY_CRITICAL', 'critical'],
    ['finding_severity_high', 'high'],
    ['Finding_Severity_Medium', 'medium'],
    ['FINDING_SEVERITY_LOW', 'low'],
  ])('reads %j', (input, expected) => {
    expect(parse({ 'fail-on-severity': input }).failOnSeverity).toBe(expected);
  });

  it('rejects a typo with the message from the issue', () => {
    expect(errorOf('fail-on-severity', { 'fail-on-severity': 'hgh' }).message).toBe(
      "Input 'fail-on-severity' is 'hgh': use one of critical, high, medium, low, none.",
    );
  });

  it.each(['high,low', 'FINDING_SEVERITY_NONE', 'info', 'error'])('rejects %j', (input) => {
    expect(errorOf('fail-on-severity', { 'fail-on-severity': input }).message).toContain('use one of critical, high, medium, low, none.');
  });

  it('rejects FINDING_SEVERITY_UNSPECIFIED', () => {
    expect(errorOf('fail-on-severity', { 'fail-on-severity': 'FINDING_SEVERITY_UNSPECIFIED' }).message).toContain('leave the input empty');
  });
});

describe('thresholds', () => {
  it('becomes the budgets', () => {
    expect(parse({ thresholds: 'high=0\ncode.critical=1, total=10' }).budgets).toEqual([
      { key: 'high', max: 0 },
      { key: 'code.critical', max: 1 },
      { key: 'total', max: 10 },
    ]);
  });

  it('reports its errors under the thresholds input', () => {
    expect(errorOf('thresholds', { thresholds: 'high=1.5' }).message).toContain("Input 'thresholds'");
  });

  it('rejects a budget for a product that finding-types leaves out', () => {
    expect(errorOf('thresholds', { 'finding-types': 'code', thresholds: 'sca.high=0' }).message).toBe(
      "Input 'thresholds' sets a budget for sca.high, but finding-types leaves out sca: add sca to finding-types or remove the budget.",
    );
    expect(errorOf('thresholds', { 'finding-types': 'code,sca', thresholds: 'secrets=0' }).message).toContain('leaves out secrets');
  });

  it('accepts severity and total budgets whatever the finding types', () => {
    expect(parse({ 'finding-types': 'code', thresholds: 'high=0,total=3,code.low=9' }).budgets).toHaveLength(3);
  });
});

describe('fail-on-valid-secrets', () => {
  it.each(['true', 'TRUE', 'yes', 'Yes', '1', 'on', 'ON'])('is true for %j', (input) => {
    expect(parse({ 'fail-on-valid-secrets': input }).failOnValidSecrets).toBe(true);
  });

  it.each(['false', 'False', 'no', 'NO', '0', 'off', 'Off'])('is false for %j', (input) => {
    expect(parse({ 'fail-on-valid-secrets': input }).failOnValidSecrets).toBe(false);
  });

  it.each(['maybe', 'y', 'n', '2', 'true,false'])('rejects %j', (input) => {
    expect(errorOf('fail-on-valid-secrets', { 'fail-on-valid-secrets': input }).message).toBe(
      `Input 'fail-on-valid-secrets' is '${input}': use one of true, false.`,
    );
  });
});

describe('enum report filters', () => {
  const cases: [input: string, field: string, short: string[], full: string[], unspecified: string][] = [
    [
      'confidence',
      'confidence',
      ['low', 'medium', 'high'],
      ['FINDING_CONFIDENCE_LOW', 'FINDING_CONFIDENCE_MEDIUM', 'FINDING_CONFIDENCE_HIGH'],
      'FINDING_CONFIDENCE_UNSPECIFIED',
    ],
    [
      'reachability',
      'reachability',
      ['reachable', 'always-reachable', 'conditionally-reachable', 'no-reachability-analysis', 'unreachable'],
      [
        'FINDING_REACHABILITY_REACHABLE',
        'FINDING_REACHABILITY_ALWAYS_REACHABLE',
        'FINDING_REACHABILITY_CONDITIONALLY_REACHABLE',
        'FINDING_REACHABILITY_NO_REACHABILITY_ANALYSIS',
        'FINDING_REACHABILITY_UNREACHABLE',
      ],
      'FINDING_REACHABILITY_UNSPECIFIED',
    ],
    [
      'validity',
      'validity',
      ['valid', 'invalid', 'error', 'no-validator'],
      ['FINDING_VALIDITY_VALID', 'FINDING_VALIDITY_INVALID', 'FINDING_VALIDITY_ERROR', 'FINDING_VALIDITY_NO_VALIDATOR'],
      'FINDING_VALIDITY_UNSPECIFIED',
    ],
    [
      'ai-verdicts',
      'aiVerdicts',
      ['true-positive', 'false-positive', 'no-verdict'],
      ['VERDICT_TRUE_POSITIVE', 'VERDICT_FALSE_POSITIVE', 'VERDICT_NO_VERDICT'],
      'VERDICT_UNSPECIFIED',
    ],
    [
      'deployment-statuses',
      'deploymentStatuses',
      ['unknown', 'deployed', 'not-deployed'],
      ['DEPLOYMENT_STATUS_UNKNOWN', 'DEPLOYMENT_STATUS_DEPLOYED', 'DEPLOYMENT_STATUS_NOT_DEPLOYED'],
      'DEPLOYMENT_STATUS_UNSPECIFIED',
    ],
    [
      'public-exposures',
      'publicExposures',
      ['unknown', 'public', 'not-public'],
      ['PUBLIC_EXPOSURE_UNKNOWN', 'PUBLIC_EXPOSURE_PUBLIC', 'PUBLIC_EXPOSURE_NOT_PUBLIC'],
      'PUBLIC_EXPOSURE_UNSPECIFIED',
    ],
  ];

  describe.each(cases)('%s', (input, field, short, full, unspecified) => {
    const filterOf = (value: string) => (parse({ [input]: value }).reportFilters as Record<string, unknown>)[field];

    it('is absent by default', () => {
      expect(parse({}).reportFilters).not.toHaveProperty(field);
    });

    it('maps each short word to its API name', () => {
      for (const [i, word] of short.entries()) expect(filterOf(word)).toEqual([full[i]]);
    });

    it('accepts short words in any case, with -, _ or space between words', () => {
      for (const [i, word] of short.entries()) {
        expect(filterOf(word.toUpperCase())).toEqual([full[i]]);
        expect(filterOf(word.replaceAll('-', '_'))).toEqual([full[i]]);
        expect(filterOf(word.replaceAll('-', ' '))).toEqual([full[i]]);
      }
    });

    it('accepts the full API names in any case', () => {
      for (const name of full) {
        expect(filterOf(name)).toEqual([name]);
        expect(filterOf(name.toLowerCase())).toEqual([name]);
      }
    });

    it('lists several values, deduplicated across spellings, in the order given', () => {
      const value = `${[...short].reverse().join('\r\n')}, ${full[0]}, ${short[0]}`;
      expect(filterOf(value)).toEqual([...full].reverse());
    });

    it('rejects an unknown value and lists the short words', () => {
      const error = errorOf(input, { [input]: `${short[0]}, bogus` });
      expect(error.message).toBe(`Input '${input}' has 'bogus': use one of ${short.join(', ')}, or leave it empty for all.`);
    });

    it('rejects the *_UNSPECIFIED value', () => {
      const error = errorOf(input, { [input]: unspecified });
      expect(error.message).toBe(
        `Input '${input}' has '${unspecified}': leave the input empty for all, or use one of ${short.join(', ')}.`,
      );
      expect(errorOf(input, { [input]: 'unspecified' }).message).toContain('leave the input empty for all');
    });
  });

  it('rejects two spaces between words', () => {
    expect(errorOf('reachability', { reachability: 'always  reachable' }).message).toContain("'always  reachable'");
  });
});

describe('free-text report filters', () => {
  it.each([
    ['tags', 'tags'],
    ['teams', 'teams'],
    ['rule-ids', 'ruleIds'],
    ['finding-categories', 'findingCategories'],
  ])('%s becomes reportFilters.%s, split, trimmed, deduplicated, case kept', (input, field) => {
    expect(parse({}).reportFilters).not.toHaveProperty(field);
    expect(parse({ [input]: ' a, B\r\n\nb ,a,, c d ' }).reportFilters).toEqual({ [field]: ['a', 'B', 'b', 'c d'] });
    expect(parse({ [input]: ',\n,' }).reportFilters).toEqual({});
  });

  it('rejects control characters', () => {
    expect(errorOf('rule-ids', { 'rule-ids': 'a\u0000b' }).message).toBe("Input 'rule-ids' has 'a\\u0000b': remove the control character.");
  });
});

describe('since and until', () => {
  const since = (value: string) => parse({ since: value }).reportFilters.timePeriod?.since;
  const until = (value: string) => parse({ until: value }).reportFilters.timePeriod?.until;

  it('is absent by default', () => {
    expect(parse({}).reportFilters).not.toHaveProperty('timePeriod');
  });

  it.each([
    ['30m', '2026-11-21T11:30:00.000Z'],
    ['12h', '2026-11-21T00:00:00.000Z'],
    ['7d', '2026-11-14T12:00:00.000Z'],
    ['2w', '2026-11-07T12:00:00.000Z'],
    ['0d', '2026-11-21T12:00:00.000Z'],
    ['1 d', '2026-11-20T12:00:00.000Z'],
  ])('reads the duration %s back from now', (input, expected) => {
    expect(since(input)).toBe(expected);
    expect(until(input)).toBe(expected);
  });

  it.each([
    ['2026-11-01', '2026-11-01T00:00:00.000Z'],
    ['2026-11-01T08:30:00Z', '2026-11-01T08:30:00.000Z'],
    ['2026-11-01t08:30z', '2026-11-01T08:30:00.000Z'],
    ['2026-11-01T08:30:15.123456Z', '2026-11-01T08:30:15.123Z'],
    ['2026-11-01T08:30:15+02:00', '2026-11-01T06:30:15.000Z'],
    ['2026-11-01T08:30:15-0530', '2026-11-01T14:00:15.000Z'],
    ['2026-11-01T08:30:15+01', '2026-11-01T07:30:15.000Z'],
    ['2026-11-01 08:30:15Z', '2026-11-01T08:30:15.000Z'],
    ['2026-11-01T08:30:15', '2026-11-01T08:30:15.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['0099-01-01', '0099-01-01T00:00:00.000Z'],
  ])('reads the date-time %s as %s', (input, expected) => {
    expect(since(input)).toBe(expected);
  });

  it('sets both ends', () => {
    expect(parse({ since: '2w', until: '2026-11-20' }).reportFilters.timePeriod).toEqual({
      since: '2026-11-07T12:00:00.000Z',
      until: '2026-11-20T00:00:00.000Z',
    });
  });

  it('accepts until in the future and since equal to until', () => {
    expect(until('2027-01-01')).toBe('2027-01-01T00:00:00.000Z');
    expect(parse({ since: '2026-11-01', until: '2026-11-01T00:00:00Z' }).reportFilters.timePeriod).toEqual({
      since: '2026-11-01T00:00:00.000Z',
      until: '2026-11-01T00:00:00.000Z',
    });
  });

  it.each([
    'yesterday',
    '7',
    '7 days',
    '7D',
    '7M',
    '-7d',
    '1.5d',
    '2026-13-01',
    '2026-02-29',
    '2026-11-31',
    '2026-11-01T24:00Z',
    '2026-11-01T12:60Z',
    '2026-11-01T12:00:60Z',
    '2026-11-01T12:00+24:00',
    '2026-11-01T12Z',
    '2026-11-1',
    '26-11-01',
    'Nov 1 2026',
    '1700000000',
    '999999999w',
  ])('rejects %j and says what it accepts', (input) => {
    for (const name of ['since', 'until']) {
      expect(errorOf(name, { [name]: input }).message).toBe(
        `Input '${name}' is '${input}': use an ISO-8601 date (2026-11-01) or date-time (2026-11-01T12:00:00Z), or a duration back from now (30m, 12h, 7d, 2w).`,
      );
    }
  });

  it('rejects since in the future', () => {
    expect(errorOf('since', { since: '2026-11-22' }).message).toBe(
      "Input 'since' is '2026-11-22', which is in the future (now is 2026-11-21T12:00:00.000Z): use a past date-time or a duration such as 7d.",
    );
  });

  it('rejects since after until', () => {
    expect(errorOf('since', { since: '1d', until: '2d' }).message).toBe(
      "Input 'since' (2026-11-20T12:00:00.000Z) is after input 'until' (2026-11-19T12:00:00.000Z): use a since that is before until.",
    );
  });
});

describe('mode and on-api-error', () => {
  it.each([
    ['enforce', 'enforce'],
    ['WARN', 'warn'],
    ['Enforce', 'enforce'],
  ])('mode reads %j', (input, expected) => {
    expect(parse({ mode: input }).mode).toBe(expected);
  });

  it.each([
    ['fail', 'fail'],
    ['Warn', 'warn'],
  ])('on-api-error reads %j', (input, expected) => {
    expect(parse({ 'on-api-error': input }).onApiError).toBe(expected);
  });

  it('rejects other values and lists the accepted ones', () => {
    expect(errorOf('mode', { mode: 'audit' }).message).toBe("Input 'mode' is 'audit': use one of enforce, warn.");
    expect(errorOf('on-api-error', { 'on-api-error': 'ignore' }).message).toBe("Input 'on-api-error' is 'ignore': use one of fail, warn.");
  });
});

describe('timeout-seconds', () => {
  it.each([
    ['1', 1],
    ['60', 60],
    ['3600', 3600],
    ['0300', 300],
  ])('reads %j', (input, expected) => {
    expect(parse({ 'timeout-seconds': input }).timeoutSeconds).toBe(expected);
  });

  it.each(['0', '3601', '-5', '1.5', '60s', 'abc', '1e3', '99999'])('rejects %j', (input) => {
    expect(errorOf('timeout-seconds', { 'timeout-seconds': input }).message).toBe(
      `Input 'timeout-seconds' is '${input}': use a whole number of seconds from 1 to 3600.`,
    );
  });
});

describe('limits', () => {
  it.each(Object.keys(INPUT_DEFAULTS))('rejects %s over 64 KiB', (input) => {
    const error = errorOf(input, { [input]: 'x'.repeat(64 * 1024 + 1) });
    expect(error.message).toBe(`Input '${input}' is 65537 bytes: the limit is 65536 bytes (64 KiB).`);
  });

  it('counts bytes, not characters', () => {
    expect(errorOf('tags', { tags: 'é'.repeat(40 * 1024) }).message).toContain('is 81920 bytes');
  });

  it('rejects a SEMGREP_APP_TOKEN over 64 KiB', () => {
    expect(errorOf('api-token', {}, { SEMGREP_APP_TOKEN: 'x'.repeat(70_000) }).message).toContain('the limit is 65536 bytes');
  });

  it.each(['projects', 'project-ids', 'tags', 'teams', 'rule-ids', 'finding-categories', 'confidence', 'finding-types'])(
    'rejects %s with more than 1000 items',
    (input) => {
      const error = errorOf(input, { [input]: Array.from({ length: 1001 }, (_, i) => String(i)).join(',') });
      expect(error.message).toBe(`Input '${input}' lists 1001 items: the limit is 1000.`);
    },
  );

  it('accepts 1000 items', () => {
    expect(parse({ tags: Array.from({ length: 1000 }, (_, i) => `t${i}`).join('\n') }).reportFilters.tags).toHaveLength(1000);
  });
});

describe('error messages', () => {
  it('quote values cut to 60 characters, with invisible characters escaped, on one line', () => {
    const error = errorOf('fail-on-severity', { 'fail-on-severity': `hi\u2028gh\u202E\u0085'\\${'x'.repeat(200)}` });
    const quoted = /is ('.*'): use/.exec(error.message)?.[1] ?? '';
    expect(quoted.startsWith("'hi\\u2028gh\\u202E\\u0085\\'\\\\x")).toBe(true);
    expect(quoted.endsWith("x…'")).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(62);
  });

  it('never split an escape when cutting', () => {
    const error = errorOf('mode', { mode: `${'a'.repeat(57)}\u0001\u0001` });
    expect(error.message).toContain(`'${'a'.repeat(57)}…'`);
  });

  it('show a value of exactly 60 characters whole', () => {
    const value = 'b'.repeat(60);
    expect(errorOf('mode', { mode: value }).message).toContain(`'${value}':`);
  });

  it('contain no newline for any rejected input', () => {
    const hostile = 'a\nb\r\nc\u2028d\u2029e\u0000f';
    for (const input of Object.keys(INPUT_DEFAULTS)) {
      if (input === 'thresholds') continue; // a list of budgets: covered in thresholds.test.ts
      try {
        parse({ [input]: `${hostile}\u0001,` });
      } catch (error) {
        expect((error as Error).message).not.toMatch(/[\r\n\u2028\u2029]/);
      }
    }
  });
});

describe('describeFilters', () => {
  it('shows the current repository alone by default', () => {
    expect(describeFilters(parse({}))).toEqual(['projects: acme/api']);
  });

  it('shows all projects', () => {
    expect(describeFilters(parse({ projects: '*' }))).toEqual(['projects: all']);
  });

  it('shows every filter set, enums as short words, times as ISO strings, in a stable order', () => {
    const config = parse({
      projects: 'acme/api, acme/web',
      'project-ids': '7, 8',
      'finding-types': 'sca, code',
      since: '7d',
      until: '2026-11-20',
      confidence: 'FINDING_CONFIDENCE_HIGH, medium',
      reachability: 'always reachable',
      validity: 'no_validator',
      'ai-verdicts': 'true-positive',
      'deployment-statuses': 'not-deployed',
      'public-exposures': 'PUBLIC',
      tags: 'pci, <b>raw</b>',
      teams: 'payments',
      'rule-ids': 'python.lang.security.audit.eval',
      'finding-categories': 'security',
    });
    expect(describeFilters(config)).toEqual([
      'projects: acme/api, acme/web',
      'project-ids: 7, 8',
      'finding-types: sca, code',
      'since: 2026-11-14T12:00:00.000Z',
      'until: 2026-11-20T00:00:00.000Z',
      'confidence: high, medium',
      'reachability: always-reachable',
      'validity: no-validator',
      'ai-verdicts: true-positive',
      'deployment-statuses: not-deployed',
      'public-exposures: public',
      'tags: pci, <b>raw</b>',
      'teams: payments',
      'rule-ids: python.lang.security.audit.eval',
      'finding-categories: security',
    ]);
  });

  it('never shows the token', () => {
    expect(describeFilters(parse({ 'api-token': 'sgp_secret' })).join('\n')).not.toContain('sgp_secret');
  });
});

describe('dependency inputs', () => {
  it('turn the license gate on with fail-on-blocked-licenses', () => {
    expect(parse({ 'fail-on-blocked-licenses': 'true' }).failOnBlockedLicenses).toBe(true);
    expect(parse({ 'fail-on-blocked-licenses': 'No' }).failOnBlockedLicenses).toBe(false);
    expect(errorOf('fail-on-blocked-licenses', { 'fail-on-blocked-licenses': 'maybe' }).message).toBe(
      "Input 'fail-on-blocked-licenses' is 'maybe': use one of true, false.",
    );
  });

  it('map every filter to the dependencyFilter names of the API', () => {
    const config = parse({
      'dependency-repository-ids': '1201, 007\n1201',
      ecosystems: 'NPM, no-package-manager\ngomod, no_package_manager',
      transitivity: 'direct, Transitive, UNKNOWN_TRANSITIVITY',
      'lockfile-path': 'services/api/package-lock.json',
      licenses: 'GPL-3.0, AGPL-3.0, GPL-3.0',
      'include-archived': 'yes',
    });
    expect(config.dependencyFilters).toEqual({
      repositoryIds: ['1201', '7'],
      ecosystems: ['npm', 'no_package_manager', 'gomod'],
      transitivity: ['DIRECT', 'TRANSITIVE', 'UNKNOWN_TRANSITIVITY'],
      lockfilePath: 'services/api/package-lock.json',
      licenses: ['GPL-3.0', 'AGPL-3.0'],
      includeArchived: true,
    });
  });

  it('reject values the API does not accept, naming the input and what it accepts', () => {
    expect(errorOf('ecosystems', { ecosystems: 'npm, yarn' }).message).toBe(
      "Input 'ecosystems' has 'yarn': use one of no_package_manager, npm, pypi, gomod, cargo, maven, gem, composer, nuget, pub, swiftpm, hex, cocoapods, mix, opam, or leave it empty for all.",
    );
    expect(errorOf('transitivity', { transitivity: 'indirect' }).message).toBe(
      "Input 'transitivity' has 'indirect': use one of direct, transitive, unknown, or leave it empty for all.",
    );
    expect(errorOf('transitivity', { transitivity: 'TRANSITIVITY_UNSPECIFIED' }).message).toMatch(/leave the input empty for all/);
    expect(errorOf('dependency-repository-ids', { 'dependency-repository-ids': 'acme/api' }).message).toBe(
      "Input 'dependency-repository-ids' has 'acme/api': use a decimal id such as 1234.",
    );
    expect(errorOf('include-archived', { 'include-archived': 'only' }).input).toBe('include-archived');
    expect(errorOf('lockfile-path', { 'lockfile-path': 'a\u0007b' }).message).toMatch(/control character/);
    expect(errorOf('licenses', { licenses: 'MIT,\u001b[31m' }).input).toBe('licenses');
  });

  it('pick the inventory format from the extension of dependency-inventory', () => {
    expect(parse({}).dependencyInventory).toBeUndefined();
    expect(parse({ 'dependency-inventory': 'out/deps.json' }).dependencyInventory).toEqual({ path: 'out/deps.json', format: 'json' });
    expect(parse({ 'dependency-inventory': 'deps.CSV' }).dependencyInventory).toEqual({ path: 'deps.CSV', format: 'csv' });
    expect(parse({ 'dependency-inventory': '/tmp/sbom.cdx.json' }).dependencyInventory).toEqual({
      path: '/tmp/sbom.cdx.json',
      format: 'cyclonedx',
    });
  });

  it('refuse an inventory path whose extension picks no format', () => {
    for (const path of ['deps.txt', 'deps', '.json', 'out/.csv', 'deps.json/', 'sbom.xml']) {
      expect(errorOf('dependency-inventory', { 'dependency-inventory': path }).message).toMatch(
        /^Input 'dependency-inventory' is '.*': use a file path ending in \.json, \.csv or \.cdx\.json \(the extension picks the format\)\.$/,
      );
    }
  });

  it('describe the dependency filters only when a dependency feature is on', () => {
    const inputs = { ecosystems: 'npm,no_package_manager', transitivity: 'direct', 'include-archived': 'true' };
    expect(describeFilters(parse(inputs)).join('\n')).not.toMatch(/ecosystems/);
    expect(describeFilters(parse({ ...inputs, 'fail-on-blocked-licenses': 'true' }))).toEqual(
      expect.arrayContaining([
        'ecosystems: npm, no_package_manager',
        'transitivity: direct',
        'include-archived: true (archived repositories only)',
      ]),
    );
  });
});

describe('GitHub reporting inputs', () => {
  it('turn annotations off with annotations: false', () => {
    expect(parse({ annotations: 'false' }).github.annotations).toBe(false);
    expect(parse({ annotations: 'Yes' }).github.annotations).toBe(true);
    expect(errorOf('annotations', { annotations: 'sometimes' }).message).toBe(
      "Input 'annotations' is 'sometimes': use one of true, false.",
    );
  });

  it('accept never, always and on-failure for comment-on-pr, and nothing else', () => {
    expect(parse({ 'comment-on-pr': 'ALWAYS' }).github.commentOnPr).toBe('always');
    expect(parse({ 'comment-on-pr': 'on_failure' }).github.commentOnPr).toBe('on-failure');
    expect(errorOf('comment-on-pr', { 'comment-on-pr': 'true' }).message).toBe(
      "Input 'comment-on-pr' is 'true': use one of never, always, on-failure.",
    );
  });

  it('read the unevaluated default of github-token as no token, and keep a real one', () => {
    expect(parse({ 'github-token': '${{ github.token }}' }).github.token).toBe('');
    expect(parse({ 'github-token': ' ghs_abc123 ' }).github.token).toBe('ghs_abc123');
  });

  it('take sarif-file as a path, and refuse a control character in it', () => {
    expect(parse({ 'sarif-file': 'out/findings.sarif' }).github.sarifFile).toBe('out/findings.sarif');
    expect(parse({}).github.sarifFile).toBeUndefined();
    expect(errorOf('sarif-file', { 'sarif-file': 'a\u0007.sarif' }).message).toMatch(/control character/);
  });
});

describe('baseline inputs', () => {
  it('gate-on defaults to total', () => {
    expect(parse({}).gateOn).toBe('total');
    expect(parse({ 'gate-on': '' }).gateOn).toBe('total');
  });

  it('gate-on takes new in any case, with surrounding blanks', () => {
    expect(parse({ 'gate-on': 'new' }).gateOn).toBe('new');
    expect(parse({ 'gate-on': 'NEW' }).gateOn).toBe('new');
    expect(parse({ 'gate-on': ' new ' }).gateOn).toBe('new');
    expect(parse({ 'gate-on': 'Total' }).gateOn).toBe('total');
  });

  it('gate-on refuses anything else, naming the input and the accepted words', () => {
    expect(errorOf('gate-on', { 'gate-on': 'delta' }).message).toBe("Input 'gate-on' is 'delta': use one of total, new.");
    expect(errorOf('gate-on', { 'gate-on': 'true' }).message).toBe("Input 'gate-on' is 'true': use one of total, new.");
  });

  it('baseline-file is absent when not set, and kept as given when set', () => {
    expect(parse({})).not.toHaveProperty('baselineFile');
    expect(parse({ 'baseline-file': '' })).not.toHaveProperty('baselineFile');
    expect(parse({ 'baseline-file': '.findings-gate/baseline.json' }).baselineFile).toBe('.findings-gate/baseline.json');
    expect(parse({ 'baseline-file': '/tmp/base line.json' }).baselineFile).toBe('/tmp/base line.json');
  });

  it('baseline-file refuses a control character', () => {
    expect(errorOf('baseline-file', { 'baseline-file': 'base\u0007line.json' }).message).toMatch(/remove the control character/);
    expect(errorOf('baseline-file', { 'baseline-file': 'a\nb.json' }).message).toMatch(
      /^Input 'baseline-file' has .*: remove the control character\.$/,
    );
  });

  it('timeFilters keep a since duration as written, normalised', () => {
    expect(parse({ since: '7d' }).timeFilters).toEqual({ since: '7d' });
    expect(parse({ since: ' 07d' }).timeFilters).toEqual({ since: '7d' });
    expect(parse({ since: '12 h' }).timeFilters).toEqual({ since: '12h' });
    expect(parse({ since: '2w', until: '30m' }).timeFilters).toEqual({ since: '2w', until: '30m' });
  });

  it('timeFilters keep a date or date-time as its ISO string', () => {
    expect(parse({ since: '2026-11-01' }).timeFilters).toEqual({ since: '2026-11-01T00:00:00.000Z' });
    expect(parse({ since: '2026-11-01T14:00:00+02:00', until: '2026-11-20' }).timeFilters).toEqual({
      since: '2026-11-01T12:00:00.000Z',
      until: '2026-11-20T00:00:00.000Z',
    });
  });

  it('timeFilters keep the duration while the period sent to the API counts back from now', () => {
    const config = parse({ since: '7d' });
    expect(config.timeFilters).toEqual({ since: '7d' });
    expect(config.reportFilters.timePeriod).toEqual({ since: '2026-11-14T12:00:00.000Z' });
  });

  it('timeFilters are absent without since and until', () => {
    expect(parse({}).timeFilters).toBeUndefined();
    expect(parse({})).not.toHaveProperty('timeFilters');
  });
});

describe('undeclared inputs', () => {
  const env = { GITHUB_REPOSITORY: 'acme/api', SEMGREP_APP_TOKEN: 'sgp_token123' };
  it('refuses an INPUT_ variable that no input declares, naming the closest declared input', () => {
    const error = errorOf('fail-on-blocked-license', {}, { ...env, 'INPUT_FAIL-ON-BLOCKED-LICENSE': 'true' });
    expect(error.message).toMatch(/^unknown input "fail-on-blocked-license" \(did you mean "fail-on-blocked-licenses"\?\)/);
  });

  it('names no input when none is close', () => {
    expect(errorOf('colour', {}, { ...env, INPUT_COLOUR: 'red' }).message).toMatch(/^unknown input "colour"; the inputs are listed/);
  });

  it('accepts the variables of every declared input', () => {
    const all = Object.fromEntries(Object.keys(INPUT_DEFAULTS).map((name) => [`INPUT_${name.toUpperCase()}`, '']));
    expect(() => parseConfig({}, { ...env, ...all }, new Date(), ciContext('github', env))).not.toThrow();
  });
});

describe('scan-max-age and wait-for-scan', () => {
  it('reads a duration, and refuses anything else naming the input', () => {
    expect(parse({ 'scan-max-age': '36h' }).scanMaxAge).toEqual({ ms: 36 * 3_600_000, asWritten: '36h' });
    expect(parse({ 'scan-max-age': '7 d' }).scanMaxAge).toEqual({ ms: 7 * 86_400_000, asWritten: '7d' });
    expect(parse({}).scanMaxAge).toBeUndefined();
    expect(errorOf('scan-max-age', { 'scan-max-age': '0h' }).message).toMatch(/^Input 'scan-max-age' is '0h': use a duration/);
    expect(errorOf('scan-max-age', { 'scan-max-age': 'yesterday' }).message).toMatch(/use a duration such as 30m, 36h, 7d or 2w/);
  });

  it('reads true as the head commit, a sha as itself, and refuses anything else', () => {
    expect(parse({ 'wait-for-scan': 'true' }).waitForScan).toBe('head');
    expect(parse({ 'wait-for-scan': '3F2A9C1' }).waitForScan).toEqual({ commit: '3f2a9c1' });
    expect(parse({ 'wait-for-scan': 'false' }).waitForScan).toBeUndefined();
    expect(errorOf('wait-for-scan', { 'wait-for-scan': 'abc' }).message).toMatch(/^Input 'wait-for-scan' is 'abc': use true/);
  });

  it('refuses wait-for-scan over the whole deployment, or over more than 10 projects', () => {
    expect(errorOf('wait-for-scan', { 'wait-for-scan': 'true', projects: '*' }).message).toMatch(/projects is \* \(the whole deployment\)/);
    const many = Array.from({ length: 11 }, (_, i) => `acme/p${i}`).join(',');
    expect(errorOf('wait-for-scan', { 'wait-for-scan': 'true', projects: many }).message).toMatch(/names 11: name at most 10/);
  });
});

describe('max-open-age and list-findings', () => {
  it('reads severity=duration pairs', () => {
    expect(parse({ 'max-open-age': 'critical=7d, HIGH=30d' }).maxOpenAge).toEqual({
      critical: { ms: 7 * 86_400_000, asWritten: '7d' },
      high: { ms: 30 * 86_400_000, asWritten: '30d' },
    });
    expect(parse({}).maxOpenAge).toBeUndefined();
  });

  it('refuses a key that is no severity, a pair without =, a bad duration, a severity twice, and deadlines without the list', () => {
    expect(errorOf('max-open-age', { 'max-open-age': 'urgent=7d' }).message).toMatch(
      /^Input 'max-open-age' has 'urgent=7d': write severity=duration/,
    );
    expect(errorOf('max-open-age', { 'max-open-age': 'critical' }).message).toMatch(/write severity=duration/);
    expect(errorOf('max-open-age', { 'max-open-age': 'critical=soon' }).message).toMatch(/use a duration/);
    expect(errorOf('max-open-age', { 'max-open-age': 'high=1d,high=2d' }).message).toMatch(/sets high twice/);
    expect(errorOf('max-open-age', { 'max-open-age': 'high=1d', 'list-findings': 'false' }).message).toMatch(/list-findings is false/);
  });
});

describe('list-findings false and what only the list judges (issue 40, attack40 findings 2 and 4)', () => {
  it('refuses count-triage-states set beyond open with list-findings false, naming both inputs', () => {
    expect(errorOf('count-triage-states', { 'count-triage-states': 'open,reviewing', 'list-findings': 'false' }).message).toBe(
      "Input 'count-triage-states' counts reviewing beyond open, read from the findings list only, and list-findings is false: set list-findings to true, or leave count-triage-states unset.",
    );
    // Left unset (blank or the default a CI passes), or open alone: nothing asked of the list.
    for (const states of [undefined, '', INPUT_DEFAULTS['count-triage-states'], 'open'])
      expect(parse({ 'count-triage-states': states, 'list-findings': 'false' }).listFindings).toBe(false);
  });

  it('says what list-findings false leaves unjudged: fail-on-malicious and the states beyond open', () => {
    const warnings = listOffWarnings(parse({ 'list-findings': 'false' }));
    expect(warnings).toEqual([
      'fail-on-malicious is not judged: list-findings is false, and the malicious dependencies are read from the findings list. Set list-findings to true, or fail-on-malicious to false.',
      'count-triage-states counts open only: list-findings is false, and reviewing, fixing, provisionally-ignored are read from the findings list. Set list-findings to true to count them.',
    ]);
    expect(listOffWarnings(parse({}))).toEqual([]);
    expect(listOffWarnings(parse({ 'list-findings': 'false', 'fail-on-malicious': 'false', 'count-triage-states': 'open' }))).toEqual([]);
    expect(listOffWarnings(parse({ 'list-findings': 'false', 'finding-types': 'secrets' }))).toEqual([]);
  });

  it('reads sca-min-epss 0 as no filter: it leaves no finding out', () => {
    expect(parse({ 'sca-min-epss': '0' }).platform.sca.minEpss).toBeUndefined();
    expect(parse({ 'sca-min-epss': '0.0' }).platform.sca.minEpss).toBeUndefined();
    expect(parse({ 'sca-min-epss': '0.1' }).platform.sca.minEpss).toBe(0.1);
    // No filter left, so nothing needs the list.
    expect(parse({ 'sca-min-epss': '0', 'list-findings': 'false', 'fail-on-malicious': 'false' }).listFindings).toBe(false);
  });
});

describe('count-triage-states refused (attack40 finding 9)', () => {
  it('says that empty is the default four states, not all six', () => {
    expect(errorOf('count-triage-states', { 'count-triage-states': 'open,triaged' }).message).toBe(
      "Input 'count-triage-states' has 'triaged': use one of open, reviewing, fixing, provisionally-ignored, ignored, fixed, or leave it empty for the default (open, reviewing, fixing, provisionally-ignored).",
    );
  });
});
