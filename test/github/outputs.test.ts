// The step's outputs (src/github/outputs.ts), written to a GITHUB_OUTPUT file as the runner reads them:
// the counts the gate judged, the new findings over a baseline, the scan of a single project, and
// `result` on its own, last.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/evaluate.ts';
import { setErrorOutputs, setResult, setVerdictOutputs } from '../../src/github/outputs.ts';
import { gateDataOf, listedOf, listingOf, tallyOf } from '../support/builders.ts';
import { configOf } from '../support/fixtures.ts';
import { parseOutputFile } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';

let file: string;
const saved = process.env.GITHUB_OUTPUT;
beforeEach(async () => {
  file = join(await temporaryFolder('findings-gate-outputs-'), 'output');
  await writeFile(file, '');
  process.env.GITHUB_OUTPUT = file;
});
afterEach(() => {
  if (saved === undefined) delete process.env.GITHUB_OUTPUT;
  else process.env.GITHUB_OUTPUT = saved;
});
const written = async (): Promise<Record<string, string>> => parseOutputFile(await readFile(file, 'utf8'));

describe('setVerdictOutputs', () => {
  it('sets the counts judged, never result (written apart, last)', async () => {
    const data = gateDataOf({ projects: [tallyOf('acme/api', { 'code.high': 2, 'sca.low': 1 })], validSecrets: [] });
    setVerdictOutputs(data, evaluate(configOf(), data));
    expect(await written()).toEqual({
      total: '3',
      critical: '0',
      high: '2',
      medium: '0',
      low: '1',
      code: '2',
      sca: '1',
      secrets: '0',
      'valid-secrets': '0',
      'deployment-id': '1234',
      'blocked-dependencies': '0',
    });
  });

  it('sets overdue with max-open-age: past its deadline, or of an age unknown', async () => {
    const limits = { critical: { ms: 86_400_000, asWritten: '1d' } };
    const findings = listingOf([listedOf({ severity: 'critical', relevantSince: '2020-01-01T00:00:00Z' })], { maxOpenAge: limits });
    const data = gateDataOf({ projects: [tallyOf('acme/api', { 'code.critical': 3 })], findings });
    const config = configOf({ maxOpenAge: limits });
    setVerdictOutputs(data, evaluate(config, data), config);
    expect((await written()).overdue).toBe('3');
  });

  it('sets the newest completed scan of a single project, its commit and age', async () => {
    const completeTime = new Date(Date.parse('2026-11-23T12:00:00.000Z') - 90 * 60_000).toISOString();
    const freshness = {
      state: 'read' as const,
      projects: [
        {
          project: 'acme/api',
          projectId: '1',
          newestCompleted: { id: '9', status: 'SCAN_STATUS_COMPLETED', isFullScan: true, commit: 'abcdef1', completeTime },
        },
      ],
    };
    const data = gateDataOf({ projects: [], freshness });
    setVerdictOutputs(data, evaluate(configOf(), data));
    expect(await written()).toMatchObject({ 'scan-id': '9', 'scan-commit': 'abcdef1', 'scan-age-hours': '1.5' });
  });
});

describe('setResult and setErrorOutputs', () => {
  it('writes result alone, and the deployment of an error when it is known', async () => {
    setErrorOutputs('4242');
    setResult('error');
    expect(await written()).toEqual({ 'deployment-id': '4242', result: 'error' });
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines.findIndex((line) => line.startsWith('result'))).toBeGreaterThan(
      lines.findIndex((line) => line.startsWith('deployment-id')),
    );
  });

  it('writes nothing but result for an error before the deployment is known', async () => {
    setErrorOutputs(undefined);
    setResult('error');
    expect(await written()).toEqual({ result: 'error' });
  });
});
