// `findings-gate --help`: the usage, the exit codes, where the token goes, then every flag from the one
// table of inputs (config/input-table.ts) and the command line's own flags. Pure.
import { INPUTS, type InputCi, type InputSpec } from '../config/input-table.ts';
import { commitWords, repositoryVariable, tableCi } from '../host/detect.ts';
import type { CiName } from '../host/types.ts';
import { HOMEPAGE } from '../version.ts';
import { CLI_OPTIONS, ENVIRONMENT_ONLY, environmentVariable } from './args.ts';

const WIDTH = 100;

/** Words wrapped at WIDTH, each line indented. */
function wrap(text: string, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && indent.length + line.length + 1 + word.length > WIDTH) {
      lines.push(indent + line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(indent + line);
  return lines;
}

/** The names of CIs as the help writes them. */
const CI_WORDS: Record<InputCi, string> = { github: 'GitHub', gitlab: 'GitLab', azure: 'Azure' };

/**
 * An input's description as `ci` reads it: in its own words where the table has them (`words`), with the repository
 * the scope defaults to and the commit `wait-for-scan: true` waits for named by the variables `ci` sets.
 */
export function describedFor(spec: Pick<InputSpec, 'description' | 'words'>, ci: CiName): string {
  const table = tableCi(ci);
  const variable = repositoryVariable(ci);
  return ((table === undefined ? undefined : spec.words?.[table]) ?? spec.description)
    .replace(
      'Empty: the current repository (GITHUB_REPOSITORY).',
      variable === undefined
        ? `Empty: an error under ${ci}, which names no repository.`
        : `Empty: the current repository (${variable}, under ${ci}).`,
    )
    .replace("true (the pull request's head commit, else GITHUB_SHA)", `true (${commitWords(ci)})`);
}

/** Where an input does nothing under `ci`: left out of the help of a CI the table names, marked in another's ('' where it applies). */
function onlyUnder(spec: InputSpec, ci: CiName): 'left out' | string {
  const table = tableCi(ci);
  if (spec.ci === undefined || (table !== undefined && spec.ci.includes(table))) return '';
  if (table !== undefined) return 'left out';
  return ` (only under ${spec.ci.map((name) => CI_WORDS[name]).join(' and ')})`;
}

/** The whole help text, with each default as the CI `ci` sets it (the one the command line runs in). */
export function helpText(version: string, ci: CiName = 'generic'): string {
  const lines = [
    `findings-gate ${version}: a CI gate on Semgrep AppSec Platform findings.`,
    '',
    'Usage: npx findings-gate [--name value ...]',
    '',
    ...wrap(
      'Every setting is a flag (--fail-on-severity high) and an environment variable FINDINGS_GATE_<NAME> (FINDINGS_GATE_FAIL_ON_SEVERITY=high); a flag wins over the variable. A true/false flag given alone means true.',
      '',
    ),
    '',
    'The token:',
    ...wrap(
      `set ${ENVIRONMENT_ONLY['api-token']} (a masked variable of your CI). --api-token is refused: a token on the command line shows in process lists and CI logs.`,
      '  ',
    ),
    '',
    'Exit codes:',
    '  0  the gate passed (or mode warn, or an API error under on-api-error warn)',
    '  1  the gate judged, and failed',
    '  2  the gate could not judge: bad settings, an API error, stale scans, a scope it cannot prove',
    '',
    'The CI:',
    ...wrap(
      `detected from GITHUB_ACTIONS, GITLAB_CI, TF_BUILD, BITBUCKET_BUILD_NUMBER or JENKINS_URL (else generic), or named by --ci; here: ${ci}. The scope defaults to the repository the CI names (GITHUB_REPOSITORY, CI_PROJECT_PATH, BUILD_REPOSITORY_NAME, BITBUCKET_REPO_FULL_NAME); under Jenkins or a generic CI, --projects is required. The defaults below are ${ci}'s.`,
      '  ',
    ),
    '',
    'Flags of the command line:',
  ];
  for (const [name, option] of Object.entries(CLI_OPTIONS)) {
    lines.push(`  --${name} <${option.value}>   [${environmentVariable(name)}]`, ...wrap(option.description, '      '));
  }
  lines.push(
    '  --help, -h       this text (given alone)',
    '  --version, -V    the version (given alone)',
    '',
    'Settings (the inputs of the action):',
  );
  for (const [name, spec] of Object.entries(INPUTS as Record<string, InputSpec>)) {
    const only = ENVIRONMENT_ONLY[name];
    const where = onlyUnder(spec, ci);
    if (where === 'left out') continue;
    const head =
      only === undefined
        ? `  --${name} <value>   [${environmentVariable(name)}${spec.default === '' ? '' : `, default ${spec.default}`}]`
        : `  ${name}: environment only, ${only}`;
    lines.push(head + where, ...wrap(describedFor(spec, ci), '      '));
  }
  // A URL: npx's folder is a temporary one, and the package ships no docs/ (trial7).
  lines.push('', `Documentation: ${HOMEPAGE} (the README, and docs/ beside it).`, '');
  return lines.join('\n');
}
