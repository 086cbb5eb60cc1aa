import type { AnonymizePersonResult, PersonData, PrivacySettings, PrivacySettingsResult } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { recordOutcomeOf } from '../mutations/record-outcome.js';
import { toMutationRefusal, toMutationSuccess } from '../normalize/mutation-result.js';
import { personExportUrl, toAnonymizedCounts, toPersonData, toPrivacySettings } from '../normalize/person-data.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { PersonKey } from '../rest/privacy-api.js';
import type { RawAnonymizeAnswer } from '../rest/privacy-types.js';
import { RestError } from '../rest/rest-error.js';

/**
 * Everything held about the person with this e-mail or phone, with the address of its download. The API refuses it
 * (FORBIDDEN) without the permission privacidade, and a key without an e-mail or phone, or with a bad one,
 * (BAD_USER_INPUT) at the argument's name.
 */
export async function loadPersonData(api: AgencyApi, key: PersonKey): Promise<PersonData> {
  return toPersonData((await api.privacy.person(key)).data, personExportUrl(key));
}

/**
 * Anonymizes everything held about the person: the API's message and what it changed; a key it refuses (none, or a
 * bad one) comes back as data at its argument, a missing permission stays FORBIDDEN.
 */
export function anonymizePerson(api: AgencyApi, key: PersonKey): Promise<AnonymizePersonResult> {
  return outcomeOf<RawAnonymizeAnswer, AnonymizePersonResult>(api.privacy.anonymize(key), {
    success: (answer) => ({ ...toMutationSuccess(answer), counts: toAnonymizedCounts(answer.data) }),
    refusal: (error) => ({ ...toMutationRefusal(error), counts: null }),
  });
}

/** The LGPD settings (permission privacidade). */
export async function loadPrivacySettings(api: AgencyApi): Promise<PrivacySettings> {
  const settings = toPrivacySettings((await api.privacy.settings()).data);
  if (settings === null) throw RestError.malformed(200);
  return settings;
}

/**
 * Saves the retention of leads never converted. The API refuses it (FORBIDDEN, with its own text) to anyone who does
 * not also hold usuarios; months out of range come back as data at `leadRetentionMonths`.
 */
export function savePrivacySettings(api: AgencyApi, leadRetentionMonths: number): Promise<PrivacySettingsResult> {
  return recordOutcomeOf(api.privacy.saveSettings(leadRetentionMonths), 'settings', toPrivacySettings);
}
