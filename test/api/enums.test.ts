// The API's enumerations (src/api/enums.ts): each table read both ways, and every spelling of a value
// the documents give (docs/api.md, "What counts").
import { describe, expect, it } from 'vitest';
import {
  FINDING_STATES,
  findingStateOf,
  LIST_STATUSES,
  POLICY_MODES,
  policyModeOf,
  REACHABILITIES,
  REPORT_ENUM_FILTERS,
  reachabilityOfListed,
} from '../../src/api/enums.ts';

describe('reachability', () => {
  it('spells each value as the report, the list filter and the listed item do', () => {
    expect(REACHABILITIES.map(({ word, api, exposure, listed }) => [word, api, exposure, listed])).toEqual([
      ['reachable', 'FINDING_REACHABILITY_REACHABLE', 'reachable', 'reachable'],
      ['always-reachable', 'FINDING_REACHABILITY_ALWAYS_REACHABLE', 'always_reachable', 'always reachable'],
      ['conditionally-reachable', 'FINDING_REACHABILITY_CONDITIONALLY_REACHABLE', 'conditionally_reachable', 'conditionally reachable'],
      ['no-reachability-analysis', 'FINDING_REACHABILITY_NO_REACHABILITY_ANALYSIS', undefined, 'no reachability analysis'],
      ['unreachable', 'FINDING_REACHABILITY_UNREACHABLE', 'unreachable', 'unreachable'],
    ]);
  });

  it("is the report's reachability filter, word for word", () => {
    expect(REPORT_ENUM_FILTERS.find(({ field }) => field === 'reachability')?.values).toEqual(
      REACHABILITIES.map(({ word, api }) => ({ word, api })),
    );
  });

  it("reads a listed finding's reachability back into its word, and nothing it does not know", () => {
    expect(reachabilityOfListed('always reachable')).toBe('always-reachable');
    expect(reachabilityOfListed('no reachability analysis')).toBe('no-reachability-analysis');
    expect(reachabilityOfListed('always_reachable')).toBeUndefined();
    expect(reachabilityOfListed('Reachable')).toBeUndefined();
    expect(reachabilityOfListed(undefined)).toBeUndefined();
  });
});

describe('policy modes', () => {
  it("names each mode as a secret's mode and as the list's policies filter (none for Disabled)", () => {
    expect(POLICY_MODES.map((mode) => [mode.word, mode.mode, 'policy' in mode ? mode.policy : undefined])).toEqual([
      ['monitor', 'MODE_MONITOR', 'rule-board-audit'],
      ['comment', 'MODE_COMMENT', 'rule-board-pr-comments'],
      ['block', 'MODE_BLOCK', 'rule-board-block'],
      ['disabled', 'MODE_DISABLED', undefined],
    ]);
  });

  it("reads a secret's mode back into its word; unspecified, absent or unknown is no mode", () => {
    expect(policyModeOf('MODE_BLOCK')).toBe('block');
    expect(policyModeOf('MODE_DISABLED')).toBe('disabled');
    expect(policyModeOf('MODE_UNSPECIFIED')).toBeUndefined();
    expect(policyModeOf('block')).toBeUndefined();
    expect(policyModeOf(undefined)).toBeUndefined();
  });
});

describe('the states of a finding', () => {
  it('lists the six statuses the findings list takes, and no removed one', () => {
    expect(LIST_STATUSES).toEqual(['open', 'reviewing', 'fixing', 'provisionally_ignored', 'ignored', 'fixed']);
  });

  it("names each secret's status, and gives secrets no reviewing or fixing", () => {
    expect(FINDING_STATES.flatMap((state) => ('secretStatus' in state ? [state.secretStatus] : []))).toEqual([
      'FINDING_STATUS_OPEN',
      'FINDING_STATUS_PROVISIONALLY_IGNORED',
      'FINDING_STATUS_IGNORED',
      'FINDING_STATUS_FIXED',
      'FINDING_STATUS_REMOVED',
      'FINDING_STATUS_UNKNOWN',
    ]);
  });

  it("reads the list's status and the secret's status back into the same word", () => {
    expect(findingStateOf('provisionally_ignored')).toBe('provisionally-ignored');
    expect(findingStateOf('FINDING_STATUS_PROVISIONALLY_IGNORED')).toBe('provisionally-ignored');
    expect(findingStateOf('reviewing')).toBe('reviewing');
    expect(findingStateOf('FINDING_STATUS_REMOVED')).toBe('removed');
    expect(findingStateOf('FINDING_STATUS_UNSPECIFIED')).toBeUndefined();
    expect(findingStateOf('removed')).toBeUndefined();
    expect(findingStateOf(undefined)).toBeUndefined();
  });
});
