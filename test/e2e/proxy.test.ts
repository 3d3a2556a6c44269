// The built action and the proxies of the environment (undici's EnvHttpProxyAgent): an http: base-url is allowed only
// to a loopback host, which no proxy is needed to reach, so an http: request never goes through HTTP_PROXY, even one
// on the loopback, whose upstream (a forwarder such as cntlm chains to one) would carry the token in clear text
// (attack43 X4). A proxy's CONNECT for https: targets is tested in test/e2e/proxy-silent.test.ts and
// test/e2e/attack41-watchdog-shown.test.ts (a TLS stand-in).
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
  it('with HTTP_PROXY set, an http: loopback API is reached directly, never through the proxy, and the verdict is unchanged', async () => {
    seen.length = 0;
    const before = sb.requests.length;
    const run = await runAction({ inputs: inputs(), env: { HTTP_PROXY: proxyUrl } });
    expect(run.stderr).toBe('');
    expect(run.outputs.result).toBe('fail');
    expect(run.outputs['valid-secrets']).toBe('4');
    expect(sb.requests.length - before).toBeGreaterThan(0);
    // Before (attack43 X4): every request went through the loopback proxy, the Bearer token with it.
    expect(seen).toEqual([]);
  });

  it('with NO_PROXY naming the API host, the requests bypass the proxy', async () => {
    seen.length = 0;
    const run = await runAction({ inputs: inputs(), env: { HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' } });
    expect(run.outputs.result).toBe('fail');
    expect(seen).toEqual([]);
  });

  it('a proxy that is down changes nothing for an http: loopback API: the same verdict', async () => {
    const run = await runAction({ inputs: inputs(), env: { HTTP_PROXY: 'http://127.0.0.1:9', FINDINGS_GATE_RETRY_MIN_DELAY_MS: '10' } });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe('fail');
  });
});
