// The baseline: an earlier run's counts as its report file holds them, and how this run's moved since.
// Pure data, a leaf of gate/'s types (types.ts re-exports it); the comparison is gate/baseline.ts.

import type { Product } from '../domain.ts';
import type { CountedProject, CountMatrix, Totals } from './count-types.ts';

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
