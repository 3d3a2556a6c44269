// Builders of the gate's plain values for unit tests: count matrices, project tallies, GateData and
// verdicts. One place, so that a new field changes one builder, not every test file.
import type { ListedFinding, SecretFinding } from '../../src/api/types.ts';
import type { Config } from '../../src/config/index.ts';
import { overBudgetOf } from '../../src/gate/checks.ts';
import { computeTotals, emptyMatrix } from '../../src/gate/counts.ts';
import { countedOf } from '../../src/gate/evaluate.ts';
import { type FindingJudging, FindingsTally } from '../../src/gate/findings.ts';
import { readingOf } from '../../src/gate/reading.ts';
import type {
  BudgetKey,
  CountMatrix,
  FindingsListing,
  GateData,
  KeptFinding,
  Product,
  ProjectTally,
  Reason,
  Severity,
  Verdict,
} from '../../src/gate/types.ts';
import { FETCHED_AT } from './fixtures.ts';

/** A cell of a count matrix, `product.severity`. */
export type Cell = `${Product}.${Severity}`;

/** Counts as a test states them: by cell (`{ 'code.high': 2 }`) or by product (`{ code: { high: 2 } }`). */
export type Cells = Partial<Record<Cell, number>> | Partial<Record<Product, Partial<Record<Severity, number>>>>;

/** A count matrix with the given cells set, every other cell 0. */
export function matrixOf(cells: Cells = {}): CountMatrix {
  const counts = emptyMatrix();
  for (const [key, value] of Object.entries(cells)) {
    if (typeof value === 'number' || value === undefined) {
      const [product, severity] = key.split('.') as [Product, Severity];
      counts[product][severity] = value ?? 0;
    } else {
      Object.assign(counts[key as Product], value);
    }
  }
  return counts;
}

/** One project's counts; with an id when given. */
export function tallyOf(label: string, cells: Cells = {}, projectId?: string): ProjectTally {
  return { label, ...(projectId === undefined ? {} : { projectId }), counts: matrixOf(cells) };
}

/** The data of a run: deployment 1234 fetched at FETCHED_AT, nothing in it unless given. */
export function gateDataOf(overrides: Partial<GateData> = {}): GateData {
  return { deploymentId: '1234', fetchedAt: FETCHED_AT, projects: [], validSecrets: [], ...overrides };
}

/** `n` open, confirmed-valid secrets with the ids 0 to n-1 and only the required fields. */
export function bareSecrets(n: number): SecretFinding[] {
  return Array.from(
    { length: n },
    (_, i): SecretFinding => ({
      id: String(i),
      type: 'AWS',
      severity: 'SEVERITY_HIGH',
      status: 'FINDING_STATUS_OPEN',
      validationState: 'VALIDATION_STATE_CONFIRMED_VALID',
      open: 'asked',
      confirmedValid: 'asked',
    }),
  );
}

/** A verdict on `data` with the given reasons, totals summed as the gate sums them (gate-on total). */
export function verdictOf(
  config: Pick<Config, 'findingTypes'> & Partial<Pick<Config, 'failOnSeverity'>>,
  data: Pick<GateData, 'projects'> &
    Partial<Pick<GateData, 'findings' | 'scope' | 'validSecrets' | 'validSecretCount' | 'blockedDependencies' | 'blockedDependencyCount'>>,
  reasons: Reason[] = [],
  exceeded: BudgetKey[] = [],
): Verdict {
  const reading = readingOf(data, config);
  const counted = countedOf({ validSecrets: [], ...data }, reading);
  const totals = computeTotals(counted.projects, config.findingTypes);
  // Each reason a check of its own; the counts marked as the gate marks them (gate/checks.ts).
  const checks = reasons.map((reason, n) => ({ id: `${reason.kind}.${n + 1}`, rule: reason.kind, label: reason.text, reasons: [reason] }));
  const severity = reasons.filter((reason) => reason.kind === 'severity');
  const budget = [
    ...reasons.filter((reason) => reason.kind === 'budget'),
    ...exceeded.map((key): Reason => ({ kind: 'budget', key, text: key })),
  ];
  const floor = { failOnSeverity: config.failOnSeverity ?? 'none', findingTypes: config.findingTypes };
  const overBudget = overBudgetOf(floor, totals, { severity, budget });
  return {
    result: reasons.length > 0 ? 'fail' : 'pass',
    reasons,
    exceeded,
    checks,
    overBudget,
    gateOn: 'total',
    totals,
    counted,
    judged: totals,
    reading,
  };
}

/** A listed finding of acme/api: a high code finding with an id and a match_based_id, overridden as given. */
export function listedOf(over: Partial<ListedFinding> = {}): ListedFinding {
  return { id: '1', issueType: 'sast', rule: 'a.b.rule-x', severity: 'high', repository: { name: 'acme/api' }, ...over };
}

/** Every `product.severity` of the listed products: a list read whole. */
export const WHOLE_LIST = ['code', 'sca'].flatMap((p) => ['low', 'medium', 'high', 'critical'].map((s) => `${p}.${s}`));

/** A listing as the collector makes it: each finding judged by a tally, every finding kept in detail. */
export function listingOf(
  findings: readonly ListedFinding[],
  judging: Partial<FindingJudging> = {},
  extra: Partial<Extract<FindingsListing, { state: 'listed' }>> = {},
): Extract<FindingsListing, { state: 'listed' }> {
  const tally = new FindingsTally({ now: Date.parse(FETCHED_AT), scope: 'all', recordIds: true, ...judging });
  const kept: KeptFinding[] = [];
  for (const finding of findings) {
    const judged = tally.add({ ...finding });
    if (judged !== undefined) kept.push({ ...finding, judged });
  }
  return { state: 'listed', findings: kept, count: tally.count, tally: tally.counted(), complete: WHOLE_LIST, unapplied: {}, ...extra };
}
