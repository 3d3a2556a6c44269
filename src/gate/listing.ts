// How much of the findings list a run needs: the whole list, or only its most severe few to name.
// A run reads the list whole only where it judges every finding one by one: exact "new" against a
// baseline of ids, exceptions for findings, the deadlines of max-open-age (their severities only), or
// a report file that must record every id for a later run's baseline, a report that names every finding
// (GitLab's code quality report). Pure.
import { SEVERITIES, type Severity } from '../domain.ts';
import type { ExceptionMatcher } from './exceptions.ts';
import { listOnlyFilters } from './sca-filters.ts';
import type { GateRules } from './types.ts';

/** What the run asks of the list: the severities read whole (every page), and why. */
export interface ListNeeds {
  whole: Severity[];
  why: string[];
}

/** The severities of the list a run must read whole, and the reasons; none means only the most severe few, to name them. */
export function listNeeds(
  rules: Pick<GateRules, 'maxOpenAge' | 'nameEveryFindingFor' | 'platform'>,
  judging: { baselineIds?: readonly string[] | undefined; exceptions?: ExceptionMatcher | undefined; recordIds: boolean },
): ListNeeds {
  const why: string[] = [];
  if (judging.baselineIds !== undefined) why.push('a baseline of finding ids');
  if (judging.exceptions?.has('findings') === true) why.push('exceptions for findings');
  if (judging.recordIds) why.push('record-finding-ids');
  if (rules.nameEveryFindingFor !== undefined) why.push(rules.nameEveryFindingFor);
  // A supply-chain filter the report cannot apply: the SCA cells are the list's, so it is read whole.
  why.push(...listOnlyFilters(rules.platform?.sca));
  if (why.length > 0) return { whole: [...SEVERITIES], why };
  const deadlines = SEVERITIES.filter((severity) => rules.maxOpenAge?.[severity] !== undefined);
  return deadlines.length > 0 ? { whole: deadlines, why: ['max-open-age'] } : { whole: [], why: [] };
}
