// How much of the findings list a run needs (src/gate/listing.ts): whole where a check judges every
// finding, else only the most severe few.
import { describe, expect, it } from 'vitest';
import { ExceptionMatcher } from '../../src/gate/exceptions.ts';
import { listNeeds } from '../../src/gate/listing.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const entry = (over: object) => ({ number: 1, line: 2, reason: 'r', expires: '2027-01-01', kind: 'findings' as const, ...over });
const day = { ms: 86_400_000, asWritten: '1d' };

describe('listNeeds', () => {
  it('reads nothing whole when no check judges findings one by one', () => {
    expect(listNeeds({}, { recordIds: false })).toEqual({ whole: [], why: [] });
  });

  it('reads every severity whole for a baseline of ids, exceptions for findings or recorded ids, naming each reason', () => {
    const matcher = new ExceptionMatcher({ path: 'e.yml', entries: [entry({ rule: 'x' })] }, NOW);
    expect(listNeeds({ maxOpenAge: { critical: day } }, { baselineIds: [], exceptions: matcher, recordIds: true })).toEqual({
      whole: ['low', 'medium', 'high', 'critical'],
      why: ['a baseline of finding ids', 'exceptions for findings', 'record-finding-ids'],
    });
    expect(listNeeds({}, { baselineIds: ['mb-1'], recordIds: false }).why).toEqual(['a baseline of finding ids']);
  });

  it('reads whole only the severities that have a deadline', () => {
    expect(listNeeds({ maxOpenAge: { critical: day, medium: day } }, { recordIds: false })).toEqual({
      whole: ['medium', 'critical'],
      why: ['max-open-age'],
    });
  });

  it('needs no whole list for exceptions of secrets or packages, nor for expired ones', () => {
    const others = new ExceptionMatcher(
      {
        path: 'e.yml',
        entries: [
          entry({ kind: 'secrets', secret: '1' }),
          entry({ kind: 'dependencies', package: { asWritten: 'npm:x', type: 'npm', name: 'x' } }),
          entry({ rule: 'x', expires: '2026-01-01' }),
        ],
      },
      NOW,
    );
    expect(listNeeds({}, { exceptions: others, recordIds: false })).toEqual({ whole: [], why: [] });
  });
});
