// The host: what differs between the CI systems a run can be in. The core (config/, collect/, gate/,
// render/) is the same everywhere; main.ts talks to the CI only through this interface. The action's
// host is GitHub's (host/github.ts); the CLI picks one per CI (host/text.ts and its GitLab and Azure
// flavours). A leaf: types only.

import type { Config } from '../config/index.ts';
import type { Annotation } from '../render/annotations.ts';
import type { SummaryInput } from '../render/sections.ts';
import type { FileContent } from './files.ts';

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
  /** The variable that named the commit, or the variables it would have read. */
  commitVariable: string;
  /** The link to this run, for the summary's footer and the comment. */
  runUrl?: string;
}

/** An error run, as the host's reports show it. */
export interface ErrorFacts {
  message: string;
  operation?: string;
}

/** How a run ends: the gate passed, judged a failure, or could not judge. */
export type Ending =
  | { kind: 'pass' }
  | { kind: 'findings'; message: string; enforce: boolean }
  | { kind: 'error'; message: string; soften: boolean };

/** The CI a run is in: its log, outputs, summary, annotations, files of results, and exit status. */
export interface Host {
  readonly context: CiContext;
  /** Every input, by its action.yml name, as this host received them (raw strings). */
  inputs(): Record<string, string>;
  /** An error message in this host's words: `Input 'x'` on GitHub, `--x` on the command line. */
  inputWords(message: string): string;
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
  writeFile(path: string, content: FileContent): Promise<string>;
  setOutput(name: string, value: string | number): void;
  /** Findings at their file and line, where the CI shows them (bounded by the renderer). */
  annotate(annotations: readonly Annotation[]): void;
  writeSummary(markdown: string): Promise<void>;
  /** Where the report file (and the trend's JSON) go. */
  filePath(kind: 'report' | 'trend'): string;
  /** The commit `wait-for-scan: true` waits for; throws a ConfigError when the CI names none. */
  headCommit(): Promise<string>;
  /** The files and notes of this CI beyond the summary (JUnit, code quality, the plain verdict on stdout). */
  publish(run: { shown: SummaryInput } | { error: ErrorFacts }): Promise<void>;
  /** The exit status and the last line of the run. */
  end(ending: Ending): void;
  /** Why this host names every finding of a run with `config` (its code quality report), so the list is read whole; undefined: it names none. */
  nameEveryFindingFor(config: Config): string | undefined;
  /** The exit code of a run that could not decide in time (the watchdog). */
  readonly errorExitCode: number;
}

/** What the comment of a run needs: the policy, whether the gate failed (undefined: an error run), the body, the time left. */
export interface CommentRequest {
  policy: Exclude<Config['github']['commentOnPr'], 'never'>;
  /** Undefined for an error run: an existing comment is updated, none is created. */
  failing: boolean | undefined;
  render: (marker: string) => string;
  /** The time the comment may take: the least of 30 s and what is left of the run's deadline. */
  remainingMs: number;
  projects: Config['projects'];
}
