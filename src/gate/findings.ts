// The findings list, judged one finding at a time as it is read: each listed finding is placed in its
// cell (project × product × severity), and judged against the baseline (new or known, by
// match_based_id) and its remediation deadline. A tally keeps the counts per cell, never the findings
// themselves, so a list of any length costs the same memory. A finding the lists of one product name
// twice (two list ids, or the sast and the ai_sast list) counts once, and marks the cells it was named
// in: such a cell never proves what the report counts. Pure: no I/O; the collector feeds it.
import type { ListedFinding } from '../api/types.ts';
import { ageMs, SEVERITIES, type Severity, severityName, stampMs } from '../domain.ts';
import { DigestMarks } from './digest-marks.ts';
import { repositoryKey } from './scope.ts';
import type { DeadlineState, FindingJudging, JudgedFinding, ListedCell, ListedProduct, ListedTally, OpenAgeLimits } from './types.ts';

export type { FindingJudging, JudgedFinding, ListedCell, ListedProduct } from './types.ts';

/** Triage that takes a finding out of its deadline: a decision (ignored, false positive), never a suggestion. */
const EXEMPT_TRIAGE: ReadonlySet<string | undefined> = new Set(['ignored', 'false_positive']);

/** Whether a finding was triaged away: its triage state is ignored, or its triage reason is false positive. */
export function isExempt(finding: Pick<ListedFinding, 'triageState' | 'triageReason'>): boolean {
  return EXEMPT_TRIAGE.has(finding.triageState) || EXEMPT_TRIAGE.has(finding.triageReason);
}

/** Since when a finding has been open (ms): relevant_since, else created_at; undefined when neither reads as a time. */
export function openSince(finding: Pick<ListedFinding, 'relevantSince' | 'createdAt'>): number | undefined {
  const time = finding.relevantSince ?? finding.createdAt;
  const ms = time === undefined ? Number.NaN : stampMs(time);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The product of an issue type: AI findings are code findings. */
export function productOf(finding: Pick<ListedFinding, 'issueType'>): ListedProduct {
  return finding.issueType === 'sca' ? 'sca' : 'code';
}

/** Where a finding's deadline stands at `now`, against no deadline, an exempt triage, or the limit of its severity. */
function deadlineState(
  finding: Pick<ListedFinding, 'severity' | 'triageState' | 'triageReason'>,
  limits: OpenAgeLimits | undefined,
  age: number | undefined,
): DeadlineState {
  if (limits === undefined || Object.keys(limits).length === 0) return 'none';
  if (isExempt(finding)) return 'exempt';
  const severity = severityName(finding.severity);
  // A severity the gate cannot read has no deadline it can know: its age is held against every deadline.
  if (severity === undefined) return 'unknown';
  const limit = limits[severity];
  if (limit === undefined) return 'none';
  if (age === undefined) return 'unknown';
  return age > limit.ms ? 'past' : 'within';
}

/** Where a finding's deadline stands at `now`, and how long it has been open when that is known. */
export function deadlineOf(
  finding: Pick<ListedFinding, 'severity' | 'relevantSince' | 'createdAt' | 'triageState' | 'triageReason'>,
  limits: OpenAgeLimits | undefined,
  now: number,
): { state: DeadlineState; ageMs?: number } {
  const age = ageMs(openSince(finding), now);
  const state = deadlineState(finding, limits, age);
  return age === undefined ? { state } : { state, ageMs: age };
}

/**
 * The most heap the match_based_ids a tally records may take (each id's characters, one byte each or two past
 * U+00FF, and RECORDED_ID_OVERHEAD): past it none is recorded, as when a finding has none (the report file
 * then holds no ids, the run warns, and the next run compares counts). The ids of the 500,000 findings a
 * run remembers fit at the vendor's 130 characters (at 48 MiB, 310,000 did: attack8 I1); a server's
 * 500,000 ids of 4,096 two-byte characters were 4 GB. Under record-finding-ids: auto, at most 50,000 are
 * kept (FindingJudging's recordIdsMax).
 */
export const MAX_RECORDED_ID_BYTES = 80 * 1024 * 1024;

/**
 * `record-finding-ids: auto` records the ids of a list of at most this many code and supply-chain
 * findings (as the report counts them): a repository's or a small deployment's nightly keeps them for
 * the pull requests' baseline; a larger list is read whole only where a check of the run needs it.
 */
export const RECORD_IDS_AUTO_MAX = 50_000;
/**
 * The most findings the lists of a run may name (counted, or left out by a supply-chain filter): each is
 * remembered to tell a repeat from a new one (here, and before the filter in collect/findings.ts). A list that
 * names more stops the run rather than grow without bound, or judge fewer; 500,000 keep the run under 400 MiB.
 * The tally records one id per finding it counts, so a report file holds at most this many: a baseline
 * that holds more was not written by the gate, and is not used (report-file/read.ts).
 */
export const MAX_LISTED_FINDINGS = 500_000;
/** The marks of the severities a finding was named at (a bit each); the bits above are the "added" marks (#repeated). */
const ADDED_FREE = (1 << SEVERITIES.length) - 1;
/** What one recorded id holds beside its characters: its string's header and its place in the list. */
const RECORDED_ID_OVERHEAD = 32;

/** The key of a cell in a tally. */
export function cellKey(project: string, product: ListedProduct, severity: Severity): string {
  return `${project}\u0000${product}\u0000${severity}`;
}

/**
 * What a listed finding is beside its keys, which a copy of it in another list (its status changed between two
 * requests) shares: its rule, file, line, advisory and package. Its status and triage may differ between the copies.
 */
function identityOf(f: ListedFinding): string[] {
  const d = f.dependency;
  return [f.rule, f.filePath ?? '', String(f.line ?? ''), f.vulnerability ?? '', d?.package ?? '', d?.version ?? '', d?.ecosystem ?? ''];
}

/** Parts as one key, each with its length first: no two lists of parts make one key, whatever they hold. */
function partsKey(parts: readonly string[]): string {
  return parts.map((part) => `${part.length}:${part}`).join(' ');
}

/**
 * The listed findings, tallied per cell as they are read: counts only, and the one oldest finding past
 * its deadline per severity (for the reason that names it). Findings of another repository than the
 * scope's are counted apart, never in a cell.
 */
export class FindingsTally implements ListedTally {
  readonly cells = new Map<string, ListedCell>();
  /** Each project's repository name as the list wrote it (as the run keeps it: a long one may be cut, marked `…`), by repository key. */
  readonly names = new Map<string, string>();
  /** The oldest finding past its deadline, per severity (of those no exception matched). */
  readonly oldestPast = new Map<Severity, { finding: ListedFinding; ageMs: number }>();
  /** The oldest finding past its deadline that an exception matched, per severity. */
  readonly oldestPastExcepted = new Map<Severity, { finding: ListedFinding; ageMs: number }>();
  /** Every match_based_id listed, when asked to record them and every finding had one. */
  recordedIds: string[] | undefined;
  /** Set when the ids listed were more than the gate records (ListedTally's idsPastCap): none is recorded, and the run says so. */
  idsPastCap: 'bytes' | 'auto' | undefined;
  count = 0;
  withoutId = 0;
  /** Findings whose match_based_id an earlier finding of the same project and product had. */
  duplicateIds = 0;
  /** Findings whose severity the gate cannot read (counted as critical). */
  unreadableSeverity = 0;
  /** Of those, under max-open-age: age unknown against every deadline. */
  unreadableUnderDeadline = 0;
  /** Findings of another repository than the scope's (a server that ignored the filter): not counted. */
  readonly foreign = { count: 0, repositories: [] as string[] };
  readonly #judging: FindingJudging;
  readonly #scope: ReadonlySet<string> | 'all';
  /** The baseline's match_based_ids not matched yet, each with how many times it is left; empty without a baseline of ids. */
  readonly #remaining = new Map<string, number>();
  readonly #baselineIds: boolean;
  /** Each finding by project, product and match_based_id (else its list id): the severities it was listed at, one bit each (digest-marks.ts). */
  readonly #seen = new DigestMarks();
  /** The heap the recorded ids take (MAX_RECORDED_ID_BYTES). */
  #recordedBytes = 0;
  /** Each project's number in the keys of #seen: a key holds a number, not a copy of the server's name. */
  readonly #projectNumbers = new Map<string, number>();
  /** How a project's name is kept for the rest of the run (the run's budget of kept text); as written by default. */
  readonly #keepName: (name: string) => string;

  constructor(judging: FindingJudging, keepName: (name: string) => string = (name) => name) {
    this.#judging = judging;
    this.#keepName = keepName;
    this.#scope = judging.scope === 'all' ? 'all' : new Set(judging.scope.map(repositoryKey));
    this.#baselineIds = judging.baselineIds !== undefined;
    for (const id of judging.baselineIds ?? []) this.#remaining.set(id, (this.#remaining.get(id) ?? 0) + 1);
    if (judging.recordIds) this.recordedIds = [];
  }

  /** Whether findings are judged against a baseline's ids (else `fresh` means nothing). */
  get hasBaselineIds(): boolean {
    return this.#baselineIds;
  }

  /** What the tally counted, as plain values: what GateData holds once the list is read. */
  counted(): ListedTally {
    const { cells, names, oldestPast, oldestPastExcepted, recordedIds, count, withoutId, duplicateIds } = this;
    const { unreadableSeverity, unreadableUnderDeadline, foreign, hasBaselineIds, idsPastCap } = this;
    return {
      ...(idsPastCap ? { idsPastCap } : {}),
      cells,
      names,
      oldestPast,
      oldestPastExcepted,
      recordedIds,
      count,
      withoutId,
      duplicateIds,
      unreadableSeverity,
      unreadableUnderDeadline,
      foreign,
      hasBaselineIds,
    };
  }

  /**
   * Each cell's findings that a walk of a counted state the report does not count added (`add(finding, true)`)
   * and the open list named after: the report counts them already, so they are taken back from what was added
   * (attack5 F8). Whichever list answers first, a finding in both is added to the report's count never.
   */
  readonly takenBack = new Map<string, number>();

  /** Places and judges one finding; undefined when it belongs to another repository than the scope's. `added`: listed by a counted state the report does not count. */
  add(finding: ListedFinding, added = false): JudgedFinding | undefined {
    const name = finding.repository?.name ?? '';
    // A blank name has the key '': the row of findings that name no repository.
    const project = repositoryKey(name);
    // A finding that names no repository is kept: the gate fails closed.
    if (this.#scope !== 'all' && project !== '' && !this.#scope.has(project)) {
      this.foreign.count++;
      if (this.foreign.repositories.length < 20 && !this.foreign.repositories.includes(name)) this.foreign.repositories.push(name);
      return undefined;
    }
    const read = severityName(finding.severity);
    const severity = read ?? 'critical';
    const product = productOf(finding);
    const key = cellKey(project, product, severity);
    const cell = this.#cell(key);
    if (this.#repeated(finding, { project, product, severity, added }, cell)) {
      this.#overdueRepeat(finding, severity, cell);
      return undefined;
    }
    this.count++;
    if (!this.names.has(project)) this.names.set(project, this.#keepName(name));
    const fresh = this.#fresh(finding.matchBasedId);
    const { state, ageMs: age } = deadlineOf(finding, this.#judging.maxOpenAge, this.#judging.now);
    // A finding of a severity the gate cannot read is counted on the strict side: no exception takes it.
    const exception = read === undefined ? undefined : this.#judging.exceptions?.matchFinding(finding, key);
    // An excepted finding is counted in the cell as any other, and again apart: the reading decides whether the exception applies.
    if (exception !== undefined) cell.excepted ??= { listed: 0, fresh: 0, past: 0, unknownAge: 0 };
    const counts = exception === undefined ? [cell] : [cell, cell.excepted as ListedCell];
    for (const counted of counts) {
      counted.listed++;
      if (fresh) counted.fresh++;
      if (read !== undefined && state === 'unknown') counted.unknownAge++;
      if (state === 'past') counted.past++;
    }
    if (read === undefined) {
      this.unreadableSeverity++;
      if (state === 'unknown') this.unreadableUnderDeadline++;
    }
    // A finding past its deadline has an age (deadlineOf gives one with every 'past').
    if (state === 'past')
      this.#rememberOldest(exception === undefined ? this.oldestPast : this.oldestPastExcepted, severity, finding, age as number);
    return {
      project,
      product,
      severity,
      severityRead: read !== undefined,
      fresh,
      deadline: state,
      ...(age === undefined ? {} : { ageMs: age }),
      ...(exception === undefined ? {} : { exception: exception.number }),
    };
  }

  /**
   * A repeat dropped at this severity is judged against its deadline too: the copy the tally counted (the first
   * named, perhaps opened today or triaged) must not keep a finding past its deadline from being so (attack36 S2).
   */
  #overdueRepeat(finding: ListedFinding, severity: Severity, cell: ListedCell): void {
    const { state, ageMs: age } = deadlineOf(finding, this.#judging.maxOpenAge, this.#judging.now);
    if (state !== 'past' && state !== 'unknown') return;
    cell.overdueRepeats ??= { past: 0, unknownAge: 0 };
    if (state === 'unknown') cell.overdueRepeats.unknownAge++;
    else {
      cell.overdueRepeats.past++;
      this.#rememberOldest(this.oldestPast, severity, finding, age as number);
    }
  }

  #cell(key: string): ListedCell {
    let cell = this.cells.get(key);
    if (cell === undefined) {
      cell = { listed: 0, fresh: 0, past: 0, unknownAge: 0 };
      this.cells.set(key, cell);
    }
    return cell;
  }

  /**
   * Whether the lists of this product named the finding before at this severity (it counts once, and is
   * not judged again). A finding named before, at this severity or another, marks every cell it was named
   * in: whatever order the lists arrive in, the same cells are marked and the same findings counted.
   */
  #repeated(
    finding: ListedFinding,
    where: { project: string; product: ListedProduct; severity: Severity; added: boolean },
    cell: ListedCell,
  ): boolean {
    const { project, product, severity, added } = where;
    const mark = 1 << SEVERITIES.indexOf(severity);
    // A second bit per severity: counted first by a walk of a counted state the report does not count.
    const addedMark = mark << SEVERITIES.length;
    let number = this.#projectNumbers.get(project);
    if (number === undefined) {
      number = this.#projectNumbers.size;
      this.#projectNumbers.set(project, number);
    }
    // A finding is known by its list id and by its match_based_id: named again under either, in any list of the
    // product (`sast` and `ai_sast` are both code), it is a repeat. By one of them alone, a copy without the
    // other, or with another, counted twice (attack29 E1). One digest a key, whatever the length of the server's
    // ids (digest-marks.ts); a slot is read again after the other key is added, which may move it.
    // A key holds what the finding is too: another finding under the same id (a walk of another state naming an open
    // finding's id), or under the same match_based_id with another rule or file, is another finding, counted (attack38 W1).
    const keys = [`${number} ${product} id ${finding.id} ${partsKey(identityOf(finding))}`];
    if (finding.matchBasedId !== undefined)
      keys.push(`${number} ${product} match ${finding.matchBasedId} ${partsKey([finding.rule, finding.filePath ?? ''])}`);
    const marks = keys.map((key) => this.#seen.marksAt(this.#seen.slot(key)));
    const before = marks.reduce((all, one) => all | one, 0);
    // The severities named are every key's; the "added" marks each key's own, set only by the finding a counted
    // state's walk counted (a repeat there does not carry them to a key of its own: attack39 T1).
    const named = (before | mark) & ADDED_FREE;
    const addedHere = (before & mark) === 0 && added ? addedMark : 0;
    // The open list names what a counted state's walk added first at this severity: taken back, once. Only an item
    // whose every key is marked is that finding: each take-back clears an id key one counted finding marked, so a
    // finding is never taken back twice (by one copy under its id, another under its match_based_id: attack39 T1).
    const back = !added && marks.every((one) => (one & addedMark) !== 0);
    if (back) {
      const at = cellKey(project, product, severity);
      this.takenBack.set(at, (this.takenBack.get(at) ?? 0) + 1);
    }
    keys.forEach((key, at) => {
      const own = ((marks[at] ?? 0) & ~ADDED_FREE & (back ? ~addedMark : ~0)) | addedHere;
      this.#seen.setMarksAt(this.#seen.slot(key), named | own);
    });
    if (before === 0) {
      // Against a baseline of ids, another finding under a match_based_id already named: counted, and "new" by that id
      // is no longer exact (a key more a finding, only where "new" is read by these ids: memory).
      if (this.#baselineIds && finding.matchBasedId !== undefined && this.#sharedMatch(`${number} ${product} mbid ${finding.matchBasedId}`))
        this.duplicateIds++;
      return false;
    }
    if ((marks[1] ?? 0) !== 0) this.duplicateIds++;
    cell.repeats = true;
    for (const [at, other] of SEVERITIES.entries()) if ((before >> at) & 1) this.#cell(cellKey(project, product, other)).repeats = true;
    return (before & mark) !== 0;
  }

  /** Whether a finding was named under this match_based_id before (whatever its rule or file); marks it named. */
  #sharedMatch(key: string): boolean {
    const slot = this.#seen.slot(key);
    const named = this.#seen.marksAt(slot) !== 0;
    this.#seen.setMarksAt(slot, 1);
    return named;
  }

  #rememberOldest(
    oldestOf: Map<Severity, { finding: ListedFinding; ageMs: number }>,
    severity: Severity,
    finding: ListedFinding,
    ageMs: number,
  ): void {
    const oldest = oldestOf.get(severity);
    if (oldest === undefined || ageMs > oldest.ageMs) oldestOf.set(severity, { finding, ageMs });
  }

  /** Records a match_based_id, while the recorded ones fit in MAX_RECORDED_ID_BYTES; past it, none. */
  #record(id: string): void {
    if (this.recordedIds === undefined) return;
    this.#recordedBytes += RECORDED_ID_OVERHEAD + (/[^\u0000-\u00ff]/.test(id) ? 2 : 1) * id.length;
    const past =
      this.#recordedBytes > MAX_RECORDED_ID_BYTES
        ? 'bytes'
        : this.recordedIds.length >= (this.#judging.recordIdsMax ?? Infinity)
          ? 'auto'
          : undefined;
    if (past === undefined) this.recordedIds.push(id);
    else {
      this.recordedIds = undefined;
      this.idsPastCap = past;
    }
  }

  /**
   * Whether a match_based_id is new to the baseline (a multiset: a repeat beyond the baseline's own count is
   * new). A finding listed without one may be new: against a baseline of ids it counts as new (fail closed,
   * as the findings the list does not name: attack13 H1).
   */
  #fresh(id: string | undefined): boolean {
    if (id === undefined) {
      this.withoutId++;
      this.recordedIds = undefined;
      return this.#baselineIds;
    }
    this.#record(id);
    const left = this.#remaining.get(id) ?? 0;
    if (left === 0) return true;
    this.#remaining.set(id, left - 1);
    return false;
  }
}
