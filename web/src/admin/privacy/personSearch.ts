import { isEmailAddress } from '../../forms/email';
import { digitsOf, formatPhone } from '../../forms/masks';
import { privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { problemsOnly } from '../records/personRules';

const rules = privacyAdminMessages.search.rules;

/** The fewest digits of a phone with its area code. */
const MIN_PHONE_DIGITS = 10;

/** The search form as typed: the phone masked. */
export interface PersonSearchValues {
  email?: string;
  phone?: string;
}

type PersonSearchField = keyof PersonSearchValues;

/** What was searched: the e-mail trimmed, the phone as digits; null when not given. */
export interface PersonKey {
  email: string | null;
  phone: string | null;
}

/** At least one of the e-mail and the phone; each one given well formed. The server checks both again. */
export function validatePersonSearch(values: PersonSearchValues): Partial<Record<PersonSearchField, string>> {
  const email = (values.email ?? '').trim();
  const phone = digitsOf(values.phone ?? '');
  if (email === '' && phone === '') return { email: rules.keyRequired };
  return problemsOnly({
    email: email !== '' && !isEmailAddress(email) ? rules.emailInvalid : undefined,
    phone: phone !== '' && phone.length < MIN_PHONE_DIGITS ? rules.phoneIncomplete : undefined,
  });
}

/** The key of valid values. */
export function personKeyOf(values: PersonSearchValues): PersonKey {
  const email = (values.email ?? '').trim();
  const phone = digitsOf(values.phone ?? '');
  return { email: email === '' ? null : email, phone: phone === '' ? null : phone };
}

/** The person as the screen names them: the e-mail, the phone masked, or both. */
export function personKeyText(key: PersonKey): string {
  const phone = key.phone === null ? null : formatPhone(key.phone);
  if (key.email !== null && phone !== null) return privacyAdminMessages.results.searchedBoth(key.email, phone);
  return key.email ?? phone ?? '';
}
