export const id = 66;
export const ids = [66];
export const modules = {

/***/ 9066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubHost: () => (/* binding */ githubHost)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/config/index.ts + 1 modules
var config = __webpack_require__(8421);
;// CONCATENATED MODULE: ./src/host/detect.ts
// Which CI a command-line run is in, and what that CI says about it: the repository the scope defaults
// to (and what a scope means where it names none), the commit wait-for-scan waits for, the link to the
// run, the forge API a remote policy file is read through. The one place that knows each CI's
// variables and defaults; config/ takes them as plain values. Pure: a function of the environment.

/** The variable each CI sets in every job, in the order they are tried (first present wins). */
const DETECTORS = (/* unused pure expression or super */ null && ([
    ['GITHUB_ACTIONS', 'github'],
    ['GITLAB_CI', 'gitlab'],
    ['TF_BUILD', 'azure'],
    ['BITBUCKET_BUILD_NUMBER', 'bitbucket'],
    ['JENKINS_URL', 'jenkins'],
]));
/** Whether `name` is a CI the gate knows. */
function isCiName(name) {
    return CI_NAMES.includes(name);
}
/** The CI named (by --ci or FINDINGS_GATE_CI), else the one whose variable is set, else generic. */
function detectCi(env, named) {
    if (named !== undefined)
        return named;
    return DETECTORS.find(([variable]) => (env[variable] ?? '').trim() !== '')?.[1] ?? 'generic';
}
/** The first of `variables` set to something, with its name. */
function first(env, variables) {
    for (const variable of variables) {
        const value = (env[variable] ?? '').trim();
        if (value !== '')
            return { value, variable };
    }
    return undefined;
}
/** GitHub's API, where a remote policy file is read from in any CI but GitLab: GITHUB_API_URL (GitHub Enterprise), else github.com's. */
const GITHUB_API = { variable: 'GITHUB_API_URL', fallback: 'https://api.github.com' };
/**
 * Each CI's variables: the repository, then the commits in order of preference (a pull request's head
 * before a merge commit), and the forge API (its variable and its public default).
 */
const VARIABLES = {
    github: { repository: ['GITHUB_REPOSITORY'], commit: ['GITHUB_SHA'], forgeApi: GITHUB_API },
    gitlab: {
        repository: ['CI_PROJECT_PATH'],
        commit: ['CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', 'CI_COMMIT_SHA'],
        forgeApi: { variable: 'CI_API_V4_URL', fallback: 'https://gitlab.com/api/v4' },
    },
    azure: {
        repository: ['BUILD_REPOSITORY_NAME'],
        commit: ['SYSTEM_PULLREQUEST_SOURCECOMMITID', 'BUILD_SOURCEVERSION'],
        forgeApi: GITHUB_API,
    },
    bitbucket: { repository: ['BITBUCKET_REPO_FULL_NAME'], commit: ['BITBUCKET_COMMIT'], forgeApi: GITHUB_API },
    jenkins: { repository: [], commit: ['GIT_COMMIT'], forgeApi: GITHUB_API },
    generic: { repository: [], commit: [], forgeApi: GITHUB_API },
};
/** The variable the scope defaults to under `ci` (the repository it names); undefined where it names none (Jenkins, generic). */
function repositoryVariable(ci) {
    return VARIABLES[ci].repository[0];
}
/** The link to the run, where the CI's variables make one. */
function runUrl(ci, env) {
    switch (ci) {
        case 'github': {
            const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: id } = env;
            return server && repository && id ? `${server}/${repository}/actions/runs/${id}` : undefined;
        }
        case 'gitlab':
            return env.CI_JOB_URL || undefined;
        case 'azure': {
            const { SYSTEM_COLLECTIONURI: collection, SYSTEM_TEAMPROJECT: project, BUILD_BUILDID: id } = env;
            return collection && project && id
                ? `${collection.replace(/\/*$/, '/')}${encodeURIComponent(project)}/_build/results?buildId=${encodeURIComponent(id)}`
                : undefined;
        }
        case 'bitbucket': {
            const { BITBUCKET_REPO_FULL_NAME: repository, BITBUCKET_BUILD_NUMBER: number } = env;
            return repository && number ? `https://bitbucket.org/${repository}/pipelines/results/${encodeURIComponent(number)}` : undefined;
        }
        case 'jenkins':
            return env.BUILD_URL || undefined;
        default:
            return undefined;
    }
}
/** What `ci` says about this run, from its variables. */
function ciContext(ci, env) {
    const { repository: repositoryVariables, commit: commitVariables, forgeApi } = VARIABLES[ci];
    const repository = first(env, repositoryVariables);
    const commit = first(env, commitVariables);
    const url = runUrl(ci, env);
    const api = first(env, [forgeApi.variable]);
    return {
        ci,
        ...(repository === undefined ? {} : { repository: repository.value, repositoryVariable: repository.variable }),
        ...(commit === undefined ? {} : { commit: commit.value }),
        commitVariable: commit?.variable ?? (commitVariables.join(' or ') || 'no variable'),
        ...(url === undefined ? {} : { runUrl: url }),
        // The action on GitHub gates the whole deployment when the runner names no repository; no other CI does.
        wholeDeploymentByDefault: ci === 'github',
        forgeApi: { ...forgeApi, ...(api === undefined ? {} : { value: api.value }) },
    };
}

;// CONCATENATED MODULE: ./src/host/ending.ts
/** The failure's headline, where its details are (`hint`), and whether the job fails for it. */
function findingsLine(ending, hint) {
    const line = `${ending.headline} (${hint})`;
    return ending.enforce ? line : `${line}; mode is warn, so the job is not failed`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/host/files.ts
// The one way the gate writes a file: the report file, the trend's JSON, SARIF, JUnit, code quality,
// the summary file and the dotenv of outputs all go through the run's mask (host/mask.ts), their folder
// made first. A later sink that writes a file through the Host cannot forget the token.



/** The bytes of `content` as they may be written. */
function maskedText(mask, content) {
    return typeof content === 'string' ? mask.text(content) : `${mask.json(content.json, content.indent)}\n`;
}
/**
 * How a file is opened for writing, as files/read.ts opens one for reading: O_NOFOLLOW refuses a symbolic
 * link (it would write elsewhere), O_NONBLOCK keeps a FIFO from hanging the open; what opens is then
 * checked to be a regular file.
 */
const WRITE_FLAGS = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK;
/** The error for a path that is not a regular file. */
function refused(file, cause) {
    const code = cause?.code;
    const what = code === 'ELOOP' ? 'a symbolic link' : code === 'ENXIO' || code === undefined ? 'not a regular file' : undefined;
    if (what === undefined)
        return cause;
    return new Error(`${file} is ${what}: the gate writes only regular files (or a new one)`);
}
/** Writes `content` to `path` through `mask`; returns the absolute path. Throws what the file system throws, and for a path that is not a regular file. */
async function writeMaskedFile(mask, path, content) {
    const file = (0,external_node_path_.resolve)(path);
    const text = maskedText(mask, content);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    const handle = await (0,promises_.open)(file, WRITE_FLAGS, 0o666).catch((error) => Promise.reject(refused(file, error)));
    try {
        if (!(await handle.stat()).isFile())
            throw refused(file);
        await handle.writeFile(text);
    }
    finally {
        await handle.close();
    }
    return file;
}
/** writeMaskedFile, synchronously: for the last file of a run, which the exit must not overtake. */
function writeMaskedFileSync(mask, path, content) {
    const file = resolve(path);
    const text = maskedText(mask, content);
    mkdirSync(dirname(file), { recursive: true });
    let fd;
    try {
        fd = openSync(file, WRITE_FLAGS, 0o666);
    }
    catch (error) {
        throw refused(file, error);
    }
    try {
        if (!fstatSync(fd).isFile())
            throw refused(file);
        writeFileSync(fd, text);
    }
    finally {
        closeSync(fd);
    }
    return file;
}

// EXTERNAL MODULE: ./src/host/github-event.ts
var github_event = __webpack_require__(4234);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __webpack_require__(8379);
// EXTERNAL MODULE: ./src/api/redact.ts
var redact = __webpack_require__(2799);
;// CONCATENATED MODULE: ./src/host/mask.ts
// Everything the gate writes goes through one mask: the log, the outputs, the summary, every file, the
// PR comment and the MR note. It hides each secret the run knows (its tokens) as api/redact.ts finds
// them (any run of 8 of its characters, in any case, as written or decoded, and its first characters
// before a cut), and cuts every URL to its scheme, host and path (api/base-url.ts), so a secret in a
// query or a user name never reaches an artifact CI uploads.


/** Shortest value worth hiding everywhere: hiding a shorter one would blank common words. */
const MIN_SECRET_LENGTH = 4;
/** A mask with no secret yet. */
function createMask() {
    const secrets = new Set();
    // One redactor of every secret: each one's runs found in the text as given, then replaced at once.
    let redactor = (0,redact/* secretsRedactor */.q5)([]);
    return {
        add(secret) {
            if (secret.length < MIN_SECRET_LENGTH || secrets.has(secret))
                return;
            secrets.add(secret);
            redactor = (0,redact/* secretsRedactor */.q5)([...secrets]);
        },
        text: (text) => (0,base_url/* publicUrls */.wY)(redactor.mask(text)),
        json(value, indent) {
            // Keys are the gate's own; values are masked one by one (after toJSON, as JSON.stringify writes them).
            const write = (redact) => JSON.stringify(value, (_key, item) => (typeof item === 'string' ? (0,base_url/* publicUrls */.wY)(redact(item)) : item), indent) ?? 'null';
            const text = write((item) => item);
            // Most files hold no secret: checked on their bytes, they are written with their URLs cut only.
            return redactor.mayHoldBytes(Buffer.from(text)) ? write(redactor.redact) : text;
        },
    };
}

;// CONCATENATED MODULE: ./src/host/github.ts
// The GitHub Actions host: inputs from INPUT_*, the log and annotations as workflow commands, outputs to
// GITHUB_OUTPUT, through @actions/core (its job summary and annotations are sinks: host/sinks.ts), each through the run's
// mask (the runner masks only the exact token, and only in the log). Both the action and the CLI run in
// a GitHub workflow use it; a failure of either kind exits 1, as the runner expects.







/** The GitHub host; the action's is `githubHost()` with no options. */
function githubHost(options = {}) {
    const mask = options.mask ?? createMask();
    const masked = (text) => mask.text(text);
    const outputs = new Map();
    return {
        context: ciContext('github', process.env),
        inputs: options.inputs ??
            (() => {
                const inputs = {};
                for (const name of Object.keys(config/* INPUT_DEFAULTS */.WJ))
                    inputs[name] = core/* getInput */.V4(name);
                return inputs;
            }),
        inputWords: options.inputWords ?? ((error) => error.message),
        info: (line) => core/* info */.pq(masked(line)),
        debug: (line) => core/* debug */.Yz(masked(line)),
        notice: (line) => core/* notice */.lm(masked(line)),
        warning: (line) => core/* warning */.$e(masked(line)),
        group: (title, work) => core/* group */.Os(masked(title), work),
        setSecret: (value) => {
            core/* setSecret */.Pq(value);
            mask.add(value);
        },
        mask: masked,
        setOutput: (name, value) => {
            outputs.set(name, String(value));
            core/* setOutput */.uH(name, masked(String(value)));
        },
        outputs: () => outputs,
        writeFile: (path, content) => writeMaskedFile(mask, path, content),
        headCommit: github_event/* headCommit */.Qo,
        end: (ending) => endOnGitHub(ending, masked),
        errorExitCode: 1,
    };
}
/** Either kind of failure exits 1: the runner knows no other. */
function endOnGitHub(ending, masked) {
    if (ending.kind === 'pass')
        return;
    const failed = ending.kind === 'findings' ? ending.enforce : !ending.soften;
    const line = ending.kind === 'findings' ? findingsLine(ending, 'see the job summary for details') : ending.message;
    if (failed)
        core/* setFailed */.C1(masked(line));
    else
        core/* warning */.$e(masked(line));
}


/***/ })

};

//# sourceMappingURL=66.index.js.map