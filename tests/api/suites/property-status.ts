import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCompany } from '../support/companies.js';
import { startMailbox, type Mailbox } from '../support/mailbox.js';
import {
  asStaff,
  createStaffUser,
  insertClient,
  insertSession,
  insertTestProperty,
  jsonBody,
  PROPERTY_NOT_FOUND,
  propertyRow,
} from '../support/staff.js';
import { createTestApi, type Dialect, type RequestOptions, type TestApi } from '../support/test-api.js';
import { eventually } from '../support/visitors.js';

const CHANGED = 'Status do imóvel atualizado com sucesso!';
const FAST_OUTBOX_MS = 100;
const AGENCY_EMAIL = 'contato@imobiliaria-teste.com.br';

/** PUT /api/properties/{id}/status, and the client's mail through the outbox and a real SMTP server. */
export function propertyStatusSuite(dialect: Dialect): void {
  describe('PUT /api/properties/{id}/status', () => {
    let mailbox: Mailbox;
    let testApi: TestApi;
    let token: string;
    let clientId: number;

    const changeStatus = (id: number, body: unknown) =>
      asStaff(testApi, token, `/api/properties/${id}/status`, { method: 'PUT', ...jsonBody(body) });
    const outboxOf = (id: number) =>
      testApi.db.selectFrom('outbox').selectAll().where('kind', '=', 'property_status').where('reference_id', '=', id).execute();

    beforeAll(async () => {
      mailbox = await startMailbox();
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
        outboxIntervalMs: FAST_OUTBOX_MS,
        publicUrl: 'https://imoveis.exemplo.com.br/',
      });
      await insertTestCompany(testApi, { phone: '(19) 3232-4545', email: AGENCY_EMAIL, city: 'Campinas', state: 'SP' });
      const staffId = await createStaffUser(testApi, {
        email: 'lider@imobiliaria-teste.com.br',
        role: 'leadbroker',
        permissions: ['imoveis'],
      });
      token = await insertSession(testApi, staffId);
      clientId = await insertClient(testApi, { name: 'Helena Martins', email: 'helena.martins@exemplo.com.br' });
    });
    afterAll(async () => {
      await testApi?.dispose();
      await mailbox?.close();
    });

    it("approves and, by default, mails the property's client about it", async () => {
      const id = await insertTestProperty(testApi, {
        title: 'Casa com quintal no Taquaral',
        operation: 'sale',
        year: 2026,
        client_id: clientId,
        address: 'Rua Dr. Oscar Leite',
        number: '455',
        neighborhood: 'Taquaral',
        city: 'Campinas',
        state: 'SP',
        // The client is told even when the owner's form left its own contact.
        contact_email: 'outro@exemplo.com.br',
      });
      const before = mailbox.mails.length;
      const response = await changeStatus(id, { status: 'approved' });
      expect(response.status, response.text).toBe(200);
      const body = response.json as { message: string; data: { id: number; status: string; contactEmail: string } };
      expect(body.message).toBe(CHANGED);
      expect(body.data).toMatchObject({ id, status: 'approved', contactEmail: 'outro@exemplo.com.br' });
      expect((await propertyRow(testApi, id))?.status).toBe('approved');

      const mail = (await mailbox.waitFor(before + 1))[before];
      expect(mail?.envelopeTo).toEqual(['helena.martins@exemplo.com.br']);
      expect(mail?.envelopeFrom).toBe(AGENCY_EMAIL);
      expect(mail?.headers.get('from')).toBe(`Imobiliária de Teste <${AGENCY_EMAIL}>`);
      expect(mail?.subject).toBe(`Seu imóvel foi aprovado: Casa com quintal no Taquaral (V-${id}-2026)`);
      expect(mail?.text).toContain('Olá, Helena Martins!');
      expect(mail?.text).toContain('foi aprovado pela equipe da Imobiliária de Teste');
      expect(mail?.text).toContain(`Código: V-${id}-2026`);
      expect(mail?.text).toContain('Endereço: Rua Dr. Oscar Leite, 455 — Taquaral — Campinas/SP');
      expect(mail?.text).toContain('(19) 3232-4545');
      await expect
        .poll(async () => (await outboxOf(id)).map((row) => [row.status, row.to_address, row.attempts]))
        .toEqual([['sent', 'helena.martins@exemplo.com.br', 1]]);
    });

    it('tells the owner who registered the property (contactEmail) about a rejection', async () => {
      const id = await insertTestProperty(testApi, {
        title: 'Terreno em Sumaré',
        operation: 'sale',
        type: 'land',
        year: 2026,
        contact_name: 'Rogério Albuquerque',
        contact_email: 'rogerio@exemplo.com.br',
        terms_accepted: 1,
      });
      const before = mailbox.mails.length;
      const reason = 'As fotos não mostram o terreno.\nEnvie fotos da frente e dos fundos.';
      const response = await changeStatus(id, { status: 'rejected', notify_client: 1, reason });
      expect(response.status).toBe(200);
      expect((response.json as { data: { status_reason: string } }).data.status_reason).toBe(reason);
      expect((await propertyRow(testApi, id))?.status_reason).toBe(reason);
      const mail = (await mailbox.waitFor(before + 1))[before];
      expect(mail?.envelopeTo).toEqual(['rogerio@exemplo.com.br']);
      expect(mail?.subject).toBe(`Seu imóvel não foi aprovado: Terreno em Sumaré (V-${id}-2026)`);
      expect(mail?.text).toContain('Olá, Rogério Albuquerque!');
      expect(mail?.text).toContain('não foi aprovado');
      expect(mail?.text).toContain(`Motivo:\n${reason}`);
      expect(mail?.text).toMatch(/https:\/\/imoveis\.exemplo\.com\.br\/cadastre-seu-imovel\/acompanhar\/[A-Za-z0-9_-]{43}/);
      // Once sent, the mail kept in the outbox no longer holds the token: it lives only in the owner's mailbox.
      const token = /acompanhar\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
      const kept = await eventually(
        () =>
          testApi.db
            .selectFrom('outbox')
            .select(['status', 'body'])
            .where('kind', '=', 'property_status')
            .where('reference_id', '=', id)
            .executeTakeFirstOrThrow(),
        (row) => row.status === 'sent',
      );
      expect(kept.body).not.toContain(token);
      expect(kept.body).toContain('https://imoveis.exemplo.com.br/cadastre-seu-imovel/acompanhar/…');
      expect(kept.body).toContain(`Motivo:\n${reason}`);
    });

    it('names the property by the code staff typed', async () => {
      const id = await insertTestProperty(testApi, { title: 'Chácara em Joaquim Egídio', code: 'PORTAL/CH-88', client_id: clientId });
      const before = mailbox.mails.length;
      expect((await changeStatus(id, { status: 'approved' })).status).toBe(200);
      const mail = (await mailbox.waitFor(before + 1))[before];
      expect(mail?.subject).toBe('Seu imóvel foi aprovado: Chácara em Joaquim Egídio (PORTAL/CH-88)');
      expect(mail?.text).toContain('Código: PORTAL/CH-88');
    });

    it('sends nothing with notify_client off, for "in analysis", or without any e-mail to write to', async () => {
      const quiet = await insertTestProperty(testApi, { client_id: clientId });
      const waiting = await insertTestProperty(testApi, { client_id: clientId, status: 'approved' });
      const unreachable = await insertTestProperty(testApi, { title: 'Sem contato' });
      for (const [id, body] of [
        [quiet, { status: 'approved', notify_client: 0 }],
        [quiet, { status: 'rejected', notify_client: false, reason: 'Imóvel já vendido.' }],
        [waiting, { status: 'in_analysis' }],
        [unreachable, { status: 'approved', notify_client: 1 }],
      ] as const) {
        const response = await changeStatus(id, body);
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect((response.json as { data: { status: string } }).data.status).toBe(body.status);
      }
      // A mail queued after them arrives alone: nothing was queued before it.
      const marker = await insertTestProperty(testApi, { title: 'Marcador', client_id: clientId });
      const before = mailbox.mails.length;
      await changeStatus(marker, { status: 'approved' });
      await mailbox.waitFor(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 3 * FAST_OUTBOX_MS));
      expect(mailbox.mails.slice(before).map((mail) => mail.subject)).toEqual([expect.stringContaining('Marcador')]);
      for (const id of [quiet, waiting, unreachable]) expect(await outboxOf(id)).toEqual([]);
    });

    it("answers 422 with the dialog's texts and changes nothing", async () => {
      const id = await insertTestProperty(testApi, { client_id: clientId });
      const before = await propertyRow(testApi, id);
      const cases: Array<[unknown, string, Record<string, string[]>]> = [
        [{}, 'O status é obrigatório', { status: ['O status é obrigatório'] }],
        [{ status: '  ', notify_client: 1 }, 'O status é obrigatório', { status: ['O status é obrigatório'] }],
        [{ status: 'vendido' }, 'Selecione uma opção válida.', { status: ['Selecione uma opção válida.'] }],
        [
          { status: 'approved', notify_client: 'talvez' },
          'Use 1 para sim ou 0 para não.',
          { notify_client: ['Use 1 para sim ou 0 para não.'] },
        ],
        [{ status: 'rejected' }, 'Informe o motivo da recusa.', { reason: ['Informe o motivo da recusa.'] }],
        [{ status: 'rejected', reason: ' \n ' }, 'Informe o motivo da recusa.', { reason: ['Informe o motivo da recusa.'] }],
        [
          { status: 'rejected', reason: 'x'.repeat(2001) },
          'Use no máximo 2000 caracteres.',
          { reason: ['Use no máximo 2000 caracteres.'] },
        ],
      ];
      for (const [body, message, errors] of cases) {
        const response = await changeStatus(id, body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(response.json).toEqual({ message, errors });
      }
      expect(await propertyRow(testApi, id)).toEqual(before);
      expect(await outboxOf(id)).toEqual([]);
    });

    it("answers a broker 404 for another broker's property whatever the body, before reading it, and changes nothing", async () => {
      const owner = await createStaffUser(testApi, { email: 'dono@imobiliaria-teste.com.br', role: 'broker', permissions: ['imoveis'] });
      const intruder = await createStaffUser(testApi, {
        email: 'intruso@imobiliaria-teste.com.br',
        role: 'broker',
        permissions: ['imoveis'],
      });
      const intruderToken = await insertSession(testApi, intruder);
      const id = await insertTestProperty(testApi, { user_id: owner, client_id: clientId });
      const before = await propertyRow(testApi, id);
      const attempts: Array<[string, Pick<RequestOptions, 'headers' | 'body'>]> = [
        ['no status', jsonBody({})],
        ['unknown status', jsonBody({ status: 'vendido' })],
        ['rejected without a reason', jsonBody({ status: 'rejected', notify_client: 1 })],
        ['bad flag', jsonBody({ status: 'approved', notify_client: 'talvez' })],
        ['unknown status, form-encoded', { body: new URLSearchParams({ status: 'vendido' }) }],
        ['unreadable JSON', { headers: { 'Content-Type': 'application/json' }, body: '{"status":' }],
        ['too large', jsonBody({ status: 'rejected', reason: 'x'.repeat(20_000) })],
      ];
      for (const [label, options] of attempts) {
        const response = await asStaff(testApi, intruderToken, `/api/properties/${id}/status`, { method: 'PUT', ...options });
        expect(response.status, `${label}: ${response.text}`).toBe(404);
        expect(response.json, label).toEqual(PROPERTY_NOT_FOUND);
      }
      expect(await propertyRow(testApi, id)).toEqual(before);
      expect(await outboxOf(id)).toEqual([]);
      // The owner sending the same body still gets the dialog's texts.
      const own = await asStaff(testApi, await insertSession(testApi, owner), `/api/properties/${id}/status`, {
        method: 'PUT',
        ...jsonBody({ status: 'vendido' }),
      });
      expect(own.status).toBe(422);
    });

    it('clears the reason when the property leaves "rejected", and ignores a reason given with another status', async () => {
      const id = await insertTestProperty(testApi, {});
      expect((await changeStatus(id, { status: 'rejected', notify_client: 0, reason: 'Faltam fotos.' })).status).toBe(200);
      expect((await propertyRow(testApi, id))?.status_reason).toBe('Faltam fotos.');
      const approved = await changeStatus(id, { status: 'approved', notify_client: 0, reason: 'Ignorado' });
      expect((approved.json as { data: { status_reason: string | null } }).data.status_reason).toBeNull();
      expect(await propertyRow(testApi, id)).toMatchObject({ status: 'approved', status_reason: null });
    });

    it('takes a form-encoded body too, and answers 404 for a missing property', async () => {
      const id = await insertTestProperty(testApi, {});
      const form = await asStaff(testApi, token, `/api/properties/${id}/status`, {
        method: 'PUT',
        body: new URLSearchParams({ status: 'rejected', notify_client: '0', reason: 'Endereço incompleto.' }),
      });
      expect(form.status).toBe(200);
      expect(await propertyRow(testApi, id)).toMatchObject({ status: 'rejected', status_reason: 'Endereço incompleto.' });
      const missing = await changeStatus(99999999, { status: 'approved' });
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual(PROPERTY_NOT_FOUND);
    });
  });
}
