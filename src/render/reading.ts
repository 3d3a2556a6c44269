// The words of the reading, shared by the log, the job summary and the PR comment: where the report
// and the findings list disagree, and the findings the list gave for other repositories. Plain text,
// unescaped: each caller escapes it for where it goes.
import type { CellDifference } from '../gate/reading.ts';
import type { GateData, Verdict } from '../gate/types.ts';
import { count, plural } from '../numbers.ts';

/** Cells named in the sentence before `…and N more`. */
const MAX_CELLS_NAMED = 10;

/** `acme/api code.high: the report counts 6, the list names 5` (`, and names a finding more than once`). */
function cellWords(difference: CellDifference): string {
  const repeats = difference.repeats ? ', and names a finding more than once' : '';
  // The report's own count, and apart what the list added from the other counted triage states.
  const added = difference.fromStates ?? 0;
  const states = added > 0 ? ` and the other counted triage states ${count(added)}` : '';
  return `${difference.project} ${difference.product}.${difference.severity}: the report counts ${count(difference.report - added)}${states}, the list names ${count(difference.listed)}${repeats}`;
}

/** One sentence on the cells where the report and the list disagree, and what the gate judged; undefined where they agree. */
export function disagreementSentence(verdict: Pick<Verdict, 'reading'>): string | undefined {
  const { differences, compared } = verdict.reading;
  if (differences.length === 0) return undefined;
  const named = differences.slice(0, MAX_CELLS_NAMED).map(cellWords).join('; ');
  const more = differences.length > MAX_CELLS_NAMED ? `; …and ${count(differences.length - MAX_CELLS_NAMED)} more` : '';
  const judged =
    compared.length > 0
      ? 'the gate judged the larger count of each (a lagging list or a lagging report can only make it stricter)'
      : 'the gate judged the report’s counts (the list could not apply every report filter)';
  return `The report and the findings list disagree in ${plural(differences.length, 'cell', 'cells')} (${named}${more}); ${judged}`;
}

/** The findings the list returned for the scope that name another repository, in one sentence; undefined when none. */
export function foreignFindingsSentence(data: Pick<GateData, 'findings'>): string | undefined {
  const listing = data.findings;
  if (listing?.state !== 'listed' || listing.tally.foreign.count === 0) return undefined;
  const { count: n, repositories } = listing.tally.foreign;
  const names = repositories.map((name) => JSON.stringify(name)).join(', ');
  return `${plural(n, 'listed finding', 'listed findings')} returned for the scope ${n === 1 ? 'names' : 'name'} another repository (${names}) and ${n === 1 ? 'is' : 'are'} not counted`;
}
