// attack35 H4 (the built action against the sandbox): a dependency without an id is known by its repository,
// ecosystem, name, version and definedAt path (api/dependencies.ts dependencyKey); an exception reads its
// definedAt path, else its manifest's (gate/exceptions.ts matchDependency). Without definedAt, a copy of each
// blocked-license dependency in vendor/package.json, sent before it, was the same key: the real one was dropped
// as a repeat, the copy taken by an exception for vendor/**, and a run with 19 blocked-license dependencies
// passed (failed before the fix: the result was 'pass', blocked-dependencies 0). Now the path an exception reads
// is part of the key: both are counted, the copy accepted, the real one not.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../sandbox/data.ts';
import { temporaryFolder } from '../support/temporary.ts';
import { gate, sandbox } from './support.ts';

type Json = Record<string, unknown>;

const INPUTS = {
  projects: 'acme/payments-api',
  'fail-on-severity': 'none',
  'fail-on-valid-secrets': 'false',
  'fail-on-malicious': 'false',
  'fail-on-blocked-licenses': 'true',
};

const day = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('attack35 H4: a copy of a dependency in another manifest', () => {
  it('a vendored copy before each blocked-license dependency does not hide it from the license gate', async () => {
    const sb = await sandbox({ dataset: demoDataset() });
    let blocked: Json[] = [];
    sb.inject('dependencies', {
      kind: 'rewrite',
      apply: (body) => {
        blocked = ((body as Json).dependencies as Json[]) ?? [];
        return body;
      },
    });
    const plain = await gate(sb, INPUTS);
    expect(plain.outputs.result).toBe('fail');
    const names = [...new Set(blocked.map((d) => `${d.ecosystem}:${(d.package as Json).name}`))];
    expect(names.length).toBeGreaterThan(0);
    const entries = names.map(
      (name) =>
        `  - package: ${name}\n    paths: ['vendor/**']\n    reason: a vendored copy, never shipped\n    owner: '@acme/legal'\n    expires: ${day(30)}\n`,
    );
    const file = join(await temporaryFolder('findings-gate-attack35-'), 'exceptions.yml');
    await writeFile(file, `exceptions:\n${entries.join('')}`);
    sb.clearFaults();
    const control = await gate(sb, { ...INPUTS, 'exceptions-file': file });
    expect(control.outputs.result).toBe('fail');
    sb.inject('dependencies', {
      kind: 'rewrite',
      apply: (body) => {
        const dependencies = (((body as Json).dependencies as Json[]) ?? []).flatMap(({ definedAt: _, ...rest }) => [
          { ...rest, manifestDefinition: { path: 'vendor/package.json' } },
          rest,
        ]);
        return { ...(body as Json), dependencies };
      },
    });
    const run = await gate(sb, { ...INPUTS, 'exceptions-file': file });
    expect(run.outputs.result, run.stdout).toBe('fail');
    expect(run.outputs['blocked-dependencies']).toBe(control.outputs['blocked-dependencies']);
  });
});
