// The GitHub Actions host: inputs from INPUT_*, the log and annotations as workflow commands, outputs to
// GITHUB_OUTPUT, the job summary to GITHUB_STEP_SUMMARY, through @actions/core. Both the action and the
// CLI run in a GitHub workflow use it; a failure of either kind exits 1, as the runner expects.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { type ConfigError, INPUT_DEFAULTS } from '../config/index.ts';
import type { Annotation } from '../render/annotations.ts';
import { logLine } from '../render/escape.ts';
import { ciContext } from './detect.ts';
import { headCommit } from './github-event.ts';
import type { Ending, Host } from './types.ts';

/** Options of a GitHub host: the inputs when they do not come from INPUT_* (the CLI's flags). */
export interface GitHubHostOptions {
  inputs?: () => Record<string, string>;
  inputWords?: (error: ConfigError) => string;
  /** Where the report file goes; default: the runner's temp folder. */
  filePath?: (kind: 'report' | 'trend') => string | undefined;
  publish?: Host['publish'];
}

/** The GitHub host; the action's is `githubHost()` with no options. */
export function githubHost(options: GitHubHostOptions = {}): Host {
  return {
    context: ciContext('github', process.env),
    inputs:
      options.inputs ??
      (() => {
        const inputs: Record<string, string> = {};
        for (const name of Object.keys(INPUT_DEFAULTS)) inputs[name] = core.getInput(name);
        return inputs;
      }),
    inputWords: options.inputWords ?? ((error) => error.message),
    info: (line) => core.info(line),
    debug: (line) => core.debug(line),
    notice: (line) => core.notice(line),
    warning: (line) => core.warning(line),
    group: (title, work) => core.group(title, work),
    setSecret: (value) => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    annotate: annotateOnGitHub,
    writeSummary: async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      try {
        await core.summary.addRaw(markdown, true).write();
      } catch (error) {
        core.warning(logLine(`could not write the job summary: ${(error as Error).message}`));
      }
    },
    filePath: (kind) =>
      options.filePath?.(kind) ??
      join(
        process.env.RUNNER_TEMP || tmpdir(),
        `findings-gate-${kind === 'trend' ? 'trend-' : ''}${process.env.GITHUB_ACTION || 'report'}.json`,
      ),
    headCommit,
    publish: options.publish ?? (async () => undefined),
    end: endOnGitHub,
    nameEveryFindingFor: () => undefined,
    errorExitCode: 1,
  };
}

/** Annotations as workflow commands (the toolkit escapes their properties and messages). */
function annotateOnGitHub(annotations: readonly Annotation[]): void {
  for (const { level, message, ...properties } of annotations) {
    if (level === 'error') core.error(message, properties);
    else core.notice(message, properties);
  }
}

/** Either kind of failure exits 1: the runner knows no other. */
function endOnGitHub(ending: Ending): void {
  if (ending.kind === 'pass') return;
  const failed = ending.kind === 'findings' ? ending.enforce : !ending.soften;
  if (failed) core.setFailed(ending.message);
  else core.warning(ending.message);
}
