import type { Address } from '../generated/resolvers.js';
import type { RawAddressFields } from '../rest/types.js';
import { toText } from './scalars.js';

/** The address of a property or a company (`address` is the street). */
export function toAddress(raw: RawAddressFields): Address {
  return {
    street: toText(raw.address),
    number: toText(raw.number),
    complement: toText(raw.complement),
    neighborhood: toText(raw.neighborhood),
    city: toText(raw.city),
    state: toText(raw.state),
    zipCode: toText(raw.zip_code),
  };
}
