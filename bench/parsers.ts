// npm run bench:parsers: what validating and normalising an item costs beside parsing it. One page of
// each list (dependencies, secrets, findings), as the sandbox serves it, is parsed with JSON.parse alone
// and then with JSON.parse and the gate's item parser; the cost of each, per 10,000 items, and the
// parser's share over JSON.parse. The token check is timed on its own (the transport runs it on every
// answer), with the bench's token (bench/token.ts: random letters and digits, as the platform issues them):
// on the page as the sandbox sends it (ASCII: only the word filter runs), and with an accented letter
// opening every string value (every chunk is then decoded and checked: its worst case).
// Options (environment): BENCH_PARSE_ROUNDS (rounds of each, median kept; default 31).
import { parseDependency, readDependenciesEnvelope } from '../src/api/dependencies.ts';
import { parseFinding } from '../src/api/findings.ts';
import { tokenRedactor } from '../src/api/redact.ts';
import { parseSecret, readSecretsEnvelope } from '../src/api/secrets.ts';
import { generateDataset } from '../test/sandbox/data.ts';
import { startSandbox } from '../test/sandbox/server.ts';
import { BENCH_TOKEN } from './token.ts';

const ROUNDS = Number(process.env.BENCH_PARSE_ROUNDS ?? 31);
const dataset = generateDataset({ projects: 200, secrets: 10_000, dependencies: 10_000, findingsPerProject: 20 });
const sandbox = await startSandbox({ dataset });
const get = async (path: string): Promise<string> => {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${sandbox.tokens.demo}` } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
};
const id = dataset.deployment.id;
const slug = (JSON.parse(await get('/api/v1/deployments')) as { deployments: { id: number; slug: string }[] }).deployments.find(
  (d) => String(d.id) === id,
)?.slug;
const pages = {
  dependencies: await get(`/api/sca/deployments/${id}/dependencies?pageSize=10000`),
  secrets: await get(`/api/v1/deployments/${id}/secrets?limit=1000`),
  findings: await get(`/api/v1/deployments/${slug}/findings?issue_type=sast&page=0&page_size=3000&status=open&dedup=true`),
};
await sandbox.close();

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** Median ms of `run` on a value `prepare` makes afresh each round (outside the time taken). */
function time<T>(prepare: () => T, run: (value: T) => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS + 3; i++) {
    const value = prepare();
    const started = performance.now();
    run(value);
    if (i >= 3) samples.push(performance.now() - started);
  }
  return median(samples);
}

const parsers: Record<keyof typeof pages, (json: unknown) => { length: number }> = {
  dependencies: (json) => readDependenciesEnvelope(json).items.map(parseDependency),
  secrets: (json) => readSecretsEnvelope(json).items.map(parseSecret),
  findings: (json) => ((json as { findings: unknown[] }).findings ?? []).map((item, i) => parseFinding(item, i, 'sast')),
};
const redactor = tokenRedactor(BENCH_TOKEN);
console.log(
  '| list | items | bytes | JSON.parse ms / 10k items | page parser ms / 10k items | parser / JSON.parse | token check on the text (regex) ms / 10k items | token check on the bytes (what the transport runs) ms / 10k items | the same, every string not ASCII ms / 10k items |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const [list, text] of Object.entries(pages) as [keyof typeof pages, string][]) {
  const items = parsers[list](JSON.parse(text)).length;
  const per10k = (ms: number): string => ((ms * 10_000) / items).toFixed(1);
  const parseMs = time(
    () => text,
    (raw) => JSON.parse(raw),
  );
  const parserMs = time(
    () => JSON.parse(text) as unknown,
    (json) => parsers[list](json),
  );
  const redactMs = time(
    () => text,
    (raw) => redactor.mayHold(raw),
  );
  const bytes = Buffer.from(text);
  const redactBytesMs = time(
    () => bytes,
    (raw) => redactor.mayHoldBytes(raw),
  );
  const accented = Buffer.from(text.replaceAll(':"', ':"é'));
  const decodedBytesMs = time(
    () => accented,
    (raw) => redactor.mayHoldBytes(raw),
  );
  const share = `${((parserMs / parseMs) * 100).toFixed(0)}%`;
  console.log(
    `| ${list} | ${items} | ${text.length} | ${per10k(parseMs)} | ${per10k(parserMs)} | ${share} | ${per10k(redactMs)} | ${per10k(redactBytesMs)} | ${per10k(decodedBytesMs)} |`,
  );
}
