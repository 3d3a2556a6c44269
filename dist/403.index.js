export const id = 403;
export const ids = [403];
export const modules = {

/***/ 7403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_POLICY_FILE_BYTES: () => (/* binding */ MAX_POLICY_FILE_BYTES),
  TOKEN_DESTINATIONS: () => (/* binding */ TOKEN_DESTINATIONS),
  checkoutOf: () => (/* binding */ checkoutOf),
  configWithPolicy: () => (/* binding */ configWithPolicy),
  writtenPathFault: () => (/* binding */ writtenPathFault)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/files/read.ts
var files_read = __webpack_require__(9823);
// EXTERNAL MODULE: ./src/config/exceptions.ts
var exceptions = __webpack_require__(1890);
// EXTERNAL MODULE: ./src/config/index.ts + 2 modules
var config = __webpack_require__(6576);
// EXTERNAL MODULE: ./src/config/inputs.ts
var config_inputs = __webpack_require__(4389);
// EXTERNAL MODULE: ./src/domain.ts
var domain = __webpack_require__(9375);
// EXTERNAL MODULE: ./src/config/vocabulary.ts
var vocabulary = __webpack_require__(8724);
;// CONCATENATED MODULE: ./src/config/input-options.ts

/** The choices of a report filter, from the report filters' own table. */
function reportFilter(input) {
    const filter = vocabulary/* ENUM_FILTERS */.qY.find((candidate) => candidate.input === input);
    if (filter === undefined)
        throw new Error(`no report filter is named ${input} (config/vocabulary.ts ENUM_FILTERS)`);
    return filter.choices;
}
/** Every enumerated input's choices: the type checker holds this to exactly the inputs the table types as one. */
const CHOICES = {
    'finding-types': vocabulary/* FINDING_TYPE_CHOICES */.Ad,
    'fail-on-severity': vocabulary/* SEVERITY_FLOOR_CHOICES */.oj,
    ecosystems: vocabulary/* ECOSYSTEM_CHOICES */.oP,
    transitivity: vocabulary/* TRANSITIVITY_CHOICES */.Sl,
    confidence: reportFilter('confidence'),
    reachability: reportFilter('reachability'),
    validity: reportFilter('validity'),
    'ai-verdicts': reportFilter('ai-verdicts'),
    'deployment-statuses': reportFilter('deployment-statuses'),
    'public-exposures': reportFilter('public-exposures'),
    mode: vocabulary/* MODE_CHOICES */.gH,
    'on-api-error': vocabulary/* ON_API_ERROR_CHOICES */.J4,
    'comment-on-pr': vocabulary/* COMMENT_ON_PR_CHOICES */.Cv,
    'gate-on': vocabulary/* GATE_ON_CHOICES */.Pj,
    'record-finding-ids': vocabulary/* RECORD_IDS_CHOICES */.Gb,
    'count-triage-states': vocabulary/* TRIAGE_STATE_CHOICES */.cj,
};
/** The choices of an enumerated input, from the vocabulary; undefined for any other input. */
function inputChoices(name) {
    return Object.hasOwn(CHOICES, name) ? CHOICES[name] : undefined;
}
/** The words an enumerated input offers (the first word of each choice, in the vocabulary's order); undefined for any other input. */
function inputOptions(name) {
    return inputChoices(name)?.map((choice) => choice.words[0] ?? String(choice.value));
}

// EXTERNAL MODULE: ./src/config/input-table.ts
var input_table = __webpack_require__(5939);
// EXTERNAL MODULE: ./src/config/thresholds.ts
var thresholds = __webpack_require__(36);
// EXTERNAL MODULE: ./src/config/time.ts
var time = __webpack_require__(9729);
;// CONCATENATED MODULE: ./src/config/policy-ceilings.ts
// Ceilings, not defaults: what a repository may do to an input its organisation's policy file sets.
// The policy's value applies where the repository leaves the input unset; where it sets one, it may be
// as strict or stricter, never looser. What "stricter" means is each input's `tightens` kind in the
// table of inputs (input-table.ts); the one comparison of each kind is here. Pure.








const TABLE = input_table/* INPUTS */.m;
/**
 * Whether a repository's raw input is unset: blank, or, where the CI fills defaults (`defaultsFilled`: the action, the
 * GitLab component, the Azure task), the default it passes for an input a workflow leaves out. On the command line a
 * flag or a variable given is the repository's own, its default too (trial8 F1).
 */
function isUnset(name, raw, defaultsFilled = true) {
    const value = (raw ?? '').trim();
    return value === '' || (defaultsFilled && value === config_inputs/* INPUT_DEFAULTS */.WJ[name]);
}
/** The inputs the gate runs with, each the policy's where the repository is silent; throws ConfigError for a looser value. */
function applyPolicy(policy, inputs, defaultsFilled) {
    // The inputs a CI may have filled in with their default (absent: every one, the action's).
    const filled = (name) => defaultsFilled === undefined || defaultsFilled.has(name);
    const merged = { ...inputs };
    const fromPolicy = new Map();
    const tightened = [];
    const belowDefault = [];
    for (const [name, { value, line }] of policy.values) {
        if (isUnset(name, inputs[name], filled(name))) {
            merged[name] = value;
            fromPolicy.set(name, line);
            if (looserThanDefault(name, value, inputs[name]))
                belowDefault.push(name);
            continue;
        }
        const own = inputs[name].trim();
        const judgement = judge(name, value, own);
        if ('refused' in judgement) {
            const file = `the policy file ${policy.label}`;
            throw new config_inputs/* ConfigError */.xL(name, judgement.refused === 'fixed'
                ? `Input '${name}' is ${(0,config_inputs/* quoteValue */.cl)(own)}, and ${file} sets ${(0,config_inputs/* quoteValue */.cl)(value)} (line ${line}): ${judgement.why}; ${judgement.fix}.`
                : `Input '${name}' is ${(0,config_inputs/* quoteValue */.cl)(own)}, looser than ${(0,config_inputs/* quoteValue */.cl)(value)} that ${file} sets (line ${line}): ${judgement.why}. A repository may make the gate stricter, never looser: ${judgement.fix}.`);
        }
        merged[name] = judgement.value;
        if (judgement.stricter)
            tightened.push(name);
    }
    // A filter the policy leaves out counts every finding; a repository that narrows it counts fewer.
    for (const name of Object.keys(TABLE)) {
        if (policy.values.has(name) || isUnset(name, inputs[name], filled(name)))
            continue;
        const own = inputs[name].trim();
        const why = narrowedFilter(name, own);
        if (why !== undefined) {
            throw new config_inputs/* ConfigError */.xL(name, `Input '${name}' is ${(0,config_inputs/* quoteValue */.cl)(own)}: ${why}. The policy file ${policy.label} leaves ${name} out, so every finding counts there, and a repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.`);
        }
    }
    refuseScopeMoved(policy, inputs);
    refuseListOff(policy, inputs);
    return { inputs: merged, fromPolicy, tightened, belowDefault };
}
/** Whether the run was given an input's default (not blank) and the policy's value is looser than that default. */
function looserThanDefault(name, policyValue, raw) {
    if ((raw ?? '').trim() !== config_inputs/* INPUT_DEFAULTS */.WJ[name] || config_inputs/* INPUT_DEFAULTS */.WJ[name] === '')
        return false;
    const judgement = judge(name, policyValue, config_inputs/* INPUT_DEFAULTS */.WJ[name]);
    return !('refused' in judgement) && judgement.stricter;
}
/**
 * The inputs that narrow or move what another one judges: a repository's value of one the policy leaves out
 * is refused where the policy sets one it would narrow (project-ids under the policy's `projects: '*'`
 * judges one project; deployment under its projects judges another deployment's; trend under its
 * max-backlog-growth judges the growth over another period).
 */
const SCOPE_MOVES = [
    ['deployment', ['projects', 'project-ids']],
    ['projects', ['project-ids']],
    ['project-ids', ['projects']],
    // The trend's period is what max-backlog-growth judges: a shorter one shows less growth (attack22 G1).
    ['trend', ['max-backlog-growth']],
];
/** A repository's scope input that moves the scope the policy sets: refused, naming the policy's line. */
function refuseScopeMoved(policy, inputs) {
    for (const [name, moves] of SCOPE_MOVES) {
        if (policy.values.has(name) || isUnset(name, inputs[name]))
            continue;
        const fixed = moves.find((scope) => policy.values.has(scope));
        if (fixed === undefined)
            continue;
        const set = policy.values.get(fixed);
        throw new config_inputs/* ConfigError */.xL(name, `Input '${name}' is ${(0,config_inputs/* quoteValue */.cl)(inputs[name].trim())}, and the policy file ${policy.label} sets ${fixed} ${(0,config_inputs/* quoteValue */.cl)(set.value)} (line ${set.line}): ${name} would change what the policy's ${fixed} judges. A repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.`);
    }
}
/**
 * The inputs that only the findings list judges, with the value that needs it. A filter the policy leaves out
 * (count-triage-states) counts at its default, every triage state, which needs the list as well.
 */
const NEEDS_LIST = [
    { name: 'fail-on-malicious', needs: (value) => flagOf('fail-on-malicious', value) === true, filter: false },
    {
        name: 'count-triage-states',
        needs: (value) => (0,config_inputs/* splitList */.ry)('count-triage-states', value).some((state) => state.toLowerCase() !== 'open'),
        filter: true,
    },
];
/** A boolean input's value, or undefined when it is not one (refused later, where it is parsed). */
function flagOf(name, value) {
    try {
        return (0,vocabulary/* parseChoice */.HU)(name, value.trim(), vocabulary/* BOOLEAN_CHOICES */.Ss);
    }
    catch {
        return undefined;
    }
}
/** A repository's list-findings false where the policy leaves it out turns off what the policy asks of the list: a loosening, refused naming both. */
function refuseListOff(policy, inputs) {
    if (policy.values.has('list-findings') || isUnset('list-findings', inputs['list-findings']))
        return;
    const own = inputs['list-findings'].trim();
    if (flagOf('list-findings', own) !== false)
        return;
    for (const { name, needs, filter } of NEEDS_LIST) {
        const set = policy.values.get(name);
        const value = set?.value ?? (filter ? TABLE[name].default : undefined);
        if (value === undefined || !needs(value))
            continue;
        const says = set === undefined
            ? `leaves ${name} out, so it counts at ${(0,config_inputs/* quoteValue */.cl)(value)}`
            : `sets ${name} ${(0,config_inputs/* quoteValue */.cl)(value)} (line ${set.line})`;
        throw new config_inputs/* ConfigError */.xL('list-findings', `Input 'list-findings' is ${(0,config_inputs/* quoteValue */.cl)(own)}, and the policy file ${policy.label} ${says}, which only the findings list judges. A repository may make the gate stricter, never looser: set list-findings to true, or leave it unset.`);
    }
}
/** The one comparison of `name`'s kind, between the policy's value and the repository's (both set). */
function judge(name, policy, own) {
    const kind = TABLE[name]?.tightens;
    if (kind.includes('-over-'))
        return judgeWords(name, kind, policy, own);
    switch (kind) {
        case 'lower-number':
            return judgeNumber(policy, own);
        case 'earlier-severity':
            return judgeSeverity(name, policy, own);
        case 'true-is-stricter':
            return judgeFlag(name, policy, own);
        case 'false-is-stricter':
            return judgeFilterFlag(name, policy, own);
        case 'superset-of-list':
            return judgeList(name, policy, own);
        case 'lower-budgets':
            return judgeBudgets(policy, own);
        case 'shorter-deadlines':
            return judgeDeadlines(policy, own);
        case 'shorter-duration':
            return judgeDuration(name, policy, own);
        case 'fixed':
            return policy === own
                ? { value: own, stricter: false }
                : {
                    refused: 'fixed',
                    why: `a repository may not change ${name} where the policy sets it`,
                    fix: `leave the input unset, or set it to ${(0,config_inputs/* quoteValue */.cl)(policy)}`,
                };
        case 'repository-wins':
            return { value: own, stricter: false };
        default:
            throw new Error(`${name} is not an input a policy file sets`);
    }
}
/** A looser value's refusal. */
const looser = (why, fix) => ({ refused: 'looser', why, fix });
/** The repository's value, compared: stricter, the same, or looser. */
const ordered = (own, difference, refuse) => difference < 0 ? refuse() : { value: own, stricter: difference > 0 };
/** `lower-number`: a whole number or a percentage; a smaller one is stricter (a value that is no number is the parser's to refuse). */
function judgeNumber(policy, own) {
    const number = (text) => Number(text.replace('%', ''));
    return ordered(own, number(policy) - number(own), () => looser(`it is higher than the policy's ${policy}`, `use ${policy} or less, or leave the input unset`));
}
/** `earlier-severity`: a lower floor fails on more severities; none (never on severity) ranks below them all. */
function judgeSeverity(name, policy, own) {
    const floor = (text) => (0,vocabulary/* parseChoice */.HU)(name, text, vocabulary/* SEVERITY_FLOOR_CHOICES */.oj);
    const rank = (text) => domain/* MOST_SEVERE_FIRST */.GX.indexOf(floor(text));
    const ceiling = rank(policy);
    return ordered(own, rank(own) - ceiling, () => {
        const lower = domain/* MOST_SEVERE_FIRST */.GX.slice(ceiling + 1);
        const also = lower.length === 0 ? '' : ` or a lower severity (${lower.join(', ')})`;
        return looser(`it fails on fewer severities than ${floor(policy)}`, `use ${floor(policy)}${also}, or leave the input unset`);
    });
}
/** `true-is-stricter`: true checks more. */
function judgeFlag(name, policy, own) {
    const on = (text) => Number((0,vocabulary/* parseChoice */.HU)(name, text, vocabulary/* BOOLEAN_CHOICES */.Ss));
    return ordered(own, on(own) - on(policy), () => looser('the policy turns it on', 'set it to true, or leave the input unset'));
}
/** `false-is-stricter`: a filter that counts fewer when on; off counts more. */
function judgeFilterFlag(name, policy, own) {
    const on = (text) => Number((0,vocabulary/* parseChoice */.HU)(name, text, vocabulary/* BOOLEAN_CHOICES */.Ss));
    return ordered(own, on(policy) - on(own), () => looser('the policy turns it off, so more findings count', 'set it to false, or leave the input unset'));
}
/** `<stricter>-over-<looser>`: one of two words, the first the stricter. */
function judgeWords(name, kind, policy, own) {
    const choices = inputChoices(name);
    const stricterWord = kind.slice(0, kind.indexOf('-over-'));
    const strict = (0,vocabulary/* parseChoice */.HU)(name, stricterWord, choices);
    const rank = (text) => Number((0,vocabulary/* parseChoice */.HU)(name, text, choices) === strict);
    return ordered(own, rank(own) - rank(policy), () => looser(`${(0,config_inputs/* quoteValue */.cl)(own)} is looser than ${stricterWord}`, `set it to ${stricterWord}, or leave the input unset`));
}
/** The items of a list input, as the gate reads them (choices as their values, ids without leading zeros), each with its word for a message. */
function listItems(name, text) {
    const choices = inputChoices(name);
    if (choices !== undefined)
        return new Map((0,vocabulary/* parseChoiceList */.pT)(name, text, choices).map((value) => [value, (0,vocabulary/* wordOf */.aG)(value, choices)]));
    const ids = vocabulary/* DEPENDENCY_FILTERS */.c9.some((filter) => filter.input === name && filter.kind === 'ids');
    return new Map((0,config_inputs/* splitList */.ry)(name, text)
        .map((item) => (ids ? (0,config_inputs/* parseDecimalId */.MI)(name, item) : item))
        .map((item) => [item, item]));
}
/** Why a repository's value of a filter the policy leaves out counts fewer findings than the filter's default, if it does. */
function narrowedFilter(name, own) {
    const spec = TABLE[name];
    if (name === 'since' || name === 'until')
        return 'it narrows the findings counted to a time window';
    // gate-on new judges only what is new since the baseline, where the default judges the totals (attack22 G2).
    if (name === 'gate-on')
        return (0,vocabulary/* parseChoice */.HU)(name, own, vocabulary/* GATE_ON_CHOICES */.Pj) === 'new'
            ? 'it judges only the findings new since a baseline, where the default judges every one'
            : undefined;
    if (name === 'lockfile-path')
        return 'it judges only the dependencies of that lockfile, where the default judges every one';
    // The API's includeArchived true lists only archived repositories' dependencies, and none of the others.
    if (name === 'include-archived')
        return (0,vocabulary/* parseChoice */.HU)(name, own, vocabulary/* BOOLEAN_CHOICES */.Ss)
            ? 'it judges only the dependencies of archived repositories, where the default judges those of every other'
            : undefined;
    // A supply-chain filter that is on (sca-reachable-only, sca-fixable-only) counts fewer; off is the default.
    if (spec.tightens === 'false-is-stricter')
        return (0,vocabulary/* parseChoice */.HU)(name, own, vocabulary/* BOOLEAN_CHOICES */.Ss)
            ? 'it counts only the supply-chain findings the filter keeps, where the default counts every one'
            : undefined;
    // Every finding has an EPSS probability of at least 0 (or none, which counts): a higher floor counts fewer.
    if (name === 'sca-min-epss')
        return Number(own) > 0
            ? 'it counts only the supply-chain findings at or above that EPSS probability, where the default counts every one'
            : undefined;
    if (spec.tightens !== 'superset-of-list')
        return undefined;
    if (spec.default === '')
        return 'it counts only the findings it names, where the default counts every one';
    const asked = listItems(name, own);
    const missing = [...listItems(name, spec.default)].filter(([item]) => !asked.has(item)).map(([, word]) => (0,config_inputs/* quoteValue */.cl)(word));
    return missing.length > 0 ? `it leaves out ${missing.join(', ')}, which the default counts` : undefined;
}
/** `superset-of-list`: a list that holds every item of the policy's; more items count more. */
function judgeList(name, policy, own) {
    const ceiling = listItems(name, policy);
    const asked = listItems(name, own);
    const missing = [...ceiling].filter(([item]) => !asked.has(item)).map(([, word]) => (0,config_inputs/* quoteValue */.cl)(word));
    if (missing.length > 0) {
        return looser(`it leaves out ${missing.join(', ')}, which the policy lists`, 'list every item the policy lists (more items are stricter), or leave the input unset');
    }
    return { value: own, stricter: asked.size > ceiling.size };
}
/** `lower-budgets`: each budget a ceiling of its own; the repository may lower one or add one, and the policy's others stay. */
function judgeBudgets(policy, own) {
    const budgets = new Map((0,thresholds/* parseThresholds */.S)(policy).map(({ key, max }) => [key, max]));
    let stricter = false;
    for (const { key, max } of (0,thresholds/* parseThresholds */.S)(own)) {
        const ceiling = budgets.get(key) ?? Number.POSITIVE_INFINITY;
        if (max > ceiling) {
            return looser(`it raises the budget ${key} from ${ceiling} to ${max}`, "lower a budget or add one, never raise it (a key left out keeps the policy's budget)");
        }
        stricter ||= max < ceiling;
        budgets.set(key, max);
    }
    return { value: [...budgets].map(([key, max]) => `${key}=${max}`).join(', '), stricter };
}
/** `shorter-deadlines`: each severity's deadline a ceiling of its own; the repository may shorten one or add one. */
function judgeDeadlines(policy, own) {
    const deadlines = new Map(Object.entries((0,config/* parseMaxOpenAge */.lY)(policy) ?? {}));
    let stricter = false;
    for (const [severity, limit] of Object.entries((0,config/* parseMaxOpenAge */.lY)(own) ?? {})) {
        const ceiling = deadlines.get(severity);
        if (ceiling !== undefined && limit.ms > ceiling.ms) {
            return looser(`it gives ${severity} findings ${limit.asWritten} where the policy gives ${ceiling.asWritten}`, "shorten a deadline or add one, never lengthen it (a severity left out keeps the policy's deadline)");
        }
        stricter ||= ceiling === undefined || limit.ms < ceiling.ms;
        deadlines.set(severity, limit);
    }
    const order = [...deadlines].sort(([a], [b]) => domain/* MOST_SEVERE_FIRST */.GX.indexOf(a) - domain/* MOST_SEVERE_FIRST */.GX.indexOf(b));
    return { value: order.map(([severity, limit]) => `${severity}=${limit.asWritten}`).join(', '), stricter };
}
/** `shorter-duration`: a shorter duration is stricter. */
function judgeDuration(name, policy, own) {
    const ms = (text) => (0,time/* parseDuration */.E9)(name, text).ms;
    return ordered(own, ms(policy) - ms(own), () => looser(`it is longer than the policy's ${policy}`, `use ${policy} or shorter, or leave the input unset`));
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/suggest.ts
var suggest = __webpack_require__(2969);
// EXTERNAL MODULE: ./src/config/strict-yaml.ts + 1 modules
var strict_yaml = __webpack_require__(8857);
;// CONCATENATED MODULE: ./src/config/policy-grammar.ts
// The policy file's grammar (config-file): a mapping of the inputs' names to their values, read as
// strictly as the exceptions file (config/strict-yaml.ts). A key no input has, a token, or a value
// that is not text fails the run before any request, with the file, the line and what to fix. Pure.





const policy_grammar_TABLE = input_table/* INPUTS */.m;
/** The keys a policy file may hold. */
const POLICY_KEYS = Object.entries(policy_grammar_TABLE)
    .filter(([, spec]) => spec.tightens !== 'not-in-policy')
    .map(([name]) => name);
/** Why a key that names an input cannot be in a policy file. */
function refusal(name, spec) {
    return spec.type === 'secret'
        ? `${name} cannot be set in a policy file: a token in a file can be read by everyone who reads the file; pass it from a secret of the CI.`
        : `${name} cannot be set in a policy file: it says where the policy is, and a policy names no other policy.`;
}
/** The inputs a policy file sets; throws ConfigError (`label:line: …`) for anything it cannot hold. */
function parsePolicy(text, label) {
    const fail = (line, message) => {
        throw new config_inputs/* ConfigError */.xL('config-file', `${label}:${line}: ${message}`);
    };
    const { root, lineOf } = (0,strict_yaml/* parseStrictYaml */.A)(text, fail);
    const values = new Map();
    if ((0,strict_yaml/* isEmptyNode */.m)(root))
        return { label, values };
    if (!(0,dist/* isMap */.jh)(root))
        return fail(lineOf(root), 'a policy file is a mapping of input names to values, such as fail-on-severity: high.');
    for (const pair of root.items) {
        const keyNode = pair.key;
        const name = (0,dist/* isScalar */.jn)(keyNode) ? String(keyNode.value) : '';
        const line = lineOf(keyNode);
        const spec = policy_grammar_TABLE[name];
        if (spec === undefined) {
            const hint = (0,suggest/* didYouMean */.au)(name, POLICY_KEYS, 1) || '; its keys are the inputs of docs/inputs.md';
            return fail(line, `unknown key ${(0,config_inputs/* quoteValue */.cl)(name)}${hint}: a policy file sets inputs by their names.`);
        }
        if (!POLICY_KEYS.includes(name))
            fail(line, refusal(name, spec));
        values.set(name, { value: textOf(name, spec, pair.value, line, fail), line });
    }
    return { label, values };
}
/** A key's value as an input's text: a scalar, or (for a list input) a list of scalars joined with commas. */
function textOf(name, spec, node, line, fail) {
    const listed = spec.type === 'list' || spec.type === 'choices';
    const blank = () => fail(line, `${name} has no value: give one, or remove the key (an input the policy leaves out is the repository's to set).`);
    if ((0,strict_yaml/* isEmptyNode */.m)(node))
        return blank();
    if ((0,dist/* isSeq */.oP)(node)) {
        if (!listed)
            return fail(line, `${name} takes one value, not a list.`);
        if (node.items.length > config_inputs/* MAX_INPUT_LIST_ITEMS */.Oy)
            fail(line, `${name} lists ${node.items.length} items: the limit is ${config_inputs/* MAX_INPUT_LIST_ITEMS */.Oy}.`);
        if (node.items.length === 0)
            return blank();
        const items = node.items.map((item) => ((0,dist/* isScalar */.jn)(item) ? String(item.value).trim() : ''));
        if (items.includes(''))
            fail(line, `${name} lists an item that is empty, a list or a mapping: list words or texts only.`);
        return items.join(', ');
    }
    if (!(0,dist/* isScalar */.jn)(node))
        return fail(line, `${name} must be ${listed ? 'a value or a list' : 'a value'}, not a mapping.`);
    const value = String(node.value).trim();
    return value === '' ? blank() : value;
}

// EXTERNAL MODULE: ./src/api/answer.ts
var api_answer = __webpack_require__(3652);
// EXTERNAL MODULE: ./src/api/answer-reader.ts
var answer_reader = __webpack_require__(5498);
// EXTERNAL MODULE: ./src/files/remote.ts
var remote = __webpack_require__(717);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __webpack_require__(8379);
;// CONCATENATED MODULE: ./src/config/policy-source.ts
// Where the policy file is (config-file): a path in the repository, or `owner/repo/path@ref` in another
// repository, read through the GitHub or the GitLab API (config-api-url, else the CI's own, which the
// host says: host/detect.ts). The API's
// URL follows the one URL rule of api/base-url.ts (https, or http on a loopback host only), so the
// token goes nowhere in clear text. Pure.


const REMOTE_FORM = 'owner/repo/path@ref (group/subgroup/project/-/path@ref for a GitLab project in a subgroup)';
/** A name of an owner, a group or a repository: starts with a letter or a digit. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A commit sha in full (SHA-1 or SHA-256): the only ref that cannot move. */
function isFullSha(ref) {
    return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(ref);
}
/** Where config-file points, with the API of `config-api-url` (or the CI's own, `forgeApi`); throws ConfigError. */
function parsePolicySource(value, apiUrl, forgeApi) {
    if (!value.includes('@'))
        return { kind: 'local', path: value };
    const at = value.lastIndexOf('@');
    const spec = value.slice(0, at);
    // A path (./x@y.yml, .github/x@y.yml, /etc/x@y.yml, a/b@c.yml) names a file of this checkout.
    if (/^[./]/.test(spec) || spec.split('/').length < 3)
        return { kind: 'local', path: value };
    const ref = value.slice(at + 1);
    const wrong = (why) => {
        throw new config_inputs/* ConfigError */.xL('config-file', `Input 'config-file' is ${(0,config_inputs/* quoteValue */.cl)(value)}: ${why}; write ${REMOTE_FORM}, or ./ before a path of this repository that holds an @.`);
    };
    // What git refuses in a ref name (an @ cannot be there: the last @ starts the ref).
    if (ref === '' || /[\s~^:?*[\\]|\.\./.test(ref))
        wrong('the ref after @ is not a branch, tag or commit name');
    const api = apiOf(apiUrl, forgeApi);
    const [repository, path] = splitRepository(spec, api.forge, wrong);
    return { kind: 'remote', ...api, repository, path, ref };
}
/** The repository and the file's path: the first two names, or (on GitLab) what comes before /-/. */
function splitRepository(spec, forge, wrong) {
    const nested = spec.includes('/-/');
    if (nested && forge === 'github')
        wrong('GitHub names a repository owner/repo, without /-/');
    const cut = nested ? spec.indexOf('/-/') : spec.indexOf('/', spec.indexOf('/') + 1);
    const repository = spec.slice(0, cut);
    const path = spec.slice(cut + (nested ? 3 : 1));
    if (!repository.split('/').every((name) => NAME.test(name)))
        wrong(`${(0,config_inputs/* quoteValue */.cl)(repository)} is not a repository name`);
    // An empty, . or .. part would walk the API's URL elsewhere.
    if (path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
        wrong(`the path ${(0,config_inputs/* quoteValue */.cl)(path)} has an empty, . or .. part`);
    }
    return [repository, path];
}
/** The API a remote file is read through: config-api-url, else the CI's own (GitLab's, or GitHub's). */
function apiOf(apiUrl, { variable, value, fallback }) {
    const raw = apiUrl !== '' ? apiUrl : (value ?? fallback);
    const checked = (0,base_url/* checkBaseUrl */.xd)(raw);
    if ('fault' in checked) {
        const source = apiUrl !== '' ? "Input 'config-api-url'" : `The ${variable} environment variable`;
        const shown = checked.fault === 'credentials' ? 'holds credentials' : `is ${(0,config_inputs/* quoteValue */.cl)(raw)}`;
        throw new config_inputs/* ConfigError */.xL('config-api-url', `${source} ${shown}: use the https URL of a GitHub API (https://api.github.com) or a GitLab API (https://gitlab.example.com/api/v4), without credentials, query or fragment (http only on a loopback host such as 127.0.0.1).`);
    }
    const api = (0,base_url/* normalBaseUrl */.y4)(checked.url);
    return { forge: /\/api\/v4$/.test(api) ? 'gitlab' : 'github', api };
}

;// CONCATENATED MODULE: ./src/config/policy-remote.ts
// A file of another repository (the policy file, the exceptions file it names), fetched through the
// GitHub or the GitLab REST API with config-token, through the one bounded reader of fetched files
// (files/remote.ts): the ref resolved to its commit, and the file read at that commit. Its own requests:
// never the Semgrep API's client, which carries the Semgrep token.





/** The forge's name in a sentence. */
const FORGE_NAME = { github: 'GitHub', gitlab: 'GitLab' };
/** A cap as a user would write it. */
function sizeText(bytes) {
    return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes} bytes`;
}
/** Fetches `file` with `token` (empty: none), at most `maxBytes`; never throws. */
async function fetchRemoteFile(file, token, maxBytes, limits) {
    return file.forge === 'github' ? fetchFromGitHub(file, token, maxBytes, limits) : fetchFromGitLab(file, token, maxBytes, limits);
}
/** GitHub: the ref's commit (`commits/{ref}`, as its sha), then the file's raw bytes at that commit (`contents/{path}`). */
async function fetchFromGitHub(file, token, maxBytes, limits) {
    const base = `${file.api}/repos/${file.repository.split('/').map(encodeURIComponent).join('/')}`;
    const headers = (accept) => ({
        accept,
        'user-agent': `findings-gate/${version/* VERSION */.x}`,
        'x-github-api-version': '2022-11-28',
        ...(token === '' ? {} : { authorization: `Bearer ${token}` }),
    });
    let commit = file.ref;
    if (!isFullSha(file.ref)) {
        const url = `${base}/commits/${encodeURIComponent(file.ref)}`;
        const read = await (0,remote/* readBoundedUrl */.nY)({ url, headers: headers('application/vnd.github.sha'), maxBytes: 1024, ...limits });
        const missing = `no repository ${file.repository} with a ref ${file.ref} that config-token can read`;
        if ('problem' in read)
            return explain(read.problem, file, token, maxBytes, { missing });
        commit = read.bytes.toString('utf8').trim();
        if (!isFullSha(commit))
            return malformed(file, `the commit of ${file.ref} is not a sha`);
    }
    const path = file.path.split('/').map(encodeURIComponent).join('/');
    const url = `${base}/contents/${path}?ref=${commit}`;
    const read = await (0,remote/* readBoundedUrl */.nY)({ url, headers: headers('application/vnd.github.raw+json'), maxBytes, ...limits });
    if ('problem' in read)
        return explain(read.problem, file, token, maxBytes, { missing: `no file ${file.path} in ${file.repository} at ${commit}` });
    return { bytes: read.bytes, commit };
}
/** GitLab: the file at the ref (`repository/files/{path}`), its content in base64 beside the ref's commit. */
async function fetchFromGitLab(file, token, maxBytes, limits) {
    const url = `${file.api}/projects/${encodeURIComponent(file.repository)}/repository/files/${encodeURIComponent(file.path)}?ref=${encodeURIComponent(file.ref)}`;
    const headers = {
        accept: 'application/json',
        'user-agent': `findings-gate/${version/* VERSION */.x}`,
        ...(token === '' ? {} : { 'private-token': token }),
    };
    // The content comes as base64 (4 bytes for 3) inside a small JSON object.
    const read = await (0,remote/* readBoundedUrl */.nY)({ url, headers, maxBytes: Math.ceil(maxBytes / 3) * 4 + 64 * 1024, ...limits });
    const missing = `no file ${file.path} in ${file.repository} at ${file.ref} that config-token can read`;
    if ('problem' in read)
        return explain(read.problem, file, token, maxBytes, { missing });
    let answer;
    try {
        answer = JSON.parse(read.bytes.toString('utf8')) ?? {};
    }
    catch {
        return malformed(file, 'the answer is not JSON');
    }
    // JSON.parse keeps the last of a repeated key, another reader the first: which content was meant cannot be told.
    const members = membersOf(read.bytes);
    if (members === undefined || (0,api_answer/* namesAKeyTwice */.Nz)(members, answer))
        return malformed(file, 'the answer names a key twice in one object');
    const { content, encoding, commit_id: commit } = answer;
    if (typeof content !== 'string' || encoding !== 'base64' || typeof commit !== 'string' || !isFullSha(commit)) {
        return malformed(file, 'the answer holds no base64 content and commit_id');
    }
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length > maxBytes)
        return explain({ kind: 'too-large' }, file, token, maxBytes, { missing });
    return { bytes, commit };
}
/** An answer that is not what the API documents. */
function malformed(file, what) {
    return {
        why: `${FORGE_NAME[file.forge]} answered something that is not the file (${what})`,
        fix: 'Check that config-api-url is the API of your GitHub or GitLab.',
    };
}
/** Why a problem kept the file away, and what to do, in the forge's terms. */
function explain(problem, file, token, maxBytes, step) {
    const forge = FORGE_NAME[file.forge];
    const origin = new URL(file.api).origin;
    const access = `give config-token a token that can read ${file.repository}`;
    const capital = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    switch (problem.kind) {
        case 'status':
            if (problem.status === 401) {
                const why = token === '' ? 'the file needs a token, and config-token is empty' : 'config-token was rejected (expired or revoked)';
                return { why: `${forge} answered 401: ${why}`, fix: capital(access) };
            }
            if (problem.status === 403) {
                return {
                    why: `${forge} answered 403: config-token may not read ${file.repository}, or the API's rate limit is spent`,
                    fix: capital(`${access}, or try again later`),
                };
            }
            // GitHub answers 422 for a ref it cannot resolve.
            if (problem.status === 404 || problem.status === 422) {
                const tokenless = token === '' ? ' (config-token is empty, and a private repository answers 404 without one)' : '';
                return {
                    why: `${forge} answered ${problem.status}: ${step.missing}${tokenless}`,
                    fix: `Fix the repository, the path or the ref, or ${access}.`,
                };
            }
            return { why: `${forge} answered HTTP ${problem.status}`, fix: 'Try again later, or check config-api-url.' };
        case 'elsewhere':
            return {
                why: `${forge} answered with a redirect to ${problem.origin}, and config-token goes only to ${origin}: it was not followed`,
                fix: `Set config-api-url to the API that serves ${file.repository}.`,
            };
        case 'redirects':
            return {
                why: `${forge} answered with more than ${remote/* MAX_REDIRECTS */.NX} redirects`,
                fix: `Set config-api-url to the API that serves ${file.repository}.`,
            };
        case 'too-large':
            return { why: `it is larger than ${sizeText(maxBytes)}`, fix: `Keep it to ${sizeText(maxBytes)} at most.` };
        case 'timeout':
            return problem.deadline
                ? {
                    why: `the API at ${origin} did not answer before the run's deadline`,
                    fix: 'Raise timeout-seconds, or check that the API answers.',
                }
                : {
                    why: `the API at ${origin} did not answer within ${problem.ms / 1000} s`,
                    fix: 'Try again later, or raise FINDINGS_GATE_REQUEST_TIMEOUT_MS.',
                };
        case 'network':
            return { why: `could not reach ${origin}: ${problem.code}`, fix: "Check config-api-url, the runner's network and HTTPS_PROXY." };
    }
}
/** The members of every object of a JSON answer, as the API's reader counts them (api/answer-reader.ts): attack33 L4. */
function membersOf(bytes) {
    const reader = new answer_reader/* AnswerReader */.E({
        bytes: bytes.length + 1,
        items: bytes.length + 1,
        members: bytes.length + 1,
        pageSize: false,
        values: bytes.length + 1,
    });
    reader.push(bytes);
    try {
        return reader.end().members;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/config/tuning.ts
var config_tuning = __webpack_require__(2401);
;// CONCATENATED MODULE: ./src/config/policy.ts
// The organisation's policy file (config-file), applied before the config is parsed and before any
// request to the Semgrep API: found (policy-source.ts), read through the one reader of its kind (a file
// of the checkout through files/read.ts, another repository's through files/remote.ts), parsed
// (policy-grammar.ts), its values checked as this repository would run them, and applied to the
// repository's inputs as ceilings (policy-ceilings.ts). Loaded only by a run that names a policy.











/** Largest policy file read, in bytes. */
const MAX_POLICY_FILE_BYTES = 1024 * 1024;
/** The config of a run with a policy file, and what its log says about the policy. */
async function configWithPolicy(inputs, env, now, context, startedAt) {
    const file = (0,config_inputs/* readInput */.R5)(inputs, 'config-file');
    const source = parsePolicySource(file, (0,config_inputs/* readInput */.R5)(inputs, 'config-api-url'), context.forgeApi);
    const token = (0,config_inputs/* readInput */.R5)(inputs, 'config-token');
    if (!(0,config_inputs/* isTokenShaped */.V_)(token) && token !== '') {
        throw new config_inputs/* ConfigError */.xL('config-token', "Input 'config-token' contains whitespace, a control character or a non-ASCII character: use the token exactly as it was issued.");
    }
    const limits = fetchLimits(inputs, env, startedAt);
    const read = await readPolicy(source, file, token, limits);
    const policy = parsePolicy(read.bytes.toString('utf8'), file);
    // An empty answer, a file of comments, `{}`: a truncated commit or a bad merge would leave every repository free.
    if (policy.values.size === 0) {
        throw new config_inputs/* ConfigError */.xL('config-file', `Input 'config-file' is ${(0,config_inputs/* quoteValue */.cl)(file)}, and the policy it names sets no input (it is empty, or holds only comments or {}): the gate does not run under a policy that sets nothing. Fix the policy, or remove config-file to run without a policy.`);
    }
    if (source.kind === 'local')
        refuseTokenDestinations(policy);
    // The policy's own values, checked as this repository would run them: a value it cannot hold names its line.
    const everyLine = new Map([...policy.values].map(([name, { line }]) => [name, line]));
    parseNaming(policy, everyLine, { ...inputs, ...valuesOf(policy) }, env, now, context);
    const applied = applyPolicy(policy, inputs, context.defaultsFilled);
    if (source.kind === 'local')
        refuseWritesOutside(policy.label, applied, checkoutOf(source.path, process.cwd()));
    const parsed = parseNaming(policy, applied.fromPolicy, applied.inputs, env, now, context);
    const commit = read.commit ?? context.commit;
    const named = policy.values.get('exceptions-file');
    const exceptionsFile = source.kind === 'remote' && named !== undefined
        ? // A remote policy's read names its commit.
            await fetchExceptions(source, commit, named, policy.label, token, limits)
        : parsed.exceptionsFile;
    const facts = {
        file,
        from: source.kind === 'local' ? 'repository' : source.forge,
        ...(commit === undefined ? {} : { commit }),
        // The commit vouches only for what this API answered: where it is not the forge's public one (config-api-url, or
        // a CI variable that any project, group or earlier job's dotenv may set: attack32 M1), the log and the summary name it.
        ...(source.kind === 'remote' ? namedApi(source.api, (0,config_inputs/* readInput */.R5)(inputs, 'config-api-url'), context.forgeApi) : {}),
        sets: [...policy.values.keys()],
        tightened: applied.tightened,
        ...belowDefaultOf(applied),
    };
    return { config: { ...parsed, exceptionsFile, policy: facts }, notes: notesOf(facts, source) };
}
/** The inputs given at a default the policy is looser than, each with both values; nothing where there is none. */
function belowDefaultOf(applied) {
    if (applied.belowDefault.length === 0)
        return {};
    return {
        belowDefault: applied.belowDefault.map((name) => ({ name, value: applied.inputs[name], default: config_inputs/* INPUT_DEFAULTS */.WJ[name] })),
    };
}
/**
 * The inputs that say where a token goes: base-url receives the Semgrep token. (The GitHub and GitLab
 * APIs a token goes to come from the CI's variables, and config-api-url is never in a policy.)
 */
const TOKEN_DESTINATIONS = ['base-url'];
/**
 * A policy file of the checkout is the pull request's to change: it may not say where a token is sent,
 * or the pull request sends the token to a host of its own, which answers "no findings" (attack9 J1).
 * Refused whatever the workflow sets, before any request. A policy of another repository may set them.
 */
function refuseTokenDestinations(policy) {
    for (const name of TOKEN_DESTINATIONS) {
        const set = policy.values.get(name);
        if (set === undefined)
            continue;
        throw new config_inputs/* ConfigError */.xL(name, `${policy.label}:${set.line}: ${name} is ${(0,config_inputs/* quoteValue */.cl)(set.value)}: a policy file of this checkout may not set ${name}, since the pull request can change it and the Semgrep token is sent there. Set ${name} in the pipeline's own settings (an input or a flag), or in a policy of another repository.`);
    }
}
/** The inputs that name a file the gate writes. */
const WRITTEN_FILES = ['sarif-file', 'dependency-inventory'];
/**
 * The characters a path a policy of the checkout names may hold: letters, digits and `. _ - + @ , = ~ / \`. The path
 * becomes an output (`sarif-file`, FINDINGS_GATE_OUT_SARIF_FILE) that a later step may paste into a script, as Azure's
 * `$(gate.FINDINGS_GATE_OUT_SARIF_FILE)` and GitHub's `${{ steps.gate.outputs.sarif-file }}` do: `$(…)`, a backtick, a
 * quote, `;`, `|`, `%` or a space there would run the pull request's command in that step (attack40 D3); a first `-`
 * would make the path an option of the command it is pasted into (`--output=x.sarif`: attack41 D4).
 */
const SCRIPT_SAFE_PATH = /^(?!-)[\p{L}\p{N}._+@,=~/\\-]+$/u;
/**
 * The checkout that holds a policy file at `path`: the nearest folder from the file's own up to the working
 * directory `cwd` that holds a `.git` (a folder, or a file in a submodule or worktree); `cwd` where none does
 * or where the file is not below it. A workspace may hold other checkouts beside the pull request's (attack26 W1).
 */
function checkoutOf(path, cwd) {
    const absolute = external_node_path_.resolve(cwd, path);
    if (writtenPathFault(absolute, cwd) === 'outside')
        return cwd;
    for (let folder = external_node_path_.dirname(absolute); folder !== cwd; folder = external_node_path_.dirname(folder)) {
        if ((0,external_node_fs_.existsSync)(external_node_path_.join(folder, '.git')))
            return folder;
    }
    return cwd;
}
/**
 * A policy file of the checkout is the pull request's to change: a file it names for the gate to write
 * is taken only below the checkout that holds the policy (`root`: the working directory, or a checkout in it
 * beside others), never anywhere the runner's user can write (attack8 I2, attack26 W1), and never in a .git
 * folder (the checkout's git config, hooks; attack9 J5). A policy of another repository is the security
 * team's. The link refusal of host/files.ts keeps the path below from reaching out.
 */
function refuseWritesOutside(label, { inputs, fromPolicy }, root) {
    const cwd = process.cwd();
    for (const name of WRITTEN_FILES) {
        // Only a value the policy gave: where the repository sets its own, the policy's is not used.
        const line = fromPolicy.get(name);
        if (line === undefined)
            continue;
        // The policy's value (applyPolicy put it in the inputs; the grammar trimmed it).
        const path = inputs[name];
        const fault = SCRIPT_SAFE_PATH.test(path) ? writtenPathFault(path, cwd, external_node_path_, root) : 'characters';
        if (fault === undefined)
            continue;
        const outside = root === cwd
            ? 'a policy file of this checkout names a file to write only below the working directory (its path resolved against it)'
            : `a policy file of this checkout names a file to write only below the checkout that holds it, ${(0,config_inputs/* quoteValue */.cl)(external_node_path_.relative(cwd, root))} (its path resolved against the working directory)`;
        const why = fault === 'outside'
            ? outside
            : fault === 'characters'
                ? 'a policy file of this checkout names a file to write only with letters, digits and . _ - + @ , = ~ / \\ in its path, not first a - (its path becomes an output that a later step may paste into a script or a command line)'
                : "a policy file of this checkout may not name a file in a .git folder (the checkout's git config and hooks)";
        throw new config_inputs/* ConfigError */.xL(name, `${label}:${line}: ${name} is ${(0,config_inputs/* quoteValue */.cl)(path)}: ${why}, since the pull request can change it. Set the path in the pipeline's own settings (an input or a flag), or in a policy of another repository.`);
    }
}
/**
 * Why a file to write at `path` may not be named by a policy of the checkout, if it may not: `outside`
 * where the path, resolved against the working directory `cwd` by the platform's rules (`paths`;
 * below `root` where given: the policy's checkout;
 * path.win32 resolves `D:..\x` and `C:x` by drive), is not below it; `git` where a folder on its way
 * is a .git folder, in any case (Windows and macOS do not tell `.GIT` from `.git`; Windows also
 * drops trailing dots and spaces, and reads `GIT~1` as its short name).
 */
function writtenPathFault(path, cwd, paths = external_node_path_, root = cwd) {
    const relative = paths.relative(root, paths.resolve(cwd, path));
    const parts = relative.split(paths.sep);
    if (relative === '' || parts[0] === '..' || paths.isAbsolute(relative))
        return 'outside';
    return parts.some(isGitFolder) ? 'git' : undefined;
}
/**
 * A name that is, or on Windows may be, `.git`: any case (upper-cased, as NTFS compares names: its table
 * folds `ı` to `I` as toUpperCase does), a stream (`:`) or trailing dots and spaces dropped, or its short
 * name, `GIT~1` or hashed, GI and four hex digits (`GI7E2F~1`).
 */
function isGitFolder(name) {
    const bare = name
        .toUpperCase()
        .replace(/:.*/s, '')
        .replace(/[. ]+$/, '');
    return bare === '.GIT' || /^GI(T|[0-9A-F]{4})~\d+$/.test(bare);
}
/** The policy's values as raw inputs. */
function valuesOf(policy) {
    return Object.fromEntries([...policy.values].map(([name, { value }]) => [name, value]));
}
/** parseConfig, where an error on an input whose value the policy gave names the policy's line instead. */
function parseNaming(policy, lines, inputs, env, now, context) {
    try {
        return (0,config/* parseConfig */.o4)(inputs, env, now, context);
    }
    catch (error) {
        // Only a ConfigError names an input.
        const line = lines.get(Object(error).input);
        if (line === undefined)
            throw error;
        const { input, message } = error;
        throw new config_inputs/* ConfigError */.xL(input, `${policy.label}:${line}: ${message.replace(`Input '${input}'`, input)}`);
    }
}
/** The time the policy's requests have: the run's deadline (this repository's timeout-seconds), the tuning's timeouts. */
function fetchLimits(inputs, env, startedAt) {
    const tuning = (0,config_tuning/* parseTuning */.$)(env);
    return {
        deadlineAt: startedAt + (0,config/* parseTimeout */.ZZ)((0,config_inputs/* readInput */.R5)(inputs, 'timeout-seconds')) * 1000,
        requestTimeoutMs: tuning.requestTimeoutMs ?? 30_000,
        retryMinDelayMs: tuning.retryMinDelayMs ?? 1_000,
    };
}
/** The policy file's bytes, and the commit a remote one was read at; throws ConfigError naming config-file. */
async function readPolicy(source, file, token, limits) {
    const cannot = (why, fix) => new config_inputs/* ConfigError */.xL('config-file', `Input 'config-file' is ${(0,config_inputs/* quoteValue */.cl)(file)}, and it cannot be read: ${why}. ${fix}`);
    if (source.kind === 'local') {
        const read = await (0,files_read/* readBoundedFile */.Mv)({ path: source.path, maxBytes: MAX_POLICY_FILE_BYTES, name: 'the policy file' });
        if ('bytes' in read)
            return read;
        const { kind, why, fix } = read.problem;
        throw cannot(why, kind === 'missing'
            ? "Fix the path (relative to the repository's root), or write owner/repo/path@ref for another repository's file."
            : fix);
    }
    const fetched = await fetchRemoteFile(source, token, MAX_POLICY_FILE_BYTES, limits);
    if ('why' in fetched)
        throw cannot(fetched.why, fetched.fix);
    return fetched;
}
/** The exceptions file a remote policy names: a path of the policy's repository, read at the policy's commit. */
async function fetchExceptions(source, commit, { value: path, line }, label, token, limits) {
    const fetched = await fetchRemoteFile({ ...source, path, ref: commit }, token, exceptions/* MAX_EXCEPTIONS_FILE_BYTES */.H, limits);
    if ('why' in fetched) {
        throw new config_inputs/* ConfigError */.xL('exceptions-file', `${label}:${line}: exceptions-file ${(0,config_inputs/* quoteValue */.cl)(path)} cannot be read from ${source.repository} at ${commit}: ${fetched.why}. ${fetched.fix}`);
    }
    return { path: `${source.repository}/${path}@${commit}`, explicit: true, text: fetched.bytes.toString('utf8') };
}
/** The API a remote policy was read through, and what named it, where it is not the forge's public API. */
function namedApi(api, apiInput, forgeApi) {
    if (apiInput !== '')
        return { api, apiFrom: 'config-api-url' };
    return api === forgeApi.fallback.replace(/\/+$/, '') ? {} : { api, apiFrom: forgeApi.variable };
}
/** What the log says: the policy, its commit, what it sets and what this repository tightened; a warning for a ref that can move. */
function notesOf(policy, source) {
    const at = (policy.commit === undefined ? '' : ` at commit ${policy.commit}`) +
        (policy.api === undefined ? '' : `, read through ${policy.api} (${policy.apiFrom ?? 'config-api-url'})`);
    const sets = `sets ${policy.sets.join(', ')}`;
    const tightened = policy.tightened.length === 0 ? '' : `; this repository makes stricter: ${policy.tightened.join(', ')}`;
    const notes = [{ level: 'info', text: `policy: ${policy.file}${at}: ${sets}${tightened}` }];
    // A default the run was given reads as unset: a workflow that wrote it is not told by the CI (trial7).
    for (const { name, value, default: given } of policy.belowDefault ?? []) {
        notes.push({
            level: 'warning',
            text: `the policy sets ${name} to ${(0,config_inputs/* quoteValue */.cl)(value)}, looser than its default ${(0,config_inputs/* quoteValue */.cl)(given)}, which this run was given: a CI passes the default for an input a workflow leaves out, so ${(0,config_inputs/* quoteValue */.cl)(given)} reads as unset and the policy's ${(0,config_inputs/* quoteValue */.cl)(value)} applies. To hold this repository to ${(0,config_inputs/* quoteValue */.cl)(given)}, ${/[a-z]/.test(given) ? `write it in capitals (${(0,config_inputs/* quoteValue */.cl)(given.toUpperCase())}), or choose a stricter value` : 'choose a stricter value'}`,
        });
    }
    // A scope without its deployment is judged in whichever deployment the repository's api-token belongs to (attack22 G4).
    const scope = policy.sets.filter((name) => name === 'projects' || name === 'project-ids');
    if (scope.length > 0 && !policy.sets.includes('deployment')) {
        notes.push({
            level: 'warning',
            text: `the policy sets ${scope.join(' and ')} but not deployment: they are judged in the deployment of this repository's api-token, whichever that is (see the summary's Deployment). Pin it in the policy: deployment: <id or name>`,
        });
    }
    if (source.kind === 'remote' && !isFullSha(source.ref)) {
        const pinned = `${source.repository}/${source.path}@${policy.commit}`;
        notes.push({
            level: 'warning',
            text: `config-file reads the policy at ${source.ref}, a ref that is not a commit sha: the policy can change under the gate from one run to the next (this run read commit ${policy.commit}). Pin it by commit: ${pinned}`,
        });
    }
    return notes;
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

//# sourceMappingURL=403.index.js.map