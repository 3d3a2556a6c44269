// The report's filters of one request: the scope, the types and the user's filters in the API's names.
import type { ReportFilters } from '../api/types.ts';
import type { Config } from '../config/index.ts';
import { reachableReportValues } from '../gate/sca-filters.ts';
import type { Product, Severity } from '../gate/types.ts';

const REPORT_TYPE: Record<Product, string> = {
  code: 'FINDING_TYPE_CODE',
  sca: 'FINDING_TYPE_SCA',
  secrets: 'FINDING_TYPE_SECRETS',
};

/** The report filters of one severity's request. */
export function reportFiltersFor(config: Config, severity: Severity): ReportFilters {
  return {
    ...config.reportFilters,
    findingTypes: config.findingTypes.map((p) => REPORT_TYPE[p]),
    findingSeverities: [`FINDING_SEVERITY_${severity.toUpperCase()}`],
    ...(config.projects === 'all' ? {} : { projects: config.projects }),
    ...(config.projectIds.length > 0 ? { projectIds: config.projectIds } : {}),
  };
}

/**
 * The report's requests of one severity, each with the products it counts. Under sca-reachable-only the
 * supply-chain findings are asked apart, with the report's `reachability` filter (the reachable ones the
 * run's own reachability filter keeps), so that the filter narrows the SCA cells only and their counts
 * still come from the report; otherwise one request counts every product.
 */
export function reportRequestsFor(config: Config, severity: Severity): { filters: ReportFilters; products: Product[] }[] {
  const all = reportFiltersFor(config, severity);
  if (!config.platform.sca.reachableOnly || !config.findingTypes.includes('sca')) return [{ filters: all, products: config.findingTypes }];
  const others = config.findingTypes.filter((product) => product !== 'sca');
  const reachability = reachableReportValues(config.reportFilters.reachability);
  return [
    ...(others.length === 0 ? [] : [{ filters: { ...all, findingTypes: others.map((p) => REPORT_TYPE[p]) }, products: others }]),
    { filters: { ...all, findingTypes: [REPORT_TYPE.sca], reachability }, products: ['sca'] },
  ];
}
