// The benchmark's sandbox process: generates a dataset, serves it, and answers the driver over IPC
// (latency, request-log resets and summaries), so the sandbox's CPU never shares the driver's event loop.
// Started by bench/run.ts with `fork`; argv[2] is a JSON DatasetSpec.
import { type Dataset, demoDataset, generateDataset } from '../test/sandbox/data.ts';
import { type Route, startSandbox } from '../test/sandbox/server.ts';
import { BENCH_TOKEN } from './token.ts';

/** What to serve: the demo organisation, or a generated one. */
export type DatasetSpec =
  | { kind: 'demo' }
  | { kind: 'generated'; projects: number; secrets?: number; validSecrets?: number; dependencies: number; findingsPerProject?: number };

/** What the driver asks. */
export type SandboxCommand = { type: 'latency'; ms: number } | { type: 'reset' } | { type: 'log' } | { type: 'close' };

/** The facts of the dataset the lower bound is computed from. */
export interface DatasetFacts {
  url: string;
  token: string;
  deploymentId: string;
  projects: number;
  findings: number;
  secrets: number;
  /** Open, confirmed-valid secrets: what the secrets walk must page through. */
  openValidSecrets: number;
  dependencies: number;
  /** Dependencies of repositories that are not archived: what the default dependency walk returns. */
  visibleDependencies: number;
}

/** The request log since the last reset, summarised. */
export interface LogSummary {
  requests: number;
  byRoute: Record<string, number>;
  bytes: number;
  firstAt: number | null;
  lastAt: number | null;
  /** When the last response was sent in full: the walk spans firstAt to here. */
  lastDoneAt: number | null;
  /** CPU time the sandbox process spent since the last reset (user + system), in ms. */
  cpuMs: number;
}

/** Every route the sandbox serves: a latency applies to each request, as it would on the network. */
const ROUTES: Route[] = ['identity', 'deployments', 'report', 'secrets', 'dependencies', 'projects', 'scans', 'slugs', 'findings'];
const isOpenValid = (s: Dataset['secrets'][number]): boolean =>
  s.status === 'FINDING_STATUS_OPEN' && s.validationState === 'VALIDATION_STATE_CONFIRMED_VALID';

/** A generated dataset with exactly `validSecrets` open confirmed-valid secrets (the generator draws secrets in order). */
function generateWithValidSecrets(spec: Extract<DatasetSpec, { kind: 'generated' }>): Dataset {
  const base = {
    projects: spec.projects,
    dependencies: spec.dependencies,
    ...(spec.findingsPerProject ? { findingsPerProject: spec.findingsPerProject } : {}),
  };
  if (spec.validSecrets === undefined) return generateDataset({ ...base, secrets: spec.secrets ?? 0 });
  // About 15% of generated secrets are open and confirmed valid; draw enough, then cut at the N-th one.
  const probe = generateDataset({ ...base, secrets: Math.ceil(spec.validSecrets * 10) + 100, dependencies: 0 });
  let seen = 0;
  const cut = probe.secrets.findIndex((s) => isOpenValid(s) && ++seen === spec.validSecrets);
  if (cut < 0) throw new Error(`could not generate ${spec.validSecrets} open confirmed-valid secrets`);
  return generateDataset({ ...base, secrets: cut + 1 });
}

const spec = JSON.parse(process.argv[2] ?? '{"kind":"demo"}') as DatasetSpec;
const dataset = spec.kind === 'demo' ? demoDataset() : generateWithValidSecrets(spec);
dataset.tokens = { ...dataset.tokens, demo: BENCH_TOKEN };
const sandbox = await startSandbox({ dataset });
const deps = dataset.dependencies;
const visibleDependencies = deps.runs
  ? deps.runs.filter((r) => !r.archived).reduce((n, r) => n + (r.end - r.start), 0)
  : Array.from({ length: deps.count }, (_, i) => deps.at(i)).filter((d) => !dataset.projects.find((p) => p.id === d.repositoryId)?.archived)
      .length;

let cpuMark = process.cpuUsage();
const facts: DatasetFacts = {
  url: sandbox.url,
  token: sandbox.tokens.demo,
  deploymentId: dataset.deployment.id,
  projects: dataset.projects.length,
  findings: dataset.findings.length,
  secrets: dataset.secrets.length,
  openValidSecrets: dataset.secrets.filter(isOpenValid).length,
  dependencies: deps.count,
  visibleDependencies,
};
process.send?.({ type: 'ready', facts });

process.on('message', (command: SandboxCommand) => {
  switch (command.type) {
    case 'latency':
      sandbox.clearFaults();
      if (command.ms > 0) for (const route of ROUTES) sandbox.inject(route, { kind: 'latency', ms: command.ms });
      process.send?.({ type: 'ok' });
      return;
    case 'reset':
      sandbox.requests.length = 0;
      cpuMark = process.cpuUsage();
      process.send?.({ type: 'ok' });
      return;
    case 'log': {
      const byRoute: Record<string, number> = {};
      let bytes = 0;
      for (const r of sandbox.requests) {
        byRoute[r.route] = (byRoute[r.route] ?? 0) + 1;
        bytes += r.bytes ?? 0;
      }
      const cpu = process.cpuUsage(cpuMark);
      const summary: LogSummary = {
        requests: sandbox.requests.length,
        byRoute,
        bytes,
        firstAt: sandbox.requests[0]?.at ?? null,
        lastAt: sandbox.requests.at(-1)?.at ?? null,
        lastDoneAt: sandbox.requests.reduce<number | null>(
          (last, r) => (r.doneAt !== undefined && (last === null || r.doneAt > last) ? r.doneAt : last),
          null,
        ),
        cpuMs: (cpu.user + cpu.system) / 1000,
      };
      process.send?.({ type: 'log', summary });
      return;
    }
    case 'close':
      void sandbox.close().then(() => process.exit(0));
  }
});
process.on('disconnect', () => void sandbox.close().then(() => process.exit(0)));
