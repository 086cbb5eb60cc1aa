import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloLink } from '@apollo/client';

/** What the web app's server build (web/src/entry-server.tsx, built to web/dist-server) is called with. */
interface PublicPageRequest {
  url: string;
  origin: string;
  link: ApolloLink;
  timeoutMs: number;
}

/** What it answers: the status, the document head, the root's HTML and the Apollo cache (null: not to be hydrated). */
export interface RenderedPublicPage {
  status: 200 | 404 | 503;
  head: string;
  body: string;
  state: object | null;
}

export type RenderPublicPage = (request: PublicPageRequest) => Promise<RenderedPublicPage>;

const SERVER_ENTRY_FILE = 'entry-server.js';

/**
 * Loads `renderPublicPage` from the web app's server build; null when there is no such build (the pages are
 * then served as the browser-rendered shell).
 */
export async function loadPageRenderer(webServerDist: string): Promise<RenderPublicPage | null> {
  const entry = path.resolve(webServerDist, SERVER_ENTRY_FILE);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPublicPage?: unknown };
  if (typeof module.renderPublicPage !== 'function') throw new Error(`${entry} does not export renderPublicPage`);
  return module.renderPublicPage as RenderPublicPage;
}
