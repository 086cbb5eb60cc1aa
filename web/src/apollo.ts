import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the whole app, talking to the gateway on the same origin. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache({
      typePolicies: {
        // The agency and an address have no identity of their own: merge what different queries select.
        Company: { merge: true },
        Address: { merge: true },
        // File names are random and never reused, so they identify a photo.
        Image: { keyFields: ['fileName'] },
      },
    }),
  });
}
