// What "stricter" means for each input (input-table.ts `tightens`): declared by every input of the
// table, so a new input cannot forget it, and a kind that fits how the input reads.
import { describe, expect, it } from 'vitest';
import { inputOptions } from '../../src/config/input-options.ts';
import { INPUTS, type InputSpec } from '../../src/config/input-table.ts';
import { INPUT_DEFAULTS, type InputName } from '../../src/config/inputs.ts';
import { judge } from '../../src/config/policy-ceilings.ts';

const TABLE = Object.entries(INPUTS as Record<string, InputSpec>);
const KINDS = [
  'lower-number',
  'earlier-severity',
  'true-is-stricter',
  'false-is-stricter',
  'superset-of-list',
  'lower-budgets',
  'shorter-deadlines',
  'shorter-duration',
  'fixed',
  'repository-wins',
  'not-in-policy',
];

describe('the table of inputs, and what stricter means for each', () => {
  it('gives every input a tightens kind, one the ceilings know', () => {
    const undeclared = TABLE.filter(([, spec]) => typeof spec.tightens !== 'string').map(([name]) => name);
    expect(undeclared).toEqual([]);
    const unknown = TABLE.filter(([, spec]) => !KINDS.includes(spec.tightens) && !/^[a-z]+-over-[a-z]+$/.test(spec.tightens));
    expect(unknown.map(([name, spec]) => `${name}: ${spec.tightens}`)).toEqual([]);
  });

  it('keeps every token and the policy inputs out of a policy file', () => {
    const secrets = TABLE.filter(([, spec]) => spec.type === 'secret').map(([name]) => name);
    const outside = TABLE.filter(([, spec]) => spec.tightens === 'not-in-policy').map(([name]) => name);
    expect(secrets).toEqual(['api-token', 'github-token', 'config-token']);
    expect(outside).toEqual(['api-token', 'github-token', 'config-file', 'config-token', 'config-api-url']);
  });

  it('gives each kind only to inputs that read as it compares', () => {
    const misfits = TABLE.flatMap(([name, { type, tightens }]) => {
      const fits =
        (['true-is-stricter', 'false-is-stricter'].includes(tightens) && type === 'boolean') ||
        (tightens === 'superset-of-list' && (type === 'list' || type === 'choices')) ||
        (tightens === 'earlier-severity' && type === 'choice') ||
        (tightens === 'lower-number' && (type === 'number' || type === 'text')) ||
        (['lower-budgets', 'shorter-deadlines'].includes(tightens) && type === 'list') ||
        (tightens === 'shorter-duration' && type === 'text') ||
        (tightens.includes('-over-') && type === 'choice') ||
        ['fixed', 'repository-wins', 'not-in-policy'].includes(tightens);
      return fits ? [] : [`${name}: ${type} cannot be ${tightens}`];
    });
    expect(misfits).toEqual([]);
  });

  it('names, in a <stricter>-over-<looser> kind, exactly the two words of the input', () => {
    const words = TABLE.filter(([, spec]) => spec.tightens.includes('-over-')).map(([name, spec]) => [name, spec.tightens.split('-over-')]);
    expect(words.length).toBeGreaterThanOrEqual(3);
    for (const [name, pair] of words) expect(new Set(pair), name as string).toEqual(new Set(inputOptions(name as string)));
  });

  it('compares every input a policy may set, its default against itself, as the same', () => {
    for (const [name, spec] of TABLE) {
      if (spec.tightens === 'not-in-policy') continue;
      const value = INPUT_DEFAULTS[name as InputName] || sample(name);
      expect(judge(name as InputName, value, value), name).toMatchObject({ stricter: false });
    }
  });
});

/** A value of an input whose default is empty. */
function sample(name: string): string {
  const samples: Record<string, string> = {
    thresholds: 'high=0',
    'max-open-age': 'critical=7d',
    'scan-max-age': '1d',
    'max-backlog-growth': '10%',
    'dependency-repository-ids': '12',
    'sca-min-epss': '0.1',
  };
  return samples[name] ?? inputOptions(name)?.[0] ?? 'x';
}
