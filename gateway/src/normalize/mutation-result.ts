import type { MutationError } from '../generated/resolvers.js';
import { RestError } from '../rest/rest-error.js';
import type { RawMessageAnswer } from '../rest/types.js';
import { toText } from './scalars.js';

/** The shape every visitor mutation answers: `ok`, the API's message when ok, the failure otherwise. */
export interface MutationOutcome {
  ok: boolean;
  message: string | null;
  error: MutationError | null;
}

/**
 * REST statuses that are the visitor's to fix (bad input, files too large). Too many attempts (429) is not: it is
 * the operation's error, which the gateway answers with the API's 429 and `Retry-After`.
 */
const EXPECTED_FAILURE_STATUSES: ReadonlySet<number> = new Set([400, 413, 422]);

/** Whether a failed call is an expected one, answered as data rather than as a GraphQL error. */
export function isExpectedFailure(error: unknown): error is RestError {
  return error instanceof RestError && error.kind === 'http' && error.status !== null && EXPECTED_FAILURE_STATUSES.has(error.status);
}

/**
 * Whether a failed people form (client, broker, user, company, password) is answered as data: every
 * expected failure above, and a 409 — a duplicate e-mail (shown at the e-mail field) or a record someone
 * else changed meanwhile.
 */
export function isFormRefusal(error: unknown): error is RestError {
  return isExpectedFailure(error) || (error instanceof RestError && error.kind === 'http' && error.status === 409);
}

export function toMutationSuccess(raw: RawMessageAnswer | null | undefined): MutationOutcome {
  return { ok: true, message: toText(raw?.message), error: null };
}

/** A refusal with its pt-BR message and each field's messages (one entry per message, in order). */
export function toMutationFailure(message: string, fieldErrors: readonly { field: string; message: string }[]): MutationOutcome {
  return {
    ok: false,
    message: null,
    error: { message, fieldErrors: fieldErrors.map(({ field, message: text }) => ({ field, message: text })) },
  };
}

/** An expected REST refusal as data: the API's message and field messages, as it sent them. */
export function toMutationRefusal(error: RestError): MutationOutcome {
  return toMutationFailure(error.message, error.fieldErrors);
}
