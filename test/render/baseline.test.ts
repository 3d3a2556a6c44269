// The words of the baseline: signed differences, the one-line headline, and why a baseline was not used.
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../../src/gate/counts.ts';
import { evaluate } from '../../src/gate/evaluate.ts';
import type { BaselineComparison, GateData, ProjectTally } from '../../src/gate/types.ts';
import { signed } from '../../src/numbers.ts';
import { baselineDate, baselineNotUsed, newFindingsHeadline } from '../../src/render/baseline.ts';
import { renderSummary } from '../../src/render/summary.ts';
import { type Cell, gateDataOf, matrixOf, tallyOf } from '../support/builders.ts';
import { configOf } from '../support/fixtures.ts';

/** A comparison whose new findings are `increase` (product.severity → n) and `newSecrets` new secret ids. */
function comparison(increase: Partial<Record<Cell, number>>, newSecrets = 0, ageHours = 31.4): BaselineComparison {
  const totals = computeTotals([{ counts: matrixOf(increase) }], ['code', 'sca', 'secrets']);
  return {
    generatedAt: '2026-11-20T03:17:00.000Z',
    ageHours,
    before: computeTotals([], ['code', 'sca', 'secrets']),
    increase: totals,
    projects: [],
    newSecretIds: Array.from({ length: newSecrets }, (_, i) => String(i)),
    exact: false,
    freshListed: false,
  };
}

describe('signed', () => {
  it('shows a rise with +, a fall with a true minus sign, no change as ±0, digits grouped', () => {
    expect([signed(3), signed(-2), signed(0), signed(12345), signed(-1000)]).toEqual(['+3', '−2', '±0', '+12,345', '−1,000']);
  });
});

describe('newFindingsHeadline', () => {
  it('names each severity with new findings, most severe first, and the baseline’s day and age', () => {
    expect(newFindingsHeadline(comparison({ 'code.high': 2, 'sca.high': 1 }))).toBe(
      '3 new high findings since the baseline of 2026-11-20 (31 hours old)',
    );
    expect(newFindingsHeadline(comparison({ 'code.low': 1, 'sca.critical': 1, 'secrets.medium': 2 }))).toBe(
      '1 new critical, 2 new medium and 1 new low findings since the baseline of 2026-11-20 (31 hours old)',
    );
  });

  it('is singular for one finding and one secret, and says when nothing is new', () => {
    expect(newFindingsHeadline(comparison({ 'code.high': 1 }, 1, 1))).toBe(
      '1 new high finding since the baseline of 2026-11-20 (1 hour old); 1 new confirmed-valid secret',
    );
    expect(newFindingsHeadline(comparison({}, 2, 0.2))).toBe(
      'No new findings since the baseline of 2026-11-20 (less than an hour old); 2 new confirmed-valid secrets',
    );
  });

  it('rounds the age to whole hours and groups thousands', () => {
    expect(baselineDate({ generatedAt: '2026-01-02T00:00:00.000Z', ageHours: 1234.6 })).toBe('2026-01-02 (1,235 hours old)');
  });
});

describe('baselineNotUsed', () => {
  it('names the file and the reason, and what the gate judged instead', () => {
    expect(baselineNotUsed({ used: false, file: 'b.json', why: 'it is not JSON' }, { gateOn: 'new' })).toBe(
      'The baseline "b.json" was not used: it is not JSON; the gate judged the totals instead of the new findings (the stricter reading).',
    );
    expect(baselineNotUsed({ used: false, file: 'b.json', why: 'it is not JSON' }, { gateOn: 'total' })).toBe(
      'The baseline "b.json" was not used: it is not JSON; no differences are shown.',
    );
    expect(baselineNotUsed({ used: false, why: 'gate-on is new, but baseline-file is empty' }, { gateOn: 'new' })).toBe(
      'No baseline was used: gate-on is new, but baseline-file is empty; the gate judged the totals instead of the new findings (the stricter reading).',
    );
  });
});

describe('the summary with a baseline', () => {
  const highs = (label: string, projectId: string, n: number): ProjectTally => tallyOf(label, { 'code.high': n }, projectId);
  const data = (projects: ProjectTally[]): GateData => gateDataOf({ deploymentId: '1', projects });

  const NOTE = '_New findings are counted per project, product and severity: a fix never offsets a new finding elsewhere';
  const baselineOf = (projects: ProjectTally[]) => ({
    generatedAt: '2026-11-22T12:00:00.000Z',
    deploymentId: '1',
    basis: { projects: 'all' as const, projectIds: [], findingTypes: ['code' as const, 'sca' as const, 'secrets' as const], filters: {} },
    projects,
    validSecretIds: [],
  });
  const summaryOf = (before: ProjectTally[], now: ProjectTally[]): string => {
    const config = configOf({ gateOn: 'new', failOnSeverity: 'none' });
    const verdict = evaluate(config, data(now), { file: 'b.json', baseline: baselineOf(before) });
    return renderSummary({ config, data: data(now), verdict, elapsedMs: 1, requests: 1, filters: [] });
  };
  const tally = (label: string, projectId: string, counts: Partial<Record<'high' | 'medium', number>>): ProjectTally =>
    tallyOf(label, { code: counts }, projectId);

  it('explains a row or the total with more new findings than it rose: a fix in another cell does not offset them', () => {
    const summary = summaryOf([tally('acme/api', '1', { high: 1, medium: 4 })], [tally('acme/api', '1', { high: 3, medium: 2 })]);
    expect(summary).toContain('| **total** | 5 (±0) | 0 (±0) | 0 (±0) | 5 (±0) |');
    expect(summary).toContain(NOTE);
  });

  it('has no such note when every count rose by its new findings', () => {
    const summary = summaryOf([tally('acme/api', '1', { high: 1, medium: 4 })], [tally('acme/api', '1', { high: 3, medium: 4 })]);
    expect(summary).toContain('| **total** | 7 (+2) | 0 (±0) | 0 (±0) | 7 (+2) |');
    expect(summary).not.toContain(NOTE);
  });

  it('explains why new findings can exceed the rise of a total: a fix elsewhere does not offset them', () => {
    const config = configOf({ gateOn: 'new', failOnSeverity: 'none' });
    const baseline = {
      generatedAt: '2026-11-22T12:00:00.000Z',
      deploymentId: '1',
      basis: { projects: 'all' as const, projectIds: [], findingTypes: ['code' as const, 'sca' as const, 'secrets' as const], filters: {} },
      projects: [highs('acme/api', '1', 2), highs('acme/web', '2', 5)],
      validSecretIds: [],
    };
    const now = data([highs('acme/api', '1', 5), highs('acme/web', '2', 2)]);
    const verdict = evaluate(config, now, { file: 'b.json', baseline });
    const summary = renderSummary({ config, data: now, verdict, elapsedMs: 1, requests: 1, filters: [] });
    expect(summary).toContain('| high | 7 (±0) | 0 (±0) | 0 (±0) | 7 (±0) |');
    expect(summary).toContain(NOTE);
    expect(summary).toContain('📈 3 new high findings since the baseline of 2026-11-22 (24 hours old)');
    expect(summary.indexOf('| acme/api | 0 (±0) | 5 (+3)')).toBeLessThan(summary.indexOf('| acme/web | 0 (±0) | 2 (−3)'));
  });
});
