// The job summary of a run that could not decide (the API or the configuration failed), or that failed on
// what the policy's walks showed while another request failed. Pure Markdown, bounded like the summary of
// a verdict (render/summary.ts), whose size guard and duration words it shares.

import type { Config } from '../config/index.ts';
import { plural } from '../numbers.ts';
import { markdownText } from './escape.ts';
import { duration, guardSize, MAX_REASONS } from './summary.ts';
import { type ShownRun, shownIncomplete } from './text.ts';

export interface ErrorSummaryInput {
  operation?: string;
  message: string;
  onApiError: 'fail' | 'warn';
  /** Whether the error is the API's (on-api-error applies), not the configuration's or the data's. */
  apiFailure?: boolean;
  elapsedMs: number;
  requests: number;
  deploymentId?: string;
  /** Where the policy's walks showed what fails the run while another request failed: the gate's reasons, and that failure's message. */
  shown?: ShownRun;
  /** The settings, when they were read before the error (their mode: a failure in mode warn does not fail the job). */
  config?: Pick<Config, 'mode'>;
}
/** The job summary of a run that could not decide: the API or the configuration failed. */
export function renderErrorSummary(input: ErrorSummaryInput): string {
  if (input.shown !== undefined) return renderShownSummary(input, input.shown);
  const warn = input.onApiError === 'warn';
  const lines = [
    warn ? '## ⚠️ findings-gate: error (on-api-error: warn, the job is not failed)' : '## ❌ findings-gate: error',
    '',
    input.operation ? `The gate could not decide: **${markdownText(input.operation, 100)}** failed.` : 'The gate could not decide.',
    '',
    `> ${markdownText(input.message, 1000)}`,
    '',
    '### What to do',
    '',
    ...errorAdvice(input.message, input.onApiError, input.apiFailure ?? true).map((line) => `- ${line}`),
    '',
    ...footer(input),
  ];
  return guardSize(lines);
}

/**
 * The job summary of a run that failed on what the policy's walks showed while another request failed:
 * a failure (the gate's reasons), and why its counts are incomplete; on-api-error does not apply.
 */
function renderShownSummary(input: ErrorSummaryInput, shown: ShownRun): string {
  const failed = input.operation ? `**${markdownText(input.operation, 100)}**` : 'a request';
  const lines = [
    input.config?.mode === 'warn' ? '## ⚠️ findings-gate: fail (warn mode: the job is not failed)' : '## ❌ findings-gate: fail',
    '',
    '### Reasons',
    '',
    ...shown.reasons.slice(0, MAX_REASONS).map(({ text }) => `- ${markdownText(text)}`),
    '',
    `> ⚠️ ${shownIncomplete(failed)}`,
    '>',
    `> ${markdownText(shown.failure, 1000)}`,
    '',
    '### What to do',
    '',
    "- Deal with what the reasons name: remove or replace a malicious dependency, fix or triage a blocking finding in Semgrep; the job fails while the platform's lists name them.",
    `- \`on-api-error\` does not apply: it softens what the API did, never what its lists showed. Once ${failed} answers, the next run judges the counts too.`,
    '',
    ...footer(input),
  ];
  return guardSize(lines);
}

/** Advice for a failed run, from the HTTP status or symptom the message names. */
function errorAdvice(message: string, onApiError: 'fail' | 'warn', apiFailure: boolean): string[] {
  const advice: string[] = [];
  if (/\b401\b|unauthori[sz]ed/i.test(message)) {
    advice.push(
      'Check the Semgrep token the run was given (the `api-token` input, or the `SEMGREP_APP_TOKEN` variable): it is revoked or mistyped, or lacks the Web API scope.',
    );
  }
  if (/^No API token/.test(message)) {
    // A secret set and still missing (trial7): where a CI withholds it.
    advice.push(
      "The run was given no Semgrep token. A secret set and still missing: a pull request from a fork or from Dependabot gets none of the repository's secrets, GitLab passes a protected variable only to protected branches' pipelines, and Azure passes a secret variable only where the step maps it.",
    );
  }
  if (/\b403\b|forbidden/i.test(message)) {
    advice.push('The token cannot access this deployment: use a token of the same deployment, or fix the `deployment` input.');
  }
  if (/\b404\b|not found/i.test(message)) {
    advice.push('Check the `deployment` and `base-url` inputs: the API did not find what was asked.');
  }
  if (/\b429\b|rate.?limit/i.test(message)) advice.push('The API is rate-limiting: run again later, or less often.');
  if (/\b5\d\d\b(?![,.]\d)|timed? ?out|timeout|ECONNRESET|ENOTFOUND|ECONNREFUSED/i.test(message)) {
    advice.push('This looks transient: re-run the job; raise `timeout-seconds` if the deployment is large.');
  }
  if (advice.length === 0) advice.push('Read the message above: it names the operation and the HTTP status or input at fault.');
  if (!apiFailure) {
    advice.push('This is not an API failure, so `on-api-error` does not apply: the job fails until the cause is fixed.');
  } else if (onApiError === 'fail') {
    advice.push('Set `on-api-error` to `warn` to let the job pass while the API is unavailable (the gate then does not check).');
  }
  return advice;
}

/** The summary's last lines: the deployment, how long the run took and how many requests it made. */
function footer(input: ErrorSummaryInput): string[] {
  const deployment = input.deploymentId ? `Deployment id ${markdownText(input.deploymentId, 40)}. ` : '';
  return ['---', '', `${deployment}Took ${duration(input.elapsedMs)}, ${plural(input.requests, 'API request', 'API requests')}.`, ''];
}
