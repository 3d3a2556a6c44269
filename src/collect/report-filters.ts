// The report's filters of one request: the scope, the types and the user's filters in the API's names.
import type { ReportFilters } from '../api/types.ts';
import type { Config } from '../config/index.ts';
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
