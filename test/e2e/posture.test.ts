// The nightly's Posture section (issue 29), end to end: the built action against the sandbox with
// `trend`. The sentence, the charts (rendered by Mermaid in headless Chromium, as GitHub renders them),
// the table, the outputs, a missing series, and max-backlog-growth, the one posture rule that can fail.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hasChromium, mermaidBlocks, renderMermaid } from '../support/mermaid.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectWellBehaved, gate, rendered, sandbox } from './support.ts';

const nightly = { projects: '*', 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' };

describe.concurrent('the Posture section', () => {
  it('gives the direction in one sentence, charts the backlog and the activity, and tables the median open age', async () => {
    const sb = await sandbox();
    const temp = await temporaryFolder('findings-gate-posture-');
    const run = await gate(sb, { ...nightly, trend: '12w' }, { RUNNER_TEMP: temp });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(0);
    const summary = rendered(run.summary);
    expect(summary).toContain('### Posture over 12 weeks');
    const sentence =
      /^backlog ([\d,]+) → ([\d,]+) \(([+−]?\d+)%\) in 12 weeks; fixed ([\d,]+), opened ([\d,]+); median age of open criticals (\d+) days \(was (\d+)\)\.$/m.exec(
        summary,
      );
    expect(sentence, summary.slice(0, 1500)).not.toBeNull();
    // The backlog at the end of the period is what the report counts now.
    expect(sentence?.[2]?.replace(',', '')).toBe(run.outputs.total);
    const [start, end] = [Number(sentence?.[1]?.replace(',', '')), Number(sentence?.[2]?.replace(',', ''))];
    expect(run.outputs['backlog-change']).toBe(`${end > start ? '+' : ''}${(Math.round(((end - start) / start) * 1000) / 10).toFixed(1)}`);
    expect(mermaidBlocks(run.summary)).toHaveLength(2);
    expect(summary).toContain('title "Open findings per week: bars all, line critical and high"');
    expect(summary).toContain('| severity | ');
    // The series, for charts made elsewhere.
    const series = JSON.parse(await readFile(run.outputs['trend-json'] ?? '', 'utf8'));
    expect(series.period).toMatchObject({ asWritten: '12w', bucket: 'week' });
    expect(series.backlog.buckets.length).toBeGreaterThanOrEqual(12);
    expect(series.backlog.buckets.length).toBeLessThanOrEqual(13);
    // The three series, asked once each with the run's filters and the period.
    const asked = sb.requests.filter((r) => ['activity', 'backlog', 'median-age'].includes(r.route));
    expect(asked.map((r) => r.route).sort()).toEqual(['activity', 'backlog', 'median-age']);
    for (const request of asked) {
      expect(request.body).toMatchObject({ filters: { timeBucketSize: 'TIME_BUCKET_SIZE_WEEK', findingTypes: expect.any(Array) } });
    }
  });

  it('draws charts that Mermaid renders without a parse error, in a real browser', async () => {
    if (!hasChromium()) {
      // CI installs Chromium (.ci/run): there, a missing browser is a failure, never a skip.
      expect(process.env.CI, 'Chromium is missing in CI').not.toBe('true');
      return;
    }
    const sb = await sandbox();
    const runs = await Promise.all(['12w', '20d', '9m'].map((trend) => gate(sb, { ...nightly, trend })));
    const blocks = runs.flatMap((run) => mermaidBlocks(run.summary));
    expect(blocks).toHaveLength(6);
    const results = await renderMermaid(blocks);
    expect(results.map((result) => result.error ?? 'ok')).toEqual(blocks.map(() => 'ok'));
    expect(results.every((result) => (result.size ?? 0) > 1000)).toBe(true);
    // The check can fail: a chart GitHub would refuse is refused here too.
    const [broken] = await renderMermaid(['xychart-beta\n  bar [1, 2\n']);
    expect(broken?.ok).toBe(false);
  }, 120_000);

  it('names a series that is missing and shows the rest; a failed trend request never fails the gate', async () => {
    const sb = await sandbox();
    sb.inject('median-age', { kind: 'status', status: 404 });
    sb.inject('activity', { kind: 'status', status: 503 });
    const run = await gate(sb, { ...nightly, trend: '12w' }, { FINDINGS_GATE_RETRY_MIN_DELAY_MS: '1' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(0);
    expect(run.outputs.result).toBe('pass');
    const summary = rendered(run.summary);
    expect(summary).toContain('_The median open age series is missing: the server has no such report (HTTP 404). The rest is shown._');
    expect(summary).toMatch(/_The activity \(opened and fixed\) series is missing: trend: HTTP 503: .*\. The rest is shown\._/);
    expect(mermaidBlocks(run.summary)).toHaveLength(1);
    expect(summary).not.toContain('| severity | Sep');
  });

  it('refuses a series that is not one: its time labels and counts are checked before any chart is drawn', async () => {
    const sb = await sandbox();
    sb.inject('backlog', {
      kind: 'rewrite',
      apply: () => ({ buckets: [{ timePeriod: { since: '"] \n  line [1' }, low: 1 }] }),
    });
    sb.inject('activity', { kind: 'rewrite', apply: () => ({ buckets: [{ timePeriod: { since: '2026-11-01T00:00:00Z' }, opened: -4 }] }) });
    const run = await gate(sb, { ...nightly, trend: '12w' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(0);
    const summary = rendered(run.summary);
    expect(summary).toMatch(
      /_The backlog series is missing: trend: the API sent a malformed response: buckets\[0\]\.timePeriod\.since is .*, not a date-time\. The rest is shown\._/,
    );
    expect(summary).toMatch(/_The activity \(opened and fixed\) series is missing: .*buckets\[0\]\.opened is -4, not a count/);
    expect(mermaidBlocks(run.summary)).toHaveLength(0);
  });
});

describe.concurrent('max-backlog-growth', () => {
  it('fails when the backlog grew by more than the limit, naming the figures, and passes within it', async () => {
    const sb = await sandbox();
    const grown = await gate(sb, { ...nightly, trend: '12w', 'max-backlog-growth': '0%' });
    expectWellBehaved(grown, sb.tokens.demo);
    expect(grown.code).toBe(1);
    expect(grown.outputs.result).toBe('fail');
    const change = grown.outputs['backlog-change'] ?? '';
    expect(change).toMatch(/^\+\d+\.\d$/);
    expect(rendered(grown.summary)).toMatch(
      new RegExp(`- backlog grew ${change.replace('+', '\\+')}% in 12 weeks \\([\\d,]+ → [\\d,]+\\), over max-backlog-growth 0%`),
    );
    const within = await gate(sb, { ...nightly, trend: '12w', 'max-backlog-growth': '1000%' });
    expect(within.code).toBe(0);
    expect(within.outputs.result).toBe('pass');
  });

  it('is an API error when the backlog series cannot be read, softened only by on-api-error: warn', async () => {
    const sb = await sandbox();
    sb.inject('backlog', { kind: 'status', status: 404 });
    const failed = await gate(sb, { ...nightly, trend: '12w', 'max-backlog-growth': '10%' });
    expect(failed.code).toBe(1);
    expect(failed.outputs.result).toBe('error');
    expect(annotations(failed, 'error')[0]).toMatch(/^findings-gate could not decide: trend: HTTP 404/);
    const warned = await gate(sb, { ...nightly, trend: '12w', 'max-backlog-growth': '10%', 'on-api-error': 'warn' });
    expect(warned.code).toBe(0);
    expect(warned.outputs.result).toBe('error');
  });

  it.each([
    [{ trend: '45d' }, "Input 'trend' is '45d': 45 days give 45 daily, 7 weekly or 1 monthly points, and a chart needs 8 to 31"],
    [{ trend: 'soon' }, "Input 'trend' is 'soon': use a period such as 12w, 90d or 6m"],
    [{ 'max-backlog-growth': '10%' }, "Input 'max-backlog-growth' judges the backlog over the trend's period, and trend is empty"],
    [{ trend: '12w', 'max-backlog-growth': 'ten' }, "Input 'max-backlog-growth' is 'ten': use a percentage such as 0%"],
  ])('refuses %j before any request', async (inputs, message) => {
    const sb = await sandbox();
    const run = await gate(sb, { ...nightly, ...inputs });
    expect(run.code).toBe(1);
    expect(sb.requests).toEqual([]);
    expect(annotations(run, 'error')[0]).toContain(message);
  });
});
