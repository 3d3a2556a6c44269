// The Azure DevOps extension as the Marketplace and the agent get it: packed by tfx-cli (scripts/azure-vsix.ts,
// offline), unzipped, and its task's entry run the way the agent runs a Node24 task: `node <target>` in the
// working directory, every task input as INPUT_<NAME> (docs/azure-devops.md's example values, every other
// input at its default), the pipeline's BUILD_*/SYSTEM_* variables and TF_BUILD. What a pipeline sees: the
// exit status, the ##vso[task.complete] result, the uploaded summary, the output variables.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageVersion } from '../../scripts/generate/index.ts';
import { ciEnvironment } from '../support/cli-runner.ts';
import { sandbox } from './support.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPOSITORY = 'acme/payments-api';

interface TaskJson {
  name: string;
  version: { Major: number; Minor: number; Patch: number };
  inputs: { name: string; type: string; defaultValue: string; options?: Record<string, string> }[];
  OutputVariables: { name: string }[];
  execution: Record<string, { target: string }>;
}

let unpacked = '';
let task: TaskJson;
const temporary: string[] = [];

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'findings-gate-vsix-test-'));
  temporary.push(dir);
  const vsix = join(dir, 'findings-gate.vsix');
  execFileSync(process.execPath, [join(root, 'scripts/azure-vsix.ts'), '--out', vsix], { cwd: root, stdio: 'pipe' });
  unpacked = join(dir, 'unpacked');
  execFileSync('unzip', ['-q', vsix, '-d', unpacked]);
  task = JSON.parse(readFileSync(join(unpacked, 'findings-gate/task.json'), 'utf8')) as TaskJson;
}, 60_000);

afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every file of the unpacked extension, by its path in the package. */
function packaged(dir = unpacked, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? packaged(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** The `findings-gate@0` step of the page's pipeline: its inputs, with the pipeline's macros written in. */
async function documentedStep(macros: Record<string, string>): Promise<Record<string, string>> {
  const page = await readFile(join(root, 'docs/azure-devops.md'), 'utf8');
  const pipeline = parse(/```yaml\n(# azure-pipelines\.yml\n[\s\S]*?)```/.exec(page)?.[1] ?? '') as {
    steps: { task?: string; inputs?: Record<string, unknown> }[];
  };
  const step = pipeline.steps.find((candidate) => candidate.task === `${task.name}@${task.version.Major}`);
  if (step === undefined) throw new Error(`docs/azure-devops.md has no ${task.name}@${task.version.Major} step`);
  return Object.fromEntries(
    Object.entries(step.inputs ?? {}).map(([name, value]) => [
      name,
      String(value).replace(/\$\(([^)]+)\)/g, (_, macro: string) => {
        if (!Object.hasOwn(macros, macro)) throw new Error(`the example uses $(${macro}), which this test does not define`);
        return macros[macro] ?? '';
      }),
    ]),
  );
}

interface AgentRun {
  code: number | null;
  stdout: string;
  stderr: string;
  commands: string[];
}

/** Runs the task's entry as the agent does: each input as INPUT_<NAME> (the default where `given` has none). */
async function runTask(given: Record<string, string>, extra: Record<string, string> = {}): Promise<AgentRun> {
  const unknown = Object.keys(given).filter((name) => !task.inputs.some((input) => input.name === name));
  if (unknown.length > 0) throw new Error(`not inputs of the task: ${unknown.join(', ')}`);
  const cwd = await mkdtemp(join(tmpdir(), 'findings-gate-agent-'));
  temporary.push(cwd);
  const inputs = Object.fromEntries(
    task.inputs.map((input) => [`INPUT_${input.name.toUpperCase()}`, given[input.name] ?? input.defaultValue]),
  );
  const target = join(unpacked, task.name, task.execution.Node24?.target ?? '');
  const child = spawn(process.execPath, [target], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: cwd,
      ...ciEnvironment('azure', REPOSITORY),
      SYSTEM_DEFAULTWORKINGDIRECTORY: cwd,
      AGENT_TEMPDIRECTORY: cwd,
      AGENT_JOBNAME: 'Job',
      ...inputs,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const stdout = Buffer.concat(out).toString('utf8');
  return {
    code,
    stdout,
    stderr: Buffer.concat(err).toString('utf8'),
    commands: stdout.split('\n').filter((line) => line.startsWith('##vso[')),
  };
}

const completions = (run: AgentRun): string[] => run.commands.filter((line) => line.startsWith('##vso[task.complete '));
const outputVariable = (run: AgentRun, name: string): string | undefined =>
  run.commands.find((line) => line.startsWith(`##vso[task.setvariable variable=${name};isOutput=true]`))?.split(']')[1];

describe('the .vsix, packed by tfx-cli', () => {
  it('holds the manifest, the task, its entry and the command line it runs, the overview and the license, and no source map', () => {
    const files = packaged();
    const cliChunks = readdirSync(join(root, 'dist/cli')).filter((name) => !name.endsWith('.map'));
    const entry = readdirSync(join(root, 'dist/azure-task')).filter((name) => !name.endsWith('.map'));
    expect(files.sort()).toEqual(
      [
        '[Content_Types].xml',
        'extension.vsixmanifest',
        'extension.vsomanifest',
        'overview.md',
        'LICENSE',
        'findings-gate/task.json',
        ...entry.map((name) => `findings-gate/azure-task/${name}`),
        ...cliChunks.map((name) => `findings-gate/cli/${name}`),
      ].sort(),
    );
    expect(readFileSync(join(unpacked, 'findings-gate/task.json'), 'utf8')).toBe(
      readFileSync(join(root, 'azure-devops/findings-gate/task.json'), 'utf8'),
    );
    expect(readFileSync(join(unpacked, 'overview.md'), 'utf8')).toBe(readFileSync(join(root, 'docs/azure-devops.md'), 'utf8'));
    expect(readFileSync(join(unpacked, 'findings-gate/cli/index.js'), 'utf8')).toBe(readFileSync(join(root, 'dist/cli/index.js'), 'utf8'));
  });

  it("names the extension, its publisher and the package's version, and runs the task on the Node 24 handler", () => {
    const manifest = readFileSync(join(unpacked, 'extension.vsixmanifest'), 'utf8');
    expect(manifest).toMatch(
      new RegExp(
        `<Identity [^>]*Id="findings-gate"[^>]*Version="${packageVersion().replaceAll('.', '\\.')}"[^>]*Publisher="findings-gate"`,
      ),
    );
    expect(`${task.version.Major}.${task.version.Minor}.${task.version.Patch}`).toBe(packageVersion());
    expect(Object.keys(task.execution)).toEqual(['Node24']);
    expect(existsSync(join(unpacked, task.name, task.execution.Node24?.target ?? ''))).toBe(true);
    // Task input names: letters and digits only (tasks.schema.json), one for each.
    for (const input of task.inputs) expect(input.name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    expect(new Set(task.inputs.map((input) => input.name.toUpperCase())).size).toBe(task.inputs.length);
  });

  it('packs it for another publisher with --publisher, as docs/azure-devops.md says (trial7)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'findings-gate-vsix-publisher-'));
    temporary.push(dir);
    const vsix = join(dir, 'own.vsix');
    const script = join(root, 'scripts/azure-vsix.ts');
    execFileSync(process.execPath, [script, '--out', vsix, '--publisher', 'acme-security'], { cwd: root, stdio: 'pipe' });
    execFileSync('unzip', ['-q', vsix, '-d', join(dir, 'unpacked')]);
    expect(readFileSync(join(dir, 'unpacked', 'extension.vsixmanifest'), 'utf8')).toMatch(/<Identity [^>]*Publisher="acme-security"/);
    expect(readFileSync(join(root, 'docs/azure-devops.md'), 'utf8')).toContain('npm run vsix -- --publisher <your-publisher-id>');
    expect(() => execFileSync(process.execPath, [script, '--out', vsix, '--publisher', 'a b'], { cwd: root, stdio: 'pipe' })).toThrow(
      /--publisher takes the id of a Marketplace publisher/,
    );
  }, 60_000);
});

describe("the task's entry, run the way the agent runs it", () => {
  it("docs/azure-devops.md's step fails the task on the sandbox's findings: task.complete Failed, the summary uploaded, the output variables set, exit 0", async () => {
    const sb = await sandbox();
    const temp = await mkdtemp(join(tmpdir(), 'findings-gate-agent-temp-'));
    temporary.push(temp);
    const step = await documentedStep({ SEMGREP_APP_TOKEN: sb.tokens.demo, 'Agent.TempDirectory': temp });
    const run = await runTask({ ...step, baseUrl: sb.url });
    expect(run.code, run.stderr).toBe(0);
    expect(completions(run)).toEqual(['##vso[task.complete result=Failed]findings-gate: the gate failed (the summary says why)']);
    expect(run.commands.filter((line) => line.startsWith('##vso[task.logissue type=error]')).at(-1)).toMatch(
      /^##vso\[task\.logissue type=error\]findings-gate failed/,
    );
    const upload = run.commands.find((line) => line.startsWith('##vso[task.uploadsummary]'));
    expect(await readFile((upload ?? '').slice('##vso[task.uploadsummary]'.length), 'utf8')).toContain('### Findings in scope');
    expect(outputVariable(run, 'FINDINGS_GATE_OUT_RESULT')).toBe('fail');
    expect(outputVariable(run, 'FINDINGS_GATE_OUT_CRITICAL')).toBe('7');
    expect(task.OutputVariables.map((variable) => variable.name)).toContain('FINDINGS_GATE_OUT_RESULT');
    // The example's inputs reached the gate: its severity, its budgets, its JUnit file.
    expect(run.stdout).toContain('critical: 7 > 0 (fail-on-severity critical)');
    expect(await readFile(join(temp, 'findings-gate.xml'), 'utf8')).toContain('<failure');
    expect(`${run.stdout}${run.stderr}`).not.toContain(sb.tokens.demo);
  });

  it('passes with no task.complete of its own when the gate passes', async () => {
    const sb = await sandbox();
    const run = await runTask({ apiToken: sb.tokens.demo, baseUrl: sb.url, failOnSeverity: 'none', failOnValidSecrets: 'false' });
    expect(run.code, run.stderr).toBe(0);
    expect(completions(run)).toEqual([]);
    expect(outputVariable(run, 'FINDINGS_GATE_OUT_RESULT')).toBe('pass');
  });

  it('succeeds with issues when the gate only warns (mode warn)', async () => {
    const sb = await sandbox();
    const run = await runTask({ apiToken: sb.tokens.demo, baseUrl: sb.url, mode: 'warn' });
    expect(run.code, run.stderr).toBe(0);
    expect(completions(run)).toHaveLength(1);
    expect(completions(run)[0]).toMatch(/^##vso\[task\.complete result=SucceededWithIssues\]/);
    expect(outputVariable(run, 'FINDINGS_GATE_OUT_RESULT')).toBe('fail');
  });

  it('fails the task, saying it could not judge, when the API fails', async () => {
    const sb = await sandbox();
    sb.inject('report', { kind: 'status', status: 503 });
    const run = await runTask({ apiToken: sb.tokens.demo, baseUrl: sb.url }, { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' });
    expect(run.code, run.stderr).toBe(0);
    expect(completions(run)).toEqual(['##vso[task.complete result=Failed]findings-gate could not judge (the log says why)']);
    expect(outputVariable(run, 'FINDINGS_GATE_OUT_RESULT')).toBe('error');
  });

  it('names a secret variable Azure left as written, $(NAME), in words the mask does not cut, before any request (trial7)', async () => {
    const sb = await sandbox();
    const before = sb.requests.length;
    const run = await runTask({ apiToken: '$(SEMGREP_APP_TOKEN)', baseUrl: sb.url });
    expect(run.code, run.stderr).toBe(0);
    expect(completions(run)).toEqual(['##vso[task.complete result=Failed]findings-gate could not judge (the log says why)']);
    // Before: "identity: HTTP 401: the API token was rejected (check api-token / [redacted]".
    expect(run.stdout + run.stderr).toContain(
      'the task input apiToken is the text $(SEMGREP_APP_TOKEN), a pipeline variable that was not expanded: Azure Pipelines leaves $(NAME) as written where no variable NAME is defined',
    );
    expect(run.stdout + run.stderr).not.toContain('[redacted]');
    expect(sb.requests.length).toBe(before);
  });

  it("names an input in the task's words, and one a pipeline variable gave by that variable (trial7)", async () => {
    const sb = await sandbox();
    const wrong = await runTask({ apiToken: sb.tokens.demo, baseUrl: sb.url, failOnSeverity: 'hi' });
    expect(wrong.stdout + wrong.stderr).toContain("the task input failOnSeverity is 'hi': use one of");
    expect(wrong.stdout + wrong.stderr).not.toContain('--fail-on-severity');
    // An input left empty in the task (no default) and set by a pipeline variable.
    const variable = await runTask({ apiToken: sb.tokens.demo, baseUrl: sb.url }, { FINDINGS_GATE_SCAN_MAX_AGE: 'soon' });
    expect(variable.stdout + variable.stderr).toContain("FINDINGS_GATE_SCAN_MAX_AGE is 'soon'");
    const none = await runTask({ baseUrl: sb.url });
    expect(none.stdout + none.stderr).toContain('No API token: set the task input apiToken.');
  });

  it('leaves an empty input to the default, and refuses no input the agent passes', async () => {
    const sb = await sandbox();
    // projects empty: the repository the pipeline builds (BUILD_REPOSITORY_NAME).
    const run = await runTask({
      apiToken: sb.tokens.demo,
      baseUrl: sb.url,
      projects: '',
      failOnSeverity: 'none',
      failOnValidSecrets: 'false',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('unknown');
    expect(outputVariable(run, 'FINDINGS_GATE_OUT_RESULT')).toBe('pass');
  });
});
