// The projects a run keeps, wherever they come from: the projects list's two reads (scope.ts) and the
// report's answers (report-tallies.ts) draw on one budget, of projects and of the text they hold. Counted
// apart, 99,000 listed projects and a report naming 100,000 others with 1,250-character labels passed
// both bounds and peaked at 473-478 MiB (attack18 M3).
import { ApiError } from '../api/index.ts';

/**
 * The most projects a run keeps, the projects list's and the report's together: as many as one report
 * answer may hold (api/answer.ts ANSWER_ITEMS.report), so that a deployment of that many projects, listed
 * and named in every answer, is judged. A project both name (by its id, or its name where the report gives
 * no id) counts once.
 */
export const MAX_RUN_PROJECTS = 100_000;

/**
 * The most characters the projects a run keeps may hold together: the list's names, ids, addresses and
 * branch ids, and the report's labels and ids (a report's label is kept apart from the list's name, so it
 * counts again): 100,000 projects of names of 25 characters with their `https://github.com/` addresses,
 * listed and named by the report, or 50,000 of 75 (attack20 P1). attack18 M3's shapes
 * (fix-m3.md): 100,000 names of 40 characters peak at 323 MiB, of 81 characters (past it) at 369 MiB.
 */
export const MAX_RUN_CHARS = 14_000_000;

/** Where the projects kept come from: the projects list, or the report's answers. */
export type ProjectSource = 'projects' | 'report';

/** What the projects a run keeps hold together, and the most they may. */
export class ProjectBudget {
  readonly most: number;
  readonly mostChars: number;
  projects = 0;
  chars = 0;
  /** The ids counted, and the names: a project seen again by its id, or (without one) by its name, counts once. */
  readonly #ids = new Set<unknown>();
  readonly #names = new Set<unknown>();

  constructor(most: number = MAX_RUN_PROJECTS, mostChars: number = MAX_RUN_CHARS) {
    this.most = most;
    this.mostChars = mostChars;
  }

  /**
   * Counts one project kept by `source` (one seen before: its text only, the copy kept is new); past
   * either bound, the bound's error, which names both sources.
   */
  take(source: ProjectSource, item: unknown): void {
    const { id, name } = (typeof item === 'object' && item !== null ? item : {}) as { id?: unknown; name?: unknown };
    // The sets are asked with strings only: what else they hold (an absent id or name) is never found.
    const seen = typeof id === 'string' ? this.#ids.has(id) : typeof name === 'string' && this.#names.has(name);
    if (!seen) {
      if (this.projects >= this.most) throw tooManyProjects(source, this.most);
      this.projects++;
    }
    this.#ids.add(id);
    this.#names.add(name);
    this.chars += textChars(item);
    if (this.chars > this.mostChars) throw tooMuchProjectText(source, this.mostChars);
  }
}

/** A character past U+00FF: V8 then holds the whole string at two bytes a character. */
const WIDE = /[\u0100-\uffff]/;

/**
 * The characters of an item's text: a string's, or the sum of an object's string fields; a string holding
 * a character past U+00FF counts twice, as it takes twice the memory (attack20 M6: 100,000 names of CJK
 * characters peaked at 381-403 MiB where the same in ASCII took 324).
 */
export function textChars(item: unknown): number {
  const of = (text: string): number => (WIDE.test(text) ? 2 * text.length : text.length);
  if (typeof item === 'string') return of(item);
  if (typeof item !== 'object' || item === null) return 0;
  let chars = 0;
  for (const value of Object.values(item)) if (typeof value === 'string') chars += of(value);
  return chars;
}

/** The error of projects that hold more text than a run keeps: it says what to narrow. */
export function tooMuchProjectText(source: ProjectSource, most: number): ApiError {
  return new ApiError({
    operation: source,
    // The gate's own bound, not what the API did: on-api-error does not soften it.
    kind: 'bound',
    reason: `the projects list and the report's answers name projects of more than ${most.toLocaleString('en-US')} characters together (names, labels, ids and addresses; a text past U+00FF counts twice), the most a run keeps; stopped rather than judge a part of them (narrow projects: name the projects to gate, not *)`,
  });
}

/** The error of more projects than a run keeps: it says what to narrow. */
export function tooManyProjects(source: ProjectSource, most: number): ApiError {
  return new ApiError({
    operation: source,
    kind: 'bound',
    reason: `the projects list and the report's answers name more than ${most.toLocaleString('en-US')} projects together, the most a run keeps; stopped rather than judge a part of them (narrow projects: name the projects to gate, not *)`,
  });
}
