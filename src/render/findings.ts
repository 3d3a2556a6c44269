// The Findings section: the code and supply-chain findings the report counts, named (rule, file and
// line, age), most severe and newest first, bounded like the rest; ⏰ past its remediation deadline.
// Pure: strings only, every value escaped where it enters Markdown.
import type { ListedFinding } from '../api/types.ts';
import { ageWords } from '../gate/freshness.ts';
import { findingPlace, packageWords, shortRule } from '../gate/overdue.ts';
import { isExcepted } from '../gate/reading.ts';
import type { GateData, GateRules, KeptFinding, Reading, Verdict } from '../gate/types.ts';
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

/** Where a finding is: its file and line (linked), after its project when more than one is in scope. */
function whereCell(finding: KeptFinding, withProject: boolean): string {
  const place = markdownLink(findingPlace(finding), lineLink(finding), 160);
  const project = finding.repository?.name;
  return withProject && project ? `${markdownCell(project, 100)} · ${place}` : place;
}

/** One table row: severity, product, rule (short, then its full id), where (the project too when more than one is in scope), open for, flag. */
function findingRow(finding: KeptFinding, fresh: boolean, withProject: boolean): string {
  const age = finding.judged.ageMs === undefined ? '' : ageWords(finding.judged.ageMs / 3_600_000);
  const cells = [
    markdownCell(finding.severity || 'unknown', 20),
    PRODUCT[finding.issueType],
    ruleCell(finding),
    whereCell(finding, withProject),
    age,
    [isFresh(finding, fresh) ? '🆕 new' : '', deadlineFlag(finding)].filter((flag) => flag !== '').join(' '),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** What the Findings section shows: how its rows are marked and cut, and whether they name their project. */
export interface FindingsOptions {
  maxRows?: number;
  heading?: string;
  /** Whether a listed finding can be marked new since the baseline (render/sections.ts freshShown). */
  fresh?: boolean;
  /** More than one project in scope: each row names its project, where it is. */
  withProject?: boolean;
}

/**
 * The Findings section of a run, or the line that says why the findings were not listed. Its count is the
 * verdict's (the findings the list names, less those exceptions accepted, which the Accepted risk section
 * lists): beside the matrix's code and supply-chain cells, it is the same number, or says why not.
 */
export function findingsSection(
  data: GateData,
  rules: Pick<GateRules, 'findingTypes'>,
  verdict: Pick<Verdict, 'totals' | 'counted' | 'reading'>,
  options: FindingsOptions = {},
): string[] {
  const { maxRows = MAX_FINDING_ROWS, heading = '###', fresh = false, withProject = false } = options;
  const listing = data.findings;
  if (listing === undefined || listing.state === 'off') return [];
  if (listing.state === 'unavailable')
    return [`_Findings not listed: ${markdownText(listing.why, 300)}; the gate decided on the counts._`, ''];
  const { totals } = verdict;
  // The matrix's cells of the products the list names.
  const counted =
    (rules.findingTypes.includes('code') ? totals.byProduct.code : 0) + (rules.findingTypes.includes('sca') ? totals.byProduct.sca : 0);
  const listed = verdict.counted.listed ?? listing.count;
  // What an exception accepted is in the Accepted risk section, and in no count or row here.
  const shown = listing.findings.filter((finding) => !isExcepted(verdict.reading, finding.judged));
  const rows = { maxRows, fresh, withProject };
  if (listing.mostSevereOnly === true) return mostSevereSection(shown, counted, `${heading} Findings`, rules.findingTypes, rows);
  const products = listedProducts(rules.findingTypes);
  const lines = [`${heading} Findings (${findingsCount(listed, counted, products)})`, ''];
  if (listed !== counted) lines.push(differentCounts(verdict.reading), '');
  if (shown.length === 0) return lines;
  lines.push(...findingRows(shown, rows));
  if (listed > maxRows) lines.push(`…and ${plural(listed - Math.min(maxRows, shown.length), 'more finding', 'more findings')}.`, '');
  if (listed > shown.length) {
    lines.push(
      `_The details of ${count(shown.length)} are kept (the most severe and newest); ${count(listed - shown.length)} more are counted._`,
      '',
    );
  }
  return lines;
}

/** The Findings heading's count: the list's, and the report's where they differ ("11 listed, 4 counted", "101 of 150 listed"). */
function findingsCount(listed: number, counted: number, products: string): string {
  if (listed === counted) return `${count(listed)} ${products}`;
  return listed < counted
    ? `${count(listed)} of ${count(counted)} ${products} listed`
    : `${count(listed)} ${products} listed, ${count(counted)} counted`;
}

/**
 * Why the list's count is not the matrix's: a filter of the report the list cannot apply (its rows then hold findings
 * the counts leave out: trial8 F9, a critical row under a pass), or two endpoints that answered apart.
 */
function differentCounts(reading: Pick<Reading, 'unapplied'>): string {
  // Each set of filters once, with the products it is not applied to ("teams to code and supply-chain findings").
  const byFilters = new Map<string, string[]>();
  for (const [product, filters] of Object.entries(reading.unapplied)) {
    if (filters === undefined || filters.length === 0) continue;
    const key = filters.join(', ');
    byFilters.set(key, [...(byFilters.get(key) ?? []), product === 'sca' ? 'supply-chain' : product]);
  }
  const unapplied = [...byFilters].map(([filters, products]) => `${filters} to ${products.join(' and ')} findings`);
  if (unapplied.length === 0) return '_The list and the report were read from different endpoints: the counts above come from the report._';
  return `_The findings list cannot apply ${markdownText(unapplied.join('; '), 300)} as the report does: its rows may hold findings outside that filter, which the counts above (the report's) leave out and the gate does not judge._`;
}

/** The products the list holds, for the heading beside the matrix's total, whose secrets are shown apart (trial7). */
function listedProducts(findingTypes: readonly string[]): string {
  const products = [findingTypes.includes('code') ? 'code' : '', findingTypes.includes('sca') ? 'supply-chain' : ''].filter(Boolean);
  return products.join(' and ');
}

/** The table of the first `maxRows` findings: new first, then past or of unknown age against a deadline, then the list's order. */
function findingRows(findings: readonly KeptFinding[], options: { maxRows: number; fresh: boolean; withProject: boolean }): string[] {
  const { maxRows, fresh, withProject } = options;
  const lines = ['| severity | product | rule | where | open for | |', '| --- | --- | --- | --- | --- | --- |'];
  // New since the baseline first, then past or of unknown age against a deadline, then the list's order (most severe, newest).
  const rank = (finding: KeptFinding): number => (isFresh(finding, fresh) ? 0 : deadlineFlag(finding) !== '' ? 1 : 2);
  const shown = [...findings].sort((a, b) => rank(a) - rank(b)).slice(0, maxRows);
  for (const finding of shown) lines.push(findingRow(finding, fresh, withProject));
  lines.push('');
  return lines;
}

/** The Findings section of a run that read only the most severe findings of some severities: no check of it judges them all. */
function mostSevereSection(
  findings: readonly KeptFinding[],
  counted: number,
  heading: string,
  findingTypes: readonly string[],
  options: { maxRows: number; fresh: boolean; withProject: boolean },
): string[] {
  const shown = Math.min(options.maxRows, findings.length);
  const lines = [`${heading} (the ${count(shown)} most severe of ${count(counted)} ${listedProducts(findingTypes)})`, ''];
  lines.push(
    '_Only the most severe findings are read: no check of this run judges them one by one. The list is read whole for a baseline of finding ids, exceptions for findings, `max-open-age` (its severities), `record-finding-ids`, a SARIF file or a code quality report._',
    '',
  );
  if (findings.length === 0) return lines;
  lines.push(...findingRows(findings, options));
  if (counted > shown) lines.push(`…and ${plural(counted - shown, 'more finding', 'more findings')} counted by the report.`, '');
  return lines;
}
