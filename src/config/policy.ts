// The organisation's policy file (config-file), applied before the config is parsed and before any
// request to the Semgrep API: found (policy-source.ts), read through the one reader of its kind (a file
// of the checkout through files/read.ts, another repository's through files/remote.ts), parsed
// (policy-grammar.ts), its values checked as this repository would run them, and applied to the
// repository's inputs as ceilings (policy-ceilings.ts). Loaded only by a run that names a policy.
import { existsSync } from 'node:fs';
import * as platformPath from 'node:path';
import { readBoundedFile } from '../files/read.ts';
import { MAX_EXCEPTIONS_FILE_BYTES } from './exceptions.ts';
import { type Config, parseConfig, parseTimeout, type ScopeContext } from './index.ts';
import { ConfigError, type Env, INPUT_DEFAULTS, type InputName, type Inputs, isTokenShaped, quoteValue, readInput } from './inputs.ts';
import { applyPolicy, type PolicyApplied } from './policy-ceilings.ts';
import { type PolicyFile, type PolicyValue, parsePolicy } from './policy-grammar.ts';
import { type FetchLimits, fetchRemoteFile } from './policy-remote.ts';
import { type ForgeApi, isFullSha, type PolicySource, parsePolicySource } from './policy-source.ts';
import { parseTuning } from './tuning.ts';
import type { PolicyFacts } from './types.ts';

/** Largest policy file read, in bytes. */
export const MAX_POLICY_FILE_BYTES = 1024 * 1024;

/** A line for the run's log. */
export interface PolicyNote {
  level: 'info' | 'warning';
  text: string;
}

/** What the CI says: the scope's context, and the commit of the checkout (a local policy file's). */
export type PolicyContext = ScopeContext & { commit?: string };

/** The config of a run with a policy file, and what its log says about the policy. */
export async function configWithPolicy(
  inputs: Inputs,
  env: Env,
  now: Date,
  context: PolicyContext,
  startedAt: number,
): Promise<{ config: Config; notes: PolicyNote[] }> {
  const file = readInput(inputs, 'config-file');
  const source = parsePolicySource(file, readInput(inputs, 'config-api-url'), context.forgeApi);
  const token = readInput(inputs, 'config-token');
  if (!isTokenShaped(token) && token !== '') {
    throw new ConfigError(
      'config-token',
      "Input 'config-token' contains whitespace, a control character or a non-ASCII character: use the token exactly as it was issued.",
    );
  }
  const limits = fetchLimits(inputs, env, startedAt);
  const read = await readPolicy(source, file, token, limits);
  const policy = parsePolicy(read.bytes.toString('utf8'), file);
  // An empty answer, a file of comments, `{}`: a truncated commit or a bad merge would leave every repository free.
  if (policy.values.size === 0) {
    throw new ConfigError(
      'config-file',
      `Input 'config-file' is ${quoteValue(file)}, and the policy it names sets no input (it is empty, or holds only comments or {}): the gate does not run under a policy that sets nothing. Fix the policy, or remove config-file to run without a policy.`,
    );
  }
  if (source.kind === 'local') refuseTokenDestinations(policy);
  // The policy's own values, checked as this repository would run them: a value it cannot hold names its line.
  const everyLine = new Map([...policy.values].map(([name, { line }]) => [name, line]));
  parseNaming(policy, everyLine, { ...inputs, ...valuesOf(policy) }, env, now, context);
  const applied = applyPolicy(policy, inputs, context.defaultsFilled);
  if (source.kind === 'local') refuseWritesOutside(policy.label, applied, checkoutOf(source.path, process.cwd()));
  const parsed = parseNaming(policy, applied.fromPolicy, applied.inputs, env, now, context);
  const commit = read.commit ?? context.commit;
  const named = policy.values.get('exceptions-file');
  const exceptionsFile =
    source.kind === 'remote' && named !== undefined
      ? // A remote policy's read names its commit.
        await fetchExceptions(source, commit as string, named, policy.label, token, limits)
      : parsed.exceptionsFile;
  const facts: PolicyFacts = {
    file,
    from: source.kind === 'local' ? 'repository' : source.forge,
    ...(commit === undefined ? {} : { commit }),
    // The commit vouches only for what this API answered: where it is not the forge's public one (config-api-url, or
    // a CI variable that any project, group or earlier job's dotenv may set: attack32 M1), the log and the summary name it.
    ...(source.kind === 'remote' ? namedApi(source.api, readInput(inputs, 'config-api-url'), context.forgeApi) : {}),
    sets: [...policy.values.keys()],
    tightened: applied.tightened,
    ...belowDefaultOf(applied),
  };
  return { config: { ...parsed, exceptionsFile, policy: facts }, notes: notesOf(facts, source) };
}

/** The inputs given at a default the policy is looser than, each with both values; nothing where there is none. */
function belowDefaultOf(applied: PolicyApplied): Pick<PolicyFacts, 'belowDefault'> {
  if (applied.belowDefault.length === 0) return {};
  return {
    belowDefault: applied.belowDefault.map((name) => ({ name, value: applied.inputs[name] as string, default: INPUT_DEFAULTS[name] })),
  };
}

/**
 * The inputs that say where a token goes: base-url receives the Semgrep token. (The GitHub and GitLab
 * APIs a token goes to come from the CI's variables, and config-api-url is never in a policy.)
 */
export const TOKEN_DESTINATIONS = ['base-url'] as const satisfies readonly InputName[];

/**
 * A policy file of the checkout is the pull request's to change: it may not say where a token is sent,
 * or the pull request sends the token to a host of its own, which answers "no findings" (attack9 J1).
 * Refused whatever the workflow sets, before any request. A policy of another repository may set them.
 */
function refuseTokenDestinations(policy: PolicyFile): void {
  for (const name of TOKEN_DESTINATIONS) {
    const set = policy.values.get(name);
    if (set === undefined) continue;
    throw new ConfigError(
      name,
      `${policy.label}:${set.line}: ${name} is ${quoteValue(set.value)}: a policy file of this checkout may not set ${name}, since the pull request can change it and the Semgrep token is sent there. Set ${name} in the pipeline's own settings (an input or a flag), or in a policy of another repository.`,
    );
  }
}

/** The inputs that name a file the gate writes. */
const WRITTEN_FILES = ['sarif-file', 'dependency-inventory'] as const satisfies readonly InputName[];

/**
 * The characters a path a policy of the checkout names may hold: letters, digits and `. _ - + @ , = ~ / \`. The path
 * becomes an output (`sarif-file`, FINDINGS_GATE_OUT_SARIF_FILE) that a later step may paste into a script, as Azure's
 * `$(gate.FINDINGS_GATE_OUT_SARIF_FILE)` and GitHub's `${{ steps.gate.outputs.sarif-file }}` do: `$(…)`, a backtick, a
 * quote, `;`, `|`, `%` or a space there would run the pull request's command in that step (attack40 D3); a first `-`
 * would make the path an option of the command it is pasted into (`--output=x.sarif`: attack41 D4).
 */
const SCRIPT_SAFE_PATH = /^(?!-)[\p{L}\p{N}._+@,=~/\\-]+$/u;

/**
 * The checkout that holds a policy file at `path`: the nearest folder from the file's own up to the working
 * directory `cwd` that holds a `.git` (a folder, or a file in a submodule or worktree); `cwd` where none does
 * or where the file is not below it. A workspace may hold other checkouts beside the pull request's (attack26 W1).
 */
export function checkoutOf(path: string, cwd: string): string {
  const absolute = platformPath.resolve(cwd, path);
  if (writtenPathFault(absolute, cwd) === 'outside') return cwd;
  for (let folder = platformPath.dirname(absolute); folder !== cwd; folder = platformPath.dirname(folder)) {
    if (existsSync(platformPath.join(folder, '.git'))) return folder;
  }
  return cwd;
}

/**
 * A policy file of the checkout is the pull request's to change: a file it names for the gate to write
 * is taken only below the checkout that holds the policy (`root`: the working directory, or a checkout in it
 * beside others), never anywhere the runner's user can write (attack8 I2, attack26 W1), and never in a .git
 * folder (the checkout's git config, hooks; attack9 J5). A policy of another repository is the security
 * team's. The link refusal of host/files.ts keeps the path below from reaching out.
 */
function refuseWritesOutside(label: string, { inputs, fromPolicy }: PolicyApplied, root: string): void {
  const cwd = process.cwd();
  for (const name of WRITTEN_FILES) {
    // Only a value the policy gave: where the repository sets its own, the policy's is not used.
    const line = fromPolicy.get(name);
    if (line === undefined) continue;
    // The policy's value (applyPolicy put it in the inputs; the grammar trimmed it).
    const path = inputs[name] as string;
    const fault = SCRIPT_SAFE_PATH.test(path) ? writtenPathFault(path, cwd, platformPath, root) : 'characters';
    if (fault === undefined) continue;
    const outside =
      root === cwd
        ? 'a policy file of this checkout names a file to write only below the working directory (its path resolved against it)'
        : `a policy file of this checkout names a file to write only below the checkout that holds it, ${quoteValue(platformPath.relative(cwd, root))} (its path resolved against the working directory)`;
    const why =
      fault === 'outside'
        ? outside
        : fault === 'characters'
          ? 'a policy file of this checkout names a file to write only with letters, digits and . _ - + @ , = ~ / \\ in its path, not first a - (its path becomes an output that a later step may paste into a script or a command line)'
          : "a policy file of this checkout may not name a file in a .git folder (the checkout's git config and hooks)";
    throw new ConfigError(
      name,
      `${label}:${line}: ${name} is ${quoteValue(path)}: ${why}, since the pull request can change it. Set the path in the pipeline's own settings (an input or a flag), or in a policy of another repository.`,
    );
  }
}

/**
 * Why a file to write at `path` may not be named by a policy of the checkout, if it may not: `outside`
 * where the path, resolved against the working directory `cwd` by the platform's rules (`paths`;
 * below `root` where given: the policy's checkout;
 * path.win32 resolves `D:..\x` and `C:x` by drive), is not below it; `git` where a folder on its way
 * is a .git folder, in any case (Windows and macOS do not tell `.GIT` from `.git`; Windows also
 * drops trailing dots and spaces, and reads `GIT~1` as its short name).
 */
export function writtenPathFault(
  path: string,
  cwd: string,
  paths: platformPath.PlatformPath = platformPath,
  root: string = cwd,
): 'outside' | 'git' | undefined {
  const relative = paths.relative(root, paths.resolve(cwd, path));
  const parts = relative.split(paths.sep);
  if (relative === '' || parts[0] === '..' || paths.isAbsolute(relative)) return 'outside';
  return parts.some(isGitFolder) ? 'git' : undefined;
}

/**
 * A name that is, or on Windows may be, `.git`: any case (upper-cased, as NTFS compares names: its table
 * folds `ı` to `I` as toUpperCase does), a stream (`:`) or trailing dots and spaces dropped, or its short
 * name, `GIT~1` or hashed, GI and four hex digits (`GI7E2F~1`).
 */
function isGitFolder(name: string): boolean {
  const bare = name
    .toUpperCase()
    .replace(/:.*/s, '')
    .replace(/[. ]+$/, '');
  return bare === '.GIT' || /^GI(T|[0-9A-F]{4})~\d+$/.test(bare);
}

/** The policy's values as raw inputs. */
function valuesOf(policy: PolicyFile): Inputs {
  return Object.fromEntries([...policy.values].map(([name, { value }]) => [name, value]));
}

/** parseConfig, where an error on an input whose value the policy gave names the policy's line instead. */
function parseNaming(
  policy: PolicyFile,
  lines: ReadonlyMap<InputName, number>,
  inputs: Inputs,
  env: Env,
  now: Date,
  context: ScopeContext,
): Config {
  try {
    return parseConfig(inputs, env, now, context);
  } catch (error) {
    // Only a ConfigError names an input.
    const line = lines.get(Object(error).input);
    if (line === undefined) throw error;
    const { input, message } = error as ConfigError;
    throw new ConfigError(input, `${policy.label}:${line}: ${message.replace(`Input '${input}'`, input)}`);
  }
}

/** The time the policy's requests have: the run's deadline (this repository's timeout-seconds), the tuning's timeouts. */
function fetchLimits(inputs: Inputs, env: Env, startedAt: number): FetchLimits {
  const tuning = parseTuning(env);
  return {
    deadlineAt: startedAt + parseTimeout(readInput(inputs, 'timeout-seconds')) * 1000,
    requestTimeoutMs: tuning.requestTimeoutMs ?? 30_000,
    retryMinDelayMs: tuning.retryMinDelayMs ?? 1_000,
  };
}

/** The policy file's bytes, and the commit a remote one was read at; throws ConfigError naming config-file. */
async function readPolicy(
  source: PolicySource,
  file: string,
  token: string,
  limits: FetchLimits,
): Promise<{ bytes: Buffer; commit?: string }> {
  const cannot = (why: string, fix: string): ConfigError =>
    new ConfigError('config-file', `Input 'config-file' is ${quoteValue(file)}, and it cannot be read: ${why}. ${fix}`);
  if (source.kind === 'local') {
    const read = await readBoundedFile({ path: source.path, maxBytes: MAX_POLICY_FILE_BYTES, name: 'the policy file' });
    if ('bytes' in read) return read;
    const { kind, why, fix } = read.problem;
    throw cannot(
      why,
      kind === 'missing'
        ? "Fix the path (relative to the repository's root), or write owner/repo/path@ref for another repository's file."
        : fix,
    );
  }
  const fetched = await fetchRemoteFile(source, token, MAX_POLICY_FILE_BYTES, limits);
  if ('why' in fetched) throw cannot(fetched.why, fetched.fix);
  return fetched;
}

/** The exceptions file a remote policy names: a path of the policy's repository, read at the policy's commit. */
async function fetchExceptions(
  source: PolicySource & { kind: 'remote' },
  commit: string,
  { value: path, line }: PolicyValue,
  label: string,
  token: string,
  limits: FetchLimits,
): Promise<Config['exceptionsFile']> {
  const fetched = await fetchRemoteFile({ ...source, path, ref: commit }, token, MAX_EXCEPTIONS_FILE_BYTES, limits);
  if ('why' in fetched) {
    throw new ConfigError(
      'exceptions-file',
      `${label}:${line}: exceptions-file ${quoteValue(path)} cannot be read from ${source.repository} at ${commit}: ${fetched.why}. ${fetched.fix}`,
    );
  }
  return { path: `${source.repository}/${path}@${commit}`, explicit: true, text: fetched.bytes.toString('utf8') };
}

/** The API a remote policy was read through, and what named it, where it is not the forge's public API. */
function namedApi(api: string, apiInput: string, forgeApi: ForgeApi): Pick<PolicyFacts, 'api' | 'apiFrom'> {
  if (apiInput !== '') return { api, apiFrom: 'config-api-url' };
  return api === forgeApi.fallback.replace(/\/+$/, '') ? {} : { api, apiFrom: forgeApi.variable };
}

/** What the log says: the policy, its commit, what it sets and what this repository tightened; a warning for a ref that can move. */
function notesOf(policy: PolicyFacts, source: PolicySource): PolicyNote[] {
  const at =
    (policy.commit === undefined ? '' : ` at commit ${policy.commit}`) +
    (policy.api === undefined ? '' : `, read through ${policy.api} (${policy.apiFrom ?? 'config-api-url'})`);
  const sets = `sets ${policy.sets.join(', ')}`;
  const tightened = policy.tightened.length === 0 ? '' : `; this repository makes stricter: ${policy.tightened.join(', ')}`;
  const notes: PolicyNote[] = [{ level: 'info', text: `policy: ${policy.file}${at}: ${sets}${tightened}` }];
  // A default the run was given reads as unset: a workflow that wrote it is not told by the CI (trial7).
  for (const { name, value, default: given } of policy.belowDefault ?? []) {
    notes.push({
      level: 'warning',
      text: `the policy sets ${name} to ${quoteValue(value)}, looser than its default ${quoteValue(given)}, which this run was given: a CI passes the default for an input a workflow leaves out, so ${quoteValue(given)} reads as unset and the policy's ${quoteValue(value)} applies. To hold this repository to ${quoteValue(given)}, ${/[a-z]/.test(given) ? `write it in capitals (${quoteValue(given.toUpperCase())}), or choose a stricter value` : 'choose a stricter value'}`,
    });
  }
  // A scope without its deployment is judged in whichever deployment the repository's api-token belongs to (attack22 G4).
  const scope = policy.sets.filter((name) => name === 'projects' || name === 'project-ids');
  if (scope.length > 0 && !policy.sets.includes('deployment')) {
    notes.push({
      level: 'warning',
      text: `the policy sets ${scope.join(' and ')} but not deployment: they are judged in the deployment of this repository's api-token, whichever that is (see the summary's Deployment). Pin it in the policy: deployment: <id or name>`,
    });
  }
  if (source.kind === 'remote' && !isFullSha(source.ref)) {
    const pinned = `${source.repository}/${source.path}@${policy.commit}`;
    notes.push({
      level: 'warning',
      text: `config-file reads the policy at ${source.ref}, a ref that is not a commit sha: the policy can change under the gate from one run to the next (this run read commit ${policy.commit}). Pin it by commit: ${pinned}`,
    });
  }
  return notes;
}
