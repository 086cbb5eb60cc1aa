import { Router, type Request, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { staffActor } from '../audit/audit-actor.js';
import { currentStaff, FORBIDDEN_MESSAGE, requireStaff } from '../auth/staff-session.js';
import type { Database, PropertyKeyRow } from '../db/schema.js';
import { bodyFields, formBodyAfter } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { recordId } from '../http/record-id.js';
import {
  existingKey,
  existingProperty,
  KEY_NOT_FOUND_MESSAGE,
  mayHandleKeys,
  PROPERTY_NOT_FOUND_MESSAGE,
  refuseUnlessKeeper,
  seesEveryOverdueKey,
} from '../keys/key-access.js';
import { checkInKey, checkOutKey } from '../keys/key-checkouts.js';
import { keyChoicesJson } from '../keys/key-choices.js';
import { keyHistoryJson, overdueKeysJson, propertyKeysJson, type PropertyKeyJson } from '../keys/key-json.js';
import { editKey, registerKey, removeKey } from '../keys/property-keys.js';

const KEY_REGISTERED_MESSAGE = 'Chave cadastrada com sucesso!';
const KEY_EDITED_MESSAGE = 'Chave alterada com sucesso!';
const KEY_REMOVED_MESSAGE = 'Chave removida.';
const CHECKED_OUT_MESSAGE = 'Retirada da chave registrada.';
const CHECKED_IN_MESSAGE = 'Devolução da chave registrada.';

/**
 * The properties' keys (docs/rest-api.md, "Keys"). Reading a property's keys and lending them: holders of `imoveis` or
 * `agenda`, or a broker (role broker) for themselves. Registering, editing and removing keys: `imoveis`, a broker only
 * on their own properties. `GET /api/key-checkouts/overdue`: the keys past due, every one for holders of `usuarios`,
 * the caller's own for the rest. Token, permission and the record are checked before the body is read.
 */
export function propertyKeyRoutes({ db }: { db: Kysely<Database> }): Router {
  const router = Router();
  const signedIn = requireStaff(db);
  const handlesKeys: RequestHandler = (req, _res, next) => {
    if (!mayHandleKeys(currentStaff(req))) throw new HttpError(403, FORBIDDEN_MESSAGE);
    next();
  };
  const keyHandlers: RequestHandler[] = [signedIn, handlesKeys];
  const keepers = requireStaff(db, 'imoveis');
  const keys = new WeakMap<Request, PropertyKeyRow>();
  const checkedKey = (req: Request) => {
    const key = keys.get(req);
    if (key === undefined) throw new Error('Rota de chave sem formBodyAfter.');
    return key;
  };
  const onKey = formBodyAfter(async (req) => keys.set(req, await existingKey(db, recordId(req, KEY_NOT_FOUND_MESSAGE))));
  const onKeptKey = formBodyAfter(async (req) => {
    const key = await existingKey(db, recordId(req, KEY_NOT_FOUND_MESSAGE));
    await refuseUnlessKeeper(db, currentStaff(req), key.property_id);
    keys.set(req, key);
  });
  const onKeptProperty = formBodyAfter((req) => refuseUnlessKeeper(db, currentStaff(req), recordId(req, PROPERTY_NOT_FOUND_MESSAGE)));
  const keyJson = async (key: PropertyKeyRow): Promise<PropertyKeyJson | undefined> =>
    (await propertyKeysJson(db, key.property_id, new Date())).find((listed) => listed.id === key.id);

  router.get('/key-checkouts/overdue', signedIn, async (req, res) => {
    const user = currentStaff(req);
    const everyone = seesEveryOverdueKey(user);
    res.set('Cache-Control', 'private, no-store');
    res.json({ scope: everyone ? 'all' : 'own', ...(await overdueKeysJson(db, everyone ? undefined : user.id, new Date())) });
  });
  router.get('/properties/:id/keys', ...keyHandlers, async (req, res) => {
    const property = await existingProperty(db, recordId(req, PROPERTY_NOT_FOUND_MESSAGE));
    const now = new Date();
    res.set('Cache-Control', 'private, no-store');
    res.json({
      data: await propertyKeysJson(db, property.id, now),
      history: await keyHistoryJson(db, property.id, now),
      choices: await keyChoicesJson(db, currentStaff(req), property.id, now),
    });
  });
  router.post('/properties/:id/keys', keepers, ...onKeptProperty, async (req, res) => {
    const key = await registerKey(db, staffActor(req), recordId(req, PROPERTY_NOT_FOUND_MESSAGE), bodyFields(req.body));
    res.status(201).json({ message: KEY_REGISTERED_MESSAGE, data: await keyJson(key) });
  });
  router.post('/property-keys/:id', keepers, ...onKeptKey, async (req, res) => {
    const key = await editKey(db, staffActor(req), checkedKey(req), bodyFields(req.body));
    res.json({ message: KEY_EDITED_MESSAGE, data: await keyJson(key) });
  });
  router.delete('/property-keys/:id', keepers, ...onKeptKey, async (req, res) => {
    await removeKey(db, staffActor(req), checkedKey(req));
    res.json({ message: KEY_REMOVED_MESSAGE });
  });
  router.post('/property-keys/:id/checkout', ...keyHandlers, ...onKey, async (req, res) => {
    const key = checkedKey(req);
    await checkOutKey(db, currentStaff(req), staffActor(req), key, bodyFields(req.body));
    res.status(201).json({ message: CHECKED_OUT_MESSAGE, data: await keyJson(key) });
  });
  router.post('/property-keys/:id/checkin', ...keyHandlers, ...onKey, async (req, res) => {
    const key = checkedKey(req);
    await checkInKey(db, currentStaff(req), staffActor(req), key);
    res.json({ message: CHECKED_IN_MESSAGE, data: await keyJson(key) });
  });
  return router;
}
