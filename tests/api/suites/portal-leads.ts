import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsFixture, leadDetail, type LeadsFixture } from '../support/leads.js';
import { expectStatus, sendJson } from '../support/people.js';
import { asStaff, FORBIDDEN } from '../support/staff.js';
import type { ApiResponse, TestApi } from '../support/test-api.js';
import type { Dialect } from '../support/test-api.js';
import type { LeadSource } from '../../../api/src/db/schema.js';

const fixtures = path.resolve(import.meta.dirname, '../../../api/src/leads/portal-documents/fixtures');
const NOT_FOUND = { message: 'Recurso não encontrado.' };

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as Record<string, unknown>;
}

function post(testApi: TestApi, address: string, body: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return testApi.request(address, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
}

async function newSecret(fixtureOf: LeadsFixture, portal: string): Promise<string> {
  const answer = await sendJson(fixtureOf.testApi, fixtureOf.admin.token, 'POST', `/api/portal-leads/addresses/${portal}`, {});
  expectStatus(answer, 200);
  return (answer.json as { secret: string }).secret;
}

async function leadsOf(testApi: TestApi, source: LeadSource, originLeadId: string) {
  return testApi.db.selectFrom('leads').selectAll().where('source', '=', source).where('origin_lead_id', '=', originLeadId).execute();
}

/** Leads posted by the portals: the address secret, one lead per portal id, the property by code, the client by phone. */
export function portalLeadsSuite(dialect: Dialect): void {
  describe('portal leads', () => {
    let leads: LeadsFixture;
    let olxSecret: string;
    beforeAll(async () => {
      leads = await createLeadsFixture(dialect);
      olxSecret = await newSecret(leads, 'grupo-olx');
    });
    afterAll(async () => {
      await leads.testApi.dispose();
    });

    const olxLead = (originLeadId: string, changes: Record<string, unknown> = {}) =>
      JSON.stringify({ ...fixture('grupo-olx-lead.json'), originLeadId, clientListingId: leads.codeA, ...changes });

    it('stores a Grupo OLX lead from the portal’s document, linked to the property of its code and that property’s broker', async () => {
      const answer = await post(leads.testApi, `/api/portal-leads/grupo-olx/${olxSecret}`, olxLead('olx-1'));
      expectStatus(answer, 201);
      const { id } = answer.json as { id: number; message: string };
      expect(answer.json).toMatchObject({ message: 'Lead recebido.' });
      const lead = await leadDetail(leads.testApi, leads.admin.token, id);
      expect(lead).toMatchObject({ source: 'vivareal', status: 'new', name: 'Mariana Lopes', phone: '19998765432', interest: 'buy' });
      expect(lead.property).toMatchObject({ id: leads.propertyA });
      expect(lead.broker_id).toBe(leads.brokerA.id);
    });

    it('keeps one lead for the same document sent 5 times, and for 5 sent at once', async () => {
      const address = `/api/portal-leads/grupo-olx/${olxSecret}`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await post(leads.testApi, address, olxLead('olx-retried'))).status);
      expect(statuses).toEqual([201, 200, 200, 200, 200]);
      expect(await leadsOf(leads.testApi, 'vivareal', 'olx-retried')).toHaveLength(1);

      const together = await Promise.all(Array.from({ length: 5 }, () => post(leads.testApi, address, olxLead('olx-together'))));
      expect(together.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
      expect(together.filter((answer) => answer.status === 201)).toHaveLength(1);
      const ids = new Set(together.map((answer) => (answer.json as { id: number }).id));
      expect(ids.size).toBe(1);
      expect(await leadsOf(leads.testApi, 'vivareal', 'olx-together')).toHaveLength(1);
    });

    it('keeps a lead of an unknown code without a property, with the code it named', async () => {
      const answer = await post(
        leads.testApi,
        `/api/portal-leads/grupo-olx/${olxSecret}`,
        olxLead('olx-unknown', { clientListingId: 'ZZ-404' }),
      );
      expectStatus(answer, 201);
      const [row] = await leadsOf(leads.testApi, 'vivareal', 'olx-unknown');
      expect(row).toMatchObject({ property_id: null, listing_code: 'ZZ-404' });
    });

    it('links a lead whose phone is a known client’s to that client', async () => {
      const now = new Date().toISOString();
      const client = await leads.testApi.db
        .insertInto('clients')
        .values({
          name: 'Cliente Já Cadastrado',
          email: 'cliente.antigo@example.com',
          phone: '19991112222',
          is_active: 1,
          created_at: now,
          updated_at: now,
          search_name: 'cliente ja cadastrado',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answer = await post(
        leads.testApi,
        `/api/portal-leads/grupo-olx/${olxSecret}`,
        olxLead('olx-client', { email: 'outro@example.com', ddd: '19', phone: '991112222' }),
      );
      expectStatus(answer, 201);
      const [row] = await leadsOf(leads.testApi, 'vivareal', 'olx-client');
      expect(row?.client_id).toBe(client.id);
    });

    it('refuses a malformed document with a pt-BR message, stores no lead and keeps it in Recebidos com erro', async () => {
      const before = (await leads.testApi.db.selectFrom('leads').select('id').execute()).length;
      const broken = '{"originLeadId": "olx-broken", "name": ';
      const answer = await post(leads.testApi, `/api/portal-leads/grupo-olx/${olxSecret}`, broken);
      expectStatus(answer, 400);
      expect(answer.json).toEqual({ message: 'Lead recusado: O corpo não é um JSON válido.' });
      const noContact = await post(
        leads.testApi,
        `/api/portal-leads/grupo-olx/${olxSecret}`,
        JSON.stringify({ originLeadId: 'olx-empty', message: 'Oi' }),
      );
      expectStatus(noContact, 400);
      expect((await leads.testApi.db.selectFrom('leads').select('id').execute()).length).toBe(before);
      const kept = await asStaff(leads.testApi, leads.admin.token, '/api/portal-leads/rejects');
      expectStatus(kept, 200);
      const rows = (kept.json as { data: { portal: string; body: string; reason: string }[] }).data;
      expect(rows.slice(0, 2).map((row) => [row.portal, row.body])).toEqual([
        ['grupo-olx', JSON.stringify({ originLeadId: 'olx-empty', message: 'Oi' })],
        ['grupo-olx', broken],
      ]);
    });

    it('answers 404 to a wrong secret or portal and stores nothing; an empty test document answers 200', async () => {
      const before = (await leads.testApi.db.selectFrom('leads').select('id').execute()).length;
      expect(await post(leads.testApi, '/api/portal-leads/grupo-olx/errado', olxLead('olx-wrong'))).toMatchObject({
        status: 404,
        json: NOT_FOUND,
      });
      expect(await post(leads.testApi, `/api/portal-leads/outro-portal/${olxSecret}`, olxLead('olx-wrong'))).toMatchObject({
        status: 404,
        json: NOT_FOUND,
      });
      expect(await post(leads.testApi, `/api/portal-leads/chaves-na-mao/${olxSecret}`, olxLead('olx-wrong'))).toMatchObject({
        status: 404,
      });
      expect((await leads.testApi.db.selectFrom('leads').select('id').execute()).length).toBe(before);
      expect(await post(leads.testApi, `/api/portal-leads/grupo-olx/${olxSecret}`, '{}')).toMatchObject({
        status: 200,
        json: { message: 'Endereço pronto para receber leads.' },
      });
    });

    it('reads a Chaves na Mão lead sent with the secret as its Basic password, and a new secret ends the old one', async () => {
      const secret = await newSecret(leads, 'chaves-na-mao');
      const document = JSON.stringify({ ...fixture('chaves-na-mao-lead.json'), ad: { reference: leads.codeB } });
      const basic = `Basic ${Buffer.from(`imobiliaria:${secret}`).toString('base64')}`;
      const answer = await post(leads.testApi, '/api/portal-leads/chaves-na-mao', document, { Authorization: basic });
      expectStatus(answer, 201);
      const [row] = await leadsOf(leads.testApi, 'chavesnamao', 'cnm-4518832');
      expect(row).toMatchObject({ property_id: leads.propertyB, broker_id: leads.brokerB.id, phone: '1932547788' });

      await newSecret(leads, 'chaves-na-mao');
      expectStatus(await post(leads.testApi, '/api/portal-leads/chaves-na-mao', document, { Authorization: basic }), 404);
    });

    it('lists the portals’ addresses and Recebidos com erro for the administration, and refuses a broker before reading', async () => {
      const listed = await asStaff(leads.testApi, leads.admin.token, '/api/portal-leads/addresses');
      expectStatus(listed, 200);
      expect((listed.json as { data: { portal: string }[] }).data.map((row) => row.portal)).toEqual(['grupo-olx', 'chaves-na-mao']);
      expectStatus(await asStaff(leads.testApi, leads.admin.token, '/api/portal-leads/rejects'), 200);

      expect(await asStaff(leads.testApi, leads.brokerA.token, '/api/portal-leads/addresses')).toMatchObject({
        status: 403,
        json: { message: 'Apenas a administração da imobiliária pode ver os endereços de leads dos portais.' },
      });
      expect(await asStaff(leads.testApi, leads.brokerA.token, '/api/portal-leads/rejects')).toMatchObject({
        status: 403,
        json: { message: 'Apenas a administração da imobiliária pode ver os leads dos portais recebidos com erro.' },
      });
      const before = await leads.testApi.db.selectFrom('portal_lead_keys').selectAll().execute();
      const refused = await sendJson(leads.testApi, leads.brokerA.token, 'POST', '/api/portal-leads/addresses/grupo-olx', {});
      expect(refused).toMatchObject({
        status: 403,
        json: { message: 'Apenas a administração da imobiliária pode gerar o endereço de leads de um portal.' },
      });
      expect(await leads.testApi.db.selectFrom('portal_lead_keys').selectAll().execute()).toEqual(before);

      expectStatus(await asStaff(leads.testApi, leads.outsider.token, '/api/portal-leads/rejects'), 403);
      expect((await asStaff(leads.testApi, leads.outsider.token, '/api/portal-leads/addresses')).json).toEqual(FORBIDDEN);
    });
  });
}
