import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import type { SessionStore } from '../session/sessionStore';
import { hasErrorCode } from './errorCodes';

/** The Authorization header of the stored session, or none without one. */
function authorizationHeaders(store: SessionStore): Record<string, string> {
  const token = store.current()?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The back office's own Apollo Client: every request carries the session's bearer token, and any
 * UNAUTHENTICATED answer clears the stored session, which sends the user to /app/manager (spec §4).
 */
export function createAdminClient(store: SessionStore, fetchFunction?: typeof fetch): ApolloClient {
  const withToken = new SetContextLink((previous) => ({
    headers: { ...(previous.headers as Record<string, string> | undefined), ...authorizationHeaders(store) },
  }));
  const onUnauthenticated = new ErrorLink(({ error }) => {
    if (hasErrorCode(error, 'UNAUTHENTICATED')) store.clear();
  });
  return new ApolloClient({
    link: ApolloLink.from([onUnauthenticated, withToken, new HttpLink({ uri: '/graphql', fetch: fetchFunction })]),
    cache: new InMemoryCache({
      typePolicies: {
        Address: { merge: true },
        Image: { keyFields: ['fileName'] },
        // A staff property is its property plus who is responsible for it.
        StaffProperty: { keyFields: ['property', ['id']] },
      },
    }),
  });
}
