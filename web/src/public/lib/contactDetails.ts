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

/** A postal address as display lines: street and number, neighbourhood, city - state, CEP. */
export function addressLines(address: AddressParts): string[] {
  const street = filled(address.street);
  const complement = filled(address.complement);
  const neighborhood = filled(address.neighborhood);
  const city = filled(address.city);
  const state = filled(address.state);
  const zipCode = filled(address.zipCode);
  const streetLine = street ? [messages.address.streetLine(street, filled(address.number)), complement].filter(Boolean).join(' - ') : null;
  const cityLine = city ? messages.address.cityLine(city, state) : state;
  return [streetLine, neighborhood, cityLine, zipCode ? messages.address.zipCode(zipCode) : null].filter(
    (line): line is string => line !== null,
  );
}

/** A tel: link for a stored phone; Brazilian numbers without a country code get +55. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.length === 10 || digits.length === 11 ? `tel:+55${digits}` : `tel:${digits}`;
}
