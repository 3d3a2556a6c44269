export const id = 75;
export const ids = [75];
export const modules = {

/***/ 75:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_BASELINE_BYTES: () => (/* binding */ MAX_BASELINE_BYTES),
/* harmony export */   parseBaseline: () => (/* binding */ parseBaseline),
/* harmony export */   readBaseline: () => (/* binding */ readBaseline)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _domain_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9375);
/* harmony import */ var _gate_counts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9339);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5344);
// Reads a report file back as a baseline: a regular file only, checked on the opened file rather than
// its path (so nothing can swap it between the check and the read), never through a symbolic link, size
// capped; then its text becomes a Baseline, or the one reason it is not one.






/** Largest baseline read: a report file of 50,000 secrets is about 10 MB. */
const MAX_BASELINE_BYTES = 64 * 1024 * 1024;
/** Why a file could not be opened, as a clause a user can act on. */
function openProblem(error) {
    const code = error.code;
    if (code === 'ENOENT')
        return 'it does not exist (no baseline was restored: a cache miss, or the first run)';
    if (code === 'ELOOP')
        return 'it is a symbolic link, and only a regular file is read';
    if (code === 'EACCES' || code === 'EPERM')
        return 'it cannot be read (permission denied)';
    if (code === 'ENOTDIR')
        return 'a part of its path is not a folder';
    return `it cannot be opened (${code ?? error.message})`;
}
/** Reads at most `limit` + 1 bytes, so a file that grew after its size was read is still caught. */
async function readCapped(handle, size, limit) {
    const buffer = Buffer.alloc(Math.min(size, limit) + 1);
    let filled = 0;
    while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
        if (bytesRead === 0)
            break;
        filled += bytesRead;
    }
    return filled > limit ? undefined : buffer.subarray(0, filled);
}
/** The baseline in `path` (relative to the workspace), or why it cannot be used; never throws. */
async function readBaseline(path, limit = MAX_BASELINE_BYTES) {
    let handle;
    try {
        // O_NOFOLLOW: a symbolic link is refused, not followed; O_NONBLOCK: a FIFO cannot hang the open.
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path), node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (error) {
        return { file: path, problem: openProblem(error) };
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            return { file: path, problem: 'it is not a regular file' };
        const bytes = await readCapped(handle, stats.size, limit);
        const size = limit % 1_048_576 === 0 ? `${limit / 1_048_576} MiB` : `${limit} bytes`;
        if (bytes === undefined)
            return { file: path, problem: `it is larger than ${size}` };
        const parsed = parseBaseline(bytes.toString('utf8'));
        return 'baseline' in parsed ? { file: path, baseline: parsed.baseline } : { file: path, problem: parsed.problem };
    }
    catch (error) {
        return { file: path, problem: `it cannot be read (${error.code ?? error.message})` };
    }
    finally {
        await handle.close().catch(() => undefined);
    }
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
    const matrix = (0,_gate_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .emptyMatrix */ .X)();
    for (const product of _domain_js__WEBPACK_IMPORTED_MODULE_3__/* .PRODUCTS */ .zv) {
        const row = field(counts[product], `${where}.${product}`);
        for (const severity of _domain_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC) {
            const n = row[severity];
            if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
                throw new Unusable(`its ${where}.${product}.${severity} is not a whole number, 0 or more`);
            }
            matrix[product][severity] = n;
        }
    }
    return matrix;
}
function basisOf(value) {
    const basis = field(value, 'basis');
    const projects = basis.projects === 'all' ? 'all' : texts(basis.projects, 'basis.projects');
    const findingTypes = texts(basis.findingTypes, 'basis.findingTypes');
    if (!findingTypes.every((p) => _domain_js__WEBPACK_IMPORTED_MODULE_3__/* .PRODUCTS */ .zv.includes(p))) {
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
        if (root.format !== _format_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORT_FORMAT */ .t3) {
            throw new Unusable('result' in root && !('format' in root)
                ? 'it was written by an older findings-gate, without a format version: let the baseline job run once with this version'
                : 'it is not a findings-gate report file');
        }
        if (!_format_js__WEBPACK_IMPORTED_MODULE_5__/* .READABLE_FORMAT_VERSIONS */ .FJ.includes(root.formatVersion)) {
            throw new Unusable(`it has format version ${JSON.stringify(root.formatVersion)}, and this findings-gate reads versions ${_format_js__WEBPACK_IMPORTED_MODULE_5__/* .READABLE_FORMAT_VERSIONS */ .FJ.join(' and ')}`);
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
            return tally;
        });
        return {
            baseline: {
                generatedAt: new Date(generatedAt).toISOString(),
                deploymentId,
                basis: basisOf(root.basis),
                projects,
                validSecretIds: texts(root.validSecretIds, 'validSecretIds'),
                ...(Array.isArray(root.findingIds) ? { findingIds: texts(root.findingIds, 'findingIds') } : {}),
            },
        };
    }
    catch (error) {
        if (error instanceof Unusable)
            return { problem: error.message };
        throw error;
    }
}


/***/ })

};

//# sourceMappingURL=75.index.js.map