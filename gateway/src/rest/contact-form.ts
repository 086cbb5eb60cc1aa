import type { ContactInterest, ContactMessageInput } from '../generated/resolvers.js';
import type { RawContactMessage } from './types.js';

const INTEREST_VALUES: Readonly<Record<ContactInterest, string>> = {
  BUY: 'buy',
  RENT: 'rent',
  SELL: 'sell',
  RENT_OUT: 'rent_out',
  OTHERS: 'others',
};

/** The message and the version of the privacy notice its sender accepted (the API's `privacy_notice_version`). */
interface ContactMessageBody extends RawContactMessage {
  privacy_notice_version?: string;
}

/** The body's fields the schema names otherwise; the message's own fields have the schema's names. */
const CONTACT_INPUT_FIELDS: Readonly<Record<string, keyof ContactMessageInput>> = {
  privacy_notice_version: 'privacyNoticeVersion',
};

/**
 * The JSON body of `POST /api/send-contact-email`. Fields left out stay out, so the API answers its own
 * message for each missing one (and takes the current privacy notice when no version is given).
 */
export function contactMessageBody(input: ContactMessageInput): ContactMessageBody {
  const body: ContactMessageBody = {};
  if (input.name !== null && input.name !== undefined) body.name = input.name;
  if (input.email !== null && input.email !== undefined) body.email = input.email;
  if (input.phone !== null && input.phone !== undefined) body.phone = input.phone;
  if (input.interest) body.interest = INTEREST_VALUES[input.interest];
  if (input.message !== null && input.message !== undefined) body.message = input.message;
  if (input.privacyNoticeVersion !== null && input.privacyNoticeVersion !== undefined)
    body.privacy_notice_version = input.privacyNoticeVersion;
  return body;
}

/** The schema's name of a field the API refused (`privacy_notice_version` → `privacyNoticeVersion`); others as sent. */
export function contactInputField(restField: string): string {
  return CONTACT_INPUT_FIELDS[restField] ?? restField;
}
