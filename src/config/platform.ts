// The inputs that follow the platform's policy: fail-on-blocking, count-triage-states, the supply-chain
// filters (sca-reachable-only, sca-fixable-only, sca-min-epss) and fail-on-malicious, parsed into the
// gate's PlatformRules; and the rules they keep with the other inputs. Pure.
import { findingStateOf } from '../api/enums.ts';
import { reachableReportValues } from '../gate/sca-filters.ts';
import type { PlatformRules } from '../gate/types.ts';
import { ConfigError, INPUT_DEFAULTS, type Inputs, quoteValue, readInput } from './inputs.ts';
import type { Config } from './types.ts';
import { BOOLEAN_CHOICES, parseChoice, parseChoiceList, TRIAGE_STATE_CHOICES } from './vocabulary.ts';

/** The platform's policy inputs, each checked. */
export function parsePlatform(inputs: Inputs): PlatformRules {
  const failOnBlocking = parseChoice('fail-on-blocking', readInput(inputs, 'fail-on-blocking'), BOOLEAN_CHOICES);
  // Open always counts: the report counts it, and the gate never counts fewer than its sources show.
  // Empty is the default (four states), not all six: the message says so.
  const listed = parseChoiceList(
    'count-triage-states',
    readInput(inputs, 'count-triage-states'),
    TRIAGE_STATE_CHOICES,
    `the default (${INPUT_DEFAULTS['count-triage-states'].split(',').join(', ')})`,
  );
  const countStates = ['open' as const, ...listed.filter((state) => state !== 'open')];
  const reachableOnly = parseChoice('sca-reachable-only', readInput(inputs, 'sca-reachable-only'), BOOLEAN_CHOICES);
  const fixableOnly = parseChoice('sca-fixable-only', readInput(inputs, 'sca-fixable-only'), BOOLEAN_CHOICES);
  const minEpss = parseMinEpss(readInput(inputs, 'sca-min-epss'));
  const failOnMalicious = parseChoice('fail-on-malicious', readInput(inputs, 'fail-on-malicious'), BOOLEAN_CHOICES);
  return {
    failOnBlocking,
    countStates,
    failOnMalicious,
    sca: { reachableOnly, fixableOnly, ...(minEpss === undefined ? {} : { minEpss }) },
  };
}

/** `sca-min-epss`: a probability from 0 to 1 (`0.1`, `.5`, `1`); empty or 0: no threshold. */
function parseMinEpss(text: string): number | undefined {
  if (text === '') return undefined;
  const value = /^(?:0|1|0?\.\d+|1\.0*)$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isNaN(value) || value > 1) {
    throw new ConfigError(
      'sca-min-epss',
      `Input 'sca-min-epss' is ${quoteValue(text)}: use an EPSS probability from 0 to 1 (such as 0.1 for 10%), or leave it empty to count every supply-chain finding.`,
    );
  }
  // A floor of 0 leaves no finding out: no filter, so the report's counts stand (and nothing needs the list).
  return value === 0 ? undefined : value;
}

/** The rules between the platform's policy inputs and the others. */
export function checkPlatformInputs(config: Pick<Config, 'platform' | 'findingTypes' | 'listFindings' | 'reportFilters'>): void {
  const platform = config.platform;
  if (platform === undefined) return;
  const sca = platform.sca;
  const asked = [
    ...(sca.reachableOnly ? ['sca-reachable-only'] : []),
    ...(sca.fixableOnly ? ['sca-fixable-only'] : []),
    ...(sca.minEpss === undefined ? [] : ['sca-min-epss']),
  ];
  const [first] = asked;
  if (first !== undefined && !config.findingTypes.includes('sca')) {
    throw new ConfigError(
      first,
      `Input '${first}' filters the supply-chain findings, and finding-types leaves out sca: add sca to finding-types, or leave ${asked.join(' and ')} unset.`,
    );
  }
  if (sca.reachableOnly && reachableReportValues(config.reportFilters.reachability).length === 0) {
    throw new ConfigError(
      'sca-reachable-only',
      "Input 'sca-reachable-only' counts the reachable supply-chain findings, and reachability keeps none of reachable, always-reachable, conditionally-reachable: add one of them to reachability, or leave one of the two unset.",
    );
  }
  const listOnly = asked.filter((name) => name !== 'sca-reachable-only');
  const [needsList] = listOnly;
  if (needsList !== undefined && !config.listFindings) {
    throw new ConfigError(
      needsList,
      `Input '${needsList}' is applied to the findings list's items (the report has no such filter), and list-findings is false: set list-findings to true, or leave ${listOnly.join(' and ')} unset.`,
    );
  }
  if (platform.failOnBlocking && config.findingTypes.includes('code') && !config.listFindings) {
    throw new ConfigError(
      'fail-on-blocking',
      "Input 'fail-on-blocking' reads the code findings of the rules in Block mode from the findings list, and list-findings is false: set list-findings to true, or leave fail-on-blocking false.",
    );
  }
}

/** The counted states beyond open, as the inputs name them: read from the findings list only. */
function statesBeyondOpen(platform: PlatformRules): string[] {
  return platform.countStates.filter((state) => state !== 'open').map((state) => findingStateOf(state) ?? state);
}

/**
 * With list-findings false, what the findings list would have judged is not: `count-triage-states`
 * set by the workflow (or a policy) to states beyond open is refused, naming both inputs, as
 * fail-on-blocking is. `rawStates` is the input as written (blank or the default: not asked for).
 */
export function checkListOff(config: Pick<Config, 'platform' | 'listFindings'>, rawStates: string, defaultStates: string): void {
  const platform = config.platform;
  if (platform === undefined || config.listFindings) return;
  const asked = rawStates.trim() !== '' && rawStates.trim() !== defaultStates;
  const beyond = statesBeyondOpen(platform);
  if (asked && beyond.length > 0) {
    throw new ConfigError(
      'count-triage-states',
      `Input 'count-triage-states' counts ${beyond.join(', ')} beyond open, read from the findings list only, and list-findings is false: set list-findings to true, or leave count-triage-states unset.`,
    );
  }
}

/**
 * The warnings of a run whose list-findings is false: fail-on-malicious (on by default) and the
 * counted states beyond open (the default counts reviewing, fixing, provisionally-ignored) are read
 * from the findings list only, so they are not judged; the run says so instead of passing quietly.
 */
export function listOffWarnings(config: Pick<Config, 'platform' | 'listFindings' | 'findingTypes'>): string[] {
  const platform = config.platform;
  if (platform === undefined || config.listFindings) return [];
  const warnings: string[] = [];
  if (platform.failOnMalicious && config.findingTypes.includes('sca')) {
    warnings.push(
      'fail-on-malicious is not judged: list-findings is false, and the malicious dependencies are read from the findings list. Set list-findings to true, or fail-on-malicious to false.',
    );
  }
  const beyond = statesBeyondOpen(platform);
  if (beyond.length > 0 && config.findingTypes.some((type) => type === 'code' || type === 'sca')) {
    warnings.push(
      `count-triage-states counts open only: list-findings is false, and ${beyond.join(', ')} are read from the findings list. Set list-findings to true to count them.`,
    );
  }
  return warnings;
}
