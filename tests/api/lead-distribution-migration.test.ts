import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabases } from './support/migration-database.js';
import { postgresUnavailableReason } from './support/postgres.js';

const postgresUnavailable = await postgresUnavailableReason();
const now = '2026-11-27T13:00:00.000Z';

describe.each(['sqlite', 'postgres'] as const)('migration 0018-lead-distribution on %s', (dialect) => {
  const databases = migrationDatabases(dialect, 'lead-distribution-migration-');

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    'gives every broker the leads, starts manual with 15 minutes, takes hand-overs and lead mails, and goes back',
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo('0017-portal-leads')).toBeUndefined();
      const addUser = (name: string, role: string) =>
        sql`insert into users (name, email, role, is_active, is_plantao, created_at, updated_at)
            values (${name}, ${`${name}@exemplo.com.br`}, ${role}, 1, 1, ${now}, ${now})`.execute(handle.db);
      await addUser('corretora', 'broker');
      await addUser('gerente', 'leadbroker');
      await addUser('secretaria', 'administrative');
      await sql`insert into leads (source, status, name, created_at, updated_at) values ('zap', 'new', 'Antes', ${now}, ${now})`.execute(
        handle.db,
      );
      await sql`insert into lead_events (lead_id, kind, detail, created_at) values (1, 'created', 'zap', ${now})`.execute(handle.db);

      expect(await migrateTo()).toBeUndefined();
      const holders = await sql<{ name: string }>`
        select users.name from users join user_permissions held on held.user_id = users.id
        join permissions on permissions.id = held.permission_id and permissions.identifier = 'leads' order by users.name`.execute(
        handle.db,
      );
      expect(holders.rows.map((row) => row.name)).toEqual(['corretora', 'gerente']);
      const setting = await sql<{ mode: string; handover_minutes: number }>`select mode, handover_minutes from lead_distribution`.execute(
        handle.db,
      );
      expect(setting.rows).toEqual([{ mode: 'manual', handover_minutes: 15 }]);
      await sql`insert into lead_events (lead_id, kind, detail, created_at) values (1, 'handed_over', '{}', ${now})`.execute(handle.db);
      await expect(
        sql`insert into lead_events (lead_id, kind, created_at) values (1, 'outro', ${now})`.execute(handle.db),
      ).rejects.toThrow();
      const queueMail = (kind: string) =>
        sql`insert into outbox (kind, reference_id, subject, body, status, attempts, created_at)
            values (${kind}, 1, 'Assunto', 'Texto', 'pending', 0, ${now})`.execute(handle.db);
      await queueMail('lead_assigned');
      await expect(queueMail('outro')).rejects.toThrow();
      await sql`update leads set handover_at = ${now}, first_response_at = ${now}`.execute(handle.db);

      expect(await migrateTo('0017-portal-leads')).toBeUndefined();
      const events = await sql<{ kind: string }>`select kind from lead_events order by id`.execute(handle.db);
      expect(events.rows.map((row) => row.kind)).toEqual(['created']);
      const mails = await sql<{ total: number | string }>`select count(*) as total from outbox`.execute(handle.db);
      expect(Number(mails.rows[0]?.total)).toBe(0);
      await expect(queueMail('lead_assigned')).rejects.toThrow();
    },
  );
});
