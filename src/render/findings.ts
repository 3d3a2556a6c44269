// The Findings section: the code and supply-chain findings the report counts, named (rule, file and
// line, age), most severe and newest first, bounded like the rest; ⏰ past its remediation deadline.
// Pure: strings only, every value escaped where it enters Markdown.
import type { ListedFinding } from '../api/types.ts';
import { ageWords } from '../gate/freshness.ts';
import { findingPlace, packageWords, shortRule } from '../gate/overdue.ts';
import type { GateData, GateRules, KeptFinding, Totals } from '../gate/types.ts';
import { count, plural } from '../numbers.ts';
import { markdownCell, markdownLink, markdownText } from './escape.ts';

/** Rows of the Findings table in the summary; the PR comment shows fewer. */
export const MAX_FINDING_ROWS = 20;
const PRODUCT: Record<ListedFinding['issueType'], string> = { sast: 'code', sca: 'SCA', ai_sast: 'AI' };

/** The link of a finding's line, only when it points at the host of the finding's own repository. */
function lineLink(finding: ListedFinding): string | undefined {
  if (finding.url === undefined || finding.repository?.url === undefined) return undefined;
  try {
    return new URL(finding.url).host === new URL(finding.repository.url).host ? finding.url : undefined;
  } catch {
    return undefined;
  }
}

/** The flag of a finding's deadline: past it, or of an age the gate cannot know. */
export function deadlineFlag(finding: KeptFinding): string {
  if (finding.judged.deadline === 'past') return '⏰ past its deadline';
  return finding.judged.deadline === 'unknown' ? '⏰ age unknown' : '';
}

/** Whether a finding is new since the baseline, where the run can say (`fresh`: the baseline holds ids and the list was read). */
export function isFresh(finding: KeptFinding, fresh: boolean): boolean {
  return fresh && finding.judged.fresh;
}

/** Which listed findings an exception took out of the counts, and how many. */
export interface ExceptedFindings {
  count: number;
  has(finding: KeptFinding): boolean;
}

/** A link to an advisory's page, for the ids whose database is known: a CVE at NVD, a GHSA at GitHub; none else. */
export function advisoryUrl(id: string): string | undefined {
  if (/^CVE-\d{4}-\d{4,}$/i.test(id)) return `https://nvd.nist.gov/vuln/detail/${id.toUpperCase()}`;
  if (/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/i.test(id)) return `https://github.com/advisories/${id}`;
  return undefined;
}

/**
 * The rule cell: a supply-chain finding as its advisory (linked) in its package and version, direct or
 * transitive, reachable or not; anything else as its rule's short name. The full rule id follows in code.
 */
function ruleCell(finding: KeptFinding): string {
  const full = `<code>${markdownText(finding.rule, 200)}</code>`;
  if (finding.issueType === 'sca' && finding.vulnerability !== undefined) {
    const pkg = packageWords(finding);
    const advisory = markdownLink(finding.vulnerability, advisoryUrl(finding.vulnerability), 60);
    const words = pkg === '' ? '' : pkg.startsWith('(') ? ` ${markdownCell(pkg, 120)}` : ` in ${markdownCell(pkg, 120)}`;
    return `${advisory}${words} ${full}`;
  }
  const short = shortRule(finding.rule);
  return short === finding.rule ? markdownCell(short, 120) : `${markdownCell(short, 80)} ${full}`;
}

/** One table row: severity, product, rule (short, then its full id), where, open for, flag. */
function findingRow(finding: KeptFinding, fresh: boolean, excepted: ExceptedFindings | undefined): string {
  const age = finding.judged.ageMs === undefined ? '' : ageWords(finding.judged.ageMs / 3_600_000);
  const accepted = excepted?.has(finding) === true;
  const overdue = accepted ? '🛡️ accepted' : deadlineFlag(finding);
  const isNew = isFresh(finding, fresh) && !accepted ? '🆕 new' : '';
  const rule = ruleCell(finding);
  const cells = [
    markdownCell(finding.severity || 'unknown', 20),
    PRODUCT[finding.issueType],
    rule,
    markdownLink(findingPlace(finding), lineLink(finding), 160),
    age,
    [isNew, overdue].filter((flag) => flag !== '').join(' '),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The Findings section of a run, or the line that says why the findings were not listed. */
export function findingsSection(
  data: GateData,
  rules: Pick<GateRules, 'findingTypes'>,
  totals: Totals,
  options: { maxRows?: number; heading?: string; fresh?: boolean; excepted?: ExceptedFindings | undefined } = {},
): string[] {
  const { maxRows = MAX_FINDING_ROWS, heading = '###', fresh = false, excepted } = options;
  const listing = data.findings;
  if (listing === undefined || listing.state === 'off') return [];
  if (listing.state === 'unavailable')
    return [`_Findings not listed: ${markdownText(listing.why, 300)}; the gate decided on the counts._`, ''];
  // The totals judged leave out what exceptions accepted; the list names those too.
  const counted =
    (rules.findingTypes.includes('code') ? totals.byProduct.code : 0) +
    (rules.findingTypes.includes('sca') ? totals.byProduct.sca : 0) +
    (excepted?.count ?? 0);
  if (listing.mostSevereOnly === true) return mostSevereSection(listing, counted, { maxRows, heading, fresh, excepted });
  const of = listing.count === counted ? count(listing.count) : `${count(listing.count)} of ${count(counted)} listed`;
  const lines = [`${heading} Findings (${of})`, ''];
  if (listing.count !== counted) {
    lines.push('_The list and the report were read from different endpoints: the counts above come from the report._', '');
  }
  if (listing.findings.length === 0) return lines;
  lines.push(...findingRows(listing.findings, { maxRows, fresh, excepted }));
  if (listing.count > maxRows) lines.push(`…and ${plural(listing.count - maxRows, 'more finding', 'more findings')}.`, '');
  if (listing.count > listing.findings.length) {
    lines.push(
      `_The details of ${count(listing.findings.length)} are kept (the most severe and newest); ${count(listing.count - listing.findings.length)} more are counted._`,
      '',
    );
  }
  return lines;
}

/** The table of the first `maxRows` findings: new first, then past or of unknown age against a deadline, then the list's order. */
function findingRows(
  findings: readonly KeptFinding[],
  options: { maxRows: number; fresh: boolean; excepted: ExceptedFindings | undefined },
): string[] {
  const { maxRows, fresh, excepted } = options;
  const lines = ['| severity | product | rule | where | open for | |', '| --- | --- | --- | --- | --- | --- |'];
  // New since the baseline first, then past or of unknown age against a deadline, then the list's order (most severe, newest).
  // Accepted findings after the rest: they count toward nothing.
  const rank = (finding: KeptFinding): number =>
    excepted?.has(finding) === true ? 3 : isFresh(finding, fresh) ? 0 : deadlineFlag(finding) !== '' ? 1 : 2;
  const shown = [...findings].sort((a, b) => rank(a) - rank(b)).slice(0, maxRows);
  for (const finding of shown) lines.push(findingRow(finding, fresh, excepted));
  lines.push('');
  return lines;
}

/** The Findings section of a run that read only the most severe findings of some severities: no check of it judges them all. */
function mostSevereSection(
  listing: Extract<GateData['findings'], { state: 'listed' }>,
  counted: number,
  options: { maxRows: number; heading: string; fresh: boolean; excepted: ExceptedFindings | undefined },
): string[] {
  const shown = Math.min(options.maxRows, listing.findings.length);
  const lines = [`${options.heading} Findings (the ${count(shown)} most severe of ${count(counted)})`, ''];
  lines.push(
    '_Only the most severe findings are read: no check of this run judges them one by one. The list is read whole for a baseline of finding ids, exceptions for findings, `max-open-age` (its severities) or `record-finding-ids`._',
    '',
  );
  if (listing.findings.length === 0) return lines;
  lines.push(...findingRows(listing.findings, options));
  if (counted > shown) lines.push(`…and ${plural(counted - shown, 'more finding', 'more findings')} counted by the report.`, '');
  return lines;
}
