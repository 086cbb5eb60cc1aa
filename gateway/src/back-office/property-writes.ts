import type { PropertyInput, PropertyStatus } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { toMutationRefusal, toMutationSuccess, type MutationOutcome } from '../normalize/mutation-result.js';
import type { NormalizeOptions } from '../normalize/property.js';
import {
  toStaffPropertyFailure,
  toStaffPropertyRefusal,
  toStaffPropertySuccess,
  type StaffPropertyOutcome,
} from '../normalize/staff-property.js';
import {
  FORM_ERRORS_MESSAGE,
  pendingPhotosOf,
  tooLargeFieldErrors,
  withReceivedPhotos,
  type PhotoMutation,
} from '../photos/photo-mutation.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { PropertyPhoto } from '../rest/property-form.js';
import type { RawStaffPropertyAnswer } from '../rest/types.js';

export interface PropertyPhotosArgs {
  mainImage?: unknown;
  otherImages?: readonly unknown[] | null;
}

/** Creates a property with its photos (the main one first): refusals the user can fix come back as data. */
export function createProperty(
  api: AgencyApi,
  input: PropertyInput,
  photos: PropertyPhotosArgs,
  options: NormalizeOptions,
): Promise<StaffPropertyOutcome> {
  return withReceivedPhotos(
    pendingPhotosOf(photos.mainImage, photos.otherImages),
    staffPropertyWrite(options, (received) => api.backOffice.createProperty(input, received)),
  );
}

/**
 * Updates a property: a new main photo replaces the first, other photos are added, `imagesToDelete`
 * (file names) are removed. Refusals the user can fix come back as data.
 */
export function updateProperty(
  api: AgencyApi,
  id: string,
  input: PropertyInput,
  photos: PropertyPhotosArgs & { imagesToDelete?: readonly string[] | null },
  options: NormalizeOptions,
): Promise<StaffPropertyOutcome> {
  return withReceivedPhotos(
    pendingPhotosOf(photos.mainImage, photos.otherImages),
    staffPropertyWrite(options, (received) => api.backOffice.updateProperty(id, input, received, photos.imagesToDelete)),
  );
}

/** Deletes a property and its photos, with the API's confirmation. */
export function deleteProperty(api: AgencyApi, id: string): Promise<MutationOutcome> {
  return outcomeOf(api.backOffice.deleteProperty(id), { success: toMutationSuccess, refusal: toMutationRefusal });
}

/** Sets the approval status, with the reason of a rejection; the client is told unless notifyClient is false. */
export function changePropertyStatus(
  api: AgencyApi,
  id: string,
  change: { status: PropertyStatus; notifyClient: boolean | null | undefined; reason: string | null | undefined },
  options: NormalizeOptions,
): Promise<StaffPropertyOutcome> {
  return outcomeOf(api.backOffice.changePropertyStatus(id, change.status, change.notifyClient, change.reason), {
    success: (answer) => toStaffPropertySuccess(answer, options),
    refusal: toStaffPropertyRefusal,
  });
}

function staffPropertyWrite(
  options: NormalizeOptions,
  send: (photos: readonly PropertyPhoto[]) => Promise<RawStaffPropertyAnswer>,
): PhotoMutation<StaffPropertyOutcome> {
  return {
    refuseTooLarge: (fields) => toStaffPropertyFailure(FORM_ERRORS_MESSAGE, tooLargeFieldErrors(fields)),
    send: (received) =>
      outcomeOf(send(received), { success: (answer) => toStaffPropertySuccess(answer, options), refusal: toStaffPropertyRefusal }),
  };
}
