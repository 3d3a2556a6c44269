// The findings list as the gate reads it: each finding judged (gate/findings.ts, the tally), the cells
// it counts, and the list read beside the report (gate/reading.ts). Pure data, a leaf of gate/'s types
// (types.ts re-exports it).

import type { ListedFinding } from '../api/types.ts';
import type { Severity } from '../domain.ts';
import type { CountMatrix, ProjectTally } from './count-types.ts';
import type { ExceptionMatcher } from './exceptions.ts';

/** `max-open-age`: how long an open finding of a severity may stay open. */
export type OpenAgeLimits = Partial<Record<Severity, { ms: number; asWritten: string }>>;

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
  /**
   * Of a cell two report rows share (their names fold to one repository): what the rows count together
   * that the list does not name. Each row's own count against the shared list would hide it (attack12 M1).
   */
  unnamed?: number;
  /**
   * Repeats the tally dropped (a finding named again at this severity, under another id and its match_based_id)
   * that were past their deadline, or of unknown age: the copy counted may be within it (attack36 S2).
   */
  overdueRepeats?: { past: number; unknownAge: number };
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
