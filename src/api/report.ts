// The findings report: POST /api/reporting/{deploymentId}/reports/by-project/by-product.

import type { Transport } from './http.ts';
import type { FindingsReport, ProjectCounts, ReportFilters } from './types.ts';
import { checkDeploymentId, expectBody, expectObject, meaningful, readCount, readId } from './wire.ts';

/** Fields of ReportFilters that are lists of strings (enums or names). */
const LIST_FILTERS = [
  'findingTypes',
  'findingSeverities',
  'projects',
  'projectIds',
  'tags',
  'confidence',
  'reachability',
  'validity',
  'teams',
  'ruleIds',
  'aiVerdicts',
  'deploymentStatuses',
  'publicExposures',
  'findingCategories',
] as const;

/** The request body: `*_UNSPECIFIED` items dropped, empty lists and empty periods omitted. */
export function buildReportBody(filters: ReportFilters): { filters: Record<string, unknown> } {
  const body: Record<string, unknown> = {};
  const since = filters.timePeriod?.since;
  const until = filters.timePeriod?.until;
  if (since || until) body.timePeriod = { ...(since ? { since } : {}), ...(until ? { until } : {}) };
  for (const name of LIST_FILTERS) {
    const values = meaningful(filters[name]);
    if (values.length > 0) body[name] = values;
  }
  return { filters: body };
}

/** Validates a report response into per-project counts. */
export function parseReport(json: unknown): FindingsReport {
  const root = expectBody('report', json, 'byProject');
  const byProject = expectObject('report', root.byProject, 'byProject');
  const projects: ProjectCounts[] = [];
  for (const [label, value] of Object.entries(byProject)) {
    const where = `byProject[${JSON.stringify(label.slice(0, 60))}]`;
    const stats = expectObject('report', value, where);
    const counts: ProjectCounts = {
      label,
      code: readCount('report', stats.code, `${where}.code`),
      sca: readCount('report', stats.sca, `${where}.sca`),
      secrets: readCount('report', stats.secrets, `${where}.secrets`),
    };
    const projectId = readId('report', stats.projectId, `${where}.projectId`);
    if (projectId !== undefined) counts.projectId = projectId;
    projects.push(counts);
  }
  return { projects };
}

/**
 * Asks for the findings counts per project and product; the answer waits as its bytes (off the JavaScript
 * heap) until the returned function decodes and validates it, once.
 */
export async function getFindingsReportLater(
  transport: Transport,
  deploymentId: string,
  filters: ReportFilters,
): Promise<() => FindingsReport> {
  const id = checkDeploymentId('report', deploymentId);
  const answer = await transport.postJsonLater('report', `/api/reporting/${id}/reports/by-project/by-product`, buildReportBody(filters));
  return () => parseReport(answer());
}

/** Fetches the findings counts per project and product. */
export async function getFindingsReport(transport: Transport, deploymentId: string, filters: ReportFilters): Promise<FindingsReport> {
  return (await getFindingsReportLater(transport, deploymentId, filters))();
}
