import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickChat,
  clickedLead,
  createLeadsFixture,
  LEAD_NOT_FOUND,
  leadDetail,
  leadIdByEmail,
  leadPage,
  newCount,
  sendContact,
  type LeadsFixture,
} from '../support/leads.js';
import { expectStatus, sendForm, sendJson, staffAccount, uniqueEmail } from '../support/people.js';
import { registrationForm, validFields, photo } from '../support/registration.js';
import { bandedPhoto } from '../support/photos.js';
import { asStaff, FORBIDDEN, INVALID_SESSION, insertTestProperty } from '../support/staff.js';
import { createTestApi, type Dialect } from '../support/test-api.js';
import { postForm, postJson, visitorAddress } from '../support/visitors.js';
import { DAY_WINDOW_MS } from '../../support/rate-windows.js';

/** The lead inbox: what creates a lead, the list, who sees what, and the refusals. */
export function leadsSuite(dialect: Dialect): void {
  describe('the lead inbox', () => {
    let fixture: LeadsFixture;
    beforeAll(async () => {
      fixture = await createLeadsFixture(dialect);
    });
    afterAll(async () => {
      await fixture.testApi.dispose();
    });

    it('turns a contact message into a new lead with its interest and a created event', async () => {
      const { testApi, admin } = fixture;
      const email = await sendContact(testApi, { name: 'Joana Ribeiro', interest: 'rent' });
      const id = await leadIdByEmail(testApi, admin.token, email);
      const lead = await leadDetail(testApi, admin.token, id);
      expect(lead).toMatchObject({ source: 'contact', status: 'new', name: 'Joana Ribeiro', email, interest: 'rent', property: null });
      expect(lead.events).toEqual([expect.objectContaining({ kind: 'created', detail: 'contact', user_id: null, user_name: null })]);
    });

    it('turns an owner registration into a lead linked to the registered property', async () => {
      const { testApi, admin } = fixture;
      const email = uniqueEmail('proprietario');
      const fields = { ...validFields(), title: 'Casa cadastrada pelo dono', contactEmail: email };
      const picture = await bandedPhoto(800, 600);
      const photos = [photo('mainImage', picture), photo('otherImages', picture), photo('otherImages', picture)];
      const response = await postForm(testApi, '/api/property/register', registrationForm(fields, photos));
      expectStatus(response, 201);
      const lead = await leadDetail(testApi, admin.token, await leadIdByEmail(testApi, admin.token, email));
      expect(lead).toMatchObject({ source: 'registration', status: 'new', name: 'Rogério Albuquerque', email, broker_id: null });
      expect(lead.property).toMatchObject({ title: 'Casa cadastrada pelo dono' });
      expect(lead.property?.code).toEqual(expect.any(String));
    });

    it("records a chat click with the property's broker, or the consultant clicked, and the page", async () => {
      const { testApi, admin, brokerA, brokerB, codeA, propertyA } = fixture;
      const byProperty = await leadDetail(
        testApi,
        admin.token,
        await clickedLead(testApi, { property_code: codeA.toLowerCase(), page: '/imovel/casa-do-bruno' }),
      );
      expect(byProperty).toMatchObject({
        source: 'whatsapp',
        name: null,
        page: '/imovel/casa-do-bruno',
        broker_id: brokerA.id,
        broker_name: 'Bruno Álvares',
      });
      expect(byProperty.property).toMatchObject({ id: propertyA, code: codeA, title: 'Casa do Bruno' });
      const byConsultant = await leadDetail(testApi, admin.token, await clickedLead(testApi, { broker_id: brokerB.id, page: '/' }));
      expect(byConsultant).toMatchObject({ property: null, broker_id: brokerB.id, page: '/' });
    });

    it('refuses a click for an unknown property or broker, or without either, in pt-BR', async () => {
      const { testApi } = fixture;
      const unknownProperty = await clickChat(testApi, { property_code: 'NAO-EXISTE', page: '/' });
      expectStatus(unknownProperty, 422);
      expect(unknownProperty.json).toEqual({
        message: 'O imóvel não foi encontrado.',
        errors: { property_code: ['O imóvel não foi encontrado.'] },
      });
      const unknownBroker = await clickChat(testApi, { broker_id: 999999, page: '/' });
      expectStatus(unknownBroker, 422);
      expect(unknownBroker.json).toEqual({
        message: 'O corretor não foi encontrado.',
        errors: { broker_id: ['O corretor não foi encontrado.'] },
      });
      const neither = await clickChat(testApi, { page: '/' });
      expectStatus(neither, 422);
      expect((neither.json as { message: string }).message).toBe('Informe o código do imóvel ou o corretor.');
    });

    it('records a click whose page is unknown all the same', async () => {
      const { testApi, admin, brokerB } = fixture;
      const withoutPage = await leadDetail(testApi, admin.token, await clickedLead(testApi, { broker_id: brokerB.id }));
      expect(withoutPage).toMatchObject({ source: 'whatsapp', broker_id: brokerB.id, page: null });
    });

    it('lists newest first, 10 per page by default, with search by name, e-mail, phone and property code', async () => {
      const { testApi, admin, codeB } = fixture;
      const email = await sendContact(testApi, { name: 'Conceição Araújo', phone: '(11) 97777-6655' });
      const first = await leadPage(testApi, admin.token);
      expect(first).toMatchObject({ page: 1, per_page: 10 });
      expect(first.data.length).toBe(Math.min(10, first.total));
      const ids = first.data.map((lead) => lead.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      for (const search of ['conceicao araujo', email.toUpperCase(), '977776655', '97777-6655']) {
        const found = await leadPage(testApi, admin.token, `?search=${encodeURIComponent(search)}`);
        expect(
          found.data.map((lead) => lead.email),
          search,
        ).toEqual([email]);
      }
      await clickedLead(testApi, { property_code: codeB, page: '/' });
      const byCode = await leadPage(testApi, admin.token, `?search=${codeB.toLowerCase()}`);
      expect(byCode.total).toBeGreaterThan(0);
      expect(byCode.data.every((lead) => lead.property_code === codeB)).toBe(true);
    });

    it("finds a property's leads by its new code and still by the old one once staff change the code", async () => {
      const { testApi, admin, brokerA, codeA } = fixture;
      const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
      const oldCode = `Antigo-${suffix}`;
      const newCode = `Novo/${suffix}`;
      const propertyId = await insertTestProperty(testApi, { title: 'Casa que mudou de código', code: oldCode, user_id: brokerA.id });
      const lead = await clickedLead(testApi, { property_code: oldCode, page: '/' });
      const otherLead = await clickedLead(testApi, { property_code: codeA, page: '/' });
      const saveCode = (code: string) => sendForm(testApi, admin.token, `/api/properties/${propertyId}`, { _method: 'PUT', code });
      expectStatus(await saveCode(newCode), 200);
      for (const search of [newCode, newCode.toLowerCase(), oldCode.toUpperCase()]) {
        const found = await leadPage(testApi, admin.token, `?search=${encodeURIComponent(search)}`);
        expect(
          found.data.map((row) => row.id),
          search,
        ).toEqual([lead]);
      }
      expect((await leadPage(testApi, admin.token, `?search=${encodeURIComponent(codeA)}`)).data.map((row) => row.id)).toContain(otherLead);

      expectStatus(await saveCode(newCode.toUpperCase()), 200);
      const { search_text: searched } = await testApi.db
        .selectFrom('leads')
        .select('search_text')
        .where('id', '=', lead)
        .executeTakeFirstOrThrow();
      expect(searched.split(' ')).toEqual([oldCode.toLowerCase(), newCode.toLowerCase()]);
    });

    it('filters by source and status and pages', async () => {
      const { testApi, admin } = fixture;
      const clicks = await leadPage(testApi, admin.token, '?source=whatsapp&status=new&per_page=2&page=1');
      expect(clicks.per_page).toBe(2);
      expect(clicks.data.every((lead) => lead.source === 'whatsapp' && lead.status === 'new')).toBe(true);
      const second = await leadPage(testApi, admin.token, '?source=whatsapp&status=new&per_page=2&page=2');
      expect(second.total).toBe(clicks.total);
      expect(second.data.some((lead) => clicks.data.some((other) => other.id === lead.id))).toBe(false);
      const wrong = await asStaff(testApi, admin.token, '/api/leads?status=aberto');
      expectStatus(wrong, 422);
      expect((wrong.json as { message: string }).message).toBe('Parâmetros de consulta inválidos.');
    });

    it('shows a broker only the leads of their properties, their chat link or assigned to them', async () => {
      const { testApi, admin, brokerA, brokerB, codeA, codeB } = fixture;
      const ofA = await clickedLead(testApi, { property_code: codeA, page: '/' });
      const ofB = await clickedLead(testApi, { property_code: codeB, page: '/' });
      const listA = await leadPage(testApi, brokerA.token, '?per_page=100');
      expect(listA.data.some((lead) => lead.id === ofA)).toBe(true);
      expect(listA.data.some((lead) => lead.id === ofB)).toBe(false);
      expect(listA.data.every((lead) => lead.broker_id === brokerA.id || lead.assigned_to === brokerA.id)).toBe(true);
      expect(await asStaff(testApi, brokerA.token, `/api/leads/${ofB}`)).toMatchObject({ status: 404, json: LEAD_NOT_FOUND });
      for (const [method, path, body] of [
        ['PUT', `/api/leads/${ofB}/status`, { status: 'discarded' }],
        ['PUT', `/api/leads/${ofB}/assign`, { user_id: brokerA.id }],
        ['POST', `/api/leads/${ofB}/convert`, {}],
      ] as const) {
        expect(await sendJson(testApi, brokerA.token, method, path, body), path).toMatchObject({ status: 404, json: LEAD_NOT_FOUND });
      }
      const countA = await newCount(testApi, brokerA.token);
      expect(countA).toBe((await leadPage(testApi, brokerA.token, '?status=new')).total);
      expect(countA).toBeLessThan(await newCount(testApi, admin.token));

      expectStatus(await sendJson(testApi, admin.token, 'PUT', `/api/leads/${ofB}/assign`, { user_id: brokerA.id }), 200);
      expect((await leadDetail(testApi, brokerA.token, ofB)).assigned_to).toBe(brokerA.id);
      const [listed] = (await leadPage(testApi, admin.token, `?search=${encodeURIComponent(codeB)}`)).data.filter(
        (lead) => lead.id === ofB,
      );
      expect(listed).toMatchObject({ broker_name: 'Beatriz Costa', assigned_to: brokerA.id, assignee_name: 'Bruno Álvares' });
      expect(await newCount(testApi, brokerA.token)).toBe(countA + 1);
      expect((await leadDetail(testApi, brokerB.token, ofB)).broker_id).toBe(brokerB.id);
    });

    it('counts only new leads', async () => {
      const { testApi, admin } = fixture;
      const before = await newCount(testApi, admin.token);
      const email = await sendContact(testApi);
      expect(await newCount(testApi, admin.token)).toBe(before + 1);
      const id = await leadIdByEmail(testApi, admin.token, email);
      expectStatus(await sendJson(testApi, admin.token, 'PUT', `/api/leads/${id}/status`, { status: 'in_progress' }), 200);
      expect(await newCount(testApi, admin.token)).toBe(before);
    });

    it('requires a session and the leads permission for every staff call', async () => {
      const { testApi, outsider, brokerA, codeA } = fixture;
      const id = await clickedLead(testApi, { property_code: codeA, page: '/' });
      const calls = [
        ['GET', '/api/leads'],
        ['GET', '/api/leads/new-count'],
        ['GET', `/api/leads/${id}`],
        ['PUT', `/api/leads/${id}/assign`],
        ['PUT', `/api/leads/${id}/status`],
        ['POST', `/api/leads/${id}/convert`],
      ] as const;
      for (const [method, path] of calls) {
        expect(await testApi.request(path, { method }), path).toMatchObject({ status: 401, json: INVALID_SESSION });
        const refused =
          method === 'GET'
            ? await asStaff(testApi, outsider.token, path)
            : await sendJson(testApi, outsider.token, method, path, { status: 'new' });
        expect(refused, path).toMatchObject({
          status: 403,
          json: FORBIDDEN,
        });
      }
      expect(await asStaff(testApi, brokerA.token, '/api/leads/abc')).toMatchObject({ status: 404, json: LEAD_NOT_FOUND });
      expect(await asStaff(testApi, brokerA.token, '/api/leads/999999')).toMatchObject({ status: 404, json: LEAD_NOT_FOUND });
    });
  });

  describe('POST /api/leads/whatsapp-click limits', () => {
    it('answers 429 past the clicks allowed per address, and records none of them', async () => {
      const testApi = await createTestApi({ dialect, seedDemo: false, rateLimits: { chatClick: { max: 2, windowMs: DAY_WINDOW_MS } } });
      try {
        const broker = await staffAccount(testApi, { role: 'broker', permissions: [] });
        const address = visitorAddress();
        for (let click = 0; click < 2; click += 1) {
          expectStatus(await postJson(testApi, '/api/leads/whatsapp-click', { broker_id: broker.id, page: '/' }, address), 201);
        }
        const refused = await postJson(testApi, '/api/leads/whatsapp-click', { broker_id: broker.id, page: '/' }, address);
        expect(refused).toMatchObject({ status: 429, json: { message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.' } });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await testApi.db.selectFrom('leads').select('id').execute()).toHaveLength(2);
      } finally {
        await testApi.dispose();
      }
    });
  });
}
