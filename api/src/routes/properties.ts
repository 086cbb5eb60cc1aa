import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { findActiveCompanies } from '../catalogue/company.js';
import { readCatalogueFilter, readPaging } from '../catalogue/filter.js';
import { toPublicPropertyJson } from '../catalogue/property-json.js';
import { countPublicPropertiesByCity, findPublicProperties, findPublicPropertyBySlug } from '../catalogue/queries.js';
import { HttpError } from '../http/errors.js';
import { QueryReader } from '../http/query.js';

const PROPERTY_NOT_FOUND_MESSAGE = 'Imóvel não encontrado.';

/** The public catalogue calls: list with filters and paging, cities with counts, one property by slug. */
export function propertyRoutes({ db }: ApiContext): Router {
  const router = Router();

  router.get('/properties', async (req, res) => {
    const query = new QueryReader(req.query);
    const filter = readCatalogueFilter(query);
    const paging = readPaging(query);
    query.finish();
    const [catalogue, companies] = await Promise.all([findPublicProperties(db, filter, paging), findActiveCompanies(db)]);
    const agency = companies[0];
    res.json({
      data: [
        {
          name: agency?.name ?? null,
          whatsapp: agency?.whatsapp ?? null,
          properties: catalogue.rows.map(toPublicPropertyJson),
          total: catalogue.total,
          page: paging?.page ?? null,
          per_page: paging?.perPage ?? null,
        },
      ],
    });
  });

  router.get('/properties/cities', async (_req, res) => {
    res.json({ data: await countPublicPropertiesByCity(db) });
  });

  router.get('/properties/slug/:slug', async (req, res) => {
    const row = await findPublicPropertyBySlug(db, req.params.slug);
    if (row === undefined) throw new HttpError(404, PROPERTY_NOT_FOUND_MESSAGE);
    res.json({ data: toPublicPropertyJson(row) });
  });

  return router;
}
