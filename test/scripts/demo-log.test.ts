// The demo's log (scripts/demo-log.ts): each mask says what it hides, never the value (attack9, as a
// newcomer: "(a secret was masked)" was printed twice with no word on which).
import { describe, expect, it } from 'vitest';
import { logForTerminal } from '../../scripts/demo-log.ts';

const API_TOKEN = 'sgp_demo0123456789abcdef';
const GITHUB_TOKEN = 'ghs_demo%token,with:escapes';

describe('logForTerminal', () => {
  it('names each masked value by what the demo set it as, and shows no value', () => {
    const stdout = [
      `::add-mask::${API_TOKEN}`,
      // The runner's escaping of a command's data: %25 for %, %2C for a comma, %3A for a colon.
      '::add-mask::ghs_demo%25token%2Cwith%3Aescapes',
      '::add-mask::sgp_someone_elses',
      '::group::Resolving the deployment',
      'deployment 4242',
      '::endgroup::',
    ].join('\n');
    const secrets = new Map([
      [API_TOKEN, 'the api-token input'],
      [GITHUB_TOKEN, 'the github-token input'],
    ]);
    const log = logForTerminal(stdout, secrets);
    expect(log.split('\n')).toEqual([
      '(the api-token input: masked from here on)',
      '(the github-token input: masked from here on)',
      '(a value the demo did not set: masked from here on)',
      '▸ Resolving the deployment',
      'deployment 4242',
    ]);
    for (const value of [API_TOKEN, 'ghs_demo', 'sgp_someone']) expect(log).not.toContain(value);
  });
});
