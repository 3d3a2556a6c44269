// The shape of a YAML text before it is parsed (config/yaml-shape.ts): how deep it nests, how many
// entries it holds, counted over the lexer's tokens, so that text (quoted, plain, block scalars and
// comments) never counts; and, over random texts, that a text it passes never parses much deeper.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCollection, isPair, parseDocument } from 'yaml';
import { MAX_YAML_DEPTH, MAX_YAML_ENTRIES, yamlShapeFault } from '../../src/config/yaml-shape.ts';

const deeper = (line: number, depth = MAX_YAML_DEPTH) => ({
  line,
  message: `the file nests deeper than ${depth} levels, and the gate reads at most 4: write each value as a text or a list of texts.`,
});
const more = (line: number, entries = MAX_YAML_ENTRIES) => ({
  line,
  message: `the file holds more than ${entries} entries (keys and list items), more than the gate reads from one file: remove entries.`,
});
/** The least depth bound `text` passes. */
const depthOf = (text: string): number => {
  let depth = 0;
  while (yamlShapeFault(text, { depth, entries: Number.POSITIVE_INFINITY }) !== undefined) depth += 1;
  return depth;
};

describe('yamlShapeFault', () => {
  it('passes the files the gate reads, in block and flow style', () => {
    const exceptions = [
      'exceptions:',
      '  - rule: javascript.legacy.xss # [[[[[[[[[[ a comment',
      '    reason: "a [[[[[[[[[[ quoted [ text" \'and {{{{{{{{{{ another\'',
      "    owner: see [[[[[[[[[[docs]]]]]]]]]] {{{{{{{{{{ don't",
      '    paths:',
      '      - src/legacy/**',
      '    projects: [acme/api, acme/web]',
      '    expires: 2027-03-31',
      '  - package: npm:lodash',
      '    reason: |',
      '      [[[[[[[[[[[[ - - - - - - - - - -',
      '      {{{{{{{{{{{{ ? ? ? : : : : : : :',
      '    expires: 2027-03-31',
      '',
    ].join('\n');
    expect(yamlShapeFault(exceptions)).toBeUndefined();
    expect(depthOf(exceptions)).toBe(5);
    expect(depthOf('exceptions:\n- rule: x\n  paths:\n  - a\n')).toBe(4);
    expect(depthOf('exceptions: [{rule: x, paths: [a, b]}]\n')).toBe(6);
    expect(depthOf('fail-on-severity: high\ntags: [a, b]\nprojects:\n  - acme/api\n')).toBe(3);
    expect(depthOf('')).toBe(0);
  });

  it('refuses flow collections nested deeper than the bound, at the line of the one too deep', () => {
    expect(yamlShapeFault(`a:\n  b: ${'{c: '.repeat(7)}d${'}'.repeat(7)}\n`)).toEqual(deeper(2));
    expect(yamlShapeFault(`a:\n  b: ${'{c: '.repeat(6)}d${'}'.repeat(6)}\n`)).toBeUndefined();
    expect(yamlShapeFault(`exceptions: ${'['.repeat(524_000)}${']'.repeat(524_000)}`)).toEqual(deeper(1));
    // A lenient `a: b: c` in a flow collection nests a mapping per `:`.
    expect(depthOf(`[${'a: '.repeat(20)}b]`)).toBe(21);
  });

  it('counts block sequences of sequences, compact or one per line, and mappings per indentation', () => {
    expect(yamlShapeFault(`${'- '.repeat(MAX_YAML_DEPTH)}x\n`)).toBeUndefined();
    expect(yamlShapeFault(`${'- '.repeat(MAX_YAML_DEPTH + 1)}x\n`)).toEqual(deeper(1));
    const perLine = (levels: number): string => Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}-`).join('\n');
    expect(yamlShapeFault(perLine(MAX_YAML_DEPTH))).toBeUndefined();
    expect(yamlShapeFault(perLine(MAX_YAML_DEPTH + 1))).toEqual(deeper(MAX_YAML_DEPTH + 1));
    const keys = (levels: number): string => Array.from({ length: levels }, (_, i) => `${' '.repeat(i)}k:`).join('\n');
    expect(yamlShapeFault(keys(MAX_YAML_DEPTH + 1))).toEqual(deeper(MAX_YAML_DEPTH + 1));
    // A sequence at its mapping's indentation is its value, one level down; siblings stay at their level.
    expect(depthOf('a:\n- b:\n  - c:\n    - d\n')).toBe(6);
    expect(depthOf('a:\n- b\n- c\nd:\n- e\n')).toBe(2);
    expect(depthOf(`${Array.from({ length: 50 }, () => 'a:\n  b:\n    c: d\n').join('')}`)).toBe(3);
    // Implicit keys on one line, which the parser reads leniently, each nest.
    expect(depthOf(`x: ${': '.repeat(20)}\n`)).toBe(21);
  });

  it('refuses more entries than the bound: keys, list items and flow items alike', () => {
    const limits = { depth: MAX_YAML_DEPTH, entries: 3 };
    expect(yamlShapeFault('a: 1\nb: 2\nc: 3\n', limits)).toBeUndefined();
    expect(yamlShapeFault('a: 1\nb: 2\nc: 3\nd: 4\n', limits)).toEqual(more(4, 3));
    expect(yamlShapeFault('- a\n- b\n- c\n- d\n', limits)).toEqual(more(4, 3));
    expect(yamlShapeFault('[a, b, c, d]', limits)).toEqual(more(1, 3));
    // Indicators inside text are not entries.
    expect(yamlShapeFault('a: "- b: c, d"\n# - e: f, g\n', limits)).toBeUndefined();
    const keys = (count: number): string => Array.from({ length: count }, (_, i) => `k${i}: a`).join('\n');
    expect(yamlShapeFault(keys(MAX_YAML_ENTRIES))).toBeUndefined();
    expect(yamlShapeFault(keys(MAX_YAML_ENTRIES + 1))).toEqual(more(MAX_YAML_ENTRIES + 1));
  });

  it('measures each way a line opens, closes or continues a collection to the level and the entry', () => {
    /** The least entries bound `text` passes. */
    const entriesOf = (text: string): number => {
      let entries = 0;
      while (yamlShapeFault(text, { depth: Number.POSITIVE_INFINITY, entries }) !== undefined) entries += 1;
      return entries;
    };
    const shapes: [string, number, number][] = [
      // A line's indentation is its leading spaces and indicators, from the file's first line on.
      ['- a: b\n  c: d\n', 2, 3],
      ['- a: b: c\n  d:\n    e: f\n', 4, 5],
      // Spaces after the line's first text, and tabs, are not indentation.
      ['a:  b:\n  c:\n    d: e\n', 4, 4],
      ['a:\n\tb:\n  c:\n    d: e\n', 3, 4],
      ['a:\n\t b: c\n  d:\n    e: f\n', 3, 4],
      // A block scalar's body is text, and ends its last line: the next line's indentation counts.
      ['a:\n  k: |\n    text\n  b:\n    - c\n', 3, 4],
      ['- - |\n    x\n  - y:\n      z: w\n', 4, 5],
      ['- |\n  x\n- - y\n', 2, 3],
      // A second indicator on a line nests, whatever the indentation of the line's first.
      ['a: - b: c\n', 3, 3],
      // A key closes the sequence at its own indentation, never one less indented, nor one further out.
      ['-\n  a: b\n', 2, 2],
      ['?\n  a: b\n', 2, 2],
      ['x:\n  a:\n  - b\n  c:\n    d: e\n', 3, 5],
      // A new document, or the end of one, closes every block collection.
      ['a:\n  b:\n    c: d\n---\n      e:\n        f: g\n', 3, 5],
      ['a:\n  b:\n    c: d\n...\n      e:\n        f: g\n', 3, 5],
      // A flow collection closed by the other bracket, or left open at a new document, is closed.
      ['{a: [b}\n- c\n', 3, 4],
      ['[a, b}\n- - c\n', 2, 4],
      ['{a: b]\n- - c\n', 2, 4],
      ['a: [b\n---\n- - c\n', 3, 4],
      // A flow collection closed by a line less indented: that line's indicators are its indentation.
      ['x: [b\n- - c\n  - - d\n', 4, 6],
      // `- ` and `? ` in a flow collection nest one more, and `? ` is an entry as `- ` is.
      ['[- a]', 3, 2],
      ['[? a]', 3, 2],
      ['? a\n: b\n', 1, 2],
    ];
    for (const [text, depth, entries] of shapes) expect([text, depthOf(text), entriesOf(text)]).toEqual([text, depth, entries]);
  });

  it('never passes a text the parser nests more than two levels past the bound, over random texts', () => {
    const parsedDepth = (node: unknown): number =>
      isCollection(node)
        ? 1 +
          Math.max(
            0,
            ...node.items.map((item) => (isPair(item) ? Math.max(parsedDepth(item.key), parsedDepth(item.value)) : parsedDepth(item))),
          )
        : 0;
    const pieces = [
      '- ',
      '-',
      '? ',
      ': ',
      ':',
      '[',
      ']',
      '{',
      '}',
      ', ',
      'a',
      'x: ',
      ' ',
      '  ',
      '\n',
      '\n  ',
      '\n    ',
      '\n- ',
      '#c',
      '"q["',
      "'{'",
      '|\n',
      '---\n',
      '\t',
    ];
    const texts = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 60 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(texts, (text) => {
        const parsed = parsedDepth(parseDocument(text, { schema: 'failsafe', uniqueKeys: false }).contents);
        expect(parsed).toBeLessThanOrEqual(depthOf(text) + 2);
      }),
      { numRuns: 2000 },
    );
  });
});
