// The one table of the inputs: each name with its default and its description. It drives action.yml's
// inputs (scripts/action-yml.ts writes them; test/repository.test.ts checks they agree), the CLI's flags
// and environment variables, and `findings-gate --help`. A leaf: no imports.

/** One input: its default (the raw string the runner would pass) and what it does. */
export interface InputSpec {
  readonly default: string;
  readonly description: string;
}

/** Every input of the action, in the order action.yml, the README and `--help` show them. */
export const INPUTS = Object.freeze({
  'api-token': {
    default: '',
    description: 'Semgrep API token with the Web API permission. Defaults to the SEMGREP_APP_TOKEN environment variable. Masked at once.',
  },
  'base-url': { default: 'https://semgrep.dev', description: 'API root.' },
  deployment: { default: '', description: "Deployment id or name. Empty: the token's own deployment." },
  projects: {
    default: '',
    description:
      'Project names the gate covers (comma or newline separated, case-sensitive). Empty: the current repository (GITHUB_REPOSITORY). `*`: the whole deployment.',
  },
  'project-ids': { default: '', description: 'Project ids to restrict the report to (report `projectIds`).' },
  'finding-types': { default: 'code,sca,secrets', description: 'Which products count: code, sca, secrets.' },
  'fail-on-severity': {
    default: 'high',
    description: 'Fail when any counted finding is at or above this severity: critical, high, medium, low or none.',
  },
  thresholds: {
    default: '',
    description:
      'Budgets, `key=max` per line or comma. Keys: total, a severity (high), a product (sca), or product.severity (code.critical). Fail when a count exceeds its budget.',
  },
  'fail-on-valid-secrets': { default: 'true', description: 'Fail when any open, confirmed-valid secret is in scope.' },
  'fail-on-blocked-licenses': {
    default: 'false',
    description: 'Fail when any dependency (after the dependency filters) has a license whose policy is Block.',
  },
  'dependency-repository-ids': { default: '', description: 'Dependency filter: repository ids (dependencyFilter.repositoryId).' },
  ecosystems: {
    default: '',
    description:
      'Dependency filter: ecosystems (npm, pypi, gomod, cargo, maven, gem, composer, nuget, pub, swiftpm, hex, cocoapods, mix, opam, no_package_manager).',
  },
  transitivity: { default: '', description: 'Dependency filter: transitivity (direct, transitive, unknown).' },
  'lockfile-path': { default: '', description: 'Dependency filter: the lockfile path a dependency is defined in.' },
  licenses: { default: '', description: 'Dependency filter: license names (a dependency matches when any of its licenses is listed).' },
  'include-archived': {
    default: 'false',
    description: 'Dependency filter: true lists ONLY the dependencies of archived repositories (the API excludes them otherwise).',
  },
  'dependency-inventory': {
    default: '',
    description: 'Write every dependency (after the dependency filters) to this file: .json, .csv or .cdx.json (CycloneDX 1.6).',
  },
  confidence: { default: '', description: 'Report filter: confidence (low, medium, high).' },
  reachability: {
    default: '',
    description:
      'Report filter: reachability (reachable, always-reachable, conditionally-reachable, no-reachability-analysis, unreachable).',
  },
  validity: { default: '', description: 'Report filter: validity (valid, invalid, error, no-validator).' },
  'ai-verdicts': { default: '', description: 'Report filter: AI verdicts (true-positive, false-positive, no-verdict).' },
  'deployment-statuses': { default: '', description: 'Report filter: deployment statuses (unknown, deployed, not-deployed).' },
  'public-exposures': { default: '', description: 'Report filter: public exposures (unknown, public, not-public).' },
  tags: { default: '', description: 'Report filter: project tags.' },
  teams: { default: '', description: 'Report filter: teams.' },
  'rule-ids': { default: '', description: 'Report filter: rule ids.' },
  'finding-categories': { default: '', description: 'Report filter: finding categories.' },
  since: { default: '', description: 'Start of the report period: an ISO-8601 date-time, or a duration back from now (7d, 12h).' },
  until: { default: '', description: 'End of the report period: an ISO-8601 date-time, or a duration back from now.' },
  mode: { default: 'enforce', description: 'enforce, or warn: compute and report everything, but do not fail the job on findings.' },
  'on-api-error': { default: 'fail', description: 'fail (fail closed), or warn: the job passes with a warning and result=error.' },
  'timeout-seconds': { default: '300', description: 'Overall deadline of the step, in seconds; requests cut by it are an error.' },
  annotations: {
    default: 'true',
    description:
      'Annotate each open confirmed-valid secret of the current repository on its file and line (the 10 most severe, then a notice). false turns them off.',
  },
  'comment-on-pr': {
    default: 'never',
    description:
      'never, always, or on-failure: keep one comment on the pull request with the verdict, updated in place (on-failure also updates it when the gate passes again). Needs pull-requests: write.',
  },
  'github-token': {
    default: '${{ github.token }}',
    description: 'Token for the pull-request comment. Masked; a comment error is a warning, never a failure.',
  },
  'sarif-file': {
    default: '',
    description:
      'Write a SARIF 2.1.0 log of the confirmed-valid secrets (no secret values) to this path, for github/codeql-action/upload-sarif.',
  },
  'baseline-file': {
    default: '',
    description:
      'The report-file of an earlier run (e.g. the nightly run on the default branch, restored with actions/cache): show each count beside its difference from it, and mark new confirmed-valid secrets. A baseline that is missing, unreadable, or of another deployment, scope or filters is not used (one warning says why). Empty: no baseline.',
  },
  'gate-on': {
    default: 'total',
    description:
      'total: fail-on-severity and thresholds judge the counts in scope. new: with a baseline in use, they judge the new findings since it (a count that fell never fails); without one, the totals. Confirmed-valid secrets fail whatever their age.',
  },
  'scan-max-age': {
    default: '',
    description:
      'Fail (an error, whatever on-api-error says) when the newest completed scan of any gated project is older than this duration (30m, 36h, 7d, 2w), or when it has none in the past 30 days. Empty: the scans are shown, not enforced.',
  },
  'wait-for-scan': {
    default: '',
    description:
      "Wait until a scan of this commit completed for each gated project (at most 10) before judging: true (the pull request's head commit, else GITHUB_SHA) or a commit sha. A scan of it that failed, or none completed within timeout-seconds, is an error. Empty: judge what the platform holds now.",
  },
  'list-findings': {
    default: 'true',
    description:
      'List the code and supply-chain findings one by one (rule, file and line, age) in the summary and the PR comment. false: counts only.',
  },
  'max-open-age': {
    default: '',
    description:
      'Remediation deadlines, severity=duration (critical=7d, high=30d): fail when an open finding of that severity has been open longer (triaged findings never count). Empty: no deadline.',
  },
  'exceptions-file': {
    default: '.github/findings-gate-exceptions.yml',
    description:
      'Accepted risk, as YAML: each entry matches findings (finding, rule, vulnerability), a secret or a package, with a reason, an owner and an expiry (see the README). Missing at the default path: no exceptions; a path you set must exist.',
  },
  'exceptions-max-days': {
    default: '365',
    description: 'How far ahead an exception may expire, in days (1 to 3650): a later expires is an error.',
  },
  'fail-on-unused-exceptions': {
    default: 'false',
    description: 'Fail the gate when an exceptions entry matched nothing (false: a warning).',
  },
  'record-finding-ids': {
    default: 'auto',
    description:
      'Record the id of every listed finding in the report file, for a later run\'s exact "new" (the findings list is then read whole): true, false, or auto (when the report counts at most 50,000 code and supply-chain findings).',
  },
  trend: {
    default: '',
    description:
      'A period (12w, 90d, 6m): the summary gains a Posture section with the backlog, opened against fixed, and the median open age over it, as charts. Empty: no trend.',
  },
  'max-backlog-growth': {
    default: '',
    description:
      'With trend: fail when the backlog at the end of the period exceeds its start by more than this percentage (0% or 10%). Empty: not judged.',
  },
} as const satisfies Record<string, InputSpec>);
