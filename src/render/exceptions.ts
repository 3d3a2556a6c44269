// The Accepted risk section (the summary and the PR comment), the verdict line's count, and the log
// lines of the exceptions file: what each entry took out of the gate's counts, and the entries that
// expired, matched nothing or could not apply, above it. Pure: strings only, every value escaped.
import { DAY_MS } from '../domain.ts';
import { type EntryOutcome, type ExceptionEntry, entryName, expiresAt } from '../gate/exceptions.ts';
import type { AcceptedCounts, Verdict } from '../gate/types.ts';
import { count, plural } from '../numbers.ts';
import { logLine, markdownCell, markdownLink, markdownText } from './escape.ts';

/** Rows of the Accepted risk table in the summary; the PR comment shows fewer. */
export const MAX_EXCEPTION_ROWS = 20;
/** Entries named in each warning list above the table. */
const MAX_LISTED_ENTRIES = 10;

/** What exceptions accepted, by kind: `3 findings`, `3 findings and 1 secret`, `2 findings, 1 secret and 1 dependency`. */
export function acceptedWords(accepted: AcceptedCounts): string {
  const parts = [
    accepted.findings > 0 ? plural(accepted.findings, 'finding', 'findings') : '',
    accepted.secrets > 0 ? plural(accepted.secrets, 'secret', 'secrets') : '',
    accepted.dependencies > 0 ? plural(accepted.dependencies, 'dependency', 'dependencies') : '',
  ].filter((part) => part !== '');
  return parts.length <= 1 ? (parts[0] ?? '0 findings') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * ` · 3 findings and 1 secret accepted by exceptions`, after the verdict's title; empty when none was.
 * The one line that counts what exceptions accepted (with the Accepted risk section): no other total holds it.
 */
export function acceptedSuffix(verdict: Verdict): string {
  const { accepted } = verdict.counted;
  return accepted.total === 0 ? '' : ` · ${acceptedWords(accepted)} accepted by exceptions`;
}

/** What an entry matches, as Markdown: `rule x.y` · `paths src/**` · `projects acme/api`. */
function matchWords(entry: ExceptionEntry): string {
  const parts: string[] = [];
  if (entry.finding !== undefined) parts.push(`finding ${code(entry.finding)}`);
  if (entry.rule !== undefined) parts.push(`rule ${code(entry.rule)}`);
  if (entry.vulnerability !== undefined) parts.push(`vulnerability ${code(entry.vulnerability)}`);
  if (entry.secret !== undefined) parts.push(`secret ${code(entry.secret)}`);
  if (entry.package !== undefined) parts.push(`package ${code(entry.package.asWritten)}`);
  if (entry.projects !== undefined) parts.push(`in ${firstFive(entry.projects)}`);
  if (entry.paths !== undefined) parts.push(`at ${firstFive(entry.paths)}`);
  return parts.join(' · ');
}

/** A value the file wrote, as inline code. */
const code = (text: string): string => `<code>${markdownText(text, 200)}</code>`;

/** The first five of a narrowing's values as written, each as code; `…` when there are more. */
function firstFive(values: readonly { asWritten: string }[]): string {
  const shown = values.slice(0, 5).map((value) => code(value.asWritten));
  return `${shown.join(', ')}${values.length > 5 ? ', …' : ''}`;
}

/** `2026-12-01 (in 6 days) ⏳` for an entry expiring soon, else the date. */
function expiryWords(outcome: EntryOutcome, now: number): string {
  const date = markdownText(outcome.entry.expires, 20);
  if (!outcome.expiring) return date;
  const days = Math.max(0, Math.ceil((expiresAt(outcome.entry) - now) / DAY_MS) - 1);
  return `${date} ⏳ ${days === 0 ? 'last day' : `in ${plural(days, 'day', 'days')}`}`;
}

/** The entry's place and owner in a sentence: `entry 2 (line 7, rule x), owner @team`. */
function entryWords(entry: ExceptionEntry): string {
  return `${entryName(entry)}${entry.owner === undefined ? '' : `, owner ${entry.owner}`}`;
}

/** The lines above the table: each entry that expired, matched nothing, could not apply or could not be checked. */
function problemLines(outcomes: readonly EntryOutcome[]): string[] {
  const groups: [EntryOutcome['state'], string, (o: EntryOutcome) => string][] = [
    [
      'expired',
      '⚠️ **Expired**',
      (o) => `expired on ${o.entry.expires}: what it matches counts again; renew it with a new expiry, or remove it`,
    ],
    ['unused', '⚠️ **Matched nothing**', () => 'remove it'],
    [
      'unproven',
      '⚠️ **Not applied**',
      (o) =>
        `matched ${plural(o.unproven, 'finding', 'findings')} in cells where the findings list and the report disagree, so the gate cannot prove what it accepts: they count`,
    ],
    ['unchecked', 'ℹ️ **Not checked**', (o) => `${o.why ?? 'its source was not read'}`],
  ];
  const lines: string[] = [];
  for (const [state, label, why] of groups) {
    const matching = outcomes.filter((o) => o.state === state);
    for (const outcome of matching.slice(0, MAX_LISTED_ENTRIES)) {
      lines.push(`- ${label}: ${markdownText(`${entryWords(outcome.entry)}: ${why(outcome)}.`, 700)}`);
    }
    if (matching.length > MAX_LISTED_ENTRIES)
      lines.push(`- …and ${count(matching.length - MAX_LISTED_ENTRIES)} more ${label.replace(/^\S+ /, '')} entries.`);
  }
  return lines.length === 0 ? [] : [...lines, ''];
}

/** The Accepted risk section: the entries' problems, then each applied entry, soonest expiry first; nothing without an exceptions file. */
export function acceptedRiskSection(verdict: Verdict, options: { maxRows?: number; heading?: string } = {}): string[] {
  const outcome = verdict.exceptions;
  if (outcome === undefined || outcome.entries.length === 0) return [];
  const { maxRows = MAX_EXCEPTION_ROWS, heading = '###' } = options;
  const applied = outcome.entries
    .filter((o) => o.state === 'applied')
    .sort((a, b) => a.entry.expires.localeCompare(b.entry.expires) || a.entry.number - b.entry.number);
  const { accepted } = verdict.counted;
  const lines = [
    `${heading} Accepted risk (${acceptedWords(accepted)}, ${plural(applied.length, 'exception', 'exceptions')})`,
    '',
    `From <code>${markdownText(outcome.file, 300)}</code>: each exception takes what it matches out of every budget, deadline and check; it stays listed here until it expires.`,
    '',
    ...problemLines(outcome.entries),
  ];
  if (accepted.secrets > 0) {
    lines.push(
      "_An accepted secret is out of the confirmed-valid secrets and their check; the report's secrets counts (the matrix) name no secret, so they stand._",
      '',
    );
  }
  if (applied.length === 0) return lines;
  lines.push('| exception | reason | owner | expires | accepted |', '| --- | --- | --- | --- | --- |');
  for (const o of applied.slice(0, maxRows)) {
    const examples = o.examples.map((item) => markdownLink(item.text, item.url, 120));
    const more = o.applied > examples.length ? `, …and ${count(o.applied - examples.length)} more` : '';
    const cells = [
      `${matchWords(o.entry)} (line ${o.entry.line})`,
      markdownCell(o.entry.reason, 300),
      markdownCell(o.entry.owner ?? '', 100),
      expiryWords(o, outcome.now),
      `${count(o.applied)}: ${examples.join(', ')}${more}`,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('');
  if (applied.length > maxRows) lines.push(`…and ${plural(applied.length - maxRows, 'more exception', 'more exceptions')}.`, '');
  return lines;
}

/** The log lines of the exceptions: a warning per entry that expired, matched nothing or could not apply, a notice per entry expiring soon. */
export function exceptionLogLines(verdict: Verdict): { level: 'warning' | 'notice' | 'info'; text: string }[] {
  const outcome = verdict.exceptions;
  if (outcome === undefined) return [];
  const file = outcome.file;
  const lines: { level: 'warning' | 'notice' | 'info'; text: string }[] = [];
  for (const o of outcome.entries) {
    const who = `${file}: ${entryWords(o.entry)}`;
    if (o.state === 'expired')
      lines.push({ level: 'warning', text: logLine(`${who} expired on ${o.entry.expires}: what it matches counts again`, 1000) });
    else if (o.state === 'unused') lines.push({ level: 'warning', text: logLine(`${who} matched nothing: remove it`, 1000) });
    else if (o.state === 'unproven')
      lines.push({
        level: 'warning',
        text: logLine(
          `${who} matched ${plural(o.unproven, 'finding', 'findings')} where the findings list and the report disagree: not applied, they count`,
          1000,
        ),
      });
    else if (o.state === 'unchecked') lines.push({ level: 'info', text: logLine(`${who} was not checked: ${o.why ?? ''}`, 1000) });
    if (o.expiring)
      lines.push({ level: 'notice', text: logLine(`${who} expires on ${o.entry.expires}: renew it or fix what it accepts`, 1000) });
  }
  if (verdict.counted.accepted.total > 0) {
    lines.push({ level: 'info', text: logLine(`exceptions: ${acceptedWords(verdict.counted.accepted)} accepted by ${file}`, 1000) });
  }
  return lines;
}
