import { nameRoute } from '../../../observability/request-log.js';
import type { Logger } from '../../../observability/logger.js';
import type { ProcessObservability } from '../../../observability/process-observability.js';
import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { SignedInUser } from '../auth/signed-in-user.js';
import type { GatewayContext } from '../context.js';
import { formatGatewayError } from '../errors.js';
import type { PageCache } from '../pages/page-cache.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { bearerTokenOf } from './bearer-token.js';
import { gatewayMetrics } from './gateway-metrics.js';
import { graphqlObservabilityPlugin } from './graphql-observability.js';
import { OPERATION_LIMIT_RULES, OPERATION_PARSE_OPTIONS } from './operation-limits.js';
import { publicOrigin } from './responses.js';
import type { ResponseCache } from './response-cache.js';
import { requestErrorStatusPlugin } from './request-error-status.js';
import { retryAfterPlugin } from './retry-after.js';
import { graphqlUploads } from './uploads.js';

/** Requests still running when the gateway stops get this long to finish; their connections are cut then. */
const DRAIN_GRACE_MS = 2000;

export interface GraphQLEndpoint {
  router: Router;
  stop: () => Promise<void>;
}

/**
 * Apollo Server on `/graphql`: CSRF prevention on, no landing page, no stack traces, one operation per request, each
 * within the limits of `operation-limits.ts` (refused with a 400 before any resolver runs); multipart requests
 * (photo uploads) are parsed first, JSON ones as usual; identical API reads of one request are made once. With a
 * response cache, public reads are answered again from it (the schema's cache hints are read, but no Cache-Control
 * header is sent); without one, the hints are not even read.
 * `stop()` closes the HTTP server: no new connection is accepted, requests in flight get `DRAIN_GRACE_MS` to finish.
 */
export async function startGraphQLEndpoint(
  httpServer: Server,
  schema: GraphQLSchema,
  api: AgencyApi,
  { publicUrl, storagePublicUrl }: Pick<GatewayContext, 'publicUrl' | 'storagePublicUrl'>,
  pageCache: PageCache,
  responseCache: ResponseCache | null,
  observability: ProcessObservability,
): Promise<GraphQLEndpoint> {
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    // The bundled explorer reads the schema; it is the public contract of the site anyway.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatGatewayError,
    parseOptions: OPERATION_PARSE_OPTIONS,
    validationRules: [...OPERATION_LIMIT_RULES],
    allowBatchedHttpRequests: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: DRAIN_GRACE_MS }),
      ApolloServerPluginLandingPageDisabled(),
      graphqlObservabilityPlugin(observability.registry === null ? null : gatewayMetrics(observability.registry)),
      retryAfterPlugin(),
      requestErrorStatusPlugin(),
      ...(responseCache === null
        ? [ApolloServerPluginCacheControlDisabled()]
        : [ApolloServerPluginCacheControl({ calculateHttpHeaders: false }), responseCache.plugin()]),
    ],
    logger: apolloLogger(observability.logger),
    // The process stops the gateway on SIGTERM/SIGINT itself (see scripts/stop-on-signals.ts): Apollo's own
    // handler would stop it a second time and re-raise the signal once done.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const router = Router();
  router.use(
    '/graphql',
    (_req, res, next) => {
      nameRoute(res, '/graphql');
      next();
    },
    graphqlUploads(),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: ({ req }) => {
        const callerApi = api
          .forUser(bearerTokenOf(req))
          .forClientAddress(req.ip ?? null)
          .withSharedReads();
        const signedInUser = new SignedInUser(callerApi);
        const siteOrigin = publicOrigin(req, publicUrl);
        return Promise.resolve({ api: callerApi, signedInUser, publicUrl, storagePublicUrl, siteOrigin, pageCache });
      },
    }),
  );
  return { router, stop: () => apollo.stop() };
}

/** Apollo's own log: its warnings and errors, in the gateway's log. */
function apolloLogger(logger: Logger) {
  return {
    debug: () => {},
    info: () => {},
    warn: (message: unknown) => logger.warn({ apollo: String(message) }, 'Apollo Server'),
    error: (message: unknown) => logger.error({ apollo: String(message) }, 'Apollo Server'),
  };
}
