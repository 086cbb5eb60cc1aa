import type { ApolloClient } from '@apollo/client';
import { MeQuery } from '../graphql/session';
import { sessionFromUser } from './sessionFromUser';
import type { SessionStore } from './sessionStore';

const checks = new WeakMap<SessionStore, Promise<void>>();

async function check(client: ApolloClient, store: SessionStore): Promise<void> {
  const session = store.current();
  if (!session) return;
  try {
    const { data } = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
    if (store.current()?.token !== session.token) return;
    if (!data?.me) store.clear();
    else store.save(sessionFromUser(session.token, data.me));
  } catch {
    // UNAUTHENTICATED already cleared the session (client link); any other failure keeps it for now.
  }
}

/**
 * Asks the server, once per page load, whether the session restored at start is still valid: a null
 * `me` forgets it; a valid one refreshes the user and the permissions kept with it.
 */
export function checkStoredSession(client: ApolloClient, store: SessionStore): Promise<void> {
  let pending = checks.get(store);
  if (!pending) {
    pending = check(client, store);
    checks.set(store, pending);
  }
  return pending;
}
