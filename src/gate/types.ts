// The gate's types: the rules it applies, the data it judges, the baseline it compares with, the
// verdict it gives. Pure data: no I/O here.

import type { Dependency, ListedFinding, Product, ProjectCounts, ReportFilters, SecretFinding, Severity } from '../api/types.ts';
import type { Excepted, ExceptionMatcher, ExceptionMatches, ExceptionsOutcome } from './exceptions.ts';
import type { PlatformRules, PolicyData } from './policy-types.ts';
import type { Freshness, ResolvedScope } from './scope-types.ts';
import type { TrendData, TrendPeriod } from './series.ts';

export type { Excepted } from './exceptions.ts';
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

/** `max-open-age`: how long an open finding of a severity may stay open. */
export type OpenAgeLimits = Partial<Record<Severity, { ms: number; asWritten: string }>>;

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

/** Counts of one project: product × severity. */
export type CountMatrix = Record<Product, Record<Severity, number>>;

/** One project's counts in scope. */
export interface ProjectTally {
  label: string;
  projectId?: string;
  /** The repository key the findings list found it by (gate/scope.ts repositoryKey), where its label may be cut; else the key of its name. */
  key?: string;
  counts: CountMatrix;
  /** Of `counts`, the findings the list added from the counted states the report does not count (withStatesFromList). */
  fromStates?: Pick<CountMatrix, 'code' | 'sca'>;
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

/** Totals in scope, per product and severity, with row and column sums. */
export interface Totals {
  matrix: CountMatrix;
  bySeverity: Record<Severity, number>;
  byProduct: Record<Product, number>;
  total: number;
}

/** A project's findings as a run counted them (less what exceptions accepted), and what exceptions accepted there (absent: none). */
export interface CountedProject extends ProjectTally {
  accepted?: CountMatrix;
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

// ---- the baseline ------------------------------------------------------------------------------

/** What two runs must share for their counts to compare: the scope and the report filters. */
export interface CountingBasis {
  projects: string[] | 'all';
  projectIds: string[];
  findingTypes: Product[];
  /** Report filters in API names, each list sorted; `since`/`until` as written (`7d`, or an ISO time). */
  filters: Record<string, string | string[]>;
}

/** An earlier run's counts, as its report file holds them. */
export interface Baseline {
  /** When that run fetched its data (ISO). */
  generatedAt: string;
  deploymentId: string;
  basis: CountingBasis;
  projects: CountedProject[];
  /** Ids of the open confirmed-valid secrets that run saw. */
  validSecretIds: string[];
  /** The match_based_id of every finding that run listed, when it read the list whole; absent otherwise. */
  findingIds?: string[];
}

/** What the shell hands the decision: the file's path and its baseline, or why it could not be read. */
export type LoadedBaseline = { file: string; baseline: Baseline } | { file: string; problem: string };

/** How one project's counts moved since the baseline. */
export interface ProjectChange {
  label: string;
  projectId?: string;
  /** The baseline's name of the project (same id) when it has been renamed since. */
  formerLabel?: string;
  /** `new`: not in the baseline; `gone`: only in the baseline; `both`: in each. */
  presence: 'both' | 'new' | 'gone';
  /** Its findings as counted now, and as the baseline's run counted them (each less what exceptions accepted). */
  now: CountMatrix;
  before: CountMatrix;
  /** Per product × severity, how many more than in the baseline; never negative. */
  increase: CountMatrix;
}

/** This run against the baseline. */
export interface BaselineComparison {
  generatedAt: string;
  ageHours: number;
  /** The baseline's totals over the products that count, as its run counted them. */
  before: Totals;
  /**
   * The new findings: per project and cell, the rise over the baseline, summed. A fix in one project
   * does not offset a new finding in another, so this can exceed the difference of the totals.
   */
  increase: Totals;
  projects: ProjectChange[];
  /** Ids of the confirmed-valid secrets open now that the baseline did not have. */
  newSecretIds: string[];
  /** Whether the new code and supply-chain findings are exact: each listed finding known or new by its match_based_id, the list and the report agreeing. */
  exact: boolean;
  /** Why they are not exact, when they are not. */
  countDeltasWhy?: string;
  /** Whether each listed finding's `fresh` (the baseline lacks its id) means something: the baseline holds ids and the list was read. */
  freshListed: boolean;
}

/** Whether the run used its baseline, and if not, the one reason why. */
export type BaselineUse = { used: true; file: string; comparison: BaselineComparison } | { used: false; file?: string; why: string };

/** The open confirmed-valid secrets in scope, counted exactly, whatever was kept in detail. */
export function validSecretCount(data: Pick<GateData, 'validSecrets' | 'validSecretCount'>): number {
  return data.validSecretCount ?? data.validSecrets.length;
}

// ---- the findings listed ----------------------------------------------------------------------------

/** A listed finding kept in detail, with how the gate judged it. */
export interface KeptFinding extends ListedFinding {
  judged: JudgedFinding;
}

/**
 * The findings list: read (every finding tallied per cell; the details of at most 10,000 kept, the most
 * severe and newest first), turned off, or not available.
 */
export type FindingsListing =
  | {
      state: 'listed';
      findings: KeptFinding[];
      count: number;
      tally: ListedTally;
      /** The `product.severity` pairs (`code.high`) the list was read whole for. */
      complete: string[];
      /** Per listed product, the report filters the list could not apply. */
      unapplied: Partial<Record<ListedProduct, string[]>>;
      /** The run read only the most severe few of some severities (no check of it needed them all): `complete` says which were read whole. */
      mostSevereOnly?: boolean;
      /**
       * Under a filter only the list applies, per cell (cellKey): the open SCA findings listed before the
       * filter, held against the report's; and the ones of the other counted states the filter kept (added to the report's).
       */
      scaUnfiltered?: { open: Map<string, number>; added: Map<string, number> };
    }
  | { state: 'off' }
  | { state: 'unavailable'; why: string };

// ---- the findings list judged, and read beside the report ---------------------------------------

/** The products the findings list names. */
export type ListedProduct = 'code' | 'sca';

/** Where a deadline stands for one finding: none applies, within it, past it, or its age cannot be known. */
export type DeadlineState = 'none' | 'within' | 'past' | 'unknown' | 'exempt';

/** The counts of one cell of the list. */
export interface ListedCell extends CellCounts {
  /** Of those, the findings an exception matched (counted in each field above too); absent when none did. */
  excepted?: CellCounts;
  /** The lists named a finding of this cell more than once (counted once): the cell proves nothing of what the report counts. */
  repeats?: true;
}

/** Counts of listed findings in one cell. */
export interface CellCounts {
  /** Findings the list names in the cell. */
  listed: number;
  /** Of those, with a match_based_id the baseline lacks (a repeat beyond the baseline's own count included). */
  fresh: number;
  /** Of those, past their deadline by a known age. */
  past: number;
  /** Of those, under a deadline but of an age the gate cannot know: no date, an unreadable one, or one in the future. */
  unknownAge: number;
}

/** One listed finding as the gate placed and judged it. */
export interface JudgedFinding {
  /** The project's repository key (`acme/api`), '' when the finding names no repository. */
  project: string;
  product: ListedProduct;
  /** The cell's severity: the finding's own, or critical when the API sent one the gate cannot read. */
  severity: Severity;
  severityRead: boolean;
  /** Whether the baseline lacks it (only meaningful with a baseline that holds ids). */
  fresh: boolean;
  deadline: DeadlineState;
  /** How long it has been open (ms), when known. */
  ageMs?: number;
  /** The number of the exceptions entry that matched it (applied only where its cell's list and report agree). */
  exception?: number;
}

/** What a finding is judged against: the baseline's ids, the deadlines, the time, the repositories in scope. */
export interface FindingJudging {
  /** The match_based_ids of the baseline (each as often as it appears there); absent without such a baseline. */
  baselineIds?: readonly string[];
  maxOpenAge?: OpenAgeLimits;
  now: number;
  /** Repository names in scope, or all. */
  scope: readonly string[] | 'all';
  /** Keep every match_based_id listed (for the report file, the next run's baseline). */
  recordIds: boolean;
  /**
   * The most ids kept, where record-finding-ids: auto chose to record because the report counted at most
   * that many: a list that names more contradicts it, and none is kept (absent: as many as fit).
   */
  recordIdsMax?: number;
  /** The exceptions entries each finding is matched against; absent without an exceptions file. */
  exceptions?: ExceptionMatcher;
}

/** The listed findings as the tally counted them (gate/findings.ts FindingsTally). */
export interface ListedTally {
  readonly cells: ReadonlyMap<string, ListedCell>;
  /** Each project's repository name as the list wrote it, by repository key. */
  readonly names: ReadonlyMap<string, string>;
  /** The oldest finding past its deadline, per severity (of those no exception matched). */
  readonly oldestPast: ReadonlyMap<Severity, { finding: ListedFinding; ageMs: number }>;
  /** The oldest finding past its deadline that an exception matched, per severity (named where the exception could not apply). */
  readonly oldestPastExcepted: ReadonlyMap<Severity, { finding: ListedFinding; ageMs: number }>;
  /** Every match_based_id listed, when asked to record them and every finding had one. */
  readonly recordedIds: string[] | undefined;
  /**
   * Why no id is recorded though asked: the ids listed were more than the gate records (`bytes`:
   * MAX_RECORDED_ID_BYTES), or more than record-finding-ids: auto chose to record for (`auto`).
   */
  readonly idsPastCap?: 'bytes' | 'auto';
  readonly count: number;
  readonly withoutId: number;
  readonly duplicateIds: number;
  readonly unreadableSeverity: number;
  readonly unreadableUnderDeadline: number;
  readonly foreign: { count: number; repositories: string[] };
  readonly hasBaselineIds: boolean;
}

/** A cell where the report and the list disagree. */
export interface CellDifference {
  project: string;
  product: ListedProduct;
  severity: Severity;
  report: number;
  listed: number;
  /** Of `report`, the findings the list added from the counted states the report does not count. */
  fromStates?: number;
  /** The list names a finding of the cell more than once (counted once). */
  repeats?: true;
}

/** One project as the gate reads it: the report's counts beside the list's. */
export interface ReadProject extends ProjectTally {
  /** The report's own counts (`counts` is the stricter reading: the larger where the list names more). */
  reported: CountMatrix;
  /** The list's cells of this project (by product and severity), where it was read. */
  listed: Map<string, ListedCell>;
  /** Per cell (`code.high`), what exceptions took out of the count: only where the list and the report agree. */
  excepted: Map<string, CellCounts>;
}

/** A cell where exceptions matched listed findings but could not apply: the list and the report disagree, or the list could not apply a report filter. */
export interface UnprovenExceptions {
  project: string;
  product: ListedProduct;
  severity: Severity;
  /** Listed findings an exception matched. */
  matched: number;
}

/** What the gate judges, from the report and the list together. */
export interface Reading {
  projects: ReadProject[];
  differences: CellDifference[];
  /** The listed products whose cells were compared both ways (read whole, every report filter applied). */
  compared: ListedProduct[];
  /** Per listed product in scope, the report filters the list could not apply (empty when it applied them all). */
  unapplied: Partial<Record<ListedProduct, string[]>>;
  /** The tally cells (cellKey) where exceptions were applied, with what they took out. */
  exceptedCells: Map<string, CellCounts>;
  /** The cells where exceptions matched but could not be applied. */
  unprovenExceptions: UnprovenExceptions[];
}
