export const id = 752;
export const ids = [752];
export const modules = {

/***/ 371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateChecks: () => (/* binding */ gateChecks),
/* harmony export */   renderJUnit: () => (/* binding */ renderJUnit)
/* harmony export */ });
/* unused harmony export xmlText */
/* harmony import */ var _gate_counts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9339);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);
// The run as a JUnit XML report, which Jenkins, GitLab, Azure Pipelines and Bitbucket all show: one
// test case per check the gate made (each severity at or above fail-on-severity, each budget, the
// confirmed-valid secrets, the licenses, the scans' freshness, each deadline, the exceptions, the
// backlog), a failure with the reason for each that failed. A run that could not judge is one case in
// error. Pure: the XML as a string, every value escaped, and its control characters and bidi overrides
// made spaces as in the log (a reason keeps its own line in a failure's text).


/** The checks of a verdict, in the order the gate makes them, each with the reasons it failed on. */
function gateChecks({ config, verdict }) {
    const claimed = new Set();
    const cases = checksOf(config, verdict.gateOn === 'new' ? 'new findings' : 'findings').map(({ classname, name, claims }) => {
        const reasons = verdict.reasons.filter(claims);
        for (const reason of reasons)
            claimed.add(reason);
        return reasons.length === 0 ? { classname, name } : { classname, name, failure: reasons.map((r) => r.text).join('\n') };
    });
    // A reason no check above names (a deadline on a severity the gate could not read) still fails a case of its own.
    for (const reason of verdict.reasons.filter((r) => !claimed.has(r))) {
        cases.push({ classname: `findings-gate.${reason.kind}`, name: reason.text, failure: reason.text });
    }
    return cases;
}
/** The checks the config asks for; `judged` names what fail-on-severity and thresholds count. */
function checksOf(config, judged) {
    const checks = [];
    for (const severity of (0,_gate_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .severitiesAtOrAbove */ .Zx)(config.failOnSeverity)) {
        checks.push({
            classname: 'findings-gate.severity',
            name: `no ${severity} ${judged} (fail-on-severity ${config.failOnSeverity})`,
            claims: (r) => r.kind === 'severity' && r.key === severity,
        });
    }
    for (const budget of config.budgets) {
        checks.push({
            classname: 'findings-gate.budget',
            name: `${budget.key} ${judged} at most ${budget.max} (thresholds)`,
            claims: (r) => r.kind === 'budget' && r.key === budget.key,
        });
    }
    if (config.failOnValidSecrets) {
        checks.push({ classname: 'findings-gate.secrets', name: 'no open confirmed-valid secret', claims: (r) => r.kind === 'secrets' });
    }
    if (config.failOnBlockedLicenses) {
        checks.push({
            classname: 'findings-gate.licenses',
            name: 'no dependency with a blocked license',
            claims: (r) => r.kind === 'licenses',
        });
    }
    if (config.scanMaxAge !== undefined) {
        // A run with a scan too old never reaches a verdict: it is an error (errorCases).
        checks.push({
            classname: 'findings-gate.freshness',
            name: `scans younger than ${config.scanMaxAge.asWritten} (scan-max-age)`,
            claims: () => false,
        });
    }
    for (const [severity, limit] of Object.entries(config.maxOpenAge ?? {})) {
        checks.push({
            classname: 'findings-gate.deadline',
            name: `no ${severity} finding open longer than ${limit.asWritten} (max-open-age)`,
            claims: (r) => r.kind === 'overdue' && r.key === severity,
        });
    }
    if (config.failOnUnusedExceptions) {
        checks.push({
            classname: 'findings-gate.exceptions',
            name: 'every exceptions entry matched (fail-on-unused-exceptions)',
            claims: (r) => r.kind === 'exceptions',
        });
    }
    if (config.maxBacklogGrowth !== undefined) {
        checks.push({
            classname: 'findings-gate.posture',
            name: `backlog grew at most ${config.maxBacklogGrowth.asWritten} (max-backlog-growth)`,
            claims: (r) => r.kind === 'posture',
        });
    }
    return checks;
}
/** Characters XML 1.0 cannot hold, even escaped: most C0 controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/gu;
const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text safe as XML character data or an attribute value (CR, LF and tab kept as references in attributes). */
function xmlText(s, attribute = false) {
    const text = s.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
    return attribute ? text.replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : text;
}
/** One line of text as an XML value: control characters and bidi overrides as spaces (CR, LF and tab too), then escaped. */
const lineText = (s) => xmlText((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(s));
/** The JUnit XML document of `cases`: one suite, counts that agree with the cases. */
function renderJUnit(cases, options) {
    const failures = cases.filter((c) => c.failure !== undefined).length;
    const errors = options.error === undefined ? 0 : 1;
    const tests = cases.length + errors;
    const time = options.seconds.toFixed(3);
    const counts = `tests="${tests}" failures="${failures}" errors="${errors}"`;
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="findings-gate" ${counts} time="${time}">`,
        `  <testsuite name="findings-gate" ${counts} skipped="0" time="${time}" timestamp="${lineText(options.timestamp)}">`,
    ];
    for (const { classname, name, failure } of cases) {
        const open = `    <testcase classname="${lineText(classname)}" name="${lineText(name)}" time="0"`;
        if (failure === undefined)
            lines.push(`${open}/>`);
        else {
            const first = failure.split('\n')[0] ?? failure;
            lines.push(`${open}>`, 
            // Each reason keeps its own line.
            `      <failure message="${lineText(first)}" type="findings-gate">${failure
                .split('\n')
                .map((line) => lineText(line))
                .join('\n')}</failure>`, '    </testcase>');
        }
    }
    if (options.error !== undefined) {
        lines.push('    <testcase classname="findings-gate.run" name="the gate could judge" time="0">', `      <error message="${lineText(options.error)}" type="findings-gate">${lineText(options.error)}</error>`, '    </testcase>');
    }
    lines.push('  </testsuite>', '</testsuites>', '');
    return lines.join('\n');
}


/***/ })

};

//# sourceMappingURL=752.index.js.map