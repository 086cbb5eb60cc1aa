import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The request's id a failed operation carries (`extensions.requestId` of its first error that has one, which the
 * gateway adds to failures on the servers' side only), the one the servers' log lines hold; null when it carries none
 * (the request's own mistake, or no answer at all).
 */
export function graphqlErrorId(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const { extensions } of error.errors) {
    if (typeof extensions?.requestId === 'string' && extensions.requestId !== '') return extensions.requestId;
  }
  return null;
}
