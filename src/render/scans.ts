// What the summary and the log say about what was judged: the newest scan of each gated project (its
// commit, branch, kind and age), the archived projects, how the scope was checked, and the secrets the
// API returned for other repositories. Pure: strings only, every value escaped where it enters Markdown.
import { ageWords, FAILED_SCAN_STATUSES, scanAgeHours, statusWords, TYPE_WORDS } from '../gate/freshness.ts';
import type { GateData, ProjectScans, ScanFact } from '../gate/types.ts';
import { count, plural } from '../numbers.ts';
import { logLine, markdownCell, markdownText } from './escape.ts';

/** Rows of the scans table before `…and N more`. */
export const MAX_SCAN_ROWS = 25;
const NAME_MAX = 100;

/**
 * `3f2a9c1 on the default branch, full scan, 2 h ago`: plain text, unescaped. The API names a scan's branch
 * by an id only: the words say whether it is the project's default branch, where that can be known, and
 * never repeat an id a reader cannot use. Not the default is all the data says of a pull request's scan:
 * "another branch" read, in a pull request, as a branch other than its own.
 */
export function scanWords(scan: ScanFact, now: Date): string {
  const commit = scan.commit ? scan.commit.slice(0, 7) : 'unknown commit';
  const branch =
    scan.onDefaultBranch === true
      ? 'the default branch'
      : scan.onDefaultBranch === false
        ? 'a branch other than the default'
        : 'an unknown branch';
  const hours = scanAgeHours(scan, now);
  const age = hours === undefined ? 'age unknown' : `${ageWords(hours)} ago`;
  return `${commit} on ${branch}, ${scan.isFullScan ? 'full scan' : 'diff scan'}, ${age}`;
}

/** The archived projects of a whole-deployment scope: gated on the report's counts, their scans not read (they are not scanned any more). */
function archivedUnread(data: GateData): string[] {
  return data.scope?.whole ? data.scope.projects.filter((project) => project.archived).map((project) => project.name) : [];
}

/** The newest scan when it ended without a result: the flag a reviewer must see. */
function failedNewest(project: ProjectScans): ScanFact | undefined {
  const newest = project.newest;
  return newest !== undefined && FAILED_SCAN_STATUSES.has(newest.status) ? newest : undefined;
}

/** ` of its code findings, …` where a scan of another finding type completed but none of these (gate/freshness.ts covers). */
function uncoveredWords(project: ProjectScans): string {
  const types = (project.uncovered ?? []).map((product) => TYPE_WORDS[product]);
  return types.length === 0 ? '' : ` of its ${types.join(', ')}`;
}

/** The scans section of the summary: one row per gated project, failed newest scans flagged. */
export function scansSection(data: GateData, now: Date): string[] {
  const freshness = data.freshness;
  if (freshness === undefined) return [];
  if (freshness.state === 'unknown') return [`_Scan freshness unknown: ${markdownText(freshness.why, 300)}._`, ''];
  const archived = archivedUnread(data);
  const all = freshness.projects.length + archived.length;
  if (all === 0) return [];
  const lines = ['### Scans judged', '', ...waitedLines(data), '| project | newest completed scan | flag |', '| --- | --- | --- |'];
  const flagged = [...freshness.projects].sort((a, b) => Number(failedNewest(b) !== undefined) - Number(failedNewest(a) !== undefined));
  for (const project of flagged.slice(0, MAX_SCAN_ROWS)) {
    const completed = project.newestCompleted
      ? markdownCell(scanWords(project.newestCompleted, now), 200)
      : `none${uncoveredWords(project)} in the past 30 days`;
    const failed = failedNewest(project);
    const flag = failed ? `⚠️ newest scan ${markdownCell(failed.id, 40)} ${statusWords(failed.status)}` : '';
    lines.push(`| ${markdownCell(project.project, NAME_MAX)} | ${completed} | ${flag} |`);
  }
  for (const name of archived.slice(0, Math.max(0, MAX_SCAN_ROWS - flagged.length))) {
    lines.push(`| ${markdownCell(name, NAME_MAX)} | not read: archived, it is not scanned any more | 🗄️ archived |`);
  }
  lines.push('');
  if (all > MAX_SCAN_ROWS) lines.push(`…and ${plural(all - MAX_SCAN_ROWS, 'more project', 'more projects')}.`, '');
  return lines;
}

/** With wait-for-scan: the completed scan found for each project, with the full sha it ran on (a short sha matched a prefix). */
function waitedLines(data: GateData): string[] {
  if (data.waited === undefined || data.waited.length === 0) return [];
  const scans = data.waited
    .slice(0, MAX_SCAN_ROWS)
    .map(
      (scan) =>
        `${markdownText(scan.project, NAME_MAX)} (scan ${markdownText(scan.id, 40)}, commit <code>${markdownText(scan.commit, 64)}</code>)`,
    );
  return [`Waited for the completed scan of this change: ${scans.join('; ')}.`, ''];
}

/** Notes on the scope: archived projects gated, and how names were checked where the projects list was missing. */
export function scopeNotes(data: GateData): string[] {
  const lines: string[] = [];
  const archived = data.scope?.projects.filter((project) => project.archived) ?? [];
  if (archived.length > 0) {
    const names = archived.slice(0, 20).map((p) => `<code>${markdownText(p.name, NAME_MAX)}</code>`);
    lines.push(
      `_Archived, and gated all the same: ${names.join(', ')}${archived.length > 20 ? `, …and ${count(archived.length - 20)} more` : ''}._`,
      '',
    );
  }
  // The whole deployment names no project: there is nothing to say of how names were checked.
  if (data.scope?.source === 'report' && !data.scope.whole) {
    lines.push(
      `_Project names were checked against the report: ${markdownText(data.scope.why ?? 'the projects list was not available', 300)}._`,
      '',
    );
  }
  return lines;
}

/** The warning for secrets the API returned for the scope that name another repository, as plain text. */
export function foreignSecretsWarning(data: GateData): string | undefined {
  const foreign = data.foreignSecrets;
  if (foreign === undefined || foreign.count === 0) return undefined;
  const names = foreign.repositories.map((name) => JSON.stringify(name)).join(', ');
  return `${plural(foreign.count, 'confirmed-valid secret', 'confirmed-valid secrets')} returned for the scope name another repository (${names}) and ${foreign.count === 1 ? 'is' : 'are'} not counted: check that the projects input names the repositories you mean`;
}

/** The same warning as a summary line. */
export function foreignSecretsNote(data: GateData): string[] {
  const warning = foreignSecretsWarning(data);
  return warning === undefined ? [] : [`> ⚠️ ${markdownText(warning, 1500)}.`, ''];
}

/** The scans in the log: one line per project (up to 50), failed newest scans flagged. */
export function scanLogLines(data: GateData, now: Date): string[] {
  const freshness = data.freshness;
  if (freshness === undefined) return [];
  if (freshness.state === 'unknown') return [logLine(`scan freshness unknown: ${freshness.why}`)];
  return freshness.projects.slice(0, 50).map((project) => {
    const completed = project.newestCompleted
      ? scanWords(project.newestCompleted, now)
      : `no completed scan${uncoveredWords(project)} in the past 30 days`;
    const failed = failedNewest(project);
    return logLine(`scan of ${project.project}: ${completed}${failed ? `; newest scan ${failed.id} ${statusWords(failed.status)}` : ''}`);
  });
}
