import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { LogoutMutation } from '../graphql/session';
import { checkStoredSession } from './checkStoredSession';
import type { SessionStore, StaffSession } from './sessionStore';

interface SessionContextValue {
  session: StaffSession | null;
  /** False while a session restored at start is being checked with the server. */
  checked: boolean;
  signIn: (session: StaffSession) => void;
  /** Revokes the token, forgets the session (the guard then goes to /app/manager). */
  signOut: () => Promise<void>;
  /** Forgets a session the server no longer accepts (the guard then goes to /app/manager). */
  expire: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** The signed-in member of staff, restored from the browser at start and checked once with `me`. */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  const client = useApolloClient();
  const session = useSyncExternalStore(store.subscribe, store.current);
  const [checked, setChecked] = useState(() => store.current() === null);

  useEffect(() => {
    if (checked) return;
    let active = true;
    void checkStoredSession(client, store).finally(() => {
      if (active) setChecked(true);
    });
    return () => {
      active = false;
    };
  }, [checked, client, store]);

  const signIn = useCallback((next: StaffSession) => store.save(next), [store]);
  const signOut = useCallback(async () => {
    try {
      await client.mutate({ mutation: LogoutMutation });
    } catch {
      // The session is forgotten here whatever the server answered.
    }
    store.clear();
  }, [client, store]);

  const expire = useCallback(() => store.clear(), [store]);

  const value = useMemo(() => ({ session, checked, signIn, signOut, expire }), [session, checked, signIn, signOut, expire]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

/** The session of a screen behind the guard, which never renders without one. */
export function useSignedInSession(): StaffSession {
  const { session } = useSession();
  if (!session) throw new Error('useSignedInSession needs a signed-in user');
  return session;
}
