// attack39 T2 (HIGH, false pass; the built action against the sandbox): in a run that reads the open findings list
// only in part (a pull request's run at the defaults, record-finding-ids false, ...), a finding of a counted state
// the report does not count (reviewing) that the open list's first page ALSO names, as it is (status: reviewing, a
// server that ignores the status filter, as attack35 H1 considered for the other walks), is never counted.
//
// The open lists (collect/findings.ts readOpen, readMostSevere) feed every item to the tally as an open finding, the
// report's, without reading its status (readStatus and the policy walks re-check theirs: api/enums.ts countedAnswer).
// Named there first, R is the report's for the tally and the reviewing walk's R is a repeat, never added; named there
// after the reviewing walk, the open item takes R back (attack5 F8: "the report counts it already"). Either way the
// cell is the report's 150, which does not count R (it is under review). A list read whole would show 151 > 150
// (gate/reading.ts readCell); a first page of 100 cannot (readInPart).
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
async function crafted(openFirst: boolean) {
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
    apply: (body, { query }) => (isOpenFirstPage(query) ? { ...(body as Json), findings: [...listOf(body), r] } : body),
  });
  return { sb, r };
}

describe('attack39 T2: a reviewing finding the open first page names too, as reviewing', () => {
  it('control: the reviewing finding is counted (151 > 150 fails)', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, INPUTS);
    console.log(`control: result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBe(OPEN + 1);
  });

  for (const openFirst of [false, true]) {
    it(`attack: the open first page answers ${openFirst ? 'before' : 'after'} the reviewing walk`, async () => {
      const { sb, r } = await crafted(openFirst);
      expect(r?.status, 'the sandbox lists R as reviewing').toBe('reviewing');
      const run = await gate(sb, INPUTS);
      console.log(`attack (open page ${openFirst ? 'first' : 'last'}): result=${run.outputs.result} critical=${run.outputs.critical}`);
      expect(run.outputs.result, run.stdout).toBe('fail');
      expect(Number(run.outputs.critical)).toBe(OPEN + 1);
    });
  }

  it("attack, a pull request's run at the defaults: the same", async () => {
    const { sb } = await crafted(false);
    const dir = await temporaryFolder('attack39-pr-');
    const eventPath = join(dir, 'event.json');
    writeFileSync(eventPath, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
    const { 'record-finding-ids': _, ...defaults } = INPUTS;
    const run = await gate(sb, defaults, { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath });
    console.log(`attack (pull request): result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBe(OPEN + 1);
  });
});
