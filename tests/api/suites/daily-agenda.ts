import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, saoPauloDayOf, saoPauloDayStart } from '../../../shared/sao-paulo-days.js';
import { saoPauloInstantAt } from '../../../shared/sao-paulo-times.js';
import { saoPauloDayWrittenOut } from '../../../shared/visit-dates.js';
import { startMailbox, type Mailbox } from '../support/mailbox.js';
import { staffAccount } from '../support/people.js';
import { insertTestProperty } from '../support/staff.js';
import { createTestApi, type Dialect, type TestApi } from '../support/test-api.js';

const SITE = 'https://imobiliaria-teste.com.br';
const PASS_MS = 40;
/** Long enough for many passes of the agenda and of the outbox. */
const SEVERAL_PASSES_MS = 25 * PASS_MS;
const HOUR_MS = 3_600_000;

const settle = () => new Promise((resolve) => setTimeout(resolve, SEVERAL_PASSES_MS));

/** The broker's agenda of the day, mailed from 07:00 São Paulo time, on a clock the tests move. */
export function dailyAgendaSuite(dialect: Dialect): void {
  describe('brokers’ agenda of the day', () => {
    let mailbox: Mailbox;
    let testApi: TestApi;
    let now = new Date();
    const clock = () => now;

    beforeAll(async () => {
      mailbox = await startMailbox();
      testApi = await createTestApi({
        dialect,
        seedDemo: false,
        smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
        mailTo: 'atendimento@imobiliaria-teste.com.br',
        mailFrom: 'site@imobiliaria-teste.com.br',
        outboxIntervalMs: PASS_MS,
        dailyAgendaIntervalMs: PASS_MS,
        clock,
        publicUrl: `${SITE}/`,
      });
    });
    afterAll(async () => {
      await testApi?.dispose();
      await mailbox?.close();
    });

    const agendaMails = () =>
      testApi.db.selectFrom('outbox').select(['to_address', 'subject']).where('kind', '=', 'visit_daily_agenda').execute();

    async function insertVisit(
      brokerId: number,
      propertyId: number,
      startsAt: Date,
      person: string,
      status: 'requested' | 'confirmed' | 'cancelled',
    ) {
      const stamp = new Date().toISOString();
      await testApi.db
        .insertInto('visits')
        .values({
          property_id: propertyId,
          broker_id: brokerId,
          lead_id: null,
          client_id: null,
          name: person,
          phone: '19988887777',
          email: null,
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + HOUR_MS).toISOString(),
          status,
          created_by: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }

    it('mails each broker with visits their day once from 07:00, in time order, and none to a broker without visits', async () => {
      const day = addDays(saoPauloDayOf(new Date()), 10);
      const ana = await staffAccount(testApi, { name: 'Ana Agenda', role: 'broker', permissions: ['agenda'] });
      const bia = await staffAccount(testApi, { name: 'Bia Sem Visitas', role: 'broker', permissions: ['agenda'] });
      const propertyId = await insertTestProperty(testApi, {
        user_id: ana.id,
        address: 'Rua Alfa',
        number: '10',
        neighborhood: 'Cambuí',
        address_privacy: 'neighborhood',
      });
      const { code } = await testApi.db.selectFrom('properties').select('code').where('id', '=', propertyId).executeTakeFirstOrThrow();
      await insertVisit(ana.id, propertyId, saoPauloInstantAt(day, 14 * 60), 'Carlos Tarde', 'confirmed');
      await insertVisit(ana.id, propertyId, saoPauloInstantAt(day, 9 * 60), 'Marina Manhã', 'requested');
      await insertVisit(ana.id, propertyId, saoPauloInstantAt(day, 11 * 60), 'Otávio Cancelou', 'cancelled');
      await insertVisit(bia.id, propertyId, saoPauloInstantAt(day, 16 * 60), 'Pedro Cancelou', 'cancelled');

      now = saoPauloInstantAt(day, 6 * 60 + 59);
      await settle();
      expect(await agendaMails()).toEqual([]);

      const before = mailbox.mails.length;
      now = saoPauloInstantAt(day, 7 * 60);
      await mailbox.waitFor(before + 1);
      now = new Date(now.getTime() + 2 * HOUR_MS);
      await settle();
      const received = mailbox.mails.slice(before);
      expect(received.map((mail) => mail.envelopeTo)).toEqual([[ana.email]]);
      expect(await agendaMails()).toHaveLength(1);
      const [mail] = received;
      expect(mail?.subject).toBe(`Sua agenda de ${saoPauloDayWrittenOut(saoPauloDayStart(day))}: 2 visitas`);
      const text = mail?.text ?? '';
      const morning = text.indexOf(`09:00 às 10:00 — ${code}: Rua Alfa, 10 — Cambuí — Campinas`);
      const afternoon = text.indexOf(`14:00 às 15:00 — ${code}: Rua Alfa, 10 — Cambuí — Campinas`);
      expect(morning).toBeGreaterThan(-1);
      expect(afternoon).toBeGreaterThan(morning);
      expect(text).toContain('Marina Manhã, (19) 98888-7777 — Solicitada');
      expect(text).toContain('Carlos Tarde, (19) 98888-7777 — Confirmada');
      expect(text).not.toContain('Cancelou');
      expect(text).toContain(`${SITE}/app/agenda?dia=${day}`);
    });

    it('sends the day’s agenda from an API started at 09:00, and never a past day’s', async () => {
      const day = addDays(saoPauloDayOf(new Date()), 20);
      const dora = await staffAccount(testApi, { name: 'Dora Reinício', role: 'broker', permissions: ['agenda'] });
      const propertyId = await insertTestProperty(testApi, { user_id: dora.id });
      await insertVisit(dora.id, propertyId, saoPauloInstantAt(addDays(day, -1), 15 * 60), 'Ontem Visitante', 'confirmed');
      await insertVisit(dora.id, propertyId, saoPauloInstantAt(day, 15 * 60), 'Hoje Visitante', 'confirmed');
      await testApi.stop();
      const before = mailbox.mails.length;
      now = saoPauloInstantAt(day, 9 * 60);
      await testApi.restart();
      const [mail] = (await mailbox.waitFor(before + 1)).slice(before);
      await settle();
      expect(mailbox.mails).toHaveLength(before + 1);
      expect(mail?.envelopeTo).toEqual([dora.email]);
      expect(mail?.subject).toBe(`Sua agenda de ${saoPauloDayWrittenOut(saoPauloDayStart(day))}: 1 visita`);
      expect(mail?.text).toContain('Hoje Visitante');
      expect(mail?.text).not.toContain('Ontem Visitante');
      const claims = await testApi.db.selectFrom('daily_agenda_mails').select('day').where('broker_id', '=', dora.id).execute();
      expect(claims).toEqual([{ day }]);
    });
  });
}
