import { describe, expect, it } from 'vitest';
import { buildDependenciesQuery, dependencyKey, parseDependency, readDependenciesEnvelope } from '../../src/api/dependencies.ts';
import { ApiError } from '../../src/api/errors.ts';
import { parseFinding } from '../../src/api/findings.ts';
import { parseDeployments, parseIdentity } from '../../src/api/identity.ts';
import { KeySet } from '../../src/api/key-set.ts';
import { buildReportBody, parseReport } from '../../src/api/report.ts';
import { buildSecretsQuery, parseSecret, readSecretsEnvelope } from '../../src/api/secrets.ts';
import type { Dependency } from '../../src/api/types.ts';
import { checkDeploymentId, readCount } from '../../src/api/wire.ts';

/** A secrets page read as the walk reads it: the envelope, then each item. */
function parseSecretsPage(json: unknown) {
  const page = readSecretsEnvelope(json);
  return { ...page, items: page.items.map(parseSecret) };
}

/** A dependencies page read as the walk reads it: the envelope, then each item. */
function parseDependenciesPage(json: unknown) {
  const page = readDependenciesEnvelope(json);
  return { ...page, items: page.items.map(parseDependency) };
}

/** Runs `fn` and returns the ApiError it throws. */
function apiErrorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
}

describe('report parsing', () => {
  it('reads counts sent as int64 strings or numbers, and omitted zeros as 0', () => {
    const report = parseReport({
      byProject: {
        'acme/api': { code: '12', sca: 3, projectId: '1605' },
        'acme/web': { secrets: '1', projectId: 7 },
        'acme/empty': {},
      },
    });
    expect(report.projects).toEqual([
      { label: 'acme/api', projectId: '1605', code: 12, sca: 3, secrets: 0 },
      { label: 'acme/web', projectId: '7', code: 0, sca: 0, secrets: 1 },
      { label: 'acme/empty', code: 0, sca: 0, secrets: 0 },
    ]);
  });

  it('accepts an empty byProject and ignores unknown fields', () => {
    expect(parseReport({ byProject: {}, extra: true }).projects).toEqual([]);
    expect(parseReport({ byProject: { a: { code: 1, newField: 'x' } } }).projects[0]?.code).toBe(1);
  });

  it.each([
    ['a negative count', { byProject: { a: { code: -1 } } }, 'byProject["a"].code'],
    ['a negative string count', { byProject: { a: { code: '-3' } } }, 'byProject["a"].code'],
    ['a fractional count', { byProject: { a: { sca: 1.5 } } }, 'byProject["a"].sca'],
    ['a non-numeric count', { byProject: { a: { secrets: 'many' } } }, 'byProject["a"].secrets'],
    ['a NaN-like count', { byProject: { a: { code: 'NaN' } } }, 'byProject["a"].code'],
    ['a missing byProject', { projects: [] }, 'byProject is missing'],
    ['byProject as a list', { byProject: [] }, 'byProject is a list'],
    ['a body that is not an object', [1, 2], 'the body is a list'],
  ])('rejects %s as a malformed response naming the operation', (_name, body, detail) => {
    const error = apiErrorOf(() => parseReport(body));
    expect(error.kind).toBe('malformed');
    expect(error.operation).toBe('report');
    expect(error.message).toMatch(/^report: the API sent a malformed response: /);
    expect(error.message).toContain(detail);
  });

  it('builds the body with *_UNSPECIFIED dropped and empty lists omitted', () => {
    expect(
      buildReportBody({
        findingTypes: ['FINDING_TYPE_UNSPECIFIED'],
        findingSeverities: ['FINDING_SEVERITY_HIGH', 'FINDING_SEVERITY_UNSPECIFIED', 'FINDING_SEVERITY_CRITICAL'],
        projects: [],
        projectIds: ['12'],
        timePeriod: { since: '2025-01-01T00:00:00Z' },
      }),
    ).toEqual({
      filters: {
        timePeriod: { since: '2025-01-01T00:00:00Z' },
        findingSeverities: ['FINDING_SEVERITY_HIGH', 'FINDING_SEVERITY_CRITICAL'],
        projectIds: ['12'],
      },
    });
    expect(buildReportBody({})).toEqual({ filters: {} });
    expect(buildReportBody({ timePeriod: {} })).toEqual({ filters: {} });
  });
});

describe('secrets page parsing', () => {
  const item = {
    id: 's1',
    type: 'AWS',
    severity: 'SEVERITY_HIGH',
    status: 'FINDING_STATUS_OPEN',
    validationState: 'VALIDATION_STATE_CONFIRMED_VALID',
  };
  /** The item as parsed: its status and validation also in the gate's words. */
  const parsed = { ...item, open: 'asked', confirmedValid: 'asked' };

  it('reads the nested shape, with the top-level cursor forward', () => {
    const page = parseSecretsPage({ cursor: 'c2', findings: { cursor: 'inner', findings: [item] }, previous: 'p' });
    expect(page.cursor).toBe('c2');
    expect(page.items).toEqual([parsed]);
  });

  it('reads the flat shape', () => {
    const page = parseSecretsPage({ cursor: 'c2', findings: [item], previous: '' });
    expect(page).toEqual({ cursor: 'c2', items: [parsed] });
  });

  it('treats an empty or absent cursor as the end', () => {
    expect(parseSecretsPage({ cursor: '', findings: [] })).toEqual({ items: [] });
    expect(parseSecretsPage({ findings: {} })).toEqual({ items: [] });
  });

  it('refuses a body without its list, or with an error beside it: a 200 that says nothing is not an empty list', () => {
    expect(apiErrorOf(() => parseSecretsPage({})).message).toBe('secrets: the API sent a malformed response: findings is missing');
    expect(apiErrorOf(() => parseSecretsPage({ error: 'secrets backend unavailable' })).kind).toBe('malformed');
    expect(apiErrorOf(() => parseSecretsPage({ findings: [], message: 'partial results' })).message).toContain(
      'the body has a success status but carries message "partial results"',
    );
    expect(apiErrorOf(() => parseDependenciesPage({ hasMore: false })).message).toContain('dependencies is missing');
    expect(apiErrorOf(() => parseReport({ byProject: {}, error: 'x' })).kind).toBe('malformed');
    expect(apiErrorOf(() => parseIdentity({ identity: 'x', error: 'y' })).kind).toBe('malformed');
  });

  it('defaults omitted enums to *_UNSPECIFIED and keeps optional fields only when present', () => {
    const [finding] = parseSecretsPage({ findings: [{ id: 'x', unknownField: { deep: 1 }, repository: { name: 'acme/api' } }] }).items;
    expect(finding).toEqual({
      id: 'x',
      type: '',
      severity: 'SEVERITY_UNSPECIFIED',
      status: 'FINDING_STATUS_UNSPECIFIED',
      validationState: 'VALIDATION_STATE_UNSPECIFIED',
      open: 'asked',
      confirmedValid: 'asked',
      repository: { name: 'acme/api' },
    });
  });

  it("keeps a secret's mode as the API wrote it (MODE_BLOCK is the platform's word that it blocks), and refuses one that is not text", () => {
    const modes = ['MODE_BLOCK', 'MODE_COMMENT', 'MODE_MONITOR', 'MODE_DISABLED', 'MODE_SOMETHING_NEW'];
    const { items } = parseSecretsPage({ findings: modes.map((mode, i) => ({ id: String(i), mode })) });
    expect(items.map((secret) => secret.mode)).toEqual(modes);
    expect(apiErrorOf(() => parseSecretsPage({ findings: [{ id: 'a', mode: 3 }] })).message).toContain(
      'findings[0].mode is 3, not a string',
    );
  });

  it.each([
    ['an item without id', { findings: [{ type: 'AWS' }] }],
    ['an item with an object id', { findings: [{ id: {} }] }],
    ['findings as a string', { findings: 'oops' }],
    ['a nested findings list that is not a list', { findings: { findings: 3 } }],
    ['a severity that is not a string', { findings: [{ id: 'a', severity: 4 }] }],
    ['a cursor that is not a string', { cursor: 5, findings: [] }],
  ])('rejects %s', (_name, body) => {
    const error = apiErrorOf(() => parseSecretsPage(body));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/^secrets: the API sent a malformed response/);
  });

  it('builds the query with the spec names, repeated keys, and no *_UNSPECIFIED', () => {
    const params = buildSecretsQuery(
      {
        validationStates: ['VALIDATION_STATE_CONFIRMED_VALID', 'VALIDATION_STATE_UNSPECIFIED'],
        status: 'FINDING_STATUS_OPEN',
        severities: ['SEVERITY_HIGH', 'SEVERITY_CRITICAL'],
        repos: ['acme/api', 'acme/web'],
        since: '2025-01-01T00:00:00Z',
      },
      1000,
      'cur',
    );
    expect([...params]).toEqual([
      ['cursor', 'cur'],
      ['limit', '1000'],
      ['since', '2025-01-01T00:00:00Z'],
      ['validationState', 'VALIDATION_STATE_CONFIRMED_VALID'],
      ['status', 'FINDING_STATUS_OPEN'],
      ['severity', 'SEVERITY_HIGH'],
      ['severity', 'SEVERITY_CRITICAL'],
      ['repo', 'acme/api'],
      ['repo', 'acme/web'],
    ]);
    expect(params.toString()).toContain('severity=SEVERITY_HIGH&severity=SEVERITY_CRITICAL');
  });

  it('omits a status of *_UNSPECIFIED and lists left empty', () => {
    const params = buildSecretsQuery({ status: 'FINDING_STATUS_UNSPECIFIED', severities: ['SEVERITY_UNSPECIFIED'], repos: [] }, 50);
    expect([...params]).toEqual([['limit', '50']]);
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(apiErrorOf(() => buildSecretsQuery({ limit: 0 }, 1000)).kind).toBe('config');
    expect(apiErrorOf(() => buildSecretsQuery({ limit: 2.5 }, 1000)).kind).toBe('config');
  });
});

describe('dependencies page parsing', () => {
  it("reads the seed's {id, name, version} items, keyed by id", () => {
    const page = parseDependenciesPage({ dependencies: [{ id: 'd1', name: 'lodash', version: '4.17.21' }], hasMore: true, cursor: 'c' });
    expect(page).toEqual({
      items: [{ id: 'd1', name: 'lodash', version: '4.17.21', licenses: [] }],
      hasMore: true,
      cursor: 'c',
    });
    expect(dependencyKey(page.items[0] as Dependency)).toBe('d1');
  });

  it('keys two dependencies apart when a separator in one name would join them into the other', () => {
    const seen = new KeySet();
    const page = parseDependenciesPage({
      dependencies: [
        { repositoryId: '1', ecosystem: 'npm', package: { name: 'a|b', versionSpecifier: 'c' }, definedAt: { path: 'p' } },
        { repositoryId: '1', ecosystem: 'npm', package: { name: 'a', versionSpecifier: 'b|c' }, definedAt: { path: 'p' } },
      ],
    });
    expect(page.items.map((d) => seen.add(dependencyKey(d)))).toEqual([true, true]);
  });

  it("reads the spec's FoundDependency, keyed by a composite", () => {
    const page = parseDependenciesPage({
      dependencies: [
        {
          repositoryId: '77',
          definedAt: { path: 'package-lock.json', startLine: '12', url: 'https://x/y', committedAt: '2025-01-01T00:00:00Z' },
          transitivity: 'DIRECT',
          package: { name: 'lodash', versionSpecifier: '4.17.21' },
          ecosystem: 'npm',
          licenses: ['MIT'],
          manifestDefinition: { path: 'package.json' },
          resolvedUrl: 'https://registry.npmjs.org/lodash',
          brandNewField: 1,
        },
      ],
    });
    expect(page.hasMore).toBe(false);
    expect(page.items).toEqual([
      {
        name: 'lodash',
        version: '4.17.21',
        ecosystem: 'npm',
        transitivity: 'DIRECT',
        licenses: ['MIT'],
        repositoryId: '77',
        definedAt: { path: 'package-lock.json', startLine: 12, url: 'https://x/y' },
        manifestPath: 'package.json',
        resolvedUrl: 'https://registry.npmjs.org/lodash',
      },
    ]);
    expect(dependencyKey(page.items[0] as Dependency)).toEqual(['77', 'npm', 'lodash', '4.17.21', 'package-lock.json']);
  });

  it.each([
    ['an item without a name', { dependencies: [{ id: 'x' }] }],
    ['a repositoryId that is not a number', { dependencies: [{ name: 'a', repositoryId: 'abc' }] }],
    ['licenses that are not a list', { dependencies: [{ name: 'a', licenses: 'MIT' }] }],
    ['hasMore that is not a boolean', { dependencies: [], hasMore: 'yes' }],
    ['dependencies as an object', { dependencies: {} }],
  ])('rejects %s', (_name, body) => {
    const error = apiErrorOf(() => parseDependenciesPage(body));
    expect(error.kind).toBe('malformed');
    expect(error.operation).toBe('dependencies');
  });

  it('builds the query with dependencyFilter.* names and repeated keys', () => {
    const params = buildDependenciesQuery(
      {
        name: 'lodash',
        version: '4',
        repositoryIds: ['1', '2'],
        transitivity: ['DIRECT', 'TRANSITIVE'],
        ecosystems: ['npm', 'pypi'],
        lockfilePath: 'package-lock.json',
        licensePolicySettings: ['LICENSE_POLICY_SETTING_BLOCK', 'LICENSE_POLICY_SETTING_UNSPECIFIED'],
        licenses: ['MIT', 'GPL-3.0'],
        includeArchived: true,
      },
      10000,
      'next',
    );
    expect([...params]).toEqual([
      ['dependencyFilter.name', 'lodash'],
      ['dependencyFilter.version', '4'],
      ['dependencyFilter.repositoryId', '1'],
      ['dependencyFilter.repositoryId', '2'],
      ['dependencyFilter.transitivity', 'DIRECT'],
      ['dependencyFilter.transitivity', 'TRANSITIVE'],
      ['dependencyFilter.ecosystem', 'npm'],
      ['dependencyFilter.ecosystem', 'pypi'],
      ['dependencyFilter.lockfilePath', 'package-lock.json'],
      ['dependencyFilter.licensePolicySettings', 'LICENSE_POLICY_SETTING_BLOCK'],
      ['dependencyFilter.license', 'MIT'],
      ['dependencyFilter.license', 'GPL-3.0'],
      ['dependencyFilter.includeArchived', 'true'],
      ['cursor', 'next'],
      ['pageSize', '10000'],
    ]);
  });

  it('refuses a pageSize above 10000 and a repository id that is not a number', () => {
    expect(apiErrorOf(() => buildDependenciesQuery({ pageSize: 10001 }, 10000)).kind).toBe('config');
    expect(apiErrorOf(() => buildDependenciesQuery({ repositoryIds: ['1;drop'] }, 10)).kind).toBe('config');
  });
});

describe('ids kept whole are bounded at the wire (attack9 J3: 10,000 ids of 4,096 characters were 80 MiB)', () => {
  it('refuses a secret, a dependency or a finding whose id is longer than any id of the API, naming the field', () => {
    const long = 'Ā'.repeat(257);
    expect(parseSecret({ id: 'Ā'.repeat(256) }, 0).id).toHaveLength(256);
    expect(() => parseSecret({ id: long }, 3)).toThrow(
      'secrets: the API sent a malformed response: findings[3].id is 257 characters long, longer than an id (at most 256)',
    );
    expect(parseDependency({ id: 'Ā'.repeat(256), name: 'left-pad' }, 0).id).toHaveLength(256);
    expect(() => parseDependency({ id: long, name: 'left-pad' }, 4)).toThrow(
      'dependencies[4].id is 257 characters long, longer than an id (at most 256)',
    );
    const finding = { id: 12, rule_name: 'r', severity: 'high' };
    expect(parseFinding({ ...finding, match_based_id: 'Ā'.repeat(256) }, 0, 'sast').matchBasedId).toHaveLength(256);
    expect(() => parseFinding({ ...finding, match_based_id: long }, 5, 'sast')).toThrow(
      'findings[5].match_based_id is 257 characters long, longer than an id (at most 256)',
    );
  });
});

describe('identity and deployments parsing', () => {
  it('reads ids as strings and allows them to be absent', () => {
    expect(parseIdentity({ identity: 'ci-token', userId: '5', deploymentId: 4242 })).toEqual({
      identity: 'ci-token',
      userId: '5',
      deploymentId: '4242',
    });
    expect(parseIdentity({ identity: 'someone@example.com' })).toEqual({ identity: 'someone@example.com' });
  });

  it('normalises deployment ids sent as numbers or strings, and ignores links', () => {
    expect(
      parseDeployments({
        deployments: [
          { id: 4242, name: 'acme', links: {} },
          { id: '7', name: 'other' },
        ],
      }),
    ).toEqual([
      { id: '4242', name: 'acme' },
      { id: '7', name: 'other' },
    ]);
    expect(parseDeployments({ deployments: [] })).toEqual([]);
    expect(apiErrorOf(() => parseDeployments({})).message).toContain('deployments is missing');
  });

  it('rejects a deployment without an id, or with a fractional one', () => {
    expect(apiErrorOf(() => parseDeployments({ deployments: [{ name: 'x' }] })).kind).toBe('malformed');
    expect(apiErrorOf(() => parseDeployments({ deployments: [{ id: 1.5 }] })).kind).toBe('malformed');
  });
});

describe('wire readers', () => {
  it('checks a deployment id is a decimal integer before it enters a path', () => {
    expect(checkDeploymentId('secrets', '4242')).toBe('4242');
    for (const bad of ['', 'abc', '12/../34', '-1', '1.0', ' 12', '12345678901234567890', '%2e%2e']) {
      const error = apiErrorOf(() => checkDeploymentId('secrets', bad));
      expect(error.kind).toBe('config');
      expect(error.message).toMatch(/^secrets: the deployment id must be a decimal number/);
    }
  });

  it('reads int64 counts from numbers and decimal strings only', () => {
    expect(readCount('report', '9007199254740991', 'c')).toBe(9007199254740991);
    expect(readCount('report', undefined, 'c')).toBe(0);
    expect(() => readCount('report', '9007199254740993', 'c')).toThrow(ApiError);
    expect(() => readCount('report', '1e3', 'c')).toThrow(ApiError);
    expect(() => readCount('report', true, 'c')).toThrow(ApiError);
    expect(() => readCount('report', Number.NaN, 'c')).toThrow(ApiError);
  });
});
