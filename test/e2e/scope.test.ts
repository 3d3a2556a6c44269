// Fail closed on what was judged (issue 15), against the built action: every named project exists or
// the run is an error that offers the closest names; lists are read whole; a 200 that carries an error
// is no answer; secrets of other repositories are shown, not dropped; the scans judged are shown, can
// be required fresh, and can be waited for.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf, type ScanRecord } from '../sandbox/data.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { annotations, expectErrorRun, expectWellBehaved, gate, logLines, rendered, sandbox } from './support.ts';

const COMMIT = 'abcdef1234567890abcdef1234567890abcdef12';
const OLD_COMMIT = '1111111222222233333334444444555555566666';

/** payments-api: 2 critical code findings, 1 valid secret, scanned 2 h ago; docs: nothing open; legacy: archived; other: its newest scan failed. */
function organisation(extra: { scans?: (Omit<ScanRecord, 'id' | 'projectId'> & { project: string })[] } = {}) {
  return datasetOf({
    reportOmitsEmptyProjects: true,
    projects: [
      { name: 'acme/payments-api', id: '101', defaultBranchId: '1010' },
      { name: 'acme/docs', id: '102' },
      { name: 'acme/legacy', id: '103', archived: true },
      { name: 'acme/other', id: '104' },
    ],
    findings: [
      { project: 'acme/payments-api', product: 'code', severity: 'critical' },
      { project: 'acme/payments-api', product: 'code', severity: 'critical' },
      { project: 'acme/legacy', product: 'code', severity: 'high' },
      { project: 'acme/other', product: 'code', severity: 'low' },
    ],
    secrets: [
      { repository: 'acme/payments-api', status: 'open', validationState: 'confirmed_valid', severity: 'high', type: 'Stripe' },
      { repository: 'acme/other', status: 'open', validationState: 'confirmed_valid', severity: 'high', type: 'AWS' },
    ],
    dependencies: [
      { project: 'acme/payments-api', name: 'left-pad', licenses: ['MIT'] },
      { project: 'acme/payments-api', name: 'gpl-thing', licenses: ['GPL-3.0-only'], licensePolicySetting: 'LICENSE_POLICY_SETTING_BLOCK' },
    ],
    scans: [
      {
        project: 'acme/payments-api',
        commit: OLD_COMMIT,
        branchId: '1010',
        startedMinutesAgo: 121,
        durationSeconds: 60,
        status: 'SCAN_STATUS_COMPLETED',
        isFullScan: true,
      },
      {
        project: 'acme/docs',
        commit: OLD_COMMIT,
        startedMinutesAgo: 3 * 1440,
        durationSeconds: 30,
        status: 'SCAN_STATUS_COMPLETED',
        isFullScan: true,
      },
      {
        project: 'acme/other',
        commit: OLD_COMMIT,
        startedMinutesAgo: 90,
        durationSeconds: 30,
        status: 'SCAN_STATUS_COMPLETED',
        isFullScan: true,
      },
      { project: 'acme/other', commit: COMMIT, startedMinutesAgo: 10, durationSeconds: 5, status: 'SCAN_STATUS_ERROR' },
      ...(extra.scans ?? []),
    ],
  });
}

const quiet = { 'fail-on-severity': 'none', 'fail-on-valid-secrets': 'false' };

describe.concurrent('every named project exists, or the run is an error', () => {
  it('a typo is an error naming the input, the deployment and the project meant; on-api-error: warn does not soften it', async () => {
    const sb = await sandbox({ dataset: organisation() });
    for (const onApiError of ['fail', 'warn']) {
      const run = await gate(sb, { projects: 'acme/payment-api', 'on-api-error': onApiError });
      expectWellBehaved(run, sb.tokens.demo);
      expectErrorRun(
        run,
        'fail',
        /^projects: no project named "acme\/payment-api" in deployment 4242 \(did you mean "acme\/payments-api"\?\); /,
      );
      expect(run.summary).toContain('This is not an API failure, so `on-api-error` does not apply');
    }
  });

  it('a name in another case offers the project in its own case first', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: 'Acme/Payments-API' });
    expectErrorRun(
      run,
      'fail',
      /^projects: no project named "Acme\/Payments-API" in deployment 4242 \(did you mean "acme\/payments-api"\?\)/,
    );
  });

  it('the default scope (GITHUB_REPOSITORY) follows the same rule, and says to set projects', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, {}, { GITHUB_REPOSITORY: 'someone/payments-api-fork' });
    expectErrorRun(
      run,
      'fail',
      /^projects: no project named "someone\/payments-api-fork" in deployment 4242.*GITHUB_REPOSITORY.*set the projects input/,
    );
  });

  it('an unknown project id is an error; a known one narrows the report and the secrets', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const unknown = await gate(sb, { projects: '*', 'project-ids': '9999' });
    expectErrorRun(unknown, 'fail', /^project-ids: no project with id 9999 in deployment 4242/);

    const known = await gate(sb, { projects: '*', 'project-ids': '101' });
    expectWellBehaved(known, sb.tokens.demo);
    expect(known.outputs).toMatchObject({ result: 'fail', critical: '2', 'valid-secrets': '1' });
    const repos = sb.requests.filter((r) => r.route === 'secrets').at(-1)?.query.repo;
    expect(repos).toEqual(['acme/payments-api']);
  });

  it('a project with no open findings is a row of zeros, not a warning', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: 'acme/payments-api,acme/docs', ...quiet });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs.result).toBe('pass');
    expect(run.summary).toContain('| acme/docs | 0 | 0 | 0 | 0 | 0 |');
    expect(annotations(run, 'warning')).toEqual([]);
  });

  it('scan-max-age over projects: * where every project is archived: no scan checked is an error, not a fresh pass (attack25 G2)', async () => {
    const sb = await sandbox({
      dataset: datasetOf({
        projects: [
          { name: 'acme/legacy', id: '103', archived: true },
          { name: 'acme/older', id: '105', archived: true },
        ],
        findings: [],
        secrets: [],
      }),
    });
    const run = await gate(sb, { projects: '*', 'scan-max-age': '1h', 'on-api-error': 'warn' });
    expectWellBehaved(run, sb.tokens.demo);
    expectErrorRun(run, 'fail', /^scan-max-age: every project of the deployment is archived \(2\), so no scan can show the data is fresh/);
  });

  it('an archived project is gated, with a note', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: 'acme/legacy' });
    expect(run.outputs).toMatchObject({ result: 'fail', high: '1' });
    expect(rendered(run.summary)).toContain('Archived, and gated all the same: <code>acme/legacy</code>');
  });

  it('where the projects list answers 404, the report stands in: a name it has passes, a name it lacks is an error saying why', async () => {
    const sb = await sandbox({ dataset: organisation() });
    sb.inject('projects', { kind: 'status', status: 404 });
    const found = await gate(sb, { projects: 'acme/payments-api', ...quiet });
    expectWellBehaved(found, sb.tokens.demo);
    expect(found.outputs).toMatchObject({ result: 'pass', critical: '2' });
    expect(rendered(found.summary)).toContain('Project names were checked against the report: the projects list answered HTTP 404');

    const absent = await gate(sb, { projects: 'acme/docs' });
    expectErrorRun(
      absent,
      'fail',
      /^projects: no project named "acme\/docs" in the report of deployment 4242, and the project list was not available \(the projects list answered HTTP 404\)/,
    );
  });

  it('projects: * names no project to prove: the projects list is read whole, without a names filter, for every project’s scans', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: '*', ...quiet });
    expect(run.outputs.result).toBe('pass');
    const bodies = sb.requests.filter((r) => r.route === 'projects').map((r) => r.body as { filter?: { names?: string[] } });
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.every((body) => body.filter?.names === undefined)).toBe(true);
  });

  it('projects: * in a deployment without a project is an error, not a PASS of nothing; on-api-error: warn does not soften it (attack23 G4b)', async () => {
    const sb = await sandbox({ dataset: organisation() });
    for (const onApiError of ['fail', 'warn']) {
      const run = await gate(sb, { 'api-token': sb.tokens.other, projects: '*', 'on-api-error': onApiError });
      expectWellBehaved(run, sb.tokens.other);
      expectErrorRun(run, 'fail', /^projects: \*: the projects list of deployment 5150 names no project, so the gate has nothing to judge/);
      expect(run.summary).toContain('This is not an API failure, so `on-api-error` does not apply');
    }
    // Where the projects list is not there, a report of no project is no proof of anything judged either.
    sb.inject('projects', { kind: 'status', status: 404 });
    const unlisted = await gate(sb, { 'api-token': sb.tokens.other, projects: '*' });
    expectErrorRun(
      unlisted,
      'fail',
      /^projects: \*: the report of deployment 5150 names no project, and the projects list was not available \(the projects list answered HTTP 404\)/,
    );
  });

  it('a misspelled input is an error naming the input it may be', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-blocked-license': 'true' });
    expectErrorRun(run, 'fail', /^unknown input "fail-on-blocked-license" \(did you mean "fail-on-blocked-licenses"\?\)/);
    expect(sb.requests).toEqual([]);
  });
});

describe.concurrent('lists are read whole', () => {
  it('an empty dependency page that says hasMore is followed: the blocked license behind it fails the gate', async () => {
    const sb = await sandbox({ dataset: organisation() });
    sb.inject('dependencies', { kind: 'empty-page', times: 1 });
    const run = await gate(sb, { projects: 'acme/payments-api', ...quiet, 'fail-on-blocked-licenses': 'true' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs).toMatchObject({ result: 'fail', 'blocked-dependencies': '1' });
  });

  it.each([
    [
      '{"error": "secrets backend unavailable"}',
      /^secrets: the API sent a malformed response: the body has a success status but carries error "secrets backend unavailable"$/,
    ],
    ['{}', /^secrets: the API sent a malformed response: findings is missing$/],
  ])('a 200 with %s is a malformed response, never "no secrets"', async (body, detail) => {
    const sb = await sandbox({ dataset: organisation() });
    sb.inject('secrets', { kind: 'status', status: 200, body });
    const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none' });
    expectWellBehaved(run, sb.tokens.demo);
    expectErrorRun(run, 'fail', detail);
  });

  it('a secret returned for the scope counts when its repository name matches after normalising; another repository is named, not counted', async () => {
    const dataset = organisation();
    const sb = await sandbox({
      dataset: datasetOf({
        projects: ['acme/payments-api'],
        secrets: [
          { repository: 'Acme/Payments-API', status: 'open', validationState: 'confirmed_valid' },
          { repository: 'acme/payments-api ', status: 'open', validationState: 'confirmed_valid' },
          { repository: 'github.com/acme/payments-api', status: 'open', validationState: 'confirmed_valid' },
          { repository: 'acme/other', status: 'open', validationState: 'confirmed_valid' },
        ],
      }),
    });
    expect(dataset.secrets.length).toBeGreaterThan(0);
    sb.inject('secrets', { kind: 'ignore-repo-filter' });
    const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs['valid-secrets']).toBe('3');
    const warning = '1 confirmed-valid secret returned for the scope name another repository ("acme/other") and is not counted';
    expect(annotations(run, 'warning').some((line) => line.startsWith(warning))).toBe(true);
    expect(rendered(run.summary)).toContain(warning);
  });
});

describe.concurrent("a secret's words as the server spells them (attack32 H1)", () => {
  const secrets = Array.from({ length: 4 }, () => ({
    repository: 'acme/payments-api',
    status: 'open',
    validationState: 'confirmed_valid',
  }));
  /** The secrets list's answers with each item's words replaced by `words` (the first item's, or each in turn). */
  const respell = (words: Record<string, string | undefined>[]) => ({
    kind: 'rewrite' as const,
    apply: (body: unknown) => {
      // The list is the answer's `findings`, or (the nested shape the API sends) that object's own `findings`.
      const answer = body as { findings: Record<string, unknown>[] | { findings: Record<string, unknown>[] } };
      const respelt = (items: Record<string, unknown>[]) => items.map((item, i) => ({ ...item, ...words[i % words.length] }));
      const list = answer.findings;
      return { ...answer, findings: Array.isArray(list) ? respelt(list) : { ...list, findings: respelt(list.findings) } };
    },
  });

  it('counts an open, confirmed-valid secret whatever the case or spelling of its words, or with none: never dropped without a word', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: ['acme/payments-api'], secrets }) });
    sb.inject(
      'secrets',
      respell([
        { status: 'finding_status_open' },
        { status: 'OPEN ', validationState: 'CONFIRMED_VALID' },
        { validationState: 'validation_state_confirmed_valid' },
        { status: undefined, validationState: undefined },
      ]),
    );
    const run = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none' });
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', 'valid-secrets': '4' });
  });

  it('refuses an answer that names a status or validation state the gate does not know, and leaves out a known other state', async () => {
    const sb = await sandbox({ dataset: datasetOf({ projects: ['acme/payments-api'], secrets }) });
    sb.inject('secrets', respell([{ status: 'FINDING_STATUS_TRIAGED' }, { validationState: 'confirmed_invalid' }]));
    const unknown = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none', 'on-api-error': 'warn' });
    expectWellBehaved(unknown, sb.tokens.demo);
    expectErrorRun(unknown, 'warn', /secret "\d+" has the status "FINDING_STATUS_TRIAGED" .*a word the gate does not know/);
    sb.clearFaults();
    sb.inject('secrets', respell([{ status: 'Fixed' }, { validationState: 'confirmed_invalid' }, {}, {}]));
    const other = await gate(sb, { projects: 'acme/payments-api', 'fail-on-severity': 'none' });
    expect(other.outputs).toMatchObject({ result: 'fail', 'valid-secrets': '2' });
  });
});

describe.concurrent('the data says how fresh it is', () => {
  it('shows the newest completed scan of each project: short commit, branch, full or diff, age; and flags a failed newest scan', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: 'acme/payments-api,acme/other', ...quiet });
    expectWellBehaved(run, sb.tokens.demo);
    const summary = rendered(run.summary);
    expect(summary).toContain('### Scans judged');
    expect(summary).toContain('| acme/payments-api | 1111111 on the default branch, full scan, 2 h ago |  |');
    expect(summary).toContain('| acme/other | 1111111 on an unknown branch, full scan, 2 h ago | ⚠️ newest scan 9004 error |');
    expect(logLines(run)).toContain('scan of acme/payments-api: 1111111 on the default branch, full scan, 2 h ago');
    expect(run.outputs['scan-id']).toBeUndefined();
  });

  it('with one project in scope, sets scan-id, scan-commit and scan-age-hours', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: 'acme/payments-api', ...quiet });
    expect(run.outputs).toMatchObject({ 'scan-id': '9001', 'scan-commit': OLD_COMMIT });
    expect(Number(run.outputs['scan-age-hours'])).toBeCloseTo(2, 0);
    expect(run.outputs['scan-age-hours']).toMatch(/^\d+\.\d$/);
  });

  it('scan-max-age: an older newest completed scan, or none in 30 days, is an error that on-api-error does not soften', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const stale = await gate(sb, { projects: 'acme/payments-api', 'scan-max-age': '1h', 'on-api-error': 'warn' });
    expectErrorRun(
      stale,
      'fail',
      /^scan-max-age: the newest completed scan of "acme\/payments-api" \(9001\) is 2 h old; scan-max-age is 1h/,
    );
    const none = await gate(sb, { projects: 'acme/legacy', 'scan-max-age': '7d' });
    expectErrorRun(none, 'fail', /^scan-max-age: "acme\/legacy" has no completed scan in the past 30 days/);
    const fresh = await gate(sb, { projects: 'acme/payments-api', 'scan-max-age': '3h', ...quiet });
    expect(fresh.outputs.result).toBe('pass');
  });

  it('a scans list that answers 404 leaves freshness unknown, said in the summary; with scan-max-age it is an error', async () => {
    const sb = await sandbox({ dataset: organisation() });
    sb.inject('scans', { kind: 'status', status: 404 });
    const run = await gate(sb, { projects: 'acme/payments-api', ...quiet });
    expect(run.outputs.result).toBe('pass');
    expect(rendered(run.summary)).toContain('Scan freshness unknown: the scans list answered HTTP 404.');
    const required = await gate(sb, { projects: 'acme/payments-api', 'scan-max-age': '1d' });
    expectErrorRun(required, 'fail', /^scan-max-age: the scans list is not available/);
  });
});

describe.concurrent('wait-for-scan', () => {
  const fast = { FINDINGS_GATE_SCAN_POLL_MIN_MS: '50', FINDINGS_GATE_SCAN_POLL_MAX_MS: '100' };

  it('polls until the scan of the commit completes, with progress in the log, then judges', async () => {
    const running = {
      project: 'acme/payments-api',
      commit: COMMIT,
      startedMinutesAgo: 1,
      durationSeconds: 20,
      status: 'SCAN_STATUS_COMPLETED' as const,
      running: { polls: 2 },
    };
    const sb = await sandbox({ dataset: organisation({ scans: [running] }) });
    const run = await gate(sb, { projects: 'acme/payments-api', 'wait-for-scan': COMMIT.slice(0, 7), ...quiet }, fast);
    expectWellBehaved(run, sb.tokens.demo);
    expect(run.outputs.result).toBe('pass');
    expect(logLines(run).filter((line) => line.startsWith('wait-for-scan: waiting for 1 of 1 project'))).toHaveLength(2);
    expect(
      logLines(run).some((line) => /^wait-for-scan: every gated project has a completed scan of abcdef1 \(\d+ s, 3 polls\)$/.test(line)),
    ).toBe(true);
    // The wait needs the scope: its projects list goes out first, and the secrets only after the wait's polls.
    const order = sb.requests.map((r) => r.route);
    expect(order.filter((route) => route !== 'identity')[0]).toBe('projects');
    expect(order.indexOf('secrets')).toBeGreaterThan(order.indexOf('scans'));
  });

  it('true means the pull request head commit from the event file', async () => {
    const running = { project: 'acme/payments-api', commit: COMMIT, startedMinutesAgo: 1, status: 'SCAN_STATUS_COMPLETED' as const };
    const sb = await sandbox({ dataset: organisation({ scans: [running] }) });
    const dir = await temporaryFolder('findings-gate-event-');
    const event = join(dir, 'event.json');
    await writeFile(event, JSON.stringify({ pull_request: { number: 7, head: { sha: COMMIT } } }));
    const env = { ...fast, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_SHA: OLD_COMMIT };
    const run = await gate(sb, { projects: 'acme/payments-api', 'wait-for-scan': 'true', ...quiet }, env);
    expect(run.outputs.result).toBe('pass');
    expect(logLines(run).some((line) => line.includes('completed scan of abcdef1'))).toBe(true);
  });

  it('a scan of the commit that ended in error is an error naming the scan', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: 'acme/other', 'wait-for-scan': COMMIT, 'on-api-error': 'warn' }, fast);
    expectErrorRun(run, 'fail', /^wait-for-scan: the scan 9004 of abcdef1 for acme\/other ended SCAN_STATUS_ERROR/);
  });

  it('with project-ids and no projects list, waits for the scans of the ids given: never a pass on a commit never scanned (attack17 W1)', async () => {
    // Before, the scope without the list held no project, the wait for none "succeeded", and the run passed.
    const sb = await sandbox({ dataset: organisation() });
    sb.inject('projects', { kind: 'status', status: 404 });
    const run = await gate(sb, { 'project-ids': '101', 'wait-for-scan': 'fedcba9', 'timeout-seconds': '2', ...quiet }, fast);
    expectErrorRun(run, 'fail', /^wait-for-scan: no completed scan of fedcba9 for project 101 after [01] s/);
    expect(sb.requests.some((r) => r.route === 'scans')).toBe(true);
    const running = { project: 'acme/payments-api', commit: COMMIT, startedMinutesAgo: 1, status: 'SCAN_STATUS_COMPLETED' as const };
    const scanned = await sandbox({ dataset: organisation({ scans: [running] }) });
    scanned.inject('projects', { kind: 'status', status: 404 });
    const waited = await gate(scanned, { 'project-ids': '101', 'wait-for-scan': COMMIT, ...quiet }, fast);
    expect(waited.outputs.result, waited.stdout).toBe('pass');
    expect(logLines(waited).some((line) => line.startsWith('wait-for-scan: every gated project has a completed scan of abcdef1'))).toBe(
      true,
    );
  });

  it('no completed scan before timeout-seconds is an error that says what the newest scan is', async () => {
    const sb = await sandbox({ dataset: organisation() });
    const run = await gate(sb, { projects: 'acme/payments-api', 'wait-for-scan': 'fedcba9', 'timeout-seconds': '2' }, fast);
    expectErrorRun(
      run,
      'fail',
      /^wait-for-scan: no completed scan of fedcba9 for acme\/payments-api after [01] s \(newest: 2 h ago, completed\)/,
    );
  });
});
