// The command line's host, in any CI but GitHub: the log as plain lines on stderr (GitLab's collapsible
// sections, Azure's groups and logging commands where the CI reads them), the verdict and its table on
// stdout, outputs to a dotenv file (and Azure's output variables), the Markdown summary to a file (and
// Azure's build summary), JUnit and GitLab's code quality report where asked; every line and file
// through the run's mask (host/mask.ts). Exit codes: 0 pass (or warned), 1 the gate judged a failure,
// 2 the gate could not judge.
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type Config, ConfigError } from '../config/index.ts';
import type { Annotation } from '../render/annotations.ts';
import { azureCommand } from '../render/azure.ts';
import { logLine } from '../render/escape.ts';
import type { SummaryInput } from '../render/sections.ts';
import { errorText, verdictText } from '../render/text.ts';
import { type FileContent, writeMaskedFile, writeMaskedFileSync } from './files.ts';
import { createMask, type Mask } from './mask.ts';
import type { CiContext, CiName, Ending, ErrorFacts, Host } from './types.ts';

/** The files the command line writes, from its own flags (not inputs of the action). */
export interface CliFiles {
  summaryFile?: string;
  outputsFile?: string;
  reportFile?: string;
  codeQualityFile?: string;
  junitFile?: string;
}

export interface TextHostOptions {
  context: CiContext;
  inputs: Record<string, string>;
  files: CliFiles;
  /** Rewrites a message's `Input 'x'` into the command line's words. */
  inputWords: (message: string) => string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** The run's mask, when the command line made it first (to mask its own errors); default: a new one. */
  mask?: Mask;
}

/** The default report file, in the working directory (where CI artifacts are collected from). */
export const DEFAULT_REPORT_FILE = 'findings-gate-report.json';
/** GitLab's default name of the code quality report. */
export const DEFAULT_CODE_QUALITY_FILE = 'gl-code-quality-report.json';

/** An input, a flag or an output as an environment variable: `FINDINGS_GATE_` and the name in upper snake case. */
export function environmentVariable(name: string): string {
  return `FINDINGS_GATE_${name.replaceAll('-', '_').toUpperCase()}`;
}

/** A section name GitLab accepts (letters, digits, `_.-`). */
function sectionName(title: string, n: number): string {
  return `findings_gate_${n}_${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 40)}`;
}

/** How a CI's log takes lines: the text on stderr, commands (Azure's) on stdout, every line masked. */
interface Writers {
  err: (line: string) => void;
  command: (line: string) => void;
  raw: (text: string) => void;
  mask: (text: string) => string;
}

const safe = (line: string): string => logLine(line, 4000);

/** The log of `ci`: plain lines, GitLab's collapsed sections, Azure's groups and issues. */
function textLog(ci: CiName, { err, command, raw, mask }: Writers): Pick<Host, 'info' | 'debug' | 'notice' | 'warning' | 'group'> {
  let sections = 0;
  const now = (): number => Math.floor(Date.now() / 1000);
  return {
    info: (line) => err(safe(line)),
    debug: (line) => {
      if (ci === 'azure') command(`##[debug]${safe(line)}`);
    },
    notice: (line) => err(`notice: ${safe(line)}`),
    warning: (line) =>
      ci === 'azure' ? command(azureCommand('task.logissue', { type: 'warning' }, safe(line))) : err(`warning: ${safe(line)}`),
    async group(title, work) {
      const name = sectionName(title, ++sections);
      if (ci === 'gitlab') raw(`\u001b[0Ksection_start:${now()}:${name}[collapsed=true]\r\u001b[0K${mask(safe(title))}\n`);
      else if (ci === 'azure') command(`##[group]${safe(title)}`);
      else err(`== ${safe(title)}`);
      try {
        return await work();
      } finally {
        if (ci === 'gitlab') raw(`\u001b[0Ksection_end:${now()}:${name}\r\u001b[0K\n`);
        else if (ci === 'azure') command('##[endgroup]');
      }
    },
  };
}

/** The host of a command-line run in `options.context.ci` (any CI but GitHub). */
export function textHost(options: TextHostOptions): Host {
  const { context, files, env } = options;
  const ci = context.ci;
  const secrets = options.mask ?? createMask();
  const outputs = new Map<string, string>();
  const mask = (text: string): string => secrets.text(text);
  // Every line is written through here, masked; commands go to stdout, where the agent reads them.
  const err = (line: string): void => options.stderr(`${mask(line)}\n`);
  const out = (line: string): void => options.stdout(`${mask(line)}\n`);
  const reportFile = resolve(files.reportFile ?? DEFAULT_REPORT_FILE);

  const host: Host = {
    context,
    inputs: () => options.inputs,
    inputWords: options.inputWords,
    ...textLog(ci, { err, command: out, raw: (text) => options.stderr(mask(text)), mask }),
    setSecret: (value) => secrets.add(value),
    mask,
    writeFile: (path, content) => writeMaskedFile(secrets, path, content),
    setOutput: (name, value) => {
      const text = String(value);
      outputs.set(name, text);
      if (ci === 'azure' && !/[\r\n]/.test(text))
        out(azureCommand('task.setvariable', { variable: environmentVariable(name), isOutput: 'true' }, text));
    },
    annotate: (annotations) => {
      if (ci === 'azure') for (const annotation of annotations) out(azureIssue(annotation));
    },
    writeSummary: (markdown) => writeSummaryFile(host, files.summaryFile, markdown, env, out),
    filePath: (kind) => (kind === 'report' ? reportFile : join(dirname(reportFile), 'findings-gate-trend.json')),
    headCommit: async () => commitOf(context),
    async publish(run) {
      if ('shown' in run) {
        for (const line of verdictText(run.shown)) out(line);
        await writeJUnit(host, files.junitFile, { shown: run.shown });
        const codeQuality = codeQualityFile(ci, files, run.shown.config);
        if (codeQuality !== undefined) await writeCodeQuality(host, codeQuality, run.shown);
      } else {
        for (const line of errorText(run.error)) out(line);
        await writeJUnit(host, files.junitFile, { error: run.error });
      }
    },
    end(ending) {
      writeOutputsFile(host, secrets, files.outputsFile, outputs);
      endRun(ending, { err, command: out, ci, safe });
    },
    errorExitCode: 2,
    nameEveryFindingFor: (config) => (codeQualityFile(ci, files, config) === undefined ? undefined : 'the code quality report'),
  };
  return host;
}

/**
 * Where the code quality report goes: where --code-quality-file says, else GitLab's default for a scope
 * of named projects (a nightly over the whole deployment need not walk every finding for one
 * repository's widget); undefined: none.
 */
function codeQualityFile(ci: CiName, files: CliFiles, config: Pick<Config, 'projects'>): string | undefined {
  return files.codeQualityFile ?? (ci === 'gitlab' && config.projects !== 'all' ? DEFAULT_CODE_QUALITY_FILE : undefined);
}

/** The commit wait-for-scan waits for: the CI's, when it is a sha. */
function commitOf(context: CiContext): string {
  const commit = context.commit;
  if (commit === undefined || !/^[0-9a-f]{7,40}$/i.test(commit)) {
    const why = commit === undefined ? `${context.commitVariable} is not set` : `${context.commitVariable} is not a commit sha`;
    throw new ConfigError(
      'wait-for-scan',
      `Input 'wait-for-scan' is true, but ${why} (${context.ci}): set wait-for-scan to the commit sha to wait for.`,
    );
  }
  return commit.toLowerCase();
}

/** The summary file (on Azure, by default in the agent's temp folder, and attached to the build summary). */
async function writeSummaryFile(
  host: Host,
  path: string | undefined,
  markdown: string,
  env: Record<string, string | undefined>,
  command: (line: string) => void,
): Promise<void> {
  const azure = host.context.ci === 'azure';
  const file = path ?? (azure ? join(env.AGENT_TEMPDIRECTORY || tmpdir(), 'findings-gate-summary.md') : undefined);
  if (file === undefined) return;
  if ((await writeFileOrWarn(host, 'summary', file, markdown)) && azure) command(azureCommand('task.uploadsummary', {}, resolve(file)));
}

/** An annotation as an Azure issue: errors stay errors, notices become warnings (Azure has no notice). */
function azureIssue({ level, title, message, file, startLine }: Annotation): string {
  return azureCommand(
    'task.logissue',
    { type: level === 'error' ? 'error' : 'warning', sourcepath: file, linenumber: file === undefined ? undefined : startLine },
    `${title}: ${message}`,
  );
}

/** The exit status and the last line: 0 pass or warned, 1 findings, 2 could not judge. */
function endRun(
  ending: Ending,
  io: { err: (line: string) => void; command: (line: string) => void; ci: string; safe: (line: string) => string },
): void {
  if (ending.kind === 'pass') {
    process.exitCode = 0;
    return;
  }
  const failed = ending.kind === 'findings' ? ending.enforce : !ending.soften;
  const line = io.safe(ending.message);
  if (io.ci === 'azure') {
    io.command(azureCommand('task.logissue', { type: failed ? 'error' : 'warning' }, line));
    if (!failed) io.command(azureCommand('task.complete', { result: 'SucceededWithIssues' }, line));
  } else if (io.ci !== 'github') io.err(`${failed ? 'error' : 'warning'}: ${line}`);
  process.exitCode = failed ? (ending.kind === 'findings' ? 1 : 2) : 0;
}

/** The dotenv file of the outputs (GitLab's dotenv report): every single-line output, `result` last. Written synchronously: the watchdog exits right after. */
function writeOutputsFile(host: Host, mask: Mask, path: string | undefined, outputs: ReadonlyMap<string, string>): void {
  if (path === undefined) return;
  const lines = [...outputs]
    .filter(([name, value]) => name !== 'result' && !/[\r\n]/.test(value))
    .map(([name, value]) => `${environmentVariable(name)}=${value}`);
  const result = outputs.get('result');
  if (result !== undefined) lines.push(`${environmentVariable('result')}=${result}`);
  try {
    writeMaskedFileSync(mask, path, `${lines.join('\n')}\n`);
  } catch (error) {
    host.warning(`could not write the outputs file ${resolve(path)}: ${(error as Error).message}`);
  }
}

/** The JUnit file, when asked for. */
async function writeJUnit(host: Host, path: string | undefined, run: { shown: SummaryInput } | { error: ErrorFacts }): Promise<void> {
  if (path === undefined) return;
  const { gateChecks, renderJUnit } = await import('../render/junit.ts');
  const timestamp = new Date().toISOString().slice(0, 19);
  const xml =
    'shown' in run
      ? renderJUnit(gateChecks(run.shown), { timestamp, seconds: run.shown.elapsedMs / 1000 })
      : renderJUnit([], {
          timestamp,
          seconds: 0,
          error: `${run.error.operation ? `${run.error.operation} failed: ` : ''}${run.error.message}`,
        });
  if (await writeFileOrWarn(host, 'JUnit', path, xml)) host.info(`JUnit: written to ${resolve(path)}`);
}

/** GitLab's code quality report of a verdict: the listed findings and the confirmed-valid secrets of the repository. */
async function writeCodeQuality(host: Host, path: string, { data, verdict }: SummaryInput): Promise<void> {
  const { codeQualityReport } = await import('../render/code-quality.ts');
  const listing = data.findings;
  if (listing?.state !== 'listed') {
    const why =
      listing === undefined || listing.state === 'off' ? 'list-findings is false' : `the findings list is not available (${listing.why})`;
    host.warning(`the code quality report holds only the confirmed-valid secrets: ${why}.`);
  }
  const findings = listing?.state === 'listed' ? listing.findings : [];
  const { issues, leftOut } = codeQualityReport({
    findings,
    secrets: data.validSecrets,
    reading: verdict.reading,
    ...(host.context.repository === undefined ? {} : { repository: host.context.repository }),
  });
  if (listing?.state === 'listed' && listing.count > findings.length) {
    host.warning(
      `the code quality report names ${findings.length} of ${listing.count} listed findings (the most severe and newest): the summary counts them all.`,
    );
  }
  const left = [
    leftOut.excepted > 0 ? `${leftOut.excepted} accepted by exceptions` : '',
    leftOut.elsewhere > 0 ? `${leftOut.elsewhere} of other repositories` : '',
    leftOut.withoutFile > 0 ? `${leftOut.withoutFile} without a file path` : '',
  ].filter((part) => part !== '');
  if (await writeFileOrWarn(host, 'code quality', path, { json: issues, indent: 2 })) {
    host.info(
      `code quality: ${issues.length} issues written to ${resolve(path)}${left.length > 0 ? ` (left out: ${left.join(', ')})` : ''}`,
    );
  }
}

/** Writes one report file through the host's mask; a failed write is a warning (the verdict stands). */
async function writeFileOrWarn(host: Host, what: string, path: string, content: FileContent): Promise<boolean> {
  const file = resolve(path);
  try {
    await host.writeFile(file, content);
    return true;
  } catch (error) {
    host.warning(`could not write the ${what} file ${file}: ${(error as Error).message}`);
    return false;
  }
}
