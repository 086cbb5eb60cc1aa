import { describe, expect, it } from 'vitest';
import { brokerAccount as broker, keyCalls, saoPauloIn, type CheckoutData, type KeyData } from '../support/keys.js';
import { expectStatus, staffAccount, usePeopleApi } from '../support/people.js';
import { asStaff, FORBIDDEN, insertTestProperty } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';

/** Who handles the properties' keys, the keys past due for their broker and the administrators, and removing a key. */
export function propertyKeysAccessSuite(dialect: Dialect): void {
  describe('property keys: access, overdue and removal', () => {
    const fixture = usePeopleApi(dialect);
    const { send, keysOf, auditOf, register } = keyCalls(fixture);

    it('lets a broker take any key themselves and bring it back, and refuses a user without imoveis or agenda before the body', async () => {
      const { testApi, admin } = fixture();
      const bia = await broker(testApi, 'Bia Corretora');
      const caio = await broker(testApi, 'Caio Corretor');
      const clerk = await staffAccount(testApi, { name: 'Sem Chaves', role: 'administrative', permissions: ['clientes'] });
      const propertyId = await insertTestProperty(testApi, { user_id: admin.id });
      const key = await register(propertyId);
      const url = `/api/property-keys/${key.id}/checkout`;
      const offered = (await asStaff(testApi, bia.token, `/api/properties/${propertyId}/keys`)).json as { choices: { brokers: unknown[] } };
      expect(offered.choices.brokers).toEqual([{ id: bia.id, name: 'Bia Corretora' }]);
      const unreadable = await asStaff(testApi, clerk.token, url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{nope',
      });
      expect([unreadable.status, unreadable.json]).toEqual([403, FORBIDDEN]);
      expect((await asStaff(testApi, clerk.token, `/api/properties/1/keys`)).status).toBe(403);
      expect((await send(bia, 'POST', `/api/properties/1/keys`, { label: 'X', location: 'Y' })).status).toBe(403);

      const taken = await send(bia, 'POST', url, { broker_id: caio.id, due_at: saoPauloIn(1) });
      expectStatus(taken, 201);
      expect((taken.json as { data: KeyData }).data.holder?.broker.id).toBe(bia.id);
      const notHers = await send(caio, 'POST', `/api/property-keys/${key.id}/checkin`);
      expect([notHers.status, notHers.json]).toEqual([
        403,
        { message: 'Só quem está com a chave, ou quem tem a permissão Imóveis ou Agenda, registra a devolução.' },
      ]);
      expectStatus(await send(bia, 'POST', `/api/property-keys/${key.id}/checkin`), 200);
      expect((await send(bia, 'POST', '/api/property-keys/999999/checkout', {})).json).toEqual({ message: 'A chave não foi encontrada.' });
    });

    it('shows a key past due as overdue to its broker and to the administrators, and only to them', async () => {
      const { testApi, admin } = fixture();
      const dora = await broker(testApi, 'Dora Atrasada');
      const eli = await broker(testApi, 'Eli Em Dia');
      const propertyId = await insertTestProperty(testApi);
      const key = await register(propertyId, 'Portão');
      expectStatus(await send(dora, 'POST', `/api/property-keys/${key.id}/checkout`, { due_at: saoPauloIn(1) }), 201);
      await testApi.db
        .updateTable('key_checkouts')
        .set({ due_at: new Date(Date.now() - 3_600_000).toISOString() })
        .where('key_id', '=', key.id)
        .execute();

      const own = (await asStaff(testApi, dora.token, '/api/key-checkouts/overdue')).json as {
        scope: string;
        total: number;
        data: CheckoutData[];
      };
      expect(own).toMatchObject({ scope: 'own', total: 1 });
      expect(own.data[0]).toMatchObject({ key: { label: 'Portão' }, broker: { name: 'Dora Atrasada' }, overdue: true });
      expect((await asStaff(testApi, eli.token, '/api/key-checkouts/overdue')).json).toEqual({ scope: 'own', total: 0, data: [] });
      const all = (await asStaff(testApi, admin.token, '/api/key-checkouts/overdue')).json as {
        scope: string;
        total: number;
        data: CheckoutData[];
      };
      expect(all.scope).toBe('all');
      expect(all.data.some((listed) => listed.broker.name === 'Dora Atrasada')).toBe(true);
      expect((await keysOf(admin, propertyId)).data[0]?.holder?.overdue).toBe(true);
    });

    it('edits and removes a key, refusing to remove one that is lent', async () => {
      const { testApi, admin } = fixture();
      const fabio = await broker(testApi, 'Fábio Corretor');
      const propertyId = await insertTestProperty(testApi);
      const key = await register(propertyId);
      const edited = await send(admin, 'POST', `/api/property-keys/${key.id}`, { label: 'Portão', location: 'Cofre', code: '' });
      expect((edited.json as { data: KeyData }).data).toMatchObject({ label: 'Portão', location: 'Cofre', code: null });
      expectStatus(await send(admin, 'POST', `/api/property-keys/${key.id}/checkout`, { broker_id: fabio.id, due_at: saoPauloIn(2) }), 201);
      const lent = await send(admin, 'DELETE', `/api/property-keys/${key.id}`);
      expect([lent.status, lent.json]).toEqual([409, { message: 'Esta chave está emprestada: registre a devolução antes de removê-la.' }]);
      expectStatus(await send(admin, 'POST', `/api/property-keys/${key.id}/checkin`), 200);
      expect((await send(admin, 'DELETE', `/api/property-keys/${key.id}`)).json).toEqual({ message: 'Chave removida.' });
      expect((await keysOf(admin, propertyId)).data).toEqual([]);
      expect((await auditOf('property_key', key.id)).map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    });
  });
}
