// The findings list's query and items (src/api/findings.ts): one status a walk, the policy modes of code
// findings, the malicious filter of supply-chain findings, and the fields the supply-chain items add
// (fixes, EPSS, malicious, reachability), each validated: a malformed value is a malformed answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { buildFindingsQuery, findingsListFilters, parseFinding } from '../../src/api/findings.ts';
import type { FindingsQuery } from '../../src/api/types.ts';

const query = (over: Partial<FindingsQuery> = {}): Record<string, string[]> => {
  const params = buildFindingsQuery({ issueType: 'sast', ...over }, 0, 2000);
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
};

/** The error a call throws: kind and reason. */
function errorOf(call: () => unknown): { kind: string; reason: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return { kind: error.kind, reason: error.reason };
    throw error;
  }
  throw new Error('expected an ApiError');
}

const sca = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 7340101,
  rule: { name: 'ssc-1' },
  severity: 'high',
  status: 'open',
  triage_state: 'untriaged',
  vulnerability_identifier: 'CVE-2026-1234',
  reachability: 'always reachable',
  found_dependency: { package: 'lodash', version: '4.17.20', ecosystem: 'npm', transitivity: 'direct' },
  ...over,
});

describe('the findings list query', () => {
  it('asks for open findings unless asked for another status, one status a walk', () => {
    expect(query().status).toEqual(['open']);
    for (const status of ['open', 'reviewing', 'fixing', 'provisionally_ignored', 'ignored', 'fixed'] as const) {
      expect(query({ status }).status).toEqual([status]);
    }
  });

  it('refuses a status the list does not take, before any request', () => {
    for (const status of ['removed', 'FINDING_STATUS_OPEN', '', 'open,reviewing']) {
      expect(errorOf(() => query({ status: status as never }))).toMatchObject({
        kind: 'config',
        reason: expect.stringContaining(
          "the findings list's status must be one of open, reviewing, fixing, provisionally_ignored, ignored, fixed",
        ),
      });
    }
  });

  it("sends the code findings' policy modes as the list names them, each a repeated key", () => {
    expect(query({ policies: ['block'] }).policies).toEqual(['rule-board-block']);
    expect(query({ policies: ['block', 'comment', 'monitor'] }).policies).toEqual([
      'rule-board-block',
      'rule-board-pr-comments',
      'rule-board-audit',
    ]);
    expect(query({ policies: [] }).policies).toBeUndefined();
    expect(query().policies).toBeUndefined();
  });

  it('refuses policies for supply-chain or AI findings, which the API would answer with every finding', () => {
    for (const issueType of ['sca', 'ai_sast'] as const) {
      expect(errorOf(() => buildFindingsQuery({ issueType, policies: ['block'] }, 0, 2000))).toEqual({
        kind: 'config',
        reason: `the findings list filters by policy mode (policies) code findings only, not ${issueType}`,
      });
    }
    expect(errorOf(() => query({ policies: ['disabled' as never] })).reason).toBe(
      'the findings list has no policies value for the mode "disabled"',
    );
  });

  it('sends is_malicious for supply-chain findings, true or false, and refuses it for any other', () => {
    expect(buildFindingsQuery({ issueType: 'sca', isMalicious: true }, 0, 2000).getAll('is_malicious')).toEqual(['true']);
    expect(buildFindingsQuery({ issueType: 'sca', isMalicious: false }, 0, 2000).getAll('is_malicious')).toEqual(['false']);
    expect(buildFindingsQuery({ issueType: 'sca' }, 0, 2000).has('is_malicious')).toBe(false);
    expect(errorOf(() => query({ isMalicious: true }))).toEqual({
      kind: 'config',
      reason: 'the findings list filters by is_malicious supply-chain findings only, not sast',
    });
  });

  it("applies the report's reachability filter as exposures, and names no-reachability-analysis as unapplied", () => {
    const reachable = [
      'FINDING_REACHABILITY_REACHABLE',
      'FINDING_REACHABILITY_ALWAYS_REACHABLE',
      'FINDING_REACHABILITY_CONDITIONALLY_REACHABLE',
    ];
    expect(findingsListFilters({ reachability: reachable }, 'sca')).toEqual({
      params: { exposures: ['reachable', 'always_reachable', 'conditionally_reachable'] },
      unapplied: [],
    });
    expect(findingsListFilters({ reachability: ['FINDING_REACHABILITY_UNREACHABLE'] }, 'sca').params).toEqual({
      exposures: ['unreachable'],
    });
    expect(findingsListFilters({ reachability: ['FINDING_REACHABILITY_NO_REACHABILITY_ANALYSIS'] }, 'sca')).toEqual({
      params: {},
      unapplied: ['reachability'],
    });
    expect(findingsListFilters({ reachability: reachable }, 'sast').unapplied).toEqual(['reachability']);
  });
});

describe('a listed finding', () => {
  it("reads a supply-chain finding's fixes, EPSS score, malicious flag, reachability, status and triage state", () => {
    const finding = parseFinding(
      sca({
        status: 'provisionally_ignored',
        triage_state: 'provisionally_ignored',
        fix_recommendations: [{ package: 'lodash', version: '4.17.21' }, { version: '5.0.0' }, {}],
        epss_score: { score: 0.97, percentile: 0.994 },
        is_malicious: true,
      }),
      0,
      'sca',
    );
    expect(finding).toMatchObject({
      status: 'provisionally_ignored',
      triageState: 'provisionally_ignored',
      reachability: 'always reachable',
      fixRecommendations: [{ package: 'lodash', version: '4.17.21' }, { version: '5.0.0' }, {}],
      epssScore: 0.97,
      isMalicious: true,
    });
  });

  it('leaves absent what the API did not send: no EPSS score is never a score of 0', () => {
    const finding = parseFinding(sca(), 0, 'sca');
    expect(finding).not.toHaveProperty('epssScore');
    expect(finding).not.toHaveProperty('fixRecommendations');
    expect(finding).not.toHaveProperty('isMalicious');
    for (const epss of [null, {}, { percentile: 0.5 }, { score: null }]) {
      expect(parseFinding(sca({ epss_score: epss }), 0, 'sca')).not.toHaveProperty('epssScore');
    }
    expect(parseFinding(sca({ epss_score: { score: 0 } }), 0, 'sca').epssScore).toBe(0);
    expect(parseFinding(sca({ is_malicious: false }), 0, 'sca').isMalicious).toBe(false);
    expect(parseFinding(sca({ fix_recommendations: [] }), 0, 'sca').fixRecommendations).toEqual([]);
  });

  it('reads an EPSS score written as a decimal string, as protobuf JSON may write a float', () => {
    expect(parseFinding(sca({ epss_score: { score: '0.25', percentile: '1' } }), 0, 'sca').epssScore).toBe(0.25);
    expect(parseFinding(sca({ epss_score: { score: '2.5e-1' } }), 0, 'sca').epssScore).toBe(0.25);
  });

  it('refuses a malformed value of a new field as a malformed answer, naming the field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ epss_score: 0.5 }, 'findings[3].epss_score is 0.5, not an object'],
      [{ epss_score: { score: 1.5 } }, 'findings[3].epss_score.score is 1.5, not a probability from 0 to 1'],
      [{ epss_score: { score: -0.1 } }, 'findings[3].epss_score.score is -0.1, not a probability from 0 to 1'],
      [{ epss_score: { score: 'NaN' } }, 'findings[3].epss_score.score is "NaN", not a probability from 0 to 1'],
      [{ epss_score: { score: 'high' } }, 'findings[3].epss_score.score is "high", not a probability from 0 to 1'],
      [{ epss_score: { score: true } }, 'findings[3].epss_score.score is true, not a probability from 0 to 1'],
      [{ epss_score: { score: 0.5, percentile: 99 } }, 'findings[3].epss_score.percentile is 99, not a probability from 0 to 1'],
      [{ fix_recommendations: { package: 'qs' } }, 'findings[3].fix_recommendations is an object, not a list'],
      [{ fix_recommendations: ['qs@6.5.3'] }, 'findings[3].fix_recommendations[0] is "qs@6.5.3", not an object'],
      [{ fix_recommendations: [{ package: 'qs' }, { version: 6 }] }, 'findings[3].fix_recommendations[1].version is 6, not a string'],
      [{ is_malicious: 'true' }, 'findings[3].is_malicious is "true", not a boolean'],
      [{ is_malicious: 1 }, 'findings[3].is_malicious is 1, not a boolean'],
      [{ reachability: 3 }, 'findings[3].reachability is 3, not a string'],
      [{ status: ['open'] }, 'findings[3].status is a list, not a string'],
      [{ triage_state: {} }, 'findings[3].triage_state is an object, not a string'],
    ];
    for (const [over, detail] of cases) {
      expect(errorOf(() => parseFinding(sca(over), 3, 'sca'))).toEqual({
        kind: 'malformed',
        reason: `the API sent a malformed response: ${detail}`,
      });
    }
  });

  it('keeps a status, triage state or reachability it does not know as the API wrote it, as it keeps a severity', () => {
    const finding = parseFinding(
      sca({ status: 'snoozed', triage_state: 'later', reachability: 'maybe reachable', severity: 'Urgent' }),
      0,
      'sca',
    );
    expect(finding).toMatchObject({ status: 'snoozed', triageState: 'later', reachability: 'maybe reachable', severity: 'urgent' });
  });

  it('ends in a finding or a malformed answer whatever the supply-chain fields hold, and a score it keeps is a probability', () => {
    const anything = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom(0, 1, 0.5, -0, '0.5', 'NaN', 'Infinity', '1e-3', true, null),
      fc.record({ score: fc.jsonValue({ maxDepth: 1 }), percentile: fc.double() }, { requiredKeys: [] }),
      fc.array(fc.record({ package: fc.jsonValue({ maxDepth: 1 }), version: fc.string() }, { requiredKeys: [] }), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(anything, anything, anything, (epss, fixes, malicious) => {
        let finding: ReturnType<typeof parseFinding>;
        try {
          finding = parseFinding(sca({ epss_score: epss, fix_recommendations: fixes, is_malicious: malicious }), 0, 'sca');
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).kind).toBe('malformed');
          return;
        }
        if (finding.epssScore !== undefined) expect(finding.epssScore >= 0 && finding.epssScore <= 1).toBe(true);
        if (finding.isMalicious !== undefined) expect(typeof finding.isMalicious).toBe('boolean');
        for (const fix of finding.fixRecommendations ?? []) {
          for (const text of Object.values(fix)) expect(typeof text).toBe('string');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
