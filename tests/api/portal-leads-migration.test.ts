import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabases } from './support/migration-database.js';
import { postgresUnavailableReason } from './support/postgres.js';

const postgresUnavailable = await postgresUnavailableReason();
const now = '2026-11-20T13:00:00.000Z';

describe.each(['sqlite', 'postgres'] as const)('migration 0017-portal-leads on %s', (dialect) => {
  const databases = migrationDatabases(dialect, 'portal-leads-migration-');

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    'keeps every lead, takes the portals as sources with one lead per portal id, and goes back',
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo('0016-holidays')).toBeUndefined();
      await sql`insert into leads (source, status, name, created_at, updated_at) values ('contact', 'new', 'Antes', ${now}, ${now})`.execute(
        handle.db,
      );

      expect(await migrateTo()).toBeUndefined();
      const insertPortalLead = (source: string) =>
        sql`insert into leads (source, status, name, origin_lead_id, created_at, updated_at)
            values (${source}, 'new', 'Do portal', 'p-1', ${now}, ${now})`.execute(handle.db);
      await insertPortalLead('vivareal');
      await expect(insertPortalLead('vivareal')).rejects.toThrow();
      await insertPortalLead('zap');
      await expect(insertPortalLead('outro')).rejects.toThrow();
      const sources = await sql<{ source: string; name: string }>`select source, name from leads order by id`.execute(handle.db);
      expect(sources.rows.map((row) => [row.source, row.name])).toEqual([
        ['contact', 'Antes'],
        ['vivareal', 'Do portal'],
        ['zap', 'Do portal'],
      ]);

      expect(await migrateTo('0016-holidays')).toBeUndefined();
      const kept = await sql<{ source: string }>`select source from leads order by id`.execute(handle.db);
      expect(kept.rows.map((row) => row.source)).toEqual(['contact']);
      const insertZap = sql`insert into leads (source, status, name, created_at, updated_at) values ('zap', 'new', 'Depois', ${now}, ${now})`;
      await expect(insertZap.execute(handle.db)).rejects.toThrow();
    },
  );
});
