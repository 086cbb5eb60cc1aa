import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabases } from './support/migration-database.js';
import { postgresUnavailableReason } from './support/postgres.js';

const postgresUnavailable = await postgresUnavailableReason();

describe.each(['sqlite', 'postgres'] as const)('migration 0011-leads on %s', (dialect) => {
  const databases = migrationDatabases(dialect, 'leads-migration-');

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    'grants the new permission leads to every holder of usuarios, and to no one else',
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo('0010-portals')).toBeUndefined();
      const now = '2026-11-20T13:00:00.000Z';
      const userIds: number[] = [];
      for (const email of ['gestora@exemplo.com.br', 'corretor@exemplo.com.br']) {
        const inserted = await sql<{ id: number }>`insert into users (name, email, role, is_active, is_plantao, created_at, updated_at)
                  values ('Pessoa', ${email}, 'administrative', 1, 0, ${now}, ${now}) returning id`.execute(handle.db);
        userIds.push(Number(inserted.rows[0]?.id));
      }
      const [administrator, broker] = userIds;
      await sql`insert into user_permissions (user_id, permission_id) select ${administrator}, id from permissions where identifier in ('usuarios', 'imoveis')`.execute(
        handle.db,
      );
      await sql`insert into user_permissions (user_id, permission_id) select ${broker}, id from permissions where identifier = 'imoveis'`.execute(
        handle.db,
      );

      expect(await migrateTo()).toBeUndefined();
      const held = await sql<{ user_id: number; description: string }>`select user_permissions.user_id, permissions.description
        from user_permissions join permissions on permissions.id = user_permissions.permission_id
        where permissions.identifier = 'leads'`.execute(handle.db);
      expect(held.rows.map((row) => [Number(row.user_id), row.description])).toEqual([[administrator, 'Leads']]);
    },
  );
});
