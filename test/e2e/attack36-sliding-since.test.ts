// attack36 M1 (the built action against the sandbox): gate-on new compares a baseline only where its basis is
// this run's, and `since`/`until` are compared as written: `7d` equals `7d`. But `since: 7d` is a window that
// slides: the baseline counted the findings created in the 7 days before IT ran, this run those of the 7 days
// before now. The findings list cannot apply `since`, so "new" is the rise of the counts, and findings that
// aged out of the window since the baseline hid as many new ones: a pass before. Now a baseline is never compared
// where since or until is a duration (gate/baseline.ts movingWindow).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetOf, type FindingInput } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const OUT_OF_CI = { GITHUB_REPOSITORY: 'acme/api' };
const INPUTS = {
  projects: 'acme/api',
  since: '7d',
  'fail-on-severity': 'high',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'finding-types': 'code',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'attack36-since-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const high = (createdAt: string, rule: string): FindingInput => ({
  project: 'acme/api',
  product: 'code',
  severity: 'high',
  createdAt,
  ruleId: rule,
});

describe('attack36 M1: gate-on new under a relative since', () => {
  it('a new high finding fails the run when two older ones left the 7-day window since the baseline: the baseline is not compared', async () => {
    // The nightly: two high findings created 6 days before it ran.
    const sb = await sandbox({ dataset: datasetOf({ projects: ['acme/api'], findings: [high(ago(6), 'r.one'), high(ago(6), 'r.two')] }) });
    const night = await gate(sb, { ...INPUTS, mode: 'warn' }, OUT_OF_CI);
    const baseline = join(dir, 'baseline.json');
    await writeFile(baseline, night.reportText ?? '');
    // Two days later (the same two findings are now 8 days old), a change adds one high finding.
    sb.setDataset(datasetOf({ projects: ['acme/api'], findings: [high(ago(8), 'r.one'), high(ago(8), 'r.two'), high(ago(0), 'r.new')] }));
    const total = await gate(sb, INPUTS, OUT_OF_CI);
    const onNew = await gate(sb, { ...INPUTS, 'gate-on': 'new', 'baseline-file': baseline }, OUT_OF_CI);
    expect(total.outputs.result).toBe('fail');
    // The baseline is not used (one warning says why): the totals are judged, and the new finding fails the run.
    expect(onNew.outputs.result, onNew.stdout).toBe('fail');
    expect(onNew.stdout).toContain('its since is 7d, a window that moves with the clock');
  });
});
