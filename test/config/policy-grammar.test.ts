// The policy file's grammar (config/policy-grammar.ts): what it holds, and every way it cannot be read,
// each with the file, the line and what to fix.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/inputs.ts';
import { parsePolicy } from '../../src/config/policy-grammar.ts';

const LABEL = 'acme/policies/gate.yml@main';

/** The message parsePolicy refuses `text` with. */
function refusal(text: string): string {
  try {
    parsePolicy(text, LABEL);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).input).toBe('config-file');
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('parsePolicy', () => {
  it('reads each input it sets as text, with the line of its key, in the order written', () => {
    const policy = parsePolicy(
      ['# the security team', 'fail-on-severity: critical', 'fail-on-valid-secrets: true', 'timeout-seconds: 0600', 'mode:  warn  '].join(
        '\n',
      ),
      LABEL,
    );
    expect(policy.label).toBe(LABEL);
    expect([...policy.values]).toEqual([
      ['fail-on-severity', { value: 'critical', line: 2 }],
      ['fail-on-valid-secrets', { value: 'true', line: 3 }],
      ['timeout-seconds', { value: '0600', line: 4 }],
      ['mode', { value: 'warn', line: 5 }],
    ]);
  });

  it('reads a list input as a YAML list or as text', () => {
    const policy = parsePolicy('thresholds:\n  - high=0\n  - " total=10 "\nfinding-types: [code, secrets]\ntags: pci, prod\n', LABEL);
    expect(policy.values.get('thresholds')).toEqual({ value: 'high=0, total=10', line: 1 });
    expect(policy.values.get('finding-types')).toEqual({ value: 'code, secrets', line: 4 });
    expect(policy.values.get('tags')).toEqual({ value: 'pci, prod', line: 5 });
  });

  it('reads an empty file as a policy that sets nothing', () => {
    expect(parsePolicy('', LABEL).values.size).toBe(0);
    expect(parsePolicy('# nothing yet\n', LABEL).values.size).toBe(0);
  });

  it('refuses a key no input has, with the input it may be a typo of', () => {
    expect(refusal('mode: warn\nfail-on-severty: high\n')).toBe(
      `${LABEL}:2: unknown key 'fail-on-severty' (did you mean "fail-on-severity"?): a policy file sets inputs by their names.`,
    );
    expect(refusal('budget: 3\n')).toBe(
      `${LABEL}:1: unknown key 'budget'; its keys are the inputs of docs/inputs.md: a policy file sets inputs by their names.`,
    );
    expect(refusal('[a]: 3\n')).toContain(`${LABEL}:1: unknown key ''`);
    expect(refusal('mode: warn\n: 3\n')).toContain(`${LABEL}:2: unknown key ''`);
  });

  it('does not offer a token or the policy inputs as the name meant', () => {
    expect(refusal('api-tokn: x\n')).toContain("unknown key 'api-tokn'; its keys are");
  });

  it('refuses a token: a file is read by everyone who reads the repository', () => {
    expect(refusal('mode: warn\napi-token: sgp_x\n')).toBe(
      `${LABEL}:2: api-token cannot be set in a policy file: a token in a file can be read by everyone who reads the file; pass it from a secret of the CI.`,
    );
    expect(refusal('config-token: x\n')).toContain('config-token cannot be set in a policy file: a token');
    expect(refusal('github-token: x\n')).toContain('github-token cannot be set in a policy file: a token');
  });

  it('refuses the policy inputs themselves: a policy names no other policy', () => {
    expect(refusal('config-file: other.yml\n')).toBe(
      `${LABEL}:1: config-file cannot be set in a policy file: it says where the policy is, and a policy names no other policy.`,
    );
    expect(refusal('\nconfig-api-url: https://api.github.com\n')).toMatch(/:2: config-api-url cannot be set/);
  });

  it('refuses a key without a value', () => {
    const blank = "has no value: give one, or remove the key (an input the policy leaves out is the repository's to set).";
    expect(refusal('mode:\n')).toBe(`${LABEL}:1: mode ${blank}`);
    expect(refusal('mode: "  "\n')).toBe(`${LABEL}:1: mode ${blank}`);
    expect(refusal('? mode\n')).toBe(`${LABEL}:1: mode ${blank}`);
    expect(refusal('tags: []\n')).toBe(`${LABEL}:1: tags ${blank}`);
  });

  it('refuses a list for an input of one value, and a mapping for any', () => {
    expect(refusal('mode: [warn]\n')).toBe(`${LABEL}:1: mode takes one value, not a list.`);
    expect(refusal('mode:\n  a: b\n')).toBe(`${LABEL}:1: mode must be a value, not a mapping.`);
    expect(refusal('tags:\n  a: b\n')).toBe(`${LABEL}:1: tags must be a value or a list, not a mapping.`);
  });

  it('refuses a list item that is empty, a list or a mapping', () => {
    const message = `${LABEL}:1: tags lists an item that is empty, a list or a mapping: list words or texts only.`;
    expect(refusal('tags: [pci, ""]\n')).toBe(message);
    expect(refusal('tags: [pci, [a]]\n')).toBe(message);
    expect(refusal('tags:\n  - pci\n  - a: b\n')).toBe(message);
  });

  it('refuses a list longer than an input may be', () => {
    const items = Array.from({ length: 1001 }, (_, i) => `  - t${i}`).join('\n');
    expect(refusal(`tags:\n${items}\n`)).toBe(`${LABEL}:1: tags lists 1001 items: the limit is 1000.`);
    expect(
      parsePolicy(`tags:\n${items.split('\n').slice(1).join('\n')}\n`, LABEL)
        .values.get('tags')
        ?.value.split(', '),
    ).toHaveLength(1000);
  });

  it('refuses what is not a mapping', () => {
    expect(refusal('- mode: warn\n')).toBe(
      `${LABEL}:1: a policy file is a mapping of input names to values, such as fail-on-severity: high.`,
    );
    expect(refusal('just text\n')).toContain('a policy file is a mapping');
  });

  it('refuses YAML it cannot read, a tag, an anchor and a key given twice, with the line', () => {
    expect(refusal('mode: warn\nthresholds: [high=0\n')).toMatch(new RegExp(`^${LABEL}:\\d: not valid YAML \\(.*\\): fix the syntax\\.$`));
    expect(refusal('mode: warn\nfail-on-severity: !!str high\n')).toBe(
      `${LABEL}:2: the tag '!!str' changes what the value written means, and a reviewer must read what applies as it is written: remove the tag.`,
    );
    expect(refusal('mode: &m warn\non-api-error: *m\n')).toMatch(new RegExp(`^${LABEL}:1: the anchor '&m'`));
    expect(refusal('mode: warn\nmode: enforce\n')).toMatch(new RegExp(`^${LABEL}:2: not valid YAML \\(Map keys must be unique`));
  });
});
