// The exceptions file's globs (src/gate/glob.ts): node's path.matchesGlob on what they both read, compared
// on random globs and paths; what the matcher does not match refused; and the shapes that made node's
// matcher run for hours (braces that expand 2^n ways, stars that backtrack) matched in linear steps.
import { posix } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, GlobProblem, globMatches, MAX_GLOB_ALTERNATIVES, pathNames } from '../../src/gate/glob.ts';

const matches = (glob: string, path: string): boolean => globMatches(compileGlob(glob), pathNames(path));

/**
 * The shapes where node's `matchesGlob` (its minimatch 10.2) drops a match the glob makes: two `**` with a
 * name starting with `.` in the path, or `*` and a name starting with `[.]` among the same alternatives.
 */
const nodeMisses = (glob: string, path: string): boolean =>
  (glob.split('/').filter((part) => part === '**').length >= 2 && path.split('/').some((name) => name.startsWith('.'))) ||
  (/[{,/]\*[,}/]|^\*[,}/]/.test(glob) && /[{,/]\[\.\]|^\[\.\]/.test(glob));
const refusal = (glob: string): string => {
  try {
    compileGlob(glob);
  } catch (error) {
    expect(error).toBeInstanceOf(GlobProblem);
    return (error as Error).message;
  }
  throw new Error(`expected ${glob} to be refused`);
};

describe('globMatches', () => {
  it('matches the documented forms as node does', () => {
    expect(matches('src/legacy/**', 'src/legacy/old/x.ts')).toBe(true);
    expect(matches('src/legacy/**', 'src/legacy')).toBe(false);
    expect(matches('src/**/*.ts', 'src/b.ts')).toBe(true);
    expect(matches('src/**/*.ts', 'src/a/b/c.ts')).toBe(true);
    expect(matches('src/**/*.ts', 'src/a/b/c.tsx')).toBe(false);
    expect(matches('*.md', 'README.md')).toBe(true);
    expect(matches('*.md', 'docs/README.md')).toBe(false);
    expect(matches('**/*.{js,ts}', 'a/b.ts')).toBe(true);
    expect(matches('test/**/fixture?.[jt]s', 'test/x/fixture1.js')).toBe(true);
    expect(matches('app/(auth)/**', 'app/(auth)/page.tsx')).toBe(true);
  });

  it('never matches a name starting with a dot by a wildcard, as node does, but by a dot written', () => {
    expect(matches('**', '.github/workflows/ci.yml')).toBe(false);
    expect(matches('src/**/x', 'src/.cache/x')).toBe(false);
    expect(matches('src/*', 'src/.env')).toBe(false);
    expect(matches('src/.*', 'src/.env')).toBe(true);
    expect(matches('src/[.]env', 'src/.env')).toBe(true);
    expect(matches('**/.env', 'a/b/.env')).toBe(true);
  });

  it('matches the names . and .. by no segment, as node matches them by no wildcard (attack14 N3)', () => {
    expect(matches('src/.*/x', 'src/../x')).toBe(false);
    expect(matches('src/.*/x', 'src/./x')).toBe(false);
    expect(matches('.*/**', '../etc/x')).toBe(false);
    expect(matches('src/.?/x', 'src/../x')).toBe(false);
    expect(matches('src/[.]*/x', 'src/../x')).toBe(false);
    expect(matches('[.]/x', './x')).toBe(false);
    expect(matches('src/[.][.]/x', 'src/../x')).toBe(false);
    expect(matches('**', 'a/./b')).toBe(false);
    // The dot folders a reviewer means are still taken.
    expect(matches('.*/**', '.github/workflows/ci.yml')).toBe(true);
    expect(matches('src/.?/x', 'src/.a/x')).toBe(true);
    expect(matches('src/[.]*/x', 'src/.../x')).toBe(true);
  });

  it('tells its size before expanding its braces, and expands nothing when told no (attack14 N1)', () => {
    const sizes: { alternatives: number; chars: number }[] = [];
    const glob = compileGlob('src/{a,bc}/{x,y,zz}/*.ts', (size) => sizes.push(size));
    expect(sizes).toEqual([{ alternatives: 6, chars: glob.chars }]);
    expect(glob.alternatives).toHaveLength(6);
    expect(glob.chars).toBe(
      ['src/a/x/*.ts', 'src/a/y/*.ts', 'src/a/zz/*.ts', 'src/bc/x/*.ts', 'src/bc/y/*.ts', 'src/bc/zz/*.ts'].join('').length,
    );
    const nested = compileGlob('{a,{b,cd}e}/f', (size) => sizes.push(size));
    expect(sizes.at(-1)).toEqual({ alternatives: 3, chars: 'a/fbe/fcde/f'.length });
    expect(nested.alternatives).toHaveLength(3);
    expect(compileGlob('src/**').chars).toBe(6);
    // The size of 64 alternatives of 1,974 characters, told without building them.
    const big = `${'{a,b}'.repeat(6)}${'[a]'.repeat(656)}`;
    const no = new Error('past the bound');
    let told: { alternatives: number; chars: number } | undefined;
    expect(() =>
      compileGlob(big, (size) => {
        told = size;
        throw no;
      }),
    ).toThrow(no);
    expect(told).toEqual({ alternatives: 64, chars: 64 * 1974 });
    // More than 64 alternatives is refused before the caller is told.
    expect(() => compileGlob('{a,b}'.repeat(7), () => expect.fail('told'))).toThrow(GlobProblem);
  });

  it('compiles a class of one character as that character: 64 × 656 of them cost what the text does', () => {
    const glob = compileGlob(`${'{a,b}'.repeat(6)}${'[a]'.repeat(656)}`);
    expect(glob.alternatives[0]).toEqual([{ kind: 'text', text: `${'a'.repeat(6)}${'a'.repeat(656)}` }]);
    expect(matches('src/[x]/[.]env', 'src/x/.env')).toBe(true);
    expect(matches('src/[x]', 'src/y')).toBe(false);
    expect(matches('src/[*]', 'src/*')).toBe(true);
    expect(matches('src/[*]', 'src/a')).toBe(false);
  });

  it('matches, as node does, the classes, braces, stars and paths the random globs below do not write', () => {
    const table: [glob: string, path: string, expected: boolean][] = [
      // A class of three characters or more: a range only around a `-`, a `-` last or first is itself.
      ['[axc]', 'x', true],
      ['[axc]', 'b', false],
      ['[a-]', '-', true],
      ['[a-]', 'a', true],
      ['[a-]', 'b', false],
      ['[-a]', '-', true],
      ['[a-a]', 'a', true],
      ['[a-a]', 'b', false],
      ['[!a-cx]', 'b', false],
      ['[!a-cx]', 'x', false],
      ['[!a-cx]', 'd', true],
      // A `]` first in a class is one of its characters.
      ['[]a]', ']', true],
      ['[]a]', 'a', true],
      ['[]a]', 'b', false],
      // `**` within a name is one star; `**/**` is `**`.
      ['a**b', 'ab', true],
      ['a**b', 'axyb', true],
      ['a/**/**/b', 'a/b', true],
      ['a/**/**/b', 'a/x/y/b', true],
      ['a/**/**', 'a', false],
      ['a/**/**', 'a/b', true],
      // A name `..` inside a longer name is a name, and braces around it are alternatives.
      ['a..b/{x,y}', 'a..b/y', true],
      // Folders are split at every run of `/`; an empty last name is taken by `**`, never by a star alone.
      ['a/b', 'a//b', true],
      ['src/**', 'src//a', true],
      ['src/*', 'src/', false],
      ['src/**/*', 'src/', false],
      ['src/**', 'src/', true],
    ];
    for (const [glob, path, expected] of table) {
      expect(matches(glob, path), `${glob} on ${path}`).toBe(expected);
      expect(posix.matchesGlob(path, glob), `node: ${glob} on ${path}`).toBe(expected);
    }
    expect(pathNames('a//b///c')).toEqual(['a', 'b', 'c']);
  });

  it('compiles a glob to its segments: `**/**` as one `**`, `**` within a name as one star, a class written twice as one object', () => {
    const text = (name: string) => ({ kind: 'text', text: name });
    expect(compileGlob('a/**/**/b').alternatives).toEqual([[text('a'), { kind: 'globstar' }, text('b')]]);
    expect(compileGlob('**/**/**').alternatives).toEqual([[{ kind: 'globstar' }]]);
    expect(compileGlob('a**b').alternatives).toEqual([[{ kind: 'tokens', tokens: [97, 'star', 98], dot: false }]]);
    expect(compileGlob('**x/y**').alternatives).toEqual([
      [
        { kind: 'tokens', tokens: ['star', 120], dot: false },
        { kind: 'tokens', tokens: [121, 'star'], dot: false },
      ],
    ]);
    expect(compileGlob('.?').alternatives).toEqual([[{ kind: 'tokens', tokens: [46, 'any'], dot: true }]]);
    const xy = {
      negated: false,
      ranges: [
        [120, 120],
        [121, 121],
      ],
    };
    const [first, second] = compileGlob('{a,b}[xy]').alternatives;
    expect([first, second]).toEqual([
      [{ kind: 'tokens', tokens: [97, xy], dot: false }],
      [{ kind: 'tokens', tokens: [98, xy], dot: false }],
    ]);
    // The class of both alternatives is one object, built once.
    const classOf = (segments: typeof first) => (segments as unknown as [{ tokens: unknown[] }])[0].tokens[1];
    expect(classOf(first)).toBe(classOf(second));
  });

  it('agrees with node path.matchesGlob on random globs and paths of the grammar it reads', () => {
    const token = fc.constantFrom('a', 'b', '.', '-', '*', '?', '[ab]', '[!a]', '[a-b]', '[^b]', '[.]', '**');
    const plainSegment = fc.array(token, { minLength: 1, maxLength: 4 }).map((tokens) => tokens.join(''));
    const segment = fc.oneof(
      { weight: 4, arbitrary: plainSegment },
      { weight: 1, arbitrary: fc.tuple(plainSegment, plainSegment).map(([x, y]) => `{${x},${y}}`) },
      { weight: 1, arbitrary: fc.constant('**') },
    );
    const glob = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/'));
    // `.` and `..` too: node matches them inconsistently (`a/b` takes `a/./b`, `[.]/b` takes `./b`, `a/*/b`
    // does not take `a/./b`); a path with one is compared one way: what we match, node matches.
    const name = fc.constantFrom('a', 'b', 'ab', 'ba', 'aab', '.a', '.b', 'a.b', 'a-b', '-', '..a', '.', '..');
    const path = fc.array(name, { minLength: 1, maxLength: 5 }).map((names) => names.join('/'));
    let compared = 0;
    let dotted = 0;
    let missed = 0;
    fc.assert(
      fc.property(glob, path, (text, file) => {
        let compiled: ReturnType<typeof compileGlob>;
        try {
          compiled = compileGlob(text);
        } catch (error) {
          if (error instanceof GlobProblem) return;
          throw error;
        }
        compared++;
        const ours = globMatches(compiled, pathNames(file));
        const nodes = posix.matchesGlob(file, text);
        if (pathNames(file).some((part) => part === '.' || part === '..')) {
          dotted++;
          // Never more than node: a `.` or `..` name is taken by no segment of ours.
          expect(ours && !nodes, `${text} on ${file}`).toBe(false);
        } else if (nodeMisses(text, file)) {
          missed++;
          // Never less than node where node drops a match (pinned below).
          expect(nodes && !ours, `${text} on ${file}`).toBe(false);
        } else expect(ours, `${text} on ${file}`).toBe(nodes);
      }),
      { numRuns: 5000 },
    );
    // Most random globs are read, not refused: the comparison is of something.
    expect(compared).toBeGreaterThan(3000);
    expect(dotted).toBeGreaterThan(500);
    expect(missed).toBeLessThan(compared / 10);
  });

  it('takes what the glob says where node drops a match (its minimatch misses two shapes)', () => {
    // Two `**` and a name starting with `.` in the tail: minimatch 10.2 checks the tail's names for dots too.
    for (const [glob, path] of [
      ['**/a/**/.b', 'a/.b'],
      ['**/config/**/.env', 'x/config/y/.env'],
      ['**/?a/**/.a', 'ba/.a'],
    ] as const) {
      expect(posix.matchesGlob(path, glob), `node: ${glob} on ${path}`).toBe(false);
      expect(matches(glob, path), `${glob} on ${path}`).toBe(true);
    }
    expect(matches('**/a/**/.b', 'a/x')).toBe(false);
    expect(matches('**/a/**/.b', 'a/.x/.b')).toBe(false);
    // `*` beside `[.]a` among alternatives: minimatch drops `[.]a` as covered by `*`, which takes no `.a`.
    expect(posix.matchesGlob('.a/a', '{*,[.]a}/**')).toBe(false);
    expect(posix.matchesGlob('.a/a', '{b,[.]a}/**')).toBe(true);
    expect(matches('{*,[.]a}/**', '.a/a')).toBe(true);
    expect(matches('{*,[.]a}/**', '.b/a')).toBe(false);
  });

  it('matches, in steps linear in the path, the shapes that held node for hours', () => {
    // node expands 2^17 patterns for this one; here it is refused.
    expect(refusal('{a,b}'.repeat(17))).toMatch(`more than ${MAX_GLOB_ALTERNATIVES} alternatives`);
    expect(refusal('{a,b}'.repeat(7))).toMatch('alternatives');
    expect(compileGlob('{a,b}'.repeat(6)).alternatives).toHaveLength(64);
    const name = 'src/components/AuthenticationProviderConfiguration.tsx';
    const backtracking = compileGlob(`*/*/${'*?'.repeat(40)}*Q`);
    for (let i = 0; i < 2000; i++) expect(globMatches(backtracking, pathNames(name))).toBe(false);
    const stars = compileGlob(`${'**/'.repeat(200)}*Q`);
    expect(globMatches(stars, pathNames(`${'a/'.repeat(400)}Q`))).toBe(true);
    expect(globMatches(stars, pathNames(`${'a/'.repeat(400)}R`))).toBe(false);
  });

  it('refuses what it does not match as node would, saying what to write', () => {
    expect(refusal('src\\legacy\\**')).toMatch('backslash');
    expect(refusal('!src/**')).toMatch('negation');
    expect(refusal('src/@(a|b)/**')).toMatch('extended glob');
    expect(refusal('src/*(a)')).toMatch('extended glob');
    expect(refusal('/src/**')).toMatch('empty folder');
    expect(refusal('src/legacy/')).toMatch('empty folder');
    expect(refusal('src//x')).toMatch('empty folder');
    expect(refusal('./src/**')).toMatch('folder written .');
    expect(refusal('src/../x')).toMatch('folder written ..');
    expect(refusal('src/{a}')).toBe('{a} is not a list of alternatives: write two or more, such as {js,ts} (no ranges such as {1..3})');
    expect(refusal('src/{1..3}/x')).toBe(
      '{1..3} is not a list of alternatives: write two or more, such as {js,ts} (no ranges such as {1..3})',
    );
    expect(refusal('src/{a,b')).toMatch('a { without its }');
    expect(refusal('src/a}')).toMatch('a } without its {');
    expect(refusal('src/[ab')).toMatch('a [ without its ]');
    expect(refusal('src/a]')).toMatch('a ] without its [');
    expect(refusal('src/[z-a]')).toMatch('high to low');
    expect(refusal('src/[!]x')).toMatch('not supported');
  });
});
