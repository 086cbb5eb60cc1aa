import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { PersonDataQuery as PersonDataResult } from '../../gql/graphql';
import type { PersonKey } from './personSearch';
import { PersonDataQuery } from './privacyDocuments';

export type PersonData = PersonDataResult['personData'];

/** Where the search stands: not run yet, running, answered, or failed (with why). */
export type PersonSearchState =
  | { status: 'idle' }
  | { status: 'loading'; key: PersonKey }
  | { status: 'found'; key: PersonKey; data: PersonData }
  | { status: 'failed'; key: PersonKey; error: unknown };

/**
 * Searches a person's data: each call asks the server again (never the cache, which keeps nothing of it) and settles
 * once answered, so that a form awaiting it takes one search per click. An answer that arrives after a newer search
 * began is dropped.
 */
export function usePersonSearch(): { state: PersonSearchState; search: (key: PersonKey) => Promise<void> } {
  const client = useApolloClient();
  const [state, setState] = useState<PersonSearchState>({ status: 'idle' });
  const latest = useRef(0);
  const search = useCallback(
    async (key: PersonKey) => {
      const asked = ++latest.current;
      setState({ status: 'loading', key });
      try {
        const { data } = await client.query({ query: PersonDataQuery, variables: key, fetchPolicy: 'no-cache' });
        if (asked !== latest.current) return;
        setState(data ? { status: 'found', key, data: data.personData } : { status: 'failed', key, error: null });
      } catch (error) {
        if (asked === latest.current) setState({ status: 'failed', key, error });
      }
    },
    [client],
  );
  return { state, search };
}
