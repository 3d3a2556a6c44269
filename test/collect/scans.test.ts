// The scans of the gated projects (src/collect/scans.ts), through the real client against the sandbox:
// how much is read when nothing requires it, what a server without the scans list means, and the wait
// for a scan of this change.
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../src/api/index.ts';
import { isOfCommit, MAX_FRESHNESS_PROJECTS, readFreshness, waitForScan } from '../../src/collect/scans.ts';
import { FreshnessError } from '../../src/gate/freshness.ts';
import { type DatasetSpec, datasetOf } from '../sandbox/data.ts';
import { type Sandbox, startSandbox } from '../sandbox/server.ts';
import { configOf } from '../support/fixtures.ts';

const COMMIT = 'abcdef1234567890abcdef1234567890abcdef12';
const open: { sb: Sandbox; api: ApiClient }[] = [];
afterAll(async () => {
  for (const { sb, api } of open) {
    await api.close();
    await sb.close();
  }
});

async function deployment(spec: Partial<DatasetSpec> = {}): Promise<{ sb: Sandbox; api: ApiClient; id: string }> {
  const dataset = datasetOf({ projects: [{ name: 'acme/api', id: '101' }], ...spec });
  const sb = await startSandbox({ dataset });
  const api = createApiClient({ baseUrl: sb.url, token: sb.tokens.demo, retryMinDelayMs: 1 });
  open.push({ sb, api });
  return { sb, api, id: dataset.deployment.id };
}

const scan = (over: Record<string, unknown> = {}) => ({
  project: 'acme/api',
  commit: COMMIT,
  startedMinutesAgo: 10,
  durationSeconds: 30,
  status: 'SCAN_STATUS_COMPLETED' as const,
  ...over,
});
const options = (log: string[] = []) => ({
  minIntervalMs: 5,
  maxIntervalMs: 10,
  startedAt: Date.now(),
  deadlineAt: Date.now() + 2000,
  log: (line: string) => log.push(line),
});

describe('isOfCommit', () => {
  it('matches a full sha exactly, and a shorter one as a prefix', () => {
    expect(isOfCommit({ commit: COMMIT }, COMMIT)).toBe(true);
    expect(isOfCommit({ commit: `${COMMIT}99` }, COMMIT)).toBe(false);
    expect(isOfCommit({ commit: COMMIT }, 'abcdef1')).toBe(true);
    expect(isOfCommit({ commit: COMMIT }, 'abcdef2')).toBe(false);
    expect(isOfCommit({}, 'abcdef1')).toBe(false);
  });
});

describe('readFreshness', () => {
  it('reads the newest scans of each project', async () => {
    const { api, id } = await deployment({ scans: [scan(), scan({ id: '9002', startedMinutesAgo: 5, status: 'SCAN_STATUS_ERROR' })] });
    const freshness = await readFreshness(api, configOf(), id, [{ name: 'acme/api', id: '101' }]);
    expect(freshness).toMatchObject({
      state: 'read',
      projects: [{ project: 'acme/api', newest: { id: '9002' }, newestCompleted: { commit: COMMIT } }],
    });
  });

  it(`does not read more than ${MAX_FRESHNESS_PROJECTS} projects when nothing requires them, and says so`, async () => {
    const { sb, api, id } = await deployment();
    const many = Array.from({ length: MAX_FRESHNESS_PROJECTS + 1 }, (_, i) => ({ name: `p${i}`, id: String(i + 1) }));
    expect(await readFreshness(api, configOf(), id, many)).toEqual({
      state: 'unknown',
      why: `not read: ${many.length} projects in scope, and scans are read for up to ${MAX_FRESHNESS_PROJECTS}`,
    });
    expect(sb.requests.filter((r) => r.route === 'scans')).toEqual([]);
  });

  it('a project without an id leaves the freshness unknown, or is an error under scan-max-age', async () => {
    const { api, id } = await deployment();
    expect(await readFreshness(api, configOf(), id, [{ name: 'acme/api' }])).toEqual({
      state: 'unknown',
      why: 'the report gave no project id for every project in scope',
    });
    await expect(
      readFreshness(api, configOf({ scanMaxAge: { ms: 1, asWritten: '1m' } }), id, [{ name: 'acme/api' }]),
    ).rejects.toBeInstanceOf(FreshnessError);
  });

  it('a server without the scans list leaves the freshness unknown, unless scan-max-age requires it', async () => {
    const { sb, api, id } = await deployment();
    sb.inject('scans', { kind: 'status', status: 404 });
    const project = [{ name: 'acme/api', id: '101' }];
    expect(await readFreshness(api, configOf(), id, project)).toEqual({ state: 'unknown', why: 'the scans list answered HTTP 404' });
    const error = await readFreshness(api, configOf({ scanMaxAge: { ms: 1, asWritten: '1m' } }), id, project).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FreshnessError);
    expect((error as Error).message).toMatch(/^scan-max-age: the scans list is not available/);
  });
});

describe('waitForScan', () => {
  it('polls until a scan of the commit completed, and gives the full sha it ran on', async () => {
    const { api, id } = await deployment({ scans: [scan({ running: { polls: 2 } })] });
    const log: string[] = [];
    expect(await waitForScan(api, id, [{ name: 'acme/api', id: '101' }], 'abcdef1', options(log))).toEqual([
      { project: 'acme/api', id: '9001', commit: COMMIT },
    ]);
    expect(log.filter((line) => line.startsWith('wait-for-scan: waiting for 1 of 1 project'))).toHaveLength(2);
    expect(log.at(-1)).toMatch(/^wait-for-scan: every gated project has a completed scan of abcdef1 \(\d+ s, 3 polls\)$/);
  });

  it('waits until a scan of the commit covered every gated finding type, not only its secrets (attack45 F3)', async () => {
    const secretsOnly = { enabledProducts: ['PRODUCT_SECRETS'] };
    const { api, id } = await deployment({
      scans: [
        scan(secretsOnly),
        scan({ status: 'SCAN_STATUS_RUNNING', durationSeconds: undefined, enabledProducts: ['PRODUCT_SAST', 'PRODUCT_SCA'] }),
      ],
    });
    const projects = [{ name: 'acme/api', id: '101' }];
    const error = await waitForScan(api, id, projects, COMMIT, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FreshnessError);
    expect((error as Error).message).toMatch(/^wait-for-scan: no completed scan of abcdef1 for acme\/api/);
    // Under finding-types: secrets, the secrets scan is the one waited for.
    const secrets = await waitForScan(api, id, projects, COMMIT, { ...options(), products: ['secrets'] });
    expect(secrets.map((s) => s.project)).toEqual(['acme/api']);
  });

  it('does not wait for a finding type no scan of the project covers (a product the deployment does not have)', async () => {
    const { api, id } = await deployment({ scans: [scan({ enabledProducts: ['PRODUCT_SAST', 'PRODUCT_SCA'] })] });
    const found = await waitForScan(api, id, [{ name: 'acme/api', id: '101' }], COMMIT, options());
    expect(found.map((s) => s.project)).toEqual(['acme/api']);
  });

  it('a scan of the commit that failed for a gated finding type is an error, though another type completed', async () => {
    const { api, id } = await deployment({
      scans: [
        scan({ enabledProducts: ['PRODUCT_SECRETS'], startedMinutesAgo: 5 }),
        scan({ id: '9100', status: 'SCAN_STATUS_ERROR', enabledProducts: ['PRODUCT_SAST', 'PRODUCT_SCA'] }),
      ],
    });
    const error = await waitForScan(api, id, [{ name: 'acme/api', id: '101' }], COMMIT, options()).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/the scan 9100 of abcdef1 for acme\/api ended SCAN_STATUS_ERROR/);
  });

  it('waits for each gated project by its id: two of one name are two projects (attack45 L1)', async () => {
    const { api, id } = await deployment({
      projects: [
        { name: 'acme/api', id: '101' },
        { name: 'acme/web', id: '102' },
      ],
      scans: [scan(), scan({ project: 'acme/web' })],
    });
    const twins = [
      { name: 'acme/api', id: '101' },
      { name: 'acme/api', id: '102' },
    ];
    const found = await waitForScan(api, id, twins, COMMIT, options());
    expect(found.map((s) => s.id).sort()).toHaveLength(2);
  });

  it('a scan of the commit that failed is an error naming it', async () => {
    const { api, id } = await deployment({ scans: [scan({ status: 'SCAN_STATUS_ERROR' })] });
    await expect(waitForScan(api, id, [{ name: 'acme/api', id: '101' }], 'abcdef1', options())).rejects.toThrow(
      /^wait-for-scan: the scan 9001 of abcdef1 for acme\/api ended SCAN_STATUS_ERROR/,
    );
  });

  it('no scan by the deadline, a server without the scans list, or projects without ids: each an error', async () => {
    const { sb, api, id } = await deployment();
    const project = [{ name: 'acme/api', id: '101' }];
    await expect(waitForScan(api, id, project, 'abcdef1', { ...options(), deadlineAt: Date.now() + 30 })).rejects.toThrow(
      /^wait-for-scan: no completed scan of abcdef1 for acme\/api/,
    );
    await expect(waitForScan(api, id, [{ name: 'acme/api' }], 'abcdef1', options())).rejects.toThrow(
      /^wait-for-scan: the gated projects have no ids/,
    );
    sb.inject('scans', { kind: 'status', status: 404 });
    await expect(waitForScan(api, id, project, 'abcdef1', options())).rejects.toThrow(/^wait-for-scan: the scans list is not available/);
  });
});
