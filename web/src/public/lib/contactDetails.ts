import { messages } from '../../forms/messages';

export interface AddressParts {
  street: string | null;
  number: string | null;
  complement?: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  zipCode?: string | null;
}

function filled(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** "Street, number - complement", with the parts given; null without a street. */
export function streetLine(address: Pick<AddressParts, 'street' | 'number' | 'complement'>): string | null {
  const street = filled(address.street);
  if (!street) return null;
  return [messages.address.streetLine(street, filled(address.number)), filled(address.complement)].filter(Boolean).join(' - ');
}

/** A postal address as display lines: street and number, neighbourhood, city - state, CEP. */
export function addressLines(address: AddressParts): string[] {
  const neighborhood = filled(address.neighborhood);
  const city = filled(address.city);
  const state = filled(address.state);
  const zipCode = filled(address.zipCode);
  const cityLine = city ? messages.address.cityLine(city, state) : state;
  return [streetLine(address), neighborhood, cityLine, zipCode ? messages.address.zipCode(zipCode) : null].filter(
    (line): line is string => line !== null,
  );
}

/** A tel: link for a stored phone; Brazilian numbers without a country code get +55. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.length === 10 || digits.length === 11 ? `tel:+55${digits}` : `tel:${digits}`;
}
