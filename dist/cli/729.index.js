export const id = 729;
export const ids = [729];
export const modules = {

/***/ 3729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildSarif: () => (/* binding */ buildSarif)
/* harmony export */ });
/* unused harmony exports SARIF_SCHEMA, FINGERPRINT_KEY, ruleIdOf, artifactUri */
/* harmony import */ var _api_url_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9605);
/* harmony import */ var _gate_overdue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8687);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2752);
/* harmony import */ var _location_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1725);
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4532);
/* harmony import */ var _platform_policy_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8164);
// A SARIF 2.1.0 log of the confirmed-valid secrets and of the code and supply-chain findings the run named,
// and of the items the platform's policy fails the run on that neither names (gate/policy-items.ts: shown
// apart, not counted again), for github/codeql-action/upload-sarif. Pure. It holds the secrets' types, severities and locations, never
// their values (the API does not send them), and the findings under their Semgrep rule ids.








const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json';
/** The partialFingerprints key: the finding id, so code scanning tracks one alert per secret across runs. */
const FINGERPRINT_KEY = 'findingsGate/v1';
const TYPE_MAX = 100;
const LEVEL = { critical: 'error', high: 'error', medium: 'warning', low: 'note' };
/** GitHub's security-severity scale: over 9.0 critical, 7.0 to 8.9 high, 4.0 to 6.9 medium, below 4.0 low. */
const SECURITY_SEVERITY = { critical: 9.5, high: 8.0, medium: 5.5, low: 2.0 };
/** The rule id of a secret type: `findings-gate/secret/<slug>`, the same for the same type on every run. */
function ruleIdOf(type) {
    const slug = type
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60)
        .replace(/-+$/, '');
    return `findings-gate/secret/${slug || 'unknown'}`;
}
/** A relative path as a SARIF URI reference: `/` separators, each segment percent-encoded (so `:` is never a scheme). */
function artifactUri(path) {
    // Nothing to encode: the same string (a SARIF file of 10,000 kept paths holds no copy of them).
    if (/^[A-Za-z0-9._~!*'()/-]*$/.test(path))
        return path;
    // A URL in it keeps its scheme, host and path only, cut before encoding hides it from the mask (attack17 U1).
    const file = (0,_api_url_text_js__WEBPACK_IMPORTED_MODULE_0__.publicUrls)(path);
    return file
        .replaceAll('\\', '/')
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/** The rules of a log, each once, with the index a result points at. */
class RuleSet {
    rules = [];
    #index = new Map();
    /** The index of the rule `id`, made by `make` the first time; the rule takes the most severe level. */
    indexOf(id, severity, make) {
        let index = this.#index.get(id);
        if (index === undefined) {
            index = this.rules.length;
            this.#index.set(id, index);
            this.rules.push(make());
        }
        raiseSeverity(this.rules[index], severity);
        return index;
    }
}
/** A result's location: the file as a URI reference, and the line when known. */
function locationOf(file, line) {
    return [
        { physicalLocation: { artifactLocation: { uri: artifactUri(file) }, ...(line === undefined ? {} : { region: { startLine: line } }) } },
    ];
}
/**
 * A result's plain-text message: SARIF 2.1.0 reads `[text](target)` in it as an embedded link (§3.11.6), so every
 * literal square bracket is escaped with a backslash, as the format asks: a secret type or a rule id named
 * `[details](https://elsewhere)` by the server is no link in a viewer (attack34 S1).
 */
function messageText(text) {
    return text.replace(/[[\]]/g, '\\$&');
}
/** The result of one confirmed-valid secret; undefined without a file to point at. */
function secretResult(secret, rules) {
    const location = (0,_location_js__WEBPACK_IMPORTED_MODULE_4__/* .findingLocation */ .$R)(secret.findingPath);
    if (location === undefined)
        return undefined;
    const type = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)(secret.type).trim(), TYPE_MAX) || 'unknown type';
    const severity = (0,_order_js__WEBPACK_IMPORTED_MODULE_5__/* .severityName */ .vb)(secret.severity);
    const ruleId = ruleIdOf(type);
    const repository = secret.repository?.name ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)(secret.repository.name) : undefined;
    return {
        ruleId,
        ruleIndex: rules.indexOf(ruleId, severity, () => ruleFor(ruleId, type)),
        level: severity ? LEVEL[severity] : 'warning',
        message: {
            text: messageText(`Semgrep confirmed that this ${type} secret (${severity ?? 'unknown severity'}) is valid: it is a live credential. ` +
                'Rotate it at its provider first, then remove it from the code and from the git history.'),
        },
        locations: locationOf(location.file, location.line),
        partialFingerprints: { [FINGERPRINT_KEY]: secret.id },
        properties: { severity: severity ?? 'unknown', ...(repository ? { repository } : {}) },
    };
}
/** The result of one code or supply-chain finding; undefined without a file to point at. */
function findingResult(finding, rules) {
    const file = finding.filePath === undefined ? undefined : (0,_location_js__WEBPACK_IMPORTED_MODULE_4__/* .repositoryPath */ .SH)(finding.filePath);
    if (file === undefined)
        return undefined;
    const severity = (0,_order_js__WEBPACK_IMPORTED_MODULE_5__/* .severityName */ .vb)(finding.severity);
    const ruleId = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)(finding.rule), 200);
    return {
        ruleId,
        ruleIndex: rules.indexOf(ruleId, severity, () => findingRuleFor(ruleId, finding)),
        level: severity ? LEVEL[severity] : 'warning',
        message: {
            text: messageText(finding.issueType === 'sca' && finding.vulnerability !== undefined
                ? `Supply-chain finding ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)((0,_gate_overdue_js__WEBPACK_IMPORTED_MODULE_1__/* .findingName */ .f$)(finding)), 300)} (${severity ?? 'unknown severity'}), Semgrep rule ${ruleId}.`
                : `${finding.issueType === 'sca' ? 'Supply-chain' : 'Code'} finding of Semgrep rule ${ruleId} (${severity ?? 'unknown severity'}).`),
        },
        locations: locationOf(file, (0,_location_js__WEBPACK_IMPORTED_MODULE_4__/* .usableLine */ .Z5)(finding.line)),
        // match_based_id is stable across scans: code scanning keeps one alert per finding.
        partialFingerprints: { [FINGERPRINT_KEY]: finding.matchBasedId ?? `${finding.issueType}:${finding.id}` },
        properties: {
            severity: severity ?? 'unknown',
            ...(finding.repository?.name ? { repository: (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)(finding.repository.name) } : {}),
        },
    };
}
/**
 * The result of one finding the platform's policy fails the run on, shown apart (gate/policy-items.ts): an error, saying
 * why and that it is not counted again, under a fingerprint of its own (never a listed finding's); undefined without a file.
 */
function apartFindingResult({ finding, why }, rules) {
    const result = findingResult(finding, rules);
    if (result === undefined)
        return undefined;
    const product = finding.issueType === 'sca' ? 'Supply-chain' : 'Code';
    const name = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)((0,_platform_policy_js__WEBPACK_IMPORTED_MODULE_6__/* .apartName */ ._J)(finding)), 300);
    const text = `${product} finding ${name} of Semgrep rule ${result.ruleId} (${result.properties.severity}): ${_platform_policy_js__WEBPACK_IMPORTED_MODULE_6__/* .APART_WHY */ .U9[why]}; ${_platform_policy_js__WEBPACK_IMPORTED_MODULE_6__/* .APART_NOTE */ .oc}.`;
    return {
        ...result,
        level: 'error',
        message: { text: messageText(text) },
        partialFingerprints: { [FINGERPRINT_KEY]: `policy:${why}:${finding.matchBasedId ?? `${finding.issueType}:${finding.id}`}` },
    };
}
/** The result of one secret in Block mode shown apart, under a rule of its own (it need not be confirmed valid); undefined without a file. */
function apartSecretResult(secret, rules) {
    const location = (0,_location_js__WEBPACK_IMPORTED_MODULE_4__/* .findingLocation */ .$R)(secret.findingPath);
    if (location === undefined)
        return undefined;
    const type = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)(secret.type).trim(), TYPE_MAX) || 'unknown type';
    const severity = (0,_order_js__WEBPACK_IMPORTED_MODULE_5__/* .severityName */ .vb)(secret.severity);
    const ruleId = ruleIdOf(type).replace('findings-gate/secret/', 'findings-gate/policy/secret/');
    const repository = secret.repository?.name ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)(secret.repository.name) : undefined;
    const help = `A ${type} secret in Block mode in Semgrep's policy: it fails the gate (fail-on-blocking). Rotate it, or triage it in Semgrep.`;
    const rule = () => ({
        id: ruleId,
        name: `BlockedSecret/${type}`,
        shortDescription: { text: `${type} secret in Block mode` },
        fullDescription: { text: help },
        help: { text: help, markdown: (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(help) },
        defaultConfiguration: { level: 'note' },
        properties: { tags: ['security', 'secret'], precision: 'high', 'security-severity': '0.0' },
    });
    return {
        ruleId,
        ruleIndex: rules.indexOf(ruleId, severity, rule),
        level: 'error',
        message: { text: messageText(`${type} secret (${severity ?? 'unknown severity'}): ${_platform_policy_js__WEBPACK_IMPORTED_MODULE_6__/* .APART_WHY */ .U9['secret-in-block']}; ${_platform_policy_js__WEBPACK_IMPORTED_MODULE_6__/* .APART_NOTE */ .oc}.`) },
        locations: locationOf(location.file, location.line),
        partialFingerprints: { [FINGERPRINT_KEY]: `policy:secret:${secret.id}` },
        properties: { severity: severity ?? 'unknown', ...(repository ? { repository } : {}) },
    };
}
/** Builds the SARIF log: one rule per secret type and per Semgrep rule, one result per secret or finding with a file (the policy's items apart last). */
function buildSarif(input) {
    const rules = new RuleSet();
    const suppressed = (item, result) => {
        const reason = result === undefined ? undefined : input.acceptedBecause?.(item);
        return reason === undefined || result === undefined
            ? result
            : { ...result, suppressions: [{ kind: 'external', justification: (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)(reason), 1000) }] };
    };
    const candidates = [
        ...input.secrets.map((secret) => suppressed(secret, secretResult(secret, rules))),
        ...(input.findings ?? []).map((finding) => suppressed(finding, findingResult(finding, rules))),
        // What the policy fails the run on, shown apart: no exception accepts it (docs/platform-policy.md).
    ];
    const apart = [
        ...(input.apart?.findings ?? []).map((item) => apartFindingResult(item, rules)),
        ...(input.apart?.secrets ?? []).map((secret) => apartSecretResult(secret, rules)),
    ];
    candidates.push(...apart);
    const results = candidates.filter((result) => result !== undefined);
    const driver = {
        name: 'findings-gate',
        // Always: code scanning and the SARIF Multitool (SARIF2005) want to know where to read about the tool.
        informationUri: input.informationUri ?? _version_js__WEBPACK_IMPORTED_MODULE_7__/* .HOMEPAGE */ .p,
        ...(input.version ? { version: input.version } : {}),
        rules: rules.rules,
    };
    return {
        log: { $schema: SARIF_SCHEMA, version: '2.1.0', runs: [{ tool: { driver }, results }] },
        withoutLocation: candidates.length - results.length,
        apart: apart.filter((result) => result !== undefined).length,
    };
}
function ruleFor(id, type) {
    const help = `A ${type} secret that Semgrep confirmed valid: rotate the credential at its provider first, then remove it from the code and from the git history.`;
    return {
        id,
        name: `ConfirmedValidSecret/${type}`,
        shortDescription: { text: `Confirmed-valid ${type} secret` },
        fullDescription: { text: `Semgrep Secrets found a ${type} secret and confirmed with its provider that it is valid.` },
        help: { text: help, markdown: (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(help) },
        defaultConfiguration: { level: 'note' },
        properties: { tags: ['security', 'secret'], precision: 'very-high', 'security-severity': '0.0' },
    };
}
function findingRuleFor(id, finding) {
    const product = finding.issueType === 'sca' ? 'supply-chain' : 'code';
    const advisory = finding.issueType === 'sca' ? finding.vulnerability : undefined;
    if (advisory !== undefined) {
        const name = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)((0,_gate_overdue_js__WEBPACK_IMPORTED_MODULE_1__/* .findingName */ .f$)(finding)), 200);
        const url = (0,_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .advisoryUrl */ .Le)(advisory);
        const help = `The supply-chain advisory ${name} (Semgrep rule ${id}): upgrade the package to a fixed version${url ? `; the advisory: ${url}` : ''}.`;
        return {
            id,
            name: (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControl */ .kU)(advisory), 100),
            shortDescription: { text: name },
            fullDescription: { text: help },
            help: { text: help, markdown: (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(help, 1000) },
            defaultConfiguration: { level: 'note' },
            properties: { tags: ['security', product], precision: 'high', 'security-severity': '0.0' },
        };
    }
    const help = `A ${product} finding of the Semgrep rule ${id}: see the rule in Semgrep for its explanation and fix.`;
    const short = (0,_gate_overdue_js__WEBPACK_IMPORTED_MODULE_1__/* .shortRule */ .r0)(id);
    return {
        id,
        ...(short === id ? {} : { name: short }),
        shortDescription: { text: `Semgrep rule ${id}` },
        fullDescription: { text: help },
        help: { text: help, markdown: (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownText */ .p7)(help) },
        defaultConfiguration: { level: 'note' },
        properties: { tags: ['security', product], precision: 'high', 'security-severity': '0.0' },
    };
}
/** A rule takes the level and security-severity of its most severe result. */
function raiseSeverity(rule, severity) {
    const score = severity ? SECURITY_SEVERITY[severity] : SECURITY_SEVERITY.medium;
    if (score > Number(rule.properties['security-severity'])) {
        rule.properties['security-severity'] = score.toFixed(1);
        rule.defaultConfiguration.level = severity ? LEVEL[severity] : 'warning';
    }
}


/***/ })

};

//# sourceMappingURL=729.index.js.map