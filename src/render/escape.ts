// The one escaping helper module: every untrusted string (from the API or an input) goes through
// one of these at the point where it enters a format: HTML, Markdown, a log line, an annotation.

/** Default length caps, in code points, before escaping. */
export const CELL_MAX = 200;
export const TEXT_MAX = 500;
export const LOG_MAX = 500;
/** Longer URLs are shown as text, not linked: they only bloat the summary. */
export const URL_MAX = 1000;

// C0, DEL, C1, line/paragraph separators, and bidi controls (which can make text read differently).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Replaces control characters (CR, LF, other C0/C1, U+2028/2029, bidi controls) by spaces. */
export function stripControl(s: string): string {
  return s.replace(CONTROL, ' ');
}

/** Caps `s` at `max` code points, ending with `…` when cut; never splits a surrogate pair. */
export function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  // max code points span at most 2 × max code units; a surrogate split by the slice is dropped below.
  const points = Array.from(s.slice(0, max * 2 + 2));
  if (points.length <= max) return s;
  return points.slice(0, Math.max(0, max - 1)).join('') + '…';
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML-escapes `& < > " '`. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

// Markdown punctuation that can start emphasis, code, links, headings, lists, tables, strikethrough or math.
const MARKDOWN_SPECIAL = new Set('\\`*_{}[]()#+-!|~$='.split(''));

/** One character as it appears in Markdown+HTML output. */
function markdownChar(c: string): string {
  const entity = HTML_ENTITIES[c];
  if (entity) return entity;
  if (c === '@') return '&#64;'; // no @mention pings
  if (c === ':') return '&#58;'; // no scheme text (`javascript:`), emoji shortcode or autolink
  if (MARKDOWN_SPECIAL.has(c)) return '\\' + c;
  return c;
}

function markdownEscape(s: string, max: number): string {
  const capped = truncate(stripControl(s), max);
  let out = '';
  for (const c of capped) out += markdownChar(c);
  // "1. x" would otherwise start an ordered list when the text opens a line.
  return out.replace(/^(\s*\d+)\./, '$1\\.');
}

/** Escapes `s` for a Markdown table cell in a job summary: no HTML, no Markdown, no row break, no @mention, capped. */
export function markdownCell(s: string, max: number = CELL_MAX): string {
  return markdownEscape(s, max);
}

/** Escapes `s` for running Markdown text (headline, list item): same rules as a cell, a longer cap. */
export function markdownText(s: string, max: number = TEXT_MAX): string {
  return markdownEscape(s, max);
}

/** The URL, normalised, when it parses as http(s) without credentials; otherwise undefined. */
export function safeUrl(s: string | undefined): string | undefined {
  if (typeof s !== 'string' || s.length > URL_MAX) return undefined;
  let url: URL;
  try {
    url = new URL(s.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.href.length > URL_MAX ? undefined : url.href;
}

// Characters that would end or alter a Markdown link destination; `&` would start an entity.
const URL_UNSAFE = /[()<>"'`\\ &\u0000-\u001f\u007f]/g;

/** A Markdown link to `url` when it is a safe http(s) URL; otherwise only the escaped text. */
export function markdownLink(text: string, url: string | undefined, max: number = CELL_MAX): string {
  const label = markdownCell(text, max);
  const href = safeUrl(url);
  if (href === undefined || label === '') return label;
  const destination = href.replace(URL_UNSAFE, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
  return `[${label}](${destination})`;
}

/**
 * Makes `s` safe as one job-log line: control characters become spaces, a leading `::` (a workflow
 * command) becomes `: :`, every `##[` (the older command form, parsed anywhere in a line) becomes `# #[`.
 */
export function logLine(s: string, max: number = LOG_MAX): string {
  return truncate(stripControl(s), max)
    .replace(/^(\s*)::/, '$1: :')
    .replaceAll('##[', '# #[');
}

/** The toolkit's escaping of a workflow command's message (the part after the last `::`). */
export function annotationMessage(s: string): string {
  return s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** The toolkit's escaping of a workflow command property value (`file=`, `title=` …). */
export function annotationProperty(s: string): string {
  return annotationMessage(s).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
