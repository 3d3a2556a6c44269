// The report file's values (format.ts) built from a run; the host writes them (host/files.ts).
import type { Config } from '../config/index.ts';
import { completeFindingIds, countingBasis } from '../gate/baseline.ts';
import { MAX_RECORDED_ID_BYTES, RECORD_IDS_AUTO_MAX } from '../gate/findings.ts';
import { idRecording, pullRequestIdsWhy } from '../gate/listing.ts';
import { isExcepted } from '../gate/reading.ts';
import { type GateData, type Totals, type Verdict, validSecretCount } from '../gate/types.ts';
import { count, plural } from '../numbers.ts';
import {
  type ErrorReport,
  REPORT_FORMAT,
  REPORT_FORMAT_VERSION,
  type ReportCounts,
  type ReportExceptions,
  type VerdictReport,
} from './format.ts';

/** What a run adds to its result: timing and the filters as the summary lists them. */
export interface RunFacts {
  elapsedMs: number;
  requests: number;
  filters: string[];
}

const countsOf = (totals: Totals): ReportCounts => ({
  total: totals.total,
  bySeverity: totals.bySeverity,
  byProduct: totals.byProduct,
  matrix: totals.matrix,
});

/** The report of a run that reached a verdict; what a baseline needs is `generatedAt` to `validSecretIds`. */
export function verdictReport(config: Config, data: GateData, verdict: Verdict, facts: RunFacts): VerdictReport {
  const { baseline } = verdict;
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    generatedAt: data.fetchedAt,
    deployment: { id: data.deploymentId, name: data.deploymentName ?? null, api: config.baseUrl },
    basis: countingBasis(config),
    // The counts judged (the report's, raised where the findings list named more), less what exceptions accepted, which each project keeps apart.
    projects: verdict.counted.projects,
    validSecretIds: data.validSecrets.map((secret) => secret.id),
    findingIds: completeFindingIds(data) ?? null,
    findingIdsWhyNot: findingIdsWhyNot(config, data) ?? null,
    result: verdict.result,
    mode: config.mode,
    gateOn: verdict.gateOn,
    counts: countsOf(verdict.totals),
    reasons: verdict.reasons.map((r) => r.text),
    failOnSeverity: config.failOnSeverity,
    failOnValidSecrets: config.failOnValidSecrets,
    budgets: config.budgets,
    exceeded: verdict.exceeded,
    baseline:
      baseline === undefined
        ? null
        : baseline.used
          ? {
              used: true,
              file: baseline.file,
              generatedAt: baseline.comparison.generatedAt,
              ageHours: baseline.comparison.ageHours,
              before: countsOf(baseline.comparison.before),
              new: countsOf(baseline.comparison.increase),
              newSecretIds: baseline.comparison.newSecretIds,
            }
          : { used: false, file: baseline.file ?? null, why: baseline.why },
    filters: facts.filters,
    scope: data.scope ?? null,
    freshness: data.freshness ?? null,
    foreignSecrets: data.foreignSecrets ?? null,
    findings: findingsFacts(data, verdict),
    validSecrets: data.validSecrets,
    validSecretCount: verdict.counted.validSecrets,
    validSecretsLeftOut: validSecretCount(data) - data.validSecrets.length,
    failOnBlockedLicenses: config.failOnBlockedLicenses,
    blockedDependencyCount: data.blockedDependencyCount === undefined ? null : verdict.counted.blockedDependencies,
    blockedDependencies: data.blockedDependencies ?? [],
    dependencyInventory: data.inventory ?? null,
    exceptions: exceptionsFacts(verdict),
    elapsedMs: facts.elapsedMs,
    requests: facts.requests,
  };
}

/** The report of a run that could not decide: no counts, so never a baseline. */
export function errorReport(error: {
  message: string;
  operation?: string;
  deploymentId?: string;
  generatedAt: string;
  elapsedMs: number;
  requests: number;
}): ErrorReport {
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    generatedAt: error.generatedAt,
    result: 'error',
    error: error.message,
    operation: error.operation ?? null,
    deploymentId: error.deploymentId ?? null,
    elapsedMs: error.elapsedMs,
    requests: error.requests,
  };
}

/** Why the report file holds no finding ids, in a user's words (its `findingIdsWhyNot`); undefined where it holds them. */
export function findingIdsWhyNot(
  config: Pick<Config, 'recordFindingIds' | 'pullRequest'>,
  data: Pick<GateData, 'findings'>,
): string | undefined {
  const listing = data.findings;
  if (completeFindingIds(data) !== undefined) return undefined;
  const recording = idRecording(config.recordFindingIds, config.pullRequest);
  if ('record' in recording && !recording.record) return pullRequestIdsWhy(recording) ?? 'record-finding-ids is false';
  if (listing === undefined || listing.state === 'off') return 'the findings list was not read (list-findings is false)';
  if (listing.state === 'unavailable') return `the findings list is not available (${listing.why})`;
  const { tally } = listing;
  const auto = `more than the ${count(RECORD_IDS_AUTO_MAX)} record-finding-ids: auto records (set it to true to record them all)`;
  if (tally.idsPastCap === 'auto') return `the ${count(tally.count)} findings listed are ${auto}`;
  if (tally.idsPastCap === 'bytes')
    return `the findings listed have more ids than the gate records (${MAX_RECORDED_ID_BYTES / 1024 / 1024} MiB)`;
  if (tally.withoutId > 0) return `${plural(tally.withoutId, 'listed finding has', 'listed findings have')} no match_based_id`;
  return `the report counts ${auto}`;
}

/**
 * What the report file says of the findings list: listed (how many, how many kept), off, or why not available. Its
 * numbers are the summary's (render/findings.ts): what exceptions accepted is in neither, counted apart in
 * `exceptions` (attack42 R1).
 */
function findingsFacts(data: GateData, verdict: Verdict): VerdictReport['findings'] {
  const listing = data.findings;
  if (listing === undefined) return null;
  if (listing.state !== 'listed') return listing;
  const kept = listing.findings.filter((finding) => !isExcepted(verdict.reading, finding.judged)).length;
  return { state: 'listed', count: verdict.counted.listed ?? listing.count, kept };
}

/** What the report file says of the exceptions: each entry, what it matches and what it did. */
function exceptionsFacts(verdict: Verdict): ReportExceptions | null {
  const outcome = verdict.exceptions;
  if (outcome === undefined) return null;
  return {
    file: outcome.file,
    excepted: verdict.counted.accepted,
    entries: outcome.entries.map(({ entry, state, expiring, applied, unproven }) => {
      const matches: Record<string, string | string[]> = {};
      for (const key of ['finding', 'rule', 'vulnerability', 'secret'] as const) {
        const value = entry[key];
        if (value !== undefined) matches[key] = value;
      }
      if (entry.projects !== undefined) matches.projects = entry.projects.map((project) => project.asWritten);
      if (entry.paths !== undefined) matches.paths = entry.paths.map((glob) => glob.asWritten);
      if (entry.package !== undefined) matches.package = entry.package.asWritten;
      return {
        number: entry.number,
        line: entry.line,
        state,
        expiring,
        matches,
        reason: entry.reason,
        owner: entry.owner ?? null,
        expires: entry.expires,
        applied,
        unproven,
      };
    }),
  };
}
