// The command line's shell: read the flags and the environment, pick the host of the CI it runs in, and
// run the same core as the action (main.ts). Exit codes: 0 pass, 1 findings, 2 could not judge.

import { ciContext, detectCi } from '../host/detect.ts';
import { githubHost } from '../host/github.ts';
import { createMask, type Mask } from '../host/mask.ts';
import { textHost } from '../host/text.ts';
import type { Host } from '../host/types.ts';
import { run } from '../main.ts';
import { VERSION } from '../version.ts';
import { commandLineWords, parseCommandLine, tokenVariables, UsageError } from './args.ts';
import { helpText } from './help.ts';

/** Where the command line writes. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const processIo: Io = { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) };

/** Runs the command line; sets process.exitCode. */
export async function cli(argv: readonly string[], env: Record<string, string | undefined>, io: Io = processIo): Promise<void> {
  // Every token of the environment is masked before anything is written, the command line's own errors included.
  const mask = createMask();
  for (const variable of tokenVariables()) mask.add((env[variable] ?? '').trim());
  let command: ReturnType<typeof parseCommandLine>;
  try {
    command = parseCommandLine(argv, env, mask.text);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(mask.text(`findings-gate: ${error.message}\n`));
    process.exitCode = 2;
    return;
  }
  if (command.kind === 'help') return void io.stdout(helpText(VERSION, detectCi(env)));
  if (command.kind === 'version') return void io.stdout(`${VERSION}\n`);
  const context = ciContext(detectCi(env, command.ci), env);
  const text = textHost({ context, inputs: command.inputs, files: command.files, inputWords: commandLineWords, env, mask, ...io });
  const host: Host = context.ci === 'github' ? onGitHub(text, command.files.reportFile !== undefined, mask) : text;
  await run(host);
}

/**
 * The command line in a GitHub workflow: GitHub's log, annotations, outputs and job summary, plus the
 * command line's files and plain verdict; a run that could not judge still exits 2.
 */
function onGitHub(text: Host, ownReportFile: boolean, mask: Mask): Host {
  const github = githubHost({ inputs: text.inputs, inputWords: text.inputWords, publish: text.publish, mask });
  return {
    ...github,
    setSecret: (value) => {
      github.setSecret(value);
      text.setSecret(value);
    },
    setOutput: (name, value) => {
      github.setOutput(name, value);
      text.setOutput(name, value);
    },
    writeSummary: async (markdown) => {
      await github.writeSummary(markdown);
      await text.writeSummary(markdown);
    },
    filePath: ownReportFile ? text.filePath : github.filePath,
    end: (ending) => {
      github.end(ending);
      text.end(ending);
    },
    errorExitCode: 2,
    nameEveryFindingFor: text.nameEveryFindingFor,
  };
}
