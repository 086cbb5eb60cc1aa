import { existsSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadRetention } from '../../../api/src/privacy/lead-retention.js';
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../shared/privacy-notice.js';
import { storedEntries } from '../support/audit.js';
import { expectStatus, sendJson, staffAccount, uniqueEmail, type StaffAccount } from '../support/people.js';
import { bandedPhoto } from '../support/photos.js';
import { photo, registrationForm, validFields } from '../support/registration.js';
import { asStaff, FORBIDDEN, insertTestProperty } from '../support/staff.js';
import { createTestApi, type Dialect, type TestApi } from '../support/test-api.js';
import { postForm, postJson } from '../support/visitors.js';

const FORMS_LIMIT = { max: 1000, windowMs: 60_000 };
const ANONYMIZED = 'Titular anonimizado';

interface PersonRecords {
  clients: { id: number; name: string; email: string }[];
  leads: { id: number; name: string | null; email: string | null; source: string }[];
  contact_messages: { id: number; email: string }[];
  registrations: { id: number; contact_email: string | null }[];
  visits: { id: number; name: string; email: string | null; status: string }[];
  consents: { form: string; record_type: string; record_id: number; notice_version: string; address: string | null }[];
  portal_rejects: { id: number }[];
}

/** The LGPD: consent with each public form, a person's data found, exported and anonymized, and the retention of leads. */
export function privacySuite(dialect: Dialect): void {
  describe('privacy (LGPD)', () => {
    let testApi: TestApi;
    let officer: StaffAccount;
    beforeAll(async () => {
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        rateLimits: {
          contact: FORMS_LIMIT,
          contactRefused: FORMS_LIMIT,
          register: FORMS_LIMIT,
          registerRefused: FORMS_LIMIT,
          visit: FORMS_LIMIT,
          visitRefused: FORMS_LIMIT,
        },
      });
      officer = await staffAccount(testApi, {
        name: 'Encarregada de Dados',
        role: 'administrative',
        permissions: ['privacidade', 'clientes', 'leads', 'usuarios'],
      });
    });
    afterAll(async () => {
      await testApi.dispose();
    });

    const contact = (email: string, phone: string, extra: Record<string, unknown> = {}, address = '203.0.113.50') =>
      postJson(
        testApi,
        '/api/send-contact-email',
        { name: 'Marina Lopes', email, phone, interest: 'buy', message: 'Quero visitar a casa.', ...extra },
        address,
      );
    async function register(email: string, phone: string): Promise<number> {
      const picture = await bandedPhoto(400, 300);
      const fields = { ...validFields(), contactEmail: email, contactPhone: phone, privacy_notice_version: CURRENT_PRIVACY_NOTICE_VERSION };
      const answer = await postForm(
        testApi,
        '/api/property/register',
        registrationForm(fields, [photo('mainImage', picture), photo('otherImages', picture), photo('otherImages', picture)]),
        '203.0.113.51',
      );
      expectStatus(answer, 201);
      const row = await testApi.db
        .selectFrom('properties')
        .select('id')
        .where('contact_email', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.id;
    }
    /** A visit booked from a listing for the person; answers its private link's token. */
    async function bookVisit(email: string, phone: string): Promise<string> {
      const broker = await staffAccount(testApi, { name: 'Corretor da Visita', role: 'broker', permissions: ['agenda'] });
      const propertyId = await insertTestProperty(testApi, { status: 'approved', user_id: broker.id });
      const { slug } = await testApi.db.selectFrom('properties').select('slug').where('id', '=', propertyId).executeTakeFirstOrThrow();
      const days = (await testApi.getJson<{ data: { day: string; times: string[] }[] }>(`/api/properties/${slug}/visit-slots`)).data;
      const day = days.slice(1).find((candidate) => candidate.times.length > 0)!;
      const answer = await postJson(testApi, `/api/properties/${slug}/visits`, {
        day: day.day,
        time: day.times[0],
        name: 'Marina Lopes',
        email,
        phone,
        privacy_notice_version: CURRENT_PRIVACY_NOTICE_VERSION,
      });
      expectStatus(answer, 201);
      return (answer.json as { data: { token: string } }).data.token;
    }
    const find = async (query: string) => {
      const answer = await asStaff(testApi, officer.token, `/api/privacy/people?${query}`);
      expectStatus(answer, 200);
      return (answer.json as { data: PersonRecords }).data;
    };

    it('stores each form’s consent with its record: the version accepted, when and from which address', async () => {
      const email = uniqueEmail('consentimento');
      expectStatus(await contact(email, '(19) 98888-1111', { privacy_notice_version: CURRENT_PRIVACY_NOTICE_VERSION }), 201);
      const propertyId = await register(email, '(19) 98888-1111');
      const { consents, contact_messages: messages } = await find(`email=${email}`);
      expect(consents).toEqual([
        expect.objectContaining({
          form: 'contact',
          record_type: 'contact_message',
          record_id: messages[0]!.id,
          notice_version: CURRENT_PRIVACY_NOTICE_VERSION,
          address: '203.0.113.50',
        }),
        expect.objectContaining({
          form: 'registration',
          record_type: 'property',
          record_id: propertyId,
          notice_version: CURRENT_PRIVACY_NOTICE_VERSION,
          address: '203.0.113.51',
        }),
      ]);
    });

    it('refuses a notice version the product never had, and stores nothing', async () => {
      const email = uniqueEmail('versao');
      const answer = await contact(email, '(19) 98888-2222', { privacy_notice_version: '1999-01-01' });
      expect(answer.status).toBe(422);
      expect((answer.json as { errors: Record<string, string[]> }).errors.privacy_notice_version).toEqual([
        'Este aviso de privacidade não vale mais. Recarregue a página e envie de novo.',
      ]);
      const found = await find(`email=${email}`);
      expect(found.contact_messages).toEqual([]);
      expect(found.leads).toEqual([]);
    });

    it('finds a person by e-mail or phone in every record, and nothing of anyone else', async () => {
      const email = uniqueEmail('titular');
      const other = uniqueEmail('outra');
      expectStatus(await contact(email, '(19) 97777-3333'), 201);
      expectStatus(await contact(other, '(19) 96666-4444'), 201);
      expectStatus(
        await sendJson(testApi, officer.token, 'POST', '/api/clients', { name: 'Marina Lopes', email, phone: '(19) 97777-3333' }),
        201,
      );
      const byEmail = await find(`email=${email.toUpperCase()}`);
      const byPhone = await find('phone=19977773333');
      expect(byEmail.clients.map((client) => client.email)).toEqual([email]);
      expect(byEmail.contact_messages.map((message) => message.email)).toEqual([email]);
      expect(byEmail.leads.map((lead) => lead.email)).toEqual([email]);
      expect(byEmail.visits).toEqual([]);
      await bookVisit(email, '(19) 97777-3333');
      const withVisit = await find(`email=${email}`);
      expect(withVisit.visits.map((visit) => [visit.name, visit.email, visit.status])).toEqual([['Marina Lopes', email, 'requested']]);
      expect(withVisit.leads.map((lead) => lead.source).sort()).toEqual(['contact', 'visit']);
      expect(withVisit.consents.map((consent) => consent.form).sort()).toEqual(['contact', 'visit']);
      expect(await find('phone=19977773333')).toEqual(withVisit);
      expect(byPhone).toEqual(byEmail);
      expect(JSON.stringify(byEmail)).not.toContain(other);
    });

    it('exports everything found as JSON and CSV in one zip, and records the export on each record', async () => {
      const email = uniqueEmail('exporta');
      expectStatus(await contact(email, '(19) 95555-6666'), 201);
      await register(email, '(19) 95555-6666');
      const response = await fetch(`${testApi.api.url}/api/privacy/people/export?email=${encodeURIComponent(email)}`, {
        headers: { 'X-API-Key': testApi.api.apiKey, Authorization: `Bearer ${officer.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="dados-pessoais-\d{4}-\d{2}-\d{2}\.zip"$/);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual(['dados-pessoais.csv', 'dados-pessoais.json']);
      const json = JSON.parse(strFromU8(files['dados-pessoais.json']!)) as PersonRecords & { searched: { email: string } };
      expect(json.searched.email).toBe(email);
      expect(json.contact_messages).toHaveLength(1);
      expect(json.registrations).toHaveLength(1);
      expect(json.leads.map((lead) => lead.source).sort()).toEqual(['contact', 'registration']);
      const csvBytes = files['dados-pessoais.csv']!;
      expect([...csvBytes.subarray(0, 3)], 'UTF-8 BOM, for the accents in spreadsheets').toEqual([0xef, 0xbb, 0xbf]);
      const csv = strFromU8(csvBytes);
      expect(csv.split('\r\n')[0]).toBe('registro;id;campo;valor');
      expect(csv).toContain(`Mensagem de contato;${json.contact_messages[0]!.id};email;${email}`);
      const [exported] = await storedEntries(testApi, 'property', json.registrations[0]!.id);
      expect(exported).toMatchObject({ action: 'exported', actor_id: officer.id });
    });

    it('anonymizes a person in one go: gone from every search, photos of a registration never published removed, audited; twice changes nothing', async () => {
      const email = uniqueEmail('apagar');
      expectStatus(await contact(email, '(19) 94444-7777'), 201);
      const propertyId = await register(email, '(19) 94444-7777');
      const visitToken = await bookVisit(email, '(19) 94444-7777');
      const client = await sendJson(testApi, officer.token, 'POST', '/api/clients', {
        name: 'Marina Lopes',
        email,
        phone: '(19) 94444-7777',
      });
      const clientId = (client.json as { data: { id: number } }).data.id;
      const property = await testApi.db.selectFrom('properties').select('images').where('id', '=', propertyId).executeTakeFirstOrThrow();
      const [mainPhoto] = JSON.parse(property.images) as string[];
      const photoFile = path.join(testApi.dataDir, 'images', mainPhoto!);
      expect(existsSync(photoFile)).toBe(true);

      const answer = await sendJson(testApi, officer.token, 'POST', '/api/privacy/people/anonymize', { email });
      expectStatus(answer, 200);
      expect(answer.json).toEqual({
        message: 'Dados da pessoa anonimizados.',
        data: {
          clients: 1,
          leads: 3,
          contact_messages: 1,
          registrations: 1,
          visits: 1,
          visit_records: 0,
          consents: 3,
          portal_rejects: 0,
          photos: 3,
        },
      });
      expect(await find(`email=${email}`)).toEqual({
        clients: [],
        leads: [],
        contact_messages: [],
        registrations: [],
        visits: [],
        visit_records: [],
        consents: [],
        portal_rejects: [],
      });
      expect(await find('phone=19944447777')).toEqual(await find(`email=${email}`));
      const inbox = (await asStaff(testApi, officer.token, `/api/leads?search=${encodeURIComponent(email)}`)).json as { data: unknown[] };
      expect(inbox.data).toEqual([]);
      const clients = (await asStaff(testApi, officer.token, '/api/clients?search=Marina&page=1&per_page=100')).json as {
        data: { id: number }[];
      };
      expect(clients.data.map((row) => row.id)).not.toContain(clientId);
      expect(existsSync(photoFile)).toBe(false);

      const stored = await testApi.db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: ANONYMIZED, phone: '', email: `anonimizado-${clientId}@anonimizado.invalid` });
      expect(stored.anonymized_at).not.toBeNull();
      const [entry, creation] = await storedEntries(testApi, 'client', clientId);
      expect(entry).toMatchObject({ action: 'anonymized', actor_id: officer.id, record_label: null });
      expect(creation!.action).toBe('created');
      const personalLeft = await testApi.db
        .selectFrom('audit_personal_values')
        .selectAll()
        .where('record_type', '=', 'client')
        .where('record_id', '=', clientId)
        .execute();
      expect(JSON.stringify(personalLeft)).not.toContain(email);
      expect(JSON.stringify(personalLeft)).not.toContain('Marina');
      const consents = await testApi.db
        .selectFrom('privacy_consents')
        .selectAll()
        .where('record_type', '=', 'property')
        .where('record_id', '=', propertyId)
        .execute();
      expect(consents.map((consent) => consent.address)).toEqual([null]);

      const again = await sendJson(testApi, officer.token, 'POST', '/api/privacy/people/anonymize', { email });
      expect((again.json as { data: Record<string, number> }).data).toEqual({
        clients: 0,
        leads: 0,
        contact_messages: 0,
        registrations: 0,
        visits: 0,
        visit_records: 0,
        consents: 0,
        portal_rejects: 0,
        photos: 0,
      });
      const visit = await testApi.db
        .selectFrom('visits')
        .selectAll()
        .where('name', '=', ANONYMIZED)
        .where('anonymized_at', 'is not', null)
        .execute();
      expect(visit.map((row) => [row.phone, row.email, row.token_hash])).toEqual([['', null, null]]);
      expect((await testApi.request(`/api/visit-bookings/${visitToken}`)).status).toBe(404);
    });

    it('anonymizes leads never converted once older than the period, with several APIs once, and leaves the rest', async () => {
      const oldEmail = uniqueEmail('antigo');
      const keptEmail = uniqueEmail('convertido');
      expectStatus(await contact(oldEmail, '(19) 93333-1111'), 201);
      expectStatus(await contact(keptEmail, '(19) 93333-2222'), 201);
      const converted = await testApi.db.selectFrom('leads').select('id').where('email', '=', keptEmail).executeTakeFirstOrThrow();
      await testApi.db.updateTable('leads').set({ status: 'converted' }).where('id', '=', converted.id).execute();
      await testApi.db.updateTable('privacy_settings').set({ retention_ran_at: null }).execute();

      const later = new Date(Date.now() + 25 * 31 * 24 * 60 * 60 * 1000);
      const passes = await Promise.all([runLeadRetention(testApi.db, later), runLeadRetention(testApi.db, later)]);
      expect(passes.filter((count) => count > 0)).toHaveLength(1);
      expect(await runLeadRetention(testApi.db, new Date(later.getTime() + 60_000))).toBe(0);
      expect((await find(`email=${oldEmail}`)).leads).toEqual([]);
      expect((await find(`email=${keptEmail}`)).leads.map((lead) => lead.id)).toEqual([converted.id]);
      const [entry] = await storedEntries(
        testApi,
        'lead',
        (await testApi.db.selectFrom('leads').select('id').where('name', '=', ANONYMIZED).orderBy('id', 'desc').executeTakeFirstOrThrow())
          .id,
      );
      expect(entry).toMatchObject({ action: 'anonymized', actor_id: null, actor_name: null });

      const sooner = new Date(Date.now() + 2 * 60 * 60 * 1000);
      await testApi.db.updateTable('privacy_settings').set({ retention_ran_at: null }).execute();
      const recent = uniqueEmail('recente');
      expectStatus(await contact(recent, '(19) 93333-3333'), 201);
      await runLeadRetention(testApi.db, sooner);
      expect((await find(`email=${recent}`)).leads).toHaveLength(1);
    });

    it('the retention period: read by the privacy holders, set by the administrators only, audited', async () => {
      const clerk = await staffAccount(testApi, { role: 'administrative', permissions: ['privacidade'] });
      const outsider = await staffAccount(testApi, { role: 'administrative', permissions: ['clientes'] });
      expect((await asStaff(testApi, clerk.token, '/api/privacy/settings')).json).toEqual({ data: { lead_retention_months: 24 } });
      expect((await asStaff(testApi, outsider.token, '/api/privacy/settings')).json).toEqual(FORBIDDEN);
      expect((await asStaff(testApi, outsider.token, '/api/privacy/people?email=a@b.com')).json).toEqual(FORBIDDEN);
      const refused = await sendJson(testApi, clerk.token, 'PUT', '/api/privacy/settings', { lead_retention_months: 12 });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: 'Apenas a administração pode mudar o prazo de guarda dos leads.' });
      const bad = await sendJson(testApi, officer.token, 'PUT', '/api/privacy/settings', { lead_retention_months: 0 });
      expect(bad.status).toBe(422);
      const saved = await sendJson(testApi, officer.token, 'PUT', '/api/privacy/settings', { lead_retention_months: 18 });
      expect(saved.json).toEqual({ message: 'Prazo de guarda dos leads salvo com sucesso!', data: { lead_retention_months: 18 } });
      const setting = await testApi.db.selectFrom('privacy_settings').select('id').executeTakeFirstOrThrow();
      const [entry] = await storedEntries(testApi, 'privacy_settings', setting.id);
      expect(JSON.parse(entry!.changes)).toEqual([{ field: 'lead_retention_months', before: 24, after: 18 }]);
      await sendJson(testApi, officer.token, 'PUT', '/api/privacy/settings', { lead_retention_months: 24 });
    });

    it('a search without an e-mail or phone, or with a bad one, is a 422', async () => {
      const none = await asStaff(testApi, officer.token, '/api/privacy/people');
      expect(none.status).toBe(422);
      expect(none.json).toMatchObject({ message: 'Informe o e-mail ou o telefone da pessoa.' });
      const bad = await asStaff(testApi, officer.token, '/api/privacy/people?email=nao-e-email&phone=12');
      expect(bad.status).toBe(422);
      expect(Object.keys((bad.json as { errors: object }).errors).sort()).toEqual(['email', 'phone']);
    });
  });
}
