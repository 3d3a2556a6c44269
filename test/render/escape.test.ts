import { describe, expect, it } from 'vitest';
import { createMask } from '../../src/host/mask.ts';
import {
  annotationMessage,
  annotationProperty,
  escapeHtml,
  logLine,
  markdownCell,
  markdownLink,
  markdownText,
  mermaidText,
  safeUrl,
  stripControl,
  truncate,
} from '../../src/render/escape.ts';

describe('escapeHtml', () => {
  it('turns & < > " \' into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('markdownCell', () => {
  it('escapes a pipe so it cannot split the table row', () => {
    expect(markdownCell('a|b')).toBe('a\\|b');
    // A URL keeps its scheme, host and path only, whatever the escapes then spell (attack17 U1).
    const cut = markdownCell('see https://user:pw@ci.example/a?key=s3cret and HTTPS://U:P@CI.EXAMPLE/B#x');
    expect(cut).not.toMatch(/pw|s3cret|U:P|key=/);
    expect(cut).toContain('ci.example/a');
  });

  it('leaves no HTML tag in the output: every < is an entity', () => {
    const out = markdownCell('<img src=x onerror=alert(1)><script>alert(1)</script>');
    expect(out).not.toContain('<');
    expect(out).toContain('&lt;img');
    expect(out).toContain('&lt;script>');
  });

  it('backslash-escapes what opens inline syntax anywhere: emphasis, code, links, pipes, strikethrough, math', () => {
    expect(markdownCell('*`[x](y)~$\\')).toBe('\\*\\`\\[x\\](y)\\~\\$\\\\');
  });

  it('leaves what is text in that position as it is: colons, hyphens, parentheses, quotes, > and #', () => {
    expect(markdownCell('critical: 1 new > 0 (fail-on-severity high)')).toBe('critical: 1 new > 0 (fail-on-severity high)');
    expect(markdownCell('it\'s # one, "quoted" = 2026-11-26! C# #tag')).toBe('it\'s # one, "quoted" = 2026-11-26! C# #tag');
    expect(markdownCell('src/a.ts:12')).toBe('src/a.ts:12');
    expect(markdownCell('1.0.0')).toBe('1.0.0');
  });

  it('escapes an underscore only where it could open or close emphasis', () => {
    expect(markdownCell('match_based_id')).toBe('match_based_id');
    expect(markdownCell('_x_ and __init__')).toBe('\\_x\\_ and \\_\\_init\\_\\_');
  });

  it('escapes & only where it would begin a character reference', () => {
    expect(markdownCell('R&D & ops')).toBe('R&D & ops');
    // `#58` after the `&` is a reference GitHub would link (attack26 R2): in a code span.
    expect(markdownCell('&lt;b&gt; &#58; &#x3A;')).toBe('&amp;lt;b&amp;gt; &amp;`#58`; &amp;#x3A;');
  });

  it('escapes GitLab’s inline diff', () => {
    expect(markdownCell('{+ added +} {- gone -} {x}')).toBe('\\{+ added +} \\{- gone -} {x}');
  });

  it('turns CR, LF and other control characters into spaces', () => {
    expect(markdownCell('a\r\nb\tc\u0000d\u2028e\u0085f')).toBe('a  b c d e f');
  });

  it('puts a reference whole in one code span, where GitHub and GitLab link no issue and leave no cross-reference (attack26 R2)', () => {
    expect(markdownCell('tracked in acme/secret-infra#12 and #1, GH-3')).toBe('tracked in `acme/secret-infra#12` and `#1`, `GH-3`');
    // GitLab's: merge request, epic, snippet, milestone (by number and by name), label (a backslash does not stop it).
    expect(markdownCell('!7 &1 $1 %1 %v1.0 ~bug ~"in review"')).toBe('`!7` `&1` `$1` `%1` `%v1.0` `~bug` `~"in` review"');
    expect(markdownCell('group/project!7 group&12')).toBe('`group/project!7` `group&12`');
    // GitLab's other forms (attack27 R2b): a label or milestone starting with a sign, an iteration, the bracketed kinds.
    expect(markdownCell('~-bug %_v1 *iteration:3 [vulnerability:1] [feature_flag:2] [work_item:4] [contact:5]')).toBe(
      '`~-bug` `%_v1` `*iteration:3` `[vulnerability:1]` `[feature_flag:2]` `[work_item:4]` `[contact:5]`',
    );
    // attack28 R2d: a label or milestone name after any sign, any bracketed kind, a wiki link; none after a letter or digit.
    expect(markdownCell('%(v1 %:x [cadence:1] [wiki_page:Home] [[Home]] 50%-60% a~b')).toBe(
      '`%(v1` `%:x` `[cadence:1]` `[wiki_page:Home]` `[[`Home\\]\\] `50%-60`% `a~b`',
    );
    // attack29 R2e: a project, GitLab's `group/project>` (not a path alone, nor a `>` after a space).
    expect(markdownCell('waiver acme/other> gitlab-org/sub/gitlab> a/b x/y >')).toBe(
      'waiver `acme/other>` `gitlab-org/sub/gitlab>` a/b x/y >',
    );
    // Not references: a sign before a space or a letter, a price with a space, a tilde alone.
    expect(markdownCell('50 % ! & $ 5 ~ x #x')).toBe('50 % ! & \\$ 5 \\~ x #x');
    // Two runs side by side are one span: two would meet in a double backtick.
    expect(markdownCell('a@b#1~x')).toBe('`a@b#1~x`');
    expect(markdownCell('x@y!2')).toBe('`x@y!2`');
    // And a run beside the span that breaks a link (attack27 R2c): `#1``:` would show its backticks.
    expect(markdownCell('see #1://x')).toBe('see `#1`://x');
    // Elsewhere the span stays: at the start of a text, and after a span but not beside it.
    expect(markdownCell('://x #1 y://z')).toBe('`:`//x `#1` y`:`//z');
    expect(markdownCell('://x')).toBe('`:`//x');
    expect(markdownCell('#1://x #2')).toBe('`#1`://x `#2`');
    // And the span that breaks a link beside a run after it (attack34 W1): `WWW`.``[[`` showed its backticks.
    expect(markdownText('WWW.[[')).toBe('WWW`.[[`');
    expect(markdownCell('www.[vulnerability:1] a')).toBe('www`.[vulnerability:1]` a');
    expect(markdownCell('\\ssh://[[')).toBe('&#92;ssh`://[[`');
  });

  it('puts a handle or an address whole in one code span, where GitHub and GitLab mention nobody and link nothing', () => {
    expect(markdownCell('@acme/platform')).toBe('`@acme/platform`');
    expect(markdownCell('owner @acme/security-team, mail sec@acme.example.')).toBe('owner `@acme/security-team`, mail `sec@acme.example.`');
    expect(markdownCell('@')).toBe('`@`');
  });

  it('breaks every GFM autolink form: www., http(s)://, email', () => {
    expect(markdownCell('www.evil.example/login')).toBe('www`.`evil.example/login');
    expect(markdownCell('WWW.evil.example')).toBe('WWW`.`evil.example');
    expect(markdownCell('https://evil.example')).toBe('https`:`//evil.example');
    expect(markdownCell('user@evil.example')).toBe('`user@evil.example`');
  });

  it('opens no block: a cell holds inline content only', () => {
    expect(markdownCell('- x')).toBe('- x');
    expect(markdownCell('1. x')).toBe('1. x');
  });

  it('caps long strings at 200 characters with an ellipsis', () => {
    const out = markdownCell('a'.repeat(10_000));
    expect(out).toBe(`${'a'.repeat(199)}…`);
  });

  it('caps by code points and never splits a surrogate pair', () => {
    const out = markdownCell('😀'.repeat(300), 10);
    expect(Array.from(out)).toHaveLength(10);
    expect(out).toBe(`${'😀'.repeat(9)}…`);
  });

  it('leaves short plain text alone', () => {
    expect(markdownCell('payments api')).toBe('payments api');
  });
});

describe('markdownText', () => {
  it('applies the cell rules with a longer cap', () => {
    expect(markdownText('x'.repeat(10_000))).toHaveLength(500);
    expect(markdownText('<b>@a</b>')).toBe('&lt;b>`@a`&lt;/b>');
  });

  it('opens no block where it starts a line: a list item, a heading, a quote, a setext underline', () => {
    expect(markdownText('1. first')).toBe('1\\. first');
    expect(markdownText('123) first')).toBe('123\\) first');
    expect(markdownText('  7. x')).toBe('  7\\. x');
    expect(markdownText('- x')).toBe('\\- x');
    expect(markdownText('+ x')).toBe('\\+ x');
    expect(markdownText('# x')).toBe('\\# x');
    expect(markdownText('> [!NOTE]')).toBe('\\> \\[!NOTE\\]');
    expect(markdownText('===')).toBe('\\===');
    expect(markdownText('a - b # c > d')).toBe('a - b # c > d');
  });
});

describe('safeUrl', () => {
  it('accepts https URLs, and http only to a loopback host', () => {
    expect(safeUrl('https://github.com/o/r/blob/main/a.ts#L3')).toBe('https://github.com/o/r/blob/main/a.ts#L3');
    expect(safeUrl('http://127.0.0.1:8080/x')).toBe('http://127.0.0.1:8080/x');
    expect(safeUrl('http://example.com')).toBeUndefined();
  });

  it('refuses a URL with credentials, even a user name alone', () => {
    expect(safeUrl('https://user:pass@github.com/x')).toBeUndefined();
    expect(safeUrl('https://user@github.com/x')).toBeUndefined();
  });

  it('percent-encodes |, whitespace, <, >, backslash, backtick and every character outside printable ASCII', () => {
    const url = safeUrl('https://github.com/a.ts|@team see https://evil.example/fix|`x`<y>\\z é');
    expect(url).toBe('https://github.com/a.ts%7C@team%20see%20https://evil.example/fix%7C%60x%60%3Cy%3E/z%20%C3%A9');
    expect(url).not.toMatch(/[|\s<>`\\]/);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    'file:///etc/passwd',
    '/relative',
    'not a url',
    '',
  ])('rejects %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('rejects URLs with credentials', () => {
    expect(safeUrl('https://user:pass@example.com/')).toBeUndefined();
    expect(safeUrl('https://user@example.com/')).toBeUndefined();
  });

  it('rejects absurdly long URLs', () => {
    expect(safeUrl('https://example.com/' + 'a'.repeat(10_000))).toBeUndefined();
  });
});

describe('markdownLink', () => {
  it('links escaped text to a safe URL', () => {
    expect(markdownLink('a_b.ts', 'https://example.com/a_b.ts')).toBe('[a_b.ts](https://example.com/a_b.ts)');
  });

  it('percent-encodes parentheses, spaces and quotes in the destination', () => {
    expect(markdownLink('x', 'https://example.com/a (1)/"q"/\'y\'')).toBe('[x](https://example.com/a%20%281%29/%22q%22/%27y%27)');
  });

  it('encodes & so the destination cannot hold an entity', () => {
    expect(markdownLink('x', 'https://example.com/a=1&lt;=2')).toBe('[x](https://example.com/a=1%26lt;=2)');
  });

  it('cuts the destination as the mask would, before encoding it: a query, and the user info of a URL in its path (attack18 U6)', () => {
    expect(markdownLink('x', "https://example.com/a?x='y'#L3")).toBe('[x](https://example.com/a#L3)');
    expect(markdownLink('a.ts', "https://github.com/acme/https://u:p'PW@ci.example/x/blob/main/a.ts#L36")).toBe(
      '[a.ts](https://github.com/acme/https://ci.example/x/blob/main/a.ts#L36)',
    );
    expect(markdownLink('a.ts', 'https://github.com/acme/https://u:PW@ci.example/x?q=Q/blob/main/a.ts')).toBe(
      '[a.ts](https://github.com/acme/https://ci.example/x)',
    );
  });

  it('gives only the escaped text for a javascript: or data: URL', () => {
    expect(markdownLink('click', 'javascript:alert(1)')).toBe('click');
    expect(markdownLink('<b>', 'data:text/html,x')).toBe('&lt;b>');
  });

  it('gives only the text when there is no URL', () => {
    expect(markdownLink('main', undefined)).toBe('main');
  });
});

describe('logLine', () => {
  it("cuts a URL to its scheme, host and path before the cap, which could drop its '@host' and leave the password (attack18 U2)", () => {
    const text = `see https://deploy:PWSECRET${'z'.repeat(300)}@ci.example/a?q=QSECRET`;
    for (const out of [logLine(text, 60), truncate(text, 60), logLine(text)]) {
      expect(out).not.toMatch(/PWSECRET|QSECRET|deploy/);
      expect(out.startsWith('see https://ci.example/a')).toBe(true);
    }
  });

  it('keeps a newline from starting a workflow command', () => {
    const out = logLine('project\n::error::x');
    expect(out).toBe('project ::error::x');
    expect(out.split(/\r?\n/)).toHaveLength(1);
  });

  it('neutralises a leading ::, with or without leading whitespace', () => {
    expect(logLine('::error::x')).toBe(': :error::x');
    expect(logLine('  ::set-output name=a::b')).toBe('  : :set-output name=a::b');
    expect(logLine('\n::stop-commands::t')).toBe(' : :stop-commands::t');
  });

  it('neutralises ##[ anywhere in the line', () => {
    expect(logLine('##[warning]x')).toBe('# #[warning]x');
    expect(logLine('a ##[error]b')).toBe('a # #[error]b');
  });

  it('replaces CR, C0, C1 and U+2028/2029 by spaces', () => {
    expect(logLine('a\rb\u001b[31mc\u009bd\u2028e\u2029f')).toBe('a b [31mc d e f');
  });

  it('caps long lines at 500 characters', () => {
    expect(Array.from(logLine('z'.repeat(10_000)))).toHaveLength(500);
  });
});

// attack20 U7: a tab or newline in a URL turned into a space before the cut left the part of the password after it.
describe('a URL a tab or a newline splits, in a log line, a cell and a text', () => {
  it.each([
    ['x https://deploy:PW\tSECRET@h/a', 'x https:// h/a'],
    ['x https://deploy:PW\nSECRET@h/a', 'x https:// h/a'],
    ['x https:\t//deploy:PWSECRET@h/a', 'x https: //h/a'],
    ['x https://h/a?\ttoken=PWSECRET', 'x https://h/a '],
  ])('%j: no piece of the password or the query shows', (raw, line) => {
    expect(stripControl(raw)).toBe(line);
    expect(logLine(raw)).toBe(line);
    for (const shown of [logLine(raw), markdownCell(raw), markdownText(raw), mermaidText(raw)]) {
      expect(shown).not.toMatch(/PW|SECRET|deploy/);
    }
  });
});

describe('annotation escaping', () => {
  it('escapes a message like the toolkit', () => {
    expect(annotationMessage('100% done\r\n::error::x')).toBe('100%25 done%0D%0A::error::x');
  });

  it('escapes a property like the toolkit, with : and , as well', () => {
    expect(annotationProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });
});

describe('escaping, exactly', () => {
  it('truncate keeps a string whose code points fit, however many code units it has', () => {
    const emoji = '😀'.repeat(200);
    expect(truncate(emoji, 200)).toBe(emoji);
    expect(truncate('😀'.repeat(150), 200)).toBe('😀'.repeat(150));
    expect(truncate('😀'.repeat(201), 200)).toBe(`${'😀'.repeat(199)}…`);
  });

  it('safeUrl: nothing for a missing value, a scheme other than https, or a URL over 1,000 characters before or after normalising', () => {
    expect(safeUrl(undefined)).toBeUndefined();
    for (const bad of ['javascript:alert(1)', 'ftp://github.com/x', 'data:text/html,x', 'http://example.com/'])
      expect(safeUrl(bad)).toBeUndefined();
    const exactly = `https://github.com/${'a'.repeat(1000 - 'https://github.com/'.length)}`;
    expect(exactly).toHaveLength(1000);
    expect(safeUrl(exactly)).toBe(exactly);
    expect(safeUrl(` ${exactly}`)).toBeUndefined();
    expect(safeUrl(`https://github.com/${'é'.repeat(400)}`)).toBeUndefined();
  });

  it('markdownLink: no link without a label', () => {
    expect(markdownLink('', 'https://github.com/x')).toBe('');
    expect(markdownLink('x', 'https://github.com/x')).toBe('[x](https://github.com/x)');
  });
});

describe('safeUrl, the last edges', () => {
  it('refuses a password without a user name, and any scheme but https to a loopback host', () => {
    expect(safeUrl('https://:secret@github.com/x')).toBeUndefined();
    expect(safeUrl('ftp://127.0.0.1/x')).toBeUndefined();
    expect(safeUrl('https://127.0.0.1/x')).toBe('https://127.0.0.1/x');
  });
});

describe('the escapes the mutation run of render/escape.ts found untested (attack24 M1 follow-up)', () => {
  it('writes text inert where only a letter before it would start a URL (a full-width colon then //)', () => {
    expect(markdownCell('：//-<|')).toBe('&#65306;&#47;&#47;-&lt;&#124;');
  });

  it('keeps an ASCII :// of inert text readable as a code span, not dropped', () => {
    expect(markdownCell('https://h/p \\')).toBe('https`://`h&#47;p &#92;');
  });

  it('is no link where the encoded destination would be cut by the mask (a URL in its path, then a |)', () => {
    expect(safeUrl('https://h/a/https:a:1|/x')).toBeUndefined();
    expect(safeUrl('https://h/a/b|c')).toBe('https://h/a/b%7Cc');
  });

  it('escapes & before a character reference anywhere in the text, of any length', () => {
    expect(markdownCell('x &copy; y &amp; &#169; & z')).toBe('x &amp;copy; y &amp;amp; &amp;`#169`; & z');
  });

  it('escapes an underscore at the end of a word that ends the text', () => {
    expect(markdownCell('snake_')).toBe('snake\\_');
    expect(markdownCell('a_b')).toBe('a_b');
  });

  it("breaks an Azure ##vso[ command anywhere in a log line, and keeps the line's text", () => {
    expect(logLine('x ##vso[task.complete result=Succeeded]')).toBe('x # #vso[task.complete result=Succeeded]');
  });

  it('writes a space in place of each character a Mermaid label cannot hold, and keeps the rest', () => {
    expect(mermaidText('a"b;c<d>e{f}')).toBe('a b c d e f ');
    expect(mermaidText('Ab0 .,:/()+-')).toBe('Ab0 .,:/()+-');
  });

  it("writes a label the mask would cut past its closing quote without its ':' and '/' (attack34 M1)", () => {
    const mask = createMask();
    // Found by a random search of the chart's text under the mask (its closing quote and the line after it were cut).
    for (const raw of ['http:@(.:ta ?s@:-', 'http:,a.@+:.h-s1/:- ', 'Backlog, 12w (2026-09-01 to 2026-11-28)']) {
      const chart = `  title "${mermaidText(raw)}"\n  x-axis ["${mermaidText(raw, 12)}", "b"]\n`;
      expect(mask.text(chart), raw).toBe(chart);
    }
    expect(mermaidText('http:@(.:ta ?s@:-')).toBe('http  -');
    expect(mermaidText('Backlog, 12w (2026-09-01 to 2026-11-28)')).toBe('Backlog, 12w (2026-09-01 to 2026-11-28)');
  });
});
