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
import { SubmittedFormContext } from './lib/submittedForm';
import type { RenderPublicPage } from '../../shared/server-render';

/**
 * React moves a large finished part of the page (the featured grid, the launches) to the end of the document and
 * puts it in place with a script, so that a streamed shell can go out sooner. The page goes out whole anyway, and
 * it must be complete and in order without any script: for the first paint, for crawlers and for link previews.
 */
const WHOLE_PAGE_IN_PLACE = Number.POSITIVE_INFINITY;

/** What the gateway calls (`shared/server-render.ts` states the contract; the gateway loads it by this name). */
export const renderPublicPage: RenderPublicPage<ApolloLink> = async ({ url, origin, link, timeoutMs, submitted }) => {
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
          <SubmittedFormContext value={submitted ?? null}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </SubmittedFormContext>
        </ApolloProvider>
      </ServerHeadContext>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    renderFunction: async (node) => {
      const rendered = await prerenderToNodeStream(node, { signal, progressiveChunkSize: WHOLE_PAGE_IN_PLACE });
      // A render that runs out of time while its markup is read destroys the stream with the signal's reason: the
      // page is then answered 503, and that error must never go unheard, which would end the gateway's process.
      rendered.prelude.on('error', () => {});
      return rendered;
    },
  });
  const unavailable = failed || aborted;
  const path = new URL(url, `${origin}/`);
  return {
    status: unavailable ? 503 : serverHead.notFound ? 404 : 200,
    head: headHtml(serverHead, { origin, path: `${path.pathname}${path.search}` }),
    body: result,
    // A refused form post is shown as sent, without the page's script: hydrating would find other state.
    state: unavailable || submitted !== undefined ? null : (client.extract() as object),
  };
};
