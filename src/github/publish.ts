// The shell's GitHub-facing outputs of a run: annotations on the diff, the SARIF file and the
// pull-request comment. None of them changes the verdict or the exit status: a failure is a warning.
import { resolve } from 'node:path';
import { type Config, isTokenShaped } from '../config/index.ts';
import { isExcepted } from '../gate/reading.ts';
import { sameRepository } from '../gate/scope.ts';
import type { Excepted, KeptFinding, Verdict } from '../gate/types.ts';
import { githubHost } from '../host/github.ts';
import { eventContext } from '../host/github-event.ts';
import type { CommentRequest, Host } from '../host/types.ts';
import { type Annotation, findingAnnotations, MAX_ERROR_ANNOTATIONS, secretAnnotations } from '../render/annotations.ts';
import { commentMarker, renderComment, renderErrorComment } from '../render/comment.ts';
import { logLine } from '../render/escape.ts';
import { belongsToRepository } from '../render/location.ts';
import { freshShown, newSecretIds, type SummaryInput } from '../render/sections.ts';
import { VERSION } from '../version.ts';
import { commentFailure, pullRequestOf, upsertComment } from './comment-pr.ts';
import { OUTPUT } from './outputs.ts';

/** Longest the comment may take, however much of the run's deadline is left. */
const COMMENT_TIMEOUT_MS = 30_000;
/** The watchdog ends the run 5 s after its deadline; the comment must be done 1 s before. */
const WATCHDOG_MARGIN_MS = 4_000;

/** Annotations, the SARIF file and the comment of a run that reached a verdict. */
export async function publishVerdict(input: SummaryInput, host: Host = githubHost()): Promise<void> {
  const { config, data, verdict } = input;
  const repository = host.context.repository;
  if (config.github.annotations) host.annotate(annotations(input, repository));
  if (config.github.sarifFile) await writeSarif(host, config.github.sarifFile, data, verdict, repository);
  await comment(host, config, input.elapsedMs, verdict.result === 'fail', (marker) => renderComment(marker, input));
}

/** After an error: an existing comment is updated to say so (never created), so no stale verdict stays behind. */
export async function publishError(
  config: Config,
  error: { message: string; operation?: string; runUrl?: string },
  elapsedMs: number,
  host: Host = githubHost(),
): Promise<void> {
  await comment(host, config, elapsedMs, undefined, (marker) => renderErrorComment(marker, error));
}

/** The annotations of a verdict: the repository's confirmed-valid secrets, then its listed findings. */
function annotations({ data, verdict }: SummaryInput, repository: string | undefined): Annotation[] {
  // What an exception accepted is not annotated: it stays in the summary, the comment and the SARIF file.
  const listed = data.findings?.state === 'listed' ? data.findings.findings.filter((f) => !isExcepted(verdict.reading, f.judged)) : [];
  const secrets = data.validSecrets.filter((secret) => secret.exception === undefined);
  return [
    ...secretAnnotations(secrets, repository, MAX_ERROR_ANNOTATIONS, newSecretIds(verdict)),
    ...findingAnnotations(listed, repository, freshShown(verdict)),
  ];
}

/** Writes the SARIF log of the current repository's secrets (every secret when not on GitHub). */
async function writeSarif(
  host: Host,
  path: string,
  data: SummaryInput['data'],
  verdict: Verdict,
  repository: string | undefined,
): Promise<void> {
  const secrets = data.validSecrets;
  const own = repository === undefined ? secrets : secrets.filter((secret) => belongsToRepository(secret, repository));
  const listed = data.findings?.state === 'listed' ? data.findings.findings : [];
  const ownFindings = repository === undefined ? listed : listed.filter((finding) => sameRepository(finding.repository?.name, repository));
  // The SARIF writer is loaded only by a run that writes a SARIF file.
  const { buildSarif } = await import('../render/sarif.ts');
  const { log, withoutLocation } = buildSarif({
    secrets: own,
    findings: ownFindings,
    acceptedBecause: (item) => acceptedReason(verdict, item),
    // A version a consumer can compare (the ref the action is pinned by is often a commit sha).
    version: VERSION,
  });
  let file: string;
  try {
    file = await host.writeFile(path, { json: log, indent: 2 });
  } catch (error) {
    host.warning(logLine(`could not write the SARIF file ${resolve(path)}: ${(error as Error).message}`));
    return;
  }
  host.setOutput(OUTPUT.sarifFile, file);
  const results = log.runs[0]?.results.length ?? 0;
  const left = [
    secrets.length > own.length ? `${secrets.length - own.length} of other repositories` : '',
    withoutLocation > 0 ? `${withoutLocation} without a file path` : '',
  ].filter((part) => part !== '');
  host.info(
    logLine(
      `SARIF: ${results} results (confirmed-valid secrets and findings) written to ${file}${left.length > 0 ? ` (left out: ${left.join(', ')})` : ''}`,
    ),
  );
}

/**
 * The pull-request comment (the merge request's note on GitLab), as `comment-on-pr` asks: `failing`
 * undefined is an error run (update only); `on-failure` creates a comment only for a failing verdict,
 * and still updates one that exists.
 */
async function comment(
  host: Host,
  config: Config,
  elapsedMs: number,
  failing: boolean | undefined,
  render: (marker: string) => string,
): Promise<void> {
  const policy = config.github.commentOnPr;
  if (policy === 'never') return;
  const remainingMs = Math.min(COMMENT_TIMEOUT_MS, config.timeoutSeconds * 1000 + WATCHDOG_MARGIN_MS - elapsedMs);
  // The body leaves the run: masked like everything the host writes.
  const request: CommentRequest = {
    policy,
    failing,
    render: (marker) => host.mask(render(marker)),
    remainingMs,
    projects: config.projects,
  };
  if (host.context.ci === 'gitlab') {
    // The merge request's note: its client is loaded only by a GitLab run that asks for one.
    const { gitlabNote } = await import('../gitlab/note.ts');
    await gitlabNote(host, request);
  } else if (host.context.ci === 'github') {
    await githubComment(host, config.github.token, request);
  } else {
    host.warning(
      `comment-on-pr is ${policy}, but ${host.context.ci} has no comment the gate can keep up to date: read the summary file, the JUnit file or the outputs instead.`,
    );
  }
}

async function githubComment(host: Host, token: string, { policy, failing, render, remainingMs, projects }: CommentRequest): Promise<void> {
  const context = await eventContext();
  const pullRequest = pullRequestOf(context);
  if (pullRequest === undefined) {
    host.debug(logLine(`comment-on-pr is ${policy}, but the event ${context.eventName || '(none)'} is not a pull request: no comment.`));
    return;
  }
  if (!isTokenShaped(token)) {
    host.warning(
      `comment-on-pr is ${policy}, but github-token is ${token === '' ? 'empty' : 'not a valid token'}: pass \${{ github.token }} (the default) with \`permissions: pull-requests: write\`. No comment was written.`,
    );
    return;
  }
  if (remainingMs < 1000) {
    host.warning(`findings-gate did not comment on pull request #${pullRequest.number}: the run's deadline is too close.`);
    return;
  }
  const marker = commentMarker({
    ...(process.env.GITHUB_WORKFLOW ? { workflow: process.env.GITHUB_WORKFLOW } : {}),
    ...(process.env.GITHUB_JOB ? { job: process.env.GITHUB_JOB } : {}),
    ...(process.env.GITHUB_ACTION ? { action: process.env.GITHUB_ACTION } : {}),
    projects,
  });
  try {
    const result = await upsertComment({
      token,
      pullRequest,
      marker,
      body: render(marker),
      create: failing === true || (failing === false && policy === 'always'),
      signal: AbortSignal.timeout(remainingMs),
    });
    const where = `pull request #${pullRequest.number}`;
    if (result.action === 'created' || result.action === 'updated') {
      host.info(logLine(`Comment ${result.action} on ${where}${result.url ? `: ${result.url}` : ''}`));
    } else if (result.action === 'too-many-comments') {
      host.warning(`findings-gate did not comment on ${where}: it has more than ${result.pages * 100} comments to search.`);
    } else {
      host.info(
        `No comment on ${where}: comment-on-pr is ${policy}, the gate ${failing === false ? 'passed' : 'could not decide'} and no earlier comment exists.`,
      );
    }
  } catch (error) {
    host.warning(logLine(commentFailure(error, pullRequest), 1000));
  }
}

/** The reason of the exception that accepted a finding or secret (a SARIF suppression's justification); undefined when none did. */
function acceptedReason(verdict: Verdict, item: Excepted<object> | KeptFinding): string | undefined {
  const number = 'judged' in item ? (isExcepted(verdict.reading, item.judged) ? item.judged.exception : undefined) : item.exception;
  if (number === undefined) return undefined;
  return verdict.exceptions?.entries.find((outcome) => outcome.entry.number === number)?.entry.reason;
}
