import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/render/text.ts';

const reasons = [{ text: '1 finding from a malicious dependency (fail-on-malicious): lodash@4.17.15' }];

describe('errorText', () => {
  it('names the failed operation once where its message already does (attack8 I4: "report: report: HTTP 500")', () => {
    const lines = errorText({
      message: 'm',
      operation: 'report',
      shown: { reasons, failure: 'report: HTTP 500: the API answered 500', operation: 'report' },
    });
    expect(lines).toEqual([
      'findings-gate: FAIL, 1 reason (the counts are incomplete: report failed)',
      '  - 1 finding from a malicious dependency (fail-on-malicious): lodash@4.17.15',
      'report: HTTP 500: the API answered 500',
    ]);
  });

  it('names the operation before a message that does not', () => {
    const lines = errorText({ message: 'm', operation: 'secrets', shown: { reasons, failure: 'the connection was reset' } });
    expect(lines.at(-1)).toBe('secrets: the connection was reset');
    expect(errorText({ message: 'm', shown: { reasons, failure: 'the connection was reset' } }).at(-1)).toBe(
      'a request: the connection was reset',
    );
  });

  it('gives a run that could not judge one line, with its operation', () => {
    expect(errorText({ message: 'report: HTTP 503', operation: 'report' })).toEqual([
      'findings-gate: ERROR, could not judge (report failed): report: HTTP 503',
    ]);
  });
});
