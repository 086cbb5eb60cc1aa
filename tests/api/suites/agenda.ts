import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expectStatus, sendJson, staffAccount, usePeopleApi, type StaffAccount } from '../support/people.js';
import { asStaff, insertTestProperty } from '../support/staff.js';
import type { Dialect, TestApi } from '../support/test-api.js';

const NOT_FOUND = { message: 'A visita não foi encontrada.' };

interface VisitData {
  id: number;
  status: string;
  starts_at: string;
  ends_at: string;
  name: string;
  phone: string;
  interest: number | null;
  cancel_reason: string | null;
  property: { id: number; code: string };
  broker: { id: number; name: string };
}

/** A day some weeks ahead, on a weekday, as AAAA-MM-DD: far from today's clock. */
function futureWeekday(weeksAhead: number, weekday = 2): string {
  const day = new Date(Date.now() + weeksAhead * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

async function broker(testApi: TestApi, name: string): Promise<StaffAccount> {
  return staffAccount(testApi, { name, role: 'broker', permissions: ['agenda'] });
}

/** The staff's agenda: booking, clashes, the visit's course, and each broker seeing only their own. */
export function agendaSuite(dialect: Dialect): void {
  describe('brokers’ agenda', () => {
    const fixture = usePeopleApi(dialect);
    const send = (account: { token: string }, method: string, path: string, body: unknown) =>
      sendJson(fixture().testApi, account.token, method, path, body);
    const auditOf = (id: number) =>
      fixture()
        .testApi.db.selectFrom('audit_entries')
        .select(['action', 'record_label'])
        .where('record_type', '=', 'visit')
        .where('record_id', '=', id)
        .execute();

    it('books a visit in São Paulo time, refuses one that overlaps it naming the clash, and audits the booking', async () => {
      const { testApi, admin } = fixture();
      const ana = await broker(testApi, 'Ana Corretora');
      const propertyId = await insertTestProperty(testApi, { user_id: ana.id, title: 'Apartamento no Cambuí' });
      const day = futureWeekday(3);
      const created = await send(admin, 'POST', '/api/visits', {
        property_id: propertyId,
        day,
        time: '10:00',
        duration_minutes: 90,
        name: 'Carlos Souza',
        phone: '(19) 99876-5432',
      });
      expectStatus(created, 201);
      const visit = (created.json as { message: string; data: VisitData }).data;
      expect((created.json as { message: string }).message).toBe('Visita agendada com sucesso!');
      expect(visit).toMatchObject({ status: 'confirmed', name: 'Carlos Souza', phone: '19998765432', broker: { id: ana.id } });
      expect(visit.starts_at).toBe(`${day}T13:00:00.000Z`);
      expect(visit.ends_at).toBe(`${day}T14:30:00.000Z`);
      expect(await auditOf(visit.id)).toEqual([
        { action: 'created', record_label: `Visita de ${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)} às 10:00` },
      ]);

      const clash = await send(admin, 'POST', '/api/visits', {
        property_id: propertyId,
        day,
        time: '11:00',
        name: 'Outra Pessoa',
        phone: '19999990000',
      });
      expect(clash.status).toBe(409);
      const message = `O corretor já tem uma visita das 10:00 às 11:30 de ${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)} (${visit.property.code}).`;
      expect(clash.json).toEqual({ message, errors: { time: [message] } });
      // Right after it ends is free.
      expectStatus(
        await send(admin, 'POST', '/api/visits', {
          property_id: propertyId,
          day,
          time: '11:30',
          name: 'Outra Pessoa',
          phone: '19999990000',
        }),
        201,
      );
    });

    it('refuses a visit without property, time or person, storing nothing', async () => {
      const { testApi, admin } = fixture();
      const before = (await testApi.db.selectFrom('visits').select('id').execute()).length;
      const answer = await send(admin, 'POST', '/api/visits', { duration_minutes: 5 });
      expect(answer.status).toBe(422);
      expect((answer.json as { errors: Record<string, string[]> }).errors).toEqual({
        property_id: ['Escolha o imóvel da visita.'],
        broker_id: ['Escolha o corretor da visita.'],
        name: ['Informe o nome de quem vai visitar.'],
        phone: ['Informe o telefone de quem vai visitar.'],
        day: ['Informe o dia da visita.'],
        time: ['Informe o horário da visita (HH:MM).'],
        duration_minutes: ['Informe a duração em minutos, de 15 a 480.'],
      });
      const unknownCode = await send(admin, 'POST', '/api/visits', {
        property_code: 'ZZ-999999-2026',
        day: futureWeekday(3),
        time: '10:00',
        name: 'Ivo',
        phone: '19911115555',
      });
      expect(unknownCode.status).toBe(422);
      expect((unknownCode.json as { errors: Record<string, string[]> }).errors).toEqual({
        property_code: ['Nenhum imóvel com este código.'],
        broker_id: ['Escolha o corretor da visita.'],
      });
      expect((await testApi.db.selectFrom('visits').select('id').execute()).length).toBe(before);
    });

    it('finds the property of a visit by the code staff type, in any case', async () => {
      const { testApi, admin } = fixture();
      const ana = await broker(testApi, 'Ana Código');
      const propertyId = await insertTestProperty(testApi, { user_id: ana.id });
      const { code } = await testApi.db.selectFrom('properties').select('code').where('id', '=', propertyId).executeTakeFirstOrThrow();
      const created = await send(admin, 'POST', '/api/visits', {
        property_code: ` ${code.toLowerCase()} `,
        day: futureWeekday(6),
        time: '11:00',
        name: 'Júlia Reis',
        phone: '19911116666',
      });
      expectStatus(created, 201);
      expect((created.json as { data: VisitData }).data).toMatchObject({ property: { id: propertyId, code }, broker: { id: ana.id } });
    });

    it('takes the person of a client, confirms, reschedules, cancels with a reason and records an outcome', async () => {
      const { testApi } = fixture();
      const bia = await broker(testApi, 'Bia Corretora');
      const propertyId = await insertTestProperty(testApi, { user_id: bia.id });
      const clientId = (
        await testApi.db
          .insertInto('clients')
          .values({
            name: 'Helena Prado',
            email: 'helena@exemplo.com.br',
            phone: '19988887777',
            is_active: 1,
            created_at: '2026-01-01',
            updated_at: '2026-01-01',
            search_name: 'helena prado',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const day = futureWeekday(4);
      const created = (
        (await send(bia, 'POST', '/api/visits', { property_id: propertyId, client_id: clientId, day, time: '15:00' })).json as {
          data: VisitData;
        }
      ).data;
      expect(created).toMatchObject({ name: 'Helena Prado', phone: '19988887777', broker: { id: bia.id } });
      const ofClient = (await asStaff(testApi, bia.token, `/api/visits/of?client_id=${clientId}`)).json as { data: VisitData[] };
      expect(ofClient.data.map((visit) => visit.id)).toEqual([created.id]);

      const moved = await send(bia, 'POST', `/api/visits/${created.id}/reschedule`, { day, time: '16:00' });
      expectStatus(moved, 200);
      expect((moved.json as { data: VisitData }).data.starts_at).toBe(`${day}T19:00:00.000Z`);
      const tooEarly = await send(bia, 'POST', `/api/visits/${created.id}/outcome`, { attended: true, interest: 4 });
      expect(tooEarly.status).toBe(409);
      expect(await send(bia, 'POST', `/api/visits/${created.id}/cancel`, {})).toMatchObject({ status: 422 });
      const cancelled = await send(bia, 'POST', `/api/visits/${created.id}/cancel`, { reason: 'Cliente desistiu.' });
      expectStatus(cancelled, 200);
      expect((cancelled.json as { data: VisitData }).data).toMatchObject({ status: 'cancelled', cancel_reason: 'Cliente desistiu.' });
      expect((await send(bia, 'POST', `/api/visits/${created.id}/confirm`, {})).status).toBe(409);

      // A visit whose time has come gets its outcome.
      const past = await testApi.db
        .insertInto('visits')
        .values({
          property_id: propertyId,
          broker_id: bia.id,
          lead_id: null,
          client_id: clientId,
          name: 'Helena Prado',
          phone: '19988887777',
          email: null,
          starts_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          ends_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          status: 'confirmed',
          created_by: bia.id,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const noInterest = await send(bia, 'POST', `/api/visits/${past.id}/outcome`, { attended: true, interest: 7 });
      expect((noInterest.json as { errors: object }).errors).toEqual({ interest: ['Informe o interesse do cliente, de 1 a 5.'] });
      const done = await send(bia, 'POST', `/api/visits/${past.id}/outcome`, { attended: true, interest: 5, comment: 'Adorou a varanda.' });
      expectStatus(done, 200);
      expect((done.json as { data: VisitData }).data).toMatchObject({ status: 'done', interest: 5 });
      expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['created', 'updated', 'updated']);
    });

    it('shows a broker only their own visits and answers 404 for another’s, while staff see every agenda', async () => {
      const { testApi, admin } = fixture();
      const caio = await broker(testApi, 'Caio Corretor');
      const duda = await broker(testApi, 'Duda Corretora');
      const propertyId = await insertTestProperty(testApi, { user_id: caio.id });
      const day = futureWeekday(5);
      const ofCaio = (
        (await send(admin, 'POST', '/api/visits', { property_id: propertyId, day, time: '09:00', name: 'Eva', phone: '19911112222' }))
          .json as { data: VisitData }
      ).data;
      const ofDuda = (
        (
          await send(admin, 'POST', '/api/visits', {
            property_id: propertyId,
            broker_id: duda.id,
            day,
            time: '09:00',
            name: 'Fabi',
            phone: '19911113333',
          })
        ).json as { data: VisitData }
      ).data;
      const period = `from=${day}T00:00:00.000Z&to=${day}T23:59:59.000Z`;
      const seenBy = async (account: { token: string }, query = period) =>
        ((await asStaff(testApi, account.token, `/api/visits?${query}`)).json as { data: VisitData[] }).data.map((visit) => visit.id);
      expect(await seenBy(caio)).toEqual([ofCaio.id]);
      expect(await seenBy(caio, `${period}&broker_id=${duda.id}`)).toEqual([ofCaio.id]);
      expect(await seenBy(admin)).toEqual(expect.arrayContaining([ofCaio.id, ofDuda.id]));
      expect(await seenBy(admin, `${period}&broker_id=${duda.id}`)).toEqual([ofDuda.id]);

      for (const [method, path] of [
        ['GET', `/api/visits/${ofDuda.id}`],
        ['POST', `/api/visits/${ofDuda.id}/confirm`],
        ['POST', `/api/visits/${ofDuda.id}/cancel`],
      ] as const) {
        const answer = method === 'GET' ? await asStaff(testApi, caio.token, path) : await send(caio, method, path, { reason: 'x' });
        expect(answer.status, path).toBe(404);
        expect(answer.json).toEqual(NOT_FOUND);
      }
      // A broker books for themselves, whatever broker they name.
      const own = (
        (
          await send(duda, 'POST', '/api/visits', {
            property_id: propertyId,
            broker_id: caio.id,
            day,
            time: '14:00',
            name: 'Gil',
            phone: '19911114444',
          })
        ).json as { data: VisitData }
      ).data;
      expect(own.broker.id).toBe(duda.id);
      // A property's visits, newest first; a broker sees only their own among them.
      const ofProperty = async (account: { token: string }, query: string) => {
        const answer = await asStaff(testApi, account.token, `/api/visits/of?${query}`);
        expectStatus(answer, 200);
        return (answer.json as { data: VisitData[] }).data.map((visit) => visit.id);
      };
      expect(await ofProperty(admin, `property_id=${propertyId}`)).toEqual([own.id, ofDuda.id, ofCaio.id]);
      expect(await ofProperty(caio, `property_id=${propertyId}`)).toEqual([ofCaio.id]);
      const brokersSeenBy = async (account: { token: string }) =>
        ((await asStaff(testApi, account.token, '/api/visits/brokers')).json as { data: { id: number; name: string }[] }).data;
      expect(await brokersSeenBy(caio)).toEqual([{ id: caio.id, name: 'Caio Corretor' }]);
      expect(await brokersSeenBy(admin)).toEqual(
        expect.arrayContaining([
          { id: caio.id, name: 'Caio Corretor' },
          { id: duda.id, name: 'Duda Corretora' },
        ]),
      );
      for (const query of ['', 'property_id=abc', `property_id=${propertyId}&lead_id=1`]) {
        const refused = await asStaff(testApi, admin.token, `/api/visits/of?${query}`);
        expect(refused.status, query).toBe(422);
        expect(refused.json).toEqual({ message: 'Informe o lead, o cliente ou o imóvel das visitas (lead_id, client_id ou property_id).' });
      }
      const badPeriod = await asStaff(testApi, admin.token, '/api/visits?from=ontem');
      expect(badPeriod.status).toBe(422);
    });

    it('gives each broker a private calendar feed of their own visits only, replaceable', async () => {
      const { testApi, admin } = fixture();
      const gil = await broker(testApi, 'Gil Corretor');
      const hana = await broker(testApi, 'Hana Corretora');
      const propertyId = await insertTestProperty(testApi, { user_id: gil.id, title: 'Casa da agenda' });
      const day = futureWeekday(2, 3);
      const visitFor = async (account: StaffAccount, time: string, name: string) =>
        expectStatus(
          await send(admin, 'POST', '/api/visits', {
            property_id: propertyId,
            broker_id: account.id,
            day,
            time,
            name,
            phone: '19933334444',
          }),
          201,
        );
      await visitFor(gil, '09:00', 'Cliente do Gil');
      await visitFor(hana, '09:00', 'Cliente da Hana');

      const token = ((await asStaff(testApi, gil.token, '/api/visits/calendar-feed')).json as { data: { token: string } }).data.token;
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(((await asStaff(testApi, gil.token, '/api/visits/calendar-feed')).json as { data: { token: string } }).data.token).toBe(token);
      const feed = await testApi.request(`/api/calendar-feeds/${token}`);
      expectStatus(feed, 200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const events = new ICAL.Component(ICAL.parse(feed.text) as unknown[])
        .getAllSubcomponents('vevent')
        .map((event) => new ICAL.Event(event));
      expect(events.map((event) => event.summary)).toEqual([expect.stringContaining('Cliente do Gil')]);
      expect(events[0]?.startDate.toJSDate().toISOString()).toBe(`${day}T12:00:00.000Z`);

      const replaced = await send(gil, 'POST', '/api/visits/calendar-feed', {});
      expectStatus(replaced, 200);
      const fresh = (replaced.json as { data: { token: string } }).data.token;
      expect(fresh).not.toBe(token);
      expect((await testApi.request(`/api/calendar-feeds/${token}`)).status).toBe(404);
      expectStatus(await testApi.request(`/api/calendar-feeds/${fresh}`), 200);
      const [entry] = await testApi.db
        .selectFrom('audit_entries')
        .select(['record_type', 'record_id', 'action'])
        .where('record_type', '=', 'user')
        .where('record_id', '=', gil.id)
        .orderBy('id', 'desc')
        .execute();
      expect(entry).toEqual({ record_type: 'user', record_id: gil.id, action: 'updated' });
      expect((await testApi.request('/api/calendar-feeds/nao-existe')).status).toBe(404);
    });

    it('lets a broker reach their own agenda without a permission, and refuses it to other staff without agenda', async () => {
      const { testApi, admin } = fixture();
      const plain = await staffAccount(testApi, { name: 'Corretor Sem Permissão', role: 'broker', permissions: [] });
      const propertyId = await insertTestProperty(testApi, { user_id: plain.id });
      const day = futureWeekday(6);
      const created = await send(admin, 'POST', '/api/visits', {
        property_id: propertyId,
        day,
        time: '10:00',
        name: 'Iara',
        phone: '19955556666',
      });
      expectStatus(created, 201);
      const own = await asStaff(testApi, plain.token, `/api/visits?from=${day}T00:00:00Z&to=${day}T23:59:00Z`);
      expectStatus(own, 200);
      expect((own.json as { data: VisitData[] }).data.map((visit) => visit.name)).toEqual(['Iara']);
      const other = await staffAccount(testApi, { name: 'Sem Agenda', role: 'administrative', permissions: ['imoveis'] });
      expect((await asStaff(testApi, other.token, '/api/visits?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z')).status).toBe(403);
      expect((await send(other, 'POST', '/api/visits', {})).status).toBe(403);
    });
  });
}
