export const id = 223;
export const ids = [223];
export const modules = {

/***/ 5223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   codeQualityReport: () => (/* binding */ codeQualityReport)
/* harmony export */ });
/* unused harmony export codeQualitySeverity */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _gate_overdue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8687);
/* harmony import */ var _gate_reading_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(299);
/* harmony import */ var _gate_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2635);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7789);
/* harmony import */ var _location_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1725);
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4532);
/* harmony import */ var _platform_policy_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8164);
// GitLab's code quality report (a subset of the Code Climate format): one entry per listed finding and
// per open confirmed-valid secret of the repository, and one per item the platform's policy fails the run
// on that neither names (gate/policy-items.ts: shown apart, not counted again), which GitLab shows in the
// merge request's widget and diff. A fingerprint names the finding, never its line, so it stays the same when the finding
// moves, and is unique in the file. Pure: the entries, every string made safe.








/** The platform's severities in GitLab's words. */
const SEVERITY = { low: 'minor', medium: 'major', high: 'critical', critical: 'blocker' };
/** GitLab's severity of a finding's (`high`) or a secret's (`SEVERITY_HIGH`): one it cannot read counts as a blocker. */
function codeQualitySeverity(severity) {
    return SEVERITY[(0,_order_js__WEBPACK_IMPORTED_MODULE_6__/* .severityName */ .vb)(severity) ?? ''] ?? 'blocker';
}
const text = (s, max) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .stripControl */ .kU)(s).trim(), max);
function fingerprintOf(parts) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}
/**
 * The entries of the policy's items shown apart (gate/policy-items.ts), each saying why it fails the run and that it is
 * not counted again; its fingerprint starts with `policy`, so it is never a listed finding's. Returns how many.
 */
function addApart(apart, repository, add, leftOut) {
    let written = 0;
    for (const { finding, why } of apart?.findings ?? []) {
        const path = (0,_location_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryPath */ .SH)(finding.filePath ?? '');
        if (repository !== undefined && !(0,_gate_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .sameRepository */ .RB)(finding.repository?.name, repository))
            leftOut.elsewhere++;
        else if (path === undefined)
            leftOut.withoutFile++;
        else {
            const rule = text(finding.rule, 300) || 'unknown rule';
            const product = finding.issueType === 'sca' ? 'supply-chain' : 'code';
            add(['policy', why, rule, path, finding.matchBasedId ?? `id:${finding.id}`], {
                description: text(`Semgrep ${product} finding ${(0,_platform_policy_js__WEBPACK_IMPORTED_MODULE_7__/* .apartName */ ._J)(finding)}, rule ${rule}: ${_platform_policy_js__WEBPACK_IMPORTED_MODULE_7__/* .APART_WHY */ .U9[why]}; ${_platform_policy_js__WEBPACK_IMPORTED_MODULE_7__/* .APART_NOTE */ .oc}.`, 1000),
                check_name: rule,
                severity: codeQualitySeverity(finding.severity),
                location: { path, lines: { begin: (0,_location_js__WEBPACK_IMPORTED_MODULE_5__/* .usableLine */ .Z5)(finding.line) ?? 1 } },
            });
            written++;
        }
    }
    for (const secret of apart?.secrets ?? []) {
        const location = (0,_location_js__WEBPACK_IMPORTED_MODULE_5__/* .findingLocation */ .$R)(secret.findingPath);
        if (repository !== undefined && !(0,_location_js__WEBPACK_IMPORTED_MODULE_5__/* .belongsToRepository */ .Cx)(secret, repository))
            leftOut.elsewhere++;
        else if (location === undefined)
            leftOut.withoutFile++;
        else {
            const type = text(secret.type, 100) || 'unknown type';
            add(['policy', 'secret', secret.ruleHashId ?? type, location.file, secret.id], {
                description: text(`${type} secret: ${_platform_policy_js__WEBPACK_IMPORTED_MODULE_7__/* .APART_WHY */ .U9['secret-in-block']}; ${_platform_policy_js__WEBPACK_IMPORTED_MODULE_7__/* .APART_NOTE */ .oc}. Rotate it, or triage it in Semgrep.`, 1000),
                check_name: `secrets.${type}`,
                severity: codeQualitySeverity(secret.severity),
                location: { path: location.file, lines: { begin: location.line ?? 1 } },
            });
            written++;
        }
    }
    return written;
}
/** The entries, how many were left out (accepted by an exception, of another repository, or without a file), and how many are the policy's items shown apart. */
function codeQualityReport({ findings, secrets, reading, repository, apart }) {
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
        if ((0,_gate_reading_js__WEBPACK_IMPORTED_MODULE_2__/* .isExcepted */ .vL)(reading, finding.judged))
            leftOut.excepted++;
        else if (repository !== undefined && !(0,_gate_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .sameRepository */ .RB)(finding.repository?.name, repository))
            leftOut.elsewhere++;
        else {
            const path = (0,_location_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryPath */ .SH)(finding.filePath ?? '');
            if (path === undefined)
                leftOut.withoutFile++;
            else {
                const rule = text(finding.rule, 300) || 'unknown rule';
                const product = finding.issueType === 'sca' ? 'sca' : 'code';
                const name = product === 'sca' && finding.vulnerability !== undefined ? `${(0,_gate_overdue_js__WEBPACK_IMPORTED_MODULE_1__/* .findingName */ .f$)(finding)}, ` : '';
                add([product, rule, path, finding.matchBasedId ?? `id:${finding.id}`], {
                    description: text(`Semgrep ${product === 'sca' ? 'supply-chain' : 'code'} finding: ${name}rule ${rule}`, 1000),
                    check_name: rule,
                    severity: codeQualitySeverity(finding.severity),
                    location: { path, lines: { begin: (0,_location_js__WEBPACK_IMPORTED_MODULE_5__/* .usableLine */ .Z5)(finding.line) ?? 1 } },
                });
            }
        }
    }
    for (const secret of secrets) {
        const location = (0,_location_js__WEBPACK_IMPORTED_MODULE_5__/* .findingLocation */ .$R)(secret.findingPath);
        if (secret.exception !== undefined)
            leftOut.excepted++;
        else if (repository !== undefined && !(0,_location_js__WEBPACK_IMPORTED_MODULE_5__/* .belongsToRepository */ .Cx)(secret, repository))
            leftOut.elsewhere++;
        else if (location === undefined)
            leftOut.withoutFile++;
        else {
            const type = text(secret.type, 100) || 'unknown type';
            add(['secret', secret.ruleHashId ?? type, location.file, secret.id], {
                description: `Confirmed-valid ${type} secret: a live credential. Rotate it at its provider, then remove it from the code and the git history.`,
                check_name: `secrets.${type}`,
                severity: codeQualitySeverity(secret.severity),
                location: { path: location.file, lines: { begin: location.line ?? 1 } },
            });
        }
    }
    return { issues, leftOut, apart: addApart(apart, repository, add, leftOut) };
}


/***/ })

};

//# sourceMappingURL=223.index.js.map