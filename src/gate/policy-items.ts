// The items of the platform's policy that fail the verdict and that the listed findings do not name (attack42
// M1): a finding from a malicious dependency an SCA filter leaves out, a secret in Block mode that is not
// confirmed valid, a blocked finding of a state or beyond the details the listing kept. The sinks that name
// findings (the code quality report, the SARIF file, the annotations and Azure's log issues) name these too,
// apart from the counted findings: shown, never counted again. Decided here, once; the sinks render. Pure.
import type { ListedFinding, SecretFinding } from '../api/types.ts';
import { failingLists } from './platform-policy.ts';
import { isExcepted } from './reading.ts';
import type { GateData, PlatformRules, Reading } from './types.ts';

/** Why the platform's policy fails the run on an item: a rule in Block mode, a secret in Block mode, a malicious dependency. */
export type PolicyWhy = 'rule-in-block' | 'secret-in-block' | 'malicious';

/** A code or supply-chain finding the policy fails the run on, and why. */
export interface PolicyFinding {
  finding: ListedFinding;
  why: Exclude<PolicyWhy, 'secret-in-block'>;
}

/** The items the policy fails the run on that no listed finding or confirmed-valid secret names, each once. */
export interface PolicyApart {
  findings: PolicyFinding[];
  /** Secrets in Block mode (why: `secret-in-block`). */
  secrets: SecretFinding[];
  /** The ids of confirmed-valid secrets in Block mode: named with the confirmed-valid secrets, which fail the run on them too. */
  validBlocked?: ReadonlySet<string>;
}

/**
 * The items of the lists that fail the run (failingLists: what the verdict's blocking and malicious checks fail on)
 * that the run's listing does not name as open: not among the listed findings an exception did not accept, nor
 * among the confirmed-valid secrets an exception did not accept (what the platform blocks, no exception accepts:
 * docs/platform-policy.md). Each once, by its id. Without the platform's rules or policy: none.
 */
export function policyApart(
  rules: PlatformRules | undefined,
  data: Pick<GateData, 'findings' | 'validSecrets' | 'policy'>,
  reading: Pick<Reading, 'exceptedCells'>,
): PolicyApart {
  if (rules === undefined || data.policy === undefined) return { findings: [], secrets: [], validBlocked: new Set() };
  const failing = failingLists(rules, data.policy);
  const listing = data.findings;
  const listed = new Set(
    listing?.state === 'listed' ? listing.findings.filter((f) => !isExcepted(reading, f.judged)).map((f) => f.id) : [],
  );
  const valid = new Set(data.validSecrets.filter((secret) => secret.exception === undefined).map((secret) => secret.id));
  const findings: PolicyFinding[] = [];
  const named = new Set<string>();
  const take = (list: readonly ListedFinding[] | undefined, why: PolicyFinding['why']): void => {
    for (const finding of list ?? []) {
      if (listed.has(finding.id) || named.has(finding.id)) continue;
      named.add(finding.id);
      findings.push({ finding, why });
    }
  };
  take(failing.blockingCode?.kept, 'rule-in-block');
  take(failing.malicious?.kept, 'malicious');
  const secretIds = new Set<string>();
  const validBlocked = new Set<string>();
  const secrets = (failing.blockingSecrets?.kept ?? []).filter((secret) => {
    if (valid.has(secret.id)) validBlocked.add(secret.id);
    if (valid.has(secret.id) || secretIds.has(secret.id)) return false;
    secretIds.add(secret.id);
    return true;
  });
  return { findings, secrets, validBlocked };
}

/** How many items `apart` holds. */
export function apartCount(apart: PolicyApart): number {
  return apart.findings.length + apart.secrets.length;
}

/**
 * How many items the lists that fail the run count beyond the ones they kept in detail (collect/policy.ts
 * MAX_POLICY_DETAILS): in no file the sinks write, which say so (attack46 P2: 1,100 secrets in Block mode, 1,000 in
 * the SARIF file and the code quality report, and nothing said of the 100 others). Without the platform's rules or policy: 0.
 */
export function policyUnkept(rules: PlatformRules | undefined, policy: GateData['policy']): number {
  if (rules === undefined || policy === undefined) return 0;
  const failing = failingLists(rules, policy);
  return [failing.blockingCode, failing.blockingSecrets, failing.malicious].reduce(
    (sum, list) => sum + (list === undefined ? 0 : Math.max(0, list.count - list.kept.length)),
    0,
  );
}
