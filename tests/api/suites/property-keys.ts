import { describe, expect, it } from 'vitest';
import { expectFormErrors, expectStatus, sendJson, staffAccount, usePeopleApi, type StaffAccount } from '../support/people.js';
import { asStaff, FORBIDDEN, insertTestProperty } from '../support/staff.js';
import type { Dialect, TestApi } from '../support/test-api.js';

interface KeyData {
  id: number;
  label: string;
  location: string;
  code: string | null;
  holder: { broker: { id: number; name: string }; since: string; due_at: string; overdue: boolean; visit_id: number | null } | null;
}

interface CheckoutData {
  id: number;
  key: { label: string };
  broker: { name: string };
  checked_in_at: string | null;
  checked_in_by: { name: string } | null;
  overdue: boolean;
}

/** São Paulo's `AAAA-MM-DD HH:MM`, `hours` from now. */
function saoPauloIn(hours: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** `05/12/2026 10:12` of an ISO instant, on São Paulo's clock. */
function writtenOut(instant: string): string {
  const [day, time] = saoPauloIn((Date.parse(instant) - Date.now()) / 3_600_000).split(' ');
  const [year, month, date] = (day ?? '').split('-');
  return `${date}/${month}/${year} ${time}`;
}

/** The properties' keys: registered, lent to a broker once at a time, taken back, overdue, and audited. */
export function propertyKeysSuite(dialect: Dialect): void {
  describe('property keys', () => {
    const fixture = usePeopleApi(dialect);
    const send = (account: { token: string }, method: string, path: string, body: unknown = {}) =>
      sendJson(fixture().testApi, account.token, method, path, body);
    const keysOf = async (account: { token: string }, propertyId: number) =>
      (await asStaff(fixture().testApi, account.token, `/api/properties/${propertyId}/keys`)).json as {
        data: KeyData[];
        history: CheckoutData[];
      };
    const broker = (testApi: TestApi, name: string, permissions: string[] = []): Promise<StaffAccount> =>
      staffAccount(testApi, { name, role: 'broker', permissions });
    const auditOf = (type: string, id: number) =>
      fixture()
        .testApi.db.selectFrom('audit_entries')
        .select(['action', 'record_label', 'actor_name'])
        .where('record_type', '=', type)
        .where('record_id', '=', id)
        .orderBy('id')
        .execute();
    const register = async (propertyId: number, label = 'Portão + apartamento') => {
      const created = await send(fixture().admin, 'POST', `/api/properties/${propertyId}/keys`, {
        label,
        location: 'Quadro da recepção',
        code: 'G-12',
      });
      expectStatus(created, 201);
      return (created.json as { data: KeyData }).data;
    };

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
