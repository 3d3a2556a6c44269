// attack41 S1 (HIGH, false pass; sibling of attack39 T2): the open first page names the reviewing finding R with a status word the gate
// does not know ('FINDING_STATUS_REVIEWING', the secrets list's spelling of a state it lacks; 'in_review'; 'removed',
// no state of the findings list). readStatus and the policy walks call such a word malformed (never a drop); the open
// lists' byOwnState (collect/findings.ts) reads it as open, the report's: the open item takes R back (after the
// reviewing walk) or makes it a repeat (before it), and the cell is the report's 150: a pass over code.critical=150.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetOf, type FindingInput } from '../sandbox/data.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;
const listOf = (body: unknown): Json[] => ((body as Json).findings as Json[]) ?? [];

/** The report counts 150 open critical findings; one more is under review (counted by the gate's default count-triage-states). */
const OPEN = 150;
function dataset() {
  const findings: FindingInput[] = [];
  for (let i = 1; i <= OPEN; i++) findings.push({ id: String(i), project: 'acme/api', severity: 'critical', ruleId: `rule.${i}` });
  findings.push({
    id: '900',
    project: 'acme/api',
    severity: 'critical',
    status: 'reviewing',
    ruleId: 'rule.reviewing',
    createdAt: '2026-10-30T00:00:00.000Z',
  });
  return datasetOf({ projects: ['acme/api'], findings });
}

const INPUTS = {
  projects: 'acme/api',
  'finding-types': 'code',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'fail-on-severity': 'none',
  'record-finding-ids': 'false',
  thresholds: `code.critical=${OPEN}`,
};

const isOpenFirstPage = (q: Record<string, string[]>) =>
  q.status?.[0] === 'open' && q.issue_type?.[0] === 'sast' && q.severities?.[0] === 'critical' && q.page?.[0] === '0';
const isReviewing = (q: Record<string, string[]>) => q.status?.[0] === 'reviewing' && q.issue_type?.[0] === 'sast';

/** The open first page names R too, as the reviewing walk lists it (status reviewing); `openFirst`: it answers before the reviewing walk. */
async function crafted(openFirst: boolean, word = 'FINDING_STATUS_REVIEWING') {
  const sb = await sandbox({ dataset: dataset() });
  // The reviewing finding as the sandbox lists it (the reviewing walk's own answer is left as it is).
  const r = await (async () => {
    const probe = await sandbox({ dataset: dataset() });
    const slug = 'acme';
    const url = `${probe.url}/api/v1/deployments/${slug}/findings?issue_type=sast&status=reviewing&page=0&page_size=100&dedup=true`;
    const answer = await fetch(url, { headers: { authorization: `Bearer ${probe.tokens.demo}` } });
    return listOf(await answer.json()).find((f) => f.id === 900) as Json;
  })();
  sb.inject('findings', {
    kind: 'latency',
    ms: 400,
    when: ({ query }) => (openFirst ? isReviewing(query) : isOpenFirstPage(query)),
  });
  sb.inject('findings', {
    kind: 'rewrite',
    apply: (body, { query }) =>
      isOpenFirstPage(query) ? { ...(body as Json), findings: [...listOf(body), { ...r, status: word }] } : body,
  });
  return { sb, r };
}

describe('attack41 S1: the reviewing finding named on the open first page under an unknown status word', () => {
  for (const word of ['FINDING_STATUS_REVIEWING', 'in_review', 'removed']) {
    for (const openFirst of [false, true]) {
      it(`${word}, the open page ${openFirst ? 'first' : 'last'}: never a pass (R is not the report's)`, async () => {
        const { sb } = await crafted(openFirst, word);
        const run = await gate(sb, INPUTS);
        // Before the fix: result=pass critical=150. After: a malformed answer (result error, exit 1), never a pass.
        expect(run.outputs.result, run.stdout).not.toBe('pass');
        expect(run.code).toBe(1);
      });
    }
  }
});
