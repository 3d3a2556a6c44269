// npm run bench: runs the built action against the sandbox (in its own process) over generated
// datasets at 0 and 25 ms per request, next to a hand-written sequential baseline, and writes
// bench/results.json, bench/results.md and bench/chart.svg.
// Options (environment): FINDINGS_GATE_ENTRY (the bundle; default dist/index.js), BENCH_ONLY (comma list
// of scenario ids; the other scenarios' rows of the last results.json are kept), BENCH_RUNS (runs per scenario, overriding each scenario's own), BENCH_RENDER_ONLY (write
// results.md and chart.svg again from results.json, measuring nothing).
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTION_ENTRY, runAction } from '../test/support/runner.ts';
import { fmtSpread, type Output, renderChart, renderMarkdown, type Spread, type Summary } from './render.ts';
import type { DatasetFacts, DatasetSpec, LogSummary, SandboxCommand } from './sandbox.ts';
import { SCENARIOS, type Scenario, TMP } from './scenarios.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const LATENCIES = [0, 25];
/** The API's largest page sizes (secrets `limit`, dependencies `pageSize`): fewer pages cannot be had. */
const MAX_SECRETS_PAGE = 1000;
const MAX_DEPENDENCIES_PAGE = 10_000;
/** The targets of issue 7, shown (not asserted). */
const TARGET = { lowerBoundFactor: 1.25, lowerBoundSlackMs: 150, baselineSpeedup: 3, peakRssMiB: 150, startupMs: 150 };

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/** The sandbox in its own process, driven over IPC. */
class SandboxProcess {
  readonly child: ChildProcess;
  private waiting: { resolve: (message: Record<string, unknown>) => void; reject: (error: Error) => void }[] = [];
  constructor(spec: DatasetSpec) {
    this.child = fork(join(HERE, 'sandbox.ts'), [JSON.stringify(spec)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (message: Record<string, unknown>) => this.waiting.shift()?.resolve(message));
    this.child.on('exit', (code) => {
      for (const w of this.waiting.splice(0)) w.reject(new Error(`the sandbox process exited (${code})`));
    });
  }
  next(): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }
  async ask(command: SandboxCommand): Promise<Record<string, unknown>> {
    const answer = this.next();
    this.child.send(command);
    return answer;
  }
  async log(): Promise<LogSummary> {
    return (await this.ask({ type: 'log' })).summary as LogSummary;
  }
  close(): void {
    this.child.send({ type: 'close' });
  }
}

interface RunSample {
  wallMs: number;
  startupMs: number | null;
  peakRssBytes: number | null;
  log: LogSummary;
}

/** Where a baseline-of-ids scenario keeps its baseline: the report file of a first run that recorded every id. */
const BASELINE_OF_IDS = join(TMP, 'baseline-ids.json');

/** The first run of a baseline-of-ids scenario: its report file, with every finding's id, is the baseline of the runs measured. */
async function writeBaselineOfIds(scenario: Scenario, facts: DatasetFacts, sandbox: SandboxProcess): Promise<void> {
  await sandbox.ask({ type: 'latency', ms: 0 });
  const first = await runAction({
    inputs: {
      'api-token': facts.token,
      'base-url': facts.url,
      deployment: facts.deploymentId,
      projects: '*',
      mode: 'warn',
      'record-finding-ids': 'true',
    },
    killAfterMs: 300_000,
  });
  const ids = (JSON.parse(first.reportText ?? '{}') as { findingIds?: unknown[] | null }).findingIds;
  if (!Array.isArray(ids) || ids.length === 0) throw new Error(`${scenario.id}: the first run recorded no finding ids:\n${first.stdout}`);
  await writeFile(BASELINE_OF_IDS, first.reportText ?? '');
}

/** The event of a pull request's run (a `pull_request` event's payload), as the runner hands it to the action. */
const PULL_REQUEST_EVENT = join(TMP, 'pull-request-event.json');

/** What the runner sets for a pull request's run of a scenario that stands for one; nothing for another. */
async function eventOf(scenario: Scenario): Promise<Record<string, string>> {
  if (!scenario.pullRequest) return {};
  await writeFile(PULL_REQUEST_EVENT, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
  return { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: PULL_REQUEST_EVENT };
}

/** One run of the action, as the runner runs it. */
async function runGate(scenario: Scenario, facts: DatasetFacts, sandbox: SandboxProcess): Promise<RunSample> {
  await sandbox.ask({ type: 'reset' });
  const env = await eventOf(scenario);
  const result = await runAction({
    env,
    inputs: {
      'api-token': facts.token,
      'base-url': facts.url,
      deployment: facts.deploymentId,
      projects: '*',
      mode: 'warn',
      ...scenario.inputs,
      ...(scenario.baselineOfIds ? { 'baseline-file': BASELINE_OF_IDS } : {}),
    },
    killAfterMs: 300_000,
  });
  const log = await sandbox.log();
  if (result.code !== 0 || result.outputs.result === 'error' || !result.outputs.result) {
    throw new Error(`${scenario.id}: the gate did not decide (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
  return {
    wallMs: result.elapsedMs,
    startupMs: log.firstAt === null ? null : log.firstAt - result.startedAt,
    peakRssBytes: result.peakRssBytes ?? null,
    log,
  };
}

/**
 * A hand-written client as plain JavaScript, its types stripped once into bench/tmp: run as TypeScript, each
 * process would strip them at its start (60-90 ms of start-up the gate, a bundle of JavaScript, never pays),
 * and every gate / floor ratio would flatter the gate (speed12, docs/performance.md).
 */
function plainScript(script: 'baseline.ts' | 'floor.ts'): string {
  const path = join(TMP, script.replace(/\.ts$/, '.mjs'));
  if (!plainScripts.has(path)) {
    writeFileSync(path, stripTypeScriptTypes(readFileSync(join(HERE, script), 'utf8')));
    plainScripts.add(path);
  }
  return path;
}
const plainScripts = new Set<string>();

/** One run of a hand-written client (the baseline or the floor) as its own process; its peak RSS sampled when asked. */
async function runClient(
  script: 'baseline.ts' | 'floor.ts',
  scenario: Scenario,
  facts: DatasetFacts,
  sandbox: SandboxProcess,
  sampleRss: boolean,
): Promise<RunSample> {
  await sandbox.ask({ type: 'reset' });
  const startedAt = Date.now();
  const started = performance.now();
  const child = spawn(process.execPath, [plainScript(script)], {
    env: {
      PATH: process.env.PATH ?? '',
      BENCH_URL: facts.url,
      BENCH_TOKEN: facts.token,
      BENCH_DEPLOYMENT: facts.deploymentId,
      BENCH_DEPENDENCIES: scenario.dependencies ? '1' : '0',
      BENCH_FINDINGS: scenario.floorFindings ?? 'whole',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peakRssBytes: number | null = null;
  const sampler = sampleRss
    ? setInterval(() => {
        try {
          const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
          if (match) peakRssBytes = Math.max(peakRssBytes ?? 0, Number(match[1]) * 1024);
        } catch {
          // the process has ended
        }
      }, 20)
    : undefined;
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearInterval(sampler);
  const wallMs = performance.now() - started;
  const log = await sandbox.log();
  if (code !== 0) throw new Error(`${scenario.id}: ${script} failed (exit ${code}): ${out}`);
  return { wallMs, startupMs: log.firstAt === null ? null : log.firstAt - startedAt, peakRssBytes, log };
}

/** Gate and floor in turn, `runs` times each after one warm-up of each: paired, so load drifts hit both alike. */
async function samplePaired(
  runs: number,
  gate: () => Promise<RunSample>,
  floor: () => Promise<RunSample>,
): Promise<[RunSample[], RunSample[]]> {
  await gate();
  await floor();
  const gates: RunSample[] = [];
  const floors: RunSample[] = [];
  for (let i = 0; i < runs; i++) {
    gates.push(await gate());
    floors.push(await floor());
  }
  return [gates, floors];
}

/** The longest chain of requests that must follow one another, with the API's largest pages. */
function requestChain(
  scenario: Scenario,
  facts: DatasetFacts,
): { chain: number; reportRounds: number; secretsPages: number; dependencyPages: number } {
  const reportRounds = 1;
  const secretsPages = Math.max(1, Math.ceil(facts.openValidSecrets / MAX_SECRETS_PAGE));
  const dependencyPages = scenario.dependencies ? Math.max(1, Math.ceil(facts.visibleDependencies / MAX_DEPENDENCIES_PAGE)) : 0;
  // The deployment id is given, so no identity hop comes first.
  return { chain: Math.max(reportRounds, secretsPages, dependencyPages), reportRounds, secretsPages, dependencyPages };
}

function summarise(samples: RunSample[]): Summary {
  const last = samples.at(-1) as RunSample;
  const rss = samples.map((s) => s.peakRssBytes).filter((v): v is number => v !== null);
  const startup = samples.map((s) => s.startupMs).filter((v): v is number => v !== null);
  const walks = samples.flatMap((s) => (s.log.firstAt === null || s.log.lastDoneAt === null ? [] : [s.log.lastDoneAt - s.log.firstAt]));
  return {
    runs: samples.length,
    wallMs: spread(samples.map((s) => s.wallMs)),
    startupMs: startup.length ? spread(startup) : null,
    walkMs: walks.length ? spread(walks) : null,
    peakRssMiB: rss.length ? spread(rss.map((b) => b / 1_048_576)) : null,
    requests: last.log.requests,
    requestsByRoute: last.log.byRoute,
    bytesReceived: last.log.bytes,
    sandboxCpuMs: spread(samples.map((s) => s.log.cpuMs)),
  };
}

async function sample(runs: number, once: () => Promise<RunSample>): Promise<RunSample[]> {
  await once(); // warm-up: file cache, sandbox JIT
  const samples: RunSample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  return samples;
}

function declaredInputs(): Set<string> {
  const yml = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  const inputs = /^inputs:\n([\s\S]*?)^\S/m.exec(`${yml}\nend`)?.[1] ?? '';
  return new Set([...inputs.matchAll(/^ {2}([a-z0-9-]+):/gm)].map((m) => m[1] as string));
}

const round = (n: number, digits = 0): number => Number(n.toFixed(digits));

async function main(): Promise<void> {
  if (process.env.BENCH_RENDER_ONLY) {
    // Writes results.md and chart.svg again from results.json (after the renderers or the notes changed), measuring nothing.
    const output = JSON.parse(readFileSync(join(HERE, 'results.json'), 'utf8')) as Output;
    const notes = new Map(SCENARIOS.map((s) => [s.id, s]));
    for (const s of output.scenarios) {
      const { whyMissed, afterWalk } = notes.get(s.id as string) ?? {};
      Object.assign(s, whyMissed ? { whyMissed } : {}, afterWalk ? { afterWalk } : {});
    }
    await writeFile(join(HERE, 'results.md'), renderMarkdown(output));
    await writeFile(join(HERE, 'chart.svg'), renderChart(output.scenarios));
    console.log('wrote bench/results.md and bench/chart.svg from bench/results.json');
    return;
  }
  await mkdir(TMP, { recursive: true });
  const entryStat = await stat(ACTION_ENTRY).catch(() => undefined);
  if (!entryStat) throw new Error(`no bundle at ${ACTION_ENTRY}: run npm run bundle (or set FINDINGS_GATE_ENTRY)`);
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const runsOverride = process.env.BENCH_RUNS ? Number(process.env.BENCH_RUNS) : undefined;
  const inputs = declaredInputs();
  const results: Record<string, unknown>[] = [];
  const pending: { id: string; title: string; reason: string }[] = [];
  const benchStarted = performance.now();
  const loadBefore = loadavg()[0] ?? 0;

  for (const scenario of SCENARIOS) {
    if (only && !only.includes(scenario.id)) continue;
    if (scenario.needsInput && !inputs.has(scenario.needsInput)) {
      pending.push({ id: scenario.id, title: scenario.title, reason: `action.yml has no '${scenario.needsInput}' input yet` });
      console.log(`# ${scenario.title}: pending (no '${scenario.needsInput}' input in action.yml)`);
      continue;
    }
    const runs = runsOverride ?? scenario.runs;
    const sandbox = new SandboxProcess(scenario.dataset);
    const ready = await sandbox.next();
    const facts = ready.facts as DatasetFacts;
    console.log(`# ${scenario.title}: ${JSON.stringify({ ...facts, url: undefined, token: undefined })}`);
    const chain = requestChain(scenario, facts);
    const perLatency: Record<string, unknown>[] = [];
    try {
      if (scenario.baselineOfIds) await writeBaselineOfIds(scenario, facts, sandbox);
      for (const latencyMs of scenario.latencies ?? LATENCIES) {
        await sandbox.ask({ type: 'latency', ms: latencyMs });
        const [gateSamples, floorSamples] = await samplePaired(
          runs,
          () => runGate(scenario, facts, sandbox),
          () => runClient('floor.ts', scenario, facts, sandbox, true),
        );
        const gate = summarise(gateSamples);
        const floor = summarise(floorSamples);
        const baseline = summarise(await sample(runs, () => runClient('baseline.ts', scenario, facts, sandbox, false)));
        const lowerBoundMs = chain.chain * latencyMs;
        const targetMs = TARGET.lowerBoundFactor * lowerBoundMs + TARGET.lowerBoundSlackMs;
        const row = {
          latencyMs,
          lowerBoundMs,
          targetMs,
          gate,
          floor,
          baseline,
          gateOverFloor: round(gate.wallMs.median / floor.wallMs.median, 3),
          walkOverFloor: gate.walkMs && floor.walkMs ? round(gate.walkMs.median / floor.walkMs.median, 3) : null,
          startupOverFloorMs: gate.startupMs && floor.startupMs ? round(gate.startupMs.median - floor.startupMs.median) : null,
          rssOverFloor: gate.peakRssMiB && floor.peakRssMiB ? round(gate.peakRssMiB.median / floor.peakRssMiB.median, 2) : null,
          gateOverBaseline: round(gate.wallMs.median / baseline.wallMs.median, 3),
          gateOverLowerBound: lowerBoundMs > 0 ? round(gate.wallMs.median / lowerBoundMs, 3) : null,
          targets: {
            withinLowerBound: gate.wallMs.median <= targetMs,
            peakRss: gate.peakRssMiB !== null && gate.peakRssMiB.max < TARGET.peakRssMiB,
            startup: gate.startupMs !== null && gate.startupMs.median < TARGET.startupMs,
            ...(scenario.id === 'demo' && latencyMs === 25
              ? { baselineSpeedup: baseline.wallMs.median / gate.wallMs.median >= TARGET.baselineSpeedup }
              : {}),
          },
        };
        perLatency.push(row);
        console.log(
          `  ${latencyMs} ms: gate ${fmtSpread(gate.wallMs)} ms, ${gate.requests} requests, rss ${gate.peakRssMiB ? fmtSpread(gate.peakRssMiB, 1) : '?'} MiB, start-up ${gate.startupMs ? fmtSpread(gate.startupMs) : '?'} ms; floor ${fmtSpread(floor.wallMs)} ms, ${floor.requests} requests, rss ${floor.peakRssMiB ? fmtSpread(floor.peakRssMiB, 1) : '?'} MiB, start-up ${floor.startupMs ? fmtSpread(floor.startupMs) : '?'} ms; baseline ${fmtSpread(baseline.wallMs)} ms; lower bound ${lowerBoundMs} ms`,
        );
      }
    } finally {
      sandbox.close();
    }
    results.push({
      id: scenario.id,
      title: scenario.title,
      ...(scenario.whyMissed ? { whyMissed: scenario.whyMissed } : {}),
      ...(scenario.afterWalk ? { afterWalk: scenario.afterWalk } : {}),
      dataset: { ...facts, url: undefined, token: undefined },
      chain,
      runs,
      latencies: perLatency,
    });
  }
  if (only) {
    // A partial run keeps the other scenarios' rows of the last results.json, in the scenarios' order.
    const previous = (JSON.parse(readFileSync(join(HERE, 'results.json'), 'utf8')) as Output).scenarios;
    const measured = new Map(results.map((r) => [r.id, r]));
    const kept = new Map(previous.filter((r) => !measured.has(r.id)).map((r) => [r.id, r]));
    const merged = SCENARIOS.flatMap((s) => [measured.get(s.id) ?? kept.get(s.id)].filter((r) => r !== undefined));
    results.splice(0, results.length, ...merged);
  }
  await rm(join(TMP, 'inventory.json'), { force: true });
  await rm(BASELINE_OF_IDS, { force: true });
  await rm(PULL_REQUEST_EVENT, { force: true });

  const cpuList = cpus();
  const output = {
    generatedAt: new Date().toISOString(),
    entry: relative(ROOT, ACTION_ENTRY),
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model ?? 'unknown',
      memoryGiB: round(totalmem() / 2 ** 30, 1),
      node: process.version,
      loadAverage1m: { before: round(loadBefore, 2), after: round(loadavg()[0] ?? 0, 2) },
    },
    notes: [
      'The sandbox runs in its own process; on a machine with 2 cores it competes with the action for CPU (sandboxCpuMs shows its share).',
      'Latency is added by the sandbox to every request before it answers; bytes are response bodies as the sandbox sent them.',
      `Lower bound = latency × max(1 report round, ceil(open valid secrets / ${MAX_SECRETS_PAGE}), ceil(dependencies / ${MAX_DEPENDENCIES_PAGE}) when walked); the deployment id is given, so no identity hop.`,
    ],
    targets: TARGET,
    scenarios: results,
    pending,
    benchSeconds: round((performance.now() - benchStarted) / 1000, 1),
  };
  await writeFile(join(HERE, 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
  await writeFile(join(HERE, 'results.md'), renderMarkdown(output));
  await writeFile(join(HERE, 'chart.svg'), renderChart(results));
  console.log(`wrote bench/results.json, bench/results.md, bench/chart.svg in ${output.benchSeconds} s`);
}

await main();
