import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_QUERY, keysOf } from '../support/contract.js';
import { insertTestCompany } from '../support/companies.js';
import { asStaff } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';
import { COMPANY_RECORD_FIELDS, countRows, expectFormErrors, expectStatus, sendJson, usePeopleApi } from '../support/people.js';

const NOT_FOUND = { message: 'A empresa não foi encontrada.' };

interface CompanyJson {
  id: number;
  name: string;
  email: string;
  document: string;
  created_at: string;
  [field: string]: unknown;
}

interface CompanyPage {
  data: CompanyJson[];
  total: number;
  page: number;
  per_page: number;
}

/** Companies written straight into the database, created a minute apart in this order. */
const SEEDED = [
  { name: 'Zênite Imóveis', email: 'b@zenite.com.br' },
  { name: 'Ágora Negócios Imobiliários', email: 'e@agora.com.br' },
  { name: 'Bela Vista Imóveis', email: 'a@belavista.com.br' },
  { name: 'AGORA Locações', email: 'd@agoralocacoes.com.br' },
  { name: 'Casa & Cia', email: 'c@casaecia.com.br' },
];

function validCompany(): Record<string, string | number> {
  return {
    document: '11222333000181',
    name: 'Horizonte Imóveis Ltda',
    email: 'contato@horizonte.com.br',
    whatsapp: '(19) 99812-4500',
    creci: 'CRECI-SP 34.512-J',
    phone: '1932514500',
    zip_code: '13025320',
    address: 'Avenida José de Souza Campos',
    number: '1815',
    neighborhood: 'Cambuí',
    city: 'Campinas',
    state: 'sp',
    is_active: 1,
  };
}

/** GET /api/enterprises (paging, search, sort), GET /api/enterprises/{id}, POST /api/enterprises, PUT /api/enterprises/{id}. */
export function companiesSuite(dialect: Dialect): void {
  describe('company records', () => {
    const fixture = usePeopleApi(dialect);
    const list = async (query: string) => {
      const response = await asStaff(fixture().testApi, fixture().admin.token, `/api/enterprises${query}`);
      expectStatus(response, 200);
      return response.json as CompanyPage;
    };
    const send = (method: string, path: string, body: unknown) => sendJson(fixture().testApi, fixture().admin.token, method, path, body);
    const companyRow = (id: number) => fixture().testApi.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();

    beforeAll(async () => {
      const base = Date.parse('2026-01-10T12:00:00.000Z');
      for (const [index, company] of SEEDED.entries()) {
        const at = new Date(base + index * 60_000).toISOString();
        await insertTestCompany(fixture().testApi, { ...company, whatsapp: '19998124500', created_at: at, updated_at: at });
      }
    });

    it('pages by name by default: 10 per page, with the total', async () => {
      const page = await list('');
      expect(page).toMatchObject({ total: SEEDED.length, page: 1, per_page: 10 });
      expect(page.data.map((company) => company.name)).toEqual([
        'AGORA Locações',
        'Ágora Negócios Imobiliários',
        'Bela Vista Imóveis',
        'Casa & Cia',
        'Zênite Imóveis',
      ]);
      for (const company of page.data) expect(keysOf(company)).toEqual(COMPANY_RECORD_FIELDS);
      const second = await list('?page=2&per_page=2');
      expect(second).toMatchObject({ total: SEEDED.length, page: 2, per_page: 2 });
      expect(second.data.map((company) => company.name)).toEqual(['Bela Vista Imóveis', 'Casa & Cia']);
      expect((await list('?page=4&per_page=2')).data).toEqual([]);
    });

    it('searches the name without regard to case or accents', async () => {
      const found = await list('?search=agora');
      expect(found.total).toBe(2);
      expect(found.data.map((company) => company.name)).toEqual(['AGORA Locações', 'Ágora Negócios Imobiliários']);
      expect((await list(`?search=${encodeURIComponent('IMÓVEIS')}`)).data.map((company) => company.name)).toEqual([
        'Bela Vista Imóveis',
        'Zênite Imóveis',
      ]);
      expect((await list(`?search=${encodeURIComponent('zenite')}&per_page=1`)).total).toBe(1);
      expect(await list('?search=nenhuma')).toEqual({ data: [], total: 0, page: 1, per_page: 10 });
    });

    it('sorts by name, e-mail or creation, either way', async () => {
      expect((await list('?sortBy=name&sortOrder=desc')).data.map((company) => company.name)[0]).toBe('Zênite Imóveis');
      expect((await list('?sortBy=email&sortOrder=asc')).data.map((company) => company.email)).toEqual(
        SEEDED.map((company) => company.email).sort(),
      );
      expect((await list('?sortBy=created_at')).data.map((company) => company.name)).toEqual(SEEDED.map((company) => company.name));
      expect((await list('?sortBy=created_at&sortOrder=desc')).data.map((company) => company.name)).toEqual(
        SEEDED.map((company) => company.name).reverse(),
      );
    });

    it('answers 422 for a bad paging or sorting parameter', async () => {
      for (const [query, field] of [
        ['?sortBy=phone', 'sortBy'],
        ['?sortOrder=up', 'sortOrder'],
        ['?page=0', 'page'],
        ['?per_page=101', 'per_page'],
        ['?page=x', 'page'],
      ]) {
        const response = await asStaff(fixture().testApi, fixture().admin.token, `/api/enterprises${query}`);
        expect(response.status, query).toBe(422);
        expect((response.json as { message: string }).message).toBe(INVALID_QUERY);
        expect(Object.keys((response.json as { errors: object }).errors)).toEqual([field]);
      }
    });

    it('creates a company: 201, CNPJ, phone and CEP written out, whatsapp as digits, UF in capitals', async () => {
      const response = await send('POST', '/api/enterprises', validCompany());
      expectStatus(response, 201);
      const { message, data } = response.json as { message: string; data: CompanyJson };
      expect(message).toBe('Empresa cadastrada com sucesso!');
      expect(keysOf(data)).toEqual(COMPANY_RECORD_FIELDS);
      expect(data).toMatchObject({
        document: '11.222.333/0001-81',
        name: 'Horizonte Imóveis Ltda',
        phone: '(19) 3251-4500',
        whatsapp: '19998124500',
        zip_code: '13025-320',
        state: 'SP',
        city: 'Campinas',
        is_active: 1,
      });
      const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/enterprises/${data.id}`);
      expect(read.json).toEqual({ data });
    });

    it("requires CNPJ, name, e-mail, whatsapp and CRECI, with the form's texts, and stores nothing", async () => {
      const before = await countRows(fixture().testApi, 'companies');
      expectFormErrors(await send('POST', '/api/enterprises', {}), {
        document: ['O CNPJ é obrigatório.'],
        name: ['O nome é obrigatório.'],
        email: ['O e-mail é obrigatório.'],
        whatsapp: ['O Whatsapp é obrigatório.'],
        creci: ['O CRECI é obrigatório.'],
      });
      expect(await countRows(fixture().testApi, 'companies')).toBe(before);
    });

    it('checks the CNPJ check digits, numeric and alphanumeric', async () => {
      for (const document of ['11.222.333/0001-82', '11222333000171', '11.111.111/1111-11', '1122233300018', '12.ABC.345/01DE-53']) {
        expectFormErrors(await send('POST', '/api/enterprises', { ...validCompany(), document }), { document: ['CNPJ inválido.'] });
      }
      const alphanumeric = await send('POST', '/api/enterprises', { ...validCompany(), document: '12.abc.345/01de-35' });
      expectStatus(alphanumeric, 201);
      expect((alphanumeric.json as { data: CompanyJson }).data.document).toBe('12.ABC.345/01DE-35');
    });

    it('checks e-mail, CEP, UF and phones; display phone and address are optional', async () => {
      expectFormErrors(
        await send('POST', '/api/enterprises', {
          ...validCompany(),
          email: 'contato',
          zip_code: '1302-500',
          state: 'XY',
          phone: '123',
          whatsapp: '99',
        }),
        {
          email: ['Por favor, insira um e-mail válido.'],
          zip_code: ['Informe um CEP com 8 dígitos.'],
          state: ['Informe a sigla do estado com 2 letras.'],
          phone: ['Informe o telefone com DDD: (##) #####-####.'],
          whatsapp: ['Informe o telefone com DDD: (##) #####-####.'],
        },
      );
      const minimal = {
        document: '34512687000166',
        name: 'Só o Necessário',
        email: 'ok@exemplo.com.br',
        whatsapp: '19998124500',
        creci: 'J-1',
      };
      const response = await send('POST', '/api/enterprises', minimal);
      expectStatus(response, 201);
      expect((response.json as { data: CompanyJson }).data).toMatchObject({
        phone: null,
        zip_code: null,
        address: null,
        state: null,
        city: null,
        is_active: 1,
      });
    });

    it('updates only the fields sent and refuses bad ones without changing anything', async () => {
      const created = ((await send('POST', '/api/enterprises', validCompany())).json as { data: CompanyJson }).data;
      const updated = await send('PUT', `/api/enterprises/${created.id}`, { name: 'Horizonte Imóveis', phone: null, is_active: 0 });
      expectStatus(updated, 200);
      const answer = updated.json as { message: string; data: CompanyJson };
      expect(answer.message).toBe('Empresa atualizada com sucesso!');
      expect(answer.data).toMatchObject({
        ...created,
        name: 'Horizonte Imóveis',
        phone: null,
        is_active: 0,
        updated_at: answer.data.updated_at,
      });
      const before = await companyRow(created.id);
      expectFormErrors(await send('PUT', `/api/enterprises/${created.id}`, { document: '11.222.333/0001-80', whatsapp: '' }), {
        document: ['CNPJ inválido.'],
        whatsapp: ['O Whatsapp é obrigatório.'],
      });
      expect(await companyRow(created.id)).toEqual(before);
    });

    it('keeps the feed contact for the portals: checked, written out, cleared when empty, never on the public call', async () => {
      const created = ((await send('POST', '/api/enterprises', validCompany())).json as { data: CompanyJson }).data;
      expect(created).toMatchObject({ feed_contact_name: null, feed_email: null, feed_phone: null, feed_website: null });
      const before = await companyRow(created.id);
      expectFormErrors(
        await send('PUT', `/api/enterprises/${created.id}`, {
          feed_email: 'portais@',
          feed_phone: '123',
          feed_website: 'horizonte.com.br',
        }),
        {
          feed_email: ['Por favor, insira um e-mail válido.'],
          feed_phone: ['Informe o telefone com DDD: (##) #####-####.'],
          feed_website: ['Informe o endereço completo do site, começando com http:// ou https://.'],
        },
      );
      expect(await companyRow(created.id)).toEqual(before);
      const contact = {
        feed_contact_name: 'Plantão de vendas',
        feed_email: 'portais@horizonte.com.br',
        feed_phone: '19 3232-1001',
        feed_website: 'https://www.horizonte.com.br',
      };
      const updated = await send('PUT', `/api/enterprises/${created.id}`, contact);
      expectStatus(updated, 200);
      expect((updated.json as { data: CompanyJson }).data).toMatchObject({ ...contact, feed_phone: '(19) 3232-1001' });
      const cleared = await send('PUT', `/api/enterprises/${created.id}`, { feed_contact_name: '', feed_website: null });
      expect((cleared.json as { data: CompanyJson }).data).toMatchObject({ feed_contact_name: null, feed_website: null });
      const publicList = await fixture().testApi.getJson<{ data: Record<string, unknown>[] }>('/api/enterprise?properties=0');
      for (const company of publicList.data) expect(Object.keys(company).filter((key) => key.startsWith('feed_'))).toEqual([]);
    });

    it('shows the changed agency on the public site', async () => {
      const publicBefore = (await fixture().testApi.getJson<{ data: Array<{ id: number; name: string }> }>('/api/enterprise?properties=0'))
        .data[0];
      if (publicBefore === undefined) throw new Error('sem empresa pública');
      expectStatus(await send('PUT', `/api/enterprises/${publicBefore.id}`, { name: 'Zênite Imóveis e Cia' }), 200);
      const publicAfter = (await fixture().testApi.getJson<{ data: Array<{ id: number; name: string }> }>('/api/enterprise?properties=0'))
        .data[0];
      expect(publicAfter).toMatchObject({ id: publicBefore.id, name: 'Zênite Imóveis e Cia' });
    });

    it('answers 404 "A empresa não foi encontrada." for an unknown or malformed id', async () => {
      for (const id of ['999999', 'x1']) {
        const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/enterprises/${id}`);
        expect(read.status).toBe(404);
        expect(read.json).toEqual(NOT_FOUND);
        const update = await send('PUT', `/api/enterprises/${id}`, { name: 'Nada' });
        expect(update.status).toBe(404);
        expect(update.json).toEqual(NOT_FOUND);
      }
    });
  });
}
