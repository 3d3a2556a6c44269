// The counts the gate keeps: product × severity, per project and summed. Pure data, a leaf of gate/'s
// types (types.ts re-exports it): the baseline's and the findings list's types count in these too.

import type { Product, Severity } from '../domain.ts';

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
