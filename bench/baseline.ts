// The baseline the gate is compared with: the same API calls written by hand, one after another,
// with default settings (global fetch, the API's default page sizes): each report severity in turn,
// then each secrets page, then (with BENCH_DEPENDENCIES=1) each dependency page.
// Run as its own process by bench/run.ts: BENCH_URL, BENCH_TOKEN, BENCH_DEPLOYMENT in the environment.

const base = process.env.BENCH_URL ?? '';
const deployment = process.env.BENCH_DEPLOYMENT ?? '';
const headers = { authorization: `Bearer ${process.env.BENCH_TOKEN ?? ''}`, accept: 'application/json' };

async function getJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

let findings = 0;
for (const severity of ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']) {
  const report = await getJson(`${base}/api/reporting/${deployment}/reports/by-project/by-product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      filters: {
        findingTypes: ['FINDING_TYPE_CODE', 'FINDING_TYPE_SCA', 'FINDING_TYPE_SECRETS'],
        findingSeverities: [`FINDING_SEVERITY_${severity}`],
      },
    }),
  });
  for (const counts of Object.values(report.byProject as Record<string, Record<string, unknown>>)) {
    for (const product of ['code', 'sca', 'secrets']) findings += Number(counts[product] ?? 0);
  }
}

let validSecrets = 0;
let cursor = '';
do {
  const query = new URLSearchParams({ status: 'FINDING_STATUS_OPEN', validationState: 'VALIDATION_STATE_CONFIRMED_VALID' });
  if (cursor) query.set('cursor', cursor);
  const page = await getJson(`${base}/api/v1/deployments/${deployment}/secrets?${query}`);
  const list = Array.isArray(page.findings) ? page.findings : ((page.findings as { findings?: unknown[] } | undefined)?.findings ?? []);
  validSecrets += list.length;
  cursor = list.length > 0 && typeof page.cursor === 'string' ? page.cursor : '';
} while (cursor);

let dependencies = 0;
if (process.env.BENCH_DEPENDENCIES === '1') {
  let next = '';
  let more = true;
  while (more) {
    const page = await getJson(
      `${base}/api/sca/deployments/${deployment}/dependencies${next ? `?cursor=${encodeURIComponent(next)}` : ''}`,
    );
    dependencies += (page.dependencies as unknown[]).length;
    next = String(page.cursor ?? '');
    more = page.hasMore === true && next !== '';
  }
}

console.log(JSON.stringify({ findings, validSecrets, dependencies }));
