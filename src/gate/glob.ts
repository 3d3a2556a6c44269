// The globs of the exceptions file's `paths`, compiled once when the file is read and matched in time
// bounded by the glob's length times the path's: no regular expression, no backtracking past one star.
// The grammar is node's `path.matchesGlob` (minimatch, case-sensitive, no dot files) narrowed to what can be
// matched so: `**` as a whole segment, `*`, `?` and `[...]` classes within one, and `{a,b}` alternatives,
// expanded when compiled (at most MAX_GLOB_ALTERNATIVES). Anything else is refused, never matched
// differently, but where node's minimatch drops a match the glob makes (two `**` before a name starting
// with `.`, as `**/config/**/.env`; `*` beside `[.]a` in one set of alternatives): those are taken. Pure.

/** Alternatives one glob's braces may expand to. */
export const MAX_GLOB_ALTERNATIVES = 64;

/** A glob that cannot be matched as written: the sentence says what to write instead. */
export class GlobProblem extends Error {}

/** A character class: its ranges (code units, low and high, inclusive), negated or not. */
interface CharClass {
  negated: boolean;
  ranges: [number, number][];
}

/** One token of a segment: a code unit, any one (`?`), a class, or any run (`*`). */
type Token = number | 'any' | 'star' | CharClass;

/** One segment of a glob: `**`, a text to equal, or tokens (`dot`: it may match a name starting with `.`). */
type Segment = { kind: 'globstar' } | { kind: 'text'; text: string } | { kind: 'tokens'; tokens: Token[]; dot: boolean };

/** A glob of the exceptions file, compiled: its alternatives, each a list of segments. */
export interface PathGlob {
  asWritten: string;
  alternatives: readonly (readonly Segment[])[];
  /** Characters of its alternatives together: what one match costs, per character of the path. */
  chars: number;
}

const DOT = 46;

/** What a glob expands to, counted before it is: its alternatives, and their characters together. */
export interface GlobSize {
  alternatives: number;
  chars: number;
}

/**
 * A glob compiled; throws GlobProblem for what the matcher does not match. `admit` is told the glob's size
 * before its braces are expanded, and may throw: a caller bounding many globs refuses the one that passes
 * its bound before that one costs anything.
 */
export function compileGlob(text: string, admit?: (size: GlobSize) => void): PathGlob {
  if (text.includes('\\')) throw new GlobProblem('a backslash is not supported: write / between folders, and no escapes');
  if (text.startsWith('!')) throw new GlobProblem('a glob starting with ! (a negation) is not supported: list the paths to match');
  if (/[@!+*?]\(/.test(text)) throw new GlobProblem('an extended glob such as @(a|b) is not supported: write {a,b}');
  const parts = bracesOf(text);
  const size = sizeOf(parts);
  if (size.alternatives > MAX_GLOB_ALTERNATIVES)
    throw new GlobProblem(`its braces make more than ${MAX_GLOB_ALTERNATIVES} alternatives: write fewer, or list the globs`);
  admit?.(size);
  // One class object per class written, shared by the alternatives that repeat it.
  const classes = new Map<string, Token>();
  return { asWritten: text, alternatives: textsOf(parts).map((alternative) => segmentsOf(alternative, classes)), chars: size.chars };
}

// ---- braces ------------------------------------------------------------------------------------

/** A glob's text as a sequence of texts and brace groups (each a list of sequences). */
type Part = string | Part[][];

/** A glob's text read as texts and brace groups (not expanded). */
function bracesOf(text: string): Part[] {
  if (!/[{}]/.test(text)) return [text];
  let at = 0;
  const sequence = (inGroup: boolean): Part[] => {
    const parts: Part[] = [];
    while (at < text.length) {
      const char = text[at] as string;
      if (char === '{') {
        at++;
        parts.push(group());
      } else if (inGroup && (char === ',' || char === '}')) return parts;
      else if (char === '}') throw new GlobProblem('a } without its {: braces hold alternatives such as {js,ts}');
      else {
        parts.push(char);
        at++;
      }
    }
    return parts;
  };
  const group = (): Part[][] => {
    const start = at;
    const options = [sequence(true)];
    while (text[at] === ',') {
      at++;
      options.push(sequence(true));
    }
    if (text[at] !== '}') throw new GlobProblem('a { without its }: braces hold alternatives such as {js,ts}');
    at++;
    const inside = text.slice(start, at - 1);
    if (options.length < 2 || inside.includes('..'))
      throw new GlobProblem(`{${inside}} is not a list of alternatives: write two or more, such as {js,ts} (no ranges such as {1..3})`);
    return options;
  };
  return sequence(false);
}

/**
 * How many texts a sequence expands to, and their characters together, without expanding it (in steps
 * of the glob's length). A text followed by a part of n texts of c characters together makes
 * (texts × n) texts of (characters × n + texts × c) characters.
 */
function sizeOf(parts: readonly Part[]): GlobSize {
  let alternatives = 1;
  let chars = 0;
  for (const part of parts) {
    const next =
      typeof part === 'string'
        ? { alternatives: 1, chars: part.length }
        : part
            .map(sizeOf)
            .reduce((sum, option) => ({ alternatives: sum.alternatives + option.alternatives, chars: sum.chars + option.chars }));
    chars = chars * next.alternatives + alternatives * next.chars;
    alternatives *= next.alternatives;
  }
  return { alternatives, chars };
}

function textsOf(parts: readonly Part[]): string[] {
  let texts = [''];
  for (const part of parts) {
    const endings = typeof part === 'string' ? [part] : part.flatMap(textsOf);
    texts = texts.flatMap((start) => endings.map((end) => start + end));
  }
  return texts;
}

// ---- segments ----------------------------------------------------------------------------------

function segmentsOf(text: string, classes: Map<string, Token>): Segment[] {
  const segments: Segment[] = [];
  for (const part of text.split('/')) {
    const segment = segmentOf(part, classes);
    // `**/**` is `**`: one pass over the names, not one each.
    if (segment.kind !== 'globstar' || segments.at(-1)?.kind !== 'globstar') segments.push(segment);
  }
  return segments;
}

function segmentOf(part: string, classes: Map<string, Token>): Segment {
  if (part === '') throw new GlobProblem('it has an empty folder (a leading, trailing or double /): write src/legacy/** for a folder');
  if (part === '.' || part === '..')
    throw new GlobProblem(`a folder written ${part} is not supported: write the path from the repository's root`);
  if (part === '**') return { kind: 'globstar' };
  const tokens = tokensOf(part, classes);
  if (tokens.every((token) => typeof token === 'number')) return { kind: 'text', text: String.fromCharCode(...(tokens as number[])) };
  // A name starting with `.` is matched only by a segment that starts with `.` (or `[.]`), as by node.
  return { kind: 'tokens', tokens, dot: tokens[0] === DOT };
}

function tokensOf(part: string, classes: Map<string, Token>): Token[] {
  const tokens: Token[] = [];
  for (let at = 0; at < part.length; at++) {
    const code = part.charCodeAt(at);
    if (part[at] === '*') {
      // `**` within a segment is one star, as by node.
      if (tokens.at(-1) !== 'star') tokens.push('star');
    } else if (part[at] === '?') tokens.push('any');
    else if (part[at] === '[') {
      const end = part.indexOf(']', at + 2);
      if (end === -1) throw new GlobProblem('a [ without its ]: a class such as [abc] or [0-9] is closed by ]');
      const inside = part.slice(at + 1, end);
      const known = classes.get(inside) ?? classOf(inside);
      classes.set(inside, known);
      tokens.push(known);
      at = end;
    } else if (part[at] === ']') throw new GlobProblem('a ] without its [: a class such as [abc] opens with [');
    else tokens.push(code);
  }
  return tokens;
}

/** A class's inside (between `[` and `]`): `!` or `^` first negates; `a-z` is a range. `[.]` is a dot, `[a]` an a. */
function classOf(inside: string): Token {
  const negated = inside.startsWith('!') || inside.startsWith('^');
  const body = negated ? inside.slice(1) : inside;
  if (body === '' || /[[{}]/.test(body))
    throw new GlobProblem(`the class [${inside}] is not supported: write letters and ranges such as [a-z0-9]`);
  const ranges: [number, number][] = [];
  for (let at = 0; at < body.length; at++) {
    const low = body.charCodeAt(at);
    if (body[at + 1] === '-' && at + 2 < body.length) {
      const high = body.charCodeAt(at + 2);
      if (high < low) throw new GlobProblem(`the class [${inside}] has a range from high to low: write it low to high`);
      ranges.push([low, high]);
      at += 2;
    } else ranges.push([low, low]);
  }
  // One character is that character: a code unit, as small as written text (and `[.]` is a written dot).
  if (!negated && ranges.length === 1) {
    const [[low, high]] = ranges as [[number, number]];
    if (low === high) return low;
  }
  return { negated, ranges };
}

// ---- matching ----------------------------------------------------------------------------------

/** A path's names, as a glob is matched against them: split once per path, not once per glob. */
export function pathNames(path: string): string[] {
  return path.split(/\/+/);
}

/** Whether a path, given by its names (pathNames: `/` between folders, from the repository's root), matches a glob. */
export function globMatches(glob: PathGlob, names: readonly string[]): boolean {
  return glob.alternatives.some((segments) => segmentsMatch(segments, names));
}

/** Rows of the match below, kept between matches: one path's names long, at most. */
let scratch = [new Uint8Array(64), new Uint8Array(64)] as const;

/**
 * Whether the segments match the names: `reach[j]` says the segments so far can end after name j. One
 * pass per segment over the names: (segments × names) segment matches, each bounded by their lengths.
 */
function segmentsMatch(segments: readonly Segment[], names: readonly string[]): boolean {
  const size = names.length + 1;
  if (scratch[0].length < size) scratch = [new Uint8Array(size * 2), new Uint8Array(size * 2)];
  let [reach, next] = scratch;
  reach.fill(0, 0, size);
  reach[0] = 1;
  for (const [index, segment] of segments.entries()) {
    next.fill(0, 0, size);
    // A `**` that ends the glob takes one name or more (node: `src/**` does not match `src`).
    const last = index === segments.length - 1;
    let any = false;
    // At j = 0, next[j - 1] and reach[j - 1] are index -1 of the rows: undefined, never 1 (no name comes before).
    for (let j = 0; j < size; j++) {
      if (segment.kind === 'globstar') {
        // Zero or more names (one or more at the end), none starting with `.`.
        const before = next[j - 1] === 1 || (last && reach[j - 1] === 1);
        next[j] = (!last && reach[j] === 1) || (before && (names[j - 1] as string).charCodeAt(0) !== DOT) ? 1 : 0;
      } else if (reach[j - 1] === 1 && nameMatches(segment, names[j - 1] as string)) next[j] = 1;
      any ||= next[j] === 1;
    }
    if (!any) return false;
    [reach, next] = [next, reach];
  }
  return reach[names.length] === 1;
}

function nameMatches(segment: Segment & { kind: 'text' | 'tokens' }, name: string): boolean {
  // The names `.` and `..` are matched by no segment: not by a wildcard (`.*`, `.?`), as by node, nor by a
  // class (`[.]`); a segment written `.` or `..` is refused.
  if (name === '.' || name === '..') return false;
  if (segment.kind === 'text') return name === segment.text;
  if (name.charCodeAt(0) === DOT && !segment.dot) return false;
  return tokensMatch(segment.tokens, name);
}

/**
 * Wildcard matching with one star remembered: on a mismatch, the last star takes one more character.
 * Every other token takes exactly one, so this finds a match if there is one, in (tokens × characters) steps.
 */
function tokensMatch(tokens: readonly Token[], name: string): boolean {
  let t = 0;
  let at = 0;
  let star = -1;
  let starAt = 0;
  while (at < name.length) {
    const token = tokens[t];
    if (token === 'star') {
      star = t++;
      starAt = at;
    } else if (token !== undefined && tokenMatches(token, name.charCodeAt(at))) {
      t++;
      at++;
    } else if (star >= 0) {
      t = star + 1;
      at = ++starAt;
    } else return false;
  }
  while (tokens[t] === 'star') t++;
  // A name is never empty where a star alone would match it (node: `*` needs one character).
  return t === tokens.length && name.length > 0;
}

function tokenMatches(token: Exclude<Token, 'star'>, code: number): boolean {
  if (typeof token === 'number') return token === code;
  if (token === 'any') return true;
  return token.ranges.some(([low, high]) => code >= low && code <= high) !== token.negated;
}
