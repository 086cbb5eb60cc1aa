import type { LoginResult } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { isExpectedFailure } from '../normalize/mutation-result.js';
import { toSession } from '../normalize/staff-user.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { RestError } from '../rest/rest-error.js';
import type { RawLoginAnswer } from '../rest/types.js';

/** What the login screen says when the API's answer lacks the user or the token (spec §8). */
const MISSING_SESSION_MESSAGE = 'Erro ao recuperar dados da empresa ou usuário.';

/** A sign-in's refusals the user can act on: wrong credentials (401), empty fields. Too many attempts is an error (429). */
function isLoginRefusal(error: unknown): error is RestError {
  return isExpectedFailure(error) || (error instanceof RestError && error.isUnauthorized);
}

/**
 * Signs in through the API. Wrong credentials and empty fields come back as data with the API's pt-BR message; an
 * answer without a usable user or token is a failure too. Too many attempts is the operation's error
 * (TOO_MANY_REQUESTS), answered 429 with the API's `Retry-After`.
 */
export function logIn(api: AgencyApi, email: string | null | undefined, password: string | null | undefined): Promise<LoginResult> {
  return outcomeOf<RawLoginAnswer, LoginResult>(api.backOffice.login({ email, password }), {
    success: (answer) => {
      const session = toSession(answer);
      if (session === null) return { ok: false, session: null, error: { message: MISSING_SESSION_MESSAGE, fieldErrors: [] } };
      return { ok: true, session, error: null };
    },
    refusal: (error) => ({
      ok: false,
      session: null,
      error: { message: error.message, fieldErrors: error.fieldErrors.map(({ field, message }) => ({ field, message })) },
    }),
    isExpected: isLoginRefusal,
  });
}
