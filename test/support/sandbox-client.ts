// A sandbox serving a dataset and the real client of it, both closed after the test that opened them:
// the unit tests of collect/ read through the client what the sandbox holds, as a run does.
import { afterEach } from 'vitest';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../src/api/index.ts';
import type { Dataset } from '../sandbox/data.ts';
import { type Fault, type Route, type Sandbox, startSandbox } from '../sandbox/server.ts';

const open: { sandbox: Sandbox; client: ApiClient }[] = [];
afterEach(async () => {
  for (const { sandbox, client } of open.splice(0)) {
    await client.close();
    await sandbox.close();
  }
});

/** What a test may say of its sandbox and client: faults on routes, the token (the demo one when not said), client settings. */
export interface SandboxClientOptions {
  faults?: readonly [Route, Fault][];
  token?: (tokens: Sandbox['tokens']) => string;
  client?: Partial<ApiClientOptions>;
}

/** A new sandbox serving `dataset` with `faults`, and a client of it with fast retries. */
export async function sandboxClient(
  dataset: Dataset,
  options: SandboxClientOptions = {},
): Promise<{ sandbox: Sandbox; client: ApiClient }> {
  const sandbox = await startSandbox({ dataset });
  for (const [route, fault] of options.faults ?? []) sandbox.inject(route, fault);
  const token = options.token?.(sandbox.tokens) ?? sandbox.tokens.demo;
  const client = createApiClient({ baseUrl: sandbox.url, token, retryMinDelayMs: 5, ...options.client });
  open.push({ sandbox, client });
  return { sandbox, client };
}
