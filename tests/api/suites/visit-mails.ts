import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../shared/privacy-notice.js';
import { startMailbox, type Mailbox } from '../support/mailbox.js';
import { expectStatus, sendJson, staffAccount, type StaffAccount } from '../support/people.js';
import { insertTestProperty } from '../support/staff.js';
import { createTestApi, type Dialect, type TestApi } from '../support/test-api.js';
import { eventually, postJson } from '../support/visitors.js';

const FAST_OUTBOX_MS = 100;
const SITE = 'https://imobiliaria-teste.com.br';

/** The part of a MIME message that holds the invitation, decoded (nodemailer writes it quoted-printable or base64). */
function calendarPart(raw: string): string {
  const match =
    /Content-Type: text\/calendar; charset=utf-8; method=REQUEST\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  if (match === null) throw new Error('o e-mail não traz um convite text/calendar');
  const [, encoding = '', body = ''] = match;
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The visitor's mails through real SMTP: the request with the private link, then the confirmation with its invitation. */
export function visitMailsSuite(dialect: Dialect): void {
  describe('visit mails with SMTP up', () => {
    let mailbox: Mailbox;
    let testApi: TestApi;
    let admin: StaffAccount;

    beforeAll(async () => {
      mailbox = await startMailbox();
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
        mailTo: 'atendimento@imobiliaria-teste.com.br',
        mailFrom: 'site@imobiliaria-teste.com.br',
        outboxIntervalMs: FAST_OUTBOX_MS,
        visitReminderIntervalMs: FAST_OUTBOX_MS,
        publicUrl: `${SITE}/`,
      });
      admin = await staffAccount(testApi, { name: 'Gestora da Agenda', role: 'administrative', permissions: ['agenda'] });
    });
    afterAll(async () => {
      await testApi?.dispose();
      await mailbox?.close();
    });

    it('mails the private link at once, keeps no token once sent, and mails a valid invitation when staff confirm', async () => {
      const broker = await staffAccount(testApi, { name: 'Bruno Corretor', role: 'broker', permissions: ['agenda'] });
      const propertyId = await insertTestProperty(testApi, {
        status: 'approved',
        user_id: broker.id,
        title: 'Sobrado no Taquaral',
        address: 'Rua Alfa',
        number: '10',
        address_privacy: 'full',
      });
      const { slug, code } = await testApi.db
        .selectFrom('properties')
        .select(['slug', 'code'])
        .where('id', '=', propertyId)
        .executeTakeFirstOrThrow();
      const days = (await testApi.getJson<{ data: { day: string; times: string[] }[] }>(`/api/properties/${slug}/visit-slots`)).data;
      // Two days ahead at least: not yet within the reminders' 24 hours.
      const day = days.slice(2).find((candidate) => candidate.times.length > 0)!;
      const booked = await postJson(testApi, `/api/properties/${slug}/visits`, {
        day: day.day,
        time: day.times[0],
        name: 'Lívia Prado',
        phone: '(19) 99555-4433',
        email: 'livia.prado@exemplo.com.br',
        privacy_notice_version: CURRENT_PRIVACY_NOTICE_VERSION,
      });
      expectStatus(booked, 201);
      const { id, token, startsAt, endsAt, writtenOut } = (
        booked.json as { data: { id: number; token: string; startsAt: string; endsAt: string; writtenOut: string } }
      ).data;

      const [request] = await mailbox.waitFor(1);
      expect(request?.envelopeTo).toEqual(['livia.prado@exemplo.com.br']);
      expect(request?.subject).toBe(`Pedido de visita recebido: ${code}`);
      expect(request?.text).toContain(`${SITE}/visita/${token}`);
      expect(request?.text).toContain(writtenOut);
      // Once the server accepted it, the outbox keeps the mail without the token.
      const kept = await eventually(
        () =>
          testApi.db
            .selectFrom('outbox')
            .select(['status', 'body'])
            .where('kind', '=', 'visit_requested')
            .where('reference_id', '=', id)
            .executeTakeFirstOrThrow(),
        (row) => row.status === 'sent',
      );
      expect(kept.body).not.toContain(token);
      expect(kept.body).toContain(`${SITE}/visita/…`);

      expectStatus(await sendJson(testApi, admin.token, 'POST', `/api/visits/${id}/confirm`, {}), 200);
      const [, confirmation] = await mailbox.waitFor(2);
      expect(confirmation?.subject).toBe(`Visita confirmada: ${code}, ${writtenOut}`);
      const sent = await testApi.db
        .selectFrom('outbox')
        .select('body')
        .where('kind', '=', 'visit_confirmed')
        .where('reference_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(sent.body).toContain('Local: Rua Alfa, 10');
      expect(sent.body).toContain('Corretor: Bruno Corretor');
      const calendar = new ICAL.Component(ICAL.parse(calendarPart(confirmation?.raw ?? '')) as unknown[]);
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
      expect(event.endDate.toJSDate().toISOString()).toBe(endsAt);
      expect(event.location).toContain('Rua Alfa, 10');
      expect(event.uid).toBe(`visita-${id}@imobiliaria-teste.com.br`);
    });

    it('reminds the visitor and the broker once, the day before, whatever the passes', async () => {
      const broker = await staffAccount(testApi, { name: 'Carla Corretora', role: 'broker', permissions: ['agenda'] });
      const propertyId = await insertTestProperty(testApi, { status: 'approved', user_id: broker.id, title: 'Apartamento no Guanabara' });
      const visit = (name: string, email: string, hoursAhead: number, status: 'confirmed' | 'cancelled') => ({
        property_id: propertyId,
        broker_id: broker.id,
        lead_id: null,
        client_id: null,
        name,
        phone: '19944443333',
        email,
        starts_at: new Date(Date.now() + hoursAhead * 3_600_000).toISOString(),
        ends_at: new Date(Date.now() + (hoursAhead + 1) * 3_600_000).toISOString(),
        status,
        created_by: broker.id,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      const before = mailbox.mails.length;
      const [tomorrow] = await testApi.db
        .insertInto('visits')
        .values([
          visit('Nina Amanhã', 'nina@exemplo.com.br', 20, 'confirmed'),
          visit('Otto Depois', 'otto@exemplo.com.br', 30, 'confirmed'),
          visit('Paula Cancelou', 'paula@exemplo.com.br', 10, 'cancelled'),
        ])
        .returning('id')
        .execute();
      const mails = await mailbox.waitFor(before + 2);
      // Several more passes run meanwhile: still one reminder each.
      await new Promise((resolve) => setTimeout(resolve, 10 * FAST_OUTBOX_MS));
      const reminders = mailbox.mails.slice(before);
      expect(reminders.map((mail) => mail.envelopeTo[0]).sort()).toEqual([broker.email, 'nina@exemplo.com.br'].sort());
      expect(mails.length).toBeGreaterThanOrEqual(before + 2);
      expect(reminders.find((mail) => mail.envelopeTo[0] === broker.email)?.subject).toMatch(/^Lembrete: visita .+, às \d{2}:\d{2} — /);
      const stored = await testApi.db
        .selectFrom('visits')
        .select(['name', 'reminder_queued_at'])
        .where('property_id', '=', propertyId)
        .orderBy('id')
        .execute();
      expect(stored.map((row) => [row.name, row.reminder_queued_at !== null])).toEqual([
        ['Nina Amanhã', true],
        ['Otto Depois', false],
        ['Paula Cancelou', false],
      ]);
      expect(tomorrow).toBeDefined();
    });
  });
}
