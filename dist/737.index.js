export const id = 737;
export const ids = [737];
export const modules = {

/***/ 3285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Go: () => (/* binding */ writeMaskedFileSync),
/* harmony export */   tc: () => (/* binding */ openFileToWrite),
/* harmony export */   tk: () => (/* binding */ refuseLinkedFolderOf),
/* harmony export */   vA: () => (/* binding */ writeMaskedFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _files_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9823);
// The one way the gate writes a file: the report file, the trend's JSON, SARIF, JUnit, code quality,
// the summary file, the job summary, GitHub's outputs and the dotenv of outputs all go through the run's
// mask (host/mask.ts), their folder made first. A later sink that writes a file through the Host cannot
// forget the token. The dependency inventory, which streams its own masked bytes, opens its file here too
// (openFileToWrite), under the same rules.




/**
 * How a file is opened for writing, as files/read.ts opens one for reading: O_NOFOLLOW refuses a symbolic
 * link (it would write elsewhere), O_NONBLOCK keeps a FIFO from hanging the open (and the thread that
 * opens it, which the exit would wait for); what opens is then checked to be a regular file.
 */
const WRITE_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
const flagsOf = (options) => WRITE_FLAGS | (options.append ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND : node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC);
/** JSON is written value by value below this depth (a SARIF run, a report's field), a long array a slice at a time: a large file is never held whole, nor copied. */
const JSON_DEPTH = 4;
/** A longer array is written this many items at a time, each slice masked as one value: a mask's call costs more than a short value's text. */
const SLICE_ITEMS = 64;
/** The most text gathered before it is written. */
const BATCH_CHARS = 1 << 16;
/** The error for a path that is not a regular file. */
function refused(file, cause) {
    const code = cause?.code;
    if (code === 'ENOENT')
        return new Error(`${file} does not exist: the gate adds only to a file the CI made`);
    const what = code === 'ELOOP' ? 'a symbolic link' : code === 'ENXIO' || code === undefined ? 'not a regular file' : undefined;
    if (what === undefined)
        return cause;
    return new Error(`${file} is ${what}: the gate writes only regular files (or a new one)`);
}
/** The error for a file whose folder is reached through a symbolic link. */
function throughLink(file, link) {
    return new Error(`${file} is reached through ${link}, a symbolic link: the gate writes no file through one`);
}
/** The folders of `file`, innermost first (the root, never a link, left out). */
function* foldersOf(file) {
    for (let folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file); (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder) !== folder; folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder))
        yield folder;
}
/**
 * The checkouts a file may be below, as real paths: the CI's (CHECKOUT_VARIABLES) and the working directory
 * (attack6 G3). One that does not resolve (not set, not there) holds nothing to write below.
 */
function checkouts() {
    const names = [..._files_read_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECKOUT_VARIABLES */ .bA.map((name) => process.env[name] || undefined), process.cwd()];
    return names.flatMap((name) => {
        // An unset name is left out before realpathSync: the error it throws for one cost more than the rest of
        // an output's write (3 of them on each of the ~20 writes of a run, issue 38).
        if (name === undefined)
            return [];
        try {
            return [(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(name)];
        }
        catch {
            return [];
        }
    });
}
/**
 * Whether the link `folder`, where it is (its parent's real path, `parent`, and its name), is below one of
 * the checkouts (real paths too): a pull request controls its checkout, so a link there is its own. A
 * checkout named by a link (a runner's work folder linked to another disk, macOS's /tmp) is compared as
 * the folder it names (attack7 H4); a link above a checkout or outside it (the runner's temp folder) is the CI's.
 */
const inCheckout = (checkouts, parent, folder) => checkouts.some((checkout) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(parent, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(folder)).startsWith((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(checkout, node_path__WEBPACK_IMPORTED_MODULE_2__.sep)));
/**
 * Throws when a folder of `file` is a symbolic link in a checkout (O_NOFOLLOW covers only the file's own
 * name); a folder that does not exist is made by mkdir, a folder.
 */
async function refuseLinkedFolder(file) {
    const real = checkouts();
    for (const folder of foldersOf(file)) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(folder).catch((error) => missing(error));
        if (stats?.isSymbolicLink() && inCheckout(real, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)), folder))
            throw throughLink(file, folder);
    }
}
function refuseLinkedFolderSync(file) {
    const real = checkouts();
    for (const folder of foldersOf(file)) {
        let stats;
        try {
            stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(folder);
        }
        catch (error) {
            stats = missing(error);
        }
        if (stats?.isSymbolicLink() && inCheckout(real, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)), folder))
            throw throughLink(file, folder);
    }
}
/**
 * Removes `file` where it is a symbolic link of a checkout (its folders are none: refuseLinkedFolder), so that the
 * file the gate writes is a new one. A pull request commits such a link under a name the CI reads the gate's file
 * by (GitLab's findings-gate.env, a JUnit file): refused, the link's own content (RESULT=pass, passing tests)
 * stood as the gate's (attack40). unlink removes the link itself, never what it names; a link outside the
 * checkouts (the CI's own) is left, and refused by O_NOFOLLOW.
 */
async function replaceOwnLink(file) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file).catch((error) => missing(error));
    if (stats?.isSymbolicLink() && inCheckout(checkouts(), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file)), file))
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(file);
}
function replaceOwnLinkSync(file) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
    }
    catch (error) {
        stats = missing(error);
    }
    if (stats?.isSymbolicLink() && inCheckout(checkouts(), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file)), file))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file);
}
/** Nothing for a path that does not exist; any other error is thrown. */
function missing(error) {
    if (error.code === 'ENOENT')
        return undefined;
    throw error;
}
/** The text of `content` as it may be written, in batches of about BATCH_CHARS. */
function* maskedText(mask, content) {
    if (typeof content === 'string') {
        yield mask.text(content);
        return;
    }
    let batch = '';
    for (const chunk of jsonChunks(mask, content.json, content.indent ?? 0, '', JSON_DEPTH)) {
        batch += chunk;
        // Stryker disable next-line EqualityOperator,ConditionalExpression,BlockStatement: the same bytes in more or fewer writes (the batch bounds what is held at once, not what is written)
        if (batch.length >= BATCH_CHARS) {
            yield batch;
            batch = '';
        }
    }
    yield `${batch}\n`;
}
/**
 * Whether JSON.stringify writes `value` as an object or an array of its own: an object it writes neither
 * through toJSON nor as the primitive it boxes.
 */
function isContainer(value) {
    return (typeof value === 'object' &&
        value !== null &&
        typeof value.toJSON !== 'function' &&
        !(value instanceof String || value instanceof Number || value instanceof Boolean));
}
/** Whether JSON.stringify leaves an object's field out. */
const omitted = (value) => value === undefined || typeof value === 'function' || typeof value === 'symbol';
/**
 * `mask.json(value, indent)` in pieces, text for text the same: the containers of the first `depth`
 * levels written by hand, each value below masked (mask.json) on its own, and a long array a slice at a
 * time, so that a file of 10,000 SARIF results is held SLICE_ITEMS results at a time.
 */
function* jsonChunks(mask, value, indent, at, depth) {
    // A string, a number, a Date…: one line, as JSON.stringify writes it at any indent (no value the gate
    // writes has a toJSON that answers a container).
    if (!isContainer(value)) {
        yield mask.json(value);
        return;
    }
    if (depth === 0) {
        yield mask.json(value, indent).replaceAll('\n', `\n${at}`);
        return;
    }
    const array = Array.isArray(value);
    const gap = ' '.repeat(Math.min(10, Math.max(0, Math.trunc(indent))));
    const newline = gap === '' ? '' : '\n';
    if (array && value.length > SLICE_ITEMS) {
        yield* arraySlices(mask, value, indent, at);
        yield `${newline}${at}]`;
        return;
    }
    const entries = array ? value.map((item) => ['', item]) : Object.entries(value).filter(([, item]) => !omitted(item));
    const [open, close] = array ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) {
        yield `${open}${close}`;
        return;
    }
    const inner = `${at}${gap}`;
    yield open;
    for (const [i, [key, item]] of entries.entries()) {
        yield `${i === 0 ? '' : ','}${newline}${inner}${array ? '' : `${JSON.stringify(key)}:${gap === '' ? '' : ' '}`}`;
        yield* jsonChunks(mask, item, indent, inner, depth - 1);
    }
    yield `${newline}${at}${close}`;
}
/**
 * A long array, but its closing line: SLICE_ITEMS items at a time, each slice masked as one value
 * (mask.json of the slice, less its last line's `]`), so that 5,000 secrets cost 79 masks, not one for
 * each of their fields (2 s of the 5,000-secrets run's report file, 0.1 s now; issue 38).
 */
function* arraySlices(mask, items, indent, at) {
    yield '[';
    for (let start = 0; start < items.length; start += SLICE_ITEMS) {
        const text = mask.json(items.slice(start, start + SLICE_ITEMS), indent);
        // Cut: the `[` and the last line's `]`; left: the items, each on a line of its own when indented.
        const inside = text.slice(1, text.endsWith('\n]') ? -2 : -1);
        yield `${start === 0 ? '' : ','}${inside.replaceAll('\n', `\n${at}`)}`;
    }
}
/** Writes all of `text` at the file's position (a write may take part of it). */
async function writeAll(handle, text) {
    const bytes = Buffer.from(text);
    for (let done = 0; done < bytes.length;)
        done += (await handle.write(bytes, done)).bytesWritten;
}
function writeAllSync(fd, text) {
    const bytes = Buffer.from(text);
    for (let done = 0; done < bytes.length;)
        done += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, done);
}
/**
 * Writes `content` to `path` through `mask`; returns the absolute path. Throws what the file system
 * throws, for a path that is not a regular file, and for one reached through a linked folder of the workspace.
 */
async function writeMaskedFile(mask, path, content, options = {}) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    const handle = await openChecked(file, options);
    try {
        for (const text of maskedText(mask, content))
            await writeAll(handle, text);
    }
    finally {
        await handle.close();
    }
    return file;
}
/**
 * Opens the absolute path `file` to be written, by the rules above: no folder of a checkout on the way a
 * symbolic link, the folder made (when not appending), the file itself no link (O_NOFOLLOW), no FIFO
 * (O_NONBLOCK), and a regular file once open. Throws what the file system throws, or `refused`'s error.
 */
async function openChecked(file, options) {
    await refuseLinkedFolder(file);
    if (!options.append)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
    if (!options.append)
        await replaceOwnLink(file);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, flagsOf(options), 0o666).catch((error) => Promise.reject(refused(file, error)));
    const regular = await handle.stat().then((stats) => stats.isFile(), async (error) => {
        await handle.close();
        throw error;
    });
    if (regular)
        return handle;
    await handle.close();
    throw refused(file);
}
/**
 * Opens `path` (made absolute) to be written from its start, by writeMaskedFile's rules, for a writer that streams
 * bytes it masked itself (the dependency inventory, inventory/writer.ts): the one place those rules are.
 */
function openFileToWrite(path) {
    return openChecked((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path), {});
}
/** Throws when a folder of `path` (made absolute) is a symbolic link in a checkout: before a file there is removed or renamed onto. */
function refuseLinkedFolderOf(path) {
    return refuseLinkedFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path));
}
/** writeMaskedFile, synchronously: for the last file of a run, which the exit must not overtake, and GitHub's outputs. */
function writeMaskedFileSync(mask, path, content, options = {}) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    refuseLinkedFolderSync(file);
    if (!options.append)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
    if (!options.append)
        replaceOwnLinkSync(file);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, flagsOf(options), 0o666);
    }
    catch (error) {
        throw refused(file, error);
    }
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).isFile())
            throw refused(file);
        for (const text of maskedText(mask, content))
            writeAllSync(fd, text);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    return file;
}


/***/ }),

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
    return {
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
        writeFile: (path, content, options) => (0,files/* writeMaskedFile */.vA)(mask, path, content, options),
        streamMask: mask,
        headCommit: github_event/* headCommit */.Qo,
        end: (ending) => endOnGitHub(ending, masked),
        errorExitCode: 1,
    };
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