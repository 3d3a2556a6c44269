// One HTTP forwarder on loopback for the tests: a reverse proxy in front of a server (the request's path
// joined to `target`, optionally rewritten, like a server that ignores a filter), or, without a target,
// a forward proxy that takes absolute URIs (what HTTP_PROXY sends).
import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwarderOptions {
  /** Reverse proxy in front of this origin; absent: a forward proxy. */
  target?: string;
  /** Changes the URL before it is forwarded (drop a query parameter, ...). */
  rewrite?: (url: URL) => void;
  /** Sees each request as it arrives. */
  onRequest?: (req: IncomingMessage) => void;
}

export interface Forwarder {
  url: string;
  close(): Promise<void>;
}

/** Starts the forwarder on a free loopback port. */
export async function startForwarder(options: ForwarderOptions = {}): Promise<Forwarder> {
  const server = createServer((req, res) => {
    options.onRequest?.(req);
    const raw = req.url ?? '/';
    if (options.target === undefined && !/^http:\/\//.test(raw)) {
      res.writeHead(400).end('absolute URI expected');
      return;
    }
    const url = new URL(raw, options.target);
    options.rewrite?.(url);
    const upstream = request(url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
