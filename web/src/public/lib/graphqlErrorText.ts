import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's own text of a failed operation (its first GraphQL error), or null when there is none. */
export function graphqlErrorText(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const text = error.errors[0]?.message.trim() ?? '';
  return text === '' ? null : text;
}
