import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { AppRoutes } from './AppRoutes';
import { APP_ROOT_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '../../shared/server-render';
import './public/styles/base.css';
import './public/styles/layout.css';
import './public/styles/carousel.css';
import './public/styles/home.css';
import './public/styles/detail.css';
// The owner registration page is loaded lazily, but arrives rendered: its styles must be in the page from the start.
import './public/styles/register.css';

const container = document.getElementById(APP_ROOT_ELEMENT_ID);
if (!container) throw new Error('index.html has no #root element');

/** The Apollo cache of a page the server rendered; none for the back office, which renders in the browser only. */
function serverState(): NormalizedCacheObject | undefined {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as NormalizedCacheObject) : undefined;
}

const state = serverState();
const app = (
  <StrictMode>
    <ApolloProvider client={createApolloClient({ state })}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>
);

// Hydrating as a transition lets React yield to the browser every few milliseconds instead of taking over the page
// in one long task; the server's HTML stays on screen, and usable as links, meanwhile.
if (state)
  startTransition(() => {
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
