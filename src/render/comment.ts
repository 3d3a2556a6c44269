// The pull-request comment: the verdict, its reasons, the severity matrix and the top confirmed-valid
// secrets, under a hidden marker that finds the comment again on the next run. Pure.
import { createHash } from 'node:crypto';
import { count } from '../numbers.ts';
import { markdownLink, markdownText } from './escape.ts';
import { acceptedRiskSection, acceptedSuffix } from './exceptions.ts';
import { blockingSection } from './platform-policy.ts';
import type { SummaryInput } from './sections.ts';
import { baselineHeadline, findingsSection, freshShown, manyProjects, matrix, passSentence, secretsSection } from './sections.ts';
import { type ShownRun, shownIncomplete } from './text.ts';

/** GitHub refuses a comment body longer than this many characters. */
export const COMMENT_MAX_CHARS = 65_536;
export const COMMENT_MAX_REASONS = 20;
export const COMMENT_MAX_SECRETS = 10;
export const COMMENT_MAX_FINDINGS = 10;
export const COMMENT_MAX_EXCEPTIONS = 10;
/** Rows of the comment's Blocked by policy section (the summary holds 20). */
export const COMMENT_MAX_BLOCKING = 10;

/** What makes one comment per step: the workflow, the job, the step and the projects it gates. */
export interface CommentKeyParts {
  workflow?: string;
  job?: string;
  action?: string;
  projects: string[] | 'all';
}

/** The hidden first line of the comment: `<!-- findings-gate:<16 hex digits> -->`, stable for one step. */
export function commentMarker(parts: CommentKeyParts): string {
  const scope = parts.projects === 'all' ? '*' : parts.projects.join(',');
  const key = createHash('sha256')
    .update([parts.workflow ?? '', parts.job ?? '', parts.action ?? '', scope].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return `<!-- findings-gate:${key} -->`;
}

/** The comment of a run that reached a verdict. */
export function renderComment(marker: string, input: SummaryInput): string {
  const { config, data, verdict } = input;
  const lines: string[] = [marker];
  const accepted = acceptedSuffix(verdict);
  if (verdict.result === 'pass') {
    lines.push(`### ✅ findings-gate: pass${accepted}`, '', ...baselineHeadline(input), passSentence(verdict), '');
  } else {
    lines.push(
      config.mode === 'warn'
        ? `### ⚠️ findings-gate: fail${accepted} (warn mode: the job is not failed)`
        : `### ❌ findings-gate: fail${accepted}`,
      '',
    );
    lines.push(...baselineHeadline(input));
    for (const reason of verdict.reasons.slice(0, COMMENT_MAX_REASONS)) lines.push(`- ${markdownText(reason.text)}`);
    if (verdict.reasons.length > COMMENT_MAX_REASONS)
      lines.push(`- …and ${count(verdict.reasons.length - COMMENT_MAX_REASONS)} more reasons`);
    lines.push('');
  }
  // What the platform's policy fails the run on, named first as in the summary: shown, not counted (attack42 M1).
  lines.push(...blockingSection(config, data, { heading: '####', maxRows: COMMENT_MAX_BLOCKING }));
  lines.push(...matrix(input).map((line) => line.replace(/^### /, '#### ')));
  lines.push(
    ...findingsSection(data, config, verdict, {
      maxRows: COMMENT_MAX_FINDINGS,
      heading: '####',
      fresh: freshShown(verdict),
      withProject: manyProjects(verdict),
    }),
  );
  lines.push(...acceptedRiskSection(verdict, { maxRows: COMMENT_MAX_EXCEPTIONS, heading: '####' }));
  lines.push(
    ...secretsSection(input, {
      heading: '####',
      maxRows: COMMENT_MAX_SECRETS,
      more: (n) => `…and ${count(n)} more in the job summary.`,
      details: false,
    }),
  );
  return withinLimit(lines, footer(input.runUrl));
}

/**
 * The comment of a run that could not decide: it replaces an earlier verdict, so none is left standing;
 * where the policy's walks showed what fails the run (gate/platform-policy.ts ShownFailure), that failure.
 */
export function renderErrorComment(
  marker: string,
  input: { message: string; operation?: string; runUrl?: string; shown?: ShownRun },
): string {
  if (input.shown !== undefined) return shownComment(marker, input, input.shown);
  const what = input.operation ? `**${markdownText(input.operation, 100)}** failed` : 'the gate could not decide';
  const lines = [
    marker,
    '### ⚠️ findings-gate: error',
    '',
    `The last run could not decide: ${what}. An earlier verdict in this comment no longer applies.`,
    '',
    `> ${markdownText(input.message, 1000)}`,
    '',
  ];
  return withinLimit(lines, footer(input.runUrl));
}

/** A failure on what the policy's lists showed while another request failed: its reasons, and why the counts are incomplete. */
function shownComment(marker: string, input: { operation?: string; runUrl?: string }, shown: ShownRun): string {
  const failed = input.operation ? `**${markdownText(input.operation, 100)}**` : 'a request';
  const lines = [
    marker,
    '### ❌ findings-gate: fail',
    '',
    ...shown.reasons.slice(0, COMMENT_MAX_REASONS).map(({ text }) => `- ${markdownText(text)}`),
    ...(shown.reasons.length > COMMENT_MAX_REASONS
      ? [`- …and ${count(shown.reasons.length - COMMENT_MAX_REASONS)} more in the job summary.`]
      : []),
    '',
    shownIncomplete(failed),
    '',
    `> ${markdownText(shown.failure, 1000)}`,
    '',
  ];
  return withinLimit(lines, footer(input.runUrl));
}

function footer(runUrl: string | undefined): string[] {
  const link = runUrl ? markdownLink('the job summary of this run', runUrl) : 'the job summary of this run';
  return ['---', '', `Full details, every project and every secret: ${link}. <sub>This comment is updated on each run.</sub>`, ''];
}

/** Joins body and footer, cutting the body at a line boundary so the whole stays under COMMENT_MAX_CHARS. */
function withinLimit(body: string[], tail: string[]): string {
  const text = [...body, ...tail].join('\n');
  if (text.length <= COMMENT_MAX_CHARS) return text;
  const note = ['', '_The comment was cut to fit GitHub’s limit._', ''];
  const budget = COMMENT_MAX_CHARS - [...note, ...tail].join('\n').length - 2;
  const kept: string[] = [];
  let size = 0;
  for (const line of body) {
    if (size + line.length + 1 > budget) break;
    kept.push(line);
    size += line.length + 1;
  }
  return [...kept, ...note, ...tail].join('\n');
}
