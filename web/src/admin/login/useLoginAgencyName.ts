import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { adminMessages } from '../../forms/adminMessages';
import { AgencyNameQuery } from '../graphql/session';

/**
 * On the login screen, with no one signed in: empties the client's store (whoever signed out, or was signed out,
 * leaves nothing of their data behind), then asks the agency's name. The name is asked only once the store is
 * empty, since emptying it cancels any request in flight. Null until the answer arrives; 'Imobiliária' when there
 * is no agency record or it cannot be read.
 */
export function useLoginAgencyName(signedIn: boolean): string | null {
  const client = useApolloClient();
  const [storeEmptied, setStoreEmptied] = useState(false);
  useEffect(() => {
    if (signedIn) return;
    void client.clearStore().then(() => setStoreEmptied(true));
  }, [client, signedIn]);
  const { data, error } = useQuery(AgencyNameQuery, { skip: !storeEmptied });
  if (data) return data.company?.name ?? adminMessages.login.agencyFallback;
  return error ? adminMessages.login.agencyFallback : null;
}
