// Remediation deadlines (`max-open-age`): an open finding of a severity may stay open so long, counted
// from when it became relevant (else from its creation). A finding whose age the gate cannot know (the
// report counts it and the list does not name it, or the list gives no usable date) counts as past its
// deadline, never as within it. Triaged findings (ignored, false positive) never count. Pure.
import type { ListedFinding } from '../api/types.ts';
import { MOST_SEVERE_FIRST, type Severity } from '../domain.ts';
import { plural } from '../numbers.ts';
import { ageWords } from './freshness.ts';
import { exceptedIn, type Reading, type ReadProject, unlisted } from './reading.ts';
import type { FindingsListing, GateRules, Reason } from './types.ts';

/** The short name of a rule: the last segment of its dotted id. */
export function shortRule(rule: string): string {
  // A rule that holds a URL is shown whole, so the URL is cut where it is written, never split to a bare query (attack18 U3).
  if (rule.includes('://')) return rule;
  return rule.split('.').at(-1) || rule;
}

/** A supply-chain finding's package, version, transitivity and reachability: `lodash 4.17.20 (direct, reachable)`; empty when the list gives none. */
export function packageWords(finding: Pick<ListedFinding, 'dependency' | 'reachability'>): string {
  const { package: name, version, transitivity } = finding.dependency ?? {};
  const qualities = [transitivity === 'direct' || transitivity === 'transitive' ? transitivity : '', finding.reachability ?? ''].filter(
    (word) => word !== '',
  );
  const what = name === undefined ? '' : `${name}${version === undefined ? '' : ` ${version}`}`;
  return [what, qualities.length > 0 ? `(${qualities.join(', ')})` : ''].filter((part) => part !== '').join(' ');
}

/**
 * What a reader calls a finding: a supply-chain finding by its advisory and package
 * (`CVE-2024-1234 in lodash 4.17.20 (direct, reachable)`), anything else by its rule's short name.
 */
export function findingName(finding: Pick<ListedFinding, 'issueType' | 'rule' | 'vulnerability' | 'dependency' | 'reachability'>): string {
  if (finding.issueType !== 'sca' || finding.vulnerability === undefined) return shortRule(finding.rule);
  const pkg = packageWords(finding);
  return pkg === ''
    ? finding.vulnerability
    : pkg.startsWith('(')
      ? `${finding.vulnerability} ${pkg}`
      : `${finding.vulnerability} in ${pkg}`;
}

/** Where a finding is: `src/a.ts:12`, or an unknown file. */
export function findingPlace(finding: Pick<ListedFinding, 'filePath' | 'line'>): string {
  if (finding.filePath === undefined) return 'an unknown file';
  return finding.line === undefined ? finding.filePath : `${finding.filePath}:${finding.line}`;
}

const UNIT_WORDS: Record<'m' | 'h' | 'd' | 'w', [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
};

/** A duration as written (`7d`) in words (`7 days`). */
export function durationWords(asWritten: string): string {
  const match = /^(\d+)([mhdw])$/.exec(asWritten);
  if (match === null) return asWritten;
  const [one, many] = UNIT_WORDS[match[2] as keyof typeof UNIT_WORDS];
  return `${match[1]} ${match[1] === '1' ? one : many}`;
}

/** The findings of one severity against its deadline: past it by a known age, and of unknown age (listed, or only counted). */
export interface SeverityDeadline {
  severity: Severity;
  asWritten: string;
  past: number;
  unknownListed: number;
  unlisted: number;
  oldest?: { finding: ListedFinding; ageMs: number };
}

/** Each severity with a deadline, and what stands against it; empty without max-open-age or a list read. */
export function deadlines(
  rules: Pick<GateRules, 'maxOpenAge'>,
  reading: Reading,
  listing: FindingsListing | undefined,
): SeverityDeadline[] {
  const limits = rules.maxOpenAge;
  if (limits === undefined || listing?.state !== 'listed') return [];
  const result: SeverityDeadline[] = [];
  for (const severity of MOST_SEVERE_FIRST) {
    const limit = limits[severity];
    if (limit === undefined) continue;
    let past = 0;
    let unknownListed = 0;
    for (const [key, cell] of listing.tally.cells) {
      if (!key.endsWith(`\u0000${severity}`)) continue;
      // Findings an exception took out (where it could be proved) have no deadline.
      const excepted = exceptedIn(reading, key);
      // A repeat past its deadline (or of unknown age) counts where a copy counted may be within it, once a finding at most.
      const within = Math.max(0, cell.listed - cell.past - cell.unknownAge);
      const pastRepeats = Math.min(cell.overdueRepeats?.past ?? 0, within);
      const unknownRepeats = Math.min(cell.overdueRepeats?.unknownAge ?? 0, within - pastRepeats);
      past += cell.past - excepted.past + pastRepeats;
      unknownListed += cell.unknownAge - excepted.unknownAge + unknownRepeats;
    }
    const notNamed = reading.projects.reduce(
      (sum, project: ReadProject) => sum + unlisted(project, 'code', severity) + unlisted(project, 'sca', severity),
      0,
    );
    // The oldest of those no exception matched; else (an exception that could not apply) the oldest it matched.
    const oldest = past === 0 ? undefined : (listing.tally.oldestPast.get(severity) ?? listing.tally.oldestPastExcepted.get(severity));
    result.push({ severity, asWritten: limit.asWritten, past, unknownListed, unlisted: notNamed, ...(oldest ? { oldest } : {}) });
  }
  return result;
}

/** The oldest finding past its deadline as a reason names it: `rule tainted-sql`, or a supply-chain finding's advisory and package. */
function oldestName(finding: ListedFinding): string {
  const name = findingName(finding);
  return name === shortRule(finding.rule) ? `rule ${name}` : name;
}

/** `1 counted by the report but not listed, 2 listed without a usable date`. */
function unknownWords(deadline: SeverityDeadline): string {
  const parts: string[] = [];
  if (deadline.unlisted > 0) parts.push(`${deadline.unlisted} counted by the report but not listed`);
  if (deadline.unknownListed > 0) parts.push(`${deadline.unknownListed} listed without a usable date`);
  return parts.join(', ');
}

/** One reason per severity with findings past their deadline or of unknown age, most severe first, naming the oldest. */
export function overdueReasons(rules: Pick<GateRules, 'maxOpenAge'>, reading: Reading, listing: FindingsListing | undefined): Reason[] {
  const reasons: Reason[] = [];
  const unapplied = [...new Set(Object.values(reading.unapplied).flat())];
  // The list names findings the report's filters leave out: judging them too is stricter, and said so.
  const beyond =
    unapplied.length === 0
      ? ''
      : `; the findings list cannot apply ${unapplied.join(', ')}, so findings outside that filter are judged too`;
  for (const deadline of deadlines(rules, reading, listing)) {
    const unknown = deadline.unknownListed + deadline.unlisted;
    const total = deadline.past + unknown;
    if (total === 0) continue;
    const during = durationWords(deadline.asWritten);
    const findings = `${total} ${deadline.severity} ${total === 1 ? 'finding' : 'findings'}`;
    const oldest = deadline.oldest;
    const named =
      oldest === undefined
        ? []
        : [`oldest: ${oldestName(oldest.finding)} in ${findingPlace(oldest.finding)}, ${ageWords(oldest.ageMs / 3_600_000)}`];
    const details = [...named, ...(unknown > 0 ? [`age unknown: ${unknownWords(deadline)}`] : [])].join('; ');
    const what =
      deadline.past === 0
        ? `${findings} of unknown age, counted past ${during}`
        : `${findings} open past ${during}${unknown > 0 ? ' or of unknown age' : ''}`;
    reasons.push({ kind: 'overdue', key: deadline.severity, text: `${what} (${details})${beyond}` });
  }
  if (listing?.state === 'listed' && listing.tally.unreadableUnderDeadline > 0) {
    const n = listing.tally.unreadableUnderDeadline;
    reasons.push({
      kind: 'overdue',
      text: `${plural(n, 'finding', 'findings')} of a severity the gate cannot read: age unknown against every deadline, counted past it`,
    });
  }
  return reasons;
}

/** How many findings are past their deadline or of unknown age (the output `overdue`). */
export function overdueCount(rules: Pick<GateRules, 'maxOpenAge'>, reading: Reading, listing: FindingsListing | undefined): number {
  const unreadable = listing?.state === 'listed' ? listing.tally.unreadableUnderDeadline : 0;
  return deadlines(rules, reading, listing).reduce((sum, d) => sum + d.past + d.unknownListed + d.unlisted, unreadable);
}
