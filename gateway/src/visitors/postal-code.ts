import { codeForRestError } from '../errors.js';
import type { PostalCodeResult } from '../generated/resolvers.js';
import { toPostalCodeResult } from '../normalize/postal-code.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { RestError } from '../rest/rest-error.js';

/** What the visitor reads when the lookup fails on the way (spec §8). */
const POSTAL_CODE_FAILURE_MESSAGE = 'Erro ao buscar CEP.';

/** The mask characters a CEP may be typed with (`13025-000`, `13.025-000`). */
const CEP_MASK = /[\s.-]/g;

/**
 * Looks up a CEP through the API. A CEP the API refuses is BAD_USER_INPUT with its message; a lookup
 * that fails on the way (the API or its postal-code service) is UPSTREAM_ERROR or UPSTREAM_UNAVAILABLE
 * with 'Erro ao buscar CEP.'. Too many lookups keep the API's own message.
 */
export async function lookUpPostalCode(api: AgencyApi, cep: string): Promise<PostalCodeResult> {
  try {
    return toPostalCodeResult(await api.postalCode(cep.trim().replace(CEP_MASK, '')));
  } catch (error) {
    if (error instanceof RestError && isLookupFailure(error)) throw error.withMessage(POSTAL_CODE_FAILURE_MESSAGE);
    throw error;
  }
}

function isLookupFailure(error: RestError): boolean {
  const code = codeForRestError(error);
  return code === 'UPSTREAM_ERROR' || code === 'UPSTREAM_UNAVAILABLE';
}
