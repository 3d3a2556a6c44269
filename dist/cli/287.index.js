export const id = 287;
export const ids = [287];
export const modules = {

/***/ 7287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitlabNote: () => (/* binding */ gitlabNote)
/* harmony export */ });
/* unused harmony exports MAX_NOTE_PAGES, mergeRequestOf, GitLabError, upsertNote, ownNotes, ownNote, noteFailure */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _files_remote_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(717);
/* harmony import */ var _host_answers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(521);
/* harmony import */ var _host_comment_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9123);
/* harmony import */ var _render_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8141);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7789);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
// The merge request's note on GitLab, the counterpart of the pull-request comment: the GitLab adapter of
// host/comment.ts's upsertMarkedComment (found by its marker among the notes the token's own user wrote, the
// user `GET /user` names; updated in place or created; never a second note). Over
// GitLab's REST API (v4) with undici; every answer crosses the bounded reader of host/answers.ts, and
// the token goes only over https (http only to a loopback host). A failure is a warning: the verdict stands.







/** Pages of PAGE_SIZE notes read at most while looking for the marker: 10,000 notes. */
const MAX_NOTE_PAGES = (/* unused pure expression or super */ null && (MAX_COMMENT_PAGES));
/** The merge request of a merge-request pipeline; undefined in any other pipeline. */
function mergeRequestOf(env) {
    const { CI_API_V4_URL: api, CI_PROJECT_ID: projectId, CI_MERGE_REQUEST_IID: iid } = env;
    if (!api || !projectId || !iid || !/^[0-9]+$/.test(projectId) || !/^[0-9]+$/.test(iid))
        return undefined;
    return { api: api.replace(/\/+$/, ''), projectId, iid };
}
/** A GitLab answer that is not a success, by status. */
class GitLabError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.name = 'GitLabError';
        this.status = status;
    }
}
/** One request to GitLab's API with the token: a status of 300 or more is a GitLabError, the answer is read bounded and parsed as JSON. */
function sender(token, dispatcher, signal) {
    const headers = { 'private-token': token, accept: 'application/json', 'user-agent': `findings-gate/${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}` };
    return async (method, url, body) => {
        const answer = await (0,undici__WEBPACK_IMPORTED_MODULE_0__.request)(url, {
            method,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            body,
            dispatcher,
            signal,
        });
        if (answer.statusCode >= 300) {
            await answer.body.dump();
            throw statusError(method, url, answer.statusCode, answer.headers.location);
        }
        const bytes = await (0,_host_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .readBounded */ .CB)(answer.body, undefined, 'notes');
        let json;
        try {
            json = JSON.parse(bytes.toString('utf8'));
        }
        catch {
            // A write GitLab accepted (2xx) is written, whatever its answer reads as: the note is there (attack37 N3).
            if (method !== 'GET')
                return { json: undefined, next: undefined };
            throw new GitLabError(answer.statusCode, `${method} ${new URL(url).pathname} answered something that is not JSON`);
        }
        return { json, next: answer.headers['x-next-page'] };
    };
}
/** Finds the gate's note (by `marker`) and updates it, or creates one when `create`. */
async function upsertNote(mr, token, note, signal) {
    const dispatcher = (0,_files_remote_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyAgent */ .QT)().compose(undici__WEBPACK_IMPORTED_MODULE_0__.interceptors.retry({ maxRetries: 2, minTimeout: 500, methods: ['GET', 'PUT'], statusCodes: [429, 500, 502, 503, 504] }));
    const base = `${mr.api}/projects/${mr.projectId}/merge_requests/${mr.iid}/notes`;
    const send = sender(token, dispatcher, signal);
    const thread = {
        async *pages() {
            for (let page = '1'; page !== '';) {
                const { json, next } = await send('GET', `${base}?per_page=${_host_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .PAGE_SIZE */ .md}&page=${encodeURIComponent(page)}&sort=asc&order_by=created_at`);
                yield ownNotes(json);
                page = /^[0-9]+$/.test(String(next)) ? String(next) : '';
            }
        },
        async mine() {
            // The token's user (a project or group access token is a bot user of its own): only its notes are the gate's.
            const { json } = await send('GET', `${mr.api}/user`);
            const user = json?.id;
            if (typeof user !== 'number')
                throw new GitLabError(200, 'GET /user answered no user id');
            return writtenBy(user);
        },
        async update(id, body) {
            await send('PUT', `${base}/${id}`, JSON.stringify({ body }));
            return { id };
        },
        async create(body) {
            const { json } = await send('POST', base, JSON.stringify({ body }));
            const id = json?.id;
            return { id: typeof id === 'number' ? id : 0 };
        },
    };
    try {
        return await (0,_host_comment_js__WEBPACK_IMPORTED_MODULE_6__/* .upsertMarkedComment */ .Zd)(thread, note);
    }
    finally {
        await dispatcher.close();
    }
}
/**
 * The error of an answer of 300 or more: a redirect named as such (undici's request follows none, so no other
 * address's answer is read as the API's), else the request and its status.
 */
function statusError(method, url, status, location) {
    const redirect = (0,_host_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .redirectRefusal */ .Hu)(status, typeof location === 'string' ? location : null, new URL(url));
    return new GitLabError(status, redirect ?? `${method} ${new URL(url).pathname} answered ${status}`);
}
/** The notes of a page people or the gate wrote, with their author's id (system notes left out), checked to be a page of at most 100. */
function ownNotes(page) {
    if (!Array.isArray(page))
        throw new GitLabError(200, 'the notes list is not a JSON array');
    return (0,_host_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .boundedPage */ .VM)(page, 'notes').flatMap((item) => {
        if (item?.system === true || typeof item?.body !== 'string' || typeof item.id !== 'number')
            return [];
        const author = item.author?.id;
        return [{ id: item.id, body: item.body, ...(typeof author === 'number' ? { author: { id: author } } : {}) }];
    });
}
/** Whether user `user` (the token's, GET /user's id) wrote a note: the one rule of which notes are the gate's. */
const writtenBy = (user) => (note) => note.author?.id === user;
/** The id of the first note of a page whose body starts with the marker and that user `user` wrote (system notes never do). */
function ownNote(page, marker, user) {
    const mine = writtenBy(user);
    return ownNotes(page).find((note) => note.body.startsWith(marker) && mine(note))?.id;
}
/** The sentence of a failed note: a 401 or 403 names the token's scope; the verdict stands. */
function noteFailure(error, iid) {
    const where = `merge request !${iid}`;
    if (error instanceof GitLabError && error.status === 401) {
        return `findings-gate did not write its note on ${where}: GITLAB_TOKEN was refused (401: expired, revoked or mistyped). Use a project access token with the api scope. The verdict stands.`;
    }
    if (error instanceof GitLabError && error.status === 403) {
        return `findings-gate did not write its note on ${where}: GITLAB_TOKEN may not write notes there (403). It needs the api scope and at least the Reporter role on the project. The verdict stands.`;
    }
    const dropped = CONNECTION_WORDS[String(error?.code)];
    const why = dropped ?? (error instanceof Error ? error.message : String(error));
    return `findings-gate did not write its note on ${where}: ${why}. The verdict stands.`;
}
/** What a network error of the HTTP client means, in words, where its own message names its internals (attack37 N4). */
const CONNECTION_WORDS = {
    // undici's retry, which resumes a GET's answer cut in the middle, and cannot where GitLab sends no range.
    UND_ERR_REQ_RETRY: 'the connection to GitLab was dropped in the middle of an answer',
    UND_ERR_SOCKET: 'the connection to GitLab was dropped',
    ECONNRESET: 'the connection to GitLab was reset',
    UND_ERR_HEADERS_OVERFLOW: "GitLab's answer had larger headers than the gate reads",
};
/** comment-on-pr on GitLab: the note of a merge-request pipeline, with GITLAB_TOKEN. */
async function gitlabNote(host, { policy, failing, render, timeoutMs, projects }) {
    const mr = mergeRequestOf(process.env);
    if (mr === undefined) {
        host.debug(`comment-on-pr is ${policy}, but this is not a merge-request pipeline (no CI_MERGE_REQUEST_IID): no note.`);
        return;
    }
    const token = (process.env.GITLAB_TOKEN ?? '').trim();
    if (token === '') {
        const jobToken = (process.env.CI_JOB_TOKEN ?? '') !== '';
        host.warning(`comment-on-pr is ${policy}, but GITLAB_TOKEN is not set${jobToken ? ' (CI_JOB_TOKEN cannot write notes on a merge request)' : ''}: add a project access token with the api scope and the Reporter role as a masked CI/CD variable GITLAB_TOKEN. No note was written.`);
        return;
    }
    const cleartext = (0,_host_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .cleartextRefusal */ .RX)(mr.api, 'CI_API_V4_URL', 'GITLAB_TOKEN');
    if (cleartext !== undefined) {
        host.warning(`findings-gate did not write its note on merge request !${mr.iid}: ${cleartext}. The verdict stands.`);
        return;
    }
    const job = process.env.CI_JOB_NAME;
    const marker = (0,_render_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .commentMarker */ .Ql)({ ...(job ? { job } : {}), projects });
    const { signal, clear } = (0,_host_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .timeLimit */ .zc)(timeoutMs);
    try {
        const result = await upsertNote(mr, token, { marker, body: render(marker), create: (0,_host_comment_js__WEBPACK_IMPORTED_MODULE_6__/* .createsComment */ .$y)(policy, failing) }, signal);
        const where = `merge request !${mr.iid}`;
        const foreign = (0,_host_comment_js__WEBPACK_IMPORTED_MODULE_6__/* .foreignNotice */ .TM)(result, where, 'note');
        if (foreign !== undefined)
            host.info(foreign);
        if (result.action === 'created' || result.action === 'updated')
            host.info(`Note ${result.action} on ${where}`);
        else if (result.action === 'too-many')
            host.warning(`findings-gate did not write its note on ${where}: ${(0,_host_comment_js__WEBPACK_IMPORTED_MODULE_6__/* .unendedThread */ .iv)(result.pages, 'note')}.`);
        else
            host.info(`No note on ${where}: comment-on-pr is ${policy}, the gate ${failing === false ? 'passed' : 'could not decide'} and no earlier note exists.`);
    }
    catch (error) {
        const failure = signal.aborted
            ? `findings-gate did not write its note on merge request !${mr.iid}: it did not finish within ${timeoutMs / 1000} s (GitLab did not answer in time, or asked to wait longer: a 429 or 503 with Retry-After). The verdict stands.`
            : noteFailure(error, mr.iid);
        host.warning((0,_render_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .logLine */ .BP)(failure, 1000));
    }
    finally {
        clear();
    }
}


/***/ })

};

//# sourceMappingURL=287.index.js.map