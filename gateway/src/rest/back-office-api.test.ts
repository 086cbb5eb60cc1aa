import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyApi } from './agency-api.js';
import type { PropertyPhoto } from './property-form.js';
import { restFailure, startRecordingUpstream, type RecordingUpstream, type SeenRequest } from './testing/recordingUpstream.js';

let upstream: RecordingUpstream;
let seen: SeenRequest[];
let api: AgencyApi;
let dir: string;
let photos: PropertyPhoto[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'back-office-api-test-'));
  await writeFile(path.join(dir, 'a'), Buffer.alloc(1000, 1));
  await writeFile(path.join(dir, 'b'), Buffer.alloc(2000, 2));
  photos = [
    { field: 'mainImage', fileName: 'frente.jpg', contentType: 'image/jpeg', path: path.join(dir, 'a'), size: 1000 },
    { field: 'otherImages', fileName: 'sala.jpg', contentType: 'image/jpeg', path: path.join(dir, 'b'), size: 2000 },
  ];
  upstream = await startRecordingUpstream((method, url) => {
    if (url === '/api/properties/5' && method === 'POST') {
      return {
        status: 422,
        json: {
          message: 'Por favor, corrija os erros destacados.',
          errors: {
            user_id: ['Selecione uma opção válida.'],
            'otherImages[1]': ['Cada imagem deve ter no máximo 15MB.'],
            zip_code: ['Informe um CEP com 8 dígitos.'],
          },
        },
      };
    }
    if (url === '/api/properties/5/status')
      return { status: 422, json: { message: 'O status é obrigatório', errors: { notify_client: ['Use 1 para sim ou 0 para não.'] } } };
    if (url === '/api/auth/logout') return { status: 204 };
    return undefined;
  });
  ({ seen, api } = upstream);
});

afterAll(async () => {
  await upstream.close();
  await rm(dir, { recursive: true, force: true });
});

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
    await backOffice.propertyPage({ search: ' cambuí ', status: 'IN_ANALYSIS', page: 2, perPage: 10 });
    await backOffice.property('12');
    await backOffice.awaitingAnalysis();
    await backOffice.internalVideos();
    await backOffice.deleteProperty('12');
    await backOffice.changePropertyStatus('12', 'REJECTED', false);
    const calls = seen.slice(-9);
    expect(calls.map((call) => `${call.method} ${decodeURIComponent(call.url)}`)).toEqual([
      'POST /api/auth/logout',
      'GET /api/auth/me',
      'GET /api/permissions',
      'GET /api/properties/fetch?search=cambuí&status=in_analysis&page=2&per_page=10',
      'GET /api/properties/12',
      'GET /api/properties/awaiting-analysis',
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
      ['mainImage', 'frente.jpg:image/jpeg:1000'],
      ['otherImages[0]', 'sala.jpg:image/jpeg:2000'],
    ]);
  });

  it('updates with _method=PUT and imagesToDelete, and reports refusals under the input names', async () => {
    const refused = await restFailure(api.backOffice.updateProperty('5', { brokerId: '99' }, photos.slice(1), ['velha.jpg']));
    expect(seen.at(-1)?.body).toEqual([
      ['_method', 'PUT'],
      ['user_id', '99'],
      ['imagesToDelete', '["velha.jpg"]'],
      ['otherImages[0]', 'sala.jpg:image/jpeg:2000'],
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
    const refused = await restFailure(api.backOffice.changePropertyStatus('5', 'APPROVED', true));
    expect(refused.fieldErrors).toEqual([{ field: 'notifyClient', message: 'Use 1 para sim ou 0 para não.' }]);
  });
});
