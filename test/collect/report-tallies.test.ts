// The report's answers merged as they arrive (src/collect/report-tallies.ts): each project once, and past
// the most a run keeps, the bound's error for that answer and every one after it.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.ts';
import { ITEMS_PER_TURN } from '../../src/api/pages.ts';
import { MAX_REPORT_PROJECTS, ReportTallies, tooManyReportProjects } from '../../src/collect/report-tallies.ts';

const row = (label: string, counts: { code?: number; sca?: number; secrets?: number; projectId?: string } = {}) => ({
  label,
  code: counts.code ?? 0,
  sca: counts.sca ?? 0,
  secrets: counts.secrets ?? 0,
  ...(counts.projectId === undefined ? {} : { projectId: counts.projectId }),
});

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
    const tallies = new ReportTallies(2);
    for (const severity of ['critical', 'high', 'medium', 'low'] as const) {
      await tallies.merge(severity, ['code'], [row('a/one', { code: 1 }), row('a/two', { code: 1 })]);
    }
    expect(tallies.tallies().map((t) => [t.label, t.counts.code.low])).toEqual([
      ['a/one', 1],
      ['a/two', 1],
    ]);
  });

  it('past the most, the answer fails with the bound, and so does every answer after it', async () => {
    const tallies = new ReportTallies(2);
    await tallies.merge('critical', ['code'], [row('a/one'), row('a/two')]);
    const past = tallies.merge('high', ['code'], [row('a/one'), row('a/three')]);
    await expect(past).rejects.toMatchObject({ kind: 'bound', operation: 'report' });
    await expect(tallies.merge('low', ['code'], [row('a/one')])).rejects.toThrow(/more than 2 projects/);
    expect(tallies.tallies()).toHaveLength(2);
  });

  it('stops an answer at the bound, the rows after it never merged', async () => {
    const tallies = new ReportTallies(300);
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
    const tallies = new ReportTallies(1);
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

  it('says what to narrow, at the run-wide bound of one answer’s projects', () => {
    expect(MAX_REPORT_PROJECTS).toBe(100_000);
    expect(tooManyReportProjects(MAX_REPORT_PROJECTS).message).toBe(
      "report: the report's answers name more than 100,000 projects, the most a run keeps; stopped rather than judge a part of them (narrow projects: name the projects to gate)",
    );
  });
});
