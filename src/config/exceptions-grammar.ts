// The exceptions file's grammar: accepted risk as YAML, each entry checked here. An entry that cannot
// be read is an error that names the file, the line and what to fix; it never applies. Pure.
import { isMap, isScalar, isSeq, type Node, type YAMLMap } from 'yaml';
import { PURL_TYPE, purlName } from '../api/enums.ts';
import { DAY_MS } from '../domain.ts';
import { type ExceptionEntry, type ExceptionKind, type ExceptionsFile, type PackageMatch, projectMatch } from '../gate/exceptions.ts';
import { compileGlob, GlobProblem, type GlobSize, type PathGlob } from '../gate/glob.ts';
import { didYouMean } from '../suggest.ts';
import { ConfigError, MAX_INPUT_LIST_ITEMS, present, quoteValue } from './inputs.ts';
import { isEmptyNode, parseStrictYaml } from './strict-yaml.ts';

/** Longest text field of an entry (a reason, an owner, an id), in characters. */
const MAX_FIELD_CHARS = 2000;

/**
 * What the globs of one file may hold together: alternatives (after braces) and characters. Each item the
 * gate reads is matched against every glob of the entries that name it, in steps of at most (glob
 * characters × path characters): these keep that to a few milliseconds per item at the worst.
 */
export const MAX_FILE_GLOBS = 1000;
export const MAX_FILE_GLOB_CHARS = 10_000;

/** The keys of an entry, and the kind of item each match key makes it about. */
const MATCH_KEYS: Readonly<Record<string, ExceptionKind>> = {
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
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

/** The entries of an exceptions file's text; throws ConfigError naming the file, the line and what to fix. */
export function parseExceptions(text: string, path: string, now: Date, maxDays: number): ExceptionsFile {
  const fail = (line: number, message: string): never => {
    throw new ConfigError('exceptions-file', `${path}:${line}: ${message}`);
  };
  const { root, lineOf } = parseStrictYaml(text, fail);
  // An empty document, or `exceptions:` alone.
  if (isEmptyNode(root)) return { path, entries: [] };
  if (!isMap(root)) return fail(lineOf(root), 'the file must be a mapping with one key, exceptions: a list of entries.');
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (key !== 'exceptions')
      fail(
        lineOf(pair.key as Node),
        `unknown key ${quoteValue(key)}${didYouMean(key, ['exceptions'], 1)}: the file holds one key, exceptions.`,
      );
  }
  const list = root.get('exceptions', true) as Node | undefined;
  if (isEmptyNode(list)) return { path, entries: [] };
  if (!isSeq(list)) return fail(lineOf(list), 'exceptions must be a list of entries, each starting with "- ".');
  if (list.items.length > MAX_INPUT_LIST_ITEMS) fail(lineOf(list), `${list.items.length} entries: the limit is ${MAX_INPUT_LIST_ITEMS}.`);
  // The file's globs so far, bounded as each is compiled: one past the bound is refused before it is expanded.
  const tally: GlobTally = { globs: 0, chars: 0 };
  const entries = list.items.map((item, index) => {
    try {
      return readEntry(item as Node, index + 1, lineOf, now, maxDays, tally);
    } catch (problem) {
      // Only EntryProblem is thrown while an entry is read: every way it can be wrong has a line and a fix.
      const { line, message } = problem as EntryProblem;
      return fail(line, `entry ${index + 1}: ${message}`);
    }
  });
  return { path, entries };
}

/** The globs of a file read so far, braces expanded, and their characters. */
interface GlobTally {
  globs: number;
  chars: number;
}

/**
 * Adds one glob's size to the file's, before the glob is expanded: throws at the glob that passes
 * MAX_FILE_GLOBS or MAX_FILE_GLOB_CHARS, so a file past the bound costs no more than the bound.
 */
function admitGlob(tally: GlobTally, size: GlobSize, text: string, line: number): void {
  tally.globs += size.alternatives;
  tally.chars += size.chars;
  if (tally.globs > MAX_FILE_GLOBS || tally.chars > MAX_FILE_GLOB_CHARS) {
    throw new EntryProblem(
      line,
      `paths: the glob ${quoteValue(text)} brings the file's paths globs to ${tally.globs.toLocaleString('en-US')} globs (braces expanded) of ${tally.chars.toLocaleString('en-US')} characters: the limit is ${MAX_FILE_GLOBS.toLocaleString('en-US')} globs of ${MAX_FILE_GLOB_CHARS.toLocaleString('en-US')} characters in one file, which every finding is matched against; use fewer, broader globs such as src/legacy/**.`,
    );
  }
}

/** An entry's keys, each with its value and line; throws for a key no entry has. */
type Fields = Map<string, { value: Node; line: number }>;

function fieldsOf(map: YAMLMap<unknown, unknown>, lineOf: (node: Node | null | undefined) => number): Fields {
  const fields: Fields = new Map();
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const keyLine = lineOf(pair.key as Node);
    if (!ENTRY_KEYS.includes(key)) {
      throw new EntryProblem(
        keyLine,
        `unknown key ${quoteValue(key)}${didYouMean(key, ENTRY_KEYS, 1) || `; an entry's keys are ${ENTRY_KEYS.join(', ')}`}.`,
      );
    }
    fields.set(key, { value: pair.value as Node, line: keyLine });
  }
  return fields;
}

/** The one kind of item an entry's match keys are about. */
function kindOf(fields: Fields, line: number): ExceptionKind {
  const kinds = new Set(
    Object.keys(MATCH_KEYS)
      .filter((key) => fields.has(key))
      .map((key) => MATCH_KEYS[key] as ExceptionKind),
  );
  const [kind] = kinds;
  if (kind === undefined) {
    throw new EntryProblem(line, 'it matches nothing: give at least one of finding, rule, vulnerability, secret or package.');
  }
  if (kinds.size > 1) {
    throw new EntryProblem(
      line,
      'it mixes kinds: finding, rule and vulnerability match code and supply-chain findings, secret a secrets finding, package a dependency; write one entry for each.',
    );
  }
  return kind;
}

/** One entry, checked. */
function readEntry(
  node: Node,
  number: number,
  lineOf: (node: Node | null | undefined) => number,
  now: Date,
  maxDays: number,
  tally: GlobTally,
): ExceptionEntry {
  const line = lineOf(node);
  if (!isMap(node)) throw new EntryProblem(line, 'an entry must be a mapping of keys (rule:, reason:, expires:, …).');
  const fields = fieldsOf(node as YAMLMap<unknown, unknown>, lineOf);
  const lineOfKey = (key: string): number => fields.get(key)?.line ?? line;
  const text = (key: string): string | undefined => {
    const field = fields.get(key);
    return field === undefined ? undefined : textOf(key, field.value, field.line);
  };
  const list = (key: string): string[] | undefined => {
    const field = fields.get(key);
    return field === undefined ? undefined : listOf(key, field.value, field.line);
  };
  const kind = kindOf(fields, line);
  const reason = text('reason');
  if (reason === undefined || reason === '')
    throw new EntryProblem(lineOfKey('reason'), 'reason is required: say why this risk is accepted.');
  for (const key of ['finding', 'rule', 'secret', 'vulnerability', 'package'] as const) {
    if (text(key) === '') throw new EntryProblem(lineOfKey(key), `${key} is empty: give the ${key} to match, or remove the key.`);
  }
  const owner = text('owner');
  if (owner === '')
    throw new EntryProblem(lineOfKey('owner'), 'owner is empty: name who owns this risk (such as @acme/security), or remove the key.');
  const packageText = text('package');
  return {
    number,
    line,
    kind,
    ...present('finding', text('finding')),
    ...present('rule', text('rule')),
    ...present('vulnerability', parseAdvisory(text('vulnerability'), lineOfKey('vulnerability'))),
    ...present('secret', text('secret')),
    ...present('package', packageText === undefined ? undefined : parsePackage(packageText, lineOfKey('package'))),
    ...present('projects', list('projects')?.map(projectMatch)),
    ...present('paths', globsOf(list('paths'), lineOfKey('paths'), tally)),
    reason,
    ...present('owner', owner),
    expires: parseExpiry(text('expires'), lineOfKey('expires'), now, maxDays),
  };
}

/** `paths`: each glob compiled within the file's bound, or refused with what to write instead. */
function globsOf(texts: string[] | undefined, line: number, tally: GlobTally): PathGlob[] | undefined {
  return texts?.map((text) => {
    try {
      return compileGlob(text, (size) => admitGlob(tally, size, text, line));
    } catch (problem) {
      if (!(problem instanceof GlobProblem)) throw problem;
      throw new EntryProblem(line, `paths: the glob ${quoteValue(text)} cannot be matched: ${problem.message}.`);
    }
  });
}

/** `vulnerability`: a CVE or GHSA id, upper case. */
function parseAdvisory(value: string | undefined, line: number): string | undefined {
  if (value === undefined) return undefined;
  if (!ADVISORY.test(value)) {
    throw new EntryProblem(line, `vulnerability is ${quoteValue(value)}: use a CVE id (CVE-2024-1234) or a GHSA id (GHSA-xxxx-xxxx-xxxx).`);
  }
  return value.toUpperCase();
}

/** A text field: one line of text, no control characters, at most MAX_FIELD_CHARS; empty when nothing in it can be seen. */
function textOf(key: string, node: Node | null, line: number): string {
  // A key with no value at all (`? reason`, `{reason}`) has the node null.
  if (node === null) return '';
  if (!isScalar(node)) throw new EntryProblem(line, `${key} must be text, not a list or a mapping.`);
  const value = String(node.value).trim();
  if (value.replace(INVISIBLE, '') === '') return '';
  // A line break is allowed (a block scalar): it becomes a space below.
  if (/(?!\n)[\p{Cc}\p{Zl}\p{Zp}]/u.test(value)) throw new EntryProblem(line, `${key} holds a control character: remove it.`);
  if (value.length > MAX_FIELD_CHARS)
    throw new EntryProblem(line, `${key} is ${value.length} characters long: the limit is ${MAX_FIELD_CHARS}.`);
  return value.replace(/\s*\n\s*/g, ' ');
}

/** A list field (projects, paths): a list of texts, or one text; never empty. */
function listOf(key: string, node: Node | null, line: number): string[] {
  const items = isSeq(node) ? node.items.map((item) => textOf(key, item as Node, line)) : [textOf(key, node, line)];
  if (items.length === 0 || items.some((item) => item === '')) {
    throw new EntryProblem(
      line,
      `${key} lists an empty item: list ${key === 'paths' ? 'globs such as src/legacy/**' : 'repository names such as acme/api'}, or remove the key.`,
    );
  }
  if (items.length > MAX_INPUT_LIST_ITEMS)
    throw new EntryProblem(line, `${key} lists ${items.length} items: the limit is ${MAX_INPUT_LIST_ITEMS}.`);
  return items;
}

/** `expires`: a date (YYYY-MM-DD, UTC), the last day the entry applies, at most `maxDays` ahead of today. */
function parseExpiry(value: string | undefined, line: number, now: Date, maxDays: number): string {
  if (value === undefined || value === '') {
    throw new EntryProblem(line, 'expires is required: the last day the exception applies, as YYYY-MM-DD.');
  }
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new EntryProblem(
      line,
      `expires is ${quoteValue(value)}, not a date: write the last day the exception applies as YYYY-MM-DD, such as 2027-03-31.`,
    );
  }
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Math.round((ms - today) / DAY_MS);
  if (days > maxDays) {
    throw new EntryProblem(
      line,
      `expires is ${value}, ${days} days ahead, and exceptions-max-days is ${maxDays}: choose an earlier date (renew the exception when it is due), or raise exceptions-max-days.`,
    );
  }
  return value;
}

/** `package`: a purl (`pkg:npm/lodash`, `pkg:npm/%40babel/core@7.23.5`) or `ecosystem:name[@version]` (`npm:lodash`, `maven:org.yaml:snakeyaml`). */
function parsePackage(value: string, line: number): PackageMatch {
  const types = new Set(Object.values(PURL_TYPE));
  const wrong = (why: string): never => {
    throw new EntryProblem(
      line,
      `package is ${quoteValue(value)}: ${why}; write a purl such as pkg:npm/lodash (pkg:npm/lodash@4.17.20 for one version) or ecosystem:name such as npm:lodash.`,
    );
  };
  const decode = (part: string): string => {
    try {
      return decodeURIComponent(part);
    } catch {
      return wrong(`${quoteValue(part)} holds a %-escape that is not UTF-8`);
    }
  };
  if (value.startsWith('pkg:')) {
    const match = /^pkg:([a-z0-9.+-]+)\/([^?#@]+(?:@(?=.)[^@?#/]+)?)$/i.exec(value);
    if (match === null) return wrong('not a package URL this gate reads (no qualifiers or subpath)');
    const type = (match[1] as string).toLowerCase();
    if (!types.has(type)) return wrong(`the purl type ${type} is not one of ${[...types].sort().join(', ')}`);
    const [path, version] = splitVersion(match[2] as string);
    const segments = path.split('/').map(decode);
    // Maven's namespace is the group, written group:artifact by the API; elsewhere the namespace is part of the name.
    const name = type === 'maven' && segments.length === 2 ? segments.join(':') : segments.join('/');
    return {
      asWritten: value,
      type,
      name: purlName(type, name),
      ...(version === undefined ? {} : { version: decode(version) }),
    };
  }
  const colon = value.indexOf(':');
  if (colon <= 0) return wrong('neither a purl nor ecosystem:name');
  const ecosystem = value.slice(0, colon).toLowerCase();
  const type = PURL_TYPE[ecosystem];
  if (type === undefined) return wrong(`the ecosystem ${ecosystem} is not one of ${Object.keys(PURL_TYPE).sort().join(', ')}`);
  const [name, version] = splitVersion(value.slice(colon + 1));
  if (name === '') return wrong('it names no package');
  return { asWritten: value, type, name: purlName(type, name), ...(version === undefined ? {} : { version }) };
}

/** `name@version` → name and version; a leading `@` (an npm scope) is part of the name. */
function splitVersion(text: string): [string, string | undefined] {
  const at = text.lastIndexOf('@');
  return at > 0 ? [text.slice(0, at), text.slice(at + 1)] : [text, undefined];
}
