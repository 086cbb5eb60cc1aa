import { existsSync } from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keysOf } from '../support/contract.js';
import { photo, registrationForm, storedState } from '../support/registration.js';
import { asStaff, insertClient, insertTestProperty, PROPERTY_NOT_FOUND, propertyRow } from '../support/staff.js';
import {
  expectFiles,
  STAFF_FIELDS,
  staffFields,
  STORED_NAME,
  useStaffPropertyApi,
  type Saved,
  type StaffPropertyJson,
} from '../support/staff-forms.js';
import type { Dialect } from '../support/test-api.js';
import { whileDatabaseRefuses } from '../support/refusing-database.js';

/** Staff property create, read, update and delete, with their photos; the client list. */
export function staffPropertiesSuite(dialect: Dialect): void {
  describe('staff properties', () => {
    const fixture = useStaffPropertyApi(dialect);

    it('creates a property with its photos: 201, the message and the staff JSON', async () => {
      const { testApi, token, brokerId, clientId, jpeg, png, create } = fixture();
      const created = await create({ ...staffFields(), user_id: String(brokerId), client_id: String(clientId) }, [
        photo('mainImage', jpeg, 'fachada.jpg'),
        photo('otherImages[0]', png, 'sala.png', 'image/png'),
        photo('otherImages', jpeg, 'quarto.jpg'),
      ]);
      expect(created.status, created.text).toBe(201);
      const { message, data } = created.json as Saved;
      expect(message).toBe('Imóvel cadastrado com sucesso!');
      expect(keysOf(data)).toEqual(STAFF_FIELDS);
      expect(data).toMatchObject({
        title: 'Apartamento com varanda gourmet no Cambuí',
        operation: 'sale',
        for_sale: 1,
        for_rent: 0,
        type: 'apartment',
        status: 'approved',
        price: 890000,
        iptu_value: 3100.5,
        iptu_periodicity: 'annually',
        bedrooms: 3,
        suites: 1,
        area: 110,
        state: 'SP',
        zip_code: '13025-002',
        city: 'Campinas',
        is_active: 1,
        is_reserved: 0,
        is_launch: 0,
        features: '["pool","grill","near_school"]',
        user_id: brokerId,
        client_id: clientId,
        responsible_broker: 'Bruno Carvalho',
        responsible_broker_phone: '19997654321',
        contactName: null,
        contactPhone: null,
        contactEmail: null,
        terms_accepted: 0,
        highlights: 'Varanda gourmet\nDuas vagas',
        complement: 'Apto 81',
      });
      expect(data.code).toBe(`V-${data.id}-${data.year}`);
      expect(data.year).toBe(new Date().getFullYear());
      expect(data.images).toHaveLength(3);
      for (const name of data.images) expect(name).toMatch(STORED_NAME);
      expectFiles(testApi.dataDir, data.images, true);
      expect((await sharp(path.join(testApi.dataDir, 'images', data.images[1] ?? '')).metadata()).format).toBe('jpeg');
      expect((await storedState(testApi)).uploads).toEqual([]);

      const read = await asStaff(testApi, token, `/api/properties/${data.id}`);
      expect(read.status).toBe(200);
      expect(read.json).toEqual({ data });
    });

    it('creates with only the required fields and no photos, with the defaults', async () => {
      const response = await fixture().create({
        title: 'Terreno simples',
        operation: 'sale',
        status: 'in_analysis',
        type: 'land',
        price: '0',
        city: 'Sumaré',
      });
      expect(response.status, response.text).toBe(201);
      expect((response.json as Saved).data).toMatchObject({
        images: [],
        is_active: 1,
        is_reserved: 0,
        is_launch: 0,
        features: '[]',
        user_id: null,
        client_id: null,
        responsible_broker: null,
        description: null,
        bedrooms: 0,
        price: 0,
        iptu_value: null,
      });
    });

    it('lists every property, whatever its status or active flag, under data[0].properties', async () => {
      const { testApi, token } = fixture();
      const hidden = await insertTestProperty(testApi, {
        title: 'Desativado',
        status: 'rejected',
        is_active: 0,
        contact_email: 'dono@exemplo.com.br',
        contact_name: 'Dono',
        terms_accepted: 1,
      });
      const response = await asStaff(testApi, token, '/api/properties/fetch');
      expect(response.status).toBe(200);
      const body = response.json as { data: Array<{ properties: StaffPropertyJson[] }> };
      expect(body.data).toHaveLength(1);
      expect(Object.keys(body.data[0] ?? {})).toEqual(['properties']);
      const listed = body.data[0]?.properties ?? [];
      const ids = listed.map((property) => property.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(listed.find((property) => property.id === hidden)).toMatchObject({
        status: 'rejected',
        is_active: 0,
        contactEmail: 'dono@exemplo.com.br',
        contactName: 'Dono',
        terms_accepted: 1,
      });
      for (const property of listed) expect(keysOf(property)).toEqual(STAFF_FIELDS);
    });

    it('updates: a new main photo replaces the first, deletions go (files too), new photos are appended', async () => {
      const { testApi, token, brokerId, clientId, jpeg, png, update, createWithPhotos } = fixture();
      const before = await createWithPhotos();
      const [oldMain, second, third] = before.images;
      const response = await update(
        before.id,
        {
          title: 'Apartamento reformado no Cambuí',
          price: '910000',
          is_active: '0',
          description: '',
          imagesToDelete: JSON.stringify([second]),
        },
        [photo('mainImage', png, 'nova-fachada.png', 'image/png'), photo('otherImages[0]', jpeg, 'varanda.jpg')],
      );
      expect(response.status, response.text).toBe(200);
      const { message, data } = response.json as Saved;
      expect(message).toBe('Imóvel atualizado com sucesso!');
      expect(data).toMatchObject({
        id: before.id,
        title: 'Apartamento reformado no Cambuí',
        price: 910000,
        is_active: 0,
        description: null,
        city: 'Campinas',
        bedrooms: 3,
        features: before.features,
        user_id: brokerId,
        client_id: clientId,
        slug: before.slug,
      });
      expect(data.images).toHaveLength(3);
      const [newMain, kept, appended] = data.images;
      expect(kept).toBe(third);
      expect(before.images).not.toContain(newMain);
      expect(before.images).not.toContain(appended);
      expectFiles(testApi.dataDir, [newMain, kept, appended], true);
      expectFiles(testApi.dataDir, [oldMain, second], false);
      expect(Date.parse(String(data.updated_at))).toBeGreaterThanOrEqual(Date.parse(String(before.updated_at)));

      const put = await asStaff(testApi, token, `/api/properties/${before.id}`, {
        method: 'PUT',
        body: registrationForm({ is_reserved: '1' }, []),
      });
      expect(put.status).toBe(200);
      expect((put.json as Saved).data).toMatchObject({ is_reserved: 1, title: 'Apartamento reformado no Cambuí', images: data.images });
    });

    it('deletes a property with its photos and variants', async () => {
      const { testApi, token, createWithPhotos } = fixture();
      const property = await createWithPhotos();
      const [main] = property.images;
      expect((await testApi.request(`/images/${main}?variant=share`)).status).toBe(200);
      const shareFile = path.join(testApi.dataDir, 'image-variants', 'share', `${main}.jpg`);
      expect(existsSync(shareFile)).toBe(true);
      const response = await asStaff(testApi, token, `/api/properties/${property.id}`, { method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ message: 'Imóvel excluído com sucesso!' });
      expect(await propertyRow(testApi, property.id)).toBeUndefined();
      expectFiles(testApi.dataDir, property.images, false);
      expect(existsSync(shareFile)).toBe(false);
      for (const method of ['GET', 'DELETE']) {
        const again = await asStaff(testApi, token, `/api/properties/${property.id}`, { method });
        expect(again.status).toBe(404);
        expect(again.json).toEqual(PROPERTY_NOT_FOUND);
      }
    });

    it('answers 404 for ids that name no property', async () => {
      const { testApi, token, update } = fixture();
      for (const id of ['0', '99999999', 'abc', '1.5', '-3']) {
        const response = await asStaff(testApi, token, `/api/properties/${id}`);
        expect(response.status, id).toBe(404);
        expect(response.json).toEqual(PROPERTY_NOT_FOUND);
      }
      expect((await update(99999999, { title: 'X' })).json).toEqual(PROPERTY_NOT_FOUND);
    });

    it('answers 415 for a create that is not multipart', async () => {
      const { testApi, token } = fixture();
      const response = await asStaff(testApi, token, '/api/properties', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(staffFields()),
      });
      expect(response.status).toBe(415);
      expect(response.json).toEqual({ message: 'Envie o formulário como multipart/form-data.' });
    });

    it('removes the new photos and keeps the old ones when the database refuses the change', async () => {
      const { testApi, jpeg, update, createWithPhotos } = fixture();
      const property = await createWithPhotos();
      const before = [await propertyRow(testApi, property.id), await storedState(testApi)];
      await whileDatabaseRefuses(testApi, dialect, 'update', async () => {
        const response = await update(property.id, { title: 'Não vai', imagesToDelete: JSON.stringify([property.images[1]]) }, [
          photo('mainImage', jpeg),
          photo('otherImages', jpeg),
        ]);
        expect(response.status).toBe(500);
        expect(response.json).toEqual({ message: 'Erro interno do servidor.', requestId: response.headers.get('x-request-id') });
        expect([await propertyRow(testApi, property.id), await storedState(testApi)]).toEqual(before);
      });
    });

    it('offers the property form the active clients by name, and the chosen one, with nothing but id and name', async () => {
      const { testApi, token, clientId } = fixture();
      const inactive = await insertClient(testApi, { name: 'Álvaro Dias', email: 'alvaro@exemplo.com.br', isActive: 0 });
      const response = await asStaff(testApi, token, '/api/clients/choices');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ data: [{ id: clientId, name: 'Helena Martins' }] });
      const chosen = await asStaff(testApi, token, `/api/clients/choices?chosen_id=${inactive}`);
      expect(chosen.json).toEqual({
        data: [
          { id: inactive, name: 'Álvaro Dias' },
          { id: clientId, name: 'Helena Martins' },
        ],
      });
    });
  });
}
