import { Router } from 'express';
import type { Kysely } from 'kysely';
import { insertProperty, type PropertyToInsert } from '../catalogue/insert-property.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { countedForm, type FormLimits } from '../http/rate-limit.js';
import { createLead } from '../leads/lead-create.js';
import { readRegistrationFields, type RegisteredProperty } from '../registration/fields.js';
import {
  checkPhotoFormats,
  classifyPhotos,
  OWNER_PHOTO_RULES,
  removeStoredPhotos,
  storePhotos,
  UnreadablePhotoError,
} from '../files/photos.js';
import { FORM_ERRORS_MESSAGE, receiveMultipart, withUploadDir } from '../http/uploads.js';

export const REGISTERED_MESSAGE = 'Imóvel cadastrado com sucesso! Nossa equipe vai analisar as informações e entrar em contato.';

export interface RegisterSettings {
  db: Kysely<Database>;
  dataDir: string;
  limits: FormLimits;
}

/**
 * Saves the owner's property for review: in analysis, inactive (so not public), with the contact fields; and,
 * in the same transaction, its lead in the inbox.
 */
async function saveForReview(db: Kysely<Database>, property: RegisteredProperty, images: string[]): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const propertyId = await insertProperty(transaction, propertyForReview(property, images));
    await createLead(transaction, {
      source: 'registration',
      name: property.contact_name,
      phone: property.contact_phone,
      email: property.contact_email,
      propertyId,
    });
  });
}

function propertyForReview(property: RegisteredProperty, images: string[]): PropertyToInsert {
  const now = new Date();
  return {
    ...property,
    year: now.getFullYear(),
    status: 'in_analysis',
    is_active: 0,
    is_reserved: 0,
    is_launch: 0,
    responsible_broker: null,
    responsible_broker_phone: null,
    user_id: null,
    client_id: null,
    images: JSON.stringify(images),
    terms_accepted: 1,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/**
 * `POST /api/property/register` (multipart): an owner's property with its photos (`mainImage`, plus
 * `otherImages` or `otherImages[n]`). Every rule of the owner form is checked, with its message under
 * the field's name. Photos are stored re-encoded under random names with their WebP variants, and the
 * row is written only after all of them; a failure at any point leaves neither row nor files.
 */
export function registerRoutes({ db, dataDir, limits }: RegisterSettings): Router {
  const router = Router();
  router.post(
    '/property/register',
    countedForm(db, 'register', limits, async (req, res) => {
      await withUploadDir(dataDir, async (dir) => {
        const { body, files } = await receiveMultipart(req, res, dir);
        const form = new FormReader(body);
        const property = readRegistrationFields(form, body);
        const photos = classifyPhotos(files, form, OWNER_PHOTO_RULES);
        await checkPhotoFormats(photos, form);
        if (form.hasErrors || property === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
        let images: string[];
        try {
          images = await storePhotos(dataDir, photos);
        } catch (error) {
          if (!(error instanceof UnreadablePhotoError)) throw error;
          throw new HttpError(422, FORM_ERRORS_MESSAGE, { [error.field]: [error.reason] });
        }
        try {
          await saveForReview(db, property, images);
        } catch (error) {
          await removeStoredPhotos(dataDir, images);
          throw error;
        }
      });
      return REGISTERED_MESSAGE;
    }),
  );
  return router;
}
