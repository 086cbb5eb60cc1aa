import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabases } from './support/migration-database.js';
import { postgresUnavailableReason } from './support/postgres.js';

const postgresUnavailable = await postgresUnavailableReason();
const now = '2026-11-28T13:00:00.000Z';

describe.each(['sqlite', 'postgres'] as const)('migration 0024-property-keys on %s', (dialect) => {
  const databases = migrationDatabases(dialect, 'property-keys-migration-');

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    'allows one open loan per key, any number closed, and goes back',
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo()).toBeUndefined();
      const db = handle.db;
      await sql`insert into users (name, email, role, is_active, created_at, updated_at)
                values ('Ana', 'ana@exemplo.com.br', 'broker', 1, ${now}, ${now})`.execute(db);
      await sql`insert into properties (year, title, operation, type, price, city, status, is_active, images, slug, code, created_at, updated_at)
                values (2026, 'Casa', 'sale', 'house', 1, 'Campinas', 'approved', 1, '[]', 'casa', 'CA-1', ${now}, ${now})`.execute(db);
      await sql`insert into property_keys (property_id, label, location, created_at, updated_at)
                select id, 'Portão', 'Cofre', ${now}, ${now} from properties`.execute(db);
      const lend = (checkedInAt: string | null) =>
        sql`insert into key_checkouts (key_id, broker_id, checked_out_at, due_at, checked_in_at)
            select property_keys.id, users.id, ${now}, ${now}, ${checkedInAt} from property_keys, users`.execute(db);
      await lend(now);
      await lend(now);
      await lend(null);
      await expect(lend(null)).rejects.toThrow();
      await expect(
        sql`insert into property_keys (property_id, label, location, is_active, created_at, updated_at)
            select id, 'X', 'Y', 2, ${now}, ${now} from properties`.execute(db),
      ).rejects.toThrow();
      const loans = await sql<{ open: number | string }>`select count(*) as open from key_checkouts where checked_in_at is null`.execute(
        db,
      );
      expect(Number(loans.rows[0]?.open)).toBe(1);

      expect(await migrateTo('0022-visits')).toBeUndefined();
      await expect(sql`select id from key_checkouts`.execute(db)).rejects.toThrow();
      expect(await migrateTo()).toBeUndefined();
    },
  );
});
