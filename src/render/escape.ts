// The one escaping helper module: every untrusted string (from the API or an input) goes through
// one of these at the point where it enters a format: HTML, Markdown, a log line, an annotation.
import { isLoopback } from '../api/base-url.ts';
import { keepsUrls, publicUrls } from '../api/url-text.ts';

/** Default length caps, in code points, before escaping. */
export const CELL_MAX = 200;
export const TEXT_MAX = 500;
export const LOG_MAX = 500;
/** Longer URLs are shown as text, not linked: they only bloat the summary. */
export const URL_MAX = 1000;

// C0, DEL, C1, line/paragraph separators, and bidi controls (which can make text read differently).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Replaces control characters (CR, LF, other C0/C1, U+2028/2029, bidi controls) by spaces. Every URL is cut first
 * (publicUrls), while its tabs and newlines still stand: a browser drops them, so `https://u:PW<TAB>SECRET@h` has the
 * password PWSECRET, but a space ends a URL (attack20 U7).
 */
export function stripControl(s: string): string {
  return publicUrls(s).replace(CONTROL, ' ');
}

/** Caps `s` at `max` code points, ending with `…` when cut; never splits a surrogate pair. */
export function truncate(text: string, max: number): string {
  // A URL keeps its scheme, host and path only, cut before the cap: a cap that drops its `@host` would leave
  // a password the mask no longer reads as a URL's (attack18 U2).
  const s = publicUrls(text);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a short cut; the code-point count below gives the same answer
  if (s.length <= max) return s;
  // max code points span at most 2 × max code units; a surrogate split by the slice is dropped below.
  // Stryker disable next-line MethodExpression: bounds the work on a long string; the result is the same without it
  const points = Array.from(s.slice(0, max * 2 + 2));
  if (points.length <= max) return s;
  return points.slice(0, Math.max(0, max - 1)).join('') + '…';
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML-escapes `& < > " '`. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

// What GitHub's and GitLab's Markdown (CommonMark and GFM) read as syntax, escaped only where they read it,
// so that a saved summary reads as text: `critical: 1 new > 0 (fail-on-severity high)` stays as it is.

/** Inline syntax anywhere in a line: emphasis, code, links, table pipes, strikethrough, math, backslash escapes. */
const INLINE_SPECIAL = new Set(['\\', '`', '*', '[', ']', '|', '~', '$']);
/**
 * A run of text put whole in one code span, where GitHub and GitLab read nothing: one holding an `@` (a handle,
 * `@acme/platform`, or an address: no @mention, no email autolink), and a reference (attack26 R2: GitHub's `#12`,
 * `acme/api#12`, `GH-3`; GitLab's `!7`, `&1`, `$1`, `%1`, a label or milestone by name (`~bug`, `~-x`, `%v1.0`, `%(x`; not one starting with a `.`, which a sentence's own full stop after a `~` would make),
 * `*iteration:1`, the bracketed kinds (`[vulnerability:1]`, `[wiki_page:Home]`), a wiki link's `[[`, which a
 * backslash does not stop, and a project's `group/project>`; attack27 R2b, attack28 R2d, attack29 R2e): each would link what it names and leave a cross-reference on
 * it. A run after a letter is spanned too (`50%-60`): the text beside a code span is where a reference starts. After a
 * `"` or `(` the span holds no `/` first: the mask reads a `//` there as a URL's start, even in a code span (`~(//`).
 */
const CODE_RUN =
  /[A-Za-z0-9._%+\-/@]*@[A-Za-z0-9._%+\-/@]*|[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)+>|[A-Za-z0-9._\-/]*(?:(?:[#!&$%]\d|GH-\d|[~%][A-Za-z0-9_\-&?:]|\*iteration:)[A-Za-z0-9._\-/]*|[~%]["(](?:[A-Za-z0-9._-][A-Za-z0-9._\-/]*)?)|\[\[|\[(?:vulnerability|feature_flag|work_item|contact|cadence|wiki_page):[A-Za-z0-9._-]*\]?/g;
/** A character reference (`&amp;`, `&#58;`) that `&` would begin; anywhere else `&` is text. */
const CHARACTER_REFERENCE = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/;
const ALPHANUMERIC = /[A-Za-z0-9]/;
/** What opens a block when a line starts with it: a list item (`-`, `+`, `1.`, `1)`), a heading, a quote, a setext underline. */
const BLOCK_START = /^(\s*)(?:([-+#>=])|(\d{1,9})([.)]))/;

/** A character as a numeric character reference (`&#42;`), which Markdown shows as the character and reads as text. */
const reference = (c: string): string => `&#${c.codePointAt(0)};`;
/** A character Markdown reads as syntax, escaped: `\\*`, or inert (markdownChar) `&#42;`, which holds no backslash. */
const syntax = (c: string, inert: boolean): string => (inert ? reference(c) : `\\${c}`);
/** What the URL cutter reads a URL's start with (`https:`, `//`, `\\`), as NFKC has it: `:`, `／`, `＼`, `℅` among others. */
const URL_SYNTAX = /[:/\\]/;

/** `text` with every character the URL cutter reads a URL's start with (URL_SYNTAX) a character reference: no URL starts in it. */
export function urlInert(text: string): string {
  return Array.from(text, (c) => (URL_SYNTAX.test(c.normalize('NFKC')) ? reference(c) : c)).join('');
}

/**
 * One character of text (outside a code span) as Markdown must see it; `at` is its index in `text`. `inert`: a character
 * Markdown would read as syntax is a character reference, not a backslash escape, and so is each one the URL cutter
 * reads a URL's start with: the text then holds no `:`, `/` or `\` (markdownEscape).
 */
function markdownChar(text: string, at: number, inert: boolean): string {
  const c = text[at] as string;
  if (inert && URL_SYNTAX.test(c.normalize('NFKC'))) return reference(c);
  const escaped = syntax(c, inert);
  if (INLINE_SPECIAL.has(c)) return escaped;
  // No HTML tag, comment or autolink can open.
  if (c === '<') return '&lt;';
  if (c === '&') return CHARACTER_REFERENCE.test(text.slice(at, at + 40)) ? '&amp;' : '&';
  // Between two letters or digits an underscore can neither open nor close emphasis (match_based_id).
  if (c === '_') return ALPHANUMERIC.test(text[at - 1] ?? '') && ALPHANUMERIC.test(text[at + 1] ?? '') ? '_' : escaped;
  // GitLab's inline diff: `{+ added +}`, `{- removed -}`.
  if (c === '{' && (text[at + 1] === '+' || text[at + 1] === '-')) return escaped;
  return c;
}

/**
 * Escapes `text` from `from` to `to` (a run that holds no CODE_RUN): each character, then the autolinks GFM finds after
 * escapes are undone. `afterSpan`: the text follows a code span, which no link's scheme can be in.
 */
function escapeText(text: string, from: number, to: number, inert: boolean, afterSpan: boolean): string {
  let out = '';
  for (let i = from; i < to; i++) out += markdownChar(text, i, inert);
  // GFM finds `www.` and `https://` links in the text after escapes are undone: a code span splits the text where an escape cannot.
  out = out.replace(/(www)\./gi, '$1`.`');
  // Inert, `://` was written `&#58;&#47;&#47;`: a code span holds it whole, and no URL starts there either. Right after a
  // code span no scheme precedes it, and a span there would meet that one in a double backtick, which shows (attack27 R2c).
  const span = (inSpan: string) => (found: string, at: number) => (afterSpan && at === 0 ? found : inSpan);
  return inert ? out.replaceAll('&#58;&#47;&#47;', span('`://`')) : out.replace(/:\/\//g, span('`:`//'));
}

/** The span escapeText ends a text with (a literal backtick is always escaped: none is bare after a `.` or a `/`). */
const OWN_SPAN_END = /`(?:\.|:\/\/)`$/;

/** `capped` escaped (markdownChar), each CODE_RUN in a code span; `opensLine`: no block opened at its start. */
function escapeRuns(capped: string, opensLine: boolean, inert: boolean): string {
  let out = '';
  let from = 0;
  // A handle, an address or a reference goes whole in one code span: GitHub and GitLab mention and link nothing in code.
  for (const match of capped.matchAll(CODE_RUN)) {
    // A run right after another (`a@b#1`) joins its span: two spans side by side would meet in a double backtick.
    if (from > 0 && match.index === from) out = out.slice(0, -1);
    else {
      // Text that ends in a span of its own (`www`.``, inert `` `://` ``) joins the run's too: beside it, `[[`, which
      // takes nothing before it, would meet that span in a double backtick, which shows (attack34 W1).
      const text = escapeText(capped, from, match.index, inert, from > 0);
      out += OWN_SPAN_END.test(text) ? text.slice(0, -1) : `${text}\``;
    }
    out += `${match[0]}\``;
    from = match.index + match[0].length;
  }
  out += escapeText(capped, from, capped.length, inert, from > 0);
  if (!opensLine) return out;
  // Text that may open a line must not open a block.
  return out.replace(BLOCK_START, (_, space: string, marker?: string, digits?: string, dot?: string) =>
    marker !== undefined ? `${space}${syntax(marker, inert)}` : `${space}${digits}${syntax(dot as string, inert)}`,
  );
}

function markdownEscape(s: string, max: number, opensLine: boolean): string {
  // truncate cuts a URL to its scheme, host and path first (SECURITY.md): before the escapes below spell it so the mask cannot (attack17 U1).
  const capped = truncate(stripControl(s), max);
  const out = escapeRuns(capped, opensLine, false);
  // The mask cuts URLs once more, in the whole document (host/mask.ts). An escape's backslash can make a URL's start the
  // text did not hold (`\\` and `/\*` are a `//`), and an escape or a code span can make a URL read on past where the
  // text ended it: a cut there would take an escape or a backtick and leave the rest live (attack24 M1). So the escaped
  // text must be one the cutter leaves whole, whatever follows it: tried after a space (a bare `//` starts a URL after
  // one) and after a letter (`a：//` is a start), with a `?` after it (a query, cut to the next space: a URL the text does
  // not end is cut). Otherwise it is written inert: every escape and every `:`, `/` and `\` (as NFKC reads them) a
  // character reference, so no URL can start in it; the `/` left are in code spans, after a backtick, where none starts.
  return keepsUrls(` ${out}?`) && keepsUrls(`a${out}?`) ? out : escapeRuns(capped, opensLine, true);
}

/** Escapes `s` for a Markdown table cell (inline content): no HTML, no Markdown syntax, no row break, no @mention, capped. */
export function markdownCell(s: string, max: number = CELL_MAX): string {
  return markdownEscape(s, max, false);
}

/** Escapes `s` for running Markdown text (a headline, a list item, a quote): the cell's rules, no block opened at its start, a longer cap. */
export function markdownText(s: string, max: number = TEXT_MAX): string {
  return markdownEscape(s, max, true);
}

/**
 * The URL as a link destination, when it is https (or http to a loopback host) without credentials:
 * normalised, then every character that could end or alter the destination, split a table row or
 * leave printable ASCII percent-encoded. Undefined otherwise.
 */
export function safeUrl(s: string | undefined): string | undefined {
  if (typeof s !== 'string' || s.length > URL_MAX) return undefined;
  let url: URL;
  try {
    url = new URL(s); // the parser itself drops leading and trailing spaces
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  // Cut as the mask would cut it (a query; a URL in its path, from a repository's name: attack18 U6), before it is encoded so the mask could not.
  if (url.href.length > URL_MAX) return undefined;
  const destination = percentEncode(publicUrls(url.href));
  // Written `[label](url)`, with a `)` and a space after it, where the mask reads its URLs once more: an encoding can make
  // a cut the URL did not have (a URL in its path whose `|`, a sentence's punctuation, became `%7C`: attack24 M1). Then no link.
  return keepsUrls(`${destination}) `) ? destination : undefined;
}

/** Characters kept as they are in a link destination; everything else is percent-encoded (UTF-8). */
const URL_KEPT = /[A-Za-z0-9\-._~:/?#@!$*+,;=%]/;

function percentEncode(href: string): string {
  let out = '';
  for (const c of href) {
    if (URL_KEPT.test(c)) {
      out += c;
      continue;
    }
    // Stryker disable next-line StringLiteral: the URL parser has already encoded every byte below 0x10 (so the padding never shows), and Buffer.from reads '' as utf8
    for (const byte of Buffer.from(c, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A Markdown link to `url` when it is a safe URL (see safeUrl); otherwise only the escaped text. */
export function markdownLink(text: string, url: string | undefined, max: number = CELL_MAX): string {
  const label = markdownCell(text, max);
  const destination = safeUrl(url);
  if (destination === undefined || label === '') return label;
  return `[${label}](${destination})`;
}

/**
 * Makes `s` safe as one job-log line in any CI: control characters become spaces (so no ANSI escape,
 * and no GitLab section marker, which needs CR and ESC), a leading `::` (a GitHub workflow command)
 * becomes `: :`, every `##[` (the older command form and Azure's formatting, parsed anywhere in a line)
 * becomes `# #[`, and every `##vso[` (an Azure Pipelines logging command, parsed anywhere) `# #vso[`.
 */
export function logLine(s: string, max: number = LOG_MAX): string {
  return truncate(stripControl(s), max)
    .replace(/^(\s*)::/, '$1: :')
    .replaceAll('##[', '# #[')
    .replace(/##vso\[/gi, '# #vso[');
}

/** The toolkit's escaping of a workflow command's message (the part after the last `::`). */
export function annotationMessage(s: string): string {
  return s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** The toolkit's escaping of a workflow command property value (`file=`, `title=` …). */
export function annotationProperty(s: string): string {
  return annotationMessage(s).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/**
 * Makes `s` safe as a quoted string of a Mermaid chart (a title, an axis label): only letters, digits,
 * spaces and `.,:/()+-` are kept, anything else (a quote, a bracket, a semicolon, a newline) becomes a
 * space, capped. Mermaid then has nothing to parse in it.
 */
export function mermaidText(s: string, max = 80): string {
  const text = truncate(stripControl(s), max).replace(/[^A-Za-z0-9 .,:/()+-]/g, ' ');
  // Written between quotes, where the mask reads the chart's URLs once more: a text whose URL would read on over the
  // closing quote (`http://http:-"`, an authority that is no host and port) loses its `:` and `/` (attack34 M1).
  return keepsUrls(`"${text}", "a"`) ? text : text.replace(/[:/]/g, ' ');
}

/** A number a Mermaid chart can draw: finite and not negative, else 0. */
export function mermaidNumber(n: number): number {
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : 0;
}
