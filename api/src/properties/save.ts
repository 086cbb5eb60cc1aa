import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { StaffUser } from '../auth/staff-session.js';
import { approvalDateChange } from '../catalogue/approval-date.js';
import { insertProperty } from '../catalogue/insert-property.js';
import { propertySearchText } from '../catalogue/search-text.js';
import { parseImageList } from '../files/image-list.js';
import type { ObjectStore } from '../files/object-store.js';
import type { Database, PropertyRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import {
  checkPhotoFormats,
  classifyPhotos,
  removeStoredPhotos,
  storePhotos,
  UnreadablePhotoError,
  type PhotoRules,
  type ReceivedPhoto,
} from '../files/photos.js';
import { FORM_ERRORS_MESSAGE, MAX_PHOTOS, receiveMultipart, withUploadDir, type ReceivedForm } from '../http/uploads.js';
import {
  imagesNotOwned,
  notOwnedImageMessage,
  planImages,
  readImagesToDelete,
  TOO_MANY_IMAGES_MESSAGE,
  type ImagePlan,
} from '../files/image-plan.js';
import { addCodeToLeadSearch } from './lead-search-code.js';
import { checkCodeIsFree, refusingDuplicateCode } from './property-code.js';
import { settleReferences } from './references.js';
import type { FormMode } from '../http/changes.js';
import { completeStaffFields, readStaffChanges, type StaffPropertyChanges } from './staff-fields.js';
import { findVisibleProperty, STAFF_PROPERTY_NOT_FOUND_MESSAGE } from './staff-queries.js';
import { recordPropertyAudit, type PropertyEditor } from './property-audit.js';

/** Staff may save a property without photos, and the main photo is optional. */
const STAFF_PHOTO_RULES: PhotoRules = { mainRequired: false, minimum: 0 };
const EDIT_CONFLICT_MESSAGE = 'O imóvel foi alterado por outra pessoa ao mesmo tempo. Recarregue a página e tente novamente.';

export interface PropertyStore {
  db: Kysely<Database>;
  dataDir: string;
  files: ObjectStore;
  log: (line: string) => void;
}

interface StaffForm {
  changes: StaffPropertyChanges;
  photos: ReceivedPhoto[];
  toDelete: string[];
}

/** Stored photos of one save: the new main photo (if sent) and the others, in order. */
interface StoredPhotos {
  names: string[];
  newMain: string | undefined;
  newOthers: string[];
}

/** Records the problems of the asked photo changes: names that are not the property's, or too many photos. */
function checkImageChanges(
  form: FormReader,
  current: readonly string[],
  toDelete: readonly string[],
  photos: readonly ReceivedPhoto[],
): void {
  const notOwned = imagesNotOwned(current, toDelete);
  if (notOwned.length > 0) {
    form.fail('imagesToDelete', notOwnedImageMessage(notOwned));
    return;
  }
  const hasMain = photos[0]?.field === 'mainImage';
  const planned = planImages({
    current,
    toDelete,
    newMain: hasMain ? 'nova-principal' : undefined,
    newOthers: photos.slice(hasMain ? 1 : 0).map((_photo, index) => `nova-${index}`),
  });
  if (planned.images.length > MAX_PHOTOS) form.fail('otherImages', TOO_MANY_IMAGES_MESSAGE);
}

/** Receives and checks the whole form; 422 with every field's message when anything is wrong. */
async function readStaffForm(
  db: Kysely<Database>,
  user: StaffUser,
  received: ReceivedForm,
  mode: FormMode,
  current: { id?: number; images: readonly string[] },
): Promise<StaffForm> {
  const { body, files } = received;
  const form = new FormReader(body);
  const changes = readStaffChanges(form, body, mode);
  await checkCodeIsFree(db, form, changes.code, current.id);
  const photos = classifyPhotos(files, form, STAFF_PHOTO_RULES);
  await checkPhotoFormats(photos, form);
  const toDelete = readImagesToDelete(form, body);
  checkImageChanges(form, current.images, toDelete, photos);
  await settleReferences(db, user, form, body, changes, mode);
  if (form.hasErrors) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return { changes, photos, toDelete };
}

async function storeFormPhotos(files: ObjectStore, photos: readonly ReceivedPhoto[]): Promise<StoredPhotos> {
  let names: string[];
  try {
    names = await storePhotos(files, photos);
  } catch (error) {
    if (!(error instanceof UnreadablePhotoError)) throw error;
    throw new HttpError(422, FORM_ERRORS_MESSAGE, { [error.field]: [error.reason] });
  }
  const hasMain = photos[0]?.field === 'mainImage';
  return { names, newMain: hasMain ? names[0] : undefined, newOthers: hasMain ? names.slice(1) : names };
}

/** Removes the files of photos a committed change dropped; a failure is logged (the start-up sweep retries). */
async function discardPhotos(store: PropertyStore, names: readonly string[]): Promise<void> {
  try {
    await removeStoredPhotos(store.files, names);
  } catch (error) {
    store.log(`Não foi possível apagar as fotos ${names.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function propertyById(db: Kysely<Database>, id: number): Promise<PropertyRow> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * `POST /api/properties`: checks every rule, stores the photos (re-encoded, with variants), then writes
 * the row and its entry of the audit trail in one transaction. A failure at any point leaves neither row,
 * entry nor files.
 */
export async function createStaffProperty(
  store: PropertyStore,
  { user, actor }: PropertyEditor,
  req: Request,
  res: Response,
): Promise<PropertyRow> {
  const id = await withUploadDir(store.dataDir, async (dir) => {
    const received = await receiveMultipart(req, res, dir);
    const { changes, photos } = await readStaffForm(store.db, user, received, 'create', { images: [] });
    const fields = completeStaffFields(changes);
    if (fields === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE);
    const stored = await storeFormPhotos(store.files, photos);
    try {
      const now = new Date();
      return await refusingDuplicateCode(() =>
        store.db.transaction().execute(async (transaction) => {
          const newId = await insertProperty(transaction, {
            ...fields,
            year: now.getFullYear(),
            images: JSON.stringify(stored.names),
            terms_accepted: 0,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          });
          await recordPropertyAudit(transaction, actor, undefined, await propertyById(transaction, newId));
          return newId;
        }),
      );
    } catch (error) {
      await removeStoredPhotos(store.files, stored.names);
      throw error;
    }
  });
  return propertyById(store.db, id);
}

/**
 * `POST /api/properties/{id}` (`_method=PUT`): the fields sent change, a new main photo replaces the
 * first one, other photos are appended and `imagesToDelete` are dropped; a new code is added to what the
 * property's leads are searched by, keeping the old. The row changes only if its
 * photos did not change meanwhile (409 otherwise), with its entry of the audit trail (the photo list's
 * change included) in the same transaction; new files are removed on any failure, and the files of
 * dropped photos only once the change is committed.
 */
export async function updateStaffProperty(
  store: PropertyStore,
  { user, actor }: PropertyEditor,
  id: number,
  req: Request,
  res: Response,
): Promise<PropertyRow> {
  const before = await findVisibleProperty(store.db, user, id);
  if (before === undefined) throw new HttpError(404, STAFF_PROPERTY_NOT_FOUND_MESSAGE);
  await withUploadDir(store.dataDir, async (dir) => {
    const received = await receiveMultipart(req, res, dir);
    const { changes, photos, toDelete } = await readStaffForm(store.db, user, received, 'update', {
      id,
      images: parseImageList(before.images),
    });
    const stored = await storeFormPhotos(store.files, photos);
    let plan: ImagePlan;
    try {
      plan = await refusingDuplicateCode(() =>
        store.db.transaction().execute(async (transaction) => {
          const current = await findVisibleProperty(transaction, user, id);
          if (current === undefined) throw new HttpError(404, STAFF_PROPERTY_NOT_FOUND_MESSAGE);
          const currentImages = parseImageList(current.images);
          const check = new FormReader({});
          checkImageChanges(check, currentImages, toDelete, photos);
          if (check.hasErrors) throw new HttpError(422, FORM_ERRORS_MESSAGE, check.errors);
          const planned = planImages({ current: currentImages, toDelete, newMain: stored.newMain, newOthers: stored.newOthers });
          const now = new Date().toISOString();
          const result = await transaction
            .updateTable('properties')
            .set({
              ...changes,
              // Required on update: a code sent empty was refused with the form, so null never reaches the column.
              code: changes.code ?? undefined,
              ...(changes.status !== undefined && changes.status !== 'rejected' ? { status_reason: null } : {}),
              ...approvalDateChange(current.status, changes.status, now),
              images: JSON.stringify(planned.images),
              search_text: propertySearchText({ ...current, ...changes }),
              updated_at: now,
            })
            .where('id', '=', id)
            .where('images', '=', current.images)
            .returningAll()
            .executeTakeFirst();
          if (result === undefined) throw new HttpError(409, EDIT_CONFLICT_MESSAGE);
          if (changes.code && changes.code !== current.code) await addCodeToLeadSearch(transaction, id, changes.code);
          await recordPropertyAudit(transaction, actor, current, result);
          return planned;
        }),
      );
    } catch (error) {
      await removeStoredPhotos(store.files, stored.names);
      throw error;
    }
    await discardPhotos(store, plan.removed);
  });
  return propertyById(store.db, id);
}

/**
 * `DELETE /api/properties/{id}`: removes the row, with an entry of the audit trail keeping the values it had, then
 * its photos with their variants.
 */
export async function deleteStaffProperty(store: PropertyStore, { user, actor }: PropertyEditor, id: number): Promise<void> {
  const images = await store.db.transaction().execute(async (transaction) => {
    const row = await findVisibleProperty(transaction, user, id);
    if (row === undefined) throw new HttpError(404, STAFF_PROPERTY_NOT_FOUND_MESSAGE);
    const names = parseImageList(row.images);
    await transaction.deleteFrom('properties').where('id', '=', id).execute();
    await recordPropertyAudit(transaction, actor, row, undefined);
    return names;
  });
  await discardPhotos(store, images);
}
