// The command line's host, in any CI but GitHub: the log as plain lines on stderr (GitLab's collapsible
// sections, Azure's groups and logging commands where the CI reads them), the outputs kept, every line
// and file through the run's mask (host/mask.ts). What the CI shows beyond that (the outputs file and
// Azure's output variables, the plain verdict on stdout, the summary file, JUnit, code quality) is a
// sink (host/sinks.ts). Exit codes: 0 pass (or warned), 1 the gate judged a failure, 2 the gate could not judge.
import { ConfigError } from '../config/index.ts';
import { azureCommand } from '../render/azure.ts';
import { logLine } from '../render/escape.ts';
import { findingsLine } from './ending.ts';
import { linkRemovedWarning, writeMaskedFile } from './files.ts';
import { createMask, type Mask } from './mask.ts';
import type { CiContext, CiName, CliFiles, Ending, Host } from './types.ts';

export { type CliFiles, environmentVariable } from '../outputs.ts';

export interface TextHostOptions {
  context: CiContext;
  inputs: Record<string, string>;
  files: CliFiles;
  /** A configuration error's message in the command line's words (cli/args.ts commandLineWords). */
  inputWords: (error: ConfigError) => string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** The run's mask, when the command line made it first (to mask its own errors); default: a new one. */
  mask?: Mask;
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
  const { context } = options;
  const ci = context.ci;
  const secrets = options.mask ?? createMask();
  const outputs = new Map<string, string>();
  const mask = (text: string): string => secrets.text(text);
  // Every line is written through here, masked; commands go to stdout, where the agent reads them.
  const err = (line: string): void => options.stderr(`${mask(line)}\n`);
  const out = (line: string): void => options.stdout(`${mask(line)}\n`);

  const host: Host = {
    context,
    inputs: () => options.inputs,
    inputWords: options.inputWords,
    ...textLog(ci, { err, command: out, raw: (text) => options.stderr(mask(text)), mask }),
    setSecret: (value) => secrets.add(value),
    mask,
    writeFile: (path, content, options) =>
      writeMaskedFile(secrets, path, content, { ...options, onLinkRemoved: (link) => host.warning(logLine(linkRemovedWarning(link))) }),
    streamMask: secrets,
    setOutput: (name, value) => {
      outputs.set(name, String(value));
    },
    outputs: () => outputs,
    headCommit: async () => commitOf(context),
    end(ending) {
      endRun(ending, { err, command: out, ci, safe });
    },
    errorExitCode: 2,
  };
  return host;
}

/** The commit wait-for-scan waits for: the CI's, when it is a sha. */
function commitOf(context: CiContext): string {
  const commit = context.commit;
  if (commit === undefined || !/^[0-9a-f]{7,40}$/i.test(commit)) {
    const variable = context.commitVariable;
    const unset = variable === '' ? 'no variable of this CI names the commit' : `${variable} is not set`;
    const why = commit === undefined ? unset : `${variable} is not a commit sha`;
    throw new ConfigError(
      'wait-for-scan',
      `Input 'wait-for-scan' is true, but ${why} (${context.ci}): set wait-for-scan to the commit sha to wait for.`,
    );
  }
  return commit.toLowerCase();
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
  const line = io.safe(ending.kind === 'findings' ? findingsLine(ending, 'details above') : ending.message);
  if (io.ci === 'azure') {
    io.command(azureCommand('task.logissue', { type: failed ? 'error' : 'warning' }, line));
    if (!failed) io.command(azureCommand('task.complete', { result: 'SucceededWithIssues' }, line));
  } else if (io.ci !== 'github') io.err(`${failed ? 'error' : 'warning'}: ${line}`);
  process.exitCode = failed ? (ending.kind === 'findings' ? 1 : 2) : 0;
}
