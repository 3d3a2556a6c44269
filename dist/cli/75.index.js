export const id = 75;
export const ids = [75];
export const modules = {

/***/ 75:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_BASELINE_BYTES: () => (/* binding */ MAX_BASELINE_BYTES),
/* harmony export */   MAX_BASELINE_CONTAINERS: () => (/* binding */ MAX_BASELINE_CONTAINERS),
/* harmony export */   MAX_BASELINE_KEY_NAMES: () => (/* binding */ MAX_BASELINE_KEY_NAMES),
/* harmony export */   MAX_BASELINE_STRINGS: () => (/* binding */ MAX_BASELINE_STRINGS),
/* harmony export */   MAX_BASELINE_VALUES: () => (/* binding */ MAX_BASELINE_VALUES),
/* harmony export */   parseBaseline: () => (/* binding */ parseBaseline),
/* harmony export */   readBaseline: () => (/* binding */ readBaseline),
/* harmony export */   readRunBaseline: () => (/* binding */ readRunBaseline)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _domain_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9375);
/* harmony import */ var _files_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9823);
/* harmony import */ var _gate_counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9339);
/* harmony import */ var _gate_findings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8695);
/* harmony import */ var _gate_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9918);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5344);
// Reads a report file back as a baseline, through the one reader of files (files/read.ts: a regular
// file only, never through a symbolic link, size capped); then its text becomes a Baseline, or the one
// reason it is not one. Never an error: a baseline that cannot be used is said, and the run goes on.







/** Largest baseline read: a report file of 50,000 secrets is about 10 MB. */
const MAX_BASELINE_BYTES = 64 * 1024 * 1024;
/** The baseline in `path` (relative to the workspace), or why it cannot be used; never throws. */
async function readBaseline(path, limit = MAX_BASELINE_BYTES, maxStrings = MAX_BASELINE_STRINGS, maxValues = MAX_BASELINE_VALUES, maxContainers = MAX_BASELINE_CONTAINERS) {
    const read = await (0,_files_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedFile */ .Mv)({ path, maxBytes: limit, name: 'the baseline' });
    if ('problem' in read) {
        const { kind, why } = read.problem;
        // A missing baseline is the usual first run: say so, it is not a fault.
        return {
            file: path,
            problem: kind === 'missing'
                ? `${why} (no baseline was downloaded: the first nightly has not run yet, its artifact expired, or the download failed)`
                : why,
        };
    }
    // JSON.parse builds an object for each string, object and list, and a slot for each value: 64 MiB of
    // short ids were 1.3 GB (attack8), of `{}` 2.4 GB (attack9). A report file of the gate holds far fewer.
    const { strings, values, containers, keyNames } = itemsIn(read.bytes);
    const over = strings > maxStrings
        ? `${maxStrings.toLocaleString('en-US')} strings`
        : values > maxValues
            ? `${maxValues.toLocaleString('en-US')} keys and values`
            : containers > maxContainers
                ? `${maxContainers.toLocaleString('en-US')} objects and lists`
                : keyNames > MAX_BASELINE_KEY_NAMES
                    ? `${MAX_BASELINE_KEY_NAMES.toLocaleString('en-US')} different keys`
                    : undefined;
    if (over !== undefined)
        return { file: path, problem: `it holds more than ${over}, more than a report file of the gate writes` };
    const text = textOf(read.bytes);
    // A character past U+00FF makes the whole text two bytes a character: 128 MiB for 64 MiB of ASCII and one `Ā`.
    if (text.length * 2 > limit && /[\u0100-\uffff]/.test(text)) {
        return {
            file: path,
            problem: `its text takes more than ${sizeText(limit)} as the gate holds it (characters past U+00FF take two bytes each)`,
        };
    }
    const parsed = parseBaseline(text);
    return 'baseline' in parsed ? { file: path, baseline: parsed.baseline } : { file: path, problem: parsed.problem };
}
/**
 * The baseline of a run at `path`. In a run whose checkout may hold a pull or merge request's code (`pullRequest` says what shows it) the
 * checkout (the working directory `cwd`, and the folder the CI names in `env`) is the request's own, so a file in
 * it is one the request may have written (attack26 G3g: a committed `baseline.json` that a failed download left in
 * place passed raised counts), and is not used: a baseline is restored outside the checkout. Decided by the path
 * alone, through the real folders (a linked folder of the checkout is refused by the reader too); no program of
 * the checkout is run to decide it (attack27 G3l: asking git ran a `git` the request committed).
 */
async function readRunBaseline(path, pullRequest, cwd = process.cwd(), env = process.env) {
    if (pullRequest === undefined)
        return readBaseline(path);
    const checkouts = [cwd, ..._files_read_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKOUT_VARIABLES */ .bA.flatMap((name) => (env[name] ? [(0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, env[name])] : []))];
    const inside = await Promise.all(checkouts.map((checkout) => inFolder((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path), checkout)));
    if (!inside.includes(true))
        return readBaseline(path);
    return {
        file: path,
        problem: `it is in the checkout (the working directory or the CI's checkout folder), which may hold a pull request's code in this run (${pullRequest}): a baseline is the report of a run on the default branch, restored outside the checkout (on GitHub, under runner.temp)`,
    };
}
/** Whether the absolute `path` lies below the folder `root`, both read through their real folders. */
async function inFolder(path, root) {
    const [target, real] = await Promise.all([(0,_files_read_js__WEBPACK_IMPORTED_MODULE_2__/* .realFolder */ .PX)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path)), (0,_files_read_js__WEBPACK_IMPORTED_MODULE_2__/* .realFolder */ .PX)(root)]);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(real, target);
    // '' (the checkout's own folder) is below it too.
    return rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel);
}
/**
 * The text of the file's bytes, their memory given back at once: else it waits for a collection that
 * JSON.parse's garbage need not cause before its peak (64 MiB more at the peak of a 64 MiB baseline).
 */
function textOf(bytes) {
    const text = bytes.toString('utf8');
    bytes.buffer.transfer(0);
    return text;
}
/** A size as a user would write it: whole MiB as such, bytes otherwise. */
const sizeText = (bytes) => (bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes} bytes`);
/**
 * Most strings (keys and values) a baseline may hold: a report file of 25,000 projects (about 40 keys
 * each), 10,000 valid secrets' details, their ids and the findings' ids it records is under 2,000,000.
 */
const MAX_BASELINE_STRINGS = 2_500_000;
/**
 * Most keys and values (strings, numbers, objects, lists) a baseline may hold: the report file of 25,000
 * projects, each with its counts and what exceptions accepted (70 each), a scope of 25,000, 10,000 valid
 * secrets' details and the findings' ids that fill the rest of MAX_BASELINE_BYTES holds under 2,900,000.
 */
const MAX_BASELINE_VALUES = 3_000_000;
/**
 * Most objects and lists a baseline may hold: the report file of 25,000 projects (9 each: the project, its
 * counts and what exceptions accepted), 10,000 valid secrets' details and the rest holds under 300,000; each
 * costs JSON.parse about 80 bytes, so 1,500,000 `{}` beside a 59 MB string were 414 MiB at the peak.
 */
const MAX_BASELINE_CONTAINERS = 500_000;
/**
 * Most different keys a baseline may hold: every key of a report file is a name of its format (about 110);
 * keys of data would each be a string of their own in a slow object, 1,250,000 of them 443 MiB at the peak.
 */
const MAX_BASELINE_KEY_NAMES = 1_000;
const QUOTE = 0x22;
const COLON = 0x3a;
/** `{` and `[`: each opens an object or a list. */
const OPENING = new Set([0x7b, 0x5b]);
/** Whitespace JSON allows between tokens. */
const BLANK = new Set([0x20, 0x09, 0x0a, 0x0d]);
const BACKSLASH = 0x5c;
/** `{`, `[`, `,` and `:`: every key and value but the first follows one, outside strings. */
const BEFORE_VALUE = new Set([0x7b, 0x5b, 0x2c, 0x3a]);
/**
 * The items of a text, in one pass. A text that is not JSON is counted as far as it goes; JSON.parse
 * refuses it before building more.
 */
function itemsIn(bytes) {
    const items = { strings: 0, values: 0, containers: 0, keyNames: 0 };
    const keys = new Set();
    for (let at = 0; at < bytes.length; at++) {
        const byte = bytes[at];
        if (byte === QUOTE) {
            items.strings++;
            const close = closingQuote(bytes, at);
            if (keys.size <= MAX_BASELINE_KEY_NAMES && isKey(bytes, close))
                keys.add(bytes.toString('latin1', at + 1, close));
            at = close;
        }
        else if (BEFORE_VALUE.has(byte)) {
            items.values++;
            if (OPENING.has(byte))
                items.containers++;
        }
    }
    items.keyNames = keys.size;
    return items;
}
/** Whether the string that closes at `close` is a key: a colon follows it. */
function isKey(bytes, close) {
    let at = close + 1;
    while (BLANK.has(bytes[at]))
        at++;
    return bytes[at] === COLON;
}
/** Where the string opened at `open` ends (the text's length when it does not). */
function closingQuote(bytes, open) {
    let at = bytes.indexOf(QUOTE, open + 1);
    // indexOf's -1 (no quote left) is never escaped: no byte comes before it.
    while (escaped(bytes, at))
        at = bytes.indexOf(QUOTE, at + 1);
    return at === -1 ? bytes.length : at;
}
/** Whether the byte at `at` follows an odd run of backslashes. */
function escaped(bytes, at) {
    let backslashes = 0;
    while (bytes[at - backslashes - 1] === BACKSLASH)
        backslashes++;
    return backslashes % 2 === 1;
}
// ---------------------------------------------------------------------------------------------
// Parsing: the text of a report file into a Baseline, or the reason it is not one
// ---------------------------------------------------------------------------------------------
class Unusable extends Error {
}
/** What the report file writes (`Date#toISOString`), and offsets: Date.parse alone accepts almost anything. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function field(value, where) {
    if (!isObject(value))
        throw new Unusable(`its ${where} is missing or not an object`);
    return value;
}
function text(value, where) {
    if (typeof value !== 'string' || value === '')
        throw new Unusable(`its ${where} is missing or not a string`);
    return value;
}
function texts(value, where) {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        throw new Unusable(`its ${where} is missing or not a list of strings`);
    }
    return value;
}
function matrixOf(value, where) {
    const counts = field(value, where);
    const matrix = (0,_gate_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyMatrix */ .X)();
    for (const product of _domain_js__WEBPACK_IMPORTED_MODULE_1__/* .PRODUCTS */ .zv) {
        const row = field(counts[product], `${where}.${product}`);
        for (const severity of _domain_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC) {
            const n = row[severity];
            if (!Number.isSafeInteger(n) || n < 0) {
                throw new Unusable(`its ${where}.${product}.${severity} is not a whole number, 0 or more`);
            }
            matrix[product][severity] = n;
        }
    }
    return matrix;
}
/** The bound of each list of ids: as many as a run writes. */
const FINDING_IDS = { most: _gate_findings_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_LISTED_FINDINGS */ .uV, what: 'finding ids', run: 'lists and records' };
const SECRET_IDS = { most: _gate_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SECRET_DETAILS */ .Jp, what: 'confirmed-valid secret ids', run: 'keeps and records' };
/**
 * A list of ids the run keeps in a set or a map (a baseline's finding ids, its confirmed-valid secrets'
 * ids), at most `most`, as many as a run writes; past it the file is not a report file of the gate. The
 * finding ids: one per finding a run lists (MAX_LISTED_FINDINGS): 2,236,808 ids, within every bound of the
 * text, were 532 MiB at the peak (attack11 L3), refused 325; the most a run records, 500,000 ids of 130
 * characters filling 64 MiB, are used at 264 MiB. The secrets' ids: as many as a run keeps in detail
 * (MAX_SECRET_DETAILS); 2,450,000 in 49 MB were 382 MiB (attack12 M3).
 */
function idsOf(value, where, bound) {
    if (Array.isArray(value) && value.length > bound.most) {
        throw new Unusable(`it holds more than ${bound.most.toLocaleString('en-US')} ${bound.what}, more than a run of the gate ${bound.run}`);
    }
    return texts(value, where);
}
function basisOf(value) {
    const basis = field(value, 'basis');
    const projects = basis.projects === 'all' ? 'all' : texts(basis.projects, 'basis.projects');
    const findingTypes = texts(basis.findingTypes, 'basis.findingTypes');
    if (!findingTypes.every((p) => _domain_js__WEBPACK_IMPORTED_MODULE_1__/* .PRODUCTS */ .zv.includes(p))) {
        throw new Unusable('its basis.findingTypes names an unknown product');
    }
    const filters = {};
    for (const [name, filter] of Object.entries(field(basis.filters, 'basis.filters'))) {
        filters[name] = typeof filter === 'string' ? filter : texts(filter, `basis.filters.${name}`);
    }
    return { projects, projectIds: texts(basis.projectIds, 'basis.projectIds'), findingTypes: findingTypes, filters };
}
/** Parses the text of a report file; `problem` says, as a clause, why it cannot be a baseline. */
function parseBaseline(json) {
    let root;
    try {
        root = JSON.parse(json);
    }
    catch {
        return { problem: 'it is not JSON' };
    }
    try {
        if (!isObject(root))
            throw new Unusable('it is not a findings-gate report file');
        if (root.format !== _format_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_FORMAT */ .t3) {
            throw new Unusable('result' in root && !('format' in root)
                ? 'it was written by an older findings-gate, without a format version: let the baseline job run once with this version'
                : 'it is not a findings-gate report file');
        }
        if (!_format_js__WEBPACK_IMPORTED_MODULE_6__/* .READABLE_FORMAT_VERSIONS */ .FJ.includes(root.formatVersion)) {
            throw new Unusable(`it has format version ${JSON.stringify(root.formatVersion)}, and this findings-gate reads versions ${_format_js__WEBPACK_IMPORTED_MODULE_6__/* .READABLE_FORMAT_VERSIONS */ .FJ.join(' and ')}`);
        }
        if (root.result === 'error')
            throw new Unusable('its run could not decide (result error), so it holds no counts');
        const generatedAt = text(root.generatedAt, 'generatedAt');
        if (!ISO_TIME.test(generatedAt) || Number.isNaN(Date.parse(generatedAt)))
            throw new Unusable('its generatedAt is not an ISO date-time');
        const deploymentId = text(field(root.deployment, 'deployment').id, 'deployment.id');
        if (!Array.isArray(root.projects))
            throw new Unusable('its projects are missing or not a list');
        const projects = root.projects.map((item, i) => {
            const project = field(item, `projects[${i}]`);
            const tally = {
                label: text(project.label, `projects[${i}].label`),
                counts: matrixOf(project.counts, `projects[${i}].counts`),
            };
            if (project.projectId !== undefined)
                tally.projectId = text(project.projectId, `projects[${i}].projectId`);
            // What that run's exceptions accepted (absent in a file of a run without any, or of an older findings-gate).
            if (project.accepted !== undefined)
                tally.accepted = matrixOf(project.accepted, `projects[${i}].accepted`);
            return tally;
        });
        return {
            baseline: {
                generatedAt: new Date(generatedAt).toISOString(),
                deploymentId,
                basis: basisOf(root.basis),
                projects,
                validSecretIds: idsOf(root.validSecretIds, 'validSecretIds', SECRET_IDS),
                ...(Array.isArray(root.findingIds)
                    ? {
                        findingIds: idsOf(root.findingIds, 'findingIds', FINDING_IDS),
                    }
                    : {}),
            },
        };
    }
    catch (error) {
        // Only Unusable is thrown while the parsed JSON is read: each says why, as a clause.
        return { problem: error.message };
    }
}


/***/ })

};

//# sourceMappingURL=75.index.js.map