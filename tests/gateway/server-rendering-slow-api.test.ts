/**
 * A public page in front of an API that accepts connections and never answers: the page is answered within its
 * data time limit, as unavailable, never left hanging.
 */
import { createLogger } from '../../observability/logger.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicPagesRouter } from '../../gateway/src/http/public-pages.js';
import { PageCache } from '../../gateway/src/pages/page-cache.js';
import { AgencyApi } from '../../gateway/src/rest/agency-api.js';
import { RestClient } from '../../gateway/src/rest/client.js';
import { buildSchema } from '../../gateway/src/schema.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let silentApi: Server;
let site: Server;
let siteUrl: string;

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  silentApi = createServer(() => {
    // Never answers.
  });
  const apiUrl = await listen(silentApi);
  const app = express();
  app.use(
    await publicPagesRouter({
      api: new AgencyApi(new RestClient({ baseUrl: apiUrl, apiKey: 'chave' })),
      schema: buildSchema(),
      publicUrl: null,
      pageCache: new PageCache(),
      webDist: path.join(repoRoot, 'web/dist'),
      webServerDist: path.join(repoRoot, 'web/dist-server'),
      dataTimeoutMs: 500,
      logger: createLogger({ processName: 'gateway', format: 'json', level: 'silent' }),
    }),
  );
  site = createServer(app);
  siteUrl = await listen(site);
});

afterAll(async () => {
  site?.closeAllConnections();
  silentApi?.closeAllConnections();
  await Promise.all([site, silentApi].map((server) => new Promise<void>((resolve) => server?.close(() => resolve()))));
});

it('answers 503 within the time limit, in pt-BR, with no stack trace', async () => {
  for (const route of ['/', '/imovel/qualquer-imovel-1']) {
    const started = Date.now();
    const response = await fetch(`${siteUrl}${route}`);
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(2500);
    expect(response.status).toBe(503);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('<script id="page-state"');
    expect(html).not.toMatch(/\bat [\w.<>]+ \(|node_modules|Error:/);
  }
});
