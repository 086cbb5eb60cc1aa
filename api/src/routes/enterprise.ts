import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { findActiveCompanies, toCompanyJson } from '../catalogue/company.js';
import { toPublicPropertyJson } from '../catalogue/property-json.js';
import { findPublicProperties } from '../catalogue/queries.js';
import { QueryReader } from '../http/query.js';

/**
 * `GET /api/enterprise`: `{ data: [company…] }`, the agency first, each carrying the public catalogue
 * in `properties`. Extension: `?properties=0` leaves `properties` out.
 */
export function enterpriseRoutes({ db }: ApiContext): Router {
  const router = Router();
  router.get('/enterprise', async (req, res) => {
    const query = new QueryReader(req.query);
    const withProperties = query.flag('properties') ?? 1;
    query.finish();
    const companies = await findActiveCompanies(db);
    if (withProperties === 0) {
      res.json({ data: companies.map(toCompanyJson) });
      return;
    }
    const catalogue = await findPublicProperties(db, {}, undefined);
    const properties = catalogue.rows.map(toPublicPropertyJson);
    res.json({ data: companies.map((company) => ({ ...toCompanyJson(company), properties })) });
  });
  return router;
}
