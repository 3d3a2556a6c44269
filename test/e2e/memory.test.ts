// Memory is bounded by design, not by luck: a hostile server that sends a huge answer, or an endless
// list of new secrets, meets a limit that holds, with peak RSS measured on the built action.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../support/runner.ts';

const MiB = 1024 * 1024;
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server?.closeAllConnections();
  server = undefined;
});

/** A server whose deployment has no project and no findings list, and whose secrets list answers with `secrets(cursor, res)`. */
async function hostileServer(secrets: (cursor: string | null, res: import('node:http').ServerResponse) => void): Promise<string> {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    req.resume();
    if (url.pathname.endsWith('/secrets')) return secrets(url.searchParams.get('cursor'), res);
    // One project: a deployment of none is an error of its own under projects: * (attack23 G4b).
    const empty = url.pathname.endsWith('/projects/list')
      ? '{"projects":[{"id":"101","name":"acme/api"}]}'
      : url.pathname === '/api/v1/deployments'
        ? '{"deployments":[]}'
        : '{"byProject":{}}';
    res.writeHead(200, { 'content-type': 'application/json' }).end(empty);
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const secretJson = (id: string): string =>
  `{"id":"${id}","type":"AWS","severity":"SEVERITY_HIGH","status":"FINDING_STATUS_OPEN","validationState":"VALIDATION_STATE_CONFIRMED_VALID","findingPath":"src/a.ts:1","repository":{"name":"acme/api"}}`;

const inputs = (url: string) => ({
  'api-token': 'sgp_memory_test',
  'base-url': url,
  deployment: '4242',
  projects: '*',
  'fail-on-severity': 'none',
});

describe('memory bounded by design', () => {
  it('a 200 MB answer is refused once 64 MiB have streamed, with peak RSS under 300 MiB', async () => {
    const url = await hostileServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.from(`${secretJson('x')},`.repeat(4096));
      let sent = 0;
      res.write('{"findings":[');
      const more = (): void => {
        while (sent < 200 * 1_000_000) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end(`${secretJson('last')}]}`);
      };
      res.on('error', () => undefined);
      more();
    });
    const run = await runAction({ inputs: inputs(url), killAfterMs: 60_000 });
    expect(run.outputs.result).toBe('error');
    expect(run.stdout).toContain('secrets: the response is over 64 MiB; the gate does not read further');
    if (run.peakRssBytes !== undefined) {
      console.log(`peak RSS, 200 MB answer: ${Math.round(run.peakRssBytes / MiB)} MiB`);
      expect(run.peakRssBytes).toBeLessThan(300 * MiB);
    }
  }, 90_000);

  it('5,000 new secrets a page on an endless cursor, with every default: the run ends by itself at the 2,000,000 ids it remembers, with peak RSS under 400 MiB', async () => {
    const PAGE = 5000;
    const url = await hostileServer((cursor, res) => {
      const page = Number(cursor ?? 0);
      const items: string[] = new Array(PAGE);
      for (let i = 0; i < PAGE; i++) items[i] = secretJson(`${page}-${i}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"cursor":"${page + 1}","findings":[${items.join(',')}]}`);
    });
    const run = await runAction({ inputs: inputs(url), killAfterMs: 120_000 });
    expect(run.signal).toBeNull();
    expect(run.outputs.result).toBe('error');
    expect(run.stdout).toContain('secrets: the list holds more than 2,000,000 items, the most the gate remembers to detect repeats');
    if (run.peakRssBytes !== undefined) {
      console.log(`peak RSS, 400 pages of 5,000 new secrets: ${Math.round(run.peakRssBytes / MiB)} MiB in ${Math.round(run.elapsedMs)} ms`);
      expect(run.peakRssBytes).toBeLessThan(400 * MiB);
    }
  }, 150_000);
});
