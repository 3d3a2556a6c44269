// The findings list (src/collect/findings.ts): its order, and listFindings through the real client from
// the sandbox: off when the run lists none, unavailable where the server has no list, else every
// finding of the scope judged and counted, the most severe kept first.
import { describe, expect, it } from 'vitest';
import { listFindings, mostSevereNewestFirst } from '../../src/collect/findings.ts';
import { datasetOf } from '../sandbox/data.ts';
import type { Fault, Route } from '../sandbox/server.ts';
import { listedOf } from '../support/builders.ts';
import { configOf } from '../support/fixtures.ts';
import { sandboxClient } from '../support/sandbox-client.ts';

describe('mostSevereNewestFirst', () => {
  it('orders by severity, then the newest first, then by id, and leaves its input as it was', () => {
    const findings = [
      listedOf({ id: 'b', severity: 'high', createdAt: '2026-01-01T00:00:00Z' }),
      listedOf({ id: 'c', severity: 'low', createdAt: '2026-06-01T00:00:00Z' }),
      listedOf({ id: 'a', severity: 'high', createdAt: '2026-01-01T00:00:00Z' }),
      listedOf({ id: 'd', severity: 'critical', createdAt: '2025-01-01T00:00:00Z' }),
      listedOf({ id: 'e', severity: 'high', createdAt: '2026-03-01T00:00:00Z', relevantSince: '2024-01-01T00:00:00Z' }),
      listedOf({ id: 'f', severity: 'high', createdAt: '2026-02-01T00:00:00Z' }),
      listedOf({ id: 'g', severity: 'unknown' }),
    ];
    const before = structuredClone(findings);
    expect(mostSevereNewestFirst(findings).map((finding) => finding.id)).toEqual(['d', 'f', 'a', 'b', 'e', 'c', 'g']);
    expect(findings).toEqual(before);
  });
});

describe('listFindings, through the real client against the sandbox', () => {
  const dataset = datasetOf({
    projects: ['acme/api', 'acme/web'],
    findings: [
      { project: 'acme/api', severity: 'medium' },
      { project: 'acme/api', severity: 'critical' },
      { project: 'acme/web', severity: 'high' },
    ],
  });

  async function list(config = configOf(), faults: [Route, Fault][] = [], repos: readonly string[] | 'all' = ['acme/api']) {
    const { client } = await sandboxClient(dataset, { faults });
    const judging = Promise.resolve({ now: Date.now(), recordIds: false });
    return { listing: await listFindings(client, config, dataset.deployment.id, Promise.resolve(repos), judging), client };
  }

  it('asks nothing when the run lists no finding', async () => {
    const { listing, client } = await list(configOf({ listFindings: false }));
    expect(listing).toEqual({ state: 'off' });
    expect(client.stats().requests).toBe(0);
  });

  it("lists the scope's findings, the most severe first, counted by product and severity", async () => {
    const { listing } = await list();
    expect(listing.state).toBe('listed');
    if (listing.state !== 'listed') return;
    expect(listing.count).toBe(2);
    expect(listing.findings.map((finding) => finding.severity)).toEqual(['critical', 'medium']);
    for (const finding of listing.findings) expect(finding.repository?.name).toBe('acme/api');
  });

  it('says why the list is unavailable where the server has none, and fails no run for it', async () => {
    const { listing } = await list(configOf(), [['findings', { kind: 'status', status: 404 }]]);
    expect(listing.state).toBe('unavailable');
    if (listing.state === 'unavailable') expect(listing.why).toMatch(/404|not available|no findings list/i);
  });

  it('says why when the deployment has no slug the list can be asked by', async () => {
    const { listing } = await list(configOf(), [['slugs', { kind: 'rewrite', apply: () => ({ deployments: [] }) }]]);
    expect(listing).toEqual({ state: 'unavailable', why: `the v1 deployments list gives no slug for deployment ${dataset.deployment.id}` });
  });
});
