import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickedLead,
  createLeadsFixture,
  LEAD_NOT_FOUND,
  leadDetail,
  leadIdByEmail,
  sendContact,
  type LeadsFixture,
} from '../support/leads.js';
import { expectStatus, sendJson, staffAccount, uniqueEmail } from '../support/people.js';
import { asStaff, insertClient } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';

const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
const ASSIGNEE_INVALID = { message: FORM_MESSAGE, errors: { user_id: ['Selecione um corretor ativo.'] } };

/** Assigning a lead, changing its status and converting it into a client, each in the lead's history. */
export function leadChangesSuite(dialect: Dialect): void {
  describe('lead assignment, status and conversion', () => {
    let fixture: LeadsFixture;
    beforeAll(async () => {
      fixture = await createLeadsFixture(dialect);
    });
    afterAll(async () => {
      await fixture.testApi.dispose();
    });
    const send = (method: string, path: string, body: unknown) => sendJson(fixture.testApi, fixture.admin.token, method, path, body);
    const contactLead = async (fields: Record<string, string> = {}) =>
      leadIdByEmail(fixture.testApi, fixture.admin.token, await sendContact(fixture.testApi, fields));

    it('assigns a lead to an active broker and unassigns it, each an event with who did it', async () => {
      const { testApi, admin, brokerB } = fixture;
      const id = await contactLead();
      const assigned = await send('PUT', `/api/leads/${id}/assign`, { user_id: brokerB.id });
      expectStatus(assigned, 200);
      expect(assigned.json).toMatchObject({
        message: 'Lead atribuído com sucesso!',
        data: { assigned_to: brokerB.id, assignee_name: 'Beatriz Costa' },
      });
      const unassigned = await send('PUT', `/api/leads/${id}/assign`, { user_id: null });
      expectStatus(unassigned, 200);
      expect(unassigned.json).toMatchObject({
        message: 'O lead não está mais atribuído a ninguém.',
        data: { assigned_to: null, assignee_name: null },
      });
      const { events } = await leadDetail(testApi, admin.token, id);
      expect(events.map((event) => [event.kind, event.detail, event.user_name, event.assignee_name])).toEqual([
        ['created', 'contact', null, null],
        ['assigned', String(brokerB.id), 'Gestora Geral', 'Beatriz Costa'],
        ['assigned', null, 'Gestora Geral', null],
      ]);
    });

    it('refuses to assign to anyone but an active broker, in pt-BR', async () => {
      const { testApi, admin } = fixture;
      const id = await contactLead();
      const inactive = await staffAccount(testApi, { role: 'broker', permissions: [], isActive: 0 });
      for (const userId of [admin.id, inactive.id, 999999, 'abc']) {
        expect(await send('PUT', `/api/leads/${id}/assign`, { user_id: userId }), String(userId)).toMatchObject({
          status: 422,
          json: ASSIGNEE_INVALID,
        });
      }
      expect(await send('PUT', `/api/leads/${id}/assign`, {})).toMatchObject({ status: 422, json: ASSIGNEE_INVALID });
      expect((await leadDetail(testApi, admin.token, id)).events).toHaveLength(1);
    });

    it('changes the status, with an event, and refuses an unknown one', async () => {
      const { testApi, admin, brokerA, codeA } = fixture;
      const id = await clickedLead(testApi, { property_code: codeA, page: '/' });
      const changed = await sendJson(testApi, brokerA.token, 'PUT', `/api/leads/${id}/status`, { status: 'discarded' });
      expectStatus(changed, 200);
      expect(changed.json).toMatchObject({ message: 'Situação do lead atualizada com sucesso!', data: { status: 'discarded' } });
      const refused = await send('PUT', `/api/leads/${id}/status`, { status: 'fechado' });
      expect(refused).toMatchObject({
        status: 422,
        json: {
          message: FORM_MESSAGE,
          errors: { status: ['Selecione uma situação válida: Novo, Em atendimento, Convertido ou Descartado.'] },
        },
      });
      const { status, events } = await leadDetail(testApi, admin.token, id);
      expect(status).toBe('discarded');
      expect(events.at(-1)).toMatchObject({ kind: 'status', detail: 'discarded', user_id: brokerA.id, user_name: 'Bruno Álvares' });
    });

    it('converts a lead into a new client with its name, phone digits and e-mail, once', async () => {
      const { testApi } = fixture;
      const email = uniqueEmail('novo-cliente');
      const id = await contactLead({ email, name: 'Renata Prado', phone: '(19) 99123-4567' });
      const converted = await send('POST', `/api/leads/${id}/convert`, {});
      expectStatus(converted, 200);
      const { message, data } = converted.json as {
        message: string;
        data: { client_id: number; status: string; events: Array<{ kind: string }> };
      };
      expect(message).toBe('Lead convertido em cliente com sucesso!');
      expect(data.status).toBe('converted');
      expect(data.events.map((event) => event.kind)).toEqual(['created', 'converted', 'status']);
      const client = await testApi.db.selectFrom('clients').selectAll().where('id', '=', data.client_id).executeTakeFirstOrThrow();
      expect(client).toMatchObject({ name: 'Renata Prado', email, phone: '19991234567', is_active: 1 });
      expect(await send('POST', `/api/leads/${id}/convert`, {})).toMatchObject({
        status: 409,
        json: { message: 'Este lead já foi convertido em cliente.' },
      });
    });

    it("gives the status 'converted' only with a client, and keeps a converted lead's status", async () => {
      const { testApi, admin } = fixture;
      const id = await contactLead({ email: uniqueEmail('sem-cliente') });
      expect(await send('PUT', `/api/leads/${id}/status`, { status: 'converted' })).toMatchObject({
        status: 422,
        json: {
          message: FORM_MESSAGE,
          errors: { status: ["Para converter o lead, use 'Converter em cliente': ele passa a ter um cliente."] },
        },
      });
      expect(await leadDetail(testApi, admin.token, id)).toMatchObject({ status: 'new', client_id: null });
      expectStatus(await send('POST', `/api/leads/${id}/convert`, {}), 200);
      for (const status of ['new', 'in_progress', 'discarded', 'converted']) {
        expect(await send('PUT', `/api/leads/${id}/status`, { status }), status).toMatchObject({
          status: 409,
          json: { message: 'Este lead já foi convertido em cliente.' },
        });
      }
      const { status, events } = await leadDetail(testApi, admin.token, id);
      expect(status).toBe('converted');
      expect(events.map((event) => event.kind)).toEqual(['created', 'converted', 'status']);
    });

    it('links a lead to the existing client with the same e-mail or phone instead of creating one', async () => {
      const { testApi } = fixture;
      const email = uniqueEmail('cliente-antigo');
      const byEmail = await insertClient(testApi, { name: 'Cliente Antigo', email, phone: '19900001111' });
      const sameEmail = await contactLead({ email: email.toUpperCase(), phone: '(19) 98888-0000' });
      const linked = await send('POST', `/api/leads/${sameEmail}/convert`, {});
      expect(linked).toMatchObject({
        status: 200,
        json: {
          message: 'Lead vinculado ao cliente já cadastrado com o mesmo e-mail ou telefone.',
          data: { client_id: byEmail, status: 'converted' },
        },
      });
      const byPhone = await insertClient(testApi, { name: 'Cliente do Telefone', email: uniqueEmail('fone'), phone: '11955554444' });
      const samePhone = await contactLead({ phone: '(11) 95555-4444' });
      expect(await send('POST', `/api/leads/${samePhone}/convert`, {})).toMatchObject({
        status: 200,
        json: { data: { client_id: byPhone } },
      });
    });

    it("answers a broker 404 for someone else's lead before reading the body, whatever it holds, and changes nothing", async () => {
      const { testApi, admin, brokerA, codeB } = fixture;
      const id = await clickedLead(testApi, { property_code: codeB, page: '/' });
      const before = await leadDetail(testApi, admin.token, id);
      const json = { 'Content-Type': 'application/json' };
      const bodies: Array<[string, string]> = [
        ['invalid', JSON.stringify({ status: 'fechado', user_id: 'abc' })],
        ['unreadable', '{"status":'],
        ['too large', JSON.stringify({ status: 'discarded', user_id: brokerA.id, padding: 'x'.repeat(20_000) })],
      ];
      for (const change of ['status', 'assign']) {
        for (const [label, body] of bodies) {
          const response = await asStaff(testApi, brokerA.token, `/api/leads/${id}/${change}`, { method: 'PUT', headers: json, body });
          expect(response, `${change} ${label}`).toMatchObject({ status: 404, json: LEAD_NOT_FOUND });
        }
      }
      expect(await leadDetail(testApi, admin.token, id)).toEqual(before);
    });

    it('refuses to convert a chat click, which has no name, phone or e-mail', async () => {
      const { testApi, codeA } = fixture;
      const id = await clickedLead(testApi, { property_code: codeA, page: '/' });
      expect(await send('POST', `/api/leads/${id}/convert`, {})).toMatchObject({
        status: 422,
        json: { message: 'Para converter em cliente, o lead precisa ter nome, telefone e e-mail.' },
      });
      expect((await leadDetail(testApi, fixture.admin.token, id)).status).toBe('new');
    });
  });
}
