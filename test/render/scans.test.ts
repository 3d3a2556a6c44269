// What the summary and the log say of a scan (src/render/scans.ts): its commit, its branch as far as the
// API tells it (by an id only: the project's default branch or not), its kind and its age.
import { describe, expect, it } from 'vitest';
import type { ScanFact } from '../../src/gate/types.ts';
import { scanWords } from '../../src/render/scans.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');

/** A completed scan of `commit`, started and completed 42 minutes before NOW. */
const scanOf = (over: Partial<ScanFact> = {}): ScanFact => ({
  id: '120102',
  status: 'SCAN_STATUS_COMPLETED',
  commit: '9c74af972e7d010e50718be85669c7bcf2c97f93',
  isFullScan: false,
  startTime: '2026-11-27T11:18:00.000Z',
  completeTime: '2026-11-27T11:18:30.000Z',
  ...over,
});

describe('scanWords', () => {
  it("says a scan off the default branch is on a branch other than the default, never 'another branch' (attack9: a pull request's own diff scan read as some other branch's)", () => {
    expect(scanWords(scanOf({ onDefaultBranch: false }), NOW)).toBe('9c74af9 on a branch other than the default, diff scan, 42 min ago');
  });

  it('names the default branch, and says so when the branch cannot be known', () => {
    expect(scanWords(scanOf({ onDefaultBranch: true, isFullScan: true }), NOW)).toBe(
      '9c74af9 on the default branch, full scan, 42 min ago',
    );
    expect(scanWords(scanOf(), NOW)).toBe('9c74af9 on an unknown branch, diff scan, 42 min ago');
  });

  it('says when the commit or the age is unknown', () => {
    const { commit: _commit, startTime: _start, completeTime: _complete, ...bare } = scanOf({ onDefaultBranch: true });
    expect(scanWords(bare, NOW)).toBe('unknown commit on the default branch, diff scan, age unknown');
  });
});
