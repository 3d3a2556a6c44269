import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/config/input-table.ts
// The one table of the inputs: each name with its type, its default and its description. It drives
// action.yml's inputs, the GitLab component's spec:inputs and the Azure DevOps task's inputs (npm run
// generate writes them; test/generate.test.ts checks they are current), the CLI's flags and environment
// variables, and `findings-gate --help`. The words of an enumeration are not here but in vocabulary.ts
// (config/input-options.ts names them per input). Each input also says what "stricter" means for it
// (`tightens`): how an organisation's policy file (config-file) bounds it; config/policy-ceilings.ts
// holds the one comparison of each kind. A leaf: no imports.
/** Every input of the action, in the order action.yml, the README and `--help` show them. */
const INPUTS = Object.freeze({
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
        description: 'Project names the gate covers (comma or newline separated, case-sensitive). Empty: the current repository (GITHUB_REPOSITORY). `*`: the whole deployment.',
        // The component's text inputs hold one line.
        words: {
            gitlab: 'Project names the gate covers (comma separated, case-sensitive). Empty: the current repository (GITHUB_REPOSITORY). `*`: the whole deployment.',
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
        description: 'Budgets, `key=max` per line or comma. Keys: total, a severity (high), a product (sca), or product.severity (code.critical). Fail when a count exceeds its budget.',
        words: {
            gitlab: 'Budgets, `key=max`, comma separated. Keys: total, a severity (high), a product (sca), or product.severity (code.critical). Fail when a count exceeds its budget.',
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
        description: "Fail on what the platform blocks: the code findings of rules in Block mode on the Rule Board (the findings list's policies=rule-board-block) and the secrets in Block mode, whatever their validity. Supply chain is judged by the budgets (the API lists no blocking supply-chain findings).",
    },
    'count-triage-states': {
        type: 'choices',
        tightens: 'superset-of-list',
        default: 'open,reviewing,fixing,provisionally-ignored',
        description: 'The triage states that count: open, reviewing, fixing, provisionally-ignored, ignored, fixed. Open always counts (the report counts it); the others are read from the findings list and added to the counts.',
    },
    'sca-reachable-only': {
        type: 'boolean',
        tightens: 'false-is-stricter',
        default: 'false',
        description: "Supply chain only: count reachable, always-reachable and conditionally-reachable findings (the report's reachability filter, so the counts still come from the report).",
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
        description: 'Supply chain only: count the findings whose EPSS probability is at least this (0 to 1, such as 0.1), and those with no score (unknown is never safe). Empty: all.',
    },
    'fail-on-malicious': {
        type: 'boolean',
        tightens: 'true-is-stricter',
        default: 'true',
        description: "Fail on any counted supply-chain finding from a malicious dependency (the findings list's is_malicious), whatever the budgets, naming the package and version.",
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
        description: 'Dependency filter: ecosystems (npm, pypi, gomod, cargo, maven, gem, composer, nuget, pub, swiftpm, hex, cocoapods, mix, opam, no_package_manager).',
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
        description: 'Report filter: reachability (reachable, always-reachable, conditionally-reachable, no-reachability-analysis, unreachable).',
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
        description: 'Annotate each open confirmed-valid secret of the current repository on its file and line (the 10 most severe, then a notice). false turns them off.',
        words: {
            azure: "Report each open confirmed-valid secret of the current repository as an issue of the run's log, on its file and line (the 10 most severe, then a warning). false turns them off.",
        },
    },
    'comment-on-pr': {
        type: 'choice',
        tightens: 'repository-wins',
        ci: ['github', 'gitlab'],
        default: 'never',
        description: 'never, always, or on-failure: keep one comment on the pull request with the verdict, updated in place (on-failure also updates it when the gate passes again). Needs pull-requests: write on GitHub, GITLAB_TOKEN (api scope) on GitLab.',
        words: {
            gitlab: 'never, always, or on-failure: keep one note on the merge request with the verdict, updated in place (on-failure also updates it when the gate passes again). Needs a masked GITLAB_TOKEN: a project access token with the api scope and the Reporter role.',
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
        description: "Write a SARIF 2.1.0 log of the confirmed-valid secrets (no secret values) and of the code and supply-chain findings the run named, under their Semgrep rule ids, to this path, for github/codeql-action/upload-sarif (a repository that uploads Semgrep's own SARIF gets those findings twice).",
    },
    'baseline-file': {
        type: 'text',
        tightens: 'fixed',
        default: '',
        description: 'The report-file of an earlier run (e.g. the nightly run of the default branch, downloaded outside the checkout: docs/baselines.md): show each count beside its difference from it, and mark new confirmed-valid secrets. A baseline that is missing, unreadable, or of another deployment, scope or filters is not used (one warning says why). Empty: no baseline.',
    },
    'gate-on': {
        type: 'choice',
        tightens: 'total-over-new',
        default: 'total',
        description: 'total: fail-on-severity and thresholds judge the counts in scope. new: with a baseline in use, they judge the new findings since it (a count that fell never fails); without one, the totals. Confirmed-valid secrets fail whatever their age.',
    },
    'scan-max-age': {
        type: 'text',
        tightens: 'shorter-duration',
        default: '',
        description: 'Fail (an error, whatever on-api-error says) when the newest completed scan of any gated project is older than this duration (30m, 36h, 7d, 2w), or when it has none in the past 30 days. Empty: the scans are shown, not enforced.',
    },
    'wait-for-scan': {
        type: 'text',
        tightens: 'fixed',
        default: '',
        description: "Wait until a scan of this commit completed for each gated project (at most 10) before judging: true (the pull request's head commit, else GITHUB_SHA) or a commit sha. A scan of it that failed, or none completed within timeout-seconds, is an error. Empty: judge what the platform holds now.",
    },
    'list-findings': {
        type: 'boolean',
        tightens: 'true-is-stricter',
        default: 'true',
        description: 'List the code and supply-chain findings one by one (rule, file and line, age) in the summary and the PR comment. false: counts only.',
    },
    'max-open-age': {
        type: 'list',
        tightens: 'shorter-deadlines',
        default: '',
        description: 'Remediation deadlines, severity=duration (critical=7d, high=30d): fail when an open finding of that severity has been open longer (triaged findings never count). Empty: no deadline.',
    },
    'exceptions-file': {
        type: 'text',
        tightens: 'fixed',
        default: '.github/findings-gate-exceptions.yml',
        description: 'Accepted risk, as YAML: each entry matches findings (finding, rule, vulnerability), a secret or a package, with a reason, an owner and an expiry (docs/exceptions.md). Missing at the default path: no exceptions; a path you set must exist.',
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
        description: 'Record the id of every listed finding in the report file, for a later run\'s exact "new" (the findings list is then read whole): true, false, or auto (outside a pull or merge request\'s run, whose report file is no baseline, when the report counts at most 50,000 code and supply-chain findings).',
    },
    trend: {
        type: 'text',
        tightens: 'fixed',
        default: '',
        description: 'A period (12w, 90d, 6m): the summary gains a Posture section with the backlog, opened against fixed, and the median open age over it, as charts. Empty: no trend.',
    },
    'max-backlog-growth': {
        type: 'text',
        tightens: 'lower-number',
        default: '',
        description: 'With trend: fail when the backlog at the end of the period exceeds its start by more than this percentage (such as 0% or 10%). Empty: not judged.',
    },
    'config-file': {
        type: 'text',
        tightens: 'not-in-policy',
        default: '',
        description: "An organisation's policy file (YAML, keyed by these inputs' names): a path in the repository, or owner/repo/path@ref read from another repository through the GitHub or GitLab API (pin the ref by commit). Its values are ceilings: this workflow's inputs may make the gate stricter, never looser (docs/policy-file.md). Empty: no policy.",
    },
    'config-token': {
        type: 'secret',
        tightens: 'not-in-policy',
        default: '',
        description: 'Token that reads a remote config-file (and the exceptions file it names): read access to that repository is enough. Masked; sent only to the host of config-api-url. Empty: no token (a public repository).',
    },
    'config-api-url': {
        type: 'text',
        tightens: 'not-in-policy',
        default: '',
        description: "The API a remote config-file is read through: GitHub's (https://api.github.com, or https://HOST/api/v3) or GitLab's (a URL ending in /api/v4). Empty: the CI's own (GITHUB_API_URL, or CI_API_V4_URL under GitLab CI), else https://api.github.com.",
    },
});

;// CONCATENATED MODULE: ./src/outputs.ts
// The names every CI takes from a run: the outputs (a step's outputs on GitHub, FINDINGS_GATE_OUT_<NAME>
// variables in a dotenv or Azure's output variables), the command line's files, and the variable a name
// becomes. A leaf: the command line reads them without loading a host or @actions/core.
/** The outputs of the action, by name. */
const OUTPUT = Object.freeze({
    result: 'result',
    total: 'total',
    critical: 'critical',
    high: 'high',
    medium: 'medium',
    low: 'low',
    code: 'code',
    sca: 'sca',
    secrets: 'secrets',
    validSecrets: 'valid-secrets',
    deploymentId: 'deployment-id',
    blockedDependencies: 'blocked-dependencies',
    dependencyInventory: 'dependency-inventory',
    dependencies: 'dependencies',
    reportFile: 'report-file',
    sarifFile: 'sarif-file',
    newTotal: 'new-total',
    newCritical: 'new-critical',
    newHigh: 'new-high',
    newMedium: 'new-medium',
    newLow: 'new-low',
    baselineAgeHours: 'baseline-age-hours',
    scanId: 'scan-id',
    scanCommit: 'scan-commit',
    scanAgeHours: 'scan-age-hours',
    overdue: 'overdue',
    excepted: 'excepted',
    exceptionsExpiring: 'exceptions-expiring',
    backlogChange: 'backlog-change',
    trendJson: 'trend-json',
    blocking: 'blocking',
    malicious: 'malicious',
    scaFilters: 'sca-filters',
});
/**
 * The variable the Azure DevOps task sets for the command line it runs: the inputs it set from the task's own
 * (comma separated), so an error names an input as the task's user wrote it (`failOnSeverity`), not as a flag.
 */
const TASK_INPUTS_VARIABLE = 'FINDINGS_GATE_TASK_INPUTS';
/**
 * The variable the GitLab component's job sets for the command line it runs: the component passes each input's
 * default for one the include leaves out, so a value equal to its default may be unset (a policy's then applies),
 * as under the action and the Azure task; on the command line otherwise, a flag or a variable given is set.
 */
const COMPONENT_VARIABLE = 'FINDINGS_GATE_COMPONENT';
/** An input's name in the Azure task (task.json): camel case (`failOnSeverity`), the only form the task schema allows. */
function taskInputName(name) {
    return name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
}
/** An input or a flag as an environment variable: `FINDINGS_GATE_` and the name in upper snake case. */
function environmentVariable(name) {
    return `FINDINGS_GATE_${name.replaceAll('-', '_').toUpperCase()}`;
}
/**
 * An output as a variable (a dotenv report's line, Azure's output variable): `FINDINGS_GATE_OUT_` and the
 * name, so that no output is ever a setting's variable: a dotenv report brings its variables into every
 * later job, where FINDINGS_GATE_SARIF_FILE would have set that job's sarif-file (attack23 N2).
 */
function outputVariable(name) {
    return environmentVariable(`out-${name}`);
}

;// CONCATENATED MODULE: ./src/render/azure.ts
// Azure Pipelines logging commands (`##vso[area.action key=value;…]message`), escaped as the agent
// unescapes them: a property value cannot end the property (`;`), the command (`]`) or the line (CR,
// LF), and `%` is written so that nothing else is read as an escape. Pure.
/** The agent's escape of a command's message: `%`, CR and LF. */
function azureMessage(s) {
    return s.replaceAll('%', '%AZP25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
/** The agent's escape of a property value: the message's, plus `;` and `]`. */
function azureProperty(s) {
    return azureMessage(s).replaceAll(';', '%3B').replaceAll(']', '%5D');
}
/** One logging command line; properties whose value is undefined are left out. */
function azureCommand(command, properties, message = '') {
    const props = Object.entries(properties)
        .filter((entry) => entry[1] !== undefined)
        .map(([key, value]) => `${key}=${azureProperty(String(value))}`)
        .join(';');
    return `##vso[${command}${props === '' ? '' : ` ${props}`}]${azureMessage(message)}`;
}

;// CONCATENATED MODULE: ./src/azure-task/inputs.ts
// The Azure DevOps task's inputs, and how its entry (azure-task.ts) hands them to the command line. The
// task takes the table's inputs that do anything in Azure Pipelines (input-table.ts `ci`) and three of the
// command line's own flags; task.json allows letters and digits only in a name, so `fail-on-severity` is
// `failOnSeverity` there, and the agent hands it to the entry as INPUT_FAILONSEVERITY. Pure.



/** The command line's own flags the task takes as inputs (the CI is always azure). */
const TASK_OPTIONS = ['summary-file', 'report-file', 'junit-file'];
/** The table's inputs the task takes: those that do anything in Azure Pipelines, in the table's order. */
const TASK_INPUTS = Object.entries(INPUTS)
    .filter(([, spec]) => !('ci' in spec) || spec.ci.includes('azure'))
    .map(([name]) => name);

/** The variable the agent sets for a task input: INPUT_ and the name upper-cased. */
function agentVariable(taskName) {
    return `INPUT_${taskName.toUpperCase()}`;
}
/**
 * The command line's environment in the task: the agent's (the pipeline's variables, TF_BUILD, BUILD_*,
 * SYSTEM_*), without its INPUT_ variables, plus FINDINGS_GATE_<NAME> for each task input set to
 * something. An empty input is left out: the command line's default applies.
 */
function commandLineEnvironment(env) {
    const out = {};
    for (const [name, value] of Object.entries(env))
        if (value !== undefined && !name.startsWith('INPUT_'))
            out[name] = value;
    const set = [];
    for (const name of [...TASK_INPUTS, ...TASK_OPTIONS]) {
        const value = env[agentVariable(taskInputName(name))];
        if (value === undefined || value.trim() === '')
            continue;
        out[environmentVariable(name)] = value;
        set.push(name);
    }
    // What the task set, for the command line's errors to name in the task's words.
    out[TASK_INPUTS_VARIABLE] = set.join(',');
    return out;
}
/**
 * The task's result for the command line's exit code, as the logging command that sets it; undefined for
 * 0 (passed, or warned: the command line says SucceededWithIssues itself). The agent reads a Node task's
 * non-zero exit as a broken task, not as a verdict, so the entry says Failed here and exits 0.
 */
function taskCompletion(code) {
    if (code === 0)
        return undefined;
    const message = code === 1
        ? 'findings-gate: the gate failed (the summary says why)'
        : code === 2
            ? 'findings-gate could not judge (the log says why)'
            : `findings-gate's command line ended without a verdict (${code === null ? 'killed by a signal' : `exit code ${code}`})`;
    return azureCommand('task.complete', { result: 'Failed' }, message);
}

;// CONCATENATED MODULE: ./src/azure-task.ts
// The Azure DevOps task's entry point (task.json's execution target; built to dist/azure-task/index.js and
// packed beside the command line, dist/cli/, in the extension). It stays thin: the agent's inputs become
// the command line's FINDINGS_GATE_<NAME> variables, the bundled command line runs with --ci azure on this
// Node (the Node24 handler's), and its exit code becomes the task's result. Everything else (the log, the
// issues, the build summary, the output variables) is the command line's Azure host.





const cli = (0,external_node_path_namespaceObject.join)((0,external_node_path_namespaceObject.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url)), '..', 'cli', 'index.js');
const child = (0,external_node_child_process_namespaceObject.spawn)(process.execPath, [cli, '--ci', 'azure'], { env: commandLineEnvironment(process.env), stdio: 'inherit' });
child.on('error', (error) => {
    process.stdout.write(`${azureCommand('task.complete', { result: 'Failed' }, `findings-gate could not start its command line: ${error.message}`)}\n`);
});
child.on('close', (code) => {
    const completion = taskCompletion(code);
    if (completion !== undefined)
        process.stdout.write(`${completion}\n`);
});


//# sourceMappingURL=index.js.map