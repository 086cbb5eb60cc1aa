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
let photo: PropertyPhoto;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'people-api-test-'));
  await writeFile(path.join(dir, 'foto'), Buffer.alloc(1500, 3));
  photo = { field: 'mainImage', fileName: 'retrato.jpg', contentType: 'image/jpeg', path: path.join(dir, 'foto'), size: 1500 };
  upstream = await startRecordingUpstream((method, url) => {
    if (url === '/api/clients' && method === 'POST') return { status: 409, json: { message: 'Este e-mail já está cadastrado.' } };
    if (url === '/api/brokers/4' && method === 'POST') {
      return {
        status: 422,
        json: {
          message: 'Por favor, corrija os erros destacados.',
          errors: {
            leadbroker_id: ['Selecione um corretor líder válido.'],
            mainImage: ['Apenas arquivos JPG/PNG são permitidos.'],
            is_plantao: ['Use 1 para sim ou 0 para não.'],
          },
        },
      };
    }
    if (url === '/api/users/5' && method === 'PUT')
      return {
        status: 422,
        json: { message: 'Selecione permissões válidas.', errors: { 'permissions.1': ['Selecione uma opção válida.'] } },
      };
    if (url === '/api/users/6/password') return { status: 204 };
    if (url === '/api/brokers/4/password') {
      return {
        status: 422,
        json: { message: 'A senha deve ter no mínimo 6 caracteres.', errors: { password: ['A senha deve ter no mínimo 6 caracteres.'] } },
      };
    }
    return undefined;
  });
  ({ seen, api } = upstream);
});

afterAll(async () => {
  await upstream.close();
  await rm(dir, { recursive: true, force: true });
});

const lastCalls = (count: number) => seen.slice(-count).map((call) => `${call.method} ${decodeURIComponent(call.url)}`);

describe('PeopleApi', () => {
  it('reads and writes clients, users and company records at the documented paths, with the bearer token', async () => {
    const { people } = api;
    await people.clientPage({ search: ' Ana Luísa ', page: 2, perPage: 10 });
    await people.clientChoices({ search: ' Ana ' });
    await people.clientChoices({ search: '  ', chosenId: '7' });
    await people.client('4');
    await people.updateClient('4', { name: 'Rita', isActive: true });
    await people.users('admin@imobiliaria.local');
    await people.users(null);
    await people.user('8');
    await people.createUser({ name: 'Caio', password: 'segredo1', role: 'ADMINISTRATIVE', permissionIds: ['2'] });
    await people.updateUser('8', { password: 'ignorada', isActive: false });
    await people.companies({ search: ' Horizonte ', page: 2, perPage: 10, sortBy: 'EMAIL', sortOrder: 'DESC' });
    await people.companies({ search: '  ', page: 1, perPage: 48, sortBy: 'NAME', sortOrder: 'ASC' });
    await people.companyRecord('1');
    await people.updateCompany('1', { street: 'Rua Nova', zipCode: null });
    expect(lastCalls(14)).toEqual([
      'GET /api/clients?search=Ana+Luísa&page=2&per_page=10',
      'GET /api/clients/choices?search=Ana',
      'GET /api/clients/choices?chosen_id=7',
      'GET /api/clients/4',
      'PUT /api/clients/4',
      'GET /api/users?email=admin@imobiliaria.local',
      'GET /api/users',
      'GET /api/users/8',
      'POST /api/users',
      'PUT /api/users/8',
      'GET /api/enterprises?page=2&per_page=10&search=Horizonte&sortBy=email&sortOrder=desc',
      'GET /api/enterprises?page=1&per_page=48&sortBy=name&sortOrder=asc',
      'GET /api/enterprises/1',
      'PUT /api/enterprises/1',
    ]);
    const calls = seen.slice(-11);
    expect(calls.every((call) => call.headers.authorization === 'Bearer token-da-sessao' && call.headers['x-api-key'] === 'chave')).toBe(
      true,
    );
    expect(calls.map((call) => call.body).filter((body) => body !== null)).toEqual([
      { name: 'Rita', is_active: 1 },
      { name: 'Caio', password: 'segredo1', role: 'administrative', permissions: [2] },
      { is_active: 0 },
      { address: 'Rua Nova', zip_code: null },
    ]);
  });

  it('reports a duplicate e-mail at the e-mail field, and field messages under the input names', async () => {
    const duplicate = await restFailure(api.people.createClient({ name: 'Rita', email: 'rita@exemplo.com.br' }));
    expect([duplicate.status, duplicate.fieldErrors]).toEqual([409, [{ field: 'email', message: 'Este e-mail já está cadastrado.' }]]);
    const invalid = await restFailure(api.people.updateUser('5', { permissionIds: ['1', '99'] }));
    expect(invalid.fieldErrors).toEqual([{ field: 'permissionIds', message: 'Selecione uma opção válida.' }]);
  });

  it('changes a password with a PUT of the password alone, telling the status', async () => {
    expect(await api.people.changeUserPassword('8', 'nova-senha')).toEqual({ status: 200, body: { message: 'ok', data: [] } });
    expect([seen.at(-1)?.method, seen.at(-1)?.url, seen.at(-1)?.body]).toEqual([
      'PUT',
      '/api/users/8/password',
      { password: 'nova-senha' },
    ]);
    expect(await api.people.changeUserPassword('6', 'nova-senha')).toEqual({ status: 204, body: null });
  });
});

describe('BrokersApi', () => {
  it('asks the table page with the staff roles, the search and the paging; the leaders as active leadbrokers', async () => {
    await api.brokers.page({ search: ' Ana ', page: 3, perPage: 10 });
    await api.brokers.page({ search: null, page: 1, perPage: 10 });
    await api.brokers.leaders();
    await api.brokers.broker('3');
    expect(lastCalls(4)).toEqual([
      'GET /api/brokers?role[]=broker&role[]=leadbroker&role[]=adminbroker&search=Ana&page=3&per_page=10',
      'GET /api/brokers?role[]=broker&role[]=leadbroker&role[]=adminbroker&page=1&per_page=10',
      'GET /api/brokers?role=leadbroker&is_active=1',
      'GET /api/brokers/3',
    ]);
  });

  it('creates as multipart with role=broker and the photo as mainImage', async () => {
    await api.brokers.create({ name: 'Lucas', email: 'lucas@horizonte.com.br', password: 'segredo1', onDuty: true }, photo);
    const request = seen.at(-1);
    expect([request?.method, request?.url, request?.headers.authorization]).toEqual(['POST', '/api/brokers', 'Bearer token-da-sessao']);
    expect(request?.body).toEqual([
      ['name', 'Lucas'],
      ['email', 'lucas@horizonte.com.br'],
      ['password', 'segredo1'],
      ['is_plantao', '1'],
      ['role', 'broker'],
      ['mainImage', 'retrato.jpg:image/jpeg:1500'],
    ]);
  });

  it('updates with _method=PUT and imagesToDelete, reporting refusals under the input names', async () => {
    const refused = await restFailure(api.brokers.update('4', { leaderId: '77', password: 'nunca' }, null, ['velha.jpg']));
    expect(seen.at(-1)?.body).toEqual([
      ['_method', 'PUT'],
      ['leadbroker_id', '77'],
      ['imagesToDelete', '["velha.jpg"]'],
    ]);
    expect(refused.fieldErrors).toEqual([
      { field: 'leaderId', message: 'Selecione um corretor líder válido.' },
      { field: 'photo', message: 'Apenas arquivos JPG/PNG são permitidos.' },
      { field: 'onDuty', message: 'Use 1 para sim ou 0 para não.' },
    ]);
  });

  it('reports a short password at the password field', async () => {
    const refused = await restFailure(api.brokers.changePassword('4', '123'));
    expect([seen.at(-1)?.method, seen.at(-1)?.url, seen.at(-1)?.body]).toEqual(['PUT', '/api/brokers/4/password', { password: '123' }]);
    expect(refused.fieldErrors).toEqual([{ field: 'password', message: 'A senha deve ter no mínimo 6 caracteres.' }]);
  });
});
