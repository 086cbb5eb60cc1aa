import type { PropertyRegistrationInput, RegisterPropertyResult, RegistrationTracking } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import type { ImageAddressOptions } from '../normalize/images.js';
import { toMutationFailure, toMutationRefusal } from '../normalize/mutation-result.js';
import { toRegistrationSuccess, toRegistrationTracking } from '../normalize/registration-tracking.js';
import { FORM_ERRORS_MESSAGE, pendingPhotosOf, tooLargeFieldErrors, withReceivedPhotos } from '../photos/photo-mutation.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { RestError } from '../rest/rest-error.js';

/**
 * An owner's registration: receives the photos into temporary files, refuses any over 15 MB at its field
 * (without asking the API), otherwise sends the form with the photos streamed from disk. The temporary
 * files are removed whatever happens. An accepted registration answers the owner's tracking page.
 */
export function registerProperty(
  api: AgencyApi,
  input: PropertyRegistrationInput,
  mainImage: unknown,
  otherImages: readonly unknown[] | null | undefined,
): Promise<RegisterPropertyResult> {
  return withReceivedPhotos<RegisterPropertyResult>(pendingPhotosOf(mainImage, otherImages), {
    refuseTooLarge: (fields) => toMutationFailure(FORM_ERRORS_MESSAGE, tooLargeFieldErrors(fields)),
    send: (photos) => outcomeOf(api.registerProperty(input, photos), { success: toRegistrationSuccess, refusal: toMutationRefusal }),
  });
}

/** The property a tracking token was issued for; null for an unknown or malformed token (asked of the API as it is). */
export async function registrationTracking(
  api: AgencyApi,
  token: string,
  options: ImageAddressOptions,
): Promise<RegistrationTracking | null> {
  if (token.trim() === '') return null;
  try {
    return toRegistrationTracking(await api.registrationTracking(token.trim()), options);
  } catch (error) {
    if (error instanceof RestError && error.isNotFound) return null;
    throw error;
  }
}
