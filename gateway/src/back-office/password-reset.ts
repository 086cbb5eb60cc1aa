import type { ActionResult } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { toMutationRefusal, toMutationSuccess } from '../normalize/mutation-result.js';
import type { AgencyApi } from '../rest/agency-api.js';

/**
 * 'Esqueci minha senha': the API's answer (always the same, whether or not the e-mail is anyone's) as a result, and a
 * malformed e-mail as a refusal with its field; too many requests stays the operation's error (TOO_MANY_REQUESTS).
 */
export function requestPasswordReset(api: AgencyApi, email: string | null | undefined): Promise<ActionResult> {
  return outcomeOf(api.backOffice.requestPasswordReset(email), { success: toMutationSuccess, refusal: toMutationRefusal });
}

/** A new password with the link's token: a weak password or a used or expired link comes back as a refusal. */
export function resetPassword(
  api: AgencyApi,
  token: string | null | undefined,
  password: string | null | undefined,
): Promise<ActionResult> {
  return outcomeOf(api.backOffice.resetPassword(token, password), { success: toMutationSuccess, refusal: toMutationRefusal });
}
