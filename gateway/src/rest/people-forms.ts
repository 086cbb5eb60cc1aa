import type { BrokerInput, ClientInput, CompanyInput, CompanySortField, SortOrder, UserInput } from '../generated/resolvers.js';
import { choice, flag, formFieldNamer, id, idList, jsonFormBody, multipartFormFields, text, type FormTable } from './form-table.js';
import type { MultipartFile } from './multipart-body.js';
import type { RawJsonForm, RawPasswordChange } from './people-types.js';
import type { PropertyPhoto } from './property-form.js';
import { RestError } from './rest-error.js';
import { IMAGES_TO_DELETE_FIELD, METHOD_OVERRIDE_FIELD } from './staff-property-form.js';

/** `POST /api/clients`, `PUT /api/clients/{id}`. */
const CLIENT_FORM: FormTable<ClientInput> = {
  name: text('name'),
  phone: text('phone'),
  email: text('email'),
  isActive: flag('is_active'),
};

/** `POST /api/brokers`, `POST /api/brokers/{id}` (multipart). */
const BROKER_FORM: FormTable<BrokerInput> = {
  name: text('name'),
  creci: text('creci'),
  phone: text('phone'),
  email: text('email'),
  leaderId: id('leadbroker_id'),
  password: text('password'),
  isActive: flag('is_active'),
  onDuty: flag('is_plantao'),
};

/** `POST /api/users`, `PUT /api/users/{id}`. */
const USER_FORM: FormTable<UserInput> = {
  name: text('name'),
  phone: text('phone'),
  email: text('email'),
  creci: text('creci'),
  password: text('password'),
  isActive: flag('is_active'),
  role: choice('role'),
  permissionIds: idList('permissions'),
};

/** `PUT /api/enterprises/{id}`. */
const COMPANY_FORM: FormTable<CompanyInput> = {
  document: text('document'),
  name: text('name'),
  phone: text('phone'),
  whatsapp: text('whatsapp'),
  creci: text('creci'),
  zipCode: text('zip_code'),
  street: text('address'),
  number: text('number'),
  neighborhood: text('neighborhood'),
  city: text('city'),
  state: text('state'),
  email: text('email'),
  isActive: flag('is_active'),
  feedContactName: text('feed_contact_name'),
  feedEmail: text('feed_email'),
  feedPhone: text('feed_phone'),
  feedWebsite: text('feed_website'),
};

/** Whether a form creates a record or updates one; a password is only ever set by a create. */
export type FormMode = 'create' | 'update';

/** The broker form's photo field, and the role every broker form creates. */
const BROKER_PHOTO_FIELD = 'mainImage';
const BROKER_ROLE_FIELD: readonly [string, string] = ['role', 'broker'];

export function clientBody(input: ClientInput): RawJsonForm {
  return jsonFormBody(input, CLIENT_FORM);
}

/** The user form: role in lower case, permissions as a list of ids; the password only on create. */
export function userBody(input: UserInput, mode: FormMode): RawJsonForm {
  return jsonFormBody(input, USER_FORM, mode === 'update' ? { leaveOut: ['password'] } : {});
}

export function companyBody(input: CompanyInput): RawJsonForm {
  return jsonFormBody(input, COMPANY_FORM);
}

export function passwordBody(password: string): RawPasswordChange {
  return { password };
}

/**
 * The text fields of the broker form. A create sends the password and `role=broker`; an update says it
 * is a PUT, never sends a password (it changes through its own call) nor a role (a leader edited on this
 * form stays a leader), and lists the photo to remove in `imagesToDelete`. Null clears a field.
 */
export function brokerFormFields(input: BrokerInput, mode: FormMode, imagesToDelete: readonly string[] = []): [string, string][] {
  if (mode === 'create') return [...multipartFormFields(input, BROKER_FORM), [...BROKER_ROLE_FIELD]];
  const fields = multipartFormFields(input, BROKER_FORM, { leaveOut: ['password'] });
  if (imagesToDelete.length > 0) fields.push([IMAGES_TO_DELETE_FIELD, JSON.stringify([...new Set(imagesToDelete)])]);
  return [[...METHOD_OVERRIDE_FIELD], ...fields];
}

/** The broker's photo as the one file of the form, under `mainImage`. */
export function brokerFormFiles(photo: PropertyPhoto | null): MultipartFile[] {
  if (photo === null) return [];
  return [{ field: BROKER_PHOTO_FIELD, fileName: photo.fileName, contentType: photo.contentType, path: photo.path, size: photo.size }];
}

/** The schema's names of the fields the API reported, form by form. */
export const clientInputField = formFieldNamer(CLIENT_FORM);
export const userInputField = formFieldNamer(USER_FORM);
export const companyInputField = formFieldNamer(COMPANY_FORM);
export const brokerInputField = formFieldNamer(BROKER_FORM, { [BROKER_PHOTO_FIELD]: 'photo', [IMAGES_TO_DELETE_FIELD]: 'removePhoto' });

/** The field a duplicate e-mail (409) is reported at. */
const DUPLICATE_EMAIL_FIELD = 'email';
const MENTIONS_EMAIL = /e-?mail/i;

/**
 * A refusal of a people form under the schema's field names. A 409 naming the e-mail in its message
 * alone (`{ message }`, without field messages) is a duplicate e-mail: the message goes to the e-mail
 * field too, so the form shows it there. Any other 409 (a record changed by someone else meanwhile)
 * keeps only its message.
 */
export function formRefusal(error: RestError, rename: (restField: string) => string): RestError {
  const renamed = error.withFieldNames(rename);
  const isBareDuplicateEmail =
    renamed.kind === 'http' && renamed.status === 409 && renamed.fieldErrors.length === 0 && MENTIONS_EMAIL.test(renamed.message);
  if (!isBareDuplicateEmail) return renamed;
  return new RestError(renamed.kind, renamed.message, renamed.status, [{ field: DUPLICATE_EMAIL_FIELD, message: renamed.message }]);
}

const COMPANY_SORT_FIELDS: Readonly<Record<CompanySortField, string>> = {
  NAME: 'name',
  EMAIL: 'email',
  CREATED_AT: 'created_at',
};

/** The `sortBy` and `sortOrder` query values of the company list. */
export function companySortParams(sortBy: CompanySortField, sortOrder: SortOrder): { sortBy: string; sortOrder: string } {
  return { sortBy: COMPANY_SORT_FIELDS[sortBy], sortOrder: sortOrder.toLowerCase() };
}
