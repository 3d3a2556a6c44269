// What the GitHub sinks (host/sinks.ts) write: the annotations of a verdict, the SARIF file and the
// pull-request comment. None of them changes the verdict or the exit status: a failure is a warning.
import { resolve } from 'node:path';
import type { SecretFinding } from '../api/types.ts';
import { isTokenShaped } from '../config/index.ts';
import { apartCount, type PolicyApart, policyApart, policyUnkept } from '../gate/policy-items.ts';
import { isExcepted } from '../gate/reading.ts';
import { repositoryKey, sameRepository } from '../gate/scope.ts';
import type { Excepted, GateData, KeptFinding, Verdict } from '../gate/types.ts';
import { timeLimit } from '../host/answers.ts';
import { createsComment, foreignNotice, unendedThread } from '../host/comment.ts';
import { eventContext } from '../host/github-event.ts';
import type { CommentRequest, Host } from '../host/types.ts';
import { count } from '../numbers.ts';
import { type Annotation, findingAnnotations, MAX_ERROR_ANNOTATIONS, policyAnnotations, secretAnnotations } from '../render/annotations.ts';
import { commentMarker } from '../render/comment.ts';
import { logLine } from '../render/escape.ts';
import { belongsToRepository } from '../render/location.ts';
import { freshShown, newSecretIds, type SummaryInput } from '../render/sections.ts';
import { VERSION } from '../version.ts';
import { commentFailure, pullRequestOf, upsertComment } from './comment-pr.ts';
import { OUTPUT } from './outputs.ts';

/** The annotations of a verdict: the repository's confirmed-valid secrets, then its listed findings. */
export function annotationsOf(
  { config, data, verdict }: Pick<SummaryInput, 'config' | 'data' | 'verdict'>,
  repository: string | undefined,
): Annotation[] {
  // What an exception accepted is not annotated: it stays in the summary, the comment and the SARIF file.
  const listed = data.findings?.state === 'listed' ? data.findings.findings.filter((f) => !isExcepted(verdict.reading, f.judged)) : [];
  const secrets = data.validSecrets.filter((secret) => secret.exception === undefined);
  const apart = policyApart(config.platform, data, verdict.reading);
  // An error where the verdict fails on it (fail-on-valid-secrets, or the platform's Block mode: attack47 S1), a notice
  // where it judged none, as a listed finding's: a passing run shows no error (trial8).
  const judged = verdict.checks.some((check) => check.id === 'secrets');
  const isError = (secret: SecretFinding): boolean => judged || apart.validBlocked?.has(secret.id) === true;
  const secretErrors = secretAnnotations(secrets, repository, MAX_ERROR_ANNOTATIONS, newSecretIds(verdict), isError);
  // What the platform's policy fails the run on and the list does not name: errors too, in what the secrets left (attack42 M1).
  const used = secretErrors.filter((annotation) => annotation.level === 'error').length;
  return [
    ...secretErrors,
    ...policyAnnotations(apart, repository, MAX_ERROR_ANNOTATIONS - used),
    ...findingAnnotations(listed, repository, freshShown(verdict), countedIn(verdict, repository)),
  ];
}

/** The code and supply-chain findings the verdict counted in the projects of `repository` (what exceptions accepted is not in them). */
function countedIn(verdict: Verdict, repository: string | undefined): number {
  if (repository === undefined) return 0;
  const key = repositoryKey(repository);
  const cells = (row: Record<string, number>): number => Object.values(row).reduce((sum, n) => sum + n, 0);
  return verdict.counted.projects
    .filter((project) => sameRepository(project.label, repository) || (key !== '' && project.key === key))
    .reduce((sum, { counts }) => sum + cells(counts.code) + cells(counts.sca), 0);
}

/**
 * Why the SARIF file holds no code or supply-chain finding at all, where the findings list was not read: said, as code
 * scanning closes the alert of every finding an earlier file held (attack43 S1, after attack42 A3); '' where it was.
 */
function unlistedFindings(findings: GateData['findings']): string {
  if (findings === undefined || findings.state === 'listed') return '';
  const why = findings.state === 'off' ? 'list-findings is false' : `the findings list was not read: ${findings.why}`;
  return `every code and supply-chain finding: ${why}`;
}

/** Writes the SARIF log of the current repository's secrets (every secret when not on GitHub). */
export async function writeSarif(host: Host, path: string, { config, data, verdict }: SummaryInput): Promise<void> {
  const repository = host.context.repository;
  // What the platform's policy fails the run on and the list does not name: in code scanning too (attack42 M1).
  const apart = ownApart(policyApart(config.platform, data, verdict.reading), repository);
  const secrets = data.validSecrets;
  const own = repository === undefined ? secrets : secrets.filter((secret) => belongsToRepository(secret, repository));
  const listed = data.findings?.state === 'listed' ? data.findings.findings : [];
  const ownFindings = repository === undefined ? listed : listed.filter((finding) => sameRepository(finding.repository?.name, repository));
  // The SARIF writer is loaded only by a run that writes a SARIF file.
  const { buildSarif } = await import('../render/sarif.ts');
  const {
    log,
    withoutLocation,
    apart: blockedResults,
  } = buildSarif({
    secrets: own,
    findings: ownFindings,
    apart: apart.own,
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
  // What is left out, and why: every item kept is counted here, so a result missing from the file is said (code scanning closes the alerts it no longer finds).
  const elsewhere = secrets.length - own.length + listed.length - ownFindings.length + apart.elsewhere;
  // A list of more findings than a run keeps the details of (10,000): the others are in no file (attack42 A4).
  const unkept = data.findings?.state === 'listed' ? data.findings.count - listed.length : 0;
  const left = [
    elsewhere > 0 ? `${count(elsewhere)} of other repositories` : '',
    withoutLocation > 0 ? `${count(withoutLocation)} without a file path` : '',
    unkept > 0 ? `${count(unkept)} listed whose details were not kept, of this repository or others` : '',
    unlistedFindings(data.findings),
    policyUnkeptWords(policyUnkept(config.platform, data.policy)),
  ].filter((part) => part !== '');
  const blocked = blockedResults > 0 ? `, ${count(blockedResults)} of them blocked by policy, shown apart from the counted findings` : '';
  host.info(
    logLine(
      `SARIF: ${results} results (confirmed-valid secrets and findings${blocked}) written to ${file}${left.length > 0 ? ` (left out: ${left.join(', ')})` : ''}`,
    ),
  );
}

/** What a sink says of the policy's items counted beyond the details kept (policyUnkept); empty for none. */
export function policyUnkeptWords(unkept: number): string {
  return unkept > 0 ? `${count(unkept)} blocked by policy whose details were not kept, of this repository or others` : '';
}

/** The policy's items shown apart of `repository` (all where there is none), and how many are of others. */
function ownApart(apart: PolicyApart, repository: string | undefined): { own: PolicyApart; elsewhere: number } {
  if (repository === undefined) return { own: apart, elsewhere: 0 };
  const own = {
    findings: apart.findings.filter(({ finding }) => sameRepository(finding.repository?.name, repository)),
    secrets: apart.secrets.filter((secret) => belongsToRepository(secret, repository)),
  };
  return { own, elsewhere: apartCount(apart) - apartCount(own) };
}

/** The pull-request comment of a `pull_request` or `pull_request_target` run, with the github-token. */
export async function githubComment(
  host: Host,
  token: string,
  { policy, failing, render, timeoutMs, projects }: CommentRequest,
): Promise<void> {
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
  const marker = commentMarker({
    ...(process.env.GITHUB_WORKFLOW ? { workflow: process.env.GITHUB_WORKFLOW } : {}),
    ...(process.env.GITHUB_JOB ? { job: process.env.GITHUB_JOB } : {}),
    ...(process.env.GITHUB_ACTION ? { action: process.env.GITHUB_ACTION } : {}),
    projects,
  });
  const { signal, clear } = timeLimit(timeoutMs);
  try {
    const result = await upsertComment({
      token,
      pullRequest,
      marker,
      body: render(marker),
      create: createsComment(policy, failing),
      signal,
      log: (line) => host.info(logLine(line)),
    });
    const where = `pull request #${pullRequest.number}`;
    const foreign = foreignNotice(result, where, 'comment');
    if (foreign !== undefined) host.info(foreign);
    if (result.action === 'created' || result.action === 'updated') {
      host.info(logLine(`Comment ${result.action} on ${where}${result.url ? `: ${result.url}` : ''}`));
    } else if (result.action === 'too-many') {
      host.warning(`findings-gate did not comment on ${where}: ${unendedThread(result.pages, 'comment')}.`);
    } else {
      host.info(
        `No comment on ${where}: comment-on-pr is ${policy}, the gate ${failing === false ? 'passed' : 'could not decide'} and no earlier comment exists.`,
      );
    }
  } catch (error) {
    host.warning(
      logLine(
        signal.aborted
          ? timedOut(`could not comment on pull request #${pullRequest.number}`, timeoutMs)
          : commentFailure(error, pullRequest),
        1000,
      ),
    );
  } finally {
    clear();
  }
}

/** The reason of the exception that accepted a finding or secret (a SARIF suppression's justification); undefined when none did. */
function acceptedReason(verdict: Verdict, item: Excepted<object> | KeptFinding): string | undefined {
  const number = 'judged' in item ? (isExcepted(verdict.reading, item.judged) ? item.judged.exception : undefined) : item.exception;
  if (number === undefined) return undefined;
  return verdict.exceptions?.entries.find((outcome) => outcome.entry.number === number)?.entry.reason;
}

/** The warning of a comment or note that did not finish in its time (counted from its own start). */
export function timedOut(what: string, timeoutMs: number): string {
  return `findings-gate ${what}: it did not finish within ${timeoutMs / 1000} s (the API did not answer in time, or asked to wait longer: a 429 or 503 with Retry-After). The gate's verdict and exit status are unchanged.`;
}
