// The GitHub-facing outputs of a verdict (src/github/publish.ts): the SARIF file holds this
// repository's secrets and findings only, and is named in the output `sarif-file`; a write that fails
// is a warning, never a changed verdict.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/gate/evaluate.ts';
import { publishVerdict } from '../../src/github/publish.ts';
import type { SummaryInput } from '../../src/render/sections.ts';
import { gateDataOf, listedOf, listingOf, tallyOf } from '../support/builders.ts';
import { configOf, validSecretOf } from '../support/fixtures.ts';
import { parseOutputFile } from '../support/runner.ts';
import { temporaryFolder } from '../support/temporary.ts';

let dir: string;
const saved = { ...process.env };
beforeEach(async () => {
  dir = await temporaryFolder('findings-gate-publish-');
  await writeFile(join(dir, 'output'), '');
  Object.assign(process.env, { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_REPOSITORY: 'acme/api' });
});
afterEach(() => {
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_REPOSITORY']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

function input(sarifFile: string): SummaryInput {
  const findings = listingOf([
    listedOf({ id: '1', filePath: 'src/a.ts', line: 3, matchBasedId: 'mb-1' }),
    listedOf({ id: '2', filePath: 'src/b.ts', repository: { name: 'acme/web' } }),
  ]);
  const data = gateDataOf({
    projects: [tallyOf('acme/api', { 'code.high': 1 }), tallyOf('acme/web', { 'code.high': 1 })],
    findings,
    validSecrets: [validSecretOf({ repository: { name: 'acme/api' } }), validSecretOf({ repository: { name: 'acme/web' } })],
  });
  const config = configOf({ github: { annotations: false, commentOnPr: 'never', token: '', sarifFile } });
  return { config, data, verdict: evaluate(config, data), elapsedMs: 1, requests: 1, filters: [] };
}

describe('publishVerdict', () => {
  it('writes the SARIF of this repository alone, and names its absolute path in the output', async () => {
    const path = join(dir, 'nested', 'results.sarif');
    await publishVerdict(input(path));
    const log = JSON.parse(await readFile(path, 'utf8'));
    const results = log.runs[0].results as { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
    expect(results.map((r) => r.locations[0]?.physicalLocation.artifactLocation.uri).sort()).toEqual(['src/a.ts', 'src/config.ts']);
    expect(parseOutputFile(await readFile(join(dir, 'output'), 'utf8'))['sarif-file']).toBe(path);
  });

  it('a SARIF file that cannot be written is a warning, and sets no output', async () => {
    await writeFile(join(dir, 'a-file'), '');
    await publishVerdict(input(join(dir, 'a-file', 'results.sarif')));
    expect(parseOutputFile(await readFile(join(dir, 'output'), 'utf8'))['sarif-file']).toBeUndefined();
  });
});
