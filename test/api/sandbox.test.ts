// The client end to end against the sandbox API: every operation, every filter's wire name,
// both wire variants, pagination ends, and each fault either recovered or reported clearly.
import { afterEach, describe, expect, it } from 'vitest';
import { dependencyKey } from '../../src/api/dependencies.ts';
import type { ApiClient, ApiClientOptions, Dependency, SecretFinding } from '../../src/api/index.ts';
import { ApiError, createApiClient } from '../../src/api/index.ts';
import { datasetOf, demoDatasetWithPolicy } from '../sandbox/data.ts';
import type { Sandbox, SandboxOptions } from '../sandbox/server.ts';
import { startSandbox } from '../sandbox/server.ts';

let sandboxes: Sandbox[] = [];
let clients: ApiClient[] = [];
afterEach(async () => {
  for (const c of clients) await c.close();
  for (const s of sandboxes) await s.close();
  clients = [];
  sandboxes = [];
});

async function sandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const sb = await startSandbox(options);
  sandboxes.push(sb);
  return sb;
}

/** A client with fast retries and short timeouts, so fault tests stay quick. */
function clientFor(sb: Sandbox, options: Partial<ApiClientOptions> = {}): ApiClient {
  const client = createApiClient({
    baseUrl: sb.url,
    token: sb.tokens.demo,
    retryMinDelayMs: 5,
    requestTimeoutMs: 1000,
    ...options,
  });
  clients.push(client);
  return client;
}

async function pagesOf<T>(iterable: AsyncIterable<T[]>): Promise<T[][]> {
  const pages: T[][] = [];
  for await (const page of iterable) pages.push(page);
  return pages;
}

async function allOf<T>(iterable: AsyncIterable<T[]>): Promise<T[]> {
  return (await pagesOf(iterable)).flat();
}

/** The ApiError a promise rejects with; the message never carries a token. */
async function failure(sb: Sandbox, promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  for (const token of Object.values(sb.tokens)) {
    expect((error as ApiError).message).not.toContain(token);
    expect(JSON.stringify(error)).not.toContain(token);
  }
  return error as ApiError;
}

const routeRequests = (sb: Sandbox, route: string) => sb.requests.filter((r) => r.route === route);

describe.each([
  { secretsShape: 'nested', int64: 'string' },
  { secretsShape: 'flat', int64: 'number' },
  { secretsShape: 'flat', int64: 'string' },
  { secretsShape: 'nested', int64: 'number' },
] as const)('every operation with $secretsShape secrets and int64 as $int64', (wire) => {
  it('reads identity, deployments, the report, all secrets and all dependencies', async () => {
    const sb = await sandbox(wire);
    const client = clientFor(sb, { secretsPageSize: 7, dependenciesPageSize: 50 });
    const id = sb.dataset.deployment.id;

    expect(await client.getIdentity()).toEqual({ identity: 'api-token:findings-gate-ci', userId: '1001', deploymentId: id });
    expect(await client.listDeployments()).toEqual([{ id, name: sb.dataset.deployment.name }]);

    const report = await client.getFindingsReport(id, {});
    expect(report.projects.length).toBe(sb.dataset.projects.length);
    const openByProduct = { code: 0, sca: 0, secrets: 0 };
    for (const f of sb.dataset.findings) if (f.status === 'open') openByProduct[f.product]++;
    const sum = (p: 'code' | 'sca' | 'secrets') => report.projects.reduce((n, x) => n + x[p], 0);
    expect({ code: sum('code'), sca: sum('sca'), secrets: sum('secrets') }).toEqual(openByProduct);
    expect(report.projects.every((p) => /^[0-9]+$/.test(p.projectId ?? ''))).toBe(true);

    const secretPages = await pagesOf(client.listSecrets(id));
    expect(secretPages.every((p) => p.length <= 7)).toBe(true);
    const secrets = secretPages.flat();
    expect(secrets.map((s) => s.id).sort()).toEqual(sb.dataset.secrets.map((s) => s.id).sort());
    const first = sb.dataset.secrets.find((s) => s.id === secrets[0]?.id);
    expect(secrets[0]).toMatchObject({
      severity: first?.severity,
      status: first?.status,
      validationState: first?.validationState,
      repository: { name: first?.repository.name },
    });

    const dependencies = await allOf(client.listDependencies(id));
    const live = Array.from({ length: sb.dataset.dependencies.count }, (_, i) => sb.dataset.dependencies.at(i)).filter((d) => !d.archived);
    expect(dependencies).toHaveLength(live.length);
    expect(new Set(dependencies.map((d) => JSON.stringify(dependencyKey(d)))).size).toBe(live.length);
    const [firstDependency] = dependencies;
    expect(firstDependency?.name).not.toBe('');
    expect(firstDependency?.repositoryId).toMatch(/^[0-9]+$/);
    expect(typeof firstDependency?.definedAt?.startLine).toBe('number');

    expect(client.stats().requests).toBe(sb.requests.length);
    expect(client.stats().retries).toBe(0);
    expect(client.stats().bytesReceived).toBeGreaterThan(1000);
  });
});

describe('requests on the wire', () => {
  it('sends the report filters in the body, without *_UNSPECIFIED or empty lists', async () => {
    const sb = await sandbox();
    const client = clientFor(sb);
    const report = await client.getFindingsReport('4242', {
      timePeriod: { since: '2026-01-01T00:00:00Z', until: '2026-12-01T00:00:00Z' },
      findingTypes: ['FINDING_TYPE_CODE', 'FINDING_TYPE_UNSPECIFIED'],
      findingSeverities: ['FINDING_SEVERITY_HIGH', 'FINDING_SEVERITY_CRITICAL'],
      projects: ['acme/payments-api'],
      projectIds: ['1201'],
      tags: [],
      confidence: ['FINDING_CONFIDENCE_HIGH'],
      reachability: ['FINDING_REACHABILITY_UNSPECIFIED'],
    });
    expect(report.projects.map((p) => p.label)).toEqual(['acme/payments-api']);
    expect(routeRequests(sb, 'report')[0]?.body).toEqual({
      filters: {
        timePeriod: { since: '2026-01-01T00:00:00Z', until: '2026-12-01T00:00:00Z' },
        findingTypes: ['FINDING_TYPE_CODE'],
        findingSeverities: ['FINDING_SEVERITY_HIGH', 'FINDING_SEVERITY_CRITICAL'],
        projects: ['acme/payments-api'],
        projectIds: ['1201'],
        confidence: ['FINDING_CONFIDENCE_HIGH'],
      },
    });
  });

  it('sends the secrets filters with the spec names and repeated keys, and the server applies them', async () => {
    const sb = await sandbox();
    const client = clientFor(sb);
    const repos = ['acme/payments-api', 'acme/web-frontend'];
    const secrets = await allOf(
      client.listSecrets('4242', {
        validationStates: ['VALIDATION_STATE_CONFIRMED_VALID', 'VALIDATION_STATE_UNSPECIFIED'],
        status: 'FINDING_STATUS_OPEN',
        severities: ['SEVERITY_HIGH', 'SEVERITY_CRITICAL'],
        repos,
        since: '2026-01-01T00:00:00Z',
      }),
    );
    expect(routeRequests(sb, 'secrets')[0]?.query).toEqual({
      limit: ['1000'],
      since: ['2026-01-01T00:00:00Z'],
      validationState: ['VALIDATION_STATE_CONFIRMED_VALID'],
      status: ['FINDING_STATUS_OPEN'],
      severity: ['SEVERITY_HIGH', 'SEVERITY_CRITICAL'],
      repo: repos,
    });
    const expected = sb.dataset.secrets.filter(
      (s) =>
        s.validationState === 'VALIDATION_STATE_CONFIRMED_VALID' &&
        s.status === 'FINDING_STATUS_OPEN' &&
        ['SEVERITY_HIGH', 'SEVERITY_CRITICAL'].includes(s.severity) &&
        repos.includes(s.repository.name),
    );
    expect(secrets.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
  });

  it('sends the dependency filters as dependencyFilter.* with repeated keys', async () => {
    const sb = await sandbox();
    const client = clientFor(sb);
    const deps = await allOf(
      client.listDependencies('4242', {
        name: 'lodash',
        version: '4.17.21',
        repositoryIds: ['1201', '1202'],
        transitivity: ['DIRECT', 'TRANSITIVE'],
        ecosystems: ['npm', 'pypi'],
        lockfilePath: 'package-lock.json',
        licensePolicySettings: ['LICENSE_POLICY_SETTING_ALLOW', 'LICENSE_POLICY_SETTING_UNSPECIFIED'],
        licenses: ['MIT'],
        includeArchived: true,
      }),
    );
    expect(routeRequests(sb, 'dependencies')[0]?.query).toEqual({
      'dependencyFilter.name': ['lodash'],
      'dependencyFilter.version': ['4.17.21'],
      'dependencyFilter.repositoryId': ['1201', '1202'],
      'dependencyFilter.transitivity': ['DIRECT', 'TRANSITIVE'],
      'dependencyFilter.ecosystem': ['npm', 'pypi'],
      'dependencyFilter.lockfilePath': ['package-lock.json'],
      'dependencyFilter.licensePolicySettings': ['LICENSE_POLICY_SETTING_ALLOW'],
      'dependencyFilter.license': ['MIT'],
      'dependencyFilter.includeArchived': ['true'],
      pageSize: ['10000'],
    });
    expect(routeRequests(sb, 'dependencies')[0]?.status).toBe(200);
    expect(deps.every((d) => d.name === 'lodash')).toBe(true);
  });

  it('filters dependencies for real: ecosystem and archived repositories', async () => {
    const sb = await sandbox();
    const client = clientFor(sb);
    const npm = await allOf(client.listDependencies('4242', { ecosystems: ['npm'] }));
    expect(npm.length).toBeGreaterThan(0);
    expect(npm.every((d) => d.ecosystem === 'npm')).toBe(true);
    const archived = await allOf(client.listDependencies('4242', { includeArchived: true }));
    expect(archived.every((d) => d.repositoryId === '1211')).toBe(true);
  });

  it("reads the seed's {id, name, version} dependency shape, keyed by id", async () => {
    const dataset = datasetOf({
      projects: ['acme/api'],
      dependencies: [{ name: 'left-pad', version: '1.3.0' }, { name: 'lodash', version: '4.17.21' }, { name: 'react' }],
      dependencyShape: 'seed',
    });
    const sb = await sandbox({ dataset });
    const deps = await pagesOf(clientFor(sb, { dependenciesPageSize: 2 }).listDependencies('4242'));
    expect(deps).toEqual([
      [
        { id: '1', name: 'left-pad', version: '1.3.0', licenses: [] },
        { id: '2', name: 'lodash', version: '4.17.21', licenses: [] },
      ],
      [{ id: '3', name: 'react', version: '1.0.0', licenses: [] }],
    ]);
  });
});

describe('pagination ends', () => {
  const dataset = () =>
    datasetOf({
      projects: ['acme/api'],
      secrets: Array.from({ length: 6 }, (_, i) => ({ id: `s${i + 1}` })),
      dependencies: Array.from({ length: 6 }, (_, i) => ({ name: `pkg-${i + 1}` })),
    });

  it.each(['string', 'number'] as const)('stops when the last page fills exactly (int64 as %s)', async (int64) => {
    const sb = await sandbox({ dataset: dataset(), int64 });
    const client = clientFor(sb, { secretsPageSize: 3, dependenciesPageSize: 3 });
    expect((await pagesOf(client.listSecrets('4242'))).map((p) => p.length)).toEqual([3, 3]);
    expect((await pagesOf(client.listDependencies('4242'))).map((p) => p.length)).toEqual([3, 3]);
    // secrets: the second page carries no cursor; dependencies: hasMore false ends the list
    expect(routeRequests(sb, 'secrets')).toHaveLength(2);
    expect(routeRequests(sb, 'dependencies')).toHaveLength(2);
  });

  it('yields nothing for an empty list', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: ['acme/api'] }) });
    const client = clientFor(sb);
    expect(await pagesOf(client.listSecrets('4242'))).toEqual([]);
    expect(await pagesOf(client.listDependencies('4242'))).toEqual([]);
  });

  it('stops at a stuck cursor with a warning, yielding each item once', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const warnings: string[] = [];
    const client = clientFor(sb, { secretsPageSize: 2, dependenciesPageSize: 2, onWarning: (m) => warnings.push(m) });
    sb.inject('secrets', { kind: 'stuck-cursor' });
    sb.inject('dependencies', { kind: 'stuck-cursor' });
    const secrets: SecretFinding[] = await allOf(client.listSecrets('4242'));
    const deps: Dependency[] = await allOf(client.listDependencies('4242'));
    expect(secrets.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(deps.map((d) => d.name)).toEqual(['pkg-1', 'pkg-2']);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^secrets: the API sent the same page cursor twice/);
    expect(warnings[1]).toMatch(/^dependencies: the API sent the same page cursor twice/);
    expect(routeRequests(sb, 'secrets').length).toBeLessThanOrEqual(3);
  });

  it('fails past the page cap instead of truncating the list', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const client = clientFor(sb, { secretsPageSize: 1, maxPages: 4 });
    const error = await failure(sb, allOf(client.listSecrets('4242')));
    expect(error.kind).toBe('pagination');
    expect(error.message).toMatch(/^secrets: the list is longer than 4 pages; stopped rather than report a truncated list/);
  });
});

describe('faults the client recovers from', () => {
  it('retries 503 twice, then succeeds', async () => {
    const sb = await sandbox();
    const client = clientFor(sb);
    sb.inject('deployments', { kind: 'status', status: 503, times: 2 });
    expect(await client.listDeployments()).toHaveLength(1);
    expect(client.stats()).toMatchObject({ requests: 3, retries: 2 });
  });

  it.each([429, 502, 504])('retries %i', async (status) => {
    const sb = await sandbox();
    sb.inject('identity', { kind: 'status', status, times: 1 });
    await expect(clientFor(sb).getIdentity()).resolves.toMatchObject({ deploymentId: '4242' });
  });

  it('honours Retry-After: 1 on a 429', async () => {
    const sb = await sandbox();
    sb.inject('secrets', { kind: 'status', status: 429, times: 1, retryAfter: '1' });
    const started = Date.now();
    await allOf(clientFor(sb).listSecrets('4242'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const [first, second] = routeRequests(sb, 'secrets');
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('retries the report POST after a connection reset', async () => {
    const sb = await sandbox();
    sb.inject('report', { kind: 'reset', times: 2 });
    const client = clientFor(sb);
    const report = await client.getFindingsReport('4242', {});
    expect(report.projects.length).toBeGreaterThan(0);
    expect(routeRequests(sb, 'report').map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('retries a request that hangs, after the request timeout', async () => {
    const sb = await sandbox();
    sb.inject('dependencies', { kind: 'hang', times: 1 });
    const deps = await allOf(clientFor(sb, { requestTimeoutMs: 300 }).listDependencies('4242'));
    expect(deps.length).toBeGreaterThan(0);
  });

  it('retries a truncated body', async () => {
    const sb = await sandbox();
    sb.inject('secrets', { kind: 'truncated', times: 1 });
    expect(await allOf(clientFor(sb).listSecrets('4242'))).toHaveLength(sb.dataset.secrets.length);
  });
});

describe('faults reported clearly', () => {
  it('503 forever: the API kept answering 503 after N attempts', async () => {
    const sb = await sandbox();
    sb.inject('report', { kind: 'status', status: 503, body: '{"error":"maintenance"}' });
    const error = await failure(sb, clientFor(sb, { maxAttempts: 3 }).getFindingsReport('4242', {}));
    expect(error).toMatchObject({ operation: 'report', kind: 'http', status: 503, serverMessage: 'maintenance' });
    expect(error.message).toBe('report: HTTP 503: the API kept answering 503 after 3 attempts; try again later');
    expect(routeRequests(sb, 'report')).toHaveLength(3);
  });

  it('reset forever: could not reach the origin', async () => {
    const sb = await sandbox();
    sb.inject('deployments', { kind: 'reset' });
    const error = await failure(sb, clientFor(sb, { maxAttempts: 2 }).listDeployments());
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(new RegExp(`^deployments: could not reach ${sb.url}: (ECONNRESET|UND_ERR_SOCKET) after 2 attempts$`));
  });

  it('hang forever: the request timeout', async () => {
    const sb = await sandbox();
    sb.inject('identity', { kind: 'hang' });
    const error = await failure(sb, clientFor(sb, { maxAttempts: 2, requestTimeoutMs: 200 }).getIdentity());
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      `identity: the API at ${sb.url} did not answer within 0.2 s after 2 attempts (the last answer stopped after 39 bytes); try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (2 attempts made) or timeout-seconds`,
    );
  });

  it('the run deadline cuts a slow run', async () => {
    const sb = await sandbox();
    sb.inject('secrets', { kind: 'latency', ms: 400 });
    const error = await failure(sb, allOf(clientFor(sb, { deadlineMs: 250 }).listSecrets('4242')));
    expect(error.kind).toBe('deadline');
    expect(error.message).toMatch(/^secrets: the run's deadline of 0\.25 s was reached/);
  });

  it('a body that is not JSON is malformed, naming the operation', async () => {
    const sb = await sandbox();
    sb.inject('report', { kind: 'malformed' });
    const error = await failure(sb, clientFor(sb).getFindingsReport('4242', {}));
    expect(error.message).toBe('report: the API sent a malformed response: the body is not JSON');
    expect(routeRequests(sb, 'report')).toHaveLength(1);
  });

  it.each([
    ['report', /^report: the API sent a malformed response: byProject\["acme\/payments-api"\]\.code is "lots", not a count$/],
    ['secrets', /^secrets: the API sent a malformed response: cursor is 17, not a string$/],
    ['dependencies', /^dependencies: the API sent a malformed response: dependencies is an object, not a list$/],
    ['deployments', /^deployments: the API sent a malformed response: deployments is an object, not a list$/],
    ['identity', /^identity: the API sent a malformed response: identity is missing$/],
  ] as const)('a %s body of the wrong shape is malformed', async (route, message) => {
    const sb = await sandbox();
    sb.inject(route, { kind: 'wrong-shape' });
    const client = clientFor(sb);
    const call = {
      report: () => client.getFindingsReport('4242', {}),
      secrets: () => allOf(client.listSecrets('4242')),
      dependencies: () => allOf(client.listDependencies('4242')),
      deployments: () => client.listDeployments(),
      identity: () => client.getIdentity(),
    }[route];
    const error = await failure(sb, call());
    expect(error).toMatchObject({ operation: route, kind: 'malformed' });
    expect(error.message).toMatch(message);
  });

  it('a redirect is not followed and names the target origin', async () => {
    const sb = await sandbox();
    sb.inject('secrets', { kind: 'redirect', location: 'https://attacker.example/collect?x=1' });
    const error = await failure(sb, allOf(clientFor(sb).listSecrets('4242')));
    expect(error.message).toBe(
      "secrets: HTTP 307: the API answered with a redirect to https://attacker.example; set base-url to the API's own address",
    );
    expect(sb.requests).toHaveLength(1);
  });

  it('a 400 carries the server message and is not retried', async () => {
    const sb = await sandbox();
    const error = await failure(sb, allOf(clientFor(sb, { secretsPageSize: 5000 }).listSecrets('4242')));
    expect(error.message).toBe('secrets: HTTP 400: the API rejected a parameter: limit must be an integer between 1 and 1000');
    expect(sb.requests).toHaveLength(1);
  });
});

describe('tokens and deployments', () => {
  it('an unknown token: HTTP 401, never retried', async () => {
    const sb = await sandbox();
    const error = await failure(sb, clientFor(sb, { token: 'sgp_wrong' }).listDeployments());
    expect(error.message).toBe(
      'deployments: HTTP 401: the API token was rejected: check the Semgrep token the run was given (wrong, expired or revoked)',
    );
    expect(error.serverMessage).toBe('Invalid API token');
    expect(sb.requests).toHaveLength(1);
  });

  it('a token without the Web API scope: HTTP 404', async () => {
    const sb = await sandbox();
    const error = await failure(sb, allOf(clientFor(sb, { token: sb.tokens.noWebApi }).listSecrets('4242')));
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/^secrets: HTTP 404: deployment not found, or the token lacks the Web API scope/);
    expect(sb.requests).toHaveLength(1);
  });

  it("another deployment's id: HTTP 404", async () => {
    const sb = await sandbox();
    const error = await failure(sb, clientFor(sb).getFindingsReport(sb.dataset.otherDeployment.id, {}));
    expect(error).toMatchObject({ operation: 'report', status: 404, kind: 'http' });
  });

  it("the other deployment's token sees its own, empty deployment", async () => {
    const sb = await sandbox();
    const client = clientFor(sb, { token: sb.tokens.other });
    expect(await client.getIdentity()).toMatchObject({ deploymentId: sb.dataset.otherDeployment.id });
    expect(await allOf(client.listSecrets(sb.dataset.otherDeployment.id))).toEqual([]);
  });

  it('a user JWT has an identity without ids', async () => {
    const sb = await sandbox();
    expect(await clientFor(sb, { token: sb.tokens.jwt }).getIdentity()).toEqual({ identity: 'alice@acme.example' });
  });

  it('a deployment id that is not a number never reaches the server', async () => {
    const sb = await sandbox();
    const client = clientFor(sb);
    for (const id of ['../4242', '4242?x=1', 'acme', '']) {
      const error = await failure(sb, allOf(client.listSecrets(id)));
      expect(error.kind).toBe('config');
    }
    expect(sb.requests).toHaveLength(0);
  });

  it('an http base URL to a non-loopback host is refused before any request', () => {
    expect(() => createApiClient({ baseUrl: 'http://semgrep.dev', token: 'x' })).toThrow(ApiError);
    expect(() => createApiClient({ baseUrl: 'http://semgrep.dev', token: 'x' })).toThrow(/^client: base-url must use https:/);
  });
});

describe("the platform's policy and the supply-chain fields, read through the client", () => {
  it('walks the open code findings of the rules in Block mode, one status a walk, and the malicious supply-chain findings', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    const client = clientFor(sb);
    const ds = sb.dataset;
    const modeOf = (ruleId: string) => ds.ruleModes?.[ruleId] ?? 'monitor';
    const ids = (findings: readonly { id: string }[]) => findings.map((f) => f.id).sort();
    const block = await allOf(client.listFindings('acme', { issueType: 'sast', policies: ['block'] }));
    expect(ids(block)).toEqual(ids(ds.findings.filter((f) => f.product === 'code' && f.status === 'open' && modeOf(f.ruleId) === 'block')));
    expect(routeRequests(sb, 'findings').at(-1)?.query).toMatchObject({ status: ['open'], policies: ['rule-board-block'] });
    for (const status of ['reviewing', 'provisionally_ignored'] as const) {
      const listed = await allOf(client.listFindings('acme', { issueType: 'sca', status }));
      expect(ids(listed)).toEqual(ids(ds.findings.filter((f) => f.product === 'sca' && f.status === status)));
      expect(new Set(listed.map((f) => f.status))).toEqual(new Set([status]));
    }
    const malicious = await allOf(client.listFindings('acme', { issueType: 'sca', isMalicious: true }));
    expect(malicious.map((f) => [f.isMalicious, f.dependency?.package, f.dependency?.version])).toEqual([
      [true, expect.any(String), expect.any(String)],
    ]);
  });

  it("reads each supply-chain finding's EPSS probability (absent when the dataset has none), fixes and reachability as the sandbox holds them", async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    const client = clientFor(sb);
    const byId = new Map(sb.dataset.findings.map((f) => [f.id, f]));
    const listed = await allOf(client.listFindings('acme', { issueType: 'sca' }));
    expect(listed.length).toBeGreaterThan(50);
    for (const finding of listed) {
      const record = byId.get(finding.id);
      expect(finding.epssScore).toBe(record?.epss?.score);
      expect(finding.fixRecommendations).toEqual(record?.fixRecommendations ?? []);
      expect(finding.isMalicious).toBe(record?.malicious === true);
      expect(finding.reachability).toBe(record?.reachability?.replaceAll('_', ' '));
    }
    expect(listed.some((f) => f.epssScore === undefined)).toBe(true);
  });

  it('refuses policies on the supply-chain list before any request', async () => {
    const sb = await sandbox({ dataset: demoDatasetWithPolicy() });
    const error = await failure(sb, allOf(clientFor(sb).listFindings('acme', { issueType: 'sca', policies: ['block'] })));
    expect(error.kind).toBe('config');
    expect(routeRequests(sb, 'findings')).toEqual([]);
  });
});
