// Domain types of the API layer. Nothing above src/api/ sees raw JSON, an int64 string or a cursor:
// these are the shapes the client hands up, already validated.

import type { Severity } from '../domain.ts';

export { MOST_SEVERE_FIRST, PRODUCTS, type Product, SEVERITIES, type Severity } from '../domain.ts';

/** The bearer of the token (GET /api/agent/identity). */
export interface Identity {
  identity: string;
  /** Decimal id; absent for identities that are not API tokens. */
  userId?: string;
  /** Decimal id; absent for identities that are not API tokens. */
  deploymentId?: string;
}

/** One deployment the token can access (GET /api/v2/deployments). */
export interface Deployment {
  /** Decimal id, normalised to a string. */
  id: string;
  name: string;
}

/** Report filters, in the API's own enum names (the config layer maps short words to these). */
export interface ReportFilters {
  timePeriod?: { since?: string; until?: string };
  findingTypes?: string[];
  findingSeverities?: string[];
  projects?: string[];
  projectIds?: string[];
  tags?: string[];
  confidence?: string[];
  reachability?: string[];
  validity?: string[];
  teams?: string[];
  ruleIds?: string[];
  aiVerdicts?: string[];
  deploymentStatuses?: string[];
  publicExposures?: string[];
  findingCategories?: string[];
}

/** Counts of one project in the report (a value of `byProject`). */
export interface ProjectCounts {
  /** The `byProject` key: an opaque label, usually the project name. */
  label: string;
  /** Decimal id when the server sent one. */
  projectId?: string;
  code: number;
  sca: number;
  secrets: number;
}

/** POST /api/reporting/{deploymentId}/reports/by-project/by-product, validated. */
export interface FindingsReport {
  projects: ProjectCounts[];
}

/** Query of the secrets list, in the API's enum names. `*_UNSPECIFIED` is never sent. */
export interface SecretsQuery {
  validationStates?: string[];
  /** One value: the API takes a single status. */
  status?: string;
  severities?: string[];
  repos?: string[];
  since?: string;
  /** Page size (`limit`). */
  limit?: number;
}

/**
 * How a word of a listed item answers the filter its walk asked for: the word asked for (or none: the item is
 * kept, the gate fails closed), a known other word (a server that ignored the filter), or a word the gate does
 * not know (a malformed answer, never a drop).
 */
export type WordAnswer = 'asked' | 'other' | 'unknown';

/** One secrets finding, validated. Optional fields are absent when the server omitted them. */
export interface SecretFinding {
  id: string;
  type: string;
  /** API enum, e.g. SEVERITY_HIGH. */
  severity: string;
  /** API enum, e.g. FINDING_STATUS_OPEN. */
  status: string;
  /** API enum, e.g. VALIDATION_STATE_CONFIRMED_VALID. */
  validationState: string;
  /**
   * How its status answers the valid secrets' walk (api/enums.ts statusAnswer of SECRET_OPEN, in any case or
   * spelling): the gate's words, so that gate/ reads no wire enum.
   */
  open: WordAnswer;
  /** How its validation state answers that walk (api/enums.ts validationAnswer: confirmed valid, or none, is `asked`). */
  confirmedValid: WordAnswer;
  confidence?: string;
  findingPath?: string;
  findingPathUrl?: string;
  ref?: string;
  refUrl?: string;
  repository?: { name?: string; url?: string; scmType?: string; visibility?: string };
  ruleHashId?: string;
  mode?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** Query of the dependency list, mapped one to one onto `dependencyFilter.*`, `pageSize`. */
export interface DependencyQuery {
  name?: string;
  version?: string;
  repositoryIds?: string[];
  transitivity?: string[];
  ecosystems?: string[];
  lockfilePath?: string;
  licensePolicySettings?: string[];
  licenses?: string[];
  includeArchived?: boolean;
  pageSize?: number;
}

/** One dependency, from either item shape (the seed's `{id,name,version}` or the spec's FoundDependency). */
export interface Dependency {
  id?: string;
  name: string;
  version?: string;
  ecosystem?: string;
  transitivity?: string;
  licenses: string[];
  repositoryId?: string;
  definedAt?: { path?: string; startLine?: number; url?: string };
  manifestPath?: string;
  resolvedUrl?: string;
}

/** Counters of what the client did, for the summary footer and the benchmarks. */
export interface ClientStats {
  requests: number;
  retries: number;
  bytesReceived: number;
}

/** Statuses of a project the projects list can filter by. */
export const PROJECT_STATUSES = ['PROJECT_STATUS_SETUP', 'PROJECT_STATUS_NOT_SETUP', 'PROJECT_STATUS_ARCHIVED'] as const;

/** Query of the projects list: `names` match as substrings on the server (compare exactly above). */
export interface ProjectsQuery {
  names?: string[];
  statuses?: string[];
}

/** One project (POST /api/v2/deployments/{id}/projects/list), validated. */
export interface Project {
  /** Decimal id, normalised to a string. */
  id: string;
  name: string;
  latestScanId?: string;
  defaultBranchId?: string;
  primaryBranchId?: string;
  url?: string;
}

/** Scan statuses, as the scans list names them: the domain's words (domain.ts). */
export { SCAN_STATUS } from '../domain.ts';

/** Query of the scans list of one project. */
export interface ScansQuery {
  branch?: string;
  /** ISO date-time. */
  createdSince?: string;
  statuses?: string[];
}

/** One scan (POST /api/v2/deployments/{id}/projects/{projectId}/scans/list), validated. */
export interface Scan {
  id: string;
  projectId?: string;
  branchId?: string;
  commit?: string;
  /** ISO date-time. */
  startTime?: string;
  /** ISO date-time; absent while the scan runs. */
  completeTime?: string;
  /** API enum, e.g. SCAN_STATUS_COMPLETED; SCAN_STATUS_UNSPECIFIED when omitted. */
  status: string;
  isFullScan: boolean;
  exitCode?: string;
  /** The products the scan covered (`enabledProducts`, upper case: PRODUCT_SAST, PRODUCT_SCA, PRODUCT_SECRETS); absent when not sent. */
  products?: string[];
}

/** The products the findings list names (`issue_type`). */
export type IssueType = 'sast' | 'sca' | 'ai_sast';

/** A status the findings list takes (one a walk) and gives: api/enums.ts' FINDING_STATES names each. */
export type ListStatus = 'open' | 'reviewing' | 'fixing' | 'provisionally_ignored' | 'ignored' | 'fixed';

/** A policy mode the findings list filters code findings by (`policies`): api/enums.ts' POLICY_MODES names each. */
export type ListedPolicyMode = 'monitor' | 'comment' | 'block';

/** Query of the findings list: findings of one status (open when absent) of these repositories (all when absent), deduplicated across branches. */
export interface FindingsQuery {
  issueType: IssueType;
  /** ONE status a walk (the API takes one): reading several states is one walk each. Default `open`. */
  status?: ListStatus;
  repos?: string[];
  /** Only these severities (all when absent). */
  severities?: Severity[];
  /** Code findings (`sast`) only: those of the rules in these policy modes (`block` lists what the Rule Board blocks). */
  policies?: readonly ListedPolicyMode[];
  /** Supply-chain findings (`sca`) only: `true` lists the findings from malicious dependencies, `false` the others. */
  isMalicious?: boolean;
  /** Further filters by their query names (`confidence`, `rules`, ...), as findingsListFilters gives them. */
  filters?: Readonly<Record<string, readonly string[]>>;
}

/** The vulnerable package of a supply-chain finding. */
export interface FoundDependency {
  package?: string;
  version?: string;
  ecosystem?: string;
  /** direct, transitive or unknown. */
  transitivity?: string;
}

/** A dependency upgrade that fixes a supply-chain finding. */
export interface FixRecommendation {
  package?: string;
  version?: string;
}

/** One code, supply-chain or AI finding (GET /api/v1/deployments/{slug}/findings), validated. */
export interface ListedFinding {
  id: string;
  issueType: IssueType;
  /** Stable across scans: the file, the rule and the match. */
  matchBasedId?: string;
  /** The rule's full id, e.g. `javascript.express.security.audit.xss`. */
  rule: string;
  /** The severity as the API wrote it, lower case: low, medium, high or critical, or another word (or none) it sent. */
  severity: string;
  /** The status the platform shows (open, reviewing, fixing, provisionally_ignored, ignored, fixed), as the API wrote it. */
  status?: string;
  /** untriaged, reopened, reviewing, fixing, provisionally_ignored or ignored, as the API wrote it. */
  triageState?: string;
  triageReason?: string;
  repository?: { name?: string; url?: string };
  filePath?: string;
  line?: number;
  /** Link to the file and line. */
  url?: string;
  /** Date-time as the API wrote it, checked to be one: read it with stampMs (domain.ts). */
  createdAt?: string;
  /** Date-time as the API wrote it, checked to be one: since when the finding has been open. */
  relevantSince?: string;
  /** SCA: the advisory, e.g. CVE-2024-1234. */
  vulnerability?: string;
  /** SCA: the vulnerable package. */
  dependency?: FoundDependency;
  /** SCA: `reachable`, `unreachable`, `always reachable`, ... as the API wrote it (its word: reachabilityOfListed). */
  reachability?: string;
  /** SCA: the reachability's word (`always-reachable`), when the API's text is one the gate knows. */
  reachabilityWord?: string;
  /** SCA: the upgrades that fix it, as the API sent them; absent when the API sent none (protobuf omits an empty list). */
  fixRecommendations?: FixRecommendation[];
  /** SCA: the EPSS exploitation probability, 0 to 1; absent when the API gave none (never 0 for unknown). */
  epssScore?: number;
  /** SCA: whether the finding is from a malicious dependency, when the API said (protobuf omits false). */
  isMalicious?: boolean;
}

/** A deployment of the v1 API, with the slug the findings list is addressed by, and its name when the list gives one. */
export interface DeploymentSlug {
  id: string;
  slug: string;
  name?: string;
}

/** The series of the reporting API the trend reads. */
export type TrendSeries = 'activity' | 'backlog' | 'medianOpenAge';

/** The period of a series and its bucket size. */
export interface TrendQuery {
  since: string;
  until: string;
  bucket: 'day' | 'week' | 'month';
}

/** One bucket of findings activity: what opened and closed in it. */
export interface ActivityBucket {
  /** The start of the bucket's period (ISO). */
  start: string;
  opened: number;
  fixed: number;
  ignored: number;
  removed: number;
}

/** One bucket of a by-severity series: open findings at its end, or their median age in days. */
export interface SeverityBucket {
  start: string;
  low: number;
  medium: number;
  high: number;
  critical: number;
}
