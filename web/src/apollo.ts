import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';

export interface ApolloClientOptions {
  /** Where operations go; by default the gateway's /graphql on the same origin. */
  link?: ApolloLink;
  /** On the server: queries run once, never refetched. */
  ssrMode?: boolean;
  /** A cache filled by the server's render of the page. */
  state?: NormalizedCacheObject;
}

/** One client for the whole app, talking to the gateway on the same origin. */
export function createApolloClient({ link, ssrMode = false, state }: ApolloClientOptions = {}): ApolloClient {
  const cache = new InMemoryCache({
    typePolicies: {
      // The agency and an address have no identity of their own: merge what different queries select.
      Company: { merge: true },
      Address: { merge: true },
      // File names are random and never reused, so they identify a photo.
      Image: { keyFields: ['fileName'] },
    },
  });
  if (state) cache.restore(state);
  return new ApolloClient({ link: link ?? new HttpLink({ uri: '/graphql' }), cache, ssrMode });
}
