// Builders of the gate's plain values for unit tests: count matrices, project tallies, GateData and
// verdicts. One place, so that a new field changes one builder, not every test file.
import type { SecretFinding } from '../../src/api/types.ts';
import type { Config } from '../../src/config/index.ts';
import { computeTotals, emptyMatrix } from '../../src/gate/counts.ts';
import type { BudgetKey, CountMatrix, GateData, Product, ProjectTally, Reason, Severity, Verdict } from '../../src/gate/types.ts';
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
    }),
  );
}

/** A verdict on `data` with the given reasons, totals summed as the gate sums them (gate-on total). */
export function verdictOf(
  config: Pick<Config, 'findingTypes'>,
  data: Pick<GateData, 'projects'>,
  reasons: Reason[] = [],
  exceeded: BudgetKey[] = [],
): Verdict {
  const totals = computeTotals(data.projects, config.findingTypes);
  return { result: reasons.length > 0 ? 'fail' : 'pass', reasons, exceeded, gateOn: 'total', totals, judged: totals };
}
