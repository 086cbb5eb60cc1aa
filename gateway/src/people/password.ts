import { outcomeOf } from '../mutations/outcome.js';
import {
  isFormRefusal,
  toMutationFailure,
  toMutationRefusal,
  toMutationSuccess,
  type MutationOutcome,
} from '../normalize/mutation-result.js';
import type { StatusAnswer } from '../rest/client.js';
import type { RawMessageAnswer } from '../rest/types.js';

/** What the password dialog says when the API answers anything but 200 (spec §8). */
const PASSWORD_NOT_CHANGED_MESSAGE = 'Ocorreu um erro ao tentar alterar a senha.';

/**
 * A password change as its result: success only on HTTP 200 (spec §7), with the API's message; a too
 * short password comes back as data at `password`; no session, no permission or an unknown person stay
 * errors.
 */
export function passwordChangeOutcome(call: Promise<StatusAnswer<RawMessageAnswer>>): Promise<MutationOutcome> {
  return outcomeOf(call, {
    success: ({ status, body }) => (status === 200 ? toMutationSuccess(body) : toMutationFailure(PASSWORD_NOT_CHANGED_MESSAGE, [])),
    refusal: toMutationRefusal,
    isExpected: isFormRefusal,
  });
}
