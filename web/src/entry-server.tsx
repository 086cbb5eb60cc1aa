/**
 * The public pages rendered on the server. The gateway loads the SSR build of this module and calls
 * `renderPublicPage` with a link that runs the page's queries in its own process; the browser then
 * hydrates the same tree (main.tsx) with the Apollo cache this render filled.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StaticRouter } from 'react-router-dom';
import { tap } from 'rxjs';
import { createApolloClient } from './apollo';
import { AppRoutes } from './AppRoutes';
import { headHtml } from './public/head/headHtml';
import { ServerHeadContext, type ServerHead } from './public/head/serverHead';

export interface PublicPageRequest {
  /** Path and query of the page, e.g. `/imovel/casa-1` or `/?op=rent`. */
  url: string;
  /** Scheme and host for absolute addresses (canonical, link previews), without a trailing slash. */
  origin: string;
  /** Where the page's GraphQL operations run. */
  link: ApolloLink;
  /** Gives up waiting for data after this long: the page is then answered as unavailable. */
  timeoutMs: number;
}

export interface RenderedPublicPage {
  /** 200; 404 for an unknown property; 503 when the data could not be loaded. */
  status: 200 | 404 | 503;
  /** What goes in the document head. */
  head: string;
  /** The page's HTML, for the root element. */
  body: string;
  /** The Apollo cache, to restore in the browser before hydrating; null when the page must not be hydrated. */
  state: object | null;
}

/**
 * React moves a large finished part of the page (the featured grid, the launches) to the end of the document and
 * puts it in place with a script, so that a streamed shell can go out sooner. The page goes out whole anyway, and
 * it must be complete and in order without any script: for the first paint, for crawlers and for link previews.
 */
const WHOLE_PAGE_IN_PLACE = Number.POSITIVE_INFINITY;

export async function renderPublicPage({ url, origin, link, timeoutMs }: PublicPageRequest): Promise<RenderedPublicPage> {
  let failed = false;
  const watchFailures = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if (result.errors?.length) failed = true;
        },
        error: () => {
          failed = true;
        },
      }),
    ),
  );
  const client = createApolloClient({ link: ApolloLink.from([watchFailures, link]), ssrMode: true });
  const serverHead: ServerHead = { page: null, agency: null, notFound: false };
  const signal = AbortSignal.timeout(timeoutMs);
  const tree = (
    <StrictMode>
      <ServerHeadContext value={serverHead}>
        <ApolloProvider client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </ApolloProvider>
      </ServerHeadContext>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    renderFunction: (node) => prerenderToNodeStream(node, { signal, progressiveChunkSize: WHOLE_PAGE_IN_PLACE }),
  });
  const unavailable = failed || aborted;
  const path = new URL(url, `${origin}/`);
  return {
    status: unavailable ? 503 : serverHead.notFound ? 404 : 200,
    head: headHtml(serverHead, { origin, path: `${path.pathname}${path.search}` }),
    body: result,
    state: unavailable ? null : (client.extract() as object),
  };
}
