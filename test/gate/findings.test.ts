// Each listed finding placed and judged (src/gate/findings.ts): its cell, new or known to the baseline
// (a multiset of match_based_ids), its deadline; nothing the gate cannot classify is ever dropped.
import { describe, expect, it } from 'vitest';
import { type ExceptionEntry, ExceptionMatcher } from '../../src/gate/exceptions.ts';
import { cellKey, deadlineOf, FindingsTally, isExempt, MAX_RECORDED_ID_BYTES, openSince, productOf } from '../../src/gate/findings.ts';
import { listedOf } from '../support/builders.ts';
import { FETCHED_AT } from '../support/fixtures.ts';

const NOW = Date.parse(FETCHED_AT);
const daysAgo = (d: number): string => new Date(NOW - d * 86_400_000).toISOString();
const limits = { critical: { ms: 7 * 86_400_000, asWritten: '7d' }, high: { ms: 30 * 86_400_000, asWritten: '30d' } };
const tallyOf = (over: Partial<ConstructorParameters<typeof FindingsTally>[0]> = {}) =>
  new FindingsTally({ now: NOW, scope: 'all', recordIds: true, ...over });

describe('a finding’s deadline', () => {
  it('counts from relevant_since, else created_at, in either form the API writes', () => {
    expect(deadlineOf(listedOf({ severity: 'critical', relevantSince: daysAgo(8), createdAt: daysAgo(1) }), limits, NOW).state).toBe(
      'past',
    );
    expect(deadlineOf(listedOf({ severity: 'critical', createdAt: daysAgo(8) }), limits, NOW).state).toBe('past');
    expect(deadlineOf(listedOf({ severity: 'critical', relevantSince: daysAgo(6) }), limits, NOW)).toEqual({
      state: 'within',
      ageMs: 6 * 86_400_000,
    });
    const v1 = new Date(NOW - 8 * 86_400_000).toISOString().replace('T', ' ').replace('Z', '+00:00');
    expect(deadlineOf(listedOf({ severity: 'critical', relevantSince: v1 }), limits, NOW).state).toBe('past');
  });

  it('is of unknown age, never within its deadline, with no date, an unreadable one, or one in the future', () => {
    for (const over of [{}, { relevantSince: 'yesterday' }, { relevantSince: new Date(NOW + 86_400_000).toISOString() }]) {
      expect(deadlineOf(listedOf({ severity: 'critical', ...over }), limits, NOW)).toEqual({ state: 'unknown' });
    }
  });

  it('holds a severity it cannot read against every deadline: age unknown, whatever its date', () => {
    for (const severity of ['error', 'crit', '']) {
      expect(deadlineOf(listedOf({ severity, relevantSince: daysAgo(1) }), limits, NOW).state).toBe('unknown');
    }
  });

  it('applies no deadline to a severity without one, or without max-open-age', () => {
    expect(deadlineOf(listedOf({ severity: 'low', relevantSince: daysAgo(900) }), limits, NOW).state).toBe('none');
    expect(deadlineOf(listedOf({ severity: 'critical', relevantSince: daysAgo(900) }), undefined, NOW).state).toBe('none');
    expect(deadlineOf(listedOf({ severity: 'critical', relevantSince: daysAgo(900) }), {}, NOW).state).toBe('none');
  });

  it('exempts a decision (ignored, a false positive), never a suggestion (provisionally ignored) or a review', () => {
    expect(isExempt({ triageState: 'ignored' })).toBe(true);
    expect(isExempt({ triageReason: 'false_positive' })).toBe(true);
    for (const triageState of ['provisionally_ignored', 'reviewing', 'fixing', 'untriaged', undefined]) {
      expect(isExempt(triageState === undefined ? {} : { triageState })).toBe(false);
    }
    const suggested = listedOf({ severity: 'critical', relevantSince: daysAgo(90), triageState: 'provisionally_ignored' });
    expect(deadlineOf(suggested, limits, NOW).state).toBe('past');
    expect(deadlineOf({ ...suggested, triageState: 'ignored' }, limits, NOW).state).toBe('exempt');
  });

  it('reads the opening time, or none', () => {
    expect(openSince({ relevantSince: '2026-11-01T00:00:00Z' })).toBe(Date.parse('2026-11-01T00:00:00Z'));
    expect(openSince({ createdAt: 'garbage' })).toBeUndefined();
    expect(openSince({})).toBeUndefined();
  });
});

describe('the tally', () => {
  it('places each finding in its project, product and severity cell; AI findings are code', () => {
    const tally = tallyOf();
    tally.add(listedOf({ id: '1', severity: 'high', repository: { name: 'Acme/API' } }));
    tally.add(listedOf({ id: '2', issueType: 'sca', severity: 'low' }));
    tally.add(listedOf({ id: '3', issueType: 'ai_sast', severity: 'high' }));
    expect(tally.cells.get(cellKey('acme/api', 'code', 'high'))?.listed).toBe(2);
    expect(tally.cells.get(cellKey('acme/api', 'sca', 'low'))?.listed).toBe(1);
    expect(tally.count).toBe(3);
    expect(tally.names.get('acme/api')).toBe('Acme/API');
    expect(productOf({ issueType: 'ai_sast' })).toBe('code');
  });

  it('never drops what it cannot classify: an unreadable severity counts as critical, a finding without a repository in a row of its own', () => {
    const tally = tallyOf();
    expect(tally.add(listedOf({ severity: 'error' }))).toMatchObject({ severity: 'critical', severityRead: false });
    expect(tally.add(listedOf({ id: '2', repository: {} }))).toMatchObject({ project: '' });
    expect(tally.cells.get(cellKey('acme/api', 'code', 'critical'))?.listed).toBe(1);
    expect(tally.cells.get(cellKey('', 'code', 'high'))?.listed).toBe(1);
    expect(tally.unreadableSeverity).toBe(1);
  });

  it('counts apart, never in a cell, a finding of another repository than the scope’s', () => {
    const tally = tallyOf({ scope: ['acme/api'] });
    expect(tally.add(listedOf({ repository: { name: 'acme/web' } }))).toBeUndefined();
    expect(tally.add(listedOf({ id: '2', repository: { name: 'https://github.com/Acme/API.git' } }))).toBeDefined();
    expect(tally.foreign).toEqual({ count: 1, repositories: ['acme/web'] });
    expect(tally.count).toBe(1);
  });

  it('knows a finding by its match_based_id, each as often as the baseline has it; a repeat in its cell counts once', () => {
    const tally = tallyOf({ baselineIds: ['mb-1', 'mb-2', 'mb-2'] });
    const fresh = ['mb-1', 'mb-1', 'mb-2', 'mb-2', 'mb-3', undefined].map(
      (id, i) => tally.add(listedOf({ id: String(i), ...(id ? { matchBasedId: id } : {}) }))?.fresh,
    );
    // The last has no match_based_id: it may be new, and counts as new (attack13 H1).
    expect(fresh).toEqual([false, undefined, false, undefined, true, true]);
    expect(tally.cells.get(cellKey('acme/api', 'code', 'high'))).toEqual({ listed: 4, fresh: 2, past: 0, unknownAge: 0, repeats: true });
    expect(tally.count).toBe(4);
    expect(tally.duplicateIds).toBe(2);
    expect(tally.withoutId).toBe(1);
    expect(tally.hasBaselineIds).toBe(true);
    // Without a baseline of ids, "fresh" means nothing: never set.
    const bare = tallyOf();
    expect(bare.add(listedOf({ id: '9' }))?.fresh).toBe(false);
    expect(bare.hasBaselineIds).toBe(false);
  });

  it('counts a finding named twice at one severity once, and marks its cell: by match_based_id, else by its list id', () => {
    const tally = tallyOf();
    const a = listedOf({ id: '1', matchBasedId: 'mb-a' });
    expect(tally.add(a)).toBeDefined();
    expect(tally.add({ ...a, id: '2' })).toBeUndefined();
    expect(tally.add({ ...a, id: '3', issueType: 'ai_sast' })).toBeUndefined();
    // The same match_based_id in another product, or another project, is another finding.
    expect(tally.add({ ...a, id: '4', issueType: 'sca' })).toBeDefined();
    expect(tally.add({ ...a, id: '5', repository: { name: 'acme/web' } })).toBeDefined();
    // Without a match_based_id, a finding is itself by its list id (the sast and ai_sast lists may both name it).
    const b = listedOf({ id: '6', severity: 'low' });
    expect(tally.add(b)).toBeDefined();
    expect(tally.add({ ...b, issueType: 'ai_sast' })).toBeUndefined();
    expect(tally.count).toBe(4);
    expect(tally.duplicateIds).toBe(2);
    expect(tally.recordedIds).toBeUndefined();
    expect(tally.cells.get(cellKey('acme/api', 'code', 'high'))).toEqual({ listed: 1, fresh: 1, past: 0, unknownAge: 0, repeats: true });
    expect(tally.cells.get(cellKey('acme/api', 'code', 'low'))?.repeats).toBe(true);
    expect(tally.cells.get(cellKey('acme/api', 'sca', 'high'))?.repeats).toBeUndefined();
    expect(tally.cells.get(cellKey('acme/web', 'code', 'high'))?.repeats).toBeUndefined();
  });

  it('counts a finding named at two severities in each cell, marks both, and gives the same cells in any order', () => {
    const named = [
      listedOf({ id: '1', matchBasedId: 'mb-a', severity: 'high' }),
      listedOf({ id: '2', matchBasedId: 'mb-a', severity: 'critical', issueType: 'ai_sast' }),
      listedOf({ id: '3', matchBasedId: 'mb-a', severity: 'high', issueType: 'ai_sast' }),
      listedOf({ id: '4', matchBasedId: 'mb-b', severity: 'low' }),
    ];
    const cellsOf = (order: number[]) => {
      const tally = tallyOf({ recordIds: false });
      for (const i of order) tally.add(named[i] as (typeof named)[number]);
      return Object.fromEntries([...tally.cells].sort(([a], [b]) => (a < b ? -1 : 1)));
    };
    const cells = cellsOf([0, 1, 2, 3]);
    expect(cells[cellKey('acme/api', 'code', 'high')]).toMatchObject({ listed: 1, repeats: true });
    expect(cells[cellKey('acme/api', 'code', 'critical')]).toMatchObject({ listed: 1, repeats: true });
    expect(cells[cellKey('acme/api', 'code', 'low')]).toEqual({ listed: 1, fresh: 1, past: 0, unknownAge: 0 });
    for (const order of [
      [3, 2, 1, 0],
      [1, 0, 3, 2],
      [2, 3, 0, 1],
      [1, 2, 0, 3],
    ])
      expect(cellsOf(order)).toEqual(cells);
  });

  it('takes back, once, what a counted state added first and the open list named after: the same in either order (attack5 F8)', () => {
    const a = listedOf({ id: '1', matchBasedId: 'mb-a', severity: 'high' });
    const high = cellKey('acme/api', 'code', 'high');
    // The counted state's walk first: added, then the open list names it: taken back.
    const late = tallyOf();
    expect(late.add({ ...a, status: 'reviewing' }, true)).toBeDefined();
    expect(late.add({ ...a, status: 'reviewing' }, true)).toBeUndefined();
    expect(late.add(a)).toBeUndefined();
    expect(late.add(a)).toBeUndefined();
    expect([...late.takenBack]).toEqual([[high, 1]]);
    // The open list first: the counted state's repeat was never added, nothing to take back.
    const early = tallyOf();
    expect(early.add(a)).toBeDefined();
    expect(early.add({ ...a, status: 'reviewing' }, true)).toBeUndefined();
    expect([...early.takenBack]).toEqual([]);
    expect(late.cells.get(high)).toEqual(early.cells.get(high));
    // Named by the open list at another severity: another cell, so nothing added is the report's.
    const other = tallyOf();
    expect(other.add({ ...a, status: 'reviewing' }, true)).toBeDefined();
    expect(other.add({ ...a, severity: 'low' })).toBeDefined();
    expect([...other.takenBack]).toEqual([]);
  });

  it("takes a counted state's finding back once, whatever copies the lists name under its id or its match_based_id (attack39 T1)", () => {
    const r = listedOf({ id: '1', matchBasedId: 'mb-r', severity: 'high', status: 'reviewing' });
    const high = cellKey('acme/api', 'code', 'high');
    // One copy under its id (another match_based_id), another under its match_based_id (another id): once, not twice.
    const twice = tallyOf();
    expect(twice.add(r, true)).toBeDefined();
    expect(twice.add({ ...r, status: 'open', matchBasedId: 'mb-other' })).toBeUndefined();
    expect(twice.add({ ...r, status: 'open', id: '2' })).toBeUndefined();
    expect(twice.add({ ...r, status: 'open' })).toBeUndefined();
    expect([...twice.takenBack]).toEqual([[high, 1]]);
    // Copies of it the counted state's walk names under other ids (repeats, never counted) add nothing to take back.
    const chain = tallyOf();
    expect(chain.add(r, true)).toBeDefined();
    for (const id of ['3', '4', '5']) expect(chain.add({ ...r, id }, true)).toBeUndefined();
    for (const id of ['1', '3', '4', '5']) expect(chain.add({ ...r, id, status: 'open', matchBasedId: `mb-${id}` })).toBeUndefined();
    expect(chain.add({ ...r, status: 'open', id: '6' })).toBeUndefined();
    expect(chain.takenBack.get(high) ?? 0).toBeLessThanOrEqual(1);
    // Two findings added, each named by the open list as it is: both taken back.
    const two = tallyOf();
    const s = { ...r, id: '7', matchBasedId: 'mb-s', filePath: 'src/s.ts' };
    for (const one of [r, s]) expect(two.add(one, true)).toBeDefined();
    for (const one of [r, s]) expect(two.add({ ...one, status: 'open' })).toBeUndefined();
    expect([...two.takenBack]).toEqual([[high, 2]]);
  });

  it('never takes back more in a cell than the counted states added there, whatever the lists name in whatever order (attack39 T1)', () => {
    // A small world of ids, match_based_ids, rules, files and severities, so that the lists name each other's keys often.
    let seed = 39;
    const pick = <T>(items: readonly T[]): T => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return items[seed % items.length] as T;
    };
    for (let round = 0; round < 200; round++) {
      const tally = tallyOf();
      const added = new Map<string, number>();
      for (let step = 0; step < 24; step++) {
        const finding = listedOf({
          id: pick(['1', '2', '3', '4']),
          severity: pick(['high', 'critical']),
          filePath: pick(['a.ts', 'b.ts']),
          ...(pick([true, true, false]) ? { matchBasedId: pick(['m1', 'm2', 'm3']) } : {}),
        });
        const byState = pick([true, false]);
        const judged = tally.add(finding, byState);
        if (byState && judged !== undefined) {
          const key = cellKey(judged.project, judged.product, judged.severity);
          added.set(key, (added.get(key) ?? 0) + 1);
        }
      }
      for (const [key, n] of tally.takenBack) expect(n, `round ${round}`).toBeLessThanOrEqual(added.get(key) ?? 0);
    }
  });

  it('knows a match_based_id of the baseline in as many projects as the baseline has it, the one more is new', () => {
    const inProject = (name: string) => listedOf({ id: name, matchBasedId: 'mb-1', repository: { name } });
    const once = tallyOf({ baselineIds: ['mb-1'] });
    expect(['acme/api', 'acme/web'].map((name) => once.add(inProject(name))?.fresh)).toEqual([false, true]);
    const twice = tallyOf({ baselineIds: ['mb-1', 'mb-1'] });
    expect(['acme/api', 'acme/web', 'acme/app'].map((name) => twice.add(inProject(name))?.fresh)).toEqual([false, false, true]);
  });

  it('counts the excepted findings of a cell apart, each judged with its entry, and the oldest past its deadline of each kind', () => {
    const entry = (number: number, finding: string) => ({
      number,
      line: number,
      kind: 'findings' as const,
      finding,
      reason: 'r',
      expires: '2099-01-01',
    });
    const matcher = new ExceptionMatcher({ path: 'e.yml', entries: [entry(1, 'mb-a'), entry(2, 'mb-b')] }, NOW);
    const tally = tallyOf({ exceptions: matcher, maxOpenAge: limits });
    const a = listedOf({ id: '1', matchBasedId: 'mb-a', relevantSince: daysAgo(40) });
    const b = listedOf({ id: '2', matchBasedId: 'mb-b', relevantSince: daysAgo(50) });
    const c = listedOf({ id: '3', matchBasedId: 'mb-c', relevantSince: daysAgo(31) });
    expect([a, b, c].map((finding) => tally.add(finding)?.exception)).toEqual([1, 2, undefined]);
    // Of unknown age (no date), and in no entry.
    expect(tally.add(listedOf({ id: '4', matchBasedId: 'mb-d' }))).not.toHaveProperty('exception');
    const cell = tally.cells.get(cellKey('acme/api', 'code', 'high'));
    expect(cell).toEqual({ listed: 4, fresh: 4, past: 3, unknownAge: 1, excepted: { listed: 2, fresh: 2, past: 2, unknownAge: 0 } });
    expect(tally.oldestPastExcepted.get('high')?.finding).toBe(b);
    expect(tally.oldestPast.get('high')?.finding).toBe(c);
    // A severity the gate cannot read is counted on the strict side: its entry does not take it.
    expect(tally.add(listedOf({ id: '5', matchBasedId: 'mb-a', severity: 'weird', repository: { name: 'acme/web' } }))).toMatchObject({
      severityRead: false,
    });
    expect(tally.cells.get(cellKey('acme/web', 'code', 'critical'))).not.toHaveProperty('excepted');
  });

  it('matches no exception to a repeat: an entry matches the finding once', () => {
    const matcher = new ExceptionMatcher(
      { path: 'e.yml', entries: [{ number: 1, line: 1, kind: 'findings', finding: 'mb-a', reason: 'r', expires: '2099-01-01' }] },
      NOW,
    );
    const tally = tallyOf({ exceptions: matcher });
    const a = listedOf({ id: '1', matchBasedId: 'mb-a' });
    tally.add(a);
    tally.add({ ...a, id: '2' });
    expect([...matcher.matchesOf(matcher.file.entries[0] as ExceptionEntry).cells.values()]).toEqual([1]);
    expect(tally.cells.get(cellKey('acme/api', 'code', 'high'))?.excepted?.listed).toBe(1);
  });

  it('records every match_based_id, or none once a finding has none', () => {
    const tally = tallyOf();
    tally.add(listedOf({ matchBasedId: 'mb-1' }));
    tally.add(listedOf({ id: '2', matchBasedId: 'mb-2' }));
    expect(tally.recordedIds).toEqual(['mb-1', 'mb-2']);
    tally.add(listedOf({ id: '3' }));
    expect(tally.recordedIds).toBeUndefined();
    expect(tallyOf({ recordIds: false }).recordedIds).toBeUndefined();
  });

  it('records the match_based_ids while they fit in the heap a tally gives them, and none past it', () => {
    // Ids of 4,096 two-byte characters, as a server may send them: 500,000 of them were 4 GB.
    const long = (n: number): string => `${n}`.padEnd(4096, 'Ā');
    const fit = Math.floor(MAX_RECORDED_ID_BYTES / (2 * 4096 + 32));
    const tally = tallyOf();
    for (let n = 0; n < fit; n++) tally.add(listedOf({ id: `${n}`, matchBasedId: long(n) }));
    expect(tally.recordedIds?.length).toBe(fit);
    expect(tally.recordedIds?.[fit - 1]).toBe(long(fit - 1));
    expect(tally.counted().idsPastCap).toBeUndefined();
    tally.add(listedOf({ id: `${fit}`, matchBasedId: long(fit) }));
    expect(tally.recordedIds).toBeUndefined();
    // Said, so the run warns that its report file holds no ids (attack8 I1: silent before).
    expect(tally.counted().idsPastCap).toBe('bytes');
    expect(tally.count).toBe(fit + 1);
    // One byte a character below U+0100: twice as many ids of that length fit.
    const narrow = tallyOf();
    for (let n = 0; n < fit + 1; n++) narrow.add(listedOf({ id: `${n}`, matchBasedId: `${n}`.padEnd(4096, 'é') }));
    expect(narrow.recordedIds?.length).toBe(fit + 1);
  });

  it("keeps the ids of the 500,000 findings a run remembers at the vendor's 130 characters (attack8 I1: 310,000 did)", () => {
    expect(500_000 * (130 + 32)).toBeLessThanOrEqual(MAX_RECORDED_ID_BYTES);
  });

  it('under record-finding-ids: auto, keeps no id of a list that names more than the report counted for it', () => {
    const tally = tallyOf({ recordIdsMax: 3 });
    for (let n = 0; n < 3; n++) tally.add(listedOf({ id: `${n}`, matchBasedId: `mb-${n}` }));
    expect(tally.recordedIds).toEqual(['mb-0', 'mb-1', 'mb-2']);
    expect(tally.counted().idsPastCap).toBeUndefined();
    tally.add(listedOf({ id: '3', matchBasedId: 'mb-3' }));
    expect(tally.recordedIds).toBeUndefined();
    expect(tally.counted().idsPastCap).toBe('auto');
    expect(tally.count).toBe(4);
  });

  it('counts past and unknown ages per cell, and keeps the oldest past its deadline per severity', () => {
    const tally = tallyOf({ maxOpenAge: limits });
    tally.add(listedOf({ id: '1', severity: 'critical', relevantSince: daysAgo(10) }));
    tally.add(listedOf({ id: '2', severity: 'critical', relevantSince: daysAgo(19), filePath: 'src/b.ts' }));
    tally.add(listedOf({ id: '3', severity: 'critical', relevantSince: daysAgo(2) }));
    tally.add(listedOf({ id: '4', severity: 'critical' }));
    tally.add(listedOf({ id: '5', severity: 'crit', relevantSince: daysAgo(1) }));
    tally.add(listedOf({ id: '6', severity: 'critical', relevantSince: daysAgo(50), triageState: 'ignored' }));
    expect(tally.cells.get(cellKey('acme/api', 'code', 'critical'))).toEqual({ listed: 6, fresh: 0, past: 2, unknownAge: 1 });
    expect(tally.unreadableUnderDeadline).toBe(1);
    expect(tally.oldestPast.get('critical')?.finding.filePath).toBe('src/b.ts');
    expect(tally.oldestPast.get('critical')?.ageMs).toBe(19 * 86_400_000);
  });
});

describe('the tally, at its edges', () => {
  it('gives each judged finding its cell, whether its severity was read, and its age when known', () => {
    const tally = tallyOf({ maxOpenAge: limits });
    expect(tally.add(listedOf({ severity: 'critical', relevantSince: daysAgo(2) }))).toStrictEqual({
      project: 'acme/api',
      product: 'code',
      severity: 'critical',
      severityRead: true,
      fresh: false,
      deadline: 'within',
      ageMs: 2 * 86_400_000,
    });
    expect(tally.add(listedOf({ id: '2', severity: 'low' }))).toStrictEqual({
      project: 'acme/api',
      product: 'code',
      severity: 'low',
      severityRead: true,
      fresh: false,
      deadline: 'none',
    });
  });

  it('gives the age of a finding under no deadline or triaged away, for the summary', () => {
    expect(deadlineOf(listedOf({ severity: 'low', relevantSince: daysAgo(3) }), limits, NOW)).toStrictEqual({
      state: 'none',
      ageMs: 3 * 86_400_000,
    });
    expect(deadlineOf(listedOf({ severity: 'critical', relevantSince: daysAgo(3), triageState: 'ignored' }), limits, NOW)).toStrictEqual({
      state: 'exempt',
      ageMs: 3 * 86_400_000,
    });
    expect(deadlineOf(listedOf({ severity: 'critical', relevantSince: daysAgo(3) }), undefined, NOW)).toStrictEqual({
      state: 'none',
      ageMs: 3 * 86_400_000,
    });
    expect(deadlineOf(listedOf({ severity: 'crit' }), {}, NOW)).toStrictEqual({ state: 'none' });
  });

  it('a finding exactly at its deadline is within it', () => {
    expect(deadlineOf(listedOf({ severity: 'critical', relevantSince: daysAgo(7) }), limits, NOW).state).toBe('within');
  });

  it('puts a finding with no repository, or a blank one, in the row of findings that name none: in scope, never another repository’s', () => {
    const tally = tallyOf({ scope: ['acme/api'] });
    const { repository: _, ...bare } = listedOf();
    expect(tally.add(bare)?.project).toBe('');
    expect(tally.add(listedOf({ id: '2', repository: { name: '   ' } }))?.project).toBe('');
    expect(tally.foreign.count).toBe(0);
    expect(tally.count).toBe(2);
  });

  it('names at most 20 other repositories, each once, and counts every finding of them', () => {
    const tally = tallyOf({ scope: ['acme/api'] });
    for (let i = 0; i < 30; i++) tally.add(listedOf({ id: String(i), repository: { name: `acme/other-${i % 25}` } }));
    for (let i = 0; i < 3; i++) tally.add(listedOf({ id: `x${i}`, repository: { name: 'acme/other-0' } }));
    expect(tally.foreign.count).toBe(33);
    expect(tally.foreign.repositories).toHaveLength(20);
    expect(new Set(tally.foreign.repositories).size).toBe(20);
  });

  it('counts a severity it cannot read apart from the deadlines when there are none', () => {
    const tally = tallyOf();
    tally.add(listedOf({ severity: 'crit' }));
    expect(tally.unreadableSeverity).toBe(1);
    expect(tally.unreadableUnderDeadline).toBe(0);
    expect(tally.cells.get(cellKey('acme/api', 'code', 'critical'))).toEqual({ listed: 1, fresh: 0, past: 0, unknownAge: 0 });
  });

  it('keeps the first of two findings equally far past their deadline as the oldest', () => {
    const tally = tallyOf({ maxOpenAge: limits });
    tally.add(listedOf({ id: '1', severity: 'critical', relevantSince: daysAgo(9), filePath: 'first.ts' }));
    tally.add(listedOf({ id: '2', severity: 'critical', relevantSince: daysAgo(9), filePath: 'second.ts' }));
    tally.add(listedOf({ id: '3', severity: 'critical', relevantSince: daysAgo(8), filePath: 'third.ts' }));
    expect(tally.oldestPast.get('critical')?.finding.filePath).toBe('first.ts');
  });

  it('without a baseline of ids, every finding with an id is fresh (and means nothing)', () => {
    const tally = tallyOf();
    expect(tally.add(listedOf({ matchBasedId: 'mb-1' }))?.fresh).toBe(true);
    expect(tallyOf({ baselineIds: [] }).hasBaselineIds).toBe(true);
  });
});

describe('what the tally keeps per repository', () => {
  it("keeps each repository's name as the run keeps it, by a key of at most 64 characters", () => {
    const kept: string[] = [];
    const tally = new FindingsTally({ now: NOW, scope: 'all', recordIds: false }, (name) => {
      kept.push(name);
      return `${name.slice(0, 9)}…`;
    });
    const long = `Acme/${'R'.repeat(4096)}`;
    const judged = tally.add(listedOf({ id: '1', repository: { name: long } }));
    tally.add(listedOf({ id: '2', repository: { name: long.toLowerCase() } }));
    // Asked once a repository, the name as the list first wrote it.
    expect(kept).toEqual([long]);
    expect([...tally.names]).toEqual([[judged?.project, 'Acme/RRRR…']]);
    expect(judged?.project).toHaveLength(45);
    expect(tally.cells.get(cellKey(judged?.project ?? '', 'code', 'high'))?.listed).toBe(2);
  });
});

describe('what the tally keeps per finding', () => {
  it('keeps a bounded key a finding, whatever the length of its repository name and match_based_id', async () => {
    const { setFlagsFromString } = await import('node:v8');
    const { runInNewContext } = await import('node:vm');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const tally = tallyOf({ recordIds: false });
    const name = `acme/${'r'.repeat(4096)}`;
    const id = 'm'.repeat(1024);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 20_000; i++) {
      // Fresh strings per finding, as JSON.parse of each page builds them.
      tally.add(
        listedOf({
          id: String(i),
          matchBasedId: `${i}${id}`.slice(0, 1024),
          repository: { name: `${name.slice(0, 4000)}${name.slice(4000)}` },
        }),
      );
    }
    gc();
    const kept = process.memoryUsage().heapUsed - before;
    expect(tally.count).toBe(20_000);
    // Before: each key copied the name and the id (about 5 KB a finding, ~100 MiB); now under 300 bytes.
    expect(kept / 20_000).toBeLessThan(300);
    // Repeats are still told apart by the whole id.
    expect(tally.add(listedOf({ id: 'x', matchBasedId: `0${id}`.slice(0, 1024), repository: { name } }))).toBeUndefined();
    expect(tally.add(listedOf({ id: 'y', matchBasedId: `0${id}`.slice(0, 1023), repository: { name } }))).toBeDefined();
  });
});
