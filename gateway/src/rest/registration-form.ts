import type { PropertyRegistrationInput } from '../generated/resolvers.js';
import { inputFieldNamer, propertyFormFields, SHARED_FORM_TABLES, type PropertyFormTables } from './property-form.js';

/** Input field → form field of `POST /api/property/register`, by how the value is written. */
const REGISTRATION_FORM: PropertyFormTables<PropertyRegistrationInput> = {
  ...SHARED_FORM_TABLES,
  texts: {
    ...SHARED_FORM_TABLES.texts,
    privacyNoticeVersion: 'privacy_notice_version',
  },
  flags: {
    ...SHARED_FORM_TABLES.flags,
    termsAccepted: 'terms_accepted',
  },
};

/**
 * The text fields of the registration form: enums as their REST values, numbers as decimal text,
 * booleans as 1/0, features as JSON text of form keys. Fields without a value are left out, so the API
 * answers its own message for each one it requires (and takes the current privacy notice when no version is
 * given). The photos go under `mainImage` and a repeated `otherImages`.
 */
export function registrationFormFields(input: PropertyRegistrationInput): [string, string][] {
  return propertyFormFields(input, REGISTRATION_FORM);
}

/**
 * The schema's name of a field the API reported (`zip_code` → `zipCode`, `address` → `street`,
 * `otherImages[3]` → `otherImages`); a field the form does not have keeps the API's name.
 */
export const registrationInputField: (formField: string) => string = inputFieldNamer(REGISTRATION_FORM);
