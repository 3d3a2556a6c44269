// Ceilings, not defaults: what a repository may do to an input its organisation's policy file sets.
// The policy's value applies where the repository leaves the input unset; where it sets one, it may be
// as strict or stricter, never looser. What "stricter" means is each input's `tightens` kind in the
// table of inputs (input-table.ts); the one comparison of each kind is here. Pure.
import { MOST_SEVERE_FIRST, type Severity } from '../domain.ts';
import type { SeverityFloor } from '../gate/types.ts';
import { parseMaxOpenAge } from './index.ts';
import { inputChoices } from './input-options.ts';
import { INPUTS, type InputSpec, type Tightens } from './input-table.ts';
import { ConfigError, INPUT_DEFAULTS, type InputName, type Inputs, parseDecimalId, quoteValue, splitList } from './inputs.ts';
import type { PolicyFile, PolicyValue } from './policy-grammar.ts';
import { parseThresholds } from './thresholds.ts';
import { parseDuration } from './time.ts';
import {
  BOOLEAN_CHOICES,
  type Choice,
  DEPENDENCY_FILTERS,
  GATE_ON_CHOICES,
  parseChoice,
  parseChoiceList,
  SEVERITY_FLOOR_CHOICES,
  wordOf,
} from './vocabulary.ts';

/** What the gate runs with for an input both set: the value and whether it is stricter than the policy's; or why it is refused. */
export type Judgement = { value: string; stricter: boolean } | { refused: 'looser' | 'fixed'; why: string; fix: string };

/** The policy applied to a repository's inputs. */
export interface PolicyApplied {
  /** The inputs the gate runs with. */
  inputs: Inputs;
  /** The inputs whose value is the policy's (the repository left them unset), with the line that sets each. */
  fromPolicy: ReadonlyMap<InputName, number>;
  /** The inputs the repository made stricter than the policy, in the policy's order. */
  tightened: InputName[];
  /**
   * The inputs the run was given at their default and the policy sets looser than it: the policy's value applies,
   * as a CI passes the default for an input a workflow leaves out, though the workflow may have written it (trial7).
   */
  belowDefault: InputName[];
}

const TABLE: Readonly<Record<string, InputSpec>> = INPUTS;

/**
 * Whether a repository's raw input is unset: blank, or, where the CI fills defaults (`defaultsFilled`: the action, the
 * GitLab component, the Azure task), the default it passes for an input a workflow leaves out. On the command line a
 * flag or a variable given is the repository's own, its default too (trial8 F1).
 */
export function isUnset(name: InputName, raw: string | undefined, defaultsFilled = true): boolean {
  const value = (raw ?? '').trim();
  return value === '' || (defaultsFilled && value === INPUT_DEFAULTS[name]);
}

/** The inputs the gate runs with, each the policy's where the repository is silent; throws ConfigError for a looser value. */
export function applyPolicy(policy: PolicyFile, inputs: Inputs, defaultsFilled?: ReadonlySet<string>): PolicyApplied {
  // The inputs a CI may have filled in with their default (absent: every one, the action's).
  const filled = (name: InputName): boolean => defaultsFilled === undefined || defaultsFilled.has(name);
  const merged: Inputs = { ...inputs };
  const fromPolicy = new Map<InputName, number>();
  const tightened: InputName[] = [];
  const belowDefault: InputName[] = [];
  for (const [name, { value, line }] of policy.values) {
    if (isUnset(name, inputs[name], filled(name))) {
      merged[name] = value;
      fromPolicy.set(name, line);
      if (looserThanDefault(name, value, inputs[name])) belowDefault.push(name);
      continue;
    }
    const own = (inputs[name] as string).trim();
    const judgement = judge(name, value, own);
    if ('refused' in judgement) {
      const file = `the policy file ${policy.label}`;
      throw new ConfigError(
        name,
        judgement.refused === 'fixed'
          ? `Input '${name}' is ${quoteValue(own)}, and ${file} sets ${quoteValue(value)} (line ${line}): ${judgement.why}; ${judgement.fix}.`
          : `Input '${name}' is ${quoteValue(own)}, looser than ${quoteValue(value)} that ${file} sets (line ${line}): ${judgement.why}. A repository may make the gate stricter, never looser: ${judgement.fix}.`,
      );
    }
    merged[name] = judgement.value;
    if (judgement.stricter) tightened.push(name);
  }
  // A filter the policy leaves out counts every finding; a repository that narrows it counts fewer.
  for (const name of Object.keys(TABLE) as InputName[]) {
    if (policy.values.has(name) || isUnset(name, inputs[name], filled(name))) continue;
    const own = (inputs[name] as string).trim();
    const why = narrowedFilter(name, own);
    if (why !== undefined) {
      throw new ConfigError(
        name,
        `Input '${name}' is ${quoteValue(own)}: ${why}. The policy file ${policy.label} leaves ${name} out, so every finding counts there, and a repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.`,
      );
    }
  }
  refuseScopeMoved(policy, inputs);
  refuseListOff(policy, inputs);
  return { inputs: merged, fromPolicy, tightened, belowDefault };
}

/** Whether the run was given an input's default (not blank) and the policy's value is looser than that default. */
function looserThanDefault(name: InputName, policyValue: string, raw: string | undefined): boolean {
  if ((raw ?? '').trim() !== INPUT_DEFAULTS[name] || INPUT_DEFAULTS[name] === '') return false;
  const judgement = judge(name, policyValue, INPUT_DEFAULTS[name]);
  return !('refused' in judgement) && judgement.stricter;
}

/**
 * The inputs that narrow or move what another one judges: a repository's value of one the policy leaves out
 * is refused where the policy sets one it would narrow (project-ids under the policy's `projects: '*'`
 * judges one project; deployment under its projects judges another deployment's; trend under its
 * max-backlog-growth judges the growth over another period).
 */
const SCOPE_MOVES: ReadonlyArray<readonly [InputName, readonly InputName[]]> = [
  ['deployment', ['projects', 'project-ids']],
  ['projects', ['project-ids']],
  ['project-ids', ['projects']],
  // The trend's period is what max-backlog-growth judges: a shorter one shows less growth (attack22 G1).
  ['trend', ['max-backlog-growth']],
];

/** A repository's scope input that moves the scope the policy sets: refused, naming the policy's line. */
function refuseScopeMoved(policy: PolicyFile, inputs: Inputs): void {
  for (const [name, moves] of SCOPE_MOVES) {
    if (policy.values.has(name) || isUnset(name, inputs[name])) continue;
    const fixed = moves.find((scope) => policy.values.has(scope));
    if (fixed === undefined) continue;
    const set = policy.values.get(fixed) as PolicyValue;
    throw new ConfigError(
      name,
      `Input '${name}' is ${quoteValue((inputs[name] as string).trim())}, and the policy file ${policy.label} sets ${fixed} ${quoteValue(set.value)} (line ${set.line}): ${name} would change what the policy's ${fixed} judges. A repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.`,
    );
  }
}

/**
 * The inputs that only the findings list judges, with the value that needs it. A filter the policy leaves out
 * (count-triage-states) counts at its default, every triage state, which needs the list as well.
 */
const NEEDS_LIST: readonly { name: InputName; needs: (value: string) => boolean; filter: boolean }[] = [
  { name: 'fail-on-malicious', needs: (value) => flagOf('fail-on-malicious', value) === true, filter: false },
  {
    name: 'count-triage-states',
    needs: (value) => splitList('count-triage-states', value).some((state) => state.toLowerCase() !== 'open'),
    filter: true,
  },
];

/** A boolean input's value, or undefined when it is not one (refused later, where it is parsed). */
function flagOf(name: InputName, value: string): boolean | undefined {
  try {
    return parseChoice(name, value.trim(), BOOLEAN_CHOICES);
  } catch {
    return undefined;
  }
}

/** A repository's list-findings false where the policy leaves it out turns off what the policy asks of the list: a loosening, refused naming both. */
function refuseListOff(policy: PolicyFile, inputs: Inputs): void {
  if (policy.values.has('list-findings') || isUnset('list-findings', inputs['list-findings'])) return;
  const own = (inputs['list-findings'] as string).trim();
  if (flagOf('list-findings', own) !== false) return;
  for (const { name, needs, filter } of NEEDS_LIST) {
    const set = policy.values.get(name);
    const value = set?.value ?? (filter ? (TABLE[name] as InputSpec).default : undefined);
    if (value === undefined || !needs(value)) continue;
    const says =
      set === undefined
        ? `leaves ${name} out, so it counts at ${quoteValue(value)}`
        : `sets ${name} ${quoteValue(value)} (line ${set.line})`;
    throw new ConfigError(
      'list-findings',
      `Input 'list-findings' is ${quoteValue(own)}, and the policy file ${policy.label} ${says}, which only the findings list judges. A repository may make the gate stricter, never looser: set list-findings to true, or leave it unset.`,
    );
  }
}

/** The one comparison of `name`'s kind, between the policy's value and the repository's (both set). */
export function judge(name: InputName, policy: string, own: string): Judgement {
  const kind = TABLE[name]?.tightens as Tightens;
  if (kind.includes('-over-')) return judgeWords(name, kind, policy, own);
  switch (kind) {
    case 'lower-number':
      return judgeNumber(policy, own);
    case 'earlier-severity':
      return judgeSeverity(name, policy, own);
    case 'true-is-stricter':
      return judgeFlag(name, policy, own);
    case 'false-is-stricter':
      return judgeFilterFlag(name, policy, own);
    case 'superset-of-list':
      return judgeList(name, policy, own);
    case 'lower-budgets':
      return judgeBudgets(policy, own);
    case 'shorter-deadlines':
      return judgeDeadlines(policy, own);
    case 'shorter-duration':
      return judgeDuration(name, policy, own);
    case 'fixed':
      return policy === own
        ? { value: own, stricter: false }
        : {
            refused: 'fixed',
            why: `a repository may not change ${name} where the policy sets it`,
            fix: `leave the input unset, or set it to ${quoteValue(policy)}`,
          };
    case 'repository-wins':
      return { value: own, stricter: false };
    default:
      throw new Error(`${name} is not an input a policy file sets`);
  }
}

/** A looser value's refusal. */
const looser = (why: string, fix: string): Judgement => ({ refused: 'looser', why, fix });
/** The repository's value, compared: stricter, the same, or looser. */
const ordered = (own: string, difference: number, refuse: () => Judgement): Judgement =>
  difference < 0 ? refuse() : { value: own, stricter: difference > 0 };

/** `lower-number`: a whole number or a percentage; a smaller one is stricter (a value that is no number is the parser's to refuse). */
function judgeNumber(policy: string, own: string): Judgement {
  const number = (text: string): number => Number(text.replace('%', ''));
  return ordered(own, number(policy) - number(own), () =>
    looser(`it is higher than the policy's ${policy}`, `use ${policy} or less, or leave the input unset`),
  );
}

/** `earlier-severity`: a lower floor fails on more severities; none (never on severity) ranks below them all. */
function judgeSeverity(name: string, policy: string, own: string): Judgement {
  const floor = (text: string): SeverityFloor => parseChoice(name, text, SEVERITY_FLOOR_CHOICES);
  const rank = (text: string): number => MOST_SEVERE_FIRST.indexOf(floor(text) as Severity);
  const ceiling = rank(policy);
  return ordered(own, rank(own) - ceiling, () => {
    const lower = MOST_SEVERE_FIRST.slice(ceiling + 1);
    const also = lower.length === 0 ? '' : ` or a lower severity (${lower.join(', ')})`;
    return looser(`it fails on fewer severities than ${floor(policy)}`, `use ${floor(policy)}${also}, or leave the input unset`);
  });
}

/** `true-is-stricter`: true checks more. */
function judgeFlag(name: string, policy: string, own: string): Judgement {
  const on = (text: string): number => Number(parseChoice(name, text, BOOLEAN_CHOICES));
  return ordered(own, on(own) - on(policy), () => looser('the policy turns it on', 'set it to true, or leave the input unset'));
}

/** `false-is-stricter`: a filter that counts fewer when on; off counts more. */
function judgeFilterFlag(name: string, policy: string, own: string): Judgement {
  const on = (text: string): number => Number(parseChoice(name, text, BOOLEAN_CHOICES));
  return ordered(own, on(policy) - on(own), () =>
    looser('the policy turns it off, so more findings count', 'set it to false, or leave the input unset'),
  );
}

/** `<stricter>-over-<looser>`: one of two words, the first the stricter. */
function judgeWords(name: string, kind: string, policy: string, own: string): Judgement {
  const choices = inputChoices(name) as readonly Choice<unknown>[];
  const stricterWord = kind.slice(0, kind.indexOf('-over-'));
  const strict = parseChoice(name, stricterWord, choices);
  const rank = (text: string): number => Number(parseChoice(name, text, choices) === strict);
  return ordered(own, rank(own) - rank(policy), () =>
    looser(`${quoteValue(own)} is looser than ${stricterWord}`, `set it to ${stricterWord}, or leave the input unset`),
  );
}

/** The items of a list input, as the gate reads them (choices as their values, ids without leading zeros), each with its word for a message. */
function listItems(name: string, text: string): Map<unknown, string> {
  const choices = inputChoices(name);
  if (choices !== undefined) return new Map(parseChoiceList(name, text, choices).map((value) => [value, wordOf(value, choices)]));
  const ids = DEPENDENCY_FILTERS.some((filter) => filter.input === name && filter.kind === 'ids');
  return new Map(
    splitList(name, text)
      .map((item) => (ids ? parseDecimalId(name, item) : item))
      .map((item) => [item, item]),
  );
}

/** Why a repository's value of a filter the policy leaves out counts fewer findings than the filter's default, if it does. */
function narrowedFilter(name: InputName, own: string): string | undefined {
  const spec = TABLE[name] as InputSpec;
  if (name === 'since' || name === 'until') return 'it narrows the findings counted to a time window';
  // gate-on new judges only what is new since the baseline, where the default judges the totals (attack22 G2).
  if (name === 'gate-on')
    return parseChoice(name, own, GATE_ON_CHOICES) === 'new'
      ? 'it judges only the findings new since a baseline, where the default judges every one'
      : undefined;
  if (name === 'lockfile-path') return 'it judges only the dependencies of that lockfile, where the default judges every one';
  // The API's includeArchived true lists only archived repositories' dependencies, and none of the others.
  if (name === 'include-archived')
    return parseChoice(name, own, BOOLEAN_CHOICES)
      ? 'it judges only the dependencies of archived repositories, where the default judges those of every other'
      : undefined;
  // A supply-chain filter that is on (sca-reachable-only, sca-fixable-only) counts fewer; off is the default.
  if (spec.tightens === 'false-is-stricter')
    return parseChoice(name, own, BOOLEAN_CHOICES)
      ? 'it counts only the supply-chain findings the filter keeps, where the default counts every one'
      : undefined;
  // Every finding has an EPSS probability of at least 0 (or none, which counts): a higher floor counts fewer.
  if (name === 'sca-min-epss')
    return Number(own) > 0
      ? 'it counts only the supply-chain findings at or above that EPSS probability, where the default counts every one'
      : undefined;
  if (spec.tightens !== 'superset-of-list') return undefined;
  if (spec.default === '') return 'it counts only the findings it names, where the default counts every one';
  const asked = listItems(name, own);
  const missing = [...listItems(name, spec.default)].filter(([item]) => !asked.has(item)).map(([, word]) => quoteValue(word));
  return missing.length > 0 ? `it leaves out ${missing.join(', ')}, which the default counts` : undefined;
}

/** `superset-of-list`: a list that holds every item of the policy's; more items count more. */
function judgeList(name: string, policy: string, own: string): Judgement {
  const ceiling = listItems(name, policy);
  const asked = listItems(name, own);
  const missing = [...ceiling].filter(([item]) => !asked.has(item)).map(([, word]) => quoteValue(word));
  if (missing.length > 0) {
    return looser(
      `it leaves out ${missing.join(', ')}, which the policy lists`,
      'list every item the policy lists (more items are stricter), or leave the input unset',
    );
  }
  return { value: own, stricter: asked.size > ceiling.size };
}

/** `lower-budgets`: each budget a ceiling of its own; the repository may lower one or add one, and the policy's others stay. */
function judgeBudgets(policy: string, own: string): Judgement {
  const budgets = new Map(parseThresholds(policy).map(({ key, max }) => [key as string, max]));
  let stricter = false;
  for (const { key, max } of parseThresholds(own)) {
    const ceiling = budgets.get(key) ?? Number.POSITIVE_INFINITY;
    if (max > ceiling) {
      return looser(
        `it raises the budget ${key} from ${ceiling} to ${max}`,
        "lower a budget or add one, never raise it (a key left out keeps the policy's budget)",
      );
    }
    stricter ||= max < ceiling;
    budgets.set(key, max);
  }
  return { value: [...budgets].map(([key, max]) => `${key}=${max}`).join(', '), stricter };
}

/** `shorter-deadlines`: each severity's deadline a ceiling of its own; the repository may shorten one or add one. */
function judgeDeadlines(policy: string, own: string): Judgement {
  const deadlines = new Map(Object.entries(parseMaxOpenAge(policy) ?? {}));
  let stricter = false;
  for (const [severity, limit] of Object.entries(parseMaxOpenAge(own) ?? {})) {
    const ceiling = deadlines.get(severity);
    if (ceiling !== undefined && limit.ms > ceiling.ms) {
      return looser(
        `it gives ${severity} findings ${limit.asWritten} where the policy gives ${ceiling.asWritten}`,
        "shorten a deadline or add one, never lengthen it (a severity left out keeps the policy's deadline)",
      );
    }
    stricter ||= ceiling === undefined || limit.ms < ceiling.ms;
    deadlines.set(severity, limit);
  }
  const order = [...deadlines].sort(([a], [b]) => MOST_SEVERE_FIRST.indexOf(a as Severity) - MOST_SEVERE_FIRST.indexOf(b as Severity));
  return { value: order.map(([severity, limit]) => `${severity}=${limit.asWritten}`).join(', '), stricter };
}

/** `shorter-duration`: a shorter duration is stricter. */
function judgeDuration(name: string, policy: string, own: string): Judgement {
  const ms = (text: string): number => parseDuration(name, text).ms;
  return ordered(own, ms(policy) - ms(own), () =>
    looser(`it is longer than the policy's ${policy}`, `use ${policy} or shorter, or leave the input unset`),
  );
}
