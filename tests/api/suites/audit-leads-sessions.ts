import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesOf, entryCount, newestEntry, recordHistory, storedEntries } from '../support/audit.js';
import { clickedLead, createLeadsFixture, leadIdByEmail, sendContact, type LeadsFixture } from '../support/leads.js';
import { ALL_PERMISSIONS, expectStatus, sendJson, staffAccount, uniqueEmail, type StaffAccount } from '../support/people.js';
import { asStaff, createStaffUser, insertClient, signIn, STAFF_PASSWORD } from '../support/staff.js';
import { createTestApi, type ApiResponse, type Dialect, type TestApi } from '../support/test-api.js';
import { postJson, visitorAddress } from '../support/visitors.js';

const WRONG = { message: 'E-mail ou senha inválidos.' };
const RESET_REQUESTED = {
  message: 'Se este e-mail for de alguém da equipe, enviamos para ele um link para criar uma nova senha. O link vale por 30 minutos.',
};
const WRONG_PASSWORD = 'senha-errada-456';
const NEW_PASSWORD = 'nova-senha-da-equipe-789';

/** The newest entries of the whole trail as stored, newest first (an entry of no record has no history to read). */
function newestStored(testApi: TestApi, count: number) {
  return testApi.db.selectFrom('audit_entries').selectAll().orderBy('id', 'desc').limit(count).execute();
}

/** Everything the trail holds, both tables, as one text: no secret may appear in it. */
async function storedTrail(testApi: TestApi): Promise<string> {
  const entries = await testApi.db.selectFrom('audit_entries').selectAll().execute();
  const personal = await testApi.db.selectFrom('audit_personal_values').selectAll().execute();
  return JSON.stringify([entries, personal]);
}

/** Sends `body` as JSON with the bearer token, from the visitor address given (as the gateway forwards it). */
function sendFrom(testApi: TestApi, token: string, method: string, path: string, body: unknown, address: string): Promise<ApiResponse> {
  return asStaff(testApi, token, path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
}

/** Staff writes of leads and the distribution setting, and sign-ins, sign-outs and password resets, each with its entry. */
export function auditLeadsSessionsSuite(dialect: Dialect): void {
  describe(`audit: leads-sessions (${dialect})`, () => {
    describe('leads and their distribution', () => {
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

      it('a lead assigned and its status changed: one entry each, by whom, from where, each changed column before and after', async () => {
        const { testApi, admin, brokerB } = fixture;
        const id = await contactLead({ name: 'Joana Ribeiro' });
        // A lead from the public form is no staff write.
        expect(await storedEntries(testApi, 'lead', id)).toEqual([]);
        const address = '203.0.113.21';
        const steps: Array<[string, string, unknown, Record<string, [unknown, unknown]>]> = [
          ['PUT', 'assign', { user_id: brokerB.id }, { assigned_to: [null, brokerB.id] }],
          ['PUT', 'status', { status: 'in_progress' }, { status: ['new', 'in_progress'], first_response_at: [null, expect.any(String)] }],
          ['PUT', 'status', { status: 'discarded' }, { status: ['in_progress', 'discarded'] }],
          ['PUT', 'assign', { user_id: null }, { assigned_to: [brokerB.id, null] }],
        ];
        for (const [method, change, body, changes] of steps) {
          const before = await entryCount(testApi);
          expectStatus(await sendFrom(testApi, admin.token, method, `/api/leads/${id}/${change}`, body, address), 200);
          expect(await entryCount(testApi), change).toBe(before + 1);
          const entry = await newestEntry(testApi, admin.token, 'lead', id);
          expect(entry).toMatchObject({
            action: 'updated',
            actor: { id: admin.id, name: 'Gestora Geral' },
            address,
            record_type: 'lead',
            record_id: id,
            record_label: 'Joana Ribeiro',
          });
          expect(changesOf(entry), JSON.stringify(body)).toEqual(changes);
        }
        // The lead's name is personal: kept apart from the entry, with the person's other values.
        const [stored] = await storedEntries(testApi, 'lead', id);
        expect(stored!.record_label).toBeNull();
      });

      it("a chat opened is the lead's first response, audited once; a later chat changes nothing and writes none", async () => {
        const { testApi, brokerA, codeA } = fixture;
        const id = await clickedLead(testApi, { property_code: codeA, page: '/' });
        expect(await storedEntries(testApi, 'lead', id)).toEqual([]);
        const before = await entryCount(testApi);
        expectStatus(await sendJson(testApi, brokerA.token, 'POST', `/api/leads/${id}/chat`, {}), 200);
        expect(await entryCount(testApi)).toBe(before + 1);
        const entry = await newestEntry(testApi, brokerA.token, 'lead', id);
        expect(entry).toMatchObject({ action: 'updated', actor: { id: brokerA.id, name: 'Bruno Álvares' }, record_label: null });
        expect(changesOf(entry)).toEqual({ first_response_at: [null, expect.any(String)] });
        expectStatus(await sendJson(testApi, brokerA.token, 'POST', `/api/leads/${id}/chat`, {}), 200);
        expect(await entryCount(testApi)).toBe(before + 1);
      });

      it("a conversion that creates a client writes the new client's 'created' entry and the lead's", async () => {
        const { testApi, admin } = fixture;
        const email = uniqueEmail('conversao');
        const id = await contactLead({ email, name: 'Renata Prado', phone: '(19) 99123-4567' });
        const before = await entryCount(testApi);
        const converted = await send('POST', `/api/leads/${id}/convert`, {});
        expectStatus(converted, 200);
        const clientId = (converted.json as { data: { client_id: number } }).data.client_id;
        expect(await entryCount(testApi)).toBe(before + 2);

        const { data: clientHistory } = await recordHistory(testApi, admin.token, 'client', clientId);
        expect(clientHistory).toHaveLength(1);
        const [created] = clientHistory;
        expect(created).toMatchObject({ action: 'created', actor: { id: admin.id }, record_id: clientId, record_label: 'Renata Prado' });
        expect(changesOf(created!)).toEqual({
          name: [null, 'Renata Prado'],
          email: [null, email],
          phone: [null, '19991234567'],
          is_active: [null, 1],
        });
        const lead = await newestEntry(testApi, admin.token, 'lead', id);
        expect(lead).toMatchObject({ action: 'updated', actor: { id: admin.id }, record_label: 'Renata Prado' });
        expect(changesOf(lead)).toEqual({
          status: ['new', 'converted'],
          client_id: [null, clientId],
          first_response_at: [null, expect.any(String)],
        });
        expect(lead.id).toBeGreaterThan(created!.id);
      });

      it("a conversion that links an existing client writes the lead's entry only", async () => {
        const { testApi, admin } = fixture;
        const email = uniqueEmail('cliente-antigo');
        const clientId = await insertClient(testApi, { name: 'Cliente Antigo', email });
        const id = await contactLead({ email, name: 'Cliente Antigo' });
        const before = await entryCount(testApi);
        expectStatus(await send('POST', `/api/leads/${id}/convert`, {}), 200);
        expect(await entryCount(testApi)).toBe(before + 1);
        expect(await storedEntries(testApi, 'client', clientId)).toEqual([]);
        const lead = await newestEntry(testApi, admin.token, 'lead', id);
        expect(changesOf(lead)).toEqual({
          status: ['new', 'converted'],
          client_id: [null, clientId],
          first_response_at: [null, expect.any(String)],
        });
      });

      it("a refused write (someone else's lead, a bad field, a lead already converted, no administrator) writes no entry", async () => {
        const { testApi, admin, brokerA, codeA, codeB } = fixture;
        const others = await clickedLead(testApi, { property_code: codeB, page: '/' });
        const nameless = await clickedLead(testApi, { property_code: codeA, page: '/' });
        const converted = await contactLead({ email: uniqueEmail('convertido') });
        expectStatus(await send('POST', `/api/leads/${converted}/convert`, {}), 200);
        const before = await entryCount(testApi);
        const refusals: Array<[string, string, string, unknown, number]> = [
          [brokerA.token, 'PUT', `/api/leads/${others}/assign`, { user_id: brokerA.id }, 404],
          [brokerA.token, 'PUT', `/api/leads/${others}/status`, { status: 'in_progress' }, 404],
          [brokerA.token, 'POST', `/api/leads/${others}/chat`, {}, 404],
          [brokerA.token, 'POST', `/api/leads/${others}/convert`, {}, 404],
          [admin.token, 'PUT', `/api/leads/${nameless}/assign`, { user_id: admin.id }, 422],
          [admin.token, 'PUT', `/api/leads/${nameless}/status`, { status: 'fechado' }, 422],
          [admin.token, 'PUT', `/api/leads/${nameless}/status`, { status: 'converted' }, 422],
          [admin.token, 'POST', `/api/leads/${nameless}/convert`, {}, 422],
          [admin.token, 'PUT', `/api/leads/${converted}/status`, { status: 'new' }, 409],
          [admin.token, 'POST', `/api/leads/${converted}/convert`, {}, 409],
          [admin.token, 'PUT', `/api/leads/${others + 100_000}/status`, { status: 'new' }, 404],
          [brokerA.token, 'PUT', '/api/leads/distribution', { mode: 'duty_rotation', handover_minutes: 10 }, 403],
          [admin.token, 'PUT', '/api/leads/distribution', { mode: 'sorteio', handover_minutes: 0 }, 422],
        ];
        for (const [token, method, path, body, status] of refusals) {
          expect((await sendJson(testApi, token, method, path, body)).status, `${method} ${path}`).toBe(status);
        }
        expect(await entryCount(testApi)).toBe(before);
      });

      it("the lead's history answers a broker for their own lead, and 404 for another's, as the lead itself", async () => {
        const { testApi, admin, brokerA, brokerB, outsider, codeA, codeB } = fixture;
        const own = await clickedLead(testApi, { property_code: codeA, page: '/' });
        expectStatus(await sendJson(testApi, brokerA.token, 'PUT', `/api/leads/${own}/status`, { status: 'in_progress' }), 200);
        const { data } = await recordHistory(testApi, brokerA.token, 'lead', own);
        expect(data.map((entry) => [entry.action, entry.actor?.id])).toEqual([['updated', brokerA.id]]);
        expect((await recordHistory(testApi, admin.token, 'lead', own)).data).toHaveLength(1);

        const others = await clickedLead(testApi, { property_code: codeB, page: '/' });
        expectStatus(await sendJson(testApi, brokerB.token, 'PUT', `/api/leads/${others}/status`, { status: 'in_progress' }), 200);
        const refused = await asStaff(testApi, brokerA.token, `/api/audit/records/lead/${others}`);
        expect(refused).toMatchObject({ status: 404, json: { message: 'O lead não foi encontrado.' } });
        expect((await asStaff(testApi, outsider.token, `/api/audit/records/lead/${own}`)).status).toBe(403);
      });

      it('the distribution setting saved: one entry with the mode and minutes before and after; saved unchanged, none', async () => {
        const { testApi, admin } = fixture;
        const { id } = await testApi.db.selectFrom('lead_distribution').select('id').orderBy('id').executeTakeFirstOrThrow();
        const before = await entryCount(testApi);
        expectStatus(await send('PUT', '/api/leads/distribution', { mode: 'duty_rotation', handover_minutes: 30 }), 200);
        expect(await entryCount(testApi)).toBe(before + 1);
        const entry = await newestEntry(testApi, admin.token, 'lead_distribution', id);
        expect(entry).toMatchObject({
          action: 'updated',
          actor: { id: admin.id, name: 'Gestora Geral' },
          record_type: 'lead_distribution',
          record_id: id,
          record_label: 'Distribuição dos leads',
        });
        expect(changesOf(entry)).toEqual({ mode: ['manual', 'duty_rotation'], handover_minutes: [15, 30] });
        expectStatus(await send('PUT', '/api/leads/distribution', { mode: 'duty_rotation', handover_minutes: 30 }), 200);
        expect(await entryCount(testApi)).toBe(before + 1);
        // Back to manual, so that no lead of this API waits for a hand-out.
        expectStatus(await send('PUT', '/api/leads/distribution', { mode: 'manual', handover_minutes: 15 }), 200);
        expect(changesOf(await newestEntry(testApi, admin.token, 'lead_distribution', id))).toEqual({
          mode: ['duty_rotation', 'manual'],
          handover_minutes: [30, 15],
        });
      });
    });

    describe('sessions and password resets', () => {
      let testApi: TestApi;
      let admin: StaffAccount;
      let livia: { id: number; email: string };
      beforeAll(async () => {
        testApi = await createTestApi({
          dialect,
          seedDemo: false,
          rateLimits: { loginAccount: { max: 2, windowMs: 60_000 }, loginAddress: { max: 100, windowMs: 60_000 } },
          // Answered as soon as known: the delay has its own test in the sign-in suite.
          failedSignInDelayMs: 0,
          // Checks back to back on a busy machine wait their turn rather than being refused: the gate has its own tests.
          passwordGate: { maxWaiting: 1000, busyShare: 1, maxWaitMs: 60_000 },
        });
        admin = await staffAccount(testApi, { name: 'Gestora Geral', role: 'administrative', permissions: ALL_PERMISSIONS });
        const email = uniqueEmail('livia');
        livia = {
          id: await createStaffUser(testApi, { name: 'Lívia Campos', email, role: 'leadbroker', permissions: ['imoveis'] }),
          email,
        };
      });
      afterAll(async () => {
        await testApi.dispose();
      });

      async function expectNoSecrets(...secrets: string[]): Promise<void> {
        const trail = await storedTrail(testApi);
        for (const secret of [STAFF_PASSWORD, ...secrets]) expect(trail).not.toContain(secret);
        expect(trail).not.toContain('$argon2');
      }

      it('a sign-in and a sign-out: one entry each, the user as actor from their address, never the token', async () => {
        const address = visitorAddress();
        const before = await entryCount(testApi);
        const signedIn = await signIn(testApi, livia.email, STAFF_PASSWORD, address);
        expectStatus(signedIn, 200);
        const { token } = signedIn.json as { token: string };
        expect(await entryCount(testApi)).toBe(before + 1);
        const expected = {
          actor: { id: livia.id, name: 'Lívia Campos' },
          address,
          record_type: 'user',
          record_id: livia.id,
          record_label: 'Lívia Campos',
          changes: [],
        };
        expect(await newestEntry(testApi, admin.token, 'user', livia.id)).toMatchObject({ action: 'signed_in', ...expected });

        expectStatus(await asStaff(testApi, token, '/api/auth/logout', { method: 'POST', headers: { 'X-Forwarded-For': address } }), 204);
        expect(await entryCount(testApi)).toBe(before + 2);
        expect(await newestEntry(testApi, admin.token, 'user', livia.id)).toMatchObject({ action: 'signed_out', ...expected });
        await expectNoSecrets(token, createHash('sha256').update(token).digest('hex'));
      });

      it('a failed sign-in: the same answer, no actor but the address, the account when the e-mail is one, the e-mail as typed', async () => {
        const address = visitorAddress();
        const before = await entryCount(testApi);
        const typed = `  ${livia.email.toUpperCase()} `;
        const known = await signIn(testApi, typed, WRONG_PASSWORD, address);
        const unknown = await signIn(testApi, ' Ninguem@Imobiliaria-Teste.com.br ', WRONG_PASSWORD, address);
        for (const response of [known, unknown]) expect(response).toMatchObject({ status: 401, json: WRONG });
        expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
        expect(await entryCount(testApi)).toBe(before + 2);

        const [forUnknown, forKnown] = await newestStored(testApi, 2);
        const failure = { actor_id: null, actor_name: null, address, action: 'sign_in_failed', record_type: 'user', changes: '[]' };
        expect(forKnown).toMatchObject({ ...failure, record_id: livia.id, record_label: livia.email.toUpperCase() });
        expect(forUnknown).toMatchObject({ ...failure, record_id: null, record_label: 'Ninguem@Imobiliaria-Teste.com.br' });
        expect(await newestEntry(testApi, admin.token, 'user', livia.id)).toMatchObject({ action: 'sign_in_failed', actor: null, address });
        await expectNoSecrets(WRONG_PASSWORD);
      });

      it('a failed sign-in keeps a bounded e-mail; one refused before any check (blank, past the limit) writes none', async () => {
        const address = visitorAddress();
        const before = await entryCount(testApi);
        expectStatus(await signIn(testApi, `${'a'.repeat(500)}@imobiliaria-teste.com.br`, WRONG_PASSWORD, address), 401);
        const [long] = await newestStored(testApi, 1);
        expect(long!.record_label).toBe('a'.repeat(200));
        expect(await entryCount(testApi)).toBe(before + 1);

        expectStatus(await postJson(testApi, '/api/auth', { email: livia.email, password: '  ' }, address), 422);
        expectStatus(await signIn(testApi, livia.email, WRONG_PASSWORD, address), 401);
        expectStatus(await signIn(testApi, livia.email, WRONG_PASSWORD, address), 401);
        expectStatus(await signIn(testApi, livia.email, WRONG_PASSWORD, address), 429);
        expect(await entryCount(testApi)).toBe(before + 3);
      });

      describe('password reset', () => {
        let renata: { id: number; email: string };
        beforeAll(async () => {
          const email = uniqueEmail('renata');
          renata = { id: await createStaffUser(testApi, { name: 'Renata Prado Lima', email, role: 'broker', permissions: [] }), email };
        });
        const askFor = (email: string, address = visitorAddress()) => postJson(testApi, '/api/auth/password-reset', { email }, address);
        const confirm = (token: string, password: string, address = visitorAddress()) =>
          postJson(testApi, '/api/auth/password-reset/confirm', { token, password }, address);
        async function linkToken(email: string): Promise<string> {
          const mails = await testApi.db.selectFrom('outbox').select('body').where('to_address', '=', email).orderBy('id').execute();
          const token = /\/app\/redefinir-senha#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? '')?.[1];
          if (token === undefined) throw new Error('Nenhum link no e-mail.');
          return token;
        }

        it('a reset asked for an active account writes its entry; for any other e-mail, the same answer and none', async () => {
          const inactive = await staffAccount(testApi, { role: 'broker', permissions: [], isActive: 0 });
          const before = await entryCount(testApi);
          for (const email of [uniqueEmail('ninguem'), inactive.email]) expect((await askFor(email)).json).toEqual(RESET_REQUESTED);
          expect(await entryCount(testApi)).toBe(before);

          const address = visitorAddress();
          const asked = await askFor(renata.email.toUpperCase(), address);
          expectStatus(asked, 202);
          expect(asked.json).toEqual(RESET_REQUESTED);
          expect(await entryCount(testApi)).toBe(before + 1);
          expect(await newestEntry(testApi, admin.token, 'user', renata.id)).toMatchObject({
            action: 'password_reset_requested',
            actor: null,
            address,
            record_id: renata.id,
            record_label: 'Renata Prado Lima',
            changes: [],
          });
          await expectNoSecrets(await linkToken(renata.email));
        });

        it('a new password set with the link writes one entry saying only that it changed; a refused one writes none', async () => {
          const token = await linkToken(renata.email);
          const before = await entryCount(testApi);
          expectStatus(await confirm('link-que-nao-existe', NEW_PASSWORD), 422);
          expectStatus(await confirm(token, '123'), 422);
          expect(await entryCount(testApi)).toBe(before);

          const address = visitorAddress();
          expectStatus(await confirm(token, NEW_PASSWORD, address), 200);
          expect(await entryCount(testApi)).toBe(before + 1);
          expect(await newestEntry(testApi, admin.token, 'user', renata.id)).toMatchObject({
            action: 'password_reset',
            actor: null,
            address,
            record_id: renata.id,
            record_label: 'Renata Prado Lima',
            changes: [{ field: 'password_hash', secret: true }],
          });
          const { password_hash: hash } = await testApi.db
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', renata.id)
            .executeTakeFirstOrThrow();
          await expectNoSecrets(token, NEW_PASSWORD, hash!);
          expectStatus(await confirm(token, `${NEW_PASSWORD}-2`), 422);
          expect(await entryCount(testApi)).toBe(before + 1);
        });
      });
    });
  });
}
