// The GitLab CI/CD component (templates/findings-gate.yml) as GitLab reads it: its spec:inputs against the
// one table of inputs (names, types, defaults, options), its job's script against the command line's real
// flags and variables, and docs/gitlab-component.md's examples interpolated the way GitLab does it
// ($[[ inputs.x ]] alone in a value keeps the input's type; inside a longer string it is written as text)
// and run: the first example's job, in a merge-request pipeline's environment, against the sandbox, with
// the built dist/cli/index.js as `command` in place of the npm install.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { asFlag, jobInputs, TEXT_REGEX, textFlag } from '../../scripts/generate/gitlab-component.ts';
import { packageVersion } from '../../scripts/generate/index.ts';
import { flagNames } from '../../src/cli/args.ts';
import { describedFor } from '../../src/cli/help.ts';
import { inputOptions } from '../../src/config/input-options.ts';
import { INPUTS, type InputSpec } from '../../src/config/input-table.ts';
import { CLI_ENTRY, ciEnvironment } from '../support/cli-runner.ts';
import { sandbox } from './support.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TABLE = INPUTS as Record<string, InputSpec>;

interface SpecInput {
  description?: string;
  type?: 'string' | 'boolean' | 'number' | 'array';
  default?: unknown;
  options?: unknown[];
  regex?: string;
}
interface Job {
  stage: string;
  image: string;
  rules: { if: string }[];
  variables?: Record<string, unknown>;
  dependencies?: unknown[];
  script: string[];
  artifacts: { when: string; paths: string[]; reports: Record<string, string> };
}

const [header, body] = parseAllDocuments(await readFile(join(root, 'templates/findings-gate.yml'), 'utf8')).map((doc) => doc.toJS());
const spec = (header as { spec: { inputs: Record<string, SpecInput> } }).spec.inputs;
const template = body as Record<string, Job>;
const OWN = Object.keys(jobInputs(packageVersion()));

/** The inputs of the table the component must offer: all that do anything in GitLab, but the tokens. */
const inGitLab = Object.entries(TABLE)
  .filter(([, input]) => input.type !== 'secret' && (input.ci === undefined || input.ci.includes('gitlab')))
  .map(([name]) => name);

const BLOCK = /\$\[\[\s*inputs\.([A-Za-z0-9_-]+)\s*\]\]/g;

/** GitLab's interpolation: a value that is one block takes the input's value and type; elsewhere the value is written as text. */
function interpolate(node: unknown, values: Record<string, unknown>): unknown {
  const value = (name: string): unknown => {
    if (!Object.hasOwn(values, name)) throw new Error(`$[[ inputs.${name} ]] names no input`);
    return values[name];
  };
  if (typeof node === 'string') {
    const whole = /^\$\[\[\s*inputs\.([A-Za-z0-9_-]+)\s*\]\]$/.exec(node);
    if (whole?.[1] !== undefined) return value(whole[1]);
    return node.replace(BLOCK, (_, name: string) => String(value(name)));
  }
  if (Array.isArray(node)) return node.map((item) => interpolate(item, values));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [interpolate(key, values) as string, interpolate(item, values)]));
  }
  return node;
}

/** The inputs GitLab would interpolate: each default, overridden by `given`, checked as GitLab checks them. */
function inputValues(given: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(spec)) values[name] = input.default;
  for (const [name, value] of Object.entries(given)) {
    const input = spec[name];
    if (input === undefined) throw new Error(`input ${name} is not declared by the component`);
    const type = input.type ?? 'string';
    if (typeof value !== type) throw new Error(`input ${name}: provided value is not a ${type}`);
    if (input.options !== undefined && !input.options.includes(value))
      throw new Error(`input ${name}: '${value}' is not one of its options`);
    // GitLab's RE2 (and Ruby's) \\A and \\z: the whole value, which JavaScript writes ^ and $ without the m flag.
    if (input.regex !== undefined && !new RegExp(input.regex.replace(/^\\A/, '^').replace(/\\z$/, '$')).test(String(value)))
      throw new Error(`input ${name}: provided value does not match required RegEx pattern`);
    values[name] = value;
  }
  return values;
}

/** A rule's `if:` as GitLab reads the few forms the component writes: `"a" == "b"` and `$VAR == "b"`, joined by &&. */
function ruleMatches(expression: string, env: Record<string, string>): boolean {
  return expression.split(' && ').every((clause) => {
    const match = /^("[^"]*"|\$[A-Z_]+) (==|!=) ("[^"]*"|\$[A-Z_]+)$/.exec(clause.trim());
    if (!match?.[1] || !match[3]) throw new Error(`a rule this test cannot read: ${clause}`);
    const operand = (text: string): string => (text.startsWith('$') ? (env[text.slice(1)] ?? '') : text.slice(1, -1));
    return (operand(match[1]) === operand(match[3])) === (match[2] === '==');
  });
}

/** The inputs of each `component:` include in the page's `.gitlab-ci.yml` examples, with the component's address. */
async function documentedIncludes(): Promise<{ component: string; inputs: Record<string, unknown> }[]> {
  const page = await readFile(join(root, 'docs/gitlab-component.md'), 'utf8');
  const blocks = [...page.matchAll(/```yaml\n(# \.gitlab-ci\.yml\n[\s\S]*?)```/g)].map(
    (match) => parse(match[1] ?? '') as { include?: unknown[] },
  );
  return blocks.flatMap((block) =>
    (block.include ?? [])
      .map((entry) => entry as { component: string; inputs?: Record<string, unknown> })
      .map((entry) => ({ component: entry.component, inputs: entry.inputs ?? {} })),
  );
}

const temporary: string[] = [];
afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('templates/findings-gate.yml, the GitLab component', () => {
  it('offers every input of the table that does anything in GitLab, but the tokens, and its own seven', () => {
    expect(Object.keys(spec).sort()).toEqual([...OWN, ...inGitLab].sort());
    expect(inGitLab).not.toContain('api-token');
    expect(inGitLab).not.toContain('annotations');
  });

  it("gives each table input the table's default, as GitLab's type for it, with the vocabulary's words as options", () => {
    const expectedType = { boolean: 'boolean', number: 'number' } as Record<string, string>;
    const differences = inGitLab.flatMap((name) => {
      const input = spec[name] as SpecInput;
      const table = TABLE[name] as InputSpec;
      const problems: string[] = [];
      if ((input.type ?? 'string') !== (expectedType[table.type] ?? 'string')) problems.push(`${name}: type ${input.type}`);
      if (String(input.default) !== table.default) problems.push(`${name}: default ${String(input.default)}, the table's ${table.default}`);
      if (table.type === 'boolean' && typeof input.default !== 'boolean') problems.push(`${name}: default is not a boolean`);
      if (table.type === 'number' && typeof input.default !== 'number') problems.push(`${name}: default is not a number`);
      const options = table.type === 'choice' ? inputOptions(name) : undefined;
      if (JSON.stringify(input.options) !== JSON.stringify(options)) problems.push(`${name}: options ${JSON.stringify(input.options)}`);
      // In GitLab's words (cli/help.ts describedFor): its own variables, a merge request's note.
      if (input.description !== describedFor(table, 'gitlab')) problems.push(`${name}: description differs from the table's`);
      return problems;
    });
    expect(differences).toEqual([]);
  });

  it('has one job, whose script passes only real flags, and no job variables', () => {
    const jobs = Object.values(template);
    expect(jobs).toHaveLength(1);
    const job = jobs[0] as Job;
    const script = job.script.join('\n');
    const flags = [...script.matchAll(/(?:^|\s)--([a-z][a-z-]*)/g)].map((match) => match[1] ?? '');
    expect(flags.length).toBeGreaterThan(10);
    expect(flags.filter((flag) => !flagNames().includes(flag))).toEqual([]);
    // No job variable: a project, group or pipeline CI/CD variable outranks it, and would replace the input.
    expect(job.variables).toBeUndefined();
    // No earlier job's artifacts, so none of its dotenv variables, which outrank all others (attack32 M1).
    expect(job.dependencies).toEqual([]);
    // Each input reaches the job once, as a flag: typed as it is, free text shell-escaped and only when not empty.
    for (const name of inGitLab) {
      const typed = script.includes(`--${name} $[[ inputs.${name} ]]`);
      const text = job.script.includes(textFlag(name));
      expect(Number(typed) + Number(text), name).toBe(1);
    }
  });

  it('uses every input it declares, and none it does not', () => {
    const text = JSON.stringify(template);
    const used = new Set([...text.matchAll(BLOCK)].map((match) => match[1]));
    expect([...used].filter((name) => name === undefined || !Object.hasOwn(spec, name))).toEqual([]);
    expect(Object.keys(spec).filter((name) => !used.has(name))).toEqual([]);
  });

  it('runs on merge requests and on schedules, as the inputs say', () => {
    const rulesFor = (given: Record<string, unknown>) =>
      (Object.values(interpolate(template, inputValues(given)) as Record<string, Job>)[0] as Job).rules;
    const runs = (given: Record<string, unknown>, source: string) =>
      rulesFor(given).some((rule) => ruleMatches(rule.if, { CI_PIPELINE_SOURCE: source }));
    expect(runs({}, 'merge_request_event')).toBe(true);
    expect(runs({}, 'schedule')).toBe(true);
    expect(runs({}, 'push')).toBe(false);
    expect(runs({ 'on-merge-requests': false }, 'merge_request_event')).toBe(false);
    expect(runs({ 'on-merge-requests': false }, 'schedule')).toBe(true);
    expect(runs({ 'on-schedules': false }, 'schedule')).toBe(false);
    // The default branch's own pipelines, where asked: GitLab serves the latest artifacts of a branch from its
    // latest successful pipeline only, so a nightly there too stays the merge requests' baseline (trial7).
    const onBranch = (given: Record<string, unknown>, env: Record<string, string>) =>
      rulesFor(given).some((rule) => ruleMatches(rule.if, { CI_DEFAULT_BRANCH: 'main', ...env }));
    expect(onBranch({}, { CI_PIPELINE_SOURCE: 'push', CI_COMMIT_BRANCH: 'main' })).toBe(false);
    expect(onBranch({ 'on-default-branch': true }, { CI_PIPELINE_SOURCE: 'push', CI_COMMIT_BRANCH: 'main' })).toBe(true);
    expect(onBranch({ 'on-default-branch': true }, { CI_PIPELINE_SOURCE: 'web', CI_COMMIT_BRANCH: 'main' })).toBe(true);
    expect(onBranch({ 'on-default-branch': true }, { CI_PIPELINE_SOURCE: 'push', CI_COMMIT_BRANCH: 'feature' })).toBe(false);
    expect(
      onBranch(
        { 'on-default-branch': true, 'on-merge-requests': false },
        { CI_PIPELINE_SOURCE: 'merge_request_event', CI_COMMIT_BRANCH: 'main' },
      ),
    ).toBe(false);
  });
});

describe('docs/gitlab-component.md', () => {
  it("includes the component at the package's version, with inputs GitLab would accept", async () => {
    const includes = await documentedIncludes();
    expect(includes.length).toBeGreaterThanOrEqual(3);
    for (const { component, inputs } of includes) {
      expect(component).toMatch(new RegExp(`/findings-gate@${packageVersion().replaceAll('.', '\\.')}$`));
      expect(() => inputValues(inputs)).not.toThrow();
    }
  });

  it("runs the first example's job in a merge-request pipeline against the sandbox: exit 1 on its findings, every kept file written", async () => {
    const sb = await sandbox();
    const [example] = await documentedIncludes();
    // The page's `command` (the install line until the npm release) is replaced by the built command line.
    expect(Object.keys(example?.inputs ?? {})).toEqual(['fail-on-severity', 'thresholds', 'command']);
    const values = inputValues({ ...example?.inputs, 'base-url': sb.url, command: `node '${CLI_ENTRY}'` });
    const [[name, job]] = Object.entries(interpolate(template, values) as Record<string, Job>) as [[string, Job]];
    expect(name).toBe('findings-gate');
    const env: Record<string, string> = {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      CI_PIPELINE_SOURCE: 'merge_request_event',
      SEMGREP_APP_TOKEN: sb.tokens.demo,
    };
    expect(job.rules.some((rule) => ruleMatches(rule.if, env))).toBe(true);
    const cwd = await mkdtemp(join(tmpdir(), 'findings-gate-gitlab-component-'));
    temporary.push(cwd);
    const run = await shell(job.script, env, cwd);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
    expect(run.stdout).toContain('critical: 7 > 0 (fail-on-severity critical)');
    for (const path of [...job.artifacts.paths, ...Object.values(job.artifacts.reports)])
      expect(existsSync(join(cwd, path)), path).toBe(true);
    expect(await readFile(join(cwd, job.artifacts.reports.dotenv ?? ''), 'utf8')).toMatch(/^FINDINGS_GATE_OUT_RESULT=fail$/m);
    expect(await readFile(join(cwd, job.artifacts.reports.junit ?? ''), 'utf8')).toContain('<failure');
    expect(`${run.stdout}${run.stderr}`).not.toContain(sb.tokens.demo);
  });
});

describe("the component's exit status", () => {
  // trial8 F3: a nightly's allow_failure: exit_codes: [1] took npx's own exit 1 (a registry down, a package not found)
  // for findings: the nightly was yellow without having run, and no baseline was kept.
  it("is 2 where the command exits 1 without the gate having run, even over an earlier run's outputs file saying fail", async () => {
    const values = inputValues({ command: `sh -c 'exit 1'` });
    const [[, job]] = Object.entries(interpolate(template, values) as Record<string, Job>) as [[string, Job]];
    const cwd = await mkdtemp(join(tmpdir(), 'findings-gate-gitlab-component-'));
    temporary.push(cwd);
    await writeFile(join(cwd, job.artifacts.reports.dotenv ?? ''), 'FINDINGS_GATE_OUT_RESULT=fail\n');
    const env = { ...ciEnvironment('gitlab', 'acme/payments-api'), CI_PIPELINE_SOURCE: 'schedule' };
    const run = await shell(job.script, env, cwd);
    // Before: exit 1, which the nightly's allow_failure took for findings.
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain("findings-gate: the command exited 1 without the gate's verdict, so it did not run the gate");
    // Any other status is the command's own: 0, and 3 (a signal's, npm's other errors).
    for (const code of [0, 3]) {
      const other = inputValues({ command: `sh -c 'exit ${code}'` });
      const [[, otherJob]] = Object.entries(interpolate(template, other) as Record<string, Job>) as [[string, Job]];
      expect((await shell(otherJob.script, env, cwd)).code).toBe(code);
    }
  });
});

describe('a CI/CD variable against the component', () => {
  /** The arguments the job's script gives the command, for inputs `given` and the job's environment `env`. */
  async function argumentsOf(given: Record<string, unknown>, env: Record<string, string>): Promise<string[]> {
    const command = `node -e 'console.log(JSON.stringify(process.argv.slice(1)))' --`;
    const [job] = Object.values(interpolate(template, inputValues({ ...given, command })) as Record<string, Job>) as [Job];
    const cwd = await mkdtemp(join(tmpdir(), 'findings-gate-gitlab-args-'));
    temporary.push(cwd);
    const run = await shell(job.script, env, cwd);
    expect(run.code, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as string[];
  }

  it('holds every free-text input to one line without a single quote: the quoting of its script line cannot end', () => {
    const texts = inGitLab.filter((name) => !asFlag(TABLE[name] as InputSpec));
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((name) => spec[name]?.regex !== TEXT_REGEX)).toEqual([]);
    expect(TEXT_REGEX).toMatch(/^\\A.*\\z$/);
    for (const value of ["a'b", 'a\nb', 'a\rb', "'; touch pwned; '", "x\n'; echo INJECTED; '"])
      expect(() => inputValues({ tags: value }), JSON.stringify(value)).toThrow(/does not match required RegEx pattern/);
    expect(() => inputValues({ tags: '' })).not.toThrow();
  });

  it('cannot replace an input given in the component: every free-text input is a flag, exactly as written', async () => {
    const nasty = `a "b" $(touch pwned) \`touch pwned\` $HOME; * \\ {x,y} ~ # && |`;
    const args = await argumentsOf(
      { 'config-file': 'security/policy.yml', 'base-url': 'https://semgrep.example', tags: nasty },
      // A project's CI/CD variables, which outrank the job's own in GitLab.
      { FINDINGS_GATE_CONFIG_FILE: 'my-own-policy.yml', FINDINGS_GATE_BASE_URL: 'https://elsewhere.example', findings_gate_input: 'x' },
    );
    expect(args).toContain('--config-file=security/policy.yml');
    expect(args).toContain('--base-url=https://semgrep.example');
    expect(args).toContain(`--tags=${nasty}`);
    expect(args.filter((arg) => /^--(?:config-api-url|thresholds|projects)=/.test(arg))).toEqual([]);
  });

  it('leaves an input left empty to its FINDINGS_GATE_ variable: no flag, and the command line reads the variable', async () => {
    const args = await argumentsOf({}, { FINDINGS_GATE_THRESHOLDS: 'critical=0' });
    // Only the free-text inputs whose default is not empty get a flag: the others are the variables' to set.
    const defaults = inGitLab.filter((name) => !asFlag(TABLE[name] as InputSpec) && (TABLE[name] as InputSpec).default !== '');
    expect(defaults).toEqual(['base-url', 'finding-types', 'count-triage-states', 'exceptions-file']);
    expect(args.filter((arg) => arg.startsWith('--') && arg.includes('='))).toEqual(
      defaults.map((name) => `--${name}=${(TABLE[name] as InputSpec).default}`),
    );
    expect(args).not.toContain('--thresholds=critical=0');
    expect(args.filter((arg) => arg.startsWith('--')).length).toBeGreaterThan(10);
  });

  it('runs the job with a policy from the component while a variable names another: the component wins', async () => {
    const sb = await sandbox();
    const cwd = await mkdtemp(join(tmpdir(), 'findings-gate-gitlab-flag-wins-'));
    temporary.push(cwd);
    const values = inputValues({ 'base-url': sb.url, command: `node '${CLI_ENTRY}'` });
    const [job] = Object.values(interpolate(template, values) as Record<string, Job>) as [Job];
    const env = {
      ...ciEnvironment('gitlab', 'acme/payments-api'),
      CI_PIPELINE_SOURCE: 'merge_request_event',
      SEMGREP_APP_TOKEN: sb.tokens.demo,
      // A project variable pointing the gate at an API that does not answer: the component's base-url wins.
      FINDINGS_GATE_BASE_URL: 'http://127.0.0.1:9',
    };
    const run = await shell(job.script, env, cwd);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout.split('\n')[0]).toMatch(/^findings-gate: FAIL/);
  });
});

/** The script's lines in one shell, as GitLab's runner runs them: the first that fails ends the job with its status. */
function shell(
  lines: readonly string[],
  env: Record<string, string>,
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // The Node that runs this test (24) first on PATH: `node` in the script is the image's.
  const path = `${dirname(process.execPath)}:${process.env.PATH ?? ''}`;
  const child = spawn('sh', ['-e', '-c', lines.join('\n')], {
    cwd,
    env: { PATH: path, HOME: cwd, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  return new Promise((done) =>
    child.on('close', (code) => done({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') })),
  );
}
