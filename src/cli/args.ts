// The command line: every input of the action as a flag of the same name and as an environment variable
// FINDINGS_GATE_<NAME> (a flag wins), the command line's own flags (the CI, the files it writes), --help
// and --version. Tokens are read from the environment only. Pure: argv and the environment in, the
// settings or a UsageError out; a value is never echoed (it may be a secret pasted in the wrong place).

import { INPUTS } from '../config/input-table.ts';
import type { ConfigError } from '../config/inputs.ts';
import { TUNING_VARIABLES } from '../config/tuning.ts';
import { CI_NAMES, type CiName } from '../host/types.ts';
import { type CliFiles, environmentVariable, OUTPUT } from '../outputs.ts';
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
    description: 'Write every single-line output as FINDINGS_GATE_<NAME>=value lines (a GitLab dotenv report).',
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

/** What the command line asks for. */
export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'run'; inputs: Record<string, string>; files: CliFiles; ci?: CiName };

const isInput = (name: string): name is keyof typeof INPUTS => Object.hasOwn(INPUTS, name);
const isOption = (name: string): name is CliOption => Object.hasOwn(CLI_OPTIONS, name);
/** Inputs whose words are true and false: a bare flag means true. */
const isBoolean = (name: string): boolean => isInput(name) && ['true', 'false'].includes(INPUTS[name].default);

/** Every flag the command line takes. */
export function flagNames(): string[] {
  return [...Object.keys(INPUTS).filter((name) => !(name in ENVIRONMENT_ONLY)), ...Object.keys(CLI_OPTIONS), 'help', 'version'];
}

/** Parses argv (without node and the script) and the environment. */
export function parseCommandLine(argv: readonly string[], env: Record<string, string | undefined>): Command {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return { kind: 'help' };
  if (argv.some((arg) => arg === '--version' || arg === '-V')) return { kind: 'version' };
  const flags = readFlags(argv);
  checkEnvironment(env);
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
  return { kind: 'run', inputs, files, ...(ci === undefined ? {} : { ci: ciName(ci, flags.has('ci') ? '--ci' : 'FINDINGS_GATE_CI') }) };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The flags given, by name; throws a UsageError for an unknown, repeated, refused or valueless flag. */
function readFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--') || arg === '--') {
      throw new UsageError(`unexpected argument ${i + 1}: findings-gate takes only --name value flags (findings-gate --help lists them).`);
    }
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals < 0 ? undefined : equals);
    const shown = name.replace(/[^A-Za-z0-9-]/g, '?').slice(0, 60);
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
      throw new UsageError(`unknown flag --${shown}${hint}: findings-gate --help lists the flags.`);
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
    flags.set(name, value);
  }
  return flags;
}

/** Throws for a FINDINGS_GATE_ variable that names nothing: a misspelled one would leave its setting at the default. */
function checkEnvironment(env: Record<string, string | undefined>): void {
  const known = new Set<string>([
    ...Object.keys(INPUTS).map(environmentVariable),
    ...Object.keys(CLI_OPTIONS).map(environmentVariable),
    ...Object.values(TUNING_VARIABLES),
    // A dotenv report of an earlier job (--outputs-file) brings the outputs into later jobs.
    ...Object.values(OUTPUT).map(environmentVariable),
  ]);
  for (const variable of Object.keys(env).sort()) {
    if (!variable.startsWith('FINDINGS_GATE_') || known.has(variable)) continue;
    const shown = variable.replace(/[^A-Za-z0-9_]/g, '?').slice(0, 80);
    throw new UsageError(
      `unknown environment variable ${shown}${didYouMean(variable, known, 2)}: remove it or fix its name (a misspelled setting would stay at its default).`,
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
  return ENVIRONMENT_ONLY[input] ?? (isInput(input) ? `--${input}` : `Input '${input}'`);
}

/** A configuration error in the command line's words: the input it carries named by its flag or variables. */
export function commandLineWords(error: Pick<ConfigError, 'named'>): string {
  return error.named(commandLineName);
}
