// The trend's three series (src/collect/trend.ts), read through the real client from the sandbox: each
// read, or missing with why where the server has none or fails; with max-backlog-growth the backlog's
// failure is the run's.
import { describe, expect, it } from 'vitest';
import { type ApiClient, ApiError } from '../../src/api/index.ts';
import { collectTrend } from '../../src/collect/trend.ts';
import { parseTrend } from '../../src/config/trend.ts';
import { datasetOf } from '../sandbox/data.ts';
import type { Fault, Route } from '../sandbox/server.ts';
import { configOf } from '../support/fixtures.ts';
import { sandboxClient } from '../support/sandbox-client.ts';

const dataset = datasetOf({ projects: ['acme/api'], findings: [{ project: 'acme/api', severity: 'high' }] });

/** A sandbox with `faults` on its routes, a client of it, and the id of its deployment. */
async function served(faults: [Route, Fault][] = []): Promise<{ client: ApiClient; id: string }> {
  const { client } = await sandboxClient(dataset, { faults, client: { maxRetryAfterMs: 10 } });
  return { client, id: dataset.deployment.id };
}

const trend = () => parseTrend('12w', new Date());

describe('collectTrend', () => {
  it('reads nothing without a trend', async () => {
    const { client, id } = await served();
    expect(await collectTrend(client, configOf(), id)).toBeUndefined();
    expect(client.stats().requests).toBe(0);
  });

  it('reads the activity, the backlog and the median open age over the period', async () => {
    const { client, id } = await served();
    const period = trend();
    const found = await collectTrend(client, configOf({ trend: period }), id);
    expect(found?.period).toEqual(period);
    for (const series of [found?.activity, found?.backlog, found?.medianOpenAge]) {
      expect(series?.state).toBe('read');
      if (series?.state === 'read') expect(series.buckets.length).toBeGreaterThan(0);
    }
  });

  it('gives a series the server does not have as missing with why, and the others as read', async () => {
    const { client, id } = await served([
      ['median-age', { kind: 'status', status: 404 }],
      ['activity', { kind: 'status', status: 400, body: '{"error":"no"}' }],
    ]);
    const found = await collectTrend(client, configOf({ trend: trend() }), id);
    expect(found?.medianOpenAge).toEqual({ state: 'missing', why: 'the server has no such report (HTTP 404)' });
    expect(found?.activity.state).toBe('missing');
    if (found?.activity.state === 'missing') expect(found.activity.why).toMatch(/400/);
    expect(found?.backlog.state).toBe('read');
  });

  it('makes the backlog a run error under max-backlog-growth: missing is not a pass', async () => {
    const { client, id } = await served([['backlog', { kind: 'status', status: 404 }]]);
    const run = collectTrend(client, configOf({ trend: trend(), maxBacklogGrowth: { percent: 10, asWritten: '10%' } }), id);
    await expect(run).rejects.toBeInstanceOf(ApiError);
  });

  it('gives a series with no bucket as missing, and as a run error when the backlog is judged', async () => {
    const empty = (body: unknown) => {
      const copy = structuredClone(body) as Record<string, unknown>;
      for (const key of Object.keys(copy)) if (Array.isArray(copy[key])) copy[key] = [];
      return copy;
    };
    const unjudged = await served([['median-age', { kind: 'rewrite', apply: empty }]]);
    const found = await collectTrend(unjudged.client, configOf({ trend: trend() }), unjudged.id);
    expect(found?.medianOpenAge).toEqual({ state: 'missing', why: 'the answer holds no bucket for the period' });

    const judged = await served([['backlog', { kind: 'rewrite', apply: empty }]]);
    await expect(
      collectTrend(judged.client, configOf({ trend: trend(), maxBacklogGrowth: { percent: 0, asWritten: '0%' } }), judged.id),
    ).rejects.toThrow('the backlog series holds no bucket for the period, so max-backlog-growth cannot be judged');
  });
});
