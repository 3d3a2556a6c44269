// The report's answers merged as they arrive (src/collect/report-tallies.ts): each project once, and past
// the most a run keeps, the bound's error for that answer and every one after it.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.ts';
import { ITEMS_PER_TURN } from '../../src/api/pages.ts';
import { ProjectBudget } from '../../src/collect/project-budget.ts';
import { ANSWERS_IN_HAND, ReportTallies } from '../../src/collect/report-tallies.ts';

const row = (label: string, counts: { code?: number; sca?: number; secrets?: number; projectId?: string } = {}) => ({
  label,
  code: counts.code ?? 0,
  sca: counts.sca ?? 0,
  secrets: counts.secrets ?? 0,
  ...(counts.projectId === undefined ? {} : { projectId: counts.projectId }),
});

/** A few turns of the event loop: what is ready to run has run. */
async function nextTurns(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((turned) => setImmediate(turned));
}

describe('ReportTallies', () => {
  it('merges the answers into one tally per project, each product of its request, and says what each answer counted', async () => {
    const tallies = new ReportTallies();
    const high = await tallies.merge(
      'high',
      ['code', 'sca'],
      [row('acme/api', { code: 2, sca: 1, secrets: 9 }), row('acme/web', { code: 1 })],
    );
    const low = await tallies.merge('low', ['sca'], [row('Acme/API', { sca: 3, code: 5, projectId: '7' })]);
    expect(high).toEqual({ code: 3, sca: 1, secrets: 9 });
    expect(low).toEqual({ code: 5, sca: 3, secrets: 0 });
    const [api, web, ...rest] = tallies.tallies();
    expect(rest).toEqual([]);
    expect(api).toMatchObject({ label: 'acme/api', projectId: '7' });
    expect(api?.counts.code).toEqual({ critical: 0, high: 2, medium: 0, low: 0 });
    expect(api?.counts.sca).toEqual({ critical: 0, high: 1, medium: 0, low: 3 });
    expect(api?.counts.secrets).toEqual({ critical: 0, high: 0, medium: 0, low: 0 });
    expect(web?.counts.code.high).toBe(1);
  });

  it('keeps as many projects as it may, named again in every answer', async () => {
    const tallies = new ReportTallies(new ProjectBudget(2));
    for (const severity of ['critical', 'high', 'medium', 'low'] as const) {
      await tallies.merge(severity, ['code'], [row('a/one', { code: 1 }), row('a/two', { code: 1 })]);
    }
    expect(tallies.tallies().map((t) => [t.label, t.counts.code.low])).toEqual([
      ['a/one', 1],
      ['a/two', 1],
    ]);
  });

  it('past the most, the answer fails with the bound, and so does every answer after it', async () => {
    const tallies = new ReportTallies(new ProjectBudget(2));
    await tallies.merge('critical', ['code'], [row('a/one'), row('a/two')]);
    const past = tallies.merge('high', ['code'], [row('a/one'), row('a/three')]);
    await expect(past).rejects.toMatchObject({ kind: 'bound', operation: 'report' });
    await expect(tallies.merge('low', ['code'], [row('a/one')])).rejects.toThrow(/more than 2 projects/);
    expect(tallies.tallies()).toHaveLength(2);
  });

  it('stops an answer at the bound, the rows after it never merged', async () => {
    const tallies = new ReportTallies(new ProjectBudget(300));
    const rows = Array.from({ length: 1000 }, (_, i) => row(`org/p${i}`, { code: 1 }));
    await expect(tallies.merge('low', ['code'], rows)).rejects.toBeInstanceOf(ApiError);
    expect(tallies.tallies()).toHaveLength(300);
  });

  it('keeps the id of a project first seen with one, and gives none to a project named without one', async () => {
    const tallies = new ReportTallies();
    await tallies.merge('high', ['code'], [row('acme/api', { code: 1, projectId: '7' }), row('acme/web', { code: 2 })]);
    expect(tallies.tallies()).toStrictEqual([
      { label: 'acme/api', projectId: '7', counts: expect.any(Object) },
      { label: 'acme/web', counts: expect.any(Object) },
    ]);
  });

  it('after the bound, merges nothing more: not a known project’s counts, and an empty answer fails too', async () => {
    const tallies = new ReportTallies(new ProjectBudget(1));
    await tallies.merge('critical', ['code'], [row('a/one', { code: 1 })]);
    await expect(tallies.merge('high', ['code'], [row('a/two', { code: 1 })])).rejects.toMatchObject({ kind: 'bound' });
    await expect(tallies.merge('low', ['code'], [row('a/one', { code: 4 })])).rejects.toMatchObject({ kind: 'bound' });
    await expect(tallies.merge('medium', ['code'], [])).rejects.toMatchObject({ kind: 'bound' });
    expect(tallies.tallies().map((t) => t.counts.code)).toEqual([{ critical: 1, high: 0, medium: 0, low: 0 }]);
  });

  it('lets the event loop turn after each ITEMS_PER_TURN rows, not before the first (the run’s deadline can end a long answer)', async () => {
    const tallies = new ReportTallies();
    let mergedAtTurn: number | undefined;
    setImmediate(() => {
      mergedAtTurn = tallies.tallies().length;
    });
    const rows = Array.from({ length: ITEMS_PER_TURN * 3 }, (_, i) => row(`org/p${i}`, { code: 1 }));
    expect(await tallies.merge('low', ['code'], rows)).toEqual({ code: ITEMS_PER_TURN * 3, sca: 0, secrets: 0 });
    expect(mergedAtTurn).toBe(ITEMS_PER_TURN);
  });

  it('merges a short answer in one turn', async () => {
    const tallies = new ReportTallies();
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await tallies.merge(
      'low',
      ['code'],
      Array.from({ length: ITEMS_PER_TURN }, (_, i) => row(`org/p${i}`)),
    );
    expect(turned).toBe(false);
  });

  it('asks for at most ANSWERS_IN_HAND answers before one is merged, and decodes one at a time, in the order they arrive', async () => {
    expect(ANSWERS_IN_HAND).toBe(4);
    const tallies = new ReportTallies();
    const log: string[] = [];
    const arrive: (() => void)[] = [];
    const severities = ['critical', 'high', 'medium', 'low', 'critical', 'high'] as const;
    const answers = severities.map((severity, n) =>
      tallies.answer(severity, ['code'], async () => {
        log.push(`asked ${n}`);
        await new Promise<void>((arrived) => arrive.push(arrived));
        return () => {
          log.push(`decoded ${n}`);
          return { projects: [row('a/one', { code: n + 1 })] };
        };
      }),
    );
    await nextTurns();
    expect(log).toEqual(['asked 0', 'asked 1', 'asked 2', 'asked 3']);
    // The third arrives first: it is decoded first, and frees the fifth request's turn.
    arrive[2]?.();
    await nextTurns();
    expect(log).toEqual(['asked 0', 'asked 1', 'asked 2', 'asked 3', 'decoded 2', 'asked 4']);
    for (const n of [0, 1, 3, 4]) arrive[n]?.();
    await nextTurns();
    arrive[5]?.();
    expect((await Promise.all(answers)).map((counted) => counted.code)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(log.filter((line) => line.startsWith('decoded'))).toEqual([
      'decoded 2',
      'decoded 0',
      'decoded 1',
      'decoded 3',
      'decoded 4',
      'decoded 5',
    ]);
    expect(tallies.tallies()[0]?.counts.code).toEqual({ critical: 6, high: 8, medium: 3, low: 4 });
  });

  it('an answer that fails frees its turn: the next is asked for and merged', async () => {
    const tallies = new ReportTallies();
    const failing = Array.from({ length: ANSWERS_IN_HAND }, () =>
      tallies.answer('high', ['code'], () => Promise.reject(new Error('HTTP 500'))),
    );
    const last = tallies.answer('low', ['code'], async () => () => ({ projects: [row('a/one', { code: 2 })] }));
    for (const answer of failing) await expect(answer).rejects.toThrow('HTTP 500');
    expect(await last).toEqual({ code: 2, sca: 0, secrets: 0 });
  });

  it('draws on the budget it shares with the projects list: a listed project named again counts once, its label’s text again', async () => {
    const budget = new ProjectBudget(3, 1000);
    budget.take('projects', { id: '7', name: 'acme/api' });
    budget.take('projects', { id: '8', name: 'acme/web' });
    const tallies = new ReportTallies(budget);
    // By id, and (a row with no id) by name: the same two projects.
    await tallies.merge('high', ['code'], [row('acme/api', { projectId: '7' }), row('acme/web')]);
    expect([budget.projects, budget.chars]).toEqual([2, 35]);
    await tallies.merge('low', ['code'], [row('acme/new', { projectId: '9' })]);
    expect(budget.projects).toBe(3);
    // The list's fourth project is past the bound the report filled: the list's error.
    expect(() => budget.take('projects', { id: '10', name: 'acme/late' })).toThrow(
      "projects: the projects list and the report's answers name more than 3 projects together",
    );
    await expect(tallies.merge('low', ['code'], [row('acme/other', { projectId: '11' })])).rejects.toMatchObject({
      kind: 'bound',
      operation: 'report',
    });
  });

  it('past the text the budget keeps, the report’s error: a few projects of long labels', async () => {
    const tallies = new ReportTallies(new ProjectBudget(100, 1000));
    await tallies.merge('high', ['code'], [row('x'.repeat(600))]);
    await expect(tallies.merge('low', ['code'], [row('y'.repeat(600))])).rejects.toThrow(
      "report: the projects list and the report's answers name projects of more than 1,000 characters together (names, labels, ids and addresses; a text past U+00FF counts twice), the most a run keeps; stopped rather than judge a part of them (narrow projects: name the projects to gate, not *)",
    );
    expect(tallies.tallies()).toHaveLength(1);
  });
});
