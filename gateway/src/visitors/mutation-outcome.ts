import { outcomeOf } from '../mutations/outcome.js';
import { toMutationRefusal, toMutationSuccess, type MutationOutcome } from '../normalize/mutation-result.js';
import type { RawMessageAnswer } from '../rest/types.js';

/**
 * A visitor's write as a mutation result: the API's confirmation when it succeeds, its refusal as data
 * when the visitor can fix it (400, 413, 422); any other failure stays an error of the table.
 */
export function mutationOutcomeOf(call: Promise<RawMessageAnswer>): Promise<MutationOutcome> {
  return outcomeOf(call, { success: toMutationSuccess, refusal: toMutationRefusal });
}
