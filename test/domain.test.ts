// The domain's words (src/domain.ts): severities read from the API's words, a finding's age, and the
// time stamps the API writes.
import { describe, expect, it } from 'vitest';
import { ageMs, CLOCK_SKEW_MS, severityName, severityRank, stampMs } from '../src/domain.ts';

describe('severities', () => {
  it("reads a severity in any of the API's spellings, and nothing else", () => {
    expect(['SEVERITY_HIGH', 'high', 'High', 'severity_critical'].map(severityName)).toEqual(['high', 'high', 'high', 'critical']);
    for (const other of ['', 'error', 'crit', 'SEVERITY_UNSPECIFIED', 'highest', ' high', 'hseverity_igh'])
      expect(severityName(other)).toBeUndefined();
  });

  it('reads every spelling as the rule does: lower case, without a severity_ prefix, one of the four', () => {
    const rule = (word: string): string | undefined => {
      const bare = word.toLowerCase().replace(/^severity_/, '');
      return ['low', 'medium', 'high', 'critical'].includes(bare) ? bare : undefined;
    };
    const prefixes = ['', 'SEVERITY_', 'severity_', 'Severity_', 'SEVERITY_SEVERITY_', ' '];
    const words = ['low', 'LOW', 'Medium', 'high', 'HIGH', 'critical', 'CRITICAL', 'crItical', 'unspecified', 'high ', 'hig', ''];
    for (const prefix of prefixes) for (const word of words) expect(severityName(`${prefix}${word}`)).toBe(rule(`${prefix}${word}`));
  });

  it('ranks the most severe first and an unreadable severity last', () => {
    expect(['critical', 'high', 'medium', 'low', 'error'].map(severityRank)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('ageMs', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('is how long ago, or unknown for no time, an unreadable one, or one further ahead than the clocks may differ', () => {
    expect(ageMs(now - 5000, now)).toBe(5000);
    expect(ageMs(now, now)).toBe(0);
    expect(ageMs(now + CLOCK_SKEW_MS, now)).toBe(0);
    expect(ageMs(now + CLOCK_SKEW_MS + 1, now)).toBeUndefined();
    expect(ageMs(undefined, now)).toBeUndefined();
    expect(ageMs(Number.NaN, now)).toBeUndefined();
  });
});

describe('stampMs', () => {
  it("reads ISO-8601 and the v1 API's form with a space, and gives NaN for anything else", () => {
    expect(stampMs('2020-11-18 23:28:12.391807+00:00')).toBe(Date.parse('2020-11-18T23:28:12.391Z'));
    expect(stampMs('2020-11-18T23:28:12Z')).toBe(Date.parse('2020-11-18T23:28:12Z'));
    expect(stampMs('2020-11-18T23:28:12.391+02:00')).toBe(Date.parse('2020-11-18T21:28:12.391Z'));
    for (const bad of ['yesterday', '', '2020-13-45 99:99:99']) expect(stampMs(bad)).toBeNaN();
  });
});
