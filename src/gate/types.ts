// Types shared by the config, the decision and the rendering. Pure data: no I/O here.
import type { Dependency, DependencyQuery, Product, ProjectCounts, ReportFilters, SecretFinding, Severity } from '../api/types.ts';
import type { BaselineUse } from './baseline.ts';

export type { Product, Severity };

/** `fail-on-severity`: the lowest severity that fails the gate, or none. */
export type SeverityFloor = Severity | 'none';

/** A budget key: total, a severity, a product, or product.severity. */
export type BudgetKey = 'total' | Severity | Product | `${Product}.${Severity}`;

/** One budget from `thresholds`: fail when the count for `key` exceeds `max`. */
export interface SeverityBudget {
  key: BudgetKey;
  max: number;
}

export type Mode = 'enforce' | 'warn';
/** `gate-on`: judge the counts now, or (with a baseline) their increase over the baseline. */
export type GateOn = 'total' | 'new';
export type OnApiError = 'fail' | 'warn';
/** Format of the dependency inventory file, picked by its extension. */
export type InventoryFormat = 'json' | 'csv' | 'cyclonedx';

/** The validated configuration of one run: every input parsed, defaults applied. */
export interface Config {
  /** Never printed; masked by the shell before anything else. */
  apiToken: string;
  baseUrl: string;
  /** The `deployment` input: a decimal id, a name, or undefined (the token's own). */
  deployment?: { id: string } | { name: string };
  /** Project names in scope, or `all` for the whole deployment (`*`). */
  projects: string[] | 'all';
  projectIds: string[];
  /** Products that count. */
  findingTypes: Product[];
  failOnSeverity: SeverityFloor;
  budgets: SeverityBudget[];
  failOnValidSecrets: boolean;
  /** `fail-on-blocked-licenses`: fail when a dependency's license policy is LICENSE_POLICY_SETTING_BLOCK. */
  failOnBlockedLicenses: boolean;
  /** The `dependencyFilter.*` inputs, in API names, for the license gate and the inventory. */
  dependencyFilters: Pick<
    DependencyQuery,
    'repositoryIds' | 'ecosystems' | 'transitivity' | 'lockfilePath' | 'licenses' | 'includeArchived'
  >;
  /** `dependency-inventory`: the file to write and its format; absent when not asked for. */
  dependencyInventory?: { path: string; format: InventoryFormat };
  /** Report filters other than projects, severities and types, already in API enum names. */
  reportFilters: Omit<ReportFilters, 'projects' | 'projectIds' | 'findingTypes' | 'findingSeverities'>;
  mode: Mode;
  onApiError: OnApiError;
  /** Overall deadline of the run, in seconds. */
  timeoutSeconds: number;
  /** How the run reports on GitHub beyond the summary: annotations, the PR comment, the SARIF file. */
  github: GitHubReporting;
  /** `since`/`until` as written (`7d`, or the ISO time), which a baseline's must equal; absent when neither is set. */
  timeFilters?: { since?: string; until?: string };
  /** `baseline-file`: the report file of an earlier run to compare with; absent when not set. */
  baselineFile?: string;
  gateOn: GateOn;
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

/** Counts of one project: product × severity. */
export type CountMatrix = Record<Product, Record<Severity, number>>;

/** One project's counts in scope. */
export interface ProjectTally {
  label: string;
  projectId?: string;
  counts: CountMatrix;
}

/** Everything the decision needs, as fetched and validated by the API layer. */
export interface GateData {
  deploymentId: string;
  /** When the fetch began (ISO): the time of these counts, which a baseline must precede. */
  fetchedAt: string;
  deploymentName?: string;
  /** One report per severity, merged: per project, product × severity. */
  projects: ProjectTally[];
  /** Open, confirmed-valid secrets in scope (already re-checked). */
  validSecrets: SecretFinding[];
  /** Project names asked for that had no entry in the report. */
  unmatchedProjects: string[];
  /** Blocked-license dependencies, when that gate is on: the first MAX_BLOCKED_KEPT received (for the summary). */
  blockedDependencies?: Dependency[];
  /** How many blocked-license dependencies the API listed, exactly (may exceed blockedDependencies.length). */
  blockedDependencyCount?: number;
  /** The inventory written, when `dependency-inventory` is set: its path and how many dependencies it holds. */
  inventory?: { path: string; count: number };
}

/** Why the gate failed: one line a reviewer reads, and what it is about. */
export interface Reason {
  /** e.g. `high: 3 > 0 (fail-on-severity high)`, `code.critical: 2 new > 1`, `2 confirmed-valid secrets`. */
  text: string;
  kind: 'severity' | 'budget' | 'secrets' | 'licenses';
  /** The budget key or severity the reason is about, to mark cells in the matrix. */
  key?: BudgetKey;
}

/** Totals in scope, per product and severity, with row and column sums. */
export interface Totals {
  matrix: CountMatrix;
  bySeverity: Record<Severity, number>;
  byProduct: Record<Product, number>;
  total: number;
}

/** The gate's decision: pass or fail, with every reason. */
export interface Verdict {
  result: 'pass' | 'fail';
  reasons: Reason[];
  totals: Totals;
  /** Budget keys that were exceeded (to mark cells). */
  exceeded: BudgetKey[];
  /** What fail-on-severity and thresholds judged: the totals, or the new findings over a baseline in use. */
  gateOn: GateOn;
  /** The counts they judged: `totals`, or with gate-on new the new findings since the baseline. */
  judged: Totals;
  /** The baseline, when one was given (or gate-on asked for one): compared, or why it was not used. */
  baseline?: BaselineUse;
}

export type { ProjectCounts };
