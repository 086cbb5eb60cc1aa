import './monaco-workers.js';
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { focusedOperationCursor, watchEditors } from './operation-editor.js';
import { operationToRun } from './operation-to-run.js';

/**
 * Same-origin GraphQL endpoint. The fetcher already sends Content-Type: application/json; the
 * preflight header also lets requests through the server's CSRF prevention.
 */
const sameOriginFetcher = createGraphiQLFetcher({
  url: new URL('/graphql', window.location.origin).toString(),
  enableIncrementalDelivery: false,
  headers: { 'Apollo-Require-Preflight': 'true' },
});

/**
 * GraphiQL updates its operation name 100 ms after an edit, so a quick Ctrl+Enter would send the name of
 * the previous document: the name is worked out again from the document actually sent.
 */
const fetcher: Fetcher = (params, options) =>
  sameOriginFetcher({ ...params, operationName: operationToRun(params.query, params.operationName, focusedOperationCursor()) }, options);

void watchEditors();

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
