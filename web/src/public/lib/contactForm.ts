import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../../../shared/privacy-notice';
import type { ContactInterest as ContactInterestValue, ContactMessageInput } from '../../gql/graphql';
import { isEmailAddress } from '../../forms/email';
import { messages, type ContactInterest } from '../../forms/messages';

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  interest: ContactInterest | '';
  message: string;
}

export const emptyContactFields: ContactFields = { name: '', email: '', phone: '', interest: '', message: '' };

export const contactInterests: readonly ContactInterest[] = ['buy', 'rent', 'sell', 'rent_out', 'others'];

export function isContactInterest(value: string): value is ContactInterest {
  return (contactInterests as readonly string[]).includes(value);
}

const interestValues: Record<ContactInterest, ContactInterestValue> = {
  buy: 'BUY',
  rent: 'RENT',
  sell: 'SELL',
  rent_out: 'RENT_OUT',
  others: 'OTHERS',
};

/** The first problem of a filled-in contact form, as the text shown to the visitor; null when it can be sent. */
export function contactFormProblem(fields: ContactFields): string | null {
  const required = [fields.name, fields.email, fields.phone, fields.message];
  if (required.some((value) => value.trim() === '')) return messages.contact.missingFields;
  if (!isEmailAddress(fields.email)) return messages.contact.invalidEmail;
  return null;
}

/**
 * The message as the GraphQL input: trimmed, the interest left out when none was chosen, with the version of the
 * privacy notice this page links to (sending the form accepts it).
 */
export function toContactMessageInput(fields: ContactFields): ContactMessageInput {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    interest: fields.interest ? interestValues[fields.interest] : null,
    message: fields.message.trim(),
    privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION,
  };
}
