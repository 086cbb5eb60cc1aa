import { StrictMode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

/** The whole app in the browser: the routes, with the address bar as router and the given GraphQL client. */
export function BrowserApp({ client }: { client: ApolloClient }) {
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </StrictMode>
  );
}
