// The GitHub Actions host: inputs from INPUT_*, the log and annotations as workflow commands, outputs to
// GITHUB_OUTPUT, the job summary to GITHUB_STEP_SUMMARY, through @actions/core, each through the run's
// mask (the runner masks only the exact token, and only in the log). Both the action and the CLI run in
// a GitHub workflow use it; a failure of either kind exits 1, as the runner expects.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { INPUT_DEFAULTS } from '../config/index.ts';
import type { Annotation } from '../render/annotations.ts';
import { logLine } from '../render/escape.ts';
import { ciContext } from './detect.ts';
import { writeMaskedFile } from './files.ts';
import { headCommit } from './github-event.ts';
import { createMask, type Mask } from './mask.ts';
import type { Ending, Host } from './types.ts';

/** Options of a GitHub host: the inputs when they do not come from INPUT_* (the CLI's flags). */
export interface GitHubHostOptions {
  inputs?: () => Record<string, string>;
  inputWords?: (message: string) => string;
  /** Where the report file goes; default: the runner's temp folder. */
  filePath?: (kind: 'report' | 'trend') => string | undefined;
  publish?: Host['publish'];
  /** The run's mask, when another host shares it (the CLI in a workflow). */
  mask?: Mask;
}

/** The GitHub host; the action's is `githubHost()` with no options. */
export function githubHost(options: GitHubHostOptions = {}): Host {
  const mask = options.mask ?? createMask();
  const masked = (text: string): string => mask.text(text);
  return {
    context: ciContext('github', process.env),
    inputs:
      options.inputs ??
      (() => {
        const inputs: Record<string, string> = {};
        for (const name of Object.keys(INPUT_DEFAULTS)) inputs[name] = core.getInput(name);
        return inputs;
      }),
    inputWords: options.inputWords ?? ((message) => message),
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
    setOutput: (name, value) => core.setOutput(name, masked(String(value))),
    annotate: (annotations) => annotateOnGitHub(annotations, masked),
    writeSummary: async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      try {
        await core.summary.addRaw(masked(markdown), true).write();
      } catch (error) {
        core.warning(masked(logLine(`could not write the job summary: ${(error as Error).message}`)));
      }
    },
    writeFile: (path, content) => writeMaskedFile(mask, path, content),
    filePath: (kind) =>
      options.filePath?.(kind) ??
      join(
        process.env.RUNNER_TEMP || tmpdir(),
        `findings-gate-${kind === 'trend' ? 'trend-' : ''}${process.env.GITHUB_ACTION || 'report'}.json`,
      ),
    headCommit,
    publish: options.publish ?? (async () => undefined),
    end: (ending) => endOnGitHub(ending, masked),
    nameEveryFindingFor: () => undefined,
    errorExitCode: 1,
  };
}

/** Annotations as workflow commands, masked (the toolkit escapes their properties and messages). */
function annotateOnGitHub(annotations: readonly Annotation[], masked: (text: string) => string): void {
  for (const { level, message, title, file, startLine } of annotations) {
    const properties = {
      title: masked(title),
      ...(file === undefined ? {} : { file: masked(file) }),
      ...(startLine === undefined ? {} : { startLine }),
    };
    if (level === 'error') core.error(masked(message), properties);
    else core.notice(masked(message), properties);
  }
}

/** Either kind of failure exits 1: the runner knows no other. */
function endOnGitHub(ending: Ending, masked: (text: string) => string): void {
  if (ending.kind === 'pass') return;
  const failed = ending.kind === 'findings' ? ending.enforce : !ending.soften;
  if (failed) core.setFailed(masked(ending.message));
  else core.warning(masked(ending.message));
}
