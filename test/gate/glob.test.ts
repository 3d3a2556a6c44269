// The exceptions file's globs (src/gate/glob.ts): node's path.matchesGlob on what they both read, compared
// on random globs and paths; what the matcher does not match refused; and the shapes that made node's
// matcher run for hours (braces that expand 2^n ways, stars that backtrack) matched in linear steps.
import { posix } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, GlobProblem, globMatches, MAX_GLOB_ALTERNATIVES, pathNames } from '../../src/gate/glob.ts';

const matches = (glob: string, path: string): boolean => globMatches(compileGlob(glob), pathNames(path));
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

  it('agrees with node path.matchesGlob on random globs and paths of the grammar it reads', () => {
    const token = fc.constantFrom('a', 'b', '.', '-', '*', '?', '[ab]', '[!a]', '[a-b]', '[^b]', '[.]', '**');
    const plainSegment = fc.array(token, { minLength: 1, maxLength: 4 }).map((tokens) => tokens.join(''));
    const segment = fc.oneof(
      { weight: 4, arbitrary: plainSegment },
      { weight: 1, arbitrary: fc.tuple(plainSegment, plainSegment).map(([x, y]) => `{${x},${y}}`) },
      { weight: 1, arbitrary: fc.constant('**') },
    );
    const glob = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/'));
    const name = fc.constantFrom('a', 'b', 'ab', 'ba', 'aab', '.a', '.b', 'a.b', 'a-b', '-', '..a');
    const path = fc.array(name, { minLength: 1, maxLength: 5 }).map((names) => names.join('/'));
    let compared = 0;
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
        expect(globMatches(compiled, pathNames(file)), `${text} on ${file}`).toBe(posix.matchesGlob(file, text));
      }),
      { numRuns: 5000 },
    );
    // Most random globs are read, not refused: the comparison is of something.
    expect(compared).toBeGreaterThan(3000);
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
    expect(refusal('src/{a}')).toMatch('not a list of alternatives');
    expect(refusal('src/{1..3}')).toMatch('no ranges');
    expect(refusal('src/{a,b')).toMatch('a { without its }');
    expect(refusal('src/a}')).toMatch('a } without its {');
    expect(refusal('src/[ab')).toMatch('a [ without its ]');
    expect(refusal('src/a]')).toMatch('a ] without its [');
    expect(refusal('src/[z-a]')).toMatch('high to low');
    expect(refusal('src/[!]x')).toMatch('not supported');
  });
});
