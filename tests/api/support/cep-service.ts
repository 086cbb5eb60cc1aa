import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CepReply = { status: number; body: string; delayMs?: number } | { hang: true };

/** A local ViaCEP-compatible service: answers `/ws/{cep}/json/` from a table, counting every request. */
export interface CepService {
  /** The base URL to configure, e.g. `http://127.0.0.1:1234/ws`. */
  url: string;
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startCepService(replies: Record<string, CepReply>): Promise<CepService> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const match = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '');
    const cep = match?.[1];
    if (cep === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/html' }).end('<h1>Bad Request</h1>');
      return;
    }
    hits.set(cep, (hits.get(cep) ?? 0) + 1);
    const reply = replies[cep] ?? { status: 200, body: '{\n  "erro": true\n}' };
    if ('hang' in reply) return;
    setTimeout(() => {
      res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8' }).end(reply.body);
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
