// What a run fetches (src/collect/index.ts), through the real client from the sandbox: the deployment
// the run is about, and the gate's data of a small deployment, counted as the sandbox holds it.
import { describe, expect, it } from 'vitest';
import { type ApiClient, ApiError } from '../../src/api/index.ts';
import { collectGateData, resolveDeployment, resolveScope } from '../../src/collect/index.ts';
import { datasetOf } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { configOf } from '../support/fixtures.ts';
import { sandboxClient } from '../support/sandbox-client.ts';

const dataset = datasetOf({
  deploymentName: 'acme',
  projects: ['acme/api', 'acme/web'],
  findings: [
    { project: 'acme/api', severity: 'high' },
    { project: 'acme/api', severity: 'critical' },
    { project: 'acme/web', severity: 'low' },
  ],
  secrets: [{ repository: 'acme/api', severity: 'high', status: 'open', validationState: 'confirmed_valid' }],
});

/** A client of a new sandbox with `token` (the demo token when not said). */
async function clientOf(token?: (tokens: Sandbox['tokens']) => string): Promise<ApiClient> {
  return (await sandboxClient(dataset, token === undefined ? {} : { token })).client;
}

describe('resolveDeployment', () => {
  it('takes the id the input gives, and asks nothing', async () => {
    const client = await clientOf();
    expect(await resolveDeployment(client, configOf({ deployment: { id: '42' } }))).toEqual({ id: '42' });
    expect(client.stats().requests).toBe(0);
  });

  it("takes the token's own deployment when none is set", async () => {
    const client = await clientOf();
    expect((await resolveDeployment(client, configOf())).id).toBe(dataset.deployment.id);
  });

  it('finds a deployment by its name, and names the ones it can see when none has it', async () => {
    const client = await clientOf();
    expect(await resolveDeployment(client, configOf({ deployment: { name: 'acme' } }))).toMatchObject({
      id: dataset.deployment.id,
      name: 'acme',
    });
    const missing = resolveDeployment(client, configOf({ deployment: { name: 'globex' } }));
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    await expect(missing).rejects.toThrow('deployments: no deployment named "globex" is visible to this token (it can see: "acme")');
    await expect(missing).rejects.toMatchObject({ kind: 'config' });
  });
});

describe('collectGateData', () => {
  it("counts the scope's findings by product and severity, and the confirmed-valid secrets, as the sandbox holds them", async () => {
    const client = await clientOf();
    const config = configOf({ projects: ['acme/api'], listFindings: false });
    const scope = resolveScope(client, config, dataset.deployment.id);
    const data = await collectGateData(client, config, { id: dataset.deployment.id, name: 'acme' }, () => scope);
    expect(data.deploymentId).toBe(dataset.deployment.id);
    expect(data.projects.map((project) => project.label)).toEqual(['acme/api']);
    const code = data.projects[0]?.counts.code;
    expect(code?.high).toBe(1);
    expect(code?.critical).toBe(1);
    expect(code?.low).toBe(0);
    expect(data.validSecrets.map((secret) => secret.repository?.name)).toEqual(['acme/api']);
    expect(data.findings).toEqual({ state: 'off' });
    expect(Date.parse(data.fetchedAt)).not.toBeNaN();
  });

  it('fails with the API error of a request the verdict needs, after every request is settled', async () => {
    const client = await clientOf((tokens) => tokens.noWebApi);
    const config = configOf({ projects: ['acme/api'], deployment: { id: dataset.deployment.id } });
    const scope = resolveScope(client, config, dataset.deployment.id);
    scope.catch(() => undefined);
    await expect(collectGateData(client, config, { id: dataset.deployment.id }, () => scope)).rejects.toBeInstanceOf(ApiError);
  });

  it('asks no request only to wait for another it does not need: the counted states and the malicious lists go out beside the report', async () => {
    // The report answers late and each list page takes a while: what needs only the slug must not wait for the report,
    // and the walks of the platform's policy, one per counted state, must not wait for each other.
    const { sandbox, client } = await sandboxClient(dataset, {
      faults: [
        ['report', { kind: 'latency', ms: 600 }],
        ['findings', { kind: 'latency', ms: 200 }],
      ],
    });
    const config = configOf({ projects: ['acme/api'] });
    const scope = resolveScope(client, config, dataset.deployment.id);
    const data = await collectGateData(client, config, { id: dataset.deployment.id, name: 'acme' }, () => scope);
    expect(data.findings?.state).toBe('listed');
    const reports = sandbox.requests.filter((r) => r.route === 'report');
    const firstReport = Math.min(...reports.map((r) => r.doneAt ?? Number.POSITIVE_INFINITY));
    const lists = sandbox.requests.filter((r) => r.route === 'findings');
    const status = (r: (typeof lists)[number]) => String(r.query.status);
    const beyond = lists.filter((r) => status(r) !== 'open' && r.query.is_malicious === undefined);
    const malicious = lists.filter((r) => r.query.is_malicious !== undefined);
    expect(new Set(beyond.map(status))).toEqual(new Set(['reviewing', 'fixing', 'provisionally_ignored']));
    expect(new Set(malicious.map(status))).toEqual(new Set(['open', 'reviewing', 'fixing', 'provisionally_ignored']));
    for (const request of [...beyond, ...malicious]) expect(request.at).toBeLessThan(firstReport);
    const firstMalicious = Math.min(...malicious.map((r) => r.doneAt ?? Number.POSITIVE_INFINITY));
    for (const request of malicious) expect(request.at).toBeLessThan(firstMalicious);
  });
});
