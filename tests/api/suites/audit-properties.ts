import { describe, expect, it } from 'vitest';
import { changesOf, entryCount, newestEntry, recordHistory, storedEntries, type AuditEntry, type AuditPage } from '../support/audit.js';
import { expectStatus, sendForm, sendJson, staffAccount, usePeopleApi } from '../support/people.js';
import { bandedPhoto } from '../support/photos.js';
import { photo, type PhotoPart } from '../support/registration.js';
import { whileDatabaseRefuses } from '../support/refusing-database.js';
import { asStaff, FORBIDDEN, PROPERTY_NOT_FOUND } from '../support/staff.js';
import { staffFields, type Saved, type StaffPropertyJson } from '../support/staff-forms.js';
import type { Dialect } from '../support/test-api.js';

type Fields = Record<string, string | undefined>;

/** Staff writes of properties (create, update with photos, status, delete), the feed's token and the portals' lead addresses. */
export function auditPropertiesSuite(dialect: Dialect): void {
  describe(`audit: properties (${dialect})`, () => {
    const fixture = usePeopleApi(dialect);
    let jpeg: Buffer | undefined;
    const aPhoto = async () => (jpeg ??= await bandedPhoto(320, 240));

    const create = (fields: Fields, photos: PhotoPart[] = [], token = fixture().admin.token) =>
      sendForm(fixture().testApi, token, '/api/properties', fields, photos);
    const update = (id: number, fields: Fields, photos: PhotoPart[] = [], token = fixture().admin.token) =>
      sendForm(fixture().testApi, token, `/api/properties/${id}`, { _method: 'PUT', ...fields }, photos);
    const changeStatus = (id: number, body: unknown, token = fixture().admin.token) =>
      sendJson(fixture().testApi, token, 'PUT', `/api/properties/${id}/status`, body);
    const trailOf = async (recordType: string, query = '') =>
      (await asStaff(fixture().testApi, fixture().admin.token, `/api/audit?record_type=${recordType}${query}&per_page=50`))
        .json as AuditPage;

    async function newProperty(fields: Fields = {}, photos: PhotoPart[] = [], token?: string): Promise<StaffPropertyJson> {
      const response = await create({ ...staffFields(), status: 'in_analysis', price: '690000', ...fields }, photos, token);
      expectStatus(response, 201);
      return (response.json as Saved).data;
    }

    /** Runs a write that must leave exactly one new entry, and answers the record's newest one. */
    async function oneEntryOf(id: number, write: () => Promise<void>): Promise<AuditEntry> {
      const { testApi, admin } = fixture();
      const before = await entryCount(testApi);
      await write();
      expect(await entryCount(testApi)).toBe(before + 1);
      return newestEntry(testApi, admin.token, 'property', id);
    }

    it('a property created: one entry naming it by code and title, with every value it was given', async () => {
      const { testApi, admin } = fixture();
      const before = await entryCount(testApi);
      const property = await newProperty({ contactName: 'Rogério Albuquerque' }, [photo('mainImage', await aPhoto(), 'fachada.jpg')]);
      expect(await entryCount(testApi)).toBe(before + 1);
      const entry = await newestEntry(testApi, admin.token, 'property', property.id);
      expect(entry).toMatchObject({
        actor: { id: admin.id, name: 'Gestora Geral' },
        action: 'created',
        record_type: 'property',
        record_id: property.id,
        record_label: `${property.code} — Apartamento com varanda gourmet no Cambuí`,
      });
      expect(changesOf(entry)).toMatchObject({
        code: [null, property.code],
        title: [null, 'Apartamento com varanda gourmet no Cambuí'],
        status: [null, 'in_analysis'],
        price: [null, 690000],
        iptu_value: [null, 3100.5],
        bedrooms: [null, 3],
        area: [null, 110],
        features: [null, '["pool","grill","near_school"]'],
        images: [null, JSON.stringify(property.images)],
        contact_name: [null, 'Rogério Albuquerque'],
      });
      const fields = entry.changes.map((change) => change.field);
      for (const bookkeeping of ['slug', 'search_text', 'created_at', 'updated_at', 'year']) expect(fields).not.toContain(bookkeeping);
      const [stored] = await storedEntries(testApi, 'property', property.id);
      expect(stored!.changes).not.toContain('Rogério');
    });

    it('a field changed: one entry with only that field, its number as a number whatever the database', async () => {
      const property = await newProperty();
      const entry = await oneEntryOf(property.id, async () => expectStatus(await update(property.id, { price: '650000' }), 200));
      expect(entry.action).toBe('updated');
      expect(changesOf(entry)).toEqual({ price: [690000, 650000] });
    });

    it('photos added and removed: one entry with the photo list before and after', async () => {
      const property = await newProperty({}, [photo('mainImage', await aPhoto()), photo('otherImages', await aPhoto())]);
      const [main, other] = property.images;
      let after: string[] = [];
      const entry = await oneEntryOf(property.id, async () => {
        const response = await update(property.id, { imagesToDelete: JSON.stringify([other]) }, [photo('otherImages', await aPhoto())]);
        expectStatus(response, 200);
        after = (response.json as Saved).data.images;
      });
      expect(after).toHaveLength(2);
      expect(after[0]).toBe(main);
      expect(changesOf(entry)).toEqual({ images: [JSON.stringify([main, other]), JSON.stringify(after)] });
    });

    it('a status change: one entry with the status, the reason and the approval date', async () => {
      const property = await newProperty();
      const rejection = await oneEntryOf(property.id, async () =>
        expectStatus(await changeStatus(property.id, { status: 'rejected', reason: 'Fotos escuras.', notify_client: 0 }), 200),
      );
      expect(changesOf(rejection)).toEqual({ status: ['in_analysis', 'rejected'], status_reason: [null, 'Fotos escuras.'] });
      const approval = await oneEntryOf(property.id, async () =>
        expectStatus(await changeStatus(property.id, { status: 'approved', notify_client: 0 }), 200),
      );
      expect(changesOf(approval)).toEqual({
        status: ['rejected', 'approved'],
        status_reason: ['Fotos escuras.', null],
        approved_at: [null, expect.any(String) as string],
      });
    });

    it('a property deleted: one entry with the values it had', async () => {
      const { testApi, admin } = fixture();
      const property = await newProperty({}, [photo('mainImage', await aPhoto())]);
      const before = await entryCount(testApi);
      expectStatus(await asStaff(testApi, admin.token, `/api/properties/${property.id}`, { method: 'DELETE' }), 200);
      expect(await entryCount(testApi)).toBe(before + 1);
      const [entry] = (await trailOf('property', `&record_id=${property.id}`)).data;
      expect(entry).toMatchObject({ action: 'deleted', record_label: `${property.code} — Apartamento com varanda gourmet no Cambuí` });
      expect(changesOf(entry!)).toMatchObject({
        code: [property.code, null],
        price: [690000, null],
        status: ['in_analysis', null],
        images: [JSON.stringify(property.images), null],
      });
    });

    it('a write refused (bad field, unknown or not the broker’s property, no permission, unreadable photo, database failure) writes none', async () => {
      const { testApi } = fixture();
      const property = await newProperty();
      const broker = await staffAccount(testApi, { role: 'broker', permissions: ['imoveis'] });
      const clerk = await staffAccount(testApi, { role: 'administrative', permissions: ['clientes'] });
      const broken = Buffer.concat([(await aPhoto()).subarray(0, 200), Buffer.alloc(5000, 7)]);
      const before = await entryCount(testApi);

      expectStatus(await create({ ...staffFields(), title: '' }), 422);
      expectStatus(await update(property.id, { price: '-1' }), 422);
      expectStatus(await changeStatus(property.id, { status: 'rejected' }), 422);
      expectStatus(await update(property.id, { title: 'Sem foto' }, [photo('otherImages', broken, 'quebrada.jpg')]), 422);
      expectStatus(await update(property.id + 100_000, { price: '1' }), 404);
      expectStatus(await changeStatus(property.id + 100_000, { status: 'approved' }), 404);
      expect((await update(property.id, { price: '1' }, [], broker.token)).json).toEqual(PROPERTY_NOT_FOUND);
      expect((await changeStatus(property.id, { status: 'approved' }, broker.token)).json).toEqual(PROPERTY_NOT_FOUND);
      const brokerDelete = await asStaff(testApi, broker.token, `/api/properties/${property.id}`, { method: 'DELETE' });
      expect([brokerDelete.status, brokerDelete.json]).toEqual([404, PROPERTY_NOT_FOUND]);
      const clerkUpdate = await update(property.id, { price: '1' }, [], clerk.token);
      expect([clerkUpdate.status, clerkUpdate.json]).toEqual([403, FORBIDDEN]);
      await whileDatabaseRefuses(testApi, dialect, 'update', async () => {
        expectStatus(await create(staffFields()), 500);
        expectStatus(await update(property.id, { price: '1' }), 500);
      });
      expectStatus(await update(property.id, { price: '690000' }), 200);
      expect(await entryCount(testApi)).toBe(before);
    });

    it('a broker reads the history of their own property, and not of anyone else’s', async () => {
      const { testApi, admin } = fixture();
      const broker = await staffAccount(testApi, { name: 'Bruno Carvalho', role: 'broker', permissions: ['imoveis'] });
      const own = await newProperty({}, [], broker.token);
      expectStatus(await update(own.id, { price: '650000' }, [], broker.token), 200);
      const someoneElses = await newProperty();
      const { data } = await recordHistory(testApi, broker.token, 'property', own.id);
      expect(data.map((entry) => [entry.action, entry.actor?.name])).toEqual([
        ['updated', 'Bruno Carvalho'],
        ['created', 'Bruno Carvalho'],
      ]);
      const refused = await asStaff(testApi, broker.token, `/api/audit/records/property/${someoneElses.id}`);
      expect(refused.status).toBe(404);
      expect((await recordHistory(testApi, admin.token, 'property', someoneElses.id)).data).toHaveLength(1);
    });

    it('the feed’s token replaced: one entry saying it changed, never the token; a broker’s refusal writes none', async () => {
      const { testApi, admin } = fixture();
      const broker = await staffAccount(testApi, { role: 'broker', permissions: ['imoveis'] });
      const before = await entryCount(testApi);
      expect((await asStaff(testApi, broker.token, '/api/portals/feed-token', { method: 'POST' })).status).toBe(403);
      expect(await entryCount(testApi)).toBe(before);
      const tokens: string[] = [];
      for (let time = 0; time < 2; time += 1) {
        const replaced = await asStaff(testApi, admin.token, '/api/portals/feed-token', { method: 'POST' });
        expectStatus(replaced, 200);
        tokens.push((replaced.json as { token: string }).token);
      }
      expect(await entryCount(testApi)).toBe(before + 2);
      const { data } = await trailOf('portal_feed');
      expect(data.map((entry) => entry.action)).toEqual(['updated', 'created']);
      for (const entry of data) {
        expect(entry).toMatchObject({ actor: { id: admin.id }, record_type: 'portal_feed', record_label: 'Feed dos portais' });
        expect(entry.changes).toEqual([{ field: 'token', secret: true }]);
        for (const token of tokens) expect(JSON.stringify(entry)).not.toContain(token);
      }
    });

    it('a portal’s lead address replaced: one entry named after the portal, the secret never kept; a broker’s refusal writes none', async () => {
      const { testApi, admin } = fixture();
      const broker = await staffAccount(testApi, { role: 'broker', permissions: ['leads'] });
      const before = await entryCount(testApi);
      expect((await sendJson(testApi, broker.token, 'POST', '/api/portal-leads/addresses/chaves-na-mao', {})).status).toBe(403);
      expect((await sendJson(testApi, admin.token, 'POST', '/api/portal-leads/addresses/imovelweb', {})).status).toBe(404);
      expect(await entryCount(testApi)).toBe(before);
      const secrets: string[] = [];
      for (let time = 0; time < 2; time += 1) {
        const replaced = await sendJson(testApi, admin.token, 'POST', '/api/portal-leads/addresses/chaves-na-mao', {});
        expectStatus(replaced, 200);
        secrets.push((replaced.json as { secret: string }).secret);
      }
      expect(await entryCount(testApi)).toBe(before + 2);
      const key = await testApi.db
        .selectFrom('portal_lead_keys')
        .select(['id', 'secret_hash'])
        .where('portal', '=', 'chaves-na-mao')
        .executeTakeFirstOrThrow();
      const { data } = await recordHistory(testApi, admin.token, 'portal_address', key.id);
      expect(data.map((entry) => [entry.action, entry.record_label, entry.actor?.id])).toEqual([
        ['updated', 'Chaves na Mão', admin.id],
        ['created', 'Chaves na Mão', admin.id],
      ]);
      expect(data.map(changesOf)).toEqual([{ secret_hash: 'alterada' }, { portal: [null, 'chaves-na-mao'], secret_hash: 'alterada' }]);
      for (const entry of data) {
        for (const secret of [...secrets, key.secret_hash]) expect(JSON.stringify(entry)).not.toContain(secret);
      }
    });
  });
}
