// The scope proved (src/collect/scope.ts), through the real client against the sandbox: named projects
// exist or the run is a configuration error, `*` is every project of the deployment, and a server
// without the projects list falls back to the report's labels.
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../src/api/index.ts';
import { ProjectBudget } from '../../src/collect/project-budget.ts';
import { checkScopeAgainstReport, readAll, resolveScope } from '../../src/collect/scope.ts';
import { ConfigError } from '../../src/config/index.ts';
import { datasetOf } from '../sandbox/data.ts';
import { type Sandbox, startSandbox } from '../sandbox/server.ts';
import { tallyOf } from '../support/builders.ts';
import { configOf } from '../support/fixtures.ts';

const open: { sb: Sandbox; api: ApiClient }[] = [];
afterAll(async () => {
  for (const { sb, api } of open) {
    await api.close();
    await sb.close();
  }
});

async function deployment(): Promise<{ sb: Sandbox; api: ApiClient; id: string }> {
  const dataset = datasetOf({
    projects: [{ name: 'acme/api', id: '101', defaultBranchId: '7' }, 'acme/web', { name: 'acme/old', archived: true }],
  });
  const sb = await startSandbox({ dataset });
  const api = createApiClient({ baseUrl: sb.url, token: sb.tokens.demo, retryMinDelayMs: 1 });
  open.push({ sb, api });
  return { sb, api, id: dataset.deployment.id };
}

describe('resolveScope', () => {
  it('proves each named project, with its id, its default branch and whether it is archived', async () => {
    const { api, id } = await deployment();
    const scope = await resolveScope(api, configOf({ projects: ['acme/api', 'acme/old'] }), id);
    expect(scope).toEqual({
      source: 'projects-list',
      projects: [
        { name: 'acme/api', id: '101', defaultBranchId: '7' },
        { name: 'acme/old', id: '103', archived: true },
      ],
    });
  });

  it('is every project of the deployment for projects: *, archived ones marked', async () => {
    const { api, id } = await deployment();
    const scope = await resolveScope(api, configOf({ projects: 'all' }), id);
    expect(scope.whole).toBe(true);
    expect(scope.projects.map((p) => [p.name, p.archived ?? false])).toEqual([
      ['acme/api', false],
      ['acme/web', false],
      ['acme/old', true],
    ]);
  });

  it('an unknown name is a configuration error offering the closest names, whatever the suggestions call does', async () => {
    const { sb, api, id } = await deployment();
    const error = await resolveScope(api, configOf({ projects: ['acme/apii'] }), id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^projects: no project named "acme\/apii" in deployment \d+ \(did you mean "acme\/api"\?\)/);
    sb.inject('projects', {
      kind: 'status',
      status: 503,
      when: ({ body }) => (body as { filter?: { names?: unknown } }).filter?.names === undefined,
    });
    const without = await resolveScope(api, configOf({ projects: ['acme/apii'] }), id).catch((e: unknown) => e);
    expect(without).toBeInstanceOf(ConfigError);
    expect((without as Error).message).toMatch(/^projects: no project named "acme\/apii" in deployment \d+; project names are exact/);
  });

  it('an unknown project id is a configuration error', async () => {
    const { api, id } = await deployment();
    const error = await resolveScope(api, configOf({ projects: 'all', projectIds: ['999'] }), id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^project-ids: no project with id 999 in deployment/);
  });

  it('falls back to the report where the server has no projects list, saying why', async () => {
    const { sb, api, id } = await deployment();
    sb.inject('projects', { kind: 'status', status: 404 });
    expect(await resolveScope(api, configOf({ projects: ['acme/api'] }), id)).toEqual({
      source: 'report',
      projects: [{ name: 'acme/api' }],
      why: 'the projects list answered HTTP 404',
    });
    expect(await resolveScope(api, configOf({ projects: 'all' }), id)).toEqual({
      source: 'report',
      whole: true,
      projects: [],
      why: 'the projects list answered HTTP 404',
    });
  });

  it('projects: * in a deployment without a project is a configuration error, not a scope of nothing (attack23 G4b)', async () => {
    const sb = await startSandbox({ dataset: datasetOf({ projects: [] }) });
    const api = createApiClient({ baseUrl: sb.url, token: sb.tokens.demo, retryMinDelayMs: 1 });
    open.push({ sb, api });
    const error = await resolveScope(api, configOf({ projects: 'all' }), '4242').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(
      /^projects: \*: the projects list of deployment 4242 names no project, so the gate has nothing to judge and does not pass on nothing; check that api-token/,
    );
    const policy = { file: 'acme/policies/gate.yml@main', from: 'github' as const, sets: ['projects'], tightened: [] };
    const underPolicy = await resolveScope(api, configOf({ projects: 'all', policy }), '4242').catch((e: unknown) => e);
    expect((underPolicy as Error).message).toMatch(
      /^projects: \* \(set by the policy file acme\/policies\/gate.yml@main\): .*pin the deployment in the policy/,
    );
  });

  it('a name the list gives two live projects is refused, not resolved to the last one listed (attack45 F2)', async () => {
    const dataset = datasetOf({
      projects: [
        { name: 'acme/api', id: '101' },
        { name: 'acme/api', id: '999' },
        { name: 'acme/api', id: '50', archived: true },
      ],
    });
    const sb = await startSandbox({ dataset });
    const api = createApiClient({ baseUrl: sb.url, token: sb.tokens.demo, retryMinDelayMs: 1 });
    open.push({ sb, api });
    const error = await resolveScope(api, configOf({ projects: ['acme/api'] }), dataset.deployment.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/names 2 live projects "acme\/api" \(ids 101, 999\).*project-ids/);
    // By their ids, both are judged.
    const byIds = await resolveScope(api, configOf({ projects: [], projectIds: ['101', '999'] }), dataset.deployment.id);
    expect(byIds.projects.map((p) => p.id)).toEqual(['101', '999']);
  });

  it('of a live project and an archived one of its name, the name means the live one, whatever the order', async () => {
    for (const order of [
      [
        { name: 'acme/api', id: '50', archived: true },
        { name: 'acme/api', id: '101' },
      ],
      [
        { name: 'acme/api', id: '101' },
        { name: 'acme/api', id: '50', archived: true },
      ],
    ]) {
      const dataset = datasetOf({ projects: order });
      const sb = await startSandbox({ dataset });
      const api = createApiClient({ baseUrl: sb.url, token: sb.tokens.demo, retryMinDelayMs: 1 });
      open.push({ sb, api });
      const scope = await resolveScope(api, configOf({ projects: ['acme/api'] }), dataset.deployment.id);
      expect(scope.projects).toEqual([{ name: 'acme/api', id: '101' }]);
    }
  });

  it('fails on any other error of the projects list', async () => {
    const { sb, api, id } = await deployment();
    sb.inject('projects', { kind: 'status', status: 500 });
    await expect(resolveScope(api, configOf({ projects: ['acme/api'] }), id)).rejects.toMatchObject({ operation: 'projects', status: 500 });
  });
});

describe('checkScopeAgainstReport', () => {
  const fromReport = { source: 'report' as const, projects: [{ name: 'acme/api' }], why: 'the projects list answered HTTP 404' };

  it('takes the ids the report gives, and adds the projects of project-ids', () => {
    const config = configOf({ projects: ['acme/api'], projectIds: ['102'] });
    const scope = checkScopeAgainstReport(config, '1', fromReport, [tallyOf('acme/api', {}, '101'), tallyOf('acme/web', {}, '102')]);
    expect(scope.projects).toEqual([
      { name: 'acme/api', id: '101' },
      { name: 'acme/web', id: '102' },
    ]);
  });

  it('a name or an id the report lacks is a configuration error that says the projects list was not available', () => {
    expect(() => checkScopeAgainstReport(configOf({ projects: ['acme/api'] }), '1', fromReport, [tallyOf('acme/web', {})])).toThrow(
      /^projects: no project named "acme\/api" in the report of deployment 1, and the project list was not available \(the projects list answered HTTP 404\)/,
    );
    expect(() =>
      checkScopeAgainstReport(configOf({ projects: ['acme/api'], projectIds: ['9'] }), '1', fromReport, [tallyOf('acme/api', {})]),
    ).toThrow(/^project-ids: no project with id 9 in the report of deployment 1/);
  });

  it('for the whole deployment, is the report’s projects', () => {
    const whole = { source: 'report' as const, whole: true, projects: [] };
    expect(checkScopeAgainstReport(configOf(), '1', whole, [tallyOf('acme/api', {}, '101'), tallyOf('acme/x', {})]).projects).toEqual([
      { name: 'acme/api', id: '101' },
      { name: 'acme/x' },
    ]);

    // A report of no project cannot tell an empty deployment from projects without findings: nothing judged, an error.
    expect(() => checkScopeAgainstReport(configOf(), '1', { ...whole, why: 'the projects list answered HTTP 404' }, [])).toThrow(
      /^projects: \*: the report of deployment 1 names no project, and the projects list was not available \(the projects list answered HTTP 404\)/,
    );
  });
});

describe('readAll', () => {
  async function* pagesOf(pages: number[][]): AsyncGenerator<number[]> {
    for (const page of pages) yield page;
  }

  it('keeps what it is asked to keep, as the pages arrive', async () => {
    expect(await readAll(pagesOf([[1, 2, 3], [], [4, 5]]), (n) => n % 2 === 1)).toEqual([1, 3, 5]);
  });

  it('keeps up to the most, and past it stops with the bound that says what to narrow', async () => {
    expect(await readAll(pagesOf([[1, 2], [3]]), () => true, 3)).toEqual([1, 2, 3]);
    await expect(
      readAll(
        pagesOf([
          [1, 2],
          [3, 4],
        ]),
        () => true,
        3,
      ),
    ).rejects.toMatchObject({ kind: 'bound', operation: 'projects' });
    // What is left out counts nothing toward it.
    expect(await readAll(pagesOf([[1, 2, 3, 4, 5, 6]]), (n) => n > 3, 3)).toEqual([4, 5, 6]);
  });

  it('counts the two reads of one scope together, a project both name once, and bounds the text they keep (attack18 M4, M5)', async () => {
    async function* projects(ids: number[], chars = 10): AsyncGenerator<{ id: string; name: string }[]> {
      yield ids.map((id) => ({ id: String(id), name: 'n'.repeat(chars) }));
    }
    // Each read under the most, together over it: the bound's error.
    const shared = new ProjectBudget(5);
    await readAll(projects([1, 2, 3]), () => true, shared);
    await expect(readAll(projects([4, 5, 6]), () => true, shared)).rejects.toMatchObject({ kind: 'bound', operation: 'projects' });
    // A project both reads name (every status's read includes the archived) counts once.
    const twice = new ProjectBudget(3);
    await readAll(projects([1, 2, 3]), () => true, twice);
    expect(await readAll(projects([2, 3]), () => true, twice)).toHaveLength(2);
    expect(twice.projects).toBe(3);
    // Few projects of long names: past the characters a run keeps, the bound's error that says so.
    const long = new ProjectBudget(100, 1000);
    await expect(readAll(projects([1, 2], 501), () => true, long)).rejects.toThrow(
      "projects: the projects list and the report's answers name projects of more than 1,000 characters together",
    );
  });
});
