// The findings list (src/collect/findings.ts): its order, and listFindings through the real client from
// the sandbox: off when the run lists none, unavailable where the server has no list, else every
// finding of the scope judged and counted, the most severe kept first.
import { describe, expect, it } from 'vitest';
import type { ListedFinding } from '../../src/api/index.ts';
import { KeptText } from '../../src/api/kept-text.ts';
import { keeper, listFindings, MAX_FINDING_DETAILS, mostSevereNewestFirst, reportedReachabilities } from '../../src/collect/findings.ts';
import { cellKey, FindingsTally } from '../../src/gate/findings.ts';
import type { ProjectTally } from '../../src/gate/types.ts';
import { datasetOf } from '../sandbox/data.ts';
import type { Fault, Route } from '../sandbox/server.ts';
import { listedOf, matrixOf, WHOLE_LIST } from '../support/builders.ts';
import { configOf } from '../support/fixtures.ts';
import { sandboxClient } from '../support/sandbox-client.ts';

/** What `run` throws (vitest's toThrow passes on a thrown undefined: the error itself is checked). */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}
/** A bound of the run's own that stopped the findings list, with its message. */
const bound = (message: RegExp) => ({ name: 'ApiError', operation: 'findings', kind: 'bound', message: expect.stringMatching(message) });

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

/** A finding as the list writes it. */
const wire = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  match_based_id: `m${id}`,
  severity: 'high',
  status: 'open',
  rule: { name: 'r.one' },
  repository: { name: 'acme/api' },
  ...over,
});
/** A rewrite of the findings list: each request's findings are `answer(query)`'s (the sandbox's own where it gives undefined). */
const answering = (answer: (query: Record<string, string[]>) => unknown[] | undefined): [Route, Fault] => [
  'findings',
  {
    kind: 'rewrite',
    apply: (body, { query }) => {
      const findings = answer(query);
      return findings === undefined ? body : { findings: query.page?.[0] === '0' || query.page === undefined ? findings : [] };
    },
  },
];
const queryIs = (query: Record<string, string[]>, issueType: string, status = 'open') =>
  query.issue_type?.[0] === issueType && (query.status?.[0] ?? 'open') === status;

describe('listFindings: the counted states the report does not count', () => {
  const dataset = datasetOf({
    projects: ['acme/api', 'acme/web'],
    findings: [
      { project: 'acme/api', severity: 'high' },
      { project: 'acme/api', severity: 'critical', status: 'reviewing' },
      { project: 'acme/api', severity: 'low', status: 'fixing' },
      { project: 'acme/api', severity: 'medium', status: 'ignored' },
      { project: 'acme/web', severity: 'high', status: 'reviewing' },
    ],
  });

  async function listed(faults: [Route, Fault][] = [], config = configOf({ projects: ['acme/api'] })) {
    const { client, sandbox } = await sandboxClient(dataset, { faults });
    const added = new Map<string, ProjectTally>();
    const judging = Promise.resolve({ now: Date.now(), recordIds: false });
    const listing = await listFindings(
      client,
      config,
      dataset.deployment.id,
      Promise.resolve(['acme/api']),
      judging,
      undefined,
      undefined,
      added,
    );
    return { listing, added, sandbox };
  }

  it("counts each counted state's findings apart, in its project's row, and every one in the list's count", async () => {
    const { listing, added } = await listed();
    expect(listing.state === 'listed' && listing.count).toBe(3);
    // Each list asked for the scope's repositories only: none named another.
    expect(listing.state === 'listed' && listing.tally.foreign.count).toBe(0);
    expect([...added.keys()]).toEqual(['acme/api']);
    expect(added.get('acme/api')).toEqual({ label: 'acme/api', counts: matrixOf({ code: { critical: 1, low: 1 } }) });
  });

  it('takes back a finding the open list names after a counted state added it: the report counts it (attack5 F8)', async () => {
    // The open list names the reviewing finding too, open (it moved between the two answers).
    const reviewing = wire(2, { severity: 'critical', status: 'reviewing' });
    const opened = { ...reviewing, status: 'open' };
    const { listing, added } = await listed([
      answering((query) => (queryIs(query, 'sast') ? [wire(1), opened] : queryIs(query, 'sast', 'reviewing') ? [reviewing] : undefined)),
    ]);
    expect(listing.state === 'listed' && listing.count).toBe(3);
    expect(added.get('acme/api')?.counts.code).toEqual({ critical: 0, high: 0, medium: 0, low: 1 });
  });

  it('counts an item of the open list that says it is of a counted state the report does not count as that state, and leaves out one of a state not counted (attack39 T2)', async () => {
    // A server that ignores the open list's status filter: the reviewing finding is named there as it is, and a fixed one.
    const reviewing = wire(2, { severity: 'critical', status: 'reviewing' });
    const fixed = wire(3, { severity: 'critical', status: 'fixed' });
    for (const openList of [
      [wire(1), reviewing, fixed],
      [fixed, reviewing, wire(1)],
    ]) {
      const { listing, added } = await listed([
        answering((query) => (queryIs(query, 'sast') ? openList : queryIs(query, 'sast', 'reviewing') ? [reviewing] : undefined)),
      ]);
      // The open high finding, the reviewing critical one (once), the fixing low one of the dataset; not the fixed one.
      expect(listing.state === 'listed' && listing.count).toBe(3);
      expect(added.get('acme/api')?.counts.code).toEqual({ critical: 1, high: 0, medium: 0, low: 1 });
    }
    // Named by the open list alone, it is counted as reviewing all the same.
    const { added } = await listed([
      answering((query) => (queryIs(query, 'sast') ? [wire(1), reviewing] : queryIs(query, 'sast', 'reviewing') ? [] : undefined)),
    ]);
    expect(added.get('acme/api')?.counts.code).toEqual({ critical: 1, high: 0, medium: 0, low: 1 });
  });

  it('counts no finding of another state than the walk asked for again, and refuses a state the gate does not know', async () => {
    const { listing, added } = await listed([answering((query) => (queryIs(query, 'sast', 'reviewing') ? [wire(1)] : undefined))]);
    expect(listing.state === 'listed' && listing.count).toBe(2);
    expect(added.get('acme/api')?.counts.code).toEqual({ critical: 0, high: 0, medium: 0, low: 1 });
    await expect(
      listed([answering((query) => (queryIs(query, 'sast', 'fixing') ? [wire(7, { status: 'sleeping' })] : undefined))]),
    ).rejects.toMatchObject({
      name: 'ApiError',
      operation: 'findings',
      message: `findings: the API sent a malformed response: a listed finding's status "sleeping" is not a state the gate knows`,
    });
  });
});

describe('listFindings: what a supply-chain filter only the list applies leaves out', () => {
  const dataset = datasetOf({
    projects: ['acme/api'],
    findings: [
      { project: 'acme/api', product: 'sca', severity: 'high', fixRecommendations: [{ package: 'left-pad', version: '1.3.0' }] },
      { project: 'acme/api', product: 'sca', severity: 'high' },
      { project: 'acme/api', product: 'sca', severity: 'low', status: 'reviewing' },
      {
        project: 'acme/api',
        product: 'sca',
        severity: 'low',
        status: 'fixing',
        fixRecommendations: [{ package: 'left-pad', version: '1.3.0' }],
      },
      { project: 'acme/api', severity: 'high' },
    ],
  });
  const fixableOnly = configOf({ platform: { ...configOf().platform, sca: { reachableOnly: false, fixableOnly: true } } });

  async function listed(config = fixableOnly, faults: [Route, Fault][] = []) {
    const { client } = await sandboxClient(dataset, { faults });
    const added = new Map<string, ProjectTally>();
    const judging = Promise.resolve({ now: Date.now(), recordIds: false });
    const listing = await listFindings(client, config, dataset.deployment.id, Promise.resolve('all'), judging, undefined, undefined, added);
    if (listing.state !== 'listed') throw new Error(`not listed: ${listing.state}`);
    return { listing, added };
  }

  it('counts only the findings the filter keeps, and holds the open ones before it, each once, against the report', async () => {
    const { listing, added } = await listed();
    expect(listing.count).toBe(3);
    expect(listing.tally.cells.get(cellKey('acme/api', 'sca', 'high'))?.listed).toBe(1);
    expect(added.get('acme/api')?.counts.sca).toEqual({ critical: 0, high: 0, medium: 0, low: 1 });
    expect(listing.scaUnfiltered).toEqual({
      open: new Map([[cellKey('acme/api', 'sca', 'high'), 2]]),
      added: new Map([[cellKey('acme/api', 'sca', 'low'), 1]]),
    });
    // The open list read whole under the filter: every severity, nothing only of the most severe.
    expect(listing.mostSevereOnly).toBeUndefined();
    expect(listing.complete).toEqual(WHOLE_LIST);
  });

  it('holds a finding the open list names twice once before the filter', async () => {
    const twice = [
      wire(1, { severity: 'high' }),
      wire(1, { severity: 'high' }),
      wire(2, { severity: 'critical', repository: { name: 'Acme/API' } }),
    ];
    const { listing } = await listed(fixableOnly, [answering((query) => (queryIs(query, 'sca') ? twice : undefined))]);
    expect(listing.scaUnfiltered?.open).toEqual(
      new Map([
        [cellKey('acme/api', 'sca', 'high'), 1],
        [cellKey('acme/api', 'sca', 'critical'), 1],
      ]),
    );
  });

  it('under sca-reachable-only asks the supply-chain list for the reachable findings only, as the report is asked', async () => {
    const { sandbox, client } = await sandboxClient(dataset);
    const config = configOf({ platform: { ...configOf().platform, sca: { reachableOnly: true, fixableOnly: false } } });
    const judging = Promise.resolve({ now: Date.now(), recordIds: false });
    await listFindings(client, config, dataset.deployment.id, Promise.resolve('all'), judging);
    const exposures = sandbox.requests
      .filter((r) => r.route === 'findings')
      .map((r) => `${r.query.issue_type}:${r.query.exposures ?? 'any'}`);
    expect(new Set(exposures)).toEqual(new Set(['sast:any', 'ai_sast:any', 'sca:reachable,always_reachable,conditionally_reachable']));
  });

  it('holds no finding of a reachability the report was not asked for before the filter: a list that ignored its exposures named it (attack39 T3)', async () => {
    const reachableFixable = configOf({ platform: { ...configOf().platform, sca: { reachableOnly: true, fixableOnly: true } } });
    const answer = [
      wire(1, { severity: 'high', reachability: 'reachable' }),
      wire(2, { severity: 'high', reachability: 'unreachable' }),
      wire(3, { severity: 'high', reachability: 'no reachability analysis' }),
      wire(4, { severity: 'high', reachability: 'a word the gate does not know' }),
      wire(5, { severity: 'high' }),
    ];
    const { listing } = await listed(reachableFixable, [answering((query) => (queryIs(query, 'sca') ? answer : undefined))]);
    // The reachable one, the one of an unknown word and the one without a reachability: the report may count them.
    expect(listing.scaUnfiltered?.open).toEqual(new Map([[cellKey('acme/api', 'sca', 'high'), 3]]));
    // The user's own reachability filter narrows the same way, without sca-reachable-only.
    const own = configOf({ reportFilters: { ...configOf().reportFilters, reachability: ['FINDING_REACHABILITY_UNREACHABLE'] } });
    expect(reportedReachabilities(own)).toEqual(new Set(['unreachable']));
    expect(reportedReachabilities(reachableFixable)).toEqual(new Set(['reachable', 'always-reachable', 'conditionally-reachable']));
    expect(reportedReachabilities(configOf())).toBeUndefined();
  });

  it('without such a filter, holds nothing before it', async () => {
    const { listing } = await listed(configOf());
    expect(listing.count).toBe(5);
    expect(listing.scaUnfiltered).toBeUndefined();
  });
});

describe('listFindings: the most severe few, and what the list could not narrow', () => {
  const of = (severity: 'critical' | 'high' | 'medium' | 'low', n: number) =>
    Array.from({ length: n }, () => ({ project: 'acme/api', severity }));
  const dataset = datasetOf({
    projects: ['acme/api'],
    findings: [...of('critical', 5), ...of('high', 5), ...of('medium', 10), ...of('low', 1)],
  });
  const code = configOf({ findingTypes: ['code'], platform: { ...configOf().platform, countStates: ['open'] } });

  async function listed(config = code, faults: [Route, Fault][] = []) {
    const { client, sandbox } = await sandboxClient(dataset, { faults });
    const judging = Promise.resolve({ now: Date.now(), recordIds: false });
    const listing = await listFindings(client, config, dataset.deployment.id, Promise.resolve('all'), judging);
    if (listing.state !== 'listed') throw new Error(`not listed: ${listing.state}`);
    const severities = sandbox.requests
      .filter((r) => r.route === 'findings')
      .map((r) => `${r.query.issue_type}:${r.query.severities ?? 'all'}`);
    return { listing, severities };
  }

  it('reads the first page of each severity, most severe first, until the rows of the Findings section are named', async () => {
    const { listing, severities } = await listed();
    // 5 critical, 5 high and 10 medium name the 20 rows: the low findings are never asked for.
    expect(listing.count).toBe(20);
    expect(listing.findings.map((finding) => finding.severity)).toEqual([
      ...Array(5).fill('critical'),
      ...Array(5).fill('high'),
      ...Array(10).fill('medium'),
    ]);
    expect(severities.sort()).toEqual(['ai_sast:critical', 'ai_sast:high', 'ai_sast:medium', 'sast:critical', 'sast:high', 'sast:medium']);
    expect(listing).toMatchObject({ mostSevereOnly: true, complete: [], unapplied: {} });
  });

  it('reads a severity needed whole in its own walk, and the most severe few of the others beside it', async () => {
    const day = { ms: 86_400_000, asWritten: '1d' };
    const { listing, severities } = await listed({ ...code, maxOpenAge: { critical: day } });
    // The walk of the critical findings names none of the 20 rows: high, medium and low are each asked for.
    expect(listing.count).toBe(21);
    expect(severities.filter((asked) => asked.endsWith(':critical'))).toEqual(['sast:critical', 'ai_sast:critical']);
    expect(severities.filter((asked) => asked.startsWith('sast:')).sort()).toEqual([
      'sast:critical',
      'sast:high',
      'sast:low',
      'sast:medium',
    ]);
    expect(listing).toMatchObject({ mostSevereOnly: true, complete: ['code.critical'] });
  });

  it('asks for every severity at once where all are needed whole, and says nothing is only the most severe', async () => {
    const { listing, severities } = await listed({ ...code, nameEveryFindingFor: 'code quality report' });
    expect(listing.count).toBe(21);
    expect(severities.sort()).toEqual(['ai_sast:all', 'sast:all']);
    expect(listing.mostSevereOnly).toBeUndefined();
    expect(listing.complete).toEqual(WHOLE_LIST.filter((cell) => cell.startsWith('code.')));
  });

  it('names the filters the list could not apply, of the AI findings only where it listed one', async () => {
    const filters = { reportFilters: { confidence: ['FINDING_CONFIDENCE_HIGH'], timePeriod: { since: '2026-01-01' } } };
    // Read whole (unapplied filters are said of a list read whole only): a code quality report names every finding.
    const both = configOf({
      ...filters,
      nameEveryFindingFor: 'code quality report',
      platform: { ...configOf().platform, countStates: ['open'] },
    });
    expect((await listed(both)).listing.unapplied).toEqual({ code: ['since'], sca: ['since', 'confidence'] });
    const ai = answering((query) => (queryIs(query, 'ai_sast') ? [wire(900, { severity: 'critical' })] : undefined));
    expect((await listed(both, [ai])).listing.unapplied).toEqual({ code: ['since', 'confidence'], sca: ['since', 'confidence'] });
  });

  it('says why the list cannot be asked by a deployment slug that is not safe in a URL', async () => {
    const slugs = (body: unknown) => ({
      deployments: (body as { deployments: { id: number }[] }).deployments.map(({ id }) => ({ id, slug: 'acme/../x' })),
    });
    const { client } = await sandboxClient(dataset, { faults: [['slugs', { kind: 'rewrite', apply: slugs }]] });
    const judging = Promise.resolve({ now: Date.now(), recordIds: false });
    expect(await listFindings(client, code, dataset.deployment.id, Promise.resolve('all'), judging)).toEqual({
      state: 'unavailable',
      why: `the slug of deployment ${dataset.deployment.id} cannot be used in a URL`,
    });
  });
});

describe('keeper: the bounds of what the lists of a run may name', () => {
  const tally = () => new FindingsTally({ now: Date.now(), scope: 'all', recordIds: false });
  const fixable = { reachableOnly: false, fixableOnly: true };
  const most = { repositories: 2, findings: 3 };
  const of = (n: number, over: Partial<ListedFinding> = {}) =>
    listedOf({ id: `${n}`, matchBasedId: `m${n}`, repository: { name: `org/r${n}` }, ...over });
  const repositories =
    /^findings: the list names more than 2 repositories; stopped rather than judge a part of them \(narrow projects, or set list-findings to false\)$/;
  const findings =
    /^findings: the lists name more than 3 findings, the most a run remembers; stopped rather than judge a part of them \(narrow projects or finding-types, or set list-findings to false\)$/;

  it('stops past the most repositories, counted or left out by a supply-chain filter, and keeps up to it', () => {
    const counted = keeper(tally(), new KeptText(), undefined, most);
    expect(counted.keep([of(1), of(2)])).toBe(2);
    expect(thrown(() => counted.keep([of(3)]))).toMatchObject(bound(repositories));
    const filtered = keeper(tally(), new KeptText(), fixable, most);
    expect(filtered.keep([of(1, { issueType: 'sca' }), of(2, { issueType: 'sca' })])).toBe(0);
    expect(thrown(() => filtered.keep([of(3, { issueType: 'sca' })]))).toMatchObject(bound(repositories));
    expect(() =>
      keeper(tally(), new KeptText(), undefined, { repositories: 20_000, findings: 9 }).keep([of(1), of(2), of(3)]),
    ).not.toThrow();
  });

  it('stops past the most findings, counted and left out by a supply-chain filter together, and keeps up to it', () => {
    const counted = keeper(tally(), new KeptText(), undefined, { ...most, repositories: 9 });
    expect(counted.keep([of(1), of(2), of(3)])).toBe(3);
    expect(thrown(() => counted.keep([of(4)]))).toMatchObject(bound(findings));
    const mixed = keeper(tally(), new KeptText(), fixable, { ...most, repositories: 9 });
    expect(mixed.keep([of(1, { issueType: 'sca' }), of(2, { issueType: 'sca' })])).toBe(0);
    // A filtered finding named again is remembered once.
    expect(mixed.keep([of(1, { issueType: 'sca' }), of(3)])).toBe(1);
    expect(thrown(() => mixed.keep([of(4)]))).toMatchObject(bound(findings));
    expect(() =>
      keeper(tally(), new KeptText(), undefined, { repositories: 9, findings: 20_000 }).keep([of(1), of(2), of(3), of(4)]),
    ).not.toThrow();
  });

  it('holds a supply-chain finding the filter leaves out in the row of findings that name no repository, at critical when its severity is unread', () => {
    const filtered = keeper(tally(), new KeptText(), fixable, most);
    expect(filtered.keep([listedOf({ id: '1', issueType: 'sca', severity: 'weird', repository: undefined }), of(2)])).toBe(1);
    // Only a counted state's walk adds to what was added: the open lists' findings are held apart.
    expect(filtered.scaUnfiltered()).toEqual({ open: new Map([[cellKey('', 'sca', 'critical'), 1]]), added: new Map() });
  });

  it('says the bounds of a run as a reader writes numbers', () => {
    const many = Array.from({ length: 1001 }, (_, n) => of(n));
    expect(thrown(() => keeper(tally(), new KeptText(), undefined, { repositories: 1000, findings: 5000 }).keep(many))).toMatchObject(
      bound(/more than 1,000 repositories/),
    );
    const one = many.map((finding) => ({ ...finding, repository: { name: 'org/one' } }));
    expect(thrown(() => keeper(tally(), new KeptText(), undefined, { repositories: 5, findings: 1000 }).keep(one))).toMatchObject(
      bound(/more than 1,000 findings/),
    );
  });
});

describe('keeper: the details kept past the most a run keeps', () => {
  const NOW = Date.parse('2026-11-01T00:00:00Z');
  const day = 86_400_000;
  const many = (n: number, over: (i: number) => Partial<ListedFinding> = () => ({})) =>
    Array.from({ length: n }, (_, i) =>
      listedOf({ id: `c${String(i).padStart(5, '0')}`, matchBasedId: `mc${i}`, severity: 'critical', ...over(i) }),
    );
  const ids = (kept: readonly ListedFinding[]) => new Set(kept.map((finding) => finding.id));

  it('keeps the newest of a severity, then the lowest id, whatever order the lists answer in (attack5 F6)', () => {
    const findings = [
      ...many(MAX_FINDING_DETAILS - 1, () => ({ createdAt: '2026-10-01T00:00:00Z' })),
      listedOf({ id: 'old', severity: 'critical', createdAt: '2026-01-01T00:00:00Z' }),
      listedOf({ id: 'a-new', severity: 'critical', createdAt: '2026-10-02T00:00:00Z' }),
      listedOf({ id: 'zz', severity: 'critical', createdAt: '2026-10-01T00:00:00Z' }),
      listedOf({ id: 'undated', severity: 'critical' }),
    ];
    for (const order of [findings, [...findings].reverse()]) {
      const kept = keeper(new FindingsTally({ now: NOW, scope: 'all', recordIds: false }), new KeptText());
      kept.keep(order);
      const named = ids(kept.kept());
      expect(named.size).toBe(MAX_FINDING_DETAILS);
      expect([named.has('a-new'), named.has('c00000'), named.has('zz'), named.has('old'), named.has('undated')]).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
    }
  });

  it('keeps beside them, however many more severe, the findings the summary names first: new, past their deadline, of unknown age', () => {
    const limits = { low: { ms: 30 * day, asWritten: '30d' } };
    const low = (id: string, over: Partial<ListedFinding>) => listedOf({ id, severity: 'low', matchBasedId: id, ...over });
    const recent = new Date(NOW - day).toISOString();
    const findings = [
      ...many(MAX_FINDING_DETAILS),
      low('known', { relevantSince: recent }),
      low('new', { relevantSince: recent }),
      low('past', { relevantSince: new Date(NOW - 40 * day).toISOString() }),
      low('undated', {}),
    ];
    const baselineIds = [...findings.map((finding) => finding.matchBasedId ?? '')].filter((id) => id !== 'new');
    const judged = keeper(new FindingsTally({ now: NOW, scope: 'all', recordIds: false, baselineIds, maxOpenAge: limits }), new KeptText());
    judged.keep(findings);
    expect([...ids(judged.kept())].filter((id) => !id.startsWith('c'))).toEqual(['new', 'past', 'undated']);
    // Without a baseline of ids nothing is new: no low finding within its deadline is named first.
    const unjudged = keeper(new FindingsTally({ now: NOW, scope: 'all', recordIds: false, maxOpenAge: limits }), new KeptText());
    unjudged.keep(findings);
    expect([...ids(unjudged.kept())].filter((id) => !id.startsWith('c'))).toEqual(['past', 'undated']);
  });
});

describe('listFindings: which lists, and when the server has none', () => {
  const dataset = datasetOf({
    projects: ['acme/api'],
    findings: [
      { project: 'acme/api', severity: 'high' },
      { project: 'acme/api', product: 'sca', severity: 'low' },
    ],
  });
  async function listed(config = configOf(), faults: [Route, Fault][] = []) {
    const { client, sandbox } = await sandboxClient(dataset, { faults });
    const judging = Promise.resolve({ now: Date.now(), recordIds: false });
    const listing = await listFindings(client, config, dataset.deployment.id, Promise.resolve('all'), judging);
    return { listing, types: new Set(sandbox.requests.filter((r) => r.route === 'findings').map((r) => String(r.query.issue_type))) };
  }

  it('asks only the lists of the finding types the run counts', async () => {
    const sca = await listed(configOf({ findingTypes: ['sca'] }));
    expect([sca.listing.state === 'listed' && sca.listing.count, sca.types]).toEqual([1, new Set(['sca'])]);
    const code = await listed(configOf({ findingTypes: ['code', 'secrets'] }));
    expect([code.listing.state === 'listed' && code.listing.count, code.types]).toEqual([1, new Set(['sast', 'ai_sast'])]);
  });

  it('says which list the server does not have, the deployments list or the findings list, and fails on any other error', async () => {
    expect((await listed(configOf(), [['slugs', { kind: 'status', status: 404 }]])).listing).toEqual({
      state: 'unavailable',
      why: 'the deployments list answered HTTP 404',
    });
    expect((await listed(configOf(), [['findings', { kind: 'status', status: 405 }]])).listing).toEqual({
      state: 'unavailable',
      why: 'the findings list answered HTTP 405',
    });
    await expect(listed(configOf(), [['findings', { kind: 'status', status: 403 }]])).rejects.toThrow(/HTTP 403/);
  });
});
