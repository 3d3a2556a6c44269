// Ceilings, not defaults (config/policy-ceilings.ts), with plain values: what a repository may do to each
// input an organisation's policy file sets, kind by kind, and what the gate then runs with.
import { describe, expect, it } from 'vitest';
import { ConfigError, type InputName } from '../../src/config/inputs.ts';
import { applyPolicy, isUnset, judge } from '../../src/config/policy-ceilings.ts';
import type { PolicyFile } from '../../src/config/policy-grammar.ts';

/** A policy file of `values`, each on its own line from line 1. */
function policy(values: Record<string, string>, label = 'acme/policies/gate.yml@main'): PolicyFile {
  return {
    label,
    values: new Map(Object.entries(values).map(([name, value], i) => [name as InputName, { value, line: i + 1 }])),
  };
}

/** The message applyPolicy refuses `inputs` with, under `values`. */
function refusal(values: Record<string, string>, inputs: Record<string, string>): string {
  try {
    applyPolicy(policy(values), inputs);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('isUnset: what a CI passes for an input a workflow leaves out', () => {
  it('is unset when absent, blank, or the default', () => {
    expect(isUnset('mode', undefined)).toBe(true);
    expect(isUnset('mode', '  ')).toBe(true);
    expect(isUnset('mode', ' enforce ')).toBe(true);
    expect(isUnset('fail-on-severity', 'high')).toBe(true);
    expect(isUnset('mode', 'warn')).toBe(false);
    expect(isUnset('fail-on-severity', 'HIGH')).toBe(false);
  });

  it('is unset only when absent or blank where nothing filled the defaults in: the command line given a flag or a variable (trial8 F1)', () => {
    expect(isUnset('mode', undefined, false)).toBe(true);
    expect(isUnset('mode', '  ', false)).toBe(true);
    expect(isUnset('mode', ' enforce ', false)).toBe(false);
    expect(isUnset('fail-on-severity', 'high', false)).toBe(false);
  });

  it('applies a default given on the command line: stricter than the policy, it tightens; looser, it is refused', () => {
    const looser = policy({ 'fail-on-severity': 'critical' });
    const tightened = applyPolicy(looser, { 'fail-on-severity': 'high' }, new Set());
    expect(tightened.inputs['fail-on-severity']).toBe('high');
    expect(tightened.tightened).toEqual(['fail-on-severity']);
    expect(tightened.belowDefault).toEqual([]);
    // Where the CI filled it in, the same value reads as unset: the policy's applies, and the run is told.
    const filled = applyPolicy(looser, { 'fail-on-severity': 'high' });
    expect(filled.inputs['fail-on-severity']).toBe('critical');
    expect(filled.belowDefault).toEqual(['fail-on-severity']);
    // Only the inputs the CI filled in: the Azure task's fail-on-severity, beside a variable the user set to its default.
    const some = applyPolicy(
      policy({ 'fail-on-severity': 'critical', mode: 'warn' }),
      { 'fail-on-severity': 'high', mode: 'enforce' },
      new Set(['fail-on-severity']),
    );
    expect(some.inputs).toMatchObject({ 'fail-on-severity': 'critical', mode: 'enforce' });
    expect(some.tightened).toEqual(['mode']);
    expect(() => applyPolicy(policy({ 'fail-on-severity': 'medium' }), { 'fail-on-severity': 'high' }, new Set())).toThrow(
      /^Input 'fail-on-severity' is 'high', looser than 'medium'/,
    );
  });
});

describe('applyPolicy', () => {
  it('refuses a filter the policy leaves out that counts fewer findings: a list that names some, a finding type left out, a time window', () => {
    const under = { 'fail-on-severity': 'high' };
    expect(refusal(under, { 'rule-ids': 'no.such.rule' })).toBe(
      "Input 'rule-ids' is 'no.such.rule': it counts only the findings it names, where the default counts every one. The policy file acme/policies/gate.yml@main leaves rule-ids out, so every finding counts there, and a repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.",
    );
    expect(refusal(under, { 'finding-types': 'code' })).toMatch(
      /^Input 'finding-types' is 'code': it leaves out 'sca', 'secrets', which the default counts\./,
    );
    expect(refusal(under, { since: '7d' })).toMatch(/^Input 'since' is '7d': it narrows the findings counted to a time window\./);
    // Unset, the default, or every type in another order: nothing narrowed.
    for (const inputs of [{}, { 'rule-ids': ' ' }, { 'finding-types': 'secrets,sca,code' }])
      expect(() => applyPolicy(policy(under), inputs)).not.toThrow();
    // Where the policy sets the filter, its own rule applies (a superset of the policy's list).
    expect(applyPolicy(policy({ 'rule-ids': 'a' }), { 'rule-ids': 'a,b' }).inputs['rule-ids']).toBe('a,b');
  });

  it("refuses the platform's filters a policy leaves out when they count fewer: a supply-chain filter on, an EPSS floor, fewer triage states", () => {
    const under = { 'fail-on-severity': 'high' };
    expect(refusal(under, { 'sca-reachable-only': 'true' })).toBe(
      "Input 'sca-reachable-only' is 'true': it counts only the supply-chain findings the filter keeps, where the default counts every one. The policy file acme/policies/gate.yml@main leaves sca-reachable-only out, so every finding counts there, and a repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.",
    );
    expect(refusal(under, { 'sca-fixable-only': 'yes' })).toMatch(
      /^Input 'sca-fixable-only' is 'yes': it counts only the supply-chain findings the filter keeps, where the default counts every one\./,
    );
    expect(refusal(under, { 'sca-min-epss': '0.1' })).toMatch(
      /^Input 'sca-min-epss' is '0\.1': it counts only the supply-chain findings at or above that EPSS probability/,
    );
    expect(refusal(under, { 'count-triage-states': 'open' })).toMatch(
      /^Input 'count-triage-states' is 'open': it leaves out 'reviewing', 'fixing', 'provisionally-ignored', which the default counts\./,
    );
    // Off, a floor of 0, or more states than the default: nothing narrowed, so the repository's value stands.
    const own = {
      'sca-reachable-only': 'false',
      'sca-fixable-only': 'no',
      'sca-min-epss': '0',
      'count-triage-states': 'open,reviewing,fixing,provisionally-ignored,ignored',
      'fail-on-blocking': 'true',
    };
    expect(applyPolicy(policy(under), own).inputs).toEqual({ ...under, ...own });
    // Where the policy sets one, its own rule applies: a filter turned off, a lower floor, more states.
    const set = { 'sca-fixable-only': 'true', 'sca-min-epss': '0.2', 'count-triage-states': 'open,reviewing' };
    const tightened = applyPolicy(policy(set), {
      'sca-fixable-only': 'no',
      'sca-min-epss': '0.05',
      'count-triage-states': 'open,reviewing,fixing',
    });
    expect(tightened.tightened).toEqual(['sca-fixable-only', 'sca-min-epss', 'count-triage-states']);
  });

  it("takes the policy's value where the repository leaves the input unset, and names its line", () => {
    const applied = applyPolicy(policy({ 'fail-on-severity': 'critical', mode: 'warn', thresholds: 'high=2' }), {
      'api-token': 'sgp_x',
      'fail-on-severity': 'high',
      mode: '',
    });
    expect(applied.inputs).toEqual({ 'api-token': 'sgp_x', 'fail-on-severity': 'critical', mode: 'warn', thresholds: 'high=2' });
    expect([...applied.fromPolicy]).toEqual([
      ['fail-on-severity', 1],
      ['mode', 2],
      ['thresholds', 3],
    ]);
    expect(applied.tightened).toEqual([]);
  });

  it("keeps the repository's stricter or equal value, and lists what it made stricter", () => {
    const applied = applyPolicy(policy({ 'fail-on-severity': 'critical', mode: 'warn', 'exceptions-max-days': '90' }), {
      'fail-on-severity': 'medium',
      mode: 'enforce',
      'exceptions-max-days': '90',
    });
    // enforce is the default: a CI passes it for a workflow that says nothing, so the policy's warn applies.
    expect(applied.inputs).toEqual({ 'fail-on-severity': 'medium', mode: 'warn', 'exceptions-max-days': '90' });
    expect(applied.tightened).toEqual(['fail-on-severity']);
    expect([...applied.fromPolicy.keys()]).toEqual(['mode']);
  });

  it('names the inputs given at a default the policy is looser than, not a blank one nor a policy as strict (trial7)', () => {
    const applied = applyPolicy(
      policy({ 'fail-on-severity': 'critical', mode: 'warn', 'finding-types': 'code,sca', 'on-api-error': 'fail', 'gate-on': 'new' }),
      { 'fail-on-severity': 'high', mode: 'enforce', 'finding-types': ' code,sca,secrets ', 'on-api-error': 'fail', 'gate-on': '' },
    );
    expect(applied.belowDefault).toEqual(['fail-on-severity', 'mode', 'finding-types']);
    expect(applied.inputs).toMatchObject({ 'fail-on-severity': 'critical', mode: 'warn', 'finding-types': 'code,sca' });
    // Written otherwise, the default is set, and stricter: nothing to say.
    expect(applyPolicy(policy({ mode: 'warn' }), { mode: 'ENFORCE' }).belowDefault).toEqual([]);
  });

  it('reads the default written otherwise (in capitals) as set: the way back to a default stricter than the policy', () => {
    const applied = applyPolicy(policy({ mode: 'warn', 'fail-on-valid-secrets': 'false' }), {
      mode: 'ENFORCE',
      'fail-on-valid-secrets': 'TRUE',
    });
    expect(applied.inputs).toEqual({ mode: 'ENFORCE', 'fail-on-valid-secrets': 'TRUE' });
    expect(applied.tightened).toEqual(['mode', 'fail-on-valid-secrets']);
  });

  it("runs with the merged budgets: the policy's, lowered or added to by the repository", () => {
    const applied = applyPolicy(policy({ thresholds: 'high=5, total=50' }), { thresholds: 'high=1, critical=0' });
    expect(applied.inputs.thresholds).toBe('high=1, total=50, critical=0');
    expect(applied.tightened).toEqual(['thresholds']);
    expect(applied.fromPolicy.size).toBe(0);
  });

  it("runs with the repository's value as it wrote it, trimmed", () => {
    expect(applyPolicy(policy({ 'fail-on-severity': 'high' }), { 'fail-on-severity': ' medium\n' }).inputs).toEqual({
      'fail-on-severity': 'medium',
    });
    expect(refusal({ mode: 'enforce' }, { mode: ' warn ' })).toMatch(/^Input 'mode' is 'warn', looser than 'enforce'/);
  });

  it('refuses a looser value, naming both values, the file and the line', () => {
    expect(refusal({ 'fail-on-severity': 'critical', mode: 'enforce' }, { mode: 'warn' })).toBe(
      "Input 'mode' is 'warn', looser than 'enforce' that the policy file acme/policies/gate.yml@main sets (line 2): 'warn' is looser than enforce. A repository may make the gate stricter, never looser: set it to enforce, or leave the input unset.",
    );
  });

  it('refuses another value of a fixed input, naming both values, the file and the line', () => {
    expect(refusal({ 'base-url': 'https://semgrep.example' }, { 'base-url': 'https://elsewhere.example' })).toBe(
      "Input 'base-url' is 'https://elsewhere.example', and the policy file acme/policies/gate.yml@main sets 'https://semgrep.example' (line 1): a repository may not change base-url where the policy sets it; leave the input unset, or set it to 'https://semgrep.example'.",
    );
  });

  it('names the input the refusal is about', () => {
    try {
      applyPolicy(policy({ 'fail-on-valid-secrets': 'true' }), { 'fail-on-valid-secrets': 'no' });
    } catch (error) {
      expect((error as ConfigError).input).toBe('fail-on-valid-secrets');
    }
    expect.assertions(1);
  });
});

describe('judge, kind by kind', () => {
  const same = (value: string) => ({ value, stricter: false });
  const stricter = (value: string) => ({ value, stricter: true });

  it('lower-number: a smaller number is stricter; a percentage reads as its number', () => {
    expect(judge('exceptions-max-days', '90', '30')).toEqual(stricter('30'));
    expect(judge('exceptions-max-days', '90', '90')).toEqual(same('90'));
    expect(judge('exceptions-max-days', '90', '91')).toEqual({
      refused: 'looser',
      why: "it is higher than the policy's 90",
      fix: 'use 90 or less, or leave the input unset',
    });
    expect(judge('max-backlog-growth', '10%', '5 %')).toEqual(stricter('5 %'));
    expect(judge('max-backlog-growth', '10%', '12.5%')).toMatchObject({ refused: 'looser' });
    expect(judge('max-backlog-growth', '0%', '0%')).toEqual(same('0%'));
  });

  it("lower-number: leaves a value that is no number to the input's own parser", () => {
    expect(judge('exceptions-max-days', '90', 'ninety')).toEqual(same('ninety'));
    expect(judge('exceptions-max-days', 'x', '30')).toEqual(same('30'));
  });

  it('earlier-severity: a lower floor fails on more; none is the loosest', () => {
    expect(judge('fail-on-severity', 'high', 'medium')).toEqual(stricter('medium'));
    expect(judge('fail-on-severity', 'none', 'critical')).toEqual(stricter('critical'));
    expect(judge('fail-on-severity', 'high', 'HIGH')).toEqual(same('HIGH'));
    expect(judge('fail-on-severity', 'high', 'critical')).toEqual({
      refused: 'looser',
      why: 'it fails on fewer severities than high',
      fix: 'use high or a lower severity (medium, low), or leave the input unset',
    });
    expect(judge('fail-on-severity', 'low', 'none')).toEqual({
      refused: 'looser',
      why: 'it fails on fewer severities than low',
      fix: 'use low, or leave the input unset',
    });
    expect(() => judge('fail-on-severity', 'high', 'severe')).toThrow("Input 'fail-on-severity' is 'severe'");
  });

  it('true-is-stricter: true checks more, in any of its words', () => {
    expect(judge('fail-on-unused-exceptions', 'false', 'true')).toEqual(stricter('true'));
    expect(judge('fail-on-valid-secrets', 'true', 'yes')).toEqual(same('yes'));
    expect(judge('fail-on-valid-secrets', 'off', 'no')).toEqual(same('no'));
    expect(judge('fail-on-valid-secrets', 'true', 'false')).toEqual({
      refused: 'looser',
      why: 'the policy turns it on',
      fix: 'set it to true, or leave the input unset',
    });
  });

  it('true-is-stricter: fail-on-blocking and fail-on-malicious can only be turned on', () => {
    expect(judge('fail-on-blocking', 'false', 'true')).toEqual(stricter('true'));
    expect(judge('fail-on-blocking', 'true', 'false')).toMatchObject({ refused: 'looser', why: 'the policy turns it on' });
    expect(judge('fail-on-malicious', 'true', 'on')).toEqual(same('on'));
    expect(judge('fail-on-malicious', 'true', 'false')).toMatchObject({ refused: 'looser', why: 'the policy turns it on' });
  });

  it('false-is-stricter: a supply-chain filter that is off counts more, in any of its words', () => {
    expect(judge('sca-reachable-only', 'true', 'false')).toEqual(stricter('false'));
    expect(judge('sca-fixable-only', 'yes', 'true')).toEqual(same('true'));
    expect(judge('sca-fixable-only', 'false', 'no')).toEqual(same('no'));
    expect(judge('sca-fixable-only', 'false', 'true')).toEqual({
      refused: 'looser',
      why: 'the policy turns it off, so more findings count',
      fix: 'set it to false, or leave the input unset',
    });
    expect(judge('sca-reachable-only', 'off', 'on')).toMatchObject({ refused: 'looser' });
    expect(() => judge('sca-reachable-only', 'false', 'maybe')).toThrow("Input 'sca-reachable-only' is 'maybe'");
  });

  it('sca-min-epss is a lower-number: a lower floor counts more', () => {
    expect(judge('sca-min-epss', '0.1', '0.05')).toEqual(stricter('0.05'));
    expect(judge('sca-min-epss', '0.1', '0.10')).toEqual(same('0.10'));
    expect(judge('sca-min-epss', '0.1', '0.2')).toMatchObject({ refused: 'looser', why: "it is higher than the policy's 0.1" });
  });

  it('count-triage-states is a superset-of-list: every state the policy counts must stay', () => {
    expect(judge('count-triage-states', 'open,reviewing', 'reviewing, open, fixing')).toEqual(stricter('reviewing, open, fixing'));
    expect(judge('count-triage-states', 'open,reviewing,fixing,provisionally-ignored', 'open,fixing')).toMatchObject({
      refused: 'looser',
      why: "it leaves out 'reviewing', 'provisionally-ignored', which the policy lists",
    });
  });

  it('<stricter>-over-<looser>: the first word is the stricter', () => {
    expect(judge('mode', 'warn', 'enforce')).toEqual(stricter('enforce'));
    expect(judge('mode', 'warn', 'WARN')).toEqual(same('WARN'));
    expect(judge('on-api-error', 'fail', 'warn')).toEqual({
      refused: 'looser',
      why: "'warn' is looser than fail",
      fix: 'set it to fail, or leave the input unset',
    });
    expect(judge('gate-on', 'total', 'new')).toMatchObject({ refused: 'looser', fix: 'set it to total, or leave the input unset' });
    expect(judge('gate-on', 'new', 'total')).toEqual(stricter('total'));
  });

  it('superset-of-list: every item of the policy must stay; more items are stricter', () => {
    expect(judge('finding-types', 'code, secrets', 'secrets,code,sca')).toEqual(stricter('secrets,code,sca'));
    expect(judge('finding-types', 'code,sca', 'supply-chain, code')).toEqual(same('supply-chain, code'));
    expect(judge('reachability', 'reachable, always-reachable', 'reachable')).toEqual({
      refused: 'looser',
      why: "it leaves out 'always-reachable', which the policy lists",
      fix: 'list every item the policy lists (more items are stricter), or leave the input unset',
    });
    expect(judge('tags', 'pci, prod', 'prod, pci, prod')).toEqual(same('prod, pci, prod'));
    expect(judge('tags', 'pci, prod', 'pci')).toMatchObject({ why: "it leaves out 'prod', which the policy lists" });
    expect(judge('validity', 'valid, invalid, error', 'INVALID')).toMatchObject({
      why: "it leaves out 'valid', 'error', which the policy lists",
    });
    expect(judge('dependency-repository-ids', '12, 7', '007,12')).toEqual(same('007,12'));
    expect(judge('dependency-repository-ids', '12', '120')).toMatchObject({ refused: 'looser' });
  });

  it("lower-budgets: a budget may be lowered or added, never raised; the policy's others stay", () => {
    expect(judge('thresholds', 'high=5, total=50', 'high=5')).toEqual(same('high=5, total=50'));
    expect(judge('thresholds', 'high=5', 'HIGH=4')).toEqual(stricter('high=4'));
    expect(judge('thresholds', 'high=5', 'code.critical=0')).toEqual(stricter('high=5, code.critical=0'));
    expect(judge('thresholds', 'high=5, total=50', 'total=51')).toEqual({
      refused: 'looser',
      why: 'it raises the budget total from 50 to 51',
      fix: "lower a budget or add one, never raise it (a key left out keeps the policy's budget)",
    });
  });

  it('shorter-deadlines: a deadline may be shortened or added, never lengthened; listed most severe first', () => {
    expect(judge('max-open-age', 'high=30d', 'critical=7d')).toEqual(stricter('critical=7d, high=30d'));
    expect(judge('max-open-age', 'critical=7d, high=30d', 'high=2w')).toEqual(stricter('critical=7d, high=2w'));
    expect(judge('max-open-age', 'high=30d', 'high=720h')).toEqual(same('high=720h'));
    expect(judge('max-open-age', 'low=90d, high=30d', 'medium=60d')).toEqual(stricter('high=30d, medium=60d, low=90d'));
    expect(judge('max-open-age', 'high=30d', 'high=31d')).toEqual({
      refused: 'looser',
      why: 'it gives high findings 31d where the policy gives 30d',
      fix: "shorten a deadline or add one, never lengthen it (a severity left out keeps the policy's deadline)",
    });
  });

  it('shorter-duration: a shorter duration is stricter', () => {
    expect(judge('scan-max-age', '36h', '1d')).toEqual(stricter('1d'));
    expect(judge('scan-max-age', '1d', '24h')).toEqual(same('24h'));
    expect(judge('scan-max-age', '1d', '2d')).toEqual({
      refused: 'looser',
      why: "it is longer than the policy's 1d",
      fix: 'use 1d or shorter, or leave the input unset',
    });
  });

  it('fixed: only the same value', () => {
    expect(judge('deployment', 'acme', 'acme')).toEqual(same('acme'));
    expect(judge('exceptions-file', 'exceptions.yml', 'mine.yml')).toMatchObject({ refused: 'fixed' });
  });

  it("repository-wins: the repository's own value, never stricter", () => {
    expect(judge('timeout-seconds', '600', '30')).toEqual(same('30'));
    expect(judge('comment-on-pr', 'always', 'never')).toEqual(same('never'));
  });

  it('not-in-policy: never judged (the grammar refuses the key)', () => {
    expect(() => judge('api-token', 'a', 'b')).toThrow('api-token is not an input a policy file sets');
  });
});

describe('list-findings false under a policy that needs the list (issue 40, attack40 finding 2)', () => {
  it('is refused, naming both inputs, where the policy sets fail-on-malicious true or states beyond open', () => {
    expect(refusal({ 'fail-on-malicious': 'true' }, { 'list-findings': 'false' })).toBe(
      "Input 'list-findings' is 'false', and the policy file acme/policies/gate.yml@main sets fail-on-malicious 'true' (line 1), which only the findings list judges. A repository may make the gate stricter, never looser: set list-findings to true, or leave it unset.",
    );
    expect(refusal({ 'fail-on-severity': 'high', 'count-triage-states': 'open,reviewing' }, { 'list-findings': 'no' })).toMatch(
      /^Input 'list-findings' is 'no', and the policy file .* sets count-triage-states 'open,reviewing' \(line 2\), which only the findings list judges\./,
    );
  });

  it('stands where the policy needs nothing of the list, sets list-findings itself, or the repository leaves it on', () => {
    const off = { 'list-findings': 'false' };
    expect(applyPolicy(policy({ 'fail-on-malicious': 'false', 'count-triage-states': 'open' }), off).inputs['list-findings']).toBe('false');
    expect(applyPolicy(policy({ 'count-triage-states': 'open' }), off).inputs['list-findings']).toBe('false');
    expect(applyPolicy(policy({ 'count-triage-states': 'OPEN' }), off).inputs['list-findings']).toBe('false');
    expect(applyPolicy(policy({ 'fail-on-malicious': 'true', 'list-findings': 'false' }), off).inputs['list-findings']).toBe('false');
    expect(applyPolicy(policy({ 'fail-on-malicious': 'true' }), { 'list-findings': 'true' }).inputs['list-findings']).toBe('true');
  });
});

describe('attack21: what a repository left to itself may not use to narrow what the policy judges', () => {
  it('F5: list-findings false is refused where the policy leaves count-triage-states out: its default counts every state, which needs the list', () => {
    expect(refusal({ 'fail-on-severity': 'high' }, { 'list-findings': 'false' })).toBe(
      "Input 'list-findings' is 'false', and the policy file acme/policies/gate.yml@main leaves count-triage-states out, so it counts at 'open,reviewing,fixing,provisionally-ignored', which only the findings list judges. A repository may make the gate stricter, never looser: set list-findings to true, or leave it unset.",
    );
    expect(refusal({ 'fail-on-malicious': 'false' }, { 'list-findings': 'no' })).toMatch(/leaves count-triage-states out/);
  });

  it('F1: lockfile-path (any) and include-archived true are dependency filters: refused where the policy leaves them out', () => {
    const under = { 'fail-on-blocked-licenses': 'true' };
    expect(refusal(under, { 'lockfile-path': 'nope.lock' })).toBe(
      "Input 'lockfile-path' is 'nope.lock': it judges only the dependencies of that lockfile, where the default judges every one. The policy file acme/policies/gate.yml@main leaves lockfile-path out, so every finding counts there, and a repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.",
    );
    expect(refusal(under, { 'include-archived': 'true' })).toMatch(
      /^Input 'include-archived' is 'true': it judges only the dependencies of archived repositories, where the default judges those of every other\./,
    );
    // Unset or the default: nothing narrowed; where the policy sets them, the policy's value is fixed.
    for (const inputs of [{ 'lockfile-path': ' ' }, { 'include-archived': 'false' }, { 'include-archived': 'FALSE' }])
      expect(() => applyPolicy(policy(under), inputs)).not.toThrow();
    expect(applyPolicy(policy({ 'lockfile-path': 'a.lock' }), { 'lockfile-path': 'a.lock' }).inputs['lockfile-path']).toBe('a.lock');
    expect(refusal({ 'include-archived': 'true' }, { 'include-archived': 'FALSE' })).toMatch(/may not change include-archived/);
  });

  it('F2: a scope input the policy leaves out is refused where it would narrow or move the scope the policy sets', () => {
    expect(refusal({ projects: '*', 'fail-on-severity': 'high' }, { 'project-ids': '1208' })).toBe(
      "Input 'project-ids' is '1208', and the policy file acme/policies/gate.yml@main sets projects '*' (line 1): project-ids would change what the policy's projects judges. A repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.",
    );
    expect(refusal({ 'project-ids': '1208' }, { projects: 'acme/docs' })).toMatch(
      /^Input 'projects' is 'acme\/docs', and .* sets project-ids '1208' \(line 1\)/,
    );
    expect(refusal({ projects: 'acme/api' }, { deployment: 'other' })).toMatch(
      /^Input 'deployment' is 'other', and .* sets projects 'acme\/api'/,
    );
    expect(refusal({ 'project-ids': '7' }, { deployment: 'other' })).toMatch(/sets project-ids '7'/);
    // A policy that leaves the scope to the repository (or sets only the deployment) leaves each repository its projects.
    expect(
      applyPolicy(policy({ 'fail-on-severity': 'high' }), { projects: 'acme/api', 'project-ids': '7', deployment: 'd' }).inputs.projects,
    ).toBe('acme/api');
    expect(applyPolicy(policy({ deployment: 'd' }), { projects: 'acme/api', 'project-ids': '7' }).inputs['project-ids']).toBe('7');
    // Repeating the policy's own value is no change.
    expect(applyPolicy(policy({ projects: '*', 'project-ids': '7' }), { projects: '*', 'project-ids': '7' }).inputs['project-ids']).toBe(
      '7',
    );
  });
});

describe('attack22: gate-on and trend, which decide what the policy rules judge', () => {
  it('G2: gate-on new is refused where the policy leaves gate-on out: it judges only what is new since a baseline', () => {
    expect(refusal({ 'fail-on-severity': 'high' }, { 'gate-on': 'new' })).toBe(
      "Input 'gate-on' is 'new': it judges only the findings new since a baseline, where the default judges every one. The policy file acme/policies/gate.yml@main leaves gate-on out, so every finding counts there, and a repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.",
    );
    expect(refusal({ thresholds: 'total=20' }, { 'gate-on': 'NEW' })).toMatch(/^Input 'gate-on' is 'NEW': it judges only/);
    for (const inputs of [{ 'gate-on': 'total' }, { 'gate-on': 'TOTAL' }, { 'gate-on': ' ' }])
      expect(() => applyPolicy(policy({ 'fail-on-severity': 'high' }), inputs)).not.toThrow();
    // Where the policy sets gate-on new, the repository may repeat it or choose TOTAL (total, the default, reads as unset).
    expect(applyPolicy(policy({ 'gate-on': 'new' }), { 'gate-on': 'new' }).inputs['gate-on']).toBe('new');
    expect(applyPolicy(policy({ 'gate-on': 'new' }), { 'gate-on': 'TOTAL' }).tightened).toEqual(['gate-on']);
  });

  it('G1: a trend is refused where the policy sets max-backlog-growth and leaves trend out: a shorter period shows less growth', () => {
    expect(refusal({ 'max-backlog-growth': '0%' }, { trend: '2w' })).toBe(
      "Input 'trend' is '2w', and the policy file acme/policies/gate.yml@main sets max-backlog-growth '0%' (line 1): trend would change what the policy's max-backlog-growth judges. A repository may make the gate stricter, never looser: leave the input unset, or have the policy set it.",
    );
    // A policy that leaves max-backlog-growth out leaves the trend to the repository; one that sets both fixes it.
    expect(applyPolicy(policy({ 'fail-on-severity': 'high' }), { trend: '2w' }).inputs.trend).toBe('2w');
    expect(applyPolicy(policy({ 'max-backlog-growth': '0%', trend: '12w' }), { trend: '12w' }).inputs.trend).toBe('12w');
  });
});

describe('the refusals quote the value as read (trimmed) and name their input', () => {
  /** The ConfigError applyPolicy throws. */
  function thrown(values: Record<string, string>, inputs: Record<string, string>): ConfigError {
    try {
      applyPolicy(policy(values), inputs);
    } catch (error) {
      return error as ConfigError;
    }
    throw new Error('not refused');
  }

  it('quotes a filter, a scope input and list-findings trimmed, and names the input refused', () => {
    expect(thrown({ 'fail-on-severity': 'high' }, { 'rule-ids': ' x ' }).message).toMatch(/^Input 'rule-ids' is 'x': /);
    expect(thrown({ projects: '*' }, { 'project-ids': ' 1208 ' }).message).toMatch(/^Input 'project-ids' is '1208', and /);
    const listOff = thrown({ 'fail-on-malicious': 'true' }, { 'list-findings': ' false ' });
    expect(listOff.message).toMatch(/^Input 'list-findings' is 'false', and /);
    expect(listOff.input).toBe('list-findings');
    expect(thrown({ projects: '*' }, { 'project-ids': '7' }).input).toBe('project-ids');
  });

  it('lets list-findings on, in any spelling, stand under a policy that needs the list', () => {
    for (const on of ['YES', 'True', 'on'])
      expect(applyPolicy(policy({ 'fail-on-malicious': 'true' }), { 'list-findings': on }).inputs['list-findings']).toBe(on);
  });
});
