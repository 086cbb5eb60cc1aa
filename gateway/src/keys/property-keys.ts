import type { KeyCheckoutInput, OverdueKeys, KeyRecord, PropertyKeyInput, PropertyKeys } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { isFormRefusal, toMutationRefusal, toMutationSuccess, type MutationOutcome } from '../normalize/mutation-result.js';
import { toOverdueKeys, toPropertyKey, toPropertyKeys } from '../normalize/property-key.js';
import { foundOrNull } from '../records/found.js';
import type { AgencyApi } from '../rest/agency-api.js';

export type PropertyKeyOutcome = RecordOutcome<'key', KeyRecord>;

/** A property's keys, loans and choices; null when the API does not know the property. */
export function loadPropertyKeys(api: AgencyApi, propertyId: string): Promise<PropertyKeys | null> {
  return foundOrNull(propertyId, async (known) => toPropertyKeys(await api.keys.propertyKeys(known)));
}

export async function loadOverdueKeys(api: AgencyApi): Promise<OverdueKeys> {
  return toOverdueKeys(await api.keys.overdueKeys());
}

/** A write on a key: refusals the user can act on (bad input, a key already out or removed) come back as data. */
function keyOutcome(call: ReturnType<AgencyApi['keys']['checkIn']>): Promise<PropertyKeyOutcome> {
  return recordOutcomeOf(call, 'key', toPropertyKey);
}

export function registerPropertyKey(api: AgencyApi, propertyId: string, input: PropertyKeyInput): Promise<PropertyKeyOutcome> {
  return keyOutcome(api.keys.registerKey(propertyId, input));
}

export function updatePropertyKey(api: AgencyApi, id: string, input: PropertyKeyInput): Promise<PropertyKeyOutcome> {
  return keyOutcome(api.keys.updateKey(id, input));
}

export function checkOutKey(api: AgencyApi, id: string, input: KeyCheckoutInput): Promise<PropertyKeyOutcome> {
  return keyOutcome(api.keys.checkOut(id, input));
}

export function checkInKey(api: AgencyApi, id: string): Promise<PropertyKeyOutcome> {
  return keyOutcome(api.keys.checkIn(id));
}

/** Removes a key; a key still lent is refused as data. */
export function removePropertyKey(api: AgencyApi, id: string): Promise<MutationOutcome> {
  return outcomeOf(api.keys.removeKey(id), { success: toMutationSuccess, refusal: toMutationRefusal, isExpected: isFormRefusal });
}
