// The GitHub Actions host: inputs from INPUT_*, the log and annotations as workflow commands, outputs to
// GITHUB_OUTPUT, through @actions/core (its job summary and annotations are sinks: host/sinks.ts), each through the run's
// mask (the runner masks only the exact token, and only in the log). Both the action and the CLI run in
// a GitHub workflow use it; a failure of either kind exits 1, as the runner expects.
import { randomUUID } from 'node:crypto';
import { EOL } from 'node:os';
import * as core from '@actions/core';
import { type ConfigError, INPUT_DEFAULTS } from '../config/index.ts';
import { logLine } from '../render/escape.ts';
import { ciContext } from './detect.ts';
import { findingsLine } from './ending.ts';
import { linkRemovedWarning, writeMaskedFile, writeMaskedFileSync } from './files.ts';
import { headCommit } from './github-event.ts';
import { createMask, type Mask } from './mask.ts';
import type { Ending, Host } from './types.ts';

/** Options of a GitHub host: the inputs when they do not come from INPUT_* (the CLI's flags). */
export interface GitHubHostOptions {
  inputs?: () => Record<string, string>;
  inputWords?: (error: ConfigError) => string;
  /** The run's mask, when another host shares it (the CLI in a workflow). */
  mask?: Mask;
}

/** The GitHub host; the action's is `githubHost()` with no options. */
export function githubHost(options: GitHubHostOptions = {}): Host {
  const mask = options.mask ?? createMask();
  const masked = (text: string): string => mask.text(text);
  const outputs = new Map<string, string>();
  const setOutput = outputWriter(mask, masked);
  const host: Host = {
    context: ciContext('github', process.env),
    inputs:
      options.inputs ??
      (() => {
        const inputs: Record<string, string> = {};
        for (const name of Object.keys(INPUT_DEFAULTS)) inputs[name] = core.getInput(name);
        return inputs;
      }),
    inputWords: options.inputWords ?? ((error) => error.message),
    info: (line) => core.info(masked(line)),
    debug: (line) => core.debug(masked(line)),
    notice: (line) => core.notice(masked(line)),
    warning: (line) => core.warning(masked(line)),
    group: (title, work) => core.group(masked(title), work),
    setSecret: (value) => {
      core.setSecret(value);
      mask.add(value);
    },
    mask: masked,
    setOutput: (name, value) => {
      outputs.set(name, String(value));
      setOutput(name, masked(String(value)));
    },
    outputs: () => outputs,
    writeFile: (path, content, options) =>
      writeMaskedFile(mask, path, content, { ...options, onLinkRemoved: (link) => host.warning(logLine(linkRemovedWarning(link))) }),
    streamMask: mask,
    headCommit,
    end: (ending) => endOnGitHub(ending, masked),
    errorExitCode: 1,
  };
  return host;
}

/**
 * Sets an output as core.setOutput does (to GITHUB_OUTPUT, `name<<delimiter`, a random delimiter), through
 * the one writer: core's appendFileSync would block the run on a FIFO there, timers and the watchdog too
 * (attack5 F3). A file that cannot be written is said once, and the outputs are left out; the verdict stands.
 */
function outputWriter(mask: Mask, masked: (text: string) => string): (name: string, value: string) => void {
  let refused = false;
  return (name, value) => {
    const path = process.env.GITHUB_OUTPUT;
    if (!path) return core.setOutput(name, value);
    if (refused) return;
    const delimiter = `ghadelimiter_${randomUUID()}`;
    try {
      writeMaskedFileSync(mask, path, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { append: true });
    } catch (error) {
      refused = true;
      core.warning(
        masked(`could not write the outputs to GITHUB_OUTPUT: ${(error as Error).message}; they are left out. The verdict stands.`),
      );
    }
  };
}

/** Either kind of failure exits 1: the runner knows no other. */
function endOnGitHub(ending: Ending, masked: (text: string) => string): void {
  if (ending.kind === 'pass') return;
  const failed = ending.kind === 'findings' ? ending.enforce : !ending.soften;
  const line = ending.kind === 'findings' ? findingsLine(ending, 'see the job summary for details') : ending.message;
  if (failed) core.setFailed(masked(line));
  else core.warning(masked(line));
}
