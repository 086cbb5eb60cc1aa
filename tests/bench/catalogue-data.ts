import type { Selectable } from 'kysely';
import { propertyCode, propertySlug } from '../../api/src/catalogue/identity.js';
import { openDatabase } from '../../api/src/db/connect.js';
import { toNumberOrNull } from '../../api/src/db/numbers.js';
import type { NewProperty, PropertiesTable } from '../../api/src/db/schema.js';
import { propertySearchText } from '../../api/src/catalogue/search-text.js';

/** Rows per insert statement: well under SQLite's limit of bound values with some 50 columns a row. */
const ROWS_PER_INSERT = 200;

/**
 * Grows the catalogue of a seeded SQLite data dir to `total` properties by cloning the demo listings
 * (titles, codes, cities and photos varied), in one transaction, 200 rows per statement so that 100,000
 * take seconds. The API must be stopped while this runs.
 */
export async function growCatalogue(dataDir: string, total: number): Promise<number> {
  const { db } = openDatabase(dataDir, undefined);
  try {
    const templates: Selectable<PropertiesTable>[] = await db.selectFrom('properties').selectAll().execute();
    if (templates.length === 0) throw new Error('o catálogo de demonstração está vazio');
    const year = new Date().getFullYear();
    const last = templates.reduce((max, row) => Math.max(max, row.id), 0);
    const clone = (id: number): NewProperty => {
      const template = templates[id % templates.length]!;
      const title = `${template.title} ${id}`;
      return {
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
        rental_price: toNumberOrNull(template.rental_price),
        search_text: propertySearchText({ ...template, title }),
      };
    };
    await db.transaction().execute(async (transaction) => {
      const end = last + total - templates.length;
      for (let first = last + 1; first <= end; first += ROWS_PER_INSERT) {
        const rows: NewProperty[] = [];
        for (let id = first; id <= Math.min(end, first + ROWS_PER_INSERT - 1); id += 1) rows.push(clone(id));
        await transaction.insertInto('properties').values(rows).execute();
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
