// A real HTTP server that behaves like the Semgrep AppSec Platform web API (the five
// operations findings-gate uses), with switchable wire variants and injectable faults.
// Run directly by Node 24 (type stripping) and by vitest: ESM, erasable TypeScript only.

import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import type { Dataset, DependencyRecord, DependencyRun, FindingRecord, ProjectRecord, ScanRecord, SecretRecord, Severity } from './data.ts';
import { demoDataset, hash32, LISTED_STATUSES, PACKAGES } from './data.ts';

export type Route =
  | 'identity'
  | 'deployments'
  | 'report'
  | 'secrets'
  | 'dependencies'
  | 'projects'
  | 'scans'
  | 'slugs'
  | 'findings'
  | 'activity'
  | 'backlog'
  | 'median-age';
export type Fault =
  /** Every answer (or those `when` says yes to) held back this long before it is made. */
  | { kind: 'latency'; ms: number; when?: (request: { query: Record<string, string[]>; body?: unknown }) => boolean }
  | {
      kind: 'status';
      status: number;
      times?: number;
      retryAfter?: string;
      body?: string;
      /** Only requests this says yes to get the status (and count down its times); others are answered as usual. */
      when?: (request: { query: Record<string, string[]>; body?: unknown }) => boolean;
    }
  | { kind: 'reset'; times?: number }
  /** Headers and half the body sent, never the rest; `when`: only requests it says yes to hang (and count down its times). */
  | { kind: 'hang'; times?: number; when?: (request: { query: Record<string, string[]>; body?: unknown }) => boolean }
  | { kind: 'malformed'; times?: number }
  | { kind: 'wrong-shape'; times?: number }
  | { kind: 'truncated'; times?: number }
  | { kind: 'stuck-cursor' }
  /** The secrets list ignores its `repo` filter: secrets of every repository come back (a server that filters loosely). */
  | { kind: 'ignore-repo-filter' }
  /** Dependencies only: an empty page that says `hasMore`, with a new cursor to the same place (a server that filters after paginating). */
  | { kind: 'empty-page'; times?: number }
  | { kind: 'redirect'; location: string; times?: number }
  /** Every answer's JSON rewritten and sent as a 200 (a server that sends what it likes): `apply` gets the body and the request. */
  | { kind: 'rewrite'; apply: (body: unknown, request: { query: Record<string, string[]>; body?: unknown }) => unknown };
export interface LoggedRequest {
  route: Route | 'unknown';
  method: string;
  path: string;
  query: Record<string, string[]>;
  body?: unknown;
  authorized: boolean;
  status: number;
  at: number;
  /** Bytes of the response body sent (normal answers), for the benchmark. */
  bytes?: number;
  /** When the whole response had been handed to the operating system, for the benchmark's walk span. */
  doneAt?: number;
}
export interface SandboxOptions {
  port?: number;
  dataset?: Dataset;
  secretsShape?: 'nested' | 'flat';
  int64?: 'string' | 'number';
  latencyMs?: number;
}
export interface Sandbox {
  url: string;
  /** The dataset served now: the last `setDataset` argument, else `options.dataset` (default: the demo). */
  readonly dataset: Dataset;
  /** The current dataset's tokens. */
  readonly tokens: Dataset['tokens'];
  requests: LoggedRequest[];
  /** Serve `next` from now on (report, secrets, dependencies, deployments, identity, tokens); faults and the request log are kept. */
  setDataset(next: Dataset): void;
  inject(route: Route, fault: Fault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------
// Limits and enumerations
// ---------------------------------------------------------------------------------------

export const LIMITS = Object.freeze({
  secretsLimit: { min: 1, max: 1000, default: 100 },
  dependenciesPageSize: { min: 1, max: 10000, default: 1000 },
  maxBodyBytes: 1_048_576,
});

const e = (...xs: string[]): ReadonlySet<string> => new Set(xs);
const FINDING_TYPES = e('FINDING_TYPE_UNSPECIFIED', 'FINDING_TYPE_CODE', 'FINDING_TYPE_SCA', 'FINDING_TYPE_SECRETS');
const FINDING_SEVERITIES = e(
  'FINDING_SEVERITY_UNSPECIFIED',
  'FINDING_SEVERITY_LOW',
  'FINDING_SEVERITY_MEDIUM',
  'FINDING_SEVERITY_HIGH',
  'FINDING_SEVERITY_CRITICAL',
);
const CONFIDENCES = e('FINDING_CONFIDENCE_UNSPECIFIED', 'FINDING_CONFIDENCE_LOW', 'FINDING_CONFIDENCE_MEDIUM', 'FINDING_CONFIDENCE_HIGH');
const REACHABILITIES = e(
  'FINDING_REACHABILITY_UNSPECIFIED',
  'FINDING_REACHABILITY_REACHABLE',
  'FINDING_REACHABILITY_ALWAYS_REACHABLE',
  'FINDING_REACHABILITY_CONDITIONALLY_REACHABLE',
  'FINDING_REACHABILITY_NO_REACHABILITY_ANALYSIS',
  'FINDING_REACHABILITY_UNREACHABLE',
);
const VALIDITIES = e(
  'FINDING_VALIDITY_UNSPECIFIED',
  'FINDING_VALIDITY_VALID',
  'FINDING_VALIDITY_INVALID',
  'FINDING_VALIDITY_ERROR',
  'FINDING_VALIDITY_NO_VALIDATOR',
);
const VERDICTS = e('VERDICT_UNSPECIFIED', 'VERDICT_TRUE_POSITIVE', 'VERDICT_FALSE_POSITIVE', 'VERDICT_NO_VERDICT');
const DEPLOYMENT_STATUSES = e(
  'DEPLOYMENT_STATUS_UNSPECIFIED',
  'DEPLOYMENT_STATUS_UNKNOWN',
  'DEPLOYMENT_STATUS_DEPLOYED',
  'DEPLOYMENT_STATUS_NOT_DEPLOYED',
);
const PUBLIC_EXPOSURES = e(
  'PUBLIC_EXPOSURE_UNSPECIFIED',
  'PUBLIC_EXPOSURE_UNKNOWN',
  'PUBLIC_EXPOSURE_PUBLIC',
  'PUBLIC_EXPOSURE_NOT_PUBLIC',
);
const TIME_BUCKETS = e('TIME_BUCKET_SIZE_UNSPECIFIED', 'TIME_BUCKET_SIZE_DAY', 'TIME_BUCKET_SIZE_WEEK', 'TIME_BUCKET_SIZE_MONTH');
const SECRET_SEVERITIES = e('SEVERITY_UNSPECIFIED', 'SEVERITY_LOW', 'SEVERITY_MEDIUM', 'SEVERITY_HIGH', 'SEVERITY_CRITICAL');
const SECRET_STATUSES = e(
  'FINDING_STATUS_UNSPECIFIED',
  'FINDING_STATUS_OPEN',
  'FINDING_STATUS_IGNORED',
  'FINDING_STATUS_FIXED',
  'FINDING_STATUS_REMOVED',
  'FINDING_STATUS_UNKNOWN',
  'FINDING_STATUS_PROVISIONALLY_IGNORED',
);
const VALIDATION_STATES = e(
  'VALIDATION_STATE_UNSPECIFIED',
  'VALIDATION_STATE_CONFIRMED_VALID',
  'VALIDATION_STATE_CONFIRMED_INVALID',
  'VALIDATION_STATE_VALIDATION_ERROR',
  'VALIDATION_STATE_NO_VALIDATOR',
);
const TRANSITIVITIES = e('UNKNOWN_TRANSITIVITY', 'TRANSITIVE', 'DIRECT');
const ECOSYSTEMS = e(
  'no_package_manager',
  'npm',
  'pypi',
  'gomod',
  'cargo',
  'maven',
  'gem',
  'composer',
  'nuget',
  'pub',
  'swiftpm',
  'hex',
  'cocoapods',
  'mix',
  'opam',
);
const LICENSE_POLICY_SETTINGS = e(
  'LICENSE_POLICY_SETTING_UNSPECIFIED',
  'LICENSE_POLICY_SETTING_ALLOW',
  'LICENSE_POLICY_SETTING_COMMENT',
  'LICENSE_POLICY_SETTING_BLOCK',
);
/** Zero values of proto enums: omitted from protobuf JSON like any other default. */
const ZERO_ENUMS = e('UNKNOWN_TRANSITIVITY', 'no_package_manager');

class ApiError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
const bad = (message: string): ApiError => new ApiError(400, message);

interface Reply {
  status: number;
  body: unknown; // serialised as JSON
  headers?: Record<string, string>;
}
const json = (status: number, body: unknown): Reply => ({ status, body });
const NOT_FOUND = (): Reply => json(404, { error: 'Not found' });

// ---------------------------------------------------------------------------------------
// Wire encoding
// ---------------------------------------------------------------------------------------

interface Wire {
  int64: 'string' | 'number';
  secretsShape: 'nested' | 'flat';
}

/** An int64 value on the wire: decimal string (protobuf JSON) or plain number. */
function i64(w: Wire, n: number | string): string | number {
  return w.int64 === 'string' ? String(n) : Number(n);
}

/** protobuf JSON drops default values: "", 0, "0", false, [] and zero enum values. */
function omitDefaults<T>(value: T): T {
  if (Array.isArray(value)) return value.map(omitDefaults) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === '' || v === 0 || v === '0' || v === false || v === undefined || v === null) continue;
      if (Array.isArray(v) && v.length === 0) continue;
      if (typeof v === 'string' && ZERO_ENUMS.has(v)) continue;
      out[k] = omitDefaults(v);
    }
    return out as T;
  }
  return value;
}

function sendReply(res: ServerResponse, log: LoggedRequest, reply: Reply): void {
  const text = JSON.stringify(reply.body);
  log.status = reply.status;
  log.bytes = Buffer.byteLength(text);
  if (res.destroyed || res.headersSent) return;
  res.writeHead(reply.status, {
    'content-type': 'application/json',
    'content-length': log.bytes,
    ...reply.headers,
  });
  res.end(text);
}

// ---------------------------------------------------------------------------------------
// Routing and query helpers
// ---------------------------------------------------------------------------------------

interface Match {
  route: Route | 'unknown';
  deploymentId?: string;
  projectId?: string;
}
const ROUTES: readonly (readonly [Route, string, RegExp])[] = [
  ['report', 'POST', /^\/api\/reporting\/([^/]+)\/reports\/by-project\/by-product$/],
  ['secrets', 'GET', /^\/api\/v1\/deployments\/([^/]+)\/secrets$/],
  ['dependencies', 'GET', /^\/api\/sca\/deployments\/([^/]+)\/dependencies$/],
  ['deployments', 'GET', /^\/api\/v2\/deployments$/],
  ['identity', 'GET', /^\/api\/agent\/identity$/],
  ['projects', 'POST', /^\/api\/v2\/deployments\/([^/]+)\/projects\/list$/],
  ['scans', 'POST', /^\/api\/v2\/deployments\/([^/]+)\/projects\/([^/]+)\/scans\/list$/],
  ['slugs', 'GET', /^\/api\/v1\/deployments$/],
  ['findings', 'GET', /^\/api\/v1\/deployments\/([^/]+)\/findings$/],
  ['activity', 'POST', /^\/api\/reporting\/([^/]+)\/reports\/activity$/],
  ['backlog', 'POST', /^\/api\/reporting\/([^/]+)\/reports\/backlog\/by-severity$/],
  ['median-age', 'POST', /^\/api\/reporting\/([^/]+)\/reports\/median-open-age\/by-severity$/],
];
function matchRoute(method: string, path: string): Match {
  for (const [route, m, re] of ROUTES) {
    const hit = re.exec(path);
    if (hit && method === m) {
      if (hit[1] === undefined) return { route };
      return hit[2] === undefined ? { route, deploymentId: hit[1] } : { route, deploymentId: hit[1], projectId: hit[2] };
    }
  }
  return { route: 'unknown' };
}

type Query = Record<string, string[]>;
function single(q: Query, name: string): string | undefined {
  const v = q[name];
  if (!v || v.length === 0) return undefined;
  if (v.length > 1) throw bad(`${name} accepts a single value`);
  return v[0];
}
function enumList(q: Query, name: string, allowed: ReadonlySet<string>, unspecified?: string): Set<string> | undefined {
  const v = q[name];
  if (!v || v.length === 0) return undefined;
  for (const x of v) if (!allowed.has(x)) throw bad(`invalid value ${JSON.stringify(x)} for ${name}`);
  if (unspecified && v.includes(unspecified)) return undefined; // *_UNSPECIFIED = all
  return new Set(v);
}
function boundedInt(raw: string | undefined, name: string, bounds: { min: number; max: number; default: number }): number {
  if (raw === undefined) return bounds.default;
  const n = /^[+-]?\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < bounds.min || n > bounds.max) {
    throw bad(`${name} must be an integer between ${bounds.min} and ${bounds.max}`);
  }
  return n;
}
function parseTime(raw: unknown, name: string): number {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw bad(`invalid value for ${name}: expected an RFC 3339 date-time`);
  }
  return Date.parse(raw);
}
function parseBool(raw: string, name: string): boolean {
  if (['true', 'True', 'TRUE', 't', 'T', '1'].includes(raw)) return true;
  if (['false', 'False', 'FALSE', 'f', 'F', '0'].includes(raw)) return false;
  throw bad(`invalid value for ${name}: expected a boolean`);
}

// ---------------------------------------------------------------------------------------
// Auth
// ---------------------------------------------------------------------------------------

interface Principal {
  deployment: { id: string; name: string };
  identity: string;
  userId?: string;
  own: boolean; // the dataset's deployment (else: the other, empty deployment)
}
type Auth = { kind: 'invalid' } | { kind: 'no-web-api' } | { kind: 'ok'; principal: Principal };

function authenticate(ds: Dataset, header: string | undefined): Auth {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = m?.[1];
  if (!token) return { kind: 'invalid' };
  const t = ds.tokens;
  if (token === t.demo)
    return { kind: 'ok', principal: { deployment: ds.deployment, identity: 'api-token:findings-gate-ci', userId: '1001', own: true } };
  if (token === t.jwt) return { kind: 'ok', principal: { deployment: ds.deployment, identity: 'alice@acme.example', own: true } };
  if (token === t.other)
    return { kind: 'ok', principal: { deployment: ds.otherDeployment, identity: 'api-token:globex-ci', userId: '2002', own: false } };
  if (token === t.noWebApi) return { kind: 'no-web-api' };
  return { kind: 'invalid' };
}

// ---------------------------------------------------------------------------------------
// Operation 1: report
// ---------------------------------------------------------------------------------------

type FindingPredicate = (f: FindingRecord) => boolean;

function parseReportFilters(body: unknown): {
  projectOk: (p: ProjectRecord) => boolean;
  matches: FindingPredicate;
} {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw bad('request body must be a JSON object');
  const raw = (body as Record<string, unknown>).filters;
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) throw bad('filters must be an object');
  const f = (raw ?? {}) as Record<string, unknown>;
  const preds: FindingPredicate[] = [];
  const projectPreds: ((p: ProjectRecord) => boolean)[] = [];

  const strings = (name: string): string[] | undefined => {
    const v = f[name];
    if (v === undefined || v === null) return undefined;
    if (!Array.isArray(v)) throw bad(`filters.${name} must be an array`);
    for (const x of v) if (typeof x !== 'string') throw bad(`invalid value ${JSON.stringify(x)} for filters.${name}`);
    return v.length ? (v as string[]) : undefined;
  };
  const enums = (name: string, allowed: ReadonlySet<string>, prefix: string, get: (x: FindingRecord) => string | undefined): void => {
    const v = strings(name);
    if (!v) return;
    for (const x of v) if (!allowed.has(x)) throw bad(`invalid value ${JSON.stringify(x)} for filters.${name}`);
    if (v.some((x) => x.endsWith('_UNSPECIFIED'))) return;
    const set = new Set(v);
    const seen = new Map<string, boolean>(); // the same few values recur: no string building per finding
    preds.push((x) => {
      const a = get(x);
      if (a === undefined) return false;
      let ok = seen.get(a);
      if (ok === undefined) {
        ok = set.has(prefix + a.toUpperCase());
        seen.set(a, ok);
      }
      return ok;
    });
  };
  const anyOf = (name: string, get: (x: FindingRecord) => readonly string[] | string | undefined): void => {
    const v = strings(name);
    if (!v) return;
    const set = new Set(v);
    preds.push((x) => {
      const a = get(x);
      if (a === undefined) return false;
      return typeof a === 'string' ? set.has(a) : a.some((y) => set.has(y));
    });
  };

  const tp = f.timePeriod;
  if (tp !== undefined && tp !== null) {
    if (typeof tp !== 'object' || Array.isArray(tp)) throw bad('filters.timePeriod must be an object');
    const { since, until } = tp as Record<string, unknown>;
    if (since !== undefined && since !== null) {
      const s = parseTime(since, 'filters.timePeriod.since');
      preds.push((x) => Date.parse(x.createdAt) >= s);
    }
    if (until !== undefined && until !== null) {
      const u = parseTime(until, 'filters.timePeriod.until');
      preds.push((x) => Date.parse(x.createdAt) < u);
    }
  }
  const tb = f.timeBucketSize;
  if (tb !== undefined && tb !== null && (typeof tb !== 'string' || !TIME_BUCKETS.has(tb))) {
    throw bad(`invalid value ${JSON.stringify(tb)} for filters.timeBucketSize`);
  }
  enums('findingTypes', FINDING_TYPES, 'FINDING_TYPE_', (x) => x.product);
  enums('findingSeverities', FINDING_SEVERITIES, 'FINDING_SEVERITY_', (x) => x.severity);
  enums('confidence', CONFIDENCES, 'FINDING_CONFIDENCE_', (x) => x.confidence);
  enums('reachability', REACHABILITIES, 'FINDING_REACHABILITY_', (x) => x.reachability);
  enums('validity', VALIDITIES, 'FINDING_VALIDITY_', (x) => x.validity);
  enums('aiVerdicts', VERDICTS, 'VERDICT_', (x) => x.aiVerdict);
  enums('deploymentStatuses', DEPLOYMENT_STATUSES, 'DEPLOYMENT_STATUS_', (x) => x.deploymentStatus);
  enums('publicExposures', PUBLIC_EXPOSURES, 'PUBLIC_EXPOSURE_', (x) => x.publicExposure);
  anyOf('tags', (x) => x.tags);
  anyOf('teams', (x) => x.teams);
  anyOf('ruleIds', (x) => x.ruleId);
  anyOf('findingCategories', (x) => x.category);

  const names = strings('projects');
  if (names) {
    const set = new Set(names);
    projectPreds.push((p) => set.has(p.name));
  }
  const ids = f.projectIds;
  if (ids !== undefined && ids !== null) {
    if (!Array.isArray(ids)) throw bad('filters.projectIds must be an array');
    for (const x of ids) {
      if (!(typeof x === 'string' && /^\d+$/.test(x)) && !(typeof x === 'number' && Number.isSafeInteger(x) && x >= 0)) {
        throw bad(`invalid value ${JSON.stringify(x)} for filters.projectIds`);
      }
    }
    if (ids.length) {
      const set = new Set(ids.map((x) => String(BigInt(x as string | number))));
      projectPreds.push((p) => set.has(p.id));
    }
  }
  return {
    projectOk: (p) => projectPreds.every((fn) => fn(p)),
    matches: (x) => preds.every((fn) => fn(x)),
  };
}

/** The statuses a dataset's report counts (and its backlog series holds open): `open` unless it says. */
function countedStatuses(ds: Dataset): ReadonlySet<string> {
  return new Set(ds.reportStatuses ?? ['open']);
}

function report(ds: Dataset, own: boolean, body: unknown, w: Wire): Reply {
  const { projectOk, matches } = parseReportFilters(body);
  const counted = countedStatuses(ds);
  const findingOk = (f: FindingRecord): boolean => counted.has(f.status) && matches(f);
  const byProject: Record<string, unknown> = {};
  if (!own) return json(200, { byProject });
  const counts = new Map<string, { code: number; sca: number; secrets: number }>();
  const projects = ds.projects.filter(projectOk);
  for (const p of projects) counts.set(p.id, { code: 0, sca: 0, secrets: 0 });
  for (const f of ds.findings) {
    const c = counts.get(f.projectId);
    if (c && findingOk(f)) c[f.product]++;
  }
  for (const p of projects) {
    const c = counts.get(p.id) ?? { code: 0, sca: 0, secrets: 0 };
    if (ds.reportOmitsEmptyProjects && c.code + c.sca + c.secrets === 0) continue;
    const stats = { code: i64(w, c.code), sca: i64(w, c.sca), secrets: i64(w, c.secrets), projectId: i64(w, p.id) };
    byProject[p.name] = w.int64 === 'string' ? omitDefaults(stats) : stats;
  }
  return json(200, { byProject });
}

// ---------------------------------------------------------------------------------------
// The reporting series (Beta): activity, backlog and median open age by severity, per bucket
// ---------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const OPEN: ReadonlySet<string> = new Set(['open']);
const BUCKET_SIZES = new Set(['TIME_BUCKET_SIZE_DAY', 'TIME_BUCKET_SIZE_WEEK', 'TIME_BUCKET_SIZE_MONTH']);

/**
 * When a finding that is no longer open was closed: 1 to 45 days after it was created (by its id), and
 * before now. An open finding (one of the statuses the report counts) has no such time, so the
 * backlog's last bucket, which ends now, is the report's count for the same filters.
 */
export function closedAt(f: FindingRecord, now: number, counted: ReadonlySet<string> = OPEN): number | undefined {
  if (counted.has(f.status)) return undefined;
  const created = Date.parse(f.createdAt);
  return Math.min(now - 3_600_000, created + (1 + (hash32(Number(f.id) || 0, 7) % 45)) * DAY_MS);
}

/** The buckets of a period: [start, end) each, by day, week or calendar month; the last ends at `until`. */
function bucketsOf(since: number, until: number, size: string): { start: number; end: number }[] {
  const buckets: { start: number; end: number }[] = [];
  for (let start = since; start < until && buckets.length < 400; ) {
    const next = new Date(start);
    if (size === 'TIME_BUCKET_SIZE_MONTH') next.setUTCMonth(next.getUTCMonth() + 1);
    else next.setTime(start + (size === 'TIME_BUCKET_SIZE_WEEK' ? 7 : 1) * DAY_MS);
    const end = Math.min(next.getTime(), until);
    buckets.push({ start, end });
    start = end;
  }
  return buckets;
}

/** A series of the reporting API over its period: the report's filters (its timePeriod is the period), one item per bucket. */
function series(ds: Dataset, own: boolean, route: 'activity' | 'backlog' | 'median-age', body: unknown): Reply {
  const filters = (body as { filters?: Record<string, unknown> } | null)?.filters ?? {};
  const { timePeriod, timeBucketSize, ...rest } = filters;
  const { projectOk, matches } = parseReportFilters({ filters: rest });
  const period = (timePeriod ?? {}) as { since?: unknown; until?: unknown };
  const now = Date.now();
  const since = period.since === undefined ? now - 30 * DAY_MS : parseTime(period.since, 'filters.timePeriod.since');
  const until = period.until === undefined ? now : Math.min(parseTime(period.until, 'filters.timePeriod.until'), now);
  const size = timeBucketSize ?? 'TIME_BUCKET_SIZE_DAY';
  if (typeof size !== 'string' || !BUCKET_SIZES.has(size)) throw bad(`invalid value ${JSON.stringify(size)} for filters.timeBucketSize`);
  if (!own) return json(200, { buckets: [] });
  const inScope = new Set(ds.projects.filter(projectOk).map((p) => p.id));
  const findings = ds.findings.filter((f) => inScope.has(f.projectId) && matches(f));
  const counted = countedStatuses(ds);
  const items = bucketsOf(since, until, size).map(({ start, end }) => {
    const timePeriod = { since: new Date(start).toISOString(), until: new Date(end).toISOString() };
    const open = findings.filter((f) => Date.parse(f.createdAt) < end && !((closedAt(f, now, counted) ?? Number.POSITIVE_INFINITY) < end));
    if (route === 'activity') {
      const within = (t: number | undefined): boolean => t !== undefined && t >= start && t < end;
      // What left the backlog in the bucket, by how: fixed, ignored, or otherwise (removed, or triaged to a
      // state the report does not count, as reviewing is when it counts open alone): the series adds up.
      const left = findings.filter((f) => within(closedAt(f, now, counted)));
      const opened = findings.filter((f) => within(Date.parse(f.createdAt))).length;
      const fixed = left.filter((f) => f.status === 'fixed').length;
      const ignored = left.filter((f) => f.status === 'ignored').length;
      const removed = left.length - fixed - ignored;
      return { timePeriod, opened, fixed, ignored, removed, net: opened - fixed - ignored - removed };
    }
    const bySeverity: Record<Severity, number> = { low: 0, medium: 0, high: 0, critical: 0 };
    for (const severity of Object.keys(bySeverity) as Severity[]) {
      const ofSeverity = open.filter((f) => f.severity === severity);
      if (route === 'backlog') bySeverity[severity] = ofSeverity.length;
      else {
        const ages = ofSeverity.map((f) => Math.floor((end - Date.parse(f.createdAt)) / DAY_MS)).sort((a, b) => a - b);
        bySeverity[severity] = ages.length === 0 ? 0 : (ages[Math.floor((ages.length - 1) / 2)] as number);
      }
    }
    return { timePeriod, ...bySeverity };
  });
  return json(200, { buckets: items });
}

// ---------------------------------------------------------------------------------------
// Operation 2: secrets
// ---------------------------------------------------------------------------------------

// Keyed by the list object, so a replaced dataset (setDataset) simply misses; a hit is only
// used while the list still holds the same records in the same slots (an O(n) identity check,
// no more than the filter below costs), so a list edited in place (push, splice, `list[i] = x`,
// then setDataset with the same array) is re-sorted too. Records are sorted by their id when
// cached: changing a cached record's id in place is not supported.
const sortedSecretsCache = new WeakMap<SecretRecord[], { source: SecretRecord[]; sorted: SecretRecord[] }>();
function sortedSecrets(list: SecretRecord[]): SecretRecord[] {
  const hit = sortedSecretsCache.get(list);
  if (hit && hit.source.length === list.length && hit.source.every((s, i) => s === list[i])) return hit.sorted;
  const byId = (a: SecretRecord, b: SecretRecord): number => a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = [...list].sort(byId);
  sortedSecretsCache.set(list, { source: [...list], sorted });
  return sorted;
}

function encodeCursor(offset: number, fingerprint: string): string {
  return Buffer.from(`sc1:${offset}:${fingerprint}`).toString('base64url');
}
function decodeCursor(raw: string, fingerprint: string, total: number): number {
  const text = /^[A-Za-z0-9_-]+={0,2}$/.test(raw) ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  const m = /^sc1:(\d{1,12}):([0-9a-f]{16})$/.exec(text);
  if (!m || m[2] !== fingerprint || Number(m[1]) > total) throw bad('invalid cursor');
  return Number(m[1]);
}

function secrets(ds: Dataset, own: boolean, q: Query, w: Wire, stuck: boolean): Reply {
  const limit = boundedInt(single(q, 'limit'), 'limit', LIMITS.secretsLimit);
  const sinceRaw = single(q, 'since');
  const since = sinceRaw === undefined || sinceRaw === '' ? undefined : parseTime(sinceRaw, 'since');
  const status = single(q, 'status');
  if (status !== undefined && !SECRET_STATUSES.has(status)) throw bad(`invalid value ${JSON.stringify(status)} for status`);
  const severity = enumList(q, 'severity', SECRET_SEVERITIES, 'SEVERITY_UNSPECIFIED');
  const states = enumList(q, 'validationState', VALIDATION_STATES, 'VALIDATION_STATE_UNSPECIFIED');
  const repos = q.repo?.length ? new Set(q.repo) : undefined;
  const cursorRaw = single(q, 'cursor');

  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        ds.deployment.id,
        own,
        since ?? null,
        status ?? null,
        [...(severity ?? [])].sort(),
        [...(states ?? [])].sort(),
        [...(repos ?? [])].sort(),
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  const all = own ? sortedSecrets(ds.secrets) : [];
  const matching = all.filter(
    (s) =>
      (since === undefined || Date.parse(s.createdAt) >= since) &&
      (status === undefined || status === 'FINDING_STATUS_UNSPECIFIED' || s.status === status) &&
      (!severity || severity.has(s.severity)) &&
      (!states || states.has(s.validationState)) &&
      (!repos || repos.has(s.repository.name)),
  );
  let offset = 0;
  if (stuck) offset = 0;
  else if (cursorRaw) offset = decodeCursor(cursorRaw, fingerprint, matching.length);
  const page = matching.slice(offset, offset + limit);
  const end = offset + page.length;
  const cursor = stuck ? encodeCursor(limit, fingerprint) : end < matching.length ? encodeCursor(end, fingerprint) : '';
  const previous = offset > 0 ? encodeCursor(Math.max(0, offset - limit), fingerprint) : '';
  const items = w.int64 === 'string' ? page.map(omitDefaults) : page;
  const body =
    w.secretsShape === 'nested' ? { cursor, findings: { cursor, findings: items }, previous } : { cursor, findings: items, previous };
  if (w.int64 === 'string') {
    // protobuf JSON: an empty cursor/previous is omitted (the list itself is kept)
    const b = body as Record<string, unknown>;
    if (!cursor) {
      delete b.cursor;
      if (w.secretsShape === 'nested') delete (b.findings as Record<string, unknown>).cursor;
    }
    if (!previous) delete b.previous;
  }
  return json(200, body);
}

// ---------------------------------------------------------------------------------------
// Operation 3: dependencies
// ---------------------------------------------------------------------------------------

function dependencies(ds: Dataset, own: boolean, q: Query, w: Wire, stuck: boolean): Reply {
  const pageSize = boundedInt(single(q, 'pageSize'), 'pageSize', LIMITS.dependenciesPageSize);
  const name = single(q, 'dependencyFilter.name');
  const version = single(q, 'dependencyFilter.version');
  const lockfilePath = single(q, 'dependencyFilter.lockfilePath');
  const repoIds = q['dependencyFilter.repositoryId']?.length
    ? new Set(
        q['dependencyFilter.repositoryId'].map((x) => {
          if (!/^\d{1,19}$/.test(x)) throw bad(`invalid value ${JSON.stringify(x)} for dependencyFilter.repositoryId`);
          return String(BigInt(x));
        }),
      )
    : undefined;
  const transitivity = enumList(q, 'dependencyFilter.transitivity', TRANSITIVITIES);
  const ecosystem = enumList(q, 'dependencyFilter.ecosystem', ECOSYSTEMS);
  const policies = enumList(q, 'dependencyFilter.licensePolicySettings', LICENSE_POLICY_SETTINGS, 'LICENSE_POLICY_SETTING_UNSPECIFIED');
  const licenses = q['dependencyFilter.license']?.length ? new Set(q['dependencyFilter.license']) : undefined;
  const archivedRaw = single(q, 'dependencyFilter.includeArchived');
  const archived = archivedRaw === undefined || archivedRaw === '' ? false : parseBool(archivedRaw, 'dependencyFilter.includeArchived');

  const src = ds.dependencies;
  const count = own ? src.count : 0;
  const cursorRaw = single(q, 'cursor');
  let start = 0;
  if (!stuck && cursorRaw) {
    if (!/^\d{1,16}$/.test(cursorRaw) || Number(cursorRaw) > count) throw bad('invalid cursor');
    start = Number(cursorRaw);
  }

  // Index ranges that pass the archived / repository filters; computed from runs when the
  // source provides them, so an unfiltered page never touches the other items.
  const runs: readonly DependencyRun[] = src.runs ?? [{ start: 0, end: count, repositoryId: '', archived: false }];
  const ranges = own ? runs.filter((r) => !src.runs || (r.archived === archived && (!repoIds || repoIds.has(r.repositoryId)))) : [];
  const recordFilter =
    !src.runs ||
    name !== undefined ||
    version !== undefined ||
    lockfilePath !== undefined ||
    transitivity ||
    ecosystem ||
    policies ||
    licenses ||
    (repoIds && !src.runs);
  const matches = (d: DependencyRecord): boolean =>
    (src.runs !== undefined || (d.archived === archived && (!repoIds || repoIds.has(d.repositoryId)))) &&
    (name === undefined || d.name === name) &&
    (version === undefined || d.version === version) &&
    (lockfilePath === undefined || d.definedAt.path === lockfilePath) &&
    (!transitivity || transitivity.has(d.transitivity)) &&
    (!ecosystem || ecosystem.has(d.ecosystem)) &&
    (!policies || policies.has(d.licensePolicySetting)) &&
    (!licenses || d.licenses.some((l) => licenses.has(l)));

  const items: DependencyRecord[] = [];
  let next = -1;
  outer: for (const r of ranges) {
    if (r.end <= start) continue;
    for (let i = Math.max(r.start, start); i < r.end; i++) {
      if (recordFilter) {
        const d = src.at(i);
        if (!matches(d)) continue;
        if (items.length === pageSize) {
          next = i;
          break outer;
        }
        items.push(d);
      } else {
        if (items.length === pageSize) {
          next = i;
          break outer;
        }
        items.push(src.at(i));
      }
    }
  }
  const hasMore = stuck || next >= 0;
  const cursor = stuck ? String(next >= 0 ? next : pageSize) : next >= 0 ? String(next) : '';
  const proto = w.int64 === 'string';
  const shaped = ds.dependencyShape === 'seed' ? items.map((d) => seedDependency(d)) : items.map((d) => foundDependency(d, w));
  if (proto) {
    // protobuf JSON: hasMore absent when false, cursor absent when empty
    const body: Record<string, unknown> = { dependencies: shaped };
    if (hasMore) body.hasMore = true;
    if (cursor) body.cursor = cursor;
    return json(200, body);
  }
  return json(200, { dependencies: shaped, hasMore, cursor });
}

function seedDependency(d: DependencyRecord): Record<string, unknown> {
  return { id: d.id, name: d.name, version: d.version };
}

/** protos.sca.v1.FoundDependency; in protobuf mode default values ("", [], zero enums) are omitted. */
function foundDependency(d: DependencyRecord, w: Wire): Record<string, unknown> {
  if (w.int64 === 'number') {
    return {
      repositoryId: Number(d.repositoryId),
      definedAt: { path: d.definedAt.path, startLine: d.definedAt.startLine, url: d.definedAt.url },
      transitivity: d.transitivity,
      package: { name: d.name, versionSpecifier: d.version },
      ecosystem: d.ecosystem,
      licenses: d.licenses,
      manifestDefinition: { path: d.manifestPath },
      resolvedUrl: d.resolvedUrl,
    };
  }
  const out: Record<string, unknown> = {};
  if (d.repositoryId && d.repositoryId !== '0') out.repositoryId = d.repositoryId;
  const at: Record<string, unknown> = {};
  if (d.definedAt.path) at.path = d.definedAt.path;
  if (d.definedAt.startLine) at.startLine = String(d.definedAt.startLine);
  if (d.definedAt.url) at.url = d.definedAt.url;
  out.definedAt = at;
  if (!ZERO_ENUMS.has(d.transitivity)) out.transitivity = d.transitivity;
  const pkg: Record<string, unknown> = {};
  if (d.name) pkg.name = d.name;
  if (d.version) pkg.versionSpecifier = d.version;
  out.package = pkg;
  if (!ZERO_ENUMS.has(d.ecosystem)) out.ecosystem = d.ecosystem;
  if (d.licenses.length) out.licenses = d.licenses;
  out.manifestDefinition = d.manifestPath ? { path: d.manifestPath } : {};
  if (d.resolvedUrl) out.resolvedUrl = d.resolvedUrl;
  return out;
}

// ---------------------------------------------------------------------------------------
// Operations 6 and 7: the projects list and a project's scans
// ---------------------------------------------------------------------------------------

const PROJECT_STATUSES = e('PROJECT_STATUS_UNSPECIFIED', 'PROJECT_STATUS_SETUP', 'PROJECT_STATUS_NOT_SETUP', 'PROJECT_STATUS_ARCHIVED');
const SCAN_STATUSES = e(
  'SCAN_STATUS_UNSPECIFIED',
  'SCAN_STATUS_RUNNING',
  'SCAN_STATUS_COMPLETED',
  'SCAN_STATUS_PENDING',
  'SCAN_STATUS_CANCELLED',
  'SCAN_STATUS_ERROR',
  'SCAN_STATUS_NEVER_FINISHED',
);

/** An offset as an opaque page token. */
const offsetToken = (kind: string, offset: number): string => Buffer.from(`${kind}:${offset}`).toString('base64url');
function tokenOffset(kind: string, raw: unknown): number {
  if (raw === undefined || raw === '') return 0;
  const text = typeof raw === 'string' ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  const m = new RegExp(`^${kind}:(\\d{1,9})$`).exec(text);
  if (!m) throw bad(`invalid ${kind === 'pt' ? 'pageToken' : 'cursor'}`);
  return Number(m[1]);
}
function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw bad('request body must be a JSON object');
  return body as Record<string, unknown>;
}
function stringList(raw: unknown, name: string, allowed?: ReadonlySet<string>): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || !raw.every((x) => typeof x === 'string')) throw bad(`${name} must be a list of strings`);
  if (allowed) for (const x of raw) if (!allowed.has(x)) throw bad(`invalid value ${JSON.stringify(x)} for ${name}`);
  return raw;
}

/** Projects whose name contains any of `filter.names` (substrings, as the real API), of the given statuses (default all). */
function projectsList(ds: Dataset, own: boolean, body: unknown, w: Wire, stuck: boolean): Reply {
  const b = objectBody(body);
  const pageSize = boundedInt(b.pageSize === undefined ? undefined : String(b.pageSize), 'pageSize', { min: 1, max: 3000, default: 100 });
  const filter = b.filter === undefined ? {} : objectBody(b.filter);
  const names = stringList(filter.names, 'filter.names');
  const statuses = stringList(filter.statuses, 'filter.statuses', PROJECT_STATUSES)?.filter((s) => s !== 'PROJECT_STATUS_UNSPECIFIED');
  const statusOf = (p: ProjectRecord): string => (p.archived ? 'PROJECT_STATUS_ARCHIVED' : 'PROJECT_STATUS_SETUP');
  const matching = (own ? ds.projects : []).filter(
    (p) => (!names?.length || names.some((n) => p.name.includes(n))) && (!statuses?.length || statuses.includes(statusOf(p))),
  );
  const offset = stuck ? 0 : tokenOffset('pt', b.pageToken);
  const page = matching.slice(offset, offset + pageSize);
  const end = offset + page.length;
  const pageToken = stuck ? offsetToken('pt', pageSize) : end < matching.length ? offsetToken('pt', end) : '';
  const projects = page.map((p) => ({
    id: i64(w, p.id),
    name: p.name,
    createTime: '2025-01-15T09:00:00Z',
    url: `https://github.com/${p.name}`,
    ...(p.defaultBranchId ? { defaultBranchId: i64(w, p.defaultBranchId), primaryBranchId: i64(w, p.defaultBranchId) } : {}),
  }));
  return json(200, pageToken ? { projects, pageToken } : { projects });
}

/** A scan as the API shows it now: a running scan that has been polled enough reports its final status. */
function scanView(s: ScanRecord, polls: number, now: number, w: Wire): Record<string, unknown> {
  const finished = s.running === undefined || polls > s.running.polls;
  const status = finished ? s.status : 'SCAN_STATUS_RUNNING';
  const start = now - s.startedMinutesAgo * 60_000;
  const complete =
    finished && status !== 'SCAN_STATUS_RUNNING' && status !== 'SCAN_STATUS_PENDING'
      ? s.running
        ? now
        : start + (s.durationSeconds ?? 60) * 1000
      : undefined;
  const view = {
    id: i64(w, s.id),
    deploymentId: i64(w, '0'),
    projectId: i64(w, s.projectId),
    ...(s.branchId ? { branchId: i64(w, s.branchId) } : {}),
    commit: s.commit,
    startTime: new Date(start).toISOString(),
    ...(complete === undefined ? {} : { completeTime: new Date(complete).toISOString() }),
    exitCode: status === 'SCAN_STATUS_ERROR' ? '2' : status === 'SCAN_STATUS_COMPLETED' ? '1' : '0',
    isFullScan: s.isFullScan ?? false,
    status,
    ...(s.enabledProducts === undefined ? {} : { enabledProducts: s.enabledProducts }),
  };
  return w.int64 === 'string' ? omitDefaults(view) : view;
}

/** The scans of one project in the past 30 days, oldest first (the real order is not documented). */
function scansList(ds: Dataset, project: ProjectRecord, body: unknown, w: Wire, polls: number, stuck: boolean): Reply {
  const b = objectBody(body);
  const limit = boundedInt(b.limit === undefined ? undefined : String(b.limit), 'limit', { min: 1, max: 500, default: 100 });
  const filters = b.filters === undefined ? {} : objectBody(b.filters);
  const statuses = stringList(filters.statuses, 'filters.statuses', SCAN_STATUSES)?.filter((s) => s !== 'SCAN_STATUS_UNSPECIFIED');
  const since = filters.createdSince === undefined ? undefined : parseTime(filters.createdSince, 'filters.createdSince');
  const now = Date.now();
  const views = (ds.scans ?? [])
    .filter((s) => s.projectId === project.id && s.startedMinutesAgo <= 30 * 1440)
    .sort((a, c) => c.startedMinutesAgo - a.startedMinutesAgo)
    .map((s) => scanView(s, polls, now, w))
    .filter(
      (v) =>
        (!statuses?.length || statuses.includes(String(v.status))) && (since === undefined || Date.parse(String(v.startTime)) >= since),
    );
  const offset = stuck ? 0 : tokenOffset('sc', b.cursor);
  const page = views.slice(offset, offset + limit);
  const end = offset + page.length;
  const cursor = stuck ? offsetToken('sc', limit) : end < views.length ? offsetToken('sc', end) : '';
  return json(200, cursor ? { scans: page, cursor } : { scans: page });
}

// ---------------------------------------------------------------------------------------
// Operations 8 and 9: the v1 deployments (slugs) and the findings list
// ---------------------------------------------------------------------------------------

/** The slug of a deployment: its name in lower case, other characters as dashes. */
export function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'deployment';
}

const ISSUE_TYPES: Record<string, FindingRecord['product']> = { sast: 'code', sca: 'sca' };

/** The extension of a code finding's file, by its rule's language (the rule id's first part); `.ts` for JavaScript, TypeScript and any other rule. */
const EXTENSIONS: Record<string, string> = {
  python: 'py',
  go: 'go',
  java: 'java',
  ruby: 'rb',
  php: 'php',
  rust: 'rs',
  terraform: 'tf',
  kotlin: 'kt',
  csharp: 'cs',
};

/** The file and line a finding is at: made up from its id, the same on every call, in a file of its rule's language. */
export function findingPlace(f: FindingRecord): { path: string; line: number } {
  const n = Number(f.id) || 0;
  const extension = EXTENSIONS[f.ruleId.split('.')[0] ?? ''] ?? 'ts';
  return {
    path: f.product === 'sca' ? 'package-lock.json' : `src/${f.category ?? 'app'}/module${n % 17}.${extension}`,
    line: 1 + (n % 400),
  };
}

/**
 * The match_based_id of each finding, stable across datasets the way the real one is across scans:
 * from its project, product, severity and rule, and its place among the findings alike (the n-th).
 */
const matchBasedIdsCache = new WeakMap<readonly FindingRecord[], { length: number; ids: Map<FindingRecord, string> }>();
function matchBasedIds(findings: readonly FindingRecord[]): Map<FindingRecord, string> {
  // Cached per findings list (a list edited in place to another length is computed again).
  const hit = matchBasedIdsCache.get(findings);
  if (hit && hit.length === findings.length) return hit.ids;
  const ids = computeMatchBasedIds(findings);
  matchBasedIdsCache.set(findings, { length: findings.length, ids });
  return ids;
}

function computeMatchBasedIds(findings: readonly FindingRecord[]): Map<FindingRecord, string> {
  const seen = new Map<string, number>();
  const ids = new Map<FindingRecord, string>();
  for (const f of findings) {
    const key = `${f.projectId}|${f.product}|${f.severity}|${f.ruleId}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    ids.set(f, `mb-${createHash('sha256').update(`${key}#${n}`).digest('hex').slice(0, 24)}`);
  }
  return ids;
}

/** The match_based_id the findings list gives a finding of `dataset` (for tests that name one). */
export function matchBasedIdOf(dataset: Pick<Dataset, 'findings'>, finding: FindingRecord): string {
  return matchBasedIds(dataset.findings).get(finding) ?? '';
}

const newestFirstCache = new WeakMap<readonly FindingRecord[], Map<string, { length: number; sorted: FindingRecord[] }>>();
/** The findings of one product, newest first, cached per findings list (so that paging a large list stays cheap). */
function newestFirst(findings: readonly FindingRecord[], product: FindingRecord['product']): FindingRecord[] {
  const byProduct = newestFirstCache.get(findings) ?? new Map<string, { length: number; sorted: FindingRecord[] }>();
  newestFirstCache.set(findings, byProduct);
  const hit = byProduct.get(product);
  if (hit && hit.length === findings.length) return hit.sorted;
  const sorted = findings
    .filter((f) => f.product === product)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1));
  byProduct.set(product, { length: findings.length, sorted });
  return sorted;
}

/** The list's `policies` values, and the Rule Board mode each selects. */
const POLICY_MODE_OF: Readonly<Record<string, string>> = {
  'rule-board-block': 'block',
  'rule-board-pr-comments': 'comment',
  'rule-board-audit': 'monitor',
};

/**
 * The list's own filters, as the v1 document gives them: `status` (one value; absent lists every
 * status but removed), `severities`, and for code findings `policies` (the modes of the rules' Rule
 * Board: `ruleModes`, Monitor for a rule it does not name), `confidence` (one value), `rules`,
 * `categories`, `autotriage_verdict` (one value); for supply-chain findings `exposures` and
 * `is_malicious`. A filter that does not apply to the issue type is ignored, as the API does; a value
 * the document does not list is 400.
 */
function listFilters(ds: Dataset, q: Query, issueType: string): (f: FindingRecord) => boolean {
  const tests: ((f: FindingRecord) => boolean)[] = [];
  const many = (name: string): Set<string> | undefined => (q[name]?.length ? new Set(q[name]) : undefined);
  const status = single(q, 'status');
  if (status !== undefined && !LISTED_STATUSES.includes(status as FindingRecord['status']))
    throw bad(`invalid value ${JSON.stringify(status)} for status`);
  tests.push(status === undefined ? (f) => LISTED_STATUSES.includes(f.status) : (f) => f.status === status);
  const severities = many('severities');
  for (const s of severities ?? [])
    if (!['low', 'medium', 'high', 'critical'].includes(s)) throw bad(`invalid value ${JSON.stringify(s)} for severities`);
  if (severities) tests.push((f) => severities.has(f.severity));
  const policies = many('policies');
  for (const p of policies ?? []) if (POLICY_MODE_OF[p] === undefined) throw bad(`invalid value ${JSON.stringify(p)} for policies`);
  const malicious = single(q, 'is_malicious');
  if (malicious !== undefined && malicious !== 'true' && malicious !== 'false')
    throw bad(`invalid value ${JSON.stringify(malicious)} for is_malicious`);
  if (issueType === 'sast') {
    if (policies) {
      const modes = new Set([...policies].map((p) => POLICY_MODE_OF[p]));
      tests.push((f) => modes.has(ds.ruleModes?.[f.ruleId] ?? 'monitor'));
    }
    const confidence = single(q, 'confidence');
    if (confidence !== undefined) tests.push((f) => f.confidence === confidence);
    const rules = many('rules');
    if (rules) tests.push((f) => rules.has(f.ruleId));
    const categories = many('categories');
    if (categories) tests.push((f) => f.category !== undefined && categories.has(f.category));
    const verdict = single(q, 'autotriage_verdict');
    if (verdict !== undefined) tests.push((f) => f.aiVerdict === verdict);
  }
  if (issueType === 'sca') {
    const exposures = many('exposures');
    if (exposures) tests.push((f) => f.reachability !== undefined && exposures.has(f.reachability));
    if (malicious !== undefined) tests.push((f) => (f.malicious === true) === (malicious === 'true'));
  }
  return (f) => tests.every((test) => test(f));
}

/** The vulnerable package of a supply-chain finding: an npm package and version of the dataset's, by its id. */
function foundDependencyOf(f: FindingRecord, lockfileLineUrl: string): Record<string, string> {
  const packages = PACKAGES.npm ?? [];
  const n = Number(f.id) || 0;
  const pkg = packages[n % packages.length];
  return {
    package: pkg?.name ?? 'left-pad',
    version: pkg?.versions[n % (pkg?.versions.length ?? 1)] ?? '1.0.0',
    ecosystem: 'npm',
    transitivity: n % 3 === 0 ? 'transitive' : 'direct',
    lockfile_line_url: lockfileLineUrl,
  };
}

/** A listed finding's triage state, by its status: set by a person (fixed and open findings are untriaged). */
const TRIAGE_STATE_OF: Readonly<Record<string, string>> = {
  reviewing: 'reviewing',
  fixing: 'fixing',
  provisionally_ignored: 'provisionally_ignored',
  ignored: 'ignored',
};

/** Findings of one issue type (of one status when asked), newest relevant_since first, by page number: the report's own findings, listed. */
function findingsList(ds: Dataset, own: boolean, q: Query): Reply {
  const issueType = single(q, 'issue_type') ?? 'sast';
  if (issueType !== 'sast' && issueType !== 'sca' && issueType !== 'ai_sast')
    throw bad(`invalid value ${JSON.stringify(issueType)} for issue_type`);
  const page = boundedInt(single(q, 'page'), 'page', { min: 0, max: 1_000_000, default: 0 });
  const pageSize = boundedInt(single(q, 'page_size'), 'page_size', { min: 100, max: 3000, default: 100 });
  const repos = q.repos?.length ? new Set(q.repos) : undefined;
  const nameOf = new Map(ds.projects.map((p) => [p.id, p.name]));
  const product = ISSUE_TYPES[issueType];
  const filters = listFilters(ds, q, issueType);
  // The page's findings: the matching ones are counted only up to the page's end, as an index would serve them.
  const end = (page + 1) * pageSize;
  const matching: FindingRecord[] = [];
  for (const f of own && product ? newestFirst(ds.findings, product) : []) {
    if ((!repos || repos.has(nameOf.get(f.projectId) ?? '')) && filters(f)) matching.push(f);
    if (matching.length >= end) break;
  }
  const mbIds = matchBasedIds(ds.findings);
  const findings = matching.slice(page * pageSize, end).map((f) => {
    const repo = nameOf.get(f.projectId) ?? '';
    const { path, line } = findingPlace(f);
    const url = `https://github.com/${repo}/blob/main/${path}#L${line}`;
    return {
      id: Number(f.id),
      match_based_id: mbIds.get(f),
      rule: { name: f.ruleId, message: `${f.ruleId} matched` },
      rule_name: f.ruleId,
      severity: f.severity,
      confidence: f.confidence ?? 'medium',
      status: f.status,
      triage_state: TRIAGE_STATE_OF[f.status] ?? 'untriaged',
      repository: { name: repo, url: `https://github.com/${repo}` },
      location: { file_path: path, line, column: 1, end_line: line, end_column: 10, url },
      line_of_code_url: url,
      created_at: f.createdAt.replace('T', ' ').replace('Z', '+00:00'),
      relevant_since: f.createdAt.replace('T', ' ').replace('Z', '+00:00'),
      ...(f.product === 'sca'
        ? {
            vulnerability_identifier: `CVE-2026-${1000 + (Number(f.id) % 9000)}`,
            ...(f.reachability === undefined ? {} : { reachability: f.reachability.replaceAll('_', ' ') }),
            found_dependency: foundDependencyOf(f, `https://github.com/${repo}/blob/main/${path}#L${line}`),
            is_malicious: f.malicious === true,
            fix_recommendations: (f.fixRecommendations ?? []).map((fix) => ({ ...fix })),
            ...(f.epss === undefined ? {} : { epss_score: { ...f.epss } }),
          }
        : {}),
    };
  });
  return json(200, { findings });
}

// ---------------------------------------------------------------------------------------
// Faults
// ---------------------------------------------------------------------------------------

interface ActiveFault {
  fault: Fault;
  remaining: number | undefined;
}
const TERMINAL = new Set(['status', 'reset', 'hang', 'malformed', 'wrong-shape', 'truncated', 'redirect', 'empty-page']);

const WRONG_SHAPE: Record<Route, unknown> = {
  report: { byProject: { 'acme/payments-api': { code: 'lots', sca: '-3', secrets: 1.5, projectId: '1201' } } },
  secrets: { cursor: 17, findings: { items: 'none' } },
  dependencies: { dependencies: { '0': 'lodash' }, hasMore: 'maybe' },
  deployments: { deployments: { id: '4242', name: 'acme' } },
  identity: { unexpected: true },
  projects: { projects: [{ id: 'one', name: 7 }] },
  scans: { scans: 'none' },
  slugs: { deployments: 'acme' },
  findings: { findings: [{ id: 'x' }] },
  activity: { buckets: [{ opened: 'many' }] },
  backlog: { buckets: 'none' },
  'median-age': { buckets: [{ timePeriod: { since: 'yesterday' } }] },
};
const MALFORMED_BODY = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

// ---------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // Replaced by setDataset; each request reads it once on arrival and is answered from that one.
  let dataset = options.dataset ?? demoDataset();
  const wire: Wire = { int64: options.int64 ?? 'string', secretsShape: options.secretsShape ?? 'nested' };
  const requests: LoggedRequest[] = [];
  const faults = new Map<Route, ActiveFault[]>();
  const sockets = new Set<Socket>();

  type Rewrite = Extract<Fault, { kind: 'rewrite' }>['apply'];
  const takeFault = (
    route: Route,
    request: { query: Record<string, string[]>; body?: unknown },
  ): { latency: number; terminal?: Fault; stuck: boolean; ignoreRepo: boolean; rewrites: Rewrite[] } => {
    const list = faults.get(route) ?? [];
    let latency = 0;
    let stuck = false;
    let ignoreRepo = false;
    const rewrites: Rewrite[] = [];
    let terminal: Fault | undefined;
    for (const a of list) {
      if (a.fault.kind === 'latency') latency += (a.fault.when?.(request) ?? true) ? a.fault.ms : 0;
      else if (a.fault.kind === 'stuck-cursor') stuck = true;
      else if (a.fault.kind === 'ignore-repo-filter') ignoreRepo = true;
      else if (a.fault.kind === 'rewrite') rewrites.push(a.fault.apply);
    }
    const idx = list.findIndex((a) => TERMINAL.has(a.fault.kind) && (!('when' in a.fault) || (a.fault.when?.(request) ?? true)));
    const a = idx >= 0 ? list[idx] : undefined;
    if (a) {
      terminal = a.fault;
      if (a.remaining !== undefined && --a.remaining <= 0) list.splice(idx, 1);
    }
    return { latency, terminal, stuck, ignoreRepo, rewrites };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.on('error', () => {});
    const ds = dataset; // a setDataset while this request waits (body, latency) does not split its answer
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = matchRoute(method, url.pathname);
    const query: Query = {};
    for (const [k, v] of url.searchParams) {
      const list = query[k] ?? [];
      list.push(v);
      query[k] = list;
    }
    const log: LoggedRequest = { route: match.route, method, path: url.pathname, query, authorized: false, status: 0, at: Date.now() };
    requests.push(log);
    res.on('finish', () => {
      log.doneAt = Date.now();
    });

    const raw = await readBody(req, LIMITS.maxBodyBytes);
    let parsedBody: unknown;
    let bodyError: string | undefined;
    if (raw === 'too-large') {
      bodyError = 'too-large';
    } else if (raw.length > 0) {
      const text = raw.toString('utf8');
      try {
        parsedBody = JSON.parse(text);
        log.body = parsedBody;
      } catch {
        log.body = text.length > 4096 ? `${text.slice(0, 4096)}…` : text;
        bodyError = 'invalid';
      }
    } else {
      bodyError = 'empty';
    }
    const auth = authenticate(ds, req.headers.authorization);
    log.authorized = auth.kind === 'ok';

    const f =
      match.route === 'unknown'
        ? { latency: 0, stuck: false, ignoreRepo: false, terminal: undefined, rewrites: [] }
        : takeFault(match.route, { query, ...(parsedBody === undefined ? {} : { body: parsedBody }) });
    const latency = (options.latencyMs ?? 0) + f.latency;
    if (latency > 0) await sleep(latency);
    if (res.destroyed) return;

    // The normal answer (computed even for faults that garble it: hang and truncated send part of it).
    const normal = (): Reply => {
      let reply: Reply;
      try {
        const served = f.ignoreRepo ? Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'repo')) : query;
        reply = answer(ds, match, auth, parsedBody, bodyError, served, f.stuck);
      } catch (err) {
        reply = err instanceof ApiError ? json(err.status, { error: err.message }) : json(500, { error: 'internal error' });
      }
      if (f.rewrites.length === 0) return reply;
      // A rewritten answer is a 200, whatever the sandbox itself would have said (a server that sends what it likes).
      let body = reply.body;
      for (const rewrite of f.rewrites) body = rewrite(body, { query, ...(parsedBody === undefined ? {} : { body: parsedBody }) });
      return { ...reply, status: 200, body };
    };

    const t = f.terminal;
    if (!t || match.route === 'unknown') return sendReply(res, log, normal());
    switch (t.kind) {
      case 'status': {
        const text = t.body ?? JSON.stringify({ error: statusText(t.status) });
        log.status = t.status;
        res.writeHead(t.status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...(t.retryAfter !== undefined ? { 'retry-after': t.retryAfter } : {}),
        });
        res.end(text);
        return;
      }
      case 'redirect':
        log.status = 307;
        res.writeHead(307, { location: t.location, 'content-type': 'application/json', 'content-length': 2 });
        res.end('{}');
        return;
      case 'reset':
        log.status = 0;
        req.socket.destroy();
        return;
      case 'malformed':
        log.status = 200;
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(MALFORMED_BODY) });
        res.end(MALFORMED_BODY);
        return;
      case 'wrong-shape':
        return sendReply(res, log, json(200, WRONG_SHAPE[match.route as Route]));
      case 'empty-page': {
        if (match.route !== 'dependencies' || normal().status !== 200) return sendReply(res, log, normal());
        // A leading zero: another cursor text for the same offset, so the client sees it advance.
        return sendReply(res, log, json(200, { dependencies: [], hasMore: true, cursor: `0${single(query, 'cursor') ?? '0'}` }));
      }
      case 'hang': {
        const text = JSON.stringify(normal().body);
        log.status = 200;
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.write(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
        return; // never finished; close() destroys the socket
      }
      case 'truncated': {
        const text = JSON.stringify(normal().body);
        log.status = 200;
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) + 64 });
        res.write(text.slice(0, Math.max(1, Math.floor(text.length / 2))), () => req.socket.end());
        return;
      }
      default:
        return sendReply(res, log, normal());
    }
  };

  const answer = (
    ds: Dataset,
    match: Match,
    auth: Auth,
    body: unknown,
    bodyError: string | undefined,
    query: Query,
    stuck: boolean,
  ): Reply => {
    if (match.route === 'unknown') return json(404, { error: 'not found' });
    if (auth.kind === 'invalid') return json(401, { error: 'Invalid API token' });
    if (auth.kind === 'no-web-api') return NOT_FOUND();
    const principal = auth.principal;
    if (match.route === 'slugs') {
      return json(200, {
        deployments: [{ id: Number(principal.deployment.id), name: principal.deployment.name, slug: slugOf(principal.deployment.name) }],
      });
    }
    if (match.route === 'findings') {
      if (decodeURIComponent(match.deploymentId ?? '') !== slugOf(principal.deployment.name)) return NOT_FOUND();
      return findingsList(ds, principal.own, query);
    }
    if (match.deploymentId !== undefined) {
      let id: string;
      try {
        id = decodeURIComponent(match.deploymentId);
      } catch {
        throw bad('invalid deploymentId: expected a decimal integer');
      }
      if (!/^\d{1,19}$/.test(id)) throw bad('invalid deploymentId: expected a decimal integer');
      if (BigInt(id) !== BigInt(principal.deployment.id)) return NOT_FOUND();
    }
    switch (match.route) {
      case 'identity': {
        const body: Record<string, unknown> = { identity: principal.identity };
        if (principal.userId !== undefined) {
          body.userId = i64(wire, principal.userId);
          body.deploymentId = i64(wire, principal.deployment.id);
        }
        return json(200, body);
      }
      case 'deployments':
        return json(200, { deployments: [{ id: i64(wire, principal.deployment.id), name: principal.deployment.name }] });
      case 'report':
        if (bodyError === 'too-large') return json(413, { error: 'request body too large' });
        if (bodyError === 'empty') throw bad('request body is required');
        if (bodyError === 'invalid') throw bad('request body is not valid JSON');
        return report(ds, principal.own, body, wire);
      case 'secrets':
        return secrets(ds, principal.own, query, wire, stuck);
      case 'dependencies':
        return dependencies(ds, principal.own, query, wire, stuck);
      case 'projects':
        if (bodyError === 'invalid') throw bad('request body is not valid JSON');
        return projectsList(ds, principal.own, body ?? {}, wire, stuck);
      case 'activity':
      case 'backlog':
      case 'median-age':
        if (bodyError === 'empty') throw bad('request body is required');
        if (bodyError === 'invalid') throw bad('request body is not valid JSON');
        return series(ds, principal.own, match.route, body);
      case 'scans': {
        if (bodyError === 'invalid') throw bad('request body is not valid JSON');
        const project = principal.own ? ds.projects.find((p) => p.id === match.projectId) : undefined;
        if (!project) return NOT_FOUND();
        return scansList(ds, project, body ?? {}, wire, pollsOf(project.id), stuck);
      }
    }
  };
  /** How many times the scans of a project were listed, this one included: a running scan completes after some. */
  const polls = new Map<string, number>();
  const pollsOf = (projectId: string): number => {
    const n = (polls.get(projectId) ?? 0) + 1;
    polls.set(projectId, n);
    return n;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":"internal error"}');
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('clientError', (_err, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;

  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    get dataset(): Dataset {
      return dataset;
    },
    get tokens(): Dataset['tokens'] {
      return dataset.tokens;
    },
    requests,
    setDataset(next: Dataset): void {
      dataset = next;
    },
    inject(route: Route, fault: Fault): void {
      const list = faults.get(route) ?? [];
      const times = 'times' in fault ? fault.times : undefined;
      if (times !== undefined && times <= 0) return;
      list.push({ fault: { ...fault }, remaining: times });
      faults.set(route, list);
    },
    clearFaults(): void {
      faults.clear();
    },
    close(): Promise<void> {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const s of sockets) s.destroy();
      });
      return closed;
    },
  };
}

function statusText(status: number): string {
  const known: Record<number, string> = {
    400: 'Bad Request',
    401: 'Invalid API token',
    403: 'Forbidden',
    404: 'Not found',
    408: 'Request Timeout',
    409: 'Conflict',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  };
  return known[status] ?? `HTTP ${status}`;
}
