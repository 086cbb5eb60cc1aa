import { describe, expect, it } from 'vitest';
import { brokerAccount as broker, keyCalls, saoPauloIn, writtenOut, type KeyData } from '../support/keys.js';
import { expectFormErrors, expectStatus, usePeopleApi } from '../support/people.js';
import { asStaff, insertTestProperty } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';

/** The properties' keys: registered, lent to a broker once at a time, for a visit or not, taken back, and audited. */
export function propertyKeysSuite(dialect: Dialect): void {
  describe('property keys', () => {
    const fixture = usePeopleApi(dialect);
    const { send, keysOf, auditOf, register } = keyCalls(fixture);

    it('registers a key, lends it, refuses a second loan naming the holder, takes it back, and audits each step', async () => {
      const { testApi, admin } = fixture();
      const ana = await broker(testApi, 'Ana Chaveira');
      const propertyId = await insertTestProperty(testApi, { title: 'Casa com chave' });
      const key = await register(propertyId);
      expect(key).toMatchObject({ label: 'Portão + apartamento', location: 'Quadro da recepção', code: 'G-12', holder: null });

      const out = await send(admin, 'POST', `/api/property-keys/${key.id}/checkout`, { broker_id: ana.id, due_at: saoPauloIn(3) });
      expectStatus(out, 201);
      expect((out.json as { message: string }).message).toBe('Retirada da chave registrada.');
      const lent = (out.json as { data: KeyData }).data;
      expect(lent.holder).toMatchObject({ broker: { id: ana.id, name: 'Ana Chaveira' }, overdue: false, visit_id: null });

      const again = await send(admin, 'POST', `/api/property-keys/${key.id}/checkout`, { broker_id: ana.id, due_at: saoPauloIn(4) });
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: `Esta chave já está com Ana Chaveira desde ${writtenOut(lent.holder?.since ?? '')}.` });

      const back = await send(admin, 'POST', `/api/property-keys/${key.id}/checkin`);
      expectStatus(back, 200);
      expect((back.json as { data: KeyData }).data.holder).toBeNull();
      expect((await send(admin, 'POST', `/api/property-keys/${key.id}/checkin`)).json).toEqual({
        message: 'Esta chave não está emprestada.',
      });

      const { data, history } = await keysOf(admin, propertyId);
      expect(data.map((listed) => listed.holder)).toEqual([null]);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        key: { label: 'Portão + apartamento' },
        broker: { name: 'Ana Chaveira' },
        checked_in_by: { name: 'Gestora Geral' },
      });
      const label = `Chave Portão + apartamento (${(await testApi.db.selectFrom('properties').select('code').where('id', '=', propertyId).executeTakeFirstOrThrow()).code})`;
      expect(await auditOf('property_key', key.id)).toEqual([{ action: 'created', record_label: label, actor_name: 'Gestora Geral' }]);
      const checkoutId = history[0]?.id ?? 0;
      expect((await auditOf('key_checkout', checkoutId)).map((entry) => entry.action)).toEqual(['created', 'updated']);
    });

    it('makes one loan of ten simultaneous check-outs', async () => {
      const { testApi, admin } = fixture();
      const brokers = await Promise.all(Array.from({ length: 10 }, (_, index) => broker(testApi, `Corretor ${index}`)));
      const key = await register(await insertTestProperty(testApi));
      const answers = await Promise.all(
        brokers.map((each) => send(admin, 'POST', `/api/property-keys/${key.id}/checkout`, { broker_id: each.id, due_at: saoPauloIn(2) })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      const open = await testApi.db
        .selectFrom('key_checkouts')
        .select('id')
        .where('key_id', '=', key.id)
        .where('checked_in_at', 'is', null)
        .execute();
      expect(open).toHaveLength(1);
      expect(
        await testApi.db
          .selectFrom('audit_entries')
          .select('id')
          .where('record_type', '=', 'key_checkout')
          .where('record_id', '=', open[0]?.id ?? 0)
          .execute(),
      ).toHaveLength(1);
    });

    it('refuses a due time past, too far or unreadable, a broker not named and a visit of another property, changing nothing', async () => {
      const { testApi, admin } = fixture();
      const ana = await broker(testApi, 'Ana Prazo');
      const key = await register(await insertTestProperty(testApi));
      const other = await insertTestProperty(testApi);
      const url = `/api/property-keys/${key.id}/checkout`;
      expectFormErrors(await send(admin, 'POST', url, { broker_id: ana.id, due_at: saoPauloIn(-1) }), {
        due_at: ['A devolução prevista precisa ser depois de agora.'],
      });
      expectFormErrors(await send(admin, 'POST', url, { broker_id: ana.id, due_at: saoPauloIn(24 * 15) }), {
        due_at: ['A devolução prevista pode ser em até 14 dias.'],
      });
      expectFormErrors(await send(admin, 'POST', url, {}), {
        broker_id: ['Escolha o corretor que leva a chave.'],
        due_at: ['Informe quando a chave deve voltar (AAAA-MM-DD HH:MM).'],
      });
      const now = new Date().toISOString();
      const visit = await testApi.db
        .insertInto('visits')
        .values({
          property_id: other,
          broker_id: ana.id,
          name: 'X',
          phone: '19999990000',
          starts_at: now,
          ends_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expectFormErrors(await send(admin, 'POST', url, { broker_id: ana.id, due_at: saoPauloIn(2), visit_id: visit.id }), {
        visit_id: ['Escolha uma visita deste imóvel com este corretor que não foi cancelada.'],
      });
      expect(await testApi.db.selectFrom('key_checkouts').select('id').where('key_id', '=', key.id).execute()).toEqual([]);
      expectFormErrors(await send(admin, 'POST', `/api/properties/${other}/keys`, {}), {
        label: ['Informe o que a chave abre (ex.: Portão + apartamento).'],
        location: ['Informe onde a chave fica guardada.'],
      });
    });

    it('lends a key for a visit of its property by that broker, and refuses a cancelled one', async () => {
      const { testApi, admin } = fixture();
      const gil = await broker(testApi, 'Gil Visitas');
      const propertyId = await insertTestProperty(testApi);
      const key = await register(propertyId);
      const now = new Date().toISOString();
      const visitOf = async (status: 'confirmed' | 'cancelled') =>
        (
          await testApi.db
            .insertInto('visits')
            .values({
              property_id: propertyId,
              broker_id: gil.id,
              name: 'Y',
              phone: '19999990000',
              status,
              starts_at: now,
              ends_at: now,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const cancelled = await visitOf('cancelled');
      const confirmed = await visitOf('confirmed');
      const url = `/api/property-keys/${key.id}/checkout`;
      expectFormErrors(await send(admin, 'POST', url, { broker_id: gil.id, due_at: saoPauloIn(2), visit_id: cancelled }), {
        visit_id: ['Escolha uma visita deste imóvel com este corretor que não foi cancelada.'],
      });
      const lent = await send(admin, 'POST', url, { broker_id: gil.id, due_at: saoPauloIn(2), visit_id: confirmed });
      expectStatus(lent, 201);
      expect((lent.json as { data: KeyData }).data.holder).toMatchObject({ broker: { id: gil.id }, visit_id: confirmed });
      const { choices } = (await asStaff(testApi, admin.token, `/api/properties/${propertyId}/keys`)).json as {
        choices: { visits: { id: number }[] };
      };
      expect(choices.visits.map((visit) => visit.id)).toEqual([confirmed]);
    });
  });
}
