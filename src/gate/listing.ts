// How much of the findings list a run needs: the whole list, or only its most severe few to name.
// A run reads the list whole only where it judges every finding one by one: exact "new" against a
// baseline of ids, exceptions for findings, the deadlines of max-open-age (their severities only), or
// a report file that must record every id for a later run's baseline, a report that names every finding
// (GitLab's code quality report). Pure.
import { SEVERITIES, type Severity } from '../domain.ts';
import type { ExceptionMatcher } from './exceptions.ts';
import { RECORD_IDS_AUTO_MAX } from './findings.ts';
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

/**
 * Whether a run records the listed findings' ids in its report file (`record-finding-ids`): always
 * (true), never (false), or, with auto, never in a pull or merge request's run (its report file is no
 * baseline: the default branch's is) and elsewhere when the report counts at most `upTo` code and
 * supply-chain findings. Every other need of the list (a baseline's ids, exceptions, deadlines, a
 * sink that names every finding) is decided apart, by listNeeds: this decides the report file's ids only.
 */
export type IdRecording = { record: boolean; pullRequest?: string } | { upTo: number };

/** How `record-finding-ids` applies in this run; `pullRequest` says what makes it a pull or merge request's run, where it is one. */
export function idRecording(setting: boolean | 'auto', pullRequest: string | undefined): IdRecording {
  if (setting !== 'auto') return { record: setting };
  if (pullRequest !== undefined) return { record: false, pullRequest };
  return { upTo: RECORD_IDS_AUTO_MAX };
}

/**
 * Why `record-finding-ids: auto` left the ids out of a pull or merge request's run, in a user's words;
 * undefined where it did not.
 */
export function pullRequestIdsWhy(recording: IdRecording): string | undefined {
  if (!('pullRequest' in recording) || recording.pullRequest === undefined) return undefined;
  return `this is a pull or merge request's run (${recording.pullRequest}), and record-finding-ids: auto records finding ids only in other runs, whose report file is the next pull requests' baseline; set record-finding-ids: true to record them here`;
}
