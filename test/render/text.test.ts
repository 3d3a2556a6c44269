import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/index.ts';
import { evaluate } from '../../src/gate/evaluate.ts';
import type { GateData, Reason, Verdict } from '../../src/gate/types.ts';
import { renderSummary } from '../../src/render/summary.ts';
import { errorText, shownHeadline, shownIncomplete, verdictText } from '../../src/render/text.ts';
import { bareSecrets, gateDataOf, tallyOf, verdictOf } from '../support/builders.ts';
import { configOf } from '../support/fixtures.ts';

const reasons = [{ text: '1 finding from a malicious dependency (fail-on-malicious): lodash@4.17.15' }];

/** The command line's text of `verdict` on `data`. */
const textOf = (config: Config, data: GateData, verdict: Verdict): string[] =>
  verdictText({ config, data, verdict, elapsedMs: 800, requests: 4, filters: [] });

/** `n` reasons of a severity, numbered from 1. */
const severityReasons = (n: number): Reason[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'severity', key: 'high', text: `reason ${i + 1}` }));

describe('verdictText', () => {
  const config = configOf({ findingTypes: ['code', 'sca'], budgets: [{ key: 'code.medium', max: 1 }] });
  const data = gateDataOf({
    deploymentId: '42',
    deploymentName: 'acme',
    projects: [tallyOf('payments', { code: { high: 2, medium: 3 }, sca: { high: 1 } })],
  });
  const failing: Reason[] = [
    { kind: 'severity', key: 'high', text: 'high: 3 > 0 (fail-on-severity high)' },
    { kind: 'budget', key: 'code.medium', text: 'code.medium: 3 > 1' },
  ];

  it('prints FAIL with each reason, the counts as a table aligned in columns with the cells over budget marked, and what it covers', () => {
    expect(textOf(config, data, verdictOf(config, data, failing))).toEqual([
      'findings-gate: FAIL, 2 reasons',
      '  - high: 3 > 0 (fail-on-severity high)',
      '  - code.medium: 3 > 1',
      '',
      '          code  SCA  secrets  total',
      'critical     0    0        -      0',
      'high        2*   1*        -     3*',
      'medium      3*    0        -      3',
      'low          0    0        -      0',
      'total        5    1        -      6',
      '* over its budget',
      '',
      'confirmed-valid secrets open: 0',
      'deployment acme (id 42), 1 project in scope',
    ]);
  });

  it('marks the grand total where a budget on it is exceeded, and counts one reason as one', () => {
    const onTotal = configOf({ findingTypes: ['code', 'sca'], budgets: [{ key: 'total', max: 1 }] });
    const lines = textOf(onTotal, data, verdictOf(onTotal, data, [{ kind: 'budget', key: 'total', text: 'total: 6 > 1' }]));
    expect(lines.slice(0, 2)).toEqual(['findings-gate: FAIL, 1 reason', '  - total: 6 > 1']);
    expect(lines.slice(8, 10)).toEqual(['total        5    1        -     6*', '* over its budget']);
  });

  it('says a failing run in mode warn does not fail the job', () => {
    const warn = { ...config, mode: 'warn' as const };
    expect(textOf(warn, data, verdictOf(warn, data, failing))[0]).toBe('findings-gate: FAIL, 2 reasons (mode warn: the job is not failed)');
  });

  it('prints PASS without marks, the deployment by id where it has no name, and what exceptions accepted', () => {
    const all = configOf();
    const plain = gateDataOf({ deploymentId: '7', projects: [tallyOf('a', { secrets: { low: 12 } }), tallyOf('b')] });
    const passing = verdictOf(all, plain);
    const accepted = { ...passing, counted: { ...passing.counted, accepted: { findings: 2, secrets: 1, dependencies: 0, total: 3 } } };
    expect(textOf(all, plain, accepted)).toEqual([
      'findings-gate: PASS',
      '',
      '          code  SCA  secrets  total',
      'critical     0    0        0      0',
      'high         0    0        0      0',
      'medium       0    0        0      0',
      'low          0    0       12     12',
      'total        0    0       12     12',
      '',
      'confirmed-valid secrets open: 0',
      'accepted by exceptions, counted apart: 2 findings and 1 secret',
      'deployment id 7, 2 projects in scope',
    ]);
  });

  it('says the gate judged the new findings where it did', () => {
    const passing = verdictOf(config, data);
    const lines = textOf(config, data, { ...passing, gateOn: 'new' });
    expect(lines.slice(7, 10)).toEqual([
      'total        5    1        -      6',
      '(the gate judged the new findings since the baseline)',
      '',
    ]);
  });

  it('shows each count beside a baseline as the summary does, its difference in parentheses, and marks what gate-on new judged over budget (attack9: it starred `critical 3*` where the budget judged 1 new)', () => {
    const gateOnNew = configOf({ gateOn: 'new', failOnSeverity: 'high' });
    const today = gateDataOf({ projects: [tallyOf('payments', { 'code.critical': 3, 'code.low': 2, 'sca.high': 1 })] });
    const verdict = evaluate(gateOnNew, today, {
      file: 'baseline.json',
      baseline: {
        generatedAt: new Date(Date.parse(today.fetchedAt) - 24 * 3_600_000).toISOString(),
        deploymentId: today.deploymentId,
        basis: { projects: 'all', projectIds: [], findingTypes: ['code', 'sca', 'secrets'], filters: {} },
        projects: [tallyOf('payments', { 'code.critical': 2, 'code.low': 3, 'sca.high': 1 })],
        validSecretIds: [],
      },
    });
    expect(verdict.baseline?.used, JSON.stringify(verdict.baseline)).toBe(true);
    const lines = textOf(gateOnNew, today, verdict);
    expect(lines.slice(3, 13)).toEqual([
      '             code     SCA  secrets    total',
      'critical  3 (+1)*  0 (±0)   0 (±0)  3 (+1)*',
      'high       0 (±0)  1 (±0)   0 (±0)   1 (±0)',
      'medium     0 (±0)  0 (±0)   0 (±0)   0 (±0)',
      'low        2 (−1)  0 (±0)   0 (±0)   2 (−1)',
      'total      5 (±0)  1 (±0)   0 (±0)   6 (±0)',
      '* over its budget',
      '(in parentheses: the difference from the baseline of 2026-11-22 (24 hours old))',
      '(the gate judged the new findings since the baseline)',
      '(new findings are counted per project, product and severity: a fix never offsets a new finding elsewhere, so a count of new findings can exceed the rise of its total)',
    ]);
    // One set of numbers: each cell of the table is the summary's, marked where the summary marks it.
    const summaryRows = renderSummary({ config: gateOnNew, data: today, verdict, elapsedMs: 1, requests: 1, filters: [] })
      .split('\n')
      .filter((line) => /^\| (\*\*)?(critical|high|medium|low|total)(\*\*)? \|/.test(line))
      .map((line) =>
        line
          .split(' | ')
          .slice(1)
          .map((cell) => cell.replace(/ \|$/, '').replace(/^\*\*(.*)\*\* ⛔$/, '$1*')),
      );
    const textRows = lines.slice(4, 9).map((line) => line.split(/ {2,}/).slice(1));
    expect(textRows).toEqual(summaryRows);
  });

  it('prints every reason up to 100, a run with 25 among them (attack9 J7: 5 were cut off, and a summary file named that none wrote)', () => {
    const lines = textOf(config, data, verdictOf(config, data, severityReasons(25)));
    expect(lines[0]).toBe('findings-gate: FAIL, 25 reasons');
    expect(lines.slice(1, 27)).toEqual([...severityReasons(25).map((r) => `  - ${r.text}`), '']);
    expect(lines.join('\n')).not.toContain('summary file');
  });

  it('prints 100 reasons at most, then how many more and that the report file lists them all', () => {
    const lines = textOf(config, data, verdictOf(config, data, severityReasons(103)));
    expect(lines[0]).toBe('findings-gate: FAIL, 103 reasons');
    expect(lines.slice(1, 103)).toEqual([
      ...severityReasons(100).map((r) => `  - ${r.text}`),
      '  - and 3 more (the report file lists them all)',
      '',
    ]);
    expect(textOf(config, data, verdictOf(config, data, severityReasons(100))).slice(100, 102)).toEqual(['  - reason 100', '']);
  });

  it('prints the confirmed-valid secrets and malicious dependencies first, whatever the budgets: the order of the checks (attack9 J7)', () => {
    // 24 budgets at 0 and fail-on-severity low, as attack9 ran it: 25 reasons, the secrets' last before.
    const keys = ['total', 'code', 'sca', 'secrets', 'critical', 'high', 'medium', 'low'] as const;
    const rules = configOf({ failOnSeverity: 'low', budgets: keys.map((key) => ({ key, max: 0 })), failOnValidSecrets: true });
    const many = gateDataOf({ projects: [tallyOf('payments', { code: { critical: 1, high: 1, medium: 1, low: 1 } })] });
    const verdict = evaluate(rules, { ...many, validSecrets: bareSecrets(10) });
    const lines = textOf(rules, many, verdict);
    expect(lines[0]).toBe(`findings-gate: FAIL, ${verdict.reasons.length} reasons`);
    expect(lines[1]).toBe('  - 10 confirmed-valid secrets');
  });

  it('keeps a reason from the API on its line: a line break in it cannot start a workflow command', () => {
    const hostile: Reason[] = [{ kind: 'severity', key: 'high', text: 'x\n::error::forged' }];
    expect(textOf(config, data, verdictOf(config, data, hostile))[1]).toBe('  - x ::error::forged');
  });
});

describe('shownHeadline', () => {
  it('names the first reason, how many more, the failed operation and its failure', () => {
    const two = [...reasons, { text: '1 blocking finding' }];
    expect(shownHeadline({ reasons: two, failure: 'HTTP 500', operation: 'report' })).toBe(
      'findings-gate failed: 1 finding from a malicious dependency (fail-on-malicious): lodash@4.17.15 (and 1 more reason); report failed, so the counts are incomplete: HTTP 500',
    );
    expect(shownHeadline({ reasons: [...two, ...two], failure: 'HTTP 500' })).toMatch(/ \(and 3 more reasons\); a request failed, so/);
  });

  it('names a single reason alone', () => {
    expect(shownHeadline({ reasons, failure: 'reset', operation: 'secrets' })).toBe(
      'findings-gate failed: 1 finding from a malicious dependency (fail-on-malicious): lodash@4.17.15; secrets failed, so the counts are incomplete: reset',
    );
  });
});

describe('shownIncomplete', () => {
  it('says which request failed and that what the lists showed fails the run anyway', () => {
    expect(shownIncomplete('**report**')).toBe(
      "The counts are incomplete: **report** failed, so the rest of the run was not read. What the platform's policy lists showed fails the run whatever the rest holds.",
    );
  });
});

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

  it('prints 100 reasons at most, and how many more, naming no summary file', () => {
    const lines = errorText({ message: 'm', operation: 'report', shown: { reasons: severityReasons(101), failure: 'HTTP 500' } });
    expect(lines[0]).toBe('findings-gate: FAIL, 101 reasons (the counts are incomplete: report failed)');
    expect(lines.slice(100)).toEqual(['  - reason 100', '  - and 1 more', 'report: HTTP 500']);
  });

  it('gives a run that could not judge one line, with its operation', () => {
    expect(errorText({ message: 'report: HTTP 503', operation: 'report' })).toEqual([
      'findings-gate: ERROR, could not judge (report failed): report: HTTP 503',
    ]);
    expect(errorText({ message: 'the token was refused' })).toEqual(['findings-gate: ERROR, could not judge: the token was refused']);
  });
});
