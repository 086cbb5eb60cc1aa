import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloLink } from '@apollo/client';
import {
  RENDER_PUBLIC_PAGE_EXPORT,
  SERVER_ENTRY_FILE,
  type RenderPublicPage as RenderPublicPageWith,
} from '../../../shared/server-render.js';

/** What the web app's server build renders a page with (`shared/server-render.ts`, which the web entry is checked against). */
export type RenderPublicPage = RenderPublicPageWith<ApolloLink>;

/**
 * Loads `renderPublicPage` from the web app's server build; null when there is no such build (the pages are
 * then served as the browser-rendered shell).
 */
export async function loadPageRenderer(webServerDist: string): Promise<RenderPublicPage | null> {
  const entry = path.resolve(webServerDist, SERVER_ENTRY_FILE);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  const render = module[RENDER_PUBLIC_PAGE_EXPORT];
  if (typeof render !== 'function') throw new Error(`${entry} does not export ${RENDER_PUBLIC_PAGE_EXPORT}`);
  return render as RenderPublicPage;
}
