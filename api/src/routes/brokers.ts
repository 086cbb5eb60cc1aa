import { Router, type Request, type RequestHandler } from 'express';
import { currentStaff, findStaffUser, requireStaff } from '../auth/staff-session.js';
import { bodyFields, formBodyAfter } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { ensureMayAddress, ensureMayChangeFound } from '../people/access.js';
import { BROKER_NOT_FOUND_MESSAGE, findBrokerRow, toBrokerJson } from '../people/broker-json.js';
import { listBrokers } from '../people/broker-list.js';
import { createBroker, updateBroker, type BrokerStore } from '../people/broker-save.js';
import { changePassword, PASSWORD_CHANGED_MESSAGE, readPasswordChange } from '../people/password-change.js';
import { recordId } from '../http/record-id.js';
import { staffActor } from '../audit/audit-actor.js';

const BROKER_CREATED_MESSAGE = 'Corretor cadastrado com sucesso!';
const BROKER_UPDATED_MESSAGE = 'Corretor atualizado com sucesso!';

function pathId(req: Request): number {
  return recordId(req, BROKER_NOT_FOUND_MESSAGE);
}

/**
 * `GET /api/brokers` (public, wider with a staff session; see `listBrokers`), and the broker screen
 * (permission corretores): read, create, update (multipart, `POST` with `_method=PUT` or `PUT`) and
 * password. A user with role broker reads and changes only their own record.
 */
export function brokerRoutes(store: BrokerStore): Router {
  const { db, files } = store;
  const router = Router();
  const staff = requireStaff(db, 'corretores');

  router.get('/brokers', async (req, res) => {
    res.json(await listBrokers(db, files, await findStaffUser(db, req), req.query));
  });

  router.get('/brokers/:id', staff, async (req, res) => {
    const id = pathId(req);
    ensureMayAddress(currentStaff(req), id);
    const row = await findBrokerRow(db, id);
    if (row === undefined) throw new HttpError(404, BROKER_NOT_FOUND_MESSAGE);
    res.json({ data: toBrokerJson(row, files) });
  });

  router.post('/brokers', staff, async (req, res) => {
    const row = await createBroker(store, staffActor(req), currentStaff(req), req, res);
    res.status(201).json({ message: BROKER_CREATED_MESSAGE, data: toBrokerJson(row, files) });
  });

  // Multipart forms cannot be sent with PUT from every client: `POST` with `_method=PUT` is the update.
  const update: RequestHandler = async (req, res) => {
    const row = await updateBroker(store, staffActor(req), currentStaff(req), pathId(req), req, res);
    res.json({ message: BROKER_UPDATED_MESSAGE, data: toBrokerJson(row, files) });
  };
  router.post('/brokers/:id', staff, update);
  router.put('/brokers/:id', staff, update);

  // Who may change the broker, and that they exist, is settled before the body is read, whatever was sent.
  const passwordBody = formBodyAfter((req) =>
    ensureMayChangeFound(db, currentStaff(req), pathId(req), findBrokerRow, BROKER_NOT_FOUND_MESSAGE),
  );
  router.put('/brokers/:id/password', staff, ...passwordBody, async (req, res) => {
    await changePassword(db, staffActor(req), currentStaff(req), req, pathId(req), readPasswordChange(bodyFields(req.body)));
    res.json({ message: PASSWORD_CHANGED_MESSAGE });
  });

  return router;
}
