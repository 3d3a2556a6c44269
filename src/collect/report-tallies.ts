// The report's answers (one per severity, two under sca-reachable-only) merged into one tally per project
// as each arrives, so that parsed answers do not pile up; the projects they name draw on the run's budget,
// shared with the projects list (project-budget.ts), and past it the run stops (attack16 M1: four answers
// of 100,000 different projects, 803 MiB; attack18 M3: the list's and the report's counted apart, 478 MiB).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ApiError, FindingsReport } from '../api/index.ts';
import { ITEMS_PER_TURN } from '../api/pages.ts';
import type { Product, Severity } from '../domain.ts';
import { emptyMatrix } from '../gate/counts.ts';
import { ProjectIndex, repositoryKey } from '../gate/scope.ts';
import type { ProjectTally } from '../gate/types.ts';
import { ProjectBudget } from './project-budget.ts';

/** What one answer counted, by product, whatever the run's tallies keep of it. */
export type AnswerCounts = Record<Product, number>;

/**
 * The most answers in hand at once: asked for and not yet merged. Each waits as its bytes (up to the
 * report's 16 MiB cap) until the one before it is merged; eight at once, as sca-reachable-only asks, held
 * 394-484 MiB for 100,000 projects named in each (attack18 M3's shapes); four are the severities' requests.
 */
export const ANSWERS_IN_HAND = 4;

/** The run's tallies, one per project, merged from the report's answers as they arrive. */
export class ReportTallies {
  readonly #index = new ProjectIndex<ProjectTally>();
  readonly #merged: ProjectTally[] = [];
  readonly #budget: ProjectBudget;
  #past: ApiError | undefined;
  /** Answers that may yet be asked for before one in hand is merged, and the requests waiting for one to be. */
  #free = ANSWERS_IN_HAND;
  readonly #waiting: (() => void)[] = [];
  /** The last answer's merge: the next one decodes once it is done. */
  #turn: Promise<unknown> = Promise.resolve();

  /** `budget`: the run's, shared with the projects list; each new tally draws on it. */
  constructor(budget = new ProjectBudget()) {
    this.#budget = budget;
  }

  /**
   * Asks for one severity's answer (`ask`: its bytes, decoded when called) once fewer than ANSWERS_IN_HAND
   * are in hand, and merges it once those that arrived before it are: one answer parsed at a time.
   * Returns what it counted, by product (merge).
   */
  async answer(severity: Severity, products: readonly Product[], ask: () => Promise<() => FindingsReport>): Promise<AnswerCounts> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((go) => this.#waiting.push(go));
    try {
      const decode = await ask();
      const merged = this.#turn.then(() => this.merge(severity, products, decode().projects));
      this.#turn = merged.catch(() => undefined);
      return await merged;
    } finally {
      const next = this.#waiting.shift();
      if (next === undefined) this.#free++;
      else next();
    }
  }

  /**
   * Merges one severity's answer into the tallies, a turn of the event loop every ITEMS_PER_TURN rows (the
   * run's deadline can end it); past the budget, and for every answer after that, the bound's error.
   * Returns what the answer counted, by product.
   */
  async merge(severity: Severity, products: readonly Product[], projects: FindingsReport['projects']): Promise<AnswerCounts> {
    const counted: AnswerCounts = { code: 0, sca: 0, secrets: 0 };
    for (const [i, p] of projects.entries()) {
      if (i > 0 && i % ITEMS_PER_TURN === 0) await nextTurn();
      if (this.#past !== undefined) throw this.#past;
      const tally = this.#tallyOf(p);
      for (const product of products) tally.counts[product][severity] += p[product];
      for (const product of ['code', 'sca', 'secrets'] as const) counted[product] += p[product];
    }
    if (this.#past !== undefined) throw this.#past;
    return counted;
  }

  /** The tallies merged so far, each project once. */
  tallies(): ProjectTally[] {
    return this.#merged;
  }

  /** The tally of a row's project: found, or added (its key computed once: a long label's key is a SHA-256). */
  #tallyOf(p: FindingsReport['projects'][number]): ProjectTally {
    const key = repositoryKey(p.label);
    const found = this.#index.find(p, key);
    if (found !== undefined) {
      this.#index.identify(found, p.projectId);
      return found;
    }
    try {
      this.#budget.take('report', { id: p.projectId, name: p.label });
    } catch (error) {
      this.#past = error as ApiError;
      throw error;
    }
    const tally: ProjectTally = { label: p.label, ...(p.projectId !== undefined ? { projectId: p.projectId } : {}), counts: emptyMatrix() };
    this.#index.add(tally, key);
    this.#merged.push(tally);
    return tally;
  }
}
