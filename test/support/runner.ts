// Runs the built action (dist/index.js) as a separate process, the way the GitHub runner does:
// inputs as INPUT_* variables, outputs and the job summary through GITHUB_OUTPUT and GITHUB_STEP_SUMMARY.
// Used by the end-to-end tests, the demo and the benchmark.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundle to run: dist/index.js, or FINDINGS_GATE_ENTRY (a bundle built elsewhere, e.g. while developing). */
export const ACTION_ENTRY = process.env.FINDINGS_GATE_ENTRY || resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/index.js');

export interface RunOptions {
  /** Inputs by their action.yml names (`api-token`, `fail-on-severity`, ...). */
  inputs?: Record<string, string>;
  /** Extra environment (e.g. GITHUB_REPOSITORY, SEMGREP_APP_TOKEN, HTTPS_PROXY). */
  env?: Record<string, string>;
  /** Kill the process after this long (a hang is a test failure, not a stuck suite). */
  killAfterMs?: number;
  /** Node binary; defaults to the one running this code (Node 24 under npm scripts). */
  node?: string;
  /** Flags for node itself, before the script (e.g. a heap cap that proves memory stays flat). */
  nodeArgs?: string[];
  /** The working directory (the runner's is the workspace); default: this process's. */
  cwd?: string;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Every byte the run wrote, for leak scans: stdout, stderr, outputs file, summary, report file. */
  written: string;
  report?: unknown;
  /** The report file's text as written (the run's temp folder is removed): what a later run's baseline-file holds. */
  reportText?: string;
  elapsedMs: number;
  /** Date.now() when the process was spawned (the clock of the sandbox's request log `at`). */
  startedAt: number;
  /** Peak resident set size of the action process in bytes, where /proc allows reading it. */
  peakRssBytes?: number;
}

/** Parses a GITHUB_OUTPUT file: `name<<DELIMITER` blocks (and plain `name=value` lines). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
      outputs[name] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

/** The environment variable the runner uses for an input. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Runs dist/index.js once and collects everything a user would see. */
export async function runAction(options: RunOptions = {}): Promise<RunResult> {
  const dir = await mkdtemp(join(tmpdir(), 'findings-gate-run-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary.md');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_ACTION: 'gate',
    RUNNER_TEMP: dir,
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs ?? {})) env[inputVariable(name)] = value;

  const startedAt = Date.now();
  const started = performance.now();
  const child = spawn(options.node ?? process.execPath, [...(options.nodeArgs ?? []), ACTION_ENTRY], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  let peakRssBytes: number | undefined;
  const sampler = setInterval(() => {
    void readFile(`/proc/${child.pid}/status`, 'utf8')
      .then((status) => {
        const match = /VmHWM:\s+(\d+) kB/.exec(status);
        if (match) peakRssBytes = Math.max(peakRssBytes ?? 0, Number(match[1]) * 1024);
      })
      .catch(() => undefined);
  }, 20);
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => child.on('close', (c, s) => done([c, s])));
  clearTimeout(killer);
  clearInterval(sampler);
  const elapsedMs = performance.now() - started;

  const outputText = await readFile(outputFile, 'utf8');
  const summary = await readFile(summaryFile, 'utf8');
  const outputs = parseOutputFile(outputText);
  let reportText = '';
  let report: unknown;
  if (outputs['report-file']) {
    reportText = await readFile(outputs['report-file'], 'utf8').catch(() => '');
    report = reportText ? JSON.parse(reportText) : undefined;
  }
  await rm(dir, { recursive: true, force: true });
  const out = Buffer.concat(stdout).toString('utf8');
  const err = Buffer.concat(stderr).toString('utf8');
  return {
    code,
    signal,
    stdout: out,
    stderr: err,
    outputs,
    summary,
    written: [out, err, outputText, summary, reportText].join('\n'),
    ...(report !== undefined ? { report, reportText } : {}),
    elapsedMs,
    startedAt,
    ...(peakRssBytes !== undefined ? { peakRssBytes } : {}),
  };
}
