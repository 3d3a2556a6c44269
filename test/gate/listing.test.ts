// How much of the findings list a run needs (src/gate/listing.ts): whole where a check judges every
// finding, else only the most severe few.
import { describe, expect, it } from 'vitest';
import { ExceptionMatcher } from '../../src/gate/exceptions.ts';
import { RECORD_IDS_AUTO_MAX } from '../../src/gate/findings.ts';
import { idRecording, listNeeds, pullRequestIdsWhy } from '../../src/gate/listing.ts';

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

describe('idRecording: record-finding-ids in this run', () => {
  it('records as set with true or false, pull request or not', () => {
    expect(idRecording(true, undefined)).toEqual({ record: true });
    expect(idRecording(true, 'GITHUB_EVENT_NAME is pull_request')).toEqual({ record: true });
    expect(idRecording(false, undefined)).toEqual({ record: false });
    expect(idRecording(false, 'CI_MERGE_REQUEST_IID is set')).toEqual({ record: false });
  });

  it('with auto, records none in a pull or merge request run, and elsewhere up to the report count of 50,000', () => {
    expect(idRecording('auto', 'CI_MERGE_REQUEST_IID is set')).toEqual({ record: false, pullRequest: 'CI_MERGE_REQUEST_IID is set' });
    expect(idRecording('auto', undefined)).toEqual({ upTo: RECORD_IDS_AUTO_MAX });
    expect(RECORD_IDS_AUTO_MAX).toBe(50_000);
  });

  it('says why only where auto left the ids out of a pull request run, naming what made it one and record-finding-ids: true', () => {
    const why = pullRequestIdsWhy(idRecording('auto', 'GITHUB_EVENT_NAME is pull_request_target'));
    expect(why).toContain("this is a pull or merge request's run (GITHUB_EVENT_NAME is pull_request_target)");
    expect(why).toContain('set record-finding-ids: true to record them here');
    for (const recording of [idRecording('auto', undefined), idRecording(false, 'X is set'), idRecording(true, 'X is set')])
      expect(pullRequestIdsWhy(recording)).toBeUndefined();
  });
});
