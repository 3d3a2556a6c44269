// The scope and filters of a run in words, for the summary footer and the report file.
import { PRODUCTS } from '../api/types.ts';
import type { Config } from '../config/index.ts';
import { type Choice, ECOSYSTEM_CHOICES, ENUM_FILTERS, TEXT_FILTERS, TRANSITIVITY_CHOICES, wordOf } from '../config/vocabulary.ts';

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
  if (config.failOnBlockedLicenses || config.dependencyInventory !== undefined) {
    const deps = config.dependencyFilters;
    const words = (values: readonly string[] | undefined, choices: readonly Choice<string>[]): string | undefined =>
      values?.map((value) => wordOf(value, choices)).join(', ');
    const shown: [string, string | undefined][] = [
      ['dependency-repository-ids', deps.repositoryIds?.join(', ')],
      ['ecosystems', words(deps.ecosystems, ECOSYSTEM_CHOICES)],
      ['transitivity', words(deps.transitivity, TRANSITIVITY_CHOICES)],
      ['lockfile-path', deps.lockfilePath],
      ['licenses', deps.licenses?.join(', ')],
      ['include-archived', deps.includeArchived ? 'true (archived repositories only)' : undefined],
    ];
    for (const [input, text] of shown) if (text) lines.push(`${input}: ${text}`);
  }
  return lines;
}
