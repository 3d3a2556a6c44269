// Whose deadline: under `on-api-error: warn` a run that reached its deadline while it waited on the API is
// softened (exit 0, result=error), but one whose own work used the time is the gate's error, never softened
// (attack19 H2: findings a pull request can put in the deployment, with paths costly to redact, turned a
// FAIL into exit 0). Through the built action against the sandbox: a list that never ends, of findings
// whose paths cost the gate about a millisecond each, keeps its main thread busy until the deadline; an
// answer the sandbox holds back leaves it idle until then. No timing is asserted: what the run prints is.
import { describe, expect, it } from 'vitest';
import { runAction } from '../support/runner.ts';
import { annotations, expectWellBehaved, sandbox } from './support.ts';

const PROJECT = 'acme/payments-api';
const DEADLINE_SECONDS = '2';
/** Items of a findings page the gate asks for (api/findings.ts FINDINGS_PAGE_SIZE): a full page is never the last. */
const PAGE = 2000;

/**
 * A path of about 1 KB of `s<TAB>g<TAB>p<TAB>_…`: the token's public prefix, in a decoded form, before a cut,
 * which the redactor looks for in every string (api/redact.ts hasCutStart), in folders under 255 bytes.
 */
function costlyPath(): string {
  const unit = 's\tg\tp\t_…';
  let path = 'src/';
  let folder = '';
  while (Buffer.byteLength(path + folder + unit) < 1000) {
    if (Buffer.byteLength(folder + unit) > 250) {
      path += `${folder}/`;
      folder = '';
    }
    folder += unit;
  }
  return `${path + folder}.js`;
}

/** Page `page` of open code findings of `severity`, every one new and with a costly path. */
function costlyPage(page: number, severity: string): unknown[] {
  const path = costlyPath();
  const date = '2026-01-02 03:04:05+00:00';
  return Array.from({ length: PAGE }, (_, i) => {
    const id = 9_000_000 + page * PAGE + i;
    return {
      id,
      match_based_id: `own-${id}`,
      rule: { name: 'rules.own-work', message: 'own work' },
      rule_name: 'rules.own-work',
      severity,
      confidence: 'medium',
      status: 'open',
      triage_state: 'untriaged',
      repository: { name: PROJECT, url: `https://github.com/${PROJECT}` },
      location: { file_path: path, line: i + 1, column: 1, end_line: i + 1, end_column: 10 },
      created_at: date,
      relevant_since: date,
    };
  });
}

const warnInputs = (sb: { tokens: { demo: string }; url: string }) => ({
  'api-token': sb.tokens.demo,
  'base-url': sb.url,
  projects: PROJECT,
  'on-api-error': 'warn',
  'timeout-seconds': DEADLINE_SECONDS,
  // Every severity's list is read whole: a list that never ends is read until the deadline.
  'max-open-age': 'critical=1d, high=1d, medium=1d, low=1d',
});

describe('a deadline under on-api-error: warn', () => {
  it("is the gate's own error, not softened, when its own work kept it busy up to the deadline", async () => {
    const sb = await sandbox();
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        query.issue_type?.[0] === 'sast' ? { findings: costlyPage(Number(query.page?.[0] ?? 0), query.severities?.[0] ?? 'high') } : body,
    });
    const run = await runAction({
      inputs: warnInputs(sb),
      // The watchdog's grace made long, so what ends the run is the deadline the requests meet, not the watchdog.
      // The floor of busy time lowered from 10 s to 1 s, so a 2 s deadline can be the gate's own.
      env: { FINDINGS_GATE_WATCHDOG_GRACE_MS: '120000', FINDINGS_GATE_OWN_WORK_MIN_MS: '1000' },
      killAfterMs: 120_000,
    });
    const errors = annotations(run, 'error');
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(errors.join('\n')).toMatch(
      /^findings-gate could not decide: findings: the run's deadline of 2 s was reached, and the gate's own work had kept its main thread busy for [0-9]+% of that time, more than half \(it was not mostly waiting on the API\), so on-api-error: warn does not soften it: raise timeout-seconds/m,
    );
    expect(annotations(run, 'warning').join('\n')).not.toMatch(/deadline/);
    expect(run.summary).toContain('## ❌ findings-gate: error');
    expectWellBehaved(run, sb.tokens.demo);
  }, 150_000);

  it('is softened as before when the run was waiting on the API: exit 0, result=error, a warning', async () => {
    const sb = await sandbox();
    // The report's answer held back past the deadline: the run waits on it.
    sb.inject('report', { kind: 'latency', ms: 30_000 });
    const run = await runAction({ inputs: warnInputs(sb), killAfterMs: 60_000 });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.result).toBe('error');
    expect(annotations(run, 'warning').join('\n')).toMatch(
      /^findings-gate could not decide \(on-api-error: warn, the job goes on\): report: the run's deadline of 2 s was reached; /m,
    );
    expect(annotations(run, 'error')).toEqual([]);
    expect(run.stdout).toMatch(/the run's main thread was busy [0-9]+ ms, [0-9]+% of its deadline/);
    expectWellBehaved(run, sb.tokens.demo);
  }, 90_000);
});
