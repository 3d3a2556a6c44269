// How a run ends once its decision is made: the verdict's outputs and each sink's rendering of the
// verdict, or of the error, one after another, each bounded from its own start and able only to add a
// warning; the watchdog that ends a run past its deadline without softening what was decided.

import { performance } from 'node:perf_hooks';
import { OWN_WORK_SHARE } from './api/index.ts';
import { type ShownHolder, shownPolicySoFar } from './collect/policy.ts';
import type { Config } from './config/index.ts';
import { onApiErrorOf, parseTuning } from './config/index.ts';
import { ShownFailure, withShownPolicy } from './gate/platform-policy.ts';
import type { GateData, Verdict } from './gate/types.ts';
import { setErrorOutputs, setResult, setShownResult, setVerdictOutputs } from './github/outputs.ts';
import { armBackstop, EXIT_GRACE_MS, hardExit, timerMs } from './host/exit.ts';
import type { Ending, ErrorRun, Host, Sink } from './host/types.ts';
import { logLine } from './render/escape.ts';
import { exceptionLogLines } from './render/exceptions.ts';
import { describeFilters } from './render/filters.ts';
import { baselineLogLines, dataWarnings, readingWarnings, verdictLogLines } from './render/log.ts';
import { scanLogLines } from './render/scans.ts';
import { failureHeadline } from './render/summary.ts';
import { shownHeadline } from './render/text.ts';

/** A run that reached a verdict. */
export interface Decided {
  config: Config;
  data: GateData;
  verdict: Verdict;
}

/** A run that could not decide: the one-line message, and what is known of the run. */
export interface Undecided {
  message: string;
  /** Whether on-api-error may soften it: only what the API did (unreachable, 5xx, malformed, out of time). */
  apiFailure: boolean;
  operation?: string;
  config?: Config;
  deploymentId?: string;
  /** What the policy's walks showed that fails the run, where another request failed: the run's verdict is a FAIL. */
  shown?: ShownFailure;
}

/** What a run did, for the summary footer and the report file. */
export interface RunFacts {
  elapsedMs: number;
  requests: number;
}

/** The longest a publication may take, from its own start, unless tuned. */
const PUBLISH_TIMEOUT_MS = 30_000;

/**
 * How a run ends once its verdict is decided: final. The watchdog ends the run with it (a publication
 * still running is left, with a warning), and nothing after it can change it. `ended`: the sinks'
 * endings began (the host's end follows them); `closed`: the host's end ran, the exit status is the
 * ending's; `left`: a publication was left running past its time.
 */
export interface Final {
  ending?: Ending;
  ended?: boolean;
  closed?: boolean;
  left?: boolean;
  /**
   * What the policy's walks have listed, each walk's read from the moment it begins (collect/policy.ts ShownHolder):
   * a run the watchdog ends undecided still fails on it (a shown failure), as the run ends where another request
   * fails (attack41 W1), a walk still out included (attack43 W3).
   */
  policySoFar?: ShownHolder['policySoFar'];
  /** How many requests the run has made so far, for the report of a run the watchdog ends (attack46 H1). */
  requests?: () => number;
}

/** How long past the run's deadline the watchdog waits, unless tuned: a request ends at the deadline itself, but for a connection still being made. */
const WATCHDOG_GRACE_MS = 5000;

/** The time each sink's ending has when the watchdog ends the run (the outputs file, Azure's variables). */
const WATCHDOG_ENDING_MS = 1000;

/** How much later than the watchdog's own path the backstop ends a process whose main thread is held. */
const BACKSTOP_MARGIN_MS = 2000;

/** Ends a run that hangs past its deadline: a gate must never hang the job, and never softens a verdict it decided. */
export function armWatchdog(host: Host, config: Config, sinks: readonly Sink[], final: Final): void {
  const graceMs = parseTuning(process.env).watchdogGraceMs ?? WATCHDOG_GRACE_MS;
  const timer = setTimeout(
    () => {
      const message = `the run's deadline of ${config.timeoutSeconds} s was reached`;
      if (final.ended) {
        // The sinks' endings are still out: the host ends now with what was decided, so the exit is its.
        host.warning(`${message} while the run was ending: what was not written is left out.${stands(final.ending)}`);
        if (final.ending !== undefined) closeHost(host, final.ending, final);
        hardExit();
      }
      if (final.ending !== undefined) {
        const what = final.ending.kind === 'error' ? 'the error' : 'the verdict';
        host.warning(`${message} while ${what} was being published: what was not written is left out.${stands(final.ending)}`);
        void endOnce(host, sinks, final.ending, WATCHDOG_ENDING_MS, final).finally(() => hardExit());
        return;
      }
      // Undecided: named from the main thread's busy share (the gate's own work, attack19 H2, or a request still
      // waiting for its connection, attack37 P1), and never softened: a walk still out may hold what fails the run
      // (a page of Block-mode secrets not read yet: attack43 W3), which the watchdog cannot know. What the policy's
      // walks have listed, those still out included (their lists said not read), is that FAIL (attack41 W1, attack43 W2, W3).
      const held = heldBy(config, graceMs, performance.eventLoopUtilization().utilization);
      const shown = shownSoFar(config, held.message, final);
      if (shown === undefined) setResult('error', host.setOutput);
      else setShownResult(shown, host.setOutput);
      final.ending = errorEnding(held.message, false, shown, config);
      // A shown failure's exit is the host's end's (1, or 0 under mode: warn), as where another request failed.
      const code = final.ending.kind !== 'error' ? undefined : host.errorExitCode;
      const run = watchdogRun(host, config, shown?.message ?? held.message, shown, final);
      // The sinks that write a file render the error too, once the endings have written the outputs (fileWriters).
      void endOnce(host, sinks, final.ending, WATCHDOG_ENDING_MS, final)
        .then(() => {
          const files = () => sinkErrors(host, sinks.filter(fileWriters), run, WATCHDOG_ENDING_MS, final);
          return bounded(host, 'the files of a run that could not judge', WATCHDOG_ENDING_MS, files, final);
        })
        .finally(() => hardExit(code));
    },
    timerMs(config.timeoutSeconds * 1000 + graceMs),
  );
  timer.unref();
  // Where synchronous work holds the main thread, the timer above never runs: a process beside this one ends
  // it once the watchdog's own path would have ended it (attack19 H1, C1).
  const late = graceMs + WATCHDOG_ENDING_MS + EXIT_GRACE_MS + BACKSTOP_MARGIN_MS;
  armBackstop(
    config.timeoutSeconds * 1000 + late,
    `the run's deadline of ${config.timeoutSeconds} s passed ${Math.round(late / 1000)} s ago and its work still holds the process: it is ended (killed), and the job fails.`,
  );
}

/** A run the watchdog ends undecided, as the sinks' error() takes it: its error, or the failure the policy's walks showed. */
function watchdogRun(host: Host, config: Config, message: string, shown: ShownFailure | undefined, final: Final): ErrorRun {
  return {
    message,
    ...(shown ? { shown: { reasons: shown.reasons, failure: shown.failure } } : {}),
    onApiError: 'fail',
    apiFailure: true,
    elapsedMs: Math.round(performance.now()),
    requests: final.requests?.() ?? 0,
    config,
    ...runUrl(host),
  };
}

/**
 * The sinks that write a file (the report, summary, JUnit, code quality and SARIF files): for a run the watchdog ends
 * undecided, their error() replaces or removes what the merge request committed there (a passing JUnit file, a code
 * quality report `[]`, an empty SARIF log), as a run that could not judge by any other path does (attack46 H1).
 */
const fileWriters = (sink: Sink): boolean => sink.writes !== undefined;

/** Each sink's rendering of `error`, bounded one by one: a sink that fails or is late is a warning. */
async function sinkErrors(host: Host, sinks: readonly Sink[], error: ErrorRun, timeoutMs: number, final: Final): Promise<void> {
  for (const sink of sinks) {
    const show = sink.error?.bind(sink);
    if (show !== undefined) await bounded(host, sink.name, timeoutMs, () => show(error, { host, timeoutMs }), final);
  }
}

/**
 * What the policy's walks have listed that fails the run, for an undecided run the watchdog ends: that failure, never
 * softened (on-api-error softens what the API did, never what it showed: attack41 W1, where a request still waiting
 * for its connection let a blocking secret already listed end as a softened error, exit 0). A walk still out at a page
 * that never comes counts what its pages before listed (attack43 W3), its list said not read, which may name more.
 */
function shownSoFar(config: Config, message: string, final: Final): ShownFailure | undefined {
  const policy = shownPolicySoFar(final);
  if (policy === undefined) return undefined;
  const shown = withShownPolicy(config.platform, new Error(message), policy);
  return shown instanceof ShownFailure ? shown : undefined;
}

/** What held an undecided run past its deadline's grace, from its main thread's busy share since it began (0 to 1). */
export function heldBy(config: Config, graceMs: number, busy: number): { message: string; waited: boolean } {
  const [deadline, grace, share] = [config.timeoutSeconds, graceMs / 1000, Math.min(100, Math.round(busy * 100))];
  if (busy > OWN_WORK_SHARE) {
    return {
      message: `the run's deadline of ${deadline} s was reached, and ${grace} s later the run had not ended: the gate's own work held it (its main thread busy ${share}% of the run); on-api-error: warn does not soften it`,
      waited: false,
    };
  }
  return {
    message: `the run's deadline of ${deadline} s was reached, and ${grace} s later the run had not ended: a request to the API was still waiting (its main thread busy ${share}% of the run), most likely for a connection to the API or through its proxy, which the deadline does not cut (the request timeout ends it); on-api-error: warn does not soften it, as a walk still out may hold what fails the run`,
    waited: true,
  };
}

/** What a warning of the watchdog adds of the run's end: a verdict stands (a failure the policy's walks showed too); an error has none. */
function stands(ending: Ending | undefined): string {
  return ending === undefined || ending.kind === 'error' ? '' : ' The verdict stands.';
}

/** Ends the run once: each sink's ending (every output is set by now), bounded, then the host's end of the decided verdict, or of the error. */
async function endOnce(host: Host, sinks: readonly Sink[], ending: Ending, timeoutMs: number, final: Final): Promise<void> {
  if (final.ended) return;
  final.ended = true;
  for (const sink of sinks) {
    const end = sink.ending?.bind(sink);
    if (end !== undefined) await bounded(host, sink.name, timeoutMs, () => end({ host, timeoutMs }), final);
  }
  closeHost(host, ending, final);
}

/** The host's end, once: the last line and the exit status of `ending`. */
function closeHost(host: Host, ending: Ending, final: Final): void {
  if (final.closed) return;
  final.closed = true;
  host.end(ending);
}

/**
 * Runs one publication after the decision, bounded from its own start: past `timeoutMs` (and a second
 * for it to say why itself) it is left running, with a warning; its failure is a warning too. Neither
 * can change the verdict, the result or the exit status.
 */
export async function bounded(host: Host, what: string, timeoutMs: number, work: () => Promise<void>, final: Final): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => {
    timer = setTimeout(() => done('late'), timerMs(timeoutMs + 1000));
    timer.unref();
  });
  try {
    const outcome = await Promise.race([work().then(() => 'done' as const), late]);
    if (outcome === 'late') {
      final.left = true;
      host.warning(logLine(`findings-gate did not finish ${what} within ${timeoutMs / 1000} s: it is left out. The verdict stands.`));
    }
  } catch (error) {
    host.warning(logLine(`findings-gate could not write ${what}: ${(error as Error).message}. The verdict stands.`));
  } finally {
    clearTimeout(timer);
  }
}

/** The error path: outputs, the exit status per on-api-error, and each sink's rendering of the error. */
export async function finishError(
  host: Host,
  sinks: readonly Sink[],
  inputs: Record<string, string>,
  outcome: Undecided,
  facts: RunFacts,
  final: Final,
): Promise<void> {
  // The watchdog ended the run undecided before this error came: its ending and its files stand (attack46 H1).
  if (final.ending !== undefined) return;
  const { message, operation, deploymentId, config, shown } = outcome;
  // on-api-error softens only what the API did: a configuration or freshness error always fails the job.
  const onApiError = outcome.apiFailure ? (config?.onApiError ?? onApiErrorOf(inputs)) : 'fail';
  setErrorOutputs(deploymentId, host.setOutput);
  if (shown === undefined) setResult('error', host.setOutput);
  else setShownResult(shown, host.setOutput);
  final.ending = errorEnding(message, onApiError === 'warn', shown, config);
  const error: ErrorRun = {
    message,
    ...(shown ? { shown: { reasons: shown.reasons, failure: shown.failure } } : {}),
    ...(operation ? { operation } : {}),
    ...(deploymentId ? { deploymentId } : {}),
    onApiError,
    apiFailure: outcome.apiFailure,
    ...facts,
    ...runUrl(host),
    ...(config ? { config } : {}),
  };
  const timeoutMs = publishTimeout();
  await sinkErrors(host, sinks, error, timeoutMs, final);
  await endOnce(host, sinks, final.ending, timeoutMs, final);
}

/**
 * How an undecided run ends: as its error (softened under on-api-error: warn), or, where the policy's walks
 * showed what fails the run, as that failure (gate/platform-policy.ts ShownFailure): a FAIL that mode warn
 * alone keeps from failing the job, as it does any failing verdict.
 */
function errorEnding(message: string, soften: boolean, shown: ShownFailure | undefined, config: Config | undefined): Ending {
  if (shown !== undefined) return { kind: 'findings', headline: shownHeadline(shown), enforce: config?.mode !== 'warn' };
  return {
    kind: 'error',
    soften,
    message: soften
      ? logLine(`findings-gate could not decide (on-api-error: warn, the job goes on): ${message}`, 1000)
      : logLine(`findings-gate could not decide: ${message}`, 1000),
  };
}

/** The verdict path: log, outputs, the exit status, and each sink's rendering of the verdict. */
export async function finishVerdict(
  host: Host,
  sinks: readonly Sink[],
  { config, data, verdict }: Decided,
  facts: RunFacts,
  final: Final,
): Promise<void> {
  // The watchdog ended the run undecided before this verdict came: its ending and its files stand, never a late verdict's (attack46 H1).
  if (final.ending !== undefined) return;
  for (const line of verdictLogLines(verdict, data)) host.info(line);
  for (const line of scanLogLines(data, new Date(data.fetchedAt))) host.info(line);
  for (const warning of dataWarnings(data)) host.warning(warning);
  const baselineLines = baselineLogLines(verdict, config);
  for (const line of baselineLines) (verdict.baseline?.used === false ? host.warning : host.info)(line);
  for (const line of readingWarnings(verdict)) host.warning(line);
  for (const { level, text } of exceptionLogLines(verdict)) {
    if (level === 'warning') host.warning(text);
    else if (level === 'notice') host.notice(text);
    else host.info(text);
  }
  setVerdictOutputs(data, verdict, config, host.setOutput);
  // The verdict is final from here: what follows can only add a warning.
  setResult(verdict.result, host.setOutput);
  final.ending =
    verdict.result === 'pass'
      ? { kind: 'pass' }
      : { kind: 'findings', headline: failureHeadline(verdict), enforce: config.mode === 'enforce' };
  if (data.inventory) host.info(logLine(`dependency inventory: ${data.inventory.count} dependencies written to ${data.inventory.path}`));
  const shown = { config, data, verdict, ...facts, filters: describeFilters(config), ...runUrl(host) };
  const timeoutMs = publishTimeout();
  for (const sink of sinks) {
    const show = sink.verdict?.bind(sink);
    if (show !== undefined) await bounded(host, sink.name, timeoutMs, () => show(shown, { host, timeoutMs }), final);
  }
  await endOnce(host, sinks, final.ending, timeoutMs, final);
}

/** The time each publication may take, from its own start. */
function publishTimeout(): number {
  return parseTuning(process.env).publishTimeoutMs ?? PUBLISH_TIMEOUT_MS;
}

/** The link to this run, when the CI gives one. */
function runUrl(host: Host): { runUrl?: string } {
  return host.context.runUrl ? { runUrl: host.context.runUrl } : {};
}
