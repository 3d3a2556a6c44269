// The floor client: exactly the requests the gate makes for a bench scenario (projects '*', the
// deployment id given), in the same dependency order and with the same concurrency, in a process of its
// own, doing nothing with each answer but JSON.parse. What the gate costs beyond it is the gate's own.
// Run as its own process by bench/run.ts: BENCH_URL, BENCH_TOKEN, BENCH_DEPLOYMENT, BENCH_DEPENDENCIES, BENCH_FINDINGS.

const base = process.env.BENCH_URL ?? '';
const deployment = process.env.BENCH_DEPLOYMENT ?? '';
const headers = { authorization: `Bearer ${process.env.BENCH_TOKEN ?? ''}`, accept: 'application/json' };
/** The gate's page sizes and windows (src/api/secrets.ts, dependencies.ts, collect/findings.ts, collect/scans.ts). */
const SECRETS_LIMIT = 1000;
const DEPENDENCIES_PAGE = 10_000;
const FINDINGS_PAGE = 2000;
const FINDINGS_WINDOW = 4;
const SCANS_CONCURRENCY = 8;
const MAX_FRESHNESS_PROJECTS = 50;

let requests = 0;
async function json(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  requests++;
  const response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return JSON.parse(text) as Record<string, unknown>;
}
const post = (path: string, body: unknown) =>
  json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function report(): Promise<string[]> {
  const pages = await Promise.all(
    ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'].map((severity) =>
      post(`/api/reporting/${deployment}/reports/by-project/by-product`, {
        filters: {
          findingTypes: ['FINDING_TYPE_CODE', 'FINDING_TYPE_SCA', 'FINDING_TYPE_SECRETS'],
          findingSeverities: [`FINDING_SEVERITY_${severity}`],
        },
      }),
    ),
  );
  const ids = new Set<string>();
  for (const page of pages)
    for (const value of Object.values(page.byProject as Record<string, { projectId?: unknown }>)) ids.add(String(value.projectId ?? ''));
  return [...ids].filter((id) => id !== '');
}

async function secrets(): Promise<void> {
  let cursor = '';
  do {
    const query = new URLSearchParams({
      limit: String(SECRETS_LIMIT),
      validationState: 'VALIDATION_STATE_CONFIRMED_VALID',
      status: 'FINDING_STATUS_OPEN',
    });
    if (cursor) query.set('cursor', cursor);
    const page = await json(`/api/v1/deployments/${deployment}/secrets?${query}`);
    cursor = typeof page.cursor === 'string' ? page.cursor : '';
  } while (cursor);
}

async function scans(projectIds: readonly string[]): Promise<void> {
  if (projectIds.length > MAX_FRESHNESS_PROJECTS) return;
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < projectIds.length)
      await post(`/api/v2/deployments/${deployment}/projects/${projectIds[next++]}/scans/list`, { limit: 500 });
  };
  await Promise.all(Array.from({ length: Math.min(SCANS_CONCURRENCY, projectIds.length) }, lane));
}

/** Every page of one list, page 0 then a sliding window: each full page asks for one more (src/collect/findings.ts). */
async function listWhole(slug: string, query: string): Promise<void> {
  const page = async (n: number) =>
    ((await json(`/api/v1/deployments/${slug}/findings?${query}&page=${n}&page_size=${FINDINGS_PAGE}&dedup=true`)).findings as unknown[])
      .length;
  const inFlight = new Map<number, Promise<number>>();
  let asked = 0;
  const ask = () => inFlight.set(asked, page(asked++));
  ask();
  for (let next = 0; ; next++) {
    const size = await (inFlight.get(next) as Promise<number>);
    inFlight.delete(next);
    if (size < FINDINGS_PAGE) break;
    while (asked <= next + FINDINGS_WINDOW) ask();
  }
  await Promise.all(inFlight.values());
}

const ISSUE_TYPES = ['sast', 'sca', 'ai_sast'];
/** The triage states a default run counts (count-triage-states): the report counts the open ones, the list alone shows the others. */
const COUNTED_STATES = ['open', 'reviewing', 'fixing', 'provisionally_ignored'];

async function findings(): Promise<void> {
  const slugs = (await json('/api/v1/deployments')).deployments as { id: unknown; slug: string }[];
  const slug = slugs.find((d) => String(d.id) === deployment)?.slug ?? '';
  // The verdict's lists at the default settings: every finding of a counted state the report does not count,
  // and the supply-chain findings from malicious dependencies in each counted state (fail-on-malicious).
  const verdict = [
    ...COUNTED_STATES.filter((state) => state !== 'open').flatMap((state) =>
      ISSUE_TYPES.map((type) => listWhole(slug, `issue_type=${type}&status=${state}`)),
    ),
    ...COUNTED_STATES.map((state) => listWhole(slug, `issue_type=sca&status=${state}&is_malicious=true`)),
  ];
  // BENCH_FINDINGS=verdict: only the verdict's requests, the floor of a run that names a few findings;
  // whole: the open findings read whole too (as the gate did before issue 30).
  const open = process.env.BENCH_FINDINGS === 'verdict' ? [] : ISSUE_TYPES.map((type) => listWhole(slug, `issue_type=${type}&status=open`));
  await Promise.all([...verdict, ...open]);
}

async function dependencies(): Promise<void> {
  if (process.env.BENCH_DEPENDENCIES !== '1') return;
  let cursor = '';
  let more = true;
  while (more) {
    const page = await json(
      `/api/sca/deployments/${deployment}/dependencies?${cursor ? `cursor=${encodeURIComponent(cursor)}&` : ''}pageSize=${DEPENDENCIES_PAGE}`,
    );
    cursor = String(page.cursor ?? '');
    more = page.hasMore === true && cursor !== '';
  }
}

// In the gate's order (src/collect/index.ts): the secrets first, then the report, the findings list and the dependencies.
const walkingSecrets = secrets();
const projectIds = report();
await Promise.all([projectIds, walkingSecrets, projectIds.then(scans), findings(), dependencies()]);
console.log(JSON.stringify({ requests }));
