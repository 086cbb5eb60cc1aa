import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabases } from './support/migration-database.js';
import { postgresUnavailableReason } from './support/postgres.js';

const postgresUnavailable = await postgresUnavailableReason();
const NOW = '2026-11-20T13:00:00.000Z';

describe.each(['sqlite', 'postgres'] as const)('migration 0015-slug-and-code-required on %s', (dialect) => {
  const databases = migrationDatabases(dialect, 'slug-and-code-migration-');

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    'gives a row without slug or code the ones the API answered for it, keeps the rest, then refuses null',
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo('0012-registration-tracking')).toBeUndefined();
      const insert = (title: string, operation: string, slug: string | null, code: string | null) =>
        sql<{
          id: number;
        }>`insert into properties (year, slug, code, title, operation, type, price, city, status, images, created_at, updated_at)
            values (2025, ${slug}, ${code}, ${title}, ${operation}, 'house', 100000, 'Campinas', 'approved', '[]', ${NOW}, ${NOW})
            returning id`
          .execute(handle.db)
          .then((result) => result.rows[0]?.id ?? 0);
      const kept = await insert('Casa mantida', 'sale', 'casa-mantida-original', 'PORTAL/77');
      const noSlug = await insert('Chácara à beira do Atibaia', 'both', null, 'CH-1');
      const noWords = await insert('!!!', 'rent', null, null);
      const clash = await insert('Sala comercial', 'launch', 'sala-comercial', null);
      // Staff once typed exactly the code the clashing row would be generated with.
      await sql`update properties set code = ${`la-${clash}-2025`} where id = ${kept}`.execute(handle.db);
      await sql`insert into registration_tracking (property_id, token_hash, created_at) values (${noSlug}, 'hash-1', ${NOW})`.execute(
        handle.db,
      );

      expect(await migrateTo('0015-slug-and-code-required')).toBeUndefined();

      const rows = await handle.db.selectFrom('properties').select(['id', 'slug', 'code']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: kept, slug: 'casa-mantida-original', code: `la-${clash}-2025` },
        { id: noSlug, slug: `chacara-a-beira-do-atibaia-${noSlug}`, code: 'CH-1' },
        { id: noWords, slug: `imovel-${noWords}`, code: `L-${noWords}-2025` },
        { id: clash, slug: 'sala-comercial', code: `LA-${clash}-2025-2` },
      ]);
      const tracking = await sql<{ property_id: number }>`select property_id from registration_tracking`.execute(handle.db);
      expect(tracking.rows).toEqual([{ property_id: noSlug }]);

      await expect(sql`update properties set slug = null where id = ${kept}`.execute(handle.db)).rejects.toThrow(/not.null|NOT NULL/i);
      await expect(sql`update properties set code = null where id = ${kept}`.execute(handle.db)).rejects.toThrow(/not.null|NOT NULL/i);
      await expect(insert('Sem código', 'sale', 'sem-codigo', null)).rejects.toThrow(/not.null|NOT NULL/i);
      await expect(sql`update properties set code = 'ch-1' where id = ${kept}`.execute(handle.db)).rejects.toThrow();

      const next = await insert('Casa nova', 'sale', 'casa-nova', 'V-NOVA');
      expect(next).toBeGreaterThan(clash);
      if (dialect === 'sqlite') {
        const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db);
        expect(foreignKeys.rows).toEqual([{ foreign_keys: 1 }]);
        const indexes = await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'properties' and sql is not null`.execute(handle.db);
        expect(indexes.rows.map((row) => row.name)).toEqual(
          expect.arrayContaining(['properties_slug_unique', 'properties_code_lower_unique']),
        );
      }
    },
  );

  it.skipIf(dialect === 'postgres' && postgresUnavailable !== undefined)(
    'keeps the AUTOINCREMENT counter: an id given before is never given again',
    async () => {
      const { handle, migrateTo } = await databases.open();
      expect(await migrateTo('0012-registration-tracking')).toBeUndefined();
      const insert = (slug: string) =>
        sql<{
          id: number;
        }>`insert into properties (year, slug, code, title, operation, type, price, city, status, images, created_at, updated_at)
          values (2025, ${slug}, ${slug}, 'Casa', 'sale', 'house', 100000, 'Campinas', 'approved', '[]', ${NOW}, ${NOW})
          returning id`
          .execute(handle.db)
          .then((result) => result.rows[0]?.id ?? 0);
      await insert('primeira');
      const removed = await insert('removida');
      await sql`delete from properties where id = ${removed}`.execute(handle.db);
      expect(await migrateTo()).toBeUndefined();
      expect(await insert('depois')).toBeGreaterThan(removed);
    },
  );
});
