export const id = 202;
export const ids = [202];
export const modules = {

/***/ 4202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseExceptions: () => (/* binding */ parseExceptions)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _api_enums_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4986);
/* harmony import */ var _domain_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9375);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2969);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4389);
/* harmony import */ var _strict_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7713);
// The exceptions file's grammar: accepted risk as YAML, each entry checked here. An entry that cannot
// be read is an error that names the file, the line and what to fix; it never applies. Pure.






/** Longest text field of an entry (a reason, an owner, an id), in characters. */
const MAX_FIELD_CHARS = 2000;
/** The keys of an entry, and the kind of item each match key makes it about. */
const MATCH_KEYS = {
    finding: 'findings',
    rule: 'findings',
    vulnerability: 'findings',
    secret: 'secrets',
    package: 'dependencies',
};
const ENTRY_KEYS = [...Object.keys(MATCH_KEYS), 'projects', 'paths', 'reason', 'owner', 'expires'];
const ADVISORY = /^(CVE-\d{4}-\d{4,}|GHSA(-[23456789cfghjmpqrvwx]{4}){3})$/i;
/**
 * What a reader cannot see: white space, control and format characters, default-ignorable code points
 * (zero-width spaces, U+2060, U+FEFF, bidi marks, Hangul fillers), marks with nothing to mark, the
 * braille blank. A text made only of these is empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]/gu;
/** Where a problem is, and what to fix: becomes `file:line: …`. */
class EntryProblem extends Error {
    line;
    constructor(line, message) {
        super(message);
        this.line = line;
    }
}
/** The entries of an exceptions file's text; throws ConfigError naming the file, the line and what to fix. */
function parseExceptions(text, path, now, maxDays) {
    const fail = (line, message) => {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL('exceptions-file', `${path}:${line}: ${message}`);
    };
    const { root, lineOf } = (0,_strict_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStrictYaml */ .A)(text, fail);
    // An empty document, or `exceptions:` alone.
    if ((0,_strict_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyNode */ .m)(root))
        return { path, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        return fail(lineOf(root), 'the file must be a mapping with one key, exceptions: a list of entries.');
    for (const pair of root.items) {
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : '';
        if (key !== 'exceptions')
            fail(lineOf(pair.key), `unknown key ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteValue */ .cl)(key)}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(key, ['exceptions'], 1)}: the file holds one key, exceptions.`);
    }
    const list = root.get('exceptions', true);
    if ((0,_strict_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyNode */ .m)(list))
        return { path, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
        return fail(lineOf(list), 'exceptions must be a list of entries, each starting with "- ".');
    if (list.items.length > _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_INPUT_LIST_ITEMS */ .Oy)
        fail(lineOf(list), `${list.items.length} entries: the limit is ${_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_INPUT_LIST_ITEMS */ .Oy}.`);
    const entries = list.items.map((item, index) => {
        try {
            return readEntry(item, index + 1, lineOf, now, maxDays);
        }
        catch (problem) {
            // Only EntryProblem is thrown while an entry is read: every way it can be wrong has a line and a fix.
            const { line, message } = problem;
            return fail(line, `entry ${index + 1}: ${message}`);
        }
    });
    return { path, entries };
}
function fieldsOf(map, lineOf) {
    const fields = new Map();
    for (const pair of map.items) {
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : '';
        const keyLine = lineOf(pair.key);
        if (!ENTRY_KEYS.includes(key)) {
            throw new EntryProblem(keyLine, `unknown key ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteValue */ .cl)(key)}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(key, ENTRY_KEYS, 1) || `; an entry's keys are ${ENTRY_KEYS.join(', ')}`}.`);
        }
        fields.set(key, { value: pair.value, line: keyLine });
    }
    return fields;
}
/** The one kind of item an entry's match keys are about. */
function kindOf(fields, line) {
    const kinds = new Set(Object.keys(MATCH_KEYS)
        .filter((key) => fields.has(key))
        .map((key) => MATCH_KEYS[key]));
    const [kind] = kinds;
    if (kind === undefined) {
        throw new EntryProblem(line, 'it matches nothing: give at least one of finding, rule, vulnerability, secret or package.');
    }
    if (kinds.size > 1) {
        throw new EntryProblem(line, 'it mixes kinds: finding, rule and vulnerability match code and supply-chain findings, secret a secrets finding, package a dependency; write one entry for each.');
    }
    return kind;
}
/** One entry, checked. */
function readEntry(node, number, lineOf, now, maxDays) {
    const line = lineOf(node);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        throw new EntryProblem(line, 'an entry must be a mapping of keys (rule:, reason:, expires:, …).');
    const fields = fieldsOf(node, lineOf);
    const lineOfKey = (key) => fields.get(key)?.line ?? line;
    const text = (key) => {
        const field = fields.get(key);
        return field === undefined ? undefined : textOf(key, field.value, field.line);
    };
    const list = (key) => {
        const field = fields.get(key);
        return field === undefined ? undefined : listOf(key, field.value, field.line);
    };
    const kind = kindOf(fields, line);
    const reason = text('reason');
    if (reason === undefined || reason === '')
        throw new EntryProblem(lineOfKey('reason'), 'reason is required: say why this risk is accepted.');
    for (const key of ['finding', 'rule', 'secret', 'vulnerability', 'package']) {
        if (text(key) === '')
            throw new EntryProblem(lineOfKey(key), `${key} is empty: give the ${key} to match, or remove the key.`);
    }
    const owner = text('owner');
    if (owner === '')
        throw new EntryProblem(lineOfKey('owner'), 'owner is empty: name who owns this risk (such as @acme/security), or remove the key.');
    const packageText = text('package');
    return {
        number,
        line,
        kind,
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .present */ .Eb)('finding', text('finding')),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .present */ .Eb)('rule', text('rule')),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .present */ .Eb)('vulnerability', parseAdvisory(text('vulnerability'), lineOfKey('vulnerability'))),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .present */ .Eb)('secret', text('secret')),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .present */ .Eb)('package', packageText === undefined ? undefined : parsePackage(packageText, lineOfKey('package'))),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .present */ .Eb)('projects', list('projects')),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .present */ .Eb)('paths', list('paths')),
        reason,
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .present */ .Eb)('owner', owner),
        expires: parseExpiry(text('expires'), lineOfKey('expires'), now, maxDays),
    };
}
/** `vulnerability`: a CVE or GHSA id, upper case. */
function parseAdvisory(value, line) {
    if (value === undefined)
        return undefined;
    if (!ADVISORY.test(value)) {
        throw new EntryProblem(line, `vulnerability is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteValue */ .cl)(value)}: use a CVE id (CVE-2024-1234) or a GHSA id (GHSA-xxxx-xxxx-xxxx).`);
    }
    return value.toUpperCase();
}
/** A text field: one line of text, no control characters, at most MAX_FIELD_CHARS; empty when nothing in it can be seen. */
function textOf(key, node, line) {
    // A key with no value at all (`? reason`, `{reason}`) has the node null.
    if (node === null)
        return '';
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        throw new EntryProblem(line, `${key} must be text, not a list or a mapping.`);
    const value = String(node.value).trim();
    if (value.replace(INVISIBLE, '') === '')
        return '';
    // A line break is allowed (a block scalar): it becomes a space below.
    if (/(?!\n)[\p{Cc}\p{Zl}\p{Zp}]/u.test(value))
        throw new EntryProblem(line, `${key} holds a control character: remove it.`);
    if (value.length > MAX_FIELD_CHARS)
        throw new EntryProblem(line, `${key} is ${value.length} characters long: the limit is ${MAX_FIELD_CHARS}.`);
    return value.replace(/\s*\n\s*/g, ' ');
}
/** A list field (projects, paths): a list of texts, or one text; never empty. */
function listOf(key, node, line) {
    const items = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) ? node.items.map((item) => textOf(key, item, line)) : [textOf(key, node, line)];
    if (items.length === 0 || items.some((item) => item === '')) {
        throw new EntryProblem(line, `${key} lists an empty item: list ${key === 'paths' ? 'globs such as src/legacy/**' : 'repository names such as acme/api'}, or remove the key.`);
    }
    if (items.length > _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_INPUT_LIST_ITEMS */ .Oy)
        throw new EntryProblem(line, `${key} lists ${items.length} items: the limit is ${_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_INPUT_LIST_ITEMS */ .Oy}.`);
    return items;
}
/** `expires`: a date (YYYY-MM-DD, UTC), the last day the entry applies, at most `maxDays` ahead of today. */
function parseExpiry(value, line, now, maxDays) {
    if (value === undefined || value === '') {
        throw new EntryProblem(line, 'expires is required: the last day the exception applies, as YYYY-MM-DD.');
    }
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
        throw new EntryProblem(line, `expires is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteValue */ .cl)(value)}, not a date: write the last day the exception applies as YYYY-MM-DD, such as 2027-03-31.`);
    }
    const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
    const days = Math.round((ms - today) / _domain_js__WEBPACK_IMPORTED_MODULE_2__/* .DAY_MS */ .sO);
    if (days > maxDays) {
        throw new EntryProblem(line, `expires is ${value}, ${days} days ahead, and exceptions-max-days is ${maxDays}: choose an earlier date (renew the exception when it is due), or raise exceptions-max-days.`);
    }
    return value;
}
/** `package`: a purl (`pkg:npm/lodash`, `pkg:npm/%40babel/core@7.23.5`) or `ecosystem:name[@version]` (`npm:lodash`, `maven:org.yaml:snakeyaml`). */
function parsePackage(value, line) {
    const types = new Set(Object.values(_api_enums_js__WEBPACK_IMPORTED_MODULE_1__/* .PURL_TYPE */ ["do"]));
    const wrong = (why) => {
        throw new EntryProblem(line, `package is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteValue */ .cl)(value)}: ${why}; write a purl such as pkg:npm/lodash (pkg:npm/lodash@4.17.20 for one version) or ecosystem:name such as npm:lodash.`);
    };
    const decode = (part) => {
        try {
            return decodeURIComponent(part);
        }
        catch {
            return wrong(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteValue */ .cl)(part)} holds a %-escape that is not UTF-8`);
        }
    };
    if (value.startsWith('pkg:')) {
        const match = /^pkg:([a-z0-9.+-]+)\/([^?#@]+(?:@(?=.)[^@?#/]+)?)$/i.exec(value);
        if (match === null)
            return wrong('not a package URL this gate reads (no qualifiers or subpath)');
        const type = match[1].toLowerCase();
        if (!types.has(type))
            return wrong(`the purl type ${type} is not one of ${[...types].sort().join(', ')}`);
        const [path, version] = splitVersion(match[2]);
        const segments = path.split('/').map(decode);
        // Maven's namespace is the group, written group:artifact by the API; elsewhere the namespace is part of the name.
        const name = type === 'maven' && segments.length === 2 ? segments.join(':') : segments.join('/');
        return {
            asWritten: value,
            type,
            name: (0,_api_enums_js__WEBPACK_IMPORTED_MODULE_1__/* .purlName */ .pB)(type, name),
            ...(version === undefined ? {} : { version: decode(version) }),
        };
    }
    const colon = value.indexOf(':');
    if (colon <= 0)
        return wrong('neither a purl nor ecosystem:name');
    const ecosystem = value.slice(0, colon).toLowerCase();
    const type = _api_enums_js__WEBPACK_IMPORTED_MODULE_1__/* .PURL_TYPE */ ["do"][ecosystem];
    if (type === undefined)
        return wrong(`the ecosystem ${ecosystem} is not one of ${Object.keys(_api_enums_js__WEBPACK_IMPORTED_MODULE_1__/* .PURL_TYPE */ ["do"]).sort().join(', ')}`);
    const [name, version] = splitVersion(value.slice(colon + 1));
    if (name === '')
        return wrong('it names no package');
    return { asWritten: value, type, name: (0,_api_enums_js__WEBPACK_IMPORTED_MODULE_1__/* .purlName */ .pB)(type, name), ...(version === undefined ? {} : { version }) };
}
/** `name@version` → name and version; a leading `@` (an npm scope) is part of the name. */
function splitVersion(text) {
    const at = text.lastIndexOf('@');
    return at > 0 ? [text.slice(0, at), text.slice(at + 1)] : [text, undefined];
}


/***/ }),

/***/ 7713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ parseStrictYaml),
/* harmony export */   m: () => (/* binding */ isEmptyNode)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4389);
// YAML as the gate reads a file a reviewer must be able to trust (the exceptions file, the policy
// file): every scalar as text (the failsafe schema: an id of digits or a date stays as written), keys
// unique, and no tag or anchor (a reviewer reads what applies where it applies). A problem is reported
// through the caller's `fail`, with the line. Pure.


/** Parses `text`; calls `fail` for a syntax error, a tag or an anchor. */
function parseStrictYaml(text, fail) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, schema: 'failsafe', uniqueKeys: true, prettyErrors: false });
    const [error] = document.errors;
    if (error !== undefined)
        fail(lines.linePos(error.pos[0]).line, `not valid YAML (${error.message.split('\n')[0]}): fix the syntax.`);
    const lineOf = (node) => (node?.range ? lines.linePos(node.range[0]).line : 1);
    const hidden = hiddenMeaning(document);
    if (hidden !== undefined)
        fail(lineOf(hidden.node), hidden.message);
    return { root: document.contents, lineOf };
}
/** Whether a node is empty: an empty document, or a key with nothing after it (the failsafe schema reads it as ''). */
function isEmptyNode(node) {
    return node === null || node === undefined || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && node.value === '');
}
/**
 * The first tag or anchor of the document: a reviewer must read what applies where it applies. A tag
 * (`!!binary`, `!!str`, `!x`) changes what the text written means; an anchor lets an alias (`*x`)
 * repeat a value away from where it is written (an alias needs an anchor before it, so refusing anchors
 * refuses aliases).
 */
function hiddenMeaning(document) {
    let found;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(document, {
        Node(_, node) {
            if (node.tag !== undefined) {
                const tag = node.tag.replace(/^tag:yaml\.org,2002:/, '!!');
                found = {
                    node,
                    message: `the tag ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(tag)} changes what the value written means, and a reviewer must read what applies as it is written: remove the tag.`,
                };
            }
            else if (node.anchor !== undefined) {
                found = {
                    node,
                    message: `the anchor ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(`&${node.anchor}`)} lets an alias (${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(`*${node.anchor}`)}) repeat this value where a reviewer does not see it: write each value out where it applies, and remove the anchor.`,
                };
            }
            return found === undefined ? undefined : yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
    });
    return found;
}


/***/ })

};

//# sourceMappingURL=202.index.js.map