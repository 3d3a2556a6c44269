// Datasets for the sandbox: the records the simulated Semgrep AppSec Platform API serves.
//
// Everything here is deterministic (seeded PRNG, fixed reference date) so counts in tests,
// the demo and the benchmarks never drift. Dependencies are always exposed lazily
// (`{ count, at(i) }`) so a generated dataset of millions of dependencies costs no memory.

// ---------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------

export type Product = 'code' | 'sca' | 'secrets';
export type Severity = 'low' | 'medium' | 'high' | 'critical';
export type FindingStatus = 'open' | 'reviewing' | 'fixing' | 'provisionally_ignored' | 'ignored' | 'fixed' | 'removed' | 'unknown';
/** The statuses the findings list lists (one a request); `removed` and `unknown` records are never listed. */
export const LISTED_STATUSES: readonly FindingStatus[] = ['open', 'reviewing', 'fixing', 'provisionally_ignored', 'ignored', 'fixed'];
/** A rule's mode in the platform's policy (the Rule Board), as the findings list's `policies` filter selects it. */
export type PolicyMode = 'monitor' | 'comment' | 'block' | 'disabled';
export type Confidence = 'low' | 'medium' | 'high';
export type Reachability = 'reachable' | 'always_reachable' | 'conditionally_reachable' | 'no_reachability_analysis' | 'unreachable';
export type Validity = 'valid' | 'invalid' | 'error' | 'no_validator';
export type AiVerdict = 'true_positive' | 'false_positive' | 'no_verdict';
export type DeploymentStatus = 'unknown' | 'deployed' | 'not_deployed';
export type PublicExposure = 'unknown' | 'public' | 'not_public';

export interface ProjectRecord {
  id: string; // decimal int64
  name: string; // like acme/payments-api (also the repository name)
  archived?: boolean;
  defaultBranchId?: string;
}

/** A scan's status as the scans list names it. */
export type ScanStatus =
  | 'SCAN_STATUS_RUNNING'
  | 'SCAN_STATUS_COMPLETED'
  | 'SCAN_STATUS_PENDING'
  | 'SCAN_STATUS_CANCELLED'
  | 'SCAN_STATUS_ERROR'
  | 'SCAN_STATUS_NEVER_FINISHED';

/**
 * One scan of a project. Times are relative to the moment the sandbox answers, so a scan "2 hours
 * ago" stays 2 hours old whenever the test runs; scans started over 30 days ago are never listed.
 */
export interface ScanRecord {
  id: string;
  projectId: string;
  commit: string;
  branchId?: string;
  startedMinutesAgo: number;
  /** Seconds from start to completion (absent while running). */
  durationSeconds?: number;
  status: ScanStatus;
  isFullScan?: boolean;
  /** The products the scan covered (`enabledProducts`: PRODUCT_SAST, PRODUCT_SCA, PRODUCT_SECRETS); absent: not sent. */
  enabledProducts?: string[];
  /** A scan still running: after this many scans/list requests for its project it reports `status` (and completes now). */
  running?: { polls: number };
}

/** One finding as the report operation counts it (internal; never listed by the API). */
export interface FindingRecord {
  id: string;
  projectId: string;
  product: Product;
  severity: Severity;
  status: FindingStatus;
  /** Attributes left undefined never match a filter on that attribute. */
  confidence?: Confidence;
  reachability?: Reachability; // SCA findings
  /** SCA: from a malicious dependency (the list's `is_malicious`). */
  malicious?: boolean;
  /** SCA: the EPSS score (the list's `epss_score`); absent when the advisory has none. */
  epss?: { score?: number; percentile?: number };
  /** SCA: the upgrades that fix it (the list's `fix_recommendations`); none when absent. */
  fixRecommendations?: { package: string; version: string }[];
  validity?: Validity; // secrets findings
  tags: string[];
  teams: string[];
  ruleId: string;
  aiVerdict?: AiVerdict;
  deploymentStatus?: DeploymentStatus;
  publicExposure?: PublicExposure;
  category?: string;
  createdAt: string; // ISO date-time
}

export type SecretSeverity = 'SEVERITY_LOW' | 'SEVERITY_MEDIUM' | 'SEVERITY_HIGH' | 'SEVERITY_CRITICAL';
export type SecretStatus =
  | 'FINDING_STATUS_OPEN'
  | 'FINDING_STATUS_IGNORED'
  | 'FINDING_STATUS_FIXED'
  | 'FINDING_STATUS_REMOVED'
  | 'FINDING_STATUS_UNKNOWN'
  | 'FINDING_STATUS_PROVISIONALLY_IGNORED';
export type ValidationState =
  | 'VALIDATION_STATE_CONFIRMED_VALID'
  | 'VALIDATION_STATE_CONFIRMED_INVALID'
  | 'VALIDATION_STATE_VALIDATION_ERROR'
  | 'VALIDATION_STATE_NO_VALIDATOR';

/** A secrets-list item, exactly as the API sends it (wire enum values). */
export interface SecretRecord {
  id: string;
  type: string;
  severity: SecretSeverity;
  status: SecretStatus;
  validationState: ValidationState;
  confidence: string; // CONFIDENCE_HIGH | CONFIDENCE_MEDIUM | CONFIDENCE_LOW
  findingPath: string; // path:line
  findingPathUrl: string;
  ref: string;
  refUrl: string;
  repository: { name: string; url: string; scmType: string; visibility: string };
  ruleHashId: string;
  mode: string; // MODE_MONITOR | MODE_COMMENT
  createdAt: string;
  updatedAt: string;
  reviewComments: { externalDiscussionId: string; externalNoteId: string }[];
}

export type Ecosystem =
  | 'no_package_manager'
  | 'npm'
  | 'pypi'
  | 'gomod'
  | 'cargo'
  | 'maven'
  | 'gem'
  | 'composer'
  | 'nuget'
  | 'pub'
  | 'swiftpm'
  | 'hex'
  | 'cocoapods'
  | 'mix'
  | 'opam';
export type Transitivity = 'UNKNOWN_TRANSITIVITY' | 'TRANSITIVE' | 'DIRECT';
export type LicensePolicySetting = 'LICENSE_POLICY_SETTING_ALLOW' | 'LICENSE_POLICY_SETTING_COMMENT' | 'LICENSE_POLICY_SETTING_BLOCK';

export interface DependencyRecord {
  id: string;
  name: string;
  version: string;
  ecosystem: Ecosystem;
  transitivity: Transitivity;
  licenses: string[];
  licensePolicySetting: LicensePolicySetting;
  repositoryId: string; // the project id
  archived: boolean; // the repository is archived
  definedAt: { path: string; startLine: number; url: string }; // path = lockfile
  manifestPath: string;
  resolvedUrl: string;
}

/** A contiguous index range [start, end) whose dependencies all belong to one repository. */
export interface DependencyRun {
  start: number;
  end: number;
  repositoryId: string;
  archived: boolean;
}

/** Lazy dependency list. `runs`, when present, must cover [0, count) in order. */
export interface DependencySource {
  count: number;
  at(i: number): DependencyRecord;
  runs?: readonly DependencyRun[];
}

export interface Dataset {
  tokens: { demo: string; noWebApi: string; other: string; jwt: string };
  deployment: { id: string; name: string };
  otherDeployment: { id: string; name: string };
  projects: ProjectRecord[];
  findings: FindingRecord[];
  secrets: SecretRecord[];
  dependencies: DependencySource;
  /** 'found' (default) = the spec's FoundDependency items; 'seed' = SEED-API.md's {id, name, version}. */
  dependencyShape?: 'found' | 'seed';
  /** The scans of the projects (the scans list); none when absent. */
  scans?: ScanRecord[];
  /** The report leaves out projects with no open finding (as a server may), instead of listing them with zeros. */
  reportOmitsEmptyProjects?: boolean;
  /** Each code rule's mode in the Rule Board (by rule id); a rule not named is in Monitor mode. */
  ruleModes?: Readonly<Record<string, PolicyMode>>;
  /**
   * The statuses the report (and the backlog series) count: `['open']` when absent. The documents do not
   * say which the platform counts; a test of another reading sets it, and the list stays consistent.
   */
  reportStatuses?: readonly FindingStatus[];
}

// ---------------------------------------------------------------------------------------
// Constants shared by every dataset
// ---------------------------------------------------------------------------------------

/** The fixed "now" of every dataset: createdAt values are spread over the 120 days before it. */
export const REFERENCE_DATE = '2026-11-01T00:00:00.000Z';
const REF_MS = Date.parse(REFERENCE_DATE);
const DAY_MS = 86_400_000;

export const DEFAULT_TOKENS: Dataset['tokens'] = Object.freeze({
  demo: 'sgp_sandbox_demo_4242',
  noWebApi: 'sgp_sandbox_no_web_api_4242',
  other: 'sgp_sandbox_globex_5150',
  jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbGljZUBhY21lLmV4YW1wbGUifQ.c2FuZGJveA',
});
export const DEFAULT_DEPLOYMENT = Object.freeze({ id: '4242', name: 'acme' });
export const OTHER_DEPLOYMENT = Object.freeze({ id: '5150', name: 'globex' });

// ---------------------------------------------------------------------------------------
// PRNG helpers
// ---------------------------------------------------------------------------------------

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit mix of two integers (for per-index deterministic randomness). */
export function hash32(a: number, b: number): number {
  let h = Math.imul((a ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(b >>> 0, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
function weighted<T>(r: Rand, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [v, w] of table) {
    x -= w;
    if (x < 0) return v;
  }
  return (table[table.length - 1] as readonly [T, number])[0];
}
const hex = (r: Rand, n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)];
  return s;
};
const isoDaysAgo = (days: number): string => new Date(REF_MS - Math.round(days * DAY_MS)).toISOString();

// ---------------------------------------------------------------------------------------
// Conversions between the secrets list and report findings
// ---------------------------------------------------------------------------------------

const VALIDITY_OF: Record<ValidationState, Validity> = {
  VALIDATION_STATE_CONFIRMED_VALID: 'valid',
  VALIDATION_STATE_CONFIRMED_INVALID: 'invalid',
  VALIDATION_STATE_VALIDATION_ERROR: 'error',
  VALIDATION_STATE_NO_VALIDATOR: 'no_validator',
};
export function validityOf(state: ValidationState): Validity {
  return VALIDITY_OF[state];
}
export function severityOfSecret(s: SecretSeverity): Severity {
  return s.slice('SEVERITY_'.length).toLowerCase() as Severity;
}
export function statusOfSecret(s: SecretStatus): FindingStatus {
  return s.slice('FINDING_STATUS_'.length).toLowerCase() as FindingStatus;
}
function withPrefix<T extends string>(prefix: string, v: string): T {
  return (v.startsWith(prefix) ? v : prefix + v.toUpperCase()) as T;
}

/** The report finding that mirrors a secrets-list record (same id, severity, status). */
export function secretFinding(s: SecretRecord, projectId: string, extra: Partial<FindingRecord> = {}): FindingRecord {
  const conf = s.confidence.startsWith('CONFIDENCE_') ? (s.confidence.slice('CONFIDENCE_'.length).toLowerCase() as Confidence) : undefined;
  return {
    id: s.id,
    projectId,
    product: 'secrets',
    severity: severityOfSecret(s.severity),
    status: statusOfSecret(s.status),
    ...(conf ? { confidence: conf } : {}),
    validity: validityOf(s.validationState),
    tags: [],
    teams: [],
    ruleId: `generic.secrets.security.detected-${s.type.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    aiVerdict: 'no_verdict',
    deploymentStatus: 'unknown',
    publicExposure: 'unknown',
    category: 'security',
    createdAt: s.createdAt,
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------
// Dependencies: lazy sources
// ---------------------------------------------------------------------------------------

/** Wraps materialised records (small datasets) as a source; runs are computed from the order. */
export function dependenciesOf(records: readonly DependencyRecord[]): DependencySource {
  const runs: DependencyRun[] = [];
  records.forEach((d, i) => {
    const last = runs[runs.length - 1];
    if (last && last.repositoryId === d.repositoryId && last.archived === d.archived) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, repositoryId: d.repositoryId, archived: d.archived });
  });
  return { count: records.length, at: (i) => records[i] as DependencyRecord, runs };
}

interface Pkg {
  name: string;
  versions: readonly string[];
  licenses: readonly string[];
}
const P = (name: string, versions: string, licenses: string): Pkg => ({
  name,
  versions: versions.split(' '),
  licenses: licenses ? licenses.split(' ') : [],
});

export const PACKAGES: Partial<Record<Ecosystem, readonly Pkg[]>> = {
  npm: [
    P('express', '4.18.2 4.19.2 4.17.1', 'MIT'),
    P('lodash', '4.17.21 4.17.15', 'MIT'),
    P('axios', '1.6.2 0.21.1 1.7.4', 'MIT'),
    P('react', '18.2.0 18.3.1', 'MIT'),
    P('react-dom', '18.2.0 18.3.1', 'MIT'),
    P('jsonwebtoken', '9.0.2 8.5.1', 'MIT'),
    P('stripe', '14.5.0 12.18.0', 'MIT'),
    P('pg', '8.11.3', 'MIT'),
    P('debug', '4.3.4 2.6.9', 'MIT'),
    P('minimist', '1.2.8 1.2.5', 'MIT'),
    P('semver', '7.5.4 5.7.1', 'ISC'),
    P('glob', '10.3.10 7.2.3', 'ISC'),
    P('uuid', '9.0.1', 'MIT'),
    P('ws', '8.14.2 7.4.6', 'MIT'),
    P('moment', '2.29.4 2.29.1', 'MIT'),
    P('node-forge', '1.3.1 0.10.0', 'BSD-3-Clause GPL-2.0'),
    P('typescript', '5.3.2 5.4.5', 'Apache-2.0'),
    P('rxjs', '7.8.1', 'Apache-2.0'),
    P('tslib', '2.6.2', '0BSD'),
    P('ckeditor5', '40.1.0', 'GPL-3.0'),
    P('mongodb', '6.3.0', 'Apache-2.0'),
    P('qs', '6.11.2 6.5.2', 'BSD-3-Clause'),
    P('follow-redirects', '1.15.3 1.14.7', 'MIT'),
    P('inherits', '2.0.4', 'ISC'),
  ],
  pypi: [
    P('requests', '2.31.0 2.25.1', 'Apache-2.0'),
    P('django', '4.2.7 3.2.12', 'BSD-3-Clause'),
    P('flask', '3.0.0 2.0.1', 'BSD-3-Clause'),
    P('numpy', '1.26.2 1.21.0', 'BSD-3-Clause'),
    P('pandas', '2.1.3', 'BSD-3-Clause'),
    P('pyyaml', '6.0.1 5.3.1', 'MIT'),
    P('urllib3', '2.1.0 1.26.5', 'MIT'),
    P('cryptography', '41.0.7 3.3.2', 'Apache-2.0 BSD-3-Clause'),
    P('pyqt5', '5.15.10', 'GPL-3.0'),
    P('certifi', '2023.11.17', 'MPL-2.0'),
    P('jinja2', '3.1.2 2.11.3', 'BSD-3-Clause'),
    P('boto3', '1.33.6', 'Apache-2.0'),
    P('torch', '2.1.1', 'BSD-3-Clause'),
    P('scikit-learn', '1.3.2', 'BSD-3-Clause'),
    P('ghostscript', '0.7', 'GPL-3.0'),
    P('pillow', '10.1.0 8.2.0', 'HPND'),
    P('sqlalchemy', '2.0.23', 'MIT'),
    P('celery', '5.3.6', 'BSD-3-Clause'),
    P('paramiko', '3.3.1 2.7.2', 'LGPL-2.1'),
    P('setuptools', '69.0.2', 'MIT'),
  ],
  gomod: [
    P('github.com/gin-gonic/gin', 'v1.9.1 v1.7.0', 'MIT'),
    P('github.com/golang-jwt/jwt/v5', 'v5.2.0', 'MIT'),
    P('golang.org/x/crypto', 'v0.16.0 v0.0.0-20201216223049-8b5274cf687f', 'BSD-3-Clause'),
    P('golang.org/x/net', 'v0.19.0 v0.7.0', 'BSD-3-Clause'),
    P('google.golang.org/grpc', 'v1.59.0', 'Apache-2.0'),
    P('github.com/stretchr/testify', 'v1.8.4', 'MIT'),
    P('gopkg.in/yaml.v3', 'v3.0.1', 'MIT Apache-2.0'),
    P('github.com/grafana/loki', 'v2.9.2', 'AGPL-3.0'),
    P('github.com/lib/pq', 'v1.10.9', 'MIT'),
    P('github.com/redis/go-redis/v9', 'v9.3.0', 'BSD-2-Clause'),
    P('github.com/prometheus/client_golang', 'v1.17.0', 'Apache-2.0'),
    P('github.com/sirupsen/logrus', 'v1.9.3', 'MIT'),
    P('github.com/hashicorp/vault/api', 'v1.10.0', 'MPL-2.0'),
    P('go.uber.org/zap', 'v1.26.0', 'MIT'),
  ],
  maven: [
    P('org.springframework:spring-core', '6.1.1 5.3.18', 'Apache-2.0'),
    P('com.fasterxml.jackson.core:jackson-databind', '2.16.0 2.9.10.8', 'Apache-2.0'),
    P('org.apache.logging.log4j:log4j-core', '2.14.1 2.21.1', 'Apache-2.0'),
    P('com.itextpdf:itextpdf', '5.5.13.3', 'AGPL-3.0'),
    P('mysql:mysql-connector-java', '8.0.33', 'GPL-2.0'),
    P('com.google.guava:guava', '32.1.3-jre', 'Apache-2.0'),
    P('junit:junit', '4.13.2', 'EPL-1.0'),
    P('org.postgresql:postgresql', '42.7.0', 'BSD-2-Clause'),
    P('org.yaml:snakeyaml', '1.33 2.2', 'Apache-2.0'),
    P('commons-io:commons-io', '2.15.1', 'Apache-2.0'),
    P('org.hibernate:hibernate-core', '6.4.0.Final', 'LGPL-2.1'),
    P('io.netty:netty-codec-http', '4.1.101.Final', 'Apache-2.0'),
  ],
  gem: [
    P('rails', '7.1.2 6.1.4', 'MIT'),
    P('nokogiri', '1.15.5 1.11.1', 'MIT'),
    P('rack', '3.0.8 2.2.3', 'MIT'),
    P('puma', '6.4.0', 'BSD-3-Clause'),
    P('sidekiq', '7.2.0', 'LGPL-3.0'),
    P('pg', '1.5.4', 'BSD-2-Clause'),
    P('json', '2.6.3', 'Ruby'),
    P('twilio-ruby', '6.9.0', 'MIT'),
    P('devise', '4.9.3', 'MIT'),
    P('redis', '5.0.8', 'MIT'),
  ],
  composer: [
    P('laravel/framework', '10.35.0 8.83.0', 'MIT'),
    P('guzzlehttp/guzzle', '7.8.1 6.5.5', 'MIT'),
    P('monolog/monolog', '3.5.0', 'MIT'),
    P('phpmailer/phpmailer', '6.9.1 6.1.6', 'LGPL-2.1'),
    P('symfony/http-foundation', '6.4.0', 'MIT'),
    P('tecnickcom/tcpdf', '6.6.5', 'LGPL-3.0'),
    P('smarty/smarty', '3.1.39', 'LGPL-3.0'),
    P('phpseclib/phpseclib', '3.0.34', 'MIT'),
  ],
  cocoapods: [
    P('Alamofire', '5.8.1', 'MIT'),
    P('Firebase', '10.18.0', 'Apache-2.0'),
    P('SDWebImage', '5.18.5', 'MIT'),
    P('SnapKit', '5.6.0', 'MIT'),
    P('KeychainAccess', '4.2.2', 'MIT'),
  ],
  cargo: [
    P('serde', '1.0.193', 'MIT Apache-2.0'),
    P('tokio', '1.34.0 1.20.0', 'MIT'),
    P('hyper', '1.0.1 0.14.10', 'MIT'),
    P('tantivy', '0.21.1', 'MIT'),
    P('reqwest', '0.11.22', 'MIT Apache-2.0'),
    P('openssl', '0.10.60 0.10.38', 'Apache-2.0'),
    P('ring', '0.17.7', 'ISC'),
    P('regex', '1.10.2', 'MIT Apache-2.0'),
    P('tracing', '0.1.40', 'MIT'),
    P('rustls', '0.21.9', 'Apache-2.0 ISC MIT'),
  ],
  nuget: [P('Newtonsoft.Json', '13.0.3 12.0.1', 'MIT'), P('Serilog', '3.1.1', 'Apache-2.0'), P('Dapper', '2.1.24', 'Apache-2.0')],
};

const LOCKFILES: Partial<Record<Ecosystem, readonly [lockfile: string, manifest: string]>> = {
  npm: ['package-lock.json', 'package.json'],
  pypi: ['requirements.txt', 'requirements.in'],
  gomod: ['go.mod', 'go.mod'],
  maven: ['maven_dep_tree.txt', 'pom.xml'],
  gem: ['Gemfile.lock', 'Gemfile'],
  composer: ['composer.lock', 'composer.json'],
  cocoapods: ['Podfile.lock', 'Podfile'],
  cargo: ['Cargo.lock', 'Cargo.toml'],
  nuget: ['packages.lock.json', 'App.csproj'],
};

export function licensePolicyFor(licenses: readonly string[]): LicensePolicySetting {
  if (licenses.some((l) => /^A?GPL/.test(l))) return 'LICENSE_POLICY_SETTING_BLOCK';
  if (licenses.some((l) => /^(LGPL|MPL|EPL)/.test(l))) return 'LICENSE_POLICY_SETTING_COMMENT';
  return 'LICENSE_POLICY_SETTING_ALLOW';
}

function resolvedUrlFor(eco: Ecosystem, name: string, version: string): string {
  switch (eco) {
    case 'npm':
      return `https://registry.npmjs.org/${name}/-/${name.replace(/^@[^/]+\//, '')}-${version}.tgz`;
    case 'cargo':
      return `https://crates.io/api/v1/crates/${name}/${version}/download`;
    case 'gem':
      return `https://rubygems.org/gems/${name}-${version}.gem`;
    case 'pypi':
      return `https://pypi.org/project/${name}/${version}/`;
    default:
      return ''; // the spec: "may be empty if the package manager doesn't supply a URL"
  }
}

function makeDependency(
  r: Rand,
  id: string,
  project: ProjectRecord,
  eco: Ecosystem,
  pkg: Pkg,
  transitivity: Transitivity,
  dir: string,
  sha: string,
): DependencyRecord {
  const version = pick(r, pkg.versions);
  const [lock, manifest] = LOCKFILES[eco] ?? ['deps.txt', 'deps.txt'];
  const lockPath = dir ? `${dir}/${lock}` : lock;
  const line = int(r, 3, 4800);
  const licenses = [...pkg.licenses];
  return {
    id,
    name: pkg.name,
    version,
    ecosystem: eco,
    transitivity,
    licenses,
    licensePolicySetting: licensePolicyFor(licenses),
    repositoryId: project.id,
    archived: project.archived === true,
    definedAt: { path: lockPath, startLine: line, url: `https://github.com/${project.name}/blob/${sha}/${lockPath}#L${line}` },
    manifestPath: dir ? `${dir}/${manifest}` : manifest,
    resolvedUrl: resolvedUrlFor(eco, pkg.name, version),
  };
}

// ---------------------------------------------------------------------------------------
// Builders for small custom datasets (tests)
// ---------------------------------------------------------------------------------------

export type ProjectInput = string | (Partial<ProjectRecord> & { name: string });
export type FindingInput = Partial<FindingRecord> & { project?: string };
export type SecretInput = Partial<Omit<SecretRecord, 'repository' | 'severity' | 'status' | 'validationState'>> & {
  /** repository name (a project name) or the full repository object; default: the first project */
  repository?: string | SecretRecord['repository'];
  /** 'high' or 'SEVERITY_HIGH' */
  severity?: string;
  /** 'open' or 'FINDING_STATUS_OPEN' */
  status?: string;
  /** 'confirmed_valid' or 'VALIDATION_STATE_CONFIRMED_VALID' */
  validationState?: string;
};
export type DependencyInput = Partial<DependencyRecord> & { project?: string };

export interface DatasetSpec {
  deploymentId?: string;
  deploymentName?: string;
  tokens?: Partial<Dataset['tokens']>;
  projects: ProjectInput[];
  findings?: FindingInput[];
  secrets?: SecretInput[];
  dependencies?: DependencyInput[];
  dependencyShape?: 'found' | 'seed';
  /** Scans by project name; ids default to 9001, 9002, ... */
  scans?: (Omit<ScanRecord, 'id' | 'projectId'> & { id?: string; project: string })[];
  reportOmitsEmptyProjects?: boolean;
  ruleModes?: Dataset['ruleModes'];
  reportStatuses?: Dataset['reportStatuses'];
}

/** A project record; ids default to 101, 102, ... by position in datasetOf. */
export function projectOf(input: ProjectInput, index = 0): ProjectRecord {
  const p = typeof input === 'string' ? { name: input } : input;
  return {
    id: p.id ?? String(101 + index),
    name: p.name,
    ...(p.archived ? { archived: true } : {}),
    ...(p.defaultBranchId ? { defaultBranchId: p.defaultBranchId } : {}),
  };
}

/** A finding with defaults: an open high code finding created 2026-10-01, confidence medium. */
export function findingOf(input: Partial<FindingRecord> & { projectId: string }, index = 0): FindingRecord {
  const product = input.product ?? 'code';
  return {
    id: input.id ?? String(1 + index),
    projectId: input.projectId,
    product,
    severity: input.severity ?? 'high',
    status: input.status ?? 'open',
    confidence: input.confidence ?? 'medium',
    ...(input.reachability
      ? { reachability: input.reachability }
      : product === 'sca'
        ? { reachability: 'no_reachability_analysis' as const }
        : {}),
    ...(input.malicious === undefined ? {} : { malicious: input.malicious }),
    ...(input.epss ? { epss: input.epss } : {}),
    ...(input.fixRecommendations ? { fixRecommendations: input.fixRecommendations } : {}),
    ...(input.validity ? { validity: input.validity } : product === 'secrets' ? { validity: 'no_validator' as const } : {}),
    tags: input.tags ?? [],
    teams: input.teams ?? [],
    ruleId: input.ruleId ?? (product === 'sca' ? 'ssc-sandbox-rule' : 'sandbox.rule'),
    aiVerdict: input.aiVerdict ?? 'no_verdict',
    deploymentStatus: input.deploymentStatus ?? 'unknown',
    publicExposure: input.publicExposure ?? 'unknown',
    category: input.category ?? 'security',
    createdAt: input.createdAt ?? '2026-10-01T00:00:00.000Z',
  };
}

/** A secrets-list record with defaults (open, high, confirmed valid AWS key in config.ts). */
export function secretOf(input: SecretInput = {}, index = 0, defaultRepo = 'acme/app'): SecretRecord {
  const repo =
    typeof input.repository === 'object'
      ? input.repository
      : {
          name: input.repository ?? defaultRepo,
          url: `https://github.com/${input.repository ?? defaultRepo}`,
          scmType: 'SCM_TYPE_GITHUB',
          visibility: 'REPOSITORY_VISIBILITY_PRIVATE',
        };
  const sha = 'a'.repeat(40);
  const findingPath = input.findingPath ?? 'src/config.ts:12';
  const [file, line] = findingPath.split(':');
  const createdAt = input.createdAt ?? '2026-10-01T00:00:00.000Z';
  return {
    id: input.id ?? String(900001 + index),
    type: input.type ?? 'AWS',
    severity: withPrefix<SecretSeverity>('SEVERITY_', input.severity ?? 'high'),
    status: withPrefix<SecretStatus>('FINDING_STATUS_', input.status ?? 'open'),
    validationState: withPrefix<ValidationState>('VALIDATION_STATE_', input.validationState ?? 'confirmed_valid'),
    confidence: input.confidence ?? 'CONFIDENCE_HIGH',
    findingPath,
    findingPathUrl: input.findingPathUrl ?? `${repo.url}/blob/${sha}/${file}#L${line ?? 1}`,
    ref: input.ref ?? 'refs/heads/main',
    refUrl: input.refUrl ?? `${repo.url}/tree/main`,
    repository: repo,
    ruleHashId: input.ruleHashId ?? 'sandboxHash',
    mode: input.mode ?? 'MODE_MONITOR',
    createdAt,
    updatedAt: input.updatedAt ?? createdAt,
    reviewComments: input.reviewComments ?? [],
  };
}

/** A dependency record with defaults (a direct MIT npm package). */
export function dependencyOf(input: Partial<DependencyRecord> & { repositoryId: string }, index = 0): DependencyRecord {
  const name = input.name ?? `package-${index + 1}`;
  const version = input.version ?? '1.0.0';
  const ecosystem = input.ecosystem ?? 'npm';
  const licenses = input.licenses ?? ['MIT'];
  const path = input.definedAt?.path ?? 'package-lock.json';
  const line = input.definedAt?.startLine ?? 10 + index;
  return {
    id: input.id ?? String(1 + index),
    name,
    version,
    ecosystem,
    transitivity: input.transitivity ?? 'DIRECT',
    licenses,
    licensePolicySetting: input.licensePolicySetting ?? licensePolicyFor(licenses),
    repositoryId: input.repositoryId,
    archived: input.archived ?? false,
    definedAt: input.definedAt ?? { path, startLine: line, url: '' },
    manifestPath: input.manifestPath ?? 'package.json',
    resolvedUrl: input.resolvedUrl ?? resolvedUrlFor(ecosystem, name, version),
  };
}

/**
 * A small dataset in a few lines. Findings and dependencies may name their project with
 * `project: 'acme/x'` instead of an id. Every secret also becomes a `product: 'secrets'`
 * finding of its repository's project (a project is added if the repository is unknown).
 */
export function datasetOf(spec: DatasetSpec): Dataset {
  const projects = spec.projects.map((p, i) => projectOf(p, i));
  const byName = new Map(projects.map((p) => [p.name, p]));
  const projectFor = (name: string): ProjectRecord => {
    let p = byName.get(name);
    if (!p) {
      p = projectOf(name, projects.length);
      projects.push(p);
      byName.set(name, p);
    }
    return p;
  };
  const idOf = (x: { project?: string; projectId?: string; repositoryId?: string }): string => {
    if (x.projectId) return x.projectId;
    if (x.repositoryId) return x.repositoryId;
    if (x.project) return projectFor(x.project).id;
    const first = projects[0];
    if (!first) throw new Error('datasetOf: no project to attach a record to');
    return first.id;
  };
  const findings = (spec.findings ?? []).map(({ project, ...f }, i) =>
    findingOf({ ...f, projectId: idOf({ project, projectId: f.projectId }) }, i),
  );
  const defaultRepo = projects[0]?.name ?? 'acme/app';
  const secrets = (spec.secrets ?? []).map((s, i) => secretOf(s, i, defaultRepo));
  for (const s of secrets) findings.push(secretFinding(s, projectFor(s.repository.name).id));
  const archivedIds = new Set(projects.filter((p) => p.archived).map((p) => p.id));
  const deps = (spec.dependencies ?? []).map(({ project, ...d }, i) => {
    const repositoryId = idOf({ project, repositoryId: d.repositoryId });
    return dependencyOf({ ...d, repositoryId, archived: d.archived ?? archivedIds.has(repositoryId) }, i);
  });
  const scans = (spec.scans ?? []).map(
    ({ project, id, ...scan }, i): ScanRecord => ({
      id: id ?? String(9001 + i),
      projectId: projectFor(project).id,
      ...scan,
    }),
  );
  return {
    tokens: { ...DEFAULT_TOKENS, ...spec.tokens },
    deployment: { id: spec.deploymentId ?? DEFAULT_DEPLOYMENT.id, name: spec.deploymentName ?? DEFAULT_DEPLOYMENT.name },
    otherDeployment: { ...OTHER_DEPLOYMENT },
    projects,
    findings,
    secrets,
    dependencies: dependenciesOf(deps),
    dependencyShape: spec.dependencyShape ?? 'found',
    scans,
    ...(spec.reportOmitsEmptyProjects ? { reportOmitsEmptyProjects: true } : {}),
    ...(spec.ruleModes ? { ruleModes: { ...spec.ruleModes } } : {}),
    ...(spec.reportStatuses ? { reportStatuses: [...spec.reportStatuses] } : {}),
  };
}

// ---------------------------------------------------------------------------------------
// The demo dataset
// ---------------------------------------------------------------------------------------

interface Profile {
  name: string;
  id: string;
  archived?: boolean;
  teams: string[];
  tags: string[];
  langs: string[]; // rule families
  ecosystems: Ecosystem[];
  exposure: PublicExposure;
  deployed: DeploymentStatus;
  codeFindings: number;
  scaFindings: number;
}

const DEMO_PROFILES: Profile[] = [
  {
    name: 'acme/payments-api',
    id: '1201',
    teams: ['payments'],
    tags: ['pci', 'customer-facing'],
    langs: ['js'],
    ecosystems: ['npm'],
    exposure: 'public',
    deployed: 'deployed',
    codeFindings: 34,
    scaFindings: 22,
  },
  {
    name: 'acme/web-frontend',
    id: '1202',
    teams: ['growth'],
    tags: ['customer-facing'],
    langs: ['js'],
    ecosystems: ['npm'],
    exposure: 'public',
    deployed: 'deployed',
    codeFindings: 30,
    scaFindings: 18,
  },
  {
    name: 'acme/auth-service',
    id: '1203',
    teams: ['platform'],
    tags: ['pci', 'internal'],
    langs: ['go'],
    ecosystems: ['gomod'],
    exposure: 'public',
    deployed: 'deployed',
    codeFindings: 22,
    scaFindings: 10,
  },
  {
    name: 'acme/mobile-app',
    id: '1204',
    teams: ['growth'],
    tags: ['customer-facing'],
    langs: ['js'],
    ecosystems: ['npm', 'cocoapods'],
    exposure: 'unknown',
    deployed: 'unknown',
    codeFindings: 16,
    scaFindings: 9,
  },
  {
    name: 'acme/infra-terraform',
    id: '1205',
    teams: ['platform'],
    tags: ['internal'],
    langs: ['tf'],
    ecosystems: [],
    exposure: 'not_public',
    deployed: 'deployed',
    codeFindings: 20,
    scaFindings: 0,
  },
  {
    name: 'acme/data-pipeline',
    id: '1206',
    teams: ['data'],
    tags: ['internal'],
    langs: ['py'],
    ecosystems: ['pypi'],
    exposure: 'not_public',
    deployed: 'deployed',
    codeFindings: 18,
    scaFindings: 14,
  },
  {
    name: 'acme/billing-worker',
    id: '1207',
    teams: ['payments'],
    tags: ['pci', 'internal'],
    langs: ['java'],
    ecosystems: ['maven'],
    exposure: 'not_public',
    deployed: 'deployed',
    codeFindings: 16,
    scaFindings: 12,
  },
  {
    name: 'acme/docs-site',
    id: '1208',
    teams: ['growth'],
    tags: ['customer-facing'],
    langs: ['js'],
    ecosystems: ['npm'],
    exposure: 'public',
    deployed: 'deployed',
    codeFindings: 0,
    scaFindings: 0,
  },
  {
    name: 'acme/search-service',
    id: '1209',
    teams: ['platform'],
    tags: ['customer-facing'],
    langs: ['rust'],
    ecosystems: ['cargo'],
    exposure: 'public',
    deployed: 'not_deployed',
    codeFindings: 10,
    scaFindings: 8,
  },
  {
    name: 'acme/notifications',
    id: '1210',
    teams: ['growth'],
    tags: ['internal'],
    langs: ['ruby'],
    ecosystems: ['gem'],
    exposure: 'not_public',
    deployed: 'deployed',
    codeFindings: 12,
    scaFindings: 8,
  },
  {
    name: 'acme/legacy-monolith',
    id: '1211',
    archived: true,
    teams: ['payments'],
    tags: ['pci'],
    langs: ['php'],
    ecosystems: ['composer'],
    exposure: 'unknown',
    deployed: 'not_deployed',
    codeFindings: 24,
    scaFindings: 12,
  },
  {
    name: 'acme/ml-platform',
    id: '1212',
    teams: ['data'],
    tags: ['internal'],
    langs: ['py'],
    ecosystems: ['pypi'],
    exposure: 'not_public',
    deployed: 'unknown',
    codeFindings: 14,
    scaFindings: 10,
  },
];

/** [ruleId, category] by language family. */
const CODE_RULES: Record<string, readonly (readonly [string, string])[]> = {
  js: [
    ['javascript.express.security.audit.xss', 'security'],
    ['javascript.express.security.audit.xss.direct-response-write', 'security'],
    ['javascript.lang.security.audit.path-traversal.path-join-resolve-traversal', 'security'],
    ['javascript.jsonwebtoken.security.jwt-hardcode.hardcoded-jwt-secret', 'security'],
    ['typescript.react.security.audit.react-dangerouslysetinnerhtml', 'security'],
    ['javascript.lang.correctness.useless-eqeq.eqeq-is-bad', 'correctness'],
    ['javascript.lang.best-practice.assigned-undefined', 'best-practice'],
  ],
  go: [
    ['go.lang.security.audit.database.string-formatted-query', 'security'],
    ['go.lang.security.audit.crypto.use_of_weak_crypto', 'security'],
    ['go.lang.security.audit.net.unescaped-data-in-url', 'security'],
    ['go.lang.correctness.useless-eqeq.eqeq-is-bad', 'correctness'],
    ['go.lang.best-practice.channel-guarded-with-mutex', 'best-practice'],
  ],
  py: [
    ['python.django.security.injection.sql.sql-injection-using-db-cursor-execute', 'security'],
    ['python.lang.security.audit.subprocess-shell-true', 'security'],
    ['python.lang.security.deserialization.pickle.avoid-pickle', 'security'],
    ['python.lang.correctness.common-mistakes.is-comparison-string', 'correctness'],
    ['python.lang.best-practice.open-never-closed', 'best-practice'],
  ],
  java: [
    ['java.lang.security.audit.sqli.jdbc-sqli', 'security'],
    ['java.spring.security.audit.spring-csrf-disabled', 'security'],
    ['java.lang.security.audit.xxe.documentbuilderfactory-disallow-doctype-decl-missing', 'security'],
    ['java.lang.correctness.hashcode-equals', 'correctness'],
  ],
  ruby: [
    ['ruby.rails.security.audit.xss.avoid-raw', 'security'],
    ['ruby.lang.security.dangerous-exec', 'security'],
    ['ruby.lang.best-practice.hardcoded-http-url', 'best-practice'],
  ],
  php: [
    ['php.lang.security.exec-use', 'security'],
    ['php.lang.security.unserialize-use', 'security'],
    ['php.lang.correctness.strict-comparison', 'correctness'],
  ],
  tf: [
    ['terraform.aws.security.aws-s3-bucket-public-read', 'security'],
    ['terraform.aws.security.unrestricted-ssh-access', 'security'],
    ['terraform.aws.security.aws-ec2-has-public-ip', 'security'],
    ['terraform.aws.best-practice.aws-s3-bucket-versioning-not-enabled', 'best-practice'],
  ],
  rust: [
    ['rust.lang.security.unsafe-usage', 'security'],
    ['rust.lang.security.reqwest-accept-invalid', 'security'],
    ['rust.lang.correctness.args-os', 'correctness'],
  ],
};

const STATUS_WEIGHTS = [
  ['open', 55],
  ['fixed', 20],
  ['ignored', 12],
  ['removed', 5],
  ['provisionally_ignored', 4],
  ['unknown', 4],
] as const;
const SEVERITY_WEIGHTS = [
  ['low', 30],
  ['medium', 35],
  ['high', 25],
  ['critical', 10],
] as const;

interface SecretType {
  type: string;
  ruleHashId: string;
  files: readonly string[];
}
const SECRET_TYPES: readonly SecretType[] = [
  { type: 'AWS', ruleHashId: 'lBU41LA', files: ['src/config/aws.ts', 'deploy/env/production.env', 'scripts/upload.sh'] },
  { type: 'GitHub', ruleHashId: 'pKUYdA0', files: ['.github/workflows/release.yml', 'scripts/release.sh'] },
  { type: 'Stripe', ruleHashId: 'X5Ud7rq', files: ['src/payments/stripe.ts', 'config/settings.py', 'test/fixtures/stripe.json'] },
  { type: 'Slack', ruleHashId: 'QrUvNw2', files: ['src/notify/slack.ts', 'config/alerts.yml'] },
  { type: 'Twilio', ruleHashId: 'd8UpXm1', files: ['app/services/sms.rb', 'config/twilio.yml'] },
  { type: 'Google Cloud', ruleHashId: 'Ze6UkgB', files: ['infra/gcp/service-account.json', 'notebooks/train.ipynb'] },
  { type: 'npm', ruleHashId: 'BjUoLe9', files: ['.npmrc', 'ci/publish.sh'] },
];

let demoCache: Dataset | undefined;

/**
 * The demo organisation "acme" (deployment 4242). Deterministic; each call returns a
 * fresh deep copy so a test may mutate its dataset freely.
 */
export function demoDataset(): Dataset {
  const ds = demoDrawn();
  // A finding provisionally ignored counts by default (count-triage-states, issue 40) where the report
  // does not count it: here it is ignored, so that the gate's counts are the report's, as they always were.
  for (const f of ds.findings) if (f.status === 'provisionally_ignored') f.status = 'ignored';
  return ds;
}

/** The demo organisation as drawn: a fresh deep copy. */
function demoDrawn(): Dataset {
  demoCache ??= buildDemo();
  const d = demoCache;
  const deps = Array.from({ length: d.dependencies.count }, (_, i) => structuredClone(d.dependencies.at(i)));
  return {
    tokens: { ...d.tokens },
    deployment: { ...d.deployment },
    otherDeployment: { ...d.otherDeployment },
    projects: structuredClone(d.projects),
    findings: structuredClone(d.findings),
    secrets: structuredClone(d.secrets),
    dependencies: dependenciesOf(deps),
    dependencyShape: 'found',
    scans: demoScans(d.projects),
    ruleModes: { ...d.ruleModes },
  };
}

/**
 * The demo organisation as the platform's policy sees it (issue 40): `demoDataset()` with what moves the
 * gate's default verdicts, for the tests of that policy. From each record's id alone:
 *
 * - a finding provisionally ignored stays so (`demoDataset()` has it ignored): the gate counts it by
 *   default, the report does not;
 * - a code or SCA finding whose status is `unknown` (a status the findings list never shows) is
 *   `reviewing` (even id) or `fixing` (odd id): the report counts `open` only, and the gate counts
 *   both by default (count-triage-states), read from the list;
 * - the open SCA finding of acme/payments-api with the lowest id is from a malicious dependency (and
 *   has no EPSS score: a malicious package has no CVE), which fail-on-malicious fails on by default.
 */
export function demoDatasetWithPolicy(): Dataset {
  const ds = demoDrawn();
  for (const f of ds.findings) {
    if (f.product !== 'secrets' && f.status === 'unknown') f.status = Number(f.id) % 2 === 0 ? 'reviewing' : 'fixing';
  }
  const malicious = ds.findings
    .filter((f) => f.projectId === '1201' && f.product === 'sca' && f.status === 'open')
    .sort((a, b) => Number(a.id) - Number(b.id))[0];
  if (malicious) {
    malicious.malicious = true;
    delete malicious.epss;
  }
  return ds;
}

/**
 * The demo's scans: each project has a full scan of its default branch and a diff scan of a pull
 * request, a few hours old; `acme/data-pipeline`'s newest scan ended in an error; `acme/docs-site`
 * was last scanned 9 days ago (a stale scan a reader meets); the archived `acme/legacy-monolith` was
 * last scanned 20 days ago.
 */
function demoScans(projects: readonly ProjectRecord[]): ScanRecord[] {
  const scans: ScanRecord[] = [];
  projects.forEach((p, i) => {
    const commit = (n: number): string => createHashHex(`${p.id}:${n}`);
    const base = { projectId: p.id, branchId: p.defaultBranchId ?? `${p.id}0` };
    if (p.archived) {
      scans.push({
        ...base,
        id: `${p.id}01`,
        commit: commit(1),
        startedMinutesAgo: 20 * 1440,
        durationSeconds: 95,
        status: 'SCAN_STATUS_COMPLETED',
        isFullScan: true,
      });
      return;
    }
    // acme/docs-site: nothing scanned for 9 days.
    const stale = p.name === 'acme/docs-site' ? 9 * 1440 : 0;
    scans.push({
      ...base,
      id: `${p.id}01`,
      commit: commit(1),
      startedMinutesAgo: stale + 120 + i * 17,
      durationSeconds: 42 + i,
      status: 'SCAN_STATUS_COMPLETED',
      isFullScan: true,
    });
    scans.push({
      id: `${p.id}02`,
      projectId: p.id,
      branchId: `${p.id}7`,
      commit: commit(2),
      startedMinutesAgo: stale + 45 + i * 3,
      durationSeconds: 12,
      status: 'SCAN_STATUS_COMPLETED',
    });
    if (p.name === 'acme/data-pipeline') {
      scans.push({
        ...base,
        id: `${p.id}03`,
        commit: commit(3),
        startedMinutesAgo: 20,
        durationSeconds: 8,
        status: 'SCAN_STATUS_ERROR',
        isFullScan: true,
      });
    }
  });
  return scans;
}

/** 40 hex digits, stable for the same text (a commit sha for the demo). */
function createHashHex(text: string): string {
  let out = '';
  for (let i = 0; out.length < 40; i++)
    out += (
      hash32(
        hash32(i, text.length),
        [...text].reduce((h, c) => hash32(h, c.charCodeAt(0)), 7),
      ) >>> 0
    )
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, 40);
}

/** The "now" of `demoDatasetNextDay()`: one day after `REFERENCE_DATE` (2026-11-02T00:00:00.000Z). */
export const NEXT_DAY_DATE = new Date(REF_MS + DAY_MS).toISOString();

/**
 * The demo organisation one day later, for baseline runs (serve `demoDataset()`, run,
 * `sandbox.setDataset(demoDatasetNextDay())`, run again). Deterministic; built from a fresh
 * `demoDataset()` (so each call returns a fresh copy too) with exactly these changes, every
 * existing record keeping its id:
 *
 * - `acme/payments-api` (1201) gains 4 open findings created at `NEXT_DAY_DATE`, ids 7340347..
 *   7340350 (after the demo's highest finding id), with the project's tags, team, deployment
 *   status and exposure, AI verdict `no_verdict`:
 *   code critical (path traversal, confidence high), code high (XSS direct response write,
 *   confidence medium), code high (hard-coded JWT secret, confidence high), SCA high (reachable,
 *   confidence high). Open counts: code.critical +1, code.high +2, sca.high +1.
 * - `acme/payments-api` gains one secret, id 691241 (the demo's highest secret id + 1): type
 *   `GitLab`, `SEVERITY_HIGH`, `FINDING_STATUS_OPEN`, `VALIDATION_STATE_CONFIRMED_VALID`,
 *   `CONFIDENCE_HIGH`, `config/deploy.env:4`, created and updated at `NEXT_DAY_DATE`; plus its
 *   `secrets` finding (same id, validity valid, AI verdict true_positive). Open counts: secrets.high +1.
 * - `acme/web-frontend` (1202): the two open medium code findings and the one open low SCA
 *   finding with the lowest ids (7340064, 7340076; 7340088) become `fixed`. Open counts:
 *   code.medium -2, sca.low -1.
 *
 * Nothing else changes: projects, every other finding, the 40 existing secrets, dependencies,
 * tokens and deployments. Totals: 391 findings (386 + 5), 41 secrets.
 *
 * `at` moves the new findings' and the new secret's time from `NEXT_DAY_DATE` to another (the demo
 * passes the moment after its nightly run, so that what is new since the baseline became relevant after it).
 */
export function demoDatasetNextDay(at: string = NEXT_DAY_DATE): Dataset {
  const ds = demoDataset();
  const profile = (name: string): Profile => {
    const p = DEMO_PROFILES.find((x) => x.name === name);
    if (!p) throw new Error(`demoDatasetNextDay: no demo project ${name}`);
    return p;
  };
  const pay = profile('acme/payments-api');
  const web = profile('acme/web-frontend');

  // New open findings in acme/payments-api.
  let nextFindingId = Math.max(...ds.findings.map((f) => Number(f.id))) + 1;
  const fresh = (f: Pick<FindingRecord, 'product' | 'severity' | 'confidence' | 'ruleId'> & Partial<FindingRecord>): FindingRecord =>
    findingOf({
      id: String(nextFindingId++),
      projectId: pay.id,
      status: 'open',
      tags: [...pay.tags],
      teams: [...pay.teams],
      aiVerdict: 'no_verdict',
      deploymentStatus: pay.deployed,
      publicExposure: pay.exposure,
      category: 'security',
      createdAt: at,
      ...f,
    });
  ds.findings.push(
    fresh({
      product: 'code',
      severity: 'critical',
      confidence: 'high',
      ruleId: 'javascript.lang.security.audit.path-traversal.path-join-resolve-traversal',
    }),
    fresh({
      product: 'code',
      severity: 'high',
      confidence: 'medium',
      ruleId: 'javascript.express.security.audit.xss.direct-response-write',
    }),
    fresh({
      product: 'code',
      severity: 'high',
      confidence: 'high',
      ruleId: 'javascript.jsonwebtoken.security.jwt-hardcode.hardcoded-jwt-secret',
    }),
    fresh({
      product: 'sca',
      severity: 'high',
      confidence: 'high',
      reachability: 'reachable',
      ruleId: 'ssc-3e8b1f52-9c4d-4a07-b6e1-72d5c0a94f18',
    }),
  );

  // One new open confirmed-valid secret in acme/payments-api, and its secrets finding.
  const sha = '5d0c9e7a41b38f26e0a9c4d17b2f85e3a6c01d94';
  const secret = secretOf({
    id: String(Math.max(...ds.secrets.map((s) => Number(s.id))) + 1),
    type: 'GitLab',
    repository: pay.name,
    severity: 'high',
    status: 'open',
    validationState: 'confirmed_valid',
    confidence: 'CONFIDENCE_HIGH',
    findingPath: 'config/deploy.env:4',
    findingPathUrl: `https://github.com/${pay.name}/blob/${sha}/config/deploy.env#L4`,
    ruleHashId: 'vG7LbK2',
    createdAt: at,
  });
  ds.secrets.push(secret);
  ds.findings.push(
    secretFinding(secret, pay.id, {
      tags: [...pay.tags],
      teams: [...pay.teams],
      aiVerdict: 'true_positive',
      deploymentStatus: pay.deployed,
      publicExposure: pay.exposure,
    }),
  );

  // Fixed overnight in acme/web-frontend: the lowest-id open findings of two cells.
  const fix = (product: Product, severity: Severity, n: number): void => {
    const open = ds.findings
      .filter((f) => f.projectId === web.id && f.product === product && f.severity === severity && f.status === 'open')
      .sort((a, b) => Number(a.id) - Number(b.id));
    if (open.length < n)
      throw new Error(`demoDatasetNextDay: ${web.name} has ${open.length} open ${product}.${severity} findings, not ${n}`);
    for (const f of open.slice(0, n)) f.status = 'fixed';
  };
  fix('code', 'medium', 2);
  fix('sca', 'low', 1);
  return ds;
}

function buildDemo(): Dataset {
  const r = mulberry32(20261101);
  const projects: ProjectRecord[] = DEMO_PROFILES.map((p) => ({
    id: p.id,
    name: p.name,
    ...(p.archived ? { archived: true } : {}),
    defaultBranchId: `${p.id}0`,
  }));
  const profileById = new Map(DEMO_PROFILES.map((p) => [p.id, p]));
  const findings: FindingRecord[] = [];
  let nextFindingId = 7_340_001;

  const codeFinding = (p: Profile, over: Partial<FindingRecord> = {}): FindingRecord => {
    const [ruleId, category] = pick(r, CODE_RULES[pick(r, p.langs)] ?? CODE_RULES.js!);
    const severity = weighted(r, SEVERITY_WEIGHTS);
    return {
      id: String(nextFindingId++),
      projectId: p.id,
      product: 'code',
      severity,
      status: weighted(r, STATUS_WEIGHTS),
      confidence: weighted(r, [
        ['low', 20],
        ['medium', 45],
        ['high', 35],
      ] as const),
      tags: tagsFor(r, p),
      teams: [...p.teams],
      ruleId,
      aiVerdict: weighted(r, [
        ['true_positive', 30],
        ['false_positive', 15],
        ['no_verdict', 55],
      ] as const),
      deploymentStatus: p.deployed,
      publicExposure: p.exposure,
      category,
      createdAt: isoDaysAgo(r() * 120),
      ...over,
    };
  };
  const scaFinding = (p: Profile, over: Partial<FindingRecord> = {}): FindingRecord => ({
    id: String(nextFindingId++),
    projectId: p.id,
    product: 'sca',
    severity: weighted(r, SEVERITY_WEIGHTS),
    status: weighted(r, STATUS_WEIGHTS),
    confidence: weighted(r, [
      ['medium', 40],
      ['high', 60],
    ] as const),
    reachability: weighted(r, [
      ['reachable', 25],
      ['always_reachable', 10],
      ['conditionally_reachable', 15],
      ['no_reachability_analysis', 20],
      ['unreachable', 30],
    ] as const),
    tags: tagsFor(r, p),
    teams: [...p.teams],
    ruleId: `ssc-${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`,
    aiVerdict: weighted(r, [
      ['true_positive', 20],
      ['no_verdict', 80],
    ] as const),
    deploymentStatus: p.deployed,
    publicExposure: p.exposure,
    category: 'security',
    createdAt: isoDaysAgo(r() * 120),
    ...over,
  });

  for (const p of DEMO_PROFILES) {
    for (let i = 0; i < p.codeFindings; i++) findings.push(codeFinding(p));
    for (let i = 0; i < p.scaFindings; i++) findings.push(scaFinding(p));
  }
  // The clean project: only closed findings.
  const docs = profileById.get('1208')!;
  findings.push(codeFinding(docs, { status: 'fixed' }), codeFinding(docs, { status: 'ignored' }), scaFinding(docs, { status: 'fixed' }));
  // Guaranteed failures in acme/payments-api.
  const pay = profileById.get('1201')!;
  findings.push(
    codeFinding(pay, {
      severity: 'critical',
      status: 'open',
      ruleId: 'javascript.express.security.audit.xss',
      category: 'security',
      confidence: 'high',
      createdAt: isoDaysAgo(3),
    }),
    codeFinding(pay, {
      severity: 'high',
      status: 'open',
      ruleId: 'javascript.jsonwebtoken.security.jwt-hardcode.hardcoded-jwt-secret',
      category: 'security',
      createdAt: isoDaysAgo(9),
    }),
    scaFinding(pay, { severity: 'critical', status: 'open', reachability: 'reachable', createdAt: isoDaysAgo(5) }),
    scaFinding(pay, { severity: 'high', status: 'open', reachability: 'always_reachable', createdAt: isoDaysAgo(12) }),
  );

  // Secrets: ~40 records in realistic shapes.
  const secrets: SecretRecord[] = [];
  let nextSecretId = 691_201;
  const secretRepos = DEMO_PROFILES.filter((p) => p.id !== '1208');
  const makeSecret = (p: Profile, over: Partial<SecretRecord> = {}, typeName?: string): SecretRecord => {
    const t = typeName ? SECRET_TYPES.find((x) => x.type === typeName)! : pick(r, SECRET_TYPES);
    const file = pick(r, t.files);
    const line = int(r, 3, 240);
    const sha = hex(r, 40);
    const repoUrl = `https://github.com/${p.name}`;
    const onPr = r() < 0.3;
    const pr = int(r, 40, 980);
    const createdDays = r() * 120;
    const created = isoDaysAgo(createdDays);
    const updated = isoDaysAgo(Math.max(0, createdDays - r() * 10));
    const validationState = weighted(r, [
      ['VALIDATION_STATE_CONFIRMED_VALID', 35],
      ['VALIDATION_STATE_CONFIRMED_INVALID', 30],
      ['VALIDATION_STATE_VALIDATION_ERROR', 10],
      ['VALIDATION_STATE_NO_VALIDATOR', 25],
    ] as const);
    const severity = weighted(r, [
      ['SEVERITY_LOW', 15],
      ['SEVERITY_MEDIUM', 30],
      ['SEVERITY_HIGH', 40],
      ['SEVERITY_CRITICAL', 15],
    ] as const);
    return {
      id: String(nextSecretId++),
      type: t.type,
      severity,
      status: weighted(r, [
        ['FINDING_STATUS_OPEN', 50],
        ['FINDING_STATUS_FIXED', 20],
        ['FINDING_STATUS_IGNORED', 15],
        ['FINDING_STATUS_REMOVED', 7],
        ['FINDING_STATUS_PROVISIONALLY_IGNORED', 4],
        ['FINDING_STATUS_UNKNOWN', 4],
      ] as const),
      validationState,
      confidence: r() < 0.7 ? 'CONFIDENCE_HIGH' : 'CONFIDENCE_MEDIUM',
      findingPath: `${file}:${line}`,
      findingPathUrl: `${repoUrl}/blob/${sha}/${file}#L${line}`,
      ref: onPr ? `refs/pull/${pr}/merge` : 'refs/heads/main',
      refUrl: onPr ? `${repoUrl}/pull/${pr}` : `${repoUrl}/tree/main`,
      repository: { name: p.name, url: repoUrl, scmType: 'SCM_TYPE_GITHUB', visibility: 'REPOSITORY_VISIBILITY_PRIVATE' },
      ruleHashId: t.ruleHashId,
      mode: onPr ? 'MODE_COMMENT' : 'MODE_MONITOR',
      createdAt: created,
      updatedAt: updated,
      reviewComments: onPr ? [{ externalDiscussionId: hex(r, 19), externalNoteId: String(int(r, 1000, 99999)) }] : [],
      ...over,
    };
  };
  for (let i = 0; i < 36; i++) secrets.push(makeSecret(pick(r, secretRepos)));
  const openValid = { status: 'FINDING_STATUS_OPEN', validationState: 'VALIDATION_STATE_CONFIRMED_VALID' } as const;
  secrets.push(
    makeSecret(pay, { ...openValid, severity: 'SEVERITY_CRITICAL', confidence: 'CONFIDENCE_HIGH' }, 'AWS'),
    makeSecret(pay, { ...openValid, severity: 'SEVERITY_HIGH', confidence: 'CONFIDENCE_HIGH' }, 'Stripe'),
    makeSecret(pay, { ...openValid, severity: 'SEVERITY_HIGH', confidence: 'CONFIDENCE_MEDIUM' }, 'GitHub'),
    makeSecret(
      pay,
      { status: 'FINDING_STATUS_FIXED', validationState: 'VALIDATION_STATE_CONFIRMED_VALID', severity: 'SEVERITY_CRITICAL' },
      'Slack',
    ),
  );
  for (const s of secrets) {
    const p = DEMO_PROFILES.find((x) => x.name === s.repository.name)!;
    findings.push(
      secretFinding(s, p.id, {
        tags: tagsFor(r, p),
        teams: [...p.teams],
        aiVerdict: s.validationState === 'VALIDATION_STATE_CONFIRMED_VALID' ? 'true_positive' : 'no_verdict',
        deploymentStatus: p.deployed,
        publicExposure: p.exposure,
      }),
    );
  }

  // Dependencies: grouped by repository (so index runs are contiguous).
  const deps: DependencyRecord[] = [];
  let nextDepId = 880_001;
  for (const p of DEMO_PROFILES) {
    const proj = projects.find((x) => x.id === p.id)!;
    const sha = hex(r, 40);
    for (const eco of p.ecosystems) {
      const pkgs = PACKAGES[eco] ?? [];
      const dirs =
        eco !== 'npm'
          ? ['']
          : p.id === '1204'
            ? ['', 'packages/shared']
            : p.id === '1201'
              ? ['', 'services/ledger']
              : p.id === '1202'
                ? ['', 'apps/admin']
                : [''];
      for (const dir of dirs) {
        pkgs.forEach((pkg, i) => {
          const transitivity: Transitivity = i < pkgs.length * 0.4 ? 'DIRECT' : r() < 0.9 ? 'TRANSITIVE' : 'UNKNOWN_TRANSITIVITY';
          if (dir && r() < 0.4) return;
          deps.push(makeDependency(r, String(nextDepId++), proj, eco, pkg, transitivity, dir, sha));
        });
      }
    }
  }

  addDemoPolicy(findings, secrets);
  return {
    tokens: { ...DEFAULT_TOKENS },
    deployment: { ...DEFAULT_DEPLOYMENT },
    otherDeployment: { ...OTHER_DEPLOYMENT },
    projects,
    findings,
    secrets,
    dependencies: dependenciesOf(deps),
    dependencyShape: 'found',
    ruleModes: { ...DEMO_RULE_MODES },
  };
}

/**
 * The demo's Rule Board: the injections, the hard-coded secrets and the public bucket block; path
 * traversal, string-built queries, shell and exec comment; every other rule monitors.
 */
const DEMO_RULE_MODES: Readonly<Record<string, PolicyMode>> = {
  'javascript.express.security.audit.xss': 'block',
  'javascript.jsonwebtoken.security.jwt-hardcode.hardcoded-jwt-secret': 'block',
  'python.django.security.injection.sql.sql-injection-using-db-cursor-execute': 'block',
  'java.lang.security.audit.sqli.jdbc-sqli': 'block',
  'terraform.aws.security.aws-s3-bucket-public-read': 'block',
  'javascript.lang.security.audit.path-traversal.path-join-resolve-traversal': 'comment',
  'go.lang.security.audit.database.string-formatted-query': 'comment',
  'python.lang.security.audit.subprocess-shell-true': 'comment',
  'ruby.lang.security.dangerous-exec': 'comment',
};

/**
 * What the platform's policy and the supply-chain data add to the demo, from each record's id alone (the
 * seeded draws, and so every status, severity and count, are those the demo always had), none of which
 * moves a verdict the gate gives by default (the triage states and the malicious dependency that do are
 * in `demoDatasetWithPolicy()`):
 *
 * - an SCA finding has an EPSS score 7 times in 10 (skewed low, as EPSS is) and a fix recommendation
 *   (its package's newest version) 6 times in 10;
 * - the open critical AWS secret of acme/payments-api (confirmed valid) and the open confirmed-invalid
 *   secret with the lowest id are in Block mode.
 */
function addDemoPolicy(findings: FindingRecord[], secrets: SecretRecord[]): void {
  const npm = PACKAGES.npm ?? [];
  for (const f of findings) {
    const n = Number(f.id);
    if (f.product !== 'sca') continue;
    if (hash32(n, 11) % 10 < 7) {
      const base = (hash32(n, 12) % 10_000) / 10_000;
      f.epss = { score: Math.round(base ** 3 * 10_000) / 10_000, percentile: Math.round(base * 1000) / 1000 };
    }
    const pkg = npm[n % npm.length];
    if (pkg && hash32(n, 13) % 10 < 6) f.fixRecommendations = [{ package: pkg.name, version: pkg.versions.at(-1) ?? '1.0.0' }];
  }
  const byId = (a: SecretRecord, b: SecretRecord): number => Number(a.id) - Number(b.id);
  const open = secrets.filter((x) => x.status === 'FINDING_STATUS_OPEN').sort(byId);
  const awsOfPayments = open.find(
    (x) =>
      x.repository.name === 'acme/payments-api' &&
      x.type === 'AWS' &&
      x.severity === 'SEVERITY_CRITICAL' &&
      x.validationState === 'VALIDATION_STATE_CONFIRMED_VALID',
  );
  const invalid = open.find((x) => x.validationState === 'VALIDATION_STATE_CONFIRMED_INVALID');
  for (const secret of [awsOfPayments, invalid]) if (secret) secret.mode = 'MODE_BLOCK';
}

function tagsFor(r: Rand, p: Profile): string[] {
  const tags = p.tags.filter(() => r() < 0.85);
  if (r() < 0.1) tags.push('needs-triage');
  return tags;
}

// ---------------------------------------------------------------------------------------
// Generated datasets (benchmarks)
// ---------------------------------------------------------------------------------------

export interface GenerateOptions {
  projects: number;
  secrets: number;
  dependencies: number;
  /** code + SCA findings per project (default 20); secrets findings are added on top. */
  findingsPerProject?: number;
  seed?: number;
  dependencyShape?: 'found' | 'seed';
}

const GEN_ECOSYSTEMS: readonly Ecosystem[] = ['npm', 'pypi', 'gomod', 'maven', 'gem', 'composer', 'cargo', 'nuget'];
const GEN_LANG: Partial<Record<Ecosystem, string>> = {
  npm: 'js',
  pypi: 'py',
  gomod: 'go',
  maven: 'java',
  gem: 'ruby',
  composer: 'php',
  cargo: 'rust',
  nuget: 'java',
};
const GEN_TEAMS = ['payments', 'platform', 'growth', 'data', 'security', 'mobile'];
const GEN_TAGS = ['pci', 'internal', 'customer-facing', 'sox', 'experimental'];

/**
 * A deterministic dataset of any size: `projects` projects (every 10th archived), `secrets`
 * secrets records and `dependencies` dependencies produced on demand by index (never
 * materialised). Same tokens and deployment as the demo.
 */
export function generateDataset(options: GenerateOptions): Dataset {
  const seed = options.seed ?? 1;
  const nProjects = Math.max(1, Math.floor(options.projects));
  const r = mulberry32(seed);
  const projects: ProjectRecord[] = [];
  const ecoOf: Ecosystem[] = [];
  const shaOf: string[] = [];
  for (let j = 0; j < nProjects; j++) {
    projects.push({
      id: String(100_001 + j),
      name: `acme/service-${String(j + 1).padStart(4, '0')}`,
      ...(j % 10 === 9 ? { archived: true } : {}),
    });
    ecoOf.push(GEN_ECOSYSTEMS[hash32(seed, j) % GEN_ECOSYSTEMS.length] as Ecosystem);
    shaOf.push(hex(r, 40));
  }

  const findings: FindingRecord[] = [];
  const perProject = options.findingsPerProject ?? 20;
  let fid = 1;
  projects.forEach((p, j) => {
    const lang = GEN_LANG[ecoOf[j] as Ecosystem] ?? 'js';
    const teams = [GEN_TEAMS[j % GEN_TEAMS.length] as string];
    for (let k = 0; k < perProject; k++) {
      const product: Product = r() < 0.6 ? 'code' : 'sca';
      const [ruleId, category] = product === 'code' ? pick(r, CODE_RULES[lang] ?? CODE_RULES.js!) : [`ssc-${hex(r, 8)}`, 'security'];
      findings.push({
        id: String(fid++),
        projectId: p.id,
        product,
        severity: weighted(r, SEVERITY_WEIGHTS),
        status: weighted(r, STATUS_WEIGHTS),
        confidence: pick(r, ['low', 'medium', 'high'] as const),
        ...(product === 'sca'
          ? {
              reachability: pick(r, [
                'reachable',
                'always_reachable',
                'conditionally_reachable',
                'no_reachability_analysis',
                'unreachable',
              ] as const),
            }
          : {}),
        tags: GEN_TAGS.filter(() => r() < 0.3),
        teams,
        ruleId,
        aiVerdict: pick(r, ['true_positive', 'false_positive', 'no_verdict'] as const),
        deploymentStatus: pick(r, ['unknown', 'deployed', 'not_deployed'] as const),
        publicExposure: pick(r, ['unknown', 'public', 'not_public'] as const),
        category,
        createdAt: isoDaysAgo(r() * 120),
      });
    }
  });

  const secrets: SecretRecord[] = [];
  for (let k = 0; k < options.secrets; k++) {
    const j = hash32(seed ^ 0x5ec, k) % nProjects;
    const p = projects[j] as ProjectRecord;
    const t = pick(r, SECRET_TYPES);
    const file = pick(r, t.files);
    const line = int(r, 1, 500);
    const repoUrl = `https://github.com/${p.name}`;
    const s = secretOf(
      {
        id: String(5_000_001 + k),
        type: t.type,
        repository: { name: p.name, url: repoUrl, scmType: 'SCM_TYPE_GITHUB', visibility: 'REPOSITORY_VISIBILITY_PRIVATE' },
        severity: pick(r, ['low', 'medium', 'high', 'critical']),
        status: weighted(r, [
          ['open', 60],
          ['fixed', 20],
          ['ignored', 15],
          ['removed', 5],
        ] as const),
        validationState: pick(r, ['confirmed_valid', 'confirmed_invalid', 'validation_error', 'no_validator']),
        findingPath: `${file}:${line}`,
        findingPathUrl: `${repoUrl}/blob/${shaOf[j]}/${file}#L${line}`,
        refUrl: `${repoUrl}/tree/main`,
        ruleHashId: t.ruleHashId,
        createdAt: isoDaysAgo(r() * 120),
      },
      k,
    );
    secrets.push(s);
    findings.push(secretFinding(s, p.id, { teams: [GEN_TEAMS[j % GEN_TEAMS.length] as string] }));
  }

  // Dependencies: project j owns the index block [j*B, min((j+1)*B, count)).
  const count = Math.max(0, Math.floor(options.dependencies));
  const block = Math.max(1, Math.ceil(count / nProjects));
  const runs: DependencyRun[] = [];
  for (let j = 0; j * block < count; j++) {
    const p = projects[j] as ProjectRecord;
    runs.push({ start: j * block, end: Math.min(count, (j + 1) * block), repositoryId: p.id, archived: p.archived === true });
  }
  // Per (ecosystem, package) constants, so at(i) only draws a version, a line and a transitivity.
  const pkgInfo = new Map<Ecosystem, { pkg: Pkg; policy: LicensePolicySetting; licenses: string[]; urls: string[] }[]>();
  for (const eco of GEN_ECOSYSTEMS) {
    pkgInfo.set(
      eco,
      (PACKAGES[eco] ?? []).map((pkg) => ({
        pkg,
        policy: licensePolicyFor(pkg.licenses),
        licenses: [...pkg.licenses],
        urls: pkg.versions.map((v) => resolvedUrlFor(eco, pkg.name, v)),
      })),
    );
  }
  const urlBase = projects.map((p, j) => `https://github.com/${p.name}/blob/${shaOf[j]}/`);
  const at = (i: number): DependencyRecord => {
    if (!Number.isInteger(i) || i < 0 || i >= count) throw new RangeError(`dependency index ${i} out of range`);
    const j = Math.floor(i / block);
    const p = projects[j] as ProjectRecord;
    const eco = ecoOf[j] as Ecosystem;
    const infos = pkgInfo.get(eco)!;
    const h = hash32(seed, i);
    const info = infos[i % infos.length]!;
    const k = i - j * block;
    const n = infos.length;
    const dir = k < n ? '' : `modules/m${Math.floor(k / n)}/`;
    const vi = h % info.pkg.versions.length;
    const version = info.pkg.versions[vi]!;
    const line = 3 + ((h >>> 8) % 4800);
    const transitivity: Transitivity = k % n < n * 0.4 ? 'DIRECT' : h >>> 24 < 243 ? 'TRANSITIVE' : 'UNKNOWN_TRANSITIVITY';
    const [lock, manifest] = LOCKFILES[eco]!;
    const lockPath = dir + lock;
    return {
      id: String(i + 1),
      name: info.pkg.name,
      version,
      ecosystem: eco,
      transitivity,
      licenses: info.licenses,
      licensePolicySetting: info.policy,
      repositoryId: p.id,
      archived: p.archived === true,
      definedAt: { path: lockPath, startLine: line, url: `${urlBase[j]}${lockPath}#L${line}` },
      manifestPath: dir + manifest,
      resolvedUrl: info.urls[vi]!,
    };
  };

  return {
    tokens: { ...DEFAULT_TOKENS },
    deployment: { ...DEFAULT_DEPLOYMENT },
    otherDeployment: { ...OTHER_DEPLOYMENT },
    projects,
    findings,
    secrets,
    dependencies: { count, at, runs },
    dependencyShape: options.dependencyShape ?? 'found',
  };
}
