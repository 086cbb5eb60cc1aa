import { Router, type Request } from 'express';
import { currentStaff, requireStaff } from '../auth/staff-session.js';
import { bodyFields, formBody, formBodyAfter } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { QueryReader } from '../http/query.js';
import type { ApiContext } from '../context.js';
import { actsOnlyOnOwnRecord, ensureMayAddress, ensureMayChangeFound } from '../people/access.js';
import { changePassword, PASSWORD_CHANGED_MESSAGE, readPasswordChange } from '../people/password-change.js';
import { recordId } from '../http/record-id.js';
import { staffActor } from '../audit/audit-actor.js';
import { findUserJson, listUserJson, USER_NOT_FOUND_MESSAGE } from '../people/user-json.js';
import { createUser, updateUser } from '../people/user-save.js';

const USER_CREATED_MESSAGE = 'Usuário cadastrado com sucesso!';
const USER_UPDATED_MESSAGE = 'Usuário atualizado com sucesso!';

/**
 * The users screen (permission usuarios): list, read, create, update and password. A user with role
 * broker sees and changes only their own record.
 */
export function userRoutes({ db }: ApiContext): Router {
  const router = Router();
  const staff = requireStaff(db, 'usuarios');
  const pathId = (req: Request) => recordId(req, USER_NOT_FOUND_MESSAGE);
  // Who may change the user, and that they exist, is settled before the body is read, whatever was sent.
  const changeBody = formBodyAfter((req) => ensureMayChangeFound(db, currentStaff(req), pathId(req), findUserJson, USER_NOT_FOUND_MESSAGE));

  router.get('/users', staff, async (req, res) => {
    // The list is the same for everyone who may see it: `email` (the signed-in user's) is accepted and not a filter.
    const query = new QueryReader(req.query);
    query.text('email');
    query.finish();
    const user = currentStaff(req);
    res.json({ data: await listUserJson(db, actsOnlyOnOwnRecord(user) ? user.id : undefined) });
  });

  router.get('/users/:id', staff, async (req, res) => {
    const id = pathId(req);
    ensureMayAddress(currentStaff(req), id);
    const user = await findUserJson(db, id);
    if (user === undefined) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
    res.json({ data: user });
  });

  router.post('/users', staff, ...formBody, async (req, res) => {
    const data = await createUser(db, staffActor(req), currentStaff(req), bodyFields(req.body));
    res.status(201).json({ message: USER_CREATED_MESSAGE, data });
  });

  router.put('/users/:id', staff, ...changeBody, async (req, res) => {
    const data = await updateUser(db, staffActor(req), currentStaff(req), pathId(req), bodyFields(req.body));
    res.json({ message: USER_UPDATED_MESSAGE, data });
  });

  router.put('/users/:id/password', staff, ...changeBody, async (req, res) => {
    await changePassword(db, staffActor(req), currentStaff(req), req, pathId(req), readPasswordChange(bodyFields(req.body)));
    res.json({ message: PASSWORD_CHANGED_MESSAGE });
  });

  return router;
}
