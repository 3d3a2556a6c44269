export const id = 695;
export const ids = [695];
export const modules = {

/***/ 8379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   xd: () => (/* binding */ checkBaseUrl),
/* harmony export */   y4: () => (/* binding */ normalBaseUrl)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);
// The one rule for the API's base URL, shared by the config (which names the input) and the client:
// https, or http for a loopback host only; no credentials, query or fragment.

/** True for localhost, 127.0.0.0/8 and ::1. */
function isLoopback(hostname) {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    if (host === '[::1]' || host === '::1')
        return true;
    return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
/** The base URL parsed, or the first rule it breaks. */
function checkBaseUrl(raw) {
    // The URL parser would silently drop tabs and newlines and read backslashes as slashes.
    if (typeof raw !== 'string' || /[\s\p{Cc}\\]/u.test(raw) || !/^https?:\/\//i.test(raw))
        return { fault: 'invalid' };
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return { fault: 'invalid' };
    }
    if (url.username !== '' || url.password !== '')
        return { fault: 'credentials' };
    if (raw.includes('?') || raw.includes('#'))
        return { fault: 'query-or-fragment' };
    if (url.hostname === '')
        return { fault: 'invalid' };
    if (url.protocol === 'http:' && !isLoopback(url.hostname))
        return { fault: 'cleartext' };
    return { url };
}
/** The base URL as the client joins paths to it: origin and path, without trailing slashes. */
function normalBaseUrl(url) {
    return url.origin + url.pathname.replace(/\/+$/, '');
}
/** The client's reading of its base URL: parsed, or an ApiError of kind config naming base-url. */
function parseBaseUrl(raw) {
    const checked = checkBaseUrl(raw);
    if ('url' in checked)
        return checked.url;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({ operation: 'client', kind: 'config', reason: `base-url ${CLIENT_REASON[checked.fault]}` });
}
const CLIENT_REASON = {
    invalid: 'is not an http or https URL',
    credentials: 'must not carry a user name or password',
    'query-or-fragment': 'must not carry a query or fragment',
    cleartext: 'must use https: so the token is not sent in clear text (http: is allowed only for a loopback host)',
};


/***/ }),

/***/ 4986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FU: () => (/* binding */ REPORT_FILTER_NAMES),
/* harmony export */   Jw: () => (/* binding */ REPORT_ENUM_FILTERS),
/* harmony export */   TM: () => (/* binding */ filterWord),
/* harmony export */   pj: () => (/* binding */ REPORT_TEXT_FILTERS),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   vb: () => (/* binding */ severityName)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(705);
// The API's enumerations that a person filters the report by, each value with the word a person
// types for it (`always-reachable` for FINDING_REACHABILITY_ALWAYS_REACHABLE). One table, read both
// ways: the config maps words to API names, messages map API names back to words.

/** Values whose API name is `prefix` + the word in upper snake case. */
function prefixed(prefix, words) {
    return words.map((word) => ({ word, api: prefix + word.toUpperCase().replaceAll('-', '_') }));
}
/** The enum-valued report filters, in the order the summary lists them. */
const REPORT_ENUM_FILTERS = [
    { field: 'confidence', values: prefixed('FINDING_CONFIDENCE_', ['low', 'medium', 'high']) },
    {
        field: 'reachability',
        values: prefixed('FINDING_REACHABILITY_', [
            'reachable',
            'always-reachable',
            'conditionally-reachable',
            'no-reachability-analysis',
            'unreachable',
        ]),
    },
    { field: 'validity', values: prefixed('FINDING_VALIDITY_', ['valid', 'invalid', 'error', 'no-validator']) },
    { field: 'aiVerdicts', values: prefixed('VERDICT_', ['true-positive', 'false-positive', 'no-verdict']) },
    { field: 'deploymentStatuses', values: prefixed('DEPLOYMENT_STATUS_', ['unknown', 'deployed', 'not-deployed']) },
    { field: 'publicExposures', values: prefixed('PUBLIC_EXPOSURE_', ['unknown', 'public', 'not-public']) },
];
/** The report filters whose values are free text (names, tags, rule ids), passed as given. */
const REPORT_TEXT_FILTERS = ['tags', 'teams', 'ruleIds', 'findingCategories'];
/** The name a person uses for a report filter (the action's input of the same name): `ruleIds` → `rule-ids`. */
const REPORT_FILTER_NAMES = {
    confidence: 'confidence',
    reachability: 'reachability',
    validity: 'validity',
    aiVerdicts: 'ai-verdicts',
    deploymentStatuses: 'deployment-statuses',
    publicExposures: 'public-exposures',
    tags: 'tags',
    teams: 'teams',
    ruleIds: 'rule-ids',
    findingCategories: 'finding-categories',
    since: 'since',
    until: 'until',
};
const WORD_OF_API = new Map(REPORT_ENUM_FILTERS.flatMap(({ values }) => values.map(({ word, api }) => [api, word])));
/** The word of a report filter's API value; a value not in the table (free text) as it is. */
function filterWord(apiValue) {
    return WORD_OF_API.get(apiValue) ?? apiValue;
}
/** Each API severity seen, and its name (at most 64 of them). */
const SEVERITY_NAMES = new Map();
/** `SEVERITY_HIGH`, `high`, `High` → `high`; anything else → undefined. */
function severityName(apiSeverity) {
    // Called for every item of a walk, with a handful of distinct values: each is worked out once.
    const known = SEVERITY_NAMES.get(apiSeverity);
    if (known !== undefined || SEVERITY_NAMES.has(apiSeverity))
        return known;
    const word = apiSeverity.toLowerCase().replace(/^severity_/, '');
    const name = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.includes(word) ? word : undefined;
    if (SEVERITY_NAMES.size < 64)
        SEVERITY_NAMES.set(apiSeverity, name);
    return name;
}
/** A severity's place, most severe first (critical 0 … low 3); an unknown severity comes last (4). */
function severityRank(apiSeverity) {
    const severity = severityName(apiSeverity);
    return severity === undefined ? _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.length : _types_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_SEVERE_FIRST */ .GX.indexOf(severity);
}


/***/ }),

/***/ 3249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qm: () => (/* binding */ malformed),
/* harmony export */   Ty: () => (/* binding */ isApiErrorBody),
/* harmony export */   YJ: () => (/* binding */ serverMessageOf),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   jZ: () => (/* binding */ sanitizeText),
/* harmony export */   p2: () => (/* binding */ httpError)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2799);
// The one error type of the API layer, and the sentences a user sees when a call fails.

/** A failed API call, with a one-sentence message naming the operation (and the HTTP status). */
class ApiError extends Error {
    name = 'ApiError';
    operation;
    kind;
    status;
    serverMessage;
    /** The actionable sentence alone, without the `operation: HTTP n:` prefix. */
    reason;
    constructor(init) {
        const prefix = init.status === undefined ? `${init.operation}: ` : `${init.operation}: HTTP ${init.status}: `;
        const reason = init.reason ?? (init.message.startsWith(prefix) ? init.message.slice(prefix.length) : init.message);
        super(init.message ?? prefix + reason);
        this.operation = init.operation;
        this.kind = init.kind;
        this.reason = reason;
        if (init.status !== undefined)
            this.status = init.status;
        if (init.serverMessage !== undefined)
            this.serverMessage = init.serverMessage;
    }
}
const MAX_SERVER_TEXT = 200;
/** Makes untrusted text safe for a one-line message: no token, no control characters, bounded. */
function sanitizeText(text, token, max = MAX_SERVER_TEXT) {
    let clean = text;
    if (token)
        clean = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenRedactor */ .go)(token).redact(clean);
    clean = clean
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    if (clean.length > max)
        clean = `${clean.slice(0, max - 1)}…`;
    return clean;
}
/** The server's own words from an error body: `error`, then `message`, else the raw text. */
function serverMessageOf(bodyText, token) {
    let message;
    try {
        const parsed = JSON.parse(bodyText);
        if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
            const record = parsed;
            if (typeof record.error === 'string' && record.error.trim())
                message = record.error;
            else if (typeof record.message === 'string' && record.message.trim())
                message = record.message;
        }
    }
    catch {
        // not JSON: fall back to the raw text below
    }
    const text = sanitizeText(message ?? bodyText, token);
    return text === '' ? undefined : text;
}
/** Whether an error body has the API's own shape, `{"error": ...}` or `{"message": ...}` (not a proxy's HTML page, not empty). */
function isApiErrorBody(bodyText) {
    try {
        const parsed = JSON.parse(bodyText);
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && ('error' in parsed || 'message' in parsed);
    }
    catch {
        return false;
    }
}
/** Maps a final non-2xx answer to an ApiError with a sentence the user can act on. */
function httpError(operation, status, serverMessage, attempts, location, answer) {
    const withServer = (sentence) => (serverMessage ? `${sentence}: ${serverMessage}` : sentence);
    let reason;
    if (status === 404 && answer !== undefined && !answer.apiShaped) {
        reason = `the server at ${answer.origin} answered 404 with something that is not the API's error (an HTML page, a proxy's page or an empty body): base-url may not be the API root (it is https://semgrep.dev for Semgrep's own service)`;
    }
    else if (status >= 300 && status < 400) {
        reason = `the API answered with a redirect to ${originOf(location)}; set base-url to the API's own address`;
    }
    else if (status === 401) {
        reason = 'the API token was rejected (check api-token / SEMGREP_APP_TOKEN)';
    }
    else if (status === 404) {
        reason =
            operation === 'identity' || operation === 'deployments'
                ? 'the token lacks the Web API scope, or base-url is not the API (check the token in Settings > Tokens)'
                : 'deployment not found, or the token lacks the Web API scope (check the deployment id and the token in Settings > Tokens)';
    }
    else if (status === 400) {
        reason = `the API rejected a parameter: ${serverMessage ?? 'no details given'}`;
    }
    else if (status === 403) {
        reason = withServer('the token is not allowed to do this (give it the Web API scope)');
    }
    else if (attempts > 1) {
        reason = `the API kept answering ${status} after ${attempts} attempts; try again later`;
    }
    else {
        reason = withServer(`the API answered ${status}`);
    }
    return new ApiError({ operation, kind: 'http', status, reason, ...(serverMessage ? { serverMessage } : {}) });
}
/** A malformed-response error: the server sent something the client cannot trust. */
function malformed(operation, detail) {
    return new ApiError({
        operation,
        kind: 'malformed',
        reason: `the API sent a malformed response: ${sanitizeText(detail, undefined, 300)}`,
    });
}
/** The origin of a redirect target, or a placeholder when there is none to show. */
function originOf(location) {
    if (!location)
        return 'an unnamed address';
    try {
        const origin = new URL(location).origin;
        return origin === 'null' ? 'an unusable address' : sanitizeText(origin);
    }
    catch {
        return 'a relative or invalid address (same server, other path)';
    }
}


/***/ }),

/***/ 2799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   go: () => (/* binding */ tokenRedactor)
/* harmony export */ });
/* unused harmony exports REDACT_MIN_RUN, REDACTED */
// The token never leaves, in whole or in part: every string a server sends is redacted where it is
// decoded, so no output path (log, summary, comment, annotations, SARIF, report file, inventory) has
// to remember it. A run of 8 or more consecutive characters of the token, in any case, is replaced.
/** Shortest run of the token's characters that is redacted (the whole token when it is shorter). */
const REDACT_MIN_RUN = 8;
const REDACTED = '[redacted]';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The redactor of `token`; an empty token redacts nothing. */
function tokenRedactor(token) {
    const length = Math.min(REDACT_MIN_RUN, token.length);
    const grams = new Set();
    for (let i = 0; i + length <= token.length; i++)
        grams.add(token.slice(i, i + length));
    if (length === 0)
        return { mayHold: () => false, mayHoldBytes: () => false, redact: (value) => value, redactValue: (value) => value };
    const alternatives = [...grams].map(escapeRegExp).join('|');
    const any = new RegExp(alternatives, 'i');
    const starts = new RegExp(`(?=(?:${alternatives}))`, 'gi');
    const redact = (value) => {
        // Every start of a run, overlapping: the covered ranges merge into one [redacted] each.
        const ranges = [];
        for (const match of value.matchAll(starts)) {
            const start = match.index;
            const last = ranges.at(-1);
            if (last !== undefined && start <= last[1])
                last[1] = Math.max(last[1], start + length);
            else
                ranges.push([start, start + length]);
        }
        let out = '';
        let at = 0;
        for (const [start, end] of ranges) {
            out += value.slice(at, start) + REDACTED;
            at = end;
        }
        return out + value.slice(at);
    };
    const redactValue = (value) => {
        if (typeof value === 'string')
            return redact(value);
        if (Array.isArray(value)) {
            let changed = false;
            const next = value.map((item) => {
                const redacted = redactValue(item);
                if (redacted !== item)
                    changed = true;
                return redacted;
            });
            return (changed ? next : value);
        }
        // Stryker disable next-line ConditionalExpression: for a number or a boolean, Object.entries gives nothing and the value comes back unchanged all the same
        if (value === null || typeof value !== 'object')
            return value;
        let changed = false;
        const next = Object.entries(value).map(([key, item]) => {
            const [cleanKey, cleanItem] = [redact(key), redactValue(item)];
            if (cleanKey !== key || cleanItem !== item)
                changed = true;
            return [cleanKey, cleanItem];
        });
        return (changed ? Object.fromEntries(next) : value);
    };
    const mayHold = (raw) => raw.includes('\\u') || any.test(raw);
    const bytes = byteFilter(token, length);
    const mayHoldBytes = (raw) => 
    // Stryker disable next-line ConditionalExpression: the regular expression on the decoded text gives the filter's answer, only slower
    bytes === undefined ? mayHold(Buffer.from(raw.buffer, raw.byteOffset, raw.length).toString('utf8')) : bytes(raw);
    return { mayHold, mayHoldBytes, redact, redactValue };
}
/** Letters to lower case, four bytes at a time (a few other pairs, such as `@` and the backtick, merge too). */
const FOLD = 0x20202020;
/** Size of the table of the token's folded 4-byte words (a token has at most a few hundred). */
const ANCHOR_SLOTS = 1024;
const BACKSLASH_U = Buffer.from('\\u');
/**
 * A faster mayHold for a printable-ASCII token, on the answer's bytes: four bytes at a time instead of
 * a regular expression at every character (on a page of 10,000 dependencies, 3 ms instead of 19 ms for
 * a token of random letters and digits; JSON.parse takes 10 ms). Any run of `length` (7 or more)
 * characters covers a 4-byte word at an offset that is a multiple of 4, so an answer that holds a run
 * of the token holds, at such an offset, one of the token's 4-byte words; only there does the filter
 * compare the bytes around with the token's runs. It finds what the regular expression finds: an ASCII
 * character of the text matches the token's case-insensitively only as the same byte or its other
 * case, and multi-byte UTF-8 characters hold no ASCII byte. Folding also merges some non-letters,
 * which can only add a candidate, never lose one. Undefined for a token this does not hold for.
 */
// Stryker disable next-line BlockStatement: without the filter the regular expression answers, only slower
function byteFilter(token, length) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: `true` and `<= 7` only send more tokens to the regular expression (a token of 6 on the filter is caught by the tests)
    if (length < 7)
        return undefined;
    // The table of the token's words must keep free slots.
    if (token.length > ANCHOR_SLOTS / 2)
        return undefined;
    if (!/^[\x21-\x7e]+$/.test(token))
        return undefined;
    // Stryker disable next-line StringLiteral: the token is printable ASCII, which latin1 and UTF-8 write alike
    const tokenBytes = Buffer.from(token, 'latin1');
    const folded = tokenBytes.map((byte) => byte | 0x20);
    // The token's 4-byte words, folded, read in this machine's byte order, as the answer's words are.
    const word = new Int32Array(1);
    const wordBytes = new Uint8Array(word.buffer);
    const slots = new Int32Array(ANCHOR_SLOTS);
    const used = new Uint8Array(ANCHOR_SLOTS);
    // One byte per 16-bit hash of a word, set for the token's words: nearly every word of an answer misses
    // it, and is passed over with one load (the table below is probed only on a hit).
    const marks = new Uint8Array(1 << 16);
    // Stryker disable next-line ArrowFunction: a constant slot makes the table a list searched in full, slower but with the same answers
    const slotOf = (value) => Math.imul(value, 0x9e3779b1) >>> 22;
    // Stryker disable next-line ArithmeticOperator: words past the end only add candidates
    for (let at = 0; at + 4 <= folded.length; at++) {
        wordBytes.set(folded.subarray(at, at + 4));
        const value = word[0];
        let slot = slotOf(value);
        // Stryker disable next-line ConditionalExpression: a word stored twice is only found twice
        while (used[slot] === 1 && slots[slot] !== value)
            slot = (slot + 1) & (ANCHOR_SLOTS - 1);
        slots[slot] = value;
        used[slot] = 1;
        marks[Math.imul(value, 0x9e3779b1) >>> 16] = 1;
    }
    /** Whether the `length` bytes from `start` are, folded, a run of the token. */
    const runAt = (raw, start) => {
        // Stryker disable next-line ArithmeticOperator: comparing past the token's end never matches
        for (let from = 0; from + length <= folded.length; from++) {
            let same = true;
            for (let k = 0; k < length && same; k++)
                same = (raw[start + k] | 0x20) === folded[from + k];
            if (same)
                return true;
        }
        return false;
    };
    /** Whether the folded word `value`, at word `i` of the answer, is the token's and begins or ends a run of it there. */
    const runAround = (raw, i, value) => {
        for (let slot = slotOf(value); used[slot] === 1; slot = (slot + 1) & (ANCHOR_SLOTS - 1)) {
            // Stryker disable next-line ConditionalExpression: comparing the bytes around every word only adds candidates
            if (slots[slot] !== value)
                continue;
            // A run that covers the word at 4i starts at most length - 4 bytes before it.
            // Stryker disable next-line MethodExpression,ArithmeticOperator: a wider window only adds candidates
            const first = Math.max(0, 4 * i - (length - 4));
            // Stryker disable next-line MethodExpression,ArithmeticOperator: a wider window only adds candidates
            const last = Math.min(4 * i, raw.length - length);
            for (let start = first; start <= last; start++)
                if (runAt(raw, start))
                    return true;
            return false;
        }
        // Stryker disable next-line BooleanLiteral: a marked word that is not the token's (a shared hash) taken as a candidate only sends the answer to the slower check
        return false;
    };
    /** Whether a word from `from` to `to` is marked and begins or ends a run of the token there. */
    const markedRun = (raw, words, from, to) => {
        // Stryker disable next-line EqualityOperator: the word past the end reads as undefined, folded to four spaces, never a run
        for (let i = from; i < to; i++) {
            const value = words[i] | FOLD;
            // Stryker disable next-line ConditionalExpression: probing the table for every word gives the same answers, only slower
            if (marks[Math.imul(value, 0x9e3779b1) >>> 16] !== 0 && runAround(raw, i, value))
                return true;
        }
        return false;
    };
    return (raw) => {
        if (Buffer.from(raw.buffer, raw.byteOffset, raw.length).indexOf(BACKSLASH_U) >= 0)
            return true;
        // Stryker disable next-line ArithmeticOperator,ConditionalExpression: copying an aligned answer too changes only the speed
        const aligned = raw.byteOffset % 4 === 0 ? raw : new Uint8Array(raw);
        const words = new Int32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
        // The loop every byte of an answer goes through: four words at a time, their marks read with one
        // branch, and only a marked group looked at word by word (the table probed in a call). 0.27 ms per
        // MiB of an answer, against 0.63 one word at a time and 0.9 when every word probed the table.
        // Stryker disable next-line ArithmeticOperator: a group boundary past the end reads undefined words (four spaces, never a run), one before the start leaves every word to the loop after; the answers are the same
        const whole = words.length - (words.length % 4);
        // Stryker disable next-line EqualityOperator: a group past the end reads undefined words, folded to four spaces, never a run
        for (let i = 0; i < whole; i += 4) {
            const m0 = marks[Math.imul(words[i] | FOLD, 0x9e3779b1) >>> 16];
            const m1 = marks[Math.imul(words[i + 1] | FOLD, 0x9e3779b1) >>> 16];
            const m2 = marks[Math.imul(words[i + 2] | FOLD, 0x9e3779b1) >>> 16];
            const m3 = marks[Math.imul(words[i + 3] | FOLD, 0x9e3779b1) >>> 16];
            const marked = m0 | m1 | m2 | m3;
            // Stryker disable next-line ConditionalExpression: looking at every group word by word gives the same answers, only slower
            if (marked !== 0 && markedRun(aligned, words, i, i + 4))
                return true;
        }
        return markedRun(aligned, words, whole, words.length);
    };
}


/***/ }),

/***/ 705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ SCAN_STATUS),
/* harmony export */   GX: () => (/* binding */ MOST_SEVERE_FIRST),
/* harmony export */   TL: () => (/* binding */ PROJECT_STATUSES),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   zv: () => (/* binding */ PRODUCTS)
/* harmony export */ });
// Domain types of the API layer. Nothing above src/api/ sees raw JSON, an int64 string or a cursor:
// these are the shapes the client hands up, already validated.
/** Finding severities, from least to most severe. */
const SEVERITIES = ['low', 'medium', 'high', 'critical'];
/** The same severities, most severe first: the order every list and table shows them in. */
const MOST_SEVERE_FIRST = [...SEVERITIES].reverse();
/** The three products the report counts. */
const PRODUCTS = ['code', 'sca', 'secrets'];
/** Statuses of a project the projects list can filter by. */
const PROJECT_STATUSES = ['PROJECT_STATUS_SETUP', 'PROJECT_STATUS_NOT_SETUP', 'PROJECT_STATUS_ARCHIVED'];
/** Scan statuses, as the scans list names them. */
const SCAN_STATUS = Object.freeze({
    running: 'SCAN_STATUS_RUNNING',
    completed: 'SCAN_STATUS_COMPLETED',
    pending: 'SCAN_STATUS_PENDING',
    cancelled: 'SCAN_STATUS_CANCELLED',
    error: 'SCAN_STATUS_ERROR',
    neverFinished: 'SCAN_STATUS_NEVER_FINISHED',
});


/***/ }),

/***/ 9339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P1: () => (/* binding */ severityTotals),
/* harmony export */   X: () => (/* binding */ emptyMatrix),
/* harmony export */   Zx: () => (/* binding */ severitiesAtOrAbove),
/* harmony export */   n_: () => (/* binding */ countFor),
/* harmony export */   x0: () => (/* binding */ computeTotals)
/* harmony export */ });
/* harmony import */ var _api_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(705);
// Count arithmetic shared by the decision and the baseline comparison: matrices and their totals. Pure.

/** A matrix of zeros, product × severity. */
function emptyMatrix() {
    const row = () => ({ low: 0, medium: 0, high: 0, critical: 0 });
    return { code: row(), sca: row(), secrets: row() };
}
/** One project's counts per severity and in all, over the products that count (computeTotals' bySeverity and total for it alone). */
function severityTotals(counts, findingTypes) {
    const bySeverity = { low: 0, medium: 0, high: 0, critical: 0 };
    let total = 0;
    for (const product of findingTypes) {
        for (const severity of _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC) {
            bySeverity[severity] += counts[product][severity];
            total += counts[product][severity];
        }
    }
    return { bySeverity, total };
}
/** Sums the projects' counts over the products that count; products not in scope stay zero. */
function computeTotals(projects, findingTypes) {
    const matrix = emptyMatrix();
    for (const project of projects) {
        for (const product of findingTypes) {
            for (const severity of _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC)
                matrix[product][severity] += project.counts[product][severity];
        }
    }
    const bySeverity = { low: 0, medium: 0, high: 0, critical: 0 };
    const byProduct = { code: 0, sca: 0, secrets: 0 };
    let total = 0;
    for (const product of _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .PRODUCTS */ .zv) {
        for (const severity of _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC) {
            const n = matrix[product][severity];
            bySeverity[severity] += n;
            byProduct[product] += n;
            total += n;
        }
    }
    return { matrix, bySeverity, byProduct, total };
}
/** The count a budget key refers to. */
function countFor(totals, key) {
    if (key === 'total')
        return totals.total;
    if (_api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.includes(key))
        return totals.bySeverity[key];
    if (_api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .PRODUCTS */ .zv.includes(key))
        return totals.byProduct[key];
    const [product, severity] = key.split('.');
    return totals.matrix[product][severity];
}
/** Severities at or above the floor, most severe first; none for `none`. */
function severitiesAtOrAbove(floor) {
    // `none` is no severity: indexOf gives -1, and the slice is empty.
    return _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_SEVERE_FIRST */ .GX.slice(0, _api_types_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_SEVERE_FIRST */ .GX.indexOf(floor) + 1);
}


/***/ }),

/***/ 2635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ repositoryKey),
/* harmony export */   R: () => (/* binding */ sameRepository)
/* harmony export */ });
// What belongs to the scope: repository names compared as the platform's users write them. Pure.
/**
 * A repository name reduced for comparison: trimmed, lower-case, without a scheme, a host prefix
 * (`github.com/`) or a trailing `.git`. `Acme/API`, ` acme/api ` and `https://github.com/acme/api` are
 * all `acme/api`.
 */
function repositoryKey(name) {
    let key = name
        .trim()
        .toLowerCase()
        .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
    key = key.replace(/\.git$/, '').replace(/\/+$/, '');
    const parts = key.split('/');
    // A first segment with a dot (or a port) is a host: github.com/acme/api, git.example:8443/acme/api.
    if (parts.length > 2 && /[.:]/.test(String(parts[0])))
        key = parts.slice(1).join('/');
    return key;
}
/** Whether a repository name (from the API) names `repository` (`owner/name`); an absent or blank name never does. */
function sameRepository(name, repository) {
    if (name === undefined || repository === undefined || name.trim() === '' || repository.trim() === '')
        return false;
    return repositoryKey(name) === repositoryKey(repository);
}


/***/ }),

/***/ 7066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ InventoryError)
/* harmony export */ });
// The inventory's one error type, apart from the writers, so the run can recognise it without loading
// them: the writers (and the SPDX list) are loaded only by a run that writes an inventory.
/** The inventory file could not be written (disk full, no permission, ...). */
class InventoryError extends Error {
    name = 'InventoryError';
}


/***/ }),

/***/ 2695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __webpack_require__(8379);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/api/key-set.ts
// The keys a list walk has seen, kept as 64-bit hashes in a typed array: 8 bytes a key instead of a
// retained string, so a walk of a million dependencies stays flat in memory. Two distinct keys share a
// hash with odds of about n²/2^65 (3e-8 for a million keys): exact for any list an API serves.
// A key is a string (an id) or a list of parts (the fields that make a dependency itself): parts are
// hashed with their lengths, never joined, since a server's text can hold any separator.
const EMPTY = 0;
/** A set of keys by their 64-bit hash, open addressing with linear probing; a slot's two halves side by side. */
class KeySet {
    /** Slot i holds its hash's high half at 2i and its low half at 2i + 1. */
    #slots;
    #mask;
    #size = 0;
    constructor(capacity = 1024) {
        let slots = 16;
        while (slots < capacity * 2)
            slots *= 2;
        this.#slots = new Int32Array(slots * 2);
        this.#mask = slots - 1;
    }
    /** How many distinct keys were added. */
    get size() {
        return this.#size;
    }
    /** Adds a key; false when it was already there. */
    add(key) {
        const [high, low] = typeof key === 'string' ? hash64(key) : hashParts(key);
        const slots = this.#slots;
        for (let slot = (high ^ low) & this.#mask;; slot = (slot + 1) & this.#mask) {
            const h = slots[2 * slot] ?? EMPTY;
            const l = slots[2 * slot + 1] ?? EMPTY;
            if (h === EMPTY && l === EMPTY)
                break;
            if (h === high && l === low)
                return false;
        }
        this.#size += 1;
        if (this.#size * 2 > this.#mask + 1)
            this.#grow();
        this.#insert(high, low);
        return true;
    }
    #insert(high, low) {
        const slots = this.#slots;
        let slot = (high ^ low) & this.#mask;
        while (slots[2 * slot] !== EMPTY || slots[2 * slot + 1] !== EMPTY)
            slot = (slot + 1) & this.#mask;
        slots[2 * slot] = high;
        slots[2 * slot + 1] = low;
    }
    /**
     * Four times the slots: each growth moves every key to a random place in a larger table, and growing by
     * four moves a million keys 1.3 times in all instead of twice (1,000,000 part keys: 311-328 -> 256-268 ms),
     * for at most twice the memory (8 bytes a slot: 32 MB at a million keys).
     */
    #grow() {
        const old = this.#slots;
        this.#slots = new Int32Array(old.length * 4);
        this.#mask = old.length * 2 - 1;
        for (let at = 0; at < old.length; at += 2) {
            const h = old[at] ?? EMPTY;
            const l = old[at + 1] ?? EMPTY;
            if (h !== EMPTY || l !== EMPTY)
                this.#insert(h, l);
        }
    }
}
const SEED_1 = 0xdeadbeef;
const SEED_2 = 0x41c6ce57;
/** Two well-mixed 32-bit hashes of a string (cyrb53's mixing, both halves kept); never the empty pair. */
function hash64(text) {
    let h1 = SEED_1;
    let h2 = SEED_2;
    for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ ch, 2654435761);
        h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    return finish(h1, h2);
}
/** hash64 of parts, each preceded by its length: ['a|b', 'c'] and ['a', 'b|c'] hash apart. */
function hashParts(parts) {
    let h1 = SEED_1;
    let h2 = SEED_2;
    for (const part of parts) {
        // A length is mixed in as one more unit: a UTF-16 unit is below 2^16, a length may be above, and either way
        // the mix is a different step from any character's, so the boundaries between parts are part of the hash.
        h1 = Math.imul(h1 ^ (part.length + 0x10000), 2654435761);
        h2 = Math.imul(h2 ^ (part.length + 0x10000), 1597334677);
        for (let i = 0; i < part.length; i++) {
            const ch = part.charCodeAt(i);
            h1 = Math.imul(h1 ^ ch, 2654435761);
            h2 = Math.imul(h2 ^ ch, 1597334677);
        }
    }
    return finish(h1, h2);
}
function finish(h1, h2) {
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    h1 |= 0;
    h2 |= 0;
    return h1 === EMPTY && h2 === EMPTY ? [0, 1] : [h1, h2];
}

;// CONCATENATED MODULE: ./src/api/pages.ts
// Cursor pagination shared by the list operations: follow the cursor, stop at the end, never loop on
// a repeated cursor, yield each item once, and never truncate silently. Where a list ends:
// - with `hasMore` (dependencies): only when hasMore is false or absent; an empty page that says more
//   is followed (a server that filters after paginating sends one);
// - with a cursor alone (secrets, projects, scans): when the cursor is empty or absent; an empty page
//   with a new cursor is followed once, and a second empty page in a row ends the walk.



/**
 * Items validated between two turns of the event loop. The next page is asked for before this one's
 * items are checked; its answer (4 MB for 10,000 dependencies) is read off the socket only when the loop
 * turns, and a server whose socket buffers are full stops sending until then. Checking a long page in
 * one go left the walk waiting for the rest of the next answer after each page.
 */
const ITEMS_PER_TURN = 2000;
async function* walkPages(fetchPage, options) {
    const { operation, maxPages, keyOf, parseItem } = options;
    const seenKeys = new KeySet();
    const seenCursors = new Set();
    let previousEmpty = false;
    let pending = fetchPage(undefined);
    for (let pages = 1;; pages++) {
        const fetched = await pending;
        // A page the walk reads itself (from the answer's bytes) is the walk's alone: its raw items can go.
        const owned = typeof fetched === 'function';
        const page = owned ? fetched() : fetched;
        const next = page.cursor ?? '';
        const empty = page.items.length === 0;
        if (options.endsWithHasMore && page.hasMore === true && !next) {
            throw (0,errors/* malformed */.Qm)(operation, `page ${pages} says hasMore but carries no cursor to the next page`);
        }
        const more = options.endsWithHasMore ? page.hasMore === true : next !== '' && !(empty && previousEmpty);
        previousEmpty = empty;
        let follow = false;
        let repeated = false;
        if (more) {
            if (seenCursors.has(next)) {
                repeated = true;
            }
            else if (pages >= maxPages) {
                throw new errors/* ApiError */.hD({
                    operation,
                    kind: 'pagination',
                    reason: `the list is longer than ${maxPages} pages; stopped rather than report a truncated list (narrow the query)`,
                });
            }
            else {
                seenCursors.add(next);
                // Ask for the next page before anything else is done with this one: the API works while the walk does.
                pending = fetchPage(next);
                pending.catch(() => undefined); // observed here; rethrown by the await above if the walk goes on
                follow = true;
            }
        }
        const fresh = [];
        const raw = page.items;
        for (let i = 0; i < raw.length; i++) {
            if (i > 0 && i % ITEMS_PER_TURN === 0)
                await (0,promises_.setImmediate)();
            const item = parseItem === undefined ? raw[i] : parseItem(raw[i], i);
            // The raw item of a page the walk read itself is done with once checked: let it go, so the collector
            // does not copy the whole parsed page (10 MB for 10,000 dependencies) at every turn while the rest is checked.
            if (owned)
                raw[i] = undefined;
            if (seenKeys.add(keyOf(item)))
                fresh.push(item);
        }
        if (repeated) {
            options.onWarning(`${operation}: the API sent the same page cursor twice; stopped paging after ${pages} pages and ${seenKeys.size} items rather than loop`, operation);
        }
        if (fresh.length > 0)
            yield fresh;
        if (!follow)
            return;
    }
}

;// CONCATENATED MODULE: ./src/api/wire.ts
// Readers of the wire format (protobuf JSON: int64 as strings, zero values omitted) and
// builders of request parameters. Parsers throw a malformed-response ApiError on bad input.

const DEPLOYMENT_ID = /^[0-9]{1,19}$/;
const DECIMAL = /^-?[0-9]+$/;
const ID = /^[0-9]{1,20}$/;
const DIGITS = /^[0-9]+$/;
/** True for a plain JSON object (not null, not an array). */
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** The value as an object, or a malformed-response error naming `what`. */
function expectObject(operation, value, what) {
    if (!isObject(value))
        throw (0,errors/* malformed */.Qm)(operation, `${what} is ${describe(value)}, not an object`);
    return value;
}
/**
 * The body of a 2xx answer: an object that holds `listKey` and no `error` or `message` beside it (a
 * server that says "error" with a 200 has not answered the question).
 */
function expectBody(operation, value, listKey) {
    const root = expectObject(operation, value, 'the body');
    for (const key of ['error', 'message']) {
        if (root[key] !== undefined && root[key] !== null && root[key] !== '') {
            throw (0,errors/* malformed */.Qm)(operation, `the body has a success status but carries ${key} ${describe(root[key])}`);
        }
    }
    if (!(listKey in root))
        throw (0,errors/* malformed */.Qm)(operation, `${listKey} is missing`);
    return root;
}
/** A count: absent means 0 (protobuf omits zeros); negative, fractional or non-numeric is malformed. */
function readCount(operation, value, what) {
    if (value === undefined || value === null)
        return 0;
    let n;
    if (typeof value === 'number')
        n = value;
    else if (typeof value === 'string' && DECIMAL.test(value.trim()))
        n = Number(value.trim());
    else
        throw (0,errors/* malformed */.Qm)(operation, `${what} is ${describe(value)}, not a count`);
    if (!Number.isSafeInteger(n) || n < 0)
        throw (0,errors/* malformed */.Qm)(operation, `${what} is ${describe(value)}, not a count`);
    return n;
}
/** An int64 id (number or decimal string), normalised to a decimal string; absent gives undefined. */
function readId(operation, value, what) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
        return String(value);
    if (typeof value === 'string' && ID.test(value))
        return value;
    throw (0,errors/* malformed */.Qm)(operation, `${what} is ${describe(value)}, not a decimal id`);
}
/** An optional string field: absent gives undefined, another type is malformed. */
function readString(operation, value, what) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'string')
        throw (0,errors/* malformed */.Qm)(operation, `${what} is ${describe(value)}, not a string`);
    return value;
}
/**
 * An optional time stamp, as an ISO string: ISO-8601, or the form the v1 API writes
 * (`2020-11-18 23:28:12.391807+00:00`). Absent or empty gives undefined; anything unreadable is malformed.
 */
function readTime(operation, value, what) {
    const text = readString(operation, value, what);
    if (text === undefined || text === '')
        return undefined;
    const ms = stampMs(text);
    if (Number.isNaN(ms))
        throw (0,errors/* malformed */.Qm)(operation, `${what} is ${describe(text)}, not a date-time`);
    return new Date(ms).toISOString();
}
/** Date.parse of a time stamp, the v1 API's space read as ISO-8601's T; NaN when unreadable. */
function stampMs(text) {
    const plain = plainUtcMs(text);
    // Stryker disable next-line ConditionalExpression: Date.parse gives the same number for every stamp plainUtcMs reads, only slower
    if (plain !== undefined)
        return plain;
    // Stryker disable next-line StringLiteral,ConditionalExpression: replace on a text without a space changes nothing
    return Date.parse(text.includes(' ') ? text.replace(' ', 'T') : text);
}
/** The number `count` decimal digits from `from` write, or -1 when one of them is not a digit. */
function digits(text, from, count) {
    let value = 0;
    for (let i = from; i < from + count; i++) {
        const d = text.charCodeAt(i) - 48;
        if (!(d >= 0 && d <= 9))
            return -1;
        value = value * 10 + d;
    }
    return value;
}
/**
 * The time of the stamps an API writes nearly always, read from their characters:
 * `YYYY-MM-DD[T ]HH:MM:SS[.fraction](Z|+00:00)`, every field plainly in range (a day past the 28th,
 * an hour of 24 or a year before 100 are left to Date.parse, as is any other form). The same number
 * Date.parse gives (a fraction truncated to milliseconds), without a string made for each stamp: lists
 * read hundreds of thousands of them. Undefined when Date.parse must answer.
 */
function plainUtcMs(text) {
    const sep = text.charCodeAt(10);
    // A shorter text fails these (a character past the end is undefined), or the digits' checks below.
    if (text[4] !== '-' || text[7] !== '-' || (sep !== 84 && sep !== 32) || text[13] !== ':' || text[16] !== ':')
        return undefined;
    const year = digits(text, 0, 4);
    const month = digits(text, 5, 2);
    const day = digits(text, 8, 2);
    const hour = digits(text, 11, 2);
    const minute = digits(text, 14, 2);
    const second = digits(text, 17, 2);
    if (year < 100 || month < 1 || month > 12 || day < 1 || day > 28 || hour < 0 || hour > 23 || minute < 0 || minute > 59)
        return undefined;
    if (second < 0 || second > 59)
        return undefined;
    let at = 19;
    let ms = 0;
    if (text[at] === '.') {
        const start = ++at;
        while (digits(text, at, 1) >= 0)
            at++; // past the end, charCodeAt is NaN: not a digit
        if (at === start || at - start > 9)
            return undefined;
        for (let i = start; i < start + 3; i++)
            ms = ms * 10 + (i < at ? digits(text, i, 1) : 0);
    }
    const zone = text.length - at;
    if (!((zone === 1 && text[at] === 'Z') || (zone === 6 && text.endsWith('+00:00'))))
        return undefined;
    return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}
/** An optional boolean: absent is false (protobuf omits false). */
function readBoolean(operation, value, what) {
    if (value === undefined || value === null)
        return false;
    if (typeof value !== 'boolean')
        throw (0,errors/* malformed */.Qm)(operation, `${what} is ${describe(value)}, not a boolean`);
    return value;
}
/** An optional array: absent is empty (protobuf omits empty lists). */
function readArray(operation, value, what) {
    if (value === undefined || value === null)
        return [];
    if (!Array.isArray(value))
        throw (0,errors/* malformed */.Qm)(operation, `${what} is ${describe(value)}, not a list`);
    return value;
}
/**
 * The fields of one list's items, read as the readers above read them, with the error's path
 * (`findings[12].location.line`) built only when a field is bad: a page of 10,000 items is validated
 * without a string of its own for every field it reads.
 */
class ItemFields {
    #operation;
    #list;
    constructor(operation, list) {
        this.#operation = operation;
        this.#list = list;
    }
    /** Where a field is, for a message: `list[index]path`. */
    where(index, path = '') {
        return `${this.#list}[${index}]${path}`;
    }
    object(value, index, path = '') {
        return isObject(value) ? value : expectObject(this.#operation, value, this.where(index, path));
    }
    /** An optional object: absent or null gives undefined. */
    optionalObject(value, index, path) {
        return value === undefined || value === null ? undefined : this.object(value, index, path);
    }
    string(value, index, path) {
        if (typeof value === 'string')
            return value;
        return value === undefined || value === null ? undefined : readString(this.#operation, value, this.where(index, path));
    }
    count(value, index, path) {
        // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is false for anything but a number
        if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
            return value;
        if (value === undefined || value === null)
            return 0;
        // int64 as a decimal string, as protobuf JSON writes it
        if (typeof value === 'string' && DIGITS.test(value)) {
            const n = Number(value);
            if (Number.isSafeInteger(n))
                return n;
        }
        return readCount(this.#operation, value, this.where(index, path));
    }
    id(value, index, path) {
        if (value === undefined || value === null)
            return undefined;
        if (typeof value === 'string' && ID.test(value))
            return value;
        // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is false for anything but a number
        if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
            return String(value);
        return readId(this.#operation, value, this.where(index, path));
    }
    array(value, index, path) {
        if (Array.isArray(value))
            return value;
        return value === undefined || value === null ? [] : readArray(this.#operation, value, this.where(index, path));
    }
    /**
     * A time stamp checked as readTime checks it, kept as the API wrote it: for a stamp only ever read back
     * as a time (stampMs), which needs no ISO text built for each item of a long list.
     */
    stamp(value, index, path) {
        if (value === undefined || value === null || value === '')
            return undefined;
        if (typeof value === 'string' && !Number.isNaN(stampMs(value)))
            return value;
        return readTime(this.#operation, value, this.where(index, path));
    }
}
/** A short, safe description of a wire value for an error message. */
function describe(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'an object';
    if (typeof value === 'string')
        return JSON.stringify((0,errors/* sanitizeText */.jZ)(value, undefined, 40));
    return String(value);
}
/** Checks a deployment id is a decimal integer before it enters a URL path. */
function checkDeploymentId(operation, deploymentId) {
    if (typeof deploymentId !== 'string' || !DEPLOYMENT_ID.test(deploymentId)) {
        throw new errors/* ApiError */.hD({
            operation,
            kind: 'config',
            reason: `the deployment id must be a decimal number such as 4242 (got ${describe(deploymentId)})`,
        });
    }
    return deploymentId;
}
/** True for a filter value that means "all" and so must never be sent. */
function isUnspecified(value) {
    return value.endsWith('_UNSPECIFIED');
}
/** The filter values worth sending: `*_UNSPECIFIED` and empty strings dropped. */
function meaningful(values) {
    return (values ?? []).filter((v) => typeof v === 'string' && v !== '' && !isUnspecified(v));
}
/** Appends each value as a repeated key (OpenAPI form/explode); nothing when the list is empty. */
function appendAll(params, key, values) {
    for (const value of meaningful(values))
        params.append(key, value);
}
/** Appends one value unless it is absent, empty or `*_UNSPECIFIED`. */
function appendOne(params, key, value) {
    if (value !== undefined && value !== '' && !isUnspecified(value))
        params.set(key, value);
}
/** Checks a page size is an integer within [1, max]. */
function checkPageSize(operation, name, size, max) {
    if (!Number.isInteger(size) || size < 1 || size > max) {
        throw new errors/* ApiError */.hD({ operation, kind: 'config', reason: `${name} must be an integer from 1 to ${max} (got ${describe(size)})` });
    }
    return size;
}

;// CONCATENATED MODULE: ./src/api/dependencies.ts
// The dependency list: GET /api/sca/deployments/{deploymentId}/dependencies, walked page by page.
// Items come in two shapes: the seed's {id, name, version} and the spec's FoundDependency.



/** Default and largest page size (the spec's upper bound). */
const DEFAULT_DEPENDENCIES_PAGE_SIZE = 10_000;
const MAX_DEPENDENCIES_PAGE_SIZE = 10_000;
/** The query string of one page: `dependencyFilter.*`, `cursor`, `pageSize`; arrays as repeated keys. */
function buildDependenciesQuery(query, pageSize, cursor) {
    for (const repositoryId of query.repositoryIds ?? []) {
        if (!/^[0-9]{1,19}$/.test(repositoryId)) {
            throw new errors/* ApiError */.hD({
                operation: 'dependencies',
                kind: 'config',
                reason: `a repository id must be a decimal number (got ${describe(repositoryId)})`,
            });
        }
    }
    const size = checkPageSize('dependencies', 'the dependencies page size (pageSize)', query.pageSize ?? pageSize, MAX_DEPENDENCIES_PAGE_SIZE);
    const params = new URLSearchParams();
    appendOne(params, 'dependencyFilter.name', query.name);
    appendOne(params, 'dependencyFilter.version', query.version);
    appendAll(params, 'dependencyFilter.repositoryId', query.repositoryIds);
    appendAll(params, 'dependencyFilter.transitivity', query.transitivity);
    appendAll(params, 'dependencyFilter.ecosystem', query.ecosystems);
    appendOne(params, 'dependencyFilter.lockfilePath', query.lockfilePath);
    appendAll(params, 'dependencyFilter.licensePolicySettings', query.licensePolicySettings);
    appendAll(params, 'dependencyFilter.license', query.licenses);
    if (query.includeArchived)
        params.set('dependencyFilter.includeArchived', 'true');
    if (cursor)
        params.set('cursor', cursor);
    params.set('pageSize', String(size));
    return params;
}
const FIELDS = new ItemFields('dependencies', 'dependencies');
/** Validates one dependencies page; `hasMore` absent means false. */
function parseDependenciesPage(json) {
    const page = readDependenciesEnvelope(json);
    return { ...page, items: page.items.map(parseDependency) };
}
/** Validates a dependencies page's envelope (its list, `hasMore`, `cursor`) and leaves its items raw, for parseDependency. */
function readDependenciesEnvelope(json) {
    const root = expectBody('dependencies', json, 'dependencies');
    const items = readArray('dependencies', root.dependencies, 'dependencies');
    const page = { items, hasMore: readBoolean('dependencies', root.hasMore, 'hasMore') };
    const cursor = readString('dependencies', root.cursor, 'cursor');
    if (cursor)
        page.cursor = cursor;
    return page;
}
/** Validates one dependency of either shape into the Dependency type. */
function parseDependency(value, index) {
    const f = FIELDS;
    const item = f.object(value, index);
    const pkg = f.optionalObject(item.package, index, '.package');
    const name = f.string(item.name, index, '.name') ?? f.string(pkg?.name, index, '.package.name');
    if (!name)
        throw (0,errors/* malformed */.Qm)('dependencies', `${f.where(index)} has no name (neither name nor package.name)`);
    const id = readItemId(item.id, index);
    const version = f.string(item.version, index, '.version') ?? f.string(pkg?.versionSpecifier, index, '.package.versionSpecifier');
    // protobuf JSON omits zero enums: in a FoundDependency (it has `package`), absent means the zero value
    const ecosystem = f.string(item.ecosystem, index, '.ecosystem') || (pkg === undefined ? undefined : 'no_package_manager');
    const transitivity = f.string(item.transitivity, index, '.transitivity') || (pkg === undefined ? undefined : 'UNKNOWN_TRANSITIVITY');
    const repositoryId = f.id(item.repositoryId, index, '.repositoryId');
    const licenses = f.array(item.licenses, index, '.licenses');
    for (let i = 0; i < licenses.length; i++) {
        if (typeof licenses[i] !== 'string')
            throw (0,errors/* malformed */.Qm)('dependencies', `${f.where(index, `.licenses[${i}]`)} is not a string`);
    }
    const dependency = { name, licenses: licenses };
    if (id !== undefined)
        dependency.id = id;
    if (version !== undefined)
        dependency.version = version;
    if (ecosystem)
        dependency.ecosystem = ecosystem;
    if (transitivity)
        dependency.transitivity = transitivity;
    if (repositoryId !== undefined)
        dependency.repositoryId = repositoryId;
    const at = f.optionalObject(item.definedAt, index, '.definedAt');
    if (at !== undefined) {
        const definedAt = {};
        const path = f.string(at.path, index, '.definedAt.path');
        const url = f.string(at.url, index, '.definedAt.url');
        if (path !== undefined)
            definedAt.path = path;
        if (at.startLine !== undefined && at.startLine !== null)
            definedAt.startLine = f.count(at.startLine, index, '.definedAt.startLine');
        if (url !== undefined)
            definedAt.url = url;
        dependency.definedAt = definedAt;
    }
    const manifest = f.optionalObject(item.manifestDefinition, index, '.manifestDefinition');
    if (manifest !== undefined) {
        const manifestPath = f.string(manifest.path, index, '.manifestDefinition.path');
        if (manifestPath !== undefined)
            dependency.manifestPath = manifestPath;
    }
    const resolvedUrl = f.string(item.resolvedUrl, index, '.resolvedUrl');
    if (resolvedUrl !== undefined)
        dependency.resolvedUrl = resolvedUrl;
    return dependency;
}
/**
 * What makes a dependency itself in a walk: the server's id, or its repository, ecosystem, name, version
 * and path, as parts (never joined: a name may hold any separator, and two dependencies must not become one).
 */
function dependencyKey(d) {
    return d.id ?? [d.repositoryId ?? '', d.ecosystem ?? '', d.name, d.version ?? '', d.definedAt?.path ?? ''];
}
/** Walks the dependencies of a deployment, one page (array) at a time; bad arguments fail on the first step. */
async function* listDependencies(transport, deploymentId, query, pageSize, walk) {
    const id = checkDeploymentId('dependencies', deploymentId);
    buildDependenciesQuery(query, pageSize); // refuse a bad query before the first request
    const path = `/api/sca/deployments/${id}/dependencies`;
    yield* walkPages(async (cursor) => {
        const answer = await transport.getJsonLater('dependencies', path, buildDependenciesQuery(query, pageSize, cursor));
        return () => readDependenciesEnvelope(answer());
    }, { ...walk, operation: 'dependencies', endsWithHasMore: true, keyOf: dependencyKey, parseItem: parseDependency });
}
/** An item id: a non-empty string, or an int64 number; absent gives undefined. */
function readItemId(value, index) {
    if (value === undefined || value === null || value === '')
        return undefined;
    if (typeof value === 'string')
        return value;
    return FIELDS.id(value, index, '.id');
}

;// CONCATENATED MODULE: ./src/api/findings.ts
// The findings list: GET /api/v1/deployments/{deploymentSlug}/findings (Experimental), one issue type
// a call, paged by number from 0; a page shorter than page_size is the last. The slug comes from
// GET /api/v1/deployments.



/** Largest page the API accepts (and the smallest is 100). */
const FINDINGS_MAX_PAGE_SIZE = 3000;
/** The query string of one page: open findings, deduplicated across branches, no ref. */
function buildFindingsQuery(query) {
    const params = new URLSearchParams();
    params.set('issue_type', query.issueType);
    params.set('page', String(query.page));
    params.set('page_size', String(checkPageSize('findings', 'the findings page size (page_size)', query.pageSize, FINDINGS_MAX_PAGE_SIZE)));
    params.set('status', 'open');
    params.set('dedup', 'true');
    appendAll(params, 'repos', query.repos);
    return params;
}
const findings_FIELDS = new ItemFields('findings', 'findings');
/** The optional text fields of a finding, by wire name. */
const TEXT_FIELDS = [
    ['match_based_id', 'matchBasedId'],
    ['status', 'status'],
    ['triage_state', 'triageState'],
    ['triage_reason', 'triageReason'],
];
/** Validates one finding of a page. */
function parseFinding(value, index, issueType) {
    const f = findings_FIELDS;
    const item = f.object(value, index);
    const id = f.id(item.id, index, '.id');
    if (id === undefined)
        throw (0,errors/* malformed */.Qm)('findings', `${f.where(index, '.id')} is missing`);
    const ruleObject = isObject(item.rule) ? item.rule : undefined;
    const rule = ruleObject === undefined ? undefined : f.string(ruleObject.name, index, '.rule.name');
    const finding = {
        id,
        issueType,
        rule: rule || f.string(item.rule_name, index, '.rule_name') || 'unknown rule',
        severity: (f.string(item.severity, index, '.severity') ?? '').toLowerCase(),
    };
    for (const [field, into] of TEXT_FIELDS) {
        const found = f.string(item[field], index, `.${field}`);
        if (found)
            finding[into] = found;
    }
    const repository = isObject(item.repository) ? item.repository : undefined;
    if (repository !== undefined) {
        const name = f.string(repository.name, index, '.repository.name');
        const url = f.string(repository.url, index, '.repository.url');
        const kept = {};
        if (name)
            kept.name = name;
        if (url)
            kept.url = url;
        finding.repository = kept;
    }
    const location = isObject(item.location) ? item.location : {};
    const filePath = f.string(location.file_path, index, '.location.file_path');
    if (filePath)
        finding.filePath = filePath;
    const line = f.count(location.line, index, '.location.line');
    if (line > 0)
        finding.line = line;
    const url = f.string(item.line_of_code_url, index, '.line_of_code_url') || f.string(location.url, index, '.location.url');
    if (url)
        finding.url = url;
    // Checked, and kept as written: a finding's stamps are only read back as times (openSince).
    const createdAt = f.stamp(item.created_at, index, '.created_at');
    if (createdAt)
        finding.createdAt = createdAt;
    // Most findings have been open since they were created: the same text is checked once.
    const relevantSince = item.relevant_since === item.created_at ? createdAt : f.stamp(item.relevant_since, index, '.relevant_since');
    if (relevantSince)
        finding.relevantSince = relevantSince;
    const vulnerability = f.string(item.vulnerability_identifier, index, '.vulnerability_identifier');
    if (vulnerability)
        finding.vulnerability = vulnerability;
    return finding;
}
/** Validates one page of the findings list. */
function parseFindingsPage(json, issueType) {
    return readFindingsEnvelope(json).map((item, i) => parseFinding(item, i, issueType));
}
/** The findings of a page, not yet validated: the envelope alone is read. */
function readFindingsEnvelope(json) {
    const root = expectBody('findings', json, 'findings');
    return readArray('findings', root.findings, 'findings');
}
/** Whether a deployment slug can go into a URL path as it is. */
function isSlug(slug) {
    return /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(slug);
}
/**
 * Findings validated between two turns of the event loop, the first turn before any (after the page was
 * decoded). The findings list runs beside the secrets walk, whose pages follow one another: each answer of
 * that chain waited for whatever the gate was computing when it came, and a findings page (decoded, then
 * 1,000 findings validated at once) kept it waiting up to 10 ms.
 */
const FINDINGS_PER_TURN = 250;
/**
 * Fetches one page of the findings list. The answer is decoded when the page is opened, and its findings
 * validated when they are read (FindingsPage.each): pages asked for ahead wait as bytes until the list
 * reaches them, not as objects the garbage collector copies.
 */
async function getFindingsPage(transport, slug, query) {
    if (!isSlug(slug))
        throw (0,errors/* malformed */.Qm)('findings', `the deployment slug ${JSON.stringify(slug.slice(0, 40))} is not a slug`);
    const path = `/api/v1/deployments/${encodeURIComponent(slug)}/findings`;
    const answer = await transport.getJsonLater('findings', path, buildFindingsQuery(query));
    return () => {
        const items = readFindingsEnvelope(answer());
        return {
            length: items.length,
            async each(take) {
                for (let i = 0; i < items.length; i++) {
                    if (i % FINDINGS_PER_TURN === 0)
                        await (0,promises_.setImmediate)();
                    take(parseFinding(items[i], i, query.issueType));
                }
            },
        };
    };
}
/** The v1 deployments list, for the slug of each deployment. */
async function listDeploymentSlugs(transport) {
    const root = expectBody('deployments', await transport.getJson('deployments', '/api/v1/deployments'), 'deployments');
    return readArray('deployments', root.deployments, 'deployments').flatMap((item, index) => {
        const deployment = expectObject('deployments', item, `deployments[${index}]`);
        const id = readId('deployments', deployment.id, `deployments[${index}].id`);
        const slug = readString('deployments', deployment.slug, `deployments[${index}].slug`);
        return id !== undefined && slug ? [{ id, slug }] : [];
    });
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/api/redact.ts
var redact = __webpack_require__(2799);
;// CONCATENATED MODULE: ./src/api/http.ts
// The one HTTP path of the client: one undici dispatcher per run (keep-alive, proxy from the
// environment), bearer auth, per-request timeout, run deadline, bounded retries with backoff,
// no redirects. Returns parsed JSON as `unknown` (getJsonLater: the decoding, for when a walk reaches
// the page); the operation modules validate it.




/** Statuses worth another attempt: rate limiting and gateway trouble. Never 400, 401, 404. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** Network failures worth another attempt: the connection dropped. */
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'EAI_AGAIN']);
/** Failures that mean "no answer in time"; also retried. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);
/** The most of an error body worth reading. */
const MAX_ERROR_BODY = 64 * 1024;
/** The longest exponential backoff step, before jitter. */
const MAX_BACKOFF_MS = 10_000;
/** A body over its limit: the read stopped there. */
class BodyTooLarge extends Error {
}
/** Delay before retry number `retry` (1-based): exponential with equal jitter. */
function backoffMs(retry, minDelayMs, random = Math.random) {
    const step = Math.min(MAX_BACKOFF_MS, minDelayMs * 2 ** (retry - 1));
    return Math.round(step / 2 + random() * (step / 2));
}
/** A Retry-After header (seconds or HTTP date) as milliseconds, capped; undefined if unusable. */
function retryAfterMs(header, capMs, now = Date.now()) {
    if (header === undefined)
        return undefined;
    const value = header.trim();
    let ms;
    if (/^\d+$/.test(value))
        ms = Number(value) * 1000;
    else {
        const date = Date.parse(value);
        if (Number.isNaN(date))
            return undefined;
        ms = Math.max(0, date - now);
    }
    return Math.min(ms, capMs);
}
/** Bytes for a sentence: 64 MiB, 1.5 KiB, 312 bytes. */
function sizeWords(bytes) {
    if (bytes >= 1_048_576)
        return `${Number((bytes / 1_048_576).toFixed(1))} MiB`;
    if (bytes >= 1024)
        return `${Number((bytes / 1024).toFixed(1))} KiB`;
    return `${bytes} bytes`;
}
/** Seconds for a sentence: 30 s, 0.25 s. */
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}
/** Creates the transport and its dispatcher; the run deadline starts now. */
function createTransport(options) {
    const { requestTimeoutMs } = options;
    const deadline = new AbortController();
    const deadlineTimer = setTimeout(() => deadline.abort(), options.deadlineMs);
    deadlineTimer.unref();
    const state = {
        options,
        dispatcher: new undici.EnvHttpProxyAgent({
            keepAliveTimeout: 30_000,
            headersTimeout: requestTimeoutMs,
            bodyTimeout: requestTimeoutMs,
            connect: { timeout: requestTimeoutMs },
        }),
        counters: { requests: 0, retries: 0, bytesReceived: 0 },
        origin: options.baseUrl.origin,
        prefix: options.baseUrl.pathname.replace(/\/+$/, ''),
        headers: { authorization: `Bearer ${options.token}`, accept: 'application/json', 'user-agent': options.userAgent },
        deadlineAt: Date.now() + options.deadlineMs,
        deadline,
        redactor: (0,redact/* tokenRedactor */.go)(options.token),
    };
    return {
        getJson: async (operation, path, query) => decode(state, operation, await send(state, operation, 'GET', path, query, undefined)),
        getJsonLater: async (operation, path, query) => {
            const body = await send(state, operation, 'GET', path, query, undefined);
            return () => decode(state, operation, body);
        },
        postJson: async (operation, path, body) => decode(state, operation, await send(state, operation, 'POST', path, undefined, body)),
        stats: () => ({ ...state.counters }),
        async close() {
            clearTimeout(deadlineTimer);
            await state.dispatcher.close();
        },
    };
}
/** The error of a run whose deadline was reached; "narrow the query" only when an answer was still arriving. */
function deadlineError(state, operation, status, arriving = false) {
    const advice = arriving
        ? 'the answer was still arriving: raise timeout-seconds, or narrow the query'
        : `raise timeout-seconds, or check that the API at ${state.origin} answers`;
    return new errors/* ApiError */.hD({
        operation,
        kind: 'deadline',
        reason: `the run's deadline of ${seconds(state.options.deadlineMs)} was reached${status ? ` (last answer: HTTP ${status})` : ''}; ${advice}`,
    });
}
/**
 * Reads a body to text, counting bytes into `progress`. Past `limit` it drops the connection and
 * either keeps what it read (`cut`: an error body, only shown in part) or throws BodyTooLarge.
 */
async function readBody(state, body, limit, overLimit, progress) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        progress.received = size;
        progress.lastAt = Date.now();
        state.counters.bytesReceived += chunk.length;
        if (size > limit) {
            body.destroy();
            if (overLimit === 'refuse')
                throw new BodyTooLarge();
            chunks.push(chunk);
            break;
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
}
/** One HTTP exchange, bounded by the request timeout and the run deadline. */
async function attempt(state, method, url, payload) {
    const { requestTimeoutMs } = state.options;
    state.counters.requests += 1;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
    const progress = { received: 0, lastAt: 0 };
    try {
        const response = await (0,undici.request)(url, {
            dispatcher: state.dispatcher,
            method,
            headers: payload === undefined ? state.headers : { ...state.headers, 'content-type': 'application/json' },
            body: payload ?? null,
            signal: AbortSignal.any([timeout.signal, state.deadline.signal]),
            headersTimeout: requestTimeoutMs,
            bodyTimeout: requestTimeoutMs,
        });
        const status = response.statusCode;
        if (status >= 200 && status < 300) {
            return { kind: 'ok', body: await readBody(state, response.body, state.options.maxResponseBytes, 'refuse', progress) };
        }
        const text = (await readBody(state, response.body, MAX_ERROR_BODY, 'cut', progress)).toString('utf8');
        const result = { kind: 'status', status, text };
        const retryAfter = firstHeader(response.headers['retry-after']);
        if (retryAfter !== undefined)
            result.retryAfter = retryAfter;
        const location = firstHeader(response.headers['location']);
        if (location !== undefined)
            result.location = resolveLocation(location, url);
        return result;
    }
    catch (error) {
        if (error instanceof BodyTooLarge)
            return { kind: 'too-large', bytes: progress.received };
        const { received } = progress;
        // Still arriving: the last bytes came within the last quarter of the timeout (at most a second ago).
        const arriving = received > 0 && Date.now() - progress.lastAt < Math.min(1000, requestTimeoutMs / 4);
        if (state.deadline.signal.aborted)
            return { kind: 'failed', failure: 'deadline', code: 'deadline', received, arriving };
        const code = errorCode(error);
        if (timeout.signal.aborted || TIMEOUT_CODES.has(code))
            return { kind: 'failed', failure: 'timeout', code, received, arriving };
        return { kind: 'failed', failure: 'network', code, received, arriving };
    }
    finally {
        clearTimeout(timer);
    }
}
/** Whether a failed attempt is worth another, and how long the server asked to wait. */
function retryPlan(state, operation, result) {
    if (result.kind === 'status') {
        return {
            retryable: RETRY_STATUSES.has(result.status),
            waitMs: retryAfterMs(result.retryAfter, state.options.maxRetryAfterMs),
            lastStatus: result.status,
        };
    }
    if (result.kind === 'too-large')
        return { retryable: false, waitMs: undefined, lastStatus: undefined };
    if (result.failure === 'deadline')
        throw deadlineError(state, operation, undefined, result.arriving);
    return { retryable: result.failure === 'timeout' || RETRY_CODES.has(result.code), waitMs: undefined, lastStatus: undefined };
}
/** Sends one logical request, retrying what is worth retrying; the body of its 2xx answer, to decode. */
async function send(state, operation, method, path, query, body) {
    const search = query?.toString();
    const url = `${state.origin}${state.prefix}${path}${search ? `?${search}` : ''}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    for (let attemptNo = 1;; attemptNo++) {
        if (state.deadline.signal.aborted)
            throw deadlineError(state, operation);
        const result = await attempt(state, method, url, payload);
        if (result.kind === 'ok')
            return result.body;
        const { retryable, waitMs, lastStatus } = retryPlan(state, operation, result);
        if (!retryable || attemptNo >= state.options.maxAttempts)
            throw finalError(state, operation, result, attemptNo);
        const delay = waitMs ?? backoffMs(attemptNo, state.options.retryMinDelayMs);
        if (Date.now() + delay >= state.deadlineAt)
            throw deadlineError(state, operation, lastStatus);
        state.counters.retries += 1;
        try {
            await (0,promises_.setTimeout)(delay, undefined, { signal: state.deadline.signal });
        }
        catch {
            throw deadlineError(state, operation, lastStatus);
        }
    }
}
/** The error for an attempt that will not be retried. */
function finalError(state, operation, result, attempts) {
    const after = attempts > 1 ? ` after ${attempts} attempts` : '';
    if (result.kind === 'too-large') {
        return new errors/* ApiError */.hD({
            operation,
            kind: 'too-large',
            reason: `the response is over ${sizeWords(state.options.maxResponseBytes)}; the gate does not read further (narrow the query, or raise FINDINGS_GATE_MAX_RESPONSE_BYTES)`,
        });
    }
    if (result.kind === 'status') {
        const location = result.location === undefined ? undefined : state.redactor.redact(result.location);
        const answer = { apiShaped: (0,errors/* isApiErrorBody */.Ty)(result.text), origin: state.origin };
        return (0,errors/* httpError */.p2)(operation, result.status, (0,errors/* serverMessageOf */.YJ)(result.text, state.options.token), attempts, location, answer);
    }
    const tries = `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
    if (result.failure === 'timeout') {
        const stalled = result.received > 0 && !result.arriving ? ` (the last answer stopped after ${sizeWords(result.received)})` : '';
        const narrow = result.arriving ? '; or narrow the query: the answer was still arriving' : '';
        return new errors/* ApiError */.hD({
            operation,
            kind: 'timeout',
            reason: `the API at ${state.origin} did not answer within ${seconds(state.options.requestTimeoutMs)}${after}${stalled}; try again later, or raise the per-request timeout FINDINGS_GATE_REQUEST_TIMEOUT_MS (${tries} made) or timeout-seconds${narrow}`,
        });
    }
    if (result.received > 0) {
        return new errors/* ApiError */.hD({
            operation,
            kind: 'network',
            reason: `the answer from ${state.origin} was cut off after ${sizeWords(result.received)} (${result.code})${after}`,
        });
    }
    return new errors/* ApiError */.hD({ operation, kind: 'network', reason: `could not reach ${state.origin}: ${result.code}${after}` });
}
/** Parses a 2xx body, or reports it as malformed; the token is redacted from every string of it here, once. */
function decode(state, operation, body) {
    const text = body.toString('utf8');
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw (0,errors/* malformed */.Qm)(operation, text.trim() === '' ? 'the body is empty, not JSON' : 'the body is not JSON');
    }
    return state.redactor.mayHoldBytes(body) ? state.redactor.redactValue(value) : value;
}
/** The first value of a header that may repeat. */
function firstHeader(value) {
    return Array.isArray(value) ? value[0] : value;
}
/** A redirect target made absolute against the request URL. */
function resolveLocation(location, requestUrl) {
    try {
        return new URL(location, requestUrl).href;
    }
    catch {
        return location;
    }
}
/** The most specific code of a network error, without its message (which may be long). */
function errorCode(error) {
    const record = error;
    if (record && typeof record.code === 'string')
        return (0,errors/* sanitizeText */.jZ)(record.code, undefined, 40);
    if (typeof record?.cause?.code === 'string')
        return (0,errors/* sanitizeText */.jZ)(record.cause.code, undefined, 40);
    if (record && typeof record.name === 'string')
        return (0,errors/* sanitizeText */.jZ)(record.name, undefined, 40);
    return 'unknown error';
}

;// CONCATENATED MODULE: ./src/api/identity.ts
// Who the token belongs to (GET /api/agent/identity) and what it may access (GET /api/v2/deployments).


/** Validates an identity response (`identity` is required); the ids are absent for identities that are not API tokens. */
function parseIdentity(json) {
    const root = expectBody('identity', json, 'identity');
    const name = readString('identity', root.identity, 'identity');
    if (!name)
        throw (0,errors/* malformed */.Qm)('identity', 'identity is missing');
    const identity = { identity: name };
    const userId = readId('identity', root.userId, 'userId');
    const deploymentId = readId('identity', root.deploymentId, 'deploymentId');
    if (userId !== undefined)
        identity.userId = userId;
    if (deploymentId !== undefined)
        identity.deploymentId = deploymentId;
    return identity;
}
/** Validates a deployments response; ids become decimal strings. */
function parseDeployments(json) {
    const root = expectBody('deployments', json, 'deployments');
    return readArray('deployments', root.deployments, 'deployments').map((item, index) => {
        const where = `deployments[${index}]`;
        const deployment = expectObject('deployments', item, where);
        const id = readId('deployments', deployment.id, `${where}.id`);
        if (id === undefined)
            throw (0,errors/* malformed */.Qm)('deployments', `${where}.id is missing`);
        return { id, name: readString('deployments', deployment.name, `${where}.name`) ?? '' };
    });
}
/** Fetches the identity of the token's bearer. */
async function getIdentity(transport) {
    return parseIdentity(await transport.getJson('identity', '/api/agent/identity'));
}
/** Fetches the deployments the token can access. */
async function listDeployments(transport) {
    return parseDeployments(await transport.getJson('deployments', '/api/v2/deployments'));
}

;// CONCATENATED MODULE: ./src/api/projects.ts
// The projects list: POST /api/v2/deployments/{deploymentId}/projects/list (Experimental), walked by
// `pageToken`. Its `names` filter matches substrings: callers compare names exactly.



/** Page size: the largest the API accepts. */
const PROJECTS_PAGE_SIZE = 3000;
/** The request body of one page. */
function buildProjectsBody(query, pageToken) {
    const filter = {};
    const names = (query.names ?? []).filter((name) => name !== '');
    if (names.length > 0)
        filter.names = names;
    const statuses = meaningful(query.statuses);
    if (statuses.length > 0)
        filter.statuses = statuses;
    return { pageSize: PROJECTS_PAGE_SIZE, ...(pageToken ? { pageToken } : {}), ...(Object.keys(filter).length > 0 ? { filter } : {}) };
}
/** Validates one projects page; an empty or absent `pageToken` is the end. */
function parseProjectsPage(json) {
    const root = expectBody('projects', json, 'projects');
    const items = readArray('projects', root.projects, 'projects').map((value, index) => {
        const where = `projects[${index}]`;
        const item = expectObject('projects', value, where);
        const id = readId('projects', item.id, `${where}.id`);
        const name = readString('projects', item.name, `${where}.name`);
        if (id === undefined || !name)
            throw (0,errors/* malformed */.Qm)('projects', `${where} has no ${id === undefined ? 'id' : 'name'}`);
        const project = { id, name };
        const latestScanId = readId('projects', item.latestScanId, `${where}.latestScanId`);
        if (latestScanId !== undefined)
            project.latestScanId = latestScanId;
        for (const field of ['defaultBranchId', 'primaryBranchId']) {
            const branchId = readId('projects', item[field], `${where}.${field}`);
            if (branchId !== undefined)
                project[field] = branchId;
        }
        const url = readString('projects', item.url, `${where}.url`);
        if (url !== undefined)
            project.url = url;
        return project;
    });
    const page = { items };
    const token = readString('projects', root.pageToken, 'pageToken');
    if (token)
        page.cursor = token;
    return page;
}
/** Walks the projects of a deployment that the query selects, one page at a time. */
async function* listProjects(transport, deploymentId, query, walk) {
    const id = checkDeploymentId('projects', deploymentId);
    const path = `/api/v2/deployments/${id}/projects/list`;
    yield* walkPages(async (token) => parseProjectsPage(await transport.postJson('projects', path, buildProjectsBody(query, token))), {
        ...walk,
        operation: 'projects',
        endsWithHasMore: false,
        keyOf: (project) => project.id,
    });
}

;// CONCATENATED MODULE: ./src/api/report.ts
// The findings report: POST /api/reporting/{deploymentId}/reports/by-project/by-product.

/** Fields of ReportFilters that are lists of strings (enums or names). */
const LIST_FILTERS = [
    'findingTypes',
    'findingSeverities',
    'projects',
    'projectIds',
    'tags',
    'confidence',
    'reachability',
    'validity',
    'teams',
    'ruleIds',
    'aiVerdicts',
    'deploymentStatuses',
    'publicExposures',
    'findingCategories',
];
/** The request body: `*_UNSPECIFIED` items dropped, empty lists and empty periods omitted. */
function buildReportBody(filters) {
    const body = {};
    const since = filters.timePeriod?.since;
    const until = filters.timePeriod?.until;
    if (since || until)
        body.timePeriod = { ...(since ? { since } : {}), ...(until ? { until } : {}) };
    for (const name of LIST_FILTERS) {
        const values = meaningful(filters[name]);
        if (values.length > 0)
            body[name] = values;
    }
    return { filters: body };
}
/** Validates a report response into per-project counts. */
function parseReport(json) {
    const root = expectBody('report', json, 'byProject');
    const byProject = expectObject('report', root.byProject, 'byProject');
    const projects = [];
    for (const [label, value] of Object.entries(byProject)) {
        const where = `byProject[${JSON.stringify(label.slice(0, 60))}]`;
        const stats = expectObject('report', value, where);
        const counts = {
            label,
            code: readCount('report', stats.code, `${where}.code`),
            sca: readCount('report', stats.sca, `${where}.sca`),
            secrets: readCount('report', stats.secrets, `${where}.secrets`),
        };
        const projectId = readId('report', stats.projectId, `${where}.projectId`);
        if (projectId !== undefined)
            counts.projectId = projectId;
        projects.push(counts);
    }
    return { projects };
}
/** Fetches the findings counts per project and product. */
async function getFindingsReport(transport, deploymentId, filters) {
    const id = checkDeploymentId('report', deploymentId);
    const json = await transport.postJson('report', `/api/reporting/${id}/reports/by-project/by-product`, buildReportBody(filters));
    return parseReport(json);
}

;// CONCATENATED MODULE: ./src/api/scans.ts
// The scans list of one project: POST /api/v2/deployments/{deploymentId}/projects/{projectId}/scans/list
// (Beta), walked by `cursor`. It covers the past 30 days; its order is not documented.



/** Page size: the largest the API accepts. */
const SCANS_PAGE_SIZE = 500;
/** The request body of one page. */
function buildScansBody(query, cursor) {
    const filters = {};
    if (query.branch)
        filters.branch = query.branch;
    if (query.createdSince)
        filters.createdSince = query.createdSince;
    const statuses = meaningful(query.statuses);
    if (statuses.length > 0)
        filters.statuses = statuses;
    return { limit: SCANS_PAGE_SIZE, ...(cursor ? { cursor } : {}), ...(Object.keys(filters).length > 0 ? { filters } : {}) };
}
/** Validates one scans page; an empty or absent `cursor` is the end. */
function parseScansPage(json) {
    const root = expectBody('scans', json, 'scans');
    const items = readArray('scans', root.scans, 'scans').map((value, index) => {
        const where = `scans[${index}]`;
        const item = expectObject('scans', value, where);
        const id = readId('scans', item.id, `${where}.id`);
        if (id === undefined)
            throw (0,errors/* malformed */.Qm)('scans', `${where}.id is missing`);
        const scan = {
            id,
            status: readString('scans', item.status, `${where}.status`) || 'SCAN_STATUS_UNSPECIFIED',
            isFullScan: readBoolean('scans', item.isFullScan, `${where}.isFullScan`),
        };
        for (const field of ['projectId', 'branchId']) {
            const found = readId('scans', item[field], `${where}.${field}`);
            if (found !== undefined)
                scan[field] = found;
        }
        const commit = readString('scans', item.commit, `${where}.commit`);
        if (commit)
            scan.commit = commit;
        const exitCode = readString('scans', typeof item.exitCode === 'number' ? String(item.exitCode) : item.exitCode, `${where}.exitCode`);
        if (exitCode)
            scan.exitCode = exitCode;
        for (const field of ['startTime', 'completeTime']) {
            const time = readTime('scans', item[field], `${where}.${field}`);
            if (time !== undefined)
                scan[field] = time;
        }
        return scan;
    });
    const page = { items };
    const cursor = readString('scans', root.cursor, 'cursor');
    if (cursor)
        page.cursor = cursor;
    return page;
}
/** Walks the scans of one project that the query selects, one page at a time. */
async function* listScans(transport, deploymentId, projectId, query, walk) {
    const id = checkDeploymentId('scans', deploymentId);
    const project = checkDeploymentId('scans', projectId);
    const path = `/api/v2/deployments/${id}/projects/${project}/scans/list`;
    yield* walkPages(async (cursor) => parseScansPage(await transport.postJson('scans', path, buildScansBody(query, cursor))), {
        ...walk,
        operation: 'scans',
        endsWithHasMore: false,
        keyOf: (scan) => scan.id,
    });
}

;// CONCATENATED MODULE: ./src/api/secrets.ts
// The secrets list: GET /api/v1/deployments/{deploymentId}/secrets, walked page by page.



/** Default page size: the largest the API is known to accept. */
const DEFAULT_SECRETS_LIMIT = 1000;
const MAX_SECRETS_LIMIT = 10_000;
/** The query string of one page, in the spec's names; arrays as repeated keys. */
function buildSecretsQuery(query, limit, cursor) {
    const params = new URLSearchParams();
    if (cursor)
        params.set('cursor', cursor);
    params.set('limit', String(checkPageSize('secrets', 'the secrets page size (limit)', query.limit ?? limit, MAX_SECRETS_LIMIT)));
    appendOne(params, 'since', query.since);
    appendAll(params, 'validationState', query.validationStates);
    appendOne(params, 'status', query.status);
    appendAll(params, 'severity', query.severities);
    appendAll(params, 'repo', query.repos);
    return params;
}
/** Validates one secrets page, nested (`findings.findings`) or flat (`findings`). */
function parseSecretsPage(json) {
    const page = readSecretsEnvelope(json);
    return { ...page, items: page.items.map(parseSecret) };
}
/** Validates a secrets page's envelope (its list and cursor, nested or flat) and leaves its items raw, for parseSecret. */
function readSecretsEnvelope(json) {
    const root = expectBody('secrets', json, 'findings');
    let items;
    let cursor = readString('secrets', root.cursor, 'cursor');
    if (isObject(root.findings)) {
        items = readArray('secrets', root.findings.findings, 'findings.findings');
        cursor ??= readString('secrets', root.findings.cursor, 'findings.cursor');
    }
    else {
        items = readArray('secrets', root.findings, 'findings');
    }
    const page = { items };
    if (cursor)
        page.cursor = cursor;
    return page;
}
const secrets_FIELDS = new ItemFields('secrets', 'findings');
/** The optional text fields of a secrets finding. */
const secrets_TEXT_FIELDS = [
    'confidence',
    'findingPath',
    'findingPathUrl',
    'ref',
    'refUrl',
    'ruleHashId',
    'mode',
    'createdAt',
    'updatedAt',
];
const REPOSITORY_FIELDS = ['name', 'url', 'scmType', 'visibility'];
/** Validates one secrets finding; enums default to their `*_UNSPECIFIED` value when omitted. */
function parseSecret(value, index) {
    const f = secrets_FIELDS;
    const item = f.object(value, index);
    const id = typeof item.id === 'number' && Number.isSafeInteger(item.id) ? String(item.id) : item.id;
    if (typeof id !== 'string' || id === '')
        throw (0,errors/* malformed */.Qm)('secrets', `${f.where(index, '.id')} is ${describe(item.id)}, not an id`);
    const finding = {
        id,
        type: f.string(item.type, index, '.type') ?? '',
        severity: f.string(item.severity, index, '.severity') || 'SEVERITY_UNSPECIFIED',
        status: f.string(item.status, index, '.status') || 'FINDING_STATUS_UNSPECIFIED',
        validationState: f.string(item.validationState, index, '.validationState') || 'VALIDATION_STATE_UNSPECIFIED',
    };
    for (const field of secrets_TEXT_FIELDS) {
        const text = f.string(item[field], index, `.${field}`);
        if (text !== undefined)
            finding[field] = text;
    }
    const repo = f.optionalObject(item.repository, index, '.repository');
    if (repo !== undefined) {
        const repository = {};
        for (const field of REPOSITORY_FIELDS) {
            const text = f.string(repo[field], index, `.repository.${field}`);
            if (text !== undefined)
                repository[field] = text;
        }
        finding.repository = repository;
    }
    return finding;
}
/** Walks the secrets of a deployment, one page (array) at a time; bad arguments fail on the first step. */
async function* listSecrets(transport, deploymentId, query, pageSize, walk) {
    const id = checkDeploymentId('secrets', deploymentId);
    buildSecretsQuery(query, pageSize); // refuse a bad query before the first request
    const path = `/api/v1/deployments/${id}/secrets`;
    yield* walkPages(async (cursor) => {
        const answer = await transport.getJsonLater('secrets', path, buildSecretsQuery(query, pageSize, cursor));
        return () => readSecretsEnvelope(answer());
    }, { ...walk, operation: 'secrets', endsWithHasMore: false, keyOf: (finding) => finding.id, parseItem: parseSecret });
}

// EXTERNAL MODULE: ./src/api/types.ts
var types = __webpack_require__(705);
;// CONCATENATED MODULE: ./src/api/index.ts
// The API client of findings-gate: one object per run that speaks the Semgrep web API
// and hands up validated domain values (see types.ts).













/** Creates the client; throws ApiError kind 'config' for a bad base URL, token or option. */
function createApiClient(options) {
    const baseUrl = (0,base_url/* parseBaseUrl */.Q2)(options.baseUrl);
    if (typeof options.token !== 'string' || options.token.trim() === '' || /[\r\n\0]/.test(options.token)) {
        throw new errors/* ApiError */.hD({
            operation: 'client',
            kind: 'config',
            reason: 'the API token is empty or not a single line (set api-token or SEMGREP_APP_TOKEN)',
        });
    }
    const setting = (name, value, fallback, min) => {
        const chosen = value ?? fallback;
        // setTimeout cannot wait longer than 2^31-1 ms
        if (!Number.isFinite(chosen) || chosen < min || chosen > 2_147_483_647) {
            throw new errors/* ApiError */.hD({
                operation: 'client',
                kind: 'config',
                reason: `${name} must be a number from ${min} to 2147483647 (got ${String(value)})`,
            });
        }
        return chosen;
    };
    const transport = createTransport({
        baseUrl,
        token: options.token.trim(),
        requestTimeoutMs: setting('requestTimeoutMs', options.requestTimeoutMs, 30_000, 1),
        deadlineMs: setting('deadlineMs', options.deadlineMs, 300_000, 1),
        maxAttempts: Math.floor(setting('maxAttempts', options.maxAttempts, 4, 1)),
        maxRetryAfterMs: setting('maxRetryAfterMs', options.maxRetryAfterMs, 30_000, 0),
        retryMinDelayMs: setting('retryMinDelayMs', options.retryMinDelayMs, 500, 0),
        userAgent: options.userAgent ?? 'findings-gate',
        maxResponseBytes: setting('maxResponseBytes', options.maxResponseBytes, 64 * 1024 * 1024, 1),
    });
    const walk = {
        maxPages: Math.floor(setting('maxPages', options.maxPages, 10_000, 1)),
        onWarning: options.onWarning ?? (() => { }),
    };
    const secretsPageSize = options.secretsPageSize ?? DEFAULT_SECRETS_LIMIT;
    const dependenciesPageSize = options.dependenciesPageSize ?? DEFAULT_DEPENDENCIES_PAGE_SIZE;
    return {
        getIdentity: () => getIdentity(transport),
        listDeployments: () => listDeployments(transport),
        getFindingsReport: (deploymentId, filters) => getFindingsReport(transport, deploymentId, filters),
        listSecrets: (deploymentId, query = {}) => listSecrets(transport, deploymentId, query, secretsPageSize, walk),
        listDependencies: (deploymentId, query = {}) => listDependencies(transport, deploymentId, query, dependenciesPageSize, walk),
        listProjects: (deploymentId, query = {}) => listProjects(transport, deploymentId, query, walk),
        listScans: (deploymentId, projectId, query = {}) => listScans(transport, deploymentId, projectId, query, walk),
        listDeploymentSlugs: () => listDeploymentSlugs(transport),
        getFindingsPage: (slug, query) => getFindingsPage(transport, slug, query),
        stats: () => transport.stats(),
        close: () => transport.close(),
    };
}

// EXTERNAL MODULE: ./src/gate/counts.ts
var counts = __webpack_require__(9339);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/collect/dependencies.ts
// The dependency walks: the blocked-license dependencies the license gate counts, and the inventory
// file streamed page by page. An inventory is complete or absent.


const LICENSE_BLOCK = 'LICENSE_POLICY_SETTING_BLOCK';
/** Blocked-license dependencies kept in memory (the summary shows 50, the report file these); the count stays exact. */
const MAX_BLOCKED_KEPT = 1000;
/** The query of the blocked-license walk: the user's dependency filters, policy BLOCK. */
function blockedDependencyQuery(config) {
    return { ...config.dependencyFilters, licensePolicySettings: [LICENSE_BLOCK] };
}
/** Walks every dependency whose license policy is BLOCK: counts them all, keeps the first MAX_BLOCKED_KEPT. */
async function collectBlockedDependencies(client, config, deploymentId) {
    const kept = [];
    let count = 0;
    for await (const page of client.listDependencies(deploymentId, blockedDependencyQuery(config))) {
        count += page.length;
        for (const dependency of page) {
            if (kept.length >= MAX_BLOCKED_KEPT)
                break;
            kept.push(dependency);
        }
    }
    return { kept, count };
}
/**
 * Streams every dependency the user's filters select into the inventory file, page by page. The walk's
 * first request goes out before the writers are loaded and the file is opened: the dependency walk is
 * often a run's longest chain, and loading the writers (a chunk compiled on first use) and opening the
 * file delayed its first request by 12-67 ms (1,000,000 dependencies, 0 ms latency, the sandbox's log).
 */
async function writeDependencyInventory(client, config, deployment, target) {
    const query = { ...config.dependencyFilters };
    const pages = client.listDependencies(deployment.id, query)[Symbol.asyncIterator]();
    const first = pages.next();
    first.catch(() => undefined); // observed here; rethrown below once the file is open
    let writer;
    try {
        // The writers (and the SPDX list) are loaded only by a run that writes an inventory.
        const { openInventory } = await __webpack_require__.e(/* import() */ 903).then(__webpack_require__.bind(__webpack_require__, 6903));
        writer = await openInventory(target.path, target.format, {
            deploymentId: deployment.id,
            ...(deployment.name !== undefined ? { deploymentName: deployment.name } : {}),
            generatedAt: new Date().toISOString(),
            filters: query,
        });
    }
    catch (error) {
        // The walk stops once its first page is in: nothing more is asked for.
        pages.return?.(undefined).catch(() => undefined);
        throw error;
    }
    try {
        for (let step = await first; !step.done; step = await pages.next())
            await writer.write(step.value);
        return { path: writer.path, count: await writer.finish() };
    }
    catch (error) {
        await writer.abort();
        await pages.return?.(undefined).catch(() => undefined);
        throw error;
    }
}
/** An inventory is complete or absent: after a dependency walk that stopped early, the file is removed and the run is an error. */
async function discardPartialInventory(data, partialLists) {
    const partial = partialLists.find(({ operation }) => operation === 'dependencies');
    if (data.inventory === undefined || partial === undefined)
        return;
    await (0,external_node_fs_promises_.rm)(data.inventory.path, { force: true });
    throw new errors/* ApiError */.hD({
        operation: 'dependencies',
        kind: 'pagination',
        message: `${partial.message}; the dependency inventory would be incomplete, so it was removed`,
    });
}

// EXTERNAL MODULE: ./src/api/enums.ts
var enums = __webpack_require__(4986);
;// CONCATENATED MODULE: ./src/gate/freshness.ts

/** A check on what was judged that failed: always an error, whatever on-api-error says. */
class FreshnessError extends Error {
    name = 'FreshnessError';
}
/** Statuses of a scan that ended without a result. */
const FAILED_SCAN_STATUSES = new Set([types/* SCAN_STATUS */.F9.error, types/* SCAN_STATUS */.F9.cancelled, types/* SCAN_STATUS */.F9.neverFinished]);
/** When a scan started (ms), 0 when the API did not say. */
const started = (scan) => (scan.startTime === undefined ? 0 : Date.parse(scan.startTime));
/** Decimal ids in numeric order: shorter first, then by digits. */
// Stryker disable next-line EqualityOperator: the ids of one list are distinct, so < and <= order them alike
const idOrder = (a, b) => a.length - b.length || (a < b ? -1 : 1);
/** A scan as the summary shows it; `defaultBranchId` tells whether it ran on the default branch. */
function scanFact(scan, defaultBranchId) {
    const fact = { id: scan.id, status: scan.status, isFullScan: scan.isFullScan };
    if (scan.commit !== undefined)
        fact.commit = scan.commit;
    if (scan.branchId !== undefined)
        fact.branchId = scan.branchId;
    if (scan.branchId !== undefined && defaultBranchId !== undefined)
        fact.onDefaultBranch = scan.branchId === defaultBranchId;
    if (scan.startTime !== undefined)
        fact.startTime = scan.startTime;
    if (scan.completeTime !== undefined)
        fact.completeTime = scan.completeTime;
    return fact;
}
/** The newest scan and the newest completed one, by start time (the API does not document its order). */
function newestScans(project, scans) {
    const sorted = [...scans].sort((a, b) => started(b) - started(a) || idOrder(b.id, a.id));
    const newest = sorted[0];
    const completed = sorted.find((scan) => scan.status === types/* SCAN_STATUS */.F9.completed);
    return {
        project: project.name,
        projectId: project.id,
        ...(newest === undefined ? {} : { newest: scanFact(newest, project.defaultBranchId) }),
        ...(completed === undefined ? {} : { newestCompleted: scanFact(completed, project.defaultBranchId) }),
    };
}
/** Hours since a scan completed (or started, when it has not), one decimal; undefined when unknown. */
function scanAgeHours(scan, now) {
    const time = scan.completeTime ?? scan.startTime;
    if (time === undefined)
        return undefined;
    return Math.max(0, Math.round((now.getTime() - Date.parse(time)) / 360_000) / 10);
}
/** `SCAN_STATUS_NEVER_FINISHED` → `never finished`. */
function statusWords(status) {
    return status
        .replace(/^SCAN_STATUS_/, '')
        .toLowerCase()
        .replaceAll('_', ' ');
}
/** A duration in words: `45 min`, `3 h`, `4 days`. */
function ageWords(hours) {
    if (hours < 1)
        return `${Math.max(0, Math.round(hours * 60))} min`;
    if (hours < 48)
        return `${Math.round(hours)} h`;
    return `${Math.round(hours / 24)} days`;
}
/**
 * The gated projects whose newest completed scan is older than `maxAgeMs`, or that have none in the
 * 30 days the scans list covers, as one sentence each; empty when all are fresh.
 */
function staleProjects(freshness, maxAge, now) {
    if (freshness.state !== 'read')
        return [];
    const problems = [];
    for (const project of freshness.projects) {
        const completed = project.newestCompleted;
        const hours = completed === undefined ? undefined : scanAgeHours(completed, now);
        if (completed === undefined) {
            problems.push(`${JSON.stringify(project.project)} has no completed scan in the past 30 days`);
        }
        else if (hours === undefined) {
            problems.push(`the age of the newest completed scan of ${JSON.stringify(project.project)} (${completed.id}) is unknown`);
        }
        else if (hours * 3_600_000 > maxAge.ms) {
            problems.push(`the newest completed scan of ${JSON.stringify(project.project)} (${completed.id}) is ${ageWords(hours)} old`);
        }
    }
    return problems;
}

;// CONCATENATED MODULE: ./src/gate/overdue.ts



/** Triage states and reasons that take a finding out of the deadlines. */
const TRIAGED = new Set(['ignored', 'false_positive', 'provisionally_ignored']);
/** Whether a finding was triaged away (ignored, or a false positive). */
function isTriaged(finding) {
    return TRIAGED.has(finding.triageState ?? '') || TRIAGED.has(finding.triageReason ?? '');
}
/** Since when a finding has been open (ms), or undefined when the API did not say. */
function openSince(finding) {
    const time = finding.relevantSince ?? finding.createdAt;
    return time === undefined ? undefined : stampMs(time);
}
/** The short name of a rule: the last segment of its dotted id. */
function shortRule(rule) {
    return rule.split('.').at(-1) || rule;
}
/** Where a finding is: `src/a.ts:12`, or the rule alone. */
function findingPlace(finding) {
    if (finding.filePath === undefined)
        return 'an unknown file';
    return finding.line === undefined ? finding.filePath : `${finding.filePath}:${finding.line}`;
}
/** Whether a finding is past its severity's deadline at `now`. */
function isOverdue(finding, limits, now) {
    const limit = limits[finding.severity];
    const since = openSince(finding);
    return limit !== undefined && since !== undefined && !isTriaged(finding) && now - since > limit.ms;
}
const UNIT_WORDS = {
    m: ['minute', 'minutes'],
    h: ['hour', 'hours'],
    d: ['day', 'days'],
    w: ['week', 'weeks'],
};
/** A duration as written (`7d`) in words (`7 days`). */
function durationWords(asWritten) {
    const match = /^(\d+)([mhdw])$/.exec(asWritten);
    const words = match === null ? undefined : UNIT_WORDS[match[2] ?? ''];
    if (match === null || words === undefined)
        return asWritten;
    return `${match[1]} ${match[1] === '1' ? words[0] : words[1]}`;
}
/** One reason per severity with findings past their deadline, most severe first, naming the oldest. */
function overdueReasons(findings, limits, now) {
    const reasons = [];
    for (const severity of types/* MOST_SEVERE_FIRST */.GX) {
        const limit = limits[severity];
        if (limit === undefined)
            continue;
        const overdue = findings.filter((finding) => finding.severity === severity && isOverdue(finding, limits, now));
        if (overdue.length === 0)
            continue;
        const oldest = overdue.reduce((a, b) => ((openSince(b) ?? now) < (openSince(a) ?? now) ? b : a));
        const days = ageWords((now - (openSince(oldest) ?? now)) / 3_600_000);
        const what = `${overdue.length} ${severity} ${overdue.length === 1 ? 'finding' : 'findings'} open past ${durationWords(limit.asWritten)}`;
        reasons.push({
            kind: 'overdue',
            key: severity,
            text: `${what} (oldest: rule ${shortRule(oldest.rule)} in ${findingPlace(oldest)}, ${days})`,
        });
    }
    return reasons;
}
/** How many listed findings are past their deadline. */
function overdueCount(findings, limits, now) {
    return findings.filter((finding) => isOverdue(finding, limits, now)).length;
}
/**
 * Why a pass cannot stand on the deadlines, if it cannot: the findings were listed in part (their
 * details are kept for the 10,000 most severe and newest), so an older finding past its deadline may
 * be among those left out.
 */
function deadlinesUnproven(rules, data, verdict) {
    const listing = data.findings;
    if (rules.maxOpenAge === undefined || verdict.result !== 'pass' || listing?.state !== 'listed')
        return undefined;
    if (listing.count <= listing.findings.length)
        return undefined;
    return `max-open-age: ${listing.count} findings are open and the details of ${listing.findings.length} were kept, so a finding past its deadline may be among those left out; narrow the scope (projects) or the deadlines' severities`;
}

;// CONCATENATED MODULE: ./src/collect/details.ts
// The details a walk keeps of a long list: at most `limit` items, the most severe, while every item is
// counted. One bucket per severity, so an item more severe than the least severe kept replaces one of
// those in constant time, whatever the list's length.

/** At most `limit` items of a list, the most severe (by `severityOf`), and the count of them all. */
class MostSevere {
    #buckets = [[], [], [], [], []];
    #limit;
    #severityOf;
    #size = 0;
    count = 0;
    constructor(limit, severityOf) {
        this.#limit = limit;
        this.#severityOf = severityOf;
    }
    add(item) {
        this.count++;
        const rank = (0,enums/* severityRank */.qs)(this.#severityOf(item));
        if (this.#size < this.#limit) {
            this.#buckets[rank]?.push(item);
            this.#size++;
            return;
        }
        const least = this.#buckets.findLastIndex((bucket) => bucket.length > 0);
        if (least > rank) {
            this.#buckets[least]?.pop();
            this.#buckets[rank]?.push(item);
        }
    }
    /** The items kept, most severe first (in the order received within a severity). */
    kept() {
        return this.#buckets.flat();
    }
}

;// CONCATENATED MODULE: ./src/suggest.ts
// Close matches for a name a user typed: the names it may be a typo of. Pure.
/** Edit distance (insertions, deletions, substitutions) between two strings, stopping early past `limit`. */
function editDistance(a, b, limit = Number.POSITIVE_INFINITY) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let best = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
            current.push(value);
            best = Math.min(best, value);
        }
        if (best > limit)
            return limit + 1;
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/**
 * Up to `max` candidates close to `name`: those equal to it ignoring case first, then the nearest by
 * edit distance (case-insensitive), within a third of the name's length (at least 2 edits).
 */
function closestMatches(name, candidates, max = 3) {
    const wanted = name.toLowerCase();
    const limit = Math.max(2, Math.floor(name.length / 3));
    const scored = [];
    for (const candidate of new Set(candidates)) {
        if (candidate === name)
            continue;
        const lower = candidate.toLowerCase();
        const score = lower === wanted ? -1 : editDistance(wanted, lower, limit);
        if (score <= limit)
            scored.push({ candidate, score });
    }
    scored.sort((a, b) => a.score - b.score || (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0));
    return scored.slice(0, max).map(({ candidate }) => candidate);
}
/** ` (did you mean "a" or "b"?)`, or nothing when there is no close match. */
function didYouMean(name, candidates, max = 3) {
    const close = closestMatches(name, candidates, max).map((candidate) => JSON.stringify(candidate));
    if (close.length === 0)
        return '';
    const list = close.length === 1 ? close[0] : `${close.slice(0, -1).join(', ')} or ${close.at(-1)}`;
    return ` (did you mean ${list}?)`;
}

;// CONCATENATED MODULE: ./src/config/inputs.ts
// The declared inputs, as one table of names and defaults (action.yml is checked against it), and how
// a raw input is read: size-checked, trimmed, split into a list, quoted in a message.

/** Largest accepted value of any one input, in UTF-8 bytes. */
const MAX_INPUT_BYTES = 64 * 1024;
/** Most items accepted in any one list input. */
const MAX_INPUT_LIST_ITEMS = 1000;
/** Longest quoted value an error message shows (escaped characters count as shown). */
const QUOTE_LIMIT = 60;
const INT64_MAX = 9223372036854775807n;
/** An input the user can fix: `input` names it, the message says what it accepts. */
class ConfigError extends Error {
    input;
    constructor(input, message) {
        super(message);
        this.name = 'ConfigError';
        this.input = input;
    }
}
/** Every input of the action with its default: the one place for defaults (action.yml is checked against it). */
const INPUT_DEFAULTS = Object.freeze({
    'api-token': '', // empty: the SEMGREP_APP_TOKEN environment variable
    'base-url': 'https://semgrep.dev',
    deployment: '', // empty: the token's own deployment
    projects: '', // empty: the current repository (GITHUB_REPOSITORY), else all
    'project-ids': '',
    'finding-types': 'code,sca,secrets',
    'fail-on-severity': 'high',
    thresholds: '',
    'fail-on-valid-secrets': 'true',
    'fail-on-blocked-licenses': 'false',
    'dependency-repository-ids': '',
    ecosystems: '',
    transitivity: '',
    'lockfile-path': '',
    licenses: '',
    'include-archived': 'false',
    'dependency-inventory': '', // empty: no inventory file
    confidence: '',
    reachability: '',
    validity: '',
    'ai-verdicts': '',
    'deployment-statuses': '',
    'public-exposures': '',
    tags: '',
    teams: '',
    'rule-ids': '',
    'finding-categories': '',
    since: '',
    until: '',
    mode: 'enforce',
    'on-api-error': 'fail',
    'timeout-seconds': '300',
    annotations: 'true',
    'comment-on-pr': 'never',
    // The runner evaluates this default; read literally (outside a runner) it means no token.
    'github-token': '${{ github.token }}',
    'sarif-file': '',
    'baseline-file': '', // empty: no baseline, the gate judges the totals
    'gate-on': 'total',
    'scan-max-age': '', // empty: the age of the newest scan is shown, not enforced
    'wait-for-scan': '', // empty: judge what the platform holds now
    'list-findings': 'true',
    'max-open-age': '', // empty: no remediation deadline
});
/** The environment variable the runner sets for an input: `INPUT_` and the name upper-cased, spaces as `_`. */
function inputVariable(name) {
    return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}
/**
 * Throws for an `INPUT_*` variable that no declared input has: a misspelled input would otherwise
 * leave its setting at the default (the runner only warns "Unexpected input").
 */
function checkDeclaredInputs(env) {
    const declared = new Map(Object.keys(INPUT_DEFAULTS).map((name) => [inputVariable(name), name]));
    for (const variable of Object.keys(env).sort()) {
        if (!variable.startsWith('INPUT_') || declared.has(variable))
            continue;
        const name = variable.slice('INPUT_'.length).toLowerCase();
        const hint = didYouMean(name, declared.values(), 1) || `; the inputs are listed in the README`;
        throw new ConfigError(name, `unknown input ${JSON.stringify(name)}${hint}: remove it or fix its name (a misspelled input would leave its setting at the default).`);
    }
}
/** Whether a token can be sent as an HTTP header value: printable ASCII, no whitespace. */
function isTokenShaped(token) {
    return /^[\x21-\x7E]+$/.test(token);
}
/** A value quoted for an error message: at most 60 characters shown, quotes, backslashes and invisible characters escaped. */
function quoteValue(value) {
    const pieces = [];
    let length = 0;
    for (const char of value) {
        const piece = escapeChar(char);
        pieces.push(piece);
        length += piece.length;
        if (length > QUOTE_LIMIT)
            break;
    }
    if (length <= QUOTE_LIMIT)
        return `'${pieces.join('')}'`;
    let shown = '';
    for (const piece of pieces) {
        if (shown.length + piece.length > QUOTE_LIMIT - 1)
            break;
        shown += piece;
    }
    return `'${shown}…'`;
}
function escapeChar(char) {
    if (char === '\\' || char === "'")
        return `\\${char}`;
    // Control, format (bidi), line/paragraph separators and lone surrogates: never shown raw.
    if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u.test(char)) {
        let escaped = '';
        for (let i = 0; i < char.length; i++)
            escaped += `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
        return escaped;
    }
    return char;
}
/** Throws when an input is over the size limit (checked before any parsing). */
function checkInputSize(input, value) {
    const bytes = Buffer.byteLength(value, 'utf8');
    if (bytes > MAX_INPUT_BYTES) {
        throw new ConfigError(input, `Input '${input}' is ${bytes} bytes: the limit is ${MAX_INPUT_BYTES} bytes (64 KiB).`);
    }
}
/** The trimmed input, or its default when unset or blank. */
function readInput(inputs, name) {
    const raw = inputs[name] ?? '';
    checkInputSize(name, raw);
    const value = raw.trim();
    return value === '' ? INPUT_DEFAULTS[name] : value;
}
/** Throws when a list input holds more than MAX_INPUT_LIST_ITEMS items. */
function checkListLength(input, count, what = 'items') {
    if (count > MAX_INPUT_LIST_ITEMS) {
        throw new ConfigError(input, `Input '${input}' lists ${count} ${what}: the limit is ${MAX_INPUT_LIST_ITEMS}.`);
    }
}
/** Items of a list input: split on commas and newlines, trimmed, blanks dropped (not yet deduplicated). */
function splitList(input, value) {
    const items = value
        .split(/[,\r\n]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
    checkListLength(input, items.length);
    return items;
}
function dedupe(items) {
    return [...new Set(items)];
}
/** A free string (name, tag, rule id): any text but control characters. */
function checkText(input, item) {
    if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(item)) {
        throw new ConfigError(input, `Input '${input}' has ${quoteValue(item)}: remove the control character.`);
    }
    return item;
}
/** A decimal int64 id, normalised (no leading zeros). */
function parseDecimalId(input, item) {
    if (!/^[0-9]{1,19}$/.test(item) || BigInt(item) > INT64_MAX) {
        throw new ConfigError(input, `Input '${input}' has ${quoteValue(item)}: use a decimal id such as 1234.`);
    }
    return BigInt(item).toString();
}

;// CONCATENATED MODULE: ./src/config/thresholds.ts
// The `thresholds` input: severity budgets, `key=max` one per line or comma, `#` starts a comment.


const INPUT = 'thresholds';
const SEVERITY_WORDS = types/* MOST_SEVERE_FIRST */.GX.join(', ');
const KEY_HELP = `use total, a severity (${SEVERITY_WORDS}), a product (${types/* PRODUCTS */.zv.join(', ')}) or product.severity such as code.critical`;
/** Words a person may type for a product, besides its own name. */
const PRODUCT_ALIASES = new Map([['supply-chain', 'sca']]);
/** Parses budgets such as `high=0, code.critical=2, total=10`, in the order given; throws ConfigError naming `thresholds`. */
function parseThresholds(text) {
    checkInputSize(INPUT, text);
    const items = text
        .split(/\r\n|\r|\n/)
        .flatMap((line) => line.replace(/#.*/, '').split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '');
    checkListLength(INPUT, items.length, 'budgets');
    const budgets = [];
    const seen = new Set();
    for (const item of items) {
        const equals = item.indexOf('=');
        if (equals === -1) {
            throw new ConfigError(INPUT, `Input 'thresholds' has ${quoteValue(item)} without '=': write key=max, such as high=0 or code.critical=2.`);
        }
        const key = parseBudgetKey(item.slice(0, equals).trim(), item);
        const max = parseMax(item.slice(equals + 1).trim(), item);
        if (seen.has(key)) {
            throw new ConfigError(INPUT, `Input 'thresholds' sets ${key} twice: keep one ${key}=max.`);
        }
        seen.add(key);
        budgets.push({ key, max });
    }
    return budgets;
}
/** A budget key, case-insensitive, in its canonical form (`supply-chain.HIGH` → `sca.high`). */
function parseBudgetKey(text, item) {
    const parts = text
        .toLowerCase()
        .split('.')
        .map((part) => part.trim());
    const [first = '', second] = parts;
    if (parts.length === 1) {
        if (first === 'total')
            return 'total';
        const severity = asSeverity(first);
        if (severity !== undefined)
            return severity;
        const product = asProduct(first);
        if (product !== undefined)
            return product;
    }
    else if (parts.length === 2 && second !== undefined) {
        const product = asProduct(first);
        const severity = asSeverity(second);
        if (product !== undefined && severity !== undefined)
            return `${product}.${severity}`;
    }
    throw new ConfigError(INPUT, `Input 'thresholds' has key ${quoteValue(text)} in ${quoteValue(item)}: ${KEY_HELP}.`);
}
function asSeverity(word) {
    return types/* SEVERITIES */.oC.find((severity) => severity === word);
}
function asProduct(word) {
    const normalized = word.replace(/[-_ ]/g, '-');
    return types/* PRODUCTS */.zv.find((product) => product === normalized) ?? PRODUCT_ALIASES.get(normalized);
}
/** The most findings allowed: a whole number, 0 or more. */
function parseMax(text, item) {
    const max = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(max)) {
        throw new ConfigError(INPUT, `Input 'thresholds' has ${quoteValue(item)}: the max must be a whole number, 0 or more, such as high=0.`);
    }
    return max;
}

;// CONCATENATED MODULE: ./src/config/time.ts

const DURATION = /^([0-9]{1,9}) ?([mhdw])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,]([0-9]{1,9}))?)?(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?)?$/i;
/** A parsed `since`/`until`: the ISO period the report gets, and each input as written (a duration, or the ISO time). */
/** A duration input (`36h`, `7d`): its length in ms and as written; throws ConfigError naming the input. */
function parseDuration(input, value) {
    const duration = DURATION.exec(value);
    const ms = duration === null ? Number.NaN : Number(duration[1]) * (UNIT_MS[duration[2] ?? ''] ?? Number.NaN);
    if (duration === null || !(ms > 0)) {
        throw new ConfigError(input, `Input '${input}' is ${quoteValue(value)}: use a duration such as 30m, 36h, 7d or 2w, or leave it empty.`);
    }
    return { ms, asWritten: `${Number(duration[1])}${duration[2]}` };
}
/** `since`/`until` as ISO strings; durations count back from `now`, date-times without an offset are UTC. */
function parseTimePeriod(since, until, now) {
    const sinceTime = since === '' ? undefined : parseTime('since', since, now);
    const untilTime = until === '' ? undefined : parseTime('until', until, now);
    if (sinceTime === undefined && untilTime === undefined)
        return undefined;
    if (sinceTime !== undefined && sinceTime.getTime() > now.getTime()) {
        throw new ConfigError('since', `Input 'since' is ${quoteValue(since)}, which is in the future (now is ${now.toISOString()}): use a past date-time or a duration such as 7d.`);
    }
    if (sinceTime !== undefined && untilTime !== undefined && sinceTime.getTime() > untilTime.getTime()) {
        throw new ConfigError('since', `Input 'since' (${sinceTime.toISOString()}) is after input 'until' (${untilTime.toISOString()}): use a since that is before until.`);
    }
    // A duration moves with the clock; two runs with `since: 7d` count the same window, so it is kept as written.
    const written = (value, time) => {
        const duration = DURATION.exec(value);
        return duration ? `${Number(duration[1])}${duration[2]}` : time.toISOString();
    };
    return {
        timePeriod: {
            ...(sinceTime === undefined ? {} : { since: sinceTime.toISOString() }),
            ...(untilTime === undefined ? {} : { until: untilTime.toISOString() }),
        },
        asWritten: {
            ...(sinceTime === undefined ? {} : { since: written(since, sinceTime) }),
            ...(untilTime === undefined ? {} : { until: written(until, untilTime) }),
        },
    };
}
function parseTime(input, value, now) {
    const invalid = () => new ConfigError(input, `Input '${input}' is ${quoteValue(value)}: use an ISO-8601 date (2026-11-01) or date-time (2026-11-01T12:00:00Z), or a duration back from now (30m, 12h, 7d, 2w).`);
    const duration = DURATION.exec(value);
    if (duration !== null) {
        const time = new Date(now.getTime() - Number(duration[1]) * (UNIT_MS[duration[2] ?? ''] ?? Number.NaN));
        if (Number.isNaN(time.getTime()))
            throw invalid();
        return time;
    }
    const match = DATE_TIME.exec(value);
    if (match === null)
        throw invalid();
    const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
    const millisecond = Math.trunc(Number(`0.${match[7] ?? '0'}`) * 1000);
    const time = new Date(0);
    time.setUTCFullYear(year, month - 1, day);
    if (time.getUTCFullYear() !== year || time.getUTCMonth() !== month - 1 || time.getUTCDate() !== day)
        throw invalid();
    if (hour > 23 || minute > 59 || second > 59)
        throw invalid();
    time.setUTCHours(hour, minute, second, millisecond);
    const zone = match[8]?.toUpperCase();
    if (zone !== undefined && zone !== 'Z') {
        const digits = zone.slice(1).replace(':', '');
        const offsetHours = Number(digits.slice(0, 2));
        const offsetMinutes = Number(digits.slice(2) || '0');
        if (offsetHours > 23 || offsetMinutes > 59)
            throw invalid();
        const sign = zone.startsWith('-') ? -1 : 1;
        time.setTime(time.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
    }
    return time;
}

;// CONCATENATED MODULE: ./src/config/vocabulary.ts
// The words each enum input accepts and the value each one means: one table per input, read both
// ways (a word to its value when parsing, a value to its word when describing the filters).


const FINDING_TYPE_CHOICES = [
    { words: ['code'], full: 'FINDING_TYPE_CODE', value: 'code' },
    { words: ['sca', 'supply-chain'], full: 'FINDING_TYPE_SCA', value: 'sca' },
    { words: ['secrets'], full: 'FINDING_TYPE_SECRETS', value: 'secrets' },
];
const SEVERITY_FLOOR_CHOICES = [
    { words: ['critical'], full: 'FINDING_SEVERITY_CRITICAL', value: 'critical' },
    { words: ['high'], full: 'FINDING_SEVERITY_HIGH', value: 'high' },
    { words: ['medium'], full: 'FINDING_SEVERITY_MEDIUM', value: 'medium' },
    { words: ['low'], full: 'FINDING_SEVERITY_LOW', value: 'low' },
    { words: ['none'], value: 'none' },
];
const BOOLEAN_CHOICES = [
    { words: ['true', 'yes', 'on', '1'], value: true },
    { words: ['false', 'no', 'off', '0'], value: false },
];
const MODE_CHOICES = [
    { words: ['enforce'], value: 'enforce' },
    { words: ['warn'], value: 'warn' },
];
const ON_API_ERROR_CHOICES = [
    { words: ['fail'], value: 'fail' },
    { words: ['warn'], value: 'warn' },
];
const GATE_ON_CHOICES = [
    { words: ['total'], value: 'total' },
    { words: ['new'], value: 'new' },
];
const COMMENT_ON_PR_CHOICES = [
    { words: ['never'], value: 'never' },
    { words: ['always'], value: 'always' },
    { words: ['on-failure'], value: 'on-failure' },
];
/** Report filters whose values are API enums: the input, the filter field and its choices, in the order the summary lists them. */
const ENUM_FILTERS = enums/* REPORT_ENUM_FILTERS */.Jw.map(({ field, values }) => ({
    input: enums/* REPORT_FILTER_NAMES */.FU[field] ?? field,
    field,
    choices: values.map(({ word, api }) => ({ words: [word], full: api, value: api })),
}));
/** Report filters that are free strings, passed as given. */
const TEXT_FILTERS = enums/* REPORT_TEXT_FILTERS */.pj.map((field) => ({
    input: enums/* REPORT_FILTER_NAMES */.FU[field] ?? field,
    field,
}));
/** `ecosystems`: the API's own lower-case names (`no_package_manager` also as `no-package-manager`). */
const ECOSYSTEM_CHOICES = [
    { words: ['no_package_manager', 'no-package-manager'], full: 'NO_PACKAGE_MANAGER', value: 'no_package_manager' },
    ...['npm', 'pypi', 'gomod', 'cargo', 'maven', 'gem', 'composer', 'nuget', 'pub', 'swiftpm', 'hex', 'cocoapods', 'mix', 'opam'].map((word) => ({ words: [word], value: word })),
];
const TRANSITIVITY_CHOICES = [
    { words: ['direct'], full: 'DIRECT', value: 'DIRECT' },
    { words: ['transitive'], full: 'TRANSITIVE', value: 'TRANSITIVE' },
    { words: ['unknown'], full: 'UNKNOWN_TRANSITIVITY', value: 'UNKNOWN_TRANSITIVITY' },
];
/** `dependency-inventory` extensions and the format each picks; `.cdx.json` is checked before `.json`. */
const INVENTORY_FORMATS = [
    { extension: '.cdx.json', format: 'cyclonedx' },
    { extension: '.json', format: 'json' },
    { extension: '.csv', format: 'csv' },
];
/** The words a person would type for these choices, first word each: `enforce, warn`. */
function wordsOf(choices) {
    return choices.map((choice) => choice.words[0]).join(', ');
}
/** The word of a value (its first word), or the value itself when no choice has it. */
function wordOf(value, choices) {
    return choices.find((choice) => choice.value === value)?.words[0] ?? String(value);
}
/** Matches one enum value: a short word (any case, `-`, `_` or space between words) or the full API name (any case). */
function matchChoice(item, choices) {
    const word = item.toLowerCase().replace(/[-_ ]/g, '-');
    const upper = item.toUpperCase();
    return choices.find((choice) => choice.words.includes(word) || choice.full === upper);
}
/** One enum input's value; a word no choice has is a ConfigError saying what is accepted. */
function parseChoice(input, value, choices, verb = 'is', emptyMeansAll = false) {
    const choice = matchChoice(value, choices);
    if (choice !== undefined)
        return choice.value;
    const accepted = `use one of ${wordsOf(choices)}`;
    if (/UNSPECIFIED$/i.test(value)) {
        throw new ConfigError(input, `Input '${input}' ${verb} ${quoteValue(value)}: leave the input empty for all, or ${accepted}.`);
    }
    throw new ConfigError(input, `Input '${input}' ${verb} ${quoteValue(value)}: ${accepted}${emptyMeansAll ? ', or leave it empty for all' : ''}.`);
}
/** A list of enum values, mapped and deduplicated in the order given. */
function parseChoiceList(input, value, choices) {
    return dedupe(splitList(input, value).map((item) => parseChoice(input, item, choices, 'has', true)));
}

;// CONCATENATED MODULE: ./src/config/tuning.ts
/** The environment variable of each tuning knob (documented in CONTRIBUTING.md). */
const TUNING_VARIABLES = Object.freeze({
    requestTimeoutMs: 'FINDINGS_GATE_REQUEST_TIMEOUT_MS',
    retryMinDelayMs: 'FINDINGS_GATE_RETRY_MIN_DELAY_MS',
    maxRetryAfterMs: 'FINDINGS_GATE_MAX_RETRY_AFTER_MS',
    maxPages: 'FINDINGS_GATE_MAX_PAGES',
    maxResponseBytes: 'FINDINGS_GATE_MAX_RESPONSE_BYTES',
    scanPollMinMs: 'FINDINGS_GATE_SCAN_POLL_MIN_MS',
    scanPollMaxMs: 'FINDINGS_GATE_SCAN_POLL_MAX_MS',
});
/** Reads the tuning knobs: each a whole number from 1 to 2147483647; anything else is ignored (the client's default applies). */
function parseTuning(env) {
    const tuning = {};
    for (const [field, variable] of Object.entries(TUNING_VARIABLES)) {
        const value = (env[variable] ?? '').trim();
        if (!/^[0-9]{1,10}$/.test(value))
            continue;
        const number = Number(value);
        if (number >= 1 && number <= 2_147_483_647)
            tuning[field] = number;
    }
    return tuning;
}

;// CONCATENATED MODULE: ./src/config/index.ts
// The action's inputs, parsed and validated into a Config in one place. Pure: no I/O, no @actions/core.
// Each input is parsed on its own first; the rules that span several inputs come last, together.








/** Parses every input (kebab-case names, raw runner strings) into a validated Config; throws ConfigError. */
function parseConfig(inputs, env, now) {
    checkDeclaredInputs(env);
    // Built in the order of the inputs, so that the first bad one is the one reported.
    const config = {
        apiToken: parseApiToken(inputs, env),
        baseUrl: parseBaseUrl(readInput(inputs, 'base-url')),
        ...present('deployment', parseDeployment(readInput(inputs, 'deployment'))),
        ...parseScope(inputs, env),
        failOnSeverity: parseChoice('fail-on-severity', readInput(inputs, 'fail-on-severity'), SEVERITY_FLOOR_CHOICES),
        budgets: parseThresholds(readInput(inputs, 'thresholds')),
        failOnValidSecrets: parseChoice('fail-on-valid-secrets', readInput(inputs, 'fail-on-valid-secrets'), BOOLEAN_CHOICES),
        failOnBlockedLicenses: parseChoice('fail-on-blocked-licenses', readInput(inputs, 'fail-on-blocked-licenses'), BOOLEAN_CHOICES),
        dependencyFilters: parseDependencyFilters(inputs),
        ...present('dependencyInventory', parseInventoryPath(readInput(inputs, 'dependency-inventory'))),
        ...parseReportFilters(inputs, now),
        mode: parseChoice('mode', readInput(inputs, 'mode'), MODE_CHOICES),
        onApiError: parseChoice('on-api-error', readInput(inputs, 'on-api-error'), ON_API_ERROR_CHOICES),
        timeoutSeconds: parseTimeout(readInput(inputs, 'timeout-seconds')),
        github: parseGitHubReporting(inputs),
        ...present('baselineFile', parseOptionalPath('baseline-file', readInput(inputs, 'baseline-file'))),
        gateOn: parseChoice('gate-on', readInput(inputs, 'gate-on'), GATE_ON_CHOICES),
        projectsFromRepository: readInput(inputs, 'projects') === '' && (env['GITHUB_REPOSITORY'] ?? '').trim() !== '',
        ...present('scanMaxAge', readInput(inputs, 'scan-max-age') === '' ? undefined : parseDuration('scan-max-age', readInput(inputs, 'scan-max-age'))),
        ...present('waitForScan', parseWaitForScan(readInput(inputs, 'wait-for-scan'))),
        listFindings: parseChoice('list-findings', readInput(inputs, 'list-findings'), BOOLEAN_CHOICES),
        ...present('maxOpenAge', parseMaxOpenAge(readInput(inputs, 'max-open-age'))),
    };
    checkAcrossInputs(config);
    return config;
}
/** `{ [key]: value }`, or nothing when the value is undefined (an optional field stays absent). */
function present(key, value) {
    return (value === undefined ? {} : { [key]: value });
}
/**
 * `on-api-error` alone, for a run whose config could not be parsed: the same words as parseConfig
 * accepts; anything else fails closed.
 */
function onApiErrorOf(inputs) {
    try {
        return parseChoice('on-api-error', readInput(inputs, 'on-api-error'), ON_API_ERROR_CHOICES);
    }
    catch {
        return 'fail';
    }
}
// ---------------------------------------------------------------------------------------------
// The rules that span several inputs, in the manner of a schema's refinements
// ---------------------------------------------------------------------------------------------
/** Most projects `wait-for-scan` waits for: each is polled until its scan completes. */
const MAX_WAITED_PROJECTS = 10;
/** Throws the first rule between inputs that the config breaks. */
function checkAcrossInputs(config) {
    if (config.maxOpenAge !== undefined && !config.listFindings) {
        throw new ConfigError('max-open-age', "Input 'max-open-age' judges the findings one by one, and list-findings is false: set list-findings to true, or leave max-open-age empty.");
    }
    if (config.waitForScan !== undefined) {
        const count = config.projects === 'all' ? config.projectIds.length : config.projects.length + config.projectIds.length;
        if (config.projects === 'all' && config.projectIds.length === 0) {
            throw new ConfigError('wait-for-scan', "Input 'wait-for-scan' waits for the scans of the gated projects, and projects is * (the whole deployment): name the projects (at most 10) or leave wait-for-scan empty.");
        }
        if (count > MAX_WAITED_PROJECTS) {
            throw new ConfigError('wait-for-scan', `Input 'wait-for-scan' waits for each gated project, and the scope names ${count}: name at most ${MAX_WAITED_PROJECTS} projects, or leave wait-for-scan empty.`);
        }
    }
    for (const { key } of config.budgets) {
        const product = types/* PRODUCTS */.zv.find((p) => key === p || key.startsWith(`${p}.`));
        if (product !== undefined && !config.findingTypes.includes(product)) {
            throw new ConfigError('thresholds', `Input 'thresholds' sets a budget for ${key}, but finding-types leaves out ${product}: add ${product} to finding-types or remove the budget.`);
        }
    }
}
// ---------------------------------------------------------------------------------------------
// One input, or one group of inputs, at a time
// ---------------------------------------------------------------------------------------------
/** `projects`, `project-ids` and `finding-types`: what the gate covers. */
function parseScope(inputs, env) {
    const projects = parseProjects(readInput(inputs, 'projects'), env);
    const projectIds = dedupe(splitList('project-ids', readInput(inputs, 'project-ids')).map((item) => parseDecimalId('project-ids', item)));
    const findingTypes = parseChoiceList('finding-types', readInput(inputs, 'finding-types'), FINDING_TYPE_CHOICES);
    if (findingTypes.length === 0) {
        throw new ConfigError('finding-types', `Input 'finding-types' lists no finding type: use one of ${wordsOf(FINDING_TYPE_CHOICES)}, or leave it empty for all.`);
    }
    return { projects, projectIds, findingTypes };
}
/** The report filters (the period, the enum filters and the free-text filters, in API names), and since/until as written. */
function parseReportFilters(inputs, now) {
    const period = parseTimePeriod(readInput(inputs, 'since'), readInput(inputs, 'until'), now);
    const reportFilters = {};
    if (period !== undefined)
        reportFilters.timePeriod = period.timePeriod;
    for (const { input, field, choices } of ENUM_FILTERS) {
        const values = parseChoiceList(input, readInput(inputs, input), choices);
        if (values.length > 0)
            reportFilters[field] = values;
    }
    for (const { input, field } of TEXT_FILTERS) {
        const values = dedupe(splitList(input, readInput(inputs, input)).map((item) => checkText(input, item)));
        if (values.length > 0)
            reportFilters[field] = values;
    }
    return { reportFilters, ...present('timeFilters', period?.asWritten) };
}
/** `annotations`, `comment-on-pr`, `github-token` and `sarif-file`. The token is checked only where it is used. */
function parseGitHubReporting(inputs) {
    const annotations = parseChoice('annotations', readInput(inputs, 'annotations'), BOOLEAN_CHOICES);
    const commentOnPr = parseChoice('comment-on-pr', readInput(inputs, 'comment-on-pr'), COMMENT_ON_PR_CHOICES);
    const rawToken = readInput(inputs, 'github-token');
    const token = rawToken === INPUT_DEFAULTS['github-token'] ? '' : rawToken;
    return { annotations, commentOnPr, token, ...present('sarifFile', parseOptionalPath('sarif-file', readInput(inputs, 'sarif-file'))) };
}
/** A file path input: undefined when empty, else any text without control characters. */
function parseOptionalPath(input, value) {
    return value === '' ? undefined : checkText(input, value);
}
function parseApiToken(inputs, env) {
    const fromInput = readInput(inputs, 'api-token');
    const fromEnv = env['SEMGREP_APP_TOKEN'] ?? '';
    checkInputSize('api-token', fromEnv);
    const token = fromInput !== '' ? fromInput : fromEnv.trim();
    if (token === '') {
        throw new ConfigError('api-token', 'No API token: set the api-token input or the SEMGREP_APP_TOKEN environment variable.');
    }
    // It becomes an HTTP header value: printable ASCII only. The value itself is never quoted.
    if (!isTokenShaped(token)) {
        const source = fromInput !== '' ? "Input 'api-token'" : 'The SEMGREP_APP_TOKEN environment variable';
        throw new ConfigError('api-token', `${source} contains whitespace, a control character or a non-ASCII character: use the token exactly as Semgrep issued it.`);
    }
    return token;
}
const BASE_URL_ACCEPTED = 'use an http or https URL such as https://semgrep.dev, without credentials, query or fragment';
/** The sentence for each way a base-url breaks the rule of api/base-url.ts. */
function baseUrlError(value, fault) {
    const quoted = `Input 'base-url' is ${quoteValue(value)}`;
    const sentences = {
        invalid: () => `${quoted}: ${BASE_URL_ACCEPTED}.`,
        // Never quote it: the value holds a secret.
        credentials: () => `Input 'base-url' contains credentials: remove them (the token goes in api-token) and ${BASE_URL_ACCEPTED}.`,
        'query-or-fragment': () => `${quoted}: remove the query or fragment; ${BASE_URL_ACCEPTED}.`,
        cleartext: () => `${quoted}: the base-url must use https: so the token is not sent in clear text (http is accepted only for a loopback host such as 127.0.0.1).`,
    };
    return new ConfigError('base-url', sentences[fault]());
}
function parseBaseUrl(value) {
    const checked = (0,base_url/* checkBaseUrl */.xd)(value);
    if ('fault' in checked)
        throw baseUrlError(value, checked.fault);
    return (0,base_url/* normalBaseUrl */.y4)(checked.url);
}
function parseDeployment(value) {
    if (value === '')
        return undefined;
    if (/^[0-9]+$/.test(value))
        return { id: parseDecimalId('deployment', value) };
    return { name: checkText('deployment', value) };
}
function parseProjects(value, env) {
    if (value === '') {
        const repository = (env['GITHUB_REPOSITORY'] ?? '').trim();
        return repository === '' ? 'all' : [checkText('projects', repository)];
    }
    const items = dedupe(splitList('projects', value));
    if (items.length === 0) {
        throw new ConfigError('projects', "Input 'projects' lists no project: list project names, use * for all, or leave it empty for the current repository.");
    }
    if (items.includes('*')) {
        if (items.length === 1)
            return 'all';
        throw new ConfigError('projects', "Input 'projects' mixes * with project names: use * alone for all projects, or list names only.");
    }
    for (const item of items) {
        checkText('projects', item);
        if (item.includes('*')) {
            throw new ConfigError('projects', `Input 'projects' has ${quoteValue(item)}: patterns are not supported; list exact project names, or use * alone for all.`);
        }
    }
    return items;
}
/** The `dependencyFilter.*` inputs, in API names; empty lists are left out (the API reads absent as all). */
function parseDependencyFilters(inputs) {
    const filters = {};
    const repositoryIds = dedupe(splitList('dependency-repository-ids', readInput(inputs, 'dependency-repository-ids')).map((item) => parseDecimalId('dependency-repository-ids', item)));
    if (repositoryIds.length > 0)
        filters.repositoryIds = repositoryIds;
    const ecosystems = parseChoiceList('ecosystems', readInput(inputs, 'ecosystems'), ECOSYSTEM_CHOICES);
    if (ecosystems.length > 0)
        filters.ecosystems = ecosystems;
    const transitivity = parseChoiceList('transitivity', readInput(inputs, 'transitivity'), TRANSITIVITY_CHOICES);
    if (transitivity.length > 0)
        filters.transitivity = transitivity;
    const lockfilePath = readInput(inputs, 'lockfile-path');
    if (lockfilePath !== '')
        filters.lockfilePath = checkText('lockfile-path', lockfilePath);
    const licenses = dedupe(splitList('licenses', readInput(inputs, 'licenses')).map((item) => checkText('licenses', item)));
    if (licenses.length > 0)
        filters.licenses = licenses;
    if (parseChoice('include-archived', readInput(inputs, 'include-archived'), BOOLEAN_CHOICES))
        filters.includeArchived = true;
    return filters;
}
/** `dependency-inventory`: a path whose extension picks the format. */
function parseInventoryPath(value) {
    if (value === '')
        return undefined;
    checkText('dependency-inventory', value);
    const fileName = value.slice(Math.max(value.lastIndexOf('/'), value.lastIndexOf('\\')) + 1).toLowerCase();
    const match = INVENTORY_FORMATS.find(({ extension }) => fileName.endsWith(extension) && fileName.length > extension.length);
    if (match === undefined) {
        throw new ConfigError('dependency-inventory', `Input 'dependency-inventory' is ${quoteValue(value)}: use a file path ending in .json, .csv or .cdx.json (the extension picks the format).`);
    }
    return { path: value, format: match.format };
}
/** `max-open-age`: `critical=7d, high=30d`, a severity and a duration each; empty means no deadline. */
function parseMaxOpenAge(value) {
    if (value === '')
        return undefined;
    const limits = {};
    for (const item of splitList('max-open-age', value)) {
        const [key = '', duration = ''] = item.split('=').map((part) => part.trim());
        const severity = types/* SEVERITIES */.oC.find((s) => s === key.toLowerCase());
        if (severity === undefined || !item.includes('=')) {
            throw new ConfigError('max-open-age', `Input 'max-open-age' has ${quoteValue(item)}: write severity=duration, such as critical=7d or high=30d (severities: critical, high, medium, low).`);
        }
        if (limits[severity] !== undefined)
            throw new ConfigError('max-open-age', `Input 'max-open-age' sets ${severity} twice: keep one.`);
        limits[severity] = parseDuration('max-open-age', duration);
    }
    return limits;
}
/** `wait-for-scan`: empty or false (off), true (the run's own head commit), or a commit sha of 7 to 40 hex digits. */
function parseWaitForScan(value) {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false')
        return undefined;
    if (lower === 'true')
        return 'head';
    if (/^[0-9a-f]{7,40}$/.test(lower))
        return { commit: lower };
    throw new ConfigError('wait-for-scan', `Input 'wait-for-scan' is ${quoteValue(value)}: use true (the pull request's head commit, else GITHUB_SHA), a commit sha of 7 to 40 hex digits, or leave it empty.`);
}
function parseTimeout(value) {
    const seconds = /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
    if (!(seconds >= 1 && seconds <= 3600)) {
        throw new ConfigError('timeout-seconds', `Input 'timeout-seconds' is ${quoteValue(value)}: use a whole number of seconds from 1 to 3600.`);
    }
    return seconds;
}

;// CONCATENATED MODULE: ./src/collect/scope.ts
// The named projects, proved to exist: each name of `projects` (or the default, the current repository)
// and each id of `project-ids` must be a project of the deployment, or the run is a configuration error
// that says how to fix it. Checked against the projects list; where the server has no projects list,
// against the report's labels once it has answered.



/** Statuses of an endpoint the server does not have (Experimental and Beta endpoints may be missing). */
const UNAVAILABLE = new Set([404, 405, 501]);
/** Whether an error says that the endpoint of one of `operations` does not exist on this server. */
function isUnavailable(error, ...operations) {
    return error instanceof errors/* ApiError */.hD && operations.includes(error.operation) && error.status !== undefined && UNAVAILABLE.has(error.status);
}
/** Every item of a paged list. */
async function readAll(pages) {
    const all = [];
    for await (const page of pages)
        all.push(...page);
    return all;
}
/** The sentence for a name no project has. */
function unknownProject(config, deploymentId, name, candidates, where, why = '') {
    const base = `projects: no project named ${JSON.stringify(name)} ${where} ${deploymentId}${didYouMean(name, candidates)}`;
    const fix = config.projectsFromRepository
        ? '; the scope defaults to this repository (GITHUB_REPOSITORY): set the projects input to its Semgrep project name, or * for the whole deployment'
        : '; project names are exact (case included): fix the name in the projects input';
    return new ConfigError('projects', `${base}${why}${fix}.`);
}
/** Resolves the scope with the projects list; undefined for the whole deployment (`*`, no project-ids): nothing to prove. */
async function resolveScope(api, config, deploymentId) {
    const names = config.projects === 'all' ? [] : config.projects;
    if (names.length === 0 && config.projectIds.length === 0)
        return undefined;
    const everything = config.projectIds.length > 0;
    const query = { ...(everything ? {} : { names }), statuses: [...types/* PROJECT_STATUSES */.TL] };
    let listed;
    let archived;
    try {
        [listed, archived] = await Promise.all([
            readAll(api.listProjects(deploymentId, query)),
            readAll(api.listProjects(deploymentId, { ...query, statuses: ['PROJECT_STATUS_ARCHIVED'] })),
        ]);
    }
    catch (error) {
        if (!isUnavailable(error, 'projects'))
            throw error;
        return {
            source: 'report',
            projects: names.map((name) => ({ name })),
            why: `the projects list answered HTTP ${error.status}`,
        };
    }
    const byName = new Map(listed.map((project) => [project.name, project]));
    const missing = names.filter((name) => !byName.has(name));
    if (missing.length > 0) {
        // The names filter matches substrings: a typo matches nothing, so suggestions come from every project.
        const all = everything ? listed : await readAll(api.listProjects(deploymentId, { statuses: [...types/* PROJECT_STATUSES */.TL] }));
        throw unknownProject(config, deploymentId, missing[0] ?? '', all.map((project) => project.name), 'in deployment');
    }
    const byId = new Map(listed.map((project) => [project.id, project]));
    const unknownId = config.projectIds.find((id) => !byId.has(id));
    if (unknownId !== undefined) {
        throw new ConfigError('project-ids', `project-ids: no project with id ${unknownId} in deployment ${deploymentId}; use the ids of the deployment's projects (Settings > Projects in Semgrep).`);
    }
    const archivedIds = new Set(archived.map((project) => project.id));
    const chosen = [...names.map((name) => byName.get(name)), ...config.projectIds.map((id) => byId.get(id))];
    const unique = [...new Map(chosen.filter((p) => p !== undefined).map((p) => [p.id, p])).values()];
    return { source: 'projects-list', projects: unique.map((project) => scoped(project, archivedIds.has(project.id))) };
}
function scoped(project, archived) {
    return {
        name: project.name,
        id: project.id,
        ...(archived ? { archived: true } : {}),
        ...(project.defaultBranchId !== undefined ? { defaultBranchId: project.defaultBranchId } : {}),
    };
}
/**
 * Where the projects list was not available, the report's labels stand in: every name and id must be
 * in the report, since a project with no findings cannot be told from a name that matches nothing.
 * Returns the scope with the ids the report gave.
 */
function checkScopeAgainstReport(config, deploymentId, scope, tallies) {
    const labels = new Map(tallies.map((tally) => [tally.label, tally]));
    const why = `, and the project list was not available (${scope.why ?? 'not read'}) to tell a project with no findings from a name that matches nothing`;
    for (const { name } of scope.projects) {
        if (!labels.has(name))
            throw unknownProject(config, deploymentId, name, [...labels.keys()], 'in the report of deployment', why);
    }
    const byId = new Map(tallies.filter((tally) => tally.projectId !== undefined).map((tally) => [tally.projectId, tally]));
    const unknownId = config.projectIds.find((id) => !byId.has(id));
    if (unknownId !== undefined) {
        throw new ConfigError('project-ids', `project-ids: no project with id ${unknownId} in the report of deployment ${deploymentId}${why}.`);
    }
    const projects = scope.projects.map(({ name }) => {
        const id = labels.get(name)?.projectId;
        return id === undefined ? { name } : { name, id };
    });
    for (const id of config.projectIds) {
        const tally = byId.get(id);
        if (tally !== undefined && !projects.some((p) => p.id === id))
            projects.push({ name: tally.label, id });
    }
    return { ...scope, projects };
}

;// CONCATENATED MODULE: ./src/collect/findings.ts
// The findings list, to name what the report counts: open code and supply-chain findings of the scope
// (and AI findings where the deployment has them), deduplicated across branches, read in pages beside
// the report. The details of at most 10,000 are kept, the most severe and newest first; all are counted.





/** Findings kept in detail; every one is counted. */
const MAX_FINDING_DETAILS = 10_000;
/** Page size of the list (the API accepts 100 to 3000). */
const FINDINGS_PAGE_SIZE = 1000;
/** Pages in flight at a time, after the first. */
const FINDINGS_PAGE_WINDOW = 4;
/** Most severe first, then the newest, then by id; each finding's rank and time are read once, not at every comparison. */
function mostSevereNewestFirst(findings) {
    const keyed = findings.map((finding) => ({ finding, rank: (0,enums/* severityRank */.qs)(finding.severity), since: openSince(finding) ?? 0 }));
    keyed.sort((a, b) => a.rank - b.rank || b.since - a.since || (a.finding.id < b.finding.id ? -1 : 1));
    return keyed.map(({ finding }) => finding);
}
/**
 * Every page of one issue type, in page order: page 0, then a sliding window of pages in flight (the
 * next is asked for as each full page comes back) until a page is short. The pages asked for past the
 * short one are awaited too, and a failure among them fails the list, as the short page cannot prove
 * the end when a later page did not answer.
 */
async function readIssueType(api, slug, issueType, repos, details) {
    const query = (page) => ({ issueType, page, pageSize: FINDINGS_PAGE_SIZE, ...(repos === 'all' ? {} : { repos: [...repos] }) });
    const inFlight = new Map();
    let asked = 0;
    const ask = () => {
        const page = api.getFindingsPage(slug, query(asked));
        page.catch(() => undefined); // observed here; rethrown where it is awaited
        inFlight.set(asked++, page);
    };
    ask();
    for (let next = 0;; next++) {
        const page = (await inFlight.get(next))();
        inFlight.delete(next);
        const full = page.length >= FINDINGS_PAGE_SIZE;
        // After page 0 the window opens; after each later full page, one more page keeps it full. Asked
        // before this page's findings are validated, so the API serves the next pages meanwhile.
        if (full)
            while (asked <= next + FINDINGS_PAGE_WINDOW)
                ask();
        await page.each((finding) => details.add(finding));
        if (!full)
            break;
    }
    // The pages past the short one are read as every page is: any failure among them fails the list.
    for (const arrived of await Promise.all(inFlight.values()))
        await arrived().each(() => undefined);
}
/** Lists the findings of the scope; a server without the list (404, 405) turns listing off, with the reason. */
async function listFindings(api, config, deploymentId, repos) {
    if (!config.listFindings)
        return { state: 'off' };
    const details = new MostSevere(MAX_FINDING_DETAILS, (finding) => finding.severity);
    try {
        const slug = (await api.listDeploymentSlugs()).find((deployment) => deployment.id === deploymentId)?.slug;
        if (slug === undefined)
            return { state: 'unavailable', why: `the v1 deployments list gives no slug for deployment ${deploymentId}` };
        if (!isSlug(slug))
            return { state: 'unavailable', why: `the slug of deployment ${deploymentId} cannot be used in a URL` };
        const scope = await repos;
        const types = [
            ...(config.findingTypes.includes('code') ? ['sast'] : []),
            ...(config.findingTypes.includes('sca') ? ['sca'] : []),
        ];
        // AI findings where the deployment has them: a server that does not know the type is not an error.
        const ai = config.findingTypes.includes('code')
            ? [
                readIssueType(api, slug, 'ai_sast', scope, details).catch((error) => {
                    if (!(isUnavailable(error, 'findings') || (error instanceof errors/* ApiError */.hD && error.status === 400)))
                        throw error;
                }),
            ]
            : [];
        // The three lists at once, each in its own window.
        await Promise.all([...types.map((type) => readIssueType(api, slug, type, scope, details)), ...ai]);
    }
    catch (error) {
        if (isUnavailable(error, 'deployments', 'findings')) {
            const { operation, status } = error;
            return { state: 'unavailable', why: `the ${operation} list answered HTTP ${status}` };
        }
        throw error;
    }
    return { state: 'listed', findings: mostSevereNewestFirst(details.kept()), count: details.count };
}

;// CONCATENATED MODULE: ./src/collect/scans.ts
// The scans of the gated projects: their newest scans, to show (and with scan-max-age, to prove) how
// fresh the judged data is; and, with wait-for-scan, a wait until this change's own scan completed.




/** Most projects whose scans are read when nothing requires it (scan-max-age requires them all). */
const MAX_FRESHNESS_PROJECTS = 50;
/** Scans lists read at a time. */
const SCANS_CONCURRENCY = 8;
/** Runs `work` on each item, at most `limit` at a time, keeping the order of the items. */
async function inWindow(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const lane = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
    return results;
}
/** The projects with an id, or the sentence why the scans cannot be read. */
function targetsOf(projects) {
    return projects.filter((project) => project.id !== undefined);
}
/**
 * The newest scans of each project, 8 requests at a time. Where nothing requires them (no scan-max-age,
 * no wait-for-scan) a scope over 50 projects is not read, and a scans list the server does not have
 * or that fails leaves the freshness unknown; where something requires them, both are errors.
 */
async function readFreshness(api, config, deploymentId, projects) {
    const required = config.scanMaxAge !== undefined || config.waitForScan !== undefined;
    const targets = targetsOf(projects);
    if (!required && targets.length > MAX_FRESHNESS_PROJECTS) {
        return {
            state: 'unknown',
            why: `not read: ${targets.length} projects in scope, and scans are read for up to ${MAX_FRESHNESS_PROJECTS}`,
        };
    }
    if (targets.length < projects.length) {
        const why = 'the report gave no project id for every project in scope';
        if (required)
            throw new FreshnessError(`scan-max-age: the scans cannot be read: ${why}`);
        return { state: 'unknown', why };
    }
    try {
        const read = await inWindow(targets, SCANS_CONCURRENCY, async (project) => {
            const scans = await readAll(api.listScans(deploymentId, project.id));
            return newestScans(project, scans);
        });
        return { state: 'read', projects: read };
    }
    catch (error) {
        if (!(error instanceof errors/* ApiError */.hD))
            throw error;
        if (required && isUnavailable(error, 'scans')) {
            throw new FreshnessError(`${config.scanMaxAge ? 'scan-max-age' : 'wait-for-scan'}: the scans list is not available (${error.message}), so the scans of the gated projects cannot be checked`);
        }
        if (required)
            throw error;
        return { state: 'unknown', why: isUnavailable(error, 'scans') ? `the scans list answered HTTP ${error.status}` : error.message };
    }
}
/** A scan in a few words: `2 h ago, running`. */
function scanWords(scan, now) {
    if (scan === undefined)
        return 'none in the past 30 days';
    const hours = scanAgeHours(scanFact(scan), now);
    return `${hours === undefined ? 'unknown age' : `${ageWords(hours)} ago`}, ${statusWords(scan.status)}`;
}
/** Where one project stands in the wait: done, failed (throws), or still waiting (the newest scan, for the message). */
async function pollProject(api, deploymentId, project, commit) {
    const scans = await readAll(api.listScans(deploymentId, project.id));
    const ofCommit = scans
        .filter((scan) => scan.commit?.toLowerCase().startsWith(commit))
        .sort((a, b) => (Date.parse(b.startTime ?? '') || 0) - (Date.parse(a.startTime ?? '') || 0));
    if (ofCommit.some((scan) => scan.status === types/* SCAN_STATUS */.F9.completed))
        return { done: true };
    const last = ofCommit[0];
    if (last !== undefined && FAILED_SCAN_STATUSES.has(last.status)) {
        throw new FreshnessError(`wait-for-scan: the scan ${last.id} of ${commit.slice(0, 7)} for ${project.name} ended ${last.status}; fix the scan (or re-run it), then re-run this job`);
    }
    const newest = [...scans].sort((a, b) => (Date.parse(b.startTime ?? '') || 0) - (Date.parse(a.startTime ?? '') || 0))[0];
    return newest === undefined ? { done: false } : { done: false, newest: last ?? newest };
}
/**
 * Polls the scans of each gated project until a scan of `commit` completed: at once, then with a
 * growing interval. A scan of that commit that ended without a result, or no completed scan by the
 * deadline, is a FreshnessError.
 */
async function waitForScan(api, deploymentId, projects, commit, options) {
    const pending = new Map(targetsOf(projects).map((project) => [project.name, project]));
    if (pending.size < projects.length)
        throw new FreshnessError('wait-for-scan: the gated projects have no ids (the project list was not available), so their scans cannot be found');
    let interval = options.minIntervalMs;
    for (let poll = 1;; poll++) {
        const standing = new Map();
        for (const project of [...pending.values()]) {
            const { done, newest } = await pollProject(api, deploymentId, project, commit);
            if (done)
                pending.delete(project.name);
            else
                standing.set(project.name, newest);
        }
        const seconds = Math.round((Date.now() - options.startedAt) / 1000);
        if (pending.size === 0) {
            options.log(`wait-for-scan: every gated project has a completed scan of ${commit.slice(0, 7)} (${seconds} s, ${poll} polls)`);
            return;
        }
        const [name, newest] = [...standing][0] ?? ['', undefined];
        const waiting = `${pending.size} of ${projects.length} ${projects.length === 1 ? 'project' : 'projects'}`;
        if (Date.now() + interval >= options.deadlineAt) {
            throw new FreshnessError(`wait-for-scan: no completed scan of ${commit.slice(0, 7)} for ${name} after ${seconds} s (newest: ${scanWords(newest, new Date())}); raise timeout-seconds, or make this job wait for the scan job (needs:)`);
        }
        options.log(`wait-for-scan: waiting for ${waiting} (${name}: ${scanWords(newest, new Date())}); next poll in ${Math.round(interval / 100) / 10} s`);
        await (0,promises_.setTimeout)(interval);
        interval = Math.min(options.maxIntervalMs, Math.round(interval * 1.5));
    }
}

// EXTERNAL MODULE: ./src/gate/scope.ts
var gate_scope = __webpack_require__(2635);
;// CONCATENATED MODULE: ./src/collect/secrets.ts


const SECRET_OPEN = 'FINDING_STATUS_OPEN';
const SECRET_VALID = 'VALIDATION_STATE_CONFIRMED_VALID';
/** Names of other repositories kept for the warning and the summary; the count stays exact. */
const MAX_FOREIGN_REPOSITORIES = 20;
/** Confirmed-valid secrets kept in detail (rows, annotations, SARIF); every one is counted. */
const MAX_SECRET_DETAILS = 10_000;
/** The details of at most `limit` secrets (default 10,000), the most severe kept; every one counted. */
class SecretDetails extends MostSevere {
    constructor(limit = MAX_SECRET_DETAILS) {
        super(limit, (secret) => secret.severity);
    }
}
/** Where a secret received belongs: counted, another repository's, or not an open valid secret at all. */
function secretPlace(secret, scope) {
    if (secret.status !== SECRET_OPEN || secret.validationState !== SECRET_VALID)
        return 'not-valid';
    const repo = secret.repository?.name;
    // A secret without a repository name is kept: the gate fails closed.
    if (scope === 'all' || repo === undefined || repo.trim() === '')
        return 'in-scope';
    return scope.has((0,gate_scope/* repositoryKey */.K)(repo)) ? 'in-scope' : 'foreign';
}
/** Whether a secret received is really open, confirmed valid and in scope (`projects` names, or all). */
function isValidSecretInScope(secret, projects) {
    return secretPlace(secret, projects === 'all' ? 'all' : new Set(projects.map(repositoryKey))) === 'in-scope';
}
/** Walks the open confirmed-valid secrets of the repositories named (or all), re-checking each one. */
async function collectValidSecrets(client, deploymentId, repositories) {
    const details = new SecretDetails();
    const foreign = { count: 0, repositories: [] };
    const scope = repositories === 'all' ? 'all' : new Set(repositories.map(gate_scope/* repositoryKey */.K));
    const query = { status: SECRET_OPEN, validationStates: [SECRET_VALID], ...(repositories === 'all' ? {} : { repos: [...repositories] }) };
    for await (const page of client.listSecrets(deploymentId, query)) {
        for (const secret of page) {
            const place = secretPlace(secret, scope);
            if (place === 'in-scope')
                details.add(secret);
            else if (place === 'foreign') {
                foreign.count++;
                const name = secret.repository?.name ?? '';
                if (foreign.repositories.length < MAX_FOREIGN_REPOSITORIES && !foreign.repositories.includes(name))
                    foreign.repositories.push(name);
            }
        }
    }
    const validSecrets = details.kept();
    return {
        validSecrets,
        ...(details.count > validSecrets.length ? { validSecretCount: details.count } : {}),
        ...(foreign.count > 0 ? { foreignSecrets: foreign } : {}),
    };
}

;// CONCATENATED MODULE: ./src/collect/index.ts











const REPORT_TYPE = {
    code: 'FINDING_TYPE_CODE',
    sca: 'FINDING_TYPE_SCA',
    secrets: 'FINDING_TYPE_SECRETS',
};
/** The report filters of one severity's request. */
function reportFiltersFor(config, severity) {
    return {
        ...config.reportFilters,
        findingTypes: config.findingTypes.map((p) => REPORT_TYPE[p]),
        findingSeverities: [`FINDING_SEVERITY_${severity.toUpperCase()}`],
        ...(config.projects === 'all' ? {} : { projects: config.projects }),
        ...(config.projectIds.length > 0 ? { projectIds: config.projectIds } : {}),
    };
}
/** The deployment the run is about: the input's id, its name looked up, or the token's own. */
async function resolveDeployment(client, config) {
    const wanted = config.deployment;
    if (wanted && 'id' in wanted)
        return { id: wanted.id };
    if (!wanted) {
        const identity = await client.getIdentity();
        if (identity.deploymentId)
            return { id: identity.deploymentId };
    }
    const deployments = await client.listDeployments();
    if (wanted) {
        const found = deployments.find((d) => d.name === wanted.name);
        if (found)
            return found;
        const names = deployments.map((d) => JSON.stringify(d.name)).join(', ') || 'none';
        throw new errors/* ApiError */.hD({
            operation: 'deployments',
            kind: 'config',
            message: `deployments: no deployment named ${JSON.stringify(wanted.name)} is visible to this token (it can see: ${names})`,
        });
    }
    const [only] = deployments;
    if (deployments.length === 1 && only)
        return only;
    throw new errors/* ApiError */.hD({
        operation: 'deployments',
        kind: 'config',
        message: `deployments: the token's identity names no deployment and it can see ${deployments.length}; set the deployment input`,
    });
}
/** The per-severity reports merged into one tally per project. */
async function fetchReport(client, config, deploymentId) {
    const reports = await Promise.all(types/* SEVERITIES */.oC.map(async (severity) => ({
        severity,
        projects: (await client.getFindingsReport(deploymentId, reportFiltersFor(config, severity))).projects,
    })));
    const byKey = new Map();
    for (const { severity, projects } of reports) {
        for (const p of projects) {
            const key = p.projectId !== undefined ? `id:${p.projectId}` : `label:${p.label}`;
            let tally = byKey.get(key);
            if (!tally) {
                tally = { label: p.label, ...(p.projectId !== undefined ? { projectId: p.projectId } : {}), counts: (0,counts/* emptyMatrix */.X)() };
                byKey.set(key, tally);
            }
            tally.counts.code[severity] += p.code;
            tally.counts.sca[severity] += p.sca;
            tally.counts.secrets[severity] += p.secrets;
        }
    }
    return [...byKey.values()];
}
/** The report's tallies plus a row of zeros for each project in scope that the report does not list: it has no open findings. */
function withZeroRows(tallies, scope) {
    if (scope === undefined)
        return tallies;
    const ids = new Set(tallies.map((tally) => tally.projectId));
    const labels = new Set(tallies.map((tally) => tally.label));
    const zeros = scope.projects
        .filter((project) => !(project.id !== undefined ? ids.has(project.id) : labels.has(project.name)))
        .map((project) => ({
        label: project.name,
        ...(project.id !== undefined ? { projectId: project.id } : {}),
        counts: (0,counts/* emptyMatrix */.X)(),
    }));
    return [...tallies, ...zeros];
}
/** The projects whose scans show how fresh the data is: the scope's, or for the whole deployment the report's. */
function freshnessTargets(scope, tallies) {
    if (scope !== undefined)
        return scope.projects;
    return tallies.map((tally) => (tally.projectId === undefined ? { name: tally.label } : { name: tally.label, id: tally.projectId }));
}
/** The repositories named by the inputs, or all; undefined when project ids must first become names. */
function namedRepositories(config) {
    if (config.projectIds.length > 0)
        return undefined;
    return config.projects;
}
/**
 * Fetches everything the gate judges. `scope` is the lookup already under way (resolveScope): the report
 * goes out beside it; the secrets wait for it only when ids must become names; the scans start as soon
 * as the projects are known. The secrets go out first: their pages, one after another, are the longest
 * chain of requests on a large deployment, and a server that works in arrival order starts on them first.
 */
async function collectGateData(client, config, deployment, scopeLookup) {
    const fetchedAt = new Date().toISOString();
    // The repositories the secrets and the findings are asked for: names as given, else once ids are names.
    const named = namedRepositories(config);
    const early = named === undefined ? undefined : collectValidSecrets(client, deployment.id, named);
    const report = fetchReport(client, config, deployment.id);
    // The scope, checked against the report where the projects list was not available.
    const scope = scopeLookup.then(async (found) => found?.source === 'report' ? checkScopeAgainstReport(config, deployment.id, found, await report) : found);
    const repositories = named === undefined ? scope.then((found) => found?.projects.map((p) => p.name) ?? []) : Promise.resolve(named);
    const secrets = early ?? repositories.then((repos) => collectValidSecrets(client, deployment.id, repos));
    const findings = listFindings(client, config, deployment.id, repositories);
    const freshness = (async () => {
        const found = await scope;
        return readFreshness(client, config, deployment.id, freshnessTargets(found, found === undefined ? await report : []));
    })();
    const blocked = config.failOnBlockedLicenses ? collectBlockedDependencies(client, config, deployment.id) : undefined;
    const inventory = config.dependencyInventory !== undefined ? writeDependencyInventory(client, config, deployment, config.dependencyInventory) : undefined;
    // allSettled first, so that no request is left running unobserved when one fails.
    const settled = await Promise.allSettled([report, scope, secrets, freshness, blocked, inventory, findings]);
    for (const result of settled)
        if (result.status === 'rejected')
            throw result.reason;
    const [tallies, resolved, found, fresh, blockedResult, inventoryResult, listed] = settled.map((r) => r.value);
    return {
        deploymentId: deployment.id,
        fetchedAt,
        ...(deployment.name !== undefined ? { deploymentName: deployment.name } : {}),
        projects: withZeroRows(tallies, resolved),
        ...found,
        ...(resolved === undefined ? {} : { scope: resolved }),
        freshness: fresh,
        findings: listed,
        ...(blockedResult === undefined ? {} : { blockedDependencies: blockedResult.kept, blockedDependencyCount: blockedResult.count }),
        ...(inventoryResult === undefined ? {} : { inventory: inventoryResult }),
    };
}

;// CONCATENATED MODULE: ./src/numbers.ts
// Numbers as every message shows them: the gate's reasons, the summary, the comment and the log. Pure.
/** `12,345`: grouped by hand, since the first toLocaleString call loads ICU number formatting (~20 ms a run). */
function count(n) {
    return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
}
/** The noun for `n` things: `finding` for 1, `findings` otherwise. */
function noun(n, one, many) {
    return n === 1 ? one : many;
}
/** `1 finding`, `3 findings`, `1,200 findings`. */
function plural(n, one, many) {
    return `${count(n)} ${noun(n, one, many)}`;
}
/** A difference as a reader expects it: `+3`, `−2` (a true minus sign), `±0`. */
function signed(n) {
    return n > 0 ? `+${count(n)}` : n < 0 ? `−${count(-n)}` : '±0';
}

;// CONCATENATED MODULE: ./src/gate/baseline.ts
// The baseline: an earlier run's counts (read by src/report-file/), checked against this run and
// compared with it. Pure: here a baseline becomes the new findings, or the one reason it is not used.



/** The counting basis of a configuration. */
function countingBasis(config) {
    const filters = {};
    for (const [name, value] of Object.entries(config.reportFilters)) {
        if (Array.isArray(value) && value.length > 0)
            filters[name] = [...value].sort();
    }
    if (config.timeFilters?.since !== undefined)
        filters.since = config.timeFilters.since;
    if (config.timeFilters?.until !== undefined)
        filters.until = config.timeFilters.until;
    return {
        projects: config.projects === 'all' ? 'all' : [...config.projects].sort(),
        projectIds: [...config.projectIds].sort(),
        findingTypes: types/* PRODUCTS */.zv.filter((p) => config.findingTypes.includes(p)),
        filters: Object.fromEntries(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1))),
    };
}
// ---------------------------------------------------------------------------------------------
// Checking: is this baseline about the same numbers as this run?
// ---------------------------------------------------------------------------------------------
/** A basis value as the inputs spell it: `FINDING_REACHABILITY_REACHABLE` → `reachable`; none when empty. */
const shown = (value) => value === undefined ? 'none' : Array.isArray(value) ? value.map(enums/* filterWord */.TM).join(', ') || 'none' : (0,enums/* filterWord */.TM)(String(value));
/** A report filter's input name: `ruleIds` → `rule-ids`. */
const inputName = (field) => enums/* REPORT_FILTER_NAMES */.FU[field] ?? field;
/** The first way the two bases differ, as a clause; undefined when they are the same. */
function basisDifference(before, now) {
    const differs = (a, b) => JSON.stringify(a) !== JSON.stringify(b);
    const scope = [
        ['projects', before.projects, now.projects],
        ['project-ids', before.projectIds, now.projectIds],
        ['finding-types', before.findingTypes, now.findingTypes],
    ];
    for (const [name, a, b] of scope) {
        if (differs(a, b))
            return `its scope differs: ${name} was ${shown(a)}, this run has ${shown(b)}`;
    }
    const names = [...new Set([...Object.keys(before.filters), ...Object.keys(now.filters)])].sort();
    for (const name of names) {
        const [a, b] = [before.filters[name], now.filters[name]];
        if (differs(a, b))
            return `its filters differ: ${inputName(name)} was ${shown(a)}, this run has ${shown(b)}`;
    }
    return undefined;
}
/** Why `baseline` cannot be compared with this run's data, as a clause; undefined when it can. */
function baselineMismatch(baseline, current) {
    if (baseline.deploymentId !== current.deploymentId) {
        return `it is of deployment ${baseline.deploymentId}, and this run is of deployment ${current.deploymentId}`;
    }
    if (Date.parse(baseline.generatedAt) > Date.parse(current.fetchedAt)) {
        return `it was written at ${baseline.generatedAt}, after this run's data (${current.fetchedAt}): a baseline must be older than what it is compared with`;
    }
    return basisDifference(baseline.basis, current.basis);
}
// ---------------------------------------------------------------------------------------------
// Comparing: the counts now against the baseline's
// ---------------------------------------------------------------------------------------------
function increaseOf(now, before) {
    const increase = (0,counts/* emptyMatrix */.X)();
    for (const product of types/* PRODUCTS */.zv) {
        for (const severity of types/* SEVERITIES */.oC)
            increase[product][severity] = Math.max(0, now[product][severity] - before[product][severity]);
    }
    return increase;
}
/**
 * Pairs each project with its baseline entry: by id when both sides have one (so a renamed project is
 * still itself), else by name. Projects only in the baseline come last, as `gone`.
 */
function pairProjects(now, before) {
    const byId = new Map();
    const byLabel = new Map();
    for (const project of before) {
        if (project.projectId !== undefined)
            byId.set(project.projectId, project);
        byLabel.set(project.label, [...(byLabel.get(project.label) ?? []), project]);
    }
    // Ids first, for every project, so that a match by name can never take a project another one has by id.
    const matches = now.map((project) => (project.projectId !== undefined ? byId.get(project.projectId) : undefined));
    const paired = new Set(matches.filter((match) => match !== undefined));
    const changes = now.map((project, i) => {
        let match = matches[i];
        // By name only where one side has no id: two different ids are two projects, whatever their names.
        match ??= byLabel
            .get(project.label)
            ?.find((candidate) => !paired.has(candidate) && (candidate.projectId === undefined || project.projectId === undefined));
        if (match !== undefined)
            paired.add(match);
        const beforeCounts = match?.counts ?? (0,counts/* emptyMatrix */.X)();
        return {
            label: project.label,
            ...(project.projectId !== undefined ? { projectId: project.projectId } : {}),
            ...(match !== undefined && match.label !== project.label ? { formerLabel: match.label } : {}),
            presence: match === undefined ? 'new' : 'both',
            now: project.counts,
            before: beforeCounts,
            increase: increaseOf(project.counts, beforeCounts),
        };
    });
    for (const project of before) {
        if (paired.has(project))
            continue;
        changes.push({
            label: project.label,
            ...(project.projectId !== undefined ? { projectId: project.projectId } : {}),
            presence: 'gone',
            now: (0,counts/* emptyMatrix */.X)(),
            before: project.counts,
            increase: (0,counts/* emptyMatrix */.X)(),
        });
    }
    return changes;
}
/**
 * The match_based_id of every finding listed, when the list was read whole and each has one; else
 * undefined (a list cut at its cap, or not read, cannot say which findings are new).
 */
function completeFindingIds(data) {
    const listing = data.findings;
    if (listing?.state !== 'listed' || listing.count !== listing.findings.length)
        return undefined;
    const ids = listing.findings.map((finding) => finding.matchBasedId);
    return ids.every((id) => id !== undefined) ? ids : undefined;
}
/** Why the new findings of this comparison are count deltas; undefined when they can be exact. */
function countDeltasWhy(data, baseline) {
    if (baseline.findingIds === undefined)
        return 'the baseline holds no finding ids (an older findings-gate, or a list it did not read whole)';
    if (data.findings?.state !== 'listed')
        return 'this run did not list the findings';
    if (completeFindingIds(data) === undefined)
        return 'this run could not list every finding with its id (the list is cut at 10,000)';
    return undefined;
}
/** The new code and supply-chain findings by id, as a matrix; the secrets row stays the count deltas. */
function exactIncrease(data, baseline, deltas) {
    const known = new Set(baseline.findingIds);
    const matrix = (0,counts/* emptyMatrix */.X)();
    matrix.secrets = { ...deltas.secrets };
    const ids = [];
    for (const finding of data.findings?.state === 'listed' ? data.findings.findings : []) {
        if (finding.matchBasedId === undefined || known.has(finding.matchBasedId))
            continue;
        const severity = types/* SEVERITIES */.oC.find((s) => s === finding.severity);
        if (severity === undefined)
            continue;
        matrix[finding.issueType === 'sca' ? 'sca' : 'code'][severity] += 1;
        ids.push(finding.matchBasedId);
    }
    return { matrix, ids };
}
/** This run's counts and confirmed-valid secrets against a baseline of the same basis. */
function compareWithBaseline(data, findingTypes, baseline) {
    const projects = pairProjects(data.projects, baseline.projects);
    const known = new Set(baseline.validSecretIds);
    const ageMs = Date.parse(data.fetchedAt) - Date.parse(baseline.generatedAt);
    const deltas = (0,counts/* computeTotals */.x0)(projects.map((p) => ({ counts: p.increase })), findingTypes);
    const why = countDeltasWhy(data, baseline);
    const exact = why === undefined ? exactIncrease(data, baseline, deltas.matrix) : undefined;
    return {
        generatedAt: baseline.generatedAt,
        ageHours: Math.round(ageMs / 360_000) / 10,
        before: (0,counts/* computeTotals */.x0)(baseline.projects, findingTypes),
        increase: exact === undefined ? deltas : (0,counts/* computeTotals */.x0)([{ counts: exact.matrix }], findingTypes),
        projects,
        newSecretIds: data.validSecrets.filter((secret) => !known.has(secret.id)).map((secret) => secret.id),
        exact: exact !== undefined,
        ...(why === undefined ? {} : { countDeltasWhy: why }),
        ...(exact === undefined ? {} : { newFindingIds: exact.ids }),
    };
}
/** Whether this run uses its baseline: compared when it is readable and of the same basis, else the reason. */
function useBaseline(config, data, loaded) {
    if (loaded === undefined) {
        return config.gateOn === 'new' ? { used: false, why: 'gate-on is new, but baseline-file is empty' } : undefined;
    }
    if ('problem' in loaded)
        return { used: false, file: loaded.file, why: loaded.problem };
    const why = baselineMismatch(loaded.baseline, {
        deploymentId: data.deploymentId,
        basis: countingBasis(config),
        fetchedAt: data.fetchedAt,
    });
    if (why !== undefined)
        return { used: false, file: loaded.file, why };
    return { used: true, file: loaded.file, comparison: compareWithBaseline(data, config.findingTypes, loaded.baseline) };
}

;// CONCATENATED MODULE: ./src/gate/types.ts
/** The open confirmed-valid secrets in scope, counted exactly, whatever was kept in detail. */
function validSecretCount(data) {
    return data.validSecretCount ?? data.validSecrets.length;
}

;// CONCATENATED MODULE: ./src/gate/evaluate.ts
// The gate's decision: a pure function of the configuration, the fetched data and the baseline.





/**
 * Decides pass or fail, with every reason, most important first. With `gate-on: new` and a baseline in
 * use, fail-on-severity and thresholds judge the new findings; a baseline not used leaves the totals.
 */
function evaluate(config, data, loaded) {
    const totals = (0,counts/* computeTotals */.x0)(data.projects, config.findingTypes);
    const baseline = useBaseline(config, data, loaded);
    const comparison = baseline?.used ? baseline.comparison : undefined;
    const gateOn = config.gateOn === 'new' && comparison !== undefined ? 'new' : 'total';
    const judged = (gateOn === 'new' ? comparison?.increase : undefined) ?? totals;
    const what = gateOn === 'new' ? ' new' : '';
    const reasons = [];
    const exceeded = [];
    const floor = `fail-on-severity ${config.failOnSeverity}${gateOn === 'new' ? ', gate-on new' : ''}`;
    for (const severity of (0,counts/* severitiesAtOrAbove */.Zx)(config.failOnSeverity)) {
        const n = judged.bySeverity[severity];
        if (n > 0)
            reasons.push({ kind: 'severity', key: severity, text: `${severity}: ${n}${what} > 0 (${floor})` });
    }
    for (const budget of config.budgets) {
        const n = (0,counts/* countFor */.n_)(judged, budget.key);
        if (n > budget.max) {
            reasons.push({ kind: 'budget', key: budget.key, text: `${budget.key}: ${n}${what} > ${budget.max}` });
            exceeded.push(budget.key);
        }
    }
    // A live credential is live however old: valid secrets fail on what is open now, new or not.
    const n = validSecretCount(data);
    if (config.failOnValidSecrets && n > 0) {
        const fresh = comparison === undefined ? '' : ` (${comparison.newSecretIds.length} new since the baseline)`;
        reasons.push({ kind: 'secrets', text: `${n} ${noun(n, 'confirmed-valid secret', 'confirmed-valid secrets')}${fresh}` });
    }
    // Remediation deadlines: judged on the findings listed one by one.
    if (config.maxOpenAge !== undefined && data.findings?.state === 'listed') {
        reasons.push(...overdueReasons(data.findings.findings, config.maxOpenAge, Date.parse(data.fetchedAt)));
    }
    const blocked = data.blockedDependencyCount ?? data.blockedDependencies?.length ?? 0;
    if (blocked > 0) {
        reasons.push({
            kind: 'licenses',
            text: `${blocked} ${noun(blocked, 'dependency with a blocked license', 'dependencies with a blocked license')}`,
        });
    }
    return {
        result: reasons.length > 0 ? 'fail' : 'pass',
        reasons,
        totals,
        exceeded,
        gateOn,
        judged,
        ...(baseline !== undefined ? { baseline } : {}),
    };
}
/** Whether the data of an operation can turn a pass into a failure under these rules. */
function decidesOn(rules, operation) {
    if (operation === 'secrets')
        return rules.failOnValidSecrets;
    if (operation === 'dependencies')
        return rules.failOnBlockedLicenses;
    return true;
}
/**
 * The partial list that keeps a pass from standing, if any: a partial list can prove a failure, never
 * a pass, since its unread pages may hold what fails the gate.
 */
function unprovenPass(rules, verdict, partialLists) {
    if (verdict.result !== 'pass')
        return undefined;
    return partialLists.find(({ operation }) => decidesOn(rules, operation));
}

;// CONCATENATED MODULE: ./src/github/event.ts
// The workflow's event, read from the runner's files as @actions/github's context does, without
// loading Octokit on every run: the pull request, and the commit this run is about.


/** Reads the event file named by GITHUB_EVENT_PATH; an unreadable file is an empty payload. */
async function eventContext() {
    const { GITHUB_EVENT_NAME: eventName = '', GITHUB_EVENT_PATH: eventPath, GITHUB_REPOSITORY: repository = '' } = process.env;
    let payload = {};
    if (eventPath) {
        try {
            payload = JSON.parse(await (0,external_node_fs_promises_.readFile)(eventPath, 'utf8')) ?? {};
        }
        catch {
            payload = {};
        }
    }
    const [owner = '', repo = ''] = repository.split('/');
    return { eventName, payload, repo: { owner, repo } };
}
/**
 * The commit `wait-for-scan: true` waits for: the pull request's head commit on pull_request and
 * pull_request_target events (GITHUB_SHA is a merge commit there, which no scan has), GITHUB_SHA otherwise.
 */
async function headCommit() {
    const context = await eventContext();
    const pullRequest = context.eventName === 'pull_request' || context.eventName === 'pull_request_target';
    const sha = pullRequest ? context.payload.pull_request?.head?.sha : process.env.GITHUB_SHA;
    if (typeof sha !== 'string' || !/^[0-9a-f]{7,40}$/i.test(sha)) {
        const where = pullRequest ? 'the event has no pull_request.head.sha' : 'GITHUB_SHA is not set';
        throw new ConfigError('wait-for-scan', `Input 'wait-for-scan' is true, but ${where}: set wait-for-scan to the commit sha to wait for.`);
    }
    return sha.toLowerCase();
}

;// CONCATENATED MODULE: ./src/github/outputs.ts
// The step's outputs: every name action.yml declares, as constants (the contract test checks the two
// against each other), and the values a verdict or an error sets.





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
});
/** Each severity's output and each new-severity output. */
const NEW_OF = { critical: OUTPUT.newCritical, high: OUTPUT.newHigh, medium: OUTPUT.newMedium, low: OUTPUT.newLow };
/** Sets one output; the value is written as the runner reads it. */
function setOutput(name, value) {
    core/* setOutput */.uH(name, value);
}
/** The outputs of a run that could not decide: result=error and, when known, the deployment. */
function setErrorOutputs(deploymentId) {
    setOutput(OUTPUT.result, 'error');
    if (deploymentId)
        setOutput(OUTPUT.deploymentId, deploymentId);
}
/** The outputs of a verdict: the result, the counts in scope, and the new findings when a baseline was used. */
function setVerdictOutputs(data, verdict, rules) {
    if (rules?.maxOpenAge !== undefined && data.findings?.state === 'listed') {
        setOutput(OUTPUT.overdue, overdueCount(data.findings.findings, rules.maxOpenAge, Date.parse(data.fetchedAt)));
    }
    const { totals, baseline } = verdict;
    setOutput(OUTPUT.result, verdict.result);
    setOutput(OUTPUT.total, totals.total);
    for (const severity of types/* MOST_SEVERE_FIRST */.GX)
        setOutput(OUTPUT[severity], totals.bySeverity[severity]);
    for (const product of types/* PRODUCTS */.zv)
        setOutput(OUTPUT[product], totals.byProduct[product]);
    setOutput(OUTPUT.validSecrets, validSecretCount(data));
    setOutput(OUTPUT.deploymentId, data.deploymentId);
    setOutput(OUTPUT.blockedDependencies, data.blockedDependencyCount ?? 0);
    if (data.inventory) {
        setOutput(OUTPUT.dependencyInventory, data.inventory.path);
        setOutput(OUTPUT.dependencies, data.inventory.count);
    }
    const scans = data.freshness?.state === 'read' && data.freshness.projects.length === 1 ? data.freshness.projects[0]?.newestCompleted : undefined;
    if (scans !== undefined) {
        setOutput(OUTPUT.scanId, scans.id);
        if (scans.commit)
            setOutput(OUTPUT.scanCommit, scans.commit);
        const hours = scanAgeHours(scans, new Date(data.fetchedAt));
        if (hours !== undefined)
            setOutput(OUTPUT.scanAgeHours, hours.toFixed(1));
    }
    if (baseline?.used) {
        const { increase, ageHours } = baseline.comparison;
        setOutput(OUTPUT.newTotal, increase.total);
        for (const severity of types/* MOST_SEVERE_FIRST */.GX)
            setOutput(NEW_OF[severity], increase.bySeverity[severity]);
        setOutput(OUTPUT.baselineAgeHours, ageHours.toFixed(1));
    }
}

// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/render/location.ts
var render_location = __webpack_require__(1725);
// EXTERNAL MODULE: ./src/render/order.ts
var order = __webpack_require__(4532);
;// CONCATENATED MODULE: ./src/render/baseline.ts
// The words of the baseline, shared by the log, the job summary and the PR comment: the headline of
// the new findings, the signed differences, and why a baseline was not used. Plain text, unescaped:
// each caller escapes it for where it goes.


/** `2026-11-20`, the day of the baseline's data, with its age: `2026-11-20 (31 hours old)`. */
function baselineDate(comparison) {
    const hours = comparison.ageHours;
    const age = hours < 1 ? 'less than an hour old' : `${count(Math.round(hours))} ${Math.round(hours) === 1 ? 'hour' : 'hours'} old`;
    return `${comparison.generatedAt.slice(0, 10)} (${age})`;
}
/** One line: `1 new critical and 3 new high findings since the baseline of 2026-11-20 (31 hours old)`, or none new. */
function newFindingsHeadline(comparison) {
    const { increase, newSecretIds } = comparison;
    const since = `since the baseline of ${baselineDate(comparison)}`;
    const parts = types/* MOST_SEVERE_FIRST */.GX.filter((s) => increase.bySeverity[s] > 0).map((s) => `${count(increase.bySeverity[s])} new ${s}`);
    const findings = parts.length === 0
        ? `No new findings ${since}`
        : `${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`} ${increase.total === 1 ? 'finding' : 'findings'} ${since}`;
    const secrets = newSecretIds.length;
    if (secrets === 0)
        return findings;
    return `${findings}; ${count(secrets)} new confirmed-valid ${secrets === 1 ? 'secret' : 'secrets'}`;
}
/** Why the baseline was not used and what the gate judged instead, in one sentence. */
function baselineNotUsed(use, config) {
    const what = use.file === undefined ? 'No baseline was used' : `The baseline ${JSON.stringify(use.file)} was not used`;
    const instead = config.gateOn === 'new' ? 'the gate judged the totals instead of the new findings (the stricter reading)' : 'no differences are shown';
    return `${what}: ${use.why}; ${instead}.`;
}

;// CONCATENATED MODULE: ./src/render/sections.ts






const PRODUCT_LABEL = { code: 'code', sca: 'SCA', secrets: 'secrets' };
const OVER = '⛔';
/** Cap, in code points, of names in tables (types, repositories, refs, projects). */
const CELL_NAME_MAX = 100;
/** The baseline in use, when the run compared with one. */
function comparisonOf(verdict) {
    return verdict.baseline?.used ? verdict.baseline.comparison : undefined;
}
/** Under the title: the new findings since the baseline, or why the baseline was not used. */
function baselineHeadline({ config, verdict }) {
    const { baseline } = verdict;
    if (baseline === undefined)
        return [];
    if (!baseline.used)
        return [`> ⚠️ ${(0,render_escape/* markdownText */.p7)(baselineNotUsed(baseline, config), 1000)}`, ''];
    const { comparison } = baseline;
    const worse = comparison.increase.total > 0 || comparison.newSecretIds.length > 0;
    return [`${worse ? '📈' : '🟰'} ${(0,render_escape/* markdownText */.p7)(newFindingsHeadline(comparison))}.`, ''];
}
/** The line under a passing title: `12 findings in scope, none over budget.` (with gate-on new: no new findings over budget). */
function passSentence(verdict) {
    const budget = verdict.gateOn === 'new' ? 'no new findings over budget' : 'none over budget';
    return `${plural(verdict.totals.total, 'finding', 'findings')} in scope, ${budget}.`;
}
/** Budget keys whose cells are marked: every exceeded budget, plus each severity failing fail-on-severity. */
function markedKeys({ config, verdict }) {
    const keys = new Set(verdict.exceeded);
    for (const reason of verdict.reasons) {
        if (reason.key && (reason.kind === 'budget' || reason.kind === 'severity'))
            keys.add(reason.key);
    }
    const floor = config.failOnSeverity;
    if (floor !== 'none' && verdict.reasons.some((r) => r.kind === 'severity')) {
        const { matrix, bySeverity } = verdict.judged;
        for (const severity of (0,counts/* severitiesAtOrAbove */.Zx)(floor)) {
            if (bySeverity[severity] > 0)
                keys.add(severity);
            for (const product of config.findingTypes) {
                if (matrix[product][severity] > 0)
                    keys.add(`${product}.${severity}`);
            }
        }
    }
    return keys;
}
/** Every count the matrix shows: each cell, each severity row, each product column and the grand total. */
const MATRIX_KEYS = [
    ...types/* PRODUCTS */.zv.flatMap((p) => types/* SEVERITIES */.oC.map((s) => `${p}.${s}`)),
    ...types/* SEVERITIES */.oC,
    ...types/* PRODUCTS */.zv,
    'total',
];
/**
 * Whether some count of the matrix has more new findings than it rose: a fix beside a new finding,
 * in another project or (for a row, a column or the total) in another cell.
 */
function offsetElsewhere(comparison, now) {
    return MATRIX_KEYS.some((key) => (0,counts/* countFor */.n_)(comparison.increase, key) > Math.max(0, (0,counts/* countFor */.n_)(now, key) - (0,counts/* countFor */.n_)(comparison.before, key)));
}
/** The findings in scope as a table: severities × products with totals, cells over budget marked, differences from a baseline. */
function matrix(input) {
    const { config, verdict } = input;
    const { matrix: m, bySeverity, byProduct, total } = verdict.totals;
    const marked = markedKeys(input);
    const comparison = comparisonOf(verdict);
    const inScope = (p) => config.findingTypes.includes(p);
    const cell = (key, n) => {
        const shown = comparison === undefined ? count(n) : `${count(n)} (${signed(n - (0,counts/* countFor */.n_)(comparison.before, key))})`;
        return marked.has(key) ? `**${shown}** ${OVER}` : shown;
    };
    const lines = [
        '### Findings in scope',
        '',
        `| severity | ${types/* PRODUCTS */.zv.map((p) => PRODUCT_LABEL[p]).join(' | ')} | total |`,
        `| --- | ${types/* PRODUCTS */.zv.map(() => '---:').join(' | ')} | ---: |`,
    ];
    for (const severity of types/* MOST_SEVERE_FIRST */.GX) {
        const cells = types/* PRODUCTS */.zv.map((p) => (inScope(p) ? cell(`${p}.${severity}`, m[p][severity]) : '–'));
        lines.push(`| ${severity} | ${cells.join(' | ')} | ${cell(severity, bySeverity[severity])} |`);
    }
    const totals = types/* PRODUCTS */.zv.map((p) => (inScope(p) ? cell(p, byProduct[p]) : '–'));
    lines.push(`| **total** | ${totals.join(' | ')} | ${cell('total', total)} |`);
    lines.push('');
    const outOfScope = types/* PRODUCTS */.zv.filter((p) => !inScope(p));
    if (outOfScope.length > 0) {
        lines.push(`– not counted: ${outOfScope.map((p) => PRODUCT_LABEL[p]).join(', ')} (not in finding-types).`, '');
    }
    if (comparison !== undefined) {
        lines.push(`In parentheses: the difference from the baseline of ${baselineDate(comparison)}.`, '');
        lines.push(comparison.exact
            ? '_New code and supply-chain findings are exact: a finding is new when its match_based_id is not in the baseline (secrets findings: the rise of their counts)._'
            : `_New findings are the rise of the counts: ${(0,render_escape/* markdownText */.p7)(comparison.countDeltasWhy ?? 'no finding ids to compare', 300)}._`, '');
        if (offsetElsewhere(comparison, verdict.totals)) {
            lines.push('_New findings are counted per project, product and severity: a fix never offsets a new finding elsewhere, so a count of new findings can exceed the rise of its total._', '');
        }
    }
    return lines;
}
function firstSeen(createdAt) {
    if (!createdAt)
        return '';
    const date = /^\d{4}-\d{2}-\d{2}/.exec(createdAt);
    return date ? date[0] : (0,render_escape/* markdownCell */.UZ)(createdAt, 40);
}
/** The ids of the confirmed-valid secrets the baseline did not have; undefined without a baseline in use. */
function newSecretIds(verdict) {
    const comparison = comparisonOf(verdict);
    return comparison === undefined ? undefined : new Set(comparison.newSecretIds);
}
/** The match_based_ids of the findings new since the baseline, when "new" is exact; else undefined. */
function newFindingIds(verdict) {
    const comparison = comparisonOf(verdict);
    return comparison?.newFindingIds === undefined ? undefined : new Set(comparison.newFindingIds);
}
/** New since the baseline first, then most severe first. */
function newFirst(fresh) {
    if (fresh === undefined)
        return order/* mostSevereFirst */.QX;
    return (a, b) => Number(fresh.has(b.id)) - Number(fresh.has(a.id)) || (0,order/* mostSevereFirst */.QX)(a, b);
}
/** The table of the first `limit` secrets, new ones marked (with a baseline) and first. */
function secretTable(secrets, limit, fresh) {
    const columns = ['severity', 'type', 'repository', 'location', 'ref', 'first seen'];
    if (fresh !== undefined)
        columns.unshift('since baseline');
    const lines = [`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`];
    for (const secret of (0,order/* firstInOrder */.mR)(secrets, limit, newFirst(fresh))) {
        const row = secretRow(secret);
        lines.push(fresh === undefined ? row : `| ${fresh.has(secret.id) ? '🆕 **new**' : ''} ${row}`);
    }
    return lines;
}
/** One table row of a confirmed-valid secret: severity, type, repository, location, ref, first seen (escaped). */
function secretRow(secret) {
    const severity = (0,order/* severityName */.vb)(secret.severity) ?? (0,render_escape/* markdownCell */.UZ)(secret.severity, 40);
    const repository = secret.repository?.name ? (0,render_escape/* markdownLink */.iQ)(secret.repository.name, secret.repository.url, CELL_NAME_MAX) : '';
    const location = secret.findingPath
        ? (0,render_escape/* markdownLink */.iQ)(secret.findingPath, secret.findingPathUrl, 160)
        : secret.findingPathUrl
            ? (0,render_escape/* markdownLink */.iQ)('view', secret.findingPathUrl)
            : '';
    const ref = secret.ref ? (0,render_escape/* markdownLink */.iQ)(secret.ref, secret.refUrl, CELL_NAME_MAX) : '';
    const cells = [severity, (0,render_escape/* markdownCell */.UZ)(secret.type, CELL_NAME_MAX), repository, location, ref, firstSeen(secret.createdAt)];
    return `| ${cells.join(' | ')} |`;
}
/** `(5)`, or with a baseline `(5, 1 new since the baseline)`. */
function secretsCount(all, fresh) {
    return fresh === undefined ? `(${count(all)})` : `(${count(all)}, ${count(fresh.size)} new since the baseline)`;
}

;// CONCATENATED MODULE: ./src/render/annotations.ts





/** GitHub shows at most this many error annotations per step. */
const MAX_ERROR_ANNOTATIONS = 10;
/** Cap, in code points, of the secret type in a title. */
const TYPE_MAX = 100;
/** Cap, in code points, of a file path. */
const FILE_MAX = 500;
/**
 * The annotations for the secrets of `repository` (`owner/name`, as GITHUB_REPOSITORY): the `limit` most
 * severe as errors (with a baseline, `fresh` holds the new ones' ids: those come first and say so), then
 * one notice counting the rest. No repository: none (their files are elsewhere).
 */
function secretAnnotations(secrets, repository, limit = MAX_ERROR_ANNOTATIONS, fresh) {
    const own = secrets.filter((secret) => (0,render_location/* belongsToRepository */.C)(secret, repository));
    const annotations = (0,order/* firstInOrder */.mR)(own, limit, newFirst(fresh)).map((secret) => secretAnnotation(secret, fresh?.has(secret.id)));
    const more = own.length - annotations.length;
    if (more > 0) {
        annotations.push({
            level: 'notice',
            title: 'findings-gate: more confirmed-valid secrets',
            message: `${more} more confirmed-valid ${more === 1 ? 'secret is' : 'secrets are'} not annotated (GitHub shows ${limit} error annotations per step): see the job summary for the full list.`,
        });
    }
    return annotations;
}
/** The error annotation of one secret: where it is, what it is, what to do; never the secret itself. */
function secretAnnotation(secret, isNew) {
    const type = (0,render_escape/* truncate */.xv)((0,render_escape/* stripControl */.kU)(secret.type).trim(), TYPE_MAX) || 'unknown type';
    const severity = (0,order/* severityName */.vb)(secret.severity) ?? 'unknown severity';
    const location = (0,render_location/* findingLocation */.$)(secret.findingPath);
    const annotation = {
        level: 'error',
        title: (0,render_escape/* logLine */.BP)(`${isNew ? 'New confirmed-valid secret (not in the baseline)' : 'Confirmed-valid secret'}: ${type} (${severity})`),
        message: (0,render_escape/* logLine */.BP)(`Semgrep confirmed that this ${type} secret is valid: it is a live credential. ` +
            'Rotate it at its provider first, then remove it from the code and from the git history.'),
    };
    if (location !== undefined) {
        annotation.file = (0,render_escape/* logLine */.BP)(location.file, FILE_MAX);
        if (location.line !== undefined)
            annotation.startLine = location.line;
    }
    return annotation;
}
/** Notice annotations GitHub shows per step. */
const MAX_NOTICE_ANNOTATIONS = 10;
/**
 * Notice annotations for the code and supply-chain findings of `repository`, at their file and line
 * (notices, so that they never hide the errors of live secrets): past their deadline first, then the
 * most severe and newest (the list's order); then one more notice counting the rest.
 */
function findingAnnotations(findings, repository, isOverdue, limit = MAX_NOTICE_ANNOTATIONS - 1, fresh) {
    const isNew = (finding) => fresh !== undefined && finding.matchBasedId !== undefined && fresh.has(finding.matchBasedId);
    const own = findings.filter((finding) => finding.filePath !== undefined && (0,gate_scope/* sameRepository */.R)(finding.repository?.name, repository));
    // New since the baseline first, then past their deadline, then the list's order.
    const rank = (finding) => (isNew(finding) ? 0 : isOverdue(finding) ? 1 : 2);
    const ordered = [...own].sort((a, b) => rank(a) - rank(b));
    const annotations = ordered.slice(0, limit).map((finding) => {
        const rule = (0,render_escape/* truncate */.xv)((0,render_escape/* stripControl */.kU)(finding.rule), 200);
        const overdue = `${isNew(finding) ? ', new since the baseline' : ''}${isOverdue(finding) ? ', past its remediation deadline' : ''}`;
        return {
            level: 'notice',
            title: (0,render_escape/* logLine */.BP)(`Semgrep ${finding.issueType === 'sca' ? 'supply-chain' : 'code'} finding (${finding.severity || 'unknown severity'}${overdue})`),
            message: (0,render_escape/* logLine */.BP)(`Rule ${rule}. Fix it, or triage it in Semgrep.`),
            file: (0,render_escape/* logLine */.BP)(finding.filePath ?? '', FILE_MAX),
            ...(finding.line === undefined ? {} : { startLine: finding.line }),
        };
    });
    const more = own.length - annotations.length;
    if (more > 0) {
        annotations.push({
            level: 'notice',
            title: 'findings-gate: more findings',
            message: `${more} more ${more === 1 ? 'finding of this repository is' : 'findings of this repository are'} not annotated (GitHub shows ${limit + 1} notices per step): see the job summary.`,
        });
    }
    return annotations;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/render/findings.ts




/** Rows of the Findings table in the summary; the PR comment shows fewer. */
const MAX_FINDING_ROWS = 20;
const PRODUCT = { sast: 'code', sca: 'SCA', ai_sast: 'AI' };
/** The link of a finding's line, only when it points at the host of the finding's own repository. */
function lineLink(finding) {
    if (finding.url === undefined || finding.repository?.url === undefined)
        return undefined;
    try {
        return new URL(finding.url).host === new URL(finding.repository.url).host ? finding.url : undefined;
    }
    catch {
        return undefined;
    }
}
/** One table row: severity, product, rule (short, then its full id), where, open for, flag. */
function findingRow(finding, rules, now, fresh) {
    const since = openSince(finding);
    const age = since === undefined ? '' : ageWords(Math.max(0, now - since) / 3_600_000);
    const overdue = rules.maxOpenAge !== undefined && isOverdue(finding, rules.maxOpenAge, now) ? '⏰ past its deadline' : '';
    const isNew = fresh !== undefined && finding.matchBasedId !== undefined && fresh.has(finding.matchBasedId) ? '🆕 new' : '';
    const short = shortRule(finding.rule);
    const rule = short === finding.rule ? (0,render_escape/* markdownCell */.UZ)(short, 120) : `${(0,render_escape/* markdownCell */.UZ)(short, 80)} <code>${(0,render_escape/* markdownText */.p7)(finding.rule, 200)}</code>`;
    const cells = [
        (0,render_escape/* markdownCell */.UZ)(finding.severity || 'unknown', 20),
        PRODUCT[finding.issueType],
        rule,
        (0,render_escape/* markdownLink */.iQ)(findingPlace(finding), lineLink(finding), 160),
        age,
        [isNew, overdue].filter((flag) => flag !== '').join(' '),
    ];
    return `| ${cells.join(' | ')} |`;
}
/** The Findings section of a run, or the line that says why the findings were not listed. */
function findingsSection(data, rules, totals, options = {}) {
    const { maxRows = MAX_FINDING_ROWS, heading = '###', fresh } = options;
    const listing = data.findings;
    if (listing === undefined || listing.state === 'off')
        return [];
    if (listing.state === 'unavailable')
        return [`_Findings not listed: ${(0,render_escape/* markdownText */.p7)(listing.why, 300)}; the gate decided on the counts._`, ''];
    const counted = (rules.findingTypes.includes('code') ? totals.byProduct.code : 0) + (rules.findingTypes.includes('sca') ? totals.byProduct.sca : 0);
    const of = listing.count === counted ? count(listing.count) : `${count(listing.count)} of ${count(counted)} listed`;
    const lines = [`${heading} Findings (${of})`, ''];
    if (listing.count !== counted) {
        lines.push('_The list and the report were read from different endpoints: the counts above come from the report._', '');
    }
    if (listing.findings.length === 0)
        return lines;
    const now = Date.parse(data.fetchedAt);
    lines.push('| severity | product | rule | where | open for | |', '| --- | --- | --- | --- | --- | --- |');
    // New since the baseline first, then the list's order (most severe, newest).
    const isNew = (finding) => fresh !== undefined && finding.matchBasedId !== undefined && fresh.has(finding.matchBasedId);
    const shown = [...listing.findings.filter(isNew).slice(0, maxRows), ...listing.findings.filter((f) => !isNew(f))].slice(0, maxRows);
    for (const finding of shown)
        lines.push(findingRow(finding, rules, now, fresh));
    lines.push('');
    if (listing.count > maxRows)
        lines.push(`…and ${plural(listing.count - maxRows, 'more finding', 'more findings')}.`, '');
    if (listing.count > listing.findings.length) {
        lines.push(`_The details of ${count(listing.findings.length)} are kept (the most severe and newest); ${count(listing.count - listing.findings.length)} more are counted._`, '');
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/render/comment.ts
// The pull-request comment: the verdict, its reasons, the severity matrix and the top confirmed-valid
// secrets, under a hidden marker that finds the comment again on the next run. Pure.






/** GitHub refuses a comment body longer than this many characters. */
const COMMENT_MAX_CHARS = 65_536;
const COMMENT_MAX_REASONS = 20;
const COMMENT_MAX_SECRETS = 10;
const COMMENT_MAX_FINDINGS = 10;
/** The hidden first line of the comment: `<!-- findings-gate:<16 hex digits> -->`, stable for one step. */
function commentMarker(parts) {
    const scope = parts.projects === 'all' ? '*' : parts.projects.join(',');
    const key = (0,external_node_crypto_.createHash)('sha256')
        .update([parts.workflow ?? '', parts.job ?? '', parts.action ?? '', scope].join('\n'))
        .digest('hex')
        .slice(0, 16);
    return `<!-- findings-gate:${key} -->`;
}
/** The comment of a run that reached a verdict. */
function renderComment(marker, input) {
    const { config, data, verdict } = input;
    const lines = [marker];
    if (verdict.result === 'pass') {
        lines.push('### ✅ findings-gate: pass', '', ...baselineHeadline(input), passSentence(verdict), '');
    }
    else {
        lines.push(config.mode === 'warn' ? '### ⚠️ findings-gate: fail (warn mode: the job is not failed)' : '### ❌ findings-gate: fail', '');
        lines.push(...baselineHeadline(input));
        for (const reason of verdict.reasons.slice(0, COMMENT_MAX_REASONS))
            lines.push(`- ${(0,render_escape/* markdownText */.p7)(reason.text)}`);
        if (verdict.reasons.length > COMMENT_MAX_REASONS)
            lines.push(`- …and ${count(verdict.reasons.length - COMMENT_MAX_REASONS)} more reasons`);
        lines.push('');
    }
    lines.push(...matrix(input).map((line) => line.replace(/^### /, '#### ')));
    lines.push(...findingsSection(data, config, verdict.totals, { maxRows: COMMENT_MAX_FINDINGS, heading: '####', fresh: newFindingIds(verdict) }));
    const secrets = data.validSecrets;
    const total = validSecretCount(data);
    if (total > 0) {
        const fresh = newSecretIds(verdict);
        lines.push(`#### Confirmed-valid secrets ${secretsCount(total, fresh)}`, '');
        if (!config.failOnValidSecrets)
            lines.push('Shown for information: fail-on-valid-secrets is off.', '');
        lines.push(...secretTable(secrets, COMMENT_MAX_SECRETS, fresh));
        lines.push('');
        if (total > COMMENT_MAX_SECRETS)
            lines.push(`…and ${count(total - COMMENT_MAX_SECRETS)} more in the job summary.`, '');
    }
    return withinLimit(lines, footer(input.runUrl));
}
/** The comment of a run that could not decide: it replaces an earlier verdict, so none is left standing. */
function renderErrorComment(marker, input) {
    const what = input.operation ? `**${(0,render_escape/* markdownText */.p7)(input.operation, 100)}** failed` : 'the gate could not decide';
    const lines = [
        marker,
        '### ⚠️ findings-gate: error',
        '',
        `The last run could not decide: ${what}. An earlier verdict in this comment no longer applies.`,
        '',
        `> ${(0,render_escape/* markdownText */.p7)(input.message, 1000)}`,
        '',
    ];
    return withinLimit(lines, footer(input.runUrl));
}
function footer(runUrl) {
    const link = runUrl ? (0,render_escape/* markdownLink */.iQ)('the job summary of this run', runUrl) : 'the job summary of this run';
    return ['---', '', `Full details, every project and every secret: ${link}. <sub>This comment is updated on each run.</sub>`, ''];
}
/** Joins body and footer, cutting the body at a line boundary so the whole stays under COMMENT_MAX_CHARS. */
function withinLimit(body, tail) {
    const text = [...body, ...tail].join('\n');
    if (text.length <= COMMENT_MAX_CHARS)
        return text;
    const note = ['', '_The comment was cut to fit GitHub’s limit._', ''];
    const budget = COMMENT_MAX_CHARS - [...note, ...tail].join('\n').length - 2;
    const kept = [];
    let size = 0;
    for (const line of body) {
        if (size + line.length + 1 > budget)
            break;
        kept.push(line);
        size += line.length + 1;
    }
    return [...kept, ...note, ...tail].join('\n');
}

;// CONCATENATED MODULE: ./src/github/comment-pr.ts
// The pull-request comment over the GitHub REST API (@actions/github's Octokit): find the gate's own
// comment by its hidden marker across every page, then update it in place or create it.
/** Pages of 100 comments read at most while looking for the marker: 10,000 comments. */
const MAX_COMMENT_PAGES = 100;
/** The pull request of a `pull_request` or `pull_request_target` event, from @actions/github's context; else undefined. */
function pullRequestOf(context) {
    if (context.eventName !== 'pull_request' && context.eventName !== 'pull_request_target')
        return undefined;
    const number = context.payload.pull_request?.number;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1)
        return undefined;
    const { owner, repo } = context.repo;
    if (!owner || !repo)
        return undefined;
    return { owner, repo, number };
}
/** Creates or updates the gate's comment on the pull request. Throws what Octokit throws. */
async function upsertComment(request) {
    // Loaded here, not at start-up: only a run that comments pays for Octokit.
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 2413));
    const octokit = getOctokit(request.token);
    const { owner, repo, number } = request.pullRequest;
    const options = { request: { signal: request.signal } };
    let existing;
    let pages = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: number,
        per_page: 100,
        ...options,
    })) {
        pages++;
        existing = page.data.find((comment) => comment.body?.startsWith(request.marker))?.id;
        if (existing !== undefined)
            break;
        if (pages >= MAX_COMMENT_PAGES)
            return { action: 'too-many-comments', pages };
    }
    if (existing !== undefined) {
        const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing, body: request.body, ...options });
        return { action: 'updated', id: data.id, url: data.html_url };
    }
    if (!request.create)
        return { action: 'none' };
    const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body: request.body, ...options });
    return { action: 'created', id: data.id, url: data.html_url };
}
/** A warning for a comment that could not be written: what happened and which permission to add. */
function commentFailure(error, pullRequest) {
    const where = `findings-gate could not comment on pull request #${pullRequest.number}`;
    const unchanged = "The gate's verdict and exit status are unchanged.";
    const status = typeof error?.status === 'number' ? error.status : undefined;
    const headers = (error?.response?.headers ?? {});
    const text = error instanceof Error ? error.message : String(error);
    const detail = text.split(' - https://')[0]?.slice(0, 200) ?? '';
    if (status === 429 || (status === 403 && (String(headers['x-ratelimit-remaining']) === '0' || /rate limit/i.test(text)))) {
        return `${where}: the GitHub API rate limit was reached (HTTP ${status}); the comment is written again on the next run. ${unchanged}`;
    }
    if (status === 403 || status === 404) {
        return (`${where} (HTTP ${status}: ${detail}): the github-token cannot write pull-request comments. ` +
            'Add `permissions: pull-requests: write` to the job; a pull request from a fork gets a read-only token, so no comment is possible there. ' +
            unchanged);
    }
    if (status === 401)
        return `${where} (HTTP 401): the github-token was rejected; pass \${{ github.token }} or a valid token. ${unchanged}`;
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
        return `${where}: the GitHub API did not answer in time. ${unchanged}`;
    }
    return `${where}: ${status ? `HTTP ${status}: ` : ''}${detail}. ${unchanged}`;
}

;// CONCATENATED MODULE: ./src/github/publish.ts
// The shell's GitHub-facing outputs of a run: annotations on the diff, the SARIF file and the
// pull-request comment. None of them changes the verdict or the exit status: a failure is a warning.














/** Longest the comment may take, however much of the run's deadline is left. */
const COMMENT_TIMEOUT_MS = 30_000;
/** The watchdog ends the run 5 s after its deadline; the comment must be done 1 s before. */
const WATCHDOG_MARGIN_MS = 4_000;
/** Annotations, the SARIF file and the comment of a run that reached a verdict. */
async function publishVerdict(input) {
    const { config, data, verdict } = input;
    const repository = process.env.GITHUB_REPOSITORY?.trim() || undefined;
    if (config.github.annotations)
        annotate(input, repository);
    if (config.github.sarifFile)
        await writeSarif(config.github.sarifFile, data, repository);
    await comment(config, input.elapsedMs, verdict.result === 'fail', (marker) => renderComment(marker, input));
}
/** After an error: an existing comment is updated to say so (never created), so no stale verdict stays behind. */
async function publishError(config, error, elapsedMs) {
    await comment(config, elapsedMs, undefined, (marker) => renderErrorComment(marker, error));
}
function annotate({ config, data, verdict }, repository) {
    const listed = data.findings?.state === 'listed' ? data.findings.findings : [];
    const now = Date.parse(data.fetchedAt);
    const overdue = (finding) => config.maxOpenAge !== undefined && isOverdue(finding, config.maxOpenAge, now);
    const annotations = [
        ...secretAnnotations(data.validSecrets, repository, MAX_ERROR_ANNOTATIONS, newSecretIds(verdict)),
        ...findingAnnotations(listed, repository, overdue, undefined, newFindingIds(verdict)),
    ];
    for (const { level, message, ...properties } of annotations) {
        if (level === 'error')
            core/* error */.z3(message, properties);
        else
            core/* notice */.lm(message, properties);
    }
}
/** Writes the SARIF log of the current repository's secrets (every secret when not on GitHub). */
async function writeSarif(path, data, repository) {
    const secrets = data.validSecrets;
    const own = repository === undefined ? secrets : secrets.filter((secret) => (0,render_location/* belongsToRepository */.C)(secret, repository));
    const listed = data.findings?.state === 'listed' ? data.findings.findings : [];
    const ownFindings = repository === undefined ? listed : listed.filter((finding) => (0,gate_scope/* sameRepository */.R)(finding.repository?.name, repository));
    const { GITHUB_SERVER_URL: server, GITHUB_ACTION_REPOSITORY: actionRepository, GITHUB_ACTION_REF: actionRef } = process.env;
    // The SARIF writer is loaded only by a run that writes a SARIF file.
    const { buildSarif } = await __webpack_require__.e(/* import() */ 729).then(__webpack_require__.bind(__webpack_require__, 3729));
    const { log, withoutLocation } = buildSarif({
        secrets: own,
        findings: ownFindings,
        ...(server && actionRepository ? { informationUri: `${server}/${actionRepository}` } : {}),
        ...(actionRef ? { version: actionRef } : {}),
    });
    const file = (0,external_node_path_.resolve)(path);
    try {
        await (0,external_node_fs_promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        await (0,external_node_fs_promises_.writeFile)(file, `${JSON.stringify(log, null, 2)}\n`);
    }
    catch (error) {
        core/* warning */.$e((0,render_escape/* logLine */.BP)(`could not write the SARIF file ${file}: ${error.message}`));
        return;
    }
    setOutput(OUTPUT.sarifFile, file);
    const results = log.runs[0]?.results.length ?? 0;
    const left = [
        secrets.length > own.length ? `${secrets.length - own.length} of other repositories` : '',
        withoutLocation > 0 ? `${withoutLocation} without a file path` : '',
    ].filter((part) => part !== '');
    core/* info */.pq((0,render_escape/* logLine */.BP)(`SARIF: ${results} results (confirmed-valid secrets and findings) written to ${file}${left.length > 0 ? ` (left out: ${left.join(', ')})` : ''}`));
}
/**
 * The pull-request comment, as `comment-on-pr` asks: `failing` undefined is an error run (update only);
 * `on-failure` creates a comment only for a failing verdict, and still updates one that exists.
 */
async function comment(config, elapsedMs, failing, render) {
    const policy = config.github.commentOnPr;
    if (policy === 'never')
        return;
    const context = await eventContext();
    const pullRequest = pullRequestOf(context);
    if (pullRequest === undefined) {
        core/* debug */.Yz((0,render_escape/* logLine */.BP)(`comment-on-pr is ${policy}, but the event ${context.eventName || '(none)'} is not a pull request: no comment.`));
        return;
    }
    const token = config.github.token;
    if (!isTokenShaped(token)) {
        core/* warning */.$e(`comment-on-pr is ${policy}, but github-token is ${token === '' ? 'empty' : 'not a valid token'}: pass \${{ github.token }} (the default) with \`permissions: pull-requests: write\`. No comment was written.`);
        return;
    }
    const remainingMs = Math.min(COMMENT_TIMEOUT_MS, config.timeoutSeconds * 1000 + WATCHDOG_MARGIN_MS - elapsedMs);
    if (remainingMs < 1000) {
        core/* warning */.$e(`findings-gate did not comment on pull request #${pullRequest.number}: the run's deadline is too close.`);
        return;
    }
    const marker = commentMarker({
        ...(process.env.GITHUB_WORKFLOW ? { workflow: process.env.GITHUB_WORKFLOW } : {}),
        ...(process.env.GITHUB_JOB ? { job: process.env.GITHUB_JOB } : {}),
        ...(process.env.GITHUB_ACTION ? { action: process.env.GITHUB_ACTION } : {}),
        projects: config.projects,
    });
    try {
        const result = await upsertComment({
            token,
            pullRequest,
            marker,
            body: render(marker),
            create: failing === true || (failing === false && policy === 'always'),
            signal: AbortSignal.timeout(remainingMs),
        });
        const where = `pull request #${pullRequest.number}`;
        if (result.action === 'created' || result.action === 'updated') {
            core/* info */.pq((0,render_escape/* logLine */.BP)(`Comment ${result.action} on ${where}${result.url ? `: ${result.url}` : ''}`));
        }
        else if (result.action === 'too-many-comments') {
            core/* warning */.$e(`findings-gate did not comment on ${where}: it has more than ${result.pages * 100} comments to search.`);
        }
        else {
            core/* info */.pq(`No comment on ${where}: comment-on-pr is ${policy}, the gate ${failing === false ? 'passed' : 'could not decide'} and no earlier comment exists.`);
        }
    }
    catch (error) {
        core/* warning */.$e((0,render_escape/* logLine */.BP)(commentFailure(error, pullRequest), 1000));
    }
}

// EXTERNAL MODULE: ./src/inventory/error.ts
var inventory_error = __webpack_require__(7066);
;// CONCATENATED MODULE: ./src/render/filters.ts
// The scope and filters of a run in words, for the summary footer and the report file.


/** Lines describing the scope and filters, for the summary footer ("confidence: high, medium"); raw values, not escaped. */
function describeFilters(config) {
    const lines = [`projects: ${config.projects === 'all' ? 'all' : config.projects.join(', ')}`];
    if (config.projectIds.length > 0)
        lines.push(`project-ids: ${config.projectIds.join(', ')}`);
    if (config.findingTypes.length < types/* PRODUCTS */.zv.length)
        lines.push(`finding-types: ${config.findingTypes.join(', ')}`);
    const { timePeriod } = config.reportFilters;
    if (timePeriod?.since !== undefined)
        lines.push(`since: ${timePeriod.since}`);
    if (timePeriod?.until !== undefined)
        lines.push(`until: ${timePeriod.until}`);
    for (const { input, field, choices } of ENUM_FILTERS) {
        const values = config.reportFilters[field];
        if (values === undefined || values.length === 0)
            continue;
        const words = values.map((value) => wordOf(value, choices));
        lines.push(`${input}: ${words.join(', ')}`);
    }
    for (const { input, field } of TEXT_FILTERS) {
        const values = config.reportFilters[field];
        if (values !== undefined && values.length > 0)
            lines.push(`${input}: ${values.join(', ')}`);
    }
    if (config.failOnBlockedLicenses || config.dependencyInventory !== undefined) {
        const deps = config.dependencyFilters;
        const words = (values, choices) => values?.map((value) => wordOf(value, choices)).join(', ');
        const shown = [
            ['dependency-repository-ids', deps.repositoryIds?.join(', ')],
            ['ecosystems', words(deps.ecosystems, ECOSYSTEM_CHOICES)],
            ['transitivity', words(deps.transitivity, TRANSITIVITY_CHOICES)],
            ['lockfile-path', deps.lockfilePath],
            ['licenses', deps.licenses?.join(', ')],
            ['include-archived', deps.includeArchived ? 'true (archived repositories only)' : undefined],
        ];
        for (const [input, text] of shown)
            if (text)
                lines.push(`${input}: ${text}`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/render/scans.ts
// What the summary and the log say about what was judged: the newest scan of each gated project (its
// commit, branch, kind and age), the archived projects, how the scope was checked, and the secrets the
// API returned for other repositories. Pure: strings only, every value escaped where it enters Markdown.



/** Rows of the scans table before `…and N more`. */
const MAX_SCAN_ROWS = 25;
const NAME_MAX = 100;
/** `3f2a9c1 on the default branch, full scan, 2 h ago`: plain text, unescaped. */
function scans_scanWords(scan, now) {
    const commit = scan.commit ? scan.commit.slice(0, 7) : 'unknown commit';
    const branch = scan.onDefaultBranch === true ? 'the default branch' : scan.branchId !== undefined ? `branch id ${scan.branchId}` : 'an unknown branch';
    const hours = scanAgeHours(scan, now);
    const age = hours === undefined ? 'age unknown' : `${ageWords(hours)} ago`;
    return `${commit} on ${branch}, ${scan.isFullScan ? 'full scan' : 'diff scan'}, ${age}`;
}
/** The newest scan when it ended without a result: the flag a reviewer must see. */
function failedNewest(project) {
    const newest = project.newest;
    return newest !== undefined && FAILED_SCAN_STATUSES.has(newest.status) ? newest : undefined;
}
/** The scans section of the summary: one row per gated project, failed newest scans flagged. */
function scansSection(data, now) {
    const freshness = data.freshness;
    if (freshness === undefined)
        return [];
    if (freshness.state === 'unknown')
        return [`_Scan freshness unknown: ${(0,render_escape/* markdownText */.p7)(freshness.why, 300)}._`, ''];
    if (freshness.projects.length === 0)
        return [];
    const lines = ['### Scans judged', '', '| project | newest completed scan | flag |', '| --- | --- | --- |'];
    const flagged = [...freshness.projects].sort((a, b) => Number(failedNewest(b) !== undefined) - Number(failedNewest(a) !== undefined));
    for (const project of flagged.slice(0, MAX_SCAN_ROWS)) {
        const completed = project.newestCompleted ? (0,render_escape/* markdownCell */.UZ)(scans_scanWords(project.newestCompleted, now), 200) : 'none in the past 30 days';
        const failed = failedNewest(project);
        const flag = failed ? `⚠️ newest scan ${(0,render_escape/* markdownCell */.UZ)(failed.id, 40)} ${statusWords(failed.status)}` : '';
        lines.push(`| ${(0,render_escape/* markdownCell */.UZ)(project.project, NAME_MAX)} | ${completed} | ${flag} |`);
    }
    lines.push('');
    if (freshness.projects.length > MAX_SCAN_ROWS) {
        lines.push(`…and ${plural(freshness.projects.length - MAX_SCAN_ROWS, 'more project', 'more projects')}.`, '');
    }
    return lines;
}
/** Notes on the scope: archived projects gated, and how names were checked where the projects list was missing. */
function scopeNotes(data) {
    const lines = [];
    const archived = data.scope?.projects.filter((project) => project.archived) ?? [];
    if (archived.length > 0) {
        const names = archived.slice(0, 20).map((p) => `<code>${(0,render_escape/* markdownText */.p7)(p.name, NAME_MAX)}</code>`);
        lines.push(`_Archived, and gated all the same: ${names.join(', ')}${archived.length > 20 ? `, …and ${count(archived.length - 20)} more` : ''}._`, '');
    }
    if (data.scope?.source === 'report') {
        lines.push(`_Project names were checked against the report: ${(0,render_escape/* markdownText */.p7)(data.scope.why ?? 'the projects list was not available', 300)}._`, '');
    }
    return lines;
}
/** The warning for secrets the API returned for the scope that name another repository, as plain text. */
function foreignSecretsWarning(data) {
    const foreign = data.foreignSecrets;
    if (foreign === undefined || foreign.count === 0)
        return undefined;
    const names = foreign.repositories.map((name) => JSON.stringify(name)).join(', ');
    return `${plural(foreign.count, 'confirmed-valid secret', 'confirmed-valid secrets')} returned for the scope name another repository (${names}) and ${foreign.count === 1 ? 'is' : 'are'} not counted: check that the projects input names the repositories you mean`;
}
/** The same warning as a summary line. */
function foreignSecretsNote(data) {
    const warning = foreignSecretsWarning(data);
    return warning === undefined ? [] : [`> ⚠️ ${(0,render_escape/* markdownText */.p7)(warning, 1500)}.`, ''];
}
/** The scans in the log: one line per project (up to 50), failed newest scans flagged. */
function scanLogLines(data, now) {
    const freshness = data.freshness;
    if (freshness === undefined)
        return [];
    if (freshness.state === 'unknown')
        return [(0,render_escape/* logLine */.BP)(`scan freshness unknown: ${freshness.why}`)];
    return freshness.projects.slice(0, 50).map((project) => {
        const completed = project.newestCompleted ? scans_scanWords(project.newestCompleted, now) : 'no completed scan in the past 30 days';
        const failed = failedNewest(project);
        return (0,render_escape/* logLine */.BP)(`scan of ${project.project}: ${completed}${failed ? `; newest scan ${failed.id} ${statusWords(failed.status)}` : ''}`);
    });
}

;// CONCATENATED MODULE: ./src/render/log.ts
// Log lines for main.ts to print: the result, the counts and every reason. Pure: strings only.





const MAX_LOGGED = 50;
/** `critical 1, high 2, medium 0, low 0 (total 3)`. */
function perSeverity(bySeverity, total) {
    return `${types/* MOST_SEVERE_FIRST */.GX.map((s) => `${s} ${bySeverity[s]}`).join(', ')} (total ${total})`;
}
/** The verdict as job-log lines: result, deployment, counts per severity and product, then every reason. */
function verdictLogLines(verdict, data) {
    const { bySeverity, byProduct, total } = verdict.totals;
    const deployment = data.deploymentName ? `${data.deploymentName} (id ${data.deploymentId})` : `id ${data.deploymentId}`;
    const lines = [
        `findings-gate: ${verdict.result}`,
        `deployment: ${deployment}`,
        `findings in scope: ${perSeverity(bySeverity, total)}`,
        `by product: ${types/* PRODUCTS */.zv.map((p) => `${p} ${byProduct[p]}`).join(', ')}`,
        `projects: ${data.projects.length}; confirmed-valid secrets: ${validSecretCount(data)}`,
    ];
    for (const reason of verdict.reasons.slice(0, MAX_LOGGED))
        lines.push(`reason: ${reason.text}`);
    if (verdict.reasons.length > MAX_LOGGED)
        lines.push(`…and ${verdict.reasons.length - MAX_LOGGED} more reasons`);
    return lines.map((line) => (0,render_escape/* logLine */.BP)(line));
}
/** The warnings of a verdict run, each one safe line: secrets the API returned for other repositories. */
function dataWarnings(data) {
    const foreign = foreignSecretsWarning(data);
    return foreign === undefined ? [] : [(0,render_escape/* logLine */.BP)(foreign, 1500)];
}
/** The baseline in the log: the one warning of a baseline not used, or the new findings of one in use. */
function baselineLogLines(verdict, config) {
    const { baseline } = verdict;
    if (baseline === undefined)
        return [];
    if (!baseline.used)
        return [(0,render_escape/* logLine */.BP)(baselineNotUsed(baseline, config), 1000)];
    const { comparison } = baseline;
    const { bySeverity, total } = comparison.increase;
    return [
        `baseline: ${baseline.file}, of ${comparison.generatedAt}; the gate judged ${verdict.gateOn === 'new' ? 'the new findings (gate-on new)' : 'the totals'}`,
        `new since the baseline: ${perSeverity(bySeverity, total)}; confirmed-valid secrets ${comparison.newSecretIds.length}`,
        comparison.exact
            ? 'new code and supply-chain findings: exact, by match_based_id'
            : `new findings: the rise of the counts (${comparison.countDeltasWhy ?? 'no finding ids'})`,
        newFindingsHeadline(comparison),
    ].map((line) => (0,render_escape/* logLine */.BP)(line));
}

;// CONCATENATED MODULE: ./src/render/summary.ts
// The job summary: Markdown for core.summary.addRaw. Pure: it shows the verdict and its reasons,
// it decides nothing. Every list is bounded and every string capped, so it stays far below 1 MiB.










const MAX_PROJECT_ROWS = 25;
const MAX_SECRET_ROWS = 50;
const MAX_DEPENDENCY_ROWS = 50;
const MAX_REASONS = 50;
/** Names listed in a sentence of the summary (projects, budgets) before `…and N more`. */
const MAX_SUMMARY_LIST_ITEMS = 20;
const MAX_FILTER_LINES = 30;
/** Final guard: GitHub refuses a step summary over 1 MiB. */
const SUMMARY_MAX_BYTES = 900 * 1024;
/** The plain-text line for core.setFailed, e.g. `findings-gate failed: high: 3 > 0 (fail-on-severity high)`. */
function failureHeadline(verdict) {
    const [first, ...rest] = verdict.reasons;
    if (verdict.result === 'pass')
        return 'findings-gate passed';
    if (!first)
        return 'findings-gate failed';
    const more = rest.length > 0 ? ` (and ${plural(rest.length, 'more reason', 'more reasons')})` : '';
    return (0,render_escape/* logLine */.BP)(`findings-gate failed: ${first.text}${more}`);
}
/** The job summary of a run that reached a verdict. */
function renderSummary(input) {
    const lines = [
        ...headline(input),
        ...matrix(input),
        ...projects(input),
        ...findingsSection(input.data, input.config, input.verdict.totals, { fresh: newFindingIds(input.verdict) }),
        ...scansSection(input.data, new Date(input.data.fetchedAt)),
        ...secrets(input),
        ...dependencies(input),
        ...summary_footer(input),
    ];
    return guardSize(lines);
}
/** The job summary of a run that could not decide: the API or the configuration failed. */
function renderErrorSummary(input) {
    const warn = input.onApiError === 'warn';
    const lines = [
        warn ? '## ⚠️ findings-gate: error (on-api-error: warn, the job is not failed)' : '## ❌ findings-gate: error',
        '',
        input.operation ? `The gate could not decide: **${(0,render_escape/* markdownText */.p7)(input.operation, 100)}** failed.` : 'The gate could not decide.',
        '',
        `> ${(0,render_escape/* markdownText */.p7)(input.message, 1000)}`,
        '',
        '### What to do',
        '',
        ...errorAdvice(input.message, input.onApiError, input.apiFailure ?? true).map((line) => `- ${line}`),
        '',
        '---',
        '',
    ];
    const deployment = input.deploymentId ? `Deployment id ${(0,render_escape/* markdownText */.p7)(input.deploymentId, 40)}. ` : '';
    lines.push(`${deployment}Took ${duration(input.elapsedMs)}, ${plural(input.requests, 'API request', 'API requests')}.`, '');
    return guardSize(lines);
}
// ---------------------------------------------------------------------------------------------
/** The title, then what a reviewer must not miss (the baseline's headline, the warnings), then the verdict's reasons. */
function headline(input) {
    const { config, verdict } = input;
    const warnings = [...baselineHeadline(input), ...foreignSecretsNote(input.data)];
    if (verdict.result === 'pass')
        return ['## ✅ findings-gate: pass', '', ...warnings, passSentence(verdict), ''];
    const title = config.mode === 'warn' ? '## ⚠️ findings-gate: fail (warn mode: the job is not failed)' : '## ❌ findings-gate: fail';
    if (verdict.reasons.length === 0)
        return [title, '', ...warnings];
    const lines = [title, '', ...warnings, '### Reasons', ''];
    for (const reason of verdict.reasons.slice(0, MAX_REASONS))
        lines.push(`- ${(0,render_escape/* markdownText */.p7)(reason.text)}`);
    if (verdict.reasons.length > MAX_REASONS)
        lines.push(`- …and ${count(verdict.reasons.length - MAX_REASONS)} more reasons`);
    lines.push('');
    return lines;
}
function projectRow(project, findingTypes) {
    return { label: project.label, ...(0,counts/* severityTotals */.P1)(project.counts, findingTypes) };
}
function changedProjectRow(change, findingTypes) {
    const before = (0,counts/* severityTotals */.P1)(change.before, findingTypes);
    return {
        label: change.label,
        ...(0,counts/* severityTotals */.P1)(change.now, findingTypes),
        change: {
            before: before.bySeverity,
            beforeTotal: before.total,
            increase: (0,counts/* severityTotals */.P1)(change.increase, findingTypes).bySeverity,
            change,
        },
    };
}
/** Worst first: by critical, high, medium, low counts descending, then by label. */
function worstFirst(a, b) {
    for (const severity of types/* MOST_SEVERE_FIRST */.GX) {
        const d = b.bySeverity[severity] - a.bySeverity[severity];
        if (d !== 0)
            return d;
    }
    return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}
/** The projects that got worse first (most new critical, then high, ...), then worst first. */
function worseFirst(a, b) {
    for (const severity of types/* MOST_SEVERE_FIRST */.GX) {
        const d = (b.change?.increase[severity] ?? 0) - (a.change?.increase[severity] ?? 0);
        if (d !== 0)
            return d;
    }
    return worstFirst(a, b);
}
/** A project's name, and what the baseline knew of it. */
function projectName(row) {
    const change = row.change?.change;
    if (change?.presence === 'new')
        return `${(0,render_escape/* markdownCell */.UZ)(row.label)} (new)`;
    if (change?.formerLabel !== undefined)
        return `${(0,render_escape/* markdownCell */.UZ)(row.label)} (renamed from ${(0,render_escape/* markdownCell */.UZ)(change.formerLabel)})`;
    return (0,render_escape/* markdownCell */.UZ)(row.label);
}
function projects({ config, data, verdict }) {
    const lines = [];
    const comparison = comparisonOf(verdict);
    const present = comparison?.projects.filter((p) => p.presence !== 'gone');
    const all = present ?? data.projects;
    if (all.length > 0) {
        // Without a baseline no row has a change, and worse-first is worst-first.
        const rows = (0,order/* firstInOrder */.mR)(present?.map((p) => changedProjectRow(p, config.findingTypes)) ?? data.projects.map((p) => projectRow(p, config.findingTypes)), MAX_PROJECT_ROWS, worseFirst);
        lines.push(present === undefined ? `### Projects (${count(all.length)})` : `### Projects (${count(all.length)}), worse since the baseline first`, '');
        lines.push(`| project | ${types/* MOST_SEVERE_FIRST */.GX.join(' | ')} | total |`);
        lines.push(`| --- | ${types/* MOST_SEVERE_FIRST */.GX.map(() => '---:').join(' | ')} | ---: |`);
        for (const row of rows) {
            const shown = (n, before) => before === undefined ? count(n) : `${count(n)} (${signed(n - before)})`;
            const counts = types/* MOST_SEVERE_FIRST */.GX.map((s) => shown(row.bySeverity[s], row.change?.before[s]));
            lines.push(`| ${projectName(row)} | ${counts.join(' | ')} | ${shown(row.total, row.change?.beforeTotal)} |`);
        }
        lines.push('');
        if (all.length > MAX_PROJECT_ROWS) {
            lines.push(`…and ${plural(all.length - MAX_PROJECT_ROWS, 'more project', 'more projects')}.`, '');
        }
    }
    const gone = comparison?.projects.filter((p) => p.presence === 'gone') ?? [];
    if (gone.length > 0) {
        const names = gone.slice(0, MAX_SUMMARY_LIST_ITEMS).map((p) => `<code>${(0,render_escape/* markdownText */.p7)(p.label, CELL_NAME_MAX)}</code>`);
        const more = gone.length > MAX_SUMMARY_LIST_ITEMS ? `, …and ${count(gone.length - MAX_SUMMARY_LIST_ITEMS)} more` : '';
        lines.push(`In the baseline but no longer in the report: ${names.join(', ')}${more}.`, '');
    }
    lines.push(...scopeNotes(data));
    return lines;
}
function secrets({ config, data, verdict }) {
    const all = data.validSecrets;
    const total = validSecretCount(data);
    if (total === 0)
        return [];
    const fresh = newSecretIds(verdict);
    const lines = [`### Confirmed-valid secrets ${secretsCount(total, fresh)}`, ''];
    if (!config.failOnValidSecrets)
        lines.push('Shown for information: fail-on-valid-secrets is off.', '');
    else if (fresh !== undefined)
        lines.push('Each one fails the gate, new or not: a confirmed-valid secret is a live credential.', '');
    lines.push(...secretTable(all, MAX_SECRET_ROWS, fresh));
    lines.push('');
    if (total > MAX_SECRET_ROWS) {
        lines.push(`…and ${plural(total - MAX_SECRET_ROWS, 'more confirmed-valid secret', 'more confirmed-valid secrets')}.`, '');
    }
    if (total > all.length) {
        lines.push(`_The details of ${count(all.length)} are kept (the most severe); ${plural(total - all.length, 'more is', 'more are')} counted but left out of the annotations, the SARIF file and the report file._`, '');
    }
    return lines;
}
function dependencies({ data }) {
    const shown = data.blockedDependencies ?? [];
    const all = data.blockedDependencyCount ?? shown.length;
    if (all === 0)
        return [];
    // The API names a dependency's repository by id; the report knows the names of the projects in scope.
    const repositoryNames = new Map(data.projects.flatMap((p) => (p.projectId === undefined ? [] : [[p.projectId, p.label]])));
    const lines = [
        `### Dependencies with a blocked license (${count(all)})`,
        '',
        '| package | version | ecosystem | licenses | repository | manifest |',
        '| --- | --- | --- | --- | --- | --- |',
    ];
    const rows = shown.slice(0, MAX_DEPENDENCY_ROWS);
    for (const dep of rows) {
        const licenses = dep.licenses.slice(0, 5).join(', ') + (dep.licenses.length > 5 ? ', …' : '');
        const repositoryName = dep.repositoryId === undefined ? undefined : repositoryNames.get(dep.repositoryId);
        const repository = repositoryName ?? (dep.repositoryId === undefined ? '' : `id ${dep.repositoryId}`);
        const path = dep.definedAt?.path ?? dep.manifestPath;
        const where = path ? (0,render_escape/* markdownLink */.iQ)(path, dep.definedAt?.url, 160) : '';
        const cells = [
            (0,render_escape/* markdownCell */.UZ)(dep.name, CELL_NAME_MAX),
            (0,render_escape/* markdownCell */.UZ)(dep.version ?? '', 60),
            (0,render_escape/* markdownCell */.UZ)(dep.ecosystem ?? '', 40),
            (0,render_escape/* markdownCell */.UZ)(licenses, CELL_NAME_MAX),
            (0,render_escape/* markdownCell */.UZ)(repository, CELL_NAME_MAX),
            where,
        ];
        lines.push(`| ${cells.join(' | ')} |`);
    }
    lines.push('');
    if (all > rows.length) {
        lines.push(`…and ${plural(all - rows.length, 'more dependency', 'more dependencies')}.`, '');
    }
    return lines;
}
function budgetLines(config) {
    const items = [];
    items.push(config.failOnSeverity === 'none' ? 'fail-on-severity none' : `fail-on-severity ${config.failOnSeverity}`);
    for (const budget of config.budgets.slice(0, MAX_SUMMARY_LIST_ITEMS)) {
        items.push(`${(0,render_escape/* markdownText */.p7)(budget.key, 40)} ≤ ${count(budget.max)}`);
    }
    if (config.budgets.length > MAX_SUMMARY_LIST_ITEMS)
        items.push(`…and ${count(config.budgets.length - MAX_SUMMARY_LIST_ITEMS)} more`);
    items.push(`fail-on-valid-secrets ${config.failOnValidSecrets ? 'on' : 'off'}`);
    return items;
}
/** The footer's baseline item: the file and its date, or that it was not used. */
function baselineItem({ config, verdict }) {
    const { baseline } = verdict;
    if (baseline === undefined)
        return [];
    const file = baseline.file === undefined ? 'none' : `<code>${(0,render_escape/* markdownText */.p7)(baseline.file, 300)}</code>`;
    const judged = verdict.gateOn === 'new'
        ? 'gate-on new: fail-on-severity and thresholds judge the new findings'
        : `gate-on ${config.gateOn}: the totals are judged`;
    if (!baseline.used)
        return [`- **Baseline:** ${file}, not used (see above); ${judged}`];
    return [`- **Baseline:** ${file} of ${baselineDate(baseline.comparison)}; ${judged}`];
}
function summary_footer(input) {
    const { config, data } = input;
    const id = `id ${(0,render_escape/* markdownText */.p7)(data.deploymentId, 40)}`;
    const deployment = data.deploymentName ? `${(0,render_escape/* markdownText */.p7)(data.deploymentName, CELL_NAME_MAX)} (${id})` : id;
    const scope = config.projects === 'all'
        ? 'all projects'
        : config.projects
            .slice(0, MAX_SUMMARY_LIST_ITEMS)
            .map((p) => `<code>${(0,render_escape/* markdownText */.p7)(p, CELL_NAME_MAX)}</code>`)
            .join(', ') +
            (config.projects.length > MAX_SUMMARY_LIST_ITEMS ? `, …and ${count(config.projects.length - MAX_SUMMARY_LIST_ITEMS)} more` : '');
    const types = config.findingTypes.map((p) => PRODUCT_LABEL[p]).join(', ') || 'none';
    const filters = input.filters.slice(0, MAX_FILTER_LINES).map((f) => `  - ${(0,render_escape/* markdownText */.p7)(f, 300)}`);
    if (input.filters.length > MAX_FILTER_LINES)
        filters.push(`  - …and ${count(input.filters.length - MAX_FILTER_LINES)} more`);
    const run = input.runUrl ? ` · ${(0,render_escape/* markdownLink */.iQ)('this run', input.runUrl)}` : '';
    return [
        '---',
        '',
        `- **Deployment:** ${deployment}`,
        `- **Scope:** ${scope}; finding types: ${types}`,
        ...(filters.length > 0 ? ['- **Filters:**', ...filters] : ['- **Filters:** none']),
        `- **Budgets:** ${budgetLines(config).join('; ')}`,
        ...baselineItem(input),
        `- **Mode:** ${config.mode === 'warn' ? 'warn (a failing verdict does not fail the job)' : 'enforce'}`,
        `- Took ${duration(input.elapsedMs)}, ${plural(input.requests, 'API request', 'API requests')}${run}`,
        '',
    ];
}
function duration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return 'an unknown time';
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
/** Advice for a failed run, from the HTTP status or symptom the message names. */
function errorAdvice(message, onApiError, apiFailure) {
    const advice = [];
    if (/\b401\b|unauthori[sz]ed/i.test(message)) {
        advice.push('Check the `api-token` secret: it is missing, revoked or mistyped (the token needs the Web API scope).');
    }
    if (/\b403\b|forbidden/i.test(message)) {
        advice.push('The token cannot access this deployment: use a token of the same deployment, or fix the `deployment` input.');
    }
    if (/\b404\b|not found/i.test(message)) {
        advice.push('Check the `deployment` and `base-url` inputs: the API did not find what was asked.');
    }
    if (/\b429\b|rate.?limit/i.test(message))
        advice.push('The API is rate-limiting: run again later, or less often.');
    if (/\b5\d\d\b|timed? ?out|timeout|ECONNRESET|ENOTFOUND|ECONNREFUSED/i.test(message)) {
        advice.push('This looks transient: re-run the job; raise `timeout-seconds` if the deployment is large.');
    }
    if (advice.length === 0)
        advice.push('Read the message above: it names the operation and the HTTP status or input at fault.');
    if (!apiFailure) {
        advice.push('This is not an API failure, so `on-api-error` does not apply: the job fails until the cause is fixed.');
    }
    else if (onApiError === 'fail') {
        advice.push('Set `on-api-error: warn` to let the job pass while the API is unavailable (the gate then does not check).');
    }
    return advice;
}
/** Joins the lines, cutting at a line boundary before SUMMARY_MAX_BYTES with a note of what was left out. */
function guardSize(lines) {
    const text = lines.join('\n') + '\n';
    if (Buffer.byteLength(text, 'utf8') <= SUMMARY_MAX_BYTES)
        return text;
    const kept = [];
    let bytes = 0;
    const budget = SUMMARY_MAX_BYTES - 200; // room for the note
    for (const line of lines) {
        const size = Buffer.byteLength(line, 'utf8') + 1;
        if (bytes + size > budget)
            break;
        kept.push(line);
        bytes += size;
    }
    const left = lines.length - kept.length;
    kept.push('', `_The summary was cut at ${SUMMARY_MAX_BYTES / 1024} KiB: ${plural(left, 'line', 'lines')} left out._`, '');
    return kept.join('\n');
}

// EXTERNAL MODULE: ./src/report-file/format.ts
var format = __webpack_require__(5344);
;// CONCATENATED MODULE: ./src/report-file/write.ts
// Writes the report file: the values of format.ts built from a run, and the file itself.





const countsOf = (totals) => ({
    total: totals.total,
    bySeverity: totals.bySeverity,
    byProduct: totals.byProduct,
    matrix: totals.matrix,
});
/** The report of a run that reached a verdict; what a baseline needs is `generatedAt` to `validSecretIds`. */
function verdictReport(config, data, verdict, facts) {
    const { baseline } = verdict;
    return {
        format: format/* REPORT_FORMAT */.t3,
        formatVersion: format/* REPORT_FORMAT_VERSION */.C8,
        generatedAt: data.fetchedAt,
        deployment: { id: data.deploymentId, name: data.deploymentName ?? null },
        basis: countingBasis(config),
        projects: data.projects,
        validSecretIds: data.validSecrets.map((secret) => secret.id),
        findingIds: completeFindingIds(data) ?? null,
        result: verdict.result,
        mode: config.mode,
        gateOn: verdict.gateOn,
        counts: countsOf(verdict.totals),
        reasons: verdict.reasons.map((r) => r.text),
        failOnSeverity: config.failOnSeverity,
        failOnValidSecrets: config.failOnValidSecrets,
        budgets: config.budgets,
        exceeded: verdict.exceeded,
        baseline: baseline === undefined
            ? null
            : baseline.used
                ? {
                    used: true,
                    file: baseline.file,
                    generatedAt: baseline.comparison.generatedAt,
                    ageHours: baseline.comparison.ageHours,
                    before: countsOf(baseline.comparison.before),
                    new: countsOf(baseline.comparison.increase),
                    newSecretIds: baseline.comparison.newSecretIds,
                }
                : { used: false, file: baseline.file ?? null, why: baseline.why },
        filters: facts.filters,
        scope: data.scope ?? null,
        freshness: data.freshness ?? null,
        foreignSecrets: data.foreignSecrets ?? null,
        findings: findingsFacts(data),
        validSecrets: data.validSecrets,
        validSecretCount: validSecretCount(data),
        validSecretsLeftOut: validSecretCount(data) - data.validSecrets.length,
        failOnBlockedLicenses: config.failOnBlockedLicenses,
        blockedDependencyCount: data.blockedDependencyCount ?? null,
        blockedDependencies: data.blockedDependencies ?? [],
        dependencyInventory: data.inventory ?? null,
        elapsedMs: facts.elapsedMs,
        requests: facts.requests,
    };
}
/** The report of a run that could not decide: no counts, so never a baseline. */
function errorReport(error) {
    return {
        format: format/* REPORT_FORMAT */.t3,
        formatVersion: format/* REPORT_FORMAT_VERSION */.C8,
        generatedAt: error.generatedAt,
        result: 'error',
        error: error.message,
        operation: error.operation ?? null,
        deploymentId: error.deploymentId ?? null,
        elapsedMs: error.elapsedMs,
        requests: error.requests,
    };
}
/** Writes the report file, compact (at 50,000 secrets an indented file is 9 MB built as one string); throws what the file system throws. */
async function writeReportFile(path, report) {
    await (0,external_node_fs_promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,external_node_fs_promises_.writeFile)(path, `${JSON.stringify(report)}\n`);
}
/** What the report file says of the findings list: listed (how many, how many kept), off, or why not available. */
function findingsFacts(data) {
    const listing = data.findings;
    if (listing === undefined)
        return null;
    if (listing.state !== 'listed')
        return listing;
    return { state: 'listed', count: listing.count, kept: listing.findings.length };
}

;// CONCATENATED MODULE: ./src/main.ts
// The imperative shell: read inputs, fetch, decide, show, exit. It only orchestrates: every rule is in
// config/, gate/ or the renderers, every output name in github/outputs.ts.



















/** Reads every input the action declares, as the runner passes them. */
function readInputs() {
    const inputs = {};
    for (const name of Object.keys(INPUT_DEFAULTS))
        inputs[name] = core/* getInput */.V4(name);
    return inputs;
}
/** Runs a phase inside a collapsed log group, with its timing. */
async function phase(title, work) {
    const started = performance.now();
    core/* startGroup */.Oh(title);
    try {
        return await work();
    }
    finally {
        core/* info */.pq(`${title}: ${Math.round(performance.now() - started)} ms`);
        core/* endGroup */.N4();
    }
}
/** The one-line message of anything thrown, without a stack trace. */
function errorMessage(error) {
    // An ApiError of kind config is a setting the API refused to match (a deployment name): the user's to fix.
    if (error instanceof errors/* ApiError */.hD)
        return { message: error.message, operation: error.operation, apiFailure: error.kind !== 'config' };
    if (error instanceof ConfigError)
        return { message: error.message, operation: 'configuration', apiFailure: false };
    if (error instanceof FreshnessError)
        return { message: error.message, operation: 'scan freshness', apiFailure: false };
    if (error instanceof inventory_error/* InventoryError */.F)
        return { message: error.message, operation: 'dependency inventory', apiFailure: false };
    const text = error instanceof Error ? error.message : String(error);
    return { message: `unexpected error: ${text}`, apiFailure: false };
}
/** When the run began (ms since the epoch): its deadline counts from here. */
const runStartedAt = Date.now();
/** The action's entry point: never throws, sets the exit status. */
async function run() {
    const started = performance.now();
    // Mask the tokens before anything else can print them.
    for (const token of [core/* getInput */.V4('api-token'), process.env.SEMGREP_APP_TOKEN ?? '', core/* getInput */.V4('github-token')]) {
        if (token.trim() !== '')
            core/* setSecret */.Pq(token.trim());
    }
    const known = {};
    let outcome;
    try {
        outcome = await decide(known);
    }
    catch (error) {
        const { message, operation, apiFailure } = errorMessage(error);
        const { config, deploymentId } = known;
        outcome = {
            message,
            apiFailure,
            ...(operation ? { operation } : {}),
            ...(config ? { config } : {}),
            ...(deploymentId ? { deploymentId } : {}),
        };
    }
    const facts = { elapsedMs: Math.round(performance.now() - started), requests: known.client?.stats().requests ?? 0 };
    // Nothing more is asked of the API: its sockets close while the verdict is written (5 ms of turns of
    // the event loop that no longer wait in front of the summary).
    const closing = known.client?.close().catch(() => undefined);
    try {
        if ('verdict' in outcome)
            await finishVerdict(outcome, facts);
        else
            await finishError(outcome, facts);
    }
    finally {
        await closing;
    }
}
/** Parses the config, fetches and decides; `known` collects what an error report can still say. */
async function decide(known) {
    const config = parseConfig(readInputs(), process.env, new Date());
    known.config = config;
    armWatchdog(config);
    const partialLists = [];
    const tuning = parseTuning(process.env);
    const api = createApiClient({
        baseUrl: config.baseUrl,
        token: config.apiToken,
        deadlineMs: config.timeoutSeconds * 1000,
        ...transportTuning(tuning),
        onWarning: (message, operation) => {
            partialLists.push({ operation, message });
            core/* warning */.$e((0,render_escape/* logLine */.BP)(message));
        },
    });
    known.client = api;
    const deployment = await phase('Resolving the deployment', async () => {
        const found = await resolveDeployment(api, config);
        core/* info */.pq((0,render_escape/* logLine */.BP)(`deployment ${found.id}${found.name ? ` (${found.name})` : ''}`));
        return found;
    });
    known.deploymentId = deployment.id;
    // A local file: read while the API answers, and never an error (a baseline not used is a warning).
    // The reader is loaded only by a run that has a baseline.
    const baselineFile = config.baselineFile;
    const baseline = baselineFile === undefined ? undefined : __webpack_require__.e(/* import() */ 75).then(__webpack_require__.bind(__webpack_require__, 75)).then(({ readBaseline }) => readBaseline(baselineFile));
    const scope = resolveScope(api, config, deployment.id);
    scope.catch(() => undefined); // observed here; its error surfaces where it is awaited
    if (config.waitForScan !== undefined)
        await waitPhase(api, config, deployment.id, scope, tuning);
    const data = await phase(fetchingTitle(config), () => collectGateData(api, config, deployment, scope));
    const stale = config.scanMaxAge === undefined || data.freshness === undefined ? [] : staleProjects(data.freshness, config.scanMaxAge, new Date());
    if (stale.length > 0) {
        throw new FreshnessError(`scan-max-age: ${stale.join('; ')}; scan-max-age is ${config.scanMaxAge?.asWritten}: run a scan, or raise scan-max-age`);
    }
    if (config.maxOpenAge !== undefined && data.findings?.state === 'unavailable') {
        throw new FreshnessError(`max-open-age: the findings list is not available (${data.findings.why}), so the deadlines cannot be checked`);
    }
    const verdict = evaluate(config, data, await baseline);
    const unproven = deadlinesUnproven(config, data, verdict);
    if (unproven !== undefined)
        throw new FreshnessError(unproven);
    const partial = unprovenPass(config, verdict, partialLists);
    if (partial) {
        throw new errors/* ApiError */.hD({
            operation: partial.operation,
            kind: 'pagination',
            message: `${partial.message}; the gate does not pass on a partial list`,
        });
    }
    await discardPartialInventory(data, partialLists);
    return { config, data, verdict };
}
/** The transport's share of the tuning knobs. */
function transportTuning(tuning) {
    const { scanPollMinMs: _min, scanPollMaxMs: _max, ...transport } = tuning;
    return transport;
}
/** wait-for-scan: polls the gated projects' scans until this commit's scan completed, within the run's deadline. */
async function waitPhase(api, config, deploymentId, scope, tuning) {
    const wanted = config.waitForScan;
    const commit = wanted === 'head' ? await headCommit() : (wanted?.commit ?? '');
    await phase(`Waiting for a completed scan of ${commit.slice(0, 7)}`, async () => {
        const found = await scope;
        const startedAt = Date.now();
        await waitForScan(api, deploymentId, found?.projects ?? [], commit, {
            minIntervalMs: tuning.scanPollMinMs ?? 5_000,
            maxIntervalMs: Math.max(tuning.scanPollMinMs ?? 5_000, tuning.scanPollMaxMs ?? 30_000),
            startedAt,
            deadlineAt: runStartedAt + config.timeoutSeconds * 1000 - 1000,
            log: (line) => core/* info */.pq((0,render_escape/* logLine */.BP)(line)),
        });
    });
}
/** The log group of the fetch phase, naming what it fetches. */
function fetchingTitle(config) {
    const parts = ['the report', 'the confirmed-valid secrets'];
    if (config.failOnBlockedLicenses)
        parts.push('the blocked-license dependencies');
    if (config.dependencyInventory !== undefined)
        parts.push('the dependency inventory');
    return `Fetching ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
/** Ends a run that hangs past its deadline: a gate must never hang the job. */
function armWatchdog(config) {
    const timer = setTimeout(() => {
        const message = `the run's deadline of ${config.timeoutSeconds} s was reached`;
        setErrorOutputs(undefined);
        if (config.onApiError === 'warn') {
            core/* warning */.$e(message);
            process.exit(0);
        }
        core/* setFailed */.C1(message);
        process.exit(1);
    }, config.timeoutSeconds * 1000 + 5000);
    timer.unref();
}
/** The error path: outputs, the report file, the summary, the PR comment, and the exit status per on-api-error. */
async function finishError(outcome, facts) {
    const { message, operation, deploymentId } = outcome;
    // on-api-error softens only what the API did: a configuration or freshness error always fails the job.
    const onApiError = outcome.apiFailure ? (outcome.config?.onApiError ?? onApiErrorOf(readInputs())) : 'fail';
    setErrorOutputs(deploymentId);
    const known = { ...(operation ? { operation } : {}), ...(deploymentId ? { deploymentId } : {}) };
    await writeReport(errorReport({ message, ...known, generatedAt: new Date().toISOString(), ...facts }));
    await writeSummary(renderErrorSummary({ message, onApiError, apiFailure: outcome.apiFailure, ...facts, ...known }));
    if (outcome.config)
        await publishError(outcome.config, { message, ...(operation ? { operation } : {}), ...runUrl() }, facts.elapsedMs);
    if (onApiError === 'warn')
        core/* warning */.$e((0,render_escape/* logLine */.BP)(`findings-gate could not decide (on-api-error: warn, the job goes on): ${message}`, 1000));
    else
        core/* setFailed */.C1((0,render_escape/* logLine */.BP)(`findings-gate could not decide: ${message}`, 1000));
}
/** The verdict path: log, outputs, the report file, the summary, annotations, SARIF, the PR comment, the exit status. */
async function finishVerdict({ config, data, verdict }, facts) {
    for (const line of verdictLogLines(verdict, data))
        core/* info */.pq(line);
    for (const line of scanLogLines(data, new Date(data.fetchedAt)))
        core/* info */.pq(line);
    for (const warning of dataWarnings(data))
        core/* warning */.$e(warning);
    const baselineLines = baselineLogLines(verdict, config);
    for (const line of baselineLines)
        (verdict.baseline?.used === false ? core/* warning */.$e : core/* info */.pq)(line);
    const comparison = verdict.baseline?.used ? verdict.baseline.comparison : undefined;
    if (comparison?.countDeltasWhy !== undefined && data.findings?.state === 'listed' && comparison.countDeltasWhy.includes('cut')) {
        core/* warning */.$e((0,render_escape/* logLine */.BP)(`New findings are the rise of the counts, not exact: ${comparison.countDeltasWhy}; a fix can hide a new finding.`));
    }
    setVerdictOutputs(data, verdict, config);
    if (data.inventory)
        core/* info */.pq((0,render_escape/* logLine */.BP)(`dependency inventory: ${data.inventory.count} dependencies written to ${data.inventory.path}`));
    const filters = describeFilters(config);
    // The report file's writes go on while the summary is rendered (writeReport never throws).
    const reportWritten = writeReport(verdictReport(config, data, verdict, { ...facts, filters }));
    const shown = { config, data, verdict, ...facts, filters, ...runUrl() };
    await writeSummary(renderSummary(shown));
    await reportWritten;
    // Annotations, the SARIF file and the PR comment: before setFailed, and never changing the exit status.
    await publishVerdict(shown);
    if (verdict.result === 'fail') {
        const headline = `${failureHeadline(verdict)} (see the job summary for details)`;
        if (config.mode === 'enforce')
            core/* setFailed */.C1(headline);
        else
            core/* warning */.$e(`${headline}; mode is warn, so the job is not failed`);
    }
}
/** The link to this run, when running on GitHub. */
function runUrl() {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = process.env;
    return server && repo && id ? { runUrl: `${server}/${repo}/actions/runs/${id}` } : {};
}
/** Writes the report file into the runner's temp folder; a failed write is a warning and sets no output. */
async function writeReport(report) {
    const path = (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), `findings-gate-${process.env.GITHUB_ACTION || 'report'}.json`);
    try {
        await writeReportFile(path, report);
        setOutput(OUTPUT.reportFile, path);
    }
    catch (error) {
        core/* warning */.$e((0,render_escape/* logLine */.BP)(`could not write the report file ${path}: ${error.message}`));
    }
}
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await core/* summary */.z.addRaw(markdown, true).write();
    }
    catch (error) {
        core/* warning */.$e((0,render_escape/* logLine */.BP)(`could not write the job summary: ${error.message}`));
    }
}


/***/ }),

/***/ 7789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   UZ: () => (/* binding */ markdownCell),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   kU: () => (/* binding */ stripControl),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports CELL_MAX, TEXT_MAX, LOG_MAX, URL_MAX, escapeHtml, safeUrl, annotationMessage, annotationProperty */
/* harmony import */ var _api_base_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8379);
// The one escaping helper module: every untrusted string (from the API or an input) goes through
// one of these at the point where it enters a format: HTML, Markdown, a log line, an annotation.

/** Default length caps, in code points, before escaping. */
const CELL_MAX = 200;
const TEXT_MAX = 500;
const LOG_MAX = 500;
/** Longer URLs are shown as text, not linked: they only bloat the summary. */
const URL_MAX = 1000;
// C0, DEL, C1, line/paragraph separators, and bidi controls (which can make text read differently).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** Replaces control characters (CR, LF, other C0/C1, U+2028/2029, bidi controls) by spaces. */
function stripControl(s) {
    return s.replace(CONTROL, ' ');
}
/** Caps `s` at `max` code points, ending with `…` when cut; never splits a surrogate pair. */
function truncate(s, max) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a short cut; the code-point count below gives the same answer
    if (s.length <= max)
        return s;
    // max code points span at most 2 × max code units; a surrogate split by the slice is dropped below.
    // Stryker disable next-line MethodExpression: bounds the work on a long string; the result is the same without it
    const points = Array.from(s.slice(0, max * 2 + 2));
    if (points.length <= max)
        return s;
    return points.slice(0, Math.max(0, max - 1)).join('') + '…';
}
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** HTML-escapes `& < > " '`. */
function escapeHtml(s) {
    return s.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}
// Markdown punctuation that can start emphasis, code, links, headings, lists, tables, strikethrough or math.
const MARKDOWN_SPECIAL = new Set('\\`*_{}[]()#+-!|~$='.split(''));
/** One character as it appears in Markdown+HTML output. */
function markdownChar(c) {
    const entity = HTML_ENTITIES[c];
    if (entity)
        return entity;
    // In a code span: no @mention ping (GitHub never mentions inside code) and no email autolink.
    if (c === '@')
        return '`@`';
    if (c === ':')
        return '&#58;'; // no scheme text (`javascript:`, `https:`), emoji shortcode or URL autolink
    if (MARKDOWN_SPECIAL.has(c))
        return '\\' + c;
    return c;
}
function markdownEscape(s, max) {
    const capped = truncate(stripControl(s), max);
    let out = '';
    for (const c of capped)
        out += markdownChar(c);
    return (out
        // "1. x" would otherwise start an ordered list when the text opens a line.
        .replace(/^(\s*\d+)\./, '$1\\.')
        // GFM finds autolinks in the text after escapes are undone (`www.`, `https://`): a code span
        // splits the text where an escape cannot.
        .replace(/(www)\./gi, '$1`.`')
        .replace(/&#58;\/\//g, '`:`//'));
}
/** Escapes `s` for a Markdown table cell in a job summary: no HTML, no Markdown, no row break, no @mention, capped. */
function markdownCell(s, max = CELL_MAX) {
    return markdownEscape(s, max);
}
/** Escapes `s` for running Markdown text (headline, list item): same rules as a cell, a longer cap. */
function markdownText(s, max = TEXT_MAX) {
    return markdownEscape(s, max);
}
/**
 * The URL as a link destination, when it is https (or http to a loopback host) without credentials:
 * normalised, then every character that could end or alter the destination, split a table row or
 * leave printable ASCII percent-encoded. Undefined otherwise.
 */
function safeUrl(s) {
    if (typeof s !== 'string' || s.length > URL_MAX)
        return undefined;
    let url;
    try {
        url = new URL(s); // the parser itself drops leading and trailing spaces
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,_api_base_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U9)(url.hostname)))
        return undefined;
    if (url.username !== '' || url.password !== '')
        return undefined;
    return url.href.length > URL_MAX ? undefined : percentEncode(url.href);
}
/** Characters kept as they are in a link destination; everything else is percent-encoded (UTF-8). */
const URL_KEPT = /[A-Za-z0-9\-._~:/?#@!$*+,;=%]/;
function percentEncode(href) {
    let out = '';
    for (const c of href) {
        if (URL_KEPT.test(c)) {
            out += c;
            continue;
        }
        // Stryker disable next-line StringLiteral: the URL parser has already encoded every byte below 0x10 (so the padding never shows), and Buffer.from reads '' as utf8
        for (const byte of Buffer.from(c, 'utf8'))
            out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return out;
}
/** A Markdown link to `url` when it is a safe URL (see safeUrl); otherwise only the escaped text. */
function markdownLink(text, url, max = CELL_MAX) {
    const label = markdownCell(text, max);
    const destination = safeUrl(url);
    if (destination === undefined || label === '')
        return label;
    return `[${label}](${destination})`;
}
/**
 * Makes `s` safe as one job-log line: control characters become spaces, a leading `::` (a workflow
 * command) becomes `: :`, every `##[` (the older command form, parsed anywhere in a line) becomes `# #[`.
 */
function logLine(s, max = LOG_MAX) {
    return truncate(stripControl(s), max)
        .replace(/^(\s*)::/, '$1: :')
        .replaceAll('##[', '# #[');
}
/** The toolkit's escaping of a workflow command's message (the part after the last `::`). */
function annotationMessage(s) {
    return s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
/** The toolkit's escaping of a workflow command property value (`file=`, `title=` …). */
function annotationProperty(s) {
    return annotationMessage(s).replaceAll(':', '%3A').replaceAll(',', '%2C');
}


/***/ }),

/***/ 1725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ findingLocation),
/* harmony export */   C: () => (/* binding */ belongsToRepository)
/* harmony export */ });
/* harmony import */ var _gate_scope_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2635);

/** Largest line number taken as a line: anything beyond is not a real source line. */
const MAX_LINE = 10_000_000;
/**
 * The file and line of a `findingPath` (`path:line`): a leading `./` is dropped; a missing, zero or
 * absurd line leaves the file alone; an empty path is undefined.
 */
function findingLocation(findingPath) {
    if (findingPath === undefined)
        return undefined;
    let path = findingPath.trim();
    let line;
    const match = /^(.*):([0-9]*)$/s.exec(path);
    if (match) {
        path = match[1] ?? '';
        const number = match[2] === '' ? 0 : Number(match[2]);
        if (Number.isSafeInteger(number) && number >= 1 && number <= MAX_LINE)
            line = number;
    }
    path = path.replace(/^(?:\.\/)+/, '');
    if (path === '')
        return undefined;
    return line === undefined ? { file: path } : { file: path, line };
}
/** Whether the secret was found in `repository` (`owner/name`, as GITHUB_REPOSITORY), by the scope's one rule of names. */
function belongsToRepository(secret, repository) {
    return (0,_gate_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .sameRepository */ .R)(secret.repository?.name, repository);
}


/***/ }),

/***/ 4532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QX: () => (/* binding */ mostSevereFirst),
/* harmony export */   mR: () => (/* binding */ firstInOrder),
/* harmony export */   vb: () => (/* reexport safe */ _api_enums_js__WEBPACK_IMPORTED_MODULE_0__.vb)
/* harmony export */ });
/* harmony import */ var _api_enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4986);
// The orders every renderer shares: the severity of an API value, secrets most severe first, and the
// first n of a long list without sorting it all. Pure.


const secretRank = (secret) => (0,_api_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(secret.severity);
/** Most severe first, then oldest first, then by id, so the table is stable. */
function mostSevereFirst(a, b) {
    const d = secretRank(a) - secretRank(b);
    if (d !== 0)
        return d;
    const ca = a.createdAt ?? '\uffff';
    const cb = b.createdAt ?? '\uffff';
    if (ca !== cb)
        return ca < cb ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
/** The first `n` items in `order`, without sorting them all (a deployment may hold very many). */
function firstInOrder(items, n, order) {
    const top = [];
    if (n <= 0)
        return top;
    for (const item of items) {
        if (top.length === n && order(item, top[n - 1]) >= 0)
            continue;
        let i = top.length;
        while (i > 0 && order(item, top[i - 1]) < 0)
            i--;
        top.splice(i, 0, item);
        if (top.length > n)
            top.pop();
    }
    return top;
}


/***/ }),

/***/ 5344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ REPORT_FORMAT_VERSION),
/* harmony export */   FJ: () => (/* binding */ READABLE_FORMAT_VERSIONS),
/* harmony export */   t3: () => (/* binding */ REPORT_FORMAT)
/* harmony export */ });
/* unused harmony export MAX_RECORDED_FINDING_IDS */
/** The `format` of the report file, and the version this code writes and reads. */
const REPORT_FORMAT = 'findings-gate-report';
const REPORT_FORMAT_VERSION = 2;
/** The versions this code reads as a baseline: 1 (counts only) and 2 (counts, and the ids of the findings listed). */
const READABLE_FORMAT_VERSIONS = [1, 2];
/** Ids of listed findings a report file records at most (the details kept): beyond, new findings are count deltas. */
const MAX_RECORDED_FINDING_IDS = 10_000;


/***/ })

};

//# sourceMappingURL=695.index.js.map