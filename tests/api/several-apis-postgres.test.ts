import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { DEMO_BROKERS } from '../../api/src/demo/data/brokers.js';
import { DEMO_CLIENTS } from '../../api/src/demo/data/clients.js';
import { CAMPINAS_PROPERTIES } from '../../api/src/demo/data/properties-campinas.js';
import { HIDDEN_PROPERTIES } from '../../api/src/demo/data/properties-hidden.js';
import { REGION_PROPERTIES } from '../../api/src/demo/data/properties-region.js';
import { DEMO_VIDEOS } from '../../api/src/demo/data/videos.js';
import { allMigrations } from '../../api/src/db/migrations/index.js';
import type { Database } from '../../api/src/db/schema.js';
import { START_UP_LOCK_KEY } from '../../api/src/db/start-up-lock.js';
import { createLead } from '../../api/src/leads/lead-create.js';
import { startApi, type ApiOptions, type RunningApi } from '../../api/src/server.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { describeOnPostgres } from './support/on-postgres.js';
import { createTemporaryDatabase, type TemporaryDatabase } from './support/postgres.js';
import { checkingConnection, sendRequest } from './support/test-api.js';
import { eventually } from './support/visitors.js';
import { addDays, saoPauloDayOf } from '../../shared/sao-paulo-days.js';
import { saoPauloInstantAt } from '../../shared/sao-paulo-times.js';

const running: RunningApi[] = [];
const dataDirs: string[] = [];
let database: TemporaryDatabase | undefined;
let checking: Kysely<Database> | undefined;
let mailbox: Mailbox | undefined;

afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()));
  await checking?.destroy();
  checking = undefined;
  await mailbox?.close();
  mailbox = undefined;
  await database?.drop();
  database = undefined;
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh PostgreSQL database and the tests' own connection to it. */
async function freshDatabase(): Promise<{ url: string; db: Kysely<Database> }> {
  database = await createTemporaryDatabase();
  checking = checkingConnection(database.url);
  return { url: database.url, db: checking };
}

/** Starts one API on the database, with a data directory of its own as on another machine. */
async function startOn(databaseUrl: string, options: Omit<ApiOptions, 'databaseUrl' | 'dataDir' | 'port'>): Promise<RunningApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'several-apis-'));
  dataDirs.push(dataDir);
  const api = await startApi({ ...options, port: 0, dataDir, databaseUrl });
  running.push(api);
  return api;
}

async function countOf(db: Kysely<Database>, table: 'properties' | 'users' | 'clients' | 'videos' | 'companies'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

await describeOnPostgres('Several API processes', () => {
  it('run the migrations and seed the demo content once when three start at the same instant on a fresh database', async () => {
    const { url, db } = await freshDatabase();
    const logs: string[] = [];
    const apis = await Promise.all(
      [1, 2, 3].map(() => startOn(url, { adminPassword: 'senha-do-admin-1', log: (line) => logs.push(line) })),
    );

    for (const api of apis) expect((await sendRequest(api.url, api.apiKey, '/api/health')).status).toBe(200);
    const migrations = await db
      .selectFrom(sql<{ name: string }>`kysely_migration`.as('migration'))
      .select('name')
      .execute();
    expect(migrations.map((row) => row.name).sort()).toEqual(Object.keys(allMigrations('postgres')).sort());
    expect(logs.filter((line) => line.startsWith('Conteúdo de demonstração criado'))).toHaveLength(1);
    const demoProperties = CAMPINAS_PROPERTIES.length + REGION_PROPERTIES.length + HIDDEN_PROPERTIES.length;
    expect(await countOf(db, 'properties')).toBe(demoProperties);
    expect(await countOf(db, 'companies')).toBe(1);
    expect(await countOf(db, 'clients')).toBe(DEMO_CLIENTS.length);
    expect(await countOf(db, 'videos')).toBe(DEMO_VIDEOS.length);
    // The brokers and employees of the demo, plus the one first administrator.
    expect(await countOf(db, 'users')).toBe(DEMO_BROKERS.length + 1);
    const held = await sql<{ count: string }>`
      select count(*) as count from pg_locks where locktype = 'advisory' and objid = ${START_UP_LOCK_KEY}`.execute(db);
    expect(Number(held.rows[0]?.count)).toBe(0);
  });

  it('send each queued mail exactly once while two APIs run their outbox workers', async () => {
    const { url, db } = await freshDatabase();
    mailbox = await startMailbox(0, { acceptDelayMs: 2 });
    const options = {
      seedDemo: false,
      smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
      mailTo: 'atendimento@imobiliaria-teste.com.br',
      outboxIntervalMs: 10,
      log: () => undefined,
    };
    await Promise.all([startOn(url, options), startOn(url, options)]);
    const queued = 120;
    const now = new Date().toISOString();
    await db
      .insertInto('outbox')
      .values(
        Array.from({ length: queued }, (_, index) => ({
          kind: 'contact_message' as const,
          reference_id: null,
          to_address: null,
          reply_to_name: null,
          reply_to_address: null,
          subject: `Mensagem ${index + 1}`,
          body: `Texto da mensagem ${index + 1}`,
          created_at: now,
        })),
      )
      .execute();

    await mailbox.waitFor(queued, 30_000);
    const rows = await eventually(
      () => db.selectFrom('outbox').select(['status', 'attempts']).execute(),
      (current) => current.every((row) => row.status === 'sent'),
    );
    // Time for a second delivery of any mail to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const subjects = mailbox.mails.map((mail) => mail.subject);
    expect(subjects).toHaveLength(queued);
    expect(new Set(subjects).size).toBe(queued);
    expect(rows.every((row) => Number(row.attempts) === 1)).toBe(true);
  });

  it('hand each lead to one broker in turn while two APIs distribute, after the one that received them stopped', async () => {
    const { url, db } = await freshDatabase();
    const quiet = { seedDemo: false, log: () => undefined };
    const receiving = await startOn(url, { ...quiet, leadDistributionIntervalMs: 3_600_000 });
    const now = new Date().toISOString();
    const leadsPermission = await db.selectFrom('permissions').select('id').where('identifier', '=', 'leads').executeTakeFirstOrThrow();
    const brokers = await db
      .insertInto('users')
      .values(
        ['Ana Plantão', 'Caio Plantão'].map((name, index) => ({
          name,
          email: `plantao${index}@imobiliaria-teste.com.br`,
          password_hash: null,
          role: 'broker' as const,
          creci: null,
          phone: null,
          is_active: 1 as const,
          is_plantao: 1 as const,
          leadbroker_id: null,
          image: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('user_permissions')
      .values(brokers.map((broker) => ({ user_id: broker.id, permission_id: leadsPermission.id })))
      .execute();
    await db.updateTable('lead_distribution').set({ mode: 'duty_rotation' }).execute();
    const total = 40;
    for (let index = 0; index < total; index += 1)
      await createLead(db, { source: 'olx', name: `Lead ${index + 1}`, originLeadId: `olx-${index}` });
    // Received and due, then the API that received them stops before its distribution runs: what is due is in the database.
    running.splice(running.indexOf(receiving), 1);
    await receiving.close();
    await Promise.all([
      startOn(url, { ...quiet, leadDistributionIntervalMs: 5 }),
      startOn(url, { ...quiet, leadDistributionIntervalMs: 5 }),
    ]);

    const handed = await eventually(
      () => db.selectFrom('leads').select(['id', 'assigned_to']).orderBy('id').execute(),
      (rows) => rows.every((row) => row.assigned_to !== null),
      20_000,
    );
    const events = await db.selectFrom('lead_events').select(['lead_id']).where('kind', '=', 'assigned').execute();
    expect(events).toHaveLength(total);
    expect(new Set(events.map((event) => event.lead_id)).size).toBe(total);
    const perBroker = brokers.map((broker) => handed.filter((row) => row.assigned_to === broker.id).length);
    expect(perBroker).toEqual([total / 2, total / 2]);
    const mails = await db.selectFrom('outbox').select('reference_id').where('kind', '=', 'lead_assigned').execute();
    expect(mails).toHaveLength(total);
    expect(new Set(mails.map((mail) => mail.reference_id)).size).toBe(total);
  });

  it('queue each visit’s reminders once while two APIs pass, after the one that booked them stopped', async () => {
    const { url, db } = await freshDatabase();
    const quiet = { seedDemo: false, log: () => undefined };
    const booking = await startOn(url, { ...quiet, visitReminderIntervalMs: 3_600_000 });
    const now = Date.now();
    const stamp = new Date(now).toISOString();
    const [broker] = await db
      .insertInto('users')
      .values({
        name: 'Rita Lembrete',
        email: 'rita.lembrete@imobiliaria-teste.com.br',
        password_hash: null,
        role: 'broker',
        creci: null,
        phone: null,
        is_active: 1,
        is_plantao: 0,
        leadbroker_id: null,
        image: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .execute();
    const [property] = await db
      .insertInto('properties')
      .values({
        year: 2026,
        slug: 'casa-lembrete-1',
        code: 'V-LEM-1',
        title: 'Casa',
        operation: 'sale',
        type: 'house',
        price: 1,
        city: 'Campinas',
        status: 'approved',
        is_active: 1,
        images: '[]',
        created_at: stamp,
        updated_at: stamp,
        user_id: broker!.id,
        search_text: 'casa',
      })
      .returning('id')
      .execute();
    const total = 30;
    await db
      .insertInto('visits')
      .values(
        Array.from({ length: total }, (_, index) => ({
          property_id: property!.id,
          broker_id: broker!.id,
          lead_id: null,
          client_id: null,
          name: `Visitante ${index}`,
          phone: '19900001111',
          email: `visitante${index}@exemplo.com.br`,
          starts_at: new Date(now + (index + 1) * 1_800_000).toISOString(),
          ends_at: new Date(now + (index + 1) * 1_800_000 + 1_500_000).toISOString(),
          status: 'confirmed' as const,
          created_by: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    running.splice(running.indexOf(booking), 1);
    await booking.close();
    await Promise.all([startOn(url, { ...quiet, visitReminderIntervalMs: 5 }), startOn(url, { ...quiet, visitReminderIntervalMs: 5 })]);

    await eventually(
      () => db.selectFrom('visits').select('reminder_queued_at').execute(),
      (rows) => rows.every((row) => row.reminder_queued_at !== null),
      20_000,
    );
    const mails = await db.selectFrom('outbox').select(['reference_id', 'to_address']).where('kind', '=', 'visit_reminder').execute();
    // One to the visitor and one to the broker, for each visit.
    expect(mails).toHaveLength(2 * total);
    expect(new Set(mails.map((mail) => `${mail.reference_id} ${mail.to_address}`)).size).toBe(2 * total);
  });

  it('mail each broker’s agenda of the day exactly once while two APIs pass from 07:00', async () => {
    const { url, db } = await freshDatabase();
    mailbox = await startMailbox();
    const day = addDays(saoPauloDayOf(new Date()), 7);
    const seven = saoPauloInstantAt(day, 7 * 60);
    const options = {
      seedDemo: false,
      log: () => undefined,
      smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
      mailTo: 'atendimento@imobiliaria-teste.com.br',
      outboxIntervalMs: 10,
      dailyAgendaIntervalMs: 5,
      clock: () => seven,
    };
    const stamp = new Date().toISOString();
    await startOn(url, { ...options, dailyAgendaIntervalMs: 3_600_000, clock: () => new Date() });
    const brokers = await db
      .insertInto('users')
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          name: `Corretor da Manhã ${index}`,
          email: `manha${index}@imobiliaria-teste.com.br`,
          password_hash: null,
          role: 'broker' as const,
          creci: null,
          phone: null,
          is_active: 1 as const,
          is_plantao: 0 as const,
          leadbroker_id: null,
          image: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning('id')
      .execute();
    const [property] = await db
      .insertInto('properties')
      .values({
        year: 2026,
        slug: 'casa-agenda-1',
        code: 'V-AGE-1',
        title: 'Casa',
        operation: 'sale',
        type: 'house',
        price: 1,
        city: 'Campinas',
        status: 'approved',
        is_active: 1,
        images: '[]',
        created_at: stamp,
        updated_at: stamp,
        user_id: brokers[0]!.id,
        search_text: 'casa',
      })
      .returning('id')
      .execute();
    // Every broker but the last has three visits that day.
    await db
      .insertInto('visits')
      .values(
        brokers.slice(0, -1).flatMap((broker) =>
          [9, 11, 15].map((hour) => ({
            property_id: property!.id,
            broker_id: broker.id,
            lead_id: null,
            client_id: null,
            name: `Visitante ${broker.id}-${hour}`,
            phone: '19900001111',
            email: null,
            starts_at: saoPauloInstantAt(day, hour * 60).toISOString(),
            ends_at: saoPauloInstantAt(day, hour * 60 + 60).toISOString(),
            status: 'confirmed' as const,
            created_by: null,
            created_at: stamp,
            updated_at: stamp,
          })),
        ),
      )
      .execute();
    await Promise.all([startOn(url, options), startOn(url, options)]);

    await mailbox.waitFor(brokers.length - 1, 20_000);
    // Time for a second mail to any broker to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = mailbox.mails.map((mail) => mail.envelopeTo[0]).sort();
    expect(recipients).toEqual(
      brokers
        .slice(0, -1)
        .map((_, index) => `manha${index}@imobiliaria-teste.com.br`)
        .sort(),
    );
    expect(mailbox.mails.every((mail) => mail.subject.endsWith(': 3 visitas'))).toBe(true);
    const claims = await db.selectFrom('daily_agenda_mails').select(['broker_id', 'day']).execute();
    expect(claims).toHaveLength(brokers.length - 1);
    expect(new Set(claims.map((claim) => claim.day))).toEqual(new Set([day]));
  });
});
