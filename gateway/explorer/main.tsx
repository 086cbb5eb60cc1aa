import './monaco-workers.js';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';

/**
 * Same-origin GraphQL endpoint. The fetcher already sends Content-Type: application/json; the
 * preflight header also lets requests through the server's CSRF prevention.
 */
const fetcher = createGraphiQLFetcher({
  url: new URL('/graphql', window.location.origin).toString(),
  enableIncrementalDelivery: false,
  headers: { 'Apollo-Require-Preflight': 'true' },
});

const defaultQuery = `# Catálogo público da imobiliária
query Catalogo {
  properties(filter: { operation: SALE }, perPage: 3) {
    total
    items { code title price address { city } mainImage { cardUrl } }
  }
  cities { city count }
}
`;

const container = document.getElementById('explorer');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
    </StrictMode>,
  );
}
