// The one table of the inputs: each name with its type, its default and its description. It drives
// action.yml's inputs, the GitLab component's spec:inputs and the Azure DevOps task's inputs (npm run
// generate writes them; test/generate.test.ts checks they are current), the CLI's flags and environment
// variables, and `findings-gate --help`. The words of an enumeration are not here but in vocabulary.ts
// (config/input-options.ts names them per input). Each input also says what "stricter" means for it
// (`tightens`): how an organisation's policy file (config-file) bounds it; config/policy-ceilings.ts
// holds the one comparison of each kind. A leaf: no imports.

/**
 * How an input's value reads, for the forms generated from this table: free text; a list (comma or
 * newline separated); true or false; a whole number; one word, or a list of words, of its vocabulary;
 * a token (read from the environment, never a flag).
 */
export type InputType = 'text' | 'list' | 'boolean' | 'number' | 'choice' | 'choices' | 'secret';

/** A CI an input may be limited to. */
export type InputCi = 'github' | 'gitlab' | 'azure';

/**
 * What "stricter" means for an input, when an organisation's policy file (config-file) sets it: the
 * policy's value is a ceiling, and the repository's own value may only be as strict or stricter.
 * - `lower-number`: a smaller number is stricter (exceptions-max-days, a percentage).
 * - `earlier-severity`: a lower severity floor fails on more (critical, high, medium, low; none is the loosest).
 * - `true-is-stricter`: true checks more than false.
 * - `false-is-stricter`: a filter that counts fewer when true (sca-fixable-only): false counts more.
 * - `superset-of-list`: the repository's list must hold every item of the policy's (a filter that counts more).
 * - `lower-budgets`: per key (`high=0`): a repository may lower a budget or add one; the policy's others stay.
 * - `shorter-deadlines`: per severity (`critical=7d`): a repository may shorten a deadline or add one.
 * - `shorter-duration`: a shorter duration is stricter.
 * - `<stricter>-over-<looser>`: the input's two words, the first the stricter (`enforce-over-warn`).
 * - `fixed`: no order (a scope, a URL, a path the gate reads): the repository may only repeat the policy's value.
 * - `repository-wins`: changes what is shown or written, never the verdict: the policy's value applies
 *   only when the repository leaves the input unset.
 * - `not-in-policy`: a token, or the policy's own inputs: a policy file may not set it.
 */
export type Tightens =
  | 'lower-number'
  | 'earlier-severity'
  | 'true-is-stricter'
  | 'false-is-stricter'
  | 'superset-of-list'
  | 'lower-budgets'
  | 'shorter-deadlines'
  | 'shorter-duration'
  | `${string}-over-${string}`
  | 'fixed'
  | 'repository-wins'
  | 'not-in-policy';

/** One input: its type, its default (the raw string the runner would pass) and what it does. */
export interface InputSpec {
  readonly type: InputType;
  readonly default: string;
  readonly description: string;
  /** The CIs where it does anything; absent: every CI. A generated form leaves it out elsewhere. */
  readonly ci?: readonly InputCi[];
  /** Its description in a CI's own words, where the general one (GitHub's) names what that CI calls otherwise. */
  readonly words?: Partial<Record<InputCi, string>>;
  /** What a repository may do to the value an organisation's policy file sets (see Tightens). */
  readonly tightens: Tightens;
}

/** Every input of the action, in the order action.yml, the README and `--help` show them. */
export const INPUTS = Object.freeze({
  'api-token': {
    type: 'secret',
    tightens: 'not-in-policy',
    default: '',
    description: 'Semgrep API token with the Web API permission. Defaults to the SEMGREP_APP_TOKEN environment variable. Masked at once.',
  },
  'base-url': { type: 'text', tightens: 'fixed', default: 'https://semgrep.dev', description: 'API root.' },
  deployment: { type: 'text', tightens: 'fixed', default: '', description: "Deployment id or name. Empty: the token's own deployment." },
  projects: {
    type: 'list',
    tightens: 'fixed',
    default: '',
    description:
      'Project names the gate covers (comma or newline separated, case-sensitive). Empty: the current repository (GITHUB_REPOSITORY). `*`: the whole deployment.',
    // The component's text inputs hold one line.
    words: {
      gitlab:
        'Project names the gate covers (comma separated, case-sensitive). Empty: the current repository (GITHUB_REPOSITORY). `*`: the whole deployment.',
    },
  },
  'project-ids': {
    type: 'list',
    tightens: 'fixed',
    default: '',
    description: 'Project ids to restrict the report to (report `projectIds`).',
  },
  'finding-types': {
    type: 'choices',
    tightens: 'superset-of-list',
    default: 'code,sca,secrets',
    description: 'Which products count: code, sca, secrets.',
  },
  'fail-on-severity': {
    type: 'choice',
    tightens: 'earlier-severity',
    default: 'high',
    description: 'Fail when any counted finding is at or above this severity: critical, high, medium, low or none.',
  },
  thresholds: {
    type: 'list',
    tightens: 'lower-budgets',
    default: '',
    description:
      'Budgets, `key=max` per line or comma. Keys: total, a severity (high), a product (sca), or product.severity (code.critical). Fail when a count exceeds its budget.',
    words: {
      gitlab:
        'Budgets, `key=max`, comma separated. Keys: total, a severity (high), a product (sca), or product.severity (code.critical). Fail when a count exceeds its budget.',
    },
  },
  'fail-on-valid-secrets': {
    type: 'boolean',
    tightens: 'true-is-stricter',
    default: 'true',
    description: 'Fail when any open, confirmed-valid secret is in scope.',
  },
  'fail-on-blocked-licenses': {
    type: 'boolean',
    tightens: 'true-is-stricter',
    default: 'false',
    description: 'Fail when any dependency (after the dependency filters) has a license whose policy is Block.',
  },
  'fail-on-blocking': {
    type: 'boolean',
    tightens: 'true-is-stricter',
    default: 'false',
    description:
      "Fail on what the platform blocks: the code findings of rules in Block mode on the Rule Board (the findings list's policies=rule-board-block) and the secrets in Block mode, whatever their validity. Supply chain is judged by the budgets (the API lists no blocking supply-chain findings).",
  },
  'count-triage-states': {
    type: 'choices',
    tightens: 'superset-of-list',
    default: 'open,reviewing,fixing,provisionally-ignored',
    description:
      'The triage states that count: open, reviewing, fixing, provisionally-ignored, ignored, fixed. Open always counts (the report counts it); the others are read from the findings list and added to the counts.',
  },
  'sca-reachable-only': {
    type: 'boolean',
    tightens: 'false-is-stricter',
    default: 'false',
    description:
      "Supply chain only: count reachable, always-reachable and conditionally-reachable findings (the report's reachability filter, so the counts still come from the report).",
  },
  'sca-fixable-only': {
    type: 'boolean',
    tightens: 'false-is-stricter',
    default: 'false',
    description: 'Supply chain only: count the findings that have a fix recommendation (the findings list is read whole for them).',
  },
  'sca-min-epss': {
    type: 'text',
    tightens: 'lower-number',
    default: '',
    description:
      'Supply chain only: count the findings whose EPSS probability is at least this (0 to 1, such as 0.1), and those with no score (unknown is never safe). Empty: all.',
  },
  'fail-on-malicious': {
    type: 'boolean',
    tightens: 'true-is-stricter',
    default: 'true',
    description:
      "Fail on any counted supply-chain finding from a malicious dependency (the findings list's is_malicious), whatever the budgets, naming the package and version.",
  },
  'dependency-repository-ids': {
    type: 'list',
    tightens: 'superset-of-list',
    default: '',
    description: 'Dependency filter: repository ids (dependencyFilter.repositoryId).',
  },
  ecosystems: {
    type: 'choices',
    tightens: 'superset-of-list',
    default: '',
    description:
      'Dependency filter: ecosystems (npm, pypi, gomod, cargo, maven, gem, composer, nuget, pub, swiftpm, hex, cocoapods, mix, opam, no_package_manager).',
  },
  transitivity: {
    type: 'choices',
    tightens: 'superset-of-list',
    default: '',
    description: 'Dependency filter: transitivity (direct, transitive, unknown).',
  },
  'lockfile-path': {
    type: 'text',
    tightens: 'fixed',
    default: '',
    description: 'Dependency filter: the lockfile path a dependency is defined in.',
  },
  licenses: {
    type: 'list',
    tightens: 'superset-of-list',
    default: '',
    description: 'Dependency filter: license names (a dependency matches when any of its licenses is listed).',
  },
  'include-archived': {
    type: 'boolean',
    tightens: 'fixed',
    default: 'false',
    description: 'Dependency filter: true lists ONLY the dependencies of archived repositories (the API excludes them otherwise).',
  },
  'dependency-inventory': {
    type: 'text',
    tightens: 'repository-wins',
    default: '',
    description: 'Write every dependency (after the dependency filters) to this file: .json, .csv or .cdx.json (CycloneDX 1.6).',
  },
  confidence: { type: 'choices', tightens: 'superset-of-list', default: '', description: 'Report filter: confidence (low, medium, high).' },
  reachability: {
    type: 'choices',
    tightens: 'superset-of-list',
    default: '',
    description:
      'Report filter: reachability (reachable, always-reachable, conditionally-reachable, no-reachability-analysis, unreachable).',
  },
  validity: {
    type: 'choices',
    tightens: 'superset-of-list',
    default: '',
    description: 'Report filter: validity (valid, invalid, error, no-validator).',
  },
  'ai-verdicts': {
    type: 'choices',
    tightens: 'superset-of-list',
    default: '',
    description: 'Report filter: AI verdicts (true-positive, false-positive, no-verdict).',
  },
  'deployment-statuses': {
    type: 'choices',
    tightens: 'superset-of-list',
    default: '',
    description: 'Report filter: deployment statuses (unknown, deployed, not-deployed).',
  },
  'public-exposures': {
    type: 'choices',
    tightens: 'superset-of-list',
    default: '',
    description: 'Report filter: public exposures (unknown, public, not-public).',
  },
  tags: { type: 'list', tightens: 'superset-of-list', default: '', description: 'Report filter: project tags.' },
  teams: { type: 'list', tightens: 'superset-of-list', default: '', description: 'Report filter: teams.' },
  'rule-ids': { type: 'list', tightens: 'superset-of-list', default: '', description: 'Report filter: rule ids.' },
  'finding-categories': { type: 'list', tightens: 'superset-of-list', default: '', description: 'Report filter: finding categories.' },
  since: {
    type: 'text',
    tightens: 'fixed',
    default: '',
    description: 'Start of the report period: an ISO-8601 date-time, or a duration back from now (7d, 12h).',
  },
  until: {
    type: 'text',
    tightens: 'fixed',
    default: '',
    description: 'End of the report period: an ISO-8601 date-time, or a duration back from now.',
  },
  mode: {
    type: 'choice',
    tightens: 'enforce-over-warn',
    default: 'enforce',
    description: 'enforce, or warn: compute and report everything, but do not fail the job on findings.',
  },
  'on-api-error': {
    type: 'choice',
    tightens: 'fail-over-warn',
    default: 'fail',
    description: 'fail (fail closed), or warn: the job passes with a warning and result=error.',
  },
  'timeout-seconds': {
    type: 'number',
    tightens: 'repository-wins',
    default: '300',
    description: 'Overall deadline of the step, in seconds; requests cut by it are an error.',
  },
  annotations: {
    type: 'boolean',
    tightens: 'true-is-stricter',
    ci: ['github', 'azure'],
    default: 'true',
    description:
      'Annotate each open confirmed-valid secret of the current repository on its file and line (the 10 most severe, then a notice). false turns them off.',
    words: {
      azure:
        "Report each open confirmed-valid secret of the current repository as an issue of the run's log, on its file and line (the 10 most severe, then a warning). false turns them off.",
    },
  },
  'comment-on-pr': {
    type: 'choice',
    tightens: 'repository-wins',
    ci: ['github', 'gitlab'],
    default: 'never',
    description:
      'never, always, or on-failure: keep one comment on the pull request with the verdict, updated in place (on-failure also updates it when the gate passes again). Needs pull-requests: write on GitHub, GITLAB_TOKEN (api scope) on GitLab.',
    words: {
      gitlab:
        'never, always, or on-failure: keep one note on the merge request with the verdict, updated in place (on-failure also updates it when the gate passes again). Needs a masked GITLAB_TOKEN: a project access token with the api scope and the Reporter role.',
    },
  },
  'github-token': {
    type: 'secret',
    tightens: 'not-in-policy',
    ci: ['github'],
    default: '${{ github.token }}',
    description: 'Token for the pull-request comment. Masked; a comment error is a warning, never a failure.',
  },
  'sarif-file': {
    type: 'text',
    tightens: 'repository-wins',
    default: '',
    description:
      "Write a SARIF 2.1.0 log of the confirmed-valid secrets (no secret values) and of the code and supply-chain findings the run named, under their Semgrep rule ids, to this path, for github/codeql-action/upload-sarif (a repository that uploads Semgrep's own SARIF gets those findings twice).",
  },
  'baseline-file': {
    type: 'text',
    tightens: 'fixed',
    default: '',
    description:
      'The report-file of an earlier run (e.g. the nightly run of the default branch, downloaded outside the checkout: docs/baselines.md): show each count beside its difference from it, and mark new confirmed-valid secrets. A baseline that is missing, unreadable, or of another deployment, scope or filters is not used (one warning says why). Empty: no baseline.',
  },
  'gate-on': {
    type: 'choice',
    tightens: 'total-over-new',
    default: 'total',
    description:
      'total: fail-on-severity and thresholds judge the counts in scope. new: with a baseline in use, they judge the new findings since it (a count that fell never fails); without one, the totals. Confirmed-valid secrets fail whatever their age.',
  },
  'scan-max-age': {
    type: 'text',
    tightens: 'shorter-duration',
    default: '',
    description:
      'Fail (an error, whatever on-api-error says) when the newest completed scan of any gated project is older than this duration (30m, 36h, 7d, 2w), or when it has none in the past 30 days. Empty: the scans are shown, not enforced.',
  },
  'wait-for-scan': {
    type: 'text',
    tightens: 'fixed',
    default: '',
    description:
      "Wait until a scan of this commit completed for each gated project (at most 10) before judging: true (the pull request's head commit, else GITHUB_SHA) or a commit sha. A scan of it that failed, or none completed within timeout-seconds, is an error. Empty: judge what the platform holds now.",
  },
  'list-findings': {
    type: 'boolean',
    tightens: 'true-is-stricter',
    default: 'true',
    description:
      'List the code and supply-chain findings one by one (rule, file and line, age) in the summary and the PR comment. false: counts only.',
  },
  'max-open-age': {
    type: 'list',
    tightens: 'shorter-deadlines',
    default: '',
    description:
      'Remediation deadlines, severity=duration (critical=7d, high=30d): fail when an open finding of that severity has been open longer (triaged findings never count). Empty: no deadline.',
  },
  'exceptions-file': {
    type: 'text',
    tightens: 'fixed',
    default: '.github/findings-gate-exceptions.yml',
    description:
      'Accepted risk, as YAML: each entry matches findings (finding, rule, vulnerability), a secret or a package, with a reason, an owner and an expiry (docs/exceptions.md). Missing at the default path: no exceptions; a path you set must exist.',
  },
  'exceptions-max-days': {
    type: 'number',
    tightens: 'lower-number',
    default: '365',
    description: 'How far ahead an exception may expire, in days (1 to 3650): a later expires is an error.',
  },
  'fail-on-unused-exceptions': {
    type: 'boolean',
    tightens: 'true-is-stricter',
    default: 'false',
    description: 'Fail the gate when an exceptions entry matched nothing (false: a warning).',
  },
  'record-finding-ids': {
    type: 'choice',
    tightens: 'repository-wins',
    default: 'auto',
    description:
      'Record the id of every listed finding in the report file, for a later run\'s exact "new" (the findings list is then read whole): true, false, or auto (outside a pull or merge request\'s run, whose report file is no baseline, when the report counts at most 50,000 code and supply-chain findings).',
  },
  trend: {
    type: 'text',
    tightens: 'fixed',
    default: '',
    description:
      'A period (12w, 90d, 6m): the summary gains a Posture section with the backlog, opened against fixed, and the median open age over it, as charts. Empty: no trend.',
  },
  'max-backlog-growth': {
    type: 'text',
    tightens: 'lower-number',
    default: '',
    description:
      'With trend: fail when the backlog at the end of the period exceeds its start by more than this percentage (such as 0% or 10%). Empty: not judged.',
  },
  'config-file': {
    type: 'text',
    tightens: 'not-in-policy',
    default: '',
    description:
      "An organisation's policy file (YAML, keyed by these inputs' names): a path in the repository, or owner/repo/path@ref read from another repository through the GitHub or GitLab API (pin the ref by commit). Its values are ceilings: this workflow's inputs may make the gate stricter, never looser (docs/policy-file.md). Empty: no policy.",
  },
  'config-token': {
    type: 'secret',
    tightens: 'not-in-policy',
    default: '',
    description:
      'Token that reads a remote config-file (and the exceptions file it names): read access to that repository is enough. Masked; sent only to the host of config-api-url. Empty: no token (a public repository).',
  },
  'config-api-url': {
    type: 'text',
    tightens: 'not-in-policy',
    default: '',
    description:
      "The API a remote config-file is read through: GitHub's (https://api.github.com, or https://HOST/api/v3) or GitLab's (a URL ending in /api/v4). Empty: the CI's own (GITHUB_API_URL, or CI_API_V4_URL under GitLab CI), else https://api.github.com.",
  },
} as const satisfies Record<string, InputSpec>);
