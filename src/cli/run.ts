// The command line's shell: read the flags and the environment, pick the host of the CI it runs in, and
// run the same core as the action (main.ts). Exit codes: 0 pass, 1 findings, 2 could not judge.

import { isUnexpandedVariable } from '../config/index.ts';
import { commandLineHost } from '../host/command-line.ts';
import { ciContext, detectCi } from '../host/detect.ts';
import { createMask } from '../host/mask.ts';
import { run } from '../main.ts';
import { VERSION } from '../version.ts';
import { commandLineWords, parseCommandLine, tokenVariables, UsageError } from './args.ts';
import { helpText } from './help.ts';

/** Where the command line writes. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * A stream of the process that fails (its reader gone, EPIPE: `findings-gate | head -1`; a full disk, ENOSPC) is left
 * alone, never a crash: an 'error' event without a listener ended the run mid-sinks, the dotenv, JUnit and the note
 * unwritten, and a pass exited 1 (attack37 E1). What it could not show, the run's other sinks and exit status keep.
 */
function processWriter(stream: NodeJS.WriteStream): (text: string) => void {
  let broken = false;
  stream.on('error', () => {
    broken = true;
  });
  return (text) => {
    if (!broken && !stream.destroyed) stream.write(text);
  };
}

const processIo: Io = { stdout: processWriter(process.stdout), stderr: processWriter(process.stderr) };

/** Runs the command line; sets process.exitCode. */
export async function cli(argv: readonly string[], env: Record<string, string | undefined>, io: Io = processIo): Promise<void> {
  // Every token of the environment is masked before anything is written, the command line's own errors included.
  const mask = createMask();
  for (const variable of tokenVariables()) {
    // A variable reference Azure left as written, $(NAME), is no secret: masked, it would cut the error that names it.
    const value = (env[variable] ?? '').trim();
    if (!isUnexpandedVariable(value)) mask.add(value);
  }
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
  // A flag or variable given is the repository's own, its default too, unless the task or the component filled it in.
  const context = { ...ciContext(detectCi(env, command.ci), env), defaultsFilled: command.given.defaultsFilled };
  const host = commandLineHost({
    context,
    inputs: command.inputs,
    files: command.files,
    inputWords: (error) => commandLineWords(error, command.given),
    env,
    mask,
    ...io,
  });
  await run(host, { files: command.files, env, stdout: io.stdout });
}
