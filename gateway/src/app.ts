import { createServer, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { answerRefusedRequest, answerUnmetExpectation, refusingUnreadableRequests } from './http/client-errors.js';
import { finalErrorHandler } from './http/error-handler.js';
import { contractTemplateFileRouter } from './http/contract-template-file.js';
import { calendarFeedRouter } from './http/calendar-feed.js';
import { visitRecordFileRouter } from './http/visit-record-file.js';
import { explorerRouter } from './http/explorer.js';
import { gatewayMetrics } from './http/gateway-metrics.js';
import { startGraphQLEndpoint } from './http/graphql.js';
import { healthRouter } from './http/health.js';
import { imagesRouter } from './http/images.js';
import { securityHeaders } from './http/security-headers.js';
import type { TrustedProxies } from './http/trust-proxy.js';
import { shareImageRouter } from './http/share-image.js';
import { seoRouter } from './http/seo.js';
import { backOfficePagesRouter } from './http/back-office-pages.js';
import { vrsyncFeedRouter } from './http/vrsync-feed.js';
import { whatsappRedirectRouter } from './http/whatsapp-redirect.js';
import { portalLeadRelayRouter } from './http/portal-lead-relay.js';
import { privacyExportRouter } from './http/privacy-export.js';
import { publicPagesRouter } from './http/public-pages.js';
import { DEFAULT_RESPONSE_CACHE, ResponseCache } from './http/response-cache.js';
import { DEFAULT_PAGE_CACHE, PageCache } from './pages/page-cache.js';
import { builtFiles, faviconIco, webAppRouter } from './http/static-site.js';
import { SharedCache } from './caching/shared-cache.js';
import { buildSchema } from './schema.js';
import { AgencyApi } from './rest/agency-api.js';
import { PortalFeedApi } from './rest/portal-feed-api.js';
import { PortalLeadRelay } from './rest/portal-lead-relay.js';
import { RestClient } from './rest/client.js';
import { sweepStaleUploadDirs } from './photos/photo-uploads.js';
import { metricsRouter } from '../../observability/metrics-endpoint.js';
import { observeRequests, type ProcessObservability } from '../../observability/process-observability.js';
import { sentByTrustedProxy } from '../../observability/request-id.js';

export interface GatewayAppOptions {
  apiUrl: string;
  apiKey: string;
  webDist: string;
  /** The web app's server build (renders the public pages). */
  webServerDist: string;
  explorerDist: string;
  publicUrl: string | null;
  /** The public bucket or CDN that property photos are addressed at, or null to serve them through `/images`. */
  storagePublicUrl: string | null;
  /** Whether public GraphQL reads are answered again from a short-lived cache. */
  responseCache: boolean;
  /** The reverse proxies whose `X-Forwarded-For` gives the visitor's address. */
  trustProxy: TrustedProxies;
  /** Redis keeping the rendered pages and GraphQL answers for every gateway on it; null keeps them in this process. */
  redisUrl: string | null;
  /** Put before every key this gateway writes to Redis. */
  redisKeyPrefix: string;
  /** The logger, the metrics and where they are served. */
  observability: ProcessObservability;
}

export interface GatewayApp {
  httpServer: Server;
  stop(): Promise<void>;
}

/**
 * The gateway's HTTP server: contract-template files and a person's data (LGPD) downloaded, the GraphQL explorer and
 * endpoint, health, images, the share picture, robots and sitemap, the portals' feed, the chat links that record a
 * lead, the portals' lead addresses, then the built web app: its files, the public pages rendered on the server, the
 * back office's shell; and a last error handler.
 */
export async function createGatewayApp(options: GatewayAppOptions): Promise<GatewayApp> {
  const { registry, metricsToken, logger } = options.observability;
  const metrics = registry === null ? null : gatewayMetrics(registry);
  const client = new RestClient({
    baseUrl: options.apiUrl,
    apiKey: options.apiKey,
    ...(metrics === null ? {} : { onCall: metrics.observeApiCall }),
  });
  const api = new AgencyApi(client);
  metrics?.watchApiReadiness(() => api.ready());
  // Photos of registrations interrupted by a stop of an earlier process.
  sweepStaleUploadDirs().catch(() => undefined);
  const app = express();
  // Node's own refusals (no Host, an unknown Expect) and Express's of a target that is no address are bare or in
  // English; the gateway answers them as every error, in pt-BR.
  const httpServer = createServer({ requireHostHeader: false }, refusingUnreadableRequests(app));
  httpServer.on('clientError', answerRefusedRequest);
  httpServer.on('checkExpectation', answerUnmetExpectation);
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.set('etag', 'strong');
  // A request id from a trusted proxy (TRUST_PROXY) is kept; any other caller's is replaced by one of our own.
  app.use(observeRequests(options.observability, sentByTrustedProxy));
  app.use(securityHeaders);
  if (registry !== null) app.use(metricsRouter(registry, metricsToken));
  // Documents and exports stream through untouched: their length and bytes stay the API's.
  app.use(contractTemplateFileRouter(api));
  app.use(visitRecordFileRouter(api));
  app.use(calendarFeedRouter(api));
  app.use(privacyExportRouter(api));
  app.use(compression());
  // The busiest paths first: a GraphQL request passes no other router.
  app.use(explorerRouter(path.resolve(options.explorerDist)));
  const schema = buildSchema();
  const shared =
    options.redisUrl === null
      ? null
      : new SharedCache({ url: options.redisUrl, keyPrefix: options.redisKeyPrefix, log: (line) => logger.warn(line) });
  const responseCache = options.responseCache ? new ResponseCache(DEFAULT_RESPONSE_CACHE, shared, metrics?.countResponseLookup) : null;
  const pageCache = new PageCache(DEFAULT_PAGE_CACHE, responseCache === null ? [] : [responseCache], shared, metrics?.countPageLookup);
  const addresses = { publicUrl: options.publicUrl, storagePublicUrl: options.storagePublicUrl };
  const graphql = await startGraphQLEndpoint(httpServer, schema, api, addresses, pageCache, responseCache, options.observability);
  app.use(graphql.router);
  app.use(healthRouter(api));
  app.use(imagesRouter(api));
  app.use(shareImageRouter(api));
  app.use(seoRouter(api, options.publicUrl, { storagePublicUrl: options.storagePublicUrl }));
  app.use(vrsyncFeedRouter(new PortalFeedApi(client), options.publicUrl, { log: (line) => logger.warn(line) }));
  app.use(whatsappRedirectRouter(api, (line) => logger.warn(line)));
  // A portal's server-to-server POST: its body streams to the API unread, past no body parser, CSRF or origin check.
  app.use(portalLeadRelayRouter(new PortalLeadRelay(client)));
  const webDist = path.resolve(options.webDist);
  app.use(faviconIco());
  app.use(builtFiles(webDist));
  app.use(
    await publicPagesRouter({
      api,
      schema,
      publicUrl: options.publicUrl,
      storagePublicUrl: options.storagePublicUrl,
      pageCache,
      webDist,
      webServerDist: path.resolve(options.webServerDist),
      logger,
    }),
  );
  app.use(backOfficePagesRouter(api, webDist));
  app.use(webAppRouter());
  app.use(finalErrorHandler(logger));
  return {
    httpServer,
    // Once the HTTP server is drained, the connections to the API and to Redis are no longer needed.
    stop: () => graphql.stop().finally(() => Promise.all([client.close(), shared?.close()]).then(() => undefined)),
  };
}
