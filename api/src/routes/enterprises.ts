import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { staffActor } from '../audit/audit-actor.js';
import { requireStaff } from '../auth/staff-session.js';
import { COMPANY_NOT_FOUND_MESSAGE, createCompany, findCompany, listCompanies, updateCompany } from '../companies/company-records.js';
import { bodyFields, formBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { recordId } from '../http/record-id.js';

const COMPANY_CREATED_MESSAGE = 'Empresa cadastrada com sucesso!';
const COMPANY_UPDATED_MESSAGE = 'Empresa atualizada com sucesso!';

/** The company records of the back office (permission empresa): list, read, create, update; each write is audited. */
export function enterpriseRecordRoutes({ db }: ApiContext): Router {
  const router = Router();
  const staff = requireStaff(db, 'empresa');

  router.get('/enterprises', staff, async (req, res) => {
    res.json(await listCompanies(db, req.query));
  });

  router.get('/enterprises/:id', staff, async (req, res) => {
    const company = await findCompany(db, recordId(req, COMPANY_NOT_FOUND_MESSAGE));
    if (company === undefined) throw new HttpError(404, COMPANY_NOT_FOUND_MESSAGE);
    res.json({ data: company });
  });

  router.post('/enterprises', staff, ...formBody, async (req, res) => {
    res.status(201).json({ message: COMPANY_CREATED_MESSAGE, data: await createCompany(db, staffActor(req), bodyFields(req.body)) });
  });

  router.put('/enterprises/:id', staff, ...formBody, async (req, res) => {
    const id = recordId(req, COMPANY_NOT_FOUND_MESSAGE);
    res.json({ message: COMPANY_UPDATED_MESSAGE, data: await updateCompany(db, staffActor(req), id, bodyFields(req.body)) });
  });

  return router;
}
