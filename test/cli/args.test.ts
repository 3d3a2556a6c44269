// The command line's flags and environment variables (src/cli/args.ts), and its help, from plain values.
import { describe, expect, it } from 'vitest';
import {
  CLI_OPTIONS,
  commandLineWords,
  ENVIRONMENT_ONLY,
  environmentVariable,
  flagNames,
  parseCommandLine,
  UsageError,
} from '../../src/cli/args.ts';
import { helpText } from '../../src/cli/help.ts';
import { INPUTS } from '../../src/config/input-table.ts';
import { ConfigError } from '../../src/config/inputs.ts';
import { OUTPUT, outputVariable } from '../../src/outputs.ts';

const run = (argv: string[], env: Record<string, string> = {}) => {
  const command = parseCommandLine(argv, env);
  if (command.kind !== 'run') throw new Error(`not a run: ${command.kind}`);
  return command;
};
const refused = (argv: string[], env: Record<string, string> = {}): string => {
  try {
    parseCommandLine(argv, env);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('parseCommandLine', () => {
  it('takes every input as --name value, --name=value and FINDINGS_GATE_<NAME>; a flag wins', () => {
    expect(run(['--fail-on-severity', 'low', '--thresholds=high=5,code.high=3', '--projects', '*']).inputs).toEqual({
      'fail-on-severity': 'low',
      thresholds: 'high=5,code.high=3',
      projects: '*',
    });
    expect(run([], { FINDINGS_GATE_FAIL_ON_SEVERITY: 'medium', FINDINGS_GATE_MAX_OPEN_AGE: 'critical=7d' }).inputs).toEqual({
      'fail-on-severity': 'medium',
      'max-open-age': 'critical=7d',
    });
    expect(run(['--fail-on-severity', 'critical'], { FINDINGS_GATE_FAIL_ON_SEVERITY: 'medium' }).inputs['fail-on-severity']).toBe(
      'critical',
    );
  });

  it('reads a bare true/false flag as true, and asks for a value elsewhere', () => {
    expect(run(['--fail-on-blocked-licenses', '--list-findings', 'false']).inputs).toEqual({
      'fail-on-blocked-licenses': 'true',
      'list-findings': 'false',
    });
    expect(refused(['--fail-on-severity'])).toContain('--fail-on-severity needs a value');
  });

  it('reads the tokens from the environment only, and refuses them as flags without echoing them', () => {
    expect(run([], { FINDINGS_GATE_API_TOKEN: 'sgp_a', FINDINGS_GATE_GITHUB_TOKEN: 'ghs_b' }).inputs).toEqual({
      'api-token': 'sgp_a',
      'github-token': 'ghs_b',
    });
    expect(run([], { GITHUB_TOKEN: 'ghs_c' }).inputs).toEqual({ 'github-token': 'ghs_c' });
    for (const argv of [['--api-token', 'sgp_zzz'], ['--api-token=sgp_zzz'], ['--github-token', 'sgp_zzz']]) {
      const message = refused(argv);
      expect(message).toContain('is refused');
      expect(message).toContain('process');
      expect(message).not.toContain('sgp_zzz');
    }
  });

  it('suggests the flag an unknown one is close to, and refuses arguments, repeats and unknown variables', () => {
    expect(refused(['--treshold', '1'])).toBe(
      'unknown flag --treshold (did you mean --thresholds?): findings-gate --help lists the flags.',
    );
    expect(refused(['--junit', 'x'])).toContain('did you mean --junit-file?');
    expect(refused(['--x=sgp_secret_value'])).not.toContain('sgp_secret_value');
    expect(refused(['sgp_positional_secret'])).toBe(
      'unexpected argument 1: findings-gate takes only --name value flags (findings-gate --help lists them).',
    );
    expect(refused(['--projects', 'a', '--projects', 'b'])).toContain('--projects is given twice');
    expect(refused([], { FINDINGS_GATE_TRESHOLDS: 'x' })).toContain('FINDINGS_GATE_THRESHOLDS');
    // The outputs of an earlier job's dotenv report and the tuning knobs are known names, and set no setting.
    expect(
      run([], { FINDINGS_GATE_OUT_RESULT: 'fail', FINDINGS_GATE_OUT_SARIF_FILE: 'a.sarif', FINDINGS_GATE_MAX_PAGES: '9' }).inputs,
    ).toEqual({});
    expect(refused([], { FINDINGS_GATE_RESULT: 'fail' })).toContain('unknown environment variable FINDINGS_GATE_RESULT');
  });

  it("names no output's variable as a setting's: a dotenv report's variables never set a later run (attack23 N2)", () => {
    const settings = new Set([...Object.keys(INPUTS), ...Object.keys(CLI_OPTIONS)].map(environmentVariable));
    const outputs = Object.values(OUTPUT).map(outputVariable);
    expect(outputs.filter((variable) => settings.has(variable))).toEqual([]);
    expect(outputVariable(OUTPUT.sarifFile)).toBe('FINDINGS_GATE_OUT_SARIF_FILE');
    expect(new Set(outputs).size).toBe(outputs.length);
  });

  it('names the CI by --ci or FINDINGS_GATE_CI, and refuses one it does not know', () => {
    expect(run(['--ci', 'GitLab']).ci).toBe('gitlab');
    expect(run([], { FINDINGS_GATE_CI: 'azure' }).ci).toBe('azure');
    expect(refused(['--ci', 'gitlba'])).toContain('did you mean "gitlab"?');
  });

  it('takes the files of the command line', () => {
    expect(
      run([
        '--summary-file',
        's.md',
        '--outputs-file',
        'o.env',
        '--junit-file',
        'j.xml',
        '--code-quality-file',
        'c.json',
        '--report-file',
        'r.json',
      ]).files,
    ).toEqual({
      summaryFile: 's.md',
      outputsFile: 'o.env',
      junitFile: 'j.xml',
      codeQualityFile: 'c.json',
      reportFile: 'r.json',
    });
  });

  it('names the input a configuration error carries by its flag, and nothing else of the message', () => {
    expect(commandLineWords(new ConfigError('fail-on-severity', "Input 'fail-on-severity' is 'x': use high."))).toBe(
      "--fail-on-severity is 'x': use high.",
    );
    const subject = 'the api-token input or the SEMGREP_APP_TOKEN environment variable';
    expect(commandLineWords(new ConfigError('api-token', `No API token: set ${subject}.`, subject))).toBe(
      'No API token: set FINDINGS_GATE_API_TOKEN or SEMGREP_APP_TOKEN.',
    );
    // Another input the message mentions stays as written; the carried one is named once, where the message names it.
    expect(commandLineWords(new ConfigError('since', "Input 'since' is after input 'until': fix since."))).toBe(
      "--since is after input 'until': fix since.",
    );
  });
});

describe('commandLineWords with how each input was given (trial7)', () => {
  const error = () => new ConfigError('fail-on-severity', "Input 'fail-on-severity' is 'x': use high.");
  const given = (command: ReturnType<typeof parseCommandLine>) => (command.kind === 'run' ? command.given : undefined);

  it('names a flag by the flag, a variable by the variable, and a token by its variables', () => {
    expect(commandLineWords(error(), given(parseCommandLine(['--fail-on-severity', 'x'], {})))).toBe(
      "--fail-on-severity is 'x': use high.",
    );
    expect(commandLineWords(error(), given(parseCommandLine([], { FINDINGS_GATE_FAIL_ON_SEVERITY: 'x' })))).toBe(
      "FINDINGS_GATE_FAIL_ON_SEVERITY is 'x': use high.",
    );
    expect(
      commandLineWords(
        new ConfigError('api-token', "Input 'api-token' is bad"),
        given(parseCommandLine([], { FINDINGS_GATE_API_TOKEN: 't' })),
      ),
    ).toBe('FINDINGS_GATE_API_TOKEN or SEMGREP_APP_TOKEN is bad');
  });

  it("names the Azure task's inputs as the task does, and a pipeline variable beside them by its name", () => {
    const task = { FINDINGS_GATE_TASK_INPUTS: 'fail-on-severity', FINDINGS_GATE_FAIL_ON_SEVERITY: 'x', FINDINGS_GATE_GATE_ON: 'y' };
    expect(commandLineWords(error(), given(parseCommandLine(['--ci', 'azure'], task)))).toBe(
      "the task input failOnSeverity is 'x': use high.",
    );
    expect(commandLineWords(new ConfigError('gate-on', "Input 'gate-on' is 'y'"), given(parseCommandLine([], task)))).toBe(
      "FINDINGS_GATE_GATE_ON is 'y'",
    );
    const subject = 'the api-token input or the SEMGREP_APP_TOKEN environment variable';
    expect(
      commandLineWords(new ConfigError('api-token', `No API token: set ${subject}.`, subject), given(parseCommandLine([], task))),
    ).toBe('No API token: set the task input apiToken.');
  });
});

describe('--help', () => {
  it('lists every flag with its variable and default, the tokens as environment only, and the exit codes', () => {
    const help = helpText('9.9.9');
    for (const [name, spec] of Object.entries(INPUTS)) {
      if (name in ENVIRONMENT_ONLY) expect(help).toContain(`${name}: environment only, ${ENVIRONMENT_ONLY[name]}`);
      else
        expect(help).toContain(
          `--${name} <value>   [${environmentVariable(name)}${spec.default === '' ? '' : `, default ${spec.default}`}]`,
        );
    }
    for (const name of Object.keys(CLI_OPTIONS)) expect(help).toContain(`--${name} <`);
    expect(help).toMatch(/^ {2}0 {2}the gate passed/m);
    expect(help).toMatch(/^ {2}1 {2}the gate judged, and failed/m);
    expect(help).toMatch(/^ {2}2 {2}the gate could not judge/m);
    expect(Math.max(...help.split('\n').map((line) => line.length))).toBeLessThanOrEqual(140);
    expect(flagNames()).not.toContain('api-token');
  });

  it('names each default as the CI in use sets it: the repository the scope defaults to', () => {
    const flat = (ci?: Parameters<typeof helpText>[1]) => helpText('9.9.9', ci).replace(/\s+/g, ' ');
    expect(flat('gitlab')).toContain('Empty: the current repository (CI_PROJECT_PATH, under gitlab).');
    expect(flat('gitlab')).toContain('here: gitlab.');
    expect(flat('github')).toContain('Empty: the current repository (GITHUB_REPOSITORY, under github).');
    expect(flat('azure')).toContain('Empty: the current repository (BUILD_REPOSITORY_NAME, under azure).');
    expect(flat('jenkins')).toContain('Empty: an error under jenkins, which names no repository.');
    expect(flat()).toContain('Empty: an error under generic, which names no repository.');
    expect(flat('gitlab')).not.toContain('(GITHUB_REPOSITORY)');
  });

  it("speaks the CI's words (trial6): its own wording, its commit variables, no input that does nothing there", () => {
    const flat = (ci?: Parameters<typeof helpText>[1]) => helpText('9.9.9', ci).replace(/\s+/g, ' ');
    const gitlab = flat('gitlab');
    expect(gitlab).toContain('keep one note on the merge request with the verdict');
    expect(gitlab).toContain('Needs a masked GITLAB_TOKEN');
    expect(gitlab).toContain('true (CI_MERGE_REQUEST_SOURCE_BRANCH_SHA, else CI_COMMIT_SHA) or a commit sha');
    for (const text of ['pull request', 'pull-request', 'GITHUB_SHA', 'github-token', '--annotations']) expect(gitlab).not.toContain(text);
    const azure = flat('azure');
    expect(azure).toContain("as an issue of the run's log, on its file and line");
    expect(azure).toContain('true (SYSTEM_PULLREQUEST_SOURCECOMMITID, else BUILD_SOURCEVERSION)');
    for (const text of ['--comment-on-pr', 'github-token', 'GITHUB_SHA']) expect(azure).not.toContain(text);
    // GitHub's own words stay GitHub's; a CI that has none of these inputs' sinks lists them, marked.
    expect(flat('github')).toContain("true (the pull request's head commit, else GITHUB_SHA)");
    expect(flat('github')).toContain('--annotations <value>');
    const generic = flat();
    expect(generic).toContain('[FINDINGS_GATE_COMMENT_ON_PR, default never] (only under GitHub and GitLab)');
    expect(generic).toContain('(only under GitHub and Azure)');
    expect(generic).toContain('true (an error under generic, which names no commit)');
    expect(flat('jenkins')).toContain('true (GIT_COMMIT) or a commit sha');
  });
});

describe('parseCommandLine, the edges', () => {
  it('answers --help, -h, --version and -V given alone, before anything else is checked', () => {
    expect(parseCommandLine(['--help'], { FINDINGS_GATE_TYPO: 'x' })).toEqual({ kind: 'help' });
    expect(parseCommandLine(['-h'], {})).toEqual({ kind: 'help' });
    expect(parseCommandLine(['--version'], { FINDINGS_GATE_TYPO: 'x' })).toEqual({ kind: 'version' });
    expect(parseCommandLine(['-V'], {})).toEqual({ kind: 'version' });
    expect(parseCommandLine([], {})).toEqual({
      kind: 'run',
      inputs: {},
      files: {},
      given: { sources: new Map(), task: false, defaultsFilled: new Set() },
    });
    // The Azure task and the GitLab component pass each input's default for one left out (trial8 F1).
    const filled = (argv: string[], env: Record<string, string>) => {
      const command = parseCommandLine(argv, env);
      return command.kind === 'run' ? [...command.given.defaultsFilled] : undefined;
    };
    expect(filled([], { FINDINGS_GATE_TASK_INPUTS: 'mode', FINDINGS_GATE_MODE: 'enforce', FINDINGS_GATE_TAGS: 'a' })).toEqual(['mode']);
    expect(filled(['--mode', 'enforce'], { FINDINGS_GATE_COMPONENT: 'true', FINDINGS_GATE_TAGS: 'a' })).toEqual(['mode']);
    // Only the component's own word (attack47 C1: 'false', '0' or an empty task list filled every input in).
    for (const word of ['false', '0', '', 'yes']) expect(filled(['--mode', 'enforce'], { FINDINGS_GATE_COMPONENT: word })).toEqual([]);
    expect(filled(['--mode', 'enforce'], { FINDINGS_GATE_TASK_INPUTS: '' })).toEqual([]);
  });

  it('refuses them beside any other argument, and reads them as the value of a flag that takes one', () => {
    for (const word of ['--help', '-h', '--version', '-V']) {
      const taken = `${word} is taken only alone: run 'findings-gate ${word}' by itself (with other arguments it would end the run without judging).`;
      expect(refused(['--projects', 'a', word])).toBe(taken);
      expect(refused([word, '--projects', 'a'])).toBe(taken);
      expect(refused([word, word])).toBe(taken);
      expect(refused([`${word}=1`])).toBe(taken);
      expect(refused(['--unknown', word])).toMatch(/^unknown flag --unknown/);
    }
    expect(run(['--tags', '-V']).inputs).toEqual({ tags: '-V' });
    expect(run(['--rule-ids', '-h']).inputs).toEqual({ 'rule-ids': '-h' });
    expect(refused(['--tags', '--version'])).toBe('--tags needs a value: --tags <value> (findings-gate --help).');
    expect(refused(['__proto__'])).toContain('unexpected argument 1');
    expect(refused(['--constructor'])).toMatch(/^unknown flag --constructor/);
  });

  it('masks an unknown name before it cuts it, and cuts it at 60 characters with …', () => {
    const token = 'sgp_Args7Kq2Zx9Lm4Np8Rt6Vw3Yb1Cd5Fg0Hj2Kl4Mn6Pq8Rs0Tu2Vw4Xy6Za8Bc0';
    const hide = (text: string): string => text.replaceAll(token, '[redacted]');
    const refusedHiding = (argv: string[], env: Record<string, string> = {}): string => {
      try {
        parseCommandLine(argv, env, hide);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusedHiding([`--${token}`])).toBe('unknown flag --[redacted]: findings-gate --help lists the flags.');
    expect(refusedHiding([`--x${'y'.repeat(58)}${token}`])).toBe(
      `unknown flag --x${'y'.repeat(58)}…: findings-gate --help lists the flags.`,
    );
    expect(refusedHiding([`--a.b_c${'d'.repeat(53)}`])).toBe(
      `unknown flag --a?b_c${'d'.repeat(53)}: findings-gate --help lists the flags.`,
    );
    expect(refusedHiding([], { [`FINDINGS_GATE_${token}`]: 'x' })).toMatch(/^unknown environment variable FINDINGS_GATE_\[redacted\]:/);
    expect(refused([`--${'z'.repeat(61)}`])).toBe(`unknown flag --${'z'.repeat(59)}…: findings-gate --help lists the flags.`);
    expect(refused([`--${'z'.repeat(60)}`])).toBe(`unknown flag --${'z'.repeat(60)}: findings-gate --help lists the flags.`);
  });

  it('suggests the flags an unknown one starts, from its third character on', () => {
    expect(refused(['--qqq', 'x'])).toBe('unknown flag --qqq: findings-gate --help lists the flags.');
    expect(refused(['--jun', 'x'])).toBe('unknown flag --jun (did you mean --junit-file?): findings-gate --help lists the flags.');
    expect(refused(['--fail-on', 'x'])).toBe(
      'unknown flag --fail-on (did you mean --fail-on-severity or --fail-on-valid-secrets or --fail-on-blocked-licenses?): findings-gate --help lists the flags.',
    );
  });

  it('reads only what was given, and names the first unknown variable in order', () => {
    expect(parseCommandLine(['--mode', 'warn'], { FINDINGS_GATE_JUNIT_FILE: 'j.xml' })).toStrictEqual({
      kind: 'run',
      inputs: { mode: 'warn' },
      files: { junitFile: 'j.xml' },
      given: { sources: new Map([['mode', 'flag']]), task: false, defaultsFilled: new Set() },
    });
    expect(refused([], { FINDINGS_GATE_ZZZ: 'x', FINDINGS_GATE_AAA: 'y' })).toMatch(/^unknown environment variable FINDINGS_GATE_AAA/);
    expect(run(['--ci', ' GitLab ']).ci).toBe('gitlab');
  });

  it('names every variable that may hold a token', async () => {
    const { tokenVariables } = await import('../../src/cli/args.ts');
    expect(tokenVariables()).toEqual([
      'FINDINGS_GATE_API_TOKEN',
      'FINDINGS_GATE_GITHUB_TOKEN',
      // The organisation's policy file's token (org-policy): every *-token input is masked, without a list to keep.
      'FINDINGS_GATE_CONFIG_TOKEN',
      'SEMGREP_APP_TOKEN',
      'GITHUB_TOKEN',
      'GITLAB_TOKEN',
    ]);
  });

  it('reads a blank variable as unset, and keeps a value as written', () => {
    expect(run([], { FINDINGS_GATE_PROJECTS: '  ', FINDINGS_GATE_SUMMARY_FILE: '', FINDINGS_GATE_TAGS: ' a ' })).toEqual({
      kind: 'run',
      inputs: { tags: ' a ' },
      files: {},
      given: { sources: new Map([['tags', 'variable']]), task: false, defaultsFilled: new Set() },
    });
    expect(run([], { GITHUB_TOKEN: ' ' }).inputs).toEqual({});
  });

  it('refuses a lone -- or a single-dash word, and names where a bad CI came from', () => {
    expect(refused(['--'])).toContain('unexpected argument 1');
    expect(refused(['--projects', 'a', '-x'])).toContain('unexpected argument 3');
    expect(refused(['--ci', 'travis'])).toMatch(/^--ci names no CI the gate knows: use one of github, gitlab/);
    expect(refused([], { FINDINGS_GATE_CI: 'travis' })).toMatch(/^FINDINGS_GATE_CI names no CI/);
    expect(refused(['--treshold', '1'])).toMatch(/^unknown flag/);
    try {
      parseCommandLine(['--x'], {});
    } catch (error) {
      expect((error as Error).name).toBe('UsageError');
    }
  });

  it('takes a value that follows a true/false flag, and a flag after it as the next flag', () => {
    expect(run(['--annotations', '--list-findings']).inputs).toEqual({ annotations: 'true', 'list-findings': 'true' });
    expect(run(['--projects=a', '--mode', 'warn']).inputs).toEqual({ projects: 'a', mode: 'warn' });
  });

  it('refuses an empty flag, which would hide the variable set for the run and loosen it to the default (attack19 E1)', () => {
    const env = { FINDINGS_GATE_THRESHOLDS: 'total=10', FINDINGS_GATE_FAIL_ON_SEVERITY: 'low' };
    expect(run([], env).inputs).toEqual({ thresholds: 'total=10', 'fail-on-severity': 'low' });
    expect(refused(['--thresholds', ''], env)).toBe(
      '--thresholds needs a value, and was given an empty one: give it a value, or leave the flag out (then FINDINGS_GATE_THRESHOLDS, else the default, applies).',
    );
    for (const argv of [
      ['--fail-on-severity='],
      ['--fail-on-severity', ' '],
      ['--projects=', '--mode', 'warn'],
      ['--fail-on-malicious', ''],
    ]) {
      expect(refused(argv, env)).toMatch(/^--(fail-on-severity|projects|fail-on-malicious) needs a value, and was given an empty one/);
    }
    expect(refused(['--summary-file', ''])).toContain('FINDINGS_GATE_SUMMARY_FILE, else the default');
  });

  it('lists the flags: the inputs but the tokens, its own, help and version', () => {
    expect(flagNames().slice(-2)).toEqual(['help', 'version']);
    expect(flagNames()).toContain('junit-file');
    expect(flagNames()).not.toContain('github-token');
  });

  it('names the tokens by their variables, and an input it does not know as the action does', () => {
    expect(commandLineWords(new ConfigError('api-token', "Input 'api-token' contains whitespace"))).toBe(
      'FINDINGS_GATE_API_TOKEN or SEMGREP_APP_TOKEN contains whitespace',
    );
    expect(commandLineWords(new ConfigError('no-such', "Input 'no-such' is bad"))).toBe("Input 'no-such' is bad");
    expect(commandLineWords(new ConfigError('api-token', 'The SEMGREP_APP_TOKEN environment variable is bad'))).toBe(
      'The SEMGREP_APP_TOKEN environment variable is bad',
    );
  });
});

describe('--help, its last line', () => {
  it("names the documentation by the package's homepage, which npx's temporary folder does not hold (trial7)", async () => {
    const { helpText } = await import('../../src/cli/help.ts');
    const { HOMEPAGE } = await import('../../src/version.ts');
    expect(helpText('1.0.0').trimEnd().split('\n').at(-1)).toBe(`Documentation: ${HOMEPAGE} (the README, and docs/ beside it).`);
  });
});
