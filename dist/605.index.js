export const id = 605;
export const ids = [605];
export const modules = {

/***/ 9605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepsUrls: () => (/* binding */ keepsUrls),
/* harmony export */   publicUrl: () => (/* binding */ publicUrl),
/* harmony export */   publicUrls: () => (/* binding */ publicUrls)
/* harmony export */ });
// URLs in any text the gate writes, cut to what may be shown (SECURITY.md): imports nothing, so every
// module that writes or sanitises text (api/errors.ts among them) may use it without a cycle.
/**
 * A break, or a character that is not ASCII: where the view may differ from the text (NFKC changes no ASCII character).
 * VT written `\x0b`: Stryker's regex mutant of `\v`, `\V`, is no valid `u` pattern, and fails the module's parse.
 */
const CANDIDATE = /[\t\n\x0b\f\r]|[^\x00-\x7f]/gu;
/**
 * Of those characters, one the view may drop or read otherwise: NFKC_Casefold changes every character NFKC changes, and
 * drops every default-ignorable one. Asked of each candidate apart: a scan with this property is about ten times slower
 * than CANDIDATE's, and most texts hold no character that is not ASCII.
 */
const SPECIAL = /\p{Changes_When_NFKC_Casefolded}/v;
/** Tried on one code point. */
const HIDDEN = /\p{Default_Ignorable_Code_Point}/v;
/** What the view never reads a character as: a space or a quote would end a URL the text does not end. */
const NOT_MADE = /[\s"]/;
/** `text`'s view (above). */
function viewOf(text) {
    const runs = [{ at: 0, from: 0 }];
    const breaks = [];
    let view = '';
    let copied = 0;
    for (const found of text.matchAll(CANDIDATE)) {
        const c = found[0];
        // A break, not a character that is not ASCII (U+0080, a control, is read as itself).
        const soft = c < '\x80';
        // A break or a hidden character is dropped; one NFKC may change is read as NFKC has it.
        const read = soft ? '' : !SPECIAL.test(c) ? c : HIDDEN.test(c) ? '' : c.normalize('NFKC');
        if (read === c || NOT_MADE.test(read))
            continue;
        view += text.slice(copied, found.index);
        if (soft)
            breaks.push(view.length);
        // (A character dropped makes a run of none, which the next one, at the same index of the view, hides.)
        runs.push({ at: view.length, from: found.index, width: c.length });
        view += read;
        copied = found.index + c.length;
        runs.push({ at: view.length, from: copied });
    }
    return { text: view + text.slice(copied), runs, breaks };
}
/** The first of `sorted` (increasing indices of the view) at or after `from`, or `length`. */
function firstFrom(sorted, from, length) {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
        const middle = (low + high) >> 1;
        if (sorted[middle] < from)
            low = middle + 1;
        else
            high = middle;
    }
    return sorted[low] ?? length;
}
/** A URL's start (above): a special scheme and its slashes, another scheme's `://`, or a bare `//`. */
const START = /(?:https?|(?<![a-z0-9])(?:ftp|wss?)):[/\\]*|[a-z0-9+.-]:\/\/|[/\\]{2,}/gi;
/** The first character of a bare `//`. */
const BARE = /[/\\]/;
/** What may stand before a bare `//` that starts a URL. */
const BEFORE_BARE = /[\s"'(=]/;
/** What ends a URL (a space, and `extra`), its authority and its path, as patterns a pointer searches for. */
function endsOf(extra) {
    return {
        url: new RegExp(`[ ${extra}]`, 'g'),
        authority: new RegExp(`[/?# ${extra}]`, 'g'),
        path: new RegExp(`[?# ${extra}]`, 'g'),
    };
}
const IN_TEXT = endsOf('');
/** In JSON without a backslash, every `"` ends a string: a URL ends there too, as it does in the string that holds it. */
const IN_JSON = endsOf('"');
const AT = /@/g;
const HASH = /#/g;
/** What a break must be followed by for a URL to go on over it: a user info's `@`, a query's `?` (and `=`, after a `#`). */
const MARK = /[@?]/g;
const EQUALS = /=/g;
const COLON = /:/g;
const NOT_DIGIT = /[^0-9]/g;
/** What may follow a port in text without being part of the URL: the punctuation of a sentence or a format. */
const NOT_TRAILING = /[^.,;:!?)\]}>'"`|]/g;
/**
 * A line or heading anchor that a URL's fragment starts with, followed by the URL's end or by what closes a value in a
 * format. Tried on the fragment alone: what it matches before its lookahead is bounded (at most 8 words of 32 letters).
 */
const KEPT_ANCHOR = /^#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7})(?=[)\]}>"'`|<;,]|$)/;
/**
 * The first index at or after `from` where `pattern` (global) matches `text`, or its length: asked with indices that never
 * decrease (urlCuts asks each with a URL's parts, which move forward from one URL to the next), one pass in all.
 */
function finder(pattern, text) {
    // One past the last answer: an ask before it has that answer.
    let after = 0;
    return (from) => {
        if (from >= after) {
            pattern.lastIndex = from;
            after = (pattern.exec(text)?.index ?? text.length) + 1;
        }
        return after - 1;
    };
}
/**
 * The last index before `bound` found by `next`, or 0 for none (before every host: a start is at least `//` or `ws:`):
 * asked with bounds that never decrease, one pass in all.
 */
function lastBefore(next) {
    let last = 0;
    let scan = 0;
    return (bound) => {
        for (let at = next(scan); at < bound; at = next(scan)) {
            last = at;
            scan = at + 1;
        }
        return last;
    };
}
/** The spans of the view publicUrls removes (some may be empty or overlap), each URL's in turn. */
function* urlCuts(view, ends = IN_TEXT) {
    const text = view.text;
    const { hardEnd, authorityEnd, queryStart, hashAfterQuery, lastAt, lastMark, lastEquals } = pointers(text, ends);
    // Asked only for a password a `/` or a space split (below).
    const { wordEnd, wordQuery, firstAt } = {
        wordEnd: finder(ends.url, text),
        wordQuery: finder(ends.path, text),
        firstAt: finder(AT, text),
    };
    const colon = finder(COLON, text);
    const notDigit = finder(NOT_DIGIT, text);
    const notTrailing = finder(NOT_TRAILING, text);
    const breakFrom = (from) => firstFrom(view.breaks, from, text.length);
    const starts = [...text.matchAll(START)];
    // The breaks another URL with a scheme starts right after (one this loop reads, and cuts on its own): a URL ends there,
    // whatever follows (a list of URLs, one a line).
    const nextStarts = starts.map(({ index }) => index).filter((index) => breakFrom(index) === index && !BARE.test(text[index]));
    for (const start of starts) {
        const bare = BARE.test(start[0][0]);
        if (bare && !(start.index === 0 || breakFrom(start.index) === start.index || BEFORE_BARE.test(text[start.index - 1])))
            continue;
        const host = start.index + start[0].length;
        const hard = hardEnd(host);
        const authority = authorityEnd(host);
        const query = queryStart(authority);
        // (Also the first `#` after the host: the authority and what is before the query hold none.)
        const fragment = hashAfterQuery(query);
        // The URL ends at the first break past what a browser would cut (an `@`, a `?`, an `=` in its fragment) and past its query.
        const equals = lastEquals(hard);
        const mark = Math.max(lastMark(hard), equals > fragment ? equals : 0);
        const end = Math.min(hard, breakFrom(Math.max(text[query] === '?' ? fragment + 1 : host, mark + 1)), firstFrom(nextStarts, host, hard));
        const address = Math.min(authority, end);
        // The user name and password: everything before the authority's last @.
        const at = lastAt(address);
        if (at >= host)
            yield [host, at + 1];
        // (A colon at or after the address leaves no port's end before it.)
        else if (!bare && text[host] !== '[' && notTrailing(notDigit(colon(host) + 1)) < address) {
            // No @, and no host and port either (`deploy:pa` of `https://deploy:pa/ss@h`, `u:pw%40h`): a user name and password
            // whose authority a `/`, `?` or `#` ended, or whose @ is encoded. Cut whole (an IPv6 host, in brackets, is kept), and
            // on to the first @ after it before the URL's query and end, or, where a space ended the authority, before the end of
            // the next word: the rest of a password a `/` or a space split (`ss@` of `deploy:pa/ss@h`, `SECRET@` of
            // `u:PW SECRET@h`). That word's query and fragment are then the URL's: cut too.
            const word = text[address] === ' ';
            const bound = word ? wordEnd(end + 1) : Math.min(query, end);
            const after = firstAt(address);
            yield [host, after < bound ? after + 1 : address];
            // (Empty but after a space: before a query and the URL's end, the first `?`, `#` or space after the @ is the query.)
            yield [wordQuery(after), bound];
        }
        // The query and fragment, but a line or heading anchor, which is kept and ends the URL (empty if the query starts at
        // or after the URL's end).
        // (A fragment at or after the end slices as '', which holds no anchor.)
        yield [query, KEPT_ANCHOR.test(text.slice(fragment, end)) ? fragment : end];
    }
}
/** The pointers urlCuts reads `text` with, each asked in increasing order. */
function pointers(text, ends) {
    return {
        hardEnd: finder(ends.url, text),
        authorityEnd: finder(ends.authority, text),
        queryStart: finder(ends.path, text),
        hashAfterQuery: finder(HASH, text),
        lastAt: lastBefore(finder(AT, text)),
        lastMark: lastBefore(finder(MARK, text)),
        lastEquals: lastBefore(finder(EQUALS, text)),
    };
}
/**
 * `text` without the view's spans `cuts` (sorted by their start; they may be empty, touch or overlap), but the breaks
 * in them. Spans that touch are one: a hidden character between them goes with them.
 */
function cutText(text, view, cuts) {
    let run = 0;
    // The run of the view that holds its index `i`, asked with indices that never decrease.
    const runOf = (i) => {
        for (let next = view.runs[run + 1]; next !== undefined && next.at <= i; next = view.runs[run + 1])
            run++;
        return view.runs[run];
    };
    let out = '';
    let kept = 0;
    // The end of the cuts taken (0 before the first: every cut starts after a host, at 2 or later).
    let reach = 0;
    for (const [start, end] of cuts) {
        if (end <= Math.max(start, reach))
            continue;
        let from = kept;
        if (start > reach) {
            const first = runOf(start);
            from = first.from + (first.width === undefined ? start - first.at : 0);
            out += text.slice(kept, from);
        }
        reach = end;
        const last = runOf(end - 1);
        const to = last.from + (last.width ?? end - last.at);
        out += text.slice(from, to).replace(NOT_BREAK, '');
        kept = to;
    }
    return out + text.slice(kept);
}
const NOT_BREAK = /[^\t\n\v\f\r]/g;
/**
 * A text whose fragment only points at a line (`#L12`, `#L12-L14`) or a heading (`#readme`,
 * `#exit-codes`: lower-case words joined by hyphens, no digit): kept, since it cannot hold a secret.
 */
const ANCHOR = /^[^#]*(#(?:L\d+(?:-L\d+)?|[a-z]{1,32}(?:-[a-z]{1,32}){0,7}))$/;
/**
 * The part of a URL the gate may write anywhere: its scheme, host and path, and a line or heading
 * anchor; never a user name, password, query or other fragment, which may hold a secret (a token pasted as `?t=…`).
 * Read as text, so what is kept stays as it was written, parsed or not. `raw` is one URL of any scheme
 * (`//u@h`, `ftp://u@h`); an http or https URL inside it is cut as publicUrls cuts it.
 */
function publicUrl(raw) {
    const anchor = ANCHOR.exec(raw)?.[1] ?? '';
    const address = raw.split(/[?#]/, 1)[0];
    const start = address.indexOf('//');
    if (start < 0)
        return publicUrls(address + anchor);
    // The user name and password end at the authority's last @ (none: -1, and nothing is cut).
    const user = address.slice(start + 2).split('/')[0].lastIndexOf('@');
    return publicUrls(`${address.slice(0, start + 2)}${address.slice(start + 3 + user)}${anchor}`);
}
/**
 * What a text that may hold a URL to cut holds: a character that is not printable ASCII (a break, or one NFKC may read
 * as a `:` or a `/`), a special scheme's colon or two slashes. Most texts a file holds (a path, a rule's name) have none
 * of these, and are returned unsearched: reading one costs a view and a dozen pointers.
 */
const MAY_HOLD = /[^\x20-\x7e]|(?:https?|ftp|wss?):|[/\\]{2}/i;
/**
 * What a text MAY_HOLD finds in, and that has a URL to cut, holds besides: a character that is not printable ASCII (a
 * break, or one the view reads otherwise), a `?` or an `@` (U+003F and U+0040, left out of the class's ranges), a `:`
 * not followed by a `/`, or a `#` but a line anchor that ends the text. urlCuts cuts only a user info (up to an `@`),
 * an authority that is no host and port (a `:` in it not followed by a `/`, which ends the authority), and a query or
 * fragment (from a `?` or `#`, but a line anchor that ends the URL). Most URLs a file holds (a registry's tarball, a
 * lockfile's line on GitHub) have none, and are returned unsearched: the dependency inventory holds two a dependency
 * (test/api/url-text.properties.test.ts holds this to urlCuts). A port or a range of lines (`#L1-L2`) is read in full.
 */
const MAY_CUT = /[^\x20-\x3e\x41-\x7e]|:(?!\/)|#(?!L\d+$)/;
/** Whether `text` may hold a URL to cut, by the two cheap tests above: publicUrls returns any other text as it is. */
const mayCut = (text) => MAY_HOLD.test(text) && MAY_CUT.test(text);
/** `text` with every URL in it cut to its scheme, host and path, and a line or heading anchor. */
function publicUrls(text) {
    return mayCut(text) ? cutUrls(text) : text;
}
/** publicUrls, the text read in full. */
function cutUrls(text) {
    const view = viewOf(text);
    return cutText(text, view, [...urlCuts(view)].sort((a, b) => a[0] - b[0]));
}
/**
 * Whether publicUrls leaves `text` as it is (every URL in it kept whole), without building the text it would give.
 * `json`: `text` is JSON without a backslash, and the question is whether publicUrls leaves each of its strings as it is.
 */
function keepsUrls(text, json = false) {
    return !mayCut(text) || noneCut(urlCuts(viewOf(text), json ? IN_JSON : IN_TEXT));
}
/** Whether every span of `cuts` is empty (read up to the first that is not). */
function noneCut(cuts) {
    for (const [from, to] of cuts)
        if (to > from)
            return false;
    return true;
}


/***/ })

};

//# sourceMappingURL=605.index.js.map