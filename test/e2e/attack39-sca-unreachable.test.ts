// attack39 T3 (the built action against the sandbox): under sca-reachable-only with a filter only the list applies
// (sca-min-epss), the SCA cells are the list's plus the findings the report counts that the list does not name
// before the filter (gate/sca-filters.ts withScaFromList, `unnamed`). The keeper (collect/findings.ts) counts as
// "named before the filter" every supply-chain item of the open list, an UNREACHABLE one too, which the report
// (asked with the reachable values) does not count. An open list that ignores its `exposures` filter and names an
// unreachable finding U, and does not name one reachable finding C the report counts, has U stand for C: C is hidden.
import { describe, expect, it } from 'vitest';
import { datasetOf, type FindingInput } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;
const listOf = (body: unknown): Json[] => ((body as Json).findings as Json[]) ?? [];

function dataset() {
  const findings: FindingInput[] = [];
  const sca = { project: 'acme/api', product: 'sca' as const, severity: 'critical' as const, epss: { score: 0.5, percentile: 0.9 } };
  for (let i = 1; i <= 3; i++) findings.push({ ...sca, id: String(i), reachability: 'reachable' });
  findings.push({ ...sca, id: '4', reachability: 'unreachable' });
  return datasetOf({ projects: ['acme/api'], findings });
}

const INPUTS = {
  projects: 'acme/api',
  'finding-types': 'sca',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'fail-on-severity': 'none',
  'sca-reachable-only': 'true',
  'sca-min-epss': '0.01',
  thresholds: 'sca.critical=2',
};

const isOpenSca = (q: Record<string, string[]>) => q.status?.[0] === 'open' && q.issue_type?.[0] === 'sca' && q.is_malicious === undefined;

/** The unreachable finding as the sandbox lists it without the exposures filter. */
async function unreachable(): Promise<Json> {
  const probe = await sandbox({ dataset: dataset() });
  const url = `${probe.url}/api/v1/deployments/acme/findings?issue_type=sca&status=open&page=0&page_size=100&dedup=true`;
  const answer = await fetch(url, { headers: { authorization: `Bearer ${probe.tokens.demo}` } });
  return listOf(await answer.json()).find((f) => f.id === 4) as Json;
}

describe('attack39 T3: an unreachable finding named by an open list that ignores its exposures filter', () => {
  it('control: 3 reachable critical findings fail sca.critical=2', async () => {
    const sb = await sandbox({ dataset: dataset() });
    const run = await gate(sb, INPUTS);
    console.log(`control: result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBe(3);
  });

  it('control: the list names 2 of the 3 (one left out): the one the report counts and the list does not name counts', async () => {
    const sb = await sandbox({ dataset: dataset() });
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) => (isOpenSca(query) ? { ...(body as Json), findings: listOf(body).filter((f) => f.id !== 3) } : body),
    });
    const run = await gate(sb, INPUTS);
    console.log(`one left out: result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBe(3);
  });

  it('attack: the same list, and the unreachable finding it should not have named', async () => {
    const u = await unreachable();
    expect(u?.reachability, 'the sandbox lists it as unreachable').toBe('unreachable');
    const sb = await sandbox({ dataset: dataset() });
    sb.inject('findings', {
      kind: 'rewrite',
      apply: (body, { query }) =>
        isOpenSca(query) ? { ...(body as Json), findings: [...listOf(body).filter((f) => f.id !== 3), u] } : body,
    });
    const run = await gate(sb, INPUTS);
    console.log(`attack: result=${run.outputs.result} critical=${run.outputs.critical}`);
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(Number(run.outputs.critical)).toBe(3);
  });
});
