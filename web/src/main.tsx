import { startTransition } from 'react';
import type { NormalizedCacheObject } from '@apollo/client';
import { APP_ROOT_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '../../shared/server-render';
import './public/styles/base.css';
import './public/styles/layout.css';
import './public/styles/carousel.css';
import './public/styles/home.css';
import './public/styles/detail.css';
// The owner registration page is loaded lazily, but arrives rendered: its styles must be in the page from the start.
import './public/styles/register.css';

/** The Apollo cache of a page the server rendered; none for the back office, which renders in the browser only. */
function serverState(): NormalizedCacheObject | undefined {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as NormalizedCacheObject) : undefined;
}

/** Lets the browser paint and answer the visitor before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each in a task of its own: React's renderer, the GraphQL client with the page's data,
 * then the routes and pages. Evaluated at once they held a slow phone's main thread for one long task; the chunks
 * are fetched together from the start (scriptsAfterFirstPaint), so the steps wait for no network.
 */
async function start(container: HTMLElement): Promise<void> {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { createApolloClient } = await import('./apollo');
  await nextTask();
  const state = serverState();
  const client = createApolloClient({ state });
  await nextTask();
  const { BrowserApp } = await import('./BrowserApp');
  await nextTask();
  const app = <BrowserApp client={client} />;
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of taking over the
  // page in one long task; the server's HTML stays on screen, and usable as links, meanwhile.
  if (state)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
}

const container = document.getElementById(APP_ROOT_ELEMENT_ID);
if (!container) throw new Error('index.html has no #root element');
void start(container);
