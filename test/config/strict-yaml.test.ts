// YAML read strictly (config/strict-yaml.ts), shared by the exceptions file and the policy file: the
// root and the lines of its nodes, what reads as empty, and what is refused through the caller's fail.
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, type Node } from 'yaml';
import { isEmptyNode, parseStrictYaml } from '../../src/config/strict-yaml.ts';

/** Where and why parseStrictYaml refused `text`. */
function refusal(text: string): [number, string] {
  let refused: [number, string] | undefined;
  try {
    parseStrictYaml(text, (line, message) => {
      refused = [line, message];
      throw new Error(message);
    });
  } catch {
    // refused holds it
  }
  if (refused === undefined) throw new Error('not refused');
  return refused;
}

const never = (): never => {
  throw new Error('not expected');
};

describe('parseStrictYaml', () => {
  it('gives the root, every scalar as text, and the line of any node (1 for none)', () => {
    const { root, lineOf } = parseStrictYaml('# a comment\nmode: warn\ntimeout-seconds: 0600\n', never);
    expect(isMap(root)).toBe(true);
    const pairs = isMap(root) ? root.items : [];
    expect(pairs.map((pair) => (isScalar(pair.value) ? pair.value.value : undefined))).toEqual(['warn', '0600']);
    expect(pairs.map((pair) => lineOf(pair.key as Node))).toEqual([2, 3]);
    expect(lineOf(null)).toBe(1);
    expect(lineOf(undefined)).toBe(1);
    expect(parseStrictYaml('', never).root).toBeNull();
  });

  it('refuses what does not parse, and a key given twice, at its line', () => {
    expect(refusal('a: 1\nb: [1\n')[1]).toMatch(/^not valid YAML \(.+\): fix the syntax\.$/);
    expect(refusal('a: 1\na: 2\n')).toEqual([2, expect.stringMatching(/^not valid YAML \(Map keys must be unique/)]);
  });

  it('refuses a text nested too deep, or holding too many entries, before the parser runs (attack10 K2)', () => {
    // 524,000 nested sequences overflowed the parser's stack at 625 MiB.
    expect(refusal(`exceptions: ${'['.repeat(524_000)}${']'.repeat(524_000)}\n`)).toEqual([
      1,
      'the file nests deeper than 8 levels, and the gate reads at most 4: write each value as a text or a list of texts.',
    ]);
    expect(refusal(`a: 1\nb:\n${'- '.repeat(9)}x\n`)[0]).toBe(3);
    // The unique-key check took minutes over 60,000 keys.
    const keys = Array.from({ length: 60_000 }, (_, i) => `  k${i}: a`).join('\n');
    expect(refusal(`exceptions:\n${keys}\n`)).toEqual([
      20_001,
      'the file holds more than 20000 entries (keys and list items), more than the gate reads from one file: remove entries.',
    ]);
  });

  it('refuses a key given twice in a mapping of 20,000 keys, block or flow, at the second (one pass over the keys)', () => {
    const keys = Array.from({ length: 19_998 }, (_, i) => `k${i}: a`);
    expect(refusal(`${keys.join('\n')}\nk5: b\n`)).toEqual([19_999, 'not valid YAML (Map keys must be unique): fix the syntax.']);
    expect(refusal('a: {b: 1,\n "b": 2}\n')).toEqual([2, 'not valid YAML (Map keys must be unique): fix the syntax.']);
    // Keys are compared within a mapping, never across.
    expect(isMap(parseStrictYaml('a: {k: 1}\nb: {k: 1}\n', never).root)).toBe(true);
  });

  it('refuses a tag, written short or in full, and an anchor, at its line', () => {
    expect(refusal('a: 1\nb: !!binary cg==\n')).toEqual([
      2,
      "the tag '!!binary' changes what the value written means, and a reviewer must read what applies as it is written: remove the tag.",
    ]);
    expect(refusal('a: !<tag:yaml.org,2002:str> x\n')[1]).toContain("the tag '!!str'");
    expect(refusal('a: !local x\n')[1]).toContain("the tag '!local'");
    expect(refusal('a: 1\nb: &x 2\nc: *x\n')).toEqual([
      2,
      "the anchor '&x' lets an alias ('*x') repeat this value where a reviewer does not see it: write each value out where it applies, and remove the anchor.",
    ]);
  });
});

describe('isEmptyNode', () => {
  it('is an absent node, or the empty text the failsafe schema reads for nothing', () => {
    const { root } = parseStrictYaml('a:\nb: ""\nc: " "\nd: []\n', never);
    const values = isMap(root) ? root.items.map((pair) => pair.value as Node) : [];
    expect(values.map((node) => isEmptyNode(node))).toEqual([true, true, false, false]);
    expect(isEmptyNode(null)).toBe(true);
    expect(isEmptyNode(undefined)).toBe(true);
  });
});
