// The last line of a run the gate judged a failure, in each host's words.
import type { Ending } from './types.ts';

/** The failure's headline, where its details are (`hint`), and whether the job fails for it. */
export function findingsLine(ending: Extract<Ending, { kind: 'findings' }>, hint: string): string {
  const line = `${ending.headline} (${hint})`;
  return ending.enforce ? line : `${line}; mode is warn, so the job is not failed`;
}
