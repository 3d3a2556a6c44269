// The demo's story (scripts/demo-data.ts) is true: the built action's nightly over it, a day ago on a clock
// a day behind, charts a posture that adds up week by week, with findings opened in every week of the
// period; the pull request's run a day later finds its baseline a day old; every rule sits on a file of its
// language.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clockModule, DAY_MS, demoStory, withClockMoved } from '../../scripts/demo-data.ts';
import { sandbox } from '../e2e/support.ts';
import { findingPlace } from '../sandbox/server.ts';
import { runAction } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';

const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
type Bucket = Record<(typeof SEVERITIES)[number], number> & { start: string };
type Activity = { start: string; opened: number; fixed: number; ignored: number; removed: number };

describe('the demo’s story', () => {
  it('a nightly a day old, a posture that adds up week by week, a pull request judged against that nightly', async () => {
    const now = Date.now();
    const story = demoStory(now - DAY_MS);
    const sb = await sandbox({ dataset: story.nightly });
    const temp = await temporaryFolder('findings-gate-demo-story-');
    const scope = { 'api-token': sb.tokens.demo, 'base-url': sb.url };
    const env = { GITHUB_REPOSITORY: 'acme/payments-api', RUNNER_TEMP: temp };
    const nightly = await withClockMoved(-DAY_MS, () =>
      runAction({ inputs: { ...scope, mode: 'warn', trend: '12w' }, env, nodeArgs: ['--import', clockModule(-DAY_MS)] }),
    );
    expect(nightly.code, nightly.stderr).toBe(0);
    const series = JSON.parse(await readFile(nightly.outputs['trend-json'] ?? '', 'utf8')) as {
      backlog: { buckets: Bucket[] };
      activity: { buckets: Activity[] };
    };
    const backlog = series.backlog.buckets.map((b) => SEVERITIES.reduce((n, s) => n + b[s], 0));
    const activity = series.activity.buckets;
    expect(backlog.length).toBeGreaterThanOrEqual(12);
    expect(activity).toHaveLength(backlog.length);
    // The backlog at the end of a week is the backlog at its start, plus opened, minus fixed, ignored and removed.
    for (let week = 1; week < backlog.length; week++) {
      const { opened, fixed, ignored, removed } = activity[week] as Activity;
      expect(backlog[week], `the week of ${activity[week]?.start}`).toBe(
        (backlog[week - 1] as number) + opened - fixed - ignored - removed,
      );
    }
    // Findings open every week, to the last: the data's days are the nightly's.
    for (const week of activity.slice(-4)) expect(week.opened, `the week of ${week.start}`).toBeGreaterThan(0);
    // The backlog at its end is what the report counts, as the nightly ran it.
    expect(backlog.at(-1)).toBe(Number(nightly.outputs.total) + Number(nightly.outputs.excepted ?? 0));

    const baseline = join(temp, 'baseline.json');
    await writeFile(baseline, nightly.reportText ?? '');
    sb.setDataset(story.nextDay);
    const today = await runAction({ inputs: { ...scope, 'baseline-file': baseline, 'gate-on': 'new' }, env });
    expect(Number(today.outputs['baseline-age-hours'])).toBeGreaterThanOrEqual(23.9);
    expect(Number(today.outputs['baseline-age-hours'])).toBeLessThan(24.5);
    // What was pushed since the nightly is new: one critical and two high code findings, a high SCA one.
    expect(today.outputs['new-critical']).toBe('1');
    expect(today.summary).toContain('(24 hours old)');
  }, 60_000);

  it('puts every rule on a file of its language', () => {
    const { nightly } = demoStory(Date.now());
    const extension: Record<string, string> = {
      javascript: 'ts',
      typescript: 'ts',
      python: 'py',
      go: 'go',
      java: 'java',
      ruby: 'rb',
      php: 'php',
      rust: 'rs',
      terraform: 'tf',
    };
    const code = nightly.findings.filter((f) => f.product === 'code');
    expect(new Set(code.map((f) => f.ruleId.split('.')[0]))).toEqual(new Set(Object.keys(extension)));
    for (const finding of code) {
      expect(findingPlace(finding).path, finding.ruleId).toMatch(new RegExp(`\\.${extension[finding.ruleId.split('.')[0] ?? '']}$`));
    }
  });
});
