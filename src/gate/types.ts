// Types shared by the config, the decision and the rendering. Pure data: no I/O here.
import type { Dependency, Product, ProjectCounts, ReportFilters, SecretFinding, Severity } from '../api/types.ts';

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
export type OnApiError = 'fail' | 'warn';

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
  /** Report filters other than projects, severities and types, already in API enum names. */
  reportFilters: Omit<ReportFilters, 'projects' | 'projectIds' | 'findingTypes' | 'findingSeverities'>;
  mode: Mode;
  onApiError: OnApiError;
  /** Overall deadline of the run, in seconds. */
  timeoutSeconds: number;
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
  deploymentName?: string;
  /** One report per severity, merged: per project, product × severity. */
  projects: ProjectTally[];
  /** Open, confirmed-valid secrets in scope (already re-checked). */
  validSecrets: SecretFinding[];
  /** Project names asked for that had no entry in the report. */
  unmatchedProjects: string[];
  /** Blocked-license dependencies, when that gate is on. */
  blockedDependencies?: Dependency[];
}

/** Why the gate failed: one line a reviewer reads, and what it is about. */
export interface Reason {
  /** e.g. `high: 3 > 0 (fail-on-severity high)`, `code.critical: 2 > 1`, `2 confirmed-valid secrets`. */
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
}

export type { ProjectCounts };
