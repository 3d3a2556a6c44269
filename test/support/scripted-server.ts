// A node:http server on a loopback port for the tests of the HTTP path (test/api/http.test.ts,
// transport.test.ts, http-faults.test.ts): scripted answer by answer, it records what each request sent
// and counts its open connections. Every server started here is closed after the test that started it
// (its connections dropped), after that test file's own afterEach hooks (vitest runs them as a stack),
// so a client those hooks close is closed before its server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** How a server answers one request; `body`: what the request sent. */
export type Step = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** One request as the server received it. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A server listening on 127.0.0.1, closed after the test. */
export interface Listening {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Drops its connections and stops listening (once; again after the test does nothing). */
  close(): Promise<void>;
}

/** A scripted server: what it received, and how many connections are open now. */
export interface ScriptedServer extends Listening {
  seen: Seen[];
  open(): number;
}

const listening: Listening[] = [];
afterEach(async () => {
  for (const server of listening.splice(0)) await server.close();
});

/** Starts `server` on a free loopback port; it is closed after the test. */
export async function listen(server: Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let closed: Promise<void> | undefined;
  const handle: Listening = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      return closed;
    },
  };
  listening.push(handle);
  return handle;
}

/** A server answering the n-th request with steps[n] (the last step repeats). */
export async function serve(steps: Step[]): Promise<ScriptedServer> {
  const seen: Seen[] = [];
  let open = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      steps[Math.min(seen.length - 1, steps.length - 1)]?.(req, res, body);
    });
  });
  server.on('connection', (socket) => {
    open++;
    socket.on('close', () => open--);
  });
  return { ...(await listen(server)), seen, open: () => open };
}

/** An answer of `status` with a JSON content type: `value` as JSON, or a text written as it is. */
export const json =
  (status: number, value: unknown, headers: Record<string, string | string[]> = {}): Step =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof value === 'string' ? value : JSON.stringify(value));
  };
