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
/** One case per check the verdict made (gate/checks.ts), in its order: a failure with its reasons for each that failed. */
function gateChecks({ verdict }) {
    return verdict.checks.map(({ rule, label, reasons }) => {
        const classname = `findings-gate.${rule}`;
        return reasons.length === 0 ? { classname, name: label } : { classname, name: label, failure: reasons.map((r) => r.text).join('\n') };
    });
}
/** Characters XML 1.0 cannot hold, even escaped: most C0 controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/gu;
const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text safe as XML character data or an attribute value (CR, LF and tab kept as references in attributes). */
function xmlText(s, attribute = false) {
    const text = s.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
    return attribute ? text.replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : text;
}
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
        `  <testsuite name="findings-gate" ${counts} skipped="0" time="${time}" timestamp="${xmlText(options.timestamp, true)}">`,
    ];
    for (const { classname, name, failure } of cases) {
        const open = `    <testcase classname="${xmlText(classname, true)}" name="${xmlText(name, true)}" time="0"`;
        if (failure === undefined)
            lines.push(`${open}/>`);
        else {
            const first = failure.split('\n')[0] ?? failure;
            lines.push(`${open}>`, `      <failure message="${xmlText(first, true)}" type="findings-gate">${xmlText(failure)}</failure>`, '    </testcase>');
        }
    }
    if (options.error !== undefined) {
        lines.push('    <testcase classname="findings-gate.run" name="the gate could judge" time="0">', `      <error message="${xmlText(options.error, true)}" type="findings-gate">${xmlText(options.error)}</error>`, '    </testcase>');
    }
    lines.push('  </testsuite>', '</testsuites>', '');
    return lines.join('\n');
}


/***/ })

};

//# sourceMappingURL=752.index.js.map