// The inventory's schedule, through the real client against the sandbox: the dependency walk's first
// request goes out before the writers are loaded and the file is opened, and a file that cannot be
// opened still fails the run with the writer's error (the walk stops, nothing is left behind).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../src/api/index.ts';
import { writeDependencyInventory } from '../../src/collect/dependencies.ts';
import { createMask } from '../../src/host/mask.ts';
import { datasetOf } from '../sandbox/data.ts';
import { type Sandbox, startSandbox } from '../sandbox/server.ts';
import { configOf } from '../support/fixtures.ts';

const PROJECT = 'acme/payments-api';
let open: { sandbox: Sandbox; client: ApiClient; dir: string }[] = [];
afterEach(async () => {
  for (const { sandbox, client, dir } of open) {
    await client.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
  open = [];
});

/** The real client, with a spy that notes, when each dependencies page is asked for, whether the inventory file exists yet. */
async function spiedClient(partialPath: () => string): Promise<{ client: ApiClient; log: string[]; deploymentId: string; dir: string }> {
  const dataset = datasetOf({
    projects: [PROJECT],
    dependencies: Array.from({ length: 25 }, (_, i) => ({ project: PROJECT, name: `pkg-${i}`, version: '1.0.0' })),
  });
  const sandbox = await startSandbox({ dataset });
  const real = createApiClient({ baseUrl: sandbox.url, token: sandbox.tokens.demo, retryMinDelayMs: 5, dependenciesPageSize: 10 });
  const dir = mkdtempSync(join(tmpdir(), 'inventory-schedule-'));
  open.push({ sandbox, client: real, dir });
  const log: string[] = [];
  const client: ApiClient = {
    ...real,
    listDependencies(deploymentId, query) {
      const pages = real.listDependencies(deploymentId, query)[Symbol.asyncIterator]();
      return {
        [Symbol.asyncIterator]: () => ({
          next: () => {
            log.push(`ask (file ${existsSync(partialPath()) ? 'open' : 'not open'})`);
            return pages.next();
          },
          return: (value?: unknown) => {
            log.push('stop');
            return pages.return?.(value) ?? Promise.resolve({ done: true, value: undefined });
          },
        }),
      } as AsyncIterable<never>;
    },
  };
  return { client, log, deploymentId: dataset.deployment.id, dir };
}

describe('writeDependencyInventory', () => {
  it('asks for the first page before the file is opened, then writes every page', async () => {
    let path = '';
    const { client, log, deploymentId, dir } = await spiedClient(() => `${path}.partial`);
    path = join(dir, 'deps.json');
    const written = await writeDependencyInventory(client, configOf(), { id: deploymentId }, { path, format: 'json' }, createMask());
    expect(written.count).toBe(25);
    expect(log[0]).toBe('ask (file not open)');
    expect(log.slice(1)).toEqual(['ask (file open)', 'ask (file open)', 'ask (file open)']);
    expect(JSON.parse(readFileSync(path, 'utf8')).count).toBe(25);
  });

  it('fails with the writer’s error when the file cannot be opened, stops the walk and leaves no file', async () => {
    let path = '';
    const { client, log, deploymentId, dir } = await spiedClient(() => `${path}.partial`);
    writeFileSync(join(dir, 'formulas.csv'), 'a file where a directory should be');
    path = join(dir, 'formulas.csv', 'nested.json');
    await expect(
      writeDependencyInventory(client, configOf(), { id: deploymentId }, { path, format: 'json' }, createMask()),
    ).rejects.toThrow(/^could not write the dependency inventory .*nested\.json: /);
    expect(log).toEqual(['ask (file not open)', 'stop']);
    expect(existsSync(path)).toBe(false);
  });
});
