// attack39 T1 (HIGH, false pass; the built action against the sandbox): in a run that reads the open findings list
// only in part (its first page of the most severe severities: record-finding-ids false, a pull request's run, a count
// baseline), a finding of a counted state the report does not count (reviewing) is "taken back" more than once.
//
// The tally (gate/findings.ts #repeated) takes a finding back (attack5 F8: "the report counts it already") each time
// the open list names one of ITS KEYS that still carries the "added" mark, and clears the mark only on the keys of
// the item that took it back. The reviewing finding R has two keys (its id, its match_based_id): an open item X under
// R's id (another match_based_id) takes it back once, an open item Y under R's match_based_id (another id) takes it
// back again. Copies of R in the reviewing walk under other ids (repeats by the match_based_id, never counted) each
// carry the mark to their own id key: an open copy under each takes one more back. collect/findings.ts takeBack
// subtracts every one from the added counts, so the cell is report + 1 - (k + 2): as far below the report's OWN open
// count as the server likes. gate/reading.ts readInPart raises a cell only where the first page names more than that
// (at most 100 + 1 here), and nothing says the cell went below the report.
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
const BUDGET = 120;
const COPIES = 40;
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
  thresholds: `code.critical=${BUDGET}`,
};

const isOpenFirstPage = (q: Record<string, string[]>) =>
  q.status?.[0] === 'open' && q.issue_type?.[0] === 'sast' && q.severities?.[0] === 'critical' && q.page?.[0] === '0';
const isReviewing = (q: Record<string, string[]>) => q.status?.[0] === 'reviewing' && q.issue_type?.[0] === 'sast';

/** A sandbox whose reviewing walk lists R and `copies` copies of it (other ids, R's match_based_id), and whose open first page names `open(R, copies)` too. */
async function crafted(copies: number, open: (r: Json, copies: Json[]) => Json[]) {
  const sb = await sandbox({ dataset: dataset() });
  let r: Json | undefined;
  const rs: Json[] = [];
  // The open first page answers after the reviewing walk (the order the run asks them in; made certain here).
  sb.inject('findings', { kind: 'latency', ms: 400, when: ({ query }) => isOpenFirstPage(query) });
  sb.inject('findings', {
    kind: 'rewrite',
    apply: (body, { query }) => {
      if (isReviewing(query) && query.page?.[0] === '0') {
        r = listOf(body).find((f) => f.id === 900);
        if (r === undefined) return body;
        for (let j = 1; j <= copies; j++) rs.push({ ...r, id: 1000 + j });
        return { ...(body as Json), findings: [...listOf(body), ...rs] };
      }
      if (!isOpenFirstPage(query) || r === undefined) return body;
      return { ...(body as Json), findings: [...listOf(body), ...open(r, rs)] };
    },
  });
  return sb;
}
const opened = (f: Json, more: Json = {}): Json => ({ ...f, status: 'open', triage_state: 'untriaged', ...more });

describe('attack39 T1: a reviewing finding taken back more than once', () => {
  it('control: the report counts 150, the reviewing finding makes 151 (> 120 fails)', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, INPUTS);
    console.log(`control: result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBe(OPEN + 1);
  });

  it('control (the race attack5 F8 designed for): R opened, named once by the open page under its id: 150, fails', async () => {
    const sb = await crafted(0, (r) => [opened(r)]);
    const run = await gate(sb, INPUTS);
    console.log(`designed race: result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBe(OPEN);
  });

  it(`attack: R named under its id and its match_based_id, and ${COPIES} reviewing copies each named once: never below the report's 150`, async () => {
    const sb = await crafted(COPIES, (r, rs) => [
      opened(r, { match_based_id: 'attack39-other-match' }),
      opened(r, { id: 2000 }),
      ...rs.map((copy, j) => opened(copy, { match_based_id: `attack39-other-match-${j}` })),
    ]);
    const run = await gate(sb, INPUTS);
    console.log(`attack: result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBeGreaterThanOrEqual(OPEN);
  });

  it("attack, a pull request's run at the defaults (record-finding-ids auto): the same", async () => {
    const sb = await crafted(COPIES, (r, rs) => [
      opened(r, { match_based_id: 'attack39-other-match' }),
      opened(r, { id: 2000 }),
      ...rs.map((copy, j) => opened(copy, { match_based_id: `attack39-other-match-${j}` })),
    ]);
    const dir = await temporaryFolder('attack39-pr-');
    const eventPath = join(dir, 'event.json');
    writeFileSync(eventPath, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7 } }));
    const { 'record-finding-ids': _, ...defaults } = INPUTS;
    const run = await gate(sb, defaults, { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath });
    console.log(`attack (pull request): result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBeGreaterThanOrEqual(OPEN);
  });
});
