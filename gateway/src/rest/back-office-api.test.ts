import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgencyApi } from './agency-api.js';
import { RestClient } from './client.js';
import type { PropertyPhoto } from './property-form.js';
import { RestError } from './rest-error.js';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** JSON bodies parsed; multipart bodies as field → value (files as `name:size`). */
  body: unknown;
}

const seen: SeenRequest[] = [];
let server: Server;
let api: AgencyApi;
let dir: string;
let photos: PropertyPhoto[];

async function bodyOf(contentType: string, bytes: Buffer): Promise<unknown> {
  if (bytes.length === 0) return null;
  if (contentType.startsWith('application/json')) return JSON.parse(bytes.toString('utf8')) as unknown;
  const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  const fields: [string, string][] = [];
  for (const [name, value] of form) fields.push([name, typeof value === 'string' ? value : `${value.name}:${value.size}`]);
  return fields;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'back-office-api-test-'));
  await writeFile(path.join(dir, 'a'), Buffer.alloc(1000, 1));
  await writeFile(path.join(dir, 'b'), Buffer.alloc(2000, 2));
  photos = [
    { field: 'mainImage', fileName: 'frente.jpg', contentType: 'image/jpeg', path: path.join(dir, 'a'), size: 1000 },
    { field: 'otherImages', fileName: 'sala.jpg', contentType: 'image/jpeg', path: path.join(dir, 'b'), size: 2000 },
  ];
  server = createServer(async (req, res) => {
    const bytes = await buffer(req);
    const url = req.url ?? '';
    seen.push({ method: req.method ?? '', url, headers: req.headers, body: await bodyOf(req.headers['content-type'] ?? '', bytes) });
    const json = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    if (url === '/api/properties/5' && req.method === 'POST') {
      return json(422, {
        message: 'Por favor, corrija os erros destacados.',
        errors: { user_id: ['Selecione uma opção válida.'], 'otherImages[1]': ['Cada imagem deve ter no máximo 15MB.'], zip_code: ['Informe um CEP com 8 dígitos.'] },
      });
    }
    if (url === '/api/properties/5/status') return json(422, { message: 'O status é obrigatório', errors: { notify_client: ['Use 1 para sim ou 0 para não.'] } });
    if (url === '/api/auth/logout') {
      res.writeHead(204);
      return res.end();
    }
    json(200, { message: 'ok', data: [] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = new AgencyApi(new RestClient({ baseUrl, apiKey: 'chave' })).forUser('token-da-sessao');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

async function failure(promise: Promise<unknown>): Promise<RestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('BackOfficeApi', () => {
  it('signs in with only the given credentials and without the bearer token of the request', async () => {
    await api.backOffice.login({ email: 'ana@example.com', password: null });
    const request = seen.at(-1);
    expect([request?.method, request?.url, request?.body]).toEqual(['POST', '/api/auth', { email: 'ana@example.com' }]);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-api-key']).toBe('chave');
  });

  it('forwards the bearer token on every staff call, at the documented paths', async () => {
    const backOffice = api.backOffice;
    await backOffice.logout();
    await backOffice.me();
    await backOffice.permissions();
    await backOffice.properties();
    await backOffice.property('12');
    await backOffice.clients();
    await backOffice.internalVideos();
    await backOffice.deleteProperty('12');
    await backOffice.changePropertyStatus('12', 'REJECTED', false);
    const calls = seen.slice(-9);
    expect(calls.map((call) => `${call.method} ${decodeURIComponent(call.url)}`)).toEqual([
      'POST /api/auth/logout',
      'GET /api/auth/me',
      'GET /api/permissions',
      'GET /api/properties/fetch',
      'GET /api/properties/12',
      'GET /api/clients',
      'GET /api/videos?type=internal&is_active=1',
      'DELETE /api/properties/12',
      'PUT /api/properties/12/status',
    ]);
    expect(calls.every((call) => call.headers.authorization === 'Bearer token-da-sessao')).toBe(true);
    expect(calls.at(-1)?.body).toEqual({ status: 'rejected', notify_client: 0 });
  });

  it('creates with the form fields and the photos as mainImage and otherImages[n]', async () => {
    await api.backOffice.createProperty({ title: 'Casa', operation: 'SALE', isActive: true }, photos);
    const request = seen.at(-1);
    expect([request?.method, request?.url]).toEqual(['POST', '/api/properties']);
    expect(request?.headers.authorization).toBe('Bearer token-da-sessao');
    expect(request?.body).toEqual([
      ['operation', 'sale'],
      ['title', 'Casa'],
      ['is_active', '1'],
      ['mainImage', 'frente.jpg:1000'],
      ['otherImages[0]', 'sala.jpg:2000'],
    ]);
  });

  it('updates with _method=PUT and imagesToDelete, and reports refusals under the input names', async () => {
    const refused = await failure(api.backOffice.updateProperty('5', { brokerId: '99' }, photos.slice(1), ['velha.jpg']));
    expect(seen.at(-1)?.body).toEqual([
      ['_method', 'PUT'],
      ['user_id', '99'],
      ['imagesToDelete', '["velha.jpg"]'],
      ['otherImages[0]', 'sala.jpg:2000'],
    ]);
    expect({ status: refused.status, message: refused.message, fieldErrors: refused.fieldErrors }).toEqual({
      status: 422,
      message: 'Por favor, corrija os erros destacados.',
      fieldErrors: [
        { field: 'brokerId', message: 'Selecione uma opção válida.' },
        { field: 'otherImages', message: 'Cada imagem deve ter no máximo 15MB.' },
        { field: 'zipCode', message: 'Informe um CEP com 8 dígitos.' },
      ],
    });
  });

  it('reports status change refusals under the argument names', async () => {
    const refused = await failure(api.backOffice.changePropertyStatus('5', 'APPROVED', true));
    expect(refused.fieldErrors).toEqual([{ field: 'notifyClient', message: 'Use 1 para sim ou 0 para não.' }]);
  });
});
