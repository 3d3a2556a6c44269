export const id = 752;
export const ids = [752];
export const modules = {

/***/ 371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateChecks: () => (/* binding */ gateChecks),
/* harmony export */   renderJUnit: () => (/* binding */ renderJUnit),
/* harmony export */   shownCase: () => (/* binding */ shownCase)
/* harmony export */ });
/* unused harmony export xmlText */
/* harmony import */ var _api_url_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9605);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);
// The run as a JUnit XML report, which Jenkins, GitLab, Azure Pipelines and Bitbucket all show: one
// test case per check the gate made (the verdict's `checks`), a failure with the reasons for each that
// failed. A run that could not judge is one case in error. Pure: the XML as a string, every value escaped,
// and its control characters and bidi overrides made spaces as in the log (a reason keeps its own line in a
// failure's text).


/** One case per check the verdict made (gate/checks.ts), in its order: a failure with its reasons for each that failed. */
function gateChecks({ verdict }) {
    return verdict.checks.map(({ rule, label, reasons }) => {
        const classname = `findings-gate.${rule}`;
        return reasons.length === 0 ? { classname, name: label } : { classname, name: label, failure: reasons.map((r) => r.text).join('\n') };
    });
}
/** The failed case of a run whose policy lists showed what fails it while another request failed (ShownFailure). */
function shownCase(shown) {
    return {
        classname: 'findings-gate.platform',
        name: "nothing the platform's policy lists name (read before a request failed)",
        failure: shown.reasons.map((r) => r.text).join('\n'),
    };
}
/** Characters XML 1.0 cannot hold, even escaped: most C0 controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/gu;
const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text safe as XML character data or an attribute value (CR, LF and tab kept as references in attributes). */
function xmlText(s, attribute = false) {
    const text = s.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
    return attribute ? text.replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : text;
}
/**
 * One line of text as an XML value: control characters and bidi overrides as spaces (CR, LF and tab too), URLs
 * cut (a query cut by the mask would take the attribute's closing quote with it), then escaped. The mask reads the
 * file's URLs once more, and an escape can make a cut the text did not have: `#readme"` is a heading anchor it keeps,
 * `#readme&quot;` a fragment it cuts to the next space, and `h:1&gt;` no host and port, taking the attribute's closing
 * quote or the element's end tag with them (attack34 J1). Such a text is written with every `:`, `/` and `\\` (as NFKC
 * reads them) a character reference, which an XML reader reads back: no URL starts in it.
 */
function lineText(s) {
    const text = xmlText((0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_0__.publicUrls)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(s)));
    return (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_0__.keepsUrls)(`${text}" a?`) && (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_0__.keepsUrls)(`${text}</a>`) ? text : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .urlInert */ .cY)(text);
}
/**
 * A failure's text, each reason on its own line (lineText). A URL at a line's end reads on over the line break where
 * the next line's first word holds an `@`, a `?` or (after a `#`) an `=`, and the mask cut it to the next space, past
 * the element's end tag (attack34 J1): such a text is written inert.
 */
function linesText(text) {
    const lines = text
        .split('\n')
        .map((line) => lineText(line))
        .join('\n');
    return (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_0__.keepsUrls)(`${lines}</a>`) ? lines : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .urlInert */ .cY)(lines);
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
            `      <failure message="${lineText(first)}" type="findings-gate">${linesText(failure)}</failure>`, '    </testcase>');
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