// The host of a command-line run: the text host of its CI, or in a GitHub workflow GitHub's host with
// the command line's outputs file and exit codes. The one place that picks it (cli/run.ts asks).
import { githubHost } from './github.ts';
import type { Mask } from './mask.ts';
import { type TextHostOptions, textHost } from './text.ts';
import type { Host } from './types.ts';

/**
 * The host of a command-line run: the text host, or in a GitHub workflow GitHub's log, annotations and
 * outputs plus the command line's outputs file, a run that could not judge still exiting 2.
 */
export function commandLineHost(options: TextHostOptions & { mask: Mask }): Host {
  const text = textHost(options);
  if (options.context.ci !== 'github') return text;
  const github = githubHost({ inputs: text.inputs, inputWords: text.inputWords, mask: options.mask });
  return {
    ...github,
    setOutput: (name, value) => {
      github.setOutput(name, value);
      text.setOutput(name, value);
    },
    outputs: text.outputs,
    end: (ending) => {
      github.end(ending);
      text.end(ending);
    },
    errorExitCode: 2,
  };
}
