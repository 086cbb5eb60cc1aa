import type { PropertyRegistrationInput } from '../generated/resolvers.js';
import { toMutationFailure, type MutationOutcome } from '../normalize/mutation-result.js';
import { FORM_ERRORS_MESSAGE, pendingPhotosOf, tooLargeFieldErrors, withReceivedPhotos } from '../photos/photo-mutation.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { mutationOutcomeOf } from './mutation-outcome.js';

/**
 * An owner's registration: receives the photos into temporary files, refuses any over 15 MB at its field
 * (without asking the API), otherwise sends the form with the photos streamed from disk. The temporary
 * files are removed whatever happens.
 */
export function registerProperty(
  api: AgencyApi,
  input: PropertyRegistrationInput,
  mainImage: unknown,
  otherImages: readonly unknown[] | null | undefined,
): Promise<MutationOutcome> {
  return withReceivedPhotos(pendingPhotosOf(mainImage, otherImages), {
    refuseTooLarge: (fields) => toMutationFailure(FORM_ERRORS_MESSAGE, tooLargeFieldErrors(fields)),
    send: (photos) => mutationOutcomeOf(api.registerProperty(input, photos)),
  });
}
