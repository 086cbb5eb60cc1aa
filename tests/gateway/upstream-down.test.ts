import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server.js';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { A_REQUEST_ID, graphql } from './support.js';

let dataDir: string;
let api: RunningApi;
let gateway: RunningGateway;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-gateway-down-'));
  api = await startApi({ port: 0, dataDir, seedDemo: false, log: () => {} });
  gateway = await startGateway({ port: 0, apiUrl: api.url, apiKey: api.apiKey });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('when the REST API stops', () => {
  it('reports health and readiness 200 while it answers, then 503 in pt-BR (the gateway itself still live), and GraphQL says UPSTREAM_UNAVAILABLE', async () => {
    const before = await fetch(`${gateway.url}/health`);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ status: 'ok' });
    for (const probe of ['/health/live', '/health/ready']) {
      const answer = await fetch(`${gateway.url}${probe}`);
      expect(answer.status, probe).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ status: 'ok' });
    }

    await api.close();

    const ready = await fetch(`${gateway.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', message: 'A API de dados não está pronta.' });
    const live = await fetch(`${gateway.url}/health/live`);
    expect(live.status).toBe(200);

    const after = await fetch(`${gateway.url}/health`);
    expect(after.status).toBe(503);
    expect(after.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await after.json()).toEqual({ status: 'unavailable', message: 'A API de dados não está respondendo.' });

    const answer = await graphql(gateway.url, '{ company { name } cities { city } }');
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    const unavailable = 'O serviço de dados está indisponível no momento. Tente novamente mais tarde.';
    expect(
      answer.errors
        ?.map((error) => ({ path: error.path, message: error.message, extensions: error.extensions }))
        .sort((a, b) => String(a.path).localeCompare(String(b.path))),
    ).toEqual([
      {
        path: ['cities'],
        message: unavailable,
        extensions: { code: 'UPSTREAM_UNAVAILABLE', requestId: A_REQUEST_ID },
      },
      {
        path: ['company'],
        message: unavailable,
        extensions: { code: 'UPSTREAM_UNAVAILABLE', requestId: A_REQUEST_ID },
      },
    ]);

    const image = await fetch(`${gateway.url}/images/qualquer.jpg?w=640`);
    expect(image.status).toBe(503);
    expect(await image.json()).toEqual({
      message: 'O serviço de dados está indisponível no momento. Tente novamente mais tarde.',
      requestId: image.headers.get('x-request-id'),
    });

    const document = await fetch(`${gateway.url}/contract-templates/1/file`, { headers: { authorization: 'Bearer qualquer-token' } });
    expect(document.status).toBe(503);
    expect(await document.json()).toEqual({
      message: 'O serviço de dados está indisponível no momento. Tente novamente mais tarde.',
      requestId: document.headers.get('x-request-id'),
    });

    const sitemap = await fetch(`${gateway.url}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(await sitemap.json()).toEqual({
      message: 'Não foi possível gerar o mapa do site agora. Tente novamente mais tarde.',
      requestId: sitemap.headers.get('x-request-id'),
    });
  });
});
