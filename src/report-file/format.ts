// The report file (output `report-file`): the full result of a run as JSON, and the baseline of a
// later run. This is its format, one typed interface that the writer fills and the reader checks.
import type { Dependency, SecretFinding } from '../api/types.ts';
import type { EntryState } from '../gate/exceptions.ts';
import type { BudgetKey, CountedProject, CountingBasis, Freshness, ResolvedScope, SeverityBudget, Totals } from '../gate/types.ts';

/** The `format` of the report file, and the version this code writes and reads. */
export const REPORT_FORMAT = 'findings-gate-report';
export const REPORT_FORMAT_VERSION = 2;
/** The versions this code reads as a baseline: 1 (counts only) and 2 (counts, and the ids of the findings listed). */
export const READABLE_FORMAT_VERSIONS: readonly number[] = [1, 2];
/** Ids of listed findings a report file records at most (the details kept): beyond, new findings are count deltas. */
export const MAX_RECORDED_FINDING_IDS = 10_000;

/** Counts as the report file holds them. */
export type ReportCounts = Pick<Totals, 'total' | 'bySeverity' | 'byProduct' | 'matrix'>;

/** What the baseline of the run was: compared, or why not. */
export type ReportBaseline =
  | { used: true; file: string; generatedAt: string; ageHours: number; before: ReportCounts; new: ReportCounts; newSecretIds: string[] }
  | { used: false; file: string | null; why: string };

/** The report of a run that reached a verdict; what a baseline needs is `generatedAt` to `validSecretIds`. */
export interface VerdictReport {
  format: typeof REPORT_FORMAT;
  formatVersion: typeof REPORT_FORMAT_VERSION;
  /** When the run fetched its data (ISO). */
  generatedAt: string;
  /** The deployment, and the API (base-url: origin and path) that answered for it. */
  deployment: { id: string; name: string | null; api: string };
  basis: CountingBasis;
  /** Each project's findings as counted (they sum to `counts`), and what exceptions accepted there (`accepted`, when any). */
  projects: CountedProject[];
  validSecretIds: string[];
  /** The match_based_id of every finding listed, when the list was read whole (else null): what makes "new" exact. */
  findingIds: string[] | null;
  /** Why `findingIds` is null, in a user's words (a pull request's run under record-finding-ids: auto, …); null when it holds the ids. */
  findingIdsWhyNot: string | null;
  result: 'pass' | 'fail';
  mode: string;
  gateOn: string;
  counts: ReportCounts;
  reasons: string[];
  failOnSeverity: string;
  failOnValidSecrets: boolean;
  budgets: SeverityBudget[];
  exceeded: BudgetKey[];
  baseline: ReportBaseline | null;
  filters: string[];
  /** The named projects as checked (null for the whole deployment). */
  scope: ResolvedScope | null;
  /** The newest scans of the gated projects, or why they are unknown. */
  freshness: Freshness | null;
  /** Secrets returned for the scope that name another repository: not counted. */
  foreignSecrets: { count: number; repositories: string[] } | null;
  /** The findings list: how many were listed and kept in detail, or why not. */
  findings: { state: 'listed'; count: number; kept: number } | { state: 'off' } | { state: 'unavailable'; why: string } | null;
  /** The details of at most 10,000 confirmed-valid secrets, the most severe first. */
  validSecrets: SecretFinding[];
  /** The open confirmed-valid secrets in scope, counted: less those exceptions accepted (`exceptions.excepted.secrets`). */
  validSecretCount: number;
  /** How many open confirmed-valid secrets in scope (accepted or not) are left out of `validSecrets`. */
  validSecretsLeftOut: number;
  failOnBlockedLicenses: boolean;
  /** The blocked-license dependencies, counted: less those exceptions accepted; null when that gate is off. */
  blockedDependencyCount: number | null;
  blockedDependencies: Dependency[];
  dependencyInventory: { path: string; count: number } | null;
  /** The exceptions file: what its entries accepted, and which expired, matched nothing or could not apply (null without one). */
  exceptions: ReportExceptions | null;
  elapsedMs: number;
  requests: number;
}

/** The exceptions of a run, as the report file records them. */
export interface ReportExceptions {
  file: string;
  excepted: { findings: number; secrets: number; dependencies: number; total: number };
  entries: {
    number: number;
    line: number;
    state: EntryState;
    expiring: boolean;
    /** The match keys and narrowing as written (finding, rule, vulnerability, secret, package, projects, paths). */
    matches: Record<string, string | string[]>;
    reason: string;
    owner: string | null;
    expires: string;
    applied: number;
    unproven: number;
  }[];
}

/** The report of a run that could not decide: no counts, so never a baseline. */
export interface ErrorReport {
  format: typeof REPORT_FORMAT;
  formatVersion: typeof REPORT_FORMAT_VERSION;
  generatedAt: string;
  result: 'error';
  error: string;
  operation: string | null;
  deploymentId: string | null;
  elapsedMs: number;
  requests: number;
}

export type ReportFile = VerdictReport | ErrorReport;
