// Which runs walk the platform's policy lists (src/collect/policy.ts walksPolicy), and so spare the lookups
// those walks wait for from another request's failure under on-api-error: warn (attack14 N2); what the walks
// have listed so far, for the watchdog (shownPolicySoFar).
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.ts';
import {
  collectPolicy,
  policyInputs,
  type ShownHolder,
  type ShownPolicy,
  shownPolicySoFar,
  walksPolicy,
} from '../../src/collect/policy.ts';
import type { Config } from '../../src/config/index.ts';
import { ShownFailure, withShownPolicy } from '../../src/gate/platform-policy.ts';
import { listedOf } from '../support/builders.ts';
import { configOf, validSecretOf } from '../support/fixtures.ts';

const withPolicy = (failOnBlocking: boolean, failOnMalicious: boolean, findingTypes: Config['findingTypes']): Config => {
  const base = configOf();
  return { ...base, findingTypes, platform: { ...base.platform, failOnBlocking, failOnMalicious } };
};

describe('walksPolicy', () => {
  it('is true where fail-on-malicious gates supply chain, or fail-on-blocking gates code or secrets', () => {
    expect(walksPolicy(withPolicy(false, true, ['sca']))).toBe(true);
    expect(walksPolicy(withPolicy(true, false, ['code']))).toBe(true);
    expect(walksPolicy(withPolicy(true, false, ['secrets']))).toBe(true);
  });

  it('leaves out the walks of the findings list where list-findings is false: the Block-mode secrets alone are walked (attack17 L1)', () => {
    const off = (config: Config): Config => ({ ...config, listFindings: false });
    expect(policyInputs(off(withPolicy(true, true, ['code', 'sca', 'secrets'])))).toEqual(['fail-on-blocking']);
    expect(policyInputs(off(withPolicy(true, true, ['code', 'sca'])))).toEqual([]);
    expect(walksPolicy(off(withPolicy(false, true, ['sca'])))).toBe(false);
    expect(policyInputs(withPolicy(true, true, ['code', 'sca']))).toEqual(['fail-on-blocking', 'fail-on-malicious']);
  });

  it('is false where no policy input is on, or where it is on for types the run does not gate', () => {
    expect(walksPolicy(withPolicy(false, false, ['code', 'sca', 'secrets']))).toBe(false);
    expect(walksPolicy(withPolicy(false, true, ['code', 'secrets']))).toBe(false);
    expect(walksPolicy(withPolicy(true, false, ['sca']))).toBe(false);
  });
});

/** A page a walk is still waiting for at the run's deadline: a request whose connection is never made (attack43 W3). */
const NEVER = new Promise<never>(() => undefined);

/** Lets the walks read every page they were given. */
const settle = () => new Promise((done) => setTimeout(done, 20));

/**
 * A client whose lists give `pages` of each state (by the state asked: a findings status, or a secrets status), and
 * then, for a state in `held`, wait for a next page that never comes; every other state's walk ends.
 */
function clientOf(pages: Record<string, readonly object[][]>, held: readonly string[]): ApiClient {
  async function* list(query: { status?: string }): AsyncIterable<never[]> {
    const state = query.status ?? '';
    for (const page of pages[state] ?? []) yield page as never[];
    if (held.includes(state)) await NEVER;
  }
  const client = {
    spared: () => client,
    listSecrets: (_: string, query: object) => list(query),
    listFindings: (_: string, query: object) => list(query),
  };
  return client as unknown as ApiClient;
}

const blockingOn = (findingTypes: Config['findingTypes']): Config => ({ ...withPolicy(true, true, findingTypes), projects: ['acme/app'] });
const secretIn = (id: string, mode: string) => validSecretOf({ id, mode, status: 'FINDING_STATUS_OPEN', repository: { name: 'acme/app' } });
const codeFinding = (id: string) => listedOf({ id, status: 'open', repository: { name: 'acme/app' } });

/** The policy's walks of `config` over `client`, not awaited: what they showed so far is read from `shown`. */
function walking(client: ApiClient, config: Config): { shown: ShownHolder; answer: Promise<unknown> } {
  const shown: ShownHolder = {};
  const answer = collectPolicy(client, config, 'dep', Promise.resolve(['acme/app']), Promise.resolve({ slug: 'acme' }), undefined, shown);
  return { shown, answer };
}

describe('shownPolicySoFar: what a walk still out has listed, for the watchdog (attack43 W3)', () => {
  it("gives the Block-mode secrets a walk listed before its next page hung, that state's list said not read: a FAIL that may name more", async () => {
    const pages = { FINDING_STATUS_OPEN: [[secretIn('s1', 'MODE_BLOCK'), secretIn('s2', 'MODE_MONITOR'), secretIn('s3', 'MODE_BLOCK')]] };
    const { shown } = walking(clientOf(pages, ['FINDING_STATUS_OPEN']), blockingOn(['secrets']));
    await settle();
    const soFar = shownPolicySoFar(shown);
    expect(soFar?.blockingSecrets).toMatchObject({ count: 2, unread: [{ state: 'open' }] });
    expect(soFar?.blockingSecrets?.kept.map((secret) => secret.id)).toEqual(['s1', 's3']);
    const failure = withShownPolicy(blockingOn(['secrets']).platform, new Error('held'), soFar ?? {});
    expect(failure).toBeInstanceOf(ShownFailure);
    expect((failure as ShownFailure).reasons.map((reason) => reason.text)).toEqual([
      "2 secrets blocked by the platform's policy: secret in Block mode; not read: the open list (still being read at the run's deadline), which may name more",
    ]);
  });

  it('gives the code findings of rules in Block mode a state walk listed before its next page hung, whatever the other states answered', async () => {
    const pages = { open: [[codeFinding('1'), codeFinding('2')]], reviewing: [[codeFinding('3')]] };
    const { shown } = walking(clientOf(pages, ['open']), blockingOn(['code']));
    await settle();
    const soFar = shownPolicySoFar(shown);
    expect(soFar?.blockingCode).toMatchObject({ count: 3, unread: [{ state: 'open' }] });
    const failure = withShownPolicy(blockingOn(['code']).platform, new Error('held'), soFar ?? {});
    expect((failure as ShownFailure).reasons.map((reason) => reason.text)).toEqual([
      "3 code findings blocked by the platform's policy: rule in Block mode; not read: the open list (still being read at the run's deadline), which may name more",
    ]);
  });

  it('gives the findings from malicious dependencies a state walk listed before its next page hung', async () => {
    const evil = listedOf({ id: '7', issueType: 'sca', status: 'open', isMalicious: true, repository: { name: 'acme/app' } });
    const { shown } = walking(clientOf({ open: [[evil]] }, ['open']), blockingOn(['sca']));
    await settle();
    const soFar = shownPolicySoFar(shown);
    expect(soFar?.malicious).toMatchObject({ count: 1, unread: [{ state: 'open' }] });
    const failure = withShownPolicy(blockingOn(['sca']).platform, new Error('held'), soFar ?? {});
    expect((failure as ShownFailure).reasons.map((reason) => reason.text)).toEqual([
      "1 finding from a malicious dependency (fail-on-malicious): unknown package@unknown version; not read: the open list (still being read at the run's deadline), which may name more",
    ]);
  });

  it('shows no failure where the walk still out listed nothing that fails the run: the watchdog ends it as the error, never a pass', async () => {
    const pages = { FINDING_STATUS_OPEN: [[secretIn('s1', 'MODE_MONITOR')]] };
    const { shown } = walking(clientOf(pages, ['FINDING_STATUS_OPEN']), blockingOn(['secrets']));
    await settle();
    const soFar = shownPolicySoFar(shown);
    expect(soFar?.blockingSecrets).toMatchObject({ count: 0, unread: [{ state: 'open' }] });
    const error = new Error('held');
    expect(withShownPolicy(blockingOn(['secrets']).platform, error, soFar ?? {})).toBe(error);
    // No walk begun: nothing shown.
    expect(shownPolicySoFar({})).toBeUndefined();
  });

  it('gives a walk that ended its answer, the same as collectPolicy gives: no list said not read', async () => {
    const pages = { FINDING_STATUS_OPEN: [[secretIn('s1', 'MODE_BLOCK')]], open: [[codeFinding('1')]] };
    const { shown, answer } = walking(clientOf(pages, []), blockingOn(['code', 'secrets']));
    const answered = (await answer) as ShownPolicy;
    const soFar = shownPolicySoFar(shown);
    expect(soFar?.blockingSecrets).toEqual(answered.blockingSecrets);
    expect(soFar?.blockingCode).toEqual(answered.blockingCode);
    expect(soFar?.blockingSecrets).toMatchObject({ count: 1 });
    expect(soFar?.blockingSecrets?.unread).toBeUndefined();
  });
});
