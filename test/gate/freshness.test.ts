// How fresh the judged data is, as a specification: the newest scans by start time, their age, and
// the rule of scan-max-age. Pure values, a fixed clock.
import { describe, expect, it } from 'vitest';
import type { Scan } from '../../src/api/types.ts';
import {
  ageWords,
  FAILED_SCAN_STATUSES,
  FreshnessError,
  newestScans,
  scanAgeHours,
  scanFact,
  staleProjects,
  statusWords,
} from '../../src/gate/freshness.ts';
import type { Freshness } from '../../src/gate/types.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const hoursAgo = (h: number): string => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const scan = (id: string, startHours: number, status = 'SCAN_STATUS_COMPLETED', extra: Partial<Scan> = {}): Scan => ({
  id,
  status,
  isFullScan: true,
  startTime: hoursAgo(startHours),
  ...(status === 'SCAN_STATUS_COMPLETED' ? { completeTime: hoursAgo(startHours - 0.1) } : {}),
  ...extra,
});

describe('newestScans', () => {
  it('takes the newest scan and the newest completed one by start time, whatever order the API sent', () => {
    const scans = [scan('1', 10), scan('3', 1, 'SCAN_STATUS_ERROR'), scan('2', 5)];
    const newest = newestScans({ name: 'acme/api', id: '7' }, scans);
    expect(newest.newest?.id).toBe('3');
    expect(newest.newestCompleted?.id).toBe('2');
    expect(newest).toMatchObject({ project: 'acme/api', projectId: '7' });
  });

  it('has neither when there is no scan, and no completed one when none completed', () => {
    expect(newestScans({ name: 'a', id: '1' }, [])).toEqual({ project: 'a', projectId: '1' });
    expect(newestScans({ name: 'a', id: '1' }, [scan('9', 1, 'SCAN_STATUS_RUNNING')]).newestCompleted).toBeUndefined();
  });

  it('breaks a tie of start times by the higher id, and puts scans without a start time last', () => {
    const tie = [scan('10', 2), scan('11', 2), { id: '99', status: 'SCAN_STATUS_COMPLETED', isFullScan: false }];
    expect(newestScans({ name: 'a', id: '1' }, tie).newest?.id).toBe('11');
  });
});

describe('NewestScans of the gated finding types (attack45 F3)', () => {
  const products = (words: string[]): Partial<Scan> => ({ products: words });
  it('proves each gated type by the newest completed scan that covered it: the stalest of those is the one judged', () => {
    const code = scan('1', 5, 'SCAN_STATUS_COMPLETED', products(['PRODUCT_SAST', 'PRODUCT_SCA']));
    const secrets = scan('2', 1, 'SCAN_STATUS_COMPLETED', products(['PRODUCT_SECRETS']));
    expect(newestScans({ name: 'a', id: '1' }, [code, secrets], ['code', 'sca', 'secrets']).newestCompleted?.id).toBe('1');
    expect(newestScans({ name: 'a', id: '1' }, [code, secrets], ['secrets']).newestCompleted?.id).toBe('2');
    // A scan that names no products (an older server) covers every type, as before.
    expect(newestScans({ name: 'a', id: '1' }, [scan('3', 0.5), secrets], ['code', 'secrets']).newestCompleted?.id).toBe('3');
  });

  it('a gated type no completed scan covered leaves none, and scan-max-age says which type', () => {
    const secrets = scan('2', 1, 'SCAN_STATUS_COMPLETED', products(['PRODUCT_SECRETS']));
    const failedCode = scan('3', 2, 'SCAN_STATUS_ERROR', products(['PRODUCT_SAST']));
    const found = newestScans({ name: 'acme/api', id: '1' }, [secrets, failedCode], ['code', 'secrets']);
    expect(found.newestCompleted).toBeUndefined();
    const freshness: Freshness = { state: 'read', projects: [found] };
    expect(staleProjects(freshness, { ms: 36 * 3_600_000, asWritten: '36h' }, NOW)).toEqual([
      '"acme/api" has no completed scan of its code findings (PRODUCT_SAST) in the past 30 days',
    ]);
  });

  it('a gated type no scan of the project covers in the 30 days (a product the deployment does not have) is not required', () => {
    const code = scan('1', 5, 'SCAN_STATUS_COMPLETED', products(['PRODUCT_SAST', 'PRODUCT_SCA']));
    expect(newestScans({ name: 'a', id: '1' }, [code], ['code', 'sca', 'secrets']).newestCompleted?.id).toBe('1');
    // Only scans of types not gated: nothing proves the gated ones.
    const secrets = scan('2', 1, 'SCAN_STATUS_COMPLETED', products(['PRODUCT_SECRETS']));
    expect(newestScans({ name: 'a', id: '1' }, [secrets], ['code']).newestCompleted).toBeUndefined();
  });
});

describe('NewestScans', () => {
  it('puts a scan without a start time last, wherever the API sent it', () => {
    const first = [{ id: '99', status: 'SCAN_STATUS_COMPLETED', isFullScan: false }, scan('10', 2)];
    expect(newestScans({ name: 'a', id: '1' }, first).newest?.id).toBe('10');
    expect(newestScans({ name: 'a', id: '1' }, first).newestCompleted?.id).toBe('10');
  });

  it('does not count a scan that names another project, and counts one that names none', () => {
    const mine = scan('5', 3, 'SCAN_STATUS_COMPLETED', { projectId: '1' });
    const other = scan('6', 1, 'SCAN_STATUS_COMPLETED', { projectId: '2' });
    const unnamed = scan('4', 2);
    const newest = newestScans({ name: 'a', id: '1' }, [mine, other, unnamed]);
    expect(newest.newest?.id).toBe('4');
    expect(newestScans({ name: 'a', id: '1' }, [other]).newest).toBeUndefined();
    expect(newestScans({ name: 'a', id: '1' }, [mine, other]).newest?.id).toBe('5');
  });
});

describe('statusWords', () => {
  it('writes a status as words', () => {
    expect(['SCAN_STATUS_NEVER_FINISHED', 'SCAN_STATUS_ERROR', 'ERROR_SCAN_STATUS_X', 'weird'].map(statusWords)).toEqual([
      'never finished',
      'error',
      'error scan status x',
      'weird',
    ]);
  });
});

describe('scanFact', () => {
  it('says whether the scan ran on the default branch, when both ids are known', () => {
    expect(scanFact(scan('1', 1, 'SCAN_STATUS_COMPLETED', { branchId: '5' }), '5').onDefaultBranch).toBe(true);
    expect(scanFact(scan('1', 1, 'SCAN_STATUS_COMPLETED', { branchId: '6' }), '5').onDefaultBranch).toBe(false);
    expect(scanFact(scan('1', 1, 'SCAN_STATUS_COMPLETED', { branchId: '6' })).onDefaultBranch).toBeUndefined();
    expect(scanFact(scan('1', 1, 'SCAN_STATUS_COMPLETED', { commit: 'abc' })).commit).toBe('abc');
  });
});

describe('scanAgeHours and ageWords', () => {
  it('counts from completion, else from the start, in hours with one decimal', () => {
    expect(scanAgeHours(scanFact(scan('1', 3)), NOW)).toBe(2.9);
    expect(scanAgeHours(scanFact(scan('1', 3, 'SCAN_STATUS_RUNNING')), NOW)).toBe(3);
    expect(scanAgeHours({ id: '1', status: 'x', isFullScan: false }, NOW)).toBeUndefined();
    // A time in the future is not a time the gate can trust: its age is unknown, never "0 min ago".
    expect(scanAgeHours({ id: '1', status: 'x', isFullScan: false, startTime: hoursAgo(-1) }, NOW)).toBeUndefined();
  });

  it('says minutes under an hour, hours under two days, then days', () => {
    expect([ageWords(0.25), ageWords(1), ageWords(47.4), ageWords(48), ageWords(100)]).toEqual([
      '15 min',
      '1 h',
      '47 h',
      '2 days',
      '4 days',
    ]);
  });
});

describe('staleProjects (scan-max-age)', () => {
  const freshness = (projects: [string, number | undefined][]): Freshness => ({
    state: 'read',
    projects: projects.map(([name, hours], i) => ({
      project: name,
      projectId: String(i),
      ...(hours === undefined ? {} : { newestCompleted: scanFact(scan(`s${i}`, hours)) }),
    })),
  });
  const maxAge = { ms: 24 * 3_600_000, asWritten: '1d' };

  it('names each project whose newest completed scan is older, or that has none', () => {
    expect(
      staleProjects(
        freshness([
          ['fresh', 5],
          ['old', 30],
          ['never', undefined],
        ]),
        maxAge,
        NOW,
      ),
    ).toEqual(['the newest completed scan of "old" (s1) is 30 h old', '"never" has no completed scan in the past 30 days']);
  });

  it('accepts a scan exactly as old as the limit, and says nothing when freshness is unknown', () => {
    expect(staleProjects(freshness([['edge', 24.1]]), maxAge, NOW)).toEqual([]);
    expect(staleProjects({ state: 'unknown', why: 'x' }, maxAge, NOW)).toEqual([]);
  });
});

describe('freshness, exactly', () => {
  it('a FreshnessError is named so, and the failed statuses are error, cancelled and never finished', () => {
    expect(new FreshnessError('x').name).toBe('FreshnessError');
    expect([...FAILED_SCAN_STATUSES].sort()).toEqual(['SCAN_STATUS_CANCELLED', 'SCAN_STATUS_ERROR', 'SCAN_STATUS_NEVER_FINISHED']);
  });

  it('a scan fact holds only the fields the scan has', () => {
    expect(scanFact({ id: '1', status: 'SCAN_STATUS_RUNNING', isFullScan: false }, '5')).toStrictEqual({
      id: '1',
      status: 'SCAN_STATUS_RUNNING',
      isFullScan: false,
    });
    expect(
      scanFact({ id: '1', status: 's', isFullScan: true, branchId: '6', commit: 'c', startTime: 'a', completeTime: 'b' }),
    ).toStrictEqual({
      id: '1',
      status: 's',
      isFullScan: true,
      branchId: '6',
      commit: 'c',
      startTime: 'a',
      completeTime: 'b',
    });
  });

  it('orders ids as numbers on a tie of start times: 12 is newer than 9', () => {
    const tie = ['9', '12', '11'].map((id) => scan(id, 2));
    expect(newestScans({ name: 'a', id: '1' }, tie).newest?.id).toBe('12');
    expect(newestScans({ name: 'a', id: '1' }, [...tie].reverse()).newest?.id).toBe('12');
  });

  it('says when the newest completed scan has no time at all', () => {
    const unknown: Freshness = {
      state: 'read',
      projects: [{ project: 'a', projectId: '1', newestCompleted: { id: 's', status: 'SCAN_STATUS_COMPLETED', isFullScan: true } }],
    };
    expect(staleProjects(unknown, { ms: 1, asWritten: '1m' }, NOW)).toEqual(['the age of the newest completed scan of "a" (s) is unknown']);
    for (const time of [{ completeTime: hoursAgo(-2) }, { startTime: hoursAgo(-2) }]) {
      const future: Freshness = {
        state: 'read',
        projects: [
          { project: 'a', projectId: '1', newestCompleted: { id: 's', status: 'SCAN_STATUS_COMPLETED', isFullScan: true, ...time } },
        ],
      };
      expect(staleProjects(future, { ms: 1, asWritten: '1m' }, NOW)).toEqual([
        'the age of the newest completed scan of "a" (s) is unknown: its time is in the future',
      ]);
    }
  });
});
