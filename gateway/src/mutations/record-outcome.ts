import { isFormRefusal, toMutationRefusal, toMutationSuccess, type MutationOutcome } from '../normalize/mutation-result.js';
import type { RawWriteAnswer } from '../rest/types.js';
import { outcomeOf } from './outcome.js';

/** A form's result: `ok`, the API's message, the record as stored under `K`, or the failure. */
export type RecordOutcome<K extends string, T> = MutationOutcome & { [P in K]: T | null };

/** An outcome with its record (null on a failure). */
export function withRecord<K extends string, T>(outcome: MutationOutcome, key: K, record: T | null): RecordOutcome<K, T> {
  return { ...outcome, [key]: record } as RecordOutcome<K, T>;
}

/**
 * A create or update of a people form as its mutation result: the API's message and the record it
 * answered (read by `read`) when it succeeds; its refusal as data when the user can fix it (bad input,
 * a duplicate e-mail); any other failure stays an error of the table in `errors.ts`.
 */
export function recordOutcomeOf<K extends string, R, T>(
  call: Promise<RawWriteAnswer<R>>,
  key: K,
  read: (raw: R | null | undefined) => T | null,
): Promise<RecordOutcome<K, T>> {
  return outcomeOf(call, {
    success: (answer) => withRecord(toMutationSuccess(answer), key, read(answer?.data)),
    refusal: (error) => withRecord(toMutationRefusal(error), key, null),
    isExpected: isFormRefusal,
  });
}
