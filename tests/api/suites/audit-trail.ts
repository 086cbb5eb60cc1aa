import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { changesOf, entryCount, newestEntry, recordHistory, storedEntries, type AuditPage } from '../support/audit.js';
import { expectStatus, sendJson, staffAccount, uniqueEmail, usePeopleApi } from '../support/people.js';
import { asStaff, FORBIDDEN } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';

const APPEND_ONLY = 'O registro de auditoria não pode ser alterado nem apagado.';

/** The trail itself: an entry per write in the write's transaction, none for a failed one, none ever changed; reading it. */
export function auditTrailSuite(dialect: Dialect): void {
  describe('audit trail', () => {
    const fixture = usePeopleApi(dialect);
    const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
      fixture().testApi.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${fixture().admin.token}`, ...headers },
        body: JSON.stringify(body),
      });
    async function newClient(email = uniqueEmail('auditoria')): Promise<number> {
      const response = await sendJson(fixture().testApi, fixture().admin.token, 'POST', '/api/clients', {
        name: 'Helena Martins',
        email,
        phone: '(19) 98111-2233',
      });
      expectStatus(response, 201);
      return (response.json as { data: { id: number } }).data.id;
    }

    it('a client created and changed: one entry each, who, when, from where, and each field before and after', async () => {
      const { testApi, admin } = fixture();
      const started = Date.now();
      const email = uniqueEmail('helena');
      const created = await send(
        'POST',
        '/api/clients',
        { name: 'Helena Martins', email, phone: '(19) 98111-2233' },
        { 'X-Forwarded-For': '203.0.113.7' },
      );
      expectStatus(created, 201);
      const id = (created.json as { data: { id: number } }).data.id;
      const changed = await send('PUT', `/api/clients/${id}`, { phone: '(19) 97777-0000', is_active: 0 });
      expectStatus(changed, 200);

      const { data } = await recordHistory(testApi, admin.token, 'client', id);
      expect(data.map((entry) => entry.action)).toEqual(['updated', 'created']);
      const [update, creation] = data;
      expect(creation).toMatchObject({
        actor: { id: admin.id, name: 'Gestora Geral' },
        address: '203.0.113.7',
        record_label: 'Helena Martins',
      });
      expect(changesOf(creation!)).toEqual({
        name: [null, 'Helena Martins'],
        email: [null, email],
        phone: [null, '19981112233'],
        is_active: [null, 1],
      });
      expect(changesOf(update!)).toEqual({ phone: ['19981112233', '19977770000'], is_active: [1, 0] });
      expect(Date.parse(update!.at)).toBeGreaterThanOrEqual(started - 1000);
    });

    it('a write refused (bad field, duplicate e-mail, unknown record) or changing nothing writes no entry', async () => {
      const { testApi } = fixture();
      const email = uniqueEmail('unico');
      const id = await newClient(email);
      const before = await entryCount(testApi);
      expectStatus(await send('PUT', `/api/clients/${id}`, { phone: '123' }), 422);
      expectStatus(await send('POST', '/api/clients', { name: 'Outra', email, phone: '(19) 98111-2233' }), 409);
      expectStatus(await send('PUT', `/api/clients/${id + 100_000}`, { name: 'Ninguém' }), 404);
      expectStatus(await send('PUT', `/api/clients/${id}`, { name: 'Helena Martins' }), 200);
      expect(await entryCount(testApi)).toBe(before);
    });

    it('the database refuses to change or delete an entry, whoever asks', async () => {
      const { testApi } = fixture();
      const id = await newClient();
      const [entry] = await storedEntries(testApi, 'client', id);
      await expect(sql`update audit_entries set actor_name = 'Outra pessoa' where id = ${entry!.id}`.execute(testApi.db)).rejects.toThrow(
        APPEND_ONLY,
      );
      await expect(sql`delete from audit_entries where id = ${entry!.id}`.execute(testApi.db)).rejects.toThrow(APPEND_ONLY);
      await expect(
        sql`update audit_personal_values set record_label = 'x' where entry_id = ${entry!.id}`.execute(testApi.db),
      ).rejects.toThrow(APPEND_ONLY);
      if (dialect === 'postgres') await expect(sql`truncate audit_entries`.execute(testApi.db)).rejects.toThrow(APPEND_ONLY);
      expect(await storedEntries(testApi, 'client', id)).toEqual([entry]);
    });

    it('no call writes the trail: the audit paths answer reads only', async () => {
      const { testApi, admin } = fixture();
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await asStaff(testApi, admin.token, '/api/audit', { method });
        expect(response.status).toBe(404);
        expect(response.json).toEqual({ message: expect.any(String) as string });
      }
    });

    it("a person's own values live apart from the entry, and the entry reads without them once they are gone", async () => {
      const { testApi, admin } = fixture();
      const id = await newClient();
      const [entry] = await storedEntries(testApi, 'client', id);
      expect(entry!.record_label).toBeNull();
      expect(JSON.parse(entry!.changes)).toEqual([{ field: 'is_active', before: null, after: 1 }]);
      await testApi.db.deleteFrom('audit_personal_values').where('entry_id', '=', entry!.id).execute();
      const read = await newestEntry(testApi, admin.token, 'client', id);
      expect(read.record_label).toBeNull();
      expect(changesOf(read)).toEqual({ is_active: [null, 1] });
    });

    it('the history pages by 10, newest first; the trail is searched by person, record and period', async () => {
      const { testApi, admin } = fixture();
      const id = await newClient();
      for (let index = 0; index < 11; index += 1) {
        expectStatus(await send('PUT', `/api/clients/${id}`, { name: `Helena Martins ${index}` }), 200);
      }
      const first = await recordHistory(testApi, admin.token, 'client', id);
      expect(first.data).toHaveLength(10);
      expect(first.has_more).toBe(true);
      expect(first.data[0]!.record_label).toBe('Helena Martins 10');
      const second = await recordHistory(testApi, admin.token, 'client', id, 2);
      expect(second.data.map((entry) => entry.action)).toEqual(['updated', 'created']);
      expect(second.has_more).toBe(false);

      const other = await staffAccount(testApi, { name: 'Outro Gestor', role: 'administrative', permissions: ['clientes', 'usuarios'] });
      expectStatus(await sendJson(testApi, other.token, 'PUT', `/api/clients/${id}`, { name: 'Helena Souza' }), 200);
      const byOther = (await asStaff(testApi, admin.token, `/api/audit?user_id=${other.id}&record_type=client&per_page=50`))
        .json as AuditPage;
      expect(byOther.data.map((entry) => [entry.actor?.name, entry.record_id])).toEqual([['Outro Gestor', id]]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      const todays = (
        await asStaff(testApi, admin.token, `/api/audit?from=${today}&to=${today}&record_type=client&record_id=${id}&per_page=50`)
      ).json as AuditPage;
      expect(todays.data).toHaveLength(13);
      const yesterday = (await asStaff(testApi, admin.token, `/api/audit?to=2000-01-01&record_id=${id}`)).json as AuditPage;
      expect(yesterday.data).toEqual([]);
    });

    it('a bad search is a 422 at its parameter', async () => {
      const { testApi, admin } = fixture();
      const response = await asStaff(testApi, admin.token, '/api/audit?from=2026-02-30&record_type=planeta&to=2020-01-01&per_page=500');
      expect(response.status).toBe(422);
      expect(Object.keys((response.json as { errors: Record<string, unknown> }).errors).sort()).toEqual([
        'from',
        'per_page',
        'record_type',
      ]);
    });

    it("only who manages users reads the whole trail; a record's history needs that record's permission", async () => {
      const { testApi } = fixture();
      const id = await newClient();
      const clerk = await staffAccount(testApi, { role: 'administrative', permissions: ['clientes'] });
      const broker = await staffAccount(testApi, { role: 'broker', permissions: ['imoveis'] });
      expect((await asStaff(testApi, clerk.token, '/api/audit')).json).toEqual(FORBIDDEN);
      expect((await recordHistory(testApi, clerk.token, 'client', id)).data).toHaveLength(1);
      const refused = await asStaff(testApi, broker.token, `/api/audit/records/client/${id}`);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual(FORBIDDEN);
      expect((await asStaff(testApi, clerk.token, `/api/audit/records/planeta/${id}`)).status).toBe(404);
    });
  });
}
