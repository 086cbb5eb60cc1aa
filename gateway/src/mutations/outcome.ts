import { isExpectedFailure } from '../normalize/mutation-result.js';
import type { RestError } from '../rest/rest-error.js';

export interface OutcomeReaders<A, T> {
  /** The result of a call the API accepted. */
  success: (answer: A) => T;
  /** The result of a refusal the user can act on, as data. */
  refusal: (error: RestError) => T;
  /** Which failures are answered as data; by default 400, 413 and 422. */
  isExpected?: (error: unknown) => error is RestError;
}

/**
 * A REST write as a mutation result: its answer when it succeeds, its refusal as data when the user can
 * fix it; any other failure (401, 403, 404, an unreachable API…) stays an error of the table in
 * `errors.ts`, with its code.
 */
export async function outcomeOf<A, T>(call: Promise<A>, readers: OutcomeReaders<A, T>): Promise<T> {
  let answer: A;
  try {
    answer = await call;
  } catch (error) {
    const isExpected = readers.isExpected ?? isExpectedFailure;
    if (isExpected(error)) return readers.refusal(error);
    throw error;
  }
  return readers.success(answer);
}
