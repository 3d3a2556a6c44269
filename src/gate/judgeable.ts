// Whether a run can be judged: the checks on what was fetched that come before the verdict (the scans
// fresh enough, the list the deadlines need available) and after it (a pass never stands on a list read
// in part). Each failure is an error the user must act on, never a pass. Pure.
import type { ApiOperation } from '../api/errors.ts';
import { type EntryOutcome, entryName } from './exceptions.ts';
import { FreshnessError, staleProjects } from './freshness.ts';
import type { GateData, GateRules, LoadedBaseline, Verdict } from './types.ts';

/** A list the client stopped reading before the server's end (a repeated cursor): its data is partial. */
export interface PartialList {
  operation: ApiOperation;
  message: string;
}

/** Why the fetched data cannot be judged under these rules, as the error to raise; undefined when it can. */
export function notJudgeable(
  rules: Pick<GateRules, 'maxOpenAge'> & { scanMaxAge?: { ms: number; asWritten: string } },
  data: Pick<GateData, 'freshness' | 'findings'>,
  now: Date,
): FreshnessError | undefined {
  const maxAge = rules.scanMaxAge;
  if (maxAge !== undefined && data.freshness !== undefined) {
    const stale = staleProjects(data.freshness, maxAge, now);
    if (stale.length > 0) {
      return new FreshnessError(
        `scan-max-age: ${stale.join('; ')}; scan-max-age is ${maxAge.asWritten}: run a scan, or raise scan-max-age`,
      );
    }
  }
  if (rules.maxOpenAge !== undefined && data.findings?.state === 'unavailable') {
    return new FreshnessError(
      `max-open-age: the findings list is not available (${data.findings.why}), so the deadlines cannot be checked`,
    );
  }
  return undefined;
}

/** Whether the data of an operation can turn a pass into a failure under these rules. */
function decidesOn(rules: Pick<GateRules, 'failOnValidSecrets' | 'failOnBlockedLicenses' | 'platform'>, operation: ApiOperation): boolean {
  if (operation === 'secrets') return rules.failOnValidSecrets || rules.platform?.failOnBlocking === true;
  if (operation === 'dependencies') return rules.failOnBlockedLicenses;
  return true;
}

/**
 * The partial list that keeps a pass from standing, if any: a partial list can prove a failure, never
 * a pass, since its unread pages may hold what fails the gate.
 */
export function unprovenPass(
  rules: Pick<GateRules, 'failOnValidSecrets' | 'failOnBlockedLicenses' | 'platform'>,
  verdict: Pick<Verdict, 'result'>,
  partialLists: readonly PartialList[],
): PartialList | undefined {
  if (verdict.result !== 'pass') return undefined;
  return partialLists.find(({ operation }) => decidesOn(rules, operation));
}

/**
 * Why a pass cannot stand on the confirmed-valid secrets: the API returned some for the scope that name another
 * repository, which the gate does not count (gate/secrets.ts secretPlace), and one of them may be the scope's own
 * under another name (a mirror, a moved group, a server that labels them otherwise). With fail-on-valid-secrets, the
 * pass is the API's error, as for the policy's walks (attack32 L3, attack35 M1); a FAIL stands. Undefined otherwise.
 */
export function foreignSecretsPass(
  rules: Pick<GateRules, 'failOnValidSecrets'>,
  verdict: Pick<Verdict, 'result'>,
  data: Pick<GateData, 'foreignSecrets'>,
): string | undefined {
  const foreign = data.foreignSecrets;
  if (verdict.result !== 'pass' || !rules.failOnValidSecrets || foreign === undefined || foreign.count === 0) return undefined;
  const names = foreign.repositories.map((name) => JSON.stringify(name.slice(0, 200))).join(', ');
  const counted = foreign.count === 1 ? '1 confirmed-valid secret' : `${foreign.count} confirmed-valid secrets`;
  return `fail-on-valid-secrets: ${counted} returned for the scope name another repository (${names}), and whether ${foreign.count === 1 ? 'it is' : 'they are'} the scope's cannot be told; check that the projects input names the repositories you mean`;
}

/** A pass of gate-on new, against a baseline in use that holds finding ids, over code or supply chain: what the list decides. */
function passNewByIds(
  rules: Pick<GateRules, 'gateOn' | 'findingTypes'>,
  verdict: Pick<Verdict, 'result' | 'baseline'>,
  loaded: LoadedBaseline | undefined,
): boolean {
  if (verdict.result !== 'pass' || rules.gateOn !== 'new' || verdict.baseline?.used !== true) return false;
  // Secrets are not in the list: their new ones are the rise of the counts, list or not.
  if (!rules.findingTypes.some((type) => type !== 'secrets')) return false;
  return loaded !== undefined && 'baseline' in loaded && loaded.baseline.findingIds !== undefined;
}

/**
 * Why a pass cannot stand on new findings judged without the list that names them: gate-on new against a
 * baseline in use that holds finding ids, and no list. "New" would be the rise of the counts, which a fix
 * elsewhere offsets: the list is needed as max-open-age needs it. A list that is not there (a 404 or 405,
 * attack11 L2) is the API's error (on-api-error decides); a list the run was told not to read
 * (list-findings: false, attack13 L2) is the settings' error, never softened. A FAIL stands: the new
 * findings are at least the rise. Undefined when a pass can stand.
 */
export function unlistedNewPass(
  rules: Pick<GateRules, 'gateOn' | 'findingTypes'>,
  verdict: Pick<Verdict, 'result' | 'baseline'>,
  data: Pick<GateData, 'findings'>,
  loaded: LoadedBaseline | undefined,
): { cause: 'api' | 'settings'; message: string } | undefined {
  const listing = data.findings;
  if ((listing?.state !== 'unavailable' && listing?.state !== 'off') || !passNewByIds(rules, verdict, loaded)) return undefined;
  if (listing.state === 'off') {
    return {
      cause: 'settings',
      message:
        "Input 'list-findings' is false, and gate-on is new against a baseline that holds finding ids: without the list the new findings are only the rise of the counts, which a fix elsewhere offsets. Set list-findings to true, or gate against a baseline recorded with record-finding-ids: false.",
    };
  }
  return {
    cause: 'api',
    message: `gate-on: new: the findings list is not available (${listing.why}), so the new findings cannot be told by the baseline's finding ids`,
  };
}

/**
 * With fail-on-unused-exceptions, a pass where an entry could not be checked (its source not read whole): why it
 * cannot stand, and whether the settings or the API are the cause; undefined where the pass stands (attack23 P1,
 * P2). The settings are the cause of a package entry (fail-on-blocked-licenses off: no dependency is judged) and of
 * a findings entry with the list turned off; the API of a findings entry whose list was not available. Where both
 * stand, the settings' error is the one raised: it is never softened (attack24 J1).
 */
export function uncheckedUnusedPass(
  rules: Pick<GateRules, 'failOnUnusedExceptions'>,
  verdict: Pick<Verdict, 'result' | 'exceptions'>,
  data: Pick<GateData, 'findings'>,
): { message: string; cause: 'settings' | 'api' } | undefined {
  if (!rules.failOnUnusedExceptions || verdict.result !== 'pass') return undefined;
  const unchecked = (verdict.exceptions?.entries ?? []).filter(({ state }) => state === 'unchecked');
  const bySettings = ({ entry }: EntryOutcome): boolean => entry.kind !== 'findings' || data.findings?.state === 'off';
  const entry = unchecked.find(bySettings) ?? unchecked[0];
  if (entry === undefined) return undefined;
  return {
    message: `fail-on-unused-exceptions: ${entryName(entry.entry)} could not be checked (${entry.why ?? 'its source was not read whole'}), so the run cannot show that no entry matched nothing`,
    cause: bySettings(entry) ? 'settings' : 'api',
  };
}
