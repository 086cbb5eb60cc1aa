import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabases } from './support/migration-database.js';
import { postgresUnavailableReason } from './support/postgres.js';

const postgresUnavailable = await postgresUnavailableReason();

describe.each(['sqlite', 'postgres'] as const)('migration 0007-property-codes on %s', (dialect) => {
  const databases = migrationDatabases(dialect, 'property-code-migration-');

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    'stores for every existing property the code it was displayed with, then refuses a code twice whatever the case',
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo('0006-template-files')).toBeUndefined();
      const now = '2026-11-20T13:00:00.000Z';
      for (const [operation, year] of [
        ['rent', 2024],
        ['sale', 2025],
        ['launch', 2026],
        ['both', 2026],
      ] as const) {
        await sql`insert into properties (year, title, operation, type, price, city, status, images, created_at, updated_at)
                  values (${year}, 'Imóvel antigo', ${operation}, 'house', 100000, 'Campinas', 'approved', '[]', ${now}, ${now})`.execute(
          handle.db,
        );
      }

      expect(await migrateTo()).toBeUndefined();
      const rows = await handle.db.selectFrom('properties').select(['id', 'code']).orderBy('id').execute();
      const [rent, sale, launch, both] = rows.map((row) => row.id);
      expect(rows.map((row) => row.code)).toEqual([`L-${rent}-2024`, `V-${sale}-2025`, `LA-${launch}-2026`, `VL-${both}-2026`]);

      await handle.db
        .updateTable('properties')
        .set({ code: 'PORTAL-1' })
        .where('id', '=', rent ?? 0)
        .execute();
      const duplicate = handle.db
        .updateTable('properties')
        .set({ code: 'portal-1' })
        .where('id', '=', sale ?? 0)
        .execute();
      await expect(duplicate).rejects.toThrow();
      expect(
        (
          await handle.db
            .selectFrom('properties')
            .select('code')
            .where('id', '=', sale ?? 0)
            .executeTakeFirstOrThrow()
        ).code,
      ).toBe(`V-${sale}-2025`);
    },
  );
});
