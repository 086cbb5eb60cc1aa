import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Router, type Request } from 'express';
import type { Registry } from 'prom-client';
import { CLIENT_ERROR_MESSAGES, NOT_FOUND_MESSAGE } from '../shared/http-errors.js';

/**
 * `GET /metrics` on the process's public port, in Prometheus's text format, only for a scraper sending
 * `Authorization: Bearer <METRICS_TOKEN>`: 401 without it; 404, as for any unknown address, when no token is set.
 */
export function metricsRouter(registry: Registry, token: string | null): Router {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (token === null) {
      res.status(404).json({ message: NOT_FOUND_MESSAGE });
      return;
    }
    if (!bearerMatches(req, token)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: CLIENT_ERROR_MESSAGES[401] });
      return;
    }
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}

function bearerMatches(req: Request, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (sent === undefined) return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A `host:port` to listen on. */
export interface ListenAddress {
  host: string;
  port: number;
}

/** Reads `METRICS_ADDRESS`: `host:port`, `[v6]:port` or a bare port (every interface). */
export function parseListenAddress(value: string): ListenAddress {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]*)):(\d{1,5})$/.exec(value.trim()) ?? /^()()(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[3]) : NaN;
  if (!match || !(port > 0 && port < 65536)) {
    throw new Error(`METRICS_ADDRESS inválido: use host:porta, por exemplo 0.0.0.0:9464 (recebido "${value}").`);
  }
  return { host: match[1] || match[2] || '0.0.0.0', port };
}

/**
 * A server of its own for the metrics, on an address apart from the public port (an internal network the scraper is
 * on): `GET /metrics` open there, anything else a 404.
 */
export function serveMetrics(registry: Registry, address: ListenAddress): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/metrics' || req.url?.startsWith('/metrics?'))) {
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
          res.end(text);
        },
        () => {
          res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ message: 'Não foi possível coletar as métricas.' }));
        },
      );
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: NOT_FOUND_MESSAGE }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve(server));
  });
}
