import type { Broker, BrokerInput } from '../generated/resolvers.js';
import { withRecord, recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { toBroker, toBrokerAnswer } from '../normalize/broker.js';
import { toMutationFailure, type MutationOutcome } from '../normalize/mutation-result.js';
import type { NormalizeOptions } from '../normalize/property.js';
import { FORM_ERRORS_MESSAGE, pendingPhotosOf, withReceivedPhotos, type PhotoMutation } from '../photos/photo-mutation.js';
import { PHOTO_TOO_LARGE_MESSAGE } from '../photos/photo-uploads.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { RawBrokerAnswer } from '../rest/people-types.js';
import type { PropertyPhoto } from '../rest/property-form.js';
import { passwordChangeOutcome } from './password.js';

export type BrokerOutcome = RecordOutcome<'broker', Broker>;

/** The broker mutations' photo argument. */
const PHOTO_ARGUMENT = 'photo';

/** Creates a broker (role broker) with an optional photo; refusals the user can fix come back as data. */
export function createBroker(api: AgencyApi, input: BrokerInput, photo: unknown, options: NormalizeOptions): Promise<BrokerOutcome> {
  return withReceivedPhotos(
    pendingPhotosOf(photo, null),
    brokerWrite(options, (received) => api.brokers.create(input, received)),
  );
}

/**
 * Updates a broker. A new photo replaces the current one; `removePhoto` without a new photo removes the
 * current one, named by its file, which the gateway reads first. Refusals the user can fix come back as data.
 */
export async function updateBroker(
  api: AgencyApi,
  id: string,
  input: BrokerInput,
  photo: unknown,
  removePhoto: boolean | null | undefined,
  options: NormalizeOptions,
): Promise<BrokerOutcome> {
  const pending = pendingPhotosOf(photo, null);
  const imagesToDelete = removePhoto === true && pending.length === 0 ? await currentPhotoOf(api, id, options) : [];
  return withReceivedPhotos(
    pending,
    brokerWrite(options, (received) => api.brokers.update(id, input, received, imagesToDelete)),
  );
}

/** Sets a broker's password; the API ends their other sessions. */
export function changeBrokerPassword(api: AgencyApi, id: string, password: string): Promise<MutationOutcome> {
  return passwordChangeOutcome(api.brokers.changePassword(id, password));
}

/** The file name of the broker's current photo, as a list of what to delete (empty without a photo). */
async function currentPhotoOf(api: AgencyApi, id: string, options: NormalizeOptions): Promise<string[]> {
  const photo = toBrokerAnswer(await api.brokers.broker(id), options)?.photo;
  return photo ? [photo.fileName] : [];
}

function brokerWrite(
  options: NormalizeOptions,
  send: (photo: PropertyPhoto | null) => Promise<RawBrokerAnswer>,
): PhotoMutation<BrokerOutcome> {
  return {
    refuseTooLarge: () =>
      withRecord(toMutationFailure(FORM_ERRORS_MESSAGE, [{ field: PHOTO_ARGUMENT, message: PHOTO_TOO_LARGE_MESSAGE }]), 'broker', null),
    send: (received) => recordOutcomeOf(send(received[0] ?? null), 'broker', (raw) => toBroker(raw, options)),
  };
}
