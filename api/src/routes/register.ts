import { Router } from 'express';
import type { Kysely, Transaction } from 'kysely';
import { agencyNameOf, findActiveCompanies } from '../catalogue/company.js';
import { insertProperty, type PropertyToInsert } from '../catalogue/insert-property.js';
import { issueTrackingToken, trackingUrl } from '../catalogue/tracking-token.js';
import type { ObjectStore } from '../files/object-store.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { countedForm, type FormLimits } from '../http/rate-limit.js';
import { createLead } from '../leads/lead-create.js';
import { queueMail } from '../mail/queue.js';
import { registrationReceived } from '../mail/registration-received.js';
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
import { requestAddress } from '../audit/audit-actor.js';
import { readConsentVersion, recordConsent, type Consent } from '../audit/consent.js';

export const REGISTERED_MESSAGE = 'Imóvel cadastrado com sucesso! Nossa equipe vai analisar as informações e entrar em contato.';

export interface RegisterSettings {
  db: Kysely<Database>;
  dataDir: string;
  files: ObjectStore;
  limits: FormLimits;
  /** The public site's address, which the owner's tracking link starts with. */
  publicUrl: string;
  /** Called after the owner's confirmation is queued, so that its delivery starts right away. */
  onMailQueued: () => void;
}

interface SavedRegistration {
  trackingToken: string;
  mailQueued: boolean;
}

/** The owner's confirmation with the tracking link, when the form gave an e-mail. */
async function queueConfirmation(
  transaction: Transaction<Database>,
  property: RegisteredProperty,
  propertyId: number,
  link: string,
): Promise<boolean> {
  const email = property.contact_email?.trim();
  if (!email) return false;
  const [company] = await findActiveCompanies(transaction);
  const row = await transaction.selectFrom('properties').select(['code']).where('id', '=', propertyId).executeTakeFirstOrThrow();
  const mail = registrationReceived({
    recipientName: property.contact_name,
    title: property.title,
    code: row.code,
    agencyName: agencyNameOf(company),
    trackingUrl: link,
  });
  await queueMail(transaction, { kind: 'property_status', referenceId: propertyId, to: email, ...mail });
  return true;
}

/**
 * Saves the owner's property for review: in analysis, inactive (so not public), with the contact fields; and,
 * in the same transaction, the owner's consent to the privacy notice, its lead in the inbox, its first tracking token and the owner's confirmation mail.
 */
async function saveForReview(
  db: Kysely<Database>,
  publicUrl: string,
  { property, images, consent }: { property: RegisteredProperty; images: string[]; consent: Consent },
): Promise<SavedRegistration> {
  return db.transaction().execute(async (transaction) => {
    const propertyId = await insertProperty(transaction, propertyForReview(property, images));
    await recordConsent(transaction, consent, { type: 'property', id: propertyId });
    await createLead(transaction, {
      source: 'registration',
      name: property.contact_name,
      phone: property.contact_phone,
      email: property.contact_email,
      propertyId,
    });
    const trackingToken = await issueTrackingToken(transaction, propertyId);
    const mailQueued = await queueConfirmation(transaction, property, propertyId, trackingUrl(publicUrl, trackingToken));
    return { trackingToken, mailQueued };
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
 * row is written only after all of them; a failure at any point leaves neither row nor files. The answer
 * carries the property's first tracking token, given only this once.
 */
export function registerRoutes({ db, dataDir, files: store, limits, publicUrl, onMailQueued }: RegisterSettings): Router {
  const router = Router();
  router.post(
    '/property/register',
    countedForm(db, 'register', limits, async (req, res) => {
      const saved = await withUploadDir(dataDir, async (dir) => {
        const { body, files } = await receiveMultipart(req, res, dir);
        const form = new FormReader(body);
        const property = readRegistrationFields(form, body);
        const consent: Consent = { form: 'registration', version: readConsentVersion(form), address: requestAddress(req), at: new Date() };
        const photos = classifyPhotos(files, form, OWNER_PHOTO_RULES);
        await checkPhotoFormats(photos, form);
        if (form.hasErrors || property === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
        let images: string[];
        try {
          images = await storePhotos(store, photos);
        } catch (error) {
          if (!(error instanceof UnreadablePhotoError)) throw error;
          throw new HttpError(422, FORM_ERRORS_MESSAGE, { [error.field]: [error.reason] });
        }
        try {
          return await saveForReview(db, publicUrl, { property, images, consent });
        } catch (error) {
          await removeStoredPhotos(store, images);
          throw error;
        }
      });
      if (saved.mailQueued) onMailQueued();
      return { message: REGISTERED_MESSAGE, data: { tracking_token: saved.trackingToken } };
    }),
  );
  return router;
}
