// The host: what differs between the CI systems a run can be in. The core (config/, collect/, gate/,
// render/) is the same everywhere; main.ts talks to the CI only through this interface. The action's
// host is GitHub's (host/github.ts); the CLI picks one per CI (host/text.ts and its GitLab and Azure
// flavours). A leaf: types only.

import type { Config, ConfigError, ForgeApi } from '../config/index.ts';
import type { CliFiles } from '../outputs.ts';
import type { SummaryInput } from '../render/sections.ts';
import type { ShownRun } from '../render/text.ts';
import type { FileContent, WriteOptions } from './files.ts';
import type { ValueMask } from './mask.ts';

/** The CI systems the gate knows; `generic` is any other. */
export const CI_NAMES = ['github', 'gitlab', 'azure', 'jenkins', 'bitbucket', 'generic'] as const;
export type CiName = (typeof CI_NAMES)[number];

/** What the CI says about this run: which repository and commit it is about, and where the run is shown. */
export interface CiContext {
  ci: CiName;
  /** The repository as the CI names it (`acme/api`), the default scope; absent where the CI names none (Jenkins, generic). */
  repository?: string;
  /** The variable that named it, for messages (`CI_PROJECT_PATH`). */
  repositoryVariable?: string;
  /** The commit `wait-for-scan: true` waits for, when the CI names one. */
  commit?: string;
  /** The variable that named the commit, or the variables it would have read ('' where the CI names none: Jenkins' GIT_COMMIT aside, a generic CI). */
  commitVariable: string;
  /** The link to this run, for the summary's footer and the comment. */
  runUrl?: string;
  /** What says this is a pull or merge request's run (`GITHUB_EVENT_NAME is pull_request`, `CI_MERGE_REQUEST_IID is set`); absent in any other run. */
  pullRequest?: string;
  /**
   * What says this run's checkout may hold a pull request's code: `pullRequest`, or a GitHub event whose
   * workflow may check one out (any but push, schedule, workflow_dispatch, release); absent otherwise. A baseline there is not used.
   */
  requestCheckout?: string;
  /** Where the CI names no repository: true, the scope defaults to the whole deployment (GitHub's action); false, `projects` is required. */
  wholeDeploymentByDefault: boolean;
  /** The forge API a remote policy file is read through when config-api-url is not set: GitLab's in GitLab, else GitHub's. */
  forgeApi: ForgeApi;
  /** The inputs the CI may have filled in with their default (config/index.ts ScopeContext); absent: every input. */
  defaultsFilled?: ReadonlySet<string>;
}

/** A run that could not judge, as the sinks show it. */
export interface ErrorRun {
  message: string;
  operation?: string;
  deploymentId?: string;
  /** How on-api-error applies to it (`fail` for what the API did not cause). */
  onApiError: 'fail' | 'warn';
  /** Whether the error is the API's (on-api-error applies), not the configuration's or the data's. */
  apiFailure: boolean;
  elapsedMs: number;
  requests: number;
  runUrl?: string;
  /** The settings, when they were read before the error. */
  config?: Config;
  /** Where the policy's walks showed what fails the run (its verdict is a FAIL): the gate's reasons, and the failed request's message. */
  shown?: ShownRun;
}

/** How a run ends: the gate passed, judged a failure, or could not judge. */
export type Ending =
  | { kind: 'pass' }
  /** `headline`: the failure's one line; the host says where its details are, and that mode warn does not fail the job. */
  | { kind: 'findings'; headline: string; enforce: boolean }
  | { kind: 'error'; message: string; soften: boolean };

/**
 * The CI a run is in: what every CI has (its log, the mask, outputs, the exit status) and what it tells
 * us (context, inputs, the commit). What a CI shows beyond that is a sink.
 */
export interface Host {
  readonly context: CiContext;
  /** Every input, by its action.yml name, as this host received them (raw strings). */
  inputs(): Record<string, string>;
  /** A configuration error's message in this host's words: the input it carries named `Input 'x'` on GitHub, `--x` on the command line. */
  inputWords(error: ConfigError): string;
  info(line: string): void;
  debug(line: string): void;
  notice(line: string): void;
  warning(line: string): void;
  /** A collapsible section of the log, around `work`. */
  group<T>(title: string, work: () => Promise<T>): Promise<T>;
  /** Never shows `value` again, nor a run of it, in anything the host writes or sends. */
  setSecret(value: string): void;
  /** `text` as it may leave the run (the PR comment, the MR note): every secret masked, every URL cut to its scheme, host and path (host/mask.ts). */
  mask(text: string): string;
  /** Writes a file through the run's mask, its folder made first: the one way the gate writes a file. Returns the absolute path; throws what the file system throws. */
  writeFile(path: string, content: FileContent, options?: WriteOptions): Promise<string>;
  /** The run's mask for a file a writer encodes and streams itself (the dependency inventory), opened by host/files.ts's rules. */
  readonly streamMask: ValueMask;
  setOutput(name: string, value: string | number): void;
  /** Every output set so far, by name, in the order each was first set, with its last value: what the outputs file and Azure's variables report. */
  outputs(): ReadonlyMap<string, string>;
  /** The commit `wait-for-scan: true` waits for; throws a ConfigError when the CI names none. */
  headCommit(): Promise<string>;
  /** The exit status and the last line of the run. */
  end(ending: Ending): void;
  /** The exit code of a run that could not decide in time (the watchdog). */
  readonly errorExitCode: number;
}

/** What a sink is given: the host, and the time it has, counted from its own start. */
export interface SinkIo {
  host: Host;
  timeoutMs: number;
}

/**
 * Something a CI shows of a run beyond its log and outputs (the job summary, annotations, SARIF, the PR
 * comment or MR note, JUnit, code quality, the report file): it declares what it needs, and renders
 * the decided verdict or the error. It runs after the verdict is final, bounded from its own start
 * (main.ts), and can only add a warning.
 */
export interface Sink {
  /** What it writes, for the warning of one that did not finish (`the PR comment`). */
  readonly name: string;
  /** Why it needs every finding of the list with `config` (the code quality report names them); undefined: it needs none. */
  everyFindingFor?(config: Config): string | undefined;
  /** The file it writes with `config`, checked against every other before any request (host/written.ts); undefined: none. */
  writes?(config: Config): WrittenFile | undefined;
  verdict?(shown: SummaryInput, io: SinkIo): Promise<void>;
  error?(error: ErrorRun, io: SinkIo): Promise<void>;
  /** Runs once the run ends, decided or not, after every other sink (so every output is set), also when the watchdog ends it. */
  ending?(io: SinkIo): Promise<void>;
}

/** A file a run writes: the setting that names it (an input, or a flag of the command line), its path, and what it is. */
export interface WrittenFile {
  setting: string;
  path: string;
  /** The user gave the path (false: a default, such as GitLab's gl-code-quality-report.json). */
  named: boolean;
  /** `the SARIF file`, for messages. */
  what: string;
}

/** What the command line adds to a run's sinks: its files and its stdout. The action gives none. */
export interface SinkSettings {
  files: CliFiles;
  /** The command line's stdout (the plain verdict, Azure's commands); each line is masked before it is written. */
  stdout?: (text: string) => void;
  env: Record<string, string | undefined>;
}

/** The files the command line writes, from its own flags (not inputs of the action): named where every CI takes them. */
export type { CliFiles } from '../outputs.ts';

/** What the comment of a run needs: the policy, whether the gate failed (undefined: an error run), the body, its time. */
export interface CommentRequest {
  policy: Exclude<Config['github']['commentOnPr'], 'never'>;
  /** Undefined for an error run: an existing comment is updated, none is created. */
  failing: boolean | undefined;
  render: (marker: string) => string;
  /** The time the comment may take, from its own start. */
  timeoutMs: number;
  projects: Config['projects'];
}
