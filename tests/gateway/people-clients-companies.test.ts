/**
 * Clients and company records through the gateway against the real API: reads, paging, sorting and
 * searching on the server, writes with their refusals as data under the input names (a duplicate e-mail
 * at the e-mail field), and the session and permission codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, FORBIDDEN, INVALID_SESSION } from './back-office-support.js';
import {
  CLIENT,
  COMPANIES,
  COMPANY_RECORD,
  CREATE_CLIENT,
  fieldMessages,
  insertCompany,
  startPeopleStack,
  UPDATE_CLIENT,
  UPDATE_COMPANY,
  type ClientData,
  type ClientResultData,
  type CompanyPageData,
  type CompanyRecordData,
  type CompanyResultData,
  type PeopleStack,
} from './people-support.js';
import { asUser } from './staff-stack.js';
import { succeededWrite } from './support.js';
import { readDatabase } from './visitors-support.js';

let suite: PeopleStack;
let admin: ReturnType<typeof asUser>;
let outsider: ReturnType<typeof asUser>;
let anonymous: ReturnType<typeof asUser>;

beforeAll(async () => {
  suite = await startPeopleStack();
  admin = asUser(suite, suite.adminToken);
  outsider = asUser(suite, suite.outsiderToken);
  anonymous = asUser(suite, null);
});

afterAll(async () => {
  await suite?.close();
});

interface ClientRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  is_active: number;
}

const clientRow = (id: string) =>
  readDatabase<ClientRow>(suite.stack.dataDir, 'SELECT id, name, phone, email, is_active FROM clients WHERE id = ?', Number(id))[0];
const clientCount = () => readDatabase<{ count: number }>(suite.stack.dataDir, 'SELECT count(*) AS count FROM clients')[0]?.count;

describe('clients', () => {
  it('creates a client, reads it back and updates it', async () => {
    const created = await admin<{ createClient: ClientResultData }>(CREATE_CLIENT, {
      input: { name: 'Rita Campos', phone: '(19) 98444-5566', email: 'rita@exemplo.com.br', isActive: true },
    });
    const result = succeededWrite(created, 'createClient', 'Cliente cadastrado com sucesso!');
    const id = result.client!.id;
    expect(result.client).toEqual({ id, name: 'Rita Campos', phone: '19984445566', email: 'rita@exemplo.com.br', isActive: true });
    expect(clientRow(id)).toEqual({
      id: Number(id),
      name: 'Rita Campos',
      phone: '19984445566',
      email: 'rita@exemplo.com.br',
      is_active: 1,
    });

    expect(await admin<{ client: ClientData }>(CLIENT, { id })).toEqual({ status: 200, data: { client: result.client } });

    const updated = await admin<{ updateClient: ClientResultData }>(UPDATE_CLIENT, { id, input: { phone: '1932324455', isActive: false } });
    expect(updated.data?.updateClient).toEqual({
      ok: true,
      message: 'Cliente atualizado com sucesso!',
      error: null,
      client: { id, name: 'Rita Campos', phone: '1932324455', email: 'rita@exemplo.com.br', isActive: false },
    });
    expect(clientRow(id)).toMatchObject({ phone: '1932324455', is_active: 0 });
  });

  it('answers a duplicate e-mail as data at the e-mail field, storing nothing', async () => {
    const before = clientCount();
    const answer = await admin<{ createClient: ClientResultData }>(CREATE_CLIENT, {
      input: { name: 'Outra Helena', phone: '19981112233', email: 'HELENA.MARTINS@exemplo.com.br', isActive: true },
    });
    expect(answer).toEqual({
      status: 200,
      data: {
        createClient: {
          ok: false,
          message: null,
          client: null,
          error: {
            message: 'Este e-mail já está cadastrado.',
            fieldErrors: [{ field: 'email', message: 'Este e-mail já está cadastrado.' }],
          },
        },
      },
    });
    expect(clientCount()).toBe(before);
  });

  it('answers missing fields as data under the input names', async () => {
    const answer = await admin<{ createClient: ClientResultData }>(CREATE_CLIENT, { input: { name: ' ', email: null, isActive: true } });
    const result = answer.data?.createClient;
    expect({ ok: result?.ok, client: result?.client }).toEqual({ ok: false, client: null });
    expect(fieldMessages(result?.error)).toEqual({
      name: 'O nome é obrigatório.',
      email: 'O e-mail é obrigatório.',
      phone: 'O Telefone é obrigatório.',
    });
  });

  it('is null for a client that does not exist, and NOT_FOUND to update', async () => {
    expect(await admin(CLIENT, { id: '987654' })).toEqual({ status: 200, data: { client: null } });
    expect(await admin(CLIENT, { id: ' ' })).toEqual({ status: 200, data: { client: null } });
    const answer = await admin(UPDATE_CLIENT, { id: '987654', input: { name: 'Ninguém' } });
    expect(errorsOf(answer)).toEqual([{ code: 'NOT_FOUND', message: 'O cliente não foi encontrado.', path: ['updateClient'] }]);
  });

  it('is UNAUTHENTICATED without a session and FORBIDDEN without the clientes permission, storing nothing', async () => {
    const before = clientCount();
    const input = { name: 'Intruso', phone: '19990001111', email: 'intruso@exemplo.com.br', isActive: true };
    for (const [call, code, message] of [
      [anonymous, 'UNAUTHENTICATED', INVALID_SESSION],
      [outsider, 'FORBIDDEN', FORBIDDEN],
    ] as const) {
      expect(errorsOf(await call(CLIENT, { id: '1' }))).toEqual([{ code, message, path: ['client'] }]);
      expect(errorsOf(await call(CREATE_CLIENT, { input }))).toEqual([{ code, message, path: ['createClient'] }]);
      expect(errorsOf(await call(UPDATE_CLIENT, { id: '1', input }))).toEqual([{ code, message, path: ['updateClient'] }]);
    }
    expect(clientCount()).toBe(before);
  });
});

describe('company records', () => {
  const demoCompanyId = () =>
    String(readDatabase<{ id: number }>(suite.stack.dataDir, "SELECT id FROM companies WHERE name = 'Horizonte Imóveis'")[0]?.id);

  beforeAll(() => {
    for (let index = 1; index <= 11; index += 1) {
      const number = String(index).padStart(2, '0');
      insertCompany(suite.stack.dataDir, {
        name: `Filial ${number}`,
        email: `filial${String(12 - index).padStart(2, '0')}@horizonte.test`,
        isActive: index !== 3,
        createdAt: `2026-01-${number}T10:00:00.000Z`,
      });
    }
  });

  const names = (page: CompanyPageData | undefined) => page?.items.map((item) => item.name);

  it('pages, searches and sorts on the server, counting every match', async () => {
    const last = await admin<{ companies: CompanyPageData }>(COMPANIES, { page: 3, perPage: 5 });
    expect(last.errors).toBeUndefined();
    expect({
      names: names(last.data?.companies),
      total: last.data?.companies.total,
      page: last.data?.companies.page,
      pageCount: last.data?.companies.pageCount,
    }).toEqual({
      names: ['Filial 11', 'Horizonte Imóveis'],
      total: 12,
      page: 3,
      pageCount: 3,
    });
    const first = await admin<{ companies: CompanyPageData }>(COMPANIES, {});
    expect({
      count: first.data?.companies.items.length,
      perPage: first.data?.companies.perPage,
      first: names(first.data?.companies)?.[0],
    }).toEqual({
      count: 10,
      perPage: 10,
      first: 'Filial 01',
    });
    const searched = await admin<{ companies: CompanyPageData }>(COMPANIES, {
      search: 'filial 1',
      sortBy: 'CREATED_AT',
      sortOrder: 'DESC',
    });
    expect({ names: names(searched.data?.companies), total: searched.data?.companies.total }).toEqual({
      names: ['Filial 11', 'Filial 10'],
      total: 2,
    });
    const byEmail = await admin<{ companies: CompanyPageData }>(COMPANIES, {
      search: 'Filial',
      sortBy: 'EMAIL',
      sortOrder: 'ASC',
      perPage: 3,
    });
    expect(names(byEmail.data?.companies)).toEqual(['Filial 11', 'Filial 10', 'Filial 09']);
    const inactive = await admin<{ companies: CompanyPageData }>(COMPANIES, { search: 'Filial 03' });
    expect(inactive.data?.companies.items.map((item) => item.isActive)).toEqual([false]);
  });

  it('refuses a page size outside 1..48 before asking the API', async () => {
    const answer = await admin(COMPANIES, { perPage: 49 });
    expect(errorsOf(answer)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'A quantidade por página deve ser um número inteiro entre 1 e 48.', path: ['companies'] },
    ]);
  });

  it('reads one record with its address, and null for one that does not exist', async () => {
    const id = demoCompanyId();
    expect(await admin<{ companyRecord: CompanyRecordData }>(COMPANY_RECORD, { id })).toEqual({
      status: 200,
      data: {
        companyRecord: {
          id,
          name: 'Horizonte Imóveis',
          document: '34.512.687/0001-66',
          creci: 'CRECI-SP 34.512-J',
          phone: '(19) 99812-4500',
          whatsapp: '19998124500',
          email: 'contato@horizonteimoveis.com.br',
          isActive: true,
          address: {
            street: 'Avenida José de Souza Campos',
            number: '1815',
            complement: null,
            neighborhood: 'Cambuí',
            city: 'Campinas',
            state: 'SP',
            zipCode: '13025-320',
          },
        },
      },
    });
    expect(await admin(COMPANY_RECORD, { id: '987654' })).toEqual({ status: 200, data: { companyRecord: null } });
  });

  it('updates a record, and answers refusals as data under the input names', async () => {
    const id = String(readDatabase<{ id: number }>(suite.stack.dataDir, "SELECT id FROM companies WHERE name = 'Filial 05'")[0]?.id);
    const updated = await admin<{ updateCompany: CompanyResultData }>(UPDATE_COMPANY, {
      id,
      input: { street: 'Rua Barão de Jaguara', number: '900', zipCode: '13015-002', neighborhood: 'Centro', state: 'sp', isActive: false },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateCompany).toMatchObject({
      ok: true,
      message: 'Empresa atualizada com sucesso!',
      error: null,
      company: {
        id,
        name: 'Filial 05',
        isActive: false,
        address: {
          street: 'Rua Barão de Jaguara',
          number: '900',
          zipCode: '13015-002',
          neighborhood: 'Centro',
          city: 'Campinas',
          state: 'SP',
        },
      },
    });
    const row = readDatabase<{ address: string; zip_code: string; is_active: number }>(
      suite.stack.dataDir,
      'SELECT address, zip_code, is_active FROM companies WHERE id = ?',
      Number(id),
    )[0];
    expect(row).toEqual({ address: 'Rua Barão de Jaguara', zip_code: '13015-002', is_active: 0 });

    const refused = await admin<{ updateCompany: CompanyResultData }>(UPDATE_COMPANY, {
      id,
      input: { document: '11.444.777/0001-00', zipCode: '1301', state: 'São Paulo', email: 'sem-arroba', whatsapp: '' },
    });
    const result = refused.data?.updateCompany;
    expect({ ok: result?.ok, company: result?.company }).toEqual({ ok: false, company: null });
    expect(Object.keys(fieldMessages(result?.error)).sort()).toEqual(['document', 'email', 'state', 'whatsapp', 'zipCode']);
    expect(fieldMessages(result?.error)).toMatchObject({ whatsapp: 'O Whatsapp é obrigatório.', zipCode: 'Informe um CEP com 8 dígitos.' });
  });

  it('is UNAUTHENTICATED without a session and FORBIDDEN without the empresa permission', async () => {
    const id = demoCompanyId();
    for (const [call, code, message] of [
      [anonymous, 'UNAUTHENTICATED', INVALID_SESSION],
      [outsider, 'FORBIDDEN', FORBIDDEN],
    ] as const) {
      expect(errorsOf(await call(COMPANIES, {}))).toEqual([{ code, message, path: ['companies'] }]);
      expect(errorsOf(await call(COMPANY_RECORD, { id }))).toEqual([{ code, message, path: ['companyRecord'] }]);
      expect(errorsOf(await call(UPDATE_COMPANY, { id, input: { name: 'Tomada' } }))).toEqual([{ code, message, path: ['updateCompany'] }]);
    }
    expect(readDatabase(suite.stack.dataDir, "SELECT id FROM companies WHERE name = 'Tomada'")).toEqual([]);
  });
});
