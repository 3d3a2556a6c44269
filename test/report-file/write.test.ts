// The report file's words for finding ids left out (src/report-file/write.ts findingIdsWhyNot), over plain values.
import { describe, expect, it } from 'vitest';
import type { GateData, ListedTally } from '../../src/gate/types.ts';
import { findingIdsWhyNot } from '../../src/report-file/write.ts';

type Listing = NonNullable<GateData['findings']>;
const listed = (tally: Partial<ListedTally>): { findings: Listing } => ({
  findings: {
    state: 'listed',
    findings: [],
    count: tally.count ?? 0,
    complete: [],
    unapplied: {},
    tally: { recordedIds: undefined, count: 0, withoutId: 0, ...tally } as ListedTally,
  },
});
const auto = { recordFindingIds: 'auto' as const };
const pullRequest = 'GITHUB_EVENT_NAME is pull_request';

describe('findingIdsWhyNot', () => {
  it('says nothing where the ids are recorded', () => {
    expect(findingIdsWhyNot(auto, listed({ recordedIds: ['mb-1'] }))).toBeUndefined();
    expect(findingIdsWhyNot({ recordFindingIds: true, pullRequest }, listed({ recordedIds: [] }))).toBeUndefined();
  });

  it("names a pull request's run under auto, and record-finding-ids: true", () => {
    const why = findingIdsWhyNot({ ...auto, pullRequest }, listed({}));
    expect(why).toMatch(
      /^this is a pull or merge request's run \(GITHUB_EVENT_NAME is pull_request\), and record-finding-ids: auto records/,
    );
    expect(why).toContain('set record-finding-ids: true to record them here');
  });

  it('names the setting, the list not read, and each cap', () => {
    expect(findingIdsWhyNot({ recordFindingIds: false, pullRequest }, listed({}))).toBe('record-finding-ids is false');
    expect(findingIdsWhyNot(auto, {})).toBe('the findings list was not read (list-findings is false)');
    expect(findingIdsWhyNot(auto, { findings: { state: 'off' } })).toBe('the findings list was not read (list-findings is false)');
    expect(findingIdsWhyNot(auto, { findings: { state: 'unavailable', why: 'HTTP 404' } })).toBe(
      'the findings list is not available (HTTP 404)',
    );
    expect(findingIdsWhyNot(auto, listed({ idsPastCap: 'auto', count: 60_000 }))).toBe(
      'the 60,000 findings listed are more than the 50,000 record-finding-ids: auto records (set it to true to record them all)',
    );
    expect(findingIdsWhyNot({ recordFindingIds: true }, listed({ idsPastCap: 'bytes' }))).toBe(
      'the findings listed have more ids than the gate records (80 MiB)',
    );
    expect(findingIdsWhyNot({ recordFindingIds: true }, listed({ withoutId: 2 }))).toBe('2 listed findings have no match_based_id');
    expect(findingIdsWhyNot(auto, listed({}))).toBe(
      'the report counts more than the 50,000 record-finding-ids: auto records (set it to true to record them all)',
    );
  });
});
