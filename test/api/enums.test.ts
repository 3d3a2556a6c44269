// The API's enumerations (src/api/enums.ts): each table read both ways, and every spelling of a value
// the documents give (docs/api.md, "What counts").
import { describe, expect, it } from 'vitest';
import {
  countedAnswer,
  FINDING_STATES,
  findingStateOf,
  isBlockMode,
  LIST_STATUSES,
  POLICY_MODES,
  policyModeOf,
  REACHABILITIES,
  REPORT_ENUM_FILTERS,
  reachabilityOfListed,
  statusAnswer,
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

  it("reads a listed finding's reachability back into its word, whatever its case or separators, and nothing it does not know", () => {
    expect(reachabilityOfListed('always reachable')).toBe('always-reachable');
    expect(reachabilityOfListed('no reachability analysis')).toBe('no-reachability-analysis');
    // Issue 40 (attack40 finding 5): the same word in another case or spelling is the same reachability.
    expect(reachabilityOfListed('always_reachable')).toBe('always-reachable');
    expect(reachabilityOfListed('ALWAYS-REACHABLE')).toBe('always-reachable');
    expect(reachabilityOfListed('Reachable')).toBe('reachable');
    expect(reachabilityOfListed(' UNREACHABLE ')).toBe('unreachable');
    expect(reachabilityOfListed('reachable-ish')).toBeUndefined();
    expect(reachabilityOfListed(undefined)).toBeUndefined();
  });
});

describe('statusAnswer', () => {
  it('matches the state asked whatever its case or spelling; no status is kept', () => {
    for (const status of [
      'open',
      'OPEN',
      'Open',
      ' open ',
      'FINDING_STATUS_OPEN',
      undefined,
      '',
      'FINDING_STATUS_UNSPECIFIED',
      'unknown',
      'FINDING_STATUS_UNKNOWN',
    ])
      expect(statusAnswer(status, 'open'), String(status)).toBe('asked');
    for (const status of [
      'provisionally_ignored',
      'Provisionally Ignored',
      'PROVISIONALLY-IGNORED',
      'finding_status_provisionally_ignored',
    ])
      expect(statusAnswer(status, 'provisionally_ignored'), status).toBe('asked');
    expect(statusAnswer('FINDING_STATUS_OPEN', 'FINDING_STATUS_OPEN')).toBe('asked');
    expect(statusAnswer('open', 'FINDING_STATUS_OPEN')).toBe('asked');
  });

  it('a known other state is another; a word the gate does not know is unknown (never a drop)', () => {
    for (const status of ['REVIEWING', 'fixed', 'Ignored']) expect(statusAnswer(status, 'open'), status).toBe('other');
    // Removed is a state of the secrets list only: another state there, a word the findings list does not have.
    for (const status of ['FINDING_STATUS_REMOVED', 'removed']) {
      expect(statusAnswer(status, 'FINDING_STATUS_OPEN'), status).toBe('other');
      expect(statusAnswer(status, 'open'), status).toBe('unknown');
    }
    for (const status of ['unresolved', 'opened', 'triaged', 'FINDING_STATUS_OPENED'])
      expect(statusAnswer(status, 'open'), status).toBe('unknown');
    // Reviewing and fixing are states of the findings list only: a secret said to be in them is unknown, never
    // another state that drops it (attack33 H4: a confirmed-valid secret 'fixing' is still live).
    for (const status of ['reviewing', 'FIXING', 'Fixing', 'FINDING_STATUS_REVIEWING', 'finding_status_fixing'])
      expect(statusAnswer(status, 'FINDING_STATUS_OPEN'), status).toBe('unknown');
    for (const status of ['reviewing', 'FIXING', 'Fixing']) expect(statusAnswer(status, 'open'), status).toBe('other');
    for (const status of ['fixed', 'FINDING_STATUS_IGNORED', 'provisionally ignored'])
      expect(statusAnswer(status, 'FINDING_STATUS_OPEN'), status).toBe('other');
  });
});

describe('countedAnswer: statusAnswer against every state a run counts (attack35 H1)', () => {
  it('asks each counted state: one of them in any spelling, or none, is asked; a known other state is other; an unknown word is unknown', () => {
    const counted = ['reviewing', 'fixing', 'provisionally_ignored'];
    expect(countedAnswer('FIXING', counted)).toBe('asked');
    expect(countedAnswer('Provisionally Ignored', counted)).toBe('asked');
    expect(countedAnswer(undefined, counted)).toBe('asked');
    expect(countedAnswer('open', counted)).toBe('other');
    expect(countedAnswer('teleported', counted)).toBe('unknown');
    // A word of the other list is unknown there, as statusAnswer has it.
    expect(countedAnswer('removed', counted)).toBe('unknown');
  });
});

describe('isBlockMode', () => {
  it('is Block whatever the case, with or without MODE_; another known mode or none is not; an unknown word is undefined', () => {
    for (const mode of ['MODE_BLOCK', 'mode_block', 'BLOCK', 'Block', ' block ']) expect(isBlockMode(mode), mode).toBe(true);
    for (const mode of ['MODE_MONITOR', 'monitor', 'MODE_COMMENT', 'mode_disabled', 'MODE_UNSPECIFIED'])
      expect(isBlockMode(mode), String(mode)).toBe(false);
    // No mode, or one the gate does not know: whether the platform blocks it cannot be told.
    for (const mode of ['MODE_BLOCKING', 'enforce', 'MODE_', '', ' ', undefined]) expect(isBlockMode(mode), String(mode)).toBeUndefined();
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
