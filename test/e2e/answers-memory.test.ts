// At most 400 MiB peak RSS at the default settings, whatever the server sends (issue 37, item 2): each
// row of the issue's table, through the built action against a crafted server, with no tuning variable.
// The row of an endless list of unique secrets is test/e2e/memory.test.ts's.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunResult, runAction } from '../support/runner.ts';
import { annotations, rendered } from './support.ts';

const MiB = 1024 * 1024;
/** The peak the issue allows. */
const PEAK = 400 * MiB;
/** The largest answer read at the default settings, of the lists that keep it (secrets, findings, dependencies). */
const LIST_CAP = 64 * MiB;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;
/** Where a request goes: the report, the secrets, the projects, the v1 deployments (slugs), the findings list. */
type Route = 'report' | 'secrets' | 'projects' | 'slugs' | 'findings';

/** Which route a path is. */
function routeOf(path: string): Route | undefined {
  if (path.endsWith('/reports/by-project/by-product')) return 'report';
  if (path.endsWith('/secrets')) return 'secrets';
  if (path.endsWith('/projects/list')) return 'projects';
  if (path === '/api/v1/deployments') return 'slugs';
  if (path.endsWith('/findings')) return 'findings';
  return undefined;
}

/**
 * What a deployment with one project and nothing open answers (a deployment of no project is an error of its
 * own under projects: *, attack23 G4b, which would stand before the faults these tests serve).
 */
const EMPTY: Record<Route, string> = {
  report: '{"byProject":{}}',
  secrets: '{"findings":[]}',
  projects: '{"projects":[{"id":"101","name":"acme/api"}]}',
  slugs: '{"deployments":[{"id":4242,"name":"acme","slug":"acme"}]}',
  findings: '{"findings":[]}',
};

/** A server of deployment 4242 (slug acme) that answers each route with its handler, else as an empty deployment. */
async function crafted(handlers: Partial<Record<Route, Handler>>): Promise<string> {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    req.resume();
    res.on('error', () => undefined);
    const route = routeOf(url.pathname);
    const handler = route === undefined ? undefined : handlers[route];
    if (handler !== undefined) return handler(req, res, url);
    res
      .writeHead(route === undefined ? 404 : 200, { 'content-type': 'application/json' })
      .end(route === undefined ? '{"error":"not found"}' : EMPTY[route]);
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Writes `head`, then `filler` until the body holds `total` bytes, then `tail`; the socket's backpressure respected. */
function stream(res: ServerResponse, head: string, filler: Buffer, total: number, tail: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write(head);
  let sent = Buffer.byteLength(head) + Buffer.byteLength(tail);
  const more = (): void => {
    while (sent + filler.length <= total) {
      sent += filler.length;
      if (!res.write(filler)) return void res.once('drain', more);
    }
    res.end(`${' '.repeat(Math.max(0, total - sent))}${tail}`);
  };
  more();
}

const inputs = (url: string, extra: Record<string, string> = {}) => ({
  'api-token': 'sgp_memory_boundary',
  'base-url': url,
  deployment: '4242',
  projects: '*',
  'fail-on-severity': 'none',
  ...extra,
});

/** Runs the action against `url`, logs its peak, and checks it ended by itself within the peak the issue allows. */
async function measured(what: string, url: string, extra: Record<string, string> = {}, killAfterMs = 150_000): Promise<RunResult> {
  const run = await runAction({ inputs: inputs(url, extra), killAfterMs });
  expect(run.signal, `${what}: the process ended on its own`).toBeNull();
  expect(run.stderr).not.toMatch(/^\s+at .+/m);
  if (run.peakRssBytes !== undefined) {
    console.log(`peak RSS, ${what}: ${Math.round(run.peakRssBytes / MiB)} MiB in ${Math.round(run.elapsedMs)} ms`);
    expect(run.peakRssBytes).toBeLessThan(PEAK);
  }
  return run;
}

/** The one error annotation of a run that could not decide. */
const errorOf = (run: RunResult): string => annotations(run, 'error').join('\n');

const EMPTY_OBJECTS = Buffer.from('{},'.repeat(16_384));

/** The secrets route of 10,000 open confirmed-valid secrets in pages of 200, each of 17 text fields of 4 KiB of two-byte characters. */
const longTextSecrets: Handler = (_, res, at) => {
  const long = (seed: string): string => `${seed}${'ĀāĂ'.repeat(1366)}`.slice(0, 4096);
  const PAGE = 200;
  const n = Number(at.searchParams.get('cursor') ?? 0);
  const items: string[] = [];
  for (let i = 0; i < PAGE; i++) {
    const id = `${n}-${i}`;
    const text = (field: string) => JSON.stringify(long(`${field}-${id}-`));
    items.push(
      `{"id":"${id}","type":${text('type')},"severity":"SEVERITY_HIGH","status":"FINDING_STATUS_OPEN","validationState":"VALIDATION_STATE_CONFIRMED_VALID","confidence":${text('c')},"findingPath":${text('p')},"findingPathUrl":${text('u')},"ref":${text('r')},"refUrl":${text('ru')},"ruleHashId":${text('h')},"mode":${text('m')},"createdAt":${text('ca')},"updatedAt":${text('ua')},"repository":{"name":${text('n')},"url":${text('nu')},"scmType":${text('s')},"visibility":${text('v')}}}`,
    );
  }
  const next = n + 1 < 10_000 / PAGE ? `"cursor":"${n + 1}",` : '';
  res.writeHead(200, { 'content-type': 'application/json' }).end(`{${next}"findings":[${items.join(',')}]}`);
};

/**
 * A server whose twelve counted walks (open, reviewing, fixing, provisionally ignored × code, AI and supply
 * chain) name 40,000 low findings each in pages of 2,000, and three of them then a page near its cap of
 * two-byte text: 486,000 findings, each match_based_id made by `idOf` from its number; the report counts
 * one code finding. `walks` and `dense` tell which walks asked and which were sent a page near the cap.
 */
function countedFindings(idOf: (n: number) => string) {
  const SMALL = 20;
  const pad = 'Ā'.repeat(Math.floor((LIST_CAP - 65_536) / 2000 / 2) - 400);
  const walks = new Map<string, number>();
  const dense = new Map<number, Buffer>();
  const page = (walk: number, n: number, status: string): string | Buffer => {
    const kept = dense.get(walk);
    if (n === SMALL && kept !== undefined) return kept;
    const items: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const id = walk * 1_000_000 + n * 10_000 + i;
      const note = n === SMALL ? `,"note":"${pad}"` : '';
      items.push(
        `{"id":${id},"match_based_id":"${idOf(id)}","severity":"low","status":"${status}","rule":{"name":"r.low"},"repository":{"name":"acme/api"}${note}}`,
      );
    }
    const body = `{"findings":[${items.join(',')}]}`;
    if (n < SMALL) return body;
    dense.set(walk, Buffer.from(body));
    return dense.get(walk) as Buffer;
  };
  const handlers: Partial<Record<Route, Handler>> = {
    report: (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"byProject":{"acme/api":{"code":"1"}}}'),
    findings: (_, res, at) => {
      const query = at.searchParams;
      const n = Number(query.get('page'));
      const status = query.get('status') ?? 'open';
      const walk = `${query.get('issue_type')} ${status}`;
      const counted = !query.has('is_malicious') && !query.has('policies');
      if (counted && !walks.has(walk)) walks.set(walk, walks.size);
      const number = walks.get(walk) ?? 0;
      const listed = counted && (n < SMALL || (n === SMALL && number < 3));
      res.writeHead(200, { 'content-type': 'application/json' }).end(listed ? page(number, n, status) : EMPTY.findings);
    },
  };
  return { walks, dense, handlers };
}

describe('memory bounded at the default settings, whatever the server sends', () => {
  it('a findings page of 64 MiB of empty objects [{},{},…] is malformed past the largest page of its list, never built', async () => {
    const url = await crafted({ findings: (_, res) => stream(res, '{"findings":[', EMPTY_OBJECTS, LIST_CAP - 1024, '{}]}') });
    const run = await measured('a findings page of empty objects', url);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(
      /findings: the API sent a malformed response: a list holds more than 3,000 items, more than a page of this list holds/,
    );
  }, 180_000);

  it('a secrets page of 64 MiB of empty objects is malformed past the largest page of its list, never built', async () => {
    const url = await crafted({ secrets: (_, res) => stream(res, '{"findings":[', EMPTY_OBJECTS, LIST_CAP - 1024, '{}]}') });
    const run = await measured('a secrets page of empty objects', url, { 'list-findings': 'false' });
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(
      /secrets: the API sent a malformed response: a list holds more than 10,000 items, more than a page of this list holds/,
    );
  }, 180_000);

  it('every answer valid, padded with whitespace to just under the largest answer the lists read: the run decides', async () => {
    const padded =
      (body: string): Handler =>
      (_, res) =>
        stream(res, body.slice(0, -1), Buffer.from(' '.repeat(65_536)), LIST_CAP - 1024, body.slice(-1));
    const url = await crafted({
      secrets: padded(EMPTY.secrets),
      findings: padded(
        '{"findings":[{"id":1,"match_based_id":"m1","severity":"high","rule":{"name":"r.one"},"repository":{"name":"acme/api"}}]}',
      ),
      projects: padded(EMPTY.projects),
      slugs: padded(EMPTY.slugs),
      report: padded(EMPTY.report),
    });
    const run = await measured('every answer padded with whitespace', url);
    expect(run.outputs.result).toBe('error');
    // The report's own cap is far below the lists' (a report of 10,000 projects is about 1 MB), the slug lookup's
    // further still: the first of them to go past its cap decides the run, and the rest are cancelled (attack5 F7).
    expect(errorOf(run)).toMatch(
      /^findings-gate could not decide: (?:report: the response is over 16 MiB|deployments: the response is over 1 MiB); the gate does not read further/,
    );
  }, 180_000);

  it('every answer valid, padded with whitespace to just under its own cap: the run decides, and fails on the listed finding', async () => {
    const padded =
      (body: string, cap: number): Handler =>
      (_, res) =>
        stream(res, body.slice(0, -1), Buffer.from(' '.repeat(65_536)), cap - 1024, body.slice(-1));
    const finding = '{"id":1,"match_based_id":"m1","severity":"high","rule":{"name":"r.one"},"repository":{"name":"acme/api"}}';
    const url = await crafted({
      secrets: padded(EMPTY.secrets, LIST_CAP),
      findings: padded(`{"findings":[${finding}]}`, LIST_CAP),
      projects: padded(EMPTY.projects, 16 * MiB),
      slugs: padded(EMPTY.slugs, MiB),
      report: padded('{"byProject":{"acme/api":{"code":"1"}}}', 16 * MiB),
    });
    const run = await measured('every answer padded to its own cap', url, { 'fail-on-severity': 'high' });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
  }, 180_000);

  it('10,000 confirmed-valid secrets with 4 KiB text fields of two-byte characters: every one counted, their text cut and marked', async () => {
    const url = await crafted({ secrets: longTextSecrets });
    // 1.4 GB of two-byte text, each chunk decoded for the token check: about 100 s alone, more on a busy machine.
    // The bound is the gate's own deadline (300 s by default), not this harness's.
    const run = await measured('10,000 secrets with 4 KiB fields of two-byte characters', url, { 'list-findings': 'false' }, 330_000);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', 'valid-secrets': '10000' });
    const summary = rendered(run.summary);
    expect(summary).toMatch(/…and 9,9\d\d more confirmed-valid secrets\./);
    // The text of what is kept past the budget is cut, and marked as cut.
    expect(summary).toMatch(/ĀāĂ…/);
  }, 360_000);

  it('10,000 confirmed-valid secrets whose ids are 4,096 two-byte characters: malformed at the first, never kept whole (attack9 J3: 416-561 MiB)', async () => {
    const id = (n: number): string => JSON.stringify(`${n}-${'Ā'.repeat(4096)}`.slice(0, 4096));
    const PAGE = 200;
    const page = (n: number): string => {
      const items: string[] = [];
      for (let i = 0; i < PAGE; i++) {
        items.push(
          `{"id":${id(n * PAGE + i)},"type":"t","severity":"SEVERITY_HIGH","status":"FINDING_STATUS_OPEN","validationState":"VALIDATION_STATE_CONFIRMED_VALID"}`,
        );
      }
      return `{${n + 1 < 10_000 / PAGE ? `"cursor":"${n + 1}",` : ''}"findings":[${items.join(',')}]}`;
    };
    const url = await crafted({
      secrets: (_, res, at) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(page(Number(at.searchParams.get('cursor') ?? 0))),
    });
    const run = await measured('10,000 secrets with ids of 4,096 two-byte characters', url, { 'list-findings': 'false' });
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/secrets: .*findings\[0\]\.id is 4,096 characters long, longer than an id \(at most 256\)/);
  }, 180_000);

  it('findings whose match_based_id is 4,000 two-byte characters: malformed at the first, never recorded whole (attack9 J3: 513 MiB)', async () => {
    const items = Array.from(
      { length: 20 },
      (_, i) =>
        `{"id":${i},"match_based_id":"${'Ā'.repeat(4000)}m${i}","severity":"low","rule":{"name":"r.low"},"repository":{"name":"acme/api"}}`,
    );
    const url = await crafted({
      report: (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"byProject":{"acme/api":{"code":"1"}}}'),
      findings: (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(`{"findings":[${items.join(',')}]}`),
    });
    const run = await measured('findings with match_based_ids of 4,000 two-byte characters', url);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/findings: .*findings\[0\]\.match_based_id is 4,\d{3} characters long, longer than an id \(at most 256\)/);
  }, 180_000);

  it('a page of 2,000 findings whose match_based_id is 4,000 two-byte characters: the first refusal ends the run, and the other walks stop at once (fix-mem: 43 s, 409 MiB, every walk read whole)', async () => {
    const items = Array.from(
      { length: 2000 },
      (_, i) =>
        `{"id":${i},"match_based_id":"${'Ā'.repeat(4000)}m${i}","severity":"low","rule":{"name":"r.low"},"repository":{"name":"acme/api"}}`,
    );
    const body = Buffer.from(`{"findings":[${items.join(',')}]}`);
    let later = 0;
    let policyLater = 0;
    let sentWhole = 0;
    const url = await crafted({
      report: (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"byProject":{"acme/api":{"code":"1"}}}'),
      findings: (_, res, at) => {
        if (at.searchParams.get('page') !== '0') {
          if (at.searchParams.get('is_malicious') === 'true') policyLater++;
          else later++;
        }
        res.on('finish', () => sentWhole++);
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      },
    });
    const run = await measured('pages of 2,000 findings with match_based_ids of 4,000 two-byte characters', url);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/findings: .*findings\[0\]\.match_based_id is 4,\d{3} characters long, longer than an id \(at most 256\)/);
    console.log(`findings pages past the first asked for: ${later} (the policy's walks: ${policyLater}), pages sent whole: ${sentWhole}`);
    // Every walk asks for its first page at once (16 at the default settings); the first refused, the rest
    // are cancelled where they are, and no walk goes on. Before, each walk's first page was read and decoded
    // whole, one walk after another, and each walk asked for two pages ahead of it: 16 sent whole, 30 past the first.
    expect(sentWhole, 'pages the server sent whole: the refused one and those already read').toBeLessThanOrEqual(6);
    expect(later, "pages past the first: at most the refused walk's two read ahead, and another's").toBeLessThanOrEqual(4);
    // The policy's walks (fail-on-malicious, one a counted state: four) are spared the cancel, so that what
    // they find fails the run whichever answered first (collect/policy.ts); each ends at its own first page,
    // refused as every page is, having asked for at most its two ahead.
    expect(policyLater, "the policy's walks: each at most its two read ahead").toBeLessThanOrEqual(8);
  }, 180_000);

  /** A server whose open code findings (read whole: record-finding-ids auto, the report counting none) each name another repository; every other list empty. */
  const manyRepositories = (count: number, name: (n: number) => string): Promise<string> => {
    const PAGE = 2000;
    const page = (n: number): string => {
      const items: string[] = [];
      for (let i = n * PAGE; i < Math.min(count, (n + 1) * PAGE); i++)
        items.push(`{"id":${i},"match_based_id":"m${i}","severity":"high","rule":{"name":"r.one"},"repository":{"name":"${name(i)}"}}`);
      return `{"findings":[${items.join(',')}]}`;
    };
    return crafted({
      findings: (_, res, at) => {
        const { searchParams: query } = at;
        const whole = query.get('issue_type') === 'sast' && query.get('status') === 'open' && query.get('page_size') === String(PAGE);
        res.writeHead(200, { 'content-type': 'application/json' }).end(whole ? page(Number(query.get('page'))) : EMPTY.findings);
      },
    });
  };

  it('25,000 findings that each name a different repository of 4 KiB, the most a run keeps: every one counted, the names past the budget cut and marked', async () => {
    const url = await manyRepositories(25_000, (n) => `Org-${n}/${'Repo'.repeat(1024)}`.slice(0, 4096));
    const run = await measured('25,000 findings each of another 4 KiB repository', url, { 'fail-on-severity': 'high' });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', high: '25000' });
    // Each repository the report does not count is a row of its own, counted as the list names it.
    expect(run.stdout).toMatch(/^projects: 25000;/m);
    expect(run.summary).toMatch(/\| Org-10000\/RepoRepoRepoRepoRepoR… \| 0 \| 1 \|/);
  }, 180_000);

  it('findings that name more repositories than a run keeps: the run stops with the reason, never judges a part of them', async () => {
    const url = await manyRepositories(25_001, (n) => `org-${n}/api`);
    const run = await measured('25,001 findings each of another repository', url, { 'fail-on-severity': 'high' });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/findings: the list names more than 25,000 repositories; stopped rather than judge a part of them/);
  }, 180_000);

  /**
   * A server whose open supply-chain findings (read whole: record-finding-ids auto, the report counting
   * one) number `count`, each made by `item` from its number; every other list empty.
   */
  const manyScaFindings = (count: number, item: (n: number) => string): Promise<string> => {
    const PAGE = 2000;
    const page = (n: number): string => {
      const items: string[] = [];
      for (let i = n * PAGE; i < Math.min(count, (n + 1) * PAGE); i++) items.push(item(i));
      return `{"findings":[${items.join(',')}]}`;
    };
    return crafted({
      report: (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"byProject":{"acme/api":{"sca":"1"}}}'),
      findings: (_, res, at) => {
        const { searchParams: query } = at;
        const whole = query.get('issue_type') === 'sca' && query.get('status') === 'open' && !query.has('is_malicious');
        res.writeHead(200, { 'content-type': 'application/json' }).end(whole ? page(Number(query.get('page'))) : EMPTY.findings);
      },
    });
  };
  const scaFinding = (n: number, repository: string): string =>
    `{"id":${n},"match_based_id":"m${n}","severity":"low","rule":{"name":"r.sca"},"repository":{"name":"${repository}"},"epss_score":{"score":0.001,"percentile":0.1}}`;
  const scaInputs = { 'finding-types': 'sca', 'fail-on-severity': 'high', 'fail-on-malicious': 'false' };

  it('supply-chain findings a filter leaves out count toward the repositories a run keeps: past 25,000 the run stops', async () => {
    const url = await manyScaFindings(25_001, (n) => scaFinding(n, `org-${n}/repo`));
    // A bound of the gate's own is no API failure: on-api-error: warn does not soften it (attack6 G1b), nor does a re-run help (G5).
    const run = await measured('25,001 filtered supply-chain findings each of another repository', url, {
      ...scaInputs,
      'sca-min-epss': '0.5',
      'on-api-error': 'warn',
    });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/findings: the list names more than 25,000 repositories; stopped rather than judge a part of them/);
    expect(run.summary).toContain('This is not an API failure, so `on-api-error` does not apply');
    expect(run.summary).not.toMatch(/transient|re-run the job/);
  }, 180_000);

  // The shape of a million findings in one repository, at the smallest count that shows the growth: the run
  // remembers each finding it counts (or a filter leaves out) to tell a repeat, and stops past 500,000.
  it('findings past the most a run remembers, counted or left out by a filter: the run stops with the reason, never judges a part', async () => {
    const url = await manyScaFindings(500_001, (n) => scaFinding(n, 'acme/api'));
    const run = await measured('500,001 filtered supply-chain findings of one repository', url, { ...scaInputs, 'sca-min-epss': '0.5' });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(
      /findings: the lists name more than 500,000 findings, the most a run remembers; stopped rather than judge a part of them/,
    );
  }, 180_000);

  it('every list at once answers a page of valid items near 64 MiB: the run keeps one budget of pages in hand, and decides', async () => {
    // Sixteen walks at once at the default settings (open, reviewing, fixing, provisionally ignored × code, AI
    // and supply chain, the malicious dependencies, the rules in Block mode), the secrets and the projects:
    // each page is under its cap, together they are a GiB (api/budget.ts).
    const padded = (list: string, count: number, bytes: number, item: (i: number, pad: string) => string): Buffer => {
      const pad = 'x'.repeat(Math.floor(bytes / count) - 400);
      return Buffer.from(`{"${list}":[${Array.from({ length: count }, (_, i) => item(i, pad)).join(',')}]}`);
    };
    const walks = new Map<string, Buffer>();
    const findingsPage = (query: URLSearchParams): Buffer => {
      const walk = ['issue_type', 'status', 'is_malicious', 'policies'].map((name) => query.get(name)).join(' ');
      let body = walks.get(walk);
      if (body === undefined) {
        const base = walks.size * 10_000;
        const status = query.get('status') ?? 'open';
        body = padded('findings', 2000, LIST_CAP - 65_536, (i, pad) => {
          const id = base + i;
          return `{"id":${id},"match_based_id":"m${id}","severity":"low","status":"${status}","rule":{"name":"r.low"},"repository":{"name":"acme/api"},"note":"${pad}"}`;
        });
        walks.set(walk, body);
      }
      return body;
    };
    const secrets = padded(
      'findings',
      2000,
      LIST_CAP - 65_536,
      (i, pad) =>
        `{"id":"s${i}","type":"generic","severity":"SEVERITY_LOW","status":"FINDING_STATUS_OPEN","validationState":"VALIDATION_STATE_CONFIRMED_INVALID","repository":{"name":"acme/api"},"note":"${pad}"}`,
    );
    const projects = padded(
      'projects',
      1000,
      16 * MiB - 65_536,
      (i, pad) => `{"id":${i + 1},"name":"${i === 0 ? 'acme/api' : `acme/other-${i}`}","note":"${pad}"}`,
    );
    const url = await crafted({
      // The report counts one code finding of each severity: the run must fail, whatever the lists hold.
      report: (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"byProject":{"acme/api":{"code":"1"}}}'),
      projects: (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(projects),
      secrets: (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(secrets),
      findings: (_, res, at) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(at.searchParams.get('page') === '0' ? findingsPage(at.searchParams) : EMPTY.findings),
    });
    const run = await measured('every list a page near 64 MiB at once', url, { 'fail-on-severity': 'high' });
    expect(walks.size).toBeGreaterThanOrEqual(12);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
  }, 180_000);

  it('the counted lists name 480,000 findings in small pages, then pages near 64 MiB of two-byte text: every one remembered, under the peak', async () => {
    // attack7 m1: the twelve counted walks (open, reviewing, fixing, provisionally ignored × code, AI and supply
    // chain) name 40,000 findings each in pages of 2,000, and three of them then a page near its cap: 480,000
    // findings the tally remembers to tell a repeat (just under the 500,000 a run remembers), beside the budget
    // of pages in hand. A Map of the findings' keys was ~143 bytes a finding of live heap: 413 MiB here.
    const { walks, dense, handlers } = countedFindings((id) => `m${id}`);
    const url = await crafted(handlers);
    const run = await measured(
      '480,000 findings in small pages, then three pages near 64 MiB',
      url,
      { 'fail-on-severity': 'high' },
      330_000,
    );
    expect(walks.size).toBe(12);
    expect(dense.size).toBe(3);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
    // Every finding of the lists counted: 40,000 a walk, the first three walks 2,000 more.
    expect(run.outputs.low).toBe('486000');
  }, 360_000);

  it('in one run, 10,000 confirmed-valid secrets of 4 KiB two-byte text fields and 486,000 findings of 240 two-byte character ids: the run fails on both, under the peak', async () => {
    // mem4: each shape alone was under the peak (270 MiB and 352 MiB), together 443 MiB: what the run keeps
    // of the secrets (their places whole up to 1,024 characters) beside what it remembers of the findings.
    const { walks, dense, handlers } = countedFindings((id) => `${'Ā'.repeat(240)}${id}`.slice(-240));
    const url = await crafted({ ...handlers, secrets: longTextSecrets });
    const run = await measured(
      '10,000 secrets of 4 KiB two-byte fields and 486,000 findings of 240 two-byte character ids',
      url,
      { 'fail-on-severity': 'high' },
      330_000,
    );
    expect(walks.size).toBe(12);
    expect(dense.size).toBe(3);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', 'valid-secrets': '10000', low: '486000' });
    const summary = rendered(run.summary);
    expect(summary).toMatch(/…and 9,9\d\d more confirmed-valid secrets\./);
    expect(summary).toMatch(/ĀāĂ…/);
  }, 300_000);

  it('the report answers late while every counted-state walk answers a page near 64 MiB: at most one page is held past the budget', async () => {
    // The counted-state walks (reviewing, fixing, provisionally ignored × code, AI and supply chain) go out
    // before the report and judge their pages once it is known. A page they hold past the budget of pages
    // until then must be the only one (api/budget.ts): nine of 64 MiB held at once were ~750 MiB.
    const pad = 'x'.repeat(Math.floor((LIST_CAP - 65_536) / 2000) - 400);
    const pages = new Map<string, Buffer>();
    let finished = 0;
    const reports: (() => void)[] = [];
    const url = await crafted({
      // Late: a second after every state walk's first page is sent whole (the old budget let each be read), or after 20 s (reading
      // the nine pages whole takes the old build ~10-20 s here; the new one reads them only once the report is in).
      report: (_, res) => {
        const answer = (): void => {
          // Once: a request answered already (or gone with the run) is left alone.
          if (res.headersSent || res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"byProject":{"acme/api":{"code":"1"}}}');
        };
        const timer = setTimeout(answer, 20_000);
        reports.push(() => {
          clearTimeout(timer);
          setTimeout(answer, 1000);
        });
      },
      findings: (_, res, at) => {
        const query = at.searchParams;
        const status = query.get('status') ?? 'open';
        const state = status !== 'open' && !query.has('is_malicious') && !query.has('policies') && query.get('page') === '0';
        if (!state) return void res.writeHead(200, { 'content-type': 'application/json' }).end(EMPTY.findings);
        const walk = `${query.get('issue_type')} ${status}`;
        let body = pages.get(walk);
        if (body === undefined) {
          const base = (pages.size + 1) * 10_000;
          body = Buffer.from(
            `{"findings":[${Array.from({ length: 2000 }, (_, i) => `{"id":${base + i},"match_based_id":"m${base + i}","severity":"low","status":"${status}","rule":{"name":"r.low"},"repository":{"name":"acme/api"},"note":"${pad}"}`).join(',')}]}`,
          );
          pages.set(walk, body);
        }
        res.on('finish', () => {
          if (++finished === 9) for (const report of reports.splice(0)) report();
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      },
    });
    const run = await measured('the report late, every counted-state walk a page near 64 MiB', url, { 'fail-on-severity': 'high' });
    expect(pages.size).toBe(9);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
  }, 180_000);

  // attack29 M1: each string that may hold the token is redacted whole, through its decoded forms (copies of it);
  // one of 30 million two-byte characters, in a field no reader keeps, took 1.5 GB, and four report answers of 7.9
  // million 754 MiB. Past what any reader keeps, a string is cut (marked) before it is redacted.
  it('one string of 30 million two-byte characters in every findings page, and of 7.9 million in every report answer: refused or cut, never made whole', async () => {
    const junk = (chars: number) => `"junk":"${'Ā'.repeat(chars)}"`;
    let findingsPage: Buffer | undefined;
    let reportAnswer: Buffer | undefined;
    const url = await crafted({
      report: (_, res) => {
        reportAnswer ??= Buffer.from(`{"byProject":{"acme/api":{"code":"1","projectId":"101",${junk(7_900_000)}}}}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end(reportAnswer);
      },
      findings: (_, res, at) => {
        if (at.searchParams.get('page') !== '0') return void res.writeHead(200, { 'content-type': 'application/json' }).end(EMPTY.findings);
        findingsPage ??= Buffer.from(
          `{"findings":[{"id":1,"match_based_id":"m1","severity":"high","status":"open","rule":{"name":"r.high","message":"m"},"repository":{"name":"acme/api"},${junk(30_000_000)}}]}`,
        );
        res.writeHead(200, { 'content-type': 'application/json' }).end(findingsPage);
      },
    });
    const run = await measured('30 million two-byte characters in a findings field, 7.9 million in a report field', url, {
      'fail-on-severity': 'high',
      'list-findings': 'true',
    });
    // The finding of 60 MB is more than an item holds (attack30 M1b); the report's strings are cut, and the run never parses either whole.
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/\[0\] is [\d,]+ bytes, more than an item of a list holds \(4 MiB\)/);
  }, 180_000);

  // attack30 M1b: one finding of 66 MB of distinct keys, each of 65,534 bytes (under the cut of long strings): parsed,
  // each key a string V8 keeps until a full collection; four walks at once were 449 MiB at the peak.
  it('every counted walk answers one finding of 66 MB of distinct long keys: refused as more than an item holds, before it is parsed', async () => {
    let page: Buffer | undefined;
    const url = await crafted({
      findings: (_, res, at) => {
        if (at.searchParams.get('page') !== '0') return void res.writeHead(200, { 'content-type': 'application/json' }).end(EMPTY.findings);
        if (page === undefined) {
          const key = 'Ā'.repeat(32_767);
          const junk = Array.from({ length: 1020 }, (_, n) => `{"${n}${key}":"${n}"}`).join(',');
          page = Buffer.from(
            `{"findings":[{"id":1,"match_based_id":"m1","severity":"high","status":"open","rule":{"name":"r.high"},"repository":{"name":"acme/api"},"junk":[${junk}]}]}`,
          );
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(page);
      },
    });
    const run = await measured('one finding of 66 MB of distinct long keys on every counted walk', url, { 'list-findings': 'true' });
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/findings\[0\] is [\d,]+ bytes, more than an item of a list holds \(4 MiB\)/);
  }, 180_000);

  // attack31 M1c: the same bytes beside a one-item list (or in a repeated list key JSON.parse drops) were parsed whole: 485-510 MiB.
  it('every counted walk answers one small finding and 66 MB of distinct long keys beside its list: refused, never parsed', async () => {
    let page: Buffer | undefined;
    const url = await crafted({
      findings: (_, res, at) => {
        if (at.searchParams.get('page') !== '0') return void res.writeHead(200, { 'content-type': 'application/json' }).end(EMPTY.findings);
        if (page === undefined) {
          const key = 'Ā'.repeat(32_767);
          const junk = Array.from({ length: 1000 }, (_, n) => `{"${n}${key}":"${n}"}`).join(',');
          page = Buffer.from(
            `{"findings":[{"id":1,"match_based_id":"m1","severity":"high","status":"open","rule":{"name":"r.high"},"repository":{"name":"acme/api"}}],"junk":[${junk}]}`,
          );
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(page);
      },
    });
    const run = await measured('66 MB of distinct long keys beside the list on every counted walk', url, { 'list-findings': 'true' });
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/the page is [\d,]+ bytes beside its list's items, more than a page holds there \(4 MiB\)/);
  }, 180_000);

  it('200 MB on each of the four concurrent report requests: each refused at the report’s cap, far below the lists’', async () => {
    const url = await crafted({
      report: (_, res) =>
        stream(res, '{"byProject":{"acme/api":{"code":"1","note":"', Buffer.from('x'.repeat(65_536)), 200 * 1_000_000, '"}}}'),
    });
    const run = await measured('200 MB on each report request', url);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(/report: the response is over 16 MiB; the gate does not read further/);
  }, 180_000);
});

/**
 * The report's route: each answer (one per severity, two under sca-reachable-only) names `members` projects,
 * of labels `labelOf(answer, i)` (and ids `idOf(i)`, if given); `same`: every answer is the first one (made once:
 * the server answers at once).
 */
function reportOfMany(
  members: number,
  labelOf: (answer: number, i: number) => string,
  same = false,
  idOf?: (i: number) => string,
): { handler: Handler; answers: () => number } {
  let asked = 0;
  let first: string | undefined;
  const handler: Handler = (_, res) => {
    const answer = asked++;
    let body = same ? first : undefined;
    if (body === undefined) {
      const parts: string[] = [];
      for (let i = 0; i < members; i++) {
        const id = idOf === undefined ? '' : `,"projectId":"${idOf(i)}"`;
        parts.push(`${JSON.stringify(labelOf(answer, i))}:{"code":"1"${id}}`);
      }
      body = `{"byProject":{${parts.join(',')}}}`;
      first ??= body;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  };
  return { handler, answers: () => asked };
}

/**
 * The projects route: `pages` pages of 3,000 projects (the largest page the gate asks for; `total` in all),
 * each name made by `nameOf` from its number, its id 10,000,000 + its number; the archived list holds none. The server ignores the names filter.
 */
function projectsOfMany(pages: number, nameOf: (n: number) => string, total = pages * 3000): { handler: Handler; served: () => number } {
  let served = 0;
  const handler: Handler = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { pageToken?: string; filter?: { statuses?: string[] } };
      if (body.filter?.statuses?.length === 1)
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"projects":[]}');
      const page = Number(body.pageToken ?? 0);
      served++;
      const projects = Array.from({ length: Math.min(3000, total - page * 3000) }, (_, i) => ({
        id: String(10_000_000 + page * 3000 + i),
        name: nameOf(page * 3000 + i),
      }));
      const next = page + 1 < pages ? { pageToken: String(page + 1) } : {};
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ projects, ...next }));
    });
  };
  return { handler, served: () => served };
}

describe('the projects a run keeps, whatever the server names (attack16 M1, M2)', () => {
  // Each answer within every bound of its own (16 MiB, 100,000 members), each naming other projects of
  // labels past 64 characters (their keys are hashed): before, every one was kept and merged, 803 MiB and a
  // minute of synchronous work.
  it('four report answers of 100,000 different projects each: the run stops past 100,000, unsoftened by on-api-error: warn', async () => {
    const { handler } = reportOfMany(100_000, (answer, i) => `r${answer}-${i}-${'x'.repeat(100)}`);
    const url = await crafted({ report: handler });
    const run = await measured('4 report answers of 100,000 different projects', url, { 'on-api-error': 'warn' });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(
      /report: the projects list and the report's answers name more than 100,000 projects together, the most a run keeps; stopped rather than judge a part of them \(narrow projects/,
    );
    expect(run.summary).toContain('This is not an API failure, so `on-api-error` does not apply');
  }, 180_000);

  it('a deployment of 100,000 projects, listed, and named by id in each of the 8 answers of sca-reachable-only: every one judged, each counted once', async () => {
    const nameOf = (i: number) => `org-${i}/${'y'.repeat(30)}`;
    const { handler, answers } = reportOfMany(
      100_000,
      (_, i) => nameOf(i),
      true,
      (i) => String(10_000_000 + i),
    );
    const list = projectsOfMany(34, nameOf, 100_000);
    const url = await crafted({ report: handler, projects: list.handler });
    const run = await measured('100,000 projects listed and named in the 8 report answers', url, {
      'sca-reachable-only': 'true',
      'fail-on-severity': 'high',
      'list-findings': 'false',
    });
    expect([answers(), list.served()]).toEqual([8, 34]);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', critical: '100000', high: '100000' });
  }, 180_000);

  // attack18 M3: the list's 99,000 and the report's 100,000 others were counted apart, each under its bound:
  // 199,000 projects kept, 1,250-character labels, 473-504 MiB (the report alone: 393 MiB). One budget now.
  it('99,000 listed projects and 8 answers naming 12,500 others each with 1,250-character labels: the run stops, unsoftened by on-api-error: warn', async () => {
    const list = projectsOfMany(33, (n) => `org/p${n}-${'x'.repeat(60)}`);
    const report = reportOfMany(12_500, (answer, i) => `r${answer}-${i}-${'x'.repeat(1250)}`);
    const url = await crafted({ report: report.handler, projects: list.handler });
    const run = await measured('99,000 listed and 100,000 others of long labels in the report', url, {
      'sca-reachable-only': 'true',
      'on-api-error': 'warn',
    });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(
      /(?:report|projects): the projects list and the report's answers name (?:projects of more than 14,000,000 characters|more than 100,000 projects) together/,
    );
    expect(run.summary).toContain('This is not an API failure, so `on-api-error` does not apply');
  }, 180_000);

  it('projects: * and a projects list of 102,000 projects: the run stops past the 100,000 it keeps', async () => {
    const { handler, served } = projectsOfMany(34, (n) => `org/p${n}-${'x'.repeat(60)}`);
    const url = await crafted({ projects: handler });
    const run = await measured('projects: * over a list of 102,000 projects', url, { 'on-api-error': 'warn' });
    expect(served()).toBe(34);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(errorOf(run)).toMatch(
      /projects: the projects list and the report's answers name more than 100,000 projects together, the most a run keeps; stopped rather than judge a part of them \(narrow projects/,
    );
  }, 180_000);

  // Before, the list was kept whole twice (the scope, then the suggestions' walk): 651 MiB.
  it('a named project and a list of 900,000 projects that ignores the names filter: only the closest names are kept for the suggestion', async () => {
    const { handler, served } = projectsOfMany(300, (n) => (n === 450_000 ? 'acme/payment-api' : `org/p${n}-${'x'.repeat(60)}`));
    const url = await crafted({ projects: handler });
    const run = await measured('a named project over a list of 900,000 projects', url, { projects: 'acme/payments-api' });
    expect(served()).toBe(600);
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatch(
      /projects: no project named "acme\/payments-api" in deployment 4242 \(did you mean "acme\/payment-api"\?\)/,
    );
  }, 180_000);
});
