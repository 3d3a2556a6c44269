// Annotations on the pull request's diff: one error per open confirmed-valid secret of the current
// repository, at its file and line, then one per item the platform's policy fails the run on that the list
// does not name (gate/policy-items.ts), and notices for the listed findings. Pure: the shell prints them with core.error / core.notice, which
// escape properties and messages as workflow commands; here strings are only made safe as log text.
import type { SecretFinding } from '../api/types.ts';
import { findingName } from '../gate/overdue.ts';
import type { PolicyApart } from '../gate/policy-items.ts';
import { sameRepository } from '../gate/scope.ts';
import type { KeptFinding } from '../gate/types.ts';
import { count } from '../numbers.ts';
import { logLine, stripControl, truncate } from './escape.ts';
import { deadlineFlag, isFresh } from './findings.ts';
import { belongsToRepository, findingLocation, repositoryPath, usableLine } from './location.ts';
import { firstInOrder, severityName } from './order.ts';
import { APART_NOTE, APART_WHY, apartName } from './platform-policy.ts';
import { newFirst } from './sections.ts';

/** GitHub shows at most this many error annotations per step. */
export const MAX_ERROR_ANNOTATIONS = 10;
/** Cap, in code points, of the secret type in a title. */
const TYPE_MAX = 100;
/** Cap, in code points, of a file path. */
const FILE_MAX = 500;

/** One annotation, ready for core.error / core.notice (which escape it as a workflow command). */
export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
  file?: string;
  startLine?: number;
}

/**
 * The annotations for the secrets of `repository` (`owner/name`, as GITHUB_REPOSITORY): the `limit` most
 * severe as errors (with a baseline, `fresh` holds the new ones' ids: those come first and say so), then
 * one notice counting the rest. No repository: none (their files are elsewhere).
 */
export function secretAnnotations(
  secrets: readonly SecretFinding[],
  repository: string | undefined,
  limit: number = MAX_ERROR_ANNOTATIONS,
  fresh?: ReadonlySet<string>,
  isError: (secret: SecretFinding) => boolean = () => true,
): Annotation[] {
  const own = secrets.filter((secret) => belongsToRepository(secret, repository));
  const annotations: Annotation[] = firstInOrder(own, limit, newFirst(fresh)).map((secret) => ({
    ...secretAnnotation(secret, fresh?.has(secret.id)),
    level: isError(secret) ? 'error' : 'notice',
  }));
  const more = own.length - annotations.length;
  if (more > 0) {
    annotations.push({
      level: 'notice',
      title: 'findings-gate: more confirmed-valid secrets',
      message: `${more} more confirmed-valid ${more === 1 ? 'secret is' : 'secrets are'} not annotated (at most ${limit} are, GitHub's limit of error annotations a step): see the job summary for the full list.`,
    });
  }
  return annotations;
}

/** The error annotation of one secret: where it is, what it is, what to do; never the secret itself. */
function secretAnnotation(secret: SecretFinding, isNew: boolean | undefined): Annotation {
  const type = truncate(stripControl(secret.type).trim(), TYPE_MAX) || 'unknown type';
  const severity = severityName(secret.severity) ?? 'unknown severity';
  const location = findingLocation(secret.findingPath);
  const annotation: Annotation = {
    level: 'error',
    title: logLine(`${isNew ? 'New confirmed-valid secret (not in the baseline)' : 'Confirmed-valid secret'}: ${type} (${severity})`),
    message: logLine(
      `Semgrep confirmed that this ${type} secret is valid: it is a live credential. ` +
        'Rotate it at its provider first, then remove it from the code and from the git history.',
    ),
  };
  if (location !== undefined) {
    annotation.file = logLine(location.file, FILE_MAX);
    if (location.line !== undefined) annotation.startLine = location.line;
  }
  return annotation;
}

/** Notice annotations GitHub shows per step. */
export const MAX_NOTICE_ANNOTATIONS = 10;

/**
 * Notice annotations for the code and supply-chain findings of `repository`, at their file and line
 * (notices, so that they never hide the errors of live secrets): new since the baseline first (where
 * `fresh` says the run can tell), then past their deadline or of unknown age, then the most severe and
 * newest (the list's order); then one more notice counting the rest. A finding whose path is not
 * repository-relative is annotated without a file. `counted` is how many code and supply-chain findings the
 * verdict counted in this repository: the rest counts them, not only the ones whose details were kept (a
 * list of more than the details a run keeps hid the others from it, attack42 A1).
 */
export function findingAnnotations(
  findings: readonly KeptFinding[],
  repository: string | undefined,
  fresh: boolean,
  counted = 0,
  limit: number = MAX_NOTICE_ANNOTATIONS - 1,
): Annotation[] {
  const own = findings.filter((finding) => finding.filePath !== undefined && sameRepository(finding.repository?.name, repository));
  const rank = (finding: KeptFinding): number => (isFresh(finding, fresh) ? 0 : deadlineFlag(finding) !== '' ? 1 : 2);
  const ordered = [...own].sort((a, b) => rank(a) - rank(b));
  const annotations = ordered.slice(0, limit).map((finding): Annotation => {
    const rule = truncate(stripControl(finding.rule), 200);
    const state =
      finding.judged.deadline === 'past'
        ? ', past its remediation deadline'
        : finding.judged.deadline === 'unknown'
          ? ', age unknown against its deadline'
          : '';
    const flags = `${isFresh(finding, fresh) ? ', new since the baseline' : ''}${state}`;
    const file = repositoryPath(finding.filePath ?? '');
    const line = usableLine(finding.line);
    return {
      level: 'notice',
      title: logLine(
        `Semgrep ${finding.issueType === 'sca' ? 'supply-chain' : 'code'} finding (${truncate(stripControl(finding.severity), 20) || 'unknown severity'}${flags})`,
      ),
      message: logLine(
        finding.issueType === 'sca' && finding.vulnerability !== undefined
          ? `${findingName(finding)}. Rule ${rule}. Upgrade the package, or triage it in Semgrep.`
          : `Rule ${rule}. Fix it, or triage it in Semgrep.`,
      ),
      ...(file === undefined ? {} : { file: logLine(file, FILE_MAX), ...(line === undefined ? {} : { startLine: line }) }),
    };
  });
  const more = Math.max(own.length, counted) - annotations.length;
  if (more > 0) {
    annotations.push({
      level: 'notice',
      title: 'findings-gate: more findings',
      message: `${count(more)} more ${more === 1 ? 'finding of this repository is' : 'findings of this repository are'} not annotated (a CI shows only so many notices a step, and the gate writes ${limit + 1} at most): see the summary.`,
    });
  }
  return annotations;
}

/**
 * Error annotations for the items of `repository` the platform's policy fails the run on and the list does not name
 * (gate/policy-items.ts), the first `limit` (what the secrets left of GitHub's errors a step), each saying why and that
 * it is not counted again; then one notice counting the rest. No repository: none (their files are elsewhere).
 */
export function policyAnnotations(apart: PolicyApart, repository: string | undefined, limit: number): Annotation[] {
  const findings = apart.findings.filter(({ finding }) => sameRepository(finding.repository?.name, repository));
  const secrets = apart.secrets.filter((secret) => belongsToRepository(secret, repository));
  const all: Annotation[] = [
    ...findings.map(({ finding, why }): Annotation => {
      const file = finding.filePath === undefined ? undefined : repositoryPath(finding.filePath);
      const line = usableLine(finding.line);
      const product = finding.issueType === 'sca' ? 'supply-chain' : 'code';
      return {
        level: 'error',
        title: logLine(
          `Blocked by policy: Semgrep ${product} finding (${truncate(stripControl(finding.severity), 20) || 'unknown severity'})`,
        ),
        message: logLine(
          `${truncate(stripControl(apartName(finding)), 300)}, rule ${truncate(stripControl(finding.rule), 200)}: ${APART_WHY[why]}; ${APART_NOTE}.`,
        ),
        ...(file === undefined ? {} : { file: logLine(file, FILE_MAX), ...(line === undefined ? {} : { startLine: line }) }),
      };
    }),
    ...secrets.map((secret): Annotation => {
      const type = truncate(stripControl(secret.type).trim(), TYPE_MAX) || 'unknown type';
      const location = findingLocation(secret.findingPath);
      return {
        level: 'error',
        title: logLine(`Blocked by policy: ${type} secret (${severityName(secret.severity) ?? 'unknown severity'})`),
        message: logLine(`${type} secret: ${APART_WHY['secret-in-block']}; ${APART_NOTE}. Rotate it, or triage it in Semgrep.`),
        ...(location === undefined
          ? {}
          : { file: logLine(location.file, FILE_MAX), ...(location.line === undefined ? {} : { startLine: location.line }) }),
      };
    }),
  ];
  const shown = all.slice(0, Math.max(0, limit));
  const more = all.length - shown.length;
  if (more > 0) {
    shown.push({
      level: 'notice',
      title: 'findings-gate: more items blocked by policy',
      message: `${count(more)} more ${more === 1 ? 'item' : 'items'} the platform's policy fails the run on ${more === 1 ? 'is' : 'are'} not annotated (at most ${MAX_ERROR_ANNOTATIONS} are, GitHub's limit of error annotations a step): see the summary's Blocked by policy table.`,
    });
  }
  return shown;
}
