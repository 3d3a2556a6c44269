// The API client of findings-gate: one object per run that speaks the Semgrep web API
// and hands up validated domain values (see types.ts).

import { parseBaseUrl } from './base-url.ts';
import { DEFAULT_DEPENDENCIES_PAGE_SIZE, listDependencies } from './dependencies.ts';
import type { ApiOperation } from './errors.ts';
import { ApiError } from './errors.ts';
import { listDeploymentSlugs, listFindings, listFirstFindings } from './findings.ts';
import { createTransport, type Transport } from './http.ts';
import { getIdentity, listDeployments } from './identity.ts';
import type { WalkSettings } from './pages.ts';
import { listProjects } from './projects.ts';
import { getFindingsReport, getFindingsReportLater } from './report.ts';
import { listScans, SCANS_MAX_PAGES } from './scans.ts';
import { DEFAULT_SECRETS_LIMIT, listSecrets } from './secrets.ts';
import { getActivity, getSeverityTrend } from './trend.ts';
import type {
  ActivityBucket,
  ClientStats,
  Dependency,
  DependencyQuery,
  Deployment,
  DeploymentSlug,
  FindingsQuery,
  FindingsReport,
  Identity,
  ListedFinding,
  Project,
  ProjectsQuery,
  ReportFilters,
  Scan,
  ScansQuery,
  SecretFinding,
  SecretsQuery,
  SeverityBucket,
  TrendQuery,
} from './types.ts';

export type { ApiErrorKind, ApiOperation } from './errors.ts';
export { ApiError, isApiFailure, OWN_WORK_MIN_MS, OWN_WORK_SHARE, ownDeadline } from './errors.ts';
export { findingsListFilters, isSlug } from './findings.ts';
export type * from './types.ts';
export { PRODUCTS, PROJECT_STATUSES, SCAN_STATUS, SEVERITIES } from './types.ts';

/** Settings of the client; every field but baseUrl and token has a default. */
export interface ApiClientOptions {
  baseUrl: string;
  token: string;
  /** Per request (headers and body), in ms. Default 30000. */
  requestTimeoutMs?: number;
  /** For the whole run, counted from client creation, in ms. Default 300000. */
  deadlineMs?: number;
  /** Attempts per request, including the first. Default 4. */
  maxAttempts?: number;
  /** Cap on a server's Retry-After, in ms. Default 30000. */
  maxRetryAfterMs?: number;
  /** First backoff step, in ms (doubles per retry, with jitter). Default 500. */
  retryMinDelayMs?: number;
  /** Largest successful answer read of every operation, in bytes. Default: each operation's own (api/answer.ts: 1 to 64 MiB). */
  maxResponseBytes?: number;
  /** Pages per list walk before it is an error. Default 10000. */
  maxPages?: number;
  /** Secrets `limit`. Default 1000. */
  secretsPageSize?: number;
  /** Dependencies `pageSize`. Default 10000. */
  dependenciesPageSize?: number;
  userAgent?: string;
  /** Called with a one-line warning when a list walk stopped before the server's end (a repeated cursor): its data is partial. Default: ignored. */
  onWarning?: (message: string, operation: ApiOperation) => void;
}

/** The operations of the API, validated; lists are async iterables of pages. */
export interface ApiClient {
  getIdentity(): Promise<Identity>;
  listDeployments(): Promise<Deployment[]>;
  getFindingsReport(deploymentId: string, filters: ReportFilters): Promise<FindingsReport>;
  /** getFindingsReport, its answer decoded only when the returned function is called: until then it waits as its bytes. */
  getFindingsReportLater(deploymentId: string, filters: ReportFilters): Promise<() => FindingsReport>;
  listSecrets(deploymentId: string, query?: SecretsQuery): AsyncIterable<SecretFinding[]>;
  /** `ready`: what the reader waits for before it takes an item (pages.ts): the first page is asked for at once, made current once it settles. */
  listDependencies(deploymentId: string, query?: DependencyQuery, ready?: Promise<unknown>): AsyncIterable<Dependency[]>;
  listProjects(deploymentId: string, query?: ProjectsQuery): AsyncIterable<Project[]>;
  listScans(deploymentId: string, projectId: string, query?: ScansQuery): AsyncIterable<Scan[]>;
  listDeploymentSlugs(): Promise<DeploymentSlug[]>;
  /** `ready`: as listDependencies'. */
  listFindings(slug: string, query: FindingsQuery, ready?: Promise<unknown>): AsyncIterable<ListedFinding[]>;
  /** The first page (100) of one issue type's open findings: the most severe few, with `severities`. */
  listFirstFindings(slug: string, query: FindingsQuery): Promise<ListedFinding[]>;
  /** The findings activity of the reporting API (Beta) over a period, with the report's filters. */
  getActivity(deploymentId: string, filters: Omit<ReportFilters, 'timePeriod'>, query: TrendQuery): Promise<ActivityBucket[]>;
  /** A by-severity series of the reporting API (Beta): the backlog, or the median open age. */
  getSeverityTrend(
    deploymentId: string,
    series: 'backlog' | 'medianOpenAge',
    filters: Omit<ReportFilters, 'timePeriod'>,
    query: TrendQuery,
  ): Promise<SeverityBucket[]>;
  stats(): ClientStats;
  close(): Promise<void>;
  /**
   * Ends every request still out (a failure decided the run): each fails as at the run's deadline; the spared
   * client's only with `spared: true`.
   */
  cancel(options?: { spared?: boolean }): void;
  /** This client, whose requests `cancel` leaves running unless told: else only the run's deadline ends them (collect/policy.ts). */
  spared(): ApiClient;
}

/** Throws when the token is empty or not a single line: it could not be sent as a header. */
function refuseBadToken(token: unknown): void {
  if (typeof token !== 'string' || token.trim() === '' || /[\r\n\0]/.test(token)) {
    throw new ApiError({
      operation: 'client',
      kind: 'config',
      reason: 'the API token is empty or not a single line (set api-token or SEMGREP_APP_TOKEN)',
    });
  }
}

/** Creates the client; throws ApiError kind 'config' for a bad base URL, token or option. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = parseBaseUrl(options.baseUrl);
  refuseBadToken(options.token);
  const setting = (name: string, value: number | undefined, fallback: number, min: number): number => {
    const chosen = value ?? fallback;
    // setTimeout cannot wait longer than 2^31-1 ms
    if (!Number.isFinite(chosen) || chosen < min || chosen > 2_147_483_647) {
      throw new ApiError({
        operation: 'client',
        kind: 'config',
        reason: `${name} must be a number from ${min} to 2147483647 (got ${String(value)})`,
      });
    }
    return chosen;
  };
  const transport = createTransport({
    baseUrl,
    token: options.token.trim(),
    requestTimeoutMs: setting('requestTimeoutMs', options.requestTimeoutMs, 30_000, 1),
    deadlineMs: setting('deadlineMs', options.deadlineMs, 300_000, 1),
    maxAttempts: Math.floor(setting('maxAttempts', options.maxAttempts, 4, 1)),
    maxRetryAfterMs: setting('maxRetryAfterMs', options.maxRetryAfterMs, 30_000, 0),
    retryMinDelayMs: setting('retryMinDelayMs', options.retryMinDelayMs, 500, 0),
    userAgent: options.userAgent ?? 'findings-gate',
    ...(options.maxResponseBytes === undefined ? {} : { maxResponseBytes: setting('maxResponseBytes', options.maxResponseBytes, 0, 1) }),
  });
  const walk = {
    maxPages: Math.floor(setting('maxPages', options.maxPages, 10_000, 1)),
    onWarning: options.onWarning ?? (() => {}),
    remembered: { count: 0 }, // every walk of this client's run, together
  };
  const secretsPageSize = options.secretsPageSize ?? DEFAULT_SECRETS_LIMIT;
  const dependenciesPageSize = options.dependenciesPageSize ?? DEFAULT_DEPENDENCIES_PAGE_SIZE;

  return clientOver(transport, walk, { secretsPageSize, dependenciesPageSize });
}

/** The client's operations over `transport`; spared(), the same over its spared transport. */
function clientOver(transport: Transport, walk: WalkSettings, sizes: { secretsPageSize: number; dependenciesPageSize: number }): ApiClient {
  const { secretsPageSize, dependenciesPageSize } = sizes;
  return {
    getIdentity: () => getIdentity(transport),
    listDeployments: () => listDeployments(transport),
    getFindingsReport: (deploymentId, filters) => getFindingsReport(transport, deploymentId, filters),
    getFindingsReportLater: (deploymentId, filters) => getFindingsReportLater(transport, deploymentId, filters),
    listSecrets: (deploymentId, query = {}) => listSecrets(transport, deploymentId, query, secretsPageSize, walk),
    listDependencies: (deploymentId, query = {}, ready) =>
      listDependencies(transport, deploymentId, query, dependenciesPageSize, ready === undefined ? walk : { ...walk, ready }),
    listProjects: (deploymentId, query = {}) => listProjects(transport, deploymentId, query, walk),
    // A scans list covers 30 days: more pages than this is a server that does not end it.
    listScans: (deploymentId, projectId, query = {}) =>
      listScans(transport, deploymentId, projectId, query, { ...walk, maxPages: Math.min(walk.maxPages, SCANS_MAX_PAGES) }),
    listDeploymentSlugs: () => listDeploymentSlugs(transport),
    listFindings: (slug, query, ready) => listFindings(transport, slug, query, ready === undefined ? walk : { ...walk, ready }),
    listFirstFindings: (slug, query) => listFirstFindings(transport, slug, query),
    getActivity: (deploymentId, filters, query) => getActivity(transport, deploymentId, filters, query),
    getSeverityTrend: (deploymentId, series, filters, query) => getSeverityTrend(transport, deploymentId, series, filters, query),
    stats: () => transport.stats(),
    close: () => transport.close(),
    cancel: (options) => transport.cancel(options),
    spared: () => clientOver(transport.spared(), walk, sizes),
  };
}
