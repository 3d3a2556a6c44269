// The table's types and the enumerations' words (config/input-options.ts, from vocabulary.ts): what the
// generated forms (the GitLab component, the Azure task) offer must be what the gate accepts.
import { describe, expect, it } from 'vitest';
import { ConfigError, INPUT_DEFAULTS, parseConfig } from '../../src/config/index.ts';
import { inputOptions } from '../../src/config/input-options.ts';
import { INPUTS, type InputSpec } from '../../src/config/input-table.ts';
import { ciContext } from '../../src/host/detect.ts';

const TABLE = Object.entries(INPUTS as Record<string, InputSpec>);
const ENV = { GITHUB_REPOSITORY: 'acme/payments-api' };
const parses = (name: string, value: string): boolean => {
  try {
    parseConfig({ 'api-token': 'sgp_token', [name]: value }, ENV, new Date('2026-01-01T00:00:00Z'), ciContext('github', ENV));
    return true;
  } catch (error) {
    if (error instanceof ConfigError && error.input === name) return false;
    throw error;
  }
};

describe('the types of the table of inputs', () => {
  it('gives a word list to exactly the inputs typed choice or choices', () => {
    const withWords = TABLE.filter(([name]) => inputOptions(name) !== undefined).map(([name]) => name);
    const enumerated = TABLE.filter(([, spec]) => spec.type === 'choice' || spec.type === 'choices').map(([name]) => name);
    expect(withWords).toEqual(enumerated);
    expect(enumerated).toContain('fail-on-severity');
    expect(enumerated).toContain('reachability');
  });

  it("offers the vocabulary's first words, which the gate accepts, one at a time", () => {
    expect(inputOptions('fail-on-severity')).toEqual(['critical', 'high', 'medium', 'low', 'none']);
    expect(inputOptions('record-finding-ids')).toEqual(['auto', 'true', 'false']);
    expect(inputOptions('finding-types')).toEqual(['code', 'sca', 'secrets']);
    const refused = TABLE.flatMap(([name]) =>
      (inputOptions(name) ?? []).filter((word) => !parses(name, word)).map((word) => `${name}: ${word}`),
    );
    expect(refused).toEqual([]);
  });

  it('has each default among its words: one word for a choice, words for choices', () => {
    const outside = TABLE.flatMap(([name, spec]) => {
      const words = inputOptions(name);
      if (words === undefined || spec.default === '') return [];
      const given = spec.type === 'choice' ? [spec.default] : spec.default.split(',');
      return given.filter((word) => !words.includes(word)).map((word) => `${name}: ${word}`);
    });
    expect(outside).toEqual([]);
  });

  it('types as boolean exactly the inputs whose default is true or false, and as number those of a whole number', () => {
    for (const [name, spec] of TABLE) {
      expect(spec.type === 'boolean', name).toBe(['true', 'false'].includes(spec.default) && name !== 'record-finding-ids');
      if (spec.type === 'number') expect(spec.default, name).toMatch(/^\d+$/);
    }
  });

  it('refuses, for a boolean or a number input, a value that is neither', () => {
    for (const [name] of TABLE.filter(([, candidate]) => candidate.type === 'boolean' || candidate.type === 'number')) {
      expect(parses(name, 'maybe'), name).toBe(false);
      expect(parses(name, INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS]), name).toBe(true);
    }
  });

  it('types the tokens as secret, and limits to their CIs only the inputs that do nothing elsewhere', () => {
    expect(TABLE.filter(([, spec]) => spec.type === 'secret').map(([name]) => name)).toEqual(['api-token', 'github-token', 'config-token']);
    expect(Object.fromEntries(TABLE.filter(([, spec]) => spec.ci !== undefined).map(([name, spec]) => [name, spec.ci]))).toEqual({
      annotations: ['github', 'azure'],
      'comment-on-pr': ['github', 'gitlab'],
      'github-token': ['github'],
    });
  });
});
