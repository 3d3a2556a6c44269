// The command line: every input of the action as a flag of the same name and as an environment variable
// FINDINGS_GATE_<NAME> (a flag wins), the command line's own flags (the CI, the files it writes), and
// --help and --version, each only alone (so the command line never ends 0 without judging, unless asked
// only for its help or version). Tokens are read from the environment only. Pure: argv and the
// environment in, the settings or a UsageError out; a value is never echoed (it may be a secret pasted in
// the wrong place), and a name it echoes is masked before it is cut (never a prefix of a token).
import { INPUTS } from '../config/input-table.ts';
import type { ConfigError } from '../config/inputs.ts';
import { TUNING_VARIABLES } from '../config/tuning.ts';
import { CI_NAMES, type CiName } from '../host/types.ts';
import {
  type CliFiles,
  COMPONENT_VARIABLE,
  environmentVariable,
  OUTPUT,
  outputVariable,
  TASK_INPUTS_VARIABLE,
  taskInputName,
} from '../outputs.ts';
import { closestMatches, didYouMean } from '../suggest.ts';

export { environmentVariable };

/** A command line the CLI refuses: the message says what to fix. Exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The command line's own flags: not inputs of the action. */
export const CLI_OPTIONS = Object.freeze({
  ci: {
    value: 'name',
    description: `The CI to report to: ${CI_NAMES.join(', ')}. Default: detected from GITHUB_ACTIONS, GITLAB_CI, TF_BUILD, BITBUCKET_BUILD_NUMBER, JENKINS_URL; else generic.`,
  },
  'summary-file': { value: 'path', description: 'Write the Markdown summary to this file (Azure: also attached to the build summary).' },
  'outputs-file': {
    value: 'path',
    description: 'Write every single-line output as FINDINGS_GATE_OUT_<NAME>=value lines (a GitLab dotenv report).',
  },
  'report-file': {
    value: 'path',
    description: "Where the report file goes (the next run's baseline-file). Default: findings-gate-report.json.",
  },
  'code-quality-file': {
    value: 'path',
    description:
      'Write a GitLab code quality report of the findings and confirmed-valid secrets. Default under GitLab: gl-code-quality-report.json.',
  },
  'junit-file': {
    value: 'path',
    description: 'Write a JUnit XML report: one test case per check the gate made, a failure for each that failed.',
  },
} as const);

type CliOption = keyof typeof CLI_OPTIONS;

/** Inputs read from the environment only: a token on the command line shows in process lists and CI logs. */
export const ENVIRONMENT_ONLY: Readonly<Record<string, string>> = Object.freeze({
  'api-token': 'FINDINGS_GATE_API_TOKEN or SEMGREP_APP_TOKEN',
  'github-token': 'FINDINGS_GATE_GITHUB_TOKEN or GITHUB_TOKEN',
  'config-token': 'FINDINGS_GATE_CONFIG_TOKEN',
});

/** The environment variables that may hold a token: every *-token input's, and the names the CI gives them. */
export function tokenVariables(): string[] {
  const inputs = Object.keys(INPUTS).filter((name) => name.endsWith('-token'));
  return [...inputs.map(environmentVariable), 'SEMGREP_APP_TOKEN', 'GITHUB_TOKEN', 'GITLAB_TOKEN'];
}

/** The words that ask only for the help or the version, each given alone. */
const ALONE: ReadonlyMap<string, 'help' | 'version'> = new Map([
  ['--help', 'help'],
  ['-h', 'help'],
  ['--version', 'version'],
  ['-V', 'version'],
]);

/** Longest name of an unknown flag or variable an error shows. */
const SHOWN_MAX = 60;

/** What the command line asks for. */
export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'run'; inputs: Record<string, string>; files: CliFiles; ci?: CiName; given: Given };

/** How each input was given (a flag, a FINDINGS_GATE_ variable, the Azure task's input), and whether the task runs the command line. */
export interface Given {
  sources: ReadonlyMap<string, 'flag' | 'variable' | 'task'>;
  task: boolean;
  /**
   * The inputs whose value what runs the command line may have filled in with the default for one left out: the Azure
   * task's inputs, and the GitLab component's flags (its script exports FINDINGS_GATE_COMPONENT=true). A variable
   * FINDINGS_GATE_<NAME>, and a flag of any other command line, is the user's own.
   */
  defaultsFilled: ReadonlySet<string>;
}

const isInput = (name: string): name is keyof typeof INPUTS => Object.hasOwn(INPUTS, name);
const isOption = (name: string): name is CliOption => Object.hasOwn(CLI_OPTIONS, name);
/** Inputs whose words are true and false: a bare flag means true. */
const isBoolean = (name: string): boolean => isInput(name) && ['true', 'false'].includes(INPUTS[name].default);

/** Every flag the command line takes. */
export function flagNames(): string[] {
  return [...Object.keys(INPUTS).filter((name) => !(name in ENVIRONMENT_ONLY)), ...Object.keys(CLI_OPTIONS), 'help', 'version'];
}

/**
 * Parses argv (without node and the script) and the environment; `hide` masks a name an error echoes
 * (the run's mask: a token given as a flag's name).
 */
export function parseCommandLine(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  hide: (text: string) => string = (text) => text,
): Command {
  const alone = argv.length === 1 ? ALONE.get(argv[0] as string) : undefined;
  if (alone !== undefined) return { kind: alone };
  const flags = readFlags(argv, hide);
  checkEnvironment(env, hide);
  const value = (name: string): string | undefined => flags.get(name) ?? nonEmpty(env[environmentVariable(name)]);
  const inputs: Record<string, string> = {};
  for (const name of Object.keys(INPUTS)) {
    const given = value(name) ?? (name === 'github-token' ? nonEmpty(env.GITHUB_TOKEN) : undefined);
    if (given !== undefined) inputs[name] = given;
  }
  const files: CliFiles = {};
  const fileFields = {
    'summary-file': 'summaryFile',
    'outputs-file': 'outputsFile',
    'report-file': 'reportFile',
    'code-quality-file': 'codeQualityFile',
    'junit-file': 'junitFile',
  } as const;
  for (const [option, field] of Object.entries(fileFields)) {
    const path = value(option);
    if (path !== undefined) files[field] = path;
  }
  const ci = value('ci');
  const given = givenOf(Object.keys(inputs), flags, env);
  return {
    kind: 'run',
    inputs,
    files,
    given,
    ...(ci === undefined ? {} : { ci: ciName(ci, flags.has('ci') ? '--ci' : 'FINDINGS_GATE_CI') }),
  };
}

/** Where each input given came from: a flag wins over a variable, and a variable the Azure task set is the task's input. */
function givenOf(names: readonly string[], flags: ReadonlyMap<string, string>, env: Record<string, string | undefined>): Given {
  const fromTask = env[TASK_INPUTS_VARIABLE];
  const taskSet = new Set((fromTask ?? '').split(','));
  const sources = new Map<string, 'flag' | 'variable' | 'task'>();
  for (const name of names) sources.set(name, flags.has(name) ? 'flag' : taskSet.has(name) ? 'task' : 'variable');
  const component = (env[COMPONENT_VARIABLE] ?? '').trim().toLowerCase() === 'true';
  const filled = [...sources].filter(([, source]) => source === 'task' || (source === 'flag' && component)).map(([name]) => name);
  return { sources, task: fromTask !== undefined, defaultsFilled: new Set(filled) };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** `name` as an error may show it: masked, then only letters, digits, `-`, `_` and brackets, cut at SHOWN_MAX with `…`. */
function shownName(name: string, hide: (text: string) => string): string {
  const shown = hide(name).replace(/[^A-Za-z0-9_[\]-]/g, '?');
  return shown.length > SHOWN_MAX ? `${shown.slice(0, SHOWN_MAX - 1)}…` : shown;
}

/** The flags given, by name; throws a UsageError for an unknown, repeated, refused or valueless flag, and for help or version among others. */
function readFlags(argv: readonly string[], hide: (text: string) => string): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const word = arg.split('=')[0] as string;
    if (ALONE.has(word)) {
      throw new UsageError(
        `${word} is taken only alone: run 'findings-gate ${word}' by itself (with other arguments it would end the run without judging).`,
      );
    }
    if (!arg.startsWith('--') || arg === '--') {
      throw new UsageError(`unexpected argument ${i + 1}: findings-gate takes only --name value flags (findings-gate --help lists them).`);
    }
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals < 0 ? undefined : equals);
    if (Object.hasOwn(ENVIRONMENT_ONLY, name)) {
      throw new UsageError(
        `--${name} is refused: a token on the command line is visible to every process on the machine (ps) and in CI logs that echo commands. Put it in ${ENVIRONMENT_ONLY[name]} instead, as a masked (secret) variable of your CI.`,
      );
    }
    if (!isInput(name) && !isOption(name)) {
      // A typo, else a flag it is the start of (--junit: --junit-file).
      const typos = closestMatches(name, flagNames(), 3);
      const starts =
        name.length >= 3
          ? flagNames()
              .filter((flag) => flag.startsWith(name.toLowerCase()))
              .slice(0, 3)
          : [];
      const close = (typos.length > 0 ? typos : starts).map((candidate) => `--${candidate}`);
      const hint = close.length === 0 ? '' : ` (did you mean ${close.join(' or ')}?)`;
      throw new UsageError(`unknown flag --${shownName(name, hide)}${hint}: findings-gate --help lists the flags.`);
    }
    if (flags.has(name)) throw new UsageError(`--${name} is given twice: give it once (a list input takes commas: --${name} 'a,b').`);
    let value = equals < 0 ? undefined : arg.slice(equals + 1);
    if (value === undefined) {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        i++;
      } else if (isBoolean(name)) value = 'true';
      else
        throw new UsageError(
          `--${name} needs a value: --${name} <${isOption(name) ? CLI_OPTIONS[name].value : 'value'}> (findings-gate --help).`,
        );
    }
    // An empty value would stand for the default and hide a FINDINGS_GATE_ variable set for the run: refused.
    if (value.trim() === '') {
      throw new UsageError(
        `--${name} needs a value, and was given an empty one: give it a value, or leave the flag out (then ${environmentVariable(name)}, else the default, applies).`,
      );
    }
    flags.set(name, value);
  }
  return flags;
}

/** Throws for a FINDINGS_GATE_ variable that names nothing: a misspelled one would leave its setting at the default. */
function checkEnvironment(env: Record<string, string | undefined>, hide: (text: string) => string): void {
  const known = new Set<string>([
    ...Object.keys(INPUTS).map(environmentVariable),
    ...Object.keys(CLI_OPTIONS).map(environmentVariable),
    ...Object.values(TUNING_VARIABLES),
    // A dotenv report of an earlier job (--outputs-file) brings the outputs into later jobs.
    ...Object.values(OUTPUT).map(outputVariable),
    TASK_INPUTS_VARIABLE,
    COMPONENT_VARIABLE,
  ]);
  for (const variable of Object.keys(env).sort()) {
    if (!variable.startsWith('FINDINGS_GATE_') || known.has(variable)) continue;
    throw new UsageError(
      `unknown environment variable ${shownName(variable, hide)}${didYouMean(variable, known, 2)}: remove it or fix its name (a misspelled setting would stay at its default).`,
    );
  }
}

function ciName(value: string, source: string): CiName {
  const name = value.trim().toLowerCase();
  if ((CI_NAMES as readonly string[]).includes(name)) return name as CiName;
  throw new UsageError(`${source} names no CI the gate knows${didYouMean(name, CI_NAMES, 1)}: use one of ${CI_NAMES.join(', ')}.`);
}

/** An input as the command line's user sets it: its flag, or the variables of an input read from the environment only. */
export function commandLineName(input: string): string {
  return ENVIRONMENT_ONLY[input] ?? (isInput(input) || Object.hasOwn(CLI_OPTIONS, input) ? `--${input}` : `Input '${input}'`);
}

/**
 * A configuration error in the command line's words: the input it carries named by its flag or variables; with
 * `given`, as the user gave it: a FINDINGS_GATE_ variable by its name, and under the Azure task, the task's input
 * (`the task input failOnSeverity`) unless a pipeline variable gave it (trial7).
 */
export function commandLineWords(error: Pick<ConfigError, 'named'>, given?: Given): string {
  if (given === undefined) return error.named(commandLineName);
  return error.named((input) => {
    const source = given.sources.get(input);
    if (source === 'flag' || !isInput(input)) return commandLineName(input);
    if (source === 'task' || (given.task && source === undefined)) return `the task input ${taskInputName(input)}`;
    return source === 'variable' && !Object.hasOwn(ENVIRONMENT_ONLY, input) ? environmentVariable(input) : commandLineName(input);
  });
}
