export const id = 737;
export const ids = [737];
export const modules = {

/***/ 8118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubHost: () => (/* binding */ githubHost)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/config/index.ts + 2 modules
var config = __webpack_require__(6576);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/host/detect.ts
var detect = __webpack_require__(4775);
;// CONCATENATED MODULE: ./src/host/ending.ts
/** The failure's headline, where its details are (`hint`), and whether the job fails for it. */
function findingsLine(ending, hint) {
    const line = `${ending.headline} (${hint})`;
    return ending.enforce ? line : `${line}; mode is warn, so the job is not failed`;
}

// EXTERNAL MODULE: ./src/host/files.ts
var files = __webpack_require__(3285);
// EXTERNAL MODULE: ./src/host/github-event.ts
var github_event = __webpack_require__(4234);
// EXTERNAL MODULE: ./src/host/mask.ts
var host_mask = __webpack_require__(7036);
;// CONCATENATED MODULE: ./src/host/github.ts
// The GitHub Actions host: inputs from INPUT_*, the log and annotations as workflow commands, outputs to
// GITHUB_OUTPUT, through @actions/core (its job summary and annotations are sinks: host/sinks.ts), each through the run's
// mask (the runner masks only the exact token, and only in the log). Both the action and the CLI run in
// a GitHub workflow use it; a failure of either kind exits 1, as the runner expects.










/** The GitHub host; the action's is `githubHost()` with no options. */
function githubHost(options = {}) {
    const mask = options.mask ?? (0,host_mask/* createMask */.P)();
    const masked = (text) => mask.text(text);
    const outputs = new Map();
    const setOutput = outputWriter(mask, masked);
    const host = {
        context: (0,detect/* ciContext */.UN)('github', process.env),
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
            setOutput(name, masked(String(value)));
        },
        outputs: () => outputs,
        writeFile: (path, content, options) => (0,files/* writeMaskedFile */.vA)(mask, path, content, { ...options, onLinkRemoved: (link) => host.warning((0,render_escape/* logLine */.BP)((0,files/* linkRemovedWarning */.bJ)(link))) }),
        streamMask: mask,
        headCommit: github_event/* headCommit */.Qo,
        end: (ending) => endOnGitHub(ending, masked),
        errorExitCode: 1,
    };
    return host;
}
/**
 * Sets an output as core.setOutput does (to GITHUB_OUTPUT, `name<<delimiter`, a random delimiter), through
 * the one writer: core's appendFileSync would block the run on a FIFO there, timers and the watchdog too
 * (attack5 F3). A file that cannot be written is said once, and the outputs are left out; the verdict stands.
 */
function outputWriter(mask, masked) {
    let refused = false;
    return (name, value) => {
        const path = process.env.GITHUB_OUTPUT;
        if (!path)
            return core/* setOutput */.uH(name, value);
        if (refused)
            return;
        const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
        try {
            (0,files/* writeMaskedFileSync */.Go)(mask, path, `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`, { append: true });
        }
        catch (error) {
            refused = true;
            core/* warning */.$e(masked(`could not write the outputs to GITHUB_OUTPUT: ${error.message}; they are left out. The verdict stands.`));
        }
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

//# sourceMappingURL=737.index.js.map