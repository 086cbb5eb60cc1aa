import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributeDueLeads } from '../../../api/src/leads/lead-distribution.js';
import { createLead } from '../../../api/src/leads/lead-create.js';
import { createLeadsFixture, leadDetail, leadPage, sendContact, leadIdByEmail, type LeadsFixture } from '../support/leads.js';
import { expectFormErrors, expectStatus, sendJson } from '../support/people.js';
import type { Dialect } from '../support/test-api.js';

const SITE = 'https://imobiliaria.exemplo.com.br';
const MINUTE = 60_000;

/** Hand-outs and hand-overs of leads under a controlled clock: the API's own passes are kept out of the way. */
export function leadDistributionSuite(dialect: Dialect): void {
  describe('lead distribution', () => {
    let leads: LeadsFixture;
    const context = () => ({ db: leads.testApi.db, dialect, siteUrl: SITE });
    const setDuty = (userId: number, onDuty: boolean) =>
      leads.testApi.db
        .updateTable('users')
        .set({ is_plantao: onDuty ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
    const saveSetting = (token: string, body: Record<string, unknown>) =>
      sendJson(leads.testApi, token, 'PUT', '/api/leads/distribution', body);
    const newLead = (name: string, propertyId: number | null = null) =>
      createLead(leads.testApi.db, {
        source: 'zap',
        name,
        phone: '(19) 99876-5432',
        email: `${name.toLowerCase()}@exemplo.com.br`,
        propertyId,
      });
    const row = (id: number) => leads.testApi.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      leads = await createLeadsFixture(dialect, { leadDistributionIntervalMs: 3_600_000 });
      await leads.testApi.db.updateTable('users').set({ is_plantao: 0 }).execute();
      await setDuty(leads.brokerA.id, true);
      await setDuty(leads.brokerB.id, true);
      // On duty, but without the leads permission: never handed a lead.
      await setDuty(leads.outsider.id, true);
    });
    afterAll(async () => {
      await leads.testApi.dispose();
    });

    it('starts manual with 15 minutes, and only the administrators change it, with pt-BR errors', async () => {
      const read = await sendJson(leads.testApi, leads.brokerA.token, 'GET', '/api/leads/distribution', undefined);
      expectStatus(read, 200);
      expect(read.json).toEqual({ data: { mode: 'manual', handover_minutes: 15 } });
      const refused = await saveSetting(leads.brokerA.token, { mode: 'duty_rotation', handover_minutes: 10 });
      expectStatus(refused, 403);
      expect(refused.json).toEqual({ message: 'Apenas a administração pode mudar a distribuição dos leads.' });
      const invalid = await saveSetting(leads.admin.token, { mode: 'sorteio', handover_minutes: 0 });
      expectFormErrors(invalid, {
        mode: ['Selecione uma forma de distribuição.'],
        handover_minutes: ['Informe um tempo entre 1 e 1440 minutos.'],
      });
      const unchanged = await sendJson(leads.testApi, leads.admin.token, 'GET', '/api/leads/distribution', undefined);
      expect(unchanged.json).toEqual({ data: { mode: 'manual', handover_minutes: 15 } });
    });

    it('leaves leads to staff while manual', async () => {
      const id = await newLead('Manual');
      expect((await row(id)).handover_at).toBeNull();
      expect(await distributeDueLeads(context(), new Date(Date.now() + MINUTE))).toBe(0);
      expect((await row(id)).assigned_to).toBeNull();
    });

    it('hands new leads in turn to the brokers on duty, tells each by mail, and passes an untaken one on after the minutes set', async () => {
      const saved = await saveSetting(leads.admin.token, { mode: 'duty_rotation', handover_minutes: '10' });
      expectStatus(saved, 200);
      expect(saved.json).toEqual({
        message: 'Distribuição dos leads salva com sucesso!',
        data: { mode: 'duty_rotation', handover_minutes: 10 },
      });
      const start = Date.now() + 1000;
      const [first, second, third] = [await newLead('Primeira'), await newLead('Segunda'), await newLead('Terceira', leads.propertyB)];
      expect(await distributeDueLeads(context(), new Date(start))).toBe(3);
      expect((await row(first)).assigned_to).toBe(leads.brokerA.id);
      expect((await row(second)).assigned_to).toBe(leads.brokerB.id);
      expect((await row(third)).assigned_to).toBe(leads.brokerA.id);
      const firstDetail = await leadDetail(leads.testApi, leads.brokerA.token, first);
      expect(firstDetail.events.at(-1)).toMatchObject({ kind: 'assigned', user_id: null, assignee_name: 'Bruno Álvares' });
      const mails = await leads.testApi.db.selectFrom('outbox').selectAll().where('kind', '=', 'lead_assigned').orderBy('id').execute();
      expect(mails.map((mail) => [mail.reference_id, mail.to_address])).toEqual([
        [first, leads.brokerA.email],
        [second, leads.brokerB.email],
        [third, leads.brokerA.email],
      ]);
      expect(mails[0]?.subject).toBe('Novo lead para você: Primeira');
      expect(mails[0]?.body).toContain('WhatsApp: https://wa.me/5519998765432');
      expect(mails[0]?.body).toContain(`Abrir o lead: ${SITE}/app/leads/${first}`);
      expect(mails[2]?.body).toContain(`Imóvel: ${leads.codeB} – Apartamento da Beatriz`);

      const taken = await sendJson(leads.testApi, leads.brokerA.token, 'PUT', `/api/leads/${first}/status`, { status: 'in_progress' });
      expectStatus(taken, 200);
      expect(await row(first)).toMatchObject({ handover_at: null, first_response_at: expect.any(String) as string });

      expect(await distributeDueLeads(context(), new Date(start + 9 * MINUTE))).toBe(0);
      expect(await distributeDueLeads(context(), new Date(start + 10 * MINUTE + 1000))).toBe(2);
      expect((await row(first)).assigned_to).toBe(leads.brokerA.id);
      expect((await row(second)).assigned_to).toBe(leads.brokerA.id);
      expect((await row(third)).assigned_to).toBe(leads.brokerB.id);
      const handedOver = await leadDetail(leads.testApi, leads.admin.token, second);
      expect(handedOver.events.at(-1)).toMatchObject({
        kind: 'handed_over',
        user_id: null,
        from_name: 'Beatriz Costa',
        assignee_name: 'Bruno Álvares',
        minutes: 10,
      });
      // Both brokers still see the lead they handed over only if it is otherwise theirs; B now holds the third.
      const brokerBLeads = await leadPage(leads.testApi, leads.brokerB.token);
      expect(brokerBLeads.data.map((lead) => lead.id)).toContain(third);
      expect(brokerBLeads.data.map((lead) => lead.id)).not.toContain(second);
    });

    it('skips the brokers not on duty at that moment, and keeps a lead nobody can take until someone is on duty', async () => {
      await setDuty(leads.brokerB.id, false);
      const alone = await newLead('Sozinho');
      expect(await distributeDueLeads(context(), new Date(Date.now() + 1000))).toBe(1);
      expect((await row(alone)).assigned_to).toBe(leads.brokerA.id);
      await setDuty(leads.brokerA.id, false);
      const waiting = await newLead('Esperando');
      const now = Date.now() + 1000;
      expect(await distributeDueLeads(context(), new Date(now))).toBe(1);
      expect(await row(waiting)).toMatchObject({ assigned_to: null, handover_at: new Date(now + MINUTE).toISOString() });
      await setDuty(leads.brokerB.id, true);
      expect(await distributeDueLeads(context(), new Date(now + MINUTE))).toBe(1);
      expect((await row(waiting)).assigned_to).toBe(leads.brokerB.id);
      await setDuty(leads.brokerA.id, true);
    });

    it("gives a lead to its property's broker in that mode, and leaves a lead without one to staff", async () => {
      expectStatus(await saveSetting(leads.admin.token, { mode: 'property_broker', handover_minutes: 15 }), 200);
      await setDuty(leads.brokerB.id, false);
      const onB = await newLead('Do imóvel', leads.propertyB);
      const email = await sendContact(leads.testApi);
      const contact = await leadIdByEmail(leads.testApi, leads.admin.token, email);
      expect((await row(contact)).handover_at).not.toBeNull();
      expect(await distributeDueLeads(context(), new Date(Date.now() + 1000))).toBe(2);
      expect((await row(onB)).assigned_to).toBe(leads.brokerB.id);
      expect(await row(contact)).toMatchObject({ assigned_to: null, handover_at: null });
      await setDuty(leads.brokerB.id, true);
    });

    it('records a chat opened from the lead as its first response, once', async () => {
      expectStatus(await saveSetting(leads.admin.token, { mode: 'duty_rotation', handover_minutes: 15 }), 200);
      const id = await newLead('Conversa');
      await distributeDueLeads(context(), new Date(Date.now() + 1000));
      const holder = (await row(id)).assigned_to === leads.brokerA.id ? leads.brokerA : leads.brokerB;
      const other = holder === leads.brokerA ? leads.brokerB : leads.brokerA;
      const hidden = await sendJson(leads.testApi, other.token, 'POST', `/api/leads/${id}/chat`, {});
      expectStatus(hidden, 404);
      const chat = await sendJson(leads.testApi, holder.token, 'POST', `/api/leads/${id}/chat`, {});
      expectStatus(chat, 200);
      const answered = (await row(id)).first_response_at;
      expect(answered).not.toBeNull();
      expect(await row(id)).toMatchObject({ handover_at: null });
      expectStatus(await sendJson(leads.testApi, holder.token, 'POST', `/api/leads/${id}/chat`, {}), 200);
      expect((await row(id)).first_response_at).toBe(answered);
      const detail = (chat.json as { data: { first_response_at: string | null; events: Array<{ kind: string }> } }).data;
      expect(detail.first_response_at).toBe(answered);
      expect(detail.events.at(-1)).toMatchObject({ kind: 'chat' });
    });
  });
}
