export const id = 839;
export const ids = [839];
export const modules = {

/***/ 839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  codeQualityReport: () => (/* binding */ codeQualityReport)
});

// UNUSED EXPORTS: codeQualitySeverity

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(598);
// EXTERNAL MODULE: ./src/gate/overdue.ts
var overdue = __webpack_require__(687);
// EXTERNAL MODULE: ./src/gate/reading.ts
var gate_reading = __webpack_require__(299);
;// CONCATENATED MODULE: ./src/gate/scope.ts
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
    /** The project already added that `wanted` is, if any. */
    find(wanted) {
        const byId = wanted.projectId === undefined ? undefined : this.#byId.get(wanted.projectId);
        if (byId !== undefined)
            return byId;
        const named = this.#byName.get(repositoryKey(wanted.label)) ?? [];
        return named.find((project) => project.projectId === undefined || wanted.projectId === undefined);
    }
    add(project) {
        if (project.projectId !== undefined)
            this.#byId.set(project.projectId, project);
        const key = repositoryKey(project.label);
        this.#byName.set(key, [...(this.#byName.get(key) ?? []), project]);
    }
    /** Gives a project found by its name the id another source had for it. */
    identify(project, projectId) {
        if (projectId === undefined || project.projectId !== undefined)
            return;
        project.projectId = projectId;
        this.#byId.set(projectId, project);
    }
}

// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(789);
;// CONCATENATED MODULE: ./src/render/location.ts


/** Largest line number taken as a line: anything beyond is not a real source line. */
const MAX_LINE = 10_000_000;
/**
 * A path as annotations and SARIF take it: relative to the repository root, `/` between segments, no
 * `.` segment, control characters as spaces. Undefined for a path that leaves the repository (a `..`
 * segment), is absolute (`/etc/x`, `C:\x`), is a URL (`file://x`), or is empty: such a path is
 * refused, never passed on as sent.
 */
function repositoryPath(raw) {
    const path = (0,render_escape/* stripControl */.kU)(raw).trim().replaceAll('\\', '/');
    if (path === '' || path.startsWith('/') || /^[A-Za-z]:\//.test(path) || /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(path))
        return undefined;
    const segments = [];
    for (const segment of path.split('/')) {
        if (segment === '..')
            return undefined;
        if (segment !== '' && segment !== '.')
            segments.push(segment);
    }
    return segments.length === 0 ? undefined : segments.join('/');
}
/** A line number as annotations and SARIF take it: 1 to MAX_LINE, else none. */
function usableLine(line) {
    return line !== undefined && Number.isSafeInteger(line) && line >= 1 && line <= MAX_LINE ? line : undefined;
}
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
    const file = repositoryPath(path);
    if (file === undefined)
        return undefined;
    return line === undefined ? { file } : { file, line };
}
/** Whether the secret was found in `repository` (`owner/name`, as GITHUB_REPOSITORY), by the scope's one rule of names. */
function belongsToRepository(secret, repository) {
    return sameRepository(secret.repository?.name, repository);
}

// EXTERNAL MODULE: ./src/render/order.ts
var order = __webpack_require__(532);
;// CONCATENATED MODULE: ./src/render/code-quality.ts
// GitLab's code quality report (a subset of the Code Climate format): one entry per listed finding and
// per open confirmed-valid secret of the repository, which GitLab shows in the merge request's widget
// and diff. A fingerprint names the finding, never its line, so it stays the same when the finding
// moves, and is unique in the file. Pure: the entries, every string made safe.







/** The platform's severities in GitLab's words. */
const SEVERITY = { low: 'minor', medium: 'major', high: 'critical', critical: 'blocker' };
/** GitLab's severity of a finding's (`high`) or a secret's (`SEVERITY_HIGH`): one it cannot read counts as a blocker. */
function codeQualitySeverity(severity) {
    return SEVERITY[(0,order/* severityName */.vb)(severity) ?? ''] ?? 'blocker';
}
const code_quality_text = (s, max) => (0,render_escape/* truncate */.xv)((0,render_escape/* stripControl */.kU)(s).trim(), max);
function fingerprintOf(parts) {
    return (0,external_node_crypto_.createHash)('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}
/** The entries, and how many were left out (accepted by an exception, of another repository, or without a file). */
function codeQualityReport({ findings, secrets, reading, repository }) {
    const leftOut = { excepted: 0, elsewhere: 0, withoutFile: 0 };
    const issues = [];
    const seen = new Set();
    const add = (identity, issue) => {
        // The same identity twice (a duplicate in the list): the second gets its own, still line-free, fingerprint.
        let fingerprint = fingerprintOf(identity);
        for (let n = 2; seen.has(fingerprint); n++)
            fingerprint = fingerprintOf([...identity, String(n)]);
        seen.add(fingerprint);
        issues.push({
            description: issue.description,
            check_name: issue.check_name,
            fingerprint,
            severity: issue.severity,
            location: issue.location,
        });
    };
    for (const finding of findings) {
        if ((0,gate_reading/* isExcepted */.vL)(reading, finding.judged))
            leftOut.excepted++;
        else if (repository !== undefined && !sameRepository(finding.repository?.name, repository))
            leftOut.elsewhere++;
        else {
            const path = repositoryPath(finding.filePath ?? '');
            if (path === undefined)
                leftOut.withoutFile++;
            else {
                const rule = code_quality_text(finding.rule, 300) || 'unknown rule';
                const product = finding.issueType === 'sca' ? 'sca' : 'code';
                const name = product === 'sca' && finding.vulnerability !== undefined ? `${(0,overdue/* findingName */.f$)(finding)}, ` : '';
                add([product, rule, path, finding.matchBasedId ?? `id:${finding.id}`], {
                    description: code_quality_text(`Semgrep ${product === 'sca' ? 'supply-chain' : 'code'} finding: ${name}rule ${rule}`, 1000),
                    check_name: rule,
                    severity: codeQualitySeverity(finding.severity),
                    location: { path, lines: { begin: usableLine(finding.line) ?? 1 } },
                });
            }
        }
    }
    for (const secret of secrets) {
        const location = findingLocation(secret.findingPath);
        if (secret.exception !== undefined)
            leftOut.excepted++;
        else if (repository !== undefined && !belongsToRepository(secret, repository))
            leftOut.elsewhere++;
        else if (location === undefined)
            leftOut.withoutFile++;
        else {
            const type = code_quality_text(secret.type, 100) || 'unknown type';
            add(['secret', secret.ruleHashId ?? type, location.file, secret.id], {
                description: `Confirmed-valid ${type} secret: a live credential. Rotate it at its provider, then remove it from the code and the git history.`,
                check_name: `secrets.${type}`,
                severity: codeQualitySeverity(secret.severity),
                location: { path: location.file, lines: { begin: location.line ?? 1 } },
            });
        }
    }
    return { issues, leftOut };
}


/***/ })

};

//# sourceMappingURL=839.index.js.map