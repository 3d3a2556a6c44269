// The pure parts of the reports for other CIs, case by case with plain values: which findings and
// secrets the code quality report keeps and why it leaves others out, JUnit's case of each check, Azure's command shape.
import { describe, expect, it } from 'vitest';
import { cellKey } from '../../src/gate/findings.ts';
import type { Check, JudgedFinding, KeptFinding, Reading, Verdict } from '../../src/gate/types.ts';
import { azureCommand } from '../../src/render/azure.ts';
import { codeQualityReport } from '../../src/render/code-quality.ts';
import { gateChecks } from '../../src/render/junit.ts';
import { listedOf } from '../support/builders.ts';
import { validSecretOf } from '../support/fixtures.ts';

const judged = (over: Partial<JudgedFinding> = {}): JudgedFinding => ({
  project: 'acme/api',
  product: 'code',
  severity: 'high',
  severityRead: true,
  fresh: false,
  deadline: 'none',
  ...over,
});
const kept = (over: Partial<KeptFinding> = {}, judging: Partial<JudgedFinding> = {}): KeptFinding => ({
  ...listedOf({ filePath: 'src/a.ts', line: 4, matchBasedId: 'mb-1' }),
  ...over,
  judged: judged(judging),
});
const reading = (excepted: string[] = []): Pick<Reading, 'exceptedCells'> =>
  ({ exceptedCells: new Map(excepted.map((key) => [key, { listed: 1, fresh: 0, past: 0, unknownAge: 0 }])) }) as Pick<
    Reading,
    'exceptedCells'
  >;

describe('codeQualityReport', () => {
  const run = (input: Partial<Parameters<typeof codeQualityReport>[0]>) =>
    codeQualityReport({ findings: [], secrets: [], reading: reading() as Reading, ...input });

  it('leaves out what an exception accepted (where it applied), what is of another repository, and what has no file', () => {
    const { issues, leftOut } = run({
      repository: 'acme/api',
      findings: [
        kept({ id: '1' }, { exception: 1 }),
        kept({ id: '2', matchBasedId: 'mb-2' }, { exception: 2, severity: 'low' }),
        kept({ id: '3', repository: { name: 'acme/web' } }),
        kept({ id: '4', filePath: '../outside.ts' }),
        kept({ id: '5', filePath: undefined }),
      ],
      secrets: [
        { ...validSecretOf({ repository: { name: 'acme/api' }, findingPath: 'a.env:1' }), exception: 3 },
        validSecretOf({ repository: { name: 'acme/web' }, findingPath: 'b.env:1' }),
        validSecretOf({ repository: { name: 'acme/api' }, findingPath: '/etc/passwd:1' }),
        validSecretOf({ repository: { name: 'acme/api' }, findingPath: 'c.env' }),
      ],
      reading: reading([cellKey('acme/api', 'code', 'high')]) as Reading,
    });
    // Finding 2's exception matched, but its cell's list and report disagree: it is not applied, so the finding stays.
    expect(issues.map((issue) => [issue.check_name, issue.location.path, issue.location.lines.begin])).toEqual([
      ['a.b.rule-x', 'src/a.ts', 4],
      [expect.stringMatching(/^secrets\./), 'c.env', 1],
    ]);
    expect(leftOut).toEqual({ excepted: 2, elsewhere: 2, withoutFile: 3 });
  });

  it('keeps every repository when the CI names none', () => {
    const { issues, leftOut } = run({
      findings: [kept({ repository: { name: 'acme/web' } })],
      secrets: [validSecretOf({ repository: { name: 'acme/web' }, findingPath: 'b.env:2' })],
    });
    expect(issues).toHaveLength(2);
    expect(leftOut).toEqual({ excepted: 0, elsewhere: 0, withoutFile: 0 });
  });

  it('describes code and supply-chain findings apart, and names what it cannot read', () => {
    const { issues } = run({
      findings: [
        kept({ id: '1', issueType: 'sca', vulnerability: 'CVE-2024-9', rule: 'ssc-1' }),
        kept({ id: '2', issueType: 'sca', rule: 'ssc-2', matchBasedId: 'mb-2' }),
        kept({ id: '3', rule: '\u0000 ', matchBasedId: 'mb-3' }),
      ],
      secrets: [validSecretOf({ type: ' ', findingPath: 'x.env:9' })],
    });
    expect(issues.map((issue) => issue.description)).toEqual([
      'Semgrep supply-chain finding: CVE-2024-9, rule ssc-1',
      'Semgrep supply-chain finding: rule ssc-2',
      'Semgrep code finding: rule unknown rule',
      'Confirmed-valid unknown type secret: a live credential. Rotate it at its provider, then remove it from the code and the git history.',
    ]);
    expect(issues.map((issue) => issue.check_name)).toEqual(['ssc-1', 'ssc-2', 'unknown rule', 'secrets.unknown type']);
  });

  it('fingerprints by product, rule, path and the finding (its match_based_id, else its id): 32 hex digits, unique', () => {
    const same = kept({ id: '7', matchBasedId: 'mb-7' });
    const { issues } = run({
      findings: [
        same,
        { ...same, id: '8' },
        { ...same, id: '9' },
        kept({ id: '10', matchBasedId: undefined }),
        kept({ id: '11', matchBasedId: undefined }),
      ],
    });
    const prints = issues.map((issue) => issue.fingerprint);
    for (const print of prints) expect(print).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(prints).size).toBe(5);
    // Another rule, path or product is another finding; the line is not part of it.
    const base = run({ findings: [kept()] }).issues[0]?.fingerprint;
    expect(run({ findings: [kept({ rule: 'other' })] }).issues[0]?.fingerprint).not.toBe(base);
    expect(run({ findings: [kept({ filePath: 'src/b.ts' })] }).issues[0]?.fingerprint).not.toBe(base);
    expect(run({ findings: [kept({ issueType: 'sca' })] }).issues[0]?.fingerprint).not.toBe(base);
    expect(run({ findings: [kept({ line: 99 })] }).issues[0]?.fingerprint).toBe(base);
    const secret = validSecretOf({ findingPath: 'a.env:1' });
    expect(run({ secrets: [{ ...secret, findingPath: 'a.env:50' }] }).issues[0]?.fingerprint).toBe(
      run({ secrets: [secret] }).issues[0]?.fingerprint,
    );
  });
});

describe('gateChecks', () => {
  it('shows each check the verdict made, in its order, as a case of its rule: a failure with its reasons one per line', () => {
    const checks: Check[] = [
      { id: 'severity.high', rule: 'severity', label: 'no high findings (fail-on-severity high)', reasons: [] },
      {
        id: 'secrets',
        rule: 'secrets',
        label: 'no open confirmed-valid secret',
        reasons: [
          { kind: 'secrets', text: 'a' },
          { kind: 'secrets', text: 'b' },
        ],
      },
    ];
    expect(gateChecks({ verdict: { checks } as Verdict })).toEqual([
      { classname: 'findings-gate.severity', name: 'no high findings (fail-on-severity high)' },
      { classname: 'findings-gate.secrets', name: 'no open confirmed-valid secret', failure: 'a\nb' },
    ]);
  });
});

describe('azureCommand', () => {
  it('writes a command without properties or message, and leaves out the properties not given', () => {
    expect(azureCommand('task.uploadsummary', {}, '/tmp/s.md')).toBe('##vso[task.uploadsummary]/tmp/s.md');
    expect(azureCommand('task.logissue', { type: 'warning', sourcepath: undefined, linenumber: 3 })).toBe(
      '##vso[task.logissue type=warning;linenumber=3]',
    );
  });
});

describe('renderJUnit', () => {
  it('writes the document whole: counts from the cases, the first line of a failure as its message, attributes escaped', async () => {
    const { renderJUnit, xmlText } = await import('../../src/render/junit.ts');
    expect(
      renderJUnit(
        [
          { classname: 'findings-gate.severity', name: "no 'high' findings" },
          { classname: 'findings-gate.secrets', name: 'no open confirmed-valid secret', failure: '2 secrets\nthe second <line>' },
        ],
        { timestamp: '2026-11-25T05:00:00', seconds: 0.25 },
      ),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="findings-gate" tests="2" failures="1" errors="0" time="0.250">',
        '  <testsuite name="findings-gate" tests="2" failures="1" errors="0" skipped="0" time="0.250" timestamp="2026-11-25T05:00:00">',
        '    <testcase classname="findings-gate.severity" name="no &apos;high&apos; findings" time="0"/>',
        '    <testcase classname="findings-gate.secrets" name="no open confirmed-valid secret" time="0">',
        '      <failure message="2 secrets" type="findings-gate">2 secrets\nthe second &lt;line&gt;</failure>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
    expect(xmlText('a\r\n\tb')).toBe('a\r\n\tb');
    expect(xmlText('a\r\n\tb', true)).toBe('a&#13;&#10;&#9;b');
    const counted = renderJUnit(
      [
        { classname: 'a', name: 'a' },
        { classname: 'b', name: 'b', failure: 'b' },
        { classname: 'c', name: 'c' },
      ],
      { timestamp: 't', seconds: 0 },
    );
    expect(counted).toContain('<testsuites name="findings-gate" tests="3" failures="1" errors="0" time="0.000">');
    const error = renderJUnit([], { timestamp: 't', seconds: 0, error: 'x\ny' });
    expect(error).toContain('<error message="x y" type="findings-gate">x y</error>');
    expect(error).toContain('tests="1" failures="0" errors="1"');
  });

  it('shows control characters and bidi overrides as spaces, as the log does, and keeps each reason on its line', async () => {
    const { renderJUnit } = await import('../../src/render/junit.ts');
    const xml = renderJUnit([{ classname: 'c\u202e', name: 'rule\u2066x\r\ny', failure: 'one\u202eeno\u0007\ntwo\u2028three\ttab' }], {
      timestamp: 't',
      seconds: 0,
      error: 'e\u202arr\u001b[31m',
    });
    expect(xml).toContain('<testcase classname="c " name="rule x  y" time="0">');
    expect(xml).toContain('<failure message="one eno " type="findings-gate">one eno \ntwo three tab</failure>');
    expect(xml).toContain('<error message="e rr [31m" type="findings-gate">e rr [31m</error>');
    expect(xml).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  });

  it('keeps the parts of a fingerprint apart (a rule and a path cannot trade characters)', () => {
    const one = codeQualityReport({ findings: [kept({ rule: 'ab', filePath: 'c.ts' })], secrets: [], reading: reading() as Reading })
      .issues[0];
    const two = codeQualityReport({ findings: [kept({ rule: 'a', filePath: 'bc.ts' })], secrets: [], reading: reading() as Reading })
      .issues[0];
    expect(one?.fingerprint).not.toBe(two?.fingerprint);
  });
});
