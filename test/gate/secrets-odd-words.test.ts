// attack32 H1 (FAILS ON PURPOSE until fixed): the valid-secrets walk asks the secrets list for open, confirmed-valid
// secrets, and re-checks each one it receives with an exact, case-sensitive comparison. A secret whose status or
// validation state is spelt in another case, with a space, or in a word the gate does not know is dropped without a
// word, and the run passes (`confirmed-valid secrets open: 0`). The policy walks of the same list read a status
// whatever its case and refuse a word they do not know as a malformed answer (collect/policy.ts isAsked): the gate
// fails closed there. Here it must too: a secret is left out only when it names a known other state.
import { describe, expect, it } from 'vitest';
import { parseSecret } from '../../src/api/secrets.ts';
import { secretPlace } from '../../src/gate/secrets.ts';

/** Where a secret received for the valid-secrets query lands, or 'malformed' where the answer is refused. */
function placeOf(overrides: Record<string, unknown>): string {
  const wire = {
    id: '1',
    type: 'AWS',
    severity: 'SEVERITY_HIGH',
    status: 'FINDING_STATUS_OPEN',
    validationState: 'VALIDATION_STATE_CONFIRMED_VALID',
    repository: { name: 'acme/api' },
    ...overrides,
  };
  try {
    return secretPlace(parseSecret(JSON.parse(JSON.stringify(wire)), 0), new Set(['acme/api']));
  } catch {
    return 'malformed';
  }
}

describe('a confirmed-valid secret whose words are odd is never dropped silently (attack32 H1)', () => {
  it.each([
    ['status lower-case', { status: 'finding_status_open' }],
    ['status with a trailing space', { status: 'FINDING_STATUS_OPEN ' }],
    ['status short word', { status: 'OPEN' }],
    ['status unknown word', { status: 'FINDING_STATUS_TRIAGED' }],
    ['validation state lower-case', { validationState: 'validation_state_confirmed_valid' }],
    ['validation state short word', { validationState: 'CONFIRMED_VALID' }],
    ['validation state unknown word', { validationState: 'VALIDATION_STATE_CONFIRMED_VALID_V2' }],
  ])('%s: counted, or the answer refused', (_name, overrides) => {
    expect(['in-scope', 'malformed']).toContain(placeOf(overrides));
  });
});
