// The inputs that follow the platform's policy: fail-on-blocking, count-triage-states, the supply-chain
// filters (sca-reachable-only, sca-fixable-only, sca-min-epss) and fail-on-malicious, parsed into the
// gate's PlatformRules; and the rules they keep with the other inputs. Pure.
import { reachableReportValues } from '../gate/sca-filters.ts';
import type { PlatformRules } from '../gate/types.ts';
import { ConfigError, type Inputs, quoteValue, readInput } from './inputs.ts';
import type { Config } from './types.ts';
import { BOOLEAN_CHOICES, parseChoice, parseChoiceList, TRIAGE_STATE_CHOICES } from './vocabulary.ts';

/** The platform's policy inputs, each checked. */
export function parsePlatform(inputs: Inputs): PlatformRules {
  const failOnBlocking = parseChoice('fail-on-blocking', readInput(inputs, 'fail-on-blocking'), BOOLEAN_CHOICES);
  // Open always counts: the report counts it, and the gate never counts fewer than its sources show.
  const listed = parseChoiceList('count-triage-states', readInput(inputs, 'count-triage-states'), TRIAGE_STATE_CHOICES);
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

/** `sca-min-epss`: a probability from 0 to 1 (`0.1`, `.5`, `1`); empty: no threshold. */
function parseMinEpss(text: string): number | undefined {
  if (text === '') return undefined;
  const value = /^(?:0|1|0?\.\d+|1\.0*)$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isNaN(value) || value > 1) {
    throw new ConfigError(
      'sca-min-epss',
      `Input 'sca-min-epss' is ${quoteValue(text)}: use an EPSS probability from 0 to 1 (such as 0.1 for 10%), or leave it empty to count every supply-chain finding.`,
    );
  }
  return value;
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
