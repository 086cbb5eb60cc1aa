import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../shared/privacy-notice';
import type { PropertyRegistrationInput } from '../gql/graphql';
import { maskPhone } from './masks';
import { textOrNull, toPropertyDetailsInput } from './propertyFields';
import type { RegistrationValues } from './registrationValues';

/**
 * The registration as the GraphQL input: the property's fields, the owner's contact (phone masked), the terms and
 * the version of the privacy notice the form links to (sending it accepts that version).
 */
export function toRegistrationInput(values: RegistrationValues): PropertyRegistrationInput {
  return {
    ...toPropertyDetailsInput(values, null),
    contactName: textOrNull(values.contactName),
    contactPhone: textOrNull(values.contactPhone) === null ? null : maskPhone(values.contactPhone ?? ''),
    contactEmail: textOrNull(values.contactEmail),
    termsAccepted: values.termsAccepted === true,
    privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION,
  };
}
