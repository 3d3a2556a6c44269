// Fetches what the gate decides on: the deployment, the report (one request per severity) and the
// open confirmed-valid secrets, all concurrently. Knows the API's enum names; never sees raw JSON.

import { rm } from 'node:fs/promises';
import type { ApiClient } from './api/index.ts';
import { ApiError } from './api/index.ts';
import { type Dependency, type DependencyQuery, type ReportFilters, SEVERITIES, type SecretFinding } from './api/types.ts';
import type { Config } from './config/index.ts';
import { emptyMatrix } from './gate/counts.ts';
import type { PartialList } from './gate/evaluate.ts';
import type { GateData, Product, ProjectTally, Severity } from './gate/types.ts';
import { openInventory } from './inventory/writer.ts';

const REPORT_TYPE: Record<Product, string> = {
  code: 'FINDING_TYPE_CODE',
  sca: 'FINDING_TYPE_SCA',
  secrets: 'FINDING_TYPE_SECRETS',
};
const SECRET_OPEN = 'FINDING_STATUS_OPEN';
const SECRET_VALID = 'VALIDATION_STATE_CONFIRMED_VALID';
const LICENSE_BLOCK = 'LICENSE_POLICY_SETTING_BLOCK';
/** Blocked-license dependencies kept in memory (the summary shows 50, the report file these); the count stays exact. */
export const MAX_BLOCKED_KEPT = 1000;

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

/** The deployment the run is about: the input's id, its name looked up, or the token's own. */
export async function resolveDeployment(client: ApiClient, config: Config): Promise<{ id: string; name?: string }> {
  const wanted = config.deployment;
  if (wanted && 'id' in wanted) return { id: wanted.id };
  if (!wanted) {
    const identity = await client.getIdentity();
    if (identity.deploymentId) return { id: identity.deploymentId };
  }
  const deployments = await client.listDeployments();
  if (wanted) {
    const found = deployments.find((d) => d.name === wanted.name);
    if (found) return found;
    const names = deployments.map((d) => JSON.stringify(d.name)).join(', ') || 'none';
    throw new ApiError({
      operation: 'deployments',
      kind: 'config',
      message: `deployments: no deployment named ${JSON.stringify(wanted.name)} is visible to this token (it can see: ${names})`,
    });
  }
  const [only] = deployments;
  if (deployments.length === 1 && only) return only;
  throw new ApiError({
    operation: 'deployments',
    kind: 'config',
    message: `deployments: the token's identity names no deployment and it can see ${deployments.length}; set the deployment input`,
  });
}

/** Whether a secret received is really open, confirmed valid and in scope: servers may ignore filters. */
export function isValidSecretInScope(secret: SecretFinding, projects: Config['projects']): boolean {
  if (secret.status !== SECRET_OPEN || secret.validationState !== SECRET_VALID) return false;
  const repo = secret.repository?.name;
  return projects === 'all' || repo === undefined || projects.includes(repo);
}

/** Merges the per-severity reports into one tally per project. */
function mergeReports(
  reports: Array<{
    severity: Severity;
    projects: Array<{ label: string; projectId?: string; code: number; sca: number; secrets: number }>;
  }>,
): ProjectTally[] {
  const byKey = new Map<string, ProjectTally>();
  for (const { severity, projects } of reports) {
    for (const p of projects) {
      const key = p.projectId !== undefined ? `id:${p.projectId}` : `label:${p.label}`;
      let tally = byKey.get(key);
      if (!tally) {
        tally = { label: p.label, ...(p.projectId !== undefined ? { projectId: p.projectId } : {}), counts: emptyMatrix() };
        byKey.set(key, tally);
      }
      tally.counts.code[severity] += p.code;
      tally.counts.sca[severity] += p.sca;
      tally.counts.secrets[severity] += p.secrets;
    }
  }
  return [...byKey.values()];
}

/** Walks the open confirmed-valid secrets in scope, re-checking each one. */
async function collectValidSecrets(client: ApiClient, config: Config, deploymentId: string): Promise<SecretFinding[]> {
  const secrets: SecretFinding[] = [];
  const query = {
    status: SECRET_OPEN,
    validationStates: [SECRET_VALID],
    ...(config.projects === 'all' ? {} : { repos: config.projects }),
  };
  for await (const page of client.listSecrets(deploymentId, query)) {
    for (const secret of page) if (isValidSecretInScope(secret, config.projects)) secrets.push(secret);
  }
  return secrets;
}

/** The query of the blocked-license walk: the user's dependency filters, policy BLOCK. */
export function blockedDependencyQuery(config: Config): DependencyQuery {
  return { ...config.dependencyFilters, licensePolicySettings: [LICENSE_BLOCK] };
}

/** Walks every dependency whose license policy is BLOCK: counts them all, keeps the first MAX_BLOCKED_KEPT. */
async function collectBlockedDependencies(
  client: ApiClient,
  config: Config,
  deploymentId: string,
): Promise<{ kept: Dependency[]; count: number }> {
  const kept: Dependency[] = [];
  let count = 0;
  for await (const page of client.listDependencies(deploymentId, blockedDependencyQuery(config))) {
    count += page.length;
    for (const dependency of page) {
      if (kept.length >= MAX_BLOCKED_KEPT) break;
      kept.push(dependency);
    }
  }
  return { kept, count };
}

/** Streams every dependency the user's filters select into the inventory file, page by page. */
async function writeDependencyInventory(
  client: ApiClient,
  config: Config,
  deployment: { id: string; name?: string },
  target: NonNullable<Config['dependencyInventory']>,
): Promise<{ path: string; count: number }> {
  const query: DependencyQuery = { ...config.dependencyFilters };
  const writer = await openInventory(target.path, target.format, {
    deploymentId: deployment.id,
    ...(deployment.name !== undefined ? { deploymentName: deployment.name } : {}),
    generatedAt: new Date().toISOString(),
    filters: query,
  });
  try {
    for await (const page of client.listDependencies(deployment.id, query)) await writer.write(page);
    return { path: writer.path, count: await writer.finish() };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** Fetches the report (one request per severity) and the valid secrets, concurrently. */
export async function collectGateData(client: ApiClient, config: Config, deployment: { id: string; name?: string }): Promise<GateData> {
  const fetchedAt = new Date().toISOString();
  const reports = SEVERITIES.map(async (severity) => {
    const report = await client.getFindingsReport(deployment.id, reportFiltersFor(config, severity));
    return { severity, projects: report.projects };
  });
  // Always walked: valid secrets are reported even when fail-on-valid-secrets is off.
  const secrets = collectValidSecrets(client, config, deployment.id);
  const blocked = config.failOnBlockedLicenses ? collectBlockedDependencies(client, config, deployment.id) : undefined;
  const inventory =
    config.dependencyInventory !== undefined ? writeDependencyInventory(client, config, deployment, config.dependencyInventory) : undefined;
  // allSettled first, so that no request is left running unobserved when one fails.
  const settled = await Promise.allSettled([Promise.all(reports), secrets, blocked, inventory]);
  const [reportResult, secretsResult, blockedResult, inventoryResult] = settled;
  if (reportResult.status === 'rejected') throw reportResult.reason;
  if (secretsResult.status === 'rejected') throw secretsResult.reason;
  if (blockedResult.status === 'rejected') throw blockedResult.reason;
  if (inventoryResult.status === 'rejected') throw inventoryResult.reason;
  const projects = mergeReports(reportResult.value);
  const labels = new Set(projects.map((p) => p.label));
  const unmatchedProjects = config.projects === 'all' ? [] : config.projects.filter((name) => !labels.has(name));
  return {
    deploymentId: deployment.id,
    fetchedAt,
    ...(deployment.name !== undefined ? { deploymentName: deployment.name } : {}),
    projects,
    validSecrets: secretsResult.value,
    unmatchedProjects,
    ...(blockedResult.value === undefined
      ? {}
      : { blockedDependencies: blockedResult.value.kept, blockedDependencyCount: blockedResult.value.count }),
    ...(inventoryResult.value === undefined ? {} : { inventory: inventoryResult.value }),
  };
}

/** An inventory is complete or absent: after a dependency walk that stopped early, the file is removed and the run is an error. */
export async function discardPartialInventory(data: GateData, partialLists: readonly PartialList[]): Promise<void> {
  const partial = partialLists.find(({ operation }) => operation === 'dependencies');
  if (data.inventory === undefined || partial === undefined) return;
  await rm(data.inventory.path, { force: true });
  throw new ApiError({
    operation: 'dependencies',
    kind: 'pagination',
    message: `${partial.message}; the dependency inventory would be incomplete, so it was removed`,
  });
}
