export const id = 202;
export const ids = [202];
export const modules = {

/***/ 4202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_FILE_GLOBS: () => (/* binding */ MAX_FILE_GLOBS),
/* harmony export */   MAX_FILE_GLOB_CHARS: () => (/* binding */ MAX_FILE_GLOB_CHARS),
/* harmony export */   parseExceptions: () => (/* binding */ parseExceptions)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _api_enums_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4986);
/* harmony import */ var _domain_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9375);
/* harmony import */ var _gate_exceptions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2933);
/* harmony import */ var _gate_glob_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2253);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2969);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4389);
/* harmony import */ var _strict_yaml_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8857);
// The exceptions file's grammar: accepted risk as YAML, each entry checked here. An entry that cannot
// be read is an error that names the file, the line and what to fix; it never applies. Pure.








/** Longest text field of an entry (a reason, an owner, an id), in characters. */
const MAX_FIELD_CHARS = 2000;
/**
 * What the globs of one file may hold together: alternatives (after braces) and characters. Each item the
 * gate reads is matched against every glob of the entries that name it, in steps of at most (glob
 * characters × path characters): these keep that to a few milliseconds per item at the worst.
 */
const MAX_FILE_GLOBS = 1000;
const MAX_FILE_GLOB_CHARS = 10_000;
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
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .xL('exceptions-file', `${path}:${line}: ${message}`);
    };
    const { root, lineOf } = (0,_strict_yaml_js__WEBPACK_IMPORTED_MODULE_6__/* .parseStrictYaml */ .A)(text, fail);
    // An empty document, or `exceptions:` alone.
    if ((0,_strict_yaml_js__WEBPACK_IMPORTED_MODULE_6__/* .isEmptyNode */ .m)(root))
        return { path, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        return fail(lineOf(root), 'the file must be a mapping with one key, exceptions: a list of entries.');
    for (const pair of root.items) {
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : '';
        if (key !== 'exceptions')
            fail(lineOf(pair.key), `unknown key ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(key)}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_7__/* .didYouMean */ .au)(key, ['exceptions'], 1)}: the file holds one key, exceptions.`);
    }
    const list = root.get('exceptions', true);
    if ((0,_strict_yaml_js__WEBPACK_IMPORTED_MODULE_6__/* .isEmptyNode */ .m)(list))
        return { path, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
        return fail(lineOf(list), 'exceptions must be a list of entries, each starting with "- ".');
    if (list.items.length > _inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_INPUT_LIST_ITEMS */ .Oy)
        fail(lineOf(list), `${list.items.length} entries: the limit is ${_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_INPUT_LIST_ITEMS */ .Oy}.`);
    // The file's globs so far, bounded as each is compiled: one past the bound is refused before it is expanded.
    const tally = { globs: 0, chars: 0 };
    const entries = list.items.map((item, index) => {
        try {
            return readEntry(item, index + 1, lineOf, now, maxDays, tally);
        }
        catch (problem) {
            // Only EntryProblem is thrown while an entry is read: every way it can be wrong has a line and a fix.
            const { line, message } = problem;
            return fail(line, `entry ${index + 1}: ${message}`);
        }
    });
    return { path, entries };
}
/**
 * Adds one glob's size to the file's, before the glob is expanded: throws at the glob that passes
 * MAX_FILE_GLOBS or MAX_FILE_GLOB_CHARS, so a file past the bound costs no more than the bound.
 */
function admitGlob(tally, size, text, line) {
    tally.globs += size.alternatives;
    tally.chars += size.chars;
    if (tally.globs > MAX_FILE_GLOBS || tally.chars > MAX_FILE_GLOB_CHARS) {
        throw new EntryProblem(line, `paths: the glob ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(text)} brings the file's paths globs to ${tally.globs.toLocaleString('en-US')} globs (braces expanded) of ${tally.chars.toLocaleString('en-US')} characters: the limit is ${MAX_FILE_GLOBS.toLocaleString('en-US')} globs of ${MAX_FILE_GLOB_CHARS.toLocaleString('en-US')} characters in one file, which every finding is matched against; use fewer, broader globs such as src/legacy/**.`);
    }
}
function fieldsOf(map, lineOf) {
    const fields = new Map();
    for (const pair of map.items) {
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : '';
        const keyLine = lineOf(pair.key);
        if (!ENTRY_KEYS.includes(key)) {
            throw new EntryProblem(keyLine, `unknown key ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(key)}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_7__/* .didYouMean */ .au)(key, ENTRY_KEYS, 1) || `; an entry's keys are ${ENTRY_KEYS.join(', ')}`}.`);
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
function readEntry(node, number, lineOf, now, maxDays, tally) {
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
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .present */ .Eb)('finding', text('finding')),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .present */ .Eb)('rule', text('rule')),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .present */ .Eb)('vulnerability', parseAdvisory(text('vulnerability'), lineOfKey('vulnerability'))),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .present */ .Eb)('secret', text('secret')),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .present */ .Eb)('package', packageText === undefined ? undefined : parsePackage(packageText, lineOfKey('package'))),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .present */ .Eb)('projects', list('projects')?.map(_gate_exceptions_js__WEBPACK_IMPORTED_MODULE_3__/* .projectMatch */ .Dm)),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .present */ .Eb)('paths', globsOf(list('paths'), lineOfKey('paths'), tally)),
        reason,
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .present */ .Eb)('owner', owner),
        expires: parseExpiry(text('expires'), lineOfKey('expires'), now, maxDays),
    };
}
/** `paths`: each glob compiled within the file's bound, or refused with what to write instead. */
function globsOf(texts, line, tally) {
    return texts?.map((text) => {
        try {
            return (0,_gate_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .compileGlob */ .SO)(text, (size) => admitGlob(tally, size, text, line));
        }
        catch (problem) {
            if (!(problem instanceof _gate_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .GlobProblem */ .U0))
                throw problem;
            throw new EntryProblem(line, `paths: the glob ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(text)} cannot be matched: ${problem.message}.`);
        }
    });
}
/** `vulnerability`: a CVE or GHSA id, upper case. */
function parseAdvisory(value, line) {
    if (value === undefined)
        return undefined;
    if (!ADVISORY.test(value)) {
        throw new EntryProblem(line, `vulnerability is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(value)}: use a CVE id (CVE-2024-1234) or a GHSA id (GHSA-xxxx-xxxx-xxxx).`);
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
    if (items.length > _inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_INPUT_LIST_ITEMS */ .Oy)
        throw new EntryProblem(line, `${key} lists ${items.length} items: the limit is ${_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_INPUT_LIST_ITEMS */ .Oy}.`);
    return items;
}
/** `expires`: a date (YYYY-MM-DD, UTC), the last day the entry applies, at most `maxDays` ahead of today. */
function parseExpiry(value, line, now, maxDays) {
    if (value === undefined || value === '') {
        throw new EntryProblem(line, 'expires is required: the last day the exception applies, as YYYY-MM-DD.');
    }
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
        throw new EntryProblem(line, `expires is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(value)}, not a date: write the last day the exception applies as YYYY-MM-DD, such as 2027-03-31.`);
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
        throw new EntryProblem(line, `package is ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(value)}: ${why}; write a purl such as pkg:npm/lodash (pkg:npm/lodash@4.17.20 for one version) or ecosystem:name such as npm:lodash.`);
    };
    const decode = (part) => {
        try {
            return decodeURIComponent(part);
        }
        catch {
            return wrong(`${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(part)} holds a %-escape that is not UTF-8`);
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

/***/ 8857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ isEmptyNode),
  A: () => (/* binding */ parseStrictYaml)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/config/inputs.ts
var inputs = __webpack_require__(4389);
;// CONCATENATED MODULE: ./src/config/yaml-shape.ts
// The shape of a YAML text before it is parsed: how deep it nests and how many entries it holds,
// counted over the tokens of yaml's own lexer (iterative, constant memory), so that a bracket inside a
// quoted scalar, a comment, a plain scalar or a block scalar is text here as it is to the parser. The
// parser recurses once per level and builds objects per entry, synchronously, where the run's deadline
// cannot stop it: a text no grammar of the gate could use is refused before it is parsed. Pure.


/**
 * Deepest nesting read. The exceptions file needs 4 levels (the root mapping, its list, an entry, an
 * entry's paths or projects), a policy file 2 (the root mapping, a list value): twice the deepest, so a
 * list where a text belongs still reaches the grammar's own message, which names the key.
 */
const MAX_YAML_DEPTH = 8;
/**
 * Most entries (keys, list items, flow collections) read: the exceptions file's 1000 entries with their
 * ten keys and room for as many paths or projects again; a policy file's inputs with lists of 1000.
 */
const MAX_YAML_ENTRIES = 20 * inputs/* MAX_INPUT_LIST_ITEMS */.Oy;
/** How deep the open flow collections nest. */
const flowDepth = (flows) => flows.reduce((sum, flow) => sum + (flow.sequence ? 2 : 1) + Math.max(0, flow.pairs - 1) + flow.lenient, 0);
/** The tokens that begin an entry: a list item, a key, a collection. */
const ENTRY_TOKENS = new Set(['seq-item-ind', 'explicit-key-ind', 'map-value-ind', 'comma', 'flow-seq-start', 'flow-map-start']);
/** The first place `text` nests deeper than `limits.depth` or holds more than `limits.entries` entries. */
function yamlShapeFault(text, limits = { depth: MAX_YAML_DEPTH, entries: MAX_YAML_ENTRIES }) {
    const blocks = { open: [], indent: 0, atLineStart: true, openedOnLine: false };
    const flows = [];
    let line = 1;
    let entries = 0;
    let plain = false;
    for (const token of new dist/* Lexer */.JG().lex(text)) {
        // A plain scalar, or a block scalar's body, follows a mark of no width; so does the document's start.
        if (token === dist/* CST */.DB.SCALAR || token === dist/* CST */.DB.DOCUMENT) {
            plain = token === dist/* CST */.DB.SCALAR;
            continue;
        }
        const type = plain ? 'scalar' : (dist/* CST */.DB.tokenType(token) ?? 'scalar');
        plain = false;
        if (ENTRY_TOKENS.has(type) && ++entries > limits.entries) {
            return {
                line,
                message: `the file holds more than ${limits.entries} entries (keys and list items), more than the gate reads from one file: remove entries.`,
            };
        }
        if (flows.length > 0)
            stepFlow(type, flows);
        stepBlock(type, token, blocks, flows.length === 0);
        if (type === 'flow-seq-start' || type === 'flow-map-start')
            flows.push({ sequence: type === 'flow-seq-start', pairs: 0, lenient: 0 });
        if (blocks.open.length + flowDepth(flows) > limits.depth) {
            return {
                line,
                message: `the file nests deeper than ${limits.depth} levels, and the gate reads at most 4: write each value as a text or a list of texts.`,
            };
        }
        line += token.split('\n').length - 1;
    }
    return undefined;
}
/** One token, for the block collections: one opened at an indicator (outside flow collections), the line's indentation. */
function stepBlock(type, token, blocks, outsideFlow) {
    switch (type) {
        case 'seq-item-ind':
        case 'explicit-key-ind':
        case 'map-value-ind':
            if (outsideFlow)
                openBlock(blocks, type === 'seq-item-ind');
            if (blocks.atLineStart)
                blocks.indent += token.length;
            return;
        case 'space':
            if (blocks.atLineStart && token.startsWith(' '))
                blocks.indent += token.length;
            return;
        case 'doc-start':
        case 'doc-end':
            blocks.open.length = 0;
            blocks.atLineStart = false;
            return;
        case 'flow-error-end':
            return;
        default:
            // A line break, or a block scalar's body, which ends its last line.
            blocks.atLineStart = type === 'newline' || token.endsWith('\n');
            if (blocks.atLineStart) {
                blocks.indent = 0;
                blocks.openedOnLine = false;
            }
    }
}
/** A block collection at the line's indentation: the one open there, or a new one nested in it. */
function openBlock(blocks, sequence) {
    const { open, indent } = blocks;
    if (!blocks.openedOnLine) {
        while (open.length > 0 && open.at(-1).indent > indent)
            open.pop();
        const top = open.at(-1);
        if (top !== undefined && top.indent === indent && top.sequence && !sequence)
            open.pop();
    }
    const same = open.at(-1);
    if (blocks.openedOnLine || same === undefined || same.indent !== indent || same.sequence !== sequence)
        open.push({ indent, sequence });
    blocks.openedOnLine = true;
}
/** One token inside flow collections: one closed, all closed by an error, a `:` of an item, an item ended. */
function stepFlow(type, flows) {
    const current = flows.at(-1);
    if (type === 'flow-seq-end' || type === 'flow-map-end')
        flows.pop();
    else if (type === 'flow-error-end')
        flows.length = 0;
    else if (type === 'map-value-ind')
        current.pairs += 1;
    else if (type === 'seq-item-ind' || type === 'explicit-key-ind')
        current.lenient += 1;
    else if (type === 'comma')
        current.pairs = 0;
}

;// CONCATENATED MODULE: ./src/config/strict-yaml.ts
// YAML as the gate reads a file a reviewer must be able to trust (the exceptions file, the policy
// file): every scalar as text (the failsafe schema: an id of digits or a date stays as written), keys
// unique, and no tag or anchor (a reviewer reads what applies where it applies). The text's depth and
// entries are bounded before it is parsed (yaml-shape.ts). A problem is reported through the caller's
// `fail`, with the line. Pure.



/** Parses `text`; calls `fail` for a text nested too deep or too long, a syntax error, a key given twice, a tag or an anchor. */
function parseStrictYaml(text, fail) {
    const shape = yamlShapeFault(text);
    if (shape !== undefined)
        fail(shape.line, shape.message);
    const lines = new dist/* LineCounter */.HN();
    // Keys are checked unique below, in one pass: yaml's own check compares each key with every other.
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, schema: 'failsafe', uniqueKeys: false, prettyErrors: false });
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
    return node === null || node === undefined || ((0,dist/* isScalar */.jn)(node) && node.value === '');
}
/**
 * The first key given twice in a mapping, tag or anchor of the document: a reviewer must read what
 * applies where it applies. A key is compared as text (every scalar is text here). A tag
 * (`!!binary`, `!!str`, `!x`) changes what the text written means; an anchor lets an alias (`*x`)
 * repeat a value away from where it is written (an alias needs an anchor before it, so refusing anchors
 * refuses aliases).
 */
function hiddenMeaning(document) {
    let found;
    (0,dist/* visit */.YR)(document, {
        Node(_, node) {
            const twice = (0,dist/* isMap */.jh)(node) ? repeatedKey(node.items.map((pair) => pair.key)) : undefined;
            if (twice !== undefined) {
                found = { node: twice, message: 'not valid YAML (Map keys must be unique): fix the syntax.' };
            }
            else if (node.tag !== undefined) {
                const tag = node.tag.replace(/^tag:yaml\.org,2002:/, '!!');
                found = {
                    node,
                    message: `the tag ${(0,inputs/* quoteValue */.cl)(tag)} changes what the value written means, and a reviewer must read what applies as it is written: remove the tag.`,
                };
            }
            else if (node.anchor !== undefined) {
                found = {
                    node,
                    message: `the anchor ${(0,inputs/* quoteValue */.cl)(`&${node.anchor}`)} lets an alias (${(0,inputs/* quoteValue */.cl)(`*${node.anchor}`)}) repeat this value where a reviewer does not see it: write each value out where it applies, and remove the anchor.`,
                };
            }
            return found === undefined ? undefined : dist/* visit */.YR.BREAK;
        },
    });
    return found;
}
/** The first scalar key equal to one before it. */
function repeatedKey(keys) {
    const seen = new Set();
    for (const key of keys) {
        if (!(0,dist/* isScalar */.jn)(key))
            continue;
        const text = String(key.value);
        if (seen.has(text))
            return key;
        seen.add(text);
    }
    return undefined;
}


/***/ })

};

//# sourceMappingURL=202.index.js.map