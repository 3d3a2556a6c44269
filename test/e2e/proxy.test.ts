// The built action honours HTTP_PROXY / NO_PROXY (undici's EnvHttpProxyAgent): a small forward
// proxy on loopback sees the API requests arrive, and NO_PROXY sends them around it.
// undici's default NO_PROXY is empty (loopback is not excluded), so the sandbox on 127.0.0.1
// is a fair target; an http: target goes to the proxy as an absolute-URI request (no CONNECT).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../sandbox/data.ts';
import type { Sandbox } from '../sandbox/server.ts';
import { startSandbox } from '../sandbox/server.ts';
import { type Forwarder, startForwarder } from '../support/forwarder.ts';
import { runAction } from '../support/runner.ts';

/** What the proxy saw: the absolute URI of each request, and whether it carried the bearer token. */
interface Seen {
  url: string;
  authorized: boolean;
}

let sb: Sandbox;
let proxy: Forwarder;
let proxyUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  sb = await startSandbox({ dataset: demoDataset() });
  proxy = await startForwarder({
    onRequest: (req) => seen.push({ url: req.url ?? '', authorized: req.headers.authorization === `Bearer ${sb.tokens.demo}` }),
  });
  proxyUrl = proxy.url;
});

afterAll(async () => {
  await proxy?.close();
  await sb?.close();
});

const inputs = () => ({ 'api-token': sb.tokens.demo, 'base-url': sb.url, projects: 'acme/payments-api' });

describe('proxies', () => {
  it('with HTTP_PROXY set, every API request goes through the proxy and the verdict is unchanged', async () => {
    seen.length = 0;
    const before = sb.requests.length;
    const run = await runAction({ inputs: inputs(), env: { HTTP_PROXY: proxyUrl } });
    expect(run.stderr).toBe('');
    expect(run.outputs.result).toBe('fail');
    expect(run.outputs['valid-secrets']).toBe('4');
    const reached = sb.requests.length - before;
    expect(reached).toBeGreaterThan(0);
    // Every request the sandbox answered came through the proxy, as an absolute URI to the sandbox.
    expect(seen).toHaveLength(reached);
    for (const request of seen) {
      expect(request.url.startsWith(`${sb.url}/api/`)).toBe(true);
      expect(request.authorized).toBe(true);
    }
    expect(seen.map((r) => new URL(r.url).pathname)).toContain('/api/agent/identity');
  });

  it('with NO_PROXY naming the API host, the requests bypass the proxy', async () => {
    seen.length = 0;
    const run = await runAction({ inputs: inputs(), env: { HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' } });
    expect(run.outputs.result).toBe('fail');
    expect(seen).toEqual([]);
  });

  it('a proxy that is down is a network error naming the operation, never a pass', async () => {
    const run = await runAction({ inputs: inputs(), env: { HTTP_PROXY: 'http://127.0.0.1:9', FINDINGS_GATE_RETRY_MIN_DELAY_MS: '10' } });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('error');
    expect(run.stdout).toMatch(/^::error::findings-gate could not decide: identity: /m);
  });
});
