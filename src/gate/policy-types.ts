// The types of the platform's policy a run follows (gate/platform-policy.ts) and of the supply-chain
// filters (gate/sca-filters.ts): a leaf, re-exported by types.ts.
import type { ListedFinding, ListStatus, SecretFinding } from '../api/types.ts';

/** The supply-chain filters of a run. */
export interface ScaFilters {
  /** `sca-reachable-only`: reachable, always reachable and conditionally reachable findings count. */
  reachableOnly: boolean;
  /** `sca-fixable-only`: findings with a fix recommendation count. */
  fixableOnly: boolean;
  /** `sca-min-epss`: findings whose EPSS probability is at least this (0 to 1) count, and those without one; absent: all. */
  minEpss?: number;
}

/** The rules of the platform's policy a run follows. */
export interface PlatformRules {
  /** `fail-on-blocking`: fail on the code findings of rules in Block mode and the secrets in Block mode. */
  failOnBlocking: boolean;
  /** `count-triage-states`: the states of a finding that count, as the findings list spells them. */
  countStates: readonly ListStatus[];
  /** `fail-on-malicious`: fail on any counted finding from a malicious dependency. */
  failOnMalicious: boolean;
  /** The supply-chain filters. */
  sca: ScaFilters;
}

/** Items of a list read whole: the first few kept in detail, every one counted; the states whose walks did not answer whole. */
export interface Named<T> {
  kept: T[];
  count: number;
  /** The walks that failed: what they and the others listed before still counts (a FAIL stands), a pass cannot. */
  unread?: UnreadWalk[];
}

/** One state's walk of a policy list that did not answer whole: the state, why, and its error (absent where the list is not there: `unjudged` says it). */
export interface UnreadWalk {
  state: string;
  why: string;
  error?: unknown;
}

/** What the run read of the platform's policy. */
export interface PolicyData {
  /** With fail-on-blocking: the code findings listed with `policies=rule-board-block`, in the counted states. */
  blockingCode?: Named<ListedFinding>;
  /** With fail-on-blocking: the secrets of mode MODE_BLOCK, in the counted states, whatever their validity. */
  blockingSecrets?: Named<SecretFinding>;
  /** With fail-on-malicious: the supply-chain findings listed with `is_malicious=true`, in the counted states. */
  malicious?: Named<ListedFinding>;
  /** The counted states beyond the report's that the list added to the counts, or why it could not. */
  addedStates: { states: ListStatus[] } | { why: string };
  /** What could not be read, each a clause: the verdict cannot pass on it. */
  unjudged: string[];
}
