import type { PropertyInput } from '../generated/resolvers.js';
import type { MultipartFile } from './multipart-body.js';
import type { RawStatusChange } from './types.js';
import {
  inputFieldNamer,
  PHOTO_FIELDS,
  propertyFormFields,
  SHARED_FORM_TABLES,
  type PropertyFormTables,
  type PropertyPhoto,
} from './property-form.js';

/** Input field → form field of `POST /api/properties` and `POST /api/properties/{id}`, by how the value is written. */
const STAFF_PROPERTY_FORM: PropertyFormTables<PropertyInput> = {
  choices: { ...SHARED_FORM_TABLES.choices, status: 'status', portalLevel: 'portal_level', addressPrivacy: 'address_privacy' },
  texts: {
    ...SHARED_FORM_TABLES.texts,
    code: 'code',
    responsibleBroker: 'responsible_broker',
    responsibleBrokerPhone: 'responsible_broker_phone',
    brokerId: 'user_id',
    clientId: 'client_id',
  },
  numbers: { ...SHARED_FORM_TABLES.numbers, rentalPrice: 'rental_price' },
  flags: {
    ...SHARED_FORM_TABLES.flags,
    isActive: 'is_active',
    isReserved: 'is_reserved',
    isLaunch: 'is_launch',
    portalPublish: 'portal_publish',
  },
};

/** The form field listing the file names of photos to remove, as JSON text. */
export const IMAGES_TO_DELETE_FIELD = 'imagesToDelete';
/** How a multipart update says it is a PUT. */
export const METHOD_OVERRIDE_FIELD: readonly [string, string] = ['_method', 'PUT'];

/** What an update removes: photo file names. */
export interface StaffPropertyChanges {
  imagesToDelete?: readonly string[] | null;
}

/**
 * The text fields of the staff property form: every field of the registration form's kind plus status,
 * flags, the responsible broker and the client; `imagesToDelete` (on update) as JSON text. A field given
 * as null is sent empty, which clears it on an update; a field left out of the input is not sent, which
 * keeps it.
 */
export function staffPropertyFormFields(input: PropertyInput, changes: StaffPropertyChanges = {}): [string, string][] {
  const fields = propertyFormFields(input, STAFF_PROPERTY_FORM, { nullAs: 'empty' });
  if (changes.imagesToDelete && changes.imagesToDelete.length > 0) {
    fields.push([IMAGES_TO_DELETE_FIELD, JSON.stringify([...new Set(changes.imagesToDelete)])]);
  }
  return fields;
}

/** The photos as files of the staff form: `mainImage`, then `otherImages[0]`, `otherImages[1]`… in order. */
export function staffPropertyFormFiles(photos: readonly PropertyPhoto[]): MultipartFile[] {
  let otherIndex = 0;
  return photos.map((photo) => ({
    field: photo.field === 'mainImage' ? PHOTO_FIELDS.mainImage : `${PHOTO_FIELDS.otherImages}[${otherIndex++}]`,
    fileName: photo.fileName,
    contentType: photo.contentType,
    path: photo.path,
    size: photo.size,
  }));
}

/**
 * The schema's name of a field the API reported (`user_id` → `brokerId`, `is_active` → `isActive`,
 * `otherImages[3]` → `otherImages`); a field the form does not have keeps the API's name.
 */
export const staffPropertyInputField: (formField: string) => string = inputFieldNamer(STAFF_PROPERTY_FORM, {
  [IMAGES_TO_DELETE_FIELD]: 'imagesToDelete',
});

/**
 * The status change body: the REST status value, notify_client as 1/0 (yes unless told otherwise) and the reason of
 * a rejection when one is given.
 */
export function statusChangeBody(
  status: NonNullable<PropertyInput['status']>,
  notifyClient: boolean | null | undefined,
  reason?: string | null,
): RawStatusChange {
  const body: RawStatusChange = { status: status.toLowerCase(), notify_client: notifyClient === false ? 0 : 1 };
  if (typeof reason === 'string') body.reason = reason;
  return body;
}

/** Field names of a status change refusal, as the schema names them. */
export function statusChangeInputField(formField: string): string {
  return formField === 'notify_client' ? 'notifyClient' : formField;
}
