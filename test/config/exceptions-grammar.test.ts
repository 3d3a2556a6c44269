// The exceptions file's grammar: each entry read and checked, and every way an entry cannot be read
// named with the file, the line and what to fix.
import { describe, expect, it } from 'vitest';
import { MAX_FILE_GLOBS, parseExceptions } from '../../src/config/exceptions-grammar.ts';
import { ConfigError, MAX_INPUT_LIST_ITEMS } from '../../src/config/inputs.ts';
import { projectMatch } from '../../src/gate/exceptions.ts';
import { compileGlob } from '../../src/gate/glob.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const FILE = '.github/findings-gate-exceptions.yml';
const parse = (text: string, maxDays = 365) => parseExceptions(text, FILE, NOW, maxDays);
const problem = (text: string, maxDays = 365): string => {
  try {
    parse(text, maxDays);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('parseExceptions', () => {
  it('reads every kind of entry with its narrowing, reason, owner and expiry, and the line it starts on', () => {
    const file = parse(`# accepted risk, reviewed by security
exceptions:
  - rule: javascript.express.security.audit.xss
    paths: [src/legacy/**]
    projects: acme/api
    reason: Legacy module, rewritten in Q1
    owner: '@acme/payments'
    expires: 2027-01-31
  - finding: 0123456789
    reason: >
      test fixture,
      not shipped
    expires: 2026-12-01
  - vulnerability: cve-2024-1234
    reason: no fix yet
    expires: 2026-12-31
  - secret: "900001"
    reason: a test credential
    expires: 2026-12-31
  - package: pkg:npm/%40babel/core@7.23.5
    reason: licence cleared by legal
    expires: 2026-12-31
  - package: maven:org.yaml:snakeyaml
    reason: licence cleared by legal
    expires: 2026-12-31
`);
    expect(file.path).toBe(FILE);
    expect(file.entries).toEqual([
      {
        number: 1,
        line: 3,
        kind: 'findings',
        rule: 'javascript.express.security.audit.xss',
        projects: [projectMatch('acme/api')],
        paths: [compileGlob('src/legacy/**')],
        reason: 'Legacy module, rewritten in Q1',
        owner: '@acme/payments',
        expires: '2027-01-31',
      },
      { number: 2, line: 9, kind: 'findings', finding: '0123456789', reason: 'test fixture, not shipped', expires: '2026-12-01' },
      { number: 3, line: 14, kind: 'findings', vulnerability: 'CVE-2024-1234', reason: 'no fix yet', expires: '2026-12-31' },
      { number: 4, line: 17, kind: 'secrets', secret: '900001', reason: 'a test credential', expires: '2026-12-31' },
      {
        number: 5,
        line: 20,
        kind: 'dependencies',
        package: { asWritten: 'pkg:npm/%40babel/core@7.23.5', type: 'npm', name: '@babel/core', version: '7.23.5' },
        reason: 'licence cleared by legal',
        expires: '2026-12-31',
      },
      {
        number: 6,
        line: 23,
        kind: 'dependencies',
        package: { asWritten: 'maven:org.yaml:snakeyaml', type: 'maven', name: 'org.yaml:snakeyaml' },
        reason: 'licence cleared by legal',
        expires: '2026-12-31',
      },
    ]);
  });

  it('reads an empty file, and an empty list, as no exceptions', () => {
    expect(parse('').entries).toEqual([]);
    expect(parse('# nothing yet\n').entries).toEqual([]);
    expect(parse('exceptions: []\n').entries).toEqual([]);
    expect(parse('exceptions:\n').entries).toEqual([]);
  });

  it('reads a purl and ecosystem:name alike, pypi names normalised, a purl without a version as any version', () => {
    const [a, b] = parse(`exceptions:
  - package: pkg:pypi/Django_Rest
    reason: r
    expires: 2026-12-31
  - package: pypi:django-rest@3.1
    reason: r
    expires: 2026-12-31
`).entries;
    expect(a?.package).toEqual({ asWritten: 'pkg:pypi/Django_Rest', type: 'pypi', name: 'django-rest' });
    expect(b?.package).toEqual({ asWritten: 'pypi:django-rest@3.1', type: 'pypi', name: 'django-rest', version: '3.1' });
  });

  it('allows an expiry exactly exceptions-max-days ahead, and a date already past (it expired: a warning, not an error)', () => {
    expect(parse('exceptions:\n  - rule: r\n    reason: r\n    expires: 2027-11-25\n').entries).toHaveLength(1);
    expect(parse('exceptions:\n  - rule: r\n    reason: r\n    expires: 2020-01-01\n').entries).toHaveLength(1);
  });
});

describe('parseExceptions refuses, naming the file, the line and what to fix', () => {
  it.each([
    [
      'YAML that does not parse',
      'exceptions:\n  - rule: [a\n    reason: r\n',
      /^\.github\/findings-gate-exceptions\.yml:\d+: not valid YAML .*: fix the syntax\.$/,
    ],
    ['a key twice', 'exceptions:\n  - rule: a\n    rule: b\n    reason: r\n    expires: 2026-12-31\n', /:3: not valid YAML/],
    ['an unknown top-level key', 'exception:\n  - rule: a\n', /:1: unknown key 'exception'.*did you mean "exceptions"/],
    ['a list where entries are expected', 'exceptions: rule\n', /:1: exceptions must be a list/],
    ['an entry that is not a mapping', 'exceptions:\n  - just text\n', /:2: entry 1: an entry must be a mapping/],
    [
      'an unknown key, with a suggestion',
      'exceptions:\n  - rule: a\n    reasn: r\n    expires: 2026-12-31\n',
      /:3: entry 1: unknown key 'reasn'.*did you mean "reason"/,
    ],
    [
      'an entry that matches nothing',
      'exceptions:\n  - paths: [a]\n    reason: r\n    expires: 2026-12-31\n',
      /:2: entry 1: it matches nothing: give at least one of finding, rule/,
    ],
    [
      'an entry that mixes kinds',
      'exceptions:\n  - rule: a\n    secret: "1"\n    reason: r\n    expires: 2026-12-31\n',
      /:2: entry 1: it mixes kinds/,
    ],
    ['no reason', 'exceptions:\n  - rule: a\n    expires: 2026-12-31\n', /:2: entry 1: reason is required/],
    ['an empty reason', 'exceptions:\n  - rule: a\n    reason: "  "\n    expires: 2026-12-31\n', /:3: entry 1: reason is required/],
    [
      'no expiry',
      'exceptions:\n  - rule: a\n    reason: r\n',
      /:2: entry 1: expires is required: the last day the exception applies, as YYYY-MM-DD/,
    ],
    [
      'an expiry that is not a date',
      'exceptions:\n  - rule: a\n    reason: r\n    expires: next year\n',
      /:4: entry 1: expires is 'next year', not a date/,
    ],
    [
      // Date.parse reads it (a six-digit year, a month, no day), and toISOString gives it back: only the pattern refuses it.
      'a month of year -1, as Date.parse reads it',
      "exceptions:\n  - rule: a\n    reason: r\n    expires: '-000001-01'\n",
      /:4: entry 1: expires is '-000001-01', not a date/,
    ],
    [
      'a day that does not exist',
      'exceptions:\n  - rule: a\n    reason: r\n    expires: 2026-02-30\n',
      /:4: entry 1: expires is '2026-02-30', not a date/,
    ],
    [
      'an expiry past exceptions-max-days',
      'exceptions:\n  - rule: a\n    reason: r\n    expires: 2027-11-26\n',
      /:4: entry 1: expires is 2027-11-26, 366 days ahead, and exceptions-max-days is 365: choose an earlier date/,
    ],
    [
      'a vulnerability that is no advisory id',
      'exceptions:\n  - vulnerability: lodash-bug\n    reason: r\n    expires: 2026-12-31\n',
      /:2: entry 1: vulnerability is 'lodash-bug': use a CVE id/,
    ],
    [
      'a package of no known ecosystem',
      'exceptions:\n  - package: left-pad\n    reason: r\n    expires: 2026-12-31\n',
      /:2: entry 1: package is 'left-pad': neither a purl nor ecosystem:name/,
    ],
    [
      'a purl of an unknown type',
      'exceptions:\n  - package: pkg:foo/bar\n    reason: r\n    expires: 2026-12-31\n',
      /package is 'pkg:foo\/bar': the purl type foo is not one of/,
    ],
    [
      'an empty path',
      'exceptions:\n  - rule: a\n    paths: ["", src]\n    reason: r\n    expires: 2026-12-31\n',
      /:3: entry 1: paths lists an empty item/,
    ],
    [
      'a mapping as a reason',
      'exceptions:\n  - rule: a\n    reason: {a: b}\n    expires: 2026-12-31\n',
      /:3: entry 1: reason must be text/,
    ],
    [
      'a control character',
      'exceptions:\n  - rule: "a\\u0007"\n    reason: r\n    expires: 2026-12-31\n',
      /:2: entry 1: rule holds a control character/,
    ],
  ])('%s', (_, text, message) => {
    expect(problem(text)).toMatch(message);
  });

  it.each([
    ['a scalar tagged !!binary', 'exceptions:\n  - rule: a\n    reason: !!binary aGVsbG8=\n    expires: 2026-12-31\n', 3, "'!!binary'"],
    ['a scalar tagged !!str', 'exceptions:\n  - rule: a\n    reason: !!str yes\n    expires: 2026-12-31\n', 3, "'!!str'"],
    ['a local tag', 'exceptions:\n  - rule: !ignore a\n    reason: r\n    expires: 2026-12-31\n', 2, "'!ignore'"],
    ['the non-specific tag', 'exceptions:\n  - rule: ! a\n    reason: r\n    expires: 2026-12-31\n', 2, "'!'"],
    ['a tagged key', 'exceptions:\n  - rule: a\n    !!str reason: r\n    expires: 2026-12-31\n', 3, "'!!str'"],
    ['a tagged entry', 'exceptions:\n  - !!map\n    rule: a\n    reason: r\n    expires: 2026-12-31\n', 3, "'!!map'"],
    ['a tagged list', 'exceptions: !!seq\n  - rule: a\n    reason: r\n    expires: 2026-12-31\n', 2, "'!!seq'"],
    ['a tagged root', '!!map\nexceptions: []\n', 2, "'!!map'"],
    [
      'a tag of a %TAG directive',
      '%TAG !e! tag:example.com,2000:\n---\nexceptions:\n  - rule: !e!x a\n    reason: r\n    expires: 2026-12-31\n',
      4,
      "'tag:example.com,2000:x'",
    ],
  ])('refuses %s: a reviewer must read what applies as it is written', (_, text, line, tag) => {
    expect(problem(text)).toBe(
      `${FILE}:${line}: the tag ${tag} changes what the value written means, and a reviewer must read what applies as it is written: remove the tag.`,
    );
  });

  it('refuses an anchor, and so every alias: a value repeated away from where it is written', () => {
    const alias = (what: string) =>
      `the anchor '&${what}' lets an alias ('*${what}') repeat this value where a reviewer does not see it: write each value out where it applies, and remove the anchor.`;
    expect(
      problem(
        'exceptions:\n  - rule: a\n    reason: &why fine\n    expires: 2026-12-31\n  - rule: b\n    reason: *why\n    expires: 2026-12-31\n',
      ),
    ).toBe(`${FILE}:3: ${alias('why')}`);
    expect(problem('exceptions:\n  - &all\n    rule: a\n    reason: r\n    expires: 2026-12-31\n  - *all\n')).toBe(
      `${FILE}:3: ${alias('all')}`,
    );
    expect(problem('exceptions: &list []\n')).toBe(`${FILE}:1: ${alias('list')}`);
    // A merge key is no key of an entry: the failsafe schema reads << as text.
    expect(problem('exceptions:\n  - rule: a\n    <<: {reason: r}\n    expires: 2026-12-31\n')).toMatch(/:3: entry 1: unknown key '<<'/);
  });

  it.each([
    ['spaces and tabs', ' \t '],
    ['zero-width spaces', '\u200b\u200b'],
    ['a word joiner (U+2060)', '\u2060'],
    ['a byte-order mark (U+FEFF) and a no-break space', '\ufeff\u00a0'],
    ['bidi marks and overrides', '\u200e\u200f\u202e\u2066\u2069'],
    ['a soft hyphen and a zero-width joiner', '\u00ad\u200d'],
    ['Hangul fillers', '\u3164\u115f'],
    ['the braille blank', '\u2800'],
    ['a combining mark with nothing to mark', '\u0301'],
    ['a tag character', '\u{e0041}'],
    ['a control character', '\u0007'],
    ['an ideographic space', '\u3000'],
  ])('counts a reason or an owner made only of %s as empty, and refuses the entry', (_, blank) => {
    const quoted = JSON.stringify(blank);
    expect(problem(`exceptions:\n  - rule: a\n    reason: ${quoted}\n    expires: 2026-12-31\n`)).toBe(
      `${FILE}:3: entry 1: reason is required: say why this risk is accepted.`,
    );
    expect(problem(`exceptions:\n  - rule: a\n    reason: r\n    owner: ${quoted}\n    expires: 2026-12-31\n`)).toBe(
      `${FILE}:4: entry 1: owner is empty: name who owns this risk (such as @acme/security), or remove the key.`,
    );
  });

  it('refuses an empty owner as an empty reason is refused, and reads a text with something visible in it', () => {
    expect(problem('exceptions:\n  - rule: a\n    reason: r\n    owner: ""\n    expires: 2026-12-31\n')).toMatch(
      /:4: entry 1: owner is empty/,
    );
    expect(problem('exceptions:\n  - rule: a\n    reason: r\n    owner:\n    expires: 2026-12-31\n')).toMatch(
      /:4: entry 1: owner is empty/,
    );
    const [entry] = parse(
      'exceptions:\n  - rule: a\n    reason: "\\u200bé\\u0301"\n    owner: "\\u2060@a"\n    expires: 2026-12-31\n',
    ).entries;
    expect(entry).toMatchObject({ reason: '\u200bé\u0301', owner: '\u2060@a' });
    expect(parse('exceptions:\n  - rule: a\n    reason: "?"\n    expires: 2026-12-31\n').entries[0]?.reason).toBe('?');
  });

  it('counts any text field made only of invisible characters as empty', () => {
    expect(problem('exceptions:\n  - rule: "\\u200b"\n    reason: r\n    expires: 2026-12-31\n')).toMatch(/:2: entry 1: rule is empty/);
    expect(problem('exceptions:\n  - rule: a\n    paths: ["\\u2060"]\n    reason: r\n    expires: 2026-12-31\n')).toMatch(
      /:3: entry 1: paths lists an empty item/,
    );
  });

  it('names the entry of a long file by its number and the line of the key at fault', () => {
    const good = (n: number) => `  - rule: r${n}\n    reason: fine\n    expires: 2026-12-31\n`;
    const text = `exceptions:\n${good(1)}${good(2)}  - rule: r3\n    reason: fine\n    expires: 31/12/2026\n`;
    expect(problem(text)).toBe(
      `${FILE}:10: entry 3: expires is '31/12/2026', not a date: write the last day the exception applies as YYYY-MM-DD, such as 2027-03-31.`,
    );
  });
});

describe('parseExceptions, each rule of the grammar to the letter', () => {
  const entry = (lines: string) => `exceptions:\n  - ${lines.trim().split('\n').join('\n    ')}\n`;
  const read = (lines: string) => parse(entry(lines)).entries[0];
  const FIX = '; write a purl such as pkg:npm/lodash (pkg:npm/lodash@4.17.20 for one version) or ecosystem:name such as npm:lodash.';

  it('names the input, the file, the line and the parser’s first line of a YAML error', () => {
    let error: unknown;
    try {
      parse('exceptions:\n  - rule: [a\n    reason: r\n');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).input).toBe('exceptions-file');
    expect((error as ConfigError).message).toBe(
      `${FILE}:3: not valid YAML (Flow sequence in block collection must be sufficiently indented and end with a ]): fix the syntax.`,
    );
  });

  it('reads a document of nothing, an empty text, {} and a key with no value as no exceptions', () => {
    for (const text of ['---\n', '""\n', '{}\n', 'exceptions: ""\n', '? exceptions\n']) expect(parse(text).entries).toEqual([]);
  });

  it('refuses a document that is text, a key that is not text, and an empty entry', () => {
    expect(problem('just text\n')).toBe(`${FILE}:1: the file must be a mapping with one key, exceptions: a list of entries.`);
    expect(problem('? [a]\n: b\n')).toBe(`${FILE}:1: unknown key '': the file holds one key, exceptions.`);
    expect(problem('exceptions:\n  - ? [a]\n    : b\n')).toBe(
      `${FILE}:2: entry 1: unknown key ''; an entry's keys are finding, rule, vulnerability, secret, package, projects, paths, reason, owner, expires.`,
    );
    expect(problem(`${entry('rule: a\nreason: r\nexpires: 2026-12-31')}  -\n`)).toBe(
      `${FILE}:5: entry 2: an entry must be a mapping of keys (rule:, reason:, expires:, …).`,
    );
  });

  it(`reads ${MAX_INPUT_LIST_ITEMS} entries, and refuses one more`, () => {
    const one = '  - rule: a\n    reason: r\n    expires: 2026-12-31\n';
    expect(parse(`exceptions:\n${one.repeat(MAX_INPUT_LIST_ITEMS)}`).entries).toHaveLength(MAX_INPUT_LIST_ITEMS);
    expect(problem(`exceptions:\n${one.repeat(MAX_INPUT_LIST_ITEMS + 1)}`)).toBe(
      `${FILE}:2: ${MAX_INPUT_LIST_ITEMS + 1} entries: the limit is ${MAX_INPUT_LIST_ITEMS}.`,
    );
  });

  it('names the first tag or anchor of the file, and writes a tag of a directive as it resolves', () => {
    expect(problem('exceptions:\n  - rule: !a x\n    reason: !b r\n')).toMatch(new RegExp(`^${FILE}:2: the tag '!a'`));
    expect(problem('exceptions:\n  - rule: &a x\n    reason: !b r\n')).toMatch(new RegExp(`^${FILE}:2: the anchor '&a'`));
    expect(problem('%TAG !e! x-tag:yaml.org,2002:\n---\nexceptions:\n  - rule: !e!str a\n')).toMatch(
      /:4: the tag 'x-tag:yaml.org,2002:str'/,
    );
  });

  it('reads a key with no value as empty, and an unknown key without a near name with the list of keys', () => {
    expect(problem('exceptions:\n  - {rule: a, reason, expires: 2026-12-31}\n')).toBe(
      `${FILE}:2: entry 1: reason is required: say why this risk is accepted.`,
    );
    expect(problem(entry('rule: a\nzzzzzz: b'))).toBe(
      `${FILE}:3: entry 1: unknown key 'zzzzzz'; an entry's keys are finding, rule, vulnerability, secret, package, projects, paths, reason, owner, expires.`,
    );
  });

  it('joins the lines of a text with one space, and allows no other control character', () => {
    expect(read('rule: a\nreason: "one  \\n \\n  two"\nexpires: 2026-12-31')?.reason).toBe('one two');
    expect(read('rule: a\nreason: |\n  one\n  two\nexpires: 2026-12-31')?.reason).toBe('one two');
    expect(problem(entry('rule: a\nreason: "one\\ttwo"\nexpires: 2026-12-31'))).toBe(
      `${FILE}:3: entry 1: reason holds a control character: remove it.`,
    );
  });

  it('reads a text of 2000 characters, and refuses one more', () => {
    expect(read(`rule: a\nreason: ${'r'.repeat(2000)}\nexpires: 2026-12-31`)?.reason).toHaveLength(2000);
    expect(problem(entry(`rule: a\nreason: ${'r'.repeat(2001)}\nexpires: 2026-12-31`))).toBe(
      `${FILE}:3: entry 1: reason is 2001 characters long: the limit is 2000.`,
    );
  });

  it('refuses an empty list of projects or paths, naming what to list, and a list over the limit', () => {
    expect(problem(entry('rule: a\npaths: []\nreason: r\nexpires: 2026-12-31'))).toBe(
      `${FILE}:3: entry 1: paths lists an empty item: list globs such as src/legacy/**, or remove the key.`,
    );
    expect(problem(entry('rule: a\nprojects: [acme/api, ""]\nreason: r\nexpires: 2026-12-31'))).toBe(
      `${FILE}:3: entry 1: projects lists an empty item: list repository names such as acme/api, or remove the key.`,
    );
    const many = (n: number) => `[${Array.from({ length: n }, (_, i) => `p${i}`).join(', ')}]`;
    expect(read(`rule: a\nprojects: ${many(MAX_INPUT_LIST_ITEMS)}\nreason: r\nexpires: 2026-12-31`)?.projects).toHaveLength(
      MAX_INPUT_LIST_ITEMS,
    );
    expect(problem(entry(`rule: a\nprojects: ${many(MAX_INPUT_LIST_ITEMS + 1)}\nreason: r\nexpires: 2026-12-31`))).toBe(
      `${FILE}:3: entry 1: projects lists ${MAX_INPUT_LIST_ITEMS + 1} items: the limit is ${MAX_INPUT_LIST_ITEMS}.`,
    );
  });

  it('refuses an empty expiry as a missing one', () => {
    expect(problem(entry('rule: a\nreason: r\nexpires: ""'))).toBe(
      `${FILE}:4: entry 1: expires is required: the last day the exception applies, as YYYY-MM-DD.`,
    );
  });

  it('reads CVE and GHSA ids whole, in upper case, and nothing around them', () => {
    expect(read('vulnerability: ghsa-jfh8-c2jp-5v3q\nreason: r\nexpires: 2026-12-31')?.vulnerability).toBe('GHSA-JFH8-C2JP-5V3Q');
    expect(read('vulnerability: CVE-2024-12345\nreason: r\nexpires: 2026-12-31')?.vulnerability).toBe('CVE-2024-12345');
    for (const id of ['xCVE-2024-1234', 'CVE-2024-1234x', 'GHSA-jfh8', 'GHSA-j-c-5', 'GHSA-jfh8-c2jp-5v3qx', 'GHSA-aaaa-bbbb-1111']) {
      expect(problem(entry(`reason: r\nvulnerability: ${id}\nexpires: 2026-12-31`))).toBe(
        `${FILE}:3: entry 1: vulnerability is '${id}': use a CVE id (CVE-2024-1234) or a GHSA id (GHSA-xxxx-xxxx-xxxx).`,
      );
    }
  });

  it('reads a Maven purl as group:artifact, other namespaces as part of the name', () => {
    expect(read('package: pkg:maven/org.yaml/snakeyaml@2.0\nreason: r\nexpires: 2026-12-31')?.package).toStrictEqual({
      asWritten: 'pkg:maven/org.yaml/snakeyaml@2.0',
      type: 'maven',
      name: 'org.yaml:snakeyaml',
      version: '2.0',
    });
    expect(read('package: pkg:maven/a/b/c\nreason: r\nexpires: 2026-12-31')?.package?.name).toBe('a/b/c');
    expect(read('package: pkg:golang/github.com/acme/lib\nreason: r\nexpires: 2026-12-31')?.package?.name).toBe('github.com/acme/lib');
  });

  it('reads an npm scope as part of the name, with or without a version, and no version as none', () => {
    expect(read('package: npm:@babel/core\nreason: r\nexpires: 2026-12-31')?.package).toStrictEqual({
      asWritten: 'npm:@babel/core',
      type: 'npm',
      name: '@babel/core',
    });
    expect(read('package: npm:@babel/core@7.23.5\nreason: r\nexpires: 2026-12-31')?.package?.version).toBe('7.23.5');
  });

  it('refuses a purl with qualifiers, a type or an ecosystem it does not know, a malformed escape and no name, saying why', () => {
    const refused = (value: string, why: string) =>
      expect(problem(entry(`reason: r\npackage: "${value}"\nexpires: 2026-12-31`))).toBe(
        `${FILE}:3: entry 1: package is '${value}': ${why}${FIX}`,
      );
    refused('pkg:npm/lodash?vcs_url=x', 'not a package URL this gate reads (no qualifiers or subpath)');
    // The whole value is the purl: a purl written after something else is not read from there.
    refused('pkg:!/pkg:npm/lodash', 'not a package URL this gate reads (no qualifiers or subpath)');
    refused(
      'pkg:foo/bar',
      'the purl type foo is not one of cargo, cocoapods, composer, gem, generic, golang, hex, maven, npm, nuget, opam, pub, pypi, swift',
    );
    refused(
      'foo:bar',
      'the ecosystem foo is not one of cargo, cocoapods, composer, gem, gomod, hex, maven, mix, no_package_manager, npm, nuget, opam, pub, pypi, swiftpm',
    );
    refused(':lodash', 'neither a purl nor ecosystem:name');
    refused('npm:', 'it names no package');
    refused('pkg:npm/%E0%A4%A', "'%E0%A4%A' holds a %-escape that is not UTF-8");
    refused('pkg:npm/lodash@%FF', "'%FF' holds a %-escape that is not UTF-8");
  });

  it('refuses a glob it cannot match in bounded time, naming the line, the glob and what to write', () => {
    expect(problem(entry(`rule: a\npaths: ['src/**', '${'{a,b}'.repeat(17)}']\nreason: r\nexpires: 2026-12-31`))).toMatch(
      /^\S+:3: entry 1: paths: the glob '\{a,b\}\{a,b\}[^']*' cannot be matched: its braces make more than 64 alternatives: write fewer, or list the globs\.$/,
    );
    expect(problem(entry('rule: a\npaths: "src/@(a|b)/**"\nreason: r\nexpires: 2026-12-31'))).toMatch(
      /:3: entry 1: paths: the glob 'src\/@\(a\|b\)\/\*\*' cannot be matched: an extended glob/,
    );
    expect(
      parse(entry('rule: a\npaths: "src/{a,b}/**"\nreason: r\nexpires: 2026-12-31')).entries[0]?.paths?.[0]?.alternatives,
    ).toHaveLength(2);
  });

  it('bounds the globs of the whole file (braces expanded), naming the entry that passes the bound', () => {
    const many = (entries: number, globs: string[]) =>
      `exceptions:\n${Array.from({ length: entries }, (_, i) => `  - rule: r${i}\n    paths: [${globs.join(', ')}]\n    reason: r\n    expires: 2026-12-31\n`).join('')}`;
    const wide = Array.from({ length: 100 }, (_, i) => `src/m${i}/**`);
    expect(() => parse(many(MAX_FILE_GLOBS / 100, wide))).not.toThrow();
    // Refused at the glob that passes the bound (entry 11's first), on its paths line.
    expect(problem(many(MAX_FILE_GLOBS / 100 + 1, wide))).toBe(
      `${FILE}:${3 + 4 * (MAX_FILE_GLOBS / 100)}: entry ${MAX_FILE_GLOBS / 100 + 1}: paths: the glob 'src/m0/**' brings the file's paths globs to 1,001 globs (braces expanded) of 9,909 characters: the limit is 1,000 globs of 10,000 characters in one file, which every finding is matched against; use fewer, broader globs such as src/legacy/**.`,
    );
    // The characters' bound is inclusive too: 5 globs of 2,000 characters are read, one character more is not.
    const full = [1, 2, 3, 4, 5].map((i) => `${i}${'x'.repeat(1999)}`);
    expect(parse(many(1, full)).entries[0]?.paths).toHaveLength(5);
    expect(problem(many(1, [...full, 'y']))).toMatch(
      /:3: entry 1: paths: the glob 'y' brings the file's paths globs to 6 globs \(braces expanded\) of 10,001 characters:/,
    );
    const long = [`src/${'x'.repeat(1990)}/**`];
    expect(problem(many(11, long))).toMatch(
      /:23: entry 6: paths: the glob 'src\/x+…' brings the file's paths globs to 6 globs \(braces expanded\) of 11,982 characters:/,
    );
  });

  it('refuses a glob past the file bound before expanding it: the first of 40 globs of 64 alternatives × 656 classes (attack14 N1)', () => {
    const glob = `${'{a,b}'.repeat(6)}${'[a]'.repeat(656)}`;
    const text = `exceptions:\n  - rule: r\n    reason: r\n    expires: 2026-12-31\n    paths:\n${`      - '${glob}'\n`.repeat(40)}`;
    // 64 alternatives of 1,974 characters: counted, not built (before, all 40 were built, 557 MiB, then refused at 2,560 globs).
    expect(problem(text)).toMatch(
      /^\.github\/findings-gate-exceptions\.yml:5: entry 1: paths: the glob '\{a,b\}.*' brings the file's paths globs to 64 globs \(braces expanded\) of 126,336 characters: the limit is 1,000 globs of 10,000 characters/,
    );
    // Within the bound, the sizes add up glob by glob: 15 globs of 64 alternatives of 9 characters fit, the 16th does not.
    const small = (n: number) =>
      `exceptions:\n  - rule: r\n    reason: r\n    expires: 2026-12-31\n    paths:\n${`      - '${'{a,b}'.repeat(6)}[a]'\n`.repeat(n)}`;
    expect(parse(small(15)).entries[0]?.paths).toHaveLength(15);
    expect(problem(small(16))).toMatch(
      /:5: entry 1: paths: the glob .* brings the file's paths globs to 1,024 globs \(braces expanded\) of 9,216 characters:/,
    );
  });
});
