// attack35 H5 (the built action against the sandbox): the scans walk dropped a second scan under an id
// whatever it held (no sameOf). A copy of each scan that completed now, sent before it, made the demo's scans
// (about an hour old) fresh for scan-max-age 30m: the run passed where it is an error (failed before the fix:
// the result was 'pass'). Two different scans under one id are now a malformed answer; an exact repeat is one.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../sandbox/data.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;

const INPUTS = {
  projects: 'acme/payments-api',
  'fail-on-severity': 'none',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'scan-max-age': '30m',
};

/** Every scans answer with `copy` of each scan sent before it, under its id. */
function copied(copy: (scan: Json) => Json) {
  return {
    kind: 'rewrite' as const,
    apply: (body: unknown) => {
      const scans = ((body as Json).scans as Json[]) ?? [];
      return { ...(body as Json), scans: scans.flatMap((scan) => [copy(scan), scan]) };
    },
  };
}

describe('attack35 H5: a copy under a scan id that completed later', () => {
  it('control: the scans are older than scan-max-age, an error; an exact repeat changes nothing', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const stale = await gate(sb, INPUTS);
    expect(stale.outputs.result).toBe('error');
    expect(stale.stdout).toContain('scan-max-age: the newest completed scan of');
    sb.inject(
      'scans',
      copied((scan) => ({ ...scan })),
    );
    const repeated = await gate(sb, INPUTS);
    expect(repeated.outputs.result).toBe('error');
    expect(repeated.stdout).toContain('scan-max-age: the newest completed scan of');
  });

  it('a copy of each scan that completed now, sent before it, is no pass: two scans under one id', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    const now = new Date().toISOString();
    sb.inject(
      'scans',
      copied((scan) => ({ ...scan, completeTime: now })),
    );
    const run = await gate(sb, INPUTS);
    expect(run.outputs.result, run.stdout).toBe('error');
    expect(run.stdout).toContain('for two different items');
  });
});
