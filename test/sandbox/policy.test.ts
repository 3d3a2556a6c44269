// The sandbox's platform policy and supply-chain data, consistent with its report (issue 40): the list
// filtered by `policies=rule-board-block` names exactly the findings of the rules in Block mode, the
// report filtered by reachability counts exactly what the list calls so, each status the list takes
// is the report's where the report counts it, and a secret carries its mode. Over plain HTTP, as the
// sandbox's own tests are: independent of src/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset, FindingRecord } from './data.ts';
import { datasetOf, demoDatasetWithPolicy } from './data.ts';
import type { Sandbox } from './server.ts';
import { startSandbox } from './server.ts';

const REPORT = '/api/reporting/4242/reports/by-project/by-product';
const BACKLOG = '/api/reporting/4242/reports/backlog/by-severity';
const FINDINGS = '/api/v1/deployments/acme/findings';
const SECRETS = '/api/v1/deployments/4242/secrets';
const STATUSES = ['open', 'reviewing', 'fixing', 'provisionally_ignored', 'ignored', 'fixed'] as const;
const REACHABILITY = ['reachable', 'always_reachable', 'conditionally_reachable', 'no_reachability_analysis', 'unreachable'] as const;

type Item = Record<string, any>;

async function get(sb: Sandbox, path: string, params: [string, string][] = []): Promise<{ status: number; body: any }> {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const res = await fetch(`${sb.url}${path}${query ? `?${query}` : ''}`, { headers: { authorization: `Bearer ${sb.tokens.demo}` } });
  return { status: res.status, body: await res.json() };
}

async function post(sb: Sandbox, path: string, body: unknown): Promise<any> {
  const res = await fetch(sb.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${sb.tokens.demo}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** Every finding the list gives for these parameters, page by page until a short page. */
async function listAll(sb: Sandbox, issueType: 'sast' | 'sca', params: [string, string][] = []): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 0; ; page++) {
    const { status, body } = await get(sb, FINDINGS, [['issue_type', issueType], ['page', String(page)], ['page_size', '3000'], ...params]);
    expect(status).toBe(200);
    items.push(...body.findings);
    if (body.findings.length < 3000) return items;
  }
}

/** Every secret of the secrets list for these parameters. */
async function secretsAll(sb: Sandbox, params: [string, string][] = []): Promise<Item[]> {
  const items: Item[] = [];
  let cursor = '';
  do {
    const { body } = await get(sb, SECRETS, [
      ['limit', '1000'],
      ...params,
      ...(cursor ? ([['cursor', cursor]] as [string, string][]) : []),
    ]);
    items.push(...body.findings.findings);
    cursor = body.cursor ?? '';
  } while (cursor);
  return items;
}

const ids = (items: readonly Item[]): string[] => items.map((item) => String(item.id)).sort();
const num = (v: unknown): number => (v === undefined ? 0 : Number(v));

/** A report's counts, by project name and product (zeros where it leaves one out). */
function countsOf(report: {
  byProject: Record<string, Record<string, unknown>>;
}): Record<string, { code: number; sca: number; secrets: number }> {
  return Object.fromEntries(
    Object.entries(report.byProject).map(([name, c]) => [name, { code: num(c.code), sca: num(c.sca), secrets: num(c.secrets) }]),
  );
}

/** The same counts, made from list items (code and supply-chain) and secrets, for every project of the dataset. */
function countsFromLists(
  ds: Dataset,
  code: Item[],
  sca: Item[],
  secrets: Item[],
): Record<string, { code: number; sca: number; secrets: number }> {
  const out = Object.fromEntries(ds.projects.map((p) => [p.name, { code: 0, sca: 0, secrets: 0 }]));
  for (const item of code) out[item.repository.name]!.code++;
  for (const item of sca) out[item.repository.name]!.sca++;
  for (const secret of secrets) out[secret.repository.name]!.secrets++;
  return out;
}

describe('sandbox: the demo as the platform blocks it', () => {
  let sb: Sandbox;
  const ds = demoDatasetWithPolicy();
  const modeOf = (f: FindingRecord): string => ds.ruleModes?.[f.ruleId] ?? 'monitor';
  beforeAll(async () => {
    sb = await startSandbox({ dataset: demoDatasetWithPolicy() });
  });
  afterAll(() => sb.close());

  it('names exactly the open code findings of the rules in Block mode under policies=rule-board-block, and each mode apart', async () => {
    const open = ds.findings.filter((f) => f.product === 'code' && f.status === 'open');
    const byPolicy = async (policy: string) =>
      ids(
        await listAll(sb, 'sast', [
          ['status', 'open'],
          ['policies', policy],
        ]),
      );
    const block = await byPolicy('rule-board-block');
    expect(block).toEqual(ids(open.filter((f) => modeOf(f) === 'block')));
    expect(block.length).toBeGreaterThan(3);
    expect(await byPolicy('rule-board-pr-comments')).toEqual(ids(open.filter((f) => modeOf(f) === 'comment')));
    expect(await byPolicy('rule-board-audit')).toEqual(ids(open.filter((f) => modeOf(f) === 'monitor')));
    const several = ids(
      await listAll(sb, 'sast', [
        ['status', 'open'],
        ['policies', 'rule-board-block'],
        ['policies', 'rule-board-pr-comments'],
      ]),
    );
    expect(several).toEqual(ids(open.filter((f) => modeOf(f) !== 'monitor')));
    // The demo's guaranteed critical XSS of acme/payments-api is of a rule in Block mode.
    expect(open.some((f) => f.projectId === '1201' && f.severity === 'critical' && modeOf(f) === 'block')).toBe(true);
  });

  it('ignores policies for supply-chain findings and is_malicious for code findings, as the API does', async () => {
    const sca = ids(await listAll(sb, 'sca', [['status', 'open']]));
    expect(
      ids(
        await listAll(sb, 'sca', [
          ['status', 'open'],
          ['policies', 'rule-board-block'],
        ]),
      ),
    ).toEqual(sca);
    const code = ids(await listAll(sb, 'sast', [['status', 'open']]));
    expect(
      ids(
        await listAll(sb, 'sast', [
          ['status', 'open'],
          ['is_malicious', 'true'],
        ]),
      ),
    ).toEqual(code);
  });

  it('lists the findings from malicious dependencies under is_malicious=true, and every other under false', async () => {
    const all = ids(await listAll(sb, 'sca'));
    const malicious = await listAll(sb, 'sca', [['is_malicious', 'true']]);
    const others = await listAll(sb, 'sca', [['is_malicious', 'false']]);
    expect(ids(malicious)).toEqual(ids(ds.findings.filter((f) => f.product === 'sca' && f.malicious === true)));
    expect(malicious.length).toBeGreaterThan(0);
    expect(malicious.every((item) => item.is_malicious === true && item.status === 'open')).toBe(true);
    expect(others.every((item) => item.is_malicious === false)).toBe(true);
    expect([...ids(malicious), ...ids(others)].sort()).toEqual(all);
  });

  it("counts under the report's reachability filter exactly the open findings the list calls so, and lists them under exposures", async () => {
    const listed = await listAll(sb, 'sca', [['status', 'open']]);
    for (const reachability of REACHABILITY) {
      const report = await post(sb, REPORT, {
        filters: { findingTypes: ['FINDING_TYPE_SCA'], reachability: [`FINDING_REACHABILITY_${reachability.toUpperCase()}`] },
      });
      const called = listed.filter((item) => item.reachability === reachability.replaceAll('_', ' '));
      expect(countsOf(report), reachability).toEqual(countsFromLists(ds, [], called, []));
      if (reachability !== 'no_reachability_analysis') {
        expect(
          ids(
            await listAll(sb, 'sca', [
              ['status', 'open'],
              ['exposures', reachability],
            ]),
          ),
        ).toEqual(ids(called));
      }
    }
    const reachable = ['reachable', 'always reachable', 'conditionally reachable'];
    const report = await post(sb, REPORT, {
      filters: {
        findingTypes: ['FINDING_TYPE_SCA'],
        reachability: [
          'FINDING_REACHABILITY_REACHABLE',
          'FINDING_REACHABILITY_ALWAYS_REACHABLE',
          'FINDING_REACHABILITY_CONDITIONALLY_REACHABLE',
        ],
      },
    });
    expect(countsOf(report)).toEqual(
      countsFromLists(
        ds,
        [],
        listed.filter((item) => reachable.includes(item.reachability)),
        [],
      ),
    );
  });

  it('gives each supply-chain item its EPSS score as an object of probabilities, its fixes and its malicious flag, as the dataset holds them', async () => {
    const byId = new Map(ds.findings.map((f) => [f.id, f]));
    const listed = await listAll(sb, 'sca');
    let scored = 0;
    let fixed = 0;
    for (const item of listed) {
      const record = byId.get(String(item.id))!;
      expect(item.is_malicious).toBe(record.malicious === true);
      expect(item.fix_recommendations).toEqual(record.fixRecommendations ?? []);
      if (record.epss === undefined) expect(item).not.toHaveProperty('epss_score');
      else {
        scored++;
        expect(item.epss_score).toEqual(record.epss);
        expect(item.epss_score.score).toBeGreaterThanOrEqual(0);
        expect(item.epss_score.score).toBeLessThanOrEqual(1);
        expect(item.epss_score.percentile).toBeGreaterThanOrEqual(item.epss_score.score);
      }
      if (item.fix_recommendations.length > 0) {
        fixed++;
        expect(item.fix_recommendations[0].package).toBe(item.found_dependency.package);
      }
    }
    // Some with a score and some without; some with a fix and some without.
    expect(scored).toBeGreaterThan(0);
    expect(scored).toBeLessThan(listed.length);
    expect(fixed).toBeGreaterThan(0);
    expect(fixed).toBeLessThan(listed.length);
  });

  it('lists one status a request, every status but removed without one, and the report counts what the list calls open', async () => {
    const byStatus: Record<string, { code: Item[]; sca: Item[] }> = {};
    for (const status of STATUSES) {
      const code = await listAll(sb, 'sast', [['status', status]]);
      const sca = await listAll(sb, 'sca', [['status', status]]);
      for (const item of [...code, ...sca]) expect(item.status).toBe(status);
      byStatus[status] = { code, sca };
    }
    // The demo has findings in every state the list takes.
    for (const status of STATUSES) expect(byStatus[status]!.code.length + byStatus[status]!.sca.length, status).toBeGreaterThan(0);
    for (const item of byStatus.reviewing!.code) expect(item.triage_state).toBe('reviewing');
    for (const item of byStatus.provisionally_ignored!.sca) expect(item.triage_state).toBe('provisionally_ignored');
    for (const item of byStatus.open!.code) expect(item.triage_state).toBe('untriaged');
    const everyStatus = [...(await listAll(sb, 'sast')), ...(await listAll(sb, 'sca'))];
    expect(ids(everyStatus)).toEqual(ids(STATUSES.flatMap((status) => [...byStatus[status]!.code, ...byStatus[status]!.sca])));
    expect(everyStatus.some((item) => item.status === 'removed' || item.status === 'unknown')).toBe(false);
    const openSecrets = await secretsAll(sb, [['status', 'FINDING_STATUS_OPEN']]);
    expect(countsOf(await post(sb, REPORT, {}))).toEqual(countsFromLists(ds, byStatus.open!.code, byStatus.open!.sca, openSecrets));
  });

  it('refuses a status, a policy or an is_malicious the document does not list', async () => {
    for (const [name, value] of [
      ['status', 'removed'],
      ['status', 'FINDING_STATUS_OPEN'],
      ['policies', 'block'],
      ['is_malicious', 'yes'],
    ]) {
      const { status, body } = await get(sb, FINDINGS, [
        ['issue_type', 'sast'],
        [name!, value!],
      ]);
      expect(status, `${name}=${value}`).toBe(400);
      expect(body).toEqual({ error: `invalid value ${JSON.stringify(value)} for ${name}` });
    }
  });

  it('gives each secret its mode: the payments AWS key and an open confirmed-invalid secret are in Block mode', async () => {
    const secrets = await secretsAll(sb);
    expect(secrets.map((s) => s.mode)).toEqual(ds.secrets.map((s) => s.mode));
    const blocked = secrets.filter((s) => s.mode === 'MODE_BLOCK');
    expect(blocked.map((s) => [s.repository.name, s.type, s.status, s.validationState])).toEqual(
      expect.arrayContaining([
        ['acme/payments-api', 'AWS', 'FINDING_STATUS_OPEN', 'VALIDATION_STATE_CONFIRMED_VALID'],
        [expect.any(String), expect.any(String), 'FINDING_STATUS_OPEN', 'VALIDATION_STATE_CONFIRMED_INVALID'],
      ]),
    );
    expect(new Set(secrets.map((s) => s.mode))).toEqual(new Set(['MODE_MONITOR', 'MODE_COMMENT', 'MODE_BLOCK']));
  });
});

describe('sandbox: a report that counts more states than open', () => {
  const counted = ['open', 'reviewing', 'fixing', 'provisionally_ignored'] as const;
  const dataset = (): Dataset =>
    datasetOf({
      projects: ['acme/api', 'acme/web'],
      findings: STATUSES.flatMap((status, i) => [
        { project: 'acme/api', status, severity: 'high' as const, ruleId: 'rule.block' },
        { project: 'acme/web', status, severity: 'low' as const, ruleId: 'rule.comment' },
        { project: 'acme/web', product: 'sca' as const, status, severity: 'medium' as const, reachability: REACHABILITY[i % 5]! },
        { project: 'acme/api', status: 'removed' as const },
      ]),
      secrets: [
        { repository: 'acme/api', status: 'open', mode: 'MODE_BLOCK', validationState: 'confirmed_invalid' },
        { repository: 'acme/api', status: 'provisionally_ignored' },
        { repository: 'acme/web', status: 'ignored', mode: 'MODE_BLOCK' },
      ],
      ruleModes: { 'rule.block': 'block', 'rule.comment': 'comment' },
      reportStatuses: counted,
    });
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await startSandbox({ dataset: dataset() });
  });
  afterAll(() => sb.close());

  it('counts in the report exactly what one walk a counted status finds, and the backlog ends at the same count', async () => {
    const ds = dataset();
    const code: Item[] = [];
    const sca: Item[] = [];
    for (const status of counted) {
      code.push(...(await listAll(sb, 'sast', [['status', status]])));
      sca.push(...(await listAll(sb, 'sca', [['status', status]])));
    }
    const secrets = [
      ...(await secretsAll(sb, [['status', 'FINDING_STATUS_OPEN']])),
      ...(await secretsAll(sb, [['status', 'FINDING_STATUS_PROVISIONALLY_IGNORED']])),
    ];
    const want = countsFromLists(ds, code, sca, secrets);
    expect(want).toEqual({ 'acme/api': { code: 4, sca: 0, secrets: 2 }, 'acme/web': { code: 4, sca: 4, secrets: 0 } });
    expect(countsOf(await post(sb, REPORT, {}))).toEqual(want);
    const { buckets } = await post(sb, BACKLOG, {
      filters: { findingTypes: ['FINDING_TYPE_CODE', 'FINDING_TYPE_SCA', 'FINDING_TYPE_SECRETS'] },
    });
    const last = buckets.at(-1);
    expect(num(last.low) + num(last.medium) + num(last.high) + num(last.critical)).toBe(14);
  });

  it('names under policies=rule-board-block the findings of the rule in Block mode, in every status asked', async () => {
    for (const status of STATUSES) {
      const block = await listAll(sb, 'sast', [
        ['status', status],
        ['policies', 'rule-board-block'],
      ]);
      expect(block.map((item) => [item.repository.name, item.rule.name, item.status])).toEqual([['acme/api', 'rule.block', status]]);
    }
    // A rule the Rule Board does not name is in Monitor mode: the removed finding's is, and it is never listed.
    expect(await listAll(sb, 'sast', [['policies', 'rule-board-audit']])).toEqual([]);
  });

  it('serves a mode on each secret as the dataset gives it, whatever its validity', async () => {
    const secrets = await secretsAll(sb);
    expect(secrets.map((s) => [s.status, s.validationState, s.mode])).toEqual([
      ['FINDING_STATUS_OPEN', 'VALIDATION_STATE_CONFIRMED_INVALID', 'MODE_BLOCK'],
      ['FINDING_STATUS_PROVISIONALLY_IGNORED', 'VALIDATION_STATE_CONFIRMED_VALID', 'MODE_MONITOR'],
      ['FINDING_STATUS_IGNORED', 'VALIDATION_STATE_CONFIRMED_VALID', 'MODE_BLOCK'],
    ]);
  });
});
