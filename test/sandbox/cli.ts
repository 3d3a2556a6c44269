// npm run sandbox [-- --port N --latency MS --flat --numbers --next-day | --with-policy | --projects N --secrets M --dependencies K --seed S]
// Starts the simulated API on 127.0.0.1 and serves until Ctrl-C.

import { parseArgs } from 'node:util';
import { demoDataset, demoDatasetNextDay, demoDatasetWithPolicy, generateDataset } from './data.ts';
import { startSandbox } from './server.ts';

const USAGE = `usage: node test/sandbox/cli.ts [options]
  --port N            listen on port N (default: a free port)
  --latency MS        add MS milliseconds to every request
  --flat              secrets pages as {cursor, findings: [...]} (default: nested)
  --numbers           int64 as plain numbers, zeros present (default: protobuf JSON strings)
  --next-day          serve the demo organisation one day later (demoDatasetNextDay(): new
                      findings and a new valid secret in acme/payments-api, 3 fixed in acme/web-frontend)
  --with-policy       serve the demo organisation with findings in the triage states the gate counts
                      beyond open and a malicious dependency (demoDatasetWithPolicy(), issue 40)
  --projects N --secrets M --dependencies K [--seed S]
                      serve a generated dataset instead of the demo organisation`;

function int(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`--${name} expects a non-negative integer, got ${JSON.stringify(raw)}\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

function parse() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        latency: { type: 'string' },
        flat: { type: 'boolean' },
        numbers: { type: 'boolean' },
        'next-day': { type: 'boolean' },
        'with-policy': { type: 'boolean' },
        projects: { type: 'string' },
        secrets: { type: 'string' },
        dependencies: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}
const v = parse().values;
if (v.help) {
  console.log(USAGE);
  process.exit(0);
}

const generated = v.projects !== undefined || v.secrets !== undefined || v.dependencies !== undefined;
const nextDay = v['next-day'] === true;
if (generated && nextDay) {
  console.error(`--next-day serves the demo organisation; it cannot be combined with --projects/--secrets/--dependencies\n${USAGE}`);
  process.exit(2);
}
const withPolicy = v['with-policy'] === true;
if (withPolicy && (generated || nextDay)) {
  console.error(
    `--with-policy serves the demo organisation as drawn; it cannot be combined with --next-day or --projects/--secrets/--dependencies\n${USAGE}`,
  );
  process.exit(2);
}
const dataset = generated
  ? generateDataset({
      projects: int('projects', v.projects, 50),
      secrets: int('secrets', v.secrets, 500),
      dependencies: int('dependencies', v.dependencies, 100_000),
      seed: int('seed', v.seed, 1),
    })
  : nextDay
    ? demoDatasetNextDay()
    : withPolicy
      ? demoDatasetWithPolicy()
      : demoDataset();
const kind = generated ? 'generated' : nextDay ? 'demo, next day' : withPolicy ? 'demo, with the platform policy' : 'demo';

const sandbox = await startSandbox({
  port: int('port', v.port, 0),
  latencyMs: int('latency', v.latency, 0),
  secretsShape: v.flat ? 'flat' : 'nested',
  int64: v.numbers ? 'number' : 'string',
  dataset,
});

const t = sandbox.tokens;
console.log(`findings-gate sandbox listening on ${sandbox.url}`);
console.log(`  deployment:  ${dataset.deployment.id} (${dataset.deployment.name})`);
console.log(
  `  dataset:     ${kind}: ${dataset.projects.length} projects, ${dataset.findings.length} findings, ${dataset.secrets.length} secrets, ${dataset.dependencies.count} dependencies`,
);
console.log(
  `  wire:        int64 as ${v.numbers ? 'numbers' : 'strings (protobuf JSON)'}, secrets ${v.flat ? 'flat' : 'nested'}${v.latency ? `, +${v.latency} ms` : ''}`,
);
console.log(`  token:       ${t.demo}`);
console.log(`  (others: no Web API scope ${t.noWebApi}; deployment ${dataset.otherDeployment.id} ${t.other})`);
console.log('');
console.log(`  curl -H 'Authorization: Bearer ${t.demo}' ${sandbox.url}/api/v2/deployments`);
console.log('Ctrl-C to stop.');

let stopping = false;
const stop = (): void => {
  if (stopping) process.exit(130);
  stopping = true;
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
