// The gate's types: the rules it applies, the data it judges, the verdict it gives. Pure data: no I/O
// here. Every type of gate/ is named from here: the counts (count-types.ts), the baseline
// (baseline-types.ts), the findings list and its reading (listing-types.ts), the scope and the scans
// (scope-types.ts), the platform's policy (policy-types.ts) and the trend (series.ts) are its leaves.

import type { Dependency, Product, ProjectCounts, ReportFilters, SecretFinding, Severity } from '../api/types.ts';
import type { BaselineUse } from './baseline-types.ts';
import type { CountedProject, ProjectTally, Totals } from './count-types.ts';
import type { Excepted, ExceptionMatches, ExceptionsOutcome } from './exceptions.ts';
import type { FindingsListing, OpenAgeLimits, Reading } from './listing-types.ts';
import type { PlatformRules, PolicyData } from './policy-types.ts';
import type { Freshness, ResolvedScope } from './scope-types.ts';
import type { TrendData, TrendPeriod } from './series.ts';

export type {
  Baseline,
  BaselineComparison,
  BaselineUse,
  CountingBasis,
  LoadedBaseline,
  ProjectChange,
} from './baseline-types.ts';
export type { CountedProject, CountMatrix, ProjectTally, Totals } from './count-types.ts';
export type { Excepted } from './exceptions.ts';
export type {
  CellCounts,
  CellDifference,
  DeadlineState,
  FindingJudging,
  FindingsListing,
  JudgedFinding,
  KeptFinding,
  ListedCell,
  ListedProduct,
  ListedTally,
  OpenAgeLimits,
  Reading,
  ReadProject,
  UnprovenExceptions,
} from './listing-types.ts';
export type { Named, PlatformRules, PolicyData, ScaFilters, UnreadWalk } from './policy-types.ts';
export type { Freshness, ProjectScans, ResolvedScope, ScanFact, ScopedProject } from './scope-types.ts';
export type { SeriesReading, TrendData, TrendPeriod } from './series.ts';
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

/** `gate-on`: judge the counts now, or (with a baseline) their increase over the baseline. */
export type GateOn = 'total' | 'new';

/** The fields of the configuration the gate decides on: scope, budgets and what fails. */
export interface GateRules {
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
  /** Report filters other than projects, severities and types, already in API enum names. */
  reportFilters: Omit<ReportFilters, 'projects' | 'projectIds' | 'findingTypes' | 'findingSeverities'>;
  /** `since`/`until` as written (`7d`, or the ISO time), which a baseline's must equal; absent when neither is set. */
  timeFilters?: { since?: string; until?: string };
  gateOn: GateOn;
  /** `max-open-age`; empty when not set. */
  maxOpenAge?: OpenAgeLimits;
  /** `fail-on-unused-exceptions`: an exceptions entry that matched nothing fails the gate (else a warning). */
  failOnUnusedExceptions: boolean;
  /** `trend`: the period the Posture section charts, and its buckets; absent without one. */
  trend?: TrendPeriod;
  /** `max-backlog-growth`: how much the backlog may grow over the trend's period, in percent; absent: not judged. */
  maxBacklogGrowth?: { percent: number; asWritten: string };
  /** A report of the run that names every finding (the GitLab code quality report): the list is read whole; absent: none. */
  nameEveryFindingFor?: string;
  /** The platform's policy followed (fail-on-blocking, count-triage-states, fail-on-malicious, the SCA filters); absent: none of it. */
  platform?: PlatformRules;
  /** `scan-max-age`: a check of its own (a run with a scan too old is an error, never a verdict); absent: not checked. */
  scanMaxAge?: { asWritten: string };
}

/** Everything the decision needs, as fetched and validated by the API layer. */
export interface GateData {
  deploymentId: string;
  /** When the fetch began (ISO): the time of these counts, which a baseline must precede. */
  fetchedAt: string;
  deploymentName?: string;
  /** One report per severity, merged: per project, product × severity. */
  projects: ProjectTally[];
  /** Open, confirmed-valid secrets in scope (already re-checked): the details of at most MAX_SECRET_DETAILS, most severe first. */
  validSecrets: Excepted<SecretFinding>[];
  /** Of the open confirmed-valid secrets in scope, how many an exception took (each counted in validSecretCount too). */
  exceptedSecretCount?: number;
  /** How many open confirmed-valid secrets are in scope, exactly, when more than their details were kept. */
  validSecretCount?: number;
  /** Open, confirmed-valid secrets the API returned for the scope that name another repository: not counted, but shown. */
  foreignSecrets?: { count: number; repositories: string[] };
  /** How the named projects were checked, and which are archived; absent for the whole deployment. */
  scope?: ResolvedScope;
  /** The newest scans of the gated projects, or why they are not known. */
  freshness?: Freshness;
  /** With wait-for-scan: the completed scan of the commit found for each gated project (the full sha it ran on). */
  waited?: { project: string; id: string; commit: string }[];
  /** The code and supply-chain findings listed one by one, or why not. */
  findings?: FindingsListing;
  /** Blocked-license dependencies, when that gate is on: the first MAX_BLOCKED_KEPT received (for the summary). */
  blockedDependencies?: Excepted<Dependency>[];
  /** Of the blocked-license dependencies, how many an exception took (each counted in blockedDependencyCount too). */
  exceptedDependencyCount?: number;
  /** How many blocked-license dependencies the API listed, exactly (may exceed blockedDependencies.length). */
  blockedDependencyCount?: number;
  /** The inventory written, when `dependency-inventory` is set: its path and how many dependencies it holds. */
  inventory?: { path: string; count: number };
  /** The exceptions file's entries, and what each matched of what was read; absent without a file. */
  exceptions?: ExceptionMatches;
  /** The series of `trend`; absent without one. */
  trend?: TrendData;
  /** What the run read of the platform's policy (blocking, malicious, the triage states); absent when not read. */
  policy?: PolicyData;
}

/** The open confirmed-valid secrets in scope, counted exactly, whatever was kept in detail. */
export function validSecretCount(data: Pick<GateData, 'validSecrets' | 'validSecretCount'>): number {
  return data.validSecretCount ?? data.validSecrets.length;
}

/** Why the gate failed: one line a reviewer reads, and what it is about. */
export interface Reason {
  /** e.g. `high: 3 > 0 (fail-on-severity high)`, `code.critical: 2 new > 1`, `2 confirmed-valid secrets`. */
  text: string;
  kind: 'severity' | 'budget' | 'secrets' | 'licenses' | 'overdue' | 'exceptions' | 'posture' | 'blocking' | 'malicious';
  /** The budget key or severity the reason is about, to mark cells in the matrix. */
  key?: BudgetKey;
}

/**
 * One check the gate made for a rule the config turned on, and the reasons it failed (none: it passed).
 * JUnit lists the checks, the summary and the comment their reasons: none of them decides again.
 */
export interface Check {
  /** Unique in a verdict: `severity.high`, `budget.code.critical`, `secrets`, `licenses`, `freshness`, `deadline.high`, `exceptions`, `posture`. */
  id: string;
  /** The rule it belongs to (its id's first word): `severity`, `budget`, `deadline`, ... */
  rule: string;
  /** What it checks, as a reader says it: `no high findings (fail-on-severity high)`. */
  label: string;
  reasons: Reason[];
}

/** What exceptions accepted, by kind: counted apart, in the verdict's one line and the Accepted risk section, in no other total. */
export interface AcceptedCounts {
  findings: number;
  secrets: number;
  dependencies: number;
  total: number;
}

/**
 * One set of numbers: what every section, output and file of a run counts, decided once by the gate.
 * Renderers show these; none of them counts again.
 */
export interface Counted {
  /** Each project's findings as counted: the stricter reading, less what exceptions accepted. They sum to `Verdict.totals`. */
  projects: CountedProject[];
  /** The code and supply-chain findings the list names in the products that count, less those exceptions accepted; absent when the list was not read. */
  listed?: number;
  /** Open confirmed-valid secrets in scope, less those exceptions accepted: what fail-on-valid-secrets judges. */
  validSecrets: number;
  /** Blocked-license dependencies, less those exceptions accepted (0 when that gate is off). */
  blockedDependencies: number;
  /** What exceptions accepted, counted apart (all zero without an exceptions file). */
  accepted: AcceptedCounts;
}

/** The gate's decision: pass or fail, with every reason. */
export interface Verdict {
  result: 'pass' | 'fail';
  reasons: Reason[];
  /** The findings counted, per product and severity (the matrix): the sum of `counted.projects`. */
  totals: Totals;
  /** Every other number the run shows, counted once here. */
  counted: Counted;
  /** Budget keys that were exceeded (the report file's `exceeded`). */
  exceeded: BudgetKey[];
  /** Every check made, in a fixed order (gate/checks.ts); their reasons are `reasons`. */
  checks: Check[];
  /** The counts of the matrix over budget, which the summary, the comment and the plain-text table mark: each exceeded budget, and where fail-on-severity failed, each count it judged of a severity at or above its floor. */
  overBudget: BudgetKey[];
  /** What fail-on-severity and thresholds judged: the totals, or the new findings over a baseline in use. */
  gateOn: GateOn;
  /** The counts they judged: `totals`, or with gate-on new the new findings since the baseline. */
  judged: Totals;
  /** The baseline, when one was given (or gate-on asked for one): compared, or why it was not used. */
  baseline?: BaselineUse;
  /** The report and the findings list read together: the counts judged, and where the two disagree. */
  reading: Reading;
  /** What the exceptions file did: absent without one. */
  exceptions?: ExceptionsOutcome;
}

export type { ProjectCounts };
