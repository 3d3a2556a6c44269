// The validated configuration of one run. The gate's rule fields come from gate/types.ts; the rest
// (the token, the transport, GitHub reporting) is the shell's.
import type { DependencyQuery } from '../api/types.ts';
import type { GateRules, PlatformRules } from '../gate/types.ts';

export type Mode = 'enforce' | 'warn';
export type OnApiError = 'fail' | 'warn';
/** Format of the dependency inventory file, picked by its extension. */
export type InventoryFormat = 'json' | 'csv' | 'cyclonedx';

/** The validated configuration of one run: every input parsed, defaults applied. */
export interface Config extends GateRules {
  /** The platform's policy followed: always parsed (GateRules leaves it optional for the gate's own tests). */
  platform: PlatformRules;
  /** Never printed; masked by the shell before anything else. */
  apiToken: string;
  baseUrl: string;
  /** The `deployment` input: a decimal id, a name, or undefined (the token's own). */
  deployment?: { id: string } | { name: string };
  /** The `dependencyFilter.*` inputs, in API names, for the license gate and the inventory. */
  dependencyFilters: Pick<
    DependencyQuery,
    'repositoryIds' | 'ecosystems' | 'transitivity' | 'lockfilePath' | 'licenses' | 'includeArchived'
  >;
  /** `dependency-inventory`: the file to write and its format; absent when not asked for. */
  dependencyInventory?: { path: string; format: InventoryFormat };
  mode: Mode;
  onApiError: OnApiError;
  /** Overall deadline of the run, in seconds. */
  timeoutSeconds: number;
  /** How the run reports on GitHub beyond the summary: annotations, the PR comment, the SARIF file. */
  github: GitHubReporting;
  /** `baseline-file`: the report file of an earlier run to compare with; absent when not set. */
  baselineFile?: string;
  /** True when `projects` was empty and the scope is the current repository (GITHUB_REPOSITORY, or the CI's). */
  projectsFromRepository: boolean;
  /** The variable that named that repository (`CI_PROJECT_PATH`), for messages. */
  repositoryVariable?: string;
  /** `scan-max-age`: each gated project's newest completed scan must be younger; absent: not enforced. */
  scanMaxAge?: { ms: number; asWritten: string };
  /** `wait-for-scan`: wait for a completed scan of this commit (a sha), or of the run's own head commit. */
  waitForScan?: { commit: string } | 'head';
  /** `list-findings`: list the code and supply-chain findings one by one (rule, file, line, age). */
  listFindings: boolean;
  /**
   * `exceptions-file`: where the exceptions are, and whether the user named it (then it must exist);
   * `text` when a remote policy file named it and it was fetched from the policy's repository.
   */
  exceptionsFile: { path: string; explicit: boolean; text?: string };
  /** `exceptions-max-days`: how far ahead an entry's expiry may be, in days. */
  exceptionsMaxDays: number;
  /**
   * `record-finding-ids`: whether the report file records every listed finding's id (the findings list is
   * then read whole); `auto`: outside a pull or merge request's run, when the report counts at most
   * RECORD_IDS_AUTO_MAX code and supply-chain findings.
   */
  recordFindingIds: boolean | 'auto';
  /** What says this is a pull or merge request's run (`GITHUB_EVENT_NAME is pull_request`): auto records no ids there (gate/listing.ts idRecording). */
  pullRequest?: string;
  /** What says the run's checkout may hold a pull request's code (its pull request, or a GitHub event but push, schedule, workflow_dispatch, release): a baseline there is not used (report-file/read.ts). */
  requestCheckout?: string;
  /** `config-file`: the organisation's policy file the inputs were bounded by; absent when none. */
  policy?: PolicyFacts;
}

/** The policy file a run applied, for the summary's "What was judged" and the log. */
export interface PolicyFacts {
  /** As config-file names it: a path of this repository, or owner/repo/path@ref. */
  file: string;
  /** Where it was read: this repository's checkout, or another repository on GitHub or GitLab. */
  from: 'repository' | 'github' | 'gitlab';
  /** The commit it was read at (for a local file, the checkout's, when the CI names it). */
  commit?: string;
  /**
   * The API it was read through (origin and path) when it is not the forge's public one: config-api-url's, or a
   * CI variable's (a self-managed GitLab's CI_API_V4_URL), and which of them named it (attack32 M1).
   */
  api?: string;
  /** What named `api`: `config-api-url`, or the CI's variable (`CI_API_V4_URL`, `GITHUB_API_URL`). */
  apiFrom?: string;
  /** The inputs it sets, in its order. */
  sets: string[];
  /** The inputs this repository made stricter than the policy. */
  tightened: string[];
  /** The inputs this run was given at their default, which the policy sets looser: each with the policy's value and the default. */
  belowDefault?: { name: string; value: string; default: string }[];
}

/** `comment-on-pr`: never, on every pull-request run, or when the gate fails (and to clear a failure it reported). */
export type CommentOnPr = 'never' | 'always' | 'on-failure';

/** The inputs of the GitHub-facing outputs; none of them changes the verdict. */
export interface GitHubReporting {
  /** `annotations`: an error annotation per confirmed-valid secret of the current repository. */
  annotations: boolean;
  commentOnPr: CommentOnPr;
  /** `github-token`, for the comment; empty when none. Never printed; masked by the shell. */
  token: string;
  /** `sarif-file`: where to write the SARIF log; absent when not asked for. */
  sarifFile?: string;
}
