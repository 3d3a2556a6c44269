// The report's answers (one per severity, two under sca-reachable-only) merged into one tally per project
// as each arrives, so that parsed answers do not pile up; together they name at most MAX_REPORT_PROJECTS
// projects, and past it the run stops (attack16 M1: four answers of 100,000 different projects, 803 MiB).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ApiError, type FindingsReport } from '../api/index.ts';
import { ITEMS_PER_TURN } from '../api/pages.ts';
import type { Product, Severity } from '../domain.ts';
import { emptyMatrix } from '../gate/counts.ts';
import { ProjectIndex, repositoryKey } from '../gate/scope.ts';
import type { ProjectTally } from '../gate/types.ts';

/**
 * The most projects the report's answers may name together: as many as one answer may hold
 * (api/answer.ts ANSWER_ITEMS.report), so that a deployment of that many projects, named in every
 * answer, is judged; each is a row of the run (about 1 KiB).
 */
export const MAX_REPORT_PROJECTS = 100_000;

/** The error of answers that name more projects than a run keeps: it says what to narrow. */
export function tooManyReportProjects(most: number): ApiError {
  return new ApiError({
    operation: 'report',
    // The gate's own bound, not what the API did: on-api-error does not soften it.
    kind: 'bound',
    reason: `the report's answers name more than ${most.toLocaleString('en-US')} projects, the most a run keeps; stopped rather than judge a part of them (narrow projects: name the projects to gate)`,
  });
}

/** What one answer counted, by product, whatever the run's tallies keep of it. */
export type AnswerCounts = Record<Product, number>;

/** The run's tallies, one per project, merged from the report's answers as they arrive. */
export class ReportTallies {
  readonly #index = new ProjectIndex<ProjectTally>();
  readonly #merged: ProjectTally[] = [];
  readonly #most: number;
  #past: ApiError | undefined;

  /** `most`: the most projects the answers may name together. */
  constructor(most = MAX_REPORT_PROJECTS) {
    this.#most = most;
  }

  /**
   * Merges one severity's answer into the tallies, a turn of the event loop every ITEMS_PER_TURN rows (the
   * run's deadline can end it); past `most` projects, and for every answer after that, the bound's error.
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
    if (this.#merged.length >= this.#most) {
      this.#past = tooManyReportProjects(this.#most);
      throw this.#past;
    }
    const tally: ProjectTally = { label: p.label, ...(p.projectId !== undefined ? { projectId: p.projectId } : {}), counts: emptyMatrix() };
    this.#index.add(tally, key);
    this.#merged.push(tally);
    return tally;
  }
}
