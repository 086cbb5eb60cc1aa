import { Router, type Request } from 'express';
import type { ApiContext } from '../context.js';
import { requireStaff } from '../auth/staff-session.js';
import { bodyFields, formBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { CLIENT_NOT_FOUND_MESSAGE, createClient, findClient, updateClient } from '../people/client-save.js';
import { listClientChoices } from '../people/client-choices.js';
import { listClients } from '../people/client-list.js';
import { recordId } from '../http/record-id.js';
import { staffActor } from '../audit/audit-actor.js';

const CLIENT_CREATED_MESSAGE = 'Cliente cadastrado com sucesso!';
const CLIENT_UPDATED_MESSAGE = 'Cliente atualizado com sucesso!';

/**
 * The clients screen (permission clientes): `GET /api/clients` (by name, searched and paged, see `listClients`),
 * `GET /api/clients/{id}`, `POST /api/clients`, `PUT /api/clients/{id}`. And `GET /api/clients/choices`
 * (permission imoveis): the property form's select, which sees only ids and names (see `listClientChoices`).
 */
export function clientRoutes({ db }: ApiContext): Router {
  const router = Router();
  const clients = requireStaff(db, 'clientes');
  const pathId = (req: Request) => recordId(req, CLIENT_NOT_FOUND_MESSAGE);

  // Before `/clients/:id`, which would read `choices` as an id.
  router.get('/clients/choices', requireStaff(db, 'imoveis'), async (req, res) => {
    res.json(await listClientChoices(db, req.query));
  });

  router.get('/clients', clients, async (req, res) => {
    res.json(await listClients(db, req.query));
  });

  router.get('/clients/:id', clients, async (req, res) => {
    const client = await findClient(db, pathId(req));
    if (client === undefined) throw new HttpError(404, CLIENT_NOT_FOUND_MESSAGE);
    res.json({ data: client });
  });

  router.post('/clients', clients, ...formBody, async (req, res) => {
    res.status(201).json({ message: CLIENT_CREATED_MESSAGE, data: await createClient(db, staffActor(req), bodyFields(req.body)) });
  });

  router.put('/clients/:id', clients, ...formBody, async (req, res) => {
    res.json({ message: CLIENT_UPDATED_MESSAGE, data: await updateClient(db, staffActor(req), pathId(req), bodyFields(req.body)) });
  });

  return router;
}
