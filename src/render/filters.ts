// The scope and filters of a run in words, for the summary footer and the report file.

import type { Config } from '../config/index.ts';
import { DEPENDENCY_FILTERS, ENUM_FILTERS, TEXT_FILTERS, wordOf } from '../config/vocabulary.ts';
import { PRODUCTS } from '../domain.ts';
import { DEFAULT_STATES, stateWords } from '../gate/platform-policy.ts';
import { scaFilterWords } from '../gate/sca-filters.ts';

/** Lines describing the scope and filters, for the summary footer ("confidence: high, medium"); raw values, not escaped. */
export function describeFilters(config: Config): string[] {
  const lines = [`projects: ${config.projects === 'all' ? 'all' : config.projects.join(', ')}`];
  if (config.projectIds.length > 0) lines.push(`project-ids: ${config.projectIds.join(', ')}`);
  if (config.findingTypes.length < PRODUCTS.length) lines.push(`finding-types: ${config.findingTypes.join(', ')}`);
  const { timePeriod } = config.reportFilters;
  if (timePeriod?.since !== undefined) lines.push(`since: ${timePeriod.since}`);
  if (timePeriod?.until !== undefined) lines.push(`until: ${timePeriod.until}`);
  for (const { input, field, choices } of ENUM_FILTERS) {
    const values = config.reportFilters[field];
    if (values === undefined || values.length === 0) continue;
    const words = values.map((value) => wordOf(value, choices));
    lines.push(`${input}: ${words.join(', ')}`);
  }
  for (const { input, field } of TEXT_FILTERS) {
    const values = config.reportFilters[field];
    if (values !== undefined && values.length > 0) lines.push(`${input}: ${values.join(', ')}`);
  }
  // The supply-chain filters (SCA cells only), and the triage states where they are not the default.
  if (config.findingTypes.includes('sca')) lines.push(...scaFilterWords(config.platform.sca));
  const states = config.platform.countStates;
  if (states.join() !== DEFAULT_STATES.join()) lines.push(`count-triage-states: ${stateWords(states)}`);
  if (config.failOnBlockedLicenses || config.dependencyInventory !== undefined) {
    for (const { input, field, choices } of DEPENDENCY_FILTERS) {
      const value = config.dependencyFilters[field];
      if (value === undefined) continue;
      if (value === true) lines.push(`${input}: true (archived repositories only)`);
      else if (typeof value === 'string') lines.push(`${input}: ${value}`);
      else if (Array.isArray(value)) lines.push(`${input}: ${value.map((item) => (choices ? wordOf(item, choices) : item)).join(', ')}`);
    }
  }
  return lines;
}
