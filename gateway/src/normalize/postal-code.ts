import type { PostalCodeResult } from '../generated/resolvers.js';
import type { RawPostalCode } from '../rest/types.js';
import { digitsOf, toBool, toText } from './scalars.js';

const NOT_FOUND: PostalCodeResult = { found: false, address: null };

/**
 * A postal-code answer → `PostalCodeResult`: `erro` (true or "true") means not found; otherwise the
 * address, with the CEP as 8 digits, the UF in capitals and blank fields as null. An answer without an
 * 8-digit CEP is no address.
 */
export function toPostalCodeResult(raw: RawPostalCode | null | undefined): PostalCodeResult {
  if (typeof raw !== 'object' || raw === null || toBool(raw.erro) === true) return NOT_FOUND;
  const cep = digitsOf(raw.cep);
  if (!/^\d{8}$/.test(cep)) return NOT_FOUND;
  return {
    found: true,
    address: {
      cep,
      street: toText(raw.logradouro),
      neighborhood: toText(raw.bairro),
      city: toText(raw.localidade),
      state: toText(raw.uf)?.toUpperCase() ?? null,
    },
  };
}
