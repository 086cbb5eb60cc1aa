import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_FOLDERS } from '../support/stack.js';
import { startGateway } from '../../gateway/src/server.js';

/**
 * The gateway stopping (what SIGTERM runs) while the portals' feed is being written: it ends well within the
 * product's 5 s, cutting the feed short, and asks the API for no page once stopped.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const STOP_LIMIT_MS = 5000;
const PAGE_DELAY_MS = 300;
const fixture = JSON.parse(readFileSync(path.join(repoRoot, 'gateway/src/normalize/fixtures/portal-feed-page.json'), 'utf8')) as {
  header: unknown;
  data: Record<string, unknown>[];
};

let api: Server;
let apiUrl: string;
let pagesAsked = 0;

/** An API whose feed never ends: one listing a page, each page a little slow. */
beforeAll(async () => {
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '', 'http://api');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/portals/feed/version') {
      res.end(JSON.stringify({ version: 'sem-fim', last_modified: '2026-11-25T13:00:00.000Z' }));
      return;
    }
    pagesAsked += 1;
    const after = Number(url.searchParams.get('after'));
    const listing = { ...fixture.data[0], id: after + 1, code: `V-${after + 1}-2026` };
    setTimeout(() => res.end(JSON.stringify({ header: fixture.header, data: [listing], next_after: after + 1 })), PAGE_DELAY_MS);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

describe('stopping the gateway during the portals feed', () => {
  it.each(['gzip', 'identity'])(
    'ends within 5 s, cuts the feed short and asks for no further page (%s)',
    async (encoding) => {
      pagesAsked = 0;
      const gateway = await startGateway({
        port: 0,
        host: '127.0.0.1',
        apiUrl,
        apiKey: 'chave',
        ...BUILT_FOLDERS,
      });
      // Compressed, the answer may still be held in the compressor when the stop comes; plain, it is under way.
      const reading = fetch(`${gateway.url}/feeds/vrsync.xml?token=qualquer`, { headers: { 'accept-encoding': encoding } }).then(
        async (response) => {
          expect(response.status).toBe(200);
          return response.text();
        },
      );
      reading.catch(() => undefined);
      while (pagesAsked < 3) await new Promise((resolve) => setTimeout(resolve, 50));

      const started = Date.now();
      await gateway.close();
      expect(Date.now() - started).toBeLessThan(STOP_LIMIT_MS);
      const asked = pagesAsked;
      await expect(reading).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, PAGE_DELAY_MS * 3));
      expect(pagesAsked).toBe(asked);
    },
    20_000,
  );
});
