import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** GraphQL error codes the back office acts on. */
export type ActionableCode = 'UNAUTHENTICATED' | 'FORBIDDEN';

/** Whether a failed operation carries this code (a 401 HTTP answer counts as UNAUTHENTICATED). */
export function hasErrorCode(error: unknown, code: ActionableCode): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((entry) => entry.extensions?.code === code);
  if (ServerError.is(error))
    return (code === 'UNAUTHENTICATED' && error.statusCode === 401) || (code === 'FORBIDDEN' && error.statusCode === 403);
  return false;
}

/** The server's own text of a failed operation (its first GraphQL error), or null. */
export function serverErrorText(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const text = error.errors[0]?.message.trim() ?? '';
  return text === '' ? null : text;
}

/** Codes whose message says nothing the user can act on: the screen's own text is better. */
const unhelpfulCodes = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE', 'BAD_REQUEST']);

/**
 * The text of a failed operation: the server's own message when it says something about the request
 * (not found, no permission, a conflict), else the screen's fallback (spec §8).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  if (typeof code === 'string' && unhelpfulCodes.has(code)) return fallback;
  return serverErrorText(error) ?? fallback;
}
