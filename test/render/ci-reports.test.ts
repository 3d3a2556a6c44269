// The reports the command line writes for other CIs, from plain values: GitLab's code quality report
// (its schema, the severity words, fingerprints unique and stable when a finding moves), the JUnit file
// (parsed with a real XML parser, valid against the common JUnit schema, its counts agreeing with its
// cases) and Azure's logging commands (escaped as the agent unescapes them, hostile text included).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { evaluate } from '../../src/gate/evaluate.ts';
import { createMask } from '../../src/host/mask.ts';
import { azureCommand } from '../../src/render/azure.ts';
import { type CodeQualityIssue, codeQualityReport, codeQualitySeverity } from '../../src/render/code-quality.ts';
import { logLine } from '../../src/render/escape.ts';
import { gateChecks, renderJUnit } from '../../src/render/junit.ts';
import { gateDataOf, listedOf, listingOf, tallyOf } from '../support/builders.ts';
import { configOf, validSecretOf } from '../support/fixtures.ts';

const schemas = join(import.meta.dirname, '../schemas');
const codeQualitySchema = JSON.parse(readFileSync(join(schemas, 'gitlab-code-quality.schema.json'), 'utf8')) as object;
const junitSchema = readFileSync(join(schemas, 'junit.xsd'), 'utf8');

const SECRET = validSecretOf({ repository: { name: 'acme/api' }, findingPath: 'deploy/.env:3' });

function report(findings: ReturnType<typeof listedOf>[], secrets = [SECRET]) {
  const listing = listingOf(findings);
  const data = gateDataOf({ projects: [tallyOf('acme/api', { 'code.high': findings.length })], findings: listing, validSecrets: secrets });
  const verdict = evaluate(configOf(), data);
  const listed = listing.state === 'listed' ? listing.findings : [];
  return codeQualityReport({ findings: listed, secrets, reading: verdict.reading, repository: 'acme/api' });
}

describe('the GitLab code quality report', () => {
  const findings = [
    listedOf({ id: '1', rule: 'js.xss', severity: 'critical', filePath: 'src/a.ts', line: 10, matchBasedId: 'mb-a' }),
    listedOf({ id: '2', rule: 'js.xss', severity: 'low', filePath: 'src/b.ts', line: 3, matchBasedId: 'mb-b' }),
    listedOf({
      id: '3',
      issueType: 'sca',
      rule: 'ssc-1',
      severity: 'medium',
      filePath: 'package-lock.json',
      line: 99,
      vulnerability: 'CVE-2024-1',
      matchBasedId: 'mb-c',
    }),
    listedOf({ id: '4', rule: 'js.other', severity: 'high', filePath: 'src/c.ts', line: 1, repository: { name: 'acme/web' } }),
  ];

  it("matches GitLab's format: one entry per listed finding and per confirmed-valid secret of the repository", () => {
    const { issues, leftOut } = report(findings);
    const ajv = new Ajv({ strict: false, allErrors: true });
    const valid = ajv.validate(codeQualitySchema, JSON.parse(JSON.stringify(issues)));
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(issues.map((issue) => [issue.check_name, issue.severity, issue.location.path, issue.location.lines.begin])).toEqual([
      ['js.xss', 'blocker', 'src/a.ts', 10],
      ['js.xss', 'minor', 'src/b.ts', 3],
      ['ssc-1', 'major', 'package-lock.json', 99],
      [expect.stringMatching(/^secrets\./), expect.any(String), 'deploy/.env', 3],
    ]);
    expect(issues[2]?.description).toContain('CVE-2024-1');
    expect(leftOut).toEqual({ excepted: 0, elsewhere: 1, withoutFile: 0 });
  });

  it('maps low, medium, high and critical to minor, major, critical and blocker; an unreadable severity is a blocker', () => {
    expect(['low', 'medium', 'high', 'critical', 'SEVERITY_HIGH', 'urgent'].map(codeQualitySeverity)).toEqual([
      'minor',
      'major',
      'critical',
      'blocker',
      'critical',
      'blocker',
    ]);
  });

  it('keeps each fingerprint when a finding moves to another line, and keeps them unique', () => {
    const before = report(findings).issues;
    const moved = report(findings.map((finding) => ({ ...finding, line: (finding.line ?? 0) + 40 }))).issues;
    expect(moved.map((issue) => issue.fingerprint)).toEqual(before.map((issue) => issue.fingerprint));
    expect(moved.map((issue) => issue.location.lines.begin)).not.toEqual(before.map((issue) => issue.location.lines.begin));
    const twice = report([findings[0], { ...findings[0], id: '9' }] as typeof findings).issues.map(
      (issue: CodeQualityIssue) => issue.fingerprint,
    );
    expect(new Set(twice).size).toBe(twice.length);
  });
});

/** Runs the XSD validation of xmllint (libxml2 in WebAssembly). */
async function xsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'junit.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: junitSchema }],
  });
  return result.errors.map((error) => error.rawMessage);
}

describe('the JUnit report', () => {
  const config = configOf({
    failOnSeverity: 'high',
    budgets: [{ key: 'code.medium', max: 1 }],
    failOnValidSecrets: true,
    maxOpenAge: { critical: { ms: 86_400_000, asWritten: '1d' } },
    scanMaxAge: { ms: 3_600_000, asWritten: '1h' },
  });
  const data = gateDataOf({
    projects: [tallyOf('acme/<api> & "web"', { 'code.high': 2, 'code.medium': 3 })],
    validSecrets: [validSecretOf()],
  });

  it('holds one case per check, a failure with its reason for each that failed; valid, and its counts agree', async () => {
    const verdict = evaluate(config, data);
    const xml = renderJUnit(gateChecks({ verdict }), { timestamp: '2026-11-25T05:00:00', seconds: 1.5 });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(await xsdErrors(xml)).toEqual([]);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'testcase' }).parse(xml);
    const suite = parsed.testsuites.testsuite;
    const cases = suite.testcase as { name: string; failure?: { message: string } }[];
    expect(cases.map((c) => [c.name, c.failure?.message ?? 'pass'])).toEqual([
      ['no open confirmed-valid secret', '1 confirmed-valid secret'],
      ['no critical findings (fail-on-severity high)', 'pass'],
      ['no high findings (fail-on-severity high)', 'high: 2 > 0 (fail-on-severity high)'],
      ['code.medium findings at most 1 (thresholds)', 'code.medium: 3 > 1'],
      ['scans younger than 1h (scan-max-age)', 'pass'],
      ['no critical finding open longer than 1d (max-open-age)', 'pass'],
    ]);
    expect(Number(suite.tests)).toBe(cases.length);
    expect(Number(suite.failures)).toBe(cases.filter((c) => c.failure !== undefined).length);
    expect(Number(parsed.testsuites.failures)).toBe(Number(suite.failures));
  });

  it('is one case in error when the gate could not judge, hostile text escaped', async () => {
    const message = 'report failed: <script>&"\u0001\ud800]]>';
    const xml = renderJUnit([], { timestamp: '2026-11-25T05:00:00', seconds: 0, error: message });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(await xsdErrors(xml)).toEqual([]);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    expect(parsed.testsuites.testsuite.errors).toBe('1');
    expect(parsed.testsuites.testsuite.tests).toBe('1');
    // The parser undoes the escapes: the text reads back as written, a control character as a space (as
    // in the log), the characters XML cannot hold replaced.
    expect(parsed.testsuites.testsuite.testcase.error.message).toBe('report failed: <script>&" \ufffd]]>');
  });

  // The mask cuts a query up to whitespace: a URL cut only there would take the attribute's closing quote and the element's end with it.
  it('cuts a URL in its text before escaping it, so that the mask finds nothing to cut and the XML stays whole', async () => {
    const message = 'report failed: https://u:p\'W@h/a?t={Q}"x\nhttps://h/b#L3 and https://h/c#top?x';
    const xml = renderJUnit([], { timestamp: '2026-11-25T05:00:00', seconds: 0, error: message });
    const mask = createMask();
    expect(mask.text(xml)).toBe(xml);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(await xsdErrors(xml)).toEqual([]);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    expect(parsed.testsuites.testsuite.testcase.error.message).toBe('report failed: https://h/a https://h/b#L3 and https://h/c');
  });
});

describe('the JUnit report under the mask (attack34 J1)', () => {
  // The mask reads the whole file's URLs once more. An escape can make a cut the text did not have: `#readme"` is a
  // heading anchor it keeps, `#readme&quot;` a fragment it cut to the next space, with the attribute's closing quote;
  // and a URL at a reason's end read on over the line break into the next reason's `a?b`, past `</failure>`.
  const cases = [
    'ask at https://h.example/help#access"',
    "see https://h/x#readme'",
    'x https://h:1">',
    "//#a'",
    'see https://h/x\na?b',
    'see //h/x#L1\nx=1',
  ];

  it('leaves every value whole: the file is the same XML after the mask, and reads back as the text', async () => {
    const mask = createMask();
    for (const text of cases) {
      const xml = renderJUnit([{ classname: 'findings-gate.x', name: text, failure: text }], {
        timestamp: '2026-11-25T05:00:00',
        seconds: 0,
        error: text,
      });
      expect(mask.text(xml), text).toBe(xml);
      expect(XMLValidator.validate(xml), text).toBe(true);
    }
    const xml = renderJUnit([], { timestamp: '2026-11-25T05:00:00', seconds: 0, error: cases[0] });
    expect(await xsdErrors(xml)).toEqual([]);
    // A reader decodes the character references (fast-xml-parser does with htmlEntities).
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true }).parse(xml);
    expect(parsed.testsuites.testsuite.testcase.error.message).toBe('ask at https://h.example/help#access"');
  });

  it('holds for any text of URL syntax, escapes and line breaks', () => {
    const mask = createMask();
    const units = [
      ...' \\/@ab:?#=("\'`|[]_*<>&w.htps-,;{+~$L1!%)0',
      '\n',
      '\t',
      '＼',
      '／',
      '：',
      '＠',
      '\u200b',
      'https://',
      'readme',
      '#L1',
      ':1',
      '//',
    ];
    const text = fc.array(fc.constantFrom(...units), { maxLength: 16 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, text, (name, failure, error) => {
        const xml = renderJUnit([{ classname: 'findings-gate.x', name, failure }], { timestamp: 'x', seconds: 0, error });
        expect(mask.text(xml)).toBe(xml);
        expect(XMLValidator.validate(xml)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});

/** Parses one Azure logging command as the agent does: the command, its properties unescaped, its message unescaped. */
function parseAzure(line: string): { command: string; properties: Record<string, string>; message: string } | undefined {
  const start = line.indexOf('##vso[');
  if (start < 0) return undefined;
  const end = line.indexOf(']', start);
  const head = line.slice(start + 6, end);
  const space = head.indexOf(' ');
  const command = space < 0 ? head : head.slice(0, space);
  const unescaped = (s: string, property: boolean): string => {
    let out = s.replaceAll('%0D', '\r').replaceAll('%0A', '\n');
    if (property) out = out.replaceAll('%3B', ';').replaceAll('%5D', ']');
    return out.replaceAll('%AZP25', '%');
  };
  const properties: Record<string, string> = {};
  for (const pair of (space < 0 ? '' : head.slice(space + 1)).split(';').filter((p) => p !== '')) {
    const at = pair.indexOf('=');
    properties[pair.slice(0, at)] = unescaped(pair.slice(at + 1), true);
  }
  return { command, properties, message: unescaped(line.slice(end + 1), false) };
}

describe('Azure logging commands', () => {
  it('escape %, ;, ], CR and LF so that the agent reads back every value', () => {
    const hostile = 'src/a;type=error]##vso[task.complete result=Succeeded]\r\n100%AZP25';
    const line = azureCommand('task.logissue', { type: 'error', sourcepath: hostile, linenumber: 3 }, 'message; with ] and %0A\nnewline');
    expect(line.split(/\r|\n/)).toHaveLength(1);
    // The agent reads the first ##vso[ of a line: ours; the rest is values it unescapes.
    expect(line.startsWith('##vso[task.logissue ')).toBe(true);
    expect(parseAzure(line)).toEqual({
      command: 'task.logissue',
      properties: { type: 'error', sourcepath: hostile, linenumber: '3' },
      message: 'message; with ] and %0A\nnewline',
    });
  });

  it('never lets server text start another CI command in a log line', () => {
    for (const text of [
      '##vso[task.setvariable variable=FINDINGS_GATE_RESULT]pass',
      'x ##VSO[task.complete]',
      '##[group]x',
      '::error::x',
    ]) {
      const line = logLine(text);
      expect(line).not.toMatch(/##vso\[/i);
      expect(line).not.toContain('##[');
      expect(line).not.toMatch(/^::/);
    }
    expect(logLine('\u001b[0Ksection_start:1:x\r\u001b[0Kname')).not.toMatch(/[\u001b\r]/);
  });
});
