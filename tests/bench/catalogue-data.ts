import type { Selectable } from 'kysely';
import { propertyCode, propertySlug } from '../../api/src/catalogue/identity.js';
import { openDatabase } from '../../api/src/db/connect.js';
import { toNumberOrNull } from '../../api/src/db/numbers.js';
import type { PropertiesTable } from '../../api/src/db/schema.js';

/**
 * Grows the catalogue of a seeded SQLite data dir to `total` properties by cloning the demo listings
 * (titles, codes, cities and photos varied), in one transaction. The API must be stopped while this runs.
 */
export async function growCatalogue(dataDir: string, total: number): Promise<number> {
  const { db } = openDatabase(dataDir, undefined);
  try {
    const templates: Selectable<PropertiesTable>[] = await db.selectFrom('properties').selectAll().execute();
    if (templates.length === 0) throw new Error('o catálogo de demonstração está vazio');
    const year = new Date().getFullYear();
    const last = templates.reduce((max, row) => Math.max(max, row.id), 0);
    await db.transaction().execute(async (transaction) => {
      for (let id = last + 1; id <= last + total - templates.length; id += 1) {
        const template = templates[id % templates.length]!;
        const title = `${template.title} ${id}`;
        await transaction
          .insertInto('properties')
          .values({
            ...template,
            id,
            title,
            slug: propertySlug(title, id),
            code: propertyCode(template.operation, id, year),
            price: (toNumberOrNull(template.price) ?? 0) + id,
            area: toNumberOrNull(template.area),
            total_area: toNumberOrNull(template.total_area),
            usable_area: toNumberOrNull(template.usable_area),
            built_area: toNumberOrNull(template.built_area),
            lot_area: toNumberOrNull(template.lot_area),
            lot_front: toNumberOrNull(template.lot_front),
            lot_back: toNumberOrNull(template.lot_back),
            iptu_value: toNumberOrNull(template.iptu_value),
          })
          .execute();
      }
    });
    const { count } = await db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  } finally {
    await db.destroy();
  }
}
