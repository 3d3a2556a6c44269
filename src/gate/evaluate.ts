// The gate's decision: a pure function of the configuration and the fetched data.
import { PRODUCTS, SEVERITIES } from '../api/types.ts';
import type { BudgetKey, Config, CountMatrix, GateData, Product, Reason, Severity, Totals, Verdict } from './types.ts';

/** A matrix of zeros, product × severity. */
export function emptyMatrix(): CountMatrix {
  const row = (): Record<Severity, number> => ({ low: 0, medium: 0, high: 0, critical: 0 });
  return { code: row(), sca: row(), secrets: row() };
}

/** Sums the projects' counts over the products that count; products not in scope stay zero. */
export function computeTotals(data: Pick<GateData, 'projects'>, findingTypes: readonly Product[]): Totals {
  const matrix = emptyMatrix();
  for (const project of data.projects) {
    for (const product of findingTypes) {
      for (const severity of SEVERITIES) matrix[product][severity] += project.counts[product][severity];
    }
  }
  const bySeverity = { low: 0, medium: 0, high: 0, critical: 0 };
  const byProduct = { code: 0, sca: 0, secrets: 0 };
  let total = 0;
  for (const product of PRODUCTS) {
    for (const severity of SEVERITIES) {
      const n = matrix[product][severity];
      bySeverity[severity] += n;
      byProduct[product] += n;
      total += n;
    }
  }
  return { matrix, bySeverity, byProduct, total };
}

/** The count a budget key refers to. */
export function countFor(totals: Totals, key: BudgetKey): number {
  if (key === 'total') return totals.total;
  if ((SEVERITIES as readonly string[]).includes(key)) return totals.bySeverity[key as Severity];
  if ((PRODUCTS as readonly string[]).includes(key)) return totals.byProduct[key as Product];
  const [product, severity] = key.split('.') as [Product, Severity];
  return totals.matrix[product][severity];
}

/** Severities at or above the floor, most severe first. */
export function severitiesAtOrAbove(floor: Severity): Severity[] {
  return SEVERITIES.slice(SEVERITIES.indexOf(floor)).reverse();
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Decides pass or fail, with every reason, most important first. */
export function evaluate(config: Config, data: GateData): Verdict {
  const totals = computeTotals(data, config.findingTypes);
  const reasons: Reason[] = [];
  const exceeded: BudgetKey[] = [];

  if (config.failOnSeverity !== 'none') {
    for (const severity of severitiesAtOrAbove(config.failOnSeverity)) {
      const n = totals.bySeverity[severity];
      if (n > 0) {
        reasons.push({ kind: 'severity', key: severity, text: `${severity}: ${n} > 0 (fail-on-severity ${config.failOnSeverity})` });
      }
    }
  }
  for (const budget of config.budgets) {
    const n = countFor(totals, budget.key);
    if (n > budget.max) {
      reasons.push({ kind: 'budget', key: budget.key, text: `${budget.key}: ${n} > ${budget.max}` });
      exceeded.push(budget.key);
    }
  }
  if (config.failOnValidSecrets && data.validSecrets.length > 0) {
    const n = data.validSecrets.length;
    reasons.push({ kind: 'secrets', text: plural(n, 'confirmed-valid secret', 'confirmed-valid secrets') });
  }
  const blocked = data.blockedDependencyCount ?? data.blockedDependencies?.length ?? 0;
  if (blocked > 0) {
    const n = blocked;
    reasons.push({ kind: 'licenses', text: plural(n, 'dependency with a blocked license', 'dependencies with a blocked license') });
  }
  return { result: reasons.length > 0 ? 'fail' : 'pass', reasons, totals, exceeded };
}
