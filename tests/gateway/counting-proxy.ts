/** A loopback proxy in front of the API that records every call the gateway makes to it. */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** `METHOD /path?query` of every call received, in order. */
  calls: string[];
  close(): Promise<void>;
}

/** Forwards every request to `targetUrl` unchanged (method, headers, body) and records it. */
export async function startCountingProxy(targetUrl: string): Promise<CountingProxy> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const forwarded = request(new URL(req.url ?? '/', targetUrl), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"message":"Proxy de teste sem resposta da API."}');
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
