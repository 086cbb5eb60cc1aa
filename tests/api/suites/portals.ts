import { describe, expect, it } from 'vitest';
import { photo } from '../support/registration.js';
import { asStaff, FORBIDDEN, insertSession } from '../support/staff.js';
import { staffFields, useStaffPropertyApi, type Saved, type StaffPropertyFixture } from '../support/staff-forms.js';
import type { Dialect } from '../support/test-api.js';

interface ReportJson {
  ready: number;
  marked: number;
  total: number;
  page: number;
  per_page: number;
  data: { id: number; code: string; title: string; portal_level: string; main_image: string | null; ready: number; reasons: string[] }[];
}

interface FeedJson {
  header: Record<string, string | null>;
  data: { id: number; code: string; portal_level: string; rental_price: number | null; images: string[] }[];
  next_after: number | null;
}

const INVALID_TOKEN = { message: 'Endereço do feed inválido: confira o token no painel da imobiliária, tela Portais.' };

function fivePhotos(fixture: StaffPropertyFixture) {
  return [
    photo('mainImage', fixture.jpeg, 'fachada.jpg'),
    ...[0, 1, 2, 3].map((index) => photo(`otherImages[${index}]`, fixture.jpeg, `foto-${index}.jpg`)),
  ];
}

/** A property of the broker, marked for the portals with every field they ask for. */
async function createReady(fixture: StaffPropertyFixture, fields: Record<string, string> = {}): Promise<Saved['data']> {
  const response = await fixture.create(
    {
      ...staffFields(),
      user_id: String(fixture.brokerId),
      portal_publish: '1',
      portal_level: 'premium',
      description: 'Apartamento de 3 dormitórios com varanda gourmet, duas vagas e lazer completo no condomínio.',
      ...fields,
    },
    fivePhotos(fixture),
  );
  expect(response.status, response.text).toBe(201);
  return (response.json as Saved).data;
}

/** The portals: the publication fields, the readiness report, the feed's token and its pages. */
export function portalsSuite(dialect: Dialect): void {
  describe('portals', () => {
    const fixture = useStaffPropertyApi(dialect);
    const report = async (query = '', token = fixture().token) => {
      const response = await asStaff(fixture().testApi, token, `/api/portals/listings${query}`);
      expect(response.status, response.text).toBe(200);
      return response.json as ReportJson;
    };
    const feedToken = async () => {
      const response = await asStaff(fixture().testApi, fixture().token, '/api/portals/feed-token');
      expect(response.status).toBe(200);
      return (response.json as { token: string }).token;
    };

    it('stores the publication fields and the rent, and answers them in the staff JSON (the rent also publicly)', async () => {
      const created = await createReady(fixture(), { operation: 'both', rental_price: '3900.50', portal_level: 'super_premium' });
      expect(created).toMatchObject({ portal_publish: 1, portal_level: 'super_premium', rental_price: 3900.5, operation: 'both' });
      const cleared = await fixture().update(created.id, { portal_publish: '0', rental_price: '' });
      expect((cleared.json as Saved).data).toMatchObject({ portal_publish: 0, portal_level: 'super_premium', rental_price: null });
      const plain = await fixture().create({ ...staffFields() });
      expect((plain.json as Saved).data).toMatchObject({ portal_publish: 0, portal_level: 'standard', rental_price: null });
    });

    it('refuses a negative rent and an unknown level with their messages, changing nothing', async () => {
      const count = async () => (await fixture().testApi.db.selectFrom('properties').select('id').execute()).length;
      const before = await count();
      const response = await fixture().create({ ...staffFields(), rental_price: '-1', portal_level: 'ouro' });
      expect(response.status).toBe(422);
      expect((response.json as { errors: Record<string, string[]> }).errors).toEqual({
        rental_price: ['O valor do aluguel não pode ser negativo.'],
        portal_level: ['Selecione uma opção válida.'],
      });
      expect(await count()).toBe(before);
    });

    it('reports a ready property as ready and a held one with every reason, in order, with the counts', async () => {
      const ready = await createReady(fixture());
      const held = await fixture().create(
        {
          ...staffFields(),
          title: 'Casa',
          description: 'Curta.',
          operation: 'both',
          status: 'in_analysis',
          is_active: '0',
          zip_code: '',
          neighborhood: '',
          area: '',
          usable_area: '',
          portal_publish: '1',
        },
        [photo('mainImage', fixture().jpeg)],
      );
      expect(held.status, held.text).toBe(201);
      const heldId = (held.json as Saved).data.id;
      const answer = await report('?per_page=100');
      const readyRow = answer.data.find((row) => row.id === ready.id);
      expect(readyRow).toMatchObject({ ready: 1, reasons: [], portal_level: 'premium', code: ready.code, main_image: ready.images[0] });
      expect(answer.data.find((row) => row.id === heldId)).toMatchObject({
        ready: 0,
        portal_level: 'standard',
        reasons: [
          'Imóvel não aprovado',
          'Imóvel desativado',
          'Título com menos de 10 caracteres',
          'Descrição com menos de 50 caracteres',
          'Valor do aluguel não informado',
          'Sem fotos suficientes (mínimo 5)',
          'CEP não informado',
          'Bairro não informado',
          'Área útil não informada',
        ],
      });
      expect(answer.ready + answer.data.filter((row) => row.ready === 0).length).toBe(answer.marked);
      const onlyHeld = await report('?readiness=held&per_page=100');
      expect(onlyHeld.data.every((row) => row.ready === 0)).toBe(true);
      expect(onlyHeld.total).toBe(answer.marked - answer.ready);
      expect(onlyHeld.marked).toBe(answer.marked);
      const firstPage = await report('?per_page=1');
      expect(firstPage.data).toHaveLength(1);
      expect(firstPage.data[0]?.id).toBe(Math.max(...answer.data.map((row) => row.id)));
    });

    it('measures land by its lot and asks for the living area of the others', async () => {
      const land = await createReady(fixture(), { type: 'land', area: '', usable_area: '', total_area: '', lot_area: '' });
      const rows = (await report('?per_page=100')).data;
      expect(rows.find((row) => row.id === land.id)?.reasons).toEqual(['Área do terreno não informada']);
    });

    it('shows a broker only their own marked properties', async () => {
      const { testApi, brokerId } = fixture();
      const mine = await createReady(fixture());
      const someoneElses = await createReady(fixture(), { user_id: '' });
      const brokerToken = await insertSession(testApi, brokerId);
      const seen = (await report('?per_page=100', brokerToken)).data.map((row) => row.id);
      expect(seen).toContain(mine.id);
      expect(seen).not.toContain(someoneElses.id);
    });

    it('makes the feed token once, lets staff but not a broker replace it, and enforces it on the feed', async () => {
      const { testApi, token, brokerId } = fixture();
      const first = await feedToken();
      expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await feedToken()).toBe(first);
      const brokerToken = await insertSession(testApi, brokerId);
      const brokerView = await asStaff(testApi, brokerToken, '/api/portals/feed-token');
      expect(brokerView.json).toEqual({ token: first, can_regenerate: 0 });
      const refused = await asStaff(testApi, brokerToken, '/api/portals/feed-token', { method: 'POST' });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: 'Apenas a administração da imobiliária pode gerar um novo endereço do feed.' });
      const replaced = await asStaff(testApi, token, '/api/portals/feed-token', { method: 'POST' });
      expect(replaced.status).toBe(200);
      const second = (replaced.json as { token: string }).token;
      expect(replaced.json).toEqual({ message: 'Novo endereço do feed gerado. Informe-o aos portais.', token: second, can_regenerate: 1 });
      expect(second).not.toBe(first);
      for (const query of ['', `?token=${first}`, '?token=', `?token=${second}x`, `?token=${second}&token=${second}`]) {
        for (const path of ['/api/portals/feed', '/api/portals/feed/version']) {
          const response = await testApi.request(`${path}${query}`);
          expect(response.status, `${path}${query}`).toBe(403);
          expect(response.json).toEqual(INVALID_TOKEN);
        }
      }
      expect((await testApi.request(`/api/portals/feed?token=${second}`)).status).toBe(200);
    });

    it('needs the imoveis permission for the report and the token', async () => {
      const { testApi, brokerId } = fixture();
      const noPermission = await insertSession(testApi, brokerId);
      await testApi.db.deleteFrom('user_permissions').where('user_id', '=', brokerId).execute();
      for (const path of ['/api/portals/listings', '/api/portals/feed-token']) {
        const response = await asStaff(testApi, noPermission, path);
        expect(response.status).toBe(403);
        expect(response.json).toEqual(FORBIDDEN);
      }
      const permission = await testApi.db
        .selectFrom('permissions')
        .select('id')
        .where('identifier', '=', 'imoveis')
        .executeTakeFirstOrThrow();
      await testApi.db.insertInto('user_permissions').values({ user_id: brokerId, permission_id: permission.id }).execute();
    });

    it('pages the feed by id: only ready listings, with the header and the level, until next_after is null', async () => {
      const { testApi } = fixture();
      const ready = await createReady(fixture(), { operation: 'both', rental_price: '4100' });
      const heldOne = await createReady(fixture(), { zip_code: '' });
      const token = await feedToken();
      const seen: FeedJson['data'] = [];
      let after = 0;
      for (let pages = 0; pages < 100; pages += 1) {
        const response = await testApi.request(`/api/portals/feed?token=${token}&after=${after}&limit=2`);
        expect(response.status, response.text).toBe(200);
        const page = response.json as FeedJson;
        expect(page.header).toEqual({ provider: null, office_name: null, contact_name: null, email: null, telephone: null, website: null });
        seen.push(...page.data);
        if (page.next_after === null) break;
        expect(page.next_after).toBeGreaterThan(after);
        after = page.next_after;
      }
      const ids = seen.map((listing) => listing.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids).toContain(ready.id);
      expect(ids).not.toContain(heldOne.id);
      expect(seen.find((listing) => listing.id === ready.id)).toMatchObject({
        code: ready.code,
        portal_level: 'premium',
        rental_price: 4100,
      });
      const report100 = await report('?readiness=ready&per_page=100');
      expect(ids.sort()).toEqual(report100.data.map((row) => row.id).sort());
    });

    it('changes the version and moves Last-Modified forward when a marked property changes or is deleted, not otherwise', async () => {
      const { testApi, token } = fixture();
      const feed = await feedToken();
      const version = async () =>
        (await testApi.request(`/api/portals/feed/version?token=${feed}`)).json as { version: string; last_modified: string };
      const property = await createReady(fixture());
      const before = await version();
      expect(await version()).toEqual(before);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await fixture().update(property.id, { title: 'Apartamento com varanda gourmet e vista no Cambuí' });
      const afterChange = await version();
      expect(afterChange.version).not.toBe(before.version);
      expect(afterChange.last_modified > before.last_modified).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const deleted = await asStaff(testApi, token, `/api/properties/${property.id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      const afterDelete = await version();
      expect(afterDelete.version).not.toBe(afterChange.version);
      expect(afterDelete.last_modified > afterChange.last_modified).toBe(true);
    });
  });
}
