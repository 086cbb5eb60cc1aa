import { describe, expect, it } from 'vitest';
import { asStaff, jsonBody, propertyRow } from '../support/staff.js';
import { FORM_MESSAGE, staffFields, useStaffPropertyApi, type Saved } from '../support/staff-forms.js';
import type { Dialect } from '../support/test-api.js';

const PRIVACY_MESSAGE = 'Escolha quanto do endereço é público: endereço completo, só a rua ou só o bairro.';

interface PublicAddress {
  address: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string;
  state: string | null;
  zip_code: string | null;
  address_privacy: string;
}

/** How much of a property's address staff make public, what the public calls answer, and the approval date. */
export function addressPrivacySuite(dialect: Dialect): void {
  describe('address privacy and approval date of a property', () => {
    const api = useStaffPropertyApi(dialect);

    const createApproved = async (fields: Record<string, string> = {}) => {
      const response = await api().create({ ...staffFields(), ...fields });
      expect(response.status, response.text).toBe(201);
      return (response.json as Saved).data;
    };
    const publicAddressOf = async (slug: string): Promise<PublicAddress> => {
      const response = await api().testApi.request(`/api/properties/slug/${slug}`);
      expect(response.status, response.text).toBe(200);
      return (response.json as { data: PublicAddress }).data;
    };
    const pick = ({ address, number, complement, neighborhood, city, state, zip_code }: PublicAddress) => ({
      address,
      number,
      complement,
      neighborhood,
      city,
      state,
      zip_code,
    });

    it("is 'street' when staff do not choose, and staff still read the whole address", async () => {
      const saved = await createApproved();
      expect(saved).toMatchObject({
        address_privacy: 'street',
        address: 'Rua Coronel Quirino',
        number: '900',
        complement: 'Apto 81',
        zip_code: '13025-002',
      });
      const read = await asStaff(api().testApi, api().token, `/api/properties/${saved.id}`);
      expect((read.json as Saved).data).toMatchObject({ address_privacy: 'street', number: '900', complement: 'Apto 81' });
    });

    it('refuses a choice outside the three with a pt-BR message and changes nothing', async () => {
      const before = await api()
        .testApi.db.selectFrom('properties')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      const refused = await api().create({ ...staffFields(), address_privacy: 'secret' });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.json).toEqual({ message: FORM_MESSAGE, errors: { address_privacy: [PRIVACY_MESSAGE] } });
      const after = await api()
        .testApi.db.selectFrom('properties')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));

      const saved = await createApproved({ address_privacy: 'full' });
      const update = await api().update(saved.id, { address_privacy: 'Só a rua' });
      expect(update.status, update.text).toBe(422);
      expect((update.json as { errors: Record<string, string[]> }).errors.address_privacy).toEqual([PRIVACY_MESSAGE]);
      expect((await propertyRow(api().testApi, saved.id))?.address_privacy).toBe('full');
    });

    it('answers the public calls with only the part of the address the choice allows', async () => {
      const full = await createApproved({ address_privacy: 'full', title: 'Apartamento com endereço completo no Cambuí' });
      const street = await createApproved({ address_privacy: 'street', title: 'Apartamento só com a rua no Cambuí' });
      const neighborhood = await createApproved({ address_privacy: 'neighborhood', title: 'Apartamento só com o bairro no Cambuí' });
      const place = { neighborhood: 'Cambuí', city: 'Campinas', state: 'SP' };

      expect(pick(await publicAddressOf(full.slug as string))).toEqual({
        address: 'Rua Coronel Quirino',
        number: '900',
        complement: 'Apto 81',
        zip_code: '13025-002',
        ...place,
      });
      expect(pick(await publicAddressOf(street.slug as string))).toEqual({
        address: 'Rua Coronel Quirino',
        number: null,
        complement: null,
        zip_code: '13025-002',
        ...place,
      });
      expect(pick(await publicAddressOf(neighborhood.slug as string))).toEqual({
        address: null,
        number: null,
        complement: null,
        zip_code: null,
        ...place,
      });

      const list = await api().testApi.request('/api/properties');
      const listed = (list.json as { data: [{ properties: (PublicAddress & { id: number })[] }] }).data[0].properties;
      const byId = new Map(listed.map((property) => [property.id, property]));
      expect(byId.get(street.id)).toMatchObject({ address_privacy: 'street', number: null, complement: null });
      expect(byId.get(neighborhood.id)).toMatchObject({ address: null, zip_code: null });

      const changed = await api().update(full.id, { address_privacy: 'neighborhood' });
      expect(changed.status, changed.text).toBe(200);
      expect(await publicAddressOf(full.slug as string)).toMatchObject({ address: null, number: null, complement: null });
    });

    it('dates the approval when the property becomes approved, and keeps the date while it stays approved', async () => {
      const created = await createApproved();
      expect(created.approved_at).toBe(created.created_at);

      const pending = await createApproved({ status: 'in_analysis' });
      expect(pending.approved_at).toBeNull();
      const before = Date.now();
      const approved = await asStaff(api().testApi, api().token, `/api/properties/${pending.id}/status`, {
        method: 'PUT',
        ...jsonBody({ status: 'approved', notify_client: 0 }),
      });
      expect(approved.status, approved.text).toBe(200);
      const approvedAt = (approved.json as Saved).data.approved_at as string;
      expect(Date.parse(approvedAt)).toBeGreaterThanOrEqual(before - 1000);

      const edited = await api().update(pending.id, { title: 'Apartamento aprovado e depois editado', status: 'approved' });
      expect(edited.status, edited.text).toBe(200);
      expect((edited.json as Saved).data.approved_at).toBe(approvedAt);

      const again = await createApproved({ status: 'rejected' });
      const reapproved = await api().update(again.id, { status: 'approved' });
      expect((reapproved.json as Saved).data.approved_at).toEqual(expect.any(String));
      expect((await publicAddressOf(again.slug as string)) as unknown).toMatchObject({
        approved_at: (reapproved.json as Saved).data.approved_at,
      });
    });
  });
}
