// The platform's policy followed (gate/platform-policy.ts): the reasons what it blocks and malicious
// dependencies give, the states line, a pass that cannot stand, the counted states added to the report's.
import { describe, expect, it } from 'vitest';
import type { ListedFinding, SecretFinding } from '../../src/api/types.ts';
import { emptyMatrix } from '../../src/gate/counts.ts';
import {
  countedStatesLine,
  DEFAULT_STATES,
  type PlatformRules,
  type PolicyData,
  policyReasons,
  policyWalkError,
  REPORT_STATES,
  ShownFailure,
  shownCounts,
  stateWords,
  unprovenPolicyPass,
  unreadPolicyLines,
  withShownPolicy,
  withStatesFromList,
} from '../../src/gate/platform-policy.ts';
import type { ProjectTally } from '../../src/gate/types.ts';

const RULES: PlatformRules = {
  failOnBlocking: true,
  countStates: DEFAULT_STATES,
  failOnMalicious: true,
  sca: { reachableOnly: false, fixableOnly: false },
};
const finding = (pkg?: string, version?: string): ListedFinding => ({
  id: '1',
  issueType: 'sca',
  rule: 'r',
  severity: 'high',
  ...(pkg === undefined && version === undefined
    ? {}
    : { dependency: { ...(pkg === undefined ? {} : { package: pkg }), ...(version === undefined ? {} : { version }) } }),
});
const secret = { id: 's' } as SecretFinding;
const policy = (fields: Partial<PolicyData> = {}): PolicyData => ({ addedStates: { states: [] }, unjudged: [], ...fields });

describe('policyReasons', () => {
  it('none without rules, without data, or with nothing found', () => {
    expect(policyReasons(undefined, policy())).toEqual([]);
    expect(policyReasons(RULES, undefined)).toEqual([]);
    expect(policyReasons(RULES, policy())).toEqual([]);
    expect(
      policyReasons(
        RULES,
        policy({ blockingCode: { kept: [], count: 0 }, blockingSecrets: { kept: [], count: 0 }, malicious: { kept: [], count: 0 } }),
      ),
    ).toEqual([]);
  });

  it('blocking code findings and secrets, each with the reason, singular and plural', () => {
    expect(policyReasons(RULES, policy({ blockingCode: { kept: [], count: 1 }, blockingSecrets: { kept: [secret], count: 1 } }))).toEqual([
      { kind: 'blocking', text: "1 code finding blocked by the platform's policy: rule in Block mode" },
      { kind: 'blocking', text: "1 secret blocked by the platform's policy: secret in Block mode" },
    ]);
    expect(policyReasons(RULES, policy({ blockingCode: { kept: [], count: 1200 }, blockingSecrets: { kept: [], count: 2 } }))).toEqual([
      { kind: 'blocking', text: "1,200 code findings blocked by the platform's policy: rule in Block mode" },
      { kind: 'blocking', text: "2 secrets blocked by the platform's policy: secret in Block mode" },
    ]);
  });

  it('fail-on-blocking off: what blocks is not a reason', () => {
    const off = { ...RULES, failOnBlocking: false };
    expect(policyReasons(off, policy({ blockingCode: { kept: [], count: 3 }, blockingSecrets: { kept: [], count: 3 } }))).toEqual([]);
  });

  it('malicious dependencies: the packages named once each, at most five, and how many more', () => {
    const kept = [
      finding('a', '1'),
      finding('a', '1'),
      finding('b', '2'),
      finding(),
      finding('c'),
      finding(undefined, '9'),
      finding('d', '4'),
      finding('e', '5'),
    ];
    const [reason] = policyReasons(RULES, policy({ malicious: { kept, count: 9 } }));
    expect(reason).toEqual({
      kind: 'malicious',
      text: '9 findings from a malicious dependency (fail-on-malicious): a@1, b@2, unknown package@unknown version, c@unknown version, unknown package@9, and 4 more',
    });
    expect(policyReasons(RULES, policy({ malicious: { kept: [finding('x', '0.1')], count: 1 } }))).toEqual([
      { kind: 'malicious', text: '1 finding from a malicious dependency (fail-on-malicious): x@0.1' },
    ]);
    expect(policyReasons({ ...RULES, failOnMalicious: false }, policy({ malicious: { kept, count: 9 } }))).toEqual([]);
  });

  it('blocking first, then malicious', () => {
    const reasons = policyReasons(
      RULES,
      policy({ malicious: { kept: [finding('x', '1')], count: 1 }, blockingCode: { kept: [], count: 1 } }),
    );
    expect(reasons.map((reason) => reason.kind)).toEqual(['blocking', 'malicious']);
  });
});

describe('the states counted', () => {
  it('writes states as a person does', () => {
    expect(stateWords(DEFAULT_STATES)).toBe('open, reviewing, fixing, provisionally ignored');
    expect(REPORT_STATES).toEqual(['open']);
  });

  it("names every state counted, or the report's and why the others were not read", () => {
    expect(countedStatesLine(RULES, policy())).toBe('triage states counted: open, reviewing, fixing, provisionally ignored');
    expect(countedStatesLine({ countStates: ['open'] }, undefined)).toBe('triage states counted: open');
    expect(countedStatesLine({ countStates: ['open'] }, policy({ addedStates: { why: 'x' } }))).toBe('triage states counted: open');
    expect(countedStatesLine(RULES, policy({ addedStates: { why: 'list-findings is false' } }))).toBe(
      "triage states counted: open (the report's); not reviewing, fixing, provisionally ignored: list-findings is false",
    );
    expect(countedStatesLine({ countStates: ['open', 'ignored'] }, undefined)).toBe(
      "triage states counted: open (the report's); not ignored: the findings list was not read",
    );
  });
});

describe('unprovenPolicyPass', () => {
  it('a pass on a list not read cannot stand; a failure stands', () => {
    expect(unprovenPolicyPass({ result: 'pass' }, policy({ unjudged: ['a', 'b'] }))).toBe('a');
    expect(unprovenPolicyPass({ result: 'fail' }, policy({ unjudged: ['a'] }))).toBeUndefined();
    expect(unprovenPolicyPass({ result: 'pass' }, policy())).toBeUndefined();
    expect(unprovenPolicyPass({ result: 'pass' }, undefined)).toBeUndefined();
  });
});

describe('withStatesFromList', () => {
  const tally = (label: string, cells: ['code' | 'sca' | 'secrets', 'critical' | 'high' | 'medium' | 'low', number][]): ProjectTally => {
    const counts = emptyMatrix();
    for (const [product, severity, n] of cells) counts[product][severity] = n;
    return { label, counts };
  };

  it("adds the code and SCA counts to the report's project of the same repository, and gives another its own row", () => {
    const report = [
      tally('Acme/App', [
        ['code', 'high', 2],
        ['secrets', 'low', 1],
      ]),
      tally('acme/web', [['sca', 'low', 1]]),
    ];
    const added = new Map([
      [
        'acme/app',
        tally('acme/app', [
          ['code', 'high', 1],
          ['sca', 'critical', 2],
          ['secrets', 'low', 7],
        ]),
      ],
      [
        'acme/new',
        tally('acme/new', [
          ['code', 'low', 3],
          ['secrets', 'high', 4],
        ]),
      ],
    ]);
    const out = withStatesFromList(report, added);
    expect(out).toHaveLength(3);
    expect(out[0]?.label).toBe('Acme/App');
    expect(out[0]?.counts.code.high).toBe(3);
    expect(out[0]?.counts.sca.critical).toBe(2);
    expect(out[0]?.counts.secrets.low).toBe(1);
    expect(out[1]).toBe(report[1]);
    // A row of its own carries the key the list found it by: its label may be a name cut past the run's budget.
    expect(out[2]).toEqual({
      label: 'acme/new',
      key: 'acme/new',
      counts: { ...emptyMatrix(), code: { critical: 0, high: 0, medium: 0, low: 3 } },
      fromStates: { code: { critical: 0, high: 0, medium: 0, low: 3 }, sca: emptyMatrix().sca },
    });
    // What the states added is said apart, for the words that quote the report's own count (attack5 F8).
    expect(out[0]?.fromStates?.code.high).toBe(1);
    expect(out[0]?.fromStates?.sca.critical).toBe(2);
    // The report's tallies are not changed.
    expect(report[0]?.counts.code.high).toBe(2);
  });

  it("finds a renamed project's row by the name the projects list gives its id, as the reading does: one row a repository", () => {
    // attack5 F2: the report still says acme/old for project 101, which the projects list and the findings list call acme/api.
    const report = [{ ...tally('acme/old', [['code', 'high', 1]]), projectId: '101' }];
    const added = new Map([['acme/api', tally('acme/api', [['code', 'high', 1]])]]);
    const out = withStatesFromList(report, added, { projects: [{ name: 'acme/api', id: '101' }] });
    expect(out.map((p) => [p.label, p.counts.code.high])).toEqual([['acme/old', 2]]);
    // Without the projects list, by the label: a row of its own.
    expect(withStatesFromList(report, added)).toHaveLength(2);
  });

  it('the findings that name no repository get the row that says so, never an empty name (attack5 F13)', () => {
    const out = withStatesFromList([tally('acme/app', [])], new Map([['', tally('', [['code', 'high', 1]])]]));
    expect(out.map((p) => [p.label, p.key, p.counts.code.high])).toEqual([
      ['acme/app', undefined, 0],
      ['(findings that name no repository)', '', 1],
    ]);
  });

  it('nothing added: the same projects', () => {
    const report = [tally('a', [])];
    expect(withStatesFromList(report, new Map())).toEqual(report);
  });
});

describe('a policy walk that failed (attack5 F11)', () => {
  const failure = new Error('findings: HTTP 500');
  const unread = [{ state: 'provisionally_ignored', why: 'findings: HTTP 500', error: failure }];
  const found = policy({ malicious: { kept: [finding('lodash', '4.17.20')], count: 1, unread } });

  it('what the walks that answered found fails the run, the failed state said beside it', () => {
    expect(policyReasons(RULES, found)).toEqual([
      {
        kind: 'malicious',
        text: '1 finding from a malicious dependency (fail-on-malicious): lodash@4.17.20; not read: the provisionally ignored list (findings: HTTP 500), which may name more',
      },
    ]);
    expect(policyWalkError({ result: 'fail' }, found)).toBeUndefined();
    expect(unreadPolicyLines(found)).toEqual([
      'fail-on-malicious: the provisionally ignored list could not be read (findings: HTTP 500); the verdict stands on what was read',
    ]);
  });

  it('a pass cannot stand on it: the first failed walk is the run error; a list that is not there is unjudged instead', () => {
    expect(policyWalkError({ result: 'pass' }, found)).toBe(failure);
    const second = new Error('secrets: HTTP 502');
    const both = policy({
      blockingSecrets: { kept: [], count: 0, unread: [{ state: 'open', why: 'secrets: HTTP 502', error: second }] },
      malicious: { kept: [], count: 0, unread },
    });
    expect(policyWalkError({ result: 'pass' }, both)).toBe(second);
    const missing = policy({
      blockingCode: { kept: [], count: 0, unread: [{ state: 'fixing', why: 'the findings list answered HTTP 404' }] },
    });
    expect(policyWalkError({ result: 'pass' }, missing)).toBeUndefined();
    expect(policyWalkError({ result: 'pass' }, policy())).toBeUndefined();
    expect(policyWalkError({ result: 'pass' }, undefined)).toBeUndefined();
    expect(unreadPolicyLines(missing)).toEqual([
      'fail-on-blocking: the fixing list could not be read (the findings list answered HTTP 404); the verdict stands on what was read',
    ]);
    expect(unreadPolicyLines(undefined)).toEqual([]);
  });

  it('the first walk that failed is the error, past a list read whole and a state whose list is not there', () => {
    const second = new Error('findings: HTTP 502');
    const later = policy({
      blockingCode: { kept: [], count: 0 },
      malicious: {
        kept: [],
        count: 0,
        unread: [
          { state: 'open', why: 'the findings list answered HTTP 404' },
          { state: 'fixing', why: 'x', error: second },
        ],
      },
    });
    expect(policyWalkError({ result: 'pass' }, later)).toBe(second);
  });

  it('names every state not read beside a reason, and the rule of the Block-mode secrets whose walk failed', () => {
    const two = [
      { state: 'reviewing', why: 'secrets: HTTP 500', error: failure },
      { state: 'provisionally_ignored', why: 'secrets: HTTP 502', error: failure },
    ];
    const blocked = policy({ blockingSecrets: { kept: [secret], count: 1, unread: two } });
    expect(policyReasons(RULES, blocked)).toEqual([
      {
        kind: 'blocking',
        text: "1 secret blocked by the platform's policy: secret in Block mode; not read: the reviewing list (secrets: HTTP 500), the provisionally ignored list (secrets: HTTP 502), which may name more",
      },
    ]);
    expect(unreadPolicyLines(blocked)).toEqual([
      'fail-on-blocking: the reviewing list could not be read (secrets: HTTP 500); the verdict stands on what was read',
      'fail-on-blocking: the provisionally ignored list could not be read (secrets: HTTP 502); the verdict stands on what was read',
    ]);
  });
});

describe('what the policy walks showed while another request failed (attack6 G1, attack7 H3)', () => {
  const failed = Object.assign(new Error("findings: the run's deadline of 2 s was reached"), { operation: 'findings' });
  const shown = { malicious: { kept: [finding('lodash', '4.17.20')], count: 1 } };

  it('is a ShownFailure: the failure and the reasons, the counts the outputs give, the failed operation', () => {
    const error = withShownPolicy(RULES, failed, shown);
    expect(error).toBeInstanceOf(ShownFailure);
    const failure = error as ShownFailure;
    expect(failure.name).toBe('ShownFailure');
    expect(failure.operation).toBe('findings');
    expect(failure.failure).toBe("findings: the run's deadline of 2 s was reached");
    expect(failure.reasons).toEqual(policyReasons(RULES, shown));
    expect(failure.counts).toEqual({ blocking: 0, malicious: 1 });
    expect(failure.message).toBe(
      "findings: the run's deadline of 2 s was reached; what was read already fails the run: 1 finding from a malicious dependency (fail-on-malicious): lodash@4.17.20",
    );
  });

  it('names no operation where the error has none (or not as text)', () => {
    const plain = withShownPolicy(RULES, new Error('report: HTTP 500'), shown) as ShownFailure;
    expect(plain).toBeInstanceOf(ShownFailure);
    expect(plain.operation).toBeUndefined();
    const odd = withShownPolicy(RULES, Object.assign(new Error('x'), { operation: 7 }), shown) as ShownFailure;
    expect(odd.operation).toBeUndefined();
  });

  it('leaves the error as it is where nothing was shown, nothing was read, or what failed is not an Error', () => {
    expect(withShownPolicy(RULES, failed, { malicious: { kept: [], count: 0 } })).toBe(failed);
    expect(withShownPolicy({ ...RULES, failOnMalicious: false }, failed, shown)).toBe(failed);
    expect(withShownPolicy(RULES, 'a string', shown)).toBe('a string');
  });

  it('says every reason shown after the failure, one after another', () => {
    const both = { blockingCode: { kept: [], count: 2 }, malicious: { kept: [finding('lodash', '4.17.20')], count: 1 } };
    const error = withShownPolicy(RULES, new Error('report: HTTP 500'), both) as ShownFailure;
    expect(error.message).toBe(
      "report: HTTP 500; what was read already fails the run: 2 code findings blocked by the platform's policy: rule in Block mode; 1 finding from a malicious dependency (fail-on-malicious): lodash@4.17.20",
    );
  });

  it('counts blocking (code and secrets) with fail-on-blocking, malicious where its lists were read', () => {
    const both = { blockingCode: { kept: [], count: 2 }, blockingSecrets: { kept: [secret], count: 1 }, malicious: { kept: [], count: 0 } };
    expect(shownCounts(RULES, both)).toEqual({ blocking: 3, malicious: 0 });
    expect(shownCounts(RULES, { blockingSecrets: { kept: [secret], count: 1 } })).toEqual({ blocking: 1 });
    expect(shownCounts(RULES, { blockingCode: { kept: [], count: 2 } })).toEqual({ blocking: 2 });
    expect(shownCounts({ ...RULES, failOnBlocking: false }, both)).toEqual({ malicious: 0 });
    expect(shownCounts({ ...RULES, failOnBlocking: false }, {})).toEqual({});
  });
});
