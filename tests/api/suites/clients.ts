import { describe, expect, it } from 'vitest';
import { keysOf } from '../support/contract.js';
import { asStaff } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';
import {
  CLIENT_FIELDS,
  countRows,
  DUPLICATE_EMAIL,
  expectFormErrors,
  expectStatus,
  sendJson,
  uniqueEmail,
  usePeopleApi,
} from '../support/people.js';

const NOT_FOUND = { message: 'O cliente não foi encontrado.' };
const PHONE_MESSAGE = 'Informe o telefone com DDD: (##) #####-####.';

interface ClientAnswer {
  message: string;
  data: { id: number; name: string; phone: string; email: string; is_active: number };
}

/** GET /api/clients/{id}, POST /api/clients, PUT /api/clients/{id}. */
export function clientsSuite(dialect: Dialect): void {
  describe('clients', () => {
    const fixture = usePeopleApi(dialect);
    const send = (method: string, path: string, body: unknown) => sendJson(fixture().testApi, fixture().admin.token, method, path, body);
    const clientRow = (id: number) => fixture().testApi.db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
    async function createClient(fields: Record<string, unknown> = {}): Promise<ClientAnswer['data']> {
      const response = await send('POST', '/api/clients', {
        name: 'Helena Martins',
        email: uniqueEmail('cliente'),
        phone: '(19) 98111-2233',
        ...fields,
      });
      expectStatus(response, 201);
      return (response.json as ClientAnswer).data;
    }

    it('creates a client: 201, the message and the client, phone stored as digits', async () => {
      const email = uniqueEmail('helena');
      const response = await send('POST', '/api/clients', { name: '  Helena Martins ', email, phone: '(19) 98111-2233', is_active: 0 });
      expectStatus(response, 201);
      const answer = response.json as ClientAnswer;
      expect(answer.message).toBe('Cliente cadastrado com sucesso!');
      expect(keysOf(answer.data)).toEqual(CLIENT_FIELDS);
      expect(answer.data).toMatchObject({ name: 'Helena Martins', email, phone: '19981112233', is_active: 0 });
      const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/clients/${answer.data.id}`);
      expect(read.json).toEqual({ data: answer.data });
      const list = (await asStaff(fixture().testApi, fixture().admin.token, '/api/clients')).json as { data: Array<{ id: number }> };
      expect(list.data.some((client) => client.id === answer.data.id)).toBe(true);
    });

    it('is active by default and reads a form-encoded body too', async () => {
      const email = uniqueEmail('form');
      const response = await asStaff(fixture().testApi, fixture().admin.token, '/api/clients', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Marcos Vieira', email, phone: '1932223344' }).toString(),
      });
      expectStatus(response, 201);
      expect((response.json as ClientAnswer).data).toMatchObject({ name: 'Marcos Vieira', email, phone: '1932223344', is_active: 1 });
    });

    it("requires name, e-mail and phone, with the form's texts, and stores nothing", async () => {
      const before = await countRows(fixture().testApi, 'clients');
      expectFormErrors(await send('POST', '/api/clients', {}), {
        name: ['O nome é obrigatório.'],
        email: ['O e-mail é obrigatório.'],
        phone: ['O Telefone é obrigatório.'],
      });
      expectFormErrors(await send('POST', '/api/clients', { name: ' ', email: null, phone: '' }), {
        name: ['O nome é obrigatório.'],
        email: ['O e-mail é obrigatório.'],
        phone: ['O Telefone é obrigatório.'],
      });
      expectFormErrors(await send('POST', '/api/clients', { name: 'Ana', email: 'ana@', phone: '1234', is_active: 'sim' }), {
        email: ['Por favor, insira um e-mail válido.'],
        phone: [PHONE_MESSAGE],
        is_active: ['Use 1 para sim ou 0 para não.'],
      });
      expect(await countRows(fixture().testApi, 'clients')).toBe(before);
    });

    it('updates only the fields sent, and refuses a required one sent empty without changing anything', async () => {
      const client = await createClient();
      const updated = await send('PUT', `/api/clients/${client.id}`, { phone: '19 3333-4444', is_active: 0 });
      expectStatus(updated, 200);
      expect(updated.json).toEqual({ message: 'Cliente atualizado com sucesso!', data: { ...client, phone: '1933334444', is_active: 0 } });
      const before = await clientRow(client.id);
      expectFormErrors(await send('PUT', `/api/clients/${client.id}`, { name: '', email: 'sem-arroba', phone: '19933334444' }), {
        name: ['O nome é obrigatório.'],
        email: ['Por favor, insira um e-mail válido.'],
      });
      expect(await clientRow(client.id)).toEqual(before);
    });

    it('answers 404 "O cliente não foi encontrado." for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '1.5']) {
        const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/clients/${id}`);
        expect(read.status).toBe(404);
        expect(read.json).toEqual(NOT_FOUND);
        const update = await send('PUT', `/api/clients/${id}`, { name: 'Ninguém' });
        expect(update.status).toBe(404);
        expect(update.json).toEqual(NOT_FOUND);
      }
    });

    it('answers 409 for an e-mail another client has, whatever its case, and changes nothing', async () => {
      const first = await createClient();
      const before = await countRows(fixture().testApi, 'clients');
      for (const email of [first.email, first.email.toUpperCase()]) {
        const response = await send('POST', '/api/clients', { name: 'Outra pessoa', email, phone: '19981112299' });
        expect(response.status).toBe(409);
        expect(response.json).toEqual(DUPLICATE_EMAIL);
      }
      expect(await countRows(fixture().testApi, 'clients')).toBe(before);
      const second = await createClient();
      const rowBefore = await clientRow(second.id);
      const update = await send('PUT', `/api/clients/${second.id}`, { email: first.email.toUpperCase(), name: 'Nome novo' });
      expect(update.status).toBe(409);
      expect(update.json).toEqual(DUPLICATE_EMAIL);
      expect(await clientRow(second.id)).toEqual(rowBefore);
      // Keeping one's own e-mail is no duplicate.
      expectStatus(await send('PUT', `/api/clients/${second.id}`, { email: second.email }), 200);
    });

    it('lets exactly one of several simultaneous creates with one e-mail through', async () => {
      const email = uniqueEmail('corrida');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => send('POST', '/api/clients', { name: `Cliente ${index}`, email, phone: '19981110000' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((candidate) => candidate.status === 409)) expect(answer.json).toEqual(DUPLICATE_EMAIL);
      const rows = await fixture().testApi.db.selectFrom('clients').select('id').where('email', '=', email).execute();
      expect(rows).toHaveLength(1);
    });
  });
}
