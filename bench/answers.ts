// npm run bench:answers: what bounding an answer costs, and what reading it whole would cost instead.
// One page of each list (dependencies, secrets, findings), as the sandbox serves it, is decoded three
// ways, per 10,000 items: JSON.parse alone (what the transport did), the AnswerReader's pass over the
// bytes then JSON.parse (what it does: the answer bounded before anything is built), and, when the
// package is installed, a streaming parser (@streamparser/json) that builds each item as its bytes come
// and could stop at the item limit. Also the peak heap of JSON.parse on a page of empty objects, the
// case that made the reader necessary. Options: BENCH_PARSE_ROUNDS (default 15).
import { answerBounds, decodeAnswer, openItem } from '../src/api/answer.ts';
import { AnswerReader } from '../src/api/answer-reader.ts';
import { generateDataset } from '../test/sandbox/data.ts';
import { startSandbox } from '../test/sandbox/server.ts';

const ROUNDS = Number(process.env.BENCH_PARSE_ROUNDS ?? 15);
const dataset = generateDataset({ projects: 200, secrets: 10_000, dependencies: 10_000, findingsPerProject: 20 });
const sandbox = await startSandbox({ dataset });
const get = async (path: string): Promise<Buffer> => {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${sandbox.tokens.demo}` } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
};
const id = dataset.deployment.id;
const slug = (
  JSON.parse((await get('/api/v1/deployments')).toString()) as { deployments: { id: number; slug: string }[] }
).deployments.find((d) => String(d.id) === id)?.slug;
const pages = {
  dependencies: { bytes: await get(`/api/sca/deployments/${id}/dependencies?pageSize=10000`), list: 'dependencies', size: 10_000 },
  secrets: { bytes: await get(`/api/v1/deployments/${id}/secrets?limit=1000`), list: 'findings.findings', size: 1000 },
  findings: {
    bytes: await get(`/api/v1/deployments/${slug}/findings?issue_type=sast&page=0&page_size=3000&status=open&dedup=true`),
    list: 'findings',
    size: 3000,
  },
} as const;
await sandbox.close();

type Streaming = new (options: {
  paths: string[];
  keepStack: boolean;
}) => {
  onValue: (info: { value: unknown }) => void;
  write: (bytes: Uint8Array) => void;
};
let StreamingParser: Streaming | undefined;
try {
  // Not a dependency of the project: measured only where someone installed it to compare.
  if (process.env.BENCH_STREAMPARSER)
    ({ JSONParser: StreamingParser } = (await import(process.env.BENCH_STREAMPARSER)) as { JSONParser: Streaming });
} catch {
  StreamingParser = undefined;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
function time(run: () => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS + 2; i++) {
    const started = performance.now();
    run();
    if (i >= 2) samples.push(performance.now() - started);
  }
  return median(samples);
}
/** The reader over the bytes in 64 KiB chunks, as a socket hands them over, then the page decoded and each item opened. */
function read(operation: 'dependencies' | 'secrets' | 'findings', bytes: Buffer, size: number, list: string): number {
  const reader = new AnswerReader(answerBounds(operation, size), list);
  for (let at = 0; at < bytes.length; at += 65_536) reader.push(bytes.subarray(at, at + 65_536));
  const page = decodeAnswer(reader.end(), list, (part) => JSON.parse(part.toString('utf8'))) as Record<string, unknown>;
  const items = (Array.isArray(page[list]) ? page[list] : (page[list] as Record<string, unknown[]>)[list]) as unknown[];
  for (const item of items) openItem(item);
  return items.length;
}

console.log(
  '| list | items | bytes | JSON.parse of the page ms / 10k items | reader, then each item parsed ms / 10k items | reader / JSON.parse | streaming parser ms / 10k items |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|');
for (const [list, { bytes, list: key, size }] of Object.entries(pages) as [keyof typeof pages, (typeof pages)[keyof typeof pages]][]) {
  const items = (
    key.split('.').reduce((at: unknown, name) => (at as Record<string, unknown>)[name], JSON.parse(bytes.toString())) as unknown[]
  ).length;
  const per10k = (ms: number): string => ((ms * 10_000) / items).toFixed(1);
  const parseMs = time(() => JSON.parse(bytes.toString('utf8')));
  const readerMs = time(() => read(list, bytes, size, key.split('.')[0] as string));
  let streamingMs: number | undefined;
  if (StreamingParser !== undefined) {
    const Parser = StreamingParser;
    streamingMs = time(() => {
      const parser = new Parser({ paths: [`$.${key}.*`], keepStack: false });
      let n = 0;
      parser.onValue = () => {
        n++;
      };
      for (let at = 0; at < bytes.length; at += 65_536) parser.write(bytes.subarray(at, at + 65_536));
      return n;
    });
  }
  const share = `${((readerMs / parseMs) * 100).toFixed(0)}%`;
  console.log(
    `| ${list} | ${items} | ${bytes.length} | ${per10k(parseMs)} | ${per10k(readerMs)} | ${share} | ${streamingMs === undefined ? 'not installed' : per10k(streamingMs)} |`,
  );
}

// What JSON.parse builds from a page the reader refuses: 8 MiB of empty objects (2.8 million).
const empty = Buffer.from(`{"findings":[${'{},'.repeat(2_796_202)}{}]}`);
const before = process.memoryUsage().heapUsed;
const built = JSON.parse(empty.toString()) as { findings: unknown[] };
const grown = process.memoryUsage().heapUsed - before;
console.log(
  `\nJSON.parse of ${(empty.length / 1_048_576).toFixed(0)} MiB of empty objects: ${built.findings.length.toLocaleString('en-US')} objects, heap +${Math.round(grown / 1_048_576)} MiB (${Math.round(grown / built.findings.length)} bytes an item)`,
);
try {
  read('findings', empty, 2000, 'findings');
  throw new Error('the reader read a page of empty objects whole');
} catch (error) {
  console.log(`the reader refuses it: ${(error as Error).message}`);
}
