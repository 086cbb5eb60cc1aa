import { describe, expect, it } from 'vitest';
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../shared/privacy-notice.js';
import ICAL from 'ical.js';
import { expectStatus, sendJson, staffAccount, usePeopleApi } from '../support/people.js';
import { insertTestProperty } from '../support/staff.js';
import type { ApiResponse, Dialect, TestApi } from '../support/test-api.js';
import { getAs, postJson } from '../support/visitors.js';

const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
const SLOT_TAKEN = 'Este horário acabou de ser reservado. Escolha outro.';
const NOT_BOOKABLE = { message: 'Este imóvel não aceita agendamento de visitas pelo site.' };
const SLOT_NOT_OFFERED = 'Este horário não está disponível. Escolha um dos horários oferecidos.';

interface DaySlots {
  day: string;
  times: string[];
}

interface BookedData {
  id: number;
  token: string;
  startsAt: string;
  endsAt: string;
  writtenOut: string;
}

const VISITOR = { name: 'Marina Duarte', phone: '(19) 98765-4321', email: 'marina.duarte@exemplo.com.br' };

/** A public property whose responsible user is a new active broker; its slug and the broker's id. */
async function bookableProperty(testApi: TestApi): Promise<{ slug: string; propertyId: number; brokerId: number }> {
  const broker = await staffAccount(testApi, { name: 'Corretor da Agenda', role: 'broker', permissions: ['agenda'] });
  const propertyId = await insertTestProperty(testApi, {
    status: 'approved',
    is_active: 1,
    user_id: broker.id,
    title: 'Casa para visitar',
  });
  const { slug } = await testApi.db.selectFrom('properties').select('slug').where('id', '=', propertyId).executeTakeFirstOrThrow();
  return { slug, propertyId, brokerId: broker.id };
}

async function slotsOf(testApi: TestApi, slug: string): Promise<DaySlots[]> {
  const answer = await getAs(testApi, `/api/properties/${slug}/visit-slots`);
  expectStatus(answer, 200);
  return (answer.json as { data: DaySlots[] }).data;
}

/** The first free slot from the second day offered on (the first may be today, nearly over). */
function laterSlot(days: DaySlots[]): { day: string; time: string } {
  const day = days.slice(1).find((candidate) => candidate.times.length > 0);
  if (day === undefined) throw new Error('Nenhum horário livre oferecido.');
  return { day: day.day, time: day.times[0] ?? '' };
}

function book(testApi: TestApi, slug: string, slot: { day: string; time: string }, visitor = VISITOR): Promise<ApiResponse> {
  return postJson(testApi, `/api/properties/${slug}/visits`, {
    ...slot,
    ...visitor,
    privacy_notice_version: CURRENT_PRIVACY_NOTICE_VERSION,
  });
}

/** Visits booked from the listing: the free slots, the booking and its lead, and the slot two visitors want. */
export function visitBookingSuite(dialect: Dialect): void {
  describe('visits booked from the listing', () => {
    const fixture = usePeopleApi(dialect);
    const visitsOf = (propertyId: number) =>
      fixture().testApi.db.selectFrom('visits').selectAll().where('property_id', '=', propertyId).execute();

    it('offers 14 days of São Paulo slots inside the opening hours, none on Sundays or the agency’s holidays', async () => {
      const { testApi } = fixture();
      const { slug } = await bookableProperty(testApi);
      const days = await slotsOf(testApi, slug);
      expect(days.length).toBeGreaterThanOrEqual(11);
      for (const { day, times } of days) {
        const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
        expect(weekday).not.toBe(0);
        const last = weekday === 6 ? '12:00' : '17:00';
        for (const time of times) expect(time >= (weekday === 6 ? '09:00' : '08:00') && time <= last, `${day} ${time}`).toBe(true);
      }
      const holiday = laterSlot(days).day;
      await testApi.db
        .insertInto('holidays')
        .values({ day: holiday, name: 'Feriado municipal', created_at: new Date().toISOString() })
        .execute();
      try {
        expect((await slotsOf(testApi, slug)).map((day) => day.day)).not.toContain(holiday);
      } finally {
        await testApi.db.deleteFrom('holidays').where('day', '=', holiday).execute();
      }
    });

    it('books a free slot as a requested visit with its lead and consent, and offers that slot no more', async () => {
      const { testApi } = fixture();
      const { slug, propertyId, brokerId } = await bookableProperty(testApi);
      const slot = laterSlot(await slotsOf(testApi, slug));
      const answer = await book(testApi, slug, slot);
      expectStatus(answer, 201);
      const { message, data } = answer.json as { message: string; data: BookedData };
      expect(message).toBe('Pedido de visita enviado! O corretor vai confirmar o horário.');
      expect(data.token.length).toBeGreaterThanOrEqual(32);
      expect(data.writtenOut).toMatch(new RegExp(`, às ${slot.time}$`));
      expect(new Date(data.endsAt).getTime() - new Date(data.startsAt).getTime()).toBe(3_600_000);

      const [visit] = await visitsOf(propertyId);
      expect(visit).toMatchObject({
        broker_id: brokerId,
        status: 'requested',
        name: VISITOR.name,
        phone: '19987654321',
        email: VISITOR.email,
      });
      expect(visit?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(visit?.token_hash).not.toContain(data.token);
      const lead = await testApi.db
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', visit?.lead_id ?? 0)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ source: 'visit', property_id: propertyId, broker_id: brokerId, name: VISITOR.name });
      expect(lead.message).toBe(`Visita solicitada para ${data.writtenOut}.`);
      const consent = await testApi.db
        .selectFrom('privacy_consents')
        .selectAll()
        .where('record_type', '=', 'visit')
        .where('record_id', '=', data.id)
        .executeTakeFirst();
      expect(consent).toMatchObject({ form: 'visit', notice_version: CURRENT_PRIVACY_NOTICE_VERSION });

      const after = await slotsOf(testApi, slug);
      expect(after.find((day) => day.day === slot.day)?.times).not.toContain(slot.time);
      const again = await book(testApi, slug, slot, { ...VISITOR, name: 'Outra Pessoa' });
      expectStatus(again, 409);
      const refused = again.json as { message: string; data: { nextSlots: { day: string; time: string }[] } };
      expect(refused.message).toBe(SLOT_TAKEN);
      expect(refused.data.nextSlots).toHaveLength(3);
      for (const next of refused.data.nextSlots) expect(`${next.day} ${next.time}` > `${slot.day} ${slot.time}`).toBe(true);
      expect(await visitsOf(propertyId)).toHaveLength(1);
    });

    it('mails the visitor their private link at once and, when staff confirm, an invitation for their calendar', async () => {
      const { testApi, admin } = fixture();
      const { slug, propertyId } = await bookableProperty(testApi);
      const booked = ((await book(testApi, slug, laterSlot(await slotsOf(testApi, slug)))).json as { data: BookedData }).data;
      const mailsOf = (kind: 'visit_requested' | 'visit_confirmed') =>
        testApi.db.selectFrom('outbox').selectAll().where('kind', '=', kind).where('reference_id', '=', booked.id).execute();
      const [requested] = await mailsOf('visit_requested');
      expect(requested).toMatchObject({ to_address: VISITOR.email, calendar: null });
      expect(requested?.body).toContain(`/visita/${booked.token}`);
      expect(requested?.body).toContain(booked.writtenOut);

      const confirmed = await sendJson(testApi, admin.token, 'POST', `/api/visits/${booked.id}/confirm`, {});
      expectStatus(confirmed, 200);
      const [mail] = await mailsOf('visit_confirmed');
      expect(mail?.to_address).toBe(VISITOR.email);
      expect(mail?.subject).toContain(booked.writtenOut);
      expect(mail?.body).not.toContain(booked.token);
      const calendar = new ICAL.Component(ICAL.parse(mail?.calendar ?? '') as unknown[]);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      const { code } = await testApi.db.selectFrom('properties').select('code').where('id', '=', propertyId).executeTakeFirstOrThrow();
      expect(event.summary).toBe(`Visita ao imóvel ${code} — Casa para visitar`);
      expect(event.startDate.toJSDate().toISOString()).toBe(booked.startsAt);
      expect(event.endDate.toJSDate().toISOString()).toBe(booked.endsAt);
      expect(event.uid).toMatch(new RegExp(`^visita-${booked.id}@[a-z0-9.:-]+$`));
      expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([`mailto:${VISITOR.email}`]);
      expect(event.description).toMatch(/^Corretor: Corretor da Agenda, \(\d{2}\) \d{4,5}-\d{4}$/);
    });

    it('gives one of 20 simultaneous requests for a slot the visit, and the other 19 the next free slots', async () => {
      const { testApi } = fixture();
      const { slug, propertyId } = await bookableProperty(testApi);
      const slot = laterSlot(await slotsOf(testApi, slug));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => book(testApi, slug, slot, { ...VISITOR, email: `visitante${index}@exemplo.com.br` })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const refused of answers.filter((answer) => answer.status === 409))
        expect((refused.json as { message: string }).message).toBe(SLOT_TAKEN);
      expect(await visitsOf(propertyId)).toHaveLength(1);
      const leads = await testApi.db
        .selectFrom('leads')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('source', '=', 'visit')
        .execute();
      expect(leads).toHaveLength(1);
    });

    it('refuses a slot the agency does not offer, and a form without the visitor’s data, storing nothing', async () => {
      const { testApi } = fixture();
      const { slug, propertyId } = await bookableProperty(testApi);
      const days = await slotsOf(testApi, slug);
      const open = laterSlot(days);
      const sunday = Array.from({ length: 14 }, (_, index) => new Date(Date.now() + index * 86_400_000).toISOString().slice(0, 10)).find(
        (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0 && !days.some((offered) => offered.day === day),
      );
      const refusals = [
        { ...open, time: '07:00' },
        { ...open, time: '08:30' },
        { day: sunday ?? '2020-01-05', time: '10:00' },
        { day: '2020-01-06', time: '10:00' },
        { day: '2999-01-04', time: '10:00' },
      ];
      for (const slot of refusals) {
        const answer = await book(testApi, slug, slot);
        expect(answer.status, JSON.stringify(slot)).toBe(422);
        expect(answer.json).toEqual({ message: SLOT_NOT_OFFERED, errors: { time: [SLOT_NOT_OFFERED] } });
      }
      const empty = await postJson(testApi, `/api/properties/${slug}/visits`, {});
      expect(empty.status).toBe(422);
      expect(empty.json).toMatchObject({ message: FORM_MESSAGE });
      expect(Object.keys((empty.json as { errors: object }).errors).sort()).toEqual(['day', 'email', 'name', 'phone', 'time']);
      const badPhone = await book(testApi, slug, open, { ...VISITOR, phone: '123' });
      expect(badPhone.status).toBe(422);
      expect(Object.keys((badPhone.json as { errors: object }).errors)).toEqual(['phone']);
      expect(await visitsOf(propertyId)).toHaveLength(0);
    });

    it('shows the visitor their visit on the private link, reschedules it to a free slot, cancels it, and 404s any other token', async () => {
      const { testApi } = fixture();
      const { slug, propertyId } = await bookableProperty(testApi);
      const days = await slotsOf(testApi, slug);
      const first = laterSlot(days);
      const booked = ((await book(testApi, slug, first)).json as { data: BookedData }).data;
      const link = `/api/visit-bookings/${booked.token}`;
      const shown = await getAs(testApi, link);
      expectStatus(shown, 200);
      expect(shown.headers.get('cache-control')).toBe('private, no-store');
      expect((shown.json as { data: unknown }).data).toMatchObject({
        status: 'requested',
        startsAt: booked.startsAt,
        writtenOut: booked.writtenOut,
        property: { slug, title: 'Casa para visitar' },
        broker: { name: 'Corretor da Agenda' },
        changeable: true,
        confirmable: false,
        confirmedAt: null,
      });
      const tooEarly = await postJson(testApi, `${link}/attendance`, {});
      expect(tooEarly.status).toBe(409);
      expect(tooEarly.json).toEqual({ message: 'Você poderá confirmar a visita depois do horário marcado.' });

      const other = days
        .slice(1)
        .flatMap((day) => day.times.map((time) => ({ day: day.day, time })))
        .find((slot) => slot.day !== first.day)!;
      const moved = await postJson(testApi, `${link}/reschedule`, other);
      expectStatus(moved, 200);
      expect((moved.json as { message: string }).message).toBe('Visita remarcada! O corretor vai confirmar o novo horário.');
      const [visit] = await visitsOf(propertyId);
      expect(visit?.starts_at).not.toBe(booked.startsAt);
      // The first slot is free again.
      expect((await slotsOf(testApi, slug)).find((day) => day.day === first.day)?.times).toContain(first.time);

      expectStatus(await postJson(testApi, `${link}/cancel`, {}), 200);
      expect((await visitsOf(propertyId))[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'Cancelada pelo visitante.' });
      const again = await postJson(testApi, `${link}/cancel`, {});
      expect(again.json).toEqual({ message: 'Esta visita não pode mais ser alterada.' });
      for (const token of ['x', booked.token.slice(1), `${booked.token}a`]) {
        const unknown = await getAs(testApi, `/api/visit-bookings/${token}`);
        expect(unknown.status).toBe(404);
        expect(unknown.json).toEqual({ message: 'A visita não foi encontrada.' });
      }
    });

    it('records the visitor’s confirmation once the time has come, with when and from where', async () => {
      const { testApi } = fixture();
      const { slug, propertyId } = await bookableProperty(testApi);
      const booked = ((await book(testApi, slug, laterSlot(await slotsOf(testApi, slug)))).json as { data: BookedData }).data;
      // The visit's time comes.
      await testApi.db
        .updateTable('visits')
        .set({
          starts_at: new Date(Date.now() - 7_200_000).toISOString(),
          ends_at: new Date(Date.now() - 3_600_000).toISOString(),
          status: 'done',
        })
        .where('id', '=', booked.id)
        .execute();
      const link = `/api/visit-bookings/${booked.token}`;
      expect(((await getAs(testApi, link)).json as { data: { confirmable: boolean } }).data.confirmable).toBe(true);
      const confirmed = await postJson(testApi, `${link}/attendance`, {}, '198.51.100.23');
      expectStatus(confirmed, 200);
      const [visit] = await visitsOf(propertyId);
      expect(visit?.visitor_confirmed_address).toBe('198.51.100.23');
      expect(visit?.visitor_confirmed_at).not.toBeNull();
      const shown = ((await getAs(testApi, link)).json as { data: { confirmable: boolean; confirmedAt: string } }).data;
      expect(shown).toMatchObject({ confirmable: false, confirmedAt: visit?.visitor_confirmed_at });
      expect((await postJson(testApi, `${link}/reschedule`, laterSlot(await slotsOf(testApi, slug)))).status).toBe(409);
    });

    it('answers 404 for a property that is not public or has no active broker', async () => {
      const { testApi } = fixture();
      const { slug, brokerId } = await bookableProperty(testApi);
      const hiddenId = await insertTestProperty(testApi, { status: 'in_analysis', user_id: brokerId, title: 'Casa em análise' });
      const withoutBrokerId = await insertTestProperty(testApi, { status: 'approved', user_id: null, title: 'Casa sem corretor' });
      const slugs = await testApi.db.selectFrom('properties').select('slug').where('id', 'in', [hiddenId, withoutBrokerId]).execute();
      for (const { slug: other } of [...slugs, { slug: 'nao-existe-123' }]) {
        const answer = await getAs(testApi, `/api/properties/${other}/visit-slots`);
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual(NOT_BOOKABLE);
      }
      await testApi.db.updateTable('users').set({ is_active: 0 }).where('id', '=', brokerId).execute();
      const answer = await book(testApi, slug, { day: '2030-01-07', time: '10:00' });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(NOT_BOOKABLE);
    });
  });
}
