// The run as a JUnit XML report, which Jenkins, GitLab, Azure Pipelines and Bitbucket all show: one
// test case per check the gate made (each severity at or above fail-on-severity, each budget, the
// confirmed-valid secrets, the licenses, the scans' freshness, each deadline, the exceptions, the
// backlog), a failure with the reason for each that failed. A run that could not judge is one case in
// error. Pure: the XML as a string, every value escaped, and its control characters and bidi overrides
// made spaces as in the log (a reason keeps its own line in a failure's text).
import { severitiesAtOrAbove } from '../gate/counts.ts';
import type { Reason } from '../gate/types.ts';
import { stripControl } from './escape.ts';
import type { SummaryInput } from './sections.ts';

/** One test case: a check and, when it failed, why. */
export interface JUnitCase {
  classname: string;
  name: string;
  failure?: string;
}

type Claim = (reason: Reason) => boolean;

/** A check the gate made, and which reasons are its failures. */
interface Check {
  classname: string;
  name: string;
  claims: Claim;
}

/** The checks of a verdict, in the order the gate makes them, each with the reasons it failed on. */
export function gateChecks({ config, verdict }: Pick<SummaryInput, 'config' | 'verdict'>): JUnitCase[] {
  const claimed = new Set<Reason>();
  const cases: JUnitCase[] = checksOf(config, verdict.gateOn === 'new' ? 'new findings' : 'findings').map(({ classname, name, claims }) => {
    const reasons = verdict.reasons.filter(claims);
    for (const reason of reasons) claimed.add(reason);
    return reasons.length === 0 ? { classname, name } : { classname, name, failure: reasons.map((r) => r.text).join('\n') };
  });
  // A reason no check above names (a deadline on a severity the gate could not read) still fails a case of its own.
  for (const reason of verdict.reasons.filter((r) => !claimed.has(r))) {
    cases.push({ classname: `findings-gate.${reason.kind}`, name: reason.text, failure: reason.text });
  }
  return cases;
}

/** The checks the config asks for; `judged` names what fail-on-severity and thresholds count. */
function checksOf(config: SummaryInput['config'], judged: string): Check[] {
  const checks: Check[] = [];
  for (const severity of severitiesAtOrAbove(config.failOnSeverity)) {
    checks.push({
      classname: 'findings-gate.severity',
      name: `no ${severity} ${judged} (fail-on-severity ${config.failOnSeverity})`,
      claims: (r) => r.kind === 'severity' && r.key === severity,
    });
  }
  for (const budget of config.budgets) {
    checks.push({
      classname: 'findings-gate.budget',
      name: `${budget.key} ${judged} at most ${budget.max} (thresholds)`,
      claims: (r) => r.kind === 'budget' && r.key === budget.key,
    });
  }
  if (config.failOnValidSecrets) {
    checks.push({ classname: 'findings-gate.secrets', name: 'no open confirmed-valid secret', claims: (r) => r.kind === 'secrets' });
  }
  if (config.failOnBlockedLicenses) {
    checks.push({
      classname: 'findings-gate.licenses',
      name: 'no dependency with a blocked license',
      claims: (r) => r.kind === 'licenses',
    });
  }
  if (config.scanMaxAge !== undefined) {
    // A run with a scan too old never reaches a verdict: it is an error (errorCases).
    checks.push({
      classname: 'findings-gate.freshness',
      name: `scans younger than ${config.scanMaxAge.asWritten} (scan-max-age)`,
      claims: () => false,
    });
  }
  for (const [severity, limit] of Object.entries(config.maxOpenAge ?? {})) {
    checks.push({
      classname: 'findings-gate.deadline',
      name: `no ${severity} finding open longer than ${limit.asWritten} (max-open-age)`,
      claims: (r) => r.kind === 'overdue' && r.key === severity,
    });
  }
  if (config.failOnUnusedExceptions) {
    checks.push({
      classname: 'findings-gate.exceptions',
      name: 'every exceptions entry matched (fail-on-unused-exceptions)',
      claims: (r) => r.kind === 'exceptions',
    });
  }
  if (config.maxBacklogGrowth !== undefined) {
    checks.push({
      classname: 'findings-gate.posture',
      name: `backlog grew at most ${config.maxBacklogGrowth.asWritten} (max-backlog-growth)`,
      claims: (r) => r.kind === 'posture',
    });
  }
  return checks;
}

/** Characters XML 1.0 cannot hold, even escaped: most C0 controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/gu;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe as XML character data or an attribute value (CR, LF and tab kept as references in attributes). */
export function xmlText(s: string, attribute = false): string {
  const text = s.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
  return attribute ? text.replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : text;
}

/** One line of text as an XML value: control characters and bidi overrides as spaces (CR, LF and tab too), then escaped. */
const lineText = (s: string): string => xmlText(stripControl(s));

/** The JUnit XML document of `cases`: one suite, counts that agree with the cases. */
export function renderJUnit(cases: readonly JUnitCase[], options: { timestamp: string; seconds: number; error?: string }): string {
  const failures = cases.filter((c) => c.failure !== undefined).length;
  const errors = options.error === undefined ? 0 : 1;
  const tests = cases.length + errors;
  const time = options.seconds.toFixed(3);
  const counts = `tests="${tests}" failures="${failures}" errors="${errors}"`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="findings-gate" ${counts} time="${time}">`,
    `  <testsuite name="findings-gate" ${counts} skipped="0" time="${time}" timestamp="${lineText(options.timestamp)}">`,
  ];
  for (const { classname, name, failure } of cases) {
    const open = `    <testcase classname="${lineText(classname)}" name="${lineText(name)}" time="0"`;
    if (failure === undefined) lines.push(`${open}/>`);
    else {
      const first = failure.split('\n')[0] ?? failure;
      lines.push(
        `${open}>`,
        // Each reason keeps its own line.
        `      <failure message="${lineText(first)}" type="findings-gate">${failure
          .split('\n')
          .map((line) => lineText(line))
          .join('\n')}</failure>`,
        '    </testcase>',
      );
    }
  }
  if (options.error !== undefined) {
    lines.push(
      '    <testcase classname="findings-gate.run" name="the gate could judge" time="0">',
      `      <error message="${lineText(options.error)}" type="findings-gate">${lineText(options.error)}</error>`,
      '    </testcase>',
    );
  }
  lines.push('  </testsuite>', '</testsuites>', '');
  return lines.join('\n');
}
