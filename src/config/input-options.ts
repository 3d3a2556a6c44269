// The words each enumerated input of the table accepts, taken from vocabulary.ts (never written again):
// the options of the GitLab component's inputs and the pick lists of the Azure DevOps task. The table
// (input-table.ts) says which inputs are enumerations (type choice or choices); this says which words.
import type { INPUTS } from './input-table.ts';
import {
  type Choice,
  COMMENT_ON_PR_CHOICES,
  ECOSYSTEM_CHOICES,
  ENUM_FILTERS,
  FINDING_TYPE_CHOICES,
  GATE_ON_CHOICES,
  MODE_CHOICES,
  ON_API_ERROR_CHOICES,
  RECORD_IDS_CHOICES,
  SEVERITY_FLOOR_CHOICES,
  TRANSITIVITY_CHOICES,
  TRIAGE_STATE_CHOICES,
} from './vocabulary.ts';

type Table = typeof INPUTS;
/** The inputs the table types as an enumeration: one word (choice) or a list of words (choices). */
export type EnumeratedInput = { [K in keyof Table]: Table[K]['type'] extends 'choice' | 'choices' ? K : never }[keyof Table];

/** The choices of a report filter, from the report filters' own table. */
function reportFilter(input: string): readonly Choice<unknown>[] {
  const filter = ENUM_FILTERS.find((candidate) => candidate.input === input);
  if (filter === undefined) throw new Error(`no report filter is named ${input} (config/vocabulary.ts ENUM_FILTERS)`);
  return filter.choices;
}

/** Every enumerated input's choices: the type checker holds this to exactly the inputs the table types as one. */
const CHOICES: { readonly [K in EnumeratedInput]: readonly Choice<unknown>[] } = {
  'finding-types': FINDING_TYPE_CHOICES,
  'fail-on-severity': SEVERITY_FLOOR_CHOICES,
  ecosystems: ECOSYSTEM_CHOICES,
  transitivity: TRANSITIVITY_CHOICES,
  confidence: reportFilter('confidence'),
  reachability: reportFilter('reachability'),
  validity: reportFilter('validity'),
  'ai-verdicts': reportFilter('ai-verdicts'),
  'deployment-statuses': reportFilter('deployment-statuses'),
  'public-exposures': reportFilter('public-exposures'),
  mode: MODE_CHOICES,
  'on-api-error': ON_API_ERROR_CHOICES,
  'comment-on-pr': COMMENT_ON_PR_CHOICES,
  'gate-on': GATE_ON_CHOICES,
  'record-finding-ids': RECORD_IDS_CHOICES,
  'count-triage-states': TRIAGE_STATE_CHOICES,
};

/** The choices of an enumerated input, from the vocabulary; undefined for any other input. */
export function inputChoices(name: string): readonly Choice<unknown>[] | undefined {
  return Object.hasOwn(CHOICES, name) ? CHOICES[name as EnumeratedInput] : undefined;
}

/** The words an enumerated input offers (the first word of each choice, in the vocabulary's order); undefined for any other input. */
export function inputOptions(name: string): readonly string[] | undefined {
  return inputChoices(name)?.map((choice) => choice.words[0] ?? String(choice.value));
}
