import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { passwordGate } from '../auth/password-gate.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { holdsPermission, type StaffUser } from '../auth/staff-session.js';
import type { Database, UserRow } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { HttpError } from '../http/errors.js';
import { removeStoredPhotos, storePhotos, UnreadablePhotoError, type ReceivedPhoto } from '../files/photos.js';
import { FORM_ERRORS_MESSAGE, receiveMultipart, withUploadDir } from '../http/uploads.js';
import { ensureMayChange, ensureMayCreate } from './access.js';
import { ensureAdministratorRemains, isActiveAdministrator, lockAdministrators } from './administrators.js';
import { BROKER_NOT_FOUND_MESSAGE, findBrokerRow } from './broker-json.js';
import { readBrokerForm } from './broker-form.js';
import { refusingDuplicateEmail } from './duplicate-email.js';
import { insertUser } from './user-insert.js';
import { recordStaffAccountWrite, staffAccountState } from './staff-audit.js';
import type { AuditActor } from '../audit/audit-types.js';

const BROKER_EDIT_CONFLICT_MESSAGE = 'O corretor foi alterado por outra pessoa ao mesmo tempo. Recarregue a página e tente novamente.';
/**
 * What a broker works with, their properties and the leads handed to them; a new broker gets each the person
 * creating them holds.
 */
const NEW_BROKER_PERMISSIONS = ['imoveis', 'leads'] as const;

export interface BrokerStore {
  db: Kysely<Database>;
  dataDir: string;
  files: ObjectStore;
  log: (line: string) => void;
}

/** Stores the photo (re-encoded, with its variants) and answers its name; an undecodable one is a 422. */
async function storePhoto(files: ObjectStore, photo: ReceivedPhoto | undefined): Promise<string | undefined> {
  if (photo === undefined) return undefined;
  try {
    const [name] = await storePhotos(files, [photo]);
    return name;
  } catch (error) {
    if (!(error instanceof UnreadablePhotoError)) throw error;
    throw new HttpError(422, FORM_ERRORS_MESSAGE, { mainImage: [error.reason] });
  }
}

/** Removes the photo files a committed change dropped; a failure is logged (the start-up sweep retries). */
async function discardPhoto(store: BrokerStore, name: string | null): Promise<void> {
  if (name === null) return;
  try {
    await removeStoredPhotos(store.files, [name]);
  } catch (error) {
    store.log(`Não foi possível apagar a foto ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function brokerOrThrow(db: Kysely<Database>, id: number): Promise<UserRow> {
  const row = await findBrokerRow(db, id);
  if (row === undefined) throw new HttpError(404, BROKER_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * `POST /api/brokers`: checks every rule, stores the photo, then writes the broker (with permission
 * imoveis when the creator holds it) and its audit entry in one transaction. A refused or failed save
 * leaves neither row, file nor entry.
 */
export async function createBroker(
  store: BrokerStore,
  actor: AuditActor,
  caller: StaffUser,
  req: Request,
  res: Response,
): Promise<UserRow> {
  ensureMayCreate(caller);
  const { db, dataDir, files } = store;
  const id = await withUploadDir(dataDir, async (dir) => {
    const { changes, password, photo } = await readBrokerForm(db, await receiveMultipart(req, res, dir), 'create', undefined);
    const { name, email, phone, creci } = changes;
    if (!name || !email || !phone || !creci || password === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE);
    const passwordHash = await passwordGate.run(() => hashPassword(password), { waits: true });
    const image = await storePhoto(files, photo);
    try {
      return await refusingDuplicateEmail(() =>
        db.transaction().execute(async (transaction) => {
          const created = await insertUser(transaction, {
            name,
            email,
            phone,
            creci,
            role: changes.role ?? 'broker',
            leadbroker_id: changes.leadbroker_id ?? null,
            is_active: changes.is_active ?? 1,
            is_plantao: changes.is_plantao ?? 0,
            password_hash: passwordHash,
            image: image ?? null,
          });
          const granted = NEW_BROKER_PERMISSIONS.filter((identifier) => holdsPermission(caller, identifier));
          if (granted.length > 0) {
            const permissions = await transaction.selectFrom('permissions').select('id').where('identifier', 'in', granted).execute();
            await transaction
              .insertInto('user_permissions')
              .values(permissions.map((permission) => ({ user_id: created, permission_id: permission.id })))
              .execute();
          }
          await recordStaffAccountWrite(transaction, actor, 'created', created, undefined);
          return created;
        }),
      );
    } catch (error) {
      if (image !== undefined) await removeStoredPhotos(files, [image]);
      throw error;
    }
  });
  return brokerOrThrow(db, id);
}

/**
 * `POST /api/brokers/{id}` (`_method=PUT`): the fields sent change; a new photo replaces the current one
 * and `imagesToDelete` naming it removes it. The photo changes only if nobody changed it meanwhile (409);
 * the old file goes once the change is committed, the new one if anything fails. Audited in the same
 * transaction.
 */
export async function updateBroker(
  store: BrokerStore,
  actor: AuditActor,
  caller: StaffUser,
  id: number,
  req: Request,
  res: Response,
): Promise<UserRow> {
  const { db, dataDir, files } = store;
  await ensureMayChange(db, caller, id);
  const before = await brokerOrThrow(db, id);
  const dropped = await withUploadDir(dataDir, async (dir) => {
    const form = await readBrokerForm(db, await receiveMultipart(req, res, dir), 'update', before);
    const image = await storePhoto(files, form.photo);
    const photoChanges = image !== undefined || form.removesPhoto;
    try {
      await refusingDuplicateEmail(() =>
        db.transaction().execute(async (transaction) => {
          await lockAdministrators(transaction);
          const wasAdministrator = await isActiveAdministrator(transaction, id);
          const audited = await staffAccountState(transaction, id);
          let update = transaction
            .updateTable('users')
            .set({ ...form.changes, ...(photoChanges ? { image: image ?? null } : {}), updated_at: new Date().toISOString() })
            .where('id', '=', id);
          if (photoChanges) update = before.image === null ? update.where('image', 'is', null) : update.where('image', '=', before.image);
          const result = await update.executeTakeFirst();
          if (result.numUpdatedRows !== 1n) throw new HttpError(409, BROKER_EDIT_CONFLICT_MESSAGE);
          // Someone deactivated is signed out everywhere: reactivating them later does not revive old sessions.
          if (form.changes.is_active === 0) await revokeUserSessions(transaction, id);
          await ensureAdministratorRemains(transaction, id, wasAdministrator, 'is_active');
          await recordStaffAccountWrite(transaction, actor, 'updated', id, audited);
        }),
      );
    } catch (error) {
      if (image !== undefined) await removeStoredPhotos(files, [image]);
      throw error;
    }
    return photoChanges ? before.image : null;
  });
  await discardPhoto(store, dropped);
  return brokerOrThrow(db, id);
}
