// What the platform's policy made of a run, shown: the findings it blocks, named first with the reason
// (a rule in Block mode, a secret in Block mode), the findings from malicious dependencies, and the
// "What was judged" item (the triage states counted, the supply-chain filters, and that supply-chain
// blocking is judged by the budgets). Shows what the gate read and decided; decides nothing. Pure.
import type { ListedFinding, SecretFinding } from '../api/types.ts';
import { findingPlace, shortRule } from '../gate/overdue.ts';
import { countedStatesLine } from '../gate/platform-policy.ts';
import type { PolicyWhy } from '../gate/policy-items.ts';
import { scaFilterWords } from '../gate/sca-filters.ts';
import type { GateData, GateRules } from '../gate/types.ts';
import { count, plural } from '../numbers.ts';
import { markdownCell, markdownLink, markdownText } from './escape.ts';

/** Rows of the blocking section. */
export const MAX_BLOCKING_ROWS = 20;

/** The reason a code finding blocks. */
export const RULE_IN_BLOCK = "blocked by the platform's policy: rule in Block mode";
/** The reason a secret blocks. */
export const SECRET_IN_BLOCK = "blocked by the platform's policy: secret in Block mode";
/** The reason a malicious dependency fails the gate. */
export const MALICIOUS = 'from a malicious dependency (fail-on-malicious)';
/** Why an item of the policy shown apart from the counted findings fails the run (gate/policy-items.ts), as the sinks that name findings say it. */
export const APART_WHY: Record<PolicyWhy, string> = {
  'rule-in-block': 'blocked by policy: rule in Block mode (fail-on-blocking)',
  'secret-in-block': 'blocked by policy: secret in Block mode (fail-on-blocking)',
  malicious: 'blocked by policy: from a malicious dependency (fail-on-malicious)',
};
/** What such an entry says beside its reason: it is shown, not counted again (one set of numbers). */
export const APART_NOTE = 'it fails the gate, shown apart from the counted findings (not counted again)';

/** A policy finding as a reader names it, raw (each sink makes it safe): the package and version, or the rule's short name. */
export function apartName(finding: ListedFinding): string {
  if (finding.issueType !== 'sca') return shortRule(finding.rule);
  const dependency = finding.dependency;
  const pkg = `${dependency?.package ?? 'unknown package'}@${dependency?.version ?? 'unknown version'}`;
  return finding.vulnerability === undefined ? pkg : `${finding.vulnerability} in ${pkg}`;
}

/** The one line on supply-chain blocking. */
export const SCA_BY_BUDGETS =
  'Supply-chain blocking is judged by the budgets: the API documents no way to list the blocking supply-chain findings.';

/** A row of the section: the reason, then what and where. */
interface Row {
  reason: string;
  severity: string;
  what: string;
  where: string;
}

function findingRow(finding: ListedFinding, reason: string): Row {
  const dependency = finding.dependency;
  const what =
    finding.issueType === 'sca'
      ? `${markdownCell(`${dependency?.package ?? 'unknown package'}@${dependency?.version ?? 'unknown version'}`, 120)} <code>${markdownText(finding.rule, 200)}</code>`
      : `${markdownCell(shortRule(finding.rule), 80)} <code>${markdownText(finding.rule, 200)}</code>`;
  const place = markdownLink(findingPlace(finding), finding.url, 160);
  const project = finding.repository?.name;
  return { reason, severity: finding.severity || 'unknown', what, where: project ? `${markdownCell(project, 100)} · ${place}` : place };
}

function secretRow(secret: SecretFinding): Row {
  const valid = secret.validationState.replace('VALIDATION_STATE_', '').toLowerCase().replaceAll('_', ' ');
  const place = markdownLink(secret.findingPath ?? 'unknown path', secret.findingPathUrl, 160);
  const project = secret.repository?.name;
  return {
    reason: SECRET_IN_BLOCK,
    severity: secret.severity.replace('SEVERITY_', '').toLowerCase(),
    what: `${markdownCell(secret.type, 80)} secret (${markdownCell(valid, 40)})`,
    where: project ? `${markdownCell(project, 100)} · ${place}` : place,
  };
}

/**
 * The section that names what the platform's policy blocks and the malicious dependencies, first, each
 * with its reason; none when nothing was found (or the rules are off).
 */
export function blockingSection(
  rules: Pick<GateRules, 'platform'>,
  data: Pick<GateData, 'policy'>,
  { heading = '###', maxRows = MAX_BLOCKING_ROWS }: { heading?: string; maxRows?: number } = {},
): string[] {
  const platform = rules.platform;
  const policy = data.policy;
  if (platform === undefined || policy === undefined) return [];
  const rows: Row[] = [];
  let total = 0;
  if (platform.failOnBlocking) {
    rows.push(...(policy.blockingCode?.kept ?? []).map((finding) => findingRow(finding, RULE_IN_BLOCK)));
    rows.push(...(policy.blockingSecrets?.kept ?? []).map(secretRow));
    total += (policy.blockingCode?.count ?? 0) + (policy.blockingSecrets?.count ?? 0);
  }
  if (platform.failOnMalicious) {
    rows.push(...(policy.malicious?.kept ?? []).map((finding) => findingRow(finding, MALICIOUS)));
    total += policy.malicious?.count ?? 0;
  }
  if (total === 0) return [];
  const lines = [`${heading} Blocked by policy (${count(total)})`, '', '| reason | severity | what | where |', '| --- | --- | --- | --- |'];
  for (const row of rows.slice(0, maxRows))
    lines.push(`| ${row.reason} | ${markdownCell(row.severity, 20)} | ${row.what} | ${row.where} |`);
  lines.push('');
  if (total > Math.min(rows.length, maxRows)) lines.push(`…and ${plural(total - Math.min(rows.length, maxRows), 'more', 'more')}.`, '');
  return lines;
}

/** The footer's "What was judged" item: the triage states counted, the supply-chain filters, the platform's policy followed. */
export function judgedItem(rules: Pick<GateRules, 'platform' | 'findingTypes'>, data: Pick<GateData, 'policy' | 'findings'>): string[] {
  const platform = rules.platform;
  if (platform === undefined) return [];
  const parts = [countedStatesLine(platform, data.policy)];
  const filters = rules.findingTypes.includes('sca') ? scaFilterWords(platform.sca) : [];
  if (filters.length > 0) parts.push(`supply chain: ${filters.join('; ')}`);
  if (platform.failOnBlocking) parts.push('fail-on-blocking: rules and secrets in Block mode');
  if (platform.failOnMalicious && rules.findingTypes.includes('sca')) {
    parts.push(data.findings?.state === 'off' ? 'fail-on-malicious: not judged (list-findings is false)' : 'fail-on-malicious');
  }
  const lines = [`- **What was judged:** ${markdownText(parts.join('; '), 1000)}`];
  if (platform.failOnBlocking) lines.push(`- ${SCA_BY_BUDGETS}`);
  return lines;
}
