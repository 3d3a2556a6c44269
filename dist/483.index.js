export const id = 483;
export const ids = [483,605];
export const modules = {

/***/ 8379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   U9: () => (/* reexport safe */ _files_remote_js__WEBPACK_IMPORTED_MODULE_0__.U9),
/* harmony export */   xd: () => (/* binding */ checkBaseUrl),
/* harmony export */   y4: () => (/* binding */ normalBaseUrl)
/* harmony export */ });
/* harmony import */ var _files_remote_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(717);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3249);
// The one rule for the API's base URL, shared by the config (which names the input) and the client:
// https, or http for a loopback host only; no credentials, query or fragment.



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
    if (url.protocol === 'http:' && !(0,_files_remote_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U9)(url.hostname))
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
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD({ operation: 'client', kind: 'config', reason: `base-url ${CLIENT_REASON[checked.fault]}` });
}
const CLIENT_REASON = {
    invalid: 'is not an http or https URL',
    credentials: 'must not carry a user name or password',
    'query-or-fragment': 'must not carry a query or fragment',
    cleartext: 'must use https: so the token is not sent in clear text (http: is allowed only for a loopback host)',
};


/***/ }),

/***/ 3504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   Jm: () => (/* binding */ cutLongStrings),
/* harmony export */   Mk: () => (/* binding */ escaped),
/* harmony export */   jA: () => (/* binding */ QUOTE)
/* harmony export */ });
// A long text cut where it is read and marked as cut: by the wire's readers (MAX_FIELD_CHARS), the budget of
// kept text (kept-text.ts) and the redactor (a server's string past what any reader keeps: redact.ts).
/**
 * A text cut to `chars` characters, ending in `…` (marked as cut), never splitting a surrogate pair;
 * copied, so that it does not keep the long text it was cut from alive (a slice would point into it).
 */
function cutText(text, chars) {
    const kept = text.slice(0, chars - 1).replace(/[\uD800-\uDBFF]$/, '');
    return Buffer.from(`${kept}…`).toString();
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** `…` in UTF-8. */
const CUT_MARK = Buffer.from('…');
/**
 * The bytes of a JSON value with each string (a key too) of more than `longest` bytes cut to at most
 * `longest` of them and marked `…`, never inside a character or an escape; `bytes` themselves where none is
 * that long. A string no reader keeps whole is then never made whole: JSON.parse of an item with one string
 * of 30 million characters built it twice (the text, the value), 1.5 GB with the token check (attack29 M1).
 * Each reader decides on what is kept as on the whole: it cuts a field at 4,096 characters and refuses an id
 * past 256 (wire.ts), and `longest` bytes hold more characters than either.
 */
function cutLongStrings(bytes, longest) {
    const pieces = [];
    let from = 0;
    let open = -1;
    for (let at = bytes.indexOf(QUOTE); at !== -1; at = bytes.indexOf(QUOTE, at + 1)) {
        if (open === -1) {
            open = at;
            continue;
        }
        if (escaped(bytes, at))
            continue;
        if (at - open - 1 > longest) {
            pieces.push(bytes.subarray(from, keptEnd(bytes, open + 1 + longest)), CUT_MARK);
            from = at;
        }
        open = -1;
    }
    return pieces.length === 0 ? bytes : Buffer.concat([...pieces, bytes.subarray(from)]);
}
/** Whether the byte at `at` (a quote, a backslash) is escaped: an odd number of backslashes before it. */
function escaped(bytes, at) {
    let backslashes = 0;
    while (bytes[at - 1 - backslashes] === BACKSLASH)
        backslashes++;
    return backslashes % 2 === 1;
}
/** Where a string's bytes cut near `end` end: before a character's continuation bytes, and before an escape `end` would split. */
function keptEnd(bytes, end) {
    let at = end;
    // A UTF-8 character's continuation bytes are 10xxxxxx: the cut goes before the character they belong to.
    while ((bytes[at] & 0xc0) === 0x80)
        at--;
    // An escape is at most 6 bytes (`\u0100`); one that starts within them and is not itself escaped is kept whole or not at all.
    for (let start = at - 1; start >= at - 5; start--) {
        if (bytes[start] !== BACKSLASH || escaped(bytes, start))
            continue;
        const length = bytes[start + 1] === 0x75 ? 6 : 2;
        return start + length > at ? start : at;
    }
    return at;
}


/***/ }),

/***/ 4986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ SECRET_OPEN),
/* harmony export */   FU: () => (/* reexport safe */ _domain_js__WEBPACK_IMPORTED_MODULE_0__.FU),
/* harmony export */   Jm: () => (/* binding */ isBlockMode),
/* harmony export */   Jw: () => (/* binding */ REPORT_ENUM_FILTERS),
/* harmony export */   Sj: () => (/* binding */ SECRET_CONFIRMED_VALID),
/* harmony export */   WU: () => (/* binding */ validationAnswer),
/* harmony export */   XY: () => (/* binding */ countedAnswer),
/* harmony export */   bX: () => (/* binding */ FINDING_STATES),
/* harmony export */   "do": () => (/* reexport safe */ _domain_js__WEBPACK_IMPORTED_MODULE_0__["do"]),
/* harmony export */   ef: () => (/* binding */ reachabilityOfListed),
/* harmony export */   kO: () => (/* binding */ findingStateOf),
/* harmony export */   mw: () => (/* binding */ LIST_STATUSES),
/* harmony export */   og: () => (/* binding */ REACHABILITIES),
/* harmony export */   p6: () => (/* binding */ statusAnswer),
/* harmony export */   pB: () => (/* reexport safe */ _domain_js__WEBPACK_IMPORTED_MODULE_0__.pB),
/* harmony export */   pj: () => (/* binding */ REPORT_TEXT_FILTERS),
/* harmony export */   yK: () => (/* binding */ POLICY_MODES)
/* harmony export */ });
/* unused harmony export policyModeOf */
/* harmony import */ var _domain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9375);
// The API's enumerations, each value with the word a person types for it (`always-reachable` for
// FINDING_REACHABILITY_ALWAYS_REACHABLE): the report's filters, a finding's reachability, the policy
// modes and the states of a finding, each as every operation spells it. One table each, read both
// ways: the config maps words to API names, the parsers and messages map API names back to words.

/** The findings list's `exposures` value and a listed finding's `reachability` text of each reachability word. */
const WIRE_OF_REACHABILITY = {
    reachable: { exposure: 'reachable', listed: 'reachable' },
    'always-reachable': { exposure: 'always_reachable', listed: 'always reachable' },
    'conditionally-reachable': { exposure: 'conditionally_reachable', listed: 'conditionally reachable' },
    'no-reachability-analysis': { listed: 'no reachability analysis' },
    unreachable: { exposure: 'unreachable', listed: 'unreachable' },
};
/**
 * A supply-chain finding's reachability, as each place spells it: the word a person types, the report's
 * `reachability` filter value, the findings list's `exposures` filter value, and the text of a listed
 * finding's `reachability`. The list has no `exposures` value for "no reachability analysis" (its
 * `unknown` is not documented as that), so a filter on it cannot be applied to the list.
 */
const REACHABILITIES = (_domain_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_ENUM_FILTERS */ .Jw.find(({ field }) => field === 'reachability')?.values ?? []).map(({ word, api }) => ({ word, api, ...WIRE_OF_REACHABILITY[word] }));
const REACHABILITY_OF_LISTED = new Map(REACHABILITIES.map(({ word, listed }) => [listed, word]));
/** A wire word as compared: trimmed, lower case, with runs of spaces, hyphens and underscores as one space. */
function wireKey(text) {
    return text
        .trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, ' ');
}
const REACHABILITY_OF_KEY = new Map(REACHABILITIES.flatMap(({ word, listed }) => [[wireKey(listed), word], [wireKey(word), word]]));
/** The word of a listed finding's `reachability` text (`always reachable`, `ALWAYS_REACHABLE` → `always-reachable`), whatever its case; a text not in the table gives undefined. */
function reachabilityOfListed(listed) {
    return listed === undefined ? undefined : (REACHABILITY_OF_LISTED.get(listed) ?? REACHABILITY_OF_KEY.get(wireKey(listed)));
}
/**
 * The modes of the platform's policies (a Rule Board rule's, a secret's): the word, the `MODE_*` value
 * a secret carries in `mode`, and the findings list's `policies` value that lists the code findings of
 * the rules in that mode (none for Disabled).
 */
const POLICY_MODES = [
    { word: 'monitor', mode: 'MODE_MONITOR', policy: 'rule-board-audit' },
    { word: 'comment', mode: 'MODE_COMMENT', policy: 'rule-board-pr-comments' },
    { word: 'block', mode: 'MODE_BLOCK', policy: 'rule-board-block' },
    { word: 'disabled', mode: 'MODE_DISABLED' },
];
const MODE_OF_WIRE = new Map(POLICY_MODES.map(({ word, mode }) => [mode, word]));
const MODE_OF_KEY = new Map(POLICY_MODES.flatMap(({ word, mode }) => [[wireKey(mode), word], [wireKey(word), word]]));
/**
 * Whether a secret's `mode` is Block, whatever its case (`MODE_BLOCK`, `mode_block`, `BLOCK`): `false`
 * when absent, `MODE_UNSPECIFIED` or another known mode; `undefined` for a word the gate does not know
 * (a malformed answer: the gate cannot say it does not block).
 */
function isBlockMode(mode) {
    // No mode at all: whether the platform blocks the secret cannot be told (a field renamed or dropped).
    if (mode === undefined || mode.trim() === '')
        return undefined;
    const key = wireKey(mode);
    if (key === wireKey('MODE_UNSPECIFIED'))
        return false;
    const word = MODE_OF_KEY.get(key) ?? MODE_OF_KEY.get(key.replace(/^mode /, ''));
    return word === undefined ? undefined : word === 'block';
}
/** The word of a secret's `mode` (`MODE_BLOCK` → `block`); absent, `MODE_UNSPECIFIED` or a value not in the table gives undefined. */
function policyModeOf(mode) {
    return mode === undefined ? undefined : MODE_OF_WIRE.get(mode);
}
/**
 * The states of a finding, as each list names them: the word, the findings list's `status` (ONE a
 * walk; the list never lists a removed finding) and the secrets list's `status` (ONE a walk; secrets
 * are never reviewing or fixing). Which of them the report counts is not documented.
 */
const FINDING_STATES = [
    { word: 'open', status: 'open', secretStatus: 'FINDING_STATUS_OPEN' },
    { word: 'reviewing', status: 'reviewing' },
    { word: 'fixing', status: 'fixing' },
    { word: 'provisionally-ignored', status: 'provisionally_ignored', secretStatus: 'FINDING_STATUS_PROVISIONALLY_IGNORED' },
    { word: 'ignored', status: 'ignored', secretStatus: 'FINDING_STATUS_IGNORED' },
    { word: 'fixed', status: 'fixed', secretStatus: 'FINDING_STATUS_FIXED' },
    { word: 'removed', secretStatus: 'FINDING_STATUS_REMOVED' },
    { word: 'unknown', secretStatus: 'FINDING_STATUS_UNKNOWN' },
];
/** The findings list's statuses, in the table's order. */
const LIST_STATUSES = FINDING_STATES.flatMap((state) => ('status' in state ? [state.status] : []));
const STATE_OF_WIRE = new Map(FINDING_STATES.flatMap((state) => [
    ...('status' in state ? [[state.status, state.word]] : []),
    ...('secretStatus' in state ? [[state.secretStatus, state.word]] : []),
]));
/** The states the secrets list names (each with a `secretStatus`). */
const SECRET_STATES = new Set(FINDING_STATES.flatMap((state) => ('secretStatus' in state ? [state.word] : [])));
const STATE_OF_KEY = new Map(FINDING_STATES.flatMap((state) => [
    [wireKey(state.word), state.word],
    ...('status' in state ? [[wireKey(state.status), state.word]] : []),
    ...('secretStatus' in state ? [[wireKey(state.secretStatus), state.word]] : []),
]));
/** The secrets list's status when a secret has none (the parser's default): no status at all. */
const UNSPECIFIED_STATUS = wireKey('FINDING_STATUS_UNSPECIFIED');
/**
 * How a listed item's status answers a walk that asked for one state, whatever its case or spelling
 * (`OPEN`, `Provisionally Ignored`, `FINDING_STATUS_OPEN`): `asked` (or no status: the item is kept, the
 * gate fails closed), `other` (a known other state: a server that ignored the filter), or `unknown` (a
 * word the gate does not know: a malformed answer, never a drop).
 */
function statusAnswer(status, asked) {
    if (status === undefined || status.trim() === '' || wireKey(status) === UNSPECIFIED_STATUS)
        return 'asked';
    const state = STATE_OF_KEY.get(wireKey(status));
    if (state === undefined)
        return 'unknown';
    // A state the platform does not know is no state it was not asked for: kept, as no status is.
    if (state === 'unknown')
        return 'asked';
    // Each list knows only its own states: removed is no state of the findings list, reviewing and fixing none of the
    // secrets list (a secret said to be `fixing` is still live: attack33 H4). A word of the other list is unknown there.
    const askedFindings = LIST_STATUSES.includes(asked);
    if (askedFindings ? state === 'removed' : !SECRET_STATES.has(state))
        return 'unknown';
    return state === STATE_OF_KEY.get(wireKey(asked)) ? 'asked' : 'other';
}
/**
 * statusAnswer against every state a run counts (`counted`, one list's, at least one): `asked` where the status is
 * any of them (or none), `other` for a known state outside them, `unknown` for a word the gate does not know. An
 * item a walk lists under another counted state than its own is counted all the same (attack35 H1).
 */
function countedAnswer(status, counted) {
    for (const state of counted) {
        // `unknown` is the same against every state of one list, and `asked` ends the search.
        const answer = statusAnswer(status, state);
        if (answer !== 'other')
            return answer;
    }
    return 'other';
}
/** The word of a listed finding's `status` (`provisionally_ignored`) or a secret's (`FINDING_STATUS_PROVISIONALLY_IGNORED`); a value not in the table gives undefined. */
function findingStateOf(status) {
    return status === undefined ? undefined : STATE_OF_WIRE.get(status);
}
/** The secrets list's status of an open secret: the one status a walk of the valid secrets asks for. */
const SECRET_OPEN = 'FINDING_STATUS_OPEN';
/** The secrets list's validation state of a secret confirmed valid: a live credential. */
const SECRET_CONFIRMED_VALID = 'VALIDATION_STATE_CONFIRMED_VALID';
/** The secrets list's validation states (SEED-API.md), each also by its word without the prefix (`CONFIRMED_VALID`). */
const VALIDATION_OF_KEY = new Map([
    'VALIDATION_STATE_CONFIRMED_VALID',
    'VALIDATION_STATE_CONFIRMED_INVALID',
    'VALIDATION_STATE_VALIDATION_ERROR',
    'VALIDATION_STATE_NO_VALIDATOR',
].flatMap((state) => [[wireKey(state), state], [wireKey(state.replace(/^VALIDATION_STATE_/, '')), state]]));
/**
 * How a secret's validation state answers the walk of the valid secrets, whatever its case or spelling (as
 * statusAnswer reads a status): `asked` (confirmed valid, or no state: the item is kept, the gate fails closed),
 * `other` (a known other state), or `unknown` (a word the gate does not know: a malformed answer, never a drop).
 */
function validationAnswer(state) {
    if (state === undefined || state.trim() === '' || wireKey(state) === wireKey('VALIDATION_STATE_UNSPECIFIED'))
        return 'asked';
    const known = VALIDATION_OF_KEY.get(wireKey(state));
    if (known === undefined)
        return 'unknown';
    return known === SECRET_CONFIRMED_VALID ? 'asked' : 'other';
}
// The report filters' words (domain.ts, shared with the config and the gate), each field checked to be one of the report's filters.
const REPORT_ENUM_FILTERS = _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_ENUM_FILTERS */ .Jw;
const REPORT_TEXT_FILTERS = _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_TEXT_FILTERS */ .pj;



/***/ }),

/***/ 3249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qm: () => (/* binding */ malformed),
/* harmony export */   TG: () => (/* binding */ isApiFailure),
/* harmony export */   Ty: () => (/* binding */ isApiErrorBody),
/* harmony export */   YJ: () => (/* binding */ serverMessageOf),
/* harmony export */   ZP: () => (/* binding */ ownDeadline),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   jZ: () => (/* binding */ sanitizeText),
/* harmony export */   p2: () => (/* binding */ httpError),
/* harmony export */   pm: () => (/* binding */ OWN_WORK_SHARE),
/* harmony export */   xf: () => (/* binding */ OWN_WORK_MIN_MS)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2799);
/* harmony import */ var _url_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9605);
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
        // Own properties whether given or not (class fields): undefined when not given.
        this.status = init.status;
        this.serverMessage = init.serverMessage;
    }
}
/**
 * Whether `error` is what the API did, which on-api-error: warn may soften: an ApiError, but of kind config
 * (a setting the API refused to match, the user's to fix) or bound (a bound of the gate's own, the same every run).
 */
function isApiFailure(error) {
    return error instanceof ApiError && error.kind !== 'config' && error.kind !== 'bound';
}
/**
 * The share of the run's time (its deadline, timeout-seconds) past which its main thread was busy with the
 * gate's own work rather than waiting on the API: more than half. A run that waits on the network spends
 * most of its time idle (an answer the sandbox holds back leaves it idle nine tenths of the time); one whose
 * own work (decoding and redacting what it read, judging it) used the time keeps its main thread busy.
 */
const OWN_WORK_SHARE = 0.5;
/**
 * The least busy time, in ms, that makes a deadline the gate's own (FINDINGS_GATE_OWN_WORK_MIN_MS tunes it):
 * a short deadline on a runner short of CPU is mostly start-up, which counts as busy while the process waits
 * for a core; ten seconds of the gate's own work is far past any honest run's start-up and judging.
 */
const OWN_WORK_MIN_MS = 10_000;
/**
 * The message of a deadline that the gate's own work used (attack19 H2: crafted findings that are costly to
 * redact), or undefined when the run was mostly waiting on the API. `busy`: the time its main thread was
 * busy since the run began (its event loop's active time), as a share of the deadline (0 to 1, or more).
 * Such a deadline is not what the API did: on-api-error never softens it. A share of the deadline, not of
 * the time so far: a wait the API asked for that would pass the deadline (Retry-After) ends a run early.
 * Busy for less than `minBusyMs` in all, a deadline stays the API's (OWN_WORK_MIN_MS).
 */
function ownDeadline(error, busy, timeoutSeconds, minBusyMs = OWN_WORK_MIN_MS) {
    if (!(error instanceof ApiError) || error.kind !== 'deadline' || !(busy > OWN_WORK_SHARE))
        return undefined;
    if (!(busy * timeoutSeconds * 1000 >= minBusyMs))
        return undefined;
    return `${error.operation}: the run's deadline of ${timeoutSeconds} s was reached, and the gate's own work had kept its main thread busy for ${Math.min(100, Math.round(busy * 100))}% of that time, more than half (it was not mostly waiting on the API), so on-api-error: warn does not soften it: raise timeout-seconds, or gate fewer projects or findings at once`;
}
const MAX_SERVER_TEXT = 200;
/** Makes untrusted text safe for a one-line message: no token, no control characters, bounded. */
function sanitizeText(text, token, max = MAX_SERVER_TEXT) {
    let clean = text;
    if (token)
        clean = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenRedactor */ .go)(token).redact(clean);
    // URLs cut before control characters become spaces: a tab or a newline inside a URL, which a browser drops,
    // would end it at the space and show the rest of its password (fix-u7).
    clean = (0,_url_text_js__WEBPACK_IMPORTED_MODULE_1__.publicUrls)(clean)
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
        // Any JSON value as an object (null as an empty one): a list, a string or a number has no such field.
        const record = Object(JSON.parse(bodyText));
        if (says(record.error))
            message = record.error;
        else if (says(record.message))
            message = record.message;
    }
    catch {
        // not JSON: fall back to the raw text below
    }
    const text = sanitizeText(message ?? bodyText, token);
    return text === '' ? undefined : text;
}
/** Whether a field of an error body says something: a string that is not blank. */
const says = (field) => typeof field === 'string' && field.trim() !== '';
/** Whether an error body has the API's own shape, `{"error": ...}` or `{"message": ...}` (not a proxy's HTML page, not empty). */
function isApiErrorBody(bodyText) {
    try {
        // As in serverMessageOf: null, a list, a string or a number holds neither key.
        const parsed = Object(JSON.parse(bodyText));
        return 'error' in parsed || 'message' in parsed;
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
        reason = 'the API token was rejected: check the Semgrep token the run was given (wrong, expired or revoked)';
    }
    else if (status === 404) {
        reason =
            operation === 'identity' || operation === 'deployments'
                ? "the token lacks the Web API scope (a CI-scope token, semgrep ci's, is answered so), or base-url is not the API (check the token in Settings > Tokens)"
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

/***/ 6729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   en: () => (/* binding */ someChunk),
/* harmony export */   ml: () => (/* binding */ LONGEST_REDACTED),
/* harmony export */   pA: () => (/* binding */ byteFilter),
/* harmony export */   z9: () => (/* binding */ PERCENT_BYTE)
/* harmony export */ });
/* unused harmony export DECODE_CHUNK */
/* harmony import */ var _cut_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3504);
// The check of an answer's bytes for the token's runs, before they are decoded (redact.ts bytesCheck): a
// table of the token's 4-byte words looked up at every aligned word of the answer, and the chunks of an
// answer cut where a JSON string starts or ends, so only a chunk that may hide a letter is decoded. Per
// 10,000 items it costs a twelfth to a twentieth of the regular expressions on the text (npm run bench:parsers).

const PERCENT_BYTE = 0x25;
/**
 * Bytes of an answer looked at a time by the check on bytes: only a chunk that may hide a letter is
 * decoded, so the work follows what the answer holds (one accented name decodes a few KiB, not the
 * page), and memory stays flat whatever the answer's size.
 */
const DECODE_CHUNK = 4096;
/**
 * The most bytes of a string of an answer that are kept (a key's too): a longer one is cut to them in the bytes,
 * marked `…`, before it is parsed (api/http.ts, cut.ts' cutLongStrings). No reader keeps more of a field (the
 * wire cuts at MAX_FIELD_CHARS, 4,096 characters, and refuses an id past MAX_ID_CHARS, 256, either way), and a
 * string's decoded forms are copies of it: one of 30 million characters not ASCII took 1.5 GB (attack29 M1).
 */
const LONGEST_REDACTED = 65_536;
/**
 * The most bytes of a chunk the check reads: its first DECODE_CHUNK, then the kept bytes of the string that
 * goes on past them, its quote among them; what a string holds past that is cut before anything reads it.
 */
const LONGEST_CHECKED = DECODE_CHUNK + LONGEST_REDACTED + 2;
/**
 * Whether `test` holds for a chunk of the answer: chunks of at least DECODE_CHUNK bytes that end where
 * a JSON string starts or ends (an unescaped quote), so no string, and no character, is ever split; of a
 * string longer than LONGEST_REDACTED, only the part that is kept is looked at (LONGEST_CHECKED).
 */
function someChunk(raw, test) {
    const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.length);
    for (let start = 0; start < bytes.length;) {
        const end = stringEdge(bytes, start + DECODE_CHUNK);
        if (test(bytes.subarray(start, Math.min(end, start + LONGEST_CHECKED))))
            return true;
        start = end;
    }
    return false;
}
/** The first unescaped quote at or after `from` (a JSON string starts or ends there), else the end. */
function stringEdge(bytes, from) {
    for (let at = bytes.indexOf(_cut_js__WEBPACK_IMPORTED_MODULE_0__/* .QUOTE */ .jA, from); at !== -1; at = bytes.indexOf(_cut_js__WEBPACK_IMPORTED_MODULE_0__/* .QUOTE */ .jA, at + 1))
        if (!(0,_cut_js__WEBPACK_IMPORTED_MODULE_0__/* .escaped */ .Mk)(bytes, at))
            return at;
    return bytes.length;
}
/** Letters to lower case, four bytes at a time (a few other pairs, such as `@` and the backtick, merge too). */
const FOLD = 0x20202020;
/** A 4-byte word's place in the table of marks (a 16-bit hash). */
// Stryker disable next-line ArrowFunction: the marks only spare the exact lookup its work (bench:parsers); any hash gives the same answers
const markOf = (word) => Math.imul(word, 0x9e3779b1) >>> 16;
/** The 4-byte words of bytes in this machine's byte order, from a copy when they do not start at a multiple of 4. */
const wordsOf = (bytes) => {
    // Stryker disable next-line ConditionalExpression,ArithmeticOperator: a copy is always aligned; reading in place only spares the copy
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
    return new Int32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
};
/**
 * Whether an answer's bytes hold a run of the token as written, for a printable-ASCII token of 7
 * characters or more (tokenRedactor's mayHoldBytes adds the decoded forms). A run of the
 * token covers a whole 4-byte word at an offset that is a multiple of 4, and that word, folded to lower
 * case (each byte | 0x20, which also merges a few non-letters: more candidates, never fewer), is one of
 * the token's words. So each such word of the answer is looked up in a table of the token's words, and
 * only on a hit does the regular expression run, on the bytes around it. The answer is the regular
 * expression's on the whole text, for a small share of its work. Undefined for any other token.
 */
function byteFilter(token, length, any) {
    if (length < 7 || !/^[\x21-\x7e]+$/.test(token))
        return undefined;
    // The token's words, folded, and a mark for each: nearly every word of an answer misses the marks.
    const tokenWords = new Set();
    for (let at = 0; at + 4 <= token.length; at++)
        tokenWords.add(wordsOf(Buffer.from(token.slice(at, at + 4)))[0] | FOLD);
    const marks = new Uint8Array(1 << 16);
    for (const word of tokenWords)
        marks[markOf(word)] = 1;
    return (raw) => {
        const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.length);
        const words = wordsOf(bytes);
        for (let i = 0; i < words.length; i++) {
            // The run around the word starts at most `length` bytes before it and ends at most `length` after.
            const word = words[i] | FOLD;
            // Stryker disable next-line LogicalOperator,ConditionalExpression,ArithmeticOperator: the mark spares the lookup, and a wider window only rereads the bytes the regular expression reads
            if (marks[markOf(word)] === 1 && tokenWords.has(word) && any.test(bytes.toString('latin1', 4 * i - length, 4 * i + 4 + length)))
                return true;
        }
        return false;
    };
}


/***/ }),

/***/ 2799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   go: () => (/* binding */ tokenRedactor),
/* harmony export */   q5: () => (/* binding */ secretsRedactor)
/* harmony export */ });
/* unused harmony exports REDACT_MIN_RUN, FIRST_RUN, CUT_MIN_START, REDACTED, decodedForm, unescapeJson, writtenRanges */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _redact_bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6729);
// The token never leaves, in whole or in part: every string a server sends is redacted where it is
// decoded, so no output path (log, summary, comment, annotations, SARIF, report file, inventory) has
// to remember it; and every byte the gate writes is masked again on its way out (host/mask.ts). A run
// of 8 or more consecutive characters of the token, in any case, is replaced, as it is written and as a
// reader, a URL parser or a renderer may decode it (percent-decoding, Unicode compatibility forms, the
// characters they drop); so are the token's first FIRST_RUN characters wherever they are, whatever follows
// them (a cut in any form: `...`, `&hellip;`, `[…]`, the end of the text), and fewer of them where a long
// text was cut (`…`), as written or decoded (`%E2%80%A6`, an accent before the cut or among them).
// redact() and mask() find both through the same runs (rangesOf, decodedHolds). Several secrets (host/mask.ts: every
// token of the run) are looked for in the text as given, then replaced at once.


/** Shortest run of the token's characters that is redacted (the whole token when it is shorter). */
const REDACT_MIN_RUN = 8;
/**
 * The token's first characters hidden wherever they are, whatever follows them (attack9 J8: a cut mark
 * is one of many forms, `...`, `&hellip;`, `\u2026`, `[…]`, the end of the text): its public prefix
 * (`sgp_`) and 3 characters of its random part. Honest text never holds them: a text that names a token
 * (`sgp_` and 3 letters or digits) matches them one time in 36^3 = 46,656 (in any case), and it is then
 * another token, whose start is hidden too, never the gate's own text. 7 is also the shortest run the
 * check on bytes finds exactly (it always covers a whole 4-byte word), so the common path stays as it was.
 */
const FIRST_RUN = REDACT_MIN_RUN - 1;
/** Fewest of the token's first characters hidden before a cut (`…`): fewer are its public prefix (`sgp_`). */
const CUT_MIN_START = 4;
const REDACTED = '[redacted]';
/** The mark of a cut text (render/escape.ts' truncate, config's quoteValue, api's sanitizeText). */
const CUT = '…';
/** The mark of a cut in a decoded form: decodedForm writes `…` as three full stops (NFKD). */
const DECODED_CUT = '...';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Characters something may decode into others: all but printable ASCII, and `%`. */
const DECODABLE = /[^\x20-\x24\x26-\x7e]/;
/** A run of percent-encoded bytes. */
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
/** What a URL parser or a renderer drops: tab, CR, LF and the default-ignorable characters (zero-width space, soft hyphen…). */
const DROPPED = /[\t\n\r\p{Default_Ignorable_Code_Point}]/gu;
/** Combining marks: accents and the like, drawn on the character before them. */
const MARKS = /\p{M}/gu;
/** Rounds of decoding at most: `%2573` takes two; no reader decodes more often than that. */
const MAX_DECODE_ROUNDS = 4;
/**
 * A piece of text that decodes on its own: a run of percent-encoded bytes, or a character with the marks
 * drawn on it. A value's decoded run is redacted where these pieces of it are, the rest kept as written.
 */
const UNIT = /(?:%[0-9A-Fa-f]{2})+|.\p{M}*/gsu;
/** A word of formatted text: what lies between spaces and the characters Markdown, HTML, XML and JSON are built of. */
const WORD = /[^\s"'<>&;\\`()[\]{}|,]+/g;
/**
 * `text` as a reader may come to see it: percent-decoded (UTF-8), in Unicode compatibility form (NFKC:
 * full-width letters are letters) without combining marks (an accented letter is the letter), without the
 * characters a URL parser or a renderer drops, until it
 * no longer changes. A URL's host reaches the same form in a URL parser (which lower-cases it too: the
 * runs are found in any case).
 */
function decodedForm(text) {
    let form = text;
    for (let round = 0; round < MAX_DECODE_ROUNDS && DECODABLE.test(form); round++) {
        const next = form
            .replace(PERCENT_RUN, (run) => Buffer.from(run.replaceAll('%', ''), 'hex').toString('utf8'))
            // Compatibility form (full-width letters are letters) without combining marks: a letter with an accent
            // is the letter to a reader (attack6 G6: an accent after every 7th character hid every run).
            .normalize('NFKD')
            .replace(MARKS, '')
            .normalize('NFC')
            .replace(DROPPED, '');
        if (next === form)
            break;
        form = next;
    }
    return form;
}
/**
 * The escapes of JSON text, decoded for the check (the whole text: outside strings, JSON has no
 * backslash): `\"`, `\\` and `\/` as their character, \u escapes as theirs; the others (tab, line
 * breaks, backspace, form feed) as nothing, as decodedForm drops them or more (a check may say yes
 * too often, never too rarely).
 */
function unescapeJson(text) {
    return text.replace(/\\(?:u([0-9a-fA-F]{4})|(.))/gs, (_, hex, char) => hex === undefined ? (KEPT_ESCAPES.includes(char) ? char : '') : String.fromCharCode(Number.parseInt(hex, 16)));
}
const KEPT_ESCAPES = '"\\/';
const NOTHING = {
    mayHold: () => false,
    mayHoldBytes: () => false,
    redact: (value) => value,
    mask: (text) => text,
    redactValue: (value) => value,
};
/** The redactor of `token`; an empty token redacts nothing. */
function tokenRedactor(token) {
    return secretsRedactor([token]);
}
/**
 * The redactor of several secrets at once (the run's tokens): each one's runs are found in the text as
 * it was given, and every range found is replaced in one pass. Redacting one secret, then the next in
 * what is left, would miss the end of a secret that shares a run with one redacted before it (up to 7
 * characters), a secret that holds another, or one that starts with another. Empty secrets are left out.
 */
function secretsRedactor(secrets) {
    const all = [...new Set(secrets)].filter((secret) => secret.length > 0).map(secretOf);
    if (all.length === 0)
        return NOTHING;
    const runs = all.map((secret) => secret.runs);
    const replace = (text) => replaceRanges(text, rangesOf(runs, text));
    const replaceDecoded = (form) => replaceRanges(form, rangesOf(runs, form, true));
    const formShows = (text, form) => runs.some((one) => decodedHolds(one, text, form));
    /**
     * Whether `out` (`text` with its runs as written replaced) still shows a reader who decodes it
     * something of a secret: a run or a cut start in its decoded form, or anything that redacting the
     * decoded form of `text` hides (the end of a run that was half written, half encoded).
     */
    const decodedShows = (text, out) => {
        const decoded = decodedForm(out);
        if (formShows(out, decoded))
            return true;
        const whole = decodedForm(text);
        return formShows(text, whole) && decoded !== replaceDecoded(whole);
    };
    /**
     * The ranges of `text` that decode into a run: each run of the decoded form goes back to the units it
     * was decoded from. Undefined when the decoded form is not its units' forms end to end (a unit that
     * decodes into part of an escape, Hangul letters that compose into one).
     */
    const decodedRanges = (text) => {
        const at = [];
        const from = [];
        let form = '';
        for (const unit of text.matchAll(UNIT)) {
            at.push(unit.index);
            from.push(form.length);
            form += decodedForm(unit[0]);
        }
        at.push(text.length);
        if (form !== decodedForm(text))
            return undefined;
        return writtenRanges(at, from, rangesOf(runs, form, true));
    };
    const redact = (value) => {
        const out = replace(value);
        if (!decodedShows(value, out))
            return out;
        const decoded = decodedRanges(value);
        return decoded === undefined ? replaceDecoded(decodedForm(value)) : replaceRanges(value, [...rangesOf(runs, value), ...decoded]);
    };
    const mask = (text) => {
        const ranges = rangesOf(runs, text);
        if (DECODABLE.test(text))
            for (const word of text.matchAll(WORD))
                if (DECODABLE.test(word[0]) && decodedShows(word[0], replace(word[0])))
                    ranges.push([word.index, word.index + word[0].length]);
        return replaceRanges(text, ranges);
    };
    return {
        mayHold: (raw) => all.some((secret) => secret.mayHold(raw)),
        mayHoldBytes: (raw) => all.some((secret) => secret.mayHoldBytes(raw)),
        redact,
        mask,
        redactValue: (value) => redactJson(value, redact),
    };
}
function secretOf(token) {
    const runs = runsOf(token);
    const mayHold = (raw) => {
        if (runs.any.test(raw) || hasCutStart(runs, raw))
            return true;
        const unescaped = unescapeJson(raw);
        return runs.any.test(unescaped) || hasCutStart(runs, unescaped) || decodedHolds(runs, unescaped, decodedForm(unescaped));
    };
    return { runs, mayHold, mayHoldBytes: bytesCheck(token, runs, mayHold) };
}
function runsOf(token) {
    const length = Math.min(REDACT_MIN_RUN, token.length);
    const grams = new Set();
    for (let i = 0; i + length <= token.length; i++)
        grams.add(token.slice(i, i + length));
    // The token's first FIRST_RUN characters are a run too, after the runs of `length` (the longer one
    // found where both start); of a token of FIRST_RUN characters or fewer they are the whole, its one run.
    const first = token.slice(0, FIRST_RUN);
    grams.add(first);
    const alternatives = [...grams].map(escapeRegExp).join('|');
    // The first characters hidden before a cut, from CUT_MIN_START on (all of `first` is a run anyway).
    const firsts = [];
    for (let n = first.length; n >= CUT_MIN_START; n--)
        firsts.push(escapeRegExp(first.slice(0, n)));
    const before = (mark) => 
    // What a reader drops may lie between them and the cut (`\n…`): redact sees through it, so mask does.
    firsts.length === 0 ? undefined : new RegExp(`(?:${firsts.join('|')})(?=${DROPPED.source}*${escapeRegExp(mark)})`, 'giu');
    return {
        length,
        any: new RegExp(alternatives, 'i'),
        starts: new RegExp(`(?=(${alternatives}))`, 'gi'),
        cutStart: before(CUT),
        decodedCutStart: before(DECODED_CUT),
    };
}
/** Whether `text` (a decoded form when `decoded`) holds the token's first characters before a cut. */
function hasCutStart(runs, text, decoded = false) {
    const cutStart = decoded ? runs.decodedCutStart : runs.cutStart;
    return cutStart !== undefined && text.includes(decoded ? DECODED_CUT : CUT) && text.search(cutStart) >= 0;
}
/**
 * Whether `form`, the decoded form of `text`, holds a run, or the token's first characters before a cut
 * where it differs from `text` (a text that decodes into itself is judged as written: three full stops
 * written as such are no cut).
 */
function decodedHolds(runs, text, form) {
    return runs.any.test(form) || (form !== text && hasCutStart(runs, form, true));
}
/**
 * Where `text` holds a run of any of the secrets, as written, or a secret's first characters before a
 * cut: every start of a run, overlapping, each secret's found in the same text.
 */
function rangesOf(all, text, decoded = false) {
    const ranges = [];
    for (const runs of all) {
        for (const match of text.matchAll(runs.starts))
            ranges.push([match.index, match.index + match[1].length]);
        if (hasCutStart(runs, text, decoded))
            for (const match of text.matchAll((decoded ? runs.decodedCutStart : runs.cutStart)))
                ranges.push([match.index, match.index + match[0].length]);
    }
    return ranges;
}
/**
 * Where the `ranges` of a decoded form were written: unit i of the text starts at `at[i]` (`at` ends with
 * the text's length) and decodes into the form from `from[i]` on; a range goes from the unit that holds
 * its first character to the end of the unit that holds its last. A unit is found by a binary search in
 * `from`, which never decreases (attack19 H1: a scan of every unit for each range was quadratic in the
 * text's length, 53 s for an answer of 180 KB); of units that start at the same place (those that decode
 * into nothing, before one that does not), the last.
 */
function writtenRanges(at, from, ranges) {
    const unitOf = (index) => {
        let low = 0;
        let high = from.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (from[middle] <= index)
                low = middle + 1;
            else
                high = middle;
        }
        return low - 1;
    };
    return ranges.map(([start, end]) => [at[unitOf(start)], at[unitOf(end - 1) + 1]]);
}
/**
 * What opens Markdown syntax right after a `[redacted]`: a link's `(`, a reference's `[`, a definition's `:`. The
 * marker is written after the renderers escaped the text, so it is kept apart from such a character by a space
 * (attack25 R1: `glpat-%E2%80%A6(//evil.example)`, a word redacted whole, was written `[redacted](//evil.example)`,
 * a live link labelled "redacted").
 */
const OPENS_AFTER_MARKER = /^[([:]/;
/** `text` with the ranges replaced: ranges that overlap or touch merge into one [redacted]. */
function replaceRanges(text, ranges) {
    if (ranges.length === 0)
        return text;
    ranges.sort((a, b) => a[0] - b[0]);
    const [first, firstEnd] = ranges[0];
    let out = text.slice(0, first) + REDACTED;
    // The end of the [redacted] written last: a range that starts after it opens another.
    let end = firstEnd;
    for (const [start, stop] of ranges) {
        if (start > end)
            out += spaced(text.slice(end, start)) + REDACTED;
        end = Math.max(end, stop);
    }
    return out + spaced(text.slice(end));
}
/** The text after a `[redacted]`, a space before it where it opens Markdown syntax (OPENS_AFTER_MARKER). */
function spaced(rest) {
    return OPENS_AFTER_MARKER.test(rest) ? ` ${rest}` : rest;
}
/** A parsed JSON value with `redact` applied to every string and key (copied only where something changed). */
function redactJson(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (typeof value !== 'object' || value === null)
        return value;
    if (Array.isArray(value)) {
        const next = value.map((item) => redactJson(item, redact));
        return (next.some((item, i) => item !== value[i]) ? next : value);
    }
    let changed = false;
    const next = Object.entries(value).map(([key, item]) => {
        const [cleanKey, cleanItem] = [redact(key), redactJson(item, redact)];
        if (cleanKey !== key || cleanItem !== item)
            changed = true;
        return [cleanKey, cleanItem];
    });
    return (changed ? Object.fromEntries(apart(next)) : value);
}
/**
 * The entries with keys kept apart: two keys that are one once redacted (`acme/<token>` and `acme/[redacted]`)
 * would be one key of the copy, holding the last value only (attack35 H2: a report row of 99 findings left out),
 * so a later one gets ` (2)`, ` (3)`... Only a redacted key can meet another: a key without the token is as sent.
 */
function apart(entries) {
    const used = new Set();
    return entries.map(([key, item]) => {
        let unique = key;
        for (let n = 2; used.has(unique); n++)
            unique = `${key} (${n})`;
        used.add(unique);
        return [unique, item];
    });
}
/**
 * mayHold on an answer's bytes: the word filter for runs as written, and the decoded form of only
 * the chunks (someChunk) that hold something that decodes into letters (not ASCII, a %, an escape other than of
 * a quote, a backslash or a slash). A token the filter cannot take is looked for with mayHold, chunk
 * by chunk.
 */
function bytesCheck(token, runs, mayHold) {
    const filter = (0,_redact_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .byteFilter */ .pA)(token, runs.length, runs.any);
    // Stryker disable next-line ConditionalExpression: the regular expression on every chunk gives the same answers, at several times the cost of JSON.parse (bench:parsers)
    if (filter === undefined)
        return (raw) => (0,_redact_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .someChunk */ .en)(raw, (chunk) => mayHold(chunk.toString('utf8')));
    const escapes = hidingEscapes(token);
    return (raw) => filter(raw) ||
        (0,_redact_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .someChunk */ .en)(raw, (chunk) => {
            // Stryker disable next-line ConditionalExpression: decoding a chunk that cannot hide a letter gives the same answer, at up to three times the cost of JSON.parse (bench:parsers)
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(chunk) && !chunk.includes(_redact_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .PERCENT_BYTE */ .z9) && !escapes.some((sequence) => chunk.includes(sequence)))
                return false;
            const text = chunk.toString('utf8');
            const unescaped = unescapeJson(text);
            const decoded = decodedForm(unescaped);
            if (hasCutStart(runs, unescaped) || (decoded !== unescaped && hasCutStart(runs, decoded, true)))
                return true;
            // Unescaped and decoded (before decodedForm too: percent-decoding can change a run of a token that
            // holds a `%`); the bytes as written were searched already, so only a form that differs is.
            const forms = new Set([unescaped, decoded]);
            forms.delete(text);
            return [...forms].some((form) => filter(Buffer.from(form)));
        });
}
/**
 * The JSON escapes that can hide a character of `token`: \u, those of the characters decodedForm drops or
 * unescapeJson leaves out (tab, line breaks, backspace, form feed), and those of its own quote,
 * backslash or slash (a chunk whose only escapes are others needs no decoding).
 */
function hidingEscapes(token) {
    const own = [...'"\\/'].filter((char) => token.includes(char));
    return [...'utnrbf', ...own].map((char) => Buffer.from(`\\${char}`));
}


/***/ }),

/***/ 9605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepsUrls: () => (/* binding */ keepsUrls),
/* harmony export */   publicUrl: () => (/* binding */ publicUrl),
/* harmony export */   publicUrls: () => (/* binding */ publicUrls)
/* harmony export */ });
// URLs in any text the gate writes, cut to what may be shown (SECURITY.md): imports nothing, so every
// module that writes or sanitises text (api/errors.ts among them) may use it without a cycle.
/**
 * A break, or a character that is not ASCII: where the view may differ from the text (NFKC changes no ASCII character).
 * VT written `\x0b`: Stryker's regex mutant of `\v`, `\V`, is no valid `u` pattern, and fails the module's parse.
 */
const CANDIDATE = /[\t\n\x0b\f\r]|[^\x00-\x7f]/gu;
/**
 * Of those characters, one the view may drop or read otherwise: NFKC_Casefold changes every character NFKC changes, and
 * drops every default-ignorable one. Asked of each candidate apart: a scan with this property is about ten times slower
 * than CANDIDATE's, and most texts hold no character that is not ASCII.
 */
const SPECIAL = /\p{Changes_When_NFKC_Casefolded}/v;
/** Tried on one code point. */
const HIDDEN = /\p{Default_Ignorable_Code_Point}/v;
/** What the view never reads a character as: a space or a quote would end a URL the text does not end. */
const NOT_MADE = /[\s"]/;
/** `text`'s view (above). */
function viewOf(text) {
    const runs = [{ at: 0, from: 0 }];
    const breaks = [];
    let view = '';
    let copied = 0;
    for (const found of text.matchAll(CANDIDATE)) {
        const c = found[0];
        // A break, not a character that is not ASCII (U+0080, a control, is read as itself).
        const soft = c < '\x80';
        // A break or a hidden character is dropped; one NFKC may change is read as NFKC has it.
        const read = soft ? '' : !SPECIAL.test(c) ? c : HIDDEN.test(c) ? '' : c.normalize('NFKC');
        if (read === c || NOT_MADE.test(read))
            continue;
        view += text.slice(copied, found.index);
        if (soft)
            breaks.push(view.length);
        // (A character dropped makes a run of none, which the next one, at the same index of the view, hides.)
        runs.push({ at: view.length, from: found.index, width: c.length });
        view += read;
        copied = found.index + c.length;
        runs.push({ at: view.length, from: copied });
    }
    return { text: view + text.slice(copied), runs, breaks };
}
/** The first of `sorted` (increasing indices of the view) at or after `from`, or `length`. */
function firstFrom(sorted, from, length) {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
        const middle = (low + high) >> 1;
        if (sorted[middle] < from)
            low = middle + 1;
        else
            high = middle;
    }
    return sorted[low] ?? length;
}
/** A URL's start (above): a special scheme and its slashes, another scheme's `://`, or a bare `//`. */
const START = /(?:https?|(?<![a-z0-9])(?:ftp|wss?)):[/\\]*|[a-z0-9+.-]:\/\/|[/\\]{2,}/gi;
/** The first character of a bare `//`. */
const BARE = /[/\\]/;
/** What may stand before a bare `//` that starts a URL. */
const BEFORE_BARE = /[\s"'(=]/;
/** What ends a URL (a space, and `extra`), its authority and its path, as patterns a pointer searches for. */
function endsOf(extra) {
    return {
        url: new RegExp(`[ ${extra}]`, 'g'),
        authority: new RegExp(`[/?# ${extra}]`, 'g'),
        path: new RegExp(`[?# ${extra}]`, 'g'),
    };
}
const IN_TEXT = endsOf('');
/** In JSON without a backslash, every `"` ends a string: a URL ends there too, as it does in the string that holds it. */
const IN_JSON = endsOf('"');
const AT = /@/g;
const HASH = /#/g;
/** What a break must be followed by for a URL to go on over it: a user info's `@`, a query's `?` (and `=`, after a `#`). */
const MARK = /[@?]/g;
const EQUALS = /=/g;
const COLON = /:/g;
const NOT_DIGIT = /[^0-9]/g;
/** What may follow a port in text without being part of the URL: the punctuation of a sentence or a format. */
const NOT_TRAILING = /[^.,;:!?)\]}>'"`|]/g;
/**
 * A line or heading anchor that a URL's fragment starts with, followed by the URL's end or by what closes a value in a
 * format. Tried on the fragment alone: what it matches before its lookahead is bounded (at most 8 words of 32 letters).
 */
const KEPT_ANCHOR = /^#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7})(?=[)\]}>"'`|<;,]|$)/;
/**
 * The first index at or after `from` where `pattern` (global) matches `text`, or its length: asked with indices that never
 * decrease (urlCuts asks each with a URL's parts, which move forward from one URL to the next), one pass in all.
 */
function finder(pattern, text) {
    // One past the last answer: an ask before it has that answer.
    let after = 0;
    return (from) => {
        if (from >= after) {
            pattern.lastIndex = from;
            after = (pattern.exec(text)?.index ?? text.length) + 1;
        }
        return after - 1;
    };
}
/**
 * The last index before `bound` found by `next`, or 0 for none (before every host: a start is at least `//` or `ws:`):
 * asked with bounds that never decrease, one pass in all.
 */
function lastBefore(next) {
    let last = 0;
    let scan = 0;
    return (bound) => {
        for (let at = next(scan); at < bound; at = next(scan)) {
            last = at;
            scan = at + 1;
        }
        return last;
    };
}
/** The spans of the view publicUrls removes (some may be empty or overlap), each URL's in turn. */
function* urlCuts(view, ends = IN_TEXT) {
    const text = view.text;
    const { hardEnd, authorityEnd, queryStart, hashAfterQuery, lastAt, lastMark, lastEquals } = pointers(text, ends);
    // Asked only for a password a `/` or a space split (below).
    const { wordEnd, wordQuery, firstAt } = {
        wordEnd: finder(ends.url, text),
        wordQuery: finder(ends.path, text),
        firstAt: finder(AT, text),
    };
    const colon = finder(COLON, text);
    const notDigit = finder(NOT_DIGIT, text);
    const notTrailing = finder(NOT_TRAILING, text);
    const breakFrom = (from) => firstFrom(view.breaks, from, text.length);
    const starts = [...text.matchAll(START)];
    // The breaks another URL with a scheme starts right after (one this loop reads, and cuts on its own): a URL ends there,
    // whatever follows (a list of URLs, one a line).
    const nextStarts = starts.map(({ index }) => index).filter((index) => breakFrom(index) === index && !BARE.test(text[index]));
    for (const start of starts) {
        const bare = BARE.test(start[0][0]);
        if (bare && !(start.index === 0 || breakFrom(start.index) === start.index || BEFORE_BARE.test(text[start.index - 1])))
            continue;
        const host = start.index + start[0].length;
        const hard = hardEnd(host);
        const authority = authorityEnd(host);
        const query = queryStart(authority);
        // (Also the first `#` after the host: the authority and what is before the query hold none.)
        const fragment = hashAfterQuery(query);
        // The URL ends at the first break past what a browser would cut (an `@`, a `?`, an `=` in its fragment) and past its query.
        const equals = lastEquals(hard);
        const mark = Math.max(lastMark(hard), equals > fragment ? equals : 0);
        const end = Math.min(hard, breakFrom(Math.max(text[query] === '?' ? fragment + 1 : host, mark + 1)), firstFrom(nextStarts, host, hard));
        const address = Math.min(authority, end);
        // The user name and password: everything before the authority's last @.
        const at = lastAt(address);
        if (at >= host)
            yield [host, at + 1];
        // (A colon at or after the address leaves no port's end before it.)
        else if (!bare && text[host] !== '[' && notTrailing(notDigit(colon(host) + 1)) < address) {
            // No @, and no host and port either (`deploy:pa` of `https://deploy:pa/ss@h`, `u:pw%40h`): a user name and password
            // whose authority a `/`, `?` or `#` ended, or whose @ is encoded. Cut whole (an IPv6 host, in brackets, is kept), and
            // on to the first @ after it before the URL's query and end, or, where a space ended the authority, before the end of
            // the next word: the rest of a password a `/` or a space split (`ss@` of `deploy:pa/ss@h`, `SECRET@` of
            // `u:PW SECRET@h`). That word's query and fragment are then the URL's: cut too.
            const word = text[address] === ' ';
            const bound = word ? wordEnd(end + 1) : Math.min(query, end);
            const after = firstAt(address);
            yield [host, after < bound ? after + 1 : address];
            // (Empty but after a space: before a query and the URL's end, the first `?`, `#` or space after the @ is the query.)
            yield [wordQuery(after), bound];
        }
        // The query and fragment, but a line or heading anchor, which is kept and ends the URL (empty if the query starts at
        // or after the URL's end).
        // (A fragment at or after the end slices as '', which holds no anchor.)
        yield [query, KEPT_ANCHOR.test(text.slice(fragment, end)) ? fragment : end];
    }
}
/** The pointers urlCuts reads `text` with, each asked in increasing order. */
function pointers(text, ends) {
    return {
        hardEnd: finder(ends.url, text),
        authorityEnd: finder(ends.authority, text),
        queryStart: finder(ends.path, text),
        hashAfterQuery: finder(HASH, text),
        lastAt: lastBefore(finder(AT, text)),
        lastMark: lastBefore(finder(MARK, text)),
        lastEquals: lastBefore(finder(EQUALS, text)),
    };
}
/**
 * `text` without the view's spans `cuts` (sorted by their start; they may be empty, touch or overlap), but the breaks
 * in them. Spans that touch are one: a hidden character between them goes with them.
 */
function cutText(text, view, cuts) {
    let run = 0;
    // The run of the view that holds its index `i`, asked with indices that never decrease.
    const runOf = (i) => {
        for (let next = view.runs[run + 1]; next !== undefined && next.at <= i; next = view.runs[run + 1])
            run++;
        return view.runs[run];
    };
    let out = '';
    let kept = 0;
    // The end of the cuts taken (0 before the first: every cut starts after a host, at 2 or later).
    let reach = 0;
    for (const [start, end] of cuts) {
        if (end <= Math.max(start, reach))
            continue;
        let from = kept;
        if (start > reach) {
            const first = runOf(start);
            from = first.from + (first.width === undefined ? start - first.at : 0);
            out += text.slice(kept, from);
        }
        reach = end;
        const last = runOf(end - 1);
        const to = last.from + (last.width ?? end - last.at);
        out += text.slice(from, to).replace(NOT_BREAK, '');
        kept = to;
    }
    return out + text.slice(kept);
}
const NOT_BREAK = /[^\t\n\v\f\r]/g;
/**
 * A text whose fragment only points at a line (`#L12`, `#L12-L14`) or a heading (`#readme`,
 * `#exit-codes`: lower-case words joined by hyphens, no digit): kept, since it cannot hold a secret.
 */
const ANCHOR = /^[^#]*(#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7}))$/;
/**
 * The part of a URL the gate may write anywhere: its scheme, host and path, and a line or heading
 * anchor; never a user name, password, query or other fragment, which may hold a secret (a token pasted as `?t=…`).
 * Read as text, so what is kept stays as it was written, parsed or not. `raw` is one URL of any scheme
 * (`//u@h`, `ftp://u@h`); an http or https URL inside it is cut as publicUrls cuts it.
 */
function publicUrl(raw) {
    const anchor = ANCHOR.exec(raw)?.[1] ?? '';
    const address = raw.split(/[?#]/, 1)[0];
    const start = address.indexOf('//');
    if (start < 0)
        return publicUrls(address + anchor);
    // The user name and password end at the authority's last @ (none: -1, and nothing is cut).
    const user = address.slice(start + 2).split('/')[0].lastIndexOf('@');
    return publicUrls(`${address.slice(0, start + 2)}${address.slice(start + 3 + user)}${anchor}`);
}
/**
 * What a text that may hold a URL to cut holds: a character that is not printable ASCII (a break, or one NFKC may read
 * as a `:` or a `/`), a special scheme's colon or two slashes. Most texts a file holds (a path, a rule's name) have none
 * of these, and are returned unsearched: reading one costs a view and a dozen pointers.
 */
const MAY_HOLD = /[^\x20-\x7e]|(?:https?|ftp|wss?):|[/\\]{2}/i;
/**
 * What a text MAY_HOLD finds in, and that has a URL to cut, holds besides: a character that is not printable ASCII (a
 * break, or one the view reads otherwise), a `?` or an `@` (U+003F and U+0040, left out of the class's ranges), a `:`
 * not followed by a `/`, or a `#` but a line anchor that ends the text. urlCuts cuts only a user info (up to an `@`),
 * an authority that is no host and port (a `:` in it not followed by a `/`, which ends the authority), and a query or
 * fragment (from a `?` or `#`, but a line anchor that ends the URL). Most URLs a file holds (a registry's tarball, a
 * lockfile's line on GitHub) have none, and are returned unsearched: the dependency inventory holds two a dependency
 * (test/api/url-text.properties.test.ts holds this to urlCuts). A port or a range of lines (`#L1-L2`) is read in full.
 */
const MAY_CUT = /[^\x20-\x3e\x41-\x7e]|:(?!\/)|#(?!L\d+$)/;
/** Whether `text` may hold a URL to cut, by the two cheap tests above: publicUrls returns any other text as it is. */
const mayCut = (text) => MAY_HOLD.test(text) && MAY_CUT.test(text);
/** `text` with every URL in it cut to its scheme, host and path, and a line or heading anchor. */
function publicUrls(text) {
    return mayCut(text) ? cutUrls(text) : text;
}
/** publicUrls, the text read in full. */
function cutUrls(text) {
    const view = viewOf(text);
    return cutText(text, view, [...urlCuts(view)].sort((a, b) => a[0] - b[0]));
}
/**
 * Whether publicUrls leaves `text` as it is (every URL in it kept whole), without building the text it would give.
 * `json`: `text` is JSON without a backslash, and the question is whether publicUrls leaves each of its strings as it is.
 */
function keepsUrls(text, json = false) {
    return !mayCut(text) || noneCut(urlCuts(viewOf(text), json ? IN_JSON : IN_TEXT));
}
/** Whether every span of `cuts` is empty (read up to the first that is not). */
function noneCut(cuts) {
    for (const [from, to] of cuts)
        if (to > from)
            return false;
    return true;
}


/***/ }),

/***/ 6576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* reexport */ config_inputs/* ConfigError */.xL),
  WJ: () => (/* reexport */ config_inputs/* INPUT_DEFAULTS */.WJ),
  V_: () => (/* reexport */ config_inputs/* isTokenShaped */.V_),
  fE: () => (/* reexport */ isUnexpandedVariable),
  vi: () => (/* binding */ onApiErrorOf),
  o4: () => (/* binding */ parseConfig),
  lY: () => (/* binding */ parseMaxOpenAge),
  ZZ: () => (/* binding */ parseTimeout),
  $B: () => (/* reexport */ tuning/* parseTuning */.$)
});

// UNUSED EXPORTS: MAX_WAITED_PROJECTS, TUNING_VARIABLES, quoteValue

// EXTERNAL MODULE: ./src/domain.ts
var domain = __webpack_require__(9375);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __webpack_require__(8379);
// EXTERNAL MODULE: ./src/api/url-text.ts
var url_text = __webpack_require__(9605);
// EXTERNAL MODULE: ./src/config/inputs.ts
var config_inputs = __webpack_require__(4389);
;// CONCATENATED MODULE: ./src/config/connection.ts
// The inputs that say which API a run asks and as whom: api-token (or SEMGREP_APP_TOKEN), base-url and
// deployment. Pure: each parsed on its own, as config/index.ts parseConfig calls them.



/** Whether a value is an Azure Pipelines variable reference left as written, `$(NAME)`: no secret, so not masked, and no token. */
function isUnexpandedVariable(value) {
    return /^\$\([A-Za-z_][\w.-]*\)$/.test(value.trim());
}
/** `api-token`, else SEMGREP_APP_TOKEN: trimmed, required, and printable ASCII (it becomes a header value). */
function parseApiToken(inputs, env) {
    const fromInput = (0,config_inputs/* readInput */.R5)(inputs, 'api-token');
    const fromEnv = env['SEMGREP_APP_TOKEN'] ?? '';
    (0,config_inputs/* checkInputSize */.OA)('api-token', fromEnv);
    const token = fromInput !== '' ? fromInput : fromEnv.trim();
    if (token === '') {
        const subject = 'the api-token input or the SEMGREP_APP_TOKEN environment variable';
        throw new config_inputs/* ConfigError */.xL('api-token', `No API token: set ${subject}.`, subject);
    }
    // Azure Pipelines leaves $(NAME) as written where no variable NAME reaches the step: not a token (trial7).
    if (isUnexpandedVariable(token)) {
        const source = fromInput !== '' ? "Input 'api-token'" : 'The SEMGREP_APP_TOKEN environment variable';
        throw new config_inputs/* ConfigError */.xL('api-token', `${source} is the text ${token}, a pipeline variable that was not expanded: Azure Pipelines leaves $(NAME) as written where no variable NAME is defined, and a pull request from a fork gets no secret variables. Define the secret variable, and map it to the task's apiToken input (or the script's env:).`);
    }
    // It becomes an HTTP header value: printable ASCII only. The value itself is never quoted.
    if (!(0,config_inputs/* isTokenShaped */.V_)(token)) {
        const source = fromInput !== '' ? "Input 'api-token'" : 'The SEMGREP_APP_TOKEN environment variable';
        throw new config_inputs/* ConfigError */.xL('api-token', `${source} contains whitespace, a control character or a non-ASCII character: use the token exactly as Semgrep issued it.`);
    }
    return token;
}
const BASE_URL_ACCEPTED = 'use an http or https URL such as https://semgrep.dev, without credentials, query or fragment';
/** The sentence for each way a base-url breaks the rule of api/base-url.ts. */
function baseUrlError(value, fault) {
    // Its scheme, host and path only: a query or a user name may hold a secret pasted there.
    const quoted = `Input 'base-url' is ${(0,config_inputs/* quoteValue */.cl)((0,url_text.publicUrl)(value))}`;
    const sentences = {
        invalid: () => `${quoted}: ${BASE_URL_ACCEPTED}.`,
        // Never quote it: the value holds a secret.
        credentials: () => `Input 'base-url' contains credentials: remove them (the token goes in api-token) and ${BASE_URL_ACCEPTED}.`,
        'query-or-fragment': () => `${quoted}: remove the query or fragment; ${BASE_URL_ACCEPTED}.`,
        cleartext: () => `${quoted}: the base-url must use https: so the token is not sent in clear text (http is accepted only for a loopback host such as 127.0.0.1).`,
    };
    return new config_inputs/* ConfigError */.xL('base-url', sentences[fault]());
}
/** `base-url`: the one URL rule of api/base-url.ts, normalised. */
function parseBaseUrl(value) {
    const checked = (0,base_url/* checkBaseUrl */.xd)(value);
    if ('fault' in checked)
        throw baseUrlError(value, checked.fault);
    return (0,base_url/* normalBaseUrl */.y4)(checked.url);
}
/** `deployment`: a decimal id, or else a name; empty: none named. */
function parseDeployment(value) {
    if (value === '')
        return undefined;
    if (/^[0-9]+$/.test(value))
        return { id: (0,config_inputs/* parseDecimalId */.MI)('deployment', value) };
    return { name: (0,config_inputs/* checkText */.qW)('deployment', value) };
}

// EXTERNAL MODULE: ./src/config/platform.ts
var platform = __webpack_require__(5063);
// EXTERNAL MODULE: ./src/config/thresholds.ts
var thresholds = __webpack_require__(36);
// EXTERNAL MODULE: ./src/config/time.ts
var time = __webpack_require__(9729);
;// CONCATENATED MODULE: ./src/config/trend.ts
// `trend` and `max-backlog-growth`: the period the Posture section charts (`12w`, `90d`, `6m`), with the
// bucket size that gives 8 to 31 points, and how much the backlog may grow over it. Pure.


/** Fewest and most points a chart shows: fewer says nothing of a direction, more does not fit GitHub's width. */
const MIN_POINTS = 8;
const MAX_POINTS = 31;
const BUCKET_DAYS = { day: 1, week: 7, month: 30.44 };
const UNIT_WORDS = { d: ['day', 'days'], w: ['week', 'weeks'], m: ['month', 'months'] };
/** `trend`: `N` days, weeks or months back from `now`; empty means no trend. Throws ConfigError when no bucket size gives 8 to 31 points. */
function parseTrend(value, now) {
    if (value === '')
        return undefined;
    const match = /^([0-9]{1,4}) ?([dwm])$/.exec(value.toLowerCase());
    const n = Number(match?.[1] ?? Number.NaN);
    if (match === null || !(n > 0)) {
        throw new config_inputs/* ConfigError */.xL('trend', `Input 'trend' is ${(0,config_inputs/* quoteValue */.cl)(value)}: use a period such as 12w, 90d or 6m (days, weeks or months), or leave it empty.`);
    }
    const unit = match[2];
    const since = new Date(now.getTime());
    if (unit === 'm')
        since.setUTCMonth(since.getUTCMonth() - n);
    else
        since.setTime(now.getTime() - n * (unit === 'w' ? 7 : 1) * domain/* DAY_MS */.sO);
    const days = (now.getTime() - since.getTime()) / domain/* DAY_MS */.sO;
    for (const bucket of ['day', 'week', 'month']) {
        const points = Math.ceil(days / BUCKET_DAYS[bucket] - 0.01);
        if (points >= MIN_POINTS && points <= MAX_POINTS) {
            const [one, many] = UNIT_WORDS[unit];
            return {
                asWritten: `${n}${unit}`,
                words: `${n} ${n === 1 ? one : many}`,
                since: since.toISOString(),
                until: now.toISOString(),
                bucket,
                points,
            };
        }
    }
    throw new config_inputs/* ConfigError */.xL('trend', `Input 'trend' is ${(0,config_inputs/* quoteValue */.cl)(value)}: ${Math.round(days)} days give ${Math.ceil(days)} daily, ${Math.ceil(days / 7)} weekly or ${Math.round(days / 30.44)} monthly points, and a chart needs ${MIN_POINTS} to ${MAX_POINTS}: use 8d to 31d, 8w to 31w (56d to 217d), or 8m to 31m.`);
}
/** `max-backlog-growth`: a percentage (`0%`, `10%`, `2.5%`) the backlog may grow by over the trend's period; empty means no limit. */
function parseMaxBacklogGrowth(value) {
    if (value === '')
        return undefined;
    const match = /^([0-9]{1,5}(?:\.[0-9]{1,2})?) ?%$/.exec(value);
    if (match === null) {
        throw new config_inputs/* ConfigError */.xL('max-backlog-growth', `Input 'max-backlog-growth' is ${(0,config_inputs/* quoteValue */.cl)(value)}: use a percentage such as 0% (the backlog may not grow) or 10%, or leave it empty.`);
    }
    return { percent: Number(match[1]), asWritten: `${Number(match[1])}%` };
}

// EXTERNAL MODULE: ./src/config/vocabulary.ts
var vocabulary = __webpack_require__(8724);
// EXTERNAL MODULE: ./src/config/tuning.ts
var tuning = __webpack_require__(2401);
;// CONCATENATED MODULE: ./src/config/index.ts
// The action's inputs, parsed and validated into a Config in one place. Pure: no I/O, no @actions/core.
// Each input is parsed on its own first; the rules that span several inputs come last, together.











/**
 * Parses every input (kebab-case names, raw runner strings) into a validated Config; throws ConfigError.
 * `context` is the CI's (host/detect.ts ciContext): the repository the scope defaults to.
 */
function parseConfig(inputs, env, now, context) {
    (0,config_inputs/* checkDeclaredInputs */.Oi)(env);
    // Built in the order of the inputs, so that the first bad one is the one reported.
    const config = {
        apiToken: parseApiToken(inputs, env),
        baseUrl: parseBaseUrl((0,config_inputs/* readInput */.R5)(inputs, 'base-url')),
        ...(0,config_inputs/* present */.Eb)('deployment', parseDeployment((0,config_inputs/* readInput */.R5)(inputs, 'deployment'))),
        ...parseScope(inputs, context),
        failOnSeverity: (0,vocabulary/* parseChoice */.HU)('fail-on-severity', (0,config_inputs/* readInput */.R5)(inputs, 'fail-on-severity'), vocabulary/* SEVERITY_FLOOR_CHOICES */.oj),
        budgets: (0,thresholds/* parseThresholds */.S)((0,config_inputs/* readInput */.R5)(inputs, 'thresholds')),
        failOnValidSecrets: (0,vocabulary/* parseChoice */.HU)('fail-on-valid-secrets', (0,config_inputs/* readInput */.R5)(inputs, 'fail-on-valid-secrets'), vocabulary/* BOOLEAN_CHOICES */.Ss),
        failOnBlockedLicenses: (0,vocabulary/* parseChoice */.HU)('fail-on-blocked-licenses', (0,config_inputs/* readInput */.R5)(inputs, 'fail-on-blocked-licenses'), vocabulary/* BOOLEAN_CHOICES */.Ss),
        platform: (0,platform/* parsePlatform */.FL)(inputs),
        dependencyFilters: parseDependencyFilters(inputs),
        ...(0,config_inputs/* present */.Eb)('dependencyInventory', parseInventoryPath((0,config_inputs/* readInput */.R5)(inputs, 'dependency-inventory'))),
        ...parseReportFilters(inputs, now),
        mode: (0,vocabulary/* parseChoice */.HU)('mode', (0,config_inputs/* readInput */.R5)(inputs, 'mode'), vocabulary/* MODE_CHOICES */.gH),
        onApiError: (0,vocabulary/* parseChoice */.HU)('on-api-error', (0,config_inputs/* readInput */.R5)(inputs, 'on-api-error'), vocabulary/* ON_API_ERROR_CHOICES */.J4),
        timeoutSeconds: parseTimeout((0,config_inputs/* readInput */.R5)(inputs, 'timeout-seconds')),
        github: parseGitHubReporting(inputs),
        ...(0,config_inputs/* present */.Eb)('baselineFile', parseOptionalPath('baseline-file', (0,config_inputs/* readInput */.R5)(inputs, 'baseline-file'))),
        gateOn: (0,vocabulary/* parseChoice */.HU)('gate-on', (0,config_inputs/* readInput */.R5)(inputs, 'gate-on'), vocabulary/* GATE_ON_CHOICES */.Pj),
        projectsFromRepository: (0,config_inputs/* readInput */.R5)(inputs, 'projects') === '' && context.repository !== undefined,
        // Named only outside GitHub: messages say GITHUB_REPOSITORY when it is absent.
        ...(0,config_inputs/* present */.Eb)('repositoryVariable', (0,config_inputs/* readInput */.R5)(inputs, 'projects') === '' && context.repositoryVariable !== 'GITHUB_REPOSITORY' ? context.repositoryVariable : undefined),
        ...(0,config_inputs/* present */.Eb)('scanMaxAge', (0,config_inputs/* readInput */.R5)(inputs, 'scan-max-age') === '' ? undefined : (0,time/* parseDuration */.E9)('scan-max-age', (0,config_inputs/* readInput */.R5)(inputs, 'scan-max-age'))),
        ...(0,config_inputs/* present */.Eb)('waitForScan', parseWaitForScan((0,config_inputs/* readInput */.R5)(inputs, 'wait-for-scan'))),
        listFindings: (0,vocabulary/* parseChoice */.HU)('list-findings', (0,config_inputs/* readInput */.R5)(inputs, 'list-findings'), vocabulary/* BOOLEAN_CHOICES */.Ss),
        ...(0,config_inputs/* present */.Eb)('maxOpenAge', parseMaxOpenAge((0,config_inputs/* readInput */.R5)(inputs, 'max-open-age'))),
        exceptionsFile: {
            path: (0,config_inputs/* checkText */.qW)('exceptions-file', (0,config_inputs/* readInput */.R5)(inputs, 'exceptions-file')),
            // Another path than the default: the user named a file, and it must exist.
            explicit: (0,config_inputs/* readInput */.R5)(inputs, 'exceptions-file') !== config_inputs/* INPUT_DEFAULTS */.WJ['exceptions-file'],
        },
        exceptionsMaxDays: parseMaxDays((0,config_inputs/* readInput */.R5)(inputs, 'exceptions-max-days')),
        failOnUnusedExceptions: (0,vocabulary/* parseChoice */.HU)('fail-on-unused-exceptions', (0,config_inputs/* readInput */.R5)(inputs, 'fail-on-unused-exceptions'), vocabulary/* BOOLEAN_CHOICES */.Ss),
        recordFindingIds: (0,vocabulary/* parseChoice */.HU)('record-finding-ids', (0,config_inputs/* readInput */.R5)(inputs, 'record-finding-ids'), vocabulary/* RECORD_IDS_CHOICES */.Gb),
        ...(0,config_inputs/* present */.Eb)('pullRequest', context.pullRequest),
        ...(0,config_inputs/* present */.Eb)('requestCheckout', context.requestCheckout),
        ...(0,config_inputs/* present */.Eb)('trend', parseTrend((0,config_inputs/* readInput */.R5)(inputs, 'trend'), now)),
        ...(0,config_inputs/* present */.Eb)('maxBacklogGrowth', parseMaxBacklogGrowth((0,config_inputs/* readInput */.R5)(inputs, 'max-backlog-growth'))),
    };
    // The policy's own inputs were read (config/policy.ts) before the others; here they are only held to the size of any input.
    for (const name of ['config-file', 'config-token', 'config-api-url'])
        (0,config_inputs/* readInput */.R5)(inputs, name);
    checkAcrossInputs(config);
    (0,platform/* checkListOff */.ik)(config, inputs['count-triage-states'] ?? '', config_inputs/* INPUT_DEFAULTS */.WJ['count-triage-states']);
    return config;
}
/**
 * `on-api-error` alone, for a run whose config could not be parsed: the same words as parseConfig
 * accepts; anything else fails closed.
 */
function onApiErrorOf(inputs) {
    try {
        return (0,vocabulary/* parseChoice */.HU)('on-api-error', (0,config_inputs/* readInput */.R5)(inputs, 'on-api-error'), vocabulary/* ON_API_ERROR_CHOICES */.J4);
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
    (0,platform/* checkPlatformInputs */.v7)(config);
    if (config.maxOpenAge !== undefined && !config.listFindings) {
        throw new config_inputs/* ConfigError */.xL('max-open-age', "Input 'max-open-age' judges the findings one by one, and list-findings is false: set list-findings to true, or leave max-open-age empty.");
    }
    if (config.waitForScan !== undefined) {
        const count = config.projects === 'all' ? config.projectIds.length : config.projects.length + config.projectIds.length;
        if (config.projects === 'all' && config.projectIds.length === 0) {
            throw new config_inputs/* ConfigError */.xL('wait-for-scan', "Input 'wait-for-scan' waits for the scans of the gated projects, and projects is * (the whole deployment): name the projects (at most 10) or leave wait-for-scan empty.");
        }
        if (count > MAX_WAITED_PROJECTS) {
            throw new config_inputs/* ConfigError */.xL('wait-for-scan', `Input 'wait-for-scan' waits for each gated project, and the scope names ${count}: name at most ${MAX_WAITED_PROJECTS} projects, or leave wait-for-scan empty.`);
        }
    }
    if (config.maxBacklogGrowth !== undefined && config.trend === undefined) {
        throw new config_inputs/* ConfigError */.xL('max-backlog-growth', "Input 'max-backlog-growth' judges the backlog over the trend's period, and trend is empty: set trend (such as 12w), or leave max-backlog-growth empty.");
    }
    for (const { key } of config.budgets) {
        const product = domain/* PRODUCTS */.zv.find((p) => key === p || key.startsWith(`${p}.`));
        if (product !== undefined && !config.findingTypes.includes(product)) {
            throw new config_inputs/* ConfigError */.xL('thresholds', `Input 'thresholds' sets a budget for ${key}, but finding-types leaves out ${product}: add ${product} to finding-types or remove the budget.`);
        }
    }
}
// ---------------------------------------------------------------------------------------------
// One input, or one group of inputs, at a time
// ---------------------------------------------------------------------------------------------
/** `projects`, `project-ids` and `finding-types`: what the gate covers. */
function parseScope(inputs, context) {
    const projects = parseProjects((0,config_inputs/* readInput */.R5)(inputs, 'projects'), context);
    const projectIds = (0,config_inputs/* dedupe */.Qq)((0,config_inputs/* splitList */.ry)('project-ids', (0,config_inputs/* readInput */.R5)(inputs, 'project-ids')).map((item) => (0,config_inputs/* parseDecimalId */.MI)('project-ids', item)));
    const findingTypes = (0,vocabulary/* parseChoiceList */.pT)('finding-types', (0,config_inputs/* readInput */.R5)(inputs, 'finding-types'), vocabulary/* FINDING_TYPE_CHOICES */.Ad);
    if (findingTypes.length === 0) {
        throw new config_inputs/* ConfigError */.xL('finding-types', `Input 'finding-types' lists no finding type: use one of ${(0,vocabulary/* wordsOf */.Z9)(vocabulary/* FINDING_TYPE_CHOICES */.Ad)}, or leave it empty for all.`);
    }
    return { projects, projectIds, findingTypes };
}
/** The report filters (the period, the enum filters and the free-text filters, in API names), and since/until as written. */
function parseReportFilters(inputs, now) {
    const period = (0,time/* parseTimePeriod */.sZ)((0,config_inputs/* readInput */.R5)(inputs, 'since'), (0,config_inputs/* readInput */.R5)(inputs, 'until'), now);
    const reportFilters = {};
    if (period !== undefined)
        reportFilters.timePeriod = period.timePeriod;
    for (const { input, field, choices } of vocabulary/* ENUM_FILTERS */.qY) {
        const values = (0,vocabulary/* parseChoiceList */.pT)(input, (0,config_inputs/* readInput */.R5)(inputs, input), choices);
        if (values.length > 0)
            reportFilters[field] = values;
    }
    for (const { input, field } of vocabulary/* TEXT_FILTERS */._N) {
        const values = (0,config_inputs/* dedupe */.Qq)((0,config_inputs/* splitList */.ry)(input, (0,config_inputs/* readInput */.R5)(inputs, input)).map((item) => (0,config_inputs/* checkText */.qW)(input, item)));
        if (values.length > 0)
            reportFilters[field] = values;
    }
    return { reportFilters, ...(0,config_inputs/* present */.Eb)('timeFilters', period?.asWritten) };
}
/** `annotations`, `comment-on-pr`, `github-token` and `sarif-file`. The token is checked only where it is used. */
function parseGitHubReporting(inputs) {
    const annotations = (0,vocabulary/* parseChoice */.HU)('annotations', (0,config_inputs/* readInput */.R5)(inputs, 'annotations'), vocabulary/* BOOLEAN_CHOICES */.Ss);
    const commentOnPr = (0,vocabulary/* parseChoice */.HU)('comment-on-pr', (0,config_inputs/* readInput */.R5)(inputs, 'comment-on-pr'), vocabulary/* COMMENT_ON_PR_CHOICES */.Cv);
    const rawToken = (0,config_inputs/* readInput */.R5)(inputs, 'github-token');
    const token = rawToken === config_inputs/* INPUT_DEFAULTS */.WJ['github-token'] ? '' : rawToken;
    return { annotations, commentOnPr, token, ...(0,config_inputs/* present */.Eb)('sarifFile', parseOptionalPath('sarif-file', (0,config_inputs/* readInput */.R5)(inputs, 'sarif-file'))) };
}
/** A file path input: undefined when empty, else any text without control characters. */
function parseOptionalPath(input, value) {
    return value === '' ? undefined : (0,config_inputs/* checkText */.qW)(input, value);
}
function parseProjects(value, context) {
    if (value === '') {
        if (context.repository !== undefined)
            return [(0,config_inputs/* checkText */.qW)('projects', context.repository)];
        // Outside GitHub, a CI that names no repository never means the whole deployment by default.
        if (context.wholeDeploymentByDefault)
            return 'all';
        throw new config_inputs/* ConfigError */.xL('projects', `Input 'projects' is required in this CI (${context.ci}): it names no repository for the scope to default to; list the Semgrep project names, or * for the whole deployment.`);
    }
    const items = (0,config_inputs/* dedupe */.Qq)((0,config_inputs/* splitList */.ry)('projects', value));
    if (items.length === 0) {
        throw new config_inputs/* ConfigError */.xL('projects', "Input 'projects' lists no project: list project names, use * for all, or leave it empty for the current repository.");
    }
    if (items.includes('*')) {
        if (items.length === 1)
            return 'all';
        throw new config_inputs/* ConfigError */.xL('projects', "Input 'projects' mixes * with project names: use * alone for all projects, or list names only.");
    }
    for (const item of items) {
        (0,config_inputs/* checkText */.qW)('projects', item);
        if (item.includes('*')) {
            throw new config_inputs/* ConfigError */.xL('projects', `Input 'projects' has ${(0,config_inputs/* quoteValue */.cl)(item)}: patterns are not supported; list exact project names, or use * alone for all.`);
        }
    }
    return items;
}
/** The `dependencyFilter.*` inputs (DEPENDENCY_FILTERS), in API names; empty lists are left out (the API reads absent as all). */
function parseDependencyFilters(inputs) {
    const filters = {};
    for (const { input, field, kind, choices = [] } of vocabulary/* DEPENDENCY_FILTERS */.c9) {
        const value = (0,config_inputs/* readInput */.R5)(inputs, input);
        if (kind === 'flag') {
            if ((0,vocabulary/* parseChoice */.HU)(input, value, vocabulary/* BOOLEAN_CHOICES */.Ss))
                filters[field] = true;
            continue;
        }
        if (kind === 'text') {
            if (value !== '')
                filters[field] = (0,config_inputs/* checkText */.qW)(input, value);
            continue;
        }
        const items = kind === 'ids'
            ? (0,config_inputs/* dedupe */.Qq)((0,config_inputs/* splitList */.ry)(input, value).map((item) => (0,config_inputs/* parseDecimalId */.MI)(input, item)))
            : kind === 'choices'
                ? (0,vocabulary/* parseChoiceList */.pT)(input, value, choices)
                : (0,config_inputs/* dedupe */.Qq)((0,config_inputs/* splitList */.ry)(input, value).map((item) => (0,config_inputs/* checkText */.qW)(input, item)));
        if (items.length > 0)
            filters[field] = items;
    }
    return filters;
}
/** `dependency-inventory`: a path whose extension picks the format. */
function parseInventoryPath(value) {
    if (value === '')
        return undefined;
    (0,config_inputs/* checkText */.qW)('dependency-inventory', value);
    const fileName = value.slice(Math.max(value.lastIndexOf('/'), value.lastIndexOf('\\')) + 1).toLowerCase();
    const match = vocabulary/* INVENTORY_FORMATS */.LL.find(({ extension }) => fileName.endsWith(extension) && fileName.length > extension.length);
    if (match === undefined) {
        throw new config_inputs/* ConfigError */.xL('dependency-inventory', `Input 'dependency-inventory' is ${(0,config_inputs/* quoteValue */.cl)(value)}: use a file path ending in .json, .csv or .cdx.json (the extension picks the format).`);
    }
    return { path: value, format: match.format };
}
/** `max-open-age`: `critical=7d, high=30d`, a severity and a duration each; empty means no deadline. */
function parseMaxOpenAge(value) {
    if (value === '')
        return undefined;
    const limits = {};
    for (const item of (0,config_inputs/* splitList */.ry)('max-open-age', value)) {
        const [key = '', duration = ''] = item.split('=').map((part) => part.trim());
        const severity = domain/* SEVERITIES */.oC.find((s) => s === key.toLowerCase());
        if (severity === undefined || !item.includes('=')) {
            throw new config_inputs/* ConfigError */.xL('max-open-age', `Input 'max-open-age' has ${(0,config_inputs/* quoteValue */.cl)(item)}: write severity=duration, such as critical=7d or high=30d (severities: critical, high, medium, low).`);
        }
        if (limits[severity] !== undefined)
            throw new config_inputs/* ConfigError */.xL('max-open-age', `Input 'max-open-age' sets ${severity} twice: keep one.`);
        limits[severity] = (0,time/* parseDuration */.E9)('max-open-age', duration);
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
    throw new config_inputs/* ConfigError */.xL('wait-for-scan', `Input 'wait-for-scan' is ${(0,config_inputs/* quoteValue */.cl)(value)}: use true (the pull request's head commit, else GITHUB_SHA), a commit sha of 7 to 40 hex digits, or leave it empty.`);
}
/** `exceptions-max-days`: a whole number of days from 1 to 3650. */
function parseMaxDays(value) {
    const days = /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
    if (!(days >= 1 && days <= 3650)) {
        throw new config_inputs/* ConfigError */.xL('exceptions-max-days', `Input 'exceptions-max-days' is ${(0,config_inputs/* quoteValue */.cl)(value)}: use a whole number of days from 1 to 3650 (how far ahead an exception may expire).`);
    }
    return days;
}
/** `timeout-seconds`: a whole number of seconds from 1 to 3600. */
function parseTimeout(value) {
    const seconds = /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
    if (!(seconds >= 1 && seconds <= 3600)) {
        throw new config_inputs/* ConfigError */.xL('timeout-seconds', `Input 'timeout-seconds' is ${(0,config_inputs/* quoteValue */.cl)(value)}: use a whole number of seconds from 1 to 3600.`);
    }
    return seconds;
}


/***/ }),

/***/ 5939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ INPUTS)
/* harmony export */ });
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


/***/ }),

/***/ 4389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ present),
/* harmony export */   MI: () => (/* binding */ parseDecimalId),
/* harmony export */   OA: () => (/* binding */ checkInputSize),
/* harmony export */   Oi: () => (/* binding */ checkDeclaredInputs),
/* harmony export */   Oy: () => (/* binding */ MAX_INPUT_LIST_ITEMS),
/* harmony export */   Qq: () => (/* binding */ dedupe),
/* harmony export */   R5: () => (/* binding */ readInput),
/* harmony export */   V_: () => (/* binding */ isTokenShaped),
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   cl: () => (/* binding */ quoteValue),
/* harmony export */   qW: () => (/* binding */ checkText),
/* harmony export */   ry: () => (/* binding */ splitList),
/* harmony export */   x5: () => (/* binding */ checkListLength),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony exports MAX_INPUT_BYTES, inputVariable */
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2969);
/* harmony import */ var _input_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5939);
// The declared inputs (their table is config/input-table.ts), and how
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
    /** Where the message names its input, in the action's words: `Input 'x'` unless said. */
    subject;
    constructor(input, message, subject = `Input '${input}'`) {
        super(message);
        this.name = 'ConfigError';
        this.input = input;
        this.subject = subject;
    }
    /** The message with its input named as another CI's user sets it (`--x` on the command line). */
    named(nameOf) {
        return this.message.replace(this.subject, () => nameOf(this.input));
    }
}
/** Every input of the action with its default, from the one table (config/input-table.ts). */
const INPUT_DEFAULTS = Object.freeze(Object.fromEntries(Object.entries(_input_table_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .m).map(([name, spec]) => [name, spec.default])));
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
        const hint = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(name, declared.values(), 1) || `; the inputs are listed in the README`;
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
/** `{ [key]: value }`, or nothing when the value is undefined (an optional field stays absent). */
function present(key, value) {
    return (value === undefined ? {} : { [key]: value });
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


/***/ }),

/***/ 5063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ parsePlatform),
/* harmony export */   H: () => (/* binding */ listOffWarnings),
/* harmony export */   ik: () => (/* binding */ checkListOff),
/* harmony export */   v7: () => (/* binding */ checkPlatformInputs)
/* harmony export */ });
/* harmony import */ var _api_enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4986);
/* harmony import */ var _gate_sca_filters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2240);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4389);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8724);
// The inputs that follow the platform's policy: fail-on-blocking, count-triage-states, the supply-chain
// filters (sca-reachable-only, sca-fixable-only, sca-min-epss) and fail-on-malicious, parsed into the
// gate's PlatformRules; and the rules they keep with the other inputs. Pure.




/** The platform's policy inputs, each checked. */
function parsePlatform(inputs) {
    const failOnBlocking = (0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoice */ .HU)('fail-on-blocking', (0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readInput */ .R5)(inputs, 'fail-on-blocking'), _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .BOOLEAN_CHOICES */ .Ss);
    // Open always counts: the report counts it, and the gate never counts fewer than its sources show.
    // Empty is the default (four states), not all six: the message says so.
    const listed = (0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoiceList */ .pT)('count-triage-states', (0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readInput */ .R5)(inputs, 'count-triage-states'), _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .TRIAGE_STATE_CHOICES */ .cj, `the default (${_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_DEFAULTS */ .WJ['count-triage-states'].split(',').join(', ')})`);
    const countStates = ['open', ...listed.filter((state) => state !== 'open')];
    const reachableOnly = (0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoice */ .HU)('sca-reachable-only', (0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readInput */ .R5)(inputs, 'sca-reachable-only'), _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .BOOLEAN_CHOICES */ .Ss);
    const fixableOnly = (0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoice */ .HU)('sca-fixable-only', (0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readInput */ .R5)(inputs, 'sca-fixable-only'), _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .BOOLEAN_CHOICES */ .Ss);
    const minEpss = parseMinEpss((0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readInput */ .R5)(inputs, 'sca-min-epss'));
    const failOnMalicious = (0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoice */ .HU)('fail-on-malicious', (0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readInput */ .R5)(inputs, 'fail-on-malicious'), _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .BOOLEAN_CHOICES */ .Ss);
    return {
        failOnBlocking,
        countStates,
        failOnMalicious,
        sca: { reachableOnly, fixableOnly, ...(minEpss === undefined ? {} : { minEpss }) },
    };
}
/** `sca-min-epss`: a probability from 0 to 1 (`0.1`, `.5`, `1`); empty or 0: no threshold. */
function parseMinEpss(text) {
    if (text === '')
        return undefined;
    const value = /^(?:0|1|0?\.\d+|1\.0*)$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(value) || value > 1) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('sca-min-epss', `Input 'sca-min-epss' is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteValue */ .cl)(text)}: use an EPSS probability from 0 to 1 (such as 0.1 for 10%), or leave it empty to count every supply-chain finding.`);
    }
    // A floor of 0 leaves no finding out: no filter, so the report's counts stand (and nothing needs the list).
    return value === 0 ? undefined : value;
}
/** The rules between the platform's policy inputs and the others. */
function checkPlatformInputs(config) {
    const platform = config.platform;
    if (platform === undefined)
        return;
    const sca = platform.sca;
    const asked = [
        ...(sca.reachableOnly ? ['sca-reachable-only'] : []),
        ...(sca.fixableOnly ? ['sca-fixable-only'] : []),
        ...(sca.minEpss === undefined ? [] : ['sca-min-epss']),
    ];
    const [first] = asked;
    if (first !== undefined && !config.findingTypes.includes('sca')) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(first, `Input '${first}' filters the supply-chain findings, and finding-types leaves out sca: add sca to finding-types, or leave ${asked.join(' and ')} unset.`);
    }
    if (sca.reachableOnly && (0,_gate_sca_filters_js__WEBPACK_IMPORTED_MODULE_1__/* .reachableReportValues */ ._6)(config.reportFilters.reachability).length === 0) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('sca-reachable-only', "Input 'sca-reachable-only' counts the reachable supply-chain findings, and reachability keeps none of reachable, always-reachable, conditionally-reachable: add one of them to reachability, or leave one of the two unset.");
    }
    const listOnly = asked.filter((name) => name !== 'sca-reachable-only');
    const [needsList] = listOnly;
    if (needsList !== undefined && !config.listFindings) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(needsList, `Input '${needsList}' is applied to the findings list's items (the report has no such filter), and list-findings is false: set list-findings to true, or leave ${listOnly.join(' and ')} unset.`);
    }
    if (platform.failOnBlocking && config.findingTypes.includes('code') && !config.listFindings) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('fail-on-blocking', "Input 'fail-on-blocking' reads the code findings of the rules in Block mode from the findings list, and list-findings is false: set list-findings to true, or leave fail-on-blocking false.");
    }
}
/** The counted states beyond open, as the inputs name them: read from the findings list only. */
function statesBeyondOpen(platform) {
    return platform.countStates.filter((state) => state !== 'open').map((state) => (0,_api_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .findingStateOf */ .kO)(state) ?? state);
}
/**
 * With list-findings false, what the findings list would have judged is not: `count-triage-states`
 * set by the workflow (or a policy) to states beyond open is refused, naming both inputs, as
 * fail-on-blocking is. `rawStates` is the input as written (blank or the default: not asked for).
 */
function checkListOff(config, rawStates, defaultStates) {
    const platform = config.platform;
    if (platform === undefined || config.listFindings)
        return;
    const asked = rawStates.trim() !== '' && rawStates.trim() !== defaultStates;
    const beyond = statesBeyondOpen(platform);
    if (asked && beyond.length > 0) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('count-triage-states', `Input 'count-triage-states' counts ${beyond.join(', ')} beyond open, read from the findings list only, and list-findings is false: set list-findings to true, or leave count-triage-states unset.`);
    }
}
/**
 * The warnings of a run whose list-findings is false: fail-on-malicious (on by default) and the
 * counted states beyond open (the default counts reviewing, fixing, provisionally-ignored) are read
 * from the findings list only, so they are not judged; the run says so instead of passing quietly.
 */
function listOffWarnings(config) {
    const platform = config.platform;
    if (platform === undefined || config.listFindings)
        return [];
    const warnings = [];
    if (platform.failOnMalicious && config.findingTypes.includes('sca')) {
        warnings.push('fail-on-malicious is not judged: list-findings is false, and the malicious dependencies are read from the findings list. Set list-findings to true, or fail-on-malicious to false.');
    }
    const beyond = statesBeyondOpen(platform);
    if (beyond.length > 0 && config.findingTypes.some((type) => type === 'code' || type === 'sca')) {
        warnings.push(`count-triage-states counts open only: list-findings is false, and ${beyond.join(', ')} are read from the findings list. Set list-findings to true to count them.`);
    }
    return warnings;
}


/***/ }),

/***/ 36:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ parseThresholds)
/* harmony export */ });
/* harmony import */ var _domain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9375);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4389);
// The `thresholds` input: severity budgets, `key=max` one per line or comma, `#` starts a comment.


const INPUT = 'thresholds';
const SEVERITY_WORDS = _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_SEVERE_FIRST */ .GX.join(', ');
const KEY_HELP = `use total, a severity (${SEVERITY_WORDS}), a product (${_domain_js__WEBPACK_IMPORTED_MODULE_0__/* .PRODUCTS */ .zv.join(', ')}) or product.severity such as code.critical`;
/** Words a person may type for a product, besides its own name. */
const PRODUCT_ALIASES = new Map([['supply-chain', 'sca']]);
/** Parses budgets such as `high=0, code.critical=2, total=10`, in the order given; throws ConfigError naming `thresholds`. */
function parseThresholds(text) {
    (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .checkInputSize */ .OA)(INPUT, text);
    const items = text
        .split(/\r\n|\r|\n/)
        .flatMap((line) => line.replace(/#.*/, '').split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '');
    (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .checkListLength */ .x5)(INPUT, items.length, 'budgets');
    const budgets = [];
    const seen = new Set();
    for (const item of items) {
        const equals = item.indexOf('=');
        if (equals === -1) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(INPUT, `Input 'thresholds' has ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(item)} without '=': write key=max, such as high=0 or code.critical=2.`);
        }
        const key = parseBudgetKey(item.slice(0, equals).trim(), item);
        const max = parseMax(item.slice(equals + 1).trim(), item);
        if (seen.has(key)) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(INPUT, `Input 'thresholds' sets ${key} twice: keep one ${key}=max.`);
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
    throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(INPUT, `Input 'thresholds' has key ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(text)} in ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(item)}: ${KEY_HELP}.`);
}
function asSeverity(word) {
    return _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.find((severity) => severity === word);
}
function asProduct(word) {
    const normalized = word.replace(/[-_ ]/g, '-');
    return _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .PRODUCTS */ .zv.find((product) => product === normalized) ?? PRODUCT_ALIASES.get(normalized);
}
/** The most findings allowed: a whole number, 0 or more. */
function parseMax(text, item) {
    const max = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(max)) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(INPUT, `Input 'thresholds' has ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(item)}: the max must be a whole number, 0 or more, such as high=0.`);
    }
    return max;
}


/***/ }),

/***/ 9729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   sZ: () => (/* binding */ parseTimePeriod)
/* harmony export */ });
/* unused harmony export parseTime */
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4389);

const DURATION = /^([0-9]{1,9}) ?([mhdw])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,]([0-9]{1,9}))?)?(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?)?$/i;
/** A parsed `since`/`until`: the ISO period the report gets, and each input as written (a duration, or the ISO time). */
/** A duration input (`36h`, `7d`): its length in ms and as written; throws ConfigError naming the input. */
function parseDuration(input, value) {
    const duration = DURATION.exec(value);
    const ms = duration === null ? Number.NaN : Number(duration[1]) * (UNIT_MS[duration[2] ?? ''] ?? Number.NaN);
    if (duration === null || !(ms > 0)) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(input, `Input '${input}' is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteValue */ .cl)(value)}: use a duration such as 30m, 36h, 7d or 2w, or leave it empty.`);
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
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('since', `Input 'since' is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteValue */ .cl)(since)}, which is in the future (now is ${now.toISOString()}): use a past date-time or a duration such as 7d.`);
    }
    if (sinceTime !== undefined && untilTime !== undefined && sinceTime.getTime() > untilTime.getTime()) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('since', `Input 'since' (${sinceTime.toISOString()}) is after input 'until' (${untilTime.toISOString()}): use a since that is before until.`);
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
    const invalid = () => new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(input, `Input '${input}' is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteValue */ .cl)(value)}: use an ISO-8601 date (2026-11-01) or date-time (2026-11-01T12:00:00Z), or a duration back from now (30m, 12h, 7d, 2w).`);
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


/***/ }),

/***/ 2401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ parseTuning)
/* harmony export */ });
/* unused harmony export TUNING_VARIABLES */
/** The environment variable of each tuning knob (documented in CONTRIBUTING.md). */
const TUNING_VARIABLES = Object.freeze({
    requestTimeoutMs: 'FINDINGS_GATE_REQUEST_TIMEOUT_MS',
    retryMinDelayMs: 'FINDINGS_GATE_RETRY_MIN_DELAY_MS',
    maxRetryAfterMs: 'FINDINGS_GATE_MAX_RETRY_AFTER_MS',
    maxPages: 'FINDINGS_GATE_MAX_PAGES',
    maxResponseBytes: 'FINDINGS_GATE_MAX_RESPONSE_BYTES',
    scanPollMinMs: 'FINDINGS_GATE_SCAN_POLL_MIN_MS',
    scanPollMaxMs: 'FINDINGS_GATE_SCAN_POLL_MAX_MS',
    publishTimeoutMs: 'FINDINGS_GATE_PUBLISH_TIMEOUT_MS',
    watchdogGraceMs: 'FINDINGS_GATE_WATCHDOG_GRACE_MS',
    ownWorkMinMs: 'FINDINGS_GATE_OWN_WORK_MIN_MS',
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


/***/ }),

/***/ 8724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ FINDING_TYPE_CHOICES),
/* harmony export */   Cv: () => (/* binding */ COMMENT_ON_PR_CHOICES),
/* harmony export */   Gb: () => (/* binding */ RECORD_IDS_CHOICES),
/* harmony export */   HU: () => (/* binding */ parseChoice),
/* harmony export */   J4: () => (/* binding */ ON_API_ERROR_CHOICES),
/* harmony export */   LL: () => (/* binding */ INVENTORY_FORMATS),
/* harmony export */   Pj: () => (/* binding */ GATE_ON_CHOICES),
/* harmony export */   Sl: () => (/* binding */ TRANSITIVITY_CHOICES),
/* harmony export */   Ss: () => (/* binding */ BOOLEAN_CHOICES),
/* harmony export */   Z9: () => (/* binding */ wordsOf),
/* harmony export */   _N: () => (/* binding */ TEXT_FILTERS),
/* harmony export */   aG: () => (/* binding */ wordOf),
/* harmony export */   c9: () => (/* binding */ DEPENDENCY_FILTERS),
/* harmony export */   cj: () => (/* binding */ TRIAGE_STATE_CHOICES),
/* harmony export */   gH: () => (/* binding */ MODE_CHOICES),
/* harmony export */   oP: () => (/* binding */ ECOSYSTEM_CHOICES),
/* harmony export */   oj: () => (/* binding */ SEVERITY_FLOOR_CHOICES),
/* harmony export */   pT: () => (/* binding */ parseChoiceList),
/* harmony export */   qY: () => (/* binding */ ENUM_FILTERS)
/* harmony export */ });
/* harmony import */ var _api_enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4986);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4389);
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
/** `count-triage-states`: the states of a finding the findings list has (one walk each), by the word a person types. */
const TRIAGE_STATE_CHOICES = _api_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_STATES */ .bX.flatMap((state) => 'status' in state ? [{ words: [state.word, ...(state.word === state.status ? [] : [state.status])], value: state.status }] : []);
/** `record-finding-ids`: a boolean, or auto (decided by the report's count). */
const RECORD_IDS_CHOICES = [{ words: ['auto'], value: 'auto' }, ...BOOLEAN_CHOICES];
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
const ENUM_FILTERS = _api_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_ENUM_FILTERS */ .Jw.map(({ field, values }) => ({
    input: _api_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_FILTER_NAMES */ .FU[field] ?? field,
    field,
    choices: values.map(({ word, api }) => ({ words: [word], full: api, value: api })),
}));
/** Report filters that are free strings, passed as given. */
const TEXT_FILTERS = _api_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_TEXT_FILTERS */ .pj.map((field) => ({
    input: _api_enums_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_FILTER_NAMES */ .FU[field] ?? field,
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
/**
 * The dependency filters, one table read both ways as the report filters are: each input, the
 * `dependencyFilter.*` field (DependencyQuery) it sets, how its value reads, and its choices.
 */
const DEPENDENCY_FILTERS = [
    { input: 'dependency-repository-ids', field: 'repositoryIds', kind: 'ids' },
    { input: 'ecosystems', field: 'ecosystems', kind: 'choices', choices: ECOSYSTEM_CHOICES },
    { input: 'transitivity', field: 'transitivity', kind: 'choices', choices: TRANSITIVITY_CHOICES },
    { input: 'lockfile-path', field: 'lockfilePath', kind: 'text' },
    { input: 'licenses', field: 'licenses', kind: 'texts' },
    { input: 'include-archived', field: 'includeArchived', kind: 'flag' },
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
function parseChoice(input, value, choices, verb = 'is', emptyMeans = false) {
    const choice = matchChoice(value, choices);
    if (choice !== undefined)
        return choice.value;
    const accepted = `use one of ${wordsOf(choices)}`;
    if (/UNSPECIFIED$/i.test(value)) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(input, `Input '${input}' ${verb} ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(value)}: leave the input empty for all, or ${accepted}.`);
    }
    throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(input, `Input '${input}' ${verb} ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(value)}: ${accepted}${emptyMeans === false ? '' : `, or leave it empty for ${emptyMeans}`}.`);
}
/** A list of enum values, mapped and deduplicated in the order given. */
function parseChoiceList(input, value, choices, emptyMeans = 'all') {
    return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .dedupe */ .Qq)((0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .splitList */ .ry)(input, value).map((item) => parseChoice(input, item, choices, 'has', emptyMeans)));
}


/***/ }),

/***/ 9375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AL: () => (/* binding */ stampMs),
/* harmony export */   F9: () => (/* binding */ SCAN_STATUS),
/* harmony export */   FU: () => (/* binding */ REPORT_FILTER_NAMES),
/* harmony export */   GX: () => (/* binding */ MOST_SEVERE_FIRST),
/* harmony export */   Jw: () => (/* binding */ REPORT_ENUM_FILTERS),
/* harmony export */   TM: () => (/* binding */ filterWord),
/* harmony export */   WO: () => (/* binding */ ageMs),
/* harmony export */   "do": () => (/* binding */ PURL_TYPE),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   pB: () => (/* binding */ purlName),
/* harmony export */   pj: () => (/* binding */ REPORT_TEXT_FILTERS),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   sO: () => (/* binding */ DAY_MS),
/* harmony export */   vb: () => (/* binding */ severityName),
/* harmony export */   zv: () => (/* binding */ PRODUCTS)
/* harmony export */ });
/* unused harmony exports CLOCK_SKEW_MS, REACHABILITY_WORDS */
// The domain's words, a leaf that every layer imports: severities and products, the order they are
// shown in, how old something is, and the words the gate, the config and the API layer share: a scan's
// status, a package's purl type, the report's filters as a person names them. Pure: no imports.
/** Finding severities, from least to most severe. */
const SEVERITIES = ['low', 'medium', 'high', 'critical'];
/** The same severities, most severe first: the order every list and table shows them in. */
const MOST_SEVERE_FIRST = [...SEVERITIES].reverse();
/** The three products the report counts. */
const PRODUCTS = ['code', 'sca', 'secrets'];
/** `SEVERITY_HIGH`, `high`, `High` → `high`; anything else → undefined. */
function severityName(apiSeverity) {
    const word = apiSeverity.toLowerCase().replace(/^severity_/, '');
    return SEVERITIES.includes(word) ? word : undefined;
}
/** A severity's place, most severe first (critical 0 … low 3); an unknown severity comes last (4). */
function severityRank(apiSeverity) {
    const severity = severityName(apiSeverity);
    return severity === undefined ? SEVERITIES.length : MOST_SEVERE_FIRST.indexOf(severity);
}
/** A day in ms: exceptions expire by the day, and the trend's buckets are days, weeks or months. */
const DAY_MS = 86_400_000;
/**
 * How far ahead of this machine's clock a time from the API may be and still be read as "just now":
 * two clocks differ by seconds. A time further ahead is not a time the gate can trust.
 */
const CLOCK_SKEW_MS = 60_000;
/** How long ago `sinceMs` was at `now` (never negative), or undefined when it is unknown or in the future. */
function ageMs(sinceMs, now) {
    // Number.isFinite is false for undefined and NaN alike.
    if (!Number.isFinite(sinceMs) || sinceMs - now > CLOCK_SKEW_MS)
        return undefined;
    return Math.max(0, now - sinceMs);
}
/** A time stamp from the API in ms: ISO-8601, or the v1 API's `2020-11-18 23:28:12.391807+00:00`; NaN when unreadable. */
function stampMs(text) {
    return Date.parse(text.replace(' ', 'T'));
}
/**
 * A scan's status, as the scans list names it and the gate keeps it (a scan's fact, the report file):
 * which ended complete, which ended without a result.
 */
const SCAN_STATUS = Object.freeze({
    running: 'SCAN_STATUS_RUNNING',
    completed: 'SCAN_STATUS_COMPLETED',
    pending: 'SCAN_STATUS_PENDING',
    cancelled: 'SCAN_STATUS_CANCELLED',
    error: 'SCAN_STATUS_ERROR',
    neverFinished: 'SCAN_STATUS_NEVER_FINISHED',
});
/** The purl type (package-url) of each ecosystem the API names; anything else is `generic`. */
const PURL_TYPE = {
    npm: 'npm',
    pypi: 'pypi',
    gomod: 'golang',
    cargo: 'cargo',
    maven: 'maven',
    gem: 'gem',
    composer: 'composer',
    nuget: 'nuget',
    pub: 'pub',
    swiftpm: 'swift',
    hex: 'hex',
    mix: 'hex',
    cocoapods: 'cocoapods',
    opam: 'opam',
    no_package_manager: 'generic',
};
/**
 * A package's name as its purl type compares it: pypi names are case-insensitive and `_` is `-`;
 * composer, hex and pub names are case-insensitive; every other name as written. The inventory's purls
 * and the exceptions' packages both take it from here.
 */
function purlName(type, name) {
    if (type === 'pypi')
        return name.toLowerCase().replaceAll('_', '-');
    return type === 'composer' || type === 'hex' || type === 'pub' ? name.toLowerCase() : name;
}
/** Values whose API name is `prefix` + the word in upper snake case. */
function prefixed(prefix, words) {
    return words.map((word) => ({ word, api: prefix + word.toUpperCase().replaceAll('-', '_') }));
}
/** A supply-chain finding's reachability, as a person names it (api/enums.ts REACHABILITIES: as each list spells it). */
const REACHABILITY_WORDS = [
    'reachable',
    'always-reachable',
    'conditionally-reachable',
    'no-reachability-analysis',
    'unreachable',
];
/**
 * The report's filters whose values are API enums, each value with the word a person types for it
 * (`always-reachable` for FINDING_REACHABILITY_ALWAYS_REACHABLE), in the order the summary lists them:
 * the config reads the words, the API layer sends the names, the gate's messages show the words.
 */
const REPORT_ENUM_FILTERS = [
    { field: 'confidence', values: prefixed('FINDING_CONFIDENCE_', ['low', 'medium', 'high']) },
    { field: 'reachability', values: prefixed('FINDING_REACHABILITY_', REACHABILITY_WORDS) },
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


/***/ }),

/***/ 9823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ readBoundedFile),
/* harmony export */   PX: () => (/* binding */ realFolder),
/* harmony export */   bA: () => (/* binding */ CHECKOUT_VARIABLES)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
// The one reader of every file the gate reads (the exceptions file, the baseline, the event payload, a
// settings file). A pull request controls its own checkout, so each file is untrusted input: opened
// without following a symbolic link, without blocking (a FIFO cannot hang the open, nor a worker thread
// the exit waits for), checked as a regular file on the opened handle (nothing can swap it between the
// check and the read), and read to at most its cap plus one byte. Never throws: each caller says what a
// problem means for its file. A leaf: node's fs only.




/** A cap as a user would write it: whole MiB as such, bytes otherwise. */
function sizeText(bytes) {
    return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes} bytes`;
}
const putFile = (name) => `Put ${name} itself at that path, as a regular file.`;
const notAFile = (name) => ({ kind: 'not-a-file', why: 'it is not a regular file', fix: putFile(name) });
/** Why a file could not be opened or read, from the error's code. */
function errorProblem(error, name) {
    const { code, errno } = error;
    if (code === 'ENOENT')
        return { kind: 'missing', why: 'it does not exist', fix: `Fix the path of ${name}.` };
    if (code === 'ENOTDIR')
        return { kind: 'not-a-file', why: 'a part of its path is not a folder', fix: `Fix the path of ${name}.` };
    if (code === 'ELOOP')
        return { kind: 'link', why: 'it is a symbolic link, and only a regular file is read', fix: putFile(name) };
    // A socket: open(2) gives no file to read.
    if (code === 'ENXIO')
        return notAFile(name);
    // The system's own words: "permission denied", "i/o error"; an error of node's (a path with a NUL) by its code.
    const words = errno === undefined ? code : (0,node_util__WEBPACK_IMPORTED_MODULE_3__.getSystemErrorMessage)(errno);
    return {
        kind: 'unreadable',
        why: `it cannot be read (${words})`,
        fix: `Put ${name} at that path as a regular file the job's user can read.`,
    };
}
/**
 * The variables that name a CI's checkout (GitHub, GitLab, Azure DevOps, Bitbucket, Jenkins): a pull request
 * controls what is below it. A step may run in a folder of it, and a path may climb out of it, so the working
 * directory is not enough.
 */
const CHECKOUT_VARIABLES = [
    'GITHUB_WORKSPACE',
    'CI_PROJECT_DIR',
    'BUILD_SOURCESDIRECTORY',
    'BITBUCKET_CLONE_DIR',
    'WORKSPACE',
];
/**
 * `folder` as a real path: its deepest folder that exists, through its links, and the parts below it as written (a
 * file about to be written, a folder not made yet). Where two spellings name one place (host/written.ts), or whether a
 * path lies in the checkout (report-file/read.ts).
 */
async function realFolder(folder, hops = 0) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(folder);
    }
    catch {
        // A link to a folder not made yet is the folder it names: a write that makes that folder makes the link
        // live (attack31 W3: a dangling link to the report file's folder let the JUnit file replace it).
        const target = hops < MAX_LINK_HOPS ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(folder).catch(() => undefined) : undefined;
        if (target !== undefined)
            return realFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder), target), hops + 1);
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder);
        return parent === folder ? folder : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(await realFolder(parent, hops), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(folder));
    }
}
/** Links followed at most in a row, as the system does (Linux's 40). */
const MAX_LINK_HOPS = 40;
/**
 * A folder of the path that is a symbolic link, where the path lies in the working directory (the
 * checkout): open(2) refuses a link only as the last part. Outside it (the runner's temp folder, where
 * the event payload is) the folders are not the checkout's, and a system's own links (/tmp on macOS) stay.
 */
async function linkedFolder(absolute) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(absolute);
    const workspace = process.cwd();
    if (!folder.startsWith(workspace + node_path__WEBPACK_IMPORTED_MODULE_2__.sep))
        return false;
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(folder)) !== folder;
}
/**
 * Reads to the end, or to `limit` + 1 bytes: a file larger than its size said (it grew, or /proc says 0)
 * is still caught. The buffer is the cap's size up front: untouched pages take no memory.
 */
async function readCapped(handle, limit) {
    const buffer = Buffer.alloc(limit + 1);
    let filled = 0;
    while (filled <= limit) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
        if (bytesRead === 0)
            return buffer.subarray(0, filled);
        filled += bytesRead;
    }
    return undefined;
}
/** The bytes of `file`, or the one problem that kept it from being read; never throws. */
async function readBoundedFile({ path, maxBytes, name }) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    let handle;
    try {
        if (await linkedFolder(absolute)) {
            return {
                problem: { kind: 'link', why: 'a folder of its path is a symbolic link, and only a regular file is read', fix: putFile(name) },
            };
        }
        // O_NOFOLLOW: a symbolic link is refused, not followed; O_NONBLOCK: a FIFO cannot hang the open.
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(absolute, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        if (!(await handle.stat()).isFile())
            return { problem: notAFile(name) };
        const bytes = await readCapped(handle, maxBytes);
        if (bytes === undefined) {
            return {
                problem: {
                    kind: 'too-large',
                    why: `it is larger than ${sizeText(maxBytes)}`,
                    fix: `Keep ${name} to ${sizeText(maxBytes)} at most.`,
                },
            };
        }
        return { bytes };
    }
    catch (error) {
        return { problem: errorProblem(error, name) };
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}


/***/ }),

/***/ 717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ MAX_REDIRECTS),
/* harmony export */   QT: () => (/* binding */ proxyAgent),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   nY: () => (/* binding */ readBoundedUrl),
/* harmony export */   vd: () => (/* binding */ proxyRefusal),
/* harmony export */   xP: () => (/* binding */ boundedAgent)
/* harmony export */ });
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(610);
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_dns__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6752);
// The one reader of a file the gate fetches from another repository (a policy file, the exceptions file
// it names), bounded as files/read.ts bounds a local one: at most its cap read (a larger answer is
// refused as it streams, never cut), within the run's deadline, a few redirects at most, and each only
// on the origin it was asked of, so the headers (a token) never reach another host. Which URLs may be
// asked (https, or http on a loopback host) is the caller's rule (api/base-url.ts): a redirect never
// leaves the origin, so it cannot leave the scheme either. Never throws: each caller says what a
// problem means. Its own undici dispatcher (proxy from the environment), closed after the read.



/** Redirects followed at most (on the same origin: a renamed repository). */
const MAX_REDIRECTS = 3;
/** Attempts at most for what may pass on its own: 429, 502, 503, 504, a dropped connection. */
const MAX_ATTEMPTS = 3;
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'EAI_AGAIN']);
/**
 * A dispatcher with the proxy from the environment, every connection bounded by `timeoutMs`. Through a proxy, a
 * request waits for the proxy's answer to CONNECT and the handshake over the tunnel before it is sent, and neither
 * its signal nor its headers timeout reaches that wait: a proxy that never answered held the run past its deadline
 * (the policy file: until undici's 300 s; the API: to the watchdog, which named the gate's own work and hardened
 * on-api-error: warn; attack37 P1). The proxy's client and the tunnel's handshake take the timeout too.
 */
function boundedAgent(timeoutMs, options = {}) {
    return proxyAgent({
        ...options,
        connect: { timeout: timeoutMs },
        connectTimeout: timeoutMs,
        clientFactory: (origin, pool) => new undici__WEBPACK_IMPORTED_MODULE_2__.Pool(origin, { ...pool, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
    });
}
/** True for localhost (and a name below it), 127.0.0.0/8 and ::1: the hosts a request may reach over http (api/base-url.ts). */
function isLoopback(hostname) {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    if (host === '[::1]' || host === '::1')
        return true;
    return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
/** Whether the proxy URL names a host of this machine's loopback (an unreadable one does not). */
function onLoopback(proxy) {
    try {
        return isLoopback(new URL(proxy).hostname);
    }
    catch {
        return false;
    }
}
/** A name RFC 6761 keeps for the loopback: `localhost`, a name below it, either with a final dot. */
const LOCALHOST_NAME = /(^|\.)localhost\.?$/i;
/**
 * dns.lookup, but a name below `localhost` (or `localhost.`) is looked up as `localhost` itself, from the hosts file,
 * never asked of a resolver. api/base-url.ts lets such a name take http: as a loopback host, yet glibc reads only
 * `localhost` from /etc/hosts and sent `semgrep.localhost` to the network's resolver, whose answer got the token in
 * clear text (attack40 X2).
 */
function localhostLookup(hostname, options, callback) {
    (0,node_dns__WEBPACK_IMPORTED_MODULE_0__.lookup)(LOCALHOST_NAME.test(hostname) ? 'localhost' : hostname, { ...options, all: true }, (error, addresses) => {
        if (error !== null || options.all)
            return callback(error, addresses);
        const [first] = addresses;
        return first === undefined ? callback(error, []) : callback(null, first.address, first.family);
    });
}
/**
 * The proxies' agent, but an http: request, and one to a loopback host (a localhost name: `localhost`, a name below it,
 * either with a final dot; 127.0.0.0/8, ::1), goes directly, a localhost name looked up as localhost (localhostLookup). http: is allowed only to a
 * loopback host, which no proxy is needed to reach; a proxy, even one on the loopback, looks a name up itself, with
 * the network's resolver for a name below localhost, or forwards the request to an upstream proxy (cntlm's default):
 * the http: request, its token in clear text, went wherever that took it (attack41 X3, attack43 X4, after attack40 X2).
 */
class LocalNamesDirect extends undici__WEBPACK_IMPORTED_MODULE_2__.EnvHttpProxyAgent {
    // A plain property: compose() hands out a Proxy of this agent, through which a private field cannot be read.
    direct;
    constructor(options) {
        super(options);
        const { httpProxy: _http, httpsProxy: _https, noProxy: _none, ...direct } = options;
        this.direct = new undici__WEBPACK_IMPORTED_MODULE_2__.Agent(direct);
    }
    dispatch(options, handler) {
        const origin = options.origin === undefined ? '' : String(options.origin);
        const url = URL.canParse(origin) ? new URL(origin) : undefined;
        // Every loopback host, by name or address (attack44 L1: https://127.0.0.1 and [::1] went to HTTPS_PROXY, which cannot reach them).
        const local = url !== undefined && (url.protocol === 'http:' || isLoopback(url.hostname));
        return local ? this.direct.dispatch(options, handler) : super.dispatch(options, handler);
    }
    close(callback) {
        // undici's close() calls close(callback), this one: the callback form of its own closes the agent itself.
        const own = new Promise((done) => super.close(() => done()));
        const both = Promise.all([this.direct.close(), own]).then(() => undefined);
        if (callback === undefined)
            return both;
        void both.then(callback, callback);
        return undefined;
    }
}
/**
 * The proxies of the environment (HTTP_PROXY, HTTPS_PROXY, NO_PROXY, as undici reads them), but an http: request goes
 * through HTTP_PROXY only where that proxy is on the loopback too, else directly. http: is allowed only to a loopback
 * host (the API's base-url, CI_API_V4_URL, GITHUB_API_URL, config-api-url), so that a token never crosses a network in
 * clear text; a proxy off this machine carried such a request there, its token in clear text, and could not reach
 * this machine's loopback anyway (attack40 X1). An https: request keeps its proxy (HTTPS_PROXY, else HTTP_PROXY).
 */
function proxyAgent(options = {}, env = process.env) {
    const http = env.http_proxy ?? env.HTTP_PROXY;
    // Every connection (the API's, a proxy's) looks a localhost name up as localhost (attack40 X2).
    const own = { ...options, connect: { ...options.connect, lookup: localhostLookup } };
    try {
        if (!http || onLoopback(http))
            return new LocalNamesDirect(own);
        const https = (env.https_proxy ?? env.HTTPS_PROXY) || http;
        return new LocalNamesDirect({ ...own, httpProxy: '', httpsProxy: https });
    }
    catch (error) {
        // undici's words name no variable ("Invalid URL protocol: …" read as the base-url's fault: attack40 P3); the value is never shown.
        throw new Error(`HTTPS_PROXY or HTTP_PROXY (or https_proxy, http_proxy) is not a proxy URL such as http://proxy.example:3128: ${error.message}`);
    }
}
/**
 * What a proxy's refusal of the CONNECT (a 407: it wants credentials; a 502) says, where undici's error holds only the
 * code UND_ERR_ABORTED and its message names the status (attack37 P2: `could not reach …: UND_ERR_ABORTED`); undefined
 * for any other error.
 */
function proxyRefusal(error) {
    const record = Object(error);
    const text = `${String(record.message ?? '')}\n${String(record.cause?.message ?? '')}`;
    const status = /^Proxy response \(([0-9]{3})\) !== 200/m.exec(text)?.[1];
    return status === undefined ? undefined : `the proxy (HTTPS_PROXY) answered ${status} to CONNECT`;
}
/** The bytes of `file`, or the one problem that kept it from being fetched; never throws. */
async function readBoundedUrl(file) {
    // No connection outlives the deadline either.
    const dispatcher = boundedAgent(Math.max(1, Math.min(file.requestTimeoutMs, file.deadlineAt - Date.now())));
    const origin = new URL(file.url).origin;
    let url = file.url;
    let redirects = 0;
    try {
        for (let attempt = 1;;) {
            const outcome = await exchange(dispatcher, url, file);
            if ('bytes' in outcome)
                return outcome;
            if ('location' in outcome) {
                const next = new URL(outcome.location, url);
                if (next.origin !== origin)
                    return { problem: { kind: 'elsewhere', origin: next.origin } };
                if (++redirects > MAX_REDIRECTS)
                    return { problem: { kind: 'redirects' } };
                url = next.href;
                continue;
            }
            const pause = file.retryMinDelayMs * 2 ** (attempt - 1);
            if (!outcome.again || ++attempt > MAX_ATTEMPTS || Date.now() + pause >= file.deadlineAt)
                return { problem: outcome.problem };
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(pause);
        }
    }
    finally {
        await dispatcher.close().catch(() => undefined);
    }
}
/** One GET, bounded by the request timeout and the deadline; its body read to the cap plus one byte. */
async function exchange(dispatcher, url, file) {
    const left = file.deadlineAt - Date.now();
    const timeout = Math.min(left, file.requestTimeoutMs);
    const timedOut = { problem: { kind: 'timeout', ms: timeout, deadline: timeout === left }, again: timeout !== left };
    if (left <= 0)
        return timedOut;
    const signal = AbortSignal.timeout(timeout);
    try {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_2__.request)(url, {
            dispatcher,
            method: 'GET',
            headers: { ...file.headers },
            signal,
            headersTimeout: timeout,
            bodyTimeout: timeout,
        });
        const { statusCode: status, headers, body } = response;
        // A body dropped before its end reports the abort as an error event: nothing is left to hear it.
        body.on('error', () => undefined);
        if (status === 200) {
            if (Number(headers['content-length']) > file.maxBytes) {
                body.destroy();
                return { problem: { kind: 'too-large' }, again: false };
            }
            const bytes = await readCapped(body, file.maxBytes);
            return bytes === undefined ? { problem: { kind: 'too-large' }, again: false } : { bytes };
        }
        body.destroy();
        const location = headers['location'];
        if (REDIRECT_STATUSES.has(status) && typeof location === 'string')
            return { location };
        return { problem: { kind: 'status', status }, again: RETRY_STATUSES.has(status) };
    }
    catch (error) {
        const code = proxyRefusal(error) ?? error.code ?? 'ERROR';
        if (signal.aborted || /TIMEOUT/.test(code))
            return timedOut;
        return { problem: { kind: 'network', code }, again: RETRY_CODES.has(code) };
    }
}
/** The body to its end, or undefined past `limit` bytes (the connection is dropped there). */
async function readCapped(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            return undefined;
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
}


/***/ }),

/***/ 9339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P1: () => (/* binding */ severityTotals),
/* harmony export */   X: () => (/* binding */ emptyMatrix),
/* harmony export */   Zx: () => (/* binding */ severitiesAtOrAbove),
/* harmony export */   n_: () => (/* binding */ countFor),
/* harmony export */   vt: () => (/* binding */ copyMatrix),
/* harmony export */   x0: () => (/* binding */ computeTotals)
/* harmony export */ });
/* harmony import */ var _domain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9375);
// Count arithmetic shared by the decision and the baseline comparison: matrices and their totals. Pure.

/** A matrix of zeros, product × severity. */
function emptyMatrix() {
    const row = () => ({ low: 0, medium: 0, high: 0, critical: 0 });
    return { code: row(), sca: row(), secrets: row() };
}
/** A copy of a matrix that can be changed apart from it: structuredClone's result, at a fiftieth of its cost (a call per project of a run). */
function copyMatrix(matrix) {
    return { code: { ...matrix.code }, sca: { ...matrix.sca }, secrets: { ...matrix.secrets } };
}
/** One project's counts per severity and in all, over the products that count (computeTotals' bySeverity and total for it alone). */
function severityTotals(counts, findingTypes) {
    const bySeverity = { low: 0, medium: 0, high: 0, critical: 0 };
    let total = 0;
    for (const product of findingTypes) {
        for (const severity of _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC) {
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
            for (const severity of _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC)
                matrix[product][severity] += project.counts[product][severity];
        }
    }
    const bySeverity = { low: 0, medium: 0, high: 0, critical: 0 };
    const byProduct = { code: 0, sca: 0, secrets: 0 };
    let total = 0;
    for (const product of _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .PRODUCTS */ .zv) {
        for (const severity of _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC) {
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
    if (_domain_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.includes(key))
        return totals.bySeverity[key];
    if (_domain_js__WEBPACK_IMPORTED_MODULE_0__/* .PRODUCTS */ .zv.includes(key))
        return totals.byProduct[key];
    const [product, severity] = key.split('.');
    return totals.matrix[product][severity];
}
/** Severities at or above the floor, most severe first; none for `none`. */
function severitiesAtOrAbove(floor) {
    // `none` is no severity: indexOf gives -1, and the slice is empty.
    return _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_SEVERE_FIRST */ .GX.slice(0, _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_SEVERE_FIRST */ .GX.indexOf(floor) + 1);
}


/***/ }),

/***/ 8695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jb: () => (/* binding */ FindingsTally),
  uV: () => (/* binding */ MAX_LISTED_FINDINGS),
  yt: () => (/* binding */ MAX_RECORDED_ID_BYTES),
  aQ: () => (/* binding */ RECORD_IDS_AUTO_MAX),
  sl: () => (/* binding */ cellKey),
  NE: () => (/* binding */ openSince),
  $7: () => (/* binding */ productOf)
});

// UNUSED EXPORTS: deadlineOf, isExempt

// EXTERNAL MODULE: ./src/domain.ts
var domain = __webpack_require__(9375);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/gate/digest-marks.ts
// The findings a tally counted, each by a digest of its key with a byte of marks: the first 128 bits of
// the key's SHA-256, in a typed array at most half full (16 to 32 bytes a finding, and its marks), where a
// Map of the keys' strings held ~160 bytes a finding: 500,000 findings, the most a run remembers, were
// ~80 MiB of live heap, and the heap grows past what is live. SHA-256 rather than the walks' 64-bit hash
// (api/key-set.ts): a server can search for two ids of one 64-bit hash, never for two of one SHA-256
// prefix of 128 bits, so no two findings can be made to count as one.

/** 32-bit words of a digest: 128 bits. */
const WORDS = 4;
/** Keys by their digest, open addressing with linear probing, each with one byte of marks. */
class DigestMarks {
    /** Slot i's digest in words WORDS·i to WORDS·i + 3; a first word of 0 is an empty slot. */
    #slots = new Int32Array(2048 * WORDS);
    #marks = new Uint8Array(2048);
    #size = 0;
    /** How many distinct keys were seen. */
    get size() {
        return this.#size;
    }
    /** The slot of a key, where its marks are (none for a key not seen before); valid until the next key is added. */
    slot(key) {
        const digest = digestOf(key);
        let slot = this.#probe(digest);
        if (this.#slots[slot * WORDS] !== 0)
            return slot;
        this.#size += 1;
        if (this.#size * 2 > this.#marks.length) {
            this.#grow();
            slot = this.#probe(digest);
        }
        this.#slots.set(digest, slot * WORDS);
        return slot;
    }
    /** The marks at a slot (a byte). */
    marksAt(slot) {
        return this.#marks[slot];
    }
    /** Sets the marks at a slot (0 to 255). */
    setMarksAt(slot, marks) {
        this.#marks[slot] = marks;
    }
    /** The slot that holds `digest`, else the first empty one from its own. */
    #probe(digest) {
        const slots = this.#marks.length;
        let slot = digest[0] & (slots - 1);
        while (this.#slots[slot * WORDS] !== 0 && !holds(this.#slots, slot * WORDS, digest))
            slot = (slot + 1) % slots;
        return slot;
    }
    /** Twice the slots: the table stays at most half full. */
    #grow() {
        const old = this.#slots;
        const oldMarks = this.#marks;
        this.#slots = new Int32Array(old.length * 2);
        this.#marks = new Uint8Array(oldMarks.length * 2);
        // An empty slot too: copied to the first empty slot from 0, it leaves that slot as it was.
        for (const [slot, marks] of oldMarks.entries()) {
            const digest = old.subarray(slot * WORDS, (slot + 1) * WORDS);
            const at = this.#probe(digest);
            this.#slots.set(digest, at * WORDS);
            this.#marks[at] = marks;
        }
    }
}
/** Whether the slot at word `at` holds `digest`. */
function holds(slots, at, digest) {
    for (let word = 0; word < WORDS; word++)
        if (slots[at + word] !== digest[word])
            return false;
    return true;
}
/** The first 128 bits of the SHA-256 of a key's code units, as four 32-bit words, the first never 0 (an empty slot's). */
function digestOf(key) {
    // Its UTF-16 code units, not UTF-8: UTF-8 makes every lone surrogate U+FFFD, two ids one digest (attack8 I6).
    const bytes = (0,external_node_crypto_.hash)('sha256', Buffer.from(key, 'utf16le'), 'buffer');
    return [bytes.readInt32LE(0) || 1, bytes.readInt32LE(4), bytes.readInt32LE(8), bytes.readInt32LE(12)];
}

// EXTERNAL MODULE: ./src/gate/scope.ts
var scope = __webpack_require__(2635);
;// CONCATENATED MODULE: ./src/gate/findings.ts



/** Triage that takes a finding out of its deadline: a decision (ignored, false positive), never a suggestion. */
const EXEMPT_TRIAGE = new Set(['ignored', 'false_positive']);
/** Whether a finding was triaged away: its triage state is ignored, or its triage reason is false positive. */
function isExempt(finding) {
    return EXEMPT_TRIAGE.has(finding.triageState) || EXEMPT_TRIAGE.has(finding.triageReason);
}
/** Since when a finding has been open (ms): relevant_since, else created_at; undefined when neither reads as a time. */
function openSince(finding) {
    const time = finding.relevantSince ?? finding.createdAt;
    const ms = time === undefined ? Number.NaN : (0,domain/* stampMs */.AL)(time);
    return Number.isNaN(ms) ? undefined : ms;
}
/** The product of an issue type: AI findings are code findings. */
function productOf(finding) {
    return finding.issueType === 'sca' ? 'sca' : 'code';
}
/** Where a finding's deadline stands at `now`, against no deadline, an exempt triage, or the limit of its severity. */
function deadlineState(finding, limits, age) {
    if (limits === undefined || Object.keys(limits).length === 0)
        return 'none';
    if (isExempt(finding))
        return 'exempt';
    const severity = (0,domain/* severityName */.vb)(finding.severity);
    // A severity the gate cannot read has no deadline it can know: its age is held against every deadline.
    if (severity === undefined)
        return 'unknown';
    const limit = limits[severity];
    if (limit === undefined)
        return 'none';
    if (age === undefined)
        return 'unknown';
    return age > limit.ms ? 'past' : 'within';
}
/** Where a finding's deadline stands at `now`, and how long it has been open when that is known. */
function deadlineOf(finding, limits, now) {
    const age = (0,domain/* ageMs */.WO)(openSince(finding), now);
    const state = deadlineState(finding, limits, age);
    return age === undefined ? { state } : { state, ageMs: age };
}
/**
 * The most heap the match_based_ids a tally records may take (each id's characters, one byte each or two past
 * U+00FF, and RECORDED_ID_OVERHEAD): past it none is recorded, as when a finding has none (the report file
 * then holds no ids, the run warns, and the next run compares counts). The ids of the 500,000 findings a
 * run remembers fit at the vendor's 130 characters (at 48 MiB, 310,000 did: attack8 I1); a server's
 * 500,000 ids of 4,096 two-byte characters were 4 GB. Under record-finding-ids: auto, at most 50,000 are
 * kept (FindingJudging's recordIdsMax).
 */
const MAX_RECORDED_ID_BYTES = 80 * 1024 * 1024;
/**
 * `record-finding-ids: auto` records the ids of a list of at most this many code and supply-chain
 * findings (as the report counts them): a repository's or a small deployment's nightly keeps them for
 * the pull requests' baseline; a larger list is read whole only where a check of the run needs it.
 */
const RECORD_IDS_AUTO_MAX = 50_000;
/**
 * The most findings the lists of a run may name (counted, or left out by a supply-chain filter): each is
 * remembered to tell a repeat from a new one (here, and before the filter in collect/findings.ts). A list that
 * names more stops the run rather than grow without bound, or judge fewer; 500,000 keep the run under 400 MiB.
 * The tally records one id per finding it counts, so a report file holds at most this many: a baseline
 * that holds more was not written by the gate, and is not used (report-file/read.ts).
 */
const MAX_LISTED_FINDINGS = 500_000;
/** The marks of the severities a finding was named at (a bit each); the bits above are the "added" marks (#repeated). */
const ADDED_FREE = (1 << domain/* SEVERITIES */.oC.length) - 1;
/** What one recorded id holds beside its characters: its string's header and its place in the list. */
const RECORDED_ID_OVERHEAD = 32;
/** The key of a cell in a tally. */
function cellKey(project, product, severity) {
    return `${project}\u0000${product}\u0000${severity}`;
}
/**
 * What a listed finding is beside its keys, which a copy of it in another list (its status changed between two
 * requests) shares: its rule, file, line, advisory and package. Its status and triage may differ between the copies.
 */
function identityOf(f) {
    const d = f.dependency;
    return [f.rule, f.filePath ?? '', String(f.line ?? ''), f.vulnerability ?? '', d?.package ?? '', d?.version ?? '', d?.ecosystem ?? ''];
}
/** Parts as one key, each with its length first: no two lists of parts make one key, whatever they hold. */
function partsKey(parts) {
    return parts.map((part) => `${part.length}:${part}`).join(' ');
}
/**
 * The listed findings, tallied per cell as they are read: counts only, and the one oldest finding past
 * its deadline per severity (for the reason that names it). Findings of another repository than the
 * scope's are counted apart, never in a cell.
 */
class FindingsTally {
    cells = new Map();
    /** Each project's repository name as the list wrote it (as the run keeps it: a long one may be cut, marked `…`), by repository key. */
    names = new Map();
    /** The oldest finding past its deadline, per severity (of those no exception matched). */
    oldestPast = new Map();
    /** The oldest finding past its deadline that an exception matched, per severity. */
    oldestPastExcepted = new Map();
    /** Every match_based_id listed, when asked to record them and every finding had one. */
    recordedIds;
    /** Set when the ids listed were more than the gate records (ListedTally's idsPastCap): none is recorded, and the run says so. */
    idsPastCap;
    count = 0;
    withoutId = 0;
    /** Findings whose match_based_id an earlier finding of the same project and product had. */
    duplicateIds = 0;
    /** Findings whose severity the gate cannot read (counted as critical). */
    unreadableSeverity = 0;
    /** Of those, under max-open-age: age unknown against every deadline. */
    unreadableUnderDeadline = 0;
    /** Findings of another repository than the scope's (a server that ignored the filter): not counted. */
    foreign = { count: 0, repositories: [] };
    #judging;
    #scope;
    /** The baseline's match_based_ids not matched yet, each with how many times it is left; empty without a baseline of ids. */
    #remaining = new Map();
    #baselineIds;
    /** Each finding by project, product and match_based_id (else its list id): the severities it was listed at, one bit each (digest-marks.ts). */
    #seen = new DigestMarks();
    /** The heap the recorded ids take (MAX_RECORDED_ID_BYTES). */
    #recordedBytes = 0;
    /** Each project's number in the keys of #seen: a key holds a number, not a copy of the server's name. */
    #projectNumbers = new Map();
    /** How a project's name is kept for the rest of the run (the run's budget of kept text); as written by default. */
    #keepName;
    constructor(judging, keepName = (name) => name) {
        this.#judging = judging;
        this.#keepName = keepName;
        this.#scope = judging.scope === 'all' ? 'all' : new Set(judging.scope.map(scope/* repositoryKey */.Kq));
        this.#baselineIds = judging.baselineIds !== undefined;
        for (const id of judging.baselineIds ?? [])
            this.#remaining.set(id, (this.#remaining.get(id) ?? 0) + 1);
        if (judging.recordIds)
            this.recordedIds = [];
    }
    /** Whether findings are judged against a baseline's ids (else `fresh` means nothing). */
    get hasBaselineIds() {
        return this.#baselineIds;
    }
    /** What the tally counted, as plain values: what GateData holds once the list is read. */
    counted() {
        const { cells, names, oldestPast, oldestPastExcepted, recordedIds, count, withoutId, duplicateIds } = this;
        const { unreadableSeverity, unreadableUnderDeadline, foreign, hasBaselineIds, idsPastCap } = this;
        return {
            ...(idsPastCap ? { idsPastCap } : {}),
            cells,
            names,
            oldestPast,
            oldestPastExcepted,
            recordedIds,
            count,
            withoutId,
            duplicateIds,
            unreadableSeverity,
            unreadableUnderDeadline,
            foreign,
            hasBaselineIds,
        };
    }
    /**
     * Each cell's findings that a walk of a counted state the report does not count added (`add(finding, true)`)
     * and the open list named after: the report counts them already, so they are taken back from what was added
     * (attack5 F8). Whichever list answers first, a finding in both is added to the report's count never.
     */
    takenBack = new Map();
    /** Places and judges one finding; undefined when it belongs to another repository than the scope's. `added`: listed by a counted state the report does not count. */
    add(finding, added = false) {
        const name = finding.repository?.name ?? '';
        // A blank name has the key '': the row of findings that name no repository.
        const project = (0,scope/* repositoryKey */.Kq)(name);
        // A finding that names no repository is kept: the gate fails closed.
        if (this.#scope !== 'all' && project !== '' && !this.#scope.has(project)) {
            this.foreign.count++;
            if (this.foreign.repositories.length < 20 && !this.foreign.repositories.includes(name))
                this.foreign.repositories.push(name);
            return undefined;
        }
        const read = (0,domain/* severityName */.vb)(finding.severity);
        const severity = read ?? 'critical';
        const product = productOf(finding);
        const key = cellKey(project, product, severity);
        const cell = this.#cell(key);
        if (this.#repeated(finding, { project, product, severity, added }, cell)) {
            this.#overdueRepeat(finding, severity, cell);
            return undefined;
        }
        this.count++;
        if (!this.names.has(project))
            this.names.set(project, this.#keepName(name));
        const fresh = this.#fresh(finding.matchBasedId);
        const { state, ageMs: age } = deadlineOf(finding, this.#judging.maxOpenAge, this.#judging.now);
        // A finding of a severity the gate cannot read is counted on the strict side: no exception takes it.
        const exception = read === undefined ? undefined : this.#judging.exceptions?.matchFinding(finding, key);
        // An excepted finding is counted in the cell as any other, and again apart: the reading decides whether the exception applies.
        if (exception !== undefined)
            cell.excepted ??= { listed: 0, fresh: 0, past: 0, unknownAge: 0 };
        const counts = exception === undefined ? [cell] : [cell, cell.excepted];
        for (const counted of counts) {
            counted.listed++;
            if (fresh)
                counted.fresh++;
            if (read !== undefined && state === 'unknown')
                counted.unknownAge++;
            if (state === 'past')
                counted.past++;
        }
        if (read === undefined) {
            this.unreadableSeverity++;
            if (state === 'unknown')
                this.unreadableUnderDeadline++;
        }
        // A finding past its deadline has an age (deadlineOf gives one with every 'past').
        if (state === 'past')
            this.#rememberOldest(exception === undefined ? this.oldestPast : this.oldestPastExcepted, severity, finding, age);
        return {
            project,
            product,
            severity,
            severityRead: read !== undefined,
            fresh,
            deadline: state,
            ...(age === undefined ? {} : { ageMs: age }),
            ...(exception === undefined ? {} : { exception: exception.number }),
        };
    }
    /**
     * A repeat dropped at this severity is judged against its deadline too: the copy the tally counted (the first
     * named, perhaps opened today or triaged) must not keep a finding past its deadline from being so (attack36 S2).
     */
    #overdueRepeat(finding, severity, cell) {
        const { state, ageMs: age } = deadlineOf(finding, this.#judging.maxOpenAge, this.#judging.now);
        if (state !== 'past' && state !== 'unknown')
            return;
        cell.overdueRepeats ??= { past: 0, unknownAge: 0 };
        if (state === 'unknown')
            cell.overdueRepeats.unknownAge++;
        else {
            cell.overdueRepeats.past++;
            this.#rememberOldest(this.oldestPast, severity, finding, age);
        }
    }
    #cell(key) {
        let cell = this.cells.get(key);
        if (cell === undefined) {
            cell = { listed: 0, fresh: 0, past: 0, unknownAge: 0 };
            this.cells.set(key, cell);
        }
        return cell;
    }
    /**
     * Whether the lists of this product named the finding before at this severity (it counts once, and is
     * not judged again). A finding named before, at this severity or another, marks every cell it was named
     * in: whatever order the lists arrive in, the same cells are marked and the same findings counted.
     */
    #repeated(finding, where, cell) {
        const { project, product, severity, added } = where;
        const mark = 1 << domain/* SEVERITIES */.oC.indexOf(severity);
        // A second bit per severity: counted first by a walk of a counted state the report does not count.
        const addedMark = mark << domain/* SEVERITIES */.oC.length;
        let number = this.#projectNumbers.get(project);
        if (number === undefined) {
            number = this.#projectNumbers.size;
            this.#projectNumbers.set(project, number);
        }
        // A finding is known by its list id and by its match_based_id: named again under either, in any list of the
        // product (`sast` and `ai_sast` are both code), it is a repeat. By one of them alone, a copy without the
        // other, or with another, counted twice (attack29 E1). One digest a key, whatever the length of the server's
        // ids (digest-marks.ts); a slot is read again after the other key is added, which may move it.
        // A key holds what the finding is too: another finding under the same id (a walk of another state naming an open
        // finding's id), or under the same match_based_id with another rule or file, is another finding, counted (attack38 W1).
        const keys = [`${number} ${product} id ${finding.id} ${partsKey(identityOf(finding))}`];
        if (finding.matchBasedId !== undefined)
            keys.push(`${number} ${product} match ${finding.matchBasedId} ${partsKey([finding.rule, finding.filePath ?? ''])}`);
        const marks = keys.map((key) => this.#seen.marksAt(this.#seen.slot(key)));
        const before = marks.reduce((all, one) => all | one, 0);
        // The severities named are every key's; the "added" marks each key's own, set only by the finding a counted
        // state's walk counted (a repeat there does not carry them to a key of its own: attack39 T1).
        const named = (before | mark) & ADDED_FREE;
        const addedHere = (before & mark) === 0 && added ? addedMark : 0;
        // The open list names what a counted state's walk added first at this severity: taken back, once. Only an item
        // whose every key is marked is that finding: each take-back clears an id key one counted finding marked, so a
        // finding is never taken back twice (by one copy under its id, another under its match_based_id: attack39 T1).
        const back = !added && marks.every((one) => (one & addedMark) !== 0);
        if (back) {
            const at = cellKey(project, product, severity);
            this.takenBack.set(at, (this.takenBack.get(at) ?? 0) + 1);
        }
        keys.forEach((key, at) => {
            const own = ((marks[at] ?? 0) & ~ADDED_FREE & (back ? ~addedMark : ~0)) | addedHere;
            this.#seen.setMarksAt(this.#seen.slot(key), named | own);
        });
        if (before === 0) {
            // Against a baseline of ids, another finding under a match_based_id already named: counted, and "new" by that id
            // is no longer exact (a key more a finding, only where "new" is read by these ids: memory).
            if (this.#baselineIds && finding.matchBasedId !== undefined && this.#sharedMatch(`${number} ${product} mbid ${finding.matchBasedId}`))
                this.duplicateIds++;
            return false;
        }
        if ((marks[1] ?? 0) !== 0)
            this.duplicateIds++;
        cell.repeats = true;
        for (const [at, other] of domain/* SEVERITIES */.oC.entries())
            if ((before >> at) & 1)
                this.#cell(cellKey(project, product, other)).repeats = true;
        return (before & mark) !== 0;
    }
    /** Whether a finding was named under this match_based_id before (whatever its rule or file); marks it named. */
    #sharedMatch(key) {
        const slot = this.#seen.slot(key);
        const named = this.#seen.marksAt(slot) !== 0;
        this.#seen.setMarksAt(slot, 1);
        return named;
    }
    #rememberOldest(oldestOf, severity, finding, ageMs) {
        const oldest = oldestOf.get(severity);
        if (oldest === undefined || ageMs > oldest.ageMs)
            oldestOf.set(severity, { finding, ageMs });
    }
    /** Records a match_based_id, while the recorded ones fit in MAX_RECORDED_ID_BYTES; past it, none. */
    #record(id) {
        if (this.recordedIds === undefined)
            return;
        this.#recordedBytes += RECORDED_ID_OVERHEAD + (/[^\u0000-\u00ff]/.test(id) ? 2 : 1) * id.length;
        const past = this.#recordedBytes > MAX_RECORDED_ID_BYTES
            ? 'bytes'
            : this.recordedIds.length >= (this.#judging.recordIdsMax ?? Infinity)
                ? 'auto'
                : undefined;
        if (past === undefined)
            this.recordedIds.push(id);
        else {
            this.recordedIds = undefined;
            this.idsPastCap = past;
        }
    }
    /**
     * Whether a match_based_id is new to the baseline (a multiset: a repeat beyond the baseline's own count is
     * new). A finding listed without one may be new: against a baseline of ids it counts as new (fail closed,
     * as the findings the list does not name: attack13 H1).
     */
    #fresh(id) {
        if (id === undefined) {
            this.withoutId++;
            this.recordedIds = undefined;
            return this.#baselineIds;
        }
        this.#record(id);
        const left = this.#remaining.get(id) ?? 0;
        if (left === 0)
            return true;
        this.#remaining.set(id, left - 1);
        return false;
    }
}


/***/ }),

/***/ 2240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lr: () => (/* binding */ scaFilterWords),
/* harmony export */   NX: () => (/* binding */ reportMayCount),
/* harmony export */   W5: () => (/* binding */ listOnlyFilters),
/* harmony export */   WX: () => (/* binding */ withScaFromList),
/* harmony export */   _6: () => (/* binding */ reachableReportValues),
/* harmony export */   _t: () => (/* binding */ scaCounts)
/* harmony export */ });
/* unused harmony exports REACHABLE, unnamed */
/* harmony import */ var _domain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9375);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9339);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8695);
/* harmony import */ var _scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2635);




/** The reachabilities `sca-reachable-only` counts, as words. */
const REACHABLE = ['reachable', 'always-reachable', 'conditionally-reachable'];
/** The report's `reachability` values of the SCA requests under sca-reachable-only: the reachable ones the user's own filter keeps. */
function reachableReportValues(own) {
    const values = _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_ENUM_FILTERS */ .Jw.find(({ field }) => field === 'reachability')?.values ?? [];
    const reachable = values.filter(({ word }) => REACHABLE.includes(word)).map(({ api }) => api);
    return own === undefined || own.length === 0 ? reachable : reachable.filter((api) => own.includes(api));
}
/** The reachabilities sca-reachable-only leaves out, as words: the documented ones only. */
const NOT_REACHABLE = ['unreachable', 'no-reachability-analysis'];
/**
 * Whether a supply-chain finding counts under the filters: only a documented unreachable (or
 * no-analysis) reachability leaves it out, so a missing or unknown word counts (the list named it for
 * the reachable exposures; unknown is never safe), as an unknown EPSS does.
 */
function scaCounts(finding, filters) {
    if (filters === undefined)
        return true;
    if (filters.reachableOnly && finding.reachabilityWord !== undefined && NOT_REACHABLE.includes(finding.reachabilityWord))
        return false;
    if (filters.fixableOnly && (finding.fixRecommendations ?? []).length === 0)
        return false;
    return filters.minEpss === undefined || finding.epssScore === undefined || finding.epssScore >= filters.minEpss;
}
/**
 * Whether the report, asked for the reachabilities `reported` (words; undefined: every one), may count a listed
 * supply-chain finding: one whose reachability is known and outside them, which a list that ignored its `exposures`
 * filter named, is none of the report's, and names none of them before a list-only filter (attack39 T3).
 */
function reportMayCount(finding, reported) {
    return reported === undefined || finding.reachabilityWord === undefined || reported.has(finding.reachabilityWord);
}
/** The filters only the list can apply (the report has no fix and no EPSS filter), by input name. */
function listOnlyFilters(filters) {
    if (filters === undefined)
        return [];
    return [...(filters.fixableOnly ? ['sca-fixable-only'] : []), ...(filters.minEpss === undefined ? [] : ['sca-min-epss'])];
}
/** The filters in words, as the summary, the report file and the outputs show them; none when none is set. */
function scaFilterWords(filters) {
    if (filters === undefined)
        return [];
    return [
        ...(filters.reachableOnly ? [`sca-reachable-only: ${REACHABLE.join(', ')}`] : []),
        ...(filters.fixableOnly ? ['sca-fixable-only: with a fix recommendation'] : []),
        ...(filters.minEpss === undefined ? [] : [`sca-min-epss: ${filters.minEpss} (and no EPSS score)`]),
    ];
}
/**
 * Under a filter only the list applies, the SCA cells the gate reads as "the report's" are the list's:
 * each project's SCA counts become what the list, read whole and filtered, names for it (zero where it
 * names none). Every other cell, and a run without such a filter or without the list, is left as it is.
 */
function withScaFromList(data, filters) {
    const listing = data.findings;
    if (listOnlyFilters(filters).length === 0 || listing?.state !== 'listed')
        return data;
    // Projects under one key (attack5 F1b): the list cannot say which of them a finding is, so their report counts stand.
    const shared = (0,_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .sharedKeys */ .ai)(data.projects.map((project) => (0,_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .projectKey */ .$N)(project, data.scope)));
    const projects = data.projects.map((project) => {
        const key = (0,_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .projectKey */ .$N)(project, data.scope);
        if (shared.has(key))
            return project;
        const counts = (0,_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .copyMatrix */ .vt)(project.counts);
        for (const severity of _domain_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC) {
            const listed = listedIn(listing.tally, key, severity);
            // Held against the report first, as without the filter: findings the report counts that the list
            // does not name before filtering are not known to pass the filter, so they count (fail closed).
            counts.sca[severity] = listed + unnamed(listing.scaUnfiltered, (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .cellKey */ .sl)(key, 'sca', severity), project.counts.sca[severity]);
        }
        return { ...project, counts };
    });
    return { ...data, projects };
}
/**
 * How many open findings of a cell the report counts that the list does not name before its filter:
 * the report's count is its open ones plus those of the other counted states the list added.
 */
function unnamed(before, key, counted) {
    if (before === undefined)
        return 0;
    const reportOpen = counted - (before.added.get(key) ?? 0);
    return Math.max(0, reportOpen - (before.open.get(key) ?? 0));
}
/** The SCA findings the list names in one project's cell of a severity. */
function listedIn(tally, key, severity) {
    return tally.cells.get((0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .cellKey */ .sl)(key, 'sca', severity))?.listed ?? 0;
}


/***/ }),

/***/ 2635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ projectKey),
/* harmony export */   Hk: () => (/* binding */ repositoryHost),
/* harmony export */   Kq: () => (/* binding */ repositoryKey),
/* harmony export */   NZ: () => (/* binding */ NO_REPOSITORY),
/* harmony export */   RB: () => (/* binding */ sameRepository),
/* harmony export */   ai: () => (/* binding */ sharedKeys),
/* harmony export */   ut: () => (/* binding */ ProjectIndex)
/* harmony export */ });
/* unused harmony exports KEY_CHARS, listName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// What belongs to the scope: repository names compared as the platform's users write them. Pure.

/** The longest repository key kept as written; a longer one is kept as its hash, so a key costs the same whatever the server names. */
const KEY_CHARS = 64;
/** The row of the findings that name no repository (key ''): never a row with an empty name. */
const NO_REPOSITORY = '(findings that name no repository)';
/** The name a project goes by in the list: the projects list's (by its id) where the run read it, else the report's label. */
function listName(project, scope) {
    const id = project.projectId;
    return (id === undefined || scope === undefined ? undefined : namesById(scope.projects).get(id)) ?? project.label;
}
/** Each list's names by id (the first project of an id, as a search would find it), made once a list: a run asks for each of its projects' names. */
const NAMES_BY_ID = new WeakMap();
function namesById(projects) {
    let names = NAMES_BY_ID.get(projects);
    if (names === undefined) {
        const made = new Map();
        for (const { id, name } of projects)
            if (id !== undefined && !made.has(id))
                made.set(id, name);
        names = made;
        NAMES_BY_ID.set(projects, names);
    }
    return names;
}
/**
 * The keys that more than one project holds: projects whose names fold to one repository key (the
 * same path in another case or on another host). The list names them under one key, so what it names
 * cannot be told apart between them.
 */
function sharedKeys(keys) {
    const seen = new Set();
    const shared = new Set();
    for (const key of keys)
        (seen.has(key) ? shared : seen).add(key);
    return shared;
}
/**
 * A repository name as compared: trimmed, lower-case, without a scheme or a trailing `.git` or `/`, and
 * its host apart where it gives one: a first segment with a dot (or a port) is a host, github.com/acme/api,
 * git.example:8443/acme/api.
 */
function partsOf(name) {
    const bare = name
        .trim()
        .toLowerCase()
        .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
        // The slashes after a `.git` too (`https://gitlab.com/acme/api.git/`: attack35 L1), then those before it.
        .replace(/\/+$/, '')
        .replace(/\.git$/, '')
        .replace(/\/+$/, '');
    const parts = bare.split('/');
    const [first] = parts;
    return parts.length > 2 && first !== undefined && /[.:]/.test(first) ? { host: first, path: parts.slice(1).join('/') } : { path: bare };
}
/**
 * The host a repository name gives, lower case: `legacy.example.org` of `legacy.example.org/acme/api`
 * or `https://legacy.example.org/acme/api`; undefined where it gives none (`acme/api`). The key drops
 * it, so that the report's and the list's forms of one name meet; an exception that names a host
 * applies only where the item's name gives the same one (attack5 F1c).
 */
function repositoryHost(name) {
    return partsOf(name).host;
}
/**
 * A repository name reduced for comparison: trimmed, lower-case, without a scheme, a host prefix
 * (`github.com/`) or a trailing `.git`. `Acme/API`, ` acme/api ` and `https://github.com/acme/api` are
 * all `acme/api`.
 */
function repositoryKey(name) {
    const key = partsOf(name).path;
    // Keys are compared, never shown: a long one is `#` and its SHA-256 (a key written so would need a
    // preimage to meet it), so every map a run keeps by repository holds short keys.
    return key.length > KEY_CHARS ? `#${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key).digest('base64')}` : key;
}
/** The key a project's counts are read by: the one it carries (a row the list made), else its list name's (listName). */
function projectKey(project, scope) {
    return project.key ?? repositoryKey(listName(project, scope));
}
/** Whether a repository name (from the API) names `repository` (`owner/name`); an absent or blank name never does. */
function sameRepository(name, repository) {
    if (name === undefined || repository === undefined)
        return false;
    const key = repositoryKey(name);
    return key !== '' && key === repositoryKey(repository);
}
/**
 * The projects of a run, each once: a project is found by its id where both sides have one, and by its
 * repository name otherwise (an older server's report row without a projectId is the project of that
 * name). Two different ids are two projects, whatever their names.
 */
class ProjectIndex {
    #byId = new Map();
    #byName = new Map();
    /** The project already added that `wanted` is, if any; `key` is its label's repositoryKey where the caller has it. */
    find(wanted, key) {
        const byId = wanted.projectId === undefined ? undefined : this.#byId.get(wanted.projectId);
        if (byId !== undefined)
            return byId;
        const named = this.#byName.get(key ?? repositoryKey(wanted.label)) ?? [];
        return named.find((project) => project.projectId === undefined || wanted.projectId === undefined);
    }
    /** Adds a project; `key` is its label's repositoryKey where the caller has it. */
    add(project, key = repositoryKey(project.label)) {
        if (project.projectId !== undefined)
            this.#byId.set(project.projectId, project);
        const named = this.#byName.get(key);
        if (named === undefined)
            this.#byName.set(key, [project]);
        else
            named.push(project);
    }
    /** Gives a project found by its name the id another source had for it. */
    identify(project, projectId) {
        if (projectId === undefined || project.projectId !== undefined)
            return;
        project.projectId = projectId;
        this.#byId.set(projectId, project);
    }
}


/***/ }),

/***/ 4775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T5: () => (/* binding */ isPullRequestEvent),
/* harmony export */   UN: () => (/* binding */ ciContext)
/* harmony export */ });
/* unused harmony exports isCiName, detectCi, repositoryVariable, commitWords, tableCi */

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
/** The events of a GitHub workflow run for a pull request. */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/** Whether a GitHub workflow's event (GITHUB_EVENT_NAME) is a pull request's. */
function isPullRequestEvent(eventName) {
    return PULL_REQUEST_EVENTS.includes(eventName ?? '');
}
/**
 * The events whose checkout holds a pull request's code though they are not a pull request's run for a
 * comment: a review or a review's comment (the pull request's merge commit) and the merge queue's
 * candidate (merge_group). What a pull request commits must not stand in for a baseline there either.
 * Typed to take an unset event name (undefined) as it is: it is none of them.
 */
const PULL_REQUEST_CODE_EVENTS = [
    ...PULL_REQUEST_EVENTS,
    'pull_request_review',
    'pull_request_review_comment',
    'merge_group',
];
/**
 * The GitHub events whose checkout is the repository's own: a push, a schedule, a run a maintainer starts, a
 * release. Any other event's workflow may check a pull request out (a `/scan` comment, a run after another,
 * a dispatch from a slash command, a preview deployment's status: attack30 G3j, attack31 G3k), and the event
 * alone cannot tell, so a baseline in its checkout is not used either.
 */
const OWN_CHECKOUT_EVENTS = ['push', 'schedule', 'workflow_dispatch', 'release'];
/**
 * Where GitLab and Azure say why a pipeline runs, the reasons whose checkout is the repository's own (a push, a
 * schedule, a run started by hand or through the API on a branch), and the ref variable that names a request's
 * code whatever the reason. Any other reason (a merge request's pipeline, its child pipeline, one triggered by
 * another or after another build) may check a request's code out, and a baseline there is not used (attack33 M3).
 */
const OWN_SOURCES = {
    gitlab: {
        variable: 'CI_PIPELINE_SOURCE',
        own: ['push', 'schedule', 'web', 'api'],
        ref: 'CI_COMMIT_REF_NAME',
        requestRef: /^refs\/merge-requests\//,
    },
    azure: {
        variable: 'BUILD_REASON',
        own: ['manual', 'individualci', 'batchedci', 'schedule'],
        ref: 'BUILD_SOURCEBRANCH',
        requestRef: /^refs\/pull\//,
    },
};
/**
 * What says a run's checkout may hold a pull request's code: its pull request, a GitLab or Azure pipeline not
 * run for one of OWN_SOURCES or on a request's ref, or a GitHub event not in OWN_CHECKOUT_EVENTS.
 */
function requestCheckoutOf(ci, env, pullRequest) {
    if (pullRequest !== undefined)
        return pullRequest;
    const source = OWN_SOURCES[ci];
    if (source !== undefined) {
        const ref = env[source.ref]?.trim() ?? '';
        if (source.requestRef.test(ref))
            return `${source.ref} is ${ref}`;
        const said = env[source.variable]?.trim();
        return said === undefined || said === '' || source.own.includes(said.toLowerCase()) ? undefined : `${source.variable} is ${said}`;
    }
    if (ci !== 'github')
        return undefined;
    const event = env.GITHUB_EVENT_NAME;
    return event === undefined || OWN_CHECKOUT_EVENTS.includes(event) ? undefined : `GITHUB_EVENT_NAME is ${event}`;
}
/** GitHub's API, where a remote policy file is read from in any CI but GitLab: GITHUB_API_URL (GitHub Enterprise), else github.com's. */
const GITHUB_API = { variable: 'GITHUB_API_URL', fallback: 'https://api.github.com' };
/**
 * Each CI's variables: the repository, then the commits in order of preference (a pull request's head
 * before a merge commit), the variable set only in a pull or merge request's run (GitHub's is its
 * event: isPullRequestEvent), and the forge API (its variable and its public default).
 */
const VARIABLES = {
    github: { repository: ['GITHUB_REPOSITORY'], commit: ['GITHUB_SHA'], pullRequest: [], forgeApi: GITHUB_API },
    gitlab: {
        repository: ['CI_PROJECT_PATH'],
        commit: ['CI_MERGE_REQUEST_SOURCE_BRANCH_SHA', 'CI_COMMIT_SHA'],
        pullRequest: ['CI_MERGE_REQUEST_IID', 'CI_EXTERNAL_PULL_REQUEST_IID'],
        forgeApi: { variable: 'CI_API_V4_URL', fallback: 'https://gitlab.com/api/v4' },
    },
    azure: {
        repository: ['BUILD_REPOSITORY_NAME'],
        commit: ['SYSTEM_PULLREQUEST_SOURCECOMMITID', 'BUILD_SOURCEVERSION'],
        pullRequest: ['SYSTEM_PULLREQUEST_PULLREQUESTID'],
        forgeApi: GITHUB_API,
    },
    bitbucket: {
        repository: ['BITBUCKET_REPO_FULL_NAME'],
        commit: ['BITBUCKET_COMMIT'],
        pullRequest: ['BITBUCKET_PR_ID'],
        forgeApi: GITHUB_API,
    },
    jenkins: { repository: [], commit: ['GIT_COMMIT'], pullRequest: ['CHANGE_ID'], forgeApi: GITHUB_API },
    generic: { repository: [], commit: [], pullRequest: [], forgeApi: GITHUB_API },
};
/** What says the run is a pull or merge request's (`GITHUB_EVENT_NAME is pull_request`, `CI_MERGE_REQUEST_IID is set`); undefined in any other run. */
function pullRequestOf(ci, env) {
    if (ci === 'github') {
        const event = env.GITHUB_EVENT_NAME;
        return PULL_REQUEST_CODE_EVENTS.includes(event) ? `GITHUB_EVENT_NAME is ${event}` : undefined;
    }
    const set = first(env, VARIABLES[ci].pullRequest);
    return set === undefined ? undefined : `${set.variable} is set`;
}
/** The variable the scope defaults to under `ci` (the repository it names); undefined where it names none (Jenkins, generic). */
function repositoryVariable(ci) {
    return VARIABLES[ci].repository[0];
}
/** What `wait-for-scan: true` waits for under `ci`, in words: the commit its variables name, the first set one. */
function commitWords(ci) {
    if (ci === 'github')
        return "the pull request's head commit, else GITHUB_SHA";
    const names = VARIABLES[ci].commit;
    return names.length === 0 ? `an error under ${ci}, which names no commit` : names.join(', else ');
}
/** `ci` as the input table names the CIs an input is limited to (InputCi); undefined for one the table never names. */
function tableCi(ci) {
    return ci === 'github' || ci === 'gitlab' || ci === 'azure' ? ci : undefined;
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
    const pullRequest = pullRequestOf(ci, env);
    const requestCheckout = requestCheckoutOf(ci, env, pullRequest);
    const api = first(env, [forgeApi.variable]);
    return {
        ci,
        ...(repository === undefined ? {} : { repository: repository.value, repositoryVariable: repository.variable }),
        ...(commit === undefined ? {} : { commit: commit.value }),
        commitVariable: commit?.variable ?? commitVariables.join(' or '),
        ...(url === undefined ? {} : { runUrl: url }),
        ...(pullRequest === undefined ? {} : { pullRequest }),
        ...(requestCheckout === undefined ? {} : { requestCheckout }),
        // The action on GitHub gates the whole deployment when the runner names no repository; no other CI does.
        wholeDeploymentByDefault: ci === 'github',
        forgeApi: { ...forgeApi, ...(api === undefined ? {} : { value: api.value }) },
    };
}


/***/ }),

/***/ 3285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Go: () => (/* binding */ writeMaskedFileSync),
/* harmony export */   bJ: () => (/* binding */ linkRemovedWarning),
/* harmony export */   eB: () => (/* binding */ replaceLinkedFoldersOf),
/* harmony export */   iG: () => (/* binding */ isStaleFile),
/* harmony export */   tc: () => (/* binding */ openFileToWrite),
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
 * (attack6 G3). One that does not resolve (not set, not there) holds nothing to write below, nor does a file
 * system's root: a job run in `/` made every link of the machine a checkout's, each on a written file's way
 * removed (attack46 L1: `--report-file /tmp/x/out/r.json`, out a link, had `out` unlinked).
 */
function checkouts() {
    const names = [..._files_read_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECKOUT_VARIABLES */ .bA.map((name) => process.env[name] || undefined), process.cwd()];
    return names.flatMap((name) => {
        // An unset name is left out before realpathSync: the error it throws for one cost more than the rest of
        // an output's write (3 of them on each of the ~20 writes of a run, issue 38).
        if (name === undefined)
            return [];
        try {
            const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(name);
            return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(real) === real ? [] : [real];
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
/** The folders of `file`, outermost first (the root, never a link, left out). */
const foldersDown = (file) => [...foldersOf(file)].reverse();
/**
 * Throws when a folder of `file` is a symbolic link in a checkout (O_NOFOLLOW covers only the file's own
 * name); a folder that does not exist is made by mkdir, a folder. For a file added to (one the CI made: the
 * job summary, GitHub's outputs), which replaceLinkedFolders never touches.
 */
async function refuseLinkedFolder(file) {
    const real = checkouts();
    for (const folder of foldersOf(file)) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(folder).catch((error) => missing(error));
        if (stats?.isSymbolicLink() && inCheckout(real, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)), folder))
            throw throughLink(file, folder);
    }
}
/** lstatSync, or undefined for a path that is not there (missing). */
function lstatSyncOrMissing(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch (error) {
        return missing(error);
    }
}
function refuseLinkedFolderSync(file) {
    const real = checkouts();
    for (const folder of foldersOf(file)) {
        const stats = lstatSyncOrMissing(folder);
        if (stats?.isSymbolicLink() && inCheckout(real, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)), folder))
            throw throughLink(file, folder);
    }
}
/**
 * Removes the outermost folder of `file` that is a symbolic link of a checkout, so that mkdir makes a real folder
 * there and the file the gate writes is its own (attack43 L1). A merge request commits such a link (out -> .forged)
 * to a folder holding a file under the name the CI reads the gate's by (out/findings-gate.env: RESULT=pass, a
 * passing JUnit file): refused, that file stood as the gate's. As replaceOwnLink: unlink removes the link itself,
 * never what it names, and nothing below it is read (outermost first: a link further down is reached only through
 * it, and is gone with it); a link outside the checkouts (the CI's: a runner's temp folder, macOS's /tmp) is followed.
 */
async function replaceLinkedFolders(file) {
    const real = checkouts();
    for (const folder of foldersDown(file)) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(folder).catch((error) => missing(error));
        // Nothing below a folder that is not there, nor below the link removed: mkdir makes them all.
        if (stats === undefined)
            return undefined;
        if (stats.isSymbolicLink() && inCheckout(real, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)), folder)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(folder);
            return folder;
        }
    }
    return undefined;
}
function replaceLinkedFoldersSync(file) {
    const real = checkouts();
    for (const folder of foldersDown(file)) {
        const stats = lstatSyncOrMissing(folder);
        if (stats === undefined)
            return;
        if (stats.isSymbolicLink() && inCheckout(real, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)), folder)) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(folder);
            return;
        }
    }
}
/**
 * Removes `file` where it is a symbolic link of a checkout (its folders are none: replaceLinkedFolders), so that the
 * file the gate writes is a new one. A pull request commits such a link under a name the CI reads the gate's file
 * by (GitLab's findings-gate.env, a JUnit file): refused, the link's own content (RESULT=pass, passing tests)
 * stood as the gate's (attack40). unlink removes the link itself, never what it names; a link outside the
 * checkouts (the CI's own) is left, and refused by O_NOFOLLOW.
 */
async function replaceOwnLink(file) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file).catch((error) => missing(error));
    if (!stats?.isSymbolicLink() || !inCheckout(checkouts(), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file)), file))
        return undefined;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(file);
    return file;
}
function replaceOwnLinkSync(file) {
    const stats = lstatSyncOrMissing(file);
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
/** What a run says of a link of the checkout it removed on a written file's way (never followed; what it named untouched). */
function linkRemovedWarning(link) {
    return `removed ${link}, a symbolic link of the checkout at or on the way to a file the gate writes: the gate writes its own file, never through a link of the checkout, which could hand the CI another file as the gate's (what the link named is untouched)`;
}
/**
 * Writes `content` to `path` through `mask`; returns the absolute path. Throws what the file system
 * throws, for a path that is not a regular file, and for one added to that is reached through a linked folder of the workspace.
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
 * Opens the absolute path `file` to be written, by the rules above: a folder of a checkout on the way that is a
 * symbolic link removed (refused when appending), the folder made (when not appending), the file itself no link
 * (O_NOFOLLOW), no FIFO (O_NONBLOCK), and a regular file once open. Throws what the file system throws, or `refused`'s error.
 */
async function openChecked(file, options) {
    if (options.append)
        await refuseLinkedFolder(file);
    else {
        const folder = await replaceLinkedFolders(file);
        if (folder !== undefined)
            options.onLinkRemoved?.(folder);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
        const own = await replaceOwnLink(file);
        if (own !== undefined)
            options.onLinkRemoved?.(own);
    }
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
/**
 * Removes the linked folder of a checkout on the way to `path` (made absolute), as a write does (replaceLinkedFolders):
 * before a file there is removed or renamed onto, so that neither goes through the link. Answers the link removed.
 */
function replaceLinkedFoldersOf(path) {
    return replaceLinkedFolders((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path));
}
/**
 * Whether what is at `path` (made absolute) is what a run that could not judge may remove as a stale report: a regular
 * file, or a symbolic link of a checkout (replaceOwnLink's); never a device, a FIFO or a socket (`--code-quality-file
 * /dev/null`, refused as a setting, had its error run unlink /dev/null as root), nor a link outside the checkouts
 * (/dev/stdout): attack46 D1.
 */
async function isStaleFile(path) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file).catch((error) => missing(error));
    if (stats === undefined)
        return false;
    return stats.isFile() || (stats.isSymbolicLink() && inCheckout(checkouts(), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file)), file));
}
/** writeMaskedFile, synchronously: for the last file of a run, which the exit must not overtake, and GitHub's outputs. */
function writeMaskedFileSync(mask, path, content, options = {}) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    if (options.append)
        refuseLinkedFolderSync(file);
    else
        replaceLinkedFoldersSync(file);
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

/***/ 4234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qo: () => (/* binding */ headCommit),
/* harmony export */   Wl: () => (/* binding */ eventContext)
/* harmony export */ });
/* unused harmony export MAX_EVENT_BYTES */
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6576);
/* harmony import */ var _files_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9823);
/* harmony import */ var _detect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4775);
// The workflow's event, read from the runner's files as @actions/github's context does, without
// loading Octokit on every run: the pull request, and the commit this run is about.



/** Largest event payload read: GitHub delivers no webhook payload over 25 MB. */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
/** Reads the event file named by GITHUB_EVENT_PATH; an unreadable file is an empty payload, and says why. */
async function eventContext() {
    const { GITHUB_EVENT_NAME: eventName = '', GITHUB_EVENT_PATH: eventPath, GITHUB_REPOSITORY: repository = '' } = process.env;
    const [owner = '', repo = ''] = repository.split('/');
    const context = { eventName, payload: {}, repo: { owner, repo } };
    if (!eventPath)
        return context;
    const read = await (0,_files_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)({ path: eventPath, maxBytes: MAX_EVENT_BYTES, name: 'the event file' });
    if ('problem' in read)
        return { ...context, problem: read.problem.why };
    try {
        const payload = JSON.parse(read.bytes.toString('utf8'));
        return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
            ? { ...context, payload: payload }
            : { ...context, problem: 'it is not a JSON object' };
    }
    catch {
        return { ...context, problem: 'it is not JSON' };
    }
}
/**
 * The commit `wait-for-scan: true` waits for: the pull request's head commit on pull_request and
 * pull_request_target events (GITHUB_SHA is a merge commit there, which no scan has), GITHUB_SHA otherwise.
 */
async function headCommit() {
    const context = await eventContext();
    const pullRequest = (0,_detect_js__WEBPACK_IMPORTED_MODULE_2__/* .isPullRequestEvent */ .T5)(context.eventName);
    const sha = pullRequest ? context.payload.pull_request?.head?.sha : process.env.GITHUB_SHA;
    if (typeof sha !== 'string' || !/^[0-9a-f]{7,40}$/i.test(sha)) {
        const where = !pullRequest
            ? 'GITHUB_SHA is not set'
            : context.problem === undefined
                ? 'the event has no pull_request.head.sha'
                : `the event file (GITHUB_EVENT_PATH) cannot be read: ${context.problem}`;
        throw new _config_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('wait-for-scan', `Input 'wait-for-scan' is true, but ${where}: set wait-for-scan to the commit sha to wait for.`);
    }
    return sha.toLowerCase();
}


/***/ }),

/***/ 7036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ createMask)
/* harmony export */ });
/* unused harmony export MIN_SECRET_LENGTH */
/* harmony import */ var _api_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2799);
/* harmony import */ var _api_url_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9605);
// Everything the gate writes goes through one mask: the log, the outputs, the summary, every file, the
// PR comment and the MR note. It hides each secret the run knows (its tokens) as api/redact.ts finds
// them (any run of 8 of its characters, in any case, as written or decoded, and its first characters
// before a cut), and cuts every URL to its scheme, host and path (api/base-url.ts), so a secret in a
// query or a user name never reaches an artifact CI uploads.


/** Shortest value worth hiding everywhere: hiding a shorter one would blank common words. */
const MIN_SECRET_LENGTH = 4;
/**
 * The characters JSON.stringify writes as they are that reorder or break what a reader sees: C1 controls, line
 * and paragraph separators, bidi embeddings, overrides and isolates. Only a JSON string can hold them.
 */
const INVISIBLE = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** JSON text with each INVISIBLE character written as its `\u` escape (the same value to a parser): a file a reviewer opens shows them (attack29 J2). */
const escapeInvisible = (json) => json.replace(INVISIBLE, (c) => `\\u${c.codePointAt(0).toString(16).padStart(4, '0')}`);
/** A mask with no secret yet. */
function createMask() {
    const secrets = new Set();
    // One redactor of every secret: each one's runs found in the text as given, then replaced at once.
    let redactor = (0,_api_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .secretsRedactor */ .q5)([]);
    return {
        add(secret) {
            if (secret.length < MIN_SECRET_LENGTH || secrets.has(secret))
                return;
            secrets.add(secret);
            redactor = (0,_api_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .secretsRedactor */ .q5)([...secrets]);
        },
        text: (text) => (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.publicUrls)(redactor.mask(text)),
        value: (text) => (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.publicUrls)(redactor.redact(text)),
        mayHoldSecret: (bytes) => redactor.mayHoldBytes(bytes),
        json(value, indent) {
            // Keys are the gate's own; values are masked one by one (after toJSON, as JSON.stringify writes them).
            const write = (redact) => JSON.stringify(value, (_key, item) => (typeof item === 'string' ? (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.publicUrls)(redact(item)) : item), indent) ?? 'null';
            // Most values hold no URL to cut: their text is JSON.stringify's, without a call for each string. Where the
            // text holds no backslash, each string is written as it is between its quotes, and keepsUrls(…, true) ends a
            // URL at its string's closing quote: reading the text's URLs is reading each string's. A backslash (an
            // escaped quote, a control character) or a URL to cut: written string by string.
            const plain = JSON.stringify(value, undefined, indent) ?? 'null';
            const text = !plain.includes('\\') && (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.keepsUrls)(plain, true) ? plain : write((item) => item);
            // Most files hold no secret: checked on their bytes, they are written with their URLs cut only.
            return escapeInvisible(redactor.mayHoldBytes(Buffer.from(text)) ? write(redactor.redact) : text);
        },
    };
}


/***/ }),

/***/ 7789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   Hg: () => (/* binding */ mermaidText),
/* harmony export */   UZ: () => (/* binding */ markdownCell),
/* harmony export */   cY: () => (/* binding */ urlInert),
/* harmony export */   hs: () => (/* binding */ mermaidNumber),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   kU: () => (/* binding */ stripControl),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports CELL_MAX, TEXT_MAX, LOG_MAX, URL_MAX, escapeHtml, safeUrl, annotationMessage, annotationProperty */
/* harmony import */ var _api_base_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8379);
/* harmony import */ var _api_url_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9605);
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
/**
 * Replaces control characters (CR, LF, other C0/C1, U+2028/2029, bidi controls) by spaces. Every URL is cut first
 * (publicUrls), while its tabs and newlines still stand: a browser drops them, so `https://u:PW<TAB>SECRET@h` has the
 * password PWSECRET, but a space ends a URL (attack20 U7).
 */
function stripControl(s) {
    return (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.publicUrls)(s).replace(CONTROL, ' ');
}
/** Caps `s` at `max` code points, ending with `…` when cut; never splits a surrogate pair. */
function truncate(text, max) {
    // A URL keeps its scheme, host and path only, cut before the cap: a cap that drops its `@host` would leave
    // a password the mask no longer reads as a URL's (attack18 U2).
    const s = (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.publicUrls)(text);
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
// What GitHub's and GitLab's Markdown (CommonMark and GFM) read as syntax, escaped only where they read it,
// so that a saved summary reads as text: `critical: 1 new > 0 (fail-on-severity high)` stays as it is.
/** Inline syntax anywhere in a line: emphasis, code, links, table pipes, strikethrough, math, backslash escapes. */
const INLINE_SPECIAL = new Set(['\\', '`', '*', '[', ']', '|', '~', '$']);
/**
 * A run of text put whole in one code span, where GitHub and GitLab read nothing: one holding an `@` (a handle,
 * `@acme/platform`, or an address: no @mention, no email autolink), and a reference (attack26 R2: GitHub's `#12`,
 * `acme/api#12`, `GH-3`; GitLab's `!7`, `&1`, `$1`, `%1`, a label or milestone by name (`~bug`, `~-x`, `%v1.0`, `%(x`; not one starting with a `.`, which a sentence's own full stop after a `~` would make),
 * `*iteration:1`, the bracketed kinds (`[vulnerability:1]`, `[wiki_page:Home]`), a wiki link's `[[`, which a
 * backslash does not stop, and a project's `group/project>`; attack27 R2b, attack28 R2d, attack29 R2e): each would link what it names and leave a cross-reference on
 * it. A run after a letter is spanned too (`50%-60`): the text beside a code span is where a reference starts. After a
 * `"` or `(` the span holds no `/` first: the mask reads a `//` there as a URL's start, even in a code span (`~(//`).
 */
const CODE_RUN = /[A-Za-z0-9._%+\-/@]*@[A-Za-z0-9._%+\-/@]*|[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)+>|[A-Za-z0-9._\-/]*(?:(?:[#!&$%]\d|GH-\d|[~%][A-Za-z0-9_\-&?:]|\*iteration:)[A-Za-z0-9._\-/]*|[~%]["(](?:[A-Za-z0-9._-][A-Za-z0-9._\-/]*)?)|\[\[|\[(?:vulnerability|feature_flag|work_item|contact|cadence|wiki_page):[A-Za-z0-9._-]*\]?/g;
/** A character reference (`&amp;`, `&#58;`) that `&` would begin; anywhere else `&` is text. */
const CHARACTER_REFERENCE = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/;
const ALPHANUMERIC = /[A-Za-z0-9]/;
/** What opens a block when a line starts with it: a list item (`-`, `+`, `1.`, `1)`), a heading, a quote, a setext underline. */
const BLOCK_START = /^(\s*)(?:([-+#>=])|(\d{1,9})([.)]))/;
/** A character as a numeric character reference (`&#42;`), which Markdown shows as the character and reads as text. */
const reference = (c) => `&#${c.codePointAt(0)};`;
/** A character Markdown reads as syntax, escaped: `\\*`, or inert (markdownChar) `&#42;`, which holds no backslash. */
const syntax = (c, inert) => (inert ? reference(c) : `\\${c}`);
/** What the URL cutter reads a URL's start with (`https:`, `//`, `\\`), as NFKC has it: `:`, `／`, `＼`, `℅` among others. */
const URL_SYNTAX = /[:/\\]/;
/** `text` with every character the URL cutter reads a URL's start with (URL_SYNTAX) a character reference: no URL starts in it. */
function urlInert(text) {
    return Array.from(text, (c) => (URL_SYNTAX.test(c.normalize('NFKC')) ? reference(c) : c)).join('');
}
/**
 * One character of text (outside a code span) as Markdown must see it; `at` is its index in `text`. `inert`: a character
 * Markdown would read as syntax is a character reference, not a backslash escape, and so is each one the URL cutter
 * reads a URL's start with: the text then holds no `:`, `/` or `\` (markdownEscape).
 */
function markdownChar(text, at, inert) {
    const c = text[at];
    if (inert && URL_SYNTAX.test(c.normalize('NFKC')))
        return reference(c);
    const escaped = syntax(c, inert);
    if (INLINE_SPECIAL.has(c))
        return escaped;
    // No HTML tag, comment or autolink can open.
    if (c === '<')
        return '&lt;';
    if (c === '&')
        return CHARACTER_REFERENCE.test(text.slice(at, at + 40)) ? '&amp;' : '&';
    // Between two letters or digits an underscore can neither open nor close emphasis (match_based_id).
    if (c === '_')
        return ALPHANUMERIC.test(text[at - 1] ?? '') && ALPHANUMERIC.test(text[at + 1] ?? '') ? '_' : escaped;
    // GitLab's inline diff: `{+ added +}`, `{- removed -}`.
    if (c === '{' && (text[at + 1] === '+' || text[at + 1] === '-'))
        return escaped;
    return c;
}
/**
 * Escapes `text` from `from` to `to` (a run that holds no CODE_RUN): each character, then the autolinks GFM finds after
 * escapes are undone. `afterSpan`: the text follows a code span, which no link's scheme can be in.
 */
function escapeText(text, from, to, inert, afterSpan) {
    let out = '';
    for (let i = from; i < to; i++)
        out += markdownChar(text, i, inert);
    // GFM finds `www.` and `https://` links in the text after escapes are undone: a code span splits the text where an escape cannot.
    out = out.replace(/(www)\./gi, '$1`.`');
    // Inert, `://` was written `&#58;&#47;&#47;`: a code span holds it whole, and no URL starts there either. Right after a
    // code span no scheme precedes it, and a span there would meet that one in a double backtick, which shows (attack27 R2c).
    const span = (inSpan) => (found, at) => (afterSpan && at === 0 ? found : inSpan);
    return inert ? out.replaceAll('&#58;&#47;&#47;', span('`://`')) : out.replace(/:\/\//g, span('`:`//'));
}
/** The span escapeText ends a text with (a literal backtick is always escaped: none is bare after a `.` or a `/`). */
const OWN_SPAN_END = /`(?:\.|:\/\/)`$/;
/** `capped` escaped (markdownChar), each CODE_RUN in a code span; `opensLine`: no block opened at its start. */
function escapeRuns(capped, opensLine, inert) {
    let out = '';
    let from = 0;
    // A handle, an address or a reference goes whole in one code span: GitHub and GitLab mention and link nothing in code.
    for (const match of capped.matchAll(CODE_RUN)) {
        // A run right after another (`a@b#1`) joins its span: two spans side by side would meet in a double backtick.
        if (from > 0 && match.index === from)
            out = out.slice(0, -1);
        else {
            // Text that ends in a span of its own (`www`.``, inert `` `://` ``) joins the run's too: beside it, `[[`, which
            // takes nothing before it, would meet that span in a double backtick, which shows (attack34 W1).
            const text = escapeText(capped, from, match.index, inert, from > 0);
            out += OWN_SPAN_END.test(text) ? text.slice(0, -1) : `${text}\``;
        }
        out += `${match[0]}\``;
        from = match.index + match[0].length;
    }
    out += escapeText(capped, from, capped.length, inert, from > 0);
    if (!opensLine)
        return out;
    // Text that may open a line must not open a block.
    return out.replace(BLOCK_START, (_, space, marker, digits, dot) => marker !== undefined ? `${space}${syntax(marker, inert)}` : `${space}${digits}${syntax(dot, inert)}`);
}
function markdownEscape(s, max, opensLine) {
    // truncate cuts a URL to its scheme, host and path first (SECURITY.md): before the escapes below spell it so the mask cannot (attack17 U1).
    const capped = truncate(stripControl(s), max);
    const out = escapeRuns(capped, opensLine, false);
    // The mask cuts URLs once more, in the whole document (host/mask.ts). An escape's backslash can make a URL's start the
    // text did not hold (`\\` and `/\*` are a `//`), and an escape or a code span can make a URL read on past where the
    // text ended it: a cut there would take an escape or a backtick and leave the rest live (attack24 M1). So the escaped
    // text must be one the cutter leaves whole, whatever follows it: tried after a space (a bare `//` starts a URL after
    // one) and after a letter (`a：//` is a start), with a `?` after it (a query, cut to the next space: a URL the text does
    // not end is cut). Otherwise it is written inert: every escape and every `:`, `/` and `\` (as NFKC reads them) a
    // character reference, so no URL can start in it; the `/` left are in code spans, after a backtick, where none starts.
    return (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.keepsUrls)(` ${out}?`) && (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.keepsUrls)(`a${out}?`) ? out : escapeRuns(capped, opensLine, true);
}
/** Escapes `s` for a Markdown table cell (inline content): no HTML, no Markdown syntax, no row break, no @mention, capped. */
function markdownCell(s, max = CELL_MAX) {
    return markdownEscape(s, max, false);
}
/** Escapes `s` for running Markdown text (a headline, a list item, a quote): the cell's rules, no block opened at its start, a longer cap. */
function markdownText(s, max = TEXT_MAX) {
    return markdownEscape(s, max, true);
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
    // Cut as the mask would cut it (a query; a URL in its path, from a repository's name: attack18 U6), before it is encoded so the mask could not.
    if (url.href.length > URL_MAX)
        return undefined;
    const destination = percentEncode((0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.publicUrls)(url.href));
    // Written `[label](url)`, with a `)` and a space after it, where the mask reads its URLs once more: an encoding can make
    // a cut the URL did not have (a URL in its path whose `|`, a sentence's punctuation, became `%7C`: attack24 M1). Then no link.
    return (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.keepsUrls)(`${destination}) `) ? destination : undefined;
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
 * Makes `s` safe as one job-log line in any CI: control characters become spaces (so no ANSI escape,
 * and no GitLab section marker, which needs CR and ESC), a leading `::` (a GitHub workflow command)
 * becomes `: :`, every `##[` (the older command form and Azure's formatting, parsed anywhere in a line)
 * becomes `# #[`, and every `##vso[` (an Azure Pipelines logging command, parsed anywhere) `# #vso[`.
 */
function logLine(s, max = LOG_MAX) {
    return truncate(stripControl(s), max)
        .replace(/^(\s*)::/, '$1: :')
        .replaceAll('##[', '# #[')
        .replace(/##vso\[/gi, '# #vso[');
}
/** The toolkit's escaping of a workflow command's message (the part after the last `::`). */
function annotationMessage(s) {
    return s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
/** The toolkit's escaping of a workflow command property value (`file=`, `title=` …). */
function annotationProperty(s) {
    return annotationMessage(s).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
/**
 * Makes `s` safe as a quoted string of a Mermaid chart (a title, an axis label): only letters, digits,
 * spaces and `.,:/()+-` are kept, anything else (a quote, a bracket, a semicolon, a newline) becomes a
 * space, capped. Mermaid then has nothing to parse in it.
 */
function mermaidText(s, max = 80) {
    const text = truncate(stripControl(s), max).replace(/[^A-Za-z0-9 .,:/()+-]/g, ' ');
    // Written between quotes, where the mask reads the chart's URLs once more: a text whose URL would read on over the
    // closing quote (`http://http:-"`, an authority that is no host and port) loses its `:` and `/` (attack34 M1).
    return (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_1__.keepsUrls)(`"${text}", "a"`) ? text : text.replace(/[:/]/g, ' ');
}
/** A number a Mermaid chart can draw: finite and not negative, else 0. */
function mermaidNumber(n) {
    return Number.isFinite(n) && n >= 0 ? Math.round(n) : 0;
}


/***/ }),

/***/ 2969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $H: () => (/* binding */ ClosestMatches),
/* harmony export */   au: () => (/* binding */ didYouMean)
/* harmony export */ });
/* unused harmony exports editDistance, closestMatches */
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
    const closest = new ClosestMatches(name, max);
    for (const candidate of candidates)
        closest.add(candidate);
    return closest.matches();
}
/**
 * closestMatches taken as the candidates come: only the best `max` are kept, so a walk of any number of
 * names (a deployment's projects) keeps a few (attack16 M2).
 */
class ClosestMatches {
    #name;
    #wanted;
    #limit;
    #max;
    #best = [];
    constructor(name, max = 3) {
        this.#name = name;
        this.#wanted = name.toLowerCase();
        this.#limit = Math.max(2, Math.floor(name.length / 3));
        this.#max = max;
    }
    add(candidate) {
        if (candidate === this.#name || this.#best.some((kept) => kept.candidate === candidate))
            return;
        // Once `max` are kept, a candidate further than the furthest of them cannot enter. (With `max` 0 or less,
        // none is kept: a candidate within the limit enters and is at once taken out.)
        const worst = this.#best.length >= this.#max ? (this.#best.at(-1)?.score ?? this.#limit) : this.#limit;
        // A distance of 0 is a name equal ignoring case: it comes first. A bare name that is the last part of an
        // owner/name (Azure Repos' BUILD_REPOSITORY_NAME against the project Semgrep named from the URL) is close.
        const lower = candidate.toLowerCase();
        const underOwner = !this.#wanted.includes('/') && lower.endsWith(`/${this.#wanted}`);
        const score = underOwner ? Math.min(1, worst) : editDistance(this.#wanted, lower, worst);
        if (score > worst)
            return;
        this.#best.push({ candidate, score });
        // Ties by name (code units); two kept candidates are never equal.
        this.#best.sort((a, b) => a.score - b.score || (a.candidate < b.candidate ? -1 : 1));
        if (this.#best.length > this.#max)
            this.#best.pop();
    }
    /** The best candidates so far, the closest first. */
    matches() {
        return this.#best.map(({ candidate }) => candidate);
    }
}
/** ` (did you mean "a" or "b"?)`, or nothing when there is no close match. */
function didYouMean(name, candidates, max = 3) {
    const close = closestMatches(name, candidates, max).map((candidate) => JSON.stringify(candidate));
    if (close.length === 0)
        return '';
    const list = close.length === 1 ? close[0] : `${close.slice(0, -1).join(', ')} or ${close.at(-1)}`;
    return ` (did you mean ${list}?)`;
}


/***/ })

};

//# sourceMappingURL=483.index.js.map