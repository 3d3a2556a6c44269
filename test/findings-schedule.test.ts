// The findings list's schedule, through the real client against the sandbox: a full page opens the
// window before its findings are validated, so the API serves the next pages while the gate checks this
// one; pages are still read in order, and the pages asked for past the end are read as well.
import { afterEach, describe, expect, it } from 'vitest';
import { FINDINGS_PER_TURN } from '../src/api/findings.ts';
import { type ApiClient, createApiClient } from '../src/api/index.ts';
import { FINDINGS_PAGE_SIZE, listFindings } from '../src/collect/findings.ts';
import { datasetOf, type FindingInput } from './sandbox/data.ts';
import { type Sandbox, startSandbox } from './sandbox/server.ts';
import { configOf } from './support/fixtures.ts';

const PROJECT = 'acme/payments-api';
let open: { sandbox: Sandbox; client: ApiClient }[] = [];
afterEach(async () => {
  for (const { sandbox, client } of open) {
    await client.close();
    await sandbox.close();
  }
  open = [];
});

/** The real client, with a spy that logs each page asked for and each page's validation. */
async function spiedClient(findings: FindingInput[]): Promise<{ client: ApiClient; log: string[]; deploymentId: string }> {
  const dataset = datasetOf({ projects: [PROJECT], findings });
  const sandbox = await startSandbox({ dataset });
  const real = createApiClient({ baseUrl: sandbox.url, token: sandbox.tokens.demo, retryMinDelayMs: 5 });
  open.push({ sandbox, client: real });
  const log: string[] = [];
  const client: ApiClient = {
    ...real,
    async getFindingsPage(slug, query) {
      log.push(`ask ${query.issueType} ${query.page}`);
      const arrived = await real.getFindingsPage(slug, query);
      return () => {
        const page = arrived();
        return {
          length: page.length,
          each: (take) => {
            log.push(`validate ${query.issueType} ${query.page}`);
            return page.each(take);
          },
        };
      };
    },
  };
  return { client, log, deploymentId: dataset.deployment.id };
}

const code = (n: number): FindingInput[] =>
  Array.from({ length: n }, (_, i) => ({ project: PROJECT, product: 'code', severity: 'medium', ruleId: `r${i}` }));

describe('the findings list schedule', () => {
  it('asks for the next pages before it validates a full page, and reads the pages in order', async () => {
    const { client, log, deploymentId } = await spiedClient(code(FINDINGS_PAGE_SIZE + 10));
    const listing = await listFindings(client, configOf({ findingTypes: ['code'] }), deploymentId, Promise.resolve([PROJECT]));
    expect(listing).toMatchObject({ state: 'listed', count: FINDINGS_PAGE_SIZE + 10 });
    const sast = log.filter((line) => line.includes(' sast '));
    expect(sast.indexOf('ask sast 1')).toBeGreaterThan(-1);
    expect(sast.indexOf('ask sast 1')).toBeLessThan(sast.indexOf('validate sast 0'));
    // In page order; the pages asked for past the short one (2 to 4) are read too, as any page is.
    expect(sast.filter((line) => line.startsWith('validate'))).toEqual([0, 1, 2, 3, 4].map((page) => `validate sast ${page}`));
  });

  it('lets the event loop turn before it validates a page and every FINDINGS_PER_TURN findings, so the secrets walk beside it goes on', async () => {
    const { client } = await spiedClient(code(FINDINGS_PAGE_SIZE));
    const slug = (await client.listDeploymentSlugs())[0]?.slug ?? '';
    const page = (await client.getFindingsPage(slug, { issueType: 'sast', page: 0, pageSize: FINDINGS_PAGE_SIZE, repos: [PROJECT] }))();
    let taken = 0;
    const turns: number[] = [];
    const watch = (): void => {
      turns.push(taken);
      if (taken < page.length) setImmediate(watch);
    };
    setImmediate(watch);
    await page.each(() => {
      taken++;
    });
    expect(taken).toBe(FINDINGS_PAGE_SIZE);
    // The first turn comes before any finding is validated; then one every FINDINGS_PER_TURN.
    expect(turns.slice(0, 3)).toEqual([0, FINDINGS_PER_TURN, 2 * FINDINGS_PER_TURN]);
  });
});
