import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabases } from './support/migration-database.js';
import { postgresUnavailableReason } from './support/postgres.js';

const postgresUnavailable = await postgresUnavailableReason();

describe.each(['sqlite', 'postgres'] as const)('migrations 0013-address-privacy and 0014-approval-dates on %s', (dialect) => {
  const databases = migrationDatabases(dialect, 'address-privacy-migration-');

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    "give every existing property 'street', refuse any other choice, and date the approved ones by their last change",
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo('0012-registration-tracking')).toBeUndefined();
      const created = '2026-03-02T09:00:00.000Z';
      const changed = '2026-05-10T15:30:00.000Z';
      for (const status of ['approved', 'in_analysis', 'rejected']) {
        await sql`insert into properties (year, title, operation, type, price, city, status, images, created_at, updated_at, search_text)
                  values (2026, 'Imóvel antigo', 'sale', 'house', 100000, 'Campinas', ${status}, '[]', ${created}, ${changed}, 'imovel antigo')`.execute(
          handle.db,
        );
      }

      expect(await migrateTo()).toBeUndefined();
      const rows = await handle.db.selectFrom('properties').select(['status', 'address_privacy', 'approved_at']).orderBy('id').execute();
      expect(rows).toEqual([
        { status: 'approved', address_privacy: 'street', approved_at: changed },
        { status: 'in_analysis', address_privacy: 'street', approved_at: null },
        { status: 'rejected', address_privacy: 'street', approved_at: null },
      ]);

      await handle.db.updateTable('properties').set({ address_privacy: 'neighborhood' }).where('status', '=', 'approved').execute();
      const refused = sql`update properties set address_privacy = 'everything'`.execute(handle.db);
      await expect(refused).rejects.toThrow();
      const nulled = sql`update properties set address_privacy = null`.execute(handle.db);
      await expect(nulled).rejects.toThrow();
      const choices = await handle.db.selectFrom('properties').select('address_privacy').orderBy('id').execute();
      expect(choices.map((row) => row.address_privacy)).toEqual(['neighborhood', 'street', 'street']);
    },
  );
});
