import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandedPhoto } from '../support/photos.js';
import { photo, registrationForm, validFields } from '../support/registration.js';
import { asStaff, createStaffUser, insertSession, insertTestProperty, jsonBody } from '../support/staff.js';
import { createTestApi, type Dialect, type TestApi } from '../support/test-api.js';
import { getAs, postForm } from '../support/visitors.js';

const SITE = 'https://imoveis.exemplo.com.br';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const LINK = new RegExp(`${SITE.replace(/[.]/g, '\\.')}/cadastre-seu-imovel/acompanhar/([A-Za-z0-9_-]{43})`);
const NOT_FOUND = { message: 'Link de acompanhamento não encontrado. Confira o endereço recebido por e-mail.' };

interface Tracking {
  title: string;
  code: string;
  status: string;
  reason: string | null;
  slug: string | null;
  images: string[];
  created_at: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The owner's tracking link: issued at registration and with each decision mail, stored hashed, read by token. */
export function registrationTrackingSuite(dialect: Dialect): void {
  describe('registration tracking', () => {
    let testApi: TestApi;
    let staffToken: string;
    let mainPhoto: Buffer;

    const register = async (fields: Record<string, string | undefined>) => {
      const response = await postForm(
        testApi,
        '/api/property/register',
        registrationForm(fields, [
          photo('mainImage', mainPhoto, 'frente.jpg'),
          photo('otherImages[0]', mainPhoto, 'sala.jpg'),
          photo('otherImages[1]', mainPhoto, 'quintal.jpg'),
        ]),
      );
      expect(response.status, response.text).toBe(201);
      const body = response.json as { message: string; data: { tracking_token: string } };
      const row = await testApi.db
        .selectFrom('properties')
        .selectAll()
        .where('title', '=', fields.title ?? '')
        .executeTakeFirstOrThrow();
      return { token: body.data.tracking_token, row, body };
    };
    const track = (token: string) => getAs(testApi, `/api/registration-tracking/${encodeURIComponent(token)}`);
    const trackingOf = async (token: string) => {
      const response = await track(token);
      expect(response.status, response.text).toBe(200);
      return (response.json as { data: Tracking }).data;
    };
    const changeStatus = (id: number, body: unknown) =>
      asStaff(testApi, staffToken, `/api/properties/${id}/status`, { method: 'PUT', ...jsonBody(body) });
    const mailsAbout = (id: number) =>
      testApi.db
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'property_status')
        .where('reference_id', '=', id)
        .orderBy('id')
        .execute();
    const linkToken = (body: string) => {
      const match = LINK.exec(body);
      if (match?.[1] === undefined) throw new Error(`sem link de acompanhamento: ${body}`);
      return match[1];
    };

    beforeAll(async () => {
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        publicUrl: `${SITE}/`,
        rateLimits: { register: { max: 1000, windowMs: 60_000 }, registerRefused: { max: 1000, windowMs: 60_000 } },
      });
      const staffId = await createStaffUser(testApi, {
        email: 'analise@imobiliaria-teste.com.br',
        role: 'leadbroker',
        permissions: ['imoveis'],
      });
      staffToken = await insertSession(testApi, staffId);
      mainPhoto = await bandedPhoto(800, 600);
    });
    afterAll(async () => {
      await testApi?.dispose();
    });

    it('answers a token once at registration, stores only its hash, and mails the owner a link with another one', async () => {
      const { token, row, body } = await register({ ...validFields(), title: 'Sobrado na Vila Itapura' });
      expect(body.message).toBe('Imóvel cadastrado com sucesso! Nossa equipe vai analisar as informações e entrar em contato.');
      expect(token).toMatch(TOKEN);
      const stored = await testApi.db.selectFrom('registration_tracking').selectAll().where('property_id', '=', row.id).execute();
      expect(stored.map((entry) => entry.token_hash)).toEqual([sha256(token)]);
      expect(JSON.stringify(stored)).not.toContain(token);

      const [mail, ...others] = await mailsAbout(row.id);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({
        to_address: 'rogerio.albuquerque@exemplo.com.br',
        subject: 'Recebemos o cadastro do seu imóvel: Sobrado na Vila Itapura',
      });
      expect(mail?.body).toContain('Olá, Rogério Albuquerque!');
      expect(mail?.body).toContain(`Código: ${row.code}`);
      expect(linkToken(mail?.body ?? '')).toBe(token);
    });

    it('shows the property in analysis, then approved with its public slug, then rejected with the reason', async () => {
      const { token, row } = await register({ ...validFields(), title: 'Casa no Jardim Chapadão' });
      const waiting = await trackingOf(token);
      expect(waiting).toEqual({
        title: 'Casa no Jardim Chapadão',
        code: row.code,
        status: 'in_analysis',
        reason: null,
        slug: null,
        images: JSON.parse(row.images) as string[],
        created_at: row.created_at,
        visits_done: 0,
      });
      expect(waiting.images).toHaveLength(3);
      expect((await track(token)).headers.get('cache-control')).toBe('private, no-store');

      expect((await changeStatus(row.id, { status: 'approved', notify_client: 0 })).status).toBe(200);
      // Approved but still inactive: not public, so no page to link to.
      expect(await trackingOf(token)).toMatchObject({ status: 'approved', slug: null, reason: null });
      await testApi.db.updateTable('properties').set({ is_active: 1 }).where('id', '=', row.id).execute();
      expect(await trackingOf(token)).toMatchObject({ status: 'approved', slug: row.slug, reason: null });

      const reason = 'O endereço não confere com a matrícula.';
      expect((await changeStatus(row.id, { status: 'rejected', notify_client: 0, reason })).status).toBe(200);
      expect(await trackingOf(token)).toMatchObject({ status: 'rejected', slug: null, reason });
    });

    it('mails each decision with a fresh link that works, while the earlier ones keep working', async () => {
      const { token, row } = await register({ ...validFields(), title: 'Apartamento no Botafogo' });
      const reason = 'Faltam fotos da cozinha e dos banheiros.';
      expect((await changeStatus(row.id, { status: 'rejected', notify_client: 1, reason })).status).toBe(200);
      const [, decision] = await mailsAbout(row.id);
      expect(decision?.subject).toBe(`Seu imóvel não foi aprovado: Apartamento no Botafogo (${row.code})`);
      expect(decision?.body).toContain(reason);
      const fresh = linkToken(decision?.body ?? '');
      expect(fresh).not.toBe(token);
      const hashes = await testApi.db.selectFrom('registration_tracking').select('token_hash').where('property_id', '=', row.id).execute();
      expect(hashes.map((entry) => entry.token_hash).sort()).toEqual([sha256(token), sha256(fresh)].sort());
      for (const each of [token, fresh]) expect(await trackingOf(each)).toMatchObject({ status: 'rejected', reason });

      expect((await changeStatus(row.id, { status: 'approved' })).status).toBe(200);
      const approval = (await mailsAbout(row.id))[2];
      expect(approval?.subject).toBe(`Seu imóvel foi aprovado: Apartamento no Botafogo (${row.code})`);
      expect(await trackingOf(linkToken(approval?.body ?? ''))).toMatchObject({ status: 'approved', reason: null });
    });

    it('counts the visits the property had, naming no one', async () => {
      const { token, row } = await register({ ...validFields(), title: 'Casa visitada no Taquaral' });
      const brokerId = await createStaffUser(testApi, {
        email: 'corretor.visitas@imobiliaria-teste.com.br',
        role: 'broker',
        permissions: ['agenda'],
      });
      const visit = (status: 'done' | 'requested' | 'no_show', hoursAgo: number) => ({
        property_id: row.id,
        broker_id: brokerId,
        lead_id: null,
        client_id: null,
        name: 'Visitante Reservado',
        phone: '19911112222',
        email: null,
        starts_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
        ends_at: new Date(Date.now() - (hoursAgo - 1) * 3_600_000).toISOString(),
        status,
        created_by: brokerId,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      await testApi.db
        .insertInto('visits')
        .values([visit('done', 50), visit('done', 26), visit('no_show', 5), visit('requested', -30)])
        .execute();
      const shown = await track(token);
      expect((shown.json as { data: { visits_done: number } }).data.visits_done).toBe(2);
      expect(shown.text).not.toContain('Visitante Reservado');
      expect(shown.text).not.toContain('19911112222');
    });

    it('refuses a rejection without a reason, changing nothing and issuing no link', async () => {
      const { token, row } = await register({ ...validFields(), title: 'Kitnet no Cambuí' });
      const response = await changeStatus(row.id, { status: 'rejected', notify_client: 1, reason: '   ' });
      expect(response.status).toBe(422);
      expect(response.json).toEqual({ message: 'Informe o motivo da recusa.', errors: { reason: ['Informe o motivo da recusa.'] } });
      expect(await trackingOf(token)).toMatchObject({ status: 'in_analysis', reason: null });
      expect(await mailsAbout(row.id)).toHaveLength(1);
      expect(await testApi.db.selectFrom('registration_tracking').select('id').where('property_id', '=', row.id).execute()).toHaveLength(1);
    });

    it("shows only the token's own property, nothing of the owner, and answers 404 to any other text", async () => {
      const first = await register({ ...validFields(), title: 'Chácara em Sousas' });
      const second = await register({ ...validFields(), title: 'Galpão em Valinhos', contactEmail: 'outra.dona@exemplo.com.br' });
      const shown = await track(first.token);
      expect((shown.json as { data: Tracking }).data.title).toBe('Chácara em Sousas');
      for (const secret of ['Galpão', 'rogerio', 'Rogério', '19998765432', 'outra.dona', second.row.code ?? 'sem código']) {
        expect(shown.text).not.toContain(secret);
      }
      expect(Object.keys((shown.json as { data: Tracking }).data).sort()).toEqual([
        'code',
        'created_at',
        'images',
        'reason',
        'slug',
        'status',
        'title',
        'visits_done',
      ]);

      const unknown = `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`;
      for (const wrong of [unknown, sha256(first.token), 'abc', `${first.token}x`, ' ']) {
        const response = await track(wrong);
        expect(response.status, wrong).toBe(404);
        expect(response.json).toEqual(NOT_FOUND);
      }
    });

    it('follows a property staff added with no tracking token to nothing', async () => {
      await insertTestProperty(testApi, { title: 'Sem link' });
      expect((await track('A'.repeat(43))).status).toBe(404);
    });
  });
}
