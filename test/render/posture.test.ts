// The Posture section (src/render/posture.ts): the sentence, the charts' Mermaid text, the table.
import { describe, expect, it } from 'vitest';
import type { SeverityBucket } from '../../src/api/types.ts';
import type { TrendData } from '../../src/gate/types.ts';
import { mermaidNumber, mermaidText } from '../../src/render/escape.ts';
import { postureSection, postureSentence } from '../../src/render/posture.ts';

const weeks = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 0, 5 + 7 * i)).toISOString());
const bucket = (start: string, n: number): SeverityBucket => ({ start, low: n, medium: n, high: n, critical: n });
const trend: TrendData = {
  period: { asWritten: '12w', words: '12 weeks', since: weeks[0] as string, until: weeks[39] as string, bucket: 'week', points: 12 },
  backlog: { state: 'read', buckets: weeks.map((w, i) => bucket(w, 300 - i)) },
  activity: { state: 'read', buckets: weeks.map((start) => ({ start, opened: 2, fixed: 3, ignored: 0, removed: 0 })) },
  medianOpenAge: { state: 'missing', why: 'the server has no such report (HTTP 404)' },
};

describe('postureSection', () => {
  it('says the direction in one sentence', () => {
    expect(postureSentence(trend)).toBe('backlog 1,200 → 1,044 (−13%) in 12 weeks; fixed 120, opened 80');
  });

  it('draws at most 31 points, labelled by date, and names the missing series', () => {
    const lines = postureSection(trend);
    const axis = lines.filter((line) => line.startsWith('  x-axis'));
    expect(axis).toHaveLength(2);
    expect(axis[0]?.match(/"[A-Z][a-z]{2} \d{1,2}"/g)).toHaveLength(31);
    expect(lines).toContain('_The median open age series is missing: the server has no such report (HTTP 404). The rest is shown._');
    expect(lines.filter((line) => line === '```mermaid')).toHaveLength(2);
  });

  it('shows nothing without a trend', () => {
    expect(postureSection(undefined)).toEqual([]);
  });
});

describe('the Mermaid escapes', () => {
  it('keep nothing Mermaid could parse in a label', () => {
    expect(mermaidText('a"] \n  line [1; %%{init}%% <b>')).toBe('a      line  1     init     b ');
    expect(mermaidText('Sep 1 (week), 2026-09: ok/+')).toBe('Sep 1 (week), 2026-09: ok/+');
  });

  it('draw only finite numbers that are not negative', () => {
    expect([Number.NaN, Number.POSITIVE_INFINITY, -3, 2.6, 7].map(mermaidNumber)).toEqual([0, 0, 0, 3, 7]);
  });
});
