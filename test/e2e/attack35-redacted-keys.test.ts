// attack35 H2 (the built action against the sandbox): the token is redacted from every key of an answer, and
// the copy of an object made then (api/redact.ts redactJson, Object.fromEntries) keeps the last of two keys that
// are one once redacted. A report row `acme/<token>` with 99 findings a severity, followed by a row
// `acme/[redacted]` with none, left the 99 out, and a run over its budget passed. Failed before the fix (the
// result was 'pass'); the control (the first row alone) fails. The copy now keeps such keys apart (api/redact.ts
// apart: the later one gets ` (2)`), so both rows are counted.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;

const INPUTS = {
  projects: '*',
  'fail-on-severity': 'none',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'finding-types': 'code,sca',
};

/** Each report answer with a row named after the token, holding 99 code findings, and (with `twin`) a row of its redacted name after it. */
function hiddenRow(sb: Sandbox, twin: boolean) {
  return {
    kind: 'rewrite' as const,
    apply: (body: unknown) => {
      const byProject = { ...((body as Json).byProject as Json), [`acme/${sb.tokens.demo}`]: { code: '99' } };
      if (twin) byProject['acme/[redacted]'] = {};
      return { ...(body as Json), byProject };
    },
  };
}

describe('attack35 H2: two report rows whose names are one once the token is redacted', () => {
  it('control: the row named after the token is counted, and fails the budget', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const control = await gate(sb, INPUTS);
    expect(control.outputs.result).toBe('pass');
    sb.inject('report', hiddenRow(sb, false));
    const run = await gate(sb, { ...INPUTS, thresholds: `total=${control.outputs.total}` });
    expect(run.outputs.result).toBe('fail');
  });

  it('a row of the redacted name after it leaves nothing out: both rows are counted, and the budget fails', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const control = await gate(sb, INPUTS);
    sb.inject('report', hiddenRow(sb, true));
    const run = await gate(sb, { ...INPUTS, thresholds: `total=${control.outputs.total}` });
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(run.code).toBe(1);
    // 99 code findings a severity in the row named after the token, none in its twin.
    expect(Number(run.outputs.total)).toBe(Number(control.outputs.total) + 4 * 99);
  });
});
